import path from 'node:path';
import type { CheckResult } from '../../results/types.js';
import { rootSpellings } from '../../agents/shared/skillPaths.js';
import { readFiles } from './backendTools.js';
import { error, fail, pass, type CheckContext } from './context.js';
import { orderedLabel, transcriptNames } from '../mcp/orderedTools.js';
import type { OrderedTool } from '../spec/types.js';

/** The CLI called `tool` at least `count` times, by its own transcript. */
export function checkToolUsed(check: { tool: string; count: number }, ctx: CheckContext): CheckResult {
  const label = check.count === 1 ? `tool_used: ${check.tool}` : `tool_used: ${check.tool} ×${check.count}`;
  const calls = ctx.transcript.toolCalls.filter((c) => c.name === check.tool).length;
  if (calls >= check.count) return pass(label);
  return fail(
    label,
    `${check.tool} was called ${calls} ` +
      `time${calls === 1 ? '' : 's'}${check.count > 1 ? `, fewer than ${check.count}` : ''}${calledInstead(ctx)}`,
  );
}

/**
 * The tools were called in this order: each after the one before it (other calls may come between). An
 * MCP tool is placed by the CLI's name for it, and must be in the servers' record as well.
 */
export function checkToolOrder(check: { tools: readonly OrderedTool[] }, ctx: CheckContext): CheckResult {
  const label = `tool_order: ${check.tools.map(orderedLabel).join(' → ')}`;
  const resolved = transcriptNames(check.tools, ctx);
  if ('error' in resolved) return error(label, resolved.error);
  if ('fail' in resolved) return fail(label, resolved.fail);
  const tools = resolved.names;
  let next = 0;
  for (const call of ctx.transcript.toolCalls) if (next < tools.length && call.name === tools[next]) next++;
  if (next === tools.length) return pass(label);
  const missing = tools[next]!;
  return fail(
    label,
    next === 0
      ? `${missing} was never called${calledInstead(ctx)}`
      : `no ${missing} call came after ${tools.slice(0, next).join(' → ')}${calledInstead(ctx)}`,
  );
}

/**
 * A file of the subject skill was read by a successful tool call (the CLI's read tool, or Codex's own reading of a
 * command).
 */
export function checkRead(check: { path: string }, ctx: CheckContext): CheckResult {
  const label = `read: ${check.path}`;
  const targets = rootSpellings(path.join(ctx.skillsRoot, ctx.subject)).map((dir) => path.resolve(dir, check.path));
  const read = readFiles(ctx.backend, ctx.transcript.toolCalls, ctx);
  return read.some((file) => targets.includes(file))
    ? pass(label)
    : fail(label, `no tool call read ${ctx.subject}/${check.path}`);
}

/** What the transcript called, in order (bounded), so a fail says what happened instead. */
function calledInstead(ctx: CheckContext): string {
  const names = ctx.transcript.toolCalls.map((c) => c.name);
  if (names.length === 0) return '; the agent called no tool';
  const shown = names.slice(0, 12).map((n) => n.slice(0, 40));
  return `; the agent called ${shown.join(', ')}${names.length > shown.length ? `, … (${names.length} in all)` : ''}`;
}
