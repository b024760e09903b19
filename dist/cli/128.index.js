export const id = 128;
export const ids = [128];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1604);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7406);



/**
 * `parseArgs` for one command, whose mistakes come back as a UsageError that names the command, suggests
 * the option meant, and points at that command's own help.
 */
function parseCommandArgs(command, config) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config);
    }
    catch (error) {
        const code = error?.code;
        if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS'))
            throw error;
        throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(describe(command, config.options ?? {}, code, error.message));
    }
}
function describe(command, options, code, message) {
    const help = `Run "caliper ${command} --help" for its options.`;
    const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const given = quoted.replace(/=.*$/, '');
        const names = Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
        const meant = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(given, names);
        return `unknown option ${given} for "caliper ${command}".${meant ? ` Did you mean ${meant}?` : ''} ${help}`;
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        const flag = quoted.split(' ')[0] ?? quoted;
        return message.includes('argument missing') ? `${flag} needs a value. ${help}` : `${flag} takes no value. ${help}`;
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
        return `"caliper ${command}" takes no argument "${quoted}". ${help}`;
    return `${message}. ${help}`;
}


/***/ }),

/***/ 8604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ frontmatterText),
/* harmony export */   k2: () => (/* binding */ skillBody),
/* harmony export */   yv: () => (/* binding */ parseFrontmatter)
/* harmony export */ });
/* unused harmony export FRONTMATTER_MAX_BYTES */
/* harmony import */ var _util_yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9869);

/** No front matter needs more (a description is at most 1,024 characters); refused before parsing. */
const FRONTMATTER_MAX_BYTES = 64 * 1024;
const OPEN = /^---[ \t]*$/;
const OPEN_WITH_LANGUAGE = /^---[ \t]*([A-Za-z][\w-]*)[ \t]*$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/;
/** The text after the front matter, or the whole text when it has no readable front matter. */
function skillBody(text) {
    const fm = parseFrontmatter(text);
    return fm.kind === 'ok' ? fm.body : text;
}
/** The front matter's own lines as written (between its delimiters); undefined without a closed block. */
function frontmatterText(text) {
    const head = frontmatterLines(text.startsWith('\uFEFF') ? text.slice(1) : text);
    return head && head.closeIndex > 0 ? head.lines.slice(1, head.closeIndex).join('\n') : undefined;
}
/**
 * Split and parse a SKILL.md front matter block without ever evaluating it: we do the split
 * ourselves (gray-matter would `eval` a `---js` block by default and cannot report an unclosed one).
 */
function parseFrontmatter(text) {
    const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const head = frontmatterLines(source);
    if (head === undefined)
        return withoutBlock(source.split(/\r?\n/));
    const { lines, closeIndex, bodyStart } = head;
    if (closeIndex < 0)
        return { kind: 'unclosed' };
    // The body as the whole text split on line ends and joined with `\n` would be, without splitting it.
    const rest = source.slice(bodyStart);
    const body = rest.includes('\r') ? rest.replace(/\r\n/g, '\n') : rest;
    const yamlText = lines.slice(1, closeIndex).join('\n');
    const yamlFirstLine = 2;
    const parsed = (0,_util_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .parseYaml */ .hN)(yamlText, { maxBytes: FRONTMATTER_MAX_BYTES });
    if (!parsed.ok) {
        return {
            kind: 'invalid-yaml',
            line: parsed.line + yamlFirstLine - 1,
            message: parsed.message,
            body,
            bodyStartLine: closeIndex + 2,
            refused: parsed.refused === true,
        };
    }
    const value = parsed.doc.value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return { kind: 'not-a-mapping', line: 1 };
    }
    const doc = parsed.doc;
    return {
        kind: 'ok',
        data: value,
        lineOf: (path) => {
            const line = doc.lineOf(path);
            return line === undefined ? 1 : line + yamlFirstLine - 1;
        },
        body,
        bodyStartLine: closeIndex + 2,
    };
}
/**
 * The lines of a block that opens on line 1, up to its closing line (`closeIndex`, -1 when there is none),
 * and where the body starts in `source`; undefined when line 1 does not open a block. Only the block is
 * split into lines: a SKILL.md body is read whole, once, by later checks.
 */
