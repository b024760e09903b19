export const id = 910;
export const ids = [910];
export const modules = {

/***/ 529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MERGE_USAGE: () => (/* binding */ MERGE_USAGE),
  mergeCommand: () => (/* binding */ mergeCommand)
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
// EXTERNAL MODULE: ./src/results/merge.ts
var merge = __webpack_require__(2958);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
// EXTERNAL MODULE: ./src/report/html/buildReport.ts + 6 modules
var buildReport = __webpack_require__(3644);
// EXTERNAL MODULE: ./src/report/html/render.ts + 2 modules
var render = __webpack_require__(7070);
;// CONCATENATED MODULE: ./src/report/html/writeReport.ts




const REPORT_FILE = 'report.html';
/**
 * Write report.html beside a results.json (with `base`, compared with it). Never throws: a report that
 * cannot be drawn must not cost the run its results; the problem comes back as a line to print.
 */
function writeReportBeside(headResults, baseResults) {
    return writeReport(path.join(path.dirname(headResults), REPORT_FILE), { path: headResults, label: 'head' }, baseResults ? { path: baseResults, label: 'base' } : undefined);
}
/** Write the report of `head` (one run or its shards), with `base` compared with it, to `file`. Never throws. */
function writeReport(file, head, base, history = []) {
    try {
        const html = (0,render/* renderReport */.B1)((0,buildReport/* buildReport */.F)(head, base, history));
        (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(file), { recursive: true });
        (0,external_node_fs_.writeFileSync)(file, html);
        return { file };
    }
    catch (error) {
        return { problem: `${external_node_path_default().basename(file)} not written: ${error instanceof Error ? error.message : String(error)}` };
    }
}
/** The job summary's line pointing at the report inside the run's artifact. */
function reportSummaryLine(written, artifact) {
    if ('problem' in written)
        return `\n${written.problem}\n`;
    return (`\nEvery trial (prompt, skills listed, tool calls, skill files used, ` +
        `answer, checks): \`${REPORT_FILE}\` in the artifact \`${artifact}\`; ` +
        `download it and open it in a browser.\n`);
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/mergeCommand.ts









const MERGE_USAGE = `Usage: caliper merge --out DIR [--base BASE...] [--no-report] SHARD...

Merges the results.json of matrix shards (files or folders) into DIR/results.json, and writes
DIR/report.html: one HTML report of every trial of every shard (read from each shard's trials.jsonl
and transcripts), as "caliper view" writes for one run. With --base (repeatable: the base's shards),
the report compares head with base. Refuses (exit 3) shards of different eras or disciplines, or two
shards that measured the same skill × backend.
`;
function mergeCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('merge', {
        args,
        allowPositionals: true,
        options: {
            out: { type: 'string' },
            base: { type: 'string', multiple: true },
            'no-report': { type: 'boolean', default: false },
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(MERGE_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    if (!values.out)
        throw new cli_io/* UsageError */.eb('merge needs --out DIR.');
    if (positionals.length === 0)
        throw new cli_io/* UsageError */.eb('merge needs at least one shard.');
    let shards;
    try {
        shards = positionals.map((p) => ({ name: p, results: (0,load/* loadResults */.zV)(external_node_path_default().resolve(io.cwd, p)) }));
    }
    catch (error) {
        if (error instanceof load/* ResultsRefusal */.Di) {
            io.stderr(`caliper: refusing to merge: ${(0,report_escape/* logText */.kc)(error.message)}\n`);
            return cli_io/* EXIT */.dc.refused;
        }
        if (error instanceof load/* ResultsError */.N6)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
    const outcome = (0,merge/* mergeResults */.n)(shards);
    if (outcome.kind === 'refused') {
        io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(outcome.reason)}\n`);
        return cli_io/* EXIT */.dc.refused;
    }
    const out = external_node_path_default().resolve(io.cwd, values.out);
    (0,external_node_fs_.mkdirSync)(out, { recursive: true });
    // Shards were written by jobs that ran PR code: redact again rather than trust them.
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(out, 'results.json'), `${(0,redact/* createRedactor */.lY)({ env: process.env }).json(outcome.results, 2)}\n`);
    io.stdout(`merged ${shards.length} shard(s), ${outcome.results.results.length} ` +
        `skill × backend row(s): ${external_node_path_default().join(values.out, 'results.json')}\n`);
    if (values['no-report'])
        return cli_io/* EXIT */.dc.ok;
    // The report is built from the shards' folders (where their trials and transcripts are), not from
    // DIR, which holds the merged rates only.
    const written = writeReport(external_node_path_default().join(out, REPORT_FILE), { path: positionals.map((p) => external_node_path_default().resolve(io.cwd, p)), label: positionals.join(' + ') }, values.base && values.base.length > 0
        ? { path: values.base.map((p) => external_node_path_default().resolve(io.cwd, p)), label: values.base.join(' + ') }
        : undefined);
    if ('problem' in written) {
        io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(written.problem)}\n`);
        return cli_io/* EXIT */.dc.usage;
    }
    io.stdout(`${external_node_path_default().join(values.out, REPORT_FILE)}: every trial of the ${shards.length} shard(s)\n`);
    return cli_io/* EXIT */.dc.ok;
}


/***/ })

};
