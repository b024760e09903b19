import { gatewayKeyVariables } from '../eval/runner/gateway.js';
import { agentNamed } from '../agents/index.js';
import type { BackendName } from '../eval/spec/types.js';
import { InputError } from './inputs.js';

/** What the eval stage does when a backend's model key is not in the environment (input `without-key`). */
export const WITHOUT_KEY = ['fail', 'smoke', 'skip'] as const;
export type WithoutKey = (typeof WITHOUT_KEY)[number];

export type EvalMode =
  | { mode: 'real' }
  | { mode: 'smoke'; why: string }
  | { mode: 'skip'; why: string; missing: BackendName[] };

/**
 * Real or smoke, decided where the keys are: in the job that runs the eval, which is the one that names
 * the environment holding them. A job without that environment sees no environment secrets at all, so
 * deciding there (as the reusable workflow once did) skipped real evals that had keys.
 */
/** `gateway`: the run's model is a gateway (input model-url), whose key may also be in CALIPER_MODEL_KEY. */
export function decideEvalMode(options: {
  backends: readonly BackendName[];
  env: NodeJS.ProcessEnv;
  scripted: boolean;
  withoutKey: WithoutKey;
  gateway?: boolean;
}): EvalMode {
  if (options.scripted) return { mode: 'smoke', why: 'scripted-model: true' };
  const missing = options.backends
    .map((b) => ({ backend: b, needed: options.gateway ? gatewayKeyVariables([b]) : agentNamed(b)!.run.credentialEnv }))
    .filter(({ needed }) => !needed.some((name) => (options.env[name] ?? '').trim() !== ''));
  if (missing.length === 0) return { mode: 'real' };
  const lacking = missing.map(({ backend, needed }) => `${backend}: set ${needed.join(' or ')}`).join('; ');
  const why = `no model credentials in this job's environment (${lacking})`;
  switch (options.withoutKey) {
    case 'fail':
      throw new InputError(
        `no model credentials for ${lacking} in the step's env from a secret ` +
          `(in a job that names the environment holding it), or set ` +
          `scripted-model: true for an offline smoke run, or without-key: smoke ` +
          `or skip`,
      );
    case 'smoke':
      return { mode: 'smoke', why: `${why}, so the scripted model stands in (without-key: smoke)` };
    case 'skip':
      return {
        mode: 'skip',
        why:
          `${why}, so the eval is skipped (without-key: skip). A fork PR gets no ` +
          `secrets; set smoke-on-forks to run against the scripted model.`,
        missing: missing.map((m) => m.backend),
      };
  }
}

export function parseWithoutKey(raw: string): WithoutKey {
  const value = raw.trim() || 'fail';
  if (!(WITHOUT_KEY as readonly string[]).includes(value))
    throw new InputError(`input "without-key" must be one of ${WITHOUT_KEY.join(', ')}, not "${raw}"`);
  return value as WithoutKey;
}
