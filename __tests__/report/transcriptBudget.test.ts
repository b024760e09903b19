import { linkSync } from 'node:fs';
import path from 'node:path';
import { loadRun } from '../../src/report/html/loadRun.js';
import { ByteBudget, trialFileWork } from '../../src/util/trialFiles.js';
import { costRatio } from '../helpers/cost.js';
import { makeResults } from '../helpers/results.js';
import { claudeTranscript, runFolder, trialRecord } from '../helpers/runFolder.js';

// The journal and transcripts of a report come from an artifact a PR's job wrote: every trial of it
// can name one large transcript, and the journal may be 256 MB.
const transcript = (bytes: number) =>
  claudeTranscript({
    skills: ['alpha'],
    calls: [{ name: 'Read', input: { file_path: '/home/u/.claude/skills/alpha/SKILL.md' }, output: 'x'.repeat(bytes) }],
    answer: 'done',
  });

function run(trials: number, transcriptOf: (i: number) => string, texts: Record<string, string>): string {
  const records = Array.from({ length: trials }, (_, i) =>
    trialRecord({ skill: 'alpha', caseId: 'c', trial: i + 1, transcript: transcriptOf(i) }),
  );
  return runFolder(makeResults([{ skill: 'alpha', activated: trials, trials }]), records, texts);
}

describe('the report reads each transcript file once, within one budget', () => {
  it('201 trials naming one 30 MB transcript: read once, every trial shows it, at the cost of one trial', () => {
    const texts = { 'transcripts/t.jsonl': transcript(30 * 1024 * 1024) };
    const dir = run(201, () => 'transcripts/t.jsonl', texts);
    const one = run(1, () => 'transcripts/t.jsonl', texts);
    const bytesRead = (folder: string) => {
      const before = trialFileWork.bytes;
      const loaded = loadRun(folder, 'run');
      return { view: loaded.view, bytes: trialFileWork.bytes - before };
    };
    const { view, bytes } = bytesRead(dir);
    // The reads counted: what one trial reads, and the journal's 200 more lines (read 201 times, 6 GB more).
    expect(bytes - bytesRead(one).bytes).toBeLessThan(1024 * 1024);
    // Parsed once too: 201 trials cost about 3 times one (their views); parsed for each trial, about 200 times.
    expect(
      costRatio(
        () => loadRun(dir, 'run'),
        () => loadRun(one, 'run'),
        3,
      ),
    ).toBeLessThan(40);
    expect(view.trials).toHaveLength(201);
    for (const t of view.trials) {
      expect(t.transcriptProblem).toBeUndefined();
      expect(t.toolCalls[0]!.result!.output.size).toBe(30 * 1024 * 1024);
      expect(t.skillFiles).toEqual(['alpha/SKILL.md']);
    }
  });

  it('hard links to one transcript count once against the budget', () => {
    const dir = run(3, (i) => `transcripts/${i}.jsonl`, { 'transcripts/0.jsonl': transcript(100_000) });
    linkSync(path.join(dir, 'transcripts/0.jsonl'), path.join(dir, 'transcripts/1.jsonl'));
    linkSync(path.join(dir, 'transcripts/0.jsonl'), path.join(dir, 'transcripts/2.jsonl'));
    const { view } = loadRun(dir, 'run', new ByteBudget(150_000));
    expect(view.trials.map((t) => t.transcriptProblem)).toEqual([undefined, undefined, undefined]);
    expect(view.notes).toEqual([]);
  });

  it('past the budget a transcript is not read: the trial and the notes say which and why', () => {
    const texts = Object.fromEntries([0, 1, 2, 3].map((i) => [`transcripts/${i}.jsonl`, transcript(100_000 + i)]));
    const dir = run(4, (i) => `transcripts/${i}.jsonl`, texts);
    const { view } = loadRun(dir, 'run', new ByteBudget(250_000));
    expect(view.trials.map((t) => t.toolCalls.length)).toEqual([1, 1, 0, 0]);
    expect(view.trials[2]!.transcriptProblem).toMatch(
      new RegExp(
        String.raw`transcripts\/2\.jsonl was not read: .*more than 250000 would be read ` +
          "in all: the report's budget for transcripts was spent",
      ),
    );
    expect(view.notes).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`^2 transcript\(s\) were not read: the report reads at most 250000 ` +
            String.raw`bytes of transcripts in all.*"transcripts\/2\.jsonl", ` +
            String.raw`"transcripts\/3\.jsonl"\.$`,
        ),
      ),
    ]);
  });
});
