export const id = 591;
export const ids = [591];
export const modules = {

/***/ 9591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PROVE_USAGE: () => (/* binding */ PROVE_USAGE),
/* harmony export */   proveCommand: () => (/* binding */ proveCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7593);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/* harmony import */ var _report_validation_counts_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3686);
/* harmony import */ var _skills_validateRepository_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9494);
/* harmony import */ var _skills_config_validateConfig_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2481);
/* harmony import */ var _prove_prove_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7690);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1604);
/* harmony import */ var _repositoryOptions_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5624);
/* harmony import */ var _validationOutput_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4387);









const PROVE_USAGE = `Usage: caliper prove [DIR] [--format text|json|github|sarif] [--ignore GLOB]...
                     [--config FILE]

Grades every execution check of every valid .eval.yaml under DIR (default: .) against the empty run of
its case (the fixtures as a trial copies them, no skill chosen, no tool called, an empty answer), with no
model and no agent. A check that passes there cannot fail (rule check-cannot-fail). Command checks run in
the trial's sandbox (bubblewrap); judge checks are graded by the scripted judge. A case's reference: (what
a correct run ends with) must pass every check (rule check-cannot-pass), and a check that passes on all of
its mutants (each written file missing, the answer empty) cannot fail either. Exits 1 when a finding is an
error, 0 otherwise. See docs/prove.md.
  --format       text (default), json, github (workflow annotations) or sarif
${(0,_repositoryOptions_js__WEBPACK_IMPORTED_MODULE_6__/* .repositoryUsage */ .Up)(17)}
`;
async function proveCommand(args, io) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)('prove', {
        args,
        allowPositionals: true,
        options: {
            format: { type: 'string', default: 'text' },
            ..._repositoryOptions_js__WEBPACK_IMPORTED_MODULE_6__/* .REPOSITORY_OPTIONS */ .In,
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(PROVE_USAGE);
        return _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
    }
    const format = (0,_validationOutput_js__WEBPACK_IMPORTED_MODULE_7__/* .validationFormat */ .hw)(values.format);
    const dir = (0,_validationOutput_js__WEBPACK_IMPORTED_MODULE_7__/* .repositoryFolder */ .pe)('prove', positionals, io.cwd);
    const options = (0,_repositoryOptions_js__WEBPACK_IMPORTED_MODULE_6__/* .repositoryOptions */ .Tl)(dir, values, io.cwd);
    const validated = (0,_skills_validateRepository_js__WEBPACK_IMPORTED_MODULE_2__/* .validateRepository */ .F)(dir, options);
    const proved = await (0,_prove_prove_js__WEBPACK_IMPORTED_MODULE_4__/* .proveRepository */ .F)(validated, options.config ?? _skills_config_validateConfig_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_VALIDATE_CONFIG */ .Oe, io.env);
    const report = { ...validated, diagnostics: proved.diagnostics };
    io.stderr(`caliper prove: ${proved.graded} execution check(s) graded on the empty run\n`);
    for (const note of proved.notes)
        io.stderr(`note: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .logText */ .kc)(note)}\n`);
    const unproved = validated.skills.filter((s) => s.evalSpec !== undefined).length - validated.specs.length;
    if (unproved > 0) {
        io.stderr(`note: ${unproved} eval spec(s) with validation errors not proved; run caliper validate to see them\n`);
    }
    io.stdout((0,_validationOutput_js__WEBPACK_IMPORTED_MODULE_7__/* .formatValidation */ .HJ)(report, format, dir, io));
    return (0,_report_validation_counts_js__WEBPACK_IMPORTED_MODULE_8__/* .countBySeverity */ .O)(report.diagnostics).errors > 0 ? _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.failed : _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
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

/***/ 7690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ proveRepository)
});

