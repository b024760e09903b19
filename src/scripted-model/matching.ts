import type { ListedSkill } from './conversation.js';

const STOP_WORDS = new Set(
  `a about after all also an and any are as ask asks at be before by can could do does for from get give has have
  help how i if in into is it its me my new no not of on or our please say says should so some that the their them
  then there these they this to up use used user users using was we what when whenever which who why will with would
  you your`.split(/\s+/),
);

/** Content words, lower-cased, with a plural `s` dropped: "Totals of each CSV column" -> total, each, csv, column. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (raw.length < 3 || STOP_WORDS.has(raw)) continue;
    words.add(raw.length > 3 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return words;
}

/** Shared content words a prompt needs with a description before the scripted model picks the skill. */
export const MIN_SHARED_WORDS = 2;

/** The listed skill whose description shares the most content words with the prompt, if enough. */
export function chooseSkill(prompt: string, skills: readonly ListedSkill[]): ListedSkill | undefined {
  const promptWords = contentWords(prompt);
  let best: { skill: ListedSkill; score: number } | undefined;
  for (const skill of [...skills].sort((a, b) => a.name.localeCompare(b.name))) {
    let score = 0;
    for (const w of contentWords(skill.description)) if (promptWords.has(w)) score++;
    if (score >= MIN_SHARED_WORDS && (!best || score > best.score)) best = { skill, score };
  }
  return best?.skill;
}
