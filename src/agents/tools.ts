import type { ToolCall } from './agent.js';

/**
 * The tool names a backend's transcript can record (what its parser puts in `toolCalls[].name`), for the
 * pinned version of its CLI, and the files a call of it read. Codex's stream records only command
 * executions, whatever tool the model called; the other CLIs record their own tool names. A test keeps
 * these lists in step with the tools each CLI offers the scripted model.
 */
export interface AgentTools {
  readonly names: readonly string[];
  /** Paths a successful call read, as the call gave them (absolute, or relative to `base`). */
  readPaths(call: ToolCall): { paths: string[]; base: 'work' | { skill: string } };
}

/** The string arguments `names` of a call, those it has. */
export const stringArgs = (call: ToolCall, ...names: string[]): string[] => {
  const input = (call.input ?? {}) as Record<string, unknown>;
  return names.flatMap((n) => (typeof input[n] === 'string' ? [input[n] as string] : []));
};

/** A read tool's path argument, for a tool named `tool`. */
export const readTool =
  (tool: string, ...args: string[]) =>
  (call: ToolCall): { paths: string[]; base: 'work' } => ({
    paths: call.name === tool ? stringArgs(call, ...args) : [],
    base: 'work',
  });
