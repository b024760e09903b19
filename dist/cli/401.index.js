export const id = 401;
export const ids = [401];
export const modules = {

/***/ 3162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C6: () => (/* binding */ alongsideOption),
  fg: () => (/* binding */ checkAskedNames),
  H_: () => (/* binding */ detectOption),
  p_: () => (/* binding */ list),
  uK: () => (/* binding */ parseShard),
  NJ: () => (/* binding */ positiveInt),
  Ly: () => (/* binding */ positiveNumber),
  t0: () => (/* binding */ trialsOption)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/eval/runner/names.ts



/**
 * Why a name asked for is none of this repository's, with what it may have meant (the closest name, or
 * what git says a renamed skill is called now), or names a skill with no eval spec to run; undefined when
 * every name is known. A name that matches nothing would select nothing and the run would plan nothing.
 * `shown`: the repository's folder as the user named it, for the command the message gives.
 */
function unknownName(report, asked, shown = '.') {
    const skillNames = [...new Set(report.skills.map((s) => s.name))];
    for (const option of [asked.skills, asked.alongside?.names === 'all' ? undefined : asked.alongside]) {
        if (!option)
            continue;
        const unknown = option.names.find((n) => !skillNames.includes(n));
        if (unknown !== undefined)
            return `${option.label}: ${unknownSkill(report, unknown, skillNames)}`;
    }
    const specless = asked.skills?.names.find((n) => !report.skills.some((s) => s.name === n && s.evalSpec !== undefined));
    if (specless !== undefined)
        return `${asked.skills.label}: ${withoutSpec(report, specless, shown)}`;
    if (asked.cases) {
        const wanted = asked.skills ? report.specs.filter((s) => asked.skills.names.includes(s.subject)) : report.specs;
        const ids = [...new Set(wanted.flatMap((s) => s.cases.map((c) => c.id)))];
        const unknown = asked.cases.names.find((id) => !ids.includes(id));
        if (unknown !== undefined) {
            const where = asked.skills ? `the specs of ${asked.skills.names.join(', ')}` : 'any spec of this repository';
            const guess = (0,suggest/* closest */.k)(unknown, ids);
            const hint = guess ? `did you mean ${JSON.stringify(guess)}?` : `its cases are ${listed(ids)}.`;
            return `${asked.cases.label}: no case ${JSON.stringify(unknown)} in ${where}; ${hint}`;
        }
    }
    return undefined;
}
function unknownSkill(report, name, skillNames) {
    const renamed = renamedSkill(report, name);
    if (renamed) {
        const moved = `git: ${renamed.from} → ${renamed.to} in ${renamed.commit}`;
        return `the skill ${JSON.stringify(name)} is called ${JSON.stringify(renamed.now)} now (${moved}); use that name.`;
    }
    const guess = (0,suggest/* closest */.k)(name, skillNames);
    const hint = guess
        ? `did you mean ${JSON.stringify(guess)}?`
        : `its skills are ${listed(skillNames)} (caliper validate lists them).`;
    return `no skill named ${JSON.stringify(name)} in this repository; ${hint}`;
}
/** A skill asked for by name that has no `.eval.yaml`, and the command that drafts one. */
function withoutSpec(report, name, shown) {
    const folder = external_node_path_default().posix.join(shown.split((external_node_path_default()).sep).join('/'), report.skills.find((s) => s.name === name).path);
    return (`the skill ${JSON.stringify(name)} has no .eval.yaml, so there is ` +
        `nothing of it to evaluate. \`caliper init ${folder}\` drafts one ` +
        `beside its SKILL.md (docs/eval-spec.md).`);
}
/** `a, b, c, d, e and 3 more` */
const listed = (names) => (names.length <= 5 ? names.join(', ') : `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`) || 'none';
/** How many commits back git is asked for renames: a name renamed longer ago than this gets "did you mean". */
const RENAME_HISTORY = 500;
/**
 * What git's rename detection says became of a skill folder called `name`: the most recent commit that
 * moved a `name/SKILL.md`, and the skill of this report now at its new folder. Undefined without git,
 * history, or such a move.
 */
function renamedSkill(report, name) {
    const args = [
        'log',
        '-M',
        '--diff-filter=R',
        '--name-status',
        '--relative',
        '--format=commit %h',
        '-n',
        String(RENAME_HISTORY),
        '--',
        '.',
    ];
    const log = (0,external_node_child_process_.spawnSync)('git', args, { cwd: report.root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    if (log.status !== 0 || typeof log.stdout !== 'string')
        return undefined;
    let commit = '';
    for (const line of log.stdout.split('\n')) {
        if (line.startsWith('commit '))
            commit = line.slice(7);
        const m = /^R\d*\t(.+)\t(.+)$/.exec(line);
        if (!m || external_node_path_default().posix.basename(m[1]) !== 'SKILL.md')
            continue;
        const from = external_node_path_default().posix.dirname(m[1]);
        if (external_node_path_default().posix.basename(from) !== name)
            continue;
        const to = external_node_path_default().posix.dirname(m[2]);
        const now = report.skills.find((s) => s.path === (to === '.' ? '' : to));
        if (now && now.name !== name)
            return { now: now.name, from, to, commit };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/results/sequential.ts
var sequential = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(6303);
// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/evalArgs.ts




/** `I/N` with 1 <= I <= N. */
function parseShard(raw) {
    const m = /^(\d+)\/(\d+)$/.exec(raw.trim());
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || count < 1 || index < 1 || index > count)
        throw new io/* UsageError */.eb(`--shard takes I/N with 1 <= I <= N, not "${raw}".`);
    return { index, count };
}
/** `--trials N` or `--trials auto[:MAX]`. */
function trialsOption(raw) {
    if (raw === undefined)
        return {};
    const auto = /^auto(?::(\d+))?$/.exec(raw.trim());
    if (auto)
        return {
            sequential: { ...sequential/* DEFAULT_SEQUENTIAL */.qk, ...(auto[1] && { maxTrials: positiveInt(auto[1], '--trials auto:MAX') }) },
        };
    return { trials: positiveInt(raw, '--trials', 'auto[:MAX]') };
}
function list(raw) {
    return raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}
/** A whole number of at least 1; `orElse` names what else the flag takes, for the message (eval's --trials: auto). */
function positiveInt(raw, flag, orElse) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1)
        throw new io/* UsageError */.eb(`${flag} takes a whole number of at least 1${orElse ? ` or ${orElse}` : ''}, not "${raw}".`);
    return n;
}
function positiveNumber(raw, flag) {
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0)
        throw new io/* UsageError */.eb(`${flag} takes a positive number, not "${raw}".`);
    return n;
}
/**
 * `--detect POINTS`: a whole number of points from 1 to 100; it sizes the trials, so `--trials` cannot be given too.
 */
function detectOption(raw, trials, jobs, flag = '--detect') {
    if (raw === undefined) {
        if (jobs !== undefined)
            throw new io/* UsageError */.eb('--matrix-jobs sizes --detect for a report several jobs share; give --detect with it.');
        return undefined;
    }
    const points = Number(raw);
    if (!Number.isInteger(points) || points < 1 || points > 100)
        throw new io/* UsageError */.eb(`${flag} takes a drop in points, a whole number from 1 to 100 (e.g. 30), not "${raw}".`);
    if (trials !== undefined)
        throw new io/* UsageError */.eb(`${flag} sizes the trials of each case itself; give it or --trials, not both.`);
    return { points, ...(jobs !== undefined && { jobs: positiveInt(jobs, '--matrix-jobs') }) };
}
/** `--alongside all` or `--alongside a,b`: the other skills installed next to each spec's own. */
function alongsideOption(raw) {
    if (raw.trim() === 'all')
        return 'all';
    const names = list(raw);
    if (names.length === 0)
        throw new io/* UsageError */.eb('--alongside takes skill names (a,b) or all, not an empty list.');
    const bad = names.filter((n) => !schema/* PATTERNS */.G3.skill.test(n));
    if (bad.length > 0)
        throw new io/* UsageError */.eb(`--alongside takes skill names (letters, digits, ".", "_" and "-"), not ${bad
            .slice(0, 3)
            .map((n) => JSON.stringify(n))
            .join(', ')}.`);
    return names;
}
/**
 * The names `--skills`, `--cases` and `--alongside` ask for, checked against the repository: an unknown one, or a skill
 * with no spec, is a usage error.
 */
function checkAskedNames(report, values, alongside, shown) {
    const problem = unknownName(report, {
        ...(values.skills !== undefined && { skills: { names: list(values.skills), label: '--skills' } }),
        ...(values.cases !== undefined && { cases: { names: list(values.cases), label: '--cases' } }),
        ...(alongside !== undefined && { alongside: { names: alongside, label: '--alongside' } }),
    }, shown);
    if (problem)
        throw new io/* UsageError */.eb(problem);
}


/***/ }),

/***/ 1801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k: () => (/* binding */ realModel)
});

// EXTERNAL MODULE: ./src/agents/index.ts + 36 modules
var agents = __webpack_require__(1425);
// EXTERNAL MODULE: ./src/agents/facts.ts
var facts = __webpack_require__(8977);
;// CONCATENATED MODULE: ./src/eval/runner/gateway.ts


/**
 * A model gateway (LiteLLM, a company proxy, a stand-in): `--model-url` / the Action's `model-url`, the
 * URL under which it serves each CLI's API (`/v1/messages`, `/v1/responses`, `/v1/chat/completions`,
 * `/v1beta/models/…`). Every backend of the run is pointed at it, with one key: CALIPER_MODEL_KEY, else
 * the first of the backends' own key variables that is set.
 */
const GATEWAY_KEY_VARIABLE = 'CALIPER_MODEL_KEY';
/** The URL as every backend is given it, or why it is not one. */
function gatewayUrl(raw) {
    let url;
    try {
        url = new URL(raw.trim());
    }
    catch {
        return {
            ok: false,
            reason: `takes the http(s) URL of a model gateway (https://gateway.example/llm), not "${raw.slice(0, 100)}"`,
        };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return { ok: false, reason: `takes an http(s) URL, not a ${url.protocol} one` };
    if (url.username || url.password)
        return { ok: false, reason: `must not hold a password: put the gateway's key in ${GATEWAY_KEY_VARIABLE}` };
    if (url.search || url.hash)
        return { ok: false, reason: 'takes no query or fragment: the CLIs add their API paths to it' };
    return { ok: true, url: url.toString().replace(/\/+$/, '') };
}
/** The variables a gateway's key may be in, for these backends, in the order they are looked at. */
function gatewayKeyVariables(backends) {
    return [...new Set([GATEWAY_KEY_VARIABLE, ...backends.flatMap((b) => (0,agents/* agentNamed */.XC)(b).run.credentialEnv)])];
}
function gatewayKey(backends, env) {
    const name = gatewayKeyVariables(backends).find((n) => (env[n] ?? '').trim() !== '');
    return name ? env[name] : undefined;
}
/**
 * The backends that cannot be pointed at a gateway (or a recording's relay) without `--model`: only
 * Claude Code asks for its own default model by name; the others' default is their provider's.
 */
function backendsNeedingModel(backends, model) {
    return model === undefined ? backends.filter((b) => !(0,facts/* factsOf */.xS)(b).namesItsDefaultModel) : [];
}

// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/realModel.ts



/**
 * The real model of `caliper eval`: each CLI's provider with its own key, or one gateway (--model-url) with one key.
 */
function realModel(values, backends, env, tape) {
    const model = values.model;
    if (values['model-url'] !== undefined && tape?.mode === 'replay')
        throw new io/* UsageError */.eb('--model-url names where a live run calls its model; a replay calls none (drop --model-url).');
    const needing = values['model-url'] !== undefined || tape?.mode === 'record' ? backendsNeedingModel(backends, model) : [];
    if (needing.length > 0)
        throw new io/* UsageError */.eb(`${values['model-url'] !== undefined ? '--model-url' : '--record'} ` +
            `needs --model for ${needing.join(', ')}: through a gateway or a ` +
            `recording's relay they would ask for no model their provider knows.`);
    if (values['model-url'] !== undefined) {
        const url = gatewayUrl(values['model-url']);
        if (!url.ok)
            throw new io/* UsageError */.eb(`--model-url ${url.reason}.`);
        const apiKey = gatewayKey(backends, env);
        if (apiKey === undefined)
            throw new io/* UsageError */.eb(`no key for the gateway at ${url.url}: set ${gatewayKeyVariables(backends).join(' or ')}.`);
        return { kind: 'real', baseUrl: url.url, apiKey, model, ...(tape && { tape }) };
    }
    // A replay calls no model: it needs no key.
    for (const b of tape?.mode === 'replay' ? [] : backends) {
        const needed = (0,agents/* agentNamed */.XC)(b).run.credentialEnv;
        if (!needed.some((n) => env[n]))
            throw new io/* UsageError */.eb(`no model credentials for ${b}: set ${needed.join(' or ')}, or run offline with --scripted-model.`);
    }
    return { kind: 'real', baseUrl: undefined, apiKey: undefined, model, ...(tape && { tape }) };
}


/***/ }),

/***/ 1208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AW: () => (/* binding */ cliPathsOption),
/* harmony export */   ZV: () => (/* binding */ backendsAndDiscipline),
/* harmony export */   Zu: () => (/* binding */ modelChoice),
/* harmony export */   aO: () => (/* binding */ folderTarget),
/* harmony export */   fD: () => (/* binding */ budgetOption),
/* harmony export */   p8: () => (/* binding */ backendsOption)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _agents_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1425);
/* harmony import */ var _eval_disciplines_discipline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5486);
/* harmony import */ var _results_types_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5187);
/* harmony import */ var _evalArgs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3162);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1604);
/* harmony import */ var _realModel_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1801);
/* harmony import */ var _repositoryOptions_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5624);









function folderTarget(command, positionals, values, cwd) {
    if (positionals.length > 1)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${command} takes one folder, got ${positionals.length}.`);
    const shown = positionals[0] ?? '.';
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, shown);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir).isDirectory())
        throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${shown} is not a folder.`);
    return { dir, shown, validateOptions: (0,_repositoryOptions_js__WEBPACK_IMPORTED_MODULE_7__/* .repositoryOptions */ .Tl)(dir, values, cwd) };
}
/** `--backend` (known agents) and `--discipline` (one each of them supports). */
function backendsAndDiscipline(values) {
    const backends = backendsOption(values.backend);
    if (!_results_types_js__WEBPACK_IMPORTED_MODULE_8__/* .DISCIPLINES */ ._.includes(values.discipline))
        throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--discipline must be one of ${_results_types_js__WEBPACK_IMPORTED_MODULE_8__/* .DISCIPLINES */ ._.join(', ')}.`);
    const discipline = values.discipline;
    for (const b of backends) {
        const unsupported = (0,_eval_disciplines_discipline_js__WEBPACK_IMPORTED_MODULE_3__/* .disciplineUnsupported */ .ku)(discipline, (0,_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .agentNamed */ .XC)(b));
        if (unsupported)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${unsupported}.`);
    }
    return { backends, discipline };
}
/** `--backend NAME[,NAME]`, each a known agent. */
function backendsOption(raw) {
    const backends = (0,_evalArgs_js__WEBPACK_IMPORTED_MODULE_4__/* .list */ .p_)(raw);
    for (const b of backends)
        if (!(0,_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .agentNamed */ .XC)(b))
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`unknown backend "${b}" (available: ${_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AGENT_NAMES */ .RO.join(', ')}).`);
    return backends;
}
/** `--cli NAME=PATH`, each for a known backend. */
function cliPathsOption(entries, cwd) {
    const cliPaths = {};
    for (const entry of entries) {
        const [name, file] = entry.split('=', 2);
        if (!name || !file || !(0,_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .agentNamed */ .XC)(name))
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--cli takes NAME=PATH with a known backend, not "${entry}".`);
        cliPaths[name] = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, file);
    }
    return cliPaths;
}
/** `--max-trials`, `--max-tokens`, `--max-cost`. */
function budgetOption(values) {
    return {
        ...(values['max-trials'] !== undefined && { maxTrials: (0,_evalArgs_js__WEBPACK_IMPORTED_MODULE_4__/* .positiveInt */ .NJ)(values['max-trials'], '--max-trials') }),
        ...(values['max-tokens'] !== undefined && { maxTokens: (0,_evalArgs_js__WEBPACK_IMPORTED_MODULE_4__/* .positiveInt */ .NJ)(values['max-tokens'], '--max-tokens') }),
        ...(values['max-cost'] !== undefined && { maxCostUsd: (0,_evalArgs_js__WEBPACK_IMPORTED_MODULE_4__/* .positiveNumber */ .Ly)(values['max-cost'], '--max-cost') }),
    };
}
/** `--scripted-model`, else the real model of `--model` and `--model-url`. */
function modelChoice(values, backends, env, tape) {
    if (!values['scripted-model'])
        return (0,_realModel_js__WEBPACK_IMPORTED_MODULE_6__/* .realModel */ .k)(values, backends, env, tape);
    if (values['model-url'] !== undefined)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('--model-url is where a real model is; the scripted model needs none (drop one of them).');
    return { kind: 'scripted' };
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

/***/ 6720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ AGENT_FILE_LIMITS),
/* harmony export */   i: () => (/* binding */ keepAgentFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4205);



/** What a trial keeps of the files its agent wrote: enough to see why a check failed, never a disk's worth. */
const AGENT_FILE_LIMITS = {
    maxFiles: 20,
    maxFileBytes: 256 * 1024,
    maxTotalBytes: 1024 * 1024,
    maxEntries: 2000,
    maxDepth: 8,
    maxName: 256,
};
/**
 * The files in the working folder after the agent finished (its `.git`, the fixtures it left as they were and the
 * files caliper wrote for the CLI and pinned aside), read
 * through trialFiles (no link followed, regular files only, bounded), redacted, and saved as
 * `<savedAs>/<n>.txt` under the run's folder; their names (the agent's) stay in the record only.
 * Binary files and files past the limits are listed, not kept.
 */
function keepAgentFiles(input) {
    const listed = (0,_util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .listTrialFiles */ .w_)(input.trialRoot, input.workRel, () => true, {
        maxEntries: AGENT_FILE_LIMITS.maxEntries,
        maxDepth: AGENT_FILE_LIMITS.maxDepth,
    });
    const fixtures = new Map(input.fixtures.map((f) => [f.rel.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/'), f.source]));
    const caliperFiles = new Set(input.caliperFiles);
    const read = (0,_util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .readEachOnce */ .bh)(input.trialRoot, new _util_trialFiles_js__WEBPACK_IMPORTED_MODULE_2__/* .ByteBudget */ .Gz(AGENT_FILE_LIMITS.maxTotalBytes), AGENT_FILE_LIMITS.maxFileBytes);
    const kept = [];
    let more = 0;
    for (const rel of listed.files) {
        const name = rel.slice(input.workRel.length + 1);
        // The working folder is a git repository caliper made: its .git is caliper's, not the agent's work.
        if (name.startsWith('.git/') || caliperFiles.has(name))
            continue;
        const file = read(rel);
        if (file.kind === 'file' && unchangedFixture(fixtures.get(name), file.bytes))
            continue;
        if (kept.length >= AGENT_FILE_LIMITS.maxFiles) {
            more++;
            continue;
        }
        const shown = name.length > AGENT_FILE_LIMITS.maxName ? `${name.slice(0, AGENT_FILE_LIMITS.maxName)}…` : name;
        kept.push(keep(shown, file, kept.length + 1, input));
    }
    return { kept, more: more + (listed.cut ? 1 : 0), ...(listed.cut && { cut: true }) };
}
function keep(name, file, n, input) {
    if (file.kind === 'again')
        return { path: name, note: 'the same file as one kept above (a hard link)' };
    if (file.kind === 'over-budget')
        return { path: name, note: `not kept: the trial keeps at most ${AGENT_FILE_LIMITS.maxTotalBytes} bytes of files` };
    if (file.kind === 'refused')
        return { path: name, note: `not kept: ${file.reason.replace(/^work\//, '')}` };
    if (file.kind !== 'file')
        return { path: name, note: 'not kept: gone before caliper read it' };
    if (file.bytes.includes(0))
        return { path: name, bytes: file.size, note: 'not kept: a binary file' };
    const saved = `${input.savedAs}/${n}.txt`;
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(input.outDir, saved);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(abs, input.redactor.text(file.bytes.toString('utf8')));
    return { path: name, bytes: file.size, saved };
}
/** A fixture the agent did not change is caliper's, not the agent's: it is not kept. */
function unchangedFixture(source, bytes) {
    if (source === undefined)
        return false;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(source).equals(bytes);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 5714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ anthropicJudge)
/* harmony export */ });
/* harmony import */ var _agents_shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1928);
/* harmony import */ var _runner_retryPolicy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8485);


/** How long one vote may take before it is a harness error. */
const VOTE_TIMEOUT_MS = 120_000;
/** Far more than a one-sentence verdict needs: a reply that runs on is cut, not waited for. */
const MAX_TOKENS = 400;
/** A judge on the Anthropic Messages API (or anything speaking it at `baseUrl`). */
function anthropicJudge(options) {
    return {
        identity: { provider: 'anthropic', model: options.model },
        complete: (request) => voteWithRetries(options, request),
    };
}
/**
 * A busy or failing provider (429, 529, 5xx) or a dropped connection is asked again, within the bounds a
 * trial is retried in (retryPolicy.ts: 3 attempts, 1 s then 2 s or a longer retry-after, none over
 * 60 s), before the vote is a harness error; a check must not fail for the judge's provider.
 */
async function voteWithRetries(options, request) {
    const { maxAttempts, maxDelayMs } = _runner_retryPolicy_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_RETRY_POLICY */ .cO;
    const baseDelayMs = options.retryDelayMs ?? _runner_retryPolicy_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_RETRY_POLICY */ .cO.baseDelayMs;
    for (let attempt = 1;; attempt++) {
        const call = await callMessages(options, request);
        if (call.reply.ok || !call.transient)
            return call.reply;
        const delayMs = Math.max(baseDelayMs * 2 ** (attempt - 1), (call.retryAfterSeconds ?? 0) * 1000);
        if (attempt >= maxAttempts || delayMs > maxDelayMs)
            return {
                ok: false,
                reason: `${call.reply.reason} (gave up after ${attempt} attempt${attempt === 1 ? '' : 's'})`,
            };
        await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
}
async function callMessages(options, request) {
    const url = `${options.baseUrl.replace(/\/$/, '')}/v1/messages`;
    try {
        const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey, 'anthropic-version': '2023-06-01' },
            body: JSON.stringify({
                model: options.model,
                max_tokens: MAX_TOKENS,
                temperature: 0,
                system: request.system,
                messages: [{ role: 'user', content: request.user }],
            }),
            signal: AbortSignal.timeout(VOTE_TIMEOUT_MS),
        });
        const body = (await res.json().catch(() => undefined));
        if (!res.ok) {
            const retryAfter = Number(res.headers.get('retry-after'));
            const reply = {
                ok: false,
                reason: `the judge's provider answered HTTP ` +
                    `${res.status}${body?.error?.message ? `: ${body.error.message.slice(0, 200)}` : ''}`,
            };
            return {
                reply,
                transient: _agents_shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_0__/* .TRANSIENT_STATUSES */ .SS.has(res.status),
                ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterSeconds: retryAfter }),
            };
        }
        const text = (body?.content ?? [])
            .filter((c) => c.type === 'text' && typeof c.text === 'string')
            .map((c) => c.text)
            .join('');
        return {
            reply: {
                ok: true,
                text,
                usage: { inputTokens: body?.usage?.input_tokens ?? 0, outputTokens: body?.usage?.output_tokens ?? 0 },
            },
            transient: false,
        };
    }
    catch (error) {
        // Read by shape: fetch's errors may come from another realm (a test's VM), where instanceof fails.
        const e = (error ?? {});
        const code = typeof e.cause?.code === 'string' ? e.cause.code : undefined;
        const cause = typeof e.cause?.message === 'string'
            ? `: ${e.cause.message}${code && !e.cause.message.includes(code) ? ` (${code})` : ''}`
            : '';
        const reason = `the judge could not be reached: ` + `${typeof e.message === 'string' ? e.message : String(error)}${cause}`;
        return {
            reply: { ok: false, reason: _agents_shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_0__/* .CERTIFICATE_FAULT */ .Rh.test(reason) ? (0,_agents_shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_0__/* .runError */ .ML)(reason).message : reason },
            transient: unreachableAgain(error, reason),
        };
    }
}
/**
 * Whether a judge that could not be reached may be on another try: not past its time (that would double a
 * hung provider's wait), not for a name that does not resolve, nor a certificate it does not trust.
 */
function unreachableAgain(error, reason) {
    if (error?.name === 'TimeoutError')
        return false;
    return !_agents_shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_0__/* .CERTIFICATE_FAULT */ .Rh.test(reason) && !/ENOTFOUND/.test(reason);
}


/***/ }),

/***/ 5383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gQ: () => (/* binding */ judgeUnavailable),
/* harmony export */   sr: () => (/* binding */ DEFAULT_JUDGE_MODEL),
/* harmony export */   z0: () => (/* binding */ judgeFor)
/* harmony export */ });
/* harmony import */ var _replay_judgeTape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6271);
/* harmony import */ var _anthropic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5714);
/* harmony import */ var _meta_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5633);
/* harmony import */ var _scripted_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8554);




/** The judge model when CALIPER_JUDGE_MODEL does not name one. */
const DEFAULT_JUDGE_MODEL = 'claude-haiku-4-5';
/**
 * The run's judge: the scripted one with the scripted model; with a real model, Anthropic's Messages API
 * (CALIPER_JUDGE_MODEL, CALIPER_JUDGE_BASE_URL, key ANTHROPIC_API_KEY), or none without a key, which
 * makes each judge check a harness error saying what to set. A replay's judge is each trial's recording
 * (src/eval/replay/judgeTape.ts), which its tape puts in; this one only names it, and reaches nothing.
 */
function judgeFor(model, env) {
    if (model.kind === 'scripted')
        return _scripted_js__WEBPACK_IMPORTED_MODULE_3__/* .scriptedJudge */ .Kz;
    if (model.tape?.mode === 'replay')
        return REPLAYED_JUDGE;
    const apiKey = env.ANTHROPIC_API_KEY;
    if (!apiKey)
        return undefined;
    return (0,_anthropic_js__WEBPACK_IMPORTED_MODULE_1__/* .anthropicJudge */ .U)({
        baseUrl: env.CALIPER_JUDGE_BASE_URL || 'https://api.anthropic.com',
        apiKey,
        model: env.CALIPER_JUDGE_MODEL || DEFAULT_JUDGE_MODEL,
    });
}
/** The run-wide name of a replay's judge (cache keys, the journal), before any trial's recording is read. */
const REPLAYED_JUDGE = {
    identity: { provider: 'replay', model: 'recorded' },
    complete: async () => ({
        ok: false,
        reason: "caliper replay: this trial's judge calls were not read from its recording",
    }),
};
/**
 * Why a run whose plan has judge checks cannot grade them, said before any agent runs (every trial would
 * be paid for and then end in a harness error): no judge without a key, and, replaying, a recording
 * that kept no judge calls (made before caliper kept them).
 */
function judgeUnavailable(model, env, trials) {
    const judged = trials.filter((t) => t.evalCase.checks.some(_meta_js__WEBPACK_IMPORTED_MODULE_2__/* .isJudged */ .sL));
    if (judged.length === 0)
        return undefined;
    if (model.kind === 'real' && model.tape?.mode === 'replay')
        return (0,_replay_judgeTape_js__WEBPACK_IMPORTED_MODULE_0__/* .unrecordedJudgeCalls */ .gi)(model.tape.dir, judged.map((t) => t.key));
    if (!judgeFor(model, env))
        return ('the plan has judge checks and no judge is configured for a real-model ' +
            'run: set ANTHROPIC_API_KEY (and CALIPER_JUDGE_MODEL for another model ' +
            'than the default), or run with --scripted-model');
    return undefined;
}


/***/ }),

/***/ 5633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ec: () => (/* binding */ judgeIdentity),
/* harmony export */   Ln: () => (/* binding */ judgeMeta),
/* harmony export */   sL: () => (/* binding */ isJudged)
/* harmony export */ });
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2938);

/** The run's judge, from its judged trials: who judged, its prompt template, and the vote counts asked for. */
function judgeMeta(records) {
    const judged = records.flatMap((r) => r.checks.flatMap((c) => (c.judge ? [c.judge] : [])));
    const first = judged[0];
    if (!first)
        return {};
    const votes = [...new Set(judged.map((j) => j.votes.length))].sort((a, b) => a - b);
    return { judge: { provider: first.provider, model: first.model, promptTemplate: first.promptTemplate, votes } };
}
/** Whether a check is, or negates, a judge check. */
function isJudged(check) {
    return check.kind === 'judge' || (check.kind === 'not' && isJudged(check.check));
}
/**
 * Who judges these trials, as cache keys and the journal's fingerprint name it: a trial judged by one
 * judge never stands in for one another judge would grade. Undefined when none of them is judged, so
 * every other key stays as it was.
 */
function judgeIdentity(plans, judge) {
    if (!plans.some((p) => p.evalCase.checks.some(isJudged)))
        return undefined;
    return judge ? `${judge.identity.provider}:${judge.identity.model}:${_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .PROMPT_TEMPLATE_HASH */ .jK}` : 'none';
}


/***/ }),

/***/ 4453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ removeLiveCheckouts),
/* harmony export */   Wc: () => (/* binding */ checkoutBase),
/* harmony export */   az: () => (/* binding */ BaseCheckoutError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);




class BaseCheckoutError extends Error {
}
/**
 * The repository at `ref`, as a detached worktree in a temporary folder, so base and head are measured
 * in the same job with the same CLIs. A shallow checkout is deepened by fetching just that commit.
 */
function checkoutBase(evalDir, ref) {
    const git = (args, cwd = evalDir) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, { cwd, encoding: 'utf8' });
    const top = git(['rev-parse', '--show-toplevel']);
    if (top.status !== 0)
        throw new BaseCheckoutError(`${evalDir} is not in a git repository, so there is no base to compare with (${top.stderr.trim()})`);
    const root = top.stdout.trim();
    const resolve = () => git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    let sha = resolve();
    if (sha.status !== 0) {
        const fetched = git(['fetch', '--no-tags', '--depth=1', 'origin', ref]);
        sha = resolve();
        if (sha.status !== 0)
            sha = git(['rev-parse', '--verify', '--quiet', 'FETCH_HEAD^{commit}']);
        if (sha.status !== 0)
            throw new BaseCheckoutError(`cannot find the base commit ` +
                `${ref}${fetched.status !== 0 ? ` (git fetch: ${fetched.stderr.trim().split('\n').pop()})` : ''}`);
    }
    const commit = sha.stdout.trim();
    const dir = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_os__WEBPACK_IMPORTED_MODULE_2___default().tmpdir(), 'caliper-base-')));
    const added = git(['worktree', 'add', '--detach', '--force', dir, commit], root);
    if (added.status !== 0)
        throw new BaseCheckoutError(`git worktree add failed: ${added.stderr.trim()}`);
    const remove = () => {
        live.delete(remove);
        git(['worktree', 'remove', '--force', dir], root);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    };
    live.add(remove);
    return {
        dir: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(root), node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(evalDir))),
        sha: commit,
        remove,
    };
}
/** Removers of the base worktrees not yet removed. */
const live = new Set();
/** Remove every base worktree still checked out (on an interrupt: the `finally` that would is never reached). */
function removeLiveCheckouts() {
    for (const remove of [...live]) {
        try {
            remove();
        }
        catch {
            // best effort: the worktree's folder is under the temp folder either way
        }
    }
}


/***/ }),

/***/ 9290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ checkedJudgeTape),
/* harmony export */   R3: () => (/* binding */ JUDGE_TAG),
/* harmony export */   kx: () => (/* binding */ JUDGE_NONCE)
/* harmony export */ });
/* harmony import */ var _results_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6303);

const JUDGE_TAG = 'JUDGE_TAG';
const JUDGE_NONCE = 'JUDGE_NONCE';
/** More than a case may ask (32 checks of 27 votes), times the turns' worth of slack. */
const MAX_JUDGE_CALLS = 10_000;
const NONCE = /^[0-9a-f]{24}$/;
/** A recording's `judge`, checked: a replay folder may be anyone's, and its fields reach results. */
function checkedJudgeTape(v) {
    const o = v;
    if (!o || typeof o !== 'object')
        throw new Error('its judge calls are not an object');
    if (o.provider === undefined || !_results_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .JUDGE_PROVIDERS */ .D5.includes(o.provider))
        throw new Error(`its judge is none of ${_results_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .JUDGE_PROVIDERS */ .D5.join(', ')}`);
    if (typeof o.model !== 'string' || !_results_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.model.test(o.model))
        throw new Error("its judge's model is not a model id");
    if (!Array.isArray(o.calls) || o.calls.length > MAX_JUDGE_CALLS)
        throw new Error('its judge calls are not a list');
    return { provider: o.provider, model: o.model, calls: o.calls.map((c, i) => checkedCall(c, i)) };
}
function checkedCall(v, i) {
    const c = v;
    const incomplete = new Error(`judge call ${i + 1} is incomplete`);
    if (!c ||
        typeof c !== 'object' ||
        !c.request ||
        typeof c.request.system !== 'string' ||
        typeof c.request.user !== 'string')
        throw incomplete;
    // An empty nonce would be put back between every character of the answer: only a nonce caliper draws.
    if (typeof c.nonce !== 'string' || !NONCE.test(c.nonce))
        throw new Error(`judge call ${i + 1} has no nonce caliper drew`);
    return {
        request: { system: c.request.system, user: c.request.user },
        nonce: c.nonce,
        reply: checkedReply(c.reply, incomplete),
    };
}
function checkedReply(v, incomplete) {
    const r = v;
    if (!r || typeof r !== 'object')
        throw incomplete;
    if (r.ok === false && typeof r.reason === 'string')
        return { ok: false, reason: r.reason };
    const u = r.usage;
    const tokens = (n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
    if (r.ok !== true || typeof r.text !== 'string' || !u || !tokens(u.inputTokens) || !tokens(u.outputTokens))
        throw incomplete;
    return {
        ok: true,
        text: r.text,
        usage: { inputTokens: u.inputTokens, outputTokens: u.outputTokens },
    };
}


/***/ }),

/***/ 6271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ recordingJudge),
/* harmony export */   RK: () => (/* binding */ replayingJudge),
/* harmony export */   gi: () => (/* binding */ unrecordedJudgeCalls)
/* harmony export */ });
/* unused harmony export tapedRequest */
/* harmony import */ var _judge_prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2938);
/* harmony import */ var _judgeCalls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9290);
/* harmony import */ var _tape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4002);



/**
 * Under --record: the run's judge, each call and its answer kept for the trial's recording. A call is
 * kept as caliper made it, for the folder TRIAL_ROOT and with placeholders for its tag and nonce, so a
 * replay in another folder (another length of path, so other counts in the instructions) asks the same.
 */
function recordingJudge(inner, site) {
    const calls = [];
    const judge = {
        identity: inner.identity,
        complete: async (request) => {
            const reply = await inner.complete(request);
            if (request.made)
                calls.push({
                    request: tapedRequest(request.made.input, site),
                    nonce: request.made.nonce,
                    reply: tapedReply(reply, site),
                });
            return reply;
        },
    };
    return { judge, tape: () => ({ ...inner.identity, calls: [...calls] }) };
}
/**
 * Under --replay: a judge that answers each call with the recorded answer to the same request (the
 * same rubric and the same judged text), in order, its nonce this call's own; it reaches nothing and
 * costs nothing. A request the recording lacks fails, saying what differs, so the check is an error.
 */
function replayingJudge(tape, site) {
    const queues = new Map();
    for (const call of tape.calls)
        queues.set(requestKey(call.request), [...(queues.get(requestKey(call.request)) ?? []), call]);
    return {
        identity: { provider: 'replay', model: tape.model },
        complete: async (request) => {
            if (!request.made)
                return {
                    ok: false,
                    reason: 'judge call not in the recording: caliper did not say what the request was made of',
                };
            const asked = tapedRequest(request.made.input, site);
            const recorded = queues.get(requestKey(asked))?.shift();
            if (!recorded)
                return {
                    ok: false,
                    reason: `judge call not in the recording: ` +
                        `${whatDiffers(asked, request.made.input, tape.calls, site)}; run live ` +
                        `or re-record`,
                };
            return replayedReply(recorded, request.made.nonce, site.trialRoot);
        },
    };
}
/**
 * Why a replay of these judged trials cannot grade them, before the first: one's recording keeps no
 * judge calls. A trial with no recording at all is refused on its own, as any other.
 */
function unrecordedJudgeCalls(dir, judgedKeys) {
    for (const key of judgedKeys) {
        const read = (0,_tape_js__WEBPACK_IMPORTED_MODULE_2__/* .readRecording */ .SS)(dir, key);
        if (read.ok && !read.recording.judge)
            return `replay refused: ${(0,_tape_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_JUDGE_CALLS */ .qA)(key)}`;
    }
    return undefined;
}
/** The request as a recording keeps it: for TRIAL_ROOT, with the placeholders, redacted. */
function tapedRequest(input, site) {
    const t = (s) => site.redactor.text(toTape(s, site.trialRoot));
    return (0,_judge_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .filledPrompt */ .Xo)({ rubric: t(input.rubric), text: t(input.text), source: t(input.source), maxChars: input.maxChars }, _judgeCalls_js__WEBPACK_IMPORTED_MODULE_1__/* .JUDGE_TAG */ .R3, _judgeCalls_js__WEBPACK_IMPORTED_MODULE_1__/* .JUDGE_NONCE */ .kx).request;
}
function tapedReply(reply, site) {
    const t = (s) => site.redactor.text(toTape(s, site.trialRoot));
    return reply.ok ? { ...reply, text: t(reply.text) } : { ok: false, reason: t(reply.reason) };
}
/** The recorded answer for this call: its nonce and folder this call's own, at no cost (nothing was asked). */
function replayedReply(recorded, nonce, trialRoot) {
    if (!recorded.reply.ok)
        return { ok: false, reason: `${recorded.reply.reason} (as recorded)` };
    const text = recorded.reply.text.split(recorded.nonce).join(nonce).split(_tape_js__WEBPACK_IMPORTED_MODULE_2__/* .TRIAL_ROOT */ .gj).join(trialRoot);
    return { ok: true, text, usage: { inputTokens: 0, outputTokens: 0 } };
}
function whatDiffers(asked, input, calls, site) {
    if (calls.length === 0)
        return 'the recording has no judge call of this trial';
    const rubric = `<rubric>\n${site.redactor.text(toTape(input.rubric, site.trialRoot))}\n</rubric>`;
    const sameRubric = calls.some((c) => c.request.system.includes(rubric));
    const sameText = calls.some((c) => c.request.user === asked.user);
    if (calls.some((c) => requestKey(c.request) === requestKey(asked)))
        return 'the check asks for more votes than were recorded';
    if (sameRubric && sameText)
        return "the judge's instructions changed since it was recorded (the check's `on:`, or caliper's judge prompt)";
    if (sameText)
        return 'the rubric changed since it was recorded';
    if (sameRubric)
        return ("the text it judges is not the recorded one (the agent's answer or " +
            "file differs, or the check's `on:` or `max_chars` changed)");
    return 'the rubric changed since it was recorded, and the text it judges is not the recorded one';
}
const requestKey = (r) => JSON.stringify([r.system, r.user]);
const toTape = (s, trialRoot) => (trialRoot === '' ? s : s.split(trialRoot).join(_tape_js__WEBPACK_IMPORTED_MODULE_2__/* .TRIAL_ROOT */ .gj));


