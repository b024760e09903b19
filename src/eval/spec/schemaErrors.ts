import { validateAgainst, type JsonSchema, type SchemaProblem } from './jsonSchema.js';
import { evalSpecSchema } from './schema.js';

export type { SchemaProblem };

/** One readable problem per location where a spec departs from `schemas/eval-spec.schema.json`. */
export function schemaProblems(value: unknown): SchemaProblem[] {
  return validateAgainst(evalSpecSchema as unknown as JsonSchema, value);
}
