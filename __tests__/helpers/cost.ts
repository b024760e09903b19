// A cost bound that a loaded machine cannot fail and a slower-than-linear path still does: no test compares a
// clock with a constant. Work is measured against a control measured in the same test, in this process's CPU
// time (user and system, which waiting for a busy core does not add to), the two interleaved and each taken as
// its least over a few rounds, and only their ratio is asserted. Wall time under a load of 17 on 2 cores put a
// 4-to-1 ratio anywhere from 2.3 to 18.7.

/** This process's CPU time, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The least CPU time, in milliseconds, of each of `jobs` over `rounds` interleaved rounds. */
export function leastTimes(jobs: readonly (() => unknown)[], rounds = 5): number[] {
  const least = jobs.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
    jobs.forEach((job, i) => {
      const started = cpuMs();
      job();
      least[i] = Math.min(least[i]!, cpuMs() - started);
    });
  }
  return least;
}

/** As leastTimes, for jobs that are promises run in this process (not a child process: its CPU is not ours). */
export async function leastTimesAsync(jobs: readonly (() => Promise<unknown>)[], rounds = 3): Promise<number[]> {
  const least = jobs.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
    for (const [i, job] of jobs.entries()) {
      const started = cpuMs();
      await job();
      least[i] = Math.min(least[i]!, cpuMs() - started);
    }
  }
  return least;
}

/**
 * How many times the work costs the control; a floor of 1 ms on the control keeps a near-zero one from blowing it up.
 */
export function costRatio(work: () => unknown, control: () => unknown, rounds?: number): number {
  const [w, c] = leastTimes([work, control], rounds);
  return w! / Math.max(c!, 1);
}

/** As costRatio, for promises. */
export async function costRatioAsync(
  work: () => Promise<unknown>,
  control: () => Promise<unknown>,
  rounds?: number,
): Promise<number> {
  const [w, c] = await leastTimesAsync([work, control], rounds);
  return w! / Math.max(c!, 1);
}