/***/ }),

/***/ 8896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Or: () => (/* binding */ checkedMcpTape),
/* harmony export */   T7: () => (/* binding */ mcpServersHash),
/* harmony export */   oN: () => (/* binding */ mcpReplayRefusal),
/* harmony export */   rq: () => (/* binding */ MAX_MCP_EXCHANGES),
/* harmony export */   v: () => (/* binding */ MAX_MCP_TAPE_BYTES)
/* harmony export */ });
/* unused harmony exports MAX_MCP_PART_BYTES, hasRealServers */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** More than a trial can ask: 1000 calls (MAX_RECORDED_CALLS) and the CLI's handshakes, many times over. */
const MAX_MCP_EXCHANGES = 5000;
/** One exchange's parameters or answer: what one JSON-RPC message may carry (endpoint.ts). */
const MAX_MCP_PART_BYTES = 1024 * 1024;
/** All of a trial's MCP exchanges (a recording is at most MAX_RECORDING_BYTES in all). */
const MAX_MCP_TAPE_BYTES = 32 * 1024 * 1024;
const MAX_NAME_CHARS = 200;
const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/**
 * The hash of what a trial's MCP servers give its agent besides their recorded answers: each server's name, a
 * mock's tools (description, input schema, answers), a real server's kind. Not a mock's `expect:` (a check of the
 * arguments, graded anew on replay), nor a real server's command (under replay its answers are the recording's).
 */
function mcpServersHash(servers) {
    const given = Object.keys(servers)
        .sort()
        .map((name) => {
        const s = servers[name];
        if (s.kind !== 'mock')
            return [name, s.kind];
        const tools = Object.keys(s.tools)
            .sort()
            .map((t) => {
            const { description, inputSchema, answers } = s.tools[t];
            return [t, description, inputSchema, answers.map((a) => [a.match ?? null, a.text])];
        });
        return [name, 'mock', tools];
    });
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(given)).digest('hex');
}
/** Whether the trial has servers whose answers a replay takes from the recording (any but a mock). */
const hasRealServers = (servers) => Object.values(servers ?? {}).some((s) => s.kind !== 'mock');
/**
 * A recording's `mcp`, checked field by field: a replay folder may come from an untrusted run, and its
 * answers were written by the pull request's own server code. Each answer goes back to the agent's CLI as a
 * server's would, bounded as one.
 */
function checkedMcpTape(v) {
    if (!isRecord(v))
        throw new Error('its MCP exchanges are not an object');
    if (typeof v.servers !== 'string' || !/^[0-9a-f]{64}$/.test(v.servers))
        throw new Error('its MCP exchanges name no hash of their servers');
    if (!Array.isArray(v.exchanges) || v.exchanges.length > MAX_MCP_EXCHANGES)
        throw new Error(`its MCP exchanges are not a list of at most ${MAX_MCP_EXCHANGES}`);
    const seen = new Set();
    const exchanges = v.exchanges.map((e, i) => {
        const checked = checkedExchange(e, i);
        const key = JSON.stringify([checked.server, checked.method, checked.params, checked.occurrence]);
        if (seen.has(key))
            throw new Error(`MCP exchange ${i + 1} repeats an earlier one's request`);
        seen.add(key);
        return checked;
    });
    return { servers: v.servers, exchanges };
}
function checkedExchange(v, i) {
    const incomplete = new Error(`MCP exchange ${i + 1} is incomplete`);
    if (!isRecord(v))
        throw incomplete;
    const name = (s) => typeof s === 'string' && s.length > 0 && s.length <= MAX_NAME_CHARS;
    if (!name(v.server) || !name(v.method) || typeof v.params !== 'string')
        throw incomplete;
    if (Buffer.byteLength(v.params, 'utf8') > MAX_MCP_PART_BYTES)
        throw new Error(`MCP exchange ${i + 1}'s request is larger than ${MAX_MCP_PART_BYTES} bytes`);
    const n = v.occurrence;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n >= MAX_MCP_EXCHANGES)
        throw incomplete;
    return {
        server: v.server,
        method: v.method,
        params: v.params,
        occurrence: n,
        reply: checkedReply(v.reply, i, incomplete),
    };
}
function checkedReply(v, i, incomplete) {
    if (!isRecord(v) || 'result' in v === 'error' in v)
        throw incomplete;
    if ('error' in v) {
        const e = v.error;
        if (!isRecord(e) || !Number.isSafeInteger(e.code) || typeof e.message !== 'string')
            throw incomplete;
        if (Buffer.byteLength(e.message, 'utf8') > MAX_MCP_PART_BYTES)
            throw tooLarge(i);
        return { error: { code: e.code, message: e.message } };
    }
    if (!isRecord(v.result))
        throw incomplete;
    // Its size as the agent's CLI would read it; a copy, so nothing else of the parsed file is kept.
    const text = JSON.stringify(v.result);
    if (Buffer.byteLength(text, 'utf8') > MAX_MCP_PART_BYTES)
        throw tooLarge(i);
    return { result: JSON.parse(text) };
}
const tooLarge = (i) => new Error(`MCP exchange ${i + 1}'s answer is larger than ${MAX_MCP_PART_BYTES} bytes`);
/**
 * Why a recording's MCP exchanges cannot answer this trial's servers, or undefined. A recording without them
 * (made before caliper kept them) still replays a trial whose servers are all mocks: they answer from the spec.
 */
function mcpReplayRefusal(key, recorded, servers) {
    if (!servers)
        return undefined;
    if (!recorded)
        return hasRealServers(servers)
            ? `${key} has MCP servers that are not mocks, and its recording keeps no MCP exchanges (it was made before ` +
                'caliper kept them): re-record it with --record'
            : undefined;
    const now = mcpServersHash(servers);
    if (recorded.servers !== now)
        return (`${key} was recorded with other MCP servers (hash ${recorded.servers.slice(0, 12)}, now ${now.slice(0, 12)}): ` +
            "a server was added, removed or renamed, or a mock's tools or answers changed since, so the recorded " +
            'answers are not to this trial; re-record it with --record');
    return undefined;
}


/***/ }),

/***/ 4002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JU: () => (/* binding */ TAPE_FORMAT),
/* harmony export */   SS: () => (/* binding */ readRecording),
/* harmony export */   W: () => (/* binding */ MAX_EXCHANGES),
/* harmony export */   Ze: () => (/* binding */ MAX_RECORDING_BYTES),
/* harmony export */   gj: () => (/* binding */ TRIAL_ROOT),
/* harmony export */   m7: () => (/* binding */ recordingFile),
/* harmony export */   oo: () => (/* binding */ replayRefusal),
/* harmony export */   qA: () => (/* binding */ NO_JUDGE_CALLS)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7366);
/* harmony import */ var _judgeCalls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9290);
/* harmony import */ var _mcpTape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8896);





const TAPE_FORMAT = 'caliper-tape/1';
const TRIAL_ROOT = '/__caliper_trial_root__';
/** A recording caliper reads back is bounded: a replay folder may come from an untrusted run's artifact. */
const MAX_RECORDING_BYTES = 64 * 1024 * 1024;
const MAX_EXCHANGES = 10_000;
/** The file of one trial's recording: the trial key, percent-encoded, so that no key names a path. */
function recordingFile(dir, key) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `${encodeURIComponent(key).replace(/\./g, '%2E')}.json`);
}
/** The recording of `key` in `dir`, or why there is none that caliper can use. */
function readRecording(dir, key) {
    const file = recordingFile(dir, key);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return { ok: false, reason: `${dir} has no recording of ${key} (record it with caliper eval --record)` };
    // Not through a link: a replay folder from someone else's run must not read the host's files.
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
    }
    catch (error) {
        return {
            ok: false,
            reason: `the recording of ${key} cannot be read ` +
                `(${error.code ?? 'error'}; a link is not ` +
                `followed)`,
        };
    }
    let raw;
    try {
        raw = (0,_util_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__/* .readUpTo */ .V)(fd, MAX_RECORDING_BYTES + 1);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    if (raw.length > MAX_RECORDING_BYTES)
        return { ok: false, reason: `the recording of ${key} is larger than ${MAX_RECORDING_BYTES} bytes` };
    try {
        return { ok: true, recording: checkedRecording(JSON.parse(raw.toString('utf8')), key) };
    }
    catch (error) {
        return {
            ok: false,
            reason: `the recording of ${key} is not one caliper wrote: ` +
                `${error instanceof Error ? error.message : String(error)}`,
        };
    }
}
function checkedRecording(v, key) {
    const o = v;
    if (!o || typeof o !== 'object' || o.format !== TAPE_FORMAT)
        throw new Error(`its format is not ${TAPE_FORMAT}`);
    if (o.key !== key)
        throw new Error('it is of another trial');
    if (typeof o.backend !== 'string' ||
        typeof o.fingerprint !== 'string' ||
        (o.cliVersion !== undefined && typeof o.cliVersion !== 'string') ||
        (o.agentInput !== undefined && typeof o.agentInput !== 'string'))
        throw new Error('its header is incomplete');
    if (!Array.isArray(o.exchanges) || o.exchanges.length > MAX_EXCHANGES)
        throw new Error('its exchanges are not a list');
    const exchanges = o.exchanges.map((e, i) => {
        const ok = e &&
            typeof e.method === 'string' &&
            typeof e.path === 'string' &&
            Number.isInteger(e.status) &&
            typeof e.body === 'string' &&
            (e.model === undefined || typeof e.model === 'string') &&
            (e.contentType === undefined || typeof e.contentType === 'string');
        if (!ok)
            throw new Error(`exchange ${i + 1} is incomplete`);
        return {
            method: e.method,
            path: e.path,
            model: e.model,
            status: e.status,
            contentType: e.contentType,
            body: e.body,
        };
    });
    const judge = o.judge === undefined ? undefined : (0,_judgeCalls_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedJudgeTape */ .$j)(o.judge);
    const mcp = o.mcp === undefined ? undefined : (0,_mcpTape_js__WEBPACK_IMPORTED_MODULE_4__/* .checkedMcpTape */ .Or)(o.mcp);
    return {
        format: TAPE_FORMAT,
        key,
        backend: o.backend,
        cliVersion: o.cliVersion,
        fingerprint: o.fingerprint,
        ...(o.agentInput !== undefined && { agentInput: o.agentInput }),
        exchanges,
        ...(judge && { judge }),
        ...(mcp && { mcp }),
    };
}
/**
 * Why a recording may not be replayed to this trial (another CLI version, other skill content, judge
 * checks it kept no judge calls for), or undefined. A recording that names what its agent was given is
 * compared on that alone: the checks that grade the agent may have changed, and are graded anew.
 */
function replayRefusal(recording, trial) {
    if (recording.backend !== trial.backend)
        return `${recording.key} was recorded on ${recording.backend}, not ${trial.backend}`;
    if (recording.cliVersion !== trial.cliVersion)
        return (`${recording.key} was recorded with ${recording.backend} ` +
            `${recording.cliVersion ?? '(unknown version)'}, this is ` +
            `${trial.cliVersion ?? '(unknown version)'}: a replay answers only the ` +
            `CLI that asked`);
    if (recording.agentInput !== undefined && recording.agentInput !== trial.agentInput)
        return (`${recording.key} was recorded with other input to the agent (hash ` +
            `${recording.agentInput.slice(0, 12)}, now ` +
            `${trial.agentInput.slice(0, 12)}): the case's prompt, its skills, its ` +
            `fixtures, the discipline or the turns allowed changed since, so the ` +
            `recorded answers are not to this trial`);
    if (recording.agentInput === undefined && recording.fingerprint !== trial.fingerprint)
        return (`${recording.key} was recorded with other skill content (hash ` +
            `${recording.fingerprint.slice(0, 12)}, now ` +
            `${trial.fingerprint.slice(0, 12)}): the spec, its skills or its ` +
            `fixtures changed since, so the recorded answers are not to this trial`);
    if (trial.judged && !recording.judge)
        return NO_JUDGE_CALLS(recording.key);
    return undefined;
}
/**
 * A trial with judge checks, and a recording of it from before caliper kept judge calls (or from a run without a
 * judge).
 */
const NO_JUDGE_CALLS = (key) => `${key} has judge checks, and its recording keeps no judge calls (it ` +
    `was made before caliper kept them, or by a run without a judge): ` +
    `re-record it with --record, or replay specs without judge checks`;


/***/ }),

/***/ 803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CL: () => (/* binding */ DEFAULT_TRIALS),
/* harmony export */   KU: () => (/* binding */ DEFAULT_TIMEOUT_SECONDS),
/* harmony export */   yK: () => (/* binding */ DEFAULT_MAX_TURNS)
/* harmony export */ });
/** The eval's defaults, in a module of their own so that commands quoting them do not load the runner. */
const DEFAULT_TRIALS = 3;
const DEFAULT_TIMEOUT_SECONDS = 300;
const DEFAULT_MAX_TURNS = 30;


/***/ }),

/***/ 2625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qs: () => (/* binding */ dryRunLines),
  u8: () => (/* binding */ earlierCostOfRun),
  HN: () => (/* binding */ planLines)
});

// EXTERNAL MODULE: ./src/results/spend/prices.ts
var prices = __webpack_require__(8191);
// EXTERNAL MODULE: ./src/results/sequential.ts
var sequential = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/results/spend/requestProfiles.ts + 1 modules
var requestProfiles = __webpack_require__(2708);
// EXTERNAL MODULE: ./src/results/spend/runEstimate.ts
var runEstimate = __webpack_require__(3186);
;// CONCATENATED MODULE: ./src/eval/runner/dryRunEstimate.ts



/**
 * The dry run's price for cases no earlier run priced: per backend, its planned runs times what one run
 * may cost from what that pinned CLI sends (measured by a scripted run, `requestProfiles.json`) at the
 * model it requests by default (or `model`), with the assumptions printed beneath.
 */
function estimateLines(cases, label, why, model) {
    const backends = [...new Set(cases.map((c) => c.backend))].sort();
    const rows = backends.map((backend) => backendRow(cases.filter((c) => c.backend === backend), (0,runEstimate/* runEstimate */.G)(backend, model)));
    const priced = rows.filter((r) => r.low !== undefined);
    const total = priced.length === 0 ? 'unknown' : dollars(sumOf(priced, 'low'), sumOf(priced, 'high'));
    const unpriced = rows.length - priced.length;
    const of = unpriced > 0 ? ` for ${priced.length} of ${rows.length} backend(s)` : '';
    return [
        `${label}: ${total}${of} estimated from what each pinned CLI sends its model${why ? ` (${why})` : ''}:`,
        ...rows.map((r) => `  ${r.text}`),
        `  ${assumptionLine()}`,
    ];
}
function backendRow(cases, result) {
    const runsLow = cases.reduce((s, c) => s + c.low, 0);
    const runsHigh = cases.reduce((s, c) => s + c.max, 0);
    const runs = runsLow === runsHigh ? `${runsLow}` : `${runsLow}-${runsHigh}`;
    if (!result.ok)
        return { text: `${result.backend}: ${runs} run(s), cost unknown: ${result.reason}` };
    const e = result.estimate;
    const low = runsLow * e.low;
    const high = runsHigh * e.high;
    const at = `${e.backend} ${e.version} at ${e.model}${e.why ? ` (${e.why})` : ''}`;
    return {
        text: `${at}: ${runs} run(s) × ${dollars(e.low, e.high)} a run ` +
            `(${e.calls.low}-${e.calls.high} model calls): ${dollars(low, high)}`,
        low,
        high,
    };
}
function assumptionLine() {
    const a = runEstimate/* ESTIMATE_ASSUMPTIONS */.Y;
    return [
        `assumed: a run sends what its pinned CLI sent in one scripted trial ` +
            `of each case of examples/ (\`${requestProfiles/* REQUEST_PROFILES */.r.command}\`,`,
        `${requestProfiles/* REQUEST_PROFILES */.r.charsPerToken} characters a token), from the ` +
            `fewest model calls such a trial made to the most and ${a.extraCalls} ` +
            `more,`,
        `${a.outputLow.toLocaleString('en-US')} to ` +
            `${a.outputHigh.toLocaleString('en-US')} output tokens a call; what a ` +
            `call shares with the one before it is read from`,
        `the provider's cache, the rest written to it; prices of ` +
            `${prices/* PRICE_TABLE */.dq.date} (src/results/spend/prices.ts); a real run's cost ` +
            `replaces this once there is one`,
    ].join(' ');
}
const sumOf = (rows, key) => rows.reduce((s, r) => s + (r[key] ?? 0), 0);
function dollars(low, high) {
    const [a, b] = [money(low), money(high)];
    return a === b ? a : `${a}-${b}`;
}
/** Cents, or a tenth of a cent under a dollar's cent, so that a cheap run is not shown as $0.00. */
function money(x) {
    return x > 0 && x < 0.01 ? `$${x.toFixed(4)}` : `$${x.toFixed(2)}`;
}

// EXTERNAL MODULE: ./src/eval/runner/progressLines.ts
var progressLines = __webpack_require__(6919);
// EXTERNAL MODULE: ./src/eval/runner/skipLines.ts
var skipLines = __webpack_require__(9963);
// EXTERNAL MODULE: ./src/eval/runner/trialSizing.ts + 2 modules
var trialSizing = __webpack_require__(1807);
;// CONCATENATED MODULE: ./src/eval/runner/dryRun.ts






/**
 * `caliper eval --dry-run`: the plan and what it may cost, with nothing started. Runs per case are exact
 * with fixed trials; with `--trials auto`, the expected range over every pass rate (or at the case's
 * earlier pass rate, when known) and the maximum. Cost comes from what the same cases spent in
 * `previous` (an earlier run's results.json), per run: the CLI's figure, or its tokens at the price table;
 * a case it has no cost for is estimated from what its CLI sends (`dryRunEstimate.ts`), at `model`.
 */
function dryRunLines(plan, sequential, previous, scripted, replayed = false, model) {
    const cases = caseRuns(plan.trials, sequential, previous);
    const lines = ['dry run: no agent was started.', ...planLines(plan, sequential, previous)];
    lines.push(...(0,skipLines/* skipLines */.Z)(plan));
    if (replayed)
        lines.push('cost: none (replay: every answer comes from the recording, no model is called)');
    else
        lines.push(...costLines(cases, scripted, previous !== undefined, model));
    return lines;
}
/**
 * The plan as a run prints it before its first trial, and the dry run with it: the total, how `--detect` sized it, each
 * case's runs.
 */
function planLines(plan, sequential, previous) {
    const cases = caseRuns(plan.trials, sequential, previous);
    return [
        (0,progressLines/* planLine */.od)(plan.trials, sequential !== undefined),
        ...(plan.sizing ? (0,trialSizing/* sizingLines */.o4)(plan.sizing) : []),
        ...cases.map((c) => `  ${c.skill} × ${c.backend} × ` +
            `${c.caseId}${c.arm === 'baseline' ? ' without the skill' : ''}: ` +
            `${runsText(c, sequential !== undefined)}`),
    ];
}
/** What one agent run of a case cost in `previous`, for `--detect`'s sizing within `--max-cost`. */
function earlierCostOfRun(previous) {
    return (skill, backend, caseId) => earlierRun(previous, skill, backend, caseId)?.costUsd;
}
function caseRuns(trials, sequential, previous) {
    const byCase = new Map();
    for (const t of trials) {
        const key = `${t.skill}|${t.backend}|${t.evalCase.id}|${t.arm}`;
        byCase.set(key, [...(byCase.get(key) ?? []), t]);
    }
    return [...byCase.values()].map((group) => {
        const t = group[0];
        const perRun = earlier(previous, t);
        const max = group.length;
        const at = { skill: t.skill, backend: t.backend, caseId: t.evalCase.id, arm: t.arm };
        if (!sequential)
            return { ...at, low: max, high: max, max, perRun };
        const [low, high] = expectedRange(sequential, perRun?.passRate);
        return { ...at, low, high, max, perRun };
    });
}
/** Expected trials under the sequential rule: at `p` when known, else the range over every pass rate. */
function expectedRange(d, p) {
    if (p !== undefined) {
        const e = Math.ceil((0,sequential/* sequentialBehaviour */.hi)(p, d).expectedTrials);
        return [e, e];
    }
    const expected = Array.from({ length: 21 }, (_, i) => (0,sequential/* sequentialBehaviour */.hi)(i / 20, d).expectedTrials);
    return [Math.max((0,sequential/* outcomesToDecide */.nt)(0, 0, d), Math.floor(Math.min(...expected))), Math.ceil(Math.max(...expected))];
}
const earlier = (previous, t) => earlierRun(previous, t.skill, t.backend, t.evalCase.id, t.arm);
function earlierRun(previous, skill, backend, caseId, arm = 'skill') {
    const row = previous?.results.find((r) => r.skill === skill && r.backend === backend);
    const c = (arm === 'baseline' ? row?.lift?.cases : row?.cases)?.find((x) => x.id === caseId);
    if (!row || !c || c.trials === 0)
        return undefined;
    const priced = c.costUsd ?? (0,prices/* tokenCost */.LU)(row.model, c.tokens.input, c.tokens.output);
    const measured = c.trials - c.errors;
    return {
        costUsd: priced === undefined ? undefined : priced / c.trials,
        passRate: measured > 0 ? c.passes / measured : 0.5,
    };
}
function runsText(c, auto) {
    if (!auto)
        return `${c.max} run(s)`;
    return (`${c.low === c.high ? c.low : `${c.low}-${c.high}`} run(s) ` +
        `expected${c.perRun ? ' (at its earlier pass rate)' : ''}, ${c.max} at ` +
        `most`);
}
/** What an earlier run says the cases cost, and an estimate from the CLIs' measured requests for the rest. */
function costLines(cases, scripted, hadPrevious, model) {
    if (scripted)
        return ['cost: none (scripted model)'];
    const unknown = cases.filter((c) => c.perRun?.costUsd === undefined);
    if (unknown.length === cases.length) {
        const why = hadPrevious
            ? 'the earlier run has no priced trials of these cases'
            : "no earlier run of these cases; --estimate-from a real run's results.json prices from that instead";
        return estimateLines(unknown, 'cost', why, model);
    }
    const lines = [knownCostLine(cases)];
    if (unknown.length > 0)
        lines.push(...estimateLines(unknown, `cost of the ${unknown.length} case(s) with no earlier cost`, undefined, model));
    return lines;
}
function knownCostLine(cases) {
    const known = cases.filter((c) => c.perRun?.costUsd !== undefined);
    const low = known.reduce((s, c) => s + c.low * c.perRun.costUsd, 0);
    const high = known.reduce((s, c) => s + c.max * c.perRun.costUsd, 0);
    const range = low.toFixed(2) === high.toFixed(2) ? `$${low.toFixed(2)}` : `$${low.toFixed(2)}-$${high.toFixed(2)}`;
    const missing = cases.length - known.length;
    return (`cost: ${range} for ${known.length} of ${cases.length} case(s), at ` +
        `what each run of them cost ` +
        `before${missing > 0 ? `; ${missing} case(s) have no earlier cost` : ''}`);
}


/***/ }),

/***/ 9854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HB: () => (/* binding */ finishedTrialsIn),
/* harmony export */   RD: () => (/* binding */ JOURNAL_FILE),
/* harmony export */   _0: () => (/* binding */ openJournal),
/* harmony export */   k: () => (/* binding */ JournalError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const JOURNAL_FILE = 'trials.jsonl';
class JournalError extends Error {
}
/**
 * `trials.jsonl`: a header line with the run's fingerprint, then one line per finished or cancelled
 * trial, appended the moment it ends, so a killed run loses nothing and `--resume` skips what is done.
 * A trial killed by an interrupt has no line: it was not decided away, so `--resume` runs it.
 */
function openJournal(outDir, fingerprint, mode, redactor) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(outDir, { recursive: true });
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(outDir, JOURNAL_FILE);
    const done = new Map();
    const cancelled = new Map();
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) && mode === 'new') {
        throw new JournalError(`${file} already holds results. Pass --resume to continue that run, or --fresh to discard it.`);
    }
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) && mode === 'resume') {
        const lines = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8')
            .split('\n')
            .filter((l) => l.trim() !== '');
        const header = lines.length > 0 ? safeParse(lines[0]) : undefined;
        if (!header || header.type !== 'run')
            throw new JournalError(`${file} has no run header; it was not written by caliper eval. Use --fresh.`);
        const difference = firstDifference(header.fingerprint, fingerprint);
        if (difference)
            throw new JournalError(`cannot resume: ${difference} changed since ${file} was written. Start again with --fresh.`);
        for (const line of lines.slice(1)) {
            const record = safeParse(line);
            // A torn last line (the run was killed mid-write) is simply not done.
            if (record?.type === 'trial')
                done.set(record.key, record);
            else if (record?.type === 'cancelled')
                cancelled.set(record.key, record);
        }
    }
    else {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, `${redactor.json({ type: 'run', fingerprint })}\n`);
    }
    return { done, cancelled, append: (record) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${redactor.json(record)}\n`) };
}
/** How many finished trials a journal file holds (0 when there is none); a torn last line does not count. */
function finishedTrialsIn(file) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return 0;
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8')
        .split('\n')
        .filter((line) => safeParse(line)?.type === 'trial').length;
}
function safeParse(line) {
    try {
        return JSON.parse(line);
    }
    catch {
        return undefined;
    }
}
function firstDifference(before, now) {
    for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(now)])) {
        if (JSON.stringify(before?.[key]) !== JSON.stringify(now[key]))
            return key;
    }
    return undefined;
}


/***/ }),

/***/ 6919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WQ: () => (/* binding */ ExpectedTrials),
/* harmony export */   jI: () => (/* binding */ eta),
/* harmony export */   od: () => (/* binding */ planLine)
/* harmony export */ });
/* unused harmony export expectedLeft */
/* harmony import */ var _results_sequential_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1607);
/* harmony import */ var _sequentialCases_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1261);


/** The plan, in one line, before anything runs: what will be run and how many agent runs that costs. */
function planLine(trials, sequential) {
    const count = (of) => new Set(trials.map(of)).size;
    const skills = count((t) => t.skill);
    const backends = count((t) => t.backend);
    const cases = count((t) => `${t.skill}|${t.evalCase.id}`);
    const runs = trials.length;
    return (`plan: ${skills} skill(s) × ${backends} backend(s), ${cases} case(s): ` +
        `${runs} agent ` +
        `run(s)${sequential ? ' at most (--trials auto stops each case once it is decided)' : ''}`);
}
/** `ETA 1m05s` from the pace so far; empty before the first trial ends. */
function eta(finished, total, elapsedMs) {
    if (finished === 0 || finished >= total)
        return '';
    const seconds = Math.round(((total - finished) * elapsedMs) / finished / 1000);
    return seconds >= 60
        ? `ETA ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
        : `ETA ${seconds}s`;
}
/**
 * Under `--trials auto`, how many trials the run is expected to finish, for the progress line's total and
 * ETA (the maximum, 30 a case, is what almost no case runs). Each undecided case counts what it ran plus
 * what the rule is expected to take from there, at the pass rate seen so far (before any outcome, the
 * mean over pass rates 0, 0.05, …, 1); a decided case counts what it ran.
 */
class ExpectedTrials {
    design;
    cases = new Map();
    atStart;
    constructor(todo, design) {
        this.design = design;
        for (const t of todo) {
            const c = this.cases.get((0,_sequentialCases_js__WEBPACK_IMPORTED_MODULE_1__/* .caseKeyOf */ .t)(t)) ?? { max: 0, passes: 0, failures: 0, done: 0, decided: false };
            c.max++;
            this.cases.set((0,_sequentialCases_js__WEBPACK_IMPORTED_MODULE_1__/* .caseKeyOf */ .t)(t), c);
        }
        const grid = Array.from({ length: 21 }, (_, i) => expectedLeft(0, 0, i / 20, design));
        this.atStart = grid.reduce((a, b) => a + b, 0) / grid.length;
    }
    finished(t, outcome) {
        const c = this.cases.get((0,_sequentialCases_js__WEBPACK_IMPORTED_MODULE_1__/* .caseKeyOf */ .t)(t));
        if (!c)
            return;
        c.done++;
        if (outcome === 'pass')
            c.passes++;
        if (outcome === 'fail')
            c.failures++;
        // The runner says so after this trial's line; the line already counts the case as done.
        if ((0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .sequentialDecision */ .MH)(c.passes, c.failures, this.design) !== 'continue')
            c.decided = true;
    }
    decided(caseKey) {
        const c = this.cases.get(caseKey);
        if (c)
            c.decided = true;
    }
    total() {
        let sum = 0;
        for (const c of this.cases.values()) {
            if (c.decided || c.done >= c.max)
                sum += c.done;
            else {
                const seen = c.passes + c.failures;
                const left = seen === 0 ? this.atStart : expectedLeft(c.passes, c.failures, (c.passes + 0.5) / (seen + 1), this.design);
                sum += Math.min(c.max, Math.max(c.done + 1, Math.round(c.done + left)));
            }
        }
        return sum;
    }
}
/** Trials the truncated SPRT is expected to take from `successes` and `failures`, at pass rate p. */
function expectedLeft(successes, failures, p, d) {
    if ((0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .sequentialDecision */ .MH)(successes, failures, d) !== 'continue')
        return 0;
    let states = new Map([[successes, 1]]);
    let expected = 0;
    for (let n = successes + failures + 1; n <= d.maxTrials && states.size > 0; n++) {
        const next = new Map();
        for (const [s, prob] of states) {
            for (const [k, q] of [
                [s + 1, p],
                [s, 1 - p],
            ]) {
                if (prob * q === 0)
                    continue;
                expected += prob * q;
                if ((0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .sequentialDecision */ .MH)(k, n - k, d) === 'continue')
                    next.set(k, (next.get(k) ?? 0) + prob * q);
            }
        }
        states = next;
    }
    return expected;
}


/***/ }),

/***/ 8485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PQ: () => (/* binding */ retryDecision),
/* harmony export */   c4: () => (/* binding */ retryPolicyFor),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   pv: () => (/* binding */ withProviderErrors),
/* harmony export */   rg: () => (/* binding */ providerErrorAttempt)
/* harmony export */ });
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 3,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    timeBudgetMs: 20 * 60_000,
};
/** Whether to run the trial again, and after how long; `why` says why not when a transient fault is given up. */
function retryDecision(policy, a) {
    if (!a.transient)
        return { retry: false, why: undefined };
    if (a.attempt >= policy.maxAttempts)
        return { retry: false, why: `gave up after ${a.attempt} attempts` };
    const spent = a.budgetExhausted();
    if (spent)
        return { retry: false, why: `not retried: ${spent}` };
    const asked = a.fault?.retryAfterSeconds === undefined ? 0 : Math.ceil(a.fault.retryAfterSeconds * 1000);
    if (asked > policy.maxDelayMs)
        return {
            retry: false,
            why: `the provider asked to retry after ${Math.round(asked / 1000)}s, ` +
                `longer than caliper waits (${Math.round(policy.maxDelayMs / 1000)}s)`,
        };
    const delayMs = Math.min(policy.maxDelayMs, Math.max(policy.baseDelayMs * 2 ** (a.attempt - 1), asked));
    if (a.elapsedMs + delayMs >= policy.timeBudgetMs)
        return {
            retry: false,
            why: `not retried: the trial's ${Math.round(policy.timeBudgetMs / 1000)}s for attempts would run out`,
        };
    return { retry: true, delayMs };
}
/** What a trial's record keeps of an attempt that a transient provider error ended. */
function providerErrorAttempt(record, fault) {
    return {
        attempt: record.attempts,
        ...(fault?.status !== undefined && { status: fault.status }),
        message: (record.reason ?? fault?.message ?? 'a transient provider error').slice(0, 500),
    };
}
/**
 * The record of the trial's last attempt, with the attempts before it that the provider failed; when
 * the last one was a transient fault given up, that one too, and why it was not retried in its reason.
 */
function withProviderErrors(last, earlier, givenUp) {
    const all = givenUp ? [...earlier, providerErrorAttempt(last, givenUp.fault)] : [...earlier];
    if (all.length === 0)
        return last;
    return {
        ...last,
        providerErrors: all,
        ...(givenUp && { reason: `${last.reason ?? 'a transient provider error'} (${givenUp.why})` }),
    };
}
/** The default policy, with the run's own first wait when it sets one (`retryDelayMs`: tests shorten it). */
function retryPolicyFor(baseDelayMs) {
    return { ...DEFAULT_RETRY_POLICY, ...(baseDelayMs !== undefined && { baseDelayMs }) };
}


/***/ }),

/***/ 2418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w6: () => (/* reexport */ EvalSetupError),
  mA: () => (/* binding */ evalPlan),
  wX: () => (/* binding */ runEval)
});

