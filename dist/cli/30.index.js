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
// EXTERNAL MODULE: ./src/results/load.ts + 1 modules
var load = __webpack_require__(9727);
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
        return cli_io/* EXIT */.d.ok;
    }
    if (positionals.length !== 1)
        throw new cli_io/* UsageError */.e('badges takes one results.json (or its folder).');
    let results;
    try {
        results = (0,load/* loadResults */.zV)(external_node_path_default().resolve(io.cwd, positionals[0]));
    }
    catch (error) {
        if (error instanceof load/* ResultsError */.N6)
            throw new cli_io/* UsageError */.e(error.message);
        throw error;
    }
    const out = external_node_path_default().resolve(io.cwd, values.out);
    (0,external_node_fs_.mkdirSync)(out, { recursive: true });
    for (const badge of badgeSvgs(results)) {
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(out, badge.file), badge.svg);
        io.stdout(`${external_node_path_default().join(values.out, badge.file)}\n`);
    }
    return cli_io/* EXIT */.d.ok;
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ badgeLabel),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports neutraliseComments, mermaidText */
/**
 * The one place where text that caliper did not write becomes markdown. Every renderer (comparison,
 * results table, sticky comment, regression issue, validation and job summaries, badge labels) passes
 * such text through `mdText` or `mdCode`: skill names, case ids, models, versions, file paths and
 * messages come from pull requests and from artifacts of jobs that ran PR code.
 *
 * What it neutralises: @mentions and #references (no ping), links, autolinks and images, HTML tags and
 * comments (so no `<details>` and no forged `<!-- caliper:section -->` marker), table pipes, code-span
 * backticks, emphasis and line breaks (one value stays on one line, in one cell).
 */
/** U+2060 WORD JOINER: invisible, and breaks the patterns GitHub turns into mentions and links. */
const JOIN = '\u2060';
/** Line breaks of every kind, and the control characters that have no business in a cell. */
const BREAKS = /\r\n|[\r\n\u2028\u2029\u0085]/g;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '|': '&#124;',
    '`': '&#96;',
    '[': '&#91;',
    ']': '&#93;',
    '!': '&#33;',
    '\\': '&#92;',
    '*': '&#42;',
    _: '&#95;',
    '~': '&#126;',
};
/** Break what GitHub links after rendering: mentions, issue references, bare URLs and `www.`. */
function unlink(text) {
    return text
        .replace(/@/g, `@${JOIN}`)
        .replace(/#(?=\d)/g, `#${JOIN}`)
        .replace(/:\/\//g, `${JOIN}://`)
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${JOIN}.`);
}
/** Plain text for a paragraph, list item or table cell: rendered as the characters it holds, nothing more. */
function mdText(text) {
    const flat = String(text).replace(BREAKS, ' ').replace(CONTROLS, '');
    // Links first, on the raw text: the entities below have `#` and digits of their own.
    return unlink(flat).replace(/[&<>|`[\]!\\*_~]/g, (c) => ENTITIES[c]);
}
/**
 * A code span holding `text`, safe in a table cell: inside a code span GitHub renders no mention, link
 * or tag, so only what ends the span, the cell or the line is replaced, and `<!--` is broken so that no
 * copy of a section marker survives in a comment body.
 */
function mdCode(text) {
    const inner = neutraliseComments(String(text)
        .replace(BREAKS, ' ')
        .replace(CONTROLS, '')
        .replace(/`/g, 'ˋ')
        .replace(/\|/g, '｜'));
    const padded = inner.startsWith(' ') || inner.endsWith(' ') ? ` ${inner} ` : inner;
    return `\`${padded === '' ? ' ' : padded}\``;
}
/** Break every HTML comment opener and closer, so text can never add, close or fake a hidden marker. */
function neutraliseComments(text) {
    return text.replace(/<!--/g, `<!${JOIN}--`).replace(/--!?>/g, (m) => `--${JOIN}${m.slice(2)}`);
}
/** A label for a badge image's alt text or a shields.io URL segment: letters, digits and a few marks only. */
function badgeLabel(text) {
    return String(text).replace(/[^A-Za-z0-9 ()._-]/g, '').slice(0, 80);
}
/**
 * Text for a quoted label inside a ```mermaid block: letters, digits, spaces and `.-:/+()` only, at
 * most 40 characters. Nothing else survives, so no value can close the quote, start a statement (`;`,
 * a line break), a directive or comment (`%%`), an entity (`#`), markup (`<`) or the fence (a backtick).
 */
function mermaidText(text) {
    return String(text).replace(/[^A-Za-z0-9 .:/+()-]/g, '').slice(0, 40);
}


/***/ })

};
