import { sequentialDecision, type SequentialDesign } from '../../results/sequential.js';
import type { TrialOutcome } from '../../results/types.js';
import { caseKeyOf, type CaseTrial } from './sequentialCases.js';
import type { TrialPlan } from './trialPlan.js';

/** The plan, in one line, before anything runs: what will be run and how many agent runs that costs. */
export function planLine(trials: readonly TrialPlan[], sequential: boolean): string {
  const count = (of: (t: TrialPlan) => string) => new Set(trials.map(of)).size;
  const skills = count((t) => t.skill);
  const backends = count((t) => t.backend);
  const cases = count((t) => `${t.skill}|${t.evalCase.id}`);
  const runs = trials.length;
  return (
    `plan: ${skills} skill(s) × ${backends} backend(s), ${cases} case(s): ` +
    `${runs} agent ` +
    `run(s)${sequential ? ' at most (--trials auto stops each case once it is decided)' : ''}`
  );
}

/** `ETA 1m05s` from the pace so far; empty before the first trial ends. */
export function eta(finished: number, total: number, elapsedMs: number): string {
  if (finished === 0 || finished >= total) return '';
  const seconds = Math.round(((total - finished) * elapsedMs) / finished / 1000);
  return seconds >= 60
    ? `ETA ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
    : `ETA ${seconds}s`;
}

/**
 * Under `--trials auto`, how many trials the run is expected to finish, for the progress line's total and
 * ETA (the maximum, 30 a case, is what almost no case runs). Each undecided case counts what it ran plus
 * what the rule is expected to take from there, at the pass rate seen so far (before any outcome, the
 * mean over pass rates 0, 0.05, …, 1); a decided case counts what it ran.
 */
export class ExpectedTrials {
  private readonly cases = new Map<
    string,
    { max: number; passes: number; failures: number; done: number; decided: boolean }
  >();
  private readonly atStart: number;

  constructor(
    todo: readonly CaseTrial[],
    private readonly design: SequentialDesign,
  ) {
    for (const t of todo) {
      const c = this.cases.get(caseKeyOf(t)) ?? { max: 0, passes: 0, failures: 0, done: 0, decided: false };
      c.max++;
      this.cases.set(caseKeyOf(t), c);
    }
    const grid = Array.from({ length: 21 }, (_, i) => expectedLeft(0, 0, i / 20, design));
    this.atStart = grid.reduce((a, b) => a + b, 0) / grid.length;
  }

  finished(t: CaseTrial, outcome: TrialOutcome): void {
    const c = this.cases.get(caseKeyOf(t));
    if (!c) return;
    c.done++;
    if (outcome === 'pass') c.passes++;
    if (outcome === 'fail') c.failures++;
    // The runner says so after this trial's line; the line already counts the case as done.
    if (sequentialDecision(c.passes, c.failures, this.design) !== 'continue') c.decided = true;
  }

  decided(caseKey: string): void {
    const c = this.cases.get(caseKey);
    if (c) c.decided = true;
  }

  total(): number {
    let sum = 0;
    for (const c of this.cases.values()) {
      if (c.decided || c.done >= c.max) sum += c.done;
      else {
        const seen = c.passes + c.failures;
        const left =
          seen === 0 ? this.atStart : expectedLeft(c.passes, c.failures, (c.passes + 0.5) / (seen + 1), this.design);
        sum += Math.min(c.max, Math.max(c.done + 1, Math.round(c.done + left)));
      }
    }
    return sum;
  }
}

/** Trials the truncated SPRT is expected to take from `successes` and `failures`, at pass rate p. */
export function expectedLeft(successes: number, failures: number, p: number, d: SequentialDesign): number {
  if (sequentialDecision(successes, failures, d) !== 'continue') return 0;
  let states = new Map<number, number>([[successes, 1]]);
  let expected = 0;
  for (let n = successes + failures + 1; n <= d.maxTrials && states.size > 0; n++) {
    const next = new Map<number, number>();
    for (const [s, prob] of states) {
      for (const [k, q] of [
        [s + 1, p],
        [s, 1 - p],
      ] as const) {
        if (prob * q === 0) continue;
        expected += prob * q;
        if (sequentialDecision(k, n - k, d) === 'continue') next.set(k, (next.get(k) ?? 0) + prob * q);
      }
    }
    states = next;
  }
  return expected;
}
