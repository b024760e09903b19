export const id = 690;
export const ids = [690];
export const modules = {

/***/ 7286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ex: () => (/* binding */ compareResults),
  yb: () => (/* binding */ differentJudges),
  Ly: () => (/* binding */ installedSet),
  iI: () => (/* binding */ measuredUnderDifferentFences)
});

// UNUSED EXPORTS: overall

// EXTERNAL MODULE: ./src/results/aggregate.ts + 2 modules
var aggregate = __webpack_require__(7772);
// EXTERNAL MODULE: ./src/results/stats.ts
var stats = __webpack_require__(5613);
// EXTERNAL MODULE: ./src/results/types.ts
var types = __webpack_require__(5187);
// EXTERNAL MODULE: ./src/results/compare/multiplicity.ts
var multiplicity = __webpack_require__(8087);
// EXTERNAL MODULE: ./src/results/efficiency/figures.ts
var figures = __webpack_require__(9847);
;// CONCATENATED MODULE: ./src/results/efficiency/rankTest.ts

/**
 * Beyond this much work for one stratum's distribution or one step of the convolution, the normal
 * approximation (exact moments): by then each side has some 15 runs a stratum, where it is close.
 */
const EXACT_WORK = 250_000;
/** The test, or undefined when no stratum has values on both sides (nothing to compare). */
function stratifiedRankTest(strata) {
    const kept = strata.filter((s) => s.from.length > 0 && s.to.length > 0);
    if (kept.length === 0)
        return undefined;
    const used = inCommonUnits(kept.map(scored));
    const observed = used.reduce((a, s) => a + s.observed, 0);
    const exact = exactDistribution(used);
    if (exact)
        return tails(exact, observed);
    return normalTails(used, observed);
}
function scored(s) {
    const all = [...s.from.map((v) => ({ v, to: false })), ...s.to.map((v) => ({ v, to: true }))].sort((a, b) => a.v - b.v);
    const scores = new Array(all.length);
    for (let i = 0; i < all.length;) {
        let j = i;
        while (j + 1 < all.length && all[j + 1].v === all[i].v)
            j++;
        for (let k = i; k <= j; k++)
            scores[k] = i + 1 + (j + 1); // twice the mid-rank of positions i+1 … j+1
        i = j + 1;
    }
    const observed = all.reduce((a, x, i) => a + (x.to ? scores[i] : 0), 0);
    return { scores, m: s.to.length, observed };
}
/**
 * Without ties every doubled rank is even: in units of all strata's common divisor the distributions are half as long.
 */
function inCommonUnits(strata) {
    const unit = strata.flatMap((s) => s.scores).reduce(gcd);
    return strata.map((s) => ({ scores: s.scores.map((x) => x / unit), m: s.m, observed: s.observed / unit }));
}
function gcd(a, b) {
    return b === 0 ? a : gcd(b, a % b);
}
const cache = new Map();
/** The null distribution depends only on the strata's scores and sizes; without ties, on their sizes alone. */
function key(s) {
    const untied = s.scores.every((x, i) => x === i + 1);
    return untied ? `${s.m}/${s.scores.length}` : `${s.m}|${s.scores.join(',')}`;
}
function remembered(k, make) {
    const known = cache.get(k);
    if (known)
        return known;
    const d = make();
    if (!d)
        return undefined;
    if (cache.size > 10_000)
        cache.clear();
    cache.set(k, d);
    return d;
}
/** The exact distribution of the statistic, or undefined when computing it would take too long. */
function exactDistribution(strata) {
    return remembered(strata.map(key).join(' '), () => convolved(strata));
}
function convolved(strata) {
    let total = { min: 0, p: Float64Array.of(1) };
    for (const s of strata) {
        const maxSum = s.scores.reduce((a, b) => a + b, 0);
        if (s.scores.length * s.m * maxSum > EXACT_WORK)
            return undefined;
        const d = rankSums(s);
        if (total.p.length * d.p.length > EXACT_WORK)
            return undefined;
        total = convolve(total, d);
    }
    return total;
}
/**
 * The distribution of the sum of m of these scores, every subset of m equally likely (counted by dynamic programming).
 */
function rankSums(s) {
    return remembered(key(s), () => subsetSums(s));
}
function subsetSums(s) {
    const maxSum = s.scores.reduce((a, b) => a + b, 0);
    // ways[k][t]: subsets of k of the scores seen so far summing to t (floating: counts pass 2^53 at ~60 values).
    const ways = Array.from({ length: s.m + 1 }, () => new Float64Array(maxSum + 1));
    ways[0][0] = 1;
    for (const score of s.scores) {
        for (let k = s.m; k >= 1; k--) {
            const into = ways[k];
            const from = ways[k - 1];
            for (let t = maxSum; t >= score; t--)
                if (from[t - score] > 0)
                    into[t] += from[t - score];
        }
    }
    const counts = ways[s.m];
    let min = 0;
    while (counts[min] === 0)
        min++;
    let max = maxSum;
    while (counts[max] === 0)
        max--;
    const all = counts.slice(min, max + 1).reduce((a, b) => a + b, 0);
    return { min, p: counts.slice(min, max + 1).map((c) => c / all) };
}
function convolve(a, b) {
    const p = new Float64Array(a.p.length + b.p.length - 1);
    for (let i = 0; i < a.p.length; i++) {
        if (a.p[i] === 0)
            continue;
        const x = a.p[i];
        for (let j = 0; j < b.p.length; j++)
            p[i + j] += x * b.p[j];
    }
    return { min: a.min + b.min, p };
}
function tails(d, observed) {
    const at = observed - d.min;
    let upper = 0;
    let lower = 0;
    d.p.forEach((q, i) => {
        if (i >= at)
            upper += q;
        if (i <= at)
            lower += q;
    });
    const clamp = (x) => Math.min(1, x);
    return {
        more: { pValue: clamp(upper), minAttainable: d.p[d.p.length - 1] },
        less: { pValue: clamp(lower), minAttainable: d.p[0] },
    };
}
/**
 * With many trials: the rank sums' exact mean and variance under the null (ties included), summed over
 * strata, and a normal tail with a continuity correction of half a doubled rank.
 */
