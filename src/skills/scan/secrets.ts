import { joined } from './joined.js';
import type { Finding, ScannedText } from './text.js';

interface Shape {
  /** What the token is, for the message. */
  what: string;
  /** The token; group 1 is its fixed prefix (shown), the rest is never shown. Most specific first. */
  pattern: RegExp;
}

/** Token shapes of well-known providers; each needs a body long enough to be a live key. */
const SHAPES: readonly Shape[] = [
  { what: 'an Anthropic API key', pattern: /\b(sk-ant-(?:api\d\d-|admin\d\d-)?)[A-Za-z0-9_-]{20,}/g },
  { what: 'an OpenAI project key', pattern: /\b(sk-proj-)[A-Za-z0-9_-]{20,}/g },
  { what: 'an OpenAI-style API key', pattern: /\b(sk-)(?!ant-|proj-)[A-Za-z0-9_-]{20,}/g },
  { what: 'a GitHub token', pattern: /\b(gh[pousr]_)[A-Za-z0-9]{30,}/g },
  { what: 'a GitHub fine-grained token', pattern: /\b(github_pat_)[A-Za-z0-9_]{30,}/g },
  { what: 'an AWS access key id', pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { what: 'a Slack token', pattern: /\b(xox[abposr]-)[A-Za-z0-9-]{10,}/g },
  { what: 'a Google API key', pattern: /\b(AIza)[0-9A-Za-z_-]{35}/g },
  { what: 'a GitLab token', pattern: /\b(glpat-)[A-Za-z0-9_-]{20,}/g },
  { what: 'a Stripe live key', pattern: /\b([sr]k_live_)[A-Za-z0-9]{20,}/g },
  { what: 'an npm token', pattern: /\b(npm_)[A-Za-z0-9]{36}\b/g },
  { what: 'a Hugging Face token', pattern: /\b(hf_)[A-Za-z0-9]{30,}\b/g },
  { what: 'a PyPI token', pattern: /\b(pypi-)AgEIcHlwaS5vcmc[A-Za-z0-9_-]{40,}/g },
  { what: 'a SendGrid key', pattern: /\b(SG\.)[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}/g },
  { what: 'a Slack webhook URL', pattern: /(https:\/\/hooks\.slack\.com\/services\/)T[A-Z0-9]+\/B[A-Z0-9]+\/\w{20,}/g },
];

/** Where a provider's token may start: one pass finds them all, then each shape is tried there. */
const PREFIX = joined(
  'g',
  String.raw`\b(?:sk-|gh[pousr]_|github_pat_|AKIA|ASIA|xox[abposr]-|AIza|glpat-|[sr]k_live_|npm_|hf_|pypi-|SG\.)`,
  String.raw`|https:\/\/hooks\.slack\.com`,
);
const STICKY = SHAPES.map((s) => ({ what: s.what, pattern: new RegExp(s.pattern.source, 'y') }));

/** A value assigned to a name that says it is secret (`api_key = "…"`, `"token": "…"`, `Bearer …`). */
// Bounded repeats only: a line of `token-token-…` must cost a linear scan, not one per `token`.
// Both run on the lower-cased text (no `i` flag: faster); the value is then read from the text itself.
// A long value after `:` or `=` is rare, a secret's name is not: the value is found first, the name after.
const VALUE = /[:=>][^\S\n]{0,4}["'`]?([a-z0-9+/_=~-]{20,})/g;
/** A secret-sounding name right before the value's `:`/`=` (bounded: nothing here can run on). */
const NAMED = joined(
  '',
  String.raw`(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|access[_-]?key|auth[_-]?key)`,
  String.raw`[\w-]{0,40}["']?[^\S\n]{0,4}[:=]?$`,
);
const BEARER = /\bbearer\s+([a-z0-9+/_~-]{20,}=*)/g;
const PRIVATE_KEY = joined(
  'g',
  String.raw`-----BEGIN ((?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?)-----[^\S\n]*\r?\n`,
  // Header lines (`Proc-Type: …`) and blank lines, then a line of base64: the key itself.
  String.raw`(?:[\w-]+:[^\n]*\n|[^\S\n]*\r?\n)*[^\S\n]*[A-Za-z0-9+/=]{40,}`,
);

/** What documentation writes instead of a key. */
const PLACEHOLDER = joined(
  'i',
  String.raw`x{4}|\*{3}|\.{3}|…|0{6}|[<>{}$]`,
  String.raw`|example|sample|dummy|fake|placeholder|your|redacted|changeme|replace|insert|here`,
  String.raw`|0123|1234|2345|3456|4567|5678|6789|abcd|bcde|cdef|a1b2`,
);

/**
 * Strings shaped like live credentials: a provider's token, a PEM private key, a random value assigned
 * to a secret's name. A skill is copied to every user's machine and every agent reads it: a key in it
 * is a published key. Placeholders (`sk-...`, `YOUR_KEY`, `xxxx`, `<token>`, low-entropy runs) are
 * left alone. The message shows the prefix only, never the value.
 */
export function scanSecrets(t: ScannedText): Finding[] {
  const out: Finding[] = [];
  const taken = new Set<number>();
  for (const start of t.text.matchAll(PREFIX)) {
    for (const shape of STICKY) {
      shape.pattern.lastIndex = start.index;
      const m = shape.pattern.exec(t.text);
      if (m === null) continue;
      const body = m[0].slice(m[1]!.length);
      if (looksPlaceholder(body) || !mixed(body) || wordy(body)) break;
      taken.add(m.index);
      const shown = `${m[1]}${body.slice(0, 2)}…`;
      out.push({ rule: 'embedded-secret', at: m.index, message: message(shape.what, shown, m[0].length) });
      break;
    }
  }
  for (const pattern of [VALUE, BEARER]) {
    for (const m of t.lower.matchAll(pattern)) {
      if (pattern === VALUE && !NAMED.test(t.lower.slice(Math.max(0, m.index - 60), m.index))) continue;
      const at = m.index + m[0].length - m[1]!.length;
      const value = t.text.slice(at, at + m[1]!.length);
      if (value.startsWith('eyJ')) continue; // a JSON Web Token: in a text, the example of a format
      if (taken.has(at) || looksPlaceholder(value) || !mixed(value) || wordy(value) || entropy(value) < 3.5) continue;
      const name = pattern === BEARER ? 'a bearer token' : 'a random value assigned to a secret-sounding name';
      out.push({ rule: 'embedded-secret', at, message: message(name, `${value.slice(0, 3)}…`, value.length) });
    }
  }
  for (const m of t.text.matchAll(PRIVATE_KEY)) {
    if (looksPlaceholder(m[0].slice(m[0].lastIndexOf('\n')))) continue;
    const header = `-----BEGIN ${m[1]}-----`;
    out.push({ rule: 'embedded-secret', at: m.index, message: message('a PEM private key', header, undefined) });
  }
  return out;
}

function message(what: string, shown: string, length: number | undefined): string {
  const size = length === undefined ? '' : ` (${length} characters, shown masked)`;
  return (
    `\`${shown}\`${size} looks like ${what}. ` +
    'Whoever installs or reads this skill gets it: if it is real, revoke it now ' +
    '(removing it from the file leaves it in the history), and have the skill read it from an environment variable. ' +
    'If it is a made-up example, make it look like one (`sk-...`, `YOUR_KEY`).'
  );
}

function looksPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value) || entropy(value) < 3;
}

/** Letters and digits both: a live key is random; a word (`github_pat_fine_grained_tokens`) is not. */
function mixed(value: string): boolean {
  return /[A-Za-z]/.test(value) && /\d/.test(value);
}

/** Words, numbered words and numbers joined by `-` or `_` (`sk-or-v1-project1-key`): a name, not a random value. */
function wordy(value: string): boolean {
  const parts = value.split(/[-_]+/);
  return parts.length > 1 && parts.every((p) => /^(?:[A-Za-z][a-z]*\d*|[A-Z]+\d*|\d+)$/.test(p));
}

/** Shannon entropy in bits per character. */
export function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / value.length) * Math.log2(n / value.length);
  return bits;
}
