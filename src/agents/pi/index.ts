import type { Agent } from '../agent.js';
import { piFacts } from './facts.js';
import { piRun } from './run.js';
import { piTranscript } from './transcript.js';
import { piWire } from './wire.js';

export const pi: Agent = {
  name: piFacts.name,
  facts: piFacts,
  run: piRun,
  transcript: piTranscript,
  wire: piWire,
};
