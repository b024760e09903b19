export const id = 234;
export const ids = [234];
export const modules = {

/***/ 5234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MERGE_USAGE: () => (/* binding */ MERGE_USAGE),
  mergeCommand: () => (/* binding */ mergeCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/results/load.ts + 1 modules
var load = __webpack_require__(9727);
// EXTERNAL MODULE: ./src/results/compare/compare.ts + 1 modules
var compare = __webpack_require__(8060);
;// CONCATENATED MODULE: ./src/results/merge.ts

/**
 * One run from the shards of a matrix. Shards measured differently (era, discipline) or that measured
 * the same skill × backend twice are refused, never blended.
 */
function mergeResults(shards) {
    if (shards.length === 0)
        return { kind: 'refused', reason: 'no results to merge' };
    const first = shards[0];
    for (const s of shards.slice(1)) {
        const source = (r) => JSON.stringify(r.meta.modelSource);
        if (source(s.results) !== source(first.results)) {
            return { kind: 'refused', reason: `refusing to merge ${s.name} (model source ${source(s.results)}) with ${first.name} (model source ${source(first.results)}): a scripted smoke run and a real one are never one run` };
        }
        if (s.results.meta.era !== first.results.meta.era || s.results.meta.discipline !== first.results.meta.discipline) {
            return {
                kind: 'refused',
                reason: `refusing to merge ${s.name} (era "${s.results.meta.era}", discipline "${s.results.meta.discipline}") with ${first.name} (era "${first.results.meta.era}", discipline "${first.results.meta.discipline}")`,
            };
        }
        const fencing = (0,compare/* measuredUnderDifferentFences */.iI)(first.results.meta, s.results.meta);
        if (fencing)
            return { kind: 'refused', reason: `refusing to merge ${s.name} with ${first.name} ${fencing}` };
    }
    const seen = new Map();
    for (const s of shards) {
        for (const r of s.results.results) {
            const key = `${r.skill} × ${r.backend}`;
            const other = seen.get(key);
            if (other)
                return { kind: 'refused', reason: `${key} was measured by both ${other} and ${s.name}; each skill × backend belongs to one shard` };
            seen.set(key, s.name);
        }
    }
    const metas = shards.map((s) => s.results.meta);
    const backends = new Map(metas.flatMap((m) => m.backends).map((b) => [`${b.name}|${b.version}|${b.model}`, b]));
    return {
        kind: 'merged',
        results: {
            meta: {
                ...first.results.meta,
                backends: [...backends.values()],
                startedAt: metas.map((m) => m.startedAt).sort()[0],
                finishedAt: metas.map((m) => m.finishedAt).sort().reverse()[0],
            },
            results: shards.flatMap((s) => s.results.results).sort((a, b) => `${a.skill}|${a.backend}`.localeCompare(`${b.skill}|${b.backend}`)),
            skipped: shards.flatMap((s) => s.results.skipped),
        },
    };
}

// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/mergeCommand.ts







const MERGE_USAGE = `Usage: caliper merge --out DIR SHARD...

Merges the results.json of matrix shards (files or folders) into DIR/results.json. Refuses (exit 3)
shards of different eras or disciplines, or two shards that measured the same skill × backend.
`;
function mergeCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('merge', { args, allowPositionals: true, options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } });
    if (values.help) {
        io.stdout(MERGE_USAGE);
        return cli_io/* EXIT */.d.ok;
    }
    if (!values.out)
        throw new cli_io/* UsageError */.e('merge needs --out DIR.');
    if (positionals.length === 0)
        throw new cli_io/* UsageError */.e('merge needs at least one shard.');
    let shards;
    try {
        shards = positionals.map((p) => ({ name: p, results: (0,load/* loadResults */.zV)(external_node_path_default().resolve(io.cwd, p)) }));
    }
    catch (error) {
        if (error instanceof load/* ResultsRefusal */.Di) {
            io.stderr(`caliper: refusing to merge: ${error.message}\n`);
            return cli_io/* EXIT */.d.refused;
        }
        if (error instanceof load/* ResultsError */.N6)
            throw new cli_io/* UsageError */.e(error.message);
        throw error;
    }
    const outcome = mergeResults(shards);
    if (outcome.kind === 'refused') {
        io.stderr(`caliper: ${outcome.reason}\n`);
        return cli_io/* EXIT */.d.refused;
    }
    const out = external_node_path_default().resolve(io.cwd, values.out);
    (0,external_node_fs_.mkdirSync)(out, { recursive: true });
    // Shards were written by jobs that ran PR code: redact again rather than trust them.
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(out, 'results.json'), `${(0,redact/* createRedactor */.lY)({ env: process.env }).json(outcome.results, 2)}\n`);
    io.stdout(`merged ${shards.length} shard(s), ${outcome.results.results.length} skill × backend row(s): ${external_node_path_default().join(values.out, 'results.json')}\n`);
    return cli_io/* EXIT */.d.ok;
}