// UNUSED EXPORTS: DEFAULT_MAX_TURNS, DEFAULT_TIMEOUT_SECONDS, DEFAULT_TRIALS, SCRIPTED_MODEL, modelSourceOf, resultsAsWritten, runMeta, runNetwork, trialAsJournaled

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
// EXTERNAL MODULE: ./src/eval/judge/choice.ts
var choice = __webpack_require__(5383);
// EXTERNAL MODULE: ./src/eval/backends/locate.ts
var locate = __webpack_require__(4334);
;// CONCATENATED MODULE: ./src/eval/runner/errors.ts
/** A run that cannot start as asked (a backend this version lacks, isolation that is not available). */
class EvalSetupError extends Error {
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/skills/skillFiles.ts
var skillFiles = __webpack_require__(8216);
;// CONCATENATED MODULE: ./src/eval/mcp/npm/bin.ts



const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** `@scope/name` -> `name`: the name npm gives a package's `bin` when it is one string. */
const unscoped = (name) => name.replace(/^@[^/]+\//, '');
/**
 * Which of a package's `bin` entries its server is, as a path relative to the package: its only one, or the
 * one named like the package (`@acme/orders-mcp` -> `orders-mcp`). `manifest` is its package.json, parsed.
 */
function binEntry(manifest, name) {
    const bin = isRecord(manifest) ? manifest.bin : undefined;
    if (typeof bin === 'string' && bin.trim() !== '')
        return { ok: true, file: bin };
    if (!isRecord(bin) || Object.keys(bin).length === 0)
        return { ok: false, why: `${name} has no \`bin\` in its package.json: it is not a program caliper can start` };
    const entries = Object.entries(bin).filter((e) => typeof e[1] === 'string');
    const chosen = entries.length === 1 ? entries[0] : entries.find(([key]) => key === unscoped(name));
    if (chosen)
        return { ok: true, file: chosen[1] };
    return {
        ok: false,
        why: `${name} has ${entries.length} programs in its \`bin\` (${entries.map(([k]) => k).join(', ')}) and none ` +
            `named \`${unscoped(name)}\`, so caliper cannot tell which one is its MCP server`,
    };
}
/**
 * The real path of the server's program in an installed package folder, which must stay inside `root` (the
 * install's folder, the only one its sandbox can read besides the system and Node).
 */
function binFile(packageDir, root, manifest, name) {
    const entry = binEntry(manifest, name);
    if (!entry.ok)
        return entry;
    let real;
    try {
        real = external_node_fs_.realpathSync.native(external_node_path_default().resolve(packageDir, entry.file));
    }
    catch {
        return { ok: false, why: `${name}'s \`bin\` names ${entry.file}, which the package does not have` };
    }
    if (!(0,skillFiles/* isInside */.FK)(external_node_fs_.realpathSync.native(root), real))
        return { ok: false, why: `${name}'s \`bin\` names ${entry.file}, which is outside the package's install` };
    return { ok: true, file: real };
}

;// CONCATENATED MODULE: ./src/eval/mcp/npm/install.ts




/** How long one `npm install` of a server may take before it is killed and the run refused. */
const NPM_INSTALL_TIMEOUT_MS = 5 * 60_000;
/** Written into an install's folder once it is complete: a folder without it is never used. */
const MARKER = 'caliper-installed.json';
/** `@scope/name@1.2.3` -> `@scope/name` and `1.2.3`. */
function splitPinned(pinned) {
    const at = pinned.lastIndexOf('@');
    return { name: pinned.slice(0, at), version: pinned.slice(at + 1) };
}
/** The folder of one pinned package under the tools folder: `mcp/@scope+name@1.2.3`. */
const installFolder = (tools, pinned) => external_node_path_default().join(tools, 'mcp', pinned.replace('/', '+'));
/**
 * Install a pinned package (validated `name@1.2.3`: no range, URL or path) into a folder of its own under the tools
 * folder, unless a complete install is there. It is installed beside, then renamed into place, so that a folder in
 * place is always complete (two runs installing it at once both end with one). Install scripts never run: the
 * package's code runs only in its server's sandbox. npm reads the runner's own configuration (its registry, proxy,
 * CA and that registry's token) and no project's: it runs in the new folder, never in the repository.
 */
function installNpmPackage(tools, pinned, env, options = {}) {
    const final = installFolder(tools, pinned);
    const there = completeInstall(final, pinned);
    if (there.ok)
        return { ...there, alreadyInstalled: true };
    (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(final), { recursive: true });
    const staging = (0,external_node_fs_.mkdtempSync)(`${final}.installing-`);
    try {
        (0,external_node_fs_.chmodSync)(staging, 0o755);
        const fetched = runNpm(staging, pinned, env, options);
        if (!fetched.ok)
            return fetched;
        const done = resolveInstall(staging, pinned);
        if (!done.ok)
            return done;
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(staging, MARKER), JSON.stringify({ package: pinned }));
        if (!completeInstall(final, pinned).ok)
            (0,external_node_fs_.rmSync)(final, { recursive: true, force: true });
        try {
            (0,external_node_fs_.renameSync)(staging, final);
        }
        catch (e) {
            // Another run put its own in place first: that one is as good.
            if (!completeInstall(final, pinned).ok)
                throw e;
        }
        const placed = completeInstall(final, pinned);
        return placed.ok ? { ...placed, alreadyInstalled: false } : placed;
    }
    finally {
        (0,external_node_fs_.rmSync)(staging, { recursive: true, force: true });
    }
}
function runNpm(folder, pinned, env, options) {
    const timeoutMs = options.timeoutMs ?? NPM_INSTALL_TIMEOUT_MS;
    const args = ['install', '--prefix', folder, '--ignore-scripts', '--no-audit', '--no-fund', '--no-save'];
    args.push('--no-package-lock', '--no-update-notifier', '--loglevel=error', pinned);
    const r = (0,external_node_child_process_.spawnSync)(options.npm ?? 'npm', args, {
        cwd: folder,
        env: { ...env, npm_config_ignore_scripts: 'true' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: 16 * 1024 * 1024,
    });
    if (r.error && r.error.code === 'ETIMEDOUT')
        return { ok: false, why: `npm install did not finish within ${Math.round(timeoutMs / 1000)} s` };
    if (r.status === 0)
        return { ok: true };
    const said = (r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ');
    return { ok: false, why: `npm install failed${r.status !== null ? ` (status ${r.status})` : ''}: ${said}` };
}
/** The package installed in `prefix` at the pinned version, and its program. */
function resolveInstall(prefix, pinned) {
    const { name, version } = splitPinned(pinned);
    const packageDir = external_node_path_default().join(prefix, 'node_modules', name);
    let manifest;
    try {
        manifest = JSON.parse((0,external_node_fs_.readFileSync)(external_node_path_default().join(packageDir, 'package.json'), 'utf8'));
    }
    catch {
        return { ok: false, why: `npm install left no ${name}/package.json` };
    }
    const got = manifest.version;
    if (got !== version)
        return { ok: false, why: `npm installed ${name} ${String(got)}, not ${version}` };
    const bin = binFile(packageDir, prefix, manifest, name);
    if (!bin.ok)
        return bin;
    return { ok: true, package: pinned, prefix: external_node_fs_.realpathSync.native(prefix), bin: bin.file };
}
function completeInstall(folder, pinned) {
    try {
        const marker = JSON.parse((0,external_node_fs_.readFileSync)(external_node_path_default().join(folder, MARKER), 'utf8'));
        if (marker.package !== pinned)
            return { ok: false, why: `${folder} holds another package` };
    }
    catch {
        return { ok: false, why: (0,external_node_fs_.existsSync)(folder) ? `${folder} is an unfinished install` : `not installed` };
    }
    return resolveInstall(folder, pinned);
}

;// CONCATENATED MODULE: ./src/eval/mcp/npm/servers.ts



/** Each pinned package the trials' cases start, once, with where it is first asked for. */
function npmPackagesOf(trials) {
    const wanted = new Map();
    for (const { spec, evalCase } of trials) {
        for (const [server, s] of Object.entries(evalCase.mcp ?? {})) {
            if (s.kind !== 'npm' || wanted.has(s.package))
                continue;
            const at = s.line !== undefined ? `${spec.file}:${s.line}` : spec.file;
            wanted.set(s.package, { at, caseId: evalCase.id, server });
        }
    }
    return wanted;
}
/**
 * Install, on the host and before any trial, every `npm:` server the trials start (once per package per run, kept
 * in the tools folder for the next). One that cannot be installed refuses the run, naming the spec's line: its
 * trials would measure a missing server, not the skill.
 */
function installNpmServers(trials, env, progress, options = {}) {
    const installed = new Map();
    const tools = (0,locate/* toolsDir */.xt)(env);
    for (const [pinned, use] of npmPackagesOf(trials)) {
        progress(`MCP server ${use.server}: npm ${pinned} into ${installFolder(tools, pinned)}`);
        const outcome = installNpmPackage(tools, pinned, env, options);
        if (!outcome.ok) {
            throw new EvalSetupError(`${use.at}: case ${use.caseId} starts the MCP server \`${use.server}\` as \`npm: ${pinned}\`, and caliper ` +
                `could not install it: ${outcome.why}. Check that ${pinned} exists (\`npm view ${pinned}\`) and that ` +
                `npm reaches its registry here, then run again.`);
        }
        if (!outcome.alreadyInstalled)
            progress(`MCP server ${use.server}: installed ${pinned}`);
        installed.set(pinned, { package: pinned, prefix: outcome.prefix, bin: outcome.bin });
    }
    return installed;
}

// EXTERNAL MODULE: ./src/agents/index.ts + 36 modules
var agents = __webpack_require__(1425);
;// CONCATENATED MODULE: ./src/eval/mcp/refusal.ts

/** The backends caliper gives MCP servers to (their agent has `mcp`), for a message. */
const MCP_BACKENDS = () => agents/* AGENTS */.jw.filter((a) => a.mcp).map((a) => a.name);
/**
 * Why a run cannot start its trials as planned, naming the spec: a case with MCP servers on a backend
 * whose CLI caliper does not give them to. Undefined when every trial can have its servers. Checked before any
 * trial runs: such a trial would otherwise run without its tools, and its `mcp_call` checks say nothing about the
 * skill.
 */
function mcpRefusal(trials) {
    for (const { spec, evalCase, backend } of trials) {
        const servers = Object.entries(evalCase.mcp ?? {});
        if (servers.length === 0)
            continue;
        const where = `${spec.file}: case ${evalCase.id}`;
        const agent = (0,agents/* agentOf */.jk)(backend);
        if (!agent.mcp) {
            return (`${where} gives the agent MCP servers (\`mcp:\`), and caliper cannot ` +
                `give them to ${agent.facts.cli} ` +
                `(${backend})${agent.facts.noMcp ? `, because ${agent.facts.noMcp}` : ''}: ` +
                `MCP servers run on ${MCP_BACKENDS().join(', ')}. Leave ${backend} out ` +
                `(--backend, or the spec's \`backends:\`), or the case out (--cases).`);
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/results/cache/resultCache.ts
var resultCache = __webpack_require__(3669);
// EXTERNAL MODULE: ./src/results/recordable.ts
var recordable = __webpack_require__(6309);
// EXTERNAL MODULE: ./src/results/types.ts
var types = __webpack_require__(5187);
// EXTERNAL MODULE: ./src/util/groupBy.ts
var groupBy = __webpack_require__(1730);
// EXTERNAL MODULE: ./src/results/sequential.ts
var sequential = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/agents/facts.ts
var facts = __webpack_require__(8977);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: ./src/util/folderSize.ts
var folderSize = __webpack_require__(7519);
;// CONCATENATED MODULE: ./src/eval/sandbox/requestBytes.ts

/**
 * The request bodies one trial's ways out (its scripted model door, its relay) hold at once: memory of
 * caliper's own process, which the trial's watchdog does not measure. Unbounded, 24 connections each
 * sending a body of 16 MiB less a byte kept 384 MiB in caliper. Past `max` a request is refused, and the
 * watchdog stops the trial as over its limit, a harness error that says so.
 */
class RequestBytes {
    max;
    heldNow = 0;
    highest = 0;
    refused = 0;
    constructor(max) {
        this.max = max;
    }
    take(bytes) {
        if (this.heldNow + bytes > this.max) {
            this.refused++;
            return false;
        }
        this.heldNow += bytes;
        this.highest = Math.max(this.highest, this.heldNow);
        return true;
    }
    give(bytes) {
        this.heldNow -= bytes;
    }
    /** Bytes held now, and the most held at once so far. */
    get held() {
        return this.heldNow;
    }
    get peak() {
        return this.highest;
    }
    /** Why the trial must stop, once a request was refused for want of budget; else undefined. */
    overLimit() {
        if (this.refused === 0)
            return undefined;
        const held = `held more than ${(0,folderSize/* formatBytes */.z3)(this.max)} of request bodies at once`;
        const why = 'its limit, requestBytes of the trial limits; a CLI sends a few hundred kB: the agent flooded it';
        return `the trial's requests to its way out ${held} (${why}); it was stopped`;
    }
}

// EXTERNAL MODULE: ./src/eval/sandbox/trialLimits.ts
var trialLimits = __webpack_require__(2910);
;// CONCATENATED MODULE: ./src/eval/sandbox/connectionCap.ts


const REQUEST_TIMEOUTS = { headersMs: 60_000, requestMs: 120_000, checkEveryMs: 10_000 };
/**
 * What one trial may hold open at once of caliper's own process: its connections to its way out (the
 * scripted model, its allow-list proxy, its relay) are descriptors of caliper's, not of the sandbox.
 * Unbounded, one trial opening 20,000 took every descriptor caliper had: the other trials failed and
 * the next spawn ended the run. Each server of a trial is guarded by the trial's one cap: past `max`
 * open connections a new one is closed as it arrives (net.Server.maxConnections), and the trial's
 * watchdog stops the trial as over its limit, a harness error that says so. The same trial's request
 * bodies share one budget of bytes held at once (`bodies`), and a connection that is slow to send its
 * request is closed (`timeouts`), so that it cannot hold its place for long.
 */
class TrialConnections {
    max;
    bodies;
    timeouts;
    refused = 0;
    constructor(max, bodies = new RequestBytes(trialLimits/* DEFAULT_TRIAL_LIMITS */.AS.requestBytes), timeouts = REQUEST_TIMEOUTS) {
        this.max = max;
        this.bodies = bodies;
        this.timeouts = timeouts;
    }
    /**
     * Cap `server`, one of this trial's ways out, before it listens; a failed accept (the host out of
     * descriptors) loses that connection, never the run.
     */
    guard(server) {
        server.maxConnections = this.max;
        server.headersTimeout = this.timeouts.headersMs;
        server.requestTimeout = this.timeouts.requestMs;
        // Read by Node when the server starts listening.
        server.connectionsCheckingInterval = this.timeouts.checkEveryMs;
        server.on('drop', () => this.refused++);
        server.on('error', () => { });
        return server;
    }
    /** Why the trial must stop, once a connection or a request body was refused; else undefined. */
    overLimit() {
        if (this.refused === 0)
            return this.bodies.overLimit();
        return `the trial opened more than ${this.max} connections at once to its way out (its limit); it was stopped`;
    }
}

;// CONCATENATED MODULE: ./src/eval/sandbox/hostOverrides.ts

/**
 * `CALIPER_RESOLVE=api.anthropic.com:443=127.0.0.1:8443,…`: where the allow-list proxy connects for a
 * `host:port` a trial asks for, like curl's `--resolve`. The trial still asks for (and is allowed) the
 * provider's own name, and its TLS still checks that name; only the address changes. For provider
 * stand-ins in tests and for a gateway that answers for the provider's name under a CA of your own
 * (NODE_EXTRA_CA_CERTS). A runner variable: a pull request's files cannot set it.
 */
const RESOLVE_VARIABLE = 'CALIPER_RESOLVE';
/** `host:port` as a proxy target: a name or a bracketed IPv6 address, and a port. */
const HOST_PORT = /^([a-z0-9.-]+|\[[0-9a-f:]+\]):(\d{1,5})$/;
/** A `host:port` of HOST_PORT with a port in 1–65535, as host and port; undefined otherwise. */
function hostAndPort(target) {
    const m = HOST_PORT.exec(target);
    const port = m ? Number(m[2]) : 0;
    return m && port >= 1 && port <= 65535 ? { host: m[1].replace(/^\[|\]$/g, ''), port } : undefined;
}
/**
 * The runner's CALIPER_RESOLVE; `known`: the `host:port`s a trial of this run may be allowed (an entry
 * for any other name, a typo of a provider's, would do nothing while the real host is dialled).
 */
function hostOverrides(runnerEnv, known) {
    const value = runnerEnv[RESOLVE_VARIABLE]?.trim();
    const overrides = new Map();
    if (!value)
        return overrides;
    for (const entry of value
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)) {
        const [asked, dialled, extra] = entry.toLowerCase().split('=');
        const to = dialled === undefined ? undefined : hostAndPort(dialled);
        if (extra !== undefined || !asked || !hostAndPort(asked) || !to) {
            throw new EvalSetupError(`${RESOLVE_VARIABLE} takes HOST:PORT=ADDRESS:PORT entries separated by ` +
                `commas (api.anthropic.com:443=127.0.0.1:8443), ports 1-65535, not ` +
                `"${entry.slice(0, 80)}"`);
        }
        if (overrides.has(asked))
            throw new EvalSetupError(`${RESOLVE_VARIABLE} names ${asked} twice: give each host one address`);
        if (!known.has(asked))
            throw new EvalSetupError(`${RESOLVE_VARIABLE} names ${asked}, which no trial of this run may ` +
                `reach (${[...known].sort().join(', ')}): is it a typo?`);
        overrides.set(asked, to);
    }
    return overrides;
}

;// CONCATENATED MODULE: ./src/eval/sandbox/proxy.ts






/**
 * An HTTP proxy on a unix socket (bound into one trial's sandbox as its only way out) that lets through
 * only `host:port` targets on the allow-list: CONNECT tunnels (https) and absolute-URL requests (plain
 * http). Everything else gets 403 and is counted. It runs inside caliper's own process: no helper
 * process, no environment of its own to leak. Names are matched as asked, never resolved here first, so
 * a name that the CLI resolves differently cannot slip through. `overrides` changes only where an
 * allowed target is dialled (hostOverrides.ts), never what is allowed. The trial's `connections` cap
 * how many it holds open at once.
 */
async function startAllowListProxy(socketPath, allow, overrides = new Map(), connections = new TrialConnections(trialLimits/* DEFAULT_TRIAL_LIMITS */.AS.connections)) {
    const dial = (target, host, port) => overrides.get(target) ?? { host, port };
    const allowed = new Set(allow.map((a) => a.toLowerCase()));
    let count = 0;
    const targets = [];
    const refuse = (target) => {
        count++;
        const clean = target.replace(/[^A-Za-z0-9.:[\]_-]/g, '?').slice(0, 100);
        if (targets.length < 20 && !targets.includes(clean))
            targets.push(clean);
    };
    const sockets = new Set();
    const server = external_node_http_default().createServer((req, res) => {
        let url;
        try {
            url = new URL(req.url ?? '');
        }
        catch {
            refuse(req.url ?? '');
            res.writeHead(403).end('caliper: only proxy requests to allowed hosts\n');
            return;
        }
        const target = `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`.toLowerCase();
        if (url.protocol !== 'http:' || !allowed.has(target)) {
            refuse(target);
            res.writeHead(403).end(`caliper: ${target} is not on this sandbox's network allow-list\n`);
            return;
        }
        const headers = { ...req.headers };
        delete headers['proxy-connection'];
        delete headers['proxy-authorization'];
        const to = dial(target, url.hostname, Number(url.port || 80));
        const upstream = external_node_http_default().request({ host: to.host, port: to.port, method: req.method, path: `${url.pathname}${url.search}`, headers }, (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            // An answer the model host drops mid-stream is dropped to the CLI too (pipe alone would leave it
            // waiting for the rest until the trial's timeout).
            up.on('aborted', () => res.destroy());
            up.on('error', () => res.destroy());
            up.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
    });
    connections.guard(server);
    server.on('connect', (req, client, head) => {
        const target = (req.url ?? '').toLowerCase();
        const asked = hostAndPort(target);
        if (!asked || !allowed.has(target)) {
            refuse(target);
            client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
            return;
        }
        tunnel(client, head, dial(target, asked.host, asked.port), sockets);
    });
    server.on('connection', (s) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
    });
    (0,external_node_fs_.rmSync)(socketPath, { force: true });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => resolve());
    });
    return {
        socketPath,
        refused: () => ({ count, targets: [...targets] }),
        close: () => new Promise((resolve) => {
            for (const s of sockets)
                s.destroy();
            server.close(() => resolve());
        }),
    };
}
/** An allowed CONNECT: the client's bytes to `to` and back; the upstream socket is tracked for close. */
function tunnel(client, head, to, sockets) {
    const upstream = external_node_net_default().connect(to.port, to.host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0)
            upstream.write(head);
        upstream.pipe(client).pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
}
/** `host:port` of a URL, for the allow-list (`https://api.example.com/v1` -> `api.example.com:443`). */
function hostPort(url) {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`.toLowerCase();
}

;// CONCATENATED MODULE: ./src/eval/sandbox/modelHosts.ts


/**
 * With a real model, the hosts a CLI strictly needs to talk to its model. No update checks, telemetry,
 * plugin or skill registries: those are turned off or refused, and a refusal is counted in the trial record.
 * One backend's allow-list: the model URL's host when one is given (a gateway, a stand-in), else the
 * runner's `*_BASE_URL` variables the backend passes through (ANTHROPIC_BASE_URL, OPENAI_BASE_URL, …),
 * else its providers' APIs.
 */
function allowedHosts(backend, modelUrl, baseUrlVars, runnerEnv) {
    if (modelUrl)
        return [hostPort(modelUrl)];
    const fromEnv = baseUrlVars
        .filter((v) => v.endsWith('_BASE_URL') && runnerEnv[v])
        .flatMap((v) => {
        try {
            return [hostPort(runnerEnv[v])];
        }
        catch {
            return [];
        }
    });
    return fromEnv.length > 0 ? [...new Set(fromEnv)] : [...(0,facts/* factsOf */.xS)(backend).modelHosts];
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/eval/sandbox/pemBlocks.ts
const BEGIN = /^-----BEGIN ([^-\s](?:[^-]*[^-\s])?)-----$/;
const END = /^-----END ([^-\s](?:[^-]*[^-\s])?)-----$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
function pemBlocks(text) {
    const lines = text.split(/\r?\n/).map((l) => l.trimEnd());
    const blocks = [];
    let open;
    lines.forEach((text, i) => {
        const begin = BEGIN.exec(text);
        if (begin) {
            if (open)
                blocks.push(malformed(open, `another BEGIN on line ${i + 1} comes before its END`));
            open = { label: begin[1], line: i + 1, body: [] };
            return;
        }
        if (!open)
            return;
        const end = END.exec(text);
        if (end) {
            blocks.push(end[1] === open.label ? pemBlocks_closed(open) : malformed(open, `it ends as ${shownLabel(end[1])} on line ${i + 1}`));
            open = undefined;
        }
        else
            open.body.push(text);
    });
    if (open)
        blocks.push(malformed(open, 'it has no END'));
    return blocks;
}
function pemBlocks_closed(open) {
    const body = open.body.join('').replace(/\s/g, '');
    if (body === '' || !BASE64.test(body))
        return malformed(open, 'its body is not base64');
    return { kind: 'block', label: open.label, der: Buffer.from(body, 'base64'), line: open.line };
}
function malformed(open, why) {
    return { kind: 'malformed', label: open.label, line: open.line, why };
}
/** A label as a message shows it: printable ASCII, at most 40 characters. */
function shownLabel(label) {
    return label.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
}

;// CONCATENATED MODULE: ./src/eval/sandbox/extraCertificates.ts





const CA_VARIABLE = 'NODE_EXTRA_CA_CERTS';
const SYSTEM_BUNDLES = ['/etc/ssl/certs/ca-certificates.crt', '/etc/pki/tls/certs/ca-bundle.crt', '/etc/ssl/cert.pem'];
function extraCertificates(runnerEnv, runDir) {
    const file = runnerEnv[CA_VARIABLE];
    if (!file)
        return undefined;
    let pem;
    try {
        pem = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        throw new EvalSetupError(`${CA_VARIABLE} names ${file}, which cannot be read ` +
            `(${error.code ?? 'error'}): point it at a ` +
            `PEM file of certificates, or unset it`);
    }
    const { certificates, left } = certificatesOf(pem);
    const leftOut = left.length > 0 ? `; it holds ${left.join(', ')}, which the sandbox is never given` : '';
    if (certificates.length === 0)
        throw new EvalSetupError(`${CA_VARIABLE} names ${file}, which holds no PEM certificate (-----BEGIN CERTIFICATE-----)${leftOut}`);
    const dir = external_node_path_default().join(runDir, 'certificates');
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const extra = external_node_path_default().join(dir, 'extra.pem');
    const bundle = external_node_path_default().join(dir, 'bundle.pem');
    const only = certificates.join('');
    (0,external_node_fs_.writeFileSync)(extra, only);
    const system = SYSTEM_BUNDLES.find((f) => (0,external_node_fs_.existsSync)(f));
    (0,external_node_fs_.writeFileSync)(bundle, `${system ? (0,external_node_fs_.readFileSync)(system, 'utf8').trimEnd() : ''}\n${only}`);
    const warning = left.length > 0
        ? `${CA_VARIABLE} names ${file}: only its ${certificates.length} ` +
            `certificate(s) go into the sandbox; left out: ${left.join(', ')}`
        : undefined;
    return {
        dir,
        env: { NODE_EXTRA_CA_CERTS: extra, SSL_CERT_FILE: bundle, REQUESTS_CA_BUNDLE: bundle, CURL_CA_BUNDLE: bundle },
        ...(warning && { warning }),
    };
}
/**
 * The CERTIFICATE blocks of a PEM file that parse as X.509, each written anew from what was parsed; and
 * what was left out, by label and line, never by content (a combined PEM holds its private key too).
 */
function certificatesOf(pem) {
    const certificates = [];
    const left = [];
    for (const block of pemBlocks(pem)) {
        const where = `${shownLabel(block.label)} (line ${block.line})`;
        if (block.kind === 'malformed')
            left.push(`a malformed ${where}: ${block.why}`);
        else if (block.label !== 'CERTIFICATE')
            left.push(where);
        else {
            const parsed = x509(block.der);
            if (parsed)
                certificates.push(parsed);
            else
                left.push(`a ${where} that is not an X.509 certificate`);
        }
    }
    return { certificates, left };
}
/** The certificate in `der` as PEM, written by the parser; undefined when it does not parse. */
function x509(der) {
    try {
        return new external_node_crypto_.X509Certificate(der).toString();
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/eval/sandbox/network.ts
var network = __webpack_require__(4156);
// EXTERNAL MODULE: ./src/eval/sandbox/policy.ts
var policy = __webpack_require__(3350);
// EXTERNAL MODULE: ./src/eval/runner/defaults.ts
var defaults = __webpack_require__(803);
;// CONCATENATED MODULE: ./src/eval/runner/discoveryListings.ts

/**
 * Discovery listings of one run, shared by every trial with the same installed set: a CLI's listing
 * depends only on what is installed (and on the CLI), so a second CLI start per trial only to list the
 * skills is measured once instead. Trials that ask while the first probe runs wait for it. A failed probe
 * is not kept: the next trial with that set probes again, so one flaky start does not fail them all.
 */
class DiscoveryListings {
    listings = new Map();
    /** Probes started, for tests and the benchmark. */
    probes = 0;
    listing(key, probe) {
        const known = this.listings.get(key);
        if (known)
            return known;
        this.probes++;
        const started = Promise.resolve()
            .then(probe)
            .catch((error) => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }))
            .then((l) => {
            if (!l.ok)
                this.listings.delete(key);
            return l;
        });
        this.listings.set(key, started);
        return started;
    }
}
/** One installed set for one CLI build: the backend, its version, and every installed skill's content. */
function installedSetKey(backend, version, installs) {
    const set = installs
        .map((i) => `${i.name}:${i.sha256}`)
        .sort()
        .join(',');
    return `${backend}@${version ?? 'unknown'}|${(0,external_node_crypto_.createHash)('sha256').update(set).digest('hex')}`;
}

// EXTERNAL MODULE: ./src/eval/judge/meta.ts
var meta = __webpack_require__(5633);
// EXTERNAL MODULE: ./src/eval/sandbox/installableFiles.ts
var installableFiles = __webpack_require__(9374);
;// CONCATENATED MODULE: ./src/eval/replay/agentInput.ts


/**
 * The hash of what a trial's agent is given: how its skills reach it (the discipline) and how many turns
 * it may take, its prompt and follow-up turns, its time, the skills installed and the fixtures copied.
 * Not its checks: a recording answers the agent, and checks edited since it was made are graded on
 * what the agent did then (that is what a replay is for).
 */
function agentInputHash(plan, run) {
    const c = plan.evalCase;
    const given = {
        discipline: run.discipline,
        maxTurns: run.maxTurns,
        skill: plan.skill,
        arm: plan.arm,
        prompt: c.prompt,
        turns: c.turns ?? [],
        timeoutSeconds: c.timeoutSeconds ?? plan.spec.sandbox.timeoutSeconds ?? null,
        installs: plan.installs.map((i) => [i.name, i.sha256]),
        fixtures: (0,installableFiles/* hashFiles */.yQ)(plan.fixtures),
    };
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(given)).digest('hex');
}

// EXTERNAL MODULE: ./src/eval/replay/judgeTape.ts
var judgeTape = __webpack_require__(6271);
// EXTERNAL MODULE: ./src/eval/replay/providerApi.ts
var providerApi = __webpack_require__(1015);
// EXTERNAL MODULE: ./src/eval/replay/tape.ts
var replay_tape = __webpack_require__(4002);
;// CONCATENATED MODULE: ./src/eval/replay/recordingWriter.ts


const REPLAY_BOUNDS = { exchanges: replay_tape/* MAX_EXCHANGES */.W, bytes: replay_tape/* MAX_RECORDING_BYTES */.Ze };
const writeAll = (fd, text) => {
    const bytes = Buffer.from(text, 'utf8');
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_.writeSync)(fd, bytes, at);
};
const FOOTER = ']}\n';
function openRecordingWriter(dir, head, options = {}) {
    const bounds = options.bounds ?? REPLAY_BOUNDS;
    const write = options.write ?? writeAll;
    const file = (0,replay_tape/* recordingFile */.m7)(dir, head.key);
    const tmp = `${file}.tmp`;
    let fd;
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        fd = (0,external_node_fs_.openSync)(tmp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_TRUNC | external_node_fs_.constants.O_NOFOLLOW, 0o644);
    }
    catch (error) {
        return { ok: false, reason: `--record cannot write ${tmp} (${codeOf(error)})` };
    }
    let bytes = 0;
    let written = 0;
    let reserved = 0;
    let failed;
    const put = (text) => {
        if (failed)
            return false;
        try {
            write(fd, text);
            bytes += Buffer.byteLength(text, 'utf8');
            return true;
        }
        catch (error) {
            failed = `its recording could not be written to ${tmp} (${codeOf(error)})`;
            return false;
        }
    };
    if (!put(`${JSON.stringify(head).slice(0, -1)},"exchanges":[`)) {
        (0,external_node_fs_.closeSync)(fd);
        (0,external_node_fs_.rmSync)(tmp, { force: true });
        return { ok: false, reason: `--record: ${failed}` };
    }
    const writer = {
        reserve: () => {
            if (!failed && written + reserved >= bounds.exchanges)
                failed = tooMany(bounds);
            if (failed)
                return false;
            reserved++;
            return true;
        },
        keep: (exchange) => {
            reserved--;
            const line = `${written > 0 ? ',' : ''}${JSON.stringify(exchange)}`;
            if (bytes + Buffer.byteLength(line, 'utf8') + FOOTER.length > bounds.bytes)
                writer.overflow();
            else if (put(line))
                written++;
        },
        release: () => void reserved--,
        room: () => Math.max(0, bounds.bytes - bytes - FOOTER.length),
        overflow: () => void (failed ??= tooLarge(bounds)),
        failure: () => failed,
        fail: (reason) => void (failed ??= reason),
        finish: (judge, mcp) => {
            const kept = `${judge ? `,"judge":${JSON.stringify(judge)}` : ''}${mcp ? `,"mcp":${JSON.stringify(mcp)}` : ''}`;
            const footer = `]${kept}}\n`;
            if (!failed && bytes + Buffer.byteLength(footer, 'utf8') > bounds.bytes)
                failed = tooLargeWithJudge(bounds);
            put(footer);
            (0,external_node_fs_.closeSync)(fd);
            if (!failed) {
                try {
                    (0,external_node_fs_.renameSync)(tmp, file);
                    return undefined;
                }
                catch (error) {
                    failed = `its recording could not be moved to ${file} (${codeOf(error)})`;
                }
            }
            // No recording, rather than an earlier attempt's: a replay of this trial says there is none.
            removeFile(tmp);
            removeFile(file);
            return failed;
        },
    };
    return { ok: true, writer };
}
/** Removes a file if one is there; a folder in its place (the reason already says so) is left. */
function removeFile(file) {
    try {
        (0,external_node_fs_.rmSync)(file, { force: true });
    }
    catch { }
}
const tooMany = (bounds) => `the trial asked its model more than ${bounds.exchanges} times, the most a recording keeps (what a replay reads); ` +
    'the requests past it were refused';
const tooLarge = (bounds) => `the trial's model exchanges came to more than ${bounds.bytes} bytes, the most a recording keeps ` +
    '(what a replay reads); the answers past it were cut';
const tooLargeWithJudge = (bounds) => `the trial's model exchanges and judge calls (with its MCP exchanges) came to more than ${bounds.bytes} bytes, ` +
    'the most a recording keeps (what a replay reads)';
const codeOf = (error) => error.code ?? (error instanceof Error ? error.message : String(error));

// EXTERNAL MODULE: ./src/eval/replay/mcpTape.ts
var mcpTape = __webpack_require__(8896);
;// CONCATENATED MODULE: ./src/eval/replay/mcpKey.ts

const mcpKey_isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/**
 * A request's parameters as a tape keys them: a call by its tool and arguments alone, `initialize` by the protocol
 * version asked (the rest is the CLI describing itself, and a replay is of the same CLI version), any other request
 * by its parameters without `_meta` (a progress token the CLI numbers as it likes); as canonical JSON (keys sorted),
 * for TRIAL_ROOT, redacted. Recording and replay key a request the same way, so a replay in another folder finds it.
 */
function tapedParams(method, params, site) {
    const p = mcpKey_isRecord(params) ? params : {};
    const { _meta: _ignored, ...rest } = p;
    const keyed = method === 'tools/call'
        ? { name: p.name ?? null, arguments: p.arguments ?? {} }
        : method === 'initialize'
            ? { protocolVersion: p.protocolVersion ?? null }
            : rest;
    return site.redactor.text(swapped(canonicalJson(keyed), site.trialRoot, replay_tape/* TRIAL_ROOT */.gj));
}
/** A server's answer as a tape keeps it: its result or error (not its id), for TRIAL_ROOT, redacted. */
function tapedReply(answer, site) {
    const reply = 'error' in answer
        ? { error: { code: answer.error.code, message: answer.error.message } }
        : { result: mcpKey_isRecord(answer.result) ? answer.result : {} };
    return site.redactor.value(JSON.parse(swapped(JSON.stringify(reply), site.trialRoot, replay_tape/* TRIAL_ROOT */.gj)));
}
/** A recorded answer to the request `id`, with this trial's folder where the tape has TRIAL_ROOT. */
function replayedReply(reply, id, trialRoot) {
    const back = JSON.parse(swapped(JSON.stringify(reply), replay_tape/* TRIAL_ROOT */.gj, trialRoot));
    return { jsonrpc: '2.0', id, ...back };
}
/** `from` replaced by `to` in the JSON text's strings (each JSON-escaped, as it appears in the text). */
function swapped(json, from, to) {
    if (from === '')
        return json;
    const escaped = (s) => JSON.stringify(s).slice(1, -1);
    return json.split(escaped(from)).join(escaped(to));
}
/** JSON with every object's keys sorted, so two requests that differ only in key order are one. */
function canonicalJson(v) {
    try {
        return JSON.stringify(sortedKeys(v));
    }
    catch {
        // Nested deeper than the stack: an agent's arguments may be anything. Such requests share one key.
        return '"(not keyable)"';
    }
}
function sortedKeys(v) {
    if (Array.isArray(v))
        return v.map(sortedKeys);
    if (!mcpKey_isRecord(v))
        return v;
    return Object.fromEntries(Object.keys(v)
        .sort()
        .map((k) => [k, sortedKeys(v[k])]));
}

;// CONCATENATED MODULE: ./src/eval/replay/mcpRecorder.ts


const REPLAY_READS = { exchanges: mcpTape/* MAX_MCP_EXCHANGES */.rq, bytes: mcpTape/* MAX_MCP_TAPE_BYTES */.v };
/**
 * Under --record: each request a trial's MCP servers answered (a mock's or a real server's) and its answer, kept
 * for the trial's recording, redacted, for TRIAL_ROOT, numbered among identical requests. Past its bounds it keeps
 * nothing more and says why: the recording, and so the trial, is then a harness error.
 */
class McpRecorder {
    servers;
    site;
    bounds;
    exchanges = [];
    seen = new Map();
    bytes = 0;
    failed;
    constructor(servers, site, bounds = REPLAY_READS) {
        this.servers = servers;
        this.site = site;
        this.bounds = bounds;
    }
    /** Keeps one request (one with an id) sent to `server` and the answer it got. */
    keep(server, message, answer) {
        if (this.failed)
            return;
        const params = tapedParams(message.method, message.params, this.site);
        const key = JSON.stringify([server, message.method, params]);
        const occurrence = this.seen.get(key) ?? 0;
        const exchange = { server, method: message.method, params, occurrence, reply: tapedReply(answer, this.site) };
        const size = Buffer.byteLength(JSON.stringify(exchange), 'utf8');
        if (this.exchanges.length >= this.bounds.exchanges || this.bytes + size > this.bounds.bytes) {
            this.failed =
                `the trial's MCP exchanges came to more than ${this.bounds.exchanges} or ${this.bounds.bytes} bytes, ` +
                    'the most a recording keeps (what a replay reads)';
            return;
        }
        this.seen.set(key, occurrence + 1);
        this.bytes += size;
        this.exchanges.push(exchange);
    }
    tape() {
        return { servers: this.servers, exchanges: [...this.exchanges] };
    }
    failure() {
        return this.failed;
    }
}

;// CONCATENATED MODULE: ./src/eval/replay/mcpReplayer.ts

const SHOWN_PARAMS_CHARS = 200;
/**
 * Under --replay: the recorded answers of a trial's real MCP servers, which are not started. Each request is
 * answered with the recorded answer to the same server, method and parameters, the same occurrence among
 * identical requests; it reaches nothing. A request other than a call asked more often than it was recorded
 * (a CLI lists tools again when it likes) gets the last recorded answer to it; a `ping` is answered here, as
 * its count depends on timing. A request the recording has no answer to gets a JSON-RPC error, and is counted:
 * the agent's run departed from the recorded one, so the trial is a harness error (`miss`).
 */
class McpReplayer {
    site;
    answers = new Map();
    seen = new Map();
    /** Of each request, its last recorded occurrence. */
    last = new Map();
    missed = 0;
    firstMiss;
    constructor(tape, site) {
        this.site = site;
        for (const e of tape.exchanges) {
            this.answers.set(JSON.stringify([e.server, e.method, e.params, e.occurrence]), e.reply);
            const request = JSON.stringify([e.server, e.method, e.params]);
            if ((this.last.get(request)?.occurrence ?? -1) < e.occurrence)
                this.last.set(request, e);
        }
    }
    /** `name`'s stand-in: what the host sends a started server's messages to. */
    server(name) {
        return { send: async (message) => this.answer(name, message) };
    }
    /** Why the trial is a harness error: the requests the recording had no answer to; undefined when none. */
    miss() {
        if (this.missed === 0)
            return undefined;
        return (`the recording has no answer to ${this.missed} MCP request(s) of this run (the first: ${this.firstMiss}); ` +
            'the run asked its servers what the recorded one did not: re-record it with --record');
    }
    answer(server, message) {
        if (!('id' in message))
            return undefined;
        const id = typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null;
        const method = typeof message.method === 'string' ? message.method : '';
        const params = tapedParams(method, message.params, this.site);
        const key = JSON.stringify([server, method, params]);
        const occurrence = this.seen.get(key) ?? 0;
        this.seen.set(key, occurrence + 1);
        if (method === 'ping')
            return { jsonrpc: '2.0', id, result: {} };
        const reply = this.recorded(server, method, params, occurrence);
        if (reply)
            return replayedReply(reply, id, this.site.trialRoot);
        this.missed++;
        this.firstMiss ??= `${server} ${method} ${cut(params)}`;
        const why = `caliper replay: the recording has no answer to this ${method} of the MCP server \`${server}\``;
        return { jsonrpc: '2.0', id, error: { code: -32603, message: why } };
    }
    /** The answer to this occurrence of the request; past the recorded ones, the last's unless it is a call. */
    recorded(server, method, params, occurrence) {
        const exact = this.answers.get(JSON.stringify([server, method, params, occurrence]));
        if (exact || method === 'tools/call')
            return exact;
        const last = this.last.get(JSON.stringify([server, method, params]));
        return last && last.occurrence < occurrence ? last.reply : undefined;
    }
}
const cut = (s) => (s.length > SHOWN_PARAMS_CHARS ? `${s.slice(0, SHOWN_PARAMS_CHARS)}…` : s);

;// CONCATENATED MODULE: ./src/eval/replay/mcpTapeSide.ts



/** Under --record: the trial's MCP host tells the recorder each request a server answered. */
function recordingMcp(servers, site) {
    const recorder = new McpRecorder((0,mcpTape/* mcpServersHash */.T7)(servers), site);
    return {
        host: { replaces: false, servers: {}, tap: (s, request, answer) => recorder.keep(s, request, answer) },
        recorder,
    };
}
/**
 * Under --replay: no real server is started, the recording answers for each (a recording without MCP exchanges
 * was refused if the trial has one: mcpReplayRefusal). Mocks answer from the spec, as live: the recording names
 * the hash of their tools and answers (mcpServersHash), which the replay was refused unless it matched, so the
 * spec's answers are the recorded ones; their `expect:` is a check, graded anew as every check is on replay.
 */
function replayingMcp(servers, tape, site) {
    const replayer = tape && new McpReplayer(tape, site);
    const real = Object.keys(servers).filter((name) => servers[name].kind !== 'mock');
    const answered = replayer ? Object.fromEntries(real.map((name) => [name, replayer.server(name)])) : {};
    return { host: { replaces: true, servers: answered, tap: undefined }, replayer };
}

;// CONCATENATED MODULE: ./src/util/requestBody.ts
/** The most one request's body may be. The largest a CLI sent in our e2e runs was 185 kB (Claude Code). */
const MAX_REQUEST_BODY_BYTES = 16 * 1024 * 1024;
/** No bound but the one per request: for servers that are no trial's (the scripted model's own socket). */
const UNBUDGETED = { take: () => true, give: () => { } };
/**
 * The body of `req`, read only by a server that has already checked its route (so a request it does
 * not serve costs nothing): at most `max` bytes, each counted against `budget` as it arrives and given
 * back when `res` closes. Past either bound the request gets a 413 and its connection is closed, and
 * the answer is undefined; undefined too when the client goes away mid-body.
 */
function readRequestBody(req, res, budget, max = MAX_REQUEST_BODY_BYTES) {
    if (Number(req.headers['content-length'] ?? 0) > max)
        return Promise.resolve(refuse(res, requestBody_tooLarge(max)));
    return new Promise((resolve) => {
        const chunks = [];
        let held = 0;
        const giveBack = () => (budget.give(held), (held = 0));
        const stop = (message) => {
            req.off('data', onData);
            chunks.length = 0;
            giveBack();
            resolve(refuse(res, message));
        };
        const onData = (chunk) => {
            if (held + chunk.length > max)
                return stop(requestBody_tooLarge(max));
            if (!budget.take(chunk.length))
                return stop(OVER_BUDGET);
            held += chunk.length;
            chunks.push(chunk);
        };
        res.once('close', giveBack);
        req.on('data', onData);
        req.once('end', () => resolve(Buffer.concat(chunks, held)));
        req.once('error', () => resolve(undefined));
        req.once('close', () => resolve(undefined));
    });
}
const requestBody_tooLarge = (max) => `caliper: a request body may be at most ${max} bytes`;
const OVER_BUDGET = "caliper: this trial's requests held more body at once than its limit; the trial is stopped";
function refuse(res, message) {
    if (res.headersSent)
        res.destroy();
    else {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ type: 'error', error: { type: 'request_too_large', message } }));
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/eval/replay/forward.ts

const HOP_HEADERS = new Set([
    'host',
    'connection',
    'content-length',
    'transfer-encoding',
    'proxy-connection',
    'proxy-authorization',
    'keep-alive',
    'accept-encoding',
]);
const ANSWER_HEADERS = ['content-type', 'retry-after', 'request-id', 'x-request-id'];
/**
 * Pass one request of the API on upstream, the real key in the API's key header where the CLI put the
 * relay's; stream the answer back through the redactor (the upstream may quote the key: the agent must
 * not get it), and hand the answer as it came to `keep` once whole. A request past the recording's
 * bounds is refused, and an answer past them cut.
 */
async function forward(req, res, request, how, keep) {
    const url = upstreamUrl(how.upstream.baseUrl, request.target.path, request.target.query);
    if (!url)
        return forward_refuse(res, 404, 'the relay passes on only paths of the model API');
    // A 400, which no CLI retries; the trial's reason says why (this message is the agent's to read).
    if (!how.recording.reserve())
        return forward_refuse(res, 400, 'caliper --record: this trial can be recorded no further');
    const body = request.body.length > 0 ? { body: new Uint8Array(request.body) } : {};
    const headers = upstreamHeaders(req, how);
    // The agent's connection gone (its CLI killed, a probe that hung up), the upstream is read no further.
    const gone = new AbortController();
    res.on('close', () => void (res.writableFinished || gone.abort()));
    const init = { method: req.method ?? 'GET', headers, redirect: 'manual', signal: gone.signal, ...body };
    let answer;
    try {
        answer = await fetch(url, init);
    }
    catch {
        how.recording.release();
        res.destroy();
        return;
    }
    const contentType = answer.headers.get('content-type') ?? undefined;
    const out = {};
    for (const name of ANSWER_HEADERS) {
        const v = answer.headers.get(name);
        if (v)
            out[name] = how.redactor.text(v);
    }
    res.writeHead(answer.status, out);
    const streamed = await streamBack(answer, res, how);
    if (streamed.whole)
        res.end();
    else
        res.destroy();
    if (streamed.overflowed) {
        how.recording.release();
        how.recording.overflow();
    }
    else
        keep(answer.status, contentType, streamed.text);
}
/** The request's headers for the upstream: the real key in the API's key header alone, where it holds the relay's. */
function upstreamHeaders(req, how) {
    const headers = {};
    const placeholder = how.api.keyValue(providerApi/* RELAY_KEY */.se);
    for (const [name, value] of Object.entries(req.headers)) {
        if (HOP_HEADERS.has(name) || typeof value !== 'string')
            continue;
        const keyed = name === how.api.keyHeader && value === placeholder && how.upstream.apiKey;
        headers[name] = keyed ? how.api.keyValue(how.upstream.apiKey) : value;
    }
    return headers;
}
/**
 * The answer's body to the CLI, redacted as it streams (a key split across chunks is held until whole),
 * and as it came; `overflowed` when it came to more than the recording has room for (then cut).
 */
async function streamBack(answer, res, how) {
    const decoder = new TextDecoder();
    const redacting = how.redactor.stream();
    const room = how.recording.room();
    let text = '';
    let bytes = 0;
    try {
        for await (const chunk of answer.body ?? []) {
            bytes += chunk.length;
            if (bytes > room)
                return { text, whole: false, overflowed: true };
            const piece = decoder.decode(chunk, { stream: true });
            text += piece;
            res.write(redacting.push(piece));
        }
    }
    catch {
        // A stream cut upstream is cut here too, and recorded as far as it came.
        return { text, whole: false, overflowed: false };
    }
    const rest = decoder.decode();
    res.write(redacting.push(rest) + redacting.end());
    return { text: text + rest, whole: true, overflowed: false };
}
function forward_refuse(res, status, message) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message } }));
}
/**
 * The upstream URL of an API path (apiRequest's) and query: under the base URL's path, which nothing
 * the agent wrote may leave; undefined otherwise.
 */
