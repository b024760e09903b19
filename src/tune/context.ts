import { realpathSync } from 'node:fs';
import path from 'node:path';
import { factsOf } from '../agents/facts.js';
import { listedSkill, type Alongside } from '../eval/runner/alongside.js';
import { evalPlan } from '../eval/runner/runEval.js';
import type { BackendName, EvalSpec } from '../eval/spec/types.js';
import type { ListedSkill } from '../skills/listing/budgets.js';
import { parseFrontmatter, skillBody } from '../skills/frontmatter.js';
import { SKILL_MD_MAX_BYTES } from '../skills/readSkill.js';
import { readRepoText } from '../util/repoFiles.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import { bodyOutline, type ListingRoom } from './proposer.js';
import { splitCases, type Split } from './split.js';

/** What tuning one skill needs to know before its first trial, read from the validated repository. */
export interface TuneContext {
  skill: string;
  spec: EvalSpec;
  /** Its SKILL.md, relative to the repository root. */
  skillFile: string;
  current: string;
  /** SKILL.md's text as read when the tune began: the patch is made against it. */
  text: string;
  outline: string[];
  /** The other skills installed with it in every trial (the spec's own, then --alongside's), as listed. */
  installedWith: ListedSkill[];
  listing: ListingRoom[];
  split: Split;
  /** Agent runs one measurement of the train part, and of the held-out part, takes, per backend. */
  runs: { backend: BackendName; train: number; heldOut: number }[];
}

export class TuneSetupError extends Error {}

export function tuneContext(
  report: ValidationReport,
  skill: string,
  options: {
    backends: readonly BackendName[];
    trials: number | undefined;
    alongside: Alongside | undefined;
    seed: number;
  },
): TuneContext {
  const spec = report.specs.find((s) => s.subject === skill);
  if (!spec)
    throw new TuneSetupError(`${skill} has no valid .eval.yaml to tune against; run caliper validate to see why`);
  const split = splitCases(spec, options.seed);
  const plan = (cases: readonly { id: string }[]) =>
    evalPlan({
      selection: {
        report,
        backends: options.backends,
        discipline: 'install-discover',
        skills: [skill],
        cases: cases.map((c) => c.id),
        ...(options.alongside && { alongside: options.alongside }),
      },
      sizing: { trials: options.trials },
    }).trials;
  const train = plan(split.train);
  const heldOut = plan(split.heldOut);
  if (train.length === 0)
    throw new TuneSetupError(
      `${spec.file}: no trial of ${skill} can run on ` +
        `${options.backends.join(', ')} (its spec's backends, or its own ` +
        `validation errors); run caliper eval --dry-run to see why`,
    );
  const installs = train[0]!.installs;
  const summary = report.skills.find((s) => s.name === skill)!;
  const skillFile = path.posix.join(summary.path, 'SKILL.md');
  const text = readRepoText(realpathSync.native(report.root), path.join(report.root, skillFile), SKILL_MD_MAX_BYTES);
  if (text === undefined)
    throw new TuneSetupError(
      `${skillFile}: caliper did not read it (a link out of the repository, ` +
        `not a regular file, or over ${SKILL_MD_MAX_BYTES} bytes)`,
    );
  const fm = parseFrontmatter(text);
  const current = fm.kind === 'ok' && typeof fm.data.description === 'string' ? fm.data.description : '';
  const installedWith = installs.filter((i) => i.name !== skill).map(listedSkill);
  return {
    skill,
    spec,
    skillFile,
    current,
    text,
    outline: bodyOutline(skillBody(text)),
    installedWith,
    listing: options.backends.map((backend) =>
      listingRoom(backend, { name: skill, description: current }, installedWith),
    ),
    split,
    runs: options.backends.map((backend) => ({
      backend,
      train: train.filter((t) => t.backend === backend).length,
      heldOut: heldOut.filter((t) => t.backend === backend).length,
    })),
  };
}

/**
 * A CLI's listing as the proposer is told of it: its shared budget and what the installed set uses of it, its cap on
 * one entry.
 */
function listingRoom(backend: BackendName, subject: ListedSkill, others: readonly ListedSkill[]): ListingRoom {
  const rule = factsOf(backend).listing;
  const room: ListingRoom = { backend };
  if (rule.budget)
    room.budget = { limit: rule.budget.limit, unit: rule.budget.unit, used: rule.predict([subject, ...others]).used };
  if (rule.entryCap !== undefined) room.entryCap = rule.entryCap;
  return room;
}

/**
 * Why a CLI's listing would not show `description` whole beside the skills installed with it (and the
 * current one it would), or undefined: a candidate must fit every CLI's budget. A CLI whose listing
 * `validate` does not warn on (Hermes cuts nearly every description at 60 characters) is not asked.
 */
export function listingProblem(
  context: Pick<TuneContext, 'skill' | 'current' | 'installedWith'>,
  backends: readonly BackendName[],
  description: string,
): string | undefined {
  for (const backend of backends) {
    const rule = factsOf(backend).listing;
    if (!rule.warns) continue;
    const kept = (d: string) =>
      rule.predict([{ name: context.skill, description: d }, ...context.installedWith]).kept[0];
    const candidate = kept(description);
    if (candidate === 'whole') continue;
    if (kept(context.current) !== 'whole' && description.length <= context.current.length) continue;
    const unit = rule.budget
      ? ` (${rule.budget.limit.toLocaleString('en-US')} ${rule.budget.unit} ` +
        `shared by the ${context.installedWith.length + 1} skills installed ` +
        `together)`
      : '';
    return (
      `${backend}'s listing would show it ` +
      `${candidate === 'cut' ? 'cut short' : candidate === 'name-only' ? 'as its name alone' : 'not at all'}${unit}`
    );
  }
  return undefined;
}
