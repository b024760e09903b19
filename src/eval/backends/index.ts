import type { BackendName } from '../spec/types.js';
import type { Backend } from './backend.js';
import { claudeCode } from '../../agents/claude-code/run.js';
import { codex } from '../../agents/codex/run.js';
import { geminiCli } from '../../agents/gemini-cli/run.js';
import { hermes } from '../../agents/hermes/run.js';
import { opencode } from '../../agents/opencode/run.js';
import { pi } from '../../agents/pi/run.js';

const BACKENDS: Partial<Record<BackendName, Backend>> = { 'claude-code': claudeCode, codex, pi, hermes, opencode, 'gemini-cli': geminiCli };

export function backendNamed(name: string): Backend | undefined {
  return BACKENDS[name as BackendName];
}

export const AVAILABLE_BACKENDS = Object.keys(BACKENDS) as BackendName[];
