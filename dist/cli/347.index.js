export const id = 347;
export const ids = [347];
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
    ['--config FILE', ['rule settings, ignores and command folders (default: .github/caliper.yml in DIR', 'or the nearest folder above it in the repository; see docs/rules.md#configuration)']],
];
/** Those options' lines of a command's usage, the descriptions starting at `column`. */
function repositoryUsage(column) {
    return USAGE_LINES.map(([flag, text]) => text.map((line, i) => `${i === 0 ? `  ${flag}`.padEnd(column) : ' '.repeat(column)}${line}`).join('\n')).join('\n');
}
/** The validate options those flags ask for; an unreadable or invalid configuration file is bad input (exit 2). */
function repositoryOptions(dir, values, cwd) {
    return { strictSpec: values['strict-spec'] ?? false, ignore: values.ignore ?? [], config: loadConfig(dir, values.config, cwd) };
}
function loadConfig(dir, file, cwd) {
    try {
        return (0,_skills_config_validateConfig_js__WEBPACK_IMPORTED_MODULE_0__/* .loadValidateConfig */ .Pr)(dir, file, cwd);
    }
    catch (error) {
        if (error instanceof _skills_config_validateConfig_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .BadInput */ .kp(error.complete ? error.message : `${(0,_util_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .sentence */ .em)(error.message)} Fix the file; its shape is in schemas/caliper-config.schema.json.`);
        throw error;
    }
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
    const problem = (message) => [{ path, message: `${where(path)} ${message}`, detail: message }];
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
                    out.push({ path: [...path, i], message: `${where([...path, i])} repeats an earlier item`, detail: 'repeats an earlier item' });
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
                const others = allowed.length <= 12 ? ` (allowed: ${allowed.join(', ')})` : `, which is not one of its ${allowed.length} keys`;
                out.push(...problem(`has an unknown key \`${key}\`${guess ? `; did you mean \`${guess}\`?` : others}`).map((p) => ({ ...p, unknownKey: key })));
            }
        }
        if (schema.maxProperties === 1 && schema.minProperties === 1 && keys.length !== 1) {
            out.push(...problem(`must name exactly one of ${allowed.map((k) => `\`${k}\``).join(', ')}`));
        }
        for (const key of schema.required ?? [])
            if (!(key in record))
                out.push(...problem(`is missing \`${key}\``));
        for (const key of keys) {
            const sub = schema.properties?.[key];
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
    return { object: 'a map', array: 'a list', string: 'a string', integer: 'a whole number', boolean: '`true` or `false`' }[type] ?? `a ${type}`;
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
        ? `Claude Code sets \`\${${CLAUDE_PLUGIN_ROOT}}\` only for a skill it loads from a plugin, and no plugin manifest is above this skill, so every agent reads ${example}${more} as \`/${first.target}\`. ${relative}.`
        : `Only Claude Code expands \`\${${CLAUDE_PLUGIN_ROOT}}\`, when it installs the plugin; Codex, pi, Gemini CLI, OpenCode and Hermes Agent (\`npx skills add\`, an eval on those backends) read ${example}${more} as \`/${first.target}\`. ${relative}, or, if the skill ships for Claude Code only, turn this rule off.`;
    return [(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .diagnostic */ .Y)('plugin-root-variable', skill.file, message, { line: first.line })];
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

// UNUSED EXPORTS: CONFIG_FILE, configCandidates, findValidateConfig, parseValidateConfig

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/eval/spec/jsonSchema.ts
var jsonSchema = __webpack_require__(183);
// EXTERNAL MODULE: ./src/util/yaml.ts
var yaml = __webpack_require__(9869);
// EXTERNAL MODULE: ./src/skills/rules.ts
var rules = __webpack_require__(3929);
;// CONCATENATED MODULE: ./src/skills/config/schema.ts

const RULE_SETTINGS = ['off', 'warning', 'error'];
const INLINE_DISABLE = ['warnings', 'all', 'none'];
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
                'inline-disable': {
                    description: 'Which findings `<!-- caliper-disable … -->` comments in a SKILL.md may silence: warnings (default), all, or none.',
                    enum: INLINE_DISABLE,
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
const DEFAULT_VALIDATE_CONFIG = { rules: {}, ignore: [], commands: [], inlineDisable: 'warnings', source: undefined };
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
        const line = (unknownKey !== undefined ? parsed.doc.lineOf([...first.path, unknownKey]) : undefined) ?? parsed.doc.lineOf(first.path);
        throw new ConfigError(`${source}${line ? `, line ${line}` : ''}: ${first.message.replace(/^the spec/, 'the file')}`);
    }
    const section = value.validate ?? {};
    return {
        rules: section.rules ?? {},
        ignore: section.ignore ?? [],
        commands: section.commands ?? [],
        inlineDisable: section['inline-disable'] ?? 'warnings',
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
        const abs = external_node_path_default().resolve(cwd, file);
        if (!(0,external_node_fs_.existsSync)(abs) || !(0,external_node_fs_.statSync)(abs).isFile())
            throw new ConfigError(`--config ${file}: no such file. Pass the path of a caliper.yml, or leave --config out to read ${CONFIG_FILE}.`, { complete: true });
        return parseValidateConfig((0,external_node_fs_.readFileSync)(abs, 'utf8'), file);
    }
    return findValidateConfig(dir, cwd);
}
/** `loadValidateConfig` without `--config`. */
function findValidateConfig(dir, cwd = process.cwd()) {
    for (const candidate of configCandidates(dir, repositoryTop(dir))) {
        if ((0,external_node_fs_.existsSync)(candidate) && (0,external_node_fs_.statSync)(candidate).isFile())
            return parseValidateConfig((0,external_node_fs_.readFileSync)(candidate, 'utf8'), external_node_path_default().relative(cwd, candidate).split((external_node_path_default()).sep).join('/'));
    }
    return DEFAULT_VALIDATE_CONFIG;
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
    if (extra.fix)
        d.fix = extra.fix;
    return d;
}
function compareDiagnostics(a, b) {
    return (0,_util_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .compareStrings */ .Kt)(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (0,_util_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .compareStrings */ .Kt)(a.rule, b.rule);
}


/***/ }),

/***/ 8604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k2: () => (/* binding */ skillBody),
/* harmony export */   yv: () => (/* binding */ parseFrontmatter)
/* harmony export */ });
/* unused harmony export FRONTMATTER_MAX_BYTES */
/* harmony import */ var _util_yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9869);

/** No front matter needs more (a description is at most 1,024 characters); refused before parsing. */
const FRONTMATTER_MAX_BYTES = 64 * 1024;
const OPEN = /^---[ \t]*$/;
const OPEN_WITH_LANGUAGE = /^---[ \t]*([A-Za-z][\w-]*)[ \t]*$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/;
/** The text after the front matter, or the whole text when it has no readable front matter. */
function skillBody(text) {
    const fm = parseFrontmatter(text);
    return fm.kind === 'ok' ? fm.body : text;
}
/**
 * Split and parse a SKILL.md front matter block without ever evaluating it: we do the split
 * ourselves (gray-matter would `eval` a `---js` block by default and cannot report an unclosed one).
 */
function parseFrontmatter(text) {
    const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const head = frontmatterLines(source);
    if (head === undefined)
        return withoutBlock(source.split(/\r?\n/));
    const { lines, closeIndex, bodyStart } = head;
    if (closeIndex < 0)
        return { kind: 'unclosed' };
    // The body as the whole text split on line ends and joined with `\n` would be, without splitting it.
    const rest = source.slice(bodyStart);
    const body = rest.includes('\r') ? rest.replace(/\r\n/g, '\n') : rest;
    const yamlText = lines.slice(1, closeIndex).join('\n');
    const yamlFirstLine = 2;
    const parsed = (0,_util_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .parseYaml */ .hN)(yamlText, { maxBytes: FRONTMATTER_MAX_BYTES });
    if (!parsed.ok) {
        return {
            kind: 'invalid-yaml',
            line: parsed.line + yamlFirstLine - 1,
            message: parsed.message,
            body,
            bodyStartLine: closeIndex + 2,
            refused: parsed.refused === true,
        };
    }
    const value = parsed.doc.value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return { kind: 'not-a-mapping', line: 1 };
    }
    const doc = parsed.doc;
    return {
        kind: 'ok',
        data: value,
        lineOf: (path) => {
            const line = doc.lineOf(path);
            return line === undefined ? 1 : line + yamlFirstLine - 1;
        },
        body,
        bodyStartLine: closeIndex + 2,
    };
}
/**
 * The lines of a block that opens on line 1, up to its closing line (`closeIndex`, -1 when there is none),
 * and where the body starts in `source`; undefined when line 1 does not open a block. Only the block is
 * split into lines: a SKILL.md body is read whole, once, by later checks.
 */
function frontmatterLines(source) {
    const lines = [];
    let start = 0;
    while (start <= source.length) {
        const end = source.indexOf('\n', start);
        const terminated = end >= 0;
        const raw = source.slice(start, terminated ? end : source.length);
        const line = terminated && raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        const next = terminated ? end + 1 : source.length + 1;
        if (lines.length === 0 && !OPEN.test(line)) {
            const language = OPEN_WITH_LANGUAGE.exec(line)?.[1];
            if (!language || !/^ya?ml$/i.test(language))
                return undefined;
        }
        lines.push(line);
        if (lines.length > 1 && CLOSE.test(line))
            return { lines, closeIndex: lines.length - 1, bodyStart: Math.min(next, source.length) };
        start = next;
    }
    return { lines, closeIndex: -1, bodyStart: source.length };
}
/** Line 1 opens no YAML block: a foreign language, a block further down, or none at all. */
function withoutBlock(lines) {
    const first = lines[0] ?? '';
    const language = OPEN_WITH_LANGUAGE.exec(first)?.[1];
    if (language && !/^ya?ml$/i.test(language))
        return { kind: 'foreign-language', language };
    const firstContent = lines.findIndex((line) => line.trim() !== '');
    if (firstContent > 0 && OPEN.test(lines[firstContent] ?? ''))
        return { kind: 'misplaced', line: firstContent + 1 };
    return { kind: 'absent' };
}


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
/** Where agent CLIs look for skills and commands, as folder paths relative to a project. */
/** Folders whose `.md` files CLIs turn into slash commands or prompts, never into installable skills. */
const COMMAND_FOLDERS = ['.claude/commands', '.opencode/command', '.opencode/commands', '.codex/prompts', '.pi/prompts'];
/** Native skills roots; any folder named `skills` is treated like one for lone-file detection. */
const NATIVE_SKILL_ROOTS = [
    '.claude/skills',
    '.agents/skills',
    '.codex/skills',
    '.opencode/skills',
    '.opencode/skill',
    '.pi/skills',
    '.gemini/skills',
    '.hermes/skills',
];
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


