import { defineFacts } from '../agentFacts.js';
import { readTool } from '../tools.js';
import { claudeCodeListing } from './listing.js';

/** Claude Code (`@anthropic-ai/claude-code`) 2.1.332. */
export const claudeCodeFacts = defineFacts({
  name: 'claude-code',
  cli: 'Claude Code',
  folders: ['.claude'],
  skillRoots: ['.claude/skills'],
  frontMatter: {
    // https://code.claude.com/docs/en/skills#frontmatter-reference
    fields: [
      'when_to_use',
      'argument-hint',
      'arguments',
      'disable-model-invocation',
      'user-invocable',
      'model',
      'effort',
      'context',
      'agent',
      'hooks',
      'paths',
      'shell',
    ],
    hideFromModel: undefined,
  },
  tools: {
    names: [
      'Agent',
      'Bash',
      'Edit',
      'ListAgents',
      'Read',
      'ReportFindings',
      'ScheduleWakeup',
      'Skill',
      'ToolSearch',
      'Workflow',
      'Write',
      'CronCreate',
      'CronDelete',
      'CronList',
      'EnterWorktree',
      'ExitWorktree',
      'Monitor',
      'NotebookEdit',
      'SendMessage',
      'TaskStop',
      'WebFetch',
      'WebSearch',
    ],
    readPaths: readTool('Read', 'file_path'),
  },
  listing: claudeCodeListing,
  // CLAUDE_CODE_DISABLE_BUNDLED_SKILLS=1, and settings.json for what it leaves (run.ts).
  bundledSkills: { policy: 'off' },
  modelHosts: ['api.anthropic.com:443'],
  // `-p --continue`: the most recent conversation of the working folder.
  resumes: true,
  namesItsDefaultModel: true,
  expandsPluginRoot: true,
});
