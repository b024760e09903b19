import { diffLines, revertHunks, splitLines, MAX_DIFF_CELLS } from '../../src/bisect/lineDiff.js';
import { changedPaths, revertEdits, splitParts, type BisectInput, type FileRead } from '../../src/bisect/parts.js';
import { parseFrontmatter } from '../../src/skills/frontmatter.js';

const t = (text: string): FileRead => ({ kind: 'text', text });
const files = (entries: Record<string, FileRead>) => new Map(Object.entries(entries));

const BASE_MD = `---
name: csv-summary
description: Summarise a CSV file into per-column totals. Use when the user asks for totals of a CSV.
license: MIT
---
# CSV summary

Run the bundled script on the CSV file
and save its output.

- Use when the file is a spreadsheet.

The script prints one line per column.
`;

/**
 * The PR of the issue: the trigger words gone from the description, one body paragraph reworded, a list item changed.
 */
const HEAD_MD = BASE_MD.replace('Use when the user asks for totals of a CSV.', 'Handles tabular files.')
  .replace(
    'Run the bundled script on the CSV file\nand save its output.',
    'Run the script bundled with this skill on the file\nand keep what it prints.',
  )
  .replace('- Use when the file is a spreadsheet.', '- Use when the file is a CSV spreadsheet.');

function input(over: Partial<BisectInput> = {}): BisectInput {
  return {
    skillMd: 'skills/csv/SKILL.md',
    skillDir: 'skills/csv',
    subject: { base: files({ 'skills/csv/SKILL.md': t(BASE_MD) }), head: files({ 'skills/csv/SKILL.md': t(HEAD_MD) }) },
    spec: { base: files({}), head: files({}) },
    others: [],
    ...over,
  };
}

describe('line hunks', () => {
  it('finds each changed run of lines, and puts any subset of them back', () => {
    const base = splitLines('a\nb\nc\nd\ne\nf\n');
    const head = splitLines('a\nB\nc\nd\nE\nF\ng\n');
    const hunks = diffLines(base, head);
    expect(hunks).toEqual([
      { baseStart: 1, baseEnd: 2, headStart: 1, headEnd: 2 },
      { baseStart: 4, baseEnd: 6, headStart: 4, headEnd: 7 },
    ]);
    expect(revertHunks(base, head, hunks, new Set([0])).join('')).toBe('a\nb\nc\nd\nE\nF\ng\n');
    expect(revertHunks(base, head, hunks, new Set([1])).join('')).toBe('a\nB\nc\nd\ne\nf\n');
    expect(revertHunks(base, head, hunks, new Set([0, 1])).join('')).toBe(base.join(''));
    expect(revertHunks(base, head, hunks, new Set()).join('')).toBe(head.join(''));
  });

  it(
    'keeps two paragraphs changed on either side of a blank line apart, ' + 'and a file without a final newline whole',
    () => {
      expect(diffLines(splitLines('x\none\n\ntwo\ny'), splitLines('x\nONE\n\nTWO\ny'))).toHaveLength(2);
      const head = splitLines('x\ny');
      expect(revertHunks(splitLines('x\nz'), head, diffLines(splitLines('x\nz'), head), new Set([0])).join('')).toBe(
        'x\nz',
      );
    },
  );

  it('gives one hunk for a middle too large to match, so hostile sizes cost bounded work', () => {
    const n = Math.ceil(Math.sqrt(MAX_DIFF_CELLS)) + 1;
    const base = Array.from({ length: n }, (_, i) => `b${i}\n`);
    const head = Array.from({ length: n }, (_, i) => `h${i}\n`);
    expect(diffLines(['top\n', ...base], ['top\n', ...head])).toEqual([
      { baseStart: 1, baseEnd: n + 1, headStart: 1, headEnd: n + 1 },
    ]);
  });
});

