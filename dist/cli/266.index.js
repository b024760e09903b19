export const id = 266;
export const ids = [266];
export const modules = {

/***/ 4266:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EVAL_USAGE: () => (/* binding */ EVAL_USAGE),
  evalCommand: () => (/* binding */ evalCommand)
});

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/agents/facts.ts
var facts = __webpack_require__(8977);
// EXTERNAL MODULE: ./src/agents/index.ts + 36 modules
var agents = __webpack_require__(1425);
// EXTERNAL MODULE: ./src/results/harnessFaults.ts
var harnessFaults = __webpack_require__(2995);
// EXTERNAL MODULE: ./src/results/notEvaluated.ts
var results_notEvaluated = __webpack_require__(638);
// EXTERNAL MODULE: ./src/results/skippedSkills.ts
var skippedSkills = __webpack_require__(1972);
// EXTERNAL MODULE: ./src/results/unmeasuredRates.ts
var unmeasuredRates = __webpack_require__(6828);
// EXTERNAL MODULE: ./src/eval/pr/runBaseAndHead.ts + 1 modules
var runBaseAndHead = __webpack_require__(7517);
// EXTERNAL MODULE: ./src/eval/runner/runEval.ts + 60 modules
var runEval = __webpack_require__(2418);
;// CONCATENATED MODULE: ./src/eval/flow.ts






/**
 * The one eval flow of the CLI and the Action: run the options' skills (with `base`, the changed ones
 * at the base and at the head), then judge what came out. `validate`: the options the repository was
 * judged with, whose configuration says whether a skill not evaluated fails the run.
 */
async function evalFlow(options, base, validate) {
    if (!base)
        return singleRun(await (0,runEval/* runEval */.wX)(options), validate);
    return prRun(await (0,runBaseAndHead/* runBaseAndHead */.EC)(options, base), validate);
}
function singleRun(results, validate) {
    const notEvaluated = (0,skippedSkills/* skippedSkills */.Pv)(results);
    return {
        kind: 'run',
        results,
        verdict: verdictOf((0,harnessFaults/* harnessFaults */.a)(results), (0,unmeasuredRates/* unmeasuredFaults */.Nx)(results), notEvaluated, validate, measured(results)),
    };
}
function prRun(run, validate) {
    const notEvaluated = run.invalid.map((skill) => ({ skill, reason: run.reasons.get(skill) }));
    if (!run.head || !run.base)
        return { kind: 'unchanged', run, verdict: verdictOf([], [], notEvaluated, validate, false) };
    const faults = [...(0,harnessFaults/* harnessFaults */.a)(run.base, 'base'), ...(0,harnessFaults/* harnessFaults */.a)(run.head, 'head')];
    // The head's unmeasured rates alone: a base that measured nothing is the fault the PR may be fixing.
    return {
        kind: 'pr',
        run,
        base: run.base,
        head: run.head,
        verdict: verdictOf(faults, (0,unmeasuredRates/* unmeasuredFaults */.Nx)(run.head, 'head'), notEvaluated, validate, measured(run.head)),
    };
}
function verdictOf(faults, unmeasured, notEvaluated, validate, wasMeasured) {
    return {
        faults,
        unmeasured,
        notEvaluated,
        notEvaluatedFails: (0,results_notEvaluated/* notEvaluatedFails */.k5)(validate?.config, notEvaluated),
        measured: wasMeasured,
    };
}
const measured = (results) => results.results.some((r) => r.cases.some((c) => c.trials > c.errors));

// EXTERNAL MODULE: ./src/eval/runner/journal.ts
var journal = __webpack_require__(9854);
// EXTERNAL MODULE: ./src/eval/pr/baseWorktree.ts
var baseWorktree = __webpack_require__(4453);
// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 31 modules
var validateRepository = __webpack_require__(9494);
// EXTERNAL MODULE: ./src/cli/repositoryOptions.ts
var repositoryOptions = __webpack_require__(5624);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/eval/runner/dryRun.ts + 1 modules
var dryRun = __webpack_require__(2625);
;// CONCATENATED MODULE: ./src/eval/pr/prDryRun.ts




/**
 * The dry run of a PR run (`caliper eval --dry-run --base REF`, the Action's dry-run with evaluate-base):
 * the skills whose eval changed, and each side's plan and what it may cost, as `runBaseAndHead` would
 * run them. The base is checked out as a temporary worktree and removed; no agent is started.
 */
function prDryRunLines(options, baseSide, previous, scripted, costOfRun) {
    const report = options.selection.report;
    const checkout = (0,baseWorktree/* checkoutBase */.Wc)(report.root, baseSide.ref);
    try {
        const sides = (0,runBaseAndHead/* prSides */.T$)(checkout.dir, options.selection, baseSide.validate);
        const since = checkout.sha.slice(0, 12);
        const lines = ['dry run: no agent was started.'];
        if (sides.changed.length === 0)
            return [...lines, `no skill's eval changed since ${since}; nothing would be evaluated`];
        lines.push(`changed since ${since}: ${sides.changed.join(', ')}`);
        for (const n of sides.invalid)
            lines.push(`  not evaluated, at the head or the base: ${n}: ${sides.reasons.get(n)}`);
        // Both sides run the changed skills of this shard, unsharded, as runBaseAndHead runs them.
        const side = (name, sideReport, skills) => {
            if (skills.length === 0)
                return [`${name}: nothing to evaluate`];
            const plan = (0,runEval/* evalPlan */.mA)((0,runBaseAndHead/* sideOptions */.yC)(options, sideReport, skills), costOfRun);
            return [`${name}:`, ...(0,dryRun/* dryRunLines */.Qs)(plan, options.sizing.sequential, previous, scripted).slice(1)];
        };
        return [...lines, ...side('base', sides.baseReport, sides.inBase), ...side('head', report, sides.inHead)];
    }
    finally {
        checkout.remove();
    }
}

// EXTERNAL MODULE: ./src/results/load.ts
var load = __webpack_require__(2400);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/evalArgs.ts + 1 modules
var evalArgs = __webpack_require__(3162);
;// CONCATENATED MODULE: ./src/cli/dryRunCommand.ts











