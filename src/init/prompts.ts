import { clip, lowerFirst, sentences } from './text.js';

/**
 * A description read the way front matter descriptions are written: what the skill does, when to use
 * it, and when not to. Each part is a list of sentences, in the description's order.
 */
export interface DescriptionParts {
  what: string[];
  when: string[];
  notWhen: string[];
}

const NEGATIVE = /^(?:do not|don't|never|not for|avoid)\b|\b(?:do not|don't|never) (?:use|trigger|invoke|load)\b/i;
/** "Always invoke for `.xaml` files": a trigger by what the user works on, not by a condition. */
const INVOKE_FOR =
  /^(?:always|must|should)?\s*(?:use|invoke|load|trigger|activate|apply)\s+(?:this skill\s+|it\s+)?(?:for|on|with)\s+/i;
const TRIGGER = new RegExp(
  [
    String.raw`\b(?:use|used|trigger|invoke|load|activate|apply)\b.*?\b(?:when(?:ever)?|any ?time|if)\b`,
    String.raw`^(?:when(?:ever)?|if)\b`,
    String.raw`\bshould use\b`,
    INVOKE_FOR.source,
  ].join('|'),
  'i',
);

export function descriptionParts(description: string): DescriptionParts {
  const parts: DescriptionParts = { what: [], when: [], notWhen: [] };
  for (const s of sentences(description)) {
    if (NEGATIVE.test(s)) parts.notWhen.push(s);
    else if (TRIGGER.test(s)) parts.when.push(s);
    else parts.what.push(s);
  }
  return parts;
}

/** Common verbs in their base form: a description that starts with one (or its -s/-ing form) states a task. */
const VERBS = new Set(
  (
    'add analyse analyze answer apply audit build check choose classify clean combine compare compile compute ' +
    'convert count create debug decrypt deploy design document draft edit encrypt explain export extract fetch ' +
    'fill find fix format generate greet handle help import inspect lint list load manage merge migrate modify ' +
    'open optimise optimize organise organize parse plan prepare process produce publish read refactor release ' +
    'remove rename render reply report restructure review rewrite rotate run scan schedule search send set ship ' +
    'sort split style summarise summarize test track transform translate triage turn update upgrade validate ' +
    'verify watermark word work write mention reference need want ask use include upload download install ' +
    'configure connect scaffold scrape automate approve assign reassign monitor query train author package ' +
    'pack sync integrate register provision describe provide implement push pull discover transcribe animate ' +
    'embed develop block enable disable evaluate'
  ).split(' '),
);

/** The base form of `word` when it is a known verb, as written or as its -s, -es or -ing form. */
export function baseVerb(word: string): string | undefined {
  const w = word.toLowerCase();
  const candidates = [
    w,
    w.replace(/s$/, ''),
    w.replace(/es$/, ''),
    w.replace(/ies$/, 'y'),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
    w.replace(/([a-z])\1ing$/, '$1'),
  ];
  return candidates.find((c) => c.length > 1 && VERBS.has(c));
}

/** "A set of tools to help you …" and "Any task where the user wants to …", each in two parts. */
const HELPERS = '(?:resources|tools|instructions|guides|scripts|helpers)';
const SET_OF = String.raw`^(?:a |an )?(?:set|collection|bundle) of ${HELPERS}\s+`;
const TO_HELP = String.raw`(?:to help (?:me|you|the user)(?: to)?|to|for)\s+`;
const ANY_TASK = '^(?:any|every) (?:task|time|request)s? (?:where|when|that|in which) ';
const SOMEONE_WANTS = String.raw`(?:the user|you|someone) (?:wants?|needs?|asks?)(?: you)?(?: to)?:?\s+`;

const LEAD_INS = [
  /^(?:this|the) skill\s+(?:is used to|is for|helps(?: you| me)?(?: to)?|lets you|can|will)?\s*/i,
  /^use this skill (?:to|for)\s+/i,
  new RegExp(SET_OF + TO_HELP, 'i'),
  /^(?:resources|tools|instructions|guidance|helpers?)\s+(?:to help (?:me|you)(?: to)?|to|for)\s+/i,
  /^this (?:includes|covers|means|handles)\s+/i,
  /^(?:also )?(?:covers|includes|supports)\s+/i,
  /^(?:an? |the )?(?:official |comprehensive |complete )?(?:skill|guide|toolkit|reference) (?:for|to|on)\s+/i,
  new RegExp(ANY_TASK + SOMEONE_WANTS, 'i'),
];

/**
 * A "what it does" sentence as a request a user would type: a task, not the skill's name. `properNouns`
 * keep their capital at the start of the request.
 */
