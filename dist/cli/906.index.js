export const id = 906;
export const ids = [906];
export const modules = {

/***/ 6720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ AGENT_FILE_LIMITS),
/* harmony export */   i: () => (/* binding */ keepAgentFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4205);



/** What a trial keeps of the files its agent wrote: enough to see why a check failed, never a disk's worth. */
const AGENT_FILE_LIMITS = { maxFiles: 20, maxFileBytes: 256 * 1024, maxTotalBytes: 1024 * 1024, maxEntries: 2000, maxDepth: 8, maxName: 256 };
/**
 * The files in the working folder after the agent finished (its `.git` and the fixtures it left as they
 * were aside), read
 * through trialFiles (no link followed, regular files only, bounded), redacted, and saved as
 * `<savedAs>/<n>.txt` under the run's folder; their names (the agent's) stay in the record only.
 * Binary files and files past the limits are listed, not kept.
 */
function keepAgentFiles(input) {
    const listed = (0,_util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .listTrialFiles */ .w_)(input.trialRoot, input.workRel, () => true, { maxEntries: AGENT_FILE_LIMITS.maxEntries, maxDepth: AGENT_FILE_LIMITS.maxDepth });
    const fixtures = new Map(input.fixtures.map((f) => [f.rel.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/'), f.source]));
    const read = (0,_util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .readEachOnce */ .bh)(input.trialRoot, new _util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .ByteBudget */ .Gz(AGENT_FILE_LIMITS.maxTotalBytes), AGENT_FILE_LIMITS.maxFileBytes);
    const kept = [];
    let more = 0;
    for (const rel of listed.files) {
        const name = rel.slice(input.workRel.length + 1);
        // The working folder is a git repository caliper made: its .git is caliper's, not the agent's work.
        if (name.startsWith('.git/'))
            continue;
        const file = read(rel);
        if (file.kind === 'file' && unchangedFixture(fixtures.get(name), file.bytes))
            continue;
        if (kept.length >= AGENT_FILE_LIMITS.maxFiles) {
            more++;
            continue;
        }
        const shown = name.length > AGENT_FILE_LIMITS.maxName ? `${name.slice(0, AGENT_FILE_LIMITS.maxName)}…` : name;
        kept.push(keep(shown, file, kept.length + 1, input));
    }
    return { kept, more: more + (listed.cut ? 1 : 0), ...(listed.cut && { cut: true }) };
}
function keep(name, file, n, input) {
    if (file.kind === 'again')
        return { path: name, note: 'the same file as one kept above (a hard link)' };
    if (file.kind === 'over-budget')
        return { path: name, note: `not kept: the trial keeps at most ${AGENT_FILE_LIMITS.maxTotalBytes} bytes of files` };
    if (file.kind === 'refused')
        return { path: name, note: `not kept: ${file.reason.replace(/^work\//, '')}` };
    if (file.kind !== 'file')
        return { path: name, note: 'not kept: gone before caliper read it' };
    if (file.bytes.includes(0))
        return { path: name, bytes: file.size, note: 'not kept: a binary file' };
    const saved = `${input.savedAs}/${n}.txt`;
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(input.outDir, saved);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(abs, input.redactor.text(file.bytes.toString('utf8')));
    return { path: name, bytes: file.size, saved };
}
/** A fixture the agent did not change is caliper's, not the agent's: it is not kept. */
function unchangedFixture(source, bytes) {
    if (source === undefined)
        return false;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(source).equals(bytes);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 9854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HB: () => (/* binding */ finishedTrialsIn),
/* harmony export */   RD: () => (/* binding */ JOURNAL_FILE),
/* harmony export */   _0: () => (/* binding */ openJournal),
/* harmony export */   k: () => (/* binding */ JournalError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const JOURNAL_FILE = 'trials.jsonl';
class JournalError extends Error {
}
/**
 * `trials.jsonl`: a header line with the run's fingerprint, then one line per finished or cancelled
 * trial, appended the moment it ends, so a killed run loses nothing and `--resume` skips what is done.
 * A trial killed by an interrupt has no line: it was not decided away, so `--resume` runs it.
 */
function openJournal(outDir, fingerprint, mode, redactor) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(outDir, { recursive: true });
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(outDir, JOURNAL_FILE);
    const done = new Map();
    const cancelled = new Map();
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) && mode === 'new') {
        throw new JournalError(`${file} already holds results. Pass --resume to continue that run, or --fresh to discard it.`);
    }
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) && mode === 'resume') {
        const lines = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
        const header = lines.length > 0 ? safeParse(lines[0]) : undefined;
        if (!header || header.type !== 'run')
            throw new JournalError(`${file} has no run header; it was not written by caliper eval. Use --fresh.`);
        const difference = firstDifference(header.fingerprint, fingerprint);
        if (difference)
            throw new JournalError(`cannot resume: ${difference} changed since ${file} was written. Start again with --fresh.`);
        for (const line of lines.slice(1)) {
            const record = safeParse(line);
            // A torn last line (the run was killed mid-write) is simply not done.
            if (record?.type === 'trial')
                done.set(record.key, record);
            else if (record?.type === 'cancelled')
                cancelled.set(record.key, record);
        }
    }
    else {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, `${redactor.json({ type: 'run', fingerprint })}\n`);
    }
    return { done, cancelled, append: (record) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${redactor.json(record)}\n`) };
}
/** How many finished trials a journal file holds (0 when there is none); a torn last line does not count. */
function finishedTrialsIn(file) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return 0;
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8').split('\n').filter((line) => safeParse(line)?.type === 'trial').length;
}
function safeParse(line) {
    try {
        return JSON.parse(line);
    }
    catch {
        return undefined;
    }
}
function firstDifference(before, now) {
    for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(now)])) {
        if (JSON.stringify(before?.[key]) !== JSON.stringify(now[key]))
            return key;
    }
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
/* harmony import */ var _results_modelSource_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6702);
/* harmony import */ var _results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7772);
/* harmony import */ var _results_unmeasuredRates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6828);
/* harmony import */ var _results_spend_spend_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3325);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4031);
/* harmony import */ var _liftText_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6290);
/* harmony import */ var _eval_discovery_outsideChoices_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4238);
/* harmony import */ var _results_outOfTurns_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3471);
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
        return `${pct(cw.rate)}% [${pct(cw.interval[0])}–${pct(cw.interval[1])}] mean of ${cw.cases} cases, ${r.successes}/${r.trials} trials`;
    return `${r.successes}/${r.trials} ${pct(r.rate)}% [${pct(r.interval[0])}–${pct(r.interval[1])}]`;
}
/** The score table: one row per skill × backend. */
function resultsTable(results, style) {
    // The lift column only when the run had a baseline arm: a run without one did not measure it.
    const lifted = results.results.some((r) => r.lift);
    const header = ['skill', 'backend', 'activation', 'false activation', 'execution', ...(lifted ? ['lift (with − without skill)'] : []), 'errors'];
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
    // A choice outside the set under test is a choice, never "no skill": the head-only comment and the terminal say whose.
    const outside = results.results.flatMap((r) => (r.chosenOutside && Object.keys(r.chosenOutside).length > 0 ? [`${name(r.skill)} × ${name(r.backend)}: the agent ${(0,_eval_discovery_outsideChoices_js__WEBPACK_IMPORTED_MODULE_7__/* .outsideCountsText */ .NX)(r.chosenOutside, name)}.`] : []));
    callouts.push(...outside);
    callouts.push(...results.results.flatMap((r) => (r.outOfTurns ? [`${name(r.skill)} × ${name(r.backend)}: ${(0,_results_outOfTurns_js__WEBPACK_IMPORTED_MODULE_8__/* .outOfTurnsText */ .Z)(r.outOfTurns)}.`] : [])));
    if (style === 'markdown') {
        return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`), ...(callouts.length > 0 ? ['', ...callouts.map((c) => `**${c}**`)] : [])].join('\n') + '\n';
    }
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
    return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ...(callouts.length > 0 ? ['', ...callouts] : [])].join('\n') + '\n';
}
/** A rate whose every trial was a harness error: "—", and why. */
const erroredCell = (errors) => (errors === 1 ? '— (its one trial was an error)' : `— (all ${errors} trials were errors)`);
/** How the table was measured, in one line, and what the run spent, escaped for its medium (markdown, or a terminal or log). */
function resultsFootnote(results, style = 'markdown') {
    const esc = style === 'markdown' ? _escape_js__WEBPACK_IMPORTED_MODULE_3__/* .mdText */ .bC : _escape_js__WEBPACK_IMPORTED_MODULE_3__/* .logText */ .kc;
    const m = results.meta;
    const source = m.modelSource.kind === 'scripted' ? 'scripted' : 'real';
    const model = (b) => (source === 'scripted' ? 'scripted model' : `model ${b.model === undefined ? 'default' : esc(b.model)}`);
    const backends = m.backends.map((b) => `${esc(b.name)} ${b.version === undefined ? '(unavailable)' : esc(b.version)} / ${model(b)}`).join('; ');
    const said = (0,_results_skippedSkills_js__WEBPACK_IMPORTED_MODULE_5__/* .skippedText */ .Oe)(results);
    const skipped = said ? ` ${esc(said)}.` : '';
    const smoke = source === 'scripted' ? " Scripted model: a smoke run of the harness, not a real model's numbers." : '';
    const spent = m.spend ? `${esc((0,_results_spend_spend_js__WEBPACK_IMPORTED_MODULE_2__/* .spendLine */ .xU)(m.spend))}\n` : '';
    return `era ${esc(m.era)}, discipline ${m.discipline}, ${(0,_results_modelSource_js__WEBPACK_IMPORTED_MODULE_9__/* .modelSourceWords */ .q)(m.modelSource, esc)}; ${backends}. Rates: successes/trials, 95% Wilson interval; errors are not in any rate${firedThenFaulted(results)}.${skipped}${smoke}\n${style === 'markdown' && spent ? '\n' : ''}${spent}`;
}
/** The one exception to "errors are in no rate", said only when it happened (aggregate.ts `activationCounts`). */
function firedThenFaulted(results) {
    const n = results.results.reduce((sum, r) => sum + r.cases.reduce((m, c) => m + (c.role === 'should-not-activate' ? (c.activatedBeforeFault ?? 0) : 0), 0), 0);
    return n > 0 ? `, but for ${n} on should-not-activate cases where the skill had fired first, each counted as a false activation` : '';
}