/***/ }),

/***/ 8060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ex: () => (/* binding */ compareResults),
  iI: () => (/* binding */ measuredUnderDifferentFences)
});

// UNUSED EXPORTS: overall

// EXTERNAL MODULE: ./src/results/stats.ts
var stats = __webpack_require__(5613);
// EXTERNAL MODULE: ./src/results/types.ts
var types = __webpack_require__(5187);
;// CONCATENATED MODULE: ./src/results/compare/multiplicity.ts
function holmTarone(tests, alpha) {
    const significant = tests.map(() => false);
    const order = tests.map((_, i) => i).sort((a, b) => tests[a].pValue - tests[b].pValue);
    const remaining = new Set(order);
    for (const i of order) {
        const threshold = alpha / taroneCount([...remaining].map((j) => tests[j].minAttainable), alpha);
        if (tests[i].pValue >= threshold)
            break;
        significant[i] = true;
        remaining.delete(i);
    }
    return { significant, comparisons: tests.length };
}
/** Tarone's K: the smallest k >= 1 such that at most k of the tests can reach α/k. */
function taroneCount(minAttainable, alpha) {
    const sorted = [...minAttainable].sort((a, b) => a - b);
    const reaching = (t) => {
        let lo = 0;
        let hi = sorted.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (sorted[mid] <= t)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    for (let k = 1;; k++)
        if (reaching(alpha / k) <= k)
            return k;
}

// EXTERNAL MODULE: ./src/results/compare/verdict.ts + 1 modules
var verdict = __webpack_require__(8912);
;// CONCATENATED MODULE: ./src/results/compare/compare.ts




/**
 * How the agent was fenced in changes what a score means (an agent that can read the answer key or reach
 * the network is measured on something else): runs of different isolation levels or network allow-lists
 * are not compared. A results file from before isolation was recorded has none, and differs from any.
 */
function measuredUnderDifferentFences(base, head) {
    if (base.isolation !== head.isolation)
        return `across isolation levels: base ran with "${base.isolation ?? 'unrecorded'}", head with "${head.isolation ?? 'unrecorded'}". Re-run both with the same --isolation.`;
    const allow = (m) => [...(m.network?.allow ?? [])].sort().join(', ');
    if (allow(base) !== allow(head))
        return `across network allow-lists: base allowed [${allow(base)}], head allowed [${allow(head)}]. Re-run both against the same model endpoint.`;
    return undefined;
}
/**
 * Compare two runs. Runs of different eras or disciplines measured different things: that is a refusal,
 * not a warning. With `strict`, a different backend version or model on a matched row refuses too.
 */
function compareResults(base, head, options = {}) {
    const refusal = measuredDifferently(base.meta, head.meta, options.strict ?? false);
    if (refusal)
        return { kind: 'refused', reason: refusal };
    const fencing = measuredUnderDifferentFences(base.meta, head.meta);
    if (fencing)
        return { kind: 'refused', reason: `refusing to compare ${fencing}` };
    const key = (r) => `${r.skill}|${r.backend}`;
    const baseRows = new Map(base.results.map((r) => [key(r), r]));
    const headRows = new Map(head.results.map((r) => [key(r), r]));
    const aggregates = [];
    const cases = [];
    for (const k of [...new Set([...baseRows.keys(), ...headRows.keys()])].sort()) {
        const b = baseRows.get(k);
        const h = headRows.get(k);
        const context = rowContext(b, h);
        if (options.strict && b && h && (context.backendVersion || context.model)) {
            const what = context.backendVersion ? `backend version ${context.backendVersion.base} vs ${context.backendVersion.head}` : `model ${context.model.base} vs ${context.model.head}`;
            return { kind: 'refused', reason: `refusing to compare ${k} under --strict: ${what}.` };
        }
        aggregates.push(row(context, undefined, aggregateSides(b), aggregateSides(h)));
        const baseCases = new Map((b?.cases ?? []).map((c) => [c.id, c]));
        const headCases = new Map((h?.cases ?? []).map((c) => [c.id, c]));
        for (const id of [...new Set([...baseCases.keys(), ...headCases.keys()])].sort()) {
            cases.push(row(context, id, caseSides(baseCases.get(id)), caseSides(headCases.get(id))));
        }
    }
    const corrected = { aggregates: correctFamily(aggregates), cases: correctFamily(cases) };
    return {
        kind: 'compared',
        comparison: {
            era: head.meta.era,
            discipline: head.meta.discipline,
            modelSource: head.meta.modelSource,
            sequential: head.meta.sequential !== undefined || base.meta.sequential !== undefined,
            test: verdict/* TEST_NAME */.bj,
            base: { startedAt: base.meta.startedAt, backends: base.meta.backends },
            head: { startedAt: head.meta.startedAt, backends: head.meta.backends },
            aggregates: corrected.aggregates.rows,
            cases: corrected.cases.rows,
            correction: { method: 'holm-tarone', alpha: verdict/* SIGNIFICANCE */.cT, comparisons: corrected.aggregates.comparisons, caseComparisons: corrected.cases.comparisons },
            verdict: overall(corrected.aggregates.rows.map((a) => a.verdict)),
        },
    };
}
/**
 * Why two runs cannot be compared, if they cannot: a different era, discipline or model source (a
 * scripted smoke run is never set against a real model). The message names the side to re-run.
 */
function measuredDifferently(base, head, strict) {
    if (base.era !== head.era) {
        const older = olderEra(base, head);
        return `refusing to compare across measurement eras: base era is "${base.era}", head era is "${head.era}". Re-run the ${older} (the older era) with this caliper version.`;
    }
    if (base.discipline !== head.discipline) {
        return `refusing to compare across disciplines: base is "${base.discipline}", head is "${head.discipline}". Numbers of different disciplines measure different things; re-run one side with the other's discipline.`;
    }
    const b = base.modelSource;
    const h = head.modelSource;
    if (b.kind !== h.kind) {
        const scripted = b.kind === 'scripted' ? 'base' : 'head';
        return `refusing to compare a scripted-model run with a real-model run: the ${scripted} was measured against caliper's scripted model (a smoke run), the ${scripted === 'base' ? 'head' : 'base'} against a real model. Re-run the ${scripted} with a real model, or both with --scripted-model.`;
    }
    if (strict && b.kind === 'real' && h.kind === 'real' && b.endpoint !== h.endpoint) {
        return `refusing to compare under --strict: the base reached its model at "${b.endpoint}", the head at "${h.endpoint}".`;
    }
    return undefined;
}
/** The side whose era is not this caliper's, else the one that sorts first (eras are `YYYY-MM`). */
function olderEra(base, head) {
    if (base.era === types/* ERA */.l)
        return 'head';
    if (head.era === types/* ERA */.l)
        return 'base';
    return base.era < head.era ? 'base' : 'head';
}
function rowContext(b, h) {
    const any = (h ?? b);
    const differ = (x, y) => (b && h && x !== y ? { base: x, head: y } : undefined);
    const names = [...new Set([...Object.keys(b?.skillHashes ?? {}), ...Object.keys(h?.skillHashes ?? {})])].sort();
    const changedSkills = names.filter((n) => b?.skillHashes[n] !== h?.skillHashes[n]);
    return {
        skill: any.skill,
        backend: any.backend,
        presence: b && h ? 'both' : b ? 'base-only' : 'head-only',
        skillChanged: changedSkills.includes(any.skill),
        changedSkills,
        specChanged: !b || !h || b.specHash !== h.specHash,
        backendVersion: differ(b?.backendVersion, h?.backendVersion),
        model: differ(b?.model, h?.model),
    };
}
function row(context, caseId, base, head) {
    const metrics = [];
    for (const metric of ['activation', 'false-activation', 'execution']) {
        const b = base?.[metric] ?? (0,stats/* rate */.TS)(0, 0);
        const h = head?.[metric] ?? (0,stats/* rate */.TS)(0, 0);
        if (b.trials === 0 && h.trials === 0)
            continue;
        metrics.push({ metric, base: b, head: h, ...(0,verdict/* uncorrectedVerdict */.q5)(b, h, metric !== 'false-activation') });
    }
    const between = (r) => r.rate !== null && r.rate > 0 && r.rate < 1;
    return {
        ...context,
        caseId,
        flaky: context.changedSkills.length === 0 && metrics.some((m) => between(m.base) || between(m.head)),
        metrics,
        verdict: overall(metrics.map((m) => m.verdict)),
    };
}
/**
 * Holds the chance of any false "regressed" (and, separately, any false "improved") among these rows'
 * rates at α: each rate's one-sided test enters one family per direction.
 */
function correctFamily(rows) {
    const tested = rows.flatMap((r) => r.metrics.filter((m) => m.tests !== null));
    const worse = holmTarone(tested.map((m) => m.tests.worse), verdict/* SIGNIFICANCE */.cT);
    const better = holmTarone(tested.map((m) => m.tests.better), verdict/* SIGNIFICANCE */.cT);
    const comparisons = tested.length;
    const significance = new Map(tested.map((m, i) => [m, { worse: worse.significant[i], better: better.significant[i] }]));
    const out = rows.map((r) => {
        const metrics = r.metrics.map((m) => {
            const s = significance.get(m);
            return s ? { ...m, ...(0,verdict/* correctedVerdict */.$9)(m.base, m.head, m.metric !== 'false-activation', m, s, comparisons) } : m;
        });
        return { ...r, metrics, verdict: overall(metrics.map((m) => m.verdict)) };
    });
    return { rows: out, comparisons };
}
function aggregateSides(r) {
    if (!r)
        return undefined;
    return { activation: r.aggregate.activation, 'false-activation': r.aggregate.falseActivation, execution: r.aggregate.execution };
}
function caseSides(c) {
    if (!c)
        return undefined;
    const measured = c.trials - c.errors;
    if (c.role === 'should-activate')
        return { activation: (0,stats/* rate */.TS)(c.activations, measured), execution: (0,stats/* rate */.TS)(c.passes, measured) };
    if (c.role === 'should-not-activate')
        return { 'false-activation': (0,stats/* rate */.TS)(c.activations, measured) };
    return { execution: (0,stats/* rate */.TS)(c.passes, measured) };
}
/** Regressed anywhere wins, then improved; unchanged only when everything is unchanged. */
function overall(verdicts) {
    if (verdicts.includes('regressed'))
        return 'regressed';
    if (verdicts.includes('improved'))
        return 'improved';
    if (verdicts.length > 0 && verdicts.every((v) => v === 'unchanged'))
        return 'unchanged';
    return 'inconclusive';
}


/***/ }),

