export const id = 219;
export const ids = [219];
export const modules = {

/***/ 6916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LF: () => (/* binding */ LISTED_LIMITS),
/* harmony export */   Ou: () => (/* binding */ listedInRun),
/* harmony export */   Xm: () => (/* binding */ listedInProbe)
/* harmony export */ });
/* unused harmony exports listingInRequest, bounded */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _scripted_model_anthropic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5302);
/* harmony import */ var _scripted_model_codex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4241);
/* harmony import */ var _scripted_model_gemini_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8179);
/* harmony import */ var _scripted_model_hermes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8446);
/* harmony import */ var _scripted_model_opencode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8717);
/* harmony import */ var _scripted_model_pi_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(391);
/* harmony import */ var _backends_codex_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1533);
/* harmony import */ var _backends_hermes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9874);
/* harmony import */ var _backends_sessionLogs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6293);










/** What a trial record keeps of a listing: enough to say why a skill was (not) chosen, never a whole prompt. */
const LISTED_LIMITS = { skills: 40, name: 64, description: 1200 };
/**
 * The skills a CLI listed to the model in one request body, in its own words, read by the scripted
 * model's decoder for that CLI's wire format (the same reading its choice is made from).
 */
function listingInRequest(backend, body) {
    const b = (body ?? {});
    switch (backend) {
        case 'claude-code':
            return decodeAnthropic(b).listedSkills;
        case 'codex':
            return decodeCodex(b).listedSkills;
        case 'gemini-cli':
            return decodeGemini(b).listedSkills;
        case 'hermes':
            return decodeHermes(b).listedSkills;
        case 'opencode':
            return decodeOpencode(b).listedSkills;
        case 'pi':
            return decodePi(b).listedSkills;
    }
}
/**
 * The listing as the CLI sent it, from what it keeps of a run where it keeps the text it sent: Claude
 * Code's session log (an attachment), Codex's rollout (`<skills_instructions>`), Hermes' exported
 * session (its system prompt). Undefined for a CLI that keeps no such text (Gemini CLI, OpenCode, pi:
 * their listings are known by name only). Bounded: every string is the agent's to make.
 */
function listedInRun(backend, stdout, sandbox) {
    const found = (texts, marker, parse) => {
        for (const text of texts)
            if (text.includes(marker))
                return bounded(parse(text));
        return undefined;
    };
    switch (backend) {
        case 'claude-code':
            return found(stringsIn((0,_backends_sessionLogs_js__WEBPACK_IMPORTED_MODULE_9__/* .readSessionLogs */ .W)(sandbox.root, node_path__WEBPACK_IMPORTED_MODULE_0___default().join(sandbox.configDir, 'projects'))), _scripted_model_anthropic_js__WEBPACK_IMPORTED_MODULE_1__/* .LISTING_HEADER */ .Vi, _scripted_model_anthropic_js__WEBPACK_IMPORTED_MODULE_1__/* .parseListing */ ._S);
        case 'codex':
            return found(stringsIn((0,_backends_sessionLogs_js__WEBPACK_IMPORTED_MODULE_9__/* .readSessionLogs */ .W)(sandbox.root, node_path__WEBPACK_IMPORTED_MODULE_0___default().join(sandbox.configDir, 'sessions'), /^rollout-.*\.jsonl$/)), '<skills_instructions>', _backends_codex_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCodexListing */ .Bs);
        case 'hermes':
            return found(stringsIn(jsonLines(stdout)), '<available_skills>', _backends_hermes_js__WEBPACK_IMPORTED_MODULE_8__/* .parseHermesIndex */ .Eo);
        default:
            return undefined;
    }
}
/**
 * The listing with descriptions from a CLI's model-free discovery listing (the probe of the CLIs whose
 * run keeps no text of it): Gemini CLI's `skills list` (enabled skills), OpenCode's `debug skill` (less
 * its built-in, which its model is never offered), pi's rpc `get_commands`. Undefined for other output.
 */