/***/ }),

/***/ 2995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ harnessFaults),
/* harmony export */   c: () => (/* binding */ unavailableBackends)
/* harmony export */ });
/** Backends that never ran: no version, and every one of their trials a harness error. */
function unavailableBackends(results) {
    return results.meta.backends
        .filter((b) => b.version === undefined && results.results.some((r) => r.backend === b.name && r.errors > 0 && r.errors === r.cases.reduce((n, c) => n + c.trials, 0)))
        .map((b) => b.name);
}
/** Backends that were unavailable and trials that ended in harness errors, one phrase each (empty: none). */
function harnessFaults(results, side) {
    const where = side ? ` (${side})` : '';
    // The baseline arm's harness errors are faults as much as the skill arm's (the row's `errors` counts those).
    const errors = results.results.reduce((n, r) => n + r.errors + (r.lift?.cases.reduce((m, c) => m + c.errors, 0) ?? 0), 0);
    return [...unavailableBackends(results).map((b) => `backend ${b} was unavailable${where}`), ...(errors > 0 ? [`${errors} trial(s) ended in a harness error${where}`] : [])];
}


/***/ }),

/***/ 6309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ recordedTrial),
/* harmony export */   R: () => (/* binding */ SCRIPTED_MODEL),
/* harmony export */   _F: () => (/* binding */ recordableResults)
/* harmony export */ });
/* unused harmony exports recordedToken, recordedText, recordedUsage */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6303);


