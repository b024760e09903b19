import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mayWriteCache } from '../src/results/cache/resultCache.js';
import { evaluate, holds } from './helpers/expressions.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { readmeCaller, readWorkflow, REUSABLE } from './helpers/workflowRunner.js';

// Issue #25, item 4: the caller a repository copies (the README's, examples/workflows/pr-check.yml),
// parsed, against what the reusable workflow's jobs ask for and what docs/security.md says they get.
const caller = readmeCaller();
const reusable = readWorkflow(REUSABLE);
const LEVELS = ['none', 'read', 'write'];

/** The most each scope is asked for by the reusable workflow's jobs: what its caller has to grant. */
function neededByJobs(): Record<string, string> {
  const most: Record<string, string> = {};
  for (const job of Object.values(reusable.jobs)) {
    for (const [scope, level] of Object.entries(job.permissions ?? {})) {
      if (LEVELS.indexOf(level) > LEVELS.indexOf(most[scope] ?? 'none')) most[scope] = level;
    }
  }
  return most;
}

/** docs/security.md's job table: job id (the first `code` of the row) -> its permissions. */
function securityTable(): Record<string, Record<string, string>> {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/security.md'), 'utf8');
  const section = doc.slice(
    doc.indexOf('## In the reusable workflow'),
    doc.indexOf('\n## ', doc.indexOf('## In the reusable workflow') + 3),
  );
  const rows = section.split('\n').filter((l) => /^\| `/.test(l));
  return Object.fromEntries(
    rows.map((row) => {
      const cells = row.split('|').map((c) => c.trim());
      const permissions = [...cells[3]!.matchAll(/`([a-z-]+): (read|write)`/g)].map((m) => [m[1]!, m[2]!]);
      return [/`([^`]+)`/.exec(cells[1]!)![1]!, Object.fromEntries(permissions)];
    }),
  );
}

const review = (state: string) => ({
  event_name: 'pull_request_review',
  event: { action: 'submitted', review: { state } },
});

describe("the README's caller of the reusable workflow", () => {
  it('is examples/workflows/pr-check.yml', () => {
    expect(readWorkflow('examples/workflows/pr-check.yml')).toEqual(caller);
  });

  it('is named caliper, the workflow the fork commenter follows (an unnamed workflow is named by its path)', () => {
    const commenter = readWorkflow('examples/workflows/fork-commenter.yml') as unknown as {
      on: { workflow_run: { workflows: string[] } };
    };
    expect(caller.name).toBe('caliper');
    expect(commenter.on.workflow_run.workflows).toEqual([caller.name]);
  });

  it('grants exactly what the nested jobs ask for: a called workflow gets no more than its caller grants', () => {
    expect(reusable.permissions).toEqual({});
    expect(caller.permissions).toEqual(neededByJobs());
    expect(caller.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      actions: 'read',
      'security-events': 'write',
    });
  });

  it(
    'runs on pull requests, on a push to the default branch (which may ' +
      'write the result cache) and on submitted reviews',
    () => {
      expect(Object.keys(caller.on).sort()).toEqual(['pull_request', 'pull_request_review', 'push']);
      expect(caller.on.pull_request_review).toEqual({ types: ['submitted'] });
      expect(caller.on.push!.branches).toEqual(['main']);
      expect(mayWriteCache('push', 'refs/heads/main', 'main')).toBe(true);
      expect(mayWriteCache('pull_request_review', 'refs/pull/42/merge', 'main')).toBe(false);
    },
  );

  it('calls the workflow on an approval only, and on every pull request and push', () => {
    const runs = (github: object) => holds(caller.jobs.caliper!.if, { contexts: { github }, status: 'success' });
    expect(runs(review('approved'))).toBe(true);
    expect(runs(review('APPROVED'))).toBe(true); // GitHub compares strings ignoring case
    expect(runs(review('commented'))).toBe(false);
    expect(runs(review('changes_requested'))).toBe(false);
    expect(runs({ event_name: 'pull_request', event: { action: 'synchronize' } })).toBe(true);
    expect(runs({ event_name: 'push', event: {} })).toBe(true);
  });
});

describe('the reusable workflow on a pull_request_review', () => {
  const pull = (fullName: string) => ({ head: { repo: { full_name: fullName } }, number: 42 });
  const scope = (event_name: string, fullName: string) => ({
    contexts: {
      github: { event_name, repository: 'octo-org/skills', event: { pull_request: pull(fullName) } },
      inputs: { environment: 'caliper-eval', 'code-scanning': true },
    },
    status: 'success' as const,
  });

  it(
    "names the key's environment for a same-repository pull request's " +
      "approval, and not for a fork's (no secrets there)",
    () => {
      const environment = reusable.jobs.eval!.environment!;
      expect(evaluate(environment, scope('pull_request_review', 'octo-org/skills'))).toBe('caliper-eval');
      expect(evaluate(environment, scope('pull_request_review', 'bob/skills'))).toBe('');
      expect(evaluate(environment, scope('pull_request', 'bob/skills'))).toBe('');
      expect(
        evaluate(environment, {
          contexts: { github: { event_name: 'push', event: {} }, inputs: { environment: 'caliper-eval' } },
          status: 'success',
        }),
      ).toBe('caliper-eval');
    },
  );

  it('uploads code scanning on pushes and same-repository pull requests, not on reviews nor forks', () => {
    const job = reusable.jobs['code-scanning']!;
    expect(holds(job.if, scope('pull_request', 'octo-org/skills'))).toBe(true);
    expect(holds(job.if, scope('pull_request', 'bob/skills'))).toBe(false);
    expect(holds(job.if, scope('pull_request_review', 'octo-org/skills'))).toBe(false);
    expect(
      holds(job.if, {
        ...scope('pull_request', 'octo-org/skills'),
        contexts: { ...scope('pull_request', 'octo-org/skills').contexts, inputs: { 'code-scanning': false } },
      }),
    ).toBe(false);
  });

  it('the fork commenter also comments on the run of an approval of a fork pull request', () => {
    const commenter = readWorkflow('examples/workflows/fork-commenter.yml');
    const comments = (event: string, fork: boolean) =>
      holds(commenter.jobs.comment!.if, {
        contexts: { github: { event: { workflow_run: { event, head_repository: { fork } } } } },
        status: 'success',
      });
    expect(comments('pull_request_review', true)).toBe(true);
    expect(comments('pull_request', true)).toBe(true);
    expect(comments('pull_request', false)).toBe(false);
    expect(comments('push', true)).toBe(false);
  });
});

describe("docs/security.md's job table", () => {
  it('lists every job of the reusable workflow with exactly its permissions', () => {
    const table = securityTable();
    expect(Object.keys(table).sort()).toEqual(Object.keys(reusable.jobs).sort());
    for (const [id, job] of Object.entries(reusable.jobs)) expect([id, table[id]]).toEqual([id, job.permissions]);
  });
});
