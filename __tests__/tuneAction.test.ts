import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runActionBundle } from './helpers/actionRun.js';
import { type FakePullRequest, startFakeGitHub } from './helpers/fakeGitHub.js';
import { fileOrganiser, TUNE_SPEC } from './helpers/fileOrganiser.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { removeAfterAll, tempDir } from './helpers/tempDirs.js';

// Issue #41, the PR loop: input tune: true. A PR that makes a skill's description vague (its activation
// regresses) gets, in the one caliper comment, a better description as a change to its description: line,
// with the held-out figures; the step's verdict is the eval's, never the tune's. The bundled Action (dist/)
// on the real Codex against the scripted model, which picks a skill by the content words its description
// shares with the prompt (src/scripted-model/matching.ts). Codex, not the default Claude Code: the cheapest
// CLI to start, for 70 agent runs (the default backend through the Action is callerEvents' and actionResultCache's).
const FIXTURE = JSON.parse(
  readFileSync(path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'), 'utf8'),
);

const SPEC = TUNE_SPEC;
const skill = fileOrganiser;
// A hostile description line: markdown, a mention, a forged section marker and a fence of its own.
const VAGUE = 'Helps with @octocat <!-- caliper:section --> ```` stuff.';

const SKILL_FILE = 'skills/file-organiser/SKILL.md';

function workspace(): { dir: string; event: string; pull: FakePullRequest } {
  const dir = tempDir('caliper-tune-pr-');
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
    'skills/file-organiser/SKILL.md',
    skill('Rename photos, invoices, music, receipts by date; sort downloads, images into folders by extension, month.'),
  );
  write('skills/file-organiser/.eval.yaml', SPEC);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  write('skills/file-organiser/SKILL.md', skill(VAGUE));
  git('commit', '-qam', 'head');
  const payload = structuredClone(FIXTURE);
  payload.pull_request.base.sha = baseSha;
  payload.pull_request.head.sha = git('rev-parse', 'HEAD');
  const event = removeAfterAll(path.join(dir, '..', `${path.basename(dir)}-event.json`));
  writeFileSync(event, JSON.stringify(payload));
  // GitHub's own diff of the PR (review comments go only on its lines): the hunks, as pulls/files lists them.
  const diff = git('diff', baseSha, 'HEAD', '--', SKILL_FILE);
  const pull: FakePullRequest = {
    ...{ number: 42, author: 'bob', baseSha, headSha: payload.pull_request.head.sha, contents: {}, reviews: [] },
    files: [{ filename: SKILL_FILE, status: 'modified', patch: diff.slice(diff.indexOf('@@')) }],
    permissions: {},
  };
  return { dir, event, pull };
}

describeNeeding([...SANDBOX_NEEDS, 'cli:codex'])('input tune: a suggested description in the PR comment', () => {
  it('offers the tuned description line, escaped, with its held-out figures; the verdict is the eval’s', async () => {
    const ws = workspace();
    const github = await startFakeGitHub({ login: 'caliper-bot', pull: ws.pull });
    try {
      const results = removeAfterAll(path.join(ws.dir, '..', `${path.basename(ws.dir)}-results`));
      const run = (inputs: Record<string, string>) =>
        runActionBundle({
          workspace: ws.dir,
          eventName: 'pull_request',
          eventPath: ws.event,
          apiUrl: github.url,
          env: {
            GITHUB_REF: 'refs/pull/42/merge',
            GITHUB_RUN_ID: '779',
            CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(REPO_ROOT, '.caliper-tools'),
          },
          inputs: {
            stages: 'validate,eval,report',
            path: '.',
            'scripted-model': 'true',
            'evaluate-base': 'true',
            tune: 'true',
            'install-clis': 'false',
            backends: 'codex',
            'github-token': 'ghs_fake',
            ...inputs,
          },
        });
      const r = await run({ 'results-dir': results, 'max-trials': '200' });
      const comment = github.comments.find((c) => c.user.login === 'caliper-bot')!.body;
      expect(comment).toMatch(/- `file-organiser` × codex: activation 100% → 0% ▼ regressed/);
      const block =
        /`file-organiser`: a description that did better on held-out cases[\s\S]*?\n(`{5,})diff\n([\s\S]*?)\n\1\n/.exec(
          comment,
        );
      expect(block).not.toBeNull();
      // The fence outlasts the PR's own backticks; its forged marker is broken; the new line is the tuned one.
      const [, , diff] = block!;
      expect(diff).toContain(`-description: Helps with @octocat <!\u2060-- caliper:section --\u2060> \`\`\`\` stuff.`);
      expect(diff).toMatch(/^\+description: "Use for [a-z, ]+\."$/m);
      expect(comment).toMatch(
        /^- codex: held-out activation 0\/\d+ \(0%\) → \d+\/\d+ \(\d+%\), false activation 0\/\d+/m,
      );
      expect(comment).not.toContain('<!-- caliper:section -->');
      const patch = readFileSync(path.join(results, 'tune/file-organiser/description.patch'), 'utf8');
      expect(spawnSync('git', ['apply', '--check', '-'], { cwd: ws.dir, input: patch }).status).toBe(0);
      expect(existsSync(path.join(results, 'tune/file-organiser/report.md'))).toBe(true);
      expect(r.status).toBe(1); // the eval's regression gate, not the tune

      // On the description: line (3) of the head, by the Action's login: a ```suggestion with the tuned line
      // and the held-out figures, the one-click form of the same change as description.patch.
      expect(github.reviewComments).toHaveLength(1);
      const [review] = github.reviewComments;
      expect(review).toMatchObject({ user: { login: 'caliper-bot' }, path: SKILL_FILE, line: 3, start_line: null });
      expect(review!.commit_id).toBe(ws.pull.headSha);
      const suggested = /^(`{3,})suggestion\n(description: .*)\n\1$/m.exec(review!.body);
      expect(suggested?.[2]).toMatch(/^description: "Use for [a-z, ]+\."$/);
      expect(diff).toContain(`+${suggested![2]}`);
      expect(review!.body).toMatch(/^- codex: held-out activation 0\/\d+ \(0%\) → [1-9]\d*\/\d+ \(\d+%\)/m);
      expect(review!.body).toMatch(/^<!-- caliper:tune-suggestion skill=file-organiser -->\n/);
      // suggestion.json: what a report job elsewhere (input tune-results) reads; the same offer, as data.
      const offer = JSON.parse(readFileSync(path.join(results, 'tune/file-organiser/suggestion.json'), 'utf8'));
      expect(offer).toMatchObject({ kind: 'accepted', skill: 'file-organiser', skillFile: SKILL_FILE, line: 3 });
      expect(offer.patch).toBe(patch);
      // The capped case (max-trials too small for one round: a warning, no tune) is __tests__/tune/tuneStage.test.ts.
    } finally {
      await github.close();
    }
  }, 600_000);
});