/** `--estimate-from FILE`, or OUT/results.json when an earlier run left one there. */
function estimateSource(cwd, out, explicit) {
    if (explicit !== undefined)
        return external_node_path_default().resolve(cwd, explicit);
    const beside = external_node_path_default().resolve(cwd, out, 'results.json');
    return (0,external_node_fs_.existsSync)(beside) ? beside : undefined;
}
/** The PR's dry run; a base that cannot be checked out is a usage error, as for `eval --base`. */
function prDryRun(options, base, previous, scripted) {
    try {
        return prDryRunLines(options, base, previous, scripted, (0,dryRun/* earlierCostOfRun */.u8)(previous));
    }
    catch (error) {
        if (error instanceof baseWorktree/* BaseCheckoutError */.az)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
}
/** The earlier run an estimate is made from (`--estimate-from`), checked as every results.json is. */
function loadEstimate(file) {
    if (file === undefined)
        return undefined;
    try {
        return (0,load/* loadResults */.zV)(file);
    }
    catch (error) {
        if (error instanceof load/* ResultsError */.N6)
            throw new cli_io/* UsageError */.eb(`--estimate-from: ${error.message}`);
        throw error;
    }
}
/** `caliper eval --dry-run`: what would run and what it may cost; no sandbox, no CLI, no model. */
function dryRunCommand_dryRun(dir, shown, o, io) {
    const report = (0,validateRepository/* validateRepository */.F)(dir, o.validateOptions);
    (0,evalArgs/* checkAskedNames */.fg)(report, o, o.alongside, shown);
    if (report.specs.length === 0) {
        io.stderr(`caliper: no valid .eval.yaml under ${shown}; nothing to evaluate.\n`);
        return cli_io/* EXIT */.dc.failed;
    }
    const previous = loadEstimate(o.previous);
    const { trials, sequential } = (0,evalArgs/* trialsOption */.t0)(o.trials);
    const selection = {
        report,
        backends: o.backends,
        discipline: o.discipline,
        skills: o.skills === undefined ? undefined : (0,evalArgs/* list */.p_)(o.skills),
        cases: o.cases === undefined ? undefined : (0,evalArgs/* list */.p_)(o.cases),
        ...(o.shard !== undefined && { shard: (0,evalArgs/* parseShard */.uK)(o.shard) }),
        ...(o.baseline && { baseline: true }),
        ...(o.alongside && { alongside: o.alongside }),
    };
    const options = {
        selection,
        sizing: { trials, sequential, ...(o.detect && { detect: o.detect }), budget: o.budget },
    };
    const lines = o.base !== undefined
        ? prDryRun(options, { ref: o.base, validate: o.validateOptions }, previous, o.scripted)
        : (0,dryRun/* dryRunLines */.Qs)((0,runEval/* evalPlan */.mA)(options, o.replay ? () => 0 : (0,dryRun/* earlierCostOfRun */.u8)(previous)), sequential, previous, o.scripted, o.replay, o.model);
    if (previous)
        lines.push(`estimated from ${external_node_path_default().relative(io.cwd, o.previous) || o.previous}`);
    io.stdout(`${lines.map(report_escape/* logText */.kc).join('\n')}\n`);
    return cli_io/* EXIT */.dc.ok;
}

// EXTERNAL MODULE: ./src/cli/interrupt.ts
var interrupt = __webpack_require__(4741);
// EXTERNAL MODULE: ./src/report/progressDisplay.ts
var progressDisplay = __webpack_require__(1317);
;// CONCATENATED MODULE: ./src/eval/replay/tapeOption.ts


/** `--record DIR` or `--replay DIR`, checked against the options they exclude. */
function tapeOption(values, cwd) {
    const { record, replay } = values;
    if (record === undefined && replay === undefined)
        return undefined;
    if (record !== undefined && replay !== undefined)
        throw new cli_io/* UsageError */.eb('--record and --replay exclude each other: record a run first, then replay it.');
    const flag = record !== undefined ? '--record' : '--replay';
    if (values['scripted-model'])
        throw new cli_io/* UsageError */.eb(`${flag} is for a real model's answers; the scripted model needs no recording (drop --scripted-model).`);
    if (values.base !== undefined)
        throw new cli_io/* UsageError */.eb(`${flag} does not take --base: record or replay one side at a time.`);
    return record !== undefined
        ? { mode: 'record', dir: external_node_path_default().resolve(cwd, record) }
        : { mode: 'replay', dir: external_node_path_default().resolve(cwd, replay) };
}

// EXTERNAL MODULE: ./src/results/cache/resultCache.ts
var resultCache = __webpack_require__(3669);
;// CONCATENATED MODULE: ./src/cli/evalOptions.ts






/** `caliper eval`'s options in their five parts, built once from its flags. */
function cliEvalOptions(values, decided, display, io) {
    const sizing = cliSizing(values, decided, io.cwd);
    return {
        selection: cliSelection(values, decided),
        sizing,
        model: decided.model,
        sandbox: cliSandbox(values, decided, io.env),
        output: cliOutput(values, display, io.cwd),
    };
}
function cliSelection(values, decided) {
    return {
        report: decided.report,
        backends: decided.backends,
        discipline: decided.discipline,
        ...(values.shard !== undefined && { shard: (0,evalArgs/* parseShard */.uK)(values.shard) }),
        ...(values.skills !== undefined && { skills: (0,evalArgs/* list */.p_)(values.skills) }),
        ...(values.cases !== undefined && { cases: (0,evalArgs/* list */.p_)(values.cases) }),
        ...(values.baseline && { baseline: true }),
        ...(values.alongside !== undefined && { alongside: (0,evalArgs/* alongsideOption */.C6)(values.alongside) }),
    };
}
function cliSizing(values, decided, cwd) {
    const { detect, tape } = decided;
    return {
        ...(0,evalArgs/* trialsOption */.t0)(values.trials),
        ...(values.concurrency !== undefined && { concurrency: (0,evalArgs/* positiveInt */.NJ)(values.concurrency, '--concurrency') }),
        // A replay's run costs nothing: --detect sizes it within --max-cost at $0 a run.
        ...(detect && {
            detect,
            earlierCost: tape?.mode === 'replay' ? () => 0 : (0,dryRun/* earlierCostOfRun */.u8)(earlierRun(cwd, values.out, values['estimate-from'])),
        }),
        budget: decided.budget,
    };
}
function cliSandbox(values, decided, env) {
    return {
        ...(values.timeout !== undefined && { timeoutSeconds: (0,evalArgs/* positiveInt */.NJ)(values.timeout, '--timeout') }),
        ...(values['max-turns'] !== undefined && { maxTurns: (0,evalArgs/* positiveInt */.NJ)(values['max-turns'], '--max-turns') }),
        isolation: values.isolation,
        cliPaths: decided.cliPaths,
        env,
    };
}
function cliOutput(values, display, cwd) {
    return {
        outDir: external_node_path_default().resolve(cwd, values.out),
        journal: values.resume ? 'resume' : values.fresh ? 'fresh' : 'new',
        progress: (line) => display.line(line),
        onTrialFinished: (finished, total, left) => display.trial(finished, total, left),
        ...(values['cache-dir'] !== undefined && {
            cache: { store: (0,resultCache/* folderCache */.Pv)(external_node_path_default().resolve(cwd, values['cache-dir'])), write: true },
        }),
    };
}
/**
 * What `--detect` prices runs by: `--estimate-from` (an error if it is not a results.json), else OUT/results.json when
 * it reads cleanly.
 */
function earlierRun(cwd, out, explicit) {
    const file = estimateSource(cwd, out, explicit);
    try {
        return loadEstimate(file);
    }
    catch (error) {
        if (explicit !== undefined || !(error instanceof cli_io/* UsageError */.eb))
            throw error;
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/cli/runFlags.ts
var runFlags = __webpack_require__(1208);
// EXTERNAL MODULE: ./src/results/compare/compare.ts + 3 modules
var compare = __webpack_require__(7286);
// EXTERNAL MODULE: ./src/results/spend/spend.ts
var spend = __webpack_require__(3325);
// EXTERNAL MODULE: ./src/report/comparison/text.ts
var comparison_text = __webpack_require__(6459);
// EXTERNAL MODULE: ./src/report/resultsTable.ts
var resultsTable = __webpack_require__(5766);
;// CONCATENATED MODULE: ./src/cli/evalOutcome.ts










/** `caliper eval`'s report of an eval's outcome, on stdout and stderr, and its exit code. */
function showOutcome(outcome, values, io) {
    if (outcome.kind === 'unchanged')
        return showUnchanged(outcome.verdict, values.base, io);
    if (outcome.kind === 'pr')
        return showComparison(outcome.base, outcome.head, outcome.verdict, values, io);
    return showRun(outcome.results, outcome.verdict, values, io);
}
function showUnchanged(verdict, base, io) {
    if (verdict.notEvaluated.length === 0) {
        io.stdout(`No skill's eval changed since ${base}; nothing to evaluate.\n`);
        return cli_io/* EXIT */.dc.ok;
    }
    io.stdout(`Changed since ${base}, and none of it could be evaluated.\n`);
    return leftOut(verdict, io) ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
}
function showComparison(base, head, verdict, values, io) {
    const outcome = (0,compare/* compareResults */.ex)(base, head);
    if (outcome.kind === 'refused') {
        io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(outcome.reason)}\n`);
        return cli_io/* EXIT */.dc.refused;
    }
    if (values.format === 'json')
        io.stdout(`${JSON.stringify(outcome.comparison, null, 2)}\n`);
    else
        io.stdout(`${(0,comparison_text/* comparisonText */.V)(outcome.comparison)}\n${sidesSpent(base, head)}Results: ` +
            `${external_node_path_default().join(values.out, 'base', 'results.json')} and ` +
            `${external_node_path_default().join(values.out, 'head', 'results.json')}\n`);
    const faulty = faultsFail(io, verdict, values['allow-errors'], 'Pass --allow-errors to accept them.');
    const failsLeftOut = leftOut(verdict, io);
    return outcome.comparison.verdict === 'regressed' || faulty || failsLeftOut ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
}
function showRun(results, verdict, values, io) {
    if (values.format === 'json')
        io.stdout(`${JSON.stringify(results, null, 2)}\n`);
    else
        io.stdout(`${(0,resultsTable/* resultsTable */.r6)(results, 'text')}\n${(0,resultsTable/* resultsFootnote */.xs)(results, 'text')}Results: ` +
            `${external_node_path_default().join(values.out, 'results.json')}\n`);
    const failsLeftOut = leftOut(verdict, io);
    // Nothing but skills not evaluated (a shard of them): validate.not-evaluated decides, as it says it does.
    if (!verdict.measured)
        return failsLeftOut || results.results.length > 0 || (0,skippedSkills/* skippedSkills */.Pv)(results).length === 0 ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
    const advice = 'These are harness faults, not skill failures; fix them or pass --allow-errors to accept them.';
    return faultsFail(io, verdict, values['allow-errors'], advice) || failsLeftOut ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
}
/** A skill its own errors kept from the eval is named on stderr; whether it fails the run is the configuration's. */
function leftOut(verdict, io) {
    if (verdict.notEvaluated.length === 0)
        return false;
    io.stderr(`caliper: ${(0,report_escape/* logText */.kc)((0,results_notEvaluated/* notEvaluatedText */.od)(verdict.notEvaluated, verdict.notEvaluatedFails))}\n`);
    return verdict.notEvaluatedFails;
}
function sidesSpent(base, head) {
    const spent = (side, r) => (r.meta.spend ? `${side} ${(0,spend/* spendLine */.xU)(r.meta.spend)}\n` : '');
    return spent('base', base) + spent('head', head);
}
/**
 * Whether a run's harness faults fail it, saying why on stderr: a rate whose every trial was an error
 * always does; the other faults unless --allow-errors accepts them.
 */
function faultsFail(io, verdict, allowErrors, advice) {
    if (verdict.unmeasured.length > 0) {
        io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(verdict.unmeasured.join('; '))}. With --allow-errors too: ${unmeasuredRates/* UNMEASURED_ADVICE */.HY}.\n`);
        return true;
    }
    if (verdict.faults.length === 0 || allowErrors)
        return false;
    io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(verdict.faults.join('; '))}. ${advice}\n`);
    return true;
}

;// CONCATENATED MODULE: ./src/cli/evalCommand.ts


















const EVAL_USAGE = `Usage: caliper eval [DIR] --backend NAME[,NAME] [options]

Installs each skill that has an .eval.yaml into a fresh sandbox per trial, runs the agent CLI on every
case, and scores activation (did it choose the skill) and execution (did the checks pass).

  --backend NAMES       agent CLIs (${agents/* AGENT_NAMES */.RO.join(', ')}); default ${facts/* DEFAULT_AGENT */.kz}
  --discipline D        how skills reach the agent: install-discover (default: installed in the CLI's
                        native root, the agent chooses), explicit (the prompt invokes the skill by
                        name: /name, $name, /skill:name) or force-load (the body is put in the prompt;
                        activation is not measured). One per run; compare refuses across them
  --scripted-model      offline: a deterministic local model server instead of a real model
  --record DIR          keep each trial's model exchanges (redacted) in DIR, for --replay
  --replay DIR          answer each trial from DIR's recording, offline (same CLI version and skill
                        content, else refused); results say modelSource replay
  --model ID            the real model to request (default: the CLI's own; pi and OpenCode take
                        PROVIDER/MODEL)
  --model-url URL       a model gateway every backend is pointed at, with the key in CALIPER_MODEL_KEY
                        (else the backend's own key variable); default: each CLI's provider
  --trials N|auto[:MAX] trials per case (default: the spec's, else 3); auto stops each case once a
                        sequential test decides it (α = β = 0.05), at most MAX (default 30)
  --detect POINTS       size each case's trials so that a drop of POINTS (e.g. 30) in one row's rate is
                        called regressed with 80 % power after the correction over the report's rates,
                        within --max-trials and --max-cost (else the plan says what drop it can find);
                        --matrix-jobs N: N jobs like this one share the report (default: --shard's N)
  --baseline            also run every case that measures execution with no skill installed, and report
                        each row's lift (execution with the skill − without) with its 95 % interval
  --alongside NAMES|all install these other skills of the repository (or all of them) next to each
                        spec's own, as users install the repository, so activation is measured among
                        real competitors; compare refuses runs with different --alongside
  --concurrency C       trials at once (default: number of cores)
  --skills a,b          only these skills;  --cases x,y  only these case ids (a name the repository
                        does not have is a usage error naming the closest one, or a renamed skill's new name)
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
${(0,repositoryOptions/* repositoryUsage */.Up)(24)}
  --allow-errors        exit 0 even when a backend was unavailable or trials ended in harness errors
                        (not when every trial of a rate was one: that rate measured nothing)
  --dry-run             print the plan (agent runs per skill × backend × case) and what it may cost,
                        and start nothing; the cost comes from what the same cases spent in an earlier
                        run: --estimate-from FILE (a results.json; default OUT/results.json when there),
                        which --detect also sizes within --max-cost by; a case no earlier run priced is
                        estimated from what its pinned CLI sends, at its default model or --model

Exit codes: 0 done; 1 a backend was unavailable or a trial ended in a harness error (unless
--allow-errors), nothing could be measured, some rate's trials were all harness errors, a skill with
a spec was not evaluated for its own errors (unless validate.not-evaluated: warning), or (with
--base) a rate regressed; 2 usage error or
invalid input; 3 (with --base) the two sides could not be compared.
`;
const EVAL_FLAGS = {
    backend: { type: 'string', default: facts/* DEFAULT_AGENT */.kz },
    discipline: { type: 'string', default: 'install-discover' },
    'scripted-model': { type: 'boolean', default: false },
    record: { type: 'string' },
    replay: { type: 'string' },
    model: { type: 'string' },
    'model-url': { type: 'string' },
    trials: { type: 'string' },
    detect: { type: 'string' },
    'matrix-jobs': { type: 'string' },
    concurrency: { type: 'string' },
    skills: { type: 'string' },
    cases: { type: 'string' },
    out: { type: 'string', default: 'caliper-results' },
    resume: { type: 'boolean', default: false },
    baseline: { type: 'boolean', default: false },
    alongside: { type: 'string' },
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
    'dry-run': { type: 'boolean', default: false },
    'estimate-from': { type: 'string' },
    ...repositoryOptions/* REPOSITORY_OPTIONS */.In,
    help: { type: 'boolean', short: 'h', default: false },
};
const parseEvalArgs = (args) => (0,cli_args/* parseCommandArgs */.Q)('eval', { args, allowPositionals: true, options: EVAL_FLAGS });
async function evalCommand(args, io) {
    const { values, positionals } = parseEvalArgs(args);
    if (values.help) {
        io.stdout(EVAL_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    const target = (0,runFlags/* folderTarget */.aO)('eval', positionals, values, io.cwd);
    const { backends, discipline } = (0,runFlags/* backendsAndDiscipline */.ZV)(values);
    checkExclusiveFlags(values);
    const cliPaths = (0,runFlags/* cliPathsOption */.AW)(values.cli, io.cwd);
    const detect = (0,evalArgs/* detectOption */.H_)(values.detect, values.trials, values['matrix-jobs']);
    const budget = (0,runFlags/* budgetOption */.fD)(values);
    if (values['dry-run'])
        return dryRunCommand_dryRun(target.dir, target.shown, {
            validateOptions: target.validateOptions,
            backends,
            discipline,
            trials: values.trials,
            detect,
            budget,
            skills: values.skills,
            cases: values.cases,
            shard: values.shard,
            baseline: values.baseline,
            ...(values.alongside !== undefined && { alongside: (0,evalArgs/* alongsideOption */.C6)(values.alongside) }),
            scripted: values['scripted-model'],
            replay: values.replay !== undefined,
            previous: estimateSource(io.cwd, values.out, values['estimate-from']),
            ...(values.base !== undefined && { base: values.base }),
            ...(values.model !== undefined && { model: values.model }),
        }, io);
    const tape = tapeOption(values, io.cwd);
    const model = (0,runFlags/* modelChoice */.Zu)(values, backends, io.env, tape);
    const report = evaluableReport(target, values, io);
    if (!report)
        return cli_io/* EXIT */.dc.failed;
    return runAndShow(args, values, target, { report, backends, discipline, model, tape, detect, budget, cliPaths }, io);
}
/** Build the options once, run the one eval flow, show its outcome; an interrupt says how to resume. */
async function runAndShow(args, values, target, decided, io) {
    const display = (0,progressDisplay/* progressDisplay */.m)((0,progressDisplay/* progressMode */.Zo)(io.stderrIsTTY ?? false, io.env), io.stderr);
    const options = cliEvalOptions(values, decided, display, io);
    const stopListening = (0,interrupt/* exitWithResumeHintOnInterrupt */.zt)(options.output.outDir, values.out, args, io.stderr);
    try {
        const base = values.base === undefined ? undefined : { ref: values.base, validate: target.validateOptions };
        // clear the bar before the table
        const outcome = await evalFlow(options, base, target.validateOptions).finally(() => display.end());
        return showOutcome(outcome, values, io);
    }
    catch (error) {
        if (error instanceof journal/* JournalError */.k || error instanceof runEval/* EvalSetupError */.w6 || error instanceof baseWorktree/* BaseCheckoutError */.az)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
    finally {
        display.end();
        stopListening();
    }
}
function checkExclusiveFlags(values) {
    if (values.resume && values.fresh)
        throw new cli_io/* UsageError */.eb('--resume and --fresh exclude each other.');
    if (!['bubblewrap', 'none'].includes(values.isolation))
        throw new cli_io/* UsageError */.eb('--isolation must be bubblewrap or none.');
    if (!['text', 'json'].includes(values.format))
        throw new cli_io/* UsageError */.eb('--format must be text or json.');
}
/** The repository's report when it has a spec to evaluate; else undefined, having said why on stderr. */
function evaluableReport(target, values, io) {
    const report = (0,validateRepository/* validateRepository */.F)(target.dir, target.validateOptions);
    const { shown } = target;
    (0,evalArgs/* checkAskedNames */.fg)(report, values, values.alongside === undefined ? undefined : (0,evalArgs/* alongsideOption */.C6)(values.alongside), shown);
    if (report.specs.length > 0)
        return report;
    if (!report.skills.some((s) => s.evalSpec !== undefined))
        io.stderr(`caliper: no .eval.yaml under ${shown}; nothing to evaluate. Add one beside a SKILL.md (docs/eval-spec.md).\n`);
    else
        io.stderr(`caliper: every .eval.yaml under ${shown} has validation errors; ` +
            `nothing to evaluate. Run "caliper validate ${shown}" to see them.\n`);
    return undefined;
}


/***/ }),

/***/ 4741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lP: () => (/* binding */ cleanUpTuneOnInterrupt),
/* harmony export */   zt: () => (/* binding */ exitWithResumeHintOnInterrupt)
/* harmony export */ });
/* unused harmony exports INTERRUPTED_EXIT, interruptedMessage */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _eval_pr_baseWorktree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4453);
/* harmony import */ var _eval_runner_process_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(708);
/* harmony import */ var _eval_sandbox_cleanup_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4186);
/* harmony import */ var _eval_runner_journal_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9854);
/* harmony import */ var _tune_workspace_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6355);








/** 128 + SIGINT, what shells report for a command ended by Ctrl-C. */
const INTERRUPTED_EXIT = 130;
/**
 * On Ctrl-C (or SIGTERM) during an eval: stop every agent run, remove its temporary folders, say what
 * was kept and the exact command that continues the run, and exit 130. Returns a function that removes the handler.
 */
function exitWithResumeHintOnInterrupt(outDir, shownOut, argv, write) {
    // The run's and the trials' temporary folders, and a --base worktree: nothing is left for the next run.
    return onInterrupt(write, _eval_pr_baseWorktree_js__WEBPACK_IMPORTED_MODULE_3__/* .removeLiveCheckouts */ .G, () => interruptedMessage(outDir, shownOut, argv));
}
/**
 * On Ctrl-C (or SIGTERM) during a tune: stop every agent run, remove the tune's copies of the repository
 * and the trials' temporary folders, and exit 130. What finished stays in OUT/tune/NAME/runs/. Returns
 * a function that removes the handler.
 */
function cleanUpTuneOnInterrupt(write) {
    return onInterrupt(write, _tune_workspace_js__WEBPACK_IMPORTED_MODULE_7__/* .removeLiveWorkspaces */ .hO, () => '\ncaliper: interrupted; the tune stopped and its copy of the repository is removed.\n');
}
/**
 * On SIGINT or SIGTERM: kill every agent run, let `cleanUp` remove what its command made, remove caliper's
 * temporary folders, write the command's message and exit 130. Returns a function that removes the handler.
 */
function onInterrupt(write, cleanUp, message) {
    const handler = () => {
        (0,_eval_runner_process_js__WEBPACK_IMPORTED_MODULE_4__/* .killLiveProcessGroups */ .M)();
        cleanUp();
        for (const dir of (0,_eval_sandbox_cleanup_js__WEBPACK_IMPORTED_MODULE_5__/* .removeOwnFolders */ .c1)(node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir()))
            write(`caliper: could not remove ${dir}; the next eval removes it.\n`);
        write(message());
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
    const resume = ['caliper', 'eval', ...argv.filter((a) => a !== '--fresh' && a !== '--resume'), '--resume']
        .map(shellQuote)
        .join(' ');
    return (`\ncaliper: interrupted. ${kept} finished trial(s) are kept in ` +
        `${shownOut}; nothing finished is lost.\nContinue where it stopped ` +
        `with:\n  ${resume}\n`);
}
/** Trials recorded in the run's journal(s): OUT/trials.jsonl, or OUT/base and OUT/head under --base. */
function finishedTrials(outDir) {
    const journals = [node_path__WEBPACK_IMPORTED_MODULE_2___default().join(outDir, _eval_runner_journal_js__WEBPACK_IMPORTED_MODULE_6__/* .JOURNAL_FILE */ .RD)];
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(outDir))
        for (const entry of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(outDir, { withFileTypes: true }))
            if (entry.isDirectory())
                journals.push(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(outDir, entry.name, _eval_runner_journal_js__WEBPACK_IMPORTED_MODULE_6__/* .JOURNAL_FILE */ .RD));
    return journals.reduce((count, file) => count + (0,_eval_runner_journal_js__WEBPACK_IMPORTED_MODULE_6__/* .finishedTrialsIn */ .HB)(file), 0);
}
function shellQuote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 7517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T$: () => (/* binding */ prSides),
  EC: () => (/* binding */ runBaseAndHead),
  yC: () => (/* binding */ sideOptions)
});

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 31 modules
var validateRepository = __webpack_require__(9494);
// EXTERNAL MODULE: ./src/eval/runner/runEval.ts + 60 modules
var runEval = __webpack_require__(2418);
// EXTERNAL MODULE: ./src/eval/pr/baseWorktree.ts
var baseWorktree = __webpack_require__(4453);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/skills/dependencies.ts
var dependencies = __webpack_require__(4649);
// EXTERNAL MODULE: ./src/eval/runner/plan.ts + 1 modules
var runner_plan = __webpack_require__(7610);
// EXTERNAL MODULE: ./src/eval/sandbox/installableFiles.ts
var installableFiles = __webpack_require__(9374);
// EXTERNAL MODULE: ./src/eval/spec/schema.ts
var schema = __webpack_require__(6465);
// EXTERNAL MODULE: ./src/util/trialFiles.ts
var trialFiles = __webpack_require__(4205);
// EXTERNAL MODULE: ./src/eval/spec/readSpec.ts + 5 modules
var readSpec = __webpack_require__(9165);
;// CONCATENATED MODULE: ./src/eval/pr/changedSkills.ts








/**
 * Skills whose eval a pull request changes: the spec, the skill, or anything in its installed closure
 * (so a skill that depends on an edited skill counts too), and skills that appear or disappear. With
 * `alongside`, the skills installed next to each spec's own are part of what it measures: a neighbour
 * whose description changed may now take the subject's prompts, so the subject's eval changed too.
 * A skill with a spec that cannot run (its own errors) counts as changed when its files, its spec or a
 * skill it depends on did: it is not evaluated, and the run must say so rather than see nothing.
 */
function changedSkills(base, head, alongside) {
    const before = fingerprints(base, alongside);
    const after = fingerprints(head, alongside);
    const names = new Set([...before.keys(), ...after.keys()]);
    return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}
function fingerprints(report, alongside) {
    const out = unpreparedFingerprints(report);
    if (!alongside) {
        for (const [name, p] of (0,runner_plan/* prepareSpecs */.q6)(report).prepared)
            out.set(name, p.fingerprint);
        return out;
    }
    // The plan's own fingerprints, neighbours included: one trial per spec is enough to read them.
    const plan = (0,runner_plan/* planTrials */.l7)(report, {
        backends: schema.BACKEND_NAMES,
        discipline: 'install-discover',
        defaultTrials: 1,
        trials: 1,
        skills: undefined,
        cases: undefined,
        alongside,
    });
    const planned = new Set();
    for (const t of plan.trials) {
        if (t.arm !== 'skill' || planned.has(t.skill))
            continue;
        planned.add(t.skill);
        out.set(t.skill, t.fingerprint);
    }
    return out;
}
/**
 * A fingerprint for each skill that has a spec file but no eval the planner can prepare: over the spec's
 * text, every file of its folder (fixtures too) and the files of the skills it depends on.
 */
function unpreparedFingerprints(report) {
    const { prepared } = (0,runner_plan/* prepareSpecs */.q6)(report);
    const byName = new Map(report.skills.map((s) => [s.name, s]));
    // Skills share dependencies: each folder is hashed once.
    const hashes = new Map();
    const folderHash = (name) => {
        let hash = hashes.get(name);
        if (hash === undefined)
            hashes.set(name, (hash = hashFolder(report.root, byName.get(name)?.path)));
        return hash;
    };
    const out = new Map();
    for (const skill of report.skills) {
        if (skill.evalSpec === undefined || prepared.has(skill.name) || out.has(skill.name))
            continue;
        const closure = (0,dependencies/* dependencyClosure */.N)([skill.name], (n) => byName.get(n)?.dependencies.map((d) => d.name));
        // Read as a trial's files are: a spec that is a link out of the repository, or no regular file, reads as nothing.
        const spec = (0,trialFiles/* readTrialText */.uK)(report.root, skill.evalSpec, readSpec/* EVAL_SPEC_MAX_BYTES */.u3) ?? '';
        const hash = (0,external_node_crypto_.createHash)('sha256').update('unprepared\0').update(spec).update('\0');
        for (const name of closure)
            hash.update(name).update('\0').update(folderHash(name)).update('\0');
        out.set(skill.name, hash.digest('hex'));
    }
    return out;
}
/** Every file of a skill's folder (its fixtures too), or what keeps it from being read. */
function hashFolder(root, folder) {
    if (folder === undefined)
        return 'absent';
    try {
        return (0,installableFiles/* hashFiles */.yQ)((0,installableFiles/* installableFiles */.BF)(external_node_path_default().join(root, folder), () => false));
    }
    catch (error) {
        if (!(error instanceof installableFiles/* InstallRefused */.e2))
            throw error;
        return `refused: ${error.message}`;
    }
}

;// CONCATENATED MODULE: ./src/eval/pr/runBaseAndHead.ts








/**
 * The sides of a PR run of `report` against the base checked out at `baseDir` (`caliper eval --base`, and its dry run).
 */
function prSides(baseDir, options, validate) {
    const report = options.report;
    // The base is judged by the same configuration as the head (the one `report` was made with), so that
    // a skill differs between the sides by its files only.
    const baseReport = (0,external_node_fs_.existsSync)(baseDir)
        ? (0,validateRepository/* validateRepository */.F)(baseDir, validate)
        : { ...report, root: baseDir, skills: [], specs: [], diagnostics: [] };
    // The shard is decided over the changed skills, so a matrix splits the PR's work evenly.
    const wanted = (names) => {
        const picked = options.skills ? names.filter((n) => options.skills.includes(n)) : names;
        return picked.filter((n) => (0,runner_plan/* inShard */.Iw)(n, picked, options.shard));
    };
    const changed = wanted(changedSkills(baseReport, report, options.alongside));
    // Its base alone would read as "removed"; the head's run still records why it was skipped.
    const reasons = (0,runner_plan/* unevaluable */.PU)(report);
    const invalid = changed.filter((n) => reasons.has(n));
    const inBase = changed.filter((n) => !invalid.includes(n) && baseReport.specs.some((s) => s.subject === n));
    const inHead = changed.filter((n) => report.specs.some((s) => s.subject === n));
    return { baseReport, changed, invalid, reasons: new Map(invalid.map((n) => [n, reasons.get(n)])), inBase, inHead };
}
/**
 * One side of a PR run: its report and skills, unsharded (the shard was decided over the changed skills),
 * and --detect still sized for every shard's rows. What runBaseAndHead runs and the dry run plans.
 */
function sideOptions(options, report, skills) {
    const { shard, ...selection } = options.selection;
    const detect = options.sizing.detect && {
        ...options.sizing.detect,
        jobs: options.sizing.detect.jobs ?? shard?.count,
    };
    return {
        ...options,
        selection: { ...selection, report, skills },
        sizing: { ...options.sizing, ...(detect && { detect }) },
    };
}
/**
 * Evaluate, in one run and with the same CLIs, the skills whose eval the change touches (and those
 * depending on them) at the base commit and at the head. Unchanged skills are not run at all.
 */
async function runBaseAndHead(options, baseSide) {
    const report = options.selection.report;
    const checkout = (0,baseWorktree/* checkoutBase */.Wc)(report.root, baseSide.ref);
    // Skill names are the PR's (a base config may turn name-format off): escaped for the log like runEval's lines.
    const progress = (line) => options.output.progress?.((0,report_escape/* logText */.kc)(line));
    try {
        const { baseReport, changed, invalid, reasons, inBase, inHead } = prSides(checkout.dir, options.selection, baseSide.validate);
        const basePath = external_node_path_default().join(options.output.outDir, 'base');
        const headPath = external_node_path_default().join(options.output.outDir, 'head');
        progress(changed.length === 0
            ? `no skill's eval changed since ${checkout.sha.slice(0, 12)}`
            : `changed since ${checkout.sha.slice(0, 12)}: ${changed.join(', ')}`);
        for (const n of invalid)
            progress(`not evaluated, at the head or the base: ${n}: ${reasons.get(n)}`);
        if (changed.length === invalid.length)
            return { changed, invalid, reasons, baseSha: checkout.sha, base: undefined, head: undefined, basePath, headPath };
        progress(`evaluating the base (${inBase.length} skill(s))`);
        const base = await (0,runEval/* runEval */.wX)({
            ...sideOptions(options, baseReport, inBase),
            output: { ...options.output, outDir: basePath },
        });
        progress(`evaluating the head (${inHead.length} skill(s))`);
        const head = await (0,runEval/* runEval */.wX)({
            ...sideOptions(options, report, inHead),
            output: { ...options.output, outDir: headPath },
        });
        return { changed, invalid, reasons, baseSha: checkout.sha, base, head, basePath, headPath };
    }
    finally {
        checkout.remove();
    }
}


/***/ }),