/** Manifests that make a folder a plugin: it installs as a whole, so its skills may use its other files. */
const PLUGIN_MANIFESTS = ['.claude-plugin/plugin.json', '.codex-plugin/plugin.json'];
const MANIFEST_FOLDERS = PLUGIN_MANIFESTS.map((m) => m.split('/')[0]);
const MARKETPLACE = '.claude-plugin/marketplace.json';
/** `listings`: folder listings by absolute path (the discovery walk's), so that most folders need no look on disk. */
function pluginLayout(root, skillDirs, listings) {
    const rootByDir = new Map();
    const hasManifest = (dir) => {
        const listing = listings?.get(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, dir));
        return PLUGIN_MANIFESTS.some((m, i) => (listing === undefined || listing.some((e) => e.name === MANIFEST_FOLDERS[i])) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, dir, m)));
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
    for (const r of roots) {
        for (const m of PLUGIN_MANIFESTS) {
            const name = readJson(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, r, m))?.name;
            if (typeof name === 'string')
                names.add(name);
        }
    }
    const plugins = readJson(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, MARKETPLACE))?.plugins;
    if (Array.isArray(plugins)) {
        for (const p of plugins)
            if (typeof p?.name === 'string')
                names.add(p.name);
    }
    return {
        rootOf,
        names,
        hasAgentOrCommand: (name) => [...roots].some((r) => ['agents', 'commands'].some((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, r, f, `${name}.md`)))),
    };
}
function parentOf(dir) {
    const at = dir.lastIndexOf('/');
    return at < 0 ? '' : dir.slice(0, at);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function readJson(file) {
    try {
        // A manifest is a few hundred bytes; a huge one is not read at all.
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).size > 256 * 1024)
            return undefined;
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch {
        return undefined;
    }
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
    'frontmatter-invalid-yaml': { severity: 'error', summary: 'The front matter must parse as safe YAML (no code, capped aliases).' },
    'frontmatter-not-mapping': { severity: 'error', summary: 'The front matter must be a mapping of fields.' },
    'frontmatter-language': { severity: 'error', summary: 'Executable front matter (`---js`, `---javascript`, …) is refused unread.' },
    'name-missing': { severity: 'error', summary: '`name` is required.' },
    'name-format': { severity: 'error', summary: '`name`: 1–64 lowercase letters, digits and single hyphens, no hyphen at either end.' },
    'name-mismatch': { severity: 'error', summary: '`name` must equal the skill folder name.' },
    'name-duplicate': { severity: 'error', summary: 'Two skills in one repository may not share a `name`.' },
    'description-missing': { severity: 'error', summary: '`description` is required and must be a non-empty string.' },
    'description-too-long': { severity: 'error', summary: '`description` is at most 1,024 characters.' },
    'field-type': { severity: 'error', summary: 'A spec field has the wrong type or size (`license`, `compatibility`, `metadata`, `allowed-tools`).' },
    'field-unknown': { severity: 'warning', summary: 'A front matter field is neither in the spec nor a known backend extension (an error under `--strict-spec`).' },
    'lone-command-file': { severity: 'error', summary: 'A command-style `.md` file has no skill folder, `name` or `description`: nothing can install it.' },
    'skill-file-name': { severity: 'error', summary: 'The skill file must be a file named exactly `SKILL.md`.' },
    'nested-skill': { severity: 'warning', summary: 'A skill folder inside another skill folder is installed along with its parent.' },
    'reference-unresolved': { severity: 'error', summary: 'A Markdown link in SKILL.md resolves to nothing, or a file is named in the wrong letter case.' },
    'reference-unconfirmed': { severity: 'warning', summary: 'A path the text gives reads like a file of the skill, but none exists.' },
    'reference-outside-skill': { severity: 'error', summary: 'A reference leaves the skill folder without landing in another skill of the repository.' },
    'plugin-root-variable': { severity: 'warning', summary: '`${CLAUDE_PLUGIN_ROOT}` is used where agents other than Claude Code (or all of them) read it as empty.' },
    'skill-mention-unknown': { severity: 'warning', summary: 'The text requires a skill (`plugin:name`, "REQUIRED SUB-SKILL: X") that is not in the repository.' },
    'disable-comment-unknown-rule': { severity: 'warning', summary: 'A `caliper-disable` comment names a rule id caliper does not have, so it silences nothing.' },
    'symlink-escape': { severity: 'error', summary: 'A symlink in a skill folder points outside it (or nowhere).' },
    'symlink-hidden-target': { severity: 'error', summary: 'A symlink in a skill folder points at (or into a folder holding) something never installed: an eval spec, `.caliper/`, `.git/` or a forbidden file.' },
    'symlink-loop': { severity: 'error', summary: 'A folder link in a skill leads back to a folder holding it (its own, an ancestor, or through other links), so walking it never ends.' },
    'file-encoding': { severity: 'error', summary: 'SKILL.md must be UTF-8 text.' },
    'file-size': { severity: 'error', summary: 'A skill exceeds a size cap (SKILL.md, file count or total bytes).' },
    'skill-folder-too-large': { severity: 'error', summary: 'Walking a skill folder, with the folder links an install follows, meets more than 20,000 entries or nests more than 32 folders deep.' },
    'file-name-unsafe': { severity: 'error', summary: 'A file name in a skill could escape or corrupt the install root.' },
    'disable-model-invocation-ignored': { severity: 'warning', summary: 'A backend ignores `disable-model-invocation: true`: there the agent may run the skill unasked.' },
    'description-when-to-use': { severity: 'warning', summary: 'The description should say when to use the skill.' },
    'description-angle-brackets': { severity: 'warning', summary: '`<` or `>` in a description breaks the XML skill listings agents receive.' },
    'description-near-duplicate': { severity: 'warning', summary: 'Skills with nearly the same description compete for activation (one finding per group).' },
    'body-too-long': { severity: 'warning', summary: 'The SKILL.md body is over 500 lines or about 5,000 tokens.' },
    'eval-spec-invalid-yaml': { severity: 'error', summary: 'An `.eval.yaml` must parse as safe YAML.' },
    'eval-spec-too-large': { severity: 'error', summary: 'An `.eval.yaml` is over 256 KiB; caliper does not read it.' },
    'eval-spec-schema': { severity: 'error', summary: 'An `.eval.yaml` must match `schemas/eval-spec.schema.json`.' },
    'eval-spec-unknown-skill': { severity: 'error', summary: 'An eval spec names a skill that is not in the repository.' },
    'eval-spec-duplicate-case': { severity: 'error', summary: 'Case ids in one eval spec must be unique.' },
    'eval-spec-pattern': { severity: 'error', summary: 'A `file_contains` or `output_matches` pattern must compile as RE2 (no backreferences, no lookaround).' },
    'eval-spec-path': { severity: 'error', summary: "A `sandbox.fixtures` path must be a folder inside the skill, and a check's path must stay in the agent's working folder." },
    'eval-spec-check-not-counted': { severity: 'warning', summary: 'A case that expects its skill not to be chosen has an execution check, which counts toward no rate.' },
    'eval-spec-disabled-activation': { severity: 'error', summary: 'A case expects activation of a skill that has `disable-model-invocation: true`.' },
    'eval-spec-invocation-syntax': { severity: 'error', summary: 'A prompt invokes a skill by name; install-and-discover prompts must not.' },
    'eval-spec-file-name': { severity: 'error', summary: 'An eval spec must be named `.eval.yaml`.' },
    'eval-spec-orphan': { severity: 'error', summary: 'An `.eval.yaml` must sit beside the `SKILL.md` it evaluates.' },
};
const RULE_IDS = Object.keys(RULES);
const RULES_DOC_URL = 'https://github.com/caliper-ci/caliper/blob/main/docs/rules.md';


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
/* unused harmony exports WALK_LIMITS, WalkBudget */
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
/** What a walk has read so far; an install's walks, one per followed link, share one. */
class WalkBudget {
    left = WALK_LIMITS.entries;
    /** Counts one entry, `depth` folders down from where the walk started (1 for a top-level entry). */
    take(depth) {
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
        }
    }
    return out.sort((a, b) => (0,_util_strings_js__WEBPACK_IMPORTED_MODULE_4__/* .compareStrings */ .Kt)(a.rel, b.rel));
}
function linkEntry(rel, abs) {
    try {
        const target = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target);
        return { rel, kind: 'symlink', target, targetIsDir: st.isDirectory(), size: st.isFile() ? st.size : 0 };
    }
    catch {
        return { rel, kind: 'symlink', target: undefined, targetIsDir: false, size: 0 };
    }
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
        for (const entry of walkSkillFolder(dir, { exclude: (rel) => exclude(join(prefix, rel)), listings: options.listings, budget, depth })) {
            const rel = join(prefix, entry.rel);
            out.push({ rel, dir, entry });
            if (entry.kind !== 'symlink' || !entry.targetIsDir || entry.target === undefined || !isInside(realDir, entry.target))
                continue;
            if (options.follow && !options.follow(entry.target))
                continue;
            const link = { rel: skillRel(realDir, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realFolder, entry.rel)), folder: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realFolder, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(entry.rel)) };
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

/***/ 5652:
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
// EXTERNAL MODULE: ./src/skills/diagnostic.ts
var diagnostic = __webpack_require__(6207);
// EXTERNAL MODULE: ./src/skills/dependencies.ts
var dependencies = __webpack_require__(4649);
;// CONCATENATED MODULE: ./src/util/arrays.ts
/**
 * `target.push(...items)` without the spread: a spread passes every item as an argument and overflows
 * the call stack past ~100,000 of them.
 */
function append(target, items) {
    for (const item of items)
        target.push(item);
    return target;
}

;// CONCATENATED MODULE: ./src/skills/config/disableComments.ts
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
    for (const comment of disableComments(text)) {
        for (const id of comment.ids.filter((i) => !KNOWN.has(i))) {
            const guess = (0,suggest/* closest */.k)(id, rules/* RULE_IDS */.Iu);
            out.push((0,diagnostic/* diagnostic */.Y)('disable-comment-unknown-rule', file, `\`caliper-disable${comment.scope === 'next-line' ? '-next-line' : ''}\` names \`${id}\`, which is not a caliper rule, so it silences nothing. ${guess ? `Did you mean \`${guess}\`?` : 'The rule ids are listed in docs/rules.md.'}`, { line: comment.line }));
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
// EXTERNAL MODULE: ./src/skills/layout.ts
var skills_layout = __webpack_require__(4014);
;// CONCATENATED MODULE: ./src/skills/skill.ts
function skillFile(dir, name) {
    return dir === '' ? name : `${dir}/${name}`;
}

// EXTERNAL MODULE: ./src/skills/skillFiles.ts
var skillFiles = __webpack_require__(8216);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __webpack_require__(4964);
;// CONCATENATED MODULE: ./src/skills/readSkill.ts










const SKILL_MD_MAX_BYTES = 256 * 1024;
/** Read one SKILL.md: encoding, size and front matter structure. Field rules run on the result. */
function readSkill(root, dir, options = {}) {
    const file = skillFile(dir, skills_layout/* SKILL_FILE */.LF);
    const folderName = dir === '' ? external_node_path_default().basename(external_node_path_default().resolve(root)) : dir.split('/').pop();
    const diagnostics = [];
    const skill = {
        dir,
        file,
        folderName,
        name: folderName,
        description: undefined,
        disableModelInvocation: false,
        frontmatter: undefined,
        body: '',
        bodyStartLine: 1,
        lineOf: () => 1,
    };
    const abs = options.absDir === undefined ? external_node_path_default().join(root, file) : (0,paths/* childPath */.c)(options.absDir, skills_layout/* SKILL_FILE */.LF);
    // A SKILL.md linked to a file outside the repository (a runner's secrets, /proc) is never read: its
    // text would end up in messages and the PR comment.
    const leaves = options.isLink === false ? undefined : (0,skillFiles/* linkLeaving */.nG)(options.realRoot ?? external_node_fs_.realpathSync.native(root), abs);
    if (leaves !== undefined) {
        diagnostics.push((0,diagnostic/* diagnostic */.Y)('symlink-escape', file, `\`${file}\` is a symlink that leads ${leaves === 'nowhere' ? 'nowhere' : 'outside the repository'}; caliper does not read it. Replace it with the file itself.`));
        return { skill, diagnostics };
    }
    const bytes = readCapped(abs, SKILL_MD_MAX_BYTES, options.size);
    if (typeof bytes === 'number') {
        diagnostics.push((0,diagnostic/* diagnostic */.Y)('file-size', file, `SKILL.md is ${kib(bytes)}, over the ${kib(SKILL_MD_MAX_BYTES)} cap. Move detail into files under references/ and link to them.`));
        return { skill, diagnostics };
    }
    const text = decodeUtf8(bytes);
    if (text === undefined) {
        const why = bytes.includes(0) ? 'is binary (it contains NUL bytes)' : 'is not valid UTF-8';
        diagnostics.push((0,diagnostic/* diagnostic */.Y)('file-encoding', file, `SKILL.md ${why}. Save it as UTF-8 text.`));
        return { skill, diagnostics };
    }
    skill.body = text;
    append(diagnostics, checkDisableComments(file, text));
    const fm = (0,frontmatter/* parseFrontmatter */.yv)(text);
    switch (fm.kind) {
        case 'absent':
            diagnostics.push((0,diagnostic/* diagnostic */.Y)('frontmatter-missing', file, `SKILL.md has no front matter. Start the file with:\n---\nname: ${folderName}\ndescription: <what it does and when to use it>\n---`, { line: 1 }));
            break;
        case 'misplaced':
            diagnostics.push((0,diagnostic/* diagnostic */.Y)('frontmatter-missing', file, `The front matter starts on line ${fm.line}; it must start on line 1. Remove what comes before it.`, { line: 1 }));
            break;
        case 'unclosed':
            diagnostics.push((0,diagnostic/* diagnostic */.Y)('frontmatter-unclosed', file, 'The front matter opened on line 1 is never closed. Add a line `---` after the last field.', { line: 1 }));
            break;
        case 'foreign-language':
            diagnostics.push((0,diagnostic/* diagnostic */.Y)('frontmatter-language', file, `Front matter in \`${fm.language}\` is refused and was not run (it would execute code). Use a plain \`---\` YAML block.`, { line: 1 }));
            break;
        case 'invalid-yaml':
            // Later checks read the body only: the unreadable block is not prose to scan for references.
            skill.body = fm.body;
            skill.bodyStartLine = fm.bodyStartLine;
            diagnostics.push((0,diagnostic/* diagnostic */.Y)('frontmatter-invalid-yaml', file, `The front matter is not valid YAML: ${fm.message}. ${fm.refused ? 'It was refused unparsed: keep it to the fields a skill needs.' : 'Quote values that contain `: ` or start with a special character.'}`, { line: fm.line }));
            break;
        case 'not-a-mapping':
            diagnostics.push((0,diagnostic/* diagnostic */.Y)('frontmatter-not-mapping', file, 'The front matter must be a mapping (`name: …`, `description: …`), not a list or a single value.', { line: 2 }));
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
    return { skill, diagnostics };
}
/**
 * The file's bytes, or its size when it is over `cap` (then it is not read). One open, and one fstat
 * unless the size is known.
 */
