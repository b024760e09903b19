import { jest } from '@jest/globals';
import { readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MAX_RECORDING_BYTES } from '../../../src/eval/replay/tape.js';
import { evalRepo, evalSpec } from '../../helpers/evalRepo.js';
import { claudeLines, fakeCli } from '../../helpers/fakeCli.js';
import { skillMd, tempRepo } from '../../helpers/tempRepo.js';
import { tempDir } from '../../helpers/tempDirs.js';

// Issue 35 item 5: a trial whose recording fails (an answer past what a replay reads, a folder that
// cannot be written) is a harness error saying why, and the run goes on to its results; before, the
// whole recording was one string at the end, and a write that failed ended the run with exit 2.
jest.setTimeout(120_000);

const repo = () =>
  tempRepo({
    'skills/s/SKILL.md': skillMd({ name: 's', description: 'Does s. Use when asked for s.' }, '# S\n'),
    'skills/s/.eval.yaml': evalSpec([{ id: 'c', prompt: 'Please do s', checks: ['activation: s'] }]),
  });

/** A harness stand-in for the CLI (harness faults only): one request to its model URL, then a passing transcript. */
const ASK =
  `curl -s -X POST -H "x-api-key: $ANTHROPIC_API_KEY" -d '{"model":"m"}' ` +
  `"$ANTHROPIC_BASE_URL/v1/messages" -o /dev/null`;
const cli = (before = ASK) => fakeCli(`${before}\n${claudeLines(['s'], 's')}`).path;

/** A real-model run of the fake CLI, unsandboxed, recording into `dir` from `baseUrl`. */
const recording = (cliPath: string, dir: string, baseUrl: string) => ({
  cliPaths: { 'claude-code': cliPath },
  isolation: 'none' as const,
  model: {
    kind: 'real' as const,
    baseUrl,
    apiKey: 'sk-ant-api03-recordfail0123456789abcdef',
    model: undefined,
    tape: { mode: 'record' as const, dir },
  },
});

describe('a trial whose recording fails is a harness error, and the run has its results', () => {
  it('an answer larger than a replay reads: cut, the trial an error naming the bound, no recording kept', async () => {
    const upstream = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const mb = `${'x'.repeat(1024 * 1024 - 1)}\n`;
      let sent = 0;
      const more = () => {
        while (sent < 70 && res.write(mb)) sent++;
        if (sent >= 70) res.end();
        else res.once('drain', () => (sent++, more()));
      };
      res.on('close', () => (sent = 70));
      more();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
    const tapeDir = tempDir('caliper-tape-');
    try {
      const run = await evalRepo(
        repo(),
        recording(cli(), tapeDir, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`),
      );
      expect(run.records).toHaveLength(1);
      const trial = run.records[0]!;
      expect([trial.outcome, trial.activations]).toEqual(['error', undefined]);
      const why =
        `^--record: the trial's model exchanges came to more than ` +
        `${MAX_RECORDING_BYTES} bytes, the most a recording keeps`;
      expect(trial.reason).toMatch(new RegExp(why));
      expect(readdirSync(tapeDir)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    }
  });

  it('a recording folder that cannot be written: the trial an error saying so, before its CLI runs', async () => {
    const notADir = path.join(tempDir('caliper-tape-'), 'file');
    writeFileSync(notADir, 'not a folder');
    const marker = path.join(tempDir('caliper-ran-'), 'ran');
    const run = await evalRepo(repo(), recording(cli(`touch ${marker}`), notADir, 'http://127.0.0.1:9'));
    const why = /^--record cannot write .*file\/.*\.json\.tmp \((ENOTDIR|EEXIST)\)/;
    expect(run.records.map((r) => [r.outcome, r.reason])).toEqual([['error', expect.stringMatching(why)]]);
    expect(readdirSync(path.dirname(marker))).toEqual([]);
  });
});
