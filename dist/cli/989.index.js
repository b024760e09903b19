export const id = 989;
export const ids = [989];
export const modules = {

/***/ 9989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VALIDATE_USAGE: () => (/* binding */ VALIDATE_USAGE),
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7593);
/* harmony import */ var _report_validation_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6276);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/* harmony import */ var _report_validation_counts_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3686);
/* harmony import */ var _skills_fix_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9900);
/* harmony import */ var _skills_validateRepository_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9494);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1604);
/* harmony import */ var _repositoryOptions_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5624);
/* harmony import */ var _validationOutput_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4387);









const VALIDATE_USAGE = `Usage: caliper validate [DIR] [--format text|json|github|sarif] [--strict-spec] [--fix]
                        [--ignore GLOB]... [--config FILE]

Checks every skill under DIR (default: .) and exits 0 when there is no error, 1 when there are errors.
  --format       text (default), json, github (workflow annotations) or sarif
  --fix          apply mechanical fixes (move lone command files into skill folders, set name), then re-check
${(0,_repositoryOptions_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryUsage */ .Up)(17)}
With --strict-spec, validate also runs caliper prove (checks that cannot fail or cannot pass; docs/prove.md).
`;
async function validateCommand(args, io) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)('validate', {
        args,
        allowPositionals: true,
        options: {
            format: { type: 'string', default: 'text' },
            fix: { type: 'boolean', default: false },
            ..._repositoryOptions_js__WEBPACK_IMPORTED_MODULE_5__/* .REPOSITORY_OPTIONS */ .In,
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(VALIDATE_USAGE);
        return _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.ok;
    }
    const format = (0,_validationOutput_js__WEBPACK_IMPORTED_MODULE_6__/* .validationFormat */ .hw)(values.format);
    const dir = (0,_validationOutput_js__WEBPACK_IMPORTED_MODULE_6__/* .repositoryFolder */ .pe)('validate', positionals, io.cwd);
    let options;
    try {
        options = (0,_repositoryOptions_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryOptions */ .Tl)(dir, values, io.cwd);
    }
    catch (error) {
        if (format === 'json')
            io.stdout((0,_report_validation_json_js__WEBPACK_IMPORTED_MODULE_7__/* .formatJsonFailure */ .y)(error, 'config'));
        throw error;
    }
    let report;
    try {
        report = (0,_skills_validateRepository_js__WEBPACK_IMPORTED_MODULE_3__/* .validateRepository */ .F)(dir, options);
        if (values.fix) {
            const outcome = (0,_skills_fix_js__WEBPACK_IMPORTED_MODULE_2__/* .applyFixes */ .y)(dir, report.diagnostics);
            for (const line of outcome.applied)
                io.stderr(`fixed: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .logText */ .kc)(line)}\n`);
            for (const line of outcome.skipped)
                io.stderr(`not fixed: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .logText */ .kc)(line)}\n`);
            if (outcome.applied.length > 0)
                report = (0,_skills_validateRepository_js__WEBPACK_IMPORTED_MODULE_3__/* .validateRepository */ .F)(dir, options);
        }
    }
    catch (error) {
        // A consumer parsing stdout still gets JSON; the caller prints the one-line message and exits 2.
        if (format === 'json')
            io.stdout((0,_report_validation_json_js__WEBPACK_IMPORTED_MODULE_7__/* .formatJsonFailure */ .y)(error));
        throw error;
    }
    if (options.strictSpec) {
        // Loaded only here: plain validate does not pay for the eval engine prove grades checks with.
        const proved = await (await Promise.all(/* import() */[__webpack_require__.e(425), __webpack_require__.e(580), __webpack_require__.e(237)]).then(__webpack_require__.bind(__webpack_require__, 9237))).withProof(report, options, io.env);
        for (const note of proved.notes)
            io.stderr(`note: caliper prove: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .logText */ .kc)(note)}\n`);
        report = proved.report;
    }
    io.stdout((0,_validationOutput_js__WEBPACK_IMPORTED_MODULE_6__/* .formatValidation */ .HJ)(report, format, dir, io));
    return (0,_report_validation_counts_js__WEBPACK_IMPORTED_MODULE_8__/* .countBySeverity */ .O)(report.diagnostics).errors > 0 ? _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.failed : _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.ok;
}


/***/ }),