function listedInProbe(backend, stdout) {
    switch (backend) {
        case 'gemini-cli': {
            if (!stdout.includes('Discovered Agent Skills'))
                return undefined;
            return bounded([...stdout.matchAll(/^(\S+) \[Enabled\]\n {2}Description: ?(.*)$/gm)].map((m) => ({ name: m[1], description: m[2] })));
        }
        case 'opencode': {
            const list = jsonAfter(stdout, '[');
            if (!Array.isArray(list))
                return undefined;
            return bounded(list.filter((e) => typeof e?.name === 'string' && typeof e?.description === 'string' && e.location !== '<built-in>').map((e) => ({ name: String(e.name), description: String(e.description) })));
        }
        case 'pi': {
            for (const v of jsonLines(stdout)) {
                if (v?.type !== 'response' || v.command !== 'get_commands' || !v.success || !Array.isArray(v.data?.commands))
                    continue;
                const skills = v.data.commands.filter((c) => c?.source === 'skill' && typeof c.name === 'string');
                return bounded(skills.map((c) => ({ name: String(c.name).replace(/^skill:/, ''), description: typeof c.description === 'string' ? c.description : '' })));
            }
            return undefined;
        }
        default:
            return undefined;
    }
}
function jsonAfter(text, opening) {
    const start = text.indexOf(opening);
    if (start < 0)
        return undefined;
    try {
        return JSON.parse(text.slice(start));
    }
    catch {
        return undefined;
    }
}
/** At most LISTED_LIMITS of a listing, each name and description cut to its limit. */
function bounded(skills) {
    return skills.slice(0, LISTED_LIMITS.skills).map((s) => ({ name: String(s.name).slice(0, LISTED_LIMITS.name), description: String(s.description).slice(0, LISTED_LIMITS.description) }));
}
function jsonLines(text) {
    return text.split('\n').flatMap((line) => {
        try {
            return line.trim() === '' ? [] : [JSON.parse(line)];
        }
        catch {
            return [];
        }
    });
}
/** Every string inside parsed JSON values, depth first, without recursion limits a hostile file could exhaust. */
function* stringsIn(values) {
    const stack = [...values].reverse();
    while (stack.length > 0) {
        const v = stack.pop();
        if (typeof v === 'string')
            yield v;
        else if (Array.isArray(v))
            for (let i = v.length - 1; i >= 0; i--)
                stack.push(v[i]);
        else if (v !== null && typeof v === 'object')
            stack.push(...Object.values(v).reverse());
    }
}


/***/ }),

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
/* harmony import */ var _results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3641);
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
/** A trial's usage as recorded: whole token counts, and a cost only when it is one a run can have. */
function recordedUsage(usage, scripted) {
    const cost = usage.costUsd;
    const known = !scripted && typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 && cost <= MAX_TRIAL_COST_USD;
    return {
        inputTokens: tokens(usage.inputTokens),
        outputTokens: tokens(usage.outputTokens),
        costUsd: known ? cost : undefined,
        ...(known && usage.costSource !== undefined && { costSource: usage.costSource }),
        ...(usage.replayed === true && { replayed: true }),
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
/* harmony import */ var _aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3641);
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


/***/ }),

