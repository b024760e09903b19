import path from 'node:path';
import type { EvalFlowOutcome, Verdict } from '../eval/flow.js';
import { compareResults } from '../results/compare/compare.js';
import { notEvaluatedText } from '../results/notEvaluated.js';
import { skippedSkills } from '../results/skippedSkills.js';
import { spendLine } from '../results/spend/spend.js';
import type { Results } from '../results/types.js';
import { UNMEASURED_ADVICE } from '../results/unmeasuredRates.js';
import { comparisonText } from '../report/comparison/text.js';
import { logText } from '../report/escape.js';
import { resultsFootnote, resultsTable } from '../report/resultsTable.js';
import { EXIT, type CliIO } from './io.js';

/** How `caliper eval` shows what came out: the format, the results folder as given, the base, allow-errors. */
export interface ShowValues {
  format: string;
  out: string;
  base?: string | undefined;
  'allow-errors'?: boolean | undefined;
}

/** `caliper eval`'s report of an eval's outcome, on stdout and stderr, and its exit code. */
export function showOutcome(outcome: EvalFlowOutcome, values: ShowValues, io: CliIO): number {
  if (outcome.kind === 'unchanged') return showUnchanged(outcome.verdict, values.base!, io);
  if (outcome.kind === 'pr') return showComparison(outcome.base, outcome.head, outcome.verdict, values, io);
  return showRun(outcome.results, outcome.verdict, values, io);
}

function showUnchanged(verdict: Verdict, base: string, io: CliIO): number {
  if (verdict.notEvaluated.length === 0) {
    io.stdout(`No skill's eval changed since ${base}; nothing to evaluate.\n`);
    return EXIT.ok;
  }
  io.stdout(`Changed since ${base}, and none of it could be evaluated.\n`);
  return leftOut(verdict, io) ? EXIT.failed : EXIT.ok;
}

function showComparison(base: Results, head: Results, verdict: Verdict, values: ShowValues, io: CliIO): number {
  const outcome = compareResults(base, head);
  if (outcome.kind === 'refused') {
    io.stderr(`caliper: ${logText(outcome.reason)}\n`);
    return EXIT.refused;
  }
  if (values.format === 'json') io.stdout(`${JSON.stringify(outcome.comparison, null, 2)}\n`);
  else
    io.stdout(
      `${comparisonText(outcome.comparison)}\n${sidesSpent(base, head)}Results: ` +
        `${path.join(values.out, 'base', 'results.json')} and ` +
        `${path.join(values.out, 'head', 'results.json')}\n`,
    );
  const faulty = faultsFail(io, verdict, values['allow-errors'], 'Pass --allow-errors to accept them.');
  const failsLeftOut = leftOut(verdict, io);
  return outcome.comparison.verdict === 'regressed' || faulty || failsLeftOut ? EXIT.failed : EXIT.ok;
}

function showRun(results: Results, verdict: Verdict, values: ShowValues, io: CliIO): number {
  if (values.format === 'json') io.stdout(`${JSON.stringify(results, null, 2)}\n`);
  else
    io.stdout(
      `${resultsTable(results, 'text')}\n${resultsFootnote(results, 'text')}Results: ` +
        `${path.join(values.out, 'results.json')}\n`,
    );
  const failsLeftOut = leftOut(verdict, io);
  // Nothing but skills not evaluated (a shard of them): validate.not-evaluated decides, as it says it does.
  if (!verdict.measured)
    return failsLeftOut || results.results.length > 0 || skippedSkills(results).length === 0 ? EXIT.failed : EXIT.ok;
  const advice = 'These are harness faults, not skill failures; fix them or pass --allow-errors to accept them.';
  return faultsFail(io, verdict, values['allow-errors'], advice) || failsLeftOut ? EXIT.failed : EXIT.ok;
}

/** A skill its own errors kept from the eval is named on stderr; whether it fails the run is the configuration's. */
function leftOut(verdict: Verdict, io: CliIO): boolean {
  if (verdict.notEvaluated.length === 0) return false;
  io.stderr(`caliper: ${logText(notEvaluatedText(verdict.notEvaluated, verdict.notEvaluatedFails))}\n`);
  return verdict.notEvaluatedFails;
}

function sidesSpent(base: Results, head: Results): string {
  const spent = (side: string, r: Results) => (r.meta.spend ? `${side} ${spendLine(r.meta.spend)}\n` : '');
  return spent('base', base) + spent('head', head);
}

/**
 * Whether a run's harness faults fail it, saying why on stderr: a rate whose every trial was an error
 * always does; the other faults unless --allow-errors accepts them.
 */
function faultsFail(io: CliIO, verdict: Verdict, allowErrors: boolean | undefined, advice: string): boolean {
  if (verdict.unmeasured.length > 0) {
    io.stderr(`caliper: ${logText(verdict.unmeasured.join('; '))}. With --allow-errors too: ${UNMEASURED_ADVICE}.\n`);
    return true;
  }
  if (verdict.faults.length === 0 || allowErrors) return false;
  io.stderr(`caliper: ${logText(verdict.faults.join('; '))}. ${advice}\n`);
  return true;
}
