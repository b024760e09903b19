export const id = 904;
export const ids = [904,465];
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


/***/ }),

/***/ 7772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nF: () => (/* binding */ activationCounts),
  QD: () => (/* binding */ aggregate),
  rl: () => (/* binding */ caseCounts),
  TV: () => (/* binding */ caseRole),
  h6: () => (/* binding */ rowRate),
  SY: () => (/* reexport */ stats/* withCaseWeighted */.SY)
});

// UNUSED EXPORTS: MAX_CASE_MCP_CALLS

// EXTERNAL MODULE: ./src/results/sequential.ts
var results_sequential = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/results/stats.ts
var stats = __webpack_require__(5613);
// EXTERNAL MODULE: ./src/util/groupBy.ts
var groupBy = __webpack_require__(1730);
// EXTERNAL MODULE: ./src/results/sequentialEstimate.ts
var sequentialEstimate = __webpack_require__(8545);
// EXTERNAL MODULE: ./src/results/lift.ts
var lift = __webpack_require__(4973);
;// CONCATENATED MODULE: ./src/results/efficiency/trialCost.ts
/**
 * What a graded trial used, as its case summary keeps it. A CLI that reports no tokens leaves both counts
 * at 0, which no model call gives: that is "not reported", never "none used". A replay's trials called
 * no model, so their wall time says nothing about one.
 */
function trialCost(r) {
    const tokens = r.usage.inputTokens + r.usage.outputTokens;
    return {
        passed: r.outcome === 'pass',
        ...(r.task !== undefined && { task: r.task === 'pass' }),
        ...(tokens > 0 && { tokens }),
        ...(r.usage.turns !== undefined && r.usage.turns > 0 && { turns: r.usage.turns }),
        ...(!r.usage.replayed && { durationMs: r.durationMs }),
        ...(r.usage.costUsd !== undefined && { costUsd: r.usage.costUsd }),
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(6303);
// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
;// CONCATENATED MODULE: ./src/eval/discovery/subjectFrontMatter.ts



/**
 * The subject's front matter as caliper installed it (its own lines, as written), for the base → head
 * view of what the agent chose from; cut to what results.json holds of a text. Undefined when the
 * subject was not installed (the baseline arm) or has no front matter block.
 */
function subjectFrontMatter(installs, subject) {
    const skillMd = installs.find((i) => i.name === subject)?.files.find((f) => f.rel === 'SKILL.md');
    if (!skillMd)
        return undefined;
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(skillMd.source, 'utf8');
    }
    catch {
        return undefined;
    }
    return (0,frontmatter/* frontmatterText */.GJ)(text)?.slice(0, schema/* TEXT_MAX */.DE);
}

;// CONCATENATED MODULE: ./src/results/aggregate.ts









/** What a case measures for its subject skill. */
function caseRole(evalCase, subject) {
    for (const check of evalCase.checks) {
        if (check.kind === 'activation' && check.skill === subject)
            return check.expect ? 'should-activate' : 'should-not-activate';
        if (check.kind === 'not_activated_any')
            return 'should-not-activate';
    }
    return 'execution';
}
/**
 * Per skill × backend: per-case counts and the three rates, each with a 95 % Wilson interval over the
 * pooled trials and, as `caseWeighted`, the mean of its cases' rates with its stratified Wilson interval
 * (the rate `compare` and the report use; the pooled counts stay for readers of older files).
 * Errors never enter a rate's denominator: a harness fault is not a skill's failure. With sequential
 * trials a decided case counts its trials up to the deciding one; later ones are counted as cancelled.
 */
function aggregate(plans, records, meta, skipped, sequential) {
    const groups = (0,groupBy/* groupBy */.$)(plans, (p) => `${p.skill}|${p.backend}`);
    const results = [];
    for (const group of groups.values()) {
        const first = group[0];
        const withSkill = group.filter((p) => p.arm !== 'baseline');
        const baseline = group.filter((p) => p.arm === 'baseline');
        const cases = caseSummaries(withSkill, first.skill, records, sequential);
        const tally = { activation: [0, 0], falseActivation: [0, 0], execution: [0, 0] };
        for (const c of cases) {
            if (c.role === 'should-activate')
                add(tally.activation, c.activations, c.measured);
            if (c.role === 'should-not-activate')
                add(tally.falseActivation, c.activations + c.faulted, c.measured + c.faulted);
            if (c.role !== 'should-not-activate')
                add(tally.execution, c.summary.passes, c.summary.trials - c.summary.errors);
        }
        const summaries = cases.map((c) => c.summary);
        const pooled = {
            activation: (0,stats/* rate */.TS)(tally.activation[0], tally.activation[1]),
            falseActivation: (0,stats/* rate */.TS)(tally.falseActivation[0], tally.falseActivation[1]),
            execution: (0,stats/* rate */.TS)(tally.execution[0], tally.execution[1]),
        };
        const caseWeighted = (name) => (0,stats/* withCaseWeighted */.SY)(pooled[name], caseCounts({ cases: summaries, aggregate: pooled }, name));
        const done = withSkill.map((p) => records.get(p.key)).filter((r) => r !== undefined);
        const baselineCases = baseline.length > 0 ? caseSummaries(baseline, first.skill, records, sequential).map((c) => c.summary) : undefined;
        results.push({
            skill: first.skill,
            backend: first.backend,
            backendVersion: done.find((r) => r.backendVersion !== undefined)?.backendVersion,
            model: done.find((r) => r.model !== undefined)?.model,
            skillHashes: Object.fromEntries((withSkill[0] ?? first).installs.map((i) => [i.name, i.sha256])),
            specHash: first.spec.hash,
            ...withFrontMatter(subjectFrontMatter((withSkill[0] ?? first).installs, first.skill)),
            ...outsideCounts(done),
            ...outOfTurnsCount(done),
            cases: summaries,
            aggregate: {
                activation: caseWeighted('activation'),
                falseActivation: caseWeighted('falseActivation'),
                execution: caseWeighted('execution'),
            },
            errors: sum(summaries.map((c) => c.errors)),
            ...(baselineCases && { lift: (0,lift/* liftOf */.FK)(summaries, baselineCases, sequential !== undefined) }),
        });
    }
    return { meta, results, skipped: [...skipped] };
}
/**
 * In how many trials the agent chose each skill outside the set under test, the most chosen first (at most
 * MAX_OUTSIDE_NAMES).
 */
function outsideCounts(done) {
    const counts = new Map();
    for (const r of done)
        if (r.outcome !== 'error')
            for (const name of r.chosenOutside ?? [])
                counts.set(name, (counts.get(name) ?? 0) + 1);
    if (counts.size === 0)
        return {};
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, schema/* MAX_OUTSIDE_NAMES */.g0);
    return { chosenOutside: Object.fromEntries(top) };
}
/** How many of the row's graded trials the CLI stopped at the turn limit. */
function outOfTurnsCount(done) {
    const count = done.filter((r) => r.outcome !== 'error' && r.outOfTurns !== undefined).length;
    return count > 0 ? { outOfTurns: count } : {};
}
function withFrontMatter(frontMatter) {
    return frontMatter === undefined ? {} : { frontMatter };
}
/** Per case of one arm of a row: its summary, and the trials its activation was measured in. */
function caseSummaries(plans, subject, records, sequential) {
    return [...(0,groupBy/* groupBy */.$)(plans, (p) => p.evalCase.id)].map(([id, casePlans]) => {
        const role = caseRole(casePlans[0].evalCase, subject);
        const { done, cancelled } = countedTrials(casePlans, records, sequential);
        const ok = done.filter((r) => r.outcome !== 'error');
        const activations = ok.filter((r) => r.activations?.[subject] === 'activated').length;
        const faulted = done.filter((r) => r.outcome === 'error' && r.activatedBeforeFault?.includes(subject)).length;
        // Force-load puts the skill in front of the agent: its trials say nothing about choice.
        const measured = ok.filter((r) => r.activations?.[subject] !== 'not-measured').length;
        const passes = ok.filter((r) => r.outcome === 'pass').length;
        const taskPasses = ok.filter((r) => (r.task ?? r.outcome) === 'pass').length;
        const checkLabels = new Map();
        for (const r of done) {
            for (const c of r.checks) {
                const t = checkLabels.get(c.label) ?? { passes: 0, failures: 0, errors: 0 };
                t[c.status === 'pass' ? 'passes' : c.status === 'fail' ? 'failures' : 'errors']++;
                checkLabels.set(c.label, t);
            }
        }
        const costs = done.map((r) => r.usage.costUsd).filter((c) => c !== undefined);
        const summary = {
            id,
            role,
            trials: done.length,
            errors: done.length - ok.length,
            activations,
            ...(faulted > 0 && { activatedBeforeFault: faulted }),
            passes,
            ...(ok.some((r) => r.task !== undefined) && { taskPasses }),
            checks: [...checkLabels].map(([label, t]) => ({ label, ...t })),
            tokens: { input: sum(done.map((r) => r.usage.inputTokens)), output: sum(done.map((r) => r.usage.outputTokens)) },
            costUsd: costs.length > 0 ? sum(costs) : undefined,
            ...(sequential && { decision: (0,results_sequential/* sequentialDecision */.MH)(passes, ok.length - passes, sequential.design), cancelled }),
            runs: ok.map(trialCost),
            ...caseMcpCalls(ok),
        };
        return { role, activations, measured, faulted, summary };
    });
}
/** Calls a case summary keeps. */
const MAX_CASE_MCP_CALLS = 5;
/** The distinct MCP calls of a case's graded trials, each with the trials it was in (once per trial). */
function caseMcpCalls(ok) {
    const seen = new Map();
    for (const r of ok) {
        const keys = new Set((r.mcpCalls?.calls ?? []).map((c) => JSON.stringify([`${c.server}/${c.tool}`, c.arguments])));
        for (const k of keys) {
            const [call, args] = JSON.parse(k);
            const entry = seen.get(k) ?? { call, arguments: args, trials: 0 };
            entry.trials++;
            seen.set(k, entry);
        }
    }
    if (seen.size === 0)
        return {};
    const order = (a, b) => b.trials - a.trials || a.call.localeCompare(b.call) || a.arguments.localeCompare(b.arguments);
    return { mcpCalls: [...seen.values()].sort(order).slice(0, MAX_CASE_MCP_CALLS) };
}
/**
 * Per case, the counts one of a row's rates is made of, from its case summaries (which every results.json
 * holds, also one written before the case-weighted rate was recorded): activation from should-activate
 * cases, false activation from should-not-activate ones, execution from every other; trials without the
 * harness errors. A case with no such trials has none here. A rate the run did not measure (activation
 * under force-load, where the pooled rate has no trials) has no cases.
 */
