import { activationCounts } from '../results/aggregate.js';
import { harnessFaults } from '../results/harnessFaults.js';
import type { Results } from '../results/types.js';
import type { BackendName } from '../eval/spec/types.js';
import type { TuneRole } from './split.js';

/** One case's choice counts on one CLI: trials without harness errors, and those in which the subject was chosen. */
export interface CaseCount {
  id: string;
  role: TuneRole;
  activations: number;
  trials: number;
}

/** One description measured on some cases, on every backend. */
export interface Measurement {
  byBackend: { backend: BackendName; cases: CaseCount[] }[];
  /** Harness faults of the run (a backend unavailable, trials that errored): not the description's doing. */
  faults: string[];
  /** Agent runs planned and not run (a cap reached). */
  skipped: number;
  spend: { agentRuns: number; tokens: number; costUsd: number | undefined };
}

/** A description's rates on one CLI: the mean of its cases' rates, as caliper's report reads a row. */
export interface CliRates {
  backend: BackendName;
  activation: number | undefined;
  falseActivation: number | undefined;
}

/** The tune's measurement of one run of `caliper eval`'s machinery: the subject's rows only. */
export function measurementOf(results: Results, skill: string): Measurement {
  const byBackend = results.results
    .filter((r) => r.skill === skill)
    .map((r) => ({
      backend: r.backend,
      cases: r.cases.flatMap((c) =>
        c.role === 'execution' ? [] : [{ id: c.id, role: c.role, ...countsOf(activationCounts(c)) }],
      ),
    }));
  const spend = results.meta.spend;
  return {
    byBackend,
    faults: harnessFaults(results),
    skipped: results.skipped.length,
    spend: {
      agentRuns: spend?.agentRuns ?? 0,
      tokens: (spend?.inputTokens ?? 0) + (spend?.outputTokens ?? 0),
      costUsd: spend?.costUsd,
    },
  };
}

function countsOf(c: { successes: number; trials: number }): { activations: number; trials: number } {
  return { activations: c.successes, trials: c.trials };
}

/** Per CLI, activation and false activation as means of the cases' rates (a case with no measured trial left out). */
export function cliRates(m: Measurement): CliRates[] {
  const mean = (cases: CaseCount[], role: TuneRole) => {
    const rates = cases.filter((c) => c.role === role && c.trials > 0).map((c) => c.activations / c.trials);
    return rates.length === 0 ? undefined : rates.reduce((a, b) => a + b, 0) / rates.length;
  };
  return m.byBackend.map((b) => ({
    backend: b.backend,
    activation: mean(b.cases, 'should-activate'),
    falseActivation: mean(b.cases, 'should-not-activate'),
  }));
}

/**
 * The tune's objective: the worst CLI's activation − false activation, so that a description is only as
 * good as it is on the CLI that serves it worst. Undefined when some CLI measured either rate on no trial.
 */
export function objectiveOf(m: Measurement): number | undefined {
  const rates = cliRates(m);
  if (rates.length === 0 || rates.some((r) => r.activation === undefined || r.falseActivation === undefined))
    return undefined;
  return Math.min(...rates.map((r) => r.activation! - r.falseActivation!));
}