function normalTails(strata, observed) {
    let mean = 0;
    let variance = 0;
    let highest = 0;
    let lowest = 0;
    for (const s of strata) {
        const n = s.scores.length;
        const average = s.scores.reduce((a, b) => a + b, 0) / n;
        mean += s.m * average;
        variance += n > 1 ? ((s.m * (n - s.m)) / (n * (n - 1))) * s.scores.reduce((a, x) => a + (x - average) ** 2, 0) : 0;
        const sorted = [...s.scores].sort((a, b) => a - b);
        highest += sorted.slice(n - s.m).reduce((a, b) => a + b, 0);
        lowest += sorted.slice(0, s.m).reduce((a, b) => a + b, 0);
    }
    const sd = Math.sqrt(variance);
    const above = (t) => (sd === 0 ? 1 : 1 - (0,stats/* normalCdf */.vr)((t - mean - 0.5) / sd));
    const below = (t) => (sd === 0 ? 1 : (0,stats/* normalCdf */.vr)((t - mean + 0.5) / sd));
    return {
        more: { pValue: above(observed), minAttainable: above(highest) },
        less: { pValue: below(observed), minAttainable: below(lowest) },
    };
}

;// CONCATENATED MODULE: ./src/results/efficiency/compareEfficiency.ts



/**
 * A row's figures on each side and their changes, untested by the family yet; undefined when no side recorded usage.
 */
function rowEfficiency(b, h) {
    const arms = (r) => {
        if (!r || !r.cases.some((c) => c.runs))
            return undefined;
        const without = r.lift?.cases.some((c) => c.runs) ? (0,figures/* armFigures */.ap)(r.lift.cases) : undefined;
        return { with: (0,figures/* armFigures */.ap)(r.cases), ...(without && { without }) };
    };
    const base = arms(b);
    const head = arms(h);
    if (!base && !head)
        return undefined;
    const changes = [
        ...(b && h ? changesBetween('base → head', b.cases, h.cases, figures/* ownOutcome */.FO, figures/* ownOutcome */.FO) : []),
        ...(h?.lift ? changesBetween('without → with', h.lift.cases, h.cases, figures/* ownOutcome */.FO, figures/* taskOutcome */.q8) : []),
    ];
    return { ...(base && { base }), ...(head && { head }), changes };
}
function changesBetween(between, from, to, passedFrom, passedTo) {
    const ids = new Set(to.map((c) => c.id));
    const pairs = from.filter((c) => ids.has(c.id)).map((c) => ({ from: c, to: to.find((t) => t.id === c.id) }));
    const out = [];
    for (const measure of figures/* MEASURES */.sF) {
        const a = (0,figures/* figureOf */.Mn)(pairs.map((p) => p.from), measure, passedFrom);
        const b = (0,figures/* figureOf */.Mn)(pairs.map((p) => p.to), measure, passedTo);
        if (!a || !b)
            continue;
        const split = pairs.map((p) => ({
            from: byOutcome(p.from, measure, passedFrom),
            to: byOutcome(p.to, measure, passedTo),
        }));
        for (const per of ['run', 'passing run']) {
            const [x, y] = per === 'run' ? [a.perRun, b.perRun] : [a.perPassingRun, b.perPassingRun];
            if (x === undefined || y === undefined)
                continue;
            const tests = stratifiedRankTest(strata(split, per));
            out.push({ measure, per, between, from: x, to: y, ...(tests && { tests }) });
        }
    }
    return out;
}
function byOutcome(c, measure, passed) {
    return { passing: (0,figures/* valuesOf */.sm)(c, measure, passed), failing: (0,figures/* valuesOf */.sm)(c, measure, (r) => !passed(r)) };
}
/**
 * Runs are compared within their case and their outcome: `--trials auto` stops a case on its outcomes,
 * so which outcomes a side has depends on when it stopped, and only within an outcome are both sides'
 * runs draws from one distribution when nothing changed. Per passing run, only the passing stratum.
 */
function strata(split, per) {
    const outcomes = per === 'run' ? ['passing', 'failing'] : ['passing'];
    return split.flatMap((p) => outcomes.map((o) => ({ from: p.from[o], to: p.to[o] })));
}
/**
 * The report's correction over every efficiency figure it tested, in a family of their own (Holm–Tarone at
 * α, one family per direction, as the rates'): a change in what a run uses never gates, so it must not
 * cost the rates, which do, any of their power.
 */