function readCapped(abs, cap, knownSize) {
    if (knownSize !== undefined && knownSize > cap)
        return knownSize;
    const fd = (0,external_node_fs_.openSync)(abs, 'r');
    try {
        const size = knownSize ?? (0,external_node_fs_.fstatSync)(fd).size;
        if (size > cap)
            return size;
        const buffer = Buffer.allocUnsafe(size);
        let read = 0;
        while (read < size) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, read, size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return read === size ? buffer : buffer.subarray(0, read);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
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

// EXTERNAL MODULE: ./src/util/pattern.ts
var util_pattern = __webpack_require__(666);
// EXTERNAL MODULE: ./src/util/yaml.ts
var yaml = __webpack_require__(9869);
// EXTERNAL MODULE: ./src/util/readUpTo.ts
var readUpTo = __webpack_require__(7366);
// EXTERNAL MODULE: ./src/results/aggregate.ts
var aggregate = __webpack_require__(2089);
// EXTERNAL MODULE: ./src/util/strings.ts
var strings = __webpack_require__(558);
// EXTERNAL MODULE: ./src/eval/spec/jsonSchema.ts
var jsonSchema = __webpack_require__(183);
// EXTERNAL MODULE: ./src/eval/spec/schema.ts
var schema = __webpack_require__(6465);
;// CONCATENATED MODULE: ./src/eval/spec/schemaErrors.ts


/** The schema's patterns, as the rule a person reads instead of the regular expression. */
const PATTERN_MEANINGS = {
    [schema.evalSpecSchema.definitions.skillName.pattern]: 'a skill name (lowercase letters, digits and single hyphens, like `pdf-tools`)',
    [schema.evalSpecSchema.definitions.case.properties.id.pattern]: 'an id of letters, digits, `.`, `_` and `-` that starts with a letter or digit',
};
/** One readable problem per location where a spec departs from `schemas/eval-spec.schema.json`. */
function schemaProblems(value) {
    return (0,jsonSchema/* validateAgainst */.s)(schema.evalSpecSchema, value, { patternMeanings: PATTERN_MEANINGS });
}
/** The problems of one value against one of the schema's definitions (`check`, `skillName`, `case`). */
function definitionProblems(definition, value) {
    return (0,jsonSchema/* validateAgainst */.s)({ ...schema.evalSpecSchema, $ref: `#/definitions/${definition}` }, value, { patternMeanings: PATTERN_MEANINGS });
}

;// CONCATENATED MODULE: ./src/eval/spec/readSpec.ts













/** A pull request writes the spec: a larger one is not read (real specs are a few KiB). */
const EVAL_SPEC_MAX_BYTES = 256 * 1024;
/** The text of the spec at `abs` (`file` relative to the root), or the diagnostic that it is over the cap. */
function readSpecText(abs, file) {
    const fd = (0,external_node_fs_.openSync)(abs, 'r');
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        const bytes = size > EVAL_SPEC_MAX_BYTES ? undefined : (0,readUpTo/* readUpTo */.V)(fd, EVAL_SPEC_MAX_BYTES + 1);
        if (bytes && bytes.length <= EVAL_SPEC_MAX_BYTES)
            return { text: bytes.toString('utf8') };
        const message = `\`${file}\` is ${kib(Math.max(size, bytes?.length ?? 0))}, over the ${kib(EVAL_SPEC_MAX_BYTES)} an eval spec may hold, so caliper does not read it. Shorten it.`;
        return { diagnostic: (0,diagnostic/* diagnostic */.Y)('eval-spec-too-large', file, message, { line: 1 }) };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
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
        return { spec: undefined, diagnostics: [(0,diagnostic/* diagnostic */.Y)('eval-spec-invalid-yaml', file, `Not valid YAML: ${parsed.message}.`, { line: parsed.line })] };
    }
    const { value, lineOf } = parsed.doc;
    const problems = schemaProblems(value);
    const lineOfProblem = (p) => (p.unknownKey !== undefined ? lineOf([...p.path, p.unknownKey]) : undefined) ?? lineOf(p.path) ?? 1;
    const diagnostics = problems.map((p) => (0,diagnostic/* diagnostic */.Y)('eval-spec-schema', file, schemaMessage(value, p), { line: lineOfProblem(p) }));
    const spec = problems.length === 0 ? normalise(value, input) : undefined;
    append(diagnostics, crossCheck(usableParts(value), input, (p) => lineOf(p) ?? 1));
    return { spec: diagnostics.some((d) => d.severity === 'error') ? undefined : spec, diagnostics };
}
/** A schema problem said where a person looks: the case by its id and the check by its number, not `cases.0.checks.1`. */
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
        where = typeof last === 'number' ? `\`${problem.path.slice(0, -1).join('.')}\` item ${last + 1}` : `\`${problem.path.join('.')}\``;
    }
    const said = (0,strings/* sentence */.em)(`${where} ${problem.detail}`);
    // A near miss named is the fix; otherwise point at the reference.
    return problem.detail.includes('did you mean') ? said : `${said} See docs/eval-spec.md.`;
}
const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const rawCases = (value) => (isRecord(value) && Array.isArray(value.cases) ? value.cases : []);
function validCaseId(c) {
    return isRecord(c) && typeof c.id === 'string' && definitionProblems('case', { ...c, prompt: 'p', checks: [{ not_activated_any: true }] }).length === 0 ? c.id : undefined;
}
function caseLabel(c, index) {
    const id = validCaseId(c);
    return id !== undefined ? `\`${id}\`` : String(index + 1);
}
function usableParts(value) {
    if (!isRecord(value))
        return { skills: [], fixtures: undefined, cases: [] };
    const skills = (Array.isArray(value.skills) ? value.skills : []).flatMap((name, index) => (typeof name === 'string' && definitionProblems('skillName', name).length === 0 ? [{ name, index }] : []));
    const sandbox = isRecord(value.sandbox) ? value.sandbox : {};
    const fixtures = typeof sandbox.fixtures === 'string' && sandbox.fixtures !== '' ? sandbox.fixtures : undefined;
    const cases = rawCases(value).flatMap((c, index) => {
        if (!isRecord(c))
            return [];
        const checks = (Array.isArray(c.checks) ? c.checks : []).flatMap((check, k) => (definitionProblems('check', check).length === 0 ? [{ index: k, check: toCheck(check) }] : []));
        return [{ index, id: validCaseId(c), label: caseLabel(c, index), prompt: typeof c.prompt === 'string' ? c.prompt : undefined, checks }];
    });
    return { skills, fixtures, cases };
}
function normalise(raw, input) {
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
        sandbox: {
            fixtures: raw.sandbox?.fixtures,
            forbiddenFiles: raw.sandbox?.forbidden_files ?? [],
            timeoutSeconds: raw.sandbox?.timeout,
        },
        cases: raw.cases.map((c) => ({ id: c.id, prompt: c.prompt, checks: c.checks.map(toCheck) })),
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
        default:
            return { kind: 'not_activated_any' };
    }
}
/** The installed set: the declared skills plus the closure of their cross-skill references. */
function installedSkills(spec, skills) {
    return (0,dependencies/* dependencyClosure */.N)(spec.skills, (n) => skills.directDependencies(n));
}
/** Checks that run in the agent's working folder and count toward execution only. */
const EXECUTION_CHECKS = new Set(['file_exists', 'file_contains', 'command', 'output_matches']);
function crossCheck(parts, input, lineOf) {
    const { file, skills } = input;
    const out = [];
    for (const { name, index } of parts.skills) {
        if (!skills.has(name)) {
            out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-unknown-skill', file, `\`skills\` names \`${name}\`, which no SKILL.md in this repository has as its \`name\`.`, { line: lineOf(['skills', index]) }));
        }
    }
    const declared = [input.subject, ...parts.skills.map((s) => s.name).filter((s) => s !== input.subject)];
    const installed = new Set(installedSkills({ skills: declared }, skills));
    const seenIds = new Map();
    for (const c of parts.cases) {
        const ci = c.index;
        const caseLine = lineOf(['cases', ci]);
        if (c.id !== undefined) {
            const first = seenIds.get(c.id);
            if (first !== undefined)
                out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-duplicate-case', file, `Case id \`${c.id}\` is used twice (first at line ${first}). Give each case its own id.`, { line: caseLine }));
            else
                seenIds.set(c.id, caseLine);
        }
        for (const name of c.prompt === undefined ? [] : installed) {
            const syntax = invocationSyntax(c.prompt, name);
            if (syntax) {
                out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-invocation-syntax', file, `The prompt of case ${c.label} invokes \`${name}\` explicitly (\`${syntax}\`), which preloads it; install-and-discover measures whether the agent chooses the skill by itself. Describe the task instead.`, { line: lineOf(['cases', ci, 'prompt']) }));
            }
        }
        const role = (0,aggregate/* caseRole */.TV)({ id: c.id ?? '', prompt: c.prompt ?? '', checks: c.checks.map((k) => k.check) }, input.subject);
        for (const { index: ki, check } of c.checks) {
            const line = lineOf(['cases', ci, 'checks', ki]);
            if (check.kind === 'activation') {
                if (!installed.has(check.skill)) {
                    const why = skills.has(check.skill)
                        ? `is not installed for this spec; add it to \`skills:\``
                        : 'is not a skill in this repository';
                    out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-unknown-skill', file, `Case ${c.label} checks activation of \`${check.skill}\`, which ${why}.`, { line }));
                }
                else if (check.expect && skills.disablesModelInvocation(check.skill)) {
                    out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-disabled-activation', file, `Case ${c.label} expects the agent to choose \`${check.skill}\`, but that skill sets \`disable-model-invocation: true\`, so it can only score 0. Use \`expect: false\` or remove the flag.`, { line }));
                }
            }
            if (check.kind === 'file_contains' || check.kind === 'output_matches') {
                const pattern = (0,util_pattern/* compilePattern */.E)(check.pattern);
                if (!pattern.ok) {
                    out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-pattern', file, `Case ${c.label}: \`${check.pattern}\` is not a pattern caliper can match (${pattern.message}). ${util_pattern/* PATTERN_HELP */.d}.`, { line }));
                }
            }
            if ((check.kind === 'file_exists' || check.kind === 'file_contains') && leavesWorkingFolder(check.path)) {
                out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-path', file, `Case ${c.label}, check ${ki + 1}: \`${check.path}\` is outside the agent's working folder, the only place checks look. Give a path relative to it, like \`out.csv\`.`, { line }));
            }
            if (role === 'should-not-activate' && EXECUTION_CHECKS.has(check.kind)) {
                out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-check-not-counted', file, `Case ${c.label} expects \`${input.subject}\` not to be chosen, so it counts toward false activation only: its \`${check.kind}\` check counts toward no rate. Move the check to a case that expects \`${input.subject}\`, or remove it.`, { line }));
            }
        }
    }
    const fixtures = parts.fixtures;
    if (fixtures !== undefined) {
        const skillAbs = external_node_path_default().join(input.root, input.skillDir);
        const abs = external_node_path_default().resolve(skillAbs, fixtures);
        const line = { line: lineOf(['sandbox', 'fixtures']) };
        if (!(0,external_node_fs_.existsSync)(abs) || !(0,external_node_fs_.statSync)(abs).isDirectory()) {
            out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-path', file, `\`sandbox.fixtures: ${fixtures}\` is not a folder inside the skill. Create it or fix the path.`, line));
        }
        else if (!(0,skillFiles/* isInside */.FK)(external_node_fs_.realpathSync.native(skillAbs), external_node_fs_.realpathSync.native(abs)) || external_node_fs_.realpathSync.native(abs) === external_node_fs_.realpathSync.native(skillAbs)) {
            out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-path', file, `\`sandbox.fixtures: ${fixtures}\` must be a subfolder of the skill, not the skill itself or a folder outside it.`, line));
        }
    }
    return out;
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
/** `word` occurs in `text` not followed by a word character or `-` (and, if asked, at the start or after white space). */
function standsAlone(text, word, afterSpace) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        const before = at === 0 || !afterSpace || /\s/.test(text[at - 1]);
        const after = text[at + word.length];
        if (before && (after === undefined || !/[\w-]/.test(after)))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/skills/fields.ts
/** Front matter fields of the Agent Skills spec, and the extensions each backend documents. */
const SPEC_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
/**
 * Top-level fields each CLI documents beyond the spec, from its current documentation (sources in
 * docs/rules.md). Codex, Gemini CLI and OpenCode read only spec fields from SKILL.md.
 */
const BACKEND_FIELDS = {
    // https://code.claude.com/docs/en/skills#frontmatter-reference
    'claude-code': [
        'when_to_use',
        'argument-hint',
        'arguments',
        'disable-model-invocation',
        'user-invocable',
        'model',
        'effort',
        'context',
        'agent',
        'hooks',
        'paths',
        'shell',
    ],
    // pi: docs/skills.md of badlogic/pi-mono (packages/coding-agent)
    pi: ['disable-model-invocation'],
    // https://hermes-agent.nousresearch.com/docs/developer-guide/creating-skills
    hermes: ['version', 'author', 'platforms', 'required_environment_variables'],
};
/** `metadata.<key>` values a tool defines as something other than a string. */
const BACKEND_METADATA_KEYS = {
    // Hermes keeps tags and related skills in a map.
    hermes: { tool: 'Hermes Agent', accepts: (v) => v !== null && typeof v === 'object' && !Array.isArray(v) },
    // The `skills` installer (vercel-labs/skills) hides a skill when `metadata.internal === true`.
    internal: { tool: 'the `skills` installer', accepts: (v) => typeof v === 'boolean' },
};
/**
 * Backends that do not honour `disable-model-invocation: true` (they list the skill and the agent may run
 * it unasked), with how to hide a skill there instead. Each entry is what an e2e test saw the real CLI do.
 */
const DISABLE_MODEL_INVOCATION_IGNORED_BY = {
    codex: 'add `agents/openai.yaml` to the skill with `policy: { allow_implicit_invocation: false }` (it stays invocable as `$name`)',
    'gemini-cli': "list it under `skills.disabled` in the user's settings.json (that also removes it from `/name`)",
    hermes: "list it under `skills.disabled` in the user's config.yaml (that also makes `skill_view` refuse it)",
    opencode: 'deny it in `permission.skill` of opencode.json (`"skill": { "<name>": "deny" }`)',
};
/**
 * Folders only some CLIs read. A skill kept under one is meant for those; anywhere else (`skills/`,
 * `.agents/skills`) it is meant for any agent.
 */