function upstreamUrl(baseUrl, path, query) {
    if (!path.startsWith('/') || path.startsWith('//'))
        return undefined;
    let base;
    let url;
    try {
        base = new URL(baseUrl);
        url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}${query}`);
    }
    catch {
        return undefined;
    }
    const under = `${base.pathname.replace(/\/+$/, '')}${path}`;
    return url.origin === base.origin && url.pathname === under ? url.href : undefined;
}

;// CONCATENATED MODULE: ./src/eval/replay/serverSideTools.ts
/**
 * The relay's policy on what a request may ask of the provider. Under --record the agent writes any
 * request it likes, and the provider's own tools reach further than the model: Anthropic's MCP connector
 * and web search and fetch, OpenAI's `web_search`, `mcp`, `file_search` and `code_interpreter`, Gemini's
 * `googleSearch` and `urlContext`, an image or file named by URL, all make the provider's servers fetch
 * or search for what the request names, so an agent could send what it read to a host of its choice.
 * The relay passes on only requests that use the model and the CLI's own (client-side) tools: a body
 * that is one JSON object, tools of the kinds the CLI runs itself, content inline, and Anthropic betas
 * of those the pinned Claude Code sends. Each rule fails closed: a tool of a kind not named here is
 * refused, as is a beta not on the list.
 */
function requestRefusal(api, method, headers, body) {
    const beta = betaRefusal(headers['anthropic-beta']);
    if (beta)
        return beta;
    if (method !== 'POST')
        return body.length > 0 ? `a ${method} request carries no body` : undefined;
    let parsed;
    try {
        parsed = JSON.parse(body.toString('utf8'));
    }
    catch {
        parsed = undefined;
    }
    if (!isObject(parsed))
        return 'its body is not a JSON object';
    const refusal = bodyRefusal(api.dialect, parsed);
    // It quotes the agent's request (a tool's kind, a key): printable, and short, for the trial's record.
    return refusal && refusal.replace(/[^\x20-\x7e]/g, '?').slice(0, 240);
}
/** Why a parsed request body asks the provider to reach the network, or undefined. */
function bodyRefusal(dialect, body) {
    const key = SERVER_SIDE_FIELDS.find((k) => k in body);
    if (key)
        return `it names \`${key}\`, ${SERVER_SIDE_FIELD_WHAT[key]}`;
    if (typeof body.model === 'string' && body.model.endsWith(':online')) {
        return `its model \`${body.model.slice(0, 80)}\` is a router's web-searching variant (\`:online\`)`;
    }
    return toolsRefusal(dialect, body.tools) ?? contentRefusal(body);
}
/** Fields of a body that bring in the provider's own tools or resources, in any of the APIs. */
const SERVER_SIDE_FIELD_WHAT = {
    mcp_servers: "MCP servers the provider would connect to (Anthropic's MCP connector)",
    container: "a container of the provider's code execution",
    web_search_options: "the provider's web search (OpenAI's search models)",
    plugins: "a router's plugins (OpenRouter's web search and file parser)",
    prompt: 'a stored prompt, whose tools the relay cannot see',
};
const SERVER_SIDE_FIELDS = Object.keys(SERVER_SIDE_FIELD_WHAT);
/** A tool the CLI runs itself: the only kind passed on. */
const CLIENT_TOOL = {
    // Anthropic's server tools (web_search_*, web_fetch_*, code_execution_*, mcp_toolset, …) all carry a type.
    anthropic: (t) => t.type === undefined || t.type === 'custom',
    // Codex's tool_search runs in Codex (`execution: "client"`); web_search, mcp, file_search, … on OpenAI's side.
    responses: (t) => t.type === 'function' || t.type === 'custom' || (t.type === 'tool_search' && t.execution === 'client'),
    chat: (t) => t.type === 'function' || t.type === 'custom',
    // googleSearch, urlContext, codeExecution, … are each a key of a tool object, as functionDeclarations is.
    gemini: (t) => Object.keys(t).every((k) => k === 'functionDeclarations' || k === 'function_declarations'),
};
function toolsRefusal(dialect, tools) {
    if (tools === undefined)
        return undefined;
    if (!Array.isArray(tools))
        return '`tools` is not a list';
    const i = tools.findIndex((t) => !isObject(t) || !CLIENT_TOOL[dialect](t));
    if (i < 0)
        return undefined;
    return `tools[${i}] (${toolKind(tools[i])}) is a tool the provider runs itself, which may reach the network`;
}
function toolKind(tool) {
    if (!isObject(tool))
        return 'not an object';
    const kind = typeof tool.type === 'string' ? tool.type : Object.keys(tool).join(', ');
    return kind.slice(0, 80) || 'empty';
}
/** The parts of a body that hold the conversation, where an image or file may be named by URL. */
const CONVERSATION = ['messages', 'system', 'input', 'contents', 'systemInstruction', 'system_instruction'];
/** Deeper than any CLI nests its content; a body nested deeper is not read through, but refused. */
const MAX_DEPTH = 64;
/**
 * An image or file the provider would fetch by URL, anywhere in the conversation (a tool result's content
 * included). A tool call's own arguments are the model's words and are not read.
 */
function contentRefusal(body) {
    const stack = CONVERSATION.filter((k) => k in body).map((k) => ({
        value: body[k],
        where: k,
        depth: 0,
    }));
    for (let next = stack.pop(); next; next = stack.pop()) {
        const { value, where, depth } = next;
        if (depth > MAX_DEPTH)
            return `${where} is nested deeper than ${MAX_DEPTH}`;
        if (Array.isArray(value)) {
            value.forEach((v, i) => {
                stack.push({ value: v, where: `${where}[${i}]`, depth: depth + 1 });
            });
            continue;
        }
        if (!isObject(value))
            continue;
        const fetched = fetchedUrl(value);
        if (fetched)
            return `${where} names ${fetched} for the provider to fetch`;
        for (const [k, v] of Object.entries(value)) {
            if (!isToolArguments(value, k))
                stack.push({ value: v, where: `${where}.${k}`, depth: depth + 1 });
        }
    }
    return undefined;
}
/** A tool call's arguments (Anthropic's `input`, Gemini's `args`) or a Gemini tool's `response`: data, not content. */
const isToolArguments = (block, key) => (key === 'input' && typeof block.type === 'string' && block.type.endsWith('tool_use')) ||
    ((key === 'args' || key === 'response') && typeof block.name === 'string');
/** What of a content block the provider fetches by URL, in each API's form; data inline is not fetched. */
function fetchedUrl(block) {
    const source = block.source;
    if (isObject(source) && source.type === 'url')
        return 'an image or document by URL';
    const chatImage = isObject(block.image_url) ? block.image_url.url : block.image_url;
    if (remote(chatImage))
        return 'an image by URL';
    if (remote(block.file_url))
        return 'a file by URL';
    if (isObject(block.file) && remote(block.file.file_data))
        return 'a file by URL';
    const fileData = block.fileData ?? block.file_data;
    if (isObject(fileData) && !googleFile(fileData.fileUri ?? fileData.file_uri))
        return 'a file by URI';
    return undefined;
}
/** A URL the provider would go out to: anything but data inline. */
const remote = (url) => typeof url === 'string' && !/^data:/i.test(url.trim());
/** A file uploaded to the Gemini API itself: the only URI a Gemini part may name. */
const googleFile = (uri) => typeof uri === 'string' && uri.startsWith('https://generativelanguage.googleapis.com/');
/**
 * The Anthropic betas the pinned Claude Code (2.1.332) knows, less those that turn on a server-side tool
 * or a resource beyond the model: web search (`web-search-*`), MCP servers (`mcp-servers-*`; the older
 * `mcp-client-*` it never sends), the Files API, environments and remote sessions (`ccr-*`), the advisor
 * tool. Any other value is refused (code execution, web fetch, computer use, skills: none is here).
 * Its default request sends the first seven; the rest it sends for a model or a setting a user may choose.
 */
const ALLOWED_ANTHROPIC_BETAS = new Set([
    'claude-code-20250219',
    'interleaved-thinking-2025-05-14',
    'context-management-2025-06-27',
    'thinking-token-count-2026-05-13',
    'advanced-tool-use-2025-11-20',
    'effort-2025-11-24',
    'thinking-display-updates-2026-08-18',
    'context-1m-2025-08-07',
    'structured-outputs-2025-12-15',
    'tool-search-tool-2025-10-19',
    'task-budgets-2026-03-13',
    'prompt-caching-scope-2026-01-05',
    'prompt-caching-evict-2026-05-12',
    'cache-keepalive-2026-09-03',
    'extended-cache-ttl-2025-04-11',
    'fast-mode-2026-02-01',
    'redact-thinking-2026-02-12',
    'thinking-resumption-2026-07-17',
    'resumption-2026-10-08',
    'afk-mode-2026-01-31',
    'cache-diagnosis-2026-04-07',
    'context-hint-2026-04-09',
    'per-turn-control-2026-07-01',
    'timing-2026-09-09',
    'mid-conversation-tool-changes-2026-07-01',
    'inline-tools-2026-09-15',
    'server-side-fallback-2026-06-01',
    'server-side-fallback-2026-07-01',
    'program-use-case-ids-2026-09-17',
    'fallback-credit-2026-06-01',
    'auto-mode-classifier-2026-07-16',
    'claude-code-side-query-2026-09-29',
    'dangerous-tool-use-2026-09-03',
    'subagent-review-2026-11-17',
    'thinking-binding-controls-2026-08-01',
    'message-threads-2026-08-12',
    'mid-conversation-system-clear-at-2026-08-21',
]);
function betaRefusal(header) {
    if (header === undefined)
        return undefined;
    const values = (Array.isArray(header) ? header : [header]).flatMap((h) => h.split(',')).map((v) => v.trim());
    const refused = values.find((v) => v !== '' && !ALLOWED_ANTHROPIC_BETAS.has(v));
    if (refused === undefined)
        return undefined;
    const shown = refused.slice(0, 80).replace(/[^\x20-\x7e]/g, '?');
    return `it asks for the Anthropic beta \`${shown}\`, not one the relay passes on`;
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

;// CONCATENATED MODULE: ./src/eval/replay/canonicalStream.ts
/**
 * A streamed answer in a canonical form that means the same to the CLI: consecutive deltas of one
 * content block as one event. A provider splits text anywhere, a path too; coalesced, each text of
 * the answer is whole in one JSON string, where the trial root can be found and replaced.
 * Anthropic Messages, OpenAI Responses, Chat Completions and Gemini; other events are kept as they are.
 */
function coalesceDeltas(events) {
    const out = [];
    let target;
    for (const e of events) {
        if (target?.json && e.json && MERGES.some((merge) => merge(target.json, e.json))) {
            target.changed = true;
            continue;
        }
        const copy = { ...e, json: e.json && structuredClone(e.json) };
        out.push(copy);
        // A keep-alive between two deltas does not part them.
        if (!isFiller(copy))
            target = copy.json ? copy : undefined;
    }
    return out;
}
const canonicalStream_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyKeys = (o, keys) => Object.keys(o).every((k) => keys.includes(k));
const isFiller = (e) => (e.json ? e.json.type === 'ping' : !/^data:/m.test(e.raw));
/** Anthropic Messages: `content_block_delta` of one index and delta type. */
const ANTHROPIC_TEXT = new Map([
    ['text_delta', 'text'],
    ['input_json_delta', 'partial_json'],
    ['thinking_delta', 'thinking'],
]);
const mergeAnthropic = (prev, next) => {
    if (prev.type !== 'content_block_delta' || next.type !== 'content_block_delta' || prev.index !== next.index)
        return false;
    const [p, n] = [prev.delta, next.delta];
    if (!canonicalStream_isObject(p) || !canonicalStream_isObject(n) || p.type !== n.type || !onlyKeys(next, ['type', 'index', 'delta']))
        return false;
    const field = ANTHROPIC_TEXT.get(p.type);
    if (!field || typeof p[field] !== 'string' || typeof n[field] !== 'string' || !onlyKeys(n, ['type', field]))
        return false;
    p[field] = `${p[field]}${n[field]}`;
    return true;
};
/** OpenAI Responses: text deltas of one item (and content or summary part); a sequence number is the first's. */
const RESPONSES_DELTAS = new Set([
    'response.output_text.delta',
    'response.function_call_arguments.delta',
    'response.reasoning_text.delta',
    'response.reasoning_summary_text.delta',
    'response.refusal.delta',
]);
const RESPONSES_PER_EVENT = new Set(['delta', 'sequence_number', 'obfuscation', 'logprobs']);
const mergeResponses = (prev, next) => {
    if (!RESPONSES_DELTAS.has(String(prev.type)) || typeof prev.delta !== 'string' || typeof next.delta !== 'string')
        return false;
    const same = (o) => Object.keys(o).filter((k) => !RESPONSES_PER_EVENT.has(k));
    const [p, n] = [same(prev), same(next)];
    if (p.length !== n.length || p.some((k) => prev[k] !== next[k]))
        return false;
    prev.delta = `${prev.delta}${next.delta}`;
    if (Array.isArray(prev.logprobs) && Array.isArray(next.logprobs))
        prev.logprobs = [...prev.logprobs, ...next.logprobs];
    return true;
};
/** Chat Completions: one choice's content, or one tool call's arguments, with no finish or usage between. */
const CHAT_TEXT = ['content', 'reasoning_content', 'reasoning'];
const soleChoice = (o) => Array.isArray(o.choices) && o.choices.length === 1 && canonicalStream_isObject(o.choices[0]) ? o.choices[0] : undefined;
const mergeChat = (prev, next) => {
    const [pc, nc] = [soleChoice(prev), soleChoice(next)];
    if (!pc ||
        !nc ||
        pc.index !== nc.index ||
        pc.finish_reason != null ||
        nc.finish_reason != null ||
        nc.logprobs != null ||
        next.usage != null)
        return false;
    const [p, n] = [pc.delta, nc.delta];
    if (!canonicalStream_isObject(p) || !canonicalStream_isObject(n) || !onlyKeys(nc, ['index', 'delta', 'finish_reason', 'logprobs']))
        return false;
    const keys = Object.keys(n);
    const text = keys.length === 1 && CHAT_TEXT.includes(keys[0]) ? keys[0] : undefined;
    if (text) {
        if (typeof p[text] !== 'string' || typeof n[text] !== 'string')
            return false;
        p[text] = `${p[text]}${n[text]}`;
        return true;
    }
    return keys.length === 1 && mergeToolArguments(p.tool_calls, n.tool_calls);
};
function mergeToolArguments(prev, next) {
    if (!Array.isArray(prev) || !Array.isArray(next) || next.length !== 1)
        return false;
    const [p, n] = [prev[prev.length - 1], next[0]];
    if (!canonicalStream_isObject(p) || !canonicalStream_isObject(n) || p.index !== n.index || !onlyKeys(n, ['index', 'function']))
        return false;
    if (!canonicalStream_isObject(p.function) || !canonicalStream_isObject(n.function) || !onlyKeys(n.function, ['arguments']))
        return false;
    if (typeof p.function.arguments !== 'string' || typeof n.function.arguments !== 'string')
        return false;
    p.function.arguments = `${p.function.arguments}${n.function.arguments}`;
    return true;
}
/**
 * Gemini: each event a whole response; the next one's text continues the last text part, its other fields are the
 * latest.
 */
const soleCandidate = (o) => Array.isArray(o.candidates) && o.candidates.length === 1 && canonicalStream_isObject(o.candidates[0]) ? o.candidates[0] : undefined;
const partsOf = (c) => canonicalStream_isObject(c.content) && Array.isArray(c.content.parts) && c.content.parts.length > 0 ? c.content.parts : undefined;
const isTextPart = (p) => canonicalStream_isObject(p) && typeof p.text === 'string' && onlyKeys(p, ['text', 'thought']);
const mergeGemini = (prev, next) => {
    const [pc, nc] = [soleCandidate(prev), soleCandidate(next)];
    if (!pc || !nc || (pc.index ?? 0) !== (nc.index ?? 0) || pc.finishReason !== undefined)
        return false;
    const [pp, np] = [partsOf(pc), partsOf(nc)];
    if (!pp || !np || pc.content.role !== nc.content.role)
        return false;
    const [last, first] = [pp[pp.length - 1], np[0]];
    if (!isTextPart(last) || !isTextPart(first) || last.thought !== first.thought)
        return false;
    last.text = `${last.text}${first.text}`;
    pp.push(...np.slice(1));
    for (const [k, v] of Object.entries(nc))
        if (k !== 'content')
            pc[k] = v;
    for (const [k, v] of Object.entries(next))
        if (k !== 'candidates')
            prev[k] = v;
    return true;
};
const MERGES = [mergeAnthropic, mergeResponses, mergeChat, mergeGemini];

;// CONCATENATED MODULE: ./src/eval/replay/sse.ts
const DATA = /^data: ?/;
/** Whether a body is a stream: by its content type, else by its first field. */
function isSse(body, contentType) {
    if (contentType?.toLowerCase().includes('text/event-stream'))
        return true;
    return /^(event|data):/.test(body);
}
function parseSse(body) {
    const separator = body.includes('\r\n\r\n') ? '\r\n\r\n' : '\n\n';
    const blocks = body.split(separator);
    const tail = blocks.pop() ?? '';
    return { events: blocks.map(parseEvent), tail, separator };
}
function parseEvent(raw) {
    const data = raw.split(/\r?\n/).filter((l) => DATA.test(l));
    if (data.length === 0)
        return { raw, json: undefined, changed: false };
    try {
        const v = JSON.parse(data.map((l) => l.replace(DATA, '')).join('\n'));
        const json = v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
        return { raw, json, changed: false };
    }
    catch {
        return { raw, json: undefined, changed: false };
    }
}
function serializeSse(sse) {
    return [...sse.events.map(serializeEvent), sse.tail].join(sse.separator);
}
/** A changed event: its other fields as they were, its data lines as one line of its JSON, where the first was. */
function serializeEvent(e) {
    if (!e.changed || !e.json)
        return e.raw;
    const eol = e.raw.includes('\r\n') ? '\r\n' : '\n';
    const out = [];
    let written = false;
    for (const line of e.raw.split(/\r?\n/)) {
        if (!DATA.test(line))
            out.push(line);
        else if (!written) {
            out.push(`data: ${JSON.stringify(e.json)}`);
            written = true;
        }
    }
    return out.join(eol);
}

;// CONCATENATED MODULE: ./src/eval/replay/trialRootInBody.ts



/**
 * The trial's folder written as TRIAL_ROOT in an answer's body (recording), and a trial's own folder
 * put back for it (replay). In a stream (its deltas coalesced first, see canonicalStream.ts) or a JSON
 * body, it is replaced in the decoded strings, and inside the strings that are JSON text themselves
 * (a tool call's arguments) escaped as JSON, so any folder name gives a body the CLI parses; another
 * body is replaced in as raw text.
 */
function trialRootToTape(body, contentType, trialRoot) {
    return replaceInBody(body, contentType, trialRoot, replay_tape/* TRIAL_ROOT */.gj, true);
}
function trialRootFromTape(body, contentType, trialRoot) {
    return replaceInBody(body, contentType, replay_tape/* TRIAL_ROOT */.gj, trialRoot, false);
}
function replaceInBody(body, contentType, from, to, coalesce) {
    if (from === '')
        return body;
    const raw = (s) => s.split(from).join(to);
    try {
        if (isSse(body, contentType)) {
            const sse = parseSse(body);
            const events = (coalesce ? coalesceDeltas(sse.events) : sse.events).map((e) => replaceInEvent(e, from, to));
            return serializeSse({ ...sse, events, tail: raw(sse.tail) });
        }
        if (/^\s*[[{]/.test(body)) {
            const json = JSON.parse(body);
            const replaced = replaceInJson(json, from, to, false);
            return replaced === json ? body : JSON.stringify(replaced);
        }
    }
    catch {
        // Not JSON after all, or nested deeper than the stack (a replay folder may be anyone's): as raw text.
    }
    return raw(body);
}
function replaceInEvent(e, from, to) {
    if (!e.json)
        return { ...e, raw: e.raw.split(from).join(to) };
    const json = replaceInJson(e.json, from, to, false);
    return json === e.json ? e : { ...e, json, changed: true };
}
/** Fields whose string is JSON text (a tool call's input as it streams): the folder in it is JSON-escaped. */
const JSON_TEXT = new Set(['partial_json', 'arguments']);
const isJsonText = (o, key) => JSON_TEXT.has(key) || (key === 'delta' && o.type === 'response.function_call_arguments.delta');
const escaped = (s) => JSON.stringify(s).slice(1, -1);
/** The value with `from` replaced in every string; the same value (===) when none had it. */
function replaceInJson(v, from, to, jsonText) {
    if (typeof v === 'string') {
        const [f, t] = jsonText ? [escaped(from), escaped(to)] : [from, to];
        return v.includes(f) ? v.split(f).join(t) : v;
    }
    if (Array.isArray(v)) {
        const items = v.map((x) => replaceInJson(x, from, to, false));
        return items.some((x, i) => x !== v[i]) ? items : v;
    }
    if (typeof v !== 'object' || v === null)
        return v;
    const o = v;
    const entries = Object.entries(o).map(([k, x]) => [k, replaceInJson(x, from, to, isJsonText(o, k))]);
    return entries.some(([k, x]) => x !== o[k]) ? Object.fromEntries(entries) : v;
}

;// CONCATENATED MODULE: ./src/eval/replay/relay.ts










const MAX_REASONS = 20;
async function startRelay(input) {
    const { how, api, redactor } = input;
    const queues = how.mode === 'replay' ? answerQueues(how.recording) : undefined;
    const toTape = (text, contentType) => redactor.text(trialRootToTape(text, contentType, input.trialRoot));
    const refused = { count: 0, reasons: [] };
    const connections = input.connections ?? new TrialConnections(trialLimits/* DEFAULT_TRIAL_LIMITS */.AS.connections);
    const answer = async (req, res) => {
        const method = req.method ?? 'GET';
        const target = (0,providerApi/* apiRequest */.AT)(api, method, req.url ?? '/');
        if (!target)
            return notTheApi(res, api);
        const body = await readRequestBody(req, res, connections.bodies);
        if (!body)
            return;
        const refusal = requestRefusal(api, method, req.headers, body);
        if (refusal)
            return refuseRequest(res, refused, refusal);
        const model = modelOf(body, target.path);
        if (how.mode === 'replay')
            return replayAnswer(res, queues, method, target.path, model, input.trialRoot);
        const { upstream, recording } = how;
        const keep = (status, contentType, answer) => recording.keep({ method, path: target.path, model, status, contentType, body: toTape(answer, contentType) });
        return forward(req, res, { target, body }, { upstream, api, redactor, recording }, keep);
    };
    const server = external_node_http_default().createServer((req, res) => void answer(req, res).catch(() => res.destroy()));
    connections.guard(server);
    let tcpUrl;
    if (input.socketPath) {
        (0,external_node_fs_.rmSync)(input.socketPath, { force: true });
        await new Promise((resolve, reject) => server.once('error', reject).listen(input.socketPath, () => resolve()));
    }
    else {
        await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
        tcpUrl = `http://127.0.0.1:${server.address().port}`;
    }
    return {
        socketPath: input.socketPath,
        tcpUrl,
        refused: () => ({ count: refused.count, reasons: [...refused.reasons] }),
        close: () => new Promise((resolve) => server.close(() => resolve())).then(() => void (input.socketPath && (0,external_node_fs_.rmSync)(input.socketPath, { force: true }))),
    };
}
/** A request that is not one of the API's: passed on to nothing, recorded nowhere, answered the same in both modes. */
function notTheApi(res, api) {
    res.writeHead(404, { 'content-type': 'application/json' });
    const message = `caliper relay: this CLI's relay takes only the requests of ${api.name}`;
    res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message } }));
}
/**
 * A request that asks the provider to reach the network for the agent (a server-side tool, a URL to
 * fetch, a beta not allowed) or is not JSON: passed on to nothing, counted for the trial's record. A 400,
 * which no CLI retries; the CLI's tool that asked (a web search) fails, and the agent reads why.
 */
function refuseRequest(res, refused, reason) {
    refused.count++;
    if (refused.reasons.length < MAX_REASONS && !refused.reasons.includes(reason))
        refused.reasons.push(reason);
    const message = `caliper relay: request refused: ${reason}. Under caliper --record the model's provider may not reach ` +
        "the network for the agent: only the model and the CLI's own tools are passed on";
    res.writeHead(400, { 'content-type': 'application/json' });
    const error = { type: 'invalid_request_error', code: 400, status: 'INVALID_ARGUMENT', message };
    res.end(JSON.stringify({ type: 'error', error }));
}
/** The model a request names: in its JSON body, or in a Gemini path (`/v1beta/models/<model>:…`). */
function modelOf(body, pathOnly) {
    const gemini = /\/models\/([^:/]+):/.exec(pathOnly)?.[1];
    if (gemini)
        return decodeURIComponent(gemini);
    try {
        const m = JSON.parse(body.toString('utf8')).model;
        return typeof m === 'string' ? m : undefined;
    }
    catch {
        return undefined;
    }
}
const queueKey = (method, pathOnly, model) => `${method} ${pathOnly} ${model ?? ''}`;
function answerQueues(recording) {
    const queues = new Map();
    for (const e of recording.exchanges) {
        const key = queueKey(e.method, e.path, e.model);
        const queue = queues.get(key);
        if (queue)
            queue.push(e);
        else
            queues.set(key, [e]);
    }
    return queues;
}
function replayAnswer(res, queues, method, pathOnly, model, trialRoot) {
    const next = queues.get(queueKey(method, pathOnly, model))?.shift();
    if (!next) {
        // A 400, which no CLI retries: the run asked what the recorded one did not, so its trial is an error.
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({
            type: 'error',
            error: {
                type: 'invalid_request_error',
                message: `caliper replay: the recording has no answer to this ${method} ` +
                    `${pathOnly}${model ? ` (${model})` : ''}; the run asked what the ` +
                    `recorded one did not`,
            },
        }));
        return;
    }
    res.writeHead(next.status, next.contentType ? { 'content-type': next.contentType } : {});
    res.end(trialRootFromTape(next.body, next.contentType, trialRoot));
}

;// CONCATENATED MODULE: ./src/eval/replay/trialTape.ts










/**
 * The backend's tape: recording goes on to the model URL, else the runner's base-URL variable of the
 * CLI's (ANTHROPIC_BASE_URL, GOOGLE_GEMINI_BASE_URL, OPENAI_BASE_URL without its /v1, which the CLI's
 * requests carry), else the CLI's provider; the key is the run's, else the first of the CLI's key
 * variables that is set (for pi, Hermes and OpenCode, the first whose provider the relay can reach).
 * Copilot CLI's provider is its variables' own (`upstreamFromEnv`).
 */
function trialTape(tape, backend, model, env) {
    const api = backend.wire.api;
    if (tape.mode === 'replay')
        return { tape, api, upstream: undefined };
    if (model.baseUrl)
        return { tape, api, upstream: { baseUrl: model.baseUrl, apiKey: model.apiKey } };
    const named = backend.wire.upstreamFromEnv?.(env);
    if (named && !named.ok)
        throw new EvalSetupError(`--record for ${backend.name}: ${named.reason}`);
    if (named)
        return { tape, api, upstream: { baseUrl: named.baseUrl, apiKey: env[named.keyVariable] } };
    // A CLI with no provider of its own (pi, Hermes, OpenCode) is given the relay as an OpenAI-compatible
    // API, passed on to the provider of the key set (its wire's keyUpstreams).
    const byKey = backend.wire.keyUpstreams;
    const keyVar = backend.run.credentialEnv.find((v) => env[v] && (backend.wire.upstream !== undefined || byKey[v] !== undefined));
    const fromEnv = backend.run.passEnv.find((v) => v.endsWith('_BASE_URL') && env[v]);
    const baseUrl = fromEnv
        ? originOfApi(fromEnv, env[fromEnv])
        : (backend.wire.upstream ?? (keyVar ? byKey[keyVar] : undefined));
    if (baseUrl === undefined)
        throw new EvalSetupError(`--record for ${backend.name} passes its requests on to the provider ` +
            `of your key, and takes ` +
            `${Object.keys(byKey).join(', ') || 'no key it can reach'} (or ` +
            `--model-url for a gateway)`);
    return { tape, api, upstream: { baseUrl, apiKey: keyVar ? env[keyVar] : undefined } };
}
/**
 * A base-URL variable's value as the relay prefixes the CLI's request paths with: OPENAI_BASE_URL names its /v1, the
 * others do not.
 */
function originOfApi(variable, value) {
    const url = value.replace(/\/+$/, '');
    return variable === 'OPENAI_BASE_URL' ? url.replace(/\/v1$/, '') : url;
}
/** What the CLI is given under a tape: the relay as its model URL, and the relay's key, never the real one. */
function tapeEndpoint(relayUrl, model) {
    return { baseUrl: relayUrl, apiKey: providerApi/* RELAY_KEY */.se, model };
}
/**
 * The relay and judge of one trial attempt, or why it cannot have them (no recording, or one made with another CLI
 * version or skill content).
 */
async function openTrialTape(t, trial, where) {
    const listen = where.socketPath ? { socketPath: where.socketPath } : { tcp: true };
    const base = {
        api: t.api,
        trialRoot: where.trialRoot,
        redactor: where.redactor,
        connections: where.connections,
        ...listen,
    };
    if (t.tape.mode === 'replay')
        return openReplay(t.tape.dir, trial, where, base);
    const { key, backend, cliVersion, fingerprint, agentInput } = trial;
    const head = { format: replay_tape/* TAPE_FORMAT */.JU, key, backend, cliVersion, fingerprint, agentInput };
    const opened = openRecordingWriter(t.tape.dir, head);
    if (!opened.ok)
        return opened;
    const recording = opened.writer;
    const relay = await startRelay({ ...base, how: { mode: 'record', upstream: t.upstream, recording } });
    const site = { trialRoot: where.trialRoot, redactor: where.redactor };
    const judging = where.judge && (0,judgeTape/* recordingJudge */.Do)(where.judge, site);
    const mcp = trial.mcp && recordingMcp(trial.mcp, site);
    const close = async () => {
        await relay.close();
        const mcpFailed = mcp?.recorder.failure();
        if (mcpFailed)
            recording.fail(mcpFailed);
        const failed = finishRecording(recording, judging?.tape(), mcp?.recorder.tape());
        return failed === undefined ? undefined : `--record: ${failed}`;
    };
    const tape = { relay, judge: judging?.judge, mcp: mcp?.host, refused: relay.refused, close };
    return { ok: true, tape };
}
/** The tape of a replayed attempt: its recording checked against the trial, its relay, judge and MCP answers. */
async function openReplay(dir, trial, where, base) {
    const read = (0,replay_tape/* readRecording */.SS)(dir, trial.key);
    if (!read.ok)
        return { ok: false, reason: `replay refused: ${read.reason}` };
    const recording = read.recording;
    const refusal = (0,replay_tape/* replayRefusal */.oo)(recording, trial) ?? (0,mcpTape/* mcpReplayRefusal */.oN)(trial.key, recording.mcp, trial.mcp);
    if (refusal)
        return { ok: false, reason: `replay refused: ${refusal}` };
    const relay = await startRelay({ ...base, how: { mode: 'replay', recording } });
    const site = { trialRoot: where.trialRoot, redactor: where.redactor };
    const judge = recording.judge && (0,judgeTape/* replayingJudge */.RK)(recording.judge, site);
    const mcp = trial.mcp && replayingMcp(trial.mcp, recording.mcp, site);
    const close = async () => {
        await relay.close();
        const missed = mcp?.replayer?.miss();
        return missed === undefined ? undefined : `--replay: ${missed}`;
    };
    return { ok: true, tape: { relay, judge, mcp: mcp?.host, refused: relay.refused, close } };
}
function finishRecording(recording, judge, mcp) {
    try {
        return recording.finish(judge, mcp);
    }
    catch (error) {
        return `its recording could not be finished (${error instanceof Error ? error.message : String(error)})`;
    }
}
/**
 * The setup of one attempt of a taped trial: its relay is the sandbox's way out (bubblewrap), or its
 * model URL (no isolation), and its judge the tape's; `close` after the attempt. A replay that may not
 * answer this trial is refused.
 */
async function tapeForTrial(setup, plan, trialRoot, n, connections) {
    const bubblewrap = setup.isolation.kind === 'bubblewrap';
    const trial = {
        key: plan.key,
        backend: setup.backend.name,
        cliVersion: setup.backendVersion,
        fingerprint: plan.fingerprint,
        agentInput: agentInputHash(plan, { discipline: setup.discipline, maxTurns: setup.maxTurns }),
        judged: plan.evalCase.checks.some(meta/* isJudged */.sL),
        mcp: plan.evalCase.mcp,
    };
    const opened = await openTrialTape(setup.tape, trial, {
        trialRoot,
        socketPath: bubblewrap ? `${setup.runDir}/tape-${n}.sock` : undefined,
        redactor: setup.redactor,
        judge: setup.judge,
        connections,
    });
    if (!opened.ok)
        return opened;
    const relay = opened.tape.relay;
    const routed = bubblewrap
        ? { ...setup, isolation: { ...setup.isolation, egress: relay.socketPath } }
        : { ...setup, endpoint: { ...setup.endpoint, baseUrl: relay.tcpUrl } };
    return { ok: true, setup: { ...routed, judge: opened.tape.judge }, tape: opened.tape };
}

;// CONCATENATED MODULE: ./src/eval/runner/trialSetups.ts















/** The version a backend's CLI reported (undefined when it reported none), `unavailable` when it could not start. */
function backendVersion(setup) {
    return 'unavailable' in setup ? 'unavailable' : setup.backendVersion;
}
/** How every trial of each backend runs: the CLI found, the endpoint its model is at, its fence. */
function trialSetups(input) {
    const { options, env, level } = input;
    const model = options.model;
    const scripted = model.kind === 'scripted';
    const discovery = new DiscoveryListings();
    // What the runner says about reaching a real model: extra CAs, and where a provider's name is dialled.
    const live = model.kind === 'real' && !model.tape;
    const certificates = live ? extraCertificates(env, input.runDir) : undefined;
    if (certificates?.warning)
        input.progress(`warning: ${certificates.warning}`);
    const overrides = live ? hostOverrides(env, reachableHosts(options, env)) : new Map();
    if (model.kind === 'real' && model.tape?.mode === 'record' && env[RESOLVE_VARIABLE]?.trim()) {
        throw new EvalSetupError(`${RESOLVE_VARIABLE} applies to a trial's proxy, and a recording has ` +
            `none: its relay calls the provider itself. Unset ${RESOLVE_VARIABLE}, ` +
            `or record through a gateway (--model-url)`);
    }
    // A live run with no model URL: a CLI whose provider the runner must name is refused before its first trial.
    for (const name of live && !model.baseUrl ? options.selection.backends : []) {
        const unreachable = (0,agents/* agentNamed */.XC)(name).run.unreachableModel?.(env);
        if (unreachable)
            throw new EvalSetupError(unreachable);
    }
    const setups = new Map();
    for (const name of options.selection.backends) {
        const backend = (0,agents/* agentNamed */.XC)(name);
        const probe = input.probes.get(name);
        if (!probe.ok) {
            setups.set(name, { unavailable: probe.reason });
            continue;
        }
        const tape = model.kind === 'real' && model.tape ? trialTape(model.tape, backend, model, env) : undefined;
        const endpoint = model.kind === 'real'
            ? tape
                ? tapeEndpoint(`http://127.0.0.1:${network/* EGRESS_PORT */.yA}`, model.model)
                : { baseUrl: model.baseUrl, apiKey: model.apiKey, model: model.model }
            : {
                baseUrl: level === 'none' ? input.server.tcpUrl : `http://127.0.0.1:${network/* EGRESS_PORT */.yA}`,
                apiKey: 'scripted-model-key',
                model: undefined,
            };
        setups.set(name, {
            backend,
            discipline: input.discipline,
            executable: probe.executable,
            backendVersion: probe.version,
            endpoint,
            passEnv: runnerVariables(backend, model, tape !== undefined),
            isolation: input.isolation,
            programs: level === 'none'
                ? []
                : [
                    ...(0,policy/* programRoots */.ob)(probe.executable, external_node_path_default().join((0,locate/* toolsDir */.xt)(env), name), env.PATH ?? ''),
                    ...(certificates ? [certificates.dir] : []),
                ],
            runnerEnv: env,
            timeoutMs: (options.sandbox.timeoutSeconds ?? defaults/* DEFAULT_TIMEOUT_SECONDS */.KU) * 1000,
            maxTurns: options.sandbox.maxTurns ?? defaults/* DEFAULT_MAX_TURNS */.yK,
            outDir: options.output.outDir,
            redactor: input.redactor,
            sandboxParent: undefined,
            ...(tape && { tape }),
            allow: level === 'bubblewrap' && !scripted && !tape
                ? allowedHosts(name, model.kind === 'real' ? model.baseUrl : undefined, backend.run.passEnv, env)
                : undefined,
            overrides,
            ...(certificates && { certificateEnv: certificates.env }),
            runDir: input.runDir,
            discovery,
            ...((0,locate/* isInstalled */.j$)(backend, probe.executable, env) && { keptListings: (0,locate/* toolsDir */.xt)(env) }),
            limits: { ...trialLimits/* DEFAULT_TRIAL_LIMITS */.AS, ...options.sandbox.limits },
            ...(level === 'bubblewrap' && input.server && { scriptedModel: input.server }),
            judge: (0,choice/* judgeFor */.z0)(model, env),
            ...(input.npmServers && { npmServers: input.npmServers }),
        });
    }
    return setups;
}
/**
 * Which of the runner's variables a backend's CLI receives. Scripted, none; under a tape the relay holds
 * the key, so none; behind a gateway (a model URL) the gateway's key is the endpoint's, so none of the
 * runner's keys (an ANTHROPIC_AUTH_TOKEN or another provider's key would reach the gateway, and the
 * agent), only its proxy variables; else the backend's own keys, base URLs and proxies.
 */
