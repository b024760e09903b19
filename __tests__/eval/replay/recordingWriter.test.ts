import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JudgeTape } from '../../../src/eval/replay/judgeCalls.js';
import { openRecordingWriter, type RecordingBounds, type WriteText } from '../../../src/eval/replay/recordingWriter.js';
import { type Exchange, readRecording, recordingFile, TAPE_FORMAT } from '../../../src/eval/replay/tape.js';
import { tempDir } from '../../helpers/tempDirs.js';

// The writer --record keeps a trial's model exchanges with: its accounting at the edges of its bounds, the
// reasons it gives, and what it leaves behind when it fails. A mutation run (docs/internals/mutation.md)
// found these held by no test.

const HEAD = { format: TAPE_FORMAT, key: 'k', backend: 'claude-code', cliVersion: '1', fingerprint: 'f' } as const;
const EXCHANGE: Exchange = {
  method: 'POST',
  path: '/v1/messages',
  model: 'm',
  status: 200,
  contentType: 'application/json',
  body: '{"é":1}',
};
const FOOTER_BYTES = Buffer.byteLength(']}\n');
const headBytes = Buffer.byteLength(`${JSON.stringify(HEAD).slice(0, -1)},"exchanges":[`);
const lineBytes = Buffer.byteLength(JSON.stringify(EXCHANGE));

function open(bounds: Partial<RecordingBounds>, write?: WriteText) {
  const dir = tempDir('caliper-writer-');
  const opened = openRecordingWriter(dir, HEAD, {
    bounds: { exchanges: 10, bytes: 1 << 20, ...bounds },
    ...(write && { write }),
  });
  if (!opened.ok) throw new Error(opened.reason);
  return { dir, writer: opened.writer };
}

const tooLarge = (bytes: number) =>
  `the trial's model exchanges came to more than ${bytes} bytes, the most a recording keeps ` +
  '(what a replay reads); the answers past it were cut';

