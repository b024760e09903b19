import { lstatSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tokenCost } from '../results/spend/prices.js';
import type { TuneContext } from './context.js';
import { evalDeps, type MeasureSettings, type Spent } from './evalDeps.js';
import type { Measurement } from './measurement.js';
import { ProposerError } from './modelProposer.js';
import { descriptionPatch } from './patch.js';
import type { Proposer } from './proposer.js';
import { acceptedLine, tuneReport } from './report.js';
import { tune, type TuneOutcome } from './tune.js';
import { describedText, makeWorkspace } from './workspace.js';

export interface TuneSkillOptions {
  repository: string;
  outDir: string;
  context: TuneContext;
  rounds: number;
  settings: MeasureSettings;
  proposer: Proposer;
  apply: boolean;
  scripted: boolean;
  trials: number | undefined;
}

export interface SkillTuned {
  outcome: TuneOutcome;
  report: string;
  /** `git apply`-able, when accepted. */
  patch?: string;
  acceptedLine?: string;
  /** Harness faults met on the way (the exit is 1 when there are any). */
  faults: string[];
}

/** Tune one skill in a copy of the repository, and say what came of it (applying it to SKILL.md when asked). */
export async function tuneSkill(o: TuneSkillOptions): Promise<SkillTuned> {
  const spent: Spent = { agentRuns: 0, tokens: 0, costUsd: 0, unpriced: false };
  let proposerCalls = 0;
  const proposer: Proposer = {
    identity: o.proposer.identity,
    async propose(input) {
      proposerCalls++;
      const proposal = await o.proposer.propose(input);
      const { inputTokens, outputTokens } = proposal.usage;
      spent.tokens += inputTokens + outputTokens;
      if (!o.scripted) {
        const cost = tokenCost(o.proposer.identity.model, inputTokens, outputTokens);
        if (cost === undefined) spent.unpriced = true;
        else spent.costUsd += cost;
      }
      return proposal;
    },
  };
  const workspace = makeWorkspace(o.repository, o.outDir);
  let outcome: TuneOutcome;
  const faults: string[] = [];
  try {
    outcome = await tune(
      {
        skill: o.context.skill,
        current: o.context.current,
        outline: o.context.outline,
        neighbours: o.context.installedWith,
        listing: o.context.listing,
        split: o.context.split,
        rounds: o.rounds,
      },
      evalDeps(o.context, workspace, o.settings, proposer, spent),
    );
  } catch (error) {
    if (!(error instanceof ProposerError)) throw error;
    faults.push(`the proposer's provider failed: ${error.message}`);
    outcome = {
      skill: o.context.skill,
      split: o.context.split,
      current: { description: o.context.current, train: emptyMeasurement(), objective: undefined },
      candidates: [],
      best: undefined,
      accepted: false,
      reason: 'no candidate could be asked for',
      stopped: faults[0]!,
    };
  } finally {
    workspace.remove();
  }
  faults.push(...measurementsOf(outcome).flatMap((m) => m.faults));
  if (outcome.stopped && !faults.includes(outcome.stopped)) faults.push(outcome.stopped);
  const meta = {
    backends: o.settings.backends,
    modelSource: o.scripted ? ('scripted' as const) : ('real' as const),
    proposer: o.proposer.identity,
    trials: o.trials,
    alongside: o.settings.alongside,
    specFile: o.context.spec.file,
  };
  const report =
    tuneReport(outcome, meta, spent, proposerCalls) +
    (faults.length > 0 ? `\n## Harness faults\n\n${faults.map((f) => `- ${f}`).join('\n')}\n` : '');
  if (!outcome.accepted) return { outcome, report, faults };
  const before = o.context.text;
  const after = describedText(before, outcome.best!.description!);
  if (o.apply) writeRegular(o.repository, o.context.skillFile, after);
  return {
    outcome,
    report,
    patch: descriptionPatch(o.context.skillFile, before, after),
    acceptedLine: acceptedLine(outcome),
    faults,
  };
}

/** Write over a SKILL.md that is a regular file of the repository, never through a link. */
function writeRegular(repository: string, rel: string, text: string): void {
  const file = path.join(repository, rel);
  if (!lstatSync(file).isFile() || realpathSync.native(file) !== path.join(realpathSync.native(repository), rel))
    throw new Error(`${file} is a link or not a regular file; apply description.patch by hand`);
  writeFileSync(file, text);
}

function measurementsOf(o: TuneOutcome): Measurement[] {
  return [
    o.current.train,
    ...o.candidates.flatMap((c) => (c.train ? [c.train] : [])),
    ...(o.heldOut ? [o.heldOut.before, o.heldOut.after] : []),
  ];
}

function emptyMeasurement(): Measurement {
  return { byBackend: [], faults: [], skipped: 0, spend: { agentRuns: 0, tokens: 0, costUsd: undefined } };
}
