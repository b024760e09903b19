export const id = 349;
export const ids = [349];
export const modules = {

/***/ 5624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ REPOSITORY_OPTIONS),
/* harmony export */   Tl: () => (/* binding */ repositoryOptions),
/* harmony export */   Up: () => (/* binding */ repositoryUsage)
/* harmony export */ });
/* harmony import */ var _util_strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(558);
/* harmony import */ var _skills_config_validateConfig_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2481);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1604);



/**
 * The options of every command that reads a skill repository (validate, eval, owners): how it is
 * validated, and from which configuration file. The Action's inputs `strict-spec`, `ignore` and
 * `config` mean the same, so a repository is judged alike wherever it is judged.
 */
const REPOSITORY_OPTIONS = {
    'strict-spec': { type: 'boolean', default: false },
    ignore: { type: 'string', multiple: true, default: [] },
    config: { type: 'string' },
};
const USAGE_LINES = [
    ['--strict-spec', ['fields outside the Agent Skills spec and its backend extensions are errors']],
    ['--ignore GLOB', ['skip paths matching GLOB, relative to DIR (repeatable): dir/**, **/name, *.md']],
    [
        '--config FILE',
        [
            'rule settings, ignores and command folders (default: .github/caliper.yml in DIR',
            'or the nearest folder above it in the repository; see docs/rules.md#configuration)',
        ],
    ],
];
/** Those options' lines of a command's usage, the descriptions starting at `column`. */
function repositoryUsage(column) {
    return USAGE_LINES.map(([flag, text]) => text.map((line, i) => `${i === 0 ? `  ${flag}`.padEnd(column) : ' '.repeat(column)}${line}`).join('\n')).join('\n');
}
/** The validate options those flags ask for; an unreadable or invalid configuration file is bad input (exit 2). */
function repositoryOptions(dir, values, cwd) {
    return {
        strictSpec: values['strict-spec'] ?? false,
        ignore: values.ignore ?? [],
        config: loadConfig(dir, values.config, cwd),
    };
}
function loadConfig(dir, file, cwd) {
    try {
        return (0,_skills_config_validateConfig_js__WEBPACK_IMPORTED_MODULE_0__/* .loadValidateConfig */ .Pr)(dir, file, cwd);
    }
    catch (error) {
        if (error instanceof _skills_config_validateConfig_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .BadInput */ .kp(error.complete
                ? error.message
                : `${(0,_util_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .sentence */ .em)(error.message)} Fix the file; its shape is in schemas/caliper-config.schema.json.`);
        throw error;
    }
}


/***/ }),

/***/ 6395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ MCP_INTERPRETERS),
/* harmony export */   d: () => (/* binding */ mcpFindings)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _skills_skillFiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8216);
/* harmony import */ var _spec_vars_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8300);
/* harmony import */ var _inputSchema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2318);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3998);






/** Interpreters a `command:` may start with; the script after it must be a file of the skill. */
const MCP_INTERPRETERS = ['node', 'python3', 'python', 'sh', 'bash'];
/** An npm package at one exact version: `name@1.2.3`, `@scope/name@1.2.3-rc.1`. */
const PINNED = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*@\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const serversOf = (v) => isRecord(v) ? Object.fromEntries(Object.entries(v).filter(([, s]) => isRecord(s))) : {};
/**
 * What is wrong with a spec's MCP servers and the `mcp_call` checks of its cases, before any agent runs.
 * `value` is the parsed spec (any shape: the parts the schema refused are skipped), `skillAbs` the subject's folder.
 */
function mcpFindings(value, skillAbs) {
    if (!isRecord(value))
        return [];
    const spec = serversOf(value.mcp);
    const out = [];
    for (const [name, server] of Object.entries(spec))
        out.push(...serverFindings(name, server, ['mcp', name], skillAbs, true));
    const cases = Array.isArray(value.cases) ? value.cases : [];
    cases.forEach((c, index) => {
        if (!isRecord(c))
            return;
        for (const [name, server] of Object.entries(serversOf(c.mcp))) {
            const at = ['cases', index, 'mcp', name];
            if (spec[name] === undefined && isAnswersOnly(server))
                out.push(unknownServerAnswers(name, at));
            else
                out.push(...serverFindings(name, server, at, skillAbs, false));
        }
    });
    for (const { raw, index } of (0,_spec_vars_js__WEBPACK_IMPORTED_MODULE_3__/* .expandCases */ .k)(cases).cases) {
        const servers = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeServers */ .N)(spec, serversOf(raw.mcp));
        for (const [name, server] of Object.entries(servers))
            out.push(...answerFindings(name, server, ['cases', index, 'mcp']));
        const checks = Array.isArray(raw.checks) ? raw.checks : [];
        checks.forEach((check, k) => {
            out.push(...callFindings(check, servers, ['cases', index, 'checks', k]));
        });
    }
    return dedupe(out);
}
const isAnswersOnly = (s) => s.tools === undefined && s.command === undefined && s.npm === undefined;
function unknownServerAnswers(name, at) {
    const message = `The case gives answers for the MCP server \`${name}\`, which the ` +
        `spec's \`mcp:\` does not declare. Declare it there with its ` +
        `\`tools:\`, or give the case's server its own \`tools:\`.`;
    return { rule: 'eval-spec-mcp-unknown', path: at, message };
}
function serverFindings(name, server, at, skillAbs, specLevel) {
    const kinds = ['tools', 'command', 'npm'].filter((k) => server[k] !== undefined);
    const shape = (message) => [
        { rule: 'eval-spec-mcp-server', path: at, message: `MCP server \`${name}\` ${message}` },
    ];
    if (kinds.length !== 1 && (specLevel || kinds.length > 1)) {
        return shape(`must have exactly one of \`tools:\` (a mock), \`command:\` (a server ` +
            `in the skill) or \`npm:\` (a pinned package); it has ` +
            `${kinds.length === 0 ? 'none' : kinds.map((k) => `\`${k}:\``).join(' and ')}.`);
    }
    if (server.args !== undefined && server.npm === undefined)
        return shape("has `args:`, which only an `npm:` server takes; put a command's arguments in `command:`.");
    if (server.answers !== undefined && (server.command !== undefined || server.npm !== undefined))
        return shape('has `answers:`, which only a mock (`tools:`) has.');
    if (server.command !== undefined)
        return commandFindings(name, server.command, at, skillAbs);
    if (server.npm !== undefined && !PINNED.test(server.npm)) {
        return [
            {
                rule: 'eval-spec-mcp-command',
                path: [...at, 'npm'],
                message: `MCP server \`${name}\`: \`npm: ${server.npm}\` is not pinned to one ` +
                    `version, so a run could start code nobody reviewed. Write ` +
                    `\`name@1.2.3\`.`,
            },
        ];
    }
    return Object.entries(server.tools ?? {}).flatMap(([tool, t]) => toolFindings(name, tool, t, [...at, 'tools', tool]));
}
function toolFindings(server, tool, t, at) {
    const out = [];
    if (!isRecord(t))
        return out;
    if (t.answer !== undefined && t.answers !== undefined) {
        out.push({
            rule: 'eval-spec-mcp-server',
            path: at,
            message: `Mock tool \`${server}/${tool}\` has both \`answer:\` and \`answers:\`; keep one.`,
        });
    }
    for (const key of ['input', 'expect']) {
        const given = t[key];
        if (!isRecord(given))
            continue;
        const made = (0,_inputSchema_js__WEBPACK_IMPORTED_MODULE_4__/* .toInputSchema */ .z)(given);
        if ('error' in made)
            out.push({
                rule: 'eval-spec-mcp-server',
                path: [...at, key],
                message: `Mock tool \`${server}/${tool}\`: in \`${key}:\`, ${made.error}.`,
            });
    }
    return out;
}
function commandFindings(name, command, at, skillAbs) {
    const [first, second] = command;
    const script = first !== undefined && MCP_INTERPRETERS.includes(first) ? second : first;
    const where = [...at, 'command'];
    const bad = (why) => [
        { rule: 'eval-spec-mcp-command', path: where, message: `MCP server \`${name}\`: ${why}` },
    ];
    if (script === undefined)
        return bad(`\`command: [${first}]\` names no script; give the script of the skill ` +
            `it runs, like \`[${first}, mcp/server.mjs]\`.`);
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(skillAbs, script);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(abs) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).isFile()) {
        return bad(`\`${script}\` is not a file of the skill, and a server's command must ` +
            `be one (after an interpreter: ${MCP_INTERPRETERS.join(', ')}). Put ` +
            `the server in the skill's folder and give its path relative to it, or ` +
            `use a pinned \`npm:\` package.`);
    }
    if (!(0,_skills_skillFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(skillAbs), node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs))) {
        return bad(`\`${script}\` is outside the skill; a server's files are installed ` +
            `like the skill's, so they must be in its folder.`);
    }
    return [];
}
function answerFindings(name, server, at) {
    if (server.tools === undefined || !isRecord(server.answers))
        return [];
    const tools = Object.keys(server.tools);
    return Object.keys(server.answers)
        .filter((tool) => !tools.includes(tool))
        .map((tool) => ({
        rule: 'eval-spec-mcp-unknown',
        path: at,
        message: `MCP server \`${name}\` has an answer for \`${tool}\`, a tool it does ` +
            `not list (it lists ` +
            `${tools.map((t) => `\`${t}\``).join(', ') || 'none'}). Add the tool ` +
            `under \`tools:\` or fix the name.`,
    }));
}
/** The MCP calls a check names: its `mcp_call`, a `tool_order`'s `{ mcp_call }` items, inside `not:` too. */
function namedCalls(check) {
    if (!isRecord(check))
        return [];
    if ('not' in check)
        return namedCalls(check.not);
    const raw = check.mcp_call;
    if (typeof raw === 'string')
        return [raw];
    if (isRecord(raw) && typeof raw.call === 'string')
        return [raw.call];
    const order = Array.isArray(check.tool_order) ? check.tool_order : [];
    return order.flatMap((item) => (isRecord(item) && typeof item.mcp_call === 'string' ? [item.mcp_call] : []));
}
function callFindings(check, servers, at) {
    const named = namedCalls(check).flatMap((call) => callFinding(call, servers, at));
    return named.length > 0 ? named : expectHeldFindings(check, servers, at);
}
/** An `mcp_call` with `expect_held: true` needs a mock tool with an `expect:` to hold to. */
function expectHeldFindings(check, servers, at) {
    if (!isRecord(check))
        return [];
    if ('not' in check)
        return expectHeldFindings(check.not, servers, at);
    const raw = check.mcp_call;
    if (!isRecord(raw) || raw.expect_held !== true || typeof raw.call !== 'string')
        return [];
    const [server = '', tool = ''] = raw.call.split('/');
    const declared = servers[server]?.tools?.[tool];
    if (isRecord(declared) && isRecord(declared.expect))
        return [];
    const kind = servers[server]?.tools === undefined ? 'is no mock' : 'has no `expect:`';
    const message = `\`mcp_call: ${raw.call}\` has \`expect_held: true\`, but \`${raw.call}\` ${kind}: there is no contract ` +
        `for its calls to hold to. Give the mock tool an \`expect:\` (what its arguments must be), or drop ` +
        `\`expect_held\`.`;
    return [{ rule: 'eval-spec-mcp-unknown', path: at, message }];
}
function callFinding(call, servers, at) {
    const [server, tool] = call.split('/');
    if (server === undefined || tool === undefined)
        return [];
    const declared = servers[server];
    const unknown = (message) => [{ rule: 'eval-spec-mcp-unknown', path: at, message }];
    if (declared === undefined) {
        const names = Object.keys(servers);
        return unknown(`\`mcp_call: ${call}\` names the server \`${server}\`, which this case ` +
            `does not have ` +
            `(${names.length > 0 ? `it has ${names.map((n) => `\`${n}\``).join(', ')}` : 'declare it under `mcp:`'}).`);
    }
    if (declared.tools !== undefined && !Object.hasOwn(declared.tools, tool)) {
        const listed = Object.keys(declared.tools)
            .map((t) => `\`${t}\``)
            .join(', ');
        return unknown(`\`mcp_call: ${call}\` names the tool \`${tool}\`, which the mock ` +
            `\`${server}\` does not list (it lists ${listed}).`);
    }
    return [];
}
/** One finding per message and place: a case's rows of `vars:` would say each once a row. */
function dedupe(findings) {
    const seen = new Set();
    return findings.filter((f) => {
        const key = `${f.path.join('.')}\0${f.message}`;
        return !seen.has(key) && (seen.add(key), true);
    });
}


/***/ }),

/***/ 2318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ toInputSchema)
/* harmony export */ });
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);
/** A full JSON Schema, as opposed to the short form `{ id: string }`. */
function isFullSchema(input) {
    return input.type === 'object' || 'properties' in input || '$schema' in input;
}
/**
 * A tool's `input:` (or `expect:`) as a JSON Schema: a full schema as given, else the short form, where
 * each key is an argument (optional when it ends in `?`) and its value a type name or a JSON Schema.
 * The error says which argument is neither.
 */
function toInputSchema(input) {
    if (isFullSchema(input))
        return { schema: input };
    const properties = {};
    const required = [];
    for (const [key, value] of Object.entries(input)) {
        const optional = key.endsWith('?');
        const name = optional ? key.slice(0, -1) : key;
        if (typeof value === 'string' && TYPES.has(value))
            properties[name] = { type: value };
        else if (value !== null && typeof value === 'object' && !Array.isArray(value))
            properties[name] = value;
        else
            return {
                error: `argument \`${key}\` is ${JSON.stringify(value)}, neither a type ` +
                    `(${[...TYPES].join(', ')}) nor a JSON Schema`,
            };
        if (!optional)
            required.push(name);
    }
    return { schema: { type: 'object', properties, ...(required.length > 0 && { required }) } };
}


/***/ }),

/***/ 3998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ mergeServers),
/* harmony export */   Q: () => (/* binding */ toServers)
/* harmony export */ });
/* harmony import */ var _inputSchema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2318);

const EMPTY_INPUT = { type: 'object', properties: {} };
function toAnswers(raw) {
    if (raw === undefined)
        return [];
    if (typeof raw === 'string')
        return [{ match: undefined, text: raw }];
    return raw.map((a) => ({ match: a.match, text: a.answer }));
}
function schemaOf(raw) {
    if (raw === undefined)
        return undefined;
    const made = (0,_inputSchema_js__WEBPACK_IMPORTED_MODULE_0__/* .toInputSchema */ .z)(raw);
    return 'schema' in made ? made.schema : undefined;
}
function toTool(raw, override) {
    return {
        description: raw.description,
        inputSchema: schemaOf(raw.input) ?? EMPTY_INPUT,
        answers: toAnswers(override ?? raw.answers ?? raw.answer),
        expect: schemaOf(raw.expect),
    };
}
function toServer(raw, line) {
    if (raw.command !== undefined)
        return { kind: 'command', command: raw.command };
    if (raw.npm !== undefined)
        return { kind: 'npm', package: raw.npm, args: raw.args ?? [], ...(line !== undefined && { line }) };
    const tools = Object.entries(raw.tools ?? {}).map(([name, t]) => [name, toTool(t, raw.answers?.[name])]);
    return { kind: 'mock', tools: Object.fromEntries(tools) };
}
/**
 * A case's servers: the spec's, with the case's own over them by name. A case's server with only
 * `answers:` keeps the spec's tools and answers them its way; one with `tools:`, `command:` or `npm:` replaces it.
 */
function mergeServers(spec, own) {
    const merged = { ...spec };
    for (const [name, server] of Object.entries(own ?? {})) {
        const base = merged[name];
        const answersOnly = server.tools === undefined && server.command === undefined && server.npm === undefined;
        merged[name] = answersOnly && base ? { ...base, answers: { ...base.answers, ...server.answers } } : server;
    }
    return merged;
}
/** `lineOf`: the spec's line of a server's `npm:`, for a refusal to name. */
function toServers(raw, lineOf = () => undefined) {
    return Object.fromEntries(Object.entries(raw).map(([name, s]) => [name, toServer(s, lineOf(name))]));
}


/***/ }),

/***/ 183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ validateAgainst)
/* harmony export */ });
/* harmony import */ var _util_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(558);

function validateAgainst(schema, value, options = {}) {
    return check(schema, value, [], schema, options);
}
function check(schema, value, path, root, options) {
    if (schema.$ref)
        return check(resolveRef(schema.$ref, root), value, path, root, options);
    const problem = (message) => [
        { path, message: `${where(path)} ${message}`, detail: message },
    ];
    if (schema.oneOf) {
        const results = schema.oneOf.map((branch) => check(branch, value, path, root, options));
        const passing = results.filter((r) => r.length === 0).length;
        if (passing === 1)
            return [];
        if (passing > 1)
            return problem('matches more than one allowed shape');
        // Report the branch whose type fits the value: its problems are the ones the author can act on.
        const fitting = schema.oneOf.findIndex((branch) => typeMatches(resolve(branch, root).type, value));
        if (fitting >= 0)
            return results[fitting];
        const kinds = schema.oneOf.map((b) => article(resolve(b, root).type ?? 'value'));
        return problem(`must be ${kinds.join(' or ')}, not ${describeType(value)}`);
    }
    if (schema.const !== undefined && value !== schema.const)
        return problem(`must be \`${String(schema.const)}\``);
    if (schema.enum && !schema.enum.includes(value))
        return problem(`must be one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`);
    if (schema.type && !typeMatches(schema.type, value))
        return problem(`must be ${article(schema.type)}, not ${describeType(value)}`);
    if (typeof value === 'string') {
        if (schema.minLength !== undefined && value.length < schema.minLength)
            return problem(schema.minLength === 1 ? 'must not be empty' : `must be at least ${schema.minLength} characters`);
        if (schema.maxLength !== undefined && value.length > schema.maxLength)
            return problem(`must be at most ${schema.maxLength} characters`);
        if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
            const meaning = options.patternMeanings?.[schema.pattern];
            return problem(meaning ? `must be ${meaning}, not \`${value}\`` : `does not match ${schema.pattern}`);
        }
        return [];
    }
    if (typeof value === 'number') {
        if (schema.minimum !== undefined && value < schema.minimum)
            return problem(`must be at least ${schema.minimum}`);
        if (schema.maximum !== undefined && value > schema.maximum)
            return problem(`must be at most ${schema.maximum}`);
        return [];
    }
    if (Array.isArray(value)) {
        const out = [];
        if (schema.minItems !== undefined && value.length < schema.minItems)
            out.push(...problem(`must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`));
        if (schema.maxItems !== undefined && value.length > schema.maxItems)
            out.push(...problem(`must have at most ${schema.maxItems} items`));
        if (schema.uniqueItems) {
            const seen = new Set();
            value.forEach((item, i) => {
                const key = JSON.stringify(item);
                if (seen.has(key))
                    out.push({
                        path: [...path, i],
                        message: `${where([...path, i])} repeats an earlier item`,
                        detail: 'repeats an earlier item',
                    });
                seen.add(key);
            });
        }
        // An index loop, not forEach: a sparse array's holes are items too (undefined), as in Ajv.
        if (schema.items)
            for (let i = 0; i < value.length; i++)
                out.push(...check(schema.items, value[i], [...path, i], root, options));
        return out;
    }
    if (value !== null && typeof value === 'object') {
        const record = value;
        const keys = Object.keys(record);
        const allowed = Object.keys(schema.properties ?? {});
        const out = [];
        if (schema.additionalProperties === false) {
            for (const key of keys.filter((k) => !allowed.includes(k))) {
                const guess = (0,_util_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .nearest */ .pA)(key, allowed);
                const others = allowed.length <= 12
                    ? ` (allowed: ${allowed.join(', ')})`
                    : `, which is not one of its ${allowed.length} keys`;
                out.push(...problem(`has an unknown key \`${key}\`${guess ? `; did you mean \`${guess}\`?` : others}`).map((p) => ({
                    ...p,
                    unknownKey: key,
                })));
            }
        }
        if (schema.maxProperties === 1 && schema.minProperties === 1 && keys.length !== 1) {
            out.push(...problem(`must name exactly one of ${allowed.map((k) => `\`${k}\``).join(', ')}`));
        }
        for (const key of schema.required ?? [])
            if (!(key in record))
                out.push(...problem(`is missing \`${key}\``));
        if (schema.propertyNames) {
            for (const key of keys) {
                const named = check(schema.propertyNames, key, path, root, options);
                if (named[0])
                    out.push(...problem(`has a key \`${key}\` that ${named[0].detail}`).map((p) => ({ ...p, unknownKey: key })));
            }
        }
        for (const key of keys) {
            const declared = schema.properties?.[key];
            const sub = declared ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
            if (sub)
                out.push(...check(sub, record[key], [...path, key], root, options));
        }
        return out;
    }
    return [];
}
function resolve(schema, root) {
    return schema.$ref ? resolve(resolveRef(schema.$ref, root), root) : schema;
}
function resolveRef(ref, root) {
    const name = /^#\/definitions\/(.+)$/.exec(ref)?.[1];
    const target = name ? root.definitions?.[name] : undefined;
    if (!target)
        throw new Error(`schema reference ${ref} is not supported`);
    return target;
}
function typeMatches(type, value) {
    switch (type) {
        case undefined:
            return true;
        case 'object':
            return value !== null && typeof value === 'object' && !Array.isArray(value);
        case 'array':
            return Array.isArray(value);
        case 'integer':
            return typeof value === 'number' && Number.isInteger(value);
        default:
            return typeof value === type;
    }
}
function where(path) {
    return path.length === 0 ? 'the spec' : `\`${path.join('.')}\``;
}
function article(type) {
    return ({ object: 'a map', array: 'a list', string: 'a string', integer: 'a whole number', boolean: '`true` or `false`' }[type] ?? `a ${type}`);
}
function describeType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a map';
    if (typeof value === 'number')
        return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`;
    return `${article(typeof value)} (\`${String(value)}\`)`;
}


/***/ }),

/***/ 9165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u3: () => (/* binding */ EVAL_SPEC_MAX_BYTES),
  ry: () => (/* binding */ installedSkills),
  Gm: () => (/* binding */ invocationSyntax),
  yG: () => (/* binding */ readEvalSpec),
  vt: () => (/* binding */ readSpecText)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/skills/diagnostic.ts
var diagnostic = __webpack_require__(6207);
// EXTERNAL MODULE: ./src/skills/dependencies.ts
var dependencies = __webpack_require__(4649);
// EXTERNAL MODULE: ./src/skills/readSkill.ts + 1 modules
var readSkill = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/skills/skillFiles.ts
var skillFiles = __webpack_require__(8216);
// EXTERNAL MODULE: ./src/util/pattern.ts
var util_pattern = __webpack_require__(666);
// EXTERNAL MODULE: ./src/util/yaml.ts
var yaml = __webpack_require__(9869);
// EXTERNAL MODULE: ./src/util/repoFiles.ts
var repoFiles = __webpack_require__(7507);
// EXTERNAL MODULE: ./src/results/aggregate.ts + 2 modules
var aggregate = __webpack_require__(7772);
// EXTERNAL MODULE: ./src/util/arrays.ts
var arrays = __webpack_require__(5232);
// EXTERNAL MODULE: ./src/util/strings.ts
var strings = __webpack_require__(558);
// EXTERNAL MODULE: ./src/eval/spec/jsonSchema.ts
var jsonSchema = __webpack_require__(183);
// EXTERNAL MODULE: ./src/eval/spec/schema.ts
var schema = __webpack_require__(6465);
// EXTERNAL MODULE: ./src/eval/mcp/schema.ts
var mcp_schema = __webpack_require__(90);
;// CONCATENATED MODULE: ./src/eval/spec/schemaErrors.ts



/** The schema's patterns, as the rule a person reads instead of the regular expression. */
const PATTERN_MEANINGS = {
    ...mcp_schema/* MCP_PATTERN_MEANINGS */.NV,
    [schema.evalSpecSchema.definitions.skillName.pattern]: 'a skill name (lowercase letters, digits and single hyphens, like `pdf-tools`)',
    [schema.evalSpecSchema.definitions.case.properties.id.pattern]: 'an id of letters, digits, `.`, `_` and `-` that starts with a letter or digit',
};
/** One readable problem per location where a spec departs from `schemas/eval-spec.schema.json`. */
function schemaProblems(value) {
    return (0,jsonSchema/* validateAgainst */.s)(schema.evalSpecSchema, value, { patternMeanings: PATTERN_MEANINGS });
}
/** The problems of one value against one of the schema's definitions (`check`, `skillName`, `case`). */
function definitionProblems(definition, value) {
    return (0,jsonSchema/* validateAgainst */.s)({ ...schema.evalSpecSchema, $ref: `#/definitions/${definition}` }, value, {
        patternMeanings: PATTERN_MEANINGS,
    });
}

;// CONCATENATED MODULE: ./src/eval/spec/judgeChecks.ts
const DEFAULT_VOTES = 3;
const DEFAULT_JUDGE_MAX_CHARS = 20_000;
/** A `judge:` entry as the check the runner runs: `on` defaulting to the final answer, and the defaults filled. */
function judgeCheck(v) {
    const on = v.on === undefined || v.on === 'output' ? { kind: 'output' } : { kind: 'file', path: v.on };
    return {
        kind: 'judge',
        rubric: v.rubric,
        on,
        votes: v.votes ?? DEFAULT_VOTES,
        maxChars: v.max_chars ?? DEFAULT_JUDGE_MAX_CHARS,
    };
}
/**
 * What is wrong with a rubric before any agent runs: one of only white space or punctuation grades
 * nothing, and one holding the tag that ends the rubric in the judge's instructions (`</rubric>`) would
 * end it early; an even number of votes can tie, and a tie fails (a warning).
 */
function judgeFindings(check, where) {
    if (check.kind === 'not')
        return judgeFindings(check.check, where);
    if (check.kind !== 'judge')
        return [];
    const out = [];
    if (!/[\p{L}\p{N}]/u.test(check.rubric))
        out.push({
            rule: 'eval-spec-judge',
            severity: 'error',
            message: `${where}: the rubric has no words, so a judge has nothing to grade by. Say what a good answer does.`,
        });
    if (/<\/?rubric>/i.test(check.rubric))
        out.push({
            rule: 'eval-spec-judge',
            severity: 'error',
            message: `${where}: the rubric holds \`<rubric>\` or \`</rubric>\`, the tags ` +
                `that frame it in the judge's instructions. Reword it without them.`,
        });
    if (check.votes % 2 === 0)
        out.push({
            rule: 'eval-spec-judge',
            severity: 'warning',
            message: `${where}: ${check.votes} votes can tie, and a tie fails. Use an odd number, like 3.`,
        });
    return out;
}
/** At most this many judge calls for one trial of a case: each vote is one model call, made after the agent's run. */
const MAX_VOTES_PER_CASE = 27;
/** The votes of a case's judge checks together, past what one trial may spend on judging (an error). */
function caseVotesFinding(checks, where) {
    const votes = checks.reduce((n, c) => n + (c.kind === 'judge' ? c.votes : 0), 0);
    if (votes <= MAX_VOTES_PER_CASE)
        return undefined;
    return {
        rule: 'eval-spec-judge',
        severity: 'error',
        message: `${where}: its judge checks ask for ${votes} votes, each a model call ` +
            `in every trial; at most ${MAX_VOTES_PER_CASE} are allowed. Merge ` +
            `rubrics, or use fewer votes.`,
    };
}

// EXTERNAL MODULE: ./src/agents/facts.ts
var facts = __webpack_require__(8977);
;// CONCATENATED MODULE: ./src/eval/spec/traceChecks.ts




/**
 * What is wrong with a check that reads the transcript, or negates another, before any agent runs: a
 * tool name a backend's transcript never records (for the backends the spec lists; without a list, a
 * name no backend records), a skill file `read:` cannot name, and a `not:`
 * around an activation check, which `expect: false` says (and counts) properly.
 */
function traceFindings(check, where, backends, skillDir) {
    switch (check.kind) {
        case 'tool_used':
            return toolNameFindings([check.tool], where, backends);
        case 'tool_order':
            return toolNameFindings(check.tools.filter((t) => typeof t === 'string'), where, backends);
        case 'read':
            return readFindings(check.path, where, skillDir);
        case 'not':
            if (check.check.kind === 'activation' || check.check.kind === 'not_activated_any') {
                const fix = check.check.kind === 'activation'
                    ? `\`activation: { skill: ${check.check.skill}, expect: false }\``
                    : '`not_activated_any: true`';
                return [
                    {
                        rule: 'eval-spec-negation',
                        severity: 'error',
                        message: `${where} negates an activation check, which would count as an ` +
                            `execution check; write ${fix} instead.`,
                    },
                ];
            }
            if (check.check.kind === 'judge') {
                return [
                    {
                        rule: 'eval-spec-negation',
                        severity: 'error',
                        message: `${where} negates a judge check: a judge's fail is no evidence of the ` +
                            `opposite (a vote the agent's text forged, or one the judge could not ` +
                            `give, counts against), so the negation would pass on it; write the ` +
                            `rubric in the negative instead ("The answer does not …").`,
                    },
                ];
            }
            return traceFindings(check.check, where, backends, skillDir);
        default:
            return [];
    }
}
function toolNameFindings(tools, where, listed) {
    const backends = listed ?? schema.BACKEND_NAMES;
    return tools.flatMap((tool) => {
        const lacking = backends.filter((b) => !(0,facts/* factsOf */.xS)(b).tools.names.includes(tool));
        // Tool names are each CLI's own: a spec without `backends:` is only told of a name no CLI records.
        if (lacking.length === 0 || (listed === undefined && lacking.length < backends.length))
            return [];
        const names = lacking.map((b) => `${b} (${shownTools(b)})`).join('; ');
        const scope = listed !== undefined ? 'on' : 'on any backend:';
        return [
            {
                rule: 'eval-spec-tool-name',
                severity: 'error',
                message: `${where} names the tool \`${tool}\`, which the transcript never ` +
                    `records ${scope} ${names}. Use the name that CLI records, or list ` +
                    `under \`backends:\` only the CLIs that have it.`,
            },
        ];
    });
}
function shownTools(backend) {
    const tools = (0,facts/* factsOf */.xS)(backend).tools.names;
    return tools.length <= 8
        ? tools.join(', ')
        : `${tools.slice(0, 8).join(', ')}, … ${tools.length} in all, see docs/eval-spec.md`;
}
function readFindings(rel, where, skillDir) {
    const normal = external_node_path_default().posix.normalize(rel.replace(/\\/g, '/'));
    if (external_node_path_default().posix.isAbsolute(normal) || normal === '..' || normal.startsWith('../')) {
        return [
            {
                rule: 'eval-spec-path',
                severity: 'error',
                message: `${where}: \`read: ${rel}\` is outside the skill; give a path relative ` +
                    `to the skill's folder, like \`references/guide.md\`.`,
            },
        ];
    }
    const abs = external_node_path_default().join(skillDir, normal);
    if (!(0,external_node_fs_.existsSync)(abs) || !(0,external_node_fs_.statSync)(abs).isFile()) {
        return [
            {
                rule: 'eval-spec-path',
                severity: 'error',
                message: `${where}: \`read: ${rel}\` is not a file of the skill, so no agent ` +
                    `could read it. Fix the path, relative to the skill's folder.`,
            },
        ];
    }
    return [];
}

// EXTERNAL MODULE: ./src/eval/spec/vars.ts
var vars = __webpack_require__(8300);
// EXTERNAL MODULE: ./src/util/glob.ts
var glob = __webpack_require__(3596);
;// CONCATENATED MODULE: ./src/eval/spec/globCost.ts



/**
 * `sandbox.forbidden_files` is matched against every path of every skill the spec installs. The matcher
 * is linear in a path but times the states its globs hold, so the spec is refused, at the line of the
 * list, when that product could pass GLOB_WORK_BUDGET: validating and planning then cost a bounded time.
 */
function globCostFinding(spec, skills, line) {
    const globs = spec.sandbox.forbiddenFiles;
    if (globs.length === 0)
        return undefined;
    const paths = (0,dependencies/* dependencyClosure */.N)(spec.skills, (n) => skills.directDependencies(n)).flatMap((n) => skills.paths(n));
    const cost = (0,glob/* globCost */.O5)(globs, paths, glob/* GLOB_WORK_BUDGET */.Z1);
    if (cost <= glob/* GLOB_WORK_BUDGET */.Z1)
        return undefined;
    const budget = glob/* GLOB_WORK_BUDGET */.Z1.toLocaleString('en-US');
    return (0,diagnostic/* diagnostic */.Y)('eval-spec-glob-cost', spec.file, `\`sandbox.forbidden_files\`: matching its ${globs.length} globs against the ${paths.length} paths ` +
        `of the skills this spec installs could take more than ${budget} steps (the longer a glob and a path, ` +
        'the more), so caliper refuses the spec. ' +
        'Use fewer, shorter globs with a literal part (`answers/`, `*.key`): a path without it is ruled out at once.', { line });
}

// EXTERNAL MODULE: ./src/eval/spec/referenceFolder.ts
var referenceFolder = __webpack_require__(2585);
// EXTERNAL MODULE: ./src/eval/mcp/findings.ts
var findings = __webpack_require__(6395);
// EXTERNAL MODULE: ./src/eval/mcp/parse.ts
var parse = __webpack_require__(3998);
;// CONCATENATED MODULE: ./src/eval/mcp/check.ts
/** An `mcp_call:` as the schema took it (`SERVER/TOOL`, or `{ call, args, count }`), as a check. */
function mcpCallCheck(raw) {
    const given = typeof raw === 'string' ? { call: raw } : raw;
    const slash = given.call.indexOf('/');
    return {
        kind: 'mcp_call',
        server: given.call.slice(0, slash),
        tool: given.call.slice(slash + 1),
        args: given.args,
        count: given.count ?? 1,
        ...('expect_held' in given && given.expect_held === true && { expectHeld: true }),
    };
}
/** A `tool_order` item as the schema took it: a CLI's tool name, or `{ mcp_call: SERVER/TOOL }`. */
function orderedTool(raw) {
    if (typeof raw === 'string')
        return raw;
    const { server, tool } = mcpCallCheck(raw.mcp_call);
    return { server, tool };
}

// EXTERNAL MODULE: ./src/eval/turns/resumable.ts
var resumable = __webpack_require__(4717);
;// CONCATENATED MODULE: ./src/eval/spec/readSpec.ts























/** A pull request writes the spec: a larger one is not read (real specs are a few KiB). */
const EVAL_SPEC_MAX_BYTES = 256 * 1024;
/**
 * The text of the spec at `abs` (`file` relative to the root, whose real path is `realRoot`), read
 * through the guarded reader, or the diagnostic that says why it was not read (over the cap, a FIFO,
 * a device, a link out of the repository).
 */
function readSpecText(realRoot, abs, file) {
    const read = (0,repoFiles/* readRepoFile */.v)(realRoot, abs, file, EVAL_SPEC_MAX_BYTES);
    if (read.kind === 'file')
        return { text: read.bytes.toString('utf8') };
    if (read.kind !== 'too-large')
        return { diagnostic: { ...(0,readSkill/* unreadDiagnostic */.LR)(file, read), line: 1 } };
    const message = `\`${file}\` is ${(0,readSkill/* kib */.t4)(read.size)}, over the ${(0,readSkill/* kib */.t4)(EVAL_SPEC_MAX_BYTES)} an eval spec may hold, ` +
        'so caliper does not read it. Shorten it.';
    return { diagnostic: (0,diagnostic/* diagnostic */.Y)('eval-spec-too-large', file, message, { line: 1 }) };
}
/**
 * Parse, schema-check and cross-check one `.eval.yaml`. Every error of the file comes in one pass: the
 * parts that match the schema are cross-checked even when others do not (only unparsable YAML stops
 * it). A spec comes back only when it has no error.
 */
function readEvalSpec(input) {
    const { file } = input;
    const parsed = (0,yaml/* parseYaml */.hN)(input.text, { maxBytes: EVAL_SPEC_MAX_BYTES });
    if (!parsed.ok) {
        return {
            spec: undefined,
            diagnostics: [
                (0,diagnostic/* diagnostic */.Y)('eval-spec-invalid-yaml', file, `Not valid YAML: ${parsed.message}.`, { line: parsed.line }),
            ],
        };
    }
    const { value, lineOf } = parsed.doc;
    const problems = schemaProblems(value);
    const lineOfProblem = (p) => (p.unknownKey !== undefined ? lineOf([...p.path, p.unknownKey]) : undefined) ?? lineOf(p.path) ?? 1;
    const diagnostics = problems.map((p) => (0,diagnostic/* diagnostic */.Y)('eval-spec-schema', file, schemaMessage(value, p), { line: lineOfProblem(p) }));
    const spec = problems.length === 0 ? normalise(value, input, lineOf) : undefined;
    (0,arrays/* append */.B)(diagnostics, crossCheck(usableParts(value), input, (p) => lineOf(p) ?? 1));
    for (const f of (0,findings/* mcpFindings */.d)(value, external_node_path_default().join(input.root, input.skillDir)))
        diagnostics.push((0,diagnostic/* diagnostic */.Y)(f.rule, file, f.message, { line: lineOf(f.path) ?? 1 }));
    const paths = input.skills.paths?.bind(input.skills);
    if (spec && paths) {
        const installed = { directDependencies: (n) => input.skills.directDependencies(n), paths };
        const costly = globCostFinding(spec, installed, lineOf(['sandbox', 'forbidden_files']) ?? 1);
        if (costly)
            diagnostics.push(costly);
    }
    return { spec: diagnostics.some((d) => d.severity === 'error') ? undefined : spec, diagnostics };
}
/**
 * A schema problem said where a person looks: the case by its id and the check by its number, not `cases.0.checks.1`.
 */
