import { factsOf } from '../../agents/facts.js';
import type { BackendName } from '../spec/types.js';
import { hostPort } from './proxy.js';

/**
 * With a real model, the hosts a CLI strictly needs to talk to its model. No update checks, telemetry,
 * plugin or skill registries: those are turned off or refused, and a refusal is counted in the trial record.
 * One backend's allow-list: the model URL's host when one is given (a gateway, a stand-in), else the
 * runner's `*_BASE_URL` variables the backend passes through (ANTHROPIC_BASE_URL, OPENAI_BASE_URL, …),
 * else its providers' APIs.
 */
export function allowedHosts(
  backend: BackendName,
  modelUrl: string | undefined,
  baseUrlVars: readonly string[],
  runnerEnv: NodeJS.ProcessEnv,
): string[] {
  if (modelUrl) return [hostPort(modelUrl)];
  const fromEnv = baseUrlVars
    .filter((v) => v.endsWith('_BASE_URL') && runnerEnv[v])
    .flatMap((v) => {
      try {
        return [hostPort(runnerEnv[v]!)];
      } catch {
        return [];
      }
    });
  return fromEnv.length > 0 ? [...new Set(fromEnv)] : [...factsOf(backend).modelHosts];
}
