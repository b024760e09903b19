import type { CheckResult } from '../../results/types.js';
import type { Check } from '../spec/types.js';
import { checkActivation, checkNotActivatedAny } from './activation.js';
import { checkCommand } from './command.js';
import type { CheckContext } from './context.js';
import { checkFileContains, checkFileExists, checkOutputMatches } from './files.js';

export type { CheckContext } from './context.js';

export async function runCheck(check: Check, ctx: CheckContext): Promise<CheckResult> {
  switch (check.kind) {
    case 'activation':
      return checkActivation(check, ctx);
    case 'not_activated_any':
      return checkNotActivatedAny(ctx);
    case 'file_exists':
      return checkFileExists(check, ctx);
    case 'file_contains':
      return checkFileContains(check, ctx);
    case 'output_matches':
      return checkOutputMatches(check, ctx);
    case 'command':
      return checkCommand(check, ctx);
  }
}
