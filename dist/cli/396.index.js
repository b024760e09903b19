export const id = 396;
export const ids = [396];
export const modules = {

/***/ 4238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K3: () => (/* binding */ MAX_OUTSIDE_CHOICES),
/* harmony export */   NX: () => (/* binding */ outsideCountsText),
/* harmony export */   eE: () => (/* binding */ outsideChoiceText),
/* harmony export */   qF: () => (/* binding */ chosenOutside)
/* harmony export */ });
/** At most this many choices outside the set are kept in a trial record. */
const MAX_OUTSIDE_CHOICES = 10;
/** A skill's name as a CLI gives it (a plugin's skill as `plugin:skill`); anything else is not recorded. */
const LISTED_NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
/**
 * The skills the agent chose and loaded that caliper did not install (a CLI's bundled skill, a project
 * skill a fixture brought): a choice, never "chose no skill". Sorted, bounded, names only of the form a
 * skill name has (the transcript is the agent's).
 */
function chosenOutside(activated, installed) {
    return [...activated]
        .filter((name) => !installed.includes(name) && LISTED_NAME.test(name))
        .sort()
        .slice(0, MAX_OUTSIDE_CHOICES);
}
/** How a reader is told: "chose plugin-authoring, not under test". */
function outsideChoiceText(names) {
    return `chose ${names.join(', ')}, not under test`;
}
/**
 * A row's count by name: "chose plugin-authoring (2 trials), doctor (1 trial), not under test", each name through
 * `name` (the medium's escaper).
 */
function outsideCountsText(counts, name, max = 3) {
    const names = Object.entries(counts).map(([n, k]) => `${name(n)} (${k} trial${k === 1 ? '' : 's'})`);
    const shown = names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
    return `chose ${shown}, not under test`;
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

/***/ 3644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ buildReport)
});

// EXTERNAL MODULE: ./src/results/compare/compare.ts + 3 modules
var compare = __webpack_require__(7286);
// EXTERNAL MODULE: ./src/report/comparison/cells.ts + 1 modules
var cells = __webpack_require__(1637);
;// CONCATENATED MODULE: ./src/report/history/series.ts
/** The skill × backend pairs of a history, sorted, each once. */
function seriesKeys(history) {
    const keys = [...new Set(history.flatMap((p) => p.rows.map((r) => `${r.skill}\u0000${r.backend}`)))].sort();
    return keys.map((key) => {
        const [skill, backend] = key.split('\u0000');
        return { skill, backend };
    });
}
/**
 * The runs of one skill × backend, oldest first, each with what changed since the previous one: the
 * era, the discipline, the CLI version, the skill's content. The SVG and the Markdown charts mark the
 * same changes.
 */
function series(history, skill, backend) {
    const out = [];
    let previous;
    history.forEach((p, index) => {
        const row = p.rows.find((r) => r.skill === skill && r.backend === backend);
        if (!row)
            return;
        const now = { era: p.era, discipline: p.discipline, version: row.backendVersion, hash: row.skillHash };
        const changed = [];
        if (previous && previous.era !== now.era)
            changed.push(`era ${previous.era} → ${now.era}`);
        if (previous && previous.discipline !== now.discipline)
            changed.push(`discipline ${previous.discipline} → ${now.discipline}`);
        if (previous && previous.version !== now.version)
            changed.push(`${backend} ${previous.version ?? '?'} → ${now.version ?? '?'}`);
        if (previous && previous.hash !== now.hash)
            changed.push('skill changed');
        const counts = { activation: pair(row.activation), execution: pair(row.execution) };
        const rates = {
            activation: rateOf(row.rates?.activation, counts.activation),
            execution: rateOf(row.rates?.execution, counts.execution),
        };
        out.push({
            index,
            startedAt: String(p.startedAt),
            era: String(p.era),
            discipline: String(p.discipline),
            ...counts,
            rates,
            changed,
        });
        previous = now;
    });
    return out;
}
/**
 * The series cut where the era or the discipline changes: rates of different eras are not comparable,
 * so no line ever joins them.
 */
function segments(points) {
    const out = [];
    for (const p of points) {
        const last = out[out.length - 1];
        if (last && last[0].era === p.era && last[0].discipline === p.discipline)
            last.push(p);
        else
            out.push([p]);
    }
    return out;
}
/** A history file is data from an artifact-fed cache: counts that are not two whole numbers read as unmeasured. */
function pair(value) {
    if (!Array.isArray(value))
        return [0, 0];
    const [s, t] = value.map(Number);
    return Number.isInteger(s) && Number.isInteger(t) && s >= 0 && t > 0 && s <= t ? [s, t] : [0, 0];
}
/** The recorded rate when it is one (a number in [0, 1] beside measured counts), else the pooled counts' rate. */
function rateOf(recorded, [successes, trials]) {
    if (trials === 0)
        return null;
    return typeof recorded === 'number' && recorded >= 0 && recorded <= 1 ? recorded : successes / trials;
}

;// CONCATENATED MODULE: ./src/report/history/trendSvg.ts

