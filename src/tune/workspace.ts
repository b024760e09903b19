import { cpSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFrontmatterField } from '../skills/fix.js';

/** Folders a workspace never copies: history, installed packages, and the tune's own output. */
const NOT_COPIED = new Set(['.git', 'node_modules']);

/**
 * A copy of the repository in which the subject's description is rewritten for each measurement, so that
 * the eval runs every candidate exactly as it runs the repository (same discovery, same installs,
 * neighbours and fixtures), and the repository itself is never touched until `--apply`. Links are copied
 * as they are written (a link out stays a link out, which validation refuses as it would in the original);
 * FIFOs, sockets and devices are not copied.
 */
export interface Workspace {
  root: string;
  /** Write `description` into the subject's SKILL.md (rel: relative to the repository root). */
  describe(skillFile: string, description: string): void;
  /** The text of a file of the copy (one caliper wrote: the subject's SKILL.md). */
  read(rel: string): string;
  remove(): void;
}

/** The copies not yet removed, for an interrupt to remove (removeLiveWorkspaces). */
const live = new Set<string>();

/** Remove every copy this process still has: on Ctrl-C, once its agent runs are killed. */
export function removeLiveWorkspaces(): void {
  for (const root of live) rmSync(root, { recursive: true, force: true });
  live.clear();
}

export function makeWorkspace(repository: string, outDir: string): Workspace {
  const root = realpathSync.native(mkdtempSync(path.join(os.tmpdir(), 'caliper-tune-')));
  live.add(root);
  const out = path.resolve(outDir);
  cpSync(repository, root, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      if (NOT_COPIED.has(path.basename(source)) && source !== repository) return false;
      if (source === out || source.startsWith(`${out}${path.sep}`)) return false;
      const st = lstatSync(source);
      return st.isDirectory() || st.isFile() || st.isSymbolicLink();
    },
  });
  const originals = new Map<string, string>();
  return {
    root,
    describe(skillFile, description) {
      const file = path.join(root, skillFile);
      // Never through a link: a SKILL.md (or a folder above it) that is one could point out of the copy.
      if (!lstatSync(file).isFile() || realpathSync.native(file) !== file)
        throw new WorkspaceError(
          `${skillFile} is a link or not a regular file; caliper tune rewrites ` +
            `only a SKILL.md that is a file of the repository`,
        );
      if (!originals.has(skillFile)) originals.set(skillFile, readFileSync(file, 'utf8'));
      writeFileSync(file, describedText(originals.get(skillFile)!, description));
    },
    read: (rel) => readFileSync(path.join(root, rel), 'utf8'),
    remove: () => {
      rmSync(root, { recursive: true, force: true });
      live.delete(root);
    },
  };
}

export class WorkspaceError extends Error {}

/** SKILL.md's text with its `description:` set to `description` (one line, JSON-quoted as YAML reads it). */
export function describedText(text: string, description: string): string {
  return setFrontmatterField(text, 'description', description);
}
