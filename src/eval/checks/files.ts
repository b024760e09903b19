import path from 'node:path';
import type { CheckResult } from '../../results/types.js';
import { isInside } from '../../skills/skillFiles.js';
import { compilePattern } from '../../util/pattern.js';
import { readTrialFile, statTrialFile } from '../../util/trialFiles.js';
import { error, fail, pass, type CheckContext } from './context.js';

/**
 * A spec path as a path under the trial's root (where caliper's own folder starts), or undefined when
 * it leaves the working folder: that is a spec error, not a fail.
 */
export function inTrial(ctx: CheckContext, rel: string): string | undefined {
  const abs = path.resolve(ctx.workDir, rel);
  return isInside(ctx.workDir, abs) ? path.relative(ctx.trialRoot, abs) : undefined;
}

export function checkFileExists(check: { path: string }, ctx: CheckContext): CheckResult {
  const label = `file_exists: ${check.path}`;
  const rel = inTrial(ctx, check.path);
  if (rel === undefined) return error(label, `${check.path} is outside the working folder`);
  const found = statTrialFile(ctx.trialRoot, rel);
  if (found.kind === 'refused') return error(label, refusal(check.path, found.reason));
  return found.kind === 'missing' ? fail(label, `${check.path} was not created`) : pass(label);
}

export function checkFileContains(check: { path: string; pattern: string }, ctx: CheckContext): CheckResult {
  const label = `file_contains: ${check.path} ~ /${check.pattern}/`;
  const rel = inTrial(ctx, check.path);
  if (rel === undefined) return error(label, `${check.path} is outside the working folder`);
  const pattern = compilePattern(check.pattern);
  if (!pattern.ok) return error(label, `the pattern does not compile: ${pattern.message}`);
  const file = readTrialFile(ctx.trialRoot, rel);
  if (file.kind === 'refused') return error(label, refusal(check.path, file.reason));
  if (file.kind !== 'file') return fail(label, `${check.path} was not created`);
  return pattern.test(file.bytes.toString('utf8'))
    ? pass(label)
    : fail(label, `${check.path} does not match /${check.pattern}/`);
}

export function checkOutputMatches(check: { pattern: string }, ctx: CheckContext): CheckResult {
  const label = `output_matches: /${check.pattern}/`;
  const answer = ctx.transcript.finalAnswer ?? '';
  const pattern = compilePattern(check.pattern);
  if (!pattern.ok) return error(label, `the pattern does not compile: ${pattern.message}`);
  return pattern.test(answer)
    ? pass(label)
    : fail(label, `the final answer does not match: ${JSON.stringify(answer.slice(0, 200))}`);
}

/** A file the agent made into a link, a FIFO or a giant is not read: the check is an error that says so. */
export function refusal(specPath: string, reason: string): string {
  return (
    `${specPath} was not read: ${reason.replace(/^work\//, '')}; caliper ` +
    `checks only regular files the agent wrote in its working folder`
  );
}