describe('a recording writer, at its bounds', () => {
  it('keeps an exchange that fills it to the byte, and no byte more', () => {
    const exact = headBytes + lineBytes + FOOTER_BYTES;
    const full = open({ bytes: exact });
    expect(full.writer.room()).toBe(exact - headBytes - FOOTER_BYTES);
    expect(full.writer.reserve()).toBe(true);
    full.writer.keep(EXCHANGE);
    expect(full.writer.room()).toBe(0);
    expect(full.writer.finish(undefined)).toBeUndefined();
    const read = readRecording(full.dir, HEAD.key);
    expect(read.ok && read.recording.exchanges).toEqual([EXCHANGE]);

    const over = open({ bytes: exact - 1 });
    expect(over.writer.reserve()).toBe(true);
    over.writer.keep(EXCHANGE);
    expect(over.writer.failure()).toBe(tooLarge(exact - 1));
    expect(over.writer.finish(undefined)).toBe(tooLarge(exact - 1));
    expect(readdirSync(over.dir)).toEqual([]);
  });

  it('keeps exchanges in the order they came, each read back whole', () => {
    const { dir, writer } = open({});
    const second = { ...EXCHANGE, status: 429, body: 'slow down' };
    for (const exchange of [EXCHANGE, second]) {
      expect(writer.reserve()).toBe(true);
      writer.keep(exchange);
    }
    expect(writer.finish(undefined)).toBeUndefined();
    const read = readRecording(dir, HEAD.key);
    expect(read.ok && read.recording.exchanges).toEqual([EXCHANGE, second]);
  });

  it('has no room below none, and refuses a reservation once failed', () => {
    const { writer } = open({ bytes: headBytes + 1 });
    expect(writer.room()).toBe(0);
    writer.overflow();
    expect(writer.reserve()).toBe(false);
    expect(writer.failure()).toBe(tooLarge(headBytes + 1));
  });

  it('counts places reserved and kept against its exchanges; a released place is free again', () => {
    const { writer } = open({ exchanges: 2 });
    expect(writer.reserve()).toBe(true);
    writer.release();
    expect(writer.reserve()).toBe(true);
    writer.keep(EXCHANGE);
    expect(writer.reserve()).toBe(true);
    expect(writer.failure()).toBeUndefined();
    expect(writer.reserve()).toBe(false);
    expect(writer.failure()).toBe(
      'the trial asked its model more than 2 times, the most a recording keeps (what a replay reads); ' +
        'the requests past it were refused',
    );
  });

  it('keeps the first reason it failed for', () => {
    const { dir, writer } = open({});
    writer.fail('its MCP exchanges passed their bounds');
    writer.overflow();
    writer.fail('a second reason');
    expect(writer.failure()).toBe('its MCP exchanges passed their bounds');
    expect(writer.reserve()).toBe(false);
    expect(writer.finish(undefined)).toBe('its MCP exchanges passed their bounds');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('counts the judge calls and MCP exchanges written at the end against its bytes', () => {
    const judge: JudgeTape = { provider: 'anthropic', model: 'judge-a', calls: [] };
    const footer = Buffer.byteLength(`],"judge":${JSON.stringify(judge)}}\n`);
    const fits = open({ bytes: headBytes + footer });
    expect(fits.writer.finish(judge)).toBeUndefined();
    const over = open({ bytes: headBytes + footer - 1 });
    expect(over.writer.finish(judge)).toBe(
      "the trial's model exchanges and judge calls (with its MCP exchanges) came to more than " +
        `${headBytes + footer - 1} ` +
        'bytes, the most a recording keeps (what a replay reads)',
    );
    expect(readdirSync(over.dir)).toEqual([]);
  });
});

describe('a recording writer that cannot write', () => {
  const failing: WriteText = () => {
    throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
  };

  it('says so when even the head cannot be written, and leaves no file', () => {
    const dir = tempDir('caliper-writer-');
    const opened = openRecordingWriter(dir, HEAD, { write: failing });
    expect(opened).toEqual({
      ok: false,
      reason: `--record: its recording could not be written to ${recordingFile(dir, HEAD.key)}.tmp (ENOSPC)`,
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('fails the recording when an exchange cannot be written, and takes nothing more', () => {
    let calls = 0;
    const { dir, writer } = open({}, (fd, text) => {
      if (++calls > 1) failing(fd, text);
      writeFileSync(fd, text);
    });
    expect(writer.reserve()).toBe(true);
    writer.keep(EXCHANGE);
    const reason = `its recording could not be written to ${recordingFile(dir, HEAD.key)}.tmp (ENOSPC)`;
    expect(writer.failure()).toBe(reason);
    expect(writer.reserve()).toBe(false);
    expect(writer.finish(undefined)).toBe(reason);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('does not follow a link where its file is written, nor open a folder it cannot make', () => {
    const dir = tempDir('caliper-writer-');
    const elsewhere = path.join(tempDir('caliper-writer-'), 'elsewhere');
    symlinkSync(elsewhere, `${recordingFile(dir, HEAD.key)}.tmp`);
    expect(openRecordingWriter(dir, HEAD)).toEqual({
      ok: false,
      reason: `--record cannot write ${recordingFile(dir, HEAD.key)}.tmp (ELOOP)`,
    });
    expect(existsSync(elsewhere)).toBe(false);

    const blocked = path.join(tempDir('caliper-writer-'), 'file');
    writeFileSync(blocked, '');
    const opened = openRecordingWriter(path.join(blocked, 'dir'), HEAD);
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.reason).toMatch(/^--record cannot write .*\.tmp \(ENOTDIR\)$/);
  });

  it('says why when its file cannot be moved in place (a folder is there), and throws nothing', () => {
    const { dir, writer } = open({});
    mkdirSync(path.join(recordingFile(dir, HEAD.key), 'occupied'), { recursive: true });
    const reason = writer.finish(undefined);
    expect(reason).toMatch(/^its recording could not be moved to .*k\.json \((EISDIR|ENOTEMPTY|EEXIST)\)$/);
    expect(existsSync(`${recordingFile(dir, HEAD.key)}.tmp`)).toBe(false);
  });
});
