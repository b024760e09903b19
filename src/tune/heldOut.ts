import { stratifiedOneSided, type Stratum } from '../results/compare/fisher.js';
import { SIGNIFICANCE } from '../results/compare/verdict.js';
import type { BackendName } from '../eval/spec/types.js';
import type { Measurement } from './measurement.js';
import type { TuneRole } from './split.js';

/** Counts of one rate, pooled over a CLI's held-out cases (the report's "before → after"). */
export interface Pooled {
  successes: number;
  trials: number;
}

export interface HeldOutTest {
  /** Per CLI: activation and false activation, pooled, with the current description and with the candidate. */
  byBackend: {
    backend: BackendName;
    before: Record<'activation' | 'falseActivation', Pooled>;
    after: Record<'activation' | 'falseActivation', Pooled>;
    activationFalls: number;
    falseActivationRises: number;
  }[];
  /** One-sided exact tests over every CLI × case: that activation rose, that false activation fell. */
  activationRises: number;
  falseActivationFalls: number;
  accepted: boolean;
  reason: string;
}

/**
 * The held-out test, with caliper's exact test (the one-sided test stratified by case, fisher.ts, each CLI ×
 * case a stratum). Accepted when activation rose or false activation fell significantly (each at α/2,
 * Bonferroni over the two: α = 0.05 for "better") and, on no CLI, activation fell or false activation rose
 * significantly at α (a harm is refused at the looser level).
 */
export function heldOutTest(before: Measurement, after: Measurement): HeldOutTest {
  const backends = before.byBackend
    .map((b) => b.backend)
    .filter((name) => after.byBackend.some((a) => a.backend === name));
  const strata = (role: TuneRole, only?: BackendName) =>
    backends.filter((b) => only === undefined || b === only).flatMap((b) => casesStrata(before, after, b, role));
  const activationRises = stratifiedOneSided(strata('should-activate')).headHigher.pValue;
  const falseActivationFalls = stratifiedOneSided(strata('should-not-activate')).headLower.pValue;
  const byBackend = backends.map((backend) => ({
    backend,
    before: pooled(before, backend),
    after: pooled(after, backend),
    activationFalls: stratifiedOneSided(strata('should-activate', backend)).headLower.pValue,
    falseActivationRises: stratifiedOneSided(strata('should-not-activate', backend)).headHigher.pValue,
  }));
  const harm = byBackend.find((b) => b.activationFalls < SIGNIFICANCE || b.falseActivationRises < SIGNIFICANCE);
  const better = activationRises < SIGNIFICANCE / 2 || falseActivationFalls < SIGNIFICANCE / 2;
  const p = (x: number) => (x < 0.001 ? '< 0.001' : `= ${x.toFixed(3)}`);
  let reason: string;
  if (harm)
    reason =
      harm.falseActivationRises < SIGNIFICANCE
        ? `false activation rose on ${harm.backend} (p ${p(harm.falseActivationRises)})`
        : `activation fell on ${harm.backend} (p ${p(harm.activationFalls)})`;
  else if (!better)
    reason =
      `the held-out difference is not significant (activation rose: p ` +
      `${p(activationRises)}; false activation fell: p ` +
      `${p(falseActivationFalls)}; each needs p < ${SIGNIFICANCE / 2})`;
  else
    reason =
      activationRises < SIGNIFICANCE / 2
        ? `held-out activation rose (p ${p(activationRises)}) and no CLI's rates got significantly worse`
        : `held-out false activation fell (p ${p(falseActivationFalls)}) and no CLI's rates got significantly worse`;
  return { byBackend, activationRises, falseActivationFalls, accepted: !harm && better, reason };
}

function casesStrata(before: Measurement, after: Measurement, backend: BackendName, role: TuneRole): Stratum[] {
  const b = before.byBackend.find((x) => x.backend === backend)!.cases.filter((c) => c.role === role);
  const a = after.byBackend.find((x) => x.backend === backend)!.cases;
  return b.map((c) => {
    const h = a.find((x) => x.id === c.id) ?? { activations: 0, trials: 0 };
    return {
      base: { successes: c.activations, trials: c.trials },
      head: { successes: h.activations, trials: h.trials },
    };
  });
}

function pooled(m: Measurement, backend: BackendName): Record<'activation' | 'falseActivation', Pooled> {
  const cases = m.byBackend.find((x) => x.backend === backend)!.cases;
  const sum = (role: TuneRole) =>
    cases
      .filter((c) => c.role === role)
      .reduce((s, c) => ({ successes: s.successes + c.activations, trials: s.trials + c.trials }), {
        successes: 0,
        trials: 0,
      });
  return { activation: sum('should-activate'), falseActivation: sum('should-not-activate') };
}
