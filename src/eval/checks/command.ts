import type { CheckResult } from '../../results/types.js';
import { error, fail, pass, type CheckContext } from './context.js';

export const DEFAULT_CHECK_TIMEOUT_SECONDS = 60;

/** A shell command in the working folder; exit 0 passes. A check that hangs is a harness error. */
export async function checkCommand(
  check: { run: string; timeoutSeconds: number | undefined },
  ctx: CheckContext,
): Promise<CheckResult> {
  const label = `command: ${check.run}`;
  const seconds = check.timeoutSeconds ?? DEFAULT_CHECK_TIMEOUT_SECONDS;
  const r = await ctx.runCommand(check.run, seconds * 1000);
  if (r.spawnError) return error(label, `could not run the check: ${r.spawnError}`);
  if (r.limitExceeded) return error(label, r.limitExceeded);
  if (r.timedOut) return error(label, `the check command timed out after ${seconds}s`);
  if (r.exitCode === 0) return pass(label);
  const tail = (r.stderr.trim() || r.stdout.trim()).split('\n').slice(-3).join(' | ');
  return fail(label, `exit ${r.exitCode ?? r.signal}${tail ? `: ${tail.slice(0, 300)}` : ''}`);
}
