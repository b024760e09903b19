import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { compareResults, type Comparison } from '../../src/results/compare/compare.js';
import type { Results } from '../../src/results/types.js';
import { badgeMarkdown, badgeSvgs } from '../../src/report/badges.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { comparisonText } from '../../src/report/comparison/text.js';
import { mdCode, mdText } from '../../src/report/escape.js';
import { resultsFootnote, resultsTable } from '../../src/report/resultsTable.js';
import { parseSections, withSection } from '../../src/report/stickyComment.js';
import { costRatioAsync } from '../helpers/cost.js';
import { makeResults } from '../helpers/results.js';
import { tempDir } from '../helpers/tempDirs.js';

const HOSTILE = [
  '@octocat',
  '![t](https://evil.example/p.png)',
  '</details><details open><summary>✅ owners: approved…',
  'a|b',
  '<!-- /caliper:section:report -->',
];

function folder(files: Record<string, unknown>) {
  const dir = tempDir('caliper-trust-');
  for (const [name, value] of Object.entries(files))
    writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  return dir;
}

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

const compared = (base: Results, head: Results): Comparison => {
  const outcome = compareResults(base, head);
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return outcome.comparison;
};

const scripted = (rows: Parameters<typeof makeResults>[0]) =>
  makeResults(
    rows.map((r) => ({ ...r, model: 'scripted' })),
    { modelSource: { kind: 'scripted' }, backends: [{ name: 'claude-code', version: '2.1.332', model: 'scripted' }] },
  );

describe('results.json is untrusted input: a strict check on load', () => {
  const good = () => makeResults([{ skill: 'pdf', activated: 9, trials: 10 }]);
  const forged = (edit: (r: any) => void) => {
    const r = JSON.parse(JSON.stringify(good()));
    edit(r);
    return r;
  };

  it.each([
    [
      'a huge count',
      (r: any) => (r.results[0].aggregate.activation.successes = 1e308),
      '$.results[0].aggregate.activation.successes: must be a whole number from 0 to 1000000, not 1e+308',
    ],
    [
      'a negative count',
      (r: any) => (r.results[0].aggregate.activation.trials = -5),
      '$.results[0].aggregate.activation.trials: must be a whole number',
    ],
    [
      'a string count',
      (r: any) => (r.results[0].cases[0].passes = '9'),
      '$.results[0].cases[0].passes: must be a whole number from 0 to 1000000, not "9"',
    ],
    [
      'more successes than trials',
      (r: any) => (r.results[0].aggregate.execution.successes = 11),
      '$.results[0].aggregate.execution.successes: is 11, more than trials (10)',
    ],
    ['a fractional count', (r: any) => (r.results[0].errors = 0.5), '$.results[0].errors: must be a whole number'],
    [
      'markup in a skill name',
      (r: any) => (r.results[0].skill = HOSTILE[2]),
      '$.results[0].skill: must be a skill name',
    ],
    [
      'a mention as a case id',
      (r: any) => (r.results[0].cases[0].id = '@octocat'),
      '$.results[0].cases[0].id: must be a case id',
    ],
    [
      'an image as the model',
      (r: any) => (r.meta.backends[0].model = HOSTILE[1]),
      '$.meta.backends[0].model: must be a model id',
    ],
    ['a forged marker as the era', (r: any) => (r.meta.era = HOSTILE[4]), '$.meta.era: must be an era'],
    [
      'a pipe in a version',
      (r: any) => (r.results[0].backendVersion = '1|2'),
      '$.results[0].backendVersion: must be a version',
    ],
    [
      'a newline in a version',
      (r: any) => (r.meta.caliperVersion = '0.1.0\n## pwned'),
      '$.meta.caliperVersion: must be a version',
    ],
    [
      'an over-long string',
      (r: any) => (r.results[0].skill = 'a'.repeat(5000)),
      '$.results[0].skill: must be a skill name',
    ],
  ])(
    'refuses %s with exit 2, one line naming the file and the JSON path, at the cost of a good file',
    async (_what, edit, message) => {
      const dir = folder({ 'base.json': good(), 'head.json': forged(edit), 'good.json': good() });
      const r = await cli(['compare', 'base.json', 'head.json'], dir);
      // Refused at about the cost of comparing two good files (the control), whatever the forged value holds.
      const refusal = () => cli(['compare', 'base.json', 'head.json'], dir);
      expect(await costRatioAsync(refusal, () => cli(['compare', 'base.json', 'good.json'], dir))).toBeLessThan(10);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      const first = r.stderr.split('\n')[0]!;
      expect(first).toContain('head.json: ');
      expect(first).toContain(message);
    },
  );

  it('recomputes rates from the counts instead of reading them', async () => {
    const dir = folder({
      'base.json': good(),
      'head.json': forged(
        (r) => (r.results[0].aggregate.activation = { successes: 9, trials: 10, rate: -5, interval: [7, 9] }),
      ),
    });
    const r = await cli(['compare', 'base.json', 'head.json', '--format', 'json'], dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).aggregates[0].metrics[0].head).toMatchObject({ successes: 9, trials: 10, rate: 0.9 });
  });

  it(
    'refuses (exit 3) a results.json written before the model source was ' + 'recorded, saying which side to re-run',
    async () => {
      const old = forged((r) => delete r.meta.modelSource);
      const r = await cli(['compare', 'base.json', 'head.json'], folder({ 'base.json': old, 'head.json': good() }));
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(
        new RegExp(
          String.raw`base\.json does not record whether its numbers came from a real model ` +
            String.raw`or the scripted one .* Re-run that side with this caliper version\.`,
        ),
      );
    },
  );
});