function schemaMessage(value, problem) {
    const [top, index, ...rest] = problem.path;
    let where;
    if (top === 'cases' && typeof index === 'number') {
        where = `Case ${caseLabel(rawCases(value)[index], index)}`;
        const [inner, checkIndex, ...field] = rest;
        if (inner === 'checks' && typeof checkIndex === 'number')
            where += `, check ${checkIndex + 1}${field.length > 0 ? ` (\`${field.join('.')}\`)` : ''}`;
        else if (rest.length > 0)
            where += `: \`${rest.join('.')}\``;
    }
    else if (problem.path.length === 0) {
        where = 'The spec';
    }
    else {
        const last = problem.path[problem.path.length - 1];
        where =
            typeof last === 'number'
                ? `\`${problem.path.slice(0, -1).join('.')}\` item ${last + 1}`
                : `\`${problem.path.join('.')}\``;
    }
    const said = (0,strings/* sentence */.em)(`${where} ${problem.detail}`);
    // A near miss named is the fix; otherwise point at the reference.
    return problem.detail.includes('did you mean') ? said : `${said} See docs/eval-spec.md.`;
}
const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const rawCases = (value) => (isRecord(value) && Array.isArray(value.cases) ? value.cases : []);
function validCaseId(c) {
    return isRecord(c) &&
        typeof c.id === 'string' &&
        definitionProblems('case', { ...c, prompt: 'p', checks: [{ not_activated_any: true }] }).length === 0
        ? c.id
        : undefined;
}
function caseLabel(c, index) {
    const id = validCaseId(c);
    return id !== undefined ? `\`${id}\`` : String(index + 1);
}
/**
 * What the schema says of a check once a row's values are in it (a rubric past its length): such a check
 * is left out of the cross-checks, which judge the rest of an expanded case (its rubric's tags among them).
 */
function expandedCheckProblem(check) {
    const problem = definitionProblems('check', check)[0];
    if (!problem)
        return undefined;
    return problem.path.length > 0 ? `its \`${problem.path.join('.')}\` ${problem.detail}` : problem.detail;
}
function usableParts(value) {
    if (!isRecord(value))
        return { skills: [], fixtures: undefined, backends: undefined, cases: [], varsProblems: [] };
    const skills = (Array.isArray(value.skills) ? value.skills : []).flatMap((name, index) => typeof name === 'string' && definitionProblems('skillName', name).length === 0 ? [{ name, index }] : []);
    const sandbox = isRecord(value.sandbox) ? value.sandbox : {};
    const fixtures = typeof sandbox.fixtures === 'string' && sandbox.fixtures !== '' ? sandbox.fixtures : undefined;
    const expanded = (0,vars/* expandCases */.k)(rawCases(value));
    // A row's values are filled in after the schema read the case: what they make of a check is checked
    // against it again (a rubric past its length), and said against the row.
    const rowProblems = expanded.cases.flatMap(({ raw: c, index, row }) => {
        if (row === undefined)
            return [];
        return (Array.isArray(c.checks) ? c.checks : []).flatMap((check, k) => {
            const problem = expandedCheckProblem(check);
            return problem
                ? [
                    {
                        path: ['cases', index, 'vars', row],
                        message: `Case ${caseLabel(c, index)}: row ${row + 1} of \`vars:\` makes check ` +
                            `${k + 1} invalid: ${problem}`,
                    },
                ]
                : [];
        });
    });
    const cases = expanded.cases.map(({ raw: c, index }) => {
        const checks = (Array.isArray(c.checks) ? c.checks : []).flatMap((check, k) => definitionProblems('check', check).length === 0
            ? [{ index: k, check: toCheck(check) }]
            : []);
        const fixtures = typeof c.fixtures === 'string' && c.fixtures !== '' ? c.fixtures : undefined;
        const reference = typeof c.reference === 'string' && c.reference !== '' ? c.reference : undefined;
        return {
            index,
            id: validCaseId(c),
            label: caseLabel(c, index),
            prompt: typeof c.prompt === 'string' ? c.prompt : undefined,
            fixtures,
            reference,
            turns: Array.isArray(c.turns) ? c.turns.filter((t) => typeof t === 'string') : [],
            checks,
        };
    });
    const listed = Array.isArray(value.backends) &&
        value.backends.length > 0 &&
        value.backends.every((b) => schema.BACKEND_NAMES.includes(b))
        ? value.backends
        : undefined;
    const varsProblems = [
        ...expanded.problems.map((p) => ({
            path: p.path,
            message: `Case ${caseLabel(rawCases(value)[p.path[1]], p.path[1])}: ${p.message}`,
        })),
        ...rowProblems,
    ];
    return { skills, fixtures, backends: listed, cases, varsProblems };
}
function normalise(raw, input, lineOf) {
    const declared = [input.subject, ...(raw.skills ?? []).filter((s) => s !== input.subject)];
    let hash;
    return {
        file: input.file,
        // Hashed when the eval first reads it: `validate` never does, and loading the crypto module for it
        // cost `validate` a tenth of its start-up.
        get hash() {
            return (hash ??= process.getBuiltinModule('node:crypto').createHash('sha256').update(input.text).digest('hex'));
        },
        subject: input.subject,
        skills: declared,
        backends: raw.backends,
        trials: raw.trials,
        baseline: raw.baseline ?? false,
        sandbox: {
            fixtures: raw.sandbox?.fixtures,
            forbiddenFiles: raw.sandbox?.forbidden_files ?? [],
            timeoutSeconds: raw.sandbox?.timeout,
        },
        cases: (0,vars/* expandCases */.k)(raw.cases).cases.map(({ raw: c, index }) => toCase(c, raw.sandbox?.timeout, raw.mcp, (name) => c.mcp !== undefined && Object.hasOwn(c.mcp, name)
            ? lineOf(['cases', index, 'mcp', name, 'npm'])
            : lineOf(['mcp', name, 'npm']))),
    };
}
function toCase(c, specTimeout, specMcp, npmLine) {
    const timeoutSeconds = c.timeout ?? specTimeout;
    const servers = (0,parse/* mergeServers */.N)(specMcp, c.mcp);
    const mcp = Object.keys(servers).length > 0 ? { mcp: (0,parse/* toServers */.Q)(servers, npmLine) } : {};
    return {
        id: c.id,
        prompt: c.prompt,
        checks: c.checks.map(toCheck),
        ...(c.fixtures !== undefined && { fixtures: c.fixtures }),
        ...(c.reference !== undefined && { reference: c.reference }),
        ...(timeoutSeconds !== undefined && { timeoutSeconds }),
        ...(c.turns !== undefined && { turns: c.turns }),
        ...mcp,
    };
}
function toCheck(raw) {
    const [kind, v] = Object.entries(raw)[0];
    switch (kind) {
        case 'activation':
            return typeof v === 'string'
                ? { kind, skill: v, expect: true }
                : { kind, skill: v.skill, expect: v.expect ?? true };
        case 'file_exists':
            return { kind, path: v };
        case 'file_contains':
            return { kind, ...v };
        case 'command':
            return typeof v === 'string'
                ? { kind, run: v, timeoutSeconds: undefined }
                : { kind, run: v.run, timeoutSeconds: v.timeout };
        case 'output_matches':
            return { kind, pattern: v };
        case 'tool_used':
            return typeof v === 'string'
                ? { kind, tool: v, count: 1 }
                : { kind, tool: v.tool, count: v.count ?? 1 };
        case 'tool_order':
            return { kind, tools: v.map(orderedTool) };
        case 'read':
            return { kind, path: v };
        case 'mcp_call':
            return mcpCallCheck(v);
        case 'not':
            return { kind, check: toCheck(v) };
        case 'judge':
            return judgeCheck(v);
        default:
            return { kind: 'not_activated_any' };
    }
}
/** The installed set: the declared skills plus the closure of their cross-skill references. */
function installedSkills(spec, skills) {
    return (0,dependencies/* dependencyClosure */.N)(spec.skills, (n) => skills.directDependencies(n));
}
/** Checks that run in the agent's working folder and count toward execution only. */
const EXECUTION_CHECKS = new Set([
    'file_exists',
    'file_contains',
    'command',
    'output_matches',
    'tool_used',
    'tool_order',
    'read',
    'not',
    'judge',
    'mcp_call',
]);
/** What the schema cannot see: the spec against the repository's skills, its own cases and its backends. */
function crossCheck(parts, input, lineOf) {
    const declared = [input.subject, ...parts.skills.map((s) => s.name).filter((s) => s !== input.subject)];
    const ctx = {
        parts,
        input,
        lineOf,
        installed: new Set(installedSkills({ skills: declared }, input.skills)),
    };
    const seenIds = new Map();
    return [
        ...unknownSkillFindings(ctx),
        ...parts.cases.flatMap((c) => caseFindings(ctx, c, seenIds)),
        ...fixtureFindings(ctx),
        ...referenceProblems(input, parts, lineOf),
        ...turnsFindings(ctx),
        ...parts.varsProblems.map((p) => (0,diagnostic/* diagnostic */.Y)('eval-spec-vars', input.file, (0,strings/* sentence */.em)(p.message), { line: lineOf(p.path) })),
    ];
}
function unknownSkillFindings({ parts, input, lineOf }) {
    return parts.skills
        .filter(({ name }) => !input.skills.has(name))
        .map(({ name, index }) => (0,diagnostic/* diagnostic */.Y)('eval-spec-unknown-skill', input.file, `\`skills\` names \`${name}\`, which no SKILL.md in this repository has as its \`name\`.`, { line: lineOf(['skills', index]) }));
}
/** One case: its id against the ones before it (`seenIds`), its prompts, its votes and each of its checks. */
function caseFindings(ctx, c, seenIds) {
    const { input, lineOf } = ctx;
    const out = [];
    const caseLine = lineOf(['cases', c.index]);
    if (c.id !== undefined) {
        const first = seenIds.get(c.id);
        if (first !== undefined)
            out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-duplicate-case', input.file, `Case id \`${c.id}\` is used twice (first at line ${first}). Give each case its own id.`, { line: caseLine }));
        else
            seenIds.set(c.id, caseLine);
    }
    (0,arrays/* append */.B)(out, invocationFindings(ctx, c));
    const votes = caseVotesFinding(c.checks.map((k) => k.check), `Case ${c.label}`);
    if (votes)
        out.push((0,diagnostic/* diagnostic */.Y)(votes.rule, input.file, votes.message, { line: caseLine, severity: votes.severity }));
    const role = (0,aggregate/* caseRole */.TV)({ id: c.id ?? '', prompt: c.prompt ?? '', checks: c.checks.map((k) => k.check) }, input.subject);
    for (const check of c.checks)
        (0,arrays/* append */.B)(out, checkFindings(ctx, c, role, check));
    return out;
}
/** The prompt and each follow-up turn: a follow-up that invokes the skill preloads it as well. */
function invocationFindings({ input, lineOf, installed }, c) {
    const ci = c.index;
    const asked = [
        ...(c.prompt === undefined ? [] : [{ text: c.prompt, what: 'The prompt', at: ['cases', ci, 'prompt'] }]),
        ...c.turns.map((text, t) => ({ text, what: `Turn ${t + 1}`, at: ['cases', ci, 'turns', t] })),
    ];
    const out = [];
    for (const { text, what, at } of asked) {
        for (const name of installed) {
            const syntax = invocationSyntax(text, name);
            if (!syntax)
                continue;
            const message = `${what} of case ${c.label} invokes \`${name}\` explicitly ` +
                `(\`${syntax}\`), which preloads it; install-and-discover measures ` +
                `whether the agent chooses the skill by itself. Describe the task ` +
                `instead.`;
            out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-invocation-syntax', input.file, message, { line: lineOf(at) }));
        }
    }
    return out;
}
/** One check of a case, against the installed skills, the patterns caliper matches and the case's role. */
function checkFindings(ctx, c, role, { index: ki, check }) {
    const { parts, input } = ctx;
    const file = input.file;
    const line = ctx.lineOf(['cases', c.index, 'checks', ki]);
    const out = [];
    if (check.kind === 'activation')
        (0,arrays/* append */.B)(out, activationFindings(ctx, c, check, line));
    if (check.kind === 'file_contains' || check.kind === 'output_matches') {
        const pattern = (0,util_pattern/* compilePattern */.E)(check.pattern);
        if (!pattern.ok) {
            out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-pattern', file, `Case ${c.label}: \`${check.pattern}\` is not a pattern caliper can ` +
                `match (${pattern.message}). ${util_pattern/* PATTERN_HELP */.d}.`, { line }));
        }
    }
    const checkPath = workingFolderPath(check);
    if (checkPath !== undefined && leavesWorkingFolder(checkPath)) {
        out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-path', file, `Case ${c.label}, check ${ki + 1}: \`${checkPath}\` is outside the ` +
            `agent's working folder, the only place checks look. Give a path ` +
            `relative to it, like \`out.csv\`.`, { line }));
    }
    for (const f of [
        ...traceFindings(check, `Case ${c.label}, check ${ki + 1}`, parts.backends, external_node_path_default().join(input.root, input.skillDir)),
        ...judgeFindings(check, `Case ${c.label}, check ${ki + 1}`),
    ]) {
        out.push((0,diagnostic/* diagnostic */.Y)(f.rule, file, f.message, { line, severity: f.severity }));
    }
    if (role === 'should-not-activate' && EXECUTION_CHECKS.has(check.kind)) {
        out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-check-not-counted', file, `Case ${c.label} expects \`${input.subject}\` not to be chosen, so it ` +
            `counts toward false activation only: its \`${check.kind}\` check ` +
            `counts toward no rate. Move the check to a case that expects ` +
            `\`${input.subject}\`, or remove it.`, { line }));
    }
    return out;
}
/** An activation check of a skill the spec does not install, or one that can only score 0. */
function activationFindings({ input, installed }, c, check, line) {
    const { file, skills } = input;
    if (!installed.has(check.skill)) {
        const why = skills.has(check.skill)
            ? `is not installed for this spec; add it to \`skills:\``
            : 'is not a skill in this repository';
        return [
            (0,diagnostic/* diagnostic */.Y)('eval-spec-unknown-skill', file, `Case ${c.label} checks activation of \`${check.skill}\`, which ${why}.`, {
                line,
            }),
        ];
    }
    if (!check.expect || !skills.disablesModelInvocation(check.skill))
        return [];
    return [
        (0,diagnostic/* diagnostic */.Y)('eval-spec-disabled-activation', file, `Case ${c.label} expects the agent to choose \`${check.skill}\`, but ` +
            `that skill sets \`disable-model-invocation: true\`, so it can only ` +
            `score 0. Use \`expect: false\` or remove the flag.`, { line }),
    ];
}
/** The spec's `sandbox.fixtures` and each case's own `fixtures` (each case once). */
function fixtureFindings({ parts, input, lineOf }) {
    const out = [];
    if (parts.fixtures !== undefined)
        (0,arrays/* append */.B)(out, fixturesProblems(input, parts.fixtures, '`sandbox.fixtures', lineOf(['sandbox', 'fixtures'])));
    const caseFixtures = new Set();
    for (const c of parts.cases) {
        if (c.fixtures === undefined || caseFixtures.has(c.index))
            continue;
        caseFixtures.add(c.index);
        (0,arrays/* append */.B)(out, fixturesProblems(input, c.fixtures, `Case ${c.label}: \`fixtures`, lineOf(['cases', c.index, 'fixtures'])));
    }
    return out;
}
/** A case with `turns` where the spec's `backends:` name a CLI that cannot resume a session headless. */
function turnsFindings({ parts, input, lineOf }) {
    const out = [];
    const turnsAt = new Set();
    for (const c of parts.cases) {
        if (c.turns.length === 0 || turnsAt.has(c.index))
            continue;
        turnsAt.add(c.index);
        const refused = (parts.backends ?? []).filter((b) => (0,resumable/* turnsUnsupported */.q)(b, ['turn']) !== undefined);
        if (refused.length > 0) {
            const message = `Case ${c.label} has \`turns\`, but ${refused.join(', ')} cannot ` +
                `resume a session headless, so it cannot run them there (turns run on ` +
                `${resumable/* RESUMABLE_BACKENDS */.h.join(', ')}). List only those under ` +
                `\`backends:\`, or move the follow-ups into a spec of their own.`;
            out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-turns', input.file, message, { line: lineOf(['cases', c.index, 'turns']) }));
        }
    }
    return out;
}
/** A fixtures folder must be a subfolder of the skill: it is copied into the working folder, never installed. */
function fixturesProblems(input, fixtures, where, line) {
    const skillAbs = external_node_path_default().join(input.root, input.skillDir);
    const abs = external_node_path_default().resolve(skillAbs, fixtures);
    if (!(0,external_node_fs_.existsSync)(abs) || !(0,external_node_fs_.statSync)(abs).isDirectory()) {
        return [
            (0,diagnostic/* diagnostic */.Y)('eval-spec-path', input.file, `${where}: ${fixtures}\` is not a folder inside the skill. Create it or fix the path.`, { line }),
        ];
    }
    if (!(0,skillFiles/* isInside */.FK)(external_node_fs_.realpathSync.native(skillAbs), external_node_fs_.realpathSync.native(abs)) ||
        external_node_fs_.realpathSync.native(abs) === external_node_fs_.realpathSync.native(skillAbs)) {
        return [
            (0,diagnostic/* diagnostic */.Y)('eval-spec-path', input.file, `${where}: ${fixtures}\` must be a subfolder of the skill, not the skill itself or a folder outside it.`, { line }),
        ];
    }
    return [];
}
/** Each case's `reference:` folder (once per case of the file): inside the skill, apart from every fixtures folder. */
function referenceProblems(input, parts, lineOf) {
    const skillAbs = external_node_path_default().join(input.root, input.skillDir);
    const fixtures = [
        ...new Set([parts.fixtures, ...parts.cases.map((c) => c.fixtures)].filter((f) => f !== undefined)),
    ];
    const out = [];
    const seen = new Set();
    for (const c of parts.cases) {
        if (c.reference === undefined || seen.has(c.index))
            continue;
        seen.add(c.index);
        const problem = (0,referenceFolder/* referenceProblem */.te)(skillAbs, c.reference, fixtures);
        if (problem)
            out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-path', input.file, `Case ${c.label}: \`reference\` ${problem}`, {
                line: lineOf(['cases', c.index, 'reference']),
            }));
    }
    return out;
}
/** The path in the working folder a check reads, if it reads one (inside a `not:` too). */
function workingFolderPath(check) {
    if (check.kind === 'not')
        return workingFolderPath(check.check);
    if (check.kind === 'file_exists' || check.kind === 'file_contains')
        return check.path;
    return check.kind === 'judge' && check.on.kind === 'file' ? check.on.path : undefined;
}
/** A check's path that resolves outside the working folder (absolute, or climbing out with `..`). */
function leavesWorkingFolder(specPath) {
    const normal = external_node_path_default().posix.normalize(specPath.replace(/\\/g, '/'));
    return external_node_path_default().posix.isAbsolute(normal) || /^[A-Za-z]:\//.test(normal) || normal === '..' || normal.startsWith('../');
}
/** The explicit-invocation syntax of any CLI, if the prompt uses it for `name`. */
function invocationSyntax(prompt, name) {
    // A string search, not a regular expression per name: compiling three per case and skill was most of
    // the time spent checking a spec.
    const forms = [
        { syntax: `/skill:${name}`, afterSpace: true },
        { syntax: `/${name}`, afterSpace: true },
        { syntax: `$${name}`, afterSpace: false },
    ];
    return forms.find(({ syntax, afterSpace }) => standsAlone(prompt, syntax, afterSpace))?.syntax;
}
/**
 * `word` occurs in `text` not followed by a word character or `-` (and, if asked, at the start or after white space).
 */
function standsAlone(text, word, afterSpace) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        const before = at === 0 || !afterSpace || /\s/.test(text[at - 1]);
        const after = text[at + word.length];
        if (before && (after === undefined || !/[\w-]/.test(after)))
            return true;
    }
    return false;
}


/***/ }),

/***/ 2585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VI: () => (/* binding */ REFERENCE_ANSWER),
/* harmony export */   te: () => (/* binding */ referenceProblem),
/* harmony export */   wY: () => (/* binding */ REFERENCE_FILES)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _skills_skillFiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8216);



/** What a reference folder holds: the files a correct run leaves in the working folder, and its answer. */
const REFERENCE_FILES = 'files';
const REFERENCE_ANSWER = 'answer.md';
/**
 * What is wrong with a case's `reference:` folder (`folder`, relative to the skill at `skillAbs`), in one
 * sentence, or undefined. It must be a subfolder of the skill holding `files/` or `answer.md`, and it is
 * the answer key: a fixtures folder (copied for the agent) may neither hold it nor sit inside it.
 */
function referenceProblem(skillAbs, folder, fixtures) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(skillAbs, folder);
    if (!isFolder(abs))
        return `\`${folder}\` is not a folder inside the skill. Create it or fix the path.`;
    const realSkill = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(skillAbs);
    const real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
    if (!(0,_skills_skillFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(realSkill, real) || real === realSkill)
        return `\`${folder}\` must be a subfolder of the skill, not the skill itself or a folder outside it.`;
    for (const f of fixtures) {
        const fixturesAbs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(skillAbs, f);
        if (!isFolder(fixturesAbs))
            continue;
        const realFixtures = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(fixturesAbs);
        if ((0,_skills_skillFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(realFixtures, real) || (0,_skills_skillFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(real, realFixtures)) {
            return (`\`${folder}\` overlaps the fixtures folder \`${f}\`, which is copied ` +
                `into the agent's working folder: the reference would hand the agent ` +
                `its answer. Keep the two apart.`);
        }
    }
    const files = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, REFERENCE_FILES);
    const answer = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, REFERENCE_ANSWER);
    if (!isFolder(files) && !((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(answer) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(answer).isFile())) {
        return (`\`${folder}\` holds neither \`${REFERENCE_FILES}/\` (the files a ` +
            `correct run leaves) nor \`${REFERENCE_ANSWER}\` (its final answer). ` +
            `Add one of them.`);
    }
    return undefined;
}
function isFolder(abs) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(abs) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).isDirectory();
}


/***/ }),

/***/ 8300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ expandCases)
/* harmony export */ });
/* harmony import */ var _results_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6303);

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A row's value is put into prompts, paths and patterns: a short scalar, not a document. */
const MAX_VALUE_CHARS = 4096;
/**
 * Every case of the spec with each `vars:` row made its own case: `{{name}}` in its prompt and in any
 * string of its checks replaced by the row's value, its id `<id>-<row's id>` (or `<id>-<row number>`
 * when the row has no `id`). A placeholder no row defines, an expanded id results.json cannot hold, or
 * a value that is no short scalar is a problem of that case, and the case is left out.
 */
function expandCases(cases) {
    const out = [];
    const problems = [];
    cases.forEach((c, index) => {
        if (c === null || typeof c !== 'object' || Array.isArray(c))
            return;
        const raw = c;
        if (!Array.isArray(raw.vars)) {
            const names = placeholders(withoutVars(raw));
            if (names.length > 0)
                problems.push({
                    path: ['cases', index],
                    message: `uses \`{{${names[0]}}}\` but has no \`vars:\` to fill it. Add a ` +
                        `\`vars:\` table or write the text out.`,
                });
            else
                out.push({ index, row: undefined, raw });
            return;
        }
        raw.vars.forEach((row, r) => {
            const made = expandRow(raw, row, r);
            if ('problem' in made)
                problems.push({ path: ['cases', index, 'vars', r], message: made.problem });
            else
                out.push({ index, row: r, raw: made.raw });
        });
    });
    return { cases: out, problems };
}
function expandRow(raw, row, r) {
    if (row === null || typeof row !== 'object' || Array.isArray(row))
        return { problem: `row ${r + 1} of \`vars\` must be a map of names to values` };
    const values = new Map();
    for (const [name, value] of Object.entries(row)) {
        if (!VAR_NAME.test(name))
            return {
                problem: `row ${r + 1} of \`vars\` names \`${name}\`; a variable is letters, ` +
                    `digits and \`_\`, not starting with a digit`,
            };
        if (!['string', 'number', 'boolean'].includes(typeof value))
            return { problem: `row ${r + 1} of \`vars\`: \`${name}\` must be a string, number or boolean` };
        const text = String(value);
        if (text.length > MAX_VALUE_CHARS)
            return {
                problem: `row ${r + 1} of \`vars\`: \`${name}\` is over ${MAX_VALUE_CHARS} ` +
                    `characters; put long text in a fixture file`,
            };
        values.set(name, text);
    }
    const body = withoutVars(raw);
    const missing = placeholders(body).find((n) => !values.has(n));
    if (missing !== undefined)
        return {
            problem: `row ${r + 1} of \`vars\` has no \`${missing}\`, which the case uses ` +
                `as \`{{${missing}}}\`. Add it to the row.`,
        };
    const suffix = values.get('id') ?? String(r + 1);
    const id = `${String(raw.id)}-${suffix}`;
    if (!_results_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.caseId.test(id))
        return {
            problem: `row ${r + 1} of \`vars\` makes the case id \`${id.slice(0, 120)}\`, ` +
                `which is not letters, digits, \`.\`, \`_\` and \`-\` of at most 100 ` +
                `characters. Give the row a short \`id\`.`,
        };
    return { raw: { ...fill(body, values), id } };
}
function withoutVars(raw) {
    return Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'vars'));
}
/** The placeholder names used in any string of a case but its id, in order of first use. */
function placeholders(value) {
    const names = new Set();
    const walk = (v, key) => {
        if (typeof v === 'string') {
            if (key !== 'id')
                for (const m of v.matchAll(PLACEHOLDER))
                    names.add(m[1]);
        }
        else if (Array.isArray(v))
            v.forEach((x) => {
                walk(x, undefined);
            });
        else if (v !== null && typeof v === 'object')
            for (const [k, x] of Object.entries(v))
                walk(x, k);
    };
    walk(value, undefined);
    return [...names];
}
function fill(value, values) {
    if (typeof value === 'string')
        return value.replace(PLACEHOLDER, (whole, name) => values.get(name) ?? whole);
    if (Array.isArray(value))
        return value.map((x) => fill(x, values));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, k === 'id' ? x : fill(x, values)]));
    return value;
}


/***/ }),

/***/ 4717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ RESUMABLE_BACKENDS),
/* harmony export */   q: () => (/* binding */ turnsUnsupported)
/* harmony export */ });
/* harmony import */ var _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8977);

/**
 * The backends whose CLI can resume a session headless, so a case's `turns:` can follow up in it:
 * Claude Code (`-p --continue`, the most recent conversation of the working folder), Codex
 * (`codex exec resume --last`), Gemini CLI (`--resume latest`) and OpenCode (`run --continue`); pi runs
 * with `--no-session` and Hermes' resume is not wired. The others are refused by `validate` when a
 * spec lists them, and their trials of such a case are skipped with this reason.
 */
const RESUMABLE_BACKENDS = _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_FACTS */ .wi.filter((f) => f.resumes)
    .map((f) => f.name)
    .sort();
function turnsUnsupported(backend, turns) {
    if (!turns || turns.length === 0 || RESUMABLE_BACKENDS.includes(backend))
        return undefined;
    return (`${backend} cannot resume a session headless, so a case with turns ` +
        `cannot run on it (turns run on ${RESUMABLE_BACKENDS.join(', ')}; see ` +
        `docs/backends.md)`);
}


/***/ }),

/***/ 746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ CLAUDE_PLUGIN_ROOT),
/* harmony export */   X: () => (/* binding */ checkPluginVariables)
/* harmony export */ });
/* harmony import */ var _diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6207);

/** The one plugin-root variable an agent CLI expands in a skill's text: Claude Code's, for a plugin's skills. */
const CLAUDE_PLUGIN_ROOT = 'CLAUDE_PLUGIN_ROOT';
/**
 * `${CLAUDE_PLUGIN_ROOT}/…` works only where Claude Code loads the skill as part of a plugin. A skill in a
 * Claude Code plugin folder (`plugins/<p>/`) is installed no other way, so it is fine there. Elsewhere (no
 * plugin, a plugin at the repository root that `npx skills add` also installs into other agents, a Codex
 * plugin) other agents read the variable as empty and the path as `/…`: a warning, once per skill.
 */
function checkPluginVariables(skill, rooted, pluginRoot, inClaudePlugin) {
    if (inClaudePlugin)
        return [];
    const uses = rooted.filter((r) => r.variable === CLAUDE_PLUGIN_ROOT);
    const first = uses[0];
    if (first === undefined)
        return [];
    const example = `\`\${${CLAUDE_PLUGIN_ROOT}}/${first.target}\``;
    const more = uses.length > 1 ? ` (and ${uses.length - 1} more)` : '';
    const relative = `Use a path relative to the skill folder (\`${first.target}\`, with the file inside the skill)`;
    const message = pluginRoot === undefined
        ? `Claude Code sets \`\${${CLAUDE_PLUGIN_ROOT}}\` only for a skill it ` +
            `loads from a plugin, and no plugin manifest is above this skill, so ` +
            `every agent reads ${example}${more} as \`/${first.target}\`. ` +
            `${relative}.`
        : `Only Claude Code expands \`\${${CLAUDE_PLUGIN_ROOT}}\`, when it ` +
            `installs the plugin; Codex, pi, Gemini CLI, OpenCode and Hermes Agent ` +
            `(\`npx skills add\`, an eval on those backends) read ` +
            `${example}${more} as \`/${first.target}\`. ${relative}, or, if the ` +
            `skill ships for Claude Code only, turn this rule off.`;
    return [(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .diagnostic */ .Y)('plugin-root-variable', skill.file, message, { line: first.line })];
}


/***/ }),

/***/ 4843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ applyValidateConfig)
/* harmony export */ });
/* unused harmony export parseSuppressions */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4014);
/* harmony import */ var _disableComments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8247);
/* harmony import */ var _scan_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1727);




/**
 * Apply the repository's rule settings (severity or off), then the SKILL.md's own disable comments,
 * within what the configuration lets inline comments silence (by default warnings only: a pull request
 * cannot silence an error that gates it by adding a comment). `textOf` gives a SKILL.md's text as it
 * was read once (undefined when it was refused unread): nothing here reads the disk.
 */
function applyValidateConfig(diagnostics, config, textOf) {
    const cache = new Map();
    const out = [];
    for (const original of diagnostics) {
        const setting = config.rules[original.rule];
        if (setting === 'off')
            continue;
        const d = setting && setting !== original.severity ? { ...original, severity: setting } : original;
        const comment = suppressed(textOf, d, cache);
        if (comment !== undefined && inlineMaySilence(config, d))
            continue;
        // A comment meant for it that may not silence it: say so, or the author thinks it was read.
        if (comment !== undefined)
            out.push({ ...d, message: `${d.message} ${notSilenced(config, d, comment)}` });
        else
            out.push(withBareNote(d, cache));
    }
    return out;
}
function inlineMaySilence(config, d) {
    return config.inlineDisable === 'all' || (config.inlineDisable === 'warnings' && d.severity === 'warning');
}
/** Why the `caliper-disable` comment on line `comment` left this finding standing, and what to do. */
function notSilenced(config, d, comment) {
    const where = config.source ?? '.github/caliper.yml';
    return config.inlineDisable === 'none'
        ? `(The caliper-disable comment on line ${comment} is not read: \`inline-disable: none\` in ${where}.)`
        : `(The caliper-disable comment on line ${comment} does not silence an ` +
            `${d.severity}: fix it, or set \`validate.inline-disable: all\` in ` +
            `${where}.)`;
}
/** A content-scan finding under a bare `caliper-disable`, told why that comment left it standing. */
function withBareNote(d, cache) {
    if (!isScanRule(d.rule))
        return d;
    const s = cache.get(d.file);
    const bare = s?.file.get('*') ?? (d.line === undefined ? undefined : s?.lines.get(d.line)?.get('*'));
    if (bare === undefined)
        return d;
    const note = `(The caliper-disable comment on line ${bare} names no rule, so it silences no content-scan finding: ` +
        `name the rule, as in \`caliper-disable-next-line ${d.rule}\`.)`;
    return { ...d, message: `${d.message} ${note}` };
}
const isScanRule = (rule) => _scan_text_js__WEBPACK_IMPORTED_MODULE_2__/* .SCAN_RULES */ .w.includes(rule);
/** The line of the disable comment that covers this finding, or undefined. */
function suppressed(textOf, d, cache) {
    if (node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(d.file) !== _layout_js__WEBPACK_IMPORTED_MODULE_1__/* .SKILL_FILE */ .LF)
        return undefined;
    let s = cache.get(d.file);
    if (!cache.has(d.file)) {
        const text = textOf(d.file);
        s = text === undefined ? undefined : parseSuppressions(text);
        cache.set(d.file, s);
    }
    if (!s)
        return undefined;
    // A bare `caliper-disable` a pull request adds would blank the content scan of the very text it adds:
    // a scan finding is silenced only by a comment that names its rule, which a reviewer sees in the diff.
    const any = isScanRule(d.rule) ? undefined : '*';
    const whole = (any && s.file.get(any)) ?? s.file.get(d.rule);
    if (whole !== undefined)
        return whole;
    const onLine = d.line === undefined ? undefined : s.lines.get(d.line);
    return (any && onLine?.get(any)) ?? onLine?.get(d.rule);
}
function parseSuppressions(text) {
    const comments = (0,_disableComments_js__WEBPACK_IMPORTED_MODULE_3__/* .disableComments */ .j)(text);
    if (comments.length === 0)
        return undefined;
    const s = { file: new Map(), lines: new Map() };
    for (const comment of comments) {
        const ids = comment.ids.length === 0 ? ['*'] : comment.ids;
        const into = comment.scope === 'next-line' ? (s.lines.get(comment.line + 1) ?? new Map()) : s.file;
        for (const id of ids)
            if (!into.has(id))
                into.set(id, comment.line);
        if (comment.scope === 'next-line')
            s.lines.set(comment.line + 1, into);
    }
    return s;
}


/***/ }),

/***/ 8247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ disableComments)
/* harmony export */ });
/** `<!-- caliper-disable rule-a rule-b -->`, `<!-- caliper-disable-next-line rule -->`, or `# …` in YAML. */
const DIRECTIVE = /^\s*(?:<!--|#)\s*caliper-disable(-next-line)?\b([^>]*?)\s*(?:-->)?\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/**
 * Every disable comment of a SKILL.md's text, front matter (`# …`) and body (`<!-- … -->`). One inside a
 * fenced code block is an example shown to the reader (a skill about caliper), not a comment.
 */
function disableComments(text) {
    if (!text.includes('caliper-disable'))
        return [];
    const out = [];
    const lines = text.split('\n');
    let fence;
    for (let i = 0; i < lines.length; i++) {
        const mark = FENCE.exec(lines[i])?.[1];
        if (mark !== undefined) {
            if (fence === undefined)
                fence = mark[0];
            else if (mark[0] === fence)
                fence = undefined;
            continue;
        }
        if (fence !== undefined || !lines[i].includes('caliper-disable'))
            continue;
        const m = DIRECTIVE.exec(lines[i]);
        if (!m)
            continue;
        out.push({ line: i + 1, scope: m[1] ? 'next-line' : 'file', ids: m[2].split(/[\s,]+/).filter(Boolean) });
    }
    return out;
}


/***/ }),

/***/ 2481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xL: () => (/* binding */ ConfigError),
  Oe: () => (/* binding */ DEFAULT_VALIDATE_CONFIG),
  Pr: () => (/* binding */ loadValidateConfig)
});

// UNUSED EXPORTS: CONFIG_FILE, configCandidates, findValidateConfig, parseValidateConfig, readConfigText

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/eval/spec/jsonSchema.ts
var jsonSchema = __webpack_require__(183);
// EXTERNAL MODULE: ./src/util/repoFiles.ts
var repoFiles = __webpack_require__(7507);
// EXTERNAL MODULE: ./src/util/yaml.ts
var yaml = __webpack_require__(9869);
// EXTERNAL MODULE: ./src/skills/rules.ts
var rules = __webpack_require__(3929);
;// CONCATENATED MODULE: ./src/skills/config/schema.ts

const RULE_SETTINGS = ['off', 'warning', 'error'];
const INLINE_DISABLE = ['warnings', 'all', 'none'];
const NOT_EVALUATED = ['error', 'warning'];
const globList = (description) => ({ description, type: 'array', items: { type: 'string', minLength: 1 } });
/**
 * JSON Schema of `.github/caliper.yml` (`schemas/caliper-config.schema.json` is this object, checked by
 * a test). The owners section is read by the owners gate, the validate section by `validate`.
 */
const caliperConfigSchema = {
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
                    properties: Object.fromEntries(rules/* RULE_IDS */.Iu.map((id) => [id, { enum: RULE_SETTINGS }])),
                },
                ignore: globList('Paths validate skips (same globs as --ignore).'),
                commands: globList('Folders whose .md files are slash commands on purpose: no lone-command-file there.'),
                'installed-together': {
                    description: 'Sets of skills users install together, each a list of globs of skill ' +
                        "folders: listing-budget checks each set against the CLIs' listing " +
                        'budgets (default: the repository, each plugin apart).',
                    type: 'array',
                    items: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
                },
                'inline-disable': {
                    description: 'Which findings `<!-- caliper-disable … -->` comments in a SKILL.md ' +
                        'may silence: warnings (default), all, or none.',
                    enum: INLINE_DISABLE,
                },
                'not-evaluated': {
                    description: 'A skill with an eval spec that its own validation errors keep from an ' +
                        'eval (its plan line says "not evaluated"): error (default) fails ' +
                        "caliper eval and the Action's step; warning still lists it in the " +
                        'plan, the score table, the job summary and the PR comment, and passes.',
                    enum: NOT_EVALUATED,
                },
            },
        },
    },
};

;// CONCATENATED MODULE: ./src/skills/config/validateConfig.ts






/** The repository file that holds caliper's configuration (owners policy and validate settings). */
const CONFIG_FILE = '.github/caliper.yml';
/** A configuration file is a few lines; anything this big is refused unread. */
const CONFIG_MAX_BYTES = 256 * 1024;
const DEFAULT_VALIDATE_CONFIG = {
    rules: {},
    ignore: [],
    commands: [],
    inlineDisable: 'warnings',
    installedTogether: [],
    notEvaluated: 'error',
    source: undefined,
};
class ConfigError extends Error {
    /** Whether the message says all there is to say; otherwise callers add where the file's shape is. */
    complete;
    constructor(message, options = {}) {
        super(message);
        this.complete = options.complete ?? false;
    }
}
/** Parse the text of `.github/caliper.yml`; its `validate:` section, checked against the schema. */
function parseValidateConfig(text, source) {
    const parsed = (0,yaml/* parseYaml */.hN)(text, { maxBytes: CONFIG_MAX_BYTES });
    if (!parsed.ok)
        throw new ConfigError(`${source}, line ${parsed.line}: not valid YAML: ${parsed.message}`);
    const value = parsed.doc.value ?? {};
    const problems = (0,jsonSchema/* validateAgainst */.s)(caliperConfigSchema, value);
    if (problems.length > 0) {
        const first = problems[0];
        // An unknown key is reported on its parent; point at the key itself.
        const unknownKey = first.unknownKey;
        const line = (unknownKey !== undefined ? parsed.doc.lineOf([...first.path, unknownKey]) : undefined) ??
            parsed.doc.lineOf(first.path);
        throw new ConfigError(`${source}${line ? `, line ${line}` : ''}: ${first.message.replace(/^the spec/, 'the file')}`);
    }
    const section = value.validate ?? {};
    return {
        rules: section.rules ?? {},
        ignore: section.ignore ?? [],
        commands: section.commands ?? [],
        inlineDisable: section['inline-disable'] ?? 'warnings',
        installedTogether: section['installed-together'] ?? [],
        notEvaluated: section['not-evaluated'] ?? 'error',
        source,
    };
}
/**
 * Where `.github/caliper.yml` may be for a repository validated at `dir`: in `dir`, then each folder
 * above it up to `top` (the repository root), nearest first. Every command and the Action look in these
 * places, in this order, so that they judge a repository by the same file.
 */
