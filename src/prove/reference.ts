import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { installableFiles, InstallRefused, type InstallableFile } from '../eval/sandbox/installableFiles.js';
import { REFERENCE_ANSWER, REFERENCE_FILES } from '../eval/spec/referenceFolder.js';
import { readRepoFile } from '../util/repoFiles.js';
import type { Outcome } from './outcome.js';

/** A reference's answer is text a person wrote for one case: a larger one is not read. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** Mutants with a file missing, at most: a reference that writes more is proved on its first files. */
export const MAX_FILE_MUTANTS = 32;

/** What a correct run of a case ends with, read from its `reference:` folder. */
export interface Reference {
  /** The files it writes or changes, relative to the working folder. */
  written: InstallableFile[];
  answer: string;
}

/**
 * The case's reference folder (`folder` relative to the skill at `skillDir`, in the repository `root`),
 * read through the guarded readers: `files/` walked as a fixtures folder is, `answer.md` as a spec is.
 */
export function readReference(root: string, skillDir: string, folder: string): Reference | { problem: string } {
  const abs = path.resolve(root, skillDir, folder);
  const shownAnswer = path.posix.join(skillDir, folder, REFERENCE_ANSWER);
  const filesDir = path.join(abs, REFERENCE_FILES);
  let written: InstallableFile[] = [];
  try {
    if (existsSync(filesDir)) written = installableFiles(filesDir, () => false);
  } catch (error) {
    if (!(error instanceof InstallRefused)) throw error;
    return { problem: error.message };
  }
  const read = readRepoFile(realpathSync.native(root), path.join(abs, REFERENCE_ANSWER), shownAnswer, MAX_ANSWER_BYTES);
  if (read.kind === 'file') return { written, answer: read.bytes.toString('utf8') };
  if (read.kind === 'missing') return { written, answer: '' };
  const why =
    read.kind === 'too-large'
      ? `is over ${MAX_ANSWER_BYTES / 1024} KiB`
      : read.kind === 'refused'
        ? `cannot be read: ${read.reason}`
        : 'is not a file';
  return { problem: `${shownAnswer} ${why}` };
}

/** The working folder a run that wrote `written` over `fixtures` ends with (a written file replaces a fixture). */
function overlay(fixtures: readonly InstallableFile[], written: readonly InstallableFile[]): InstallableFile[] {
  const byRel = new Map(fixtures.map((f) => [f.rel, f]));
  for (const f of written) byRel.set(f.rel, f);
  return [...byRel.values()];
}

/** The reference run: its files over the fixtures, its answer, the subject chosen. */
export function referenceRun(reference: Reference, fixtures: readonly InstallableFile[], subject: string): Outcome {
  return { files: overlay(fixtures, reference.written), answer: reference.answer, activated: new Set([subject]) };
}

/** A mutant of the reference run: what it lost, and the run without it. */
export interface Mutant {
  /** What the mutant lacks, as a finding names it: "without report.md", "with an empty answer". */
  lacks: string;
  outcome: Outcome;
}

/**
 * The reference run with one thing undone: each file it wrote missing (a fixture it changed is back as the
 * fixtures have it), then its answer empty. A check that passes on every one of them detects no part of
 * what a correct run does. The first MAX_FILE_MUTANTS files only; `truncated` says when there were more.
 */
export function mutantsOf(
  reference: Reference,
  fixtures: readonly InstallableFile[],
  subject: string,
): { mutants: Mutant[]; truncated: boolean } {
  const full = referenceRun(reference, fixtures, subject);
  const mutants: Mutant[] = reference.written.slice(0, MAX_FILE_MUTANTS).map((gone) => ({
    lacks: `without ${gone.rel}`,
    outcome: {
      ...full,
      files: overlay(
        fixtures,
        reference.written.filter((f) => f !== gone),
      ),
    },
  }));
  if (reference.answer.trim() !== '') mutants.push({ lacks: 'with an empty answer', outcome: { ...full, answer: '' } });
  return { mutants, truncated: reference.written.length > MAX_FILE_MUTANTS };
}
