import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeOwnedFolder, removeFolder } from '../sandbox/cleanup.js';
import type { InstallableFile } from '../sandbox/installableFiles.js';
import type { Isolation } from '../sandbox/isolation.js';
import { programRoots } from '../sandbox/policy.js';
import { copyFiles } from '../sandbox/sandbox.js';
import type { TrialLimits } from '../sandbox/trialLimits.js';
import { MCP_INTERPRETERS } from './findings.js';
import type { NpmInstall } from './npm/install.js';
import type { NpmServers } from './npm/servers.js';
import type { StdioLaunch } from './stdioServer.js';

/**
 * What a trial needs to start its `command:` and `npm:` servers: the skill's installable files, where to put them, its
 * limits, the run's installed packages.
 */
export interface ServerSetup {
  /** The spec's skill's installable files (forbidden files and fixtures left out, as an install leaves them). */
  files: readonly InstallableFile[] | undefined;
  isolation: Isolation;
  parent: string | undefined;
  limits: TrialLimits;
  /** The run's `npm:` servers, installed before its first trial. */
  npm?: NpmServers;
}

/**
 * A `command:` server's launch and the folder made for it (outside the agent's sandbox, removed by `remove`): its
 * copy of the skill's files (its working folder, read-only inside) beside an empty HOME (read-write). `node` is
 * caliper's own Node; the other interpreters are the system's; anything else is a program of the skill.
 */
export function commandLaunch(
  name: string,
  command: readonly string[],
  setup: ServerSetup,
): { launch: StdioLaunch; remove: () => void } {
  if (setup.files === undefined)
    throw new Error(`the MCP server \`${name}\` has no skill files to run (the spec's skill is not installable)`);
  const folder = makeOwnedFolder(setup.parent ?? os.tmpdir(), 'trial');
  const skill = path.join(folder, 'skill');
  const home = path.join(folder, 'home');
  mkdirSync(skill);
  mkdirSync(home);
  copyFiles(setup.files, skill);
  const [first = '', ...rest] = command;
  const interpreted = MCP_INTERPRETERS.includes(first);
  const node = first === 'node';
  const launch: StdioLaunch = {
    name,
    command: node ? process.execPath : interpreted ? first : path.join(skill, first),
    args: rest,
    isolation: setup.isolation,
    root: home,
    cwd: skill,
    programs: [skill, ...(node ? programRoots(process.execPath, undefined, '') : [])],
    limits: setup.limits,
  };
  return { launch, remove: () => void removeFolder(folder) };
}

/**
 * An `npm:` server's launch: caliper's Node running the package's `bin` program with the spec's `args:`, its
 * install's folder read-only (nothing it runs can change the tools folder's copy for a later run), an empty HOME
 * (read-write, its working folder) in a folder made for it and removed by `remove`.
 */
export function npmLaunch(
  name: string,
  install: NpmInstall,
  args: readonly string[],
  setup: ServerSetup,
): { launch: StdioLaunch; remove: () => void } {
  const folder = makeOwnedFolder(setup.parent ?? os.tmpdir(), 'trial');
  const home = path.join(folder, 'home');
  mkdirSync(home);
  const launch: StdioLaunch = {
    name,
    command: process.execPath,
    args: [install.bin, ...args],
    isolation: setup.isolation,
    root: home,
    cwd: home,
    programs: [install.prefix, ...programRoots(process.execPath, undefined, '')],
    limits: setup.limits,
  };
  return { launch, remove: () => void removeFolder(folder) };
}
