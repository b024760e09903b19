import { wholeListing } from '../../skills/listing/budgets.js';
import { defineFacts } from '../agentFacts.js';
import { readTool } from '../tools.js';

/** GitHub Copilot CLI (`@github/copilot`) 1.0.102 (docs/internals/copilot-cli.md). */
export const copilotFacts = defineFacts({
  name: 'copilot',
  cli: 'Copilot CLI',
  folders: ['.github', '.copilot'],
  skillRoots: ['.github/skills', '.agents/skills', '.claude/skills'],
  frontMatter: {
    // docs.github.com "Creating agent skills for GitHub Copilot CLI": the spec's fields, and
    // `disable-model-invocation`, which it honours (the skill is loaded, never listed).
    fields: ['disable-model-invocation', 'user-invocable', 'allowed-tools'],
    hideFromModel: undefined,
  },
  tools: {
    names: [
      'bash',
      'read_bash',
      'stop_bash',
      'list_bash',
      'view',
      'create',
      'edit',
      'skill',
      'sql',
      'session_store_sql',
      'read_agent',
      'list_agents',
      'write_agent',
      'grep',
      'glob',
      'task',
      'fetch_copilot_cli_documentation',
    ],
    readPaths: readTool('view', 'path'),
  },
  // It lists every description whole in `<available_skills>`, with no budget it documents.
  listing: wholeListing(true),
  // Its builtins (customize-cloud-agent, github-pr-media) are turned off by name in settings.json
  // (`disabledSkills`): still in its own `session.skills_loaded` (enabled: false), never listed.
  bundledSkills: { policy: 'hidden', names: ['customize-cloud-agent', 'github-pr-media'] },
  // With a real model it is pointed at a provider (COPILOT_PROVIDER_BASE_URL): OpenAI's or Anthropic's API.
  modelHosts: ['api.openai.com:443', 'api.anthropic.com:443'],
  // `--continue` resumes the one session of its fresh COPILOT_HOME.
  resumes: true,
  namesItsDefaultModel: false,
  expandsPluginRoot: false,
  noTurnLimit: 'it has no `--max-turns` (`--max-autopilot-continues` is for `--autopilot` only)',
});
