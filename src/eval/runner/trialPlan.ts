import type { BackendName, EvalCase, EvalSpec } from '../spec/types.js';
import type { InstallableFile } from '../sandbox/installableFiles.js';

/** A skill to install for a trial: its name (the install folder) and the files an install copies. */
export interface SkillInstall {
  name: string;
  files: InstallableFile[];
  sha256: string;
}

/** Everything one trial needs, decided before any trial runs. */
export interface TrialPlan {
  key: string;
  skill: string;
  backend: BackendName;
  spec: EvalSpec;
  evalCase: EvalCase;
  trial: number;
  installs: SkillInstall[];
  fixtures: InstallableFile[];
  /** The spec's fingerprint (its text and every installed skill's content), for the result cache. */
  fingerprint: string;
}

export function trialKey(skill: string, backend: string, caseId: string, trial: number): string {
  return `${skill}|${backend}|${caseId}|${trial}`;
}
