import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactServiceEnv, startFakeGitHub, type FakeGitHub } from './helpers/fakeGitHub.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';
import { readWorkflow, REUSABLE, runWorkflow, type RunEvent } from './helpers/workflowRunner.js';

// Issue #42: the reusable workflow's input bisect. Its eval job bisects a regressed row and uploads the finding
// in its results artifact; the report job, a separate job that runs no PR code, reads it from there
// (input bisect-results) and puts it under the regressed row. Before, the workflow had no such input and
// the report job never saw bisect.json (and the eval job uploaded its artifact before bisecting).

const skill = (description: string) =>
  `---\nname: greeting-card\ndescription: ${description}\nlicense: MIT\n---\n# Greeting card\n\n` +
  'Write the card:\n\n```bash\necho "Good morning, team" > card.txt\n```\n';
const SPEC = `trials: 5
cases:
  - id: card
    prompt: "Write a greeting card for the team"
    checks:
      - activation: greeting-card
`;

function pullRequest(): { dir: string; base: string; head: string } {
  const dir = tempDir('caliper-workflow-bisect-');
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
    'skills/greeting-card/SKILL.md',
    skill('Writes a greeting card for the team. Use when asked for a greeting card.'),
  );
  write('skills/greeting-card/.eval.yaml', SPEC);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  write('skills/greeting-card/SKILL.md', skill('Formats short notes into a text file.'));
  git('commit', '-qam', 'head');
  return { dir, base, head: git('rev-parse', 'HEAD') };
}

describeNeeding([...SANDBOX_NEEDS, 'cli:codex'])(
  'input bisect of the reusable workflow (dist/, fake GitHub, the real Codex on the scripted model)',
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
          files: [{ filename: 'skills/greeting-card/SKILL.md', status: 'modified' }],
          reviews: [{ user: { login: 'alice' }, state: 'APPROVED', commit_id: pr.head }],
          permissions: { alice: 'write' },
        },
      });
    });
    afterAll(() => github.close());

    it('the eval job uploads the finding with its results, and the report job puts it under its row', async () => {
      const pull = {
        number: 42,
        user: { login: 'bob' },
        head: { sha: pr.head, ref: 'card', repo: { full_name: repo, fork: false } },
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
        inputs: { 'smoke-on-forks': true, trials: '5', bisect: true, backends: '["codex"]' },
        env: () => ({ ...artifactServiceEnv(github), CALIPER_TOOLS: tools }),
      });
      expect(run.jobs.eval!.result).toBe('success');
      // The artifact as uploaded (its zip lists its files by name): bisect.json is in it, so it was uploaded after.
      const artifact = github.artifacts.find((a) => a.name === 'caliper-results-codex-1')!;
      expect(artifact.bytes.includes('bisect/greeting-card/bisect.json')).toBe(true);
      expect(run.jobs.report!.result).toBe('failure'); // fail-on-regression
      const reportLog = run.jobs.report!.runs[0]!.caliper.join('\n');
      expect(reportLog).not.toContain('bisect-results');
      const comment = github.comments.at(-1)!.body;
      expect(comment).toMatch(
        new RegExp(
          '- `greeting-card` × codex: activation 100% → 0% ▼ regressed[^\\n]*\\n' +
            ' {2}- bisect \\(activation, case `card`\\): the drop follows the description: 0/5 vs 8/8, p < 0\\.001\\n',
        ),
      );
    }, 600_000);
  },
);
