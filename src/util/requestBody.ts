import type { IncomingMessage, ServerResponse } from 'node:http';

/** The most one request's body may be. The largest a CLI sent in our e2e runs was 185 kB (Claude Code). */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Bytes of request bodies that the servers of one owner (a trial's ways out) may hold at once: `take`
 * says false past it (the request is then refused), `give` returns what a finished request held.
 */
export interface BodyBudget {
  take(bytes: number): boolean;
  give(bytes: number): void;
}

/** No bound but the one per request: for servers that are no trial's (the scripted model's own socket). */
export const UNBUDGETED: BodyBudget = { take: () => true, give: () => {} };

/**
 * The body of `req`, read only by a server that has already checked its route (so a request it does
 * not serve costs nothing): at most `max` bytes, each counted against `budget` as it arrives and given
 * back when `res` closes. Past either bound the request gets a 413 and its connection is closed, and
 * the answer is undefined; undefined too when the client goes away mid-body.
 */
export function readRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  budget: BodyBudget,
  max = MAX_REQUEST_BODY_BYTES,
): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > max) return Promise.resolve(refuse(res, tooLarge(max)));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let held = 0;
    const giveBack = () => (budget.give(held), (held = 0));
    const stop = (message: string) => {
      req.off('data', onData);
      chunks.length = 0;
      giveBack();
      resolve(refuse(res, message));
    };
    const onData = (chunk: Buffer) => {
      if (held + chunk.length > max) return stop(tooLarge(max));
      if (!budget.take(chunk.length)) return stop(OVER_BUDGET);
      held += chunk.length;
      chunks.push(chunk);
    };
    res.once('close', giveBack);
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, held)));
    req.once('error', () => resolve(undefined));
    req.once('close', () => resolve(undefined));
  });
}

const tooLarge = (max: number) => `caliper: a request body may be at most ${max} bytes`;
const OVER_BUDGET = "caliper: this trial's requests held more body at once than its limit; the trial is stopped";

function refuse(res: ServerResponse, message: string): undefined {
  if (res.headersSent) res.destroy();
  else {
    res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ type: 'error', error: { type: 'request_too_large', message } }));
  }
  return undefined;
}