/** Text for SVG/XML: the one escaper for markup this module writes. */
function xmlText(s) {
    return s
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
const W = 560;
const H = 170;
const PAD = { left: 34, right: 12, top: 14, bottom: 34 };
const SERIES = [
    { metric: 'activation', colour: '#0969da', label: 'activation' },
    { metric: 'execution', colour: '#1a7f37', label: 'execution' },
];
/**
 * One chart per skill × backend: activation and execution over the runs of the history. A line joins
 * runs of the same era and discipline only (numbers of different eras are not comparable); a dashed
 * mark shows where the skill's content, the CLI version or the era changed.
 */
function trendCharts(history) {
    return seriesKeys(history).map(({ skill, backend }) => chart(skill, backend, history.length, series(history, skill, backend)));
}
function chart(skill, backend, n, points) {
    const x = (i) => PAD.left + (n <= 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (n - 1));
    const y = (rate) => PAD.top + (1 - rate) * (H - PAD.top - PAD.bottom);
    const parts = [];
    const changes = [];
    for (const tick of [0, 0.5, 1])
        parts.push(`<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(tick)}" ` +
            `y2="${y(tick)}" stroke="#d1d9e0"/><text x="${PAD.left - 4}" ` +
            `y="${y(tick) + 4}" text-anchor="end" font-size="10" ` +
            `fill="#59636e">${tick * 100}%</text>`);
    for (const p of points) {
        if (p.changed.length === 0)
            continue;
        const label = `${p.startedAt.slice(0, 10)}: ${p.changed.join(', ')}`;
        changes.push(label);
        parts.push(`<line x1="${x(p.index)}" x2="${x(p.index)}" y1="${PAD.top}" ` +
            `y2="${H - PAD.bottom}" stroke="#9a6700" stroke-dasharray="3 ` +
            `3"><title>${xmlText(label)}</title></line>`);
    }
    for (const s of SERIES) {
        for (const segment of segments(points)) {
            const line = [];
            const flush = () => {
                if (line.length > 1)
                    parts.push(`<polyline fill="none" stroke="${s.colour}" stroke-width="1.5" points="${line.join(' ')}"/>`);
                line.length = 0;
            };
            let previous = -1;
            for (const p of segment) {
                const [successes, trials] = p[s.metric];
                const rate = p.rates[s.metric];
                // A run that did not measure it (or did not run the skill) breaks the line.
                if (p.index !== previous + 1)
                    flush();
                previous = p.index;
                if (rate === null) {
                    flush();
                    continue;
                }
                const point = `${x(p.index).toFixed(1)},${y(rate).toFixed(1)}`;
                line.push(point);
                const tip = `${p.startedAt.slice(0, 10)} ${s.label}: ${Math.round(rate * 100)}% ` + `(${successes}/${trials} trials)`;
                parts.push(`<circle cx="${x(p.index).toFixed(1)}" cy="${y(rate).toFixed(1)}" ` +
                    `r="2.5" fill="${s.colour}"><title>${xmlText(tip)}</title></circle>`);
            }
            flush();
        }
    }
    const first = points[0];
    const last = points[points.length - 1];
    if (first && last) {
        parts.push(`<text x="${PAD.left}" y="${H - 8}" font-size="10" ` +
            `fill="#59636e">${xmlText(first.startedAt.slice(0, 10))}</text>`);
        parts.push(`<text x="${W - PAD.right}" y="${H - 8}" text-anchor="end" ` +
            `font-size="10" ` +
            `fill="#59636e">${xmlText(last.startedAt.slice(0, 10))}</text>`);
    }
    SERIES.forEach((s, i) => {
        parts.push(`<rect x="${W / 2 - 80 + i * 90}" y="${H - 16}" width="10" height="3" ` +
            `fill="${s.colour}"/><text x="${W / 2 - 66 + i * 90}" y="${H - 12}" ` +
            `font-size="10" fill="#59636e">${s.label}</text>`);
    });
    const title = xmlText(`${skill} × ${backend}: activation and execution per run`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" ` +
        `viewBox="0 0 ${W} ${H}" font-family="sans-serif" role="img" ` +
        `aria-label="${title}"><title>${title}</title><rect width="${W}" ` +
        `height="${H}" fill="#fff"/>${parts.join('')}</svg>`;
    return { skill, backend, svg, changes };
}
/** An SVG as an image source: an image-embedded SVG runs no script and loads nothing. */
const svgDataUri = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// EXTERNAL MODULE: ./src/report/liftText.ts
var liftText = __webpack_require__(6290);
// EXTERNAL MODULE: ./src/results/efficiency/figures.ts
var figures = __webpack_require__(9847);
// EXTERNAL MODULE: ./src/report/efficiencyText.ts
var efficiencyText = __webpack_require__(502);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/agents/index.ts + 36 modules
var agents = __webpack_require__(1425);
// EXTERNAL MODULE: ./src/eval/runner/journal.ts
var journal = __webpack_require__(9854);
// EXTERNAL MODULE: ./src/results/load.ts
var load = __webpack_require__(2400);
// EXTERNAL MODULE: ./src/results/merge.ts
var merge = __webpack_require__(2958);
// EXTERNAL MODULE: ./src/util/trialFiles.ts
var trialFiles = __webpack_require__(4205);
// EXTERNAL MODULE: ./src/results/spend/spend.ts
var spend = __webpack_require__(3325);
// EXTERNAL MODULE: ./src/results/recordable.ts
var recordable = __webpack_require__(6309);
// EXTERNAL MODULE: ./src/results/aggregate.ts + 2 modules
var aggregate = __webpack_require__(7772);
// EXTERNAL MODULE: ./src/report/resultsTable.ts
var resultsTable = __webpack_require__(5766);
// EXTERNAL MODULE: ./src/results/discrimination.ts
var discrimination = __webpack_require__(537);
;// CONCATENATED MODULE: ./src/report/html/clip.ts
/** Limits that keep a report of hundreds of trials a few MB: the size shown says how much was cut. */
const LIMITS = { prompt: 4000, input: 1200, output: 2000, answer: 4000, stderr: 2000, toolCalls: 60 };
function clip(text, limit) {
    return { text: text.length > limit ? text.slice(0, limit) : text, size: text.length };
}
/** A tool call's input as the reader wants it: a lone command or path as itself, anything else as JSON. */
function inputText(input) {
    if (typeof input === 'string')
        return input;
    const entries = input !== null && typeof input === 'object' ? Object.entries(input) : [];
    if (entries.length === 1 && typeof entries[0][1] === 'string')
        return entries[0][1];
    try {
        return JSON.stringify(input) ?? '';
    }
    catch {
        return String(input);
    }
}

// EXTERNAL MODULE: ./src/agents/shared/listing.ts
var listing = __webpack_require__(5030);
// EXTERNAL MODULE: ./src/eval/discovery/outsideChoices.ts
var outsideChoices = __webpack_require__(4238);
;// CONCATENATED MODULE: ./src/report/html/skillFiles.ts
/** The dedicated skill-loading tools of the CLIs, and the argument naming the skill: loading one reads its SKILL.md. */
const SKILL_TOOLS = {
    Skill: 'skill',
    activate_skill: 'name',
    skill: 'name',
    skill_view: 'name',
};
// Every backend's native root ends in a `skills` folder: `<root>/skills/<name>/<file>`.
const SKILL_PATH = /\/skills\/([A-Za-z0-9._-]+)\/([^\s'"`;|&<>(){}\\,]+)/g;
/**
 * Which files of the installed skills the agent opened, in the order it first did: `csv-summary/SKILL.md`,
 * `csv-summary/references/format.md`. Read from the normalised tool calls of any CLI: a skill tool loads
 * SKILL.md (Hermes' `skill_view` with `file_path` one of its files), and any path under a skills root in a
 * call's input (a Read, a `cat`, Codex's parsed reads) names a file.
 */
function skillFilesRead(calls, installed) {
    const names = new Set(installed);
    const seen = new Set();
    const add = (skill, file) => {
        if (!names.has(skill))
            return;
        seen.add(`${skill}/${file.replace(/^\.?\//, '')}`);
    };
    for (const call of calls) {
        const input = (call.input ?? {});
        const argument = SKILL_TOOLS[call.name];
        const named = argument !== undefined ? input[argument] : undefined;
        if (typeof named === 'string') {
            const skill = named.split('/').pop();
            add(skill, call.name === 'skill_view' && typeof input.file_path === 'string' && input.file_path !== ''
                ? input.file_path
                : 'SKILL.md');
        }
        for (const text of strings(call.input))
            for (const m of text.matchAll(SKILL_PATH))
                add(m[1], m[2]);
    }
    return [...seen];
}
function strings(value, depth = 0) {
    if (typeof value === 'string')
        return [value];
    if (depth > 4 || value === null || typeof value !== 'object')
        return [];
    return Object.values(value).flatMap((v) => strings(v, depth + 1));
}

// EXTERNAL MODULE: ./src/results/providerErrors.ts
var providerErrors = __webpack_require__(5522);
;// CONCATENATED MODULE: ./src/report/html/evidence.ts


/**
 * What the page shows of a kept file and of a judged excerpt; the record and the files come from an untrusted artifact.
 */
const EVIDENCE_LIMITS = {
    files: 20,
    fileText: 20_000,
    name: 256,
    note: 300,
    votes: 9,
    reason: 500,
    excerpt: 4000,
    label: 400,
    providerErrors: 10,
    mcpCalls: 20,
    mcpArguments: 500,
    mcpServers: 10,
    mcpStderr: 20_000,
    refusedShown: 20,
};
const VERDICTS = ['pass', 'fail', 'forged', 'unreadable'];
const str = (v, max) => (typeof v === 'string' ? v.slice(0, max) : undefined);
/**
 * A trial record's `agentFiles`, each kept file read back from the run's folder through `read` (a
 * trialFiles reader: a name that leaves the folder or is a link is not read), cut for the page.
 */
function agentFilesView(v, read) {
    const o = v !== null && typeof v === 'object' ? v : {};
    const kept = Array.isArray(o.kept) ? o.kept : [];
    const files = kept.slice(0, EVIDENCE_LIMITS.files).flatMap((k) => {
        const name = str(k?.path, EVIDENCE_LIMITS.name);
        if (name === undefined)
            return [];
        const saved = str(k.saved, 1000);
        const bytes = typeof k.bytes === 'number' ? k.bytes : undefined;
        let note = str(k.note, EVIDENCE_LIMITS.note);
        let text;
        if (saved !== undefined) {
            const file = read(saved);
            if (file.kind === 'file')
                text = clip(file.bytes.toString('utf8'), EVIDENCE_LIMITS.fileText);
            else if (file.kind === 'missing')
                note = "kept, but missing from the run's folder";
            else
                note =
                    `kept, but not read: ` +
                        `${file.kind === 'again' ? 'the same file as another shown' : 'reason' in file ? file.reason : file.kind}`;
        }
        return [{ path: name, bytes, text, note }];
    });
    const more = (typeof o.more === 'number' && o.more > 0 ? Math.floor(o.more) : 0) +
        Math.max(0, kept.length - EVIDENCE_LIMITS.files);
    return { files, more };
}
/**
 * A record's `mcpCalls` as the page shows them: each call's server, tool and arguments (the agent's JSON text, cut)
 * and each `command:` server's kept stderr, read back from the run's folder through `read` (a trialFiles reader).
 * Every string is the agent's or the server's: the page draws them as text.
 */
function mcpCallsView(v, read) {
    if (v === null || typeof v !== 'object')
        return undefined;
    const o = v;
    const calls = (Array.isArray(o.calls) ? o.calls : []).slice(0, EVIDENCE_LIMITS.mcpCalls).map((c) => {
        const k = (c ?? {});
        const violation = str(k.violation, EVIDENCE_LIMITS.mcpArguments);
        return {
            call: `${str(k.server, 64) ?? '?'}/${str(k.tool, 64) ?? '?'}`,
            arguments: str(k.arguments, EVIDENCE_LIMITS.mcpArguments + 1) ?? '',
            ...(violation !== undefined && { violation }),
        };
    });
    const servers = (Array.isArray(o.servers) ? o.servers : []).slice(0, EVIDENCE_LIMITS.mcpServers).map((x) => {
        const k = (x ?? {});
        const saved = str(k.stderr, 1000);
        let stderr;
        let note = str(k.ended, EVIDENCE_LIMITS.note);
        if (saved !== undefined) {
            const file = read(saved);
            if (file.kind === 'file')
                stderr = clip(file.bytes.toString('utf8'), EVIDENCE_LIMITS.mcpStderr);
            else
                note = `${note ? `${note}; ` : ''}its stderr was kept but not read (${file.kind})`;
        }
        return { name: str(k.name, 64) ?? '?', ...(stderr && { stderr }), ...(note !== undefined && { note }) };
    });
    const count = whole(o.count) ?? calls.length;
    return { count, calls, dropped: whole(o.dropped) ?? 0, servers };
}
/** A record's checks as the page shows them: the judge's votes and the excerpt it judged, each bounded. */
function checksView(v) {
    if (!Array.isArray(v))
        return [];
    return v.flatMap((c) => {
        const k = c;
        const label = str(k?.label, EVIDENCE_LIMITS.label);
        if (label === undefined || (k.status !== 'pass' && k.status !== 'fail' && k.status !== 'error'))
            return [];
        const view = {
            label,
            status: k.status,
            ...(typeof k.reason === 'string' && { reason: k.reason.slice(0, 2000) }),
        };
        const j = k.judge;
        if (j && typeof j === 'object') {
            const votes = (Array.isArray(j.votes) ? j.votes : []).slice(0, EVIDENCE_LIMITS.votes).map((x) => ({
                verdict: VERDICTS.includes(x?.verdict) ? x.verdict : 'unreadable',
                reason: str(x?.reason, EVIDENCE_LIMITS.reason) ?? '',
            }));
            view.judge = {
                by: `${str(j.provider, 40) ?? '?'} ${str(j.model, 128) ?? '?'}`,
                votes,
                excerpt: clip(str(j.excerpt, EVIDENCE_LIMITS.excerpt) ?? '', EVIDENCE_LIMITS.excerpt),
                truncated: j.truncated === true,
            };
        }
        return [view];
    });
}
/**
 * A record's provider errors, one line per attempt ("attempt 1: 429 rate limited, retried after 1 s: …").
 * The journal is a PR job's artifact: a status that is no HTTP error status is dropped, not shown.
 */
function providerErrorsView(v) {
    if (!Array.isArray(v))
        return [];
    return v.slice(0, EVIDENCE_LIMITS.providerErrors).map((x) => {
        const e = (x ?? {});
        const status = whole(e.status);
        const waited = whole(e.retriedAfterMs);
        return (0,providerErrors/* providerErrorAttemptText */.kP)({
            attempt: whole(e.attempt) ?? 0,
            message: str(e.message, EVIDENCE_LIMITS.reason) ?? '',
            ...(status !== undefined && status >= 400 && status <= 599 && { status }),
            ...(waited !== undefined && { retriedAfterMs: waited }),
        });
    });
}
/**
 * What a trial's fences refused, one line each: the connections its allow-list proxy refused and, under
 * `--record`, the requests the relay refused. The record is a PR job's artifact: a count that is no whole number
 * drops its line, and the targets and reasons are text, cut.
 */
function refusedView(connections, requests) {
    const line = (v, listed, what) => {
        const o = (v ?? {});
        const count = whole(o.count);
        if (!count)
            return [];
        const items = (Array.isArray(o[listed]) ? o[listed] : [])
            .slice(0, EVIDENCE_LIMITS.refusedShown)
            .flatMap((x) => str(x, EVIDENCE_LIMITS.reason) ?? []);
        return [`${what} ${count} time${count === 1 ? '' : 's'}${items.length ? `: ${items.join('; ')}` : ''}`];
    };
    return [
        ...line(connections, 'targets', "the sandbox's allow-list proxy refused a connection"),
        ...line(requests, 'reasons', 'the recording relay refused a request'),
    ];
}
const whole = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined;

// EXTERNAL MODULE: ./src/eval/evidence/agentFiles.ts
var agentFiles = __webpack_require__(6720);
;// CONCATENATED MODULE: ./src/report/html/loadRun.ts






















/** Transcripts larger than this are not read (the report says so): a run's artifact is not trusted. */
const MAX_TRANSCRIPT_BYTES = 32 * 1024 * 1024;
/** Transcripts (and their stderr) read for one report in all: every trial of a run can name one large file. */
const MAX_REPORT_TRANSCRIPT_BYTES = 256 * 1024 * 1024;
const MAX_JOURNAL_BYTES = 256 * 1024 * 1024;
/**
 * One run, for the report: its results.json, the trials of its trials.jsonl, and each trial's saved
 * transcript re-read by its backend's own parser (the same normalisation the checks used). Throws
 * ResultsError (from loadResults) when `where` is not a caliper run.
 */
function loadRun(where, source, budget = new trialFiles/* ByteBudget */.Gz(MAX_REPORT_TRANSCRIPT_BYTES)) {
    const results = (0,load/* loadResults */.zV)(where);
    const dir = (0,external_node_fs_.existsSync)(where) && (0,external_node_fs_.statSync)(where).isDirectory() ? where : external_node_path_default().dirname(where);
    const notes = [];
    const records = countedOnly(readJournal(dir, notes), results, notes);
    const installed = new Map(results.results.map((r) => [`${r.skill}|${r.backend}`, Object.keys(r.skillHashes ?? {})]));
    const installedFor = (r) => installed.get(`${r.skill}|${r.backend}`) ?? Object.keys(r.activations ?? {});
    const transcripts = transcriptReader(dir, budget, new Set(records.flatMap(installedFor)));
    const scripted = results.meta.modelSource.kind === 'scripted';
    // The agent's files kept beside the transcripts, read within the same budget.
    const agentFile = (0,trialFiles/* readEachOnce */.bh)(dir, budget, agentFiles/* AGENT_FILE_LIMITS */.A.maxFileBytes);
    const trials = records.map((r) => trialView(r, transcripts.read(r), installedFor(r), scripted, agentFile));
    const unread = transcripts.unreadNote();
    if (unread)
        notes.push(unread);
    return { results, view: { ...runOverview(results, source), trials, skipped: results.skipped ?? [], notes } };
}
/**
 * The shards of a matrix as one run: their results merged (refused, as `caliper merge` refuses, when
 * they were measured differently), each shard's trials read from its own folder (a transcript is read
 * only from inside the folder of the shard that names it).
 */
function loadRuns(wheres, source) {
    if (wheres.length === 1)
        return loadRun(wheres[0], source);
    const budget = new trialFiles/* ByteBudget */.Gz(MAX_REPORT_TRANSCRIPT_BYTES);
    const parts = wheres.map((where) => ({ where, ...loadRun(where, where, budget) }));
    const merged = (0,merge/* mergeResults */.n)(parts.map((p) => ({ name: p.where, results: p.results })));
    if (merged.kind === 'refused')
        throw new load/* ResultsRefusal */.Di(merged.reason);
    return {
        results: merged.results,
        view: {
            ...runOverview(merged.results, source),
            trials: parts.flatMap((p) => p.view.trials),
            skipped: merged.results.skipped ?? [],
            notes: parts.flatMap((p) => p.view.notes.map((n) => `${p.where}: ${n}`)),
        },
    };
}
function runOverview(results, source) {
    const force = results.meta.discipline === 'force-load';
    const rate = (r) => (force ? 'not measured' : (0,resultsTable/* formatRate */.CE)(r));
    return {
        source,
        scripted: results.meta.modelSource.kind === 'scripted',
        era: results.meta.era,
        discipline: results.meta.discipline,
        caliperVersion: results.meta.caliperVersion,
        startedAt: results.meta.startedAt,
        backends: results.meta.backends ?? [],
        spent: results.meta.spend && (0,spend/* spendLine */.xU)(results.meta.spend),
        providerErrors: results.meta.providerErrors && (0,providerErrors/* providerErrorsText */.g1)(results.meta.providerErrors),
        judge: results.meta.judge &&
            `${results.meta.judge.provider} ${results.meta.judge.model} (prompt ` +
                `template ${results.meta.judge.promptTemplate.slice(0, 12)}, votes ` +
                `${results.meta.judge.votes.join('/')})`,
        rows: results.results.map((r) => ({
            skill: r.skill,
            backend: r.backend,
            backendVersion: r.backendVersion,
            activation: rate((0,aggregate/* rowRate */.h6)(r, 'activation')),
            falseActivation: rate((0,aggregate/* rowRate */.h6)(r, 'falseActivation')),
            execution: (0,resultsTable/* formatRate */.CE)((0,aggregate/* rowRate */.h6)(r, 'execution')),
            errors: r.errors,
            lift: r.lift && (0,liftText/* formatLift */.je)(r.lift),
            sameInBothArms: sameInBothArmsLine(r),
            frontMatter: r.frontMatter,
            efficiency: { with: (0,efficiencyText/* armText */.KX)((0,figures/* armFigures */.ap)(r.cases)), without: r.lift && (0,efficiencyText/* armText */.KX)((0,figures/* armFigures */.ap)(r.lift.cases)) },
        })),
    };
}
/** A row's checks that passed (or failed) in every trial of both arms, as the page says it (set as text). */
function sameInBothArmsLine(r) {
    const same = (0,discrimination/* sameInBothArms */.U)(r);
    return same.length > 0
        ? (0,discrimination/* sameInBothArmsText */.d)(same, (label) => `"${label}"`, (id) => id, 10)
        : undefined;
}
/** The journal's trials, the last line winning for a key (a resumed run may repeat one). */
/**
 * Under `--trials auto` a decided case counts its trials 1 to `trials`; a trial past them finished after
 * the decision was made without it (discarded): it is left out, as it is left out of every count.
 */
function countedOnly(records, results, notes) {
    if (results.meta.sequential === undefined)
        return records;
    const counted = new Map();
    for (const r of results.results) {
        for (const c of r.cases)
            if (c.decision && c.decision !== 'continue')
                counted.set(`${r.skill}|${r.backend}|${c.id}`, c.trials);
        for (const c of r.lift?.cases ?? [])
            if (c.decision && c.decision !== 'continue')
                counted.set(`${r.skill}|${r.backend}|${c.id}|baseline`, c.trials);
    }
    const kept = records.filter((r) => r.trial <=
        (counted.get(`${r.skill}|${r.backend}|${r.caseId}${r.arm === 'baseline' ? '|baseline' : ''}`) ?? Infinity));
    const left = records.length - kept.length;
    if (left > 0)
        notes.push(`${left} trial(s) that finished after their case was decided without ` +
            `them (--trials auto) are not shown: they are not counted. ` +
            `trials.jsonl keeps them.`);
    return kept;
}
function readJournal(dir, notes) {
    const read = (0,trialFiles/* readTrialFile */.DV)(dir, journal/* JOURNAL_FILE */.RD, MAX_JOURNAL_BYTES);
    if (read.kind !== 'file') {
        notes.push(read.kind === 'refused'
            ? `${journal/* JOURNAL_FILE */.RD} was not read (${read.reason}): the rates are shown, the trials cannot be.`
            : `${journal/* JOURNAL_FILE */.RD} is missing next to results.json: the rates are shown, the trials cannot be.`);
        return [];
    }
    const byKey = new Map();
    let unreadable = 0;
    for (const line of read.bytes.toString('utf8').split('\n')) {
        if (line.trim() === '')
            continue;
        try {
            const r = JSON.parse(line);
            if (r?.type === 'trial' &&
                typeof r.key === 'string' &&
                typeof r.skill === 'string' &&
                typeof r.backend === 'string')
                byKey.set(r.key, r);
        }
        catch {
            unreadable++;
        }
    }
    if (unreadable > 0)
        notes.push(`${unreadable} line(s) of ${journal/* JOURNAL_FILE */.RD} are not JSON and were left out.`);
    return [...byKey.values()].sort((a, b) => `${a.skill}|${a.backend}|${a.caseId}`.localeCompare(`${b.skill}|${b.backend}|${b.caseId}`) || a.trial - b.trial);
}
/**
 * With the scripted model a trial names no model and has no cost, whatever its record says (a record
 * written before caliper recorded `scripted` there kept the model the CLI thought it called).
 */
function trialView(r, read, installed, scripted, agentFile) {
    const t = read.parts;
    const files = agentFilesView(r.agentFiles, agentFile);
    const mcp = mcpCallsView(r.mcpCalls, agentFile);
    return {
        key: r.key,
        skill: r.skill,
        backend: r.backend,
        caseId: String(r.caseId),
        trial: Number(r.trial),
        arm: r.arm === 'baseline' ? 'baseline' : 'skill',
        outcome: r.outcome,
        reason: r.reason,
        notes: Array.isArray(r.notes)
            ? r.notes.filter((n) => typeof n === 'string').map((n) => n.slice(0, 2000))
            : [],
        prompt: typeof r.prompt === 'string' ? clip(r.prompt, LIMITS.prompt) : undefined,
        activations: r.activations,
        discovered: Array.isArray(r.discovered) ? r.discovered : t?.discovered,
        listed: listedOf(r.listed),
        chosenOutside: loadRun_strings(r.chosenOutside).slice(0, outsideChoices/* MAX_OUTSIDE_CHOICES */.K3),
        outOfTurns: typeof r.outOfTurns === 'number' && Number.isSafeInteger(r.outOfTurns) && r.outOfTurns > 0
            ? r.outOfTurns
            : undefined,
        checks: checksView(r.checks),
        agentFiles: files.files,
        moreAgentFiles: files.more,
        ...(mcp && { mcp }),
        usage: {
            inputTokens: Number(r.usage?.inputTokens) || 0,
            outputTokens: Number(r.usage?.outputTokens) || 0,
            costUsd: !scripted && typeof r.usage?.costUsd === 'number' ? r.usage.costUsd : undefined,
            ...(r.usage?.replayed === true && { replayed: true }),
        },
        durationMs: Number(r.durationMs) || 0,
        attempts: Number(r.attempts) || 0,
        providerErrors: providerErrorsView(r.providerErrors),
        refused: refusedView(r.refusedConnections, r.refusedRequests),
        backendVersion: r.backendVersion,
        model: scripted ? recordable/* SCRIPTED_MODEL */.R : r.model,
        fromCache: r.fromCache,
        transcriptFile: r.transcript,
        transcriptProblem: read.problem,
        toolCalls: t?.toolCalls ?? [],
        moreToolCalls: t?.moreToolCalls ?? 0,
        // `skill/file`: the part before the first `/` is the skill (names have none).
        skillFiles: (t?.skillFiles ?? []).filter((f) => installed.includes(f.slice(0, f.indexOf('/')))),
        finalAnswer: t?.finalAnswer,
        stderr: read.stderr,
    };
}
/** The strings of a field of the (untrusted) record, each cut to a skill name's length. */
function loadRun_strings(v) {
    return Array.isArray(v)
        ? v.filter((x) => typeof x === 'string').map((x) => x.slice(0, listing/* LISTED_LIMITS */.LF.name))
        : [];
}
/** A trial record's listing, as far as it has the shape caliper writes, bounded as caliper bounds it. */
function listedOf(v) {
    if (!Array.isArray(v))
        return undefined;
    const entries = v.filter((e) => typeof e?.name === 'string' && typeof e?.description === 'string');
    return entries.slice(0, listing/* LISTED_LIMITS */.LF.skills).map((e) => ({
        name: e.name.slice(0, listing/* LISTED_LIMITS */.LF.name),
        description: clip(e.description, listing/* LISTED_LIMITS */.LF.description),
    }));
}
/**
 * Reads the transcripts (and stderr) of one run's trials: each file once, however many trials name it
 * or by however many hard links, and within the report's byte budget; a trial naming a file read
 * before shares what was made of it. `unreadNote` names the transcripts the budget left unread.
 */
function transcriptReader(dir, budget, skills) {
    // The record comes from an artifact a PR's job wrote: `../`, an absolute path or a link must not pull another file
    // into the page.
    const read = (0,trialFiles/* readEachOnce */.bh)(dir, budget, MAX_TRANSCRIPT_BYTES);
    const parts = new Map();
    const stderrs = new Map();
    const unread = [];
    const stderrOf = (name) => {
        const file = read(name);
        if (file.kind === 'again')
            return stderrs.get(file.id);
        const text = file.kind === 'file' ? clip(file.bytes.toString('utf8'), LIMITS.stderr) : undefined;
        if (file.kind === 'file')
            stderrs.set(file.id, text);
        return text;
    };
    const partsOf = (r, file) => {
        const known = file.kind === 'again' ? parts.get(file.id) : undefined;
        if (typeof known === 'object' && known.backend !== r.backend)
            return `the same file as the transcript of a ${known.backend} trial; not read again as ${r.backend}'s`;
        if (known !== undefined)
            return known;
        if (file.kind === 'again')
            return 'the same file as a stderr file of this run; not read again';
        const made = transcriptParts(r.backend, file.bytes.toString('utf8'), skills);
        parts.set(file.id, made);
        return made;
    };
    return {
        read(r) {
            if (typeof r.transcript !== 'string' || r.transcript === '')
                return { problem: r.fromCache ? FROM_CACHE : 'no transcript was saved' };
            const file = read(r.transcript);
            const stderrName = r.transcript.replace(/\.jsonl$/, '.stderr.txt');
            const stderr = stderrName !== r.transcript ? stderrOf(stderrName) : undefined;
            if (file.kind === 'over-budget')
                unread.push(r.transcript);
            if (file.kind !== 'file' && file.kind !== 'again')
                return { problem: transcriptProblem(r, file), stderr };
            const made = partsOf(r, file);
            return typeof made === 'string' ? { problem: made, stderr } : { parts: made, stderr };
        },
        unreadNote() {
            if (unread.length === 0)
                return undefined;
            const shown = unread.slice(0, 5).map((n) => JSON.stringify(n.slice(0, 200)));
            return (`${unread.length} transcript(s) were not read: the report reads at ` +
                `most ${budget.total} bytes of transcripts in all, and these came ` +
                `after they were spent: ` +
                `${shown.join(', ')}${unread.length > shown.length ? ', …' : ''}.`);
        },
    };
}
const FROM_CACHE = 'restored from the result cache: its transcript is in the run that measured it';
/** Parsed by the backend's own parser (the normalisation the checks used), cut to what the page shows. */
function transcriptParts(backendName, text, skills) {
    const backend = (0,agents/* agentNamed */.XC)(backendName);
    if (!backend)
        return `no parser for backend ${JSON.stringify(backendName)}`;
    const parsed = backend.transcript.parse(text);
    if (!parsed.ok)
        return `${backend.name}'s transcript could not be read: ${parsed.reason}`;
    const t = parsed.transcript;
    const calls = t.toolCalls ?? [];
    return {
        backend: backendName,
        toolCalls: calls.slice(0, LIMITS.toolCalls).map((c) => ({
            name: String(c.name),
            input: clip(inputText(c.input), LIMITS.input),
            result: c.result ? { ok: c.result.ok, output: clip(String(c.result.text ?? ''), LIMITS.output) } : undefined,
        })),
        moreToolCalls: Math.max(0, calls.length - LIMITS.toolCalls),
        skillFiles: skillFilesRead(calls, [...skills]),
        finalAnswer: typeof t.finalAnswer === 'string' ? clip(t.finalAnswer, LIMITS.answer) : undefined,
        discovered: t.discoveredSkills,
    };
}
function transcriptProblem(r, file) {
    if (file.kind === 'over-budget')
        return `${file.reason}: the report's budget for transcripts was spent`;
    if (file.kind === 'refused')
        return (`${JSON.stringify(r.transcript)} is not a file inside the run's folder ` +
            `that caliper reads (${file.reason}); not read`);
    if (r.fromCache)
        return FROM_CACHE;
    return `${r.transcript} is missing from the run's folder`;
}

;// CONCATENATED MODULE: ./src/report/html/buildReport.ts





function buildReport(head, base, history = [], now = new Date()) {
    const h = loadRuns(paths(head), head.label);
    const b = base ? loadRuns(paths(base), base.label) : undefined;
    let comparison;
    if (b) {
        const outcome = (0,compare/* compareResults */.ex)(b.results, h.results);
        comparison = outcome.kind === 'refused' ? { refused: outcome.reason } : comparisonView(outcome.comparison);
    }
    const trends = trendCharts(history).map((c) => ({
        skill: c.skill,
        backend: c.backend,
        image: svgDataUri(c.svg),
        changes: c.changes,
    }));
    return {
        title: `caliper report: ${head.label}`,
        generatedAt: now.toISOString(),
        head: h.view,
        base: b?.view,
        comparison,
        trends,
    };
}
function comparisonView(c) {
    const row = (r) => ({
        skill: r.skill,
        backend: r.backend,
        caseId: r.caseId,
        verdict: (0,cells/* verdictLabel */.Id)({ verdict: r.verdict, moreTrials: null }),
        metrics: r.metrics.map((m) => ({ metric: m.metric, cell: (0,cells/* metricCell */.nT)(m), detail: (0,cells/* metricDetail */.s1)(m) })),
        flags: (0,cells/* rowFlags */.eJ)(r),
        efficiency: (r.efficiency?.changes ?? []).map((x) => changeView(x, c.correction.efficiencyComparisons)),
    });
    return {
        verdict: (0,cells/* verdictLabel */.Id)({ verdict: c.verdict, moreTrials: null }),
        test: c.test,
        rows: [...c.aggregates, ...c.cases].map(row),
    };
}
/**
 * Every figure the comparison has, called or not, with its two one-sided p-values and the family it was corrected in.
 */
function changeView(x, comparisons) {
    const p = (v) => (v < 0.0001 ? '< 0.0001' : `= ${v.toPrecision(2)}`);
    const test = x.tests
        ? `rank test by case and outcome: p ${p(x.tests.more.pValue)} that it is ` +
            `more, p ${p(x.tests.less.pValue)} that it is less; corrected over ` +
            `${comparisons} figures`
        : 'not tested: no case and outcome with runs on both sides';
    return { between: x.between, text: (0,efficiencyText/* changeText */.k0)(x), called: x.called, detail: test };
}
const paths = (side) => (typeof side.path === 'string' ? [side.path] : side.path);


/***/ }),

/***/ 7070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B1: () => (/* binding */ renderReport)
});

