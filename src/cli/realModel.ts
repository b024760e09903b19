import { agentNamed } from '../agents/index.js';
import type { Tape } from '../eval/replay/trialTape.js';
import { backendsNeedingModel, gatewayKey, gatewayKeyVariables, gatewayUrl } from '../eval/runner/gateway.js';
import type { ModelChoice } from '../eval/runner/options.js';
import type { BackendName } from '../eval/spec/types.js';
import { UsageError } from './io.js';

/**
 * The real model of `caliper eval`: each CLI's provider with its own key, or one gateway (--model-url) with one key.
 */
export function realModel(
  values: { model?: string | undefined; 'model-url'?: string | undefined },
  backends: readonly BackendName[],
  env: NodeJS.ProcessEnv,
  tape: Tape | undefined,
): ModelChoice {
  const model = values.model;
  if (values['model-url'] !== undefined && tape?.mode === 'replay')
    throw new UsageError('--model-url names where a live run calls its model; a replay calls none (drop --model-url).');
  const needing =
    values['model-url'] !== undefined || tape?.mode === 'record' ? backendsNeedingModel(backends, model) : [];
  if (needing.length > 0)
    throw new UsageError(
      `${values['model-url'] !== undefined ? '--model-url' : '--record'} ` +
        `needs --model for ${needing.join(', ')}: through a gateway or a ` +
        `recording's relay they would ask for no model their provider knows.`,
    );
  if (values['model-url'] !== undefined) {
    const url = gatewayUrl(values['model-url']);
    if (!url.ok) throw new UsageError(`--model-url ${url.reason}.`);
    const apiKey = gatewayKey(backends, env);
    if (apiKey === undefined)
      throw new UsageError(`no key for the gateway at ${url.url}: set ${gatewayKeyVariables(backends).join(' or ')}.`);
    return { kind: 'real', baseUrl: url.url, apiKey, model, ...(tape && { tape }) };
  }
  // A replay calls no model: it needs no key.
  for (const b of tape?.mode === 'replay' ? [] : backends) {
    const needed = agentNamed(b)!.run.credentialEnv;
    if (!needed.some((n) => env[n]))
      throw new UsageError(
        `no model credentials for ${b}: set ${needed.join(' or ')}, or run offline with --scripted-model.`,
      );
  }
  return { kind: 'real', baseUrl: undefined, apiKey: undefined, model, ...(tape && { tape }) };
}
