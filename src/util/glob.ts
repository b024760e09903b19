/**
 * A small glob for ignore lists and forbidden files: `**` spans folders, `*` and `?` stay within one
 * segment. A pattern without a `/` matches a name at any depth; a trailing `/` matches a folder and its
 * contents. Paths are `/`-separated and relative.
 *
 * Patterns come from pull requests (`sandbox.forbidden_files`), so matching must not backtrack: the
 * pattern is a list of tokens run as an NFA over the path, in time linear in the path's length. Only
 * live states are stepped, so a long pattern costs per state the path has reached, not per token.
 */
export function compileGlobs(patterns: readonly string[], budget?: GlobBudget): (relPath: string) => boolean {
  const matchers = distinct(patterns).map(globMatcher);
  const matchAny = (relPath: string) => matchers.some((m) => m(relPath));
  if (!budget) return matchAny;
  return (relPath) => {
    const before = globWork.steps;
    const hit = matchAny(relPath);
    budget.spend(globWork.steps - before);
    return hit;
  };
}

/**
 * The work every matcher has done, in steps: one per glob tried on a path, and one per live state per
 * character the path walks it over. What GlobBudget and globCost count; tests read it.
 */
export const globWork = { steps: 0 };

/**
 * How much matching a pull request's globs may cost in all. The matcher is linear in the path, but
 * times the states it has live, and a spec may hold 100 globs of 256 characters against 20,000 paths of
 * 4,096: a product the spec is refused past (see globCost), and that an install stops at.
 */
export const GLOB_WORK_BUDGET = 200_000_000;

/** Thrown when matching spends more than its budget: the caller refuses, it never treats a path as allowed. */
export class GlobBudgetError extends Error {}

export class GlobBudget {
  private used = 0;

  constructor(readonly limit: number = GLOB_WORK_BUDGET) {}

  spend(steps: number): void {
    this.used += steps;
    if (this.used <= this.limit) return;
    throw new GlobBudgetError(`matching the globs took more than ${this.limit.toLocaleString('en-US')} steps`);
  }
}

/**
 * The most work (in globWork steps) that matching `patterns` against `paths` can take: per path and
 * glob, one step, and when the path holds the glob's longest literal (else it stops there) the glob's
 * states times the path's length. Counting stops once past `stopAbove`.
 */
export function globCost(patterns: readonly string[], paths: readonly string[], stopAbove = Infinity): number {
  const globs = distinct(patterns).map((p) => {
    const tokens = globTokens(p);
    return { run: longestLiteral(tokens), states: tokens.length + 1 };
  });
  let cost = 0;
  for (const relPath of paths) {
    for (const g of globs) cost += 1 + (relPath.includes(g.run) ? g.states * relPath.length : 0);
    if (cost > stopAbove) return cost;
  }
  return cost;
}

function distinct(patterns: readonly string[]): string[] {
  return [...new Set(patterns)].filter((p) => p.trim() !== '');
}

export function globMatcher(pattern: string): (relPath: string) => boolean {
  const tokens = globTokens(pattern);
  // A path without the pattern's longest literal run cannot match: most paths stop at this indexOf.
  const run = longestLiteral(tokens);
  // Allocated once per pattern, not per path: matching is synchronous, so the sets are never shared.
  const sets: [StateSet, StateSet] = [new StateSet(tokens.length + 1), new StateSet(tokens.length + 1)];
  const codes = tokenCodes(tokens);
  return (relPath) => {
    globWork.steps++;
    return relPath.includes(run) && matches(codes, relPath, sets);
  };
}

/**
 * A token is one literal character, `?` (one character but `/`), `*` (a run of them), `**` (any run)
 * or `**\/` (nothing, or any run ending in `/`). An unanchored pattern starts with `**\/`.
 */
