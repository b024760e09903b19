import type { Agent } from '../agent.js';
import { hermesFacts } from './facts.js';
import { hermesRun } from './run.js';
import { hermesTranscript } from './transcript.js';
import { hermesWire } from './wire.js';

export const hermes: Agent = {
  name: hermesFacts.name,
  facts: hermesFacts,
  run: hermesRun,
  transcript: hermesTranscript,
  wire: hermesWire,
};
