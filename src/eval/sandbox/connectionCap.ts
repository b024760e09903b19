import type net from 'node:net';

/**
 * What one trial may hold open at once of caliper's own process: its connections to its way out (the
 * scripted model, its allow-list proxy, its relay) are descriptors of caliper's, not of the sandbox.
 * Unbounded, one trial opening 20,000 took every descriptor caliper had: the other trials failed and
 * the next spawn ended the run. Each server of a trial is guarded by the trial's one cap: past `max`
 * open connections a new one is closed as it arrives (net.Server.maxConnections), and the trial's
 * watchdog stops the trial as over its limit, a harness error that says so.
 */
export class TrialConnections {
  private refused = 0;

  constructor(readonly max: number) {}

  /** Cap `server`, one of this trial's ways out; a failed accept (the host out of descriptors) loses that connection, never the run. */
  guard<S extends net.Server>(server: S): S {
    server.maxConnections = this.max;
    server.on('drop', () => this.refused++);
    server.on('error', () => {});
    return server;
  }

  /** Why the trial must stop, once a connection was refused; else undefined. */
  overLimit(): string | undefined {
    if (this.refused === 0) return undefined;
    return `the trial opened more than ${this.max} connections at once to its way out (its limit); it was stopped`;
  }
}
