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
    const clean = {
        ...section,
        status: neutraliseComments(section.status),
        body: nest(neutraliseComments(section.body.trim())),
    };
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
/**
 * Several sections in one write (a report job carrying the gate job's sections), each within what the earlier ones
 * left.
 */
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
    const head = headLines(c, ctx);
    const middle = (maxList, maxRegressed = Infinity) => middleLines(c, ctx, maxList, maxRegressed);
    const measured = measuredLines(c, ctx);
    const footer = ctx.summaryUrl ? [`Full report: [job summary](${ctx.summaryUrl}).`] : [];
    const tables = (keep) => tableLines(c, keep);
    const all = () => true;
    const decided = (r) => r.verdict === 'regressed' || r.verdict === 'improved';
    const notQuiet = (r) => !((0,cells/* looksUnchanged */.E9)(r) || r.verdict === 'unchanged') || r.skillChanged || r.presence !== 'both';
    const remarkable = (r) => decided(r) || r.skillChanged || r.presence !== 'both';
    const attempts = [
        () => [...head, ...tables(all), ...middle(50), ...caseDetailLines(c), ...measured, ...footer],
        () => [...head, ...tables(all), ...middle(50), ...measured, ...footer],
        () => [...head, ...tables(notQuiet), ...middle(50), ...measured, ...footer],
        () => [...head, ...tables(remarkable), ...middle(50), ...measured, ...footer],
        () => [...head, ...tables(decided), ...middle(50), ...measured, ...footer],
        () => [...head, ...middle(50), ...measured, ...footer],
        ...[100, 30, 10].map((max) => () => [...head, ...middle(Math.min(max, 50), max), ...measured, ...footer]),
    ];
    for (const attempt of attempts) {
        const body = attempt().join('\n');
        if (body.length <= limit)
            return body;
    }
    // Only reachable with a limit far below a comment's: the verdict and where the rest is.
    return [
        ...head,
        `The report is too large; see the ${ctx.summaryUrl ? `[job summary](${ctx.summaryUrl})` : 'job summary'}.`,
    ].join('\n');
}
/** The title, the scripted model's banner and the headline. */
function headLines(c, ctx) {
    return [
        `## ${ctx.title ?? `caliper: ${comparisonStatus(c)}`}`,
        '',
        ...((0,cells/* isScripted */.LQ)(c) ? [cells/* SCRIPTED_BANNER */.SN, ''] : []),
        `${(0,comparison_text/* headline */.P)(c)}${ctx.baseSha ? `, against base ${(0,report_escape/* mdCode */.xs)(ctx.baseSha.slice(0, 12))}` : ''}.`,
        '',
    ];
}
/** Each regressed metric and lift, with what bisect found under it. */
function regressionLines(c, ctx) {
    return c.aggregates.flatMap((a) => [
        ...a.metrics
            .filter((m) => m.verdict === 'regressed')
            .flatMap((m) => [
            `- ${(0,report_escape/* mdCode */.xs)(a.skill)} × ${(0,report_escape/* mdText */.bC)(a.backend)}: ${m.metric} ${(0,cells/* metricCell */.nT)(m)} (${(0,cells/* metricDetail */.s1)(m)})`,
            ...(ctx.bisected ?? [])
                .filter((b) => b.skill === a.skill && b.backend === a.backend && b.metric === m.metric)
                .map((b) => `  - ${b.markdown}`),
        ]),
        ...(a.lift?.verdict === 'regressed'
            ? [
                `- ${(0,report_escape/* mdCode */.xs)(a.skill)} × ${(0,report_escape/* mdText */.bC)(a.backend)}: lift ${(0,liftCell/* liftCell */.ol)(a)} ` +
                    `(${(0,liftCell/* liftDetail */.vB)(a)}): the skill helps the agent less than before`,
            ]
            : []),
    ]);
}
/** Skills changed, skipped at head, provider errors, worse than no skill, regressed, efficiency: lists cut to fit. */
function middleLines(c, ctx, maxList, maxRegressed) {
    const changed = [
        ...new Set(c.aggregates.flatMap((a) => (a.presence !== 'both' ? [a.skill] : a.changedSkills))),
    ].sort();
    const regressions = regressionLines(c, ctx);
    const worseWith = c.aggregates
        .filter(liftCell/* headDoesWorse */._t)
        .map((a) => `- ${(0,report_escape/* mdCode */.xs)(a.skill)} × ${(0,report_escape/* mdText */.bC)(a.backend)}: lift ${(0,liftText/* formatLift */.je)(a.lift.head)}`);
    const more = (left) => left > 0 ? [`- and ${left} more${ctx.summaryUrl ? ` in the [job summary](${ctx.summaryUrl})` : ''}`] : [];
    return [
        changed.length > 0 ? `**Skills changed:** ${(0,cells/* listed */.KE)(changed.map(report_escape/* mdCode */.xs), maxList)}` : '**Skills changed:** none',
        '',
        ...skippedLines(ctx.skippedAtHead ?? [], maxList),
        ...providerErrorLines(c),
        ...(worseWith.length > 0
            ? ['**The agent does worse with these skills than with none:**', ...worseWith.slice(0, maxRegressed), '']
            : []),
        ...(regressions.length > 0
            ? ['**Regressed:**', ...regressions.slice(0, maxRegressed), ...more(regressions.length - maxRegressed), '']
            : []),
        ...efficiencyLines(c, maxRegressed, more),
    ];
}
/** How both sides were measured, folded away. */
function measuredLines(c, ctx) {
    return [
        '<details><summary>How this was measured</summary>',
        '',
        `- era ${(0,report_escape/* mdCode */.xs)(c.era)}, discipline ${(0,report_escape/* mdCode */.xs)(c.discipline)}, ` +
            `${(0,cells/* modelSourceClause */.U8)(c.modelSource)}; both sides measured the same way.`,
        `- base: ${(0,cells/* backendsLine */.Yy)(c.base.backends, c.modelSource)}`,
        `- head: ${(0,cells/* backendsLine */.Yy)(c.head.backends, c.modelSource)}`,
        `- verdicts: ${c.test}; errors are never in a ` +
            `rate.${c.sequential ? ' Trials: `auto` (each case stopped once a sequential test decided it).' : ''}`,
        ...(c.base.spend || c.head.spend ? [`- ${spendSides(c.base.spend, c.head.spend)}`] : []),
        ...(ctx.headSha ? [`- head commit ${(0,report_escape/* mdCode */.xs)(ctx.headSha.slice(0, 12))}`] : []),
        '',
        '</details>',
        '',
    ];
}
/** A table per backend of the rows `keep` shows, the others counted. */
function tableLines(c, keep) {
    // The lift column only when a side ran the baseline arm: without one, lift was not measured.
    const lifted = c.aggregates.some((a) => a.lift);
    const tableRow = (r) => {
        const quiet = (0,cells/* looksUnchanged */.E9)(r);
        const cell = (m) => (0,cells/* metricCell */.nT)((0,cells/* metricOf */.ak)(r, m), { sequential: c.sequential, quiet });
        const notes = [quiet ? (0,cells/* noChangeNote */.wK)(r) : '', (0,cells/* rowFlags */.eJ)(r)].filter(Boolean).join('; ');
        return (`| ${(0,report_escape/* mdCode */.xs)(r.skill)} | ${cell('activation')} | ` +
            `${cell('false-activation')} | ${cell('execution')} | ` +
            `${lifted ? `${(0,liftCell/* liftCell */.ol)(r)} | ` : ''}${notes} |`);
    };
    return [...new Set(c.aggregates.map((a) => a.backend))].flatMap((backend) => {
        const rows = c.aggregates.filter((a) => a.backend === backend);
        const shown = rows.filter(keep);
        const version = c.head.backends.find((b) => b.name === backend)?.version;
        const title = `### ` + `${(0,report_escape/* mdText */.bC)(backend)}${version ? ` ${(0,report_escape/* mdText */.bC)(version)}` : ''}${(0,cells/* isScripted */.LQ)(c) ? ' (scripted model)' : ''}`;
        if (shown.length === 0)
            return [title, '', `${rows.length} row(s), none regressed, improved or changed; see the job summary.`, ''];
        return [
            title,
            '',
            `| skill | activation | false activation | execution ` +
                `|${lifted ? ' lift (with − without skill) |' : ''} notes |`,
            `|---|---|---|---|${lifted ? '---|' : ''}---|`,
            ...shown.map(tableRow),
            ...(shown.length < rows.length
                ? [`| … | ${rows.length - shown.length} more rows in the job summary | | |${lifted ? ' |' : ''} |`]
                : []),
            '',
        ];
    });
}
/** Each case's result, folded away. */
function caseDetailLines(c) {
    const caseRow = (r) => {
        const quiet = (0,cells/* looksUnchanged */.E9)(r);
        const result = r.metrics
            .map((m) => `${m.metric}: ${(0,cells/* metricCell */.nT)(m, { sequential: c.sequential, quiet })}`)
            .join('<br>');
        const notes = [quiet ? (0,cells/* noChangeNote */.wK)(r) : '', r.flaky ? 'flaky' : ''].filter(Boolean).join('; ');
        return (`| ${(0,report_escape/* mdCode */.xs)(r.skill)} | ${(0,report_escape/* mdText */.bC)(r.backend)} | ` +
            `${(0,report_escape/* mdCode */.xs)(r.caseId ?? '')} | ${result}${notes ? ` (${notes})` : ''}${mcpCallsCell(r)} |`);
    };
    return [
        '<details><summary>Per case</summary>',
        '',
        '| skill | backend | case | result |',
        '|---|---|---|---|',
        ...c.cases.map(caseRow),
        '',
        '</details>',
        '',
    ];
}
/**
 * A case's MCP calls in its result cell, from caliper's record: `MCP: `orders/lookup_order` `{"id":"A1"}` ×3`.
 * The tool's name and the arguments are the agent's: each goes through mdCode, one code span, on one line.
 */
