/**
 * GitHub's CODEOWNERS, exactly: gitignore-like patterns with GitHub's differences (`docs/*` matches
 * direct children only, `/*` root files only), case-sensitive paths, `#` comments anywhere, the last
 * matching line wins, and a matching line without owners leaves the path unowned. What GitHub does not
 * support (`!`, `[ ]`, a leading `\#`) is reported, not guessed at.
 */
export interface CodeownersRule {
  pattern: string;
  /** `@user`, `@org/team` or an email, as written. */
  owners: string[];
  line: number;
  regex: RegExp;
}

export interface CodeownersProblem {
  line: number;
  message: string;
}

export interface Codeowners {
  rules: CodeownersRule[];
  problems: CodeownersProblem[];
}

const OWNER = /^(@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\/[A-Za-z0-9._-]+)?|[^@\s]+@[^@\s]+\.[^@\s]+)$/;

export function parseCodeowners(text: string): Codeowners {
  const rules: CodeownersRule[] = [];
  const problems: CodeownersProblem[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trimStart().startsWith('\\#')) {
      problems.push({ line, message: 'a leading `\\#` does not escape `#` on GitHub; this line is ignored there' });
      return;
    }
    const content = raw.replace(/(^|\s)#.*$/, '').trim();
    if (content === '') return;
    const [pattern, ...owners] = content.split(/\s+/) as [string, ...string[]];
    if (pattern.startsWith('!')) {
      problems.push({
        line,
        message: `\`${pattern}\`: negation (\`!\`) is not supported by GitHub; this line is ignored there`,
      });
      return;
    }
    if (/(^|[^\\])[[\]]/.test(pattern)) {
      problems.push({
        line,
        message: `\`${pattern}\`: character ranges (\`[ ]\`) are not supported by GitHub; this line is ignored there`,
      });
      return;
    }
    if (pattern.startsWith('@')) {
      problems.push({ line, message: `\`${pattern}\` looks like an owner, but a line must start with a path pattern` });
      return;
    }
    const bad = owners.filter((o) => !OWNER.test(o));
    if (bad.length > 0) {
      problems.push({
        line,
        message:
          `${bad.map((o) => `\`${o}\``).join(', ')} is not \`@user\`, ` +
          `\`@org/team\` or an email; GitHub skips this line`,
      });
      return;
    }
    rules.push({ pattern, owners, line, regex: patternToRegExp(pattern) });
  });
  return { rules, problems };
}

/** The rule that decides a path: the last one that matches. `owners` may be empty (unowned). */
export function matchRule(codeowners: Codeowners, path: string): CodeownersRule | undefined {
  let index = indexes.get(codeowners);
  if (!index) {
    index = buildIndex(codeowners.rules);
    indexes.set(codeowners, index);
  }
  const indexed: number[] = [];
  for (const segment of path.split('/')) {
    const hits = index.bySegment.get(segment);
    if (hits) indexed.push(...hits);
  }
  indexed.sort((a, b) => b - a);
  // Walk both candidate lists (each descending) from the last rule down; the first match wins.
  const unindexed = index.unindexed;
  let a = 0;
  let u = 0;
  while (a < indexed.length || u < unindexed.length) {
    const takeIndexed = u >= unindexed.length || (a < indexed.length && indexed[a]! > unindexed[u]!);
    const i = takeIndexed ? indexed[a++]! : unindexed[u++]!;
    const rule = codeowners.rules[i]!;
    const fragment = index.fragments[i]!;
    if ((fragment === '' || path.includes(fragment)) && rule.regex.test(path)) return rule;
  }
  return undefined;
}

/**
 * Most rules name a literal path segment (`/skills/pdf/`, `**\/fixtures`): a path can only match a rule
 * whose segment it contains, so rules are indexed by their last literal segment. The rest (`*.md`, `*`)
 * are tried on every path, behind a cheap check for their longest literal fragment.
 */
interface RuleIndex {
  bySegment: Map<string, number[]>;
  /** Descending, like the walk. */
  unindexed: number[];
  fragments: string[];
}

const indexes = new WeakMap<Codeowners, RuleIndex>();

function buildIndex(rules: readonly CodeownersRule[]): RuleIndex {
  const bySegment = new Map<string, number[]>();
  const unindexed: number[] = [];
  const fragments: string[] = [];
  rules.forEach((rule, i) => {
    const segments = rule.pattern.split('/').filter((s) => s !== '');
    const literal = [...segments].reverse().find((s) => !/[*?\\]/.test(s));
    if (literal !== undefined) {
      const list = bySegment.get(literal);
      if (list) list.push(i);
      else bySegment.set(literal, [i]);
      fragments.push('');
    } else {
      unindexed.push(i);
      const pieces = rule.pattern.split(/\\.|[*?]/).map((x) => x.replace(/^\/+|\/+$/g, ''));
      fragments.push(pieces.reduce((a, b) => (b.length > a.length && !b.includes('/') ? b : a), ''));
    }
  });
  unindexed.reverse();
  return { bySegment, unindexed, fragments };
}

export function patternToRegExp(pattern: string): RegExp {
  let p = pattern;
  const directoryOnly = p.endsWith('/');
  if (directoryOnly) p = p.slice(0, -1);
  const anchored = p.startsWith('/') || p.includes('/');
  if (p.startsWith('/')) p = p.slice(1);
  const segments = p.split('/');
  let body = '';
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '**') {
      // `a/**/b` spans any folders; a trailing `**` is everything below (not the folder itself).
      body += last ? '.+' : '(?:.*/)?';
      return;
    }
    body += segmentToRegExp(segment) + (last ? '' : '/');
  });
  const lastSegment = segments[segments.length - 1]!;
  const endsInWildcard = /(^|[^\\])[*?]/.test(lastSegment);
  // A path that names a folder covers its contents, except where GitHub says otherwise (`docs/*`).
  const tail = directoryOnly ? '/.+' : endsInWildcard ? '' : '(?:/.*)?';
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${body}${tail}$`);
}

function segmentToRegExp(segment: string): string {
  let out = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === '\\' && i + 1 < segment.length) {
      out += regexLiteral(segment[++i]!);
    } else if (c === '*') {
      out += '[^/]*';
    } else if (c === '?') {
      out += '[^/]';
    } else {
      out += regexLiteral(c);
    }
  }
  return out;
}

function regexLiteral(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
