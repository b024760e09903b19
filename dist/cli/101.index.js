export const id = 101;
export const ids = [101];
export const modules = {

/***/ 1637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SN: () => (/* binding */ SCRIPTED_BANNER),
  Yy: () => (/* binding */ backendsLine),
  LQ: () => (/* binding */ isScripted),
  KE: () => (/* binding */ listed),
  E9: () => (/* binding */ looksUnchanged),
  nT: () => (/* binding */ metricCell),
  s1: () => (/* binding */ metricDetail),
  ak: () => (/* binding */ metricOf),
  U8: () => (/* binding */ modelSourceClause),
  wK: () => (/* binding */ noChangeNote),
  eJ: () => (/* binding */ rowFlags),
  Id: () => (/* binding */ verdictLabel)
});

// UNUSED EXPORTS: modelLabel, pct, shownRate

// EXTERNAL MODULE: ./src/results/modelSource.ts
var modelSource = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/results/compare/verdict.ts
var verdict = __webpack_require__(9571);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/comparison/ruledOut.ts
/**
 * What an inconclusive rate's 95 % interval rules out, and what it does not: `rules out a drop of more
 * than 42 points, not a smaller one`. A drop is what matters (a rise, for false activation); an interval
 * that allows none says so. The bound is rounded up, so that a 42.2-point drop inside an interval that
 * ends at 42.4 is never said to be ruled out. Under `--trials auto` the interval ignores that the cases
 * stopped when a test decided them (measured: it misses the true drop about twice as often as 2.5 %), so
 * it is said to be approximate. Empty for a decided rate or one without a difference.
 */
function ruledOut(m, options = {}) {
    if (m.verdict !== 'inconclusive' || !m.difference)
        return '';
    const worse = m.metric === 'false-activation' ? 'rise' : 'drop';
    const [lo, hi] = m.difference.interval;
    const bound = (m.metric === 'false-activation' ? hi : -lo) * 100;
    const worst = Math.ceil(bound - 1e-9);
    const approximately = options.sequential ? 'approximately ' : '';
    return bound <= 0
        ? `${approximately}rules out any ${worse}`
        : `${approximately}rules out a ${worse} of more than ${worst} points, not a smaller one`;
}

// EXTERNAL MODULE: ./src/eval/discovery/outsideChoices.ts
var outsideChoices = __webpack_require__(4238);
// EXTERNAL MODULE: ./src/results/outOfTurns.ts
var outOfTurns = __webpack_require__(3471);
// EXTERNAL MODULE: ./src/results/discrimination.ts
var discrimination = __webpack_require__(537);
;// CONCATENATED MODULE: ./src/report/comparison/cells.ts







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
    const more = !m.moreTrials
        ? ''
        : options.sequential
            ? `fixed --trials ${m.moreTrials} would decide it`
            : `run ${m.moreTrials} more trials`;
    if (m.notSignificantAfter) {
        const { verdict, comparisons } = m.notSignificantAfter;
        return (`${UNCORRECTED[verdict]} ${verdict} (not significant after ` +
            `${comparisons} comparisons${more ? `; ${more}` : ''})`);
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
    return (r.metrics.length > 0 &&
        r.metrics.every((m) => m.verdict === 'inconclusive' && m.base.trials > 0 && m.head.trials > 0 && sameRate(m)));
}
/** `no change seen; 9 trials a side cannot rule out ±15 points` */
function noChangeNote(r) {
    const base = Math.min(...r.metrics.map((m) => m.base.trials));
    const head = Math.min(...r.metrics.map((m) => m.head.trials));
    const trials = base === head ? `${base} trials a side` : `${base} and ${head} trials`;
    return `no change seen; ${trials} cannot rule out ±${Math.round(verdict/* EQUIVALENCE_MARGIN */.os * 100)} points`;
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
    if (options.quiet || still)
        return rates;
    const ruled = ruledOut(m, options);
    return `${rates} ${verdictLabel(m, options)}${ruled ? `: ${ruled}` : ''}`;
}
/**
 * `−40 pts [−70, −5], p = 0.012, 4/10 → 8/10`. A rate over several cases is their mean, not the pooled
 * trials: `…, mean of 2 cases, 3/6 → 8/11 trials`.
 */