/***/ 4387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HJ: () => (/* binding */ formatValidation),
  pe: () => (/* binding */ repositoryFolder),
  hw: () => (/* binding */ validationFormat)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
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
        if (d.line !== undefined && d.column !== undefined)
            props.push(`col=${d.column}`);
        props.push(`title=${escapeProperty(d.title)}`);
        return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(d.message)}`;
    });
    if (rest.length > 0) {
        const notice = `${rest.length} of ${findings.length} findings are not annotated ` +
            `(GitHub shows ${STEP_ANNOTATIONS} errors and ${STEP_ANNOTATIONS} ` +
            `warnings a step): they follow as plain lines, and --format sarif ` +
            `gives every one for code scanning.`;
        lines.push(`::notice title=caliper validate::${escapeData(notice)}`, ...rest.map(findingLine));
    }
    return lines.map((l) => `${l}\n`).join('');
}
function joinPath(prefix, file) {
    return prefix === '' || prefix === '.' ? file : `${prefix.replace(/\/+$/, '')}/${file}`;
}
/** A workflow command's data (an annotation's message): its escapes, and directional characters shown escaped. */
function escapeData(s) {
    return (0,report_escape/* shownEscaped */.l3)(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property (`file=`, `title=`): a path must stay the file's own, so only the command's escapes apply. */
function escapeProperty(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/:/g, '%3A').replace(/,/g, '%2C');
}

// EXTERNAL MODULE: ./src/report/validation/json.ts
var json = __webpack_require__(6276);
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
                                ...(d.line !== undefined && {
                                    region: { startLine: d.line, ...(d.column !== undefined && { startColumn: d.column }) },
                                }),
                            },
                        },
                    ],
                })),
            },
        ],
    };
    return `${JSON.stringify(sarif, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/report/validation/counts.ts
var counts = __webpack_require__(3686);
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
    lines.push((0,counts/* totalLine */.v)(report.skills.length, report.diagnostics));
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/validationOutput.ts







/** The ways `validate` and `prove` print their diagnostics (`--format`). */
const FORMATS = ['text', 'json', 'github', 'sarif'];
function validationFormat(value) {
    const format = value;
    if (!FORMATS.includes(format))
        throw new io/* UsageError */.eb(`--format must be one of ${FORMATS.join(', ')}, not "${value}".`);
    return format;
}
/** The one repository folder a command takes (default: the working folder), which must exist. */
function repositoryFolder(command, positionals, cwd) {
    if (positionals.length > 1) {
        throw new io/* UsageError */.eb(`${command} takes one folder, got ${positionals.length}: ${positionals.join(' ')}.`);
    }
    const dir = external_node_path_default().resolve(cwd, positionals[0] ?? '.');
    if (!(0,external_node_fs_.existsSync)(dir) || !(0,external_node_fs_.statSync)(dir).isDirectory()) {
        throw new io/* UsageError */.eb(`${positionals[0] ?? '.'} is not a folder. Pass the folder of a skill repository.`);
    }
    return dir;
}
/** `report` in `format`; paths in annotations and SARIF are relative to where the user ran caliper. */
function formatValidation(report, format, dir, io) {
    const prefix = external_node_path_default().relative(io.cwd, dir).split((external_node_path_default()).sep).join('/');
    switch (format) {
        case 'json':
            return (0,json/* formatJson */.I)(report);
        case 'github':
            return formatGithub(report.diagnostics, prefix);
        case 'sarif':
            return formatSarif(report, prefix);
        default:
            return formatText(report, { color: io.stdoutIsTTY && !io.env.NO_COLOR });
    }
}


/***/ }),

