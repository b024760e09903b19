#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2957);
/* harmony import */ var _nodeVersion_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6562);


// Refused in one line, before any command can fail somewhere less clear on an API the old Node lacks.
const tooOld = (0,_nodeVersion_js__WEBPACK_IMPORTED_MODULE_1__/* .unsupportedNode */ .A)(process.version);
if (tooOld) {
    process.stderr.write(`${tooOld}\n`);
    process.exitCode = 2;
}
else {
    process.exitCode = await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .ak)(process.argv.slice(2), {
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        cwd: process.cwd(),
        env: process.env,
        stdoutIsTTY: Boolean(process.stdout.isTTY),
        stderrIsTTY: Boolean(process.stderr.isTTY),
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   kp: () => (/* binding */ BadInput)
/* harmony export */ });
/** Exit codes shared by every command. */
const EXIT = { ok: 0, failed: 1, usage: 2, refused: 3 };
class UsageError extends Error {
}
/**
 * Input the command cannot use (an invalid configuration file, a results file): exit 2 with the one
 * line that says what to fix, and no pointer at the command's options, which are not the problem.
 */
class BadInput extends Error {
}


/***/ }),

/***/ 2957:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ak: () => (/* binding */ runCli)
/* harmony export */ });
/* unused harmony exports USAGE, SCHEMA_USAGE */
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(311);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4031);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1604);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7406);