/***/ 8912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  os: () => (/* binding */ EQUIVALENCE_MARGIN),
  cT: () => (/* binding */ SIGNIFICANCE),
  bj: () => (/* binding */ TEST_NAME),
  $9: () => (/* binding */ correctedVerdict),
  q5: () => (/* binding */ uncorrectedVerdict)
});

// UNUSED EXPORTS: newcombeDifference, verdictFor

// EXTERNAL MODULE: ./src/results/stats.ts
var stats = __webpack_require__(5613);
;// CONCATENATED MODULE: ./src/results/compare/fisher.ts
/**
 * Fisher's exact test on a 2×2 table, one-sided: the probability, with both margins fixed, of the
 * head doing at most (or at least) as well as observed if base and head had the same true rate.
 * Exact at the small trial counts evals use, where normal approximations mislead.
 */
function fisherOneSided(baseSuccesses, baseTrials, headSuccesses, headTrials, tail) {
    const successes = baseSuccesses + headSuccesses;
    const total = baseTrials + headTrials;
    const lo = Math.max(0, successes - baseTrials);
    const hi = Math.min(headTrials, successes);
    // P(head = k) from the observed k outwards, each term from the last (a ratio of binomial
    // coefficients), stopping once the terms no longer change the sum: exact to rounding, and fast
    // enough for the trial-count searches that run thousands of these.
    let term = Math.exp(logChoose(headTrials, headSuccesses) + logChoose(baseTrials, successes - headSuccesses) - logChoose(total, successes));
    let p = 0;
    if (tail === 'head-lower') {
        for (let k = headSuccesses; k >= lo; k--) {
            p += term;
            if (term < p * 1e-17)
                break;
            term *= (k * (baseTrials - successes + k)) / ((headTrials - k + 1) * (successes - k + 1));
        }
    }
    else {
        for (let k = headSuccesses; k <= hi; k++) {
            p += term;
            if (term < p * 1e-17)
                break;
            term *= ((headTrials - k) * (successes - k)) / ((k + 1) * (baseTrials - successes + k + 1));
        }
    }
    return Math.min(1, p);
}
/** The smallest p-value `fisherOneSided` can give with these margins: the probability of the most extreme table. */
function fisherMinimum(baseSuccesses, baseTrials, headSuccesses, headTrials, tail) {
    const successes = baseSuccesses + headSuccesses;
    const extreme = tail === 'head-lower' ? Math.max(0, successes - baseTrials) : Math.min(headTrials, successes);
    return Math.min(1, Math.exp(logChoose(headTrials, extreme) + logChoose(baseTrials, successes - extreme) - logChoose(baseTrials + headTrials, successes)));
}
const logFactorials = [0];
function logFactorial(n) {
    for (let i = logFactorials.length; i <= n; i++)
        logFactorials[i] = logFactorials[i - 1] + Math.log(i);
    return logFactorials[n];
}
function logChoose(n, k) {
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

;// CONCATENATED MODULE: ./src/results/compare/verdict.ts


/** The family-wise error rate of a report's regressed (and, separately, improved) verdicts. */
const SIGNIFICANCE = 0.05;
/** A change smaller than this (15 points) is "unchanged" once the interval of the difference is inside it. */
const EQUIVALENCE_MARGIN = 0.15;
const TEST_NAME = "one-sided Fisher's exact test per rate; regressed and improved hold at α = 0.05 family-wise over every rate of the report (Holm's step-down with Tarone's rule for discrete tests); unchanged when the 95% Newcombe interval of the difference lies within ±15 points";
/**
 * The verdict for one rate on its own, at significance `alpha`. `higherIsBetter` is false for false
 * activation. Regressed or improved need a significant exact test; unchanged needs the whole difference
 * interval inside the margin; anything else is inconclusive, never unchanged. A report does not use
 * this verdict as is: `correctedVerdicts` holds the error over all its rates.
 */
function verdictFor(base, head, higherIsBetter, alpha = SIGNIFICANCE) {
    const single = uncorrectedVerdict(base, head, higherIsBetter, alpha);
    return single.verdict === 'inconclusive' && single.tests ? { ...single, moreTrials: moreTrials(base, head, higherIsBetter, alpha) } : single;
}
/** `verdictFor` without the search for `moreTrials`, which the correction redoes at its own threshold. */
function uncorrectedVerdict(base, head, higherIsBetter, alpha = SIGNIFICANCE) {
    if (base.trials === 0 || head.trials === 0)
        return { verdict: 'inconclusive', difference: null, pValue: null, moreTrials: null, tests: null };
    const tests = oneSidedTests(base, head, higherIsBetter);
    return { ...decide(base, head, tests, alpha), tests, moreTrials: null };
}
/** The verdict after the correction: `significant` says whether this rate's worse or better test survived it. */
function correctedVerdict(base, head, higherIsBetter, single, significant, comparisons, alpha = SIGNIFICANCE) {
    if (!single.tests || !single.difference)
        return single;
    const { notSignificantAfter: _, ...rest } = single;
    if (significant.worse)
        return { ...rest, verdict: 'regressed', pValue: single.tests.worse.pValue, moreTrials: null };
    if (significant.better)
        return { ...rest, verdict: 'improved', pValue: single.tests.better.pValue, moreTrials: null };
    const verdict = withinMargin(single.difference.interval) ? 'unchanged' : 'inconclusive';
    return {
        ...rest,
        verdict,
        // Enough trials for the rate to be decided whatever the other rates do: Holm's first step, α/m.
        moreTrials: verdict === 'inconclusive' ? moreTrials(base, head, higherIsBetter, alpha / Math.max(1, comparisons)) : null,
        ...((single.verdict === 'regressed' || single.verdict === 'improved') && { notSignificantAfter: { verdict: single.verdict, comparisons } }),
    };
}
function oneSidedTests(base, head, higherIsBetter) {
    const test = (tail) => ({
        pValue: fisherOneSided(base.successes, base.trials, head.successes, head.trials, tail),
        minAttainable: fisherMinimum(base.successes, base.trials, head.successes, head.trials, tail),
    });
    return { worse: test(higherIsBetter ? 'head-lower' : 'head-higher'), better: test(higherIsBetter ? 'head-higher' : 'head-lower') };
}
function decide(base, head, tests, alpha) {
    const difference = newcombeDifference(base, head);
    if (tests.worse.pValue < alpha)
        return { verdict: 'regressed', difference, pValue: tests.worse.pValue };
    if (tests.better.pValue < alpha)
        return { verdict: 'improved', difference, pValue: tests.better.pValue };
    const verdict = withinMargin(difference.interval) ? 'unchanged' : 'inconclusive';
    return { verdict, difference, pValue: Math.min(tests.worse.pValue, tests.better.pValue) };
}
const withinMargin = ([lo, hi]) => lo > -EQUIVALENCE_MARGIN && hi < EQUIVALENCE_MARGIN;
/** Newcombe's hybrid score interval for p_head − p_base, built from the two Wilson intervals. */
function newcombeDifference(base, head) {
    const p1 = base.successes / base.trials;
    const p2 = head.successes / head.trials;
    const [l1, u1] = (0,stats/* wilsonInterval */.YV)(base.successes, base.trials);
    const [l2, u2] = (0,stats/* wilsonInterval */.YV)(head.successes, head.trials);
    const d = p2 - p1;
    return { value: d, interval: [d - Math.hypot(p2 - l2, u1 - p1), d + Math.hypot(u2 - p2, p1 - l1)] };
}
/**
 * More trials per side that would likely decide an inconclusive rate at `alpha`. A change of at least
 * the margin can only be decided as regressed or improved: the trials that detect it with 80 % power if
 * the observed rates are the true ones (a plug-in search would give about 50 %). A smaller change is
 * decided once its interval fits in the margin, or it reaches significance: the plug-in search.
 */
function moreTrials(base, head, higherIsBetter, alpha) {
    const p1 = base.successes / base.trials;
    const p2 = head.successes / head.trials;
    const start = Math.max(base.trials, head.trials);
    if (Math.abs(p2 - p1) >= EQUIVALENCE_MARGIN) {
        const n = (0,stats/* trialsForPower */.eI)(p1, p2, alpha);
        if (n > start + 5000)
            return null;
        if (n > start)
            return n - start;
    }
    return trialsToDecide(base, head, higherIsBetter, alpha);
}
/**
 * Extra trials per side after which the observed rates would give a decided verdict at `alpha`:
 * doubling, then bisection (being decided is monotone in n up to rounding), so a row costs a few dozen
 * exact tests.
 */
function trialsToDecide(base, head, higherIsBetter, alpha) {
    const p1 = base.successes / base.trials;
    const p2 = head.successes / head.trials;
    const start = Math.max(base.trials, head.trials);
    const decidedAt = (n) => {
        const b = { successes: Math.round(p1 * n), trials: n };
        const h = { successes: Math.round(p2 * n), trials: n };
        return decide(b, h, oneSidedTests(b, h, higherIsBetter), alpha).verdict !== 'inconclusive';
    };
    const limit = start + 5000;
    let hi = start + 1;
    while (!decidedAt(hi)) {
        if (hi >= limit)
            return null;
        hi = Math.min(limit, hi * 2);
    }
    let lo = start;
    while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (decidedAt(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi - start;
}


/***/ }),

/***/ 767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_SECRET_LENGTH, TOKEN_SHAPES, secretEnvValues */
/**
 * The one redactor every writer of a saved file goes through (transcripts, model-request logs, the
 * journal, results, the result cache). Whatever an agent printed is attacker-controlled and uploaded as
 * an artifact, so a secret that reached it must not reach the file: the model key(s), anything shaped
 * like a well-known token, and the value of every runner variable whose name says it is secret.
 *
 * This is the second line of defence; the first is that the sandbox keeps secrets out of the agent's
 * reach. An agent that encodes a secret (base64, reversed) is not caught here.
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
    const secrets = [...new Set(values)].sort((a, b) => b.length - a.length);
    const text = (t) => {
        let out = t;
        for (const s of secrets)
            if (out.includes(s))
                out = out.split(s).join(REDACTED);
        for (const shape of TOKEN_SHAPES)
            out = out.replace(shape, REDACTED);
        return out;
    };
    const value = (v) => deepMap(v, text);
    return { text, value, json: (v, space) => JSON.stringify(value(v), null, space) };
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


/***/ })

};
