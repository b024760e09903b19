import type { JsonObject } from './types.js';

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);

/** A full JSON Schema, as opposed to the short form `{ id: string }`. */
function isFullSchema(input: JsonObject): boolean {
  return input.type === 'object' || 'properties' in input || '$schema' in input;
}

/**
 * A tool's `input:` (or `expect:`) as a JSON Schema: a full schema as given, else the short form, where
 * each key is an argument (optional when it ends in `?`) and its value a type name or a JSON Schema.
 * The error says which argument is neither.
 */
export function toInputSchema(input: JsonObject): { schema: JsonObject } | { error: string } {
  if (isFullSchema(input)) return { schema: input };
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const optional = key.endsWith('?');
    const name = optional ? key.slice(0, -1) : key;
    if (typeof value === 'string' && TYPES.has(value)) properties[name] = { type: value };
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) properties[name] = value;
    else
      return {
        error:
          `argument \`${key}\` is ${JSON.stringify(value)}, neither a type ` +
          `(${[...TYPES].join(', ')}) nor a JSON Schema`,
      };
    if (!optional) required.push(name);
  }
  return { schema: { type: 'object', properties, ...(required.length > 0 && { required }) } };
}
