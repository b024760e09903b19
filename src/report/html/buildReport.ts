import { compareResults, type RowComparison } from '../../results/compare/compare.js';
import { metricCell, metricDetail, rowFlags, verdictLabel } from '../comparison/cells.js';
import type { HistoryPoint } from '../../results/history/history.js';
import { svgDataUri, trendCharts } from '../history/trendSvg.js';
import { loadRuns } from './loadRun.js';
import type { ComparisonView, EfficiencyChangeView, ReportData } from './model.js';
import type { EfficiencyChange } from '../../results/efficiency/compareEfficiency.js';
import { changeText } from '../efficiencyText.js';

/** The report's data for one run, and with `base` the run it is compared with. */
/** A side is one run (a results.json or its folder) or the shards of one (merged). */
export interface ReportSide {
  path: string | readonly string[];
  label: string;
}

export function buildReport(
  head: ReportSide,
  base?: ReportSide,
  history: readonly HistoryPoint[] = [],
  now = new Date(),
): ReportData {
  const h = loadRuns(paths(head), head.label);
  const b = base ? loadRuns(paths(base), base.label) : undefined;
  let comparison: ReportData['comparison'];
  if (b) {
    const outcome = compareResults(b.results, h.results);
    comparison = outcome.kind === 'refused' ? { refused: outcome.reason } : comparisonView(outcome.comparison);
  }
  const trends = trendCharts(history).map((c) => ({
    skill: c.skill,
    backend: c.backend,
    image: svgDataUri(c.svg),
    changes: c.changes,
  }));
  return {
    title: `caliper report: ${head.label}`,
    generatedAt: now.toISOString(),
    head: h.view,
    base: b?.view,
    comparison,
    trends,
  };
}

function comparisonView(
  c: Extract<ReturnType<typeof compareResults>, { kind: 'compared' }>['comparison'],
): ComparisonView {
  const row = (r: RowComparison) => ({
    skill: r.skill,
    backend: r.backend,
    caseId: r.caseId,
    verdict: verdictLabel({ verdict: r.verdict, moreTrials: null }),
    metrics: r.metrics.map((m) => ({ metric: m.metric, cell: metricCell(m), detail: metricDetail(m) })),
    flags: rowFlags(r),
    efficiency: (r.efficiency?.changes ?? []).map((x) => changeView(x, c.correction.efficiencyComparisons)),
  });
  return {
    verdict: verdictLabel({ verdict: c.verdict, moreTrials: null }),
    test: c.test,
    rows: [...c.aggregates, ...c.cases].map(row),
  };
}

/**
 * Every figure the comparison has, called or not, with its two one-sided p-values and the family it was corrected in.
 */
function changeView(x: EfficiencyChange, comparisons: number): EfficiencyChangeView {
  const p = (v: number) => (v < 0.0001 ? '< 0.0001' : `= ${v.toPrecision(2)}`);
  const test = x.tests
    ? `rank test by case and outcome: p ${p(x.tests.more.pValue)} that it is ` +
      `more, p ${p(x.tests.less.pValue)} that it is less; corrected over ` +
      `${comparisons} figures`
    : 'not tested: no case and outcome with runs on both sides';
  return { between: x.between, text: changeText(x), called: x.called, detail: test };
}

const paths = (side: ReportSide): readonly string[] => (typeof side.path === 'string' ? [side.path] : side.path);