function mcpCallsCell(r) {
    if (!r.mcpCalls || r.mcpCalls.length === 0)
        return '';
    const calls = r.mcpCalls.map((c) => `${(0,report_escape/* mdCode */.xs)(c.call)} ${(0,report_escape/* mdCode */.xs)(c.arguments)} ×${c.trials}`);
    return `<br>MCP: ${calls.join(', ')}`;
}
/**
 * Per row, the changes in what a run uses that the rank test calls after the report's correction, one
 * line each: `- `pdf` × claude-code: tokens/run 1.2k → 3.6k ▲`. Figures it does not call are in report.html.
 */
function efficiencyLines(c, max, more) {
    const lines = c.aggregates.flatMap((a) => {
        const called = (0,efficiencyText/* calledChanges */.xk)(a.efficiency);
        return called.length > 0
            ? [`- ${(0,report_escape/* mdCode */.xs)(a.skill)} × ${(0,report_escape/* mdText */.bC)(a.backend)}: ${called.map((x) => (0,report_escape/* mdText */.bC)((0,efficiencyText/* changeText */.k0)(x))).join('; ')}`]
            : [];
    });
    if (lines.length === 0)
        return [];
    const heading = `**What a run uses** (▲ more, ▼ less: a rank test by case and outcome, ` +
        `corrected over ${c.correction.efficiencyComparisons} figures):`;
    return [heading, ...lines.slice(0, max), ...more(lines.length - max), ''];
}
/**
 * `**Provider errors:** head: 3 trials hit provider errors (429); …`, when a side's provider failed some attempts.
 */
