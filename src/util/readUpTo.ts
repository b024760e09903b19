import { readSync } from 'node:fs';

/** At most `limit` bytes from an open file, read in chunks of at most 1 MB (no buffer of `limit` up front). */
export function readUpTo(fd: number, limit: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  while (total < limit) {
    const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, limit - total));
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) break;
    chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    total += n;
  }
  return Buffer.concat(chunks, total);
}
