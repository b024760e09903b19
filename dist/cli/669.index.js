export const id = 669;
export const ids = [669];
export const modules = {

/***/ 1669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BISECT_USAGE: () => (/* binding */ BISECT_USAGE),
  bisectCommand: () => (/* binding */ bisectCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/agents/facts.ts
var facts = __webpack_require__(8977);
// EXTERNAL MODULE: ./src/cli/warningsOnce.ts
var warningsOnce = __webpack_require__(3616);
// EXTERNAL MODULE: ./src/agents/index.ts + 36 modules
var agents = __webpack_require__(1425);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/eval/runner/plan.ts + 1 modules
var runner_plan = __webpack_require__(7610);
// EXTERNAL MODULE: ./src/eval/runner/runEval.ts + 60 modules
var runEval = __webpack_require__(2418);
// EXTERNAL MODULE: ./src/results/compare/compare.ts + 3 modules
var compare = __webpack_require__(7286);
// EXTERNAL MODULE: ./src/results/harnessFaults.ts
var harnessFaults = __webpack_require__(2995);
// EXTERNAL MODULE: ./src/results/sequential.ts
var sequential = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/results/unmeasuredRates.ts
var unmeasuredRates = __webpack_require__(6828);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 31 modules
var validateRepository = __webpack_require__(9494);
;// CONCATENATED MODULE: ./src/bisect/lineDiff.ts
/**
 * Line diffs for `caliper bisect`: what changed in a text file between the base and the head, as hunks
 * that can be reverted one at a time. Pure.
 */
/** Above this many cells of the LCS table, the changed middle of a file is one hunk: bounded work on any input. */
const MAX_DIFF_CELLS = 4_000_000;
/** A text's lines, each with its own line end (so that joining them gives the text back). */
function splitLines(text) {
    return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
/**
 * The hunks that turn `base` into `head`: the common prefix and suffix are trimmed, the middle is
 * matched by a longest common subsequence (one hunk when it is past MAX_DIFF_CELLS). A reworded
 * paragraph is one hunk; two paragraphs changed on either side of a blank line are two.
 */
function diffLines(base, head) {
    let start = 0;
    while (start < base.length && start < head.length && base[start] === head[start])
        start++;
    let endBase = base.length;
    let endHead = head.length;
    while (endBase > start && endHead > start && base[endBase - 1] === head[endHead - 1]) {
        endBase--;
        endHead--;
    }
    if (start === endBase && start === endHead)
        return [];
    const n = endBase - start;
    const m = endHead - start;
    if (n * m > MAX_DIFF_CELLS)
        return [{ baseStart: start, baseEnd: endBase, headStart: start, headEnd: endHead }];
    const pairs = lcsPairs(base.slice(start, endBase), head.slice(start, endHead)).map(([i, j]) => [i + start, j + start]);
    const hunks = [];
    let bi = start;
    let hj = start;
    for (const [i, j] of [...pairs, [endBase, endHead]]) {
        if (i > bi || j > hj)
            hunks.push({ baseStart: bi, baseEnd: i, headStart: hj, headEnd: j });
        bi = i + 1;
        hj = j + 1;
    }
    return hunks;
}
/** Matched line pairs (base index, head index) of a longest common subsequence, in order. */
function lcsPairs(a, b) {
    const n = a.length;
    const m = b.length;
    // lengths[i][j]: LCS of a[i..] and b[j..], one flat array.
    const lengths = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--) {
            lengths[i * (m + 1) + j] =
                a[i] === b[j]
                    ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                    : Math.max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1]);
        }
    }
    const pairs = [];
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
        if (a[i] === b[j]) {
            pairs.push([i++, j++]);
        }
        else if (lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1])
            i++;
        else
            j++;
    }
    return pairs;
}
/** The head's lines with the hunks at `reverted` (indexes into `hunks`) put back as the base had them. */
function revertHunks(base, head, hunks, reverted) {
    const out = [];
    let at = 0;
    hunks.forEach((h, index) => {
        if (!reverted.has(index))
            return;
        out.push(...head.slice(at, h.headStart), ...base.slice(h.baseStart, h.baseEnd));
        at = h.headEnd;
    });
    out.push(...head.slice(at));
    return out;
}
/** The first changed line of a hunk as a reader would recognise it: the head's, else the base's (a deletion). */
function hunkExcerpt(base, head, h) {
    const lines = [...head.slice(h.headStart, h.headEnd), ...base.slice(h.baseStart, h.baseEnd)];
    const first = lines.find((l) => l.trim() !== '') ?? '';
    return excerpt(first);
}
/** At most `max` characters of one line, trimmed, cut at a word where it is long, with `…` where it was cut. */
function excerpt(text, max = 40) {
    const chars = [...text.replace(/\s+/g, ' ').trim()];
    if (chars.length <= max)
        return chars.join('');
    const cut = chars.slice(0, max - 2).join('');
    const space = cut.lastIndexOf(' ');
    return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
;// CONCATENATED MODULE: ./src/bisect/skillMd.ts


const OPEN = /^\uFEFF?---[ \t]*\r?\n$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*\r?\n?$/;
/** A top-level key: starts in column 0, not a comment, a list item, a flow or a block indicator. */
const TOP_KEY = /^([^\s#\-[{:'"][^:]*|"[^"]*"|'[^']*'):(?:\s|$)/;
function split(text) {
    const lines = splitLines(text);
    if (lines.length === 0 || !OPEN.test(lines[0]))
        return undefined;
    const close = lines.findIndex((l, i) => i > 0 && CLOSE.test(l));
    if (close < 0)
        return undefined;
    const entries = [];
    for (const line of lines.slice(1, close)) {
        const key = TOP_KEY.exec(line)?.[1];
        if (key !== undefined || entries.length === 0)
            entries.push({ key: key?.trim().replace(/^(['"])(.*)\1$/, '$2'), lines: [line] });
        else
            entries[entries.length - 1].lines.push(line);
    }
    return { open: lines[0], entries, close: lines[close], body: lines.slice(close + 1), bodyStart: close + 1 };
}
const DESCRIPTION = 'description';
const skillMd_text = (entries) => entries.flatMap((e) => e.lines).join('');
const withoutDescription = (s) => s.entries.filter((e) => e.key !== DESCRIPTION);
const descriptionOf = (s) => s.entries.find((e) => e.key === DESCRIPTION);
/** The entries of `frame` (base or head) with the description taken from `from`, placed where the frame had one. */
function compose(frame, from) {
    const description = descriptionOf(from);
    const out = [];
    let placed = false;
    for (const e of frame.entries) {
        if (e.key !== DESCRIPTION)
            out.push(e);
        else if (!placed) {
            placed = true;
            if (description)
                out.push(description);
        }
    }
    if (!placed && description)
        out.splice(Math.min(1, out.length), 0, description);
    return out;
}
/** How two SKILL.md texts differ, as bisect's parts. */
function skillMdChanges(base, head) {
    const model = modelOf(base, head);
    const hunks = diffLines(model.baseLines, model.headLines).map((hunk) => ({
        hunk,
        line: model.offset + hunk.headStart + 1,
        excerpt: hunkExcerpt(model.baseLines, model.headLines, hunk),
    }));
    if (!model.front)
        return { description: false, frontMatter: 'none', hunks };
    const { b, h, separable } = model.front;
    if (!separable)
        return { description: false, frontMatter: sameFront(b, h) ? 'none' : 'whole', hunks };
    const description = skillMd_text(descriptionOf(b) ? [descriptionOf(b)] : []) !== skillMd_text(descriptionOf(h) ? [descriptionOf(h)] : []);
    const others = skillMd_text(withoutDescription(b)) !== skillMd_text(withoutDescription(h)) || b.open !== h.open || b.close !== h.close;
    return { description, frontMatter: others ? 'others' : 'none', hunks };
}
/** The head's SKILL.md with the chosen parts put back as the base had them. */
function revertSkillMd(base, head, revert) {
    const model = modelOf(base, head);
    const body = revertHunks(model.baseLines, model.headLines, diffLines(model.baseLines, model.headLines), revert.hunks).join('');
    if (!model.front)
        return body;
    const { b, h, separable } = model.front;
    let frame = h;
    let entries = h.entries;
    if (!separable) {
        if (revert.frontMatter || revert.description)
            frame = b;
        entries = frame.entries;
    }
    else {
        if (revert.frontMatter)
            frame = b;
        entries = compose(frame, revert.description ? b : h);
    }
    return `${frame.open}${skillMd_text(entries)}${frame.close}${body}`;
}
/**
 * Both texts split; with a front matter on both sides the body lines are compared, else the whole files.
 * The description is separable when reverting it alone, or everything but it, reads back as intended.
 */
function modelOf(base, head) {
    const b = split(base);
    const h = split(head);
    if (!b || !h)
        return { baseLines: splitLines(base), headLines: splitLines(head), offset: 0, front: undefined };
    return { baseLines: b.body, headLines: h.body, offset: h.bodyStart, front: { b, h, separable: separable(b, h) } };
}
function separable(b, h) {
    const description = (s) => {
        const fm = (0,frontmatter/* parseFrontmatter */.yv)(s);
        return fm.kind === 'ok'
            ? { ok: true, value: JSON.stringify(fm.data[DESCRIPTION]) }
            : { ok: false };
    };
    const whole = (frame, entries) => `${frame.open}${skillMd_text(entries)}${frame.close}`;
    const base = description(whole(b, b.entries));
    const head = description(whole(h, h.entries));
    if (!base.ok || !head.ok)
        return false;
    const onlyDescription = description(whole(h, compose(h, b)));
    const allButDescription = description(whole(b, compose(b, h)));
    return (onlyDescription.ok &&
        onlyDescription.value === base.value &&
        allButDescription.ok &&
        allButDescription.value === head.value);
}
function sameFront(b, h) {
    return b.open === h.open && b.close === h.close && skillMd_text(b.entries) === skillMd_text(h.entries);
}

;// CONCATENATED MODULE: ./src/bisect/parts.ts


/** Every part of the change, in a stable order, and the files that could not be split. */
function splitParts(input) {
    const parts = [];
    const unbisected = [];
    const shown = (file) => (input.skillDir === '' ? file : file.slice(input.skillDir.length + 1));
    for (const file of changedPaths(input.subject)) {
        const base = input.subject.base.get(file);
        const head = input.subject.head.get(file);
        const unreadable = [base, head].find((f) => f?.kind === 'unreadable');
        if (unreadable) {
            unbisected.push({ file, reason: unreadable.reason });
            continue;
        }
        if (base?.kind !== 'text' || head?.kind !== 'text') {
            parts.push({
                kind: 'file',
                file,
                label: `${shown(file)} (${!base ? 'added' : !head ? 'removed' : 'changed, not text'})`,
            });
            continue;
        }
        if (file === input.skillMd) {
            const changes = skillMdChanges(base.text, head.text);
            if (changes.description)
                parts.push({ kind: 'description', file, label: 'the description' });
            if (changes.frontMatter !== 'none')
                parts.push({
                    kind: 'front-matter',
                    file,
                    label: changes.frontMatter === 'whole' ? 'the front matter' : 'the front matter besides the description',
                });
            changes.hunks.forEach((h, i) => {
                parts.push({
                    kind: 'hunk',
                    file,
                    hunk: i,
                    line: h.line,
                    excerpt: h.excerpt,
                    label: `hunk ${i + 1} of ${shown(file)}`,
                });
            });
            continue;
        }
        const b = splitLines(base.text);
        const h = splitLines(head.text);
        diffLines(b, h).forEach((hunk, i) => {
            parts.push({
                kind: 'hunk',
                file,
                hunk: i,
                line: hunk.headStart + 1,
                excerpt: hunkExcerpt(b, h, hunk),
                label: `hunk ${i + 1} of ${shown(file)}`,
            });
        });
    }
    // A whole-folder part is revertible only when every changed file of it was read on both sides.
    const whole = (sides, part) => {
        const changed = changedPaths(sides);
        const unread = changed.flatMap((file) => [sides.base.get(file), sides.head.get(file)].flatMap((f) => f?.kind === 'unreadable' ? [{ file, reason: f.reason }] : []));
        if (unread.length > 0)
            unbisected.push(...unread);
        else if (changed.length > 0)
            parts.push(part);
    };
    whole(input.spec, { kind: 'spec', label: 'the spec' });
    for (const other of input.others)
        whole(other, { kind: 'skill', name: other.name, label: `${other.role} ${other.name}` });
    return { parts: parts.map((p, i) => ({ id: i + 1, ...p })), unbisected };
}
/** The files to write into a copy of the head's folder so that `reverted` (and nothing else) is as the base had it. */
function revertEdits(input, reverted) {
    const edits = [];
    const byFile = new Map();
    for (const p of reverted)
        if (p.file !== undefined)
            byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
    for (const [file, parts] of byFile) {
        const base = input.subject.base.get(file);
        const head = input.subject.head.get(file);
        if (parts.some((p) => p.kind === 'file')) {
            edits.push(restored(file, base));
            continue;
        }
        if (base?.kind !== 'text' || head?.kind !== 'text')
            continue;
        const hunks = new Set(parts.flatMap((p) => (p.kind === 'hunk' ? [p.hunk] : [])));
        if (file === input.skillMd) {
            edits.push({
                path: file,
                content: revertSkillMd(base.text, head.text, {
                    description: parts.some((p) => p.kind === 'description'),
                    frontMatter: parts.some((p) => p.kind === 'front-matter'),
                    hunks,
                }),
            });
        }
        else {
            const b = splitLines(base.text);
            const h = splitLines(head.text);
            edits.push({ path: file, content: revertHunks(b, h, diffLines(b, h), hunks).join('') });
        }
    }
    if (reverted.some((p) => p.kind === 'spec'))
        edits.push(...changedPaths(input.spec).map((f) => restored(f, input.spec.base.get(f))));
    for (const p of reverted) {
        const other = p.kind === 'skill' ? input.others.find((o) => o.name === p.name) : undefined;
        if (other)
            edits.push(...changedPaths(other).map((f) => restored(f, other.base.get(f))));
    }
    return edits;
}
/** A file put back as the base had it: removed when the base had none. */
function restored(path, base) {
    if (!base)
        return { path, content: null };
    if (base.kind === 'unreadable')
        throw new Error(`${path} cannot be restored: ${base.reason}`);
    return { path, content: base.kind === 'text' ? base.text : base.bytes };
}
/** Paths whose content differs between the sides (present on one side only included), sorted. */
function changedPaths(sides) {
    const paths = [...new Set([...sides.base.keys(), ...sides.head.keys()])].sort();
    return paths.filter((p) => !sameRead(sides.base.get(p), sides.head.get(p)));
}
function sameRead(a, b) {
    if (!a || !b)
        return a === b;
    if (a.kind === 'text' && b.kind === 'text')
        return a.text === b.text;
    if (a.kind === 'bytes' && b.kind === 'bytes')
        return a.bytes.equals(b.bytes);
    // Unreadable on either side: its content cannot be told, so it counts as changed (and is listed as not bisected).
    return false;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/util/repoFiles.ts
var repoFiles = __webpack_require__(7507);
;// CONCATENATED MODULE: ./src/bisect/snapshot.ts




/** No file bisect splits needs more; a larger one is listed as not bisected. */
const BISECT_FILE_MAX_BYTES = 1024 * 1024;
class BisectError extends Error {
}
/**
 * What bisect splits, read from the base's and the head's folders as a trial of the row installs them:
 * the subject's installed files, its spec and fixtures, and every other skill installed with it (its
 * dependencies, and its neighbours under `alongside`). Each file is read once, through the bounded reader.
 */
function readBisectInput(base, head, row, options) {
    const atHead = trialOf(head, row, options);
    if (!atHead)
        throw new BisectError(`the head has no trial of ${row.skill} case ${row.caseId} on ${row.backend} to re-run (run caliper validate)`);
    const atBase = trialOf(base, row, options);
    const headSkill = head.skills.find((s) => s.name === row.skill);
    const skillDir = headSkill.path;
    const dirOf = (name) => head.skills.find((s) => s.name === name)?.path ?? base.skills.find((s) => s.name === name)?.path ?? name;
    const sides = { base: side(base, atBase, row.skill, dirOf), head: side(head, atHead, row.skill, dirOf) };
    const dependencies = new Set([...(atHead.spec.skills ?? []), ...(atBase?.spec.skills ?? [])]);
    const others = [...new Set([...sides.base.others.keys(), ...sides.head.others.keys()])].sort();
    return {
        skillMd: posix(skillDir, 'SKILL.md'),
        skillDir,
        subject: { base: sides.base.subject, head: sides.head.subject },
        spec: { base: sides.base.spec, head: sides.head.spec },
        others: others.map((name) => ({
            name,
            role: dependencies.has(name) ? 'dependency' : 'neighbour',
            base: sides.base.others.get(name) ?? new Map(),
            head: sides.head.others.get(name) ?? new Map(),
        })),
    };
}
/** The first trial of the row as the plan makes it, or undefined when this side has none. */
function trialOf(report, row, options) {
    const plan = (0,runner_plan/* planTrials */.l7)(report, {
        backends: [row.backend],
        discipline: options.discipline,
        defaultTrials: 1,
        trials: 1,
        skills: [row.skill],
        cases: [row.caseId],
        ...(options.alongside && { alongside: options.alongside }),
    });
    return plan.trials.find((t) => t.arm === 'skill');
}
/** One side's files, keyed by where the head lays them out (a skill's folder at the head, else at the base). */
function side(report, trial, subject, dirOf) {
    const out = { subject: new Map(), spec: new Map(), others: new Map() };
    if (!trial)
        return out;
    const realRoot = external_node_fs_.realpathSync.native(report.root);
    const read = (source, name) => fileRead(realRoot, source, name);
    const into = (map, dir, files) => {
        for (const f of files)
            map.set(posix(dir, f.rel), read(f.source, posix(dir, f.rel)));
    };
    for (const install of trial.installs) {
        if (install.name === subject)
            into(out.subject, dirOf(subject), install.files);
        else
            into(out.others.set(install.name, new Map()).get(install.name), dirOf(install.name), install.files);
    }
    const specFile = external_node_path_default().posix.join(dirOf(subject), external_node_path_default().posix.basename(trial.spec.file));
    out.spec.set(specFile, read(external_node_path_default().join(report.root, trial.spec.file), specFile));
    if (trial.spec.sandbox.fixtures)
        into(out.spec, posix(dirOf(subject), trial.spec.sandbox.fixtures), trial.fixtures);
    return out;
}
const posix = (...parts) => external_node_path_default().posix
    .normalize(external_node_path_default().posix.join(...parts))
    .replace(/\/$/, '')
    .replace(/^\.\//, '');
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** A file read through the repository's bounded reader: text when it is UTF-8 without NUL, else its bytes. */
function fileRead(realRoot, abs, name) {
    const read = (0,repoFiles/* readRepoFile */.v)(realRoot, abs, name, BISECT_FILE_MAX_BYTES);
    if (read.kind === 'too-large')
        return { kind: 'unreadable', reason: `${read.size} bytes, over bisect's ${BISECT_FILE_MAX_BYTES}` };
    if (read.kind === 'refused')
        return { kind: 'unreadable', reason: read.reason };
    if (read.kind !== 'file')
        return { kind: 'unreadable', reason: read.kind === 'dir' ? 'a folder' : 'missing' };
    if (read.bytes.includes(0))
        return { kind: 'bytes', bytes: read.bytes };
    try {
        return { kind: 'text', text: utf8.decode(read.bytes) };
    }
    catch {
        return { kind: 'bytes', bytes: read.bytes };
    }
}

;// CONCATENATED MODULE: ./src/bisect/revertedTree.ts




/** Never copied into a reverted tree: git's own data, and what a run writes there. */
const NOT_COPIED = new Set(['.git', 'node_modules']);
/**
 * A copy of the head's folder with `edits` applied: where one reverted part is evaluated. Links are
 * copied as links (as the head has them), and only files, folders and links are copied (a FIFO or a
 * device in a hostile PR is left out). `skip`: absolute paths not to copy (the results folder, when
 * it is inside). Removed by the returned function.
 */
function revertedTree(headRoot, edits, skip = []) {
    const dir = external_node_fs_.realpathSync.native((0,external_node_fs_.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'caliper-bisect-')));
    const remove = () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    try {
        const skipped = new Set(skip.map((s) => external_node_path_default().resolve(s)));
        (0,external_node_fs_.cpSync)(headRoot, dir, {
            recursive: true,
            verbatimSymlinks: true,
            filter: (source) => {
                if (NOT_COPIED.has(external_node_path_default().basename(source)) || skipped.has(external_node_path_default().resolve(source)))
                    return false;
                const st = (0,external_node_fs_.lstatSync)(source);
                return st.isFile() || st.isDirectory() || st.isSymbolicLink();
            },
        });
        for (const edit of edits)
            applyEdit(dir, edit);
        return { dir, remove };
    }
    catch (error) {
        remove();
        throw error;
    }
}
/**
 * Write (or remove) one file inside `root`. The path's folders are created where missing, and the folder
 * the file lands in, links resolved, must be inside `root`: a head whose skill folder is a link out of
 * the repository is refused, never written through. The file itself is replaced, never written through
 * a link that stands in its place.
 */
function applyEdit(root, edit) {
    const segments = edit.path.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..') || external_node_path_default().isAbsolute(edit.path))
        throw new BisectError(`cannot revert ${JSON.stringify(edit.path)}: not a path inside the folder`);
    const realRoot = external_node_fs_.realpathSync.native(root);
    // One folder at a time, each checked before anything is made in it: a link out is never followed to create.
    let realParent = realRoot;
    for (const segment of segments.slice(0, -1)) {
        const next = external_node_path_default().join(realParent, segment);
        if (!exists(next)) {
            if (edit.content === null)
                return;
            (0,external_node_fs_.mkdirSync)(next);
        }
        realParent = external_node_fs_.realpathSync.native(next);
        const rel = external_node_path_default().relative(realRoot, realParent);
        if (rel === '..' || rel.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(rel))
            throw new BisectError(`cannot revert ${JSON.stringify(edit.path)}: its folder leads outside the repository through a symbolic link`);
    }
    const target = external_node_path_default().join(realParent, segments[segments.length - 1]);
    if (exists(target))
        (0,external_node_fs_.rmSync)(target, { recursive: true, force: true });
    if (edit.content !== null)
        (0,external_node_fs_.writeFileSync)(target, edit.content, { flag: 'wx' });
}
function exists(file) {
    try {
        (0,external_node_fs_.lstatSync)(file);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/results/compare/multiplicity.ts
var multiplicity = __webpack_require__(8087);
// EXTERNAL MODULE: ./src/results/compare/verdict.ts
var verdict = __webpack_require__(9571);
;// CONCATENATED MODULE: ./src/bisect/search.ts


/**
 * The search over parts, apart from how a run is made: each tested set of parts is reverted together
 * and measured (`measure`); sets tested together form one family, corrected as compare corrects its
 * rates (Holm's step-down with Tarone's rule, α = 0.05). Few parts are tested one at a time; many are
 * halved first, and only a half whose reversal restores the rate is searched further.
 */
/** At most this many parts are tested one at a time; more are halved first. */
const ONE_AT_A_TIME = 4;
/** Search `parts`; `measure` reverts a set and measures it (it throws on a harness fault: never "no part"). */
async function searchParts(parts, measure) {
    const trials = [];
    let stopped;
    const family = async (sets) => {
        const measured = [];
        for (const set of sets) {
            if (stopped)
                break;
            const m = await measure(set);
            if (m.kind === 'not-measured')
                stopped = m.why;
            else
                measured.push({ set, m });
        }
        const significant = (0,multiplicity/* holmTarone */.oC)(measured.map(({ m }) => m.test), verdict/* SIGNIFICANCE */.cT).significant;
        measured.forEach(({ set, m }, i) => {
            trials.push({
                parts: set.map((p) => p.id),
                reverted: m.reverted,
                test: m.test,
                restores: significant[i],
                results: m.results,
                ...(m.note && { note: m.note }),
            });
        });
        return measured.filter((_, i) => significant[i]).map(({ set }) => set);
    };
    const search = async (set) => {
        if (set.length <= ONE_AT_A_TIME)
            return family(set.map((p) => [p]));
        const mid = Math.ceil(set.length / 2);
        const restoring = await family([set.slice(0, mid), set.slice(mid)]);
        const found = [];
        for (const half of restoring)
            found.push(...(await search(half)));
        return found;
    };
    const found = (await search(parts)).map((set) => set[0]);
    return { trials, outcome: outcomeOf(parts, found, trials, stopped) };
}
function outcomeOf(parts, found, trials, stopped) {
    const withTrial = found.map((part) => ({
        part,
        trial: trials.find((t) => t.parts.length === 1 && t.parts[0] === part.id),
    }));
    if (withTrial.length === 1)
        return { kind: 'found', ...withTrial[0] };
    if (withTrial.length > 1)
        return { kind: 'several', found: withTrial };
    if (stopped)
        return { kind: 'stopped', why: stopped };
    if (parts.length === 0)
        return { kind: 'none', why: 'nothing bisect can revert changed for this row' };
    const halves = parts.length > ONE_AT_A_TIME && trials.every((t) => t.parts.length > 1);
    return {
        kind: 'none',
        why: halves
            ? 'neither half of the change, reverted alone, restores the rate'
            : 'no part reverted alone restores the rate',
    };
}

;// CONCATENATED MODULE: ./src/bisect/bisect.ts















/** A reverted run ended in harness errors: the bisect stops, and never reads that as "no part". */
class BisectHarnessError extends BisectError {
}
/** How bisect tests a reversal: compare's test of a case row, corrected over the sets tested together. */
const BISECT_TEST = "one-sided Fisher exact test of the head's rate against the rate with " +
    "the part reverted (compare's test of a case row), Holm's step-down " +
    "with Tarone's rule at α = 0.05 over the sets tested together";
/**
 * For each regressed rate of the skill, the case that dropped most on it, re-run with each part of the
 * change reverted alone (halves first when there are many). Writes OUT/bisect.json; throws on a harness
 * fault or a refusal (never "no part").
 */
async function bisect(options) {
    const targets = regressedTargets(options.base.results, options.head.results, options.skill);
    const spent = { runs: 0, tokens: 0, cost: 0 };
    const bisections = [];
    // Two rates of one case (activation and execution) are measured by the same reversals: each runs once.
    const runs = new Map();
    for (const target of targets)
        bisections.push(await bisectTarget(options, target, spent, runs));
    const report = { skill: options.skill, test: BISECT_TEST, agentRuns: spent.runs, bisections };
    (0,external_node_fs_.mkdirSync)(options.outDir, { recursive: true });
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(options.outDir, 'bisect.json'), `${JSON.stringify(report, null, 2)}\n`);
    return report;
}
/** The skill's regressed rates, each at the case whose rate dropped most (ties: the first case id). */
function regressedTargets(base, head, skill) {
    const outcome = (0,compare/* compareResults */.ex)(base, head);
    if (outcome.kind === 'refused')
        throw new BisectError(outcome.reason);
    const targets = [];
    for (const row of outcome.comparison.aggregates.filter((r) => r.skill === skill)) {
        for (const m of row.metrics.filter((x) => x.verdict === 'regressed')) {
            const sign = m.metric === 'false-activation' ? -1 : 1;
            const drops = outcome.comparison.cases
                .filter((c) => c.skill === skill && c.backend === row.backend && c.caseId !== undefined)
                .flatMap((c) => c.metrics
                .filter((x) => x.metric === m.metric && x.base.rate !== null && x.head.rate !== null)
                .map((x) => ({ caseId: c.caseId, x, drop: sign * (x.base.rate - x.head.rate) })))
                .filter((d) => d.drop > 0)
                .sort((a, b) => b.drop - a.drop || a.caseId.localeCompare(b.caseId));
            const worst = drops[0];
            if (!worst)
                continue;
            const counts = (r) => ({ successes: r.successes, trials: r.trials });
            targets.push({
                skill,
                backend: row.backend,
                caseId: worst.caseId,
                metric: m.metric,
                base: counts(worst.x.base),
                head: counts(worst.x.head),
            });
        }
    }
    return targets;
}
async function bisectTarget(options, target, spent, runs) {
    const discipline = options.eval.selection.discipline ?? 'install-discover';
    const input = readBisectInput(options.base.report, options.head.report, target, {
        discipline,
        ...(options.eval.selection.alongside && { alongside: options.eval.selection.alongside }),
    });
    const { parts, unbisected } = splitParts(input);
    const progress = (line) => options.eval.output.progress?.((0,report_escape/* logText */.kc)(line));
    progress(`bisect: ${target.skill} × ${target.backend} × ${target.caseId} ` +
        `(${target.metric}): ${parts.length} part(s): ` +
        `${parts.map((p) => `${p.id}. ${p.label}`).join('; ')}`);
    const measure = async (set) => {
        const ids = set.map((p) => p.id).join('-');
        const key = `${target.backend}|${target.caseId}|${ids}`;
        const earlier = runs.get(key);
        if (earlier)
            return measured(earlier.results, options.head.results, target, earlier.file, spent, options.budget);
        const left = remaining(options.budget, spent);
        if (left.reached)
            return {
                kind: 'not-measured',
                why: `the spend caps were reached (${left.reached}) after ${spent.runs} agent run(s)`,
            };
        progress(`bisect: reverting ` +
            `${set.length === 1 ? `part ${ids} (${set[0].label})` : `parts ${set.map((p) => p.id).join(', ')}`}`);
        const tree = revertedTree(options.head.report.root, revertEdits(input, set), [options.outDir]);
        try {
            const report = (0,validateRepository/* validateRepository */.F)(tree.dir, options.validate);
            const reason = (0,runner_plan/* unevaluable */.PU)(report).get(target.skill);
            if (reason)
                return {
                    kind: 'measured',
                    reverted: { successes: 0, trials: 0 },
                    test: { pValue: 1, minAttainable: 1 },
                    results: '',
                    note: `not evaluated with part(s) ${ids} reverted: ${reason}`,
                };
            const outDir = external_node_path_default().join(options.outDir, `${target.backend}-${target.caseId}`, `revert-${set.length > 3 ? `${set[0].id}-to-${set[set.length - 1].id}` : ids}`);
            const results = await (0,runEval/* runEval */.wX)(reversalOptions(options.eval, report, target, outDir, left.limits));
            const s = results.meta.spend;
            spent.runs += s?.agentRuns ?? 0;
            spent.tokens += (s?.inputTokens ?? 0) + (s?.outputTokens ?? 0);
            spent.cost += s?.costUsd ?? 0;
            const faults = [...(0,unmeasuredRates/* unmeasuredFaults */.Nx)(results), ...(0,harnessFaults/* harnessFaults */.a)(results)];
            if (faults.length > 0)
                throw new BisectHarnessError(`${faults.join('; ')} with ${set.map((p) => p.label).join(', ')} ` +
                    `reverted: a harness fault, not a finding; see ` +
                    `${external_node_path_default().join(outDir, 'results.json')} and the log`);
            const file = external_node_path_default().join(outDir, 'results.json');
            runs.set(key, { results, file });
            return measured(results, options.head.results, target, file, spent, options.budget);
        }
        finally {
            tree.remove();
        }
    };
    const { trials, outcome } = await searchParts(parts, measure);
    return { target, parts, unbisected, trials, outcome };
}
/** The reverted run's count on the row's rate and compare's test of it against the head's. */
function measured(results, head, target, file, spent, budget) {
    const outcome = (0,compare/* compareResults */.ex)(results, head);
    if (outcome.kind === 'refused')
        throw new BisectError(`cannot compare a reverted run with the head: ${outcome.reason}`);
    const row = outcome.comparison.cases.find((c) => c.skill === target.skill && c.backend === target.backend && c.caseId === target.caseId);
    const m = row?.metrics.find((x) => x.metric === target.metric);
    if (!m?.tests || m.base.trials === 0)
        return {
            kind: 'not-measured',
            why: `the spend caps were reached ` +
                `(${remaining(budget, { runs: spent.runs, tokens: 0, cost: 0 }).reached ?? 'no trial ran'}) ` +
                `after ${spent.runs} agent run(s)`,
        };
    return {
        kind: 'measured',
        reverted: { successes: m.base.successes, trials: m.base.trials },
        test: m.tests.worse,
        results: file,
    };
}
/** What is left of the caps after what the reversals spent; `reached` names the cap that is used up. */
function remaining(budget, spent) {
    const limits = {
        ...(budget.maxTrials !== undefined && { maxTrials: budget.maxTrials - spent.runs }),
        ...(budget.maxTokens !== undefined && { maxTokens: budget.maxTokens - spent.tokens }),
        ...(budget.maxCostUsd !== undefined && { maxCostUsd: budget.maxCostUsd - spent.cost }),
    };
    const reached = limits.maxTrials !== undefined && limits.maxTrials <= 0
        ? `--max-trials ${budget.maxTrials}`
        : limits.maxTokens !== undefined && limits.maxTokens <= 0
            ? `--max-tokens ${budget.maxTokens}`
            : limits.maxCostUsd !== undefined && limits.maxCostUsd <= 0
                ? `--max-cost ${budget.maxCostUsd}`
                : undefined;
    return { limits, reached };
}
/** One reversal's eval: the target's case on its backend, sequential trials within what the caps leave. */
function reversalOptions(e, report, target, outDir, budget) {
    return {
        selection: { ...e.selection, report, skills: [target.skill], cases: [target.caseId], backends: [target.backend] },
        sizing: { ...e.sizing, sequential: sequential/* DEFAULT_SEQUENTIAL */.qk, budget },
        model: e.model,
        sandbox: e.sandbox,
        output: { ...e.output, outDir, journal: 'fresh' },
    };
}

// EXTERNAL MODULE: ./src/eval/pr/baseWorktree.ts
var baseWorktree = __webpack_require__(4453);
;// CONCATENATED MODULE: ./src/bisect/bisectPr.ts



/**
 * Bisect a PR's regressed rates of `skill` (`caliper bisect`, the Action's `bisect: true`): the base is
 * checked out at `baseRef` as a temporary worktree (the git helper of `eval --base`), judged by the
 * head's validation options, and removed after.
 */
async function bisectPullRequest(options) {
    const checkout = (0,baseWorktree/* checkoutBase */.Wc)(options.head.root, options.baseRef);
    try {
        const baseReport = (0,validateRepository/* validateRepository */.F)(checkout.dir, options.validate);
        const { head, baseRef: _ref, results, ...rest } = options;
        return await bisect({
            ...rest,
            base: { report: baseReport, results: results.base },
            head: { report: head, results: results.head },
        });
    }
    finally {
        checkout.remove();
    }
}

;// CONCATENATED MODULE: ./src/bisect/text.ts

const METRIC_WORDS = {
    activation: 'activation',
    'false-activation': 'false activation',
    execution: 'execution',
};
function bisectLine(b, medium) {
    const name = medium === 'markdown' ? report_escape/* mdText */.bC : report_escape/* logText */.kc;
    const where = `bisect (${METRIC_WORDS[b.target.metric]}, case ` +
        `${medium === 'markdown' ? (0,report_escape/* mdCode */.xs)(b.target.caseId) : (0,report_escape/* logText */.kc)(b.target.caseId)})`;
    const o = b.outcome;
    if (o.kind === 'found')
        return `${where}: the drop follows ${partText(o.part, medium)}: ${counts(b, o.trial)}`;
    if (o.kind === 'several')
        return (`${where}: no single part explains it: each of ` +
            `${o.found.map((f) => `${partText(f.part, medium)} (${counts(b, f.trial)})`).join('; ')} ` +
            `restores the rate alone`);
    if (o.kind === 'stopped')
        return `${where}: not decided: ${name(o.why)}`;
    const best = [...b.trials].filter((t) => t.reverted.trials > 0).sort((x, y) => x.test.pValue - y.test.pValue)[0];
    const closestParts = (t) => t.parts.length === 1
        ? partText(b.parts.find((p) => p.id === t.parts[0]), medium)
        : `parts ${t.parts[0]}–${t.parts[t.parts.length - 1]}`;
    const closest = best ? ` (closest: ${closestParts(best)}: ${counts(b, best)})` : '';
    return `${where}: no single part explains it: ${name(o.why)}${closest}`;
}
/** `hunk 2 of SKILL.md at line 11 (`- Use when …`)`, `the description`. */
function partText(p, medium) {
    const label = medium === 'markdown' ? (0,report_escape/* mdText */.bC)(p.label) : (0,report_escape/* logText */.kc)(p.label);
    const line = p.line !== undefined ? ` at line ${p.line}` : '';
    const excerpt = p.excerpt ? ` (${medium === 'markdown' ? (0,report_escape/* mdCode */.xs)(p.excerpt) : `\`${(0,report_escape/* logText */.kc)(p.excerpt)}\``})` : '';
    return `${label}${line}${excerpt}`;
}
/** `0/3 vs 8/8, p = 0.006`: the head's count, the reverted run's, and the test. */
function counts(b, t) {
    const p = t.test.pValue < 0.001 ? 'p < 0.001' : `p = ${t.test.pValue.toFixed(3)}`;
    return `${b.target.head.successes}/${b.target.head.trials} vs ${t.reverted.successes}/${t.reverted.trials}, ${p}`;
}
/** The whole report as text: one block per regressed rate, its parts and each set tested. */
function bisectText(report) {
    if (report.bisections.length === 0)
        return `${(0,report_escape/* logText */.kc)(report.skill)}: no rate regressed; nothing to bisect.\n`;
    const out = [];
    for (const b of report.bisections) {
        const t = b.target;
        out.push(`${(0,report_escape/* logText */.kc)(t.skill)} on ${t.backend}, ${METRIC_WORDS[t.metric]} of ` +
            `case ${(0,report_escape/* logText */.kc)(t.caseId)}: base ${t.base.successes}/${t.base.trials}, ` +
            `head ${t.head.successes}/${t.head.trials}`);
        out.push(`  parts (${b.parts.length}):`);
        for (const p of b.parts)
            out.push(`    ${p.id}. ${partText(p, 'text')}`);
        for (const u of b.unbisected)
            out.push(`    not bisected: ${(0,report_escape/* logText */.kc)(u.file)}: ${(0,report_escape/* logText */.kc)(u.reason)}`);
        for (const trial of b.trials) {
            const which = trial.parts.length === 1 ? `part ${trial.parts[0]}` : `parts ${trial.parts.join(', ')}`;
            const result = trial.note
                ? (0,report_escape/* logText */.kc)(trial.note)
                : `${trial.reverted.successes}/${trial.reverted.trials}, p = ` +
                    `${trial.test.pValue.toPrecision(2)}${trial.restores ? ', restores the rate' : ''}`;
            out.push(`  reverted ${which}: ${result}`);
        }
        out.push(`  ${bisectLine(b, 'text')}`);
    }
    out.push(`Test: ${report.test}. Agent runs: ${report.agentRuns}.`);
    return `${out.join('\n')}\n`;
}
/** Each bisected rate's markdown line, placed by the comment under its regressed row. */
function bisectedLines(reports) {
    return reports.flatMap((r) => r.bisections.map((b) => ({
        skill: r.skill,
        backend: b.target.backend,
        metric: b.target.metric,
        markdown: bisectLine(b, 'markdown'),
    })));
}

// EXTERNAL MODULE: ./src/eval/pr/runBaseAndHead.ts + 1 modules
var runBaseAndHead = __webpack_require__(7517);
// EXTERNAL MODULE: ./src/eval/runner/journal.ts
var journal = __webpack_require__(9854);
// EXTERNAL MODULE: ./src/results/load.ts
var load = __webpack_require__(2400);
// EXTERNAL MODULE: ./src/report/progressDisplay.ts
var progressDisplay = __webpack_require__(1317);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/evalArgs.ts + 1 modules
var evalArgs = __webpack_require__(3162);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/runFlags.ts
var runFlags = __webpack_require__(1208);
// EXTERNAL MODULE: ./src/cli/repositoryOptions.ts
var repositoryOptions = __webpack_require__(5624);
;// CONCATENATED MODULE: ./src/cli/bisectCommand.ts




















const BISECT_USAGE = `Usage: caliper bisect [DIR] --base REF --skills NAME [options]

When NAME regressed between REF and here, finds the part of the change that caused it. What changed
for NAME is split into parts (the description, the rest of the front matter, each hunk of SKILL.md's
body and of its other files, the spec, each changed neighbour under --alongside); the case that dropped
most is re-run on its backend with each part reverted alone (halves first when there are more than 4),
with sequential trials (as --trials auto), and the part whose reversal restores the rate is named with
its test: "the drop follows the description: 0/3 vs 8/8, p = 0.006", or no single part explains it.

  --base REF            the base commit (required)
  --skills NAME         the skill to bisect (required, one)
  --from DIR            the output of an earlier "caliper eval --base REF" (DIR/base and DIR/head);
                        without it, the skill is evaluated at REF and here first, into OUT/base and OUT/head
  --backend NAMES       agent CLIs (${agents/* AGENT_NAMES */.RO.join(', ')}); default ${facts/* DEFAULT_AGENT */.kz}
  --discipline D        install-discover (default), explicit or force-load, as the eval it follows
  --scripted-model      offline: caliper's deterministic scripted model instead of a real model
  --model ID            the real model to request;  --model-url URL  a gateway (key in CALIPER_MODEL_KEY)
  --alongside NAMES|all install these other skills next to the spec's own (each changed one is a part)
  --trials N|auto[:MAX] trials per case of the base and head runs (without --from)
  --max-trials N        stop after N agent runs of the reversals (also --max-tokens N, --max-cost USD);
                        without --from, the base and head runs have the same caps of their own
  --out DIR             where each reversal's results and bisect.json go (default: caliper-bisect)
  --concurrency C       trials at once;  --timeout S  seconds per trial;  --max-turns N
  --isolation MODE      bubblewrap (default) or none;  --cli NAME=PATH  the CLI executable for a backend
  --format text|json    the findings as text, or bisect.json on stdout
${(0,repositoryOptions/* repositoryUsage */.Up)(24)}

Exit codes: 0 bisected (a part named, no single part, or nothing regressed); 1 a reversal ended in a
harness error, or the spend caps stopped the search before it decided; 2 usage error or invalid input;
3 the base and head runs could not be compared.
`;
const BISECT_FLAGS = {
    base: { type: 'string' },
    skills: { type: 'string' },
    from: { type: 'string' },
    backend: { type: 'string', default: facts/* DEFAULT_AGENT */.kz },
    discipline: { type: 'string', default: 'install-discover' },
    'scripted-model': { type: 'boolean', default: false },
    model: { type: 'string' },
    'model-url': { type: 'string' },
    alongside: { type: 'string' },
    trials: { type: 'string' },
    'max-trials': { type: 'string' },
    'max-tokens': { type: 'string' },
    'max-cost': { type: 'string' },
    out: { type: 'string', default: 'caliper-bisect' },
    concurrency: { type: 'string' },
    timeout: { type: 'string' },
    'max-turns': { type: 'string' },
    isolation: { type: 'string', default: 'bubblewrap' },
    cli: { type: 'string', multiple: true, default: [] },
    format: { type: 'string', default: 'text' },
    ...repositoryOptions/* REPOSITORY_OPTIONS */.In,
    help: { type: 'boolean', short: 'h', default: false },
};
const parseBisectArgs = (args) => (0,cli_args/* parseCommandArgs */.Q)('bisect', { args, allowPositionals: true, options: BISECT_FLAGS });
async function bisectCommand(args, io) {
    const { values, positionals } = parseBisectArgs(args);
    if (values.help) {
        io.stdout(BISECT_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    if (values.base === undefined)
        throw new cli_io/* UsageError */.eb('bisect needs --base REF: the commit the skill regressed against.');
    if (values.skills === undefined || (0,evalArgs/* list */.p_)(values.skills).length !== 1)
        throw new cli_io/* UsageError */.eb('bisect needs --skills NAME, one skill.');
    const skill = (0,evalArgs/* list */.p_)(values.skills)[0];
    const { dir, shown, validateOptions: validate } = (0,runFlags/* folderTarget */.aO)('bisect', positionals, values, io.cwd);
    const { backends, discipline } = (0,runFlags/* backendsAndDiscipline */.ZV)(values);
    if (!['bubblewrap', 'none'].includes(values.isolation))
        throw new cli_io/* UsageError */.eb('--isolation must be bubblewrap or none.');
    if (!['text', 'json'].includes(values.format))
        throw new cli_io/* UsageError */.eb('--format must be text or json.');
    const cliPaths = (0,runFlags/* cliPathsOption */.AW)(values.cli, io.cwd);
    const budget = (0,runFlags/* budgetOption */.fD)(values);
    const model = (0,runFlags/* modelChoice */.Zu)(values, backends, io.env, undefined);
    const alongside = values.alongside === undefined ? undefined : (0,evalArgs/* alongsideOption */.C6)(values.alongside);
    const report = (0,validateRepository/* validateRepository */.F)(dir, validate);
    (0,evalArgs/* checkAskedNames */.fg)(report, { skills: skill }, alongside, shown);
    const outDir = external_node_path_default().resolve(io.cwd, values.out);
    const display = (0,progressDisplay/* progressDisplay */.m)((0,progressDisplay/* progressMode */.Zo)(io.stderrIsTTY ?? false, io.env), io.stderr);
    const evalOptions = bisectEvalOptions(values, { discipline, alongside, model, cliPaths }, io.env, display);
    try {
        const sides = {
            ...evalOptions,
            selection: { ...evalOptions.selection, report, backends, skills: [skill] },
            sizing: { ...evalOptions.sizing, budget, ...(0,evalArgs/* trialsOption */.t0)(values.trials) },
            output: { ...evalOptions.output, outDir, journal: 'fresh' },
        };
        const results = values.from !== undefined ? earlierRun(io.cwd, values.from) : await baseAndHead(sides, values.base, validate);
        if (!results) {
            io.stdout(`No eval of ${(0,report_escape/* logText */.kc)(skill)} changed since ${(0,report_escape/* logText */.kc)(values.base)}; nothing to bisect.\n`);
            return cli_io/* EXIT */.dc.ok;
        }
        const found = await bisectPullRequest({
            head: report,
            baseRef: values.base,
            results,
            skill,
            outDir,
            validate,
            eval: evalOptions,
            budget,
        }).finally(() => display.end());
        io.stdout(values.format === 'json'
            ? `${JSON.stringify(found, null, 2)}\n`
            : `${bisectText(found)}Results: ${external_node_path_default().join(values.out, 'bisect.json')}\n`);
        return found.bisections.some((b) => b.outcome.kind === 'stopped') ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
    }
    catch (error) {
        return bisectFailure(error, io);
    }
    finally {
        display.end();
    }
}
/** The options each reversal's eval runs with: the run's discipline, model, sandbox and progress. */
function bisectEvalOptions(values, decided, env, display) {
    const { discipline, alongside, model, cliPaths } = decided;
    return {
        selection: { discipline, ...(alongside && { alongside }) },
        sizing: {
            ...(values.concurrency !== undefined && { concurrency: (0,evalArgs/* positiveInt */.NJ)(values.concurrency, '--concurrency') }),
        },
        model,
        sandbox: {
            ...(values.timeout !== undefined && { timeoutSeconds: (0,evalArgs/* positiveInt */.NJ)(values.timeout, '--timeout') }),
            ...(values['max-turns'] !== undefined && { maxTurns: (0,evalArgs/* positiveInt */.NJ)(values['max-turns'], '--max-turns') }),
            isolation: values.isolation,
            cliPaths,
            env,
        },
        output: {
            progress: (0,warningsOnce/* warningsOnce */.v)((line) => display.line(line)),
            onTrialFinished: (finished, total, left) => display.trial(finished, total, left),
        },
    };
}
/** A bisect that could not finish: a harness fault exits 1, a refused comparison 3, bad input is a usage error. */
function bisectFailure(error, io) {
    if (error instanceof BisectHarnessError) {
        io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(error.message)}\n`);
        return cli_io/* EXIT */.dc.failed;
    }
    if (error instanceof load/* ResultsRefusal */.Di) {
        io.stderr(`caliper: refusing to compare: ${(0,report_escape/* logText */.kc)(error.message)}\n`);
        return cli_io/* EXIT */.dc.refused;
    }
    if (error instanceof BisectError ||
        error instanceof journal/* JournalError */.k ||
        error instanceof runEval/* EvalSetupError */.w6 ||
        error instanceof baseWorktree/* BaseCheckoutError */.az ||
        error instanceof load/* ResultsError */.N6)
        throw new cli_io/* UsageError */.eb(error.message);
    throw error;
}
/** DIR/base/results.json and DIR/head/results.json of an earlier `caliper eval --base`. */
function earlierRun(cwd, from) {
    const dir = external_node_path_default().resolve(cwd, from);
    return {
        base: (0,load/* loadResults */.zV)(external_node_path_default().join(dir, 'base', 'results.json')),
        head: (0,load/* loadResults */.zV)(external_node_path_default().join(dir, 'head', 'results.json')),
    };
}
/** The skill evaluated at the base and here, as `caliper eval --base` does; undefined when its eval did not change. */
async function baseAndHead(options, baseRef, validate) {
    const run = await (0,runBaseAndHead/* runBaseAndHead */.EC)(options, { ref: baseRef, validate });
    if (!run.base || !run.head) {
        if (run.invalid.length > 0)
            throw new BisectError(`${run.invalid.join(', ')} cannot be evaluated: ${[...run.reasons.values()].join('; ')}`);
        return undefined;
    }
    return { base: run.base, head: run.head };
}


/***/ }),

/***/ 3616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ warningsOnce)
/* harmony export */ });
/**
 * Progress for a command that runs many evals (tune, bisect): a `warning:` line (a `--max-turns` that does not bound
 * a CLI, …) is said the first time only, as one eval says it, not again by each of its dozens of evals.
 */
function warningsOnce(progress) {
    const said = new Set();
    return (line) => {
        if (line.startsWith('warning: ')) {
            if (said.has(line))
                return;
            said.add(line);
        }
        progress(line);
    };
}


/***/ }),