/***/ 6586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _t: () => (/* binding */ headDoesWorse),
/* harmony export */   ol: () => (/* binding */ liftCell),
/* harmony export */   vB: () => (/* binding */ liftDetail)
/* harmony export */ });
/* harmony import */ var _liftText_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6290);
/* harmony import */ var _cells_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1637);


/** `+100 pts` (with − without skill), or `not measured` for a side that ran no baseline arm. */
function side(lift) {
    return lift?.difference ? `${(0,_liftText_js__WEBPACK_IMPORTED_MODULE_0__/* .signedPoints */ ._9)(lift.difference.value)} pts` : 'not measured';
}
/** `+100 pts → ±0 pts ▼ regressed` for a row where either side ran the baseline arm; `—` otherwise. */
function liftCell(r) {
    const change = r.lift;
    if (!change)
        return '—';
    const rates = `${side(change.base)} → ${side(change.head)}`;
    if (!change.tests)
        return rates;
    const { verdict, notSignificantAfter } = change;
    return `${rates} ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictLabel */ .Id)({ verdict, moreTrials: null, ...(notSignificantAfter && { notSignificantAfter }) })}`;
}
/** `−100 pts [−144, −56]`, the change of the lift with its interval, for the list of regressions. */
function liftDetail(r) {
    const d = r.lift?.difference;
    if (!d)
        return 'no change measurable';
    return `${(0,_liftText_js__WEBPACK_IMPORTED_MODULE_0__/* .signedPoints */ ._9)(d.value)} pts [${(0,_liftText_js__WEBPACK_IMPORTED_MODULE_0__/* .signedPoints */ ._9)(d.interval[0])}, ${(0,_liftText_js__WEBPACK_IMPORTED_MODULE_0__/* .signedPoints */ ._9)(d.interval[1])}]`;
}
/** Whether the head's lift says the agent does worse with the skill than without (its interval below 0). */
function headDoesWorse(r) {
    const d = r.lift?.head?.difference;
    return d !== undefined && d !== null && d.interval[1] < 0;
}