function caseCounts(row, name) {
    if (row.aggregate[name].trials === 0)
        return [];
    const roles = {
        activation: (role) => role === 'should-activate',
        falseActivation: (role) => role === 'should-not-activate',
        execution: (role) => role !== 'should-not-activate',
    };
    return row.cases
        .filter((c) => roles[name](c.role))
        .map((c) => ({
        id: c.id,
        ...(name === 'execution'
            ? { successes: c.passes, trials: c.trials - c.errors, ...(0,sequentialEstimate/* stoppedEstimate */.YD)(c, c.passes) }
            : { ...activationCounts(c), ...(0,sequentialEstimate/* stoppedActivationEstimate */.KU)(c) }),
    }))
        .filter((c) => c.trials > 0);
}
/**
 * A case's activation counts: its trials without errors and, on a should-not-activate case, each harness
 * error in which the subject had fired before the fault, as one more false activation. Only that
 * direction: those errors are the faulted trials that fired, so counting them leans the rate they enter
 * towards "fired" (in false activation, against the skill: safe; in activation it would favour the skill,
 * which could then fire and crash wherever its task would fail).
 */
function activationCounts(c) {
    const faulted = c.role === 'should-not-activate' ? (c.activatedBeforeFault ?? 0) : 0;
    return { successes: c.activations + faulted, trials: c.trials - c.errors + faulted };
}
/**
 * A row's rate as every reader shows and judges it, computed here once: `rate` and `interval` are the
 * case-weighted rate of its cases (the mean of their rates), `successes` and `trials` the pooled counts.
 * results.json, the table, compare, the comment, badges and history all read it from here.
 */
function rowRate(row, name) {
    return (0,stats/* withCaseWeighted */.SY)(row.aggregate[name], caseCounts(row, name));
}
/**
 * A case's finished trials that count. Once the sequential test has decided a case, that is its trials up
 * to the deciding one, the same set a run at concurrency 1 finishes; a trial past it that finished anyway
 * is discarded and counted as cancelled, with those killed while they ran.
 */
function countedTrials(casePlans, records, sequential) {
    const done = casePlans.map((p) => records.get(p.key)).filter((r) => r !== undefined);
    if (!sequential)
        return { done, cancelled: 0 };
    const byTrial = [];
    for (const r of done)
        byTrial[r.trial - 1] = r.outcome;
    const stop = (0,results_sequential/* sequentialStop */.Cz)(Array.from(byTrial), sequential.design);
    if (stop.decision === 'continue')
        return { done, cancelled: casePlans.filter((p) => sequential.cancelled.has(p.key)).length };
    const past = casePlans.filter((p) => p.trial > stop.through && (records.has(p.key) || sequential.cancelled.has(p.key)));
    return { done: done.filter((r) => r.trial <= stop.through), cancelled: past.length };
}
function add(t, successes, trials) {
    t[0] += successes;
    t[1] += trials;
}
function sum(xs) {
    return xs.reduce((a, b) => a + b, 0);
}


/***/ }),

/***/ 1005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oo: () => (/* binding */ logChoose),
/* harmony export */   P_: () => (/* binding */ combinedOneSided),
/* harmony export */   Pz: () => (/* binding */ stratifiedOneSided),
/* harmony export */   Vg: () => (/* binding */ fisherOneSided),
/* harmony export */   yA: () => (/* binding */ fisherMinimum)
/* harmony export */ });
/* unused harmony export fisherCombination */
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5613);

/**
 * Fisher's exact test on a 2×2 table, one-sided: the probability, with both margins fixed, of the
 * head doing at most (or at least) as well as observed if base and head had the same true rate.
 * Exact at the small trial counts evals use, where normal approximations mislead.
 */
function fisherOneSided(baseSuccesses, baseTrials, headSuccesses, headTrials, tail) {
    const successes = baseSuccesses + headSuccesses;
    const total = baseTrials + headTrials;
    const lo = Math.max(0, successes - baseTrials);
    const hi = Math.min(headTrials, successes);
    // P(head = k) from the observed k outwards, each term from the last (a ratio of binomial
    // coefficients), stopping once the terms no longer change the sum: exact to rounding, and fast
    // enough for the trial-count searches that run thousands of these.
    let term = Math.exp(logChoose(headTrials, headSuccesses) +
        logChoose(baseTrials, successes - headSuccesses) -
        logChoose(total, successes));
    let p = 0;
    if (tail === 'head-lower') {
        for (let k = headSuccesses; k >= lo; k--) {
            p += term;
            if (term < p * 1e-17)
                break;
            term *= (k * (baseTrials - successes + k)) / ((headTrials - k + 1) * (successes - k + 1));
        }
    }
    else {
        for (let k = headSuccesses; k <= hi; k++) {
            p += term;
            if (term < p * 1e-17)
                break;
            term *= ((headTrials - k) * (successes - k)) / ((k + 1) * (baseTrials - successes + k + 1));
        }
    }
    return Math.min(1, p);
}
/** The smallest p-value `fisherOneSided` can give with these margins: the probability of the most extreme table. */
function fisherMinimum(baseSuccesses, baseTrials, headSuccesses, headTrials, tail) {
    const successes = baseSuccesses + headSuccesses;
    const extreme = tail === 'head-lower' ? Math.max(0, successes - baseTrials) : Math.min(headTrials, successes);
    return Math.min(1, Math.exp(logChoose(headTrials, extreme) +
        logChoose(baseTrials, successes - extreme) -
        logChoose(baseTrials + headTrials, successes)));
}
const logFactorials = [0];
function logFactorial(n) {
    for (let i = logFactorials.length; i <= n; i++)
        logFactorials[i] = logFactorials[i - 1] + Math.log(i);
    return logFactorials[n];
}
function logChoose(n, k) {
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
/** Above this many possible values of the summed count, the exact distribution gives way to the normal one. */
const EXACT_SUPPORT = 5000;
/**
 * The exact conditional test of a 2×2 table per case (the exact form of the Cochran–Mantel–Haenszel
 * test): with each case's margins fixed, head's successes in a case are hypergeometric, independently
 * across cases, and the statistic is their sum. Under "no case changed" it is exact whatever each case's
 * trial count on each side, which is what `--trials auto` makes differ: a case that always passes adds
 * nothing (its margins leave one table), and no case is counted more than its own trials warrant.
 * With one informative case it is `fisherOneSided` itself. A case missing on a side, or all successes
 * or all failures on both sides together, has one possible table and drops out; with none left, both
 * p-values are 1. Far beyond real counts (more than 5000 possible sums) the p-value is the continuity
 * corrected normal approximation; the smallest attainable p-value (the product of every case's most
 * extreme table) is exact either way.
 */
function stratifiedOneSided(strata) {
    const informative = strata
        .map((s) => ({ xb: s.base.successes, nb: s.base.trials, xh: s.head.successes, nh: s.head.trials }))
        .filter((s) => s.nb > 0 && s.nh > 0 && s.xb + s.xh > 0 && s.xb + s.xh < s.nb + s.nh);
    if (informative.length === 0)
        return { headLower: { pValue: 1, minAttainable: 1 }, headHigher: { pValue: 1, minAttainable: 1 } };
    if (informative.length === 1) {
        const { xb, nb, xh, nh } = informative[0];
        const one = (tail) => ({
            pValue: fisherOneSided(xb, nb, xh, nh, tail),
            minAttainable: fisherMinimum(xb, nb, xh, nh, tail),
        });
        return { headLower: one('head-lower'), headHigher: one('head-higher') };
    }
    const cases = informative.map(({ xb, nb, xh, nh }) => {
        const successes = xb + xh;
        const lo = Math.max(0, successes - nb);
        const hi = Math.min(nh, successes);
        const logP = (k) => logChoose(nh, k) + logChoose(nb, successes - k) - logChoose(nb + nh, successes);
        return { xh, nb, nh, successes, lo, hi, logP };
    });
    const minLower = Math.exp(cases.reduce((a, c) => a + c.logP(c.lo), 0));
    const minHigher = Math.exp(cases.reduce((a, c) => a + c.logP(c.hi), 0));
    const support = cases.reduce((a, c) => a + c.hi - c.lo, 0) + 1;
    if (support > EXACT_SUPPORT) {
        let observed = 0;
        let mean = 0;
        let variance = 0;
        for (const c of cases) {
            const total = c.nb + c.nh;
            observed += c.xh;
            mean += (c.nh * c.successes) / total;
            variance += (c.nh * c.nb * c.successes * (total - c.successes)) / (total * total * (total - 1));
        }
        const sd = Math.sqrt(variance);
        return {
            headLower: {
                pValue: Math.min(1, Math.max(minLower, (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .normalCdf */ .vr)((observed - mean + 0.5) / sd))),
                minAttainable: minLower,
            },
            headHigher: {
                pValue: Math.min(1, Math.max(minHigher, (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .normalCdf */ .vr)(-(observed - mean - 0.5) / sd))),
                minAttainable: minHigher,
            },
        };
    }
    // The distribution of the sum, offset by its smallest value, one case convolved at a time.
    let dist = [1];
    let observed = 0;
    for (const c of cases) {
        const pmf = Array.from({ length: c.hi - c.lo + 1 }, (_, i) => Math.exp(c.logP(c.lo + i)));
        const next = new Array(dist.length + pmf.length - 1).fill(0);
        for (let i = 0; i < dist.length; i++) {
            const d = dist[i];
            if (d === 0)
                continue;
            for (let j = 0; j < pmf.length; j++)
                next[i + j] += d * pmf[j];
        }
        dist = next;
        observed += c.xh - c.lo;
    }
    let lower = 0;
    for (let t = 0; t <= observed; t++)
        lower += dist[t];
    let higher = 0;
    for (let t = dist.length - 1; t >= observed; t--)
        higher += dist[t];
    return {
        headLower: { pValue: Math.min(1, lower), minAttainable: minLower },
        headHigher: { pValue: Math.min(1, higher), minAttainable: minHigher },
    };
}
/**
 * For cases stopped by the sequential rule (`--trials auto`): each case's own one-sided Fisher test,
 * combined over the cases by Fisher's method, P(χ²(2m) ≥ −2 Σ ln p_k) over the m informative cases.
 *
 * Why not `stratifiedOneSided` there: a sequentially stopped case varies far more between runs than its
 * trial count says (at a pass rate of 0.8 it ends near 100 %, or early near 40 %), so the hypergeometric
 * model that a sum over cases relies on is wrong, and over several such cases the error adds up (measured:
 * 2–4× the nominal rate at p < 0.01; docs/compare.md). A single case's Fisher p-value stays at or under
 * its level under the rule (measured, at every pass rate and both sides auto or one fixed), and Fisher's
 * method is valid for any independent p-values that are: it only needs each case to be valid on its own.
 * Cases with one possible table drop out, as in the stratified test; with one case left it is that
 * case's Fisher test. The smallest attainable value combines each case's smallest.
 */
function combinedOneSided(strata) {
    const informative = strata.filter((s) => s.base.trials > 0 &&
        s.head.trials > 0 &&
        s.base.successes + s.head.successes > 0 &&
        s.base.successes + s.head.successes < s.base.trials + s.head.trials);
    const tail = (direction) => {
        const p = informative.map((s) => fisherOneSided(s.base.successes, s.base.trials, s.head.successes, s.head.trials, direction));
        const min = informative.map((s) => fisherMinimum(s.base.successes, s.base.trials, s.head.successes, s.head.trials, direction));
        return p.length === 1
            ? { pValue: p[0], minAttainable: min[0] }
            : { pValue: fisherCombination(p), minAttainable: fisherCombination(min) };
    };
    if (informative.length === 0)
        return { headLower: { pValue: 1, minAttainable: 1 }, headHigher: { pValue: 1, minAttainable: 1 } };
    return { headLower: tail('head-lower'), headHigher: tail('head-higher') };
}
/**
 * Fisher's method: P(χ²(2m) ≥ x) with x = −2 Σ ln p_k, which for even degrees of freedom is
 * e^(−x/2) Σ_{j<m} (x/2)^j / j!, summed in logarithms so that many cases neither overflow nor underflow.
 */
function fisherCombination(pValues) {
    const m = pValues.length;
    if (m === 0)
        return 1;
    const half = -pValues.reduce((a, p) => a + Math.log(Math.max(p, Number.MIN_VALUE)), 0);
    if (half === 0)
        return 1;
    const logTerms = Array.from({ length: m }, (_, j) => -half + j * Math.log(half) - logFactorial(j));
    const top = Math.max(...logTerms);
    return Math.min(1, Math.exp(top + Math.log(logTerms.reduce((a, t) => a + Math.exp(t - top), 0))));
}


/***/ }),

