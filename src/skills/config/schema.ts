import { RULE_IDS } from '../rules.js';

export const RULE_SETTINGS = ['off', 'warning', 'error'] as const;
export type RuleSetting = (typeof RULE_SETTINGS)[number];
export const INLINE_DISABLE = ['warnings', 'all', 'none'] as const;
export const NOT_EVALUATED = ['error', 'warning'] as const;

const globList = (description: string) =>
  ({ description, type: 'array', items: { type: 'string', minLength: 1 } }) as const;

/**
 * JSON Schema of `.github/caliper.yml` (`schemas/caliper-config.schema.json` is this object, checked by
 * a test). The owners section is read by the owners gate, the validate section by `validate`.
 */
export const caliperConfigSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'caliper-config.schema.json',
  title: 'caliper repository configuration (.github/caliper.yml), read from the base commit of a pull request',
  type: 'object',
  additionalProperties: false,
  properties: {
    owners: {
      description: 'Policy of the owners gate (docs/owners.md).',
      type: 'object',
      additionalProperties: false,
      properties: {
        allow_unowned: { description: 'A skill path without owners passes (default false).', type: 'boolean' },
        extra_globs: globList('More paths to treat as skill paths.'),
        required_approvals: {
          description: 'More than one owner approval for some paths.',
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['pattern', 'count'],
            properties: { pattern: { type: 'string', minLength: 1 }, count: { type: 'integer', minimum: 1 } },
          },
        },
      },
    },
    validate: {
      description: 'How `caliper validate` judges this repository (docs/rules.md#configuration).',
      type: 'object',
      additionalProperties: false,
      properties: {
        rules: {
          description: 'Severity per rule id: off, warning or error.',
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(RULE_IDS.map((id) => [id, { enum: RULE_SETTINGS }])),
        },
        ignore: globList('Paths validate skips (same globs as --ignore).'),
        commands: globList('Folders whose .md files are slash commands on purpose: no lone-command-file there.'),
        'installed-together': {
          description:
            'Sets of skills users install together, each a list of globs of skill ' +
            "folders: listing-budget checks each set against the CLIs' listing " +
            'budgets (default: the repository, each plugin apart).',
          type: 'array',
          items: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
        },
        'inline-disable': {
          description:
            'Which findings `<!-- caliper-disable … -->` comments in a SKILL.md ' +
            'may silence: warnings (default), all, or none.',
          enum: INLINE_DISABLE,
        },
        'not-evaluated': {
          description:
            'A skill with an eval spec that its own validation errors keep from an ' +
            'eval (its plan line says "not evaluated"): error (default) fails ' +
            "caliper eval and the Action's step; warning still lists it in the " +
            'plan, the score table, the job summary and the PR comment, and passes.',
          enum: NOT_EVALUATED,
        },
      },
    },
  },
} as const;
