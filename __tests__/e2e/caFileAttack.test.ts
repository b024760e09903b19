import { jest } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { caliper, hostNameEnv, outFolder, runFolder } from '../helpers/providers/realMode.js';
import { startStandIn } from '../helpers/providers/standIn.js';
import { resolveAll, startTlsFront, testAuthority } from '../helpers/providers/tlsFront.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue 35 item 6: the runner's whole NODE_EXTRA_CA_CERTS file went into every sandbox, so a combined
// PEM (certificate and private key, as mkcert and some proxy set-ups write) put the key where the agent
// reads it. A real-mode run (the stand-in behind a TLS front signed by the test CA) whose skill reads
// every CA file the CLI is given.
jest.setTimeout(300_000);

const caFile = testAuthority().caFile;
const key = readFileSync(path.join(path.dirname(caFile), 'ca.key'), 'utf8');
/** A line of the key's body: what must not be in anything the agent read. */
const keyLine = key.split('\n').find((l) => l !== '' && !l.startsWith('-----'))!;

function keyReaderRepo(): string {
  const script = [
    'for f in "$NODE_EXTRA_CA_CERTS" "$SSL_CERT_FILE" ' +
      '"$REQUESTS_CA_BUNDLE" "$CURL_CA_BUNDLE"; do cat "$f"; done > seen.txt ' +
      '2>&1',
  ];
  const body = `# keyreader\n\n\`\`\`bash\n${script.join('\n')}\n\`\`\`\n`;
  const checks = [
    'activation: keyreader',
    'command: "grep -q \'BEGIN CERTIFICATE\' seen.txt"',
    'command: "! grep -q \'PRIVATE KEY\' seen.txt"',
    `command: "! grep -qF '${keyLine}' seen.txt"`,
  ];
  return tempRepo({
    'skills/keyreader/SKILL.md': skillMd(
      { name: 'keyreader', description: 'Reads the certificates. Use when asked to read the certificates.' },
      body,
    ),
    'skills/keyreader/.eval.yaml': [
      'cases:',
      '  - id: read',
      '    prompt: "Please read the certificates"',
      '    checks:',
      ...checks.map((c) => `      - ${c}`),
      '',
    ].join('\n'),
  });
}

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])("the runner's combined CA file (issue 35 item 6)", () => {
  it(
    'on the real Claude Code CLI in real mode: the agent reading every CA ' +
      'file it is given finds the certificate, never the key; the run says ' +
      'what it left out',
    async () => {
      const combined = path.join(tempDir('caliper-combined-'), 'rootCA.pem');
      writeFileSync(combined, `${readFileSync(caFile, 'utf8')}${key}`);
      const standIn = await startStandIn();
      const front = await startTlsFront(Number(new URL(standIn.url).port));
      const repo = keyReaderRepo();
      const outDir = outFolder();
      try {
        const env = {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          CALIPER_TOOLS: process.env.CALIPER_TOOLS,
          ...hostNameEnv('claude-code'),
          NODE_EXTRA_CA_CERTS: combined,
          CALIPER_RESOLVE: resolveAll(front.port),
        };
        const run = await caliper(
          [
            'eval',
            repo,
            '--backend',
            'claude-code',
            '--trials',
            '1',
            '--timeout',
            '150',
            '--out',
            outDir,
            '--allow-errors',
          ],
          { cwd: repo, env },
        );
        const record = runFolder(outDir).records[0]!;
        expect(record.checks.map((c) => [c.label.split(' ~ ')[0], c.status])).toEqual([
          ['activation: keyreader', 'pass'],
          ["command: grep -q 'BEGIN CERTIFICATE' seen.txt", 'pass'],
          ["command: ! grep -q 'PRIVATE KEY' seen.txt", 'pass'],
          [`command: ! grep -qF '${keyLine}' seen.txt`, 'pass'],
        ]);
        const keyAt = readFileSync(caFile, 'utf8').split('\n').length;
        expect(run.stderr).toContain(
          `warning: NODE_EXTRA_CA_CERTS names ${combined}: only its 1 ` +
            `certificate(s) go into the sandbox; left out: PRIVATE KEY (line ` +
            `${keyAt})`,
        );
        expect(run.stderr).not.toContain(keyLine);
      } finally {
        await front.close();
        await standIn.close();
      }
    },
  );
});
