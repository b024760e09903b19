import type { BackendName } from '../spec/types.js';
import { hostPort } from './proxy.js';

/**
 * With a real model and no `--model-url`, the hosts each CLI strictly needs to talk to its model: the
 * APIs of the providers whose keys it takes (see docs/backends.md). No update checks, telemetry, plugin
 * or skill registries: those are turned off or refused, and a refusal is counted in the trial record.
 */
export const MODEL_HOSTS: Record<BackendName, readonly string[]> = {
  'claude-code': ['api.anthropic.com:443'],
  codex: ['api.openai.com:443'],
  'gemini-cli': ['generativelanguage.googleapis.com:443'],
  pi: ['api.openai.com:443', 'api.anthropic.com:443', 'generativelanguage.googleapis.com:443', 'openrouter.ai:443'],
  hermes: ['openrouter.ai:443', 'api.openai.com:443', 'api.anthropic.com:443', 'inference-api.nousresearch.com:443'],
  opencode: ['api.anthropic.com:443', 'api.openai.com:443', 'generativelanguage.googleapis.com:443', 'openrouter.ai:443'],
};

/**
 * One backend's allow-list: the model URL's host when one is given (a gateway, a stand-in), else the
 * runner's `*_BASE_URL` variables the backend passes through (ANTHROPIC_BASE_URL, OPENAI_BASE_URL, …),
 * else its providers' APIs.
 */
export function allowedHosts(backend: BackendName, modelUrl: string | undefined, baseUrlVars: readonly string[], runnerEnv: NodeJS.ProcessEnv): string[] {
  if (modelUrl) return [hostPort(modelUrl)];
  const fromEnv = baseUrlVars.filter((v) => v.endsWith('_BASE_URL') && runnerEnv[v]).flatMap((v) => {
    try {
      return [hostPort(runnerEnv[v]!)];
    } catch {
      return [];
    }
  });
  return fromEnv.length > 0 ? [...new Set(fromEnv)] : [...MODEL_HOSTS[backend]];
}
