import path from 'node:path';
import { factsOf } from '../../agents/facts.js';
import type { ToolCall } from '../../agents/agent.js';
import type { BackendName } from '../spec/types.js';

/** Every absolute path the transcript's successful calls read, as written. */
export function readFiles(
  backend: BackendName,
  calls: readonly ToolCall[],
  dirs: { workDir: string; skillsRoot: string },
): string[] {
  return calls.flatMap((call) => {
    if (!call.result?.ok) return [];
    const { paths, base } = factsOf(backend).tools.readPaths(call);
    const from = base === 'work' ? dirs.workDir : path.join(dirs.skillsRoot, base.skill);
    return paths.map((p) => path.resolve(from, p));
  });
}
