export const id = 979;
export const ids = [979];
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
/* unused harmony exports shownRate, pct, modelLabel */
/* harmony import */ var _results_compare_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8912);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);


/** The rate a row is about: on a skill × backend row the mean of its cases' rates, on a case its own. */
const shownRate = (r) => (r.caseWeighted ? r.caseWeighted.rate : r.rate);
const pct = (r) => {
    const value = shownRate(r);
    return value === null ? '—' : `${Math.round(value * 100)}%`;
};
/** Both sides show the same rate (two case-weighted means of equal counts can differ in the last bit). */
const sameRate = (m) => {
    const b = shownRate(m.base);
    const h = shownRate(m.head);
    return b !== null && h !== null && Math.abs(b - h) < 1e-12;
};
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
    return r.metrics.length > 0 && r.metrics.every((m) => m.verdict === 'inconclusive' && m.base.trials > 0 && m.head.trials > 0 && sameRate(m));
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
    const still = m.verdict === 'inconclusive' && m.base.trials > 0 && m.head.trials > 0 && sameRate(m);
    return options.quiet || still ? rates : `${rates} ${verdictLabel(m, options)}`;
}
/**
 * `−40 pts [−70, −5], p = 0.012, 4/10 → 8/10`. A rate over several cases is their mean, not the pooled
 * trials: `…, mean of 2 cases, 3/6 → 8/11 trials`.
 */