const CLI_FOLDERS = {
    '.claude': ['claude-code', 'opencode'],
    '.opencode': ['opencode'],
    '.pi': ['pi'],
    '.gemini': ['gemini-cli'],
    '.codex': ['codex'],
    '.hermes': ['hermes'],
};
/** The backends a skill at `dir` is meant for: undefined means every one. */
function intendedBackends(dir) {
    const top = dir.split('/').find((segment) => segment in CLI_FOLDERS);
    return top === undefined ? undefined : CLI_FOLDERS[top];
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

;// CONCATENATED MODULE: ./src/skills/checks/fields.ts




/** The Agent Skills spec's field rules, plus the extensions backends document. */
function checkFields(skill, options) {
    const fm = skill.frontmatter;
    if (!fm)
        return [];
    const out = [];
    const at = (field) => ({ line: skill.lineOf([field]) });
    const file = skill.file;
    // name
    const name = fm.name;
    const folderIsValidName = NAME_PATTERN.test(skill.folderName) && skill.folderName.length <= NAME_MAX;
    const setFolderName = folderIsValidName ? { kind: 'set-name', file, name: skill.folderName } : undefined;
    if (name === undefined || name === null || name === '') {
        out.push((0,diagnostic/* diagnostic */.Y)('name-missing', file, `\`name\` is missing. Add \`name: ${folderIsValidName ? skill.folderName : '<folder-name>'}\` (it must equal the folder name).`, {
            line: 1,
            ...(setFolderName && { fix: setFolderName }),
        }));
    }
    else if (typeof name !== 'string') {
        out.push((0,diagnostic/* diagnostic */.Y)('name-format', file, `\`name\` must be a string, not ${describe(name)}.`, at('name')));
    }
    else {
        if (name.length > NAME_MAX || !NAME_PATTERN.test(name)) {
            const suggestion = (0,skills_layout/* toSkillName */.m$)(name);
            out.push((0,diagnostic/* diagnostic */.Y)('name-format', file, `\`name: ${name}\` is not a valid skill name: use 1–${NAME_MAX} lowercase letters, digits and single hyphens, with no hyphen at either end${suggestion ? ` (e.g. \`${suggestion}\`)` : ''}.`, { ...at('name'), ...(setFolderName && suggestion === skill.folderName && { fix: setFolderName }) }));
        }
        if (name !== skill.folderName) {
            const nameIsValid = NAME_PATTERN.test(name) && name.length <= NAME_MAX;
            const remedy = nameIsValid ? `rename the folder to \`${name}\` or set \`name: ${skill.folderName}\`` : `set \`name: ${folderIsValidName ? skill.folderName : '<folder-name>'}\``;
            out.push((0,diagnostic/* diagnostic */.Y)('name-mismatch', file, `\`name: ${name}\` differs from its folder \`${skill.folderName}\`. Agents install a skill as <root>/<name>/, so ${remedy}.`, { ...at('name'), ...(setFolderName && { fix: setFolderName }) }));
        }
    }
    // description
    const description = fm.description;
    if (typeof description !== 'string' || description.trim() === '') {
        out.push((0,diagnostic/* diagnostic */.Y)('description-missing', file, description === undefined
            ? '`description` is missing. Agents choose a skill by its description: say what it does and when to use it.'
            : `\`description\` must be a non-empty string, not ${describe(description)}.`, description === undefined ? { line: 1 } : at('description')));
    }
    else if (description.length > DESCRIPTION_MAX) {
        out.push((0,diagnostic/* diagnostic */.Y)('description-too-long', file, `\`description\` is ${description.length} characters; the limit is ${DESCRIPTION_MAX}. Move detail into the body.`, at('description')));
    }
    // other spec fields
    if ('license' in fm && typeof fm.license !== 'string') {
        out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`license\` must be a string (e.g. \`license: MIT\`), not ${describe(fm.license)}.`, at('license')));
    }
    if ('compatibility' in fm) {
        const c = fm.compatibility;
        if (typeof c !== 'string' || c.trim() === '') {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`compatibility\` must be a non-empty string, not ${describe(c)}.`, at('compatibility')));
        }
        else if (c.length > COMPATIBILITY_MAX) {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`compatibility\` is ${c.length} characters; the limit is ${COMPATIBILITY_MAX}.`, at('compatibility')));
        }
    }
    if ('metadata' in fm)
        for (const d of checkMetadata(skill, fm.metadata))
            out.push(d);
    if ('allowed-tools' in fm) {
        const tools = fm['allowed-tools'];
        const isList = Array.isArray(tools) && tools.every((t) => typeof t === 'string');
        if (isList) {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, '`allowed-tools` is a list; the spec defines a space-separated string (`allowed-tools: Read Bash(git:*)`). Claude Code accepts a list, other clients may not.', {
                ...at('allowed-tools'),
                severity: options.strictSpec ? 'error' : 'warning',
            }));
        }
        else if (typeof tools !== 'string') {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`allowed-tools\` must be a space-separated string, not ${describe(tools)}.`, at('allowed-tools')));
        }
    }
    for (const field of BOOLEAN_FIELDS) {
        if (field in fm && typeof fm[field] !== 'boolean') {
            out.push((0,diagnostic/* diagnostic */.Y)('field-type', file, `\`${field}\` must be \`true\` or \`false\`, not ${describe(fm[field])}; clients ignore any other value.`, at(field)));
        }
    }
    if (fm['disable-model-invocation'] === true && !options.inClaudePlugin) {
        // A skill under `.claude/skills` is not Codex's business; one inside a Claude Code plugin is
        // installed by Claude Code only.
        const intended = intendedBackends(skill.dir);
        const ignoring = Object.entries(DISABLE_MODEL_INVOCATION_IGNORED_BY).filter(([backend]) => !intended || intended.includes(backend));
        if (ignoring.length > 0) {
            const names = ignoring.map(([backend]) => backend);
            const how = ignoring.map(([backend, hide]) => `${backend}: ${hide}`).join('; ');
            out.push((0,diagnostic/* diagnostic */.Y)('disable-model-invocation-ignored', file, `${names.join(', ')} ${names.length === 1 ? 'ignores' : 'ignore'} \`disable-model-invocation\`: ${names.length === 1 ? 'it lists' : 'they list'} this skill and the agent may run it unasked. To hide it there: ${how}. If the skill is only meant for Claude Code or pi, turn this rule off in .github/caliper.yml.`, at('disable-model-invocation')));
        }
    }
    // fields outside the spec
    for (const field of Object.keys(fm)) {
        if (SPEC_FIELDS.includes(field))
            continue;
        if (backendsDefining(field).length > 0)
            continue;
        const guess = (0,strings/* nearest */.pA)(field, KNOWN_FIELDS);
        out.push((0,diagnostic/* diagnostic */.Y)('field-unknown', file, `\`${field}\` is not an Agent Skills field nor a documented extension of ${Object.keys(BACKEND_FIELDS).join(', ')}${guess ? `; did you mean \`${guess}\`?` : `. Put custom data under \`metadata\`.`}`, { ...at(field), severity: options.strictSpec ? 'error' : 'warning' }));
    }
    return out;
}
function checkMetadata(skill, metadata) {
    const at = (...path) => ({ line: skill.lineOf(['metadata', ...path]) });
    if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
        return [(0,diagnostic/* diagnostic */.Y)('field-type', skill.file, `\`metadata\` must be a map of string keys to string values, not ${describe(metadata)}.`, at())];
    }
    const out = [];
    for (const [key, value] of Object.entries(metadata)) {
        if (typeof value === 'string')
            continue;
        const extension = Object.hasOwn(BACKEND_METADATA_KEYS, key) ? BACKEND_METADATA_KEYS[key] : undefined;
        if (extension?.accepts(value))
            continue;
        // The spec wants strings, but every client reads the skill anyway: a warning, not an error.
        const hint = extension
            ? ` ${extension.tool} reads \`metadata.${key}\`; check the value it expects.`
            : typeof value === 'number' || typeof value === 'boolean'
                ? ` Quote it: \`${key}: "${String(value)}"\`, unless a tool reads it as ${typeof value === 'number' ? 'a number' : 'a boolean'}.`
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
            out.push((0,diagnostic/* diagnostic */.Y)('file-name-unsafe', skill.file, `\`${JSON.stringify(entry.rel).slice(1, -1)}\` has a control character or a backslash in its name. Rename it with plain characters.`));
        }
        const lower = entry.rel.toLowerCase();
        const clash = seenLower.get(lower);
        if (clash !== undefined) {
            out.push((0,diagnostic/* diagnostic */.Y)('file-name-unsafe', at(entry.rel), `\`${entry.rel}\` and \`${clash}\` differ only in case and overwrite each other on macOS and Windows runners. Rename one.`));
        }
        seenLower.set(lower, entry.rel);
        if (entry.kind === 'symlink') {
            if (entry.target === undefined) {
                out.push((0,diagnostic/* diagnostic */.Y)('symlink-escape', at(entry.rel), `Symlink \`${entry.rel}\` points nowhere. Remove it or replace it with the file itself.`));
            }
            else if (!(0,skillFiles/* isInside */.FK)(realDir, entry.target)) {
                out.push((0,diagnostic/* diagnostic */.Y)('symlink-escape', at(entry.rel), `Symlink \`${entry.rel}\` leads outside the skill folder; caliper never follows it. Copy the file into the skill folder instead.`));
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
        out.push((0,diagnostic/* diagnostic */.Y)('file-size', skill.file, `The skill folder holds ${files} files, over the cap of ${SKILL_MAX_FILES}. Keep generated or vendored files out of it.`));
    }
    if (bytes > SKILL_MAX_BYTES) {
        out.push((0,diagnostic/* diagnostic */.Y)('file-size', skill.file, `The skill folder holds ${kib(bytes)}, over the cap of ${kib(SKILL_MAX_BYTES)}. Keep large assets out of it.`));
    }
    return out;
}
/** A link that would hand the agent what caliper keeps from it; `why` says which rule hides `hidden`. */
function hiddenLinkDiagnostic(file, link, hidden, why) {
    return (0,diagnostic/* diagnostic */.Y)('symlink-hidden-target', file, `Symlink \`${link}\` reaches \`${hidden}\`, which ${why}. caliper does not install the link; remove it, or put a plain copy of what the agent may see in its place.`);
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
    const how = loop.via.length === 0 ? 'a folder that holds the link itself' : `from where links lead back to it (${loop.via.map((l) => `\`${l}\``).join(' then ')})`;
    return (0,diagnostic/* diagnostic */.Y)('symlink-loop', skill.dir === '' ? loop.link : `${skill.dir}/${loop.link}`, `Symlink \`${loop.link}\` points at \`${loop.target}\`, ${how}, so walking it never ends. Remove it, or point it at a file or folder that does not contain it.`);
}
/** A skill folder past WALK_LIMITS, which no install copies. */
function tooLargeDiagnostic(skill, error, how) {
    return (0,diagnostic/* diagnostic */.Y)('skill-folder-too-large', skill.file, `The skill folder \`${skill.dir === '' ? '.' : skill.dir}\`${how ? `, walked ${how},` : ''} ${error.message}: past what caliper walks, so it is not installed. Keep generated or vendored files out of it, and remove links that repeat folders.`);
}

;// CONCATENATED MODULE: ./src/skills/checks/nearDuplicates.ts


/** Word-set Jaccard similarity above which two descriptions are flagged as competing. */
const NEAR_DUPLICATE_SIMILARITY = 0.8;
/** Names listed in one diagnostic; a templated repository would otherwise print a novel. */
const NEAR_DUPLICATE_NAMES_SHOWN = 8;
const STOP_WORDS = new Set('a an and are as at be by for from how in into is it its of on or that the this to use used uses using when with you your user users'.split(' '));
function words(text) {
    return new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !STOP_WORDS.has(w)));
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
    const described = skills.filter((s) => s.description && s.description.trim() !== '').map((s) => ({ skill: s, words: words(s.description) }));
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
        out.push((0,diagnostic/* diagnostic */.Y)('description-near-duplicate', first.file, `${sorted.length} skills have nearly the same description (each at least ${percent}% alike a neighbour in the group): \`${first.name}\` and ${shown.join(', ')}${more}. They compete for the same prompts; say what sets each apart.`, { line: first.lineOf(['description']) }));
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

;// CONCATENATED MODULE: ./src/skills/checks/quality.ts

const BODY_MAX_LINES = 500;
const BODY_MAX_TOKENS = 5000;
/**
 * A clause that says when to use the skill, in the many ways real descriptions put it ("Use when …",
 * "When Claude needs to …", "Use immediately after …", "Load this when …", "Triggers on …").
 */