function runnerVariables(backend, model, taped) {
    if (model.kind === 'scripted' || taped)
        return [];
    if (model.baseUrl !== undefined)
        return backend.run.passEnv.filter((name) => /^(?:https?_proxy|no_proxy)$/i.test(name));
    return backend.run.passEnv;
}
/** Every `host:port` a trial of this run may be allowed, and every provider's: what CALIPER_RESOLVE may name. */
function reachableHosts(options, env) {
    const baseUrl = options.model.kind === 'real' ? options.model.baseUrl : undefined;
    return new Set([
        ...facts/* AGENT_FACTS */.wi.flatMap((f) => f.modelHosts),
        ...options.selection.backends.flatMap((b) => allowedHosts(b, baseUrl, (0,agents/* agentNamed */.XC)(b).run.passEnv, env)),
    ]);
}

;// CONCATENATED MODULE: ./src/eval/runner/measurement.ts





/** The model a run's numbers are about, as its fingerprint and cache keys name it. */
function measuredModel(model) {
    if (model.kind === 'real' && model.tape?.mode === 'replay')
        return `replay:${model.model ?? 'cli-default'}`;
    return model.kind === 'real' ? (model.model ?? 'cli-default') : 'scripted';
}
/** How trials are counted: `fixed`, or the sequential rule. */
function trialsRule(options) {
    return options.sequential ? (0,sequential/* describeDesign */.Sn)(options.sequential) : 'fixed';
}
/** What must be equal for a resumed run to add to an earlier one's journal: how it measures, and what. */
function runFingerprint(options, discipline, trials, setups) {
    return {
        era: types/* ERA */.l,
        discipline,
        caliperVersion: version/* CALIPER_VERSION */.w,
        model: measuredModel(options.model),
        sequential: trialsRule(options.sizing),
        backends: options.selection.backends.map((name) => ({ name, version: backendVersion(setups.get(name)) })),
        trials: [...new Set(trials.map((t) => `${t.skill}|${t.backend}|${t.spec.hash}|${installed(t)}`))].sort(),
        ...runJudge(trials, setups),
    };
}
/** What a trial installs, as the fingerprint names it: `baseline`, or each skill's name and content hash. */
function installed(t) {
    return t.arm === 'baseline' ? 'baseline' : t.installs.map((i) => `${i.name}:${i.sha256}`).join(',');
}
/** Who judges the run's judged trials (one judge per run), so a resume never mixes two; nothing when none is judged. */
function runJudge(trials, setups) {
    const setup = [...setups.values()].find((s) => !('unavailable' in s));
    const judge = (0,meta/* judgeIdentity */.Ec)(trials, setup?.judge);
    return judge === undefined ? {} : { judge };
}

;// CONCATENATED MODULE: ./src/eval/runner/cachedTrials.ts







/**
 * The result cache a run reads and writes: none for a replay. A replay calls no model, so the cache would
 * save it nothing; and its key names neither the recording nor caliper's own version, so a folder
 * re-recorded, or the harness change a replay exists to re-check, would be answered by old trials.
 */
function resultCacheOf(options, progress) {
    const cache = options.output.cache;
    if (!cache)
        return undefined;
    if (options.model.kind === 'scripted' || options.model.tape?.mode !== 'replay')
        return cache;
    progress('result cache: not used by a replay (it calls no model, so it saves ' +
        'nothing; each trial is replayed from its recording)');
    return undefined;
}
/**
 * The result cache's side of a run: one entry per skill × backend, under a key that says exactly how its
 * trials were measured. Restored before anything runs; saved, on trusted refs only, once complete.
 */
class CachedTrials {
    cache;
    options;
    discipline;
    setups;
    groups;
    constructor(cache, options, discipline, setups, trials) {
        this.cache = cache;
        this.options = options;
        this.discipline = discipline;
        this.setups = setups;
        this.groups = [...(0,groupBy/* groupBy */.$)(trials, (t) => `${t.skill}|${t.backend}|${t.arm}`).values()];
    }
    /** Every group the journal has not started and the cache holds, into the book. */
    async restore(book, scripted, progress) {
        for (const group of this.groups) {
            if (group.some((t) => book.records.has(t.key)) || 'unavailable' in this.setups.get(group[0].backend))
                continue;
            const key = this.keyOf(group);
            const cached = await this.cache.store.restore(key);
            if (!cached)
                continue;
            // As this run records its own trials (a cache written by an older caliper may differ).
            for (const r of cached)
                book.restore({ ...(0,recordable/* recordedTrial */.Np)(r, scripted), fromCache: key });
            progress(`restored ${cached.length} trial(s) of ${group[0].skill} × ` +
                `${group[0].backend}${group[0].arm === 'baseline' ? ' without the skill' : ''} ` +
                `from the result cache`);
        }
    }
    /** Each complete group without harness errors, when this run may write the cache. */
    async save(book, redactor) {
        if (!this.cache.write)
            return;
        const skipped = new Set(book.skipped.map((s) => s.key));
        for (const group of this.groups) {
            // A decided case is cached as the trials that decided it, without those discarded past them.
            const done = group
                .filter((t) => !book.cases?.decidedBefore(t))
                .map((t) => book.records.get(t.key))
                .filter((r) => r !== undefined);
            const complete = group.every((t) => book.records.has(t.key) || (this.options.sizing.sequential && !skipped.has(t.key)));
            // Harness errors are not cached: a flaky fault must not be frozen into every later run.
            if (complete && done.length > 0 && done.every((r) => r.outcome !== 'error'))
                await this.cache.store.save(this.keyOf(group), redactor.value(done));
        }
    }
    keyOf(group) {
        const first = group[0];
        return (0,resultCache/* cacheKey */.k$)({
            era: types/* ERA */.l,
            discipline: this.discipline,
            backend: first.backend,
            backendVersion: backendVersion(this.setups.get(first.backend)),
            model: measuredModel(this.options.model),
            trials: this.options.sizing.sequential
                ? trialsRule(this.options.sizing)
                : `fixed:${group.filter((t) => t.evalCase.id === first.evalCase.id).length}`,
            fingerprint: first.fingerprint,
            ...(first.arm === 'baseline' && { arm: first.arm }),
            ...judgedBy(group, this.setups.get(first.backend)),
        });
    }
}
/** The judge of a group's judged trials, as its cache key names it (nothing when none is judged). */
function judgedBy(group, setup) {
    const judge = (0,meta/* judgeIdentity */.Ec)(group, 'unavailable' in setup ? undefined : setup.judge);
    return judge === undefined ? {} : { judge };
}

// EXTERNAL MODULE: ./src/eval/runner/journal.ts
var runner_journal = __webpack_require__(9854);
// EXTERNAL MODULE: ./src/eval/runner/plan.ts + 1 modules
var plan = __webpack_require__(7610);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/agents/claude-code/wire.ts
var wire = __webpack_require__(3452);
// EXTERNAL MODULE: ./src/scripted-model/chatCompletions.ts
var chatCompletions = __webpack_require__(7999);
// EXTERNAL MODULE: ./src/agents/codex/wire.ts
var codex_wire = __webpack_require__(7017);
// EXTERNAL MODULE: ./src/agents/gemini-cli/wire.ts
var gemini_cli_wire = __webpack_require__(8046);
// EXTERNAL MODULE: ./src/scripted-model/policy.ts + 1 modules
var scripted_model_policy = __webpack_require__(8431);
// EXTERNAL MODULE: ./src/scripted-model/responsesAsChat.ts
var responsesAsChat = __webpack_require__(8448);
;// CONCATENATED MODULE: ./src/scripted-model/faults.ts
/** The API a request path belongs to, or undefined for anything that is not a model call. */
function modelApiOf(method, url) {
    if (method !== 'POST')
        return undefined;
    if (url.startsWith('/v1/messages/count_tokens'))
        return undefined;
    if (url.startsWith('/v1/messages'))
        return 'anthropic';
    if (url.startsWith('/v1/responses'))
        return 'responses';
    if (url.startsWith('/v1/chat/completions'))
        return 'chat';
    if (/^\/v1(?:beta)?\/models\/[^:/?]+:(?:generateContent|streamGenerateContent)/.test(url))
        return 'gemini';
    return undefined;
}
/** Answer with a fault that has a status (rate limit, overloaded, server error) in `api`'s own shape. */
function writeFaultStatus(res, api, fault) {
    const { status, body } = faultBody(api, fault.kind);
    const headers = { 'content-type': 'application/json' };
    if (fault.kind === 'rate-limit')
        headers['retry-after'] = String(fault.retryAfterSeconds);
    if (fault.kind !== 'server-error' && fault.retryAfterMs !== undefined)
        headers['retry-after-ms'] = String(fault.retryAfterMs);
    if (api === 'anthropic')
        headers['x-should-retry'] = 'true';
    res.writeHead(status, headers);
    res.end(JSON.stringify(body));
}
function faultBody(api, kind) {
    if (api === 'anthropic') {
        if (kind === 'rate-limit')
            return {
                status: 429,
                body: {
                    type: 'error',
                    error: {
                        type: 'rate_limit_error',
                        message: 'This request would exceed the rate limit for your organization of 50 requests per minute.',
                    },
                },
            };
        if (kind === 'overloaded')
            return { status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } };
        return { status: 500, body: { type: 'error', error: { type: 'api_error', message: 'Internal server error' } } };
    }
    if (api === 'gemini') {
        if (kind === 'rate-limit')
            return {
                status: 429,
                body: {
                    error: {
                        code: 429,
                        message: 'Resource has been exhausted (e.g. check quota).',
                        status: 'RESOURCE_EXHAUSTED',
                        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1s' }],
                    },
                },
            };
        if (kind === 'overloaded')
            return {
                status: 503,
                body: {
                    error: { code: 503, message: 'The model is overloaded. Please try again later.', status: 'UNAVAILABLE' },
                },
            };
        return {
            status: 500,
            body: { error: { code: 500, message: 'An internal error has occurred.', status: 'INTERNAL' } },
        };
    }
    if (kind === 'rate-limit')
        return {
            status: 429,
            body: {
                error: {
                    message: 'Rate limit reached for requests. Please try again in 1s.',
                    type: 'requests',
                    param: null,
                    code: 'rate_limit_exceeded',
                },
            },
        };
    if (kind === 'overloaded')
        return {
            status: 503,
            body: {
                error: { message: 'The server is overloaded or not ready yet.', type: 'server_error', param: null, code: null },
            },
        };
    return {
        status: 500,
        body: {
            error: {
                message: 'The server had an error while processing your request.',
                type: 'server_error',
                param: null,
                code: null,
            },
        },
    };
}
/**
 * The response, made to drop its connection once the stream has begun: headers and the first event go
 * out, then the socket is destroyed, as a connection reset mid-answer does.
 */
function cutAfterFirstWrite(res) {
    const write = res.write.bind(res);
    let writes = 0;
    let cutting = false;
    // Dropped a moment after the first write, so that the headers and the first event reach the CLI.
    const cut = () => {
        if (cutting)
            return;
        cutting = true;
        setTimeout(() => res.socket?.destroy(), 50);
    };
    res.write = ((chunk) => {
        if (++writes > 1)
            cut();
        else
            write(chunk);
        return true;
    });
    res.end = ((chunk) => {
        if (writes === 0 && chunk !== undefined)
            write(String(chunk).slice(0, 20));
        cut();
        return res;
    });
    return res;
}

;// CONCATENATED MODULE: ./src/scripted-model/server.ts













/**
 * The request log is written on the host from what agents send, so it is bounded: a request over
 * MAX_LOGGED_REQUEST_BYTES is logged without its body, and the log stops (saying so) at MAX_LOG_BYTES.
 */
const MAX_LOGGED_REQUEST_BYTES = 2 * 1024 * 1024;
const MAX_LOG_BYTES = 64 * 1024 * 1024;
/** Far deeper than any API request nests (a few levels of messages, content blocks and tool input). */
const MAX_BODY_DEPTH = 256;
/** Whether JSON text nests arrays and objects deeper than `max`, brackets inside strings not counted. */
function nestedDeeperThan(text, max) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 92)
                i++; // backslash: skip the escaped character
            else if (c === 34)
                inString = false;
        }
        else if (c === 34)
            inString = true;
        else if (c === 91 || c === 123) {
            if (++depth > max)
                return true;
        }
        else if (c === 93 || c === 125)
            depth--;
    }
    return false;
}
/** The body of a request as JSON, or undefined: empty, not JSON, or nested too deep. */
function parseBody(raw) {
    try {
        // Agents write these bodies: one nested 20,000 deep overflowed the redactor's stack and ended the run.
        return raw === '' || nestedDeeperThan(raw, MAX_BODY_DEPTH) ? undefined : JSON.parse(raw);
    }
    catch {
        return undefined;
    }
}
/**
 * A deterministic stand-in for a model provider, for tests and the offline demo. It speaks just enough
 * of each CLI's API, answers their side calls, and decides with `nextAction` from the request alone.
 */
async function startScriptedModel(options) {
    const redactor = options.redactor ?? (0,redact/* createRedactor */.lY)();
    const log = options.logFile ? requestLog(options.logFile, redactor) : undefined;
    let modelCalls = 0;
    // Each trial's door reads bodies under the trial's budget; the model's own sockets are no trial's.
    const handlerFor = (budget) => async (req, res) => {
        // OpenRouter serves the OpenAI API under /api/v1 (Hermes's default provider).
        req.url = (req.url ?? '/').replace(/^\/api(?=\/v1\/)/, '');
        // Only a model call is answered from its body: any other request is answered before it is read.
        const api = modelApiOf(req.method, req.url);
        const raw = api ? await readRequestBody(req, res, budget) : Buffer.alloc(0);
        if (!raw)
            return;
        const body = parseBody(raw.toString('utf8'));
        try {
            log?.({ method: req.method, url: req.url, body, bytes: raw.length });
            const fault = api && options.faults?.({ api, url: req.url ?? '/', body, index: modelCalls++ });
            const answered = api && options.answeredModel && body && typeof body === 'object'
                ? { ...body, model: options.answeredModel(body.model, api) }
                : body;
            const chunked = options.chunked === true;
            if (!fault)
                route(req, res, answered, chunked);
            else if (fault.kind === 'stall')
                setTimeout(() => route(req, res, answered, chunked), fault.ms);
            else if (fault.kind === 'cut')
                route(req, cutAfterFirstWrite(res), answered, chunked);
            else
                writeFaultStatus(res, api, fault);
        }
        catch {
            if (!res.headersSent)
                res.writeHead(400, { 'content-type': 'application/json' });
            res.end('{"error":{"type":"invalid_request_error","message":"the scripted model could not read this request"}}');
        }
    };
    const handler = handlerFor(UNBUDGETED);
    const servers = [];
    let tcpUrl;
    if (options.socketPath) {
        (0,external_node_fs_.rmSync)(options.socketPath, { force: true });
        servers.push(await listen(external_node_http_default().createServer(handler), options.socketPath));
    }
    if (options.tcp) {
        const server = await listen(external_node_http_default().createServer(handler), 0);
        servers.push(server);
        tcpUrl = `http://127.0.0.1:${server.address().port}`;
    }
    const openDoor = async (socketPath, guard, bodies) => {
        const server = external_node_http_default().createServer(handlerFor(bodies));
        guard(server);
        (0,external_node_fs_.rmSync)(socketPath, { force: true });
        await listen(server, socketPath);
        return { socketPath, close: () => closeServer(server).then(() => (0,external_node_fs_.rmSync)(socketPath, { force: true })) };
    };
    return {
        tcpUrl,
        socketPath: options.socketPath,
        openDoor,
        close: async () => {
            await Promise.all(servers.map((s) => new Promise((resolve) => s.close(() => resolve()))));
            if (options.socketPath)
                (0,external_node_fs_.rmSync)(options.socketPath, { force: true });
        },
    };
}
function route(req, res, body, chunked = false) {
    const url = req.url ?? '/';
    if (req.method === 'HEAD') {
        res.writeHead(200);
        res.end();
        return;
    }
    if (req.method === 'GET') {
        // Hermes probes for LM Studio, Ollama and llama.cpp endpoints: only an OpenAI model list may answer.
        if (url === '/v1/models')
            json(res, 200, { object: 'list', data: [{ id: 'scripted-model', object: 'model', owned_by: 'caliper' }] });
        else
            json(res, 404, { error: { message: `the scripted model does not serve GET ${url}` } });
        return;
    }
    if (req.method === 'POST' && url.startsWith('/v1/messages/count_tokens')) {
        json(res, 200, { input_tokens: 100 });
        return;
    }
    if (req.method === 'POST' && url.startsWith('/v1/messages') && body && typeof body === 'object') {
        const request = body;
        const seed = (0,external_node_crypto_.createHash)('sha256')
            .update(JSON.stringify(request.messages ?? []))
            .digest('hex');
        const side = (0,wire/* sideCallAnswer */.kd)(request);
        const action = side !== undefined ? { kind: 'text', text: side } : (0,scripted_model_policy/* nextAction */.Gj)((0,wire/* decodeAnthropic */.Dr)(request), wire/* claudeDialect */.d$);
        (0,wire/* writeAnthropicResponse */.h5)(res, request, action, seed, chunked);
        return;
    }
    if (req.method === 'POST' && url.startsWith('/v1/responses') && body && typeof body === 'object') {
        const request = body;
        const seed = (0,external_node_crypto_.createHash)('sha256')
            .update(JSON.stringify(request.input ?? []))
            .digest('hex');
        if (!(0,responsesAsChat/* isCodexRequest */.P9)(request)) {
            (0,codex_wire/* writeResponsesResponse */.JJ)(res, request, chatAction((0,responsesAsChat/* responsesAsChat */.J_)(request)), seed, chunked);
            return;
        }
        const conversation = (0,codex_wire/* decodeCodex */.aP)(request);
        (0,codex_wire/* writeResponsesResponse */.JJ)(res, request, (0,scripted_model_policy/* nextAction */.Gj)(conversation, (0,codex_wire/* codexDialect */.Cf)(conversation.files)), seed, chunked);
        return;
    }
    const gemini = /^\/v1(?:beta)?\/models\/([^:/?]+):(generateContent|streamGenerateContent)/.exec(url);
    if (req.method === 'POST' && gemini && body && typeof body === 'object') {
        const request = body;
        const seed = (0,external_node_crypto_.createHash)('sha256')
            .update(JSON.stringify(request.contents ?? []))
            .digest('hex');
        const routing = (0,gemini_cli_wire/* routingAnswer */.Pe)(request);
        const conversation = (0,gemini_cli_wire/* decodeGemini */.qC)(request);
        const action = routing !== undefined
            ? { kind: 'text', text: routing }
            : (0,scripted_model_policy/* nextAction */.Gj)(conversation, (0,gemini_cli_wire/* geminiDialect */.wF)(conversation.locations));
        (0,gemini_cli_wire/* writeGeminiResponse */.Ck)(res, decodeURIComponent(gemini[1]), action, gemini[2] === 'streamGenerateContent', seed);
        return;
    }
    if (req.method === 'POST' && url.startsWith('/v1/chat/completions') && body && typeof body === 'object') {
        const request = body;
        const seed = (0,external_node_crypto_.createHash)('sha256')
            .update(JSON.stringify(request.messages ?? []))
            .digest('hex');
        (0,chatCompletions/* writeChatResponse */.Fu)(res, request, chatAction(request), seed, chunked);
        return;
    }
    json(res, 404, {
        type: 'error',
        error: { type: 'not_found_error', message: `the scripted model does not serve ${req.method} ${url}` },
    });
}
/**
 * Which CLI is asking, from the tools it offers (each Chat Completions agent's `wire.chat`, in the
 * registry's order); a tool-less call is a side call (a title, a summary).
 */
function chatAction(request) {
    if (!request.tools || request.tools.length === 0)
        return { kind: 'text', text: 'Scripted session' };
    const chat = agents/* AGENTS */.jw.find((a) => a.wire.chat?.matches(request))?.wire.chat;
    if (chat)
        return chat.answer(request);
    return { kind: 'text', text: 'The scripted model does not know this CLI (no dialect matches the tools it offers).' };
}
function json(res, status, value) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
}
/** Stop listening and end its connections: a trial's CLI may keep one alive after the trial. */
function closeServer(server) {
    return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    });
}
function listen(server, where) {
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        const done = () => {
            // Listening: an accept that fails (the host out of descriptors) loses that connection, never the run.
            server.on('error', () => { });
            resolve(server);
        };
        if (typeof where === 'string')
            server.listen(where, done);
        else
            server.listen(where, '127.0.0.1', done);
    });
}
function requestLog(file, redactor) {
    let written = 0;
    let full = false;
    return ({ method, url, body, bytes }) => {
        if (full)
            return;
        const line = bytes > MAX_LOGGED_REQUEST_BYTES
            ? redactor.json({
                method,
                url,
                bodyBytes: bytes,
                body: `not logged: larger than ${MAX_LOGGED_REQUEST_BYTES} bytes`,
            })
            : redactor.json({ method, url, body });
        const lineBytes = Buffer.byteLength(line) + 1;
        if (written + lineBytes > MAX_LOG_BYTES) {
            full = true;
            (0,external_node_fs_.appendFileSync)(file, `${JSON.stringify({
                note: `this log reached its limit of ${MAX_LOG_BYTES} bytes; later requests ` + `are not logged`,
            })}\n`);
            return;
        }
        written += lineBytes;
        (0,external_node_fs_.appendFileSync)(file, `${line}\n`);
    };
}

// EXTERNAL MODULE: ./src/eval/disciplines/discipline.ts
var disciplines_discipline = __webpack_require__(5486);
// EXTERNAL MODULE: ./src/eval/sandbox/cleanup.ts
var cleanup = __webpack_require__(4186);
// EXTERNAL MODULE: ./src/eval/sandbox/isolation.ts + 2 modules
var isolation = __webpack_require__(2457);
// EXTERNAL MODULE: ./src/eval/sandbox/seccomp.ts
var seccomp = __webpack_require__(6488);
;// CONCATENATED MODULE: ./src/eval/runner/preflight.ts













/** Refuse, before anything is started, a backend this caliper lacks or one the discipline cannot drive. */
function checkBackends(backends, discipline) {
    for (const name of backends) {
        const backend = (0,agents/* agentNamed */.XC)(name);
        if (!backend)
            throw new EvalSetupError(`backend ${name} is not available in this version of caliper`);
        const unsupported = (0,disciplines_discipline/* disciplineUnsupported */.ku)(discipline, backend);
        if (unsupported)
            throw new EvalSetupError(unsupported);
    }
}
/**
 * Everything that must hold before the first trial: the sandbox is available, leftovers of a dead run are
 * gone, the CLIs answer `--version`, and (scripted) the model is listening. `close` undoes it.
 */
async function preflight(options, discipline, redactor, progress, npmServers) {
    const env = options.sandbox.env ?? process.env;
    const level = options.sandbox.isolation ?? 'bubblewrap';
    if (level === 'bubblewrap') {
        const available = (0,isolation/* bubblewrapAvailable */.si)(env.PATH ?? '/usr/local/bin:/usr/bin:/bin');
        if (!available.ok)
            throw new EvalSetupError(available.reason);
    }
    for (const gone of (0,cleanup/* removeLeftovers */.DA)(external_node_os_default().tmpdir()))
        progress(`removed ${gone}, left by a caliper run that died`);
    const runDir = external_node_fs_.realpathSync.native((0,cleanup/* makeOwnedFolder */.Kq)(external_node_os_default().tmpdir(), 'run'));
    let server;
    const close = async () => {
        await server?.close();
        (0,external_node_fs_.rmSync)(runDir, { recursive: true, force: true });
    };
    try {
        const probes = new Map(options.selection.backends.map((name) => [
            name,
            (0,locate/* probeCli */.nJ)((0,agents/* agentNamed */.XC)(name), options.sandbox.cliPaths?.[name], env),
        ]));
        for (const probe of probes.values())
            if (!probe.ok)
                progress(probe.reason);
        if (options.model.kind === 'scripted')
            server = await startScriptedModel({
                tcp: level === 'none',
                logFile: external_node_path_default().join(options.output.outDir, 'model-requests.jsonl'),
                redactor,
            });
        // Each trial gets its own way out (runTrial): a socket of its own to the scripted model, or its own
        // allow-list proxy with a real model, so that what it opens and what it is refused are its own.
        const isolation = level === 'bubblewrap'
            ? {
                kind: 'bubblewrap',
                forwarder: (0,network/* writeForwarder */.mB)(runDir),
                seccomp: (0,seccomp/* writeSeccompFilter */.Qb)(runDir),
                egress: undefined,
            }
            : { kind: 'none' };
        const setups = trialSetups({
            options,
            discipline,
            env,
            level,
            isolation,
            probes,
            server,
            runDir,
            redactor,
            progress,
            npmServers,
        });
        return { level, runDir, setups, close };
    }
    catch (error) {
        await close();
        throw error;
    }
}

// EXTERNAL MODULE: ./src/eval/runner/dryRun.ts + 1 modules
var dryRun = __webpack_require__(2625);
// EXTERNAL MODULE: ./src/eval/runner/skipLines.ts
var skipLines = __webpack_require__(9963);
// EXTERNAL MODULE: ./src/results/spend/spend.ts
var spend = __webpack_require__(3325);
// EXTERNAL MODULE: ./src/results/providerErrors.ts
var providerErrors = __webpack_require__(5522);
;// CONCATENATED MODULE: ./src/eval/runner/runMeta.ts










/** Where the agent could connect: `*` without isolation, the scripted model's socket, or the real model's hosts. */
function runNetwork(level, model, backends, env) {
    if (level === 'none')
        return { allow: ['*'] };
    if (model.kind === 'scripted')
        return { allow: ['scripted-model'] };
    return {
        allow: [
            ...new Set(backends.flatMap((b) => allowedHosts(b, model.baseUrl, (0,agents/* agentNamed */.XC)(b).run.passEnv, env))),
        ].sort(),
    };
}
/** What a run's meta records: how it measured, with what, and what it spent (`records`: its finished trials). */
function runMeta(input) {
    const scripted = input.model.kind === 'scripted';
    const chosen = input.model.kind === 'real' ? input.model.model : undefined;
    return {
        era: types/* ERA */.l,
        discipline: input.discipline,
        caliperVersion: version/* CALIPER_VERSION */.w,
        backends: input.backends.map(({ name, version }) => {
            const done = input.records.find((r) => r.backend === name && r.model);
            // The CLI names the model it asked for; with the scripted model that name is not what answered.
            const bundled = (0,facts/* factsOf */.xS)(name).bundledSkills;
            return {
                name,
                version,
                model: scripted ? recordable/* SCRIPTED_MODEL */.R : (done?.model ?? chosen),
                bundledSkills: bundled.policy === 'off' ? { policy: 'off' } : { policy: bundled.policy, names: [...bundled.names] },
            };
        }),
        modelSource: modelSourceOf(input.model),
        defaultTrials: input.defaultTrials,
        isolation: input.isolation,
        network: input.network,
        ...(input.sequential && { sequential: (0,sequential/* describeDesign */.Sn)(input.sequential) }),
        ...(input.alongside && { alongside: input.alongside === 'all' ? 'all' : [...new Set(input.alongside)].sort() }),
        ...(0,meta/* judgeMeta */.Ln)(input.records),
        platform: `${process.platform}-${process.arch} node ${process.version}`,
        startedAt: input.startedAt,
        finishedAt: new Date().toISOString(),
        spend: (0,spend/* runSpend */.mP)(input.records, scripted, input.model.kind === 'real' && input.model.tape?.mode === 'replay'),
        ...providerErrorsOf(input.records),
    };
}
/**
 * A finished trial as the journal keeps it: priced from what the CLI reported, redacted, then in the form results.json
 * records.
 */
function trialAsJournaled(raw, redactor, scripted) {
    return (0,recordable/* recordedTrial */.Np)(redactor.value({ ...raw, usage: (0,spend/* pricedUsage */.PH)(raw.usage, raw.model, scripted) }), scripted);
}
/**
 * The results as results.json holds them: redacted first, so that what the redactor puts into a value is then made a
 * form the results check accepts.
 */
function resultsAsWritten(results, redactor) {
    return (0,recordable/* recordableResults */._F)(redactor.value(results));
}
function modelSourceOf(model) {
    if (model.kind === 'scripted')
        return { kind: 'scripted' };
    if (model.tape?.mode === 'replay')
        return { kind: 'replay' };
    if (!model.baseUrl)
        return { kind: 'real', endpoint: 'default' };
    try {
        return { kind: 'real', endpoint: new URL(model.baseUrl).host || 'custom' };
    }
    catch {
        return { kind: 'real', endpoint: 'custom' };
    }
}
/** The run's trials a provider failed on some attempt, when there are any (for the comment's line). */
function providerErrorsOf(records) {
    const totals = (0,providerErrors/* providerErrorTotals */.F)(records);
    return totals ? { providerErrors: totals } : {};
}

;// CONCATENATED MODULE: ./src/eval/runner/pool.ts
/**
 * Run `work` over `items` with at most `concurrency` at once; `shouldStart` may drop an item. With
 * `preferred`, a free worker takes the first waiting item it prefers, else the first waiting one: no
 * worker idles while anything waits, but what is preferred goes first.
 */
async function runPool(items, concurrency, work, shouldStart = () => true, preferred) {
    const waiting = [...items];
    const take = () => waiting.splice(preferred ? Math.max(0, waiting.findIndex(preferred)) : 0, 1)[0];
    const worker = async () => {
        for (let item = take(); item !== undefined; item = take()) {
            if (!shouldStart(item))
                continue;
            await work(item);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

// EXTERNAL MODULE: ./src/eval/runner/retryPolicy.ts
var retryPolicy = __webpack_require__(8485);
;// CONCATENATED MODULE: ./src/eval/turns/continueSession.ts
/**
 * After the first run, each follow-up of `turns` as the next user message of the same session, run as
 * the first was (`run`). It stops at the first turn the harness or the CLI failed (`fault`, or a
 * non-zero exit), whose result is then the session's. The transcript is what every turn printed, in
 * order: the checks read the whole session.
 */
async function continueSession(first, turns, input) {
    let session = { ...first, turns: [first.stdout] };
    for (const prompt of turns) {
        if (input.fault(session) !== undefined || session.exitCode !== 0)
            break;
        const command = input.backend.run.resume?.({ ...input.commandInput, prompt });
        if (!command)
            return { ...session, spawnError: `${input.backend.name} cannot resume a session` };
        const next = await input.run(command);
        session = {
            ...next,
            stdout: `${session.stdout}${session.stdout.endsWith('\n') || session.stdout === '' ? '' : '\n'}${next.stdout}`,
            stderr: `${session.stderr}${next.stderr}`,
            durationMs: session.durationMs + next.durationMs,
            truncated: session.truncated || next.truncated,
            turns: [...session.turns, next.stdout],
        };
    }
    return session;
}
/**
 * A session's transcript: parsed whole (the tool calls of every turn), with the last turn's answer and
 * the usage summed over the turns, each parsed alone (a CLI reports a run's usage once, at its end).
 */
function sessionTranscript(parse, run) {
    const whole = parse(run.stdout);
    if (!whole.ok || run.turns.length < 2)
        return whole;
    const usage = { inputTokens: 0, outputTokens: 0, costUsd: 0 };
    let last;
    for (const stdout of run.turns) {
        const turn = parse(stdout);
        if (!turn.ok)
            return whole;
        last = turn.transcript;
        usage.inputTokens += last.usage.inputTokens;
        usage.outputTokens += last.usage.outputTokens;
        usage.costUsd =
            usage.costUsd === undefined || last.usage.costUsd === undefined ? undefined : usage.costUsd + last.usage.costUsd;
        if (last.usage.turns !== undefined)
            usage.turns = (usage.turns ?? 0) + last.usage.turns;
    }
    // The answer is the last turn's own (a parser that joins streamed pieces would join every turn's).
    return { ok: true, transcript: { ...whole.transcript, usage, finalAnswer: last.finalAnswer } };
}

// EXTERNAL MODULE: ./src/eval/sandbox/sandbox.ts
var sandbox_sandbox = __webpack_require__(6245);
;// CONCATENATED MODULE: ./src/util/untilAborted.ts
/** `promise`, or undefined as soon as `signal` aborts (the promise itself goes on for whoever else awaits it). */
function untilAborted(promise, signal) {
    if (!signal)
        return promise;
    if (signal.aborted)
        return Promise.resolve(undefined);
    return new Promise((resolve) => {
        const onAbort = () => resolve(undefined);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        });
    });
}

// EXTERNAL MODULE: ./src/eval/runner/trialPlan.ts
var trialPlan = __webpack_require__(1110);
// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
// EXTERNAL MODULE: ./src/eval/disciplines/forceLoad.ts
var forceLoad = __webpack_require__(6961);
;// CONCATENATED MODULE: ./src/eval/disciplines/trialInput.ts




/** Where a discipline puts the skills and what it asks the agent. Throws on a body too large to pass. */
function trialInput(discipline, backend, plan, sandbox) {
    const prompt = plan.evalCase.prompt;
    // The baseline arm installs nothing: the prompt as the spec wrote it, and nothing to have discovered.
    if (plan.arm === 'baseline')
        return { skillsRoot: backend.run.skillsRoot(sandbox), prompt, expectDiscovery: false };
    switch (discipline) {
        case 'install-discover':
            return { skillsRoot: backend.run.skillsRoot(sandbox), prompt, expectDiscovery: true };
        case 'explicit':
            // The invocation is the prompt's first character: CLIs expand it only there.
            return {
                skillsRoot: backend.run.skillsRoot(sandbox),
                prompt: `${backend.run.explicit.invocation(plan.skill)} ${prompt}`,
                expectDiscovery: true,
            };
        case 'force-load': {
            const root = (0,forceLoad/* forcedSkillsDir */.j$)(sandbox);
            const subject = plan.installs.find((i) => i.name === plan.skill);
            const skillMd = subject?.files.find((f) => f.rel === 'SKILL.md');
            if (!skillMd)
                throw new Error(`${plan.skill} has no SKILL.md to force-load`);
            const body = (0,frontmatter/* skillBody */.k2)((0,external_node_fs_.readFileSync)(skillMd.source, 'utf8'));
            const rendered = (0,forceLoad/* renderForcedPrompt */.Mo)({ name: plan.skill, dir: external_node_path_default().join(root, plan.skill), body }, prompt);
            if (Buffer.byteLength(rendered) > forceLoad/* MAX_FORCED_PROMPT_BYTES */.yV) {
                throw new Error(`${plan.skill}'s body is too large to force-load as a prompt argument ` +
                    `(over ${forceLoad/* MAX_FORCED_PROMPT_BYTES */.yV / 1024} KiB); shorten it or move ` +
                    `detail into references`);
            }
            return { skillsRoot: root, prompt: rendered, expectDiscovery: false };
        }
    }
}
/** Each installed skill's activation, read the way the discipline says. */
function trialActivations(input) {
    const { discipline, backend, installed } = input;
    const activations = {};
    if (discipline === 'force-load') {
        for (const name of installed)
            activations[name] = 'not-measured';
        return activations;
    }
    const activated = backend.transcript.activatedSkills(input.transcript, input.skillsRoot);
    if (discipline === 'explicit')
        for (const name of backend.transcript.explicitlyLoaded(input.sandbox, input.stdout))
            activated.add(name);
    for (const name of installed)
        activations[name] = activated.has(name) ? 'activated' : 'not-activated';
    return activations;
}

// EXTERNAL MODULE: ./src/eval/sandbox/environment.ts
var environment = __webpack_require__(1475);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/util/trialFiles.ts
var trialFiles = __webpack_require__(4205);
// EXTERNAL MODULE: ./src/eval/backends/cliFacts.ts
var cliFacts = __webpack_require__(8409);
;// CONCATENATED MODULE: ./src/eval/runner/keptListings.ts







/**
 * A listing probe's output, kept in the tools folder so that a later run does not start the CLI again
 * only to list the same skills. Kept under a digest of everything the probe was started on: this build
 * of caliper and the CLI's executable as the file system reports them (a rebuild, a reinstall or an
 * upgrade is another), its arguments, its environment and stdin, and every file of the sandbox (the
 * installed skills and the configuration caliper wrote), with the sandbox's own path replaced. Change any of them and
 * the digest changes: the probe runs again. The raw output is kept, not the list, so that it is parsed by this build.
 * Outside every backend's folder (those are mounted into trials): no trial sees another run's listings.
 */
const KEPT_LISTINGS_FOLDER = '.listings';
const MAX_OUTPUT = 1024 * 1024;
/** Sandboxes bigger than this are probed every time rather than read whole to be digested. */
const MAX_DIGESTED = 8 * 1024 * 1024;
const MAX_KEPT = 256;
const SANDBOX = '\u0000sandbox\u0000';
/**
 * The digest a probe's output is kept under, or undefined when it cannot be one (an executable gone, a sandbox too
 * big).
 */
function probeDigest(start, sandbox) {
    const print = (0,cliFacts/* fingerprint */.Rj)(start.executable);
    if (print === undefined)
        return undefined;
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const add = (text) => hash.update(`${text.split(sandbox.root).join(SANDBOX)}\u0000`);
    [caliperBuild(), start.executable, print, ...start.args, start.stdin].forEach(add);
    for (const name of Object.keys(start.env).sort())
        add(`${name}=${start.env[name]}`);
    let budget = MAX_DIGESTED;
    for (const dir of [sandbox.workDir, sandbox.homeDir, sandbox.configDir, sandbox.tmpDir]) {
        budget = digestTree(dir, add, budget);
        if (budget < 0)
            return undefined;
    }
    return hash.digest('hex');
}
let build;
/**
 * This build of caliper, as the file system reports it: how it mounts and starts a CLI is part of what
 * a CLI lists. The bundle's own file; run from the sources (tests), every source file's size and time.
 */
function caliperBuild() {
    if (build !== undefined)
        return build;
    const here = (0,external_node_url_.fileURLToPath)(import.meta.url);
    if (!here.endsWith('.ts'))
        return (build = `${version/* CALIPER_VERSION */.w} ${(0,cliFacts/* fingerprint */.Rj)(here) ?? ''}`);
    const sources = [];
    const walk = (dir) => {
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
            const file = external_node_path_default().join(dir, entry.name);
            if (entry.isDirectory())
                walk(file);
            else
                sources.push(`${file} ${(0,cliFacts/* fingerprint */.Rj)(file) ?? ''}`);
        }
    };
    walk(external_node_path_default().resolve(external_node_path_default().dirname(here), '..', '..'));
    return (build = (0,external_node_crypto_.createHash)('sha256').update(sources.join('\n')).digest('hex'));
}
/** Each entry under `dir` in name order: its path, its kind, and a file's content or a link's target. */
function digestTree(dir, add, budget) {
    for (const name of (0,external_node_fs_.readdirSync)(dir).sort()) {
        const file = external_node_path_default().join(dir, name);
        const s = (0,external_node_fs_.lstatSync)(file);
        if (s.isDirectory()) {
            add(`d ${file}`);
            budget = digestTree(file, add, budget);
        }
        else if (s.isSymbolicLink())
            add(`l ${file} ${(0,external_node_fs_.readlinkSync)(file)}`);
        else if (s.isFile() && (budget -= s.size) >= 0)
            add(`f ${file} ${s.mode & 0o777} ${(0,external_node_fs_.readFileSync)(file, 'latin1')}`);
        else
            return -1;
        if (budget < 0)
            return budget;
    }
    return budget;
}
/** The output kept under `digest` in `tools`, if any (read as every untrusted file is: no link, no FIFO, bounded). */
function recallListing(tools, digest) {
    return (0,trialFiles/* readTrialText */.uK)(external_node_path_default().join(tools, KEPT_LISTINGS_FOLDER), `${digest}.out`, MAX_OUTPUT);
}
/** Keep a probe's output; a tools folder caliper may not write is left as it is. */
function keepListing(tools, digest, stdout) {
    if (Buffer.byteLength(stdout) > MAX_OUTPUT)
        return;
    const file = keptFile(tools, digest);
    const partial = `${file}.${process.pid}.tmp`;
    try {
        (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(file), { recursive: true, mode: 0o755 });
        pruneKept(external_node_path_default().dirname(file));
        (0,external_node_fs_.writeFileSync)(partial, stdout, { flag: 'wx', mode: 0o644 });
        (0,external_node_fs_.renameSync)(partial, file);
    }
    catch {
        (0,external_node_fs_.rmSync)(partial, { force: true });
    }
}
function keptFile(tools, digest) {
    return external_node_path_default().join(tools, KEPT_LISTINGS_FOLDER, `${digest}.out`);
}
/** At most MAX_KEPT outputs: the oldest go first. */
function pruneKept(folder) {
    const kept = (0,external_node_fs_.readdirSync)(folder).filter((n) => n.endsWith('.out'));
    if (kept.length < MAX_KEPT)
        return;
    const byAge = kept.map((n) => ({ n, t: (0,external_node_fs_.statSync)(external_node_path_default().join(folder, n)).mtimeMs })).sort((a, b) => a.t - b.t);
    for (const { n } of byAge.slice(0, kept.length - MAX_KEPT + 1))
        (0,external_node_fs_.rmSync)(external_node_path_default().join(folder, n), { force: true });
}

