// A cost bound that a loaded machine cannot fail and a slower-than-linear path still does: no test compares a
// clock with a constant. Work is timed against a control measured in the same test, the two interleaved and each
// taken as its least time over a few rounds (the least is the round the machine's load touched least), so that
// load slows both sides alike and only the ratio is asserted.

/** The least wall time, in milliseconds, of each of `jobs` over `rounds` interleaved rounds. */
export function leastTimes(jobs: readonly (() => unknown)[], rounds = 5): number[] {
  const least = jobs.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
    jobs.forEach((job, i) => {
      const started = performance.now();
      job();
      least[i] = Math.min(least[i]!, performance.now() - started);
    });
  }
  return least;
}

/** As leastTimes, for jobs that are promises (a process, a server). */
export async function leastTimesAsync(jobs: readonly (() => Promise<unknown>)[], rounds = 3): Promise<number[]> {
  const least = jobs.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
    for (const [i, job] of jobs.entries()) {
      const started = performance.now();
      await job();
      least[i] = Math.min(least[i]!, performance.now() - started);
    }
  }
  return least;
}

/** How many times the work costs the control; a floor of 1 ms on the control keeps a near-zero one from blowing it up. */
export function costRatio(work: () => unknown, control: () => unknown, rounds?: number): number {
  const [w, c] = leastTimes([work, control], rounds);
  return w! / Math.max(c!, 1);
}

/** As costRatio, for promises. */
export async function costRatioAsync(work: () => Promise<unknown>, control: () => Promise<unknown>, rounds?: number): Promise<number> {
  const [w, c] = await leastTimesAsync([work, control], rounds);
  return w! / Math.max(c!, 1);
}
