export const id = 721;
export const ids = [721];
export const modules = {

/***/ 5721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HISTORY_USAGE: () => (/* binding */ HISTORY_USAGE),
/* harmony export */   historyCommand: () => (/* binding */ historyCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7593);
/* harmony import */ var _results_load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2400);
/* harmony import */ var _results_history_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2918);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1604);





const HISTORY_USAGE = `Usage: caliper history RESULTS --file FILE [--keep N]

Adds a run (a results.json or its folder) to a history file of runs (JSON lines), keeping the newest N
(default ${_results_history_history_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_KEEP */ .oK}). The nightly example keeps that file in an Actions cache chain of its own;
"caliper view --history FILE" draws each skill's rates over time from it.
`;
function historyCommand(args, io) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)('history', {
        args,
        allowPositionals: true,
        options: {
            file: { type: 'string' },
            keep: { type: 'string', default: String(_results_history_history_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_KEEP */ .oK) },
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(HISTORY_USAGE);
        return _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.ok;
    }
    if (positionals.length !== 1)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('history takes one results.json (or its folder).');
    if (values.file === undefined)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('history needs --file FILE: the history to add the run to.');
    const keep = Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--keep must be a whole number of runs, at least 1, not "${values.keep}".`);
    try {
        const points = (0,_results_history_history_js__WEBPACK_IMPORTED_MODULE_3__/* .appendHistory */ .b8)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, values.file), (0,_results_load_js__WEBPACK_IMPORTED_MODULE_2__/* .loadResults */ .zV)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, positionals[0])), keep);
        io.stdout(`${values.file}: ${points.length} run(s), ` +
            `${points[0].startedAt.slice(0, 10)} to ` +
            `${points[points.length - 1].startedAt.slice(0, 10)}\n`);
    }
    catch (error) {
        if (error instanceof _results_load_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsError */ .N6 || error instanceof _results_history_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HistoryError */ .tx)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(error.message);
        throw error;
    }
    return _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.ok;
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


/***/ })

};
