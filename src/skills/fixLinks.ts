import { readdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownLineScanner } from './markdownLines.js';
import { readRepoText } from '../util/repoFiles.js';

/**
 * The relative Markdown links around a file `validate --fix` moves: the links it holds are rebased on its
 * new folder, and the links of other Markdown files to it follow it. Links in fenced code, URLs, anchors
 * and root-absolute paths are left as written.
 */

/** `[text](target)`, `[text](<target>)`, `[text](target "title")`: the target, after any `<`. */
const INLINE_LINK = /(\]\(\s*<?)([^)<>\s]+)/g;
/** `[id]: target`, a reference definition. */
const REFERENCE_DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*<?)([^\s<>]+)/;
const scanLinkLines = markdownLineScanner(/\]\(|\]:/);
/** A target that is not a path relative to the file: a URL (`https:`, `mailto:`), an anchor, a root path. */
const NOT_RELATIVE = /^(?:[a-z][a-z0-9+.-]*:|#|\/)/i;
/** Folders never searched for links to a moved file. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);
const MAX_ENTRIES = 200_000;
/** A Markdown file larger than this is not searched for links (nor read). */
const MAX_MARKDOWN_BYTES = 4 * 1024 * 1024;

/** `text` with each relative link target given by `rewrite` (target without its `#…`/`?…`, repository-relative). */
export function rewriteRelativeLinks(text: string, rewrite: (target: string) => string | undefined): string {
  const lines = text.split('\n');
  scanLinkLines(text, 1, (line, number, block) => {
    if (block !== undefined) return;
    const one = (all: string, lead: string, target: string) => {
      const split = /^([^#?]*)(.*)$/.exec(target)!;
      if (split[1] === '' || NOT_RELATIVE.test(target)) return all;
      const to = rewrite(decodeOrKeep(split[1]!));
      if (to === undefined) return all;
      // Written as the original was: percent-encoded if it was, with its trailing `/` if it had one.
      const folder = split[1]!.endsWith('/') && !to.endsWith('/') ? `${to}/` : to;
      return `${lead}${/%[0-9a-f]{2}/i.test(split[1]!) ? encodeURI(folder) : folder}${split[2]}`;
    };
    const rewritten = line.replace(INLINE_LINK, one).replace(REFERENCE_DEFINITION, one);
    // The scanner's lines have no `\r`; the file's may.
    if (rewritten !== line) lines[number - 1] = lines[number - 1]!.endsWith('\r') ? `${rewritten}\r` : rewritten;
  });
  return lines.join('\n');
}

/** The moved file's own text, its relative links rebased from `fromRel`'s folder to `toRel`'s. */
export function rebaseLinks(text: string, fromRel: string, toRel: string): string {
  const fromDir = path.posix.dirname(fromRel);
  const toDir = path.posix.dirname(toRel);
  if (fromDir === toDir) return text;
  return rewriteRelativeLinks(text, (target) => {
    const resolved = path.posix.normalize(path.posix.join(fromDir, target));
    // A link to the file itself stays a link to it, wherever it now is.
    const at = resolved === fromRel ? toRel : resolved;
    return relativeLink(toDir, at, target);
  });
}

export interface Retargeted {
  /** Files changed, repository-relative. */
  changed: string[];
  /** False when the repository holds more than MAX_ENTRIES entries and the search stopped there. */
  complete: boolean;
}

/**
 * Make every other Markdown file of the repository that links to `fromRel` link to `toRel` instead.
 * Links (symbolic) are neither followed nor written through.
 */
export function retargetLinksTo(root: string, fromRel: string, toRel: string): Retargeted {
  const changed: string[] = [];
  const base = path.posix.basename(fromRel);
  const { files, complete } = markdownFiles(root);
  const realRoot = realpathSync.native(root);
  for (const rel of files) {
    if (rel === toRel) continue;
    const abs = path.join(root, rel);
    // Through the guarded reader: a file swapped for a FIFO or a link after the listing is not waited on.
    const text = readRepoText(realRoot, abs, MAX_MARKDOWN_BYTES);
    if (text === undefined || !text.includes(base)) continue;
    const dir = path.posix.dirname(rel);
    const out = rewriteRelativeLinks(text, (target) =>
      path.posix.normalize(path.posix.join(dir, target)) === fromRel ? relativeLink(dir, toRel, target) : undefined,
    );
    if (out !== text) {
      writeFileSync(abs, out);
      changed.push(rel);
    }
  }
  return { changed: changed.sort(), complete };
}

/** `to` relative to the folder `fromDir`, in the style of `original` (`./x` stays `./x`). */
function relativeLink(fromDir: string, to: string, original: string): string {
  const rel = path.posix.relative(fromDir, to) || path.posix.basename(to);
  return original.startsWith('./') && !rel.startsWith('../') ? `./${rel}` : rel;
}

function decodeOrKeep(target: string): string {
  try {
    return decodeURI(target);
  } catch {
    return target;
  }
}

/** The repository's Markdown files (`.md`, `.mdx`), repository-relative, without `.git/` or `node_modules/`. */
function markdownFiles(root: string): { files: string[]; complete: boolean } {
  const files: string[] = [];
  const pending = [''];
  let seen = 0;
  while (pending.length > 0) {
    const rel = pending.pop()!;
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (++seen > MAX_ENTRIES) return { files, complete: false };
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      // A Dirent of a symbolic link is neither a directory nor a file: links are skipped.
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) pending.push(child);
      else if (entry.isFile() && /\.mdx?$/i.test(entry.name)) files.push(child);
    }
  }
  return { files, complete: true };
}