/***/ }),

/***/ 6459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ headline),
/* harmony export */   V: () => (/* binding */ comparisonText)
/* harmony export */ });
/* harmony import */ var _results_modelSource_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6702);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _liftCell_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6586);
/* harmony import */ var _efficiencyText_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(502);
/* harmony import */ var _cells_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1637);





/** For a terminal: one block per skill × backend with its cases, the verdict first. */
function comparisonText(c) {
    const scripted = (0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .isScripted */ .LQ)(c) ? " (scripted model: a smoke run, not a real model's numbers)" : '';
    const lines = [`${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .verdictLabel */ .Id)({ verdict: c.verdict, moreTrials: null })}${scripted}: ${headline(c)}`, ''];
    const options = { sequential: c.sequential };
    for (const a of c.aggregates) {
        const quiet = (0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .looksUnchanged */ .E9)(a);
        lines.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(a.skill)} × ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(a.backend)}  [${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .rowFlags */ .eJ)(a, 'text')}]`);
        if (quiet)
            lines.push(`  ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .noChangeNote */ .wK)(a)}`);
        for (const m of ['activation', 'false-activation', 'execution']) {
            const metric = (0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .metricOf */ .ak)(a, m);
            if (metric)
                lines.push(`  ${m.padEnd(17)} ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .metricCell */ .nT)(metric, { ...options, quiet })}`);
        }
        if (a.lift)
            lines.push(`  ${'lift'.padEnd(17)} ${(0,_liftCell_js__WEBPACK_IMPORTED_MODULE_1__/* .liftCell */ .ol)(a)}`);
        for (const change of (0,_efficiencyText_js__WEBPACK_IMPORTED_MODULE_2__/* .calledChanges */ .xk)(a.efficiency))
            lines.push(`  ${'uses'.padEnd(17)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)((0,_efficiencyText_js__WEBPACK_IMPORTED_MODULE_2__/* .changeText */ .k0)(change))}`);
        for (const r of c.cases.filter((x) => x.skill === a.skill && x.backend === a.backend)) {
            const caseQuiet = (0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .looksUnchanged */ .E9)(r);
            const metrics = r.metrics.map((m) => `${m.metric} ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .metricCell */ .nT)(m, { ...options, quiet: caseQuiet })}`).join('; ');
            lines.push(`    case ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(r.caseId ?? '')}: ${metrics}${caseQuiet ? ` (${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .noChangeNote */ .wK)(r)})` : ''}`);
        }
    }
    lines.push('', `era ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(c.era)}, discipline ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(c.discipline)}, ` +
        `${(0,_results_modelSource_js__WEBPACK_IMPORTED_MODULE_4__/* .modelSourceWords */ .q)(c.modelSource, _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)}; ${c.test}.`);
    lines.push(`base: ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .backendsLine */ .Yy)(c.base.backends, c.modelSource, 'text')}`, `head: ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .backendsLine */ .Yy)(c.head.backends, c.modelSource, 'text')}`);
    return `${lines.join('\n')}\n`;
}
function headline(c) {
    const count = (v) => c.aggregates.filter((a) => a.verdict === v).length;
    const total = c.aggregates.length;
    const parts = [
        `${count('regressed')} regressed`,
        `${count('improved')} improved`,
        `${count('unchanged')} unchanged`,
        `${count('inconclusive')} inconclusive`,
    ];
    return `${parts.join(', ')} of ${total} skill × backend row${total === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 1317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zo: () => (/* binding */ progressMode),
/* harmony export */   m: () => (/* binding */ progressDisplay)
/* harmony export */ });
/* unused harmony export progressBar */
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
    return (`[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ` + `${finished}/${total} trials${eta ? ` · ${eta}` : ''}`);
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


