import type { TrialPlan } from './trialPlan.js';

/** The plan, in one line, before anything runs: what will be run and how many agent runs that costs. */
export function planLine(trials: readonly TrialPlan[], sequential: boolean): string {
  const count = (of: (t: TrialPlan) => string) => new Set(trials.map(of)).size;
  const skills = count((t) => t.skill);
  const backends = count((t) => t.backend);
  const cases = count((t) => `${t.skill}|${t.evalCase.id}`);
  const runs = trials.length;
  return `plan: ${skills} skill(s) × ${backends} backend(s), ${cases} case(s): ${runs} agent run(s)${sequential ? ' at most (--trials auto stops each case once it is decided)' : ''}`;
}

/** `ETA 1m05s` from the pace so far; empty before the first trial ends. */
export function eta(finished: number, total: number, elapsedMs: number): string {
  if (finished === 0 || finished >= total) return '';
  const seconds = Math.round(((total - finished) * elapsedMs) / finished / 1000);
  return seconds >= 60 ? `ETA ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s` : `ETA ${seconds}s`;
}
