import type { Results } from '../results/types.js';

/** Per backend, pooled over its skills: activation and execution, as static shields.io image URLs. */
export function badgeMarkdown(results: Results): string {
  const backends = [...new Set(results.results.map((r) => r.backend))];
  return backends
    .flatMap((backend) => {
      const rows = results.results.filter((r) => r.backend === backend);
      const pooled = (pick: 'activation' | 'execution') => {
        const successes = rows.reduce((n, r) => n + r.aggregate[pick].successes, 0);
        const trials = rows.reduce((n, r) => n + r.aggregate[pick].trials, 0);
        return trials === 0 ? undefined : successes / trials;
      };
      return (['activation', 'execution'] as const).map((metric) => `![${backend} ${metric}](${shieldsUrl(`${backend} ${metric}`, pooled(metric))})`);
    })
    .join(' ');
}

export function shieldsUrl(label: string, rate: number | undefined): string {
  const message = rate === undefined ? 'not measured' : `${Math.round(rate * 100)}%`;
  const color = rate === undefined ? 'lightgrey' : rate >= 0.8 ? 'brightgreen' : rate >= 0.5 ? 'yellow' : 'red';
  const escape = (s: string) => encodeURIComponent(s.replace(/-/g, '--').replace(/_/g, '__'));
  return `https://img.shields.io/badge/${escape(label)}-${escape(message)}-${color}`;
}
