import { factsOf } from '../../agents/facts.js';
import {
  ERA,
  type Discipline,
  type ModelSource,
  type Results,
  type RunMeta,
  type TrialRecord,
} from '../../results/types.js';
import { recordableResults, recordedTrial, SCRIPTED_MODEL } from '../../results/recordable.js';
import { describeDesign, type SequentialDesign } from '../../results/sequential.js';
import { pricedUsage, runSpend } from '../../results/spend/spend.js';
import { providerErrorTotals } from '../../results/providerErrors.js';
import type { Redactor } from '../../util/redact.js';
import { CALIPER_VERSION } from '../../version.js';
import { agentNamed } from '../../agents/index.js';
import type { IsolationLevel } from '../sandbox/isolation.js';
import { allowedHosts } from '../sandbox/modelHosts.js';
import type { BackendName } from '../spec/types.js';
import type { Alongside } from './alongside.js';
import type { ModelChoice } from './options.js';
import { judgeMeta } from '../judge/meta.js';

/** Where the agent could connect: `*` without isolation, the scripted model's socket, or the real model's hosts. */
export function runNetwork(
  level: IsolationLevel,
  model: ModelChoice,
  backends: readonly BackendName[],
  env: NodeJS.ProcessEnv,
): { allow: string[] } {
  if (level === 'none') return { allow: ['*'] };
  if (model.kind === 'scripted') return { allow: ['scripted-model'] };
  return {
    allow: [
      ...new Set(backends.flatMap((b) => allowedHosts(b, model.baseUrl, agentNamed(b)!.run.passEnv, env))),
    ].sort(),
  };
}

/** What a run's meta records: how it measured, with what, and what it spent (`records`: its finished trials). */
export function runMeta(input: {
  discipline: Discipline;
  /** Each backend with the version its CLI reported (`--version`), undefined when it was unavailable. */
  backends: readonly { name: BackendName; version: string | undefined }[];
  records: readonly TrialRecord[];
  model: ModelChoice;
  defaultTrials: number;
  isolation: IsolationLevel;
  network: { allow: string[] };
  sequential: SequentialDesign | undefined;
  startedAt: string;
  alongside?: Alongside | undefined;
}): RunMeta {
  const scripted = input.model.kind === 'scripted';
  const chosen = input.model.kind === 'real' ? input.model.model : undefined;
  return {
    era: ERA,
    discipline: input.discipline,
    caliperVersion: CALIPER_VERSION,
    backends: input.backends.map(({ name, version }) => {
      const done = input.records.find((r) => r.backend === name && r.model);
      // The CLI names the model it asked for; with the scripted model that name is not what answered.
      const bundled = factsOf(name).bundledSkills;
      return {
        name,
        version,
        model: scripted ? SCRIPTED_MODEL : (done?.model ?? chosen),
        bundledSkills:
          bundled.policy === 'off' ? { policy: 'off' } : { policy: bundled.policy, names: [...bundled.names] },
      };
    }),
    modelSource: modelSourceOf(input.model),
    defaultTrials: input.defaultTrials,
    isolation: input.isolation,
    network: input.network,
    ...(input.sequential && { sequential: describeDesign(input.sequential) }),
    ...(input.alongside && { alongside: input.alongside === 'all' ? 'all' : [...new Set(input.alongside)].sort() }),
    ...judgeMeta(input.records),
    platform: `${process.platform}-${process.arch} node ${process.version}`,
    startedAt: input.startedAt,
    finishedAt: new Date().toISOString(),
    spend: runSpend(input.records, scripted, input.model.kind === 'real' && input.model.tape?.mode === 'replay'),
    ...providerErrorsOf(input.records),
  };
}

/**
 * A finished trial as the journal keeps it: priced from what the CLI reported, redacted, then in the form results.json
 * records.
 */
export function trialAsJournaled(raw: TrialRecord, redactor: Redactor, scripted: boolean): TrialRecord {
  return recordedTrial(redactor.value({ ...raw, usage: pricedUsage(raw.usage, raw.model, scripted) }), scripted);
}

/**
 * The results as results.json holds them: redacted first, so that what the redactor puts into a value is then made a
 * form the results check accepts.
 */
export function resultsAsWritten(results: Results, redactor: Redactor): Results {
  return recordableResults(redactor.value(results));
}

export function modelSourceOf(model: ModelChoice): ModelSource {
  if (model.kind === 'scripted') return { kind: 'scripted' };
  if (model.tape?.mode === 'replay') return { kind: 'replay' };
  if (!model.baseUrl) return { kind: 'real', endpoint: 'default' };
  try {
    return { kind: 'real', endpoint: new URL(model.baseUrl).host || 'custom' };
  } catch {
    return { kind: 'real', endpoint: 'custom' };
  }
}

/** The run's trials a provider failed on some attempt, when there are any (for the comment's line). */
function providerErrorsOf(records: readonly TrialRecord[]): Pick<RunMeta, 'providerErrors'> {
  const totals = providerErrorTotals(records);
  return totals ? { providerErrors: totals } : {};
}