/**
 * The writer's side of the results.json check (schema.ts): every value caliper writes from text a CLI,
 * an endpoint or the runner gave it goes through here, so that what `eval` writes is what `compare`,
 * `merge`, `view`, `history` and the Action read back. Nothing is refused and nothing is escaped for a
 * medium here (each renderer escapes for its own: escape.ts, the HTML report's text nodes); values are
 * only put in the form the check accepts.
 *
 * - model ids, CLI versions, endpoint hosts: kept as they are when the check accepts them (so recording
 *   a recorded value changes nothing); otherwise each character outside the pattern is written `%XX`
 *   (its UTF-8 bytes, `%` itself among them: `2.1.332 (Claude Code)` is `2.1.332%20%28Claude%20Code%29`),
 *   and a value past the length limit is cut with a hash of the whole. An empty value is no value.
 * - free text (check labels, skipped keys and reasons, platform): cut at the check's limit.
 * - token counts and costs: whole non-negative numbers within bounds; a cost that is not a number a
 *   run can have is unknown.
 * - with the scripted model, every model is `scripted` and nothing has a cost: a CLI names and prices
 *   the model it thinks it called, which is not what answered.
 *
 * Skill names and case ids are not rewritten: they are the repository's identities. The spec schema
 * allows exactly the case ids the check does, and eval plans no skill whose name the check would
 * refuse (plan.ts).
 */
