import type * as Re2js from 're2js';
import { lazyModule } from './lazyModule.js';

const re2js = lazyModule<typeof Re2js>('re2js');

/**
 * The regular expressions of `file_contains` and `output_matches`, written by whoever wrote the spec
 * and run on caliper's main thread against what an agent wrote. RE2 semantics (re2js, pure JS) match
 * in time linear in the input, so no pattern can hang an eval (`^(a+)+$` on `aaaa…!` is instant); the
 * price is no backreferences and no lookaround, which are refused when the spec is validated.
 * `^` and `$` match at line boundaries, as they always did in caliper's checks.
 */
export type Pattern = { ok: true; test(text: string): boolean } | { ok: false; message: string };

export function compilePattern(source: string): Pattern {
  // Outside the try: a library that cannot load is caliper's fault, not the spec's pattern.
  const { RE2JS } = re2js();
  try {
    const re = RE2JS.compile(source, RE2JS.MULTILINE);
    return { ok: true, test: (text) => re.matcher(text).find() };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/^error parsing regexp: /, '');
    return { ok: false, message: reason };
  }
}

/** What to tell a spec author whose pattern RE2 refuses. */
export const PATTERN_HELP =
  'Patterns use RE2 syntax, which matches in linear time: no ' +
  'backreferences (`\\1`) or lookaround (`(?=`, `(?!`, `(?<=`); write ' +
  '`\\x{e9}` rather than `\\u00e9`';
