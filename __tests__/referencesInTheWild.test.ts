import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planTrials } from '../src/eval/runner/plan.js';
import type { Diagnostic } from '../src/skills/diagnostic.js';
import { extractMentions } from '../src/skills/mentions.js';
import { extractReferences } from '../src/skills/references.js';
import { validateRepository } from '../src/skills/validateRepository.js';

// Minimal reproductions of what real skill repositories write (anthropics/skills, openai/skills,
// K-Dense-AI/claude-scientific-skills, trailofbits/skills, mattpocock/skills, obra/superpowers, Arize-ai/phoenix).
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/repos');

/** The reference and mention diagnostics of one skill; other rules are not under test here. */
function mine(diagnostics: readonly Diagnostic[], skillDir: string) {
  return diagnostics
    .filter((d) => d.file === `${skillDir}/SKILL.md` && /^(reference|skill-mention)-/.test(d.rule))
    .map((d) => ({ rule: d.rule, severity: d.severity, line: d.line }));
}

describe('references as an agent reads them', () => {
  const wild = validateRepository(path.join(fixtures, 'references-in-the-wild'));
  const of = (dir: string) => mine(wild.diagnostics, dir);

  it(
    'raises errors only for a broken Markdown link, a missing file an ' +
      'instruction gives and a letter-case mismatch',
    () => {
      expect(wild.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.file, d.rule, d.line])).toEqual([
        ['skills/broken/SKILL.md', 'reference-unresolved', 7],
        ['skills/broken/SKILL.md', 'reference-unresolved', 8],
        ['skills/case-mismatch/SKILL.md', 'reference-unresolved', 7],
        ['skills/code-case/SKILL.md', 'reference-unresolved', 9],
      ]);
      expect(wild.diagnostics.find((d) => d.file === 'skills/case-mismatch/SKILL.md')?.message).toMatch(
        /spelled `reference.md` on disk/,
      );
    },
  );

  it(
    "finds a letter-case mismatch with the skill's own file inside any " +
      "code block, and nothing in the user's code beside it",
    () => {
      // Line 9 names scripts/Build.py in a Python sample; the file is scripts/build.py. The ts block's
      // ./Scripts/impl, ../scripts/Build.py and src/Build.py are the user's project (nothing of the skill).
      expect(of('skills/code-case')).toEqual([{ rule: 'reference-unresolved', severity: 'error', line: 9 }]);
      expect(wild.diagnostics.find((d) => d.file === 'skills/code-case/SKILL.md')?.message).toMatch(
        /`scripts\/Build.py` is spelled `scripts\/build.py` on disk/,
      );
    },
  );

  it('warns, saying what it could not confirm, for a path in the text that is no file of the skill', () => {
    expect(of('skills/broken')).toEqual([
      { rule: 'reference-unresolved', severity: 'error', line: 7 },
      { rule: 'reference-unresolved', severity: 'error', line: 8 },
      { rule: 'reference-unconfirmed', severity: 'warning', line: 9 },
    ]);
    expect(wild.diagnostics.find((d) => d.file === 'skills/broken/SKILL.md' && d.line === 8)?.message).toMatch(
      /tells the agent to open or run it \("run" before it\)/,
    );
    expect(wild.diagnostics.find((d) => d.rule === 'reference-unconfirmed')?.message).toMatch(/could not confirm/);
  });

  it.each([
    ['example paths in guidance', 'skills/guide-examples'],
    ["the user's project in code samples and inline code", 'skills/code-samples'],
    [
      'prose words with a slash, globs, braces, URLs, runtime variables, folders in passing and footnotes',
      'skills/prose-slashes',
    ],
    ['a name that exists once `.md` is appended', 'skills/md-appended'],
    ['a script of the skill the text names nearby', 'skills/uses-schematics'],
    ['a file the text places in a named sibling skill', 'skills/playwright'],
    [
      '`${CLAUDE_PLUGIN_ROOT}`, `{baseDir}`, plugin agents and a link to the plugin root',
      'plugins/reviewer/skills/review',
    ],
  ])('says nothing about %s', (_what, dir) => {
    expect(of(dir)).toEqual([]);
  });

  it('reads a project skill against its project: files there resolve, a link there is a warning, not an error', () => {
    expect(of('project/.agents/skills/sqlean')).toEqual([
      { rule: 'reference-outside-skill', severity: 'warning', line: 7 },
    ]);
  });

  it('records a dependency on the skill a path lands in, with its line', () => {
    const deps = (name: string) => wild.skills.find((s) => s.name === name)?.dependencies;
    expect(deps('uses-schematics')).toEqual([{ name: 'schematics', line: 9, via: 'mention' }]);
    expect(deps('playwright')).toEqual([{ name: 'frontend', line: 7, via: 'reference' }]);
  });

  it('keeps a glob, a brace list and a footnote whole instead of cutting them into paths', () => {
    const refs = extractReferences(
      'Use `references/setup-*` and `agents/c-{a,b}-judge.md`.\n[^1]: GitHub Blog. x/y\n',
      1,
    );
    expect(refs.map((r) => r.target)).toEqual([]);
  });
});

describe('dependencies stated in prose', () => {
  const report = validateRepository(path.join(fixtures, 'prose-dependencies'));

  it('records /name, plugin:name, REQUIRED SUB-SKILL, "the **X** skill", "`X` skill" and $name, with lines', () => {
    expect(report.skills.find((s) => s.name === 'planner')?.dependencies).toEqual([
      { name: 'executing-plans', line: 10, via: 'mention' },
      { name: 'grill-me', line: 14, via: 'mention' },
      { name: 'schematics', line: 12, via: 'mention' },
      { name: 'semgrep-rule-creator', line: 13, via: 'mention' },
      { name: 'setup-tracker', line: 7, via: 'mention' },
      { name: 'test-driven-development', line: 8, via: 'mention' },
    ]);
    expect(report.diagnostics.filter((d) => d.file === 'skills/planner/SKILL.md')).toEqual([]);
  });

  it('warns about a required skill that does not exist, only where the form can mean nothing else', () => {
    expect(mine(report.diagnostics, 'skills/dreamer')).toEqual([
      { rule: 'skill-mention-unknown', severity: 'warning', line: 7 },
      { rule: 'skill-mention-unknown', severity: 'warning', line: 8 },
    ]);
    expect(report.skills.find((s) => s.name === 'dreamer')?.dependencies).toEqual([]);
  });

  it('installs the closure of those dependencies in the eval', () => {
    const { trials } = planTrials(report, {
      backends: ['claude-code'],
      discipline: 'install-discover',
      defaultTrials: 1,
      trials: undefined,
      skills: ['planner'],
      cases: undefined,
    });
    expect(trials[0]!.installs.map((i) => i.name).sort()).toEqual([
      'executing-plans',
      'grill-me',
      'planner',
      'schematics',
      'semgrep-rule-creator',
      'setup-tracker',
      'test-driven-development',
    ]);
  });

  it('reads mentions outside code fences only', () => {
    expect(extractMentions('```\nrun /setup-tracker\n```\nrun `/setup-tracker`\n', 1)).toEqual([
      { name: 'setup-tracker', line: 4, form: 'slash' },
    ]);
  });
});

describe('a slash that is no command', () => {
  it('is a web route in a table row or a line about pages, not a mention', () => {
    const body =
      '| Playground | `/playground` | Prompts |\nPage routes like ' +
      '`/playground` return 404.\nOpen `/playground?id=1`.\nRun ' +
      '`/playground` now.\n';
    expect(extractMentions(body, 1)).toEqual([{ name: 'playground', line: 4, form: 'slash' }]);
  });
});