function correctEfficiency(rows, alpha) {
    const tested = rows.flatMap((r) => r?.changes ?? []).filter((c) => c.tests);
    const more = (0,multiplicity/* holmTarone */.oC)(tested.map((c) => c.tests.more), alpha);
    const less = (0,multiplicity/* holmTarone */.oC)(tested.map((c) => c.tests.less), alpha);
    // A test within outcomes can disagree with a mean across them (a skill that now fails fast: each outcome's
    // runs take longer, the mean run less): only a change the figures show the same way is called.
    const called = new Map(tested.map((c, i) => [
        c,
        more.significant[i] && c.to > c.from
            ? 'more'
            : less.significant[i] && c.to < c.from
                ? 'less'
                : undefined,
    ]));
    const out = rows.map((r) => r && { ...r, changes: r.changes.map((c) => (called.get(c) ? { ...c, called: called.get(c) } : c)) });
    return { rows: out, comparisons: tested.length };
}

// EXTERNAL MODULE: ./src/results/lift.ts
var lift = __webpack_require__(4973);
// EXTERNAL MODULE: ./src/results/compare/verdict.ts
var verdict = __webpack_require__(9571);
;// CONCATENATED MODULE: ./src/results/compare/liftChange.ts



/** The normal quantile of a 95 % two-sided interval. */
const Z95 = 1.959963984540054;
/**
 * The change of two rows' lifts, (with − without) at head minus (with − without) at base: a difference
 * of differences of the four case-weighted rates. Its interval is the MOVER (Newcombe's hybrid) of the
 * two lifts' intervals, each itself the hybrid of its two arms' stratified Wilson intervals. Its test is
 * that interval inverted: the one-sided p-value is the level at which the interval's bound reaches zero
 * (`moverPValue`). So a change both arms share (each 30 points worse) is no lift change, whatever the
 * arm with the skill's own test says: that arm's drop is execution's finding, not the lift's.
 */
function liftChange(base, head) {
    const sides = { base: base?.lift, head: head?.lift };
    const b = base?.lift && (0,lift/* liftStrata */.BQ)(base.cases, base.lift.cases);
    const h = head?.lift && (0,lift/* liftStrata */.BQ)(head.cases, head.lift.cases);
    if (!b?.length || !h?.length)
        return { ...sides, verdict: 'inconclusive', difference: null, tests: null };
    const difference = changeAt(armsOf(b), armsOf(h), Z95);
    const tests = { worse: moverTest(b, h, 'lower'), better: moverTest(b, h, 'higher') };
    return { ...sides, verdict: withinMargin(difference.interval) ? 'unchanged' : 'inconclusive', difference, tests };
}
/** The verdict after the report's correction said whether the worse or the better test survived it. */
function correctedLiftChange(change, significant, comparisons, alpha) {
    if (!change.difference || !change.tests)
        return change;
    const { notSignificantAfter: _, ...rest } = change;
    const [lo, hi] = change.difference.interval;
    if (significant.worse && hi < 0)
        return { ...rest, verdict: 'regressed' };
    if (significant.better && lo > 0)
        return { ...rest, verdict: 'improved' };
    const alone = change.tests.worse.pValue < alpha && hi < 0
        ? 'regressed'
        : change.tests.better.pValue < alpha && lo > 0
            ? 'improved'
            : undefined;
    return {
        ...rest,
        verdict: withinMargin(change.difference.interval) ? 'unchanged' : 'inconclusive',
        ...(alone && { notSignificantAfter: { verdict: alone, comparisons } }),
    };
}
function armsOf(strata) {
    const arm = (cases) => {
        const { rate, effectiveTrials } = (0,stats/* caseWeightedRate */.yR)(cases);
        return { rate: rate, trials: effectiveTrials };
    };
    return { without: arm(strata.map((s) => s.base)), withSkill: arm(strata.map((s) => s.head)) };
}
/** A lift at normal quantile z: with − without, with the hybrid of the two arms' intervals. */
function liftAt(arms, z) {
    const { without, withSkill } = arms;
    return (0,verdict/* hybrid */.jW)(without.rate, armInterval(without, z), withSkill.rate, armInterval(withSkill, z));
}
/**
 * One arm's Clopper–Pearson interval at its effective trials (x = rate × n): exact for one case, conservative in
 * the tails. The plain Wilson interval, inverted at the levels the correction asks (z ≈ 3), let a change both arms
 * share through (30 % of 40-row reports at 3 trials).
 */
function armInterval({ rate: p, trials: n }, z) {
    return [p === 0 ? 0 : clopperPearson(p * n, n, z, 'lower'), p === 1 ? 1 : clopperPearson(p * n, n, z, 'upper')];
}
const bounds = new Map();
/** The one-sided Clopper–Pearson bound at normal quantile z: a beta quantile, by bisection (cached). */
function clopperPearson(x, n, z, side) {
    const key = `${x}|${n}|${z}|${side}`;
    const known = bounds.get(key);
    if (known !== undefined)
        return known;
    const tail = (0,stats/* normalCdf */.vr)(-z);
    // lower: the p with P(X ≥ x) = tail, the Beta(x, n − x + 1) quantile; upper: P(X ≤ x) = tail, Beta(x + 1, n −
    // x).
    const [a, b, q] = side === 'lower' ? [x, n - x + 1, tail] : [x + 1, n - x, 1 - tail];
    const logBeta = logGamma(a + b) - logGamma(a) - logGamma(b);
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 40; i++) {
        const mid = (lo + hi) / 2;
        if (incompleteBeta(mid, a, b, logBeta) < q)
            lo = mid;
        else
            hi = mid;
    }
    if (bounds.size > 100_000)
        bounds.clear();
    bounds.set(key, (lo + hi) / 2);
    return (lo + hi) / 2;
}
/**
 * The regularised incomplete beta function I_x(a, b) (Numerical Recipes' continued fraction); `logBeta` is
 * ln Γ(a + b) − ln Γ(a) − ln Γ(b), the same for every x a bisection tries.
 */
