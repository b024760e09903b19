export const id = 556;
export const ids = [556,465];
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

/***/ 5131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VALIDATE_USAGE: () => (/* binding */ VALIDATE_USAGE),
  validateCommand: () => (/* binding */ validateCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/validation/github.ts

/**
 * GitHub shows at most this many error, this many warning and this many notice annotations of one step
 * (and 50 of a job), and drops the rest without a word (actions/toolkit, docs/problem-matchers.md,
 * "Limitations").
 */
const STEP_ANNOTATIONS = 10;
/** Errors first, then warnings, as many of each as `room` holds; the rest, in the same order, apart. */
function withinRoom(items, room) {
    const left = { ...room };
    const annotated = [];
    const rest = [];
    for (const item of [...items.filter((i) => i.severity === 'error'), ...items.filter((i) => i.severity !== 'error')]) {
        if (left[item.severity] > 0) {
            left[item.severity]--;
            annotated.push(item);
        }
        else
            rest.push(item);
    }
    return { annotated, rest };
}
/** A finding past the annotations, as one plain log line (its text is the PR's: escaped). */
function findingLine(f) {
    return (0,report_escape/* logText */.kc)(`${f.file}${f.line !== undefined ? `:${f.line}` : ''}: ${f.severity} ${f.title}: ${f.message}`);
}
/**
 * GitHub workflow commands (`::error file=…,line=…::…`), which the runner turns into annotations: as
 * many as a step shows, errors first, then one notice, then the rest as plain lines.
 */
function formatGithub(diagnostics, pathPrefix) {
    const findings = diagnostics.map((d) => ({ ...d, file: joinPath(pathPrefix, d.file), title: `caliper ${d.rule}` }));
    const { annotated, rest } = withinRoom(findings, { error: STEP_ANNOTATIONS, warning: STEP_ANNOTATIONS });
    const lines = annotated.map((d) => {
        const props = [`file=${escapeProperty(d.file)}`];
        if (d.line !== undefined)
            props.push(`line=${d.line}`);
        props.push(`title=${escapeProperty(d.title)}`);
        return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(d.message)}`;
    });
    if (rest.length > 0) {
        const notice = `${rest.length} of ${findings.length} findings are not annotated (GitHub shows ${STEP_ANNOTATIONS} errors and ${STEP_ANNOTATIONS} warnings a step): they follow as plain lines, and --format sarif gives every one for code scanning.`;
        lines.push(`::notice title=caliper validate::${escapeData(notice)}`, ...rest.map(findingLine));
    }
    return lines.map((l) => `${l}\n`).join('');
}
function joinPath(prefix, file) {
    return prefix === '' || prefix === '.' ? file : `${prefix.replace(/\/+$/, '')}/${file}`;
}
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

;// CONCATENATED MODULE: ./src/report/validation/json.ts
/** `{"skills":[{"name","path","dependencies","evalSpec","plugin"}],"diagnostics":[{"rule","severity","file","line","message"}]}`, paths relative to DIR. */
function formatJson(report) {
    return `${JSON.stringify({
        skills: report.skills.map((s) => ({ name: s.name, path: s.path === '' ? '.' : s.path, dependencies: s.dependencies, evalSpec: s.evalSpec ?? null, plugin: s.plugin ?? null })),
        diagnostics: report.diagnostics.map((d) => ({ rule: d.rule, severity: d.severity, file: d.file, line: d.line ?? null, message: d.message })),
    }, null, 2)}\n`;
}
/** What `--format json` prints when validation itself failed: still JSON, with nothing claimed checked. */
function formatJsonFailure(error, kind = 'internal') {
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
    return `${JSON.stringify({ skills: [], diagnostics: [], error: { kind, message } }, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/skills/rules.ts
var rules = __webpack_require__(3929);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/report/validation/sarif.ts



/** SARIF 2.1.0 for code scanning; locations are relative to the repository (`pathPrefix` + file). */
function formatSarif(report, pathPrefix) {
    const sarif = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'caliper',
                        version: version/* CALIPER_VERSION */.w,
                        informationUri: rules/* RULES_DOC_URL */.NT,
                        rules: rules/* RULE_IDS */.Iu.map((id) => ({
                            id,
                            shortDescription: { text: rules/* RULES */.y0[id].summary },
                            helpUri: `${rules/* RULES_DOC_URL */.NT}#${id}`,
                            defaultConfiguration: { level: rules/* RULES */.y0[id].severity },
                        })),
                    },
                },
                results: report.diagnostics.map((d) => ({
                    ruleId: d.rule,
                    ruleIndex: rules/* RULE_IDS */.Iu.indexOf(d.rule),
                    level: d.severity,
                    message: { text: d.message },
                    locations: [
                        {
                            physicalLocation: {
                                artifactLocation: { uri: joinPath(pathPrefix, d.file) },
                                ...(d.line !== undefined && { region: { startLine: d.line } }),
                            },
                        },
                    ],
                })),
            },
        ],
    };
    return `${JSON.stringify(sarif, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/util/strings.ts
var strings = __webpack_require__(558);
;// CONCATENATED MODULE: ./src/report/validation/counts.ts

function countBySeverity(diagnostics) {
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    return { errors, warnings: diagnostics.length - errors };
}
function totalLine(skills, diagnostics) {
    const { errors, warnings } = countBySeverity(diagnostics);
    return `${(0,strings/* plural */.LS)(skills, 'skill')} checked: ${(0,strings/* plural */.LS)(errors, 'error')}, ${(0,strings/* plural */.LS)(warnings, 'warning')}.`;
}

;// CONCATENATED MODULE: ./src/report/validation/text.ts


const paint = (on) => (code, s) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
/** For people: grouped by file, colour only when asked (on a TTY), a one-line total at the end. */
function formatText(report, options) {
    const c = paint(options.color);
    const lines = [];
    let currentFile;
    for (const d of report.diagnostics) {
        if (d.file !== currentFile) {
            if (currentFile !== undefined)
                lines.push('');
            lines.push(c(1, (0,report_escape/* logText */.kc)(d.file)));
            currentFile = d.file;
        }
        const where = d.line !== undefined ? String(d.line).padStart(5) : '     ';
        const severity = d.severity === 'error' ? c(31, 'error  ') : c(33, 'warning');
        // A message's own line breaks are kept as lines; anything else in it is escaped per line.
        const [first, ...rest] = d.message.split('\n').map(report_escape/* logText */.kc);
        lines.push(`${where}  ${severity}  ${first}  ${c(2, d.rule)}`);
        for (const more of rest)
            lines.push(`                  ${more}`);
    }
    if (lines.length > 0)
        lines.push('');
    lines.push(totalLine(report.skills.length, report.diagnostics));
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
// EXTERNAL MODULE: ./src/skills/layout.ts
var layout = __webpack_require__(4014);
;// CONCATENATED MODULE: ./src/skills/fix.ts




/** Apply the mechanical fixes that diagnostics offer. Each fix touches one file and never overwrites one. */
function applyFixes(root, diagnostics) {
    const outcome = { applied: [], skipped: [] };
    const seen = new Set();
    for (const d of diagnostics) {
        if (!d.fix)
            continue;
        const key = JSON.stringify(d.fix);
        if (seen.has(key))
            continue;
        seen.add(key);
        const result = applyFix(root, d.fix);
        (result.ok ? outcome.applied : outcome.skipped).push(result.message);
    }
    return outcome;
}
function applyFix(root, fix) {
    switch (fix.kind) {
        case 'set-name': {
            const abs = external_node_path_default().join(root, fix.file);
            const text = (0,external_node_fs_.readFileSync)(abs, 'utf8');
            const fm = (0,frontmatter/* parseFrontmatter */.yv)(text);
            const before = fm.kind === 'ok' && typeof fm.data.name === 'string' ? ` (was ${JSON.stringify(fm.data.name)})` : '';
            (0,external_node_fs_.writeFileSync)(abs, setFrontmatterField(text, 'name', fix.name));
            return { ok: true, message: `${fix.file}: set name: ${fix.name}${before}` };
        }
        case 'move-command': {
            const from = external_node_path_default().join(root, fix.from);
            const to = external_node_path_default().join(root, fix.to);
            if ((0,layout/* isDocumentationFile */.NT)(external_node_path_default().posix.basename(fix.from)))
                return { ok: false, message: `${fix.from}: not moved, it is documentation, not a command` };
            if ((0,external_node_fs_.existsSync)(to) || fix.to.includes('<name>'))
                return { ok: false, message: `${fix.from}: not moved, ${fix.to} already exists or has no usable name` };
            const text = (0,external_node_fs_.readFileSync)(from, 'utf8');
            const fm = (0,frontmatter/* parseFrontmatter */.yv)(text);
            const body = fm.kind === 'ok' ? fm.body : text;
            let out = fm.kind === 'ok' ? text : `---\n---\n${text}`;
            const changes = [];
            // A slash command runs when the user types it; as a skill it must stay that way, or the model
            // could run a command that commits, pushes or deploys on its own.
            const keepUserInvoked = fix.userInvoked && !(fm.kind === 'ok' && 'disable-model-invocation' in fm.data);
            if (keepUserInvoked) {
                out = setFrontmatterField(out, 'disable-model-invocation', 'true');
                changes.push('disable-model-invocation: true (it stays a command the user runs)');
            }
            out = setFrontmatterField(out, 'name', fix.name);
            changes.unshift(`name: ${fix.name}`);
            const existing = fm.kind === 'ok' && typeof fm.data.description === 'string' && fm.data.description.trim() !== '';
            const description = existing ? undefined : (fix.description ?? firstProseLine(body));
            if (description) {
                out = setFrontmatterField(out, 'description', description);
                changes.push('description from its first line');
            }
            (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(to), { recursive: true });
            (0,external_node_fs_.writeFileSync)(to, out);
            (0,external_node_fs_.rmSync)(from);
            const note = existing || description ? '' : '; add a description';
            return { ok: true, message: `${fix.from} -> ${fix.to} (${changes.join(', ')}${note})` };
        }
    }
}
/** Replace a top-level field's line in the front matter, or add it after the opening `---`. */
function setFrontmatterField(text, field, value) {
    const lines = text.split('\n');
    const close = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)\s*\r?$/.test(l));
    const rendered = `${field}: ${/^[a-z0-9-]+$/.test(value) ? value : JSON.stringify(value)}`;
    const existing = lines.findIndex((l, i) => i > 0 && i < close && new RegExp(`^${field}\\s*:`).test(l));
    if (existing > 0) {
        // Drop continuation lines of a multi-line value too.
        let end = existing + 1;
        while (end < close && /^\s+\S/.test(lines[end]))
            end++;
        lines.splice(existing, end - existing, rendered);
    }
    else {
        lines.splice(1, 0, rendered);
    }
    return lines.join('\n');
}
function firstProseLine(body) {
    for (const raw of body.split(/\r?\n/)) {
        const line = raw.replace(/^#+\s*/, '').trim();
        if (line !== '' && !line.startsWith('```') && !line.startsWith('<') && !line.startsWith('$'))
            return line.slice(0, 1024);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 20 modules
var validateRepository = __webpack_require__(5652);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/repositoryOptions.ts
var repositoryOptions = __webpack_require__(5624);
;// CONCATENATED MODULE: ./src/cli/validateCommand.ts













const VALIDATE_USAGE = `Usage: caliper validate [DIR] [--format text|json|github|sarif] [--strict-spec] [--fix] [--ignore GLOB]... [--config FILE]

Checks every skill under DIR (default: .) and exits 0 when there is no error, 1 when there are errors.
  --format       text (default), json, github (workflow annotations) or sarif
  --fix          apply mechanical fixes (move lone command files into skill folders, set name), then re-check
${(0,repositoryOptions/* repositoryUsage */.Up)(17)}
`;
const FORMATS = ['text', 'json', 'github', 'sarif'];
function validateCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('validate', {
        args,
        allowPositionals: true,
        options: {
            format: { type: 'string', default: 'text' },
            fix: { type: 'boolean', default: false },
            ...repositoryOptions/* REPOSITORY_OPTIONS */.In,
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(VALIDATE_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    const format = values.format;
    if (!FORMATS.includes(format))
        throw new cli_io/* UsageError */.eb(`--format must be one of ${FORMATS.join(', ')}, not "${values.format}".`);
    if (positionals.length > 1)
        throw new cli_io/* UsageError */.eb(`validate takes one folder, got ${positionals.length}: ${positionals.join(' ')}.`);
    const dir = external_node_path_default().resolve(io.cwd, positionals[0] ?? '.');
    if (!(0,external_node_fs_.existsSync)(dir) || !(0,external_node_fs_.statSync)(dir).isDirectory())
        throw new cli_io/* UsageError */.eb(`${positionals[0] ?? '.'} is not a folder. Pass the folder of a skill repository.`);
    let options;
    try {
        options = (0,repositoryOptions/* repositoryOptions */.Tl)(dir, values, io.cwd);
    }
    catch (error) {
        if (format === 'json')
            io.stdout(formatJsonFailure(error, 'config'));
        throw error;
    }
    let report;
    try {
        report = (0,validateRepository/* validateRepository */.F)(dir, options);
        if (values.fix) {
            const outcome = applyFixes(dir, report.diagnostics);
            for (const line of outcome.applied)
                io.stderr(`fixed: ${(0,report_escape/* logText */.kc)(line)}\n`);
            for (const line of outcome.skipped)
                io.stderr(`not fixed: ${(0,report_escape/* logText */.kc)(line)}\n`);
            if (outcome.applied.length > 0)
                report = (0,validateRepository/* validateRepository */.F)(dir, options);
        }
    }
    catch (error) {
        // A consumer parsing stdout still gets JSON; the caller prints the one-line message and exits 2.
        if (format === 'json')
            io.stdout(formatJsonFailure(error));
        throw error;
    }
    const prefix = external_node_path_default().relative(io.cwd, dir).split((external_node_path_default()).sep).join('/');
    switch (format) {
        case 'json':
            io.stdout(formatJson(report));
            break;
        case 'github':
            io.stdout(formatGithub(report.diagnostics, prefix));
            break;
        case 'sarif':
            io.stdout(formatSarif(report, prefix));
            break;
        default:
            io.stdout(formatText(report, { color: io.stdoutIsTTY && !io.env.NO_COLOR }));
    }
    return countBySeverity(report.diagnostics).errors > 0 ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
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

/***/ 2089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QD: () => (/* binding */ aggregate),
/* harmony export */   SY: () => (/* binding */ withCaseWeighted),
/* harmony export */   TV: () => (/* binding */ caseRole),
/* harmony export */   h6: () => (/* binding */ rowRate),
/* harmony export */   rl: () => (/* binding */ caseCounts)
/* harmony export */ });
/* harmony import */ var _sequential_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1607);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5613);
/* harmony import */ var _util_groupBy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1730);



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
    const groups = (0,_util_groupBy_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$)(plans, (p) => `${p.skill}|${p.backend}`);
    const results = [];
    for (const group of groups.values()) {
        const first = group[0];
        const byCase = (0,_util_groupBy_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$)(group, (p) => p.evalCase.id);
        const cases = [];
        const tally = { activation: [0, 0], falseActivation: [0, 0], execution: [0, 0] };
        let errors = 0;
        let version;
        let model;
        for (const [id, casePlans] of byCase) {
            const role = caseRole(casePlans[0].evalCase, first.skill);
            const { done, cancelled } = countedTrials(casePlans, records, sequential);
            const ok = done.filter((r) => r.outcome !== 'error');
            const activations = ok.filter((r) => r.activations?.[first.skill] === 'activated').length;
            // Force-load puts the skill in front of the agent: its trials say nothing about choice.
            const measured = ok.filter((r) => r.activations?.[first.skill] !== 'not-measured').length;
            const passes = ok.filter((r) => r.outcome === 'pass').length;
            const checkLabels = new Map();
            for (const r of done) {
                for (const c of r.checks) {
                    const t = checkLabels.get(c.label) ?? { passes: 0, failures: 0, errors: 0 };
                    t[c.status === 'pass' ? 'passes' : c.status === 'fail' ? 'failures' : 'errors']++;
                    checkLabels.set(c.label, t);
                }
                version ??= r.backendVersion;
                model ??= r.model;
            }
            const costs = done.map((r) => r.usage.costUsd).filter((c) => c !== undefined);
            cases.push({
                id,
                role,
                trials: done.length,
                errors: done.length - ok.length,
                activations,
                passes,
                checks: [...checkLabels].map(([label, t]) => ({ label, ...t })),
                tokens: { input: sum(done.map((r) => r.usage.inputTokens)), output: sum(done.map((r) => r.usage.outputTokens)) },
                costUsd: costs.length > 0 ? sum(costs) : undefined,
                ...(sequential && { decision: (0,_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .sequentialDecision */ .MH)(passes, ok.length - passes, sequential.design), cancelled }),
            });
            errors += done.length - ok.length;
            if (role === 'should-activate')
                add(tally.activation, activations, measured);
            if (role === 'should-not-activate')
                add(tally.falseActivation, activations, measured);
            if (role !== 'should-not-activate')
                add(tally.execution, passes, ok.length);
        }
        const pooled = {
            activation: (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .rate */ .TS)(tally.activation[0], tally.activation[1]),
            falseActivation: (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .rate */ .TS)(tally.falseActivation[0], tally.falseActivation[1]),
            execution: (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .rate */ .TS)(tally.execution[0], tally.execution[1]),
        };
        const caseWeighted = (name) => withCaseWeighted(pooled[name], caseCounts({ cases, aggregate: pooled }, name));
        results.push({
            skill: first.skill,
            backend: first.backend,
            backendVersion: version,
            model,
            skillHashes: Object.fromEntries(first.installs.map((i) => [i.name, i.sha256])),
            specHash: first.spec.hash,
            cases,
            aggregate: { activation: caseWeighted('activation'), falseActivation: caseWeighted('falseActivation'), execution: caseWeighted('execution') },
            errors,
        });
    }
    return { meta, results, skipped: [...skipped] };
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
        .filter((c) => roles[name](c.role) && c.trials - c.errors > 0)
        .map((c) => ({ id: c.id, successes: name === 'execution' ? c.passes : c.activations, trials: c.trials - c.errors }));
}
/** A row's rate as every reader should show and judge it: the pooled counts with the case-weighted rate of its cases. */
function rowRate(row, name) {
    return withCaseWeighted(row.aggregate[name], caseCounts(row, name));
}
/** The pooled rate with the case-weighted one of these cases added. */
function withCaseWeighted(pooled, cases) {
    return { ...pooled, caseWeighted: (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .caseWeightedRate */ .yR)(cases) };
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
    const stop = (0,_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .sequentialStop */ .Cz)(Array.from(byTrial), sequential.design);
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
    return `SPRT, reliable (p >= ${d.p1}) vs unreliable (p <= ${d.p0}), α = ${d.alpha}, β = ${d.beta}, at most ${d.maxTrials} trials`;
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
        if (sequentialDecision(successes + k, failures, d) !== 'continue' || sequentialDecision(successes, failures + k, d) !== 'continue')
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
            for (const [successes, q] of [[s + 1, p], [s, 1 - p]]) {
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


/***/ })

};