// UNUSED EXPORTS: REPORT_CSP, embedJson

// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/report/html/clientScript.ts
/**
 * The report's script, inlined. It reads the embedded JSON and builds every element with createElement
 * and textContent: no string from the data ever reaches innerHTML, an href other than a `#` fragment, or
 * an event-handler attribute. Written without template literals so it can live in this string.
 */
const REPORT_SCRIPT = String.raw `
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('caliper-data').textContent);
  var root = document.getElementById('report');
  document.title = data.title;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i]);
    return parent;
  }
  function child(parent, c) { parent.appendChild(c); return c; }
  function num(n) { return Number(n || 0).toLocaleString('en-US'); }
  function secs(ms) { return (Number(ms || 0) / 1000).toFixed(1) + ' s'; }
  function usd(c, scripted) {
    var cost = typeof c === 'number' ? '$' + c.toFixed(4) : 'cost not reported';
    return scripted ? 'no cost (scripted model)' : cost;
  }
  function clipped(c) {
    var box = el('div');
    add(box, el('pre', null, c.text));
    if (c.size > c.text.length) {
      add(box, el('div', 'clipped', 'cut: shown ' + num(c.text.length) + ' of ' + num(c.size) + ' characters'));
    }
    return box;
  }
  function table(headers, rows) {
    var t = el('table'), head = el('tr');
    headers.forEach(function (h) { add(head, el('th', null, h)); });
    add(t, add(el('thead'), head));
    var body = el('tbody');
    rows.forEach(function (cells) {
      var tr = el('tr');
      cells.forEach(function (c) { add(tr, c instanceof Node ? add(el('td'), c) : el('td', 'num', c)); });
      add(body, tr);
    });
    return add(t, body);
  }
  function verdictClass(text) { return /regressed/.test(text) ? 'regressed' : /improved/.test(text) ? 'improved' : ''; }
  function trialId(side, key) { return 'trial=' + encodeURIComponent(side + ':' + key); }

  // ---- header ----
  var run = data.head;
  add(root, el('h1', null, data.title));
  var started = ' · started ' + run.startedAt + ' · report generated ' + data.generatedAt;
  var era = 'era ' + run.era + ' · ' + run.discipline + ' · caliper ' + run.caliperVersion;
  add(root, el('div', 'meta', era + started));
  function backendName(b) {
    return b.name + (b.version ? ' ' + b.version : '') + (b.model ? ' (' + b.model + ')' : '');
  }
  add(root, el('div', 'meta', 'backends: ' + run.backends.map(backendName).join(', ')));
  if (run.spent) add(root, el('div', 'meta', run.spent));
  if (run.judge) add(root, el('div', 'meta', 'judge: ' + run.judge));
  if (run.providerErrors) add(root, el('div', 'meta', run.providerErrors));
  if (data.base && data.base.providerErrors) add(root, el('div', 'meta', 'base: ' + data.base.providerErrors));
  if (data.base) {
    var baseSpent = data.base.spent ? '; ' + data.base.spent : '';
    add(root, el('div', 'meta', 'base: ' + data.base.source + ', started ' + data.base.startedAt + baseSpent));
  }
  var baseNotes = data.base ? data.base.notes.map(function (n) { return 'base: ' + n; }) : [];
  [].concat(run.notes, baseNotes).forEach(function (n) { add(root, el('div', 'note', n)); });

  // ---- overview ----
  var compared = data.comparison && !data.comparison.refused ? data.comparison : null;
  if (data.comparison && data.comparison.refused) {
    add(root, el('div', 'note', 'not compared with the base: ' + data.comparison.refused));
  }
  if (compared) {
    var v = el('div', null, 'Compared with the base: ');
    add(v, el('span', verdictClass(compared.verdict), compared.verdict));
    add(root, v, el('div', 'meta', compared.test));
  }
  function rowVerdict(skill, backend, caseId) {
    if (!compared) return null;
    for (var i = 0; i < compared.rows.length; i++) {
      var r = compared.rows[i];
      if (r.skill === skill && r.backend === backend && (r.caseId || null) === (caseId || null)) return r;
    }
    return null;
  }
  // The lift, and under it the checks that passed (or failed) in every trial of both arms.
  function liftCell(r) {
    var td = el('span', null, r.lift || 'not measured');
    if (r.sameInBothArms) add(td, el('div', 'sub bad', r.sameInBothArms));
    return td;
  }
  function rateCell(text, cmp, metric) {
    var td = el('span', null, text);
    var m = cmp ? cmp.metrics.filter(function (x) { return x.metric === metric; })[0] : null;
    if (m) {
      var s = el('span', 'sub ' + verdictClass(m.cell), 'base → head: ' + m.cell);
      s.title = m.detail;
      add(td, s);
    }
    return td;
  }
  add(root, el('h2', null, 'Rates per backend'));
  var backends = [];
  run.rows.forEach(function (r) { if (backends.indexOf(r.backend) < 0) backends.push(r.backend); });
  backends.forEach(function (b) {
    var rows = run.rows.filter(function (r) { return r.backend === b; });
    add(root, el('h3', null, b + (rows[0] && rows[0].backendVersion ? ' ' + rows[0].backendVersion : '')));
    var lifted = rows.some(function (r) { return r.lift; });
    var rateHeaders = ['skill', 'activation', 'false activation', 'execution'];
    var headers = rateHeaders.concat(lifted ? ['lift (with − without skill)'] : [], ['errors', 'changes']);
    add(root, table(headers, rows.map(function (r) {
      var cmp = rowVerdict(r.skill, r.backend, undefined);
      var rates = [
        r.skill,
        rateCell(r.activation, cmp, 'activation'),
        rateCell(r.falseActivation, cmp, 'false-activation'),
        rateCell(r.execution, cmp, 'execution'),
      ];
      return rates.concat(lifted ? [liftCell(r)] : [], [String(r.errors), cmp ? cmp.flags : '']);
    })));
  });
  if (compared) {
    var caseRows = compared.rows.filter(function (r) { return r.caseId; });
    if (caseRows.length) {
      add(root, el('h3', null, 'Per case, base → head'));
      add(root, table(['skill', 'backend', 'case', 'verdict', 'rates', 'changes'], caseRows.map(function (r) {
        var rates = el('span');
        r.metrics.forEach(function (m) {
          var s = el('span', 'sub', m.metric + ': ' + m.cell);
          s.title = m.detail;
          add(rates, s);
        });
        var verdict = add(el('span', verdictClass(r.verdict)), document.createTextNode(r.verdict));
        return [r.skill, r.backend, r.caseId, verdict, rates, r.flags];
      })));
    }
  }
  // ---- what a run uses: every figure per row and arm, and every change with its test ----
  // (the comment shows the called ones)
  function baseRow(skill, backend) {
    if (!data.base) return null;
    for (var i = 0; i < data.base.rows.length; i++) {
      var r = data.base.rows[i];
      if (r.skill === skill && r.backend === backend) return r;
    }
    return null;
  }
  function arm(text, baseText) {
    var cell = el('span', null, text || 'not recorded');
    if (data.base) add(cell, el('span', 'sub', 'base: ' + (baseText || 'not recorded')));
    return cell;
  }
  var used = run.rows.filter(function (r) {
    var b = baseRow(r.skill, r.backend);
    return r.efficiency.with || r.efficiency.without || (b && b.efficiency.with);
  });
  if (used.length) {
    add(root, el('h2', null, 'What a run uses'));
    var lifts = used.some(function (r) { return r.lift; });
    var usedHeaders = ['skill', 'backend', 'with the skill'].concat(
      lifts ? ['without the skill'] : [],
      compared ? ['changes (▲ more, ▼ less: called after the correction)'] : []
    );
    add(root, table(usedHeaders, used.map(function (r) {
      var b = baseRow(r.skill, r.backend);
      var cmp = rowVerdict(r.skill, r.backend, undefined);
      var changes = el('span');
      if (cmp) {
        cmp.efficiency.forEach(function (x) {
          var s = el('span', x.called ? null : 'sub', x.between + ': ' + x.text);
          s.title = x.detail;
          add(changes, s, el('br'));
        });
      }
      var withSkill = arm(r.efficiency.with, b && b.efficiency.with);
      var without = lifts ? [arm(r.efficiency.without, b && b.efficiency.without)] : [];
      return [r.skill, r.backend, withSkill].concat(without, compared ? [changes] : []);
    })));
  }
  // A skill not evaluated is named once, with the runs it would have taken; the trials skipped are counted.
  var wholeSkill = /^([^|]+)\|\*\|\*\|\*$/;
  run.skipped.filter(function (s) { return wholeSkill.test(s.key); }).slice(0, 50).forEach(function (s) {
    var runs = typeof s.runs === 'number' ? ' (' + s.runs + ' agent run(s))' : '';
    add(root, el('div', 'bad', 'not evaluated: ' + wholeSkill.exec(s.key)[1] + runs + ': ' + s.reason));
  });
  var parts = run.skipped.filter(function (s) { return !wholeSkill.test(s.key); });
  if (parts.length) add(root, el('div', 'note', parts.length + ' planned trial(s) not run: ' + parts[0].reason));

  // ---- rates over time (server-drawn SVG, shown as a data: image: it can run no script) ----
  if (data.trends.length) {
    add(root, el('h2', null, 'Rates over time'));
    data.trends.forEach(function (c) {
      var fig = child(root, el('figure', 'trend'));
      add(fig, el('figcaption', null, c.skill + ' × ' + c.backend));
      var prefix = 'data:image/svg+xml;base64,';
      if (c.image.indexOf(prefix) === 0) {
        var img = child(fig, el('img'));
        img.alt = 'activation and execution of ' + c.skill + ' on ' + c.backend + ' per run';
        img.src = prefix + c.image.slice(prefix.length);
      }
      c.changes.forEach(function (x) { add(fig, el('div', 'muted', 'changed: ' + x)); });
    });
  }

  // ---- filters ----
  add(root, el('h2', null, 'Trials'));
  var bar = child(root, el('div', 'filters'));
  var failed = el('input'); failed.type = 'checkbox'; failed.id = 'f-failed';
  var outcomeSel = el('select'); outcomeSel.id = 'f-outcome';
  var backendSel = el('select'); backendSel.id = 'f-backend';
  var skillSel = el('select'); skillSel.id = 'f-skill';
  function options(sel, all, values) {
    child(sel, el('option', null, all)).value = '';
    values.forEach(function (v) { child(sel, el('option', null, v)).value = v; });
  }
  var allTrials = run.trials.concat(data.base ? data.base.trials : []);
  function distinct(f) {
    var s = [];
    allTrials.forEach(function (t) { if (s.indexOf(f(t)) < 0) s.push(f(t)); });
    return s.sort();
  }
  options(outcomeSel, 'any outcome', ['pass', 'fail', 'error']);
  options(backendSel, 'all backends', distinct(function (t) { return t.backend; }));
  options(skillSel, 'all skills', distinct(function (t) { return t.skill; }));
  add(bar, add(el('label'), failed, document.createTextNode('failed only')));
  add(bar, add(el('label'), document.createTextNode('outcome'), outcomeSel));
  add(bar, add(el('label'), document.createTextNode('backend'), backendSel));
  add(bar, add(el('label'), document.createTextNode('skill'), skillSel));
  var count = child(bar, el('span', 'muted'));
  var errorsNote = run.trials.filter(function (t) { return t.outcome === 'error'; }).length;
  if (errorsNote) {
    add(bar, el('span', 'muted', errorsNote + ' harness error(s): not skill failures, not counted in the rates'));
  }

  // ---- trials, grouped by skill × backend × case, base beside head ----
  var list = child(root, el('div'));
  var groups = [], byKey = {};
  function group(t) {
    var k = t.skill + '|' + t.backend + '|' + t.caseId;
    if (!byKey[k]) {
      byKey[k] = {
        skill: t.skill, backend: t.backend, caseId: t.caseId,
        head: [], base: [], headWithout: [], baseWithout: []
      };
      groups.push(byKey[k]);
    }
    return byKey[k];
  }
  // The baseline arm's trials (no skill installed) sit beside the same case's trials with the skill.
  run.trials.forEach(function (t) { var g = group(t); (t.arm === 'baseline' ? g.headWithout : g.head).push(t); });
  if (data.base) {
    data.base.trials.forEach(function (t) {
      var g = group(t);
      (t.arm === 'baseline' ? g.baseWithout : g.base).push(t);
    });
  }

  function chosen(t) {
    if (!t.activations) return null;
    return Object.keys(t.activations).filter(function (s) { return t.activations[s] === 'activated'; });
  }
  function choiceText(t) {
    var c = chosen(t);
    if (c === null) return t.outcome === 'error' ? 'harness error: choice not measured' : 'choice not measured';
    var outside = '';
    if (t.chosenOutside && t.chosenOutside.length) outside = 'chose ' + t.chosenOutside.join(', ') + ', not under test';
    if (t.arm === 'baseline') return outside ? 'no skill installed; ' + outside : 'no skill installed';
    var forced = Object.keys(t.activations).every(function (s) { return t.activations[s] === 'not-measured'; });
    if (forced) return 'choice not measured (force-load)';
    var text = outside || 'chose no skill';
    if (c.length) text = outside ? 'chose ' + c.join(', ') + '; ' + outside : 'chose ' + c.join(', ');
    return t.outOfTurns ? text + ', ran out of turns' : text;
  }
  function sideSummary(trials) {
    var pass = trials.filter(function (t) { return t.outcome === 'pass'; }).length;
    var errs = trials.filter(function (t) { return t.outcome === 'error'; }).length;
    var choices = {};
    trials.forEach(function (t) {
      var c = t.outcome === 'error' ? 'error' : choiceText(t);
      choices[c] = (choices[c] || 0) + 1;
    });
    var counts = Object.keys(choices).map(function (c) { return c + ' ×' + choices[c]; }).join(', ');
    var errors = errs ? ', ' + errs + ' harness error(s)' : '';
    return pass + '/' + (trials.length - errs) + ' passed' + errors + '; ' + counts;
  }

  var cards = [];
  groups.forEach(function (g) {
    var box = child(list, el('section', 'group'));
    box.dataset.skill = g.skill; box.dataset.backend = g.backend;
    add(box, el('div', 'group-head', g.skill + ' × ' + g.backend + ' × ' + g.caseId));
    var prompt = (g.head[0] || g.base[0] || g.headWithout[0] || g.baseWithout[0]).prompt;
    if (prompt) add(box, el('div', 'muted', 'prompt'), clipped(prompt));
    var two = g.base.length > 0 && data.base;
    if (two) { frontMatterChange(box, g); descriptionChange(box, g); }
    // [label, trials, side]: base beside head, and each side's trials without any skill below it.
    var columns = [];
    if (two) columns.push(['base', g.base, 'base']);
    columns.push([two ? 'head' : 'with the skill', g.head, 'head']);
    if (two && g.baseWithout.length) columns.push(['base, without any skill', g.baseWithout, 'base']);
    if (g.headWithout.length) {
      columns.push([two ? 'head, without any skill' : 'without any skill (baseline)', g.headWithout, 'head']);
    }
    var cols = child(box, el('div', columns.length > 1 ? 'cols two' : 'cols'));
    columns.forEach(function (column) {
      var col = child(cols, el('div'));
      if (columns.length > 1) add(col, el('div', 'side-label', column[0] + ': ' + sideSummary(column[1])));
      else add(col, el('div', 'muted', sideSummary(column[1])));
      column[1].forEach(function (t) {
        var c = trialCard(t, column[2]);
        c.group = box;
        cards.push(c);
        add(col, c.node);
      });
    });
    g.node = box;
  });

  // The subject's description as the CLI listed it on each side, when both sides kept a listing.
  function listedDescription(trials, skill) {
    for (var i = 0; i < trials.length; i++) {
      var l = (trials[i].listed || []).filter(function (x) { return x.name === skill; })[0];
      if (l) return l.description;
    }
    return null;
  }
  function descriptionChange(box, g) {
    var before = listedDescription(g.base, g.skill), after = listedDescription(g.head, g.skill);
    if (!before || !after || before.text === after.text) return;
    var diff = child(box, el('div', 'desc-diff'));
    add(diff, el('div', 'muted', g.skill + "'s description as the CLI listed it, base → head"));
    add(diff, el('pre', 'bad', '− ' + before.text), el('pre', 'ok', '+ ' + after.text));
  }

  // The subject's front matter as installed on each side, line by line: what the agent chose from.
  function rowOf(view, g) {
    return (view.rows || []).filter(function (r) { return r.skill === g.skill && r.backend === g.backend; })[0];
  }
  function lineDiff(a, b) {
    var n = a.length, m = b.length, i, j, len = [];
    for (i = 0; i <= n; i++) { len.push([]); for (j = 0; j <= m; j++) len[i].push(0); }
    for (i = n - 1; i >= 0; i--) {
      for (j = m - 1; j >= 0; j--) {
        len[i][j] = a[i] === b[j] ? len[i + 1][j + 1] + 1 : Math.max(len[i + 1][j], len[i][j + 1]);
      }
    }
    var out = [];
    for (i = 0, j = 0; i < n || j < m;) {
      if (i < n && j < m && a[i] === b[j]) { out.push([' ', a[i]]); i++; j++; }
      else if (i < n && (j === m || len[i + 1][j] >= len[i][j + 1])) { out.push(['-', a[i]]); i++; }
      else { out.push(['+', b[j]]); j++; }
    }
    return out;
  }
  function frontMatterChange(box, g) {
    var b = rowOf(data.base, g), h = rowOf(data.head, g);
    if (!b || !h || typeof b.frontMatter !== 'string' || typeof h.frontMatter !== 'string') return;
    if (b.frontMatter === h.frontMatter) return;
    var diff = child(box, el('div', 'desc-diff fm-diff'));
    add(diff, el('div', 'muted', g.skill + "'s front matter, base → head"));
    lineDiff(b.frontMatter.split('\n'), h.frontMatter.split('\n')).forEach(function (d) {
      var mark = d[0] === '-' ? '− ' : d[0] === '+' ? '+ ' : '  ';
      add(diff, el('pre', d[0] === '-' ? 'bad' : d[0] === '+' ? 'ok' : 'muted', mark + d[1]));
    });
  }

  function trialCard(t, side) {
    var d = el('details', 'trial');
    var s = child(d, el('summary'));
    add(s, el('span', 'badge ' + t.outcome, t.outcome));
    add(s, el('span', null, '#' + t.trial));
    add(s, el('span', null, choiceText(t)));
    if (t.reason) add(s, el('span', t.outcome === 'error' ? 'muted' : 'bad', t.reason));
    if (t.providerErrors.length) add(s, el('span', 'muted', 'provider errors ×' + t.providerErrors.length));
    var tokens = num(t.usage.inputTokens + t.usage.outputTokens) + ' tokens';
    add(s, el('span', 'muted', secs(t.durationMs) + ' · ' + tokens));
    var link = child(s, el('a', 'permalink', 'link'));
    link.href = '#' + trialId(side, t.key);
    link.title = 'a link to this trial';
    var built = false;
    var scripted = (side === 'base' ? data.base : data.head).scripted;
    d.addEventListener('toggle', function () {
      if (d.open && !built) {
        built = true;
        add(d, trialBody(t, scripted));
      }
    });
    return { node: d, trial: t, side: side, id: trialId(side, t.key) };
  }

  function section(parent, title) { add(parent, el('h3', null, title)); return parent; }
  function chips(names, marked) {
    var box = el('div', 'chips');
    names.forEach(function (n) { add(box, el('span', marked && marked.indexOf(n) >= 0 ? 'chosen' : null, n)); });
    return box;
  }
  function trialBody(t, scripted) {
    var b = el('div', 'body');
    if (t.outcome === 'error') {
      var h = child(b, el('div', 'harness'));
      add(h, el('strong', null, 'Harness error'));
      add(h, el('div', null, t.reason || 'no reason recorded'));
      add(h, el('div', 'muted', 'A fault of the harness or the CLI, not of the skill: left out of the rates.'));
    }
    t.notes.forEach(function (n) { add(b, el('div', 'note', 'Note: ' + n)); });
    if (t.providerErrors.length) {
      var pe = child(b, el('div', 'provider-errors'));
      var failures = 'The provider failed ' + t.providerErrors.length + ' attempt(s) of this trial';
      failures += ' (not a skill failure):';
      add(pe, el('div', 'muted', failures));
      t.providerErrors.forEach(function (line) { add(pe, el('div', null, line)); });
    }
    if (t.refused.length) {
      var rf = child(b, el('div', 'refused'));
      add(rf, el('div', 'muted', 'Refused by the fences around the agent (what its skill asked for, kept out):'));
      t.refused.forEach(function (line) { add(rf, el('div', null, line)); });
    }
    var kv = child(b, el('dl', 'kv'));
    function row(k, v) { add(kv, el('dt', null, k), el('dd', null, v)); }
    row('trial', t.key);
    var model = t.model ? ' · model ' + t.model : '';
    row('backend', t.backend + (t.backendVersion ? ' ' + t.backendVersion : '') + model);
    var cost = t.usage.replayed
      ? 'no cost (replayed: these are the recorded run\'s tokens; no model was called)'
      : usd(t.usage.costUsd, scripted);
    row('tokens', num(t.usage.inputTokens) + ' in, ' + num(t.usage.outputTokens) + ' out · ' + cost);
    row('time', secs(t.durationMs) + (t.attempts > 1 ? ' · attempt ' + t.attempts : ''));
    if (t.fromCache) row('cache', 'restored from the result cache (' + t.fromCache + ')');
    if (t.transcriptFile) row('transcript', t.transcriptFile);
    if (t.transcriptProblem) row('transcript problem', t.transcriptProblem);

    var c = chosen(t) || [];
    section(b, 'Skills the CLI listed');
    if (t.discovered) add(b, t.discovered.length ? chips(t.discovered, c) : el('div', 'muted', 'none listed'));
    else add(b, el('div', 'muted', 'the CLI did not say which skills it listed'));
    if (t.listed && t.listed.length) {
      section(b, 'Why it was (not) chosen: each description as the CLI listed it');
      var dl = child(b, el('dl', 'kv listed'));
      t.listed.forEach(function (l) {
        var picked = c.indexOf(l.name) >= 0 || (t.chosenOutside || []).indexOf(l.name) >= 0;
        add(dl, el('dt', picked ? 'chosen' : null, l.name), add(el('dd'), clipped(l.description)));
      });
    }
    if (t.chosenOutside && t.chosenOutside.length) {
      var notOurs = ', not under test: a skill caliper did not install (the CLI\'s own, or one the fixtures brought)';
      add(b, el('div', 'bad', 'chose ' + t.chosenOutside.join(', ') + notOurs));
    }
    if (t.outOfTurns) {
      var limit = 'ran out of turns: the CLI stopped the agent at its limit of ' + t.outOfTurns + ' turns';
      add(b, el('div', 'bad', limit + '; graded on what it had done'));
    }
    if (t.activations) {
      section(b, 'Activation');
      var skills = Object.keys(t.activations);
      var states = skills.map(function (s) { return s + ': ' + t.activations[s]; });
      var activated = skills.filter(function (s) { return t.activations[s] === 'activated'; });
      add(b, chips(states, activated.map(function (s) { return s + ': activated'; })));
    }
    section(b, 'Files of the skills it used (read or ran)');
    add(b, t.skillFiles.length ? chips(t.skillFiles) : el('div', 'muted', 'none'));

    section(b, 'Tool calls (' + (t.toolCalls.length + t.moreToolCalls) + ')');
    if (!t.toolCalls.length) add(b, el('div', 'muted', 'none'));
    t.toolCalls.forEach(function (call, i) {
      var cd = child(b, el('details', 'call'));
      var cs = child(cd, el('summary'));
      var mark = !call.result ? ['none', '…'] : call.result.ok ? ['ok', '✓'] : ['bad', '✗'];
      var callName = document.createTextNode((i + 1) + '. ' + call.name + ' ');
      add(cs, el('span', mark[0], mark[1] + ' '), callName, el('span', 'muted', call.input.text.slice(0, 160)));
      add(cd, el('div', 'muted', 'input'), clipped(call.input));
      if (call.result) {
        add(cd, el('div', 'muted', call.result.ok ? 'result' : 'result (failed)'), clipped(call.result.output));
      } else add(cd, el('div', 'muted', 'no result: the run ended first'));
    });
    if (t.moreToolCalls) add(b, el('div', 'clipped', t.moreToolCalls + ' more tool call(s) not shown'));

    section(b, 'Final answer');
    add(b, t.finalAnswer ? clipped(t.finalAnswer) : el('div', 'muted', 'none'));

    section(b, 'Checks');
    if (!t.checks.length) {
      add(b, el('div', 'muted', t.outcome === 'error' ? 'not run: the trial errored first' : 'none'));
    }
    else add(b, table(['verdict', 'check', 'reason'], t.checks.map(function (k) {
      var tone = k.status === 'pass' ? 'ok' : k.status === 'fail' ? 'bad' : 'muted';
      var status = add(el('span', tone), document.createTextNode(k.status));
      return [status, k.label, k.reason || ''];
    })));
    t.checks.forEach(function (k) {
      if (!k.judge) return;
      var jd = child(b, el('details', 'call judge'));
      add(child(jd, el('summary')), document.createTextNode('Judge (' + k.judge.by + '): ' + k.label));
      add(jd, table(['vote', 'verdict', 'reason'], k.judge.votes.map(function (v, i) {
        var verdict = add(el('span', v.verdict === 'pass' ? 'ok' : 'bad'), document.createTextNode(v.verdict));
        return [String(i + 1), verdict, v.reason];
      })));
      var judged = k.judge.truncated
        ? 'the text it judged (cut to the size the judge was shown; its start):'
        : 'the text it judged:';
      add(jd, el('div', 'muted', judged), clipped(k.judge.excerpt));
    });

    section(b, 'Files the agent wrote (' + (t.agentFiles.length + t.moreAgentFiles) + ')');
    if (!t.agentFiles.length) add(b, el('div', 'muted', t.moreAgentFiles ? 'none kept' : 'none'));
    t.agentFiles.forEach(function (f) {
      var fd = child(b, el('details', 'call file'));
      var size = typeof f.bytes === 'number' ? ' (' + num(f.bytes) + ' bytes)' : '';
      add(child(fd, el('summary')), document.createTextNode(f.path + size));
      if (f.text) add(fd, clipped(f.text));
      if (f.note) add(fd, el('div', 'muted', f.note));
    });
    if (t.moreAgentFiles) add(b, el('div', 'clipped', t.moreAgentFiles + ' more file(s) not kept'));
    if (t.mcp) mcpSection(b, t.mcp);
    if (t.stderr) { section(b, 'stderr of the CLI'); add(b, clipped(t.stderr)); }
    return b;
  }

  // What the case's MCP servers received (caliper's record) and its command: servers' stderr: all drawn as text.
  function mcpSection(b, m) {
    section(b, 'MCP calls the servers received (' + m.count + ')');
    if (!m.calls.length) add(b, el('div', 'muted', 'none'));
    else add(b, table(['call', 'arguments', 'expect:'], m.calls.map(function (c) {
      return [c.call, c.arguments, c.violation ? 'departed: ' + c.violation : ''];
    })));
    if (m.count > m.calls.length) add(b, el('div', 'clipped', (m.count - m.calls.length) + ' more call(s) not kept'));
    if (m.dropped) add(b, el('div', 'clipped', m.dropped + ' call(s) past the bound, answered with an error'));
    m.servers.forEach(function (s) {
      var sd = child(b, el('details', 'call file'));
      add(child(sd, el('summary')), document.createTextNode('stderr of the MCP server ' + s.name));
      if (s.stderr) add(sd, clipped(s.stderr));
      else if (!s.note) add(sd, el('div', 'muted', 'none'));
      if (s.note) add(sd, el('div', 'muted', s.note));
    });
  }

  // ---- filtering and links ----
  function apply() {
    var shown = 0;
    cards.forEach(function (c) {
      var t = c.trial;
      var ok =
        (!failed.checked || t.outcome !== 'pass') &&
        (!outcomeSel.value || t.outcome === outcomeSel.value) &&
        (!backendSel.value || t.backend === backendSel.value) &&
        (!skillSel.value || t.skill === skillSel.value);
      c.node.hidden = !ok;
      if (ok && c.side === 'head') shown++;
    });
    groups.forEach(function (g) {
      g.node.hidden = !cards.some(function (c) { return c.group === g.node && !c.node.hidden; });
    });
    count.textContent = shown + ' of ' + run.trials.length + ' trial(s) shown';
  }
  [failed, outcomeSel, backendSel, skillSel].forEach(function (x) { x.addEventListener('change', apply); });
  function follow() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = cards.filter(function (c) { return decodeURIComponent(c.id) === id; })[0];
    if (!target) return;
    if (target.node.hidden) {
      failed.checked = false;
      outcomeSel.value = '';
      backendSel.value = '';
      skillSel.value = '';
      apply();
    }
    cards.forEach(function (c) { c.node.classList.remove('target'); });
    target.node.classList.add('target');
    target.node.open = true;
    target.node.scrollIntoView({ block: 'start' });
  }
  window.addEventListener('hashchange', follow);
  apply();
  follow();
})();
`;

