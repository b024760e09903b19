import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyFixes } from '../../src/skills/fix.js';
import { instructionWork } from '../../src/skills/instructions.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

// Minimal reproductions, written for these tests, of the shapes public skill repositories use to send the
// agent to a file (K-Dense-AI/claude-scientific-skills, sickn33/antigravity-awesome-skills, getsentry/skills,
// openai/skills, anthropics/skills, wshobson/agents): issue #28.
const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/repos/instruction-references');
const report = validateRepository(repo);
const of = (skill: string) =>
  report.diagnostics
    .filter((d) => d.file === `skills/${skill}/SKILL.md` && d.rule.startsWith('reference-'))
    .map((d) => ({
      line: d.line,
      severity: d.severity,
      instruction: /open or run it \((.*)\)\. Add/.exec(d.message)?.[1],
    }));

describe('a missing file an instruction gives the agent is an error that names the instruction', () => {
  it('reads a backticked or bare path after a verb that sends the agent to it', () => {
    expect(of('refers')).toEqual([
      { line: 7, severity: 'error', instruction: '"refer to" before it' },
      { line: 8, severity: 'error', instruction: '"See" before it' },
      { line: 9, severity: 'error', instruction: '"Consult" before it' },
      { line: 10, severity: 'error', instruction: '"See" before it' },
    ]);
  });

  it("reads a list or table of the skill's files under a heading, or after a line that says to load them", () => {
    expect(of('listed')).toEqual([
      { line: 9, severity: 'error', instruction: 'listed under "## Scripts"' },
      { line: 14, severity: 'error', instruction: 'listed under "## Reference files"' },
      { line: 20, severity: 'error', instruction: 'listed under "### Load the language guide"' },
      { line: 25, severity: 'error', instruction: 'listed after "Load" on line 23' },
      { line: 28, severity: 'error', instruction: 'listed under "**Helper scripts**"' },
    ]);
  });

  it(
    'reads a shell comment that points at a file and a command that runs ' + 'one, in the skill or in a sibling skill',
    () => {
      expect(of('shell')).toEqual([
        { line: 8, severity: 'error', instruction: 'a shell comment: "See" before it' },
        { line: 9, severity: 'error', instruction: 'run by `python`' },
        { line: 10, severity: 'error', instruction: 'run by `bash`' },
        // After `cd my-app` the path is the user's project; alone in a block without a language, a listing.
        { line: 16, severity: 'warning', instruction: undefined },
        { line: 20, severity: 'warning', instruction: undefined },
      ]);
      expect(report.diagnostics.find((d) => d.file === 'skills/shell/SKILL.md' && d.line === 10)?.message).toMatch(
        /in the skill `toolbox` beside this one/,
      );
      expect(report.skills.find((s) => s.name === 'shell')?.dependencies).toEqual([
        { name: 'toolbox', line: 11, via: 'reference' },
      ]);
    },
  );

  it(
    'keeps examples, globs, URLs, footnotes, code samples, files to create ' +
      "and the user's project out of the errors",
    () => {
      expect(of('not-errors').filter((d) => d.severity === 'error')).toEqual([]);
      expect(of('not-errors').map((d) => d.line)).toEqual([9, 10, 11]);
    },
  );
});

describe('what stays a warning however it is phrased', () => {
  const findings = (body: string, extra: Record<string, string> = {}) =>
    validateRepository(tempRepo({ 'plugins/p/skills/a/SKILL.md': goodSkill('a', body), ...extra }))
      .diagnostics.filter((d) => d.rule.startsWith('reference-'))
      .map((d) => [d.line, d.severity]);

  it("a path after a root variable, which a skill that teaches plugin writing means as the user's plugin", () => {
    expect(
      findings('```bash\nbash ${CLAUDE_PLUGIN_ROOT}/scripts/validate.sh\nsource "$PLUGIN_DIR/lib/common.sh"\n```\n'),
    ).toEqual([
      [6, 'warning'],
      [7, 'warning'],
    ]);
  });

  it(
    'a verb inside code, a table of the user\'s scripts under "Reference ' +
      'Implementations", a file the repository has above the skill',
    () => {
      expect(findings('If `zai read` fails, fix `references/CAPABILITIES.md` here.\n')).toEqual([[5, 'warning']]);
      expect(findings('## Reference Implementations\n\n| `scripts/seeder.py` | Patterns 3, 7 |\n')).toEqual([
        [7, 'warning'],
      ]);
      expect(
        findings('Run `uv run scripts/validate_links.py .` first.\n', { 'plugins/p/scripts/validate_links.py': 'x' }),
      ).toEqual([[5, 'warning']]);
      expect(findings('Run `uv run scripts/validate_links.py .` first.\n')).toEqual([[5, 'error']]);
    },
  );
});

