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
/* harmony import */ var _results_history_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(537);
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
        options: { file: { type: 'string' }, keep: { type: 'string', default: String(_results_history_history_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_KEEP */ .oK) }, help: { type: 'boolean', short: 'h', default: false } },
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
        io.stdout(`${values.file}: ${points.length} run(s), ${points[0].startedAt.slice(0, 10)} to ${points[points.length - 1].startedAt.slice(0, 10)}\n`);
    }
    catch (error) {
        if (error instanceof _results_load_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsError */ .N6 || error instanceof _results_history_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HistoryError */ .tx)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(error.message);
        throw error;
    }
    return _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.ok;
}


/***/ }),

/***/ 537:
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
    const points = [...readHistory(file).filter((p) => p.startedAt !== point.startedAt), point].sort((a, b) => a.startedAt.localeCompare(b.startedAt)).slice(-keep);
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
/** Far above any real run (200 skills × 6 backends is about 3 MB); a larger file is refused unread. */
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
        throw new ResultsError(`${file} is not a caliper results.json (missing ${missing.join(', ')}). Results without an era cannot be compared.`);
    if (v?.meta?.modelSource === undefined) {
        throw new ResultsRefusal(`${file} does not record whether its numbers came from a real model or the scripted one (it predates meta.modelSource). Re-run that side with this caliper version.`);
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

/***/ 4205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ readTrialFile),
/* harmony export */   Gz: () => (/* binding */ ByteBudget),
/* harmony export */   bh: () => (/* binding */ readEachOnce),
/* harmony export */   uK: () => (/* binding */ readTrialText),
/* harmony export */   vE: () => (/* binding */ statTrialFile),
/* harmony export */   w_: () => (/* binding */ listTrialFiles)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _readUpTo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7366);



const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY;
/** What `rel` (relative to `base`, `/`-separated or native) is, without reading it. */
function statTrialFile(base, rel) {
    const parts = relativeParts(rel);
    if (!parts)
        return { kind: 'refused', reason: `${rel} is outside the folder` };
    let current = base;
    for (let i = 0; i < parts.length; i++) {
        current = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, parts[i]);
        const shown = parts.slice(0, i + 1).join('/');
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current);
        }
        catch {
            return { kind: 'missing' };
        }
        if (st.isSymbolicLink())
            return { kind: 'refused', reason: `${shown} is a symbolic link, which caliper does not follow` };
        const last = i === parts.length - 1;
        if (!last && !st.isDirectory())
            return { kind: 'missing' };
        if (last && st.isDirectory())
            return { kind: 'dir' };
        if (last && !st.isFile())
            return { kind: 'refused', reason: `${shown} is not a regular file (${typeName(st)})` };
        if (last)
            return { kind: 'regular', size: st.size, stats: st };
    }
    return { kind: 'dir' };
}
/** Read `rel` under `base` as the module comment says; a file over `maxBytes` is refused, not cut. */
function readTrialFile(base, rel, maxBytes = DEFAULT_MAX_BYTES) {
    const found = statTrialFile(base, rel);
    if (found.kind !== 'regular')
        return found;
    if (found.size > maxBytes)
        return tooLarge(rel, maxBytes);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, ...relativeParts(rel)), OPEN_FLAGS);
    }
    catch (error) {
        return { kind: 'refused', reason: `${rel} could not be opened (${error.code ?? 'error'})` };
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        // Swapped between the look and the open: not the file that was looked at.
        if (!st.isFile() || st.ino !== found.stats.ino || st.dev !== found.stats.dev)
            return { kind: 'refused', reason: `${rel} changed while caliper read it` };
        const bytes = (0,_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__/* .readUpTo */ .V)(fd, maxBytes + 1);
        if (bytes.length > maxBytes)
            return tooLarge(rel, maxBytes);
        return { kind: 'file', bytes, size: bytes.length, id: fileId(st) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The text of `rel`, or undefined when it is not a regular file that could be read. */
function readTrialText(base, rel, maxBytes = DEFAULT_MAX_BYTES) {
    const f = readTrialFile(base, rel, maxBytes);
    return f.kind === 'file' ? f.bytes.toString('utf8') : undefined;
}
/** The bytes that may still be read, shared by the readers of one task (one report reads many runs). */
class ByteBudget {
    total;
    left;
    constructor(total) {
        this.total = total;
        this.left = total;
    }
}
/**
 * A reader for many files under `base`: each file is read once, however many hard links name it (their
 * apparent sizes add up to far more than the disk holds), and no more than `budget` allows in all.
 */
function readEachOnce(base, budget, maxBytes = DEFAULT_MAX_BYTES) {
    const seen = new Set();
    return (rel) => {
        const found = statTrialFile(base, rel);
        if (found.kind !== 'regular')
            return found;
        const id = fileId(found.stats);
        if (seen.has(id))
            return { kind: 'again', id };
        if (found.size > maxBytes)
            return tooLarge(rel, maxBytes);
        if (found.size > budget.left)
            return { kind: 'over-budget', reason: `${rel} was not read: with its ${found.size} bytes, more than ${budget.total} would be read in all` };
        const read = readTrialFile(base, rel, Math.min(maxBytes, budget.left));
        if (read.kind === 'file') {
            seen.add(read.id);
            budget.left -= read.size;
        }
        return read;
    };
}
function fileId(st) {
    return `${st.dev}:${st.ino}`;
}
/**
 * Regular files under `base/rel` whose name passes `keep`, relative to `base`, sorted; links are not
 * followed and the walk stops at `limits` (a folder of a million entries costs no more than the limit).
 */
function listTrialFiles(base, rel, keep, limits = { maxEntries: 10_000, maxDepth: 16 }) {
    const start = statTrialFile(base, rel);
    if (start.kind !== 'dir')
        return { files: [], cut: false };
    const files = [];
    const pending = [[rel, 0]];
    let seen = 0;
    while (pending.length > 0) {
        const [dir, depth] = pending.pop();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            if (++seen > limits.maxEntries)
                return { files: files.sort(), cut: true };
            const child = dir === '' ? e.name : `${dir}/${e.name}`;
            if (e.isDirectory() && depth < limits.maxDepth)
                pending.push([child, depth + 1]);
            else if (e.isFile() && keep(e.name))
                files.push(child);
        }
    }
    return { files: files.sort(), cut: false };
}
/** `rel`'s names, or undefined for a path that is absolute or has `..` (a link may stand before it). */
function relativeParts(rel) {
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
        return undefined;
    const parts = rel.split(/[\\/]+/).filter((p) => p !== '' && p !== '.');
    return parts.includes('..') ? undefined : parts;
}
function tooLarge(rel, maxBytes) {
    return { kind: 'refused', reason: `${rel} is larger than ${maxBytes} bytes` };
}
function typeName(st) {
    if (st.isFIFO())
        return 'a FIFO';
    if (st.isSocket())
        return 'a socket';
    if (st.isCharacterDevice() || st.isBlockDevice())
        return 'a device';
    return 'not a file';
}


/***/ })

};
