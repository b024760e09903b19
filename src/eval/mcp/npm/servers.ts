import { toolsDir } from '../../backends/locate.js';
import { EvalSetupError } from '../../runner/errors.js';
import type { TrialPlan } from '../../runner/trialPlan.js';
import { installFolder, installNpmPackage, type NpmInstall, type NpmInstallOptions } from './install.js';

/** The run's `npm:` servers, installed: by `name@1.2.3`. */
export type NpmServers = ReadonlyMap<string, NpmInstall>;

/** Where a package is first asked for: the spec's file and the line of its `npm:`, and the case and server. */
interface FirstUse {
  at: string;
  caseId: string;
  server: string;
}

/** Each pinned package the trials' cases start, once, with where it is first asked for. */
export function npmPackagesOf(trials: readonly Pick<TrialPlan, 'spec' | 'evalCase'>[]): Map<string, FirstUse> {
  const wanted = new Map<string, FirstUse>();
  for (const { spec, evalCase } of trials) {
    for (const [server, s] of Object.entries(evalCase.mcp ?? {})) {
      if (s.kind !== 'npm' || wanted.has(s.package)) continue;
      const at = s.line !== undefined ? `${spec.file}:${s.line}` : spec.file;
      wanted.set(s.package, { at, caseId: evalCase.id, server });
    }
  }
  return wanted;
}

/**
 * Install, on the host and before any trial, every `npm:` server the trials start (once per package per run, kept
 * in the tools folder for the next). One that cannot be installed refuses the run, naming the spec's line: its
 * trials would measure a missing server, not the skill.
 */
export function installNpmServers(
  trials: readonly Pick<TrialPlan, 'spec' | 'evalCase'>[],
  env: NodeJS.ProcessEnv,
  progress: (line: string) => void,
  options: NpmInstallOptions = {},
): NpmServers {
  const installed = new Map<string, NpmInstall>();
  const tools = toolsDir(env);
  for (const [pinned, use] of npmPackagesOf(trials)) {
    progress(`MCP server ${use.server}: npm ${pinned} into ${installFolder(tools, pinned)}`);
    const outcome = installNpmPackage(tools, pinned, env, options);
    if (!outcome.ok) {
      throw new EvalSetupError(
        `${use.at}: case ${use.caseId} starts the MCP server \`${use.server}\` as \`npm: ${pinned}\`, and caliper ` +
          `could not install it: ${outcome.why}. Check that ${pinned} exists (\`npm view ${pinned}\`) and that ` +
          `npm reaches its registry here, then run again.`,
      );
    }
    if (!outcome.alreadyInstalled) progress(`MCP server ${use.server}: installed ${pinned}`);
    installed.set(pinned, { package: pinned, prefix: outcome.prefix, bin: outcome.bin });
  }
  return installed;
}