// EXTERNAL MODULE: ./src/eval/runner/process.ts
var runner_process = __webpack_require__(708);
;// CONCATENATED MODULE: ./src/eval/runner/trial/fence.ts





/** Every way CLIs and their tools are told to use a proxy; NODE_USE_ENV_PROXY for Node's own fetch (24+). */
const PROXY_URL = `http://127.0.0.1:${network/* EGRESS_PORT */.yA}`;
const PROXY_ENV = {
    HTTPS_PROXY: PROXY_URL,
    HTTP_PROXY: PROXY_URL,
    https_proxy: PROXY_URL,
    http_proxy: PROXY_URL,
    ALL_PROXY: PROXY_URL,
    NO_PROXY: '',
    no_proxy: '',
    NODE_USE_ENV_PROXY: '1',
};
/**
 * Every process of a trial (the CLI, its export and listing, its checks) runs this way: in the working
 * folder, with the sandbox's seccomp descriptor, under the trial's limits.
 */
function runFenced(setup, sandbox, w, options) {
    return (0,runner_process/* runProcess */.R)({
        command: w.command,
        args: w.args,
        files: w.files,
        watch: limitsOf(setup, sandbox),
        cwd: sandbox.workDir,
        ...options,
    });
}
/** A command of the trial in the agent's view: with its way out (`egress`) or, for its checks and listing, without. */
function fenced(setup, sandbox, command, args, egress = true) {
    return (0,isolation/* wrapCommand */.MG)(setup.isolation, { ...agentFence(setup, sandbox), egress }, command, args);
}
/** The trial's limits, watched by the process runner (none without a sandbox). */
function limitsOf(setup, sandbox) {
    if (setup.isolation.kind === 'none')
        return undefined;
    return {
        everyMs: trialLimits/* WATCH_EVERY_MS */.VG,
        overLimit: (pid) => setup.connections?.overLimit() ?? (0,trialLimits/* overLimit */.W1)(pid, sandbox.root, setup.limits),
    };
}
function agentFence(setup, sandbox) {
    return {
        root: sandbox.root,
        cwd: sandbox.workDir,
        programs: setup.programs,
        egress: true,
        openFiles: setup.limits.openFiles,
        pinned: (setup.backend.run.pinned?.(sandbox) ?? []).filter((file) => (0,external_node_fs_.existsSync)(file)),
    };
}
/** Faults of the harness or the CLI process, before the transcript is even read. */
function classifyRun(run, setup) {
    const seconds = Math.round(setup.timeoutMs / 1000);
    if (run.spawnError)
        return `${setup.backend.name} could not be started: ${run.spawnError}`;
    if (run.limitExceeded)
        return run.limitExceeded;
    if (run.timedOut)
        return `timed out after ${seconds}s (the CLI's process group was killed)`;
    if (run.exitCode === network/* LAUNCHER_FAILURE */.Oy) {
        const line = run.stderr.split('\n').find((l) => l.startsWith('caliper-launcher: '));
        if (line)
            return `the sandbox could not start the CLI: ${line.slice('caliper-launcher: '.length)}`;
    }
    const bwrapLine = setup.isolation.kind === 'bubblewrap' && run.exitCode === 1
        ? run.stderr.split('\n').find((l) => l.startsWith('bwrap: '))
        : undefined;
    if (bwrapLine)
        return `the sandbox could not be set up: ${bwrapLine}`;
    if (run.signal)
        return `the CLI was killed by ${run.signal}`;
    return undefined;
}
function withExit(reason, run) {
    if (run.exitCode === 0)
        return reason;
    const tail = run.stderr.trim().split('\n').slice(-2).join(' | ').slice(0, 300);
    return `${reason}; exit ${run.exitCode}${tail ? `: ${tail}` : ''}`;
}

;// CONCATENATED MODULE: ./src/eval/runner/trial/discoveryProbe.ts






/** The CLI's model-free listing of the trial's installed set, in a fresh sandbox holding only that set. */
async function probeDiscovery(setup, plan) {
    const probe = setup.backend.run.discoveryProbe;
    const sandbox = (0,sandbox_sandbox/* createSandbox */._i)(setup.sandboxParent);
    try {
        const input = trialInput(setup.discipline, setup.backend, plan, sandbox);
        for (const install of plan.installs)
            (0,sandbox_sandbox/* copyFiles */.Bn)(install.files, external_node_path_default().join(input.skillsRoot, install.name));
        setup.backend.run.configure(sandbox, setup.endpoint);
        const commandInput = { sandbox, prompt: input.prompt, endpoint: setup.endpoint, maxTurns: setup.maxTurns };
        const { env: backendEnv } = setup.backend.run.command(commandInput);
        const env = (0,environment/* sandboxEnvironment */.Z)({ sandbox, runnerEnv: setup.runnerEnv, passEnv: setup.passEnv, backendEnv });
        const args = probe.args(commandInput);
        const digest = setup.keptListings === undefined
            ? undefined
            : probeDigest({ executable: setup.executable, args, env: backendEnv, stdin: probe.stdin }, sandbox);
        const kept = digest === undefined ? undefined : recallListing(setup.keptListings, digest);
        if (kept !== undefined) {
            const listing = listingIn(setup, kept);
            if (listing.ok)
                return listing;
        }
        // No way out: listing skills needs no model, and this sandbox belongs to no one trial's proxy.
        const w = fenced(setup, sandbox, setup.executable, args, false);
        const r = await runFenced(setup, sandbox, w, {
            env,
            timeoutMs: Math.min(setup.timeoutMs, 120_000),
            input: probe.stdin,
        });
        const fault = classifyRun(r, setup);
        if (fault !== undefined)
            return { ok: false, reason: `${setup.backend.name} could not list its skills: ${fault}` };
        const listing = listingIn(setup, r.stdout, r);
        if (listing.ok && digest !== undefined)
            keepListing(setup.keptListings, digest, r.stdout);
        return listing;
    }
    finally {
        (0,sandbox_sandbox/* removeSandbox */.Ur)(sandbox);
    }
}
/** The listing a probe's output gives (`r`, the run it came from, names its exit when it gives none). */
function listingIn(setup, stdout, r) {
    const read = setup.backend.transcript.probe;
    const skills = read.skills(stdout);
    if (skills === undefined)
        return {
            ok: false,
            reason: `${setup.backend.name} could not list its skills: ` +
                `${r ? withExit('its listing was unreadable', r) : 'its kept listing was unreadable'}`,
        };
    const listed = read.listing(stdout);
    return { ok: true, skills, ...(listed && { listed }) };
}

// EXTERNAL MODULE: ./src/eval/arms/arm.ts
var arm = __webpack_require__(3274);
// EXTERNAL MODULE: ./src/eval/checks/index.ts + 12 modules
var eval_checks = __webpack_require__(6017);
// EXTERNAL MODULE: ./src/eval/discovery/outsideChoices.ts
var outsideChoices = __webpack_require__(4238);
// EXTERNAL MODULE: ./src/eval/evidence/agentFiles.ts
var agentFiles = __webpack_require__(6720);
;// CONCATENATED MODULE: ./src/eval/runner/trial/grade.ts









/**
 * Activation from the CLI's transcript, the case's checks (each in the agent's view, with no way out
 * and no key), the agent's files kept, and the outcome: the first check error, else the first failure.
 */
async function gradeTrial(plan, setup, sandbox, input, run, signal) {
    const t = run.transcript;
    // What the CLI listed survives only here for CLIs that list skills in a rollout or a probe.
    const discovered = t.discoveredSkills
        ? { discovered: t.discoveredSkills, discoveredBy: run.probed ? 'listing-probe' : 'run' }
        : {};
    const installed = plan.installs.map((i) => i.name);
    const undiscovered = input.expectDiscovery ? discoveryProblem(t, installed, setup.backend.name) : undefined;
    const activations = trialActivations({
        discipline: setup.discipline,
        backend: setup.backend,
        transcript: t,
        stdout: run.stdout,
        sandbox,
        skillsRoot: input.skillsRoot,
        installed,
    });
    const activated = new Set(installed.filter((name) => activations[name] === 'activated'));
    // On an error, what fired before it still counts where it should not have (activatedBeforeFault.ts).
    const beforeFault = activated.size > 0 ? { activatedBeforeFault: [...activated] } : {};
    if (undiscovered)
        return { ok: false, reason: undiscovered, extra: { ...discovered, ...beforeFault } };
    // What else the agent chose, and the listing it chose from, in the CLI's words where it keeps them.
    const outside = setup.discipline === 'force-load'
        ? []
        : (0,outsideChoices/* chosenOutside */.qF)(setup.backend.transcript.activatedSkills(t, input.skillsRoot), installed);
    const listed = input.expectDiscovery
        ? (setup.backend.transcript.listedInRun?.(run.stdout, sandbox) ?? run.probed?.listed)
        : undefined;
    const ctx = checkContext(plan, setup, sandbox, input, { transcript: t, activated, installed, outside }, signal);
    const measured = (0,disciplines_discipline/* measuredChecks */.cT)(setup.discipline, plan.evalCase.checks);
    const checks = [];
    for (const check of measured)
        checks.push(await (0,eval_checks/* runCheck */.k_)(check, ctx));
    const task = plan.arm === 'skill' ? (0,arm/* taskOutcome */.q)(measured, checks) : undefined;
    const agentFiles = keptFiles(plan, setup, sandbox, run.saved);
    const { outcome, reason } = outcomeOf(checks, t.outOfTurns ? setup.maxTurns : undefined);
    return {
        ok: true,
        record: {
            model: t.model ?? setup.endpoint.model,
            backendVersion: t.cliVersion ?? setup.backendVersion,
            outcome,
            ...(reason !== undefined && { reason }),
            ...(outcome !== 'error' ? { activations } : beforeFault),
            ...(outcome !== 'error' && task !== undefined && { task }),
            ...(outside.length > 0 && { chosenOutside: outside }),
            ...(t.outOfTurns && { outOfTurns: setup.maxTurns }),
            ...discovered,
            ...(listed && { listed }),
            checks,
            usage: t.usage,
            transcript: run.saved,
            ...((agentFiles.kept.length > 0 || agentFiles.more > 0) && { agentFiles }),
        },
    };
}
/** A skill the CLI never listed cannot have been chosen: that is a harness error, not "not activated". */
function discoveryProblem(t, installed, backend) {
    if (t.discoveredSkills === undefined)
        return `${backend} did not report which skills it discovered, so activation cannot be trusted`;
    const missing = installed.filter((s) => !t.discoveredSkills.includes(s));
    return missing.length > 0 ? `${backend} did not discover the installed skill(s) ${missing.join(', ')}` : undefined;
}
/** What a check sees: the agent's view, after it, without its way out (no network, no key). */
function checkContext(plan, setup, sandbox, input, seen, signal) {
    const checkEnv = (0,environment/* sandboxEnvironment */.Z)({ sandbox, runnerEnv: setup.runnerEnv, passEnv: [], backendEnv: {} });
    return {
        trialRoot: sandbox.root,
        workDir: sandbox.workDir,
        transcript: seen.transcript,
        activated: seen.activated,
        installed: seen.installed,
        chosenOutside: seen.outside,
        backend: setup.backend.name,
        skillsRoot: input.skillsRoot,
        subject: plan.skill,
        judge: setup.judge,
        // caliper's own record of what the trial's mock servers received: never the agent's transcript.
        ...(setup.mcp && { mcpCalls: setup.mcp.host.calls() }),
        runCommand: (command, timeoutMs) => runFenced(setup, sandbox, fenced(setup, sandbox, 'sh', ['-c', command], false), {
            env: checkEnv,
            timeoutMs,
            signal,
        }),
    };
}
/** The first check error, else the first failure (with the turns it ran out of, if it did), else a pass. */
function outcomeOf(checks, outOfTurnsAt) {
    const firstError = checks.find((c) => c.status === 'error');
    if (firstError)
        return { outcome: 'error', reason: `check ${firstError.label}: ${firstError.reason}` };
    const firstFail = checks.find((c) => c.status === 'fail');
    if (!firstFail)
        return { outcome: 'pass', reason: undefined };
    const outOfTurns = outOfTurnsAt !== undefined ? `; the agent ran out of turns (${outOfTurnsAt})` : '';
    return { outcome: 'fail', reason: `${firstFail.label}: ${firstFail.reason}${outOfTurns}` };
}
/** The files the agent left in its work folder, kept beside its transcript (`saved`). */
function keptFiles(plan, setup, sandbox, saved) {
    return (0,agentFiles/* keepAgentFiles */.i)({
        trialRoot: sandbox.root,
        workRel: external_node_path_default().relative(sandbox.root, sandbox.workDir),
        fixtures: plan.fixtures,
        caliperFiles: pinnedInWorkFolder(setup, sandbox),
        outDir: setup.outDir,
        savedAs: saved.replace(/\.jsonl$/, '.files'),
        redactor: setup.redactor,
    });
}
/** The files caliper wrote in the work folder and pinned for the CLI, as work-folder names. */
function pinnedInWorkFolder(setup, sandbox) {
    return (setup.backend.run.pinned?.(sandbox) ?? [])
        .map((file) => external_node_path_default().relative(sandbox.workDir, file))
        .filter((rel) => !rel.startsWith('..') && !external_node_path_default().isAbsolute(rel))
        .map((rel) => rel.split((external_node_path_default()).sep).join('/'));
}

// EXTERNAL MODULE: ./src/eval/sandbox/pluginFiles.ts
var pluginFiles = __webpack_require__(4996);
;// CONCATENATED MODULE: ./src/eval/sandbox/offlineTools.ts
/**
 * Variables that make package managers fail at once inside a sandbox with no network. npm (and npx,
 * pnpm, which read npm_config_*) retries a failed fetch twice, 10 s then 60 s apart: with no route to
 * any registry, each `npx some-cli` a skill shows would spend about 70 s of the trial's timeout waiting,
 * and a skill with four of them in one block timed out (a harness error) on expo/skills and editframe/skills.
 * The error the agent sees is the same (EAI_AGAIN), only without the wait. Not set with an allow-list
 * proxy: a registry may be one of its hosts.
 */
const OFFLINE_TOOLS_ENV = { npm_config_fetch_retries: '0' };

;// CONCATENATED MODULE: ./src/eval/runner/trial/prepare.ts







/**
 * Install the trial's skills (and plugin files) in the backend's native root, copy its fixtures, write
 * the CLI's settings, and build its command and environment: from nothing but PATH, the backend's own
 * variables, the runner's extra CAs, with a proxy the proxy's and, in a sandbox with no
 * way out but to the model, what makes package managers fail at once.
 */
function prepareTrial(plan, setup, sandbox, proxied) {
    const input = trialInput(setup.discipline, setup.backend, plan, sandbox);
    const pluginRoots = new Map();
    for (const install of plan.installs) {
        const dir = external_node_path_default().join(input.skillsRoot, install.name);
        (0,sandbox_sandbox/* copyFiles */.Bn)(install.files, dir);
        if (install.plugin)
            pluginRoots.set(install.name, (0,pluginFiles/* placePluginFiles */.E)(install.plugin, dir, sandbox, {
                name: setup.backend.name,
                skillsRoot: input.skillsRoot,
                configNames: setup.backend.run.configNames,
            }));
    }
    (0,sandbox_sandbox/* copyFiles */.Bn)(plan.fixtures, sandbox.workDir);
    setup.backend.run.configure(sandbox, setup.endpoint, (0,environment/* passedVariables */.a)(setup.runnerEnv, setup.passEnv), setup.maxTurns);
    const pluginRoot = pluginRoots.get(plan.skill);
    const commandInput = {
        sandbox,
        prompt: input.prompt,
        endpoint: setup.endpoint,
        maxTurns: setup.maxTurns,
        executable: setup.executable,
        ...(pluginRoot !== undefined && { pluginRoot }),
    };
    const command = setup.backend.run.command(commandInput);
    // After the CLI's own settings, which its MCP config may extend (Codex's config.toml).
    const mcp = setup.mcp && setup.backend.mcp ? setup.backend.mcp.configure(sandbox, setup.mcp.servers) : { args: [], env: {} };
    const { stdin, program } = command;
    const args = [...command.args, ...mcp.args];
    const backendEnv = { ...command.env, ...mcp.env };
    const offline = setup.isolation.kind === 'bubblewrap' && !proxied ? OFFLINE_TOOLS_ENV : {};
    const base = (0,environment/* sandboxEnvironment */.Z)({ sandbox, runnerEnv: setup.runnerEnv, passEnv: setup.passEnv, backendEnv });
    const env = { ...offline, ...base, ...setup.certificateEnv, ...(proxied && PROXY_ENV) };
    return { input, commandInput, args, env, stdin, program: program ?? setup.executable, mcpArgs: mcp.args };
}

;// CONCATENATED MODULE: ./src/eval/runner/trial/transcriptFiles.ts



/** A CLI that prints only its answer is asked for its transcript afterwards (Hermes: `sessions export`). */
async function exportTranscript(setup, input, sandbox, env, signal) {
    const { program, args } = setup.backend.run.transcriptExport.command(input, setup.executable);
    const w = fenced(setup, sandbox, program, args);
    const r = await runFenced(setup, sandbox, w, { env, timeoutMs: 60_000, signal });
    const fault = classifyRun(r, setup);
    if (fault || r.exitCode !== 0)
        return {
            ok: false,
            reason: `${setup.backend.name} could not export its transcript after the run: ` +
                `${fault ?? withExit('export failed', r)}`,
        };
    return { ok: true, stdout: r.stdout };
}
/** A trial's files in the run folder: `transcripts/SKILL/BACKEND/CASE/[baseline-]TRIAL` and what follows. */
function trialFile(plan, suffix) {
    const name = `${plan.arm === 'baseline' ? 'baseline-' : ''}${plan.trial}${suffix}`;
    return external_node_path_default().join('transcripts', plan.skill, plan.backend, plan.evalCase.id, name);
}
/** A `command:` MCP server's stderr beside the trial's transcript, redacted; its path in the run folder. */
function saveServerStderr(outDir, plan, server, text, redactor) {
    const rel = trialFile(plan, `.mcp-${server}.stderr.txt`);
    const abs = external_node_path_default().join(outDir, rel);
    (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(abs), { recursive: true });
    (0,external_node_fs_.writeFileSync)(abs, redactor.text(text));
    return rel.split((external_node_path_default()).sep).join('/');
}
/** The CLI's stdout (and stderr) as the run's transcript, redacted; its path in the run folder. */
function saveTranscript(outDir, plan, run, redactor) {
    const rel = trialFile(plan, '.jsonl');
    const abs = external_node_path_default().join(outDir, rel);
    (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(abs), { recursive: true });
    (0,external_node_fs_.writeFileSync)(abs, redactor.text(run.stdout));
    if (run.stderr.trim() !== '')
        (0,external_node_fs_.writeFileSync)(abs.replace(/\.jsonl$/, '.stderr.txt'), redactor.text(run.stderr));
    return rel.split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/eval/runner/trial/activatedBeforeFault.ts

/**
 * The installed skills the agent had activated before its trial ended in a harness error, read from the
 * transcript as far as it goes (`activatedBeforeFault`, absent when none). A skill that fires where it
 * should not and then kills its CLI, fills the disk or breaks a check still counts as a false activation
 * (aggregate.ts); nothing here makes the trial any less an error.
 */
function activatedBeforeFault(setup, plan, sandbox, skillsRoot, read) {
    const transcript = 'transcript' in read
        ? read.transcript
        : transcriptSoFar((out) => setup.backend.transcript.parse(out, sandbox, read.printed), read.stdout);
    if (!transcript)
        return {};
    const installed = plan.installs.map((i) => i.name);
    const activations = trialActivations({
        discipline: setup.discipline,
        backend: setup.backend,
        transcript,
        stdout: read.stdout,
        sandbox,
        skillsRoot,
        installed,
    });
    const activated = installed.filter((name) => activations[name] === 'activated');
    return activated.length > 0 ? { activatedBeforeFault: activated } : {};
}
/**
 * A killed CLI's output: whole, else without the lines that are not JSON (a line cut off by the kill, or
 * text a process of the trial wrote into the CLI's stdout to spoil the parse): a line it cannot take
 * back does not hide the activations before it.
 */
function transcriptSoFar(parse, stdout) {
    const whole = parse(stdout);
    if (whole.ok)
        return whole.transcript;
    const lines = stdout.split('\n').filter((line) => isJson(line.trim()));
    const kept = parse(lines.join('\n'));
    return kept.ok ? kept.transcript : undefined;
}
function isJson(line) {
    if (line === '')
        return false;
    try {
        JSON.parse(line);
        return true;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/eval/mcp/evidence.ts
/**
 * Calls a trial record keeps (its `mcpCalls.count` says how many there were), and the characters of each one's
 * arguments.
 */
const KEPT_MCP_CALLS = 20;
const KEPT_ARGUMENT_CHARS = 500;
const KEPT_TOOL_CHARS = 128;
const evidence_cut = (text, max) => (text.length > max ? `${text.slice(0, max)}…` : text);
/**
 * The host's record of a trial's MCP calls as evidence: which tool was called with what, and each
 * departure from a tool's `expect:`. Every string but the names is the agent's: bounded here, redacted
 * with the rest of the record, escaped by whoever shows it.
 */
function mcpEvidence(host) {
    const all = host.calls();
    const dropped = host.droppedCalls();
    const calls = all.slice(0, KEPT_MCP_CALLS).map((c) => ({
        server: c.server,
        // A real server's calls are passed on by whatever name the agent sent.
        tool: evidence_cut(c.tool, KEPT_TOOL_CHARS),
        arguments: evidence_cut(JSON.stringify(c.arguments), KEPT_ARGUMENT_CHARS),
        ...(c.violation !== undefined && { violation: evidence_cut(c.violation, KEPT_ARGUMENT_CHARS) }),
    }));
    return { count: all.length, calls, ...(dropped > 0 && { dropped }) };
}

;// CONCATENATED MODULE: ./src/eval/mcp/endpoint.ts



/** A JSON-RPC message to a mock is a few kB; a larger body is refused unread. */
const MAX_MCP_MESSAGE_BYTES = 1024 * 1024;
/**
 * The host end of a trial's mock MCP servers, on a unix socket of the trial's (a sandbox has no
 * loopback of the host's: its way out is a socket bound in, src/eval/sandbox/network.ts) and guarded by the trial's
 * connection cap like its other ways out: each POST carries one JSON-RPC message for the server its path names, and
 * gets the host's reply (202 with no body for a notification).
 */
async function startMcpEndpoint(host, connections, socketPath) {
    const token = (0,external_node_crypto_.randomBytes)(32).toString('hex');
    const server = connections.guard(external_node_http_default().createServer((req, res) => void serve(host, token, req, res)));
    (0,external_node_fs_.rmSync)(socketPath, { force: true });
    await new Promise((resolve) => server.listen(socketPath, resolve));
    const close = () => new Promise((resolve) => server.close(() => resolve()));
    return { socketPath, token, close };
}
async function serve(host, token, req, res) {
    const reply = (status, body = '') => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (req.method !== 'POST' || !authorised(req.headers.authorization, token))
        return void reply(403);
    const server = decodeURIComponent((req.url ?? '/').slice(1));
    const body = await readBody(req);
    if (body === undefined)
        return void reply(413);
    let message;
    try {
        message = JSON.parse(body);
    }
    catch {
        return void reply(200, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'not JSON' } }));
    }
    const answer = await host.reply(server, message);
    if (answer === undefined)
        reply(202);
    else
        reply(200, JSON.stringify(answer));
}
function authorised(header, token) {
    const want = Buffer.from(`Bearer ${token}`);
    const got = Buffer.from(header ?? '');
    return got.length === want.length && (0,external_node_crypto_.timingSafeEqual)(got, want);
}
function readBody(req) {
    return new Promise((resolve) => {
        const chunks = [];
        let size = 0;
        req.on('data', (chunk) => {
            size += chunk.length;
            if (size > MAX_MCP_MESSAGE_BYTES) {
                req.destroy();
                resolve(undefined);
            }
            else
                chunks.push(chunk);
        });
        req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        req.on('error', () => resolve(undefined));
    });
}

// EXTERNAL MODULE: ./src/eval/spec/jsonSchema.ts
var jsonSchema = __webpack_require__(183);
// EXTERNAL MODULE: ./src/eval/mcp/match.ts
var match = __webpack_require__(9328);
;// CONCATENATED MODULE: ./src/eval/mcp/mockHost.ts


/** The MCP revision the mock speaks when the client asks for one it does not know. */
const MCP_PROTOCOL_VERSION = '2025-06-18';
const KNOWN_VERSIONS = new Set(['2024-11-05', '2025-03-26', '2025-06-18']);
/** A trial's calls kept at most: an agent looping on a tool must not grow the host's memory without end. */
const MAX_RECORDED_CALLS = 1000;
const mockHost_isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/**
 * The host side of a trial's mock MCP servers: it speaks the protocol (initialize, tools/list,
 * tools/call, ping), chooses each answer and keeps the record `mcp_call` checks read. It lives in
 * caliper's process; the trial holds only a relay that forwards its messages, so the agent can neither
 * read the answers table nor write into the record.
 */
class McpMockHost {
    started;
    tap;
    mocks;
    record = [];
    dropped = 0;
    /**
     * `started`: the trial's real stdio servers by name (stdioServer.ts, or a replay's stand-ins), each message
     * forwarded and recorded; `tap`: told each answered request, under --record.
     */
    constructor(servers, started = {}, tap) {
        this.started = started;
        this.tap = tap;
        const mocks = Object.entries(servers).flatMap(([name, s]) => (s.kind === 'mock' ? [[name, s.tools]] : []));
        this.mocks = Object.fromEntries(mocks);
    }
    /** The reply to one message sent to `server`, a mock's or a started server's; undefined for a notification. */
    async reply(server, message) {
        const answer = await this.answer(server, message);
        if (this.tap && answer && mockHost_isRecord(message) && typeof message.method === 'string' && 'id' in message)
            this.tap(server, { method: message.method, params: message.params }, answer);
        return answer;
    }
    async answer(server, message) {
        const stdio = Object.hasOwn(this.started, server) ? this.started[server] : undefined;
        if (!stdio)
            return this.handle(server, message);
        if (!mockHost_isRecord(message) || typeof message.method !== 'string')
            return rpcError(idOf(message), -32600, 'not a JSON-RPC request');
        const isCall = message.method === 'tools/call' && 'id' in message;
        if (isCall && this.record.length >= MAX_RECORDED_CALLS) {
            this.dropped++;
            return rpcError(idOf(message), -32000, `caliper passes at most ${MAX_RECORDED_CALLS} calls a trial`);
        }
        const answer = await stdio.send(message);
        if (isCall) {
            const params = mockHost_isRecord(message.params) ? message.params : {};
            this.record.push({
                server,
                tool: typeof params.name === 'string' ? params.name : '',
                arguments: mockHost_isRecord(params.arguments) ? params.arguments : {},
                answer: answerText(answer),
            });
        }
        return answer;
    }
    /** What the servers received, in order (a copy). */
    calls() {
        return this.record.map((r) => ({ ...r }));
    }
    /** Calls past `MAX_RECORDED_CALLS`, answered with an error and not kept. */
    droppedCalls() {
        return this.dropped;
    }
    /** The reply to one JSON-RPC message sent to `server`, or undefined for a notification. */
    handle(server, message) {
        const tools = this.mocks[server];
        if (!mockHost_isRecord(message) || typeof message.method !== 'string')
            return rpcError(idOf(message), -32600, 'not a JSON-RPC request');
        if (!('id' in message))
            return undefined;
        const id = idOf(message);
        if (!tools)
            return rpcError(id, -32601, `no MCP server \`${server}\` in this trial`);
        const params = mockHost_isRecord(message.params) ? message.params : {};
        switch (message.method) {
            case 'initialize':
                return ok(id, initializeResult(server, params));
            case 'ping':
                return ok(id, {});
            case 'tools/list':
                return ok(id, {
                    tools: Object.entries(tools).map(([name, t]) => ({
                        name,
                        description: t.description,
                        inputSchema: t.inputSchema,
                    })),
                });
            case 'tools/call':
                return this.call(id, server, tools, params);
            default:
                return rpcError(id, -32601, `method ${message.method} is not supported by caliper's mock`);
        }
    }
    call(id, server, tools, params) {
        const name = typeof params.name === 'string' ? params.name : '';
        const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
        if (!tool)
            return rpcError(id, -32602, `unknown tool \`${name}\``);
        if (this.record.length >= MAX_RECORDED_CALLS) {
            this.dropped++;
            return rpcError(id, -32000, `caliper's mock answers at most ${MAX_RECORDED_CALLS} calls a trial`);
        }
        const args = mockHost_isRecord(params.arguments) ? params.arguments : {};
        const answer = tool.answers.find((a) => a.match === undefined || (0,match/* argsMatch */.h)(a.match, args));
        const violation = expectViolation(tool, args);
        this.record.push({
            server,
            tool: name,
            arguments: args,
            answer: answer?.text ?? '',
            ...(violation !== undefined && { violation }),
        });
        if (!answer)
            return ok(id, { content: [{ type: 'text', text: 'No answer for these arguments.' }], isError: true });
        return ok(id, { content: [{ type: 'text', text: answer.text }], isError: false });
    }
}
/** A server's reply as the record keeps it: its text content, or its error's message. */
function answerText(answer) {
    if (answer === undefined)
        return '';
    if ('error' in answer)
        return `error: ${answer.error.message}`;
    const content = mockHost_isRecord(answer.result) && Array.isArray(answer.result.content) ? answer.result.content : [];
    return content
        .map((c) => (mockHost_isRecord(c) && typeof c.text === 'string' ? c.text : ''))
        .join('\n')
        .slice(0, 20_000);
}
function expectViolation(tool, args) {
    if (!tool.expect)
        return undefined;
    const problem = (0,jsonSchema/* validateAgainst */.s)(tool.expect, args)[0];
    return problem?.message;
}
function initializeResult(server, params) {
    const asked = typeof params.protocolVersion === 'string' ? params.protocolVersion : '';
    return {
        protocolVersion: KNOWN_VERSIONS.has(asked) ? asked : MCP_PROTOCOL_VERSION,
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: server, version: '1.0.0' },
    };
}
function idOf(message) {
    const id = mockHost_isRecord(message) ? message.id : null;
    return typeof id === 'string' || typeof id === 'number' ? id : null;
}
const ok = (id, result) => ({ jsonrpc: '2.0', id, result });
const rpcError = (id, code, message) => ({
    jsonrpc: '2.0',
    id,
    error: { code, message },
});

;// CONCATENATED MODULE: ./src/eval/mcp/relay.ts
/**
 * The stdio MCP server a trial's agent starts: a relay, not a mock. It knows no tool and no answer;
 * each JSON-RPC line it reads is posted to caliper's host (the unix socket `CALIPER_MCP_SOCKET`, `CALIPER_MCP_TOKEN`,
 * the server's name its argument) and the reply written back, in order. Plain Node, no dependency:
 * it is written into the trial as one file. A line it cannot forward gets a JSON-RPC error.
 */
const RELAY_SOURCE = `#!/usr/bin/env node
import http from 'node:http';
const server = process.argv[2];
const socketPath = process.env.CALIPER_MCP_SOCKET;
const token = process.env.CALIPER_MCP_TOKEN;
let chain = Promise.resolve();
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf('\\n')) >= 0) {
    const line = buffered.slice(0, nl).trim();
    buffered = buffered.slice(nl + 1);
    if (line) chain = chain.then(() => forward(line));
  }
});
process.stdin.on('end', () => chain.then(() => process.exit(0)));
async function forward(line) {
  let id = null;
  try { id = JSON.parse(line).id ?? null; } catch {}
  try {
    const { status, text } = await post(line);
    if (status === 200 && text) process.stdout.write(text.replace(/\\n/g, ' ') + '\\n');
    else if (status !== 202) throw new Error('caliper answered ' + status);
  } catch (e) {
    const error = { code: -32603, message: 'relay: ' + e.message };
    if (id !== null) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, error }) + '\\n');
    process.stderr.write('caliper mcp relay: ' + e.message + '\\n');
  }
}
function post(body) {
  return new Promise((resolve, reject) => {
    const headers = {
      authorization: 'Bearer ' + token,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    };
    const req = http.request({ socketPath, path: '/' + encodeURIComponent(server), method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
`;

// EXTERNAL MODULE: ./src/eval/mcp/findings.ts
var findings = __webpack_require__(6395);
;// CONCATENATED MODULE: ./src/eval/mcp/serverLaunch.ts







/**
 * A `command:` server's launch and the folder made for it (outside the agent's sandbox, removed by `remove`): its
 * copy of the skill's files (its working folder, read-only inside) beside an empty HOME (read-write). `node` is
 * caliper's own Node; the other interpreters are the system's; anything else is a program of the skill.
 */
function commandLaunch(name, command, setup) {
    if (setup.files === undefined)
        throw new Error(`the MCP server \`${name}\` has no skill files to run (the spec's skill is not installable)`);
    const folder = (0,cleanup/* makeOwnedFolder */.Kq)(setup.parent ?? external_node_os_default().tmpdir(), 'trial');
    const skill = external_node_path_default().join(folder, 'skill');
    const home = external_node_path_default().join(folder, 'home');
    (0,external_node_fs_.mkdirSync)(skill);
    (0,external_node_fs_.mkdirSync)(home);
    (0,sandbox_sandbox/* copyFiles */.Bn)(setup.files, skill);
    const [first = '', ...rest] = command;
    const interpreted = findings/* MCP_INTERPRETERS */.N.includes(first);
    const node = first === 'node';
    const launch = {
        name,
        command: node ? process.execPath : interpreted ? first : external_node_path_default().join(skill, first),
        args: rest,
        isolation: setup.isolation,
        root: home,
        cwd: skill,
        programs: [skill, ...(node ? (0,policy/* programRoots */.ob)(process.execPath, undefined, '') : [])],
        limits: setup.limits,
    };
    return { launch, remove: () => void (0,cleanup/* removeFolder */.v$)(folder) };
}
/**
 * An `npm:` server's launch: caliper's Node running the package's `bin` program with the spec's `args:`, its
 * install's folder read-only (nothing it runs can change the tools folder's copy for a later run), an empty HOME
 * (read-write, its working folder) in a folder made for it and removed by `remove`.
 */
function npmLaunch(name, install, args, setup) {
    const folder = (0,cleanup/* makeOwnedFolder */.Kq)(setup.parent ?? external_node_os_default().tmpdir(), 'trial');
    const home = external_node_path_default().join(folder, 'home');
    (0,external_node_fs_.mkdirSync)(home);
    const launch = {
        name,
        command: process.execPath,
        args: [install.bin, ...args],
        isolation: setup.isolation,
        root: home,
        cwd: home,
        programs: [install.prefix, ...(0,policy/* programRoots */.ob)(process.execPath, undefined, '')],
        limits: setup.limits,
    };
    return { launch, remove: () => void (0,cleanup/* removeFolder */.v$)(folder) };
}

;// CONCATENATED MODULE: ./src/eval/mcp/stdioServer.ts




/** Of a server's stderr, what caliper keeps as evidence; the rest is counted, not kept. */
const MAX_SERVER_STDERR_BYTES = 256 * 1024;
/** How long a request may wait for the server's reply before it is answered with an error. */
const SERVER_REPLY_MS = 60_000;
/** How long closing waits for the rest of a killed server's stderr. */
const CLOSE_WAIT_MS = 2000;
const stdioServer_isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/**
 * A real stdio MCP server of a trial, started by caliper (never by the agent's CLI) in a bubblewrap sandbox of its
 * own under the trial's policy: no network (no egress, no MCP socket), nothing of the host but the system, the
 * interpreter and its copy of the skill's files, its own folder the only writable one, under the trial's limits.
 * caliper writes each message to its stdin with an id of its own and waits for the reply with that id, so the
 * server can neither answer another request nor be reached by the agent, whose messages come through the relay.
 */