/***/ 7517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T$: () => (/* binding */ prSides),
  EC: () => (/* binding */ runBaseAndHead),
  yC: () => (/* binding */ sideOptions)
});

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 31 modules
var validateRepository = __webpack_require__(9494);
// EXTERNAL MODULE: ./src/eval/runner/runEval.ts + 60 modules
var runEval = __webpack_require__(2418);
// EXTERNAL MODULE: ./src/eval/pr/baseWorktree.ts
var baseWorktree = __webpack_require__(4453);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/skills/dependencies.ts
var dependencies = __webpack_require__(4649);
// EXTERNAL MODULE: ./src/eval/runner/plan.ts + 1 modules
var runner_plan = __webpack_require__(7610);
// EXTERNAL MODULE: ./src/eval/sandbox/installableFiles.ts
var installableFiles = __webpack_require__(9374);
// EXTERNAL MODULE: ./src/eval/spec/schema.ts
var schema = __webpack_require__(6465);
// EXTERNAL MODULE: ./src/util/trialFiles.ts
var trialFiles = __webpack_require__(4205);
// EXTERNAL MODULE: ./src/eval/spec/readSpec.ts + 5 modules
var readSpec = __webpack_require__(9165);
;// CONCATENATED MODULE: ./src/eval/pr/changedSkills.ts








