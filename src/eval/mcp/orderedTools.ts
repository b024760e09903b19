import type { CheckContext } from '../checks/context.js';
import type { OrderedTool } from '../spec/types.js';
import { transcriptToolName } from './toolNames.js';

/** How a `tool_order` item is shown: the CLI's tool name, or `SERVER/TOOL`. */
export const orderedLabel = (t: OrderedTool): string => (typeof t === 'string' ? t : `${t.server}/${t.tool}`);

/**
 * The transcript names of a `tool_order`'s items, an MCP tool named the CLI's way; or why it cannot be
 * graded (`error`: no record, or no known name for MCP tools on this CLI) or fails (`fail`: a server never
 * received a call of the tool, whatever the transcript says).
 */
export function transcriptNames(
  tools: readonly OrderedTool[],
  ctx: Pick<CheckContext, 'backend' | 'mcpCalls'>,
): { names: string[] } | { error: string } | { fail: string } {
  const names: string[] = [];
  for (const t of tools) {
    if (typeof t === 'string') {
      names.push(t);
      continue;
    }
    const name = transcriptToolName(ctx.backend, t.server, t.tool);
    if (name === undefined)
      return {
        error:
          `caliper does not know how ${ctx.backend} names MCP tools, so it ` +
          `cannot place ${orderedLabel(t)} in the order`,
      };
    if (ctx.mcpCalls === undefined) return { error: "this trial kept no record of its MCP servers' calls" };
    if (!ctx.mcpCalls.some((r) => r.server === t.server && r.tool === t.tool))
      return { fail: `the server never received a call of ${orderedLabel(t)}` };
    names.push(name);
  }
  return { names };
}
