import { invocationSyntax } from '../eval/spec/readSpec.js';
import { compareStrings } from '../util/strings.js';
import { namedFiles } from './namedFiles.js';
import { placeholder, type Placeholder } from './placeholders.js';
import { asUserSaying, baseVerb, descriptionParts, whenClause, withoutSkillName } from './prompts.js';
import { distinct, namesIn, requests } from './requests.js';
import { contentWords, lowerFirst, topicWord } from './text.js';

/** What drafting needs to know about a skill: its own words and the names of the files beside it. */
export interface SkillFacts {
  name: string;
  description: string;
  /** Claude Code's `when_to_use` front matter field, when the skill has one. */
  whenToUse?: string | undefined;
  body: string;
  /** Names (lower case) of the skill's own files and folders, at any depth of its folder. */
  files: ReadonlySet<string>;
}

export type DraftCheck =
  | { kind: 'activation'; skill: string; expect: boolean }
  | { kind: 'file_exists'; path: string; todo: string };

export interface DraftCase {
  id: string;
  prompt: string;
  /** Where the prompt came from and what to review, for its `# TODO` line. */
  todo: string;
  checks: DraftCheck[];
  /** Commented-out checks to fill in, when caliper could not guess one. */
  suggestions: string[];
}

export interface Draft {
  subject: string;
  shouldActivate: DraftCase[];
  shouldNotActivate: DraftCase[];
  fixtures: Placeholder[];
}

const MAX_INPUTS = 2;
const NOT_WHEN_TODO = 'TODO: drafted from the description\'s "do not" sentence';

/** A spec for `skill`, from its description and body and its siblings' descriptions. Pure: same input, same draft. */
export function draftSpec(skill: SkillFacts, siblings: readonly SkillFacts[]): Draft {
  const parts = descriptionParts(skill.description);
  const nouns = namesIn(skill);
  const files = namedFiles(skill.body, skill.files);
  const inputs = files.inputs.slice(0, MAX_INPUTS);
  const output = files.outputs[0];
  const sibling = nearestSibling(skill, siblings);
  const names = [skill.name, ...(sibling ? [sibling.name] : [])];
  const clean = (prompt: string) => withoutSkillName(prompt, names);

  const shouldActivate: DraftCase[] = [];
  const drafted = requests(skill, nouns).map((r) => ({ ...r, prompt: clean(r.prompt) }));
  const [task = drafted[0]!, ...rest] = distinct(drafted);
  // A request and a condition test the description two ways: the second case is of the other kind when there is one.
  const second = rest.find((r) => r.fromWhen !== task.fromWhen) ?? rest[0];
  const inputsSaid = inputs.length === 0 ? '' : ` The input is ${inputs.join(' and ')} in the current folder.`;
  const outputSaid = output === undefined ? '' : ` Save the result as ${output}.`;
  shouldActivate.push({
    id: 'task',
    prompt: clean(`${task.prompt}${inputsSaid}${outputSaid}`),
    todo: task.todo,
    checks: [
      { kind: 'activation', skill: skill.name, expect: true },
      ...(output === undefined
        ? []
        : [
            {
              kind: 'file_exists' as const,
              path: output,
              todo:
                `TODO: SKILL.md names ${output} as what the task writes; also check ` +
                `what a correct one holds (file_contains)`,
            },
          ]),
    ],
    suggestions:
      output === undefined
        ? [
            'output_matches: "(?i)a phrase every correct answer contains"',
            'file_contains: { path: result.md, pattern: "what a correct file holds" }',
          ]
        : [],
  });
  if (second !== undefined) {
    shouldActivate.push({
      id: second.fromWhen ? 'when-to-use' : 'another-request',
      prompt: second.prompt,
      todo: second.todo,
      checks: [{ kind: 'activation', skill: skill.name, expect: true }],
      suggestions: [],
    });
  }

  const notActivated: DraftCheck = { kind: 'activation', skill: skill.name, expect: false };
  const shouldNotActivate: DraftCase[] = [];
  if (sibling) {
    shouldNotActivate.push({
      id: `near-${sibling.name}`,
      prompt: clean(requests(sibling, namesIn(sibling))[0]!.prompt),
      todo:
        `TODO: the task of the sibling skill ${sibling.name}, which ` +
        `${skill.name} should leave alone; add ${sibling.name} to skills: to ` +
        `make the two compete`,
      checks: [notActivated],
      suggestions: [],
    });
  }
  const [notWhen] = parts.notWhen;
  shouldNotActivate.push(
    notWhen !== undefined
      ? {
          id: 'out-of-scope',
          prompt: clean(outOfScope(notWhen, nouns)),
          todo: NOT_WHEN_TODO,
          checks: [notActivated],
          suggestions: [],
        }
      : {
          id: 'nearby-question',
          prompt: clean(nearbyQuestion(skill)),
          todo: 'TODO: a question near the subject that needs no skill; a real near miss of your users is better',
          checks: [notActivated],
          suggestions: [],
        },
  );

  const seen = new Set<string>();
  return {
    subject: skill.name,
    shouldActivate: usable(shouldActivate, skill.name, seen),
    shouldNotActivate: usable(shouldNotActivate, skill.name, seen),
    fixtures: inputs.map(placeholder),
  };
}

/** The sibling whose description shares the most words with the skill's (the first by name among equals). */
function nearestSibling(skill: SkillFacts, siblings: readonly SkillFacts[]): SkillFacts | undefined {
  const words = new Set(contentWords(skill.description));
  const shared = (s: SkillFacts) => new Set(contentWords(s.description).filter((w) => words.has(w))).size;
  return siblings
    .filter((s) => s.name !== skill.name && s.description.trim() !== '')
    .map((s) => ({ s, score: shared(s) }))
    .sort((a, b) => b.score - a.score || compareStrings(a.s.name, b.s.name))[0]?.s;
}

function outOfScope(sentence: string, nouns: ReadonlySet<string>): string {
  if (/\b(?:when(?:ever)?|any ?time|if)\b/i.test(sentence)) return asUserSaying(whenClause(sentence), nouns);
  const what = sentence
    .replace(/^(?:do not|don't|never|avoid)\s+(?:use|trigger|invoke|load)?\s*(?:this skill|it)?\s*|^not\s+/i, '')
    .replace(/^(?:for|on|with)\s+/i, '');
  return `I need help with ${lowerFirst(whenClause(what), nouns)}.`;
}

function nearbyQuestion(skill: SkillFacts): string {
  const nameWords = skill.name.split('-');
  // Not the skill's own name (`pdf`, `pdfs`), and not a verb: the question is about a thing.
  const topic = topicWord(
    skill.description,
    (w) => nameWords.includes(w) || nameWords.includes(w.replace(/s$/, '')) || baseVerb(w) !== undefined,
  );
  return topic === undefined
    ? 'What is the difference between a list and a table? Just answer; do not create or change any files.'
    : `In one sentence, what does "${topic}" mean? Just answer; do not create or change any files.`;
}

/** Cases with a prompt, each prompt once in the spec, and none that invokes the subject (which `validate` rejects). */
function usable(cases: DraftCase[], subject: string, seen: Set<string>): DraftCase[] {
  return cases.filter((c) => {
    const fresh = c.prompt.length > 0 && !seen.has(c.prompt) && invocationSyntax(c.prompt, subject) === undefined;
    seen.add(c.prompt);
    return fresh;
  });
}
