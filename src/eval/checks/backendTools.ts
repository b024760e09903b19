import path from 'node:path';
import type { ToolCall } from '../backends/backend.js';
import type { BackendName } from '../spec/types.js';

/**
 * The tool names each backend's transcript can record (what its parser in src/eval/backends/ puts in
 * `toolCalls[].name`), for the pinned version of its CLI, and the files a call of it read. Codex's
 * stream records only command executions, whatever tool the model called; the other CLIs record their
 * own tool names. A test keeps these lists in step with the tools each CLI offers the scripted model.
 */
export interface BackendTools {
  tools: readonly string[];
  /** Paths a successful call read, as the call gave them (absolute, or relative to `base`). */
  readPaths(call: ToolCall): { paths: string[]; base: 'work' | { skill: string } };
}

const field = (call: ToolCall, ...names: string[]): string[] => {
  const input = (call.input ?? {}) as Record<string, unknown>;
  return names.flatMap((n) => (typeof input[n] === 'string' ? [input[n] as string] : []));
};

/** A read tool's path argument, for a tool named `tool`. */
const readTool = (tool: string, ...args: string[]) => (call: ToolCall) => ({ paths: call.name === tool ? field(call, ...args) : [], base: 'work' as const });

export const BACKEND_TOOLS: Record<BackendName, BackendTools> = {
  'claude-code': {
    tools: ['Agent', 'Bash', 'Edit', 'ListAgents', 'Read', 'ReportFindings', 'ScheduleWakeup', 'Skill', 'ToolSearch', 'Workflow', 'Write', 'CronCreate', 'CronDelete', 'CronList', 'EnterWorktree', 'ExitWorktree', 'Monitor', 'NotebookEdit', 'SendMessage', 'TaskStop', 'WebFetch', 'WebSearch'],
    readPaths: readTool('Read', 'file_path'),
  },
  codex: {
    tools: ['command_execution'],
    // Codex classifies each command itself (`parsed_cmd` in its rollout); its reads are kept on the call.
    readPaths: (call) => {
      const reads = (call.input as { reads?: unknown } | null)?.reads;
      return { paths: Array.isArray(reads) ? reads.filter((r): r is string => typeof r === 'string') : [], base: 'work' };
    },
  },
  pi: { tools: ['read', 'bash', 'edit', 'write'], readPaths: readTool('read', 'path') },
  hermes: {
    tools: ['browser_back', 'browser_click', 'browser_console', 'browser_get_images', 'browser_navigate', 'browser_press', 'browser_scroll', 'browser_snapshot', 'browser_type', 'browser_vision', 'clarify', 'delegate_task', 'execute_code', 'memory', 'patch', 'process', 'read_file', 'search_files', 'session_search', 'skill_manage', 'skill_view', 'skills_list', 'terminal', 'todo', 'vision_analyze', 'write_file'],
    readPaths: (call) => {
      // `skill_view {name, file_path}` reads a file of a skill, by its path inside the skill.
      const [name] = field(call, 'name');
      if (call.name === 'skill_view' && name !== undefined) return { paths: field(call, 'file_path'), base: { skill: name.split('/').pop()! } };
      return readTool('read_file', 'path')(call);
    },
  },
  opencode: { tools: ['bash', 'edit', 'glob', 'grep', 'read', 'skill', 'task', 'todowrite', 'webfetch', 'write'], readPaths: readTool('read', 'filePath') },
  'gemini-cli': {
    tools: ['update_topic', 'list_directory', 'read_file', 'grep_search', 'glob', 'replace', 'write_file', 'web_fetch', 'run_shell_command', 'list_background_processes', 'read_background_output', 'google_web_search', 'enter_plan_mode', 'invoke_agent', 'activate_skill'],
    readPaths: readTool('read_file', 'file_path', 'absolute_path'),
  },
};

/** Every absolute path the transcript's successful calls read, as written. */
export function readFiles(backend: BackendName, calls: readonly ToolCall[], dirs: { workDir: string; skillsRoot: string }): string[] {
  return calls.flatMap((call) => {
    if (!call.result?.ok) return [];
    const { paths, base } = BACKEND_TOOLS[backend].readPaths(call);
    const from = base === 'work' ? dirs.workDir : path.join(dirs.skillsRoot, base.skill);
    return paths.map((p) => path.resolve(from, p));
  });
}