function providerErrorLines(c) {
    const sides = [
        c.head.providerErrors && `head: ${(0,providerErrors/* providerErrorsText */.g1)(c.head.providerErrors)}`,
        c.base.providerErrors && `base: ${(0,providerErrors/* providerErrorsText */.g1)(c.base.providerErrors)}`,
    ].filter(Boolean);
    if (sides.length === 0)
        return [];
    return [
        `**Provider errors:** ${sides.join('; ')}. They were retried; a trial ` +
            `whose retries ran out is a harness error, in no rate.`,
        '',
    ];
}
/** `**Not evaluated at the head** (not compared): `pdf` (validation errors)`, one line for all of them. */
function skippedLines(skipped, max) {
    if (skipped.length === 0)
        return [];
    // The reason's first clause ("2 errors in SKILL.md"), bounded: file names in it are the PR's, so escaped.
    const why = (reason) => (0,report_escape/* mdText */.bC)((0,notEvaluated/* reasonClause */.Ci)(reason));
    return [
        `**Not evaluated at the head** (not compared): ${(0,cells/* listed */.KE)(skipped.map((s) => `${(0,report_escape/* mdCode */.xs)(s.skill)} (${why(s.reason)})`), max)}`,
        '',
    ];
}
/** What each side spent, `base …; head …`, for the sides that recorded it. */
function spendSides(base, head) {
    return [base && `base ${spendText(base)}`, head && `head ${spendText(head)}`].filter(Boolean).join('; ');
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
        options: {
            strict: { type: 'boolean', default: false },
            format: { type: 'string', default: 'text' },
            help: { type: 'boolean', short: 'h', default: false },
        },
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

/***/ 4238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K3: () => (/* binding */ MAX_OUTSIDE_CHOICES),
/* harmony export */   NX: () => (/* binding */ outsideCountsText),
/* harmony export */   eE: () => (/* binding */ outsideChoiceText),
/* harmony export */   qF: () => (/* binding */ chosenOutside)
/* harmony export */ });
/** At most this many choices outside the set are kept in a trial record. */
const MAX_OUTSIDE_CHOICES = 10;
/** A skill's name as a CLI gives it (a plugin's skill as `plugin:skill`); anything else is not recorded. */
const LISTED_NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
/**
 * The skills the agent chose and loaded that caliper did not install (a CLI's bundled skill, a project
 * skill a fixture brought): a choice, never "chose no skill". Sorted, bounded, names only of the form a
 * skill name has (the transcript is the agent's).
 */
