/**
 * A small glob for ignore lists and forbidden files: `**` spans folders, `*` and `?` stay within one
 * segment. A pattern without a `/` matches a name at any depth; a trailing `/` matches a folder and its
 * contents. Paths are `/`-separated and relative.
 *
 * Patterns come from pull requests (`sandbox.forbidden_files`), so matching must not backtrack: the
 * pattern is a list of tokens run as an NFA over the path, in time linear in the path's length.
 */
export function compileGlobs(patterns: readonly string[]): (relPath: string) => boolean {
  const matchers = patterns.filter((p) => p.trim() !== '').map(globMatcher);
  return (relPath) => matchers.some((m) => m(relPath));
}

export function globMatcher(pattern: string): (relPath: string) => boolean {
  const tokens = globTokens(pattern);
  // A path without the pattern's longest literal run cannot match: most paths stop at this indexOf.
  const run = longestLiteral(tokens);
  return (relPath) => relPath.includes(run) && matches(tokens, relPath);
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
  return tokens;
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

// A state is reached either by entering its token (which may then match nothing) or, for `**\/`, by
// staying inside it: only the first lets the match skip to the next token.
const INSIDE = 1;
const ENTERED = 2;

function matches(tokens: readonly string[], path: string): boolean {
  const end = tokens.length;
  let states = new Uint8Array(end + 1);
  let next = new Uint8Array(end + 1);
  states[0] = ENTERED;
  skipEmpty(tokens, states);
  for (let k = 0; k < path.length; k++) {
    const c = path[k]!;
    // A match covers everything under a matched folder.
    if (states[end] !== 0 && c === '/') return true;
    next.fill(0);
    if (!step(tokens, states, next, c)) return false;
    skipEmpty(tokens, next);
    [states, next] = [next, states];
  }
  return states[end] !== 0;
}

/** Moves every state over `c`; false when none survives. */
function step(tokens: readonly string[], states: Uint8Array, next: Uint8Array, c: string): boolean {
  let alive = false;
  for (let i = 0; i < tokens.length; i++) {
    if (states[i] === 0) continue;
    const t = tokens[i]!;
    if (t === '**' || (t === '*' && c !== '/')) {
      next[i] = ENTERED;
    } else if (t === '**/') {
      if (next[i] === 0) next[i] = INSIDE;
      if (c === '/') next[i + 1] = ENTERED;
    } else if (t === '?' ? c !== '/' : t === c) {
      next[i + 1] = ENTERED;
    } else {
      continue;
    }
    alive = true;
  }
  return alive;
}

/** Entering a token that may match nothing enters the one after it too. */
function skipEmpty(tokens: readonly string[], states: Uint8Array): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (states[i] === ENTERED && (t === '*' || t === '**' || t === '**/')) states[i + 1] = ENTERED;
  }
}
