import type { Agent } from '../agent.js';
import { codexFacts } from './facts.js';
import { codexMcp } from './mcp.js';
import { codexRun } from './run.js';
import { codexTranscript } from './transcript.js';
import { codexWire } from './wire.js';

export const codex: Agent = {
  name: codexFacts.name,
  facts: codexFacts,
  run: codexRun,
  transcript: codexTranscript,
  wire: codexWire,
  mcp: codexMcp,
};