function chosenOutside(activated, installed) {
    return [...activated]
        .filter((name) => !installed.includes(name) && LISTED_NAME.test(name))
        .sort()
        .slice(0, MAX_OUTSIDE_CHOICES);
}
/** How a reader is told: "chose plugin-authoring, not under test". */
function outsideChoiceText(names) {
    return `chose ${names.join(', ')}, not under test`;
}
/**
 * A row's count by name: "chose plugin-authoring (2 trials), doctor (1 trial), not under test", each name through
 * `name` (the medium's escaper).
 */
function outsideCountsText(counts, name, max = 3) {
    const names = Object.entries(counts).map(([n, k]) => `${name(n)} (${k} trial${k === 1 ? '' : 's'})`);
    const shown = names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
    return `chose ${shown}, not under test`;
}


/***/ }),

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

/***/ 8191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LU: () => (/* binding */ tokenCost),
/* harmony export */   dq: () => (/* binding */ PRICE_TABLE),
/* harmony export */   xx: () => (/* binding */ priceOf),
/* harmony export */   z3: () => (/* binding */ dollarsAt)
/* harmony export */ });
const LLM_PRICES = 'https://github.com/simonw/llm-prices/blob';
const ANTHROPIC = `${LLM_PRICES}/265965dee6cdbd7ba90ab11c260077dc0fcfa291/data/anthropic.json`;
const OPENAI = `${LLM_PRICES}/0838d1aca5cc5cb2b5f61cc551adb09e517a0da7/data/openai.json`;
const GOOGLE = `${LLM_PRICES}/014a62da459805dcea25aaa644cf7a90ec9e4000/data/google.json`;
const round = (x) => Math.round(x * 1e6) / 1e6;
/**
 * Anthropic: a cache read is what llm-prices lists; a 5-minute cache write is 1.25× input on every model
 * (platform.claude.com's model pages: Opus 5 $6.25 on $5, Opus 5.5 $5 on $4).
 */
