import type { IncomingHttpHeaders } from 'node:http';
import type { ProviderApi } from './providerApi.js';

type Dialect = ProviderApi['dialect'];
type Json = Record<string, unknown>;

/**
 * The relay's policy on what a request may ask of the provider. Under --record the agent writes any
 * request it likes, and the provider's own tools reach further than the model: Anthropic's MCP connector
 * and web search and fetch, OpenAI's `web_search`, `mcp`, `file_search` and `code_interpreter`, Gemini's
 * `googleSearch` and `urlContext`, an image or file named by URL, all make the provider's servers fetch
 * or search for what the request names, so an agent could send what it read to a host of its choice.
 * The relay passes on only requests that use the model and the CLI's own (client-side) tools: a body
 * that is one JSON object, tools of the kinds the CLI runs itself, content inline, and Anthropic betas
 * of those the pinned Claude Code sends. Each rule fails closed: a tool of a kind not named here is
 * refused, as is a beta not on the list.
 */
export function requestRefusal(
  api: ProviderApi,
  method: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): string | undefined {
  const beta = betaRefusal(headers['anthropic-beta']);
  if (beta) return beta;
  if (method !== 'POST') return body.length > 0 ? `a ${method} request carries no body` : undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!isObject(parsed)) return 'its body is not a JSON object';
  const refusal = bodyRefusal(api.dialect, parsed);
  // It quotes the agent's request (a tool's kind, a key): printable, and short, for the trial's record.
  return refusal && refusal.replace(/[^\x20-\x7e]/g, '?').slice(0, 240);
}

/** Why a parsed request body asks the provider to reach the network, or undefined. */
export function bodyRefusal(dialect: Dialect, body: Json): string | undefined {
  const key = SERVER_SIDE_FIELDS.find((k) => k in body);
  if (key) return `it names \`${key}\`, ${SERVER_SIDE_FIELD_WHAT[key]}`;
  if (typeof body.model === 'string' && body.model.endsWith(':online')) {
    return `its model \`${body.model.slice(0, 80)}\` is a router's web-searching variant (\`:online\`)`;
  }
  return toolsRefusal(dialect, body.tools) ?? contentRefusal(body);
}

/** Fields of a body that bring in the provider's own tools or resources, in any of the APIs. */
const SERVER_SIDE_FIELD_WHAT: Readonly<Record<string, string>> = {
  mcp_servers: "MCP servers the provider would connect to (Anthropic's MCP connector)",
  container: "a container of the provider's code execution",
  web_search_options: "the provider's web search (OpenAI's search models)",
  plugins: "a router's plugins (OpenRouter's web search and file parser)",
  prompt: 'a stored prompt, whose tools the relay cannot see',
};
const SERVER_SIDE_FIELDS = Object.keys(SERVER_SIDE_FIELD_WHAT);

/** A tool the CLI runs itself: the only kind passed on. */
const CLIENT_TOOL: Readonly<Record<Dialect, (tool: Json) => boolean>> = {
  // Anthropic's server tools (web_search_*, web_fetch_*, code_execution_*, mcp_toolset, …) all carry a type.
  anthropic: (t) => t.type === undefined || t.type === 'custom',
  // Codex's tool_search runs in Codex (`execution: "client"`); web_search, mcp, file_search, … on OpenAI's side.
  responses: (t) =>
    t.type === 'function' || t.type === 'custom' || (t.type === 'tool_search' && t.execution === 'client'),
  chat: (t) => t.type === 'function' || t.type === 'custom',
  // googleSearch, urlContext, codeExecution, … are each a key of a tool object, as functionDeclarations is.
  gemini: (t) => Object.keys(t).every((k) => k === 'functionDeclarations' || k === 'function_declarations'),
};

function toolsRefusal(dialect: Dialect, tools: unknown): string | undefined {
  if (tools === undefined) return undefined;
  if (!Array.isArray(tools)) return '`tools` is not a list';
  const i = tools.findIndex((t) => !isObject(t) || !CLIENT_TOOL[dialect](t));
  if (i < 0) return undefined;
  return `tools[${i}] (${toolKind(tools[i])}) is a tool the provider runs itself, which may reach the network`;
}

function toolKind(tool: unknown): string {
  if (!isObject(tool)) return 'not an object';
  const kind = typeof tool.type === 'string' ? tool.type : Object.keys(tool).join(', ');
  return kind.slice(0, 80) || 'empty';
}

/** The parts of a body that hold the conversation, where an image or file may be named by URL. */
const CONVERSATION = ['messages', 'system', 'input', 'contents', 'systemInstruction', 'system_instruction'];
/** Deeper than any CLI nests its content; a body nested deeper is not read through, but refused. */
const MAX_DEPTH = 64;

/**
 * An image or file the provider would fetch by URL, anywhere in the conversation (a tool result's content
 * included). A tool call's own arguments are the model's words and are not read.
 */
