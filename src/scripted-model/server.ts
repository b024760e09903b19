import { createHash } from 'node:crypto';
import { appendFileSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { claudeDialect, decodeAnthropic, sideCallAnswer, writeAnthropicResponse } from '../agents/claude-code/wire.js';
import { writeChatResponse, type ChatRequest } from './chatCompletions.js';
import type { Action } from './conversation.js';
import { codexDialect, decodeCodex, writeResponsesResponse, type ResponsesRequest } from '../agents/codex/wire.js';
import {
  decodeGemini,
  geminiDialect,
  routingAnswer,
  writeGeminiResponse,
  type GeminiRequest,
} from '../agents/gemini-cli/wire.js';
import { AGENTS } from '../agents/index.js';
import { nextAction } from './policy.js';
import { isCodexRequest, responsesAsChat } from './responsesAsChat.js';
import { cutAfterFirstWrite, modelApiOf, writeFaultStatus, type ModelApi, type ProviderFault } from './faults.js';
import { createRedactor, type Redactor } from '../util/redact.js';
import { readRequestBody, UNBUDGETED, type BodyBudget } from '../util/requestBody.js';

export interface ScriptedModelOptions {
  /** Listen on this unix socket (what sandboxed CLIs reach through their loopback bridge). */
  socketPath?: string;
  /** Also listen on 127.0.0.1 (a free port), for CLIs run without a network namespace. */
  tcp?: boolean;
  /** Append every request as a JSON line here, through the redactor (agents echo secrets into requests). */
  logFile?: string;
  redactor?: Redactor;
  /**
   * For stand-ins of real providers: the fault to answer a model call with (its API, and how many model
   * calls came before it), or undefined to answer it.
   */
  faults?: (call: { api: ModelApi; url: string; body: unknown; index: number }) => ProviderFault | undefined;
  /** The model name the answer reports for the one the CLI sent (a provider resolving an alias); default: as sent. */
  answeredModel?: (sent: string | undefined, api: ModelApi) => string | undefined;
  /** Stream text and tool input in several deltas, as the real APIs do (Messages, Responses, Chat Completions). */
  chunked?: boolean;
}

export interface ScriptedModel {
  /** `http://127.0.0.1:<port>` when `tcp` was asked for. */
  tcpUrl: string | undefined;
  socketPath: string | undefined;
  /**
   * One more socket to this model, for one trial: `guard` is given its server before it listens (the
   * trial's connection cap), and request bodies are held under the trial's `bodies` budget. Closing it
   * leaves the model and its other sockets open.
   */
  openDoor(socketPath: string, guard: (server: http.Server) => void, bodies: BodyBudget): Promise<Door>;
  close(): Promise<void>;
}

export interface Door {
  socketPath: string;
  close(): Promise<void>;
}

/**
 * The request log is written on the host from what agents send, so it is bounded: a request over
 * MAX_LOGGED_REQUEST_BYTES is logged without its body, and the log stops (saying so) at MAX_LOG_BYTES.
 */
export const MAX_LOGGED_REQUEST_BYTES = 2 * 1024 * 1024;
export const MAX_LOG_BYTES = 64 * 1024 * 1024;
/** Far deeper than any API request nests (a few levels of messages, content blocks and tool input). */
const MAX_BODY_DEPTH = 256;

/** Whether JSON text nests arrays and objects deeper than `max`, brackets inside strings not counted. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** The body of a request as JSON, or undefined: empty, not JSON, or nested too deep. */
function parseBody(raw: string): unknown {
  try {
    // Agents write these bodies: one nested 20,000 deep overflowed the redactor's stack and ended the run.
    return raw === '' || nestedDeeperThan(raw, MAX_BODY_DEPTH) ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * A deterministic stand-in for a model provider, for tests and the offline demo. It speaks just enough
 * of each CLI's API, answers their side calls, and decides with `nextAction` from the request alone.
 */
export async function startScriptedModel(options: ScriptedModelOptions): Promise<ScriptedModel> {
  const redactor = options.redactor ?? createRedactor();
  const log = options.logFile ? requestLog(options.logFile, redactor) : undefined;
  let modelCalls = 0;
  // Each trial's door reads bodies under the trial's budget; the model's own sockets are no trial's.
  const handlerFor = (budget: BodyBudget) => async (req: IncomingMessage, res: ServerResponse) => {
    // OpenRouter serves the OpenAI API under /api/v1 (Hermes's default provider).
    req.url = (req.url ?? '/').replace(/^\/api(?=\/v1\/)/, '');
    // Only a model call is answered from its body: any other request is answered before it is read.
    const api = modelApiOf(req.method, req.url);
    const raw = api ? await readRequestBody(req, res, budget) : Buffer.alloc(0);
    if (!raw) return;
    const body = parseBody(raw.toString('utf8'));
    try {
      log?.({ method: req.method, url: req.url, body, bytes: raw.length });
      const fault = api && options.faults?.({ api, url: req.url ?? '/', body, index: modelCalls++ });
      const answered =
        api && options.answeredModel && body && typeof body === 'object'
          ? { ...(body as object), model: options.answeredModel((body as { model?: string }).model, api) }
          : body;
      const chunked = options.chunked === true;
      if (!fault) route(req, res, answered, chunked);
      else if (fault.kind === 'stall') setTimeout(() => route(req, res, answered, chunked), fault.ms);
      else if (fault.kind === 'cut') route(req, cutAfterFirstWrite(res), answered, chunked);
      else writeFaultStatus(res, api, fault);
    } catch {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"error":{"type":"invalid_request_error","message":"the scripted model could not read this request"}}');
    }
  };
  const handler = handlerFor(UNBUDGETED);
  const servers: http.Server[] = [];
  let tcpUrl: string | undefined;
  if (options.socketPath) {
    rmSync(options.socketPath, { force: true });
    servers.push(await listen(http.createServer(handler), options.socketPath));
  }
  if (options.tcp) {
    const server = await listen(http.createServer(handler), 0);
    servers.push(server);
    tcpUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const openDoor = async (
    socketPath: string,
    guard: (server: http.Server) => void,
    bodies: BodyBudget,
  ): Promise<Door> => {
    const server = http.createServer(handlerFor(bodies));
    guard(server);
    rmSync(socketPath, { force: true });
    await listen(server, socketPath);
    return { socketPath, close: () => closeServer(server).then(() => rmSync(socketPath, { force: true })) };
  };
  return {
    tcpUrl,
    socketPath: options.socketPath,
    openDoor,
    close: async () => {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
      if (options.socketPath) rmSync(options.socketPath, { force: true });
    },
  };
}

function route(req: IncomingMessage, res: ServerResponse, body: unknown, chunked = false): void {
  const url = req.url ?? '/';
  if (req.method === 'HEAD') {
    res.writeHead(200);
    res.end();
    return;
  }
  if (req.method === 'GET') {
    // Hermes probes for LM Studio, Ollama and llama.cpp endpoints: only an OpenAI model list may answer.
    if (url === '/v1/models')
      json(res, 200, { object: 'list', data: [{ id: 'scripted-model', object: 'model', owned_by: 'caliper' }] });
    else json(res, 404, { error: { message: `the scripted model does not serve GET ${url}` } });
    return;
  }
  if (req.method === 'POST' && url.startsWith('/v1/messages/count_tokens')) {
    json(res, 200, { input_tokens: 100 });
    return;
  }
  if (req.method === 'POST' && url.startsWith('/v1/messages') && body && typeof body === 'object') {
    const request = body as Parameters<typeof decodeAnthropic>[0];
    const seed = createHash('sha256')
      .update(JSON.stringify(request.messages ?? []))
      .digest('hex');
    const side = sideCallAnswer(request);
    const action =
      side !== undefined ? { kind: 'text' as const, text: side } : nextAction(decodeAnthropic(request), claudeDialect);
    writeAnthropicResponse(res, request, action, seed, chunked);
    return;
  }
  if (req.method === 'POST' && url.startsWith('/v1/responses') && body && typeof body === 'object') {
    const request = body as ResponsesRequest;
    const seed = createHash('sha256')
      .update(JSON.stringify(request.input ?? []))
      .digest('hex');
    if (!isCodexRequest(request)) {
      writeResponsesResponse(res, request, chatAction(responsesAsChat(request)), seed, chunked);
      return;
    }
    const conversation = decodeCodex(request);
    writeResponsesResponse(res, request, nextAction(conversation, codexDialect(conversation.files)), seed, chunked);
    return;
  }
  const gemini = /^\/v1(?:beta)?\/models\/([^:/?]+):(generateContent|streamGenerateContent)/.exec(url);
  if (req.method === 'POST' && gemini && body && typeof body === 'object') {
    const request = body as GeminiRequest;
    const seed = createHash('sha256')
      .update(JSON.stringify(request.contents ?? []))
      .digest('hex');
    const routing = routingAnswer(request);
    const conversation = decodeGemini(request);
    const action =
      routing !== undefined
        ? { kind: 'text' as const, text: routing }
        : nextAction(conversation, geminiDialect(conversation.locations));
    writeGeminiResponse(res, decodeURIComponent(gemini[1]!), action, gemini[2] === 'streamGenerateContent', seed);
    return;
  }
  if (req.method === 'POST' && url.startsWith('/v1/chat/completions') && body && typeof body === 'object') {
    const request = body as ChatRequest;
    const seed = createHash('sha256')
      .update(JSON.stringify(request.messages ?? []))
      .digest('hex');
    writeChatResponse(res, request, chatAction(request), seed, chunked);
    return;
  }
  json(res, 404, {
    type: 'error',
    error: { type: 'not_found_error', message: `the scripted model does not serve ${req.method} ${url}` },
  });
}

/**
 * Which CLI is asking, from the tools it offers (each Chat Completions agent's `wire.chat`, in the
 * registry's order); a tool-less call is a side call (a title, a summary).
 */
function chatAction(request: ChatRequest): Action {
  if (!request.tools || request.tools.length === 0) return { kind: 'text', text: 'Scripted session' };
  const chat = AGENTS.find((a) => a.wire.chat?.matches(request))?.wire.chat;
  if (chat) return chat.answer(request);
  return { kind: 'text', text: 'The scripted model does not know this CLI (no dialect matches the tools it offers).' };
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** Stop listening and end its connections: a trial's CLI may keep one alive after the trial. */
function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function listen(server: http.Server, where: string | number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const done = () => {
      // Listening: an accept that fails (the host out of descriptors) loses that connection, never the run.
      server.on('error', () => {});
      resolve(server);
    };
    if (typeof where === 'string') server.listen(where, done);
    else server.listen(where, '127.0.0.1', done);
  });
}

type LoggedRequest = { method: string | undefined; url: string | undefined; body: unknown; bytes: number };

function requestLog(file: string, redactor: Redactor): (request: LoggedRequest) => void {
  let written = 0;
  let full = false;
  return ({ method, url, body, bytes }) => {
    if (full) return;
    const line =
      bytes > MAX_LOGGED_REQUEST_BYTES
        ? redactor.json({
            method,
            url,
            bodyBytes: bytes,
            body: `not logged: larger than ${MAX_LOGGED_REQUEST_BYTES} bytes`,
          })
        : redactor.json({ method, url, body });
    const lineBytes = Buffer.byteLength(line) + 1;
    if (written + lineBytes > MAX_LOG_BYTES) {
      full = true;
      appendFileSync(
        file,
        `${JSON.stringify({
          note: `this log reached its limit of ${MAX_LOG_BYTES} bytes; later requests ` + `are not logged`,
        })}\n`,
      );
      return;
    }
    written += lineBytes;
    appendFileSync(file, `${line}\n`);
  };
}
