export const id = 784;
export const ids = [784,465];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1604);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7406);



/**
 * `parseArgs` for one command, whose mistakes come back as a UsageError that names the command, suggests
 * the option meant, and points at that command's own help.
 */
function parseCommandArgs(command, config) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config);
    }
    catch (error) {
        const code = error?.code;
        if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS'))
            throw error;
        throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(describe(command, config.options ?? {}, code, error.message));
    }
}
function describe(command, options, code, message) {
    const help = `Run "caliper ${command} --help" for its options.`;
    const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const given = quoted.replace(/=.*$/, '');
        const names = Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
        const meant = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(given, names);
        return `unknown option ${given} for "caliper ${command}".${meant ? ` Did you mean ${meant}?` : ''} ${help}`;
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        const flag = quoted.split(' ')[0] ?? quoted;
        return message.includes('argument missing') ? `${flag} needs a value. ${help}` : `${flag} takes no value. ${help}`;
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
        return `"caliper ${command}" takes no argument "${quoted}". ${help}`;
    return `${message}. ${help}`;
}


/***/ }),

/***/ 6465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BACKEND_NAMES: () => (/* binding */ BACKEND_NAMES),
/* harmony export */   CHECK_KINDS: () => (/* binding */ CHECK_KINDS),
/* harmony export */   evalSpecSchema: () => (/* binding */ evalSpecSchema)
/* harmony export */ });
/**
 * The `.eval.yaml` JSON Schema. `schemas/eval-spec.schema.json` is this object written out
 * (`node dist/cli/index.js schema > schemas/eval-spec.schema.json`); a test keeps the two equal.
 */
const BACKEND_NAMES = ['claude-code', 'codex', 'pi', 'hermes', 'opencode', 'gemini-cli'];
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
        sandbox: {
            type: 'object',
            additionalProperties: false,
            properties: {
                fixtures: { description: "Folder (relative to the skill) copied into the agent's working folder.", type: 'string', minLength: 1 },
                forbidden_files: {
                    description: 'Globs never present in the sandbox (at most 100, each at most 256 characters).',
                    type: 'array',
                    maxItems: 100,
                    items: { type: 'string', minLength: 1, maxLength: 256 },
                },
                timeout: { description: 'Seconds per trial.', ...seconds },
            },
        },
        cases: { type: 'array', minItems: 1, items: { $ref: '#/definitions/case' } },
    },
    definitions: {
        skillName,
        case: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'prompt', 'checks'],
            properties: {
                id: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$', maxLength: 100 },
                prompt: { type: 'string', minLength: 1 },
                checks: { type: 'array', minItems: 1, items: { $ref: '#/definitions/check' } },
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
                    properties: { path: { type: 'string', minLength: 1 }, pattern: { description: 'A regular expression in RE2 syntax (linear time: no backreferences, no lookaround).', type: 'string', minLength: 1 } },
                },
                command: {
                    description: "Runs in the working folder; exit 0 passes.",
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
                output_matches: { description: "A regular expression in RE2 syntax on the agent's final answer.", type: 'string', minLength: 1 },
                not_activated_any: { description: 'No installed skill fired.', const: true },
            },
        },
    },
};
const CHECK_KINDS = Object.keys(evalSpecSchema.definitions.check.properties);


/***/ }),

/***/ 2400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Di: () => (/* binding */ ResultsRefusal),
/* harmony export */   N6: () => (/* binding */ ResultsError),
/* harmony export */   zV: () => (/* binding */ loadResults)
/* harmony export */ });
/* unused harmony export MAX_RESULTS_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4205);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6303);




/** A results.json that cannot be used: not one, or one that breaks the schema. Exit 2. */
class ResultsError extends Error {
}
/**
 * A well-formed results.json written before caliper recorded how its model was reached (scripted or
 * real): its numbers cannot be matched with anything, so it is refused like a different era. Exit 3.
 */
class ResultsRefusal extends ResultsError {
}
/** Far above any real run (200 skills × 6 backends is about 3 MB); a larger file is refused unread. */
const MAX_RESULTS_BYTES = 64 * 1024 * 1024;
/**
 * Read a results.json, given the file or the folder holding it, and check it strictly: it may come from
 * an artifact made by a job that ran pull-request code. Anything that is not one is refused in one line
 * that names the file and the JSON path.
 */
