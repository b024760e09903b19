export const id = 739;
export const ids = [739];
export const modules = {

/***/ 8739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EVAL_USAGE: () => (/* binding */ EVAL_USAGE),
  evalCommand: () => (/* binding */ evalCommand),
  parseShard: () => (/* binding */ parseShard),
  trialsOption: () => (/* binding */ trialsOption)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/eval/backends/index.ts + 5 modules
var eval_backends = __webpack_require__(6792);
// EXTERNAL MODULE: ./src/eval/runner/journal.ts
var journal = __webpack_require__(9854);
// EXTERNAL MODULE: ./src/eval/runner/runEval.ts + 32 modules
var runEval = __webpack_require__(5858);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/eval/pr/baseWorktree.ts




class BaseCheckoutError extends Error {
}
/**
 * The repository at `ref`, as a detached worktree in a temporary folder, so base and head are measured
 * in the same job with the same CLIs. A shallow checkout is deepened by fetching just that commit.
 */
function checkoutBase(evalDir, ref) {
    const git = (args, cwd = evalDir) => (0,external_node_child_process_.spawnSync)('git', args, { cwd, encoding: 'utf8' });
    const top = git(['rev-parse', '--show-toplevel']);
    if (top.status !== 0)
        throw new BaseCheckoutError(`${evalDir} is not in a git repository, so there is no base to compare with (${top.stderr.trim()})`);
    const root = top.stdout.trim();
    const resolve = () => git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    let sha = resolve();
    if (sha.status !== 0) {
        const fetched = git(['fetch', '--no-tags', '--depth=1', 'origin', ref]);
        sha = resolve();
        if (sha.status !== 0)
            sha = git(['rev-parse', '--verify', '--quiet', 'FETCH_HEAD^{commit}']);
        if (sha.status !== 0)
            throw new BaseCheckoutError(`cannot find the base commit ${ref}${fetched.status !== 0 ? ` (git fetch: ${fetched.stderr.trim().split('\n').pop()})` : ''}`);
    }
    const commit = sha.stdout.trim();
    const dir = external_node_fs_.realpathSync.native((0,external_node_fs_.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'caliper-base-')));
    const added = git(['worktree', 'add', '--detach', '--force', dir, commit], root);
    if (added.status !== 0)
        throw new BaseCheckoutError(`git worktree add failed: ${added.stderr.trim()}`);
    return {
        dir: external_node_path_default().join(dir, external_node_path_default().relative(external_node_fs_.realpathSync.native(root), external_node_fs_.realpathSync.native(evalDir))),
        sha: commit,
        remove() {
            git(['worktree', 'remove', '--force', dir], root);
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        },
    };
}

// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 19 modules
var validateRepository = __webpack_require__(8351);
// EXTERNAL MODULE: ./src/eval/runner/plan.ts + 2 modules
var plan = __webpack_require__(4090);
;// CONCATENATED MODULE: ./src/eval/pr/changedSkills.ts

/**
 * Skills whose eval a pull request changes: the spec, the skill, or anything in its installed closure
 * (so a skill that depends on an edited skill counts too), and skills that appear or disappear.
 */
function changedSkills(base, head) {
    const before = (0,plan/* prepareSpecs */.q6)(base).prepared;
    const after = (0,plan/* prepareSpecs */.q6)(head).prepared;
    const names = new Set([...before.keys(), ...after.keys()]);
    return [...names].filter((n) => before.get(n)?.fingerprint !== after.get(n)?.fingerprint).sort();
}

;// CONCATENATED MODULE: ./src/eval/pr/runBaseAndHead.ts







/**
 * Evaluate, in one run and with the same CLIs, the skills whose eval the change touches (and those
 * depending on them) at the base commit and at the head. Unchanged skills are not run at all.
 */
