/** A link or path that a SKILL.md body points at. */
export interface Reference {
  target: string;
  /** 1-based line in SKILL.md. */
  line: number;
  /**
   * `link`: a markdown link, always meant as a file. `path`: a path-like token (`a/b.md`) in prose or
   * code. `name`: a bare file name (`FORMS.md`), which may as well be a file of the user's project.
   */
  kind: 'link' | 'path' | 'name';
}

// Link text holds no unescaped `[`: a line of 100,000 `[` is then one linear scan, not a quadratic one.
const INLINE_LINK = /!?\[(?:[^[\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const PATH_TOKEN = /(?<![\w./@:~$-])((?:\.{1,2}\/)*[A-Za-z0-9_@][\w.@-]*(?:\/[\w.@-]+)+\/?)/g;
const NAME_TOKEN = /(?<![\w./@:~$-])([A-Za-z0-9_][\w.-]*\.(?:md|txt|py|sh|js|mjs|ts|json|ya?ml|csv|html|xml|toml))(?![\w/-])/g;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** Pull every markdown link and path-like token out of a SKILL.md body. Pure; resolution is separate. */
export function extractReferences(body: string, bodyStartLine: number): Reference[] {
  const refs: Reference[] = [];
  const lines = body.split(/\r?\n/);
  let fence: string | undefined;
  lines.forEach((text, i) => {
    const line = bodyStartLine + i;
    const fenceMark = FENCE.exec(text)?.[1];
    if (fenceMark) {
      if (fence === undefined) fence = fenceMark[0];
      else if (fenceMark[0] === fence) fence = undefined;
      return;
    }
    // Most lines hold no link or path: cheap character tests skip the regular expressions.
    let rest = text;
    if (fence === undefined && text.includes(']')) {
      for (const m of text.matchAll(INLINE_LINK)) refs.push({ target: m[1]!, line, kind: 'link' });
      const def = LINK_DEFINITION.exec(text);
      if (def) refs.push({ target: def[1]!, line, kind: 'link' });
      rest = text.replace(INLINE_LINK, ' ').replace(LINK_DEFINITION, ' ');
    }
    if (rest.includes('://')) rest = rest.replace(URL, ' ');
    if (rest.includes('/')) {
      for (const m of rest.matchAll(PATH_TOKEN)) refs.push({ target: m[1]!, line, kind: 'path' });
      rest = rest.replace(PATH_TOKEN, ' ');
    }
    if (rest.includes('.')) for (const m of rest.matchAll(NAME_TOKEN)) refs.push({ target: m[1]!, line, kind: 'name' });
  });
  return refs;
}

/** Strip decoration from a link target; undefined when it is not a relative file path at all. */
export function cleanTarget(raw: string): string | undefined {
  let t = raw.trim();
  if (t.startsWith('<') && t.endsWith('>')) t = t.slice(1, -1);
  if (/^[a-z][a-z0-9+.-]*:/i.test(t) || t.startsWith('#') || t.startsWith('/') || t.startsWith('~')) return undefined;
  if (/[{}$*<>|]/.test(t)) return undefined;
  t = t.replace(/[#?].*$/, '');
  try {
    t = decodeURIComponent(t);
  } catch {
    // keep the raw text
  }
  t = t.replace(/[.,;:)]+$/, '').replace(/\/+$/, '');
  return t === '' || t === '.' ? undefined : t;
}
