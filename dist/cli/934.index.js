export const id = 934;
export const ids = [934];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1604);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7472);



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
        throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(describe(command, config.options ?? {}, code, error.message));
    }
}
function describe(command, options, code, message) {
    const help = `Run "caliper ${command} --help" for its options.`;
    const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const given = quoted.replace(/=.*$/, '');
        const names = Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
        const meant = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(given, names);
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

/***/ 4649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ dependencyClosure),
/* harmony export */   _: () => (/* binding */ mergeDependencies)
/* harmony export */ });
/**
 * The declared skills plus every skill they depend on, transitively, in breadth-first order (declared
 * first, no repeats). What an eval installs. Names `direct` does not know have no dependencies.
 */
function dependencyClosure(declared, direct) {
    const out = [];
    const seen = new Set();
    const queue = [...declared];
    for (let i = 0; i < queue.length; i++) {
        const name = queue[i];
        if (seen.has(name))
            continue;
        seen.add(name);
        out.push(name);
        queue.push(...(direct(name) ?? []));
    }
    return out;
}
/** One entry per skill depended on, at its first line; references before mentions on the same line. */
function mergeDependencies(found) {
    const first = new Map();
    for (const d of [...found].sort((a, b) => a.line - b.line || (a.via === b.via ? 0 : a.via === 'reference' ? -1 : 1))) {
        if (!first.has(d.name))
            first.set(d.name, d);
    }
    return [...first.values()].sort((a, b) => a.name.localeCompare(b.name));
}


/***/ }),

/***/ 8604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/**
 * Split and parse a SKILL.md front matter block without ever evaluating it: we do the split
 * ourselves (gray-matter would `eval` a `---js` block by default and cannot report an unclosed one).
 */
function parseFrontmatter(text) {
    const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const lines = source.split(/\r?\n/);
    const first = lines[0] ?? '';
    if (!OPEN.test(first)) {
        const language = OPEN_WITH_LANGUAGE.exec(first)?.[1];
        if (language && !/^ya?ml$/i.test(language))
            return { kind: 'foreign-language', language };
        if (!language) {
            const firstContent = lines.findIndex((line) => line.trim() !== '');
            if (firstContent > 0 && OPEN.test(lines[firstContent] ?? ''))
                return { kind: 'misplaced', line: firstContent + 1 };
            return { kind: 'absent' };
        }
    }
    const closeIndex = lines.findIndex((line, i) => i > 0 && CLOSE.test(line));
    if (closeIndex < 0)
        return { kind: 'unclosed' };
    const yamlText = lines.slice(1, closeIndex).join('\n');
    const yamlFirstLine = 2;
    const parsed = (0,_util_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .parseYaml */ .hN)(yamlText, { maxBytes: FRONTMATTER_MAX_BYTES });
    if (!parsed.ok) {
        return {
            kind: 'invalid-yaml',
            line: parsed.line + yamlFirstLine - 1,
            message: parsed.message,
            body: lines.slice(closeIndex + 1).join('\n'),
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
        body: lines.slice(closeIndex + 1).join('\n'),
        bodyStartLine: closeIndex + 2,
    };
}


/***/ }),

/***/ 4014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ ALWAYS_SKIPPED),
/* harmony export */   I0: () => (/* binding */ NATIVE_SKILL_ROOTS),
/* harmony export */   LF: () => (/* binding */ SKILL_FILE),
/* harmony export */   NT: () => (/* binding */ isDocumentationFile),
/* harmony export */   QD: () => (/* binding */ NEVER_INSTALLED),
/* harmony export */   e6: () => (/* binding */ COMMAND_FOLDERS),
/* harmony export */   m$: () => (/* binding */ toSkillName),
/* harmony export */   oW: () => (/* binding */ EVAL_SPEC_FILE)
/* harmony export */ });
/* unused harmony export SKILLS_FOLDER_DOCS */
/** Where agent CLIs look for skills and commands, as folder paths relative to a project. */
/** Folders whose `.md` files CLIs turn into slash commands or prompts, never into installable skills. */
const COMMAND_FOLDERS = ['.claude/commands', '.opencode/command', '.opencode/commands', '.codex/prompts', '.pi/prompts'];
/** Native skills roots; any folder named `skills` is treated like one for lone-file detection. */
const NATIVE_SKILL_ROOTS = [
    '.claude/skills',
    '.agents/skills',
    '.codex/skills',
    '.opencode/skills',
    '.opencode/skill',
    '.pi/skills',
    '.gemini/skills',
    '.hermes/skills',
];
/** Documentation conventionally kept beside skills and commands; never a skill or a command. */
const SKILLS_FOLDER_DOCS = new Set([
    'readme.md',
    'changelog.md',
    'contributing.md',
    'license.md',
    'index.md',
    // Claude Code's, Codex's and Gemini CLI's per-folder memory files
    'claude.md',
    'agents.md',
    'gemini.md',
    'vendor.md',
    'notice.md',
    'security.md',
    'code_of_conduct.md',
    'authors.md',
]);
/**
 * A documentation file: a known name, or an upper-case one (`VENDOR.md`, `NOTES.md`). Commands and
 * skills are named in lower case by every CLI's convention, so an upper-case name is read as docs.
 */
