export const id = 636;
export const ids = [636];
export const modules = {

/***/ 1636:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VIEW_USAGE: () => (/* binding */ VIEW_USAGE),
/* harmony export */   viewCommand: () => (/* binding */ viewCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);
/* harmony import */ var _results_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2400);
/* harmony import */ var _results_history_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2918);
/* harmony import */ var _report_html_buildReport_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3644);
/* harmony import */ var _report_html_render_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7070);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1604);








const VIEW_USAGE = `Usage: caliper view RESULTS [--base RESULTS] [--history FILE] [--out FILE]

Writes one self-contained HTML report (no network, opens from disk) of an eval run: the rates per
backend with their intervals and, per skill × backend × case × trial, the prompt, the skills the CLI
listed, each tool call and its result, the files of the skill it read, the final answer, each check's
verdict and reason, tokens, cost and time. RESULTS is a results.json or its folder (with trials.jsonl
and transcripts/ beside it). With --base, each rate shows base → head and its verdict, and each case
shows the base's trials beside the head's. With --history (a file kept by "caliper history"), each
skill's activation and execution per backend over time, as charts. Default --out: report.html.
`;
function viewCommand(args, io) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)('view', {
        args,
        allowPositionals: true,
        options: {
            base: { type: 'string' },
            history: { type: 'string' },
            out: { type: 'string', short: 'o', default: 'report.html' },
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(VIEW_USAGE);
        return _io_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .dc.ok;
    }
    if (positionals.length !== 1)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('view takes one results.json (or its folder); pass the run to compare with as --base.');
    let html;
    try {
        const head = { path: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, positionals[0]), label: positionals[0] };
        const base = values.base !== undefined ? { path: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.base), label: values.base } : undefined;
        const history = values.history !== undefined ? (0,_results_history_history_js__WEBPACK_IMPORTED_MODULE_4__/* .readHistory */ .Lu)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.history)) : [];
        html = (0,_report_html_render_js__WEBPACK_IMPORTED_MODULE_7__/* .renderReport */ .B1)((0,_report_html_buildReport_js__WEBPACK_IMPORTED_MODULE_5__/* .buildReport */ .F)(head, base, history));
    }
    catch (error) {
        if (error instanceof _results_load_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsError */ .N6 || error instanceof _results_history_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HistoryError */ .tx)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(error.message);
        throw error;
    }
    const out = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.out);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(out), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(out, html);
    io.stdout(`${values.out} (${Math.round(Buffer.byteLength(html) / 1024)} KB)\n`);
    return _io_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .dc.ok;
}


/***/ }),

/***/ 2918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ readHistory),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   oK: () => (/* binding */ DEFAULT_KEEP),
/* harmony export */   tx: () => (/* binding */ HistoryError)
/* harmony export */ });
/* unused harmony export historyPoint */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _aggregate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7772);



const DEFAULT_KEEP = 90;
class HistoryError extends Error {
}
function historyPoint(results) {
    return {
        startedAt: results.meta.startedAt,
        era: results.meta.era,
        discipline: results.meta.discipline,
        rows: results.results.map((r) => ({
            skill: r.skill,
            backend: r.backend,
            backendVersion: r.backendVersion,
            model: r.model,
            skillHash: r.skillHashes?.[r.skill],
            activation: [r.aggregate.activation.successes, r.aggregate.activation.trials],
            execution: [r.aggregate.execution.successes, r.aggregate.execution.trials],
            rates: { activation: (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_2__/* .rowRate */ .h6)(r, 'activation').rate, execution: (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_2__/* .rowRate */ .h6)(r, 'execution').rate },
        })),
    };
}
/** The history file (JSON lines, oldest first); a missing file is an empty history. */
function readHistory(file) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return [];
    const points = [];
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
        if (line.trim() === '')
            return;
        let p;
        try {
            p = JSON.parse(line);
        }
        catch {
            throw new HistoryError(`${file}:${i + 1} is not JSON; it is not a caliper history file.`);
        }
        if (typeof p.startedAt !== 'string' || typeof p.era !== 'string' || !Array.isArray(p.rows))
            throw new HistoryError(`${file}:${i + 1} is not a caliper history point (needs startedAt, era, rows).`);
        points.push(p);
    });
    return points;
}
/**
 * Add a run, keeping the newest `keep` (a bounded file, whatever store carries it). The same run added
 * twice (same start time) is kept once.
 */
function appendHistory(file, results, keep = DEFAULT_KEEP) {
    const point = historyPoint(results);
    const points = [...readHistory(file).filter((p) => p.startedAt !== point.startedAt), point]
        .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
        .slice(-keep);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, points.map((p) => JSON.stringify(p)).join('\n') + '\n');
    return points;
}


/***/ })

};
