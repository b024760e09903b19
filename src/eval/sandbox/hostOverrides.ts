import { EvalSetupError } from '../runner/errors.js';

/**
 * `CALIPER_RESOLVE=api.anthropic.com:443=127.0.0.1:8443,…`: where the allow-list proxy connects for a
 * `host:port` a trial asks for, like curl's `--resolve`. The trial still asks for (and is allowed) the
 * provider's own name, and its TLS still checks that name; only the address changes. For provider
 * stand-ins in tests and for a gateway that answers for the provider's name under a CA of your own
 * (NODE_EXTRA_CA_CERTS). A runner variable: a pull request's files cannot set it.
 */
export const RESOLVE_VARIABLE = 'CALIPER_RESOLVE';

/** `host:port` asked for → `host:port` dialled. */
export type HostOverrides = ReadonlyMap<string, { host: string; port: number }>;

/** `host:port` as a proxy target: a name or a bracketed IPv6 address, and a port. */
export const HOST_PORT = /^([a-z0-9.-]+|\[[0-9a-f:]+\]):(\d{1,5})$/;

/** A `host:port` of HOST_PORT with a port in 1–65535, as host and port; undefined otherwise. */
export function hostAndPort(target: string): { host: string; port: number } | undefined {
  const m = HOST_PORT.exec(target);
  const port = m ? Number(m[2]) : 0;
  return m && port >= 1 && port <= 65535 ? { host: m[1]!.replace(/^\[|\]$/g, ''), port } : undefined;
}

/**
 * The runner's CALIPER_RESOLVE; `known`: the `host:port`s a trial of this run may be allowed (an entry
 * for any other name, a typo of a provider's, would do nothing while the real host is dialled).
 */
export function hostOverrides(runnerEnv: NodeJS.ProcessEnv, known: ReadonlySet<string>): HostOverrides {
  const value = runnerEnv[RESOLVE_VARIABLE]?.trim();
  const overrides = new Map<string, { host: string; port: number }>();
  if (!value) return overrides;
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [asked, dialled, extra] = entry.toLowerCase().split('=');
    const to = dialled === undefined ? undefined : hostAndPort(dialled);
    if (extra !== undefined || !asked || !hostAndPort(asked) || !to) {
      throw new EvalSetupError(
        `${RESOLVE_VARIABLE} takes HOST:PORT=ADDRESS:PORT entries separated by ` +
          `commas (api.anthropic.com:443=127.0.0.1:8443), ports 1-65535, not ` +
          `"${entry.slice(0, 80)}"`,
      );
    }
    if (overrides.has(asked))
      throw new EvalSetupError(`${RESOLVE_VARIABLE} names ${asked} twice: give each host one address`);
    if (!known.has(asked))
      throw new EvalSetupError(
        `${RESOLVE_VARIABLE} names ${asked}, which no trial of this run may ` +
          `reach (${[...known].sort().join(', ')}): is it a typo?`,
      );
    overrides.set(asked, to);
  }
  return overrides;
}
