import type { CheckResult } from '../../results/types.js';
import { error, fail, pass } from './context.js';

/** The negation of a check's result: a pass fails, a fail passes, and a harness error stays one. */
export function negate(inner: CheckResult): CheckResult {
  const label = `not: ${inner.label}`;
  if (inner.status === 'error') return error(label, inner.reason ?? 'the check inside could not run');
  if (inner.status === 'fail') return pass(label);
  return fail(label, `${inner.label} passed, and the case says it must not`);
}