/**
 * Skills whose eval a pull request changes: the spec, the skill, or anything in its installed closure
 * (so a skill that depends on an edited skill counts too), and skills that appear or disappear. With
 * `alongside`, the skills installed next to each spec's own are part of what it measures: a neighbour
 * whose description changed may now take the subject's prompts, so the subject's eval changed too.
 * A skill with a spec that cannot run (its own errors) counts as changed when its files, its spec or a
 * skill it depends on did: it is not evaluated, and the run must say so rather than see nothing.
 */
function changedSkills(base, head, alongside) {
    const before = fingerprints(base, alongside);
    const after = fingerprints(head, alongside);
    const names = new Set([...before.keys(), ...after.keys()]);
    return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}
function fingerprints(report, alongside) {
    const out = unpreparedFingerprints(report);
    if (!alongside) {
        for (const [name, p] of (0,runner_plan/* prepareSpecs */.q6)(report).prepared)
            out.set(name, p.fingerprint);
        return out;
    }
    // The plan's own fingerprints, neighbours included: one trial per spec is enough to read them.
    const plan = (0,runner_plan/* planTrials */.l7)(report, {
        backends: schema.BACKEND_NAMES,
        discipline: 'install-discover',
        defaultTrials: 1,
        trials: 1,
        skills: undefined,
        cases: undefined,
        alongside,
    });
    const planned = new Set();
    for (const t of plan.trials) {
        if (t.arm !== 'skill' || planned.has(t.skill))
            continue;
        planned.add(t.skill);
        out.set(t.skill, t.fingerprint);
    }
    return out;
}
/**
 * A fingerprint for each skill that has a spec file but no eval the planner can prepare: over the spec's
 * text, every file of its folder (fixtures too) and the files of the skills it depends on.
 */
