import path from 'node:path';
import { runEval } from '../../src/eval/runner/runEval.js';
import { evalParts, type FlatEvalOptions } from './evalOptions.js';
import type { Results, TrialRecord } from '../../src/results/types.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { readJsonLines } from './jsonLines.js';
import { tempDir } from './tempDirs.js';

export interface EvalRun {
  results: Results;
  records: TrialRecord[];
  /** Every request the CLIs sent to the scripted model. */
  requests: { url: string; body: { messages?: unknown[] } | undefined }[];
  outDir: string;
  progress: string[];
}

/** Validate `root` and run its evals offline against the scripted model, the way `caliper eval` does. */
export async function evalRepo(root: string, options: FlatEvalOptions = {}): Promise<EvalRun> {
  const outDir = options.outDir ?? tempDir('caliper-out-');
  const progress: string[] = [];
  const report = validateRepository(root);
  const errors = report.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 && !options.report) throw new Error(`test repository is invalid: ${JSON.stringify(errors)}`);
  const results = await runEval(
    evalParts({
      report,
      backends: ['claude-code'],
      model: { kind: 'scripted' },
      trials: 1,
      concurrency: 2,
      // A bound on a hung CLI, not on its speed: an OpenCode trial (~10 CPU s) beside a CPU hog and another
      // jest worker takes several times its idle time. Tests about the timeout set their own.
      timeoutSeconds: 180,
      progress: (line) => progress.push(line),
      ...options,
      outDir,
    }),
  );
  return {
    results,
    records: readJsonLines<TrialRecord>(path.join(outDir, 'trials.jsonl')).filter((r) => r.type === 'trial'),
    requests: readJsonLines<EvalRun['requests'][number]>(path.join(outDir, 'model-requests.jsonl')),
    outDir,
    progress,
  };
}

export function evalSpec(cases: { id: string; prompt: string; checks: string[] }[], head = ''): string {
  return `${head}cases:\n${cases
    .map(
      (c) =>
        `  - id: ${c.id}\n    prompt: ${JSON.stringify(c.prompt)}\n    ` +
        `checks:\n${c.checks.map((k) => `      - ${k}`).join('\n')}`,
    )
    .join('\n')}\n`;
}
