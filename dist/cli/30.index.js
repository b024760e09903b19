export const id = 30;
export const ids = [30];
export const modules = {

/***/ 9030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BADGES_USAGE: () => (/* binding */ BADGES_USAGE),
  badgesCommand: () => (/* binding */ badgesCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/results/load.ts
var load = __webpack_require__(2400);
// EXTERNAL MODULE: ./node_modules/badge-maker/lib/index.js + 5 modules
var lib = __webpack_require__(8833);
// EXTERNAL MODULE: ./src/results/aggregate.ts + 2 modules
var aggregate = __webpack_require__(7772);
// EXTERNAL MODULE: ./src/results/stats.ts
var stats = __webpack_require__(5613);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/badges.ts




/**
 * Per backend, over its skills: the rate of one metric, or undefined when nothing was measured. The rate
 * is a row's rate (`rowRate`) taken over every case of the backend's rows, each case weighted equally:
 * with one skill it is that skill's rate in the table and the comment.
 */
function pooledRates(results) {
    const scripted = results.meta.modelSource.kind === 'scripted';
    const backends = [...new Set(results.results.map((r) => r.backend))];
    return backends.flatMap((backend) => {
        const rows = results.results.filter((r) => r.backend === backend);
        return ['activation', 'execution'].map((metric) => {
            const rate = (0,stats/* caseWeightedRate */.yR)(rows.flatMap((r) => (0,aggregate/* caseCounts */.rl)(r, metric))).rate ?? undefined;
            // A smoke run's badge must not pass for a real model's score.
            return { backend, metric, rate, label: (0,report_escape/* badgeLabel */.KT)(`${backend} ${metric}${scripted ? ' (scripted)' : ''}`) };
        });
    });
}
const message = (rate) => (rate === undefined ? 'not measured' : `${Math.round(rate * 100)}%`);
const color = (rate) => rate === undefined ? 'lightgrey' : rate >= 0.8 ? 'brightgreen' : rate >= 0.5 ? 'yellow' : 'red';
/** Static shields.io image URLs: GitHub renders no `data:` images in comments or summaries. */
function badgeMarkdown(results) {
    return pooledRates(results)
        .map(({ label, rate }) => `![${mdText(label)}](${shieldsUrl(label, rate)})`)
        .join(' ');
}
function shieldsUrl(label, rate) {
    const part = (s) => encodeURIComponent(s.replace(/-/g, '--').replace(/_/g, '__'));
    return `https://img.shields.io/badge/${part(label)}-${part(message(rate))}-${color(rate)}`;
}
/** SVG files (`<backend>-<metric>.svg`) for repositories that publish their own badges. */
function badgeSvgs(results) {
    return pooledRates(results).map(({ backend, metric, rate, label }) => ({
        file: `${(0,report_escape/* badgeLabel */.KT)(backend)}-${metric}.svg`,
        svg: (0,lib/* makeBadge */.O)({ label, message: message(rate), color: color(rate) }),
    }));
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/badgesCommand.ts






const BADGES_USAGE = `Usage: caliper badges RESULTS [--out DIR]

Writes one SVG per backend and metric (activation, execution), pooled over the skills, into DIR
(default: badges).
`;
function badgesCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('badges', {
        args,
        allowPositionals: true,
        options: { out: { type: 'string', default: 'badges' }, help: { type: 'boolean', short: 'h', default: false } },
    });
    if (values.help) {
        io.stdout(BADGES_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    if (positionals.length !== 1)
        throw new cli_io/* UsageError */.eb('badges takes one results.json (or its folder).');
    let results;
    try {
        results = (0,load/* loadResults */.zV)(external_node_path_default().resolve(io.cwd, positionals[0]));
    }
    catch (error) {
        if (error instanceof load/* ResultsError */.N6)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
    const out = external_node_path_default().resolve(io.cwd, values.out);
    (0,external_node_fs_.mkdirSync)(out, { recursive: true });
    for (const badge of badgeSvgs(results)) {
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(out, badge.file), badge.svg);
        io.stdout(`${external_node_path_default().join(values.out, badge.file)}\n`);
    }
    return cli_io/* EXIT */.dc.ok;
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
