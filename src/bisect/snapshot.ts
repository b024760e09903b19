import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Alongside } from '../eval/runner/alongside.js';
import { planTrials } from '../eval/runner/plan.js';
import type { TrialPlan } from '../eval/runner/trialPlan.js';
import type { InstallableFile } from '../eval/sandbox/installableFiles.js';
import type { BackendName } from '../eval/spec/types.js';
import type { Discipline } from '../results/types.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import { readRepoFile } from '../util/repoFiles.js';
import type { BisectInput, FileRead } from './parts.js';

/** No file bisect splits needs more; a larger one is listed as not bisected. */
export const BISECT_FILE_MAX_BYTES = 1024 * 1024;

export class BisectError extends Error {}

/** The row bisect re-runs: one case of one skill on one backend. */
export interface Row {
  skill: string;
  backend: BackendName;
  caseId: string;
}

/**
 * What bisect splits, read from the base's and the head's folders as a trial of the row installs them:
 * the subject's installed files, its spec and fixtures, and every other skill installed with it (its
 * dependencies, and its neighbours under `alongside`). Each file is read once, through the bounded reader.
 */
export function readBisectInput(
  base: ValidationReport,
  head: ValidationReport,
  row: Row,
  options: { discipline: Discipline; alongside?: Alongside },
): BisectInput {
  const atHead = trialOf(head, row, options);
  if (!atHead)
    throw new BisectError(
      `the head has no trial of ${row.skill} case ${row.caseId} on ${row.backend} to re-run (run caliper validate)`,
    );
  const atBase = trialOf(base, row, options);
  const headSkill = head.skills.find((s) => s.name === row.skill)!;
  const skillDir = headSkill.path;
  const dirOf = (name: string) =>
    head.skills.find((s) => s.name === name)?.path ?? base.skills.find((s) => s.name === name)?.path ?? name;
  const sides = { base: side(base, atBase, row.skill, dirOf), head: side(head, atHead, row.skill, dirOf) };
  const dependencies = new Set([...(atHead.spec.skills ?? []), ...(atBase?.spec.skills ?? [])]);
  const others = [...new Set([...sides.base.others.keys(), ...sides.head.others.keys()])].sort();
  return {
    skillMd: posix(skillDir, 'SKILL.md'),
    skillDir,
    subject: { base: sides.base.subject, head: sides.head.subject },
    spec: { base: sides.base.spec, head: sides.head.spec },
    others: others.map((name) => ({
      name,
      role: dependencies.has(name) ? 'dependency' : 'neighbour',
      base: sides.base.others.get(name) ?? new Map(),
      head: sides.head.others.get(name) ?? new Map(),
    })),
  };
}

/** The first trial of the row as the plan makes it, or undefined when this side has none. */
function trialOf(
  report: ValidationReport,
  row: Row,
  options: { discipline: Discipline; alongside?: Alongside },
): TrialPlan | undefined {
  const plan = planTrials(report, {
    backends: [row.backend],
    discipline: options.discipline,
    defaultTrials: 1,
    trials: 1,
    skills: [row.skill],
    cases: [row.caseId],
    ...(options.alongside && { alongside: options.alongside }),
  });
  return plan.trials.find((t) => t.arm === 'skill');
}

interface Side {
  subject: Map<string, FileRead>;
  spec: Map<string, FileRead>;
  others: Map<string, Map<string, FileRead>>;
}

/** One side's files, keyed by where the head lays them out (a skill's folder at the head, else at the base). */
function side(
  report: ValidationReport,
  trial: TrialPlan | undefined,
  subject: string,
  dirOf: (name: string) => string,
): Side {
  const out: Side = { subject: new Map(), spec: new Map(), others: new Map() };
  if (!trial) return out;
  const realRoot = realpathSync.native(report.root);
  const read = (source: string, name: string) => fileRead(realRoot, source, name);
  const into = (map: Map<string, FileRead>, dir: string, files: readonly InstallableFile[]) => {
    for (const f of files) map.set(posix(dir, f.rel), read(f.source, posix(dir, f.rel)));
  };
  for (const install of trial.installs) {
    if (install.name === subject) into(out.subject, dirOf(subject), install.files);
    else into(out.others.set(install.name, new Map()).get(install.name)!, dirOf(install.name), install.files);
  }
  const specFile = path.posix.join(dirOf(subject), path.posix.basename(trial.spec.file));
  out.spec.set(specFile, read(path.join(report.root, trial.spec.file), specFile));
  if (trial.spec.sandbox.fixtures) into(out.spec, posix(dirOf(subject), trial.spec.sandbox.fixtures), trial.fixtures);
  return out;
}

const posix = (...parts: string[]) =>
  path.posix
    .normalize(path.posix.join(...parts))
    .replace(/\/$/, '')
    .replace(/^\.\//, '');

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A file read through the repository's bounded reader: text when it is UTF-8 without NUL, else its bytes. */
export function fileRead(realRoot: string, abs: string, name: string): FileRead {
  const read = readRepoFile(realRoot, abs, name, BISECT_FILE_MAX_BYTES);
  if (read.kind === 'too-large')
    return { kind: 'unreadable', reason: `${read.size} bytes, over bisect's ${BISECT_FILE_MAX_BYTES}` };
  if (read.kind === 'refused') return { kind: 'unreadable', reason: read.reason };
  if (read.kind !== 'file') return { kind: 'unreadable', reason: read.kind === 'dir' ? 'a folder' : 'missing' };
  if (read.bytes.includes(0)) return { kind: 'bytes', bytes: read.bytes };
  try {
    return { kind: 'text', text: utf8.decode(read.bytes) };
  } catch {
    return { kind: 'bytes', bytes: read.bytes };
  }
}