;// CONCATENATED MODULE: ./src/report/html/style.ts
/** The report's stylesheet, inlined: the page loads nothing. Light and dark follow the reader's system. */
const REPORT_CSS = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #fff; --panel: #f6f8fa; --line: #d1d9e0;
  --pass: #1a7f37; --fail: #cf222e; --error: #9a6700; --errbg: #fff8c5; --link: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d;
    --pass: #3fb950; --fail: #f85149; --error: #d29922; --errbg: #2e2a1a; --link: #4493f8; }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: var(--fg);
  background: var(--bg);
}
main { max-width: 1200px; margin: 0 auto; padding: 16px 20px 60px; }
h1 { font-size: 20px; margin: 4px 0 4px; }
h2 { font-size: 16px; margin: 24px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 14px; margin: 14px 0 6px; }
.meta, .muted { color: var(--muted); font-size: 12px; }
.note {
  background: var(--errbg);
  border: 1px solid var(--error);
  padding: 6px 10px;
  border-radius: 6px;
  margin: 6px 0;
}
table { border-collapse: collapse; width: 100%; margin: 4px 0 10px; font-size: 13px; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--panel); font-weight: 600; }
td.num { font-variant-numeric: tabular-nums; }
td { overflow-wrap: anywhere; }
.chips span { overflow-wrap: anywhere; }
details.trial > summary > span { overflow-wrap: anywhere; }
.sub { display: block; color: var(--muted); font-size: 12px; }
.regressed { color: var(--fail); font-weight: 600; }
.improved { color: var(--pass); font-weight: 600; }
.filters {
  position: sticky;
  top: 0;
  z-index: 2;
  background: var(--bg);
  border-bottom: 1px solid var(--line);
  padding: 8px 0;
  display: flex;
  gap: 14px;
  flex-wrap: wrap;
  align-items: center;
}
.filters label { display: inline-flex; gap: 6px; align-items: center; }
select { font: inherit; padding: 2px 4px; }
.group { border: 1px solid var(--line); border-radius: 8px; margin: 10px 0; padding: 8px 12px; }
.group-head { font-weight: 600; }
.cols { display: grid; grid-template-columns: 1fr; gap: 12px; }
.cols.two { grid-template-columns: 1fr 1fr; }
.cols > div, .body, .group { min-width: 0; }
.side-label {
  font-size: 12px;
  font-weight: 600;
  color: var(--muted);
  text-transform: uppercase;
  letter-spacing: .04em;
  margin-top: 6px;
}
details.trial { border-top: 1px solid var(--line); padding: 4px 0; scroll-margin-top: 56px; }
details.trial > summary { cursor: pointer; display: flex; gap: 8px; flex-wrap: wrap; align-items: baseline; }
.badge {
  display: inline-block;
  min-width: 44px;
  text-align: center;
  border-radius: 10px;
  padding: 0 8px;
  font-size: 12px;
  font-weight: 600;
  color: #fff;
}
.badge.pass { background: var(--pass); }
.badge.fail { background: var(--fail); }
.badge.error { background: var(--error); }
.permalink { color: var(--link); text-decoration: none; font-size: 12px; }
.body { padding: 6px 0 8px 14px; }
.kv { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; font-size: 13px; }
.kv dt { color: var(--muted); }
.kv dd { margin: 0; }
pre {
  background: var(--panel);
  border: 1px solid var(--line);
  border-radius: 6px;
  padding: 6px 8px;
  margin: 4px 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 360px;
  overflow: auto;
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
}
details.call { margin: 2px 0; }
details.call > summary {
  cursor: pointer;
  font-family: ui-monospace, monospace;
  font-size: 12px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
.ok { color: var(--pass); }
.bad { color: var(--fail); }
.none { color: var(--muted); }
.kv.listed dt.chosen { color: var(--pass); font-weight: 600; }
.desc-diff pre { margin: 2px 0; white-space: pre-wrap; }
.harness {
  background: var(--errbg);
  border: 1px solid var(--error);
  border-radius: 6px;
  padding: 6px 10px;
  margin: 6px 0;
}
.clipped { color: var(--muted); font-size: 12px; }
.chips span {
  display: inline-block;
  border: 1px solid var(--line);
  border-radius: 10px;
  padding: 0 8px;
  margin: 0 4px 2px 0;
  font-size: 12px;
}
.chips span.chosen { border-color: var(--pass); color: var(--pass); font-weight: 600; }
figure.trend { margin: 8px 0 14px; }
figure.trend img { max-width: 100%; border: 1px solid var(--line); border-radius: 6px; }
figcaption { font-weight: 600; margin-bottom: 4px; }
.target { outline: 2px solid var(--link); outline-offset: 2px; }
`;

;// CONCATENATED MODULE: ./src/report/html/render.ts



/** No network at all: the page's own inline style and script, and data: images; nothing else loads. */
const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src " +
    "'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";
/**
 * The data as JSON inside `<script type="application/json">`: `<` is written \u003c so no string in it
 * (`</script>`, `<!--`) can end the element or open markup; the parser sees one text node.
 */
function embedJson(data) {
    return JSON.stringify(data)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
/**
 * One self-contained HTML file: the only markup is this fixed shell, everything else is drawn from the
 * data as text. A saved file like any other, so its data goes through the one redactor (the Action
 * uploads it from jobs that hold tokens); the trend images are caliper's own drawings of counts.
 */
function renderReport(raw, env = process.env) {
    const redactor = (0,redact/* createRedactor */.lY)({ env });
    const data = {
        ...redactor.value({ ...raw, trends: [] }),
        trends: raw.trends.map((t) => ({ ...redactor.value({ ...t, image: '' }), image: t.image })),
    };
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>caliper report</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<main id="report"><noscript>This report draws itself with JavaScript;
the data is in the script element below and in results.json.</noscript></main>
<script id="caliper-data" type="application/json">${embedJson(data)}</script>
<script>${REPORT_SCRIPT}</script>
</body>
</html>
`;
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

/***/ 2958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ mergeResults)
/* harmony export */ });
/* harmony import */ var _compare_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7286);
/* harmony import */ var _spend_spend_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3325);
/* harmony import */ var _providerErrors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5522);