const anthropic = (input, output, cacheRead, source = ANTHROPIC) => ({
    input,
    output,
    cacheRead,
    cacheWrite: round(input * 1.25),
    source,
});
/** OpenAI before GPT-6: cached input is read at a discount; writing it costs nothing extra. */
const openai = (input, output, cacheRead, source = OPENAI) => ({
    input,
    output,
    ...(cacheRead !== undefined && { cacheRead }),
    source,
});
/** Google's implicit caching: cached input at a discount, no write charge (storage is for explicit caches). */
const google = (input, output, cacheRead, source = GOOGLE) => ({
    input,
    output,
    ...(cacheRead !== undefined && { cacheRead }),
    source,
});
const PRICE_TABLE = {
    source: "simonw/llm-prices and the providers' model pages, one URL per entry",
    /** When every entry was last checked against its source. */
    date: '2026-12-02',
    models: {
        // Anthropic
        'claude-opus-4': anthropic(15, 75, 1.5),
        'claude-opus-4-1': anthropic(15, 75, 1.5),
        'claude-opus-4-5': anthropic(5, 25, 0.5),
        'claude-opus-4-6': anthropic(5, 25, 0.5),
        'claude-opus-4-7': anthropic(5, 25, 0.5),
        'claude-opus-4-8': anthropic(5, 25, 0.5),
        'claude-opus-5': anthropic(5, 25, 0.5, 'https://platform.claude.com/docs/en/models/opus-5/overview'),
        // Claude Code 2.1.332's default. Its cache read is 0.05× input, not the usual 0.1×.
        'claude-opus-5-5': anthropic(4, 20, 0.2, 'https://platform.claude.com/docs/zh-CN/models/opus-5-5/overview'),
        'claude-fable-5': anthropic(10, 50, 1),
        'claude-fable-5-1': anthropic(10, 50, 0.25),
        'claude-sonnet-4': anthropic(3, 15, 0.3),
        'claude-sonnet-4-5': anthropic(3, 15, 0.3),
        'claude-sonnet-4-6': { ...anthropic(3, 15, 0.3), unverified: 'not in llm-prices: priced as Sonnet 4.5' },
        'claude-sonnet-5': anthropic(2, 10, 0.2),
        'claude-sonnet-5-5': anthropic(2, 10, 0.2),
        'claude-haiku-4-5': anthropic(1, 5, 0.1),
        'claude-3-5-haiku': anthropic(0.8, 4, 0.08),
        // OpenAI
        'gpt-5': openai(1.25, 10, 0.125),
        'gpt-5-mini': openai(0.25, 2, 0.025),
        'gpt-5-nano': openai(0.05, 0.4, 0.005),
        'gpt-5-codex': { ...openai(1.25, 10, 0.125), unverified: 'priced as gpt-5 (llm-prices lists no gpt-5-codex)' },
        'gpt-5.1': openai(1.25, 10, 0.125),
        'gpt-5.1-codex': openai(1.25, 10, 0.125),
        'gpt-5.1-codex-mini': openai(0.25, 2, 0.025),
        'gpt-5.2': openai(1.75, 14, 0.175),
        // pi 0.73.1's default on OpenAI (its model-resolver.js).
        'gpt-5.4': openai(2.5, 15, 0.25),
        'gpt-5.4-mini': openai(0.75, 4.5, 0.075),
        'gpt-5.5': openai(5, 30, 0.5),
        // Codex 0.171.0's default. GPT-6 models charge a 30-minute cache write.
        'gpt-6.2-sol': {
            input: 2,
            output: 10,
            cacheRead: 0.1,
            cacheWrite: 2.5,
            source: 'https://developers.openai.com/api/docs/models/gpt-6.2-sol',
        },
        'gpt-4.1': openai(2, 8, 0.5),
        // OpenAI cut o3 by 80 % in June 2025 ($10/$40 before): calcis.dev/models/o3 (verified 2026-04-06),
        // codeswap.net/models/o3 (updated 2026-05-29), read 2026-12-02; llm-prices still lists $10/$40.
        o3: { ...openai(2, 8, 0.5), source: 'https://calcis.dev/models/o3' },
        'o4-mini': openai(1.1, 4.4, 0.275),
        // Google
        'gemini-2.5-pro': google(1.25, 10, 0.125),
        'gemini-2.5-flash': google(0.3, 2.5, 0.03),
        'gemini-2.5-flash-lite': google(0.1, 0.4, 0.01),
        'gemini-3-pro-preview': google(2, 12, undefined),
        'gemini-3-flash-preview': google(0.5, 3, undefined),
        // Gemini CLI 0.61.0's default (it routes with gemini-3.5-flash-lite).
        'gemini-3.1-pro-preview': {
            ...google(2, 12, 0.2, 'https://cloudprice.net/models/vertex_ai%2Fgemini-3.1-pro-preview'),
            unverified: "input and output as llm-prices lists them; the cache read from a third party's list, not Google's page",
        },
        'gemini-3.5-flash': google(1.5, 9, 0.15),
        'gemini-3.5-flash-lite': google(0.3, 2.5, 0.03),
        'gemini-3.6-flash': google(1.5, 7.5, 0.15),
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
    const plain = model
        .toLowerCase()
        .replace(/^.*\//, '')
        .replace(/\[[^\]]*\]$/, '')
        .replace(/-(?:\d{8}|latest)$/, '');
    const table = PRICE_TABLE.models;
    return table[plain] ?? table[plain.replace(/(\d)\.(\d)/g, '$1-$2')] ?? table[plain.replace(/(\d)-(\d)/g, '$1.$2')];
}
/** Dollars for these tokens at `price`: cache reads and writes at their own rates, the rest of the input as input. */
function dollarsAt(price, t) {
    const read = t.cacheRead ?? 0;
    const write = t.cacheWrite ?? 0;
    const plain = Math.max(0, t.input - read - write);
    const dollars = plain * price.input +
        read * (price.cacheRead ?? price.input) +
        write * (price.cacheWrite ?? price.input) +
        t.output * price.output;
    return dollars / 1e6;
}
/** Dollars for these tokens at `model`'s price, or undefined when the table has no price for it. */
function tokenCost(model, inputTokens, outputTokens, cache = {}) {
    const price = priceOf(model);
    return (price &&
        dollarsAt(price, {
            input: inputTokens,
            output: outputTokens,
            ...(cache.read !== undefined && { cacheRead: cache.read }),
            ...(cache.write !== undefined && { cacheWrite: cache.write }),
        }));
}


/***/ }),