const WHEN_TO_USE = /\b(when(ever)?|if the user|if asked|(use|used|load|invoke|activate|consult)\b[\w\s,]{0,30}?\b(for|to|if|on|after|before|during|while|in|with|whenever)\b|trigger(s|ed)?\b|proactively)/i;
/** Advice that makes a skill easier for an agent to choose and cheaper to load. */
function checkQuality(skill) {
    const out = [];
    const d = skill.description;
    if (d !== undefined && d.trim() !== '') {
        const line = { line: skill.lineOf(['description']) };
        // A skill the model never picks on its own (the user runs it) needs no when-to-use clause.
        if (!skill.disableModelInvocation && !WHEN_TO_USE.test(d)) {
            out.push((0,diagnostic/* diagnostic */.Y)('description-when-to-use', skill.file, 'The description says what the skill does but not when to use it. Add a clause such as "Use when the user asks to …": agents choose skills by it.', line));
        }
        if (/[<>]/.test(d)) {
            out.push((0,diagnostic/* diagnostic */.Y)('description-angle-brackets', skill.file, 'The description contains `<` or `>`; agents receive it inside an XML skill listing, where it can break the markup. Rephrase without them.', line));
        }
    }
    if (skill.frontmatter) {
        const lines = lineCount(skill.body);
        const tokens = Math.round(skill.body.length / 4);
        const overLines = lines > BODY_MAX_LINES;
        const overTokens = tokens > BODY_MAX_TOKENS;
        if (overLines || overTokens) {
            // Say what was measured and over: a body of 300 long lines is over in tokens, not in lines.
            const measured = [overLines && `${lines} lines (limit ${BODY_MAX_LINES})`, overTokens && `about ${tokens} tokens (limit ${BODY_MAX_TOKENS}, counted as characters / 4)`].filter(Boolean).join(' and ');
            out.push((0,diagnostic/* diagnostic */.Y)('body-too-long', skill.file, `The body is ${measured}; it is loaded whole when the skill is chosen. Move detail into references/ files the agent reads on demand.`, {
                line: skill.bodyStartLine,
            }));
        }
    }
    return out;
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
        const unambiguous = (m.form === 'plugin' && layout.plugins.names.has(m.plugin) && !layout.plugins.hasAgentOrCommand(m.name)) || m.form === 'required';
        if (!unambiguous || warned.has(m.name))
            continue;
        warned.add(m.name);
        const written = m.form === 'plugin' ? `${m.plugin}:${m.name}` : m.name;
        diagnostics.push((0,diagnostic/* diagnostic */.Y)('skill-mention-unknown', skill.file, `The text tells the agent to use the skill \`${written}\`, but this repository has no skill named \`${m.name}\`. Fix the name, or add the skill; an eval cannot install it.`, { line: m.line }));
    }
    return { dependencies, diagnostics };
}

;// CONCATENATED MODULE: ./src/skills/markdownLines.ts
const markdownLines_FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)/;
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
            const fence = markdownLines_FENCE.exec(content);
            if (fence === null)
                visit(content, line, block);
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

;// CONCATENATED MODULE: ./src/skills/references.ts