function loadResults(where) {
    const file = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(where) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(where).isDirectory() ? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(where, 'results.json') : where;
    // It may be an artifact's file: read as a trial's files are (no link, no FIFO, bounded).
    const read = (0,_util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .readTrialFile */ .DV)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file), MAX_RESULTS_BYTES);
    if (read.kind === 'missing' || read.kind === 'dir')
        throw new ResultsError(`${file} does not exist. Pass a results.json written by caliper eval, or its folder.`);
    if (read.kind === 'refused')
        throw new ResultsError(`${file} was not read: ${read.reason}. Pass the results.json that caliper eval wrote, as a plain file.`);
    let value;
    try {
        value = JSON.parse(read.bytes.toString('utf8'));
    }
    catch (error) {
        throw new ResultsError(`${file} is not JSON: ${error.message}`);
    }
    const v = value;
    const missing = [
        typeof v?.meta?.era === 'string' ? undefined : 'meta.era',
        typeof v?.meta?.discipline === 'string' ? undefined : 'meta.discipline',
        Array.isArray(v?.results) ? undefined : 'results',
    ].filter((m) => m !== undefined);
    if (missing.length > 0)
        throw new ResultsError(`${file} is not a caliper results.json (missing ${missing.join(', ')}). Results without an era cannot be compared.`);
    if (v?.meta?.modelSource === undefined) {
        throw new ResultsRefusal(`${file} does not record whether its numbers came from a real model or the scripted one (it predates meta.modelSource). Re-run that side with this caliper version.`);
    }
    try {
        return (0,_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .checkResults */ .ZB)(value);
    }
    catch (error) {
        if (error instanceof _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsSchemaError */ .eQ)
            throw new ResultsError(`${file}: ${error.message}. This is not a results.json caliper wrote; refusing it.`);
        throw error;
    }
}


/***/ }),