function frontmatterLines(source) {
    const lines = [];
    let start = 0;
    while (start <= source.length) {
        const end = source.indexOf('\n', start);
        const terminated = end >= 0;
        const raw = source.slice(start, terminated ? end : source.length);
        const line = terminated && raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        const next = terminated ? end + 1 : source.length + 1;
        if (lines.length === 0 && !OPEN.test(line)) {
            const language = OPEN_WITH_LANGUAGE.exec(line)?.[1];
            if (!language || !/^ya?ml$/i.test(language))
                return undefined;
        }
        lines.push(line);
        if (lines.length > 1 && CLOSE.test(line))
            return { lines, closeIndex: lines.length - 1, bodyStart: Math.min(next, source.length) };
        start = next;
    }
    return { lines, closeIndex: -1, bodyStart: source.length };
}
/** Line 1 opens no YAML block: a foreign language, a block further down, or none at all. */
function withoutBlock(lines) {
    const first = lines[0] ?? '';
    const language = OPEN_WITH_LANGUAGE.exec(first)?.[1];
    if (language && !/^ya?ml$/i.test(language))
        return { kind: 'foreign-language', language };
    const firstContent = lines.findIndex((line) => line.trim() !== '');
    if (firstContent > 0 && OPEN.test(lines[firstContent] ?? ''))
        return { kind: 'misplaced', line: firstContent + 1 };
    return { kind: 'absent' };
}


/***/ }),

/***/ 3968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ lazyModule)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * A library loaded on first use, synchronously. The bundles in dist/ do not contain it: the build puts
 * the package's own CommonJS build beside them (`vendor/<name>.cjs`, scripts/vendor.mjs), so that a start
 * that never needs it does not read and compile it (js-yaml and re2js were most of what `validate`
 * compiled at start). Only run from the sources (tests) does Node load the installed package: a bundle
 * whose copy is missing fails at once rather than pick up whatever `node_modules` holds above it.
 */
function lazyModule(name) {
    let loaded;
    return () => {
        if (loaded === undefined) {
            const here = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url);
            const fromSources = here.endsWith('.ts');
            loaded = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(here)(fromSources ? name : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(here), 'vendor', `${name}.cjs`));
        }
        return loaded;
    };
}


/***/ }),

/***/ 7366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ readUpTo)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** At most `limit` bytes from an open file, read in chunks of at most 1 MB (no buffer of `limit` up front). */
function readUpTo(fd, limit) {
    const chunks = [];
    let total = 0;
    while (total < limit) {
        const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, limit - total));
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, null);
        if (n === 0)
            break;
        chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
        total += n;
    }
    return Buffer.concat(chunks, total);
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
/* unused harmony exports DEFAULT_MAX_BYTES, trialFileWork */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _readUpTo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7366);



const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/**
 * Files read and bytes taken by readTrialFile so far, in this process: what a test counts to see each file read once.
 */
const trialFileWork = { reads: 0, bytes: 0 };
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY;
/**
 * What `rel` (relative to `base`, `/`-separated or native) is, without reading it. `name` is how a
 * refusal names the file (by default `rel`).
 */
function statTrialFile(base, rel, name = rel) {
    const parts = relativeParts(rel);
    if (!parts)
        return { kind: 'refused', reason: `${rel} is outside the folder` };
    let current = base;
    for (let i = 0; i < parts.length; i++) {
        current = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, parts[i]);
        const last = i === parts.length - 1;
        const shown = last ? name : parts.slice(0, i + 1).join('/');
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current);
        }
        catch {
            return { kind: 'missing' };
        }
        if (st.isSymbolicLink())
            return { kind: 'refused', reason: `${shown} is a symbolic link, which caliper does not follow` };
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
/**
 * Read `rel` under `base` as the module comment says; a file over `maxBytes` is refused, not cut. `name`
 * is how a refusal names the file (by default `rel`).
 */
function readTrialFile(base, rel, maxBytes = DEFAULT_MAX_BYTES, name = rel) {
    const found = statTrialFile(base, rel, name);
    if (found.kind !== 'regular')
        return found;
    if (found.size > maxBytes)
        return tooLarge(name, maxBytes);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, ...relativeParts(rel)), OPEN_FLAGS);
    }
    catch (error) {
        return {
            kind: 'refused',
            reason: `${name} could not be opened (${error.code ?? 'error'})`,
        };
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        // Swapped between the look and the open: not the file that was looked at.
        if (!st.isFile() || st.ino !== found.stats.ino || st.dev !== found.stats.dev)
            return { kind: 'refused', reason: `${name} changed while caliper read it` };
        const bytes = (0,_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__/* .readUpTo */ .V)(fd, maxBytes + 1);
        trialFileWork.reads++;
        trialFileWork.bytes += bytes.length;
        if (bytes.length > maxBytes)
            return tooLarge(name, maxBytes);
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
            return {
                kind: 'over-budget',
                reason: `${rel} was not read: with its ${found.size} bytes, more than ${budget.total} would be read in all`,
            };
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


/***/ }),

