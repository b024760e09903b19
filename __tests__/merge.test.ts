import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import { inShard } from '../src/eval/runner/plan.js';
import { makeResults } from './helpers/results.js';
import { claudeTranscript, runFolder, trialRecord } from './helpers/runFolder.js';
import { tempRepo } from './helpers/tempRepo.js';
import { tempDir } from './helpers/tempDirs.js';

async function merge(...shards: unknown[]) {
  const dir = tempDir('caliper-merge-');
  shards.forEach((s, i) => {
    writeFileSync(path.join(dir, `shard-${i + 1}.json`), JSON.stringify(s));
  });
  let stdout = '';
  let stderr = '';
  const code = await runCli(['merge', '--out', 'merged', ...shards.map((_, i) => `shard-${i + 1}.json`)], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: dir,
    env: {},
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr, dir };
}

describe('caliper merge', () => {
  it('joins the shards of a matrix into one run', async () => {
    const a = makeResults([{ skill: 'pdf', activated: 9, trials: 10 }], {
      startedAt: '2026-11-30T01:00:00.000Z',
      finishedAt: '2026-11-30T01:05:00.000Z',
    });
    const b = makeResults([{ skill: 'csv', activated: 5, trials: 10 }], {
      startedAt: '2026-11-30T00:59:00.000Z',
      finishedAt: '2026-11-30T01:09:00.000Z',
    });
    const r = await merge(a, b);
    expect(r.code).toBe(0);
    const merged = JSON.parse(readFileSync(path.join(r.dir, 'merged/results.json'), 'utf8'));
    expect(merged.results.map((x: { skill: string }) => x.skill)).toEqual(['csv', 'pdf']);
    expect(merged.meta).toMatchObject({
      startedAt: '2026-11-30T00:59:00.000Z',
      finishedAt: '2026-11-30T01:09:00.000Z',
    });
  });

  it('refuses shards of another era, or two shards measuring the same skill × backend', async () => {
    const era = await merge(
      makeResults([{ skill: 'pdf', activated: 9, trials: 10 }]),
      makeResults([{ skill: 'csv', activated: 5, trials: 10 }], { era: 'old' }),
    );
    expect(era.code).toBe(3);
    expect(era.stderr).toContain('era "old"');
    const twice = await merge(
      makeResults([{ skill: 'pdf', activated: 9, trials: 10 }]),
      makeResults([{ skill: 'pdf', activated: 5, trials: 10 }]),
    );
    expect(twice.code).toBe(3);
    expect(twice.stderr).toContain('pdf × claude-code was measured by both shard-1.json and shard-2.json');
  });
});

describe('caliper merge writes the merged report', () => {
  const shard = (skill: string, answer: string) =>
    runFolder(makeResults([{ skill, activated: 1, trials: 1 }]), [trialRecord({ skill, caseId: 'c1', trial: 1 })], {
      [`transcripts/${skill}/claude-code/c1/1.jsonl`]: claudeTranscript({ skills: [skill], calls: [], answer }),
    });

  it("beside the merged results: every shard's trials, each transcript read from its own shard", async () => {
    const out = tempRepo({});
    const a = shard('pdf', 'answer from shard one');
    const b = shard('csv', 'answer from shard two');
    let stdout = '';
    const code = await runCli(['merge', '--out', 'merged', a, b], {
      stdout: (t) => (stdout += t),
      stderr: () => {},
      cwd: out,
      env: {},
      stdoutIsTTY: false,
    });
    expect(code).toBe(0);
    expect(stdout).toContain(`${path.join('merged', 'report.html')}: every trial of the 2 shard(s)`);
    const html = readFileSync(path.join(out, 'merged/report.html'), 'utf8');
    expect(html).toContain('answer from shard one');
    expect(html).toContain('answer from shard two');
    expect(html).toMatch(/"rows":\[\{"skill":"csv".*"skill":"pdf"/);
  });

  it('with --base, compares the merged head with the merged base shards', async () => {
    const out = tempRepo({});
    const code = await runCli(
      [
        'merge',
        '--out',
        'merged',
        '--base',
        shard('pdf', 'base one'),
        '--base',
        shard('csv', 'base two'),
        shard('pdf', 'head one'),
        shard('csv', 'head two'),
      ],
      { stdout: () => {}, stderr: () => {}, cwd: out, env: {}, stdoutIsTTY: false },
    );
    expect(code).toBe(0);
    const html = readFileSync(path.join(out, 'merged/report.html'), 'utf8');
    for (const answer of ['base one', 'base two', 'head one', 'head two']) expect(html).toContain(answer);
    expect(html).toMatch(/"comparison":\{"verdict":/);
  });

  it('not with --no-report', async () => {
    const out = tempRepo({});
    const code = await runCli(['merge', '--no-report', '--out', 'merged', shard('pdf', 'x')], {
      stdout: () => {},
      stderr: () => {},
      cwd: out,
      env: {},
      stdoutIsTTY: false,
    });
    expect(code).toBe(0);
    expect(existsSync(path.join(out, 'merged/report.html'))).toBe(false);
  });
});

describe('shards', () => {
  it('deal the skills round-robin by name: every skill in exactly one shard, shards even', () => {
    const names = Array.from({ length: 11 }, (_, i) => `skill-${i}`);
    const shards = [1, 2, 3].map((index) => names.filter((n) => inShard(n, names, { index, count: 3 })));
    expect(shards.map((s) => s.length)).toEqual([4, 4, 3]);
    expect(shards.flat().sort()).toEqual([...names].sort());
  });
});