function incompleteBeta(x, a, b, logBeta) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const front = Math.exp(logBeta + a * Math.log(x) + b * Math.log(1 - x));
    return x < (a + 1) / (a + b + 2) ? (front * betaFraction(x, a, b)) / a : 1 - (front * betaFraction(1 - x, b, a)) / b;
}
function betaFraction(x, a, b) {
    const tiny = 1e-300;
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    d = 1 / (Math.abs(d) < tiny ? tiny : d);
    let h = d;
    for (let m = 1; m <= 200; m++) {
        for (const [num] of [
            [(m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m))],
            [(-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1))],
        ]) {
            d = 1 + num * d;
            d = 1 / (Math.abs(d) < tiny ? tiny : d);
            c = 1 + num / c;
            if (Math.abs(c) < tiny)
                c = tiny;
            h *= d * c;
        }
        if (Math.abs(d * c - 1) < 1e-12)
            break;
    }
    return h;
}
/** ln Γ(x), x > 0 (Lanczos). */
function logGamma(x) {
    const g = [
        // biome-ignore lint/correctness/noPrecisionLoss: the published Lanczos coefficients, digit for digit
        76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2,
        -0.5395239384953e-5,
    ];
    let y = x;
    const t = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
    let ser = 1.000000000190015;
    for (const c of g)
        ser += c / ++y;
    // biome-ignore lint/correctness/noPrecisionLoss: √(2π) as the published Lanczos form gives it
    return -t + Math.log((2.5066282746310005 * ser) / x);
}
/** head lift − base lift with its interval at normal quantile z. */
function changeAt(base, head, z) {
    const b = liftAt(base, z);
    const h = liftAt(head, z);
    return (0,verdict/* hybrid */.jW)(b.value, b.interval, h.value, h.interval);
}
/**
 * The one-sided p-value of "the lift went lower" (or higher): the MOVER interval inverted. Every bound of
 * it widens as z grows, so the z at which the upper bound (lower bound) touches 0 is found by bisection,
 * and p = 1 − Φ(z): the level of the one-sided interval that just excludes no change. A change that did
 * not move that way has p ≥ 1/2 (reported as 1, which only makes the test more careful). The interval
 * has no attainable minimum short of 0, so Tarone's rule counts it as it counts any test that can reach α.
 */
function moverTest(baseStrata, headStrata, tail) {
    const base = armsOf(baseStrata);
    const head = armsOf(headStrata);
    const excludes = (step) => {
        const [lo, hi] = changeAt(base, head, step * Z_STEP).interval;
        return (tail === 'lower' ? hi : -lo) < 0;
    };
    if (!excludes(1))
        return { pValue: 1, minAttainable: 0 };
    if (excludes(Z_STEPS))
        return { pValue: (0,stats/* normalCdf */.vr)(-Z_STEPS * Z_STEP), minAttainable: 0 };
    // The largest grid z whose interval still excludes no change: its level is a p-value no smaller than the exact one.
    let lo = 1;
    let hi = Z_STEPS;
    while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (excludes(mid))
            lo = mid;
        else
            hi = mid;
    }
    return { pValue: (0,stats/* normalCdf */.vr)(-lo * Z_STEP), minAttainable: 0 };
}
/** z is searched on a grid (so each arm's bounds are computed once per grid point and reused): 0.01 up to 8. */
const Z_STEP = 0.01;
const Z_STEPS = 800;
const withinMargin = ([lo, hi]) => lo > -verdict/* EQUIVALENCE_MARGIN */.os && hi < verdict/* EQUIVALENCE_MARGIN */.os;

// EXTERNAL MODULE: ./src/results/discrimination.ts
var discrimination = __webpack_require__(537);
;// CONCATENATED MODULE: ./src/results/compare/compare.ts








/**
 * How the agent was fenced in changes what a score means (an agent that can read the answer key or reach
 * the network is measured on something else): runs of different isolation levels or network allow-lists
 * are not compared. A results file from before isolation was recorded has none, and differs from any.
 */
