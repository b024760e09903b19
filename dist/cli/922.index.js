export const id = 922;
export const ids = [922];
export const modules = {

/***/ 3687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ looksUnchanged),
/* harmony export */   Id: () => (/* binding */ verdictLabel),
/* harmony export */   KE: () => (/* binding */ listed),
/* harmony export */   LQ: () => (/* binding */ isScripted),
/* harmony export */   SN: () => (/* binding */ SCRIPTED_BANNER),
/* harmony export */   U8: () => (/* binding */ modelSourceClause),
/* harmony export */   Yy: () => (/* binding */ backendsLine),
/* harmony export */   ak: () => (/* binding */ metricOf),
/* harmony export */   eJ: () => (/* binding */ rowFlags),
/* harmony export */   nT: () => (/* binding */ metricCell),
/* harmony export */   s1: () => (/* binding */ metricDetail),
/* harmony export */   wK: () => (/* binding */ noChangeNote)
/* harmony export */ });
/* unused harmony exports pct, modelLabel */
/* harmony import */ var _results_compare_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8912);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);


const pct = (r) => (r.rate === null ? '—' : `${Math.round(r.rate * 100)}%`);
const SYMBOL = { improved: '▲', regressed: '▼', unchanged: '=', inconclusive: '?' };
/** A rate significant on its own that did not survive the report's correction keeps its direction, hollow. */
const UNCORRECTED = { regressed: '▽', improved: '△' };
/**
 * `? inconclusive (run 13 more trials)`. Under `trials: auto` the sequential test already decided when to
 * stop, so "run more" cannot be acted on: the advice names the fixed trial count that would decide it.
 */
function verdictLabel(m, options = {}) {
    const more = !m.moreTrials ? '' : options.sequential ? `fixed --trials ${m.moreTrials} would decide it` : `run ${m.moreTrials} more trials`;
    if (m.notSignificantAfter) {
        const { verdict, comparisons } = m.notSignificantAfter;
        return `${UNCORRECTED[verdict]} ${verdict} (not significant after ${comparisons} comparisons${more ? `; ${more}` : ''})`;
    }
    if (m.verdict !== 'inconclusive')
        return `${SYMBOL[m.verdict]} ${m.verdict}`;
    return more ? `? inconclusive (${more})` : '? inconclusive';
}
/**
 * A row whose rates did not move but whose trials are too few to call it unchanged: it says so once
 * (`noChangeNote`), and its cells show only the rates.
 */
function looksUnchanged(r) {
    return r.metrics.length > 0 && r.metrics.every((m) => m.verdict === 'inconclusive' && m.base.trials > 0 && m.head.trials > 0 && m.base.rate === m.head.rate);
}
/** `no change seen; 9 trials a side cannot rule out ±15 points` */
function noChangeNote(r) {
    const base = Math.min(...r.metrics.map((m) => m.base.trials));
    const head = Math.min(...r.metrics.map((m) => m.head.trials));
    const trials = base === head ? `${base} trials a side` : `${base} and ${head} trials`;
    return `no change seen; ${trials} cannot rule out ±${Math.round(_results_compare_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .EQUIVALENCE_MARGIN */ .os * 100)} points`;
}
/**
 * `80% → 40% ▼ regressed`. A rate that did not move and is not decided shows only the rates: repeating
 * "inconclusive" on it says nothing (the row's note says what the trials cannot rule out).
 */
