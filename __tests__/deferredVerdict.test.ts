import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { agentNamed } from '../src/agents/index.js';
import { gateFailures } from '../src/results/gates.js';
import { claudeLines } from './helpers/fakeCli.js';
import { artifactServiceEnv, startFakeGitHub, type FakeGitHub } from './helpers/fakeGitHub.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { makeResults } from './helpers/results.js';
import { tempDir } from './helpers/tempDirs.js';
import { readWorkflow, REUSABLE, runWorkflow, type RunEvent } from './helpers/workflowRunner.js';
import { examplesPullRequest } from './helpers/git.js';

// The reusable workflow's eval job failed when a rate measured nothing (every trial of it a harness
// error), so the report job downloaded no artifact and the PR comment said "run failed", with no
// numbers. Now the eval job leaves that verdict to the report job (defer-verdict), which still fails
// the check, with the numbers in the comment.

/**
 * A tools folder whose Claude Code answers the totals case and crashes on the greeting: false activation all errors.
 */
function crashyTools(): string {
  const tools = tempDir('caliper-crashy-tools-');
  const backend = agentNamed('claude-code')!.run;
  const pkg = path.join(tools, 'claude-code', 'node_modules', ...backend.install.package.split('/'));
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({ name: backend.install.package, version: backend.install.version }),
  );
  const bin = path.join(tools, 'claude-code', 'node_modules', '.bin');
  mkdirSync(bin, { recursive: true });
  const answer = claudeLines(['csv-summary', 'release-notes', 'changelog-conventions'], 'csv-summary');
  writeFileSync(
    path.join(bin, 'claude'),
    `#!/bin/sh\nif [ "$1" = "--version" ]; then echo ` +
      `"${backend.install.version} (Claude Code)"; exit 0; fi\ncase "$(cat)" ` +
      `in *"good morning"*) echo 'panic: out of cheese' >&2; exit 3;; ` +
      `esac\n${answer}\n`,
  );
  chmodSync(path.join(bin, 'claude'), 0o755);
  return tools;
}

describeNeeding([...SANDBOX_NEEDS])(
  'a pull request whose head rate measured nothing, through the reusable workflow (dist/, fake GitHub)',
  () => {
    const repo = 'octo-org/skills';
    const { dir, base, head } = examplesPullRequest();
    let github: FakeGitHub;
    beforeAll(async () => {
      github = await startFakeGitHub({
        login: 'github-actions[bot]',
        pull: {
          number: 42,
          author: 'bob',
          baseSha: base,
          headSha: head,
          contents: { [base]: { '.github/CODEOWNERS': '/skills/ @alice\n' } },
          files: [{ filename: 'skills/csv-summary/SKILL.md', status: 'modified' }],
          reviews: [{ user: { login: 'alice' }, state: 'APPROVED', commit_id: head }],
          permissions: { alice: 'write' },
        },
      });
    });
    afterAll(() => github.close());

    it('the eval job passes and uploads its results; the report job fails the ' +
      'check, and the comment has the numbers', async () => {
      const pull = {
        number: 42,
        user: { login: 'bob' },
        head: { sha: head, ref: 'csv', repo: { full_name: repo, fork: false } },
        base: { sha: base, ref: 'main', repo: { full_name: repo } },
      };
      const event: RunEvent = {
        name: 'pull_request',
        ref: 'refs/pull/42/merge',
        sha: head,
        payload: {
          action: 'opened',
          number: 42,
          pull_request: pull,
          repository: { full_name: repo, default_branch: 'main' },
        },
      };
      const tools = crashyTools();
      const run = await runWorkflow(readWorkflow(REUSABLE), {
        github,
        event,
        checkout: dir,
        inputs: { 'smoke-on-forks': true, trials: '1' },
        env: () => ({ ...artifactServiceEnv(github), CALIPER_TOOLS: tools }),
      });
      const evalLog = run.jobs.eval!.runs[0]!.caliper.join('\n');
      expect(run.jobs.gate!.result).toBe('success');
      expect(run.jobs.eval!.result).toBe('success');
      expect(evalLog).toMatch(
        new RegExp(
          String.raw`^::warning::caliper eval: csv-summary × claude-code \(head\): false ` +
            String.raw`activation not measured .* Left to the report stage \(defer-verdict: ` +
            String.raw`true\)`,
          'm',
        ),
      );
      expect(github.artifacts.map((a) => a.name)).toContain('caliper-results-claude-code-1');

      // The check is still red: the report job fails on the rate that measured nothing.
      expect(run.jobs.report!.result).toBe('failure');
      expect(run.jobs.report!.runs[0]!.caliper.join('\n')).toMatch(
        new RegExp(
          '^::error::.*csv-summary × claude-code: false activation not measured ' +
            String.raw`\(its 1 trial\(s\) were all harness errors\)`,
          'm',
        ),
      );
      const comment = github.comments.at(-1)!.body;
      expect(comment).not.toContain('run failed');
      expect(comment).toContain('| `csv-summary` | 100% → 100% | — | 0% → 0% |');
    }, 240_000);
  },
);

describe('the report gate on a rate that measured nothing, whatever the gates', () => {
  const noGates = {
    failOnRegression: false,
    failOnError: false,
    minActivation: undefined,
    minExecution: undefined,
    maxFalseActivation: undefined,
  };
  it(
    'fails it, as the eval step did before it left the verdict to the ' +
      'report (a push: no comparison, no threshold)',
    () => {
      const erred = (results: ReturnType<typeof makeResults>, ids: string[]) => {
        const row = results.results[0]!;
        row.cases = row.cases.map((c) =>
          ids.includes(c.id) ? { ...c, errors: c.trials, activations: 0, passes: 0 } : c,
        );
        row.errors = row.cases.reduce((n, c) => n + c.errors, 0);
        return results;
      };
      const quiet = erred(makeResults([{ skill: 'pdf', activated: 3, trials: 3 }]), ['should-not']);
      expect(gateFailures(quiet, undefined, noGates)).toEqual([
        'pdf × claude-code: false activation not measured (its 3 trial(s) were all harness errors)',
      ]);
      const nothing = erred(makeResults([{ skill: 'pdf', activated: 3, trials: 3 }]), ['should', 'should-not']);
      expect(gateFailures(nothing, undefined, noGates)).toContain(
        'the head measured nothing: every trial was a harness error',
      );
      expect(gateFailures(makeResults([{ skill: 'pdf', activated: 3, trials: 3 }]), undefined, noGates)).toEqual([]);
    },
  );
});
