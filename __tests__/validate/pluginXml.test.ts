import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { applyFixes } from '../../src/skills/fix.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { tempDir } from '../helpers/tempDirs.js';

/** A reproduction of UiPath/skills (b1206c8): a plugin whose skills write XML in the plugin's own namespace. */
const FIXTURE = path.join(REPO_ROOT, '__tests__/fixtures/repos/plugin-with-xml');
const summary = (root: string) =>
  validateRepository(root).diagnostics.map((d) => `${d.severity} ${d.rule} ${d.file}:${d.line ?? ''}`);

describe('validate on a plugin whose skills write XML (UiPath/skills)', () => {
  it('`acme:x` as an XML element, an npm scope or a key is no skill mention; a misspelt skill still is', () => {
    expect(summary(FIXTURE).filter((s) => s.includes('skill-mention-unknown'))).toEqual([
      'warning skill-mention-unknown skills/acme-bpmn/SKILL.md:23', // /acme:acme-pubish: a typo of acme-publish
    ]);
    const bpmn = validateRepository(FIXTURE).skills.find((s) => s.name === 'acme-bpmn')!;
    expect(bpmn.dependencies).toEqual([{ name: 'acme-forms', line: 23, via: 'mention' }]);
  });

  it("Claude Code's when_to_use field says when to use the skill", () => {
    expect(summary(FIXTURE).filter((s) => s.includes('description-when-to-use'))).toEqual([]);
  });

  it('--fix moves a command and rewrites its relative links and the links to it; the result has no broken link', () => {
    const root = tempDir('caliper-fix-links-');
    try {
      cpSync(FIXTURE, root, { recursive: true });
      const outcome = applyFixes(root, validateRepository(root).diagnostics);
      expect(outcome.applied).toEqual([
        expect.stringMatching(
          new RegExp(
            String.raw`^\.claude\/commands\/skill-compare\.md -> ` +
              String.raw`\.claude\/skills\/skill-compare\/SKILL\.md .*links rebased.*links to ` +
              String.raw`it updated in docs\/commands\.md, tests\/experiments\/playbook\.md`,
          ),
        ),
      ]);
      const moved = readFileSync(path.join(root, '.claude/skills/skill-compare/SKILL.md'), 'utf8');
      expect(moved).toContain('[playbook](../../../tests/experiments/playbook.md)');
      expect(moved).toContain('[template](../../../tests/experiments/template.yaml#top "the template")');
      expect(moved).toContain(
        "[the README](../../../README.md), [a heading](#steps) and [Anthropic's docs](https://docs.claude.com/x.md)",
      );
      expect(moved).toContain('[play]: ../../../tests/experiments/playbook.md');
      // fenced code stays
      expect(moved).toContain('cat ../../tests/experiments/playbook.md  # [not a link](../../in/code.md)');
      expect(readFileSync(path.join(root, 'docs/commands.md'), 'utf8')).toBe(
        '# Commands\n\n- ' +
          '[skill-compare](../.claude/skills/skill-compare/SKILL.md#usage): ' +
          'compare two refs.\n- `.claude/commands/skill-compare.md` is where it ' +
          'lives.\n',
      );
      expect(readFileSync(path.join(root, 'tests/experiments/playbook.md'), 'utf8')).toContain(
        '[/skill-compare](../../.claude/skills/skill-compare/SKILL.md)',
      );
      expect(summary(root).filter((s) => s.startsWith('error'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