function metricDetail(m) {
    const pts = (x) => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(x * 100))}`;
    const diff = m.difference
        ? `${pts(m.difference.value)} pts [${pts(m.difference.interval[0])}, ${pts(m.difference.interval[1])}]`
        : 'no difference measurable';
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
    const name = format === 'markdown' ? report_escape/* mdText */.bC : report_escape/* logText */.kc;
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
    if (r.caseId === undefined && r.chosenOutside)
        flags.push((0,outsideChoices/* outsideCountsText */.NX)(r.chosenOutside, name));
    if (r.caseId === undefined && r.outOfTurns)
        flags.push((0,outOfTurns/* outOfTurnsText */.Z)(r.outOfTurns));
    if (r.caseId === undefined && r.sameInBothArms) {
        flags.push((0,discrimination/* sameInBothArmsText */.d)(r.sameInBothArms, format === 'markdown' ? report_escape/* mdCode */.xs : quoted, name));
    }
    if (r.backendVersion)
        flags.push(`${name(r.backend)} ${name(r.backendVersion.base ?? '?')} → ${name(r.backendVersion.head ?? '?')}`);
    if (r.model)
        flags.push(`model ${name(r.model.base ?? '?')} → ${name(r.model.head ?? '?')}`);
    return flags.join(', ');
}
/** A check's label in a terminal or log line. */
const quoted = (label) => `"${(0,report_escape/* logText */.kc)(label)}"`;
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
    return format === 'markdown' ? (0,report_escape/* mdCode */.xs)(model) : (0,report_escape/* logText */.kc)(model);
}
/** `claude-code 2.1.332 / scripted model; codex 0.5.0 / scripted model` */
function backendsLine(backends, source, format = 'markdown') {
    const name = format === 'markdown' ? report_escape/* mdText */.bC : report_escape/* logText */.kc;
    return backends
        .map((b) => `${name(b.name)} ${name(b.version ?? '?')} / ${modelLabel(b.model, source, format)}`)
        .join('; ');
}
/** What the model source means, in one clause. */
function modelSourceClause(source) {
    return source.kind === 'scripted'
        ? "scripted model (caliper's deterministic stand-in: a smoke run of the harness, not a real model's numbers)"
        : (0,modelSource/* modelSourceWords */.q)(source, report_escape/* mdText */.bC);
}
const SCRIPTED_BANNER = "> **Scripted model: a smoke run.** These numbers come from caliper's " +
    'deterministic scripted model, not from a real model; they show the ' +
    'harness works, not how an agent uses these skills.';
function isScripted(c) {
    return c.modelSource.kind === 'scripted';
}


/***/ }),

/***/ 502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ armText),
/* harmony export */   k0: () => (/* binding */ changeText),
/* harmony export */   xk: () => (/* binding */ calledChanges)
/* harmony export */ });
/* unused harmony exports figureText, figureLabel */
/* harmony import */ var _results_efficiency_figures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9847);

/** `1.2k`, `3.6M`, `840` tokens; `7.5` turns; `42 s`, `3.1 min`; `$0.021`. Numbers only: safe in any medium. */
function figureText(measure, value) {
    if (measure === 'tokens')
        return tokensText(value);
    if (measure === 'turns')
        return value >= 10 ? String(Math.round(value)) : value.toFixed(1);
    if (measure === 'wall time')
        return value >= 120_000
            ? `${(value / 60_000).toFixed(1)} min`
            : `${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)} s`;
    return `$${value >= 1 ? value.toFixed(2) : value.toPrecision(2)}`;
}
function tokensText(n) {
    if (n >= 1e6)
        return `${(n / 1e6).toFixed(1)}M`;
    if (n >= 1e3)
        return `${(n / 1e3).toFixed(n >= 1e4 ? 0 : 1)}k`;
    return String(Math.round(n));
}
/** `cost`, not `$`: GitHub reads `$…$` on one line as math. */
const SHORT = { tokens: 'tokens', turns: 'turns', 'wall time': 'wall time', cost: 'cost' };
/** `tokens/run`, `cost/passing run`. */
function figureLabel(measure, per) {
    return `${SHORT[measure]}/${per}`;
}
const CALLED = { more: '▲', less: '▼' };
/** `tokens/run 1.2k → 3.6k ▲`; without → with: `tokens/run without the skill 1.2k → with 3.6k ▲`. */
function changeText(c) {
    const mark = c.called ? ` ${CALLED[c.called]}` : '';
    const [from, to] = [figureText(c.measure, c.from), figureText(c.measure, c.to)];
    if (c.between === 'without → with')
        return `${figureLabel(c.measure, c.per)} without the skill ${from} → with ${to}${mark}`;
    return `${figureLabel(c.measure, c.per)} ${from} → ${to}${mark}`;
}
/**
 * The changes the report's correction called, in the order of MEASURES: what the PR comment shows. Not
 * wall time: it measures the runner and the provider's latency at the hour each side ran as much as the
 * skill (base results are often an earlier run's), so report.html shows it, called or not, and the
 * comment does not.
 */
function calledChanges(e) {
    return (e?.changes ?? []).filter((c) => c.called && c.measure !== 'wall time');
}
/** `tokens 3.6k/run, 3.1k/passing run · wall time 42 s/run, …`; an arm that recorded nothing: undefined. */
function armText(arm) {
    if (!arm)
        return undefined;
    const parts = _results_efficiency_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .MEASURES */ .sF.flatMap((m) => {
        const f = arm[m];
        if (!f)
            return [];
        const passing = f.perPassingRun === undefined ? 'none passed' : `${figureText(m, f.perPassingRun)}/passing run`;
        return [`${SHORT[m]} ${figureText(m, f.perRun)}/run, ${passing}`];
    });
    return parts.length > 0 ? parts.join(' · ') : undefined;
}


/***/ }),

/***/ 6290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iv: () => (/* binding */ liftCallout),
/* harmony export */   _9: () => (/* binding */ signedPoints),
/* harmony export */   je: () => (/* binding */ formatLift)
/* harmony export */ });
/* harmony import */ var _results_lift_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4973);

/** `+67`, `−12`, `±0`: a difference of rates in whole points, signed (a rounded 0 is `±0`, never `−0`). */
function signedPoints(x) {
    const p = Math.round(x * 100);
    return `${p > 0 ? '+' : p < 0 ? '−' : '±'}${Math.abs(p)}`;
}
/**
 * `+67 pts [+21, +100] · without 0%` (with − without and its 95 % interval), or `—` when no case ran in both arms.
 */
function formatLift(lift) {
    const without = lift.without.caseWeighted?.rate ?? lift.without.rate;
    if (!lift.difference || without === null)
        return 'not measured (no case has trials without harness errors in both arms)';
    const [lo, hi] = lift.difference.interval;
    return (`${signedPoints(lift.difference.value)} pts [${signedPoints(lo)}, ` +
        `${signedPoints(hi)}] · without ${Math.round(without * 100)}%`);
}
/** What a row's lift says in words, for a callout; undefined when there is nothing to call out. */
function liftCallout(row) {
    if (!row.lift)
        return undefined;
    const finding = (0,_results_lift_js__WEBPACK_IMPORTED_MODULE_0__/* .liftFinding */ .N_)(row.lift);
    if (finding === 'hurts')
        return 'the agent does worse with this skill than with none';
    if (finding === 'unclear' && row.lift.difference && row.lift.difference.interval[1] < 0.15)
        return 'no sign that this skill helps: the agent does about as well without it';
    return undefined;
}


/***/ }),

/***/ 5766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ formatRate),
/* harmony export */   r6: () => (/* binding */ resultsTable),
/* harmony export */   xs: () => (/* binding */ resultsFootnote)
/* harmony export */ });
/* harmony import */ var _results_modelSource_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6702);
/* harmony import */ var _results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7772);
/* harmony import */ var _results_unmeasuredRates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6828);
/* harmony import */ var _results_spend_spend_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3325);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4031);
/* harmony import */ var _liftText_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6290);
/* harmony import */ var _eval_discovery_outsideChoices_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4238);
/* harmony import */ var _results_outOfTurns_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3471);
/* harmony import */ var _results_discrimination_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(537);
/* harmony import */ var _results_skippedSkills_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1972);
/* harmony import */ var _results_notEvaluated_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(638);











/**
 * `7/10 70% [40–89]`, or `—` when nothing was measured. A rate of several cases shows the mean of their
 * rates, the one verdicts are about (`50% [24–76] mean of 2 cases, 8/11 trials`), not the pooled trials.
 */
function formatRate(r) {
    if (r.trials === 0 || r.rate === null || r.interval === null)
        return '—';
    const pct = (x) => `${Math.round(x * 100)}`;
    const cw = r.caseWeighted;
    if (cw && cw.cases > 1 && cw.rate !== null && cw.interval !== null)
        return (`${pct(cw.rate)}% [${pct(cw.interval[0])}–${pct(cw.interval[1])}] mean ` +
            `of ${cw.cases} cases, ${r.successes}/${r.trials} trials`);
    return `${r.successes}/${r.trials} ${pct(r.rate)}% [${pct(r.interval[0])}–${pct(r.interval[1])}]`;
}
/** The score table: one row per skill × backend. */
function resultsTable(results, style) {
    // The lift column only when the run had a baseline arm: a run without one did not measure it.
    const lifted = results.results.some((r) => r.lift);
    const header = [
        'skill',
        'backend',
        'activation',
        'false activation',
        'execution',
        ...(lifted ? ['lift (with − without skill)'] : []),
        'errors',
    ];
    // Force-load puts the body in the prompt: choice was not measured, and 100 % would be a lie.
    const activation = (rate) => (results.meta.discipline === 'force-load' ? 'not measured' : formatRate(rate));
    const name = style === 'markdown' ? _escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC : _escape_js__WEBPACK_IMPORTED_MODULE_3__/* .logText */ .kc;
    // On a terminal the footnote right below says it once; a table pasted into markdown must say it per row.
    const scripted = style === 'markdown' && results.meta.modelSource.kind === 'scripted' ? ' (scripted model)' : '';
    const rows = results.results.map((r) => {
        // "—" alone reads as "nothing to measure"; a rate whose every trial was an error says so (it fails the step).
        const unmeasured = new Map((0,_results_unmeasuredRates_js__WEBPACK_IMPORTED_MODULE_1__/* .unmeasuredRatesOf */ .iq)(r, results.meta.discipline).map((u) => [u.rate, u.errors]));
        const cell = (rate, shown) => (unmeasured.has(rate) ? erroredCell(unmeasured.get(rate)) : shown);
        return [
            name(r.skill),
            `${name(r.backend)}${r.backendVersion ? ` ${name(r.backendVersion)}` : ''}${scripted}`,
            cell('activation', activation((0,_results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .rowRate */ .h6)(r, 'activation'))),
            cell('falseActivation', activation((0,_results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .rowRate */ .h6)(r, 'falseActivation'))),
            cell('execution', formatRate((0,_results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .rowRate */ .h6)(r, 'execution'))),
            ...(lifted ? [r.lift ? (0,_liftText_js__WEBPACK_IMPORTED_MODULE_4__/* .formatLift */ .je)(r.lift) : 'not measured'] : []),
            String(r.errors),
        ];
    });
    // A skill that could not be evaluated is a row too: a table without it would read as nothing wrong.
    for (const s of (0,_results_skippedSkills_js__WEBPACK_IMPORTED_MODULE_5__/* .skippedSkills */ .Pv)(results))
        rows.push([name(s.skill), '—', name(`not evaluated: ${(0,_results_notEvaluated_js__WEBPACK_IMPORTED_MODULE_6__/* .reasonClause */ .Ci)(s.reason)}`), ...header.slice(3).map(() => '')]);
    const callouts = results.results.flatMap((r) => {
        const said = (0,_liftText_js__WEBPACK_IMPORTED_MODULE_4__/* .liftCallout */ .Iv)(r);
        return said ? [`${name(r.skill)} × ${name(r.backend)}: ${said}.`] : [];
    });
    // A choice outside the set under test is a choice, never "no skill": the head-only comment and the terminal say
    // whose.
    const outside = results.results.flatMap((r) => r.chosenOutside && Object.keys(r.chosenOutside).length > 0
        ? [`${name(r.skill)} × ${name(r.backend)}: the agent ${(0,_eval_discovery_outsideChoices_js__WEBPACK_IMPORTED_MODULE_7__/* .outsideCountsText */ .NX)(r.chosenOutside, name)}.`]
        : []);
    callouts.push(...outside);
    callouts.push(...results.results.flatMap((r) => r.outOfTurns ? [`${name(r.skill)} × ${name(r.backend)}: ${(0,_results_outOfTurns_js__WEBPACK_IMPORTED_MODULE_8__/* .outOfTurnsText */ .Z)(r.outOfTurns)}.`] : []));
    const code = style === 'markdown' ? _escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs : (label) => `"${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .logText */ .kc)(label)}"`;
    callouts.push(...results.results.flatMap((r) => {
        const same = (0,_results_discrimination_js__WEBPACK_IMPORTED_MODULE_9__/* .sameInBothArms */ .U)(r);
        return same.length > 0 ? [`${name(r.skill)} × ${name(r.backend)}: ${(0,_results_discrimination_js__WEBPACK_IMPORTED_MODULE_9__/* .sameInBothArmsText */ .d)(same, code, name)}.`] : [];
    }));
    if (style === 'markdown') {
        return ([
            `| ${header.join(' | ')} |`,
            `|${header.map(() => '---').join('|')}|`,
            ...rows.map((row) => `| ${row.join(' | ')} |`),
            ...(callouts.length > 0 ? ['', ...callouts.map((c) => `**${c}**`)] : []),
        ].join('\n') + '\n');
    }
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) => cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    return ([
        line(header),
        line(widths.map((w) => '-'.repeat(w))),
        ...rows.map(line),
        ...(callouts.length > 0 ? ['', ...callouts] : []),
    ].join('\n') + '\n');
}
/** A rate whose every trial was a harness error: "—", and why. */
const erroredCell = (errors) => errors === 1 ? '— (its one trial was an error)' : `— (all ${errors} trials were errors)`;
/**
 * How the table was measured, in one line, and what the run spent, escaped for its medium (markdown, or a terminal or
 * log).
 */
function resultsFootnote(results, style = 'markdown') {
    const esc = style === 'markdown' ? _escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC : _escape_js__WEBPACK_IMPORTED_MODULE_3__/* .logText */ .kc;
    const m = results.meta;
    const source = m.modelSource.kind === 'scripted' ? 'scripted' : 'real';
    const model = (b) => source === 'scripted' ? 'scripted model' : `model ${b.model === undefined ? 'default' : esc(b.model)}`;
    const backends = m.backends
        .map((b) => `${esc(b.name)} ${b.version === undefined ? '(unavailable)' : esc(b.version)} / ${model(b)}`)
        .join('; ');
    const said = (0,_results_skippedSkills_js__WEBPACK_IMPORTED_MODULE_5__/* .skippedText */ .Oe)(results);
    const skipped = said ? ` ${esc(said)}.` : '';
    const smoke = source === 'scripted' ? " Scripted model: a smoke run of the harness, not a real model's numbers." : '';
    const spent = m.spend ? `${esc((0,_results_spend_spend_js__WEBPACK_IMPORTED_MODULE_2__/* .spendLine */ .xU)(m.spend))}\n` : '';
    return (`era ${esc(m.era)}, discipline ${m.discipline}, ` +
        `${(0,_results_modelSource_js__WEBPACK_IMPORTED_MODULE_10__/* .modelSourceWords */ .q)(m.modelSource, esc)}; ${backends}. Rates: ` +
        `successes/trials, 95% Wilson interval; errors are not in any ` +
        `rate${firedThenFaulted(results)}.${skipped}${smoke}\n${style === 'markdown' && spent ? '\n' : ''}${spent}`);
}
/** The one exception to "errors are in no rate", said only when it happened (aggregate.ts `activationCounts`). */
function firedThenFaulted(results) {
    const n = results.results.reduce((sum, r) => sum + r.cases.reduce((m, c) => m + (c.role === 'should-not-activate' ? (c.activatedBeforeFault ?? 0) : 0), 0), 0);
    return n > 0
        ? `, but for ${n} on should-not-activate cases where the skill had fired first, each counted as a false activation`
        : '';
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ modelSourceWords)
/* harmony export */ });
/**
 * A run's model source in a few words, for every medium (`esc` is the medium's escaper, for the one
 * part that is not caliper's own text): `scripted model`, `real model (endpoint …)`, or a replay.
 */
function modelSourceWords(source, esc) {
    if (source.kind === 'scripted')
        return 'scripted model';
    if (source.kind === 'replay')
        return 'replayed model answers (recorded with --record, served offline)';
    return `real model (endpoint ${esc(source.endpoint)})`;
}


/***/ }),

/***/ 638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ reasonClause),
/* harmony export */   k5: () => (/* binding */ notEvaluatedFails),
/* harmony export */   od: () => (/* binding */ notEvaluatedText)
/* harmony export */ });
/** Whether skills left out this way fail the run: `validate.not-evaluated` (default error). */
const notEvaluatedFails = (config, skills) => skills.length > 0 && (config?.notEvaluated ?? 'error') === 'error';
/** The reason's first clause ("2 errors in SKILL.md"), bounded. */
const reasonClause = (reason) => {
    const first = reason.split('; ')[0];
    return first.length > 120 ? `${first.slice(0, 120)}…` : first;
};
/**
 * "not evaluated: a (2 errors in SKILL.md), b (…)" and what to do: fix them, or (when `fails`) say in the
 * configuration that such skills do not fail the run. Plain text: the caller escapes it for its medium.
 */
function notEvaluatedText(skills, fails) {
    const named = skills.slice(0, 10).map((s) => `${s.skill} (${reasonClause(s.reason)})`);
    const more = skills.length > 10 ? ` and ${skills.length - 10} more` : '';
    const then = fails
        ? 'Fix them (caliper validate lists the errors), or set ' +
            '`validate.not-evaluated: warning` in .github/caliper.yml to pass ' +
            'without them.'
        : 'Passing without them: `validate.not-evaluated` is warning.';
    return `not evaluated: ${named.join(', ')}${more}. ${then}`;
}


/***/ }),

/***/ 3471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ outOfTurnsText)
/* harmony export */ });
/**
 * A row's trials that the CLI stopped at the turn limit, as every reader is told: they are graded on
 * what the agent had done (its choice of skill is observable by then), not harness errors.
 */
function outOfTurnsText(trials) {
    return (`${trials} trial(s) ran out of turns, graded on what the agent had ` +
        `done (raise --max-turns if the task needs more)`);
}


/***/ }),

/***/ 6828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HY: () => (/* binding */ UNMEASURED_ADVICE),
/* harmony export */   Nx: () => (/* binding */ unmeasuredFaults),
/* harmony export */   iq: () => (/* binding */ unmeasuredRatesOf)
/* harmony export */ });
/* unused harmony exports RATE_WORDS, unmeasuredRates, unmeasuredText */
/* harmony import */ var _aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7772);
/* harmony import */ var _harnessFaults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2995);


const RATE_WORDS = {
    activation: 'activation',
    falseActivation: 'false activation',
    execution: 'execution',
};
const ROLES = {
    activation: (role) => role === 'should-activate',
    falseActivation: (role) => role === 'should-not-activate',
    execution: (role) => role !== 'should-not-activate',
};
/**
 * The row's rates whose trials were all harness errors (none under force-load for the choice rates, which it never
 * measures).
 */
function unmeasuredRatesOf(row, discipline) {
    const names = discipline === 'force-load' ? ['execution'] : ['activation', 'falseActivation', 'execution'];
    return names.flatMap((rate) => {
        const cases = row.cases.filter((c) => ROLES[rate](c.role));
        const errors = cases.reduce((n, c) => n + c.errors, 0);
        if (errors === 0 || (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .caseCounts */ .rl)(row, rate).length > 0)
            return [];
        return [{ skill: row.skill, backend: row.backend, rate, errors }];
    });
}
/**
 * Every such rate of a run. A backend that never ran is left out: `harnessFaults` names it, and
 * allow-errors accepts it as documented; its rows measured nothing a skill could have chosen to hide.
 */
function unmeasuredRates(results) {
    const unavailable = new Set((0,_harnessFaults_js__WEBPACK_IMPORTED_MODULE_1__/* .unavailableBackends */ .c)(results));
    return results.results
        .filter((r) => !unavailable.has(r.backend))
        .flatMap((r) => unmeasuredRatesOf(r, results.meta.discipline));
}
/** `greeter × claude-code: false activation not measured (its 3 trial(s) were all harness errors)`, plain text. */
function unmeasuredText(u, side) {
    return (`${u.skill} × ${u.backend}${side ? ` (${side})` : ''}: ` +
        `${RATE_WORDS[u.rate]} not measured (its ${u.errors} trial(s) were all ` +
        `harness errors)`);
}
/** The run's unmeasured rates as faults that allow-errors does not accept, one phrase each (empty: none). */
function unmeasuredFaults(results, side) {
    return unmeasuredRates(results).map((u) => unmeasuredText(u, side));
}
/** What the eval step says when it fails on them, whatever allow-errors says. */
const UNMEASURED_ADVICE = 'a rate whose every trial was a harness error measured nothing, so no ' +
    'gate can pass on it and allow-errors does not accept it; see the ' +
    "step's log for why those trials failed";


/***/ })

};