/***/ 8087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gz: () => (/* binding */ below),
/* harmony export */   oC: () => (/* binding */ holmTarone)
/* harmony export */ });
/* unused harmony export taroneCount */
/**
 * p < threshold, in exact arithmetic. An exact test's p-value is a sum of probabilities that rounds: the
 * table 3/3 → 0/3 has p = 1/20 exactly, computed as 0.04999999999999996, which `<` would call significant
 * at α = 0.05. A p-value within a relative 1e-9 of the threshold counts as equal to it, so not below.
 */
function below(pValue, threshold) {
    return pValue < threshold * (1 - 1e-9);
}
function holmTarone(tests, alpha) {
    const significant = tests.map(() => false);
    const order = tests.map((_, i) => i).sort((a, b) => tests[a].pValue - tests[b].pValue);
    const remaining = new Set(order);
    for (const i of order) {
        const threshold = alpha /
            taroneCount([...remaining].map((j) => tests[j].minAttainable), alpha);
        if (!below(tests[i].pValue, threshold))
            break;
        significant[i] = true;
        remaining.delete(i);
    }
    return { significant, comparisons: tests.length };
}
/** Tarone's K: the smallest k >= 1 such that at most k of the tests can reach α/k. */
function taroneCount(minAttainable, alpha) {
    const sorted = [...minAttainable].sort((a, b) => a - b);
    const reaching = (t) => {
        let lo = 0;
        let hi = sorted.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (sorted[mid] <= t)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    for (let k = 1;; k++)
        if (reaching(alpha / k) <= k)
            return k;
}


/***/ }),

/***/ 9571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ correctedVerdict),
/* harmony export */   UU: () => (/* binding */ testName),
/* harmony export */   cT: () => (/* binding */ SIGNIFICANCE),
/* harmony export */   jW: () => (/* binding */ hybrid),
/* harmony export */   os: () => (/* binding */ EQUIVALENCE_MARGIN),
/* harmony export */   q5: () => (/* binding */ uncorrectedVerdict),
/* harmony export */   tt: () => (/* binding */ caseWeightedDifference)
/* harmony export */ });
/* unused harmony exports verdictFor, newcombeDifference */
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5613);
/* harmony import */ var _fisher_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1005);
/* harmony import */ var _multiplicity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8087);



/** The family-wise error rate of a report's regressed (and, separately, improved) verdicts. */
const SIGNIFICANCE = 0.05;
/** A change smaller than this (15 points) is "unchanged" once the interval of the difference is inside it. */
const EQUIVALENCE_MARGIN = 0.15;
/** How a report's verdicts were reached: the test per rate depends on whether either side ran `--trials auto`. */
function testName(sequential) {
    const test = sequential
        ? "one-sided test per rate combining its cases' Fisher exact tests by " +
            "Fisher's method, as --trials auto stopped the cases"
        : 'one-sided exact test per rate, stratified by case';
    return (`a skill's rate is the mean of its cases' rates; ${test} (Fisher's ` +
        `exact test for a rate of one case); regressed and improved hold at α ` +
        `= 0.05 family-wise over every rate of the report (Holm's step-down ` +
        `with Tarone's rule for discrete tests); unchanged when the 95% ` +
        `stratified Newcombe interval of the difference lies within ±15 points`);
}
/**
 * The verdict for one rate on its own, at significance `alpha`. `higherIsBetter` is false for false
 * activation. Regressed or improved need a significant exact test; unchanged needs the whole difference
 * interval inside the margin; anything else is inconclusive, never unchanged. A report does not use
 * this verdict as is: `correctedVerdicts` holds the error over all its rates.
 */
function verdictFor(base, head, higherIsBetter, alpha = SIGNIFICANCE) {
    const single = uncorrectedVerdict(base, head, higherIsBetter, alpha);
    return single.verdict === 'inconclusive' && single.tests
        ? { ...single, moreTrials: moreTrials(base, head, higherIsBetter, alpha) }
        : single;
}
/**
 * `verdictFor` without the search for `moreTrials`, which the correction redoes at its own threshold.
 * `cases`, for a skill × backend row, are its cases (aligned by case id; a case one side lacks has 0
 * trials there): the difference is then that of the case-weighted rates, and the test is by case, the
 * stratified exact test with fixed trials or, when either side's cases were stopped by the sequential
 * rule, the cases' own exact tests combined (see `combinedOneSided`). Without them, base and head are one table.
 */