class StdioServer {
    launch;
    child;
    pending = new Map();
    nextId = 1;
    buffered = '';
    stderr = [];
    stderrBytes = 0;
    ended;
    watchdog;
    /** Resolved when its pipes are closed (or it never started), or CLOSE_WAIT_MS after it was killed. */
    closed;
    markClosed = () => { };
    constructor(launch) {
        this.launch = launch;
        this.closed = new Promise((resolve) => (this.markClosed = resolve));
        const fence = { root: launch.root, cwd: launch.cwd, programs: launch.programs, egress: false };
        const wrapped = (0,isolation/* wrapCommand */.MG)(launch.isolation, fence, launch.command, launch.args);
        const env = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: launch.root, TMPDIR: '/tmp', LANG: 'C.UTF-8' };
        try {
            this.child = (0,isolation/* spawnWithFiles */.Nz)(wrapped.files, (fds) => (0,external_node_child_process_.spawn)(wrapped.command, wrapped.args, {
                cwd: launch.isolation.kind === 'none' ? launch.cwd : '/',
                env,
                detached: true,
                stdio: ['pipe', 'pipe', 'pipe', ...fds],
            }));
        }
        catch (e) {
            this.ended = `could not start: ${e instanceof Error ? e.message : String(e)}`;
            this.markClosed();
            return;
        }
        const child = this.child;
        child.on('error', (e) => {
            this.end(`could not start: ${e.message}`);
            this.markClosed();
        });
        child.stdin?.on('error', () => { });
        child.stdout?.setEncoding('utf8');
        child.stdout?.on('data', (chunk) => this.read(chunk));
        child.stderr?.on('data', (b) => this.keepStderr(b));
        child.on('close', (code, signal) => {
            this.end(signal ? `ended by ${signal}` : `exited with status ${code}`);
            this.markClosed();
        });
        if (launch.isolation.kind === 'bubblewrap' && child.pid !== undefined) {
            const pid = child.pid;
            this.watchdog = setInterval(() => {
                const over = (0,trialLimits/* overLimit */.W1)(pid, launch.root, launch.limits);
                if (over !== undefined)
                    this.kill(`stopped: ${over.replace(/^the trial/, 'the server')}`);
            }, trialLimits/* WATCH_EVERY_MS */.VG);
            this.watchdog.unref();
        }
    }
    /** The server's reply to one message (with the client's id back), or undefined for a notification. */
    send(message) {
        const isRequest = 'id' in message;
        const clientId = typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null;
        if (this.ended !== undefined)
            return Promise.resolve(isRequest ? this.failed(clientId, `it ${this.ended}`) : undefined);
        if (!isRequest) {
            this.write(message);
            return Promise.resolve(undefined);
        }
        const id = this.nextId++;
        return new Promise((resolve) => {
            const timer = setTimeout(() => {
                this.pending.delete(id);
                resolve(this.failed(clientId, `it did not answer within ${SERVER_REPLY_MS / 1000} s`));
            }, SERVER_REPLY_MS);
            this.pending.set(id, { clientId, resolve, timer });
            this.write({ ...message, id });
        });
    }
    /**
     * Stop it (SIGKILL to its process group) and say what it left: its stderr as far as it wrote it, read to the end
     * of the pipe (waited for at most CLOSE_WAIT_MS).
     */
    async close() {
        const ended = this.ended;
        this.kill('ended by caliper');
        await this.closed;
        const text = Buffer.concat(this.stderr).toString('utf8');
        return { stderr: text, stderrBytes: this.stderrBytes, ended };
    }
    write(message) {
        this.child?.stdin?.write(`${JSON.stringify(message)}\n`);
    }
    read(chunk) {
        this.buffered += chunk;
        let nl = this.buffered.indexOf('\n');
        while (nl >= 0) {
            const line = this.buffered.slice(0, nl).trim();
            this.buffered = this.buffered.slice(nl + 1);
            if (line)
                this.receive(line);
            nl = this.buffered.indexOf('\n');
        }
        if (this.buffered.length > MAX_MCP_MESSAGE_BYTES)
            this.kill(`stopped: it wrote a line over ${MAX_MCP_MESSAGE_BYTES} bytes`);
    }
    /** A reply to one of caliper's ids resolves it; a request of the server's is refused; anything else is dropped. */
    receive(line) {
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            return;
        }
        if (!stdioServer_isRecord(message))
            return;
        const pending = typeof message.id === 'number' ? this.pending.get(message.id) : undefined;
        if (pending && typeof message.method !== 'string') {
            this.pending.delete(message.id);
            clearTimeout(pending.timer);
            const reply = stdioServer_isRecord(message.error)
                ? { code: Number(message.error.code) || -32603, message: String(message.error.message ?? '') }
                : undefined;
            pending.resolve(reply
                ? { jsonrpc: '2.0', id: pending.clientId, error: reply }
                : { jsonrpc: '2.0', id: pending.clientId, result: message.result ?? {} });
        }
        else if (typeof message.method === 'string' && 'id' in message) {
            const error = { code: -32601, message: 'caliper answers no request of a server' };
            this.write({ jsonrpc: '2.0', id: message.id, error });
        }
    }
    keepStderr(b) {
        const room = MAX_SERVER_STDERR_BYTES - Math.min(this.stderrBytes, MAX_SERVER_STDERR_BYTES);
        if (room > 0)
            this.stderr.push(b.subarray(0, room));
        this.stderrBytes += b.length;
    }
    failed(id, why) {
        return { jsonrpc: '2.0', id, error: { code: -32603, message: `MCP server \`${this.launch.name}\`: ${why}` } };
    }
    end(why) {
        this.ended ??= why;
        clearInterval(this.watchdog);
        for (const [id, p] of this.pending) {
            clearTimeout(p.timer);
            p.resolve(this.failed(p.clientId, `it ${this.ended}`));
            this.pending.delete(id);
        }
    }
    kill(why) {
        this.end(why);
        setTimeout(this.markClosed, CLOSE_WAIT_MS).unref();
        const pid = this.child?.pid;
        if (pid === undefined)
            return;
        try {
            process.kill(-pid, 'SIGKILL');
        }
        catch {
            // gone already
        }
    }
}

;// CONCATENATED MODULE: ./src/eval/mcp/trialServers.ts








const RELAY_FILE = 'relay.mjs';
const relays = new Set();
/** The relay's folder of this run, written once (the sandbox binds it read-only: the agent cannot rewrite it). */
function relayDir(runDir) {
    const dir = external_node_path_default().join(runDir, 'caliper-mcp');
    if (!relays.has(dir)) {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(dir, RELAY_FILE), RELAY_SOURCE);
        relays.add(dir);
    }
    return dir;
}
/**
 * Start the trial's servers on a socket of its own (`socketPath`, in the run's folder) under its
 * connection cap, with a fresh token; the relay the CLI starts reaches it at MCP_SOCKET in a sandbox,
 * at `socketPath` without one. Mocks answer in caliper's process; a `command:` or `npm:` server runs in a sandbox
 * of its own (stdioServer.ts) and caliper forwards to it; an `npm:` one was installed before any trial
 * (npm/servers.ts).
 */
async function startTrialMcp(servers, isolation, connections, runDir, socketPath, serverSetup, tape) {
    // Under --replay a real server is not started: the recording answers for it (hostTape.ts).
    const started = serverSetup && !tape?.replaces ? startCommands(servers, serverSetup) : [];
    const stopServers = once(() => Promise.all(started.map(async ({ name, server, remove }) => {
        const outcome = await server.close();
        remove();
        const kept = outcome.stderr.trim() === '' ? undefined : serverSetup.keep(name, outcome.stderr);
        return {
            name,
            ...(kept !== undefined && { stderr: kept, stderrBytes: outcome.stderrBytes }),
            ...(outcome.ended !== undefined && { ended: outcome.ended }),
        };
    })));
    const real = { ...Object.fromEntries(started.map((s) => [s.name, s.server])), ...tape?.servers };
    const host = new McpMockHost(servers, real, tape?.tap);
    let endpoint;
    try {
        endpoint = await startMcpEndpoint(host, connections, socketPath);
    }
    catch (e) {
        await stopServers();
        throw e;
    }
    const dir = relayDir(runDir);
    const inside = isolation.kind === 'bubblewrap'
        ? { socket: network/* MCP_SOCKET */.BU, relay: external_node_path_default().posix.join(network/* MCP_RELAY_DIR */.bD, RELAY_FILE) }
        : { socket: endpoint.socketPath, relay: external_node_path_default().join(dir, RELAY_FILE) };
    const env = { CALIPER_MCP_SOCKET: inside.socket, CALIPER_MCP_TOKEN: endpoint.token };
    return {
        host,
        isolation: isolation.kind === 'bubblewrap'
            ? { ...isolation, mcp: { socket: endpoint.socketPath, relayDir: dir } }
            : isolation,
        servers: Object.keys(servers).map((name) => ({ name, command: process.execPath, args: [inside.relay, name], env })),
        stopServers,
        close: async () => {
            await stopServers();
            await endpoint.close();
        },
    };
}
/** The case's `command:` and `npm:` servers, each started in its own sandbox; all stopped again if one cannot be. */
function startCommands(servers, setup) {
    const started = [];
    try {
        for (const [name, s] of Object.entries(servers)) {
            if (s.kind === 'mock')
                continue;
            const { launch, remove } = s.kind === 'command' ? commandLaunch(name, s.command, setup) : npmLaunchOf(name, s, setup);
            started.push({ name, server: new StdioServer(launch), remove });
        }
    }
    catch (e) {
        for (const s of started)
            void s.server.close().then(s.remove);
        throw e;
    }
    return started;
}
function npmLaunchOf(name, server, setup) {
    const install = setup.npm?.get(server.package);
    if (!install)
        throw new Error(`the MCP server \`${name}\` (npm ${server.package}) was not installed before the trial`);
    return npmLaunch(name, install, server.args, setup);
}
function once(f) {
    let done;
    return () => (done ??= { value: f() }).value;
}

;// CONCATENATED MODULE: ./src/eval/runner/trial/waysOut.ts








/** Sockets of the run's folder, numbered across its trials. */
let sockets = 0;
/**
 * A trial's ways out of its sandbox, each its own under one cap on connections: the scripted model's door, the
 * allow-list proxy (a real model), the tape's relay (--record, --replay) and the case's MCP servers. Whatever was
 * opened is closed by `close`, even when opening stopped halfway.
 */
class TrialWaysOut {
    proxy;
    door;
    mcp;
    /** The tape this trial opened, if any: runTrial closes it after the attempt, when its record is known. */
    tape;
    /** The setup the trial runs under once its ways out are open; a reason when its tape could not be opened. */
    async open(plan, setup, sandbox) {
        const connections = new TrialConnections(setup.limits.connections, new RequestBytes(setup.limits.requestBytes));
        setup = { ...setup, connections };
        if (setup.scriptedModel && setup.isolation.kind === 'bubblewrap') {
            this.door = await setup.scriptedModel.openDoor(external_node_path_default().join(setup.runDir, `model-${++sockets}.sock`), (s) => connections.guard(s), connections.bodies);
            setup = { ...setup, isolation: { ...setup.isolation, egress: this.door.socketPath } };
        }
        if (setup.allow && setup.isolation.kind === 'bubblewrap') {
            const socket = external_node_path_default().join(setup.runDir, `proxy-${++sockets}.sock`);
            this.proxy = await startAllowListProxy(socket, setup.allow, setup.overrides, connections);
            setup = { ...setup, isolation: { ...setup.isolation, egress: this.proxy.socketPath } };
        }
        if (setup.tape) {
            const opened = await tapeForTrial({ ...setup, tape: setup.tape }, plan, sandbox.root, ++sockets, connections);
            if (!opened.ok)
                return opened;
            ({ setup, tape: this.tape } = opened);
        }
        // After the tape: under --replay it answers for the trial's real MCP servers, which are not started.
        if (plan.evalCase.mcp)
            setup = await this.startMcp(plan, setup, connections);
        return { ok: true, setup };
    }
    get proxied() {
        return this.proxy !== undefined;
    }
    /** The trial's MCP servers, stopped: where their stderr is kept, and how they ended. */
    stopServers() {
        return this.mcp?.stopServers();
    }
    /** What the fences saw, kept with the trial's outcome whatever it is: refused connections, MCP calls. */
    evidence() {
        const refused = this.proxy?.refused();
        return {
            ...(refused && refused.count > 0 && { refusedConnections: refused }),
            ...(this.mcp && { mcpCalls: mcpEvidence(this.mcp.host) }),
        };
    }
    async close() {
        await this.proxy?.close();
        await this.door?.close();
        await this.mcp?.close();
    }
    async startMcp(plan, setup, connections) {
        const mcp = await startTrialMcp(plan.evalCase.mcp, setup.isolation, connections, setup.runDir, external_node_path_default().join(setup.runDir, `mcp-${++sockets}.sock`), {
            files: plan.mcpFiles,
            isolation: setup.isolation,
            parent: setup.sandboxParent,
            limits: setup.limits,
            ...(setup.npmServers && { npm: setup.npmServers }),
            keep: (server, text) => saveServerStderr(setup.outDir, plan, server, text, setup.redactor),
        }, this.tape?.mcp);
        this.mcp = mcp;
        return { ...setup, isolation: mcp.isolation, mcp };
    }
}

;// CONCATENATED MODULE: ./src/eval/runner/runTrial.ts












/**
 * One trial: sandbox up, install, run the CLI, verify, tear down. Never throws. Aborting `signal` kills
 * whatever process of the trial is running; the caller then discards what this returns. Under --record,
 * a recording that failed (its bounds passed, a write failed) makes the trial a harness error; so does, under
 * --replay, an MCP request the recording has no answer to.
 */
async function runTrial(plan, setup, attempt, signal) {
    const ways = new TrialWaysOut();
    let run = await attemptTrial(plan, setup, attempt, signal, ways);
    // Its `command:` MCP servers, stopped by now: where their stderr is kept, and how they ended.
    const servers = await ways.stopServers();
    if (servers?.length && run.record.mcpCalls)
        run = { ...run, record: { ...run.record, mcpCalls: { ...run.record.mcpCalls, servers } } };
    const failed = await ways.tape?.close();
    // A refused request is the agent's doing (its skill asked the provider for the network), never a harness fault.
    const refused = ways.tape?.refused();
    const record = refused && refused.count > 0 ? { ...run.record, refusedRequests: refused } : run.record;
    return failed ? { record: tapeFailed(record, failed), transient: false } : { ...run, record };
}
/**
 * A trial whose tape failed (its recording, or a replay's MCP request with no recorded answer): an error saying
 * why, with what it measured of the run but no verdict.
 */
function tapeFailed(record, reason) {
    const { activations: _activations, task: _task, ...kept } = record;
    return { ...kept, outcome: 'error', reason, checks: [] };
}
/** The trial's attempt; its ways out (its tape, its MCP servers) left in `ways` for runTrial to close. */
async function attemptTrial(plan, setup, attempt, signal, ways) {
    const started = Date.now();
    const base = {
        type: 'trial',
        ...(0,trialPlan/* trialIdentity */.T)(plan),
        prompt: plan.evalCase.prompt,
        ...(plan.notes.length > 0 && { notes: plan.notes }),
        attempts: attempt,
        backendVersion: setup.backendVersion,
        model: setup.endpoint.model,
    };
    const finished = () => ({
        durationMs: Date.now() - started,
        finishedAt: new Date().toISOString(),
        ...ways.evidence(),
    });
    const error = (reason, extra = {}) => ({
        record: {
            ...base,
            outcome: 'error',
            reason,
            checks: [],
            usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
            ...finished(),
            ...extra,
        },
        transient: false,
    });
    // A case's own timeout (else its spec's) is the one its trials run under.
    if (plan.evalCase.timeoutSeconds !== undefined)
        setup = { ...setup, timeoutMs: plan.evalCase.timeoutSeconds * 1000 };
    let sandbox;
    try {
        sandbox = (0,sandbox_sandbox/* createSandbox */._i)(setup.sandboxParent);
        const opened = await ways.open(plan, setup, sandbox);
        if (!opened.ok)
            return error(opened.reason);
        setup = opened.setup;
        const prepared = prepareTrial(plan, setup, sandbox, ways.proxied);
        const listing = discoveryListing(plan, setup, prepared);
        const run = await runAgent(plan, setup, sandbox, prepared, signal);
        // Cancelled: the caller discards this trial, so nothing of it is saved.
        if (signal?.aborted)
            return error('cancelled');
        const read = await readRun(plan, setup, sandbox, prepared, run, listing, signal);
        if (signal?.aborted)
            return error('cancelled');
        if (!read.ok)
            return {
                ...error(read.reason, read.extra),
                transient: read.fault?.transient ?? false,
                ...(read.fault && { fault: read.fault }),
            };
        const { transcript, usage } = read.extra;
        const graded = await gradeTrial(plan, setup, sandbox, prepared.input, read.run, signal);
        if (!graded.ok)
            return error(graded.reason, { transcript, usage, ...graded.extra });
        return { record: { ...base, ...graded.record, ...finished() }, transient: false };
    }
    catch (e) {
        return error(`caliper could not run the trial: ${e instanceof Error ? e.message : String(e)}`);
    }
    finally {
        if (sandbox)
            (0,sandbox_sandbox/* removeSandbox */.Ur)(sandbox);
        await ways.close();
    }
}
/**
 * For CLIs whose transcript does not list skills: their listing of this installed set, measured once per run in a
 * sandbox of its own (beside this run, not before it) and shared by every trial with it.
 */
function discoveryListing(plan, setup, prepared) {
    if (!setup.backend.run.discoveryProbe || !prepared.input.expectDiscovery)
        return undefined;
    const key = installedSetKey(setup.backend.name, setup.backendVersion, plan.installs);
    return setup.discovery.listing(key, () => probeDiscovery(setup, plan));
}
/** The CLI's run of the case's prompt, then of each of its follow-up turns, in the same session. */
async function runAgent(plan, setup, sandbox, prepared, signal) {
    const { args, env, stdin, commandInput, program, mcpArgs } = prepared;
    const start = (command, argv, input) => runFenced(setup, sandbox, fenced(setup, sandbox, command, argv), {
        env,
        timeoutMs: setup.timeoutMs,
        signal,
        ...(input !== undefined && { input }),
    });
    const first = await start(program, args, stdin);
    if (!plan.evalCase.turns)
        return { ...first, turns: [first.stdout] };
    return continueSession(first, plan.evalCase.turns, {
        backend: setup.backend,
        commandInput,
        run: (next) => start(next.program ?? setup.executable, [...next.args, ...mcpArgs], next.stdin),
        fault: (r) => classifyRun(r, setup),
    });
}
/**
 * The run's transcript, saved (redacted) and parsed, with the skills listing the CLI was probed for; or
 * the harness fault, the CLI's own error, or the failed exit that makes the trial an error.
 */
async function readRun(plan, setup, sandbox, prepared, run, listing, signal) {
    const harnessFault = classifyRun(run, setup);
    // Also after a fault: what the session store kept is what says whether the skill had fired by then.
    const exported = setup.backend.run.transcriptExport && !signal?.aborted
        ? await exportTranscript(setup, prepared.commandInput, sandbox, prepared.env, signal)
        : undefined;
    // Cancelled: nothing of the trial is saved (the caller says so).
    if (signal?.aborted)
        return { ok: false, reason: 'cancelled', extra: {} };
    const transcript = saveTranscript(setup.outDir, plan, exported?.ok ? { ...run, stdout: exported.stdout } : run, setup.redactor);
    // A fault after the skill fired does not hide that it fired (activatedBeforeFault.ts).
    const seen = (read) => activatedBeforeFault(setup, plan, sandbox, prepared.input.skillsRoot, read);
    const soFar = () => seen(exported?.ok ? { stdout: exported.stdout, printed: run.stdout } : { stdout: run.stdout });
    if (harnessFault)
        return { ok: false, reason: harnessFault, extra: { transcript, ...soFar() } };
    if (exported && !exported.ok)
        return { ok: false, reason: exported.reason, extra: { transcript } };
    // The listing is shared, so a cancelled trial stops waiting for it rather than ending it.
    const probed = listing && (await untilAborted(listing, signal));
    if (probed && !probed.ok)
        return { ok: false, reason: probed.reason, extra: { transcript, ...soFar() } };
    const parsed = exported?.ok
        ? setup.backend.transcript.parse(exported.stdout, sandbox, run.stdout)
        : sessionTranscript((stdout) => setup.backend.transcript.parse(stdout, sandbox), run);
    if (!parsed.ok)
        return { ok: false, reason: withExit(parsed.reason, run), extra: { transcript, ...soFar() } };
    const t = parsed.transcript;
    if (probed?.ok)
        t.discoveredSkills = probed.skills;
    const usage = t.usage;
    const parsedSoFar = () => seen({ transcript: t, stdout: exported?.ok ? exported.stdout : run.stdout });
    if (t.error)
        return {
            ok: false,
            reason: `${setup.backend.name} reported: ${t.error.message}`,
            extra: { transcript, usage, ...parsedSoFar() },
            fault: t.error,
        };
    // A CLI that stops the agent at its turn limit exits non-zero (Claude Code 1, Gemini CLI 53): the agent's outcome.
    if (run.exitCode !== 0 && !t.outOfTurns)
        return { ok: false, reason: withExit('the CLI failed', run), extra: { transcript, usage, ...parsedSoFar() } };
    return {
        ok: true,
        run: {
            transcript: t,
            stdout: exported?.ok ? exported.stdout : run.stdout,
            probed: probed?.ok ? probed : undefined,
            saved: transcript,
        },
        extra: { transcript, usage },
    };
}

;// CONCATENATED MODULE: ./src/eval/runner/runTrials.ts





/**
 * Run what is left of the plan on a pool of workers, each trial retried after a transient fault. Under
 * --trials auto, trials every outcome needs go before guesses that a case goes on: a guess runs only when
 * a worker would otherwise idle, and is cancelled if the case is decided before it.
 */
async function runTrials(todo, book, setups, options, progress) {
    const cases = book.cases;
    await runPool(todo, options.concurrency ?? external_node_os_default().availableParallelism(), (trial) => runWithRetries(trial, setups.get(trial.backend), book, options.retryDelayMs ?? 1000, progress), (trial) => book.mayStart(trial), cases && ((trial) => cases.needed(trial)));
    const skips = book.budgetSkips();
    if (skips > 0)
        progress(`budget reached: ${skips} trial(s) not run (${book.skipped[book.skipped.length - 1].reason})`);
}
async function runWithRetries(trial, setup, book, retryDelayMs, progress) {
    if ('unavailable' in setup)
        return book.record(trial, unavailableRecord(trial, setup.unavailable));
    const started = Date.now();
    const signal = book.cases?.start(trial);
    const policy = (0,retryPolicy/* retryPolicyFor */.c4)(retryDelayMs);
    const failed = [];
    for (let attempt = 1;; attempt++) {
        book.budget.launch(trial.key);
        const run = await runTrial(trial, setup, attempt, signal);
        if (signal?.aborted)
            return book.cancel(trial, started);
        const next = (0,retryPolicy/* retryDecision */.PQ)(policy, {
            attempt,
            transient: run.transient,
            fault: run.fault,
            elapsedMs: Date.now() - started,
            budgetExhausted: () => book.budget.exhausted(),
        });
        if (!next.retry)
            return book.record(trial, (0,retryPolicy/* withProviderErrors */.pv)(run.record, failed, next.why === undefined ? undefined : { fault: run.fault, why: next.why }));
        failed.push({ ...(0,retryPolicy/* providerErrorAttempt */.rg)(run.record, run.fault), retriedAfterMs: next.delayMs });
        progress(`retrying ${trial.key} in ${(next.delayMs / 1000).toFixed(1)}s after a transient fault: ${run.record.reason}`);
        await sleep(next.delayMs);
        if (signal?.aborted)
            return book.cancel(trial, started);
    }
}
function unavailableRecord(trial, reason) {
    return {
        type: 'trial',
        ...(0,trialPlan/* trialIdentity */.T)(trial),
        outcome: 'error',
        reason,
        checks: [],
        usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
        durationMs: 0,
        attempts: 0,
        backendVersion: undefined,
        model: undefined,
        finishedAt: new Date().toISOString(),
    };
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

;// CONCATENATED MODULE: ./src/eval/runner/budget.ts
/**
 * The spend guard: counts every agent launch and what finished trials used, per trial, and says when to
 * stop launching. A trial `--trials auto` cancelled or discarded gives its launch back (it is not one of
 * the trials `--max-trials` counts, so where that limit stops does not depend on how many trials were
 * in flight when a case was decided), but never its tokens or cost: that money was spent, and
 * `--max-tokens` / `--max-cost` bound what a run really spends.
 * Once reached, it stays reached: a release never lets a trial start after a later one was skipped.
 */
class Budget {
    limits;
    charges = new Map();
    reached;
    constructor(limits) {
        this.limits = limits;
    }
    launch(key) {
        this.charge(key).launches++;
    }
    spend(r) {
        const c = this.charge(r.key);
        // A judge's calls are spent for the trial too; a replayed call spent nothing (its tokens are the recorded run's).
        for (const u of [r.usage, ...(r.checks ?? []).flatMap((k) => (k.judge ? [k.judge.usage] : []))]) {
            if (u.replayed)
                continue;
            c.tokens += u.inputTokens + u.outputTokens;
            c.cost += u.costUsd ?? 0;
        }
    }
    release(key) {
        const c = this.charges.get(key);
        if (c)
            c.launches = 0;
    }
    exhausted() {
        this.reached ??= this.limitReached();
        return this.reached;
    }
    limitReached() {
        let launched = 0;
        let tokens = 0;
        let cost = 0;
        for (const c of this.charges.values()) {
            launched += c.launches;
            tokens += c.tokens;
            cost += c.cost;
        }
        const { maxTrials, maxTokens, maxCostUsd } = this.limits;
        if (maxTrials !== undefined && launched >= maxTrials)
            return `budget: --max-trials ${maxTrials} reached`;
        if (maxTokens !== undefined && tokens >= maxTokens)
            return `budget: --max-tokens ${maxTokens} reached`;
        if (maxCostUsd !== undefined && cost >= maxCostUsd)
            return `budget: --max-cost ${maxCostUsd} USD reached`;
        return undefined;
    }
    charge(key) {
        let c = this.charges.get(key);
        if (!c)
            this.charges.set(key, (c = { launches: 0, tokens: 0, cost: 0 }));
        return c;
    }
}

// EXTERNAL MODULE: ./src/eval/runner/progressLines.ts
var progressLines = __webpack_require__(6919);
// EXTERNAL MODULE: ./src/eval/runner/sequentialCases.ts
var sequentialCases = __webpack_require__(1261);
;// CONCATENATED MODULE: ./src/eval/runner/trialBook.ts







/**
 * A run's account of its trials: the finished ones (journaled the moment they finish), the ones
 * `--trials auto` cancelled, the ones not run and why, what was spent, and the sequential rule's cases.
 * Everything the pool learns about a trial goes through it, and its progress line with it.
 */
class TrialBook {
    journal;
    options;
    redactor;
    source;
    progress;
    records;
    cancelled;
    skipped;
    budget;
    cases;
    finished = 0;
    total = 0;
    /** Under --trials auto, the total the progress line shows: the trials expected, not the maximum. */
    expected;
    poolStarted = 0;
    planSkips;
    constructor(journal, options, redactor, 
    /** Who answers the agents: a replay's trials are marked as such (spent nothing, charged nothing to the budget). */
    source, progress, planSkipped) {
        this.journal = journal;
        this.options = options;
        this.redactor = redactor;
        this.source = source;
        this.progress = progress;
        this.records = new Map(journal.done);
        this.cancelled = new Set(journal.cancelled.keys());
        this.skipped = [...planSkipped];
        this.planSkips = planSkipped.length;
        this.budget = new Budget(options.sizing.budget ?? {});
        this.cases = options.sizing.sequential ? new sequentialCases/* SequentialCases */.l(options.sizing.sequential) : undefined;
    }
    /** A trial restored from the result cache, recorded as this run records its own. */
    restore(r) {
        this.records.set(r.key, r);
        this.journal.append(r);
    }
    /** What is left to run, once the journal's and the cache's trials have decided their cases. */
    todo(trials) {
        for (const t of trials) {
            const r = this.records.get(t.key);
            if (r)
                this.cases?.finish(t, r.outcome);
        }
        // A cancelled trial is not missing: its case was decided without it. With fixed trials, trial 1 of
        // every case goes before trial 2 of any: a budget that runs out stops each case short, not the last
        // cases entirely (under --trials auto the rule's own order of needed trials and guesses holds).
        const left = trials.filter((t) => !this.records.has(t.key) && !this.cancelled.has(t.key));
        const todo = this.options.sizing.sequential ? left : [...left].sort((a, b) => a.trial - b.trial);
        this.total = todo.length;
        this.expected = this.options.sizing.sequential && new progressLines/* ExpectedTrials */.WQ(todo, this.options.sizing.sequential);
        this.poolStarted = Date.now();
        return todo;
    }
    /** Whether the pool may start this trial: not when its case is decided or the budget is spent. */
    mayStart(trial) {
        if (this.cases?.decidedBefore(trial))
            return false;
        const reason = this.budget.exhausted();
        if (!reason)
            return true;
        this.skipped.push({ key: trial.key, reason });
        return false;
    }
    /**
     * A finished trial: priced from what the CLI reported (a replayed one at nothing), redacted, journaled, and counted.
     */
    record(trial, raw) {
        const r = trialAsJournaled(this.source === 'replay' ? (0,spend/* asReplayed */.N3)(raw) : raw, this.redactor, this.source === 'scripted');
        this.records.set(r.key, r);
        this.journal.append(r);
        this.budget.spend(r);
        this.finished++;
        this.expected?.finished(trial, r.outcome);
        const seconds = (r.durationMs / 1000).toFixed(1);
        const total = this.expected?.total() ?? this.total;
        const left = (0,progressLines/* eta */.jI)(this.finished, total, Date.now() - this.poolStarted);
        this.options.output.onTrialFinished?.(this.finished, total, left);
        this.progress(`[${this.finished}/${this.expected ? '~' : ''}${total}${left ? `, ${left}` : ''}] ` +
            `${r.skill} × ${r.backend} × ` +
            `${r.caseId}${r.arm === 'baseline' ? ' without the skill' : ''} ` +
            `#${r.trial}: ` +
            `${r.outcome}${r.reason ? ` (${r.reason})` : ''}${outsideNote(r)} ` +
            `${seconds}s`);
        const d = this.cases?.finish(trial, r.outcome);
        if (d)
            this.decided(d, trial);
    }
    /**
     * Its case was decided by an earlier trial while it ran: killed, recorded as such; it gives back its launch (what it
     * spent still counts against --max-cost).
     */
    cancel(trial, started) {
        const cases = this.cases;
        cases.stop(trial);
        this.budget.release(trial.key);
        this.cancelled.add(trial.key);
        const c = {
            type: 'cancelled',
            ...(0,trialPlan/* trialIdentity */.T)(trial),
            decidedAt: cases.decidingTrial(trial),
            durationMs: Date.now() - started,
            cancelledAt: new Date().toISOString(),
        };
        this.journal.append(c);
        this.progress(`${c.skill} × ${c.backend} × ` +
            `${c.caseId}${c.arm === 'baseline' ? ' without the skill' : ''} ` +
            `#${c.trial}: cancelled (the case was decided at trial ${c.decidedAt}) ` +
            `${(c.durationMs / 1000).toFixed(1)}s`);
    }
    /** Trials the budget stopped, past those the plan skipped. */
    budgetSkips() {
        return this.skipped.length - this.planSkips;
    }
    decided(d, by) {
        this.expected?.decided(d.caseKey);
        // Released now, not when their processes are gone: a launch the decision just made free is free.
        for (const key of [...d.cancelled, ...d.discarded])
            this.budget.release(key);
        if (d.discarded.length > 0)
            this.progress(`${by.skill} × ${by.backend} × ` +
                `${by.evalCase.id}${by.arm === 'baseline' ? ' without the skill' : ''}: ` +
                `decided at trial ${d.decidedAt}; ${d.discarded.length} trial(s) past ` +
                `it that finished first are discarded, not counted`);
    }
}
/** A trial whose agent chose a skill caliper did not install says so, when its reason does not already. */
function outsideNote(r) {
    if (!r.chosenOutside?.length || r.reason?.includes('not under test'))
        return '';
    return ` (${(0,outsideChoices/* outsideChoiceText */.eE)(r.chosenOutside)})`;
}

;// CONCATENATED MODULE: ./src/eval/runner/turnLimits.ts

/**
 * `--max-turns` given for a CLI it does not bound (its facts' `noTurnLimit`): one warning each, saying why and
 * what bounds its runs instead; none when `--max-turns` was not given (the default bounds only those it can).
 */
function unboundedTurnLines(backends, maxTurns) {
    if (maxTurns === undefined)
        return [];
    return backends.flatMap((backend) => {
        const why = (0,facts/* factsOf */.xS)(backend).noTurnLimit;
        return why ? [`warning: --max-turns ${maxTurns} does not bound ${backend}, because ${why}: --timeout does`] : [];
    });
}

// EXTERNAL MODULE: ./src/eval/runner/trialSizing.ts + 2 modules
var trialSizing = __webpack_require__(1807);
// EXTERNAL MODULE: ./src/results/aggregate.ts + 2 modules
var aggregate = __webpack_require__(7772);
;// CONCATENATED MODULE: ./src/eval/runner/writeResults.ts




/** Aggregate the book's trials under `meta` and write `results.json` as caliper reads it back. */
function writeResults(trials, book, meta, options, redactor) {
    // With sequential trials, planned trials the rule made unnecessary and never started are not part of the run.
    const skippedKeys = new Set(book.skipped.map((s) => s.key));
    const results = (0,aggregate/* aggregate */.QD)(trials.filter((t) => book.records.has(t.key) || skippedKeys.has(t.key) || book.cancelled.has(t.key)), book.records, meta, book.skipped, options.sizing.sequential && { design: options.sizing.sequential, cancelled: book.cancelled });
    const written = resultsAsWritten(results, redactor);
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(options.output.outDir, 'results.json'), `${JSON.stringify(written, null, 2)}\n`);
    return written;
}

;// CONCATENATED MODULE: ./src/eval/runner/runEval.ts
























/**
 * Plan, run and aggregate an eval, in stages: plan → preflight → resume (journal, result cache) → run
 * the trials → save to the cache → write. Writes `trials.jsonl` as it goes and `results.json` at the end.
 */
async function runEval(options) {
    const startedAt = new Date().toISOString();
    const { selection, sizing, model, sandbox } = options;
    const discipline = selection.discipline ?? 'install-discover';
    const env = sandbox.env ?? process.env;
    checkBackends(selection.backends, discipline);
    // The model key and every secret-looking runner variable (the backends' API keys among them), kept out
    // of every file this run writes.
    const redactor = (0,redact/* createRedactor */.lY)({ secrets: [model.kind === 'real' ? model.apiKey : undefined], env });
    // Progress lines end up in public CI logs: they carry trial reasons, so they are redacted too, and
    // escaped, so that agent text in a reason cannot start a workflow command (each is one line by design).
    const progress = (line) => options.output.progress?.((0,report_escape/* logText */.kc)(redactor.text(line)));
    const plan = announcedPlan(options, progress);
    for (const line of unboundedTurnLines(selection.backends, sandbox.maxTurns))
        progress(line);
    const unjudged = (0,choice/* judgeUnavailable */.gQ)(model, env, plan.trials);
    if (unjudged)
        throw new EvalSetupError(unjudged);
    const noMcp = mcpRefusal(plan.trials);
    if (noMcp)
        throw new EvalSetupError(noMcp);
    const npmServers = installNpmServers(plan.trials, env, progress);
    const run = await preflight(options, discipline, redactor, progress, npmServers);
    try {
        const { book, cache } = await resume(options, discipline, plan, run, redactor, progress);
        await runTrials(book.todo(plan.trials), book, run.setups, sizing, progress);
        await cache?.save(book, redactor);
        const meta = runMeta({
            discipline,
            backends: selection.backends.map((name) => ({ name, version: versionOf(run, name) })),
            records: [...book.records.values()],
            model,
            defaultTrials: sizing.defaultTrials ?? defaults/* DEFAULT_TRIALS */.CL,
            isolation: run.level,
            network: runNetwork(run.level, model, selection.backends, env),
            sequential: sizing.sequential,
            startedAt,
            alongside: selection.alongside,
        });
        return writeResults(plan.trials, book, meta, options, redactor);
    }
    finally {
        await run.close();
    }
}
/**
 * The trials an eval with these options runs (what `--dry-run` prints), decided before anything runs; with `detect`,
 * sized for it within the budget.
 */
function evalPlan({ selection, sizing }, costOfRun) {
    const trials = sizing.sequential ? sizing.sequential.maxTrials : sizing.trials;
    const discipline = selection.discipline ?? 'install-discover';
    const planOptions = {
        backends: selection.backends,
        discipline,
        defaultTrials: sizing.defaultTrials ?? defaults/* DEFAULT_TRIALS */.CL,
        trials,
        skills: selection.skills,
        cases: selection.cases,
        ...(selection.shard && { shard: selection.shard }),
        ...(selection.baseline && { baseline: true }),
        ...(selection.alongside && { alongside: selection.alongside }),
    };
    if (!sizing.detect)
        return (0,plan/* planTrials */.l7)(selection.report, planOptions);
    return (0,trialSizing/* detectPlan */.b$)(selection.report, planOptions, { ...sizing.detect, jobs: sizing.detect.jobs ?? selection.shard?.count }, { ...sizing.budget, costOfRun });
}
function announcedPlan(options, progress) {
    const plan = evalPlan(options, options.sizing.earlierCost);
    for (const line of (0,skipLines/* skipLines */.Z)(plan))
        progress(line.trimStart());
    for (const line of (0,dryRun/* planLines */.HN)(plan, options.sizing.sequential))
        progress(line);
    return plan;
}
/** The book of a run resumed from its journal, with what the result cache holds for it restored. */
async function resume(options, discipline, plan, run, redactor, progress) {
    const fingerprint = runFingerprint(options, discipline, plan.trials, run.setups);
    const journal = (0,runner_journal/* openJournal */._0)(options.output.outDir, fingerprint, options.output.journal ?? 'new', redactor);
    if (journal.done.size > 0)
        progress(`resuming: ${journal.done.size} trial(s) already done`);
    const scripted = options.model.kind === 'scripted';
    const book = new TrialBook(journal, options, redactor, modelSourceOf(options.model).kind, progress, plan.skipped);
    const store = resultCacheOf(options, progress);
    const cache = store && new CachedTrials(store, options, discipline, run.setups, plan.trials);
    await cache?.restore(book, scripted, progress);
    return { book, cache };
}
function versionOf(run, name) {
    const setup = run.setups.get(name);
    return 'unavailable' in setup ? undefined : setup.backendVersion;
}


/***/ }),

/***/ 1261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ SequentialCases),
/* harmony export */   t: () => (/* binding */ caseKeyOf)
/* harmony export */ });
/* harmony import */ var _results_sequential_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1607);
/* harmony import */ var _trialPlan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1110);


/**
 * `--trials auto` at any concurrency: each case's outcomes by trial number, and the trials of each case
 * still running. The test consumes outcomes in trial order (sequentialStop), so a case is decided by the
 * same trial at 1 worker as at 8; the moment it is, every running trial past that one is aborted. Which
 * trials are needed whatever the running ones show is known too, so that they can go first.
 */
class SequentialCases {
    design;
    outcomes = new Map();
    decidedAt = new Map();
    /** Per case, the last trial that will be consumed whatever the unfinished ones show. */
    neededThrough = new Map();
    running = new Map();
    constructor(design) {
        this.design = design;
    }
    /** The trial that decided this trial's case, when one did. */
    decidingTrial(t) {
        return this.decidedAt.get(caseKeyOf(t));
    }
    /** Whether the case was decided by an earlier trial: then this one is not run, or not counted. */
    decidedBefore(t) {
        const at = this.decidingTrial(t);
        return at !== undefined && t.trial > at;
    }
    /** Whether the test will consume this trial whatever the unfinished ones show: no guess, no waste. */
    needed(t) {
        const caseKey = caseKeyOf(t);
        if (this.decidedAt.has(caseKey))
            return false;
        return t.trial <= (this.neededThrough.get(caseKey) ?? (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomesToDecide */ .nt)(0, 0, this.design));
    }
    /** A trial starts: abort the signal and its processes are killed. */
    start(t) {
        const controller = new AbortController();
        this.running.set(keyOf(t), { trial: t, controller });
        return controller.signal;
    }
    /** A trial ended without an outcome (cancelled, or not run). */
    stop(t) {
        this.running.delete(keyOf(t));
    }
    /** A trial finished (or was restored from the journal or the cache): a case it decides is returned. */
    finish(t, outcome) {
        this.running.delete(keyOf(t));
        const caseKey = caseKeyOf(t);
        if (this.decidedAt.has(caseKey))
            return undefined;
        const outcomes = this.outcomes.get(caseKey) ?? [];
        outcomes[t.trial - 1] = outcome;
        this.outcomes.set(caseKey, outcomes);
        const stop = (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .sequentialStop */ .Cz)(Array.from(outcomes), this.design);
        if (stop.decision === 'continue') {
            this.neededThrough.set(caseKey, stop.through + (0,_results_sequential_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomesToDecide */ .nt)(stop.successes, stop.failures, this.design));
            return undefined;
        }
        this.decidedAt.set(caseKey, stop.through);
        const cancelled = [];
        for (const [key, { trial, controller }] of this.running) {
            if (caseKeyOf(trial) !== caseKey || trial.trial <= stop.through)
                continue;
            controller.abort();
            cancelled.push(key);
        }
        const discarded = outcomes.flatMap((o, i) => o !== undefined && i + 1 > stop.through ? [(0,_trialPlan_js__WEBPACK_IMPORTED_MODULE_1__/* .trialKey */ .w)(t.skill, t.backend, t.evalCase.id, i + 1, t.arm)] : []);
        return { caseKey, decidedAt: stop.through, cancelled, discarded };
    }
}
/** The case a trial belongs to, as the sequential rule keys it. */
function caseKeyOf(t) {
    return `${t.skill}|${t.backend}|${t.evalCase.id}${t.arm === 'baseline' ? '|baseline' : ''}`;
}
function keyOf(t) {
    return (0,_trialPlan_js__WEBPACK_IMPORTED_MODULE_1__/* .trialKey */ .w)(t.skill, t.backend, t.evalCase.id, t.trial, t.arm);
}