/**
 * One run from the shards of a matrix. Shards measured differently (era, discipline) or that measured
 * the same skill × backend twice are refused, never blended.
 */
function mergeResults(shards) {
    if (shards.length === 0)
        return { kind: 'refused', reason: 'no results to merge' };
    const first = shards[0];
    for (const s of shards.slice(1)) {
        const source = (r) => JSON.stringify(r.meta.modelSource);
        if (source(s.results) !== source(first.results)) {
            return {
                kind: 'refused',
                reason: `refusing to merge ${s.name} (model source ${source(s.results)}) with ` +
                    `${first.name} (model source ${source(first.results)}): a scripted ` +
                    `smoke run and a real one are never one run`,
            };
        }
        if (s.results.meta.era !== first.results.meta.era || s.results.meta.discipline !== first.results.meta.discipline) {
            return {
                kind: 'refused',
                reason: `refusing to merge ${s.name} (era "${s.results.meta.era}", discipline ` +
                    `"${s.results.meta.discipline}") with ${first.name} (era ` +
                    `"${first.results.meta.era}", discipline ` +
                    `"${first.results.meta.discipline}")`,
            };
        }
        const fencing = (0,_compare_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .measuredUnderDifferentFences */ .iI)(first.results.meta, s.results.meta);
        if (fencing)
            return { kind: 'refused', reason: `refusing to merge ${s.name} with ${first.name} ${fencing}` };
        if ((0,_compare_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .installedSet */ .Ly)(s.results.meta) !== (0,_compare_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .installedSet */ .Ly)(first.results.meta)) {
            return {
                kind: 'refused',
                reason: `refusing to merge ${s.name} (${(0,_compare_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .installedSet */ .Ly)(s.results.meta)}) with ` +
                    `${first.name} (${(0,_compare_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .installedSet */ .Ly)(first.results.meta)}): shards that ` +
                    `installed different skills alongside are not one run`,
            };
        }
    }
    const seen = new Map();
    for (const s of shards) {
        for (const r of s.results.results) {
            const key = `${r.skill} × ${r.backend}`;
            const other = seen.get(key);
            if (other)
                return {
                    kind: 'refused',
                    reason: `${key} was measured by both ${other} and ${s.name}; each skill × backend belongs to one shard`,
                };
            seen.set(key, s.name);
        }
    }
    const metas = shards.map((s) => s.results.meta);
    // Shards whose judge checks were graded by different judges are not one run; the one judge is the merge's.
    const judged = shards.filter((s) => s.results.meta.judge);
    const mixed = judged.find((s) => (0,_compare_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .differentJudges */ .yb)(judged[0].results.meta.judge, s.results.meta.judge));
    if (mixed) {
        const why = (0,_compare_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .differentJudges */ .yb)(judged[0].results.meta.judge, mixed.results.meta.judge).replace(/^refusing to compare runs/, 'they were');
        return { kind: 'refused', reason: `refusing to merge ${mixed.name} with ${judged[0].name}: ${why}` };
    }
    const judge = judged[0] && {
        ...judged[0].results.meta.judge,
        votes: [...new Set(judged.flatMap((s) => s.results.meta.judge.votes))].sort((a, b) => a - b),
    };
    const backends = new Map(metas.flatMap((m) => m.backends).map((b) => [`${b.name}|${b.version}|${b.model}`, b]));
    return {
        kind: 'merged',
        results: {
            meta: {
                ...first.results.meta,
                backends: [...backends.values()],
                startedAt: metas.map((m) => m.startedAt).sort()[0],
                finishedAt: metas
                    .map((m) => m.finishedAt)
                    .sort()
                    .reverse()[0],
                spend: (0,_spend_spend_js__WEBPACK_IMPORTED_MODULE_1__/* .sumSpend */ .Kk)(metas.map((m) => m.spend)),
                // All shards' together, or none (never the first shard's alone, which the spread above would keep).
                providerErrors: (0,_providerErrors_js__WEBPACK_IMPORTED_MODULE_2__/* .sumProviderErrors */ .Sb)(metas.map((m) => m.providerErrors)),
                ...(judge && { judge }),
            },
            results: shards
                .flatMap((s) => s.results.results)
                .sort((a, b) => `${a.skill}|${a.backend}`.localeCompare(`${b.skill}|${b.backend}`)),
            skipped: shards.flatMap((s) => s.results.skipped),
        },
    };
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

/***/ 8191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LU: () => (/* binding */ tokenCost),
/* harmony export */   dq: () => (/* binding */ PRICE_TABLE),
/* harmony export */   xx: () => (/* binding */ priceOf),
/* harmony export */   z3: () => (/* binding */ dollarsAt)
/* harmony export */ });
const LLM_PRICES = 'https://github.com/simonw/llm-prices/blob';
const ANTHROPIC = `${LLM_PRICES}/265965dee6cdbd7ba90ab11c260077dc0fcfa291/data/anthropic.json`;
const OPENAI = `${LLM_PRICES}/0838d1aca5cc5cb2b5f61cc551adb09e517a0da7/data/openai.json`;
const GOOGLE = `${LLM_PRICES}/014a62da459805dcea25aaa644cf7a90ec9e4000/data/google.json`;
const round = (x) => Math.round(x * 1e6) / 1e6;
/**
 * Anthropic: a cache read is what llm-prices lists; a 5-minute cache write is 1.25× input on every model
 * (platform.claude.com's model pages: Opus 5 $6.25 on $5, Opus 5.5 $5 on $4).
 */
