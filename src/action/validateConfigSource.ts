import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE, ConfigError, DEFAULT_VALIDATE_CONFIG, parseValidateConfig, type ValidateConfig } from '../skills/config/validateConfig.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { GitHubError } from '../toolkit/github.js';
import { pullRequestApi } from '../toolkit/pullRequests.js';
import { InputError } from './inputs.js';

/**
 * The `validate:` settings the Action judges with. On a pull request they come from the BASE commit
 * (through the API, else from git history), never from the PR's own copy: a PR cannot turn off the rules
 * that gate it. On other events (push, schedule) the checked-out commit is the one to judge by.
 */
export async function validateConfigForAction(rt: ActionRuntime, env: NodeJS.ProcessEnv, workspace: string): Promise<ValidateConfig> {
  const baseSha = pullRequestBaseSha(env);
  try {
    if (baseSha === undefined) {
      const file = path.join(workspace, CONFIG_FILE);
      return existsSync(file) ? parseValidateConfig(readFileSync(file, 'utf8'), CONFIG_FILE) : DEFAULT_VALIDATE_CONFIG;
    }
    const source = `${CONFIG_FILE} at the base commit ${baseSha.slice(0, 12)}`;
    const token = rt.input('github-token');
    if (token && env.GITHUB_REPOSITORY) {
      const file = await pullRequestApi(token, env.GITHUB_REPOSITORY, env.GITHUB_API_URL).fileAt(CONFIG_FILE, baseSha);
      return file ? parseValidateConfig(file.text, source) : DEFAULT_VALIDATE_CONFIG;
    }
    const fromGit = gitShow(workspace, baseSha, CONFIG_FILE);
    if (fromGit.kind === 'text') return parseValidateConfig(fromGit.text, source);
    if (fromGit.kind === 'absent') return DEFAULT_VALIDATE_CONFIG;
    rt.annotate(
      'warning',
      `caliper could not read ${source} (no github-token and no git history of the base), so validate uses the default rules. The PR's own copy is never used. Pass github-token or check out with fetch-depth: 0.`,
      {},
    );
    return DEFAULT_VALIDATE_CONFIG;
  } catch (error) {
    if (error instanceof ConfigError) throw new InputError(`${error.message}. Its shape is in schemas/caliper-config.schema.json.`);
    // Fail closed: judging by other rules than the base's would let a PR choose its own.
    if (error instanceof GitHubError) throw new InputError(`caliper could not read ${CONFIG_FILE} at the base commit, so validate fails closed: ${error.message}`);
    throw error;
  }
}

function pullRequestBaseSha(env: NodeJS.ProcessEnv): string | undefined {
  try {
    const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as { pull_request?: { base?: { sha?: unknown } } };
    const sha = payload.pull_request?.base?.sha;
    return typeof sha === 'string' && /^[0-9a-f]{40}$/i.test(sha) ? sha : undefined;
  } catch {
    return undefined;
  }
}

function gitShow(workspace: string, sha: string, file: string): { kind: 'text'; text: string } | { kind: 'absent' } | { kind: 'unknown' } {
  const r = spawnSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: workspace, encoding: 'utf8' });
  if (r.status !== 0) return { kind: 'unknown' };
  const shown = spawnSync('git', ['show', `${sha}:${file}`], { cwd: workspace, encoding: 'utf8', maxBuffer: 1 << 20 });
  return shown.status === 0 ? { kind: 'text', text: shown.stdout } : { kind: 'absent' };
}
