import type { Transcript } from '../agent.js';

/** A transcript before its first event: nothing discovered, called, answered or spent. */
export function emptyTranscript(): Transcript {
  return {
    discoveredSkills: undefined,
    toolCalls: [],
    finalAnswer: undefined,
    model: undefined,
    cliVersion: undefined,
    usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    error: undefined,
  };
}
