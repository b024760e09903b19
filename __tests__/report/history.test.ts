import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { appendHistory, historyPoint, readHistory } from '../../src/results/history/history.js';
import { trendMarkdown } from '../../src/report/history/trendMarkdown.js';
import { trendCharts } from '../../src/report/history/trendSvg.js';
import { makeResults } from '../helpers/results.js';
import { tempRepo } from '../helpers/tempRepo.js';

const run = (
  day: number,
  activated: number,
  over: { era?: string; version?: string; hash?: string; skill?: string } = {},
) =>
  makeResults(
    [
      {
        skill: over.skill ?? 'csv-summary',
        backend: 'codex',
        activated,
        trials: 10,
        ...(over.version && { version: over.version }),
        ...(over.hash && { hash: over.hash }),
      },
    ],
    {
      startedAt: `2026-11-${String(day).padStart(2, '0')}T03:17:00.000Z`,
      ...(over.era && { era: over.era }),
    },
  );

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: {},
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

describe('the history of scheduled runs', () => {
  it('keeps the newest N runs, oldest first, and a run added twice once', () => {
    const file = path.join(tempRepo({}), 'baseline/history.jsonl');
    for (const day of [3, 1, 2, 4, 5]) appendHistory(file, run(day, 8), 3);
    appendHistory(file, run(5, 8), 3);
    expect(readHistory(file).map((p) => p.startedAt.slice(8, 10))).toEqual(['03', '04', '05']);
    expect(readHistory(file)[0]!.rows[0]).toMatchObject({
      skill: 'csv-summary',
      backend: 'codex',
      activation: [8, 10],
      skillHash: 'h1',
    });
  });

  it('caliper history adds a run; a file that is not a history is a usage error naming the file and line', async () => {
    const dir = tempRepo({
      'results.json': JSON.stringify(run(1, 9)),
      'bad.jsonl': '{"startedAt":"x","era":"e","rows":[]}\nnot json\n',
    });
    const ok = await cli(['history', '.', '--file', 'h/history.jsonl'], dir);
    expect(ok).toMatchObject({ code: 0, stdout: 'h/history.jsonl: 1 run(s), 2026-11-01 to 2026-11-01\n' });
    const bad = await cli(['history', '.', '--file', 'bad.jsonl'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`${path.join(dir, 'bad.jsonl')}:2 is not JSON`);
    expect((await cli(['history', '.'], dir)).code).toBe(2);
  });
});

describe('the trend chart', () => {
  const history = [
    run(1, 9),
    run(2, 9),
    run(3, 2, { hash: 'h2' }),
    run(4, 3, { hash: 'h2', version: '0.172.0' }),
    run(5, 4, { hash: 'h2', version: '0.172.0', era: '2027-01' }),
    run(6, 5, { hash: 'h2', version: '0.172.0', era: '2027-01' }),
  ].map((r) => {
    const file = path.join(tempRepo({}), 'h.jsonl');
    return appendHistory(file, r)[0]!;
  });

  it(
    'never joins runs of different eras by a line, and marks where the ' + 'skill, the CLI version or the era changed',
    () => {
      const [chart] = trendCharts(history);
      // Per series: one line over the four runs of era 2026-11, one over the two of 2027-01.
      expect(chart!.svg.match(/<polyline/g)).toHaveLength(4);
      expect(chart!.svg.match(/<circle/g)).toHaveLength(12);
      expect(chart!.changes).toEqual([
        '2026-11-03: skill changed',
        '2026-11-04: codex 2.1.332 → 0.172.0',
        '2026-11-05: era 2026-11 → 2027-01',
      ]);
      expect(chart!.svg.match(/stroke-dasharray/g)).toHaveLength(3);
    },
  );

  it('writes skill names as text, never as markup', () => {
    const file = path.join(tempRepo({}), 'h.jsonl');
    const [chart] = trendCharts(appendHistory(file, run(1, 5, { skill: '</title><script>alert(1)</script>' })));
    expect(chart!.svg).not.toContain('<script');
    expect(chart!.svg).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('caliper view --history puts the charts in the report', async () => {
    const dir = tempRepo({ 'run/results.json': JSON.stringify(run(6, 5)) });
    const file = path.join(dir, 'history.jsonl');
    writeFileSync(file, history.map((p) => JSON.stringify(p)).join('\n') + '\n');
    expect((await cli(['view', 'run', '--history', 'history.jsonl', '--out', 'r.html'], dir)).code).toBe(0);
    const html = readFileSync(path.join(dir, 'r.html'), 'utf8');
    expect(html).toContain('"image":"data:image/svg+xml;base64,');
    expect(html).toContain('era 2026-11 → 2027-01');
  });
});

describe('the trend in the job summary (mermaid)', () => {
  const history = [
    run(1, 9),
    run(2, 9),
    run(3, 2, { hash: 'h2' }),
    run(4, 3, { hash: 'h2', version: '0.172.0' }),
    run(5, 4, { hash: 'h2', version: '0.172.0', era: '2027-01' }),
    run(6, 5, { hash: 'h2', version: '0.172.0', era: '2027-01' }),
  ].map((r) => historyPoint(r));
  const blocks = (md: string) => [...md.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1]!);

  it(
    'draws one chart per era (never a line across eras), with the runs ' + 'where something changed marked and listed',
    () => {
      const md = trendMarkdown(history);
      const charts = blocks(md);
      expect(charts).toHaveLength(2);
      expect(charts[0]).toContain('x-axis ["11-01", "11-02", "11-03 (1)", "11-04 (2)"]');
      expect(charts[0]).toContain('line [90, 90, 20, 30]');
      expect(charts[1]).toContain('x-axis ["11-05 (3)", "11-06"]');
      expect(charts[1]).toContain('line [40, 50]');
      expect(md).toContain('(1) 2026-11-03: skill changed');
      expect(md).toContain('(2) 2026-11-04: codex 2.1.332 → 0.172.0');
      expect(md).toContain('(3) 2026-11-05: era 2026-11 → 2027-01');
      expect(md).toContain('### `csv-summary` on `codex`');
    },
  );

  it('two runs on one day are two points (distinct labels), and a chart shows the newest 20 runs', () => {
    const sameDay = [run(1, 9), run(1, 8), run(2, 7)].map((r, i) =>
      historyPoint({ ...r, meta: { ...r.meta, startedAt: `2026-11-0${i < 2 ? 1 : 2}T0${i}:00:00.000Z` } }),
    );
    expect(blocks(trendMarkdown(sameDay))[0]).toContain('x-axis ["11-01", "11-01 .2", "11-02"]');
    const long = Array.from({ length: 45 }, (_, i) => ({
      ...historyPoint(run(1, i % 10)),
      startedAt: new Date(Date.UTC(2026, 9, 1 + i, 3)).toISOString(),
    }));
    const md = trendMarkdown(long);
    expect(md).toContain('20 run(s) (the newest 20; all 45 are in the HTML report)');
    expect(blocks(md)[0]).toMatch(/x-axis \["10-26", .*"11-14"\]/);
  });

  it('a one-run era is a line of text, and charts past the limit are left to the HTML report', () => {
    const md = trendMarkdown([historyPoint(run(1, 9)), historyPoint(run(2, 8, { skill: 'pdf' }))], { maxCharts: 1 });
    expect(blocks(md)).toHaveLength(0);
    expect(md).toContain('one run (2026-11-01): activation 90% (9/10 trials)');
    expect(md).toContain('1 more skill × backend chart(s) are in the HTML report');
  });

  it('no hostile skill name, era, version or date can break out of the mermaid block or into markup', () => {
    const evil = 'x"]\n```\n<img src=x onerror=alert(1)> %%{init: {}}%% ; line [1] #quot; @octocat';
    const points = [1, 2, 3].map((day) => {
      const p = historyPoint(run(day, 5, { skill: evil, version: `${evil} ${day}` }));
      return { ...p, era: evil, startedAt: day === 3 ? `2026-11-03${evil}` : p.startedAt };
    });
    const md = trendMarkdown(points);
    // Every fence closes the block it opened, and every line inside is one caliper wrote.
    expect(md.match(/```/g)).toHaveLength(2 * blocks(md).length);
    expect(blocks(md)).toHaveLength(1);
    for (const line of blocks(md)[0]!.split('\n')) {
      expect(line).toMatch(
        new RegExp(
          String.raw`^(%%\{init: \{"xyChart": \{"width": 900, "height": 360, "xAxis": ` +
            String.raw`\{"labelFontSize": 10\}\}, "themeVariables": \{"xyChart": ` +
            String.raw`\{"plotColorPalette": "[#0-9a-f, ]+"\}\}\}\}%%|xychart-beta|  title ` +
            String.raw`"[a-z() ]+"|  x-axis \["[A-Za-z0-9 .:/+()-]*"(, "[A-Za-z0-9 ` +
            String.raw`.:/+()-]*")*\]|  y-axis "%" 0 --> 100|  line \[\d+(, \d+)*\])$`,
        ),
      );
    }
    // Outside code spans (where GitHub renders no tag or mention), the text is escaped.
    const prose = md.replace(/```mermaid\n[\s\S]*?\n```/g, '').replace(/`[^`\n]*`/g, '');
    expect(prose).toContain('codex x"&#93; &#96;&#96;&#96; &lt;img');
    for (const markup of ['<img', '@octocat', '```']) expect(prose).not.toContain(markup);
  });
});
