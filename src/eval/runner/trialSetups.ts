import path from 'node:path';
import { AGENT_FACTS } from '../../agents/facts.js';
import type { Discipline } from '../../results/types.js';
import type { ScriptedModel } from '../../scripted-model/server.js';
import type { Redactor } from '../../util/redact.js';
import type { Agent, ModelEndpoint } from '../../agents/agent.js';
import { agentNamed } from '../../agents/index.js';
import { isInstalled, toolsDir, type Probe } from '../backends/locate.js';
import type { Isolation, IsolationLevel } from '../sandbox/isolation.js';
import { allowedHosts } from '../sandbox/modelHosts.js';
import { extraCertificates } from '../sandbox/extraCertificates.js';
import { hostOverrides, RESOLVE_VARIABLE } from '../sandbox/hostOverrides.js';
import { EvalSetupError } from './errors.js';
import { EGRESS_PORT } from '../sandbox/network.js';
import { programRoots } from '../sandbox/policy.js';
import { DEFAULT_TRIAL_LIMITS } from '../sandbox/trialLimits.js';
import { judgeFor } from '../judge/choice.js';
import type { BackendName } from '../spec/types.js';
import { DEFAULT_MAX_TURNS, DEFAULT_TIMEOUT_SECONDS } from './defaults.js';
import { DiscoveryListings } from './discoveryListings.js';
import type { EvalOptions, ModelChoice } from './options.js';
import type { TrialSetup } from './runTrial.js';
import { tapeEndpoint, trialTape } from '../replay/trialTape.js';
import type { NpmServers } from '../mcp/npm/servers.js';

/** A backend that cannot run in this run: its trials are harness errors with this reason. */
export type Unavailable = { unavailable: string };
export type BackendSetups = ReadonlyMap<BackendName, TrialSetup | Unavailable>;

/** The version a backend's CLI reported (undefined when it reported none), `unavailable` when it could not start. */
export function backendVersion(setup: TrialSetup | Unavailable): string | undefined {
  return 'unavailable' in setup ? 'unavailable' : setup.backendVersion;
}

/** How every trial of each backend runs: the CLI found, the endpoint its model is at, its fence. */
export function trialSetups(input: {
  options: EvalOptions;
  discipline: Discipline;
  env: NodeJS.ProcessEnv;
  level: IsolationLevel;
  isolation: Isolation;
  probes: ReadonlyMap<BackendName, Probe>;
  server: ScriptedModel | undefined;
  runDir: string;
  redactor: Redactor;
  /** Where the run says what it left out of the runner's CA file. */
  progress: (line: string) => void;
  /** The run's `npm:` MCP servers, installed. */
  npmServers?: NpmServers;
}): BackendSetups {
  const { options, env, level } = input;
  const model = options.model;
  const scripted = model.kind === 'scripted';
  const discovery = new DiscoveryListings();
  // What the runner says about reaching a real model: extra CAs, and where a provider's name is dialled.
  const live = model.kind === 'real' && !model.tape;
  const certificates = live ? extraCertificates(env, input.runDir) : undefined;
  if (certificates?.warning) input.progress(`warning: ${certificates.warning}`);
  const overrides = live ? hostOverrides(env, reachableHosts(options, env)) : new Map();
  if (model.kind === 'real' && model.tape?.mode === 'record' && env[RESOLVE_VARIABLE]?.trim()) {
    throw new EvalSetupError(
      `${RESOLVE_VARIABLE} applies to a trial's proxy, and a recording has ` +
        `none: its relay calls the provider itself. Unset ${RESOLVE_VARIABLE}, ` +
        `or record through a gateway (--model-url)`,
    );
  }
  // A live run with no model URL: a CLI whose provider the runner must name is refused before its first trial.
  for (const name of live && !model.baseUrl ? options.selection.backends : []) {
    const unreachable = agentNamed(name)!.run.unreachableModel?.(env);
    if (unreachable) throw new EvalSetupError(unreachable);
  }
  const setups = new Map<BackendName, TrialSetup | Unavailable>();
  for (const name of options.selection.backends) {
    const backend = agentNamed(name)!;
    const probe = input.probes.get(name)!;
    if (!probe.ok) {
      setups.set(name, { unavailable: probe.reason });
      continue;
    }
    const tape = model.kind === 'real' && model.tape ? trialTape(model.tape, backend, model, env) : undefined;
    const endpoint: ModelEndpoint =
      model.kind === 'real'
        ? tape
          ? tapeEndpoint(`http://127.0.0.1:${EGRESS_PORT}`, model.model)
          : { baseUrl: model.baseUrl, apiKey: model.apiKey, model: model.model }
        : {
            baseUrl: level === 'none' ? input.server!.tcpUrl : `http://127.0.0.1:${EGRESS_PORT}`,
            apiKey: 'scripted-model-key',
            model: undefined,
          };
    setups.set(name, {
      backend,
      discipline: input.discipline,
      executable: probe.executable,
      backendVersion: probe.version,
      endpoint,
      passEnv: runnerVariables(backend, model, tape !== undefined),
      isolation: input.isolation,
      programs:
        level === 'none'
          ? []
          : [
              ...programRoots(probe.executable, path.join(toolsDir(env), name), env.PATH ?? ''),
              ...(certificates ? [certificates.dir] : []),
            ],
      runnerEnv: env,
      timeoutMs: (options.sandbox.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
      maxTurns: options.sandbox.maxTurns ?? DEFAULT_MAX_TURNS,
      outDir: options.output.outDir,
      redactor: input.redactor,
      sandboxParent: undefined,
      ...(tape && { tape }),
      allow:
        level === 'bubblewrap' && !scripted && !tape
          ? allowedHosts(name, model.kind === 'real' ? model.baseUrl : undefined, backend.run.passEnv, env)
          : undefined,
      overrides,
      ...(certificates && { certificateEnv: certificates.env }),
      runDir: input.runDir,
      discovery,
      ...(isInstalled(backend, probe.executable, env) && { keptListings: toolsDir(env) }),
      limits: { ...DEFAULT_TRIAL_LIMITS, ...options.sandbox.limits },
      ...(level === 'bubblewrap' && input.server && { scriptedModel: input.server }),
      judge: judgeFor(model, env),
      ...(input.npmServers && { npmServers: input.npmServers }),
    });
  }
  return setups;
}

/**
 * Which of the runner's variables a backend's CLI receives. Scripted, none; under a tape the relay holds
 * the key, so none; behind a gateway (a model URL) the gateway's key is the endpoint's, so none of the
 * runner's keys (an ANTHROPIC_AUTH_TOKEN or another provider's key would reach the gateway, and the
 * agent), only its proxy variables; else the backend's own keys, base URLs and proxies.
 */
export function runnerVariables(backend: Agent, model: ModelChoice, taped: boolean): readonly string[] {
  if (model.kind === 'scripted' || taped) return [];
  if (model.baseUrl !== undefined)
    return backend.run.passEnv.filter((name) => /^(?:https?_proxy|no_proxy)$/i.test(name));
  return backend.run.passEnv;
}

/** Every `host:port` a trial of this run may be allowed, and every provider's: what CALIPER_RESOLVE may name. */
function reachableHosts(options: EvalOptions, env: NodeJS.ProcessEnv): Set<string> {
  const baseUrl = options.model.kind === 'real' ? options.model.baseUrl : undefined;
  return new Set([
    ...AGENT_FACTS.flatMap((f) => f.modelHosts),
    ...options.selection.backends.flatMap((b) => allowedHosts(b, baseUrl, agentNamed(b)!.run.passEnv, env)),
  ]);
}
