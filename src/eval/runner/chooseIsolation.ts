import { realpathSync } from 'node:fs';
import os from 'node:os';
import { isInside } from '../../skills/skillFiles.js';
import { namespacesAvailable, writeEnterScript, type Isolation } from '../sandbox/isolation.js';
import { EvalSetupError } from './errors.js';

/**
 * Namespaces when they work (required with `isolation: 'namespace'`). The evaluated repository is hidden
 * from the agent unless something the run needs lives inside it. The network namespace is added once
 * the scripted model is up.
 */
export function chooseIsolation(
  options: { isolation?: 'auto' | 'namespace' | 'none'; report: { root: string } },
  runDir: string,
  executables: readonly string[],
  progress: (line: string) => void,
): Isolation {
  const wanted = options.isolation ?? 'auto';
  if (wanted === 'none') return { kind: 'none' };
  const probe = namespacesAvailable();
  if (!probe.ok) {
    if (wanted === 'namespace') throw new EvalSetupError(`isolation "namespace" is not available here: ${probe.reason}`);
    progress(`warning: no namespace isolation (${probe.reason}); the agent can reach the network and the repository`);
    return { kind: 'none' };
  }
  const root = realpathSync.native(options.report.root);
  const needed = [runDir, os.tmpdir(), process.execPath, ...executables].map((p) => realpathSync.native(p));
  const conflict = needed.find((p) => isInside(root, p));
  if (conflict) progress(`warning: ${root} is not hidden from the agent because ${conflict} lives inside it`);
  return { kind: 'namespace', enterScript: writeEnterScript(runDir), network: undefined, hideDirs: conflict ? [] : [root] };
}