// EXTERNAL MODULE: ./src/agents/facts.ts
var facts = __webpack_require__(8977);
// EXTERNAL MODULE: ./src/eval/runner/plan.ts + 1 modules
var plan = __webpack_require__(7610);
// EXTERNAL MODULE: ./src/skills/config/applyConfig.ts
var applyConfig = __webpack_require__(4843);
// EXTERNAL MODULE: ./src/skills/config/validateConfig.ts + 1 modules
var validateConfig = __webpack_require__(2481);
// EXTERNAL MODULE: ./src/skills/diagnostic.ts
var diagnostic = __webpack_require__(6207);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/eval/sandbox/isolation.ts + 2 modules
var sandbox_isolation = __webpack_require__(2457);
// EXTERNAL MODULE: ./src/eval/sandbox/cleanup.ts
var cleanup = __webpack_require__(4186);
// EXTERNAL MODULE: ./src/eval/sandbox/environment.ts
var environment = __webpack_require__(1475);
// EXTERNAL MODULE: ./src/eval/sandbox/seccomp.ts
var sandbox_seccomp = __webpack_require__(6488);
// EXTERNAL MODULE: ./src/eval/sandbox/trialLimits.ts
var trialLimits = __webpack_require__(2910);
// EXTERNAL MODULE: ./src/eval/runner/process.ts
var runner_process = __webpack_require__(708);
;// CONCATENATED MODULE: ./src/prove/commandFence.ts







function openCommandFence(runnerEnv) {
    const available = (0,sandbox_isolation/* bubblewrapAvailable */.si)(runnerEnv.PATH ?? '/usr/local/bin:/usr/bin:/bin');
    if (!available.ok)
        return { ok: false, reason: available.reason };
    const runDir = (0,cleanup/* makeOwnedFolder */.Kq)(external_node_os_default().tmpdir(), 'run');
    const seccomp = (0,sandbox_seccomp/* writeSeccompFilter */.Qb)(runDir);
    const isolation = { kind: 'bubblewrap', forwarder: '', seccomp, egress: undefined };
    const run = (sandbox, command, timeoutMs) => {
        const fence = { root: sandbox.root, cwd: sandbox.workDir, programs: [], egress: false };
        const w = (0,sandbox_isolation/* wrapCommand */.MG)(isolation, fence, 'sh', ['-c', command]);
        const env = (0,environment/* sandboxEnvironment */.Z)({ sandbox, runnerEnv, passEnv: [], backendEnv: {} });
        const limits = (pid) => (0,trialLimits/* overLimit */.W1)(pid, sandbox.root, trialLimits/* DEFAULT_TRIAL_LIMITS */.AS);
        const watch = { everyMs: trialLimits/* WATCH_EVERY_MS */.VG, overLimit: limits };
        const cwd = sandbox.workDir;
        return (0,runner_process/* runProcess */.R)({ command: w.command, args: w.args, files: w.files, cwd, env, timeoutMs, watch });
    };
    return { ok: true, run, close: () => void (0,cleanup/* removeFolder */.v$)(runDir) };
}
/** `true`, `:`, `exit 0` and `false`, `exit 1`: what a command exits is known without running it. */
function trivialExit(run) {
    const bare = run.trim().replace(/;$/, '').trim();
    if (/^(true|:|exit 0|\/bin\/true|\/usr\/bin\/true)$/.test(bare))
        return 0;
    if (/^(false|exit [1-9]\d{0,2})$/.test(bare))
        return 1;
    return undefined;
}
/** Without a sandbox: no command is run, a trivial one exits as it would (prove grades no other). */
const TRIVIAL_ONLY = {
    close: () => undefined,
    run: (_sandbox, command) => Promise.resolve({
        exitCode: trivialExit(command) ?? 1,
        signal: null,
        stdout: '',
        stderr: '',
        timedOut: false,
        spawnError: undefined,
        durationMs: 0,
        truncated: false,
        limitExceeded: undefined,
    }),
};

;// CONCATENATED MODULE: ./src/prove/findings.ts

