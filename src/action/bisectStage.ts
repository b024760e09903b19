import path from 'node:path';
import { BisectError, BisectHarnessError, type BisectEval, type BisectReport } from '../bisect/bisect.js';
import { bisectPullRequest } from '../bisect/bisectPr.js';
import { bisectLine } from '../bisect/text.js';
import { toolsDir } from '../eval/backends/locate.js';
import { gatewayKey, gatewayUrl } from '../eval/runner/gateway.js';
import type { ModelChoice } from '../eval/runner/options.js';
import { compareResults } from '../results/compare/compare.js';
import { loadResults } from '../results/load.js';
import type { Results } from '../results/types.js';
import { logText, mdCode, mdText } from '../report/escape.js';
import { progressDisplay } from '../report/progressDisplay.js';
import type { ValidateOptions, ValidationReport } from '../skills/validateRepository.js';
import type { ActionRuntime } from '../toolkit/core.js';
import type { EvalOutcome } from './evalStage.js';
import { InputError, parseBoolean, parseOptionalInt } from './inputs.js';
import { planInputs } from './planInputs.js';
import { eventPullRequest } from './prComment.js';

/**
 * Input `bisect: true`: after an eval with evaluate-base, each skill whose row regressed is bisected
 * (src/bisect/), measured as the eval measured it (its model source, discipline and neighbours), within
 * the eval's max-trials, max-tokens and max-cost. The findings go to the job summary and, through the
 * report stage of the same step, under the regressed row of the PR comment. A reversal that ends in a
 * harness error fails the step: it is never "no part explains it".
 */
export async function bisectStage(
  rt: ActionRuntime,
  report: ValidationReport,
  env: NodeJS.ProcessEnv,
  evaluated: EvalOutcome | undefined,
  validate?: ValidateOptions,
): Promise<BisectReport[]> {
  if (!parseBoolean(rt.input('bisect'), 'bisect')) return [];
  if (evaluated?.kind !== 'evaluated' || !evaluated.base) {
    rt.info('bisect skipped: it follows an eval with evaluate-base: true, which compares the head with its base.');
    return [];
  }
  const base = loadResults(evaluated.base);
  const head = loadResults(evaluated.head);
  const compared = compareResults(base, head);
  const regressed =
    compared.kind === 'compared'
      ? [...new Set(compared.comparison.aggregates.filter((a) => a.verdict === 'regressed').map((a) => a.skill))]
      : [];
  if (regressed.length === 0) {
    rt.info('bisect: no row regressed; nothing to bisect.');
    return [];
  }
  const baseRef = rt.input('base-ref') || eventPullRequest(env)?.baseSha;
  if (!baseRef) throw new InputError('bisect needs a base commit: run on a pull_request event or set input "base-ref"');
  const display = progressDisplay('github-actions', (text) => rt.info(text.replace(/\n$/, '')));
  const timeoutSeconds = parseOptionalInt(rt.input('timeout'), 'timeout');
  const concurrency = parseOptionalInt(rt.input('concurrency'), 'concurrency');
  const evalOptions: BisectEval = {
    selection: {
      discipline: head.meta.discipline,
      ...(head.meta.alongside !== undefined && { alongside: head.meta.alongside }),
    },
    sizing: { ...(concurrency !== undefined && { concurrency }) },
    model: modelOf(rt, head, env),
    sandbox: { ...(timeoutSeconds !== undefined && { timeoutSeconds }), env: { ...env, CALIPER_TOOLS: toolsDir(env) } },
    output: {
      progress: (line: string) => display.line(line),
      onTrialFinished: (finished: number, total: number, left: string) => display.trial(finished, total, left),
    },
  };
  const outDir = path.join(path.dirname(path.dirname(evaluated.head)), 'bisect');
  const found: BisectReport[] = [];
  try {
    for (const skill of regressed) {
      found.push(
        await bisectPullRequest({
          head: report,
          baseRef,
          results: { base, head },
          skill,
          outDir: path.join(outDir, skill),
          ...(validate && { validate }),
          eval: evalOptions,
          budget: planInputs((name) => rt.input(name)).sizing.budget ?? {},
        }),
      );
    }
  } catch (error) {
    if (!(error instanceof BisectError)) throw error;
    const message = `caliper bisect: ${error.message}${error instanceof BisectHarnessError ? '' : '.'}`;
    // Under defer-verdict (the reusable workflow's eval jobs) a failed job would keep its results from the report job.
    if (!parseBoolean(rt.input('defer-verdict'), 'defer-verdict')) rt.fail(message);
    else rt.annotate('warning', `${message} Not failed here (defer-verdict: true): the comment has no finding.`, {});
  } finally {
    display.end();
  }
  const lines = found.flatMap((r) =>
    r.bisections.map((b) => `- ${mdCode(r.skill)} × ${mdText(b.target.backend)}: ${bisectLine(b, 'markdown')}`),
  );
  for (const r of found)
    for (const b of r.bisections) rt.info(`${logText(r.skill)} × ${b.target.backend}: ${bisectLine(b, 'text')}`);
  if (lines.length > 0)
    await rt.appendSummary(`## caliper bisect\n\n${lines.join('\n')}\n\nEach reversal's results: ${mdCode(outDir)}.\n`);
  return found;
}

/** The model the eval used: the scripted one for a smoke run, else the real one the inputs name. */
export function modelOf(rt: ActionRuntime, head: Results, env: NodeJS.ProcessEnv): ModelChoice {
  if (head.meta.modelSource.kind === 'scripted') return { kind: 'scripted' };
  const raw = rt.input('model-url').trim();
  const url = raw === '' ? undefined : gatewayUrl(raw);
  if (url && !url.ok) throw new InputError(`input "model-url" ${url.reason}`);
  const baseUrl = url?.ok ? url.url : undefined;
  return {
    kind: 'real',
    baseUrl,
    apiKey:
      baseUrl === undefined
        ? undefined
        : gatewayKey(
            head.meta.backends.map((b) => b.name),
            env,
          ),
    model: rt.input('model') || undefined,
  };
}