function configCandidates(dir, top) {
    const out = [];
    let current = external_node_path_default().resolve(dir);
    const root = external_node_path_default().resolve(top);
    for (;;) {
        out.push(external_node_path_default().join(current, CONFIG_FILE));
        const parent = external_node_path_default().dirname(current);
        if (current === root || parent === current || !isInside(root, parent))
            return out;
        current = parent;
    }
}
/**
 * The configuration for a local run: `file` (`--config`, relative to `cwd`) when given, else
 * `.github/caliper.yml` in DIR or the nearest folder above it, up to the repository root (the folder
 * holding `.git`). Defaults when there is none.
 */
function loadValidateConfig(dir, file, cwd = process.cwd()) {
    if (file !== undefined) {
        // The user named this file, wherever it is; it is still read only as a regular file, bounded.
        const text = readConfigText(external_node_path_default().parse(cwd).root, external_node_path_default().resolve(cwd, file), `--config ${file}`);
        if (text === undefined)
            throw new ConfigError(`--config ${file}: no such file. Pass the path of a caliper.yml, or leave --config out to read ${CONFIG_FILE}.`, { complete: true });
        return parseValidateConfig(text, file);
    }
    return findValidateConfig(dir, cwd);
}
/** `loadValidateConfig` without `--config`. */
function findValidateConfig(dir, cwd = process.cwd()) {
    const top = repositoryTop(dir);
    const realTop = external_node_fs_.realpathSync.native(top);
    for (const candidate of configCandidates(dir, top)) {
        const shown = external_node_path_default().relative(cwd, candidate).split((external_node_path_default()).sep).join('/');
        const text = readConfigText(realTop, candidate, shown);
        if (text !== undefined)
            return parseValidateConfig(text, shown);
    }
    return DEFAULT_VALIDATE_CONFIG;
}
/**
 * The text of the configuration file at `abs` (`shown` in messages), read through the guarded reader
 * within `realRoot`; undefined when there is no file there. One that is there but is not a regular file
 * (a FIFO, a device, a link out of the repository) or is too large is an error, not a default.
 */
function readConfigText(realRoot, abs, shown) {
    const read = (0,repoFiles/* readRepoFile */.v)(realRoot, abs, shown, CONFIG_MAX_BYTES);
    if (read.kind === 'file')
        return read.bytes.toString('utf8');
    if (read.kind === 'missing' || read.kind === 'dir')
        return undefined;
    const why = read.kind === 'refused'
        ? read.reason
        : `it is ${read.size} bytes, over the ${CONFIG_MAX_BYTES} a configuration file may hold`;
    throw new ConfigError(`${shown} was not read: ${why}. Commit it as a plain file.`, { complete: true });
}
/** The nearest folder at or above `dir` holding `.git`, else the file system's root. */
function repositoryTop(dir) {
    let current = external_node_path_default().resolve(dir);
    for (;;) {
        if ((0,external_node_fs_.existsSync)(external_node_path_default().join(current, '.git')))
            return current;
        const parent = external_node_path_default().dirname(current);
        if (parent === current)
            return current;
        current = parent;
    }
}
function isInside(parent, child) {
    return child === parent || child.startsWith(parent.endsWith((external_node_path_default()).sep) ? parent : parent + (external_node_path_default()).sep);
}


/***/ }),

/***/ 4649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ dependencyClosure),
/* harmony export */   _: () => (/* binding */ mergeDependencies)
/* harmony export */ });
/* harmony import */ var _util_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(558);

/**
 * The declared skills plus every skill they depend on, transitively, in breadth-first order (declared
 * first, no repeats). What an eval installs. Names `direct` does not know have no dependencies.
 */
function dependencyClosure(declared, direct) {
    const out = [];
    const seen = new Set();
    const queue = [...declared];
    for (let i = 0; i < queue.length; i++) {
        const name = queue[i];
        if (seen.has(name))
            continue;
        seen.add(name);
        out.push(name);
        queue.push(...(direct(name) ?? []));
    }
    return out;
}
/** One entry per skill depended on, at its first line; references before mentions on the same line. */
function mergeDependencies(found) {
    const first = new Map();
    for (const d of [...found].sort((a, b) => a.line - b.line || (a.via === b.via ? 0 : a.via === 'reference' ? -1 : 1))) {
        if (!first.has(d.name))
            first.set(d.name, d);
    }
    return [...first.values()].sort((a, b) => (0,_util_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.name, b.name));
}


/***/ }),

/***/ 6207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ diagnostic),
/* harmony export */   o: () => (/* binding */ compareDiagnostics)
/* harmony export */ });
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3929);
/* harmony import */ var _util_strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(558);


function diagnostic(rule, file, message, extra = {}) {
    const d = { rule, severity: extra.severity ?? _rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[rule].severity, file, message };
    if (extra.line !== undefined)
        d.line = extra.line;
    if (extra.column !== undefined)
        d.column = extra.column;
    if (extra.fix)
        d.fix = extra.fix;
    return d;
}
function compareDiagnostics(a, b) {
    return (0,_util_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .compareStrings */ .Kt)(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (0,_util_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .compareStrings */ .Kt)(a.rule, b.rule);
}


/***/ }),

/***/ 2303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ discoverSkills)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3596);
/* harmony import */ var _util_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4964);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4014);
/* harmony import */ var _util_strings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(558);






/** Find every skill folder and every command-style file that pretends to be one. */
function discoverSkills(root, options = {}) {
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    const realRoot = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(absRoot);
    const ignored = (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(options.ignore ?? []);
    const declaredCommands = (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .tI)(options.commandFolders ?? []);
    const result = {
        root: absRoot,
        skillDirs: [],
        skillPaths: new Map(),
        loneCommandFiles: [],
        misnamedSkillFiles: [],
        skillFileFolders: [],
        misnamedEvalSpecs: [],
        orphanEvalSpecs: [],
        escapingLinks: [],
        listings: new Map(),
    };
    // Folders to list, relative and absolute: a child's absolute path is its parent's and its name (what
    // `path.join` would give, without normalising thousands of paths again).
    const pending = [['', absRoot]];
    const followed = new Set();
    const linkedFolders = new Set();
    while (pending.length > 0) {
        const [rel, abs] = pending.pop();
        const entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(abs, { withFileTypes: true });
        result.listings.set(abs, entries);
        // An ignored SKILL.md makes no skill (`template/**`, `**/SKILL.md`): the folder is listed before its
        // entries are matched, so its own SKILL.md is matched here.
        const skillEntry = entries.find((e) => e.name === _layout_js__WEBPACK_IMPORTED_MODULE_4__/* .SKILL_FILE */ .LF && !ignored(rel === '' ? _layout_js__WEBPACK_IMPORTED_MODULE_4__/* .SKILL_FILE */ .LF : `${rel}/${_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .SKILL_FILE */ .LF}`));
        const isSkillDir = skillEntry !== undefined && isFileEntry(abs, skillEntry);
        // A skill seen through a linked command folder is discovered at its real path.
        if (isSkillDir && linkedFolders.size > 0 && [...linkedFolders].some((l) => rel.startsWith(`${l}/`)))
            continue;
        if (isSkillDir) {
            result.skillDirs.push(rel);
            result.skillPaths.set(rel, abs);
        }
        else if (skillEntry)
            result.skillFileFolders.push(rel === '' ? _layout_js__WEBPACK_IMPORTED_MODULE_4__/* .SKILL_FILE */ .LF : `${rel}/${_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .SKILL_FILE */ .LF}`);
        for (const entry of entries) {
            const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (ignored(childRel))
                continue;
            // A folder every path under which is ignored (`dir/**`, `dir/*`) is not walked at all.
            if ((entry.isDirectory() || entry.isSymbolicLink()) && ignored(`${childRel}/`))
                continue;
            if (entry.isDirectory()) {
                if (!_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .ALWAYS_SKIPPED */ .FJ.has(entry.name))
                    pending.push([childRel, (0,_util_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .childPath */ .c)(abs, entry.name)]);
            }
            else if (entry.isSymbolicLink()) {
                // Not followed: a link inside the repository is discovered at its real path, and links inside a
                // skill folder are checked by the skill's own file scan. Except a command folder that is a link
                // (`.claude/commands -> ../commands`): its files are commands only at the link's path.
                if (!isSkillDir && isSkillPath(childRel))
                    checkLink(realRoot, absRoot, childRel, result);
                if (!isSkillDir && linkedCommandFolder(realRoot, absRoot, childRel, followed)) {
                    linkedFolders.add(childRel);
                    pending.push([childRel, (0,_util_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .childPath */ .c)(abs, entry.name)]);
                }
            }
            else if (entry.isFile()) {
                classifyFile(rel, entry.name, isSkillDir, result, declaredCommands);
            }
        }
    }
    result.skillDirs.sort();
    result.loneCommandFiles.sort((a, b) => (0,_util_strings_js__WEBPACK_IMPORTED_MODULE_5__/* .compareStrings */ .Kt)(a.file, b.file));
    result.misnamedSkillFiles.sort();
    result.skillFileFolders.sort();
    result.misnamedEvalSpecs.sort();
    result.orphanEvalSpecs.sort();
    return result;
}
function classifyFile(dirRel, name, isSkillDir, result, declaredCommands) {
    const fileRel = dirRel === '' ? name : `${dirRel}/${name}`;
    const lower = name.toLowerCase();
    if (!isSkillDir && lower === 'skill.md') {
        result.misnamedSkillFiles.push(fileRel);
        return;
    }
    const isSpecLike = /^\.?eval\.ya?ml$/i.test(name);
    if (isSkillDir) {
        if (isSpecLike && name !== _layout_js__WEBPACK_IMPORTED_MODULE_4__/* .EVAL_SPEC_FILE */ .oW)
            result.misnamedEvalSpecs.push(fileRel);
        return;
    }
    if (isSpecLike) {
        result.orphanEvalSpecs.push(fileRel);
        return;
    }
    if (!lower.endsWith('.md'))
        return;
    // Documentation is never a command, and the repository may declare folders of commands on purpose.
    if ((0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .isDocumentationFile */ .NT)(name) || declaredCommands(fileRel))
        return;
    const commandFolder = _layout_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_FOLDERS */ .e6.find((f) => dirRel === f || dirRel.endsWith(`/${f}`) || dirRel.startsWith(`${f}/`) || dirRel.includes(`/${f}/`));
    if (commandFolder) {
        const at = dirRel.lastIndexOf(commandFolder);
        const projectPrefix = dirRel.slice(0, at);
        const namespace = dirRel.slice(at + commandFolder.length).replace(/^\//, '');
        const skillName = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .toSkillName */ .m$)([namespace, name.slice(0, -3)].filter(Boolean).join('-'));
        const skillsRoot = `${projectPrefix}${commandFolder.split('/')[0]}/skills`;
        result.loneCommandFiles.push({
            file: fileRel,
            name: skillName,
            suggestedSkillFile: `${skillsRoot}/${skillName ?? '<name>'}/${_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .SKILL_FILE */ .LF}`,
            origin: 'command-folder',
        });
        return;
    }
    const folderName = dirRel.split('/').pop() ?? '';
    const isNativeRoot = _layout_js__WEBPACK_IMPORTED_MODULE_4__/* .NATIVE_SKILL_ROOTS */ .I0.some((r) => dirRel === r || dirRel.endsWith(`/${r}`));
    const isSkillsFolder = isNativeRoot || folderName === 'skills';
    if (!isSkillsFolder)
        return;
    const skillName = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .toSkillName */ .m$)(name.slice(0, -3));
    result.loneCommandFiles.push({
        file: fileRel,
        name: skillName,
        suggestedSkillFile: `${dirRel}/${skillName ?? '<name>'}/${_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .SKILL_FILE */ .LF}`,
        origin: 'skills-folder',
    });
}
/**
 * Whether `rel` is a command folder that is a symlink to a folder inside the repository, not yet walked
 * through another link, and whose real folder is not itself a command folder (walked there already).
 */
function linkedCommandFolder(realRoot, absRoot, rel, followed) {
    if (!_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_FOLDERS */ .e6.some((f) => rel === f || rel.endsWith(`/${f}`)))
        return false;
    let target;
    try {
        target = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(absRoot, rel));
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target).isDirectory())
            return false;
    }
    catch {
        return false;
    }
    if (!target.startsWith(realRoot + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) || followed.has(target))
        return false;
    const targetRel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realRoot, target).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    if (_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_FOLDERS */ .e6.some((f) => targetRel === f || targetRel.endsWith(`/${f}`) || targetRel.startsWith(`${f}/`) || targetRel.includes(`/${f}/`)))
        return false;
    followed.add(target);
    return true;
}
/** A regular file, or a link to one. */
function isFileEntry(dir, entry) {
    if (entry.isFile())
        return true;
    if (!entry.isSymbolicLink())
        return false;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name)).isFile();
    }
    catch {
        return false;
    }
}
/** Paths where a link could stand for a skill: under a `skills` folder, a native root or a command folder. */
function isSkillPath(rel) {
    const segments = rel.split('/');
    return segments.includes('skills') || segments.includes('skill') || _layout_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_FOLDERS */ .e6.some((f) => rel.includes(f));
}
function checkLink(realRoot, absRoot, rel, result) {
    let target;
    try {
        target = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(absRoot, rel));
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target);
    }
    catch {
        result.escapingLinks.push({ file: rel, target: undefined });
        return;
    }
    if (target !== realRoot && !target.startsWith(realRoot + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))) {
        result.escapingLinks.push({ file: rel, target });
    }
}


/***/ }),

/***/ 6021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I_: () => (/* binding */ BACKEND_METADATA_KEYS),
/* harmony export */   Ku: () => (/* binding */ DESCRIPTION_MAX),
/* harmony export */   Lt: () => (/* binding */ BOOLEAN_FIELDS),
/* harmony export */   TS: () => (/* binding */ DISABLE_MODEL_INVOCATION_IGNORED_BY),
/* harmony export */   UO: () => (/* binding */ SPEC_FIELDS),
/* harmony export */   Vh: () => (/* binding */ NAME_PATTERN),
/* harmony export */   _$: () => (/* binding */ COMPATIBILITY_MAX),
/* harmony export */   bX: () => (/* binding */ BACKEND_FIELDS),
/* harmony export */   fo: () => (/* binding */ NAME_MAX),
/* harmony export */   lF: () => (/* binding */ intendedBackends),
/* harmony export */   qi: () => (/* binding */ backendsDefining),
/* harmony export */   sv: () => (/* binding */ KNOWN_FIELDS)
/* harmony export */ });
/* harmony import */ var _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8977);

/** Front matter fields of the Agent Skills spec, and the extensions each backend documents. */
const SPEC_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
/**
 * Top-level fields each CLI documents beyond the spec (its `facts.frontMatter.fields`; sources in
 * docs/rules.md), for the CLIs that document any.
 */
const BACKEND_FIELDS = Object.fromEntries(_agents_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_FACTS */ .wi.filter((f) => f.frontMatter.fields.length > 0).map((f) => [f.name, f.frontMatter.fields]));
/** `metadata.<key>` values a tool defines as something other than a string. */
const BACKEND_METADATA_KEYS = {
    ...Object.fromEntries(_agents_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_FACTS */ .wi.flatMap((f) => f.frontMatter.metadataKey
        ? [[f.frontMatter.metadataKey.key, { tool: f.cli, accepts: f.frontMatter.metadataKey.accepts }]]
        : [])),
    // The `skills` installer (vercel-labs/skills) hides a skill when `metadata.internal === true`.
    internal: { tool: 'the `skills` installer', accepts: (v) => typeof v === 'boolean' },
};
/**
 * Backends that do not honour `disable-model-invocation: true` (they list the skill and the agent may run
 * it unasked), with how to hide a skill there instead, by name.
 */
const DISABLE_MODEL_INVOCATION_IGNORED_BY = Object.fromEntries(_agents_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_FACTS */ .wi.flatMap((f) => f.frontMatter.hideFromModel === undefined ? [] : [[f.name, f.frontMatter.hideFromModel]]).sort(([a], [b]) => (a < b ? -1 : 1)));
/**
 * The backends a skill at `dir` is meant for: undefined means every one. A skill kept under a folder only
 * some CLIs read (`.claude`, `.codex`: their `facts.folders`) is meant for those.
 */
function intendedBackends(dir) {
    const top = dir
        .split('/')
        .find((segment) => _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_FACTS */ .wi.some((f) => f.folders.includes(segment)));
    return top === undefined
        ? undefined
        : _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_FACTS */ .wi.filter((f) => f.folders.includes(top)).map((f) => f.name);
}
const BOOLEAN_FIELDS = ['disable-model-invocation', 'user-invocable'];
function backendsDefining(field) {
    return Object.entries(BACKEND_FIELDS)
        .filter(([, fields]) => fields.includes(field))
        .map(([backend]) => backend);
}
const KNOWN_FIELDS = [...new Set([...SPEC_FIELDS, ...Object.values(BACKEND_FIELDS).flat()])];
const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NAME_MAX = 64;
const DESCRIPTION_MAX = 1024;
const COMPATIBILITY_MAX = 500;


/***/ }),

/***/ 4014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ ALWAYS_SKIPPED),
/* harmony export */   I0: () => (/* binding */ NATIVE_SKILL_ROOTS),
/* harmony export */   LF: () => (/* binding */ SKILL_FILE),
/* harmony export */   NT: () => (/* binding */ isDocumentationFile),
/* harmony export */   QD: () => (/* binding */ NEVER_INSTALLED),
/* harmony export */   e6: () => (/* binding */ COMMAND_FOLDERS),
/* harmony export */   m$: () => (/* binding */ toSkillName),
/* harmony export */   oW: () => (/* binding */ EVAL_SPEC_FILE)
/* harmony export */ });
/* unused harmony export SKILLS_FOLDER_DOCS */
/* harmony import */ var _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8977);
/** Where agent CLIs look for skills and commands, as folder paths relative to a project. */

/** Folders whose `.md` files CLIs turn into slash commands or prompts, never into installable skills. */
const COMMAND_FOLDERS = [
    '.claude/commands',
    '.opencode/command',
    '.opencode/commands',
    '.codex/prompts',
    '.pi/prompts',
];
/**
 * Native skills roots, every agent's `skillRoots` (src/agents/<cli>/facts.ts) once each; any folder named
 * `skills` is treated like one for lone-file detection.
 */
const NATIVE_SKILL_ROOTS = [...new Set(_agents_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_FACTS */ .wi.flatMap((f) => f.skillRoots))];
/** Documentation conventionally kept beside skills and commands; never a skill or a command. */
const SKILLS_FOLDER_DOCS = new Set([
    'readme.md',
    'changelog.md',
    'contributing.md',
    'license.md',
    'index.md',
    // Claude Code's, Codex's and Gemini CLI's per-folder memory files
    'claude.md',
    'agents.md',
    'gemini.md',
    'vendor.md',
    'notice.md',
    'security.md',
    'code_of_conduct.md',
    'authors.md',
]);
/**
 * A documentation file: a known name, or an upper-case one (`VENDOR.md`, `NOTES.md`). Commands and
 * skills are named in lower case by every CLI's convention, so an upper-case name is read as docs.
 */
function isDocumentationFile(name) {
    return SKILLS_FOLDER_DOCS.has(name.toLowerCase()) || /^[A-Z0-9][A-Z0-9_-]*\.md$/.test(name);
}
const SKILL_FILE = 'SKILL.md';
const EVAL_SPEC_FILE = '.eval.yaml';
/** Never installed into a sandbox, for the subject or any neighbour: answer keys and repository state. */
const NEVER_INSTALLED = ['.eval.yaml', '.eval.yml', '.caliper', '.git'];
/** Folders the discovery walk never enters. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules']);
/** Turn an arbitrary file name into a valid skill name, or undefined when nothing is left. */
function toSkillName(raw) {
    const name = raw
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 64)
        .replace(/-+$/, '');
    return name === '' ? undefined : name;
}


/***/ }),

/***/ 7606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ markdownLineScanner)
/* harmony export */ });
const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)/;
/**
 * A scanner of Markdown bodies that visits only the lines that may hold what the caller looks for
 * (`mayHold` matches somewhere in them), with their 1-based line number and the fenced block each is in.
 * One regex over the whole body finds those lines and the fence lines, so the many lines of plain prose
 * cost no JavaScript: on a 1,000-skill repository that was most of what reading bodies cost. `mayHold`
 * may match more lines than matter (the visitor decides), never fewer. It runs without the `m` flag
 * (`^` and `$` at every line cost twice the time): write a line start as `\n`, which the first line
 * is tested as if it had. Fence lines open and close blocks and are not visited; a block closes at the
 * next fence line of the same character, as the callers always read them.
 */
function markdownLineScanner(mayHold) {
    // `[^\S\n]`: blanks that do not cross a line end. Every fence line is a hit of the first alternative.
    const hits = new RegExp(String.raw `\n[^\S\n]{0,3}(?:\`{3}|~{3})|${mayHold.source}`, `g${mayHold.ignoreCase ? 'i' : ''}`);
    // The first line has no newline before it: it is tested on its own, against a copy that has one.
    const firstLineHit = new RegExp(hits.source, hits.flags.replace('g', ''));
    return (body, firstLine, visit) => {
        let block;
        const visitLine = (start, end, line) => {
            // Lines end at `\n`; a `\r` before it is not part of the line.
            const content = body[end] === '\n' && body[end - 1] === '\r' ? body.slice(start, end - 1) : body.slice(start, end);
            const fence = FENCE.exec(content);
            if (fence === null)
                visit(content, line, block, start);
            else if (block === undefined)
                block = { marker: fence[1][0], language: fence[2] };
            else if (fence[1][0] === block.marker)
                block = undefined;
        };
        const firstNewline = body.indexOf('\n');
        const firstEnd = firstNewline === -1 ? body.length : firstNewline;
        if (firstLineHit.test(`\n${body.slice(0, firstEnd)}`))
            visitLine(0, firstEnd, firstLine);
        let line = firstLine;
        let counted = 0; // `line` is the line of the character at `counted`
        hits.lastIndex = firstEnd; // the visitors scan nothing themselves, so one regex serves every call
        for (let m = hits.exec(body); m !== null; m = hits.exec(body)) {
            // A hit that starts with the newline before its line belongs to the line after it.
            const at = body[m.index] === '\n' ? m.index + 1 : m.index;
            const start = body.lastIndexOf('\n', at - 1) + 1;
            const newline = body.indexOf('\n', at);
            const end = newline === -1 ? body.length : newline;
            for (let nl = body.indexOf('\n', counted); nl !== -1 && nl < start; nl = body.indexOf('\n', nl + 1))
                line++;
            counted = start;
            hits.lastIndex = end; // one visit per line
            visitLine(start, end, line);
        }
    };
}


/***/ }),

/***/ 7594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ PLUGIN_MANIFESTS),
/* harmony export */   u: () => (/* binding */ pluginLayout)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _diagnostic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6207);
/* harmony import */ var _util_repoFiles_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7507);




/** Manifests that make a folder a plugin: it installs as a whole, so its skills may use its other files. */
const PLUGIN_MANIFESTS = ['.claude-plugin/plugin.json', '.codex-plugin/plugin.json'];
const MANIFEST_FOLDERS = PLUGIN_MANIFESTS.map((m) => m.split('/')[0]);
const MARKETPLACE = '.claude-plugin/marketplace.json';
/** A manifest is a few hundred bytes; a larger one than this is not read at all. */
const MANIFEST_MAX_BYTES = 256 * 1024;
/** `listings`: folder listings by absolute path (the discovery walk's), so that most folders need no look on disk. */
function pluginLayout(root, skillDirs, listings) {
    const rootByDir = new Map();
    const hasManifest = (dir) => {
        const listing = listings?.get(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, dir));
        return PLUGIN_MANIFESTS.some((m, i) => (listing === undefined || listing.some((e) => e.name === MANIFEST_FOLDERS[i])) &&
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, dir, m)));
    };
    const rootOf = (dir) => {
        if (rootByDir.has(dir))
            return rootByDir.get(dir);
        const found = hasManifest(dir) ? dir : dir === '' ? undefined : rootOf(parentOf(dir));
        rootByDir.set(dir, found);
        return found;
    };
    const roots = new Set();
    for (const dir of skillDirs) {
        const r = rootOf(dir);
        if (r !== undefined)
            roots.add(r);
    }
    const names = new Set();
    const unread = [];
    const readJson = manifestReader(root, unread);
    for (const r of roots) {
        for (const m of PLUGIN_MANIFESTS) {
            const name = readJson(r === '' ? m : `${r}/${m}`)?.name;
            if (typeof name === 'string')
                names.add(name);
        }
    }
    const plugins = readJson(MARKETPLACE)?.plugins;
    if (Array.isArray(plugins)) {
        for (const p of plugins)
            if (typeof p?.name === 'string')
                names.add(p.name);
    }
    return {
        rootOf,
        names,
        hasAgentOrCommand: (name) => [...roots].some((r) => ['agents', 'commands'].some((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, r, f, `${name}.md`)))),
        unread,
    };
}
function parentOf(dir) {
    const at = dir.lastIndexOf('/');
    return at < 0 ? '' : dir.slice(0, at);
}
/**
 * Reads a manifest (`rel` to the root) through the guarded reader. A missing, oversized or malformed one
 * is no plugin name; one that is not a regular file of the repository is also a finding in `unread`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function manifestReader(root, unread) {
    const realRoot = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(root);
    return (rel) => {
        const read = (0,_util_repoFiles_js__WEBPACK_IMPORTED_MODULE_3__/* .readRepoFile */ .v)(realRoot, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, rel), rel, MANIFEST_MAX_BYTES);
        if (read.kind === 'refused') {
            unread.push((0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .diagnostic */ .Y)('file-unreadable', rel, `\`${rel}\` was not read: ${read.reason}. Commit the manifest as a plain file.`));
        }
        if (read.kind !== 'file')
            return undefined;
        try {
            return JSON.parse(read.bytes.toString('utf8'));
        }
        catch {
            return undefined;
        }
    };
}


/***/ }),

/***/ 6050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b4: () => (/* binding */ SKILL_MD_MAX_BYTES),
  t4: () => (/* binding */ kib),
  G7: () => (/* binding */ readSkill),
  LR: () => (/* binding */ unreadDiagnostic)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/arrays.ts
var arrays = __webpack_require__(5232);
// EXTERNAL MODULE: ./src/skills/config/disableComments.ts
var disableComments = __webpack_require__(8247);
// EXTERNAL MODULE: ./src/skills/diagnostic.ts
var diagnostic = __webpack_require__(6207);
// EXTERNAL MODULE: ./src/skills/rules.ts
var rules = __webpack_require__(3929);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/skills/checks/disableComments.ts




const KNOWN = new Set(rules/* RULE_IDS */.Iu);
/**
 * A `caliper-disable` comment naming a rule caliper does not have silences nothing: the finding the
 * author meant to silence stays, or a typo hides that the comment is dead.
 */
function checkDisableComments(file, text) {
    const out = [];
    for (const comment of (0,disableComments/* disableComments */.j)(text)) {
        for (const id of comment.ids.filter((i) => !KNOWN.has(i))) {
            const guess = (0,suggest/* closest */.k)(id, rules/* RULE_IDS */.Iu);
            out.push((0,diagnostic/* diagnostic */.Y)('disable-comment-unknown-rule', file, `\`caliper-disable${comment.scope === 'next-line' ? '-next-line' : ''}\` ` +
                `names \`${id}\`, which is not a caliper rule, so it silences nothing. ` +
                `${guess ? `Did you mean \`${guess}\`?` : 'The rule ids are listed in docs/rules.md.'}`, { line: comment.line }));
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
// EXTERNAL MODULE: ./src/skills/layout.ts
var layout = __webpack_require__(4014);
// EXTERNAL MODULE: ./src/skills/skill.ts
var skills_skill = __webpack_require__(4983);
// EXTERNAL MODULE: ./src/skills/skillFiles.ts
var skillFiles = __webpack_require__(8216);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __webpack_require__(4964);
// EXTERNAL MODULE: ./src/util/repoFiles.ts
var repoFiles = __webpack_require__(7507);
;// CONCATENATED MODULE: ./src/skills/readSkill.ts











const SKILL_MD_MAX_BYTES = 256 * 1024;
/** Read one SKILL.md: encoding, size and front matter structure. Field rules run on the result. */
function readSkill(root, dir, options = {}) {
    const file = (0,skills_skill/* skillFile */.q)(dir, layout/* SKILL_FILE */.LF);
    const folderName = dir === '' ? external_node_path_default().basename(external_node_path_default().resolve(root)) : dir.split('/').pop();
    const skill = unreadSkill(dir, file, folderName);
    const read = readSkillText(root, file, options);
    if (read.kind === 'unread')
        return { skill, diagnostics: [read.why] };
    skill.text = read.text;
    skill.body = read.text;
    const diagnostics = checkDisableComments(file, read.text);
    (0,arrays/* append */.B)(diagnostics, readFrontmatter(skill, (0,frontmatter/* parseFrontmatter */.yv)(read.text)));
    return { skill, diagnostics };
}
/** A skill as it is before its SKILL.md is read: named by its folder, no front matter, an empty body. */
function unreadSkill(dir, file, folderName) {
    return {
        dir,
        file,
        folderName,
        name: folderName,
        description: undefined,
        disableModelInvocation: false,
        frontmatter: undefined,
        body: '',
        text: undefined,
        bodyStartLine: 1,
        lineOf: () => 1,
    };
}
/** The text of SKILL.md, or why it was not read: a link out of the repository, its size, its encoding. */
function readSkillText(root, file, options) {
    const abs = options.absDir === undefined ? external_node_path_default().join(root, file) : (0,paths/* childPath */.c)(options.absDir, layout/* SKILL_FILE */.LF);
    const realRoot = options.realRoot ?? external_node_fs_.realpathSync.native(root);
    // A SKILL.md linked to a file outside the repository (a runner's secrets, /proc) is never read: its
    // text would end up in messages and the PR comment.
    const leaves = options.isLink === false ? undefined : (0,skillFiles/* linkLeaving */.nG)(realRoot, abs);
    if (leaves !== undefined) {
        const why = (0,diagnostic/* diagnostic */.Y)('symlink-escape', file, `\`${file}\` is a symlink that leads ` +
            `${leaves === 'nowhere' ? 'nowhere' : 'outside the repository'}; ` +
            `caliper does not read it. Replace it with the file itself.`);
        return { kind: 'unread', why };
    }
    const tooLarge = (size) => (0,diagnostic/* diagnostic */.Y)('file-size', file, `SKILL.md is ${kib(size)}, over the ${kib(SKILL_MD_MAX_BYTES)} cap. ` +
        `Move detail into files under references/ and link to them.`);
    if (options.size !== undefined && options.size > SKILL_MD_MAX_BYTES) {
        return { kind: 'unread', why: tooLarge(options.size) };
    }
    const read = (0,repoFiles/* readRepoFile */.v)(realRoot, abs, file, SKILL_MD_MAX_BYTES);
    if (read.kind === 'too-large')
        return { kind: 'unread', why: tooLarge(read.size) };
    if (read.kind !== 'file')
        return { kind: 'unread', why: unreadDiagnostic(file, read) };
    const text = decodeUtf8(read.bytes);
    if (text !== undefined)
        return { kind: 'text', text };
    const why = read.bytes.includes(0) ? 'is binary (it contains NUL bytes)' : 'is not valid UTF-8';
    return { kind: 'unread', why: (0,diagnostic/* diagnostic */.Y)('file-encoding', file, `SKILL.md ${why}. Save it as UTF-8 text.`) };
}
/** The front matter into `skill` (its fields, body and lines), or what is wrong with it. */
function readFrontmatter(skill, fm) {
    const { file, folderName } = skill;
    const out = [];
    switch (fm.kind) {
        case 'absent':
            out.push((0,diagnostic/* diagnostic */.Y)('frontmatter-missing', file, `SKILL.md has no front matter. Start the file with:\n---\nname: ` +
                `${folderName}\ndescription: <what it does and when to use it>\n---`, { line: 1 }));
            break;
        case 'misplaced':
            out.push((0,diagnostic/* diagnostic */.Y)('frontmatter-missing', file, `The front matter starts on line ${fm.line}; it must start on line 1. Remove what comes before it.`, { line: 1 }));
            break;
        case 'unclosed':
            out.push((0,diagnostic/* diagnostic */.Y)('frontmatter-unclosed', file, 'The front matter opened on line 1 is never closed. Add a line `---` after the last field.', { line: 1 }));
            break;
        case 'foreign-language':
            out.push((0,diagnostic/* diagnostic */.Y)('frontmatter-language', file, `Front matter in \`${fm.language}\` is refused and was not run (it ` +
                `would execute code). Use a plain \`---\` YAML block.`, { line: 1 }));
            break;
        case 'invalid-yaml': {
            // Later checks read the body only: the unreadable block is not prose to scan for references.
            skill.body = fm.body;
            skill.bodyStartLine = fm.bodyStartLine;
            const fix = fm.refused
                ? 'It was refused unparsed: keep it to the fields a skill needs.'
                : 'Quote values that contain `: ` or start with a special character.';
            out.push((0,diagnostic/* diagnostic */.Y)('frontmatter-invalid-yaml', file, `The front matter is not valid YAML: ${fm.message}. ${fix}`, {
                line: fm.line,
            }));
            break;
        }
        case 'not-a-mapping':
            out.push((0,diagnostic/* diagnostic */.Y)('frontmatter-not-mapping', file, 'The front matter must be a mapping (`name: …`, `description: …`), not a list or a single value.', { line: 2 }));
            break;
        case 'ok':
            skill.frontmatter = fm.data;
            skill.body = fm.body;
            skill.bodyStartLine = fm.bodyStartLine;
            skill.lineOf = fm.lineOf;
            if (typeof fm.data.name === 'string' && fm.data.name !== '')
                skill.name = fm.data.name;
            if (typeof fm.data.description === 'string')
                skill.description = fm.data.description;
            skill.disableModelInvocation = fm.data['disable-model-invocation'] === true;
            break;
    }
    return out;
}
/** Why a file of the repository that caliper reads (SKILL.md, a spec, a manifest) was left unread. */
function unreadDiagnostic(file, read) {
    const gone = `${file} is ${read.kind === 'dir' ? 'a folder' : 'gone'} (it changed while caliper read the repository)`;
    const why = read.kind === 'refused' ? read.reason : gone;
    return (0,diagnostic/* diagnostic */.Y)('file-unreadable', file, `\`${file}\` was not read: ${why}. Commit it as a plain file in the repository.`);
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
function decodeUtf8(bytes) {
    if (bytes.includes(0))
        return undefined;
    try {
        return utf8.decode(bytes);
    }
    catch {
        return undefined;
    }
}
function kib(bytes) {
    return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}


/***/ }),