const anthropic = (input, output, cacheRead, source = ANTHROPIC) => ({
    input,
    output,
    cacheRead,
    cacheWrite: round(input * 1.25),
    source,
});
/** OpenAI before GPT-6: cached input is read at a discount; writing it costs nothing extra. */
const openai = (input, output, cacheRead, source = OPENAI) => ({
    input,
    output,
    ...(cacheRead !== undefined && { cacheRead }),
    source,
});
/** Google's implicit caching: cached input at a discount, no write charge (storage is for explicit caches). */
const google = (input, output, cacheRead, source = GOOGLE) => ({
    input,
    output,
    ...(cacheRead !== undefined && { cacheRead }),
    source,
});
const PRICE_TABLE = {
    source: "simonw/llm-prices and the providers' model pages, one URL per entry",
    /** When every entry was last checked against its source. */
    date: '2026-12-02',
    models: {
        // Anthropic
        'claude-opus-4': anthropic(15, 75, 1.5),
        'claude-opus-4-1': anthropic(15, 75, 1.5),
        'claude-opus-4-5': anthropic(5, 25, 0.5),
        'claude-opus-4-6': anthropic(5, 25, 0.5),
        'claude-opus-4-7': anthropic(5, 25, 0.5),
        'claude-opus-4-8': anthropic(5, 25, 0.5),
        'claude-opus-5': anthropic(5, 25, 0.5, 'https://platform.claude.com/docs/en/models/opus-5/overview'),
        // Claude Code 2.1.332's default. Its cache read is 0.05× input, not the usual 0.1×.
        'claude-opus-5-5': anthropic(4, 20, 0.2, 'https://platform.claude.com/docs/zh-CN/models/opus-5-5/overview'),
        'claude-fable-5': anthropic(10, 50, 1),
        'claude-fable-5-1': anthropic(10, 50, 0.25),
        'claude-sonnet-4': anthropic(3, 15, 0.3),
        'claude-sonnet-4-5': anthropic(3, 15, 0.3),
        'claude-sonnet-4-6': { ...anthropic(3, 15, 0.3), unverified: 'not in llm-prices: priced as Sonnet 4.5' },
        'claude-sonnet-5': anthropic(2, 10, 0.2),
        'claude-sonnet-5-5': anthropic(2, 10, 0.2),
        'claude-haiku-4-5': anthropic(1, 5, 0.1),
        'claude-3-5-haiku': anthropic(0.8, 4, 0.08),
        // OpenAI
        'gpt-5': openai(1.25, 10, 0.125),
        'gpt-5-mini': openai(0.25, 2, 0.025),
        'gpt-5-nano': openai(0.05, 0.4, 0.005),
        'gpt-5-codex': { ...openai(1.25, 10, 0.125), unverified: 'priced as gpt-5 (llm-prices lists no gpt-5-codex)' },
        'gpt-5.1': openai(1.25, 10, 0.125),
        'gpt-5.1-codex': openai(1.25, 10, 0.125),
        'gpt-5.1-codex-mini': openai(0.25, 2, 0.025),
        'gpt-5.2': openai(1.75, 14, 0.175),
        // pi 0.73.1's default on OpenAI (its model-resolver.js).
        'gpt-5.4': openai(2.5, 15, 0.25),
        'gpt-5.4-mini': openai(0.75, 4.5, 0.075),
        'gpt-5.5': openai(5, 30, 0.5),
        // Codex 0.171.0's default. GPT-6 models charge a 30-minute cache write.
        'gpt-6.2-sol': {
            input: 2,
            output: 10,
            cacheRead: 0.1,
            cacheWrite: 2.5,
            source: 'https://developers.openai.com/api/docs/models/gpt-6.2-sol',
        },
        'gpt-4.1': openai(2, 8, 0.5),
        // OpenAI cut o3 by 80 % in June 2025 ($10/$40 before): calcis.dev/models/o3 (verified 2026-04-06),
        // codeswap.net/models/o3 (updated 2026-05-29), read 2026-12-02; llm-prices still lists $10/$40.
        o3: { ...openai(2, 8, 0.5), source: 'https://calcis.dev/models/o3' },
        'o4-mini': openai(1.1, 4.4, 0.275),
        // Google
        'gemini-2.5-pro': google(1.25, 10, 0.125),
        'gemini-2.5-flash': google(0.3, 2.5, 0.03),
        'gemini-2.5-flash-lite': google(0.1, 0.4, 0.01),
        'gemini-3-pro-preview': google(2, 12, undefined),
        'gemini-3-flash-preview': google(0.5, 3, undefined),
        // Gemini CLI 0.61.0's default (it routes with gemini-3.5-flash-lite).
        'gemini-3.1-pro-preview': {
            ...google(2, 12, 0.2, 'https://cloudprice.net/models/vertex_ai%2Fgemini-3.1-pro-preview'),
            unverified: "input and output as llm-prices lists them; the cache read from a third party's list, not Google's page",
        },
        'gemini-3.5-flash': google(1.5, 9, 0.15),
        'gemini-3.5-flash-lite': google(0.3, 2.5, 0.03),
        'gemini-3.6-flash': google(1.5, 7.5, 0.15),
    },
};
/**
 * The price of `model` as a CLI names it: exactly, or without a provider prefix (`anthropic/…`), a
 * context suffix (`[1m]`), a date (`-20250929`) or a `-latest`, with `.` and `-` between version digits
 * taken as the same (`claude-sonnet-4.5` is `claude-sonnet-4-5`).
 */
