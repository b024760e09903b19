export const id = 803;
export const ids = [803];
export const modules = {

/***/ 7251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ rootSpellings),
/* harmony export */   b: () => (/* binding */ skillOfFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * The skill whose SKILL.md `file` is, when it is `<skillsRoot>/<name>/SKILL.md`; undefined for any
 * other file (a fixture that happens to be called SKILL.md is not a skill). CLIs show the model either
 * the path as joined or its realpath, so both spellings of the root match.
 */
function skillOfFile(file, skillsRoot) {
    if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(file) || node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file) !== 'SKILL.md')
        return undefined;
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file));
    const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
    return rootSpellings(skillsRoot).includes(parent) ? node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(dir) : undefined;
}
function rootSpellings(root) {
    const spellings = [node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root)];
    try {
        spellings.push(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(root));
    }
    catch {
        // the sandbox is gone; the joined spelling is all there is
    }
    return spellings;
}


/***/ }),

/***/ 9296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PROVE_USAGE: () => (/* binding */ PROVE_USAGE),
  proveCommand: () => (/* binding */ proveCommand)
});

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/validation/counts.ts
var counts = __webpack_require__(3686);
// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 28 modules
var validateRepository = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/skills/config/validateConfig.ts + 1 modules
var validateConfig = __webpack_require__(2481);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/agents/facts.ts
var facts = __webpack_require__(8977);
// EXTERNAL MODULE: ./src/eval/checks/index.ts + 13 modules
var checks = __webpack_require__(7386);
// EXTERNAL MODULE: ./src/eval/runner/plan.ts + 2 modules
var plan = __webpack_require__(8639);
// EXTERNAL MODULE: ./src/eval/sandbox/sandbox.ts
var sandbox_sandbox = __webpack_require__(6245);
// EXTERNAL MODULE: ./src/skills/config/applyConfig.ts
var applyConfig = __webpack_require__(4843);
// EXTERNAL MODULE: ./src/skills/diagnostic.ts
var diagnostic = __webpack_require__(6207);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/eval/sandbox/isolation.ts + 1 modules
var sandbox_isolation = __webpack_require__(6718);
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

;// CONCATENATED MODULE: ./src/prove/emptyRun.ts
const EMPTY_TRANSCRIPT = {
    discoveredSkills: [],
    toolCalls: [],
    finalAnswer: '',
    model: undefined,
    cliVersion: undefined,
    usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    error: undefined,
};
/**
 * The outcome of a run in which nothing happened: the working folder as the fixtures leave it, no skill
 * chosen, no tool called, an empty answer, no MCP call. Commands run only through `runner`.
 */