/***/ 3929:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iu: () => (/* binding */ RULE_IDS),
/* harmony export */   NT: () => (/* binding */ RULES_DOC_URL),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
/** Every validation rule caliper knows, with a stable id. `docs/rules.md` has a section per id. */
const RULES = {
    'frontmatter-missing': { severity: 'error', summary: 'SKILL.md must start with a YAML front matter block.' },
    'frontmatter-unclosed': { severity: 'error', summary: 'The front matter block must be closed by a `---` line.' },
    'frontmatter-invalid-yaml': {
        severity: 'error',
        summary: 'The front matter must parse as safe YAML (no code, capped aliases).',
    },
    'frontmatter-not-mapping': { severity: 'error', summary: 'The front matter must be a mapping of fields.' },
    'frontmatter-language': {
        severity: 'error',
        summary: 'Executable front matter (`---js`, `---javascript`, …) is refused unread.',
    },
    'name-missing': { severity: 'error', summary: '`name` is required.' },
    'name-format': {
        severity: 'error',
        summary: '`name`: 1–64 lowercase letters, digits and single hyphens, no hyphen at either end.',
    },
    'name-mismatch': { severity: 'error', summary: '`name` must equal the skill folder name.' },
    'name-duplicate': { severity: 'error', summary: 'Two skills in one repository may not share a `name`.' },
    'description-missing': { severity: 'error', summary: '`description` is required and must be a non-empty string.' },
    'description-too-long': { severity: 'error', summary: '`description` is at most 1,024 characters.' },
    'field-type': {
        severity: 'error',
        summary: 'A spec field has the wrong type or size (`license`, `compatibility`, `metadata`, `allowed-tools`).',
    },
    'field-unknown': {
        severity: 'warning',
        summary: 'A front matter field is neither in the spec nor a known backend extension (an error under `--strict-spec`).',
    },
    'lone-command-file': {
        severity: 'error',
        summary: 'A command-style `.md` file has no skill folder, `name` or `description`: nothing can install it.',
    },
    'skill-file-name': { severity: 'error', summary: 'The skill file must be a file named exactly `SKILL.md`.' },
    'nested-skill': {
        severity: 'warning',
        summary: 'A skill folder inside another skill folder is installed along with its parent.',
    },
    'reference-unresolved': {
        severity: 'error',
        summary: 'A Markdown link in SKILL.md, or a path an instruction gives the agent ' +
            "(see, run, a list of the skill's files), resolves to nothing, or a " +
            'file is named in the wrong letter case.',
    },
    'reference-unconfirmed': {
        severity: 'warning',
        summary: 'A path the text gives reads like a file of the skill, but none exists.',
    },
    'reference-outside-skill': {
        severity: 'error',
        summary: 'A reference leaves the skill folder without landing in another skill of the repository.',
    },
    'plugin-root-variable': {
        severity: 'warning',
        summary: '`${CLAUDE_PLUGIN_ROOT}` is used where agents other than Claude Code (or all of them) read it as empty.',
    },
    'skill-mention-unknown': {
        severity: 'warning',
        summary: 'The text requires a skill (`plugin:name`, "REQUIRED SUB-SKILL: X") that is not in the repository.',
    },
    'disable-comment-unknown-rule': {
        severity: 'warning',
        summary: 'A `caliper-disable` comment names a rule id caliper does not have, so it silences nothing.',
    },
    'symlink-escape': { severity: 'error', summary: 'A symlink in a skill folder points outside it (or nowhere).' },
    'symlink-hidden-target': {
        severity: 'error',
        summary: 'A symlink in a skill folder points at (or into a folder holding) ' +
            'something never installed: an eval spec, `.caliper/`, `.git/` or a ' +
            'forbidden file.',
    },
    'symlink-loop': {
        severity: 'error',
        summary: 'A folder link in a skill leads back to a folder holding it (its own, ' +
            'an ancestor, or through other links), so walking it never ends.',
    },
    'file-unreadable': {
        severity: 'error',
        summary: 'A file caliper reads (SKILL.md, an eval spec, a plugin manifest) is ' +
            'not a regular file of the repository (a FIFO, a device, a link out of ' +
            'it), so it is not read.',
    },
    'file-encoding': { severity: 'error', summary: 'SKILL.md must be UTF-8 text.' },
    'file-size': { severity: 'error', summary: 'A skill exceeds a size cap (SKILL.md, file count or total bytes).' },
    'skill-folder-too-large': {
        severity: 'error',
        summary: 'Walking a skill folder, with the folder links an install follows, ' +
            'meets more than 20,000 entries or nests more than 32 folders deep.',
    },
    'file-name-unsafe': {
        severity: 'error',
        summary: 'A file name in a skill could escape or corrupt the install root.',
    },
    'disable-model-invocation-ignored': {
        severity: 'warning',
        summary: 'A backend ignores `disable-model-invocation: true`: there the agent may run the skill unasked.',
    },
    'description-when-to-use': { severity: 'warning', summary: 'The description should say when to use the skill.' },
    'description-angle-brackets': {
        severity: 'warning',
        summary: '`<` or `>` in a description breaks the XML skill listings agents receive.',
    },
    'listing-budget': {
        severity: 'warning',
        summary: "A CLI's skill listing would cut or drop descriptions of the skills " +
            "installed together (past its budget, or Claude Code's 1,536 " +
            'characters a skill).',
    },
    'description-near-duplicate': {
        severity: 'warning',
        summary: 'Skills with nearly the same description compete for activation (one finding per group).',
    },
    'body-too-long': { severity: 'warning', summary: 'The SKILL.md body is over 500 lines or about 5,000 tokens.' },
    'hidden-unicode': {
        severity: 'warning',
        summary: 'SKILL.md or a file it references holds invisible or ' +
            'direction-changing characters (bidi controls, zero-width runs, tag ' +
            'characters).',
    },
    'embedded-secret': {
        severity: 'warning',
        summary: 'A string shaped like a live credential (a provider key, a private ' +
            'key, a random value named as a secret) is in the skill.',
    },
    'download-and-run': {
        severity: 'warning',
        summary: 'A line runs a script straight from the network (`curl … | sh`, `bash <(curl …)`, `iex (irm …)`).',
    },
    'agent-override': {
        severity: 'warning',
        summary: "The text aims at the agent's guard rails: ignore previous " +
            'instructions, disregard the system prompt, hide what it does from the ' +
            'user.',
    },
    'data-exfiltration': {
        severity: 'warning',
        summary: "A command sends the user's keys, credentials or environment to " +
            'another host (`curl -d @~/.ssh/id_rsa`, `nc host < .env`).',
    },
    'content-not-scanned': {
        severity: 'warning',
        summary: 'A file SKILL.md references was not scanned: not UTF-8 text (a NUL ' +
            'byte, UTF-16, a bad byte) nor a known binary format, over 1 MiB, past ' +
            'the 64 MiB a run scans, or not a regular file.',
    },
    'content-binary': {
        severity: 'warning',
        summary: 'A file SKILL.md references is an image, font, document or archive, ' +
            'which the content scan does not read (one finding a skill, on ' +
            'SKILL.md).',
    },
    'eval-spec-invalid-yaml': { severity: 'error', summary: 'An `.eval.yaml` must parse as safe YAML.' },
    'eval-spec-too-large': { severity: 'error', summary: 'An `.eval.yaml` is over 256 KiB; caliper does not read it.' },
    'eval-spec-glob-cost': {
        severity: 'error',
        summary: "Matching an `.eval.yaml`'s `sandbox.forbidden_files` against the " +
            'paths of the skills it installs could take more than 200,000,000 ' +
            'steps.',
    },
    'eval-spec-schema': { severity: 'error', summary: 'An `.eval.yaml` must match `schemas/eval-spec.schema.json`.' },
    'eval-spec-unknown-skill': {
        severity: 'error',
        summary: 'An eval spec names a skill that is not in the repository.',
    },
    'eval-spec-duplicate-case': { severity: 'error', summary: 'Case ids in one eval spec must be unique.' },
    'eval-spec-pattern': {
        severity: 'error',
        summary: 'A `file_contains` or `output_matches` pattern must compile as RE2 (no backreferences, no lookaround).',
    },
    'eval-spec-path': {
        severity: 'error',
        summary: 'A `sandbox.fixtures` path must be a folder inside the skill, and a ' +
            "check's path must stay in the agent's working folder.",
    },
    'eval-spec-check-not-counted': {
        severity: 'warning',
        summary: 'A case that expects its skill not to be chosen has an execution check, which counts toward no rate.',
    },
    'eval-spec-disabled-activation': {
        severity: 'error',
        summary: 'A case expects activation of a skill that has `disable-model-invocation: true`.',
    },
    'eval-spec-invocation-syntax': {
        severity: 'error',
        summary: 'A prompt invokes a skill by name; install-and-discover prompts must not.',
    },
    'eval-spec-file-name': { severity: 'error', summary: 'An eval spec must be named `.eval.yaml`.' },
    'eval-spec-tool-name': {
        severity: 'error',
        summary: "A `tool_used` or `tool_order` check names a tool a backend's transcript never records.",
    },
    'eval-spec-negation': {
        severity: 'error',
        summary: '`not:` wraps an activation check (`expect: false` or ' +
            '`not_activated_any` says it) or a judge check (write the rubric in ' +
            'the negative).',
    },
    'eval-spec-vars': {
        severity: 'error',
        summary: "A case's `vars:` rows must fill every `{{name}}` it uses and make case ids results can hold.",
    },
    'eval-spec-judge': {
        severity: 'error',
        summary: 'A `judge` rubric must have words and no `<rubric>` tags; an even number of votes can tie (a warning).',
    },
    'eval-spec-turns': {
        severity: 'error',
        summary: 'A case with `turns:` lists a backend whose CLI cannot resume a session headless.',
    },
    'eval-spec-mcp-server': {
        severity: 'error',
        summary: 'An `mcp:` server must be exactly one of a mock (`tools:`), a ' +
            "`command:` or an `npm:` package, and a mock tool's `input:`/`expect:` " +
            'must be a short form or a JSON Schema.',
    },
    'eval-spec-mcp-unknown': {
        severity: 'error',
        summary: 'An `mcp_call` check or an answer names an MCP server the case does not have, or a tool its mock does not list.',
    },
    'eval-spec-mcp-command': {
        severity: 'error',
        summary: "An MCP server's `command:` must run a file of the skill, and an `npm:` server must be pinned to one version.",
    },
    'check-cannot-fail': {
        severity: 'warning',
        summary: 'An execution check passes on the empty run (the fixtures, no skill, ' +
            'no tool, no answer), or on a reference run and every mutant of it: it ' +
            'cannot fail (`caliper prove`).',
    },
    'check-cannot-pass': {
        severity: 'error',
        summary: "An execution check fails on its case's `reference:` run (the files " +
            'and answer a correct run ends with): it cannot pass (`caliper prove`).',
    },
    'eval-spec-orphan': { severity: 'error', summary: 'An `.eval.yaml` must sit beside the `SKILL.md` it evaluates.' },
};
const RULE_IDS = Object.keys(RULES);
const RULES_DOC_URL = 'https://github.com/caliper-ci/caliper/blob/main/docs/rules.md';


/***/ }),

/***/ 1727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ ScannedText),
/* harmony export */   w: () => (/* binding */ SCAN_RULES)
/* harmony export */ });
/** The rules of the content scan, each a warning by default (docs/rules.md, "Content scan"). */
const SCAN_RULES = [
    'hidden-unicode',
    'embedded-secret',
    'download-and-run',
    'agent-override',
    'data-exfiltration',
    'content-not-scanned',
    'content-binary',
];
/**
 * A file's text as the scan reads it: where each line starts (worked out once, on the first finding,
 * since most files have none) and whether it is Markdown (then headings and fences give context).
 */
class ScannedText {
    text;
    markdown;
    starts;
    lowered;
    constructor(text, markdown) {
        this.text = text;
        this.markdown = markdown;
    }
    /** 1-based line and column (UTF-16 code units, as SARIF counts by default) of `offset`. */
    position(offset) {
        const starts = this.lineStarts();
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - starts[lo] + 1 };
    }
    /** The text of 1-based `line`, without its line end. */
    line(line) {
        const starts = this.lineStarts();
        const start = starts[line - 1];
        if (start === undefined)
            return '';
        const next = starts[line];
        const end = next === undefined ? this.text.length : next - 1;
        return this.text.slice(start, this.text[end - 1] === '\r' ? end - 1 : end);
    }
    /**
     * The text with ASCII letters in lower case, at the same offsets: patterns run on it without the `i`
     * flag, which lets the regex engine skip ahead to a literal instead of trying each position.
     */
    get lower() {
        if (this.lowered === undefined) {
            // toLowerCase only ever lengthens a character (U+0130 becomes two): the same length, the same offsets.
            const native = this.text.toLowerCase();
            this.lowered = native.length === this.text.length ? native : this.text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
        }
        return this.lowered;
    }
    get lineCount() {
        return this.lineStarts().length;
    }
    lineStarts() {
        if (this.starts === undefined) {
            const starts = [0];
            for (let nl = this.text.indexOf('\n'); nl !== -1; nl = this.text.indexOf('\n', nl + 1))
                starts.push(nl + 1);
            this.starts = starts;
        }
        return this.starts;
    }
}


/***/ }),

/***/ 4983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ skillFile)
/* harmony export */ });
function skillFile(dir, name) {
    return dir === '' ? name : `${dir}/${name}`;
}


/***/ }),

/***/ 8216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ walkFollowingLinks),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Jf: () => (/* binding */ WalkLimitError),
/* harmony export */   VY: () => (/* binding */ hiddenBehindLink),
/* harmony export */   nG: () => (/* binding */ linkLeaving),
/* harmony export */   pW: () => (/* binding */ walkSkillFolder)
/* harmony export */ });
/* unused harmony exports WALK_LIMITS, walkWork, WalkBudget, specialKind */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4014);
/* harmony import */ var _util_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4964);
/* harmony import */ var _util_strings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(558);





/**
 * Bounds on every walk of a skill's files, far above real skills (validate caps their files at 1,000):
 * a pull request's folders and links cannot make a walk run on, however they nest or repeat.
 */
const WALK_LIMITS = { entries: 20_000, depth: 32 };
/** A walk went past WALK_LIMITS; the message says which, as what the folder does ("holds more than …"). */
class WalkLimitError extends Error {
}
/** Entries every walk has taken so far, in this process: what a test counts to see a walk stop at its bound. */
const walkWork = { entries: 0 };
/** What a walk has read so far; an install's walks, one per followed link, share one. */
class WalkBudget {
    left = WALK_LIMITS.entries;
    /** Counts one entry, `depth` folders down from where the walk started (1 for a top-level entry). */
    take(depth) {
        walkWork.entries++;
        if (--this.left < 0)
            throw new WalkLimitError(`holds more than ${WALK_LIMITS.entries.toLocaleString('en-US')} files, folders and links`);
        if (depth > WALK_LIMITS.depth)
            throw new WalkLimitError(`nests folders more than ${WALK_LIMITS.depth} deep`);
    }
}
/**
 * Every entry of a skill folder that an install would consider, without following links. What is
 * never installed (`.eval.yaml`, `.caliper/`, `.git/`, and `exclude`) is left out at any depth.
 * Throws WalkLimitError past WALK_LIMITS; `depth` is how deep `absDir` itself lies in the walk.
 */
function walkSkillFolder(absDir, options = {}) {
    const exclude = options.exclude ?? (() => false);
    const budget = options.budget ?? new WalkBudget();
    const list = (abs) => options.listings?.get(abs) ?? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(abs, { withFileTypes: true });
    const out = [];
    const pending = [['', absDir, options.depth ?? 0]];
    while (pending.length > 0) {
        const [rel, absFolder, depth] = pending.pop();
        for (const entry of list(absFolder)) {
            const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .NEVER_INSTALLED */ .QD.includes(entry.name) || exclude(childRel))
                continue;
            budget.take(depth + 1);
            const abs = (0,_util_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .childPath */ .c)(absFolder, entry.name);
            if (entry.isSymbolicLink()) {
                out.push(linkEntry(childRel, abs));
            }
            else if (entry.isDirectory()) {
                out.push({ rel: childRel, kind: 'dir' });
                pending.push([childRel, abs, depth + 1]);
            }
            else if (entry.isFile()) {
                out.push({ rel: childRel, kind: 'file', size: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs).size });
            }
            else {
                out.push({ rel: childRel, kind: 'special', what: specialKind(entry) });
            }
        }
    }
    return out.sort((a, b) => (0,_util_strings_js__WEBPACK_IMPORTED_MODULE_4__/* .compareStrings */ .Kt)(a.rel, b.rel));
}
function linkEntry(rel, abs) {
    try {
        const target = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target);
        return {
            rel,
            kind: 'symlink',
            target,
            targetIsDir: st.isDirectory(),
            targetIsFile: st.isFile(),
            size: st.isFile() ? st.size : 0,
        };
    }
    catch {
        return { rel, kind: 'symlink', target: undefined, targetIsDir: false, targetIsFile: false, size: 0 };
    }
}
/** What a folder entry that is neither a file, a folder nor a link is. */
function specialKind(entry) {
    return entry.isFIFO() ? 'a FIFO' : entry.isSocket() ? 'a socket' : 'a device';
}
/**
 * The entries an install walks: the skill folder's, and at each folder link that stays inside the
 * skill, the entries of the folder it leads to. A link into a folder holding a link on the current path
 * (its own folder, an ancestor) is not followed: the walk would come back to it forever. All the walks
 * share one WalkBudget, so links that repeat folders cannot multiply it past WALK_LIMITS.
 */
function walkFollowingLinks(skillDir, options = {}) {
    const realDir = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(skillDir);
    const exclude = options.exclude ?? (() => false);
    const budget = new WalkBudget();
    const out = [];
    const visit = (dir, realFolder, prefix, chain) => {
        const depth = prefix === '' ? 0 : prefix.split('/').length;
        for (const entry of walkSkillFolder(dir, {
            exclude: (rel) => exclude(join(prefix, rel)),
            listings: options.listings,
            budget,
            depth,
        })) {
            const rel = join(prefix, entry.rel);
            out.push({ rel, dir, entry });
            if (entry.kind !== 'symlink' ||
                !entry.targetIsDir ||
                entry.target === undefined ||
                !isInside(realDir, entry.target))
                continue;
            if (options.follow && !options.follow(entry.target))
                continue;
            const link = {
                rel: skillRel(realDir, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realFolder, entry.rel)),
                folder: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realFolder, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(entry.rel)),
            };
            const loop = loopOf(realDir, entry.target, link, chain);
            if (loop)
                options.onLoop?.(loop);
            else
                visit(entry.target, entry.target, rel, [...chain, link]);
        }
    };
    visit(skillDir, realDir, '', []);
    return out;
}
function loopOf(realDir, target, link, chain) {
    const at = { link: link.rel, target: skillRel(realDir, target) };
    if (isInside(target, link.folder))
        return { ...at, via: [] };
    const back = chain.findIndex((c) => isInside(target, c.folder));
    return back === -1 ? undefined : { ...at, via: chain.slice(back).map((c) => c.rel) };
}
function skillRel(realDir, abs) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realDir, abs).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/') || '.';
}
function join(prefix, rel) {
    return prefix === '' ? rel : `${prefix}/${rel}`;
}
function isInside(parent, child) {
    return child === parent || child.startsWith(parent.endsWith((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) ? parent : parent + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
}
/**
 * What a symlink inside a skill reaches that is never installed: the first such path, relative to the
 * skill, or undefined. The link's target itself, or anything in a folder it points to, counts when a
 * path segment is never installed (`.eval.yaml`, `.caliper`, `.git`) or `exclude` matches it (a spec's
 * forbidden files). Links that leave the skill are `symlink-escape`'s business, not this one's.
 * Throws WalkLimitError past WALK_LIMITS.
 */
function hiddenBehindLink(realSkillDir, target, exclude = () => false, budget = new WalkBudget()) {
    if (!isInside(realSkillDir, target))
        return undefined;
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realSkillDir, target).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    const hidden = (r) => r.split('/').some((segment) => _layout_js__WEBPACK_IMPORTED_MODULE_2__/* .NEVER_INSTALLED */ .QD.includes(segment)) || exclude(r);
    if (rel !== '' && hidden(rel))
        return rel;
    let isDir = false;
    try {
        isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target).isDirectory();
    }
    catch {
        return undefined;
    }
    if (!isDir)
        return undefined;
    // The real folder, without following links: a link inside it is checked as a link of its own.
    const pending = [[rel, rel === '' ? 0 : rel.split('/').length]];
    while (pending.length > 0) {
        const [dirRel, depth] = pending.pop();
        for (const entry of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realSkillDir, dirRel), { withFileTypes: true })) {
            const childRel = dirRel === '' ? entry.name : `${dirRel}/${entry.name}`;
            if (hidden(childRel))
                return childRel;
            budget.take(depth + 1);
            if (entry.isDirectory())
                pending.push([childRel, depth + 1]);
        }
    }
    return undefined;
}
/** A file that is a symlink leading out of `realRoot` (or nowhere): its target, `'nowhere'`, or undefined. */
function linkLeaving(realRoot, abs) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs).isSymbolicLink())
        return undefined;
    try {
        const target = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
        return isInside(realRoot, target) ? undefined : target;
    }
    catch {
        return 'nowhere';
    }
}


/***/ }),

/***/ 9494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ validateRepository)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/eval/spec/readSpec.ts + 5 modules
var readSpec = __webpack_require__(9165);
// EXTERNAL MODULE: ./src/skills/diagnostic.ts
var diagnostic = __webpack_require__(6207);
// EXTERNAL MODULE: ./src/skills/fields.ts
var skills_fields = __webpack_require__(6021);
// EXTERNAL MODULE: ./src/skills/layout.ts
var skills_layout = __webpack_require__(4014);
// EXTERNAL MODULE: ./src/util/strings.ts
var strings = __webpack_require__(558);
;// CONCATENATED MODULE: ./src/skills/checks/fields.ts




/** The Agent Skills spec's field rules, plus the extensions backends document. */
function checkFields(skill, options) {
    const fm = skill.frontmatter;
    if (!fm)
        return [];
    const fields = { skill, fm, file: skill.file, at: (field) => ({ line: skill.lineOf([field]) }) };
    return [
        ...checkName(fields),
        ...checkDescription(fields),
        ...checkSpecFields(fields, options),
        ...checkBooleans(fields),
        ...checkDisableModelInvocation(fields, options),
        ...checkUnknownFields(fields, options),
    ];
}
function checkName({ skill, fm, file, at }) {
    const out = [];
    const name = fm.name;
    const folderIsValidName = skills_fields/* NAME_PATTERN */.Vh.test(skill.folderName) && skill.folderName.length <= skills_fields/* NAME_MAX */.fo;
    const setFolderName = folderIsValidName ? { kind: 'set-name', file, name: skill.folderName } : undefined;
    if (name === undefined || name === null || name === '') {
        out.push((0,diagnostic/* diagnostic */.Y)('name-missing', file, `\`name\` is missing. Add \`name: ` +
            `${folderIsValidName ? skill.folderName : '<folder-name>'}\` (it must ` +
            `equal the folder name).`, {
            line: 1,
            ...(setFolderName && { fix: setFolderName }),
        }));
    }
    else if (typeof name !== 'string') {
        out.push((0,diagnostic/* diagnostic */.Y)('name-format', file, `\`name\` must be a string, not ${describe(name)}.`, at('name')));
    }
    else {
        if (name.length > skills_fields/* NAME_MAX */.fo || !skills_fields/* NAME_PATTERN */.Vh.test(name)) {
            const suggestion = (0,skills_layout/* toSkillName */.m$)(name);
            out.push((0,diagnostic/* diagnostic */.Y)('name-format', file, `\`name: ${name}\` is not a valid skill name: use 1–${skills_fields/* NAME_MAX */.fo} ` +
                `lowercase letters, digits and single hyphens, with no hyphen at ` +
                `either end${suggestion ? ` (e.g. \`${suggestion}\`)` : ''}.`, { ...at('name'), ...(setFolderName && suggestion === skill.folderName && { fix: setFolderName }) }));
        }
        if (name !== skill.folderName) {
            const nameIsValid = skills_fields/* NAME_PATTERN */.Vh.test(name) && name.length <= skills_fields/* NAME_MAX */.fo;
            const remedy = nameIsValid
                ? `rename the folder to \`${name}\` or set \`name: ${skill.folderName}\``
                : `set \`name: ${folderIsValidName ? skill.folderName : '<folder-name>'}\``;
            out.push((0,diagnostic/* diagnostic */.Y)('name-mismatch', file, `\`name: ${name}\` differs from its folder \`${skill.folderName}\`. ` +
                `Agents install a skill as <root>/<name>/, so ${remedy}.`, { ...at('name'), ...(setFolderName && { fix: setFolderName }) }));
        }
    }
    return out;
}
function checkDescription({ fm, file, at }) {
    const out = [];
    const description = fm.description;
    if (typeof description !== 'string' || description.trim() === '') {
        out.push((0,diagnostic/* diagnostic */.Y)('description-missing', file, description === undefined
            ? '`description` is missing. Agents choose a skill by its description: say what it does and when to use it.'
            : `\`description\` must be a non-empty string, not ${describe(description)}.`, description === undefined ? { line: 1 } : at('description')));
    }
    else if (description.length > skills_fields/* DESCRIPTION_MAX */.Ku) {
        out.push((0,diagnostic/* diagnostic */.Y)('description-too-long', file, `\`description\` is ${description.length} characters; the limit is ` +
            `${skills_fields/* DESCRIPTION_MAX */.Ku}. Move detail into the body.`, at('description')));
    }
    return out;
}
/** license, compatibility, metadata and allowed-tools. */
function checkSpecFields(fields, options) {
    const { skill, fm, file, at } = fields;
    const out = [];
    if ('license' in fm && typeof fm.license !== 'string') {
        out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`license\` must be a string (e.g. \`license: MIT\`), not ${describe(fm.license)}.`, at('license')));
    }
    if ('compatibility' in fm) {
        const c = fm.compatibility;
        if (typeof c !== 'string' || c.trim() === '') {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`compatibility\` must be a non-empty string, not ${describe(c)}.`, at('compatibility')));
        }
        else if (c.length > skills_fields/* COMPATIBILITY_MAX */._$) {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`compatibility\` is ${c.length} characters; the limit is ${skills_fields/* COMPATIBILITY_MAX */._$}.`, at('compatibility')));
        }
    }
    if ('metadata' in fm)
        for (const d of checkMetadata(skill, fm.metadata))
            out.push(d);
    if ('allowed-tools' in fm) {
        const tools = fm['allowed-tools'];
        const isList = Array.isArray(tools) && tools.every((t) => typeof t === 'string');
        if (isList) {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, '`allowed-tools` is a list; the spec defines a space-separated string ' +
                '(`allowed-tools: Read Bash(git:*)`). Claude Code accepts a list, ' +
                'other clients may not.', {
                ...at('allowed-tools'),
                severity: options.strictSpec ? 'error' : 'warning',
            }));
        }
        else if (typeof tools !== 'string') {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`allowed-tools\` must be a space-separated string, not ${describe(tools)}.`, at('allowed-tools')));
        }
    }
    return out;
}
function checkBooleans({ fm, file, at }) {
    const out = [];
    for (const field of skills_fields/* BOOLEAN_FIELDS */.Lt) {
        if (field in fm && typeof fm[field] !== 'boolean') {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`${field}\` must be \`true\` or \`false\`, not ${describe(fm[field])}; clients ignore any other value.`, at(field)));
        }
    }
    return out;
}
function checkDisableModelInvocation({ skill, fm, file, at }, options) {
    const out = [];
    if (fm['disable-model-invocation'] === true && !options.inClaudePlugin) {
        // A skill under `.claude/skills` is not Codex's business; one inside a Claude Code plugin is
        // installed by Claude Code only.
        const intended = (0,skills_fields/* intendedBackends */.lF)(skill.dir);
        const ignoring = Object.entries(skills_fields/* DISABLE_MODEL_INVOCATION_IGNORED_BY */.TS).filter(([backend]) => !intended || intended.includes(backend));
        if (ignoring.length > 0) {
            const names = ignoring.map(([backend]) => backend);
            const how = ignoring.map(([backend, hide]) => `${backend}: ${hide}`).join('; ');
            out.push((0,diagnostic/* diagnostic */.Y)('disable-model-invocation-ignored', file, `${names.join(', ')} ${names.length === 1 ? 'ignores' : 'ignore'} ` +
                `\`disable-model-invocation\`: ` +
                `${names.length === 1 ? 'it lists' : 'they list'} this skill and the ` +
                `agent may run it unasked. To hide it there: ${how}. If the skill is ` +
                `only meant for Claude Code or pi, turn this rule off in ` +
                `.github/caliper.yml.`, at('disable-model-invocation')));
        }
    }
    return out;
}
/** Fields outside the spec and every backend's documented extensions. */
function checkUnknownFields({ fm, file, at }, options) {
    const out = [];
    for (const field of Object.keys(fm)) {
        if (skills_fields/* SPEC_FIELDS */.UO.includes(field))
            continue;
        if ((0,skills_fields/* backendsDefining */.qi)(field).length > 0)
            continue;
        const guess = (0,strings/* nearest */.pA)(field, skills_fields/* KNOWN_FIELDS */.sv);
        const hint = guess ? `; did you mean \`${guess}\`?` : '. Put custom data under `metadata`.';
        out.push((0,diagnostic/* diagnostic */.Y)('field-unknown', file, `\`${field}\` is not an Agent Skills field nor a documented extension ` +
            `of ${Object.keys(skills_fields/* BACKEND_FIELDS */.bX).join(', ')}${hint}`, { ...at(field), severity: options.strictSpec ? 'error' : 'warning' }));
    }
    return out;
}
function checkMetadata(skill, metadata) {
    const at = (...path) => ({ line: skill.lineOf(['metadata', ...path]) });
    if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
        return [
            (0,diagnostic/* diagnostic */.Y)('field-type', skill.file, `\`metadata\` must be a map of string keys to string values, not ${describe(metadata)}.`, at()),
        ];
    }
    const out = [];
    for (const [key, value] of Object.entries(metadata)) {
        if (typeof value === 'string')
            continue;
        const extension = Object.hasOwn(skills_fields/* BACKEND_METADATA_KEYS */.I_, key) ? skills_fields/* BACKEND_METADATA_KEYS */.I_[key] : undefined;
        if (extension?.accepts(value))
            continue;
        // The spec wants strings, but every client reads the skill anyway: a warning, not an error.
        const hint = extension
            ? ` ${extension.tool} reads \`metadata.${key}\`; check the value it expects.`
            : typeof value === 'number' || typeof value === 'boolean'
                ? ` Quote it: \`${key}: "${String(value)}"\`, unless a tool reads it as ` +
                    `${typeof value === 'number' ? 'a number' : 'a boolean'}.`
                : '';
        out.push((0,diagnostic/* diagnostic */.Y)('field-type', skill.file, `\`metadata.${key}\` is ${describe(value)}; the Agent Skills spec defines metadata values as strings.${hint}`, { ...at(key), severity: 'warning' }));
    }
    return out;
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a map';
    if (typeof value === 'string')
        return value === '' ? 'an empty string' : 'a string';
    return `${typeof value === 'number' ? 'the number' : 'the'} \`${String(value)}\``;
}

// EXTERNAL MODULE: ./src/skills/readSkill.ts + 1 modules
var readSkill = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/skills/skillFiles.ts
var skillFiles = __webpack_require__(8216);
;// CONCATENATED MODULE: ./src/skills/checks/files.ts



const SKILL_MAX_FILES = 1000;
const SKILL_MAX_BYTES = 50 * 1024 * 1024;
// Control characters and backslashes: harmless on Linux, but they corrupt listings and become path
// separators on Windows runners.
const UNSAFE_NAME = /[\u0000-\u001f\u007f\\]/;
/** Symlinks, file names and sizes of everything an install of this skill would copy. */
function checkSkillFiles(skill, entries, realDir) {
    const out = [];
    const at = (rel) => (skill.dir === '' ? rel : `${skill.dir}/${rel}`);
    let files = 0;
    let bytes = 0;
    const seenLower = new Map();
    const hiddenOf = new Map();
    for (const entry of entries) {
        const name = entry.rel.split('/').pop();
        if (UNSAFE_NAME.test(name)) {
            out.push((0,diagnostic/* diagnostic */.Y)('file-name-unsafe', skill.file, `\`${JSON.stringify(entry.rel).slice(1, -1)}\` has a control character ` +
                `or a backslash in its name. Rename it with plain characters.`));
        }
        const lower = entry.rel.toLowerCase();
        const clash = seenLower.get(lower);
        if (clash !== undefined) {
            out.push((0,diagnostic/* diagnostic */.Y)('file-name-unsafe', at(entry.rel), `\`${entry.rel}\` and \`${clash}\` differ only in case and overwrite ` +
                `each other on macOS and Windows runners. Rename one.`));
        }
        seenLower.set(lower, entry.rel);
        if (entry.kind === 'special') {
            const message = `\`${entry.rel}\` is ${entry.what}, not a file: caliper never reads or ` +
                `installs it. Remove it, or commit a plain file in its place.`;
            out.push((0,diagnostic/* diagnostic */.Y)('file-unreadable', at(entry.rel), message));
        }
        if (entry.kind === 'symlink') {
            if (entry.target === undefined) {
                out.push((0,diagnostic/* diagnostic */.Y)('symlink-escape', at(entry.rel), `Symlink \`${entry.rel}\` points nowhere. Remove it or replace it with the file itself.`));
            }
            else if (!(0,skillFiles/* isInside */.FK)(realDir, entry.target)) {
                out.push((0,diagnostic/* diagnostic */.Y)('symlink-escape', at(entry.rel), `Symlink \`${entry.rel}\` leads outside the skill folder; caliper ` +
                    `never follows it. Copy the file into the skill folder instead.`));
            }
            else if (!entry.targetIsDir && !entry.targetIsFile) {
                const message = `Symlink \`${entry.rel}\` leads to something that is neither a file ` +
                    `nor a folder (a FIFO, a socket, a device): ` +
                    'caliper never reads or installs it. Replace it with a plain file.';
                out.push((0,diagnostic/* diagnostic */.Y)('file-unreadable', at(entry.rel), message));
            }
            else {
                // Many links may share a target: each folder is searched once.
                if (!hiddenOf.has(entry.target))
                    hiddenOf.set(entry.target, (0,skillFiles/* hiddenBehindLink */.VY)(realDir, entry.target));
                const hidden = hiddenOf.get(entry.target);
                if (hidden !== undefined)
                    out.push(hiddenLinkDiagnostic(at(entry.rel), entry.rel, hidden, 'is never installed: eval specs, `.caliper/` and `.git/` stay out of every sandbox'));
            }
        }
        if (entry.kind === 'file' || (entry.kind === 'symlink' && !entry.targetIsDir)) {
            files++;
            bytes += entry.size;
        }
    }
    if (files > SKILL_MAX_FILES) {
        out.push((0,diagnostic/* diagnostic */.Y)('file-size', skill.file, `The skill folder holds ${files} files, over the cap of ` +
            `${SKILL_MAX_FILES}. Keep generated or vendored files out of it.`));
    }
    if (bytes > SKILL_MAX_BYTES) {
        out.push((0,diagnostic/* diagnostic */.Y)('file-size', skill.file, `The skill folder holds ${(0,readSkill/* kib */.t4)(bytes)}, over the cap of ${(0,readSkill/* kib */.t4)(SKILL_MAX_BYTES)}. Keep large assets out of it.`));
    }
    return out;
}
/** A link that would hand the agent what caliper keeps from it; `why` says which rule hides `hidden`. */
function hiddenLinkDiagnostic(file, link, hidden, why) {
    return (0,diagnostic/* diagnostic */.Y)('symlink-hidden-target', file, `Symlink \`${link}\` reaches \`${hidden}\`, which ${why}. caliper does ` +
        `not install the link; remove it, or put a plain copy of what the ` +
        `agent may see in its place.`);
}
/**
 * Folder links that leave an install's walk endless or huge: the skill is walked as an install walks
 * it (following every folder link that stays inside), which only skills with such links need.
 */
function checkFolderLinks(skill, absDir, realDir, entries, listings) {
    if (!entries.some((e) => e.kind === 'symlink' && e.targetIsDir && e.target !== undefined && (0,skillFiles/* isInside */.FK)(realDir, e.target)))
        return [];
    const loops = new Map();
    const out = [];
    try {
        const onLoop = (loop) => {
            if (!loops.has(loop.link))
                loops.set(loop.link, loop);
        };
        (0,skillFiles/* walkFollowingLinks */.Ce)(absDir, { listings, onLoop });
    }
    catch (error) {
        if (!(error instanceof skillFiles/* WalkLimitError */.Jf))
            throw error;
        out.push(tooLargeDiagnostic(skill, error, 'with the folder links an install follows'));
    }
    for (const loop of loops.values())
        out.push(loopDiagnostic(skill, loop));
    return out;
}
function loopDiagnostic(skill, loop) {
    const how = loop.via.length === 0
        ? 'a folder that holds the link itself'
        : `from where links lead back to it (${loop.via.map((l) => `\`${l}\``).join(' then ')})`;
    return (0,diagnostic/* diagnostic */.Y)('symlink-loop', skill.dir === '' ? loop.link : `${skill.dir}/${loop.link}`, `Symlink \`${loop.link}\` points at \`${loop.target}\`, ${how}, so ` +
        `walking it never ends. Remove it, or point it at a file or folder ` +
        `that does not contain it.`);
}
/** A skill folder past WALK_LIMITS, which no install copies. */
function tooLargeDiagnostic(skill, error, how) {
    return (0,diagnostic/* diagnostic */.Y)('skill-folder-too-large', skill.file, `The skill folder ` +
        `\`${skill.dir === '' ? '.' : skill.dir}\`${how ? `, walked ${how},` : ''} ` +
        `${error.message}: past what caliper walks, so it is not installed. ` +
        `Keep generated or vendored files out of it, and remove links that ` +
        `repeat folders.`);
}

;// CONCATENATED MODULE: ./src/skills/checks/nearDuplicates.ts


/** Word-set Jaccard similarity above which two descriptions are flagged as competing. */
const NEAR_DUPLICATE_SIMILARITY = 0.8;
/** Names listed in one diagnostic; a templated repository would otherwise print a novel. */
const NEAR_DUPLICATE_NAMES_SHOWN = 8;
/** Descriptions compared so far, in this process: what a test counts to see the work stay linear. */
const nearDuplicateWork = { comparisons: 0 };
const STOP_WORDS = new Set(('a an and are as at be by for from how in into is it its of on or that ' +
    'the this to use used uses using when with you your user users').split(' '));
function words(text) {
    return new Set(text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 1 && !STOP_WORDS.has(w)));
}
function jaccard(a, b) {
    if (a.size === 0 && b.size === 0)
        return 1;
    let shared = 0;
    for (const w of a)
        if (b.has(w))
            shared++;
    return shared / (a.size + b.size - shared);
}
/**
 * Groups of skills whose descriptions are nearly the same: they compete for the same prompts. One
 * diagnostic per group (on its first skill), never one per pair: 500 templated descriptions are one
 * finding, not 125,000. Memory is linear: a union-find over skills, and posting lists of prefix words.
 *
 * Candidates come from a set-similarity join with prefix filtering: two sets can reach the threshold only
 * if they share one of their rarest `|s| - ceil(t·|s|) + 1` words. Skills already in one group are not
 * compared again, so identical descriptions cost one comparison each.
 */