function priceOf(model) {
    if (!model)
        return undefined;
    const plain = model
        .toLowerCase()
        .replace(/^.*\//, '')
        .replace(/\[[^\]]*\]$/, '')
        .replace(/-(?:\d{8}|latest)$/, '');
    const table = PRICE_TABLE.models;
    return table[plain] ?? table[plain.replace(/(\d)\.(\d)/g, '$1-$2')] ?? table[plain.replace(/(\d)-(\d)/g, '$1.$2')];
}
/** Dollars for these tokens at `price`: cache reads and writes at their own rates, the rest of the input as input. */
function dollarsAt(price, t) {
    const read = t.cacheRead ?? 0;
    const write = t.cacheWrite ?? 0;
    const plain = Math.max(0, t.input - read - write);
    const dollars = plain * price.input +
        read * (price.cacheRead ?? price.input) +
        write * (price.cacheWrite ?? price.input) +
        t.output * price.output;
    return dollars / 1e6;
}
/** Dollars for these tokens at `model`'s price, or undefined when the table has no price for it. */
function tokenCost(model, inputTokens, outputTokens, cache = {}) {
    const price = priceOf(model);
    return (price &&
        dollarsAt(price, {
            input: inputTokens,
            output: outputTokens,
            ...(cache.read !== undefined && { cacheRead: cache.read }),
            ...(cache.write !== undefined && { cacheWrite: cache.write }),
        }));
}


/***/ }),

/***/ 3325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kk: () => (/* binding */ sumSpend),
/* harmony export */   N3: () => (/* binding */ asReplayed),
/* harmony export */   PH: () => (/* binding */ pricedUsage),
/* harmony export */   mP: () => (/* binding */ runSpend),
/* harmony export */   xU: () => (/* binding */ spendLine)
/* harmony export */ });
/* harmony import */ var _prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8191);

/**
 * A trial's usage with its cost decided: none with the scripted model (a CLI prices the model it thinks
 * it called); the CLI's own figure where it reports one; else tokens at the price table's rate.
 */
