import { realpathSync } from 'node:fs';
import path from 'node:path';
import { EVAL_SPEC_MAX_BYTES, readSpecText } from '../eval/spec/readSpec.js';
import { expandCases } from '../eval/spec/vars.js';
import { parseYaml } from '../util/yaml.js';

/** The line of check `k` of the spec's `i`-th case (as the loader expands `vars:` rows), or 1. */
export type CheckLine = (caseIndex: number, checkIndex: number) => number;

/**
 * Where each check of a spec is written. The loader keeps no lines in an `EvalSpec`, so the spec is read
 * again (through the same guarded reader) and its cases expanded the same way: the `i`-th expanded case
 * came from raw case `index`, and a row keeps its case's checks in order.
 */
export function checkLines(root: string, file: string): CheckLine {
  const read = readSpecText(realpathSync.native(root), path.join(root, file), file);
  if (!('text' in read)) return () => 1;
  const parsed = parseYaml(read.text, { maxBytes: EVAL_SPEC_MAX_BYTES });
  if (!parsed.ok) return () => 1;
  const { value, lineOf } = parsed.doc;
  const isSpec = value !== null && typeof value === 'object' && 'cases' in value;
  const raw = isSpec ? (value as { cases: unknown }).cases : [];
  const origin = expandCases(Array.isArray(raw) ? raw : []).cases.map((c) => c.index);
  return (caseIndex, checkIndex) => {
    const index = origin[caseIndex];
    return (index !== undefined && lineOf(['cases', index, 'checks', checkIndex])) || 1;
  };
}
