import type { BackendName } from '../spec/types.js';
import type { Backend } from './backend.js';
import { claudeCode } from './claudeCode.js';
import { codex } from './codex.js';
import { geminiCli } from './geminiCli.js';
import { hermes } from './hermes.js';
import { opencode } from './opencode.js';
import { pi } from './pi.js';

const BACKENDS: Partial<Record<BackendName, Backend>> = { 'claude-code': claudeCode, codex, pi, hermes, opencode, 'gemini-cli': geminiCli };

export function backendNamed(name: string): Backend | undefined {
  return BACKENDS[name as BackendName];
}

export const AVAILABLE_BACKENDS = Object.keys(BACKENDS) as BackendName[];
