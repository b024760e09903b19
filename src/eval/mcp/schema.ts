/**
 * The `mcp:` section of `.eval.yaml` and the `mcp_call` check, as JSON Schema definitions that
 * `evalSpecSchema` includes. What the schema cannot say (exactly one of `tools`, `command`, `npm`; a
 * command inside the skill; a pinned package; an answer for a listed tool) is checked in `findings.ts`.
 */
export const MCP_SERVER_NAME = '^[A-Za-z0-9][A-Za-z0-9_-]*$';
export const MCP_TOOL_NAME = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';
/** `SERVER/TOOL`, as a check names a call. */
export const MCP_CALL = '^[A-Za-z0-9][A-Za-z0-9_-]*/[A-Za-z0-9][A-Za-z0-9_.-]*$';

const text = { type: 'string', minLength: 1, maxLength: 20000 } as const;
const call = { type: 'string', pattern: MCP_CALL, maxLength: 130 } as const;

/** A map whose keys match `pattern` and whose values are each a `definition`. */
const namedMap = <D extends string>(pattern: string, definition: D) =>
  ({
    type: 'object',
    propertyNames: { type: 'string', pattern, maxLength: 64 },
    additionalProperties: { $ref: `#/definitions/${definition}` },
  }) as const;
const argsMap = { type: 'object' } as const;

export const mcpDefinitions = {
  mcpServers: {
    description:
      'MCP servers the agent is given, by name: a mock (`tools:`), a command ' +
      'in the skill (`command:`) or a pinned npm package (`npm:`).',
    ...namedMap(MCP_SERVER_NAME, 'mcpServer'),
  },
  mcpServer: {
    type: 'object',
    additionalProperties: false,
    properties: {
      tools: {
        description: "A mock server's tools, by name, as the agent sees them, with what each answers.",
        ...namedMap(MCP_TOOL_NAME, 'mcpTool'),
      },
      answers: {
        description:
          "A mock's answers by tool name, instead of the tools' own (a case's `mcp:` gives its own this way).",
        type: 'object',
        additionalProperties: { $ref: '#/definitions/mcpAnswers' },
      },
      command: {
        description:
          'A stdio server in the skill: an interpreter (`node`, `python3`) and a ' +
          'script, or an executable, relative to the skill; then its arguments.',
        type: 'array',
        minItems: 1,
        maxItems: 32,
        items: { type: 'string', minLength: 1, maxLength: 1024 },
      },
      npm: {
        description: 'A stdio server from npm, pinned: `name@1.2.3`.',
        type: 'string',
        minLength: 1,
        maxLength: 214,
      },
      args: {
        description: 'Arguments of the `npm:` server.',
        type: 'array',
        maxItems: 32,
        items: { type: 'string', maxLength: 1024 },
      },
    },
  },
  mcpTool: {
    type: 'object',
    additionalProperties: false,
    required: ['description'],
    properties: {
      description: { description: 'What the agent reads about the tool.', ...text },
      input: {
        description: 'Its arguments: short form (`{ id: string, note?: string }`) or a JSON Schema (`type: object`).',
        type: 'object',
      },
      answer: { description: 'What the tool returns to every call.', ...text },
      answers: { $ref: '#/definitions/mcpAnswers' },
      expect: {
        description:
          'What the arguments must be (short form or JSON Schema); a call that ' +
          'departs is answered and recorded as a violation.',
        type: 'object',
      },
    },
  },
  mcpAnswers: {
    description:
      'What the tool returns: one text, or the first of these whose `match:` ' +
      '(a subset of the arguments) fits; one without `match:` fits every ' +
      'call.',
    oneOf: [
      text,
      {
        type: 'array',
        minItems: 1,
        maxItems: 50,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['answer'],
          properties: { match: argsMap, answer: text },
        },
      },
    ],
  },
  orderedTool: {
    description: "A tool by the CLI's own name, or an MCP server's tool as `{ mcp_call: SERVER/TOOL }`.",
    oneOf: [
      { type: 'string', minLength: 1, maxLength: 100 },
      {
        type: 'object',
        additionalProperties: false,
        required: ['mcp_call'],
        properties: { mcp_call: call },
      },
    ],
  },
  mcpCall: {
    description:
      "The agent called this MCP tool (`SERVER/TOOL`), by caliper's own " +
      'record of what the server received, with `args` a subset of the ' +
      'arguments, at least `count` times (default 1); with `expect_held: true` only calls that held to ' +
      "the tool's `expect:`.",
    oneOf: [
      call,
      {
        type: 'object',
        additionalProperties: false,
        required: ['call'],
        properties: {
          call,
          args: argsMap,
          count: { type: 'integer', minimum: 1, maximum: 1000 },
          expect_held: {
            description: "Count only the calls that held to the mock tool's `expect:` (the tool must have one).",
            type: 'boolean',
          },
        },
      },
    ],
  },
} as const;

/** The schema's MCP patterns, as the rule a person reads. */
export const MCP_PATTERN_MEANINGS: Record<string, string> = {
  [MCP_SERVER_NAME]: 'a server name (letters, digits, `_` and `-`)',
  [MCP_TOOL_NAME]: 'a tool name (letters, digits, `_`, `.` and `-`)',
  [MCP_CALL]: '`SERVER/TOOL`, like `orders/lookup_order`',
};
