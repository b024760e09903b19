import { readdirSync, readFileSync } from 'node:fs';

/**
 * Pids of live processes whose command line holds `marker` (a sandbox has its own pid namespace, so its pids do not
 * help).
 */
export function withMarker(marker: string): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid)
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** `gone`, or the state letter from /proc (a killed child may linger as a zombie `Z` until reaped). */
export function processState(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[0]!;
  } catch {
    return 'gone';
  }
}

export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