function measuredUnderDifferentFences(base, head) {
    if (base.isolation !== head.isolation)
        return (`across isolation levels: base ran with ` +
            `"${base.isolation ?? 'unrecorded'}", head with ` +
            `"${head.isolation ?? 'unrecorded'}". Re-run both with the same ` +
            `--isolation.`);
    const allow = (m) => [...(m.network?.allow ?? [])].sort().join(', ');
    if (allow(base) !== allow(head))
        return (`across network allow-lists: base allowed [${allow(base)}], head ` +
            `allowed [${allow(head)}]. Re-run both against the same model endpoint.`);
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
    const sequential = stoppedByTheRule(base) || stoppedByTheRule(head);
    const baseRows = new Map(base.results.map((r) => [key(r), r]));
    const headRows = new Map(head.results.map((r) => [key(r), r]));
    const aggregates = [];
    const cases = [];
    for (const k of [...new Set([...baseRows.keys(), ...headRows.keys()])].sort()) {
        const b = baseRows.get(k);
        const h = headRows.get(k);
        const context = rowContext(b, h);
        if (options.strict && b && h && (context.backendVersion || context.model)) {
            const what = context.backendVersion
                ? `backend version ${context.backendVersion.base} vs ${context.backendVersion.head}`
                : `model ${context.model.base} vs ${context.model.head}`;
            return { kind: 'refused', reason: `refusing to compare ${k} under --strict: ${what}.` };
        }
        const aggregate = row(context, undefined, aggregateSides(b, h, sequential), [b, h].some((side) => side?.cases.some(mixedOutcomes)));
        const efficiency = rowEfficiency(b, h);
        const same = h ? (0,discrimination/* sameInBothArms */.U)(h) : [];
        const lift = (b?.lift || h?.lift) && { lift: liftChange(b, h) };
        const notMeasuring = same.length > 0 && { sameInBothArms: same };
        aggregates.push({ ...aggregate, ...lift, ...(efficiency && { efficiency }), ...notMeasuring });
        const baseCases = new Map((b?.cases ?? []).map((c) => [c.id, c]));
        const headCases = new Map((h?.cases ?? []).map((c) => [c.id, c]));
        for (const id of [...new Set([...baseCases.keys(), ...headCases.keys()])].sort()) {
            const sides = caseSides(baseCases.get(id), headCases.get(id));
            const between = (r) => r.rate !== null && r.rate > 0 && r.rate < 1;
            const calls = headCases.get(id)?.mcpCalls;
            cases.push({
                ...row(context, id, sides, Object.values(sides).some((m) => between(m.base) || between(m.head))),
                ...(calls && calls.length > 0 && { mcpCalls: calls }),
            });
        }
    }
    const corrected = { aggregates: correctFamily(aggregates), cases: correctFamily(cases) };
    const efficiency = correctEfficiency(corrected.aggregates.rows.map((r) => r.efficiency), verdict/* SIGNIFICANCE */.cT);
    const aggregateRows = corrected.aggregates.rows.map((r, i) => r.efficiency ? { ...r, efficiency: efficiency.rows[i] } : r);
    return {
        kind: 'compared',
        comparison: {
            era: head.meta.era,
            discipline: head.meta.discipline,
            modelSource: head.meta.modelSource,
            sequential,
            test: (0,verdict/* testName */.UU)(sequential),
            base: {
                startedAt: base.meta.startedAt,
                backends: base.meta.backends,
                ...(base.meta.spend && { spend: base.meta.spend }),
                ...(base.meta.providerErrors && { providerErrors: base.meta.providerErrors }),
            },
            head: {
                startedAt: head.meta.startedAt,
                backends: head.meta.backends,
                ...(head.meta.spend && { spend: head.meta.spend }),
                ...(head.meta.providerErrors && { providerErrors: head.meta.providerErrors }),
            },
            aggregates: aggregateRows,
            cases: corrected.cases.rows,
            correction: {
                method: 'holm-tarone',
                alpha: verdict/* SIGNIFICANCE */.cT,
                comparisons: corrected.aggregates.comparisons,
                caseComparisons: corrected.cases.comparisons,
                efficiencyComparisons: efficiency.comparisons,
            },
            verdict: overall(corrected.aggregates.rows.map((a) => a.verdict)),
        },
    };
}
/**
 * Whether a run's cases were stopped by the sequential rule (`--trials auto`): its meta says so, or a case
 * records the rule's decision (a merged run keeps its first shard's meta).
 */
function stoppedByTheRule(r) {
    return r.meta.sequential !== undefined || r.results.some((row) => row.cases.some((c) => c.decision !== undefined));
}
/**
 * Why two runs cannot be compared, if they cannot: a different era, discipline or model source (a
 * scripted smoke run is never set against a real model). The message names the side to re-run.
 */
