export const id = 824;
export const ids = [824];
export const modules = {

/***/ 5824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OWNERS_USAGE: () => (/* binding */ OWNERS_USAGE),
  ownersCommand: () => (/* binding */ ownersCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/util/glob.ts
var glob = __webpack_require__(3596);
;// CONCATENATED MODULE: ./src/ownership/codeowners.ts
const OWNER = /^(@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\/[A-Za-z0-9._-]+)?|[^@\s]+@[^@\s]+\.[^@\s]+)$/;
function parseCodeowners(text) {
    const rules = [];
    const problems = [];
    text.split(/\r?\n/).forEach((raw, i) => {
        const line = i + 1;
        if (raw.trimStart().startsWith('\\#')) {
            problems.push({ line, message: 'a leading `\\#` does not escape `#` on GitHub; this line is ignored there' });
            return;
        }
        const content = raw.replace(/(^|\s)#.*$/, '').trim();
        if (content === '')
            return;
        const [pattern, ...owners] = content.split(/\s+/);
        if (pattern.startsWith('!')) {
            problems.push({
                line,
                message: `\`${pattern}\`: negation (\`!\`) is not supported by GitHub; this line is ignored there`,
            });
            return;
        }
        if (/(^|[^\\])[[\]]/.test(pattern)) {
            problems.push({
                line,
                message: `\`${pattern}\`: character ranges (\`[ ]\`) are not supported by GitHub; this line is ignored there`,
            });
            return;
        }
        if (pattern.startsWith('@')) {
            problems.push({ line, message: `\`${pattern}\` looks like an owner, but a line must start with a path pattern` });
            return;
        }
        const bad = owners.filter((o) => !OWNER.test(o));
        if (bad.length > 0) {
            problems.push({
                line,
                message: `${bad.map((o) => `\`${o}\``).join(', ')} is not \`@user\`, ` +
                    `\`@org/team\` or an email; GitHub skips this line`,
            });
            return;
        }
        rules.push({ pattern, owners, line, regex: patternToRegExp(pattern) });
    });
    return { rules, problems };
}
/** The rule that decides a path: the last one that matches. `owners` may be empty (unowned). */
function matchRule(codeowners, path) {
    let index = indexes.get(codeowners);
    if (!index) {
        index = buildIndex(codeowners.rules);
        indexes.set(codeowners, index);
    }
    const indexed = [];
    for (const segment of path.split('/')) {
        const hits = index.bySegment.get(segment);
        if (hits)
            indexed.push(...hits);
    }
    indexed.sort((a, b) => b - a);
    // Walk both candidate lists (each descending) from the last rule down; the first match wins.
    const unindexed = index.unindexed;
    let a = 0;
    let u = 0;
    while (a < indexed.length || u < unindexed.length) {
        const takeIndexed = u >= unindexed.length || (a < indexed.length && indexed[a] > unindexed[u]);
        const i = takeIndexed ? indexed[a++] : unindexed[u++];
        const rule = codeowners.rules[i];
        const fragment = index.fragments[i];
        if ((fragment === '' || path.includes(fragment)) && rule.regex.test(path))
            return rule;
    }
    return undefined;
}
const indexes = new WeakMap();
function buildIndex(rules) {
    const bySegment = new Map();
    const unindexed = [];
    const fragments = [];
    rules.forEach((rule, i) => {
        const segments = rule.pattern.split('/').filter((s) => s !== '');
        const literal = [...segments].reverse().find((s) => !/[*?\\]/.test(s));
        if (literal !== undefined) {
            const list = bySegment.get(literal);
            if (list)
                list.push(i);
            else
                bySegment.set(literal, [i]);
            fragments.push('');
        }
        else {
            unindexed.push(i);
            const pieces = rule.pattern.split(/\\.|[*?]/).map((x) => x.replace(/^\/+|\/+$/g, ''));
            fragments.push(pieces.reduce((a, b) => (b.length > a.length && !b.includes('/') ? b : a), ''));
        }
    });
    unindexed.reverse();
    return { bySegment, unindexed, fragments };
}
function patternToRegExp(pattern) {
    let p = pattern;
    const directoryOnly = p.endsWith('/');
    if (directoryOnly)
        p = p.slice(0, -1);
    const anchored = p.startsWith('/') || p.includes('/');
    if (p.startsWith('/'))
        p = p.slice(1);
    const segments = p.split('/');
    let body = '';
    segments.forEach((segment, i) => {
        const last = i === segments.length - 1;
        if (segment === '**') {
            // `a/**/b` spans any folders; a trailing `**` is everything below (not the folder itself).
            body += last ? '.+' : '(?:.*/)?';
            return;
        }
        body += segmentToRegExp(segment) + (last ? '' : '/');
    });
    const lastSegment = segments[segments.length - 1];
    const endsInWildcard = /(^|[^\\])[*?]/.test(lastSegment);
    // A path that names a folder covers its contents, except where GitHub says otherwise (`docs/*`).
    const tail = directoryOnly ? '/.+' : endsInWildcard ? '' : '(?:/.*)?';
    return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${body}${tail}$`);
}
function segmentToRegExp(segment) {
    let out = '';
    for (let i = 0; i < segment.length; i++) {
        const c = segment[i];
        if (c === '\\' && i + 1 < segment.length) {
            out += regexLiteral(segment[++i]);
        }
        else if (c === '*') {
            out += '[^/]*';
        }
        else if (c === '?') {
            out += '[^/]';
        }
        else {
            out += regexLiteral(c);
        }
    }
    return out;
}
function regexLiteral(c) {
    return c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/ownership/reviews.ts
const WRITE = new Set(['admin', 'maintain', 'write']);
/**
 * Each reviewer's reviews in order: APPROVED approves, CHANGES_REQUESTED and DISMISSED withdraw,
 * COMMENTED (and PENDING) change nothing. An approval counts only on the current head commit, from
 * someone other than the author, with write access. Logins are lower-cased.
 */
function reviewStandings(s) {
    const latest = new Map();
    for (const r of s.reviews) {
        const login = r.user.toLowerCase();
        if (r.state === 'APPROVED' || r.state === 'CHANGES_REQUESTED' || r.state === 'DISMISSED')
            latest.set(login, { state: r.state, commit: r.commit_id });
    }
    const permissions = new Map(Object.entries(s.permissions ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const out = new Map();
    for (const [login, review] of latest) {
        if (review.state === 'CHANGES_REQUESTED')
            out.set(login, { kind: 'changes-requested' });
        else if (review.state === 'DISMISSED')
            out.set(login, { kind: 'dismissed' });
        else if (login === s.author.toLowerCase())
            out.set(login, { kind: 'own' });
        else if (review.commit !== s.head_sha)
            out.set(login, { kind: 'stale', commit: review.commit });
        else if (s.permissions && !WRITE.has(permissions.get(login) ?? 'none'))
            out.set(login, { kind: 'no-write', permission: permissions.get(login) ?? 'none' });
        else
            out.set(login, { kind: 'counts' });
    }
    return out;
}
/** One clause a maintainer can act on, e.g. "stale: @alice approved commit `abc1234`, head is `def5678`". */
function describeStanding(login, standing, headSha) {
    switch (standing.kind) {
        case 'counts':
            return `approved by @${login}`;
        case 'stale':
            return `stale: @${login} approved commit \`${standing.commit.slice(0, 7)}\`, head is \`${headSha.slice(0, 7)}\``;
        case 'own':
            return `@${login} approved their own pull request, which does not count`;
        case 'no-write':
            return `@${login} has no write access (${standing.permission})`;
        case 'changes-requested':
            return `changes requested by @${login}`;
        case 'dismissed':
            return `@${login}'s approval was dismissed`;
    }
}

