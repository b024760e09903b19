import { readFileSync } from 'node:fs';
import { decideOwners } from '../ownership/gate.js';
import { snapshotFromApi, SnapshotError } from '../ownership/snapshotFromApi.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { mdCode, mdText } from '../report/escape.js';
import { fitBody } from '../report/fitBody.js';
import type { Section } from '../report/stickyComment.js';
import { GitHubError } from '../toolkit/github.js';
import { pullRequestApi } from '../toolkit/pullRequests.js';
import { InputError } from './inputs.js';
import { ANNOTATION_LIMIT_TEXT, annotateFindings } from './annotations.js';
import { postSection } from './prComment.js';

/**
 * Every changed skill path needs an approval from one of its owners (CODEOWNERS of the base). Its
 * section of the PR comment also goes into `built`, for a job that comments on this one's behalf.
 */
export async function ownersStage(
  rt: ActionRuntime,
  report: ValidationReport,
  prefix: string,
  env: NodeJS.ProcessEnv,
  built: Section[],
): Promise<void> {
  const number = pullRequestNumber(env);
  if (number === undefined)
    throw new InputError(
      'the owners stage runs on pull_request and pull_request_review events (no pull request in this event)',
    );
  const token = rt.input('github-token');
  if (!token || !env.GITHUB_REPOSITORY)
    throw new InputError('the owners stage needs input "github-token" and GITHUB_REPOSITORY');
  const headSkillDirs = report.skills.map((s) => [prefix, s.path].filter(Boolean).join('/'));
  let decision: ReturnType<typeof decideOwners>;
  let notes: string[] = [];
  try {
    const api = pullRequestApi(token, env.GITHUB_REPOSITORY, env.GITHUB_API_URL);
    const built = await snapshotFromApi(api, number, {
      headSkillDirs,
      workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    });
    sameHead(eventHeadSha(env), built.snapshot.head_sha);
    notes = built.notes;
    decision = decideOwners(built.snapshot);
  } catch (error) {
    // Fail closed: a gate that cannot decide does not pass.
    const why =
      error instanceof GitHubError || error instanceof SnapshotError
        ? error.message
        : `unexpected: ${(error as Error).message}`;
    rt.setOutput('owners-ok', 'false');
    const undecided: Section = {
      id: 'owners',
      status: 'owners ✗ could not decide',
      failed: true,
      body: `## caliper owners: could not decide\n\n${mdText(why)}\n`,
    };
    built.push(undecided);
    await postSection(
      rt,
      env,
      number,
      { id: undecided.id, status: undecided.status, failed: undecided.failed },
      (budget) => fitBody(undecided.body, budget),
      { quietWhenDenied: true },
    );
    rt.fail(`caliper owners gate could not decide, so it fails closed: ${why}`);
    return;
  }
  const unapproved = decision.paths.filter((x) => !x.satisfied);
  const findings = unapproved.map((p) => ({
    severity: 'error' as const,
    file: p.path,
    title: 'caliper owners',
    message:
      `${p.path} changes a skill path and needs an approval from ` +
      `${p.owners.join(' or ') || 'an owner (it has none in CODEOWNERS)'} on ` +
      `the current head commit. Not approved: ` +
      `${p.why ?? 'no review from an owner'}.`,
  }));
  annotateFindings(
    rt,
    findings,
    (rest) =>
      `caliper owners: ${rest} of ${unapproved.length} unapproved skill ` +
      `paths are not annotated (${ANNOTATION_LIMIT_TEXT}). This log lists ` +
      `every one below, and the job summary's table has them all.`,
  );
  const table = ownersMarkdown(decision, notes);
  await rt.appendSummary(table);
  rt.setOutput('owners-ok', String(decision.ok));
  built.push({ id: 'owners', status: ownersStatus(decision), failed: !decision.ok, body: table });
  await postSection(
    rt,
    env,
    number,
    { id: 'owners', status: ownersStatus(decision), failed: !decision.ok },
    (budget) => fitBody(table, budget),
    { quietWhenDenied: true },
  );
  if (decision.ok) return;
  const lacking = decision.paths.filter((p) => !p.satisfied).length;
  rt.fail(
    `caliper owners gate: ` +
      `${decision.errors[0] ?? `${lacking} skill path(s) lack an owner's approval on the current head`}`,
  );
}

/** The owners clause of the comment's verdict line: `owners ✓ 3/3 paths`. */
function ownersStatus(decision: ReturnType<typeof decideOwners>): string {
  const approved = decision.paths.filter((p) => p.satisfied).length;
  if (decision.paths.length === 0) return `owners ${decision.ok ? '✓' : '✗'} no skill path changed`;
  return `owners ${decision.ok ? '✓' : '✗'} ${approved}/${decision.paths.length} paths`;
}

function ownersMarkdown(decision: ReturnType<typeof decideOwners>, notes: string[]): string {
  const whyColumn = decision.paths.some((p) => !p.satisfied);
  const rows = decision.paths.map(
    (p) =>
      `| ${p.satisfied ? '✅' : '❌'} | ${mdCode(p.path)} | ` +
      `${p.owners.map(mdText).join(' ') || '—'} | ` +
      `${p.approved_by.map(mdText).join(', ') || '—'} ` +
      `|${whyColumn ? ` ${mdText(p.why ?? '')} |` : ''}`,
  );
  return [
    `## caliper owners: ${decision.ok ? 'satisfied' : 'not satisfied'}`,
    '',
    ...notes.map((n) => `- ${mdText(n)}`),
    '',
    ...(rows.length > 0
      ? [
          `| | skill path | owners | approved by |${whyColumn ? ' why not |' : ''}`,
          `|---|---|---|---|${whyColumn ? '---|' : ''}`,
          ...rows,
          '',
        ]
      : ['No skill path changed.', '']),
    ...decision.errors.map((e) => `- ❌ ${mdText(e)}`),
    '',
  ].join('\n');
}

function eventPull(env: NodeJS.ProcessEnv): { number?: number; head?: { sha?: unknown } } | undefined {
  try {
    return (
      JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as {
        pull_request?: { number?: number; head?: { sha?: unknown } };
      }
    ).pull_request;
  } catch {
    return undefined;
  }
}

const pullRequestNumber = (env: NodeJS.ProcessEnv) => eventPull(env)?.number;

function eventHeadSha(env: NodeJS.ProcessEnv): string | undefined {
  const sha = eventPull(env)?.head?.sha;
  return typeof sha === 'string' ? sha : undefined;
}

/**
 * The run checked out (and evaluates) the head of its event, a push or a review; approvals are judged
 * on the API's current head. When a push came in between, they differ, and the gate fails closed:
 * the run for the newer head judges that one.
 */
function sameHead(eventHead: string | undefined, apiHead: string): void {
  if (eventHead !== undefined && eventHead !== apiHead) {
    throw new SnapshotError(
      `the pull request's head moved from ${eventHead.slice(0, 12)} (this ` +
        `run's) to ${apiHead.slice(0, 12)}; the run for the new head judges ` +
        `that one`,
    );
  }
}
