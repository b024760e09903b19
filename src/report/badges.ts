import { makeBadge } from 'badge-maker';
import { caseCounts } from '../results/aggregate.js';
import { caseWeightedRate } from '../results/stats.js';
import type { Results } from '../results/types.js';
import { badgeLabel, mdText } from './escape.js';

type Metric = 'activation' | 'execution';

/**
 * Per backend, over its skills: the rate of one metric, or undefined when nothing was measured. The rate
 * is a row's rate (`rowRate`) taken over every case of the backend's rows, each case weighted equally:
 * with one skill it is that skill's rate in the table and the comment.
 */
function pooledRates(results: Results): { backend: string; metric: Metric; rate: number | undefined; label: string }[] {
  const scripted = results.meta.modelSource.kind === 'scripted';
  const backends = [...new Set(results.results.map((r) => r.backend))];
  return backends.flatMap((backend) => {
    const rows = results.results.filter((r) => r.backend === backend);
    return (['activation', 'execution'] as const).map((metric) => {
      const rate = caseWeightedRate(rows.flatMap((r) => caseCounts(r, metric))).rate ?? undefined;
      // A smoke run's badge must not pass for a real model's score.
      return { backend, metric, rate, label: badgeLabel(`${backend} ${metric}${scripted ? ' (scripted)' : ''}`) };
    });
  });
}

const message = (rate: number | undefined) => (rate === undefined ? 'not measured' : `${Math.round(rate * 100)}%`);
const color = (rate: number | undefined) =>
  rate === undefined ? 'lightgrey' : rate >= 0.8 ? 'brightgreen' : rate >= 0.5 ? 'yellow' : 'red';

/** Static shields.io image URLs: GitHub renders no `data:` images in comments or summaries. */
export function badgeMarkdown(results: Results): string {
  return pooledRates(results)
    .map(({ label, rate }) => `![${mdText(label)}](${shieldsUrl(label, rate)})`)
    .join(' ');
}

export function shieldsUrl(label: string, rate: number | undefined): string {
  const part = (s: string) => encodeURIComponent(s.replace(/-/g, '--').replace(/_/g, '__'));
  return `https://img.shields.io/badge/${part(label)}-${part(message(rate))}-${color(rate)}`;
}

/** SVG files (`<backend>-<metric>.svg`) for repositories that publish their own badges. */
export function badgeSvgs(results: Results): { file: string; svg: string }[] {
  return pooledRates(results).map(({ backend, metric, rate, label }) => ({
    file: `${badgeLabel(backend)}-${metric}.svg`,
    svg: makeBadge({ label, message: message(rate), color: color(rate) }),
  }));
}
