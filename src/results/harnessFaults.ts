import type { Results } from './types.js';

/** Backends that never ran: no version, and every one of their trials a harness error. */
export function unavailableBackends(results: Results): string[] {
  return results.meta.backends
    .filter(
      (b) =>
        b.version === undefined &&
        results.results.some(
          (r) => r.backend === b.name && r.errors > 0 && r.errors === r.cases.reduce((n, c) => n + c.trials, 0),
        ),
    )
    .map((b) => b.name);
}

/** Backends that were unavailable and trials that ended in harness errors, one phrase each (empty: none). */
export function harnessFaults(results: Results, side?: string): string[] {
  const where = side ? ` (${side})` : '';
  // The baseline arm's harness errors are faults as much as the skill arm's (the row's `errors` counts those).
  const errors = results.results.reduce(
    (n, r) => n + r.errors + (r.lift?.cases.reduce((m, c) => m + c.errors, 0) ?? 0),
    0,
  );
  return [
    ...unavailableBackends(results).map((b) => `backend ${b} was unavailable${where}`),
    ...(errors > 0 ? [`${errors} trial(s) ended in a harness error${where}`] : []),
  ];
}
