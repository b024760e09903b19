import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EvalSetupError } from '../runner/errors.js';
import { pemBlocks, shownLabel } from './pemBlocks.js';

/**
 * The runner's extra certificate authorities (NODE_EXTRA_CA_CERTS: a corporate TLS proxy's, a gateway's,
 * a test stand-in's), made trusted by every CLI in the sandbox: Node and Bun read NODE_EXTRA_CA_CERTS;
 * Rust, Python and curl take a whole bundle (SSL_CERT_FILE, REQUESTS_CA_BUNDLE, CURL_CA_BUNDLE), so they
 * get the system's roots with the extra ones appended. Copied once per run into a folder the sandbox
 * sees read-only: the runner's file itself is never bound in, only its certificates (certificatesOf).
 */
export interface ExtraCertificates {
  /** The folder to bind read-only. */
  dir: string;
  /** The variables each CLI reads them from. */
  env: Record<string, string>;
  /** What of the runner's file was left out (a private key, a CRL), by label and line: for the run to say. */
  warning?: string;
}

export const CA_VARIABLE = 'NODE_EXTRA_CA_CERTS';
const SYSTEM_BUNDLES = ['/etc/ssl/certs/ca-certificates.crt', '/etc/pki/tls/certs/ca-bundle.crt', '/etc/ssl/cert.pem'];

export function extraCertificates(runnerEnv: NodeJS.ProcessEnv, runDir: string): ExtraCertificates | undefined {
  const file = runnerEnv[CA_VARIABLE];
  if (!file) return undefined;
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (error) {
    throw new EvalSetupError(
      `${CA_VARIABLE} names ${file}, which cannot be read ` +
        `(${(error as NodeJS.ErrnoException).code ?? 'error'}): point it at a ` +
        `PEM file of certificates, or unset it`,
    );
  }
  const { certificates, left } = certificatesOf(pem);
  const leftOut = left.length > 0 ? `; it holds ${left.join(', ')}, which the sandbox is never given` : '';
  if (certificates.length === 0)
    throw new EvalSetupError(
      `${CA_VARIABLE} names ${file}, which holds no PEM certificate (-----BEGIN CERTIFICATE-----)${leftOut}`,
    );
  const dir = path.join(runDir, 'certificates');
  mkdirSync(dir, { recursive: true });
  const extra = path.join(dir, 'extra.pem');
  const bundle = path.join(dir, 'bundle.pem');
  const only = certificates.join('');
  writeFileSync(extra, only);
  const system = SYSTEM_BUNDLES.find((f) => existsSync(f));
  writeFileSync(bundle, `${system ? readFileSync(system, 'utf8').trimEnd() : ''}\n${only}`);
  const warning =
    left.length > 0
      ? `${CA_VARIABLE} names ${file}: only its ${certificates.length} ` +
        `certificate(s) go into the sandbox; left out: ${left.join(', ')}`
      : undefined;
  return {
    dir,
    env: { NODE_EXTRA_CA_CERTS: extra, SSL_CERT_FILE: bundle, REQUESTS_CA_BUNDLE: bundle, CURL_CA_BUNDLE: bundle },
    ...(warning && { warning }),
  };
}

/**
 * The CERTIFICATE blocks of a PEM file that parse as X.509, each written anew from what was parsed; and
 * what was left out, by label and line, never by content (a combined PEM holds its private key too).
 */
export function certificatesOf(pem: string): { certificates: string[]; left: string[] } {
  const certificates: string[] = [];
  const left: string[] = [];
  for (const block of pemBlocks(pem)) {
    const where = `${shownLabel(block.label)} (line ${block.line})`;
    if (block.kind === 'malformed') left.push(`a malformed ${where}: ${block.why}`);
    else if (block.label !== 'CERTIFICATE') left.push(where);
    else {
      const parsed = x509(block.der);
      if (parsed) certificates.push(parsed);
      else left.push(`a ${where} that is not an X.509 certificate`);
    }
  }
  return { certificates, left };
}

/** The certificate in `der` as PEM, written by the parser; undefined when it does not parse. */
function x509(der: Buffer): string | undefined {
  try {
    return new X509Certificate(der).toString();
  } catch {
    return undefined;
  }
}