/***/ 3686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ countBySeverity),
/* harmony export */   v: () => (/* binding */ totalLine)
/* harmony export */ });
/* harmony import */ var _util_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(558);

function countBySeverity(diagnostics) {
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    return { errors, warnings: diagnostics.length - errors };
}
function totalLine(skills, diagnostics) {
    const { errors, warnings } = countBySeverity(diagnostics);
    return `${(0,_util_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(skills, 'skill')} checked: ${(0,_util_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(errors, 'error')}, ${(0,_util_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(warnings, 'warning')}.`;
}


/***/ }),

/***/ 6276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ formatJson),
/* harmony export */   y: () => (/* binding */ formatJsonFailure)
/* harmony export */ });
/**
 * `{"skills":[{"name","path","dependencies","evalSpec","plugin"}],`
 * `"diagnostics":[{"rule","severity","file","line","column"?,"message"}]}`
 * (`column` only where the rule gives one), paths relative to DIR.
 */
function formatJson(report) {
    return `${JSON.stringify({
        skills: report.skills.map((s) => ({
            name: s.name,
            path: s.path === '' ? '.' : s.path,
            dependencies: s.dependencies,
            evalSpec: s.evalSpec ?? null,
            plugin: s.plugin ?? null,
        })),
        diagnostics: report.diagnostics.map((d) => ({
            rule: d.rule,
            severity: d.severity,
            file: d.file,
            line: d.line ?? null,
            ...(d.column !== undefined && { column: d.column }),
            message: d.message,
        })),
    }, null, 2)}\n`;
}
/** What `--format json` prints when validation itself failed: still JSON, with nothing claimed checked. */
function formatJsonFailure(error, kind = 'internal') {
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
    return `${JSON.stringify({ skills: [], diagnostics: [], error: { kind, message } }, null, 2)}\n`;
}


/***/ }),

/***/ 9900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ applyFixes),
  n: () => (/* binding */ setFrontmatterField)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
// EXTERNAL MODULE: ./src/skills/markdownLines.ts
var markdownLines = __webpack_require__(7606);
// EXTERNAL MODULE: ./src/util/repoFiles.ts
var repoFiles = __webpack_require__(7507);
;// CONCATENATED MODULE: ./src/skills/fixLinks.ts




/**
 * The relative Markdown links around a file `validate --fix` moves: the links it holds are rebased on its
 * new folder, and the links of other Markdown files to it follow it. Links in fenced code, URLs, anchors
 * and root-absolute paths are left as written.
 */
