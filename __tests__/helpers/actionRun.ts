import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseGithubOutput, runBundleAsync } from './runNode.js';
import { tempDir } from './tempDirs.js';

/**
 * Run the bundled Action (`dist/index.js`) as the runner does: the event payload and inputs in the
 * environment, files for outputs and the job summary, the REST API at `apiUrl`.
 */
export async function runActionBundle(options: {
  workspace: string;
  eventName: string;
  eventPath: string;
  apiUrl?: string;
  inputs: Record<string, string>;
  env?: NodeJS.ProcessEnv;
}) {
  const tmp = tempDir('caliper-action-run-');
  const output = path.join(tmp, 'output');
  const summary = path.join(tmp, 'summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const env: NodeJS.ProcessEnv = {
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_REPOSITORY: 'octo-org/skills',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: options.eventPath,
    ...(options.apiUrl !== undefined && { GITHUB_API_URL: options.apiUrl }),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: tmp,
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const r = await runBundleAsync('dist/index.js', [], { cwd: options.workspace, env });
  return { ...r, outputs: parseGithubOutput(readFileSync(output, 'utf8')), summary: readFileSync(summary, 'utf8') };
}
