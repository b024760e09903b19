/**
 * The one redactor every writer of a saved file goes through (transcripts, model-request logs, the
 * journal, results, the result cache). Whatever an agent printed is attacker-controlled and uploaded as
 * an artifact, so a secret that reached it must not reach the file: the model key(s), anything shaped
 * like a well-known token, and the value of every runner variable whose name says it is secret.
 *
 * This is the second line of defence; the first is that the sandbox keeps secrets out of the agent's
 * reach. An agent that encodes a secret (base64, reversed) is not caught here.
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
  /** A text with every secret value and token shape replaced by `[redacted]`. */
  text(text: string): string;
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

export function createRedactor(input: RedactorInput = {}): Redactor {
  const values = [...(input.secrets ?? []), ...secretEnvValues(input.env ?? {})].filter((s): s is string => s !== undefined && s.trim().length >= MIN_SECRET_LENGTH);
  // Longest first, so a secret containing another is replaced whole.
  const secrets = [...new Set(values)].sort((a, b) => b.length - a.length);
  const text = (t: string): string => {
    let out = t;
    for (const s of secrets) if (out.includes(s)) out = out.split(s).join(REDACTED);
    for (const shape of TOKEN_SHAPES) out = out.replace(shape, REDACTED);
    return out;
  };
  const value = <T>(v: T): T => deepMap(v, text) as T;
  return { text, value, json: (v, space) => JSON.stringify(value(v), null, space) };
}

function deepMap(v: unknown, f: (s: string) => string): unknown {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) return v.map((x) => deepMap(x, f));
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [f(k), deepMap(x, f)]));
  return v;
}
