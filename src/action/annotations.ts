import { findingLine, STEP_ANNOTATIONS, withinRoom, type Room } from '../report/validation/github.js';
import type { ActionRuntime } from '../toolkit/core.js';

/** What validate and the owners gate annotate on a file. */
export interface Finding {
  severity: 'error' | 'warning';
  message: string;
  file: string;
  line?: number;
  title: string;
}

/**
 * Kept for caliper's own annotations in the step: the failure lines of validate and of the owners gate
 * (a failed step's message is an error annotation too) and one warning (a config it could not read).
 */
const KEPT: Room = { error: 2, warning: 1 };
const taken = new WeakMap<ActionRuntime, Room>();

/**
 * Annotate findings within what GitHub shows of the step (one runtime is one step; its stages share
 * the room), errors first. The rest follow one notice, from `notice(count)`, as plain log lines.
 */
export function annotateFindings(
  rt: ActionRuntime,
  findings: readonly Finding[],
  notice: (rest: number) => string,
): void {
  const used = taken.get(rt) ?? { error: 0, warning: 0 };
  taken.set(rt, used);
  const room = {
    error: STEP_ANNOTATIONS - KEPT.error - used.error,
    warning: STEP_ANNOTATIONS - KEPT.warning - used.warning,
  };
  const { annotated, rest } = withinRoom(findings, room);
  for (const f of annotated) {
    used[f.severity]++;
    rt.annotate(f.severity, f.message, { file: f.file, ...(f.line !== undefined && { line: f.line }), title: f.title });
  }
  if (rest.length === 0) return;
  rt.annotate('notice', notice(rest.length), {});
  for (const f of rest) rt.info(findingLine(f));
}

export const ANNOTATION_LIMIT_TEXT = `GitHub shows ${STEP_ANNOTATIONS} errors and ${STEP_ANNOTATIONS} warnings a step`;
