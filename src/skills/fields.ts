/** Front matter fields of the Agent Skills spec, and the extensions each backend documents. */
export const SPEC_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'] as const;

/**
 * Top-level fields each CLI documents beyond the spec, from its current documentation (sources in
 * docs/rules.md). Codex, Gemini CLI and OpenCode read only spec fields from SKILL.md.
 */
export const BACKEND_FIELDS: Record<string, readonly string[]> = {
  // https://code.claude.com/docs/en/skills#frontmatter-reference
  'claude-code': [
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
  // pi: docs/skills.md of badlogic/pi-mono (packages/coding-agent)
  pi: ['disable-model-invocation'],
  // https://hermes-agent.nousresearch.com/docs/developer-guide/creating-skills
  hermes: ['version', 'author', 'platforms', 'required_environment_variables'],
};

/** `metadata.<key>` values a tool defines as something other than a string. */
export const BACKEND_METADATA_KEYS: Record<string, { tool: string; accepts: (value: unknown) => boolean }> = {
  // Hermes keeps tags and related skills in a map.
  hermes: { tool: 'Hermes Agent', accepts: (v) => v !== null && typeof v === 'object' && !Array.isArray(v) },
  // The `skills` installer (vercel-labs/skills) hides a skill when `metadata.internal === true`.
  internal: { tool: 'the `skills` installer', accepts: (v) => typeof v === 'boolean' },
};

/**
 * Backends that do not honour `disable-model-invocation: true` (they list the skill and the agent may run
 * it unasked), with how to hide a skill there instead. Each entry is what an e2e test saw the real CLI do.
 */
export const DISABLE_MODEL_INVOCATION_IGNORED_BY: Record<string, string> = {
  codex: 'add `agents/openai.yaml` to the skill with `policy: { allow_implicit_invocation: false }` (it stays invocable as `$name`)',
  'gemini-cli': "list it under `skills.disabled` in the user's settings.json (that also removes it from `/name`)",
  hermes: "list it under `skills.disabled` in the user's config.yaml (that also makes `skill_view` refuse it)",
  opencode: 'deny it in `permission.skill` of opencode.json (`"skill": { "<name>": "deny" }`)',
};

/**
 * Folders only some CLIs read. A skill kept under one is meant for those; anywhere else (`skills/`,
 * `.agents/skills`) it is meant for any agent.
 */
const CLI_FOLDERS: Record<string, readonly string[]> = {
  '.claude': ['claude-code', 'opencode'],
  '.opencode': ['opencode'],
  '.pi': ['pi'],
  '.gemini': ['gemini-cli'],
  '.codex': ['codex'],
  '.hermes': ['hermes'],
};

/** The backends a skill at `dir` is meant for: undefined means every one. */
export function intendedBackends(dir: string): readonly string[] | undefined {
  const top = dir.split('/').find((segment) => segment in CLI_FOLDERS);
  return top === undefined ? undefined : CLI_FOLDERS[top];
}

export const BOOLEAN_FIELDS = ['disable-model-invocation', 'user-invocable'];

export function backendsDefining(field: string): string[] {
  return Object.entries(BACKEND_FIELDS)
    .filter(([, fields]) => fields.includes(field))
    .map(([backend]) => backend);
}

export const KNOWN_FIELDS: readonly string[] = [...new Set([...SPEC_FIELDS, ...Object.values(BACKEND_FIELDS).flat()])];

export const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const NAME_MAX = 64;
export const DESCRIPTION_MAX = 1024;
export const COMPATIBILITY_MAX = 500;
