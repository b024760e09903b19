import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { mergeResults } from '../../src/results/merge.js';
import type { Results } from '../../src/results/types.js';
import { COMMENT_LIMIT, comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { makeResults } from '../helpers/results.js';
import { tempDir } from '../helpers/tempDirs.js';

function files(base: Results, head: Results) {
  const dir = tempDir('caliper-compare-');
  writeFileSync(path.join(dir, 'base.json'), JSON.stringify(base));
  writeFileSync(path.join(dir, 'head.json'), JSON.stringify(head));
  return dir;
}

async function compare(base: Results, head: Results, ...flags: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['compare', 'base.json', 'head.json', ...flags], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: files(base, head),
    env: {},
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

describe('caliper compare', () => {
  it('refuses, with exit 3, to diff across eras or disciplines, naming both values', async () => {
    const base = makeResults([{ skill: 'pdf', activated: 8, trials: 10 }], { era: 'force-load/2025' });
    const head = makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]);
    const era = await compare(base, head);
    expect(era.code).toBe(3);
    expect(era.stderr).toContain('base era is "force-load/2025", head era is "2026-11"');
    expect(era.stdout).toBe('');
    const discipline = await compare(
      makeResults([{ skill: 'pdf', activated: 8, trials: 10 }], { discipline: 'explicit' as never }),
      head,
    );
    expect(discipline.code).toBe(3);
    expect(discipline.stderr).toContain('base is "explicit", head is "install-discover"');
  });

  it(
    'refuses, with exit 3, to diff across isolation levels or network ' +
      'allow-lists, and a results file that never recorded them',
    async () => {
      const head = makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]);
      const unsandboxed = await compare(
        makeResults([{ skill: 'pdf', activated: 10, trials: 10 }], { isolation: 'none', network: { allow: ['*'] } }),
        head,
      );
      expect(unsandboxed.code).toBe(3);
      expect(unsandboxed.stderr).toContain('base ran with "none", head with "bubblewrap"');
      expect(unsandboxed.stdout).toBe('');
      const otherHosts = await compare(
        makeResults([{ skill: 'pdf', activated: 8, trials: 10 }], { network: { allow: ['api.anthropic.com'] } }),
        head,
      );
      expect(otherHosts.code).toBe(3);
      expect(otherHosts.stderr).toContain('base allowed [api.anthropic.com], head allowed [scripted-model]');
      const old = makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]);
      delete (old.meta as Partial<typeof old.meta>).isolation;
      const unrecorded = await compare(old, head);
      expect(unrecorded.code).toBe(3);
      expect(unrecorded.stderr).toContain('base ran with "unrecorded"');
      const merged = mergeResults([
        { name: 'a.json', results: makeResults([{ skill: 'pdf', activated: 8, trials: 10 }], { isolation: 'none' }) },
        { name: 'b.json', results: makeResults([{ skill: 'doc', activated: 8, trials: 10 }]) },
      ]);
      expect(merged).toMatchObject({
        kind: 'refused',
        reason: expect.stringContaining('refusing to merge b.json with a.json across isolation levels'),
      });
    },
  );

  it('shows a backend version or model change on the row, and refuses it under --strict', async () => {
    const base = makeResults([{ skill: 'pdf', activated: 8, trials: 10, version: '2.1.300' }]);
    const head = makeResults([{ skill: 'pdf', activated: 8, trials: 10 }]);
    const loose = await compare(base, head);
    expect(loose.code).toBe(0);
    expect(loose.stdout).toContain('claude-code 2.1.300 → 2.1.332');
    const strict = await compare(base, head, '--strict');
    expect(strict.code).toBe(3);
    expect(strict.stderr).toContain('backend version 2.1.300 vs 2.1.332');
  });

  it('gives verdicts per rate, marks changed and flaky rows, in text, json and markdown', async () => {
    const base = makeResults([
      { skill: 'pdf', activated: 20, trials: 20 },
      { skill: 'csv', activated: 6, trials: 10 },
    ]);
    const head = makeResults([
      { skill: 'pdf', activated: 4, trials: 20, hash: 'h2' },
      { skill: 'csv', activated: 5, trials: 10 },
    ]);
    const text = await compare(base, head);
    expect(text.stdout.split('\n')[0]).toBe(
      '▼ regressed: 1 regressed, 0 improved, 0 unchanged, 1 inconclusive of 2 skill × backend rows',
    );
    expect(text.stdout).toContain('pdf × claude-code  [skill changed]');
    expect(text.stdout).toContain('csv × claude-code  [skill unchanged, flaky]');
    const json = JSON.parse((await compare(base, head, '--format', 'json')).stdout);
    expect(json.aggregates.find((a: { skill: string }) => a.skill === 'pdf').metrics[0]).toMatchObject({
      metric: 'activation',
      verdict: 'regressed',
    });
    expect(json.test).toMatch(/Fisher/);
    const md = (await compare(base, head, '--format', 'markdown')).stdout;
    expect(md.startsWith('## caliper: ▼ regressed')).toBe(true);
    expect(md).toContain('| `pdf` | 100% → 20% ▼ regressed |');
    expect(md).toContain('**Regressed:**\n- `pdf` × claude-code: activation 100% → 20% ▼ regressed (−80 pts');
  });

  it('a rise in false activation is regressed on the skill × backend row that gates, a fall improved', () => {
    const rows = (falseActivations: number) =>
      makeResults([{ skill: 'pdf', activated: 20, trials: 20, falseActivations }]);
    const falseActivation = (base: Results, head: Results) => {
      const outcome = compareResults(base, head);
      if (outcome.kind !== 'compared') throw new Error(outcome.reason);
      const row = outcome.comparison.aggregates[0]!;
      const rate = row.metrics.find((m) => m.metric === 'false-activation')!.verdict;
      return { rate, row: row.verdict, report: outcome.comparison.verdict };
    };
    expect(falseActivation(rows(0), rows(15))).toEqual({ rate: 'regressed', row: 'regressed', report: 'regressed' });
    expect(falseActivation(rows(15), rows(0))).toEqual({ rate: 'improved', row: 'improved', report: 'improved' });
  });

  it('names the file when an input is not a results.json', async () => {
    const dir = files(makeResults([]), makeResults([]));
    writeFileSync(path.join(dir, 'head.json'), '{"results": []}');
    let stderr = '';
    const code = await runCli(['compare', 'base.json', 'head.json'], {
      stdout: () => {},
      stderr: (t) => (stderr += t),
      cwd: dir,
      env: {},
      stdoutIsTTY: false,
    });
    expect(code).toBe(2);
    expect(stderr).toMatch(/head\.json is not a caliper results\.json \(missing meta\.era, meta\.discipline\)/);
  });
});

