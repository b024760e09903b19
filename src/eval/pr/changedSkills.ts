import { createHash } from 'node:crypto';
import path from 'node:path';
import { dependencyClosure } from '../../skills/dependencies.js';
import type { ValidationReport } from '../../skills/validateRepository.js';
import type { Alongside } from '../runner/alongside.js';
import { planTrials, prepareSpecs } from '../runner/plan.js';
import { hashFiles, installableFiles, InstallRefused } from '../sandbox/installableFiles.js';
import { BACKEND_NAMES } from '../spec/schema.js';
import { readTrialText } from '../../util/trialFiles.js';
import { EVAL_SPEC_MAX_BYTES } from '../spec/readSpec.js';

/**
 * Skills whose eval a pull request changes: the spec, the skill, or anything in its installed closure
 * (so a skill that depends on an edited skill counts too), and skills that appear or disappear. With
 * `alongside`, the skills installed next to each spec's own are part of what it measures: a neighbour
 * whose description changed may now take the subject's prompts, so the subject's eval changed too.
 * A skill with a spec that cannot run (its own errors) counts as changed when its files, its spec or a
 * skill it depends on did: it is not evaluated, and the run must say so rather than see nothing.
 */
export function changedSkills(base: ValidationReport, head: ValidationReport, alongside?: Alongside): string[] {
  const before = fingerprints(base, alongside);
  const after = fingerprints(head, alongside);
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

function fingerprints(report: ValidationReport, alongside: Alongside | undefined): Map<string, string> {
  const out = unpreparedFingerprints(report);
  if (!alongside) {
    for (const [name, p] of prepareSpecs(report).prepared) out.set(name, p.fingerprint);
    return out;
  }
  // The plan's own fingerprints, neighbours included: one trial per spec is enough to read them.
  const plan = planTrials(report, {
    backends: BACKEND_NAMES,
    discipline: 'install-discover',
    defaultTrials: 1,
    trials: 1,
    skills: undefined,
    cases: undefined,
    alongside,
  });
  const planned = new Set<string>();
  for (const t of plan.trials) {
    if (t.arm !== 'skill' || planned.has(t.skill)) continue;
    planned.add(t.skill);
    out.set(t.skill, t.fingerprint);
  }
  return out;
}

/**
 * A fingerprint for each skill that has a spec file but no eval the planner can prepare: over the spec's
 * text, every file of its folder (fixtures too) and the files of the skills it depends on.
 */
function unpreparedFingerprints(report: ValidationReport): Map<string, string> {
  const { prepared } = prepareSpecs(report);
  const byName = new Map(report.skills.map((s) => [s.name, s]));
  // Skills share dependencies: each folder is hashed once.
  const hashes = new Map<string, string>();
  const folderHash = (name: string): string => {
    let hash = hashes.get(name);
    if (hash === undefined) hashes.set(name, (hash = hashFolder(report.root, byName.get(name)?.path)));
    return hash;
  };
  const out = new Map<string, string>();
  for (const skill of report.skills) {
    if (skill.evalSpec === undefined || prepared.has(skill.name) || out.has(skill.name)) continue;
    const closure = dependencyClosure([skill.name], (n) => byName.get(n)?.dependencies.map((d) => d.name));
    // Read as a trial's files are: a spec that is a link out of the repository, or no regular file, reads as nothing.
    const spec = readTrialText(report.root, skill.evalSpec, EVAL_SPEC_MAX_BYTES) ?? '';
    const hash = createHash('sha256').update('unprepared\0').update(spec).update('\0');
    for (const name of closure) hash.update(name).update('\0').update(folderHash(name)).update('\0');
    out.set(skill.name, hash.digest('hex'));
  }
  return out;
}

/** Every file of a skill's folder (its fixtures too), or what keeps it from being read. */
function hashFolder(root: string, folder: string | undefined): string {
  if (folder === undefined) return 'absent';
  try {
    return hashFiles(installableFiles(path.join(root, folder), () => false));
  } catch (error) {
    if (!(error instanceof InstallRefused)) throw error;
    return `refused: ${error.message}`;
  }
}