describe('every occurrence of a broken reference', () => {
  it('is reported with its line, a mention of a file a link or instruction gives included', () => {
    expect(of('repeated').map((d) => [d.line, d.severity])).toEqual([
      [7, 'error'],
      [8, 'error'],
      [9, 'error'],
      [10, 'error'],
      [16, 'error'],
      [17, 'error'],
    ]);
    expect(report.diagnostics.find((d) => d.file === 'skills/repeated/SKILL.md' && d.line === 8)?.message).toMatch(
      /line 7 links it/,
    );
  });

  it('is one finding when a line names the same missing file twice', () => {
    const root = tempRepo({
      'skills/a/SKILL.md': goodSkill('a', '| Fill forms | see FORMS.md | See FORMS.md |\n'),
      'skills/a/forms.md': 'x',
    });
    expect(
      validateRepository(root)
        .diagnostics.filter((d) => d.rule === 'reference-unresolved')
        .map((d) => d.line),
    ).toEqual([5]);
  });
});

describe('a hostile body', () => {
  it(
    'costs linear time however many missing paths one line gives, in ' +
      'prose, a table under a heading and a shell block',
    () => {
      const many = (word: string, n: number, sep = ' ') => Array.from({ length: n }, () => word).join(sep);
      const hostile = (scale: number) => {
        const body = [
          `See ${many('references/x.md', 3_000 * scale)}`,
          '## Scripts',
          `| ${many('`scripts/y.py`', 2_000 * scale, ' | ')} |`,
          '```bash',
          `# See ${many('references/z.md', 3_000 * scale)}`,
          `python ${many('scripts/w.py', 3_000 * scale)}`,
          '```',
        ].join('\n');
        return tempRepo({ 'skills/a/SKILL.md': goodSkill('a', `${body}\n`) });
      };
      const root = hostile(1);
      // Work counted, not timed: the characters read to find the instructions that give the paths, per
      // character of the body. Each line is read whole a few times and each path's clause (at most 240
      // characters before it) once: about 15 here, at 4 times the paths as at a quarter of them. A line read
      // again for each of its paths made it over 1,000 (the clause read from the line's start; the shell
      // block's earlier lines read again for each path it runs).
      const charsRead = (dir: string) => {
        const before = instructionWork.chars;
        const found = validateRepository(dir).diagnostics.filter((d) => d.rule === 'reference-unresolved');
        return {
          found,
          perChar: (instructionWork.chars - before) / readFileSync(path.join(dir, 'skills/a/SKILL.md'), 'utf8').length,
        };
      };
      const { found, perChar } = charsRead(root);
      expect(perChar).toBeLessThan(20);
      expect(perChar).toBeLessThan(2 * charsRead(hostile(0.25)).perChar);
      // One finding per line and message: the line that names a file 3,000 times is one mistake.
      expect(found.map((d) => d.line)).toEqual([5, 7, 9, 10]);
    },
  );

  it('--fix escapes what a file name holds for a pattern and rewrites only that name', () => {
    const root = tempRepo({
      'skills/a/SKILL.md': goodSkill('a', 'Run `Scripts/a+b.py`, not `Scripts/aab.py`.\n'),
      'skills/a/scripts/a+b.py': 'x',
    });
    applyFixes(root, validateRepository(root).diagnostics);
    expect(readFileSync(path.join(root, 'skills/a/SKILL.md'), 'utf8')).toContain(
      'Run `scripts/a+b.py`, not `Scripts/aab.py`.',
    );
  });
});

describe('validate --fix and letter case', () => {
  it('gives every misspelled reference the real name and says what it changed, line by line', () => {
    const body =
      'See FORMS.md first.\nRun `python Scripts/Fill.py` and read [the ' +
      'form](./FORMS.md#top).\nThe other FORMS.md.bak and xFORMS.md stay.\n';
    const root = tempRepo({
      'skills/a/SKILL.md': goodSkill('a', body),
      'skills/a/forms.md': 'x',
      'skills/a/scripts/fill.py': 'x',
    });
    const outcome = applyFixes(root, validateRepository(root).diagnostics);
    expect(outcome.applied.sort()).toEqual([
      'skills/a/SKILL.md:5: `FORMS.md` -> `forms.md`',
      'skills/a/SKILL.md:6: `./FORMS.md` -> `./forms.md`',
      'skills/a/SKILL.md:6: `Scripts/Fill.py` -> `scripts/fill.py`',
    ]);
    expect(readFileSync(path.join(root, 'skills/a/SKILL.md'), 'utf8')).toContain(
      'See forms.md first.\nRun `python scripts/fill.py` and read [the ' +
        'form](./forms.md#top).\nThe other FORMS.md.bak and xFORMS.md stay.\n',
    );
    expect(validateRepository(root).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
