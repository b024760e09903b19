import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import type { Redactor } from '../../util/redact.js';
import { readRequestBody } from '../../util/requestBody.js';
import { TrialConnections } from '../sandbox/connectionCap.js';
import { DEFAULT_TRIAL_LIMITS } from '../sandbox/trialLimits.js';
import { forward, type Upstream } from './forward.js';
import { apiRequest, type ProviderApi } from './providerApi.js';
import type { RecordingWriter } from './recordingWriter.js';
import type { Exchange, Recording } from './tape.js';
import { requestRefusal } from './serverSideTools.js';
import { trialRootFromTape, trialRootToTape } from './trialRootInBody.js';

export { RELAY_KEY } from './providerApi.js';

/**
 * One trial's way to its model under --record or --replay, on a unix socket bound into its sandbox as
 * its only way out (as the allow-list proxy is otherwise). It takes only the requests of the CLI's
 * provider API (`api`), and answers any other with a 404. Recording, it passes each on to the upstream
 * API (the real key put in where the CLI put RELAY_KEY, so the real key never enters the sandbox) and
 * writes the exchange to the trial's recording; replaying, it answers each request with the recorded
 * answer to the same method, path and model, in order, and reaches nothing.
 */
export type RelayMode =
  | { mode: 'record'; upstream: Upstream; recording: RecordingWriter }
  | { mode: 'replay'; recording: Recording };

export interface Relay {
  socketPath: string | undefined;
  tcpUrl: string | undefined;
  /** The requests it refused for what they asked of the provider (serverSideTools.ts): how many, why (at most 20). */
  refused(): RefusedRequests;
  close(): Promise<void>;
}

export interface RefusedRequests {
  count: number;
  reasons: string[];
}

const MAX_REASONS = 20;

export interface RelayInput {
  how: RelayMode;
  api: ProviderApi;
  trialRoot: string;
  redactor: Redactor;
  socketPath?: string;
  tcp?: boolean;
  /** The trial's cap on connections at once and its budget of request bodies (connectionCap.ts). */
  connections?: TrialConnections;
}

export async function startRelay(input: RelayInput): Promise<Relay> {
  const { how, api, redactor } = input;
  const queues = how.mode === 'replay' ? answerQueues(how.recording) : undefined;
  const toTape = (text: string, contentType: string | undefined) =>
    redactor.text(trialRootToTape(text, contentType, input.trialRoot));
  const refused: RefusedRequests = { count: 0, reasons: [] };
  const connections = input.connections ?? new TrialConnections(DEFAULT_TRIAL_LIMITS.connections);
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const target = apiRequest(api, method, req.url ?? '/');
    if (!target) return notTheApi(res, api);
    const body = await readRequestBody(req, res, connections.bodies);
    if (!body) return;
    const refusal = requestRefusal(api, method, req.headers, body);
    if (refusal) return refuseRequest(res, refused, refusal);
    const model = modelOf(body, target.path);
    if (how.mode === 'replay') return replayAnswer(res, queues!, method, target.path, model, input.trialRoot);
    const { upstream, recording } = how;
    const keep = (status: number, contentType: string | undefined, answer: string) =>
      recording.keep({ method, path: target.path, model, status, contentType, body: toTape(answer, contentType) });
    return forward(req, res, { target, body }, { upstream, api, redactor, recording }, keep);
  };
  const server = http.createServer((req, res) => void answer(req, res).catch(() => res.destroy()));
  connections.guard(server);
  let tcpUrl: string | undefined;
  if (input.socketPath) {
    rmSync(input.socketPath, { force: true });
    await new Promise<void>((resolve, reject) =>
      server.once('error', reject).listen(input.socketPath, () => resolve()),
    );
  } else {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
    tcpUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    socketPath: input.socketPath,
    tcpUrl,
    refused: () => ({ count: refused.count, reasons: [...refused.reasons] }),
    close: () =>
      new Promise<void>((resolve) => server.close(() => resolve())).then(
        () => void (input.socketPath && rmSync(input.socketPath, { force: true })),
      ),
  };
}

/** A request that is not one of the API's: passed on to nothing, recorded nowhere, answered the same in both modes. */
function notTheApi(res: ServerResponse, api: ProviderApi): void {
  res.writeHead(404, { 'content-type': 'application/json' });
  const message = `caliper relay: this CLI's relay takes only the requests of ${api.name}`;
  res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message } }));
}

/**
 * A request that asks the provider to reach the network for the agent (a server-side tool, a URL to
 * fetch, a beta not allowed) or is not JSON: passed on to nothing, counted for the trial's record. A 400,
 * which no CLI retries; the CLI's tool that asked (a web search) fails, and the agent reads why.
 */
function refuseRequest(res: ServerResponse, refused: RefusedRequests, reason: string): void {
  refused.count++;
  if (refused.reasons.length < MAX_REASONS && !refused.reasons.includes(reason)) refused.reasons.push(reason);
  const message =
    `caliper relay: request refused: ${reason}. Under caliper --record the model's provider may not reach ` +
    "the network for the agent: only the model and the CLI's own tools are passed on";
  res.writeHead(400, { 'content-type': 'application/json' });
  const error = { type: 'invalid_request_error', code: 400, status: 'INVALID_ARGUMENT', message };
  res.end(JSON.stringify({ type: 'error', error }));
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

const queueKey = (method: string, pathOnly: string, model: string | undefined) =>
  `${method} ${pathOnly} ${model ?? ''}`;

function answerQueues(recording: Recording): Map<string, Exchange[]> {
  const queues = new Map<string, Exchange[]>();
  for (const e of recording.exchanges) {
    const key = queueKey(e.method, e.path, e.model);
    const queue = queues.get(key);
    if (queue) queue.push(e);
    else queues.set(key, [e]);
  }
  return queues;
}

function replayAnswer(
  res: ServerResponse,
  queues: Map<string, Exchange[]>,
  method: string,
  pathOnly: string,
  model: string | undefined,
  trialRoot: string,
): void {
  const next = queues.get(queueKey(method, pathOnly, model))?.shift();
  if (!next) {
    // A 400, which no CLI retries: the run asked what the recorded one did not, so its trial is an error.
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message:
            `caliper replay: the recording has no answer to this ${method} ` +
            `${pathOnly}${model ? ` (${model})` : ''}; the run asked what the ` +
            `recorded one did not`,
        },
      }),
    );
    return;
  }
  res.writeHead(next.status, next.contentType ? { 'content-type': next.contentType } : {});
  res.end(trialRootFromTape(next.body, next.contentType, trialRoot));
}
