import type { SkillFacts } from './draft.js';
import { quotedRequests, userWords } from './examples.js';
import { asQuotedRequest, asRequest, asUserSaying, descriptionParts, subjectOf, whenClause } from './prompts.js';
import { properNouns, sentences } from './text.js';

/** A prompt a user could send for the skill's task, and where it came from (for its `# TODO` line). */
export interface Request {
  prompt: string;
  todo: string;
  /** Drafted from a condition ("use when …") rather than from a request or a task. */
  fromWhen: boolean;
}

const TODO = {
  quoted: (where: string) => `TODO: a request the skill's ${where} quotes as its users'; check your users send it`,
  bullet: 'TODO: drafted from a bullet of the body\'s "When to use" section; reword it as a user would ask',
  whenToUse: 'TODO: drafted from when_to_use; reword it as a user would ask',
  what: "TODO: a request for the task, drafted from the description's first sentence; make it sound like your users",
  when: 'TODO: drafted from the description\'s "use when" sentence; reword it as a user would ask',
  description: 'TODO: a request for the task, drafted from the description; make it sound like your users',
};
const CONDITION = /^(?:the )?user\b|^when\b|^if\b/i;

/**
 * Requests for the skill's task, best first: what its users say in its own words (the requests quoted in
 * `when_to_use` or under a "When to use" or "Examples" heading, the "User wants …" bullets of "When to
 * use"), then `when_to_use` as a condition, then the description read as a task, the topics "When to
 * use" lists, and the description's conditions. Never empty.
 */
export function requests(skill: SkillFacts, nouns: ReadonlySet<string>): Request[] {
  const words = userWords(skill.whenToUse, skill.description, skill.body);
  const subject = subjectOf(skill.name, `${skill.description} ${skill.whenToUse ?? ''}`);
  const out: Request[] = [];
  const add = (prompt: string, todo: string, fromWhen: boolean) => out.push({ prompt, todo, fromWhen });
  for (const q of words.quoted) add(asQuotedRequest(q.text, subject, nouns), TODO.quoted(q.from), false);
  const conditions = words.whenBullets.filter((b) => CONDITION.test(b));
  const topics = words.whenBullets.filter((b) => !CONDITION.test(b));
  for (const bullet of conditions) add(asUserSaying(whenClause(bullet), nouns), TODO.bullet, true);
  const [firstWhenToUse] = sentences(skill.whenToUse ?? '');
  // "User says 'job failures', 'job trends'…" is a list of requests, already drafted from its quotes.
  if (firstWhenToUse !== undefined && quotedRequests(firstWhenToUse).length === 0) {
    add(asUserSaying(whenClause(firstWhenToUse), nouns), TODO.whenToUse, true);
  }
  const parts = descriptionParts(skill.description);
  // "Framework (OSS)." or "EAS service." is a label, not a task: the first sentence of three words or more is.
  const what = parts.what.find((s) => (s.replace(/\([^)]*\)/g, '').match(/\w+/g) ?? []).length >= 3) ?? parts.what[0];
  if (what !== undefined) add(asRequest(what, nouns), TODO.what, false);
  // A bare topic ("3P updates") says less than the description's task: it comes after it.
  for (const topic of topics) add(asRequest(topic, nouns), TODO.bullet, false);
  for (const when of parts.when) add(asUserSaying(whenClause(when), nouns), TODO.when, true);
  if (out.length === 0) add(asRequest(skill.description, nouns), TODO.description, false);
  return out;
}

/** Each prompt once, in order; none empty. */
export function distinct(list: readonly Request[]): Request[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    const fresh = r.prompt.length > 0 && !seen.has(r.prompt);
    seen.add(r.prompt);
    return fresh;
  });
}

/** The names a skill writes with a capital mid-sentence (`Jira`), which keep it at the start of a prompt. */
export function namesIn(skill: SkillFacts): Set<string> {
  return properNouns(`${skill.description} ${skill.whenToUse ?? ''} ${skill.body.slice(0, 4000)}`);
}
