import { realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Discipline } from '../../results/types.js';
import { startScriptedModel, type ScriptedModel } from '../../scripted-model/server.js';
import type { Redactor } from '../../util/redact.js';
import { agentNamed } from '../../agents/index.js';
import { probeCli, type Probe } from '../backends/locate.js';
import { disciplineUnsupported } from '../disciplines/discipline.js';
import { makeOwnedFolder, removeLeftovers } from '../sandbox/cleanup.js';
import { bubblewrapAvailable, type Isolation, type IsolationLevel } from '../sandbox/isolation.js';
import { writeForwarder } from '../sandbox/network.js';
import { writeSeccompFilter } from '../sandbox/seccomp.js';
import type { NpmServers } from '../mcp/npm/servers.js';
import type { BackendName } from '../spec/types.js';
import { EvalSetupError } from './errors.js';
import type { EvalOptions } from './options.js';
import { trialSetups, type BackendSetups } from './trialSetups.js';

/** What a run holds while its trials run: its own folder, the scripted model if any, each backend's setup. */
export interface Preflight {
  level: IsolationLevel;
  runDir: string;
  setups: BackendSetups;
  close(): Promise<void>;
}

/** Refuse, before anything is started, a backend this caliper lacks or one the discipline cannot drive. */
export function checkBackends(backends: readonly BackendName[], discipline: Discipline): void {
  for (const name of backends) {
    const backend = agentNamed(name);
    if (!backend) throw new EvalSetupError(`backend ${name} is not available in this version of caliper`);
    const unsupported = disciplineUnsupported(discipline, backend);
    if (unsupported) throw new EvalSetupError(unsupported);
  }
}

/**
 * Everything that must hold before the first trial: the sandbox is available, leftovers of a dead run are
 * gone, the CLIs answer `--version`, and (scripted) the model is listening. `close` undoes it.
 */
export async function preflight(
  options: EvalOptions,
  discipline: Discipline,
  redactor: Redactor,
  progress: (line: string) => void,
  npmServers?: NpmServers,
): Promise<Preflight> {
  const env = options.sandbox.env ?? process.env;
  const level: IsolationLevel = options.sandbox.isolation ?? 'bubblewrap';
  if (level === 'bubblewrap') {
    const available = bubblewrapAvailable(env.PATH ?? '/usr/local/bin:/usr/bin:/bin');
    if (!available.ok) throw new EvalSetupError(available.reason);
  }
  for (const gone of removeLeftovers(os.tmpdir())) progress(`removed ${gone}, left by a caliper run that died`);
  const runDir = realpathSync.native(makeOwnedFolder(os.tmpdir(), 'run'));
  let server: ScriptedModel | undefined;
  const close = async () => {
    await server?.close();
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const probes = new Map<BackendName, Probe>(
      options.selection.backends.map((name) => [
        name,
        probeCli(agentNamed(name)!, options.sandbox.cliPaths?.[name], env),
      ]),
    );
    for (const probe of probes.values()) if (!probe.ok) progress(probe.reason);
    if (options.model.kind === 'scripted')
      server = await startScriptedModel({
        tcp: level === 'none',
        logFile: path.join(options.output.outDir, 'model-requests.jsonl'),
        redactor,
      });
    // Each trial gets its own way out (runTrial): a socket of its own to the scripted model, or its own
    // allow-list proxy with a real model, so that what it opens and what it is refused are its own.
    const isolation: Isolation =
      level === 'bubblewrap'
        ? {
            kind: 'bubblewrap',
            forwarder: writeForwarder(runDir),
            seccomp: writeSeccompFilter(runDir),
            egress: undefined,
          }
        : { kind: 'none' };
    const setups = trialSetups({
      options,
      discipline,
      env,
      level,
      isolation,
      probes,
      server,
      runDir,
      redactor,
      progress,
      npmServers,
    });
    return { level, runDir, setups, close };
  } catch (error) {
    await close();
    throw error;
  }
}
