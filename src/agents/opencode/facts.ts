import { wholeListing } from '../../skills/listing/budgets.js';
import { defineFacts } from '../agentFacts.js';
import { readTool } from '../tools.js';

/** OpenCode (`opencode-ai`) 1.18.33. It reads only the spec's fields from SKILL.md. */
export const opencodeFacts = defineFacts({
  name: 'opencode',
  cli: 'OpenCode',
  folders: ['.claude', '.opencode'],
  skillRoots: ['.opencode/skills', '.opencode/skill', '.claude/skills', '.agents/skills'],
  frontMatter: {
    fields: [],
    hideFromModel: 'deny it in `permission.skill` of opencode.json (`"skill": { "<name>": "deny" }`)',
  },
  tools: {
    names: ['bash', 'edit', 'glob', 'grep', 'read', 'skill', 'task', 'todowrite', 'webfetch', 'write'],
    readPaths: readTool('read', 'filePath'),
  },
  listing: wholeListing(),
  // OpenCode 1.18.33 adds `customize-opencode` to every skill set (location `<built-in>`) with no switch
  // to leave it out: a permission rule denies it, so the model is never offered it and a call is refused,
  // but `opencode debug skill` (its discovery listing) still names it.
  bundledSkills: { policy: 'hidden', names: ['customize-opencode'] },
  modelHosts: [
    'api.anthropic.com:443',
    'api.openai.com:443',
    'generativelanguage.googleapis.com:443',
    'openrouter.ai:443',
  ],
  // `run --continue`.
  resumes: true,
  namesItsDefaultModel: false,
  expandsPluginRoot: false,
  noTurnLimit: 'caliper sets it none (its per-agent `steps` is not wired)',
});