function metricCell(m, options = {}) {
    if (!m)
        return '—';
    const rates = `${pct(m.base)} → ${pct(m.head)}`;
    const still = m.verdict === 'inconclusive' && m.base.trials > 0 && m.head.trials > 0 && m.base.rate === m.head.rate;
    return options.quiet || still ? rates : `${rates} ${verdictLabel(m, options)}`;
}
/** `−40 pts [−70, −5], p = 0.012, 4/10 → 8/10` */
function metricDetail(m) {
    const pts = (x) => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(x * 100))}`;
    const diff = m.difference ? `${pts(m.difference.value)} pts [${pts(m.difference.interval[0])}, ${pts(m.difference.interval[1])}]` : 'no difference measurable';
    const p = m.pValue !== null ? (m.pValue < 0.001 ? ', p < 0.001' : `, p = ${m.pValue.toFixed(3)}`) : '';
    return `${diff}${p}, ${m.base.successes}/${m.base.trials} → ${m.head.successes}/${m.head.trials}`;
}
/** The notes of a row, as markdown (names escaped). */
function rowFlags(r, format = 'markdown') {
    const name = format === 'markdown' ? _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC : _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc;
    const flags = [];
    if (r.presence === 'head-only')
        flags.push('new');
    if (r.presence === 'base-only')
        flags.push('removed');
    if (r.presence === 'both') {
        const neighbours = r.changedSkills.filter((n) => n !== r.skill);
        flags.push(r.skillChanged ? 'skill changed' : 'skill unchanged');
        if (neighbours.length > 0)
            flags.push(`neighbour changed: ${listed(neighbours.map(name), 5)}`);
    }
    if (r.specChanged && r.presence === 'both')
        flags.push('spec changed');
    if (r.flaky)
        flags.push('flaky');
    if (r.backendVersion)
        flags.push(`${name(r.backend)} ${name(r.backendVersion.base ?? '?')} → ${name(r.backendVersion.head ?? '?')}`);
    if (r.model)
        flags.push(`model ${name(r.model.base ?? '?')} → ${name(r.model.head ?? '?')}`);
    return flags.join(', ');
}
/** `a, b, c and 412 more` */
function listed(items, max) {
    if (items.length <= max)
        return items.join(', ');
    return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
const metricOf = (r, metric) => r.metrics.find((m) => m.metric === metric);
/** `scripted model`, or the model id (escaped) for a real one. */
function modelLabel(model, source, format = 'markdown') {
    if (source.kind === 'scripted')
        return 'scripted model';
    if (model === undefined)
        return 'default model';
    return format === 'markdown' ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(model) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(model);
}
/** `claude-code 2.1.332 / scripted model; codex 0.5.0 / scripted model` */
function backendsLine(backends, source, format = 'markdown') {
    const name = format === 'markdown' ? _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC : _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc;
    return backends.map((b) => `${name(b.name)} ${name(b.version ?? '?')} / ${modelLabel(b.model, source, format)}`).join('; ');
}
/** What the model source means, in one clause. */
function modelSourceClause(source) {
    return source.kind === 'scripted' ? "scripted model (caliper's deterministic stand-in: a smoke run of the harness, not a real model's numbers)" : `real model (endpoint ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(source.endpoint)})`;
}
const SCRIPTED_BANNER = "> **Scripted model: a smoke run.** These numbers come from caliper's deterministic scripted model, not from a real model; they show the harness works, not how an agent uses these skills.";
function isScripted(c) {
    return c.modelSource.kind === 'scripted';
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
            base: { startedAt: base.meta.startedAt, backends: base.meta.backends, ...(base.meta.spend && { spend: base.meta.spend }) },
            head: { startedAt: head.meta.startedAt, backends: head.meta.backends, ...(head.meta.spend && { spend: head.meta.spend }) },
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

/***/ 8191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ PRICE_TABLE),
/* harmony export */   x: () => (/* binding */ priceOf)
/* harmony export */ });
/**
 * US dollars per million tokens, input and output, for the models the measured CLIs use by default or
 * are commonly pointed at. Used only where a CLI reports no cost of its own (Claude Code, Hermes and
 * OpenCode do). Cache reads and writes are not priced apart: a CLI that counts cached input as input is
 * estimated high, never low. A model not listed has no price: its cost is unknown, never 0.
 */
const PRICE_TABLE = {
    source: 'simonw/llm-prices, data/{anthropic,openai,google}.json at 723ef0b',
    date: '2026-08-05',
    models: {
        // Anthropic
        'claude-opus-4': { input: 15, output: 75 },
        'claude-opus-4-1': { input: 15, output: 75 },
        'claude-opus-4-5': { input: 5, output: 25 },
        'claude-opus-4-6': { input: 5, output: 25 },
        'claude-opus-4-7': { input: 5, output: 25 },
        'claude-opus-4-8': { input: 5, output: 25 },
        'claude-sonnet-4': { input: 3, output: 15 },
        'claude-sonnet-4-5': { input: 3, output: 15 },
        'claude-sonnet-5': { input: 3, output: 15 },
        'claude-haiku-4-5': { input: 1, output: 5 },
        'claude-3-5-haiku': { input: 0.8, output: 4 },
        // OpenAI
        'gpt-5': { input: 1.25, output: 10 },
        'gpt-5-mini': { input: 0.25, output: 2 },
        'gpt-5-nano': { input: 0.05, output: 0.4 },
        'gpt-5-codex': { input: 1.25, output: 10 },
        'gpt-5.1': { input: 1.25, output: 10 },
        'gpt-5.1-codex': { input: 1.25, output: 10 },
        'gpt-5.1-codex-mini': { input: 0.25, output: 2 },
        'gpt-5.2': { input: 1.75, output: 14 },
        'gpt-5.4': { input: 2.5, output: 15 },
        'gpt-5.4-mini': { input: 0.75, output: 4.5 },
        'gpt-5.5': { input: 5, output: 30 },
        'gpt-4.1': { input: 2, output: 8 },
        'o3': { input: 10, output: 40 },
        'o4-mini': { input: 1.1, output: 4.4 },
        // Google
        'gemini-2.5-pro': { input: 1.25, output: 10 },
        'gemini-2.5-flash': { input: 0.3, output: 2.5 },
        'gemini-2.5-flash-lite': { input: 0.1, output: 0.4 },
        'gemini-3-pro-preview': { input: 2, output: 12 },
        'gemini-3-flash-preview': { input: 0.5, output: 3 },
        'gemini-3.5-flash': { input: 1.5, output: 9 },
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


/***/ }),

/***/ 3325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kk: () => (/* binding */ sumSpend),
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
    if (scripted)
        return { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: undefined };
    if (usage.costUsd !== undefined)
        return { ...usage, costSource: 'cli' };
    const price = (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .priceOf */ .x)(model);
    if (!price || usage.inputTokens + usage.outputTokens === 0)
        return usage;
    const costUsd = (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1e6;
    return { ...usage, costUsd, costSource: 'price-table' };
}
/** The run's spend over its own trials (a trial restored from the result cache cost this run nothing). */
function runSpend(records, scripted) {
    const mine = [...records].filter((r) => r.fromCache === undefined);
    const backends = [...new Set(mine.map((r) => r.backend))].sort();
    return {
        scripted,
        priceTable: `${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .d.source} (${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .d.date})`,
        ...total(mine, scripted),
        byBackend: backends.map((backend) => ({ backend, ...total(mine.filter((r) => r.backend === backend), scripted) })),
    };
}
function total(records, scripted) {
    const costs = records.map((r) => r.usage.costUsd).filter((c) => c !== undefined);
    const ran = records.filter((r) => r.usage.inputTokens + r.usage.outputTokens > 0 || r.usage.costUsd !== undefined);
    return {
        agentRuns: records.reduce((n, r) => n + Math.max(1, r.attempts ?? 1), 0),
        inputTokens: records.reduce((n, r) => n + r.usage.inputTokens, 0),
        outputTokens: records.reduce((n, r) => n + r.usage.outputTokens, 0),
        costUsd: scripted || costs.length === 0 ? undefined : costs.reduce((a, b) => a + b, 0),
        unpricedRuns: scripted ? 0 : ran.filter((r) => r.usage.costUsd === undefined).length,
    };
}
/** One line for a terminal or a log: `spent: 12 agent runs, 1.2M input + 40k output tokens, $3.41`. */
function spendLine(spend) {
    const tokens = `${compact(spend.inputTokens)} input + ${compact(spend.outputTokens)} output tokens`;
    if (spend.scripted)
        return `spent: ${spend.agentRuns} agent run(s), ${tokens}; scripted model: no cost`;
    const dollars = spend.costUsd === undefined ? 'cost unknown' : `$${spend.costUsd.toFixed(2)}`;
    const unpriced = spend.unpricedRuns > 0 && spend.costUsd !== undefined ? ` (+ ${spend.unpricedRuns} run(s) of unknown cost: no price for their model)` : '';
    return `spent: ${spend.agentRuns} agent run(s), ${tokens}, ${dollars}${unpriced}`;
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
        priceTable: all[0].priceTable,
        ...addTotals(all),
        byBackend: backends.map((backend) => ({ backend, ...addTotals(all.flatMap((s) => s.byBackend.filter((b) => b.backend === backend))) })),
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