function unpreparedFingerprints(report) {
    const { prepared } = (0,runner_plan/* prepareSpecs */.q6)(report);
    const byName = new Map(report.skills.map((s) => [s.name, s]));
    // Skills share dependencies: each folder is hashed once.
    const hashes = new Map();
    const folderHash = (name) => {
        let hash = hashes.get(name);
        if (hash === undefined)
            hashes.set(name, (hash = hashFolder(report.root, byName.get(name)?.path)));
        return hash;
    };
    const out = new Map();
    for (const skill of report.skills) {
        if (skill.evalSpec === undefined || prepared.has(skill.name) || out.has(skill.name))
            continue;
        const closure = (0,dependencies/* dependencyClosure */.N)([skill.name], (n) => byName.get(n)?.dependencies.map((d) => d.name));
        // Read as a trial's files are: a spec that is a link out of the repository, or no regular file, reads as nothing.
        const spec = (0,trialFiles/* readTrialText */.uK)(report.root, skill.evalSpec, readSpec/* EVAL_SPEC_MAX_BYTES */.u3) ?? '';
        const hash = (0,external_node_crypto_.createHash)('sha256').update('unprepared\0').update(spec).update('\0');
        for (const name of closure)
            hash.update(name).update('\0').update(folderHash(name)).update('\0');
        out.set(skill.name, hash.digest('hex'));
    }
    return out;
}
/** Every file of a skill's folder (its fixtures too), or what keeps it from being read. */
function hashFolder(root, folder) {
    if (folder === undefined)
        return 'absent';
    try {
        return (0,installableFiles/* hashFiles */.yQ)((0,installableFiles/* installableFiles */.BF)(external_node_path_default().join(root, folder), () => false));
    }
    catch (error) {
        if (!(error instanceof installableFiles/* InstallRefused */.e2))
            throw error;
        return `refused: ${error.message}`;
    }
}

