import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runActionBundle } from './helpers/actionRun.js';
import { startFakeGitHub } from './helpers/fakeGitHub.js';
import { describeNeeding, SANDBOX_NEEDS } from './helpers/needs.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { removeAfterAll, tempDir } from './helpers/tempDirs.js';

// Issue #42, "Done when": a PR that rewords a body paragraph (harmless) and removes the trigger words from
// the description is bisected to the description, and the comment says so under the regressed row. The
// bundled Action (dist/) in one job (validate, eval of base and head, bisect, report) on a real Codex
// against the scripted model, which picks a skill by the content words its description shares with
// the prompt (src/scripted-model/matching.ts): without them it picks none.
const FIXTURE = JSON.parse(
  readFileSync(path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'), 'utf8'),
);

const skill = (description: string, intro: string) => `---
name: greeting-card
description: ${description}
license: MIT
---
# Greeting card

${intro}

\`\`\`bash
echo "Good morning, team" > card.txt
\`\`\`
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
  const dir = tempDir('caliper-bisect-pr-');
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
    skill(
      'Writes a greeting card for the team into card.txt. Use when the user asks for a greeting card.',
      'Write the card:',
    ),
  );
  write('skills/greeting-card/.eval.yaml', SPEC);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  // The PR: the trigger words gone from the description, and the body's paragraph reworded (harmless).
  write(
    'skills/greeting-card/SKILL.md',
    skill('Formats short notes into a text file.', 'Write the whole card with this one command:'),
  );
  git('commit', '-qam', 'head');
  const payload = structuredClone(FIXTURE);
  payload.pull_request.base.sha = baseSha;
  payload.pull_request.head.sha = git('rev-parse', 'HEAD');
  const event = removeAfterAll(path.join(dir, '..', `${path.basename(dir)}-event.json`));
  writeFileSync(event, JSON.stringify(payload));
  return { dir, event };
}

describeNeeding([...SANDBOX_NEEDS, 'cli:codex'])(
  'input bisect: a regressed row traced to the part of the PR it follows, through the bundled Action',
  () => {
    it('names the description, not the reworded paragraph, under the regressed rows of the comment', async () => {
      const github = await startFakeGitHub({ login: 'caliper-bot' });
      try {
        const ws = workspace();
        const results = removeAfterAll(path.join(ws.dir, '..', `${path.basename(ws.dir)}-results`));
        const r = await runActionBundle({
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
            bisect: 'true',
            'install-clis': 'false',
            backends: 'codex',
            'results-dir': results,
            'github-token': 'ghs_fake',
          },
        });
        const comment = github.comments.find((c) => c.user.login === 'caliper-bot')!.body;
        // The head never activates the skill (0/5); with the description reverted alone it always does (8
        // passes decide --trials auto's test), with the paragraph reverted alone it never does (3 failures).
        for (const metric of ['activation', 'execution']) {
          expect(comment).toMatch(
            new RegExp(
              `- \`greeting-card\` × codex: ${metric} 100% → 0% ▼ ` +
                `regressed[^\\n]*\\n {2}- bisect \\(${metric}, case \`card\`\\): the ` +
                `drop follows the description: 0/5 vs 8/8, p < 0\\.001\\n`,
            ),
          );
        }
        expect(r.summary).toContain('## caliper bisect');
        const found = JSON.parse(readFileSync(path.join(results, 'bisect/greeting-card/bisect.json'), 'utf8'));
        const [activation] = found.bisections;
        expect(activation.parts.map((p: { label: string }) => p.label)).toEqual([
          'the description',
          'hunk 1 of SKILL.md',
        ]);
        expect(
          activation.trials.map((t: { parts: number[]; reverted: unknown; restores: boolean }) => [
            t.parts,
            t.reverted,
            t.restores,
          ]),
        ).toEqual([
          [[1], { successes: 8, trials: 8 }, true],
          [[2], { successes: 0, trials: 3 }, false],
        ]);
        // Each reversal ran once for both rates, and the agent runs are the launches of the trials that finished
        // (8 + 3, or more: --trials auto runs trials in parallel, and a loaded machine retries a harness fault).
        const launches = ['revert-1', 'revert-2'].flatMap((dir) => {
          const lines = readFileSync(path.join(results, 'bisect/greeting-card/codex-card', dir, 'trials.jsonl'), 'utf8')
            .trim()
            .split('\n');
          const records = lines.map((line) => JSON.parse(line) as { type: string; attempts?: number });
          return records.filter((t) => t.type === 'trial').map((t) => Math.max(1, t.attempts ?? 1));
        });
        expect(launches.length).toBeGreaterThanOrEqual(11);
        expect(found.agentRuns).toBe(launches.reduce((a: number, b: number) => a + b, 0));
        expect(existsSync(path.join(results, 'bisect/greeting-card/codex-card/revert-1/results.json'))).toBe(true);
        expect(r.status).toBe(1); // fail-on-regression's default
      } finally {
        await github.close();
      }
    }, 600_000);
  },
);
