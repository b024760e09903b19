import { heldOutTest, type HeldOutTest } from './heldOut.js';
import { objectiveOf, type Measurement } from './measurement.js';
import type { EarlierCandidate, ListingRoom, Proposer, ProposerInput, SeenCase } from './proposer.js';
import type { Split, TuneCase } from './split.js';

/** How the tune reaches the world: tune.ts decides, these act (tests pass their own). */
export interface TuneDeps {
  /** Run `cases` with the subject's description set to `description`, on every backend, neighbours installed. */
  measure(description: string, cases: readonly TuneCase[], label: string): Promise<Measurement>;
  /** Why a candidate breaks a front-matter rule or a CLI's listing budget; undefined when it keeps them. */
  check(description: string): string | undefined;
  proposer: Proposer;
  progress?: (line: string) => void;
}

export interface TuneInput {
  skill: string;
  current: string;
  outline: string[];
  neighbours: { name: string; description: string }[];
  listing: ListingRoom[];
  split: Split;
  rounds: number;
}

/** One proposal of one round: measured on train, or why not. */
export interface Candidate {
  round: number;
  description: string | undefined;
  rejected?: string;
  train?: Measurement;
  objective?: number;
  usage: { inputTokens: number; outputTokens: number };
}

export interface TuneOutcome {
  skill: string;
  split: Split;
  current: { description: string; train: Measurement; objective: number | undefined };
  candidates: Candidate[];
  best: Candidate | undefined;
  /** Measured only for a candidate better than the current description on train. */
  heldOut?: { before: Measurement; after: Measurement; test: HeldOutTest };
  accepted: boolean;
  /** Why the current description stays, or why the candidate was accepted. */
  reason: string;
  /** A fault of the harness (every trial of a rate errored, a cap reached) that stopped the search early. */
  stopped?: string;
}

/** The most an objective can be: every should-activate case chosen, no should-not-activate one, on every CLI. */
const PERFECT = 1;

/**
 * The tune of one skill: the current description measured on train; each round a proposal (from the train
 * part only), checked, and measured on train; the best of all rounds by the objective (the worst CLI's
 * activation − false activation), when it beats the current one, measured with it on the held-out part and
 * accepted by the held-out test alone.
 */
export async function tune(input: TuneInput, deps: TuneDeps): Promise<TuneOutcome> {
  const say = deps.progress ?? (() => {});
  const currentTrain = await deps.measure(input.current, input.split.train, 'current-train');
  const current = { description: input.current, train: currentTrain, objective: objectiveOf(currentTrain) };
  const outcome: TuneOutcome = {
    skill: input.skill,
    split: input.split,
    current,
    candidates: [],
    best: undefined,
    accepted: false,
    reason: '',
  };
  const stop = stopReason(currentTrain);
  if (current.objective === undefined || stop)
    return {
      ...outcome,
      stopped: stop ?? unmeasured(),
      reason: 'the current description could not be measured on train',
    };
  say(
    `${input.skill}: current description scores ` +
      `${current.objective.toFixed(2)} on train (the worst CLI's activation ` +
      `− false activation)`,
  );
  if (current.objective >= PERFECT)
    return {
      ...outcome,
      reason:
        `no better description found: the current one already scores ` +
        `${PERFECT.toFixed(2)} on train, the most possible`,
    };

  for (let round = 1; round <= input.rounds; round++) {
    const proposal = await deps.proposer.propose(proposerInput(input, currentTrain, outcome.candidates, round));
    const candidate: Candidate = { round, description: proposal.description, usage: proposal.usage };
    outcome.candidates.push(candidate);
    const rejected =
      proposal.description === undefined
        ? (proposal.note ?? 'no candidate')
        : (sameAs(proposal.description, input.current, outcome.candidates) ?? deps.check(proposal.description));
    if (rejected) {
      candidate.rejected = rejected;
      say(`${input.skill}: round ${round}: no candidate measured (${rejected})`);
      continue;
    }
    candidate.train = await deps.measure(proposal.description!, input.split.train, `round-${round}-train`);
    const objective = objectiveOf(candidate.train);
    if (objective !== undefined) candidate.objective = objective;
    say(`${input.skill}: round ${round}: candidate scores ${objective?.toFixed(2) ?? 'nothing (unmeasured)'} on train`);
    const halted = stopReason(candidate.train) ?? (objective === undefined ? unmeasured() : undefined);
    if (halted)
      return {
        ...outcome,
        stopped: halted,
        reason: 'the search stopped before a candidate could be tested on held-out cases',
      };
    if (objective! >= PERFECT) break;
  }

  const best = bestOf(outcome.candidates);
  outcome.best = best;
  if (!best || best.objective! <= current.objective) {
    const scored = best
      ? `the best candidate (round ${best.round}) scored ${best.objective!.toFixed(2)} on train`
      : 'no candidate could be measured';
    return {
      ...outcome,
      reason: `no better description found: ${scored}, the current one ${current.objective.toFixed(2)}`,
    };
  }
  const before = await deps.measure(input.current, input.split.heldOut, 'current-held-out');
  const after = await deps.measure(best.description!, input.split.heldOut, `round-${best.round}-held-out`);
  const halted = stopReason(before) ?? stopReason(after);
  if (halted) return { ...outcome, stopped: halted, reason: 'the held-out test could not be completed' };
  const test = heldOutTest(before, after);
  return {
    ...outcome,
    heldOut: { before, after, test },
    accepted: test.accepted,
    reason: test.accepted ? test.reason : `the current description stays: ${test.reason}`,
  };
}

/**
 * What the proposer is given: the train part's prompts with the current description's outcomes on them, and nothing of
 * the held-out part.
 */
export function proposerInput(
  input: TuneInput,
  currentTrain: Measurement,
  candidates: readonly Candidate[],
  round: number,
): ProposerInput {
  const train: SeenCase[] = input.split.train.map((c) => ({
    prompt: c.prompt,
    role: c.role,
    outcomes: currentTrain.byBackend.map((b) => {
      const counted = b.cases.find((x) => x.id === c.id);
      return { backend: b.backend, activations: counted?.activations ?? 0, trials: counted?.trials ?? 0 };
    }),
  }));
  const earlier: EarlierCandidate[] = candidates.flatMap((c) =>
    c.description === undefined
      ? []
      : [
          {
            description: c.description,
            ...(c.objective !== undefined && { objective: c.objective }),
            ...(c.rejected && { rejected: c.rejected }),
          },
        ],
  );
  return {
    round,
    skill: input.skill,
    current: input.current,
    outline: input.outline,
    train,
    neighbours: input.neighbours,
    listing: input.listing,
    earlier,
  };
}

/** The highest objective on train; the earlier round on a tie. */
function bestOf(candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of candidates) if (c.objective !== undefined && (!best || c.objective > best.objective!)) best = c;
  return best;
}

function sameAs(description: string, current: string, candidates: readonly Candidate[]): string | undefined {
  if (description.trim() === current.trim()) return 'the same as the current description';
  const earlier = candidates.slice(0, -1).find((c) => c.description?.trim() === description.trim());
  return earlier ? `the same as round ${earlier.round}'s` : undefined;
}

/** A measurement that cannot be compared: a cap stopped trials (the rest would be measured on fewer). */
function stopReason(m: Measurement): string | undefined {
  return m.skipped > 0
    ? `${m.skipped} agent run(s) were not started: a cap (--max-trials, --max-cost) was reached`
    : undefined;
}

function unmeasured(): string {
  return 'a CLI measured activation or false activation on no trial (every trial a harness error)';
}