// EXTERNAL MODULE: ./src/skills/layout.ts
var layout = __webpack_require__(4014);
// EXTERNAL MODULE: ./src/skills/plugins.ts
var plugins = __webpack_require__(7594);
;// CONCATENATED MODULE: ./src/ownership/skillPaths.ts




/**
 * GitHub's own folder: Copilot CLI reads skills from `.github/skills`, but the rest of `.github/`
 * (workflows, CODEOWNERS) is GitHub's code-owner review's to protect (docs/owners.md), not a skill path.
 */
const HOST_FOLDERS = new Set(['.github']);
const firstSegment = (root) => root.split('/')[0];
/**
 * Folder names agent CLIs read skills or commands from (`.claude`, `.agents`, …): all of each is agent configuration.
 */
const AGENT_FOLDERS = new Set([...layout/* NATIVE_SKILL_ROOTS */.I0, ...layout/* COMMAND_FOLDERS */.e6].map(firstSegment).filter((f) => !HOST_FOLDERS.has(f)));
/** Skills roots inside a host's folder (`.github/skills`): skill paths themselves, their folder not. */
const HOSTED_ROOTS = layout/* NATIVE_SKILL_ROOTS */.I0.filter((root) => HOST_FOLDERS.has(firstSegment(root)));
const SKILL_SEGMENTS = new Set(['skills', 'skill']);
/** `.claude-plugin`, `.codex-plugin`: a folder (or a link to one) with this name makes its parent a plugin. */
const MANIFEST_FOLDERS = plugins/* PLUGIN_MANIFESTS */.n.map((m) => m.split('/')[0]);
/**
 * Plugin marketplaces, Claude Code's and Codex's; relative sources resolve from the folder holding the first segment.
 */
const MARKETPLACES = ['.claude-plugin/marketplace.json', '.agents/plugins/marketplace.json'];
/** A marketplace is PR-controlled JSON of a few kilobytes; a bigger one is not read. */
const MARKETPLACE_MAX_BYTES = 1024 * 1024;
/** How many links one path may pass through; Linux gives up (ELOOP) after as many, so a CLI reads nothing deeper. */
const MAX_HOPS = 40;
/**
 * Everything in these folders configures an agent: its settings, hooks, agents, skills, plugin manifests and
 * marketplaces.
 */
const CONFIG_FOLDERS = new Set([...AGENT_FOLDERS, ...MANIFEST_FOLDERS]);
/** Files agent CLIs read as instructions or configuration wherever they are. */
const CONFIG_FILES = new Set([
    'claude.md',
    'claude.local.md',
    'agents.md',
    'agents.override.md',
    'gemini.md',
    '.mcp.json',
    'opencode.json',
    'opencode.jsonc',
]);
/**
 * Agent configuration at any depth: a file with a config name, or anything in (or named as) a config
 * folder. In lower case: on a case-insensitive disk (macOS) a CLI reads `.Claude/settings.json` too.
 */
function isAgentConfig(file) {
    const lower = file.toLowerCase();
    const segments = lower.split('/');
    return (CONFIG_FILES.has(segments[segments.length - 1]) ||
        segments.some((s) => CONFIG_FOLDERS.has(s)) ||
        HOSTED_ROOTS.some((root) => lower === root || lower.startsWith(`${root}/`) || lower.includes(`/${root}/`) || lower.endsWith(`/${root}`)));
}
/**
 * Which changed files are skill paths: files of skill folders and plugins, agent configuration, and
 * what a link among those stands for (`CLAUDE.md -> docs/guide.md`, `.claude -> config/claude`: the
 * target and everything under it). A skill or plugin at the root makes every file one. A changed link
 * is one when its own path or the place it points to could hold skills (a native root such as
 * `.claude`, a `skills` folder, a skill folder or an ancestor of one), because a link can create a
 * skill path that no listed file names, for instance `.claude` -> a folder of skills under
 * `node_modules/`, which discovery skips. Links of the base and of the head both count.
 */
function skillPathTest(rules) {
    const scopes = linkSets(rules).map((links) => skillScope(rules, links));
    return (file) => scopes.some((scope) => scope.test(file));
}
/**
 * Whether the test needs to know where a link at this path points: a changed link's target decides
 * whether the link is a skill path, and a link that is a skill path (or lies on the way to a place one
 * leads to) decides what else is. Judged with the targets known so far in `rules`, so a caller reads
 * targets in rounds until this asks for no more. Nothing is needed when every file is a skill path.
 */
