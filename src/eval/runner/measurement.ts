import { ERA, type Discipline } from '../../results/types.js';
import { describeDesign } from '../../results/sequential.js';
import { CALIPER_VERSION } from '../../version.js';
import type { Fingerprint } from './journal.js';
import type { ModelChoice, EvalOptions, Sizing } from './options.js';
import type { TrialPlan } from './trialPlan.js';
import { backendVersion, type BackendSetups } from './trialSetups.js';
import type { TrialSetup } from './runTrial.js';
import { judgeIdentity } from '../judge/meta.js';

/** The model a run's numbers are about, as its fingerprint and cache keys name it. */
export function measuredModel(model: ModelChoice): string {
  if (model.kind === 'real' && model.tape?.mode === 'replay') return `replay:${model.model ?? 'cli-default'}`;
  return model.kind === 'real' ? (model.model ?? 'cli-default') : 'scripted';
}

/** How trials are counted: `fixed`, or the sequential rule. */
export function trialsRule(options: Pick<Sizing, 'sequential'>): string {
  return options.sequential ? describeDesign(options.sequential) : 'fixed';
}

/** What must be equal for a resumed run to add to an earlier one's journal: how it measures, and what. */
export function runFingerprint(
  options: EvalOptions,
  discipline: Discipline,
  trials: readonly TrialPlan[],
  setups: BackendSetups,
): Fingerprint {
  return {
    era: ERA,
    discipline,
    caliperVersion: CALIPER_VERSION,
    model: measuredModel(options.model),
    sequential: trialsRule(options.sizing),
    backends: options.selection.backends.map((name) => ({ name, version: backendVersion(setups.get(name)!) })),
    trials: [...new Set(trials.map((t) => `${t.skill}|${t.backend}|${t.spec.hash}|${installed(t)}`))].sort(),
    ...runJudge(trials, setups),
  };
}

/** What a trial installs, as the fingerprint names it: `baseline`, or each skill's name and content hash. */
function installed(t: TrialPlan): string {
  return t.arm === 'baseline' ? 'baseline' : t.installs.map((i) => `${i.name}:${i.sha256}`).join(',');
}

/** Who judges the run's judged trials (one judge per run), so a resume never mixes two; nothing when none is judged. */
function runJudge(trials: readonly TrialPlan[], setups: BackendSetups): { judge?: string } {
  const setup = [...setups.values()].find((s): s is TrialSetup => !('unavailable' in s));
  const judge = judgeIdentity(trials, setup?.judge);
  return judge === undefined ? {} : { judge };
}
