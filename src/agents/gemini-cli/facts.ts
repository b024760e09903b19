import { wholeListing } from '../../skills/listing/budgets.js';
import { defineFacts } from '../agentFacts.js';
import { readTool } from '../tools.js';

/** Gemini CLI (`@google/gemini-cli`) 0.61.0. It reads only the spec's fields from SKILL.md. */
export const geminiCliFacts = defineFacts({
  name: 'gemini-cli',
  cli: 'Gemini CLI',
  folders: ['.gemini'],
  skillRoots: ['.gemini/skills'],
  frontMatter: {
    fields: [],
    hideFromModel: "list it under `skills.disabled` in the user's settings.json (that also removes it from `/name`)",
  },
  tools: {
    names: [
      'update_topic',
      'list_directory',
      'read_file',
      'grep_search',
      'glob',
      'replace',
      'write_file',
      'web_fetch',
      'run_shell_command',
      'list_background_processes',
      'read_background_output',
      'google_web_search',
      'enter_plan_mode',
      'invoke_agent',
      'activate_skill',
    ],
    readPaths: readTool('read_file', 'file_path', 'absolute_path'),
  },
  listing: wholeListing(),
  // `skills.disabled` in settings.json.
  bundledSkills: { policy: 'off' },
  modelHosts: ['generativelanguage.googleapis.com:443'],
  // `--resume latest`.
  resumes: true,
  namesItsDefaultModel: false,
  expandsPluginRoot: false,
});
