import type { Action, Conversation, ListedSkill } from './conversation.js';
import { parseForcedPrompt } from '../eval/disciplines/forceLoad.js';
import { chooseSkill } from './matching.js';
import { mcpBlockCalls } from './mcpCalls.js';

/** How one CLI lets a model choose a skill, see its body, read files and run commands. */
export interface Dialect {
  /** The tool call that activates a listed skill. */
  activate(skill: ListedSkill): Action;
  /** After activation: the loaded skill (its folder, body, and the turn that delivered it), 'failed', or undefined. */
  loadedSkill(conversation: Conversation): LoadedSkill | 'failed' | undefined;
  read(path: string): Action;
  shell(command: string): Action;
}

export interface LoadedSkill {
  dir: string;
  body: string;
  /** Index in `conversation.turns` of the turn that delivered the body; later tool results are steps. */
  turn: number;
}

/**
 * The scripted model's whole behaviour, deterministic and stateless (everything comes from the request):
 * 1. choose the listed skill whose description best matches the prompt, or answer directly (unless the
 *    CLI already expanded an explicit invocation, or the prompt carries a force-loaded body);
 * 2. once the skill is loaded, read the files its body links to, then run its fenced `bash` blocks and
 *    call the MCP tools of its `mcp` blocks, in the body's order (at
 *    most MAX_LINKED_READS files, each once, and MAX_STEPS steps: within the default turn limit);
 * 3. answer "done".
 */
export function nextAction(conversation: Conversation, dialect: Dialect): Action {
  const loaded = dialect.loadedSkill(conversation) ?? forcedSkill(conversation);
  if (loaded === 'failed') return { kind: 'text', text: 'The skill could not be loaded, so I stopped.' };
  if (loaded === undefined) {
    if (conversation.turns.some((t) => t.role === 'assistant' && t.toolUses.length > 0))
      return { kind: 'text', text: 'done' };
    const skill = chooseSkill(conversation.prompt, conversation.listedSkills);
    return skill ? dialect.activate(skill) : { kind: 'text', text: 'I can answer that without a skill.' };
  }
  const steps = planSteps(loaded.dir, loaded.body, dialect, conversation.tools);
  const done = conversation.turns.slice(loaded.turn + 1).filter((t) => t.role === 'tool-result').length;
  return steps[done] ?? { kind: 'text', text: 'done' };
}

/**
 * A markdown link: its text holds no bracket and its target no `[`, so each scan stops where the next
 * link could start and a body of brackets costs linear time (the unbounded `[^\]]*` was quadratic).
 */
const LINK = /\[[^[\]]{0,500}\]\(([^[)\s#]{1,500})\)/g;
/**
 * A fenced bash or mcp block (`SERVER TOOL {json}` lines); white space after the language stops at the
 * line's end (`\s*` backtracked over blank lines).
 */
const STEP_BLOCK = /^```(bash|sh|mcp)[^\S\n]*\n([\s\S]*?)^```/gm;

/**
 * Files of a skill's links the scripted model reads, and steps it takes in all, as a model that reads
 * what it needs would: a body linking 54 references (UiPath's uipath-platform) once read them all and
 * ran into Claude Code's 30-turn limit (issue #36). With the Skill call and the answer: 22 turns at most.
 */
export const MAX_LINKED_READS = 8;
export const MAX_STEPS = 20;

/**
 * The body's markdown links to relative files (read first, each once), then its fenced bash blocks (run)
 * and mcp blocks (each line a call of a tool of `offered`, the CLI's tools), in order.
 */
export function planSteps(dir: string, body: string, dialect: Dialect, offered: readonly string[] = []): Action[] {
  const targets = new Set<string>();
  for (const m of body.matchAll(LINK)) {
    if (targets.size === MAX_LINKED_READS) break;
    const target = m[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    targets.add(target.replace(/^\.\//, ''));
  }
  const reads = [...targets].map((target) => dialect.read(`${dir}/${target}`));
  const commands: Action[] = [];
  for (const m of body.matchAll(STEP_BLOCK)) {
    if (reads.length + commands.length >= MAX_STEPS) break;
    const block =
      m[1] === 'mcp' ? mcpBlockCalls(m[2]!, offered) : [dialect.shell(resolveSkillPaths(m[2]!.trim(), dir))];
    commands.push(...block);
  }
  return [...reads, ...commands].slice(0, MAX_STEPS);
}

/** Paths into the skill's own folders resolve against the skill, as a model reading the body would do. */
export function resolveSkillPaths(command: string, dir: string): string {
  return command.replace(/(^|[\s"'=])((?:scripts|references|assets|templates)\/)/g, `$1${dir}/$2`);
}

/** A force-load prompt carries the body itself: it counts as loaded before the first turn. */
function forcedSkill(conversation: Conversation): LoadedSkill | undefined {
  const forced = parseForcedPrompt(conversation.prompt);
  return forced && { dir: forced.dir, body: forced.body, turn: -1 };
}
