import type { Discipline, Results } from '../../results/types.js';
import { logText } from '../../report/escape.js';
import { createRedactor, type Redactor } from '../../util/redact.js';
import type { BackendName } from '../spec/types.js';
import { judgeUnavailable } from '../judge/choice.js';
import { installNpmServers } from '../mcp/npm/servers.js';
import { mcpRefusal } from '../mcp/refusal.js';
import { CachedTrials, resultCacheOf } from './cachedTrials.js';
import { EvalSetupError } from './errors.js';
import { DEFAULT_TRIALS } from './defaults.js';
import { openJournal } from './journal.js';
import { runFingerprint } from './measurement.js';
import type { EvalOptions } from './options.js';
import { planTrials, type Plan } from './plan.js';
import { checkBackends, preflight, type Preflight } from './preflight.js';
import { planLines } from './dryRun.js';
import { skipLines } from './skipLines.js';
import { modelSourceOf, runMeta, runNetwork } from './runMeta.js';
import { runTrials } from './runTrials.js';
import { TrialBook } from './trialBook.js';
import { unboundedTurnLines } from './turnLimits.js';
import { detectPlan, type SizedPlan, type SizingCaps } from './trialSizing.js';
import { writeResults } from './writeResults.js';

export type { EvalOptions, ModelChoice, OutputOptions, SandboxOptions, Selection, Sizing } from './options.js';
export { EvalSetupError } from './errors.js';
export { DEFAULT_MAX_TURNS, DEFAULT_TIMEOUT_SECONDS, DEFAULT_TRIALS } from './defaults.js';
export { SCRIPTED_MODEL } from '../../results/recordable.js';
export { modelSourceOf, resultsAsWritten, runMeta, runNetwork, trialAsJournaled } from './runMeta.js';

type Progress = (line: string) => void;

/** What a plan is made of: what is evaluated, and how many trials. */
export type PlanParts = Pick<EvalOptions, 'selection' | 'sizing'>;

/**
 * Plan, run and aggregate an eval, in stages: plan → preflight → resume (journal, result cache) → run
 * the trials → save to the cache → write. Writes `trials.jsonl` as it goes and `results.json` at the end.
 */
export async function runEval(options: EvalOptions): Promise<Results> {
  const startedAt = new Date().toISOString();
  const { selection, sizing, model, sandbox } = options;
  const discipline = selection.discipline ?? 'install-discover';
  const env = sandbox.env ?? process.env;
  checkBackends(selection.backends, discipline);
  // The model key and every secret-looking runner variable (the backends' API keys among them), kept out
  // of every file this run writes.
  const redactor = createRedactor({ secrets: [model.kind === 'real' ? model.apiKey : undefined], env });
  // Progress lines end up in public CI logs: they carry trial reasons, so they are redacted too, and
  // escaped, so that agent text in a reason cannot start a workflow command (each is one line by design).
  const progress: Progress = (line) => options.output.progress?.(logText(redactor.text(line)));
  const plan = announcedPlan(options, progress);
  for (const line of unboundedTurnLines(selection.backends, sandbox.maxTurns)) progress(line);
  const unjudged = judgeUnavailable(model, env, plan.trials);
  if (unjudged) throw new EvalSetupError(unjudged);
  const noMcp = mcpRefusal(plan.trials);
  if (noMcp) throw new EvalSetupError(noMcp);
  const npmServers = installNpmServers(plan.trials, env, progress);
  const run = await preflight(options, discipline, redactor, progress, npmServers);
  try {
    const { book, cache } = await resume(options, discipline, plan, run, redactor, progress);
    await runTrials(book.todo(plan.trials), book, run.setups, sizing, progress);
    await cache?.save(book, redactor);
    const meta = runMeta({
      discipline,
      backends: selection.backends.map((name) => ({ name, version: versionOf(run, name) })),
      records: [...book.records.values()],
      model,
      defaultTrials: sizing.defaultTrials ?? DEFAULT_TRIALS,
      isolation: run.level,
      network: runNetwork(run.level, model, selection.backends, env),
      sequential: sizing.sequential,
      startedAt,
      alongside: selection.alongside,
    });
    return writeResults(plan.trials, book, meta, options, redactor);
  } finally {
    await run.close();
  }
}

/**
 * The trials an eval with these options runs (what `--dry-run` prints), decided before anything runs; with `detect`,
 * sized for it within the budget.
 */
export function evalPlan({ selection, sizing }: PlanParts, costOfRun?: SizingCaps['costOfRun']): SizedPlan {
  const trials = sizing.sequential ? sizing.sequential.maxTrials : sizing.trials;
  const discipline = selection.discipline ?? 'install-discover';
  const planOptions = {
    backends: selection.backends,
    discipline,
    defaultTrials: sizing.defaultTrials ?? DEFAULT_TRIALS,
    trials,
    skills: selection.skills,
    cases: selection.cases,
    ...(selection.shard && { shard: selection.shard }),
    ...(selection.baseline && { baseline: true }),
    ...(selection.alongside && { alongside: selection.alongside }),
  };
  if (!sizing.detect) return planTrials(selection.report, planOptions);
  return detectPlan(
    selection.report,
    planOptions,
    { ...sizing.detect, jobs: sizing.detect.jobs ?? selection.shard?.count },
    { ...sizing.budget, costOfRun },
  );
}

function announcedPlan(options: EvalOptions, progress: Progress): Plan {
  const plan = evalPlan(options, options.sizing.earlierCost);
  for (const line of skipLines(plan)) progress(line.trimStart());
  for (const line of planLines(plan, options.sizing.sequential)) progress(line);
  return plan;
}

/** The book of a run resumed from its journal, with what the result cache holds for it restored. */
async function resume(
  options: EvalOptions,
  discipline: Discipline,
  plan: Plan,
  run: Preflight,
  redactor: Redactor,
  progress: Progress,
): Promise<{ book: TrialBook; cache: CachedTrials | undefined }> {
  const fingerprint = runFingerprint(options, discipline, plan.trials, run.setups);
  const journal = openJournal(options.output.outDir, fingerprint, options.output.journal ?? 'new', redactor);
  if (journal.done.size > 0) progress(`resuming: ${journal.done.size} trial(s) already done`);
  const scripted = options.model.kind === 'scripted';
  const book = new TrialBook(journal, options, redactor, modelSourceOf(options.model).kind, progress, plan.skipped);
  const store = resultCacheOf(options, progress);
  const cache = store && new CachedTrials(store, options, discipline, run.setups, plan.trials);
  await cache?.restore(book, scripted, progress);
  return { book, cache };
}

function versionOf(run: Preflight, name: BackendName): string | undefined {
  const setup = run.setups.get(name)!;
  return 'unavailable' in setup ? undefined : setup.backendVersion;
}