const COMMANDS = [
    'validate',
    'prove',
    'init',
    'eval',
    'bisect',
    'tune',
    'install',
    'compare',
    'merge',
    'simulate-trials',
    'badges',
    'view',
    'history',
    'owners',
    'schema',
    'version',
    'help',
];
const USAGE = `caliper ${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .CALIPER_VERSION */ .w}: CI for agent-skill repositories

Usage: caliper <command> [options]

Commands:
  validate [DIR]   check every skill and eval spec under DIR
  prove [DIR]      flag checks that pass on the empty run (no model, no agent): they cannot fail
  init [SKILL_DIR...]  draft an .eval.yaml for each skill that has none (offline; guesses marked TODO)
  eval [DIR]       run the eval specs on real agent CLIs and score activation and execution
  bisect [DIR] --base REF --skills NAME  find the part of a change a regression follows (description, hunk, spec,
                   neighbour)
  tune [DIR] --skills NAME  look for a better description, kept only when held-out cases prove it better
  install NAME...  install the agent CLI versions caliper is tested against
  compare BASE HEAD  compare two eval runs of the same era and discipline
  merge --out DIR SHARD...  merge the results of matrix shards into one run
  simulate-trials  how many runs --trials auto saves against a fixed number of trials
  badges RESULTS   write activation and execution badges (SVG) per backend
  view RESULTS [--base RESULTS] --out FILE  write a self-contained HTML report of every trial
  history RESULTS --file FILE  add a run to a bounded history of runs (for rates over time)
  owners --pr-snapshot FILE  decide the CODEOWNERS gate for skill paths offline
  schema           print the JSON Schema of .eval.yaml files
  version          print the version (also -v, --version)

Run "caliper <command> --help" for a command's options.
`;
const SCHEMA_USAGE = `Usage: caliper schema > eval-spec.schema.json

Prints the JSON Schema of .eval.yaml files (the same as schemas/eval-spec.schema.json in the package).
Point an editor at it with "# yaml-language-server: $schema=<path>" on a spec's first line; the
reference of every key is docs/eval-spec.md.
`;
/** Parse the command line, run one command, and turn every failure into an exit code and one clear line. */
async function runCli(argv, io) {
    const [command, ...rest] = argv;
    try {
        // Each command is imported when it runs: `validate` does not pay to load the eval engine, the
        // Actions toolkit or the badge renderer (start-up is most of a small repository's wall time).
        switch (command) {
            case 'validate':
                return await (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(349), __nccwpck_require__.e(989)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9989))).validateCommand(rest, io);
            case 'prove':
                return await (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(425), __nccwpck_require__.e(349), __nccwpck_require__.e(580), __nccwpck_require__.e(591)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9591))).proveCommand(rest, io);
            case 'init':
                return (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(349), __nccwpck_require__.e(503)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4503))).initCommand(rest, io);
            case 'eval':
                return await (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(425), __nccwpck_require__.e(349), __nccwpck_require__.e(580), __nccwpck_require__.e(690), __nccwpck_require__.e(401), __nccwpck_require__.e(101), __nccwpck_require__.e(266)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4266))).evalCommand(rest, io);
            case 'bisect':
                return await (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(425), __nccwpck_require__.e(349), __nccwpck_require__.e(580), __nccwpck_require__.e(690), __nccwpck_require__.e(401), __nccwpck_require__.e(669)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1669))).bisectCommand(rest, io);
            case 'tune':
                return await (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(425), __nccwpck_require__.e(349), __nccwpck_require__.e(580), __nccwpck_require__.e(401), __nccwpck_require__.e(440)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5975))).tuneCommand(rest, io);
            case 'install':
                return (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(425), __nccwpck_require__.e(215)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3215))).installCommand(rest, io);
            case 'merge':
                return (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(425), __nccwpck_require__.e(690), __nccwpck_require__.e(101), __nccwpck_require__.e(396), __nccwpck_require__.e(910)]).then(__nccwpck_require__.bind(__nccwpck_require__, 529))).mergeCommand(rest, io);
            case 'compare':
                return (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(690), __nccwpck_require__.e(729)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9729))).compareCommand(rest, io);
            case 'owners':
                return await (await Promise.all(/* import() */[__nccwpck_require__.e(413), __nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(349), __nccwpck_require__.e(824)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5824))).ownersCommand(rest, io);
            case 'badges':
                return (await Promise.all(/* import() */[__nccwpck_require__.e(833), __nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(30)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9030))).badgesCommand(rest, io);
            case 'view':
                return (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(425), __nccwpck_require__.e(690), __nccwpck_require__.e(101), __nccwpck_require__.e(396), __nccwpck_require__.e(636)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1636))).viewCommand(rest, io);
            case 'history':
                return (await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(128), __nccwpck_require__.e(904), __nccwpck_require__.e(721)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5721))).historyCommand(rest, io);
            case 'simulate-trials':
                return (await __nccwpck_require__.e(/* import() */ 569).then(__nccwpck_require__.bind(__nccwpck_require__, 2569))).simulateCommand(rest, io);
            case 'schema':
                if (rest.includes('--help') || rest.includes('-h')) {
                    io.stdout(SCHEMA_USAGE);
                    return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok;
                }
                if (rest.length > 0)
                    throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`"caliper schema" takes no argument "${rest[0]}". Run "caliper schema --help" for its usage.`);
                io.stdout(`${JSON.stringify((await Promise.all(/* import() */[__nccwpck_require__.e(977), __nccwpck_require__.e(465)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6465))).evalSpecSchema, null, 2)}\n`);
                return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok;
            case 'version':
            case '--version':
            case '-v':
                io.stdout(`${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .CALIPER_VERSION */ .w}\n`);
                return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok;
            case undefined:
            case 'help':
            case '--help':
            case '-h':
                io.stdout(USAGE);
                return command === undefined ? _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage : _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok;
            default: {
                const meant = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(command, COMMANDS);
                throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unknown command "${command}".${meant ? ` Did you mean "caliper ${meant}"?` : ''}`);
            }
        }
    }
    catch (error) {
        if (error instanceof _io_js__WEBPACK_IMPORTED_MODULE_1__/* .BadInput */ .kp) {
            io.stderr(`caliper: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(error.message)}\n`);
            return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage;
        }
        if (error instanceof _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb || isParseArgsError(error)) {
            const message = error.message;
            const known = COMMANDS.includes(command ?? '') && command !== 'help';
            const pointer = message.includes('--help')
                ? ''
                : `\nRun "caliper ${known ? `${command} ` : ''}--help" for usage.`;
            io.stderr(`caliper: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(message)}${pointer}\n`);
            return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage;
        }
        // Anything else is our bug or the machine's: one line, never a stack trace, and exit 2 so that CI
        // does not read it as "the skills have errors".
        io.stderr(`caliper: internal error: ${oneLine(error)} (set CALIPER_DEBUG=1 for details, and please report it)\n`);
        if (io.env.CALIPER_DEBUG)
            io.stderr(`${error.stack ?? ''}\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage;
    }
}
function oneLine(error) {
    return (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)((error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 500));
}
function isParseArgsError(error) {
    const code = error?.code;
    return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}


