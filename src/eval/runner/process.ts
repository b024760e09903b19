import { spawn, type ChildProcess } from 'node:child_process';
import { spawnWithFiles } from '../sandbox/isolation.js';

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** Set when the process could not be started at all (ENOENT, EACCES). */
  spawnError: string | undefined;
  durationMs: number;
  truncated: boolean;
  /** Set when `watch` found the process over a limit and it was killed: what the limit was. */
  limitExceeded: string | undefined;
}

export interface ProcessOptions {
  command: string;
  args: readonly string[];
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number;
  /** Written to stdin, which is then closed; without it stdin is closed from the start. */
  input?: string;
  /** Output kept per stream; the rest is dropped and `truncated` set. */
  maxOutputBytes?: number;
  /** Aborting it SIGKILLs the whole process group at once: its result is no longer wanted. */
  signal?: AbortSignal;
  /** Files handed to the process, read-only, as descriptors 3, 4, … (bwrap's seccomp filter). */
  files?: readonly string[];
  /** Asked every `everyMs` while it runs; a reason returned kills the group at once (a trial's limits). */
  watch?: { everyMs: number; overLimit: (pid: number) => string | undefined };
}

const KILL_GRACE_MS = 2000;

/** Process groups started here and not yet reaped: each runs detached, so a Ctrl-C does not reach it. */
const liveGroups = new Set<number>();

/** SIGKILL every process group still running (on an interrupt, before caliper exits). */
export function killLiveProcessGroups(): void {
  for (const pid of liveGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  liveGroups.clear();
}

/**
 * Run a command in its own process group with stdin closed (several CLIs wait for stdin's EOF otherwise).
 * On timeout the whole group gets SIGTERM, then SIGKILL; after exit, stragglers the agent left running
 * in the group are killed too.
 */
export function runProcess(options: ProcessOptions): Promise<ProcessResult> {
  const max = options.maxOutputBytes ?? 32 * 1024 * 1024;
  const started = Date.now();
  return new Promise((resolve) => {
    const launch = startChild(options);
    if (!launch.ok) {
      resolve(unstarted(launch.error, Date.now() - started));
      return;
    }
    const child = launch.child;
    let spawnError: string | undefined;
    // First, before anything else of the child is touched: a spawn that fails (EMFILE, ENOENT) says so
    // here as an 'error' event, and one no one listens to would end caliper.
    child.on('error', (error) => {
      spawnError = describeSpawnError(error);
    });
    if (child.pid !== undefined) liveGroups.add(child.pid);
    if (child.stdin) {
      child.stdin.on('error', () => {}); // a CLI that exits without reading stdin is not our fault
      child.stdin.end(options.input);
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    let truncated = false;
    let timedOut = false;
    child.stdout?.on('data', (b: Buffer) => {
      if (outBytes + b.length > max) truncated = true;
      else out.push(b);
      outBytes += b.length;
    });
    child.stderr?.on('data', (b: Buffer) => {
      if (errBytes + b.length > max) truncated = true;
      else err.push(b);
      errBytes += b.length;
    });
    const killGroup = (signal: NodeJS.Signals) => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is gone already
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), KILL_GRACE_MS).unref();
    }, options.timeoutMs);
    let limitExceeded: string | undefined;
    const watch = options.watch;
    const watchdog =
      watch && child.pid !== undefined
        ? setInterval(() => {
            limitExceeded ??= watch.overLimit(child.pid!);
            if (limitExceeded !== undefined) killGroup('SIGKILL');
          }, watch.everyMs)
        : undefined;
    const cancel = () => killGroup('SIGKILL');
    options.signal?.addEventListener('abort', cancel, { once: true });
    if (options.signal?.aborted) cancel();
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      clearInterval(watchdog);
      options.signal?.removeEventListener('abort', cancel);
      killGroup('SIGKILL');
      if (child.pid !== undefined) liveGroups.delete(child.pid);
      resolve({
        // libuv's error number (-24), when it never started
        exitCode: spawnError === undefined ? exitCode : null,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        timedOut,
        spawnError,
        durationMs: Date.now() - started,
        truncated,
        limitExceeded,
      });
    });
  });
}

/**
 * The child, started with `options.files` as its extra descriptors; or why not, when that threw (EMFILE opening them).
 */
function startChild(options: ProcessOptions): { ok: true; child: ChildProcess } | { ok: false; error: Error } {
  const stdin = options.input === undefined ? 'ignore' : 'pipe';
  try {
    const child = spawnWithFiles(options.files ?? [], (fds) =>
      spawn(options.command, options.args, {
        cwd: options.cwd,
        env: options.env,
        detached: true,
        stdio: [stdin, 'pipe', 'pipe', ...fds],
      }),
    );
    return { ok: true, child };
  } catch (error) {
    return { ok: false, error: error as Error };
  }
}

/** What a process that never started ran: nothing, and why (its trial is a harness error that says so). */
function unstarted(error: Error, durationMs: number): ProcessResult {
  return {
    exitCode: null,
    signal: null,
    stdout: '',
    stderr: '',
    timedOut: false,
    spawnError: describeSpawnError(error),
    durationMs,
    truncated: false,
    limitExceeded: undefined,
  };
}

/** A spawn error as its trial reports it; out of descriptors says which limit and what to do. */
function describeSpawnError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EMFILE' || code === 'ENFILE') {
    const whose = code === 'EMFILE' ? "caliper's own limit (ulimit -n)" : "the system's limit";
    return (
      `${error.message}: caliper had no file descriptor left to start it ` +
      `(${whose}); raise it or lower --concurrency`
    );
  }
  return error.message;
}