/***/ }),

/***/ 9963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ skipLines)
/* harmony export */ });
/* harmony import */ var _results_skippedSkills_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1972);

/**
 * The plan's lines for what it will not run and what a reader must know, skills by name: each skill
 * not evaluated once, with the agent runs it would have taken; then the backends and cases skipped; then
 * notes, one line per text with every skill it is about (a broken dependency is shared by many).
 */
function skipLines(plan) {
    const notes = new Map();
    for (const n of plan.notes)
        notes.set(n.note, [...(notes.get(n.note) ?? []), (0,_results_skippedSkills_js__WEBPACK_IMPORTED_MODULE_0__/* .keyText */ .Pu)(n.key)]);
    return [
        ...(0,_results_skippedSkills_js__WEBPACK_IMPORTED_MODULE_0__/* .skippedSkills */ .Pv)(plan).map((s) => `  not evaluated: ${s.skill}${s.runs !== undefined ? ` (${s.runs} agent run(s))` : ''}: ${s.reason}`),
        ...(0,_results_skippedSkills_js__WEBPACK_IMPORTED_MODULE_0__/* .skippedParts */ .xx)(plan.skipped).map((s) => `  skipped ${(0,_results_skippedSkills_js__WEBPACK_IMPORTED_MODULE_0__/* .keyText */ .Pu)(s.key)}: ${s.reason}`),
        ...[...notes].map(([note, on]) => `  note on ${namesText(on)}: ${note}`),
    ];
}
/** `a, b and 3 more`: the first five, so a line stays a line. */
function namesText(names) {
    const unique = [...new Set(names)];
    return unique.length <= 5 ? unique.join(', ') : `${unique.slice(0, 5).join(', ')} and ${unique.length - 5} more`;
}


/***/ }),

/***/ 1807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b$: () => (/* binding */ detectPlan),
  o4: () => (/* binding */ sizingLines)
});

// UNUSED EXPORTS: sizeTrials

// EXTERNAL MODULE: ./src/results/aggregate.ts + 2 modules
var aggregate = __webpack_require__(7772);
// EXTERNAL MODULE: ./src/results/compare/verdict.ts
var verdict = __webpack_require__(9571);
// EXTERNAL MODULE: ./src/results/stats.ts
var stats = __webpack_require__(5613);
// EXTERNAL MODULE: ./src/results/compare/fisher.ts
var fisher = __webpack_require__(1005);
// EXTERNAL MODULE: ./src/results/compare/multiplicity.ts
var multiplicity = __webpack_require__(8087);
;// CONCATENATED MODULE: ./src/results/power/fisherPower.ts


/**
 * The exact power of the one-sided Fisher test that `compare` makes of a rate with `n` trials a side:
 * the probability that head (true rate `pHead`) comes out significantly below base (true rate `pBase`)
 * at level `alpha`. For each total t of successes the test rejects the head's lowest counts, up to the
 * largest whose conditional (hypergeometric) tail stays below alpha; the power sums the two binomials
 * over those tables. O(n²), exact to rounding.
 */
function fisherPower(n, pBase, pHead, alpha) {
    const base = binomial(n, pBase);
    const head = binomial(n, pHead);
    let power = 0;
    for (let t = 0; t <= 2 * n; t++) {
        const lo = Math.max(0, t - n);
        const hi = Math.min(n, t);
        let tail = 0;
        for (let k = lo; k <= hi; k++) {
            tail += Math.exp((0,fisher/* logChoose */.Oo)(n, k) + (0,fisher/* logChoose */.Oo)(n, t - k) - (0,fisher/* logChoose */.Oo)(2 * n, t));
            if (!(0,multiplicity/* below */.Gz)(tail, alpha))
                break;
            power += head[k] * base[t - k];
        }
    }
    return Math.min(1, power);
}
/** P(X = k) for X ~ Binomial(n, p), k = 0..n. */
function binomial(n, p) {
    return Array.from({ length: n + 1 }, (_, k) => {
        if (p <= 0)
            return k === 0 ? 1 : 0;
        if (p >= 1)
            return k === n ? 1 : 0;
        return Math.exp((0,fisher/* logChoose */.Oo)(n, k) + k * Math.log(p) + (n - k) * Math.log(1 - p));
    });
}

;// CONCATENATED MODULE: ./src/results/power/detect.ts



/**
 * `detect`: the drop, in points of a rate, that a run is sized to find. 30 by default: the drop the
 * compare docs and issue #24 use as the one a maintainer must not miss (a skill that works 9 times in
 * 10 working 6 in 10), and the smallest whose trials a PR can pay for (a 15-point drop needs about four
 * times as many).
 */
const DEFAULT_DETECT = 30;
/** The chance of calling such a drop `regressed` that a run is sized for. */
const DETECT_POWER = 0.8;
/**
 * The rates a drop of `drop` can start from: the guarantee holds from any of them, so the sizing uses
 * the least favourable (rates near 50 %, where a pass rate varies most).
 */
function baselines(drop) {
    if (drop >= 1)
        return [1];
    return Array.from({ length: 11 }, (_, i) => drop + ((1 - drop) * i) / 10);
}
/** The power against a drop of `drop` from its least favourable starting rate, `n` trials a side, at `level`. */
function worstCasePower(n, drop, level) {
    return Math.min(...baselines(drop).map((p) => powerAt(n, p, p - drop, level)));
}
/**
 * Past this many trials a side the normal approximation stands in for the exact power: within a point
 * of it there, where the exact sum (which grows as n²) would take seconds for a drop of a few points.
 */
const EXACT_UP_TO = 1000;
function powerAt(n, pBase, pHead, level) {
    return n <= EXACT_UP_TO ? fisherPower(n, pBase, pHead, level) : normalPower(n, pBase, pHead, level);
}
/**
 * The one-sided test's power by the normal approximation, less Fleiss's continuity correction (about 2 / drop trials).
 */
function normalPower(n, pBase, pHead, level) {
    const drop = pBase - pHead;
    const mean = (pBase + pHead) / 2;
    const effective = Math.max(0, n - 2 / drop);
    const z = (drop * Math.sqrt(effective) - (0,stats/* normalQuantile */.Zl)(1 - level) * Math.sqrt(2 * mean * (1 - mean))) /
        Math.sqrt(pBase * (1 - pBase) + pHead * (1 - pHead));
    return (0,stats/* normalCdf */.vr)(z);
}
/** The level one rate is tested at for the guarantee: Holm's first step over the report's `rates`. */
const familyLevel = (rates) => verdict/* SIGNIFICANCE */.cT / Math.max(1, rates);
/**
 * Trials a side for one rate to be called `regressed` with `power` when it drops by `drop` (0–1], from any
 * starting rate, in a report of `rates` rates: the exact power of Fisher's test at Holm's first step,
 * α / rates (what the correction guarantees whatever the other rates do; Tarone's rule only helps).
 */
function trialsToDetect(drop, rates, power = DETECT_POWER) {
    const level = familyLevel(rates);
    const centre = Math.min(1, 0.5 + drop / 2);
    // Exact power is nearly monotone in n (discreteness makes it saw): bisect on the central rate, then
    // step up until every starting rate reaches it.
    let hi = Math.max(2, 2 * (0,stats/* trialsForPower */.eI)(centre, centre - drop, level, power));
    let lo = 0;
    while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (powerAt(mid, centre, centre - drop, level) >= power)
            hi = mid;
        else
            lo = mid;
    }
    while (worstCasePower(hi, drop, level) < power)
        hi++;
    return hi;
}
/**
 * The smallest drop, in whole points, that `trials` a side find with `power` from any starting rate in a
 * report of `rates` rates; null when not even a rate going from 100 % to 0 % would be found.
 */
function smallestDetectable(trials, rates, power = DETECT_POWER) {
    const level = familyLevel(rates);
    const found = (points) => worstCasePower(trials, points / 100, level) >= power;
    if (trials < 1 || !found(100))
        return null;
    let lo = 0;
    let hi = 100;
    while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (found(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

// EXTERNAL MODULE: ./src/util/groupBy.ts
var groupBy = __webpack_require__(1730);
// EXTERNAL MODULE: ./src/eval/runner/plan.ts + 1 modules
var runner_plan = __webpack_require__(7610);
;// CONCATENATED MODULE: ./src/eval/runner/trialSizing.ts




/** The plan `--detect` makes: the rows as the spec has them, then each row's trials sized for the drop. */
function detectPlan(report, options, detect, caps) {
    const structure = (0,runner_plan/* planTrials */.l7)(report, { ...options, trials: 1 });
    const sizing = sizeTrials(structure, options.discipline, detect, caps);
    const plan = (0,runner_plan/* planTrials */.l7)(report, {
        ...options,
        trialsFor: (skill, backend) => sizing.perRow.get(`${skill}|${backend}`),
    });
    return { ...plan, sizing };
}
/**
 * Trials per case so that a drop of `detect.points` in the activation or execution rate of one row is
 * called `regressed` with 80 % power after the report's correction. A row's rate is the mean of its
 * cases, tested by case (the stratified exact test), and with every case of a row at n trials a rate
 * over K cases has the power of one table of K·n trials a side; so each row takes ⌈N / K⌉ per case, N
 * from `trialsToDetect` and K the fewer cases of its activation and execution rates. Within the caps:
 * when they do not allow it, the smallest drop they do.
 */
function sizeTrials(structure, discipline, detect, caps = {}) {
    const rows = rowShapes(structure.trials, discipline);
    const jobs = Math.max(1, detect.jobs ?? 1);
    const rates = jobs * rows.reduce((sum, r) => sum + r.rates, 0);
    const base = { asked: detect.points, rows: jobs * rows.length, rates, ...costUnchecked(rows, caps) };
    if (rows.length === 0)
        return { ...base, detectable: detect.points, perRow: new Map() };
    const at = (points) => perCase(rows, trialsToDetect(points / 100, rates));
    const wanted = at(detect.points);
    const overCap = capExceeded(rows, wanted, caps);
    if (!overCap)
        return { ...base, detectable: detect.points, perRow: wanted };
    // The cap named is the one that binds: the one the next size past what fits would exceed (with both
    // --max-trials and --max-cost, the first exceeded at the size asked for may not be it).
    const limitedBy = (next) => ({
        cap: capExceeded(rows, next, caps) ?? overCap,
        runsNeeded: runsOf(rows, wanted),
    });
    // The smallest drop whose trials fit (fitting only gets easier as the drop grows).
    let lo = detect.points;
    let hi = 100;
    if (capExceeded(rows, at(hi), caps)) {
        const fitting = fewestFitting(rows, rates, caps);
        const n = [...fitting.perRow.values()][0] ?? 1;
        return { ...base, limitedBy: limitedBy(new Map(rows.map((r) => [r.key, n + 1]))), ...fitting };
    }
    while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (capExceeded(rows, at(mid), caps))
            lo = mid;
        else
            hi = mid;
    }
    return { ...base, limitedBy: limitedBy(at(lo)), detectable: hi, perRow: at(hi) };
}
function rowShapes(trials, discipline) {
    return [...(0,groupBy/* groupBy */.$)(trials, (t) => `${t.skill}|${t.backend}`).entries()].map(([key, group]) => {
        // The structure plan has one trial per case and arm; the first of a case is its skill arm.
        const cases = [...(0,groupBy/* groupBy */.$)(group, (t) => t.evalCase.id).values()].map((g) => g[0]);
        const roles = cases.map((c) => (0,aggregate/* caseRole */.TV)(c.evalCase, c.skill));
        const activation = discipline === 'force-load' ? 0 : roles.filter((r) => r === 'should-activate').length;
        const falseActivation = discipline === 'force-load' ? 0 : roles.filter((r) => r === 'should-not-activate').length;
        const execution = roles.filter((r) => r !== 'should-not-activate').length;
        // With the baseline arm the row's lift change is one more test of the report's family (compare).
        const rates = [activation, falseActivation, execution].filter((k) => k > 0).length +
            (group.some((t) => t.arm === 'baseline') ? 1 : 0);
        // Sized for drops (activation, execution); false activation, whose rise usually starts near 0 %
        // where it is easier to see, takes the row's trials (alone only when the row has nothing else).
        const drops = [activation, execution].filter((k) => k > 0);
        return {
            key,
            cases,
            runs: group,
            fewestCases: Math.min(...(drops.length > 0 ? drops : [falseActivation || 1])),
            rates,
        };
    });
}
const perCase = (rows, rowTrials) => new Map(rows.map((r) => [r.key, Math.ceil(rowTrials / r.fewestCases)]));
const runsOf = (rows, perRow) => rows.reduce((sum, r) => sum + perRow.get(r.key) * r.runs.length, 0);
function costOf(rows, perRow, caps) {
    return rows.reduce((sum, r) => sum +
        perRow.get(r.key) * r.runs.reduce((s, c) => s + (caps.costOfRun?.(c.skill, c.backend, c.evalCase.id) ?? 0), 0), 0);
}
/** The cap these trials exceed (`--max-trials 200`), or undefined. */
function capExceeded(rows, perRow, caps) {
    const exceeded = [
        caps.maxTrials !== undefined && runsOf(rows, perRow) > caps.maxTrials ? `max-trials ${caps.maxTrials}` : undefined,
        caps.maxCostUsd !== undefined && costOf(rows, perRow, caps) > caps.maxCostUsd
            ? `max-cost $${caps.maxCostUsd}`
            : undefined,
    ].filter((c) => c !== undefined);
    return exceeded.length > 0 ? exceeded.join(' and ') : undefined;
}
/** Not even a 100-point drop fits: as many trials per case as fit (at least one), and what they find. */
function fewestFitting(rows, rates, caps) {
    const uniform = (n) => new Map(rows.map((r) => [r.key, n]));
    let n = 1;
    while (!capExceeded(rows, uniform(n + 1), caps))
        n++;
    const perRow = uniform(n);
    const found = rows.map((r) => smallestDetectable(n * r.fewestCases, rates));
    return { perRow, detectable: found.includes(null) ? null : Math.max(...found) };
}
function costUnchecked(rows, caps) {
    if (caps.maxCostUsd === undefined)
        return {};
    const unknown = rows
        .flatMap((r) => r.cases)
        .filter((c) => caps.costOfRun?.(c.skill, c.backend, c.evalCase.id) === undefined).length;
    return unknown > 0 ? { costUnchecked: unknown } : {};
}
/** What the plan says of its sizing, before anything runs. */
function sizingLines(s) {
    const family = `the correction over ${s.rates} rate(s) of ${s.rows} row(s)`;
    const counts = [...new Set(s.perRow.values())].sort((a, b) => a - b);
    const trials = counts.length === 0
        ? 'no trials'
        : `${counts.length === 1 ? counts[0] : `${counts[0]}-${counts[counts.length - 1]}`} trial(s) per case`;
    const power = `${Math.round(DETECT_POWER * 100)} % power`;
    const lines = [];
    if (!s.limitedBy)
        lines.push(`detect: ${trials}, so that a ${s.asked}-point drop in one row's ` +
            `activation or execution rate is called regressed with at least ` +
            `${power} after ${family}`);
    else {
        const smallest = s.detectable === null
            ? 'this run can detect no drop, not even 100 points'
            : `the smallest drop this run can detect is ${s.detectable} points, not ${s.asked}`;
        lines.push(`detect: at this budget (${s.limitedBy.cap}) ${smallest}: ${trials} ` +
            `(${s.asked} points would need ${s.limitedBy.runsNeeded} agent runs a ` +
            `side), with ${power} after ${family}`);
    }
    if (s.costUnchecked)
        lines.push(`detect: max-cost is not checked up front: ${s.costUnchecked} case(s) ` +
            `have no earlier cost to price them by (caliper eval --estimate-from a ` +
            `results.json); the run stops launching when it is reached`);
    return lines;
}


/***/ }),

/***/ 3669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pv: () => (/* binding */ folderCache),
/* harmony export */   k$: () => (/* binding */ cacheKey)
/* harmony export */ });
/* unused harmony export mayWriteCache */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



function cacheKey(id) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(id)).digest('hex').slice(0, 40);
    return `caliper-results-${id.backend}-${digest}`;
}
/** A cache in a folder: `caliper eval --cache-dir`, and the store the tests use. Keys are never overwritten. */
function folderCache(dir) {
    const file = (key) => node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, `${key}.json`);
    return {
        async restore(key) {
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file(key)))
                return undefined;
            try {
                return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file(key), 'utf8'));
            }
            catch {
                return undefined;
            }
        },
        async save(key, records) {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file(key)))
                return;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dir, { recursive: true });
            const tmp = `${file(key)}.${process.pid}.tmp`;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(tmp, JSON.stringify(records));
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, file(key));
        },
    };
}
/**
 * Only results measured on trusted refs may be cached: a push to the default branch, a schedule or a
 * manual run. A pull request never writes, so a PR cannot plant numbers its base will be judged by.
 */
function mayWriteCache(eventName, ref, defaultBranch) {
    if (eventName === 'schedule' || eventName === 'workflow_dispatch')
        return true;
    return eventName === 'push' && defaultBranch !== undefined && ref === `refs/heads/${defaultBranch}`;
}


/***/ }),

/***/ 2995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ harnessFaults),
/* harmony export */   c: () => (/* binding */ unavailableBackends)
/* harmony export */ });
/** Backends that never ran: no version, and every one of their trials a harness error. */
function unavailableBackends(results) {
    return results.meta.backends
        .filter((b) => b.version === undefined &&
        results.results.some((r) => r.backend === b.name && r.errors > 0 && r.errors === r.cases.reduce((n, c) => n + c.trials, 0)))
        .map((b) => b.name);
}
/** Backends that were unavailable and trials that ended in harness errors, one phrase each (empty: none). */
function harnessFaults(results, side) {
    const where = side ? ` (${side})` : '';
    // The baseline arm's harness errors are faults as much as the skill arm's (the row's `errors` counts those).
    const errors = results.results.reduce((n, r) => n + r.errors + (r.lift?.cases.reduce((m, c) => m + c.errors, 0) ?? 0), 0);
    return [
        ...unavailableBackends(results).map((b) => `backend ${b} was unavailable${where}`),
        ...(errors > 0 ? [`${errors} trial(s) ended in a harness error${where}`] : []),
    ];
}


/***/ }),

/***/ 6309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ recordedTrial),
/* harmony export */   R: () => (/* binding */ SCRIPTED_MODEL),
/* harmony export */   _F: () => (/* binding */ recordableResults)
/* harmony export */ });
/* unused harmony exports recordedToken, recordedText, recordedUsage */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6303);


/**
 * The writer's side of the results.json check (schema.ts): every value caliper writes from text a CLI,
 * an endpoint or the runner gave it goes through here, so that what `eval` writes is what `compare`,
 * `merge`, `view`, `history` and the Action read back. Nothing is refused and nothing is escaped for a
 * medium here (each renderer escapes for its own: escape.ts, the HTML report's text nodes); values are
 * only put in the form the check accepts.
 *
 * - model ids, CLI versions, endpoint hosts: kept as they are when the check accepts them (so recording
 *   a recorded value changes nothing); otherwise each character outside the pattern is written `%XX`
 *   (its UTF-8 bytes, `%` itself among them: `2.1.332 (Claude Code)` is `2.1.332%20%28Claude%20Code%29`),
 *   and a value past the length limit is cut with a hash of the whole. An empty value is no value.
 * - free text (check labels, skipped keys and reasons, platform): cut at the check's limit.
 * - token counts and costs: whole non-negative numbers within bounds; a cost that is not a number a
 *   run can have is unknown.
 * - with the scripted model, every model is `scripted` and nothing has a cost: a CLI names and prices
 *   the model it thinks it called, which is not what answered.
 *
 * Skill names and case ids are not rewritten: they are the repository's identities. The spec schema
 * allows exactly the case ids the check does, and eval plans no skill whose name the check would
 * refuse (plan.ts).
 */
/** What a scripted run reports as its model, wherever a model name would appear. */
const SCRIPTED_MODEL = 'scripted';
/**
 * Per kind, the characters kept as they are (the check's pattern without `%`), first and after, and the length limit.
 */
const TOKENS = {
    model: { first: /^[A-Za-z0-9]$/, rest: /^[A-Za-z0-9._/:@+[\]-]$/, max: 128 },
    version: { first: /^[A-Za-z0-9]$/, rest: /^[A-Za-z0-9._+-]$/, max: 64 },
    host: { first: /^[A-Za-z0-9*[]$/, rest: /^[A-Za-z0-9.*:_[\]-]$/, max: 253 },
};
const percent = (ch) => [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
/** A model id, version or host as results.json records it; undefined for no value (not a string, or blank). */
function recordedToken(kind, raw) {
    if (typeof raw !== 'string')
        return undefined;
    const value = raw.trim();
    if (value === '')
        return undefined;
    if (_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3[kind].test(value))
        return value;
    const { first, rest, max } = TOKENS[kind];
    let out = '';
    for (const ch of value)
        out += (out === '' ? first : rest).test(ch) ? ch : percent(ch);
    if (out.length <= max)
        return out;
    const tag = `-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(value).digest('hex').slice(0, 8)}`;
    // Cut before an escape it would split.
    return out.slice(0, max - tag.length).replace(/%[0-9A-F]?$/, '') + tag;
}
/** Free text within the check's limit: cut, with `…`, past it. */
function recordedText(raw, max = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .TEXT_MAX */ .DE) {
    const text = String(raw);
    if (text.length <= max)
        return text;
    // Not half of a surrogate pair at the cut.
    return text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '') + '…';
}
/** One agent run's tokens past this are a broken report, not a run (no context holds a billion). */
const MAX_TRIAL_TOKENS = 1e9;
/** Dollars for one agent run past this are a broken report; the check allows sums to 1e12. */
const MAX_TRIAL_COST_USD = 1e6;
const tokens = (n) => typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), MAX_TRIAL_TOKENS) : 0;
/** The cached parts of a usage, kept only where the CLI reported them, and never more than its input. */
function cacheTokens(usage) {
    const input = tokens(usage.inputTokens);
    const read = Math.min(tokens(usage.cacheReadTokens), input);
    const write = Math.min(tokens(usage.cacheWriteTokens), input - read);
    return { ...(read > 0 && { cacheReadTokens: read }), ...(write > 0 && { cacheWriteTokens: write }) };
}
/** A trial's usage as recorded: whole token counts, and a cost only when it is one a run can have. */
function recordedUsage(usage, scripted) {
    const cost = usage.costUsd;
    const known = !scripted && typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 && cost <= MAX_TRIAL_COST_USD;
    return {
        inputTokens: tokens(usage.inputTokens),
        outputTokens: tokens(usage.outputTokens),
        ...cacheTokens(usage),
        costUsd: known ? cost : undefined,
        ...(known && usage.costSource !== undefined && { costSource: usage.costSource }),
        ...(usage.replayed === true && { replayed: true }),
        ...(tokens(usage.turns) > 0 && { turns: tokens(usage.turns) }),
    };
}
/**
 * A trial record as trials.jsonl keeps it: its model and version as results.json will, `scripted` in a scripted run.
 */
function recordedTrial(record, scripted) {
    return {
        ...record,
        model: scripted ? SCRIPTED_MODEL : recordedToken('model', record.model),
        backendVersion: recordedToken('version', record.backendVersion),
        usage: recordedUsage(record.usage ?? { inputTokens: 0, outputTokens: 0, costUsd: undefined }, scripted),
        checks: (record.checks ?? []).map((c) => ({ ...c, label: recordedText(c.label) })),
    };
}
/**
 * Results as results.json records them: what `eval` writes, after the redactor (which may have put
 * `[redacted]` into any string), so that what is written is what the check accepts.
 */
function recordableResults(results) {
    const meta = results.meta;
    const scripted = meta.modelSource.kind === 'scripted';
    const model = (m) => (scripted ? SCRIPTED_MODEL : recordedToken('model', m));
    return {
        meta: {
            ...meta,
            modelSource: meta.modelSource.kind === 'real'
                ? { kind: 'real', endpoint: recordedToken('host', meta.modelSource.endpoint) ?? 'custom' }
                : { kind: meta.modelSource.kind },
            backends: meta.backends.map((b) => ({
                name: b.name,
                version: recordedToken('version', b.version),
                model: model(b.model),
                ...(b.bundledSkills && { bundledSkills: b.bundledSkills }),
            })),
            ...(meta.network && {
                network: {
                    allow: meta.network.allow.map((h) => recordedToken('host', h)).filter((h) => h !== undefined),
                },
            }),
            platform: recordedText(meta.platform),
            ...(meta.sequential !== undefined && { sequential: recordedText(meta.sequential) }),
            ...(meta.spend && { spend: { ...meta.spend, priceTable: recordedText(meta.spend.priceTable) } }),
        },
        results: results.results.map((r) => {
            const recordedCase = (c) => ({
                ...c,
                checks: c.checks.map((k) => ({ ...k, label: recordedText(k.label) })),
                ...(scripted && { costUsd: undefined }),
            });
            return {
                ...r,
                backendVersion: recordedToken('version', r.backendVersion),
                model: model(r.model),
                cases: r.cases.map(recordedCase),
                ...(r.frontMatter !== undefined && { frontMatter: recordedText(r.frontMatter) }),
                // The redactor may have written `[redacted]` into a name: a name results.json cannot hold is left out.
                ...(r.chosenOutside && {
                    chosenOutside: Object.fromEntries(Object.entries(r.chosenOutside).filter(([n]) => _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.listedSkill.test(n))),
                }),
                ...(r.lift && { lift: { ...r.lift, cases: r.lift.cases.map(recordedCase) } }),
            };
        }),
        skipped: results.skipped.map((s) => ({ key: recordedText(s.key), reason: recordedText(s.reason) })),
    };
}


/***/ }),

/***/ 1972:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oe: () => (/* binding */ skippedText),
/* harmony export */   Pu: () => (/* binding */ keyText),
/* harmony export */   Pv: () => (/* binding */ skippedSkills),
/* harmony export */   xx: () => (/* binding */ skippedParts)
/* harmony export */ });
const WHOLE_SKILL = /^([^|]+)\|\*\|\*\|\*$/;
/**
 * Skills a run planned but ran nothing of (key `name|*|*|*`: validation errors, or an install that was
 * refused), with the planner's reason, each once. Such a skill has no row, so a comparison would call it removed.
 */
function skippedSkills(results) {
    const out = new Map();
    for (const s of results.skipped) {
        const m = WHOLE_SKILL.exec(s.key);
        if (m && !out.has(m[1]))
            out.set(m[1], { skill: m[1], reason: s.reason, runs: s.runs });
    }
    return [...out.values()];
}
/** The skipped entries that are not whole skills: a backend, a case, or a trial the budget stopped. */
function skippedParts(skipped) {
    return skipped.filter((s) => !WHOLE_SKILL.test(s.key));
}
/** A key as a reader says it: `skill × backend × case`, the `*`s dropped. */
function keyText(key) {
    return key
        .split('|')
        .filter((p) => p !== '*')
        .join(' × ');
}
/** "2 skill(s) not evaluated (12 agent runs), 3 planned trial(s) skipped", or undefined when nothing was. */
function skippedText(results) {
    const skills = skippedSkills(results);
    const parts = skippedParts(results.skipped).length;
    const runs = skills.reduce((n, s) => n + (s.runs ?? 0), 0);
    const said = [
        skills.length > 0 && `${skills.length} skill(s) not evaluated${runs > 0 ? ` (${runs} agent run(s))` : ''}`,
        parts > 0 && `${parts} planned trial(s) skipped`,
    ].filter((x) => typeof x === 'string');
    return said.length > 0 ? said.join(', ') : undefined;
}


/***/ }),

/***/ 2708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ REQUEST_PROFILES)
});

;// CONCATENATED MODULE: ./src/results/spend/requestProfiles.json
const requestProfiles_namespaceObject = /*#__PURE__*/JSON.parse('{"about":"What each pinned agent CLI sends its model on examples/ (one scripted trial of each case), measured by the command below; read by caliper eval --dry-run to price a run before any real one.","command":"npm run bench -- request-profiles","charsPerToken":4,"cases":["csv-summary/totals","csv-summary/no-skill-for-greeting","release-notes/writes-notes","release-notes/unrelated"],"clis":{"claude-code":{"version":"2.1.332","api":"anthropic-messages","defaultModel":"claude-opus-5-5","defaultModelSource":"requested in this scripted run","outputBudget":128000,"trials":[{"case":"csv-summary/totals","calls":[{"input":15294,"cachedPrefix":0},{"input":15461,"cachedPrefix":15280},{"input":15568,"cachedPrefix":15454}]},{"case":"csv-summary/no-skill-for-greeting","calls":[{"input":15290,"cachedPrefix":0}]},{"case":"release-notes/writes-notes","calls":[{"input":15261,"cachedPrefix":0},{"input":15529,"cachedPrefix":15246},{"input":15656,"cachedPrefix":15522},{"input":15794,"cachedPrefix":15648}]},{"case":"release-notes/unrelated","calls":[{"input":15251,"cachedPrefix":0}]}]},"codex":{"version":"0.171.0","api":"openai-responses","defaultModel":"gpt-6.2-sol","defaultModelSource":"requested of a stand-in with no --model (docs/backends.md)","outputBudget":null,"trials":[{"case":"csv-summary/totals","calls":[{"input":9820,"cachedPrefix":0},{"input":10076,"cachedPrefix":9810},{"input":10204,"cachedPrefix":10071}]},{"case":"csv-summary/no-skill-for-greeting","calls":[{"input":9816,"cachedPrefix":0}]},{"case":"release-notes/writes-notes","calls":[{"input":9778,"cachedPrefix":0},{"input":10129,"cachedPrefix":9764},{"input":10296,"cachedPrefix":10123},{"input":10461,"cachedPrefix":10289}]},{"case":"release-notes/unrelated","calls":[{"input":9768,"cachedPrefix":0}]}]},"gemini-cli":{"version":"0.61.0","api":"gemini","defaultModel":"gemini-3.1-pro-preview","defaultModelSource":"answers with it and routes with gemini-3.5-flash-lite, as requested of a stand-in with no --model (docs/backends.md)","outputBudget":null,"trials":[{"case":"csv-summary/totals","calls":[{"input":12842,"cachedPrefix":0},{"input":13076,"cachedPrefix":12842},{"input":13213,"cachedPrefix":13076}]},{"case":"csv-summary/no-skill-for-greeting","calls":[{"input":12837,"cachedPrefix":0}]},{"case":"release-notes/writes-notes","calls":[{"input":12759,"cachedPrefix":0},{"input":13094,"cachedPrefix":12758},{"input":13234,"cachedPrefix":13094},{"input":13441,"cachedPrefix":13233}]},{"case":"release-notes/unrelated","calls":[{"input":12749,"cachedPrefix":0}]}]},"hermes":{"version":"0.19.0","api":"chat-completions","defaultModel":"z-ai/glm-5.2","defaultModelSource":"its silent default on OpenRouter (OPENROUTER_API_KEY): PREFERRED_SILENT_DEFAULT_MODEL in Hermes\'s hermes_cli/models.py","estimateModel":"anthropic/claude-sonnet-4.6","estimateModelWhy":"z-ai/glm-5.2 has no price in the table; priced as docs/backends.md\'s Hermes example","outputBudget":65536,"trials":[{"case":"csv-summary/totals","calls":[{"input":13431,"cachedPrefix":0},{"input":13863,"cachedPrefix":13418},{"input":13965,"cachedPrefix":13850}]},{"case":"csv-summary/no-skill-for-greeting","calls":[{"input":13426,"cachedPrefix":0}]},{"case":"release-notes/writes-notes","calls":[{"input":13412,"cachedPrefix":0},{"input":13942,"cachedPrefix":13400},{"input":14103,"cachedPrefix":13930},{"input":14242,"cachedPrefix":14090}]},{"case":"release-notes/unrelated","calls":[{"input":13402,"cachedPrefix":0}]}]},"opencode":{"version":"1.18.33","api":"chat-completions","defaultModel":null,"defaultModelSource":"none fixed: OpenCode picks the newest of its provider\'s models matching its priority list (gpt-5, claude-sonnet-4, …)","estimateModel":"openai/gpt-5.5","estimateModelWhy":"no fixed default; priced as docs/backends.md\'s OpenCode example, openrouter/openai/gpt-5.5","outputBudget":8192,"trials":[{"case":"csv-summary/totals","calls":[{"input":7837,"cachedPrefix":0},{"input":8082,"cachedPrefix":7824},{"input":8171,"cachedPrefix":8070}]},{"case":"csv-summary/no-skill-for-greeting","calls":[{"input":7833,"cachedPrefix":0}]},{"case":"release-notes/writes-notes","calls":[{"input":7760,"cachedPrefix":0},{"input":8108,"cachedPrefix":7748},{"input":8279,"cachedPrefix":8096},{"input":8403,"cachedPrefix":8267}]},{"case":"release-notes/unrelated","calls":[{"input":7751,"cachedPrefix":0}]}]},"pi":{"version":"0.73.1","api":"chat-completions","defaultModel":"gpt-5.4","defaultModelSource":"its default on OpenAI (OPENAI_API_KEY): defaultModelPerProvider in pi\'s dist/core/model-resolver.js","outputBudget":16384,"trials":[{"case":"csv-summary/totals","calls":[{"input":1758,"cachedPrefix":0},{"input":1967,"cachedPrefix":1749},{"input":2054,"cachedPrefix":1960}]},{"case":"csv-summary/no-skill-for-greeting","calls":[{"input":1753,"cachedPrefix":0}]},{"case":"release-notes/writes-notes","calls":[{"input":1683,"cachedPrefix":0},{"input":1988,"cachedPrefix":1673},{"input":2108,"cachedPrefix":1980},{"input":2232,"cachedPrefix":2101}]},{"case":"release-notes/unrelated","calls":[{"input":1673,"cachedPrefix":0}]}]},"copilot":{"version":"1.0.102","api":"chat-completions","defaultModel":null,"defaultModelSource":"none: on its own provider (COPILOT_PROVIDER_BASE_URL) it requires COPILOT_MODEL","estimateModel":"openai/gpt-5.5","estimateModelWhy":"no default; priced as docs/backends.md\'s Copilot CLI example, gpt-5.5 on OpenAI","outputBudget":null,"trials":[{"case":"csv-summary/totals","calls":[{"input":12004,"cachedPrefix":0},{"input":12241,"cachedPrefix":11991},{"input":12349,"cachedPrefix":12234}]},{"case":"csv-summary/no-skill-for-greeting","calls":[{"input":11999,"cachedPrefix":0}]},{"case":"release-notes/writes-notes","calls":[{"input":11947,"cachedPrefix":0},{"input":12287,"cachedPrefix":11934},{"input":12411,"cachedPrefix":12281},{"input":12556,"cachedPrefix":12404}]},{"case":"release-notes/unrelated","calls":[{"input":11937,"cachedPrefix":0}]}]}}}');
;// CONCATENATED MODULE: ./src/results/spend/requestProfiles.ts

const REQUEST_PROFILES = requestProfiles_namespaceObject;


/***/ }),

/***/ 3186:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ runEstimate),
/* harmony export */   Y: () => (/* binding */ ESTIMATE_ASSUMPTIONS)
/* harmony export */ });
/* harmony import */ var _prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8191);
/* harmony import */ var _requestProfiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2708);


/**
 * What the estimate assumes a real model does beyond what the scripted model did on examples/: at least the
 * fewest calls a measured trial made, at most the most and EXTRA_CALLS more (a real model reads, retries
 * and checks where the scripted one takes the shortest path), each further call growing by the trial's
 * mean growth a call; and OUTPUT_LOW to OUTPUT_HIGH output tokens a call (thinking included).
 */
const ESTIMATE_ASSUMPTIONS = { extraCalls: 4, outputLow: 200, outputHigh: 2000 };
/** What one agent run of `backend` may cost: its measured requests at `model` (default: its own default). */
function runEstimate(backend, model, profiles = _requestProfiles_js__WEBPACK_IMPORTED_MODULE_1__/* .REQUEST_PROFILES */ .r) {
    const profile = profiles.clis[backend];
    if (!profile)
        return {
            ok: false,
            backend,
            reason: `no measured request profile for ${backend} (npm run bench -- request-profiles)`,
        };
    const chosen = model ?? profile.estimateModel ?? profile.defaultModel ?? undefined;
    if (!chosen)
        return { ok: false, backend, reason: `${backend} has no default model to price (pass --model)` };
    const price = (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .priceOf */ .xx)(chosen);
    if (!price)
        return {
            ok: false,
            backend,
            reason: `no price for ${chosen} in src/results/spend/prices.ts (pass --model a priced one)`,
        };
    const [fewest, most] = extremes(profile);
    const longest = [...most, ...furtherCalls(most, ESTIMATE_ASSUMPTIONS.extraCalls)];
    const why = model === undefined && profile.estimateModel ? profile.estimateModelWhy : undefined;
    return {
        ok: true,
        estimate: {
            backend,
            version: profile.version,
            model: chosen,
            ...(why && { why }),
            calls: { low: fewest.length, high: longest.length },
            low: trialDollars(price, fewest, ESTIMATE_ASSUMPTIONS.outputLow),
            high: trialDollars(price, longest, ESTIMATE_ASSUMPTIONS.outputHigh),
        },
    };
}
/** The measured trials with the fewest and the most calls. */
function extremes(profile) {
    const trials = profile.trials.map((t) => t.calls).filter((c) => c.length > 0);
    const byCalls = [...trials].sort((a, b) => a.length - b.length || sum(a) - sum(b));
    return [byCalls[0] ?? [], byCalls[byCalls.length - 1] ?? []];
}
/** `n` more calls after `calls`, each growing by their mean growth a call, its prefix the call before it. */
function furtherCalls(calls, n) {
    const first = calls[0];
    const last = calls[calls.length - 1];
    if (!first || !last)
        return [];
    const growth = calls.length > 1 ? (last.input - first.input) / (calls.length - 1) : 0;
    return Array.from({ length: n }, (_, i) => ({
        input: Math.round(last.input + growth * (i + 1)),
        cachedPrefix: Math.round(last.input + growth * i),
    }));
}
/**
 * A call's cacheable prefix read from the cache; the rest written to it where the provider charges that, else input.
 */
function trialDollars(price, calls, outputPerCall) {
    return calls.reduce((total, c) => {
        const read = Math.min(c.cachedPrefix, c.input);
        return (total + (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .dollarsAt */ .z3)(price, { input: c.input, output: outputPerCall, cacheRead: read, cacheWrite: c.input - read }));
    }, 0);
}
const sum = (calls) => calls.reduce((s, c) => s + c.input, 0);


/***/ })

};