/** Two runs whose judge checks were graded by different judges (provider, model or prompt template). */
function differentJudges(base, head) {
    if (!base || !head)
        return undefined;
    const who = (j) => `${j.provider} ${j.model} (prompt ${j.promptTemplate.slice(0, 12)})`;
    if (who(base) === who(head))
        return undefined;
    return (`refusing to compare runs judged by different judges: the base by ` +
        `${who(base)}, the head by ${who(head)}. A judge check's rate depends ` +
        `on who grades it; re-run one side with the other's judge.`);
}
function measuredDifferently(base, head, strict) {
    if (base.era !== head.era) {
        const older = olderEra(base, head);
        return (`refusing to compare across measurement eras: base era is ` +
            `"${base.era}", head era is "${head.era}". Re-run the ${older} (the ` +
            `older era) with this caliper version.`);
    }
    if (installedSet(base) !== installedSet(head)) {
        return (`refusing to compare runs that installed different skills alongside ` +
            `each spec's own: base ${installedSet(base)}, head ` +
            `${installedSet(head)}. Activation among competitors depends on who ` +
            `competes; re-run one side with the other's --alongside.`);
    }
    if (base.discipline !== head.discipline) {
        return (`refusing to compare across disciplines: base is "${base.discipline}", ` +
            `head is "${head.discipline}". Numbers of different disciplines ` +
            `measure different things; re-run one side with the other's discipline.`);
    }
    const judges = differentJudges(base.judge, head.judge);
    if (judges)
        return judges;
    const b = base.modelSource;
    const h = head.modelSource;
    if (b.kind !== h.kind && (b.kind === 'replay' || h.kind === 'replay')) {
        const replayed = b.kind === 'replay' ? 'base' : 'head';
        return (`refusing to compare a replayed run with a ` +
            `${replayed === 'base' ? h.kind : b.kind}-model run: the ${replayed}'s ` +
            `answers were recorded earlier and served back (--replay), the other ` +
            `side's came from its model as it ran. Compare a replay with another ` +
            `replay, or re-run the ${replayed} without --replay.`);
    }
    if (b.kind !== h.kind) {
        const scripted = b.kind === 'scripted' ? 'base' : 'head';
        return (`refusing to compare a scripted-model run with a real-model run: the ` +
            `${scripted} was measured against caliper's scripted model (a smoke ` +
            `run), the ${scripted === 'base' ? 'head' : 'base'} against a real ` +
            `model. Re-run the ${scripted} with a real model, or both with ` +
            `--scripted-model.`);
    }
    if (strict && b.kind === 'real' && h.kind === 'real' && b.endpoint !== h.endpoint) {
        return (`refusing to compare under --strict: the base reached its model at ` +
            `"${b.endpoint}", the head at "${h.endpoint}".`);
    }
    return undefined;
}
/** What a run installed next to each spec's own skills, as a refusal names it. */
function installedSet(meta) {
    if (meta.alongside === undefined)
        return 'nothing alongside';
    return meta.alongside === 'all' ? '--alongside all' : `--alongside ${meta.alongside.join(',')}`;
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
        ...(h?.chosenOutside && Object.keys(h.chosenOutside).length > 0 && { chosenOutside: h.chosenOutside }),
        ...(h?.outOfTurns && { outOfTurns: h.outOfTurns }),
    };
}
function row(context, caseId, sides, mixed) {
    const metrics = [];
    for (const metric of ['activation', 'false-activation', 'execution']) {
        const side = sides[metric];
        if (!side || (side.base.trials === 0 && side.head.trials === 0))
            continue;
        metrics.push({
            metric,
            base: side.base,
            head: side.head,
            ...(0,verdict/* uncorrectedVerdict */.q5)(side.base, side.head, metric !== 'false-activation', verdict/* SIGNIFICANCE */.cT, side.cases),
        });
    }
    return {
        ...context,
        caseId,
        flaky: context.changedSkills.length === 0 && mixed,
        metrics,
        verdict: overall(metrics.map((m) => m.verdict)),
    };
}
/** Whether a case's own outcomes differ between its trials, in any rate it measures. */
function mixedOutcomes(c) {
    const measured = c.trials - c.errors;
    const mixed = (n) => n > 0 && n < measured;
    if (c.role === 'should-not-activate') {
        const counted = (0,aggregate/* activationCounts */.nF)(c);
        return counted.successes > 0 && counted.successes < counted.trials;
    }
    return mixed(c.passes) || (c.role === 'should-activate' && mixed(c.activations));
}
/**
 * Holds the chance of any false "regressed" (and, separately, any false "improved") among these rows'
 * rates at α: each rate's one-sided test enters one family per direction.
 */
function correctFamily(rows) {
    // A row's lift change is one more rate of the family: its tests are corrected with all the others.
    const tested = rows
        .flatMap((r) => [...r.metrics, ...(r.lift ? [r.lift] : [])])
        .flatMap((m) => (m.tests ? [{ m, tests: m.tests }] : []));
    const worse = (0,multiplicity/* holmTarone */.oC)(tested.map((t) => t.tests.worse), verdict/* SIGNIFICANCE */.cT);
    const better = (0,multiplicity/* holmTarone */.oC)(tested.map((t) => t.tests.better), verdict/* SIGNIFICANCE */.cT);
    const comparisons = tested.length;
    const significance = new Map(tested.map((t, i) => [t.m, { worse: worse.significant[i], better: better.significant[i] }]));
    const out = rows.map((r) => {
        const metrics = r.metrics.map((m) => {
            const s = significance.get(m);
            return s ? { ...m, ...(0,verdict/* correctedVerdict */.$9)(m.base, m.head, m.metric !== 'false-activation', m, s, comparisons) } : m;
        });
        const s = r.lift && significance.get(r.lift);
        const lift = r.lift && s ? correctedLiftChange(r.lift, s, comparisons, verdict/* SIGNIFICANCE */.cT) : r.lift;
        return {
            ...r,
            metrics,
            ...(lift && { lift }),
            verdict: overall([...metrics.map((m) => m.verdict), ...(lift?.tests ? [lift.verdict] : [])]),
        };
    });
    return { rows: out, comparisons };
}
const RATE_NAMES = {
    activation: 'activation',
    'false-activation': 'falseActivation',
    execution: 'execution',
};
/**
 * A skill × backend row's rates, recomputed from its cases (as a results.json written before the
 * case-weighted rate was recorded holds them too): pooled counts, the case-weighted rate, and the cases
 * as strata, matched by id (a case one side lacks has no trials there).
 */
