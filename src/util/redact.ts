/**
 * The one redactor every writer of a saved file goes through (transcripts, model-request logs, the
 * journal, results, the result cache). Whatever an agent printed is attacker-controlled and uploaded as
 * an artifact, so a secret that reached it must not reach the file: the model key(s), anything shaped
 * like a well-known token, and the value of every runner variable whose name says it is secret.
 *
 * This is the second line of defence; the first is that the sandbox keeps secrets out of the agent's
 * reach. A known secret is found as it is and in the encodings a program or an agent writes it in
 * (`secretForms`); an agent that encodes it some other way (gzip, a cipher, a character at a time) is not.
 */

export const REDACTED = '[redacted]';

/** Shorter values are not worth hiding and would blank out ordinary words. */
export const MIN_SECRET_LENGTH = 8;

/** Variable names whose values are treated as secret. `AUTHOR` (GIT_AUTHOR_NAME) is not a credential. */
const SECRET_NAME = /TOKEN|SECRET|KEY|PASSWORD|PASSWD|CREDENTIAL|AUTH(?!OR)|PRIVATE|COOKIE|SESSION/i;

/**
 * Token shapes, redacted wherever they appear even when caliper never saw the value: GitHub
 * (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`), OpenAI and Anthropic (`sk-…`, `sk-ant-…`),
 * Slack (`xoxb-`, `xoxp-`, …), GitLab (`glpat-`), npm (`npm_`), AWS access key ids, Google API keys.
 * Fixed patterns of ours, each linear, so plain RegExp is safe here.
 */
export const TOKEN_SHAPES: readonly RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  /\bsk-[A-Za-z0-9_-]{20,}/g,
  /\bxox[abposre]-[A-Za-z0-9-]{10,}/g,
  /\bglpat-[A-Za-z0-9_-]{20,}/g,
  /\bnpm_[A-Za-z0-9]{36}\b/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\bAIza[0-9A-Za-z_-]{35}/g,
];

export interface Redactor {
  /** A text with every secret value (in each of its `secretForms`) and token shape replaced by `[redacted]`. */
  text(text: string): string;
  /**
   * The same, for a text that comes in pieces (a streamed answer): each piece's redacted text as far as
   * nothing in it can be part of a secret the next piece completes (a secret split across pieces is
   * still found); `end` gives the rest.
   */
  stream(): RedactingStream;
  /** A deep copy of a JSON-like value with every string redacted (keys included). */
  value<T>(value: T): T;
  /** `JSON.stringify` of the redacted value. */
  json(value: unknown, space?: number): string;
}

export interface RedactorInput {
  /** Values known to be secret (the model key). Undefined and short values are ignored. */
  secrets?: readonly (string | undefined)[];
  /** The runner's environment: every variable whose name looks secret has its value redacted. */
  env?: NodeJS.ProcessEnv;
}

/** The values of `env` that look secret: a secret-sounding name and a value of at least 8 characters. */
export function secretEnvValues(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(env).flatMap(([name, value]) => {
    if (value === undefined) return [];
    // A password in a URL (`HTTPS_PROXY=http://user:pass@proxy`) is secret whatever the variable's name.
    const password = URL_PASSWORD.exec(value)?.[1];
    return [...(SECRET_NAME.test(name) ? [value] : []), ...(password !== undefined ? [password] : [])];
  });
}

const URL_PASSWORD = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s:]*:([^/@\s]+)@/i;

export interface RedactingStream {
  push(piece: string): string;
  end(): string;
}

export function createRedactor(input: RedactorInput = {}): Redactor {
  const values = [...(input.secrets ?? []), ...secretEnvValues(input.env ?? {})].filter(
    (s): s is string => s !== undefined && s.trim().length >= MIN_SECRET_LENGTH,
  );
  // Longest first, so a secret containing another is replaced whole.
  const forms = [...new Set(values.flatMap(secretForms))].sort((a, b) => b.length - a.length);
  const text = (t: string): string => {
    let out = t;
    for (const s of forms) if (out.includes(s)) out = out.split(s).join(REDACTED);
    for (const shape of TOKEN_SHAPES) out = out.replace(shape, REDACTED);
    return out;
  };
  const value = <T>(v: T): T => deepMap(v, text) as T;
  const stream = (): RedactingStream => {
    let held = '';
    return {
      push: (piece) => {
        held += piece;
        const cut = safeCut(held, forms);
        const out = text(held.slice(0, cut));
        held = held.slice(cut);
        return out;
      },
      end: () => {
        const out = text(held);
        held = '';
        return out;
      },
    };
  };
  return { text, stream, value, json: (v, space) => JSON.stringify(value(v), null, space) };
}

/**
 * A secret as it is and as it is found encoded: reversed, URL-encoded, in hex, and in base64 (standard
 * and URL-safe) at each of the three places it can start in a base64 group (the characters those
 * bytes alone decide). Each at least MIN_SECRET_LENGTH long.
 */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const base64 = [0, 1, 2].flatMap((start) => {
    const whole = bytes.subarray(start, start + Math.floor((bytes.length - start) / 3) * 3);
    return [whole.toString('base64'), whole.toString('base64url')];
  });
  const hex = bytes.toString('hex');
  const forms = [secret, [...secret].reverse().join(''), encodeURIComponent(secret), hex, hex.toUpperCase(), ...base64];
  return [...new Set(forms)].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

/** A longer run of token characters is passed on in parts (a token shape in it may be split, a known secret not). */
const MAX_HELD_RUN = 4096;

/** A character of `[A-Za-z0-9_-]`, what every token shape is made of. */
function isTokenChar(code: number): boolean {
  const digit = code >= 48 && code <= 57;
  const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return digit || letter || code === 95 || code === 45;
}

/**
 * How much of `held` a stream may redact and pass on now: not the last characters a secret form could
 * still be completing, not inside an occurrence of one, not inside a run of token characters (every
 * token shape is one such run), not between the halves of a surrogate pair.
 */
function safeCut(held: string, forms: readonly string[]): number {
  const longest = forms[0]?.length ?? 0;
  let cut = Math.max(0, held.length - Math.max(0, longest - 1));
  for (;;) {
    const before = cut;
    const inRun = cut === held.length || isTokenChar(held.charCodeAt(cut));
    if (inRun) while (cut > 0 && held.length - cut < MAX_HELD_RUN && isTokenChar(held.charCodeAt(cut - 1))) cut--;
    for (const f of forms) {
      const at = held.indexOf(f, Math.max(0, cut - f.length + 1));
      if (at >= 0 && at < cut) cut = at;
    }
    const code = held.charCodeAt(cut - 1);
    if (cut > 0 && cut < held.length && code >= 0xd800 && code <= 0xdbff) cut--;
    if (cut === before) return cut;
  }
}

function deepMap(v: unknown, f: (s: string) => string): unknown {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) return v.map((x) => deepMap(x, f));
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [f(k), deepMap(x, f)]));
  return v;
}
