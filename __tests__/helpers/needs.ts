import { describe } from '@jest/globals';
import type { EvalRun } from './evalRepo.js';

/**
 * What the global set-up could not install (__tests__/setup/globalSetup.mjs): system programs by name
 * (`rg`, `bwrap`, `python3-venv`, …) and agent CLIs as `cli:<backend>`. A test that needs one of them
 * is skipped, and its name says which and why, rather than failing with an assertion that hides it.
 */
export function missingOf(needs: readonly string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const parse = (raw: string | undefined): Record<string, string> => {
    try {
      return raw ? (JSON.parse(raw) as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  const tools = parse(env.CALIPER_TESTS_MISSING);
  const clis = parse(env.CALIPER_TESTS_UNAVAILABLE);
  return needs.flatMap((need) => {
    if (need.startsWith('cli:')) {
      const reason = clis[need.slice(4)];
      return reason === undefined ? [] : [`the ${need.slice(4)} CLI (${reason})`];
    }
    const why = tools[need];
    return why === undefined ? [] : [`${need} (${why})`];
  });
}

/** `describe`, or `describe.skip` with "skipped: needs …" in its name when something it needs is missing. */
export function describeNeeding(needs: readonly string[]): (name: string, fn: () => void) => void {
  const missing = missingOf(needs);
  if (missing.length === 0) return describe;
  return (name, fn) => {
    const title = `${name} [skipped: needs ${missing.join(', ')}, which this machine lacks]`;
    // Jest's reporters do not list the tests of a wholly skipped file, so say it once here too.
    process.stderr.write(`caliper tests: skipped "${title}"\n`);
    describe.skip(title, fn);
  };
}

/**
 * Fail with the harness's own reason when a backend did not run at all (its CLI or a program it needs is
 * missing), instead of a later assertion that only says `false`.
 */
export function expectBackendRan(run: EvalRun, backend: string): void {
  const records = run.records.filter((r) => r.backend === backend);
  if (records.length > 0 && records.every((r) => r.outcome === 'error')) {
    const reasons = [...new Set(records.map((r) => r.reason ?? 'no reason recorded'))];
    throw new Error(`${backend} did not run, so this test measures nothing: ${reasons.join('; ')}`);
  }
  if (records.length === 0)
    throw new Error(
      `${backend} ran no trial: ${run.results.skipped.map((s) => s.reason).join('; ') || 'nothing planned'}`,
    );
}

/** What every sandboxed trial runs (src/eval/sandbox/isolation.ts): keep in step with the sandbox. */
export const SANDBOX_NEEDS = ['bwrap'] as const;
