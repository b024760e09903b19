import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { runActionBundle } from './helpers/actionRun.js';
import { startFakeGitHub } from './helpers/fakeGitHub.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { removeAfterAll, tempDir } from './helpers/tempDirs.js';

// Issue #22, "Done when": a PR that makes a skill useless (its body emptied) is reported as a lift
// regression in the comment. The bundled Action (dist/) in one job (validate, eval of base and head with
// the baseline arm, report) on a real Codex against the scripted model, posting to the fake GitHub.
const FIXTURE = JSON.parse(
  readFileSync(path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'), 'utf8'),
);

const skill = (body: string) => `---
name: greeting-card
description: Writes a greeting card for the team into card.txt. Use when the user asks for a greeting card.
license: MIT
---
# Greeting card

${body}
`;
const SPEC = `trials: 5
cases:
  - id: card
    prompt: "Write a greeting card for the team"
    checks:
      - activation: greeting-card
      - file_contains: { path: card.txt, pattern: "Good morning" }
`;

function workspace(): { dir: string; event: string } {
  const dir = tempDir('caliper-lift-pr-');
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
    skill('Write the card:\n\n```bash\necho "Good morning, team" > card.txt\n```'),
  );
  write('skills/greeting-card/.eval.yaml', SPEC);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  // The PR: the skill's body emptied. Its description still wins the choice; it no longer says how.
  write('skills/greeting-card/SKILL.md', skill(''));
  git('commit', '-qam', 'head');
  const payload = structuredClone(FIXTURE);
  payload.pull_request.base.sha = baseSha;
  payload.pull_request.head.sha = git('rev-parse', 'HEAD');
  const event = removeAfterAll(path.join(dir, '..', `${path.basename(dir)}-event.json`));
  writeFileSync(event, JSON.stringify(payload));
  return { dir, event };
}

describeNeeding([...SANDBOX_NEEDS, 'cli:codex'])(
  'a PR that empties a skill, with the baseline arm, through the bundled Action',
  () => {
    it('is reported as a lift regression in the comment: +100 pts → ±0 pts, ' +
      'beside the execution regression', async () => {
      const github = await startFakeGitHub({ login: 'caliper-bot' });
      try {
        const ws = workspace();
        const r = await runActionBundle({
          workspace: ws.dir,
          eventName: 'pull_request',
          eventPath: ws.event,
          apiUrl: github.url,
          env: {
            GITHUB_REF: 'refs/pull/42/merge',
            GITHUB_RUN_ID: '778',
            CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(REPO_ROOT, '.caliper-tools'),
          },
          inputs: {
            stages: 'validate,eval,report',
            path: '.',
            'scripted-model': 'true',
            'evaluate-base': 'true',
            baseline: 'true',
            'install-clis': 'false',
            backends: 'codex',
            'github-token': 'ghs_fake',
          },
        });
        const comment = github.comments.find((c) => c.user.login === 'caliper-bot')!.body;
        expect(comment).toContain(
          '| skill | activation | false activation | execution | lift (with − without skill) | notes |',
        );
        expect(comment).toMatch(
          /\| `greeting-card` \| 100% → 100%[^|]*\| — \| 100% → 0% ▼ regressed \| \+100 pts → ±0 pts ▼ regressed \|/,
        );
        expect(comment).toMatch(
          new RegExp(
            '- `greeting-card` × codex: lift \\+100 pts → ±0 pts ▼ regressed ' +
              String.raw`\(−100 pts \[−\d+, −\d+\]\): the skill helps the agent less than ` +
              'before',
          ),
        );
        expect(r.summary).toContain('lift');
        expect(r.status).toBe(1); // fail-on-regression's default
      } finally {
        await github.close();
      }
    }, 300_000);
  },
);