;// CONCATENATED MODULE: ./src/eval/pr/runBaseAndHead.ts








/**
 * The sides of a PR run of `report` against the base checked out at `baseDir` (`caliper eval --base`, and its dry run).
 */
function prSides(baseDir, options, validate) {
    const report = options.report;
    // The base is judged by the same configuration as the head (the one `report` was made with), so that
    // a skill differs between the sides by its files only.
    const baseReport = (0,external_node_fs_.existsSync)(baseDir)
        ? (0,validateRepository/* validateRepository */.F)(baseDir, validate)
        : { ...report, root: baseDir, skills: [], specs: [], diagnostics: [] };
    // The shard is decided over the changed skills, so a matrix splits the PR's work evenly.
    const wanted = (names) => {
        const picked = options.skills ? names.filter((n) => options.skills.includes(n)) : names;
        return picked.filter((n) => (0,runner_plan/* inShard */.Iw)(n, picked, options.shard));
    };
    const changed = wanted(changedSkills(baseReport, report, options.alongside));
    // Its base alone would read as "removed"; the head's run still records why it was skipped.
    const reasons = (0,runner_plan/* unevaluable */.PU)(report);
    const invalid = changed.filter((n) => reasons.has(n));
    const inBase = changed.filter((n) => !invalid.includes(n) && baseReport.specs.some((s) => s.subject === n));
    const inHead = changed.filter((n) => report.specs.some((s) => s.subject === n));
    return { baseReport, changed, invalid, reasons: new Map(invalid.map((n) => [n, reasons.get(n)])), inBase, inHead };
}
/**
 * One side of a PR run: its report and skills, unsharded (the shard was decided over the changed skills),
 * and --detect still sized for every shard's rows. What runBaseAndHead runs and the dry run plans.
 */