/** What a scripted run reports as its model, wherever a model name would appear. */
const SCRIPTED_MODEL = 'scripted';
/** Per kind, the characters kept as they are (the check's pattern without `%`), first and after, and the length limit. */
const TOKENS = {
    model: { first: /^[A-Za-z0-9]$/, rest: /^[A-Za-z0-9._/:@+[\]-]$/, max: 128 },
    version: { first: /^[A-Za-z0-9]$/, rest: /^[A-Za-z0-9._+-]$/, max: 64 },
    host: { first: /^[A-Za-z0-9*[]$/, rest: /^[A-Za-z0-9.*:_[\]-]$/, max: 253 },
};
const percent = (ch) => [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
/** A model id, version or host as results.json records it; undefined for no value (not a string, or blank). */
function recordedToken(kind, raw) {
    if (typeof raw !== 'string')
        return undefined;
    const value = raw.trim();
    if (value === '')
        return undefined;
    if (_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3[kind].test(value))
        return value;
    const { first, rest, max } = TOKENS[kind];
    let out = '';
    for (const ch of value)
        out += (out === '' ? first : rest).test(ch) ? ch : percent(ch);
    if (out.length <= max)
        return out;
    const tag = `-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(value).digest('hex').slice(0, 8)}`;
    // Cut before an escape it would split.
    return out.slice(0, max - tag.length).replace(/%[0-9A-F]?$/, '') + tag;
}
/** Free text within the check's limit: cut, with `…`, past it. */
function recordedText(raw, max = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .TEXT_MAX */ .DE) {
    const text = String(raw);
    if (text.length <= max)
        return text;
    // Not half of a surrogate pair at the cut.
    return text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '') + '…';
}
/** One agent run's tokens past this are a broken report, not a run (no context holds a billion). */
const MAX_TRIAL_TOKENS = 1e9;
/** Dollars for one agent run past this are a broken report; the check allows sums to 1e12. */
const MAX_TRIAL_COST_USD = 1e6;
const tokens = (n) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), MAX_TRIAL_TOKENS) : 0);
/** The cached parts of a usage, kept only where the CLI reported them, and never more than its input. */
function cacheTokens(usage) {
    const input = tokens(usage.inputTokens);
    const read = Math.min(tokens(usage.cacheReadTokens), input);
    const write = Math.min(tokens(usage.cacheWriteTokens), input - read);
    return { ...(read > 0 && { cacheReadTokens: read }), ...(write > 0 && { cacheWriteTokens: write }) };
}
/** A trial's usage as recorded: whole token counts, and a cost only when it is one a run can have. */
function recordedUsage(usage, scripted) {
    const cost = usage.costUsd;
    const known = !scripted && typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 && cost <= MAX_TRIAL_COST_USD;
    return {
        inputTokens: tokens(usage.inputTokens),
        outputTokens: tokens(usage.outputTokens),
        ...cacheTokens(usage),
        costUsd: known ? cost : undefined,
        ...(known && usage.costSource !== undefined && { costSource: usage.costSource }),
        ...(usage.replayed === true && { replayed: true }),
        ...(tokens(usage.turns) > 0 && { turns: tokens(usage.turns) }),
    };
}
/** A trial record as trials.jsonl keeps it: its model and version as results.json will, `scripted` in a scripted run. */
function recordedTrial(record, scripted) {
    return {
        ...record,
        model: scripted ? SCRIPTED_MODEL : recordedToken('model', record.model),
        backendVersion: recordedToken('version', record.backendVersion),
        usage: recordedUsage(record.usage ?? { inputTokens: 0, outputTokens: 0, costUsd: undefined }, scripted),
        checks: (record.checks ?? []).map((c) => ({ ...c, label: recordedText(c.label) })),
    };
}
/**
 * Results as results.json records them: what `eval` writes, after the redactor (which may have put
 * `[redacted]` into any string), so that what is written is what the check accepts.
 */
