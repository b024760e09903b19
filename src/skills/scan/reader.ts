import { ByteBudget, readEachOnce, statTrialFile } from '../../util/trialFiles.js';
import { binaryFormat } from './binaryFormat.js';

/** A referenced file over this is not scanned (SKILL.md itself is capped at 256 KiB by readSkill). */
export const SCAN_FILE_MAX_BYTES = 1024 * 1024;
/** The bytes of referenced files one validate run scans in all. */
export const SCAN_TOTAL_MAX_BYTES = 64 * 1024 * 1024;

/** Why the scan read no text from a file a skill references. */
export type Unscanned =
  /** Neither UTF-8 text nor a known binary format (a NUL byte, UTF-16, a bad byte). */
  | { kind: 'not-text'; detail: string }
  | { kind: 'too-large'; size: number }
  | { kind: 'over-budget'; size: number }
  /** Not a regular file of the repository (a link, a FIFO) or not readable. */
  | { kind: 'refused'; reason: string };

/**
 * A referenced file's text; an asset in a binary format caliper knows (an image, a font, a PDF); why the
 * scan read no text of it; or nothing to scan (a folder, a file already read under another name).
 */
export type ScanRead =
  | { kind: 'text'; text: string }
  | { kind: 'binary'; format: string }
  | { kind: 'unscanned'; why: Unscanned }
  | { kind: 'nothing' };

/** Reads a file of the repository once, bounded. */
export type ScanReader = (rel: string) => ScanRead;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The content scan's reader of a repository's files: the one guarded reader (no link followed, not a
 * FIFO or device, each file once however many hard links name it), bounded per file and per run.
 */
export function scanReader(realRoot: string): ScanReader {
  const read = readEachOnce(realRoot, new ByteBudget(SCAN_TOTAL_MAX_BYTES), SCAN_FILE_MAX_BYTES);
  return (rel) => {
    const got = read(rel);
    switch (got.kind) {
      case 'file':
        return textOf(got.bytes);
      case 'over-budget':
        return { kind: 'unscanned', why: { kind: 'over-budget', size: sizeOf(realRoot, rel) } };
      case 'refused': {
        const size = sizeOf(realRoot, rel);
        return {
          kind: 'unscanned',
          why: size > SCAN_FILE_MAX_BYTES ? { kind: 'too-large', size } : { kind: 'refused', reason: got.reason },
        };
      }
      default:
        return { kind: 'nothing' };
    }
  };
}

/** The file's text; a known binary format is an asset, anything else that is not UTF-8 is said to be so. */
function textOf(bytes: Buffer): ScanRead {
  const nul = bytes.indexOf(0);
  const text = nul >= 0 ? undefined : decoded(bytes);
  if (text !== undefined) return { kind: 'text', text };
  const format = binaryFormat(bytes);
  if (format !== undefined) return { kind: 'binary', format };
  const detail =
    nul >= 0
      ? `a NUL byte at offset ${nul}${utf16(bytes)}`
      : `a byte that is not UTF-8 at offset ${firstBadByte(bytes)}`;
  return { kind: 'unscanned', why: { kind: 'not-text', detail } };
}

function decoded(bytes: Buffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** " (… UTF-16 text)" when the file starts with a UTF-16 byte order mark. */
function utf16(bytes: Buffer): string {
  const bom =
    bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  return bom ? ' (it starts with a UTF-16 byte order mark: it is UTF-16 text)' : '';
}

/** The offset of the first byte that is not UTF-8: the longest prefix that decodes (a cut sequence allowed). */
function firstBadByte(bytes: Buffer): number {
  let lo = 0;
  let hi = bytes.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      lo = mid;
    } catch {
      hi = mid;
    }
  }
  return lo;
}

function sizeOf(realRoot: string, rel: string): number {
  const found = statTrialFile(realRoot, rel);
  return found.kind === 'regular' ? found.size : 0;
}