function isDocumentationFile(name) {
    return SKILLS_FOLDER_DOCS.has(name.toLowerCase()) || /^[A-Z0-9][A-Z0-9_-]*\.md$/.test(name);
}
const SKILL_FILE = 'SKILL.md';
const EVAL_SPEC_FILE = '.eval.yaml';
/** Never installed into a sandbox, for the subject or any neighbour: answer keys and repository state. */
const NEVER_INSTALLED = ['.eval.yaml', '.eval.yml', '.caliper', '.git'];
/** Folders the discovery walk never enters. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules']);
/** Turn an arbitrary file name into a valid skill name, or undefined when nothing is left. */
function toSkillName(raw) {
    const name = raw
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 64)
        .replace(/-+$/, '');
    return name === '' ? undefined : name;
}


/***/ }),

/***/ 8216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   VY: () => (/* binding */ hiddenBehindLink),
/* harmony export */   nG: () => (/* binding */ linkLeaving),
/* harmony export */   pW: () => (/* binding */ walkSkillFolder)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4014);



/**
 * Every entry of a skill folder that an install would consider, without following links. What is
 * never installed (`.eval.yaml`, `.caliper/`, `.git/`, and `exclude`) is left out at any depth.
 */
function walkSkillFolder(absDir, options = {}) {
    const exclude = options.exclude ?? (() => false);
    const list = (abs) => options.listings?.get(abs) ?? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(abs, { withFileTypes: true });
    const out = [];
    const pending = [''];
    while (pending.length > 0) {
        const rel = pending.pop();
        for (const entry of list(rel === '' ? absDir : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(absDir, rel))) {
            const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .NEVER_INSTALLED */ .QD.includes(entry.name) || exclude(childRel))
                continue;
            const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(absDir, childRel);
            if (entry.isSymbolicLink()) {
                let target;
                let targetIsDir = false;
                let size = 0;
                try {
                    target = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
                    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target);
                    targetIsDir = st.isDirectory();
                    size = st.isFile() ? st.size : 0;
                }
                catch {
                    target = undefined;
                }
                out.push({ rel: childRel, kind: 'symlink', target, targetIsDir, size });
            }
            else if (entry.isDirectory()) {
                out.push({ rel: childRel, kind: 'dir' });
                pending.push(childRel);
            }
            else if (entry.isFile()) {
                out.push({ rel: childRel, kind: 'file', size: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs).size });
            }
        }
    }
    return out.sort((a, b) => a.rel.localeCompare(b.rel));
}
function isInside(parent, child) {
    return child === parent || child.startsWith(parent.endsWith((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) ? parent : parent + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
}
/**
 * What a symlink inside a skill reaches that is never installed: the first such path, relative to the
 * skill, or undefined. The link's target itself, or anything in a folder it points to, counts when a
 * path segment is never installed (`.eval.yaml`, `.caliper`, `.git`) or `exclude` matches it (a spec's
 * forbidden files). Links that leave the skill are `symlink-escape`'s business, not this one's.
 */
function hiddenBehindLink(realSkillDir, target, exclude = () => false) {
    if (!isInside(realSkillDir, target))
        return undefined;
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realSkillDir, target).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    const hidden = (r) => r.split('/').some((segment) => _layout_js__WEBPACK_IMPORTED_MODULE_2__/* .NEVER_INSTALLED */ .QD.includes(segment)) || exclude(r);
    if (rel !== '' && hidden(rel))
        return rel;
    let isDir = false;
    try {
        isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target).isDirectory();
    }
    catch {
        return undefined;
    }
    if (!isDir)
        return undefined;
    // The real folder, without following links: a link inside it is checked as a link of its own.
    const pending = [rel];
    while (pending.length > 0) {
        const dirRel = pending.pop();
        for (const entry of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realSkillDir, dirRel), { withFileTypes: true })) {
            const childRel = dirRel === '' ? entry.name : `${dirRel}/${entry.name}`;
            if (hidden(childRel))
                return childRel;
            if (entry.isDirectory())
                pending.push(childRel);
        }
    }
    return undefined;
}
/** A file that is a symlink leading out of `realRoot` (or nowhere): its target, `'nowhere'`, or undefined. */
function linkLeaving(realRoot, abs) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs).isSymbolicLink())
        return undefined;
    try {
        const target = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
        return isInside(realRoot, target) ? undefined : target;
    }
    catch {
        return 'nowhere';
    }
}


