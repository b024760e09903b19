/**
 * A run-level error a CLI reported, classified: whether another attempt can help (`transient`: the
 * provider was rate-limited, overloaded or failing, or the connection dropped), the HTTP status the
 * provider answered when the CLI names it, and the wait it asked for. Each backend decides `transient`
 * from its own CLI's words; this module only reads what every CLI's text shares.
 */
export interface RunError {
  message: string;
  transient: boolean;
  status?: number;
  retryAfterSeconds?: number;
}

/** Statuses a provider answers for a fault of its own or a limit that passes. */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504, 529]);

/** How CLIs word a dropped, refused or cut connection (Node's error codes, undici's, reqwest's, httpx'). */
export const CONNECTION_FAULT = new RegExp(
  [
    'ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|UND_ERR_SOCKET|socket hang up',
    'connection (?:dropped|reset|error|closed|refused|lost)|Unable to connect|fetch failed',
    String.raw`\bterminated\b|premature close|stream (?:disconnected|closed|ended|error)`,
    'error decoding response body|incomplete (?:chunked|message)|RemoteProtocolError|peer closed connection',
  ].join('|'),
  'i',
);

/** How CLIs word a provider that is busy or limiting (the status is not always in the text). */
export const PROVIDER_BUSY =
  /overloaded|rate.?limit|too many requests|high demand|RESOURCE_EXHAUSTED|\bUNAVAILABLE\b|capacity/i;

/**
 * How CLIs word a TLS certificate they do not trust (Node's codes, OpenSSL's, rustls', Python's): no
 * attempt can pass until the runner trusts the CA, so it is never transient, and the user is told how.
 */
export const CERTIFICATE_FAULT = new RegExp(
  [
    'certificate (?:verification failed|verify failed|has expired|is not yet valid)',
    'unable to verify the first certificate|unable to get (?:local )?issuer certificate|CERTIFICATE_VERIFY_FAILED',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(?:_LOCALLY)?',
    '(?:DEPTH_ZERO_)?SELF_SIGNED_CERT(?:_IN_CHAIN)?',
    'CERT_HAS_EXPIRED|ERR_TLS_CERT_ALTNAME_INVALID|invalid peer certificate|UnknownIssuer|self[- ]signed certificate',
  ].join('|'),
  'i',
);

const CERTIFICATE_HINT =
  ' [caliper: the CLI does not trust the TLS certificate it was given; ' +
  'behind a gateway with a private CA or a transparent TLS-inspecting ' +
  "proxy, set NODE_EXTRA_CA_CERTS on the runner to that CA's PEM file " +
  '(docs/backends.md#reaching-the-provider)]';

const REASON_PHRASES =
  'Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout|Overloaded';
const STATUS_AND_REASON = new RegExp(String.raw`\b(4(?:08|09|25|29)|5\d\d)\s+(?:${REASON_PHRASES})`, 'i');

/** The HTTP status a CLI's error text names ("429 Too Many Requests", "status 529", "(HTTP 503)", `"code":429`). */
export function statusIn(text: string): number | undefined {
  const m =
    /\b(?:HTTP|status(?: code)?|API Error|last status)[:\s]*\(?(\d{3})\b/i.exec(text) ??
    /"(?:code|status)"\s*:\s*(\d{3})\b/.exec(text) ??
    STATUS_AND_REASON.exec(text);
  const status = m ? Number(m[1]) : undefined;
  return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}

/**
 * The wait a provider asked for, when the CLI passed it on ("retry-after: 3", "try again in 1.5s", "retry in 20
 * seconds").
 */
export function retryAfterIn(text: string): number | undefined {
  const m =
    /retry[- ]after["':\s]+(\d+(?:\.\d+)?)/i.exec(text) ??
    /(?:try again|retry) in (\d+(?:\.\d+)?)\s*(ms|s\b|sec|seconds?)/i.exec(text);
  if (!m) return undefined;
  const value = Number(m[1]);
  return m[2]?.toLowerCase() === 'ms' ? value / 1000 : value;
}

/**
 * A CLI's error, classified: `transient` when the backend's own reading says so, or the status is one of
 * TRANSIENT_STATUSES, or the text says the connection dropped or the provider was busy; never for a
 * certificate the CLI does not trust.
 */
export function runError(message: string, options: { status?: number; transient?: boolean } = {}): RunError {
  if (CERTIFICATE_FAULT.test(message)) return { message: `${message}${CERTIFICATE_HINT}`, transient: false };
  const status = options.status ?? statusIn(message);
  const retryAfterSeconds = retryAfterIn(message);
  const transient =
    options.transient === true ||
    (status !== undefined && TRANSIENT_STATUSES.has(status)) ||
    CONNECTION_FAULT.test(message) ||
    PROVIDER_BUSY.test(message);
  return {
    message,
    transient,
    ...(status !== undefined && { status }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
  };
}