function checkNearDuplicateDescriptions(skills) {
    const described = skills
        .filter((s) => s.description && s.description.trim() !== '')
        .map((s) => ({ skill: s, words: words(s.description) }));
    const frequency = new Map();
    for (const d of described)
        for (const w of d.words)
            frequency.set(w, (frequency.get(w) ?? 0) + 1);
    const byRarity = (a, b) => frequency.get(a) - frequency.get(b) || (0,strings/* compareStrings */.Kt)(a, b);
    const parent = described.map((_, i) => i);
    const find = (i) => {
        let r = i;
        while (parent[r] !== r)
            r = parent[r];
        while (parent[i] !== r) {
            const next = parent[i];
            parent[i] = r;
            i = next;
        }
        return r;
    };
    /** The lowest similarity that joined each group, for the message. */
    const weakest = new Map();
    const index = new Map();
    for (let j = 0; j < described.length; j++) {
        const b = described[j];
        const prefix = rarest(b.words, b.words.size - Math.ceil(NEAR_DUPLICATE_SIMILARITY * b.words.size) + 1, byRarity);
        for (const w of prefix) {
            for (const i of index.get(w) ?? []) {
                const ri = find(i);
                const rj = find(j);
                if (ri === rj)
                    continue;
                nearDuplicateWork.comparisons++;
                const similarity = jaccard(described[i].words, b.words);
                if (similarity < NEAR_DUPLICATE_SIMILARITY)
                    continue;
                const low = Math.min(similarity, weakest.get(ri) ?? 1, weakest.get(rj) ?? 1);
                const root = Math.min(ri, rj);
                parent[Math.max(ri, rj)] = root;
                weakest.set(root, low);
            }
        }
        for (const w of prefix) {
            const list = index.get(w);
            if (list)
                list.push(j);
            else
                index.set(w, [j]);
        }
    }
    const groups = new Map();
    for (let i = 0; i < described.length; i++) {
        const r = find(i);
        const group = groups.get(r);
        if (group)
            group.push(i);
        else
            groups.set(r, [i]);
    }
    const out = [];
    for (const [root, members] of groups) {
        if (members.length < 2)
            continue;
        const sorted = members.map((i) => described[i].skill).sort((x, y) => (0,strings/* compareStrings */.Kt)(x.file, y.file));
        const [first, ...others] = sorted;
        const shown = others.slice(0, NEAR_DUPLICATE_NAMES_SHOWN).map((s) => `\`${s.name}\` (${s.file})`);
        const more = others.length > shown.length ? ` and ${others.length - shown.length} more` : '';
        const percent = Math.floor((weakest.get(root) ?? NEAR_DUPLICATE_SIMILARITY) * 100);
        out.push((0,diagnostic/* diagnostic */.Y)('description-near-duplicate', first.file, `${sorted.length} skills have nearly the same description (each at ` +
            `least ${percent}% alike a neighbour in the group): \`${first.name}\` ` +
            `and ${shown.join(', ')}${more}. They compete for the same prompts; ` +
            `say what sets each apart.`, { line: first.lineOf(['description']) }));
    }
    return out;
}
/** The `k` first of `items` in `order`, in that order: a few of a dozen, without sorting them all. */
function rarest(items, k, order) {
    const out = [];
    for (const item of items) {
        if (out.length === k && order(item, out[k - 1]) >= 0)
            continue;
        let at = out.length < k ? out.length : k - 1;
        while (at > 0 && order(item, out[at - 1]) < 0) {
            out[at] = out[at - 1]; // when full, the last is dropped
            at--;
        }
        out[at] = item;
    }
    return out;
}

// EXTERNAL MODULE: ./src/util/glob.ts
var glob = __webpack_require__(3596);
// EXTERNAL MODULE: ./src/skills/listing/budgets.ts
var budgets = __webpack_require__(8951);
// EXTERNAL MODULE: ./src/agents/facts.ts
var facts = __webpack_require__(8977);
;// CONCATENATED MODULE: ./src/skills/listing/checkListingBudget.ts




/**
 * Per backend whose listing cuts descriptions, whether the skills installed together keep theirs: each
 * set `installed-together` gives (globs of skill folders), else the repository's skills, a plugin's apart
 * (a plugin is installed on its own). One warning per backend and set, on the SKILL.md of its longest
 * description (the one to shorten first).
 */
function checkListingBudget(skills, installedTogether, pluginOf) {
    const sets = installedTogether.length === 0
        ? defaultSets(skills, pluginOf)
        : installedTogether.map((globs) => setOf(skills, globs));
    const out = [];
    for (const set of sets) {
        const described = set.skills.filter((s) => s.description !== undefined);
        for (const { cli, listing: rule } of facts/* AGENT_FACTS */.wi) {
            if (!rule.warns)
                continue;
            const listed = rule.hidesManualSkills ? described.filter((s) => !s.disableModelInvocation) : described;
            if (listed.length === 0)
                continue;
            const entries = listed.map(listedSkill);
            const outcome = (0,budgets/* outcomeOf */.sG)(entries, rule.predict(entries));
            if (outcome.kind === 'fits')
                continue;
            let longest = 0;
            for (let i = 1; i < entries.length; i++)
                if (entries[i].description.length > entries[longest].description.length)
                    longest = i;
            const at = listed[longest];
            out.push((0,diagnostic/* diagnostic */.Y)('listing-budget', at.file, message(cli, rule, outcome, set.label, listed.length), {
                line: at.frontmatter ? at.lineOf(['description']) : 1,
            }));
        }
    }
    return out;
}
function defaultSets(skills, pluginOf) {
    const byPlugin = new Map();
    for (const s of skills) {
        const plugin = pluginOf(s.dir) ?? ''; // a plugin at the root is the repository
        const members = byPlugin.get(plugin);
        if (members === undefined)
            byPlugin.set(plugin, [s]);
        else
            members.push(s);
    }
    return [...byPlugin].map(([plugin, members]) => ({
        skills: members,
        label: plugin === '' ? 'the skills of this repository' : `the skills of the plugin \`${plugin}\``,
    }));
}
function setOf(skills, globs) {
    const matches = (0,glob/* compileGlobs */.tI)(globs);
    return {
        skills: skills.filter((s) => matches(s.dir)),
        label: `the skills \`installed-together\` names (${globs.join(', ')})`,
    };
}
function listedSkill(s) {
    const whenToUse = s.frontmatter?.['when_to_use'];
    return { name: s.name, description: s.description ?? '', ...(typeof whenToUse === 'string' && { whenToUse }) };
}
/** `, and cut N more at C characters` when the CLI would also cut some descriptions at its per-entry cap. */
function alsoCut(outcome, entryCap) {
    return outcome.cut > 0 && entryCap !== undefined
        ? `, and cut ${outcome.cut} more at ${thousands(entryCap)} characters`
        : '';
}
function message(cli, rule, outcome, label, count) {
    const { budget, entryCap } = rule;
    const against = budget && `${outcome.used > budget.limit ? 'over' : 'within'} its budget of ${thousands(budget.limit)}`;
    const size = budget
        ? `The names and descriptions of ${label} (${count}) take about ` +
            `${thousands(outcome.used)} ${budget.unit} in ${cli}'s skill listing, ` +
            `${against} (${budget.source}).`
        : `In ${cli}'s skill listing of ${label} (${count}):`;
    const what = outcome.kind === 'omitted'
        ? `${cli} would remove every description and leave ${outcome.omitted} of ` +
            `the skills out of the listing, so the model cannot choose them.`
        : outcome.kind === 'names-only'
            ? `${cli} would list ${outcome.count} of them by name alone, their ` +
                `descriptions dropped (the least-used first), so the model seldom ` +
                `chooses them${alsoCut(outcome, entryCap)}; the longest: ` +
                `${names(outcome.longest, outcome.count + outcome.cut)}.`
            : entryCap !== undefined
                ? `${cli} cuts each description (with \`when_to_use\`) at ` +
                    `${thousands(entryCap)} characters, so it would cut ${outcome.count}: ` +
                    `${names(outcome.longest, outcome.count)}.`
                : `${cli} would shorten the descriptions of ${outcome.count} of them: ` +
                    `${names(outcome.longest, outcome.count)}.`;
    const fix = outcome.kind === 'shortened' && entryCap !== undefined
        ? `Shorten each of them (description and \`when_to_use\` together) to at most ${thousands(entryCap)} characters.`
        : 'Shorten the descriptions, or install fewer skills together (set ' +
            '`validate.installed-together` in .github/caliper.yml to the sets ' +
            'users install); skills other than these that users have installed ' +
            'share the budget too.';
    return `${size} ${what} ${fix}`;
}
/** `12660` -> `12,660` (toLocaleString loads ICU data: a tenth of a run's time). */
function thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
function names(shown, count) {
    const list = shown.map((n) => `\`${n}\``).join(', ');
    return count > shown.length ? `${list} and ${count - shown.length} more` : list;
}

;// CONCATENATED MODULE: ./src/skills/checks/quality.ts

const BODY_MAX_LINES = 500;
const BODY_MAX_TOKENS = 5000;
/**
 * A clause that says when to use the skill, in the many ways real descriptions put it ("Use when …",
 * "When Claude needs to …", "Use immediately after …", "Load this when …", "Triggers on …").
 */
const USE_VERBS = 'use|used|load|invoke|activate|consult';
const USE_LINKS = 'for|to|if|on|after|before|during|while|in|with|whenever';
/** "use it for", "load this skill when": a verb of use, then within 30 characters a word that says when. */
const USE_CLAUSE = String.raw `(${USE_VERBS})\b[\w\s,]{0,30}?\b(${USE_LINKS})\b`;
const WHEN_TO_USE = new RegExp(String.raw `\b(when(ever)?|if the user|if asked|${USE_CLAUSE}|trigger(s|ed)?\b|proactively)`, 'i');
/** Advice that makes a skill easier for an agent to choose and cheaper to load. */
function checkQuality(skill) {
    const out = [];
    const d = skill.description;
    if (d !== undefined && d.trim() !== '') {
        const line = { line: skill.lineOf(['description']) };
        // A skill the model never picks on its own (the user runs it) needs no when-to-use clause, and Claude
        // Code's `when_to_use:` field is one, listed after the description.
        if (!skill.disableModelInvocation && !hasWhenToUseField(skill) && !WHEN_TO_USE.test(d)) {
            out.push((0,diagnostic/* diagnostic */.Y)('description-when-to-use', skill.file, 'The description says what the skill does but not when to use it. Add ' +
                'a clause such as "Use when the user asks to …": agents choose skills ' +
                'by it.', line));
        }
        if (/[<>]/.test(d)) {
            out.push((0,diagnostic/* diagnostic */.Y)('description-angle-brackets', skill.file, 'The description contains `<` or `>`; agents receive it inside an XML ' +
                'skill listing, where it can break the markup. Rephrase without them.', line));
        }
    }
    if (skill.frontmatter) {
        const lines = lineCount(skill.body);
        const tokens = Math.round(skill.body.length / 4);
        const overLines = lines > BODY_MAX_LINES;
        const overTokens = tokens > BODY_MAX_TOKENS;
        if (overLines || overTokens) {
            // Say what was measured and over: a body of 300 long lines is over in tokens, not in lines.
            const measured = [
                overLines && `${lines} lines (limit ${BODY_MAX_LINES})`,
                overTokens && `about ${tokens} tokens (limit ${BODY_MAX_TOKENS}, counted as characters / 4)`,
            ]
                .filter(Boolean)
                .join(' and ');
            out.push((0,diagnostic/* diagnostic */.Y)('body-too-long', skill.file, `The body is ${measured}; it is loaded whole when the skill is chosen. ` +
                `Move detail into references/ files the agent reads on demand.`, {
                line: skill.bodyStartLine,
            }));
        }
    }
    return out;
}
function hasWhenToUseField(skill) {
    const field = skill.frontmatter?.['when_to_use'];
    return typeof field === 'string' && field.trim() !== '';
}
/** How many lines `text` has, counted without splitting it (`split` made a string per line). */
function lineCount(text) {
    let lines = 1;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1))
        lines++;
    return lines;
}

;// CONCATENATED MODULE: ./src/skills/checks/mentions.ts

/**
 * Turn the skills a SKILL.md tells the agent to use into dependencies, when they are skills of this
 * repository. A name that is none is usually another project's skill or a plain word; only the forms that
 * can mean nothing but a skill (`plugin:name` of a plugin of this repository, "REQUIRED SUB-SKILL: X")
 * are worth a warning.
 */
function checkMentions(skill, mentions, layout) {
    const dependencies = [];
    const diagnostics = [];
    const warned = new Set();
    for (const m of mentions) {
        if (m.name === skill.name || m.form === 'heading')
            continue;
        // A skill whose `name` breaks the standard (`name: Hook Development`) is still called by its folder.
        const other = layout.byName.get(m.name) ?? layout.byFolder.get(m.name);
        const ours = m.form !== 'plugin' || layout.plugins.names.has(m.plugin) || other !== undefined;
        if (other !== undefined && other !== skill && ours) {
            dependencies.push({ name: other.name, line: m.line, via: 'mention' });
            continue;
        }
        if (other === skill)
            continue;
        const unambiguous = (m.form === 'plugin' &&
            !m.xmlName &&
            layout.plugins.names.has(m.plugin) &&
            !layout.plugins.hasAgentOrCommand(m.name)) ||
            m.form === 'required';
        if (!unambiguous || warned.has(m.name))
            continue;
        warned.add(m.name);
        const written = m.form === 'plugin' ? `${m.plugin}:${m.name}` : m.name;
        diagnostics.push((0,diagnostic/* diagnostic */.Y)('skill-mention-unknown', skill.file, `The text tells the agent to use the skill \`${written}\`, but this ` +
            `repository has no skill named \`${m.name}\`. Fix the name, or add the ` +
            `skill; an eval cannot install it.`, { line: m.line }));
    }
    return { dependencies, diagnostics };
}

;// CONCATENATED MODULE: ./src/skills/instructions.ts
/**
 * Whether a path in a SKILL.md is given as an instruction the agent follows (open, read, run it), and
 * which instruction that is, in words a message can quote. A path that is only mentioned (a name in a
 * sentence, a sample of the user's code) is not; only instructions make a missing file an error.
 */
/** Verbs that send the agent to a file, as they open the clause before the path. */
const READ_VERBS = 'see|refer to|consult|read|load|open|run|execute|follow|review|check|use|invoke|source|apply';
const READ_CUE = new RegExp(String.raw `\b(?:${READ_VERBS})\b|\*\*reference\*\*:?|\breference:`, 'gi');
/** Verbs after which the path is something the agent makes, not something it opens. */
const MAKE_VERBS = 'create|creates|write|writes|save|saves|generate|generates|produce|output|add|make|emit';
const PLACE_VERBS = 'store|place|put|name|rename|move|delete|remove';
const WRITE_CUE = new RegExp(String.raw `\b(?:${MAKE_VERBS}|${PLACE_VERBS})\b`, 'gi');
/** The clause speaks of the user's own files: a path there is theirs. */
const USERS_OWN = new RegExp([
    String.raw `\byour (?:project|repo|repository|codebase|app|application|workspace)\b`,
    String.raw `\bthe user'?s\b`,
    String.raw `\b(?:repository|repo|project) root\b`,
    String.raw `\broot of the (?:repository|repo|project)\b`,
].join('|'), 'i');
const CODE_SPAN = /`[^`]*`/g;
const CLAUSE_REACH = 240;
/**
 * Characters of the body read to find the instructions that give paths, in this process: what a test
 * counts to see a line of many paths read a few times, not once per path.
 */
const instructionWork = { chars: 0 };
/** The line with its code spans blanked, for the last line asked about (its paths are asked in a row). */
let blanked;
function withoutCode(text) {
    if (blanked?.text !== text) {
        instructionWork.chars += text.length;
        blanked = { text, without: text.includes('`') ? text.replace(CODE_SPAN, (span) => ' '.repeat(span.length)) : text };
    }
    return blanked.without;
}
/** A sentence or clause boundary: the cue must be in the same one as the path. */
const CLAUSE_END = /[.!?;]\s|\s[—–]\s/g;
/** The instruction in prose before `at` (the path's position in `text`): `"refer to"`, or undefined. */
function proseInstruction(text, at) {
    // A verb inside code (`zai read`, `git log`) is a command's word, not an instruction to the agent.
    // A clause is short: only the characters just before the path are read, so a long line costs no more per path.
    const before = withoutCode(text).slice(Math.max(0, at - CLAUSE_REACH), at);
    instructionWork.chars += before.length;
    let start = 0;
    for (const m of before.matchAll(CLAUSE_END))
        start = m.index + m[0].length;
    const clause = before.slice(start);
    const read = lastMatch(READ_CUE, clause);
    if (read === undefined)
        return undefined;
    const write = lastMatch(WRITE_CUE, clause);
    if (write !== undefined && write.index > read.index)
        return undefined;
    if (USERS_OWN.test(clause) || USERS_OWN.test(text.slice(at, at + 80)))
        return undefined;
    return `"${read.text.replace(/\*\*/g, '').replace(/:$/, '')}" before it`;
}
function lastMatch(re, text) {
    let last;
    for (const m of text.matchAll(re))
        last = { text: m[0], index: m.index };
    return last;
}
/** A heading that tells the agent to open what it lists: "### 2. Load Language Guide". */
const READ_HEADING = /\b(?:see|refer to|consult|read|load|open|run|follow|use)\b/i;
/** A heading whose list names the skill's files: "## Scripts", "### Reference Files", "## Templates and Assets". */
const RESOURCE_WORDS = [
    'scripts',
    'references',
    'reference (?:files|docs|documents|guides)',
    'resources',
    'assets',
    'templates',
    'bundled files',
    'helper (?:files|scripts)',
    'utilities',
];
const RESOURCE_HEADING = new RegExp(String.raw `\b(?:${RESOURCE_WORDS.join('|')})\b`, 'i');
/** A heading that offers examples: what its lists name are examples, not the skill's files. */
const EXAMPLE_HEADING = /\bexamples?\b|\bsamples?\b/i;
const LIST_INTRO_END = /:\**\s*$/;
const HEADING_START = /^\s{0,3}#/;
const ATX_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
/** `**Scripts:**` or `**Reference files**` alone on a line above a list: a heading in bold. */
const BOLD_HEADING = /^\s{0,3}\*\*([^*]{1,60}?):?\*\*:?\s*$/;
/** The section a heading line opens, or undefined when the line is no heading. */
function sectionOf(text) {
    if (!HEADING_START.test(text))
        return undefined;
    const atx = ATX_HEADING.exec(text);
    if (atx === null)
        return undefined;
    const title = atx[2];
    const heading = `${atx[1]} ${title}`;
    const example = EXAMPLE_HEADING.test(title);
    return { heading, example, lists: !example && (RESOURCE_HEADING.test(title) || READ_HEADING.test(title)) };
}
/**
 * `- \`scripts/x.py\`: …`, `1. **references/a.md** - …`, `| \`references/a.md\` | … |`: the path leads the item.
 */
const ITEM_LEAD = /^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*|__)?`?(?:\*\*)?([^\s`*|]+)/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
/** Whether `word` is what a list item of this line starts with, or all a cell of this table row holds. */
function leadsItem(text, word) {
    if (leads?.text !== text)
        leads = { text, words: itemLeads(text) }; // a line's paths are asked in a row
    return leads.words.has(stripEnd(word));
}
let leads;
/** What a list item starts with, or each cell of a table row holds whole. */
function itemLeads(text) {
    instructionWork.chars += text.length;
    const lead = ITEM_LEAD.exec(text)?.[1];
    if (lead !== undefined)
        return new Set([stripEnd(lead)]);
    if (!TABLE_ROW.test(text))
        return new Set();
    return new Set(text.split('|').map((cell) => stripEnd(cell.trim().replace(/^(?:\*\*)?`?|`?(?:\*\*)?$/g, ''))));
}
/**
 * A line that introduces a list and tells the agent to open what it lists: "Load the guideline file from `examples/`:".
 */
function listIntroduction(text) {
    if (!LIST_INTRO_END.test(text))
        return undefined;
    return proseInstruction(text, text.length)?.replace(/ before it$/, '');
}
/** How far above an item the line that introduces its list may be. */
const LIST_REACH = 40;
/**
 * What the list holding the item at `start` of `body` (line `line`) is introduced by, looking up past its
 * other items and at most one blank line: a line that tells the agent to open what follows ("Load these
 * files:", `listed after "Load" on line 12`) or a heading in bold that names the skill's files
 * (`**Scripts:**`). Read only for an item that names a missing file, so prose costs nothing.
 */
function listIntroducedBy(body, start, line) {
    let end = start - 1; // the newline before the item
    let blanks = 0;
    for (let up = 1; up <= LIST_REACH && end > 0; up++) {
        const from = body.lastIndexOf('\n', end - 1) + 1;
        const text = body.slice(from, body[end - 1] === '\r' ? end - 1 : end);
        instructionWork.chars += text.length;
        end = from - 1;
        if (text.trim() === '') {
            if (++blanks > 1)
                return undefined;
            continue;
        }
        if (ITEM_LEAD.test(text) || TABLE_ROW.test(text))
            continue;
        const cue = listIntroduction(text);
        if (cue !== undefined)
            return `listed after ${cue} on line ${line - up}`;
        const bold = BOLD_HEADING.exec(text)?.[1];
        return bold !== undefined && RESOURCE_HEADING.test(bold) ? `listed under "**${bold}**"` : undefined;
    }
    return undefined;
}
function stripEnd(word) {
    return word.replace(/[.,:;!?)]+$/, '');
}
/** Programs that run or print the file named as their first argument. */
const RUNNERS = new Set([
    'python',
    'python3',
    'node',
    'bash',
    'sh',
    'zsh',
    'ruby',
    'perl',
    'php',
    'pwsh',
    'Rscript',
    'julia',
    'tsx',
    'ts-node',
    'deno',
    'bun',
    'uv',
    'npx',
    'source',
    '.',
    'cat',
]);
/** Subcommands of a runner that come before the file: `uv run x.py`, `deno run x.ts`, `npx tsx x.ts`. */
const SUBCOMMANDS = new Set(['run', 'tsx', 'ts-node', '--with']);
const PREFIXES = new Set(['sudo', 'time', 'exec', 'env', 'command']);
const SEGMENT_SPLIT = /&&|\|\||[;|]/;
const PROMPT = /^\s*(?:\$|>|PS>)\s+/;
const SHELLS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shell-session', 'powershell', 'ps1', 'cmd', 'bat']);
/** A file a shell runs as a command: a script, or a name without extension (`scripts/setup`). */
const EXECUTABLE = /(?:\.(?:sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|ps1)|\/[\w-]+)$/;
/**
 * The files a shell line runs, each with how (`run by \`python3\``): the first argument of a runner
 * (`python scripts/x.py`, `uv run scripts/x.py`, `source scripts/env.sh`) or a command that is itself
 * a path (`./scripts/x.sh`, `scripts/x.sh`). Flags and `VAR=value` assignments are skipped.
 */