/***/ 5302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ decodeAnthropic),
/* harmony export */   Vi: () => (/* binding */ LISTING_HEADER),
/* harmony export */   _S: () => (/* binding */ parseListing),
/* harmony export */   d$: () => (/* binding */ claudeDialect),
/* harmony export */   gO: () => (/* binding */ streamPieces),
/* harmony export */   h5: () => (/* binding */ writeAnthropicResponse),
/* harmony export */   kd: () => (/* binding */ sideCallAnswer)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** Claude Code over the Anthropic Messages API. */
const LISTING_HEADER = 'The following skills are available for use with the Skill tool:';
const LOADED_PREFIX = 'Base directory for this skill: ';
function decodeAnthropic(body) {
    const messages = body.messages ?? [];
    const conversation = { prompt: '', listedSkills: [], tools: (body.tools ?? []).map((t) => t.name ?? ''), turns: [] };
    let promptSeen = false;
    for (const message of messages) {
        const blocks = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
        if (message.role === 'system') {
            for (const b of blocks)
                if (b.text?.includes(LISTING_HEADER))
                    conversation.listedSkills.push(...parseListing(b.text));
            continue;
        }
        if (message.role === 'assistant') {
            const toolUses = blocks.filter((b) => b.type === 'tool_use').map((b) => ({ id: b.id ?? '', name: b.name ?? '', input: b.input ?? {} }));
            conversation.turns.push({ role: 'assistant', toolUses, text: blocks.map((b) => b.text ?? '').join('') });
            continue;
        }
        for (const b of blocks) {
            if (b.type === 'tool_result') {
                conversation.turns.push({ role: 'tool-result', toolUseId: b.tool_use_id ?? '', ok: b.is_error !== true, text: textOf(b.content) });
            }
            else if (b.type === 'text' && typeof b.text === 'string') {
                if (b.text.includes(LISTING_HEADER))
                    conversation.listedSkills.push(...parseListing(b.text));
                // An explicit `/name` arrives expanded, before any prompt: the body is injected, not asked for.
                if (b.text.startsWith(LOADED_PREFIX))
                    conversation.turns.push({ role: 'injected', text: b.text });
                else if (!promptSeen && !b.text.startsWith('<system-reminder>') && !b.text.startsWith('<command-')) {
                    conversation.prompt = b.text;
                    promptSeen = true;
                }
                else if (promptSeen) {
                    conversation.turns.push({ role: 'injected', text: b.text });
                }
            }
        }
    }
    return conversation;
}
/** "- name: description" entries; a description may run over several lines. */
function parseListing(text) {
    const after = text.slice(text.indexOf(LISTING_HEADER) + LISTING_HEADER.length);
    const skills = [];
    for (const line of after.split('\n')) {
        // The list ends at the first blank line (or the reminder's closing tag) after its entries: what
        // follows is other text of the prompt, not a description.
        if (skills.length > 0 && (line.trim() === '' || line.startsWith('</')))
            break;
        // Over its budget Claude Code lists a skill by its name alone (`- name`).
        const entry = /^- ([^:\s]+)(?:: ?(.*))?$/.exec(line);
        if (entry)
            skills.push({ name: entry[1], description: entry[2] ?? '' });
        else if (skills.length > 0 && line.trim() !== '' && !line.startsWith('- '))
            skills[skills.length - 1].description += ` ${line.trim()}`;
    }
    return skills;
}
const claudeDialect = {
    activate: (skill) => ({ kind: 'tool', name: 'Skill', input: { skill: skill.name } }),
    loadedSkill(conversation) {
        const skillCall = conversation.turns.findIndex((t) => t.role === 'assistant' && t.toolUses.some((u) => u.name === 'Skill'));
        if (skillCall < 0)
            return expansion(conversation, -1);
        const result = conversation.turns.slice(skillCall + 1).find((t) => t.role === 'tool-result');
        if (result && !result.ok)
            return 'failed';
        return expansion(conversation, skillCall);
    },
    read: (path) => ({ kind: 'tool', name: 'Read', input: { file_path: path } }),
    shell: (command) => ({ kind: 'tool', name: 'Bash', input: { command, description: 'Run a step of the skill' } }),
};
/** The first "Base directory for this skill: <dir>" injection after turn `after`: the skill's body. */
function expansion(conversation, after) {
    const index = conversation.turns.findIndex((t, i) => i > after && t.role === 'injected' && t.text.startsWith(LOADED_PREFIX));
    if (index < 0)
        return undefined;
    const text = conversation.turns[index].text;
    const newline = text.indexOf('\n');
    return { dir: text.slice(LOADED_PREFIX.length, newline < 0 ? undefined : newline).trim(), body: newline < 0 ? '' : text.slice(newline + 1), turn: index };
}
/** Side calls (title generation, structured output) get a short answer shaped like what they ask for. */
function sideCallAnswer(body) {
    const format = body.output_config?.format;
    if (format?.type === 'json_schema') {
        const props = Object.keys(format.schema?.properties ?? { title: {} });
        return JSON.stringify(Object.fromEntries(props.map((p) => [p, 'Scripted session'])));
    }
    if (!body.tools || body.tools.length === 0)
        return 'Scripted session';
    return undefined;
}
/**
 * `chunked`: as the real API streams, a `ping` after `message_start` and each text or tool input in
 * several deltas (for the stand-ins of real providers; the scripted model sends each in one).
 */
