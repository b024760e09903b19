import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EvalSetupError } from '../runner/errors.js';

/**
 * The runner's extra certificate authorities (NODE_EXTRA_CA_CERTS: a corporate TLS proxy's, a gateway's,
 * a test stand-in's), made trusted by every CLI in the sandbox: Node and Bun read NODE_EXTRA_CA_CERTS;
 * Rust, Python and curl take a whole bundle (SSL_CERT_FILE, REQUESTS_CA_BUNDLE, CURL_CA_BUNDLE), so they
 * get the system's roots with the extra ones appended. Copied once per run into a folder the sandbox
 * sees read-only: the runner's file itself is never bound in.
 */
export interface ExtraCertificates {
  /** The folder to bind read-only. */
  dir: string;
  /** The variables each CLI reads them from. */
  env: Record<string, string>;
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
    throw new EvalSetupError(`${CA_VARIABLE} names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): point it at a PEM file of certificates, or unset it`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new EvalSetupError(`${CA_VARIABLE} names ${file}, which holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  const dir = path.join(runDir, 'certificates');
  mkdirSync(dir, { recursive: true });
  const extra = path.join(dir, 'extra.pem');
  const bundle = path.join(dir, 'bundle.pem');
  writeFileSync(extra, pem);
  const system = SYSTEM_BUNDLES.find((f) => existsSync(f));
  writeFileSync(bundle, `${system ? readFileSync(system, 'utf8').trimEnd() : ''}\n${pem}`);
  return { dir, env: { NODE_EXTRA_CA_CERTS: extra, SSL_CERT_FILE: bundle, REQUESTS_CA_BUNDLE: bundle, CURL_CA_BUNDLE: bundle } };
}
