import type * as JsYaml from 'js-yaml';
import { lazyModule } from './lazyModule.js';

type Event = JsYaml.Event;
/** Most front matter never needs it: `parseFlatMapping` reads the common shape first. */
const jsYaml = lazyModule<typeof JsYaml>('js-yaml');

/** A JSON-pointer-like path into a parsed document: mapping keys and sequence indexes. */
export type YamlPath = ReadonlyArray<string | number>;

export interface ParsedYaml {
  value: unknown;
  /** 1-based line of the node at `path` (its key for a mapping value), relative to the parsed text. */
  lineOf(path: YamlPath): number | undefined;
}

export type YamlResult =
  | { ok: true; doc: ParsedYaml }
  /** `refused`: turned away unparsed by the size or depth cap. */
  | { ok: false; line: number; message: string; refused?: boolean };

/** Aliases are rarely needed in a skill or spec; a cap makes "billion laughs" input fail at once. */
export const MAX_YAML_ALIASES = 32;
export const MAX_YAML_DEPTH = 64;

const EVENT = { DOCUMENT: 1, SEQUENCE: 2, MAPPING: 3, SCALAR: 4, ALIAS: 5, POP: 6 } as const;

/** Parse untrusted YAML with the safe core schema, capped aliases and depth, and keep node positions. */
export function parseYaml(text: string, options: { maxBytes?: number } = {}): YamlResult {
  const refused = preflight(text, options.maxBytes);
  if (refused) return refused;
  const flat = parseFlatMapping(text);
  if (flat) return { ok: true, doc: flat };
  const { parseEvents, constructFromEvents, CORE_SCHEMA, YAMLException } = jsYaml();
  try {
    const events = parseEvents(text, { maxDepth: MAX_YAML_DEPTH });
    const docs = constructFromEvents(events, { source: text, schema: CORE_SCHEMA, maxAliases: MAX_YAML_ALIASES });
    if (docs.length > 1)
      return {
        ok: false,
        line: 1,
        message: 'expected one YAML document, found several (a second `---` inside the block?)',
      };
    const offsets = indexPositions(text, events);
    const lineStarts = computeLineStarts(text);
    return {
      ok: true,
      doc: {
        value: docs[0] ?? null,
        lineOf(path) {
          const offset = offsets.get(pathKey(path));
          return offset === undefined ? undefined : lineAt(lineStarts, offset);
        },
      },
    };
  } catch (error) {
    if (error instanceof YAMLException) {
      return { ok: false, line: (error.mark?.line ?? 0) + 1, message: error.reason };
    }
    // js-yaml may throw RangeError on pathological input; never let it escape as a stack trace.
    return { ok: false, line: 1, message: error instanceof Error ? error.message : String(error) };
  }
}

