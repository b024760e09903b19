import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactServiceEnv, type FakeGitHub, startFakeGitHub } from './helpers/fakeGitHub.js';
import { fileOrganiser, TUNE_SPEC } from './helpers/fileOrganiser.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';
import { type RunEvent, readWorkflow, REUSABLE, runWorkflow } from './helpers/workflowRunner.js';

// Issue #41: the reusable workflow's input tune. Its eval job tunes a skill whose activation regressed and
// uploads suggestion.json in its results artifact; the report job, a separate job that runs no PR code and
// may write, reads it from there (input tune-results) and posts the suggestion: in the comment, and on the
// description: line as a review comment. The skill and spec are __tests__/tuneAction.test.ts's (the scripted
// model picks a skill by the content words its description shares with the prompt).

const SKILL_FILE = 'skills/file-organiser/SKILL.md';
const SPEC = TUNE_SPEC;
const skill = fileOrganiser;

function pullRequest(): { dir: string; base: string; head: string; patch: string } {
  const dir = tempDir('caliper-workflow-tune-');
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).stdout.trim();
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  write(
    SKILL_FILE,
    skill('Rename photos, invoices, music, receipts by date; sort downloads, images into folders by extension, month.'),
  );
  write('skills/file-organiser/.eval.yaml', SPEC);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  write(SKILL_FILE, skill('Helps with stuff.'));
  git('commit', '-qam', 'head');
  const diff = git('diff', base, 'HEAD', '--', SKILL_FILE);
  return { dir, base, head: git('rev-parse', 'HEAD'), patch: diff.slice(diff.indexOf('@@')) };
}

describeNeeding([...SANDBOX_NEEDS, 'cli:codex'])(
  'input tune of the reusable workflow (dist/, fake GitHub, the real Codex on the scripted model)',
  () => {
    const repo = 'octo-org/skills';
    const pr = pullRequest();
    let github: FakeGitHub;
    beforeAll(async () => {
      github = await startFakeGitHub({
        login: 'github-actions[bot]',
        pull: {
          number: 42,
          author: 'bob',
          baseSha: pr.base,
          headSha: pr.head,
          contents: { [pr.base]: { '.github/CODEOWNERS': '/skills/ @alice\n' } },
          files: [{ filename: SKILL_FILE, status: 'modified', patch: pr.patch }],
          reviews: [{ user: { login: 'alice' }, state: 'APPROVED', commit_id: pr.head }],
          permissions: { alice: 'write' },
        },
      });
    });
    afterAll(() => github.close());

    it('the eval job uploads suggestion.json with its results, and the report job posts it', async () => {
      const pull = {
        number: 42,
        user: { login: 'bob' },
        head: { sha: pr.head, ref: 'vague', repo: { full_name: repo, fork: false } },
        base: { sha: pr.base, ref: 'main', repo: { full_name: repo } },
      };
      const event: RunEvent = {
        name: 'pull_request',
        ref: 'refs/pull/42/merge',
        sha: pr.head,
        payload: {
          action: 'opened',
          number: 42,
          pull_request: pull,
          repository: { full_name: repo, default_branch: 'main' },
        },
      };
      const tools = process.env.CALIPER_TOOLS ?? path.join(REPO_ROOT, '.caliper-tools');
      const run = await runWorkflow(readWorkflow(REUSABLE), {
        github,
        event,
        checkout: pr.dir,
        inputs: { 'smoke-on-forks': true, trials: '2', tune: true, backends: '["codex"]' },
        env: () => ({ ...artifactServiceEnv(github), CALIPER_TOOLS: tools }),
      });
      expect(run.jobs.eval!.result).toBe('success'); // a suggestion, never the eval job's failure
      // The artifact as uploaded (its zip lists its files by name): suggestion.json is in it, so it was uploaded after.
      const artifact = github.artifacts.find((a) => a.name === 'caliper-results-codex-1')!;
      expect(artifact.bytes.includes('tune/file-organiser/suggestion.json')).toBe(true);
      expect(run.jobs.report!.result).toBe('failure'); // fail-on-regression, the eval's verdict
      const comment = github.comments.at(-1)!.body;
      expect(comment).toMatch(/- `file-organiser` × codex: activation 100% → 0% ▼ regressed/);
      expect(comment).toContain('`file-organiser`: a description that did better on held-out cases');
      expect(comment).toMatch(/^\+description: "Use for [a-z, ]+\."$/m);
      // The report job, not the eval job, wrote on the line: by its login, on the head's description: line.
      expect(github.reviewComments).toHaveLength(1);
      const [review] = github.reviewComments;
      expect(review).toMatchObject({ user: { login: 'github-actions[bot]' }, path: SKILL_FILE, line: 3 });
      expect(review!.commit_id).toBe(pr.head);
      expect(review!.body).toMatch(/^```suggestion\ndescription: "Use for [a-z, ]+\."\n```$/m);
      expect(review!.body).toMatch(/^- codex: held-out activation 0\/\d+ \(0%\) → [1-9]\d*\/\d+ \(\d+%\)/m);
    }, 600_000);
  },
);
