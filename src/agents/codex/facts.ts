import { defineFacts } from '../agentFacts.js';
import { codexListing } from './listing.js';

/** Codex (`@openai/codex`) 0.171.0. It reads only the spec's fields from SKILL.md. */
export const codexFacts = defineFacts({
  name: 'codex',
  cli: 'Codex',
  folders: ['.codex'],
  skillRoots: ['.codex/skills', '.agents/skills'],
  frontMatter: {
    fields: [],
    hideFromModel:
      'add `agents/openai.yaml` to the skill with `policy: { ' +
      'allow_implicit_invocation: false }` (it stays invocable as `$name`)',
  },
  tools: {
    // Its stream records only command executions, whatever tool the model called.
    names: ['command_execution'],
    // Codex classifies each command itself (`parsed_cmd` in its rollout); its reads are kept on the call.
    readPaths: (call) => {
      const reads = (call.input as { reads?: unknown } | null)?.reads;
      const paths = Array.isArray(reads) ? reads.filter((r): r is string => typeof r === 'string') : [];
      return { paths, base: 'work' };
    },
  },
  listing: codexListing,
  // `[skills.bundled] enabled = false` in config.toml.
  bundledSkills: { policy: 'off' },
  modelHosts: ['api.openai.com:443'],
  // `codex exec resume --last`.
  resumes: true,
  namesItsDefaultModel: false,
  expandsPluginRoot: false,
  noTurnLimit: '`codex exec` takes no turn limit',
});
