import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import {
  ConfigError,
  configCandidates,
  DEFAULT_VALIDATE_CONFIG,
  parseValidateConfig,
  readConfigText,
  type ValidateConfig,
} from '../skills/config/validateConfig.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { GitHubError } from '../toolkit/github.js';
import { pullRequestApi } from '../toolkit/pullRequests.js';
import { sentence } from '../util/strings.js';
import { InputError } from './inputs.js';

/**
 * The `validate:` settings the Action judges with: the file of input `config`, else the first
 * `.github/caliper.yml` in `dir` (input `path`) or a folder above it up to the workspace, which is where
 * the CLI looks too. On a pull request it comes from the BASE commit (through the API, else from git
 * history), never from the PR's own copy: a PR cannot turn off the rules that gate it. On other events
 * (push, schedule) the checked-out commit is the one to judge by.
 */
export async function validateConfigForAction(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  workspace: string,
  dir: string = workspace,
): Promise<ValidateConfig> {
  const explicit = rt.input('config').trim().replace(/^\.\//, '');
  if (
    explicit !== '' &&
    (path.isAbsolute(explicit) || !isInside(path.resolve(workspace), path.resolve(workspace, explicit)))
  ) {
    throw new InputError(`input "config" must be a file in the workspace, relative to it, not ${explicit}`);
  }
  const candidates =
    explicit !== ''
      ? [explicit]
      : configCandidates(dir, workspace).map((abs) => path.relative(workspace, abs).split(path.sep).join('/'));
  const missing = (where: string) => {
    if (explicit !== '')
      throw new InputError(
        `input "config": ${explicit} does not exist ${where}. Fix the path, or leave the input empty for the default`,
      );
    return DEFAULT_VALIDATE_CONFIG;
  };
  const baseSha = pullRequestBaseSha(env);
  try {
    if (baseSha === undefined) {
      const realWorkspace = realpathSync.native(workspace);
      for (const rel of candidates) {
        const text = readConfigText(realWorkspace, path.join(workspace, rel), rel);
        if (text !== undefined) return parseValidateConfig(text, rel);
      }
      return missing('in the checkout');
    }
    const at = `at the base commit ${baseSha.slice(0, 12)}`;
    const token = rt.input('github-token');
    if (token && env.GITHUB_REPOSITORY) {
      const api = pullRequestApi(token, env.GITHUB_REPOSITORY, env.GITHUB_API_URL);
      for (const rel of candidates) {
        const file = await api.fileAt(rel, baseSha);
        if (file) return parseValidateConfig(file.text, `${rel} ${at}`);
      }
      return missing(at);
    }
    for (const rel of candidates) {
      const fromGit = gitShow(workspace, baseSha, rel);
      if (fromGit.kind === 'text') return parseValidateConfig(fromGit.text, `${rel} ${at}`);
      if (fromGit.kind === 'unknown') {
        rt.annotate(
          'warning',
          `caliper could not read ${candidates.join(' or ')} ${at} (no ` +
            `github-token and no git history of the base), so validate uses the ` +
            `default rules. The PR's own copy is never used. Pass github-token or ` +
            `check out with fetch-depth: 0.`,
          {},
        );
        return DEFAULT_VALIDATE_CONFIG;
      }
    }
    return missing(at);
  } catch (error) {
    if (error instanceof ConfigError)
      throw new InputError(`${sentence(error.message)} Its shape is in schemas/caliper-config.schema.json.`);
    // Fail closed: judging by other rules than the base's would let a PR choose its own.
    if (error instanceof GitHubError)
      throw new InputError(
        `caliper could not read ${candidates.join(' or ')} at the base commit, ` +
          `so validate fails closed: ${error.message}`,
      );
    throw error;
  }
}

function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

function pullRequestBaseSha(env: NodeJS.ProcessEnv): string | undefined {
  try {
    const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as {
      pull_request?: { base?: { sha?: unknown } };
    };
    const sha = payload.pull_request?.base?.sha;
    return typeof sha === 'string' && /^[0-9a-f]{40}$/i.test(sha) ? sha : undefined;
  } catch {
    return undefined;
  }
}

function gitShow(
  workspace: string,
  sha: string,
  file: string,
): { kind: 'text'; text: string } | { kind: 'absent' } | { kind: 'unknown' } {
  const r = spawnSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: workspace, encoding: 'utf8' });
  if (r.status !== 0) return { kind: 'unknown' };
  const shown = spawnSync('git', ['show', `${sha}:${file}`], { cwd: workspace, encoding: 'utf8', maxBuffer: 1 << 20 });
  return shown.status === 0 ? { kind: 'text', text: shown.stdout } : { kind: 'absent' };
}