/***/ }),

/***/ 6562:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ unsupportedNode)
/* harmony export */ });
/* unused harmony export MIN_NODE */
/**
 * The oldest Node.js caliper runs on: 20.16 (`process.getBuiltinModule`). `engines` in package.json says
 * the same, and CI tests it, 22 and 24 (a test keeps the three in step).
 */
const MIN_NODE = { major: 20, minor: 16 };
/** The one line to print on an older Node, or undefined when `version` (`v20.16.0`) will do. */
function unsupportedNode(version) {
    const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
    if (major > MIN_NODE.major || (major === MIN_NODE.major && minor >= MIN_NODE.minor))
        return undefined;
    return (`caliper needs Node.js ${MIN_NODE.major}.${MIN_NODE.minor} or newer; ` +
        `this is ${version}. Install a newer Node.js (https://nodejs.org) and ` +
        `run it again.`);
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ badgeLabel),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   kc: () => (/* binding */ logText),
/* harmony export */   l3: () => (/* binding */ shownEscaped),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports mdFenced, mdSuggestion, neutraliseComments, mermaidText */
/**
 * The one place where text that caliper did not write becomes markdown. Every renderer (comparison,
 * results table, sticky comment, regression issue, validation and job summaries, badge labels) passes
 * such text through `mdText` or `mdCode`: skill names, case ids, models, versions, file paths and
 * messages come from pull requests and from artifacts of jobs that ran PR code.
 *
 * What it neutralises: @mentions and #references (no ping), links, autolinks and images, HTML tags and
 * comments (so no `<details>` and no forged `<!-- caliper:section -->` marker), table pipes, code-span
 * backticks, emphasis and line breaks (one value stays on one line, in one cell).
 *
 * Text for a CI log line (stdout, stderr, `core.info`) goes through `logText` instead.
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
/**
 * Bidi controls and tag characters: in a file name or a quoted line they reorder or hide what a reader
 * sees (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`). Every medium shows them as escapes.
 */
const DIRECTIONAL = /[\u202A-\u202E\u2066-\u2069]|\uDB40[\uDC00-\uDC7F]/g;
/** `\u202e`, `\u{e0041}`: each directional character as the text of its escape. */
function shownEscaped(text) {
    return text.replace(DIRECTIONAL, (c) => {
        const cp = c.codePointAt(0);
        return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16)}`;
    });
}
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
    const flat = shownEscaped(String(text).replace(BREAKS, ' ').replace(CONTROLS, ''));
    // Links first, on the raw text: the entities below have `#` and digits of their own.
    return unlink(flat).replace(/[&<>|`[\]!\\*_~]/g, (c) => ENTITIES[c]);
}
/**
 * A code span holding `text`, safe in a table cell: inside a code span GitHub renders no mention, link
 * or tag, so only what ends the span, the cell or the line is replaced, and `<!--` is broken so that no
 * copy of a section marker survives in a comment body.
 */
function mdCode(text) {
    const inner = neutraliseComments(shownEscaped(String(text)).replace(BREAKS, ' ').replace(CONTROLS, '').replace(/`/g, 'ˋ').replace(/\|/g, '｜'));
    const padded = inner.startsWith(' ') || inner.endsWith(' ') ? ` ${inner} ` : inner;
    return `\`${padded === '' ? ' ' : padded}\``;
}
/**
 * A fenced code block holding `text` line by line (a diff, a suggested change): GitHub renders nothing
 * inside it, so only what could end it early is changed: the fence is longer than any run of backticks
 * in the text, line breaks of every kind become `\n`, control and directional characters are shown
 * escaped, and `<!--` is broken so that no copy of a section marker survives in a comment body.
 */