function emptyRunContext(input) {
    const { sandbox, runner } = input;
    return {
        trialRoot: sandbox.root,
        workDir: sandbox.workDir,
        transcript: EMPTY_TRANSCRIPT,
        activated: new Set(),
        installed: [],
        backend: input.backend,
        skillsRoot: input.skillsRoot,
        subject: input.subject,
        judge: undefined,
        mcpCalls: [],
        runCommand: (command, timeoutMs) => runner.run(sandbox, command, timeoutMs),
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/eval/spec/readSpec.ts + 8 modules
var readSpec = __webpack_require__(1315);
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











/** Grade a check, leave it (a judge, a command with no sandbox to run it), or pass it by (activation). */
function treatment(check, fence) {
    const inner = check.kind === 'not' ? check.check : check;
    if (inner.kind === 'activation' || inner.kind === 'not_activated_any')
        return 'none';
    if (inner.kind === 'judge')
        return 'judge';
    if (inner.kind === 'command' && !fence.ok && trivialExit(inner.run) === undefined)
        return 'command';
    return 'grade';
}
/**
 * Grade every execution check of every valid spec against the empty run of its case (the fixtures
 * copied as a trial copies them, nothing else): a check that passes there cannot fail.
 */
async function proveRepository(report, config = validateConfig/* DEFAULT_VALIDATE_CONFIG */.Oe, runnerEnv = process.env) {
    const fence = openCommandFence(runnerEnv);
    const tally = { graded: 0, judges: 0, commands: 0, unrunnable: 0 };
    const found = [];
    try {
        const { prepared, broken } = (0,plan/* prepareSpecs */.q6)(report);
        tally.unrunnable = broken.size;
        for (const ready of prepared.values()) {
            const lines = checkLines(report.root, ready.spec.file);
            for (const [i, evalCase] of ready.spec.cases.entries()) {
                found.push(...(await proveCase(ready, evalCase, (k) => lines(i, k), fence, tally)));
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
async function proveCase(ready, evalCase, lineOf, fence, tally) {
    const { spec } = ready;
    const sandbox = (0,sandbox_sandbox/* createSandbox */._i)();
    const out = [];
    try {
        const fixtures = (evalCase.fixtures !== undefined && ready.caseFixtures.get(evalCase.fixtures)) || ready.fixtures;
        (0,sandbox_sandbox/* copyFiles */.Bn)(fixtures, sandbox.workDir);
        const backend = spec.backends?.[0] ?? facts/* AGENT_NAMES */.RO[0];
        const runner = fence.ok ? fence : TRIVIAL_ONLY;
        const skillsRoot = external_node_path_default().join(sandbox.root, 'skills');
        const ctx = emptyRunContext({ sandbox, backend, subject: spec.subject, skillsRoot, runner });
        for (const [k, check] of evalCase.checks.entries()) {
            const how = treatment(check, fence);
            if (how === 'judge')
                tally.judges++;
            if (how === 'command')
                tally.commands++;
            if (how !== 'grade')
                continue;
            tally.graded++;
            const result = await (0,checks/* runCheck */.k_)(check, ctx);
            const where = `Case \`${evalCase.id}\`, check ${k + 1}`;
            if (result.status === 'pass')
                out.push(cannotFail(spec.file, lineOf(k), where, result.label, check));
        }
    }
    finally {
        (0,sandbox_sandbox/* removeSandbox */.Ur)(sandbox);
    }
    return out;
}
function cannotFail(file, line, where, label, check) {
    const message = `${where} (\`${label}\`) passes on the empty run (the fixtures as they are, no skill chosen, ` +
        `no tool called, an empty answer), so it cannot fail: ${hint(check)}`;
    return (0,diagnostic/* diagnostic */.Y)('check-cannot-fail', file, message, { line });
}
function hint(check) {
    switch (check.kind) {
        case 'file_exists':
        case 'file_contains':
            return 'the fixtures already hold what it looks for. Check a file the agent must write, or what it must change.';
        case 'not':
            return 'what it negates never happens without the agent. Check what the agent must do instead.';
        case 'command':
            return 'it exits 0 before the agent did anything. Make it test what the agent must produce.';
        default:
            return 'it holds before the agent did anything. Make it test what the agent must produce.';
    }
}
function notesOf(tally, fence) {
    const notes = [];
    if (tally.commands > 0 && !fence.ok) {
        notes.push(`${tally.commands} command check(s) not proved: they run only in the sandbox, and ${fence.reason}`);
    }
    if (tally.unrunnable > 0) {
        notes.push(`${tally.unrunnable} eval spec(s) not proved: their skill cannot be evaluated; run caliper validate`);
    }
    if (tally.judges > 0) {
        notes.push(`${tally.judges} judge check(s) not proved: grading a rubric on the empty run is not built yet`);
    }
    return notes;
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/repositoryOptions.ts
var repositoryOptions = __webpack_require__(5624);
// EXTERNAL MODULE: ./src/cli/validationOutput.ts + 3 modules
var validationOutput = __webpack_require__(4387);
;// CONCATENATED MODULE: ./src/cli/proveCommand.ts









const PROVE_USAGE = `Usage: caliper prove [DIR] [--format text|json|github|sarif] [--ignore GLOB]...
                     [--config FILE]

Grades every execution check of every valid .eval.yaml under DIR (default: .) against the empty run of
its case (the fixtures as a trial copies them, no skill chosen, no tool called, an empty answer), with no
model and no agent. A check that passes there cannot fail (rule check-cannot-fail). Command checks run in
the trial's sandbox (bubblewrap). Exits 1 when a finding is an error, 0 otherwise. See docs/prove.md.
  --format       text (default), json, github (workflow annotations) or sarif
${(0,repositoryOptions/* repositoryUsage */.Up)(17)}
`;
async function proveCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('prove', {
        args,
        allowPositionals: true,
        options: {
            format: { type: 'string', default: 'text' },
            ...repositoryOptions/* REPOSITORY_OPTIONS */.In,
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(PROVE_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    const format = (0,validationOutput/* validationFormat */.hw)(values.format);
    const dir = (0,validationOutput/* repositoryFolder */.pe)('prove', positionals, io.cwd);
    const options = (0,repositoryOptions/* repositoryOptions */.Tl)(dir, values, io.cwd);
    const validated = (0,validateRepository/* validateRepository */.F)(dir, options);
    const proved = await proveRepository(validated, options.config ?? validateConfig/* DEFAULT_VALIDATE_CONFIG */.Oe, io.env);
    const report = { ...validated, diagnostics: proved.diagnostics };
    io.stderr(`caliper prove: ${proved.graded} execution check(s) graded on the empty run\n`);
    for (const note of proved.notes)
        io.stderr(`note: ${(0,report_escape/* logText */.kc)(note)}\n`);
    const unproved = validated.skills.filter((s) => s.evalSpec !== undefined).length - validated.specs.length;
    if (unproved > 0) {
        io.stderr(`note: ${unproved} eval spec(s) with validation errors not proved; run caliper validate to see them\n`);
    }
    io.stdout((0,validationOutput/* formatValidation */.HJ)(report, format, dir, io));
    return (0,counts/* countBySeverity */.O)(report.diagnostics).errors > 0 ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
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
        const notice = `${rest.length} of ${findings.length} findings are not annotated (GitHub shows ${STEP_ANNOTATIONS} errors and ${STEP_ANNOTATIONS} warnings a step): they follow as plain lines, and --format sarif gives every one for code scanning.`;
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
                                ...(d.line !== undefined && { region: { startLine: d.line, ...(d.column !== undefined && { startColumn: d.column }) } }),
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

/***/ 4238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K3: () => (/* binding */ MAX_OUTSIDE_CHOICES),
/* harmony export */   NX: () => (/* binding */ outsideCountsText),
/* harmony export */   eE: () => (/* binding */ outsideChoiceText),
/* harmony export */   qF: () => (/* binding */ chosenOutside)
/* harmony export */ });
/** At most this many choices outside the set are kept in a trial record. */
const MAX_OUTSIDE_CHOICES = 10;
/** A skill's name as a CLI gives it (a plugin's skill as `plugin:skill`); anything else is not recorded. */
const LISTED_NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
/**
 * The skills the agent chose and loaded that caliper did not install (a CLI's bundled skill, a project
 * skill a fixture brought): a choice, never "chose no skill". Sorted, bounded, names only of the form a
 * skill name has (the transcript is the agent's).
 */
function chosenOutside(activated, installed) {
    return [...activated].filter((name) => !installed.includes(name) && LISTED_NAME.test(name)).sort().slice(0, MAX_OUTSIDE_CHOICES);
}
/** How a reader is told: "chose plugin-authoring, not under test". */
function outsideChoiceText(names) {
    return `chose ${names.join(', ')}, not under test`;
}
/** A row's count by name: "chose plugin-authoring (2 trials), doctor (1 trial), not under test", each name through `name` (the medium's escaper). */
function outsideCountsText(counts, name, max = 3) {
    const names = Object.entries(counts).map(([n, k]) => `${name(n)} (${k} trial${k === 1 ? '' : 's'})`);
    const shown = names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
    return `chose ${shown}, not under test`;
}


/***/ }),

/***/ 1031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ scriptLauncher)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7366);



/**
 * pip's launcher for a console script whose interpreter path is too long for a `#!` line (over 127 bytes,
 * a deep venv) or holds a space (distlib's `_build_shebang`): `#!/bin/sh`, then a line that is shell for
 * `exec INTERPRETER "$0" "$@"` and a string to Python. uv writes the same with the path in single quotes.
 */
const PIP_SH_LAUNCHER = /^#!\/bin\/sh\n'''exec' (?:"([^"]+)"|'([^']+)'|(\S+))(?: [^\n]*)? "\$0" "\$@"\n/;
/**
 * How a script file is started: the program on its `#!` line (`#!/usr/bin/env python3`: `env`, which finds
 * `python3` on PATH), or pip's `/bin/sh` launcher's interpreter. Undefined for a file that is not a script.
 */
function scriptLauncher(file) {
    const head = firstBytes(file, 1024);
    const launcher = PIP_SH_LAUNCHER.exec(head);
    if (launcher) {
        const interpreter = (launcher[1] ?? launcher[2] ?? launcher[3]);
        return { argv: [interpreter], interpreter };
    }
    if (!head.startsWith('#!'))
        return undefined;
    // The kernel passes what follows the program on the `#!` line as one argument.
    const line = head.slice(2).split('\n')[0].trim();
    const [program, rest] = splitOnce(line);
    if (!program)
        return undefined;
    const argv = rest ? [program, rest] : [program];
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(program) !== 'env')
        return { argv, interpreter: program };
    const interpreter = rest.split(/\s+/).find((w) => w !== '' && !w.startsWith('-') && !w.includes('='));
    return interpreter ? { argv, interpreter } : undefined;
}
function splitOnce(line) {
    const at = line.search(/\s/);
    return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at).trim()];
}
/** The first `count` bytes of a file as latin1 (an executable may be a 400 MB single-file build); '' when unreadable. */
function firstBytes(file, count) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'r');
        return (0,_util_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__/* .readUpTo */ .V)(fd, count).toString('latin1');
    }
    catch {
        return '';
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
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
/** `{"skills":[{"name","path","dependencies","evalSpec","plugin"}],"diagnostics":[{"rule","severity","file","line","column"?,"message"}]}` (`column` only where the rule gives one), paths relative to DIR. */
function formatJson(report) {
    return `${JSON.stringify({
        skills: report.skills.map((s) => ({ name: s.name, path: s.path === '' ? '.' : s.path, dependencies: s.dependencies, evalSpec: s.evalSpec ?? null, plugin: s.plugin ?? null })),
        diagnostics: report.diagnostics.map((d) => ({ rule: d.rule, severity: d.severity, file: d.file, line: d.line ?? null, ...(d.column !== undefined && { column: d.column }), message: d.message })),
    }, null, 2)}\n`;
}
/** What `--format json` prints when validation itself failed: still JSON, with nothing claimed checked. */
function formatJsonFailure(error, kind = 'internal') {
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
    return `${JSON.stringify({ skills: [], diagnostics: [], error: { kind, message } }, null, 2)}\n`;
}


/***/ }),

