import path from 'node:path';
import { planTrials } from '../../src/eval/runner/plan.js';
import { installableFiles } from '../../src/eval/sandbox/installableFiles.js';
import { walkWork, WALK_LIMITS } from '../../src/skills/skillFiles.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { goodSkill, tempRepo, type Entry } from '../helpers/tempRepo.js';

const none = () => false;
/** WALK_LIMITS, as docs/rules.md states them. */
const DEPTH = 32;

/** The entries the walks take while `run` runs (walkWork): the work counted, not timed. */
function entriesWalked(run: () => void): number {
  const before = walkWork.entries;
  run();
  return walkWork.entries - before;
}

/** Five files, and four links inside `d` to `d` itself (issue #29 item 4): each walk step multiplies. */
function selfLinks(): Record<string, Entry> {
  return {
    'alpha/SKILL.md': goodSkill('alpha'),
    'alpha/a.txt': 'a',
    'alpha/b.txt': 'b',
    'alpha/d/c.txt': 'c',
    'alpha/d/e.txt': 'e',
    'alpha/d/l1': { link: '.' },
    'alpha/d/l2': { link: '.' },
    'alpha/d/l3': { link: '.' },
    'alpha/d/l4': { link: '.' },
  };
}

/** `f<k>/l1..l4 -> ../f<k-1>`: no loop, but each level copies the one below four times. */
function fanOut(levels: number, links: number): Record<string, Entry> {
  const files: Record<string, Entry> = { 'alpha/SKILL.md': goodSkill('alpha'), 'alpha/f0/x.txt': 'x' };
  for (let k = 1; k <= levels; k++) {
    for (let j = 1; j <= links; j++) files[`alpha/f${k}/l${j}`] = { link: `../f${k - 1}` };
  }
  return files;
}

