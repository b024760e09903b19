import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activation, Discipline } from '../../results/types.js';
import { skillBody } from '../../skills/frontmatter.js';
import type { Agent, Transcript } from '../../agents/agent.js';
import type { TrialPlan } from '../runner/trialPlan.js';
import type { SandboxPaths } from '../sandbox/paths.js';
import { forcedSkillsDir, MAX_FORCED_PROMPT_BYTES, renderForcedPrompt } from './forceLoad.js';

export interface TrialInput {
  /** Where the trial's skills are copied. */
  skillsRoot: string;
  prompt: string;
  /** Whether the CLI must have listed every installed skill (not under force-load: nothing is discovered). */
  expectDiscovery: boolean;
}

/** Where a discipline puts the skills and what it asks the agent. Throws on a body too large to pass. */
export function trialInput(discipline: Discipline, backend: Agent, plan: TrialPlan, sandbox: SandboxPaths): TrialInput {
  const prompt = plan.evalCase.prompt;
  // The baseline arm installs nothing: the prompt as the spec wrote it, and nothing to have discovered.
  if (plan.arm === 'baseline') return { skillsRoot: backend.run.skillsRoot(sandbox), prompt, expectDiscovery: false };
  switch (discipline) {
    case 'install-discover':
      return { skillsRoot: backend.run.skillsRoot(sandbox), prompt, expectDiscovery: true };
    case 'explicit':
      // The invocation is the prompt's first character: CLIs expand it only there.
      return {
        skillsRoot: backend.run.skillsRoot(sandbox),
        prompt: `${backend.run.explicit!.invocation(plan.skill)} ${prompt}`,
        expectDiscovery: true,
      };
    case 'force-load': {
      const root = forcedSkillsDir(sandbox);
      const subject = plan.installs.find((i) => i.name === plan.skill);
      const skillMd = subject?.files.find((f) => f.rel === 'SKILL.md');
      if (!skillMd) throw new Error(`${plan.skill} has no SKILL.md to force-load`);
      const body = skillBody(readFileSync(skillMd.source, 'utf8'));
      const rendered = renderForcedPrompt({ name: plan.skill, dir: path.join(root, plan.skill), body }, prompt);
      if (Buffer.byteLength(rendered) > MAX_FORCED_PROMPT_BYTES) {
        throw new Error(
          `${plan.skill}'s body is too large to force-load as a prompt argument ` +
            `(over ${MAX_FORCED_PROMPT_BYTES / 1024} KiB); shorten it or move ` +
            `detail into references`,
        );
      }
      return { skillsRoot: root, prompt: rendered, expectDiscovery: false };
    }
  }
}

/** Each installed skill's activation, read the way the discipline says. */
export function trialActivations(input: {
  discipline: Discipline;
  backend: Agent;
  transcript: Transcript;
  stdout: string;
  sandbox: SandboxPaths;
  skillsRoot: string;
  installed: readonly string[];
}): Record<string, Activation> {
  const { discipline, backend, installed } = input;
  const activations: Record<string, Activation> = {};
  if (discipline === 'force-load') {
    for (const name of installed) activations[name] = 'not-measured';
    return activations;
  }
  const activated = backend.transcript.activatedSkills(input.transcript, input.skillsRoot);
  if (discipline === 'explicit')
    for (const name of backend.transcript.explicitlyLoaded!(input.sandbox, input.stdout)) activated.add(name);
  for (const name of installed) activations[name] = activated.has(name) ? 'activated' : 'not-activated';
  return activations;
}
