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

const HOST_PORT = /^([a-z0-9.-]+|\[[0-9a-f:]+\]):(\d{1,5})$/;

export function hostOverrides(runnerEnv: NodeJS.ProcessEnv): HostOverrides {
  const value = runnerEnv[RESOLVE_VARIABLE]?.trim();
  const overrides = new Map<string, { host: string; port: number }>();
  if (!value) return overrides;
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [asked, dialled, extra] = entry.toLowerCase().split('=');
    const to = dialled === undefined ? undefined : HOST_PORT.exec(dialled);
    if (extra !== undefined || !asked || !HOST_PORT.test(asked) || !to || Number(to[2]) > 65535) {
      throw new EvalSetupError(`${RESOLVE_VARIABLE} takes HOST:PORT=ADDRESS:PORT entries separated by commas (api.anthropic.com:443=127.0.0.1:8443), not "${entry.slice(0, 80)}"`);
    }
    overrides.set(asked, { host: to[1]!.replace(/^\[|\]$/g, ''), port: Number(to[2]) });
  }
  return overrides;
}