describe('symlink fan-out: folder links cannot make a walk endless or huge (issue #29 item 4)', () => {
  it('validate names every link into its own folder as a symlink-loop error', () => {
    const report = validateRepository(tempRepo(selfLinks()));
    const loops = report.diagnostics.filter((d) => d.rule === 'symlink-loop');
    expect(loops.map((d) => d.file)).toEqual(['alpha/d/l1', 'alpha/d/l2', 'alpha/d/l3', 'alpha/d/l4']);
    expect(loops.every((d) => d.severity === 'error')).toBe(true);
    expect(loops[0]!.message).toContain('`d/l1` points at `d`');
    expect(loops[0]!.message).toMatch(/Remove it, or point it at a file or folder that does not contain it/);
  });

  it('and the install walks such a skill once, copying its five files', () => {
    const root = tempRepo(selfLinks());
    expect(installableFiles(path.join(root, 'alpha'), none).map((f) => f.rel)).toEqual([
      'SKILL.md',
      'a.txt',
      'b.txt',
      'd/c.txt',
      'd/e.txt',
    ]);
    // Work counted, not timed: the entries of the same five files without the links (the control), and the
    // four links, taken at most twice; a walk that followed the links would go on to the bound (20,000).
    const plain = tempRepo(Object.fromEntries(Object.entries(selfLinks()).filter(([name]) => !/\/l\d$/.test(name))));
    const control = entriesWalked(() => installableFiles(path.join(plain, 'alpha'), none));
    expect(entriesWalked(() => installableFiles(path.join(root, 'alpha'), none))).toBeLessThanOrEqual(
      2 * (control + 4),
    );
  });

  it('a link to an ancestor, and links that lead back through each other, are loops too', () => {
    const root = tempRepo({
      'alpha/SKILL.md': goodSkill('alpha'),
      'alpha/a/x.txt': 'x',
      'alpha/a/deep/up': { link: '../..' },
      'alpha/p/to-q': { link: '../q' },
      'alpha/q/to-p': { link: '../p' },
      'alpha/q/y.txt': 'y',
    });
    const loops = validateRepository(root).diagnostics.filter((d) => d.rule === 'symlink-loop');
    expect(loops.map((d) => d.file)).toEqual(['alpha/a/deep/up', 'alpha/p/to-q', 'alpha/q/to-p']);
    expect(loops[0]!.message).toContain('`a/deep/up` points at `.`, a folder that holds the link itself');
    expect(loops[1]!.message).toContain('`p/to-q` points at `q`, from where links lead back to it (`q/to-p`)');
    const rels = installableFiles(path.join(root, 'alpha'), none).map((f) => f.rel);
    expect(rels).toEqual(['SKILL.md', 'a/x.txt', 'p/to-q/y.txt', 'q/y.txt']);
  });

  it('links that only repeat folders (no loop) past the bound are a skill-folder-too-large error', () => {
    const report = validateRepository(tempRepo(fanOut(8, 4)));
    const hits = report.diagnostics.filter((d) => d.rule === 'skill-folder-too-large');
    expect(hits).toEqual([expect.objectContaining({ file: 'alpha/SKILL.md', severity: 'error' })]);
    expect(hits[0]!.message).toContain('`alpha`');
    expect(hits[0]!.message).toContain('more than 20,000 files, folders and links');
    expect(report.diagnostics.filter((d) => d.rule === 'symlink-loop')).toEqual([]);
  });

  it('and the install refuses them, saying why, instead of copying 4^9 files', () => {
    const root = tempRepo(fanOut(9, 4));
    expect(() => installableFiles(path.join(root, 'alpha'), none)).toThrow(
      /does not install .*alpha.*more than 20,000 files, folders and links.*skill-folder-too-large/,
    );
    // The walk stops at the bound (20,000 entries), not at the 4^9 files.
    expect(entriesWalked(() => expect(() => installableFiles(path.join(root, 'alpha'), none)).toThrow())).toBeLessThan(
      2 * WALK_LIMITS.entries,
    );
  });

  it(
    'with the rule configured off, the refused install skips that spec ' +
      'alone, with the reason; the others still run',
    () => {
      const files = {
        ...fanOut(8, 4),
        'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'p', checks: ['activation: alpha'] }]),
        'beta/SKILL.md': goodSkill('beta'),
        'beta/.eval.yaml': evalSpec([{ id: 'two', prompt: 'p', checks: ['activation: beta'] }]),
      };
      const report = validateRepository(tempRepo(files));
      const configuredOff = {
        ...report,
        diagnostics: report.diagnostics.filter((d) => d.rule !== 'skill-folder-too-large'),
      };
      const plan = planTrials(configuredOff, {
        backends: ['claude-code'],
        discipline: 'install-discover',
        defaultTrials: 1,
        trials: undefined,
        skills: undefined,
        cases: undefined,
      });
      expect(plan.trials.map((t) => t.skill)).toEqual(['beta']);
      expect(plan.skipped).toEqual([
        expect.objectContaining({
          key: 'alpha|*|*|*',
          reason: expect.stringMatching(/does not install .*skill-folder-too-large/),
        }),
      ]);
    },
  );

  it('a chain of links deeper than the bound is refused too, not cut short', () => {
    const root = tempRepo(fanOut(DEPTH + 4, 1));
    const report = validateRepository(root);
    expect(report.diagnostics.filter((d) => d.rule === 'skill-folder-too-large').map((d) => d.message)).toEqual([
      expect.stringContaining(`nests folders more than ${DEPTH} deep`),
    ]);
    expect(() => installableFiles(path.join(root, 'alpha'), none)).toThrow(/nests folders more than 32 deep/);
  });

  it('a skill folder past the bound on its own is an error, and its other checks still run', () => {
    const files: Record<string, Entry> = { 'alpha/SKILL.md': goodSkill('alpha'), 'beta/SKILL.md': goodSkill('beta') };
    files[`alpha/${'d/'.repeat(DEPTH + 1)}x.txt`] = 'x';
    const report = validateRepository(tempRepo(files));
    expect(report.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.rule, d.file])).toEqual([
      ['skill-folder-too-large', 'alpha/SKILL.md'],
    ]);
    expect(report.skills.map((s) => s.name)).toEqual(['alpha', 'beta']);
  });

  it('a link to a sibling folder, or many links to one, stays fine', () => {
    const files: Record<string, Entry> = { 'alpha/SKILL.md': goodSkill('alpha'), 'alpha/data/x.txt': 'x' };
    for (let j = 1; j <= 50; j++) files[`alpha/views/v${j}`] = { link: '../data' };
    const root = tempRepo(files);
    expect(validateRepository(root).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(installableFiles(path.join(root, 'alpha'), none)).toHaveLength(52);
  });
});