function shellRuns(text, language) {
    instructionWork.chars += text.length;
    const out = new Map();
    // A block without a language may as well list files: a path alone there is a command only after `./` or a prompt.
    const shell = SHELLS.has(language.toLowerCase()) || PROMPT.test(text);
    for (const segment of text.replace(PROMPT, '').split(SEGMENT_SPLIT)) {
        const tokens = segment.trim().split(/\s+/).map(unquote);
        let i = 0;
        while (i < tokens.length && (PREFIXES.has(tokens[i]) || /^[A-Za-z_]\w*=/.test(tokens[i])))
            i++;
        const command = tokens[i];
        if (command === undefined || command === '')
            continue;
        if (command.includes('/')) {
            if ((shell || command.startsWith('./')) && EXECUTABLE.test(command))
                out.set(command.replace(/^\.\//, ''), 'run as a command');
            continue;
        }
        if (!RUNNERS.has(command))
            continue;
        let j = i + 1;
        while (j < tokens.length && (tokens[j].startsWith('-') || SUBCOMMANDS.has(tokens[j]))) {
            // a module or inline code, no file
            if (tokens[j] === '-m' || tokens[j] === '-c' || tokens[j] === '-e')
                j = tokens.length;
            j++;
        }
        const file = tokens[j];
        if (file !== undefined && file !== '')
            out.set(file.replace(/^\.\//, ''), `run by \`${command}\``);
    }
    return out;
}
function unquote(token) {
    return token.replace(/^["']|["']$/g, '');
}
/** `cd somewhere`: later relative paths of the block are read from there, not from the skill. */
const CD = /(?:^|&&|;)\s*cd\s+(\S+)/;
const SKILL_ROOTED = /\$\{?(?:CLAUDE_PLUGIN_ROOT|[A-Z_]*SKILL_(?:DIR|ROOT|PATH))\}?|\{baseDir\}/;
/** Whether the line moves the shell away from the skill's folder. */
function leavesSkillFolder(text) {
    instructionWork.chars += text.length;
    const target = CD.exec(text)?.[1];
    return target !== undefined && !SKILL_ROOTED.test(target);
}
/** `# See references/rules.md for examples`: a shell comment that sends the agent to a file. */
function commentInstruction(text, at) {
    const hash = /^\s*#\s*/.exec(text);
    if (hash === null)
        return undefined;
    const cue = proseInstruction(text.slice(hash[0].length), at - hash[0].length);
    return cue === undefined ? undefined : `a shell comment: ${cue}`;
}

// EXTERNAL MODULE: ./src/skills/markdownLines.ts
var markdownLines = __webpack_require__(7606);
;// CONCATENATED MODULE: ./src/skills/outline.ts

/** The fence and heading lines of a body, as the line scanner reads them (markdownLines.ts). */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}\s/;
/**
 * The last of `items` (in order of `at`) whose `at` is below `offset`: bisected, so each path asked about costs the log
 * of them.
 */
function lastBefore(items, offset) {
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (items[mid].at < offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return items[lo - 1];
}
function outline(body) {
    const headings = [];
    /**
     * `at` is where the block's first line starts; `leaves`, where its first line that leaves the skill's folder does
     * (read once, when asked).
     */
    const blocks = [];
    let open;
    for (let at = 0; at <= body.length;) {
        const newline = body.indexOf('\n', at);
        const end = newline === -1 ? body.length : newline;
        const text = body.slice(at, body[end - 1] === '\r' ? end - 1 : end);
        const fence = FENCE.exec(text);
        if (open === undefined) {
            if (fence !== null)
                open = { marker: fence[1][0], from: end + 1 };
            else if (HEADING.test(text))
                headings.push({ at, text });
        }
        else if (fence !== null && fence[1][0] === open.marker) {
            blocks.push({ at: open.from, to: at });
            open = undefined;
        }
        if (newline === -1)
            break;
        at = newline + 1;
    }
    if (open !== undefined)
        blocks.push({ at: open.from, to: body.length });
    return {
        headingAbove(offset) {
            return lastBefore(headings, offset)?.text;
        },
        leftSkillFolderBefore(offset) {
            const block = lastBefore(blocks, offset + 1);
            if (block === undefined || offset > block.to)
                return false;
            block.leaves ??= firstLeaving(body, block.at, block.to);
            return block.leaves < offset;
        },
    };
}
/** Where the first line of `body` from `from` to `to` that leaves the skill's folder starts, or Infinity. */
function firstLeaving(body, from, to) {
    for (let at = from; at < to;) {
        const newline = body.indexOf('\n', at);
        const end = newline === -1 || newline > to ? to : newline;
        if (leavesSkillFolder(body.slice(at, end)))
            return at;
        at = end + 1;
    }
    return Infinity;
}

;// CONCATENATED MODULE: ./src/skills/references.ts



// Link text holds no unescaped `[`: a line of 100,000 `[` is then one linear scan, not a quadratic one.
const INLINE_LINK = /!?\[(?:[^[\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const LINK_DEFINITION = /^\s{0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)/;
const CODE_LIKE = /["'=(){};]|\b(?:import|from|require|include)\b/;
const FOOTNOTE = /^\s{0,3}\[\^[^\]]+\]:/;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const INLINE_CODE = /(`+)(.+?)\1/g;
const SHELL_LANGUAGES = new Set([
    '',
    'bash',
    'sh',
    'shell',
    'zsh',
    'console',
    'shell-session',
    'text',
    'powershell',
    'ps1',
    'cmd',
    'bat',
]);
/**
 * Words that hold a `/` or a `.`; braces and commas stay inside so that globs stay whole. A match starts
 * only where a word starts (the look-behind): otherwise a word without `.` or `/` is scanned again from
 * each of its letters.
 */
const WORD = /(?<![^\s"'`()[\]=;|])[^\s"'`()[\]=;|]*[./][^\s"'`()[\]=;|]*/g;
/** A `.` and a word character, as every file name `NAME` accepts ends with; a sentence's period is not. */
const DOT_EXTENSION = /\.\w/;
/** A link needs a `]`, any other reference a `/` or an extension: most lines have none of these. */
const scanReferenceLines = (0,markdownLines/* markdownLineScanner */.i)(/[\]/]|\.\w/);
const PATH = /^(?:\.{1,2}\/)*[\w@.+-]+(?:\/[\w@.+-]+)*\/?$/;
const NAME = /^[A-Za-z0-9_][\w.-]*\.(?:md|txt|py|sh|js|mjs|ts|json|ya?ml|csv|html|xml|toml)$/;
/**
 * `${CLAUDE_PLUGIN_ROOT}`, `$SKILL_DIR`, `{baseDir}`: variables that CLIs or skill texts set to a skill or plugin
 * folder.
 */
const ROOT_VARIABLE = /^(?:\$\{([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\})\/(.*)$/;
const ROOT_VARIABLE_NAME = /PLUGIN_ROOT|PLUGIN_DIR|SKILL_ROOT|SKILL_DIR|SKILL_PATH|^base_?dir$|^skill_?dir$/i;
/** Characters that make a word a glob, a template or a placeholder rather than one file. */
const NOT_ONE_FILE = /[*?{}$<>[\]%~,]/;
const PLACEHOLDER_SEGMENT = new RegExp([
    '^(?:your|my)[_-]',
    String.raw `^(?:foo|bar|baz|x{3,}|example|sample|placeholder)(?:\.|$)`,
    String.raw `[_-]name(?:\.\w+)?$`,
    String.raw `^(?:file)?name(?:\.\w+)?$`,
].join('|'), 'i');
/** A line that offers examples: its names and paths are placeholders. */
const EXAMPLE_MARKER = /\bexamples?\**\s*:|\be\.g\.|\bfor (?:example|instance)\b|\bsuch as\b|\bi\.e\.,? like\b/i;
/** `[Component Name]`, `[Description]`: a slot of a document template, not a link. */
const TEMPLATE_SLOT = /\[[A-Z][^\]\n]{0,60}\](?![([:])/g;
const TEMPLATE_SLOTS = 5;
/**
 * Whether the body is mostly a template of a document the skill writes (C4 pages, postmortems): it has
 * several `[Placeholder]` slots. The links of such a document point at its sibling pages, not at the skill.
 */
function readsAsDocumentTemplate(body) {
    let slots = 0;
    for (const _ of body.matchAll(TEMPLATE_SLOT))
        if (++slots >= TEMPLATE_SLOTS)
            return true;
    return false;
}
/** Pull every Markdown link and path-like token out of a SKILL.md body. Pure; resolution is separate. */
function extractReferences(body, bodyStartLine) {
    const refs = [];
    let shape; // where the headings and blocks are: read only if an instruction is
    const outlined = () => (shape ??= outline(body));
    scanReferenceLines(body, bodyStartLine, (text, line, block, start) => {
        let example; // looked for once the line has a reference: most lines have none
        const add = (word, kind, where, instruction) => {
            const ref = kind === 'link' ? linkReference(word) : wordReference(word);
            if (ref === undefined)
                return;
            // Spelled out, not spread: `Found` comes in several shapes, and a spread of them was most of this.
            const reference = {
                target: ref.target,
                line,
                kind: ref.kind ?? kind,
                where,
                rooted: ref.rooted,
                example: (example ??= EXAMPLE_MARKER.test(text)),
            };
            if (ref.variable !== undefined)
                reference.variable = ref.variable;
            if (!reference.example && instruction !== undefined)
                reference.instruction = once(instruction);
            refs.push(reference);
        };
        const section = () => {
            const heading = outlined().headingAbove(start);
            return heading === undefined ? undefined : sectionOf(heading);
        };
        if (block !== undefined) {
            if (!SHELL_LANGUAGES.has(block.language.toLowerCase())) {
                for (const word of references_words(text))
                    add(word, 'path', 'code');
                return;
            }
            let runs;
            const found = references_words(text);
            let left; // the same for every path of the line: read once
            const run = (word) => (left ??= outlined().leftSkillFolderBefore(start) || leavesSkillFolder(text))
                ? undefined
                : (runs ??= shellRuns(text, block.language)).get(word);
            found.forEach((word, i) => {
                add(word, 'path', 'command', () => section()?.example ? undefined : (commentInstruction(text, positionOf(text, found, i)) ?? run(word)));
            });
            return;
        }
        // Backticked spans are code: a link inside one is not a link, a path inside one is still a path.
        // Each is blanked to its length, so that what is left keeps every word at its place in the line.
        const spans = [];
        let rest = text.includes('`')
            ? text.replace(INLINE_CODE, (all, ticks, code, at) => (spans.push({ code, at: at + ticks.length }), ' '.repeat(all.length)))
            : text;
        // `[^1]: GitHub Blog. …` is a footnote: a citation, not a link definition nor a path.
        if (FOOTNOTE.test(rest))
            return;
        if (rest.includes(']')) {
            for (const m of rest.matchAll(INLINE_LINK))
                add(m[1], 'link', 'prose');
            const def = LINK_DEFINITION.exec(rest);
            if (def)
                add(def[2], 'link', 'prose');
            rest = rest.replace(INLINE_LINK, blank).replace(LINK_DEFINITION, blank);
        }
        const introduced = () => listIntroducedBy(body, start, line);
        const prose = references_words(rest);
        prose.forEach((word, i) => {
            add(word, 'path', 'prose', () => instructionOf(text, word, positionOf(rest, prose, i), section(), introduced));
        });
        // A span that holds code (`import { x } from "../lib/impl"`, `"./dist/index.js"`) is the user's code;
        // but a path after a root variable (`uv run "${CLAUDE_PLUGIN_ROOT}/x.py"`) is the skill's or its plugin's.
        for (const span of spans) {
            const code = CODE_LIKE.test(span.code);
            const found = references_words(span.code);
            found.forEach((word, i) => {
                const where = code && !ROOT_VARIABLE.test(word) ? 'code' : 'inline-code';
                add(word, 'path', where, where === 'code'
                    ? undefined
                    : () => instructionOf(text, word, span.at + positionOf(span.code, found, i), section(), introduced));
            });
        }
    });
    return refs;
}
/**
 * How the line gives the path at `at` to the agent: an instruction before it, or an item of a list of the skill's
 * files.
 */
function instructionOf(text, word, at, section, introduced) {
    if (section?.example)
        return undefined; // under "## Examples": what it names are examples
    const cue = proseInstruction(text, at);
    if (cue !== undefined)
        return cue;
    if (!leadsItem(text, word))
        return undefined;
    return introduced() ?? (section?.lists ? `listed under "${section.heading}"` : undefined);
}
function once(compute) {
    let cached;
    return () => (cached ??= { value: compute() }).value;
}
function blank(match) {
    return ' '.repeat(match.length);
}
/** Words of `text` that may be a path or a file name: only one with a `/` or an extension (`.md`) can be. */
function references_words(text) {
    if (!text.includes('/') && !DOT_EXTENSION.test(text))
        return []; // most lines: "… the report."
    return (text.includes('://') ? text.replace(URL, blank) : text).match(WORD) ?? [];
}
/** Where the `i`th of `found` (the words of `text`) starts; asked only when an instruction is read. */
function positionOf(text, found, i) {
    // one pass per line, however many are asked
    if (placed?.found !== found)
        placed = { found, at: positions(text, found) };
    return placed.at[i];
}
let placed;
function positions(text, found) {
    instructionWork.chars += text.length;
    const plain = text.includes('://') ? text.replace(URL, blank) : text; // as `words` read it, at the same places
    const at = [];
    for (let k = 0; k < found.length; k++)
        at.push(plain.indexOf(found[k], k === 0 ? 0 : at[k - 1] + found[k - 1].length));
    return at;
}
function linkReference(raw) {
    const rooted = rootRelative(raw.startsWith('<') || raw.endsWith('>') ? raw.replace(/^<|>$/g, '') : raw);
    if (rooted !== undefined)
        return rooted;
    const target = cleanTarget(raw);
    return target === undefined ? undefined : { target, rooted: false };
}
function wordReference(raw) {
    // Each regex only where the character it needs is there: most words are plain, and these run per word.
    let word = stripTrailing(raw[0] === '*' || raw[0] === '_' ? raw.replace(/^[*_]{2}(.*)[*_]{2}$/, '$1') : raw, SENTENCE_END);
    if (word.startsWith('**'))
        word = word.slice(2);
    // Most words end a sentence (`item.`): without the period, nothing a path or a file name needs is left.
    if (!word.includes('/') && !word.includes('.'))
        return undefined;
    const rooted = rootRelative(word);
    if (rooted !== undefined)
        return rooted;
    if (NOT_ONE_FILE.test(word) || word.startsWith('/') || word.startsWith('#'))
        return undefined;
    if (!word.includes('/'))
        return NAME.test(word) ? { target: word, kind: 'name', rooted: false } : undefined;
    if (!PATH.test(word) || isPlaceholder(word))
        return undefined;
    const target = stripTrailing(word, '/');
    // `examples/`, `references/`: a folder named in passing, not a file to open.
    return !target.includes('/') ? undefined : { target, rooted: false };
}
/**
 * `${CLAUDE_PLUGIN_ROOT}/scripts/x.py` -> `scripts/x.py`, rooted; other variables (`${output_dir}/…`) are runtime
 * values.
 */
function rootRelative(word) {
    const m = word[0] === '$' || word[0] === '{' ? ROOT_VARIABLE.exec(word) : null;
    if (!m)
        return undefined;
    const name = m[1] ?? m[2] ?? m[3];
    const rest = stripTrailing(stripTrailing(m[4], SENTENCE_END), '/');
    if (!ROOT_VARIABLE_NAME.test(name) ||
        rest === '' ||
        NOT_ONE_FILE.test(rest) ||
        !PATH.test(rest) ||
        isPlaceholder(rest))
        return undefined;
    return { target: rest, rooted: true, variable: name };
}
const SENTENCE_END = '.,:;!?';
/** `text` without the run of `chars` it ends with (`/[.,:;!?]+$/`, without a regex per word). */
function stripTrailing(text, chars) {
    let end = text.length;
    while (end > 0 && chars.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
}
function isPlaceholder(path) {
    return path.includes('path/to/') || path.split('/').some((segment) => PLACEHOLDER_SEGMENT.test(segment));
}
/** Strip decoration from a link target; undefined when it is not a relative file path at all. */
function cleanTarget(raw) {
    let t = raw.trim();
    if (t.startsWith('<') && t.endsWith('>'))
        t = t.slice(1, -1);
    if ((t.includes(':') && /^[a-z][a-z0-9+.-]*:/i.test(t)) ||
        t.startsWith('#') ||
        t.startsWith('/') ||
        t.startsWith('~'))
        return undefined;
    if (/[{}$*<>|]/.test(t))
        return undefined;
    if (t.includes('#') || t.includes('?'))
        t = t.replace(/[#?].*$/, '');
    if (t.includes('%')) {
        try {
            t = decodeURIComponent(t);
        }
        catch {
            // keep the raw text
        }
    }
    t = stripTrailing(stripTrailing(t, '.,;:)'), '/');
    return t === '' || t === '.' ? undefined : t;
}

;// CONCATENATED MODULE: ./src/skills/skillTree.ts

/**
 * The paths of a skill folder the walk already saw as plain files and folders (no symlink on the way),
 * so that checking a reference to one needs no file-system call. Anything else (a miss, a symlink, a
 * file that is never installed) is for the caller to look up on disk as before.
 */
function plainSkillTree(absDir, files) {
    const links = files.filter((f) => f.kind === 'symlink').map((f) => `${f.rel}/`);
    // Most skills have no link: every entry is plain, and no entry needs testing against each link.
    const plain = new Set(links.length === 0
        ? files.map((f) => f.rel)
        : files.filter((f) => f.kind !== 'symlink' && !links.some((l) => f.rel.startsWith(l))).map((f) => f.rel));
    const prefix = absDir.endsWith((external_node_path_default()).sep) ? absDir : absDir + (external_node_path_default()).sep;
    const relative = (external_node_path_default()).sep === '/'
        ? (abs) => abs.slice(prefix.length)
        : (abs) => abs.slice(prefix.length).split((external_node_path_default()).sep).join('/');
    return (abs) => abs.startsWith(prefix) && plain.has(relative(abs));
}

;// CONCATENATED MODULE: ./src/skills/checks/referenceCase.ts



/** The path as it is really spelled on disk, when it exists only in another letter case. */
function findIgnoringCase(base, target) {
    let dir = base;
    const found = [];
    for (const segment of target.split('/')) {
        if (segment === '.' || segment === '..') {
            dir = external_node_path_default().resolve(dir, segment);
            found.push(segment);
            continue;
        }
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(dir);
        }
        catch {
            return undefined;
        }
        const match = names.find((n) => n === segment) ?? names.find((n) => n.toLowerCase() === segment.toLowerCase());
        if (match === undefined)
            return undefined;
        found.push(match);
        dir = external_node_path_default().join(dir, match);
    }
    const spelled = found.join('/');
    return spelled === target ? undefined : spelled;
}
/**
 * The skill's own paths by lower case, from the walk (no file-system call): `misspelled('scripts/Build.py')`
 * is `scripts/build.py` when only that exists. Paths that leave the skill (`../x`) are not its files.
 */
function skillCaseIndex(files) {
    const exact = new Set(files.map((f) => f.rel));
    const byLowerCase = new Map();
    for (const f of files)
        if (!byLowerCase.has(f.rel.toLowerCase()))
            byLowerCase.set(f.rel.toLowerCase(), f.rel);
    return {
        misspelled(target) {
            const rel = external_node_path_default().posix.normalize(target).replace(/\/+$/, '');
            if (rel === '..' || rel.startsWith('../') || exact.has(rel) || exact.has(`${rel}.md`))
                return undefined;
            const actual = byLowerCase.get(rel.toLowerCase());
            return actual !== undefined && actual !== rel ? actual : undefined;
        },
    };
}
/**
 * The file is there in another letter case: an error wherever it is written, with the fix that gives the
 * reference the file's real name (the rest of what is written, `./` or a fragment, kept).
 */
function caseMismatch(skill, target, actual, line) {
    const message = `\`${target}\` is spelled \`${actual}\` on disk. Linux runners and ` +
        `sandboxes are case-sensitive, so the agent cannot open it: use the ` +
        `exact name (\`caliper validate --fix\` does).`;
    const to = respelled(target, actual);
    return to === undefined
        ? (0,diagnostic/* diagnostic */.Y)('reference-unresolved', skill.file, message, { line })
        : (0,diagnostic/* diagnostic */.Y)('reference-unresolved', skill.file, message, {
            line,
            fix: { kind: 'respell-reference', file: skill.file, line, from: target, to },
        });
}
/**
 * `./scripts/Build.py` with the real name `scripts/build.py`: `./scripts/build.py`; undefined when they differ in more
 * than case.
 */
function respelled(target, actual) {
    const lower = target.toLowerCase();
    if (!lower.endsWith(actual.toLowerCase()))
        return undefined;
    const to = target.slice(0, target.length - actual.length) + actual;
    return to === target ? undefined : to;
}

;// CONCATENATED MODULE: ./src/skills/checks/referenceOutcome.ts





/** What a reference that resolves outside the skill folder (or to a never-installed file in it) leads to. */
function foundOutside(scope, ref, abs, viaMention) {
    const { root, skill, layout, realDir, absPluginRoot, absProjectRoot } = scope;
    const isLink = ref.kind === 'link';
    const line = ref.line;
    const realOf = (dir) => scope.realPaths.get(dir) ?? scope.realPaths.set(dir, external_node_fs_.realpathSync.native(dir)).get(dir);
    const real = external_node_fs_.realpathSync.native(abs);
    if ((0,skillFiles/* isInside */.FK)(realDir, real)) {
        const inner = external_node_path_default().relative(realDir, real).split((external_node_path_default()).sep);
        if (!inner.some((segment) => skills_layout/* NEVER_INSTALLED */.QD.includes(segment)))
            return { kind: 'none' };
        return {
            kind: 'diagnostic',
            diagnostic: (0,diagnostic/* diagnostic */.Y)('reference-unresolved', skill.file, `\`${ref.target}\` is never installed with the skill (eval specs, ` +
                `.caliper/ and .git/ stay out of the sandbox).`, { line }),
        };
    }
    const owner = (viaMention !== undefined ? [...layout.realDirOf].find(([other]) => other.name === viaMention) : undefined) ??
        [...layout.realDirOf]
            .filter(([other, otherReal]) => other !== skill && (0,skillFiles/* isInside */.FK)(otherReal, real))
            .sort((a, b) => b[1].length - a[1].length)[0];
    if (owner && (0,skillFiles/* isInside */.FK)(owner[1], real))
        return { kind: 'dependency', name: owner[0].name };
    if (absPluginRoot !== undefined && (0,skillFiles/* isInside */.FK)(realOf(absPluginRoot), real))
        return { kind: 'plugin-file' };
    if (absProjectRoot !== undefined && (0,skillFiles/* isInside */.FK)(realOf(absProjectRoot), real)) {
        if (!isLink)
            return { kind: 'none' };
        const message = `\`${ref.target}\` resolves to ${rel(root, abs)}, a file of the ` +
            `project this skill belongs to: an agent working in the project finds ` +
            `it, but it is missing wherever the skill is installed alone (an eval ` +
            `sandbox, another project). Move it into the skill folder if the skill ` +
            `needs it.`;
        return {
            kind: 'diagnostic',
            diagnostic: (0,diagnostic/* diagnostic */.Y)('reference-outside-skill', skill.file, message, { line, severity: 'warning' }),
        };
    }
    const where = (0,skillFiles/* isInside */.FK)(layout.realRoot, real) ? `${rel(root, abs)}, outside any skill` : 'outside the repository';
    const message = `\`${ref.target}\` resolves to ${where}; it would be missing when the ` +
        `skill is installed. Move the file into the skill folder.`;
    return {
        kind: 'diagnostic',
        diagnostic: (0,diagnostic/* diagnostic */.Y)('reference-outside-skill', skill.file, message, isLink ? { line } : { line, severity: 'warning' }),
    };
}
function rel(root, abs) {
    return external_node_path_default().relative(root, abs).split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/skills/checks/referenceFindings.ts



/** `sibling`: the sibling skill the path leads into, which lacks the file. */
function missingInstructed(skill, target, line, looked, instruction, sibling) {
    const where = sibling === undefined ? '' : `, in the skill \`${sibling}\` beside this one`;
    return (0,diagnostic/* diagnostic */.Y)('reference-unresolved', skill.file, `\`${target}\` does not exist (looked for ${looked}${where}), yet the ` +
        `text tells the agent to open or run it (${instruction}). Add the file ` +
        `or fix the path.`, { line });
}
function unconfirmed(root, skill, ref, bases, line) {
    const looked = bases.map((b) => rel(root, external_node_path_default().resolve(b, ref.target)) || '.').join(' or ');
    return (0,diagnostic/* diagnostic */.Y)('reference-unconfirmed', skill.file, `\`${ref.target}\` reads like a file of the skill, but there is none ` +
        `(looked for ${looked}). caliper could not confirm it is meant as one: ` +
        `if it is, add it or fix the path; if it is a file of the user's ` +
        `project or an example, ignore this warning or turn the rule off.`, line);
}
/**
 * A missing file the text names in passing is only a warning, unless another line links it or gives it
 * as an instruction: then it is certainly meant, and every line that names it is reported as an error.
 */
function confirmRepeats(diagnostics, unconfirmedAt, certainlyMissing) {
    const dropped = new Set();
    for (const { target, at } of unconfirmedAt) {
        const certain = certainlyMissing.get(target);
        if (certain === undefined)
            continue;
        const d = diagnostics[at];
        // A line that already has the error for this file needs no second one.
        if (certain.lines.has(d.line))
            dropped.add(at);
        else
            diagnostics[at] = (0,diagnostic/* diagnostic */.Y)('reference-unresolved', d.file, `\`${target}\` does not exist; line ${certain.line} ${certain.why}, so ` +
                `it is meant here too. Add the file or fix the path.`, { line: d.line });
    }
    return dropped.size === 0 ? diagnostics : diagnostics.filter((_, i) => !dropped.has(i));
}
/** One finding per line and message: a line that names a missing file twice is one mistake. */
function distinct(diagnostics) {
    const seen = new Set();
    return diagnostics.filter((d) => {
        const key = `${d.rule}\0${d.line}\0${d.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}

;// CONCATENATED MODULE: ./src/skills/checks/referenceReading.ts



/** Folders a skill keeps its files in: an instruction that names a missing file under one is broken. */
const RESOURCE_FOLDERS = new Set(['references', 'reference', 'scripts', 'assets', 'templates']);
/** Folder names the Agent Skills spec suggests; a path starting with one is meant as a skill file. */
const SKILL_SUBFOLDERS = new Set([
    'references',
    'reference',
    'scripts',
    'assets',
    'templates',
    'agents',
    'examples',
    'workflows',
]);
/** How far (in lines) from a mention of another skill a path may be and still be read as that skill's file. */
const MENTION_REACH_BEFORE = 12;
const MENTION_REACH_AFTER = 2;
/** Links first, so that a link and a prose mention of one missing file give the link's error. */
function rank(ref) {
    return ref.kind === 'link' ? 0 : 1;
}
/**
 * Whether a path in the text (not a link) reads as a file of the skill rather than of the user's project:
 * it starts in one of the skill's own folders or entries, and is not an example, a sample of code that
 * imports from the project, or a word of prose that merely holds a slash.
 */
function meantForTheSkill(ref, first, entries, besideSkill) {
    if (ref.example || ref.where === 'code')
        return false;
    // `./dict.dict`, `./data/rider`: the agent's working folder, the user's project; unless the skill has it.
    if (first === '.')
        return entries.has(ref.target.split('/')[1] ?? '');
    // `../release/SKILL.md`: a file beside the skill, in prose; in a command, only in a sibling skill.
    if (first === '..')
        return (ref.where !== 'command' || besideSkill) && /\.\w+$/.test(ref.target);
    if (!entries.has(first) && !SKILL_SUBFOLDERS.has(first))
        return false;
    // "links to assets/code"
    if (ref.where === 'prose' && !/\.\w+$/.test(ref.target) && !entries.has(first))
        return false;
    return true;
}
/**
 * Whether a link that resolves nowhere is certainly meant as a file of the skill, so its absence breaks the
 * skill: it points into a folder the skill has or the standard names, beside the skill (`../`), or at a
 * file at the top of a skill that is not a document template. Otherwise (`internal-wiki/connection-pools`,
 * `./c4-container.md` in a C4 page template) it may be a page of the document the skill writes or of a
 * site: a warning that says so.
 */
function linkMeantAsFile(ref, entries, template) {
    const segments = ref.target.split('/');
    if (segments[0] === '.')
        segments.shift();
    const first = segments[0];
    if (ref.rooted || first === '..' || entries.has(first) || SKILL_SUBFOLDERS.has(first))
        return true;
    if (template)
        return false;
    return segments.length === 1 || /\.\w+$/.test(ref.target);
}
/** `scientific-skills/x.py` where `scientific-skills` is a sibling skill: a file, but not `scikit-learn/PyTorch`. */
function meantForASibling(ref) {
    return !ref.example && (ref.where === 'prose' || ref.where === 'inline-code') && /\.\w+$/.test(ref.target);
}
/**
 * A path an instruction gives is certainly the skill's when it starts in a folder the standard names or the skill has,
 * or in a sibling skill; and names a file.
 */
function instructionMeantForSkill(ref, first, skillFolders, inSibling) {
    // After a root variable the path may be the user's plugin (a skill that teaches plugin writing): a warning.
    if (ref.example || ref.rooted || !/\.\w+$/.test(ref.target))
        return false;
    return inSibling || RESOURCE_FOLDERS.has(first) || skillFolders.has(first);
}
/** Whether `target` exists relative to a folder above the skill, up to the repository root. */
function aboveSkill(root, dir, target) {
    if (target.startsWith('../'))
        return false; // a sibling skill's file: looked for where the text puts it
    for (let at = dir.lastIndexOf('/');; at = dir.lastIndexOf('/', at - 1)) {
        const ancestor = at < 0 ? '' : dir.slice(0, at);
        if ((0,external_node_fs_.existsSync)(external_node_path_default().join(root, ancestor, target)))
            return true;
        if (at < 0)
            return false;
    }
}
function topFolders(files) {
    return new Set(files.filter((f) => f.kind === 'dir' && !f.rel.includes('/')).map((f) => f.rel));
}
/** The project folder that holds a skill in one of its native roots (`<project>/.claude/skills/<name>`). */
function projectRootOf(dir) {
    const rooted = `/${dir}`;
    for (const needle of NATIVE_ROOT_NEEDLES) {
        const at = rooted.lastIndexOf(needle);
        if (at >= 0)
            return dir.slice(0, Math.max(0, at - 1));
    }
    return undefined;
}
const NATIVE_ROOT_NEEDLES = skills_layout/* NATIVE_SKILL_ROOTS */.I0.map((r) => `/${r}/`);
/**
 * Other skills of the repository the text names, nearest to this line first: the mentions within reach,
 * then every other mention, then any skill name that appears as a word ("… using scientific-schematics").
 */
function nearbySkills(mentions, line, self, layout, namedInBody) {
    const distance = (m) => Math.abs(m.line - line) + (m.line >= line - MENTION_REACH_BEFORE && m.line <= line + MENTION_REACH_AFTER ? 0 : 1e6);
    const out = new Set();
    for (const m of [...mentions].sort((a, b) => distance(a) - distance(b))) {
        const other = layout.byName.get(m.name);
        if (other !== undefined && other !== self)
            out.add(other);
    }
    for (const other of namedInBody)
        out.add(other);
    return [...out];
}
/** Skills of the repository whose name appears as a word in this skill's body. */
function skillNamesIn(self, layout) {
    const out = [];
    for (const word of new Set(self.body.match(/[a-z0-9][a-z0-9-]*[a-z0-9]/g) ?? [])) {
        const other = layout.byName.get(word);
        if (other !== undefined && other !== self)
            out.push(other);
    }
    return out;
}
/** The first base where the target exists, as written or with `.md` appended (`references/open-coding`). */
function resolveFirst(bases, target) {
    for (const base of bases) {
        const abs = external_node_path_default().resolve(base, target);
        if ((0,external_node_fs_.existsSync)(abs))
            return abs;
        if (!target.endsWith('.md') && (0,external_node_fs_.existsSync)(`${abs}.md`))
            return `${abs}.md`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/skills/checks/referenceLayout.ts


/** `paths`: skill folders' absolute paths by relative ones, when the caller has them (else joined here). */
function repositoryLayout(root, skills, plugins, paths) {
    const folderNamesByParent = new Map();
    const absDirOf = new Map(skills.map((s) => [s, paths?.get(s.dir) ?? external_node_path_default().join(root, s.dir)]));
    for (const s of skills) {
        const parent = external_node_path_default().dirname(absDirOf.get(s));
        folderNamesByParent.set(parent, (folderNamesByParent.get(parent) ?? new Set()).add(s.folderName));
    }
    const byName = new Map();
    const byFolder = new Map();
    for (const s of skills) {
        if (!byName.has(s.name))
            byName.set(s.name, s);
        if (!byFolder.has(s.folderName))
            byFolder.set(s.folderName, s);
    }
    const realRoot = external_node_fs_.realpathSync.native(root);
    return {
        realRoot,
        skills,
        // Discovery never walks through a link to a skill (one seen through a linked command folder is found
        // at its real path), so a skill's real folder is its path under the real root: no look on disk.
        realDirOf: new Map(skills.map((s) => [s, realRoot === root ? absDirOf.get(s) : external_node_path_default().join(realRoot, s.dir)])),
        absDirOf,
        folderNamesByParent,
        byName,
        byFolder,
        plugins,
    };
}

;// CONCATENATED MODULE: ./src/skills/checks/references.ts









/**
 * Resolve every link and path a SKILL.md gives the agent. A Markdown link is meant as a file: when it
 * leads nowhere, the skill is broken (an error). A path in the text is read as the agent would: against
 * the skill folder, the plugin root (`${CLAUDE_PLUGIN_ROOT}/…`, `{baseDir}/…`, or any skill of a plugin),
 * or another skill the text names nearby (a dependency). One that still resolves nowhere may be the user's
 * file, so it is only a warning. Letter case is the exception: a file that exists under another case is
 * certainly meant, and breaks on Linux, so it is an error wherever it is written.
 */
function checkReferences(root, skill, layout, files, mentions = []) {
    const pass = new ReferencePass(root, skill, layout, files, mentions);
    const refs = extractReferences(skill.body, skill.bodyStartLine).sort((a, b) => rank(a) - rank(b) || a.line - b.line);
    for (const ref of refs)
        pass.check(ref);
    return pass.result();
}
/**
 * One skill's references, checked in order. What a target resolved to the first time it was met decides every
 * later occurrence (a real path is looked up once), each reported at its own line.
 */
class ReferencePass {
    root;
    skill;
    layout;
    files;
    mentions;
    diagnostics = [];
    dependencies = [];
    pluginFiles = [];
    rootedPaths = [];
    localFiles = new Set();
    resolved = new Map();
    /** A bare name's spelling on disk when it differs only in case, by name: read from disk once. */
    spelledAs = new Map();
    certainlyMissing = new Map();
    unconfirmedAt = [];
    absDir;
    parentDir;
    entries;
    siblings;
    absPluginRoot;
    absProjectRoot;
    scope;
    inPlainTree;
    // Read only when a reference needs them.
    namedInBody;
    template;
    caseIndex;
    skillFolders;
    constructor(root, skill, layout, files, mentions) {
        this.root = root;
        this.skill = skill;
        this.layout = layout;
        this.files = files;
        this.mentions = mentions;
        this.absDir = layout.absDirOf.get(skill);
        this.parentDir = external_node_path_default().dirname(this.absDir);
        this.entries = new Set(files.filter((f) => !f.rel.includes('/')).map((f) => f.rel));
        this.siblings = layout.folderNamesByParent.get(this.parentDir) ?? new Set();
        const pluginRoot = layout.plugins.rootOf(skill.dir);
        this.absPluginRoot = pluginRoot === undefined ? undefined : external_node_path_default().join(root, pluginRoot);
        const projectRoot = projectRootOf(skill.dir);
        this.absProjectRoot = projectRoot === undefined ? undefined : external_node_path_default().join(root, projectRoot);
        this.scope = {
            root,
            skill,
            layout,
            realDir: layout.realDirOf.get(skill),
            absPluginRoot: this.absPluginRoot,
            absProjectRoot: this.absProjectRoot,
            realPaths: new Map(),
        };
        this.inPlainTree = plainSkillTree(this.absDir, files);
    }
    check(ref) {
        if (ref.kind === 'name') {
            this.checkName(ref);
            return;
        }
        const place = this.placeOf(ref);
        // A sample of the user's project (`${CLAUDE_PLUGIN_ROOT}` in a plugin.json included), an example, a
        // word of prose: not a reference. Unless it names a file of this skill in another letter case: then
        // the skill's own file is meant, and the spelling breaks on Linux.
        if (!this.isReference(ref, place)) {
            this.checkSpelling(ref);
            return;
        }
        if (ref.variable !== undefined)
            this.rootedPaths.push({ variable: ref.variable, target: ref.target, line: ref.line });
        const found = this.resolve(ref, place);
        if (found === 'plain')
            return;
        if (found.abs === undefined)
            this.reportMissing(ref, place, found);
        else
            this.recordFound(ref, found, found.abs);
    }
    result() {
        return {
            diagnostics: distinct(confirmRepeats(this.diagnostics, this.unconfirmedAt, this.certainlyMissing)),
            dependencies: this.dependencies,
            pluginFiles: this.pluginFiles,
            rootedPaths: this.rootedPaths,
            localFiles: this.localFiles,
        };
    }
    /** A bare name is only ours when the skill has it; we flag the one mistake we can be sure of. */
    checkName(ref) {
        const { entries } = this;
        if (entries.has(ref.target))
            this.localFiles.add(ref.target);
        if (!this.spelledAs.has(ref.target))
            this.spelledAs.set(ref.target, entries.has(ref.target) || entries.has(`${ref.target}.md`)
                ? undefined
                : findIgnoringCase(this.absDir, ref.target));
        const caseOnly = this.spelledAs.get(ref.target);
        if (caseOnly)
            this.diagnostics.push(caseMismatch(this.skill, ref.target, caseOnly, ref.line));
    }
    placeOf(ref) {
        const segments = ref.target.split('/');
        const first = segments[0];
        const isLink = ref.kind === 'link';
        const sibling = !isLink &&
            !ref.rooted &&
            ref.where !== 'code' &&
            this.siblings.has(first) &&
            first !== this.skill.folderName &&
            meantForASibling(ref);
        const besideSkill = first === '..' && this.siblings.has(segments[1] ?? '') && segments[1] !== this.skill.folderName;
        return { segments, first, isLink, sibling, besideSkill };
    }
    isReference(ref, p) {
        if (ref.where === 'code')
            return false;
        return p.isLink || ref.rooted || p.sibling || meantForTheSkill(ref, p.first, this.entries, p.besideSkill);
    }
    checkSpelling(ref) {
        const spelled = (this.caseIndex ??= skillCaseIndex(this.files)).misspelled(ref.target);
        if (spelled !== undefined)
            this.diagnostics.push(caseMismatch(this.skill, ref.target, spelled, ref.line));
    }
    /** What the target resolved to the first time this kind of reference gave it; looked up now if never. */
    resolve(ref, p) {
        const key = `${p.isLink ? 'l' : 'p'}${p.sibling ? 's' : ''}${ref.rooted ? 'r' : ''}:${ref.target}`;
        const known = this.resolved.get(key);
        if (known !== undefined)
            return known;
        // A file of this skill the walk saw (no link on the way): it exists and it is installed.
        const inSkill = external_node_path_default().resolve(this.absDir, ref.target);
        if (!p.sibling && this.inPlainTree(inSkill)) {
            this.resolved.set(key, 'plain');
            this.localFiles.add(external_node_path_default().relative(this.absDir, inSkill).split((external_node_path_default()).sep).join('/'));
            return 'plain';
        }
        const bases = this.basesFor(ref, p);
        let abs = resolveFirst(bases, ref.target);
        let viaMention;
        if (abs === undefined && !p.isLink) {
            for (const other of this.namedNearby(ref.line)) {
                abs = resolveFirst([external_node_path_default().join(this.root, other.dir)], ref.target);
                if (abs !== undefined) {
                    viaMention = other.name;
                    break;
                }
            }
        }
        const found = { abs, viaMention, bases };
        this.resolved.set(key, found);
        return found;
    }
    /** The folders a path is looked for in, the skill's (or its parent's, for a sibling's file) first. */
    basesFor(ref, p) {
        const { absDir, absPluginRoot, absProjectRoot } = this;
        const bases = p.sibling ? [this.parentDir] : [absDir];
        // A plugin installs as a whole: its skills may point at the plugin's own agents, scripts and prompts.
        if ((!p.isLink || ref.rooted) && absPluginRoot !== undefined && absPluginRoot !== absDir)
            bases.push(absPluginRoot);
        // A project's own skill (`.claude/skills/x`) is read by an agent working in that project.
        if (!p.isLink && absProjectRoot !== undefined)
            bases.push(absProjectRoot);
        return bases;
    }
    namedNearby(line) {
        this.namedInBody ??= skillNamesIn(this.skill, this.layout);
        return nearbySkills(this.mentions, line, this.skill, this.layout, this.namedInBody);
    }
    reportMissing(ref, p, found) {
        const { root, skill } = this;
        const line = ref.line;
        // `null`: looked for in every letter case, not there.
        found.caseOnly ??=
            found.bases.map((b) => findIgnoringCase(b, ref.target)).find((spelled) => spelled !== undefined) ?? null;
        const looked = rel(root, external_node_path_default().resolve(found.bases[0], ref.target));
        const meant = !p.isLink &&
            instructionMeantForSkill(ref, p.first, (this.skillFolders ??= topFolders(this.files)), p.sibling || p.besideSkill);
        // A file the repository has above the skill (a plugin's `scripts/` without a standard manifest) may be what is
        // meant.
        const instruction = meant && !aboveSkill(root, skill.dir, ref.target) ? ref.instruction?.() : undefined;
        if (found.caseOnly)
            this.diagnostics.push(caseMismatch(skill, ref.target, found.caseOnly, line));
        else if (p.isLink && linkMeantAsFile(ref, this.entries, (this.template ??= readsAsDocumentTemplate(skill.body)))) {
            this.certain(ref.target, line, 'links it');
            this.diagnostics.push((0,diagnostic/* diagnostic */.Y)('reference-unresolved', skill.file, `Link target \`${ref.target}\` does not exist (looked for ${looked}). ` +
                `Fix the link or add the file to the skill folder.`, { line }));
        }
        else if (instruction !== undefined) {
            this.certain(ref.target, line, `tells the agent to open or run it (${instruction})`);
            const inSibling = p.sibling ? p.first : p.besideSkill ? p.segments[1] : undefined;
            this.diagnostics.push(missingInstructed(skill, ref.target, line, looked, instruction, inSibling));
        }
        else {
            this.unconfirmedAt.push({ target: ref.target, at: this.diagnostics.length });
            this.diagnostics.push(unconfirmed(root, skill, ref, found.bases, { line }));
        }
    }
    certain(target, line, why) {
        const known = this.certainlyMissing.get(target);
        if (known === undefined)
            this.certainlyMissing.set(target, { line, why, lines: new Set([line]) });
        else
            known.lines.add(line);
    }
    /** Each occurrence is judged as the first was (a real path looked up once), at its own line. */
    recordFound(ref, found, abs) {
        const line = ref.line;
        const outcome = (found.outcome ??= foundOutside(this.scope, ref, abs, found.viaMention));
        if (outcome.kind === 'diagnostic')
            this.diagnostics.push({ ...outcome.diagnostic, line });
        else if (outcome.kind === 'dependency')
            this.dependencies.push({ name: outcome.name, line, via: 'reference' });
        else if (outcome.kind === 'plugin-file') {
            // Where the text puts it (not where a link inside the plugin leads): an install must put it there.
            const file = { path: rel(this.absPluginRoot, abs), line };
            if (ref.variable !== undefined)
                file.variable = ref.variable;
            this.pluginFiles.push(file);
        }
    }
}

// EXTERNAL MODULE: ./src/skills/config/applyConfig.ts
var applyConfig = __webpack_require__(4843);
// EXTERNAL MODULE: ./src/skills/config/validateConfig.ts + 1 modules
var validateConfig = __webpack_require__(2481);
// EXTERNAL MODULE: ./src/skills/dependencies.ts
var dependencies = __webpack_require__(4649);
// EXTERNAL MODULE: ./src/skills/discover.ts
var discover = __webpack_require__(2303);
// EXTERNAL MODULE: ./src/util/readUpTo.ts
var readUpTo = __webpack_require__(7366);
;// CONCATENATED MODULE: ./src/skills/evalSpecFiles.ts



/** How much of a file is read to tell whose eval file it is: a spec's `cases:` key comes early. */
const HEAD_BYTES = 64 * 1024;
/** caliper's spec has a top-level `cases:` key (block or flow style). */
const CASES_KEY = /^(?:cases|"cases"|'cases')\s*:|^\{.*\bcases\s*:/m;
/**
 * Whether an `eval.yaml`-like file is a caliper spec. `.eval.yaml` is caliper's name and always is; another
 * name (`eval.yaml`, `.eval.yml`) is only when the file has caliper's `cases:` key. Other tools keep their
 * evals in `evals/eval.yaml` with `tasks:` and `graders:` (hashicorp/agent-skills): not ours to judge.
 */
function readsAsCaliperSpec(abs, name) {
    if (name === skills_layout/* EVAL_SPEC_FILE */.oW)
        return true;
    let fd;
    try {
        // Discovery lists regular files only; should one have turned into a pipe since, it must not block.
        if (!(0,external_node_fs_.lstatSync)(abs).isFile())
            return true;
        // Nor, swapped for a link since, may it lead outside the repository.
        fd = (0,external_node_fs_.openSync)(abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch {
        return true; // unreadable: say what is wrong with its name, as before
    }
    if (!(0,external_node_fs_.fstatSync)(fd).isFile()) {
        (0,external_node_fs_.closeSync)(fd);
        return true;
    }
    try {
        return CASES_KEY.test((0,readUpTo/* readUpTo */.V)(fd, HEAD_BYTES).toString('utf8'));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/skills/mentions.ts


/**
 * Lines that may hold a mention: a heading, or the character or word each form needs (`/`, `$`, a `:`
 * before a name character, `` ` ``, "skill", "required"). More lines than that pass; none fewer.
 */
const scanMentionLines = (0,markdownLines/* markdownLineScanner */.i)(/\n#|[/$`]|:[a-z0-9]|skill|required/i);
const mentions_NAME = '[a-z0-9][a-z0-9-]*[a-z0-9]|[a-z0-9]';
const SLASH = new RegExp(`(?<![\\w/.:~-])/(${mentions_NAME})(?![\\w/.:?#{-])`, 'g');
/** A table row or a line about web routes: `/playground` there is a page of an app, not a command. */
const WEB_ROUTES = /^\s*\||\b(?:routes?|urls?|endpoints?|pages?)\b/i;
const DOLLAR = new RegExp(`(?<![\\w$])\\$(${mentions_NAME})(?![\\w{-])`, 'g');
/**
 * `superpowers:x`, and `/discord:access` (a plugin's skill run as a command); not an XML element
 * (`<acme:input`, `</acme:input`), an npm scope (`@acme:registry`) or a key (`"acme:x": 1`, `acme:x=1`).
 */
const PLUGIN = new RegExp(`(?<![\\w/.:<@-])/?(${mentions_NAME}):(${mentions_NAME})(?![\\w/:=-]|["']\\s*:)`, 'g');
/** Where a body uses a prefix as an XML namespace: `<acme:activity`, `</acme:x>`, `xmlns:acme=`. */
const XML_PREFIX = /<\/?([A-Za-z][\w.-]*):[A-Za-z]|\bxmlns:([A-Za-z][\w.-]*)\s*=/g;
/** A qualified XML name (`bpmn:UserTask`, `bpmn:sendTask`): a line holding one speaks of XML, not skills. */
const XML_QUALIFIED_NAME = /\b[A-Za-z][\w.-]*:(?:[A-Z]|[a-z]+[A-Z])\w*/;
/** A code span holding nothing but a hyphenated name: a one-word span (`pdf`, `scan`) is too often a tool or format. */
const CODE_NAME = new RegExp(`(?<!\`)\`(${mentions_NAME})\`(?!\`)`, 'g');
/** `../name/` or `../name/file`: the folder of a skill beside this one. */
const SIBLING_PATH = new RegExp(`(?<![\\w.])\\.\\./(${mentions_NAME})(?=/)`, 'g');
/** What every `plugin:name` holds: a colon between two name characters. */
const PLUGIN_COLON = /[a-z0-9]:[a-z0-9]/;
/** "the X skill", "`X` skill", "**X** skill", "x-y skill"; not "a PDF skill", a kind of skill. */
const NAMED = new RegExp(`(?<![\\w/.:-])([Tt]he\\s+)?([*_\`]*)(${mentions_NAME})[*_\`]*(?:'s)?\\s+(?:sub-?)?skill\\b`, 'g');
const mentions_HEADING = new RegExp(`^#{1,6}\\s+[*_\`]*(${mentions_NAME})[*_\`]*\\s*$`);
const REQUIRED_WORD = /required/i;
const SKILL_WORD = /skill/i;
const mentions_URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
/** `REQUIRED SUB-SKILL: Use x`: the label, what may lead the name, then the name (its emphasis in group 1, it in 2). */
const REQUIRED_KIND = '(?: SKILL| SUB-SKILL| BACKGROUND| SKILLS| SUB-SKILLS)';
const REQUIRED_LABEL = String.raw `\bREQUIRED(?: [A-Z-]+)*${REQUIRED_KIND}\s*:\**\s*`;
const REQUIRED_LEAD = String.raw `(?:use\s+|you must (?:use|understand)\s+|the\s+|invoke\s+)?`;
const REQUIRED = new RegExp(`${REQUIRED_LABEL}${REQUIRED_LEAD}([*_\`]*)([a-z0-9][a-z0-9:-]*[a-z0-9])`, 'i');
/** Every mention of a skill in a SKILL.md body, outside fenced code, in line order. Pure. */
function extractMentions(body, bodyStartLine) {
    const out = [];
    // Most lines hold none of these forms: a cheap look for the characters each form needs comes first.
    const mayRequire = REQUIRED_WORD.test(body);
    const xmlPrefixes = body.includes(':') ? xmlNamespacePrefixes(body) : new Set();
    scanMentionLines(body, bodyStartLine, (text, line, block) => {
        if (block !== undefined)
            return;
        const heading = text.startsWith('#') ? mentions_HEADING.exec(text)?.[1] : undefined;
        if (heading !== undefined)
            out.push({ name: heading, line, form: 'heading' });
        const prose = text.includes('://') ? text.replace(mentions_URL, ' ') : text;
        if (prose.includes('/') && !WEB_ROUTES.test(prose))
            for (const m of prose.matchAll(SLASH))
                out.push({ name: m[1], line, form: 'slash' });
        if (prose.includes('$'))
            for (const m of prose.matchAll(DOLLAR))
                out.push({ name: m[1], line, form: 'dollar' });
        if (PLUGIN_COLON.test(prose)) {
            const xmlLine = XML_QUALIFIED_NAME.test(prose);
            for (const m of prose.matchAll(PLUGIN)) {
                const mention = { name: m[2], line, form: 'plugin', plugin: m[1] };
                // `/acme:x` runs a command or skill: no XML name is written with a leading `/` (`</acme:x` is not matched).
                if (!m[0].startsWith('/') && (xmlLine || xmlPrefixes.has(m[1])))
                    mention.xmlName = true;
                out.push(mention);
            }
        }
        if (SKILL_WORD.test(prose))
            for (const m of prose.matchAll(NAMED)) {
                if (m[1] !== undefined || m[2] !== '' || m[3].includes('-'))
                    out.push({ name: m[3], line, form: 'named' });
            }
        // "Namespace by tool (e.g., `gh-address-comments`)": a name offered as an example is no skill to use.
        if (prose.includes('`') && !EXAMPLE_MARKER.test(prose)) {
            for (const m of prose.matchAll(CODE_NAME))
                if (m[1].includes('-'))
                    out.push({ name: m[1], line, form: 'code' });
        }
        if (prose.includes('../'))
            for (const m of prose.matchAll(SIBLING_PATH))
                out.push({ name: m[1], line, form: 'path' });
        const required = mayRequire ? REQUIRED.exec(prose) : null;
        // `REQUIRED SUB-SKILL: Use superpowers:x` is already a `plugin` mention; a plain word must look like a name.
        const name = required?.[2];
        if (name !== undefined && !name.includes(':') && (required[1] !== '' || name.includes('-')))
            out.push({ name: name.toLowerCase(), line, form: 'required' });
    });
    return out;
}
/** The prefixes a body (fenced code included) uses as XML namespaces. */
function xmlNamespacePrefixes(body) {
    const prefixes = new Set();
    for (const m of body.matchAll(XML_PREFIX))
        prefixes.add(m[1] ?? m[2]);
    return prefixes;
}

// EXTERNAL MODULE: ./src/skills/checks/pluginVariables.ts
var pluginVariables = __webpack_require__(746);
// EXTERNAL MODULE: ./src/skills/plugins.ts
var plugins = __webpack_require__(7594);
// EXTERNAL MODULE: ./src/util/trialFiles.ts
var trialFiles = __webpack_require__(4205);
;// CONCATENATED MODULE: ./src/skills/scan/binaryFormat.ts
/** File formats a skill ships as assets (images, fonts, documents, archives), by their first bytes. */
const SIGNATURES = [
    { name: 'a PNG image', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
    { name: 'a JPEG image', bytes: [0xff, 0xd8, 0xff] },
    { name: 'a GIF image', bytes: 'GIF8' },
    { name: 'a WebP image', at: 8, bytes: 'WEBP' },
    { name: 'a TIFF image', bytes: [0x49, 0x49, 0x2a, 0x00] },
    { name: 'a TIFF image', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
    { name: 'an icon', bytes: [0x00, 0x00, 0x01, 0x00] },
    { name: 'a PDF document', bytes: '%PDF-' },
    { name: 'a ZIP archive (or an Office document, a JAR)', bytes: [0x50, 0x4b, 0x03, 0x04] },
    { name: 'a gzip archive', bytes: [0x1f, 0x8b] },
    { name: 'a bzip2 archive', bytes: 'BZh' },
    { name: 'an xz archive', bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
    { name: 'a 7-Zip archive', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
    { name: 'a tar archive', at: 257, bytes: 'ustar' },
    { name: 'a TrueType font', bytes: [0x00, 0x01, 0x00, 0x00] },
    { name: 'an OpenType font', bytes: 'OTTO' },
    { name: 'a TrueType collection', bytes: 'ttcf' },
    { name: 'a WOFF font', bytes: 'wOFF' },
    { name: 'a WOFF2 font', bytes: 'wOF2' },
    { name: 'a RIFF file (WAV audio, AVI video)', bytes: 'RIFF' },
    { name: 'an Ogg stream', bytes: 'OggS' },
    { name: 'an MP3 file', bytes: 'ID3' },
    { name: 'an MP4 or QuickTime file', at: 4, bytes: 'ftyp' },
    { name: 'a SQLite database', bytes: 'SQLite format 3\u0000' },
    { name: 'an ELF executable', bytes: [0x7f, 0x45, 0x4c, 0x46] },
    { name: 'a WebAssembly module', bytes: [0x00, 0x61, 0x73, 0x6d] },
    { name: 'a Java class file', bytes: [0xca, 0xfe, 0xba, 0xbe] },
];
/** What binary format these bytes begin as (`a PNG image`), or undefined for none caliper knows. */
function binaryFormat(bytes) {
    return SIGNATURES.find((s) => {
        const expected = typeof s.bytes === 'string' ? Buffer.from(s.bytes, 'latin1') : Buffer.from(s.bytes);
        const at = s.at ?? 0;
        return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
    })?.name;
}

;// CONCATENATED MODULE: ./src/skills/scan/reader.ts


/** A referenced file over this is not scanned (SKILL.md itself is capped at 256 KiB by readSkill). */
const SCAN_FILE_MAX_BYTES = 1024 * 1024;
/** The bytes of referenced files one validate run scans in all. */
const SCAN_TOTAL_MAX_BYTES = 64 * 1024 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The content scan's reader of a repository's files: the one guarded reader (no link followed, not a
 * FIFO or device, each file once however many hard links name it), bounded per file and per run.
 */
function scanReader(realRoot) {
    const read = (0,trialFiles/* readEachOnce */.bh)(realRoot, new trialFiles/* ByteBudget */.Gz(SCAN_TOTAL_MAX_BYTES), SCAN_FILE_MAX_BYTES);
    return (rel) => {
        const got = read(rel);
        switch (got.kind) {
            case 'file':
                return textOf(got.bytes);
            case 'over-budget':
                return { kind: 'unscanned', why: { kind: 'over-budget', size: sizeOf(realRoot, rel) } };
            case 'refused': {
                const size = sizeOf(realRoot, rel);
                return {
                    kind: 'unscanned',
                    why: size > SCAN_FILE_MAX_BYTES ? { kind: 'too-large', size } : { kind: 'refused', reason: got.reason },
                };
            }
            default:
                return { kind: 'nothing' };
        }
    };
}
/** The file's text; a known binary format is an asset, anything else that is not UTF-8 is said to be so. */
function textOf(bytes) {
    const nul = bytes.indexOf(0);
    const text = nul >= 0 ? undefined : decoded(bytes);
    if (text !== undefined)
        return { kind: 'text', text };
    const format = binaryFormat(bytes);
    if (format !== undefined)
        return { kind: 'binary', format };
    const detail = nul >= 0
        ? `a NUL byte at offset ${nul}${utf16(bytes)}`
        : `a byte that is not UTF-8 at offset ${firstBadByte(bytes)}`;
    return { kind: 'unscanned', why: { kind: 'not-text', detail } };
}
function decoded(bytes) {
    try {
        return utf8.decode(bytes);
    }
    catch {
        return undefined;
    }
}
/** " (… UTF-16 text)" when the file starts with a UTF-16 byte order mark. */
function utf16(bytes) {
    const bom = bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
    return bom ? ' (it starts with a UTF-16 byte order mark: it is UTF-16 text)' : '';
}
/** The offset of the first byte that is not UTF-8: the longest prefix that decodes (a cut sequence allowed). */
function firstBadByte(bytes) {
    let lo = 0;
    let hi = bytes.length;
    while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        try {
            new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
            lo = mid;
        }
        catch {
            hi = mid;
        }
    }
    return lo;
}
function sizeOf(realRoot, rel) {
    const found = (0,trialFiles/* statTrialFile */.vE)(realRoot, rel);
    return found.kind === 'regular' ? found.size : 0;
}

;// CONCATENATED MODULE: ./src/skills/scan/caution.ts
/**
 * Words by which a text presents a command or phrase as something to avoid or detect: a skill about
 * security documents `curl … | bash` and "ignore previous instructions" as attacks. A finding whose
 * line, the lines just before it (or before its code block) or its section heading say so is not one.
 * Only words that name a threat or a prohibition of that very act: "do not" alone is in every text.
 */
const CAUTION = new RegExp([
    String.raw `\b(?:attack(?:er|ers|s|ed)?|malicious|dangerous|danger|exploit(?:s|ed|ation)?|payloads?)\b`,
    String.raw `\b(?:vulnerab(?:le|ility|ilities)|insecure|unsafe|anti-?patterns?|red flags?|phishing|suspicious)\b`,
    String.raw `\b(?:injection|evil|exfiltrat\w*|threats?|backdoor\w*|malware|compromised?)\b`,
    String.raw `\bbad\s*(?:example|practice|pattern)s?\b|\*\*bad\b|\bbad\s*:|\bwrong\s*:|\bavoid\b`,
    String.raw `\b(?:never|do\s+not|don't)\s+(?:run|pipe|execute|paste|use|do|copy|follow|obey|install)\b`,
    '❌|🚫|⛔',
].join('|'), 'i');
/** Non-blank lines before a finding (or before its code block's fence) read as its context. */
const LINES_BEFORE = 3;
const caution_HEADING = /^\s{0,3}#{1,6}\s/;
const caution_FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const outlines = new WeakMap();
/** Whether the text around 1-based `line` presents what is on it as a threat or a thing not to do. */
function warnsAgainst(t, line) {
    if (CAUTION.test(t.line(line)))
        return true;
    const shape = t.markdown ? outlineOf(t) : undefined;
    const fence = shape?.fence[line - 1];
    const before = nonBlankBefore(t, fence ?? line, LINES_BEFORE);
    if (fence !== undefined && fence !== line)
        before.push(...nonBlankBefore(t, line, 2));
    for (const heading of shape?.headings[line - 1] ?? [])
        before.push(t.line(heading));
    return before.some((text) => CAUTION.test(text));
}
function nonBlankBefore(t, line, count) {
    const out = [];
    for (let l = line - 1; l >= 1 && out.length < count; l--) {
        const text = t.line(l);
        if (text.trim() !== '')
            out.push(text);
    }
    return out;
}
function outlineOf(t) {
    let shape = outlines.get(t);
    if (shape !== undefined)
        return shape;
    shape = { headings: [], fence: [] };
    let chain = [];
    let lines = [];
    let fence;
    for (let l = 1; l <= t.lineCount; l++) {
        const text = t.line(l);
        const mark = caution_FENCE.exec(text)?.[1];
        if (mark !== undefined && fence === undefined)
            fence = { line: l, mark: mark[0] };
        else if (mark !== undefined && fence !== undefined && mark[0] === fence.mark) {
            shape.fence.push(fence.line);
            shape.headings.push(lines);
            fence = undefined;
            continue;
        }
        else if (fence === undefined && caution_HEADING.test(text)) {
            const level = /#+/.exec(text)[0].length;
            chain = [...chain.filter((h) => h.level < level), { line: l, level }];
            lines = chain.map((h) => h.line);
        }
        shape.fence.push(fence?.line);
        shape.headings.push(lines);
    }
    outlines.set(t, shape);
    return shape;
}

// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/skills/scan/excerpt.ts

/** Characters that change how text is shown without being seen: bidi controls, zero-width marks, tags, BOM. */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF\u{E0000}-\u{E007F}]/u;
const NAMES = {
    0x200b: 'ZERO WIDTH SPACE',
    0x200c: 'ZERO WIDTH NON-JOINER',
    0x200d: 'ZERO WIDTH JOINER',
    0x2060: 'WORD JOINER',
    0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
    0x202a: 'LEFT-TO-RIGHT EMBEDDING',
    0x202b: 'RIGHT-TO-LEFT EMBEDDING',
    0x202c: 'POP DIRECTIONAL FORMATTING',
    0x202d: 'LEFT-TO-RIGHT OVERRIDE',
    0x202e: 'RIGHT-TO-LEFT OVERRIDE',
    0x2066: 'LEFT-TO-RIGHT ISOLATE',
    0x2067: 'RIGHT-TO-LEFT ISOLATE',
    0x2068: 'FIRST STRONG ISOLATE',
    0x2069: 'POP DIRECTIONAL ISOLATE',
};
/** `U+202E RIGHT-TO-LEFT OVERRIDE`; a tag character as `U+E0041 TAG`. */
function codePointName(cp) {
    const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    return `${hex} ${NAMES[cp] ?? (cp >= 0xe0000 && cp <= 0xe007f ? 'TAG' : 'CHARACTER')}`;
}
const SHOWN_INVISIBLE = new RegExp(INVISIBLE.source, 'gu');
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const redactor = (0,redact/* createRedactor */.lY)();
const WIDTH = 100;
/**
 * A short quote of `text` around `at` for a message: invisible and control characters shown as their
 * code points (so a message cannot carry them), token shapes redacted (the one redactor), backticks
 * swapped for a look-alike (the message's own code quotes stay whole). Each renderer escapes it again
 * for its medium.
 */
function excerpt(text, at = 0, length = 0) {
    const from = Math.max(0, Math.min(at - 30, at + length + 40 - WIDTH));
    const to = Math.min(text.length, from + WIDTH);
    const cut = text.slice(from, to).trim();
    const named = (c) => `<U+${c.codePointAt(0).toString(16).toUpperCase()}>`;
    const shown = cut.replace(SHOWN_INVISIBLE, named).replace(CONTROL, ' ');
    return `${from > 0 ? '…' : ''}${redactor.text(shown).replace(/`/g, 'ˋ')}${to < text.length ? '…' : ''}`;
}

;// CONCATENATED MODULE: ./src/skills/scan/agentOverride.ts


const BLANKS = String.raw `[^\S\n]+`;
/** A phrase written with plain spaces, each of which matches a run of blanks within the line. */
const phrase = (does, ...parts) => ({ does, source: parts.join('').replace(/ /g, BLANKS) });
const DROP = 'tells the agent to drop the instructions it was given';
const HIDE = 'tells the agent to hide what it does from the user';
/** Phrases that speak to the agent over the user's head; each names the act, not a topic. */
const PHRASES = [
    phrase(DROP, String.raw `\b(?:ignore|disregard) (?:all |any )?(?:of )?(?:the |your |my )?`, String.raw `(?:previous|prior|above|earlier|preceding|foregoing|system|original|other) `, String.raw `(?:instructions?|prompts?|rules|directives|guidelines|messages)\b`),
    phrase(DROP, String.raw `\bforget (?:all|everything) (?:previous|prior|above|you (?:were|have been) told)\b`),
    phrase('tells the agent to set aside its system prompt or safety rules', String.raw `\b(?:ignore|disregard|override|bypass|forget) (?:your|the) (?:system (?:prompt|message)|`, String.raw `safety (?:guidelines|rules|instructions|polic(?:y|ies)|filters?)|`, String.raw `guard(?: |-)?rails|content polic(?:y|ies))\b`),
    phrase('asks the agent to reveal its system prompt', String.raw `\b(?:reveal|print|output|repeat|dump|leak) (?:me )?(?:your|the) `, String.raw `(?:full |entire |complete |original )?system prompt\b`),
    phrase(HIDE, String.raw `\b(?:do not|don't|never) (?:tell|inform|notify|alert|warn) the user `, String.raw `(?:about (?:this|these|it)|that you|what you)\b`),
    phrase(HIDE, String.raw `\b(?:do not|don't|never) (?:mention|reveal|disclose|show) `, String.raw `(?:this|these (?:steps|instructions|commands)|it) to the user\b`),
    phrase(HIDE, String.raw `\b(?:keep|hide) (?:this|these|it) (?:secret |hidden )?from the user\b`),
    phrase("tells the agent to act behind the user's back", String.raw `\bwithout (?:the user(?:'s)? (?:knowing|knowledge|noticing)|`, String.raw `(?:telling|informing|notifying|alerting) the user)\b`),
    phrase('tries to switch the agent into an unrestricted mode', String.raw `\byou are now (?:in )?(?:dan\b|developer mode|jailbroken|unrestricted|unfiltered|`, String.raw `free (?:of|from) (?:all )?(?:restrictions|rules))`),
    phrase('poses as a new system prompt', String.raw `\bnew system prompt(?: )?:`),
];
/** Every phrase in one pass over the lower-cased text (no `i` flag); group `i + 1` is phrase `i`. */
const ANY = new RegExp(PHRASES.map((p) => `(${p.source})`).join('|'), 'g');
/** "Never push without telling the user": the negation makes it a guard rail, not a way round one. */
const NEGATED = /\b(?:never|not|don't|no)\b[^.!?\n]{0,60}$/i;
/**
 * Instructions aimed at the agent's guard rails: to ignore its earlier instructions or system prompt,
 * reveal it, or keep what it does from the user. A skill needs none of these; a text that quotes them
 * as attacks (a skill about prompt injection) is not one (see `warnsAgainst`). Read in Markdown only.
 */
function scanAgentOverride(t) {
    // Words the agent is to obey are in its Markdown; a script is run, and its strings are data.
    if (!t.markdown)
        return [];
    const out = [];
    let lastLine = 0;
    for (const m of t.lower.matchAll(ANY)) {
        const { does } = PHRASES[m.findIndex((group, i) => i > 0 && group !== undefined) - 1];
        const { line, column } = t.position(m.index);
        if (line === lastLine)
            continue;
        const text = t.line(line);
        if (does.includes("user's back") && NEGATED.test(text.slice(0, column - 1)))
            continue;
        if (warnsAgainst(t, line))
            continue;
        lastLine = line;
        out.push({
            rule: 'agent-override',
            at: m.index,
            message: `This ${does} (\`${excerpt(text, column - 1, m[0].length)}\`): ` +
                'a skill that needs this is working against the user. ' +
                'Remove it; if the skill documents the phrase as an attack, say so on the line or in its heading.',
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/skills/scan/shellLines.ts
/** At most this many physical lines are joined into one command: a file of `\` lines stays linear. */
const MAX_JOINED = 20;
/**
 * The logical lines that hold a match of `anchor` (a global regex), each once, in order. Only the lines
 * around a hit are read, so a long file with few hits costs one regex pass.
 */
function linesAround(text, anchor, searched = text) {
    const out = [];
    let coveredTo = -1;
    for (const m of searched.matchAll(anchor)) {
        if (m.index < coveredTo)
            continue;
        const line = logicalLineAt(text, m.index);
        coveredTo = line.end;
        out.push({ text: line.text, at: line.at });
    }
    return out;
}
/** The logical line holding `offset`: back over lines continued into it, on over the lines it continues into. */
function logicalLineAt(text, offset) {
    let start = text.lastIndexOf('\n', offset - 1) + 1;
    for (let n = 0; n < MAX_JOINED && start > 0 && continues(text, start - 1); n++) {
        start = text.lastIndexOf('\n', start - 2) + 1;
    }
    const parts = [];
    let from = start;
    let end = from;
    for (let n = 0; n <= MAX_JOINED; n++) {
        const nl = text.indexOf('\n', from);
        end = nl === -1 ? text.length : nl;
        const part = text.slice(from, end).replace(/\r$/, '');
        if (nl === -1 || !part.endsWith('\\') || n === MAX_JOINED) {
            parts.push(part);
            break;
        }
        parts.push(part.slice(0, -1));
        from = nl + 1;
    }
    return { text: parts.join(' '), at: start, end };
}
/** Whether the line ending at the newline `nl` ends in a `\` (a continuation). */
function continues(text, nl) {
    const before = text[nl - 1] === '\r' ? nl - 2 : nl - 1;
    return before >= 0 && text[before] === '\\';
}
/** The stages of a pipeline (`a | b`), split at single pipes (not `||`). */
function pipeStages(line) {
    return line.split(/(?<!\|)\|(?!\|)/);
}

;// CONCATENATED MODULE: ./src/skills/scan/joined.ts
/** A regex written in several source parts (a long pattern stays within the line length). */
function joined(flags, ...parts) {
    return new RegExp(parts.join(''), flags);
}

;// CONCATENATED MODULE: ./src/skills/scan/dataExfiltration.ts




/** Commands that send bytes to another host. */
const SENDER = joined('i', String.raw `\b(?:curl|wget|nc|ncat|netcat|socat|telnet|scp|rsync|sftp|invoke-webrequest|invoke-restmethod|iwr|irm)\b`, String.raw `|\/dev\/(?:tcp|udp)\/`);
const STREAM_SENDER = /\b(?:nc|ncat|netcat|socat|telnet)\b|\/dev\/(?:tcp|udp)\//i;
const COPY_SENDER = /\b(?:scp|rsync|sftp)\b/i;
/** Files that hold the user's keys, credentials or environment (a public key, `.pub`, is not one). */
const SENSITIVE = new RegExp([
    String.raw `\.ssh\/(?![\w.-]*\.pub\b)[\w.-]*`,
    String.raw `\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)`,
    String.raw `\.aws\/[\w.-]*`,
    String.raw `(?<![\w.-])\.env(?:\.(?!example|sample|template|dist)[\w-]+)?(?![\w.-])`,
    String.raw `\/etc\/(?:passwd|shadow|sudoers)\b`,
    String.raw `\.(?:netrc|git-credentials|npmrc|pypirc|pgpass|bash_history|zsh_history)\b`,
    String.raw `\.docker\/config\.json|\.kube\/config|\.config\/gh\/hosts\.yml|\.config\/gcloud\b|\.azure\/|\.gnupg\/`,
    String.raw `\bcredentials\.json\b|\bsecrets?\.(?:env|json|ya?ml)\b`,
].join('|'), 'gi');
/** SENDER in the lower-cased text (no `i` flag: the engine skips to a literal): each finding's line has one. */
const ANCHOR = new RegExp(SENDER.source, 'g');
/** What may stand right before a file a sender uploads: `-d @`, `-F x=@`, `-T`, `--post-file=`, `-InFile`, `$(cat `. */
const UPLOAD_BEFORE = joined('i', String.raw `(?:(?:^|[\s=("'])@["']?|(?:-T|--upload-file|--post-file=?|--body-file=?|-InFile)\s*["']?`, String.raw `|\$\(\s*cat\s+(?:-\w+\s+)*["']?|\`cat\s+["']?)[^\s"'@]*$`);
const REDIRECT_BEFORE = /<\s*["']?[^\s"'<]*$/;
const READER = /^\s*(?:sudo\s+)?(?:cat|base64|tar|zip|gzip|xxd|openssl|gpg|type|get-content)\b/i;
const REMOTE = /\s(?:[\w.-]+@)?[\w.-]+:(?!\/\/)/;
/**
 * Commands that send the user's secrets to another host: `curl -d @~/.ssh/id_rsa`, `--data-binary
 * @/etc/passwd`, `nc host < .env`, `cat ~/.aws/credentials | curl -d @- …`, `scp ~/.ssh/id_rsa host:`.
 * A skill has no reason to upload them. Uploads of other files (`-d @body.json`) are the skill's work.
 */
function scanDataExfiltration(t) {
    const out = [];
    for (const line of linesAround(t.text, ANCHOR, t.lower)) {
        const hit = sentFile(line.text);
        if (hit === undefined)
            continue;
        const { line: number } = t.position(line.at);
        if (warnsAgainst(t, number))
            continue;
        out.push({
            rule: 'data-exfiltration',
            at: line.at + Math.min(hit.at, t.line(number).length),
            message: `This sends \`${excerpt(hit.file)}\` to another host (\`${excerpt(line.text, hit.at)}\`): ` +
                "it holds the user's keys, credentials or environment, and a skill has no reason to upload them. " +
                'Remove the command; if the skill needs a credential, have it read one the user grants.',
        });
    }
    return out;
}
/** The sensitive file `line` sends, and where it is named. */
function sentFile(line) {
    const stages = pipeStages(line);
    const senderStage = stages.findIndex((s) => SENDER.test(s));
    for (const m of line.matchAll(SENSITIVE)) {
        const before = line.slice(Math.max(0, m.index - 80), m.index);
        const stage = pipeStages(line.slice(0, m.index)).length - 1;
        const sent = UPLOAD_BEFORE.test(before) ||
            (REDIRECT_BEFORE.test(before) && STREAM_SENDER.test(line)) ||
            (COPY_SENDER.test(line) && REMOTE.test(line.slice(m.index + m[0].length))) ||
            (READER.test(stages[stage]) && stages.slice(stage + 1).some((s) => SENDER.test(s))) ||
            (stage === senderStage && /\$\(|`/.test(before) && /\bcat\b/.test(before));
        if (sent)
            return { file: m[0], at: m.index };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/skills/scan/downloadAndRun.ts




/** What every finding's line holds, looked for in the lower-cased text (no `i` flag: literal search). */
const downloadAndRun_ANCHOR = /curl|wget|\birm\b|\biwr\b|invoke-(?:restmethod|webrequest)|downloadstring/g;
const FETCHES = /\b(?:curl|wget|irm|iwr|invoke-restmethod|invoke-webrequest)\b|\.downloadstring\s*\(/i;
/** A stage that runs what it reads: a shell (not `-c`), an interpreter reading stdin, `iex`. */
const SUDO = String.raw `^\s*(?:sudo\b(?:\s+-[\w-]+)*\s+)?`;
const ENV = String.raw `(?:env\b(?:\s+\w+=\S*)*\s+)?`;
const SHELL = joined('i', SUDO, ENV, String.raw `(?:(?:\/usr)?\/bin\/)?(?:ba|z|k|da|fi)?sh\b(?!\s+-c\b)`);
const INTERPRETER = joined('i', SUDO, String.raw `(?:python[\d.]*|perl|ruby|node|pwsh|powershell)(?:\s+-)?\s*(?:$|[;&)'"\`])`);
const INVOKE = /^\s*(?:iex|invoke-expression)\b/i;
/** A shell running a download by substitution: `bash <(curl …)`, `eval "$(curl …)"`, `iex (irm …)`. */
const SUBSTITUTED = [
    /(?:\b(?:ba|z|k)?sh|\bsource|(?:^|\s)\.)\s+(?:-[\w-]+\s+)*<\(\s*(?:curl|wget)\b/i,
    /\b(?:eval|(?:ba|z)?sh\s+-c)\s+["']?\$\(\s*(?:curl|wget)\b/i,
    joined('i', String.raw `\b(?:iex|invoke-expression)\s*\(?\s*\(?\s*`, String.raw `(?:irm|iwr|invoke-restmethod|invoke-webrequest|curl|wget|new-object\s+(?:system\.)?net\.webclient)\b`),
];
/** A URL on a name reserved for documentation (RFC 2606): nothing real is downloaded from it. */
const RESERVED_HOST = joined('i', String.raw `:\/\/(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.(?:example|test|invalid|localhost)|localhost)`, String.raw `(?=[/:'"\s)]|$)`);
/** The line has the user, not the agent, run it: what this rule's message asks for. */
const FOR_THE_USER = /\b(?:ask|tell|instruct|have)\s+(?:the\s+)?user\s+to\b|\binstruct\s+(?:the\s+)?user\b/i;
/**
 * Lines that download a script and run it unseen: `curl … | sh`, `wget -O- … | bash`, `bash <(curl …)`,
 * `iex (irm …)`. The agent would run whatever the server sends at that moment, unreviewed. Not one: a
 * line the text presents as an attack or a thing not to do (see `warnsAgainst`), one that has the user
 * install the tool, one whose URL is on a documentation name (`example.com`).
 */
function scanDownloadAndRun(t) {
    const out = [];
    for (const line of linesAround(t.text, downloadAndRun_ANCHOR, t.lower)) {
        const at = runsDownload(line.text);
        if (at === undefined || RESERVED_HOST.test(line.text) || FOR_THE_USER.test(line.text))
            continue;
        const { line: number } = t.position(line.at);
        if (warnsAgainst(t, number))
            continue;
        out.push({
            rule: 'download-and-run',
            at: line.at + Math.min(at, t.line(number).length),
            message: `This runs a script straight from the network (\`${excerpt(line.text, at)}\`): ` +
                'the agent would execute whatever the server sends at that moment, unreviewed. ' +
                'Pin a release and check its checksum, ship the script in the skill, ' +
                'or tell the user to install the tool themselves.',
        });
    }
    return out;
}
/** Where in `line` the download that is run starts, or undefined. */
function runsDownload(line) {
    for (const pattern of SUBSTITUTED) {
        const m = pattern.exec(line);
        if (m)
            return m.index;
    }
    const stages = pipeStages(line);
    let offset = 0;
    for (let i = 0; i < stages.length - 1; i++) {
        const next = stages[i + 1];
        if (FETCHES.test(stages[i]) && (SHELL.test(next) || INTERPRETER.test(next) || INVOKE.test(next))) {
            return offset + stages[i].search(FETCHES);
        }
        offset += stages[i].length + 1;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/skills/scan/hiddenUnicode.ts

/** Runs of bidi controls, zero-width characters, word joiners, BOMs and tag characters. */
const RUN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF\u{E0000}-\u{E007F}]+/gu;
const JOINERS = /^[\u200C\u200D]+$/u;
const TAGS = /^[\u{E0000}-\u{E007F}]+$/u;
/** A single zero-width character at a line's start before a fence: the way to show a fence inside one. */
const FENCE_ESCAPE = /^[\u200B\u2060\uFEFF](?:`{3}|~{3})/u;
const BLACK_FLAG = 0x1f3f4;
/**
 * Characters that make a reviewer see other text than the agent reads: bidi controls reorder what is
 * shown, zero-width characters split words a reviewer or filter looks for, tag characters spell text no
 * one sees. Left alone: a BOM at the start of the file, joiners inside emoji or between letters of a
 * script that needs them, the tags of a flag emoji, one zero-width character escaping a fence.
 */
function scanHiddenUnicode(t) {
    const out = [];
    let lastLine = 0;
    for (const m of t.text.matchAll(RUN)) {
        const run = m[0];
        const at = m.index;
        if (benign(t.text, run, at))
            continue;
        const { line } = t.position(at);
        if (line === lastLine)
            continue; // one finding per line: its message names what the line holds
        lastLine = line;
        out.push({ rule: 'hidden-unicode', at, message: hiddenUnicode_message(t.line(line), t.position(at).column - 1) });
    }
    return out;
}
function benign(text, run, at) {
    if (at === 0 && run === '\uFEFF')
        return true;
    const before = text.codePointAt(at - 1 >= 0 && /[\uDC00-\uDFFF]/.test(text[at - 1]) ? at - 2 : at - 1);
    const after = text.codePointAt(at + run.length);
    if (JOINERS.test(run))
        return visibleNonAscii(before) && visibleNonAscii(after);
    if (TAGS.test(run))
        return before === BLACK_FLAG && run.endsWith('\u{E007F}');
    const lineStart = at === 0 || text[at - 1] === '\n';
    return lineStart && FENCE_ESCAPE.test(text.slice(at, at + 4));
}
/** An emoji, a variation selector or a letter of a script other than Latin-1: a joiner there shapes text. */
function visibleNonAscii(cp) {
    return cp !== undefined && cp > 0xff && !(cp >= 0x200b && cp <= 0x206f) && !isInvisible(cp);
}
function hiddenUnicode_message(lineText, column) {
    const found = new Map();
    let hidden = '';
    for (const ch of lineText) {
        const cp = ch.codePointAt(0);
        if (!isInvisible(cp))
            continue;
        found.set(cp, (found.get(cp) ?? 0) + 1);
        // Tag characters U+E0020–E007E mirror ASCII: they spell a text that no one sees.
        if (cp >= 0xe0020 && cp <= 0xe007e)
            hidden += String.fromCodePoint(cp - 0xe0000);
    }
    const total = [...found.values()].reduce((a, b) => a + b, 0);
    const names = [...found.keys()].slice(0, 4).map(codePointName).join(', ') + (found.size > 4 ? ', …' : '');
    const spelled = hidden.trim() === '' ? '' : ` Its tag characters spell \`${excerpt(hidden)}\`.`;
    return (`This line holds ${total === 1 ? 'an invisible character' : `${total} invisible characters`} (${names}): ` +
        `a reviewer sees other text than the agent reads.${spelled} ` +
        `Remove them, or write the character as an escape if the skill needs it (\`${excerpt(lineText, column)}\`).`);
}
function isInvisible(cp) {
    return INVISIBLE.test(String.fromCodePoint(cp));
}

;// CONCATENATED MODULE: ./src/skills/scan/notScanned.ts


const MIB = 1024 * 1024;
/** Binary files listed by name in one content-binary finding; more are counted. */
const LISTED = 5;
/** A file SKILL.md references whose text the content scan did not read, and why: never passed over in silence. */
function notScannedDiagnostic(file, why) {
    return (0,diagnostic/* diagnostic */.Y)('content-not-scanned', file, `${file} was not scanned: ${reason(why)}. ${advice(why)}`);
}
/**
 * The files in a binary format (an image, a font, a PDF) a skill's SKILL.md references, in one quieter
 * finding on SKILL.md: a skill ships those, and the scan reads text.
 */
function binaryAssetsDiagnostic(skillFile, assets) {
    const named = assets.slice(0, LISTED).map((a) => `${a.file} (${a.format.replace(/^an? /, '')})`);
    const more = assets.length > LISTED ? ` and ${assets.length - LISTED} more` : '';
    const files = assets.length === 1 ? 'file' : 'files';
    return (0,diagnostic/* diagnostic */.Y)('content-binary', skillFile, `The content scan reads text, so it did not read the binary ${files} ` +
        `SKILL.md references: ${named.join(', ')}${more}. ` +
        'Nothing is wrong if they are assets; if the agent is to read one as instructions, make it a text file.');
}
function reason(why) {
    switch (why.kind) {
        case 'not-text':
            return `it holds ${why.detail}, so it is neither UTF-8 text nor a binary format caliper knows`;
        case 'too-large':
            return (`it is ${why.size.toLocaleString('en-US')} bytes, over the ` +
                `${mebibytes(SCAN_FILE_MAX_BYTES)} the scan reads of one file`);
        case 'over-budget':
            return `the scan had read the ${mebibytes(SCAN_TOTAL_MAX_BYTES)} of referenced files it reads in one run`;
        case 'refused':
            return why.reason;
    }
}
function advice(why) {
    switch (why.kind) {
        case 'not-text':
            return 'An agent may still read it as text: save it as UTF-8 (or, if it is binary data, in its usual format).';
        case 'too-large':
            return 'An agent told to read it still does: split it into files under 1 MiB, or review it by hand.';
        case 'over-budget':
            return ('Validate fewer skills at a time (`caliper validate` on part of the ' +
                'repository, or `--ignore` the rest) to scan it.');
        case 'refused':
            return 'Make it a regular file inside the skill folder, or review what it holds by hand.';
    }
}
/** `1 MiB (1,048,576 bytes)`. */
function mebibytes(bytes) {
    return `${bytes / MIB} MiB (${bytes.toLocaleString('en-US')} bytes)`;
}

;// CONCATENATED MODULE: ./src/skills/scan/secrets.ts

/** Token shapes of well-known providers; each needs a body long enough to be a live key. */
const SHAPES = [
    { what: 'an Anthropic API key', pattern: /\b(sk-ant-(?:api\d\d-|admin\d\d-)?)[A-Za-z0-9_-]{20,}/g },
    { what: 'an OpenAI project key', pattern: /\b(sk-proj-)[A-Za-z0-9_-]{20,}/g },
    { what: 'an OpenAI-style API key', pattern: /\b(sk-)(?!ant-|proj-)[A-Za-z0-9_-]{20,}/g },
    { what: 'a GitHub token', pattern: /\b(gh[pousr]_)[A-Za-z0-9]{30,}/g },
    { what: 'a GitHub fine-grained token', pattern: /\b(github_pat_)[A-Za-z0-9_]{30,}/g },
    { what: 'an AWS access key id', pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/g },
    { what: 'a Slack token', pattern: /\b(xox[abposr]-)[A-Za-z0-9-]{10,}/g },
    { what: 'a Google API key', pattern: /\b(AIza)[0-9A-Za-z_-]{35}/g },
    { what: 'a GitLab token', pattern: /\b(glpat-)[A-Za-z0-9_-]{20,}/g },
    { what: 'a Stripe live key', pattern: /\b([sr]k_live_)[A-Za-z0-9]{20,}/g },
    { what: 'an npm token', pattern: /\b(npm_)[A-Za-z0-9]{36}\b/g },
    { what: 'a Hugging Face token', pattern: /\b(hf_)[A-Za-z0-9]{30,}\b/g },
    { what: 'a PyPI token', pattern: /\b(pypi-)AgEIcHlwaS5vcmc[A-Za-z0-9_-]{40,}/g },
    { what: 'a SendGrid key', pattern: /\b(SG\.)[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}/g },
    { what: 'a Slack webhook URL', pattern: /(https:\/\/hooks\.slack\.com\/services\/)T[A-Z0-9]+\/B[A-Z0-9]+\/\w{20,}/g },
];
/** Where a provider's token may start: one pass finds them all, then each shape is tried there. */
const PREFIX = joined('g', String.raw `\b(?:sk-|gh[pousr]_|github_pat_|AKIA|ASIA|xox[abposr]-|AIza|glpat-|[sr]k_live_|npm_|hf_|pypi-|SG\.)`, String.raw `|https:\/\/hooks\.slack\.com`);
const STICKY = SHAPES.map((s) => ({ what: s.what, pattern: new RegExp(s.pattern.source, 'y') }));
/** A value assigned to a name that says it is secret (`api_key = "…"`, `"token": "…"`, `Bearer …`). */
// Bounded repeats only: a line of `token-token-…` must cost a linear scan, not one per `token`.
// Both run on the lower-cased text (no `i` flag: faster); the value is then read from the text itself.
// A long value after `:` or `=` is rare, a secret's name is not: the value is found first, the name after.
const VALUE = /[:=>][^\S\n]{0,4}["'`]?([a-z0-9+/_=~-]{20,})/g;
/** A secret-sounding name right before the value's `:`/`=` (bounded: nothing here can run on). */
const secrets_NAMED = joined('', String.raw `(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|access[_-]?key|auth[_-]?key)`, String.raw `[\w-]{0,40}["']?[^\S\n]{0,4}[:=]?$`);
const BEARER = /\bbearer\s+([a-z0-9+/_~-]{20,}=*)/g;
const PRIVATE_KEY = joined('g', String.raw `-----BEGIN ((?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?)-----[^\S\n]*\r?\n`, 
// Header lines (`Proc-Type: …`) and blank lines, then a line of base64: the key itself.
String.raw `(?:[\w-]+:[^\n]*\n|[^\S\n]*\r?\n)*[^\S\n]*[A-Za-z0-9+/=]{40,}`);
/** What documentation writes instead of a key. */
const PLACEHOLDER = joined('i', String.raw `x{4}|\*{3}|\.{3}|…|0{6}|[<>{}$]`, String.raw `|example|sample|dummy|fake|placeholder|your|redacted|changeme|replace|insert|here`, String.raw `|0123|1234|2345|3456|4567|5678|6789|abcd|bcde|cdef|a1b2`);
/**
 * Strings shaped like live credentials: a provider's token, a PEM private key, a random value assigned
 * to a secret's name. A skill is copied to every user's machine and every agent reads it: a key in it
 * is a published key. Placeholders (`sk-...`, `YOUR_KEY`, `xxxx`, `<token>`, low-entropy runs) are
 * left alone. The message shows the prefix only, never the value.
 */
function scanSecrets(t) {
    const out = [];
    const taken = new Set();
    for (const start of t.text.matchAll(PREFIX)) {
        for (const shape of STICKY) {
            shape.pattern.lastIndex = start.index;
            const m = shape.pattern.exec(t.text);
            if (m === null)
                continue;
            const body = m[0].slice(m[1].length);
            if (looksPlaceholder(body) || !mixed(body) || wordy(body))
                break;
            taken.add(m.index);
            const shown = `${m[1]}${body.slice(0, 2)}…`;
            out.push({ rule: 'embedded-secret', at: m.index, message: secrets_message(shape.what, shown, m[0].length) });
            break;
        }
    }
    for (const pattern of [VALUE, BEARER]) {
        for (const m of t.lower.matchAll(pattern)) {
            if (pattern === VALUE && !secrets_NAMED.test(t.lower.slice(Math.max(0, m.index - 60), m.index)))
                continue;
            const at = m.index + m[0].length - m[1].length;
            const value = t.text.slice(at, at + m[1].length);
            if (value.startsWith('eyJ'))
                continue; // a JSON Web Token: in a text, the example of a format
            if (taken.has(at) || looksPlaceholder(value) || !mixed(value) || wordy(value) || entropy(value) < 3.5)
                continue;
            const name = pattern === BEARER ? 'a bearer token' : 'a random value assigned to a secret-sounding name';
            out.push({ rule: 'embedded-secret', at, message: secrets_message(name, `${value.slice(0, 3)}…`, value.length) });
        }
    }
    for (const m of t.text.matchAll(PRIVATE_KEY)) {
        if (looksPlaceholder(m[0].slice(m[0].lastIndexOf('\n'))))
            continue;
        const header = `-----BEGIN ${m[1]}-----`;
        out.push({ rule: 'embedded-secret', at: m.index, message: secrets_message('a PEM private key', header, undefined) });
    }
    return out;
}
function secrets_message(what, shown, length) {
    const size = length === undefined ? '' : ` (${length} characters, shown masked)`;
    return (`\`${shown}\`${size} looks like ${what}. ` +
        'Whoever installs or reads this skill gets it: if it is real, revoke it now ' +
        '(removing it from the file leaves it in the history), and have the skill read it from an environment variable. ' +
        'If it is a made-up example, make it look like one (`sk-...`, `YOUR_KEY`).');
}
function looksPlaceholder(value) {
    return PLACEHOLDER.test(value) || entropy(value) < 3;
}
/** Letters and digits both: a live key is random; a word (`github_pat_fine_grained_tokens`) is not. */
function mixed(value) {
    return /[A-Za-z]/.test(value) && /\d/.test(value);
}
/** Words, numbered words and numbers joined by `-` or `_` (`sk-or-v1-project1-key`): a name, not a random value. */
function wordy(value) {
    const parts = value.split(/[-_]+/);
    return parts.length > 1 && parts.every((p) => /^(?:[A-Za-z][a-z]*\d*|[A-Z]+\d*|\d+)$/.test(p));
}
/** Shannon entropy in bits per character. */
function entropy(value) {
    const counts = new Map();
    for (const c of value)
        counts.set(c, (counts.get(c) ?? 0) + 1);
    let bits = 0;
    for (const n of counts.values())
        bits -= (n / value.length) * Math.log2(n / value.length);
    return bits;
}

// EXTERNAL MODULE: ./src/skills/scan/text.ts
var scan_text = __webpack_require__(1727);
;// CONCATENATED MODULE: ./src/skills/scan/scanSkill.ts








/** Each rule family reads a whole text and returns its findings. */
const SCANNERS = [
    scanHiddenUnicode,
    scanSecrets,
    scanDownloadAndRun,
    scanAgentOverride,
    scanDataExfiltration,
];
/** Findings of one rule in one file past this are counted in the last one's message, not listed. */
const MAX_FINDINGS_PER_RULE = 10;
/** Files the agent reads as instructions (Markdown, plain text): headings and fences give context there. */
const PROSE = /\.(?:md|markdown|mdx|txt)$/i;
/**
 * The content scan of one skill: its SKILL.md (front matter included) and each text file of its own
 * folder that SKILL.md references, read through the bounded reader (no link followed, size-capped). A
 * referenced file it could not read as text is named, with why. Every finding is a warning unless the
 * configuration says otherwise.
 */
function scanSkillContent(skill, localFiles, read) {
    const out = scanText(skill.file, skill.text ?? '');
    const assets = [];
    for (const rel of [...localFiles].sort()) {
        const file = skill.dir === '' ? rel : `${skill.dir}/${rel}`;
        if (file === skill.file)
            continue;
        const got = read(file);
        if (got.kind === 'text')
            out.push(...scanText(file, got.text));
        else if (got.kind === 'binary')
            assets.push({ file, format: got.format });
        else if (got.kind === 'unscanned')
            out.push(notScannedDiagnostic(file, got.why));
    }
    if (assets.length > 0)
        out.push(binaryAssetsDiagnostic(skill.file, assets));
    return out;
}
/** The findings of every rule in one file's text, at most MAX_FINDINGS_PER_RULE each. */
function scanText(file, text) {
    if (text === '')
        return [];
    const t = new scan_text/* ScannedText */.c(text, PROSE.test(file));
    const out = [];
    for (const scan of SCANNERS) {
        const byRule = new Map();
        for (const f of scan(t))
            byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
        for (const findings of byRule.values()) {
            const shown = findings.sort((a, b) => a.at - b.at).slice(0, MAX_FINDINGS_PER_RULE);
            const more = findings.length - shown.length;
            shown.forEach((f, i) => {
                const { line, column } = t.position(f.at);
                const tail = more > 0 && i === shown.length - 1 ? ` (${more} more like it in this file are not listed.)` : '';
                out.push((0,diagnostic/* diagnostic */.Y)(f.rule, file, f.message + tail, { line, column }));
            });
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/skills/skill.ts
var skills_skill = __webpack_require__(4983);
// EXTERNAL MODULE: ./src/util/repoFiles.ts
var repoFiles = __webpack_require__(7507);
// EXTERNAL MODULE: ./src/util/arrays.ts
var arrays = __webpack_require__(5232);
// EXTERNAL MODULE: ./src/util/groupBy.ts
var groupBy = __webpack_require__(1730);
;// CONCATENATED MODULE: ./src/skills/validateRepository.ts






























function validateRepository(root, options = {}) {
    const absRoot = external_node_path_default().resolve(root);
    const realRoot = external_node_fs_.realpathSync.native(absRoot);
    const config = options.config ?? validateConfig/* DEFAULT_VALIDATE_CONFIG */.Oe;
    const discovery = (0,discover/* discoverSkills */.i)(absRoot, {
        ignore: [...(options.ignore ?? []), ...config.ignore],
        commandFolders: [...(options.commandFolders ?? []), ...config.commands],
    });
    const diagnostics = [...structuralDiagnostics(discovery, realRoot)];
    const skills = [];
    const filesOf = new Map();
    for (const dir of discovery.skillDirs) {
        const absDir = discovery.skillPaths.get(dir);
        const entry = discovery.listings.get(absDir)?.find((e) => e.name === skills_layout/* SKILL_FILE */.LF);
        const { files, tooLarge } = walkSkill(absDir, discovery.listings);
        // The walk measured SKILL.md already: reading it needs no fstat.
        const measured = files.find((f) => f.rel === skills_layout/* SKILL_FILE */.LF);
        const size = measured && 'size' in measured ? measured.size : undefined;
        const read = (0,readSkill/* readSkill */.G7)(absRoot, dir, { realRoot, absDir, isLink: entry?.isSymbolicLink(), size });
        skills.push(read.skill);
        filesOf.set(read.skill, files);
        (0,arrays/* append */.B)(diagnostics, read.diagnostics);
        if (tooLarge)
            diagnostics.push(tooLargeDiagnostic(read.skill, tooLarge));
    }
    const layout = repositoryLayout(absRoot, skills, (0,plugins/* pluginLayout */.u)(absRoot, discovery.skillDirs, discovery.listings), discovery.skillPaths);
    (0,arrays/* append */.B)(diagnostics, layout.plugins.unread);
    const inClaudePlugin = claudePluginDetector(absRoot);
    const directDependencies = new Map();
    const readForScan = scanReader(realRoot);
    const pluginOf = new Map();
    for (const skill of skills) {
        const files = filesOf.get(skill);
        (0,arrays/* append */.B)(diagnostics, checkFields(skill, { strictSpec: options.strictSpec ?? false, inClaudePlugin: inClaudePlugin(skill.dir) }));
        (0,arrays/* append */.B)(diagnostics, checkSkillFiles(skill, files, layout.realDirOf.get(skill)));
        (0,arrays/* append */.B)(diagnostics, checkFolderLinks(skill, layout.absDirOf.get(skill), layout.realDirOf.get(skill), files, discovery.listings));
        (0,arrays/* append */.B)(diagnostics, checkQuality(skill));
        const mentions = extractMentions(skill.body, skill.bodyStartLine);
        const refs = checkReferences(absRoot, skill, layout, files, mentions);
        const mentioned = checkMentions(skill, mentions, layout);
        (0,arrays/* append */.B)(diagnostics, refs.diagnostics);
        (0,arrays/* append */.B)(diagnostics, scanSkillContent(skill, refs.localFiles, readForScan));
        const pluginRoot = layout.plugins.rootOf(skill.dir);
        if (pluginRoot !== undefined)
            pluginOf.set(skill, { root: pluginRoot, files: firstOfEach(refs.pluginFiles) });
        (0,arrays/* append */.B)(diagnostics, (0,pluginVariables/* checkPluginVariables */.X)(skill, refs.rootedPaths, pluginRoot, inClaudePlugin(skill.dir)));
        (0,arrays/* append */.B)(diagnostics, mentioned.diagnostics);
        directDependencies.set(skill.name, (0,dependencies/* mergeDependencies */._)([
            ...(directDependencies.get(skill.name) ?? []),
            ...refs.dependencies,
            ...mentioned.dependencies,
        ]));
    }
    (0,arrays/* append */.B)(diagnostics, checkDuplicateNames(skills));
    (0,arrays/* append */.B)(diagnostics, checkNearDuplicateDescriptions(skills));
    (0,arrays/* append */.B)(diagnostics, checkListingBudget(skills, config.installedTogether, (dir) => layout.plugins.rootOf(dir)));
    const index = skillIndex(skills, directDependencies, filesOf);
    const specs = [];
    const summaries = skills.map((skill) => {
        const specFile = (0,skills_skill/* skillFile */.q)(skill.dir, skills_layout/* EVAL_SPEC_FILE */.oW);
        // The discovery walk listed every skill folder: no file-system call per skill. A linked spec counts
        // as present, so that a link leaving the repository is reported rather than skipped.
        const listing = discovery.listings.get(layout.absDirOf.get(skill));
        // A FIFO or device by that name counts too: it is reported unread, not skipped in silence.
        const specEntry = listing?.find((e) => e.name === skills_layout/* EVAL_SPEC_FILE */.oW && !e.isDirectory());
        const hasSpec = listing ? specEntry !== undefined : lexists(external_node_path_default().join(absRoot, specFile));
        const leaves = hasSpec && !specEntry?.isFile() ? (0,skillFiles/* linkLeaving */.nG)(realRoot, external_node_path_default().join(absRoot, specFile)) : undefined;
        if (leaves !== undefined) {
            diagnostics.push((0,diagnostic/* diagnostic */.Y)('symlink-escape', specFile, `\`${specFile}\` is a symlink that leads ` +
                `${leaves === 'nowhere' ? 'nowhere' : 'outside the repository'}; ` +
                `caliper does not read it. Replace it with the spec itself.`));
        }
        else if (hasSpec) {
            const read = (0,readSpec/* readSpecText */.vt)(realRoot, external_node_path_default().join(absRoot, specFile), specFile);
            const { spec, diagnostics: specDiagnostics } = 'text' in read
                ? (0,readSpec/* readEvalSpec */.yG)({
                    root: absRoot,
                    skillDir: skill.dir,
                    subject: skill.name,
                    file: specFile,
                    text: read.text,
                    skills: index,
                })
                : { spec: undefined, diagnostics: [read.diagnostic] };
            (0,arrays/* append */.B)(diagnostics, specDiagnostics);
            if (spec)
                specs.push(spec);
        }
        return {
            name: skill.name,
            path: skill.dir,
            dependencies: directDependencies.get(skill.name) ?? [],
            evalSpec: hasSpec ? specFile : undefined,
            plugin: pluginOf.get(skill),
        };
    });
    (0,arrays/* append */.B)(diagnostics, checkForbiddenLinks(specs, skills, filesOf, layout.realDirOf, index));
    // Disable comments come from the texts read above: a SKILL.md refused unread is not read again.
    const textOf = new Map(skills.map((s) => [s.file, s.text]));
    const configured = (0,applyConfig/* applyValidateConfig */.b)(diagnostics, config, (file) => textOf.get(file));
    return { root: absRoot, skills: summaries, specs, diagnostics: configured.sort(diagnostic/* compareDiagnostics */.o) };
}
/**
 * A link that reaches a file a spec forbids, in any skill that spec installs: installing it would hand
 * the agent the answer under another name. (Links to what is never installed at all are
 * `checkSkillFiles`' business.)
 */
function checkForbiddenLinks(specs, skills, filesOf, realDirOf, index) {
    const out = new Map();
    // A skill's own spec installs it too, so each spec's globs checked over its installed set cover all.
    for (const spec of specs) {
        if (spec.sandbox.forbiddenFiles.length === 0)
            continue;
        const forbidden = (0,glob/* compileGlobs */.tI)(spec.sandbox.forbiddenFiles);
        for (const name of (0,readSpec/* installedSkills */.ry)(spec, index)) {
            for (const skill of skills.filter((s) => s.name === name)) {
                const realDir = realDirOf.get(skill);
                // Many links may share a target: each folder is searched once.
                const hiddenOf = new Map();
                const forbiddenIn = (target) => {
                    if (!hiddenOf.has(target))
                        hiddenOf.set(target, (0,skillFiles/* hiddenBehindLink */.VY)(realDir, target) === undefined
                            ? (0,skillFiles/* hiddenBehindLink */.VY)(realDir, target, forbidden)
                            : undefined);
                    return hiddenOf.get(target);
                };
                for (const entry of filesOf.get(skill) ?? []) {
                    if (entry.kind !== 'symlink' || entry.target === undefined)
                        continue;
                    const hidden = forbiddenIn(entry.target);
                    const file = skill.dir === '' ? entry.rel : `${skill.dir}/${entry.rel}`;
                    if (hidden !== undefined && !out.has(file)) {
                        out.set(file, hiddenLinkDiagnostic(file, entry.rel, hidden, `\`${spec.file}\` forbids (\`sandbox.forbidden_files\`)`));
                    }
                }
            }
        }
    }
    return [...out.values()];
}
/** A skill folder's own entries; none when it is past the walk's bounds (then `tooLarge` says how). */
function walkSkill(absDir, listings) {
    try {
        return { files: (0,skillFiles/* walkSkillFolder */.pW)(absDir, { listings }) };
    }
    catch (error) {
        if (!(error instanceof skillFiles/* WalkLimitError */.Jf))
            throw error;
        return { files: [], tooLarge: error };
    }
}
/** One entry per path, at its first line, keeping the root variable any of them was written after. */
function firstOfEach(files) {
    const byPath = new Map();
    for (const f of [...files].sort((a, b) => a.line - b.line)) {
        const known = byPath.get(f.path);
        if (known === undefined)
            byPath.set(f.path, { ...f });
        else if (known.variable === undefined && f.variable !== undefined)
            known.variable = f.variable;
    }
    return [...byPath.values()].sort((a, b) => (0,strings/* compareStrings */.Kt)(a.path, b.path));
}
function lexists(abs) {
    try {
        (0,external_node_fs_.lstatSync)(abs);
        return true;
    }
    catch {
        return false;
    }
}
function structuralDiagnostics(discovery, realRoot) {
    const out = [];
    for (const lone of discovery.loneCommandFiles) {
        // A lone file in a skills folder may well have a `name` and `description`; what it lacks is a folder.
        const kind = lone.origin === 'command-folder'
            ? 'is a slash command, not a skill: it has no folder, no `name` and no `description`'
            : 'stands alone in a skills folder, where agents load only `<folder>/SKILL.md`';
        out.push((0,diagnostic/* diagnostic */.Y)('lone-command-file', lone.file, `\`${lone.file}\` ${kind}, so nothing can install it and no agent can ` +
            `discover it. Move it to \`${lone.suggestedSkillFile}\` with \`name: ` +
            `${lone.name ?? '<name>'}\` and a \`description\` that says when to ` +
            `use it (\`caliper validate --fix\` does this).`, {
            line: 1,
            fix: {
                kind: 'move-command',
                from: lone.file,
                to: lone.suggestedSkillFile,
                name: lone.name ?? 'skill',
                description: undefined,
                userInvoked: lone.origin === 'command-folder',
            },
        }));
    }
    for (const file of discovery.misnamedSkillFiles) {
        const dir = external_node_path_default().posix.dirname(file);
        const rename = `Run \`git mv ${file} ${dir === '.' ? '' : `${dir}/`}SKILL.md\``;
        const name = frontMatterName(realRoot, external_node_path_default().join(discovery.root, file));
        // Under a skills folder, or named as its folder is: a skill for certain, just misnamed.
        if (isUnderSkillRoot(file) || (name !== undefined && name === external_node_path_default().posix.basename(dir))) {
            out.push((0,diagnostic/* diagnostic */.Y)('skill-file-name', file, `\`${file}\` must be named \`SKILL.md\` (upper case); no CLI loads it as it is. ${rename}.`));
        }
        else {
            // Elsewhere perhaps a docs page (docs generators publish a `skill.md`), perhaps a skill.
            const why = name === undefined
                ? 'has no `name`/`description` front matter'
                : `its \`name: ${name}\` is not its folder's name`;
            out.push((0,diagnostic/* diagnostic */.Y)('skill-file-name', file, `\`${file}\` is not under a skills folder and ${why}, so caliper ` +
                `cannot tell whether it is meant as a skill or is a page of ` +
                `documentation. If it is a skill, no CLI loads it under this name: ` +
                `${rename}. If not, ignore this file (\`validate.ignore\` in ` +
                `.github/caliper.yml).`, { severity: 'warning' }));
        }
    }
    for (const file of discovery.skillFileFolders) {
        out.push((0,diagnostic/* diagnostic */.Y)('skill-file-name', file, `\`${file}\` is not a regular file (a folder, a FIFO or a device, or a ` +
            `link to one): no CLI can load it as a skill, and caliper does not ` +
            `read it. Replace it with a SKILL.md file, or rename the folder.`));
    }
    // Another tool's `evals/eval.yaml` (no `cases:`) is neither misnamed nor orphaned: it is not a caliper spec.
    const caliperSpec = (file) => readsAsCaliperSpec(external_node_path_default().join(discovery.root, file), external_node_path_default().posix.basename(file));
    for (const file of discovery.misnamedEvalSpecs.filter(caliperSpec)) {
        out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-file-name', file, `\`${file}\` is not read: the eval spec must be named \`${skills_layout/* EVAL_SPEC_FILE */.oW}\`. Rename it.`));
    }
    for (const file of discovery.orphanEvalSpecs.filter(caliperSpec)) {
        out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-orphan', file, `\`${file}\` has no SKILL.md beside it, so nothing runs it. Move it ` +
            `into the folder of the skill it evaluates, as \`.eval.yaml\`.`));
    }
    for (const link of discovery.escapingLinks) {
        out.push((0,diagnostic/* diagnostic */.Y)('symlink-escape', link.file, link.target === undefined
            ? `Symlink \`${link.file}\` points nowhere. Remove it or replace it with the skill itself.`
            : `Symlink \`${link.file}\` leads outside the repository; caliper never ` +
                `follows it. Copy the skill into the repository.`));
    }
    const dirs = new Set(discovery.skillDirs);
    for (const dir of dirs) {
        const parent = ancestors(dir).find((a) => dirs.has(a));
        if (parent !== undefined) {
            out.push((0,diagnostic/* diagnostic */.Y)('nested-skill', (0,skills_skill/* skillFile */.q)(dir, 'SKILL.md'), `This skill sits inside the skill folder \`${parent || '.'}\`, so ` +
                `installing that skill copies this one too. Move it next to it.`));
        }
    }
    return out;
}
/**
 * Whether a skill folder sits inside a Claude Code plugin folder of the repository (`plugins/<p>/`, a
 * folder above it holding `.claude-plugin/plugin.json`): such a skill is installed by Claude Code's
 * plugin system only. A plugin at the repository root does not count: such repositories are usually
 * also installed into other agents (`npx skills add owner/repo`).
 */
function claudePluginDetector(root) {
    const known = new Map();
    const isPluginRoot = (dir) => {
        let hit = known.get(dir);
        if (hit === undefined) {
            hit = (0,external_node_fs_.existsSync)(external_node_path_default().join(root, dir, '.claude-plugin', 'plugin.json'));
            known.set(dir, hit);
        }
        return hit;
    };
    return (dir) => ancestors(dir).some((a) => a !== '' && isPluginRoot(a));
}
/** Under a folder named `skills`/`skill` or a native root such as `.claude/skills`. */
function isUnderSkillRoot(file) {
    const segments = file.split('/').slice(0, -1);
    return (segments.some((s) => s === 'skills' || s === 'skill') ||
        skills_layout/* NATIVE_SKILL_ROOTS */.I0.some((r) => file.startsWith(`${r}/`) || file.includes(`/${r}/`)));
}
/** The `name:` of the front matter the file opens with, when it has both `name:` and `description:` lines. */
function frontMatterName(realRoot, abs) {
    const head = (0,repoFiles/* readRepoText */.C)(realRoot, abs, readSkill/* SKILL_MD_MAX_BYTES */.b4)?.slice(0, 8192);
    if (head === undefined)
        return undefined;
    const fm = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)/.exec(head)?.[1];
    if (fm === undefined || !/^description\s*:/m.test(fm))
        return undefined;
    return /^name[ \t]*:([^\r\n]*)/m
        .exec(fm)?.[1]
        ?.trim()
        .replace(/^(["'])(.*)\1$/, '$2');
}
/** `a/b/c` -> `a/b`, `a`, `` (the root). */
function ancestors(dir) {
    if (dir === '')
        return [];
    const parts = dir.split('/');
    return parts.map((_, i) => parts.slice(0, parts.length - 1 - i).join('/'));
}
function checkDuplicateNames(skills) {
    const out = [];
    for (const [name, group] of (0,groupBy/* groupBy */.$)(skills, (s) => s.name)) {
        if (group.length < 2)
            continue;
        for (const s of group.slice(1)) {
            out.push((0,diagnostic/* diagnostic */.Y)('name-duplicate', s.file, `\`name: ${name}\` is also the name of ${group[0].file}. A skill's ` +
                `identity is its name: rename one of them.`, {
                line: s.frontmatter ? s.lineOf(['name']) : 1,
            }));
        }
    }
    return out;
}
function skillIndex(skills, direct, filesOf) {
    const byName = new Map(skills.map((s) => [s.name, s]));
    return {
        has: (name) => byName.has(name),
        disablesModelInvocation: (name) => byName.get(name)?.disableModelInvocation ?? false,
        directDependencies: (name) => (direct.get(name) ?? []).map((d) => d.name),
        paths: (name) => skills.filter((s) => s.name === name).flatMap((s) => (filesOf.get(s) ?? []).map((f) => f.rel)),
    };
}


/***/ }),

/***/ 5232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ append)
/* harmony export */ });
/**
 * `target.push(...items)` without the spread: a spread passes every item as an argument and overflows
 * the call stack past ~100,000 of them.
 */
function append(target, items) {
    for (const item of items)
        target.push(item);
    return target;
}


/***/ }),

/***/ 3596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O5: () => (/* binding */ globCost),
/* harmony export */   Z1: () => (/* binding */ GLOB_WORK_BUDGET),
/* harmony export */   mA: () => (/* binding */ GlobBudgetError),
/* harmony export */   tI: () => (/* binding */ compileGlobs),
/* harmony export */   wE: () => (/* binding */ GlobBudget)
/* harmony export */ });
/* unused harmony exports globWork, globMatcher */
/**
 * A small glob for ignore lists and forbidden files: `**` spans folders, `*` and `?` stay within one
 * segment. A pattern without a `/` matches a name at any depth; a trailing `/` matches a folder and its
 * contents. Paths are `/`-separated and relative.
 *
 * Patterns come from pull requests (`sandbox.forbidden_files`), so matching must not backtrack: the
 * pattern is a list of tokens run as an NFA over the path, in time linear in the path's length. Only
 * live states are stepped, so a long pattern costs per state the path has reached, not per token.
 */
function compileGlobs(patterns, budget) {
    const matchers = distinct(patterns).map(globMatcher);
    const matchAny = (relPath) => matchers.some((m) => m(relPath));
    if (!budget)
        return matchAny;
    return (relPath) => {
        const before = globWork.steps;
        const hit = matchAny(relPath);
        budget.spend(globWork.steps - before);
        return hit;
    };
}
/**
 * The work every matcher has done, in steps: one per glob tried on a path, and one per live state per
 * character the path walks it over. What GlobBudget and globCost count; tests read it.
 */
const globWork = { steps: 0 };
/**
 * How much matching a pull request's globs may cost in all. The matcher is linear in the path, but
 * times the states it has live, and a spec may hold 100 globs of 256 characters against 20,000 paths of
 * 4,096: a product the spec is refused past (see globCost), and that an install stops at.
 */
const GLOB_WORK_BUDGET = 200_000_000;
/** Thrown when matching spends more than its budget: the caller refuses, it never treats a path as allowed. */
class GlobBudgetError extends Error {
}
class GlobBudget {
    limit;
    used = 0;
    constructor(limit = GLOB_WORK_BUDGET) {
        this.limit = limit;
    }
    spend(steps) {
        this.used += steps;
        if (this.used <= this.limit)
            return;
        throw new GlobBudgetError(`matching the globs took more than ${this.limit.toLocaleString('en-US')} steps`);
    }
}
/**
 * The most work (in globWork steps) that matching `patterns` against `paths` can take: per path and
 * glob, one step, and when the path holds the glob's longest literal (else it stops there) the glob's
 * states times the path's length. Counting stops once past `stopAbove`.
 */
function globCost(patterns, paths, stopAbove = Infinity) {
    const globs = distinct(patterns).map((p) => {
        const tokens = globTokens(p);
        return { run: longestLiteral(tokens), states: tokens.length + 1 };
    });
    let cost = 0;
    for (const relPath of paths) {
        for (const g of globs)
            cost += 1 + (relPath.includes(g.run) ? g.states * relPath.length : 0);
        if (cost > stopAbove)
            return cost;
    }
    return cost;
}
function distinct(patterns) {
    return [...new Set(patterns)].filter((p) => p.trim() !== '');
}
function globMatcher(pattern) {
    const tokens = globTokens(pattern);
    // A path without the pattern's longest literal run cannot match: most paths stop at this indexOf.
    const run = longestLiteral(tokens);
    // Allocated once per pattern, not per path: matching is synchronous, so the sets are never shared.
    const sets = [new StateSet(tokens.length + 1), new StateSet(tokens.length + 1)];
    const codes = tokenCodes(tokens);
    return (relPath) => {
        globWork.steps++;
        return relPath.includes(run) && matches(codes, relPath, sets);
    };
}
/**
 * A token is one literal character, `?` (one character but `/`), `*` (a run of them), `**` (any run)
 * or `**\/` (nothing, or any run ending in `/`). An unanchored pattern starts with `**\/`.
 */
function globTokens(pattern) {
    let p = pattern.trim().replace(/^\.\//, '');
    if (p.endsWith('/'))
        p = p.slice(0, -1);
    const anchored = p.includes('/');
    if (p.startsWith('/'))
        p = p.slice(1);
    const tokens = anchored ? [] : ['**/'];
    for (let i = 0; i < p.length; i++) {
        if (p.startsWith('**/', i)) {
            tokens.push('**/');
            i += 2;
        }
        else if (p.startsWith('**', i)) {
            tokens.push('**');
            i += 1;
        }
        else {
            tokens.push(p[i]);
        }
    }
    return shortRuns(tokens);
}
const MAY_BE_EMPTY = new Set(['*', '**', '**/']);
/**
 * Each run of tokens that may match nothing, shortened to at most two tokens matching the same: entering
 * a run enters all of it, so `**\/**\/…` would otherwise make every state live at the first character.
 */
function shortRuns(tokens) {
    const out = [];
    let run = [];
    for (const t of [...tokens, '']) {
        if (MAY_BE_EMPTY.has(t)) {
            run.push(t);
            continue;
        }
        out.push(...shortened(run));
        run = [];
        if (t !== '')
            out.push(t);
    }
    return out;
}
/** A run holding `**`, or a `*` after a `**\/`, matches any text; otherwise it is `*`s, then `**\/`s. */
function shortened(run) {
    const deep = run.indexOf('**/');
    if (run.includes('**') || (deep >= 0 && run.lastIndexOf('*') > deep))
        return ['**'];
    return [...(run.includes('*') ? ['*'] : []), ...(deep >= 0 ? ['**/'] : [])];
}
function longestLiteral(tokens) {
    let longest = '';
    let run = '';
    for (const t of tokens) {
        run = t.length === 1 && t !== '?' && t !== '*' ? run + t : '';
        if (run.length > longest.length)
            longest = run;
    }
    return longest;
}
// Tokens as numbers, for speed: a literal is its character code, the others are negative. The code
// after the last token is END.
const ONE = -1;
const STAR = -2;
const ANY = -3;
const ANY_DIR = -4;
const END = -5;
const CODES = { '?': ONE, '*': STAR, '**': ANY, '**/': ANY_DIR };
const SLASH = 0x2f;
function tokenCodes(tokens) {
    return Int32Array.from([...tokens.map((t) => CODES[t] ?? t.charCodeAt(0)), END]);
}
const mayBeEmpty = (code) => code === STAR || code === ANY || code === ANY_DIR;
// A state is reached either by entering its token (which may then match nothing) or, for `**\/`, by
// staying inside it: only the first lets the match skip to the next token.
const INSIDE = 1;
const ENTERED = 2;
/** The live states after some prefix of the path, each listed once. */
class StateSet {
    how;
    live;
    count = 0;
    constructor(size) {
        this.how = new Uint8Array(size);
        this.live = new Int32Array(size);
    }
    clear() {
        for (let n = 0; n < this.count; n++)
            this.how[this.live[n]] = 0;
        this.count = 0;
    }
    stayInside(i) {
        if (this.how[i] !== 0)
            return;
        this.how[i] = INSIDE;
        this.live[this.count++] = i;
    }
    /** Entering a token that may match nothing enters the one after it too. */
    enter(codes, from) {
        for (let i = from; this.how[i] !== ENTERED; i++) {
            if (this.how[i] === 0)
                this.live[this.count++] = i;
            this.how[i] = ENTERED;
            if (!mayBeEmpty(codes[i]))
                return;
        }
    }
}
function matches(codes, path, sets) {
    const end = codes.length - 1;
    let [states, next] = sets;
    states.clear();
    states.enter(codes, 0);
    for (let k = 0; k < path.length; k++) {
        const c = path.charCodeAt(k);
        // A match covers everything under a matched folder.
        if (states.how[end] !== 0 && c === SLASH)
            return true;
        next.clear();
        globWork.steps += states.count;
        for (let n = 0; n < states.count; n++)
            step(codes, states.live[n], c, next);
        if (next.count === 0)
            return false;
        [states, next] = [next, states];
    }
    return states.how[end] !== 0;
}
/** Moves state `i` over the character `c` into `next`. */
function step(codes, i, c, next) {
    const t = codes[i];
    if (t === ANY || (t === STAR && c !== SLASH)) {
        next.enter(codes, i);
    }
    else if (t === ANY_DIR) {
        next.stayInside(i);
        if (c === SLASH)
            next.enter(codes, i + 1);
    }
    else if (t === ONE ? c !== SLASH : t === c) {
        next.enter(codes, i + 1);
    }
}


/***/ }),

/***/ 4964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ childPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * `path.join(dir, name)` for a `name` read from `dir`'s own listing (no separator, never `.` or `..`),
 * without normalising the whole path again: walks over thousands of folders build their paths this way.
 */
function childPath(dir, name) {
    return dir.endsWith((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)) ? dir + name : dir + (node_path__WEBPACK_IMPORTED_MODULE_0___default().sep) + name;
}


/***/ }),

/***/ 666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compilePattern),
/* harmony export */   d: () => (/* binding */ PATTERN_HELP)
/* harmony export */ });
/* harmony import */ var _lazyModule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3968);

const re2js = (0,_lazyModule_js__WEBPACK_IMPORTED_MODULE_0__/* .lazyModule */ .f)('re2js');
function compilePattern(source) {
    // Outside the try: a library that cannot load is caliper's fault, not the spec's pattern.
    const { RE2JS } = re2js();
    try {
        const re = RE2JS.compile(source, RE2JS.MULTILINE);
        return { ok: true, test: (text) => re.matcher(text).find() };
    }
    catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).replace(/^error parsing regexp: /, '');
        return { ok: false, message: reason };
    }
}
/** What to tell a spec author whose pattern RE2 refuses. */
const PATTERN_HELP = 'Patterns use RE2 syntax, which matches in linear time: no ' +
    'backreferences (`\\1`) or lookaround (`(?=`, `(?!`, `(?<=`); write ' +
    '`\\x{e9}` rather than `\\u00e9`';


/***/ }),

/***/ 767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_SECRET_LENGTH, TOKEN_SHAPES, secretEnvValues, secretForms */
/**
 * The one redactor every writer of a saved file goes through (transcripts, model-request logs, the
 * journal, results, the result cache). Whatever an agent printed is attacker-controlled and uploaded as
 * an artifact, so a secret that reached it must not reach the file: the model key(s), anything shaped
 * like a well-known token, and the value of every runner variable whose name says it is secret.
 *
 * This is the second line of defence; the first is that the sandbox keeps secrets out of the agent's
 * reach. A known secret is found as it is and in the encodings a program or an agent writes it in
 * (`secretForms`); an agent that encodes it some other way (gzip, a cipher, a character at a time) is not.
 */
const REDACTED = '[redacted]';
/** Shorter values are not worth hiding and would blank out ordinary words. */
const MIN_SECRET_LENGTH = 8;
/** Variable names whose values are treated as secret. `AUTHOR` (GIT_AUTHOR_NAME) is not a credential. */
const SECRET_NAME = /TOKEN|SECRET|KEY|PASSWORD|PASSWD|CREDENTIAL|AUTH(?!OR)|PRIVATE|COOKIE|SESSION/i;
/**
 * Token shapes, redacted wherever they appear even when caliper never saw the value: GitHub
 * (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`), OpenAI and Anthropic (`sk-…`, `sk-ant-…`),
 * Slack (`xoxb-`, `xoxp-`, …), GitLab (`glpat-`), npm (`npm_`), AWS access key ids, Google API keys.
 * Fixed patterns of ours, each linear, so plain RegExp is safe here.
 */
const TOKEN_SHAPES = [
    /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
    /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
    /\bsk-[A-Za-z0-9_-]{20,}/g,
    /\bxox[abposre]-[A-Za-z0-9-]{10,}/g,
    /\bglpat-[A-Za-z0-9_-]{20,}/g,
    /\bnpm_[A-Za-z0-9]{36}\b/g,
    /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
    /\bAIza[0-9A-Za-z_-]{35}/g,
];
/** The values of `env` that look secret: a secret-sounding name and a value of at least 8 characters. */
function secretEnvValues(env) {
    return Object.entries(env).flatMap(([name, value]) => {
        if (value === undefined)
            return [];
        // A password in a URL (`HTTPS_PROXY=http://user:pass@proxy`) is secret whatever the variable's name.
        const password = URL_PASSWORD.exec(value)?.[1];
        return [...(SECRET_NAME.test(name) ? [value] : []), ...(password !== undefined ? [password] : [])];
    });
}
const URL_PASSWORD = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s:]*:([^/@\s]+)@/i;
function createRedactor(input = {}) {
    const values = [...(input.secrets ?? []), ...secretEnvValues(input.env ?? {})].filter((s) => s !== undefined && s.trim().length >= MIN_SECRET_LENGTH);
    // Longest first, so a secret containing another is replaced whole.
    const forms = [...new Set(values.flatMap(secretForms))].sort((a, b) => b.length - a.length);
    const text = (t) => {
        let out = t;
        for (const s of forms)
            if (out.includes(s))
                out = out.split(s).join(REDACTED);
        for (const shape of TOKEN_SHAPES)
            out = out.replace(shape, REDACTED);
        return out;
    };
    const value = (v) => deepMap(v, text);
    const stream = () => {
        let held = '';
        return {
            push: (piece) => {
                held += piece;
                const cut = safeCut(held, forms);
                const out = text(held.slice(0, cut));
                held = held.slice(cut);
                return out;
            },
            end: () => {
                const out = text(held);
                held = '';
                return out;
            },
        };
    };
    return { text, stream, value, json: (v, space) => JSON.stringify(value(v), null, space) };
}
/**
 * A secret as it is and as it is found encoded: reversed, URL-encoded, in hex, and in base64 (standard
 * and URL-safe) at each of the three places it can start in a base64 group (the characters those
 * bytes alone decide). Each at least MIN_SECRET_LENGTH long.
 */
function secretForms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const base64 = [0, 1, 2].flatMap((start) => {
        const whole = bytes.subarray(start, start + Math.floor((bytes.length - start) / 3) * 3);
        return [whole.toString('base64'), whole.toString('base64url')];
    });
    const hex = bytes.toString('hex');
    const forms = [secret, [...secret].reverse().join(''), encodeURIComponent(secret), hex, hex.toUpperCase(), ...base64];
    return [...new Set(forms)].filter((f) => f.length >= MIN_SECRET_LENGTH);
}
/** A longer run of token characters is passed on in parts (a token shape in it may be split, a known secret not). */
const MAX_HELD_RUN = 4096;
/** A character of `[A-Za-z0-9_-]`, what every token shape is made of. */
function isTokenChar(code) {
    const digit = code >= 48 && code <= 57;
    const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    return digit || letter || code === 95 || code === 45;
}
/**
 * How much of `held` a stream may redact and pass on now: not the last characters a secret form could
 * still be completing, not inside an occurrence of one, not inside a run of token characters (every
 * token shape is one such run), not between the halves of a surrogate pair.
 */
function safeCut(held, forms) {
    const longest = forms[0]?.length ?? 0;
    let cut = Math.max(0, held.length - Math.max(0, longest - 1));
    for (;;) {
        const before = cut;
        const inRun = cut === held.length || isTokenChar(held.charCodeAt(cut));
        if (inRun)
            while (cut > 0 && held.length - cut < MAX_HELD_RUN && isTokenChar(held.charCodeAt(cut - 1)))
                cut--;
        for (const f of forms) {
            const at = held.indexOf(f, Math.max(0, cut - f.length + 1));
            if (at >= 0 && at < cut)
                cut = at;
        }
        const code = held.charCodeAt(cut - 1);
        if (cut > 0 && cut < held.length && code >= 0xd800 && code <= 0xdbff)
            cut--;
        if (cut === before)
            return cut;
    }
}
function deepMap(v, f) {
    if (typeof v === 'string')
        return f(v);
    if (Array.isArray(v))
        return v.map((x) => deepMap(x, f));
    if (v !== null && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [f(k), deepMap(x, f)]));
    return v;
}


/***/ }),

/***/ 7507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ readRepoText),
/* harmony export */   v: () => (/* binding */ readRepoFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _trialFiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4205);



/** `abs` read as above; `name` (relative to the repository) is how a refusal names it. */
function readRepoFile(realRoot, abs, name, maxBytes) {
    let real;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
    }
    catch {
        return isLink(abs) ? refused(`${name} is a symbolic link that leads nowhere`) : { kind: 'missing' };
    }
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realRoot, real);
    const outside = rel === '..' || rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel);
    if (outside)
        return refused(`${name} is a symbolic link that leads outside the repository`);
    const found = (0,_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .statTrialFile */ .vE)(realRoot, rel, name);
    if (found.kind !== 'regular')
        return found;
    if (found.size > maxBytes)
        return { kind: 'too-large', size: found.size };
    return (0,_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .readTrialFile */ .DV)(realRoot, rel, maxBytes, name);
}
/** The text of `abs` when it is a regular file of the repository within `maxBytes`, else undefined. */
function readRepoText(realRoot, abs, maxBytes) {
    const read = readRepoFile(realRoot, abs, abs, maxBytes);
    return read.kind === 'file' ? read.bytes.toString('utf8') : undefined;
}
function refused(reason) {
    return { kind: 'refused', reason };
}
function isLink(abs) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs).isSymbolicLink();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kt: () => (/* binding */ compareStrings),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   em: () => (/* binding */ sentence),
/* harmony export */   pA: () => (/* binding */ nearest)
/* harmony export */ });
/* unused harmony export levenshtein */
function levenshtein(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let prev = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const tmp = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = tmp;
        }
    }
    return row[b.length];
}
/** The candidate closest to `word`, if it is close enough to be a plausible typo. */
function nearest(word, candidates) {
    let best;
    let bestDistance = Infinity;
    for (const c of candidates) {
        const d = levenshtein(word.toLowerCase(), c.toLowerCase());
        if (d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/**
 * Order of UTF-16 code units, for sorting paths and names: the same on every machine, unlike
 * `localeCompare`, which follows the runtime's locale (and loads ICU's collator, a cost on every run).
 */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** `text` ended as a sentence: a full stop added unless it already ends with `.`, `?` or `!`. */
function sentence(text) {
    const trimmed = text.trimEnd();
    return /[.?!]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}


/***/ })

};