function contentRefusal(body: Json): string | undefined {
  const stack: { value: unknown; where: string; depth: number }[] = CONVERSATION.filter((k) => k in body).map((k) => ({
    value: body[k],
    where: k,
    depth: 0,
  }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, where, depth } = next;
    if (depth > MAX_DEPTH) return `${where} is nested deeper than ${MAX_DEPTH}`;
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        stack.push({ value: v, where: `${where}[${i}]`, depth: depth + 1 });
      });
      continue;
    }
    if (!isObject(value)) continue;
    const fetched = fetchedUrl(value);
    if (fetched) return `${where} names ${fetched} for the provider to fetch`;
    for (const [k, v] of Object.entries(value)) {
      if (!isToolArguments(value, k)) stack.push({ value: v, where: `${where}.${k}`, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A tool call's arguments (Anthropic's `input`, Gemini's `args`) or a Gemini tool's `response`: data, not content. */
const isToolArguments = (block: Json, key: string) =>
  (key === 'input' && typeof block.type === 'string' && block.type.endsWith('tool_use')) ||
  ((key === 'args' || key === 'response') && typeof block.name === 'string');

/** What of a content block the provider fetches by URL, in each API's form; data inline is not fetched. */
function fetchedUrl(block: Json): string | undefined {
  const source = block.source;
  if (isObject(source) && source.type === 'url') return 'an image or document by URL';
  const chatImage = isObject(block.image_url) ? block.image_url.url : block.image_url;
  if (remote(chatImage)) return 'an image by URL';
  if (remote(block.file_url)) return 'a file by URL';
  if (isObject(block.file) && remote(block.file.file_data)) return 'a file by URL';
  const fileData = block.fileData ?? block.file_data;
  if (isObject(fileData) && !googleFile(fileData.fileUri ?? fileData.file_uri)) return 'a file by URI';
  return undefined;
}

/** A URL the provider would go out to: anything but data inline. */
const remote = (url: unknown) => typeof url === 'string' && !/^data:/i.test(url.trim());

/** A file uploaded to the Gemini API itself: the only URI a Gemini part may name. */
const googleFile = (uri: unknown) =>
  typeof uri === 'string' && uri.startsWith('https://generativelanguage.googleapis.com/');

/**
 * The Anthropic betas the pinned Claude Code (2.1.332) knows, less those that turn on a server-side tool
 * or a resource beyond the model: web search (`web-search-*`), MCP servers (`mcp-servers-*`; the older
 * `mcp-client-*` it never sends), the Files API, environments and remote sessions (`ccr-*`), the advisor
 * tool. Any other value is refused (code execution, web fetch, computer use, skills: none is here).
 * Its default request sends the first seven; the rest it sends for a model or a setting a user may choose.
 */
export const ALLOWED_ANTHROPIC_BETAS: ReadonlySet<string> = new Set([
  'claude-code-20250219',
  'interleaved-thinking-2025-05-14',
  'context-management-2025-06-27',
  'thinking-token-count-2026-05-13',
  'advanced-tool-use-2025-11-20',
  'effort-2025-11-24',
  'thinking-display-updates-2026-08-18',
  'context-1m-2025-08-07',
  'structured-outputs-2025-12-15',
  'tool-search-tool-2025-10-19',
  'task-budgets-2026-03-13',
  'prompt-caching-scope-2026-01-05',
  'prompt-caching-evict-2026-05-12',
  'cache-keepalive-2026-09-03',
  'extended-cache-ttl-2025-04-11',
  'fast-mode-2026-02-01',
  'redact-thinking-2026-02-12',
  'thinking-resumption-2026-07-17',
  'resumption-2026-10-08',
  'afk-mode-2026-01-31',
  'cache-diagnosis-2026-04-07',
  'context-hint-2026-04-09',
  'per-turn-control-2026-07-01',
  'timing-2026-09-09',
  'mid-conversation-tool-changes-2026-07-01',
  'inline-tools-2026-09-15',
  'server-side-fallback-2026-06-01',
  'server-side-fallback-2026-07-01',
  'program-use-case-ids-2026-09-17',
  'fallback-credit-2026-06-01',
  'auto-mode-classifier-2026-07-16',
  'claude-code-side-query-2026-09-29',
  'dangerous-tool-use-2026-09-03',
  'subagent-review-2026-11-17',
  'thinking-binding-controls-2026-08-01',
  'message-threads-2026-08-12',
  'mid-conversation-system-clear-at-2026-08-21',
]);

function betaRefusal(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const values = (Array.isArray(header) ? header : [header]).flatMap((h) => h.split(',')).map((v) => v.trim());
  const refused = values.find((v) => v !== '' && !ALLOWED_ANTHROPIC_BETAS.has(v));
  if (refused === undefined) return undefined;
  const shown = refused.slice(0, 80).replace(/[^\x20-\x7e]/g, '?');
  return `it asks for the Anthropic beta \`${shown}\`, not one the relay passes on`;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
