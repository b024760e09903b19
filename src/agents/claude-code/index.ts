import type { Agent } from '../agent.js';
import { claudeCodeFacts } from './facts.js';
import { claudeCodeMcp } from './mcp.js';
import { claudeCodeRun } from './run.js';
import { claudeCodeTranscript } from './transcript.js';
import { claudeCodeWire } from './wire.js';

export const claudeCode: Agent = {
  name: claudeCodeFacts.name,
  facts: claudeCodeFacts,
  run: claudeCodeRun,
  transcript: claudeCodeTranscript,
  wire: claudeCodeWire,
  mcp: claudeCodeMcp,
};