const scripted = (check) => (check.kind === 'judge' ? ", as caliper's scripted judge grades it" : '');
/** The check passes on the empty run: it cannot fail. */
function passesEmpty(site) {
    const message = `${site.where} (\`${site.label}\`) passes on the empty run (the fixtures as they are, no skill chosen, ` +
        `no tool called, an empty answer${scripted(site.check)}), so it cannot fail: ${hint(site.check)}`;
    return (0,diagnostic/* diagnostic */.Y)('check-cannot-fail', site.file, message, { line: site.line });
}
/** The check passes on the reference run and on every mutant of it: it detects none of what a correct run does. */
function passesMutants(site, reference, lacks) {
    const message = `${site.where} (\`${site.label}\`) passes on the reference run \`${reference}\` and on every mutant of it ` +
        `(${shownLacks(lacks)}${scripted(site.check)}), so it detects nothing a correct run does: ` +
        'check a file the agent must write, or what its answer must say.';
    return (0,diagnostic/* diagnostic */.Y)('check-cannot-fail', site.file, message, { line: site.line });
}
/** The check fails on the reference run: a correct run cannot pass it. */
function failsReference(site, reference, reason) {
    const message = `${site.where} (\`${site.label}\`) fails on the reference run \`${reference}\` (the files and answer a ` +
        (`correct run ends with${scripted(site.check)}): ${reason}. So it ` +
            `cannot pass: fix the check, or the reference if it is wrong.`);
    return (0,diagnostic/* diagnostic */.Y)('check-cannot-pass', site.file, message, { line: site.line });
}
const shownLacks = (lacks) => lacks.length <= 5 ? lacks.join('; ') : `${lacks.slice(0, 5).join('; ')}; and ${lacks.length - 5} more`;
function hint(check) {
    switch (check.kind) {
        case 'file_exists':
        case 'file_contains':
            return 'the fixtures already hold what it looks for. Check a file the agent must write, or what it must change.';
        case 'not':
            return 'what it negates never happens without the agent. Check what the agent must do instead.';
        case 'command':
            return 'it exits 0 before the agent did anything. Make it test what the agent must produce.';
        case 'judge':
            return ('the rubric only rules things out, or the file it grades is a fixture. ' +
                'Quote a phrase a good answer must hold.');
        default:
            return 'it holds before the agent did anything. Make it test what the agent must produce.';
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/eval/checks/index.ts + 12 modules
var eval_checks = __webpack_require__(6017);
// EXTERNAL MODULE: ./src/eval/judge/scripted.ts
var judge_scripted = __webpack_require__(8554);
// EXTERNAL MODULE: ./src/eval/sandbox/sandbox.ts
var sandbox_sandbox = __webpack_require__(6245);
;// CONCATENATED MODULE: ./src/prove/outcome.ts




/** The empty run: the fixtures as they are, no skill chosen, an empty answer. */
const emptyRun = (fixtures) => ({
    files: fixtures,
    answer: '',
    activated: new Set(),
});
const transcriptOf = (answer) => ({
    discoveredSkills: [],
    toolCalls: [],
    finalAnswer: answer,
    model: undefined,
    cliVersion: undefined,
    usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    error: undefined,
});
/**
 * Grade `checks` (by their index in the case) on `outcome`, in a fresh trial folder holding its files, as
 * a trial grades them: judge checks by caliper's scripted judge, commands only through `grading.runner`.
 */
async function gradeOutcome(outcome, checks, grading) {
    const results = new Map();
    if (checks.size === 0)
        return results;
    const sandbox = (0,sandbox_sandbox/* createSandbox */._i)();
    try {
        (0,sandbox_sandbox/* copyFiles */.Bn)(outcome.files, sandbox.workDir);
        const ctx = {
            trialRoot: sandbox.root,
            workDir: sandbox.workDir,
            transcript: transcriptOf(outcome.answer),
            activated: outcome.activated,
            installed: [],
            backend: grading.backend,
            skillsRoot: external_node_path_default().join(sandbox.root, 'skills'),
            subject: grading.subject,
            judge: judge_scripted/* scriptedJudge */.Kz,
            mcpCalls: [],
            runCommand: (command, timeoutMs) => grading.runner.run(sandbox, command, timeoutMs),
        };
        for (const [k, check] of checks)
            results.set(k, await (0,eval_checks/* runCheck */.k_)(check, ctx));
    }
    finally {
        (0,sandbox_sandbox/* removeSandbox */.Ur)(sandbox);
    }
    return results;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/eval/sandbox/installableFiles.ts
var installableFiles = __webpack_require__(9374);
// EXTERNAL MODULE: ./src/eval/spec/referenceFolder.ts
var referenceFolder = __webpack_require__(2585);
// EXTERNAL MODULE: ./src/util/repoFiles.ts
var repoFiles = __webpack_require__(7507);
;// CONCATENATED MODULE: ./src/prove/reference.ts





/** A reference's answer is text a person wrote for one case: a larger one is not read. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** Mutants with a file missing, at most: a reference that writes more is proved on its first files. */
const MAX_FILE_MUTANTS = 32;
/**
 * The case's reference folder (`folder` relative to the skill at `skillDir`, in the repository `root`),
 * read through the guarded readers: `files/` walked as a fixtures folder is, `answer.md` as a spec is.
 */
function readReference(root, skillDir, folder) {
    const abs = external_node_path_default().resolve(root, skillDir, folder);
    const shownAnswer = external_node_path_default().posix.join(skillDir, folder, referenceFolder/* REFERENCE_ANSWER */.VI);
    const filesDir = external_node_path_default().join(abs, referenceFolder/* REFERENCE_FILES */.wY);
    let written = [];
    try {
        if ((0,external_node_fs_.existsSync)(filesDir))
            written = (0,installableFiles/* installableFiles */.BF)(filesDir, () => false);
    }
    catch (error) {
        if (!(error instanceof installableFiles/* InstallRefused */.e2))
            throw error;
        return { problem: error.message };
    }
    const read = (0,repoFiles/* readRepoFile */.v)(external_node_fs_.realpathSync.native(root), external_node_path_default().join(abs, referenceFolder/* REFERENCE_ANSWER */.VI), shownAnswer, MAX_ANSWER_BYTES);
    if (read.kind === 'file')
        return { written, answer: read.bytes.toString('utf8') };
    if (read.kind === 'missing')
        return { written, answer: '' };
    const why = read.kind === 'too-large'
        ? `is over ${MAX_ANSWER_BYTES / 1024} KiB`
        : read.kind === 'refused'
            ? `cannot be read: ${read.reason}`
            : 'is not a file';
    return { problem: `${shownAnswer} ${why}` };
}
/** The working folder a run that wrote `written` over `fixtures` ends with (a written file replaces a fixture). */
function overlay(fixtures, written) {
    const byRel = new Map(fixtures.map((f) => [f.rel, f]));
    for (const f of written)
        byRel.set(f.rel, f);
    return [...byRel.values()];
}
/** The reference run: its files over the fixtures, its answer, the subject chosen. */
function referenceRun(reference, fixtures, subject) {
    return { files: overlay(fixtures, reference.written), answer: reference.answer, activated: new Set([subject]) };
}
/**
 * The reference run with one thing undone: each file it wrote missing (a fixture it changed is back as the
 * fixtures have it), then its answer empty. A check that passes on every one of them detects no part of
 * what a correct run does. The first MAX_FILE_MUTANTS files only; `truncated` says when there were more.
 */
function mutantsOf(reference, fixtures, subject) {
    const full = referenceRun(reference, fixtures, subject);
    const mutants = reference.written.slice(0, MAX_FILE_MUTANTS).map((gone) => ({
        lacks: `without ${gone.rel}`,
        outcome: {
            ...full,
            files: overlay(fixtures, reference.written.filter((f) => f !== gone)),
        },
    }));
    if (reference.answer.trim() !== '')
        mutants.push({ lacks: 'with an empty answer', outcome: { ...full, answer: '' } });
    return { mutants, truncated: reference.written.length > MAX_FILE_MUTANTS };
}

// EXTERNAL MODULE: ./src/eval/spec/readSpec.ts + 5 modules
var readSpec = __webpack_require__(9165);
// EXTERNAL MODULE: ./src/eval/spec/vars.ts
var vars = __webpack_require__(8300);
// EXTERNAL MODULE: ./src/util/yaml.ts
var yaml = __webpack_require__(9869);
;// CONCATENATED MODULE: ./src/prove/specLines.ts





/**
 * Where each check of a spec is written. The loader keeps no lines in an `EvalSpec`, so the spec is read
 * again (through the same guarded reader) and its cases expanded the same way: the `i`-th expanded case
 * came from raw case `index`, and a row keeps its case's checks in order.
 */
function checkLines(root, file) {
    const read = (0,readSpec/* readSpecText */.vt)(external_node_fs_.realpathSync.native(root), external_node_path_default().join(root, file), file);
    if (!('text' in read))
        return () => 1;
    const parsed = (0,yaml/* parseYaml */.hN)(read.text, { maxBytes: readSpec/* EVAL_SPEC_MAX_BYTES */.u3 });
    if (!parsed.ok)
        return () => 1;
    const { value, lineOf } = parsed.doc;
    const isSpec = value !== null && typeof value === 'object' && 'cases' in value;
    const raw = isSpec ? value.cases : [];
    const origin = (0,vars/* expandCases */.k)(Array.isArray(raw) ? raw : []).cases.map((c) => c.index);
    return (caseIndex, checkIndex) => {
        const index = origin[caseIndex];
        return (index !== undefined && lineOf(['cases', index, 'checks', checkIndex])) || 1;
    };
}

;// CONCATENATED MODULE: ./src/prove/prove.ts










/** Grade a check, leave it (a command with no sandbox to run it), or pass it by (activation). */
function treatment(check, fence) {
    const inner = check.kind === 'not' ? check.check : check;
    if (inner.kind === 'activation' || inner.kind === 'not_activated_any')
        return 'none';
    if (inner.kind === 'command' && !fence.ok && trivialExit(inner.run) === undefined)
        return 'command';
    return 'grade';
}
/** A check on the agent's trace (its tool calls, reads, MCP calls): a reference, which has none, cannot grade it. */
function onTrace(check) {
    const inner = check.kind === 'not' ? check.check : check;
    return (inner.kind === 'tool_used' || inner.kind === 'tool_order' || inner.kind === 'read' || inner.kind === 'mcp_call');
}
/**
 * Grade every execution check of every valid spec against the empty run of its case (the fixtures
 * copied as a trial copies them, nothing else): a check that passes there cannot fail. A case with a
 * `reference:` is graded on it too (a check it fails cannot pass) and on its mutants (a check that
 * passes on all of them detects nothing).
 */
async function proveRepository(report, config = validateConfig/* DEFAULT_VALIDATE_CONFIG */.Oe, runnerEnv = process.env) {
    const fence = openCommandFence(runnerEnv);
    const tally = { graded: 0, commands: 0, unrunnable: 0, traces: 0, problems: [] };
    const found = [];
    const folders = new Map(report.skills.map((s) => [s.name, s.path]));
    try {
        const { prepared, broken } = (0,plan/* prepareSpecs */.q6)(report);
        tally.unrunnable = broken.size;
        for (const ready of prepared.values()) {
            const lines = checkLines(report.root, ready.spec.file);
            const skillDir = folders.get(ready.spec.subject) ?? '';
            for (const [i, evalCase] of ready.spec.cases.entries()) {
                const input = { ready, evalCase, lineOf: (k) => lines(i, k), root: report.root, skillDir };
                found.push(...(await proveCase(input, fence, tally)));
            }
        }
    }
    finally {
        if (fence.ok)
            fence.close();
    }
    const diagnostics = (0,applyConfig/* applyValidateConfig */.b)(found, config, () => undefined).sort(diagnostic/* compareDiagnostics */.o);
    return { diagnostics, graded: tally.graded, notes: notesOf(tally, fence) };
}
async function proveCase(input, fence, tally) {
    const { ready, evalCase } = input;
    const { spec } = ready;
    const checks = new Map();
    for (const [k, check] of evalCase.checks.entries()) {
        const how = treatment(check, fence);
        if (how === 'command')
            tally.commands++;
        if (how === 'grade')
            checks.set(k, check);
    }
    tally.graded += checks.size;
    const fixtures = (evalCase.fixtures !== undefined && ready.caseFixtures.get(evalCase.fixtures)) || ready.fixtures;
    const grading = {
        backend: spec.backends?.[0] ?? facts/* AGENT_NAMES */.RO[0],
        subject: spec.subject,
        runner: fence.ok ? fence : TRIVIAL_ONLY,
    };
    const site = (k, label) => ({
        file: spec.file,
        line: input.lineOf(k),
        where: `Case \`${evalCase.id}\`, check ${k + 1}`,
        label,
        check: checks.get(k),
    });
    const out = [];
    for (const [k, result] of await gradeOutcome(emptyRun(fixtures), checks, grading)) {
        if (result.status !== 'pass')
            continue;
        out.push(passesEmpty(site(k, result.label)));
        checks.delete(k);
    }
    if (evalCase.reference === undefined)
        return out;
    const reference = readReference(input.root, input.skillDir, evalCase.reference);
    if ('problem' in reference) {
        tally.problems.push(`case \`${evalCase.id}\` of ${spec.file}: its reference was not read: ${reference.problem}`);
        return out;
    }
    for (const k of checks.keys())
        if (onTrace(checks.get(k)))
            checks.delete(k), tally.traces++;
    out.push(...(await proveReference({ reference, folder: evalCase.reference, fixtures, checks, grading, site, tally })));
    return out;
}
/**
 * Grade `checks` on the reference run (each it fails cannot pass), then those it passes on each mutant in
 * turn, keeping only those that still pass: what is left passed on every mutant, and detects nothing.
 */
async function proveReference(input) {
    const { reference, folder, fixtures, grading, site, tally } = input;
    const out = [];
    const surviving = new Map();
    const labels = new Map();
    for (const [k, result] of await gradeOutcome(referenceRun(reference, fixtures, grading.subject), input.checks, grading)) {
        labels.set(k, result.label);
        if (result.status === 'pass')
            surviving.set(k, input.checks.get(k));
        else if (result.status === 'fail')
            out.push(failsReference(site(k, result.label), folder, result.reason ?? 'it fails'));
        else
            tally.problems.push(`${site(k, result.label).where} of ${site(k, result.label).file} gave ` +
                `an error on its reference run: ${result.reason ?? 'no reason given'}`);
    }
    const { mutants, truncated } = mutantsOf(reference, fixtures, grading.subject);
    if (truncated)
        tally.problems.push(`reference \`${folder}\` writes more than ${MAX_FILE_MUTANTS} files: ` +
            `only the first ${MAX_FILE_MUTANTS} were each left out`);
    for (const mutant of mutants) {
        if (surviving.size === 0)
            break;
        for (const [k, result] of await gradeOutcome(mutant.outcome, surviving, grading))
            if (result.status !== 'pass')
                surviving.delete(k);
    }
    if (mutants.length === 0)
        return out;
    const lacks = mutants.map((m) => m.lacks);
    for (const k of surviving.keys())
        out.push(passesMutants(site(k, labels.get(k)), folder, lacks));
    return out;
}
function notesOf(tally, fence) {
    const notes = [];
    if (tally.commands > 0 && !fence.ok) {
        notes.push(`${tally.commands} command check(s) not proved: they run only in the sandbox, and ${fence.reason}`);
    }
    if (tally.unrunnable > 0) {
        notes.push(`${tally.unrunnable} eval spec(s) not proved: their skill cannot be evaluated; run caliper validate`);
    }
    if (tally.traces > 0) {
        notes.push(`${tally.traces} trace check(s) (tool_used, tool_order, read, ` +
            `mcp_call) not graded on a reference: a reference has no tool calls`);
    }
    notes.push(...tally.problems);
    return notes;
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


/***/ })

};