function recordableResults(results) {
    const meta = results.meta;
    const scripted = meta.modelSource.kind === 'scripted';
    const model = (m) => (scripted ? SCRIPTED_MODEL : recordedToken('model', m));
    return {
        meta: {
            ...meta,
            modelSource: meta.modelSource.kind === 'real' ? { kind: 'real', endpoint: recordedToken('host', meta.modelSource.endpoint) ?? 'custom' } : { kind: meta.modelSource.kind },
            backends: meta.backends.map((b) => ({ name: b.name, version: recordedToken('version', b.version), model: model(b.model), ...(b.bundledSkills && { bundledSkills: b.bundledSkills }) })),
            ...(meta.network && { network: { allow: meta.network.allow.map((h) => recordedToken('host', h)).filter((h) => h !== undefined) } }),
            platform: recordedText(meta.platform),
            ...(meta.sequential !== undefined && { sequential: recordedText(meta.sequential) }),
            ...(meta.spend && { spend: { ...meta.spend, priceTable: recordedText(meta.spend.priceTable) } }),
        },
        results: results.results.map((r) => {
            const recordedCase = (c) => ({ ...c, checks: c.checks.map((k) => ({ ...k, label: recordedText(k.label) })), ...(scripted && { costUsd: undefined }) });
            return {
                ...r,
                backendVersion: recordedToken('version', r.backendVersion),
                model: model(r.model),
                cases: r.cases.map(recordedCase),
                ...(r.frontMatter !== undefined && { frontMatter: recordedText(r.frontMatter) }),
                // The redactor may have written `[redacted]` into a name: a name results.json cannot hold is left out.
                ...(r.chosenOutside && { chosenOutside: Object.fromEntries(Object.entries(r.chosenOutside).filter(([n]) => _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.listedSkill.test(n))) }),
                ...(r.lift && { lift: { ...r.lift, cases: r.lift.cases.map(recordedCase) } }),
            };
        }),
        skipped: results.skipped.map((s) => ({ key: recordedText(s.key), reason: recordedText(s.reason) })),
    };
}


/***/ }),

/***/ 1972:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oe: () => (/* binding */ skippedText),
/* harmony export */   Pu: () => (/* binding */ keyText),
/* harmony export */   Pv: () => (/* binding */ skippedSkills),
/* harmony export */   xx: () => (/* binding */ skippedParts)
/* harmony export */ });
const WHOLE_SKILL = /^([^|]+)\|\*\|\*\|\*$/;
/**
 * Skills a run planned but ran nothing of (key `name|*|*|*`: validation errors, or an install that was
 * refused), with the planner's reason, each once. Such a skill has no row, so a comparison would call it removed.
 */
function skippedSkills(results) {
    const out = new Map();
    for (const s of results.skipped) {
        const m = WHOLE_SKILL.exec(s.key);
        if (m && !out.has(m[1]))
            out.set(m[1], { skill: m[1], reason: s.reason, runs: s.runs });
    }
    return [...out.values()];
}
/** The skipped entries that are not whole skills: a backend, a case, or a trial the budget stopped. */
function skippedParts(skipped) {
    return skipped.filter((s) => !WHOLE_SKILL.test(s.key));
}
/** A key as a reader says it: `skill × backend × case`, the `*`s dropped. */
function keyText(key) {
    return key.split('|').filter((p) => p !== '*').join(' × ');
}
/** "2 skill(s) not evaluated (12 agent runs), 3 planned trial(s) skipped", or undefined when nothing was. */
function skippedText(results) {
    const skills = skippedSkills(results);
    const parts = skippedParts(results.skipped).length;
    const runs = skills.reduce((n, s) => n + (s.runs ?? 0), 0);
    const said = [
        skills.length > 0 && `${skills.length} skill(s) not evaluated${runs > 0 ? ` (${runs} agent run(s))` : ''}`,
        parts > 0 && `${parts} planned trial(s) skipped`,
    ].filter((x) => typeof x === 'string');
    return said.length > 0 ? said.join(', ') : undefined;
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


const RATE_WORDS = { activation: 'activation', falseActivation: 'false activation', execution: 'execution' };
const ROLES = {
    activation: (role) => role === 'should-activate',
    falseActivation: (role) => role === 'should-not-activate',
    execution: (role) => role !== 'should-not-activate',
};
/** The row's rates whose trials were all harness errors (none under force-load for the choice rates, which it never measures). */
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
    return results.results.filter((r) => !unavailable.has(r.backend)).flatMap((r) => unmeasuredRatesOf(r, results.meta.discipline));
}
/** `greeter × claude-code: false activation not measured (its 3 trial(s) were all harness errors)`, plain text. */
function unmeasuredText(u, side) {
    return `${u.skill} × ${u.backend}${side ? ` (${side})` : ''}: ${RATE_WORDS[u.rate]} not measured (its ${u.errors} trial(s) were all harness errors)`;
}
/** The run's unmeasured rates as faults that allow-errors does not accept, one phrase each (empty: none). */
function unmeasuredFaults(results, side) {
    return unmeasuredRates(results).map((u) => unmeasuredText(u, side));
}
/** What the eval step says when it fails on them, whatever allow-errors says. */
const UNMEASURED_ADVICE = "a rate whose every trial was a harness error measured nothing, so no gate can pass on it and allow-errors does not accept it; see the step's log for why those trials failed";


/***/ })

};
