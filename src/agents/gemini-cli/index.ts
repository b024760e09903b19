import type { Agent } from '../agent.js';
import { geminiCliFacts } from './facts.js';
import { geminiCliMcp } from './mcp.js';
import { geminiCliRun } from './run.js';
import { geminiCliTranscript } from './transcript.js';
import { geminiCliWire } from './wire.js';

export const geminiCli: Agent = {
  name: geminiCliFacts.name,
  facts: geminiCliFacts,
  run: geminiCliRun,
  transcript: geminiCliTranscript,
  wire: geminiCliWire,
  mcp: geminiCliMcp,
};
