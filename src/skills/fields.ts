import { AGENT_FACTS } from '../agents/facts.js';

/** Front matter fields of the Agent Skills spec, and the extensions each backend documents. */
export const SPEC_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'] as const;

/**
 * Top-level fields each CLI documents beyond the spec (its `facts.frontMatter.fields`; sources in
 * docs/rules.md), for the CLIs that document any.
 */
export const BACKEND_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  AGENT_FACTS.filter((f) => f.frontMatter.fields.length > 0).map((f) => [f.name, f.frontMatter.fields]),
);

/** `metadata.<key>` values a tool defines as something other than a string. */
export const BACKEND_METADATA_KEYS: Record<string, { tool: string; accepts: (value: unknown) => boolean }> = {
  ...Object.fromEntries(
    AGENT_FACTS.flatMap((f) =>
      f.frontMatter.metadataKey
        ? [[f.frontMatter.metadataKey.key, { tool: f.cli, accepts: f.frontMatter.metadataKey.accepts }]]
        : [],
    ),
  ),
  // The `skills` installer (vercel-labs/skills) hides a skill when `metadata.internal === true`.
  internal: { tool: 'the `skills` installer', accepts: (v) => typeof v === 'boolean' },
};

/**
 * Backends that do not honour `disable-model-invocation: true` (they list the skill and the agent may run
 * it unasked), with how to hide a skill there instead, by name.
 */
export const DISABLE_MODEL_INVOCATION_IGNORED_BY: Readonly<Record<string, string>> = Object.fromEntries(
  AGENT_FACTS.flatMap((f) =>
    f.frontMatter.hideFromModel === undefined ? [] : [[f.name, f.frontMatter.hideFromModel] as const],
  ).sort(([a], [b]) => (a < b ? -1 : 1)),
);

/**
 * The backends a skill at `dir` is meant for: undefined means every one. A skill kept under a folder only
 * some CLIs read (`.claude`, `.codex`: their `facts.folders`) is meant for those.
 */
export function intendedBackends(dir: string): readonly string[] | undefined {
  const top = dir
    .split('/')
    .find((segment) => AGENT_FACTS.some((f) => (f.folders as readonly string[]).includes(segment)));
  return top === undefined
    ? undefined
    : AGENT_FACTS.filter((f) => (f.folders as readonly string[]).includes(top)).map((f) => f.name);
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
