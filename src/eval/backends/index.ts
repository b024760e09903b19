import type { BackendName } from '../spec/types.js';
import type { Backend } from './backend.js';
import { claudeCode } from './claudeCode.js';

const BACKENDS: Partial<Record<BackendName, Backend>> = { 'claude-code': claudeCode };

export function backendNamed(name: string): Backend | undefined {
  return BACKENDS[name as BackendName];
}

export const AVAILABLE_BACKENDS = Object.keys(BACKENDS) as BackendName[];
