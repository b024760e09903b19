import path from 'node:path';
import { validateRepository } from '../src/skills/validateRepository.js';
import { REPO_ROOT } from './helpers/runNode.js';

const fixture = (name: string) => path.join(REPO_ROOT, '__tests__/fixtures/repos', name);
const summary = (root: string) =>
  validateRepository(root).diagnostics.map((d) => `${d.rule} ${d.file}:${d.line ?? ''}`);

describe('layouts of public skill repositories, reproduced as fixtures', () => {
  it('a skills/<name>/ collection with references/, scripts/ and a template', () => {
    const report = validateRepository(fixture('skills-collection'));
    expect(report.skills.map((s) => s.name)).toEqual([
      'brand-guidelines',
      'docx',
      'mcp-builder',
      'pdf',
      'template-skill',
    ]);
    expect(summary(fixture('skills-collection'))).toEqual([
      'description-when-to-use skills/brand-guidelines/SKILL.md:3',
      'reference-unresolved skills/docx/SKILL.md:10', // docx-js.md was never added
      'reference-unresolved skills/mcp-builder/SKILL.md:11', // reference/evaluation.md is missing
      'reference-unresolved skills/pdf/SKILL.md:9', // REFERENCE.md vs reference.md: case matters on Linux
      'reference-unresolved skills/pdf/SKILL.md:9', // FORMS.md vs forms.md
      'name-mismatch template/SKILL.md:2', // name: template-skill in folder template/
    ]);
  });

  it('a product repository with .claude/skills beside .claude/commands', () => {
    const report = validateRepository(fixture('product-repo'));
    expect(report.skills.map((s) => [s.name, s.dependencies])).toEqual([
      ['db-migrate', [{ name: 'release', line: 11, via: 'reference' }]],
      ['release', []],
    ]);
    expect(summary(fixture('product-repo'))).toEqual([
      'lone-command-file .claude/commands/db/reset.md:1',
      'lone-command-file .claude/commands/review.md:1',
      // release is installed with db-migrate (it is referenced), but it opts out of model invocation.
      'eval-spec-disabled-activation .claude/skills/db-migrate/.eval.yaml:9',
      // OpenCode also reads .claude/skills, and ignores the flag.
      'disable-model-invocation-ignored .claude/skills/release/SKILL.md:4',
    ]);
  });
});

describe("another tool's eval files (hashicorp/agent-skills)", () => {
  it(
    "an eval.yaml without caliper's cases: is not a caliper spec, so " +
      'neither misnamed nor orphaned; caliper specs still are',
    () => {
      expect(summary(fixture('other-eval-formats')).filter((s) => s.startsWith('eval-spec'))).toEqual([
        'eval-spec-orphan evals/.eval.yaml:', // caliper's own name: always a spec
        'eval-spec-file-name skills/release-notes/eval.yml:', // has cases:, so a caliper spec under the wrong name
      ]);
    },
  );
});
