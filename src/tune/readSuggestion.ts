import path from 'node:path';
import { BACKEND_NAMES } from '../eval/spec/schema.js';
import { PATTERNS } from '../results/schema.js';
import type { TuneSuggestion } from '../report/tuneSuggestion.js';
import { suggestedChange } from '../report/tuneReviewComment.js';
import { readTrialFile } from '../util/trialFiles.js';
import { count, FieldError, list, matching, obj, oneOf, type Obj, pValue, rate, text } from '../util/dataFields.js';
import type { HeldOutTest } from './heldOut.js';

/**
 * A suggestion.json another job wrote (the reusable workflow's eval jobs ran the PR's code beside caliper
 * tune), read as data: every field is checked and the suggestion rebuilt from the checked values, so only
 * what tuneMarkdown and the review comment render (escaped, or refused as a suggestion) reaches the PR.
 * A file that is not one is a TuneReadError naming the file and the field.
 */
export class TuneReadError extends Error {}

/** Far larger than any suggestion tune writes (a patch of a few lines, figures per CLI). */
const MAX_BYTES = 256 * 1024;
/** A SKILL.md inside the repository: relative, no `..`, no backslash or control character. */
const SKILL_FILE = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9._/ -]{0,490}(?:^|\/)SKILL\.md$/;

export function readTuneSuggestion(file: string): TuneSuggestion {
  // The one reader of files another job made (no link followed, regular files only, never past the bound).
  const read = readTrialFile(path.dirname(file), path.basename(file), MAX_BYTES, file);
  if (read.kind !== 'file')
    throw new TuneReadError(read.kind === 'refused' ? `${read.reason}; not read` : `${file}: not a file`);
  let raw: unknown;
  try {
    raw = JSON.parse(read.bytes.toString('utf8'));
  } catch (error) {
    throw new TuneReadError(`${file}: not JSON (${(error as Error).message})`);
  }
  try {
    return suggestion(obj(raw, 'the file'));
  } catch (error) {
    if (error instanceof FieldError) throw new TuneReadError(`${file}: ${error.message}; not a suggestion.json`);
    throw error;
  }
}

function suggestion(o: Obj): TuneSuggestion {
  const skill = matching(o.skill, 'skill', PATTERNS.skill, 'a skill name');
  if (oneOf(o.kind, ['accepted', 'kept'], 'kind') === 'kept')
    return { kind: 'kept', skill, reason: text(o.reason, 'reason', 500) };
  const skillFile = matching(o.skillFile, 'skillFile', SKILL_FILE, "a SKILL.md's path in the repository");
  const patch = text(o.patch, 'patch', 20_000);
  const change = suggestedChange(patch);
  if (!patch.startsWith(`diff --git a/${skillFile} b/${skillFile}\n`) || !change)
    throw new FieldError("patch is not caliper tune's patch of skillFile's description");
  if (o.line !== undefined && count(o.line, 'line') !== (change.startLine ?? change.line))
    throw new FieldError("line is not the patch's description line");
  return { kind: 'accepted', skill, skillFile, line: change.startLine ?? change.line, patch, test: heldOut(o.test) };
}

function heldOut(v: unknown): HeldOutTest {
  const o = obj(v, 'test');
  if (o.accepted !== true) throw new FieldError('test.accepted is not true');
  const byBackend = list(o.byBackend, 'test.byBackend', BACKEND_NAMES.length).map((b, i) => {
    const at = `test.byBackend[${i}]`;
    const x = obj(b, at);
    const rates = (side: string) => {
      const r = obj(x[side], `${at}.${side}`);
      const activation = rate(r.activation, `${at}.${side}.activation`);
      return { activation, falseActivation: rate(r.falseActivation, `${at}.${side}.falseActivation`) };
    };
    return {
      backend: oneOf(x.backend, BACKEND_NAMES, `${at}.backend`),
      before: rates('before'),
      after: rates('after'),
      activationFalls: pValue(x.activationFalls, `${at}.activationFalls`),
      falseActivationRises: pValue(x.falseActivationRises, `${at}.falseActivationRises`),
    };
  });
  return {
    byBackend,
    activationRises: pValue(o.activationRises, 'test.activationRises'),
    falseActivationFalls: pValue(o.falseActivationFalls, 'test.falseActivationFalls'),
    accepted: true,
    reason: text(o.reason, 'test.reason', 500),
  };
}