/***/ 8191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LU: () => (/* binding */ tokenCost),
/* harmony export */   dq: () => (/* binding */ PRICE_TABLE),
/* harmony export */   xx: () => (/* binding */ priceOf),
/* harmony export */   z3: () => (/* binding */ dollarsAt)
/* harmony export */ });
const LLM_PRICES = 'https://github.com/simonw/llm-prices/blob';
const ANTHROPIC = `${LLM_PRICES}/265965dee6cdbd7ba90ab11c260077dc0fcfa291/data/anthropic.json`;
const OPENAI = `${LLM_PRICES}/0838d1aca5cc5cb2b5f61cc551adb09e517a0da7/data/openai.json`;
const GOOGLE = `${LLM_PRICES}/014a62da459805dcea25aaa644cf7a90ec9e4000/data/google.json`;
const round = (x) => Math.round(x * 1e6) / 1e6;
/**
 * Anthropic: a cache read is what llm-prices lists; a 5-minute cache write is 1.25× input on every model
 * (platform.claude.com's model pages: Opus 5 $6.25 on $5, Opus 5.5 $5 on $4).
 */
const anthropic = (input, output, cacheRead, source = ANTHROPIC) => ({ input, output, cacheRead, cacheWrite: round(input * 1.25), source });
/** OpenAI before GPT-6: cached input is read at a discount; writing it costs nothing extra. */
const openai = (input, output, cacheRead, source = OPENAI) => ({ input, output, ...(cacheRead !== undefined && { cacheRead }), source });
/** Google's implicit caching: cached input at a discount, no write charge (storage is for explicit caches). */
const google = (input, output, cacheRead, source = GOOGLE) => ({ input, output, ...(cacheRead !== undefined && { cacheRead }), source });
const PRICE_TABLE = {
    source: 'simonw/llm-prices and the providers\' model pages, one URL per entry',
    /** When every entry was last checked against its source. */
    date: '2026-12-02',
    models: {
        // Anthropic
        'claude-opus-4': anthropic(15, 75, 1.5),
        'claude-opus-4-1': anthropic(15, 75, 1.5),
        'claude-opus-4-5': anthropic(5, 25, 0.5),
        'claude-opus-4-6': anthropic(5, 25, 0.5),
        'claude-opus-4-7': anthropic(5, 25, 0.5),
        'claude-opus-4-8': anthropic(5, 25, 0.5),
        'claude-opus-5': anthropic(5, 25, 0.5, 'https://platform.claude.com/docs/en/models/opus-5/overview'),
        // Claude Code 2.1.332's default. Its cache read is 0.05× input, not the usual 0.1×.
        'claude-opus-5-5': anthropic(4, 20, 0.2, 'https://platform.claude.com/docs/zh-CN/models/opus-5-5/overview'),
        'claude-fable-5': anthropic(10, 50, 1),
        'claude-fable-5-1': anthropic(10, 50, 0.25),
        'claude-sonnet-4': anthropic(3, 15, 0.3),
        'claude-sonnet-4-5': anthropic(3, 15, 0.3),
        'claude-sonnet-4-6': { ...anthropic(3, 15, 0.3), unverified: 'not in llm-prices: priced as Sonnet 4.5' },
        'claude-sonnet-5': anthropic(2, 10, 0.2),
        'claude-sonnet-5-5': anthropic(2, 10, 0.2),
        'claude-haiku-4-5': anthropic(1, 5, 0.1),
        'claude-3-5-haiku': anthropic(0.8, 4, 0.08),
        // OpenAI
        'gpt-5': openai(1.25, 10, 0.125),
        'gpt-5-mini': openai(0.25, 2, 0.025),
        'gpt-5-nano': openai(0.05, 0.4, 0.005),
        'gpt-5-codex': { ...openai(1.25, 10, 0.125), unverified: 'priced as gpt-5 (llm-prices lists no gpt-5-codex)' },
        'gpt-5.1': openai(1.25, 10, 0.125),
        'gpt-5.1-codex': openai(1.25, 10, 0.125),
        'gpt-5.1-codex-mini': openai(0.25, 2, 0.025),
        'gpt-5.2': openai(1.75, 14, 0.175),
        // pi 0.73.1's default on OpenAI (its model-resolver.js).
        'gpt-5.4': openai(2.5, 15, 0.25),
        'gpt-5.4-mini': openai(0.75, 4.5, 0.075),
        'gpt-5.5': openai(5, 30, 0.5),
        // Codex 0.171.0's default. GPT-6 models charge a 30-minute cache write.
        'gpt-6.2-sol': { input: 2, output: 10, cacheRead: 0.1, cacheWrite: 2.5, source: 'https://developers.openai.com/api/docs/models/gpt-6.2-sol' },
        'gpt-4.1': openai(2, 8, 0.5),
        // OpenAI cut o3 by 80 % in June 2025 ($10/$40 before): calcis.dev/models/o3 (verified 2026-04-06),
        // codeswap.net/models/o3 (updated 2026-05-29), read 2026-12-02; llm-prices still lists $10/$40.
        'o3': { ...openai(2, 8, 0.5), source: 'https://calcis.dev/models/o3' },
        'o4-mini': openai(1.1, 4.4, 0.275),
        // Google
        'gemini-2.5-pro': google(1.25, 10, 0.125),
        'gemini-2.5-flash': google(0.3, 2.5, 0.03),
        'gemini-2.5-flash-lite': google(0.1, 0.4, 0.01),
        'gemini-3-pro-preview': google(2, 12, undefined),
        'gemini-3-flash-preview': google(0.5, 3, undefined),
        // Gemini CLI 0.61.0's default (it routes with gemini-3.5-flash-lite).
        'gemini-3.1-pro-preview': {
            ...google(2, 12, 0.2, 'https://cloudprice.net/models/vertex_ai%2Fgemini-3.1-pro-preview'),
            unverified: "input and output as llm-prices lists them; the cache read from a third party's list, not Google's page",
        },
        'gemini-3.5-flash': google(1.5, 9, 0.15),
        'gemini-3.5-flash-lite': google(0.3, 2.5, 0.03),
        'gemini-3.6-flash': google(1.5, 7.5, 0.15),
    },
};
/**
 * The price of `model` as a CLI names it: exactly, or without a provider prefix (`anthropic/…`), a
 * context suffix (`[1m]`), a date (`-20250929`) or a `-latest`, with `.` and `-` between version digits
 * taken as the same (`claude-sonnet-4.5` is `claude-sonnet-4-5`).
 */
