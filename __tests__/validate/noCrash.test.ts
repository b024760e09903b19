import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { parseFrontmatter } from '../../src/skills/frontmatter.js';
import { nearDuplicateWork } from '../../src/skills/checks/nearDuplicates.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { costRatio } from '../helpers/cost.js';
import { goodSkill, skillMd, tempRepo } from '../helpers/tempRepo.js';

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: {},
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

describe('validate never crashes and its cost stays linear', () => {
  it('reports 600 templated descriptions as one near-duplicate group, not one warning per pair', () => {
    const templated = (count: number) => {
      const root = tempRepo({});
      for (let i = 0; i < count; i++) {
        const name = `format-${i}`;
        mkdirSync(path.join(root, 'skills', name), { recursive: true });
        writeFileSync(
          path.join(root, 'skills', name, 'SKILL.md'),
          skillMd({
            name,
            description:
              `Convert, inspect, merge, split and validate f${i} documents, tables ` +
              `and files. Use when the user asks about f${i} documents.`,
          }),
        );
      }
      return root;
    };
    const comparisons = (root: string) => {
      const before = nearDuplicateWork.comparisons;
      const near = validateRepository(root).diagnostics.filter((d) => d.rule === 'description-near-duplicate');
      return { near, compared: nearDuplicateWork.comparisons - before };
    };
    const { near, compared } = comparisons(templated(600));
    // Work counted, not timed: skills already in one group are not compared again, so 4 times the skills
    // are 4 times the comparisons; work per pair would be 16 times (and 179,700 comparisons).
    const quarter = comparisons(templated(150)).compared;
    expect(compared).toBeLessThan(2 * 600);
    expect(compared / quarter).toBeLessThan(5);
    expect(near).toHaveLength(1);
    expect(near[0]!.message).toMatch(/^600 skills have nearly the same description/);
    expect(near[0]!.message).toMatch(/and 591 more/);
  });

  it('keeps separate groups apart', () => {
    const d = (text: string) => ({ description: text });
    const root = tempRepo({
      'a/SKILL.md': skillMd({
        name: 'a',
        ...d('Convert spreadsheets into charts. Use when the user asks for a chart.'),
      }),
      'b/SKILL.md': skillMd({
        name: 'b',
        ...d('Convert spreadsheets into charts. Use when the user asks for charts.'),
      }),
      'c/SKILL.md': skillMd({
        name: 'c',
        ...d('Translate release notes into French. Use when asked to translate notes.'),
      }),
      'e/SKILL.md': skillMd({
        name: 'e',
        ...d('Translate release notes into French. Use when asked to translate the notes.'),
      }),
      'f/SKILL.md': goodSkill('f'),
    });
    const near = validateRepository(root).diagnostics.filter((x) => x.rule === 'description-near-duplicate');
    expect(near.map((x) => x.file)).toEqual(['a/SKILL.md', 'c/SKILL.md']);
    expect(near[0]!.message).toContain('`b` (b/SKILL.md)');
  });

  it('refuses deeply nested front matter before parsing it, fast, and does not scan it as body text', () => {
    const hostile =
      `---\nname: a\ndescription: Use when x.\nz: ` + `${'['.repeat(20_000)}${']'.repeat(20_000)}\n---\nbody\n`;
    const fm = parseFrontmatter(hostile);
    expect(fm.kind).toBe('invalid-yaml');
    expect(fm.kind === 'invalid-yaml' && fm.message).toMatch(/nested more than 64 deep/);
    const root = tempRepo({ 'a/SKILL.md': hostile });
    const report = validateRepository(root);
    expect(report.diagnostics.map((d) => d.rule)).toEqual(['frontmatter-invalid-yaml']);
    // At the cost of a flat value as long (the control).
    const flat = tempRepo({
      'a/SKILL.md': `---\nname: a\ndescription: Use when x.\nz: ${'a'.repeat(40_000)}\n---\nbody\n`,
    });
    expect(
      costRatio(
        () => validateRepository(root),
        () => validateRepository(flat),
      ),
    ).toBeLessThan(10);
  });

  it(
    "fails the issue's hostile front matter (100,000 nested brackets, " +
      'inside the 256 KiB cap) at the cost of a good skill',
    () => {
      const root = tempRepo({ 'a/SKILL.md': `---\nz: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n---\nbody\n` });
      const report = validateRepository(root);
      expect(report.diagnostics.map((d) => d.rule)).toEqual(['frontmatter-invalid-yaml']);
      // At the cost of a good skill whose body is as long (the control).
      const good = tempRepo({ 'a/SKILL.md': goodSkill('a', `${'a'.repeat(200_000)}\n`) });
      expect(
        costRatio(
          () => validateRepository(root),
          () => validateRepository(good),
        ),
      ).toBeLessThan(10);
      expect(report.diagnostics[0]!.message).toMatch(/over the 64 KiB this block may hold\. It was refused unparsed/);
    },
  );

  it('refuses an oversized front matter block before parsing it', () => {
    const fm = parseFrontmatter(`---\nname: a\ndescription: Use when x.\n${'k: v\n'.repeat(20_000)}---\n`);
    expect(fm.kind === 'invalid-yaml' && fm.message).toMatch(/over the 64 KiB/);
  });

  it('scans a body line of 100,000 brackets in linear time', () => {
    const root = tempRepo({ 'a/SKILL.md': goodSkill('a', `${'['.repeat(100_000)}${']'.repeat(100_000)}\n`) });
    const plain = tempRepo({ 'a/SKILL.md': goodSkill('a', `${'a'.repeat(200_000)}\n`) });
    // About 4 times a plain line as long (the control): each `[` is a link tried. A link pattern that let
    // `[` into the link text tried each one to the end of the line: over 15 minutes, not under 100 times.
    expect(
      costRatio(
        () => validateRepository(root),
        () => validateRepository(plain),
      ),
    ).toBeLessThan(100);
  });

  it('reports a folder named SKILL.md as a diagnostic, not EISDIR', async () => {
    const root = tempRepo({ 'skills/a/SKILL.md/notes.txt': 'x', 'skills/b/SKILL.md': goodSkill('b') });
    const r = await cli(['validate', '.', '--format', 'json'], root);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { skills: { name: string }[]; diagnostics: { rule: string; file: string }[] };
    expect(out.skills.map((s) => s.name)).toEqual(['b']);
    expect(out.diagnostics).toEqual([expect.objectContaining({ rule: 'skill-file-name', file: 'skills/a/SKILL.md' })]);
    expect(r.code).toBe(1);
  });
});