// Link text holds no unescaped `[`: a line of 100,000 `[` is then one linear scan, not a quadratic one.
const INLINE_LINK = /!?\[(?:[^[\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const LINK_DEFINITION = /^\s{0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)/;
const CODE_LIKE = /["'=(){};]|\b(?:import|from|require|include)\b/;
const FOOTNOTE = /^\s{0,3}\[\^[^\]]+\]:/;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const INLINE_CODE = /(`+)(.+?)\1/g;
const SHELL_LANGUAGES = new Set(['', 'bash', 'sh', 'shell', 'zsh', 'console', 'shell-session', 'text', 'powershell', 'ps1', 'cmd', 'bat']);
/**
 * Words that hold a `/` or a `.`; braces and commas stay inside so that globs stay whole. A match starts
 * only where a word starts (the look-behind): otherwise a word without `.` or `/` is scanned again from
 * each of its letters.
 */
const WORD = /(?<![^\s"'`()[\]=;|])[^\s"'`()[\]=;|]*[./][^\s"'`()[\]=;|]*/g;
/** A `.` and a word character, as every file name `NAME` accepts ends with; a sentence's period is not. */
const DOT_EXTENSION = /\.\w/;
/** A link needs a `]`, any other reference a `/` or an extension: most lines have none of these. */
const scanReferenceLines = markdownLineScanner(/[\]/]|\.\w/);
const PATH = /^(?:\.{1,2}\/)*[\w@.+-]+(?:\/[\w@.+-]+)*\/?$/;
const NAME = /^[A-Za-z0-9_][\w.-]*\.(?:md|txt|py|sh|js|mjs|ts|json|ya?ml|csv|html|xml|toml)$/;
/** `${CLAUDE_PLUGIN_ROOT}`, `$SKILL_DIR`, `{baseDir}`: variables that CLIs or skill texts set to a skill or plugin folder. */
const ROOT_VARIABLE = /^(?:\$\{([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\})\/(.*)$/;
const ROOT_VARIABLE_NAME = /PLUGIN_ROOT|PLUGIN_DIR|SKILL_ROOT|SKILL_DIR|SKILL_PATH|^base_?dir$|^skill_?dir$/i;
/** Characters that make a word a glob, a template or a placeholder rather than one file. */
const NOT_ONE_FILE = /[*?{}$<>[\]%~,]/;
const PLACEHOLDER_SEGMENT = /^(?:your|my)[_-]|^(?:foo|bar|baz|x{3,}|example|sample|placeholder)(?:\.|$)|[_-]name(?:\.\w+)?$|^(?:file)?name(?:\.\w+)?$/i;
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
    scanReferenceLines(body, bodyStartLine, (text, line, block) => {
        let example; // looked for once the line has a reference: most lines have none
        const add = (word, kind, where) => {
            const ref = kind === 'link' ? linkReference(word) : wordReference(word);
            if (ref === undefined)
                return;
            // Spelled out, not spread: `Found` comes in several shapes, and a spread of them was most of this.
            const reference = { target: ref.target, line, kind: ref.kind ?? kind, where, rooted: ref.rooted, example: (example ??= EXAMPLE_MARKER.test(text)) };
            if (ref.variable !== undefined)
                reference.variable = ref.variable;
            refs.push(reference);
        };
        if (block !== undefined) {
            const where = SHELL_LANGUAGES.has(block.language.toLowerCase()) ? 'command' : 'code';
            for (const word of references_words(text))
                add(word, 'path', where);
            return;
        }
        // Backticked spans are code: a link inside one is not a link, a path inside one is still a path.
        const spans = [];
        let rest = text.includes('`') ? text.replace(INLINE_CODE, (_, _ticks, code) => (spans.push(code), ' ')) : text;
        // `[^1]: GitHub Blog. …` is a footnote: a citation, not a link definition nor a path.
        if (FOOTNOTE.test(rest))
            return;
        if (rest.includes(']')) {
            for (const m of rest.matchAll(INLINE_LINK))
                add(m[1], 'link', 'prose');
            const def = LINK_DEFINITION.exec(rest);
            if (def)
                add(def[2], 'link', 'prose');
            rest = rest.replace(INLINE_LINK, ' ').replace(LINK_DEFINITION, ' ');
        }
        for (const word of references_words(rest))
            add(word, 'path', 'prose');
        // A span that holds code (`import { x } from "../lib/impl"`, `"./dist/index.js"`) is the user's code;
        // but a path after a root variable (`uv run "${CLAUDE_PLUGIN_ROOT}/x.py"`) is the skill's or its plugin's.
        for (const span of spans)
            for (const word of references_words(span))
                add(word, 'path', CODE_LIKE.test(span) && !ROOT_VARIABLE.test(word) ? 'code' : 'inline-code');
    });
    return refs;
}
/** Words of `text` that may be a path or a file name: only one with a `/` or an extension (`.md`) can be. */
function references_words(text) {
    if (!text.includes('/') && !DOT_EXTENSION.test(text))
        return []; // most lines: "… the report."
    return (text.includes('://') ? text.replace(URL, ' ') : text).match(WORD) ?? [];
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
/** `${CLAUDE_PLUGIN_ROOT}/scripts/x.py` -> `scripts/x.py`, rooted; other variables (`${output_dir}/…`) are runtime values. */
function rootRelative(word) {
    const m = word[0] === '$' || word[0] === '{' ? ROOT_VARIABLE.exec(word) : null;
    if (!m)
        return undefined;
    const name = m[1] ?? m[2] ?? m[3];
    const rest = stripTrailing(stripTrailing(m[4], SENTENCE_END), '/');
    if (!ROOT_VARIABLE_NAME.test(name) || rest === '' || NOT_ONE_FILE.test(rest) || !PATH.test(rest) || isPlaceholder(rest))
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
    if ((t.includes(':') && /^[a-z][a-z0-9+.-]*:/i.test(t)) || t.startsWith('#') || t.startsWith('/') || t.startsWith('~'))
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
    const plain = new Set(files.filter((f) => f.kind !== 'symlink' && !links.some((l) => f.rel.startsWith(l))).map((f) => f.rel));
    const prefix = absDir.endsWith((external_node_path_default()).sep) ? absDir : absDir + (external_node_path_default()).sep;
    return (abs) => abs.startsWith(prefix) && plain.has(abs.slice(prefix.length).split((external_node_path_default()).sep).join('/'));
}

;// CONCATENATED MODULE: ./src/skills/checks/references.ts







/** Folder names the Agent Skills spec suggests; a path starting with one is meant as a skill file. */
const SKILL_SUBFOLDERS = new Set(['references', 'reference', 'scripts', 'assets', 'templates', 'agents', 'examples', 'workflows']);
/** How far (in lines) from a mention of another skill a path may be and still be read as that skill's file. */
const MENTION_REACH_BEFORE = 12;
const MENTION_REACH_AFTER = 2;
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
/**
 * Resolve every link and path a SKILL.md gives the agent. A Markdown link is meant as a file: when it
 * leads nowhere, the skill is broken (an error). A path in the text is read as the agent would: against
 * the skill folder, the plugin root (`${CLAUDE_PLUGIN_ROOT}/…`, `{baseDir}/…`, or any skill of a plugin),
 * or another skill the text names nearby (a dependency). One that still resolves nowhere may be the user's
 * file, so it is only a warning. Letter case is the exception: a file that exists under another case is
 * certainly meant, and breaks on Linux, so it is an error wherever it is written.
 */
function checkReferences(root, skill, layout, files, mentions = []) {
    const absDir = layout.absDirOf.get(skill);
    const realDir = layout.realDirOf.get(skill);
    const entries = new Set(files.filter((f) => !f.rel.includes('/')).map((f) => f.rel));
    const parentDir = external_node_path_default().dirname(absDir);
    const siblings = layout.folderNamesByParent.get(parentDir) ?? new Set();
    const pluginRoot = layout.plugins.rootOf(skill.dir);
    const absPluginRoot = pluginRoot === undefined ? undefined : external_node_path_default().join(root, pluginRoot);
    const projectRoot = projectRootOf(skill.dir);
    const absProjectRoot = projectRoot === undefined ? undefined : external_node_path_default().join(root, projectRoot);
    const diagnostics = [];
    const dependencies = [];
    const pluginFiles = [];
    const rootedPaths = [];
    const seen = new Set();
    let namedInBody;
    let template;
    let realPluginRoot;
    let realProjectRoot;
    let caseIndex;
    const refs = extractReferences(skill.body, skill.bodyStartLine).sort((a, b) => rank(a) - rank(b) || a.line - b.line);
    const inPlainTree = plainSkillTree(absDir, files);
    for (const ref of refs) {
        if (seen.has(ref.target))
            continue;
        const line = { line: ref.line };
        if (ref.kind === 'name') {
            // A bare name is only ours when the skill has it; we flag the one mistake we can be sure of.
            seen.add(ref.target);
            const caseOnly = entries.has(ref.target) || entries.has(`${ref.target}.md`) ? undefined : findIgnoringCase(absDir, ref.target);
            if (caseOnly)
                diagnostics.push(caseMismatch(skill, ref.target, caseOnly, line));
            continue;
        }
        const first = ref.target.split('/')[0];
        const isLink = ref.kind === 'link';
        const sibling = !isLink && !ref.rooted && ref.where !== 'code' && siblings.has(first) && first !== skill.folderName && meantForASibling(ref);
        // A sample of the user's project (`${CLAUDE_PLUGIN_ROOT}` in a plugin.json included), an example, a
        // word of prose: not a reference. Unless it names a file of this skill in another letter case: then
        // the skill's own file is meant, and the spelling breaks on Linux.
        if (ref.where === 'code' || (!isLink && !ref.rooted && !sibling && !meantForTheSkill(ref, first, entries))) {
            const spelled = (caseIndex ??= skillCaseIndex(files)).misspelled(ref.target);
            if (spelled !== undefined) {
                seen.add(ref.target);
                diagnostics.push(caseMismatch(skill, ref.target, spelled, line));
            }
            continue;
        }
        seen.add(ref.target);
        if (ref.variable !== undefined)
            rootedPaths.push({ variable: ref.variable, target: ref.target, line: ref.line });
        // A file of this skill the walk saw (no link on the way): it exists and it is installed.
        if (!sibling && inPlainTree(external_node_path_default().resolve(absDir, ref.target)))
            continue;
        const bases = sibling ? [parentDir] : [absDir];
        // A plugin installs as a whole: its skills may point at the plugin's own agents, scripts and prompts.
        if ((!isLink || ref.rooted) && absPluginRoot !== undefined && absPluginRoot !== absDir)
            bases.push(absPluginRoot);
        // A project's own skill (`.claude/skills/x`) is read by an agent working in that project.
        if (!isLink && absProjectRoot !== undefined)
            bases.push(absProjectRoot);
        let abs = resolveFirst(bases, ref.target);
        let viaMention;
        if (abs === undefined && !isLink) {
            for (const other of nearbySkills(mentions, ref.line, skill, layout, (namedInBody ??= skillNamesIn(skill, layout)))) {
                abs = resolveFirst([external_node_path_default().join(root, other.dir)], ref.target);
                if (abs !== undefined) {
                    viaMention = other.name;
                    break;
                }
            }
        }
        if (abs === undefined) {
            const caseOnly = bases.map((b) => [b, findIgnoringCase(b, ref.target)]).find(([, spelled]) => spelled !== undefined);
            if (caseOnly)
                diagnostics.push(caseMismatch(skill, ref.target, caseOnly[1], line));
            else if (isLink && linkMeantAsFile(ref, entries, (template ??= readsAsDocumentTemplate(skill.body)))) {
                diagnostics.push((0,diagnostic/* diagnostic */.Y)('reference-unresolved', skill.file, `Link target \`${ref.target}\` does not exist (looked for ${rel(root, external_node_path_default().resolve(absDir, ref.target))}). Fix the link or add the file to the skill folder.`, line));
            }
            else
                diagnostics.push(unconfirmed(root, skill, ref, bases, line));
            continue;
        }
        const real = external_node_fs_.realpathSync.native(abs);
        if ((0,skillFiles/* isInside */.FK)(realDir, real)) {
            const inner = external_node_path_default().relative(realDir, real).split((external_node_path_default()).sep);
            if (inner.some((segment) => skills_layout/* NEVER_INSTALLED */.QD.includes(segment))) {
                diagnostics.push((0,diagnostic/* diagnostic */.Y)('reference-unresolved', skill.file, `\`${ref.target}\` is never installed with the skill (eval specs, .caliper/ and .git/ stay out of the sandbox).`, line));
            }
            continue;
        }
        const owner = (viaMention !== undefined ? [...layout.realDirOf].find(([other]) => other.name === viaMention) : undefined) ??
            [...layout.realDirOf].filter(([other, otherReal]) => other !== skill && (0,skillFiles/* isInside */.FK)(otherReal, real)).sort((a, b) => b[1].length - a[1].length)[0];
        if (owner && (0,skillFiles/* isInside */.FK)(owner[1], real)) {
            dependencies.push({ name: owner[0].name, line: ref.line, via: 'reference' });
            continue;
        }
        if (absPluginRoot !== undefined && (0,skillFiles/* isInside */.FK)((realPluginRoot ??= external_node_fs_.realpathSync.native(absPluginRoot)), real)) {
            // Where the text puts it (not where a link inside the plugin leads): an install must put it there.
            const file = { path: rel(absPluginRoot, abs), line: ref.line };
            if (ref.variable !== undefined)
                file.variable = ref.variable;
            pluginFiles.push(file);
            continue;
        }
        if (absProjectRoot !== undefined && (0,skillFiles/* isInside */.FK)((realProjectRoot ??= external_node_fs_.realpathSync.native(absProjectRoot)), real)) {
            if (isLink) {
                diagnostics.push((0,diagnostic/* diagnostic */.Y)('reference-outside-skill', skill.file, `\`${ref.target}\` resolves to ${rel(root, abs)}, a file of the project this skill belongs to: an agent working in the project finds it, but it is missing wherever the skill is installed alone (an eval sandbox, another project). Move it into the skill folder if the skill needs it.`, { ...line, severity: 'warning' }));
            }
            continue;
        }
        const where = (0,skillFiles/* isInside */.FK)(layout.realRoot, real) ? `${rel(root, abs)}, outside any skill` : 'outside the repository';
        diagnostics.push((0,diagnostic/* diagnostic */.Y)('reference-outside-skill', skill.file, `\`${ref.target}\` resolves to ${where}; it would be missing when the skill is installed. Move the file into the skill folder.`, isLink ? line : { ...line, severity: 'warning' }));
    }
    return { diagnostics, dependencies, pluginFiles, rootedPaths };
}
/** Links first, so that a link and a prose mention of one missing file give the link's error. */
function rank(ref) {
    return ref.kind === 'link' ? 0 : 1;
}
/**
 * Whether a path in the text (not a link) reads as a file of the skill rather than of the user's project:
 * it starts in one of the skill's own folders or entries, and is not an example, a sample of code that
 * imports from the project, or a word of prose that merely holds a slash.
 */
function meantForTheSkill(ref, first, entries) {
    if (ref.example || ref.where === 'code')
        return false;
    // `./dict.dict`, `./data/rider`: the agent's working folder, the user's project; unless the skill has it.
    if (first === '.')
        return entries.has(ref.target.split('/')[1] ?? '');
    // `../release/SKILL.md`: a file beside the skill, in prose.
    if (first === '..')
        return ref.where !== 'command' && /\.\w+$/.test(ref.target);
    if (!entries.has(first) && !SKILL_SUBFOLDERS.has(first))
        return false;
    if (ref.where === 'prose' && !/\.\w+$/.test(ref.target) && !entries.has(first))
        return false; // "links to assets/code"
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
function unconfirmed(root, skill, ref, bases, line) {
    const looked = bases.map((b) => rel(root, external_node_path_default().resolve(b, ref.target)) || '.').join(' or ');
    return (0,diagnostic/* diagnostic */.Y)('reference-unconfirmed', skill.file, `\`${ref.target}\` reads like a file of the skill, but there is none (looked for ${looked}). caliper could not confirm it is meant as one: if it is, add it or fix the path; if it is a file of the user's project or an example, ignore this warning or turn the rule off.`, line);
}
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
function caseMismatch(skill, target, actual, line) {
    return (0,diagnostic/* diagnostic */.Y)('reference-unresolved', skill.file, `\`${target}\` is spelled \`${actual}\` on disk. Linux runners and sandboxes are case-sensitive, so the agent cannot open it: use the exact name.`, line);
}
function rel(root, abs) {
    return external_node_path_default().relative(root, abs).split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/skills/config/applyConfig.ts




/**
 * Apply the repository's rule settings (severity or off), then the SKILL.md's own disable comments,
 * within what the configuration lets inline comments silence (by default warnings only: a pull request
 * cannot silence an error that gates it by adding a comment).
 */
function applyValidateConfig(root, diagnostics, config) {
    const cache = new Map();
    const out = [];
    for (const original of diagnostics) {
        const setting = config.rules[original.rule];
        if (setting === 'off')
            continue;
        const d = setting && setting !== original.severity ? { ...original, severity: setting } : original;
        const comment = suppressed(root, d, cache);
        if (comment !== undefined && inlineMaySilence(config, d))
            continue;
        // A comment meant for it that may not silence it: say so, or the author thinks it was read.
        out.push(comment === undefined ? d : { ...d, message: `${d.message} ${notSilenced(config, d, comment)}` });
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
        : `(The caliper-disable comment on line ${comment} does not silence an ${d.severity}: fix it, or set \`validate.inline-disable: all\` in ${where}.)`;
}
/** The line of the disable comment that covers this finding, or undefined. */
function suppressed(root, d, cache) {
    if (external_node_path_default().posix.basename(d.file) !== skills_layout/* SKILL_FILE */.LF)
        return undefined;
    let s = cache.get(d.file);
    if (!cache.has(d.file)) {
        s = readSuppressions(external_node_path_default().join(root, d.file));
        cache.set(d.file, s);
    }
    if (!s)
        return undefined;
    const whole = s.file.get('*') ?? s.file.get(d.rule);
    if (whole !== undefined)
        return whole;
    const onLine = d.line === undefined ? undefined : s.lines.get(d.line);
    return onLine?.get('*') ?? onLine?.get(d.rule);
}
function parseSuppressions(text) {
    const comments = disableComments(text);
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
function readSuppressions(abs) {
    try {
        return parseSuppressions((0,external_node_fs_.readFileSync)(abs, 'utf8'));
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/skills/config/validateConfig.ts + 1 modules
var validateConfig = __webpack_require__(2481);
// EXTERNAL MODULE: ./src/util/glob.ts
var glob = __webpack_require__(3596);
;// CONCATENATED MODULE: ./src/skills/discover.ts






/** Find every skill folder and every command-style file that pretends to be one. */
function discoverSkills(root, options = {}) {
    const absRoot = external_node_path_default().resolve(root);
    const realRoot = external_node_fs_.realpathSync.native(absRoot);
    const ignored = (0,glob/* compileGlobs */.t)(options.ignore ?? []);
    const declaredCommands = (0,glob/* compileGlobs */.t)(options.commandFolders ?? []);
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
        const entries = (0,external_node_fs_.readdirSync)(abs, { withFileTypes: true });
        result.listings.set(abs, entries);
        // An ignored SKILL.md makes no skill (`template/**`, `**/SKILL.md`): the folder is listed before its
        // entries are matched, so its own SKILL.md is matched here.
        const skillEntry = entries.find((e) => e.name === skills_layout/* SKILL_FILE */.LF && !ignored(rel === '' ? skills_layout/* SKILL_FILE */.LF : `${rel}/${skills_layout/* SKILL_FILE */.LF}`));
        const isSkillDir = skillEntry !== undefined && isFileEntry(abs, skillEntry);
        // A skill seen through a linked command folder is discovered at its real path.
        if (isSkillDir && linkedFolders.size > 0 && [...linkedFolders].some((l) => rel.startsWith(`${l}/`)))
            continue;
        if (isSkillDir) {
            result.skillDirs.push(rel);
            result.skillPaths.set(rel, abs);
        }
        else if (skillEntry)
            result.skillFileFolders.push(rel === '' ? skills_layout/* SKILL_FILE */.LF : `${rel}/${skills_layout/* SKILL_FILE */.LF}`);
        for (const entry of entries) {
            const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (ignored(childRel))
                continue;
            // A folder every path under which is ignored (`dir/**`, `dir/*`) is not walked at all.
            if ((entry.isDirectory() || entry.isSymbolicLink()) && ignored(`${childRel}/`))
                continue;
            if (entry.isDirectory()) {
                if (!skills_layout/* ALWAYS_SKIPPED */.FJ.has(entry.name))
                    pending.push([childRel, (0,paths/* childPath */.c)(abs, entry.name)]);
            }
            else if (entry.isSymbolicLink()) {
                // Not followed: a link inside the repository is discovered at its real path, and links inside a
                // skill folder are checked by the skill's own file scan. Except a command folder that is a link
                // (`.claude/commands -> ../commands`): its files are commands only at the link's path.
                if (!isSkillDir && isSkillPath(childRel))
                    checkLink(realRoot, absRoot, childRel, result);
                if (!isSkillDir && linkedCommandFolder(realRoot, absRoot, childRel, followed)) {
                    linkedFolders.add(childRel);
                    pending.push([childRel, (0,paths/* childPath */.c)(abs, entry.name)]);
                }
            }
            else if (entry.isFile()) {
                classifyFile(rel, entry.name, isSkillDir, result, declaredCommands);
            }
        }
    }
    result.skillDirs.sort();
    result.loneCommandFiles.sort((a, b) => (0,strings/* compareStrings */.Kt)(a.file, b.file));
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
        if (isSpecLike && name !== skills_layout/* EVAL_SPEC_FILE */.oW)
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
    if ((0,skills_layout/* isDocumentationFile */.NT)(name) || declaredCommands(fileRel))
        return;
    const commandFolder = skills_layout/* COMMAND_FOLDERS */.e6.find((f) => dirRel === f || dirRel.endsWith(`/${f}`) || dirRel.startsWith(`${f}/`) || dirRel.includes(`/${f}/`));
    if (commandFolder) {
        const at = dirRel.lastIndexOf(commandFolder);
        const projectPrefix = dirRel.slice(0, at);
        const namespace = dirRel.slice(at + commandFolder.length).replace(/^\//, '');
        const skillName = (0,skills_layout/* toSkillName */.m$)([namespace, name.slice(0, -3)].filter(Boolean).join('-'));
        const skillsRoot = `${projectPrefix}${commandFolder.split('/')[0]}/skills`;
        result.loneCommandFiles.push({
            file: fileRel,
            name: skillName,
            suggestedSkillFile: `${skillsRoot}/${skillName ?? '<name>'}/${skills_layout/* SKILL_FILE */.LF}`,
            origin: 'command-folder',
        });
        return;
    }
    const folderName = dirRel.split('/').pop() ?? '';
    const isNativeRoot = skills_layout/* NATIVE_SKILL_ROOTS */.I0.some((r) => dirRel === r || dirRel.endsWith(`/${r}`));
    const isSkillsFolder = isNativeRoot || folderName === 'skills';
    if (!isSkillsFolder)
        return;
    const skillName = (0,skills_layout/* toSkillName */.m$)(name.slice(0, -3));
    result.loneCommandFiles.push({
        file: fileRel,
        name: skillName,
        suggestedSkillFile: `${dirRel}/${skillName ?? '<name>'}/${skills_layout/* SKILL_FILE */.LF}`,
        origin: 'skills-folder',
    });
}
/**
 * Whether `rel` is a command folder that is a symlink to a folder inside the repository, not yet walked
 * through another link, and whose real folder is not itself a command folder (walked there already).
 */
function linkedCommandFolder(realRoot, absRoot, rel, followed) {
    if (!skills_layout/* COMMAND_FOLDERS */.e6.some((f) => rel === f || rel.endsWith(`/${f}`)))
        return false;
    let target;
    try {
        target = external_node_fs_.realpathSync.native(external_node_path_default().join(absRoot, rel));
        if (!(0,external_node_fs_.statSync)(target).isDirectory())
            return false;
    }
    catch {
        return false;
    }
    if (!target.startsWith(realRoot + (external_node_path_default()).sep) || followed.has(target))
        return false;
    const targetRel = external_node_path_default().relative(realRoot, target).split((external_node_path_default()).sep).join('/');
    if (skills_layout/* COMMAND_FOLDERS */.e6.some((f) => targetRel === f || targetRel.endsWith(`/${f}`) || targetRel.startsWith(`${f}/`) || targetRel.includes(`/${f}/`)))
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
        return (0,external_node_fs_.statSync)(external_node_path_default().join(dir, entry.name)).isFile();
    }
    catch {
        return false;
    }
}
/** Paths where a link could stand for a skill: under a `skills` folder, a native root or a command folder. */
function isSkillPath(rel) {
    const segments = rel.split('/');
    return segments.includes('skills') || segments.includes('skill') || skills_layout/* COMMAND_FOLDERS */.e6.some((f) => rel.includes(f));
}
function checkLink(realRoot, absRoot, rel, result) {
    let target;
    try {
        target = external_node_fs_.realpathSync.native(external_node_path_default().join(absRoot, rel));
        (0,external_node_fs_.statSync)(target);
    }
    catch {
        result.escapingLinks.push({ file: rel, target: undefined });
        return;
    }
    if (target !== realRoot && !target.startsWith(realRoot + (external_node_path_default()).sep)) {
        result.escapingLinks.push({ file: rel, target });
    }
}

;// CONCATENATED MODULE: ./src/skills/mentions.ts


/**
 * Lines that may hold a mention: a heading, or the character or word each form needs (`/`, `$`, a `:`
 * before a name character, `` ` ``, "skill", "required"). More lines than that pass; none fewer.
 */
const scanMentionLines = markdownLineScanner(/\n#|[/$`]|:[a-z0-9]|skill|required/i);
const mentions_NAME = '[a-z0-9][a-z0-9-]*[a-z0-9]|[a-z0-9]';
const SLASH = new RegExp(`(?<![\\w/.:~-])/(${mentions_NAME})(?![\\w/.:?#{-])`, 'g');
/** A table row or a line about web routes: `/playground` there is a page of an app, not a command. */
const WEB_ROUTES = /^\s*\||\b(?:routes?|urls?|endpoints?|pages?)\b/i;
const DOLLAR = new RegExp(`(?<![\\w$])\\$(${mentions_NAME})(?![\\w{-])`, 'g');
/** `superpowers:x`, and `/discord:access` (a plugin's skill run as a command). */
const PLUGIN = new RegExp(`(?<![\\w/.:-])/?(${mentions_NAME}):(${mentions_NAME})(?![\\w/:-])`, 'g');
/** A code span holding nothing but a hyphenated name: a one-word span (`pdf`, `scan`) is too often a tool or format. */
const CODE_NAME = new RegExp(`(?<!\`)\`(${mentions_NAME})\`(?!\`)`, 'g');
/** `../name/` or `../name/file`: the folder of a skill beside this one. */
const SIBLING_PATH = new RegExp(`(?<![\\w.])\\.\\./(${mentions_NAME})(?=/)`, 'g');
/** What every `plugin:name` holds: a colon between two name characters. */
const PLUGIN_COLON = /[a-z0-9]:[a-z0-9]/;
/** "the X skill", "`X` skill", "**X** skill", "x-y skill"; not "a PDF skill", a kind of skill. */
const NAMED = new RegExp(`(?<![\\w/.:-])([Tt]he\\s+)?([*_\`]*)(${mentions_NAME})[*_\`]*(?:'s)?\\s+(?:sub-?)?skill\\b`, 'g');
const HEADING = new RegExp(`^#{1,6}\\s+[*_\`]*(${mentions_NAME})[*_\`]*\\s*$`);
const REQUIRED_WORD = /required/i;
const SKILL_WORD = /skill/i;
const mentions_URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const REQUIRED = /\bREQUIRED(?: [A-Z-]+)*(?: SKILL| SUB-SKILL| BACKGROUND| SKILLS| SUB-SKILLS)\s*:\**\s*(?:use\s+|you must (?:use|understand)\s+|the\s+|invoke\s+)?([*_`]*)([a-z0-9][a-z0-9:-]*[a-z0-9])/i;
/** Every mention of a skill in a SKILL.md body, outside fenced code, in line order. Pure. */
function extractMentions(body, bodyStartLine) {
    const out = [];
    // Most lines hold none of these forms: a cheap look for the characters each form needs comes first.
    const mayRequire = REQUIRED_WORD.test(body);
    scanMentionLines(body, bodyStartLine, (text, line, block) => {
        if (block !== undefined)
            return;
        const heading = text.startsWith('#') ? HEADING.exec(text)?.[1] : undefined;
        if (heading !== undefined)
            out.push({ name: heading, line, form: 'heading' });
        const prose = text.includes('://') ? text.replace(mentions_URL, ' ') : text;
        if (prose.includes('/') && !WEB_ROUTES.test(prose))
            for (const m of prose.matchAll(SLASH))
                out.push({ name: m[1], line, form: 'slash' });
        if (prose.includes('$'))
            for (const m of prose.matchAll(DOLLAR))
                out.push({ name: m[1], line, form: 'dollar' });
        if (PLUGIN_COLON.test(prose))
            for (const m of prose.matchAll(PLUGIN))
                out.push({ name: m[2], line, form: 'plugin', plugin: m[1] });
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

// EXTERNAL MODULE: ./src/skills/checks/pluginVariables.ts
var pluginVariables = __webpack_require__(746);
// EXTERNAL MODULE: ./src/skills/plugins.ts
var plugins = __webpack_require__(7594);
// EXTERNAL MODULE: ./src/util/groupBy.ts
var groupBy = __webpack_require__(1730);
;// CONCATENATED MODULE: ./src/skills/validateRepository.ts

























function validateRepository(root, options = {}) {
    const absRoot = external_node_path_default().resolve(root);
    const realRoot = external_node_fs_.realpathSync.native(absRoot);
    const config = options.config ?? validateConfig/* DEFAULT_VALIDATE_CONFIG */.Oe;
    const discovery = discoverSkills(absRoot, {
        ignore: [...(options.ignore ?? []), ...config.ignore],
        commandFolders: [...(options.commandFolders ?? []), ...config.commands],
    });
    const diagnostics = [...structuralDiagnostics(discovery)];
    const skills = [];
    const filesOf = new Map();
    for (const dir of discovery.skillDirs) {
        const absDir = discovery.skillPaths.get(dir);
        const entry = discovery.listings.get(absDir)?.find((e) => e.name === skills_layout/* SKILL_FILE */.LF);
        const { files, tooLarge } = walkSkill(absDir, discovery.listings);
        // The walk measured SKILL.md already: reading it needs no fstat.
        const measured = files.find((f) => f.rel === skills_layout/* SKILL_FILE */.LF);
        const read = readSkill(absRoot, dir, { realRoot, absDir, isLink: entry?.isSymbolicLink(), size: measured?.kind === 'dir' ? undefined : measured?.size });
        skills.push(read.skill);
        filesOf.set(read.skill, files);
        append(diagnostics, read.diagnostics);
        if (tooLarge)
            diagnostics.push(tooLargeDiagnostic(read.skill, tooLarge));
    }
    const layout = repositoryLayout(absRoot, skills, (0,plugins/* pluginLayout */.u)(absRoot, discovery.skillDirs, discovery.listings), discovery.skillPaths);
    const inClaudePlugin = claudePluginDetector(absRoot);
    const directDependencies = new Map();
    const pluginOf = new Map();
    for (const skill of skills) {
        const files = filesOf.get(skill);
        append(diagnostics, checkFields(skill, { strictSpec: options.strictSpec ?? false, inClaudePlugin: inClaudePlugin(skill.dir) }));
        append(diagnostics, checkSkillFiles(skill, files, layout.realDirOf.get(skill)));
        append(diagnostics, checkFolderLinks(skill, layout.absDirOf.get(skill), layout.realDirOf.get(skill), files, discovery.listings));
        append(diagnostics, checkQuality(skill));
        const mentions = extractMentions(skill.body, skill.bodyStartLine);
        const refs = checkReferences(absRoot, skill, layout, files, mentions);
        const mentioned = checkMentions(skill, mentions, layout);
        append(diagnostics, refs.diagnostics);
        const pluginRoot = layout.plugins.rootOf(skill.dir);
        if (pluginRoot !== undefined)
            pluginOf.set(skill, { root: pluginRoot, files: firstOfEach(refs.pluginFiles) });
        append(diagnostics, (0,pluginVariables/* checkPluginVariables */.X)(skill, refs.rootedPaths, pluginRoot, inClaudePlugin(skill.dir)));
        append(diagnostics, mentioned.diagnostics);
        directDependencies.set(skill.name, (0,dependencies/* mergeDependencies */._)([...(directDependencies.get(skill.name) ?? []), ...refs.dependencies, ...mentioned.dependencies]));
    }
    append(diagnostics, checkDuplicateNames(skills));
    append(diagnostics, checkNearDuplicateDescriptions(skills));
    const index = skillIndex(skills, directDependencies);
    const specs = [];
    const summaries = skills.map((skill) => {
        const specFile = skillFile(skill.dir, skills_layout/* EVAL_SPEC_FILE */.oW);
        // The discovery walk listed every skill folder: no file-system call per skill. A linked spec counts
        // as present, so that a link leaving the repository is reported rather than skipped.
        const listing = discovery.listings.get(layout.absDirOf.get(skill));
        const specEntry = listing?.find((e) => e.name === skills_layout/* EVAL_SPEC_FILE */.oW && (e.isFile() || e.isSymbolicLink()));
        const hasSpec = listing ? specEntry !== undefined : lexists(external_node_path_default().join(absRoot, specFile));
        const leaves = hasSpec && !specEntry?.isFile() ? (0,skillFiles/* linkLeaving */.nG)(realRoot, external_node_path_default().join(absRoot, specFile)) : undefined;
        if (leaves !== undefined) {
            diagnostics.push((0,diagnostic/* diagnostic */.Y)('symlink-escape', specFile, `\`${specFile}\` is a symlink that leads ${leaves === 'nowhere' ? 'nowhere' : 'outside the repository'}; caliper does not read it. Replace it with the spec itself.`));
        }
        else if (hasSpec) {
            const read = readSpecText(external_node_path_default().join(absRoot, specFile), specFile);
            const { spec, diagnostics: specDiagnostics } = 'text' in read ? readEvalSpec({ root: absRoot, skillDir: skill.dir, subject: skill.name, file: specFile, text: read.text, skills: index }) : { spec: undefined, diagnostics: [read.diagnostic] };
            append(diagnostics, specDiagnostics);
            if (spec)
                specs.push(spec);
        }
        return { name: skill.name, path: skill.dir, dependencies: directDependencies.get(skill.name) ?? [], evalSpec: hasSpec ? specFile : undefined, plugin: pluginOf.get(skill) };
    });
    append(diagnostics, checkForbiddenLinks(specs, skills, filesOf, layout.realDirOf, index));
    return { root: absRoot, skills: summaries, specs, diagnostics: applyValidateConfig(absRoot, diagnostics, config).sort(diagnostic/* compareDiagnostics */.o) };
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
        const forbidden = (0,glob/* compileGlobs */.t)(spec.sandbox.forbiddenFiles);
        for (const name of installedSkills(spec, index)) {
            for (const skill of skills.filter((s) => s.name === name)) {
                const realDir = realDirOf.get(skill);
                // Many links may share a target: each folder is searched once.
                const hiddenOf = new Map();
                const forbiddenIn = (target) => {
                    if (!hiddenOf.has(target))
                        hiddenOf.set(target, (0,skillFiles/* hiddenBehindLink */.VY)(realDir, target) === undefined ? (0,skillFiles/* hiddenBehindLink */.VY)(realDir, target, forbidden) : undefined);
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
function structuralDiagnostics(discovery) {
    const out = [];
    for (const lone of discovery.loneCommandFiles) {
        // A lone file in a skills folder may well have a `name` and `description`; what it lacks is a folder.
        const kind = lone.origin === 'command-folder'
            ? 'is a slash command, not a skill: it has no folder, no `name` and no `description`'
            : 'stands alone in a skills folder, where agents load only `<folder>/SKILL.md`';
        out.push((0,diagnostic/* diagnostic */.Y)('lone-command-file', lone.file, `\`${lone.file}\` ${kind}, so nothing can install it and no agent can discover it. Move it to \`${lone.suggestedSkillFile}\` with \`name: ${lone.name ?? '<name>'}\` and a \`description\` that says when to use it (\`caliper validate --fix\` does this).`, { line: 1, fix: { kind: 'move-command', from: lone.file, to: lone.suggestedSkillFile, name: lone.name ?? 'skill', description: undefined, userInvoked: lone.origin === 'command-folder' } }));
    }
    for (const file of discovery.misnamedSkillFiles) {
        const dir = external_node_path_default().posix.dirname(file);
        const rename = `Run \`git mv ${file} ${dir === '.' ? '' : `${dir}/`}SKILL.md\``;
        const name = frontMatterName(external_node_path_default().join(discovery.root, file));
        // Under a skills folder, or named as its folder is: a skill for certain, just misnamed.
        if (isUnderSkillRoot(file) || (name !== undefined && name === external_node_path_default().posix.basename(dir))) {
            out.push((0,diagnostic/* diagnostic */.Y)('skill-file-name', file, `\`${file}\` must be named \`SKILL.md\` (upper case); no CLI loads it as it is. ${rename}.`));
        }
        else {
            // Elsewhere perhaps a docs page (docs generators publish a `skill.md`), perhaps a skill.
            const why = name === undefined ? 'has no `name`/`description` front matter' : `its \`name: ${name}\` is not its folder's name`;
            out.push((0,diagnostic/* diagnostic */.Y)('skill-file-name', file, `\`${file}\` is not under a skills folder and ${why}, so caliper cannot tell whether it is meant as a skill or is a page of documentation. If it is a skill, no CLI loads it under this name: ${rename}. If not, ignore this file (\`validate.ignore\` in .github/caliper.yml).`, { severity: 'warning' }));
        }
    }
    for (const file of discovery.skillFileFolders) {
        out.push((0,diagnostic/* diagnostic */.Y)('skill-file-name', file, `\`${file}\` is a folder (or a link to one), not a file: no CLI can load it as a skill. Replace it with a SKILL.md file, or rename the folder.`));
    }
    for (const file of discovery.misnamedEvalSpecs) {
        out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-file-name', file, `\`${file}\` is not read: the eval spec must be named \`${skills_layout/* EVAL_SPEC_FILE */.oW}\`. Rename it.`));
    }
    for (const file of discovery.orphanEvalSpecs) {
        out.push((0,diagnostic/* diagnostic */.Y)('eval-spec-orphan', file, `\`${file}\` has no SKILL.md beside it, so nothing runs it. Move it into the folder of the skill it evaluates, as \`.eval.yaml\`.`));
    }
    for (const link of discovery.escapingLinks) {
        out.push((0,diagnostic/* diagnostic */.Y)('symlink-escape', link.file, link.target === undefined
            ? `Symlink \`${link.file}\` points nowhere. Remove it or replace it with the skill itself.`
            : `Symlink \`${link.file}\` leads outside the repository; caliper never follows it. Copy the skill into the repository.`));
    }
    const dirs = new Set(discovery.skillDirs);
    for (const dir of dirs) {
        const parent = ancestors(dir).find((a) => dirs.has(a));
        if (parent !== undefined) {
            out.push((0,diagnostic/* diagnostic */.Y)('nested-skill', skillFile(dir, 'SKILL.md'), `This skill sits inside the skill folder \`${parent || '.'}\`, so installing that skill copies this one too. Move it next to it.`));
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
    return segments.some((s) => s === 'skills' || s === 'skill') || skills_layout/* NATIVE_SKILL_ROOTS */.I0.some((r) => file.startsWith(`${r}/`) || file.includes(`/${r}/`));
}
/** The `name:` of the front matter the file opens with, when it has both `name:` and `description:` lines. */
function frontMatterName(abs) {
    let head;
    try {
        head = (0,external_node_fs_.readFileSync)(abs, 'utf8').slice(0, 8192);
    }
    catch {
        return undefined;
    }
    const fm = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)/.exec(head)?.[1];
    if (fm === undefined || !/^description\s*:/m.test(fm))
        return undefined;
    return /^name[ \t]*:([^\r\n]*)/m.exec(fm)?.[1].trim().replace(/^(["'])(.*)\1$/, '$2');
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
            out.push((0,diagnostic/* diagnostic */.Y)('name-duplicate', s.file, `\`name: ${name}\` is also the name of ${group[0].file}. A skill's identity is its name: rename one of them.`, {
                line: s.frontmatter ? s.lineOf(['name']) : 1,
            }));
        }
    }
    return out;
}
function skillIndex(skills, direct) {
    const byName = new Map(skills.map((s) => [s.name, s]));
    return {
        has: (name) => byName.has(name),
        disablesModelInvocation: (name) => byName.get(name)?.disableModelInvocation ?? false,
        directDependencies: (name) => (direct.get(name) ?? []).map((d) => d.name),
    };
}


/***/ }),

/***/ 3596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony export globMatcher */
/**
 * A small glob for ignore lists and forbidden files: `**` spans folders, `*` and `?` stay within one
 * segment. A pattern without a `/` matches a name at any depth; a trailing `/` matches a folder and its
 * contents. Paths are `/`-separated and relative.
 *
 * Patterns come from pull requests (`sandbox.forbidden_files`), so matching must not backtrack: the
 * pattern is a list of tokens run as an NFA over the path, in time linear in the path's length. Only
 * live states are stepped, so a long pattern costs per state the path has reached, not per token.
 */
function compileGlobs(patterns) {
    const matchers = [...new Set(patterns)].filter((p) => p.trim() !== '').map(globMatcher);
    return (relPath) => matchers.some((m) => m(relPath));
}
function globMatcher(pattern) {
    const tokens = globTokens(pattern);
    // A path without the pattern's longest literal run cannot match: most paths stop at this indexOf.
    const run = longestLiteral(tokens);
    // Allocated once per pattern, not per path: matching is synchronous, so the sets are never shared.
    const sets = [new StateSet(tokens.length + 1), new StateSet(tokens.length + 1)];
    const codes = tokenCodes(tokens);
    return (relPath) => relPath.includes(run) && matches(codes, relPath, sets);
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

/***/ 3968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ lazyModule)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * A library loaded on first use, synchronously. The bundles in dist/ do not contain it: the build puts
 * the package's own CommonJS build beside them (`vendor/<name>.cjs`, scripts/vendor.mjs), so that a start
 * that never needs it does not read and compile it (js-yaml and re2js were most of what `validate`
 * compiled at start). Only run from the sources (tests) does Node load the installed package: a bundle
 * whose copy is missing fails at once rather than pick up whatever `node_modules` holds above it.
 */
function lazyModule(name) {
    let loaded;
    return () => {
        if (loaded === undefined) {
            const here = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url);
            const fromSources = here.endsWith('.ts');
            loaded = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(here)(fromSources ? name : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(here), 'vendor', `${name}.cjs`));
        }
        return loaded;
    };
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
const PATTERN_HELP = 'Patterns use RE2 syntax, which matches in linear time: no backreferences (`\\1`) or lookaround (`(?=`, `(?!`, `(?<=`); write `\\x{e9}` rather than `\\u00e9`';


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


/***/ }),

/***/ 9869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hN: () => (/* binding */ parseYaml)
/* harmony export */ });
/* unused harmony exports MAX_YAML_ALIASES, MAX_YAML_DEPTH, parseFlatMapping, computeLineStarts, lineAt */
/* harmony import */ var _lazyModule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3968);

/** Most front matter never needs it: `parseFlatMapping` reads the common shape first. */
const jsYaml = (0,_lazyModule_js__WEBPACK_IMPORTED_MODULE_0__/* .lazyModule */ .f)('js-yaml');
/** Aliases are rarely needed in a skill or spec; a cap makes "billion laughs" input fail at once. */
const MAX_YAML_ALIASES = 32;
const MAX_YAML_DEPTH = 64;
const EVENT = { DOCUMENT: 1, SEQUENCE: 2, MAPPING: 3, SCALAR: 4, ALIAS: 5, POP: 6 };
/** Parse untrusted YAML with the safe core schema, capped aliases and depth, and keep node positions. */
function parseYaml(text, options = {}) {
    const refused = preflight(text, options.maxBytes);
    if (refused)
        return refused;
    const flat = parseFlatMapping(text);
    if (flat)
        return { ok: true, doc: flat };
    const { parseEvents, constructFromEvents, CORE_SCHEMA, YAMLException } = jsYaml();
    try {
        const events = parseEvents(text, { maxDepth: MAX_YAML_DEPTH });
        const docs = constructFromEvents(events, { source: text, schema: CORE_SCHEMA, maxAliases: MAX_YAML_ALIASES });
        if (docs.length > 1)
            return { ok: false, line: 1, message: 'expected one YAML document, found several (a second `---` inside the block?)' };
        const offsets = indexPositions(text, events);
        const lineStarts = computeLineStarts(text);
        return {
            ok: true,
            doc: {
                value: docs[0] ?? null,
                lineOf(path) {
                    const offset = offsets.get(pathKey(path));
                    return offset === undefined ? undefined : lineAt(lineStarts, offset);
                },
            },
        };
    }
    catch (error) {
        if (error instanceof YAMLException) {
            return { ok: false, line: (error.mark?.line ?? 0) + 1, message: error.reason };
        }
        // js-yaml may throw RangeError on pathological input; never let it escape as a stack trace.
        return { ok: false, line: 1, message: error instanceof Error ? error.message : String(error) };
    }
}
const FLAT_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t]+(.*?))?[ \t]*$/;
/** Keys the core schema resolves to another value (`True:` is the key `true`). */
const RESOLVED_KEY = /^(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$/;
/** Plain scalars that start with an indicator, or hold `: ` or ` #`, are left to the full parser. */
const UNSAFE_PLAIN = /^[-?:,[\]{}#&*!|>'"%@`~\s0-9+.]|:(?:\s|$)|\s#/;
/**
 * The common front matter, `key: value` lines with plain or simply quoted values, read without the full
 * parser (it is most of `validate`'s time on a large repository). Anything else, and any value whose
 * type the core schema would resolve (numbers, `.inf`, …), returns undefined and goes to js-yaml, so
 * results are the same; a test compares both on every shape the fast path accepts.
 */
function parseFlatMapping(text) {
    const value = {};
    const lines = new Map();
    const rows = text.split('\n');
    for (let i = 0; i < rows.length; i++) {
        const row = rows[i].endsWith('\r') ? rows[i].slice(0, -1) : rows[i];
        if (row.trim() === '')
            continue;
        const m = FLAT_LINE.exec(row);
        if (!m)
            return undefined;
        const key = m[1];
        const raw = m[2];
        if (raw === undefined || raw === '' || Object.hasOwn(value, key) || key === '__proto__' || RESOLVED_KEY.test(key))
            return undefined;
        const scalar = flatScalar(raw);
        if (scalar === undefined)
            return undefined;
        value[key] = scalar.value;
        lines.set(key, i + 1);
    }
    if (lines.size === 0)
        return undefined;
    return { value, lineOf: (path) => (path.length === 0 ? 1 : path.length === 1 ? lines.get(String(path[0])) : undefined) };
}
function flatScalar(raw) {
    const first = raw[0];
    if (first === '"' || first === "'") {
        const inner = raw.slice(1, -1);
        if (raw.length < 2 || raw[raw.length - 1] !== first || inner.includes(first) || inner.includes('\\'))
            return undefined;
        return { value: inner };
    }
    if (UNSAFE_PLAIN.test(raw) || raw.includes('\t'))
        return undefined;
    switch (raw) {
        case 'true':
        case 'True':
        case 'TRUE':
            return { value: true };
        case 'false':
        case 'False':
        case 'FALSE':
            return { value: false };
        case 'null':
        case 'Null':
        case 'NULL':
            return { value: null };
    }
    return { value: raw };
}
/**
 * Refuse what no skill or spec needs before the parser sees it: more than `maxBytes`, or flow
 * collections (`[`, `{`) nested deeper than the parser's own cap. One linear pass, so hostile input
 * fails in microseconds whatever the parser's cost on it would be.
 */
function preflight(text, maxBytes) {
    if (maxBytes !== undefined && text.length > maxBytes) {
        return { ok: false, line: 1, message: `it is ${Math.ceil(text.length / 1024)} KiB, over the ${Math.floor(maxBytes / 1024)} KiB this block may hold`, refused: true };
    }
    // Only `[` and `{` nest: most front matter has neither, and needs no walk through its characters.
    if (!text.includes('[') && !text.includes('{'))
        return undefined;
    let depth = 0;
    let line = 1;
    let quote = 0; // the code of the open quote character, or 0
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10)
            line++;
        if (quote !== 0) {
            if (c === 92 && quote === 34)
                i++; // backslash escape inside "…"
            else if (c === quote)
                quote = 0;
            continue;
        }
        if (c === 34 || (c === 39 && depth > 0))
            quote = c;
        else if (c === 35 && (i === 0 || text.charCodeAt(i - 1) <= 32)) {
            while (i + 1 < text.length && text.charCodeAt(i + 1) !== 10)
                i++; // a comment
        }
        else if (c === 91 || c === 123) {
            if (++depth > MAX_YAML_DEPTH)
                return { ok: false, line, message: `collections are nested more than ${MAX_YAML_DEPTH} deep`, refused: true };
        }
        else if ((c === 93 || c === 125) && depth > 0)
            depth--;
    }
    return undefined;
}
function pathKey(path) {
    return path.map(String).join('\u0000');
}
/** Walk the event stream once and remember where each path's node (or its key) starts. */
function indexPositions(text, events) {
    const offsets = new Map();
    const stack = [];
    const placeNode = (start) => {
        const top = stack[stack.length - 1];
        if (!top)
            return undefined;
        if (top.kind === 'doc')
            return [];
        if (top.kind === 'seq') {
            const path = [...top.path, top.index++];
            offsets.set(pathKey(path), start);
            return path;
        }
        if (top.key === undefined)
            return undefined; // a key node; handled by the caller
        const path = [...top.path, top.key];
        offsets.set(pathKey(path), top.keyOffset);
        top.key = undefined;
        return path;
    };
    for (const event of events) {
        switch (event.type) {
            case EVENT.DOCUMENT:
                stack.push({ kind: 'doc', path: [] });
                break;
            case EVENT.POP:
                stack.pop();
                break;
            case EVENT.SCALAR: {
                const top = stack[stack.length - 1];
                if (top?.kind === 'map' && top.key === undefined) {
                    top.key = jsYaml().getScalarValue(text, event);
                    top.keyOffset = event.valueStart;
                }
                else {
                    placeNode(event.valueStart);
                }
                break;
            }
            case EVENT.ALIAS:
                placeNode(event.anchorStart);
                break;
            case EVENT.MAPPING:
            case EVENT.SEQUENCE: {
                const top = stack[stack.length - 1];
                if (top?.kind === 'map' && top.key === undefined) {
                    // A complex (collection) key: rare, and never meaningful to us. Track it under a placeholder.
                    top.key = '[complex key]';
                    top.keyOffset = event.start;
                }
                const path = placeNode(event.start) ?? [];
                if (path.length === 0)
                    offsets.set(pathKey(path), event.start);
                stack.push(event.type === EVENT.MAPPING
                    ? { kind: 'map', path, key: undefined, keyOffset: event.start }
                    : { kind: 'seq', path, index: 0 });
                break;
            }
        }
    }
    return offsets;
}
function computeLineStarts(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            starts.push(i + 1);
    return starts;
}
function lineAt(lineStarts, offset) {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((lineStarts[mid] ?? 0) <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo + 1;
}


/***/ })

};