function sideOptions(options, report, skills) {
    const { shard, ...selection } = options.selection;
    const detect = options.sizing.detect && {
        ...options.sizing.detect,
        jobs: options.sizing.detect.jobs ?? shard?.count,
    };
    return {
        ...options,
        selection: { ...selection, report, skills },
        sizing: { ...options.sizing, ...(detect && { detect }) },
    };
}
/**
 * Evaluate, in one run and with the same CLIs, the skills whose eval the change touches (and those
 * depending on them) at the base commit and at the head. Unchanged skills are not run at all.
 */
async function runBaseAndHead(options, baseSide) {
    const report = options.selection.report;
    const checkout = (0,baseWorktree/* checkoutBase */.Wc)(report.root, baseSide.ref);
    // Skill names are the PR's (a base config may turn name-format off): escaped for the log like runEval's lines.
    const progress = (line) => options.output.progress?.((0,report_escape/* logText */.kc)(line));
    try {
        const { baseReport, changed, invalid, reasons, inBase, inHead } = prSides(checkout.dir, options.selection, baseSide.validate);
        const basePath = external_node_path_default().join(options.output.outDir, 'base');
        const headPath = external_node_path_default().join(options.output.outDir, 'head');
        progress(changed.length === 0
            ? `no skill's eval changed since ${checkout.sha.slice(0, 12)}`
            : `changed since ${checkout.sha.slice(0, 12)}: ${changed.join(', ')}`);
        for (const n of invalid)
            progress(`not evaluated, at the head or the base: ${n}: ${reasons.get(n)}`);
        if (changed.length === invalid.length)
            return { changed, invalid, reasons, baseSha: checkout.sha, base: undefined, head: undefined, basePath, headPath };
        progress(`evaluating the base (${inBase.length} skill(s))`);
        const base = await (0,runEval/* runEval */.wX)({
            ...sideOptions(options, baseReport, inBase),
            output: { ...options.output, outDir: basePath },
        });
        progress(`evaluating the head (${inHead.length} skill(s))`);
        const head = await (0,runEval/* runEval */.wX)({
            ...sideOptions(options, report, inHead),
            output: { ...options.output, outDir: headPath },
        });
        return { changed, invalid, reasons, baseSha: checkout.sha, base, head, basePath, headPath };
    }
    finally {
        checkout.remove();
    }
}


