import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BisectReport } from '../../src/bisect/bisect.js';
import { BisectReadError, readBisectReport } from '../../src/bisect/readReport.js';
import { bisectedLines } from '../../src/bisect/text.js';
import { tempDir } from '../helpers/tempDirs.js';

// The reusable workflow's report job reads each eval job's bisect.json, which sat beside the PR's code:
// data, checked field by field and rebuilt, never markdown taken as it is.
const HOSTILE_PART = {
  id: 2,
  kind: 'hunk',
  label: 'hunk 1 of @octocat [x](https://e.vil) <!-- caliper:section --> |.md',
  line: 3,
  excerpt: '`- Use when` @admin <b>',
};

function report(): BisectReport & Record<string, unknown> {
  const hostile = structuredClone(HOSTILE_PART);
  const trial = {
    parts: [2],
    reverted: { successes: 9, trials: 10 },
    test: { pValue: 0.0027, minAttainable: 0.001 },
    restores: true,
    results: '/tmp/b',
  };
  return {
    skill: 'csv',
    test: 'exact',
    agentRuns: 20,
    bisections: [
      {
        target: {
          skill: 'csv',
          backend: 'claude-code',
          caseId: 'should',
          metric: 'activation',
          base: { successes: 10, trials: 10 },
          head: { successes: 2, trials: 10 },
        },
        parts: [{ id: 1, kind: 'description', label: 'the description', file: 'SKILL.md' }, hostile as never],
        unbisected: [],
        trials: [trial],
        outcome: { kind: 'found', part: { ...hostile } as never, trial },
      },
    ],
  };
}

function written(value: unknown): string {
  const file = path.join(tempDir('caliper-bisect-read-'), 'bisect.json');
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

describe('a bisect.json from another job, read as data', () => {
  it('renders the same line as the report it was written from, escaped', () => {
    const line = bisectedLines([readBisectReport(written(report()))])[0]!;
    expect(line).toEqual(bisectedLines([report()])[0]);
    expect(line.markdown).toContain('the drop follows hunk 1 of @\u2060octocat');
    expect(line.markdown).not.toMatch(/<!--|\]\(https/);
  });

  it('rebuilds what it shows: a field the file adds (ready-made markdown) never reaches the comment', () => {
    const forged = report();
    (forged.bisections[0] as unknown as Record<string, unknown>).markdown = '<img src=x onerror=alert(1)>';
    const read = readBisectReport(written(forged));
    expect(JSON.stringify(read)).not.toContain('onerror');
  });

  it.each([
    [
      'a metric it does not know',
      (r: any) => (r.bisections[0].target.metric = 'vibes'),
      /target\.metric is not one of/,
    ],
    [
      'a label past 200 characters',
      (r: any) => (r.bisections[0].parts[1].label = 'x'.repeat(201)),
      /parts\[1\]\.label/,
    ],
    [
      'a finding that names no listed part',
      (r: any) => (r.bisections[0].outcome.part.id = 7),
      /outcome\.part names no/,
    ],
    ['more successes than trials', (r: any) => (r.bisections[0].target.head.successes = 11), /more successes/],
    ['a p-value that is none', (r: any) => (r.bisections[0].trials[0].test.pValue = 'low'), /pValue is not a p-value/],
    ['another skill in a bisection', (r: any) => (r.bisections[0].target.skill = 'pdf'), /not the report's skill/],
  ])('refuses %s, naming the file and the field', (_what, change, why) => {
    const r = report();
    change(r);
    const file = written(r);
    expect(() => readBisectReport(file)).toThrow(BisectReadError);
    expect(() => readBisectReport(file)).toThrow(why);
    expect(() => readBisectReport(file)).toThrow(file);
  });

  it('refuses a file that is not JSON, naming it', () => {
    const file = written('{"skill": ');
    expect(() => readBisectReport(file)).toThrow(
      new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: not JSON`),
    );
  });
});
