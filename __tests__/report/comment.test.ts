import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { compareResults, type Comparison } from '../../src/results/compare/compare.js';
import type { Results } from '../../src/results/types.js';
import { COMMENT_LIMIT, comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { claudeLines, fakeCli } from '../helpers/fakeCli.js';
import { makeResults } from '../helpers/results.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

const compared = (base: Results, head: Results): Comparison => {
  const outcome = compareResults(base, head);
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return outcome.comparison;
};
const noContext = { baseSha: undefined, headSha: undefined, summaryUrl: undefined };

async function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env,
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

function folder(files: Record<string, Results>) {
  const dir = tempDir('caliper-comment-');
  for (const [name, value] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(value));
  return dir;
}

describe('say what is known, once', () => {
  it('an unchanged-looking row says "no change seen" once, with no verdict or advice per cell', () => {
    const md = comparisonMarkdown(
      compared(
        makeResults([{ skill: 'csv', activated: 9, trials: 9 }]),
        makeResults([{ skill: 'csv', activated: 9, trials: 9 }]),
      ),
      noContext,
    );
    const row = md.split('\n').find((l) => l.startsWith('| `csv` |'))!;
    expect(row).toBe(
      '| `csv` | 100% → 100% | 0% → 0% | 100% → 100% | no change seen; 9 ' +
        'trials a side cannot rule out ±15 points; skill unchanged |',
    );
    expect(md).not.toContain('more trials');
  });

  it('gives no "run N more trials" advice when trials: auto already stopped each case', () => {
    const sequential = { sequential: 'SPRT p0 = 0.5, p1 = 0.9, α = β = 0.05, at most 30' };
    const fixed = compared(
      makeResults([{ skill: 'csv', activated: 6, trials: 9 }]),
      makeResults([{ skill: 'csv', activated: 3, trials: 9, hash: 'h2' }]),
    );
    expect(comparisonMarkdown(fixed, noContext)).toMatch(/inconclusive \(run \d+ more trials\)/);
    const auto = compared(
      makeResults([{ skill: 'csv', activated: 6, trials: 9 }], sequential),
      makeResults([{ skill: 'csv', activated: 3, trials: 9, hash: 'h2' }], sequential),
    );
    const md = comparisonMarkdown(auto, noContext);
    expect(md).toContain('? inconclusive');
    expect(md).not.toContain('more trials');
  });

  it('the tables have no empty or unlabelled column', () => {
    const md = comparisonMarkdown(
      compared(
        makeResults([{ skill: 'csv', activated: 9, trials: 9 }]),
        makeResults([{ skill: 'csv', activated: 2, trials: 9, hash: 'h2' }]),
      ),
      noContext,
    );
    const tableLines = md.split('\n').filter((l) => l.startsWith('|') && !l.startsWith('|---'));
    expect(tableLines.length).toBeGreaterThan(3);
    for (const line of tableLines)
      expect(
        line
          .slice(1, -1)
          .split(' | ')
          .map((c) => c.trim())
          .filter((c) => c === ''),
      ).toEqual([]);
  });

  it('the era refusal names the older side to re-run, whichever it is', () => {
    const now = makeResults([{ skill: 'csv', activated: 9, trials: 9 }]);
    const old = makeResults([{ skill: 'csv', activated: 9, trials: 9 }], { era: '2025-01' });
    const headOlder = compareResults(now, old);
    expect(headOlder.kind === 'refused' && headOlder.reason).toContain('Re-run the head (the older era)');
    const baseOlder = compareResults(old, now);
    expect(baseOlder.kind === 'refused' && baseOlder.reason).toContain('Re-run the base (the older era)');
  });
});

describe('the size budget: a 600-row report', () => {
  const backends: BackendName[] = ['claude-code', 'codex', 'pi'];
  const rows = backends.flatMap((backend) =>
    Array.from({ length: 200 }, (_, i) => ({
      skill: `skill-${String(i).padStart(3, '0')}-with-a-rather-long-descriptive-name`,
      backend,
      activated: 9,
      trials: 10,
    })),
  );
  // Every skill changed, 40 regressed.
  const headRows = rows.map((r, i) => ({ ...r, hash: 'changed', ...(i % 15 === 0 && { activated: 0 }) }));
  const md = comparisonMarkdown(compared(makeResults(rows), makeResults(headRows)), {
    baseSha: 'a'.repeat(40),
    headSha: 'b'.repeat(40),
    summaryUrl: 'https://github.com/o/r/actions/runs/1',
  });

  it('keeps the verdict, the regressed list and how it was measured, under the limit', () => {
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md.split('\n')[0]).toBe('## caliper: ▼ regressed');
    expect(md).toContain('<details><summary>How this was measured</summary>');
    expect(md).toContain('- base: claude-code 2.1.332 / `claude-opus-5-5`');
    expect(md.match(/^- `skill-\d+[^`]*` × [a-z-]+: activation 90% → 0% ▼ regressed/gm)).toHaveLength(40);
  });

  it('summarises long lists instead of spending the budget on them', () => {
    const changed = md.split('\n').find((l) => l.startsWith('**Skills changed:**'))!;
    expect(changed.length).toBeLessThan(4_000);
    expect(changed).toMatch(/ and 150 more$/);
  });

  it('never cuts inside markdown: code spans, details and table rows are whole', () => {
    for (const line of md.split('\n')) {
      expect((line.match(/`/g) ?? []).length % 2).toBe(0);
      if (line.startsWith('|')) expect(line.endsWith('|')).toBe(true);
    }
    expect((md.match(/<details>/g) ?? []).length).toBe((md.match(/<\/details>/g) ?? []).length);
  });
});

