import { linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSessionLogs } from '../../src/agents/shared/sessionLogs.js';
import { trialFileWork } from '../../src/util/trialFiles.js';
import { tempDir } from '../helpers/tempDirs.js';

// A CLI's session folder is the agent's to fill: hard links cost it no disk, but each one read costs
// caliper the file's whole size in memory.
const LINE = JSON.stringify({ type: 'user', pad: 'x'.repeat(1000) });
const FOUR_MB_LOG = `${LINE}\n`.repeat(Math.ceil((4 * 1024 * 1024) / (LINE.length + 1)));
const LINES_PER_LOG = FOUR_MB_LOG.split('\n').length - 1;

const roots: string[] = [];
afterAll(() =>
  roots.forEach((r) => {
    rmSync(r, { recursive: true, force: true });
  }),
);

function sessionFolder(): { trialRoot: string; logs: string } {
  const trialRoot = tempDir('caliper-logs-');
  roots.push(trialRoot);
  const logs = path.join(trialRoot, 'config', 'projects', 'work');
  mkdirSync(logs, { recursive: true });
  return { trialRoot, logs };
}

describe("a CLI's session logs are read within one budget", () => {
  it('60 hard links to one 4 MB log are one log, read once, at the cost of the log alone', () => {
    const { trialRoot, logs } = sessionFolder();
    writeFileSync(path.join(logs, 'a.jsonl'), FOUR_MB_LOG);
    for (let i = 0; i < 59; i++) linkSync(path.join(logs, 'a.jsonl'), path.join(logs, `link-${i}.jsonl`));
    // Work counted, not timed: one read of the log's bytes (read 60 times, 240 MB), and its lines once.
    const before = { ...trialFileWork };
    expect(readSessionLogs(trialRoot, logs)).toHaveLength(LINES_PER_LOG);
    expect({ reads: trialFileWork.reads - before.reads, bytes: trialFileWork.bytes - before.bytes }).toEqual({
      reads: 1,
      bytes: FOUR_MB_LOG.length,
    });
  });

  it('twelve distinct 4 MB logs: no more than 32 MB of them is read, the first in name order', () => {
    const { trialRoot, logs } = sessionFolder();
    for (let i = 0; i < 12; i++)
      writeFileSync(
        path.join(logs, `log-${String(i).padStart(2, '0')}.jsonl`),
        FOUR_MB_LOG.replace('"user"', `"user-${i}"`),
      );
    const lines = readSessionLogs(trialRoot, logs) as { type: string }[];
    expect(lines.length).toBeLessThanOrEqual(8 * LINES_PER_LOG);
    expect(lines.length).toBeGreaterThanOrEqual(7 * LINES_PER_LOG);
    expect(lines[0]!.type).toBe('user-0');
  });

  it('small logs are all read, a hard link to one of them only once', () => {
    const { trialRoot, logs } = sessionFolder();
    writeFileSync(path.join(logs, 'a.jsonl'), '{"n":1}\n{"n":2}\n');
    writeFileSync(path.join(logs, 'b.jsonl'), '{"n":3}\n');
    linkSync(path.join(logs, 'a.jsonl'), path.join(logs, 'c.jsonl'));
    expect(readSessionLogs(trialRoot, logs)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
