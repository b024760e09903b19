export const id = 215;
export const ids = [215];
export const modules = {

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
// EXTERNAL MODULE: ./src/agents/index.ts + 36 modules
var agents = __webpack_require__(1425);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/eval/backends/locate.ts
var locate = __webpack_require__(4334);
;// CONCATENATED MODULE: ./src/eval/backends/install.ts




/** Install the backend's pinned CLI from its registry into the tools folder, unless it is there. */
function installBackend(backend, env, onFetch = () => { }) {
    const prefix = external_node_path_default().join((0,locate/* toolsDir */.xt)(env), backend.name);
    const binary = (0,locate/* installedBinary */.Ul)(backend, env);
    const spec = (0,locate/* installSpec */.NF)(backend);
    if (installedVersion(prefix, backend) === backend.run.install.version && (0,external_node_fs_.existsSync)(binary))
        return { ok: true, binary, alreadyInstalled: true };
    onFetch();
    const steps = backend.run.install.registry === 'npm'
        ? [['npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', spec]]]
        : [
            [env.CALIPER_PYTHON ?? 'python3', ['-m', 'venv', '--clear', external_node_path_default().join(prefix, 'venv')]],
            [external_node_path_default().join(prefix, 'venv', 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', spec]],
        ];
    for (const [command, args] of steps) {
        const r = (0,external_node_child_process_.spawnSync)(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env });
        if (r.status !== 0) {
            const why = (r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ');
            const hint = backend.run.install.registry === 'pypi'
                ? ' (it needs Python 3.11 to 3.13 with venv: set CALIPER_PYTHON to one)'
                : '';
            return { ok: false, reason: `${external_node_path_default().basename(command)} could not install ${spec}${hint}: ${why}` };
        }
    }
    if (backend.run.install.registry === 'pypi')
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(prefix, 'installed.json'), JSON.stringify({ package: backend.run.install.package, version: backend.run.install.version }));
    const after = backend.run.afterInstall?.(prefix);
    if (after && !after.ok)
        return after;
    // Learn its version now, beside the install (and in the Action's cache of it), not in every run.
    (0,locate/* probeCli */.nJ)(backend, undefined, env);
    return { ok: true, binary, alreadyInstalled: false };
}
function installedVersion(prefix, backend) {
    const file = backend.run.install.registry === 'npm'
        ? external_node_path_default().join(prefix, 'node_modules', backend.run.install.package, 'package.json')
        : external_node_path_default().join(prefix, 'installed.json');
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
Backends: ${agents/* AGENT_NAMES */.RO.join(', ')}.
`;
function installCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('install', {
        args,
        allowPositionals: true,
        options: {
            tools: { type: 'string' },
            all: { type: 'boolean', default: false },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(INSTALL_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    const names = values.all ? [...agents/* AGENT_NAMES */.RO] : positionals;
    if (names.length === 0)
        throw new cli_io/* UsageError */.eb(`name at least one backend to install (${agents/* AGENT_NAMES */.RO.join(', ')}), or --all.`);
    const env = values.tools ? { ...io.env, CALIPER_TOOLS: external_node_path_default().resolve(io.cwd, values.tools) } : io.env;
    for (const name of names) {
        const backend = (0,agents/* agentNamed */.XC)(name);
        if (!backend)
            throw new cli_io/* UsageError */.eb(`unknown backend "${name}" (available: ${agents/* AGENT_NAMES */.RO.join(', ')}).`);
        const missing = (0,locate/* missingPrograms */.iB)(backend, env);
        if (missing)
            io.stderr(`caliper: warning: ${missing} Evals on ${backend.name} are refused until it is.\n`);
        const folder = external_node_path_default().join((0,locate/* toolsDir */.xt)(env), backend.name);
        const started = Date.now();
        const outcome = installBackend(backend, env, () => io.stderr(`${backend.name}: fetching ${(0,locate/* installSpec */.NF)(backend)} from ` +
            `${backend.run.install.registry === 'npm' ? 'the npm registry' : 'PyPI'} ` +
            `into ${folder} (a few hundred MB; up to a minute or more)…\n`));
        if (!outcome.ok) {
            io.stderr(`caliper: ${outcome.reason}\n`);
            return cli_io/* EXIT */.dc.failed;
        }
        const took = outcome.alreadyInstalled
            ? 'already installed'
            : `installed in ${Math.round((Date.now() - started) / 1000)} s, ${(0,folderSize/* formatBytes */.z3)((0,folderSize/* folderSize */.Ip)(folder))}`;
        io.stdout(`${backend.name} ${backend.run.install.version}: ${outcome.binary} (${took})\n`);
    }
    return cli_io/* EXIT */.dc.ok;
}


/***/ }),

/***/ 8409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ recallCliFacts),
/* harmony export */   Rj: () => (/* binding */ fingerprint),
/* harmony export */   V7: () => (/* binding */ rememberCliFacts)
/* harmony export */ });
/* unused harmony export CLI_FACTS_FILE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7366);



/** The file, one per backend's folder in the tools folder. */
const CLI_FACTS_FILE = 'cli-facts.json';
const MAX_BYTES = 4096;
/** A version as the backends' parsers return one; anything else in the file is not believed. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
/** The executable's identity as the file system reports it: a reinstall, an upgrade or an edit changes it. */
function fingerprint(executable) {
    try {
        const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(executable, { bigint: true });
        return [s.dev, s.ino, s.size, s.mtimeNs, s.ctimeNs].join(':');
    }
    catch {
        return undefined;
    }
}
/** The facts kept in `folder` for this executable, if they are still its own; undefined otherwise. */
function recallCliFacts(folder, executable) {
    const entry = readEntry(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, CLI_FACTS_FILE));
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
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, CLI_FACTS_FILE);
    const partial = `${file}.${process.pid}.tmp`;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(partial, `${JSON.stringify(entry)}\n`, { flag: 'wx', mode: 0o644 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(partial, file);
    }
    catch {
        // A read-only or missing tools folder: the next run probes again.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(partial, { force: true });
    }
}
function readEntry(file) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).isFile())
            return undefined;
        const bytes = (0,_util_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__/* .readUpTo */ .V)(fd, MAX_BYTES + 1);
        return bytes.length > MAX_BYTES ? undefined : asEntry(JSON.parse(bytes.toString('utf8')));
    }
    catch {
        return undefined;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
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


/***/ }),

/***/ 4334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HS: () => (/* binding */ TOOLS_DIR_RULE),
/* harmony export */   NF: () => (/* binding */ installSpec),
/* harmony export */   Ul: () => (/* binding */ installedBinary),
/* harmony export */   iB: () => (/* binding */ missingPrograms),
/* harmony export */   j$: () => (/* binding */ isInstalled),
/* harmony export */   nJ: () => (/* binding */ probeCli),
/* harmony export */   xt: () => (/* binding */ toolsDir)
/* harmony export */ });
/* unused harmony export locateCli */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _cliFacts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8409);





/** How the tools folder is chosen, for help texts and messages. */
const TOOLS_DIR_RULE = '$CALIPER_TOOLS, else ~/.cache/caliper/tools';
/**
 * The one folder every command, the demo, the tests and the Action (whose cache restores it) install
 * agent CLIs into and run them from: `$CALIPER_TOOLS`, else the user's cache folder
 * (`$XDG_CACHE_HOME/caliper/tools`, by default `~/.cache/caliper/tools`), wherever caliper runs from.
 */
function toolsDir(env) {
    if (env.CALIPER_TOOLS)
        return node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(env.CALIPER_TOOLS);
    const cache = env.XDG_CACHE_HOME && node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(env.XDG_CACHE_HOME)
        ? env.XDG_CACHE_HOME
        : node_path__WEBPACK_IMPORTED_MODULE_3___default().join(env.HOME || node_os__WEBPACK_IMPORTED_MODULE_2___default().homedir(), '.cache');
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(cache, 'caliper', 'tools');
}
function installedBinary(backend, env) {
    const bin = backend.run.install.registry === 'npm' ? ['node_modules', '.bin'] : ['venv', 'bin'];
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(toolsDir(env), backend.name, ...bin, backend.run.install.bin);
}
/** `package@version` (npm) or `package==version` (PyPI). */
function installSpec(backend) {
    const { registry, package: name, version } = backend.run.install;
    return registry === 'npm' ? `${name}@${version}` : `${name}==${version}`;
}
/**
 * The CLI to run for a backend: an explicit path, else the one `caliper install` put in the tools
 * folder, else the first on PATH. Returned as a real absolute path (the sandbox has its own HOME).
 */
function locateCli(backend, explicit, env) {
    const candidates = explicit
        ? [node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(explicit)]
        : [
            installedBinary(backend, env),
            ...(env.PATH ?? '')
                .split((node_path__WEBPACK_IMPORTED_MODULE_3___default().delimiter))
                .filter(Boolean)
                .map((d) => node_path__WEBPACK_IMPORTED_MODULE_3___default().join(d, backend.run.install.bin)),
        ];
    for (const c of candidates) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(c, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
            return node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(c);
        }
        catch {
            // next
        }
    }
    return explicit && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(explicit) ? node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(explicit) : undefined;
}
/** Find the CLI and ask its version; a CLI that is missing or does not run is reported once, clearly. */
function probeCli(backend, explicit, env) {
    const install = installSpec(backend);
    const executable = locateCli(backend, explicit, env);
    if (!executable) {
        const where = explicit
            ? `no ${explicit}`
            : `not in ${node_path__WEBPACK_IMPORTED_MODULE_3___default().join(toolsDir(env), backend.name)} (${TOOLS_DIR_RULE}) nor on PATH`;
        return {
            ok: false,
            reason: `${backend.name} is not installed (${where}). Run \`caliper install ` +
                `${backend.name}\` (${backend.run.install.registry} ${install}), with ` +
                `the same CALIPER_TOOLS.`,
        };
    }
    const missing = missingPrograms(backend, env);
    if (missing)
        return { ok: false, reason: missing };
    // The tools folder's own install is learnt once (cliFacts.ts), not asked again on every run.
    const folder = isInstalled(backend, executable, env) ? node_path__WEBPACK_IMPORTED_MODULE_3___default().join(toolsDir(env), backend.name) : undefined;
    const kept = folder === undefined ? undefined : (0,_cliFacts_js__WEBPACK_IMPORTED_MODULE_4__/* .recallCliFacts */ .Db)(folder, executable);
    if (kept)
        return { ok: true, executable, version: kept.version };
    const asked = askVersion(backend, executable, env);
    if (asked.ok && folder !== undefined)
        (0,_cliFacts_js__WEBPACK_IMPORTED_MODULE_4__/* .rememberCliFacts */ .V7)(folder, { executable, version: asked.version });
    return asked;
}
/** Whether `executable` is the one `caliper install` put in the tools folder (not one on PATH or named). */
function isInstalled(backend, executable, env) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(installedBinary(backend, env)) === executable;
    }
    catch {
        return false;
    }
}
/** Start the CLI once with its version arguments: that it runs at all, and what it says it is. */
function askVersion(backend, executable, env) {
    // A throwaway HOME: some CLIs write state even for --version (Gemini CLI, OpenCode).
    const home = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_os__WEBPACK_IMPORTED_MODULE_2___default().tmpdir(), 'caliper-probe-'));
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(executable, [...backend.run.versionArgs], {
        encoding: 'utf8',
        timeout: 30_000,
        env: {
            PATH: env.PATH ?? '',
            HOME: home,
            XDG_CONFIG_HOME: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(home, '.config'),
            XDG_DATA_HOME: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(home, '.local', 'share'),
            XDG_STATE_HOME: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(home, '.local', 'state'),
            XDG_CACHE_HOME: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(home, '.cache'),
            ...backend.run.versionEnv?.(home),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(home, { recursive: true, force: true });
    if (r.error || r.status !== 0) {
        const why = r.error
            ? r.error.message
            : `exit ${r.status}: ${(r.stderr || r.stdout).trim().split('\n').pop() ?? ''}`;
        return {
            ok: false,
            reason: `${backend.name} at ${executable} does not run (${why}). Reinstall it ` +
                `with \`caliper install ${backend.name}\`.`,
        };
    }
    // Some CLIs (pi) print their version to stderr when stdout is not a terminal.
    return {
        ok: true,
        executable,
        version: backend.transcript.parseVersion(r.stdout) ?? backend.transcript.parseVersion(r.stderr),
    };
}
/** Why the backend cannot run for want of a program on PATH (OpenCode needs rg), or undefined. */
function missingPrograms(backend, env) {
    const missing = backend.run.requiresOnPath.filter((program) => !onPath(program, env));
    if (missing.length === 0)
        return undefined;
    return (`${backend.name} needs ${missing.join(', ')} on PATH and cannot find ` +
        `it (Debian/Ubuntu: apt-get install ` +
        `${missing.map((m) => (m === 'rg' ? 'ripgrep' : m)).join(' ')}).`);
}
function onPath(program, env) {
    return (env.PATH ?? '').split((node_path__WEBPACK_IMPORTED_MODULE_3___default().delimiter)).some((dir) => {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, program), node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
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
 * What the regular files under `dir` use, each measured by `bytesOf` (apparent size, or blocks; null: entries
 * only, no file is stat'ed), and how many entries there are, links not followed; counting stops past `maxEntries`.
 * With `oneFileSystem`, a folder mounted from another file system is counted as one entry and not entered
 * (`find -xdev`).
 */
function folderUse(dir, maxEntries, bytesOf, { oneFileSystem = false } = {}) {
    let bytes = 0;
    let entries = 0;
    const device = oneFileSystem ? deviceOf(dir) : undefined;
    const entered = (folder) => device === undefined || deviceOf(folder) === device;
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
            if (entry.isDirectory()) {
                if (entered(full))
                    pending.push(full);
            }
            else if (bytesOf && entry.isFile())
                bytes += measured(full, bytesOf);
        }
    }
    return { bytes, entries };
}
function deviceOf(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file).dev;
    }
    catch {
        return undefined;
    }
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


/***/ })

};