/***/ 6303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DE: () => (/* binding */ TEXT_MAX),
/* harmony export */   G3: () => (/* binding */ PATTERNS),
/* harmony export */   ZB: () => (/* binding */ checkResults),
/* harmony export */   eQ: () => (/* binding */ ResultsSchemaError)
/* harmony export */ });
/* unused harmony export MAX_COUNT */
/* harmony import */ var _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6465);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5613);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5187);



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
    const s = typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v) : typeof v === 'number' ? String(v) : Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v;
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
    return (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .rate */ .TS)(successes, trials);
}
function modelSource(v, at) {
    const o = object(v, at);
    const kind = oneOf(o.kind, `${at}.kind`, ['scripted', 'real']);
    if (kind === 'scripted')
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
function spend(v, at) {
    const o = object(v, at);
    if (typeof o.scripted !== 'boolean')
        fail(`${at}.scripted`, `must be true or false, not ${show(o.scripted)}`);
    return {
        scripted: o.scripted,
        priceTable: text(o.priceTable, `${at}.priceTable`),
        ...spendTotal(o, at),
        byBackend: array(o.byBackend, `${at}.byBackend`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_0__.BACKEND_NAMES.length).map((b, i) => ({ backend: oneOf(object(b, `${at}.byBackend[${i}]`).backend, `${at}.byBackend[${i}].backend`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_0__.BACKEND_NAMES), ...spendTotal(b, `${at}.byBackend[${i}]`) })),
    };
}
function meta(v) {
    const at = '$.meta';
    const o = object(v, at);
    const backends = array(o.backends, `${at}.backends`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_0__.BACKEND_NAMES.length * 4).map((b, i) => {
        const p = `${at}.backends[${i}]`;
        const x = object(b, p);
        return {
            name: oneOf(x.name, `${p}.name`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_0__.BACKEND_NAMES),
            version: optional(x.version, (s) => matching(s, `${p}.version`, PATTERNS.version, 'a version')),
            model: optional(x.model, (s) => matching(s, `${p}.model`, PATTERNS.model, 'a model id')),
        };
    });
    const isolation = optional(o.isolation, (s) => oneOf(s, `${at}.isolation`, ['bubblewrap', 'none']));
    const network = optional(o.network, (n) => {
        const allow = array(object(n, `${at}.network`).allow, `${at}.network.allow`, 1_000).map((h, i) => matching(h, `${at}.network.allow[${i}]`, PATTERNS.host, 'a host name'));
        return { allow };
    });
    return {
        era: matching(o.era, `${at}.era`, PATTERNS.era, 'an era'),
        discipline: oneOf(o.discipline, `${at}.discipline`, _types_js__WEBPACK_IMPORTED_MODULE_2__/* .DISCIPLINES */ ._),
        modelSource: modelSource(o.modelSource, `${at}.modelSource`),
        caliperVersion: matching(o.caliperVersion, `${at}.caliperVersion`, PATTERNS.version, 'a version'),
        backends,
        defaultTrials: count(o.defaultTrials, `${at}.defaultTrials`),
        ...(o.sequential !== undefined && { sequential: text(o.sequential, `${at}.sequential`) }),
        platform: text(o.platform, `${at}.platform`),
        startedAt: matching(o.startedAt, `${at}.startedAt`, PATTERNS.timestamp, 'an ISO timestamp'),
        finishedAt: matching(o.finishedAt, `${at}.finishedAt`, PATTERNS.timestamp, 'an ISO timestamp'),
        ...(isolation !== undefined && { isolation }),
        ...(network !== undefined && { network }),
        ...(o.spend !== undefined && { spend: spend(o.spend, `${at}.spend`) }),
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
    const passes = count(o.passes, `${at}.passes`);
    if (passes > measured)
        fail(`${at}.passes`, `is ${passes}, more than the ${measured} trials without errors`);
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
        passes,
        checks: array(o.checks, `${at}.checks`, MAX_CHECKS).map((c, i) => {
            const p = `${at}.checks[${i}]`;
            const x = object(c, p);
            return { label: text(x.label, `${p}.label`), passes: count(x.passes, `${p}.passes`), failures: count(x.failures, `${p}.failures`), errors: count(x.errors, `${p}.errors`) };
        }),
        tokens: { input: count(tokens.input, `${at}.tokens.input`, Number.MAX_SAFE_INTEGER), output: count(tokens.output, `${at}.tokens.output`, Number.MAX_SAFE_INTEGER) },
        costUsd,
        ...(decision !== undefined && { decision }),
        ...(cancelled !== undefined && { cancelled }),
    };
}
function row(v, at) {
    const o = object(v, at);
    const hashes = object(o.skillHashes, `${at}.skillHashes`);
    const names = Object.keys(hashes);
    if (names.length > MAX_CASES)
        fail(`${at}.skillHashes`, `has ${names.length} entries; at most ${MAX_CASES} are allowed`);
    const aggregate = object(o.aggregate, `${at}.aggregate`);
    return {
        skill: matching(o.skill, `${at}.skill`, PATTERNS.skill, 'a skill name'),
        backend: oneOf(o.backend, `${at}.backend`, _eval_spec_schema_js__WEBPACK_IMPORTED_MODULE_0__.BACKEND_NAMES),
        backendVersion: optional(o.backendVersion, (s) => matching(s, `${at}.backendVersion`, PATTERNS.version, 'a version')),
        model: optional(o.model, (s) => matching(s, `${at}.model`, PATTERNS.model, 'a model id')),
        skillHashes: Object.fromEntries(names.map((n) => [matching(n, `${at}.skillHashes`, PATTERNS.skill, 'keyed by skill names'), matching(hashes[n], `${at}.skillHashes.${n}`, PATTERNS.hash, 'a content hash')])),
        specHash: matching(o.specHash, `${at}.specHash`, PATTERNS.hash, 'a content hash'),
        cases: array(o.cases, `${at}.cases`, MAX_CASES).map((c, i) => caseSummary(c, `${at}.cases[${i}]`)),
        aggregate: {
            activation: rateOf(aggregate.activation, `${at}.aggregate.activation`),
            falseActivation: rateOf(aggregate.falseActivation, `${at}.aggregate.falseActivation`),
            execution: rateOf(aggregate.execution, `${at}.aggregate.execution`),
        },
        errors: count(o.errors, `${at}.errors`),
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
            return { key: text(x.key, `$.skipped[${i}].key`), reason: text(x.reason, `$.skipped[${i}].reason`) };
        }),
    };
}


/***/ }),