function mdFenced(text, info) {
    const lines = String(text)
        .replace(/\n$/, '')
        .split(BREAKS)
        .map((line) => neutraliseComments(shownEscaped(line).replace(CONTROLS, '')));
    const longest = Math.max(0, ...lines.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((run) => run.length))));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${info.replace(/[^a-z]/g, '')}\n${lines.join('\n')}\n${fence}`;
}
/**
 * A ```suggestion block replacing lines of a file with `line`, or undefined when it cannot hold it. Unlike
 * mdFenced it escapes nothing: GitHub commits a suggestion's text as it stands, so an escape would land in
 * the file. What keeps `line` inside is the fence, longer than any run of backticks in it, and `line`
 * being one line: a line break, a control or a directional character (which would hide from the reviewer
 * what the button commits) refuses it, and the caller shows the change in a diff block instead.
 */
function mdSuggestion(line) {
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(line) || new RegExp(DIRECTIONAL.source).test(line))
        return undefined;
    const longest = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}suggestion\n${line}\n${fence}`;
}
/** Break every HTML comment opener and closer, so text can never add, close or fake a hidden marker. */
function neutraliseComments(text) {
    return text.replace(/<!--/g, `<!${JOIN}--`).replace(/--!?>/g, (m) => `--${JOIN}${m.slice(2)}`);
}
/** A label for a badge image's alt text or a shields.io URL segment: letters, digits and a few marks only. */
function badgeLabel(text) {
    return String(text)
        .replace(/[^A-Za-z0-9 ()._-]/g, '')
        .slice(0, 80);
}
/**
 * Text for a quoted label inside a ```mermaid block: letters, digits, spaces and `.-:/+()` only, at
 * most 40 characters. Nothing else survives, so no value can close the quote, start a statement (`;`,
 * a line break), a directive or comment (`%%`), an entity (`#`), markup (`<`) or the fence (a backtick).
 */
function mermaidText(text) {
    return String(text)
        .replace(/[^A-Za-z0-9 .:/+()-]/g, '')
        .slice(0, 40);
}
/** Every character that ends a log line or is a control character: C0, DEL, C1 (NEL among them), U+2028, U+2029. */
// eslint-disable-next-line no-control-regex
const LOG_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const LOG_NAMED = { '\r': '\\r', '\n': '\\n', '\t': '\\t' };
/**
 * Text for one line of a CI log. The Actions runner reads each line (split at CR or LF) as a workflow
 * command when, after leading whitespace, it starts with `::` (`::error::`, `::add-mask::`,
 * `::stop-commands::`), or when it holds the old form `##[` anywhere. So every line break and control
 * character is shown escaped (`\r`, `\n`, `\u001b`, a bidi control as `\u202e`), a leading `::` and
 * every `##[` are broken by an invisible word joiner, and the value stays on the one line it was printed on.
 */
function logText(text) {
    return (shownEscaped(String(text))
        .replace(LOG_UNSAFE, (c) => LOG_NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/^(\s*):(?=:)/, `$1:${JOIN}`)
        .replace(/##\[/g, `##${JOIN}[`)
        // A value that ends in `#` could meet a `#[` or `[` that follows it on the line.
        .replace(/#$/, `#${JOIN}`));
}


/***/ }),

/***/ 7406:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
/** The candidate closest to `input` by edit distance, if it is close enough to be a likely typo. */
function closest(input, candidates) {
    let best;
    for (const name of candidates) {
        const distance = editDistance(input, name);
        if (!best || distance < best.distance)
            best = { name, distance };
    }
    const allowed = Math.max(1, Math.floor(input.length / 3));
    return best && best.distance <= allowed ? best.name : undefined;
}
/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                v = Math.min(v, d[i - 2][j - 2] + 1);
            d[i][j] = v;
        }
    }
    return d[a.length][b.length];
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ CALIPER_VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test. */
const CALIPER_VERSION = '0.1.0';


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