/** `[text](target)`, `[text](<target>)`, `[text](target "title")`: the target, after any `<`. */
const INLINE_LINK = /(\]\(\s*<?)([^)<>\s]+)/g;
/** `[id]: target`, a reference definition. */
const REFERENCE_DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*<?)([^\s<>]+)/;
const scanLinkLines = (0,markdownLines/* markdownLineScanner */.i)(/\]\(|\]:/);
/** A target that is not a path relative to the file: a URL (`https:`, `mailto:`), an anchor, a root path. */
const NOT_RELATIVE = /^(?:[a-z][a-z0-9+.-]*:|#|\/)/i;
/** Folders never searched for links to a moved file. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);
const MAX_ENTRIES = 200_000;
/** A Markdown file larger than this is not searched for links (nor read). */
const MAX_MARKDOWN_BYTES = 4 * 1024 * 1024;
/** `text` with each relative link target given by `rewrite` (target without its `#…`/`?…`, repository-relative). */
function rewriteRelativeLinks(text, rewrite) {
    const lines = text.split('\n');
    scanLinkLines(text, 1, (line, number, block) => {
        if (block !== undefined)
            return;
        const one = (all, lead, target) => {
            const split = /^([^#?]*)(.*)$/.exec(target);
            if (split[1] === '' || NOT_RELATIVE.test(target))
                return all;
            const to = rewrite(decodeOrKeep(split[1]));
            if (to === undefined)
                return all;
            // Written as the original was: percent-encoded if it was, with its trailing `/` if it had one.
            const folder = split[1].endsWith('/') && !to.endsWith('/') ? `${to}/` : to;
            return `${lead}${/%[0-9a-f]{2}/i.test(split[1]) ? encodeURI(folder) : folder}${split[2]}`;
        };
        const rewritten = line.replace(INLINE_LINK, one).replace(REFERENCE_DEFINITION, one);
        // The scanner's lines have no `\r`; the file's may.
        if (rewritten !== line)
            lines[number - 1] = lines[number - 1].endsWith('\r') ? `${rewritten}\r` : rewritten;
    });
    return lines.join('\n');
}
/** The moved file's own text, its relative links rebased from `fromRel`'s folder to `toRel`'s. */
function rebaseLinks(text, fromRel, toRel) {
    const fromDir = external_node_path_default().posix.dirname(fromRel);
    const toDir = external_node_path_default().posix.dirname(toRel);
    if (fromDir === toDir)
        return text;
    return rewriteRelativeLinks(text, (target) => {
        const resolved = external_node_path_default().posix.normalize(external_node_path_default().posix.join(fromDir, target));
        // A link to the file itself stays a link to it, wherever it now is.
        const at = resolved === fromRel ? toRel : resolved;
        return relativeLink(toDir, at, target);
    });
}
/**
 * Make every other Markdown file of the repository that links to `fromRel` link to `toRel` instead.
 * Links (symbolic) are neither followed nor written through.
 */
function retargetLinksTo(root, fromRel, toRel) {
    const changed = [];
    const base = external_node_path_default().posix.basename(fromRel);
    const { files, complete } = markdownFiles(root);
    const realRoot = external_node_fs_.realpathSync.native(root);
    for (const rel of files) {
        if (rel === toRel)
            continue;
        const abs = external_node_path_default().join(root, rel);
        // Through the guarded reader: a file swapped for a FIFO or a link after the listing is not waited on.
        const text = (0,repoFiles/* readRepoText */.C)(realRoot, abs, MAX_MARKDOWN_BYTES);
        if (text === undefined || !text.includes(base))
            continue;
        const dir = external_node_path_default().posix.dirname(rel);
        const out = rewriteRelativeLinks(text, (target) => external_node_path_default().posix.normalize(external_node_path_default().posix.join(dir, target)) === fromRel ? relativeLink(dir, toRel, target) : undefined);
        if (out !== text) {
            (0,external_node_fs_.writeFileSync)(abs, out);
            changed.push(rel);
        }
    }
    return { changed: changed.sort(), complete };
}
/** `to` relative to the folder `fromDir`, in the style of `original` (`./x` stays `./x`). */
function relativeLink(fromDir, to, original) {
    const rel = external_node_path_default().posix.relative(fromDir, to) || external_node_path_default().posix.basename(to);
    return original.startsWith('./') && !rel.startsWith('../') ? `./${rel}` : rel;
}
function decodeOrKeep(target) {
    try {
        return decodeURI(target);
    }
    catch {
        return target;
    }
}
/** The repository's Markdown files (`.md`, `.mdx`), repository-relative, without `.git/` or `node_modules/`. */
function markdownFiles(root) {
    const files = [];
    const pending = [''];
    let seen = 0;
    while (pending.length > 0) {
        const rel = pending.pop();
        for (const entry of (0,external_node_fs_.readdirSync)(external_node_path_default().join(root, rel), { withFileTypes: true })) {
            if (++seen > MAX_ENTRIES)
                return { files, complete: false };
            const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
            // A Dirent of a symbolic link is neither a directory nor a file: links are skipped.
            if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name))
                pending.push(child);
            else if (entry.isFile() && /\.mdx?$/i.test(entry.name))
                files.push(child);
        }
    }
    return { files, complete: true };
}

// EXTERNAL MODULE: ./src/skills/layout.ts
var layout = __webpack_require__(4014);
// EXTERNAL MODULE: ./src/skills/readSkill.ts + 1 modules
var readSkill = __webpack_require__(6050);
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
            const text = readForFix(root, fix.file);
            if (typeof text !== 'string')
                return text;
            const fm = (0,frontmatter/* parseFrontmatter */.yv)(text);
            const before = fm.kind === 'ok' && typeof fm.data.name === 'string' ? ` (was ${JSON.stringify(fm.data.name)})` : '';
            (0,external_node_fs_.writeFileSync)(abs, setFrontmatterField(text, 'name', fix.name));
            return { ok: true, message: `${fix.file}: set name: ${fix.name}${before}` };
        }
        case 'respell-reference':
            return respellReference(root, fix);
        case 'move-command': {
            const from = external_node_path_default().join(root, fix.from);
            const to = external_node_path_default().join(root, fix.to);
            if ((0,layout/* isDocumentationFile */.NT)(external_node_path_default().posix.basename(fix.from)))
                return { ok: false, message: `${fix.from}: not moved, it is documentation, not a command` };
            if ((0,external_node_fs_.existsSync)(to) || fix.to.includes('<name>'))
                return { ok: false, message: `${fix.from}: not moved, ${fix.to} already exists or has no usable name` };
            const text = readForFix(root, fix.from);
            if (typeof text !== 'string')
                return text;
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
            const rebased = rebaseLinks(out, fix.from, fix.to);
            if (rebased !== out)
                changes.push('its relative links rebased');
            (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(to), { recursive: true });
            (0,external_node_fs_.writeFileSync)(to, rebased);
            (0,external_node_fs_.rmSync)(from);
            const inbound = retargetLinksTo(root, fix.from, fix.to);
            if (inbound.changed.length > 0)
                changes.push(`links to it updated in ${inbound.changed.join(', ')}`);
            const notes = [
                ...(existing || description ? [] : ['add a description']),
                ...(inbound.complete ? [] : ['the repository is too large to search every file for links to it']),
            ];
            return {
                ok: true,
                message: `${fix.from} -> ${fix.to} (${changes.join(', ')}${notes.map((n) => `; ${n}`).join('')})`,
            };
        }
    }
}
/**
 * Rewrite `from` as `to` wherever it stands whole on the fix's line (not inside a longer path): the
 * letter case of a reference, so the line's other text stays as it was.
 */
