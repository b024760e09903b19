import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { checkResults } from '../../src/results/schema.js';
import { priceOf } from '../../src/results/spend/prices.js';
import { asReplayed, pricedUsage, runSpend, spendLine, sumSpend } from '../../src/results/spend/spend.js';
import { makeResults, trialRecord } from '../helpers/results.js';
import { tempDir } from '../helpers/tempDirs.js';

const trial = trialRecord;

describe('what a run spent', () => {
  it(
    'prices a model as CLIs name it: provider prefix, [1m], a date or dots ' +
      'do not hide it; an unknown one has no price',
    () => {
      expect(priceOf('claude-opus-4-8[1m]')).toMatchObject({ input: 5, output: 25 });
      expect(priceOf('anthropic/claude-sonnet-4-5-20250929')).toMatchObject({ input: 3, output: 15 });
      expect(priceOf('claude-sonnet-4.5')).toMatchObject({ input: 3, output: 15 });
      expect(priceOf('gpt-5.1-codex')).toMatchObject({ input: 1.25, output: 10 });
      expect(priceOf('my-private-model')).toBeUndefined();
      expect(priceOf(undefined)).toBeUndefined();
    },
  );

  it(
    "a trial's cost: none with the scripted model (even when the CLI " +
      "priced it), the CLI's own figure, else the price table; unknown stays " +
      'unknown',
    () => {
      const tokens = { inputTokens: 1_000_000, outputTokens: 100_000 };
      expect(pricedUsage({ ...tokens, costUsd: 0.0016 }, 'claude-opus-5-5', true)).toEqual({
        ...tokens,
        costUsd: undefined,
      });
      expect(pricedUsage({ ...tokens, costUsd: 1.5 }, 'gpt-5', false)).toEqual({
        ...tokens,
        costUsd: 1.5,
        costSource: 'cli',
      });
      expect(pricedUsage({ ...tokens, costUsd: undefined }, 'gpt-5', false)).toEqual({
        ...tokens,
        costUsd: 2.25,
        costSource: 'price-table',
      });
      expect(pricedUsage({ ...tokens, costUsd: undefined }, 'my-private-model', false)).toEqual({
        ...tokens,
        costUsd: undefined,
      });
    },
  );

  it(
    'totals per run and per backend, retries counted as runs, cached ' +
      'trials not, unknown costs counted apart; shards add up',
    () => {
      const records = [
        trial({ key: 'a', attempts: 2, usage: { inputTokens: 100, outputTokens: 10, costUsd: 0.5 } }),
        trial({ key: 'b', backend: 'codex', usage: { inputTokens: 50, outputTokens: 5, costUsd: undefined } }),
        trial({ key: 'c', fromCache: 'x', usage: { inputTokens: 999, outputTokens: 999, costUsd: 9 } }),
      ];
      const spend = runSpend(records, false);
      expect(spend).toMatchObject({
        scripted: false,
        agentRuns: 3,
        inputTokens: 150,
        outputTokens: 15,
        costUsd: 0.5,
        unpricedRuns: 1,
      });
      expect(spend.byBackend).toEqual([
        { backend: 'claude-code', agentRuns: 2, inputTokens: 100, outputTokens: 10, costUsd: 0.5, unpricedRuns: 0 },
        { backend: 'codex', agentRuns: 1, inputTokens: 50, outputTokens: 5, costUsd: undefined, unpricedRuns: 1 },
      ]);
      expect(spendLine(spend)).toBe(
        'spent: 3 agent run(s), 150 input + 15 output tokens, $0.50 (+ 1 ' +
          'run(s) of unknown cost: no price for their model)',
      );
      expect(spendLine(runSpend(records, true))).toBe(
        'spent: 3 agent run(s), 150 input + 15 output tokens; scripted model: no cost',
      );
      expect(sumSpend([spend, spend])).toMatchObject({ agentRuns: 6, costUsd: 1, unpricedRuns: 2 });
      expect(sumSpend([spend, undefined])).toBeUndefined();
    },
  );

  it('a replayed trial costs nothing and keeps the tokens and model calls the recorded run reported', () => {
    const recorded = trial({ usage: { inputTokens: 400, outputTokens: 80, costUsd: 0.01, turns: 4 } });
    expect(asReplayed(recorded).usage).toEqual({
      inputTokens: 400,
      outputTokens: 80,
      costUsd: undefined,
      replayed: true,
      turns: 4,
    });
    expect(asReplayed(trial({})).usage).not.toHaveProperty('turns');
  });

  it('results.json carries it, checked on load like every field', () => {
    const r = makeResults([{ skill: 'pdf', activated: 1, trials: 1 }]);
    const spend = runSpend([trial({ usage: { inputTokens: 10, outputTokens: 1, costUsd: 0.01 } })], false);
    const back = checkResults(JSON.parse(JSON.stringify({ ...r, meta: { ...r.meta, spend } })));
    expect(back.meta.spend).toEqual(JSON.parse(JSON.stringify(spend)));
    expect(() =>
      checkResults(JSON.parse(JSON.stringify({ ...r, meta: { ...r.meta, spend: { ...spend, agentRuns: -1 } } }))),
    ).toThrow(/\$\.meta\.spend\.agentRuns/);
  });
});

