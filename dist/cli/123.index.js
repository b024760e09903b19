export const id = 123;
export const ids = [123];
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

/***/ 3215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  INSTALL_USAGE: () => (/* binding */ INSTALL_USAGE),
  installCommand: () => (/* binding */ installCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/eval/backends/index.ts + 4 modules
var backends = __webpack_require__(1144);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/eval/backends/locate.ts + 1 modules
var locate = __webpack_require__(1698);
;// CONCATENATED MODULE: ./src/eval/backends/install.ts




/** Install the backend's pinned CLI from its registry into the tools folder, unless it is there. */
function installBackend(backend, env, onFetch = () => { }) {
    const prefix = external_node_path_default().join((0,locate/* toolsDir */.xt)(env), backend.name);
    const binary = (0,locate/* installedBinary */.Ul)(backend, env);
    const spec = (0,locate/* installSpec */.NF)(backend);
    if (installedVersion(prefix, backend) === backend.install.version && (0,external_node_fs_.existsSync)(binary))
        return { ok: true, binary, alreadyInstalled: true };
    onFetch();
    const steps = backend.install.registry === 'npm'
        ? [['npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', spec]]]
        : [
            [env.CALIPER_PYTHON ?? 'python3', ['-m', 'venv', '--clear', external_node_path_default().join(prefix, 'venv')]],
            [external_node_path_default().join(prefix, 'venv', 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', spec]],
        ];
    for (const [command, args] of steps) {
        const r = (0,external_node_child_process_.spawnSync)(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env });
        if (r.status !== 0) {
            const why = (r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ');
            const hint = backend.install.registry === 'pypi' ? ' (it needs Python 3.11 to 3.13 with venv: set CALIPER_PYTHON to one)' : '';
            return { ok: false, reason: `${external_node_path_default().basename(command)} could not install ${spec}${hint}: ${why}` };
        }
    }
    if (backend.install.registry === 'pypi')
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(prefix, 'installed.json'), JSON.stringify({ package: backend.install.package, version: backend.install.version }));
    // Learn its version now, beside the install (and in the Action's cache of it), not in every run.
    (0,locate/* probeCli */.nJ)(backend, undefined, env);
    return { ok: true, binary, alreadyInstalled: false };
}
function installedVersion(prefix, backend) {
    const file = backend.install.registry === 'npm' ? external_node_path_default().join(prefix, 'node_modules', backend.install.package, 'package.json') : external_node_path_default().join(prefix, 'installed.json');
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8')).version;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/util/folderSize.ts
var folderSize = __webpack_require__(7519);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/installCommand.ts







const INSTALL_USAGE = `Usage: caliper install <backend>...|--all [--tools DIR]

Installs the agent CLI versions caliper is tested against from the npm registry (Hermes Agent: from
PyPI, into a Python 3.11+ venv) into DIR, skipping any already there at that version. DIR defaults to
the tools folder "caliper eval" runs them from, wherever it is run: ${locate/* TOOLS_DIR_RULE */.HS}.
Backends: ${backends/* AVAILABLE_BACKENDS */.q.join(', ')}.
`;
function installCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('install', { args, allowPositionals: true, options: { tools: { type: 'string' }, all: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
        io.stdout(INSTALL_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    const names = values.all ? [...backends/* AVAILABLE_BACKENDS */.q] : positionals;
    if (names.length === 0)
        throw new cli_io/* UsageError */.eb(`name at least one backend to install (${backends/* AVAILABLE_BACKENDS */.q.join(', ')}), or --all.`);
    const env = values.tools ? { ...io.env, CALIPER_TOOLS: external_node_path_default().resolve(io.cwd, values.tools) } : io.env;
    for (const name of names) {
        const backend = (0,backends/* backendNamed */.i)(name);
        if (!backend)
            throw new cli_io/* UsageError */.eb(`unknown backend "${name}" (available: ${backends/* AVAILABLE_BACKENDS */.q.join(', ')}).`);
        const missing = (0,locate/* missingPrograms */.iB)(backend, env);
        if (missing)
            io.stderr(`caliper: warning: ${missing} Evals on ${backend.name} are refused until it is.\n`);
        const folder = external_node_path_default().join((0,locate/* toolsDir */.xt)(env), backend.name);
        const started = Date.now();
        const outcome = installBackend(backend, env, () => io.stderr(`${backend.name}: fetching ${(0,locate/* installSpec */.NF)(backend)} from ${backend.install.registry === 'npm' ? 'the npm registry' : 'PyPI'} into ${folder} (a few hundred MB; up to a minute or more)…\n`));
        if (!outcome.ok) {
            io.stderr(`caliper: ${outcome.reason}\n`);
            return cli_io/* EXIT */.dc.failed;
        }
        const took = outcome.alreadyInstalled ? 'already installed' : `installed in ${Math.round((Date.now() - started) / 1000)} s, ${(0,folderSize/* formatBytes */.z3)((0,folderSize/* folderSize */.Ip)(folder))}`;
        io.stdout(`${backend.name} ${backend.install.version}: ${outcome.binary} (${took})\n`);
    }
    return cli_io/* EXIT */.dc.ok;
}


/***/ }),

/***/ 1698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HS: () => (/* binding */ TOOLS_DIR_RULE),
  NF: () => (/* binding */ installSpec),
  Ul: () => (/* binding */ installedBinary),
  iB: () => (/* binding */ missingPrograms),
  nJ: () => (/* binding */ probeCli),
  xt: () => (/* binding */ toolsDir)
});

// UNUSED EXPORTS: locateCli

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/readUpTo.ts
var readUpTo = __webpack_require__(7366);
;// CONCATENATED MODULE: ./src/eval/backends/cliFacts.ts



/** The file, one per backend's folder in the tools folder. */
const CLI_FACTS_FILE = 'cli-facts.json';
const MAX_BYTES = 4096;
/** A version as the backends' parsers return one; anything else in the file is not believed. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
/** The executable's identity as the file system reports it: a reinstall, an upgrade or an edit changes it. */
function fingerprint(executable) {
    try {
        const s = (0,external_node_fs_.statSync)(executable, { bigint: true });
        return [s.dev, s.ino, s.size, s.mtimeNs, s.ctimeNs].join(':');
    }
    catch {
        return undefined;
    }
}
/** The facts kept in `folder` for this executable, if they are still its own; undefined otherwise. */
function recallCliFacts(folder, executable) {
    const entry = readEntry(external_node_path_default().join(folder, CLI_FACTS_FILE));
    if (!entry || entry.executable !== executable)
        return undefined;
    const now = fingerprint(executable);
    if (now === undefined || now !== entry.fingerprint)
        return undefined;
    return { executable, version: entry.version };
}
/** Keep `facts` in `folder` (replacing what was there); a folder caliper may not write is left as it is. */
function rememberCliFacts(folder, facts) {
    const print = fingerprint(facts.executable);
    if (print === undefined || (facts.version !== undefined && !VERSION.test(facts.version)))
        return;
    const version = facts.version !== undefined && { version: facts.version };
    const entry = { format: 1, executable: facts.executable, ...version, fingerprint: print };
    const file = external_node_path_default().join(folder, CLI_FACTS_FILE);
    const partial = `${file}.${process.pid}.tmp`;
    try {
        (0,external_node_fs_.writeFileSync)(partial, `${JSON.stringify(entry)}\n`, { flag: 'wx', mode: 0o644 });
        (0,external_node_fs_.renameSync)(partial, file);
    }
    catch {
        // A read-only or missing tools folder: the next run probes again.
        (0,external_node_fs_.rmSync)(partial, { force: true });
    }
}
function readEntry(file) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        if (!(0,external_node_fs_.fstatSync)(fd).isFile())
            return undefined;
        const bytes = (0,readUpTo/* readUpTo */.V)(fd, MAX_BYTES + 1);
        return bytes.length > MAX_BYTES ? undefined : asEntry(JSON.parse(bytes.toString('utf8')));
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function asEntry(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const v = value;
    if (v.format !== 1 || typeof v.executable !== 'string' || typeof v.fingerprint !== 'string')
        return undefined;
    if (v.version !== undefined && (typeof v.version !== 'string' || !VERSION.test(v.version)))
        return undefined;
    const version = typeof v.version === 'string' && { version: v.version };
    return { format: 1, executable: v.executable, fingerprint: v.fingerprint, ...version };
}

;// CONCATENATED MODULE: ./src/eval/backends/locate.ts





/** How the tools folder is chosen, for help texts and messages. */
const TOOLS_DIR_RULE = '$CALIPER_TOOLS, else ~/.cache/caliper/tools';
/**
 * The one folder every command, the demo, the tests and the Action (whose cache restores it) install
 * agent CLIs into and run them from: `$CALIPER_TOOLS`, else the user's cache folder
 * (`$XDG_CACHE_HOME/caliper/tools`, by default `~/.cache/caliper/tools`), wherever caliper runs from.
 */
function toolsDir(env) {
    if (env.CALIPER_TOOLS)
        return external_node_path_default().resolve(env.CALIPER_TOOLS);
    const cache = env.XDG_CACHE_HOME && external_node_path_default().isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : external_node_path_default().join(env.HOME || external_node_os_default().homedir(), '.cache');
    return external_node_path_default().join(cache, 'caliper', 'tools');
}
function installedBinary(backend, env) {
    const bin = backend.install.registry === 'npm' ? ['node_modules', '.bin'] : ['venv', 'bin'];
    return external_node_path_default().join(toolsDir(env), backend.name, ...bin, backend.install.bin);
}
/** `package@version` (npm) or `package==version` (PyPI). */
function installSpec(backend) {
    const { registry, package: name, version } = backend.install;
    return registry === 'npm' ? `${name}@${version}` : `${name}==${version}`;
}
/**
 * The CLI to run for a backend: an explicit path, else the one `caliper install` put in the tools
 * folder, else the first on PATH. Returned as a real absolute path (the sandbox has its own HOME).
 */
function locateCli(backend, explicit, env) {
    const candidates = explicit ? [external_node_path_default().resolve(explicit)] : [installedBinary(backend, env), ...(env.PATH ?? '').split((external_node_path_default()).delimiter).filter(Boolean).map((d) => external_node_path_default().join(d, backend.install.bin))];
    for (const c of candidates) {
        try {
            (0,external_node_fs_.accessSync)(c, external_node_fs_.constants.X_OK);
            return external_node_fs_.realpathSync.native(c);
        }
        catch {
            // next
        }
    }
    return explicit && (0,external_node_fs_.existsSync)(explicit) ? external_node_path_default().resolve(explicit) : undefined;
}
/** Find the CLI and ask its version; a CLI that is missing or does not run is reported once, clearly. */
function probeCli(backend, explicit, env) {
    const install = installSpec(backend);
    const executable = locateCli(backend, explicit, env);
    if (!executable) {
        const where = explicit ? `no ${explicit}` : `not in ${external_node_path_default().join(toolsDir(env), backend.name)} (${TOOLS_DIR_RULE}) nor on PATH`;
        return { ok: false, reason: `${backend.name} is not installed (${where}). Run \`caliper install ${backend.name}\` (${backend.install.registry} ${install}), with the same CALIPER_TOOLS.` };
    }
    const missing = missingPrograms(backend, env);
    if (missing)
        return { ok: false, reason: missing };
    // The tools folder's own install is learnt once (cliFacts.ts), not asked again on every run.
    const folder = isInstalled(backend, executable, env) ? external_node_path_default().join(toolsDir(env), backend.name) : undefined;
    const kept = folder === undefined ? undefined : recallCliFacts(folder, executable);
    if (kept)
        return { ok: true, executable, version: kept.version };
    const asked = askVersion(backend, executable, env);
    if (asked.ok && folder !== undefined)
        rememberCliFacts(folder, { executable, version: asked.version });
    return asked;
}
/** Whether `executable` is the one `caliper install` put in the tools folder (not one on PATH or named). */
function isInstalled(backend, executable, env) {
    try {
        return external_node_fs_.realpathSync.native(installedBinary(backend, env)) === executable;
    }
    catch {
        return false;
    }
}
/** Start the CLI once with its version arguments: that it runs at all, and what it says it is. */
function askVersion(backend, executable, env) {
    // A throwaway HOME: some CLIs write state even for --version (Gemini CLI, OpenCode).
    const home = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'caliper-probe-'));
    const r = (0,external_node_child_process_.spawnSync)(executable, [...backend.versionArgs], { encoding: 'utf8', timeout: 30_000, env: { PATH: env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: external_node_path_default().join(home, '.config'), XDG_DATA_HOME: external_node_path_default().join(home, '.local', 'share'), XDG_STATE_HOME: external_node_path_default().join(home, '.local', 'state'), XDG_CACHE_HOME: external_node_path_default().join(home, '.cache'), GEMINI_CLI_HOME: home, HERMES_HOME: external_node_path_default().join(home, '.hermes') }, stdio: ['ignore', 'pipe', 'pipe'] });
    (0,external_node_fs_.rmSync)(home, { recursive: true, force: true });
    if (r.error || r.status !== 0) {
        const why = r.error ? r.error.message : `exit ${r.status}: ${(r.stderr || r.stdout).trim().split('\n').pop() ?? ''}`;
        return { ok: false, reason: `${backend.name} at ${executable} does not run (${why}). Reinstall it with \`caliper install ${backend.name}\`.` };
    }
    // Some CLIs (pi) print their version to stderr when stdout is not a terminal.
    return { ok: true, executable, version: backend.transcript.parseVersion(r.stdout) ?? backend.transcript.parseVersion(r.stderr) };
}
/** Why the backend cannot run for want of a program on PATH (OpenCode needs rg), or undefined. */
function missingPrograms(backend, env) {
    const missing = backend.requiresOnPath.filter((program) => !onPath(program, env));
    if (missing.length === 0)
        return undefined;
    return `${backend.name} needs ${missing.join(', ')} on PATH and cannot find it (Debian/Ubuntu: apt-get install ${missing.map((m) => (m === 'rg' ? 'ripgrep' : m)).join(' ')}).`;
}
function onPath(program, env) {
    return (env.PATH ?? '').split((external_node_path_default()).delimiter).some((dir) => {
        try {
            (0,external_node_fs_.accessSync)(external_node_path_default().join(dir, program), external_node_fs_.constants.X_OK);
            return true;
        }
        catch {
            return false;
        }
    });
}


