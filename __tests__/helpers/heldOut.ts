import type { BackendName } from '../../src/eval/spec/types.js';
import type { HeldOutTest } from '../../src/tune/heldOut.js';

/** An accepted held-out test: activation 3/10 → 9/10, false activation 4/10 → 1/10 on one CLI. */
export function heldOut(backend = 'claude-code'): HeldOutTest {
  const rates = (a: number, f: number) => ({
    activation: { successes: a, trials: 10 },
    falseActivation: { successes: f, trials: 10 },
  });
  return {
    byBackend: [
      {
        backend: backend as BackendName,
        before: rates(3, 4),
        after: rates(9, 1),
        activationFalls: 1,
        falseActivationRises: 1,
      },
    ],
    activationRises: 0.0004,
    falseActivationFalls: 0.06,
    accepted: true,
    reason: 'held-out activation rose',
  };
}
