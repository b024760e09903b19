import type http from 'node:http';
import { RequestBytes } from './requestBytes.js';
import { DEFAULT_TRIAL_LIMITS } from './trialLimits.js';

/**
 * How long a connection of a trial's may take to send a request: its headers (from the moment it
 * connects), and the whole request. Node's defaults are 60 s and 300 s, checked every 30 s. Only the
 * request is timed, never the answer: a model streaming a long answer, or thinking long before it, is
 * not cut. A CLI sends a request of a few hundred kB over a local socket in milliseconds.
 */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
  /** How often the server looks for connections past them. */
  checkEveryMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 60_000, requestMs: 120_000, checkEveryMs: 10_000 };

/**
 * What one trial may hold open at once of caliper's own process: its connections to its way out (the
 * scripted model, its allow-list proxy, its relay) are descriptors of caliper's, not of the sandbox.
 * Unbounded, one trial opening 20,000 took every descriptor caliper had: the other trials failed and
 * the next spawn ended the run. Each server of a trial is guarded by the trial's one cap: past `max`
 * open connections a new one is closed as it arrives (net.Server.maxConnections), and the trial's
 * watchdog stops the trial as over its limit, a harness error that says so. The same trial's request
 * bodies share one budget of bytes held at once (`bodies`), and a connection that is slow to send its
 * request is closed (`timeouts`), so that it cannot hold its place for long.
 */
export class TrialConnections {
  private refused = 0;

  constructor(
    readonly max: number,
    readonly bodies = new RequestBytes(DEFAULT_TRIAL_LIMITS.requestBytes),
    private readonly timeouts = REQUEST_TIMEOUTS,
  ) {}

  /**
   * Cap `server`, one of this trial's ways out, before it listens; a failed accept (the host out of
   * descriptors) loses that connection, never the run.
   */
  guard<S extends http.Server>(server: S): S {
    server.maxConnections = this.max;
    server.headersTimeout = this.timeouts.headersMs;
    server.requestTimeout = this.timeouts.requestMs;
    // Read by Node when the server starts listening.
    (server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = this.timeouts.checkEveryMs;
    server.on('drop', () => this.refused++);
    server.on('error', () => {});
    return server;
  }

  /** Why the trial must stop, once a connection or a request body was refused; else undefined. */
  overLimit(): string | undefined {
    if (this.refused === 0) return this.bodies.overLimit();
    return `the trial opened more than ${this.max} connections at once to its way out (its limit); it was stopped`;
  }
}