function metricDetail(m) {
    const pts = (x) => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(x * 100))}`;
    const diff = m.difference ? `${pts(m.difference.value)} pts [${pts(m.difference.interval[0])}, ${pts(m.difference.interval[1])}]` : 'no difference measurable';
    const p = m.pValue !== null ? (m.pValue < 0.001 ? ', p < 0.001' : `, p = ${m.pValue.toFixed(3)}`) : '';
    const cases = Math.max(m.base.caseWeighted?.cases ?? 0, m.head.caseWeighted?.cases ?? 0);
    const counts = `${m.base.successes}/${m.base.trials} → ${m.head.successes}/${m.head.trials}`;
    return `${diff}${p}, ${cases > 1 ? `mean of ${caseCount(m)}, ${counts} trials` : counts}`;
}
/** `2 cases`, or `2 and 3 cases` when the sides differ. */
function caseCount(m) {
    const b = m.base.caseWeighted?.cases ?? 0;
    const h = m.head.caseWeighted?.cases ?? 0;
    return b === h ? `${b} cases` : `${b} and ${h} cases`;
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

/***/ 2089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QD: () => (/* binding */ aggregate),
/* harmony export */   SY: () => (/* binding */ withCaseWeighted),
/* harmony export */   TV: () => (/* binding */ caseRole),
/* harmony export */   h6: () => (/* binding */ rowRate),
/* harmony export */   rl: () => (/* binding */ caseCounts)
/* harmony export */ });
/* harmony import */ var _sequential_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1607);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5613);
/* harmony import */ var _util_groupBy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1730);



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
    const groups = (0,_util_groupBy_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$)(plans, (p) => `${p.skill}|${p.backend}`);
    const results = [];
    for (const group of groups.values()) {
        const first = group[0];
        const byCase = (0,_util_groupBy_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$)(group, (p) => p.evalCase.id);
        const cases = [];
        const tally = { activation: [0, 0], falseActivation: [0, 0], execution: [0, 0] };
        let errors = 0;
        let version;
        let model;
        for (const [id, casePlans] of byCase) {
            const role = caseRole(casePlans[0].evalCase, first.skill);
            const { done, cancelled } = countedTrials(casePlans, records, sequential);
            const ok = done.filter((r) => r.outcome !== 'error');
            const activations = ok.filter((r) => r.activations?.[first.skill] === 'activated').length;
            // Force-load puts the skill in front of the agent: its trials say nothing about choice.
            const measured = ok.filter((r) => r.activations?.[first.skill] !== 'not-measured').length;
            const passes = ok.filter((r) => r.outcome === 'pass').length;
            const checkLabels = new Map();
            for (const r of done) {
                for (const c of r.checks) {
                    const t = checkLabels.get(c.label) ?? { passes: 0, failures: 0, errors: 0 };
                    t[c.status === 'pass' ? 'passes' : c.status === 'fail' ? 'failures' : 'errors']++;
                    checkLabels.set(c.label, t);
                }
                version ??= r.backendVersion;
                model ??= r.model;
            }
            const costs = done.map((r) => r.usage.costUsd).filter((c) => c !== undefined);
            cases.push({
                id,
                role,
                trials: done.length,
                errors: done.length - ok.length,
                activations,
                passes,
                checks: [...checkLabels].map(([label, t]) => ({ label, ...t })),
                tokens: { input: sum(done.map((r) => r.usage.inputTokens)), output: sum(done.map((r) => r.usage.outputTokens)) },
                costUsd: costs.length > 0 ? sum(costs) : undefined,
                ...(sequential && { decision: (0,_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .sequentialDecision */ .MH)(passes, ok.length - passes, sequential.design), cancelled }),
            });
            errors += done.length - ok.length;
            if (role === 'should-activate')
                add(tally.activation, activations, measured);
            if (role === 'should-not-activate')
                add(tally.falseActivation, activations, measured);
            if (role !== 'should-not-activate')
                add(tally.execution, passes, ok.length);
        }
        const pooled = {
            activation: (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .rate */ .TS)(tally.activation[0], tally.activation[1]),
            falseActivation: (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .rate */ .TS)(tally.falseActivation[0], tally.falseActivation[1]),
            execution: (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .rate */ .TS)(tally.execution[0], tally.execution[1]),
        };
        const caseWeighted = (name) => withCaseWeighted(pooled[name], caseCounts({ cases, aggregate: pooled }, name));
        results.push({
            skill: first.skill,
            backend: first.backend,
            backendVersion: version,
            model,
            skillHashes: Object.fromEntries(first.installs.map((i) => [i.name, i.sha256])),
            specHash: first.spec.hash,
            cases,
            aggregate: { activation: caseWeighted('activation'), falseActivation: caseWeighted('falseActivation'), execution: caseWeighted('execution') },
            errors,
        });
    }
    return { meta, results, skipped: [...skipped] };
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
    return { ...pooled, caseWeighted: (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .caseWeightedRate */ .yR)(cases) };
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
    const stop = (0,_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .sequentialStop */ .Cz)(Array.from(byTrial), sequential.design);
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

/***/ 3521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ex: () => (/* binding */ compareResults),
/* harmony export */   iI: () => (/* binding */ measuredUnderDifferentFences)
/* harmony export */ });
/* unused harmony export overall */
/* harmony import */ var _aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2089);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5613);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5187);
/* harmony import */ var _multiplicity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8087);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8912);





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
            const what = context.backendVersion ? `backend version ${context.backendVersion.base} vs ${context.backendVersion.head}` : `model ${context.model.base} vs ${context.model.head}`;
            return { kind: 'refused', reason: `refusing to compare ${k} under --strict: ${what}.` };
        }
        aggregates.push(row(context, undefined, aggregateSides(b, h, sequential), [b, h].some((side) => side?.cases.some(mixedOutcomes))));
        const baseCases = new Map((b?.cases ?? []).map((c) => [c.id, c]));
        const headCases = new Map((h?.cases ?? []).map((c) => [c.id, c]));
        for (const id of [...new Set([...baseCases.keys(), ...headCases.keys()])].sort()) {
            const sides = caseSides(baseCases.get(id), headCases.get(id));
            const between = (r) => r.rate !== null && r.rate > 0 && r.rate < 1;
            cases.push(row(context, id, sides, Object.values(sides).some((m) => between(m.base) || between(m.head))));
        }
    }
    const corrected = { aggregates: correctFamily(aggregates), cases: correctFamily(cases) };
    return {
        kind: 'compared',
        comparison: {
            era: head.meta.era,
            discipline: head.meta.discipline,
            modelSource: head.meta.modelSource,
            sequential,
            test: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .testName */ .UU)(sequential),
            base: { startedAt: base.meta.startedAt, backends: base.meta.backends, ...(base.meta.spend && { spend: base.meta.spend }) },
            head: { startedAt: head.meta.startedAt, backends: head.meta.backends, ...(head.meta.spend && { spend: head.meta.spend }) },
            aggregates: corrected.aggregates.rows,
            cases: corrected.cases.rows,
            correction: { method: 'holm-tarone', alpha: _verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .SIGNIFICANCE */ .cT, comparisons: corrected.aggregates.comparisons, caseComparisons: corrected.cases.comparisons },
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
    if (base.era === _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ERA */ .l)
        return 'head';
    if (head.era === _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ERA */ .l)
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
function row(context, caseId, sides, mixed) {
    const metrics = [];
    for (const metric of ['activation', 'false-activation', 'execution']) {
        const side = sides[metric];
        if (!side || (side.base.trials === 0 && side.head.trials === 0))
            continue;
        metrics.push({ metric, base: side.base, head: side.head, ...(0,_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .uncorrectedVerdict */ .q5)(side.base, side.head, metric !== 'false-activation', _verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .SIGNIFICANCE */ .cT, side.cases) });
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
    if (c.role === 'should-not-activate')
        return mixed(c.activations);
    return mixed(c.passes) || (c.role === 'should-activate' && mixed(c.activations));
}
/**
 * Holds the chance of any false "regressed" (and, separately, any false "improved") among these rows'
 * rates at α: each rate's one-sided test enters one family per direction.
 */
function correctFamily(rows) {
    const tested = rows.flatMap((r) => r.metrics.filter((m) => m.tests !== null));
    const worse = (0,_multiplicity_js__WEBPACK_IMPORTED_MODULE_3__/* .holmTarone */ .oC)(tested.map((m) => m.tests.worse), _verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .SIGNIFICANCE */ .cT);
    const better = (0,_multiplicity_js__WEBPACK_IMPORTED_MODULE_3__/* .holmTarone */ .oC)(tested.map((m) => m.tests.better), _verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .SIGNIFICANCE */ .cT);
    const comparisons = tested.length;
    const significance = new Map(tested.map((m, i) => [m, { worse: worse.significant[i], better: better.significant[i] }]));
    const out = rows.map((r) => {
        const metrics = r.metrics.map((m) => {
            const s = significance.get(m);
            return s ? { ...m, ...(0,_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .correctedVerdict */ .$9)(m.base, m.head, m.metric !== 'false-activation', m, s, comparisons) } : m;
        });
        return { ...r, metrics, verdict: overall(metrics.map((m) => m.verdict)) };
    });
    return { rows: out, comparisons };
}
const RATE_NAMES = { activation: 'activation', 'false-activation': 'falseActivation', execution: 'execution' };
/**
 * A skill × backend row's rates, recomputed from its cases (as a results.json written before the
 * case-weighted rate was recorded holds them too): pooled counts, the case-weighted rate, and the cases
 * as strata, matched by id (a case one side lacks has no trials there).
 */
function aggregateSides(b, h, sequential) {
    const sides = {};
    for (const metric of ['activation', 'false-activation', 'execution']) {
        const counts = (r) => new Map(r ? (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .caseCounts */ .rl)(r, RATE_NAMES[metric]).map((c) => [c.id, c]) : []);
        const base = counts(b);
        const head = counts(h);
        const none = { successes: 0, trials: 0 };
        const ids = [...new Set([...base.keys(), ...head.keys()])].sort();
        const strata = ids.map((id) => ({ base: base.get(id) ?? none, head: head.get(id) ?? none }));
        sides[metric] = { base: pooled(strata.map((s) => s.base)), head: pooled(strata.map((s) => s.head)), cases: { strata, sequential } };
    }
    return sides;
}
function pooled(cases) {
    return (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .withCaseWeighted */ .SY)((0,_stats_js__WEBPACK_IMPORTED_MODULE_4__/* .rate */ .TS)(cases.reduce((a, c) => a + c.successes, 0), cases.reduce((a, c) => a + c.trials, 0)), cases);
}
function caseSides(b, h) {
    const one = (c) => {
        if (!c)
            return {};
        const measured = c.trials - c.errors;
        if (c.role === 'should-activate')
            return { activation: (0,_stats_js__WEBPACK_IMPORTED_MODULE_4__/* .rate */ .TS)(c.activations, measured), execution: (0,_stats_js__WEBPACK_IMPORTED_MODULE_4__/* .rate */ .TS)(c.passes, measured) };
        if (c.role === 'should-not-activate')
            return { 'false-activation': (0,_stats_js__WEBPACK_IMPORTED_MODULE_4__/* .rate */ .TS)(c.activations, measured) };
        return { execution: (0,_stats_js__WEBPACK_IMPORTED_MODULE_4__/* .rate */ .TS)(c.passes, measured) };
    };
    const base = one(b);
    const head = one(h);
    const sides = {};
    for (const metric of ['activation', 'false-activation', 'execution']) {
        if (base[metric] || head[metric])
            sides[metric] = { base: base[metric] ?? (0,_stats_js__WEBPACK_IMPORTED_MODULE_4__/* .rate */ .TS)(0, 0), head: head[metric] ?? (0,_stats_js__WEBPACK_IMPORTED_MODULE_4__/* .rate */ .TS)(0, 0) };
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

/***/ 8087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gz: () => (/* binding */ below),
/* harmony export */   oC: () => (/* binding */ holmTarone)
/* harmony export */ });
/* unused harmony export taroneCount */
/**
 * p < threshold, in exact arithmetic. An exact test's p-value is a sum of probabilities that rounds: the
 * table 3/3 → 0/3 has p = 1/20 exactly, computed as 0.04999999999999996, which `<` would call significant
 * at α = 0.05. A p-value within a relative 1e-9 of the threshold counts as equal to it, so not below.
 */
function below(pValue, threshold) {
    return pValue < threshold * (1 - 1e-9);
}
function holmTarone(tests, alpha) {
    const significant = tests.map(() => false);
    const order = tests.map((_, i) => i).sort((a, b) => tests[a].pValue - tests[b].pValue);
    const remaining = new Set(order);
    for (const i of order) {
        const threshold = alpha / taroneCount([...remaining].map((j) => tests[j].minAttainable), alpha);
        if (!below(tests[i].pValue, threshold))
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


/***/ }),

/***/ 8912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  os: () => (/* binding */ EQUIVALENCE_MARGIN),
  cT: () => (/* binding */ SIGNIFICANCE),
  $9: () => (/* binding */ correctedVerdict),
  UU: () => (/* binding */ testName),
  q5: () => (/* binding */ uncorrectedVerdict)
});

// UNUSED EXPORTS: caseWeightedDifference, newcombeDifference, verdictFor

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
/** Above this many possible values of the summed count, the exact distribution gives way to the normal one. */
const EXACT_SUPPORT = 5000;
/**
 * The exact conditional test of a 2×2 table per case (the exact form of the Cochran–Mantel–Haenszel
 * test): with each case's margins fixed, head's successes in a case are hypergeometric, independently
 * across cases, and the statistic is their sum. Under "no case changed" it is exact whatever each case's
 * trial count on each side, which is what `--trials auto` makes differ: a case that always passes adds
 * nothing (its margins leave one table), and no case is counted more than its own trials warrant.
 * With one informative case it is `fisherOneSided` itself. A case missing on a side, or all successes
 * or all failures on both sides together, has one possible table and drops out; with none left, both
 * p-values are 1. Far beyond real counts (more than 5000 possible sums) the p-value is the continuity
 * corrected normal approximation; the smallest attainable p-value (the product of every case's most
 * extreme table) is exact either way.
 */
function stratifiedOneSided(strata) {
    const informative = strata
        .map((s) => ({ xb: s.base.successes, nb: s.base.trials, xh: s.head.successes, nh: s.head.trials }))
        .filter((s) => s.nb > 0 && s.nh > 0 && s.xb + s.xh > 0 && s.xb + s.xh < s.nb + s.nh);
    if (informative.length === 0)
        return { headLower: { pValue: 1, minAttainable: 1 }, headHigher: { pValue: 1, minAttainable: 1 } };
    if (informative.length === 1) {
        const { xb, nb, xh, nh } = informative[0];
        const one = (tail) => ({ pValue: fisherOneSided(xb, nb, xh, nh, tail), minAttainable: fisherMinimum(xb, nb, xh, nh, tail) });
        return { headLower: one('head-lower'), headHigher: one('head-higher') };
    }
    const cases = informative.map(({ xb, nb, xh, nh }) => {
        const successes = xb + xh;
        const lo = Math.max(0, successes - nb);
        const hi = Math.min(nh, successes);
        const logP = (k) => logChoose(nh, k) + logChoose(nb, successes - k) - logChoose(nb + nh, successes);
        return { xh, nb, nh, successes, lo, hi, logP };
    });
    const minLower = Math.exp(cases.reduce((a, c) => a + c.logP(c.lo), 0));
    const minHigher = Math.exp(cases.reduce((a, c) => a + c.logP(c.hi), 0));
    const support = cases.reduce((a, c) => a + c.hi - c.lo, 0) + 1;
    if (support > EXACT_SUPPORT) {
        let observed = 0;
        let mean = 0;
        let variance = 0;
        for (const c of cases) {
            const total = c.nb + c.nh;
            observed += c.xh;
            mean += (c.nh * c.successes) / total;
            variance += (c.nh * c.nb * c.successes * (total - c.successes)) / (total * total * (total - 1));
        }
        const sd = Math.sqrt(variance);
        return {
            headLower: { pValue: Math.min(1, Math.max(minLower, (0,stats/* normalCdf */.vr)((observed - mean + 0.5) / sd))), minAttainable: minLower },
            headHigher: { pValue: Math.min(1, Math.max(minHigher, (0,stats/* normalCdf */.vr)(-(observed - mean - 0.5) / sd))), minAttainable: minHigher },
        };
    }
    // The distribution of the sum, offset by its smallest value, one case convolved at a time.
    let dist = [1];
    let observed = 0;
    for (const c of cases) {
        const pmf = Array.from({ length: c.hi - c.lo + 1 }, (_, i) => Math.exp(c.logP(c.lo + i)));
        const next = new Array(dist.length + pmf.length - 1).fill(0);
        for (let i = 0; i < dist.length; i++) {
            const d = dist[i];
            if (d === 0)
                continue;
            for (let j = 0; j < pmf.length; j++)
                next[i + j] += d * pmf[j];
        }
        dist = next;
        observed += c.xh - c.lo;
    }
    let lower = 0;
    for (let t = 0; t <= observed; t++)
        lower += dist[t];
    let higher = 0;
    for (let t = dist.length - 1; t >= observed; t--)
        higher += dist[t];
    return { headLower: { pValue: Math.min(1, lower), minAttainable: minLower }, headHigher: { pValue: Math.min(1, higher), minAttainable: minHigher } };
}
/**
 * For cases stopped by the sequential rule (`--trials auto`): each case's own one-sided Fisher test,
 * combined over the cases by Fisher's method, P(χ²(2m) ≥ −2 Σ ln p_k) over the m informative cases.
 *
 * Why not `stratifiedOneSided` there: a sequentially stopped case varies far more between runs than its
 * trial count says (at a pass rate of 0.8 it ends near 100 %, or early near 40 %), so the hypergeometric
 * model that a sum over cases relies on is wrong, and over several such cases the error adds up (measured:
 * 2–4× the nominal rate at p < 0.01; docs/compare.md). A single case's Fisher p-value stays at or under
 * its level under the rule (measured, at every pass rate and both sides auto or one fixed), and Fisher's
 * method is valid for any independent p-values that are: it only needs each case to be valid on its own.
 * Cases with one possible table drop out, as in the stratified test; with one case left it is that
 * case's Fisher test. The smallest attainable value combines each case's smallest.
 */
function combinedOneSided(strata) {
    const informative = strata.filter((s) => s.base.trials > 0 && s.head.trials > 0 && s.base.successes + s.head.successes > 0 && s.base.successes + s.head.successes < s.base.trials + s.head.trials);
    const tail = (direction) => {
        const p = informative.map((s) => fisherOneSided(s.base.successes, s.base.trials, s.head.successes, s.head.trials, direction));
        const min = informative.map((s) => fisherMinimum(s.base.successes, s.base.trials, s.head.successes, s.head.trials, direction));
        return p.length === 1 ? { pValue: p[0], minAttainable: min[0] } : { pValue: fisherCombination(p), minAttainable: fisherCombination(min) };
    };
    if (informative.length === 0)
        return { headLower: { pValue: 1, minAttainable: 1 }, headHigher: { pValue: 1, minAttainable: 1 } };
    return { headLower: tail('head-lower'), headHigher: tail('head-higher') };
}
/**
 * Fisher's method: P(χ²(2m) ≥ x) with x = −2 Σ ln p_k, which for even degrees of freedom is
 * e^(−x/2) Σ_{j<m} (x/2)^j / j!, summed in logarithms so that many cases neither overflow nor underflow.
 */
function fisherCombination(pValues) {
    const m = pValues.length;
    if (m === 0)
        return 1;
    const half = -pValues.reduce((a, p) => a + Math.log(Math.max(p, Number.MIN_VALUE)), 0);
    if (half === 0)
        return 1;
    const logTerms = Array.from({ length: m }, (_, j) => -half + j * Math.log(half) - logFactorial(j));
    const top = Math.max(...logTerms);
    return Math.min(1, Math.exp(top + Math.log(logTerms.reduce((a, t) => a + Math.exp(t - top), 0))));
}

// EXTERNAL MODULE: ./src/results/compare/multiplicity.ts
var multiplicity = __webpack_require__(8087);
;// CONCATENATED MODULE: ./src/results/compare/verdict.ts



/** The family-wise error rate of a report's regressed (and, separately, improved) verdicts. */
const SIGNIFICANCE = 0.05;
/** A change smaller than this (15 points) is "unchanged" once the interval of the difference is inside it. */
const EQUIVALENCE_MARGIN = 0.15;
/** How a report's verdicts were reached: the test per rate depends on whether either side ran `--trials auto`. */
function testName(sequential) {
    const test = sequential
        ? "one-sided test per rate combining its cases' Fisher exact tests by Fisher's method, as --trials auto stopped the cases"
        : 'one-sided exact test per rate, stratified by case';
    return `a skill's rate is the mean of its cases' rates; ${test} (Fisher's exact test for a rate of one case); regressed and improved hold at α = 0.05 family-wise over every rate of the report (Holm's step-down with Tarone's rule for discrete tests); unchanged when the 95% stratified Newcombe interval of the difference lies within ±15 points`;
}
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
/**
 * `verdictFor` without the search for `moreTrials`, which the correction redoes at its own threshold.
 * `cases`, for a skill × backend row, are its cases (aligned by case id; a case one side lacks has 0
 * trials there): the difference is then that of the case-weighted rates, and the test is by case, the
 * stratified exact test with fixed trials or, when either side's cases were stopped by the sequential
 * rule, the cases' own exact tests combined (see `combinedOneSided`). Without them, base and head are one table.
 */