async function runBaseAndHead(options) {
    const checkout = checkoutBase(options.report.root, options.baseRef);
    const progress = options.progress ?? (() => { });
    try {
        const baseReport = (0,external_node_fs_.existsSync)(checkout.dir) ? (0,validateRepository/* validateRepository */.F)(checkout.dir) : { ...options.report, root: checkout.dir, skills: [], specs: [], diagnostics: [] };
        // The shard is decided over the changed skills, so a matrix splits the PR's work evenly.
        const wanted = (names) => {
            const picked = options.skills ? names.filter((n) => options.skills.includes(n)) : names;
            return picked.filter((n) => (0,plan/* inShard */.Iw)(n, picked, options.shard));
        };
        const changed = wanted(changedSkills(baseReport, options.report));
        const basePath = external_node_path_default().join(options.outDir, 'base');
        const headPath = external_node_path_default().join(options.outDir, 'head');
        progress(changed.length === 0 ? `no skill's eval changed since ${checkout.sha.slice(0, 12)}` : `changed since ${checkout.sha.slice(0, 12)}: ${changed.join(', ')}`);
        if (changed.length === 0)
            return { changed, baseSha: checkout.sha, base: undefined, head: undefined, basePath, headPath };
        const inBase = changed.filter((n) => baseReport.specs.some((s) => s.subject === n));
        const inHead = changed.filter((n) => options.report.specs.some((s) => s.subject === n));
        progress(`evaluating the base (${inBase.length} skill(s))`);
        const { shard: _shard, ...unsharded } = options;
        const base = await (0,runEval/* runEval */.wX)({ ...unsharded, report: baseReport, skills: inBase, outDir: basePath });
        progress(`evaluating the head (${inHead.length} skill(s))`);
        const head = await (0,runEval/* runEval */.wX)({ ...unsharded, skills: inHead, outDir: headPath });
        return { changed, baseSha: checkout.sha, base, head, basePath, headPath };
    }
    finally {
        checkout.remove();
    }
}

// EXTERNAL MODULE: ./src/results/cache/resultCache.ts
var resultCache = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/results/compare/compare.ts + 1 modules
var compare = __webpack_require__(8060);
// EXTERNAL MODULE: ./src/report/comparison/text.ts
var comparison_text = __webpack_require__(6459);
// EXTERNAL MODULE: ./src/eval/disciplines/discipline.ts
var disciplines_discipline = __webpack_require__(5486);
// EXTERNAL MODULE: ./src/results/types.ts
var types = __webpack_require__(5187);
;// CONCATENATED MODULE: ./src/results/harnessFaults.ts
/** Backends that never ran: no version, and every one of their trials a harness error. */
function unavailableBackends(results) {
    return results.meta.backends
        .filter((b) => b.version === undefined && results.results.some((r) => r.backend === b.name && r.errors > 0 && r.errors === r.cases.reduce((n, c) => n + c.trials, 0)))
        .map((b) => b.name);
}
/** Backends that were unavailable and trials that ended in harness errors, one phrase each (empty: none). */
function harnessFaults(results, side) {
    const where = side ? ` (${side})` : '';
    const errors = results.results.reduce((n, r) => n + r.errors, 0);
    return [...unavailableBackends(results).map((b) => `backend ${b} was unavailable${where}`), ...(errors > 0 ? [`${errors} trial(s) ended in a harness error${where}`] : [])];
}

// EXTERNAL MODULE: ./src/results/sequential.ts
var sequential = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/report/resultsTable.ts
var resultsTable = __webpack_require__(5766);
// EXTERNAL MODULE: ./src/eval/runner/process.ts
var runner_process = __webpack_require__(708);
;// CONCATENATED MODULE: ./src/cli/interrupt.ts




/** 128 + SIGINT, what shells report for a command ended by Ctrl-C. */
const INTERRUPTED_EXIT = 130;
/**
 * On Ctrl-C (or SIGTERM) during an eval: stop every agent run, say what was kept and the exact command
 * that continues the run, and exit 130. Returns a function that removes the handler.
 */
