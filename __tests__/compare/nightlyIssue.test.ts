import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareResults, type Comparison } from '../../src/results/compare/compare.js';
import { syncRegressionIssue, type IssuesApi, type TrackedIssue } from '../../src/report/regressionIssue.js';
import { makeResults } from '../helpers/results.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { parseYaml } from '../../src/util/yaml.js';

function fakeIssues(): IssuesApi & { issues: TrackedIssue[] } {
  const issues: TrackedIssue[] = [];
  return {
    issues,
    ownLogin: async () => 'caliper-bot',
    listOpenIssues: async () => issues,
    createIssue: async (_title, body) => {
      const issue = {
        number: issues.length + 1,
        body,
        author: 'caliper-bot',
        url: `https://github.com/o/r/issues/${issues.length + 1}`,
      };
      issues.push(issue);
      return issue;
    },
    updateIssue: async (number) => issues.find((i) => i.number === number)!,
    comment: async () => {},
  };
}

/** A nightly run of 40 skills, all steady at 9/10, but for `last`'s counts in the last row. */
function nightly(last: { base: number; head: number }): Comparison {
  const rows = (which: 'base' | 'head') =>
    Array.from({ length: 40 }, (_, i) => ({
      skill: `skill-${String(i).padStart(2, '0')}`,
      activated: i === 39 ? last[which] : 9,
      trials: 10,
    }));
  const outcome = compareResults(makeResults(rows('base')), makeResults(rows('head')));
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return outcome.comparison;
}

describe('the nightly regression issue', () => {
  it(
    'is not opened by one blip among 120 rates (activation, false ' +
      'activation and execution of 40 rows) (significant on its own, not ' +
      'after the correction)',
    async () => {
      const blip = nightly({ base: 10, head: 6 });
      const rate = blip.aggregates[39]!.metrics.find((m) => m.metric === 'activation')!;
      expect(rate.pValue).toBeLessThan(0.05); // the old per-rate verdict opened the issue on this
      expect(rate.notSignificantAfter).toEqual({ verdict: 'regressed', comparisons: 120 });
      const api = fakeIssues();
      expect(await syncRegressionIssue(api, blip, { runUrl: undefined, when: '2026-12-01' })).toEqual({
        action: 'none',
      });
      expect(api.issues).toHaveLength(0);
    },
  );

  it('is opened by a drop that survives the correction, and says so', async () => {
    const api = fakeIssues();
    const outcome = await syncRegressionIssue(api, nightly({ base: 10, head: 0 }), {
      runUrl: undefined,
      when: '2026-12-01',
    });
    expect(outcome.action).toBe('opened');
    expect(api.issues[0]!.body).toContain('significant after the correction over all 120 rates compared');
    expect(api.issues[0]!.body).toContain('`skill-39` × claude-code: activation 100% → 0% ▼ regressed');
  });

  it(
    'the example workflow keeps the last good baseline while a run ' +
      'regresses, so the issue is not "recovered" by comparing a regressed ' +
      'run with itself',
    () => {
      const parsed = parseYaml(readFileSync(path.join(REPO_ROOT, 'examples/workflows/nightly.yml'), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.message);
      const workflow = parsed.doc.value as {
        jobs: {
          nightly: {
            steps: { id?: string; if?: string; with?: Record<string, string>; run?: string; uses?: string }[];
          };
        };
      };
      const steps = workflow.jobs.nightly.steps;
      const caliper = steps.find((s) => s.uses?.startsWith('caliper-ci/caliper'))!;
      expect(caliper).toMatchObject({ id: 'caliper', with: { 'regression-issue': 'true', trials: 'auto' } });
      const promote = steps.find((s) => s.run?.includes('baseline/results.json'))!;
      expect(promote.if).toContain("steps.caliper.outputs.verdict != 'regressed'");
      const save = steps.find((s) => s.uses?.startsWith('actions/cache/save'))!;
      expect(save.if).toContain(`steps.${promote.id}.outcome == 'success'`);
    },
  );
});