export function asRequest(sentence: string, properNouns?: ReadonlySet<string>): string {
  let s = withoutPointers(sentence).replace(/[.!?\s]+$/, '');
  for (const lead of LEAD_INS) s = s.replace(lead, '');
  s = clip(taskPart(s).replace(/\s*\([^)]*\)/g, ''), 160);
  const [first = '', ...rest] = s.split(' ');
  const bare = first.replace(/[^A-Za-z]+$/, '');
  const verb = baseVerb(bare);
  if (verb !== undefined && /ing$/i.test(bare)) return `I need help ${lowerFirst(s, properNouns)}.`;
  // "Sets up, manages and configures X": the verbs after a third-person first one are third-person too.
  const task = [verb + first.slice(bare.length), ...rest].join(' ');
  if (verb !== undefined)
    return `Please ${verb !== bare.toLowerCase() && /s$/i.test(bare) ? baseVerbList(task) : task}.`;
  return `I need help with ${lowerFirst(s, properNouns)}.`;
}

/** `set up, manages, queries, and configures X`: each verb of the list that opens a task in its base form. */
function baseVerbList(task: string): string {
  const parts = task.split(/(,\s*(?:and |or )?|\s+(?:and|or)\s+)/);
  for (let i = 2; i < parts.length; i += 2) {
    const [word = '', ...rest] = parts[i]!.split(' ');
    const verb = /s$/.test(word) ? baseVerb(word) : undefined;
    if (verb === undefined) {
      if (baseVerb(word) === undefined) break;
      continue;
    }
    parts[i] = [verb, ...rest].join(' ');
  }
  return parts.join('');
}

/**
 * The first clause of a sentence; but of `Acme RPA — create, edit and run workflows` (a name, then what
 * it does) the tasks, in the name: `create, edit and run workflows in Acme RPA`.
 */
function taskPart(sentence: string): string {
  const [head = '', tail] = sentence.split(/ — | -- |: /, 2);
  const startsWithVerb = (text: string) => baseVerb(text.split(/[\s,/]/)[0]!) !== undefined;
  const named = tail !== undefined && !startsWithVerb(head) && startsWithVerb(tail) && head.split(' ').length <= 4;
  if (named) return `${tail.split(/;| — | -- /)[0]} in ${head}`;
  return head.split(';')[0]!;
}

/** `(→uipath-rpa)`, `→ other-skill`, `-> x`: where a description sends the agent, not what a user says. */
function withoutPointers(text: string): string {
  return text.replace(/\s*\(\s*(?:→|->)[^)]*\)|\s*(?:→|->)\s*[\w./-]+/g, '');
}

/** The condition of a "use when …" sentence: `the user asks for release notes`. */
export function whenClause(text: string): string {
  const sentence = withoutPointers(text);
  const at = /\b(?:when(?:ever)?|any ?time|if)\b\s*/i.exec(sentence);
  const invokeFor = at ? null : INVOKE_FOR.exec(sentence);
  if (invokeFor) {
    const what = sentence.slice(invokeFor[0].length).split(/[.;](?=\s|$)|: | — | -- /)[0]!;
    return clip(`working with ${what.trim()}`, 180);
  }
  let clause = at ? sentence.slice(at.index + at[0].length) : sentence;
  clause = clause.replace(/,?\s*(?:use|trigger|invoke|load) (?:this|the|it)\b.*$/i, '');
  clause = clause.split(/:|;| — | -- | - /)[0]!.replace(/\s*\([^)]*\)?/g, '');
  return clip(clause.replace(/[.!?,\s]+$/, ''), 180);
}

/** Third person to first: `the user edits X or asks Y` becomes `I edit X or ask Y`. */
function firstPersonVerbs(text: string): string {
  return text.replace(/(^I |\b(?:or|and) )([A-Za-z]+)\b/g, (all, lead: string, word: string) => {
    // Right after "I" a word is the verb (`I describes` is `I describe`); after "or" only a known one is.
    if (!/s$/i.test(word)) return all;
    const verb = baseVerb(word) ?? (lead === 'I ' ? thirdPersonToBase(word) : undefined);
    return verb === undefined ? all : `${lead}${verb}`;
  });
}

/** `describes` to `describe`, `implies` to `imply`, `pushes` to `push`, `has` to `have`. */
const IRREGULAR: Record<string, string> = { is: 'am', has: 'have', does: 'do', was: 'was' };