function exitWithResumeHintOnInterrupt(outDir, shownOut, argv, write) {
    const handler = () => {
        (0,runner_process/* killLiveProcessGroups */.M)();
        write(interruptedMessage(outDir, shownOut, argv));
        process.exit(INTERRUPTED_EXIT);
    };
    process.once('SIGINT', handler);
    process.once('SIGTERM', handler);
    return () => {
        process.off('SIGINT', handler);
        process.off('SIGTERM', handler);
    };
}
function interruptedMessage(outDir, shownOut, argv) {
    const kept = finishedTrials(outDir);
    const resume = ['caliper', 'eval', ...argv.filter((a) => a !== '--fresh' && a !== '--resume'), '--resume'].map(shellQuote).join(' ');
    return `\ncaliper: interrupted. ${kept} finished trial(s) are kept in ${shownOut}; nothing finished is lost.\nContinue where it stopped with:\n  ${resume}\n`;
}
/** Trials recorded in the run's journal(s): OUT/trials.jsonl, or OUT/base and OUT/head under --base. */
function finishedTrials(outDir) {
    const journals = [external_node_path_default().join(outDir, journal/* JOURNAL_FILE */.RD)];
    if ((0,external_node_fs_.existsSync)(outDir))
        for (const entry of (0,external_node_fs_.readdirSync)(outDir, { withFileTypes: true }))
            if (entry.isDirectory())
                journals.push(external_node_path_default().join(outDir, entry.name, journal/* JOURNAL_FILE */.RD));
    let count = 0;
    for (const file of journals) {
        if (!(0,external_node_fs_.existsSync)(file))
            continue;
        count += (0,external_node_fs_.readFileSync)(file, 'utf8').split('\n').filter(isTrialLine).length;
    }
    return count;
}
function shellQuote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
function isTrialLine(line) {
    try {
        return JSON.parse(line).type === 'trial';
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/report/progressDisplay.ts
const BAR_WIDTH = 24;
const CLEAR_LINE = '\r\x1b[K';
function progressMode(isTTY, env) {
    if (env.GITHUB_ACTIONS === 'true')
        return 'github-actions';
    return isTTY && !env.CI && env.TERM !== 'dumb' ? 'terminal' : 'plain';
}
function progressDisplay(mode, write) {
    let bar = '';
    let grouped = false;
    return {
        line(text) {
            if (mode === 'terminal')
                write(`${CLEAR_LINE}${text}\n${bar}`);
            else
                write(`${text}\n`);
        },
        trial(finished, total, eta) {
            if (mode === 'terminal') {
                bar = progressBar(finished, total, eta);
                write(`${CLEAR_LINE}${bar}`);
            }
            else if (mode === 'github-actions' && !grouped) {
                grouped = true;
                write(`::group::trials (${total}); expand for each trial's outcome\n`);
            }
        },
        end() {
            if (mode === 'terminal' && bar)
                write(CLEAR_LINE);
            if (grouped)
                write('::endgroup::\n');
            bar = '';
            grouped = false;
        },
    };
}
function progressBar(finished, total, eta) {
    const filled = total === 0 ? BAR_WIDTH : Math.round((finished / total) * BAR_WIDTH);
    return `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${finished}/${total} trials${eta ? ` · ${eta}` : ''}`;
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/evalCommand.ts




















const EVAL_USAGE = `Usage: caliper eval [DIR] --backend NAME[,NAME] [options]

Installs each skill that has an .eval.yaml into a fresh sandbox per trial, runs the agent CLI on every
case, and scores activation (did it choose the skill) and execution (did the checks pass).

  --backend NAMES       agent CLIs (${eval_backends/* AVAILABLE_BACKENDS */.q.join(', ')}); default claude-code
  --discipline D        how skills reach the agent: install-discover (default: installed in the CLI's
                        native root, the agent chooses), explicit (the prompt invokes the skill by
                        name: /name, $name, /skill:name) or force-load (the body is put in the prompt;
                        activation is not measured). One per run; compare refuses across them
  --scripted-model      offline: a deterministic local model server instead of a real model
  --model ID            the real model to request (default: the CLI's own)
  --trials N|auto[:MAX] trials per case (default: the spec's, else 3); auto stops each case once a
                        sequential test decides it (α = β = 0.05), at most MAX (default 30)
  --concurrency C       trials at once (default: number of cores)
  --skills a,b          only these skills;  --cases x,y  only these case ids
  --out DIR             results folder (default: caliper-results)
  --resume | --fresh    continue the run in --out, or discard it
  --max-trials N        stop launching agent runs after N (also --max-tokens N, --max-cost USD)
  --timeout S           seconds per trial (default 300);  --max-turns N (default 30)
  --isolation MODE      bubblewrap (default: one sandbox per trial; refused where it cannot run) or none
  --cli NAME=PATH       the CLI executable for a backend (default: caliper install's, else PATH)
  --base REF            evaluate only the skills whose eval changed since REF (and those depending on
                        them), at REF and here, into OUT/base and OUT/head, then compare the two
  --cache-dir DIR       reuse (and store) trials measured exactly the same way
  --shard I/N           only the I-th of N shares of the skills (for a CI matrix; merge with caliper merge)
  --format text|json    the score table, or results.json on stdout
  --allow-errors        exit 0 even when a backend was unavailable or trials ended in harness errors

Exit codes: 0 done; 1 a backend was unavailable or a trial ended in a harness error (unless
--allow-errors), nothing could be measured, or (with --base) a rate regressed; 2 usage error or
invalid input; 3 (with --base) the two sides could not be compared.
`;
async function evalCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('eval', {
        args,
        allowPositionals: true,
        options: {
            backend: { type: 'string', default: 'claude-code' },
            discipline: { type: 'string', default: 'install-discover' },
            'scripted-model': { type: 'boolean', default: false },
            model: { type: 'string' },
            trials: { type: 'string' },
            concurrency: { type: 'string' },
            skills: { type: 'string' },
            cases: { type: 'string' },
            out: { type: 'string', default: 'caliper-results' },
            resume: { type: 'boolean', default: false },
            fresh: { type: 'boolean', default: false },
            'max-trials': { type: 'string' },
            'max-tokens': { type: 'string' },
            'max-cost': { type: 'string' },
            timeout: { type: 'string' },
            'max-turns': { type: 'string' },
            isolation: { type: 'string', default: 'bubblewrap' },
            cli: { type: 'string', multiple: true, default: [] },
            format: { type: 'string', default: 'text' },
            base: { type: 'string' },
            'cache-dir': { type: 'string' },
            shard: { type: 'string' },
            'allow-errors': { type: 'boolean', default: false },
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(EVAL_USAGE);
        return cli_io/* EXIT */.d.ok;
    }
    if (positionals.length > 1)
        throw new cli_io/* UsageError */.e(`eval takes one folder, got ${positionals.length}.`);
    const dir = external_node_path_default().resolve(io.cwd, positionals[0] ?? '.');
    if (!(0,external_node_fs_.existsSync)(dir) || !(0,external_node_fs_.statSync)(dir).isDirectory())
        throw new cli_io/* UsageError */.e(`${positionals[0] ?? '.'} is not a folder.`);
    const backends = list(values.backend);
    for (const b of backends)
        if (!(0,eval_backends/* backendNamed */.i)(b))
            throw new cli_io/* UsageError */.e(`unknown backend "${b}" (available: ${eval_backends/* AVAILABLE_BACKENDS */.q.join(', ')}).`);
    if (!types/* DISCIPLINES */._.includes(values.discipline))
        throw new cli_io/* UsageError */.e(`--discipline must be one of ${types/* DISCIPLINES */._.join(', ')}.`);
    const discipline = values.discipline;
    for (const b of backends) {
        const unsupported = (0,disciplines_discipline/* disciplineUnsupported */.ku)(discipline, (0,eval_backends/* backendNamed */.i)(b));
        if (unsupported)
            throw new cli_io/* UsageError */.e(`${unsupported}.`);
    }
    if (values.resume && values.fresh)
        throw new cli_io/* UsageError */.e('--resume and --fresh exclude each other.');
    if (!['bubblewrap', 'none'].includes(values.isolation))
        throw new cli_io/* UsageError */.e('--isolation must be bubblewrap or none.');
    if (!['text', 'json'].includes(values.format))
        throw new cli_io/* UsageError */.e('--format must be text or json.');
    const cliPaths = {};
    for (const entry of values.cli) {
        const [name, file] = entry.split('=', 2);
        if (!name || !file || !(0,eval_backends/* backendNamed */.i)(name))
            throw new cli_io/* UsageError */.e(`--cli takes NAME=PATH with a known backend, not "${entry}".`);
        cliPaths[name] = external_node_path_default().resolve(io.cwd, file);
    }
    let model;
    if (values['scripted-model']) {
        model = { kind: 'scripted' };
    }
    else {
        for (const b of backends) {
            const needed = (0,eval_backends/* backendNamed */.i)(b).credentialEnv;
            if (!needed.some((n) => io.env[n])) {
                throw new cli_io/* UsageError */.e(`no model credentials for ${b}: set ${needed.join(' or ')}, or run offline with --scripted-model.`);
            }
        }
        model = { kind: 'real', baseUrl: undefined, apiKey: undefined, model: values.model };
    }
    const report = (0,validateRepository/* validateRepository */.F)(dir);
    const errors = report.diagnostics.filter((d) => d.severity === 'error').length;
    if (errors > 0)
        io.stderr(`caliper: ${errors} validation error(s); specs that involve an invalid skill are skipped (run caliper validate).\n`);
    if (report.specs.length === 0) {
        io.stderr(`caliper: no valid .eval.yaml under ${positionals[0] ?? '.'}; nothing to evaluate. Add an .eval.yaml beside a SKILL.md (see schemas/eval-spec.schema.json).\n`);
        return cli_io/* EXIT */.d.failed;
    }
    const display = progressDisplay(progressMode(io.stderrIsTTY ?? false, io.env), io.stderr);
    const evalOptions = {
        report,
        backends,
        discipline,
        model,
        outDir: external_node_path_default().resolve(io.cwd, values.out),
        ...trialsOption(values.trials),
        ...(values.shard !== undefined && { shard: parseShard(values.shard) }),
        ...(values.concurrency !== undefined && { concurrency: positiveInt(values.concurrency, '--concurrency') }),
        ...(values.skills !== undefined && { skills: list(values.skills) }),
        ...(values.cases !== undefined && { cases: list(values.cases) }),
        journal: values.resume ? 'resume' : values.fresh ? 'fresh' : 'new',
        budget: {
            ...(values['max-trials'] !== undefined && { maxTrials: positiveInt(values['max-trials'], '--max-trials') }),
            ...(values['max-tokens'] !== undefined && { maxTokens: positiveInt(values['max-tokens'], '--max-tokens') }),
            ...(values['max-cost'] !== undefined && { maxCostUsd: positiveNumber(values['max-cost'], '--max-cost') }),
        },
        ...(values.timeout !== undefined && { timeoutSeconds: positiveInt(values.timeout, '--timeout') }),
        ...(values['max-turns'] !== undefined && { maxTurns: positiveInt(values['max-turns'], '--max-turns') }),
        isolation: values.isolation,
        cliPaths,
        env: io.env,
        progress: (line) => display.line(line),
        onTrialFinished: (finished, total, left) => display.trial(finished, total, left),
        ...(values['cache-dir'] !== undefined && { cache: { store: (0,resultCache/* folderCache */.Pv)(external_node_path_default().resolve(io.cwd, values['cache-dir'])), write: true } }),
    };
    const stopListening = exitWithResumeHintOnInterrupt(evalOptions.outDir, values.out, args, io.stderr);
    try {
        if (values.base !== undefined) {
            const run = await runBaseAndHead({ ...evalOptions, baseRef: values.base }).finally(() => display.end());
            if (!run.head || !run.base) {
                io.stdout(`No skill's eval changed since ${values.base}; nothing to evaluate.\n`);
                return cli_io/* EXIT */.d.ok;
            }
            const outcome = (0,compare/* compareResults */.ex)(run.base, run.head);
            if (outcome.kind === 'refused') {
                io.stderr(`caliper: ${outcome.reason}\n`);
                return cli_io/* EXIT */.d.refused;
            }
            if (values.format === 'json')
                io.stdout(`${JSON.stringify(outcome.comparison, null, 2)}\n`);
            else
                io.stdout(`${(0,comparison_text/* comparisonText */.V)(outcome.comparison)}\nResults: ${external_node_path_default().join(values.out, 'base', 'results.json')} and ${external_node_path_default().join(values.out, 'head', 'results.json')}\n`);
            const faults = [...harnessFaults(run.base, 'base'), ...harnessFaults(run.head, 'head')];
            if (faults.length > 0 && !values['allow-errors'])
                io.stderr(`caliper: ${faults.join('; ')}. Pass --allow-errors to accept them.\n`);
            return outcome.comparison.verdict === 'regressed' || (faults.length > 0 && !values['allow-errors']) ? cli_io/* EXIT */.d.failed : cli_io/* EXIT */.d.ok;
        }
        const results = await (0,runEval/* runEval */.wX)(evalOptions).finally(() => display.end()); // clear the bar before the table
        if (values.format === 'json')
            io.stdout(`${JSON.stringify(results, null, 2)}\n`);
        else
            io.stdout(`${(0,resultsTable/* resultsTable */.r6)(results, 'text')}\n${(0,resultsTable/* resultsFootnote */.xs)(results)}Results: ${external_node_path_default().join(values.out, 'results.json')}\n`);
        const measured = results.results.some((r) => r.cases.some((c) => c.trials > c.errors));
        if (!measured)
            return cli_io/* EXIT */.d.failed;
        const faults = harnessFaults(results);
        if (faults.length > 0 && !values['allow-errors']) {
            io.stderr(`caliper: ${faults.join('; ')}. These are harness faults, not skill failures; fix them or pass --allow-errors to accept them.\n`);
            return cli_io/* EXIT */.d.failed;
        }
        return cli_io/* EXIT */.d.ok;
    }
    catch (error) {
        if (error instanceof journal/* JournalError */.k || error instanceof runEval/* EvalSetupError */.w6 || error instanceof BaseCheckoutError)
            throw new cli_io/* UsageError */.e(error.message);
        throw error;
    }
    finally {
        display.end();
        stopListening();
    }
}
/** `I/N` with 1 <= I <= N. */
function parseShard(raw) {
    const m = /^(\d+)\/(\d+)$/.exec(raw.trim());
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || count < 1 || index < 1 || index > count)
        throw new cli_io/* UsageError */.e(`--shard takes I/N with 1 <= I <= N, not "${raw}".`);
    return { index, count };
}
/** `--trials N` or `--trials auto[:MAX]`. */
function trialsOption(raw) {
    if (raw === undefined)
        return {};
    const auto = /^auto(?::(\d+))?$/.exec(raw.trim());
    if (auto)
        return { sequential: { ...sequential/* DEFAULT_SEQUENTIAL */.qk, ...(auto[1] && { maxTrials: positiveInt(auto[1], '--trials auto:MAX') }) } };
    return { trials: positiveInt(raw, '--trials') };
}
function list(raw) {
    return raw.split(',').map((s) => s.trim()).filter(Boolean);
}
function positiveInt(raw, flag) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1)
        throw new cli_io/* UsageError */.e(`${flag} takes a whole number of at least 1${flag === '--trials' ? ' or auto[:MAX]' : ''}, not "${raw}".`);
    return n;
}
function positiveNumber(raw, flag) {
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0)
        throw new cli_io/* UsageError */.e(`${flag} takes a positive number, not "${raw}".`);
    return n;
}