describe('exit codes a script can use', () => {
  it('compare exits 1 on a regression, 0 otherwise', async () => {
    const dir = folder({
      base: makeResults([{ skill: 'pdf', activated: 20, trials: 20 }]),
      same: makeResults([{ skill: 'pdf', activated: 20, trials: 20 }]),
      worse: makeResults([{ skill: 'pdf', activated: 2, trials: 20 }]),
    });
    expect((await cli(['compare', 'base', 'worse'], dir)).code).toBe(1);
    expect((await cli(['compare', 'base', 'same'], dir)).code).toBe(0);
  });

  it('--help of compare and eval documents them', async () => {
    expect((await cli(['compare', '--help'], os.tmpdir())).stdout).toMatch(
      /Exit codes: 0 .*; 1 a rate regressed; 2 usage error or an invalid\s+results\.json.*; 3 refused/s,
    );
    expect((await cli(['eval', '--help'], os.tmpdir())).stdout).toContain('--allow-errors');
  });

  it('eval exits 1 when a backend was unavailable (its trials are harness errors), 0 with --allow-errors', async () => {
    const repo = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] }]),
    });
    const claude = fakeCli(claudeLines(['alpha'], 'alpha'));
    const args = [
      'eval',
      '.',
      '--scripted-model',
      '--backend',
      'claude-code,codex',
      '--cli',
      `claude-code=${claude.path}`,
      '--cli',
      'codex=/nonexistent/codex',
      '--trials',
      '1',
      '--isolation',
      'none',
    ];
    const strict = await cli([...args, '--out', 'strict'], repo, process.env);
    expect(strict.stderr).toContain('backend codex was unavailable');
    expect(strict.code).toBe(1);
    const relaxed = await cli([...args, '--out', 'relaxed', '--allow-errors'], repo, process.env);
    expect(relaxed.code).toBe(0);
  }, 60_000);

  it('eval --base exits 1 when the head regressed', async () => {
    const { spawnSync } = await import('node:child_process');
    const { writeFileSync: write } = await import('node:fs');
    const spec = evalSpec(
      Array.from({ length: 4 }, (_, i) => ({
        id: `c${i}`,
        prompt: 'Make the alpha report',
        checks: ['activation: alpha'],
      })),
    );
    const repo = tempRepo({
      'skills/alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'skills/alpha/.eval.yaml': spec,
    });
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    write(
      path.join(repo, 'skills/alpha/SKILL.md'),
      skillMd({ name: 'alpha', description: 'Helps with things. Use when the user asks for help.' }),
    );
    git('commit', '-qam', 'vague');
    // Stands in for an agent that picks the skill only while its description is specific.
    const claude = fakeCli(
      `if grep -rqs "Helps with things" "$CLAUDE_CONFIG_DIR" ; ` +
        `then\n${claudeLines(['alpha'])}\nelse\n${claudeLines(['alpha'], 'alpha')}\nfi`,
    );
    const r = await cli(
      [
        'eval',
        'skills',
        '--base',
        'HEAD~1',
        '--scripted-model',
        '--cli',
        `claude-code=${claude.path}`,
        '--trials',
        '3',
        '--isolation',
        'none',
        '--out',
        'out',
      ],
      repo,
      process.env,
    );
    expect(r.stdout).toContain('▼ regressed');
    expect(r.code).toBe(1);
  }, 60_000);

  it('a scripted run records its model source, and names no real model', async () => {
    const repo = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] }]),
    });
    const run = await evalRepo(repo, { cliPaths: { 'claude-code': fakeCli(claudeLines(['alpha'], 'alpha')).path } });
    expect(run.results.meta.modelSource).toEqual({ kind: 'scripted' });
    expect(run.results.meta.backends[0]!.model).toBe('scripted');
    expect(run.results.results[0]!.model).toBe('scripted');
  }, 60_000);
});
