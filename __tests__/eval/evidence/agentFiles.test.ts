import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AGENT_FILE_LIMITS, keepAgentFiles } from '../../../src/eval/evidence/agentFiles.js';
import { buildReport } from '../../../src/report/html/buildReport.js';
import { createRedactor } from '../../../src/util/redact.js';
import { makeResults } from '../../helpers/results.js';
import { runFolder, trialRecord } from '../../helpers/runFolder.js';
import { tempDir } from '../../helpers/tempDirs.js';

const TOKEN = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';

function trial(files: Record<string, string | Buffer>) {
  const root = tempDir('caliper-trial-');
  const work = path.join(root, 'work');
  for (const [rel, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(work, rel)), { recursive: true });
    writeFileSync(path.join(work, rel), bytes);
  }
  mkdirSync(work, { recursive: true });
  const outDir = tempDir('caliper-out-');
  return { root, work, outDir };
}

describe('the files the agent wrote are kept beside the transcript', () => {
  it(
    'kept redacted under numbered names in the run folder, the agent names ' +
      "only in the record; unchanged fixtures and caliper's pinned settings left out, changed fixtures kept",
    () => {
      const fixtureDir = tempDir('caliper-fx-');
      writeFileSync(path.join(fixtureDir, 'in.csv'), 'a,b\n');
      writeFileSync(path.join(fixtureDir, 'edit.csv'), 'a,b\n');
      const { root, work, outDir } = trial({
        'in.csv': 'a,b\n',
        'edit.csv': 'a,b,c\n',
        'out/report.md': `total 12\n${TOKEN}\n`,
        '.claude/settings.json': '{}\n',
      });
      const fixtures = ['in.csv', 'edit.csv'].map((rel) => ({ rel, source: path.join(fixtureDir, rel) }));
      const kept = keepAgentFiles({
        trialRoot: root,
        workRel: 'work',
        fixtures,
        caliperFiles: ['.claude/settings.json'],
        outDir,
        savedAs: 'transcripts/s/claude-code/c/1.files',
        redactor: createRedactor(),
      });
      expect(kept.kept.map((k) => k.path)).toEqual(['edit.csv', 'out/report.md']);
      const report = kept.kept[1]!;
      expect(report.saved).toBe('transcripts/s/claude-code/c/1.files/2.txt');
      const text = readFileSync(path.join(outDir, report.saved!), 'utf8');
      expect(text).toContain('total 12');
      expect(text).not.toContain(TOKEN);
      expect(readdirSync(path.join(outDir, 'transcripts/s/claude-code/c/1.files')).sort()).toEqual(['1.txt', '2.txt']);
      expect(existsSync(work)).toBe(true);
    },
  );

  it(
    'bounded in count and size; a link (to a host secret) is never read, a ' +
      'file too large and a binary are listed, not kept',
    () => {
      const secret = path.join(tempDir('caliper-host-'), 'environ');
      writeFileSync(secret, `RUNNER-SECRET ${TOKEN}\n`);
      const many = Object.fromEntries(
        Array.from({ length: AGENT_FILE_LIMITS.maxFiles + 5 }, (_, i) => [
          `f${String(i).padStart(2, '0')}.txt`,
          `file ${i}\n`,
        ]),
      );
      const { root, work, outDir } = trial({
        ...many,
        'big.txt': 'x'.repeat(AGENT_FILE_LIMITS.maxFileBytes + 1),
        'bin.dat': Buffer.from([1, 0, 2]),
      });
      symlinkSync(secret, path.join(work, 'aa-link.txt'));
      const kept = keepAgentFiles({
        trialRoot: root,
        workRel: 'work',
        fixtures: [],
        caliperFiles: [],
        outDir,
        savedAs: 'files',
        redactor: createRedactor(),
      });
      expect(kept.kept).toHaveLength(AGENT_FILE_LIMITS.maxFiles);
      expect(kept.more).toBeGreaterThan(0);
      const byName = Object.fromEntries(kept.kept.map((k) => [k.path, k]));
      // listTrialFiles lists regular files only: the link is not even a candidate.
      expect(byName['aa-link.txt']).toBeUndefined();
      expect(byName['big.txt']).toMatchObject({ note: expect.stringMatching(/not kept: .*larger than/) });
      expect(byName['bin.dat']).toMatchObject({ note: 'not kept: a binary file' });
      const savedText = readdirSync(path.join(outDir, 'files'))
        .map((f) => readFileSync(path.join(outDir, 'files', f), 'utf8'))
        .join('');
      expect(savedText).not.toContain('RUNNER-SECRET');
      expect(savedText.length).toBeLessThanOrEqual(AGENT_FILE_LIMITS.maxTotalBytes);
    },
  );
});

describe("report.html shows the kept files and the judge's votes with the excerpt it judged", () => {
  it('from the record, reading kept files only inside the run folder', () => {
    const record = trialRecord({
      skill: 'report',
      caseId: 'sum',
      trial: 1,
      agentFiles: {
        kept: [
          { path: 'out/report.md', bytes: 9, saved: 'transcripts/report/claude-code/sum/1.files/1.txt' },
          { path: 'stolen', bytes: 9, saved: '../../../../etc/passwd' },
          { path: 'bin.dat', bytes: 3, note: 'not kept: a binary file' },
        ],
        more: 2,
      },
      checks: [
        {
          label: 'judge: out/report.md ~ gives the total',
          status: 'fail',
          reason: '1 of 3 votes pass',
          judge: {
            provider: 'scripted',
            model: 'scripted',
            promptTemplate: 'h',
            votes: [
              { verdict: 'pass', reason: 'fine' },
              { verdict: 'forged', reason: 'no nonce' },
              { verdict: 'fail', reason: 'no total' },
            ],
            excerpt: 'total 12',
            truncated: false,
            usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
          },
        },
      ],
    });
    const dir = runFolder(makeResults([{ skill: 'report', activated: 1, trials: 1 }]), [record], {
      'transcripts/report/claude-code/sum/1.files/1.txt': 'total 12\n',
    });
    const t = buildReport({ path: dir, label: 'head' }).head.trials[0]!;
    expect(t.agentFiles).toEqual([
      { path: 'out/report.md', bytes: 9, text: { text: 'total 12\n', size: 9 }, note: undefined },
      {
        path: 'stolen',
        bytes: 9,
        text: undefined,
        note: expect.stringMatching(/^kept, but not read: .*outside the folder/),
      },
      { path: 'bin.dat', bytes: 3, text: undefined, note: 'not kept: a binary file' },
    ]);
    expect(t.moreAgentFiles).toBe(2);
    expect(t.checks[0]!.judge).toEqual({
      by: 'scripted scripted',
      votes: [
        { verdict: 'pass', reason: 'fine' },
        { verdict: 'forged', reason: 'no nonce' },
        { verdict: 'fail', reason: 'no total' },
      ],
      excerpt: { text: 'total 12', size: 8 },
      truncated: false,
    });
  });
});
