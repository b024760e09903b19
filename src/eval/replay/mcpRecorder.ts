import type { JsonRpcResponse } from '../mcp/mockHost.js';
import { tapedParams, tapedReply, type McpTapeSite } from './mcpKey.js';
import { MAX_MCP_EXCHANGES, MAX_MCP_TAPE_BYTES, type McpExchange, type McpTape } from './mcpTape.js';

/** The bounds of one trial's MCP exchanges: by default what a replay reads (mcpTape.ts). */
export interface McpTapeBounds {
  exchanges: number;
  bytes: number;
}

const REPLAY_READS: McpTapeBounds = { exchanges: MAX_MCP_EXCHANGES, bytes: MAX_MCP_TAPE_BYTES };

/**
 * Under --record: each request a trial's MCP servers answered (a mock's or a real server's) and its answer, kept
 * for the trial's recording, redacted, for TRIAL_ROOT, numbered among identical requests. Past its bounds it keeps
 * nothing more and says why: the recording, and so the trial, is then a harness error.
 */
export class McpRecorder {
  private readonly exchanges: McpExchange[] = [];
  private readonly seen = new Map<string, number>();
  private bytes = 0;
  private failed: string | undefined;

  constructor(
    private readonly servers: string,
    private readonly site: McpTapeSite,
    private readonly bounds: McpTapeBounds = REPLAY_READS,
  ) {}

  /** Keeps one request (one with an id) sent to `server` and the answer it got. */
  keep(server: string, message: { method: string; params?: unknown }, answer: JsonRpcResponse): void {
    if (this.failed) return;
    const params = tapedParams(message.method, message.params, this.site);
    const key = JSON.stringify([server, message.method, params]);
    const occurrence = this.seen.get(key) ?? 0;
    const exchange = { server, method: message.method, params, occurrence, reply: tapedReply(answer, this.site) };
    const size = Buffer.byteLength(JSON.stringify(exchange), 'utf8');
    if (this.exchanges.length >= this.bounds.exchanges || this.bytes + size > this.bounds.bytes) {
      this.failed =
        `the trial's MCP exchanges came to more than ${this.bounds.exchanges} or ${this.bounds.bytes} bytes, ` +
        'the most a recording keeps (what a replay reads)';
      return;
    }
    this.seen.set(key, occurrence + 1);
    this.bytes += size;
    this.exchanges.push(exchange);
  }

  tape(): McpTape {
    return { servers: this.servers, exchanges: [...this.exchanges] };
  }

  failure(): string | undefined {
    return this.failed;
  }
}
