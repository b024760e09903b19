import { logText } from '../../report/escape.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Results } from '../../results/types.js';
import { validateRepository, type ValidateOptions, type ValidationReport } from '../../skills/validateRepository.js';
import { runEval, type EvalOptions, type PlanParts, type Selection } from '../runner/runEval.js';
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

/**
 * What each side of a PR run evaluates: the skills whose eval changed (this shard's share of them), less those the head
 * cannot evaluate.
 */
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

/**
 * The sides of a PR run of `report` against the base checked out at `baseDir` (`caliper eval --base`, and its dry run).
 */
export function prSides(
  baseDir: string,
  options: Pick<Selection, 'report' | 'skills' | 'shard' | 'alongside'>,
  validate: ValidateOptions | undefined,
): PrSides {
  const report = options.report;
  // The base is judged by the same configuration as the head (the one `report` was made with), so that
  // a skill differs between the sides by its files only.
  const baseReport = existsSync(baseDir)
    ? validateRepository(baseDir, validate)
    : { ...report, root: baseDir, skills: [], specs: [], diagnostics: [] };
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

/** The base a PR run compares with: `ref`, and the options the head was validated with, for the base. */
export interface BaseSide {
  ref: string;
  validate?: ValidateOptions;
}

/**
 * One side of a PR run: its report and skills, unsharded (the shard was decided over the changed skills),
 * and --detect still sized for every shard's rows. What runBaseAndHead runs and the dry run plans.
 */
export function sideOptions<T extends PlanParts>(options: T, report: ValidationReport, skills: string[]): T {
  const { shard, ...selection } = options.selection;
  const detect = options.sizing.detect && {
    ...options.sizing.detect,
    jobs: options.sizing.detect.jobs ?? shard?.count,
  };
  return {
    ...options,
    selection: { ...selection, report, skills },
    sizing: { ...options.sizing, ...(detect && { detect }) },
  };
}

/**
 * Evaluate, in one run and with the same CLIs, the skills whose eval the change touches (and those
 * depending on them) at the base commit and at the head. Unchanged skills are not run at all.
 */
export async function runBaseAndHead(options: EvalOptions, baseSide: BaseSide): Promise<BaseAndHead> {
  const report = options.selection.report;
  const checkout = checkoutBase(report.root, baseSide.ref);
  // Skill names are the PR's (a base config may turn name-format off): escaped for the log like runEval's lines.
  const progress = (line: string) => options.output.progress?.(logText(line));
  try {
    const { baseReport, changed, invalid, reasons, inBase, inHead } = prSides(
      checkout.dir,
      options.selection,
      baseSide.validate,
    );
    const basePath = path.join(options.output.outDir, 'base');
    const headPath = path.join(options.output.outDir, 'head');
    progress(
      changed.length === 0
        ? `no skill's eval changed since ${checkout.sha.slice(0, 12)}`
        : `changed since ${checkout.sha.slice(0, 12)}: ${changed.join(', ')}`,
    );
    for (const n of invalid) progress(`not evaluated, at the head or the base: ${n}: ${reasons.get(n)}`);
    if (changed.length === invalid.length)
      return { changed, invalid, reasons, baseSha: checkout.sha, base: undefined, head: undefined, basePath, headPath };
    progress(`evaluating the base (${inBase.length} skill(s))`);
    const base = await runEval({
      ...sideOptions(options, baseReport, inBase),
      output: { ...options.output, outDir: basePath },
    });
    progress(`evaluating the head (${inHead.length} skill(s))`);
    const head = await runEval({
      ...sideOptions(options, report, inHead),
      output: { ...options.output, outDir: headPath },
    });
    return { changed, invalid, reasons, baseSha: checkout.sha, base, head, basePath, headPath };
  } finally {
    checkout.remove();
  }
}