function needsLinkTarget(rules) {
    const scopes = linkSets(rules).map((links) => skillScope(rules, links));
    if (scopes.some((scope) => scope.test('')))
        return () => false;
    return (link, changed) => changed || scopes.some((scope) => scope.needsTarget(link));
}
/** The links of the head, and of the base where it differs: each set is resolved on its own. */
function linkSets(rules) {
    const head = new Map(Object.entries(rules.symlinks));
    const base = Object.entries(rules.baseSymlinks ?? {});
    return base.length === 0 ? [head] : [head, new Map([...head, ...base])];
}
function skillScope(rules, links) {
    const dirs = new Set([...rules.skillDirs, ...rules.pluginRoots].map(normalizeDir));
    const extra = (0,glob/* compileGlobs */.tI)(rules.extraGlobs);
    const isListed = (file) => within(dirs, file) || isAgentConfig(file) || extra(file);
    const reached = reachedPlaces(links, isListed);
    const routes = new Set([...reached].flatMap(ancestorsOf));
    const isSkillPath = (file) => isListed(file) || within(reached, file);
    /** A place a link may stand for: it holds skills, or sits where CLIs look for them. */
    const couldHoldSkills = (place) => {
        if (place === '' || isSkillPath(place))
            return true;
        if (place
            .toLowerCase()
            .split('/')
            .some((s) => AGENT_FOLDERS.has(s) || SKILL_SEGMENTS.has(s)))
            return true;
        for (const dir of dirs)
            if (dir.startsWith(`${place}/`))
                return true;
        return false;
    };
    const test = (file) => {
        if (isSkillPath(file))
            return true;
        const target = links.get(file);
        return target !== undefined && (couldHoldSkills(file) || couldHoldSkills(resolveLink(file, target)));
    };
    return { test, needsTarget: (link) => isSkillPath(link) || routes.has(link) };
}
/**
 * Where the links that are skill paths lead, and the links inside those places in turn (up to
 * MAX_HOPS deep): a CLI reads the target of `.claude` as it reads `.claude`.
 */
function reachedPlaces(links, isListed) {
    const reached = new Set();
    const pending = new Map(links);
    let ready = [...pending].filter(([link]) => isListed(link));
    for (let hop = 0; hop < MAX_HOPS && ready.length > 0; hop++) {
        for (const [link, target] of ready) {
            pending.delete(link);
            for (const place of realPlaces(resolveLink(link, target), links))
                reached.add(place);
        }
        ready = [...pending].filter(([link]) => within(reached, link));
    }
    return reached;
}
/**
 * A place, and where it really is when a folder on its way is a link (`cfg/claude` with `cfg -> real`: `real/claude`
 * too).
 */
