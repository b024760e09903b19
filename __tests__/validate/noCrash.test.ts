import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { parseFrontmatter } from '../../src/skills/frontmatter.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, skillMd, tempRepo } from '../helpers/tempRepo.js';

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd, env: {}, stdoutIsTTY: false });
  return { code, stdout, stderr };
}

describe('validate never crashes and stays bounded in time', () => {
  it('reports 600 templated descriptions as one near-duplicate group, not one warning per pair', () => {
    const root = tempRepo({});
    for (let i = 0; i < 600; i++) {
      const name = `format-${i}`;
      mkdirSync(path.join(root, 'skills', name), { recursive: true });
      writeFileSync(
        path.join(root, 'skills', name, 'SKILL.md'),
        skillMd({ name, description: `Convert, inspect, merge, split and validate f${i} documents, tables and files. Use when the user asks about f${i} documents.` }),
      );
    }
    const started = Date.now();
    const near = validateRepository(root).diagnostics.filter((d) => d.rule === 'description-near-duplicate');
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(near).toHaveLength(1);
    expect(near[0]!.message).toMatch(/^600 skills have nearly the same description/);
    expect(near[0]!.message).toMatch(/and 591 more/);
  });

  it('keeps separate groups apart', () => {
    const d = (text: string) => ({ description: text });
    const root = tempRepo({
      'a/SKILL.md': skillMd({ name: 'a', ...d('Convert spreadsheets into charts. Use when the user asks for a chart.') }),
      'b/SKILL.md': skillMd({ name: 'b', ...d('Convert spreadsheets into charts. Use when the user asks for charts.') }),
      'c/SKILL.md': skillMd({ name: 'c', ...d('Translate release notes into French. Use when asked to translate notes.') }),
      'e/SKILL.md': skillMd({ name: 'e', ...d('Translate release notes into French. Use when asked to translate the notes.') }),
      'f/SKILL.md': goodSkill('f'),
    });
    const near = validateRepository(root).diagnostics.filter((x) => x.rule === 'description-near-duplicate');
    expect(near.map((x) => x.file)).toEqual(['a/SKILL.md', 'c/SKILL.md']);
    expect(near[0]!.message).toContain('`b` (b/SKILL.md)');
  });

  it('refuses deeply nested front matter before parsing it, fast, and does not scan it as body text', () => {
    const hostile = `---\nname: a\ndescription: Use when x.\nz: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n---\nbody\n`;
    const started = Date.now();
    const fm = parseFrontmatter(hostile);
    expect(fm.kind).toBe('invalid-yaml');
    expect(fm.kind === 'invalid-yaml' && fm.message).toMatch(/nested more than 64 deep/);
    const root = tempRepo({ 'a/SKILL.md': hostile });
    const report = validateRepository(root);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(report.diagnostics.map((d) => d.rule)).toEqual(['frontmatter-invalid-yaml']);
  });

  it('fails the issue\'s hostile front matter (100,000 nested brackets, inside the 256 KiB cap) in well under a second', () => {
    const root = tempRepo({ 'a/SKILL.md': `---\nz: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n---\nbody\n` });
    const started = Date.now();
    const report = validateRepository(root);
    expect(Date.now() - started).toBeLessThan(500);
    expect(report.diagnostics.map((d) => d.rule)).toEqual(['frontmatter-invalid-yaml']);
    expect(report.diagnostics[0]!.message).toMatch(/over the 64 KiB this block may hold\. It was refused unparsed/);
  });

  it('refuses an oversized front matter block before parsing it', () => {
    const fm = parseFrontmatter(`---\nname: a\ndescription: Use when x.\n${'k: v\n'.repeat(20_000)}---\n`);
    expect(fm.kind === 'invalid-yaml' && fm.message).toMatch(/over the 64 KiB/);
  });

  it('scans a body line of 100,000 brackets in linear time', () => {
    const root = tempRepo({ 'a/SKILL.md': goodSkill('a', `${'['.repeat(100_000)}${']'.repeat(100_000)}\n`) });
    const started = Date.now();
    validateRepository(root);
    expect(Date.now() - started).toBeLessThan(1000);
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
