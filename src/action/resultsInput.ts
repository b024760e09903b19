import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadResults, ResultsError, ResultsRefusal } from '../results/load.js';
import { mergeResults } from '../results/merge.js';
import type { Results } from '../results/types.js';
import { compileGlobs } from '../util/glob.js';
import { InputError } from './inputs.js';

/** The files an input names: a results.json, its folder, or glob patterns (newline- or comma-separated). */
export function inputFiles(workspace: string, raw: string): string[] {
  const patterns = raw
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return patterns.flatMap((p) => (/[*?]/.test(p) ? findFiles(workspace, p) : [path.resolve(workspace, p)]));
}

/**
 * A results.json, its folder, or glob patterns (newline- or comma-separated) matching several: the
 * shards of a matrix, merged into one run (shards of different eras are refused, never blended).
 */
export function loadInput(workspace: string, raw: string, name: string): Results {
  const files = inputFiles(workspace, raw);
  if (files.length === 0)
    throw new InputError(
      `input "${name}": nothing matches ${raw
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean)
        .join(', ')}`,
    );
  try {
    const loaded = files.map((f) => ({ name: path.relative(workspace, f) || f, results: loadResults(f) }));
    if (loaded.length === 1) return loaded[0]!.results;
    const merged = mergeResults(loaded);
    if (merged.kind === 'refused') throw new InputError(`input "${name}": ${merged.reason}`);
    return merged.results;
  } catch (error) {
    if (error instanceof ResultsError && !(error instanceof ResultsRefusal)) throw new InputError(error.message);
    throw error;
  }
}

export function isEmptyGlob(workspace: string, raw: string): boolean {
  const patterns = raw
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    patterns.length > 0 &&
    patterns.every((p) => /[*?]/.test(p)) &&
    patterns.every((p) => findFiles(workspace, p).length === 0)
  );
}

function findFiles(root: string, pattern: string): string[] {
  const matches = compileGlobs([pattern.replace(/^\.\//, '')]);
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') walk(child);
      else if (entry.isFile() && matches(child)) out.push(path.join(root, child));
    }
  };
  walk('');
  return out.sort();
}