function priceOf(model) {
    if (!model)
        return undefined;
    const plain = model.toLowerCase().replace(/^.*\//, '').replace(/\[[^\]]*\]$/, '').replace(/-(?:\d{8}|latest)$/, '');
    const table = PRICE_TABLE.models;
    return table[plain] ?? table[plain.replace(/(\d)\.(\d)/g, '$1-$2')] ?? table[plain.replace(/(\d)-(\d)/g, '$1.$2')];
}
/** Dollars for these tokens at `price`: cache reads and writes at their own rates, the rest of the input as input. */
function dollarsAt(price, t) {
    const read = t.cacheRead ?? 0;
    const write = t.cacheWrite ?? 0;
    const plain = Math.max(0, t.input - read - write);
    const dollars = plain * price.input + read * (price.cacheRead ?? price.input) + write * (price.cacheWrite ?? price.input) + t.output * price.output;
    return dollars / 1e6;
}
/** Dollars for these tokens at `model`'s price, or undefined when the table has no price for it. */
function tokenCost(model, inputTokens, outputTokens, cache = {}) {
    const price = priceOf(model);
    return price && dollarsAt(price, { input: inputTokens, output: outputTokens, ...(cache.read !== undefined && { cacheRead: cache.read }), ...(cache.write !== undefined && { cacheWrite: cache.write }) });
}


/***/ }),