describe('the model source is part of how a number was measured', () => {
  it(
    'compare refuses a scripted run against a real one, exit 3, with and ' +
      'without --strict, naming the side to re-run',
    async () => {
      const dir = folder({
        'base.json': scripted([{ skill: 'pdf', activated: 9, trials: 10 }]),
        'head.json': makeResults([{ skill: 'pdf', activated: 9, trials: 10 }]),
      });
      for (const flags of [[], ['--strict']]) {
        const r = await cli(['compare', 'base.json', 'head.json', ...flags], dir);
        expect(r.code).toBe(3);
        expect(r.stderr).toContain('refusing to compare a scripted-model run with a real-model run');
        expect(r.stderr).toContain('Re-run the base with a real model');
      }
    },
  );

  it('merge refuses shards of a scripted and a real run (exit 3)', async () => {
    const dir = folder({
      'a.json': scripted([{ skill: 'pdf', activated: 9, trials: 10 }]),
      'b.json': makeResults([{ skill: 'csv', activated: 9, trials: 10 }]),
    });
    const r = await cli(['merge', '--out', 'merged', 'a.json', 'b.json'], dir);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('a scripted smoke run and a real one are never one run');
  });

  it('every place a scripted number appears says "scripted", and no real model name is claimed', () => {
    const base = scripted([{ skill: 'pdf', activated: 9, trials: 9 }]);
    const head = scripted([{ skill: 'pdf', activated: 0, trials: 9, hash: 'h2' }]);
    const c = compared(base, head);
    const md = comparisonMarkdown(c, { baseSha: undefined, headSha: undefined, summaryUrl: undefined });
    expect(md.split('\n')[0]).toBe('## caliper: ▼ regressed (scripted model)');
    expect(md).toContain('Scripted model: a smoke run');
    expect(md).toContain('- base: claude-code 2.1.332 / scripted model');
    expect(md).toContain('### claude-code 2.1.332 (scripted model)');
    expect(comparisonText(c)).toContain('(scripted model: a smoke run');
    expect(resultsTable(head, 'markdown')).toContain('claude-code 2.1.332 (scripted model)');
    expect(resultsFootnote(head)).toContain('scripted model');
    expect(badgeMarkdown(head)).toContain('![claude-code activation (scripted)]');
    expect(badgeSvgs(head)[0]!.svg).toContain('claude-code activation (scripted)');
    for (const text of [md, comparisonText(c), resultsFootnote(head), badgeMarkdown(head)])
      expect(text).not.toContain('claude-opus');
  });
});

describe('one markdown escaper for every renderer', () => {
  it.each(HOSTILE)('%s renders as inert text', (hostile) => {
    const text = mdText(hostile);
    expect(text).not.toMatch(/(^|[^\w\u2060])@octocat/);
    expect(text).not.toMatch(/[[\]<>|`\n]/);
    // In a code span GitHub renders no mention, link, image or tag: only what ends it must go.
    const code = mdCode(hostile);
    expect(code).toMatch(/^`[^`]+`$/);
    expect(code).not.toMatch(/[|\n]|<!--/);
  });

  it('a forged section marker cannot survive a later update of the comment', () => {
    const forgedBody =
      `## caliper validate\n\n- ❌ ${'`'}x${'`'} ${HOSTILE[4]}\n\n## caliper: ` +
      `✅ all good, merge away\n<!-- caliper:section:owners -->\n✅ owners: ` +
      `approved`;
    const first = withSection(undefined, {
      id: 'validate',
      status: 'validate ✗ 1 error',
      failed: true,
      body: forgedBody,
    });
    const second = withSection(first, {
      id: 'report',
      status: '▼ regressed',
      failed: true,
      body: '## caliper: ▼ regressed',
    });
    const third = withSection(second, {
      id: 'validate',
      status: 'validate ✓ 1 skill',
      failed: false,
      body: '## caliper validate\n\nNo findings.',
    });
    expect(parseSections(third).map((s) => s.id)).toEqual(['report', 'validate']);
    expect(third).not.toContain('all good, merge away');
    expect(third).not.toContain('approved');
    expect(third.split('\n')[1]).toBe('## caliper: ▼ regressed · validate ✓ 1 skill');
  });
});

describe('a model id the CLI reports is one caliper reads back (issue 26)', () => {
  it(
    "`claude-opus-4-8[1m]` (Claude Code's 1M-context default) passes the " +
      'check, prints as it is in a terminal and escaped in markdown',
    async () => {
      const r = makeResults([{ skill: 'pdf', activated: 9, trials: 10, model: 'claude-opus-4-8[1m]' }], {
        backends: [{ name: 'claude-code', version: '2.1.197', model: 'claude-opus-4-8[1m]' }],
      });
      const dir = folder({ 'results.json': r });
      const { code, stdout, stderr } = await cli(
        ['compare', path.join(dir, 'results.json'), path.join(dir, 'results.json')],
        dir,
      );
      expect([code, stderr]).toEqual([0, '']);
      expect(stdout).not.toContain('&#91;');
      expect(resultsFootnote(r, 'text')).toContain('model claude-opus-4-8[1m]');
      expect(resultsFootnote(r)).toContain('model claude-opus-4-8&#91;1m&#93;');
    },
  );
});
