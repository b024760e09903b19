import { closeSync, constants, fstatSync, lstatSync, openSync } from 'node:fs';
import { EVAL_SPEC_FILE } from './layout.js';
import { readUpTo } from '../util/readUpTo.js';

/** How much of a file is read to tell whose eval file it is: a spec's `cases:` key comes early. */
const HEAD_BYTES = 64 * 1024;
/** caliper's spec has a top-level `cases:` key (block or flow style). */
const CASES_KEY = /^(?:cases|"cases"|'cases')\s*:|^\{.*\bcases\s*:/m;

/**
 * Whether an `eval.yaml`-like file is a caliper spec. `.eval.yaml` is caliper's name and always is; another
 * name (`eval.yaml`, `.eval.yml`) is only when the file has caliper's `cases:` key. Other tools keep their
 * evals in `evals/eval.yaml` with `tasks:` and `graders:` (hashicorp/agent-skills): not ours to judge.
 */
export function readsAsCaliperSpec(abs: string, name: string): boolean {
  if (name === EVAL_SPEC_FILE) return true;
  let fd: number;
  try {
    // Discovery lists regular files only; should one have turned into a pipe since, it must not block.
    if (!lstatSync(abs).isFile()) return true;
    // Nor, swapped for a link since, may it lead outside the repository.
    fd = openSync(abs, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch {
    return true; // unreadable: say what is wrong with its name, as before
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd);
    return true;
  }
  try {
    return CASES_KEY.test(readUpTo(fd, HEAD_BYTES).toString('utf8'));
  } finally {
    closeSync(fd);
  }
}