function uncorrectedVerdict(base, head, higherIsBetter, alpha = SIGNIFICANCE, cases) {
    if (base.trials === 0 || head.trials === 0)
        return { verdict: 'inconclusive', difference: null, pValue: null, moreTrials: null, tests: null };
    const tests = cases ? byCaseTests(cases.strata, cases.sequential, higherIsBetter) : oneSidedTests(base, head, higherIsBetter);
    const difference = cases ? caseWeightedDifference(cases.strata) : newcombeDifference(base, head);
    return { ...decide(difference, tests, higherIsBetter, alpha), tests, moreTrials: null };
}
/** The verdict after the correction: `significant` says whether this rate's worse or better test survived it. */
function correctedVerdict(base, head, higherIsBetter, single, significant, comparisons, alpha = SIGNIFICANCE) {
    if (!single.tests || !single.difference)
        return single;
    const { notSignificantAfter: _, ...rest } = single;
    // A test over cases weighs them by their evidence, the rate weighs them equally: a rate is called
    // worse (better) only when it also moved that way. This only drops rejections, so the error holds.
    const direction = pointsWorse(single.difference.value, higherIsBetter);
    if (significant.worse && direction === 'worse')
        return { ...rest, verdict: 'regressed', pValue: single.tests.worse.pValue, moreTrials: null };
    if (significant.better && direction === 'better')
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
/** The by-case test's two tails, named for this rate's direction. */
function byCaseTests(strata, sequential, higherIsBetter) {
    const { headLower, headHigher } = sequential ? combinedOneSided(strata) : stratifiedOneSided(strata);
    return higherIsBetter ? { worse: headLower, better: headHigher } : { worse: headHigher, better: headLower };
}
function pointsWorse(difference, higherIsBetter) {
    if (difference === 0)
        return 'level';
    return difference < 0 === higherIsBetter ? 'worse' : 'better';
}
function decide(difference, tests, higherIsBetter, alpha) {
    const direction = pointsWorse(difference.value, higherIsBetter);
    if ((0,multiplicity/* below */.Gz)(tests.worse.pValue, alpha) && direction === 'worse')
        return { verdict: 'regressed', difference, pValue: tests.worse.pValue };
    if ((0,multiplicity/* below */.Gz)(tests.better.pValue, alpha) && direction === 'better')
        return { verdict: 'improved', difference, pValue: tests.better.pValue };
    const verdict = withinMargin(difference.interval) ? 'unchanged' : 'inconclusive';
    return { verdict, difference, pValue: Math.min(tests.worse.pValue, tests.better.pValue) };
}
const withinMargin = ([lo, hi]) => lo > -EQUIVALENCE_MARGIN && hi < EQUIVALENCE_MARGIN;
/** Newcombe's hybrid score interval for p_head − p_base, built from the two Wilson intervals. */
function newcombeDifference(base, head) {
    return hybrid(base.successes / base.trials, (0,stats/* wilsonInterval */.YV)(base.successes, base.trials), head.successes / head.trials, (0,stats/* wilsonInterval */.YV)(head.successes, head.trials));
}
/**
 * The difference of two case-weighted rates with the stratified Newcombe interval (Yan & Su 2010): the
 * same hybrid, from each side's stratified Wilson interval. With one case a side it is `newcombeDifference`.
 */
function caseWeightedDifference(strata) {
    const base = (0,stats/* caseWeightedRate */.yR)(strata.map((s) => s.base));
    const head = (0,stats/* caseWeightedRate */.yR)(strata.map((s) => s.head));
    return hybrid(base.rate, base.interval, head.rate, head.interval);
}
function hybrid(p1, [l1, u1], p2, [l2, u2]) {
    // Two case-weighted means of the same counts can differ in the last bit: that is no difference.
    const d = Math.abs(p2 - p1) < 1e-12 ? 0 : p2 - p1;
    return { value: d, interval: [d - Math.hypot(p2 - l2, u1 - p1), d + Math.hypot(u2 - p2, p1 - l1)] };
}
/** The rate a side's verdict is about: its case-weighted mean on a skill × backend row, else successes / trials. */
const rateOf = (s) => s.caseWeighted?.rate ?? s.successes / s.trials;
/**
 * More trials per side that would likely decide an inconclusive rate at `alpha`. A change of at least
 * the margin can only be decided as regressed or improved: the trials that detect it with 80 % power if
 * the observed rates are the true ones (a plug-in search would give about 50 %). A smaller change is
 * decided once its interval fits in the margin, or it reaches significance: the plug-in search.
 */
function moreTrials(base, head, higherIsBetter, alpha) {
    const p1 = rateOf(base);
    const p2 = rateOf(head);
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
    const p1 = rateOf(base);
    const p2 = rateOf(head);
    const start = Math.max(base.trials, head.trials);
    const decidedAt = (n) => {
        const b = { successes: Math.round(p1 * n), trials: n };
        const h = { successes: Math.round(p2 * n), trials: n };
        return decide(newcombeDifference(b, h), oneSidedTests(b, h, higherIsBetter), higherIsBetter, alpha).verdict !== 'inconclusive';
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

/***/ 8191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LU: () => (/* binding */ tokenCost),
/* harmony export */   dq: () => (/* binding */ PRICE_TABLE)
/* harmony export */ });
/* unused harmony export priceOf */
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
/** Dollars for these tokens at `model`'s price, or undefined when the table has no price for it. */
function tokenCost(model, inputTokens, outputTokens) {
    const price = priceOf(model);
    return price && (inputTokens * price.input + outputTokens * price.output) / 1e6;
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
    const costUsd = usage.inputTokens + usage.outputTokens === 0 ? undefined : (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenCost */ .LU)(model, usage.inputTokens, usage.outputTokens);
    return costUsd === undefined ? usage : { ...usage, costUsd, costSource: 'price-table' };
}
/** The run's spend over its own trials (a trial restored from the result cache cost this run nothing). */
function runSpend(records, scripted) {
    const mine = [...records].filter((r) => r.fromCache === undefined);
    const backends = [...new Set(mine.map((r) => r.backend))].sort();
    return {
        scripted,
        priceTable: `${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .dq.source} (${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .dq.date})`,
        ...total(mine, scripted),
        byBackend: backends.map((backend) => ({ backend, ...total(mine.filter((r) => r.backend === backend), scripted) })),
    };
}
function total(records, scripted) {
    return addTotals(records.map((r) => trialTotal(r, scripted)));
}
/** One trial's share: its launches (retries included), tokens, and its cost or, having run, an unknown one. */
function trialTotal(r, scripted) {
    const { inputTokens, outputTokens, costUsd } = r.usage;
    const ran = inputTokens + outputTokens > 0 || costUsd !== undefined;
    return {
        agentRuns: Math.max(1, r.attempts ?? 1),
        inputTokens,
        outputTokens,
        costUsd: scripted ? undefined : costUsd,
        unpricedRuns: !scripted && ran && costUsd === undefined ? 1 : 0,
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


/***/ })

};
