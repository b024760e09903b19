import { spawn, type ChildProcess } from 'node:child_process';
import { spawnWithFiles, wrapCommand, type Isolation } from '../sandbox/isolation.js';
import { overLimit, WATCH_EVERY_MS, type TrialLimits } from '../sandbox/trialLimits.js';
import { MAX_MCP_MESSAGE_BYTES } from './endpoint.js';
import type { JsonRpcResponse } from './mockHost.js';

/** Of a server's stderr, what caliper keeps as evidence; the rest is counted, not kept. */
export const MAX_SERVER_STDERR_BYTES = 256 * 1024;
/** How long a request may wait for the server's reply before it is answered with an error. */
export const SERVER_REPLY_MS = 60_000;
/** How long closing waits for the rest of a killed server's stderr. */
const CLOSE_WAIT_MS = 2000;

/** Where and how a trial's stdio server runs: its own sandbox, built as the agent's but with no way out. */
export interface StdioLaunch {
  name: string;
  command: string;
  args: readonly string[];
  isolation: Isolation;
  /** Its read-write folder (its HOME), the only host folder it can write. */
  root: string;
  /** Its working folder: the copy of the skill's files, read-only. */
  cwd: string;
  /** Host folders it reads (the skill's copy, the interpreter's install). */
  programs: readonly string[];
  limits: TrialLimits;
}

/** What the server did besides answering: its stderr (bounded) and how it ended, if before caliper ended it. */
export interface StdioOutcome {
  stderr: string;
  stderrBytes: number;
  ended: string | undefined;
}