/***/ }),

/***/ 7519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ip: () => (/* binding */ folderSize),
/* harmony export */   OA: () => (/* binding */ folderUse),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** Bytes (apparent sizes) of the regular files under `dir`, links not followed. */
function folderSize(dir) {
    return folderUse(dir, Infinity, (st) => st.size).bytes;
}
/**
 * What the regular files under `dir` use, each measured by `bytesOf` (apparent size, or blocks), and how
 * many entries there are, links not followed; counting stops past `maxEntries`.
 */
function folderUse(dir, maxEntries, bytesOf) {
    let bytes = 0;
    let entries = 0;
    const pending = [dir];
    while (pending.length > 0 && entries <= maxEntries) {
        const current = pending.pop();
        let listed;
        try {
            listed = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(current, { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of listed) {
            if (++entries > maxEntries)
                break;
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, entry.name);
            if (entry.isDirectory())
                pending.push(full);
            else if (entry.isFile())
                bytes += measured(full, bytesOf);
        }
    }
    return { bytes, entries };
}
function measured(file, bytesOf) {
    try {
        return bytesOf((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file));
    }
    catch {
        return 0;
    }
}
function formatBytes(bytes) {
    if (bytes >= 1024 ** 3)
        return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
    if (bytes >= 1024 ** 2)
        return `${Math.round(bytes / 1024 ** 2)} MB`;
    return `${Math.round(bytes / 1024)} kB`;
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
/* unused harmony export DEFAULT_MAX_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _readUpTo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7366);



const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
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
        return { kind: 'refused', reason: `${name} could not be opened (${error.code ?? 'error'})` };
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        // Swapped between the look and the open: not the file that was looked at.
        if (!st.isFile() || st.ino !== found.stats.ino || st.dev !== found.stats.dev)
            return { kind: 'refused', reason: `${name} changed while caliper read it` };
        const bytes = (0,_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__/* .readUpTo */ .V)(fd, maxBytes + 1);
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
