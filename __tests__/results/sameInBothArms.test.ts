import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareResults } from '../../src/results/compare/compare.js';
import { sameInBothArms } from '../../src/results/discrimination.js';
import { liftOf } from '../../src/results/lift.js';
import type { CaseSummary, Results } from '../../src/results/types.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { comparisonText } from '../../src/report/comparison/text.js';
import { loadRun } from '../../src/report/html/loadRun.js';
import { resultsTable } from '../../src/report/resultsTable.js';
import { makeResults } from '../helpers/results.js';
import { tempDir } from '../helpers/tempDirs.js';

type Tally = [label: string, passes: number, failures: number];
const execution = (id: string, checks: Tally[], n = 3): CaseSummary => ({
  id,
  role: 'execution',
  trials: n,
  errors: 0,
  activations: 0,
  passes: Math.min(...checks.map((c) => c[1])),
  checks: checks.map(([label, passes, failures]) => ({ label, passes, failures, errors: n - passes - failures })),
  tokens: { input: 0, output: 0 },
  costUsd: undefined,
});

/** One row whose case `report` ran `withSkill` in the skill arm and `without` in the baseline arm. */
function run(withSkill: Tally[], without: Tally[]): Results {
  const r = makeResults([{ skill: 'pdf', activated: 3, trials: 3 }]);
  r.results = r.results.map((row) => {
    const cases = [execution('report', withSkill)];
    return { ...row, cases, lift: liftOf(cases, [execution('report', without)], false) };
  });
  return r;
}

const HEAD = run(
  [
    ['activation: pdf', 3, 0],
    ['file_exists: data.csv', 3, 0],
    ['file_exists: report.md', 3, 0],
    ['output_matches: /total/', 0, 3],
    ['file_contains: report.md ~ /x/', 2, 1],
  ],
  [
    ['file_exists: data.csv', 3, 0],
    ['file_exists: report.md', 0, 3],
    ['output_matches: /total/', 0, 3],
    ['file_contains: report.md ~ /x/', 2, 1],
  ],
);

describe('checks that do not tell the arms apart (--baseline)', () => {
  it(
    'names a check passing in every trial of both arms, or failing in ' + 'every one; not a mixed or a skill-only one',
    () => {
      expect(sameInBothArms(HEAD.results[0]!)).toEqual([
        { caseId: 'report', label: 'file_exists: data.csv', outcome: 'passes' },
        { caseId: 'report', label: 'output_matches: /total/', outcome: 'fails' },
      ]);
      // Without the baseline arm nothing is compared.
      expect(sameInBothArms(makeResults([{ skill: 'pdf', activated: 3, trials: 3 }]).results[0]!)).toEqual([]);
      // A check with every trial an error in one arm was not graded there.
      const errored = run([['file_exists: data.csv', 0, 0]], [['file_exists: data.csv', 3, 0]]);
      expect(sameInBothArms(errored.results[0]!)).toEqual([]);
    },
  );

  it("is in the comment's notes and the terminal's, the results table's callouts, and report.html", () => {
    const outcome = compareResults(run([['file_exists: data.csv', 3, 0]], [['file_exists: data.csv', 0, 3]]), HEAD);
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    const said =
      '(case report) passes without the skill too; `output_matches: /total/` (case report) fails with the skill too';
    const md = comparisonMarkdown(outcome.comparison, {
      baseSha: undefined,
      headSha: undefined,
      summaryUrl: undefined,
    });
    expect(md).toContain(`\`file_exists: data.csv\` ${said}: they do not measure the skill |`);
    expect(comparisonText(outcome.comparison)).toContain(
      '"file_exists: data.csv" (case report) passes without the skill too',
    );
    expect(resultsTable(HEAD, 'markdown')).toContain(
      `**pdf × claude-code: \`file_exists: data.csv\` ${said}: they do not measure the skill.**`,
    );
    const file = path.join(tempDir('caliper-same-arms-'), 'results.json');
    writeFileSync(file, JSON.stringify(HEAD));
    const view = loadRun(file, 'results.json').view;
    expect(view.rows[0]!.sameInBothArms).toBe(
      '"file_exists: data.csv" (case report) passes without the skill too; ' +
        '"output_matches: /total/" (case report) fails with the skill too: ' +
        'they do not measure the skill',
    );
  });
});
