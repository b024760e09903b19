import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Transcript, TranscriptParse } from '../../src/agents/agent.js';
import { REPO_ROOT } from './runNode.js';

/** A file a real CLI run printed or wrote, kept under `__tests__/fixtures/transcripts/<cli>/`. */
export function transcriptFixture(cli: string, file: string): string {
  return readFileSync(path.join(REPO_ROOT, '__tests__/fixtures/transcripts', cli, file), 'utf8');
}

/** The transcript of a parse that must succeed; a failed parse fails the test with its reason. */
export function parsed(result: TranscriptParse): Transcript {
  if (!result.ok) throw new Error(result.reason);
  return result.transcript;
}