function respellReference(root, fix) {
    const abs = external_node_path_default().join(root, fix.file);
    const text = readForFix(root, fix.file);
    if (typeof text !== 'string')
        return text;
    const lines = text.split('\n');
    const where = `${fix.file}:${fix.line}`;
    const at = fix.line - 1;
    const escaped = fix.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const whole = new RegExp(`(?<![\\w./-])${escaped}(?![\\w/-]|\\.\\w)`, 'g');
    const before = lines[at];
    if (before === undefined || !whole.test(before))
        return { ok: false, message: `${where}: \`${fix.from}\` not found as written on the line; not changed` };
    lines[at] = before.replace(whole, () => fix.to);
    (0,external_node_fs_.writeFileSync)(abs, lines.join('\n'));
    return { ok: true, message: `${where}: \`${fix.from}\` -> \`${fix.to}\`` };
}
/** The text of `rel` through the guarded reader, or why the fix is skipped (a FIFO, a link out, too large). */
function readForFix(root, rel) {
    const read = (0,repoFiles/* readRepoFile */.v)(external_node_fs_.realpathSync.native(root), external_node_path_default().join(root, rel), rel, readSkill/* SKILL_MD_MAX_BYTES */.b4);
    if (read.kind === 'file')
        return read.bytes.toString('utf8');
    const unread = read.kind === 'too-large' ? `it is over ${readSkill/* SKILL_MD_MAX_BYTES */.b4} bytes` : 'it is not a file';
    const why = read.kind === 'refused' ? read.reason : unread;
    return { ok: false, message: `${rel}: not changed, caliper did not read it (${why})` };
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


/***/ })

};
