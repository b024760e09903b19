export const id = 729;
export const ids = [729];
export const modules = {

/***/ 9729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMPARE_USAGE: () => (/* binding */ COMPARE_USAGE),
  compareCommand: () => (/* binding */ compareCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/results/compare/compare.ts + 3 modules
var compare = __webpack_require__(7286);
// EXTERNAL MODULE: ./src/results/load.ts
var load = __webpack_require__(2400);
// EXTERNAL MODULE: ./src/results/notEvaluated.ts
var notEvaluated = __webpack_require__(638);
// EXTERNAL MODULE: ./src/report/liftText.ts
var liftText = __webpack_require__(6290);
// EXTERNAL MODULE: ./src/report/comparison/liftCell.ts
var liftCell = __webpack_require__(6586);
// EXTERNAL MODULE: ./src/results/spend/spend.ts
var spend_spend = __webpack_require__(3325);
// EXTERNAL MODULE: ./src/results/providerErrors.ts
var providerErrors = __webpack_require__(5522);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/comparison/cells.ts + 1 modules
var cells = __webpack_require__(1637);
// EXTERNAL MODULE: ./src/report/comparison/text.ts
var comparison_text = __webpack_require__(6459);
// EXTERNAL MODULE: ./src/report/efficiencyText.ts
var efficiencyText = __webpack_require__(502);
;// CONCATENATED MODULE: ./src/report/stickyComment.ts

/** The hidden marker of caliper's one comment per pull request. */
const COMMENT_MARKER = '<!-- caliper:pr-report -->';
/** GitHub rejects comment bodies over 65,536 characters; keep a margin. */
const COMMENT_LIMIT = 65_000;
/** The stages that own a section, in the order the comment shows them. */
const SECTION_IDS = (/* unused pure expression or super */ null && (['report', 'validate', 'owners']));
const MARKER = /<!-- caliper:section:([a-z]+)(?: status=([^ ]*) failed=([01]))? -->\n([\s\S]*?)\n<!-- \/caliper:section:\1 -->/g;
/**
 * The sections of a comment body caliper wrote. Section bodies never contain `<!--` (every body is
 * neutralised when written), so a marker copied into a skill name, a path or a message cannot open,
 * close or fake a section.
 */
function parseSections(body) {
    if (!body)
        return [];
    const out = [];
    for (const m of body.matchAll(MARKER)) {
        const id = m[1];
        if (!SECTION_IDS.includes(id) || out.some((s) => s.id === id))
            continue;
        out.push({ id, status: m[2] ? safeDecode(m[2]) : '', failed: m[3] === '1', body: m[4] });
    }
    return out;
}
/** The first line: the verdict over every stage that ran. */
function verdictLine(sections) {
    const report = sections.find((s) => s.id === 'report');
    const others = sections.filter((s) => s.id !== 'report' && s.status !== '');
    const lead = report?.status || (sections.some((s) => s.failed) ? '✗ failing' : '✓ passing');
    return `## caliper: ${[lead, ...others.map((s) => s.status)].join(' · ')}`;
}
/** The whole comment: marker, verdict line, then each stage's section (headings nested under the verdict). */
function renderComment(sections) {
    const ordered = SECTION_IDS.flatMap((id) => sections.filter((s) => s.id === id));
    const blocks = ordered.map((s) => {
        const status = `status=${encodeURIComponent(s.status)} failed=${s.failed ? 1 : 0}`;
        return `<!-- caliper:section:${s.id} ${status} -->\n${s.body}\n<!-- /caliper:section:${s.id} -->`;
    });
    return `${COMMENT_MARKER}\n${verdictLine(ordered)}\n\n${blocks.join('\n\n')}\n`;
}
/** Put `section` in place of its namesake in a comment body (or add it), keeping the others. */
function withSection(body, section) {
    const clean = { ...section, status: neutraliseComments(section.status), body: nest(neutraliseComments(section.body.trim())) };
    const others = parseSections(body).filter((s) => s.id !== section.id);
    return renderComment([...others, clean]);
}
/** Characters the rest of the comment takes (so a section knows its budget). */
function otherSectionsLength(body, section) {
    return withSection(body, { ...section, body: '' }).length;
}
/**
 * One comment per PR, updated in place: found by the hidden marker *and* by being the token's own
 * comment (a marker pasted by someone else is never touched), created only when there is none. Each
 * stage owns one section of it; updating one keeps the others and recomputes the verdict line.
 */
async function upsertSection(api, issue, section, render) {
    return upsertSections(api, issue, [{ ...section, render }]);
}
/** Several sections in one write (a report job carrying the gate job's sections), each within what the earlier ones left. */
async function upsertSections(api, issue, drafts) {
    const me = (await api.ownLogin()).toLowerCase();
    const existing = (await api.listComments(issue)).find((c) => c.author.toLowerCase() === me && c.body.includes(COMMENT_MARKER));
    let body = existing?.body;
    // The sections this write replaces take no room while each is sized: the previous push's long report
    // must not squeeze the validate section that is written with the new one.
    for (const { render: _unused, ...section } of drafts)
        body = withSection(body, { ...section, body: '' });
    for (const { render, ...section } of drafts) {
        // Nesting adds one `#` per heading; keep a margin for it.
        const budget = COMMENT_LIMIT - otherSectionsLength(body, section) - 200;
        body = withSection(body, { ...section, body: render(budget) });
    }
    if (body === undefined)
        throw new Error('upsertSections needs at least one section');
    if (existing)
        return { action: 'updated', url: (await api.updateComment(existing.id, body)).url };
    return { action: 'created', url: (await api.createComment(issue, body)).url };
}
/** A stage's `## heading` becomes `### heading` under the comment's verdict line. */
function nest(markdown) {
    return markdown.replace(/^(#{1,5}) /gm, '#$1 ');
}
function safeDecode(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./src/report/comparison/markdown.ts











/** A job summary may hold 1 MiB; more fails the upload. */
const SUMMARY_LIMIT = 1_000_000;
/** The verdict as the comment's verdict line states it: `▼ regressed`, `▼ regressed (scripted model)`. */
function comparisonStatus(c) {
    return `${(0,cells/* verdictLabel */.Id)({ verdict: c.verdict, moreTrials: null })}${(0,cells/* isScripted */.LQ)(c) ? ' (scripted model)' : ''}`;
}
/**
 * The PR report: verdict, per-backend tables, changed skills, regressions, how it was measured. It
 * always fits `limit`, built from whole lines (never cut inside markdown). What goes first when it does
 * not fit: per-case details, then rows that look unchanged, then the other unremarkable rows, then long
 * lists are summarised ("and 412 more"). The verdict, the regressed list and how it was measured stay.
 */
function comparisonMarkdown(c, ctx, limit = COMMENT_LIMIT) {
    const sequential = c.sequential;
    const head = [
        `## ${ctx.title ?? `caliper: ${comparisonStatus(c)}`}`,
        '',
        ...((0,cells/* isScripted */.LQ)(c) ? [cells/* SCRIPTED_BANNER */.SN, ''] : []),
        `${(0,comparison_text/* headline */.P)(c)}${ctx.baseSha ? `, against base ${(0,report_escape/* mdCode */.xs)(ctx.baseSha.slice(0, 12))}` : ''}.`,
        '',
    ];
    const changed = [...new Set(c.aggregates.flatMap((a) => (a.presence !== 'both' ? [a.skill] : a.changedSkills)))].sort();
    const regressions = c.aggregates.flatMap((a) => [
        ...a.metrics.filter((m) => m.verdict === 'regressed').map((m) => `- ${(0,report_escape/* mdCode */.xs)(a.skill)} × ${(0,report_escape/* mdText */.bC)(a.backend)}: ${m.metric} ${(0,cells/* metricCell */.nT)(m)} (${(0,cells/* metricDetail */.s1)(m)})`),
        ...(a.lift?.verdict === 'regressed' ? [`- ${(0,report_escape/* mdCode */.xs)(a.skill)} × ${(0,report_escape/* mdText */.bC)(a.backend)}: lift ${(0,liftCell/* liftCell */.ol)(a)} (${(0,liftCell/* liftDetail */.vB)(a)}): the skill helps the agent less than before`] : []),
    ]);
    const worseWith = c.aggregates.filter(liftCell/* headDoesWorse */._t).map((a) => `- ${(0,report_escape/* mdCode */.xs)(a.skill)} × ${(0,report_escape/* mdText */.bC)(a.backend)}: lift ${(0,liftText/* formatLift */.je)(a.lift.head)}`);
    const middle = (maxList, maxRegressed = Infinity) => [
        changed.length > 0 ? `**Skills changed:** ${(0,cells/* listed */.KE)(changed.map(report_escape/* mdCode */.xs), maxList)}` : '**Skills changed:** none',
        '',
        ...skippedLines(ctx.skippedAtHead ?? [], maxList),
        ...providerErrorLines(c),
        ...(worseWith.length > 0 ? ['**The agent does worse with these skills than with none:**', ...worseWith.slice(0, maxRegressed), ''] : []),
        ...(regressions.length > 0 ? ['**Regressed:**', ...regressions.slice(0, maxRegressed), ...more(regressions.length - maxRegressed), ''] : []),
        ...efficiencyLines(c, maxRegressed, more),
    ];
    const more = (left) => (left > 0 ? [`- and ${left} more${ctx.summaryUrl ? ` in the [job summary](${ctx.summaryUrl})` : ''}`] : []);
    const measured = [
        '<details><summary>How this was measured</summary>',
        '',
        `- era ${(0,report_escape/* mdCode */.xs)(c.era)}, discipline ${(0,report_escape/* mdCode */.xs)(c.discipline)}, ${(0,cells/* modelSourceClause */.U8)(c.modelSource)}; both sides measured the same way.`,
        `- base: ${(0,cells/* backendsLine */.Yy)(c.base.backends, c.modelSource)}`,
        `- head: ${(0,cells/* backendsLine */.Yy)(c.head.backends, c.modelSource)}`,
        `- verdicts: ${c.test}; errors are never in a rate.${sequential ? ' Trials: `auto` (each case stopped once a sequential test decided it).' : ''}`,
        ...(c.base.spend || c.head.spend ? [`- ${[c.base.spend && `base ${spendText(c.base.spend)}`, c.head.spend && `head ${spendText(c.head.spend)}`].filter(Boolean).join('; ')}`] : []),
        ...(ctx.headSha ? [`- head commit ${(0,report_escape/* mdCode */.xs)(ctx.headSha.slice(0, 12))}`] : []),
        '',
        '</details>',
        '',
    ];
    const footer = ctx.summaryUrl ? [`Full report: [job summary](${ctx.summaryUrl}).`] : [];
    const backends = [...new Set(c.aggregates.map((a) => a.backend))];
    const tableRow = (r) => {
        const quiet = (0,cells/* looksUnchanged */.E9)(r);
        const cell = (m) => (0,cells/* metricCell */.nT)((0,cells/* metricOf */.ak)(r, m), { sequential, quiet });
        const notes = [quiet ? (0,cells/* noChangeNote */.wK)(r) : '', (0,cells/* rowFlags */.eJ)(r)].filter(Boolean).join('; ');
        return `| ${(0,report_escape/* mdCode */.xs)(r.skill)} | ${cell('activation')} | ${cell('false-activation')} | ${cell('execution')} | ${lifted ? `${(0,liftCell/* liftCell */.ol)(r)} | ` : ''}${notes} |`;
    };
    // The lift column only when a side ran the baseline arm: without one, lift was not measured.
    const lifted = c.aggregates.some((a) => a.lift);
    const tables = (keep) => backends.flatMap((backend) => {
        const rows = c.aggregates.filter((a) => a.backend === backend);
        const shown = rows.filter(keep);
        const version = c.head.backends.find((b) => b.name === backend)?.version;
        const title = `### ${(0,report_escape/* mdText */.bC)(backend)}${version ? ` ${(0,report_escape/* mdText */.bC)(version)}` : ''}${(0,cells/* isScripted */.LQ)(c) ? ' (scripted model)' : ''}`;
        if (shown.length === 0)
            return [title, '', `${rows.length} row(s), none regressed, improved or changed; see the job summary.`, ''];
        return [
            title,
            '',
            `| skill | activation | false activation | execution |${lifted ? ' lift (with − without skill) |' : ''} notes |`,
            `|---|---|---|---|${lifted ? '---|' : ''}---|`,
            ...shown.map(tableRow),
            ...(shown.length < rows.length ? [`| … | ${rows.length - shown.length} more rows in the job summary | | |${lifted ? ' |' : ''} |`] : []),
            '',
        ];
    });
    const caseRow = (r) => {
        const quiet = (0,cells/* looksUnchanged */.E9)(r);
        const result = r.metrics.map((m) => `${m.metric}: ${(0,cells/* metricCell */.nT)(m, { sequential, quiet })}`).join('<br>');
        const notes = [quiet ? (0,cells/* noChangeNote */.wK)(r) : '', r.flaky ? 'flaky' : ''].filter(Boolean).join('; ');
        return `| ${(0,report_escape/* mdCode */.xs)(r.skill)} | ${(0,report_escape/* mdText */.bC)(r.backend)} | ${(0,report_escape/* mdCode */.xs)(r.caseId ?? '')} | ${result}${notes ? ` (${notes})` : ''} |`;
    };
    const caseDetails = [
        '<details><summary>Per case</summary>',
        '',
        '| skill | backend | case | result |',
        '|---|---|---|---|',
        ...c.cases.map(caseRow),
        '',
        '</details>',
        '',
    ];
    const all = () => true;
    const decided = (r) => r.verdict === 'regressed' || r.verdict === 'improved';
    const notQuiet = (r) => !((0,cells/* looksUnchanged */.E9)(r) || r.verdict === 'unchanged') || r.skillChanged || r.presence !== 'both';
    const remarkable = (r) => decided(r) || r.skillChanged || r.presence !== 'both';
    const attempts = [
        () => [...head, ...tables(all), ...middle(50), ...caseDetails, ...measured, ...footer],
        () => [...head, ...tables(all), ...middle(50), ...measured, ...footer],
        () => [...head, ...tables(notQuiet), ...middle(50), ...measured, ...footer],
        () => [...head, ...tables(remarkable), ...middle(50), ...measured, ...footer],
        () => [...head, ...tables(decided), ...middle(50), ...measured, ...footer],
        () => [...head, ...middle(50), ...measured, ...footer],
        ...[100, 30, 10].map((max) => () => [...head, ...middle(Math.min(max, 50), max), ...measured, ...footer]),
    ];
    let body = '';
    for (const attempt of attempts) {
        body = attempt().join('\n');
        if (body.length <= limit)
            return body;
    }
    // Only reachable with a limit far below a comment's: the verdict and where the rest is.
    return [...head, `The report is too large; see the ${ctx.summaryUrl ? `[job summary](${ctx.summaryUrl})` : 'job summary'}.`].join('\n');
}
/**
 * Per row, the changes in what a run uses that the rank test calls after the report's correction, one
 * line each: `- `pdf` × claude-code: tokens/run 1.2k → 3.6k ▲`. Figures it does not call are in report.html.
 */
function efficiencyLines(c, max, more) {
    const lines = c.aggregates.flatMap((a) => {
        const called = (0,efficiencyText/* calledChanges */.xk)(a.efficiency);
        return called.length > 0 ? [`- ${(0,report_escape/* mdCode */.xs)(a.skill)} × ${(0,report_escape/* mdText */.bC)(a.backend)}: ${called.map((x) => (0,report_escape/* mdText */.bC)((0,efficiencyText/* changeText */.k0)(x))).join('; ')}`] : [];
    });
    if (lines.length === 0)
        return [];
    const heading = `**What a run uses** (▲ more, ▼ less: a rank test by case and outcome, corrected over ${c.correction.efficiencyComparisons} figures):`;
    return [heading, ...lines.slice(0, max), ...more(lines.length - max), ''];
}
/** `**Provider errors:** head: 3 trials hit provider errors (429); …`, when a side's provider failed some attempts. */
function providerErrorLines(c) {
    const sides = [c.head.providerErrors && `head: ${(0,providerErrors/* providerErrorsText */.g1)(c.head.providerErrors)}`, c.base.providerErrors && `base: ${(0,providerErrors/* providerErrorsText */.g1)(c.base.providerErrors)}`].filter(Boolean);
    if (sides.length === 0)
        return [];
    return [`**Provider errors:** ${sides.join('; ')}. They were retried; a trial whose retries ran out is a harness error, in no rate.`, ''];
}
/** `**Not evaluated at the head** (not compared): `pdf` (validation errors)`, one line for all of them. */
function skippedLines(skipped, max) {
    if (skipped.length === 0)
        return [];
    // The reason's first clause ("2 errors in SKILL.md"), bounded: file names in it are the PR's, so escaped.
    const why = (reason) => (0,report_escape/* mdText */.bC)((0,notEvaluated/* reasonClause */.Ci)(reason));
    return [`**Not evaluated at the head** (not compared): ${(0,cells/* listed */.KE)(skipped.map((s) => `${(0,report_escape/* mdCode */.xs)(s.skill)} (${why(s.reason)})`), max)}`, ''];
}
/** A side's spend in the comment: its one line, escaped for markdown (it holds only numbers and words). */
function spendText(spend) {
    return (0,report_escape/* mdText */.bC)((0,spend_spend/* spendLine */.xU)(spend));
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/compareCommand.ts








const COMPARE_USAGE = `Usage: caliper compare BASE HEAD [--strict] [--format text|json|markdown]

Compares two caliper eval runs (results.json files or their folders), row by row (skill × backend ×
case) and per skill × backend, with a verdict per rate: improved, regressed, unchanged or
inconclusive. Refuses when the runs differ in era, discipline or model source (scripted vs real);
with --strict also when a row's backend version, model or model endpoint differs.

Exit codes: 0 compared, nothing regressed; 1 a rate regressed; 2 usage error or an invalid
results.json (one line naming the file and the JSON path); 3 refused to compare.
`;
function compareCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('compare', {
        args,
        allowPositionals: true,
        options: { strict: { type: 'boolean', default: false }, format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h', default: false } },
    });
    if (values.help) {
        io.stdout(COMPARE_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    if (positionals.length !== 2)
        throw new cli_io/* UsageError */.eb('compare takes two results: BASE and HEAD.');
    if (!['text', 'json', 'markdown'].includes(values.format))
        throw new cli_io/* UsageError */.eb('--format must be text, json or markdown.');
    let outcome;
    try {
        const [base, head] = positionals.map((p) => (0,load/* loadResults */.zV)(external_node_path_default().resolve(io.cwd, p)));
        outcome = (0,compare/* compareResults */.ex)(base, head, { strict: values.strict });
    }
    catch (error) {
        if (error instanceof load/* ResultsRefusal */.Di) {
            io.stderr(`caliper: refusing to compare: ${(0,report_escape/* logText */.kc)(error.message)}\n`);
            return cli_io/* EXIT */.dc.refused;
        }
        if (error instanceof load/* ResultsError */.N6)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
    if (outcome.kind === 'refused') {
        io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(outcome.reason)}\n`);
        return cli_io/* EXIT */.dc.refused;
    }
    const c = outcome.comparison;
    if (values.format === 'json')
        io.stdout(`${JSON.stringify(c, null, 2)}\n`);
    else if (values.format === 'markdown')
        io.stdout(`${comparisonMarkdown(c, { baseSha: undefined, headSha: undefined, summaryUrl: undefined })}\n`);
    else
        io.stdout((0,comparison_text/* comparisonText */.V)(c));
    return c.verdict === 'regressed' ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
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
    return change.tests ? `${rates} ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictLabel */ .Id)({ verdict: change.verdict, moreTrials: null, ...(change.notSignificantAfter && { notSignificantAfter: change.notSignificantAfter }) })}` : rates;
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
    const scripted = (0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .isScripted */ .LQ)(c) ? ' (scripted model: a smoke run, not a real model\'s numbers)' : '';
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
            lines.push(`    case ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(r.caseId ?? '')}: ${r.metrics.map((m) => `${m.metric} ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .metricCell */ .nT)(m, { ...options, quiet: caseQuiet })}`).join('; ')}${caseQuiet ? ` (${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .noChangeNote */ .wK)(r)})` : ''}`);
        }
    }
    lines.push('', `era ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(c.era)}, discipline ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(c.discipline)}, ${(0,_results_modelSource_js__WEBPACK_IMPORTED_MODULE_4__/* .modelSourceWords */ .q)(c.modelSource, _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)}; ${c.test}.`);
    lines.push(`base: ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .backendsLine */ .Yy)(c.base.backends, c.modelSource, 'text')}`, `head: ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .backendsLine */ .Yy)(c.head.backends, c.modelSource, 'text')}`);
    return `${lines.join('\n')}\n`;
}
function headline(c) {
    const count = (v) => c.aggregates.filter((a) => a.verdict === v).length;
    const total = c.aggregates.length;
    const parts = [`${count('regressed')} regressed`, `${count('improved')} improved`, `${count('unchanged')} unchanged`, `${count('inconclusive')} inconclusive`];
    return `${parts.join(', ')} of ${total} skill × backend row${total === 1 ? '' : 's'}`;
}


/***/ })

};