/***/ 5613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TS: () => (/* binding */ rate),
/* harmony export */   YV: () => (/* binding */ wilsonInterval),
/* harmony export */   eI: () => (/* binding */ trialsForPower),
/* harmony export */   vr: () => (/* binding */ normalCdf),
/* harmony export */   yR: () => (/* binding */ caseWeightedRate)
/* harmony export */ });
/* unused harmony export normalQuantile */
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
    return { successes, trials, rate: trials === 0 ? null : successes / trials, interval: wilsonInterval(successes, trials) };
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
    if (measured.every((c) => c.trials === n)) {
        // The same n everywhere: the pooled proportion, computed as it is (no rounding apart from it).
        const successes = measured.reduce((a, c) => a + c.successes, 0);
        return { rate: successes / (k * n), interval: wilsonInterval(successes, k * n, z), cases: k, effectiveTrials: k * n };
    }
    const mean = measured.reduce((a, c) => a + c.successes / c.trials, 0) / k;
    const effectiveTrials = (k * k) / measured.reduce((a, c) => a + 1 / c.trials, 0);
    return { rate: mean, interval: wilsonAt(mean, effectiveTrials, z), cases: k, effectiveTrials };
}
/** Φ(x), the standard normal distribution function (erfc as in Numerical Recipes' erfcc: relative error < 1.2e-7). */
function normalCdf(x) {
    const t = 1 / (1 + Math.abs(x) / (2 * Math.SQRT2));
    const u = Math.abs(x) / Math.SQRT2;
    const erfc = t * Math.exp(-u * u - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
    return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}
/** The standard normal quantile Φ⁻¹(q), 0 < q < 1 (Acklam's rational approximation, relative error < 1.2e-9). */
function normalQuantile(q) {
    const a = [-39.69683028665376, 220.9460984245205, -275.928510446969, 138.357751867269, -30.66479806614716, 2.506628277459239];
    const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
    const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
    const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
    const tail = (r) => (((((c[0] * r + c[1]) * r + c[2]) * r + c[3]) * r + c[4]) * r + c[5]) / ((((d[0] * r + d[1]) * r + d[2]) * r + d[3]) * r + 1);
    if (q < 0.02425)
        return tail(Math.sqrt(-2 * Math.log(q)));
    if (q > 1 - 0.02425)
        return -tail(Math.sqrt(-2 * Math.log(1 - q)));
    const r = q - 0.5;
    const s = r * r;
    return ((((((a[0] * s + a[1]) * s + a[2]) * s + a[3]) * s + a[4]) * s + a[5]) * r) / (((((b[0] * s + b[1]) * s + b[2]) * s + b[3]) * s + b[4]) * s + 1);
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

/***/ 7366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ readUpTo)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** At most `limit` bytes from an open file, read in chunks of at most 1 MB (no buffer of `limit` up front). */
function readUpTo(fd, limit) {
    const chunks = [];
    let total = 0;
    while (total < limit) {
        const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, limit - total));
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, null);
        if (n === 0)
            break;
        chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
        total += n;
    }
    return Buffer.concat(chunks, total);
}


/***/ }),

/***/ 4205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ readTrialFile),
/* harmony export */   Gz: () => (/* binding */ ByteBudget),
/* harmony export */   bh: () => (/* binding */ readEachOnce),
/* harmony export */   uK: () => (/* binding */ readTrialText),
/* harmony export */   vE: () => (/* binding */ statTrialFile),
/* harmony export */   w_: () => (/* binding */ listTrialFiles)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _readUpTo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7366);



