import { closeSync, constants, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import type { JudgeTape } from './judgeCalls.js';
import type { McpTape } from './mcpTape.js';
import { MAX_EXCHANGES, MAX_RECORDING_BYTES, recordingFile, type Exchange, type Recording } from './tape.js';

/** How much one trial's recording may hold: by default what a replay reads (tape.ts). */
export interface RecordingBounds {
  exchanges: number;
  bytes: number;
}

export const REPLAY_BOUNDS: RecordingBounds = { exchanges: MAX_EXCHANGES, bytes: MAX_RECORDING_BYTES };

/** A recording's fields before its exchanges. */
export type RecordingHead = Omit<Recording, 'exchanges' | 'judge' | 'mcp'>;

/**
 * One trial's recording, written as its exchanges complete (never held whole in memory) into a file
 * beside its place, moved there by `finish`. Past its bounds it takes nothing more and says why; so does
 * a write that fails. Either makes the recording, and so the trial, a failure.
 */
export interface RecordingWriter {
  /** A place for one more exchange; false when the recording is full or has failed (`failure` says why). */
  reserve(): boolean;
  /** Writes a reserved exchange to the file now. */
  keep(exchange: Exchange): void;
  /** Gives back a reserved place no exchange came of. */
  release(): void;
  /** The bytes it may still take, for an answer still coming. */
  room(): number;
  /** An answer came to more than `room`: the recording is a failure. */
  overflow(): void;
  failure(): string | undefined;
  /** Something else the recording keeps failed (its MCP exchanges passed their bounds): it is a failure. */
  fail(reason: string): void;
  /**
   * Writes the judge calls and the MCP exchanges and moves the file in place; or removes it and says why the
   * recording failed.
   */
  finish(judge: JudgeTape | undefined, mcp?: McpTape): string | undefined;
}

export type WriteText = (fd: number, text: string) => void;

const writeAll: WriteText = (fd, text) => {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
};

const FOOTER = ']}\n';

export function openRecordingWriter(
  dir: string,
  head: RecordingHead,
  options: { bounds?: RecordingBounds; write?: WriteText } = {},
): { ok: true; writer: RecordingWriter } | { ok: false; reason: string } {
  const bounds = options.bounds ?? REPLAY_BOUNDS;
  const write = options.write ?? writeAll;
  const file = recordingFile(dir, head.key);
  const tmp = `${file}.tmp`;
  let fd: number;
  try {
    mkdirSync(dir, { recursive: true });
    fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o644);
  } catch (error) {
    return { ok: false, reason: `--record cannot write ${tmp} (${codeOf(error)})` };
  }
  let bytes = 0;
  let written = 0;
  let reserved = 0;
  let failed: string | undefined;
  const put = (text: string): boolean => {
    if (failed) return false;
    try {
      write(fd, text);
      bytes += Buffer.byteLength(text, 'utf8');
      return true;
    } catch (error) {
      failed = `its recording could not be written to ${tmp} (${codeOf(error)})`;
      return false;
    }
  };
  if (!put(`${JSON.stringify(head).slice(0, -1)},"exchanges":[`)) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    return { ok: false, reason: `--record: ${failed}` };
  }
  const writer: RecordingWriter = {
    reserve: () => {
      if (!failed && written + reserved >= bounds.exchanges) failed = tooMany(bounds);
      if (failed) return false;
      reserved++;
      return true;
    },
    keep: (exchange) => {
      reserved--;
      const line = `${written > 0 ? ',' : ''}${JSON.stringify(exchange)}`;
      if (bytes + Buffer.byteLength(line, 'utf8') + FOOTER.length > bounds.bytes) writer.overflow();
      else if (put(line)) written++;
    },
    release: () => void reserved--,
    room: () => Math.max(0, bounds.bytes - bytes - FOOTER.length),
    overflow: () => void (failed ??= tooLarge(bounds)),
    failure: () => failed,
    fail: (reason) => void (failed ??= reason),
    finish: (judge, mcp) => {
      const kept = `${judge ? `,"judge":${JSON.stringify(judge)}` : ''}${mcp ? `,"mcp":${JSON.stringify(mcp)}` : ''}`;
      const footer = `]${kept}}\n`;
      if (!failed && bytes + Buffer.byteLength(footer, 'utf8') > bounds.bytes) failed = tooLargeWithJudge(bounds);
      put(footer);
      closeSync(fd);
      if (!failed) {
        try {
          renameSync(tmp, file);
          return undefined;
        } catch (error) {
          failed = `its recording could not be moved to ${file} (${codeOf(error)})`;
        }
      }
      // No recording, rather than an earlier attempt's: a replay of this trial says there is none.
      removeFile(tmp);
      removeFile(file);
      return failed;
    },
  };
  return { ok: true, writer };
}

/** Removes a file if one is there; a folder in its place (the reason already says so) is left. */
function removeFile(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {}
}

const tooMany = (bounds: RecordingBounds) =>
  `the trial asked its model more than ${bounds.exchanges} times, the most a recording keeps (what a replay reads); ` +
  'the requests past it were refused';

const tooLarge = (bounds: RecordingBounds) =>
  `the trial's model exchanges came to more than ${bounds.bytes} bytes, the most a recording keeps ` +
  '(what a replay reads); the answers past it were cut';

const tooLargeWithJudge = (bounds: RecordingBounds) =>
  `the trial's model exchanges and judge calls (with its MCP exchanges) came to more than ${bounds.bytes} bytes, ` +
  'the most a recording keeps (what a replay reads)';

const codeOf = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