describe('the parts of a SKILL.md change', () => {
  it('splits the issue PR into the description and each body hunk, with their lines and first changed words', () => {
    const { parts, unbisected } = splitParts(input());
    expect(unbisected).toEqual([]);
    expect(parts.map((p) => [p.id, p.label, p.line, p.excerpt])).toEqual([
      [1, 'the description', undefined, undefined],
      [2, 'hunk 1 of SKILL.md', 8, 'Run the script bundled with this …'],
      [3, 'hunk 2 of SKILL.md', 11, '- Use when the file is a CSV …'],
    ]);
  });

  it('reverts the description alone, leaving the body as the head has it, and the other way round', () => {
    const { parts } = splitParts(input());
    const [edit] = revertEdits(input(), [parts[0]!]);
    const reverted = edit!.content as string;
    const fm = parseFrontmatter(reverted);
    expect(fm.kind === 'ok' && fm.data.description).toBe(
      'Summarise a CSV file into per-column totals. Use when the user asks for totals of a CSV.',
    );
    expect(reverted).toContain('Run the script bundled with this skill on the file');
    const body = revertEdits(input(), [parts[1]!, parts[2]!])[0]!.content as string;
    expect(body).toContain('Handles tabular files.');
    expect(body.split('---\n')[2]).toBe(BASE_MD.split('---\n')[2]);
    expect(revertEdits(input(), parts)[0]!.content).toBe(BASE_MD);
  });

  it('tells a folded, multi-line description from the keys around it', () => {
    const base =
      '---\nname: a\ndescription: >\n  Sums CSV columns.\n  Use for totals.\nmetadata:\n  owner: x\n---\nbody\n';
    const head = '---\nname: a\ndescription: >\n  Sums columns.\nmetadata:\n  owner: y\n---\nbody\n';
    const one = input({
      skillMd: 'SKILL.md',
      skillDir: '',
      subject: { base: files({ 'SKILL.md': t(base) }), head: files({ 'SKILL.md': t(head) }) },
    });
    const { parts } = splitParts(one);
    expect(parts.map((p) => p.label)).toEqual(['the description', 'the front matter besides the description']);
    const description = revertEdits(one, [parts[0]!])[0]!.content as string;
    expect(description).toBe(
      '---\nname: a\ndescription: >\n  Sums CSV columns.\n  Use for totals.\nmetadata:\n  owner: y\n---\nbody\n',
    );
  });

  it('takes a front matter it cannot split safely as one part', () => {
    const base = '---\n{name: a, description: old words}\n---\nbody\n';
    const head = '---\n{name: a, description: new words}\n---\nbody\n';
    const { parts } = splitParts(
      input({
        skillMd: 'SKILL.md',
        skillDir: '',
        subject: { base: files({ 'SKILL.md': t(base) }), head: files({ 'SKILL.md': t(head) }) },
      }),
    );
    expect(parts.map((p) => p.label)).toEqual(['the front matter']);
  });
});

describe('the other parts', () => {
  it('names added, removed and binary files, the spec and each changed neighbour; lists what it could not read', () => {
    const name = 'skills/csv/scripts/odd `name`\n[x](y).py';
    const one = input({
      subject: {
        base: files({
          'skills/csv/SKILL.md': t(BASE_MD),
          'skills/csv/old.md': t('x\n'),
          'skills/csv/logo.png': { kind: 'bytes', bytes: Buffer.from([0, 1]) },
          'skills/csv/big.md': { kind: 'unreadable', reason: 'over 1 MiB' },
        }),
        head: files({
          'skills/csv/SKILL.md': t(BASE_MD),
          [name]: t('print(1)\n'),
          'skills/csv/logo.png': { kind: 'bytes', bytes: Buffer.from([0, 2]) },
          'skills/csv/big.md': { kind: 'unreadable', reason: 'over 1 MiB' },
        }),
      },
      spec: {
        base: files({ 'skills/csv/.eval.yaml': t('a: 1\n') }),
        head: files({ 'skills/csv/.eval.yaml': t('a: 2\n'), 'skills/csv/fixtures/new.csv': t('x\n') }),
      },
      others: [
        {
          name: 'pdf',
          role: 'neighbour',
          base: files({ 'skills/pdf/SKILL.md': t('a') }),
          head: files({ 'skills/pdf/SKILL.md': t('b') }),
        },
        {
          name: 'same',
          role: 'dependency',
          base: files({ 'skills/same/SKILL.md': t('a') }),
          head: files({ 'skills/same/SKILL.md': t('a') }),
        },
      ],
    });
    const { parts, unbisected } = splitParts(one);
    expect(parts.map((p) => p.label)).toEqual([
      'logo.png (changed, not text)',
      'old.md (removed)',
      `scripts/odd \`name\`\n[x](y).py (added)`,
      'the spec',
      'neighbour pdf',
    ]);
    expect(unbisected).toEqual([{ file: 'skills/csv/big.md', reason: 'over 1 MiB' }]);
    const edits = revertEdits(one, parts);
    expect(edits).toEqual([
      { path: 'skills/csv/logo.png', content: Buffer.from([0, 1]) },
      { path: 'skills/csv/old.md', content: 'x\n' },
      { path: name, content: null },
      { path: 'skills/csv/.eval.yaml', content: 'a: 1\n' },
      { path: 'skills/csv/fixtures/new.csv', content: null },
      { path: 'skills/pdf/SKILL.md', content: 'a' },
    ]);
  });

  it('sees no change where both sides read the same', () => {
    expect(
      changedPaths({
        base: files({ a: t('x'), b: { kind: 'bytes', bytes: Buffer.from([1]) } }),
        head: files({ a: t('x'), b: { kind: 'bytes', bytes: Buffer.from([1]) } }),
      }),
    ).toEqual([]);
  });
});
