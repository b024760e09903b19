import { ByteBudget, readEachOnce } from '../../util/trialFiles.js';
import type { ScanReader } from './scanSkill.js';

/** A referenced file over this is not scanned (SKILL.md itself is capped at 256 KiB by readSkill). */
export const SCAN_FILE_MAX_BYTES = 1024 * 1024;
/** The bytes of referenced files one validate run scans in all. */
export const SCAN_TOTAL_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The content scan's reader of a repository's files: the one guarded reader (no link followed, not a
 * FIFO or device, each file once however many hard links name it), bounded per file and per run.
 */
export function scanReader(realRoot: string): ScanReader {
  return readEachOnce(realRoot, new ByteBudget(SCAN_TOTAL_MAX_BYTES), SCAN_FILE_MAX_BYTES);
}
