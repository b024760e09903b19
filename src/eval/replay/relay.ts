import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import type { Redactor } from '../../util/redact.js';
import type { Exchange, Recording } from './tape.js';
import { trialRootFromTape, trialRootToTape } from './trialRootInBody.js';

/**
 * One trial's way to its model under --record or --replay, on a unix socket bound into its sandbox as
 * its only way out (as the allow-list proxy is otherwise). Recording, it passes each request on to the
 * upstream API (the key put in for RELAY_KEY, so the real key never enters the sandbox) and keeps the
 * exchange; replaying, it answers each request with the recorded answer to the same method, path and
 * model, in order, and reaches nothing.
 */
export const RELAY_KEY = 'caliper-relay-key';

export type RelayMode = { mode: 'record'; upstream: { baseUrl: string; apiKey: string | undefined } } | { mode: 'replay'; recording: Recording };

export interface Relay {
  socketPath: string | undefined;
  tcpUrl: string | undefined;
  /** What was exchanged (recording), bodies redacted and the trial's folder written as TRIAL_ROOT. */
  exchanges(): Exchange[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

export async function startRelay(input: { how: RelayMode; trialRoot: string; redactor: Redactor; socketPath?: string; tcp?: boolean }): Promise<Relay> {
  const recorded: Exchange[] = [];
  const how = input.how;
  const queues = how.mode === 'replay' ? answerQueues(how.recording) : undefined;
  const toTape = (text: string, contentType: string | undefined) => input.redactor.text(trialRootToTape(text, contentType, input.trialRoot));
  const server = http.createServer((req, res) => {
    readBody(req)
      .then((body) => {
        const method = req.method ?? 'GET';
        const pathOnly = (req.url ?? '/').split('?', 1)[0]!;
        const model = modelOf(body, pathOnly);
        if (how.mode === 'replay') return replayAnswer(res, queues!, method, pathOnly, model, input.trialRoot);
        return forward(req, res, body, how.upstream, (status, contentType, answer) => recorded.push({ method, path: pathOnly, model, status, contentType, body: toTape(answer, contentType) }));
      })
      .catch(() => res.destroy());
  });
  let tcpUrl: string | undefined;
  if (input.socketPath) {
    rmSync(input.socketPath, { force: true });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(input.socketPath, () => resolve()));
  } else {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
    tcpUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    socketPath: input.socketPath,
    tcpUrl,
    exchanges: () => [...recorded],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => void (input.socketPath && rmSync(input.socketPath, { force: true }))),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) reject(new Error('request too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The model a request names: in its JSON body, or in a Gemini path (`/v1beta/models/<model>:…`). */
function modelOf(body: Buffer, pathOnly: string): string | undefined {
  const gemini = /\/models\/([^:/]+):/.exec(pathOnly)?.[1];
  if (gemini) return decodeURIComponent(gemini);
  try {
    const m = (JSON.parse(body.toString('utf8')) as { model?: unknown }).model;
    return typeof m === 'string' ? m : undefined;
  } catch {
    return undefined;
  }
}

const queueKey = (method: string, pathOnly: string, model: string | undefined) => `${method} ${pathOnly} ${model ?? ''}`;

function answerQueues(recording: Recording): Map<string, Exchange[]> {
  const queues = new Map<string, Exchange[]>();
  for (const e of recording.exchanges) {
    const key = queueKey(e.method, e.path, e.model);
    queues.set(key, [...(queues.get(key) ?? []), e]);
  }
  return queues;
}

function replayAnswer(res: ServerResponse, queues: Map<string, Exchange[]>, method: string, pathOnly: string, model: string | undefined, trialRoot: string): void {
  const next = queues.get(queueKey(method, pathOnly, model))?.shift();
  if (!next) {
    // A 400, which no CLI retries: the run asked what the recorded one did not, so its trial is an error.
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: `caliper replay: the recording has no answer to this ${method} ${pathOnly}${model ? ` (${model})` : ''}; the run asked what the recorded one did not` } }));
    return;
  }
  res.writeHead(next.status, next.contentType ? { 'content-type': next.contentType } : {});
  res.end(trialRootFromTape(next.body, next.contentType, trialRoot));
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'proxy-connection', 'proxy-authorization', 'keep-alive', 'accept-encoding']);

/** Pass the request on upstream, the relay key replaced by the real one; stream the answer back and hand it to `keep` once whole. */
async function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, upstream: { baseUrl: string; apiKey: string | undefined }, keep: (status: number, contentType: string | undefined, body: string) => void): Promise<void> {
  const withKey = (s: string) => (upstream.apiKey ? s.split(RELAY_KEY).join(upstream.apiKey) : s);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_HEADERS.has(name) && typeof value === 'string') headers[name] = withKey(value);
  const url = upstreamUrl(upstream.baseUrl, withKey(req.url ?? '/'));
  if (!url) {
    // The agent writes these requests: a target that would name another host (`@host/`, `//host/`, an absolute URL) goes nowhere.
    res.writeHead(400, { 'content-type': 'text/plain' }).end('caliper: the relay passes on only paths of the model API\n');
    return;
  }
  let answer: Response;
  try {
    answer = await fetch(url, { method: req.method ?? 'GET', headers, ...(body.length > 0 && { body: new Uint8Array(body) }) });
  } catch {
    res.destroy();
    return;
  }
  const contentType = answer.headers.get('content-type') ?? undefined;
  const out: Record<string, string> = {};
  for (const name of ['content-type', 'retry-after', 'request-id', 'x-request-id']) {
    const v = answer.headers.get(name);
    if (v) out[name] = v;
  }
  res.writeHead(answer.status, out);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of answer.body ?? []) {
      const b = Buffer.from(chunk as Uint8Array);
      chunks.push(b);
      res.write(b);
    }
  } catch {
    // A stream cut upstream is cut here too, and recorded as far as it came.
    keep(answer.status, contentType, Buffer.concat(chunks).toString('utf8'));
    res.destroy();
    return;
  }
  res.end();
  keep(answer.status, contentType, Buffer.concat(chunks).toString('utf8'));
}

/** The upstream URL for a request's target, or undefined when the target is not a plain path on the upstream's origin. */
export function upstreamUrl(baseUrl: string, target: string): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  const base = new URL(baseUrl);
  let url: URL;
  try {
    url = new URL(`${baseUrl.replace(/\/$/, '')}${target}`);
  } catch {
    return undefined;
  }
  return url.origin === base.origin ? url.href : undefined;
}