/***/ 3325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kk: () => (/* binding */ sumSpend),
/* harmony export */   N3: () => (/* binding */ asReplayed),
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
    const turns = usage.turns === undefined ? {} : { turns: usage.turns };
    if (usage.replayed)
        return {
            inputTokens: usage.inputTokens,
            outputTokens: usage.outputTokens,
            costUsd: undefined,
            replayed: true,
            ...turns,
        };
    if (scripted)
        return { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: undefined, ...turns };
    if (usage.costUsd !== undefined)
        return { ...usage, costSource: 'cli' };
    const costUsd = usage.inputTokens + usage.outputTokens === 0
        ? undefined
        : (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenCost */ .LU)(model, usage.inputTokens, usage.outputTokens, {
            read: usage.cacheReadTokens,
            write: usage.cacheWriteTokens,
        });
    return costUsd === undefined ? usage : { ...usage, costUsd, costSource: 'price-table' };
}
/**
 * A trial as a replay ran it: its agent's and its judge's usage marked as the recorded run's, so that
 * it is priced at nothing, counts nothing against the budget, and its tokens still say what was used.
 */
function asReplayed(r) {
    // The model calls it made are the recorded run's too (pricedUsage keeps them for a replay).
    const replayed = (u) => ({
        inputTokens: u.inputTokens,
        outputTokens: u.outputTokens,
        costUsd: undefined,
        replayed: true,
        ...(u.turns !== undefined && { turns: u.turns }),
    });
    return {
        ...r,
        usage: replayed(r.usage),
        checks: (r.checks ?? []).map((k) => k.judge ? { ...k, judge: { ...k.judge, usage: replayed(k.judge.usage) } } : k),
    };
}
/** The run's spend over its own trials (a trial restored from the result cache, or replayed, cost this run nothing). */
function runSpend(records, scripted, replayed = false) {
    const mine = [...records].filter((r) => r.fromCache === undefined);
    const backends = [...new Set(mine.map((r) => r.backend))].sort();
    const baseline = mine.filter((r) => r.arm === 'baseline');
    return {
        scripted,
        ...(replayed && { replayed: true }),
        priceTable: `${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .dq.source} (${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .dq.date})`,
        ...total(mine, scripted),
        byBackend: backends.map((backend) => ({
            backend,
            ...total(mine.filter((r) => r.backend === backend), scripted),
        })),
        ...(baseline.length > 0 && { baseline: total(baseline, scripted) }),
    };
}
function total(records, scripted) {
    return addTotals(records.map((r) => trialTotal(r, scripted)));
}
/**
 * One trial's share: its launches (retries included), tokens, and its cost or, having run, an unknown one; a judge's
 * calls are the trial's.
 */