function aggregateSides(b, h, sequential) {
    const sides = {};
    for (const metric of ['activation', 'false-activation', 'execution']) {
        const counts = (r) => new Map(r ? (0,aggregate/* caseCounts */.rl)(r, RATE_NAMES[metric]).map((c) => [c.id, c]) : []);
        const base = counts(b);
        const head = counts(h);
        const none = { successes: 0, trials: 0 };
        const ids = [...new Set([...base.keys(), ...head.keys()])].sort();
        const strata = ids.map((id) => ({ base: base.get(id) ?? none, head: head.get(id) ?? none }));
        sides[metric] = {
            base: pooled(strata.map((s) => s.base)),
            head: pooled(strata.map((s) => s.head)),
            cases: { strata, sequential },
        };
    }
    return sides;
}
function pooled(cases) {
    return (0,aggregate/* withCaseWeighted */.SY)((0,stats/* rate */.TS)(cases.reduce((a, c) => a + c.successes, 0), cases.reduce((a, c) => a + c.trials, 0)), cases);
}
function caseSides(b, h) {
    const one = (c) => {
        if (!c)
            return {};
        const measured = c.trials - c.errors;
        if (c.role === 'should-activate')
            return { activation: (0,stats/* rate */.TS)(c.activations, measured), execution: (0,stats/* rate */.TS)(c.passes, measured) };
        if (c.role === 'should-not-activate') {
            const counted = (0,aggregate/* activationCounts */.nF)(c);
            return { 'false-activation': (0,stats/* rate */.TS)(counted.successes, counted.trials) };
        }
        return { execution: (0,stats/* rate */.TS)(c.passes, measured) };
    };
    const base = one(b);
    const head = one(h);
    const sides = {};
    for (const metric of ['activation', 'false-activation', 'execution']) {
        if (base[metric] || head[metric])
            sides[metric] = { base: base[metric] ?? (0,stats/* rate */.TS)(0, 0), head: head[metric] ?? (0,stats/* rate */.TS)(0, 0) };
    }
    return sides;
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

/***/ 537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ sameInBothArms),
/* harmony export */   d: () => (/* binding */ sameInBothArmsText)
/* harmony export */ });
/**
 * The checks of a row's baseline cases that pass in every graded trial with the skill and in every one
 * without it (or fail in all of both): on the trials run, they do not tell the two arms apart, so they
 * do not measure the skill. Only all-or-nothing counts (3 of 5 in both arms may be chance), and only
 * checks both arms graded; errors are in no rate.
 */
function sameInBothArms(result) {
    if (!result.lift)
        return [];
    const withSkill = new Map(result.cases.map((c) => [c.id, c]));
    return result.lift.cases.flatMap((without) => {
        const withCase = withSkill.get(without.id);
        return withCase ? sameChecks(withCase, without) : [];
    });
}
function sameChecks(withCase, without) {
    const skillArm = new Map(withCase.checks.map((c) => [c.label, c]));
    return without.checks.flatMap((b) => {
        const s = skillArm.get(b.label);
        if (!s)
            return [];
        const outcome = allOne(s) ?? undefined;
        return outcome !== undefined && outcome === allOne(b) ? [{ caseId: without.id, label: b.label, outcome }] : [];
    });
}
/** `passes` when every graded trial passed, `fails` when every one failed, else undefined (or none graded). */
function allOne(c) {
    if (c.passes + c.failures === 0)
        return undefined;
    if (c.failures === 0)
        return 'passes';
    return c.passes === 0 ? 'fails' : undefined;
}
/** How every reader is told: each check by `code` (its label), its case by `name`, in the medium's own escaping. */
function sameInBothArmsText(found, code, name, max = 3) {
    const how = (f) => f.outcome === 'passes' ? 'passes without the skill too' : 'fails with the skill too';
    const said = found.slice(0, max).map((f) => `${code(f.label)} (case ${name(f.caseId)}) ${how(f)}`);
    const more = found.length > max ? `, and ${found.length - max} more check(s)` : '';
    return `${said.join('; ')}${more}: ${found.length === 1 ? 'it does' : 'they do'} not measure the skill`;
}


/***/ }),

/***/ 9847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ ownOutcome),
/* harmony export */   Mn: () => (/* binding */ figureOf),
/* harmony export */   ap: () => (/* binding */ armFigures),
/* harmony export */   q8: () => (/* binding */ taskOutcome),
/* harmony export */   sF: () => (/* binding */ MEASURES),
/* harmony export */   sm: () => (/* binding */ valuesOf)
/* harmony export */ });
/**
 * What a run uses, four ways. Tokens are one figure, input (cache reads and writes included) plus output:
 * every figure tested shares the report's correction with the others, so four per row rather than six
 * keeps the power to see a change; dollars already weigh input, cache and output at their prices, and
 * each trial's own split stays in trials.jsonl and report.html.
 */
const MEASURES = ['tokens', 'turns', 'wall time', 'cost'];
const READ = {
    tokens: (r) => r.tokens,
    turns: (r) => r.turns,
    'wall time': (r) => r.durationMs,
    cost: (r) => r.costUsd,
};
const ownOutcome = (r) => r.passed;
const taskOutcome = (r) => r.task ?? r.passed;
function armFigures(cases, passed = ownOutcome) {
    const out = {};
    for (const measure of MEASURES) {
        const figure = figureOf(cases, measure, passed);
        if (figure)
            out[measure] = figure;
    }
    return out;
}
function figureOf(cases, measure, passed) {
    const perRun = meanOfCaseMeans(cases.map((c) => valuesOf(c, measure)));
    if (perRun === undefined)
        return undefined;
    return { perRun, perPassingRun: meanOfCaseMeans(cases.map((c) => valuesOf(c, measure, (r) => passed(r)))) };
}
/** A case's values of a measure, of the runs `keep` keeps (all by default). */
function valuesOf(c, measure, keep = () => true) {
    const out = [];
    for (const r of c.runs ?? []) {
        const v = READ[measure](r);
        if (v !== undefined && keep(r))
            out.push(v);
    }
    return out;
}
function meanOfCaseMeans(cases) {
    const means = cases.filter((v) => v.length > 0).map((v) => v.reduce((a, b) => a + b, 0) / v.length);
    return means.length === 0 ? undefined : means.reduce((a, b) => a + b, 0) / means.length;
}


