import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CheckResult } from '../../results/types.js';
import { isInside } from '../../skills/skillFiles.js';
import { compilePattern } from '../../util/pattern.js';
import { error, fail, pass, type CheckContext } from './context.js';

const MAX_READ_BYTES = 16 * 1024 * 1024;

/** Resolve a spec path inside the working folder; a path that leaves it is a spec error, not a fail. */
function inWorkDir(ctx: CheckContext, rel: string): string | undefined {
  const abs = path.resolve(ctx.workDir, rel);
  return isInside(ctx.workDir, abs) ? abs : undefined;
}

export function checkFileExists(check: { path: string }, ctx: CheckContext): CheckResult {
  const label = `file_exists: ${check.path}`;
  const abs = inWorkDir(ctx, check.path);
  if (!abs) return error(label, `${check.path} is outside the working folder`);
  return existsSync(abs) ? pass(label) : fail(label, `${check.path} was not created`);
}

export function checkFileContains(check: { path: string; pattern: string }, ctx: CheckContext): CheckResult {
  const label = `file_contains: ${check.path} ~ /${check.pattern}/`;
  const abs = inWorkDir(ctx, check.path);
  if (!abs) return error(label, `${check.path} is outside the working folder`);
  if (!existsSync(abs) || !statSync(abs).isFile()) return fail(label, `${check.path} was not created`);
  if (statSync(abs).size > MAX_READ_BYTES) return fail(label, `${check.path} is larger than ${MAX_READ_BYTES} bytes`);
  const pattern = compilePattern(check.pattern);
  if (!pattern.ok) return error(label, `the pattern does not compile: ${pattern.message}`);
  return pattern.test(readFileSync(abs, 'utf8')) ? pass(label) : fail(label, `${check.path} does not match /${check.pattern}/`);
}

export function checkOutputMatches(check: { pattern: string }, ctx: CheckContext): CheckResult {
  const label = `output_matches: /${check.pattern}/`;
  const answer = ctx.transcript.finalAnswer ?? '';
  const pattern = compilePattern(check.pattern);
  if (!pattern.ok) return error(label, `the pattern does not compile: ${pattern.message}`);
  return pattern.test(answer) ? pass(label) : fail(label, `the final answer does not match: ${JSON.stringify(answer.slice(0, 200))}`);
}
