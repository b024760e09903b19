import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AgentRun, CommandInput } from '../agent.js';
import { withArgs } from '../shared/resume.js';
import { copilotFacts } from './facts.js';
import { copilotUnreachable } from './provider.js';
import { installedSkillNames, unlessInstalled } from '../../eval/discovery/bundledSkills.js';
import { PROXY_ENV } from '../shared/proxyEnv.js';

/**
 * GitHub Copilot CLI (`@github/copilot`), headless: the prompt on stdin, `--output-format json`.
 * `COPILOT_HOME` is the trial's config folder, fresh per trial: skills in `$COPILOT_HOME/skills/<name>/`,
 * its settings, and its session record (`session-state/<id>/events.jsonl`, which
 * src/agents/copilot/transcript.ts reads). docs/internals/copilot-cli.md has what each flag was seen to do.
 */
const FLAGS = [
  '--output-format',
  'json',
  '--no-auto-update',
  // Its tools run unasked (without it `bash` fails and a skill's steps silently do not run). The flag
  // does not trust the work folder; COPILOT_ALLOW_ALL would, and its hooks would run: never set it.
  '--allow-all',
  // No GitHub MCP server, no embeddings-based choice of skills, no AGENTS.md or
  // .github/copilot-instructions.md of the work folder (as pi's --no-context-files), no question to a user.
  '--disable-builtin-mcps',
  '--dynamic-retrieval',
  'skills=off',
  '--no-custom-instructions',
  '--no-ask-user',
];

/** What 1.0.102 ships: listed unless turned off by name. */
export const COPILOT_BUILTIN_SKILLS = ['customize-cloud-agent', 'github-pr-media'];

export const copilotRun: AgentRun = {
  install: { registry: 'npm', package: '@github/copilot', version: '1.0.102', bin: 'copilot' },
  requiresOnPath: [],

  skillsRoot: (sandbox) => path.join(sandbox.configDir, 'skills'),

  // COPILOT_HOME: settings, config, MCP servers, agents, hooks, its session store and logs.
  configNames: [
    'settings.json',
    'config.json',
    'mcp-config.json',
    'agents',
    'hooks',
    'session-state',
    'session-store.db',
    'logs',
    'skills',
    'copilot-instructions.md',
  ],

  configure(sandbox) {
    const installed = installedSkillNames(copilotRun.skillsRoot(sandbox));
    const settings = {
      disabledSkills: unlessInstalled(COPILOT_BUILTIN_SKILLS, installed),
      // Install exactly where the run says: not also a fixture's project roots (every root its facts say
      // it reads), nor ~/.agents/skills.
      ignoredSkillsLocations: copilotFacts.skillRoots
        .map((root) => path.join(sandbox.workDir, root))
        .concat(path.join(sandbox.homeDir, '.agents', 'skills')),
      disableAllHooks: true,
    };
    writeFileSync(path.join(sandbox.configDir, 'settings.json'), JSON.stringify(settings, null, 2));
  },

  command(input) {
    // The prompt on stdin (piped stdin is its non-interactive run), never in argv (docs/security.md).
    return { args: [...FLAGS], env: environment(input), stdin: input.prompt, ...program(input.executable) };
  },

  // Bring-your-own-model only: no GitHub sign-in (its token variables are never passed).
  passEnv: [
    'COPILOT_PROVIDER_BASE_URL',
    'COPILOT_PROVIDER_TYPE',
    'COPILOT_PROVIDER_API_KEY',
    'COPILOT_PROVIDER_WIRE_API',
    'COPILOT_MODEL',
    ...PROXY_ENV,
  ],
  credentialEnv: ['COPILOT_PROVIDER_API_KEY'],
  // Its provider is the one its variables name: without a base URL it has none in a trial.
  unreachableModel: copilotUnreachable,

  // Its stream starts with `session.skills_loaded`: no probe.
  discoveryProbe: undefined,
  transcriptExport: undefined,
  // `/name` on stdin or in `-p` reaches the model as text: it expands no skill headless.
  explicit: undefined,

  resume: (input) => withArgs(copilotRun.command(input), '--continue'),

  versionArgs: ['--version'],

  afterInstall: (folder) => unpackPackage(folder),
};

function environment(input: CommandInput): Record<string, string> {
  const { sandbox, endpoint } = input;
  return {
    COPILOT_HOME: sandbox.configDir,
    COPILOT_CACHE_HOME: packageCache(input),
    // No GitHub sign-in, telemetry, web tools, GitHub MCP server or update check: only its provider.
    COPILOT_OFFLINE: 'true',
    COPILOT_AUTO_UPDATE: 'false',
    ...(endpoint.baseUrl && {
      COPILOT_PROVIDER_BASE_URL: `${endpoint.baseUrl.replace(/\/$/, '')}/v1`,
      COPILOT_PROVIDER_TYPE: 'openai',
      COPILOT_PROVIDER_API_KEY: endpoint.apiKey ?? 'none',
    }),
    ...((endpoint.baseUrl || endpoint.model) && { COPILOT_MODEL: endpoint.model ?? 'scripted-model' }),
  };
}

/** The install's folder in the tools folder (`<tools>/copilot`), from its loader's real path. */
function installFolder(executable: string | undefined): string | undefined {
  const at = executable?.indexOf(`${path.sep}node_modules${path.sep}`) ?? -1;
  return at >= 0 ? executable!.slice(0, at) : undefined;
}

/**
 * Where it unpacks its 235 MB package on first start: the install's own `cache`, read-only in the sandbox,
 * when `caliper install` unpacked it there; else the trial's config folder (5 s and 235 MB a trial).
 */
export function packageCache(input: CommandInput): string {
  const folder = installFolder(input.executable);
  const shared = folder && path.join(folder, PACKAGE_CACHE);
  return shared && existsSync(shared) ? shared : path.join(input.sandbox.configDir, 'package-cache');
}

export const PACKAGE_CACHE = 'cache';

/** The native binary the npm loader would spawn (with node, which the sandbox need not have). */
function program(executable: string | undefined): { program?: string } {
  const folder = installFolder(executable);
  if (!folder) return {};
  const native = path.join(folder, 'node_modules', '@github', `copilot-${process.platform}-${process.arch}`, 'copilot');
  return existsSync(native) ? { program: native } : {};
}

/** Unpack its package once into the install's `cache`, with a throwaway home (it writes a device id there). */
export function unpackPackage(folder: string): { ok: true } | { ok: false; reason: string } {
  const native = program(path.join(folder, 'node_modules', '@github', 'copilot', 'npm-loader.js')).program;
  if (!native) return { ok: true };
  const home = mkdtempSync(path.join(os.tmpdir(), 'caliper-copilot-'));
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    COPILOT_HOME: path.join(home, '.copilot'),
    COPILOT_CACHE_HOME: path.join(folder, PACKAGE_CACHE),
    COPILOT_OFFLINE: 'true',
    COPILOT_AUTO_UPDATE: 'false',
  };
  const r = spawnSync(native, ['--version'], {
    encoding: 'utf8',
    timeout: 120_000,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  rmSync(home, { recursive: true, force: true });
  if (r.status === 0) return { ok: true };
  return {
    ok: false,
    reason:
      `Copilot CLI could not unpack its package into ${folder}: ` +
      `${(r.stderr || r.error?.message || '').trim().split('\n').pop()}`,
  };
}
