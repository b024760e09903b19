export const id = 641;
export const ids = [641];
export const modules = {

/***/ 3641:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QD: () => (/* binding */ aggregate),
  rl: () => (/* binding */ caseCounts),
  TV: () => (/* binding */ caseRole),
  h6: () => (/* binding */ rowRate),
  SY: () => (/* binding */ withCaseWeighted)
});

// EXTERNAL MODULE: ./src/results/sequential.ts
var results_sequential = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/results/stats.ts
var stats = __webpack_require__(5613);
// EXTERNAL MODULE: ./src/util/groupBy.ts
var groupBy = __webpack_require__(1730);
// EXTERNAL MODULE: ./src/results/lift.ts
var lift = __webpack_require__(4973);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(6303);
// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
;// CONCATENATED MODULE: ./src/eval/discovery/subjectFrontMatter.ts



/**
 * The subject's front matter as caliper installed it (its own lines, as written), for the base → head
 * view of what the agent chose from; cut to what results.json holds of a text. Undefined when the
 * subject was not installed (the baseline arm) or has no front matter block.
 */
function subjectFrontMatter(installs, subject) {
    const skillMd = installs.find((i) => i.name === subject)?.files.find((f) => f.rel === 'SKILL.md');
    if (!skillMd)
        return undefined;
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(skillMd.source, 'utf8');
    }
    catch {
        return undefined;
    }
    return (0,frontmatter/* frontmatterText */.GJ)(text)?.slice(0, schema/* TEXT_MAX */.DE);
}

;// CONCATENATED MODULE: ./src/results/aggregate.ts






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
    const groups = (0,groupBy/* groupBy */.$)(plans, (p) => `${p.skill}|${p.backend}`);
    const results = [];
    for (const group of groups.values()) {
        const first = group[0];
        const withSkill = group.filter((p) => p.arm !== 'baseline');
        const baseline = group.filter((p) => p.arm === 'baseline');
        const cases = caseSummaries(withSkill, first.skill, records, sequential);
        const tally = { activation: [0, 0], falseActivation: [0, 0], execution: [0, 0] };
        for (const c of cases) {
            if (c.role === 'should-activate')
                add(tally.activation, c.activations, c.measured);
            if (c.role === 'should-not-activate')
                add(tally.falseActivation, c.activations, c.measured);
            if (c.role !== 'should-not-activate')
                add(tally.execution, c.summary.passes, c.summary.trials - c.summary.errors);
        }
        const summaries = cases.map((c) => c.summary);
        const pooled = {
            activation: (0,stats/* rate */.TS)(tally.activation[0], tally.activation[1]),
            falseActivation: (0,stats/* rate */.TS)(tally.falseActivation[0], tally.falseActivation[1]),
            execution: (0,stats/* rate */.TS)(tally.execution[0], tally.execution[1]),
        };
        const caseWeighted = (name) => withCaseWeighted(pooled[name], caseCounts({ cases: summaries, aggregate: pooled }, name));
        const done = withSkill.map((p) => records.get(p.key)).filter((r) => r !== undefined);
        const baselineCases = baseline.length > 0 ? caseSummaries(baseline, first.skill, records, sequential).map((c) => c.summary) : undefined;
        results.push({
            skill: first.skill,
            backend: first.backend,
            backendVersion: done.find((r) => r.backendVersion !== undefined)?.backendVersion,
            model: done.find((r) => r.model !== undefined)?.model,
            skillHashes: Object.fromEntries((withSkill[0] ?? first).installs.map((i) => [i.name, i.sha256])),
            specHash: first.spec.hash,
            ...withFrontMatter(subjectFrontMatter((withSkill[0] ?? first).installs, first.skill)),
            ...outsideCounts(done),
            cases: summaries,
            aggregate: { activation: caseWeighted('activation'), falseActivation: caseWeighted('falseActivation'), execution: caseWeighted('execution') },
            errors: sum(summaries.map((c) => c.errors)),
            ...(baselineCases && { lift: (0,lift/* liftOf */.FK)(summaries, baselineCases, sequential !== undefined) }),
        });
    }
    return { meta, results, skipped: [...skipped] };
}
/** In how many trials the agent chose each skill outside the set under test, the most chosen first (at most MAX_OUTSIDE_NAMES). */
function outsideCounts(done) {
    const counts = new Map();
    for (const r of done)
        if (r.outcome !== 'error')
            for (const name of r.chosenOutside ?? [])
                counts.set(name, (counts.get(name) ?? 0) + 1);
    if (counts.size === 0)
        return {};
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, schema/* MAX_OUTSIDE_NAMES */.g0);
    return { chosenOutside: Object.fromEntries(top) };
}
function withFrontMatter(frontMatter) {
    return frontMatter === undefined ? {} : { frontMatter };
}
/** Per case of one arm of a row: its summary, and the trials its activation was measured in. */
function caseSummaries(plans, subject, records, sequential) {
    return [...(0,groupBy/* groupBy */.$)(plans, (p) => p.evalCase.id)].map(([id, casePlans]) => {
        const role = caseRole(casePlans[0].evalCase, subject);
        const { done, cancelled } = countedTrials(casePlans, records, sequential);
        const ok = done.filter((r) => r.outcome !== 'error');
        const activations = ok.filter((r) => r.activations?.[subject] === 'activated').length;
        // Force-load puts the skill in front of the agent: its trials say nothing about choice.
        const measured = ok.filter((r) => r.activations?.[subject] !== 'not-measured').length;
        const passes = ok.filter((r) => r.outcome === 'pass').length;
        const taskPasses = ok.filter((r) => (r.task ?? r.outcome) === 'pass').length;
        const checkLabels = new Map();
        for (const r of done) {
            for (const c of r.checks) {
                const t = checkLabels.get(c.label) ?? { passes: 0, failures: 0, errors: 0 };
                t[c.status === 'pass' ? 'passes' : c.status === 'fail' ? 'failures' : 'errors']++;
                checkLabels.set(c.label, t);
            }
        }
        const costs = done.map((r) => r.usage.costUsd).filter((c) => c !== undefined);
        const summary = {
            id,
            role,
            trials: done.length,
            errors: done.length - ok.length,
            activations,
            passes,
            ...(ok.some((r) => r.task !== undefined) && { taskPasses }),
            checks: [...checkLabels].map(([label, t]) => ({ label, ...t })),
            tokens: { input: sum(done.map((r) => r.usage.inputTokens)), output: sum(done.map((r) => r.usage.outputTokens)) },
            costUsd: costs.length > 0 ? sum(costs) : undefined,
            ...(sequential && { decision: (0,results_sequential/* sequentialDecision */.MH)(passes, ok.length - passes, sequential.design), cancelled }),
        };
        return { role, activations, measured, summary };
    });
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
    return { ...pooled, caseWeighted: (0,stats/* caseWeightedRate */.yR)(cases) };
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
    const stop = (0,results_sequential/* sequentialStop */.Cz)(Array.from(byTrial), sequential.design);
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

/***/ 8604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ frontmatterText),
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
/** The front matter's own lines as written (between its delimiters); undefined without a closed block. */
function frontmatterText(text) {
    const head = frontmatterLines(text.startsWith('\uFEFF') ? text.slice(1) : text);
    return head && head.closeIndex > 0 ? head.lines.slice(1, head.closeIndex).join('\n') : undefined;
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