function uncorrectedVerdict(base, head, higherIsBetter, alpha = SIGNIFICANCE, cases) {
    if (base.trials === 0 || head.trials === 0)
        return { verdict: 'inconclusive', difference: null, pValue: null, moreTrials: null, tests: null };
    const tests = cases
        ? byCaseTests(cases.strata, cases.sequential, higherIsBetter)
        : oneSidedTests(base, head, higherIsBetter);
    const difference = cases ? caseWeightedDifference(cases.strata) : newcombeDifference(base, head);
    return { ...decide(difference, tests, higherIsBetter, alpha), tests, moreTrials: null };
}
/** The verdict after the correction: `significant` says whether this rate's worse or better test survived it. */
function correctedVerdict(base, head, higherIsBetter, single, significant, comparisons, alpha = SIGNIFICANCE) {
    if (!single.tests || !single.difference)
        return single;
    const { notSignificantAfter: _, ...rest } = single;
    // A test over cases weighs them by their evidence, the rate weighs them equally: a rate is called
    // worse (better) only when it also moved that way. This only drops rejections, so the error holds.
    const direction = pointsWorse(single.difference.value, higherIsBetter);
    if (significant.worse && direction === 'worse')
        return { ...rest, verdict: 'regressed', pValue: single.tests.worse.pValue, moreTrials: null };
    if (significant.better && direction === 'better')
        return { ...rest, verdict: 'improved', pValue: single.tests.better.pValue, moreTrials: null };
    const verdict = withinMargin(single.difference.interval) ? 'unchanged' : 'inconclusive';
    return {
        ...rest,
        verdict,
        // Enough trials for the rate to be decided whatever the other rates do: Holm's first step, α/m.
        moreTrials: verdict === 'inconclusive' ? moreTrials(base, head, higherIsBetter, alpha / Math.max(1, comparisons)) : null,
        ...((single.verdict === 'regressed' || single.verdict === 'improved') && {
            notSignificantAfter: { verdict: single.verdict, comparisons },
        }),
    };
}
function oneSidedTests(base, head, higherIsBetter) {
    const test = (tail) => ({
        pValue: (0,_fisher_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherOneSided */ .Vg)(base.successes, base.trials, head.successes, head.trials, tail),
        minAttainable: (0,_fisher_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherMinimum */ .yA)(base.successes, base.trials, head.successes, head.trials, tail),
    });
    return {
        worse: test(higherIsBetter ? 'head-lower' : 'head-higher'),
        better: test(higherIsBetter ? 'head-higher' : 'head-lower'),
    };
}
/** The by-case test's two tails, named for this rate's direction. */
function byCaseTests(strata, sequential, higherIsBetter) {
    const { headLower, headHigher } = sequential ? (0,_fisher_js__WEBPACK_IMPORTED_MODULE_0__/* .combinedOneSided */ .P_)(strata) : (0,_fisher_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedOneSided */ .Pz)(strata);
    return higherIsBetter ? { worse: headLower, better: headHigher } : { worse: headHigher, better: headLower };
}
function pointsWorse(difference, higherIsBetter) {
    if (difference === 0)
        return 'level';
    return difference < 0 === higherIsBetter ? 'worse' : 'better';
}
function decide(difference, tests, higherIsBetter, alpha) {
    const direction = pointsWorse(difference.value, higherIsBetter);
    if ((0,_multiplicity_js__WEBPACK_IMPORTED_MODULE_1__/* .below */ .Gz)(tests.worse.pValue, alpha) && direction === 'worse')
        return { verdict: 'regressed', difference, pValue: tests.worse.pValue };
    if ((0,_multiplicity_js__WEBPACK_IMPORTED_MODULE_1__/* .below */ .Gz)(tests.better.pValue, alpha) && direction === 'better')
        return { verdict: 'improved', difference, pValue: tests.better.pValue };
    const verdict = withinMargin(difference.interval) ? 'unchanged' : 'inconclusive';
    return { verdict, difference, pValue: Math.min(tests.worse.pValue, tests.better.pValue) };
}
const withinMargin = ([lo, hi]) => lo > -EQUIVALENCE_MARGIN && hi < EQUIVALENCE_MARGIN;
/** Newcombe's hybrid score interval for p_head − p_base, built from the two Wilson intervals. */
function newcombeDifference(base, head) {
    return hybrid(base.successes / base.trials, (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .wilsonInterval */ .YV)(base.successes, base.trials), head.successes / head.trials, (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .wilsonInterval */ .YV)(head.successes, head.trials));
}
/**
 * The difference of two case-weighted rates with the stratified Newcombe interval (Yan & Su 2010): the
 * same hybrid, from each side's stratified Wilson interval. With one case a side it is `newcombeDifference`.
 */
function caseWeightedDifference(strata) {
    const base = (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .caseWeightedRate */ .yR)(strata.map((s) => s.base));
    const head = (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .caseWeightedRate */ .yR)(strata.map((s) => s.head));
    return hybrid(base.rate, base.interval, head.rate, head.interval);
}
/** p2 − p1 with the hybrid (Newcombe) of their intervals; also the change of two lifts (liftChange.ts). */
function hybrid(p1, [l1, u1], p2, [l2, u2]) {
    // Two case-weighted means of the same counts can differ in the last bit: that is no difference.
    const d = Math.abs(p2 - p1) < 1e-12 ? 0 : p2 - p1;
    return { value: d, interval: [d - Math.hypot(p2 - l2, u1 - p1), d + Math.hypot(u2 - p2, p1 - l1)] };
}
/** The rate a side's verdict is about: its case-weighted mean on a skill × backend row, else successes / trials. */
const rateOf = (s) => s.caseWeighted?.rate ?? s.successes / s.trials;
/**
 * More trials per side that would likely decide an inconclusive rate at `alpha`. A change of at least
 * the margin can only be decided as regressed or improved: the trials that detect it with 80 % power if
 * the observed rates are the true ones (a plug-in search would give about 50 %). A smaller change is
 * decided once its interval fits in the margin, or it reaches significance: the plug-in search.
 */
function moreTrials(base, head, higherIsBetter, alpha) {
    const p1 = rateOf(base);
    const p2 = rateOf(head);
    const start = Math.max(base.trials, head.trials);
    if (Math.abs(p2 - p1) >= EQUIVALENCE_MARGIN) {
        const n = (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .trialsForPower */ .eI)(p1, p2, alpha);
        if (n > start + 5000)
            return null;
        if (n > start)
            return n - start;
    }
    return trialsToDecide(base, head, higherIsBetter, alpha);
}
/**
 * Extra trials per side after which the observed rates would give a decided verdict at `alpha`:
 * doubling, then bisection (being decided is monotone in n up to rounding), so a row costs a few dozen
 * exact tests.
 */
function trialsToDecide(base, head, higherIsBetter, alpha) {
    const p1 = rateOf(base);
    const p2 = rateOf(head);
    const start = Math.max(base.trials, head.trials);
    const key = `${p1}|${p2}|${start}|${higherIsBetter}|${alpha}`;
    const known = searched.get(key);
    if (known !== undefined)
        return known;
    if (searched.size > 100_000)
        searched.clear();
    const found = searchTrials(p1, p2, start, higherIsBetter, alpha);
    searched.set(key, found);
    return found;
}
/** trialsToDecide's answers by its inputs: rows of the same rates and trials (common at small counts) search once. */
const searched = new Map();
function searchTrials(p1, p2, start, higherIsBetter, alpha) {
    // What `decide` would call anything but inconclusive, with only the test it would read: an interval inside the
    // margin is decided whatever the tests say, and only the tail the difference points to can be significant.
    const decidedAt = (n) => {
        const b = { successes: Math.round(p1 * n), trials: n };
        const h = { successes: Math.round(p2 * n), trials: n };
        const difference = newcombeDifference(b, h);
        if (withinMargin(difference.interval))
            return true;
        const direction = pointsWorse(difference.value, higherIsBetter);
        if (direction === 'level')
            return false;
        const tail = (direction === 'worse') === higherIsBetter ? 'head-lower' : 'head-higher';
        return (0,_multiplicity_js__WEBPACK_IMPORTED_MODULE_1__/* .below */ .Gz)((0,_fisher_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherOneSided */ .Vg)(b.successes, n, h.successes, n, tail), alpha);
    };
    const limit = start + 5000;
    let hi = start + 1;
    while (!decidedAt(hi)) {
        if (hi >= limit)
            return null;
        hi = Math.min(limit, hi * 2);
    }
    let lo = start;
    while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (decidedAt(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi - start;
}


/***/ }),

/***/ 4973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BQ: () => (/* binding */ liftStrata),
/* harmony export */   FK: () => (/* binding */ liftOf),
/* harmony export */   N_: () => (/* binding */ liftFinding)
/* harmony export */ });
/* harmony import */ var _sequentialEstimate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8545);
/* harmony import */ var _compare_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9571);
/* harmony import */ var _compare_fisher_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1005);
/* harmony import */ var _compare_multiplicity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8087);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5613);





/**
 * What the skill is worth on a row: the execution rate of the cases the baseline arm ran, with the skill
 * and without it (each case weighted equally), their difference with its 95 % stratified Newcombe
 * interval, and the one-sided exact tests by case that the skill helps or hurts (Fisher's method over
 * the cases' Fisher tests when `--trials auto` stopped them, as in `compare`). Only cases measured in
 * both arms count: a lift is a paired comparison of the same tasks.
 */
function liftOf(withSkill, baseline, sequential) {
    const strata = liftStrata(withSkill, baseline);
    const side = (pick) => {
        const cases = strata.map(pick);
        return (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .withCaseWeighted */ .SY)((0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .rate */ .TS)(sum(cases.map((c) => c.successes)), sum(cases.map((c) => c.trials))), cases);
    };
    if (strata.length === 0)
        return {
            cases: [...baseline],
            with: side((s) => s.head),
            without: side((s) => s.base),
            difference: null,
            pValue: null,
        };
    const tests = sequential ? (0,_compare_fisher_js__WEBPACK_IMPORTED_MODULE_3__/* .combinedOneSided */ .P_)(strata) : (0,_compare_fisher_js__WEBPACK_IMPORTED_MODULE_3__/* .stratifiedOneSided */ .Pz)(strata);
    return {
        cases: [...baseline],
        with: side((s) => s.head),
        without: side((s) => s.base),
        difference: (0,_compare_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .caseWeightedDifference */ .tt)(strata),
        pValue: { helps: tests.headHigher.pValue, hurts: tests.headLower.pValue },
    };
}
/**
 * The cases both arms measured, paired by id: `base` without the skill, `head` with it, each counting the
 * trials that passed the checks both arms run. A lift is a paired comparison of the same tasks.
 */
function liftStrata(withSkill, baseline) {
    const skillCases = new Map(withSkill.map((c) => [c.id, c]));
    const counts = (c) => ({
        successes: c.taskPasses ?? c.passes,
        trials: c.trials - c.errors,
        ...(0,_sequentialEstimate_js__WEBPACK_IMPORTED_MODULE_0__/* .stoppedEstimate */ .YD)(c, c.taskPasses ?? c.passes),
    });
    return baseline.flatMap((without) => {
        const withCase = skillCases.get(without.id);
        const s = withCase && { id: without.id, base: counts(without), head: counts(withCase) };
        return s && s.base.trials > 0 && s.head.trials > 0 ? [s] : [];
    });
}
/** One side of a 95 % interval: a finding needs its exact test below this too. */
const ONE_SIDED = 0.025;
/**
 * What a lift says: the skill helps, or the agent does worse with it, when its interval excludes 0 and
 * the exact test by case agrees (the test stays valid when `--trials auto` stopped the cases, the
 * interval alone does not); otherwise neither is shown.
 */
function liftFinding(lift) {
    if (!lift.difference || !lift.pValue)
        return 'unmeasured';
    const [lo, hi] = lift.difference.interval;
    if (lo > 0 && (0,_compare_multiplicity_js__WEBPACK_IMPORTED_MODULE_4__/* .below */ .Gz)(lift.pValue.helps, ONE_SIDED))
        return 'helps';
    if (hi < 0 && (0,_compare_multiplicity_js__WEBPACK_IMPORTED_MODULE_4__/* .below */ .Gz)(lift.pValue.hurts, ONE_SIDED))
        return 'hurts';
    return 'unclear';
}
function sum(xs) {
    return xs.reduce((a, b) => a + b, 0);
}


