import path from 'node:path';
import { AVAILABLE_BACKENDS, backendNamed } from '../eval/backends/index.js';
import { installBackend } from '../eval/backends/install.js';
import { runEval, type ModelChoice } from '../eval/runner/runEval.js';
import { DEFAULT_SEQUENTIAL } from '../results/sequential.js';
import type { BackendName } from '../eval/spec/types.js';
import { resultsFootnote, resultsTable } from '../report/resultsTable.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import { uploadFolderArtifact } from '../toolkit/artifact.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { InputError, parseBoolean, parseList, parseOptionalInt, parseOptionalNumber } from './inputs.js';

/** Install the pinned CLIs, run the evals, publish the table, the results and the transcripts. */
/** Returns the path of results.json. */
export async function evalStage(rt: ActionRuntime, report: ValidationReport, env: NodeJS.ProcessEnv): Promise<string> {
  const backends = parseList(rt.input('backends') || 'claude-code') as BackendName[];
  for (const b of backends) if (!backendNamed(b)) throw new InputError(`input "backends": unknown backend "${b}" (available: ${AVAILABLE_BACKENDS.join(', ')})`);
  let model: ModelChoice;
  if (parseBoolean(rt.input('scripted-model'), 'scripted-model')) {
    model = { kind: 'scripted' };
  } else {
    for (const b of backends) {
      const needed = backendNamed(b)!.credentialEnv;
      if (!needed.some((n) => env[n])) {
        throw new InputError(`no model credentials for ${b}: set ${needed.join(' or ')} in the step's env from a secret, or set scripted-model: true for an offline smoke run`);
      }
    }
    model = { kind: 'real', baseUrl: undefined, apiKey: undefined, model: rt.input('model') || undefined };
  }
  const runnerTemp = env.RUNNER_TEMP ?? path.join(env.GITHUB_WORKSPACE ?? process.cwd(), '.caliper');
  const toolEnv = { ...env, CALIPER_TOOLS: env.CALIPER_TOOLS ?? path.join(env.RUNNER_TOOL_CACHE ?? runnerTemp, 'caliper-tools') };
  if (rt.input('install-clis').trim() === '' || parseBoolean(rt.input('install-clis'), 'install-clis')) {
    for (const b of backends) {
      const outcome = installBackend(backendNamed(b)!, toolEnv);
      if (!outcome.ok) throw new InputError(outcome.reason);
      rt.info(`${b}: ${outcome.binary}${outcome.alreadyInstalled ? ' (cached)' : ''}`);
    }
  }
  const outDir = path.resolve(env.GITHUB_WORKSPACE ?? process.cwd(), rt.input('results-dir') || path.join(runnerTemp, 'caliper-results'));
  const skills = parseList(rt.input('skills'));
  const cases = parseList(rt.input('cases'));
  const auto = /^auto(?::(\d+))?$/.exec(rt.input('trials').trim());
  const sequential = auto ? { ...DEFAULT_SEQUENTIAL, ...(auto[1] && { maxTrials: Number(auto[1]) }) } : undefined;
  const trials = auto ? undefined : parseOptionalInt(rt.input('trials'), 'trials');
  const concurrency = parseOptionalInt(rt.input('concurrency'), 'concurrency');
  const timeoutSeconds = parseOptionalInt(rt.input('timeout'), 'timeout');
  const maxTrials = parseOptionalInt(rt.input('max-trials'), 'max-trials');
  const maxTokens = parseOptionalInt(rt.input('max-tokens'), 'max-tokens');
  const maxCostUsd = parseOptionalNumber(rt.input('max-cost'), 'max-cost');

  const results = await runEval({
    report,
    backends,
    model,
    outDir,
    ...(trials !== undefined && { trials }),
    ...(sequential && { sequential }),
    ...(concurrency !== undefined && { concurrency }),
    ...(timeoutSeconds !== undefined && { timeoutSeconds }),
    ...(skills.length > 0 && { skills }),
    ...(cases.length > 0 && { cases }),
    journal: parseBoolean(rt.input('resume'), 'resume') ? 'resume' : 'fresh',
    budget: { ...(maxTrials !== undefined && { maxTrials }), ...(maxTokens !== undefined && { maxTokens }), ...(maxCostUsd !== undefined && { maxCostUsd }) },
    env: toolEnv,
    progress: (line) => rt.info(line),
  });

  const skipped = results.skipped.length > 0 ? `\n<details><summary>${results.skipped.length} planned trial(s) not run</summary>\n\n${results.skipped.map((s) => `- \`${s.key}\`: ${s.reason}`).join('\n')}\n</details>\n` : '';
  await rt.appendSummary(`## caliper eval\n\n${resultsTable(results, 'markdown')}\n${resultsFootnote(results)}${skipped}`);
  rt.setOutput('results-path', path.join(outDir, 'results.json'));

  const artifact = rt.input('artifact-name') || 'caliper-results';
  const upload = await uploadFolderArtifact(artifact, outDir, env);
  rt.info(upload.uploaded ? `uploaded results and transcripts as the artifact "${artifact}"` : `results and transcripts not uploaded: ${upload.reason}`);

  const measured = results.results.some((r) => r.cases.some((c) => c.trials > c.errors));
  if (!measured) rt.fail('caliper eval measured nothing: every trial was a harness error or skipped; see the job summary.');
  return path.join(outDir, 'results.json');
}