describe('the PR report', () => {
  it('fits in a comment with 200 skills × 6 backends, keeping the verdict and the regressions', () => {
    const backends: BackendName[] = ['claude-code', 'codex', 'pi', 'hermes', 'opencode', 'gemini-cli'];
    const rows = (changedEvery: number) =>
      backends.flatMap((backend) =>
        Array.from({ length: 200 }, (_, i) => ({
          skill: `skill-with-a-long-name-${String(i).padStart(3, '0')}`,
          backend,
          activated: 9,
          trials: 10,
          hash: i % changedEvery === 0 ? 'changed' : 'h1',
        })),
      );
    const base = makeResults(rows(1_000_000));
    const headRows = rows(7);
    headRows[3]!.activated = 1;
    const outcome = compareResults(base, makeResults(headRows));
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    const body = comparisonMarkdown(outcome.comparison, {
      baseSha: 'a'.repeat(40),
      headSha: 'b'.repeat(40),
      summaryUrl: 'https://github.com/o/r/actions/runs/1',
    });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body.startsWith('## caliper: ▼ regressed')).toBe(true);
    expect(body).toContain('- `skill-with-a-long-name-003` × claude-code: activation 90% → 10% ▼ regressed');
    expect(body).toContain('Full report: [job summary](https://github.com/o/r/actions/runs/1).');
    expect(body).not.toContain('<details><summary>Per case');
  });
});

describe('caliper badges', () => {
  it('writes one SVG per backend and metric, pooled over the skills', async () => {
    const dir = files(
      makeResults([
        { skill: 'a', activated: 9, trials: 10 },
        { skill: 'b', activated: 3, trials: 10 },
      ]),
      makeResults([]),
    );
    let stdout = '';
    const code = await runCli(['badges', 'base.json', '--out', 'badges'], {
      stdout: (t) => (stdout += t),
      stderr: () => {},
      cwd: dir,
      env: {},
      stdoutIsTTY: false,
    });
    expect(code).toBe(0);
    expect(stdout).toBe('badges/claude-code-activation.svg\nbadges/claude-code-execution.svg\n');
    const svg = (await import('node:fs')).readFileSync(path.join(dir, 'badges/claude-code-activation.svg'), 'utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('aria-label="claude-code activation: 60%"');
  });
});
