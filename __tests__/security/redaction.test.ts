import { jest } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRedactor, REDACTED, secretForms } from '../../src/util/redact.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

jest.setTimeout(120_000);

// Built at run time so this file itself holds no token-shaped string.
const CANARY = ['ghp', '_', 'CaNaRy0123456789abcdefghijklmnopqrstuv'].join('');
const ENV_SECRET = 'deploy-secret-value-4f9a1c';

function everyFile(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    return statSync(abs).isDirectory() ? everyFile(abs) : [abs];
  });
}

describe('the redactor', () => {
  const redactor = createRedactor({
    secrets: ['model-key-1234567890', undefined, 'short'],
    env: {
      MY_DEPLOY_TOKEN: ENV_SECRET,
      GIT_AUTHOR_NAME: 'Jane Maintainer',
      PATH: '/usr/local/bin:/usr/bin',
      AWS_SESSION_KEY: 'abc',
      HTTPS_PROXY: 'http://user:proxy-pass-77@proxy:3128',
    },
  });

  it('hides the model key, secret-looking variables, passwords in URLs and token shapes', () => {
    const tokens = [
      CANARY,
      ['github', '_pat_', '11ABCDEFG0123456789_abcdefghijklmnop'].join(''),
      ['ghs', '_', 'A'.repeat(36)].join(''),
      ['gho', '_', 'B'.repeat(36)].join(''),
      ['ghu', '_', 'C'.repeat(36)].join(''),
      ['ghr', '_', 'D'.repeat(36)].join(''),
      ['sk', '-ant-api03-', 'x'.repeat(40)].join(''),
      ['sk', '-proj-', 'y'.repeat(40)].join(''),
      ['xoxb', '-1234567890-', 'abcdefghij'].join(''),
    ];
    const text = `key model-key-1234567890 env ${ENV_SECRET} proxy proxy-pass-77 ${tokens.join(' ')}`;
    const out = redactor.text(text);
    for (const secret of ['model-key-1234567890', ENV_SECRET, 'proxy-pass-77', ...tokens])
      expect(out).not.toContain(secret);
    expect(out.split(REDACTED)).toHaveLength(13);
  });

  it('leaves ordinary text alone: short values, non-secret names, GIT_AUTHOR_*, a bare prefix', () => {
    const text =
      'Jane Maintainer ran /usr/local/bin:/usr/bin with abc and a short key; ghp_ is the prefix, sk-learn a library';
    expect(redactor.text(text)).toBe(text);
  });

  it('redacts strings inside JSON values, including ones JSON would escape', () => {
    const quoted = createRedactor({ secrets: ['pa"ss\\word-123'] });
    expect(quoted.json({ a: ['x pa"ss\\word-123 y'], [CANARY]: 1 })).toBe(
      JSON.stringify({ a: [`x ${REDACTED} y`], [REDACTED]: 1 }),
    );
  });
});

