import { logText } from '../../report/escape.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Results } from '../../results/types.js';
import { validateRepository, type ValidateOptions, type ValidationReport } from '../../skills/validateRepository.js';
import { runEval, type EvalOptions } from '../runner/runEval.js';
import { checkoutBase } from './baseWorktree.js';
import { changedSkills } from './changedSkills.js';
import { inShard, unevaluable } from '../runner/plan.js';

export interface BaseAndHead {
  changed: string[];
  /** Changed skills the head cannot evaluate (their own validation errors): evaluated on neither side. */
  invalid: string[];
  /** Why each of `invalid` cannot be evaluated ("2 errors in SKILL.md; …"). */
  reasons: ReadonlyMap<string, string>;
  baseSha: string;
  base: Results | undefined;
  head: Results | undefined;
  basePath: string;
  headPath: string;
}

/** What each side of a PR run evaluates: the skills whose eval changed (this shard's share of them), less those the head cannot evaluate. */
export interface PrSides {
  baseReport: ValidationReport;
  changed: string[];
  /** Changed skills with validation errors of their own at the head: evaluated on neither side. */
  invalid: string[];
  /** Why each of `invalid` cannot be evaluated. */
  reasons: ReadonlyMap<string, string>;
  inBase: string[];
  inHead: string[];
}

/** The sides of a PR run of `report` against the base checked out at `baseDir` (`caliper eval --base`, and its dry run). */
export function prSides(report: ValidationReport, baseDir: string, options: { skills?: readonly string[]; shard?: { index: number; count: number }; validate?: ValidateOptions; alongside?: EvalOptions['alongside'] }): PrSides {
  // The base is judged by the same configuration as the head (the one `report` was made with), so that
  // a skill differs between the sides by its files only.
  const baseReport = existsSync(baseDir) ? validateRepository(baseDir, options.validate) : { ...report, root: baseDir, skills: [], specs: [], diagnostics: [] };
  // The shard is decided over the changed skills, so a matrix splits the PR's work evenly.
  const wanted = (names: string[]) => {
    const picked = options.skills ? names.filter((n) => options.skills!.includes(n)) : names;
    return picked.filter((n) => inShard(n, picked, options.shard));
  };
  const changed = wanted(changedSkills(baseReport, report, options.alongside));
  // Its base alone would read as "removed"; the head's run still records why it was skipped.
  const reasons = unevaluable(report);
  const invalid = changed.filter((n) => reasons.has(n));
  const inBase = changed.filter((n) => !invalid.includes(n) && baseReport.specs.some((s) => s.subject === n));
  const inHead = changed.filter((n) => report.specs.some((s) => s.subject === n));
  return { baseReport, changed, invalid, reasons: new Map(invalid.map((n) => [n, reasons.get(n)!])), inBase, inHead };
}

/**
 * Evaluate, in one run and with the same CLIs, the skills whose eval the change touches (and those
 * depending on them) at the base commit and at the head. Unchanged skills are not run at all.
 * `validate`: the options the head was validated with, for the base.
 */
export async function runBaseAndHead(options: EvalOptions & { baseRef: string; validate?: ValidateOptions }): Promise<BaseAndHead> {
  const checkout = checkoutBase(options.report.root, options.baseRef);
  // Skill names are the PR's (a base config may turn name-format off): escaped for the log like runEval's lines.
  const progress = (line: string) => options.progress?.(logText(line));
  try {
    const { baseReport, changed, invalid, reasons, inBase, inHead } = prSides(options.report, checkout.dir, options);
    const basePath = path.join(options.outDir, 'base');
    const headPath = path.join(options.outDir, 'head');
    progress(changed.length === 0 ? `no skill's eval changed since ${checkout.sha.slice(0, 12)}` : `changed since ${checkout.sha.slice(0, 12)}: ${changed.join(', ')}`);
    for (const n of invalid) progress(`not evaluated, at the head or the base: ${n}: ${reasons.get(n)}`);
    if (changed.length === invalid.length) return { changed, invalid, reasons, baseSha: checkout.sha, base: undefined, head: undefined, basePath, headPath };
    progress(`evaluating the base (${inBase.length} skill(s))`);
    const { shard, ...sides } = options;
    // Each side runs unsharded, but --detect still sizes for every shard's rows.
    const unsharded = { ...sides, ...(options.detect && { detect: { ...options.detect, jobs: options.detect.jobs ?? shard?.count } }) };
    const base = await runEval({ ...unsharded, report: baseReport, skills: inBase, outDir: basePath });
    progress(`evaluating the head (${inHead.length} skill(s))`);
    const head = await runEval({ ...unsharded, skills: inHead, outDir: headPath });
    return { changed, invalid, reasons, baseSha: checkout.sha, base, head, basePath, headPath };
  } finally {
    checkout.remove();
  }
}