function realPlaces(place, links) {
    const out = [place];
    for (let hop = 0; hop < MAX_HOPS; hop++) {
        const next = throughLink(out[out.length - 1], links);
        if (next === undefined || out.includes(next))
            break;
        out.push(next);
    }
    return out;
}
/** The place with its first linked folder replaced by the link's target, or undefined when none is a link. */
function throughLink(place, links) {
    const segments = place.split('/');
    for (let i = 1; i <= segments.length; i++) {
        const link = segments.slice(0, i).join('/');
        const target = links.get(link);
        if (target !== undefined)
            return normalizeDir(external_node_path_default().posix.join(resolveLink(link, target), ...segments.slice(i)));
    }
    return undefined;
}
/** Whether a file is one of the places or inside one (`''` holds everything). */
function within(places, file) {
    if (places.has('') || places.has(file))
        return true;
    for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1))
        if (places.has(file.slice(0, i)))
            return true;
    return false;
}
function ancestorsOf(place) {
    const out = [];
    for (let i = place.indexOf('/'); i > 0; i = place.indexOf('/', i + 1))
        out.push(place.slice(0, i));
    return out;
}
/** Where a link points, relative to the repository root (`../` kept when it leaves the repository). */
function resolveLink(link, target) {
    if (external_node_path_default().posix.isAbsolute(target))
        return external_node_path_default().posix.normalize(target);
    const joined = external_node_path_default().posix.normalize(external_node_path_default().posix.join(external_node_path_default().posix.dirname(link), target));
    return joined === '.' ? '' : joined.replace(/\/$/, '');
}
function normalizeDir(dir) {
    const d = dir.replace(/\/+$/, '').replace(/^\.\//, '');
    return d === '.' ? '' : d;
}
/** Folders of the SKILL.md files among some paths (`''` for one at the root). */
function skillDirsOf(paths) {
    const out = [];
    for (const p of paths)
        if (p === layout/* SKILL_FILE */.LF || p.endsWith(`/${layout/* SKILL_FILE */.LF}`))
            out.push(normalizeDir(external_node_path_default().posix.dirname(p)));
    return out;
}
/**
 * Folders holding a plugin manifest among some paths, or a `.claude-plugin`/`.codex-plugin` that is a
 * link (CLIs and caliper's eval follow it), in any letter case (`''` for a plugin at the root).
 */
function pluginRootsOf(paths) {
    const out = [];
    for (const p of paths) {
        for (const m of [...plugins/* PLUGIN_MANIFESTS */.n, ...MANIFEST_FOLDERS]) {
            const parent = parentOfTail(p, m);
            if (parent !== undefined)
                out.push(parent);
        }
    }
    return out;
}
/** The folder holding a marketplace file (its sources resolve from there), or undefined when the path is none. */
function marketplaceRootOf(file) {
    for (const m of MARKETPLACES) {
        const parent = parentOfTail(file, m);
        if (parent !== undefined)
            return parent;
    }
    return undefined;
}
/**
 * The plugin folders a marketplace lists, relative to the repository root: each entry's `source`
 * ("./tools/m", also under `metadata.pluginRoot`) or local `source.path` (Codex). Such a plugin needs
 * no plugin.json (`"strict": false`). The text comes from the pull request: anything that is not a
 * relative path inside the repository is skipped, and text that is not JSON lists nothing.
 */
function marketplaceSources(file, text) {
    const root = marketplaceRootOf(file) ?? normalizeDir(external_node_path_default().posix.dirname(file));
    const doc = parseJson(text);
    if (!Array.isArray(doc?.plugins))
        return [];
    const pluginRoot = typeof doc.metadata?.pluginRoot === 'string' ? doc.metadata.pluginRoot : '';
    const out = new Set();
    for (const entry of doc.plugins) {
        const source = typeof entry?.source === 'string'
            ? entry.source
            : entry?.source?.source === 'local'
                ? entry.source.path
                : undefined;
        if (typeof source !== 'string' || external_node_path_default().posix.isAbsolute(source))
            continue;
        for (const prefix of new Set(['', pluginRoot])) {
            const dir = insideRepository(external_node_path_default().posix.join(root, prefix, source));
            if (dir !== undefined)
                out.add(dir);
        }
    }
    return [...out];
}
/** The folder above `tail` when `p` is `tail` or ends with `/tail`, compared in lower case. */
function parentOfTail(p, tail) {
    if (p.length < tail.length || p.slice(p.length - tail.length).toLowerCase() !== tail)
        return undefined;
    if (p.length === tail.length)
        return '';
    return p[p.length - tail.length - 1] === '/' ? normalizeDir(p.slice(0, p.length - tail.length - 1)) : undefined;
}
function insideRepository(p) {
    if (external_node_path_default().posix.isAbsolute(p))
        return undefined;
    const dir = normalizeDir(external_node_path_default().posix.normalize(p));
    return dir === '..' || dir.startsWith('../') ? undefined : dir;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function parseJson(text) {
    if (text.length > MARKETPLACE_MAX_BYTES)
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/ownership/gate.ts




/** Owners policy, read from the base commit like CODEOWNERS: a PR cannot loosen its own gate. */
const POLICY_FILE = '.github/caliper.yml';
const CODEOWNERS_MAX_BYTES = 3 * 1024 * 1024;
/** Does every changed skill path have the approval of one of its owners? Anything undecidable fails. */
function decideOwners(s) {
    const errors = [];
    if (Buffer.byteLength(s.codeowners) > CODEOWNERS_MAX_BYTES) {
        return {
            ok: false,
            paths: [],
            errors: ['CODEOWNERS is over 3 MB; GitHub does not load it, so no skill path has an owner'],
        };
    }
    const codeowners = parseCodeowners(s.codeowners);
    for (const p of codeowners.problems)
        errors.push(`CODEOWNERS line ${p.line}: ${p.message}`);
    const standings = reviewStandings(s);
    const approvers = [...standings].filter(([, st]) => st.kind === 'counts').map(([login]) => login);
    if (!isStringMap(s.base_symlinks))
        errors.push('"base_symlinks" must be a map of link paths to their targets');
    const changedNames = [
        ...new Set(s.files.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])])),
    ];
    // A SKILL.md or plugin manifest anywhere in the change makes its folder a skill or plugin, even where discovery does
    // not look.
    const isSkillPath = skillPathTest({
        skillDirs: [...s.skill_dirs, ...skillDirsOf(changedNames)],
        pluginRoots: [...(s.plugin_roots ?? []), ...pluginRootsOf(changedNames)],
        extraGlobs: s.extra_globs ?? [],
        symlinks: s.symlinks ?? {},
        baseSymlinks: isStringMap(s.base_symlinks) ? s.base_symlinks : {},
    });
    const changed = changedNames.filter(isSkillPath).sort();
    const paths = changed.map((path) => {
        const owners = matchRule(codeowners, path)?.owners ?? [];
        if (owners.length === 0) {
            if (!s.allow_unowned)
                errors.push(`${path} is a skill path with no owner in CODEOWNERS (set ` +
                    `owners.allow_unowned: true in ${POLICY_FILE} on the base branch to ` +
                    `accept that)`);
            return {
                path,
                owners,
                satisfied: Boolean(s.allow_unowned),
                approved_by: [],
                ...(!s.allow_unowned && { why: 'no owner in CODEOWNERS' }),
            };
        }
        const owns = (login, report) => owners.some((owner) => ownsAs(owner, login, s.teams, report));
        const approvedBy = approvers.filter((login) => owns(login, errors)).sort();
        const required = Math.max(1, ...(s.required_approvals ?? []).filter((r) => (0,glob/* compileGlobs */.tI)([r.pattern])(path)).map((r) => r.count));
        const satisfied = approvedBy.length >= required;
        const decision = { path, owners, satisfied, approved_by: approvedBy };
        if (!satisfied)
            decision.why = whyNot(s, standings, (login) => owns(login, []), approvedBy.length, required);
        return decision;
    });
    const unique = [...new Set(errors)];
    return { ok: unique.length === 0 && paths.every((p) => p.satisfied), paths, errors: unique };
}
function isStringMap(value) {
    return (value === undefined ||
        (typeof value === 'object' &&
            value !== null &&
            !Array.isArray(value) &&
            Object.values(value).every((v) => typeof v === 'string')));
}
function whyNot(s, standings, isOwner, approvals, required) {
    const clauses = [...standings]
        .filter(([login, st]) => st.kind !== 'counts' && isOwner(login))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([login, st]) => describeStanding(login, st, s.head_sha));
    if (approvals > 0)
        clauses.unshift(`${approvals} of ${required} required owner approvals`);
    if (clauses.length > 0)
        return clauses.join('; ');
    const others = [...standings].filter(([, st]) => st.kind === 'counts').map(([login]) => `@${login}`);
    return others.length > 0
        ? `no review from an owner (approved by ${others.sort().join(', ')}, not an owner)`
        : 'no review from an owner';
}
function ownsAs(owner, login, teams, errors) {
    if (owner.includes('@') && !owner.startsWith('@')) {
        errors.push(`owner ${owner} is an email address; caliper cannot map it to a reviewer. Use the @login in CODEOWNERS`);
        return false;
    }
    const name = owner.slice(1).toLowerCase();
    if (!name.includes('/'))
        return name === login;
    const team = Object.entries(teams).find(([t]) => t.toLowerCase() === name);
    if (!team) {
        errors.push(`team ${owner} owns a changed skill path, but its members are unknown: ` +
            `give caliper a token that can read organization members (a GitHub App ` +
            `token with members: read)`);
        return false;
    }
    return team[1].some((m) => m.toLowerCase() === login);
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/util/yaml.ts
var yaml = __webpack_require__(9869);
;// CONCATENATED MODULE: ./src/ownership/snapshotFromApi.ts





/** Where GitHub looks, in order; the first found is used. */
const CODEOWNERS_LOCATIONS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];

