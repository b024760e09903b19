import { createHash } from 'node:crypto';
import type { CheckResult } from '../../results/types.js';
import type { Check } from '../spec/types.js';
import { checkActivation, checkNotActivatedAny } from './activation.js';
import { checkCommand } from './command.js';
import type { CheckContext } from './context.js';
import { checkFileContains, checkFileExists, checkOutputMatches } from './files.js';
import { checkJudge } from './judge.js';
import { negate } from './not.js';
import { gradeMcpCall } from '../mcp/grade.js';
import { checkRead, checkToolOrder, checkToolUsed } from './trace.js';

export type { CheckContext } from './context.js';

/**
 * A check's label names it in trials.jsonl, results.json's per-check tallies and every report. A
 * spec's command or pattern may be kilobytes long: past this, the label is cut and ends with a hash of
 * the whole, so two long checks of a case keep two tallies.
 */
export const MAX_LABEL = 300;

export function checkLabel(label: string): string {
  if (label.length <= MAX_LABEL) return label;
  const tag = `… (sha256 ${createHash('sha256').update(label).digest('hex').slice(0, 12)})`;
  return label.slice(0, MAX_LABEL - tag.length).replace(/[\uD800-\uDBFF]$/, '') + tag;
}

export async function runCheck(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const result = await runKind(check, ctx);
  return result.label.length <= MAX_LABEL ? result : { ...result, label: checkLabel(result.label) };
}

async function runKind(check: Check, ctx: CheckContext): Promise<CheckResult> {
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
    case 'tool_used':
      return checkToolUsed(check, ctx);
    case 'tool_order':
      return checkToolOrder(check, ctx);
    case 'read':
      return checkRead(check, ctx);
    case 'mcp_call':
      return gradeMcpCall(check, ctx);
    case 'not':
      // validate refuses it (eval-spec-negation); a spec that got past validate must not pass on forged votes either.
      if (check.check.kind === 'judge')
        return {
          label: `not: judge`,
          status: 'error',
          reason: 'not: around a judge check is refused: write the rubric in the negative',
        };
      return negate(await runKind(check.check, ctx));
    case 'judge':
      return checkJudge(check, ctx);
  }
}
