import { factsOf } from '../../agents/facts.js';
import type { BackendName } from '../spec/types.js';

/**
 * `--max-turns` given for a CLI it does not bound (its facts' `noTurnLimit`): one warning each, saying why and
 * what bounds its runs instead; none when `--max-turns` was not given (the default bounds only those it can).
 */
export function unboundedTurnLines(backends: readonly BackendName[], maxTurns: number | undefined): string[] {
  if (maxTurns === undefined) return [];
  return backends.flatMap((backend) => {
    const why = factsOf(backend).noTurnLimit;
    return why ? [`warning: --max-turns ${maxTurns} does not bound ${backend}, because ${why}: --timeout does`] : [];
  });
}
