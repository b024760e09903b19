import type { Transcript } from '../agent.js';

/** Skills loaded through a dedicated tool (`Skill {skill}`, `activate_skill {name}`, …) whose result succeeded. */
export function skillToolActivations(transcript: Transcript, tool: string, argument: string): Set<string> {
  const names = new Set<string>();
  for (const call of transcript.toolCalls) {
    const name = (call.input as Record<string, unknown> | null)?.[argument];
    if (call.name === tool && call.result?.ok && typeof name === 'string') names.add(name);
  }
  return names;
}
