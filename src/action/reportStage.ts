import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareResults, type Comparison } from '../results/compare/compare.js';
import { gateFailures } from '../results/gates.js';
import { loadResults, ResultsError } from '../results/load.js';
import { mergeResults } from '../results/merge.js';
import type { Results } from '../results/types.js';
import { compileGlobs } from '../util/glob.js';
import { badgeMarkdown, badgeSvgs } from '../report/badges.js';
import { SUMMARY_LIMIT, comparisonMarkdown } from '../report/comparison/markdown.js';
import { resultsFootnote, resultsTable } from '../report/resultsTable.js';
import { upsertSection } from '../report/stickyComment.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { GitHubError, githubComments, githubIssues } from '../toolkit/github.js';
import { pullRequestApi } from '../toolkit/pullRequests.js';
import { syncRegressionIssue } from '../report/regressionIssue.js';
import { InputError, parseBoolean } from './inputs.js';

interface PullRequestEvent {
  number: number;
  baseSha: string | undefined;
  headSha: string | undefined;
}

/**
 * Compare the head's results with the base's, publish the report in the job summary (always) and as
 * the PR's one caliper comment (when it can), set outputs, and apply the gates.
 */
export async function reportStage(rt: ActionRuntime, env: NodeJS.ProcessEnv, evaluated: { head: string; base: string | undefined } | undefined): Promise<void> {
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const headPath = rt.input('head-results') || evaluated?.head;
  if (!headPath) throw new InputError('input "head-results" is required for the report stage (or run the eval stage before it)');
  const basePath = rt.input('base-results') || evaluated?.base;
  if (isEmptyGlob(workspace, headPath)) {
    // Matrix shards upload nothing when the change touches no skill's eval.
    await rt.appendSummary(`## caliper: nothing to compare\n\nNo results match \`${headPath}\`: no skill's eval changed, so nothing was evaluated.\n`);
    rt.setOutput('verdict', 'not-compared');
    return;
  }
  const head = loadInput(workspace, headPath, 'head-results');
  // A glob that matches nothing on the base side means "no baseline yet" (a first scheduled run).
  const base = basePath && !isEmptyGlob(workspace, basePath) ? loadInput(workspace, basePath, 'base-results') : undefined;

  const event = pullRequestEvent(env) ?? (await workflowRunPullRequest(rt, env));
  const summaryUrl = env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
  let comparison: Comparison | undefined;
  let body: (budget: number) => string;
  let summary: string;
  let refusal: string | undefined;
  if (base) {
    const outcome = compareResults(base, head, { strict: parseBoolean(rt.input('strict'), 'strict') });
    if (outcome.kind === 'refused') {
      refusal = outcome.reason;
      const text = `## caliper: not compared\n\n${outcome.reason}\n\n${resultsTable(head, 'markdown')}\n${resultsFootnote(head)}`;
      body = () => text;
      summary = text;
    } else {
      const c = outcome.comparison;
      comparison = c;
      body = (budget) => comparisonMarkdown(c, { baseSha: event?.baseSha, headSha: event?.headSha, summaryUrl }, budget);
      // The summary is the full report the comment links to: same content, its own (larger) limit.
      summary = comparisonMarkdown(c, { baseSha: event?.baseSha, headSha: event?.headSha, summaryUrl: undefined }, SUMMARY_LIMIT);
    }
  } else {
    const text = `## caliper: head only\n\nNo base results to compare with.\n\n${resultsTable(head, 'markdown')}\n${resultsFootnote(head)}`;
    body = () => text;
    summary = text;
  }

  const badgesDir = rt.input('badges-dir');
  if (badgesDir) {
    const dir = path.resolve(workspace, badgesDir);
    mkdirSync(dir, { recursive: true });
    for (const badge of badgeSvgs(head)) writeFileSync(path.join(dir, badge.file), badge.svg);
  }

  // The summary first: whatever happens to the comment, no run loses its report.
  await rt.appendSummary(`${summary.trim()}\n\n${badgeMarkdown(head)}\n`);
  rt.setOutput('verdict', comparison ? comparison.verdict : refusal ? 'refused' : 'not-compared');

  if (event && parseBoolean(rt.input('comment') || 'true', 'comment')) {
    const token = rt.input('github-token');
    const repository = env.GITHUB_REPOSITORY;
    if (!token || !repository) {
      rt.info('PR comment skipped: no github-token input or GITHUB_REPOSITORY; the report is in the job summary.');
    } else {
      try {
        const api = githubComments(token, repository, env.GITHUB_API_URL, rt.input('comment-author') || undefined);
        const posted = await upsertSection(api, event.number, 'report', body);
        rt.setOutput('comment-url', posted.url);
        rt.info(`PR comment ${posted.action}: ${posted.url}`);
      } catch (error) {
        const status = error instanceof GitHubError ? error.status : undefined;
        const why = status === 403 ? 'the token cannot write to this pull request (a fork PR has a read-only token)' : (error as Error).message;
        rt.annotate('warning', `caliper could not post the PR comment: ${why}. The report is in the job summary.`, {});
      }
    }
  }

  if (comparison && parseBoolean(rt.input('regression-issue'), 'regression-issue')) {
    const token = rt.input('github-token');
    if (!token || !env.GITHUB_REPOSITORY) throw new InputError('regression-issue needs input "github-token" (issues: write) and GITHUB_REPOSITORY');
    try {
      const outcome = await syncRegressionIssue(githubIssues(token, env.GITHUB_REPOSITORY, env.GITHUB_API_URL, rt.input('comment-author') || undefined), comparison, {
        runUrl: summaryUrl,
        when: new Date().toISOString().slice(0, 10),
      });
      rt.setOutput('regression-issue', outcome.action);
      if (outcome.action !== 'none') rt.info(`regression issue ${outcome.action}: ${outcome.url}`);
    } catch (error) {
      rt.annotate('warning', `caliper could not update the regression issue: ${(error as Error).message}`, {});
    }
  }

  if (refusal) {
    rt.fail(refusal);
    return;
  }
  const failures = gateFailures(head, comparison, {
    failOnRegression: parseBoolean(rt.input('fail-on-regression') || 'true', 'fail-on-regression'),
    failOnError: parseBoolean(rt.input('fail-on-error'), 'fail-on-error'),
    minActivation: percent(rt.input('min-activation'), 'min-activation'),
    minExecution: percent(rt.input('min-execution'), 'min-execution'),
    maxFalseActivation: percent(rt.input('max-false-activation'), 'max-false-activation'),
  });
  if (failures.length > 0) rt.fail(`caliper gates failed: ${failures.join('; ')}`);
}