/***/ 9869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hN: () => (/* binding */ parseYaml)
/* harmony export */ });
/* unused harmony exports MAX_YAML_ALIASES, MAX_YAML_DEPTH, parseFlatMapping, computeLineStarts, lineAt */
/* harmony import */ var _lazyModule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3968);

/** Most front matter never needs it: `parseFlatMapping` reads the common shape first. */
const jsYaml = (0,_lazyModule_js__WEBPACK_IMPORTED_MODULE_0__/* .lazyModule */ .f)('js-yaml');
/** Aliases are rarely needed in a skill or spec; a cap makes "billion laughs" input fail at once. */
const MAX_YAML_ALIASES = 32;
const MAX_YAML_DEPTH = 64;
const EVENT = { DOCUMENT: 1, SEQUENCE: 2, MAPPING: 3, SCALAR: 4, ALIAS: 5, POP: 6 };
/** Parse untrusted YAML with the safe core schema, capped aliases and depth, and keep node positions. */
function parseYaml(text, options = {}) {
    const refused = preflight(text, options.maxBytes);
    if (refused)
        return refused;
    const flat = parseFlatMapping(text);
    if (flat)
        return { ok: true, doc: flat };
    const { parseEvents, constructFromEvents, CORE_SCHEMA, YAMLException } = jsYaml();
    try {
        const events = parseEvents(text, { maxDepth: MAX_YAML_DEPTH });
        const docs = constructFromEvents(events, { source: text, schema: CORE_SCHEMA, maxAliases: MAX_YAML_ALIASES });
        if (docs.length > 1)
            return {
                ok: false,
                line: 1,
                message: 'expected one YAML document, found several (a second `---` inside the block?)',
            };
        const offsets = indexPositions(text, events);
        const lineStarts = computeLineStarts(text);
        return {
            ok: true,
            doc: {
                value: docs[0] ?? null,
                lineOf(path) {
                    const offset = offsets.get(pathKey(path));
                    return offset === undefined ? undefined : lineAt(lineStarts, offset);
                },
            },
        };
    }
    catch (error) {
        if (error instanceof YAMLException) {
            return { ok: false, line: (error.mark?.line ?? 0) + 1, message: error.reason };
        }
        // js-yaml may throw RangeError on pathological input; never let it escape as a stack trace.
        return { ok: false, line: 1, message: error instanceof Error ? error.message : String(error) };
    }
}
const FLAT_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t]+(.*?))?[ \t]*$/;
/** Keys the core schema resolves to another value (`True:` is the key `true`). */
const RESOLVED_KEY = /^(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$/;
/** Plain scalars that start with an indicator, or hold `: ` or ` #`, are left to the full parser. */
const UNSAFE_PLAIN = /^[-?:,[\]{}#&*!|>'"%@`~\s0-9+.]|:(?:\s|$)|\s#/;
/**
 * The common front matter, `key: value` lines with plain or simply quoted values, read without the full
 * parser (it is most of `validate`'s time on a large repository). Anything else, and any value whose
 * type the core schema would resolve (numbers, `.inf`, …), returns undefined and goes to js-yaml, so
 * results are the same; a test compares both on every shape the fast path accepts.
 */
function parseFlatMapping(text) {
    const value = {};
    const lines = new Map();
    const rows = text.split('\n');
    for (let i = 0; i < rows.length; i++) {
        const row = rows[i].endsWith('\r') ? rows[i].slice(0, -1) : rows[i];
        if (row.trim() === '')
            continue;
        const m = FLAT_LINE.exec(row);
        if (!m)
            return undefined;
        const key = m[1];
        const raw = m[2];
        if (raw === undefined || raw === '' || Object.hasOwn(value, key) || key === '__proto__' || RESOLVED_KEY.test(key))
            return undefined;
        const scalar = flatScalar(raw);
        if (scalar === undefined)
            return undefined;
        value[key] = scalar.value;
        lines.set(key, i + 1);
    }
    if (lines.size === 0)
        return undefined;
    return {
        value,
        lineOf: (path) => (path.length === 0 ? 1 : path.length === 1 ? lines.get(String(path[0])) : undefined),
    };
}
function flatScalar(raw) {
    const first = raw[0];
    if (first === '"' || first === "'") {
        const inner = raw.slice(1, -1);
        if (raw.length < 2 || raw[raw.length - 1] !== first || inner.includes(first) || inner.includes('\\'))
            return undefined;
        return { value: inner };
    }
    if (UNSAFE_PLAIN.test(raw) || raw.includes('\t'))
        return undefined;
    switch (raw) {
        case 'true':
        case 'True':
        case 'TRUE':
            return { value: true };
        case 'false':
        case 'False':
        case 'FALSE':
            return { value: false };
        case 'null':
        case 'Null':
        case 'NULL':
            return { value: null };
    }
    return { value: raw };
}
/**
 * Refuse what no skill or spec needs before the parser sees it: more than `maxBytes`, or flow
 * collections (`[`, `{`) nested deeper than the parser's own cap. One linear pass, so hostile input
 * fails in microseconds whatever the parser's cost on it would be.
 */
function preflight(text, maxBytes) {
    if (maxBytes !== undefined && text.length > maxBytes) {
        return {
            ok: false,
            line: 1,
            message: `it is ${Math.ceil(text.length / 1024)} KiB, over the ` +
                `${Math.floor(maxBytes / 1024)} KiB this block may hold`,
            refused: true,
        };
    }
    // Only `[` and `{` nest: most front matter has neither, and needs no walk through its characters.
    if (!text.includes('[') && !text.includes('{'))
        return undefined;
    let depth = 0;
    let line = 1;
    let quote = 0; // the code of the open quote character, or 0
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10)
            line++;
        if (quote !== 0) {
            if (c === 92 && quote === 34)
                i++; // backslash escape inside "…"
            else if (c === quote)
                quote = 0;
            continue;
        }
        if (c === 34 || (c === 39 && depth > 0))
            quote = c;
        else if (c === 35 && (i === 0 || text.charCodeAt(i - 1) <= 32)) {
            while (i + 1 < text.length && text.charCodeAt(i + 1) !== 10)
                i++; // a comment
        }
        else if (c === 91 || c === 123) {
            if (++depth > MAX_YAML_DEPTH)
                return { ok: false, line, message: `collections are nested more than ${MAX_YAML_DEPTH} deep`, refused: true };
        }
        else if ((c === 93 || c === 125) && depth > 0)
            depth--;
    }
    return undefined;
}
function pathKey(path) {
    return path.map(String).join('\u0000');
}
/** Walk the event stream once and remember where each path's node (or its key) starts. */
function indexPositions(text, events) {
    const offsets = new Map();
    const stack = [];
    const placeNode = (start) => {
        const top = stack[stack.length - 1];
        if (!top)
            return undefined;
        if (top.kind === 'doc')
            return [];
        if (top.kind === 'seq') {
            const path = [...top.path, top.index++];
            offsets.set(pathKey(path), start);
            return path;
        }
        if (top.key === undefined)
            return undefined; // a key node; handled by the caller
        const path = [...top.path, top.key];
        offsets.set(pathKey(path), top.keyOffset);
        top.key = undefined;
        return path;
    };
    for (const event of events) {
        switch (event.type) {
            case EVENT.DOCUMENT:
                stack.push({ kind: 'doc', path: [] });
                break;
            case EVENT.POP:
                stack.pop();
                break;
            case EVENT.SCALAR: {
                const top = stack[stack.length - 1];
                if (top?.kind === 'map' && top.key === undefined) {
                    top.key = jsYaml().getScalarValue(text, event);
                    top.keyOffset = event.valueStart;
                }
                else {
                    placeNode(event.valueStart);
                }
                break;
            }
            case EVENT.ALIAS:
                placeNode(event.anchorStart);
                break;
            case EVENT.MAPPING:
            case EVENT.SEQUENCE: {
                const top = stack[stack.length - 1];
                if (top?.kind === 'map' && top.key === undefined) {
                    // A complex (collection) key: rare, and never meaningful to us. Track it under a placeholder.
                    top.key = '[complex key]';
                    top.keyOffset = event.start;
                }
                const path = placeNode(event.start) ?? [];
                if (path.length === 0)
                    offsets.set(pathKey(path), event.start);
                stack.push(event.type === EVENT.MAPPING
                    ? { kind: 'map', path, key: undefined, keyOffset: event.start }
                    : { kind: 'seq', path, index: 0 });
                break;
            }
        }
    }
    return offsets;
}
function computeLineStarts(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            starts.push(i + 1);
    return starts;
}
function lineAt(lineStarts, offset) {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((lineStarts[mid] ?? 0) <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo + 1;
}


/***/ })

};