/***/ }),

/***/ 6303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ JUDGE_PROVIDERS),
/* harmony export */   DE: () => (/* binding */ TEXT_MAX),
/* harmony export */   G3: () => (/* binding */ PATTERNS),
/* harmony export */   ZB: () => (/* binding */ checkResults),
/* harmony export */   eQ: () => (/* binding */ ResultsSchemaError),
/* harmony export */   g0: () => (/* binding */ MAX_OUTSIDE_NAMES)
/* harmony export */ });
/* unused harmony export MAX_COUNT */
/* harmony import */ var _lift_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4973);
/* harmony import */ var _aggregate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7772);
/* harmony import */ var _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6465);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5613);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5187);





/**
 * A results.json is untrusted input: the report job and the fork commenter read artifacts made by jobs
 * that ran pull-request code. This checks every field caliper reads, rebuilds the value from what it
 * checked (rates are recomputed from the counts, never read), and names the first violation by its JSON
 * path. It does the work of a schema validator in one pass with fixed limits, so a hostile file is
 * refused in milliseconds, not after the statistics choke on it.
 */
/** More trials than anyone runs in one case (or one rate): a larger count is a forgery or a bug. */
const MAX_COUNT = 1_000_000;
const MAX_ROWS = 100_000;
const MAX_CASES = 10_000;
/**
 * Distinct checks of one case: an `.eval.yaml` holds at most 256 KiB and no check takes fewer than 8
 * bytes of it (`{command: a}, `), so no spec caliper reads can have more.
 */
const MAX_CHECKS = 32_768;
/** Skills outside the set under test a row names (each trial names at most 10). */
const MAX_OUTSIDE_NAMES = 20;
/**
 * Allowed characters per kind of string, with their length limits. None can carry markup. Skill names
 * and case ids are the repository's, within what `validate` and the spec schema allow (eval plans no
 * skill whose name is not one of these); model ids, versions and hosts come from CLIs and endpoints,
 * and caliper writes them through `recordedToken` (recordable.ts), which keeps a value of these
 * characters as it is and writes any other character as `%XX` (its UTF-8 bytes), so every value a CLI
 * can report has a form this check accepts.
 */