/**
 * A results.json, its folder, or glob patterns (newline- or comma-separated) matching several: the
 * shards of a matrix, merged into one run (shards of different eras are refused, never blended).
 */
function loadInput(workspace: string, raw: string, name: string): Results {
  const patterns = raw.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);
  const files = patterns.flatMap((p) => (/[*?]/.test(p) ? findFiles(workspace, p) : [path.resolve(workspace, p)]));
  if (files.length === 0) throw new InputError(`input "${name}": nothing matches ${patterns.join(', ')}`);
  try {
    const loaded = files.map((f) => ({ name: path.relative(workspace, f) || f, results: loadResults(f) }));
    if (loaded.length === 1) return loaded[0]!.results;
    const merged = mergeResults(loaded);
    if (merged.kind === 'refused') throw new InputError(`input "${name}": ${merged.reason}`);
    return merged.results;
  } catch (error) {
    if (error instanceof ResultsError) throw new InputError(error.message);
    throw error;
  }
}

function isEmptyGlob(workspace: string, raw: string): boolean {
  const patterns = raw.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);
  return patterns.length > 0 && patterns.every((p) => /[*?]/.test(p)) && patterns.every((p) => findFiles(workspace, p).length === 0);
}

function findFiles(root: string, pattern: string): string[] {
  const matches = compileGlobs([pattern.replace(/^\.\//, '')]);
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') walk(child);
      else if (entry.isFile() && matches(child)) out.push(path.join(root, child));
    }
  };
  walk('');
  return out.sort();
}

/**
 * For a `workflow_run` commenter (fork PRs): the PR number comes as data from the untrusted run, so it
 * is believed only if that PR's head is exactly the commit the run measured.
 */
async function workflowRunPullRequest(rt: ActionRuntime, env: NodeJS.ProcessEnv): Promise<PullRequestEvent | undefined> {
  const raw = rt.input('pr-number').trim();
  if (raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw new InputError(`input "pr-number" must be a pull request number, not "${raw.slice(0, 40)}"`);
  let runHead: string | undefined;
  try {
    runHead = (JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as { workflow_run?: { head_sha?: string } }).workflow_run?.head_sha;
  } catch {
    runHead = undefined;
  }
  if (!runHead) throw new InputError('input "pr-number" is for workflow_run events, whose payload names the head commit the results were measured on');
  const token = rt.input('github-token');
  if (!token || !env.GITHUB_REPOSITORY) throw new InputError('input "pr-number" needs input "github-token" and GITHUB_REPOSITORY');
  let pull;
  try {
    pull = await pullRequestApi(token, env.GITHUB_REPOSITORY, env.GITHUB_API_URL).pull(Number(raw));
  } catch (error) {
    if (error instanceof GitHubError) throw new InputError(`cannot check pull request #${raw}: ${error.message}`);
    throw error;
  }
  if (pull.headSha !== runHead) {
    throw new InputError(`pull request #${raw} is at ${pull.headSha.slice(0, 12)}, not at ${runHead.slice(0, 12)} where these results were measured; refusing to comment on it`);
  }
  return { number: Number(raw), baseSha: pull.baseSha, headSha: pull.headSha };
}

function pullRequestEvent(env: NodeJS.ProcessEnv): PullRequestEvent | undefined {
  const file = env.GITHUB_EVENT_PATH;
  if (!file || !existsSync(file)) return undefined;
  try {
    const payload = JSON.parse(readFileSync(file, 'utf8')) as { pull_request?: { number?: number; base?: { sha?: string }; head?: { sha?: string } } };
    const pr = payload.pull_request;
    if (!pr || typeof pr.number !== 'number') return undefined;
    return { number: pr.number, baseSha: pr.base?.sha, headSha: pr.head?.sha };
  } catch {
    return undefined;
  }
}

function percent(raw: string, name: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw.replace(/%$/, ''));
  if (!Number.isFinite(n) || n < 0 || n > 100) throw new InputError(`input "${name}" must be a percentage from 0 to 100, not "${raw}"`);
  return n / 100;
}

