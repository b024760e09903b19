import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EvalSetupError } from '../../src/eval/runner/errors.js';
import { certificatesOf, extraCertificates } from '../../src/eval/sandbox/extraCertificates.js';
import { pemBlocks } from '../../src/eval/sandbox/pemBlocks.js';
import { testAuthority } from '../helpers/providers/tlsFront.js';
import { tempDir } from '../helpers/tempDirs.js';

const ca = readFileSync(testAuthority().caFile, 'utf8');
const caKey = readFileSync(path.join(path.dirname(testAuthority().caFile), 'ca.key'), 'utf8');
/** The key's body lines: what must never reach the sandbox, in any block. */
const keyLines = caKey.split('\n').filter((l) => l !== '' && !l.startsWith('-----'));
const body = (pem: string) =>
  pem
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('-----'))
    .join('\n');

function runnerFile(text: string): { file: string; runDir: string } {
  const dir = tempDir('caliper-ca-');
  writeFileSync(path.join(dir, 'ca.pem'), text);
  return { file: path.join(dir, 'ca.pem'), runDir: path.join(dir, 'run') };
}

/** What the sandbox is given: both files it binds. */
function given(dir: string): string {
  return readFileSync(path.join(dir, 'extra.pem'), 'utf8') + readFileSync(path.join(dir, 'bundle.pem'), 'utf8');
}

// Issue 35 item 6: the runner's whole NODE_EXTRA_CA_CERTS file went into every sandbox, and a combined
// PEM (certificate and private key, as mkcert and some proxy set-ups write) put the key where the agent reads it.
describe("the runner's CA file, as the sandbox gets it", () => {
  it(
    'a combined PEM: its certificate only; the run warns naming the file ' +
      "and the key's label and line, never its content",
    () => {
      const { file, runDir } = runnerFile(`# mkcert development CA\n${ca}${caKey}`);
      const extra = extraCertificates({ NODE_EXTRA_CA_CERTS: file }, runDir)!;
      const sandbox = given(extra.dir);
      expect(sandbox).toContain(body(ca));
      expect(sandbox).not.toMatch(/PRIVATE KEY|mkcert/);
      for (const line of keyLines) expect(sandbox).not.toContain(line);
      const keyLine = ca.split('\n').length + 1;
      expect(extra.warning).toBe(
        `NODE_EXTRA_CA_CERTS names ${file}: only its 1 certificate(s) go into ` +
          `the sandbox; left out: PRIVATE KEY (line ${keyLine})`,
      );
    },
  );

  it.each([
    // A key dressed as a certificate: the labels say CERTIFICATE, the body is the key.
    [
      'a key under a CERTIFICATE label',
      `-----BEGIN CERTIFICATE-----\n${body(caKey)}\n-----END CERTIFICATE-----\n`,
      /CERTIFICATE \(line 1\) that is not an X\.509 certificate/,
    ],
    [
      'a BEGIN CERTIFICATE closed by END PRIVATE KEY',
      `-----BEGIN CERTIFICATE-----\n${body(caKey)}\n-----END PRIVATE KEY-----\n`,
      /a malformed CERTIFICATE \(line 1\): it ends as PRIVATE KEY/,
    ],
    [
      'a key inside an unclosed certificate',
      `-----BEGIN CERTIFICATE-----\n${caKey}`,
      /a malformed CERTIFICATE \(line 1\): another BEGIN on line 2 comes before its END/,
    ],
    [
      'headers in a certificate block',
      `-----BEGIN CERTIFICATE-----\nProc-Type: 4,ENCRYPTED\n${body(caKey)}\n-----END CERTIFICATE-----\n`,
      /a malformed CERTIFICATE \(line 1\): its body is not base64/,
    ],
  ])('%s: left out, and the certificate beside it kept', (_, hostile, reason) => {
    const { certificates, left } = certificatesOf(`${hostile}${ca}`);
    expect(certificates.map(body)).toEqual([body(ca)]);
    expect(left.join('\n')).toMatch(reason);
    for (const line of keyLines) expect(certificates.join('')).not.toContain(line);
  });

  it('a file of keys only: a setup error naming the file and what it holds', () => {
    const { file, runDir } = runnerFile(caKey);
    expect(() => extraCertificates({ NODE_EXTRA_CA_CERTS: file }, runDir)).toThrow(EvalSetupError);
    expect(() => extraCertificates({ NODE_EXTRA_CA_CERTS: file }, runDir)).toThrow(
      `NODE_EXTRA_CA_CERTS names ${file}, which holds no PEM certificate ` +
        `(-----BEGIN CERTIFICATE-----); it holds PRIVATE KEY (line 1), which ` +
        `the sandbox is never given`,
    );
  });

  it('a bundle of certificates with comments between them: every certificate, no warning', () => {
    const { file, runDir } = runnerFile(`# one\n${ca}\n# two\r\n${ca.replace(/\n/g, '\r\n')}`);
    const extra = extraCertificates({ NODE_EXTRA_CA_CERTS: file }, runDir)!;
    expect(extra.warning).toBeUndefined();
    expect(
      pemBlocks(readFileSync(path.join(extra.dir, 'extra.pem'), 'utf8')).map((b) => b.kind === 'block' && b.label),
    ).toEqual(['CERTIFICATE', 'CERTIFICATE']);
  });
});
