import { defineFacts } from '../agentFacts.js';
import { readTool, stringArgs } from '../tools.js';
import { hermesListing } from './listing.js';

/** Hermes Agent (`hermes-agent` on PyPI) 0.19.0. */
export const hermesFacts = defineFacts({
  name: 'hermes',
  cli: 'Hermes Agent',
  folders: ['.hermes'],
  skillRoots: ['.hermes/skills'],
  frontMatter: {
    // https://hermes-agent.nousresearch.com/docs/developer-guide/creating-skills
    fields: ['version', 'author', 'platforms', 'required_environment_variables'],
    hideFromModel: "list it under `skills.disabled` in the user's config.yaml (that also makes `skill_view` refuse it)",
    // Hermes keeps tags and related skills in a map.
    metadataKey: { key: 'hermes', accepts: (v) => v !== null && typeof v === 'object' && !Array.isArray(v) },
  },
  tools: {
    names: [
      'browser_back',
      'browser_click',
      'browser_console',
      'browser_get_images',
      'browser_navigate',
      'browser_press',
      'browser_scroll',
      'browser_snapshot',
      'browser_type',
      'browser_vision',
      'clarify',
      'delegate_task',
      'execute_code',
      'memory',
      'patch',
      'process',
      'read_file',
      'search_files',
      'session_search',
      'skill_manage',
      'skill_view',
      'skills_list',
      'terminal',
      'todo',
      'vision_analyze',
      'write_file',
    ],
    readPaths: (call) => {
      // `skill_view {name, file_path}` reads a file of a skill, by its path inside the skill.
      const [name] = stringArgs(call, 'name');
      if (call.name === 'skill_view' && name !== undefined) {
        return { paths: stringArgs(call, 'file_path'), base: { skill: name.split('/').pop()! } };
      }
      return readTool('read_file', 'path')(call);
    },
  },
  listing: hermesListing,
  // The `.no-bundled-skills` marker (the wheel ships none).
  bundledSkills: { policy: 'off' },
  modelHosts: [
    'openrouter.ai:443',
    'api.openai.com:443',
    'api.anthropic.com:443',
    'inference-api.nousresearch.com:443',
  ],
  // Its resume is not wired.
  resumes: false,
  namesItsDefaultModel: false,
  expandsPluginRoot: false,
  noTurnLimit: '`-z` takes no turn limit (it stops after 90 iterations of its own)',
  noMcp:
    'hermes-agent 0.19.0 has an MCP client only with its optional `mcp` extra, which caliper does not install, ' +
    'and without it offers no MCP tool and says nothing',
});
