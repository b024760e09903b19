import type { Comparison } from './compare/compare.js';
import { rowRate, type RateName } from './aggregate.js';
import type { Rate } from './stats.js';
import type { Results, SkillBackendResult } from './types.js';
import { unmeasuredRates, unmeasuredRatesOf, unmeasuredText } from './unmeasuredRates.js';

export interface Gates {
  failOnRegression: boolean;
  failOnError: boolean;
  /** Minimum head rates (0–1) per skill × backend; a rate with no trials is not judged. */
  minActivation: number | undefined;
  minExecution: number | undefined;
  maxFalseActivation: number | undefined;
}

/**
 * Reasons to fail the check. `inconclusive` is never one by itself. A gate never passes on a rate whose
 * trials were all harness errors ("—"): a rate that a threshold, or the regression gate, judges fails then,
 * and so does any such rate of a backend that ran, gates or not, as it fails the eval step (which may
 * leave it to this stage: defer-verdict), and a head that measured nothing at all.
 */
export function gateFailures(head: Results, comparison: Comparison | undefined, gates: Gates): string[] {
  const out = judgedFailures(head, comparison, gates);
  for (const u of unmeasuredRates(head)) if (!out.includes(unmeasuredText(u))) out.push(unmeasuredText(u));
  const measured = head.results.some((r) => r.cases.some((c) => c.trials > c.errors));
  if (head.results.length > 0 && !measured) out.push('the head measured nothing: every trial was a harness error');
  return out;
}

function judgedFailures(head: Results, comparison: Comparison | undefined, gates: Gates): string[] {
  const out: string[] = [];
  if (gates.failOnRegression && comparison) {
    for (const a of comparison.aggregates) {
      for (const m of a.metrics.filter((x) => x.verdict === 'regressed'))
        out.push(`${a.skill} × ${a.backend}: ${m.metric} regressed`);
      // A lift regression is a regression like any other: the skill helps the agent less than before.
      if (a.lift?.verdict === 'regressed') out.push(`${a.skill} × ${a.backend}: lift regressed`);
    }
  }
  for (const r of head.results) {
    const row = `${r.skill} × ${r.backend}`;
    // Judged by the case-weighted rate (the mean of the cases' rates), as the verdicts are.
    const activation = judged(rowRate(r, 'activation'));
    const falseActivation = judged(rowRate(r, 'falseActivation'));
    const execution = judged(rowRate(r, 'execution'));
    if (gates.failOnError && r.errors > 0) out.push(`${row}: ${r.errors} harness error(s)`);
    if (gates.minActivation !== undefined && activation.rate !== null && activation.rate < gates.minActivation)
      out.push(`${row}: activation ${pct(activation.rate)} is under ${pct(gates.minActivation)}`);
    if (gates.minExecution !== undefined && execution.rate !== null && execution.rate < gates.minExecution)
      out.push(`${row}: execution ${pct(execution.rate)} is under ${pct(gates.minExecution)}`);
    if (
      gates.maxFalseActivation !== undefined &&
      falseActivation.rate !== null &&
      falseActivation.rate > gates.maxFalseActivation
    )
      out.push(`${row}: false activation ${pct(falseActivation.rate)} is over ${pct(gates.maxFalseActivation)}`);
    out.push(...unmeasuredFailures(r, head.meta.discipline, gates, comparison !== undefined));
  }
  return out;
}

/**
 * The row's rates whose every trial was a harness error, where a gate judges them: a threshold on that rate, or the
 * regression gate.
 */
function unmeasuredFailures(
  row: SkillBackendResult,
  discipline: Results['meta']['discipline'],
  gates: Gates,
  compared: boolean,
): string[] {
  const judges: Record<RateName, boolean> = {
    activation: gates.minActivation !== undefined,
    execution: gates.minExecution !== undefined,
    falseActivation: gates.maxFalseActivation !== undefined,
  };
  const regression = gates.failOnRegression && compared;
  return unmeasuredRatesOf(row, discipline)
    .filter((u) => regression || judges[u.rate])
    .map((u) => unmeasuredText(u));
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

function judged(r: Rate): { rate: number | null } {
  return { rate: r.caseWeighted?.rate ?? r.rate };
}