/** The pull request files API lists at most this many. */
const API_FILE_LIMIT = 3000;
/** Link targets read per pull request (one blob call each); beyond it the gate fails closed. */
const LINK_READ_LIMIT = 300;
/** Marketplace files read per pull request (one contents call each); beyond it the gate fails closed. */
const MARKETPLACE_READ_LIMIT = 20;
class SnapshotError extends Error {
}
/**
 * Everything the gate needs, read through the API at the PR's base commit: CODEOWNERS and policy from
 * the base (never the head), skill folders and plugin roots at base and head, files, reviews, permissions, teams.
 */
async function snapshotFromApi(api, number, options) {
    const notes = [];
    const pull = await api.pull(number);
    let codeowners = '';
    for (const location of CODEOWNERS_LOCATIONS) {
        const file = await api.fileAt(location, pull.baseSha);
        if (file) {
            codeowners = file.text;
            notes.push(`CODEOWNERS: ${location} at the base commit ${pull.baseSha.slice(0, 12)}`);
            break;
        }
    }
    if (codeowners === '')
        notes.push(`no CODEOWNERS at the base commit ${pull.baseSha.slice(0, 12)}: every skill path is unowned`);
    const policy = readPolicy((await api.fileAt(POLICY_FILE, pull.baseSha))?.text);
    const baseTree = await api.treePaths(pull.baseSha);
    if (baseTree.truncated)
        throw new SnapshotError('the base tree is too large for the API to list in full, so skill folders at the base cannot be known');
    // The head's tree as git has it, not as discovery walks it: skills under node_modules/ or an ignored
    // folder are still skills, and symlinks show as links.
    const headTree = await api.treePaths(pull.headSha);
    if (headTree.truncated)
        throw new SnapshotError('the head tree is too large for the API to list in full, so skill ' +
            'folders and symlinks at the head cannot be known');
    let files = await api.files(number);
    if (pull.changedFiles > API_FILE_LIMIT || files.length >= API_FILE_LIMIT) {
        notes.push(`${pull.changedFiles} changed files: more than the API lists, so they come from git diff`);
        files = gitDiffFiles(options.workspace, pull.baseSha, pull.headSha);
    }
    const changed = new Set(files.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])]));
    const skillDirs = [
        ...new Set([...options.headSkillDirs, ...skillDirsOf(baseTree.paths), ...skillDirsOf(headTree.paths)]),
    ].sort();
    const marketplaces = await marketplacePlugins(api, { [pull.baseSha]: baseTree, [pull.headSha]: headTree }, (file, sha) => sha === pull.baseSha || changed.has(file));
    const pluginRoots = [
        ...new Set([...pluginRootsOf(baseTree.paths), ...pluginRootsOf(headTree.paths), ...marketplaces]),
    ].sort();
    const rules = { skillDirs, pluginRoots, extraGlobs: policy.extra_globs ?? [] };
    const { symlinks, baseSymlinks } = await readLinks(api, baseTree, headTree, changed, rules);
    const reviews = await api.reviews(number);
    const reviewers = [...new Set(reviews.filter((r) => r.state === 'APPROVED').map((r) => r.user))];
    const permissions = {};
    for (const login of reviewers)
        permissions[login] = await api.permission(login);
    const teams = {};
    const teamOwners = new Set(parseCodeowners(codeowners).rules.flatMap((r) => r.owners.filter((o) => o.startsWith('@') && o.includes('/')).map((o) => o.slice(1))));
    for (const team of teamOwners) {
        const members = await api.teamMembers(team);
        if (members)
            teams[team] = members;
    }
    return {
        snapshot: {
            codeowners,
            author: pull.author,
            head_sha: pull.headSha,
            skill_dirs: skillDirs,
            plugin_roots: pluginRoots,
            files,
            symlinks,
            ...(Object.keys(baseSymlinks).length > 0 && { base_symlinks: baseSymlinks }),
            reviews,
            teams,
            permissions,
            ...policy,
        },
        notes,
    };
}
/**
 * The link targets the gate needs: every changed link's, and those of links that are, lie in or lead
 * to skill paths, read in rounds (a link inside `.claude`'s target counts once that target is known).
 * One blob call per distinct target; links elsewhere (`node_modules/.bin/*`) are never read.
 */
async function readLinks(api, base, head, changed, rules) {
    const targets = { base: new Map(), head: new Map() };
    const blobs = new Map();
    const known = () => linkMaps(targets.base, targets.head);
    for (let round = 0; round <= MAX_HOPS; round++) {
        const needed = needsLinkTarget({ ...rules, ...known() });
        const unknown = (side, tree) => tree.links
            .filter((l) => !targets[side].has(l.path) && needed(l.path, changed.has(l.path)))
            .map((l) => ({ side, ...l }));
        const wanted = [...unknown('base', base), ...unknown('head', head)];
        if (wanted.length === 0)
            break;
        const unread = new Set(wanted.map((l) => l.sha).filter((sha) => !blobs.has(sha)));
        if (blobs.size + unread.size > LINK_READ_LIMIT)
            throw new SnapshotError(`more than ${LINK_READ_LIMIT} symlinks are changed or lead into skill ` +
                `paths; caliper reads no more of their targets, so the skill paths ` +
                `cannot be known`);
        for (const sha of unread)
            blobs.set(sha, await api.linkTarget(sha));
        for (const l of wanted)
            targets[l.side].set(l.path, blobs.get(l.sha));
    }
    return known();
}
/** `symlinks`: the head's links and the base's the head lacks; `baseSymlinks`: the base's targets the head changed. */
function linkMaps(base, head) {
    const symlinks = Object.fromEntries([...base, ...head]);
    const baseSymlinks = Object.fromEntries([...base].filter(([p, target]) => head.has(p) && head.get(p) !== target));
    return { symlinks, baseSymlinks };
}
/**
 * The plugin folders that marketplaces list (`"source": "./tools/m"`, with or without a plugin.json):
 * each marketplace of the base, and each the pull request changes at the head. One contents call each.
 */