describe('caliper eval --dry-run', () => {
  async function dryRun(args: string[], cwd: string) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(['eval', ...args, '--dry-run'], {
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
      cwd,
      env: {},
      stdoutIsTTY: false,
    });
    return { code, stdout, stderr };
  }
  const examples = path.resolve('examples');

  it(
    'prints the runs per case and, without an earlier run, a cost ' +
      'estimated from what the CLI sends; starts nothing and needs no key',
    async () => {
      const { code, stdout } = await dryRun([examples], tempDir('caliper-dry-'));
      expect(code).toBe(0);
      expect(stdout).toMatch(
        new RegExp(
          String.raw`^dry run: no agent was started\.\nplan: 2 skill\(s\) × 1 ` +
            String.raw`backend\(s\), 4 case\(s\): 12 agent run\(s\)\n  csv-summary × ` +
            String.raw`claude-code × totals: 3 run\(s\)`,
        ),
      );
      expect(stdout).toMatch(
        new RegExp(
          String.raw`^cost: \$\d+\.\d\d-\$\d+\.\d\d estimated from what each pinned CLI ` +
            String.raw`sends its model \(no earlier run of these cases;`,
          'm',
        ),
      );
    },
  );

  it(
    'with an earlier run, a cost range from what each run of the same case ' +
      'cost; auto shows expected and maximum runs',
    async () => {
      const dir = tempDir('caliper-dry-');
      const earlier = makeResults([{ skill: 'csv-summary', activated: 3, trials: 3 }], {
        modelSource: { kind: 'real', endpoint: 'default' },
      });
      for (const c of earlier.results[0]!.cases) Object.assign(c, { trials: 3, errors: 0, passes: 3, costUsd: 0.3 });
      earlier.results[0]!.cases = [{ ...earlier.results[0]!.cases[0]!, id: 'totals' }];
      writeFileSync(path.join(dir, 'earlier.json'), JSON.stringify(earlier));
      const fixed = await dryRun([examples, '--estimate-from', 'earlier.json'], dir);
      expect(fixed.stdout).toContain(
        'cost: $0.30 for 1 of 4 case(s), at what each run of them cost before; 3 case(s) have no earlier cost',
      );
      // The earlier run's figure replaces the estimate for its case; the other three are estimated.
      expect(fixed.stdout).toMatch(
        /^cost of the 3 case\(s\) with no earlier cost: \$[\d.]+-\$[\d.]+ estimated from what each pinned CLI sends/m,
      );
      expect(fixed.stdout).toMatch(/^ {2}claude-code 2\.1\.332 at claude-opus-5-5: 9 run\(s\) × /m);
      const auto = await dryRun([examples, '--estimate-from', 'earlier.json', '--trials', 'auto'], dir);
      expect(auto.stdout).toMatch(
        /csv-summary × claude-code × totals: \d+ run\(s\) expected \(at its earlier pass rate\), 30 at most/,
      );
      expect(auto.stdout).toMatch(/release-notes × claude-code × unrelated: \d+-\d+ run\(s\) expected, 30 at most/);
      expect(auto.stdout).toMatch(/cost: \$\d+\.\d\d-\$3\.00 for 1 of 4 case\(s\)/);
    },
  );

  it('with the scripted model, no cost', async () => {
    const { stdout } = await dryRun([examples, '--scripted-model'], tempDir('caliper-dry-'));
    expect(stdout).toContain('cost: none (scripted model)');
  });
});

