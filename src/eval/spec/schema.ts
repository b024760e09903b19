import { AGENT_NAMES } from '../../agents/facts.js';
import { mcpDefinitions } from '../mcp/schema.js';

/**
 * The `.eval.yaml` JSON Schema. `schemas/eval-spec.schema.json` is this object written out
 * (`node dist/cli/index.js schema > schemas/eval-spec.schema.json`); a test keeps the two equal.
 */
export const BACKEND_NAMES = AGENT_NAMES;

const skillName = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64 } as const;
const seconds = { type: 'integer', minimum: 1, maximum: 3600 } as const;

export const evalSpecSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'eval-spec.schema.json',
  title: 'caliper eval spec (.eval.yaml beside a SKILL.md)',
  type: 'object',
  additionalProperties: false,
  required: ['cases'],
  properties: {
    skills: {
      description: 'Skills to install besides the subject (always installed), by front matter name.',
      type: 'array',
      items: { $ref: '#/definitions/skillName' },
      uniqueItems: true,
    },
    backends: {
      description: 'Agent CLIs to run this spec on; defaults come from the run.',
      type: 'array',
      items: { enum: [...BACKEND_NAMES] },
      uniqueItems: true,
      minItems: 1,
    },
    trials: { description: 'Trials per case.', type: 'integer', minimum: 1, maximum: 100 },
    baseline: {
      description:
        'Also run every case that measures execution with no skill installed, ' +
        'for the lift (with − without); as --baseline.',
      type: 'boolean',
    },
    sandbox: {
      type: 'object',
      additionalProperties: false,
      properties: {
        fixtures: {
          description: "Folder (relative to the skill) copied into the agent's working folder.",
          type: 'string',
          minLength: 1,
        },
        forbidden_files: {
          description: 'Globs never present in the sandbox (at most 100, each at most 256 characters).',
          type: 'array',
          maxItems: 100,
          items: { type: 'string', minLength: 1, maxLength: 256 },
        },
        timeout: { description: 'Seconds per trial.', ...seconds },
      },
    },
    mcp: { $ref: '#/definitions/mcpServers' },
    cases: { type: 'array', minItems: 1, items: { $ref: '#/definitions/case' } },
  },
  definitions: {
    ...mcpDefinitions,
    skillName,
    toolName: { type: 'string', minLength: 1, maxLength: 100 },
    case: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'prompt', 'checks'],
      properties: {
        id: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$', maxLength: 100 },
        prompt: { type: 'string', minLength: 1 },
        checks: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/definitions/check' } },
        vars: {
          description:
            'Rows of values: each row is its own case (id `<id>-<row id>`, else ' +
            '`<id>-<row number>`), with `{{name}}` in the prompt and checks ' +
            'replaced by its value.',
          type: 'array',
          minItems: 1,
          maxItems: 50,
          items: { type: 'object' },
        },
        fixtures: {
          description:
            "Folder (relative to the skill) copied into the agent's working folder " +
            'for this case, instead of `sandbox.fixtures`.',
          type: 'string',
          minLength: 1,
        },
        turns: {
          description:
            'Follow-up user messages, each sent after the agent answered, in the ' +
            'same session (on the CLIs that can resume one headless: ' +
            'docs/backends.md).',
          type: 'array',
          minItems: 1,
          maxItems: 10,
          items: { type: 'string', minLength: 1, maxLength: 20000 },
        },
        timeout: {
          description: "Seconds per trial of this case, instead of `sandbox.timeout` and the run's --timeout.",
          ...seconds,
        },
        reference: {
          description:
            'Folder (relative to the skill) holding what a correct run of this ' +
            'case ends with: `files/` (the files it writes or changes in the ' +
            'working folder) and `answer.md` (its final answer). Never installed ' +
            'nor copied for the agent; `caliper prove` grades the checks on it.',
          type: 'string',
          minLength: 1,
        },
        mcp: {
          description:
            "This case's MCP servers over the spec's, by name (one with only " +
            "`answers:` answers the spec's tools its way).",
          $ref: '#/definitions/mcpServers',
        },
      },
    },
    check: {
      description: 'Exactly one kind of check.',
      type: 'object',
      minProperties: 1,
      maxProperties: 1,
      additionalProperties: false,
      properties: {
        activation: {
          description: 'The agent chose this skill (expect: false for a case where it must not).',
          oneOf: [
            { $ref: '#/definitions/skillName' },
            {
              type: 'object',
              additionalProperties: false,
              required: ['skill'],
              properties: { skill: { $ref: '#/definitions/skillName' }, expect: { type: 'boolean' } },
            },
          ],
        },
        file_exists: { description: 'A path in the working folder.', type: 'string', minLength: 1 },
        file_contains: {
          type: 'object',
          additionalProperties: false,
          required: ['path', 'pattern'],
          properties: {
            path: { type: 'string', minLength: 1 },
            pattern: {
              description: 'A regular expression in RE2 syntax (linear time: no backreferences, no lookaround).',
              type: 'string',
              minLength: 1,
            },
          },
        },
        command: {
          description: 'Runs in the working folder; exit 0 passes.',
          oneOf: [
            { type: 'string', minLength: 1 },
            {
              type: 'object',
              additionalProperties: false,
              required: ['run'],
              properties: { run: { type: 'string', minLength: 1 }, timeout: seconds },
            },
          ],
        },
        output_matches: {
          description: "A regular expression in RE2 syntax on the agent's final answer.",
          type: 'string',
          minLength: 1,
        },
        not_activated_any: { description: 'No installed skill fired.', const: true },
        tool_used: {
          description:
            'The CLI called this tool (its own name for it, as its transcript ' +
            'records it), at least `count` times (default 1).',
          oneOf: [
            { $ref: '#/definitions/toolName' },
            {
              type: 'object',
              additionalProperties: false,
              required: ['tool'],
              properties: {
                tool: { $ref: '#/definitions/toolName' },
                count: { type: 'integer', minimum: 1, maximum: 1000 },
              },
            },
          ],
        },
        tool_order: {
          description: 'The CLI called these tools in this order (other calls may come between).',
          type: 'array',
          minItems: 2,
          maxItems: 20,
          items: { $ref: '#/definitions/orderedTool' },
        },
        mcp_call: { $ref: '#/definitions/mcpCall' },
        read: {
          description:
            'A file of the subject skill, relative to its folder (like ' +
            '`references/style.md`), was read by a tool call.',
          type: 'string',
          minLength: 1,
          maxLength: 256,
        },
        not: {
          description: 'Passes when the check inside fails, fails when it passes; an error stays an error.',
          $ref: '#/definitions/check',
        },
        judge: {
          description:
            'A model grades the final answer (or a file of the working folder) ' +
            'against the rubric; a majority of the votes passes.',
          type: 'object',
          additionalProperties: false,
          required: ['rubric'],
          properties: {
            rubric: {
              description: 'What a good answer does, in plain words; quote the phrases it must (or must not) contain.',
              type: 'string',
              minLength: 1,
              maxLength: 4000,
            },
            on: {
              description: '`output` (the final answer, the default) or a path in the working folder.',
              type: 'string',
              minLength: 1,
              maxLength: 256,
            },
            votes: {
              description: 'Judge calls, each its own verdict (default 3); the check passes when more than half pass.',
              type: 'integer',
              minimum: 1,
              maximum: 9,
            },
            max_chars: {
              description: 'The judged text is cut to this many characters (default 20000).',
              type: 'integer',
              minimum: 100,
              maximum: 100000,
            },
          },
        },
      },
    },
  },
} as const;

export const CHECK_KINDS = Object.keys(evalSpecSchema.definitions.check.properties);
