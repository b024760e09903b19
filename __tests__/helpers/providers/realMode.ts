import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BackendName } from '../../../src/eval/spec/types.js';
import type { Results, TrialRecord } from '../../../src/results/types.js';
import { readJsonLines } from '../jsonLines.js';
import { runBundleAsync } from '../runNode.js';
import { tempDir } from '../tempDirs.js';

/** A key shaped like each provider's, so that the redactor's rules for real keys are what is tested. */
export const STAND_IN_KEYS = {
  anthropic: 'sk-ant-api03-standin0123456789abcdefghijklmnop',
  openai: 'sk-proj-standin0123456789abcdefghijklmnop',
  gemini: 'AIzaSyStandIn0123456789abcdefghijklmno',
} as const;

/**
 * The environment a user gives `caliper eval` for a real model behind a gateway at `url`: the CLI's own
 * base-URL variable and key (Codex ignores OPENAI_BASE_URL itself; caliper writes it into Codex's
 * config). pi, Hermes and OpenCode take no base-URL variable: they have none, and are given the model
 * URL through the runner, as a gateway.
 */
export function realModeEnv(backend: BackendName, url: string): Record<string, string> | undefined {
  switch (backend) {
    case 'claude-code':
      return { ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: STAND_IN_KEYS.anthropic };
    case 'gemini-cli':
      return { GOOGLE_GEMINI_BASE_URL: url, GEMINI_API_KEY: STAND_IN_KEYS.gemini };
    case 'codex':
      return { OPENAI_BASE_URL: `${url}/v1`, OPENAI_API_KEY: STAND_IN_KEYS.openai };
    case 'copilot':
      return copilotProvider(`${url}/v1`);
    default:
      return undefined;
  }
}

/**
 * Copilot CLI's bring-your-own-model variables (docs/internals/copilot-cli.md): without a base URL it
 * would sign in to GitHub, which caliper never lets it do.
 */
function copilotProvider(baseUrl: string): Record<string, string> {
  return {
    COPILOT_PROVIDER_BASE_URL: baseUrl,
    COPILOT_PROVIDER_TYPE: 'openai',
    COPILOT_PROVIDER_API_KEY: STAND_IN_KEYS.openai,
  };
}

/** The key a user with no gateway sets for each CLI's default provider, and nothing else. */
export function hostNameEnv(backend: BackendName): Record<string, string> {
  switch (backend) {
    case 'claude-code':
      return { ANTHROPIC_API_KEY: STAND_IN_KEYS.anthropic };
    case 'gemini-cli':
      return { GEMINI_API_KEY: STAND_IN_KEYS.gemini };
    // Copilot CLI has no provider of its own: its bring-your-own-model variables name OpenAI's API.
    case 'copilot':
      return copilotProvider('https://api.openai.com/v1');
    // OpenRouter's Chat Completions, which all three speak (their OpenAI providers speak Responses).
    case 'hermes':
    case 'pi':
    case 'opencode':
      return { OPENROUTER_API_KEY: STAND_IN_KEYS.openai };
    default:
      return { OPENAI_API_KEY: STAND_IN_KEYS.openai };
  }
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Run the bundled caliper CLI (dist/cli) in a process of its own, as a user would. Not in this process: a file's
 * cases may run side by side (caseRunner), and jest 30 refuses any `import()` in one of them once another has
 * finished (jestjs/jest#15823), where caliper loads its commands.
 */
export async function caliper(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CliRun> {
  const run = await runBundleAsync('dist/cli/index.js', args, { cwd: options.cwd, env: options.env ?? {} });
  return { code: run.status ?? 1, stdout: run.stdout, stderr: run.stderr };
}

/** What a run folder holds: results.json and the trial records of trials.jsonl. */
export function runFolder(outDir: string): { results: Results; records: TrialRecord[] } {
  return {
    results: JSON.parse(readFileSync(path.join(outDir, 'results.json'), 'utf8')) as Results,
    records: readJsonLines<TrialRecord>(path.join(outDir, 'trials.jsonl')).filter((r) => r.type === 'trial'),
  };
}

/** A fresh folder for a run's results. */
export const outFolder = () => tempDir('caliper-real-');
