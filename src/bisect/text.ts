import { logText, mdCode, mdText } from '../report/escape.js';
import type { Bisection, BisectReport } from './bisect.js';
import type { Part } from './parts.js';
import type { Trial } from './search.js';

/**
 * What a bisection found, in one line per regressed rate: `the drop follows hunk 2 of SKILL.md at line 11
 * (`- Use when …`): 2/10 vs 9/10, p = 0.003`, or that no single part explains it. Part labels and
 * excerpts come from the pull request: each medium escapes them with its one escaper.
 */
export type Medium = 'text' | 'markdown';

const METRIC_WORDS = {
  activation: 'activation',
  'false-activation': 'false activation',
  execution: 'execution',
} as const;

export function bisectLine(b: Bisection, medium: Medium): string {
  const name = medium === 'markdown' ? mdText : logText;
  const where =
    `bisect (${METRIC_WORDS[b.target.metric]}, case ` +
    `${medium === 'markdown' ? mdCode(b.target.caseId) : logText(b.target.caseId)})`;
  const o = b.outcome;
  if (o.kind === 'found') return `${where}: the drop follows ${partText(o.part, medium)}: ${counts(b, o.trial)}`;
  if (o.kind === 'several')
    return (
      `${where}: no single part explains it: each of ` +
      `${o.found.map((f) => `${partText(f.part, medium)} (${counts(b, f.trial)})`).join('; ')} ` +
      `restores the rate alone`
    );
  if (o.kind === 'stopped') return `${where}: not decided: ${name(o.why)}`;
  const best = [...b.trials].filter((t) => t.reverted.trials > 0).sort((x, y) => x.test.pValue - y.test.pValue)[0];
  const closestParts = (t: Trial) =>
    t.parts.length === 1
      ? partText(b.parts.find((p) => p.id === t.parts[0])!, medium)
      : `parts ${t.parts[0]}–${t.parts[t.parts.length - 1]}`;
  const closest = best ? ` (closest: ${closestParts(best)}: ${counts(b, best)})` : '';
  return `${where}: no single part explains it: ${name(o.why)}${closest}`;
}

/** `hunk 2 of SKILL.md at line 11 (`- Use when …`)`, `the description`. */
export function partText(p: Part, medium: Medium): string {
  const label = medium === 'markdown' ? mdText(p.label) : logText(p.label);
  const line = p.line !== undefined ? ` at line ${p.line}` : '';
  const excerpt = p.excerpt ? ` (${medium === 'markdown' ? mdCode(p.excerpt) : `\`${logText(p.excerpt)}\``})` : '';
  return `${label}${line}${excerpt}`;
}

/** `0/3 vs 8/8, p = 0.006`: the head's count, the reverted run's, and the test. */
function counts(b: Bisection, t: Trial): string {
  const p = t.test.pValue < 0.001 ? 'p < 0.001' : `p = ${t.test.pValue.toFixed(3)}`;
  return `${b.target.head.successes}/${b.target.head.trials} vs ${t.reverted.successes}/${t.reverted.trials}, ${p}`;
}

/** The whole report as text: one block per regressed rate, its parts and each set tested. */
export function bisectText(report: BisectReport): string {
  if (report.bisections.length === 0) return `${logText(report.skill)}: no rate regressed; nothing to bisect.\n`;
  const out: string[] = [];
  for (const b of report.bisections) {
    const t = b.target;
    out.push(
      `${logText(t.skill)} on ${t.backend}, ${METRIC_WORDS[t.metric]} of ` +
        `case ${logText(t.caseId)}: base ${t.base.successes}/${t.base.trials}, ` +
        `head ${t.head.successes}/${t.head.trials}`,
    );
    out.push(`  parts (${b.parts.length}):`);
    for (const p of b.parts) out.push(`    ${p.id}. ${partText(p, 'text')}`);
    for (const u of b.unbisected) out.push(`    not bisected: ${logText(u.file)}: ${logText(u.reason)}`);
    for (const trial of b.trials) {
      const which = trial.parts.length === 1 ? `part ${trial.parts[0]}` : `parts ${trial.parts.join(', ')}`;
      const result = trial.note
        ? logText(trial.note)
        : `${trial.reverted.successes}/${trial.reverted.trials}, p = ` +
          `${trial.test.pValue.toPrecision(2)}${trial.restores ? ', restores the rate' : ''}`;
      out.push(`  reverted ${which}: ${result}`);
    }
    out.push(`  ${bisectLine(b, 'text')}`);
  }
  out.push(`Test: ${report.test}. Agent runs: ${report.agentRuns}.`);
  return `${out.join('\n')}\n`;
}

/** Each bisected rate's markdown line, placed by the comment under its regressed row. */
export function bisectedLines(
  reports: readonly BisectReport[],
): { skill: string; backend: string; metric: string; markdown: string }[] {
  return reports.flatMap((r) =>
    r.bisections.map((b) => ({
      skill: r.skill,
      backend: b.target.backend,
      metric: b.target.metric,
      markdown: bisectLine(b, 'markdown'),
    })),
  );
}