function trialTotal(r, scripted) {
    if (r.usage.replayed)
        return { agentRuns: Math.max(1, r.attempts ?? 1), inputTokens: 0, outputTokens: 0, costUsd: 0, unpricedRuns: 0 };
    const { inputTokens, outputTokens, costUsd } = r.usage;
    const ran = inputTokens + outputTokens > 0 || costUsd !== undefined;
    const judged = (r.checks ?? []).flatMap((k) => (k.judge ? [k.judge.usage] : []));
    const judgeTokens = (u) => u.inputTokens + u.outputTokens;
    const judgeCost = judged.reduce((sum, u) => sum + (u.costUsd ?? 0), 0);
    const unpricedJudge = judged.some((u) => judgeTokens(u) > 0 && u.costUsd === undefined);
    return {
        agentRuns: Math.max(1, r.attempts ?? 1),
        inputTokens: inputTokens + judged.reduce((sum, u) => sum + u.inputTokens, 0),
        outputTokens: outputTokens + judged.reduce((sum, u) => sum + u.outputTokens, 0),
        costUsd: scripted || costUsd === undefined ? undefined : costUsd + judgeCost,
        unpricedRuns: !scripted && ((ran && costUsd === undefined) || unpricedJudge) ? 1 : 0,
    };
}
/** One line for a terminal or a log: `spent: 12 agent runs, 1.2M input + 40k output tokens, $3.41`. */
function spendLine(spend) {
    const tokens = `${compact(spend.inputTokens)} input + ${compact(spend.outputTokens)} output tokens`;
    if (spend.replayed)
        return (`spent: nothing, $0.00 and 0 tokens: ${spend.agentRuns} agent run(s) ` +
            `replayed from a recording, no model was called (a trial's tokens are ` +
            `what the recorded run used)${baselineShare(spend)}`);
    if (spend.scripted)
        return `spent: ${spend.agentRuns} agent run(s), ${tokens}; scripted model: no cost${baselineShare(spend)}`;
    const dollars = spend.costUsd === undefined ? 'cost unknown' : `$${spend.costUsd.toFixed(2)}`;
    const unpriced = spend.unpricedRuns > 0 && spend.costUsd !== undefined
        ? ` (+ ${spend.unpricedRuns} run(s) of unknown cost: no price for their model)`
        : '';
    return `spent: ${spend.agentRuns} agent run(s), ${tokens}, ${dollars}${unpriced}${baselineShare(spend)}`;
}
/** `; 9 of the runs ($1.20) without the skill (baseline arm)`, when the run had one. */
function baselineShare(spend) {
    const b = spend.baseline;
    if (!b)
        return '';
    const dollars = spend.scripted || spend.replayed || b.costUsd === undefined ? '' : ` ($${b.costUsd.toFixed(2)})`;
    return `; ${b.agentRuns} of the runs${dollars} without the skill (baseline arm)`;
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
        ...(all.every((s) => s.replayed) && { replayed: true }),
        priceTable: all[0].priceTable,
        ...addTotals(all),
        byBackend: backends.map((backend) => ({
            backend,
            ...addTotals(all.flatMap((s) => s.byBackend.filter((b) => b.backend === backend))),
        })),
        ...(all.some((s) => s.baseline) && { baseline: addTotals(all.flatMap((s) => (s.baseline ? [s.baseline] : []))) }),
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
