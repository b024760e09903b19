import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderComment, type Section } from '../src/report/stickyComment.js';
import { validationSection } from '../src/report/validation/comment.js';
import { validateRepository } from '../src/skills/validateRepository.js';
import { REPO_ROOT } from './helpers/runNode.js';

const doc = (file: string) => readFileSync(path.join(REPO_ROOT, 'docs', file), 'utf8');

describe('docs/example-pr-comment.md is what caliper posts', () => {
  const body = doc('example-pr-comment.md').split('\n---\n\n')[1]!;
  const [verdict, ...rest] = body.split('\n');
  const ids: Record<string, Section['id']> = { eval: 'report', validate: 'validate', owners: 'owners' };
  const clauses = verdict!.replace(/^## caliper: /, '').split(' · ');
  const sections: Section[] = rest
    .join('\n')
    .split(/\n(?=### caliper (?:eval|validate|owners)\b)/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text) => {
      const id = ids[/^### caliper (eval|validate|owners)/.exec(text)![1]!]!;
      const status = id === 'report' ? clauses[0]! : (clauses.find((c) => c.startsWith(`${id} `)) ?? '');
      return { id, status, failed: false, body: text };
    });

  it('its verdict line, section order and nesting are renderComment’s, hidden markers aside', () => {
    expect(sections.map((s) => s.id)).toEqual(['report', 'validate']);
    const rendered = renderComment(sections)
      .split('\n')
      .filter((line) => !line.startsWith('<!-- '))
      .join('\n');
    expect(rendered.trim()).toBe(body.trim());
  });

  it('its validation section is what the validate stage renders for examples/', () => {
    const section = validationSection(validateRepository(path.join(REPO_ROOT, 'examples')), '', undefined);
    expect(clauses).toContain(section.status);
    expect(sections.find((s) => s.id === 'validate')!.body).toBe(section.body.trim().replace(/^(#{1,5}) /gm, '#$1 '));
  });
});

describe('docs/reading-the-comment.md names every lead and clause the comment can show', () => {
  const text = doc('reading-the-comment.md');
  it.each([
    '▼ regressed',
    '▲ improved',
    '= unchanged',
    '? inconclusive',
    '⊘ not compared',
    'head only',
    'nothing evaluated',
    'eval skipped',
    '✗ eval failed',
    '✗ run failed',
    '✗ failing',
    '✓ passing',
    '(scripted model)',
    'validate ✗',
    'owners ✓',
    'owners ✗ could not decide',
  ])('%s', (phrase) => {
    expect(text).toContain(phrase);
  });
  it('…and those are the words the code posts', () => {
    const source = [
      'src/action/reportStage.ts',
      'src/action/notEvaluated.ts',
      'src/action/ownersStage.ts',
      'src/report/stickyComment.ts',
    ]
      .map((f) => readFileSync(path.join(REPO_ROOT, f), 'utf8'))
      .join('\n');
    for (const phrase of [
      "'nothing evaluated'",
      "'eval skipped'",
      '`✗ ${state.stage} failed`',
      "'✗ run failed'",
      "'owners ✗ could not decide'",
      "'✗ failing'",
      "'✓ passing'",
      "'⊘ not compared'",
    ])
      expect(source).toContain(phrase);
  });
});
