import { contentWords } from '../scripted-model/matching.js';
import type { Proposal, Proposer, ProposerInput } from './proposer.js';

/** Words the first round's candidate names; each later round names ROUND_STEP more. */
const FIRST_ROUND_WORDS = 5;
const ROUND_STEP = 2;

/**
 * The offline proposer of `--scripted-model`: deterministic, no model, and it reads only the outline and
 * the train prompts it is given (never a held-out case: it is not passed one). It words a candidate in
 * what the scripted model reads of a description, its content words (src/scripted-model/matching.ts):
 * the words of the train should-activate prompts, most frequent first, then the outline's, leaving out
 * every word of a train should-not-activate prompt and of a neighbour's description (a near miss must
 * not match it, and a neighbour's task is the neighbour's). Round N names more of them than round N−1.
 */
export const scriptedProposer: Proposer = {
  identity: { provider: 'scripted', model: 'scripted' },
  propose: async (input) => scriptedProposal(input),
};

export function scriptedProposal(input: ProposerInput): Proposal {
  const excluded = new Set<string>();
  for (const c of input.train)
    if (c.role === 'should-not-activate') for (const w of contentWords(c.prompt)) excluded.add(w);
  for (const n of input.neighbours) for (const w of contentWords(n.description)) excluded.add(w);
  const score = new Map<string, number>();
  const add = (words: Set<string>, weight: number) => {
    for (const w of words) if (!excluded.has(w)) score.set(w, (score.get(w) ?? 0) + weight);
  };
  for (const c of input.train) if (c.role === 'should-activate') add(contentWords(c.prompt), 1);
  for (const heading of input.outline) add(contentWords(heading), 0.5);
  const ranked = [...score].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const words = ranked.slice(0, FIRST_ROUND_WORDS + ROUND_STEP * (input.round - 1));
  const usage = { inputTokens: 0, outputTokens: 0 };
  if (words.length < 2)
    return {
      description: undefined,
      note: 'no two words of the train prompts set this skill apart from its near misses and neighbours',
      usage,
    };
  return { description: `Use for ${words.join(', ')}.`, usage };
}