const FLAT_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t]+(.*?))?[ \t]*$/;
/** Keys the core schema resolves to another value (`True:` is the key `true`). */
const RESOLVED_KEY = /^(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$/;
/** Plain scalars that start with an indicator, or hold `: ` or ` #`, are left to the full parser. */
const UNSAFE_PLAIN = /^[-?:,[\]{}#&*!|>'"%@`~\s0-9+.]|:(?:\s|$)|\s#/;

/**
 * The common front matter, `key: value` lines with plain or simply quoted values, read without the full
 * parser (it is most of `validate`'s time on a large repository). Anything else, and any value whose
 * type the core schema would resolve (numbers, `.inf`, …), returns undefined and goes to js-yaml, so
 * results are the same; a test compares both on every shape the fast path accepts.
 */
export function parseFlatMapping(text: string): ParsedYaml | undefined {
  const value: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  const rows = text.split('\n');
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!.endsWith('\r') ? rows[i]!.slice(0, -1) : rows[i]!;
    if (row.trim() === '') continue;
    const m = FLAT_LINE.exec(row);
    if (!m) return undefined;
    const key = m[1]!;
    const raw = m[2];
    if (raw === undefined || raw === '' || Object.hasOwn(value, key) || key === '__proto__' || RESOLVED_KEY.test(key))
      return undefined;
    const scalar = flatScalar(raw);
    if (scalar === undefined) return undefined;
    value[key] = scalar.value;
    lines.set(key, i + 1);
  }
  if (lines.size === 0) return undefined;
  return {
    value,
    lineOf: (path) => (path.length === 0 ? 1 : path.length === 1 ? lines.get(String(path[0])) : undefined),
  };
}

function flatScalar(raw: string): { value: unknown } | undefined {
  const first = raw[0];
  if (first === '"' || first === "'") {
    const inner = raw.slice(1, -1);
    if (raw.length < 2 || raw[raw.length - 1] !== first || inner.includes(first) || inner.includes('\\'))
      return undefined;
    return { value: inner };
  }
  if (UNSAFE_PLAIN.test(raw) || raw.includes('\t')) return undefined;
  switch (raw) {
    case 'true':
    case 'True':
    case 'TRUE':
      return { value: true };
    case 'false':
    case 'False':
    case 'FALSE':
      return { value: false };
    case 'null':
    case 'Null':
    case 'NULL':
      return { value: null };
  }
  return { value: raw };
}

/**
 * Refuse what no skill or spec needs before the parser sees it: more than `maxBytes`, or flow
 * collections (`[`, `{`) nested deeper than the parser's own cap. One linear pass, so hostile input
 * fails in microseconds whatever the parser's cost on it would be.
 */
function preflight(
  text: string,
  maxBytes: number | undefined,
): { ok: false; line: number; message: string; refused: true } | undefined {
  if (maxBytes !== undefined && text.length > maxBytes) {
    return {
      ok: false,
      line: 1,
      message:
        `it is ${Math.ceil(text.length / 1024)} KiB, over the ` +
        `${Math.floor(maxBytes / 1024)} KiB this block may hold`,
      refused: true,
    };
  }
  // Only `[` and `{` nest: most front matter has neither, and needs no walk through its characters.
  if (!text.includes('[') && !text.includes('{')) return undefined;
  let depth = 0;
  let line = 1;
  let quote = 0; // the code of the open quote character, or 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    if (quote !== 0) {
      if (c === 92 && quote === 34)
        i++; // backslash escape inside "…"
      else if (c === quote) quote = 0;
      continue;
    }
    if (c === 34 || (c === 39 && depth > 0)) quote = c;
    else if (c === 35 && (i === 0 || text.charCodeAt(i - 1) <= 32)) {
      while (i + 1 < text.length && text.charCodeAt(i + 1) !== 10) i++; // a comment
    } else if (c === 91 || c === 123) {
      if (++depth > MAX_YAML_DEPTH)
        return { ok: false, line, message: `collections are nested more than ${MAX_YAML_DEPTH} deep`, refused: true };
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return undefined;
}

function pathKey(path: YamlPath): string {
  return path.map(String).join('\u0000');
}

type Frame =
  | { kind: 'map'; path: (string | number)[]; key: string | undefined; keyOffset: number }
  | { kind: 'seq'; path: (string | number)[]; index: number }
  | { kind: 'doc'; path: (string | number)[] };

/** Walk the event stream once and remember where each path's node (or its key) starts. */
function indexPositions(text: string, events: Event[]): Map<string, number> {
  const offsets = new Map<string, number>();
  const stack: Frame[] = [];

  const placeNode = (start: number): (string | number)[] | undefined => {
    const top = stack[stack.length - 1];
    if (!top) return undefined;
    if (top.kind === 'doc') return [];
    if (top.kind === 'seq') {
      const path = [...top.path, top.index++];
      offsets.set(pathKey(path), start);
      return path;
    }
    if (top.key === undefined) return undefined; // a key node; handled by the caller
    const path = [...top.path, top.key];
    offsets.set(pathKey(path), top.keyOffset);
    top.key = undefined;
    return path;
  };

  for (const event of events) {
    switch (event.type) {
      case EVENT.DOCUMENT:
        stack.push({ kind: 'doc', path: [] });
        break;
      case EVENT.POP:
        stack.pop();
        break;
      case EVENT.SCALAR: {
        const top = stack[stack.length - 1];
        if (top?.kind === 'map' && top.key === undefined) {
          top.key = jsYaml().getScalarValue(text, event);
          top.keyOffset = event.valueStart;
        } else {
          placeNode(event.valueStart);
        }
        break;
      }
      case EVENT.ALIAS:
        placeNode(event.anchorStart);
        break;
      case EVENT.MAPPING:
      case EVENT.SEQUENCE: {
        const top = stack[stack.length - 1];
        if (top?.kind === 'map' && top.key === undefined) {
          // A complex (collection) key: rare, and never meaningful to us. Track it under a placeholder.
          top.key = '[complex key]';
          top.keyOffset = event.start;
        }
        const path = placeNode(event.start) ?? [];
        if (path.length === 0) offsets.set(pathKey(path), event.start);
        stack.push(
          event.type === EVENT.MAPPING
            ? { kind: 'map', path, key: undefined, keyOffset: event.start }
            : { kind: 'seq', path, index: 0 },
        );
        break;
      }
    }
  }
  return offsets;
}

export function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

export function lineAt(lineStarts: number[], offset: number): number {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