function thirdPersonToBase(word: string): string | undefined {
  const irregular = IRREGULAR[word.toLowerCase()];
  if (irregular !== undefined) return irregular;
  if (/ss$/i.test(word)) return undefined;
  if (/ies$/i.test(word)) return word.slice(0, -3) + 'y';
  if (/(?:ch|sh|x|z|o)es$/i.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const REPHRASINGS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(?:the )?user (?:asks|wants|needs)(?: you| claude)? (?:for|about) (.+)$/i, (m) => `Can you help me with ${m[1]}?`],
  [/^(?:the )?user asks(?: you| claude)? how to (.+)$/i, (m) => `How do I ${m[1]}?`],
  [/^(?:the )?user asks(?: you| claude)? to (.+)$/i, (m) => `Please ${m[1]}.`],
  [/^(?:the )?user (?:wants|needs)(?: you| claude)? to (.+)$/i, (m) => `I want to ${m[1]}. Can you help?`],
  [/^(?:you are |claude is |the agent is )?asked to (.+)$/i, (m) => `Please ${m[1]}.`],
  [/^(?:you|claude|the agent|the model) (?:needs?|has|have) to (.+)$/i, (m) => `Please ${m[1]}.`],
  [/^(?:working|dealing) with (.+)$/i, (m) => `I am working with ${m[1]}. Can you help?`],
  [/^(?:the )?user's (.+)$/i, (m) => `My ${m[1]}. Can you help?`],
  [/^(?:the )?user (.+)$/i, (m) => `${firstPersonVerbs(`I ${m[1]}`)}. Can you help?`],
];

/** A "use when" condition as what such a user would say. */
export function asUserSaying(clause: string, properNouns?: ReadonlySet<string>): string {
  for (const [pattern, say] of REPHRASINGS) {
    const m = pattern.exec(clause);
    if (m) return say(m);
  }
  return `I have a task where ${lowerFirst(clause, properNouns)}. Can you help?`;
}

/** Words that open a request as typed (`show me …`, `why does …`), kept as the user's own. */
const OPENING_WORDS = "i|i'm|i've|my|we|our|please|can|could|how|what|why|where|which|is|are|does|do";
const OPENS_A_REQUEST = new RegExp(String.raw`^(?:${OPENING_WORDS}|show|help|give|tell|let's|if|when)\b`, 'i');
const QUESTION_WORD = /^(?:how|what|why|where|which|is|are|does|do|can|could)\b/i;

/**
 * A request a skill quotes as its users' (`'build a workflow'`) as a prompt: as written when it reads as
 * one, else asked (`Can you build a workflow in UiPath?`), naming `subject` when the quote does not.
 */
export function asQuotedRequest(quote: string, subject: string | undefined, properNouns?: ReadonlySet<string>): string {
  const text = quote.replace(/^(\w+)\/\w+\b/, '$1').replace(/[.!,;\s]+$/, '');
  const where = subject !== undefined && !text.toLowerCase().includes(subject.toLowerCase()) ? ` in ${subject}` : '';
  if (OPENS_A_REQUEST.test(text)) {
    const said = text[0]!.toUpperCase() + text.slice(1);
    if (said.endsWith('?')) return said;
    return `${said}${where}${QUESTION_WORD.test(text) ? '?' : '.'}`;
  }
  const first = text.split(/[\s,]/)[0]!;
  if (baseVerb(first) !== undefined && !/ing$/i.test(first)) return `Can you ${lowerFirst(text, properNouns)}${where}?`;
  return `I need help with ${lowerFirst(text, properNouns)}${where}.`;
}

/**
 * The product or subject a skill is named for, as its description writes it: `UiPath` for `uipath-rpa`,
 * `PDF` for `pdf`. Undefined when no word of the name is written with a capital.
 */
export function subjectOf(name: string, text: string): string | undefined {
  for (const word of name.split('-')) {
    if (word.length < 3) continue;
    for (const m of text.matchAll(new RegExp(`\\b${word}\\b`, 'gi'))) if (/[A-Z]/.test(m[0])) return m[0];
  }
  return undefined;
}

/**
 * A prompt that never names the skill: `name` (and its invocation forms `/name`, `$name`) becomes its
 * words, and "Claude" or "this skill" become "you" and "it". A one-word name that is also the task's
 * subject (`pdf`) stays a word of the task.
 */
export function withoutSkillName(prompt: string, names: readonly string[]): string {
  let out = prompt.replace(/\bClaude\b/g, 'you').replace(/\b(?:this|the) skill\b/gi, 'it');
  for (const name of names) {
    const words = name.replace(/[-_]+/g, ' ');
    out = out.replace(new RegExp(`(?:/skill:|[/$])?\\b${escapeRegExp(name)}\\b`, 'gi'), (hit) =>
      hit.includes('-') || hit.includes('_') || /^[/$]/.test(hit) ? words : hit,
    );
  }
  return out.replace(/\s+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
