import type { McpConnection, McpTap } from './mockHost.js';

/**
 * What a tape (--record or --replay, src/eval/replay/) makes of a trial's MCP host: under --replay its real
 * servers are not started (`replaces`), the recording answers for them (`servers`); under --record `tap` is told
 * each answered request.
 */
export interface McpHostTape {
  replaces: boolean;
  servers: Record<string, McpConnection>;
  tap: McpTap | undefined;
}