/***/ 3325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kk: () => (/* binding */ sumSpend),
/* harmony export */   N3: () => (/* binding */ asReplayed),
/* harmony export */   PH: () => (/* binding */ pricedUsage),
/* harmony export */   mP: () => (/* binding */ runSpend),
/* harmony export */   xU: () => (/* binding */ spendLine)
/* harmony export */ });
/* harmony import */ var _prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8191);

/**
 * A trial's usage with its cost decided: none with the scripted model (a CLI prices the model it thinks
 * it called); the CLI's own figure where it reports one; else tokens at the price table's rate.
 */
function pricedUsage(usage, model, scripted) {
    const turns = usage.turns === undefined ? {} : { turns: usage.turns };
    if (usage.replayed)
        return { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: undefined, replayed: true, ...turns };
    if (scripted)
        return { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: undefined, ...turns };
    if (usage.costUsd !== undefined)
        return { ...usage, costSource: 'cli' };
    const costUsd = usage.inputTokens + usage.outputTokens === 0 ? undefined : (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenCost */ .LU)(model, usage.inputTokens, usage.outputTokens, { read: usage.cacheReadTokens, write: usage.cacheWriteTokens });
    return costUsd === undefined ? usage : { ...usage, costUsd, costSource: 'price-table' };
}
/**
 * A trial as a replay ran it: its agent's and its judge's usage marked as the recorded run's, so that
 * it is priced at nothing, counts nothing against the budget, and its tokens still say what was used.
 */
