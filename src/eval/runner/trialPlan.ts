import type { Arm } from '../arms/arm.js';
import type { BackendName, EvalCase, EvalSpec } from '../spec/types.js';
import type { InstallableFile } from '../sandbox/installableFiles.js';
import type { PluginInstall } from '../sandbox/pluginFiles.js';
import type { TrialRecord } from '../../results/types.js';

/** A skill to install for a trial: its name (the install folder) and the files an install copies. */
export interface SkillInstall {
  name: string;
  files: InstallableFile[];
  /** For a skill of a plugin: the plugin files its text references, placed as the plugin has them. */
  plugin: PluginInstall | undefined;
  /** Over the skill's files and its plugin files. */
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
  /** `baseline`: the case with no skill installed (`installs` empty, no check about a skill). */
  arm: Arm;
  installs: SkillInstall[];
  fixtures: InstallableFile[];
  /** The spec's skill's files, in both arms, when a case starts a `command:` MCP server from them. */
  mcpFiles?: InstallableFile[];
  /** The spec's fingerprint (its text, its fixtures and every installed skill's content), for the result cache. */
  fingerprint: string;
  /** What a reader of this trial's result must know (a variable this backend does not expand). */
  notes: string[];
}

export function trialKey(skill: string, backend: string, caseId: string, trial: number, arm: Arm = 'skill'): string {
  return `${skill}|${backend}|${caseId}|${trial}${arm === 'baseline' ? '|baseline' : ''}`;
}

/** What names a trial in every record of it (finished, cancelled, or never started): its key and place. */
export function trialIdentity(
  plan: TrialPlan,
): Pick<TrialRecord, 'key' | 'skill' | 'backend' | 'caseId' | 'trial' | 'arm'> {
  return {
    key: plan.key,
    skill: plan.skill,
    backend: plan.backend,
    caseId: plan.evalCase.id,
    trial: plan.trial,
    ...(plan.arm === 'baseline' && { arm: plan.arm }),
  };
}