const PATTERNS = {
    skill: /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/,
    // A skill as a CLI names it: a plugin's skill as `plugin:skill` (trial records' chosenOutside).
    listedSkill: /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/,
    caseId: /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/,
    era: /^[A-Za-z0-9][A-Za-z0-9._/:-]{0,63}$/,
    // `[1m]` selects a 1M-token context in Claude Code (`claude-opus-4-8[1m]`), as its init event reports it.
    model: /^[A-Za-z0-9%][A-Za-z0-9._/:@+%[\]-]{0,127}$/,
    version: /^[A-Za-z0-9%][A-Za-z0-9._+%-]{0,63}$/,
    hash: /^[A-Za-z0-9:+/=_-]{1,128}$/,
    timestamp: /^[0-9T:.+Z-]{1,40}$/,
    // `[…]` for an IPv6 address (`[::1]:8080`), `_` as URL hosts allow it (`my_gateway.internal`).
    host: /^[A-Za-z0-9*%[][A-Za-z0-9.*:_%[\]-]{0,252}$/,
};
const JUDGE_PROVIDERS = ['scripted', 'anthropic', 'replay'];
/** Free text (reasons, check labels, platform) is allowed any printable character, bounded; renderers escape it. */
const TEXT_MAX = 2_000;
class ResultsSchemaError extends Error {
    jsonPath;
    problem;
    constructor(jsonPath, problem) {
        super(`${jsonPath}: ${problem}`);
        this.jsonPath = jsonPath;
        this.problem = problem;
    }
}
const fail = (at, problem) => {
    throw new ResultsSchemaError(at, problem);
};
const show = (v) => {
    const s = typeof v === 'string'
        ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
        : typeof v === 'number'
            ? String(v)
            : Array.isArray(v)
                ? 'an array'
                : v === null
                    ? 'null'
                    : typeof v;
    return s.replace(/[\r\n]/g, ' ');
};
function object(v, at) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        fail(at, `must be an object, not ${show(v)}`);
    return v;
}
function array(v, at, max) {
    if (!Array.isArray(v))
        fail(at, `must be an array, not ${show(v)}`);
    const a = v;
    if (a.length > max)
        fail(at, `has ${a.length} entries; at most ${max} are allowed`);
    return a;
}
function count(v, at, max = MAX_COUNT) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max)
        fail(at, `must be a whole number from 0 to ${max}, not ${show(v)}`);
    return v;
}
function amount(v, at) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1e12)
        fail(at, `must be a non-negative number, not ${show(v)}`);
    return v;
}
function matching(v, at, pattern, what) {
    if (typeof v !== 'string' || !pattern.test(v))
        fail(at, `must be ${what} (${pattern.source}), not ${show(v)}`);
    return v;
}
function optional(v, read) {
    return v === undefined || v === null ? undefined : read(v);
}
function text(v, at) {
    if (typeof v !== 'string')
        fail(at, `must be a string, not ${show(v)}`);
    const s = v;
    if (s.length > TEXT_MAX)
        fail(at, `is ${s.length} characters long; at most ${TEXT_MAX} are allowed`);
    return s;
}
function oneOf(v, at, allowed) {
    if (typeof v !== 'string' || !allowed.includes(v))
        fail(at, `must be one of ${allowed.join(', ')}, not ${show(v)}`);
    return v;
}
/** successes ≤ trials, both counts; the rate and interval are recomputed. */
function rateOf(v, at) {
    const o = object(v, at);
    const trials = count(o.trials, `${at}.trials`);
    const successes = count(o.successes, `${at}.successes`);
    if (successes > trials)
        fail(`${at}.successes`, `is ${successes}, more than trials (${trials})`);
    return (0,_stats_js__WEBPACK_IMPORTED_MODULE_3__/* .rate */ .TS)(successes, trials);
}
function modelSource(v, at) {
    const o = object(v, at);
    const kind = oneOf(o.kind, `${at}.kind`, ['scripted', 'real', 'replay']);
    if (kind === 'scripted' || kind === 'replay')
        return { kind };
    return { kind, endpoint: matching(o.endpoint, `${at}.endpoint`, PATTERNS.host, 'a host name or endpoint kind') };
}
function spendTotal(v, at) {
    const o = object(v, at);
    return {
        agentRuns: count(o.agentRuns, `${at}.agentRuns`),
        inputTokens: count(o.inputTokens, `${at}.inputTokens`, Number.MAX_SAFE_INTEGER),
        outputTokens: count(o.outputTokens, `${at}.outputTokens`, Number.MAX_SAFE_INTEGER),
        costUsd: optional(o.costUsd, (c) => amount(c, `${at}.costUsd`)),
        unpricedRuns: count(o.unpricedRuns, `${at}.unpricedRuns`),
    };
}
function replayedFlag(v, at) {
    if (v !== true)
        fail(at, `must be true when present, not ${show(v)}`);
    return true;
}
function spend(v, at) {
    const o = object(v, at);
    if (typeof o.scripted !== 'boolean')
        fail(`${at}.scripted`, `must be true or false, not ${show(o.scripted)}`);
    return {
        scripted: o.scripted,
        ...(o.replayed !== undefined && { replayed: replayedFlag(o.replayed, `${at}.replayed`) }),
        priceTable: text(o.priceTable, `${at}.priceTable`),
        ...spendTotal(o, at),
        byBackend: array(o.byBackend, `${at}.byBackend`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_2__.BACKEND_NAMES.length).map((b, i) => ({
            backend: oneOf(object(b, `${at}.byBackend[${i}]`).backend, `${at}.byBackend[${i}].backend`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_2__.BACKEND_NAMES),
            ...spendTotal(b, `${at}.byBackend[${i}]`),
        })),
        ...(o.baseline !== undefined && { baseline: spendTotal(o.baseline, `${at}.baseline`) }),
    };
}
function bundledSkills(v, at) {
    const o = object(v, at);
    const policy = oneOf(o.policy, `${at}.policy`, ['off', 'hidden', 'listed']);
    if (policy === 'off')
        return { policy };
    return {
        policy,
        names: array(o.names, `${at}.names`, 50).map((n, i) => matching(n, `${at}.names[${i}]`, PATTERNS.skill, 'a skill name')),
    };
}
function meta(v) {
    const at = '$.meta';
    const o = object(v, at);
    const backends = array(o.backends, `${at}.backends`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_2__.BACKEND_NAMES.length * 4).map((b, i) => {
        const p = `${at}.backends[${i}]`;
        const x = object(b, p);
        return {
            name: oneOf(x.name, `${p}.name`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_2__.BACKEND_NAMES),
            version: optional(x.version, (s) => matching(s, `${p}.version`, PATTERNS.version, 'a version')),
            model: optional(x.model, (s) => matching(s, `${p}.model`, PATTERNS.model, 'a model id')),
            ...(x.bundledSkills !== undefined && { bundledSkills: bundledSkills(x.bundledSkills, `${p}.bundledSkills`) }),
        };
    });
    const isolation = optional(o.isolation, (s) => oneOf(s, `${at}.isolation`, ['bubblewrap', 'none']));
    const network = optional(o.network, (n) => {
        const allow = array(object(n, `${at}.network`).allow, `${at}.network.allow`, 1_000).map((h, i) => matching(h, `${at}.network.allow[${i}]`, PATTERNS.host, 'a host name'));
        return { allow };
    });
    return {
        era: matching(o.era, `${at}.era`, PATTERNS.era, 'an era'),
        discipline: oneOf(o.discipline, `${at}.discipline`, _types_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCIPLINES */ ._),
        modelSource: modelSource(o.modelSource, `${at}.modelSource`),
        caliperVersion: matching(o.caliperVersion, `${at}.caliperVersion`, PATTERNS.version, 'a version'),
        backends,
        defaultTrials: count(o.defaultTrials, `${at}.defaultTrials`),
        ...(o.sequential !== undefined && { sequential: text(o.sequential, `${at}.sequential`) }),
        ...(o.alongside !== undefined && {
            alongside: o.alongside === 'all'
                ? 'all'
                : array(o.alongside, `${at}.alongside`, MAX_CASES).map((n, i) => matching(n, `${at}.alongside[${i}]`, PATTERNS.skill, 'a skill name')),
        }),
        platform: text(o.platform, `${at}.platform`),
        startedAt: matching(o.startedAt, `${at}.startedAt`, PATTERNS.timestamp, 'an ISO timestamp'),
        finishedAt: matching(o.finishedAt, `${at}.finishedAt`, PATTERNS.timestamp, 'an ISO timestamp'),
        ...(isolation !== undefined && { isolation }),
        ...(network !== undefined && { network }),
        ...(o.spend !== undefined && { spend: spend(o.spend, `${at}.spend`) }),
        ...(o.judge !== undefined && { judge: judgeMeta(o.judge, `${at}.judge`) }),
        ...(o.providerErrors !== undefined && { providerErrors: providerErrors(o.providerErrors, `${at}.providerErrors`) }),
    };
}
function providerErrors(v, at) {
    const o = object(v, at);
    const statuses = array(o.statuses, `${at}.statuses`, 100).map((s, i) => {
        const status = count(s, `${at}.statuses[${i}]`, 599);
        if (status < 400)
            fail(`${at}.statuses[${i}]`, `must be an HTTP error status (400-599), not ${status}`);
        return status;
    });
    return { trials: count(o.trials, `${at}.trials`), statuses };
}
function judgeMeta(v, at) {
    const o = object(v, at);
    return {
        provider: oneOf(o.provider, `${at}.provider`, JUDGE_PROVIDERS),
        model: matching(o.model, `${at}.model`, PATTERNS.model, 'a model id'),
        promptTemplate: matching(o.promptTemplate, `${at}.promptTemplate`, PATTERNS.hash, 'a content hash'),
        votes: array(o.votes, `${at}.votes`, 9).map((n, i) => count(n, `${at}.votes[${i}]`)),
    };
}
function caseSummary(v, at) {
    const o = object(v, at);
    const trials = count(o.trials, `${at}.trials`);
    const errors = count(o.errors, `${at}.errors`);
    if (errors > trials)
        fail(`${at}.errors`, `is ${errors}, more than trials (${trials})`);
    const measured = trials - errors;
    const activations = count(o.activations, `${at}.activations`);
    if (activations > measured)
        fail(`${at}.activations`, `is ${activations}, more than the ${measured} trials without errors`);
    const activatedBeforeFault = optional(o.activatedBeforeFault, (n) => count(n, `${at}.activatedBeforeFault`));
    if (activatedBeforeFault !== undefined && activatedBeforeFault > errors)
        fail(`${at}.activatedBeforeFault`, `is ${activatedBeforeFault}, more than the ${errors} errors`);
    const passes = count(o.passes, `${at}.passes`);
    if (passes > measured)
        fail(`${at}.passes`, `is ${passes}, more than the ${measured} trials without errors`);
    const taskPasses = optional(o.taskPasses, (t) => count(t, `${at}.taskPasses`));
    if (taskPasses !== undefined && taskPasses > measured)
        fail(`${at}.taskPasses`, `is ${taskPasses}, more than the ${measured} trials without errors`);
    const tokens = object(o.tokens, `${at}.tokens`);
    const decision = optional(o.decision, (d) => oneOf(d, `${at}.decision`, ['reliable', 'unreliable', 'continue', 'undecided']));
    const costUsd = optional(o.costUsd, (c) => amount(c, `${at}.costUsd`));
    const cancelled = optional(o.cancelled, (c) => count(c, `${at}.cancelled`));
    return {
        id: matching(o.id, `${at}.id`, PATTERNS.caseId, 'a case id'),
        role: oneOf(o.role, `${at}.role`, ['should-activate', 'should-not-activate', 'execution']),
        trials,
        errors,
        activations,
        ...(activatedBeforeFault !== undefined && { activatedBeforeFault }),
        passes,
        ...(taskPasses !== undefined && { taskPasses }),
        checks: array(o.checks, `${at}.checks`, MAX_CHECKS).map((c, i) => {
            const p = `${at}.checks[${i}]`;
            const x = object(c, p);
            return {
                label: text(x.label, `${p}.label`),
                passes: count(x.passes, `${p}.passes`),
                failures: count(x.failures, `${p}.failures`),
                errors: count(x.errors, `${p}.errors`),
            };
        }),
        tokens: {
            input: count(tokens.input, `${at}.tokens.input`, Number.MAX_SAFE_INTEGER),
            output: count(tokens.output, `${at}.tokens.output`, Number.MAX_SAFE_INTEGER),
        },
        costUsd,
        ...(decision !== undefined && { decision }),
        ...(cancelled !== undefined && { cancelled }),
        ...(o.runs !== undefined && { runs: trialCosts(o.runs, `${at}.runs`, measured, passes) }),
        ...(o.mcpCalls !== undefined && { mcpCalls: caseMcpCalls(o.mcpCalls, `${at}.mcpCalls`, measured) }),
    };
}
/** A case's MCP calls: at most 5, each `SERVER/TOOL`, its arguments' text (cut at 500), in at most its trials. */
function caseMcpCalls(v, at, measured) {
    return array(v, at, 5).map((c, i) => {
        const p = `${at}[${i}]`;
        const x = object(c, p);
        // The tool's name is the agent's (a real server's calls are passed on by any name): text, bounded.
        const call = text(x.call, `${p}.call`);
        if (call.length > 200)
            fail(`${p}.call`, `is ${call.length} characters long; at most 200 are allowed`);
        const args = text(x.arguments, `${p}.arguments`);
        if (args.length > 501)
            fail(`${p}.arguments`, `is ${args.length} characters long; at most 501 are kept`);
        const trials = count(x.trials, `${p}.trials`);
        if (trials > measured)
            fail(`${p}.trials`, `is ${trials}, more than the ${measured} trials without errors`);
        return { call, arguments: args, trials };
    });
}
/** A case's graded trials' usage: one entry per trial without an error, as many passed as the case counts. */
function trialCosts(v, at, measured, passes) {
    const runs = array(v, at, measured).map((r, i) => trialCost(r, `${at}[${i}]`));
    if (runs.length !== measured)
        fail(at, `has ${runs.length} entries; the case has ${measured} trials without errors`);
    const passed = runs.filter((r) => r.passed).length;
    if (passed !== passes)
        fail(at, `has ${passed} passing entries; the case has ${passes} passes`);
    return runs;
}
function trialCost(v, at) {
    const o = object(v, at);
    if (typeof o.passed !== 'boolean')
        fail(`${at}.passed`, `must be true or false, not ${show(o.passed)}`);
    if (o.task !== undefined && typeof o.task !== 'boolean')
        fail(`${at}.task`, `must be true or false, not ${show(o.task)}`);
    const big = (name) => optional(o[name], (n) => count(n, `${at}.${name}`, Number.MAX_SAFE_INTEGER));
    const [tokens, turns, durationMs] = [big('tokens'), big('turns'), big('durationMs')];
    const costUsd = optional(o.costUsd, (c) => amount(c, `${at}.costUsd`));
    return {
        passed: o.passed,
        ...(o.task !== undefined && { task: o.task }),
        ...(tokens !== undefined && { tokens }),
        ...(turns !== undefined && { turns }),
        ...(durationMs !== undefined && { durationMs }),
        ...(costUsd !== undefined && { costUsd }),
    };
}
/**
 * Skill name → trials, for the skills a row's agent chose outside the set under test (a plugin's as `plugin:skill`).
 */
function outsideCounts(v, at) {
    const o = object(v, at);
    const names = Object.keys(o);
    if (names.length > MAX_OUTSIDE_NAMES)
        fail(at, `has ${names.length} entries; at most ${MAX_OUTSIDE_NAMES} are allowed`);
    return Object.fromEntries(names.map((n) => [matching(n, at, PATTERNS.listedSkill, 'keyed by skill names'), count(o[n], `${at}.${n}`)]));
}
function row(v, at) {
    const o = object(v, at);
    const hashes = object(o.skillHashes, `${at}.skillHashes`);
    const names = Object.keys(hashes);
    if (names.length > MAX_CASES)
        fail(`${at}.skillHashes`, `has ${names.length} entries; at most ${MAX_CASES} are allowed`);
    const aggregate = object(o.aggregate, `${at}.aggregate`);
    const cases = array(o.cases, `${at}.cases`, MAX_CASES).map((c, i) => caseSummary(c, `${at}.cases[${i}]`));
    // Derived from the two arms' cases, so recomputed from them as the rates are from their counts.
    const baseline = optional(o.lift, (l) => array(object(l, `${at}.lift`).cases, `${at}.lift.cases`, MAX_CASES).map((c, i) => caseSummary(c, `${at}.lift.cases[${i}]`)));
    const sequential = [...cases, ...(baseline ?? [])].some((c) => c.decision !== undefined);
    return {
        skill: matching(o.skill, `${at}.skill`, PATTERNS.skill, 'a skill name'),
        backend: oneOf(o.backend, `${at}.backend`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_2__.BACKEND_NAMES),
        backendVersion: optional(o.backendVersion, (s) => matching(s, `${at}.backendVersion`, PATTERNS.version, 'a version')),
        model: optional(o.model, (s) => matching(s, `${at}.model`, PATTERNS.model, 'a model id')),
        skillHashes: Object.fromEntries(names.map((n) => [
            matching(n, `${at}.skillHashes`, PATTERNS.skill, 'keyed by skill names'),
            matching(hashes[n], `${at}.skillHashes.${n}`, PATTERNS.hash, 'a content hash'),
        ])),
        specHash: matching(o.specHash, `${at}.specHash`, PATTERNS.hash, 'a content hash'),
        ...(o.frontMatter !== undefined && { frontMatter: text(o.frontMatter, `${at}.frontMatter`) }),
        ...(o.chosenOutside !== undefined && { chosenOutside: outsideCounts(o.chosenOutside, `${at}.chosenOutside`) }),
        ...(o.outOfTurns !== undefined && { outOfTurns: count(o.outOfTurns, `${at}.outOfTurns`) }),
        cases,
        aggregate: rowRates(cases, {
            activation: rateOf(aggregate.activation, `${at}.aggregate.activation`),
            falseActivation: rateOf(aggregate.falseActivation, `${at}.aggregate.falseActivation`),
            execution: rateOf(aggregate.execution, `${at}.aggregate.execution`),
        }),
        errors: count(o.errors, `${at}.errors`),
        ...(baseline && { lift: (0,_lift_js__WEBPACK_IMPORTED_MODULE_0__/* .liftOf */ .FK)(cases, baseline, sequential) }),
    };
}
/**
 * A row's rates recomputed from its cases as the run wrote them (`rowRate`): a file written before the
 * rate was the case-weighted one (its `rate` the pooled trials) loads with the same rate as a new one.
 */