async function marketplacePlugins(api, trees, wanted) {
    const reads = Object.entries(trees).flatMap(([sha, tree]) => tree.paths.filter((p) => marketplaceRootOf(p) !== undefined && wanted(p, sha)).map((file) => ({ file, sha })));
    if (reads.length > MARKETPLACE_READ_LIMIT)
        throw new SnapshotError(`${reads.length} plugin marketplace files to read, more than ` +
            `${MARKETPLACE_READ_LIMIT}; the plugins they list cannot be known`);
    const out = [];
    for (const { file, sha } of reads) {
        const found = await api.fileAt(file, sha);
        if (!found)
            continue;
        if (found.size > MARKETPLACE_MAX_BYTES)
            throw new SnapshotError(`${file} at ${sha.slice(0, 12)} is over ${MARKETPLACE_MAX_BYTES >> 20} ` +
                `MB; caliper does not read it, so the plugins it lists cannot be known`);
        out.push(...marketplaceSources(file, found.text));
    }
    return out;
}
const POLICY_KEYS = ['allow_unowned', 'extra_globs', 'required_approvals'];
/**
 * `owners:` of .github/caliper.yml, with the snapshot's spelling. A key caliper does not know, or a value
 * of the wrong shape, is an error rather than ignored: a typo must not quietly change who may edit skills.
 */
function readPolicy(text) {
    if (!text)
        return {};
    const parsed = (0,yaml/* parseYaml */.hN)(text);
    if (!parsed.ok)
        throw new SnapshotError(`${POLICY_FILE} at the base commit is not valid YAML (line ${parsed.line}: ${parsed.message})`);
    const root = parsed.doc.value;
    if (root === null || typeof root !== 'object' || root.owners === undefined || root.owners === null)
        return {};
    const bad = (what) => new SnapshotError(`${POLICY_FILE} at the base commit: ${what}`);
    if (typeof root.owners !== 'object' || Array.isArray(root.owners))
        throw bad('`owners` must be a map of allow_unowned, extra_globs, required_approvals');
    const owners = root.owners;
    for (const key of Object.keys(owners)) {
        if (POLICY_KEYS.includes(key))
            continue;
        const meant = POLICY_KEYS.find((k) => k === key.toLowerCase().replace(/-/g, '_'));
        throw bad(`unknown key ` +
            `\`owners.${key}\`${meant ? `; the key is \`${meant}\`` : ` (the keys are ${POLICY_KEYS.join(', ')})`}`);
    }
    const out = {};
    if (owners.allow_unowned !== undefined) {
        if (typeof owners.allow_unowned !== 'boolean')
            throw bad('`owners.allow_unowned` must be true or false');
        out.allow_unowned = owners.allow_unowned;
    }
    if (owners.extra_globs !== undefined) {
        if (!Array.isArray(owners.extra_globs) || !owners.extra_globs.every((g) => typeof g === 'string'))
            throw bad('`owners.extra_globs` must be a list of globs');
        out.extra_globs = owners.extra_globs;
    }
    if (owners.required_approvals !== undefined) {
        const list = owners.required_approvals;
        const valid = (r) => typeof r?.pattern === 'string' &&
            Number.isInteger(r.count) &&
            r.count >= 1;
        if (!Array.isArray(list) || !list.every(valid))
            throw bad('`owners.required_approvals` must be a list of { pattern: ' +
                '"skills/deploy/", count: 2 } (count a whole number, at least 1)');
        out.required_approvals = list.map((r) => ({
            pattern: r.pattern,
            count: r.count,
        }));
    }
    return out;
}
/** `git diff --name-status` of base...head from the checkout; fails closed when the history is not there. */
function gitDiffFiles(workspace, base, head) {
    const r = (0,external_node_child_process_.spawnSync)('git', ['diff', '--name-status', '-M', `${base}...${head}`], {
        cwd: workspace,
        encoding: 'utf8',
        maxBuffer: 256 << 20,
    });
    if (r.status !== 0)
        throw new SnapshotError(`the pull request has more files than the API lists and git diff ` +
            `failed (${r.stderr.trim()}); check out with fetch-depth: 0`);
    return r.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => {
        const [status, a, b] = line.split('\t');
        if (status.startsWith('R'))
            return { filename: b, status: 'renamed', previous_filename: a };
        return { filename: a, status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified' };
    });
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 31 modules
var validateRepository = __webpack_require__(9494);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(2413);
;// CONCATENATED MODULE: ./src/toolkit/github.ts

class GitHubError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
/** The login a workflow's GITHUB_TOKEN posts as; `GET /user` is not open to installation tokens. */
const ACTIONS_BOT = 'github-actions[bot]';
/** An Octokit for the repository, and a wrapper that turns its failures into GitHubErrors that say what failed. */
function octokitFor(token, repository, baseUrl) {
    const [owner, repo] = repository.split('/');
    const octokit = (0,github/* getOctokit */.Q)(token, baseUrl ? { baseUrl } : {});
    const call = async (what, fn) => {
        try {
            return await fn();
        }
        catch (error) {
            const status = error.status;
            throw new GitHubError(status, `${what} failed${status ? ` (HTTP ${status})` : ''}: ${error.message}`);
        }
    };
    return { owner, repo, octokit, call };
}
/** The login a token posts as: `GET /user`, or github-actions[bot] for a GITHUB_TOKEN, unless overridden. */
async function ownLogin(octokit, override) {
    if (override)
        return override;
    try {
        return (await octokit.rest.users.getAuthenticated()).data.login;
    }
    catch {
        return ACTIONS_BOT;
    }
}
function githubComments(token, repository, baseUrl, authorOverride) {
    const { owner, repo, octokit, call } = octokitFor(token, repository, baseUrl);
    const toComment = (c) => ({
        id: c.id,
        body: c.body ?? '',
        author: c.user?.login ?? '',
        url: c.html_url,
    });
    return {
        ownLogin: () => ownLogin(octokit, authorOverride),
        listComments: (issue) => call('listing the pull request comments', async () => (await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 })).map(toComment)),
        createComment: (issue, body) => call('creating the comment', async () => toComment((await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body })).data)),
        updateComment: (id, body) => call('updating the comment', async () => toComment((await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body })).data)),
    };
}
/** Issues for the scheduled regression check (needs `issues: write`). */
function githubIssues(token, repository, baseUrl, authorOverride) {
    const { owner, repo, octokit, call } = octokitFor(token, repository, baseUrl);
    const toIssue = (i) => ({
        number: i.number,
        body: i.body ?? '',
        author: i.user?.login ?? '',
        url: i.html_url,
    });
    return {
        ownLogin: () => ownLogin(octokit, authorOverride),
        listOpenIssues: () => call('listing open issues', async () => (await octokit.paginate(octokit.rest.issues.listForRepo, { owner, repo, state: 'open', per_page: 100 }))
            .filter((i) => !i.pull_request)
            .map(toIssue)),
        createIssue: (title, body) => call('opening the regression issue', async () => toIssue((await octokit.rest.issues.create({ owner, repo, title, body })).data)),
        updateIssue: (number, change) => call('updating the regression issue', async () => toIssue((await octokit.rest.issues.update({ owner, repo, issue_number: number, ...change })).data)),
        comment: (number, body) => call('commenting on the regression issue', async () => {
            await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
        }),
    };
}

;// CONCATENATED MODULE: ./src/toolkit/pullRequests.ts

function pullRequestApi(token, repository, baseUrl) {
    const { owner, repo, octokit, call } = octokitFor(token, repository, baseUrl);
    return {
        pull: (number) => call('reading the pull request', async () => {
            const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
            return {
                author: data.user?.login ?? '',
                headSha: data.head.sha,
                baseSha: data.base.sha,
                changedFiles: data.changed_files,
            };
        }),
        async fileAt(path, ref) {
            try {
                const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref });
                if (Array.isArray(data) || data.type !== 'file')
                    return undefined;
                return { text: Buffer.from(data.content, 'base64').toString('utf8'), size: data.size };
            }
            catch (error) {
                if (error.status === 404)
                    return undefined;
                throw new GitHubError(error.status, `reading ${path} at ${ref.slice(0, 12)} failed: ${error.message}`);
            }
        },
        treePaths: (sha) => call(`reading the tree of ${sha.slice(0, 12)}`, async () => {
            const { data } = await octokit.rest.git.getTree({ owner, repo, tree_sha: sha, recursive: 'true' });
            const blobs = data.tree.filter((e) => e.type === 'blob' && e.path);
            return {
                paths: blobs.map((e) => e.path),
                links: blobs.filter((e) => e.mode === '120000' && e.sha).map((e) => ({ path: e.path, sha: e.sha })),
                truncated: data.truncated,
            };
        }),
        linkTarget: (blobSha) => call('reading a symlink', async () => {
            const { data } = await octokit.rest.git.getBlob({ owner, repo, file_sha: blobSha });
            return Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
        }),
        files: (number) => call('listing the pull request files', async () => (await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 })).map((f) => ({
            filename: f.filename,
            status: f.status,
            ...(f.previous_filename && { previous_filename: f.previous_filename }),
        }))),
        reviews: (number) => call('listing the reviews', async () => (await octokit.paginate(octokit.rest.pulls.listReviews, { owner, repo, pull_number: number, per_page: 100 })).map((r) => ({
            user: r.user?.login ?? '',
            state: r.state,
            commit_id: r.commit_id ?? '',
        }))),
        permission: (login) => call(`reading ${login}'s permission`, async () => (await octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: login })).data.permission),
        async teamMembers(orgTeam) {
            const [org, team] = orgTeam.split('/');
            try {
                return (await octokit.paginate(octokit.rest.teams.listMembersInOrg, { org, team_slug: team, per_page: 100 })).map((m) => m.login);
            }
            catch {
                return undefined;
            }
        },
    };
}

