import type { BackendName } from '../eval/spec/types.js';
import { markdownLineScanner } from '../skills/markdownLines.js';
import type { TuneRole } from './split.js';

/**
 * A train case as the proposer sees it: its prompt, what it should do, and what each CLI did. Never a held-out case.
 */
export interface SeenCase {
  prompt: string;
  role: TuneRole;
  /** Per CLI: trials in which the subject was chosen, of those measured. */
  outcomes: { backend: BackendName; activations: number; trials: number }[];
}

/** What one CLI's listing leaves the skill: its shared budget (or none), and its cap on one entry. */
export interface ListingRoom {
  backend: BackendName;
  budget?: { limit: number; unit: 'characters' | 'tokens'; used: number };
  entryCap?: number;
}

/** A description tried before, with its objective on train, or why it was not measured. */
export interface EarlierCandidate {
  description: string;
  objective?: number;
  rejected?: string;
}

/** Everything a proposer is given for one round. Built from the split's train part only (tune.ts). */
export interface ProposerInput {
  round: number;
  skill: string;
  current: string;
  /** The body's headings, in order. */
  outline: string[];
  train: SeenCase[];
  neighbours: { name: string; description: string }[];
  listing: ListingRoom[];
  earlier: EarlierCandidate[];
}

export interface Proposal {
  /** Undefined when the proposer has none to offer (`note` says why). */
  description: string | undefined;
  note?: string;
  usage: { inputTokens: number; outputTokens: number };
}

/** Who writes candidate descriptions: the offline one of --scripted-model, or the judge's model. */
export interface Proposer {
  readonly identity: { provider: string; model: string };
  propose(input: ProposerInput): Promise<Proposal>;
}

/** Headings a proposer may see of a body: at most this many, each at most HEADING_CHARS. */
const MAX_HEADINGS = 40;
const HEADING_CHARS = 200;
const headingLines = markdownLineScanner(/\n[^\S\n]{0,3}#{1,6}[^\S\n]/);

/** The body's outline: its headings outside fenced blocks, without their `#`s. */
export function bodyOutline(body: string): string[] {
  const out: string[] = [];
  headingLines(body, 1, (text, _line, block) => {
    if (block !== undefined || out.length >= MAX_HEADINGS) return;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading) out.push(heading.slice(0, HEADING_CHARS));
  });
  return out;
}