function writeAnthropicResponse(res, body, action, seed, chunked = false) {
    const model = body.model ?? 'scripted-model';
    const id = (kind) => `${kind}_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}:${kind}`).digest('hex').slice(0, 20)}`;
    const content = action.kind === 'text'
        ? [{ type: 'text', text: action.text }]
        : [{ type: 'tool_use', id: id('toolu'), name: action.name, input: action.input }];
    const stopReason = action.kind === 'text' ? 'end_turn' : 'tool_use';
    const usage = { input_tokens: 100, output_tokens: 20, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: id('msg'), type: 'message', role: 'assistant', model, content, stop_reason: stopReason, stop_sequence: null, usage }));
        return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': id('req') });
    const event = (type, data) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event('message_start', { message: { id: id('msg'), type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } } });
    if (chunked)
        event('ping', {});
    const split = (text) => (chunked ? streamPieces(text) : [text]);
    content.forEach((block, index) => {
        if (block.type === 'text') {
            event('content_block_start', { index, content_block: { type: 'text', text: '' } });
            for (const text of split(block.text))
                event('content_block_delta', { index, delta: { type: 'text_delta', text } });
        }
        else {
            event('content_block_start', { index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
            for (const partial_json of split(JSON.stringify(block.input)))
                event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } });
        }
        event('content_block_stop', { index });
    });
    event('message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } });
    event('message_stop', {});
    res.end();
}
function textOf(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content.map((c) => c?.text ?? '').join('');
    return '';
}
/** A streamed text in the few uneven pieces a real API sends it in (at most 4, none empty). */
function streamPieces(text) {
    if (text.length < 4)
        return [text];
    const cuts = [Math.floor(text.length / 7), Math.floor(text.length / 2), text.length - 1];
    return [0, ...cuts].map((start, i, all) => text.slice(start, all[i + 1] ?? text.length)).filter((p) => p !== '');
}


/***/ }),

/***/ 7999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ toolNames),
/* harmony export */   Fu: () => (/* binding */ writeChatResponse),
/* harmony export */   Lv: () => (/* binding */ decodeChat)
/* harmony export */ });
/* unused harmony export chatText */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _anthropic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5302);


function chatText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content.map((p) => p?.text ?? '').join('');
    return '';
}
function toolNames(body) {
    return (body.tools ?? []).map((t) => t.function?.name ?? '');
}
/**
 * The system text, the user messages, and the turns after the first user message. A tool result's
 * success is not on this wire; `failed` decides it from the text the CLI sent back.
 */
function decodeChat(body, failed) {
    const system = [];
    const users = [];
    const turns = [];
    for (const m of body.messages ?? []) {
        const text = chatText(m.content);
        if (m.role === 'system' || m.role === 'developer')
            system.push(text);
        else if (m.role === 'user') {
            if (users.length > 0)
                turns.push({ role: 'injected', text });
            users.push(text);
        }
        else if (m.role === 'assistant') {
            const toolUses = (m.tool_calls ?? []).map((c) => ({ id: c.id ?? '', name: c.function?.name ?? '', input: parseArguments(c.function?.arguments) }));
            turns.push({ role: 'assistant', toolUses, text });
        }
        else if (m.role === 'tool') {
            turns.push({ role: 'tool-result', toolUseId: m.tool_call_id ?? '', ok: !failed(text), text });
        }
    }
    return { system: system.join('\n'), users, turns };
}
function parseArguments(raw) {
    try {
        const v = JSON.parse(raw ?? '{}');
        return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
    }
    catch {
        return {};
    }
}
/** Answer with one action, streamed as SSE chunks (or one JSON body when the CLI did not ask to stream). */
/** `chunked`: the content, or the call's arguments after its name, in several chunks (as real providers stream). */
function writeChatResponse(res, body, action, seed, chunked = false) {
    const model = body.model ?? 'scripted-model';
    const id = `chatcmpl-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}:chat`).digest('hex').slice(0, 20)}`;
    const callId = `call_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}:call`).digest('hex').slice(0, 16)}`;
    const created = 1_700_000_000;
    const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };
    const finish = action.kind === 'text' ? 'stop' : 'tool_calls';
    const toolCall = action.kind === 'tool' ? { id: callId, type: 'function', function: { name: action.name, arguments: JSON.stringify(action.input) } } : undefined;
    if (!body.stream) {
        const message = action.kind === 'text' ? { role: 'assistant', content: action.text } : { role: 'assistant', content: null, tool_calls: [toolCall] };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id, object: 'chat.completion', created, model, choices: [{ index: 0, message, finish_reason: finish }], usage }));
        return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (choices, extra = {}) => res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`);
    chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    if (action.kind === 'text')
        for (const content of chunked ? (0,_anthropic_js__WEBPACK_IMPORTED_MODULE_1__/* .streamPieces */ .gO)(action.text) : [action.text])
            chunk([{ index: 0, delta: { content }, finish_reason: null }]);
    else if (!chunked)
        chunk([{ index: 0, delta: { tool_calls: [{ index: 0, ...toolCall }] }, finish_reason: null }]);
    else {
        chunk([{ index: 0, delta: { tool_calls: [{ index: 0, id: callId, type: 'function', function: { name: action.name, arguments: '' } }] }, finish_reason: null }]);
        for (const args of (0,_anthropic_js__WEBPACK_IMPORTED_MODULE_1__/* .streamPieces */ .gO)(JSON.stringify(action.input)))
            chunk([{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: args } }] }, finish_reason: null }]);
    }
    chunk([{ index: 0, delta: {}, finish_reason: finish }]);
    chunk([], { usage });
    res.write('data: [DONE]\n\n');
    res.end();
}


/***/ }),

/***/ 4241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ codexDialect),
/* harmony export */   JJ: () => (/* binding */ writeResponsesResponse),
/* harmony export */   aP: () => (/* binding */ decodeCodex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _eval_backends_codex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1533);
/* harmony import */ var _conversation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6243);
/* harmony import */ var _skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8604);
/* harmony import */ var _anthropic_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5302);