function globTokens(pattern: string): string[] {
  let p = pattern.trim().replace(/^\.\//, '');
  if (p.endsWith('/')) p = p.slice(0, -1);
  const anchored = p.includes('/');
  if (p.startsWith('/')) p = p.slice(1);
  const tokens = anchored ? [] : ['**/'];
  for (let i = 0; i < p.length; i++) {
    if (p.startsWith('**/', i)) {
      tokens.push('**/');
      i += 2;
    } else if (p.startsWith('**', i)) {
      tokens.push('**');
      i += 1;
    } else {
      tokens.push(p[i]!);
    }
  }
  return shortRuns(tokens);
}

const MAY_BE_EMPTY = new Set(['*', '**', '**/']);

/**
 * Each run of tokens that may match nothing, shortened to at most two tokens matching the same: entering
 * a run enters all of it, so `**\/**\/…` would otherwise make every state live at the first character.
 */
function shortRuns(tokens: readonly string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  for (const t of [...tokens, '']) {
    if (MAY_BE_EMPTY.has(t)) {
      run.push(t);
      continue;
    }
    out.push(...shortened(run));
    run = [];
    if (t !== '') out.push(t);
  }
  return out;
}

/** A run holding `**`, or a `*` after a `**\/`, matches any text; otherwise it is `*`s, then `**\/`s. */
function shortened(run: readonly string[]): string[] {
  const deep = run.indexOf('**/');
  if (run.includes('**') || (deep >= 0 && run.lastIndexOf('*') > deep)) return ['**'];
  return [...(run.includes('*') ? ['*'] : []), ...(deep >= 0 ? ['**/'] : [])];
}

function longestLiteral(tokens: readonly string[]): string {
  let longest = '';
  let run = '';
  for (const t of tokens) {
    run = t.length === 1 && t !== '?' && t !== '*' ? run + t : '';
    if (run.length > longest.length) longest = run;
  }
  return longest;
}

// Tokens as numbers, for speed: a literal is its character code, the others are negative. The code
// after the last token is END.
const ONE = -1;
const STAR = -2;
const ANY = -3;
const ANY_DIR = -4;
const END = -5;
const CODES: Record<string, number> = { '?': ONE, '*': STAR, '**': ANY, '**/': ANY_DIR };
const SLASH = 0x2f;

function tokenCodes(tokens: readonly string[]): Int32Array {
  return Int32Array.from([...tokens.map((t) => CODES[t] ?? t.charCodeAt(0)), END]);
}

const mayBeEmpty = (code: number) => code === STAR || code === ANY || code === ANY_DIR;

// A state is reached either by entering its token (which may then match nothing) or, for `**\/`, by
// staying inside it: only the first lets the match skip to the next token.
const INSIDE = 1;
const ENTERED = 2;

/** The live states after some prefix of the path, each listed once. */
class StateSet {
  readonly how: Uint8Array;
  readonly live: Int32Array;
  count = 0;

  constructor(size: number) {
    this.how = new Uint8Array(size);
    this.live = new Int32Array(size);
  }

  clear(): void {
    for (let n = 0; n < this.count; n++) this.how[this.live[n]!] = 0;
    this.count = 0;
  }

  stayInside(i: number): void {
    if (this.how[i] !== 0) return;
    this.how[i] = INSIDE;
    this.live[this.count++] = i;
  }

  /** Entering a token that may match nothing enters the one after it too. */
  enter(codes: Int32Array, from: number): void {
    for (let i = from; this.how[i] !== ENTERED; i++) {
      if (this.how[i] === 0) this.live[this.count++] = i;
      this.how[i] = ENTERED;
      if (!mayBeEmpty(codes[i]!)) return;
    }
  }
}

function matches(codes: Int32Array, path: string, sets: [StateSet, StateSet]): boolean {
  const end = codes.length - 1;
  let [states, next] = sets;
  states.clear();
  states.enter(codes, 0);
  for (let k = 0; k < path.length; k++) {
    const c = path.charCodeAt(k);
    // A match covers everything under a matched folder.
    if (states.how[end] !== 0 && c === SLASH) return true;
    next.clear();
    globWork.steps += states.count;
    for (let n = 0; n < states.count; n++) step(codes, states.live[n]!, c, next);
    if (next.count === 0) return false;
    [states, next] = [next, states];
  }
  return states.how[end] !== 0;
}

/** Moves state `i` over the character `c` into `next`. */
function step(codes: Int32Array, i: number, c: number, next: StateSet): void {
  const t = codes[i]!;
  if (t === ANY || (t === STAR && c !== SLASH)) {
    next.enter(codes, i);
  } else if (t === ANY_DIR) {
    next.stayInside(i);
    if (c === SLASH) next.enter(codes, i + 1);
  } else if (t === ONE ? c !== SLASH : t === c) {
    next.enter(codes, i + 1);
  }
}
