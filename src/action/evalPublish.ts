import path from 'node:path';
import type { EvalFlowOutcome, Verdict } from '../eval/flow.js';
import type { BaseAndHead } from '../eval/pr/runBaseAndHead.js';
import { notEvaluatedText, reasonClause, type Unevaluated } from '../results/notEvaluated.js';
import { keyText, skippedParts, skippedSkills, skippedText } from '../results/skippedSkills.js';
import type { Results } from '../results/types.js';
import { UNMEASURED_ADVICE } from '../results/unmeasuredRates.js';
import { logText, mdCode, mdText } from '../report/escape.js';
import { reportSummaryLine, writeReportBeside } from '../report/html/writeReport.js';
import { resultsFootnote, resultsTable } from '../report/resultsTable.js';
import { uploadFolderArtifact } from '../toolkit/artifact.js';
import type { ActionRuntime } from '../toolkit/core.js';
import type { FaultPolicy } from './evalInputs.js';
import { skipMarkdown, writeSkipReason, type SkipReason } from './evalSkipped.js';
import type { NotEvaluated } from './notEvaluated.js';

/**
 * What the eval stage did: the paths of the head's (and, with evaluate-base, the base's) results.json, or why there are
 * none.
 */
export type EvalOutcome =
  | {
      kind: 'evaluated';
      head: string;
      base: string | undefined;
      /** The results folder, not uploaded yet: the stages that add to it (bisect) upload it once they ran. */
      uploadAfter?: string;
    }
  | Extract<NotEvaluated, { kind: 'unchanged' | 'skipped' }>;

/** Where the stage's results are and go: the results folder, the environment (for the artifact), the fault policy. */
export interface PublishPlace {
  outDir: string;
  env: NodeJS.ProcessEnv;
  policy: FaultPolicy;
  /** A base and head compared: leave the upload to the stages that add to the folder (uploadResults). */
  uploadLater?: boolean;
}

/** The eval's outcome in the job summary, the step's outputs and the artifact, and the step failed or passed by it. */
export async function publishOutcome(
  rt: ActionRuntime,
  outcome: EvalFlowOutcome,
  place: PublishPlace,
): Promise<EvalOutcome> {
  if (outcome.kind === 'unchanged') return publishUnchanged(rt, outcome.run, outcome.verdict, place);
  if (outcome.kind === 'pr') return publishSides(rt, outcome.run, outcome.verdict, place);
  return publishRun(rt, outcome.results, outcome.verdict, place);
}

async function publishUnchanged(
  rt: ActionRuntime,
  run: BaseAndHead,
  verdict: Verdict,
  place: PublishPlace,
): Promise<EvalOutcome> {
  rt.setOutput('changed-skills', JSON.stringify(run.changed));
  const { notEvaluated, notEvaluatedFails: fails } = verdict;
  if (notEvaluated.length > 0) {
    const reason: SkipReason = {
      why: 'invalid',
      skills: run.invalid,
      errors: notEvaluated.map((u) => reasonClause(u.reason)),
      fails,
    };
    const outcome = await skipEval(rt, place.outDir, place.env, reason, notEvaluatedText(notEvaluated, fails));
    judgeNotEvaluated(rt, notEvaluated, fails);
    return outcome;
  }
  await rt.appendSummary(
    `## caliper eval\n\nNo skill's eval changed since ${mdCode(run.baseSha.slice(0, 12))}; nothing to evaluate.\n`,
  );
  return { kind: 'unchanged', baseSha: run.baseSha };
}

async function publishSides(
  rt: ActionRuntime,
  run: BaseAndHead,
  verdict: Verdict,
  place: PublishPlace,
): Promise<EvalOutcome> {
  const base = run.base!;
  const head = run.head!;
  rt.setOutput('changed-skills', JSON.stringify(run.changed));
  const html = writeReportBeside(path.join(run.headPath, 'results.json'), path.join(run.basePath, 'results.json'));
  const { notEvaluated, notEvaluatedFails: fails } = verdict;
  const leftOut = notEvaluated.length > 0 ? `\n**${mdText(notEvaluatedText(notEvaluated, fails))}**\n` : '';
  await rt.appendSummary(
    `## caliper eval: base ${mdCode(run.baseSha.slice(0, 12))}\n\n${resultsTable(base, 'markdown')}\n` +
      `## caliper eval: head\n\n${resultsTable(head, 'markdown')}\n${resultsFootnote(head)}${leftOut}` +
      reportSummaryLine(html, artifactName(rt)),
  );
  rt.setOutput('results-path', path.join(run.headPath, 'results.json'));
  rt.setOutput('base-results-path', path.join(run.basePath, 'results.json'));
  if (!place.uploadLater) await uploadResults(rt, place.outDir, place.env);
  judgeFaults(rt, verdict, place.policy);
  judgeNotEvaluated(rt, notEvaluated, fails);
  return {
    kind: 'evaluated',
    head: path.join(run.headPath, 'results.json'),
    base: path.join(run.basePath, 'results.json'),
    ...(place.uploadLater && { uploadAfter: place.outDir }),
  };
}