const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY;
/** What `rel` (relative to `base`, `/`-separated or native) is, without reading it. */
function statTrialFile(base, rel) {
    const parts = relativeParts(rel);
    if (!parts)
        return { kind: 'refused', reason: `${rel} is outside the folder` };
    let current = base;
    for (let i = 0; i < parts.length; i++) {
        current = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, parts[i]);
        const shown = parts.slice(0, i + 1).join('/');
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current);
        }
        catch {
            return { kind: 'missing' };
        }
        if (st.isSymbolicLink())
            return { kind: 'refused', reason: `${shown} is a symbolic link, which caliper does not follow` };
        const last = i === parts.length - 1;
        if (!last && !st.isDirectory())
            return { kind: 'missing' };
        if (last && st.isDirectory())
            return { kind: 'dir' };
        if (last && !st.isFile())
            return { kind: 'refused', reason: `${shown} is not a regular file (${typeName(st)})` };
        if (last)
            return { kind: 'regular', size: st.size, stats: st };
    }
    return { kind: 'dir' };
}
/** Read `rel` under `base` as the module comment says; a file over `maxBytes` is refused, not cut. */
function readTrialFile(base, rel, maxBytes = DEFAULT_MAX_BYTES) {
    const found = statTrialFile(base, rel);
    if (found.kind !== 'regular')
        return found;
    if (found.size > maxBytes)
        return tooLarge(rel, maxBytes);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, ...relativeParts(rel)), OPEN_FLAGS);
    }
    catch (error) {
        return { kind: 'refused', reason: `${rel} could not be opened (${error.code ?? 'error'})` };
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        // Swapped between the look and the open: not the file that was looked at.
        if (!st.isFile() || st.ino !== found.stats.ino || st.dev !== found.stats.dev)
            return { kind: 'refused', reason: `${rel} changed while caliper read it` };
        const bytes = (0,_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__/* .readUpTo */ .V)(fd, maxBytes + 1);
        if (bytes.length > maxBytes)
            return tooLarge(rel, maxBytes);
        return { kind: 'file', bytes, size: bytes.length, id: fileId(st) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The text of `rel`, or undefined when it is not a regular file that could be read. */
function readTrialText(base, rel, maxBytes = DEFAULT_MAX_BYTES) {
    const f = readTrialFile(base, rel, maxBytes);
    return f.kind === 'file' ? f.bytes.toString('utf8') : undefined;
}
/** The bytes that may still be read, shared by the readers of one task (one report reads many runs). */
class ByteBudget {
    total;
    left;
    constructor(total) {
        this.total = total;
        this.left = total;
    }
}
/**
 * A reader for many files under `base`: each file is read once, however many hard links name it (their
 * apparent sizes add up to far more than the disk holds), and no more than `budget` allows in all.
 */
function readEachOnce(base, budget, maxBytes = DEFAULT_MAX_BYTES) {
    const seen = new Set();
    return (rel) => {
        const found = statTrialFile(base, rel);
        if (found.kind !== 'regular')
            return found;
        const id = fileId(found.stats);
        if (seen.has(id))
            return { kind: 'again', id };
        if (found.size > maxBytes)
            return tooLarge(rel, maxBytes);
        if (found.size > budget.left)
            return { kind: 'over-budget', reason: `${rel} was not read: with its ${found.size} bytes, more than ${budget.total} would be read in all` };
        const read = readTrialFile(base, rel, Math.min(maxBytes, budget.left));
        if (read.kind === 'file') {
            seen.add(read.id);
            budget.left -= read.size;
        }
        return read;
    };
}
function fileId(st) {
    return `${st.dev}:${st.ino}`;
}
/**
 * Regular files under `base/rel` whose name passes `keep`, relative to `base`, sorted; links are not
 * followed and the walk stops at `limits` (a folder of a million entries costs no more than the limit).
 */
function listTrialFiles(base, rel, keep, limits = { maxEntries: 10_000, maxDepth: 16 }) {
    const start = statTrialFile(base, rel);
    if (start.kind !== 'dir')
        return { files: [], cut: false };
    const files = [];
    const pending = [[rel, 0]];
    let seen = 0;
    while (pending.length > 0) {
        const [dir, depth] = pending.pop();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            if (++seen > limits.maxEntries)
                return { files: files.sort(), cut: true };
            const child = dir === '' ? e.name : `${dir}/${e.name}`;
            if (e.isDirectory() && depth < limits.maxDepth)
                pending.push([child, depth + 1]);
            else if (e.isFile() && keep(e.name))
                files.push(child);
        }
    }
    return { files: files.sort(), cut: false };
}
/** `rel`'s names, or undefined for a path that is absolute or has `..` (a link may stand before it). */
function relativeParts(rel) {
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
        return undefined;
    const parts = rel.split(/[\\/]+/).filter((p) => p !== '' && p !== '.');
    return parts.includes('..') ? undefined : parts;
}
function tooLarge(rel, maxBytes) {
    return { kind: 'refused', reason: `${rel} is larger than ${maxBytes} bytes` };
}
function typeName(st) {
    if (st.isFIFO())
        return 'a FIFO';
    if (st.isSocket())
        return 'a socket';
    if (st.isCharacterDevice() || st.isBlockDevice())
        return 'a device';
    return 'not a file';
}


/***/ })

};
