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
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/badges.ts


/** Per backend, pooled over its skills: the rate of one metric, or undefined when nothing was measured. */
function pooledRates(results) {
    const scripted = results.meta.modelSource.kind === 'scripted';
    const backends = [...new Set(results.results.map((r) => r.backend))];
    return backends.flatMap((backend) => {
        const rows = results.results.filter((r) => r.backend === backend);
        return ['activation', 'execution'].map((metric) => {
            const successes = rows.reduce((n, r) => n + r.aggregate[metric].successes, 0);
            const trials = rows.reduce((n, r) => n + r.aggregate[metric].trials, 0);
            // A smoke run's badge must not pass for a real model's score.
            return { backend, metric, rate: trials === 0 ? undefined : successes / trials, label: (0,report_escape/* badgeLabel */.KT)(`${backend} ${metric}${scripted ? ' (scripted)' : ''}`) };
        });
    });
}
const message = (rate) => (rate === undefined ? 'not measured' : `${Math.round(rate * 100)}%`);
const color = (rate) => (rate === undefined ? 'lightgrey' : rate >= 0.8 ? 'brightgreen' : rate >= 0.5 ? 'yellow' : 'red');
/** Static shields.io image URLs: GitHub renders no `data:` images in comments or summaries. */
function badgeMarkdown(results) {
    return pooledRates(results)
        .map(({ label, rate }) => `![${mdText(label)}](${shieldsUrl(label, rate)})`)
        .join(' ');
}
function shieldsUrl(label, rate) {
    const escape = (s) => encodeURIComponent(s.replace(/-/g, '--').replace(/_/g, '__'));
    return `https://img.shields.io/badge/${escape(label)}-${escape(message(rate))}-${color(rate)}`;
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
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('badges', { args, allowPositionals: true, options: { out: { type: 'string', default: 'badges' }, help: { type: 'boolean', short: 'h', default: false } } });
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


/***/ })

};
