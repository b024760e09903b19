import { formatBytes } from '../../util/folderSize.js';
import type { BodyBudget } from '../../util/requestBody.js';

/**
 * The request bodies one trial's ways out (its scripted model door, its relay) hold at once: memory of
 * caliper's own process, which the trial's watchdog does not measure. Unbounded, 24 connections each
 * sending a body of 16 MiB less a byte kept 384 MiB in caliper. Past `max` a request is refused, and the
 * watchdog stops the trial as over its limit, a harness error that says so.
 */
export class RequestBytes implements BodyBudget {
  private heldNow = 0;
  private highest = 0;
  private refused = 0;

  constructor(readonly max: number) {}

  take(bytes: number): boolean {
    if (this.heldNow + bytes > this.max) {
      this.refused++;
      return false;
    }
    this.heldNow += bytes;
    this.highest = Math.max(this.highest, this.heldNow);
    return true;
  }

  give(bytes: number): void {
    this.heldNow -= bytes;
  }

  /** Bytes held now, and the most held at once so far. */
  get held(): number {
    return this.heldNow;
  }

  get peak(): number {
    return this.highest;
  }

  /** Why the trial must stop, once a request was refused for want of budget; else undefined. */
  overLimit(): string | undefined {
    if (this.refused === 0) return undefined;
    const held = `held more than ${formatBytes(this.max)} of request bodies at once`;
    const why = 'its limit, requestBytes of the trial limits; a CLI sends a few hundred kB: the agent flooded it';
    return `the trial's requests to its way out ${held} (${why}); it was stopped`;
  }
}