describe('the redactor finds a known secret encoded, and in a text that comes in pieces', () => {
  const KEY = 'sk-ant-api03-formtest0123456789abcdefghij';
  const redactor = createRedactor({ secrets: [KEY] });
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const encoded = {
    reversed: [...KEY].reverse().join(''),
    base64: b64(KEY),
    base64InText: b64(`{"header":"${KEY}"}`),
    base64url: Buffer.from(`x${KEY}`).toString('base64url'),
    urlEncoded: encodeURIComponent(`${KEY}+/=`),
    hex: Buffer.from(KEY).toString('hex'),
    HEX: Buffer.from(KEY).toString('hex').toUpperCase(),
  };

  it('as it is, reversed, base64 (at any alignment, URL-safe too), URL-encoded and hex', () => {
    for (const [form, text] of Object.entries(encoded)) {
      const out = redactor.text(`before ${text} after`);
      expect({ form, leaked: out.includes(text), redacted: out.includes(REDACTED) }).toEqual({
        form,
        leaked: false,
        redacted: true,
      });
      // Of the key's base64, no more than its first and last two bytes' characters survive.
      const left = out
        .replace(/^before /, '')
        .replace(/ after$/, '')
        .split(REDACTED)
        .join('');
      if (form.startsWith('base64'))
        expect(left.length).toBeLessThanOrEqual(text.length - Math.floor(((KEY.length - 4) * 4) / 3));
    }
    const secret = 'pa ss+wo/rd=9';
    expect(secretForms(secret)).toEqual(expect.arrayContaining([secret, '9=dr/ow+ss ap', encodeURIComponent(secret)]));
  });

  it('a secret split across the pieces of a stream is still found, at every split point, in each form', () => {
    for (const text of [KEY, ...Object.values(encoded)]) {
      const whole = `data: {"echo":"${text}"}\n\n`;
      for (let at = 0; at <= whole.length; at++) {
        const stream = redactor.stream();
        const out = stream.push(whole.slice(0, at)) + stream.push(whole.slice(at)) + stream.end();
        expect(out).toBe(redactor.text(whole));
      }
    }
  });

  it('a stream one character at a time gives what the whole text gives, token shapes included', () => {
    const shaped = ['ghp', '_', 'StReAm0123456789abcdefghijklmnopqrstuv'].join('');
    const whole = `{"a":"${KEY}","b":"${shaped}","c":"${encoded.reversed}","d":"plain text é 😀"}`;
    const stream = redactor.stream();
    let out = '';
    for (const c of whole) out += stream.push(c);
    out += stream.end();
    expect(out).toBe(redactor.text(whole));
    expect(out).not.toContain(KEY);
    expect(out).not.toContain(shaped.slice(4));
  });

  it('ordinary text still passes as it is', () => {
    const text = 'Jane ran the tests; base64 of hello is aGVsbG8=, and 68656c6c6f is hex';
    expect(redactor.text(text)).toBe(text);
  });
});

describe('nothing secret in saved files (real Claude Code and Codex, scripted model)', () => {
  it(
    'a canary token and a secret runner variable printed by a hostile ' +
      'skill appear in no file of the output folder',
    async () => {
      const leak = skillMd(
        {
          name: 'leaker',
          description: 'Prints the deployment credentials report. Use when asked for the credentials report.',
        },
        `# Leaker\n\n\`\`\`bash\necho "token ${CANARY} env ${ENV_SECRET}" | tee leak.txt\n\`\`\`\n`,
      );
      const root = tempRepo({
        'skills/leaker/SKILL.md': leak,
        'skills/leaker/.eval.yaml': evalSpec([
          {
            id: 'leak',
            prompt: 'Please print the credentials report',
            checks: [
              'activation: leaker',
              'output_matches: "never-matches-anything"',
              `command: "cat leak.txt; echo ${ENV_SECRET} >&2; exit 1"`,
            ],
          },
        ]),
      });
      const run = await evalRepo(root, {
        backends: ['claude-code', 'codex'],
        env: { ...process.env, MY_DEPLOY_TOKEN: ENV_SECRET },
      });
      // The attack really ran: the secret went through the transcript, the model requests and a check.
      expect(run.records.map((r) => [r.backend, r.activations])).toEqual(
        expect.arrayContaining([
          ['claude-code', { leaker: 'activated' }],
          ['codex', { leaker: 'activated' }],
        ]),
      );
      expect(run.requests.length).toBeGreaterThan(0);
      expect(run.records.every((r) => r.checks[2]?.status === 'fail')).toBe(true);

      const files = everyFile(run.outDir);
      expect(files.map((f) => path.relative(run.outDir, f)).sort()).toEqual(
        expect.arrayContaining([
          'model-requests.jsonl',
          'results.json',
          'trials.jsonl',
          'transcripts/leaker/claude-code/leak/1.jsonl',
          'transcripts/leaker/codex/leak/1.jsonl',
        ]),
      );
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        expect({ file, canary: text.includes(CANARY), env: text.includes(ENV_SECRET) }).toEqual({
          file,
          canary: false,
          env: false,
        });
      }
      // Progress lines go to CI logs, which are as public as the artifact.
      expect(run.progress.join('\n')).not.toContain(ENV_SECRET);
      for (const backend of ['claude-code', 'codex'])
        expect(readFileSync(path.join(run.outDir, `transcripts/leaker/${backend}/leak/1.jsonl`), 'utf8')).toContain(
          REDACTED,
        );
      expect(readFileSync(path.join(run.outDir, 'model-requests.jsonl'), 'utf8')).toContain(REDACTED);
    },
  );
});