function rowRates(cases, pooled) {
    const row = { cases, aggregate: pooled };
    return {
        activation: (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_1__/* .rowRate */ .h6)(row, 'activation'),
        falseActivation: (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_1__/* .rowRate */ .h6)(row, 'falseActivation'),
        execution: (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_1__/* .rowRate */ .h6)(row, 'execution'),
    };
}
/** The checked, rebuilt results; throws ResultsSchemaError at the first violation. */
function checkResults(value) {
    const o = object(value, '$');
    return {
        meta: meta(o.meta),
        results: array(o.results, '$.results', MAX_ROWS).map((r, i) => row(r, `$.results[${i}]`)),
        skipped: array(o.skipped ?? [], '$.skipped', MAX_ROWS * 10).map((s, i) => {
            const x = object(s, `$.skipped[${i}]`);
            const runs = x.runs === undefined ? undefined : count(x.runs, `$.skipped[${i}].runs`);
            return {
                key: text(x.key, `$.skipped[${i}].key`),
                reason: text(x.reason, `$.skipped[${i}].reason`),
                ...(runs !== undefined && { runs }),
            };
        }),
    };
}


/***/ }),

/***/ 1607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ fixedTrialsEquivalent),
/* harmony export */   Cv: () => (/* binding */ binomialTail),
/* harmony export */   Cz: () => (/* binding */ sequentialStop),
/* harmony export */   HB: () => (/* binding */ fixedTest),
/* harmony export */   MH: () => (/* binding */ sequentialDecision),
/* harmony export */   Sn: () => (/* binding */ describeDesign),
/* harmony export */   hi: () => (/* binding */ sequentialBehaviour),
/* harmony export */   nt: () => (/* binding */ outcomesToDecide),
/* harmony export */   qk: () => (/* binding */ DEFAULT_SEQUENTIAL)
/* harmony export */ });
const DEFAULT_SEQUENTIAL = { p0: 0.6, p1: 0.9, alpha: 0.05, beta: 0.05, maxTrials: 30 };
function describeDesign(d) {
    return (`SPRT, reliable (p >= ${d.p1}) vs unreliable (p <= ${d.p0}), α = ` +
        `${d.alpha}, β = ${d.beta}, at most ${d.maxTrials} trials`);
}
function sequentialDecision(successes, failures, d) {
    const llr = successes * Math.log(d.p1 / d.p0) + failures * Math.log((1 - d.p1) / (1 - d.p0));
    if (llr >= Math.log((1 - d.beta) / d.alpha))
        return 'reliable';
    if (llr <= Math.log(d.beta / (1 - d.alpha)))
        return 'unreliable';
    return successes + failures >= d.maxTrials ? 'undecided' : 'continue';
}
/**
 * The test as it runs: it consumes a case's outcomes in trial order (`outcomes[0]` is trial 1; `undefined`
 * is a trial not finished yet) and stops at the first that decides it, or at the first gap. Consuming in
 * trial order, never in order of completion, makes a decision and its trial count the same at any
 * concurrency: trials past `through` of a decided case are not part of it, finished or not. An error is
 * consumed but is neither a pass nor a failure, as in every rate.
 */
function sequentialStop(outcomes, d) {
    let successes = 0;
    let failures = 0;
    let decision = 'continue';
    for (let n = 0; n < outcomes.length; n++) {
        const outcome = outcomes[n];
        if (outcome === undefined)
            return { decision: 'continue', through: n, successes, failures };
        if (outcome === 'error')
            continue;
        if (outcome === 'pass')
            successes++;
        else
            failures++;
        decision = sequentialDecision(successes, failures, d);
        if (decision !== 'continue')
            return { decision, through: n + 1, successes, failures };
    }
    return { decision, through: outcomes.length, successes, failures };
}
/**
 * The fewest further outcomes after which the test could stop, from `successes` and `failures` (all
 * passes or all failures get there first): that many trials past the consumed ones are needed whatever
 * they show; a trial beyond them is a guess that the case is not decided before it. 0 once it stopped.
 */
function outcomesToDecide(successes, failures, d) {
    if (sequentialDecision(successes, failures, d) !== 'continue')
        return 0;
    for (let k = 1;; k++) {
        if (sequentialDecision(successes + k, failures, d) !== 'continue' ||
            sequentialDecision(successes, failures + k, d) !== 'continue')
            return k;
    }
}
/** The exact distribution of where the truncated SPRT stops, at a true pass rate p (dynamic programming). */
function sequentialBehaviour(p, d) {
    let states = new Map([[0, 1]]); // successes -> probability, after n trials, still going
    const out = { expectedTrials: 0, pReliable: 0, pUnreliable: 0, pUndecided: 0 };
    for (let n = 1; n <= d.maxTrials && states.size > 0; n++) {
        const next = new Map();
        for (const [s, prob] of states) {
            for (const [successes, q] of [
                [s + 1, p],
                [s, 1 - p],
            ]) {
                const mass = prob * q;
                if (mass === 0)
                    continue;
                const decision = sequentialDecision(successes, n - successes, d);
                if (decision === 'continue')
                    next.set(successes, (next.get(successes) ?? 0) + mass);
                else {
                    out.expectedTrials += mass * n;
                    if (decision === 'reliable')
                        out.pReliable += mass;
                    else if (decision === 'unreliable')
                        out.pUnreliable += mass;
                    else
                        out.pUndecided += mass;
                }
            }
        }
        states = next;
    }
    return out;
}
/**
 * The fixed-N test with the same error rates: the smallest n and threshold c with
 * P(X >= c | p0) <= alpha and P(X < c | p1) <= beta.
 */
function fixedTrialsEquivalent(d) {
    for (let n = 1; n <= 1000; n++) {
        for (let c = 0; c <= n; c++) {
            if (binomialTail(n, c, d.p0) <= d.alpha && 1 - binomialTail(n, c, d.p1) <= d.beta)
                return { trials: n, threshold: c };
        }
    }
    throw new Error('no fixed-N test reaches these error rates within 1000 trials');
}
/**
 * A fixed number of trials `n` with the threshold that best separates p0 from p1 (the smallest larger of
 * the two error rates): what a run with a fixed trial count decides, for comparison.
 */
function fixedTest(n, d) {
    let best = { trials: n, threshold: n, alpha: 1, beta: 1 };
    for (let c = 0; c <= n; c++) {
        const alpha = binomialTail(n, c, d.p0);
        const beta = 1 - binomialTail(n, c, d.p1);
        if (Math.max(alpha, beta) < Math.max(best.alpha, best.beta))
            best = { trials: n, threshold: c, alpha, beta };
    }
    return best;
}
/** P(X >= c) for X ~ Binomial(n, p). */
function binomialTail(n, c, p) {
    let sum = 0;
    let term = Math.pow(1 - p, n); // P(X = 0)
    for (let k = 0; k <= n; k++) {
        if (k >= c)
            sum += term;
        term = p === 1 ? (k + 1 === n ? 1 : 0) : (term * (n - k) * p) / ((k + 1) * (1 - p));
    }
    return Math.min(1, sum);
}


/***/ }),

/***/ 8545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KU: () => (/* binding */ stoppedActivationEstimate),
/* harmony export */   YD: () => (/* binding */ stoppedEstimate)
/* harmony export */ });
/* unused harmony export unbiasedCaseRate */
/* harmony import */ var _sequential_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1607);

const estimates = new Map();
/**
 * A case's pass rate when `--trials auto` stopped it, without the stopping rule's bias: the Rao–Blackwell
 * estimate (Girshick, Mosteller & Savage 1946), E[first trial passed | where the test stopped]. Every
 * path of passes and failures that reaches the stopping point (s, f) through states where the test goes
 * on is equally likely given (s, f), so the estimate is the share of them whose first trial passed. It is
 * unbiased at every true rate, and the only unbiased function of (s, f) (the point is a complete
 * statistic for the truncated test). s / (s + f), the plain rate, is biased by the rule: a case at 0.55
 * reads 0.45 on average, because a run of early failures stops it at 3 and a run of passes does not.
 * Errors are neither passes nor failures, as the test consumes them.
 */
function unbiasedCaseRate(successes, failures, design = _sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SEQUENTIAL */ .qk) {
    const n = successes + failures;
    if (n === 0)
        return NaN;
    // A report reads the same few stopping points again and again: each is counted once (a third of compare's time).
    const key = `${successes}|${failures}|${design.p0}|${design.p1}|${design.alpha}|${design.beta}|${design.maxTrials}`;
    const known = estimates.get(key);
    if (known !== undefined)
        return known;
    const all = paths(0, 0, successes, failures, design);
    // Not a point the rule reaches from the start: no rule to undo.
    const estimate = all === 0 ? successes / n : paths(1, 0, successes, failures, design) / all;
    if (estimates.size > 10_000)
        estimates.clear();
    estimates.set(key, estimate);
    return estimate;
}
/**
 * Paths of single steps (a pass: s + 1, a failure: f + 1) from (s0, f0) to (s, f) whose every point before
 * the last is one where the test goes on. Path counts stay below 2^53 up to about 50 trials a case.
 */