function asReplayed(r) {
    const replayed = (u) => ({ inputTokens: u.inputTokens, outputTokens: u.outputTokens, costUsd: undefined, replayed: true });
    return { ...r, usage: replayed(r.usage), checks: (r.checks ?? []).map((k) => (k.judge ? { ...k, judge: { ...k.judge, usage: replayed(k.judge.usage) } } : k)) };
}
/** The run's spend over its own trials (a trial restored from the result cache, or replayed, cost this run nothing). */
function runSpend(records, scripted, replayed = false) {
    const mine = [...records].filter((r) => r.fromCache === undefined);
    const backends = [...new Set(mine.map((r) => r.backend))].sort();
    const baseline = mine.filter((r) => r.arm === 'baseline');
    return {
        scripted,
        ...(replayed && { replayed: true }),
        priceTable: `${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .dq.source} (${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .dq.date})`,
        ...total(mine, scripted),
        byBackend: backends.map((backend) => ({ backend, ...total(mine.filter((r) => r.backend === backend), scripted) })),
        ...(baseline.length > 0 && { baseline: total(baseline, scripted) }),
    };
}
function total(records, scripted) {
    return addTotals(records.map((r) => trialTotal(r, scripted)));
}
/** One trial's share: its launches (retries included), tokens, and its cost or, having run, an unknown one; a judge's calls are the trial's. */
function trialTotal(r, scripted) {
    if (r.usage.replayed)
        return { agentRuns: Math.max(1, r.attempts ?? 1), inputTokens: 0, outputTokens: 0, costUsd: 0, unpricedRuns: 0 };
    const { inputTokens, outputTokens, costUsd } = r.usage;
    const ran = inputTokens + outputTokens > 0 || costUsd !== undefined;
    const judged = (r.checks ?? []).flatMap((k) => (k.judge ? [k.judge.usage] : []));
    const judgeTokens = (u) => u.inputTokens + u.outputTokens;
    const judgeCost = judged.reduce((sum, u) => sum + (u.costUsd ?? 0), 0);
    const unpricedJudge = judged.some((u) => judgeTokens(u) > 0 && u.costUsd === undefined);
    return {
        agentRuns: Math.max(1, r.attempts ?? 1),
        inputTokens: inputTokens + judged.reduce((sum, u) => sum + u.inputTokens, 0),
        outputTokens: outputTokens + judged.reduce((sum, u) => sum + u.outputTokens, 0),
        costUsd: scripted || costUsd === undefined ? undefined : costUsd + judgeCost,
        unpricedRuns: !scripted && ((ran && costUsd === undefined) || unpricedJudge) ? 1 : 0,
    };
}
/** One line for a terminal or a log: `spent: 12 agent runs, 1.2M input + 40k output tokens, $3.41`. */
function spendLine(spend) {
    const tokens = `${compact(spend.inputTokens)} input + ${compact(spend.outputTokens)} output tokens`;
    if (spend.replayed)
        return `spent: nothing, $0.00 and 0 tokens: ${spend.agentRuns} agent run(s) replayed from a recording, no model was called (a trial's tokens are what the recorded run used)${baselineShare(spend)}`;
    if (spend.scripted)
        return `spent: ${spend.agentRuns} agent run(s), ${tokens}; scripted model: no cost${baselineShare(spend)}`;
    const dollars = spend.costUsd === undefined ? 'cost unknown' : `$${spend.costUsd.toFixed(2)}`;
    const unpriced = spend.unpricedRuns > 0 && spend.costUsd !== undefined ? ` (+ ${spend.unpricedRuns} run(s) of unknown cost: no price for their model)` : '';
    return `spent: ${spend.agentRuns} agent run(s), ${tokens}, ${dollars}${unpriced}${baselineShare(spend)}`;
}
/** `; 9 of the runs ($1.20) without the skill (baseline arm)`, when the run had one. */
function baselineShare(spend) {
    const b = spend.baseline;
    if (!b)
        return '';
    const dollars = spend.scripted || spend.replayed || b.costUsd === undefined ? '' : ` ($${b.costUsd.toFixed(2)})`;
    return `; ${b.agentRuns} of the runs${dollars} without the skill (baseline arm)`;
}
function compact(n) {
    if (n >= 1e6)
        return `${(n / 1e6).toFixed(1)}M`;
    if (n >= 1e3)
        return `${Math.round(n / 1e3)}k`;
    return String(n);
}
/** The spend of a matrix's shards as one run's; unknown when a shard did not record its own. */
function sumSpend(spends) {
    if (spends.length === 0 || spends.some((s) => s === undefined))
        return undefined;
    const all = spends;
    const backends = [...new Set(all.flatMap((s) => s.byBackend.map((b) => b.backend)))].sort();
    return {
        scripted: all.every((s) => s.scripted),
        ...(all.every((s) => s.replayed) && { replayed: true }),
        priceTable: all[0].priceTable,
        ...addTotals(all),
        byBackend: backends.map((backend) => ({ backend, ...addTotals(all.flatMap((s) => s.byBackend.filter((b) => b.backend === backend))) })),
        ...(all.some((s) => s.baseline) && { baseline: addTotals(all.flatMap((s) => (s.baseline ? [s.baseline] : []))) }),
    };
}
function addTotals(totals) {
    const costs = totals.map((t) => t.costUsd).filter((c) => c !== undefined);
    const add = (of) => totals.reduce((n, t) => n + of(t), 0);
    return {
        agentRuns: add((t) => t.agentRuns),
        inputTokens: add((t) => t.inputTokens),
        outputTokens: add((t) => t.outputTokens),
        costUsd: costs.length === 0 ? undefined : costs.reduce((a, b) => a + b, 0),
        unpricedRuns: add((t) => t.unpricedRuns),
    };
}


/***/ })

};
