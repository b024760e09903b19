import { validateAgainst, type JsonSchema, type SchemaProblem } from './jsonSchema.js';
import { evalSpecSchema } from './schema.js';
import { MCP_PATTERN_MEANINGS } from '../mcp/schema.js';

export type { SchemaProblem };

/** The schema's patterns, as the rule a person reads instead of the regular expression. */
const PATTERN_MEANINGS: Record<string, string> = {
  ...MCP_PATTERN_MEANINGS,
  [evalSpecSchema.definitions.skillName.pattern]:
    'a skill name (lowercase letters, digits and single hyphens, like `pdf-tools`)',
  [evalSpecSchema.definitions.case.properties.id.pattern]:
    'an id of letters, digits, `.`, `_` and `-` that starts with a letter or digit',
};

/** One readable problem per location where a spec departs from `schemas/eval-spec.schema.json`. */
export function schemaProblems(value: unknown): SchemaProblem[] {
  return validateAgainst(evalSpecSchema as unknown as JsonSchema, value, { patternMeanings: PATTERN_MEANINGS });
}

/** The problems of one value against one of the schema's definitions (`check`, `skillName`, `case`). */
export function definitionProblems(
  definition: keyof typeof evalSpecSchema.definitions,
  value: unknown,
): SchemaProblem[] {
  return validateAgainst({ ...(evalSpecSchema as unknown as JsonSchema), $ref: `#/definitions/${definition}` }, value, {
    patternMeanings: PATTERN_MEANINGS,
  });
}