function paths(s0, f0, s, f, design) {
    if (s0 > s || f0 > f)
        return 0;
    const count = Array.from({ length: s + 1 }, () => new Array(f + 1).fill(0));
    count[s0][f0] = 1;
    for (let total = s0 + f0; total < s + f; total++) {
        for (let a = Math.max(s0, total - f); a <= Math.min(s, total - f0); a++) {
            const b = total - a;
            const here = count[a][b];
            if (here === 0 || (0,_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .sequentialDecision */ .MH)(a, b, design) !== 'continue')
                continue;
            if (a + 1 <= s)
                count[a + 1][b] += here;
            if (b + 1 <= f)
                count[a][b + 1] += here;
        }
    }
    return count[s][f];
}
/**
 * For a case `--trials auto` stopped on its passes: the rate of `successes` without the rule's bias, when
 * `successes` are the passes the rule stopped on (activations, and a task's own passes, are other counts).
 */
function stoppedEstimate(c, successes) {
    if (c.decision === undefined || successes !== c.passes)
        return {};
    const trials = c.trials - c.errors;
    return trials > 0 ? { estimate: unbiasedCaseRate(c.passes, trials - c.passes) } : {};
}
/**
 * A should-activate or should-not-activate case's activation rate when `--trials auto` stopped it, without
 * the rule's bias (the rule stops on passes, and activation goes with passing). The Rao–Blackwell estimate
 * of "the first trial activated" given where the test stopped (s, f) and how many passing and failing
 * trials activated: every order of those trials whose passes and failures keep the test going is equally
 * likely, so it is P(first passed | s, f) · a_pass / s + P(first failed | s, f) · a_fail / f. A pass passed
 * every check, the activation check among them: on a should-activate case every pass activated
 * (a_pass = s), on a should-not-activate case none did (a_pass = 0). Counts that say otherwise (a check
 * set this reading does not fit) keep the plain rate. Harness errors are in neither count (the test skips
 * them); a should-not-activate case's trials that fired before a fault are added back as false activations
 * on top of the estimate, as `activationCounts` adds them to the counts.
 */
function stoppedActivationEstimate(c) {
    if (c.decision === undefined || c.role === 'execution')
        return {};
    const s = c.passes;
    const f = c.trials - c.errors - c.passes;
    const activatedPasses = c.role === 'should-activate' ? s : 0;
    const activatedFailures = c.activations - activatedPasses;
    if (s + f === 0 || activatedFailures < 0 || activatedFailures > f)
        return {};
    const firstPassed = unbiasedCaseRate(s, f);
    const estimate = (s > 0 ? firstPassed * (activatedPasses / s) : 0) + (f > 0 ? (1 - firstPassed) * (activatedFailures / f) : 0);
    const faulted = c.role === 'should-not-activate' ? (c.activatedBeforeFault ?? 0) : 0;
    return { estimate: (estimate * (s + f) + faulted) / (s + f + faulted) };
}


/***/ }),

/***/ 5613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SY: () => (/* binding */ withCaseWeighted),
/* harmony export */   TS: () => (/* binding */ rate),
/* harmony export */   YV: () => (/* binding */ wilsonInterval),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   eI: () => (/* binding */ trialsForPower),
/* harmony export */   vr: () => (/* binding */ normalCdf),
/* harmony export */   yR: () => (/* binding */ caseWeightedRate)
/* harmony export */ });
const Z95 = 1.959963984540054;
/** Wilson score interval: well-behaved at 0, 1 and small n, unlike the normal approximation. */
function wilsonInterval(successes, trials, z = Z95) {
    if (trials === 0)
        return null;
    return wilsonAt(successes / trials, trials, z);
}
/** Wilson's interval for an observed proportion p at n trials; n need not be whole (the stratified interval). */
function wilsonAt(p, trials, z) {
    const z2 = z * z;
    const denominator = 1 + z2 / trials;
    const centre = (p + z2 / (2 * trials)) / denominator;
    const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
function rate(successes, trials) {
    return {
        successes,
        trials,
        rate: trials === 0 ? null : successes / trials,
        interval: wilsonInterval(successes, trials),
    };
}
/**
 * The mean of the cases' proportions with the stratified Wilson interval (Yan & Su 2010, equal weights):
 * the score interval solving (p̄ − p)² = z² p(1 − p) Σ w_k²/n_k, i.e. Wilson's at p̄ with
 * n_eff = 1 / Σ w_k²/n_k = K² / Σ 1/n_k trials. A case at 0 % or 100 % still adds variance (p(1 − p) is
 * taken at the candidate p, not at the case's own rate), so three passes out of three do not make a
 * certainty. With every case at the same n it is exactly the pooled rate and its Wilson interval.
 * Cases without trials are left out.
 */
function caseWeightedRate(cases, z = Z95) {
    const measured = cases.filter((c) => c.trials > 0);
    const k = measured.length;
    if (k === 0)
        return { rate: null, interval: null, cases: 0, effectiveTrials: 0 };
    const n = measured[0].trials;
    if (measured.every((c) => c.trials === n && c.estimate === undefined)) {
        // The same n everywhere: the pooled proportion, computed as it is (no rounding apart from it).
        const successes = measured.reduce((a, c) => a + c.successes, 0);
        return {
            rate: successes / (k * n),
            interval: wilsonInterval(successes, k * n, z),
            cases: k,
            effectiveTrials: k * n,
        };
    }
    const mean = measured.reduce((a, c) => a + (c.estimate ?? c.successes / c.trials), 0) / k;
    const effectiveTrials = (k * k) / measured.reduce((a, c) => a + 1 / c.trials, 0);
    return { rate: mean, interval: wilsonAt(mean, effectiveTrials, z), cases: k, effectiveTrials };
}
/** The pooled counts, with the case-weighted rate of these cases as the rate (and also as `caseWeighted`). */
function withCaseWeighted(pooled, cases) {
    const counts = rate(pooled.successes, pooled.trials);
    const caseWeighted = caseWeightedRate(cases);
    if (caseWeighted.rate === null)
        return { ...counts, caseWeighted };
    return { ...counts, rate: caseWeighted.rate, interval: caseWeighted.interval, caseWeighted };
}
/** Φ(x), the standard normal distribution function (erfc as in Numerical Recipes' erfcc: relative error < 1.2e-7). */
function normalCdf(x) {
    const t = 1 / (1 + Math.abs(x) / (2 * Math.SQRT2));
    const u = Math.abs(x) / Math.SQRT2;
    const erfc = t *
        Math.exp(-u * u -
            1.26551223 +
            t *
                (1.00002368 +
                    t *
                        (0.37409196 +
                            t *
                                (0.09678418 +
                                    t *
                                        (-0.18628806 +
                                            t *
                                                (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
    return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}
/** The standard normal quantile Φ⁻¹(q), 0 < q < 1 (Acklam's rational approximation, relative error < 1.2e-9). */
function normalQuantile(q) {
    const a = [
        -39.69683028665376, 220.9460984245205, -275.928510446969, 138.357751867269, -30.66479806614716, 2.506628277459239,
    ];
    const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
    const c = [
        -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
        2.938163982698783,
    ];
    const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
    const tail = (r) => (((((c[0] * r + c[1]) * r + c[2]) * r + c[3]) * r + c[4]) * r + c[5]) /
        ((((d[0] * r + d[1]) * r + d[2]) * r + d[3]) * r + 1);
    if (q < 0.02425)
        return tail(Math.sqrt(-2 * Math.log(q)));
    if (q > 1 - 0.02425)
        return -tail(Math.sqrt(-2 * Math.log(1 - q)));
    const r = q - 0.5;
    const s = r * r;
    return (((((((a[0] * s + a[1]) * s + a[2]) * s + a[3]) * s + a[4]) * s + a[5]) * r) /
        (((((b[0] * s + b[1]) * s + b[2]) * s + b[3]) * s + b[4]) * s + 1));
}
/**
 * Trials per side for a one-sided test at level `alpha` to detect a change from rate p1 to p2 with
 * probability `power`: the normal approximation with Fleiss's continuity correction, which tracks
 * Fisher's exact test closely at these sizes.
 */
function trialsForPower(p1, p2, alpha, power = 0.8) {
    const delta = Math.abs(p1 - p2);
    if (delta === 0)
        return Infinity;
    const mean = (p1 + p2) / 2;
    const za = normalQuantile(1 - alpha);
    const zb = normalQuantile(power);
    const n = (za * Math.sqrt(2 * mean * (1 - mean)) + zb * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))) ** 2 / delta ** 2;
    return Math.ceil((n / 4) * (1 + Math.sqrt(1 + 4 / (n * delta))) ** 2);
}


/***/ }),

/***/ 5187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ DISCIPLINES),
/* harmony export */   l: () => (/* binding */ ERA)
/* harmony export */ });
/**
 * How a number was measured. Bump ERA whenever the method changes in a way that makes old numbers
 * incomparable (install location, activation signal, prompt handling); `compare` refuses across eras.
 */
const ERA = '2026-11';
/**
 * How the skill reaches the agent. `install-discover`: installed in the CLI's native root, the agent
 * chooses it. `explicit`: the prompt invokes it by name in the CLI's own syntax. `force-load`: its body is
 * rendered into the prompt. A run uses exactly one; `compare` refuses across them.
 */
const DISCIPLINES = ['install-discover', 'explicit', 'force-load'];


/***/ }),

/***/ 1730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ groupBy)
/* harmony export */ });
/** Items grouped by key, in first-seen order. */
function groupBy(items, key) {
    const groups = new Map();
    for (const item of items) {
        const k = key(item);
        const group = groups.get(k);
        if (group)
            group.push(item);
        else
            groups.set(k, [item]);
    }
    return groups;
}


/***/ })

};
