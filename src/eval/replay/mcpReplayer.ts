import type { JsonRpcResponse, McpConnection } from '../mcp/mockHost.js';
import { replayedReply, tapedParams, type McpTapeSite } from './mcpKey.js';
import type { McpReply, McpTape } from './mcpTape.js';

const SHOWN_PARAMS_CHARS = 200;

/**
 * Under --replay: the recorded answers of a trial's real MCP servers, which are not started. Each request is
 * answered with the recorded answer to the same server, method and parameters, the same occurrence among
 * identical requests; it reaches nothing. A request other than a call asked more often than it was recorded
 * (a CLI lists tools again when it likes) gets the last recorded answer to it; a `ping` is answered here, as
 * its count depends on timing. A request the recording has no answer to gets a JSON-RPC error, and is counted:
 * the agent's run departed from the recorded one, so the trial is a harness error (`miss`).
 */
export class McpReplayer {
  private readonly answers = new Map<string, McpReply>();
  private readonly seen = new Map<string, number>();
  /** Of each request, its last recorded occurrence. */
  private readonly last = new Map<string, { occurrence: number; reply: McpReply }>();
  private missed = 0;
  private firstMiss: string | undefined;

  constructor(
    tape: McpTape,
    private readonly site: McpTapeSite,
  ) {
    for (const e of tape.exchanges) {
      this.answers.set(JSON.stringify([e.server, e.method, e.params, e.occurrence]), e.reply);
      const request = JSON.stringify([e.server, e.method, e.params]);
      if ((this.last.get(request)?.occurrence ?? -1) < e.occurrence) this.last.set(request, e);
    }
  }

  /** `name`'s stand-in: what the host sends a started server's messages to. */
  server(name: string): McpConnection {
    return { send: async (message) => this.answer(name, message) };
  }

  /** Why the trial is a harness error: the requests the recording had no answer to; undefined when none. */
  miss(): string | undefined {
    if (this.missed === 0) return undefined;
    return (
      `the recording has no answer to ${this.missed} MCP request(s) of this run (the first: ${this.firstMiss}); ` +
      'the run asked its servers what the recorded one did not: re-record it with --record'
    );
  }

  private answer(server: string, message: Record<string, unknown>): JsonRpcResponse | undefined {
    if (!('id' in message)) return undefined;
    const id = typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null;
    const method = typeof message.method === 'string' ? message.method : '';
    const params = tapedParams(method, message.params, this.site);
    const key = JSON.stringify([server, method, params]);
    const occurrence = this.seen.get(key) ?? 0;
    this.seen.set(key, occurrence + 1);
    if (method === 'ping') return { jsonrpc: '2.0', id, result: {} };
    const reply = this.recorded(server, method, params, occurrence);
    if (reply) return replayedReply(reply, id, this.site.trialRoot);
    this.missed++;
    this.firstMiss ??= `${server} ${method} ${cut(params)}`;
    const why = `caliper replay: the recording has no answer to this ${method} of the MCP server \`${server}\``;
    return { jsonrpc: '2.0', id, error: { code: -32603, message: why } };
  }

  /** The answer to this occurrence of the request; past the recorded ones, the last's unless it is a call. */
  private recorded(server: string, method: string, params: string, occurrence: number): McpReply | undefined {
    const exact = this.answers.get(JSON.stringify([server, method, params, occurrence]));
    if (exact || method === 'tools/call') return exact;
    const last = this.last.get(JSON.stringify([server, method, params]));
    return last && last.occurrence < occurrence ? last.reply : undefined;
  }
}

const cut = (s: string) => (s.length > SHOWN_PARAMS_CHARS ? `${s.slice(0, SHOWN_PARAMS_CHARS)}…` : s);
