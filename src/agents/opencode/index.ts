import type { Agent } from '../agent.js';
import { opencodeFacts } from './facts.js';
import { opencodeMcp } from './mcp.js';
import { opencodeRun } from './run.js';
import { opencodeTranscript } from './transcript.js';
import { opencodeWire } from './wire.js';

export const opencode: Agent = {
  name: opencodeFacts.name,
  facts: opencodeFacts,
  run: opencodeRun,
  transcript: opencodeTranscript,
  wire: opencodeWire,
  mcp: opencodeMcp,
};