/***/ }),

/***/ 1317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zo: () => (/* binding */ progressMode),
/* harmony export */   m: () => (/* binding */ progressDisplay)
/* harmony export */ });
/* unused harmony export progressBar */
const BAR_WIDTH = 24;
const CLEAR_LINE = '\r\x1b[K';
function progressMode(isTTY, env) {
    if (env.GITHUB_ACTIONS === 'true')
        return 'github-actions';
    return isTTY && !env.CI && env.TERM !== 'dumb' ? 'terminal' : 'plain';
}
function progressDisplay(mode, write) {
    let bar = '';
    let grouped = false;
    return {
        line(text) {
            if (mode === 'terminal')
                write(`${CLEAR_LINE}${text}\n${bar}`);
            else
                write(`${text}\n`);
        },
        trial(finished, total, eta) {
            if (mode === 'terminal') {
                bar = progressBar(finished, total, eta);
                write(`${CLEAR_LINE}${bar}`);
            }
            else if (mode === 'github-actions' && !grouped) {
                grouped = true;
                write(`::group::trials (${total}); expand for each trial's outcome\n`);
            }
        },
        end() {
            if (mode === 'terminal' && bar)
                write(CLEAR_LINE);
            if (grouped)
                write('::endgroup::\n');
            bar = '';
            grouped = false;
        },
    };
}
function progressBar(finished, total, eta) {
    const filled = total === 0 ? BAR_WIDTH : Math.round((finished / total) * BAR_WIDTH);
    return (`[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ` + `${finished}/${total} trials${eta ? ` · ${eta}` : ''}`);
}


