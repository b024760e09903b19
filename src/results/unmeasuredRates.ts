import { caseCounts, type RateName } from './aggregate.js';
import { unavailableBackends } from './harnessFaults.js';
import type { CaseSummary, Results, SkillBackendResult } from './types.js';

/**
 * A rate of a skill × backend row that its cases set out to measure and whose every trial was a harness
 * error: it reads "—", and no gate may pass on it. A skill that breaks its own runs wherever it should
 * not fire would otherwise turn its false activation into "—" and the step green under allow-errors.
 */
export interface UnmeasuredRate {
  skill: string;
  backend: string;
  rate: RateName;
  /** The harness errors that are all of its trials. */
  errors: number;
}

export const RATE_WORDS: Record<RateName, string> = {
  activation: 'activation',
  falseActivation: 'false activation',
  execution: 'execution',
};

const ROLES: Record<RateName, (role: CaseSummary['role']) => boolean> = {
  activation: (role) => role === 'should-activate',
  falseActivation: (role) => role === 'should-not-activate',
  execution: (role) => role !== 'should-not-activate',
};

/**
 * The row's rates whose trials were all harness errors (none under force-load for the choice rates, which it never
 * measures).
 */
export function unmeasuredRatesOf(
  row: SkillBackendResult,
  discipline: Results['meta']['discipline'],
): UnmeasuredRate[] {
  const names: RateName[] =
    discipline === 'force-load' ? ['execution'] : ['activation', 'falseActivation', 'execution'];
  return names.flatMap((rate) => {
    const cases = row.cases.filter((c) => ROLES[rate](c.role));
    const errors = cases.reduce((n, c) => n + c.errors, 0);
    if (errors === 0 || caseCounts(row, rate).length > 0) return [];
    return [{ skill: row.skill, backend: row.backend, rate, errors }];
  });
}

/**
 * Every such rate of a run. A backend that never ran is left out: `harnessFaults` names it, and
 * allow-errors accepts it as documented; its rows measured nothing a skill could have chosen to hide.
 */
export function unmeasuredRates(results: Results): UnmeasuredRate[] {
  const unavailable = new Set(unavailableBackends(results));
  return results.results
    .filter((r) => !unavailable.has(r.backend))
    .flatMap((r) => unmeasuredRatesOf(r, results.meta.discipline));
}

/** `greeter × claude-code: false activation not measured (its 3 trial(s) were all harness errors)`, plain text. */
export function unmeasuredText(u: UnmeasuredRate, side?: string): string {
  return (
    `${u.skill} × ${u.backend}${side ? ` (${side})` : ''}: ` +
    `${RATE_WORDS[u.rate]} not measured (its ${u.errors} trial(s) were all ` +
    `harness errors)`
  );
}

/** The run's unmeasured rates as faults that allow-errors does not accept, one phrase each (empty: none). */
export function unmeasuredFaults(results: Results, side?: string): string[] {
  return unmeasuredRates(results).map((u) => unmeasuredText(u, side));
}

/** What the eval step says when it fails on them, whatever allow-errors says. */
export const UNMEASURED_ADVICE =
  'a rate whose every trial was a harness error measured nothing, so no ' +
  'gate can pass on it and allow-errors does not accept it; see the ' +
  "step's log for why those trials failed";