/***/ }),

/***/ 6355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BT: () => (/* binding */ describedText),
/* harmony export */   WQ: () => (/* binding */ makeWorkspace),
/* harmony export */   hO: () => (/* binding */ removeLiveWorkspaces)
/* harmony export */ });
/* unused harmony export WorkspaceError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _skills_fix_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9900);




/** Folders a workspace never copies: history, installed packages, and the tune's own output. */
const NOT_COPIED = new Set(['.git', 'node_modules']);
/** The copies not yet removed, for an interrupt to remove (removeLiveWorkspaces). */
const live = new Set();
/** Remove every copy this process still has: on Ctrl-C, once its agent runs are killed. */
function removeLiveWorkspaces() {
    for (const root of live)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(root, { recursive: true, force: true });
    live.clear();
}
function makeWorkspace(repository, outDir) {
    const root = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), 'caliper-tune-')));
    live.add(root);
    const out = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(outDir);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.cpSync)(repository, root, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => {
            if (NOT_COPIED.has(node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(source)) && source !== repository)
                return false;
            if (source === out || source.startsWith(`${out}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`))
                return false;
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(source);
            return st.isDirectory() || st.isFile() || st.isSymbolicLink();
        },
    });
    const originals = new Map();
    return {
        root,
        describe(skillFile, description) {
            const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, skillFile);
            // Never through a link: a SKILL.md (or a folder above it) that is one could point out of the copy.
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file).isFile() || node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(file) !== file)
                throw new WorkspaceError(`${skillFile} is a link or not a regular file; caliper tune rewrites ` +
                    `only a SKILL.md that is a file of the repository`);
            if (!originals.has(skillFile))
                originals.set(skillFile, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, describedText(originals.get(skillFile), description));
        },
        read: (rel) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, rel), 'utf8'),
        remove: () => {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(root, { recursive: true, force: true });
            live.delete(root);
        },
    };
}
class WorkspaceError extends Error {
}
/** SKILL.md's text with its `description:` set to `description` (one line, JSON-quoted as YAML reads it). */
function describedText(text, description) {
    return (0,_skills_fix_js__WEBPACK_IMPORTED_MODULE_3__/* .setFrontmatterField */ .n)(text, 'description', description);
}


/***/ })

};