function pricedUsage(usage, model, scripted) {
    const turns = usage.turns === undefined ? {} : { turns: usage.turns };
    if (usage.replayed)
        return {
            inputTokens: usage.inputTokens,
            outputTokens: usage.outputTokens,
            costUsd: undefined,
            replayed: true,
            ...turns,
        };
    if (scripted)
        return { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: undefined, ...turns };
    if (usage.costUsd !== undefined)
        return { ...usage, costSource: 'cli' };
    const costUsd = usage.inputTokens + usage.outputTokens === 0
        ? undefined
        : (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenCost */ .LU)(model, usage.inputTokens, usage.outputTokens, {
            read: usage.cacheReadTokens,
            write: usage.cacheWriteTokens,
        });
    return costUsd === undefined ? usage : { ...usage, costUsd, costSource: 'price-table' };
}
/**
 * A trial as a replay ran it: its agent's and its judge's usage marked as the recorded run's, so that
 * it is priced at nothing, counts nothing against the budget, and its tokens still say what was used.
 */
function asReplayed(r) {
    // The model calls it made are the recorded run's too (pricedUsage keeps them for a replay).
    const replayed = (u) => ({
        inputTokens: u.inputTokens,
        outputTokens: u.outputTokens,
        costUsd: undefined,
        replayed: true,
        ...(u.turns !== undefined && { turns: u.turns }),
    });
    return {
        ...r,
        usage: replayed(r.usage),
        checks: (r.checks ?? []).map((k) => k.judge ? { ...k, judge: { ...k.judge, usage: replayed(k.judge.usage) } } : k),
    };
}
/** The run's spend over its own trials (a trial restored from the result cache, or replayed, cost this run nothing). */
function runSpend(records, scripted, replayed = false) {
    const mine = [...records].filter((r) => r.fromCache === undefined);
    const backends = [...new Set(mine.map((r) => r.backend))].sort();
    const baseline = mine.filter((r) => r.arm === 'baseline');
    return {
        scripted,
        ...(replayed && { replayed: true }),
        priceTable: `${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .dq.source} (${_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .PRICE_TABLE */ .dq.date})`,
        ...total(mine, scripted),
        byBackend: backends.map((backend) => ({
            backend,
            ...total(mine.filter((r) => r.backend === backend), scripted),
        })),
        ...(baseline.length > 0 && { baseline: total(baseline, scripted) }),
    };
}
function total(records, scripted) {
    return addTotals(records.map((r) => trialTotal(r, scripted)));
}
/**
 * One trial's share: its launches (retries included), tokens, and its cost or, having run, an unknown one; a judge's
 * calls are the trial's.
 */
function trialTotal(r, scripted) {
    if (r.usage.replayed)
        return { agentRuns: Math.max(1, r.attempts ?? 1), inputTokens: 0, outputTokens: 0, costUsd: 0, unpricedRuns: 0 };
    const { inputTokens, outputTokens, costUsd } = r.usage;
    const ran = inputTokens + outputTokens > 0 || costUsd !== undefined;
    const judged = (r.checks ?? []).flatMap((k) => (k.judge ? [k.judge.usage] : []));
    const judgeTokens = (u) => u.inputTokens + u.outputTokens;
    const judgeCost = judged.reduce((sum, u) => sum + (u.costUsd ?? 0), 0);
    const unpricedJudge = judged.some((u) => judgeTokens(u) > 0 && u.costUsd === undefined);
    return {
        agentRuns: Math.max(1, r.attempts ?? 1),
        inputTokens: inputTokens + judged.reduce((sum, u) => sum + u.inputTokens, 0),
        outputTokens: outputTokens + judged.reduce((sum, u) => sum + u.outputTokens, 0),
        costUsd: scripted || costUsd === undefined ? undefined : costUsd + judgeCost,
        unpricedRuns: !scripted && ((ran && costUsd === undefined) || unpricedJudge) ? 1 : 0,
    };
}
/** One line for a terminal or a log: `spent: 12 agent runs, 1.2M input + 40k output tokens, $3.41`. */
function spendLine(spend) {
    const tokens = `${compact(spend.inputTokens)} input + ${compact(spend.outputTokens)} output tokens`;
    if (spend.replayed)
        return (`spent: nothing, $0.00 and 0 tokens: ${spend.agentRuns} agent run(s) ` +
            `replayed from a recording, no model was called (a trial's tokens are ` +
            `what the recorded run used)${baselineShare(spend)}`);
    if (spend.scripted)
        return `spent: ${spend.agentRuns} agent run(s), ${tokens}; scripted model: no cost${baselineShare(spend)}`;
    const dollars = spend.costUsd === undefined ? 'cost unknown' : `$${spend.costUsd.toFixed(2)}`;
    const unpriced = spend.unpricedRuns > 0 && spend.costUsd !== undefined
        ? ` (+ ${spend.unpricedRuns} run(s) of unknown cost: no price for their model)`
        : '';
    return `spent: ${spend.agentRuns} agent run(s), ${tokens}, ${dollars}${unpriced}${baselineShare(spend)}`;
}
/** `; 9 of the runs ($1.20) without the skill (baseline arm)`, when the run had one. */
function baselineShare(spend) {
    const b = spend.baseline;
    if (!b)
        return '';
    const dollars = spend.scripted || spend.replayed || b.costUsd === undefined ? '' : ` ($${b.costUsd.toFixed(2)})`;
    return `; ${b.agentRuns} of the runs${dollars} without the skill (baseline arm)`;
}
function compact(n) {
    if (n >= 1e6)
        return `${(n / 1e6).toFixed(1)}M`;
    if (n >= 1e3)
        return `${Math.round(n / 1e3)}k`;
    return String(n);
}
/** The spend of a matrix's shards as one run's; unknown when a shard did not record its own. */
function sumSpend(spends) {
    if (spends.length === 0 || spends.some((s) => s === undefined))
        return undefined;
    const all = spends;
    const backends = [...new Set(all.flatMap((s) => s.byBackend.map((b) => b.backend)))].sort();
    return {
        scripted: all.every((s) => s.scripted),
        ...(all.every((s) => s.replayed) && { replayed: true }),
        priceTable: all[0].priceTable,
        ...addTotals(all),
        byBackend: backends.map((backend) => ({
            backend,
            ...addTotals(all.flatMap((s) => s.byBackend.filter((b) => b.backend === backend))),
        })),
        ...(all.some((s) => s.baseline) && { baseline: addTotals(all.flatMap((s) => (s.baseline ? [s.baseline] : []))) }),
    };
}
function addTotals(totals) {
    const costs = totals.map((t) => t.costUsd).filter((c) => c !== undefined);
    const add = (of) => totals.reduce((n, t) => n + of(t), 0);
    return {
        agentRuns: add((t) => t.agentRuns),
        inputTokens: add((t) => t.inputTokens),
        outputTokens: add((t) => t.outputTokens),
        costUsd: costs.length === 0 ? undefined : costs.reduce((a, b) => a + b, 0),
        unpricedRuns: add((t) => t.unpricedRuns),
    };
}


/***/ }),

/***/ 767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_SECRET_LENGTH, TOKEN_SHAPES, secretEnvValues, secretForms */
/**
 * The one redactor every writer of a saved file goes through (transcripts, model-request logs, the
 * journal, results, the result cache). Whatever an agent printed is attacker-controlled and uploaded as
 * an artifact, so a secret that reached it must not reach the file: the model key(s), anything shaped
 * like a well-known token, and the value of every runner variable whose name says it is secret.
 *
 * This is the second line of defence; the first is that the sandbox keeps secrets out of the agent's
 * reach. A known secret is found as it is and in the encodings a program or an agent writes it in
 * (`secretForms`); an agent that encodes it some other way (gzip, a cipher, a character at a time) is not.
 */
const REDACTED = '[redacted]';
/** Shorter values are not worth hiding and would blank out ordinary words. */
const MIN_SECRET_LENGTH = 8;
/** Variable names whose values are treated as secret. `AUTHOR` (GIT_AUTHOR_NAME) is not a credential. */
const SECRET_NAME = /TOKEN|SECRET|KEY|PASSWORD|PASSWD|CREDENTIAL|AUTH(?!OR)|PRIVATE|COOKIE|SESSION/i;
/**
 * Token shapes, redacted wherever they appear even when caliper never saw the value: GitHub
 * (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`), OpenAI and Anthropic (`sk-…`, `sk-ant-…`),
 * Slack (`xoxb-`, `xoxp-`, …), GitLab (`glpat-`), npm (`npm_`), AWS access key ids, Google API keys.
 * Fixed patterns of ours, each linear, so plain RegExp is safe here.
 */
const TOKEN_SHAPES = [
    /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
    /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
    /\bsk-[A-Za-z0-9_-]{20,}/g,
    /\bxox[abposre]-[A-Za-z0-9-]{10,}/g,
    /\bglpat-[A-Za-z0-9_-]{20,}/g,
    /\bnpm_[A-Za-z0-9]{36}\b/g,
    /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
    /\bAIza[0-9A-Za-z_-]{35}/g,
];
/** The values of `env` that look secret: a secret-sounding name and a value of at least 8 characters. */
function secretEnvValues(env) {
    return Object.entries(env).flatMap(([name, value]) => {
        if (value === undefined)
            return [];
        // A password in a URL (`HTTPS_PROXY=http://user:pass@proxy`) is secret whatever the variable's name.
        const password = URL_PASSWORD.exec(value)?.[1];
        return [...(SECRET_NAME.test(name) ? [value] : []), ...(password !== undefined ? [password] : [])];
    });
}
const URL_PASSWORD = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s:]*:([^/@\s]+)@/i;
function createRedactor(input = {}) {
    const values = [...(input.secrets ?? []), ...secretEnvValues(input.env ?? {})].filter((s) => s !== undefined && s.trim().length >= MIN_SECRET_LENGTH);
    // Longest first, so a secret containing another is replaced whole.
    const forms = [...new Set(values.flatMap(secretForms))].sort((a, b) => b.length - a.length);
    const text = (t) => {
        let out = t;
        for (const s of forms)
            if (out.includes(s))
                out = out.split(s).join(REDACTED);
        for (const shape of TOKEN_SHAPES)
            out = out.replace(shape, REDACTED);
        return out;
    };
    const value = (v) => deepMap(v, text);
    const stream = () => {
        let held = '';
        return {
            push: (piece) => {
                held += piece;
                const cut = safeCut(held, forms);
                const out = text(held.slice(0, cut));
                held = held.slice(cut);
                return out;
            },
            end: () => {
                const out = text(held);
                held = '';
                return out;
            },
        };
    };
    return { text, stream, value, json: (v, space) => JSON.stringify(value(v), null, space) };
}
/**
 * A secret as it is and as it is found encoded: reversed, URL-encoded, in hex, and in base64 (standard
 * and URL-safe) at each of the three places it can start in a base64 group (the characters those
 * bytes alone decide). Each at least MIN_SECRET_LENGTH long.
 */
function secretForms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const base64 = [0, 1, 2].flatMap((start) => {
        const whole = bytes.subarray(start, start + Math.floor((bytes.length - start) / 3) * 3);
        return [whole.toString('base64'), whole.toString('base64url')];
    });
    const hex = bytes.toString('hex');
    const forms = [secret, [...secret].reverse().join(''), encodeURIComponent(secret), hex, hex.toUpperCase(), ...base64];
    return [...new Set(forms)].filter((f) => f.length >= MIN_SECRET_LENGTH);
}
/** A longer run of token characters is passed on in parts (a token shape in it may be split, a known secret not). */
const MAX_HELD_RUN = 4096;
/** A character of `[A-Za-z0-9_-]`, what every token shape is made of. */
function isTokenChar(code) {
    const digit = code >= 48 && code <= 57;
    const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    return digit || letter || code === 95 || code === 45;
}
/**
 * How much of `held` a stream may redact and pass on now: not the last characters a secret form could
 * still be completing, not inside an occurrence of one, not inside a run of token characters (every
 * token shape is one such run), not between the halves of a surrogate pair.
 */
function safeCut(held, forms) {
    const longest = forms[0]?.length ?? 0;
    let cut = Math.max(0, held.length - Math.max(0, longest - 1));
    for (;;) {
        const before = cut;
        const inRun = cut === held.length || isTokenChar(held.charCodeAt(cut));
        if (inRun)
            while (cut > 0 && held.length - cut < MAX_HELD_RUN && isTokenChar(held.charCodeAt(cut - 1)))
                cut--;
        for (const f of forms) {
            const at = held.indexOf(f, Math.max(0, cut - f.length + 1));
            if (at >= 0 && at < cut)
                cut = at;
        }
        const code = held.charCodeAt(cut - 1);
        if (cut > 0 && cut < held.length && code >= 0xd800 && code <= 0xdbff)
            cut--;
        if (cut === before)
            return cut;
    }
}
function deepMap(v, f) {
    if (typeof v === 'string')
        return f(v);
    if (Array.isArray(v))
        return v.map((x) => deepMap(x, f));
    if (v !== null && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [f(k), deepMap(x, f)]));
    return v;
}


/***/ })

};
