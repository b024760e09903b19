export const id = 465;
export const ids = [465];
export const modules = {

/***/ 90:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ mcpDefinitions),
/* harmony export */   NV: () => (/* binding */ MCP_PATTERN_MEANINGS)
/* harmony export */ });
/* unused harmony exports MCP_SERVER_NAME, MCP_TOOL_NAME, MCP_CALL */
/**
 * The `mcp:` section of `.eval.yaml` and the `mcp_call` check, as JSON Schema definitions that
 * `evalSpecSchema` includes. What the schema cannot say (exactly one of `tools`, `command`, `npm`; a
 * command inside the skill; a pinned package; an answer for a listed tool) is checked in `findings.ts`.
 */
const MCP_SERVER_NAME = '^[A-Za-z0-9][A-Za-z0-9_-]*$';
const MCP_TOOL_NAME = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';
/** `SERVER/TOOL`, as a check names a call. */
const MCP_CALL = '^[A-Za-z0-9][A-Za-z0-9_-]*/[A-Za-z0-9][A-Za-z0-9_.-]*$';
const text = { type: 'string', minLength: 1, maxLength: 20000 };
const call = { type: 'string', pattern: MCP_CALL, maxLength: 130 };
/** A map whose keys match `pattern` and whose values are each a `definition`. */
const namedMap = (pattern, definition) => ({
    type: 'object',
    propertyNames: { type: 'string', pattern, maxLength: 64 },
    additionalProperties: { $ref: `#/definitions/${definition}` },
});
const argsMap = { type: 'object' };
const mcpDefinitions = {
    mcpServers: {
        description: 'MCP servers the agent is given, by name: a mock (`tools:`), a command ' +
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
                description: "A mock's answers by tool name, instead of the tools' own (a case's `mcp:` gives its own this way).",
                type: 'object',
                additionalProperties: { $ref: '#/definitions/mcpAnswers' },
            },
            command: {
                description: 'A stdio server in the skill: an interpreter (`node`, `python3`) and a ' +
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
                description: 'What the arguments must be (short form or JSON Schema); a call that ' +
                    'departs is answered and recorded as a violation.',
                type: 'object',
            },
        },
    },
    mcpAnswers: {
        description: 'What the tool returns: one text, or the first of these whose `match:` ' +
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
        description: "The agent called this MCP tool (`SERVER/TOOL`), by caliper's own " +
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
};
/** The schema's MCP patterns, as the rule a person reads. */
const MCP_PATTERN_MEANINGS = {
    [MCP_SERVER_NAME]: 'a server name (letters, digits, `_` and `-`)',
    [MCP_TOOL_NAME]: 'a tool name (letters, digits, `_`, `.` and `-`)',
    [MCP_CALL]: '`SERVER/TOOL`, like `orders/lookup_order`',
};


/***/ }),

/***/ 6465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BACKEND_NAMES: () => (/* binding */ BACKEND_NAMES),
/* harmony export */   CHECK_KINDS: () => (/* binding */ CHECK_KINDS),
/* harmony export */   evalSpecSchema: () => (/* binding */ evalSpecSchema)
/* harmony export */ });
/* harmony import */ var _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8977);
/* harmony import */ var _mcp_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90);


/**
 * The `.eval.yaml` JSON Schema. `schemas/eval-spec.schema.json` is this object written out
 * (`node dist/cli/index.js schema > schemas/eval-spec.schema.json`); a test keeps the two equal.
 */
const BACKEND_NAMES = _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_NAMES */ .RO;
const skillName = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64 };
const seconds = { type: 'integer', minimum: 1, maximum: 3600 };
const evalSpecSchema = {
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
            description: 'Also run every case that measures execution with no skill installed, ' +
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
        ..._mcp_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .mcpDefinitions */ .$i,
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
                    description: 'Rows of values: each row is its own case (id `<id>-<row id>`, else ' +
                        '`<id>-<row number>`), with `{{name}}` in the prompt and checks ' +
                        'replaced by its value.',
                    type: 'array',
                    minItems: 1,
                    maxItems: 50,
                    items: { type: 'object' },
                },
                fixtures: {
                    description: "Folder (relative to the skill) copied into the agent's working folder " +
                        'for this case, instead of `sandbox.fixtures`.',
                    type: 'string',
                    minLength: 1,
                },
                turns: {
                    description: 'Follow-up user messages, each sent after the agent answered, in the ' +
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
                    description: 'Folder (relative to the skill) holding what a correct run of this ' +
                        'case ends with: `files/` (the files it writes or changes in the ' +
                        'working folder) and `answer.md` (its final answer). Never installed ' +
                        'nor copied for the agent; `caliper prove` grades the checks on it.',
                    type: 'string',
                    minLength: 1,
                },
                mcp: {
                    description: "This case's MCP servers over the spec's, by name (one with only " +
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
                    description: 'The CLI called this tool (its own name for it, as its transcript ' +
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
                    description: 'A file of the subject skill, relative to its folder (like ' +
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
                    description: 'A model grades the final answer (or a file of the working folder) ' +
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
};
const CHECK_KINDS = Object.keys(evalSpecSchema.definitions.check.properties);


/***/ })

};
