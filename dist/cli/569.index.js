export const id = 569;
export const ids = [569];
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

/***/ 2569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SIMULATE_USAGE: () => (/* binding */ SIMULATE_USAGE),
/* harmony export */   simulateCommand: () => (/* binding */ simulateCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7593);
/* harmony import */ var _eval_runner_defaults_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(803);
/* harmony import */ var _results_sequential_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1607);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);




const SIMULATE_USAGE = `Usage: caliper simulate-trials [--max N] [--p0 P] [--p1 P] [--alpha A] [--beta B]
                               [--fixed N]

How many agent runs --trials auto needs per case, at true pass rates 0, 0.1, …, 1 (computed exactly,
not sampled), and what it decides: reliable, unreliable, or undecided at the maximum. Compared with
two fixed tests: the fixed number of trials that reaches the same error rates, and --fixed N trials
(default ${_eval_runner_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_TRIALS */ .CL}, the default trial count), with their own error rates.
`;
function simulateCommand(args, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)('simulate-trials', {
        args,
        options: {
            max: { type: 'string' },
            p0: { type: 'string' },
            p1: { type: 'string' },
            alpha: { type: 'string' },
            beta: { type: 'string' },
            fixed: { type: 'string' },
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(SIMULATE_USAGE);
        return _io_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
    }
    const num = (raw, fallback, name, lo, hi) => {
        if (raw === undefined)
            return fallback;
        const n = Number(raw);
        if (!Number.isFinite(n) || n <= lo || n >= hi)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${name} must be between ${lo} and ${hi} (exclusive), not "${raw}".`);
        return n;
    };
    const d = {
        p0: num(values.p0, _results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SEQUENTIAL */ .qk.p0, 'p0', 0, 1),
        p1: num(values.p1, _results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SEQUENTIAL */ .qk.p1, 'p1', 0, 1),
        alpha: num(values.alpha, _results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SEQUENTIAL */ .qk.alpha, 'alpha', 0, 0.5),
        beta: num(values.beta, _results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SEQUENTIAL */ .qk.beta, 'beta', 0, 0.5),
        maxTrials: Math.round(num(values.max, _results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SEQUENTIAL */ .qk.maxTrials, 'max', 0, 10_000)),
    };
    if (d.p0 >= d.p1)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--p0 must be below --p1.');
    const same = (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .fixedTrialsEquivalent */ .C8)(d);
    const few = (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .fixedTest */ .HB)(Math.round(num(values.fixed, _eval_runner_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_TRIALS */ .CL, 'fixed', 0, 10_000)), d);
    const pct = (x) => `${(x * 100).toFixed(1)}%`;
    const atP0 = (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .sequentialBehaviour */ .hi)(d.p0, d);
    const atP1 = (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .sequentialBehaviour */ .hi)(d.p1, d);
    const lines = [
        (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .describeDesign */ .Sn)(d),
        `  its error rates, an undecided case counted as not reliable: an ` +
            `unreliable case (p = ${d.p0}) is called reliable ` +
            `${pct(atP0.pReliable)} of the time;`,
        `  a reliable case (p = ${d.p1}) is not called reliable ` +
            `${pct(1 - atP1.pReliable)} (unreliable ${pct(atP1.pUnreliable)}, ` +
            `undecided ${pct(atP1.pUndecided)})`,
        `fixed ${same.trials} trials, reliable when at least ${same.threshold} ` +
            `pass: the same error rates ` +
            `(${pct((0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .binomialTail */ .Cv)(same.trials, same.threshold, d.p0))} and ` +
            `${pct(1 - (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .binomialTail */ .Cv)(same.trials, same.threshold, d.p1))})`,
        `fixed ${few.trials} trials, reliable when at least ${few.threshold} ` +
            `pass: error rates ${pct(few.alpha)} and ${pct(few.beta)}`,
        '',
        `pass rate | auto: runs  reliable  unreliable  undecided | fixed ` +
            `${same.trials}: reliable  auto saves | fixed ${few.trials}: reliable  ` +
            `auto runs ×`,
    ];
    const saved = [];
    let total = 0;
    for (let i = 0; i <= 10; i++) {
        const p = i / 10;
        const b = (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .sequentialBehaviour */ .hi)(p, d);
        total += b.expectedTrials;
        saved.push(1 - b.expectedTrials / same.trials);
        const cell = (x, w) => pct(x).padStart(w);
        lines.push(`${p.toFixed(1).padStart(9)} | ` +
            `${b.expectedTrials.toFixed(1).padStart(10)}  ${cell(b.pReliable, 8)}  ` +
            `${cell(b.pUnreliable, 10)}  ${cell(b.pUndecided, 9)} | ` +
            `${cell((0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .binomialTail */ .Cv)(same.trials, same.threshold, p), 18)}  ` +
            `${cell(1 - b.expectedTrials / same.trials, 10)} | ` +
            `${cell((0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .binomialTail */ .Cv)(few.trials, few.threshold, p), 17)}  ` +
            `${(b.expectedTrials / few.trials).toFixed(1).padStart(11)}`);
    }
    const mean = total / 11;
    const band = saved.slice(7, 10);
    lines.push('', `saved against fixed ${same.trials}: ` +
        `${pct(Math.min(...band))}–${pct(Math.max(...band))} at pass rates ` +
        `0.7–0.9, where skills that sometimes fail sit; ` +
        `${pct(1 - mean / same.trials)} averaged over 0, 0.1, …, 1 ` +
        `(${mean.toFixed(1)} runs).`, `against the default fixed ${few.trials}: auto runs ` +
        `${(mean / few.trials).toFixed(1)}× as many on average, and buys error ` +
        `rates of ${pct(atP0.pReliable)}/${pct(1 - atP1.pReliable)} instead of ` +
        `${pct(few.alpha)}/${pct(few.beta)}.`);
    io.stdout(`${lines.join('\n')}\n`);
    return _io_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
}


/***/ }),

/***/ 803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CL: () => (/* binding */ DEFAULT_TRIALS),
/* harmony export */   KU: () => (/* binding */ DEFAULT_TIMEOUT_SECONDS),
/* harmony export */   yK: () => (/* binding */ DEFAULT_MAX_TURNS)
/* harmony export */ });
/** The eval's defaults, in a module of their own so that commands quoting them do not load the runner. */
const DEFAULT_TRIALS = 3;
const DEFAULT_TIMEOUT_SECONDS = 300;
const DEFAULT_MAX_TURNS = 30;


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


/***/ })

};