describe("the PR comment's How this was measured says what each side spent", () => {
  it('one line for base and head; nothing when neither recorded it', async () => {
    const { compareResults } = await import('../../src/results/compare/compare.js');
    const { comparisonMarkdown } = await import('../../src/report/comparison/markdown.js');
    const spend = runSpend([trial({ usage: { inputTokens: 1500, outputTokens: 20, costUsd: 0.25 } })], false);
    const base = makeResults([{ skill: 'pdf', activated: 9, trials: 10 }]);
    const head = makeResults([{ skill: 'pdf', activated: 9, trials: 10 }]);
    const compared = (b: typeof base, h: typeof head) => {
      const o = compareResults(b, h);
      if (o.kind !== 'compared') throw new Error(o.reason);
      return comparisonMarkdown(o.comparison, { baseSha: undefined, headSha: undefined, summaryUrl: undefined });
    };
    expect(compared({ ...base, meta: { ...base.meta, spend } }, { ...head, meta: { ...head.meta, spend } })).toContain(
      '- base spent: 1 agent run(s), 2k input + 20 output tokens, $0.25; ' +
        'head spent: 1 agent run(s), 2k input + 20 output tokens, $0.25',
    );
    expect(compared(base, head)).not.toContain('spent:');
  });
});

describe('the score table footnote (terminal, job summary) ends with what the run spent', () => {
  it('in both media, and not for results that did not record it', async () => {
    const { resultsFootnote } = await import('../../src/report/resultsTable.js');
    const r = makeResults([{ skill: 'pdf', activated: 1, trials: 1 }]);
    const spend = runSpend([trial({ usage: { inputTokens: 10, outputTokens: 1, costUsd: 0.01 } })], false);
    expect(resultsFootnote({ ...r, meta: { ...r.meta, spend } }, 'text')).toMatch(
      /errors are not in any rate\.\nspent: 1 agent run\(s\), 10 input \+ 1 output tokens, \$0\.01\n$/,
    );
    expect(resultsFootnote({ ...r, meta: { ...r.meta, spend } })).toMatch(
      /\n\nspent: 1 agent run\(s\), 10 input \+ 1 output tokens, \$0\.01\n$/,
    );
    expect(resultsFootnote(r)).not.toContain('spent:');
  });
});

describe('the baseline arm in what a run spent', () => {
  it('is counted in the totals and said apart, also once merged', () => {
    const records = [
      trial({ key: 'a', usage: { inputTokens: 10, outputTokens: 1, costUsd: 0.3 } }),
      trial({ key: 'b', arm: 'baseline', usage: { inputTokens: 20, outputTokens: 2, costUsd: 0.2 } }),
    ];
    const spend = runSpend(records, false);
    expect(spend).toMatchObject({
      agentRuns: 2,
      costUsd: 0.5,
      baseline: { agentRuns: 1, inputTokens: 20, costUsd: 0.2 },
    });
    expect(spendLine(spend)).toBe(
      'spent: 2 agent run(s), 30 input + 3 output tokens, $0.50; 1 of the ' +
        'runs ($0.20) without the skill (baseline arm)',
    );
    expect(sumSpend([spend, spend])!.baseline).toMatchObject({ agentRuns: 2, costUsd: 0.4 });
    expect(runSpend([records[0]!], false).baseline).toBeUndefined();
    expect(spendLine(runSpend(records, true))).toBe(
      'spent: 2 agent run(s), 30 input + 3 output tokens; scripted model: no ' +
        'cost; 1 of the runs without the skill (baseline arm)',
    );
    const loaded = checkResults(
      JSON.parse(JSON.stringify(makeResults([{ skill: 's', activated: 1, trials: 1 }], { spend }))),
    );
    expect(loaded.meta.spend!.baseline).toEqual(spend.baseline);
  });
});

describe('the price table (issue #37 item 5)', () => {
  it('prices o3 at $2 / $8 per million tokens, as since June 2025 (it said $10 / $40)', async () => {
    const { priceOf, tokenCost } = await import('../../src/results/spend/prices.js');
    expect(priceOf('o3')).toMatchObject({ input: 2, output: 8 });
    expect(tokenCost('openai/o3', 1e6, 1e6)).toBe(10);
  });
});
