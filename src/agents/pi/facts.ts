import { wholeListing } from '../../skills/listing/budgets.js';
import { defineFacts } from '../agentFacts.js';
import { readTool } from '../tools.js';

/** pi (`@mariozechner/pi-coding-agent`) 0.73.1. */
export const piFacts = defineFacts({
  name: 'pi',
  cli: 'pi',
  folders: ['.pi'],
  skillRoots: ['.pi/skills'],
  frontMatter: {
    // docs/skills.md of badlogic/pi-mono (packages/coding-agent)
    fields: ['disable-model-invocation'],
    hideFromModel: undefined,
  },
  tools: { names: ['read', 'bash', 'edit', 'write'], readPaths: readTool('read', 'path') },
  listing: wholeListing(true),
  // pi ships no skills.
  bundledSkills: { policy: 'off' },
  modelHosts: [
    'api.openai.com:443',
    'api.anthropic.com:443',
    'generativelanguage.googleapis.com:443',
    'openrouter.ai:443',
  ],
  // It runs with `--no-session`.
  resumes: false,
  namesItsDefaultModel: false,
  expandsPluginRoot: false,
  noTurnLimit: 'it has no turn limit',
  noMcp:
    'pi 0.73.1 has no MCP client ("No MCP", its README says: only an extension adds one, ' +
    'and caliper runs it with --no-extensions)',
});
