import { validateAgainst, type JsonSchema } from '../spec/jsonSchema.js';
import { argsMatch } from './match.js';
import type { McpCallRecord } from './record.js';
import type { StdioServer } from './stdioServer.js';
import type { McpMockTool, McpServer } from './types.js';

/** The MCP revision the mock speaks when the client asks for one it does not know. */
export const MCP_PROTOCOL_VERSION = '2025-06-18';
const KNOWN_VERSIONS = new Set(['2024-11-05', '2025-03-26', '2025-06-18']);
/** A trial's calls kept at most: an agent looping on a tool must not grow the host's memory without end. */
export const MAX_RECORDED_CALLS = 1000;

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: string | number | null; result: unknown }
  | { jsonrpc: '2.0'; id: string | number | null; error: { code: number; message: string } };

type Mocks = Record<string, Record<string, McpMockTool>>;
/** What the host sends a real server's messages to: the started server (stdioServer.ts), or a replay's stand-in. */
export type McpConnection = Pick<StdioServer, 'send'>;
/** Under --record: told each request a server answered (a mock or a real one) and the answer (mcpRecorder.ts). */
export type McpTap = (server: string, request: { method: string; params?: unknown }, answer: JsonRpcResponse) => void;
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The host side of a trial's mock MCP servers: it speaks the protocol (initialize, tools/list,
 * tools/call, ping), chooses each answer and keeps the record `mcp_call` checks read. It lives in
 * caliper's process; the trial holds only a relay that forwards its messages, so the agent can neither
 * read the answers table nor write into the record.
 */
export class McpMockHost {
  private readonly mocks: Mocks;
  private readonly record: McpCallRecord[] = [];
  private dropped = 0;

  /**
   * `started`: the trial's real stdio servers by name (stdioServer.ts, or a replay's stand-ins), each message
   * forwarded and recorded; `tap`: told each answered request, under --record.
   */
  constructor(
    servers: Record<string, McpServer>,
    private readonly started: Record<string, McpConnection> = {},
    private readonly tap?: McpTap,
  ) {
    const mocks = Object.entries(servers).flatMap(([name, s]) => (s.kind === 'mock' ? [[name, s.tools] as const] : []));
    this.mocks = Object.fromEntries(mocks);
  }

  /** The reply to one message sent to `server`, a mock's or a started server's; undefined for a notification. */
  async reply(server: string, message: unknown): Promise<JsonRpcResponse | undefined> {
    const answer = await this.answer(server, message);
    if (this.tap && answer && isRecord(message) && typeof message.method === 'string' && 'id' in message)
      this.tap(server, { method: message.method, params: message.params }, answer);
    return answer;
  }

  private async answer(server: string, message: unknown): Promise<JsonRpcResponse | undefined> {
    const stdio = Object.hasOwn(this.started, server) ? this.started[server] : undefined;
    if (!stdio) return this.handle(server, message);
    if (!isRecord(message) || typeof message.method !== 'string')
      return rpcError(idOf(message), -32600, 'not a JSON-RPC request');
    const isCall = message.method === 'tools/call' && 'id' in message;
    if (isCall && this.record.length >= MAX_RECORDED_CALLS) {
      this.dropped++;
      return rpcError(idOf(message), -32000, `caliper passes at most ${MAX_RECORDED_CALLS} calls a trial`);
    }
    const answer = await stdio.send(message);
    if (isCall) {
      const params = isRecord(message.params) ? message.params : {};
      this.record.push({
        server,
        tool: typeof params.name === 'string' ? params.name : '',
        arguments: isRecord(params.arguments) ? params.arguments : {},
        answer: answerText(answer),
      });
    }
    return answer;
  }

  /** What the servers received, in order (a copy). */
  calls(): McpCallRecord[] {
    return this.record.map((r) => ({ ...r }));
  }

  /** Calls past `MAX_RECORDED_CALLS`, answered with an error and not kept. */
  droppedCalls(): number {
    return this.dropped;
  }

  /** The reply to one JSON-RPC message sent to `server`, or undefined for a notification. */
  handle(server: string, message: unknown): JsonRpcResponse | undefined {
    const tools = this.mocks[server];
    if (!isRecord(message) || typeof message.method !== 'string')
      return rpcError(idOf(message), -32600, 'not a JSON-RPC request');
    if (!('id' in message)) return undefined;
    const id = idOf(message);
    if (!tools) return rpcError(id, -32601, `no MCP server \`${server}\` in this trial`);
    const params = isRecord(message.params) ? message.params : {};
    switch (message.method) {
      case 'initialize':
        return ok(id, initializeResult(server, params));
      case 'ping':
        return ok(id, {});
      case 'tools/list':
        return ok(id, {
          tools: Object.entries(tools).map(([name, t]) => ({
            name,
            description: t.description,
            inputSchema: t.inputSchema,
          })),
        });
      case 'tools/call':
        return this.call(id, server, tools, params);
      default:
        return rpcError(id, -32601, `method ${message.method} is not supported by caliper's mock`);
    }
  }

  private call(
    id: string | number | null,
    server: string,
    tools: Record<string, McpMockTool>,
    params: Record<string, unknown>,
  ): JsonRpcResponse {
    const name = typeof params.name === 'string' ? params.name : '';
    const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
    if (!tool) return rpcError(id, -32602, `unknown tool \`${name}\``);
    if (this.record.length >= MAX_RECORDED_CALLS) {
      this.dropped++;
      return rpcError(id, -32000, `caliper's mock answers at most ${MAX_RECORDED_CALLS} calls a trial`);
    }
    const args = isRecord(params.arguments) ? params.arguments : {};
    const answer = tool.answers.find((a) => a.match === undefined || argsMatch(a.match, args));
    const violation = expectViolation(tool, args);
    this.record.push({
      server,
      tool: name,
      arguments: args,
      answer: answer?.text ?? '',
      ...(violation !== undefined && { violation }),
    });
    if (!answer) return ok(id, { content: [{ type: 'text', text: 'No answer for these arguments.' }], isError: true });
    return ok(id, { content: [{ type: 'text', text: answer.text }], isError: false });
  }
}

/** A server's reply as the record keeps it: its text content, or its error's message. */
function answerText(answer: JsonRpcResponse | undefined): string {
  if (answer === undefined) return '';
  if ('error' in answer) return `error: ${answer.error.message}`;
  const content = isRecord(answer.result) && Array.isArray(answer.result.content) ? answer.result.content : [];
  return content
    .map((c) => (isRecord(c) && typeof c.text === 'string' ? c.text : ''))
    .join('\n')
    .slice(0, 20_000);
}

function expectViolation(tool: McpMockTool, args: Record<string, unknown>): string | undefined {
  if (!tool.expect) return undefined;
  const problem = validateAgainst(tool.expect as JsonSchema, args)[0];
  return problem?.message;
}

function initializeResult(server: string, params: Record<string, unknown>) {
  const asked = typeof params.protocolVersion === 'string' ? params.protocolVersion : '';
  return {
    protocolVersion: KNOWN_VERSIONS.has(asked) ? asked : MCP_PROTOCOL_VERSION,
    capabilities: { tools: { listChanged: false } },
    serverInfo: { name: server, version: '1.0.0' },
  };
}

function idOf(message: unknown): string | number | null {
  const id = isRecord(message) ? message.id : null;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

const ok = (id: string | number | null, result: unknown): JsonRpcResponse => ({ jsonrpc: '2.0', id, result });
const rpcError = (id: string | number | null, code: number, message: string): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});
