import type { Draft, DraftCase, DraftCheck } from './draft.js';
import { oneLine, yamlString } from './text.js';

/** Where the drafted spec's fixtures are, relative to the skill, or why it has none. */
export type FixturesFolder =
  | { kind: 'none' }
  | { kind: 'folder'; name: string; placeholders: string[]; notReal: string[] }
  | { kind: 'unusable'; name: string; inputs: string[] };

/** The `.eval.yaml` text of a draft: every guess and blank on a `# TODO` line. */
export function renderSpec(draft: Draft, fixtures: FixturesFolder): string {
  const lines = [
    `# Drafted by \`caliper init\` from the SKILL.md of ${oneLine(draft.subject)}, offline and without a model.`,
    '# Every line marked TODO is a guess or a blank: review each, then delete the TODO comments.',
    '# Keys and checks: docs/eval-spec.md (or `caliper schema` for the JSON Schema).',
    ...sandboxLines(fixtures),
    'cases:',
    `  # Should activate: the agent should choose ${oneLine(draft.subject)} by itself for these.`,
    ...draft.shouldActivate.flatMap(caseLines),
    `  # Should not activate: ${oneLine(draft.subject)} should stay unused ` +
      `for these (they count toward false activation).`,
    ...draft.shouldNotActivate.flatMap(caseLines),
  ];
  return `${lines.join('\n')}\n`;
}

function sandboxLines(fixtures: FixturesFolder): string[] {
  if (fixtures.kind === 'none') return [];
  if (fixtures.kind === 'unusable') {
    return [
      `# TODO: SKILL.md names ${fixtures.inputs.join(', ')} as inputs, but ` +
        `${fixtures.name} in the skill is not a plain folder; put them in one ` +
        `and set sandbox.fixtures.`,
    ];
  }
  const lines = ['sandbox:'];
  if (fixtures.placeholders.length > 0) {
    lines.push(
      `  # TODO: ${fixtures.name}/ holds placeholders caliper init wrote ` +
        `(${fixtures.placeholders.join(', ')}); each says so. Replace them ` +
        `with small real inputs.`,
    );
  }
  for (const name of fixtures.notReal)
    lines.push(
      `  # TODO: ${fixtures.name}/${name} is a text file, not a real one of ` +
        `its format; replace it before trusting a result.`,
    );
  lines.push(`  fixtures: ${yamlString(`${fixtures.name}/`)}`);
  return lines;
}

function caseLines(c: DraftCase): string[] {
  return [
    `  - id: ${c.id}`,
    `    # ${oneLine(c.todo)}`,
    `    prompt: ${yamlString(c.prompt)}`,
    '    checks:',
    ...c.checks.map(checkLine),
    ...(c.suggestions.length === 0
      ? []
      : [
          '      # TODO: add a check of a correct result, for example:',
          ...c.suggestions.map((s) => `      # - ${oneLine(s)}`),
        ]),
  ];
}

function checkLine(check: DraftCheck): string {
  switch (check.kind) {
    case 'activation':
      return check.expect
        ? `      - activation: ${check.skill}`
        : `      - activation: { skill: ${check.skill}, expect: false }`;
    case 'file_exists':
      return `      - file_exists: ${yamlString(check.path)}  # ${oneLine(check.todo)}`;
  }
}
