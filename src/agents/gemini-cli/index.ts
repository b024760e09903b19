import type { Agent } from '../agent.js';
import { geminiCliFacts } from './facts.js';
import { geminiCliRun } from './run.js';
import { geminiCliTranscript } from './transcript.js';

export const geminiCli: Agent = { name: geminiCliFacts.name, facts: geminiCliFacts, run: geminiCliRun, transcript: geminiCliTranscript };