/***/ }),

/***/ 6459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ headline),
/* harmony export */   V: () => (/* binding */ comparisonText)
/* harmony export */ });
/* harmony import */ var _cells_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3687);

/** For a terminal: one block per skill × backend with its cases, the verdict first. */
function comparisonText(c) {
    const scripted = (0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .isScripted */ .LQ)(c) ? ' (scripted model: a smoke run, not a real model\'s numbers)' : '';
    const lines = [`${(0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictLabel */ .Id)({ verdict: c.verdict, moreTrials: null })}${scripted}: ${headline(c)}`, ''];
    const options = { sequential: c.sequential };
    for (const a of c.aggregates) {
        const quiet = (0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .looksUnchanged */ .E9)(a);
        lines.push(`${a.skill} × ${a.backend}  [${(0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .rowFlags */ .eJ)(a, 'text')}]`);
        if (quiet)
            lines.push(`  ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .noChangeNote */ .wK)(a)}`);
        for (const m of ['activation', 'false-activation', 'execution']) {
            const metric = (0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .metricOf */ .ak)(a, m);
            if (metric)
                lines.push(`  ${m.padEnd(17)} ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .metricCell */ .nT)(metric, { ...options, quiet })}`);
        }
        for (const r of c.cases.filter((x) => x.skill === a.skill && x.backend === a.backend)) {
            const caseQuiet = (0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .looksUnchanged */ .E9)(r);
            lines.push(`    case ${r.caseId}: ${r.metrics.map((m) => `${m.metric} ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .metricCell */ .nT)(m, { ...options, quiet: caseQuiet })}`).join('; ')}${caseQuiet ? ` (${(0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .noChangeNote */ .wK)(r)})` : ''}`);
        }
    }
    lines.push('', `era ${c.era}, discipline ${c.discipline}, ${c.modelSource.kind === 'scripted' ? 'scripted model' : `real model (endpoint ${c.modelSource.endpoint})`}; ${c.test}.`);
    lines.push(`base: ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .backendsLine */ .Yy)(c.base.backends, c.modelSource, 'text')}`, `head: ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .backendsLine */ .Yy)(c.head.backends, c.modelSource, 'text')}`);
    return `${lines.join('\n')}\n`;
}
function headline(c) {
    const count = (v) => c.aggregates.filter((a) => a.verdict === v).length;
    const total = c.aggregates.length;
    const parts = [`${count('regressed')} regressed`, `${count('improved')} improved`, `${count('unchanged')} unchanged`, `${count('inconclusive')} inconclusive`];
    return `${parts.join(', ')} of ${total} skill × backend row${total === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 5766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ formatRate),
/* harmony export */   r6: () => (/* binding */ resultsTable),
/* harmony export */   xs: () => (/* binding */ resultsFootnote)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);

/** `7/10 70% [40–89]`, or `—` when nothing was measured. */
function formatRate(r) {
    if (r.trials === 0 || r.rate === null || r.interval === null)
        return '—';
    const pct = (x) => `${Math.round(x * 100)}`;
    return `${r.successes}/${r.trials} ${pct(r.rate)}% [${pct(r.interval[0])}–${pct(r.interval[1])}]`;
}
/** The score table: one row per skill × backend. */
function resultsTable(results, style) {
    const header = ['skill', 'backend', 'activation', 'false activation', 'execution', 'errors'];
    // Force-load puts the body in the prompt: choice was not measured, and 100 % would be a lie.
    const activation = (rate) => (results.meta.discipline === 'force-load' ? 'not measured' : formatRate(rate));
    const name = style === 'markdown' ? _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC : (s) => s;
    // On a terminal the footnote right below says it once; a table pasted into markdown must say it per row.
    const scripted = style === 'markdown' && results.meta.modelSource.kind === 'scripted' ? ' (scripted model)' : '';
    const rows = results.results.map((r) => [
        name(r.skill),
        `${name(r.backend)}${r.backendVersion ? ` ${name(r.backendVersion)}` : ''}${scripted}`,
        activation(r.aggregate.activation),
        activation(r.aggregate.falseActivation),
        formatRate(r.aggregate.execution),
        String(r.errors),
    ]);
    if (style === 'markdown') {
        return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n') + '\n';
    }
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
    return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}
/** How the table was measured, in one line (markdown-safe). */
function resultsFootnote(results) {
    const m = results.meta;
    const source = m.modelSource.kind === 'scripted' ? 'scripted' : 'real';
    const model = (b) => (source === 'scripted' ? 'scripted model' : `model ${b.model === undefined ? 'default' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(b.model)}`);
    const backends = m.backends.map((b) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(b.name)} ${b.version === undefined ? '(unavailable)' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(b.version)} / ${model(b)}`).join('; ');
    const skipped = results.skipped.length > 0 ? ` ${results.skipped.length} planned trial(s) skipped.` : '';
    const smoke = source === 'scripted' ? " Scripted model: a smoke run of the harness, not a real model's numbers." : '';
    return `era ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(m.era)}, discipline ${m.discipline}, ${m.modelSource.kind === 'scripted' ? 'scripted model' : `real model (endpoint ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(m.modelSource.endpoint)})`}; ${backends}. Rates: successes/trials, 95% Wilson interval; errors are not in any rate.${skipped}${smoke}\n`;
}


/***/ })

};
