import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadResults } from '../../src/results/load.js';
import { badgeMarkdown, badgeSvgs } from '../../src/report/badges.js';
import { buildReport } from '../../src/report/html/buildReport.js';
import { renderReport } from '../../src/report/html/render.js';
import { resultsFootnote, resultsTable } from '../../src/report/resultsTable.js';

/** A model a CLI names by default or by family (Claude Code's init event says `claude-opus-5-5`). */
export const REAL_MODEL =
  /claude-(?:opus|sonnet|haiku|\d)|\bgpt-\d|\bo\d-(?:mini|pro)|gemini-\d|\b(?:opus|sonnet|haiku)\b/i;
/** A dollar figure. */
export const PRICE = /\$\s?\d/;

/**
 * Everything a person reads of a run, built from its folder as caliper builds it: trials.jsonl,
 * results.json, report.html, the badges, the job summary's table and footnote, and the terminal's.
 */
export function whatAReaderSees(outDir: string): Record<string, string> {
  const results = loadResults(outDir);
  return {
    'trials.jsonl': readFileSync(path.join(outDir, 'trials.jsonl'), 'utf8'),
    'results.json': readFileSync(path.join(outDir, 'results.json'), 'utf8'),
    'report.html': renderReport(buildReport({ path: outDir, label: 'head' }), {}),
    badges: `${badgeMarkdown(results)}\n${badgeSvgs(results)
      .map((b) => b.svg)
      .join('\n')}`,
    summary: `${resultsTable(results, 'markdown')}\n${resultsFootnote(results)}`,
    terminal: `${resultsTable(results, 'text')}\n${resultsFootnote(results, 'text')}`,
  };
}

/**
 * The first real model name or dollar figure in what a reader of a scripted run sees, with where; undefined when none.
 */
export function scriptedLeak(outDir: string): string | undefined {
  for (const [where, text] of Object.entries(whatAReaderSees(outDir))) {
    const m = REAL_MODEL.exec(text) ?? PRICE.exec(text);
    if (m) return `${where}: ${JSON.stringify(text.slice(Math.max(0, m.index - 80), m.index + 80))}`;
  }
  return undefined;
}
