import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { readUpTo } from '../../util/readUpTo.js';

/** How the kernel (or the shell, for pip's launcher) starts a script: `argv`, then the script's path. */
export interface ScriptLauncher {
  /** The program and its arguments that run the script, as its first lines say. */
  argv: [string, ...string[]];
  /** The interpreter they come to: an absolute path, or a name `env` looks up on PATH. */
  interpreter: string;
}

/**
 * pip's launcher for a console script whose interpreter path is too long for a `#!` line (over 127 bytes,
 * a deep venv) or holds a space (distlib's `_build_shebang`): `#!/bin/sh`, then a line that is shell for
 * `exec INTERPRETER "$0" "$@"` and a string to Python. uv writes the same with the path in single quotes.
 */
const PIP_SH_LAUNCHER = /^#!\/bin\/sh\n'''exec' (?:"([^"]+)"|'([^']+)'|(\S+))(?: [^\n]*)? "\$0" "\$@"\n/;

/**
 * How a script file is started: the program on its `#!` line (`#!/usr/bin/env python3`: `env`, which finds
 * `python3` on PATH), or pip's `/bin/sh` launcher's interpreter. Undefined for a file that is not a script.
 */
export function scriptLauncher(file: string): ScriptLauncher | undefined {
  const head = firstBytes(file, 1024);
  const launcher = PIP_SH_LAUNCHER.exec(head);
  if (launcher) {
    const interpreter = (launcher[1] ?? launcher[2] ?? launcher[3])!;
    return { argv: [interpreter], interpreter };
  }
  if (!head.startsWith('#!')) return undefined;
  // The kernel passes what follows the program on the `#!` line as one argument.
  const line = head.slice(2).split('\n')[0]!.trim();
  const [program, rest] = splitOnce(line);
  if (!program) return undefined;
  const argv: [string, ...string[]] = rest ? [program, rest] : [program];
  if (path.basename(program) !== 'env') return { argv, interpreter: program };
  const interpreter = rest.split(/\s+/).find((w) => w !== '' && !w.startsWith('-') && !w.includes('='));
  return interpreter ? { argv, interpreter } : undefined;
}

function splitOnce(line: string): [string, string] {
  const at = line.search(/\s/);
  return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at).trim()];
}

/**
 * The first `count` bytes of a file as latin1 (an executable may be a 400 MB single-file build); '' when unreadable.
 */
function firstBytes(file: string, count: number): string {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    return readUpTo(fd, count).toString('latin1');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