async function publishRun(
  rt: ActionRuntime,
  results: Results,
  verdict: Verdict,
  place: PublishPlace,
): Promise<EvalOutcome> {
  const { outDir } = place;
  const html = writeReportBeside(path.join(outDir, 'results.json'));
  await rt.appendSummary(
    `## caliper eval\n\n${resultsTable(results, 'markdown')}\n${resultsFootnote(results)}${skippedDetails(results)}` +
      reportSummaryLine(html, artifactName(rt)),
  );
  rt.setOutput('results-path', path.join(outDir, 'results.json'));
  await uploadResults(rt, outDir, place.env);
  if (!verdict.measured)
    failOrDefer(
      rt,
      'caliper eval measured nothing: every trial was a harness error or skipped; see the job summary.',
      place.policy.deferred,
    );
  else judgeFaults(rt, verdict, place.policy);
  judgeNotEvaluated(rt, verdict.notEvaluated, verdict.notEvaluatedFails);
  return { kind: 'evaluated', head: path.join(outDir, 'results.json'), base: undefined };
}

/**
 * The summary says why, and the artifact still appears: a report job that downloads every job's results finds the
 * reason.
 */
export async function skipEval(
  rt: ActionRuntime,
  outDir: string,
  env: NodeJS.ProcessEnv,
  reason: SkipReason,
  text: string,
): Promise<EvalOutcome> {
  await rt.appendSummary(
    `## caliper eval: ${reason.why === 'invalid' ? 'not evaluated' : 'skipped'}\n\n${skipMarkdown(reason)}\n`,
  );
  writeSkipReason(outDir, reason, text);
  await uploadResults(rt, outDir, env);
  return { kind: 'skipped', reasons: [reason] };
}

/**
 * What the run did not do, collapsed: each skill not evaluated once with its runs, then backends, cases and trials
 * skipped.
 */
function skippedDetails(results: Results): string {
  const said = skippedText(results);
  if (!said) return '';
  const runs = (n: number | undefined) => (n !== undefined ? ` (${n} agent run(s))` : '');
  const skills = skippedSkills(results).map(
    (s) => `- ${mdCode(s.skill)}: not evaluated${runs(s.runs)}: ${mdText(s.reason)}`,
  );
  const parts = skippedParts(results.skipped).map((s) => `- ${mdCode(keyText(s.key))}: ${mdText(s.reason)}`);
  return `\n<details><summary>${mdText(said)}</summary>\n\n${[...skills, ...parts].join('\n')}\n</details>\n`;
}

/**
 * A skill with a spec that its own errors keep from the eval fails the step (the summary and the comment
 * list it), unless `validate.not-evaluated: warning` in the configuration (read from the base on a PR).
 */
function judgeNotEvaluated(rt: ActionRuntime, skills: readonly Unevaluated[], fails: boolean): void {
  if (skills.length === 0) return;
  if (fails) rt.fail(`caliper eval: ${notEvaluatedText(skills, true)}`);
  else rt.annotate('warning', `caliper eval: ${notEvaluatedText(skills, false)}`, {});
}

/**
 * A backend that never ran or a trial that ended in a harness error is a broken set-up, not a result
 * (its row would read "inconclusive"): it fails the step, as `caliper eval` exits 1, unless
 * allow-errors accepts it. Either way the summary and the report show the errors. A rate whose every
 * trial was an error (`unmeasured`) fails it even so: allow-errors would otherwise pass a skill that
 * breaks its own runs wherever it should not fire. Under defer-verdict the report stage fails the check
 * on them instead, with every number of the run in its comment.
 */
function judgeFaults(rt: ActionRuntime, { faults, unmeasured }: Verdict, policy: FaultPolicy): void {
  if (unmeasured.length > 0) {
    failOrDefer(
      rt,
      `caliper eval: ${[...unmeasured, ...faults].join('; ')}. Allow-errors or not: ${UNMEASURED_ADVICE}.`,
      policy.deferred,
    );
    return;
  }
  if (faults.length === 0) return;
  if (policy.allowErrors)
    rt.annotate(
      'warning',
      `caliper eval: ${faults.join('; ')}; accepted (allow-errors: true). ` +
        `The summary and the report count them as errors, never as results.`,
      {},
    );
  else
    failOrDefer(
      rt,
      `caliper eval: ${faults.join('; ')}. These are harness faults, not ` +
        `skill failures: see the step's log for why, or set allow-errors: true ` +
        `to accept them.`,
      policy.deferred,
    );
}

function failOrDefer(rt: ActionRuntime, message: string, deferred: boolean): void {
  if (!deferred) {
    rt.fail(message);
    return;
  }
  rt.annotate(
    'warning',
    `${message} Left to the report stage (defer-verdict: true), which judges it from the uploaded results.`,
    {},
  );
}

/** The results folder as the artifact `artifact-name` (one upload a step: the name is taken once). */
export async function uploadResults(rt: ActionRuntime, outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const artifact = artifactName(rt);
  const outcome = await uploadFolderArtifact(artifact, outDir, env);
  rt.info(
    outcome.uploaded
      ? `uploaded results and transcripts as the artifact "${artifact}"`
      : `results and transcripts not uploaded: ${logText(outcome.reason)}`,
  );
}

const artifactName = (rt: ActionRuntime) => rt.input('artifact-name') || 'caliper-results';