type Pending = { clientId: string | number | null; resolve: (r: JsonRpcResponse) => void; timer: NodeJS.Timeout };
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A real stdio MCP server of a trial, started by caliper (never by the agent's CLI) in a bubblewrap sandbox of its
 * own under the trial's policy: no network (no egress, no MCP socket), nothing of the host but the system, the
 * interpreter and its copy of the skill's files, its own folder the only writable one, under the trial's limits.
 * caliper writes each message to its stdin with an id of its own and waits for the reply with that id, so the
 * server can neither answer another request nor be reached by the agent, whose messages come through the relay.
 */
export class StdioServer {
  private readonly child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private buffered = '';
  private stderr: Buffer[] = [];
  private stderrBytes = 0;
  private ended: string | undefined;
  private readonly watchdog: NodeJS.Timeout | undefined;
  /** Resolved when its pipes are closed (or it never started), or CLOSE_WAIT_MS after it was killed. */
  private readonly closed: Promise<void>;
  private markClosed: () => void = () => {};

  constructor(private readonly launch: StdioLaunch) {
    this.closed = new Promise((resolve) => (this.markClosed = resolve));
    const fence = { root: launch.root, cwd: launch.cwd, programs: launch.programs, egress: false };
    const wrapped = wrapCommand(launch.isolation, fence, launch.command, launch.args);
    const env = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: launch.root, TMPDIR: '/tmp', LANG: 'C.UTF-8' };
    try {
      this.child = spawnWithFiles(wrapped.files, (fds) =>
        spawn(wrapped.command, wrapped.args, {
          cwd: launch.isolation.kind === 'none' ? launch.cwd : '/',
          env,
          detached: true,
          stdio: ['pipe', 'pipe', 'pipe', ...fds],
        }),
      );
    } catch (e) {
      this.ended = `could not start: ${e instanceof Error ? e.message : String(e)}`;
      this.markClosed();
      return;
    }
    const child = this.child;
    child.on('error', (e) => {
      this.end(`could not start: ${e.message}`);
      this.markClosed();
    });
    child.stdin?.on('error', () => {});
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => this.read(chunk));
    child.stderr?.on('data', (b: Buffer) => this.keepStderr(b));
    child.on('close', (code, signal) => {
      this.end(signal ? `ended by ${signal}` : `exited with status ${code}`);
      this.markClosed();
    });
    if (launch.isolation.kind === 'bubblewrap' && child.pid !== undefined) {
      const pid = child.pid;
      this.watchdog = setInterval(() => {
        const over = overLimit(pid, launch.root, launch.limits);
        if (over !== undefined) this.kill(`stopped: ${over.replace(/^the trial/, 'the server')}`);
      }, WATCH_EVERY_MS);
      this.watchdog.unref();
    }
  }

  /** The server's reply to one message (with the client's id back), or undefined for a notification. */
  send(message: Record<string, unknown>): Promise<JsonRpcResponse | undefined> {
    const isRequest = 'id' in message;
    const clientId = typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null;
    if (this.ended !== undefined)
      return Promise.resolve(isRequest ? this.failed(clientId, `it ${this.ended}`) : undefined);
    if (!isRequest) {
      this.write(message);
      return Promise.resolve(undefined);
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(this.failed(clientId, `it did not answer within ${SERVER_REPLY_MS / 1000} s`));
      }, SERVER_REPLY_MS);
      this.pending.set(id, { clientId, resolve, timer });
      this.write({ ...message, id });
    });
  }

  /**
   * Stop it (SIGKILL to its process group) and say what it left: its stderr as far as it wrote it, read to the end
   * of the pipe (waited for at most CLOSE_WAIT_MS).
   */
  async close(): Promise<StdioOutcome> {
    const ended = this.ended;
    this.kill('ended by caliper');
    await this.closed;
    const text = Buffer.concat(this.stderr).toString('utf8');
    return { stderr: text, stderrBytes: this.stderrBytes, ended };
  }

  private write(message: Record<string, unknown>): void {
    this.child?.stdin?.write(`${JSON.stringify(message)}\n`);
  }

  private read(chunk: string): void {
    this.buffered += chunk;
    let nl = this.buffered.indexOf('\n');
    while (nl >= 0) {
      const line = this.buffered.slice(0, nl).trim();
      this.buffered = this.buffered.slice(nl + 1);
      if (line) this.receive(line);
      nl = this.buffered.indexOf('\n');
    }
    if (this.buffered.length > MAX_MCP_MESSAGE_BYTES)
      this.kill(`stopped: it wrote a line over ${MAX_MCP_MESSAGE_BYTES} bytes`);
  }

  /** A reply to one of caliper's ids resolves it; a request of the server's is refused; anything else is dropped. */
  private receive(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return;
    }
    if (!isRecord(message)) return;
    const pending = typeof message.id === 'number' ? this.pending.get(message.id) : undefined;
    if (pending && typeof message.method !== 'string') {
      this.pending.delete(message.id as number);
      clearTimeout(pending.timer);
      const reply = isRecord(message.error)
        ? { code: Number(message.error.code) || -32603, message: String(message.error.message ?? '') }
        : undefined;
      pending.resolve(
        reply
          ? { jsonrpc: '2.0', id: pending.clientId, error: reply }
          : { jsonrpc: '2.0', id: pending.clientId, result: message.result ?? {} },
      );
    } else if (typeof message.method === 'string' && 'id' in message) {
      const error = { code: -32601, message: 'caliper answers no request of a server' };
      this.write({ jsonrpc: '2.0', id: message.id, error });
    }
  }

  private keepStderr(b: Buffer): void {
    const room = MAX_SERVER_STDERR_BYTES - Math.min(this.stderrBytes, MAX_SERVER_STDERR_BYTES);
    if (room > 0) this.stderr.push(b.subarray(0, room));
    this.stderrBytes += b.length;
  }

  private failed(id: string | number | null, why: string): JsonRpcResponse {
    return { jsonrpc: '2.0', id, error: { code: -32603, message: `MCP server \`${this.launch.name}\`: ${why}` } };
  }

  private end(why: string): void {
    this.ended ??= why;
    clearInterval(this.watchdog);
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.resolve(this.failed(p.clientId, `it ${this.ended}`));
      this.pending.delete(id);
    }
  }

  private kill(why: string): void {
    this.end(why);
    setTimeout(this.markClosed, CLOSE_WAIT_MS).unref();
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}