/***/ }),

/***/ 6828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HY: () => (/* binding */ UNMEASURED_ADVICE),
/* harmony export */   Nx: () => (/* binding */ unmeasuredFaults),
/* harmony export */   iq: () => (/* binding */ unmeasuredRatesOf)
/* harmony export */ });
/* unused harmony exports RATE_WORDS, unmeasuredRates, unmeasuredText */
/* harmony import */ var _aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7772);
/* harmony import */ var _harnessFaults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2995);


const RATE_WORDS = {
    activation: 'activation',
    falseActivation: 'false activation',
    execution: 'execution',
};
const ROLES = {
    activation: (role) => role === 'should-activate',
    falseActivation: (role) => role === 'should-not-activate',
    execution: (role) => role !== 'should-not-activate',
};
/**
 * The row's rates whose trials were all harness errors (none under force-load for the choice rates, which it never
 * measures).
 */
function unmeasuredRatesOf(row, discipline) {
    const names = discipline === 'force-load' ? ['execution'] : ['activation', 'falseActivation', 'execution'];
    return names.flatMap((rate) => {
        const cases = row.cases.filter((c) => ROLES[rate](c.role));
        const errors = cases.reduce((n, c) => n + c.errors, 0);
        if (errors === 0 || (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .caseCounts */ .rl)(row, rate).length > 0)
            return [];
        return [{ skill: row.skill, backend: row.backend, rate, errors }];
    });
}
/**
 * Every such rate of a run. A backend that never ran is left out: `harnessFaults` names it, and
 * allow-errors accepts it as documented; its rows measured nothing a skill could have chosen to hide.
 */
function unmeasuredRates(results) {
    const unavailable = new Set((0,_harnessFaults_js__WEBPACK_IMPORTED_MODULE_1__/* .unavailableBackends */ .c)(results));
    return results.results
        .filter((r) => !unavailable.has(r.backend))
        .flatMap((r) => unmeasuredRatesOf(r, results.meta.discipline));
}
/** `greeter × claude-code: false activation not measured (its 3 trial(s) were all harness errors)`, plain text. */
function unmeasuredText(u, side) {
    return (`${u.skill} × ${u.backend}${side ? ` (${side})` : ''}: ` +
        `${RATE_WORDS[u.rate]} not measured (its ${u.errors} trial(s) were all ` +
        `harness errors)`);
}
/** The run's unmeasured rates as faults that allow-errors does not accept, one phrase each (empty: none). */
function unmeasuredFaults(results, side) {
    return unmeasuredRates(results).map((u) => unmeasuredText(u, side));
}
/** What the eval step says when it fails on them, whatever allow-errors says. */
const UNMEASURED_ADVICE = 'a rate whose every trial was a harness error measured nothing, so no ' +
    'gate can pass on it and allow-errors does not accept it; see the ' +
    "step's log for why those trials failed";


/***/ })

};