const EXPLICIT = /^<skill>\n<name>([^<]+)<\/name>\n<path>([^<]+)<\/path>\n([\s\S]*?)\n?<\/skill>$/;
function decodeCodex(body) {
    const items = typeof body.input === 'string' ? [{ type: 'message', role: 'user', content: body.input }] : (body.input ?? []);
    const conversation = { prompt: '', listedSkills: [], tools: (body.tools ?? []).map((t) => t.name ?? ''), turns: [], files: new Map() };
    let promptSeen = false;
    for (const item of items) {
        const text = typeof item.content === 'string' ? item.content : (item.content ?? []).map((c) => c.text ?? '').join('');
        if (item.type === 'message' && item.role === 'developer') {
            if (text.startsWith('<skills_instructions>')) {
                for (const s of (0,_eval_backends_codex_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCodexListing */ .Bs)(text)) {
                    conversation.listedSkills.push({ name: s.name, description: s.description });
                    conversation.files.set(s.name, s.file);
                }
            }
        }
        else if (item.type === 'message' && item.role === 'user') {
            if (text.startsWith('<environment_context>'))
                continue;
            if (EXPLICIT.test(text))
                conversation.turns.push({ role: 'injected', text });
            else if (!promptSeen) {
                conversation.prompt = text;
                promptSeen = true;
            }
        }
        else if (item.type === 'function_call') {
            let input = {};
            try {
                input = JSON.parse(item.arguments ?? '{}');
            }
            catch {
                // keep {}
            }
            conversation.turns.push({ role: 'assistant', toolUses: [{ id: item.call_id ?? '', name: item.name ?? '', input }], text: '' });
        }
        else if (item.type === 'function_call_output') {
            const output = item.output ?? '';
            conversation.turns.push({ role: 'tool-result', toolUseId: item.call_id ?? '', ok: /Process exited with code 0\b/.test(output), text: output.replace(/^[\s\S]*?\nOutput:\n/, '') });
        }
    }
    return conversation;
}
const quote = (p) => `'${p.replace(/'/g, `'\\''`)}'`;
function codexDialect(files) {
    return {
        activate: (skill) => ({ kind: 'tool', name: 'exec_command', input: { cmd: `cat ${quote(files.get(skill.name) ?? skill.name)}` } }),
        loadedSkill(conversation) {
            const injected = conversation.turns.findIndex((t) => t.role === 'injected' && EXPLICIT.test(t.text));
            if (injected >= 0) {
                const m = EXPLICIT.exec(conversation.turns[injected].text);
                return { dir: node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(m[2]), body: (0,_skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_3__/* .skillBody */ .k2)(m[3]), turn: injected };
            }
            const read = (0,_conversation_js__WEBPACK_IMPORTED_MODULE_5__/* .firstCallAndResult */ .n)(conversation, (u) => /^cat '.*\/SKILL\.md'$/.test(String(u.input.cmd ?? '')));
            if (read === undefined || read === 'pending')
                return undefined;
            if (!read.ok)
                return 'failed';
            const file = String(read.use.input.cmd).slice("cat '".length, -1).replace(/'\\''/g, "'");
            return { dir: node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), body: (0,_skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_3__/* .skillBody */ .k2)(read.text), turn: read.turn };
        },
        read: (file) => ({ kind: 'tool', name: 'exec_command', input: { cmd: `cat ${quote(file)}` } }),
        shell: (command) => ({ kind: 'tool', name: 'exec_command', input: { cmd: command } }),
    };
}
/**
 * One action as a Responses stream, in the real API's order: `response.created`, `response.in_progress`,
 * the item added, its text (in a content part) or its arguments as deltas and then whole in the `.done`
 * events, the item done, and `response.completed` with usage. Every event has its `sequence_number`.
 * `chunked`: each text or arguments in several deltas, as the real API streams them (for the stand-ins
 * of real providers; the scripted model sends each in one delta).
 */
function writeResponsesResponse(res, body, action, seed, chunked = false) {
    const id = (kind) => `${kind}_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}:${kind}`).digest('hex').slice(0, 20)}`;
    const item = outputItem(action, id);
    const response = { id: id('resp'), object: 'response', model: body.model ?? 'scripted-model', status: 'completed' };
    const usage = { input_tokens: 100, input_tokens_details: { cached_tokens: 0 }, output_tokens: 20, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 120 };
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let sequence = 0;
    const event = (type, data) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`);
    const inProgress = { ...response, status: 'in_progress', output: [] };
    event('response.created', { response: inProgress });
    event('response.in_progress', { response: inProgress });
    writeItemEvents(event, item, 0, chunked ? _anthropic_js__WEBPACK_IMPORTED_MODULE_4__/* .streamPieces */ .gO : (text) => [text]);
    event('response.completed', { response: { ...response, output: [item], usage } });
    res.end();
}
function outputItem(action, id) {
    return action.kind === 'text'
        ? { type: 'message', id: id('msg'), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: action.text, annotations: [] }] }
        : { type: 'function_call', id: id('fc'), call_id: id('call'), name: action.name, arguments: JSON.stringify(action.input), status: 'completed' };
}
/** One output item: added empty, streamed as deltas, each part done whole, then the item done. */
function writeItemEvents(event, item, output_index, split) {
    const at = { item_id: item.id, output_index };
    if (item.type === 'function_call') {
        event('response.output_item.added', { output_index, item: { ...item, arguments: '', status: 'in_progress' } });
        for (const delta of split(item.arguments))
            event('response.function_call_arguments.delta', { ...at, delta });
        event('response.function_call_arguments.done', { ...at, name: item.name, arguments: item.arguments });
    }
    else {
        event('response.output_item.added', { output_index, item: { ...item, content: [], status: 'in_progress' } });
        item.content.forEach((part, content_index) => {
            event('response.content_part.added', { ...at, content_index, part: { ...part, text: '' } });
            for (const delta of split(part.text))
                event('response.output_text.delta', { ...at, content_index, delta, logprobs: [] });
            event('response.output_text.done', { ...at, content_index, text: part.text, logprobs: [] });
            event('response.content_part.done', { ...at, content_index, part });
        });
    }
    event('response.output_item.done', { output_index, item });
}


/***/ }),

/***/ 6243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ firstCallAndResult)
/* harmony export */ });
/**
 * The first tool call that `matches`, and the tool result that followed it (with its turn index):
 * `undefined` when there is no such call yet, `pending` while its result has not come back.
 */
function firstCallAndResult(conversation, matches) {
    let use;
    const call = conversation.turns.findIndex((t) => t.role === 'assistant' && (use = t.toolUses.find(matches)) !== undefined);
    if (call < 0 || !use)
        return undefined;
    const turn = conversation.turns.findIndex((t, i) => i > call && t.role === 'tool-result');
    if (turn < 0)
        return 'pending';
    const result = conversation.turns[turn];
    return { use, ok: result.ok, text: result.text, turn };
}


/***/ }),

/***/ 8179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ writeGeminiResponse),
/* harmony export */   Pe: () => (/* binding */ routingAnswer),
/* harmony export */   qC: () => (/* binding */ decodeGemini),
/* harmony export */   wF: () => (/* binding */ geminiDialect)
/* harmony export */ });
/* unused harmony export instructionsOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _conversation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6243);
/* harmony import */ var _pi_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(391);




function decodeGemini(body) {
    const system = (body.systemInstruction?.parts ?? []).map((p) => p.text ?? '').join('\n');
    const listed = (0,_pi_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAvailableSkills */ .bD)(system);
    const conversation = {
        prompt: '',
        listedSkills: listed,
        tools: (body.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name ?? '')),
        turns: [],
        locations: new Map(listed.map((s) => [s.name, s.location])),
    };
    for (const content of body.contents ?? []) {
        for (const part of content.parts ?? []) {
            if (part.functionCall) {
                conversation.turns.push({ role: 'assistant', toolUses: [{ id: part.functionCall.id ?? '', name: part.functionCall.name ?? '', input: part.functionCall.args ?? {} }], text: '' });
            }
            else if (part.functionResponse) {
                const r = part.functionResponse.response ?? {};
                conversation.turns.push({ role: 'tool-result', toolUseId: part.functionResponse.id ?? '', ok: r.error === undefined, text: r.output ?? '' });
            }
            else if (content.role === 'user' && typeof part.text === 'string' && !part.text.startsWith('<session_context>') && conversation.prompt === '') {
                conversation.prompt = part.text;
            }
        }
    }
    return conversation;
}
function geminiDialect(locations) {
    return {
        activate: (skill) => ({ kind: 'tool', name: 'activate_skill', input: { name: skill.name } }),
        loadedSkill(conversation) {
            const call = (0,_conversation_js__WEBPACK_IMPORTED_MODULE_3__/* .firstCallAndResult */ .n)(conversation, (u) => u.name === 'activate_skill');
            if (call === undefined || call === 'pending')
                return undefined;
            // Gemini indents the body's first line under the tag.
            const body = instructionsOf(call.text)?.replace(/^[ \t]+/, '');
            if (!call.ok || body === undefined)
                return 'failed';
            const location = locations.get(String(call.use.input.name));
            return { dir: location ? node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(location) : '', body, turn: call.turn };
        },
        read: (file) => ({ kind: 'tool', name: 'read_file', input: { file_path: file } }),
        shell: (command) => ({ kind: 'tool', name: 'run_shell_command', input: { command, description: 'Run a step of the skill' } }),
    };
}
/** The routing call wants JSON matching its schema: strings say "scripted", numbers are 1 (the simple route). */
function routingAnswer(body) {
    const schema = body.generationConfig?.responseJsonSchema ?? body.generationConfig?.responseSchema;
    if (!schema?.properties)
        return undefined;
    const value = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, /^(integer|number)$/i.test(s.type ?? '') ? 1 : /^boolean$/i.test(s.type ?? '') ? false : 'scripted']));
    return JSON.stringify(value);
}
function writeGeminiResponse(res, model, action, stream, seed) {
    const part = action.kind === 'text' ? { text: action.text } : { functionCall: { id: `call_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(seed).digest('hex').slice(0, 16)}`, name: action.name, args: action.input } };
    const payload = { candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 20, totalTokenCount: 120 }, modelVersion: model };
    if (!stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
        return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(`data: ${JSON.stringify(payload)}\n\n`);
    res.end();
}
/**
 * The text of an `<instructions>` block (up to the newline before its closing tag), found without a
 * backtracking regex: the request is agent-written, and a lazy match over 250,000 newlines took seconds.
 */
function instructionsOf(text) {
    const open = '<instructions>\n';
    const start = text.indexOf(open);
    if (start < 0)
        return undefined;
    const end = text.indexOf('</instructions>', start + open.length);
    if (end < 0)
        return undefined;
    const segment = text.slice(start + open.length, end);
    let content = segment.length;
    while (content > 0 && /\s/.test(segment[content - 1]))
        content--;
    const newline = segment.indexOf('\n', content);
    return newline < 0 ? undefined : segment.slice(0, newline);
}


/***/ }),

/***/ 8446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K4: () => (/* binding */ isHermesRequest),
/* harmony export */   jW: () => (/* binding */ hermesDialect),
/* harmony export */   tE: () => (/* binding */ decodeHermes)
/* harmony export */ });
/* harmony import */ var _chatCompletions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7999);
/* harmony import */ var _eval_backends_hermes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9874);
/* harmony import */ var _conversation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6243);
/* harmony import */ var _skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8604);




/** Hermes Agent: an `<available_skills>` index by category in the system prompt, loaded with `skill_view`. */
function isHermesRequest(body) {
    return (0,_chatCompletions_js__WEBPACK_IMPORTED_MODULE_0__/* .toolNames */ .$p)(body).includes('skill_view');
}
function decodeHermes(body) {
    const { system, users, turns } = (0,_chatCompletions_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeChat */ .Lv)(body, (text) => /"success":\s*false/.test(text));
    const listedSkills = (0,_eval_backends_hermes_js__WEBPACK_IMPORTED_MODULE_1__/* .parseHermesIndex */ .Eo)(system).map((s) => ({ name: s.name, description: s.description.replace(/\.\.\.$/, '') }));
    return { prompt: users[0] ?? '', listedSkills, tools: (0,_chatCompletions_js__WEBPACK_IMPORTED_MODULE_0__/* .toolNames */ .$p)(body), turns };
}
const hermesDialect = {
    activate: (skill) => ({ kind: 'tool', name: 'skill_view', input: { name: skill.name } }),
    loadedSkill(conversation) {
        const view = (0,_conversation_js__WEBPACK_IMPORTED_MODULE_3__/* .firstCallAndResult */ .n)(conversation, (u) => u.name === 'skill_view');
        if (view === undefined || view === 'pending')
            return undefined;
        if (!view.ok)
            return 'failed';
        try {
            const loaded = JSON.parse(view.text);
            return { dir: loaded.skill_dir ?? '', body: (0,_skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_2__/* .skillBody */ .k2)(loaded.content ?? ''), turn: view.turn };
        }
        catch {
            return 'failed';
        }
    },
    read: (file) => ({ kind: 'tool', name: 'read_file', input: { path: file } }),
    shell: (command) => ({ kind: 'tool', name: 'terminal', input: { command } }),
};


/***/ }),

/***/ 8717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T5: () => (/* binding */ isOpencodeRequest),
/* harmony export */   Uu: () => (/* binding */ opencodeDialect),
/* harmony export */   e$: () => (/* binding */ decodeOpencode)
/* harmony export */ });
/* harmony import */ var _chatCompletions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7999);
/* harmony import */ var _conversation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6243);
/* harmony import */ var _pi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(391);



/** OpenCode: `<available_skills>` in the system message, loaded with its `skill` tool. */
function isOpencodeRequest(body) {
    const tools = (0,_chatCompletions_js__WEBPACK_IMPORTED_MODULE_0__/* .toolNames */ .$p)(body);
    return tools.includes('skill') && tools.includes('task');
}
function decodeOpencode(body) {
    const { system, users, turns } = (0,_chatCompletions_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeChat */ .Lv)(body, (text) => /^Error\b/.test(text));
    return { prompt: users[0] ?? '', listedSkills: (0,_pi_js__WEBPACK_IMPORTED_MODULE_1__/* .parseAvailableSkills */ .bD)(system), tools: (0,_chatCompletions_js__WEBPACK_IMPORTED_MODULE_0__/* .toolNames */ .$p)(body), turns };
}
const LOADED = /^<skill_content name="[^"]+">\n# Skill: [^\n]*\n\n([\s\S]*?)\n*Base directory for this skill: ([^\n]+)/;
const opencodeDialect = {
    activate: (skill) => ({ kind: 'tool', name: 'skill', input: { name: skill.name } }),
    loadedSkill(conversation) {
        const call = (0,_conversation_js__WEBPACK_IMPORTED_MODULE_2__/* .firstCallAndResult */ .n)(conversation, (u) => u.name === 'skill');
        if (call === undefined || call === 'pending')
            return undefined;
        const m = LOADED.exec(call.text);
        return m ? { dir: m[2].trim(), body: m[1], turn: call.turn } : 'failed';
    },
    read: (file) => ({ kind: 'tool', name: 'read', input: { filePath: file } }),
    shell: (command) => ({ kind: 'tool', name: 'bash', input: { command } }),
};


/***/ }),

/***/ 391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WE: () => (/* binding */ piDialect),
/* harmony export */   bD: () => (/* binding */ parseAvailableSkills),
/* harmony export */   p9: () => (/* binding */ isPiRequest),
/* harmony export */   qM: () => (/* binding */ decodePi)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8604);
/* harmony import */ var _chatCompletions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7999);
/* harmony import */ var _conversation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6243);




/** pi: skills listed as `<available_skills>` in the system prompt, loaded with its `read` tool. */
/** pi offers exactly these tools by default, and no skill tool. */
function isPiRequest(body) {
    const tools = new Set((0,_chatCompletions_js__WEBPACK_IMPORTED_MODULE_2__/* .toolNames */ .$p)(body));
    return ['read', 'bash', 'edit', 'write'].every((t) => tools.has(t)) && !tools.has('skill') && !tools.has('skill_view');
}
/** `<skill><name>…</name><description>…</description><location>…</location></skill>` entries (XML-escaped). */
function parseAvailableSkills(text) {
    const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(text)?.[1] ?? '';
    const field = (entry, name) => unescapeXml(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(entry)?.[1]?.trim() ?? '');
    return [...block.matchAll(/<skill>([\s\S]*?)<\/skill>/g)].map((m) => ({ name: field(m[1], 'name'), description: field(m[1], 'description'), location: field(m[1], 'location') }));
}
function unescapeXml(s) {
    return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;|&#39;/g, "'").replace(/&amp;/g, '&');
}
const EXPLICIT = /^<skill name="([^"]+)" location="([^"]+)">\n(?:References are relative to [^\n]*\n)?([\s\S]*?)<\/skill>/;
function decodePi(body) {
    const { system, users, turns } = (0,_chatCompletions_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeChat */ .Lv)(body, (text) => /^(ENOENT|EACCES|EISDIR)\b|no such file/i.test(text));
    const listed = parseAvailableSkills(system);
    const first = users[0] ?? '';
    const explicit = EXPLICIT.exec(first);
    // An explicit `/skill:name` arrives expanded in the user's turn: the body is injected, not asked for.
    if (explicit)
        turns.unshift({ role: 'injected', text: first });
    return {
        prompt: explicit ? first.slice(explicit[0].length).trim() : first,
        listedSkills: listed,
        tools: (0,_chatCompletions_js__WEBPACK_IMPORTED_MODULE_2__/* .toolNames */ .$p)(body),
        turns,
        locations: new Map(listed.map((s) => [s.name, s.location])),
    };
}
function piDialect(locations) {
    return {
        activate: (skill) => ({ kind: 'tool', name: 'read', input: { path: locations.get(skill.name) ?? skill.name } }),
        loadedSkill(conversation) {
            const injected = conversation.turns.findIndex((t) => t.role === 'injected' && EXPLICIT.test(t.text));
            if (injected >= 0) {
                const m = EXPLICIT.exec(conversation.turns[injected].text);
                return { dir: node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(m[2]), body: m[3], turn: injected };
            }
            const read = (0,_conversation_js__WEBPACK_IMPORTED_MODULE_3__/* .firstCallAndResult */ .n)(conversation, (u) => u.name === 'read' && String(u.input.path ?? '').endsWith('/SKILL.md'));
            if (read === undefined || read === 'pending')
                return undefined;
            if (!read.ok)
                return 'failed';
            return { dir: node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(String(read.use.input.path)), body: (0,_skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_1__/* .skillBody */ .k2)(read.text), turn: read.turn };
        },
        read: (file) => ({ kind: 'tool', name: 'read', input: { path: file } }),
        shell: (command) => ({ kind: 'tool', name: 'bash', input: { command } }),
    };
}


/***/ })

};