/***/ }),

/***/ 3596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony export globToRegExp */
/**
 * A small glob for ignore lists and forbidden files: `**` spans folders, `*` and `?` stay within one
 * segment. A pattern without a `/` matches a name at any depth; a trailing `/` matches a folder and its
 * contents. Paths are `/`-separated and relative.
 */
function globToRegExp(pattern) {
    let p = pattern.trim().replace(/^\.\//, '');
    const folderOnly = p.endsWith('/');
    if (folderOnly)
        p = p.slice(0, -1);
    const anchored = p.includes('/');
    if (p.startsWith('/'))
        p = p.slice(1);
    let re = '';
    for (let i = 0; i < p.length; i++) {
        const c = p[i];
        if (c === '*') {
            if (p[i + 1] === '*') {
                const slashAfter = p[i + 2] === '/';
                re += slashAfter ? '(?:.*/)?' : '.*';
                i += slashAfter ? 2 : 1;
            }
            else {
                re += '[^/]*';
            }
        }
        else if (c === '?') {
            re += '[^/]';
        }
        else {
            re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
        }
    }
    const prefix = anchored ? '^' : '^(?:.*/)?';
    return new RegExp(`${prefix}${re}(?:/.*)?$`);
}
function compileGlobs(patterns) {
    const regexps = patterns.filter((p) => p.trim() !== '').map(globToRegExp);
    return (relPath) => regexps.some((re) => re.test(relPath));
}


/***/ }),

/***/ 1730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ groupBy)
/* harmony export */ });
/** Items grouped by key, in first-seen order. */
function groupBy(items, key) {
    const groups = new Map();
    for (const item of items) {
        const k = key(item);
        const group = groups.get(k);
        if (group)
            group.push(item);
        else
            groups.set(k, [item]);
    }
    return groups;
}


/***/ }),

/***/ 666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compilePattern),
/* harmony export */   d: () => (/* binding */ PATTERN_HELP)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);

function compilePattern(source) {
    try {
        const re = re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(source, re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.MULTILINE);
        return { ok: true, test: (text) => re.matcher(text).find() };
    }
    catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).replace(/^error parsing regexp: /, '');
        return { ok: false, message: reason };
    }
}
/** What to tell a spec author whose pattern RE2 refuses. */
const PATTERN_HELP = 'Patterns use RE2 syntax, which matches in linear time: no backreferences (`\\1`) or lookaround (`(?=`, `(?!`, `(?<=`); write `\\x{e9}` rather than `\\u00e9`';


/***/ }),

/***/ 9869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hN: () => (/* binding */ parseYaml)
/* harmony export */ });
/* unused harmony exports MAX_YAML_ALIASES, MAX_YAML_DEPTH, parseFlatMapping, computeLineStarts, lineAt */
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3243);

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
    try {
        const events = (0,js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseEvents */ .PH)(text, { maxDepth: MAX_YAML_DEPTH });
        const docs = (0,js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .constructFromEvents */ .fw)(events, { source: text, schema: js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .CORE_SCHEMA */ .OU, maxAliases: MAX_YAML_ALIASES });
        if (docs.length > 1)
            return { ok: false, line: 1, message: 'expected one YAML document, found several (a second `---` inside the block?)' };
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
        if (error instanceof js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLException */ .tB) {
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
    return { value, lineOf: (path) => (path.length === 0 ? 1 : path.length === 1 ? lines.get(String(path[0])) : undefined) };
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
        return { ok: false, line: 1, message: `it is ${Math.ceil(text.length / 1024)} KiB, over the ${Math.floor(maxBytes / 1024)} KiB this block may hold`, refused: true };
    }
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
                    top.key = (0,js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .getScalarValue */ .KE)(text, event);
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