// EXTERNAL MODULE: ./src/util/repoFiles.ts
var repoFiles = __webpack_require__(7507);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/repositoryOptions.ts
var repositoryOptions = __webpack_require__(5624);
;// CONCATENATED MODULE: ./src/cli/ownersCommand.ts











const OWNERS_USAGE = `Usage: caliper owners --pr-snapshot FILE [--format text|json]
       caliper owners --snapshot-from-pr N [--repo OWNER/NAME] [--config FILE] [--ignore GLOB]... [DIR] > snapshot.json

Decides, offline, whether every changed skill path of a pull request has the approval of one of its
CODEOWNERS owners. FILE: {"codeowners", "author", "head_sha", "skill_dirs", "plugin_roots"?, "files",
"reviews", "teams", "symlinks"?, "base_symlinks"?, "permissions"?, "allow_unowned"?, "extra_globs"?,
"required_approvals"?}
(docs/owners.md describes each). Exit 0 when satisfied, 1 when not, 2 on bad input.
--snapshot-from-pr reads such a snapshot through the API (GITHUB_TOKEN, GITHUB_API_URL), with the
CODEOWNERS of the PR's base commit, for debugging a verdict; DIR (default .) is the local checkout,
whose skills are found as "caliper validate" finds them (--config, --ignore, --strict-spec).
`;
async function ownersCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('owners', {
        args,
        allowPositionals: true,
        options: {
            'pr-snapshot': { type: 'string' },
            'snapshot-from-pr': { type: 'string' },
            repo: { type: 'string' },
            format: { type: 'string', default: 'text' },
            ...repositoryOptions/* REPOSITORY_OPTIONS */.In,
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(OWNERS_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    if (values['snapshot-from-pr'] !== undefined)
        return snapshotFromPr(values['snapshot-from-pr'], values.repo, positionals[0], values, io);
    if (!values['pr-snapshot'])
        throw new cli_io/* UsageError */.eb('owners needs --pr-snapshot FILE or --snapshot-from-pr N.');
    if (!['text', 'json'].includes(values.format))
        throw new cli_io/* UsageError */.eb('--format must be text or json.');
    const decision = decideOwners(readSnapshot(external_node_path_default().resolve(io.cwd, values['pr-snapshot'])));
    if (values.format === 'json') {
        io.stdout(`${JSON.stringify(decision, null, 2)}\n`);
    }
    else {
        // Paths, logins and reasons come from the pull request: each line is escaped as one log line.
        for (const p of decision.paths) {
            const approved = p.approved_by.length ? `  approved by: ${p.approved_by.join(', ')}` : '';
            const why = p.why ? `  why: ${p.why}` : '';
            const line = `${p.satisfied ? 'ok     ' : 'MISSING'}  ${p.path}  owners: ` +
                `${p.owners.join(' ') || '(none)'}${approved}${why}`;
            io.stdout(`${(0,report_escape/* logText */.kc)(line)}\n`);
        }
        for (const e of decision.errors)
            io.stdout(`error    ${(0,report_escape/* logText */.kc)(e)}\n`);
        io.stdout(decision.ok
            ? `owners gate: satisfied (${decision.paths.length} skill path(s))\n`
            : 'owners gate: NOT satisfied\n');
    }
    return decision.ok ? cli_io/* EXIT */.dc.ok : cli_io/* EXIT */.dc.failed;
}
async function snapshotFromPr(raw, repo, dir, judged, io) {
    const number = Number(raw);
    if (!Number.isInteger(number) || number < 1)
        throw new cli_io/* UsageError */.eb(`--snapshot-from-pr takes a pull request number, not "${raw}".`);
    const repository = repo ?? io.env.GITHUB_REPOSITORY;
    const token = io.env.GITHUB_TOKEN ?? io.env.GH_TOKEN;
    if (!repository || !/^[^/\s]+\/[^/\s]+$/.test(repository))
        throw new cli_io/* UsageError */.eb('name the repository with --repo OWNER/NAME (or GITHUB_REPOSITORY).');
    if (!token)
        throw new cli_io/* UsageError */.eb('set GITHUB_TOKEN (or GH_TOKEN) to a token that can read the pull request.');
    const root = external_node_path_default().resolve(io.cwd, dir ?? '.');
    const report = (0,validateRepository/* validateRepository */.F)(root, (0,repositoryOptions/* repositoryOptions */.Tl)(root, judged, io.cwd));
    try {
        const { snapshot } = await snapshotFromApi(pullRequestApi(token, repository, io.env.GITHUB_API_URL), number, {
            headSkillDirs: report.skills.map((s) => s.path),
            workspace: root,
        });
        io.stdout(`${JSON.stringify(snapshot, null, 2)}\n`);
        return cli_io/* EXIT */.dc.ok;
    }
    catch (error) {
        if (error instanceof GitHubError || error instanceof SnapshotError) {
            io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(error.message)}\n`);
            return cli_io/* EXIT */.dc.failed;
        }
        throw error;
    }
}
function unreadReason(read) {
    if (read.kind === 'refused')
        return read.reason;
    return read.kind === 'too-large' ? `it is over ${SNAPSHOT_MAX_BYTES} bytes` : 'it is a folder';
}
/** A snapshot holds CODEOWNERS (GitHub's cap is 3 MB) and the PR's file list: far below this. */
const SNAPSHOT_MAX_BYTES = 64 * 1024 * 1024;
function readSnapshot(file) {
    // Through the guarded reader all the same: a FIFO or a link to /dev/zero must not hang the command.
    const abs = external_node_path_default().resolve(file);
    const read = (0,repoFiles/* readRepoFile */.v)(external_node_path_default().parse(abs).root, abs, file, SNAPSHOT_MAX_BYTES);
    if (read.kind === 'missing')
        throw new cli_io/* UsageError */.eb(`${file} does not exist.`);
    if (read.kind !== 'file') {
        throw new cli_io/* UsageError */.eb(`${file} was not read: ${unreadReason(read)}. Pass the snapshot as a plain JSON file.`);
    }
    let value;
    try {
        value = JSON.parse(read.bytes.toString('utf8'));
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb(`${file} is not JSON: ${error.message}`);
    }
    const problems = [];
    const expect = (key, ok, what) => !ok && problems.push(`"${key}" must be ${what}`);
    expect('codeowners', typeof value?.codeowners === 'string', 'the CODEOWNERS text');
    expect('author', typeof value?.author === 'string', 'a login');
    expect('head_sha', typeof value?.head_sha === 'string', 'a commit SHA');
    expect('skill_dirs', Array.isArray(value?.skill_dirs), 'a list of folders');
    expect('plugin_roots', value?.plugin_roots === undefined ||
        (Array.isArray(value.plugin_roots) && value.plugin_roots.every((d) => typeof d === 'string')), 'a list of folders');
    expect('files', Array.isArray(value?.files) && value.files.every((f) => typeof f?.filename === 'string'), 'a list of {"filename", "status", "previous_filename"?}');
    expect('reviews', Array.isArray(value?.reviews) &&
        value.reviews.every((r) => typeof r?.user === 'string' && typeof r?.state === 'string'), 'a list of {"user", "state", "commit_id"}');
    const isStringMap = (v) => v === undefined ||
        (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string'));
    expect('symlinks', isStringMap(value?.symlinks), 'a map of symlink paths to their targets');
    expect('base_symlinks', isStringMap(value?.base_symlinks), 'a map of symlink paths to their targets at the base');
    expect('teams', value?.teams === undefined || (typeof value.teams === 'object' && !Array.isArray(value.teams)), 'a map of "org/team" to logins');
    if (problems.length > 0)
        throw new cli_io/* UsageError */.eb(`${file} is not a PR snapshot: ${problems.join('; ')}.`);
    const snapshot = value;
    return { ...snapshot, teams: snapshot.teams ?? {} };
}


/***/ })

};