/***/ }),

/***/ 2400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Di: () => (/* binding */ ResultsRefusal),
/* harmony export */   N6: () => (/* binding */ ResultsError),
/* harmony export */   zV: () => (/* binding */ loadResults)
/* harmony export */ });
/* unused harmony export MAX_RESULTS_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4205);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6303);




/** A results.json that cannot be used: not one, or one that breaks the schema. Exit 2. */
class ResultsError extends Error {
}
/**
 * A well-formed results.json written before caliper recorded how its model was reached (scripted or
 * real): its numbers cannot be matched with anything, so it is refused like a different era. Exit 3.
 */
class ResultsRefusal extends ResultsError {
}
/**
 * Far above any real run (a skill × backend row of 12 cases is about 5 KB, so 200 skills × 7 backends about 8 MB);
 * a larger file is refused unread.
 */
const MAX_RESULTS_BYTES = 64 * 1024 * 1024;
/**
 * Read a results.json, given the file or the folder holding it, and check it strictly: it may come from
 * an artifact made by a job that ran pull-request code. Anything that is not one is refused in one line
 * that names the file and the JSON path.
 */
function loadResults(where) {
    const file = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(where) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(where).isDirectory() ? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(where, 'results.json') : where;
    // It may be an artifact's file: read as a trial's files are (no link, no FIFO, bounded).
    const read = (0,_util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .readTrialFile */ .DV)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file), MAX_RESULTS_BYTES);
    if (read.kind === 'missing' || read.kind === 'dir')
        throw new ResultsError(`${file} does not exist. Pass a results.json written by caliper eval, or its folder.`);
    if (read.kind === 'refused')
        throw new ResultsError(`${file} was not read: ${read.reason}. Pass the results.json that caliper eval wrote, as a plain file.`);
    let value;
    try {
        value = JSON.parse(read.bytes.toString('utf8'));
    }
    catch (error) {
        throw new ResultsError(`${file} is not JSON: ${error.message}`);
    }
    const v = value;
    const missing = [
        typeof v?.meta?.era === 'string' ? undefined : 'meta.era',
        typeof v?.meta?.discipline === 'string' ? undefined : 'meta.discipline',
        Array.isArray(v?.results) ? undefined : 'results',
    ].filter((m) => m !== undefined);
    if (missing.length > 0)
        throw new ResultsError(`${file} is not a caliper results.json (missing ` +
            `${missing.join(', ')}). Results without an era cannot be compared.`);
    if (v?.meta?.modelSource === undefined) {
        throw new ResultsRefusal(`${file} does not record whether its numbers came from a real model or ` +
            `the scripted one (it predates meta.modelSource). Re-run that side ` +
            `with this caliper version.`);
    }
    try {
        return (0,_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .checkResults */ .ZB)(value);
    }
    catch (error) {
        if (error instanceof _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsSchemaError */ .eQ)
            throw new ResultsError(`${file}: ${error.message}. This is not a results.json caliper wrote; refusing it.`);
        throw error;
    }
}


/***/ }),

/***/ 5522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ providerErrorTotals),
/* harmony export */   Sb: () => (/* binding */ sumProviderErrors),
/* harmony export */   g1: () => (/* binding */ providerErrorsText),
/* harmony export */   kP: () => (/* binding */ providerErrorAttemptText)
/* harmony export */ });
function providerErrorTotals(records) {
    const hit = records.filter((r) => (r.providerErrors?.length ?? 0) > 0);
    if (hit.length === 0)
        return undefined;
    const statuses = new Set(hit.flatMap((r) => r.providerErrors.flatMap((e) => (e.status === undefined ? [] : [e.status]))));
    return { trials: hit.length, statuses: [...statuses].sort((a, b) => a - b) };
}
/** "3 trials hit provider errors (429, 529)". */
function providerErrorsText(t) {
    return (`${t.trials} trial${t.trials === 1 ? '' : 's'} hit provider ` +
        `errors${t.statuses.length > 0 ? ` (${t.statuses.join(', ')})` : ''}`);
}
/** The shards' totals as one run's (`caliper merge`): trials added, statuses joined. */
function sumProviderErrors(totals) {
    const present = totals.filter((t) => t !== undefined);
    if (present.length === 0)
        return undefined;
    return {
        trials: present.reduce((n, t) => n + t.trials, 0),
        statuses: [...new Set(present.flatMap((t) => t.statuses))].sort((a, b) => a - b),
    };
}
/** What the statuses a provider fails with mean, in the words a reader looks for. */
const STATUS_NAMES = {
    408: 'request timeout',
    409: 'conflict',
    425: 'too early',
    429: 'rate limited',
    500: 'server error',
    502: 'bad gateway',
    503: 'unavailable',
    504: 'gateway timeout',
    529: 'overloaded',
};
/** "attempt 1: 429 rate limited, retried after 1 s: <the CLI's words>". */
function providerErrorAttemptText(e) {
    const status = e.status === undefined
        ? 'no status named'
        : `${e.status}${STATUS_NAMES[e.status] ? ` ${STATUS_NAMES[e.status]}` : ''}`;
    const retried = e.retriedAfterMs === undefined ? '' : `, retried after ${formatSeconds(e.retriedAfterMs)}`;
    return `attempt ${e.attempt}: ${status}${retried}${e.message ? `: ${e.message}` : ''}`;
}
const formatSeconds = (ms) => `${Number((ms / 1000).toFixed(1))} s`;


/***/ })

};
