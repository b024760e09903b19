import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redactor } from '../../util/redact.js';
import { RELAY_KEY, type ApiTarget, type ProviderApi } from './providerApi.js';
import type { RecordingWriter } from './recordingWriter.js';

/** Where a recording relay passes requests on to, and the key it puts in for RELAY_KEY. */
export interface Upstream {
  baseUrl: string;
  apiKey: string | undefined;
}

export interface Forwarding {
  upstream: Upstream;
  api: ProviderApi;
  redactor: Redactor;
  recording: RecordingWriter;
}

const HOP_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'proxy-connection',
  'proxy-authorization',
  'keep-alive',
  'accept-encoding',
]);
const ANSWER_HEADERS = ['content-type', 'retry-after', 'request-id', 'x-request-id'];

/**
 * Pass one request of the API on upstream, the real key in the API's key header where the CLI put the
 * relay's; stream the answer back through the redactor (the upstream may quote the key: the agent must
 * not get it), and hand the answer as it came to `keep` once whole. A request past the recording's
 * bounds is refused, and an answer past them cut.
 */
export async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  request: { target: ApiTarget; body: Buffer },
  how: Forwarding,
  keep: (status: number, contentType: string | undefined, body: string) => void,
): Promise<void> {
  const url = upstreamUrl(how.upstream.baseUrl, request.target.path, request.target.query);
  if (!url) return refuse(res, 404, 'the relay passes on only paths of the model API');
  // A 400, which no CLI retries; the trial's reason says why (this message is the agent's to read).
  if (!how.recording.reserve()) return refuse(res, 400, 'caliper --record: this trial can be recorded no further');
  const body = request.body.length > 0 ? { body: new Uint8Array(request.body) } : {};
  const headers = upstreamHeaders(req, how);
  // The agent's connection gone (its CLI killed, a probe that hung up), the upstream is read no further.
  const gone = new AbortController();
  res.on('close', () => void (res.writableFinished || gone.abort()));
  const init: RequestInit = { method: req.method ?? 'GET', headers, redirect: 'manual', signal: gone.signal, ...body };
  let answer: Response;
  try {
    answer = await fetch(url, init);
  } catch {
    how.recording.release();
    res.destroy();
    return;
  }
  const contentType = answer.headers.get('content-type') ?? undefined;
  const out: Record<string, string> = {};
  for (const name of ANSWER_HEADERS) {
    const v = answer.headers.get(name);
    if (v) out[name] = how.redactor.text(v);
  }
  res.writeHead(answer.status, out);
  const streamed = await streamBack(answer, res, how);
  if (streamed.whole) res.end();
  else res.destroy();
  if (streamed.overflowed) {
    how.recording.release();
    how.recording.overflow();
  } else keep(answer.status, contentType, streamed.text);
}

/** The request's headers for the upstream: the real key in the API's key header alone, where it holds the relay's. */
function upstreamHeaders(req: IncomingMessage, how: Forwarding): Record<string, string> {
  const headers: Record<string, string> = {};
  const placeholder = how.api.keyValue(RELAY_KEY);
  for (const [name, value] of Object.entries(req.headers)) {
    if (HOP_HEADERS.has(name) || typeof value !== 'string') continue;
    const keyed = name === how.api.keyHeader && value === placeholder && how.upstream.apiKey;
    headers[name] = keyed ? how.api.keyValue(how.upstream.apiKey!) : value;
  }
  return headers;
}

interface Streamed {
  text: string;
  whole: boolean;
  overflowed: boolean;
}

/**
 * The answer's body to the CLI, redacted as it streams (a key split across chunks is held until whole),
 * and as it came; `overflowed` when it came to more than the recording has room for (then cut).
 */
async function streamBack(answer: Response, res: ServerResponse, how: Forwarding): Promise<Streamed> {
  const decoder = new TextDecoder();
  const redacting = how.redactor.stream();
  const room = how.recording.room();
  let text = '';
  let bytes = 0;
  try {
    for await (const chunk of answer.body ?? []) {
      bytes += (chunk as Uint8Array).length;
      if (bytes > room) return { text, whole: false, overflowed: true };
      const piece = decoder.decode(chunk as Uint8Array, { stream: true });
      text += piece;
      res.write(redacting.push(piece));
    }
  } catch {
    // A stream cut upstream is cut here too, and recorded as far as it came.
    return { text, whole: false, overflowed: false };
  }
  const rest = decoder.decode();
  res.write(redacting.push(rest) + redacting.end());
  return { text: text + rest, whole: true, overflowed: false };
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message } }));
}

/**
 * The upstream URL of an API path (apiRequest's) and query: under the base URL's path, which nothing
 * the agent wrote may leave; undefined otherwise.
 */
export function upstreamUrl(baseUrl: string, path: string, query: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(baseUrl);
    url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}${query}`);
  } catch {
    return undefined;
  }
  const under = `${base.pathname.replace(/\/+$/, '')}${path}`;
  return url.origin === base.origin && url.pathname === under ? url.href : undefined;
}
