import path from 'node:path';
import type { SandboxPaths } from '../sandbox/paths.js';

/**
 * Force-load puts skill files here, outside every CLI's native roots: references resolve, but nothing
 * is discovered, so no CLI can also load the skill its own way.
 */
export function forcedSkillsDir(sandbox: SandboxPaths): string {
  return path.join(sandbox.root, 'skill-files');
}

/** Arguments over this size are refused by the kernel (MAX_ARG_STRLEN is 128 KiB); stay well under. */
export const MAX_FORCED_PROMPT_BYTES = 96 * 1024;

/**
 * The prompt of a force-load trial: the skill body as a directive, then the task. It is plain text in
 * the user's turn: no tool of ours, no imitation of a CLI's own skill loading.
 */
export function renderForcedPrompt(skill: { name: string; dir: string; body: string }, task: string): string {
  return [
    `Follow the skill below to do the task. Its files are in ${skill.dir}; ` +
      `resolve the relative paths it mentions against that folder.`,
    '',
    `<skill name="${skill.name}" dir="${skill.dir}">`,
    skill.body.trim(),
    '</skill>',
    '',
    `Task: ${task}`,
  ].join('\n');
}

/** The inverse, for the scripted model: the forced skill of a prompt, if it has one. */
export function parseForcedPrompt(prompt: string): { name: string; dir: string; body: string } | undefined {
  const m = /<skill name="([^"]+)" dir="([^"]+)">\n([\s\S]*?)\n<\/skill>/.exec(prompt);
  return m ? { name: m[1]!, dir: m[2]!, body: m[3]! } : undefined;
}
