import type { Agent } from '../agent.js';
import { copilotFacts } from './facts.js';
import { copilotMcp } from './mcp.js';
import { copilotRun } from './run.js';
import { copilotTranscript } from './transcript.js';
import { copilotWire } from './wire.js';

export const copilot: Agent = {
  name: copilotFacts.name,
  facts: copilotFacts,
  run: copilotRun,
  transcript: copilotTranscript,
  wire: copilotWire,
  mcp: copilotMcp,
};
