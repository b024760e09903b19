#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(384);

const code = await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
    stdoutIsTTY: Boolean(process.stdout.isTTY),
});
process.exitCode = code;

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 384:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: USAGE

;// CONCATENATED MODULE: ./src/eval/spec/schema.ts
/**
 * The `.eval.yaml` JSON Schema. `schemas/eval-spec.schema.json` is this object written out
 * (`node dist/cli/index.js schema > schemas/eval-spec.schema.json`); a test keeps the two equal.
 */
const BACKEND_NAMES = ['claude-code', 'codex', 'pi', 'hermes', 'opencode', 'gemini-cli'];
const skillName = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64 };
const seconds = { type: 'integer', minimum: 1, maximum: 3600 };
const evalSpecSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'eval-spec.schema.json',
    title: 'caliper eval spec (.eval.yaml beside a SKILL.md)',
    type: 'object',
    additionalProperties: false,
    required: ['cases'],
    properties: {
        skills: {
            description: 'Skills to install besides the subject (always installed), by front matter name.',
            type: 'array',
            items: { $ref: '#/definitions/skillName' },
            uniqueItems: true,
        },
        backends: {
            description: 'Agent CLIs to run this spec on; defaults come from the run.',
            type: 'array',
            items: { enum: [...BACKEND_NAMES] },
            uniqueItems: true,
            minItems: 1,
        },
        trials: { description: 'Trials per case.', type: 'integer', minimum: 1, maximum: 100 },
        sandbox: {
            type: 'object',
            additionalProperties: false,
            properties: {
                fixtures: { description: "Folder (relative to the skill) copied into the agent's working folder.", type: 'string', minLength: 1 },
                forbidden_files: { description: 'Globs never present in the sandbox.', type: 'array', items: { type: 'string', minLength: 1 } },
                timeout: { description: 'Seconds per trial.', ...seconds },
            },
        },
        cases: { type: 'array', minItems: 1, items: { $ref: '#/definitions/case' } },
    },
    definitions: {
        skillName,
        case: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'prompt', 'checks'],
            properties: {
                id: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$', maxLength: 100 },
                prompt: { type: 'string', minLength: 1 },
                checks: { type: 'array', minItems: 1, items: { $ref: '#/definitions/check' } },
            },
        },
        check: {
            description: 'Exactly one kind of check.',
            type: 'object',
            minProperties: 1,
            maxProperties: 1,
            additionalProperties: false,
            properties: {
                activation: {
                    description: 'The agent chose this skill (expect: false for a case where it must not).',
                    oneOf: [
                        { $ref: '#/definitions/skillName' },
                        {
                            type: 'object',
                            additionalProperties: false,
                            required: ['skill'],
                            properties: { skill: { $ref: '#/definitions/skillName' }, expect: { type: 'boolean' } },
                        },
                    ],
                },
                file_exists: { description: 'A path in the working folder.', type: 'string', minLength: 1 },
                file_contains: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['path', 'pattern'],
                    properties: { path: { type: 'string', minLength: 1 }, pattern: { description: 'A regular expression.', type: 'string', minLength: 1 } },
                },
                command: {
                    description: "Runs in the working folder; exit 0 passes.",
                    oneOf: [
                        { type: 'string', minLength: 1 },
                        {
                            type: 'object',
                            additionalProperties: false,
                            required: ['run'],
                            properties: { run: { type: 'string', minLength: 1 }, timeout: seconds },
                        },
                    ],
                },
                output_matches: { description: "A regular expression on the agent's final answer.", type: 'string', minLength: 1 },
                not_activated_any: { description: 'No installed skill fired.', const: true },
            },
        },
    },
};
const CHECK_KINDS = Object.keys(evalSpecSchema.definitions.check.properties);

;// CONCATENATED MODULE: ./src/version.ts
/** Kept equal to package.json's version by a test. */
const CALIPER_VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/cli/io.ts
/** Exit codes shared by every command. */
const EXIT = { ok: 0, failed: 1, usage: 2, refused: 3 };
class UsageError extends Error {
}

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/results/stats.ts
const Z95 = 1.959963984540054;
/** Wilson score interval: well-behaved at 0, 1 and small n, unlike the normal approximation. */
function wilsonInterval(successes, trials, z = Z95) {
    if (trials === 0)
        return null;
    const p = successes / trials;
    const z2 = z * z;
    const denominator = 1 + z2 / trials;
    const centre = (p + z2 / (2 * trials)) / denominator;
    const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
function rate(successes, trials) {
    return { successes, trials, rate: trials === 0 ? null : successes / trials, interval: wilsonInterval(successes, trials) };
}

;// CONCATENATED MODULE: ./src/results/compare/fisher.ts
/**
 * Fisher's exact test on a 2×2 table, one-sided: the probability, with both margins fixed, of the
 * head doing at most (or at least) as well as observed if base and head had the same true rate.
 * Exact at the small trial counts evals use, where normal approximations mislead.
 */
function fisherOneSided(baseSuccesses, baseTrials, headSuccesses, headTrials, tail) {
    const successes = baseSuccesses + headSuccesses;
    const total = baseTrials + headTrials;
    const lo = Math.max(0, successes - baseTrials);
    const hi = Math.min(headTrials, successes);
    const logP = (k) => logChoose(headTrials, k) + logChoose(baseTrials, successes - k) - logChoose(total, successes);
    let p = 0;
    if (tail === 'head-lower')
        for (let k = lo; k <= headSuccesses; k++)
            p += Math.exp(logP(k));
    else
        for (let k = headSuccesses; k <= hi; k++)
            p += Math.exp(logP(k));
    return Math.min(1, p);
}
const logFactorials = [0];
function logFactorial(n) {
    for (let i = logFactorials.length; i <= n; i++)
        logFactorials[i] = logFactorials[i - 1] + Math.log(i);
    return logFactorials[n];
}
function logChoose(n, k) {
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

;// CONCATENATED MODULE: ./src/results/compare/verdict.ts


const SIGNIFICANCE = 0.05;
/** A change smaller than this (15 points) is "unchanged" once the interval of the difference is inside it. */
const EQUIVALENCE_MARGIN = 0.15;
const TEST_NAME = "one-sided Fisher's exact test, α = 0.05; unchanged when the 95% Newcombe interval of the difference lies within ±15 points";
/**
 * The verdict for one rate. `higherIsBetter` is false for false activation. Regressed or improved need
 * a significant exact test; unchanged needs the whole difference interval inside the margin; anything
 * else is inconclusive, never unchanged.
 */
function verdictFor(base, head, higherIsBetter) {
    if (base.trials === 0 || head.trials === 0)
        return { verdict: 'inconclusive', difference: null, pValue: null, moreTrials: null };
    const decided = decide(base, head, higherIsBetter);
    if (decided.verdict !== 'inconclusive')
        return { ...decided, moreTrials: null };
    return { ...decided, moreTrials: trialsToDecide(base, head, higherIsBetter) };
}
function decide(base, head, higherIsBetter) {
    const worse = fisherOneSided(base.successes, base.trials, head.successes, head.trials, higherIsBetter ? 'head-lower' : 'head-higher');
    const better = fisherOneSided(base.successes, base.trials, head.successes, head.trials, higherIsBetter ? 'head-higher' : 'head-lower');
    const difference = newcombeDifference(base, head);
    if (worse < SIGNIFICANCE)
        return { verdict: 'regressed', difference, pValue: worse };
    if (better < SIGNIFICANCE)
        return { verdict: 'improved', difference, pValue: better };
    const [lo, hi] = difference.interval;
    const verdict = lo > -EQUIVALENCE_MARGIN && hi < EQUIVALENCE_MARGIN ? 'unchanged' : 'inconclusive';
    return { verdict, difference, pValue: Math.min(worse, better) };
}
/** Newcombe's hybrid score interval for p_head − p_base, built from the two Wilson intervals. */
function newcombeDifference(base, head) {
    const p1 = base.successes / base.trials;
    const p2 = head.successes / head.trials;
    const [l1, u1] = wilsonInterval(base.successes, base.trials);
    const [l2, u2] = wilsonInterval(head.successes, head.trials);
    const d = p2 - p1;
    return { value: d, interval: [d - Math.hypot(p2 - l2, u1 - p1), d + Math.hypot(u2 - p2, p1 - l1)] };
}
/**
 * Extra trials per side after which the observed rates would give a decided verdict: doubling, then
 * bisection (being decided is monotone in n up to rounding), so a row costs a few dozen exact tests.
 */
function trialsToDecide(base, head, higherIsBetter) {
    const p1 = base.successes / base.trials;
    const p2 = head.successes / head.trials;
    const start = Math.max(base.trials, head.trials);
    const decidedAt = (n) => decide({ successes: Math.round(p1 * n), trials: n }, { successes: Math.round(p2 * n), trials: n }, higherIsBetter).verdict !== 'inconclusive';
    const limit = start + 5000;
    let hi = start + 1;
    while (!decidedAt(hi)) {
        if (hi >= limit)
            return null;
        hi = Math.min(limit, hi * 2);
    }
    let lo = start;
    while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (decidedAt(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi - start;
}

;// CONCATENATED MODULE: ./src/results/compare/compare.ts


/**
 * Compare two runs. Runs of different eras or disciplines measured different things: that is a refusal,
 * not a warning. With `strict`, a different backend version or model on a matched row refuses too.
 */
function compareResults(base, head, options = {}) {
    if (base.meta.era !== head.meta.era) {
        return { kind: 'refused', reason: `refusing to compare across measurement eras: base era is "${base.meta.era}", head era is "${head.meta.era}". Re-run the base with this caliper version.` };
    }
    if (base.meta.discipline !== head.meta.discipline) {
        return { kind: 'refused', reason: `refusing to compare across disciplines: base is "${base.meta.discipline}", head is "${head.meta.discipline}". Numbers of different disciplines measure different things.` };
    }
    const key = (r) => `${r.skill}|${r.backend}`;
    const baseRows = new Map(base.results.map((r) => [key(r), r]));
    const headRows = new Map(head.results.map((r) => [key(r), r]));
    const aggregates = [];
    const cases = [];
    for (const k of [...new Set([...baseRows.keys(), ...headRows.keys()])].sort()) {
        const b = baseRows.get(k);
        const h = headRows.get(k);
        const context = rowContext(b, h);
        if (options.strict && b && h && (context.backendVersion || context.model)) {
            const what = context.backendVersion ? `backend version ${context.backendVersion.base} vs ${context.backendVersion.head}` : `model ${context.model.base} vs ${context.model.head}`;
            return { kind: 'refused', reason: `refusing to compare ${k} under --strict: ${what}.` };
        }
        aggregates.push(row(context, undefined, aggregateSides(b), aggregateSides(h)));
        const baseCases = new Map((b?.cases ?? []).map((c) => [c.id, c]));
        const headCases = new Map((h?.cases ?? []).map((c) => [c.id, c]));
        for (const id of [...new Set([...baseCases.keys(), ...headCases.keys()])].sort()) {
            cases.push(row(context, id, caseSides(baseCases.get(id)), caseSides(headCases.get(id))));
        }
    }
    return {
        kind: 'compared',
        comparison: {
            era: head.meta.era,
            discipline: head.meta.discipline,
            test: TEST_NAME,
            base: { startedAt: base.meta.startedAt, backends: base.meta.backends },
            head: { startedAt: head.meta.startedAt, backends: head.meta.backends },
            aggregates,
            cases,
            verdict: overall(aggregates.map((a) => a.verdict)),
        },
    };
}
function rowContext(b, h) {
    const any = (h ?? b);
    const differ = (x, y) => (b && h && x !== y ? { base: x, head: y } : undefined);
    const names = [...new Set([...Object.keys(b?.skillHashes ?? {}), ...Object.keys(h?.skillHashes ?? {})])].sort();
    const changedSkills = names.filter((n) => b?.skillHashes[n] !== h?.skillHashes[n]);
    return {
        skill: any.skill,
        backend: any.backend,
        presence: b && h ? 'both' : b ? 'base-only' : 'head-only',
        skillChanged: changedSkills.includes(any.skill),
        changedSkills,
        specChanged: !b || !h || b.specHash !== h.specHash,
        backendVersion: differ(b?.backendVersion, h?.backendVersion),
        model: differ(b?.model, h?.model),
    };
}
function row(context, caseId, base, head) {
    const metrics = [];
    for (const metric of ['activation', 'false-activation', 'execution']) {
        const b = base?.[metric] ?? rate(0, 0);
        const h = head?.[metric] ?? rate(0, 0);
        if (b.trials === 0 && h.trials === 0)
            continue;
        metrics.push({ metric, base: b, head: h, ...verdictFor(b, h, metric !== 'false-activation') });
    }
    const between = (r) => r.rate !== null && r.rate > 0 && r.rate < 1;
    return {
        ...context,
        caseId,
        flaky: context.changedSkills.length === 0 && metrics.some((m) => between(m.base) || between(m.head)),
        metrics,
        verdict: overall(metrics.map((m) => m.verdict)),
    };
}
function aggregateSides(r) {
    if (!r)
        return undefined;
    return { activation: r.aggregate.activation, 'false-activation': r.aggregate.falseActivation, execution: r.aggregate.execution };
}
function caseSides(c) {
    if (!c)
        return undefined;
    const measured = c.trials - c.errors;
    if (c.role === 'should-activate')
        return { activation: rate(c.activations, measured), execution: rate(c.passes, measured) };
    if (c.role === 'should-not-activate')
        return { 'false-activation': rate(c.activations, measured) };
    return { execution: rate(c.passes, measured) };
}
/** Regressed anywhere wins, then improved; unchanged only when everything is unchanged. */
function overall(verdicts) {
    if (verdicts.includes('regressed'))
        return 'regressed';
    if (verdicts.includes('improved'))
        return 'improved';
    if (verdicts.length > 0 && verdicts.every((v) => v === 'unchanged'))
        return 'unchanged';
    return 'inconclusive';
}

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/results/load.ts


class ResultsError extends Error {
}
/** Read a results.json, given the file or the folder holding it; refuse anything that is not one. */
function loadResults(where) {
    const file = (0,external_node_fs_namespaceObject.existsSync)(where) && (0,external_node_fs_namespaceObject.statSync)(where).isDirectory() ? external_node_path_default().join(where, 'results.json') : where;
    if (!(0,external_node_fs_namespaceObject.existsSync)(file))
        throw new ResultsError(`${file} does not exist. Pass a results.json written by caliper eval, or its folder.`);
    let value;
    try {
        value = JSON.parse((0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8'));
    }
    catch (error) {
        throw new ResultsError(`${file} is not JSON: ${error.message}`);
    }
    const v = value;
    const missing = [
        typeof v?.meta?.era === 'string' ? undefined : 'meta.era',
        typeof v?.meta?.discipline === 'string' ? undefined : 'meta.discipline',
        Array.isArray(v?.results) ? undefined : 'results',
    ].filter((m) => m !== undefined);
    if (missing.length > 0)
        throw new ResultsError(`${file} is not a caliper results.json (missing ${missing.join(', ')}). Results without an era cannot be compared.`);
    return v;
}

;// CONCATENATED MODULE: ./src/report/comparison/cells.ts
const pct = (r) => (r.rate === null ? '—' : `${Math.round(r.rate * 100)}%`);
const SYMBOL = { improved: '▲', regressed: '▼', unchanged: '=', inconclusive: '?' };
function verdictLabel(m) {
    if (m.verdict !== 'inconclusive')
        return `${SYMBOL[m.verdict]} ${m.verdict}`;
    return m.moreTrials ? `? inconclusive (run ${m.moreTrials} more trials)` : '? inconclusive';
}
/** `80% → 40% ▼ regressed` */
function metricCell(m) {
    if (!m)
        return '—';
    return `${pct(m.base)} → ${pct(m.head)} ${verdictLabel(m)}`;
}
/** `−40 pts [−70, −5], p = 0.012, 4/10 → 8/10` */
function metricDetail(m) {
    const pts = (x) => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(x * 100))}`;
    const diff = m.difference ? `${pts(m.difference.value)} pts [${pts(m.difference.interval[0])}, ${pts(m.difference.interval[1])}]` : 'no difference measurable';
    const p = m.pValue !== null ? `, p = ${m.pValue < 0.001 ? '< 0.001' : m.pValue.toFixed(3)}` : '';
    return `${diff}${p}, ${m.base.successes}/${m.base.trials} → ${m.head.successes}/${m.head.trials}`;
}
function rowFlags(r) {
    const flags = [];
    if (r.presence === 'head-only')
        flags.push('new');
    if (r.presence === 'base-only')
        flags.push('removed');
    if (r.presence === 'both') {
        const neighbours = r.changedSkills.filter((n) => n !== r.skill);
        flags.push(r.skillChanged ? 'skill changed' : 'skill unchanged');
        if (neighbours.length > 0)
            flags.push(`neighbour changed: ${neighbours.join(', ')}`);
    }
    if (r.specChanged && r.presence === 'both')
        flags.push('spec changed');
    if (r.flaky)
        flags.push('flaky');
    if (r.backendVersion)
        flags.push(`${r.backend} ${r.backendVersion.base ?? '?'} → ${r.backendVersion.head ?? '?'}`);
    if (r.model)
        flags.push(`model ${r.model.base ?? '?'} → ${r.model.head ?? '?'}`);
    return flags.join(', ');
}
const metricOf = (r, metric) => r.metrics.find((m) => m.metric === metric);

;// CONCATENATED MODULE: ./src/report/comparison/text.ts

/** For a terminal: one block per skill × backend with its cases, the verdict first. */
function comparisonText(c) {
    const lines = [`${verdictLabel({ verdict: c.verdict, moreTrials: null })}: ${headline(c)}`, ''];
    for (const a of c.aggregates) {
        lines.push(`${a.skill} × ${a.backend}  [${rowFlags(a)}]`);
        for (const m of ['activation', 'false-activation', 'execution']) {
            const metric = metricOf(a, m);
            if (metric)
                lines.push(`  ${m.padEnd(17)} ${metricCell(metric)}`);
        }
        for (const r of c.cases.filter((x) => x.skill === a.skill && x.backend === a.backend)) {
            lines.push(`    case ${r.caseId}: ${r.metrics.map((m) => `${m.metric} ${metricCell(m)}`).join('; ')}`);
        }
    }
    lines.push('', `era ${c.era}, discipline ${c.discipline}; ${c.test}.`);
    return `${lines.join('\n')}\n`;
}
function headline(c) {
    const count = (v) => c.aggregates.filter((a) => a.verdict === v).length;
    const total = c.aggregates.length;
    const parts = [`${count('regressed')} regressed`, `${count('improved')} improved`, `${count('unchanged')} unchanged`, `${count('inconclusive')} inconclusive`];
    return `${parts.join(', ')} of ${total} skill × backend row${total === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/report/comparison/markdown.ts


const COMMENT_MARKER = '<!-- caliper:pr-report -->';
/** GitHub rejects comment bodies over 65,536 characters; keep a margin. */
const COMMENT_LIMIT = 65_000;
/**
 * The PR report: verdict, per-backend tables, changed skills, regressions, how it was measured. It
 * always fits `limit`: `<details>` sections go first, then table rows that neither regressed nor changed.
 */
function comparisonMarkdown(c, ctx, limit = COMMENT_LIMIT) {
    const head = [
        COMMENT_MARKER,
        `## caliper: ${verdictLabel({ verdict: c.verdict, moreTrials: null })}`,
        '',
        `${headline(c)}${ctx.baseSha ? `, against base \`${ctx.baseSha.slice(0, 12)}\`` : ''}.`,
        '',
    ];
    const changed = [...new Set(c.aggregates.flatMap((a) => (a.presence !== 'both' ? [a.skill] : a.changedSkills)))].sort();
    const regressions = c.aggregates.flatMap((a) => a.metrics.filter((m) => m.verdict === 'regressed').map((m) => `- \`${a.skill}\` × ${a.backend}: ${m.metric} ${metricCell(m)} (${metricDetail(m)})`));
    const middle = [
        changed.length > 0 ? `**Skills changed:** ${changed.map((s) => `\`${s}\``).join(', ')}` : '**Skills changed:** none',
        '',
        ...(regressions.length > 0 ? ['**Regressed:**', ...regressions, ''] : []),
    ];
    const measured = [
        '<details><summary>How this was measured</summary>',
        '',
        `- era \`${c.era}\`, discipline \`${c.discipline}\`; both sides measured the same way.`,
        `- base: ${c.base.backends.map((b) => `${b.name} ${b.version ?? '?'} / ${b.model ?? 'default model'}`).join('; ')}`,
        `- head: ${c.head.backends.map((b) => `${b.name} ${b.version ?? '?'} / ${b.model ?? 'default model'}`).join('; ')}`,
        `- verdicts: ${c.test}; errors are never in a rate.`,
        ...(ctx.headSha ? [`- head commit \`${ctx.headSha.slice(0, 12)}\``] : []),
        '',
        '</details>',
        '',
    ];
    const footer = ctx.summaryUrl ? [`Full report: [job summary](${ctx.summaryUrl}).`] : [];
    const backends = [...new Set(c.aggregates.map((a) => a.backend))];
    const tables = (keep) => backends.flatMap((backend) => {
        const rows = c.aggregates.filter((a) => a.backend === backend);
        const shown = rows.filter(keep);
        const version = c.head.backends.find((b) => b.name === backend)?.version;
        return [
            `### ${backend}${version ? ` ${version}` : ''}`,
            '',
            '| skill | activation | false activation | execution | |',
            '|---|---|---|---|---|',
            ...shown.map((r) => `| \`${r.skill}\` | ${metricCell(metricOf(r, 'activation'))} | ${metricCell(metricOf(r, 'false-activation'))} | ${metricCell(metricOf(r, 'execution'))} | ${rowFlags(r)} |`),
            ...(shown.length < rows.length ? [`| … | ${rows.length - shown.length} more rows in the job summary | | | |`] : []),
            '',
        ];
    });
    const caseDetails = [
        '<details><summary>Per case</summary>',
        '',
        '| skill | backend | case | result | |',
        '|---|---|---|---|---|',
        ...c.cases.map((r) => `| \`${r.skill}\` | ${r.backend} | \`${r.caseId}\` | ${r.metrics.map((m) => `${m.metric}: ${metricCell(m)}`).join('<br>')} | ${r.flaky ? 'flaky' : ''} |`),
        '',
        '</details>',
        '',
    ];
    const attempts = [
        [...head, ...tables(() => true), ...middle, ...caseDetails, ...measured, ...footer],
        [...head, ...tables(() => true), ...middle, ...measured, ...footer],
        [...head, ...tables(() => true), ...middle, ...footer],
        [...head, ...tables((r) => r.verdict !== 'unchanged' || r.changedSkills.length > 0 || r.presence !== 'both'), ...middle, ...footer],
        [...head, ...tables((r) => r.verdict === 'regressed' || r.verdict === 'improved'), ...middle, ...footer],
    ];
    for (const lines of attempts) {
        const body = lines.join('\n');
        if (body.length <= limit)
            return body;
    }
    const note = `\n\nThe report is too large for a comment; see the ${ctx.summaryUrl ? `[job summary](${ctx.summaryUrl})` : 'job summary'}.`;
    return `${[...head, ...middle].join('\n').slice(0, limit - note.length)}${note}`;
}

;// CONCATENATED MODULE: ./src/cli/compareCommand.ts







const COMPARE_USAGE = `Usage: caliper compare BASE HEAD [--strict] [--format text|json|markdown]

Compares two caliper eval runs (results.json files or their folders), row by row (skill × backend ×
case) and per skill × backend, with a verdict per rate: improved, regressed, unchanged or
inconclusive. Refuses (exit 3) when the runs differ in era or discipline; with --strict also when a
row's backend version or model differs.
`;
function compareCommand(args, io) {
    const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
        args,
        allowPositionals: true,
        options: { strict: { type: 'boolean', default: false }, format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h', default: false } },
    });
    if (values.help) {
        io.stdout(COMPARE_USAGE);
        return EXIT.ok;
    }
    if (positionals.length !== 2)
        throw new UsageError('compare takes two results: BASE and HEAD.');
    if (!['text', 'json', 'markdown'].includes(values.format))
        throw new UsageError('--format must be text, json or markdown.');
    let outcome;
    try {
        const [base, head] = positionals.map((p) => loadResults(external_node_path_default().resolve(io.cwd, p)));
        outcome = compareResults(base, head, { strict: values.strict });
    }
    catch (error) {
        if (error instanceof ResultsError)
            throw new UsageError(error.message);
        throw error;
    }
    if (outcome.kind === 'refused') {
        io.stderr(`caliper: ${outcome.reason}\n`);
        return EXIT.refused;
    }
    const c = outcome.comparison;
    if (values.format === 'json')
        io.stdout(`${JSON.stringify(c, null, 2)}\n`);
    else if (values.format === 'markdown')
        io.stdout(`${comparisonMarkdown(c, { baseSha: undefined, headSha: undefined, summaryUrl: undefined })}\n`);
    else
        io.stdout(comparisonText(c));
    return EXIT.ok;
}

;// CONCATENATED MODULE: ./src/eval/backends/jsonLines.ts
/** Parse a JSON-lines transcript; a line that is not JSON makes the whole transcript unusable. */
function parseJsonLines(stdout) {
    const values = [];
    const lines = stdout.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i].trim();
        if (line === '')
            continue;
        try {
            values.push(JSON.parse(line));
        }
        catch {
            return { ok: false, reason: `the transcript is not JSON lines (line ${i + 1}: ${JSON.stringify(line.slice(0, 120))})` };
        }
    }
    if (values.length === 0)
        return { ok: false, reason: 'the CLI printed no transcript' };
    return { ok: true, values };
}

;// CONCATENATED MODULE: ./src/eval/backends/claudeCode.ts


/**
 * Claude Code (`@anthropic-ai/claude-code`), headless with `-p … --output-format stream-json`.
 * Skills are installed in user scope, `$CLAUDE_CONFIG_DIR/skills/<name>/`: a native root that is fresh
 * per trial and outside the working folder. Activation is a `Skill` tool call whose result succeeded.
 */
const claudeCode = {
    name: 'claude-code',
    install: { npmPackage: '@anthropic-ai/claude-code', version: '2.1.332', bin: 'claude' },
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    configure() {
        // Nothing to write: the endpoint and key travel in the environment.
    },
    command({ sandbox, prompt, endpoint, maxTurns }) {
        const args = ['-p', '--output-format', 'stream-json', '--verbose', '--max-turns', String(maxTurns), '--dangerously-skip-permissions'];
        if (endpoint.model)
            args.push('--model', endpoint.model);
        // The prompt is an argument after `--`: never `-p -` with stdin (older versions then sent "-\n" before
        // the prompt, which killed slash expansion), and a prompt starting with "-" stays a prompt.
        args.push('--', prompt);
        const env = {
            CLAUDE_CONFIG_DIR: sandbox.configDir,
            // We are root inside the user namespace; bypassing permissions needs this there.
            IS_SANDBOX: '1',
            CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
            DISABLE_TELEMETRY: '1',
            DISABLE_AUTOUPDATER: '1',
            DISABLE_ERROR_REPORTING: '1',
            DISABLE_NON_ESSENTIAL_MODEL_CALLS: '1',
            // Its default is 10 retries with back-off (minutes against a dead endpoint); caliper retries
            // transient faults itself, with a fresh sandbox.
            CLAUDE_CODE_MAX_RETRIES: '2',
        };
        if (endpoint.baseUrl)
            env.ANTHROPIC_BASE_URL = endpoint.baseUrl;
        if (endpoint.apiKey)
            env.ANTHROPIC_API_KEY = endpoint.apiKey;
        return { args, env };
    },
    passEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'ANTHROPIC_AUTH_TOKEN', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
    credentialEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN'],
    parseTranscript: parseClaudeTranscript,
    activatedSkills(transcript) {
        const names = new Set();
        for (const call of transcript.toolCalls) {
            const skill = call.input?.skill;
            if (call.name === 'Skill' && call.result?.ok && typeof skill === 'string')
                names.add(skill);
        }
        return names;
    },
    versionArgs: ['--version'],
    parseVersion: (stdout) => /(\d+\.\d+\.\d+)/.exec(stdout)?.[1],
};
const TRANSIENT_STATUS = new Set([408, 409, 429, 500, 502, 503, 504, 529]);
function parseClaudeTranscript(stdout) {
    const lines = parseJsonLines(stdout);
    if (!lines.ok)
        return lines;
    const t = {
        discoveredSkills: undefined,
        toolCalls: [],
        finalAnswer: undefined,
        model: undefined,
        cliVersion: undefined,
        usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
        error: undefined,
    };
    const calls = new Map();
    let lastText;
    for (const event of lines.values) {
        const message = event.message;
        const blocks = Array.isArray(message?.content) ? message.content : [];
        switch (event.type) {
            case 'system':
                if (event.subtype === 'init') {
                    if (Array.isArray(event.skills))
                        t.discoveredSkills = event.skills.filter((s) => typeof s === 'string');
                    if (typeof event.model === 'string')
                        t.model = event.model;
                    if (typeof event.claude_code_version === 'string')
                        t.cliVersion = event.claude_code_version;
                }
                break;
            case 'assistant':
                for (const block of blocks) {
                    if (block.type === 'tool_use' && typeof block.id === 'string' && typeof block.name === 'string') {
                        const call = { id: block.id, name: block.name, input: block.input, result: undefined };
                        calls.set(block.id, call);
                        t.toolCalls.push(call);
                    }
                    else if (block.type === 'text' && typeof block.text === 'string') {
                        lastText = block.text;
                    }
                }
                break;
            case 'user':
                for (const block of blocks) {
                    if (block.type !== 'tool_result' || typeof block.tool_use_id !== 'string')
                        continue;
                    const call = calls.get(block.tool_use_id);
                    if (call)
                        call.result = { ok: block.is_error !== true, text: contentText(block.content) };
                }
                break;
            case 'result': {
                const usage = event.usage;
                if (usage) {
                    t.usage.inputTokens = (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0);
                    t.usage.outputTokens = usage.output_tokens ?? 0;
                }
                if (typeof event.total_cost_usd === 'number')
                    t.usage.costUsd = event.total_cost_usd;
                if (typeof event.result === 'string')
                    t.finalAnswer = event.result;
                if (event.is_error === true) {
                    const status = typeof event.api_error_status === 'number' ? event.api_error_status : undefined;
                    const text = typeof event.result === 'string' ? event.result : String(event.subtype ?? 'error');
                    t.error = {
                        message: status ? `${text} (HTTP ${status})` : text,
                        transient: (status !== undefined && TRANSIENT_STATUS.has(status)) || /overloaded|rate.?limit|Unable to connect/i.test(text),
                    };
                }
                else if (event.subtype && event.subtype !== 'success' && event.subtype !== 'error_max_turns') {
                    // Running out of turns is the agent's result (checks still judge it), not a harness fault.
                    t.error = { message: `Claude Code stopped: ${String(event.subtype)}`, transient: false };
                }
                break;
            }
        }
    }
    t.finalAnswer ??= lastText;
    return { ok: true, transcript: t };
}
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content.map((c) => (typeof c?.text === 'string' ? c.text : '')).join('');
    return '';
}

;// CONCATENATED MODULE: ./src/eval/backends/index.ts

const BACKENDS = { 'claude-code': claudeCode };
function backendNamed(name) {
    return BACKENDS[name];
}
const AVAILABLE_BACKENDS = Object.keys(BACKENDS);

;// CONCATENATED MODULE: ./src/eval/runner/journal.ts


const JOURNAL_FILE = 'trials.jsonl';
class JournalError extends Error {
}
/**
 * `trials.jsonl`: a header line with the run's fingerprint, then one line per finished trial, appended
 * the moment it finishes, so a killed run loses nothing and `--resume` skips what is done.
 */
function openJournal(outDir, fingerprint, mode) {
    (0,external_node_fs_namespaceObject.mkdirSync)(outDir, { recursive: true });
    const file = external_node_path_default().join(outDir, JOURNAL_FILE);
    const done = new Map();
    if ((0,external_node_fs_namespaceObject.existsSync)(file) && mode === 'new') {
        throw new JournalError(`${file} already holds results. Pass --resume to continue that run, or --fresh to discard it.`);
    }
    if ((0,external_node_fs_namespaceObject.existsSync)(file) && mode === 'resume') {
        const lines = (0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
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
        }
    }
    else {
        (0,external_node_fs_namespaceObject.writeFileSync)(file, `${JSON.stringify({ type: 'run', fingerprint })}\n`);
    }
    return { done, append: (record) => (0,external_node_fs_namespaceObject.appendFileSync)(file, `${JSON.stringify(record)}\n`) };
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

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_namespaceObject);
;// CONCATENATED MODULE: ./src/results/sequential.ts
const DEFAULT_SEQUENTIAL = { p0: 0.6, p1: 0.9, alpha: 0.05, beta: 0.05, maxTrials: 30 };
function describeDesign(d) {
    return `SPRT, reliable (p >= ${d.p1}) vs unreliable (p <= ${d.p0}), α = ${d.alpha}, β = ${d.beta}, at most ${d.maxTrials} trials`;
}
function sequentialDecision(successes, failures, d) {
    const llr = successes * Math.log(d.p1 / d.p0) + failures * Math.log((1 - d.p1) / (1 - d.p0));
    if (llr >= Math.log((1 - d.beta) / d.alpha))
        return 'reliable';
    if (llr <= Math.log(d.beta / (1 - d.alpha)))
        return 'unreliable';
    return successes + failures >= d.maxTrials ? 'undecided' : 'continue';
}
/** The exact distribution of where the truncated SPRT stops, at a true pass rate p (dynamic programming). */
function sequentialBehaviour(p, d) {
    let states = new Map([[0, 1]]); // successes -> probability, after n trials, still going
    const out = { expectedTrials: 0, pReliable: 0, pUnreliable: 0, pUndecided: 0 };
    for (let n = 1; n <= d.maxTrials && states.size > 0; n++) {
        const next = new Map();
        for (const [s, prob] of states) {
            for (const [successes, q] of [[s + 1, p], [s, 1 - p]]) {
                const mass = prob * q;
                if (mass === 0)
                    continue;
                const decision = sequentialDecision(successes, n - successes, d);
                if (decision === 'continue')
                    next.set(successes, (next.get(successes) ?? 0) + mass);
                else {
                    out.expectedTrials += mass * n;
                    if (decision === 'reliable')
                        out.pReliable += mass;
                    else if (decision === 'unreliable')
                        out.pUnreliable += mass;
                    else
                        out.pUndecided += mass;
                }
            }
        }
        states = next;
    }
    return out;
}
/**
 * The fixed-N test with the same error rates: the smallest n and threshold c with
 * P(X >= c | p0) <= alpha and P(X < c | p1) <= beta.
 */
function fixedTrialsEquivalent(d) {
    for (let n = 1; n <= 1000; n++) {
        for (let c = 0; c <= n; c++) {
            if (binomialTail(n, c, d.p0) <= d.alpha && 1 - binomialTail(n, c, d.p1) <= d.beta)
                return { trials: n, threshold: c };
        }
    }
    throw new Error('no fixed-N test reaches these error rates within 1000 trials');
}
/** P(X >= c) for X ~ Binomial(n, p). */
function binomialTail(n, c, p) {
    let sum = 0;
    let term = Math.pow(1 - p, n); // P(X = 0)
    for (let k = 0; k <= n; k++) {
        if (k >= c)
            sum += term;
        term = p === 1 ? (k + 1 === n ? 1 : 0) : (term * (n - k) * p) / ((k + 1) * (1 - p));
    }
    return Math.min(1, sum);
}

;// CONCATENATED MODULE: ./src/results/aggregate.ts


/** What a case measures for its subject skill. */
function caseRole(evalCase, subject) {
    for (const check of evalCase.checks) {
        if (check.kind === 'activation' && check.skill === subject)
            return check.expect ? 'should-activate' : 'should-not-activate';
        if (check.kind === 'not_activated_any')
            return 'should-not-activate';
    }
    return 'execution';
}
/**
 * Per skill × backend: per-case counts and the three rates, each with a 95 % Wilson interval.
 * Errors never enter a rate's denominator: a harness fault is not a skill's failure.
 */
function aggregate(plans, records, meta, skipped, sequential) {
    const groups = new Map();
    for (const p of plans) {
        const key = `${p.skill}|${p.backend}`;
        groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    const results = [];
    for (const group of groups.values()) {
        const first = group[0];
        const byCase = new Map();
        for (const p of group)
            byCase.set(p.evalCase.id, [...(byCase.get(p.evalCase.id) ?? []), p]);
        const cases = [];
        const tally = { activation: [0, 0], falseActivation: [0, 0], execution: [0, 0] };
        let errors = 0;
        let version;
        let model;
        for (const [id, casePlans] of byCase) {
            const role = caseRole(casePlans[0].evalCase, first.skill);
            const done = casePlans.map((p) => records.get(p.key)).filter((r) => r !== undefined);
            const ok = done.filter((r) => r.outcome !== 'error');
            const activations = ok.filter((r) => r.activations?.[first.skill] === 'activated').length;
            const passes = ok.filter((r) => r.outcome === 'pass').length;
            const checkLabels = new Map();
            for (const r of done) {
                for (const c of r.checks) {
                    const t = checkLabels.get(c.label) ?? { passes: 0, failures: 0, errors: 0 };
                    t[c.status === 'pass' ? 'passes' : c.status === 'fail' ? 'failures' : 'errors']++;
                    checkLabels.set(c.label, t);
                }
                version ??= r.backendVersion;
                model ??= r.model;
            }
            const costs = done.map((r) => r.usage.costUsd).filter((c) => c !== undefined);
            cases.push({
                id,
                role,
                trials: done.length,
                errors: done.length - ok.length,
                activations,
                passes,
                checks: [...checkLabels].map(([label, t]) => ({ label, ...t })),
                tokens: { input: sum(done.map((r) => r.usage.inputTokens)), output: sum(done.map((r) => r.usage.outputTokens)) },
                costUsd: costs.length > 0 ? sum(costs) : undefined,
                ...(sequential && { decision: sequentialDecision(passes, ok.length - passes, sequential) }),
            });
            errors += done.length - ok.length;
            if (role === 'should-activate')
                add(tally.activation, activations, ok.length);
            if (role === 'should-not-activate')
                add(tally.falseActivation, activations, ok.length);
            if (role !== 'should-not-activate')
                add(tally.execution, passes, ok.length);
        }
        results.push({
            skill: first.skill,
            backend: first.backend,
            backendVersion: version,
            model,
            skillHashes: Object.fromEntries(first.installs.map((i) => [i.name, i.sha256])),
            specHash: first.spec.hash,
            cases,
            aggregate: {
                activation: rate(tally.activation[0], tally.activation[1]),
                falseActivation: rate(tally.falseActivation[0], tally.falseActivation[1]),
                execution: rate(tally.execution[0], tally.execution[1]),
            },
            errors,
        });
    }
    return { meta, results, skipped: [...skipped] };
}
function add(t, successes, trials) {
    t[0] += successes;
    t[1] += trials;
}
function sum(xs) {
    return xs.reduce((a, b) => a + b, 0);
}

;// CONCATENATED MODULE: ./src/results/types.ts
/**
 * How a number was measured. Bump ERA whenever the method changes in a way that makes old numbers
 * incomparable (install location, activation signal, prompt handling); `compare` refuses across eras.
 */
const ERA = 'install-discover/2026-11';

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
var external_node_http_default = /*#__PURE__*/__nccwpck_require__.n(external_node_http_namespaceObject);
;// CONCATENATED MODULE: ./src/scripted-model/anthropic.ts

/** Claude Code over the Anthropic Messages API. */
const LISTING_HEADER = 'The following skills are available for use with the Skill tool:';
const LOADED_PREFIX = 'Base directory for this skill: ';
function decodeAnthropic(body) {
    const messages = body.messages ?? [];
    const conversation = { prompt: '', listedSkills: [], tools: (body.tools ?? []).map((t) => t.name ?? ''), turns: [] };
    let promptSeen = false;
    for (const message of messages) {
        const blocks = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
        if (message.role === 'system') {
            for (const b of blocks)
                if (b.text?.includes(LISTING_HEADER))
                    conversation.listedSkills.push(...parseListing(b.text));
            continue;
        }
        if (message.role === 'assistant') {
            const toolUses = blocks.filter((b) => b.type === 'tool_use').map((b) => ({ id: b.id ?? '', name: b.name ?? '', input: b.input ?? {} }));
            conversation.turns.push({ role: 'assistant', toolUses, text: blocks.map((b) => b.text ?? '').join('') });
            continue;
        }
        for (const b of blocks) {
            if (b.type === 'tool_result') {
                conversation.turns.push({ role: 'tool-result', toolUseId: b.tool_use_id ?? '', ok: b.is_error !== true, text: textOf(b.content) });
            }
            else if (b.type === 'text' && typeof b.text === 'string') {
                if (b.text.includes(LISTING_HEADER))
                    conversation.listedSkills.push(...parseListing(b.text));
                if (!promptSeen && !b.text.startsWith('<system-reminder>') && !b.text.startsWith('<command-')) {
                    conversation.prompt = b.text;
                    promptSeen = true;
                }
                else if (promptSeen) {
                    conversation.turns.push({ role: 'injected', text: b.text });
                }
            }
        }
    }
    return conversation;
}
/** "- name: description" entries; a description may run over several lines. */
function parseListing(text) {
    const after = text.slice(text.indexOf(LISTING_HEADER) + LISTING_HEADER.length);
    const skills = [];
    for (const line of after.split('\n')) {
        const entry = /^- ([^:\s]+): ?(.*)$/.exec(line);
        if (entry)
            skills.push({ name: entry[1], description: entry[2] });
        else if (skills.length > 0 && line.trim() !== '' && !line.startsWith('- '))
            skills[skills.length - 1].description += ` ${line.trim()}`;
    }
    return skills;
}
const claudeDialect = {
    activate: (skill) => ({ kind: 'tool', name: 'Skill', input: { skill: skill.name } }),
    loadedSkill(conversation) {
        const skillCall = conversation.turns.findIndex((t) => t.role === 'assistant' && t.toolUses.some((u) => u.name === 'Skill'));
        if (skillCall < 0)
            return undefined;
        const result = conversation.turns.slice(skillCall + 1).find((t) => t.role === 'tool-result');
        if (result && !result.ok)
            return 'failed';
        const index = conversation.turns.findIndex((t, i) => i > skillCall && t.role === 'injected' && t.text.startsWith(LOADED_PREFIX));
        if (index < 0)
            return undefined;
        const text = conversation.turns[index].text;
        const newline = text.indexOf('\n');
        return { dir: text.slice(LOADED_PREFIX.length, newline < 0 ? undefined : newline).trim(), body: newline < 0 ? '' : text.slice(newline + 1), turn: index };
    },
    read: (path) => ({ kind: 'tool', name: 'Read', input: { file_path: path } }),
    shell: (command) => ({ kind: 'tool', name: 'Bash', input: { command, description: 'Run a step of the skill' } }),
};
/** Side calls (title generation, structured output) get a short answer shaped like what they ask for. */
function sideCallAnswer(body) {
    const format = body.output_config?.format;
    if (format?.type === 'json_schema') {
        const props = Object.keys(format.schema?.properties ?? { title: {} });
        return JSON.stringify(Object.fromEntries(props.map((p) => [p, 'Scripted session'])));
    }
    if (!body.tools || body.tools.length === 0)
        return 'Scripted session';
    return undefined;
}
function writeAnthropicResponse(res, body, action, seed) {
    const model = body.model ?? 'scripted-model';
    const id = (kind) => `${kind}_${(0,external_node_crypto_namespaceObject.createHash)('sha256').update(`${seed}:${kind}`).digest('hex').slice(0, 20)}`;
    const content = action.kind === 'text'
        ? [{ type: 'text', text: action.text }]
        : [{ type: 'tool_use', id: id('toolu'), name: action.name, input: action.input }];
    const stopReason = action.kind === 'text' ? 'end_turn' : 'tool_use';
    const usage = { input_tokens: 100, output_tokens: 20, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: id('msg'), type: 'message', role: 'assistant', model, content, stop_reason: stopReason, stop_sequence: null, usage }));
        return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': id('req') });
    const event = (type, data) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event('message_start', { message: { id: id('msg'), type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } } });
    content.forEach((block, index) => {
        if (block.type === 'text') {
            event('content_block_start', { index, content_block: { type: 'text', text: '' } });
            event('content_block_delta', { index, delta: { type: 'text_delta', text: block.text } });
        }
        else {
            event('content_block_start', { index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
            event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
        }
        event('content_block_stop', { index });
    });
    event('message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } });
    event('message_stop', {});
    res.end();
}
function textOf(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content.map((c) => c?.text ?? '').join('');
    return '';
}

;// CONCATENATED MODULE: ./src/scripted-model/matching.ts
const STOP_WORDS = new Set(`a about after all also an and any are as ask asks at be before by can could do does for from get give has have help how i if in into is it its me
  my new no not of on or our please say says should so some that the their them then there these they this to up use used user users using was we
  what when whenever which who why will with would you your`.split(/\s+/));
/** Content words, lower-cased, with a plural `s` dropped: "Totals of each CSV column" -> total, each, csv, column. */
function contentWords(text) {
    const words = new Set();
    for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
        if (raw.length < 3 || STOP_WORDS.has(raw))
            continue;
        words.add(raw.length > 3 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
    }
    return words;
}
/** Shared content words a prompt needs with a description before the scripted model picks the skill. */
const MIN_SHARED_WORDS = 2;
/** The listed skill whose description shares the most content words with the prompt, if enough. */
function chooseSkill(prompt, skills) {
    const promptWords = contentWords(prompt);
    let best;
    for (const skill of [...skills].sort((a, b) => a.name.localeCompare(b.name))) {
        let score = 0;
        for (const w of contentWords(skill.description))
            if (promptWords.has(w))
                score++;
        if (score >= MIN_SHARED_WORDS && (!best || score > best.score))
            best = { skill, score };
    }
    return best?.skill;
}

;// CONCATENATED MODULE: ./src/scripted-model/policy.ts

/**
 * The scripted model's whole behaviour, deterministic and stateless (everything comes from the request):
 * 1. choose the listed skill whose description best matches the prompt, or answer directly;
 * 2. once the skill is loaded, read the files its body links to, then run its fenced `bash` blocks;
 * 3. answer "done".
 */
function nextAction(conversation, dialect) {
    const loaded = dialect.loadedSkill(conversation);
    if (loaded === 'failed')
        return { kind: 'text', text: 'The skill could not be loaded, so I stopped.' };
    if (loaded === undefined) {
        if (conversation.turns.some((t) => t.role === 'assistant' && t.toolUses.length > 0))
            return { kind: 'text', text: 'done' };
        const skill = chooseSkill(conversation.prompt, conversation.listedSkills);
        return skill ? dialect.activate(skill) : { kind: 'text', text: 'I can answer that without a skill.' };
    }
    const steps = planSteps(loaded.dir, loaded.body, dialect);
    const done = conversation.turns.slice(loaded.turn + 1).filter((t) => t.role === 'tool-result').length;
    return steps[done] ?? { kind: 'text', text: 'done' };
}
/** The body's markdown links to relative files (read first), then its fenced bash blocks (run in order). */
function planSteps(dir, body, dialect) {
    const reads = [];
    for (const m of body.matchAll(/\[[^\]]*\]\(([^)\s#]+)\)/g)) {
        const target = m[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/'))
            continue;
        reads.push(dialect.read(`${dir}/${target.replace(/^\.\//, '')}`));
    }
    const commands = [];
    for (const m of body.matchAll(/^```(?:bash|sh)\s*\n([\s\S]*?)^```/gm)) {
        commands.push(dialect.shell(resolveSkillPaths(m[1].trim(), dir)));
    }
    return [...reads, ...commands];
}
/** Paths into the skill's own folders resolve against the skill, as a model reading the body would do. */
function resolveSkillPaths(command, dir) {
    return command.replace(/(^|[\s"'=])((?:scripts|references|assets|templates)\/)/g, `$1${dir}/$2`);
}

;// CONCATENATED MODULE: ./src/scripted-model/server.ts





const MAX_BODY_BYTES = 16 * 1024 * 1024;
/**
 * A deterministic stand-in for a model provider, for tests and the offline demo. It speaks just enough
 * of each CLI's API, answers their side calls, and decides with `nextAction` from the request alone.
 */
async function startScriptedModel(options) {
    const handler = (req, res) => {
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size <= MAX_BODY_BYTES)
                chunks.push(c);
        });
        req.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            let body;
            try {
                body = raw === '' ? undefined : JSON.parse(raw);
            }
            catch {
                body = undefined;
            }
            if (options.logFile)
                (0,external_node_fs_namespaceObject.appendFileSync)(options.logFile, `${JSON.stringify({ method: req.method, url: req.url, body })}\n`);
            route(req, res, body);
        });
    };
    const servers = [];
    let tcpUrl;
    if (options.socketPath) {
        (0,external_node_fs_namespaceObject.rmSync)(options.socketPath, { force: true });
        servers.push(await listen(external_node_http_default().createServer(handler), options.socketPath));
    }
    if (options.tcp) {
        const server = await listen(external_node_http_default().createServer(handler), 0);
        servers.push(server);
        tcpUrl = `http://127.0.0.1:${server.address().port}`;
    }
    return {
        tcpUrl,
        socketPath: options.socketPath,
        close: async () => {
            await Promise.all(servers.map((s) => new Promise((resolve) => s.close(() => resolve()))));
            if (options.socketPath)
                (0,external_node_fs_namespaceObject.rmSync)(options.socketPath, { force: true });
        },
    };
}
function route(req, res, body) {
    const url = req.url ?? '/';
    if (req.method === 'HEAD' || req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(req.method === 'HEAD' ? undefined : '{}');
        return;
    }
    if (req.method === 'POST' && url.startsWith('/v1/messages/count_tokens')) {
        json(res, 200, { input_tokens: 100 });
        return;
    }
    if (req.method === 'POST' && url.startsWith('/v1/messages') && body && typeof body === 'object') {
        const request = body;
        const seed = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(JSON.stringify(request.messages ?? [])).digest('hex');
        const side = sideCallAnswer(request);
        const action = side !== undefined ? { kind: 'text', text: side } : nextAction(decodeAnthropic(request), claudeDialect);
        writeAnthropicResponse(res, request, action, seed);
        return;
    }
    json(res, 404, { type: 'error', error: { type: 'not_found_error', message: `the scripted model does not serve ${req.method} ${url}` } });
}
function json(res, status, value) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
}
function listen(server, where) {
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        const done = () => resolve(server);
        if (typeof where === 'string')
            server.listen(where, done);
        else
            server.listen(where, '127.0.0.1', done);
    });
}

;// CONCATENATED MODULE: ./src/skills/layout.ts
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
/** Documentation conventionally kept beside skills in a plain `skills/` folder (not a native root). */
const SKILLS_FOLDER_DOCS = new Set(['readme.md', 'changelog.md', 'contributing.md', 'license.md', 'index.md']);
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

;// CONCATENATED MODULE: ./src/skills/skillFiles.ts



/**
 * Every entry of a skill folder that an install would consider, without following links. What is
 * never installed (`.eval.yaml`, `.caliper/`, `.git/`, and `exclude`) is left out at any depth.
 */
function walkSkillFolder(absDir, options = {}) {
    const exclude = options.exclude ?? (() => false);
    const list = (abs) => options.listings?.get(abs) ?? (0,external_node_fs_namespaceObject.readdirSync)(abs, { withFileTypes: true });
    const out = [];
    const pending = [''];
    while (pending.length > 0) {
        const rel = pending.pop();
        for (const entry of list(rel === '' ? absDir : external_node_path_default().join(absDir, rel))) {
            const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (NEVER_INSTALLED.includes(entry.name) || exclude(childRel))
                continue;
            const abs = external_node_path_default().join(absDir, childRel);
            if (entry.isSymbolicLink()) {
                let target;
                let targetIsDir = false;
                let size = 0;
                try {
                    target = external_node_fs_namespaceObject.realpathSync.native(abs);
                    const st = (0,external_node_fs_namespaceObject.statSync)(target);
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
                out.push({ rel: childRel, kind: 'file', size: (0,external_node_fs_namespaceObject.lstatSync)(abs).size });
            }
        }
    }
    return out.sort((a, b) => a.rel.localeCompare(b.rel));
}
function isInside(parent, child) {
    return child === parent || child.startsWith(parent.endsWith((external_node_path_default()).sep) ? parent : parent + (external_node_path_default()).sep);
}

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./src/eval/backends/locate.ts




/** Where `caliper install` puts CLIs: `$CALIPER_TOOLS`, else `~/.cache/caliper/tools`. */
function toolsDir(env) {
    return env.CALIPER_TOOLS ? external_node_path_default().resolve(env.CALIPER_TOOLS) : external_node_path_default().join(external_node_os_default().homedir(), '.cache', 'caliper', 'tools');
}
function installedBinary(backend, env) {
    return external_node_path_default().join(toolsDir(env), backend.name, 'node_modules', '.bin', backend.install.bin);
}
/**
 * The CLI to run for a backend: an explicit path, else the one `caliper install` put in the tools
 * folder, else the first on PATH. Returned as a real absolute path (the sandbox has its own HOME).
 */
function locateCli(backend, explicit, env) {
    const candidates = explicit ? [external_node_path_default().resolve(explicit)] : [installedBinary(backend, env), ...(env.PATH ?? '').split((external_node_path_default()).delimiter).filter(Boolean).map((d) => external_node_path_default().join(d, backend.install.bin))];
    for (const c of candidates) {
        try {
            (0,external_node_fs_namespaceObject.accessSync)(c, external_node_fs_namespaceObject.constants.X_OK);
            return external_node_fs_namespaceObject.realpathSync.native(c);
        }
        catch {
            // next
        }
    }
    return explicit && (0,external_node_fs_namespaceObject.existsSync)(explicit) ? external_node_path_default().resolve(explicit) : undefined;
}
/** Find the CLI and ask its version; a CLI that is missing or does not run is reported once, clearly. */
function probeCli(backend, explicit, env) {
    const install = `${backend.install.npmPackage}@${backend.install.version}`;
    const executable = locateCli(backend, explicit, env);
    if (!executable) {
        return { ok: false, reason: `${backend.name} is not installed (no ${explicit ?? backend.install.bin} found). Run \`caliper install ${backend.name}\` (npm ${install}).` };
    }
    const r = (0,external_node_child_process_namespaceObject.spawnSync)(executable, [...backend.versionArgs], { encoding: 'utf8', timeout: 30_000, env: { PATH: env.PATH ?? '', HOME: external_node_os_default().tmpdir() }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (r.error || r.status !== 0) {
        const why = r.error ? r.error.message : `exit ${r.status}: ${(r.stderr || r.stdout).trim().split('\n').pop() ?? ''}`;
        return { ok: false, reason: `${backend.name} at ${executable} does not run (${why}). Reinstall it with \`caliper install ${backend.name}\`.` };
    }
    return { ok: true, executable, version: backend.parseVersion(r.stdout) };
}

;// CONCATENATED MODULE: ./src/eval/sandbox/isolation.ts



/** The loopback port the bridge listens on inside the run's network namespace. */
const BRIDGE_PORT = 38080;
/** Exit status for the sandbox's own failures; its stderr line (`caliper-launcher: …`) says what failed. */
const LAUNCHER_FAILURE = 125;
function wrapCommand(isolation, command, args) {
    if (isolation.kind === 'none')
        return { command, args: [...args] };
    const enter = ['sh', isolation.enterScript, String(isolation.hideDirs.length), ...isolation.hideDirs, command, ...args];
    if (!isolation.network)
        return { command: 'unshare', args: ['-rm', '--', ...enter] };
    // Entering the user namespace makes us its root (uid 0), which may create the mount namespace.
    return { command: 'nsenter', args: ['--target', String(isolation.network.holderPid), '--user', '--net', '--', 'unshare', '-m', '--', ...enter] };
}
let probed;
/** Whether user, mount and network namespaces work here (checked once: unshare, nsenter, ip and mount). */
function namespacesAvailable() {
    if (probed)
        return probed;
    const r = (0,external_node_child_process_namespaceObject.spawnSync)('unshare', ['-rnm', '--', 'sh', '-c', 'ip link set lo up && mount -t tmpfs caliper-probe /mnt && command -v nsenter >/dev/null'], { encoding: 'utf8', timeout: 10_000 });
    probed = r.status === 0 ? { ok: true, reason: '' } : { ok: false, reason: r.error ? `unshare: ${r.error.message}` : (r.stderr.trim().split('\n').pop() ?? `exit ${r.status}`) };
    return probed;
}
/** Write the per-trial entry script: hide folders under empty tmpfs mounts, then exec the command. */
function writeEnterScript(dir) {
    const file = external_node_path_default().join(dir, 'caliper-enter.sh');
    (0,external_node_fs_namespaceObject.writeFileSync)(file, `# caliper: runs inside the trial's mount namespace. Usage: caliper-enter.sh N dir1..dirN command args...
n=$1; shift
while [ "$n" -gt 0 ]; do
  mount -t tmpfs -o size=64k,mode=755 caliper-hidden "$1" || { echo "caliper-launcher: cannot hide $1" >&2; exit ${LAUNCHER_FAILURE}; }
  shift; n=$((n - 1))
done
command -v "$1" >/dev/null 2>&1 || [ -x "$1" ] || { echo "caliper-launcher: cannot start $1: not found" >&2; exit ${LAUNCHER_FAILURE}; }
exec "$@"
`);
    return file;
}
/**
 * Make the run's network namespace: a small Node process under `unshare -rn` that brings up loopback
 * and bridges 127.0.0.1:BRIDGE_PORT to the model server's unix socket, living until `stop()`.
 */
async function startNetworkNamespace(dir, socketPath) {
    const script = external_node_path_default().join(dir, 'caliper-bridge.mjs');
    (0,external_node_fs_namespaceObject.writeFileSync)(script, BRIDGE_SOURCE);
    const child = (0,external_node_child_process_namespaceObject.spawn)('unshare', ['-rn', '--', process.execPath, script, String(BRIDGE_PORT), socketPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b) => (stderr += b.toString()));
    await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the sandbox network did not come up in 10 s${stderr ? `: ${stderr.trim()}` : ''}`)), 10_000);
        child.stdout.on('data', (b) => {
            if (b.toString().includes('ready')) {
                clearTimeout(timer);
                resolve();
            }
        });
        child.on('exit', (code) => {
            clearTimeout(timer);
            reject(new Error(`the sandbox network could not be set up (exit ${code})${stderr ? `: ${stderr.trim()}` : ''}`));
        });
    });
    return { holderPid: child.pid, stop: () => child.kill('SIGKILL') };
}
// Plain JavaScript, written to disk per run, so it works the same from src/ (tests) and dist/ (bundle).
const BRIDGE_SOURCE = `// caliper: the run's network namespace. Loopback up, then 127.0.0.1:PORT -> the model's unix socket.
import net from 'node:net';
import { spawnSync } from 'node:child_process';
const [port, socket] = process.argv.slice(2);
const up = spawnSync('ip', ['link', 'set', 'lo', 'up'], { encoding: 'utf8' });
if (up.status !== 0) { process.stderr.write('cannot bring up loopback: ' + (up.error ? up.error.message : up.stderr)); process.exit(1); }
const server = net.createServer((client) => {
  const upstream = net.connect(socket);
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
});
server.on('error', (error) => { process.stderr.write('cannot listen: ' + error.message); process.exit(1); });
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

;// CONCATENATED MODULE: ./src/util/glob.ts
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

;// CONCATENATED MODULE: ./src/eval/sandbox/installableFiles.ts




/**
 * The files installing a skill copies. `.eval.yaml`, `.caliper/` and `.git/` never are, nor anything
 * `exclude` matches (forbidden files, the spec's fixtures). A symlink is copied as the file it points
 * to only when that stays inside the skill; links that lead out are never followed.
 */
function installableFiles(skillDir, exclude) {
    const realDir = external_node_fs_namespaceObject.realpathSync.native(skillDir);
    const out = [];
    const visit = (dir, prefix, depth) => {
        for (const entry of walkSkillFolder(dir, { exclude: (rel) => exclude(join(prefix, rel)) })) {
            const rel = join(prefix, entry.rel);
            if (entry.kind === 'file')
                out.push({ rel, source: external_node_path_default().join(dir, entry.rel) });
            else if (entry.kind === 'symlink' && entry.target !== undefined && isInside(realDir, entry.target)) {
                if (!entry.targetIsDir)
                    out.push({ rel, source: entry.target });
                else if (depth < 8)
                    visit(entry.target, rel, depth + 1);
            }
        }
    };
    visit(skillDir, '', 0);
    return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}
/** sha256 over every installed file's path and bytes: what "the skill changed" means. */
function hashFiles(files) {
    const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256');
    for (const f of files) {
        hash.update(f.rel).update('\0');
        hash.update((0,external_node_fs_namespaceObject.readFileSync)(f.source)).update('\0');
    }
    return hash.digest('hex');
}
function join(prefix, rel) {
    return prefix === '' ? rel : `${prefix}/${rel}`;
}

;// CONCATENATED MODULE: ./src/eval/runner/trialPlan.ts
function trialKey(skill, backend, caseId, trial) {
    return `${skill}|${backend}|${caseId}|${trial}`;
}

;// CONCATENATED MODULE: ./src/eval/runner/plan.ts





/**
 * Every valid spec of the repository with its installs (the declared skills and their closure) and
 * fixtures; a spec involving a skill with validation errors is returned in `broken` instead.
 */
function prepareSpecs(report) {
    const byName = new Map(report.skills.map((s) => [s.name, s]));
    const specsBySkill = new Map(report.specs.map((s) => [s.subject, s]));
    const invalid = new Set(report.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => report.skills.find((s) => d.file === (s.path === '' ? 'SKILL.md' : `${s.path}/SKILL.md`) || d.file.startsWith(s.path === '' ? '' : `${s.path}/`))?.name)
        .filter((n) => n !== undefined));
    const prepared = new Map();
    const broken = new Map();
    for (const spec of report.specs) {
        const installSet = closure(spec.skills, byName);
        const bad = installSet.filter((n) => invalid.has(n));
        if (bad.length > 0) {
            broken.set(spec.subject, `skill(s) ${bad.join(', ')} have validation errors; run caliper validate`);
            continue;
        }
        const installs = installSet.map((name) => installFor(report.root, byName.get(name), specsBySkill.get(name), spec));
        const fixtures = fixturesFor(report.root, byName.get(spec.subject), spec);
        const fingerprint = (0,external_node_crypto_namespaceObject.createHash)('sha256')
            .update(JSON.stringify({ spec: spec.hash, installs: installs.map((i) => [i.name, i.sha256]), fixtures: hashFiles(fixtures) }))
            .digest('hex');
        prepared.set(spec.subject, { spec, installs, fixtures, fingerprint });
    }
    return { prepared, broken };
}
/** Decide every trial up front: which skills each installs (with hashes), its fixtures, and its key. */
function planTrials(report, options) {
    const { prepared, broken } = prepareSpecs(report);
    const trials = [];
    const skipped = [];
    for (const summary of report.skills) {
        if (options.skills && !options.skills.includes(summary.name))
            continue;
        const ready = prepared.get(summary.name);
        if (!ready) {
            const reason = broken.get(summary.name) ?? (summary.evalSpec ? `${summary.evalSpec} has validation errors` : `${summary.name} has no .eval.yaml`);
            if (broken.has(summary.name) || options.skills?.includes(summary.name))
                skipped.push({ key: `${summary.name}|*|*|*`, reason });
            continue;
        }
        const { spec, installs, fixtures, fingerprint } = ready;
        const cases = spec.cases.filter((c) => !options.cases || options.cases.includes(c.id));
        const trialCount = options.trials ?? spec.trials ?? options.defaultTrials;
        for (const backend of options.backends) {
            if (spec.backends && !spec.backends.includes(backend)) {
                skipped.push({ key: `${summary.name}|${backend}|*|*`, reason: `${spec.file} lists backends ${spec.backends.join(', ')}` });
                continue;
            }
            for (const evalCase of cases) {
                for (let trial = 1; trial <= trialCount; trial++) {
                    trials.push({ key: trialKey(summary.name, backend, evalCase.id, trial), skill: summary.name, backend, spec, evalCase, trial, installs, fixtures, fingerprint });
                }
            }
        }
    }
    return { trials, skipped };
}
/** The declared skills plus every skill their references land in, transitively. */
function closure(declared, byName) {
    const out = [];
    const stack = [...declared];
    while (stack.length > 0) {
        const name = stack.shift();
        if (out.includes(name) || !byName.has(name))
            continue;
        out.push(name);
        stack.push(...byName.get(name).dependencies);
    }
    return out;
}
/**
 * What installing `skill` copies for a trial of `runSpec`: never its own eval spec, fixtures or forbidden
 * files, nor anything the running spec forbids. A neighbour's answer key is as much one as the subject's.
 */
function installFor(root, skill, ownSpec, runSpec) {
    const globs = [...runSpec.sandbox.forbiddenFiles, ...(ownSpec?.sandbox.forbiddenFiles ?? [])];
    if (ownSpec?.sandbox.fixtures)
        globs.push(`/${ownSpec.sandbox.fixtures.replace(/^\.\//, '').replace(/\/?$/, '/')}`);
    const files = installableFiles(external_node_path_default().join(root, skill.path), compileGlobs(globs));
    return { name: skill.name, files, sha256: hashFiles(files) };
}
function fixturesFor(root, subject, spec) {
    if (!spec.sandbox.fixtures)
        return [];
    return installableFiles(external_node_path_default().join(root, subject.path, spec.sandbox.fixtures), compileGlobs(spec.sandbox.forbiddenFiles));
}

;// CONCATENATED MODULE: ./src/eval/runner/pool.ts
/** Run `work` over `items` with at most `concurrency` at once; `shouldStart` may stop new starts. */
async function runPool(items, concurrency, work, shouldStart = () => true) {
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const item = items[next++];
            if (!shouldStart(item))
                continue;
            await work(item);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

;// CONCATENATED MODULE: ./src/eval/checks/context.ts
const pass = (label) => ({ label, status: 'pass' });
const fail = (label, reason) => ({ label, status: 'fail', reason });
const error = (label, reason) => ({ label, status: 'error', reason });

;// CONCATENATED MODULE: ./src/eval/checks/activation.ts

/** The agent chose (or, with `expect: false`, did not choose) the skill, by its own transcript. */
function checkActivation(check, ctx) {
    const label = check.expect ? `activation: ${check.skill}` : `activation: not ${check.skill}`;
    const activated = ctx.activated.has(check.skill);
    if (activated === check.expect)
        return pass(label);
    return fail(label, activated ? `${check.skill} was activated although the case says it should not be` : `the agent did not activate ${check.skill}`);
}
/** No installed skill fired: the case measures false triggering across the whole installed set. */
function checkNotActivatedAny(ctx) {
    const fired = ctx.installed.filter((s) => ctx.activated.has(s));
    return fired.length === 0 ? pass('not_activated_any') : fail('not_activated_any', `activated: ${fired.join(', ')}`);
}

;// CONCATENATED MODULE: ./src/eval/checks/command.ts

const DEFAULT_CHECK_TIMEOUT_SECONDS = 60;
/** A shell command in the working folder; exit 0 passes. A check that hangs is a harness error. */
async function checkCommand(check, ctx) {
    const label = `command: ${check.run}`;
    const seconds = check.timeoutSeconds ?? DEFAULT_CHECK_TIMEOUT_SECONDS;
    const r = await ctx.runCommand(check.run, seconds * 1000);
    if (r.spawnError)
        return error(label, `could not run the check: ${r.spawnError}`);
    if (r.timedOut)
        return error(label, `the check command timed out after ${seconds}s`);
    if (r.exitCode === 0)
        return pass(label);
    const tail = (r.stderr.trim() || r.stdout.trim()).split('\n').slice(-3).join(' | ');
    return fail(label, `exit ${r.exitCode ?? r.signal}${tail ? `: ${tail.slice(0, 300)}` : ''}`);
}

;// CONCATENATED MODULE: ./src/eval/checks/files.ts




const MAX_READ_BYTES = 16 * 1024 * 1024;
/** Resolve a spec path inside the working folder; a path that leaves it is a spec error, not a fail. */
function inWorkDir(ctx, rel) {
    const abs = external_node_path_default().resolve(ctx.workDir, rel);
    return isInside(ctx.workDir, abs) ? abs : undefined;
}
function checkFileExists(check, ctx) {
    const label = `file_exists: ${check.path}`;
    const abs = inWorkDir(ctx, check.path);
    if (!abs)
        return error(label, `${check.path} is outside the working folder`);
    return (0,external_node_fs_namespaceObject.existsSync)(abs) ? pass(label) : fail(label, `${check.path} was not created`);
}
function checkFileContains(check, ctx) {
    const label = `file_contains: ${check.path} ~ /${check.pattern}/`;
    const abs = inWorkDir(ctx, check.path);
    if (!abs)
        return error(label, `${check.path} is outside the working folder`);
    if (!(0,external_node_fs_namespaceObject.existsSync)(abs) || !(0,external_node_fs_namespaceObject.statSync)(abs).isFile())
        return fail(label, `${check.path} was not created`);
    if ((0,external_node_fs_namespaceObject.statSync)(abs).size > MAX_READ_BYTES)
        return fail(label, `${check.path} is larger than ${MAX_READ_BYTES} bytes`);
    return new RegExp(check.pattern, 'm').test((0,external_node_fs_namespaceObject.readFileSync)(abs, 'utf8')) ? pass(label) : fail(label, `${check.path} does not match /${check.pattern}/`);
}
function checkOutputMatches(check, ctx) {
    const label = `output_matches: /${check.pattern}/`;
    const answer = ctx.transcript.finalAnswer ?? '';
    return new RegExp(check.pattern, 'm').test(answer) ? pass(label) : fail(label, `the final answer does not match: ${JSON.stringify(answer.slice(0, 200))}`);
}

;// CONCATENATED MODULE: ./src/eval/checks/index.ts



async function runCheck(check, ctx) {
    switch (check.kind) {
        case 'activation':
            return checkActivation(check, ctx);
        case 'not_activated_any':
            return checkNotActivatedAny(ctx);
        case 'file_exists':
            return checkFileExists(check, ctx);
        case 'file_contains':
            return checkFileContains(check, ctx);
        case 'output_matches':
            return checkOutputMatches(check, ctx);
        case 'command':
            return checkCommand(check, ctx);
    }
}

;// CONCATENATED MODULE: ./src/eval/sandbox/environment.ts

/**
 * The agent's whole environment, built from nothing: the runner's variables never leak in (no
 * GITHUB_TOKEN, no cloud credentials), except PATH and the few a backend names in `passEnv` when it
 * talks to a real model.
 */
function sandboxEnvironment(input) {
    const { sandbox, runnerEnv } = input;
    const env = {
        PATH: runnerEnv.PATH ?? '/usr/local/bin:/usr/bin:/bin',
        HOME: sandbox.homeDir,
        TMPDIR: sandbox.tmpDir,
        XDG_CONFIG_HOME: external_node_path_default().join(sandbox.homeDir, '.config'),
        XDG_DATA_HOME: external_node_path_default().join(sandbox.homeDir, '.local', 'share'),
        XDG_STATE_HOME: external_node_path_default().join(sandbox.homeDir, '.local', 'state'),
        XDG_CACHE_HOME: external_node_path_default().join(sandbox.homeDir, '.cache'),
        LANG: 'C.UTF-8',
        TERM: 'dumb',
        NO_COLOR: '1',
        CI: 'true',
    };
    for (const name of input.passEnv) {
        const value = runnerEnv[name];
        if (value !== undefined && value !== '')
            env[name] = value;
    }
    return { ...env, ...input.backendEnv };
}
/** Replace every secret value in a text (transcripts are kept and uploaded). */
function redact(text, secrets) {
    let out = text;
    for (const s of secrets)
        if (s && s.length >= 8)
            out = out.split(s).join('[redacted]');
    return out;
}

;// CONCATENATED MODULE: ./src/eval/sandbox/sandbox.ts



/** A fresh sandbox under the system temp folder: work, home, config and tmp folders, nothing else. */
function createSandbox(parent = external_node_os_default().tmpdir()) {
    const root = (0,external_node_fs_namespaceObject.mkdtempSync)(external_node_path_default().join(parent, 'caliper-trial-'));
    const paths = {
        root,
        workDir: external_node_path_default().join(root, 'work'),
        homeDir: external_node_path_default().join(root, 'home'),
        configDir: external_node_path_default().join(root, 'config'),
        tmpDir: external_node_path_default().join(root, 'tmp'),
    };
    for (const dir of [paths.workDir, paths.homeDir, paths.configDir, paths.tmpDir])
        (0,external_node_fs_namespaceObject.mkdirSync)(dir);
    initGitRepository(paths.workDir);
    return paths;
}
function removeSandbox(sandbox) {
    (0,external_node_fs_namespaceObject.rmSync)(sandbox.root, { recursive: true, force: true, maxRetries: 3 });
}
/** Copy files into `destination`, creating folders as needed. Never links: some CLIs skip symlinks. */
function copyFiles(files, destination) {
    const made = new Set();
    for (const f of files) {
        const target = external_node_path_default().join(destination, f.rel);
        const dir = external_node_path_default().dirname(target);
        if (!made.has(dir)) {
            (0,external_node_fs_namespaceObject.mkdirSync)(dir, { recursive: true });
            made.add(dir);
        }
        (0,external_node_fs_namespaceObject.copyFileSync)(f.source, target);
    }
}
/**
 * An empty git repository written directly (no `git` process): CLIs bound project discovery by the
 * git root and Codex refuses to run outside one, but none needs a commit.
 */
function initGitRepository(dir) {
    const git = external_node_path_default().join(dir, '.git');
    for (const sub of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags'])
        (0,external_node_fs_namespaceObject.mkdirSync)(external_node_path_default().join(git, sub), { recursive: true });
    (0,external_node_fs_namespaceObject.writeFileSync)(external_node_path_default().join(git, 'HEAD'), 'ref: refs/heads/main\n');
    (0,external_node_fs_namespaceObject.writeFileSync)(external_node_path_default().join(git, 'config'), '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n[user]\n\tname = caliper\n\temail = caliper@localhost\n');
    (0,external_node_fs_namespaceObject.writeFileSync)(external_node_path_default().join(git, 'description'), 'caliper sandbox\n');
}

;// CONCATENATED MODULE: ./src/eval/runner/process.ts

const KILL_GRACE_MS = 2000;
/**
 * Run a command in its own process group with stdin closed (several CLIs wait for stdin's EOF otherwise).
 * On timeout the whole group gets SIGTERM, then SIGKILL; after exit, stragglers the agent left running
 * in the group are killed too.
 */
function runProcess(options) {
    const max = options.maxOutputBytes ?? 32 * 1024 * 1024;
    const started = Date.now();
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_namespaceObject.spawn)(options.command, options.args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const out = [];
        const err = [];
        let outBytes = 0;
        let errBytes = 0;
        let truncated = false;
        let timedOut = false;
        let spawnError;
        child.stdout.on('data', (b) => {
            if (outBytes + b.length > max)
                truncated = true;
            else
                out.push(b);
            outBytes += b.length;
        });
        child.stderr.on('data', (b) => {
            if (errBytes + b.length > max)
                truncated = true;
            else
                err.push(b);
            errBytes += b.length;
        });
        const killGroup = (signal) => {
            if (child.pid === undefined)
                return;
            try {
                process.kill(-child.pid, signal);
            }
            catch {
                // the group is gone already
            }
        };
        const timer = setTimeout(() => {
            timedOut = true;
            killGroup('SIGTERM');
            setTimeout(() => killGroup('SIGKILL'), KILL_GRACE_MS).unref();
        }, options.timeoutMs);
        child.on('error', (error) => {
            spawnError = error.message;
        });
        child.on('close', (exitCode, signal) => {
            clearTimeout(timer);
            killGroup('SIGKILL');
            resolve({
                exitCode,
                signal,
                stdout: Buffer.concat(out).toString('utf8'),
                stderr: Buffer.concat(err).toString('utf8'),
                timedOut,
                spawnError,
                durationMs: Date.now() - started,
                truncated,
            });
        });
    });
}

;// CONCATENATED MODULE: ./src/eval/runner/runTrial.ts







/** One trial: sandbox up, install, run the CLI, verify, tear down. Never throws. */
async function runTrial(plan, setup, attempt) {
    const started = Date.now();
    const base = {
        type: 'trial',
        key: plan.key,
        skill: plan.skill,
        backend: plan.backend,
        caseId: plan.evalCase.id,
        trial: plan.trial,
        attempts: attempt,
        backendVersion: setup.backendVersion,
        model: setup.endpoint.model,
    };
    const errorRecord = (reason, extra = {}) => ({
        ...base,
        outcome: 'error',
        reason,
        checks: [],
        usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
        durationMs: Date.now() - started,
        finishedAt: new Date().toISOString(),
        ...extra,
    });
    let sandbox;
    try {
        sandbox = createSandbox(setup.sandboxParent);
        const skillsRoot = setup.backend.skillsRoot(sandbox);
        for (const install of plan.installs)
            copyFiles(install.files, external_node_path_default().join(skillsRoot, install.name));
        copyFiles(plan.fixtures, sandbox.workDir);
        setup.backend.configure(sandbox, setup.endpoint);
        const { args, env: backendEnv } = setup.backend.command({ sandbox, prompt: plan.evalCase.prompt, endpoint: setup.endpoint, maxTurns: setup.maxTurns });
        const env = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: setup.passRunnerEnv ? setup.backend.passEnv : [], backendEnv });
        const wrapped = wrapCommand(setup.agentIsolation, setup.executable, args);
        const run = await runProcess({ command: wrapped.command, args: wrapped.args, cwd: sandbox.workDir, env, timeoutMs: setup.timeoutMs });
        const secrets = [setup.endpoint.apiKey, ...setup.backend.passEnv.map((n) => setup.runnerEnv[n])];
        const transcript = saveTranscript(setup.outDir, plan, run, secrets);
        const harnessFault = classifyRun(run, setup);
        if (harnessFault)
            return { record: errorRecord(harnessFault, { transcript }), transient: false };
        const parsed = setup.backend.parseTranscript(run.stdout);
        if (!parsed.ok)
            return { record: errorRecord(withExit(parsed.reason, run), { transcript }), transient: false };
        const t = parsed.transcript;
        const usage = t.usage;
        if (t.error)
            return { record: errorRecord(`${setup.backend.name} reported: ${t.error.message}`, { transcript, usage }), transient: t.error.transient };
        if (run.exitCode !== 0)
            return { record: errorRecord(withExit('the CLI failed', run), { transcript, usage }), transient: false };
        const installed = plan.installs.map((i) => i.name);
        const undiscovered = discoveryProblem(t, installed, setup.backend.name);
        if (undiscovered)
            return { record: errorRecord(undiscovered, { transcript, usage }), transient: false };
        const activated = setup.backend.activatedSkills(t);
        const activations = {};
        for (const name of installed)
            activations[name] = activated.has(name) ? 'activated' : 'not-activated';
        const checks = [];
        const checkEnv = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: [], backendEnv: {} });
        const ctx = {
            workDir: sandbox.workDir,
            transcript: t,
            activated,
            installed,
            runCommand: (command, timeoutMs) => {
                const w = wrapCommand(setup.isolation, 'sh', ['-c', command]);
                return runProcess({ command: w.command, args: w.args, cwd: sandbox.workDir, env: checkEnv, timeoutMs });
            },
        };
        for (const check of plan.evalCase.checks)
            checks.push(await runCheck(check, ctx));
        const firstError = checks.find((c) => c.status === 'error');
        const firstFail = checks.find((c) => c.status === 'fail');
        const outcome = firstError ? 'error' : firstFail ? 'fail' : 'pass';
        const reason = firstError ? `check ${firstError.label}: ${firstError.reason}` : firstFail ? `${firstFail.label}: ${firstFail.reason}` : undefined;
        return {
            record: {
                ...base,
                model: t.model ?? base.model,
                backendVersion: t.cliVersion ?? base.backendVersion,
                outcome,
                ...(reason !== undefined && { reason }),
                ...(outcome !== 'error' && { activations }),
                checks,
                usage,
                durationMs: Date.now() - started,
                transcript,
                finishedAt: new Date().toISOString(),
            },
            transient: false,
        };
    }
    catch (error) {
        return { record: errorRecord(`caliper could not run the trial: ${error instanceof Error ? error.message : String(error)}`), transient: false };
    }
    finally {
        if (sandbox)
            removeSandbox(sandbox);
    }
}
/** Faults of the harness or the CLI process, before the transcript is even read. */
function classifyRun(run, setup) {
    const seconds = Math.round(setup.timeoutMs / 1000);
    if (run.spawnError)
        return `${setup.backend.name} could not be started: ${run.spawnError}`;
    if (run.timedOut)
        return `timed out after ${seconds}s (the CLI's process group was killed)`;
    if (run.exitCode === LAUNCHER_FAILURE) {
        const line = run.stderr.split('\n').find((l) => l.startsWith('caliper-launcher: '));
        if (line)
            return `the sandbox could not start the CLI: ${line.slice('caliper-launcher: '.length)}`;
    }
    if (run.signal)
        return `the CLI was killed by ${run.signal}`;
    return undefined;
}
/** A skill the CLI never listed cannot have been chosen: that is a harness error, not "not activated". */
function discoveryProblem(t, installed, backend) {
    if (t.discoveredSkills === undefined)
        return `${backend} did not report which skills it discovered, so activation cannot be trusted`;
    const missing = installed.filter((s) => !t.discoveredSkills.includes(s));
    return missing.length > 0 ? `${backend} did not discover the installed skill(s) ${missing.join(', ')}` : undefined;
}
function withExit(reason, run) {
    if (run.exitCode === 0)
        return reason;
    const tail = run.stderr.trim().split('\n').slice(-2).join(' | ').slice(0, 300);
    return `${reason}; exit ${run.exitCode}${tail ? `: ${tail}` : ''}`;
}
function saveTranscript(outDir, plan, run, secrets) {
    const rel = external_node_path_default().join('transcripts', plan.skill, plan.backend, plan.evalCase.id, `${plan.trial}.jsonl`);
    const abs = external_node_path_default().join(outDir, rel);
    (0,external_node_fs_namespaceObject.mkdirSync)(external_node_path_default().dirname(abs), { recursive: true });
    (0,external_node_fs_namespaceObject.writeFileSync)(abs, redact(run.stdout, secrets));
    if (run.stderr.trim() !== '')
        (0,external_node_fs_namespaceObject.writeFileSync)(abs.replace(/\.jsonl$/, '.stderr.txt'), redact(run.stderr, secrets));
    return rel.split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/results/cache/resultCache.ts



function cacheKey(id) {
    const digest = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(JSON.stringify(id)).digest('hex').slice(0, 40);
    return `caliper-results-${id.backend}-${digest}`;
}
/** A cache in a folder: `caliper eval --cache-dir`, and the store the tests use. Keys are never overwritten. */
function folderCache(dir) {
    const file = (key) => external_node_path_default().join(dir, `${key}.json`);
    return {
        async restore(key) {
            if (!(0,external_node_fs_namespaceObject.existsSync)(file(key)))
                return undefined;
            try {
                return JSON.parse((0,external_node_fs_namespaceObject.readFileSync)(file(key), 'utf8'));
            }
            catch {
                return undefined;
            }
        },
        async save(key, records) {
            if ((0,external_node_fs_namespaceObject.existsSync)(file(key)))
                return;
            (0,external_node_fs_namespaceObject.mkdirSync)(dir, { recursive: true });
            const tmp = `${file(key)}.${process.pid}.tmp`;
            (0,external_node_fs_namespaceObject.writeFileSync)(tmp, JSON.stringify(records));
            (0,external_node_fs_namespaceObject.renameSync)(tmp, file(key));
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

;// CONCATENATED MODULE: ./src/eval/runner/runEval.ts

















class EvalSetupError extends Error {
}
const DEFAULT_TRIALS = 3;
const DEFAULT_TIMEOUT_SECONDS = 300;
const DEFAULT_MAX_TURNS = 30;
const MAX_ATTEMPTS = 3;
/** Plan, run and aggregate an eval. Writes `trials.jsonl` as it goes and `results.json` at the end. */
async function runEval(options) {
    const env = options.env ?? process.env;
    const progress = options.progress ?? (() => { });
    const startedAt = new Date().toISOString();
    const defaultTrials = options.defaultTrials ?? DEFAULT_TRIALS;
    for (const name of options.backends)
        if (!backendNamed(name))
            throw new EvalSetupError(`backend ${name} is not available in this version of caliper`);
    const trials = options.sequential ? options.sequential.maxTrials : options.trials;
    const plan = planTrials(options.report, { backends: options.backends, defaultTrials, trials, skills: options.skills, cases: options.cases });
    for (const s of plan.skipped)
        progress(`skipped ${s.key}: ${s.reason}`);
    const runDir = external_node_fs_namespaceObject.realpathSync.native((0,external_node_fs_namespaceObject.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'caliper-run-')));
    let server;
    let network;
    try {
        const probes = new Map(options.backends.map((name) => [name, probeCli(backendNamed(name), options.cliPaths?.[name], env)]));
        for (const probe of probes.values())
            if (!probe.ok)
                progress(probe.reason);
        const executables = [...probes.values()].flatMap((p) => (p.ok ? [p.executable] : []));
        const isolation = chooseIsolation(options, runDir, executables, progress);
        const scripted = options.model.kind === 'scripted';
        if (scripted) {
            server = await startScriptedModel({ socketPath: external_node_path_default().join(runDir, 'model.sock'), tcp: isolation.kind === 'none', logFile: external_node_path_default().join(options.outDir, 'model-requests.jsonl') });
            if (isolation.kind === 'namespace')
                network = await startNetworkNamespace(runDir, server.socketPath);
        }
        const setups = new Map();
        for (const name of options.backends) {
            const backend = backendNamed(name);
            const probe = probes.get(name);
            if (!probe.ok) {
                setups.set(name, { unavailable: probe.reason });
                continue;
            }
            const model = options.model;
            const endpoint = model.kind === 'real'
                ? { baseUrl: model.baseUrl, apiKey: model.apiKey, model: model.model }
                : { baseUrl: isolation.kind === 'none' ? server.tcpUrl : `http://127.0.0.1:${BRIDGE_PORT}`, apiKey: 'scripted-model-key', model: undefined };
            const agentIsolation = isolation.kind === 'namespace' && network ? { ...isolation, network } : isolation;
            setups.set(name, {
                backend,
                executable: probe.executable,
                backendVersion: probe.version,
                endpoint,
                passRunnerEnv: !scripted,
                isolation,
                agentIsolation,
                runnerEnv: env,
                timeoutMs: (options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
                maxTurns: options.maxTurns ?? DEFAULT_MAX_TURNS,
                outDir: options.outDir,
                sandboxParent: undefined,
            });
        }
        const fingerprint = {
            era: ERA,
            discipline: 'install-discover',
            caliperVersion: CALIPER_VERSION,
            model: options.model.kind === 'real' ? (options.model.model ?? 'cli-default') : 'scripted',
            sequential: options.sequential ? describeDesign(options.sequential) : 'fixed',
            backends: options.backends.map((b) => {
                const s = setups.get(b);
                return { name: b, version: 'unavailable' in s ? 'unavailable' : s.backendVersion };
            }),
            trials: [...new Set(plan.trials.map((t) => `${t.skill}|${t.backend}|${t.spec.hash}|${t.installs.map((i) => `${i.name}:${i.sha256}`).join(',')}`))].sort(),
        };
        const journal = openJournal(options.outDir, fingerprint, options.journal ?? 'new');
        const records = new Map(journal.done);
        if (journal.done.size > 0)
            progress(`resuming: ${journal.done.size} trial(s) already done`);
        const groups = groupBySkillAndBackend(plan.trials);
        const keyOf = (group) => {
            const first = group[0];
            const setup = setups.get(first.backend);
            return cacheKey({
                era: ERA,
                discipline: 'install-discover',
                backend: first.backend,
                backendVersion: 'unavailable' in setup ? 'unavailable' : setup.backendVersion,
                model: fingerprint.model,
                trials: options.sequential ? describeDesign(options.sequential) : `fixed:${group.filter((t) => t.evalCase.id === first.evalCase.id).length}`,
                fingerprint: first.fingerprint,
            });
        };
        if (options.cache) {
            for (const group of groups) {
                if (group.some((t) => records.has(t.key)) || 'unavailable' in setups.get(group[0].backend))
                    continue;
                const key = keyOf(group);
                const cached = await options.cache.store.restore(key);
                if (!cached)
                    continue;
                for (const r of cached) {
                    const restored = { ...r, fromCache: key };
                    records.set(r.key, restored);
                    journal.append(restored);
                }
                progress(`restored ${cached.length} trial(s) of ${group[0].skill} × ${group[0].backend} from the result cache`);
            }
        }
        const skipped = [...plan.skipped];
        const budget = new Budget(options.budget ?? {});
        const todo = plan.trials.filter((t) => !records.has(t.key));
        let finished = 0;
        const total = todo.length;
        const record = (r) => {
            records.set(r.key, r);
            journal.append(r);
            budget.spend(r);
            finished++;
            const seconds = (r.durationMs / 1000).toFixed(1);
            progress(`[${finished}/${total}] ${r.skill} × ${r.backend} × ${r.caseId} #${r.trial}: ${r.outcome}${r.reason ? ` (${r.reason})` : ''} ${seconds}s`);
        };
        await runPool(todo, options.concurrency ?? external_node_os_default().availableParallelism(), async (trial) => {
            const setup = setups.get(trial.backend);
            if ('unavailable' in setup) {
                record(unavailableRecord(trial, setup.unavailable));
                return;
            }
            for (let attempt = 1;; attempt++) {
                budget.launch();
                const run = await runTrial(trial, setup, attempt);
                if (!run.transient || attempt >= MAX_ATTEMPTS || budget.exhausted()) {
                    record(run.record);
                    return;
                }
                progress(`retrying ${trial.key} after a transient fault: ${run.record.reason}`);
                await sleep((options.retryDelayMs ?? 1000) * 2 ** (attempt - 1));
            }
        }, (trial) => {
            if (options.sequential && caseDecided(trial, records, options.sequential))
                return false;
            const reason = budget.exhausted();
            if (!reason)
                return true;
            skipped.push({ key: trial.key, reason });
            return false;
        });
        if (options.cache?.write) {
            const skippedSet = new Set(skipped.map((s) => s.key));
            for (const group of groups) {
                const done = group.map((t) => records.get(t.key)).filter((r) => r !== undefined);
                const complete = group.every((t) => records.has(t.key) || (options.sequential && !skippedSet.has(t.key)));
                // Harness errors are not cached: a flaky fault must not be frozen into every later run.
                if (complete && done.length > 0 && done.every((r) => r.outcome !== 'error'))
                    await options.cache.store.save(keyOf(group), done);
            }
        }
        const budgetSkips = skipped.length - plan.skipped.length;
        if (budgetSkips > 0)
            progress(`budget reached: ${budgetSkips} trial(s) not run (${skipped[skipped.length - 1].reason})`);
        const meta = {
            era: ERA,
            discipline: 'install-discover',
            caliperVersion: CALIPER_VERSION,
            backends: options.backends.map((b) => {
                const s = setups.get(b);
                const done = [...records.values()].find((r) => r.backend === b && r.model);
                return { name: b, version: 'unavailable' in s ? undefined : s.backendVersion, model: done?.model ?? (scripted ? 'scripted' : options.model.kind === 'real' ? options.model.model : undefined) };
            }),
            defaultTrials,
            ...(options.sequential && { sequential: describeDesign(options.sequential) }),
            platform: `${process.platform}-${process.arch} node ${process.version}`,
            startedAt,
            finishedAt: new Date().toISOString(),
        };
        // With sequential trials, planned trials the rule made unnecessary are not part of the run.
        const skippedKeys = new Set(skipped.map((s) => s.key));
        const results = aggregate(plan.trials.filter((t) => records.has(t.key) || skippedKeys.has(t.key)), records, meta, skipped, options.sequential);
        (0,external_node_fs_namespaceObject.writeFileSync)(external_node_path_default().join(options.outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
        return results;
    }
    finally {
        network?.stop();
        await server?.close();
        (0,external_node_fs_namespaceObject.rmSync)(runDir, { recursive: true, force: true });
    }
}
/**
 * Namespaces when they work (required with `isolation: 'namespace'`). The evaluated repository is hidden
 * from the agent unless something the run needs lives inside it. The network namespace is added once
 * the scripted model is up.
 */
function chooseIsolation(options, runDir, executables, progress) {
    const wanted = options.isolation ?? 'auto';
    if (wanted === 'none')
        return { kind: 'none' };
    const probe = namespacesAvailable();
    if (!probe.ok) {
        if (wanted === 'namespace')
            throw new EvalSetupError(`isolation "namespace" is not available here: ${probe.reason}`);
        progress(`warning: no namespace isolation (${probe.reason}); the agent can reach the network and the repository`);
        return { kind: 'none' };
    }
    const root = external_node_fs_namespaceObject.realpathSync.native(options.report.root);
    const needed = [runDir, external_node_os_default().tmpdir(), process.execPath, ...executables].map((p) => external_node_fs_namespaceObject.realpathSync.native(p));
    const conflict = needed.find((p) => isInside(root, p));
    if (conflict)
        progress(`warning: ${root} is not hidden from the agent because ${conflict} lives inside it`);
    return { kind: 'namespace', enterScript: writeEnterScript(runDir), network: undefined, hideDirs: conflict ? [] : [root] };
}
function groupBySkillAndBackend(trials) {
    const groups = new Map();
    for (const t of trials) {
        const key = `${t.skill}|${t.backend}`;
        groups.set(key, [...(groups.get(key) ?? []), t]);
    }
    return [...groups.values()];
}
/** Whether the SPRT has already decided this trial's case from the trials that finished. */
function caseDecided(trial, records, design) {
    let passes = 0;
    let failures = 0;
    for (let n = 1; n <= design.maxTrials; n++) {
        const r = records.get(`${trial.skill}|${trial.backend}|${trial.evalCase.id}|${n}`);
        if (r?.outcome === 'pass')
            passes++;
        else if (r?.outcome === 'fail')
            failures++;
    }
    return sequentialDecision(passes, failures, design) !== 'continue';
}
class Budget {
    limits;
    launched = 0;
    tokens = 0;
    cost = 0;
    constructor(limits) {
        this.limits = limits;
    }
    launch() {
        this.launched++;
    }
    spend(r) {
        this.tokens += r.usage.inputTokens + r.usage.outputTokens;
        this.cost += r.usage.costUsd ?? 0;
    }
    exhausted() {
        const { maxTrials, maxTokens, maxCostUsd } = this.limits;
        if (maxTrials !== undefined && this.launched >= maxTrials)
            return `budget: --max-trials ${maxTrials} reached`;
        if (maxTokens !== undefined && this.tokens >= maxTokens)
            return `budget: --max-tokens ${maxTokens} reached`;
        if (maxCostUsd !== undefined && this.cost >= maxCostUsd)
            return `budget: --max-cost ${maxCostUsd} USD reached`;
        return undefined;
    }
}
function unavailableRecord(trial, reason) {
    return {
        type: 'trial',
        key: trial.key,
        skill: trial.skill,
        backend: trial.backend,
        caseId: trial.evalCase.id,
        trial: trial.trial,
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

;// CONCATENATED MODULE: ./src/eval/pr/baseWorktree.ts




class BaseCheckoutError extends Error {
}
/**
 * The repository at `ref`, as a detached worktree in a temporary folder, so base and head are measured
 * in the same job with the same CLIs. A shallow checkout is deepened by fetching just that commit.
 */
function checkoutBase(evalDir, ref) {
    const git = (args, cwd = evalDir) => (0,external_node_child_process_namespaceObject.spawnSync)('git', args, { cwd, encoding: 'utf8' });
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
            throw new BaseCheckoutError(`cannot find the base commit ${ref}${fetched.status !== 0 ? ` (git fetch: ${fetched.stderr.trim().split('\n').pop()})` : ''}`);
    }
    const commit = sha.stdout.trim();
    const dir = external_node_fs_namespaceObject.realpathSync.native((0,external_node_fs_namespaceObject.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'caliper-base-')));
    const added = git(['worktree', 'add', '--detach', '--force', dir, commit], root);
    if (added.status !== 0)
        throw new BaseCheckoutError(`git worktree add failed: ${added.stderr.trim()}`);
    return {
        dir: external_node_path_default().join(dir, external_node_path_default().relative(external_node_fs_namespaceObject.realpathSync.native(root), external_node_fs_namespaceObject.realpathSync.native(evalDir))),
        sha: commit,
        remove() {
            git(['worktree', 'remove', '--force', dir], root);
            (0,external_node_fs_namespaceObject.rmSync)(dir, { recursive: true, force: true });
        },
    };
}

;// CONCATENATED MODULE: ./src/skills/rules.ts
/** Every validation rule caliper knows, with a stable id. `docs/rules.md` has a section per id. */
const RULES = {
    'frontmatter-missing': { severity: 'error', summary: 'SKILL.md must start with a YAML front matter block.' },
    'frontmatter-unclosed': { severity: 'error', summary: 'The front matter block must be closed by a `---` line.' },
    'frontmatter-invalid-yaml': { severity: 'error', summary: 'The front matter must parse as safe YAML (no code, capped aliases).' },
    'frontmatter-not-mapping': { severity: 'error', summary: 'The front matter must be a mapping of fields.' },
    'frontmatter-language': { severity: 'error', summary: 'Executable front matter (`---js`, `---javascript`, …) is refused unread.' },
    'name-missing': { severity: 'error', summary: '`name` is required.' },
    'name-format': { severity: 'error', summary: '`name`: 1–64 lowercase letters, digits and single hyphens, no hyphen at either end.' },
    'name-mismatch': { severity: 'error', summary: '`name` must equal the skill folder name.' },
    'name-duplicate': { severity: 'error', summary: 'Two skills in one repository may not share a `name`.' },
    'description-missing': { severity: 'error', summary: '`description` is required and must be a non-empty string.' },
    'description-too-long': { severity: 'error', summary: '`description` is at most 1,024 characters.' },
    'field-type': { severity: 'error', summary: 'A spec field has the wrong type or size (`license`, `compatibility`, `metadata`, `allowed-tools`).' },
    'field-unknown': { severity: 'warning', summary: 'A front matter field is neither in the spec nor a known backend extension (an error under `--strict-spec`).' },
    'lone-command-file': { severity: 'error', summary: 'A command-style `.md` file has no skill folder, `name` or `description`: nothing can install it.' },
    'skill-file-name': { severity: 'error', summary: 'The skill file must be named exactly `SKILL.md`.' },
    'nested-skill': { severity: 'warning', summary: 'A skill folder inside another skill folder is installed along with its parent.' },
    'reference-unresolved': { severity: 'error', summary: 'A link or path in SKILL.md resolves to nothing.' },
    'reference-outside-skill': { severity: 'error', summary: 'A reference leaves the skill folder without landing in another skill of the repository.' },
    'symlink-escape': { severity: 'error', summary: 'A symlink in a skill folder points outside it (or nowhere).' },
    'file-encoding': { severity: 'error', summary: 'SKILL.md must be UTF-8 text.' },
    'file-size': { severity: 'error', summary: 'A skill exceeds a size cap (SKILL.md, file count or total bytes).' },
    'file-name-unsafe': { severity: 'error', summary: 'A file name in a skill could escape or corrupt the install root.' },
    'description-when-to-use': { severity: 'warning', summary: 'The description should say when to use the skill.' },
    'description-angle-brackets': { severity: 'warning', summary: '`<` or `>` in a description breaks the XML skill listings agents receive.' },
    'description-near-duplicate': { severity: 'warning', summary: 'Two skills with nearly the same description compete for activation.' },
    'body-too-long': { severity: 'warning', summary: 'The SKILL.md body is over 500 lines or about 5,000 tokens.' },
    'eval-spec-invalid-yaml': { severity: 'error', summary: 'An `.eval.yaml` must parse as safe YAML.' },
    'eval-spec-schema': { severity: 'error', summary: 'An `.eval.yaml` must match `schemas/eval-spec.schema.json`.' },
    'eval-spec-unknown-skill': { severity: 'error', summary: 'An eval spec names a skill that is not in the repository.' },
    'eval-spec-duplicate-case': { severity: 'error', summary: 'Case ids in one eval spec must be unique.' },
    'eval-spec-path': { severity: 'error', summary: 'A `sandbox.fixtures` path must be a folder inside the skill.' },
    'eval-spec-disabled-activation': { severity: 'error', summary: 'A case expects activation of a skill that has `disable-model-invocation: true`.' },
    'eval-spec-invocation-syntax': { severity: 'error', summary: 'A prompt invokes a skill by name; install-and-discover prompts must not.' },
    'eval-spec-file-name': { severity: 'error', summary: 'An eval spec must be named `.eval.yaml`.' },
    'eval-spec-orphan': { severity: 'error', summary: 'An `.eval.yaml` must sit beside the `SKILL.md` it evaluates.' },
};
const RULE_IDS = Object.keys(RULES);
const RULES_DOC_URL = 'https://github.com/caliper-ci/caliper/blob/main/docs/rules.md';

;// CONCATENATED MODULE: ./src/skills/diagnostic.ts

function diagnostic(rule, file, message, extra = {}) {
    const d = { rule, severity: extra.severity ?? RULES[rule].severity, file, message };
    if (extra.line !== undefined)
        d.line = extra.line;
    if (extra.fix)
        d.fix = extra.fix;
    return d;
}
function compareDiagnostics(a, b) {
    return a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.rule.localeCompare(b.rule);
}

;// CONCATENATED MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
/*! js-yaml 5.5.0 https://github.com/nodeca/js-yaml @license MIT */
//#region src/tag.ts
/**
* Returned by a scalar resolver when the source does not match its tag.
*
* @category Tags
*/
var NOT_RESOLVED = Symbol("NOT_RESOLVED");
/**
* Create a normalized scalar tag definition.
*
* @category Tags
*/
function defineScalarTag(tagName, options) {
	return {
		tagName,
		nodeKind: "scalar",
		implicit: options.implicit ?? false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		implicitFirstChars: options.implicitFirstChars ?? null,
		resolve: options.resolve,
		identify: options.identify,
		represent: options.represent ?? ((data) => String(data)),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
/**
* Create a normalized sequence tag definition.
*
* @category Tags
*/
function defineSequenceTag(tagName, options) {
	const carrierIsResult = options.finalize === void 0;
	return {
		tagName,
		nodeKind: "sequence",
		implicit: false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		create: options.create,
		addItem: options.addItem,
		finalize: options.finalize ?? ((carrier) => carrier),
		carrierIsResult,
		identify: options.identify,
		represent: options.represent ?? ((data) => data),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
/**
* Create a normalized mapping tag definition.
*
* @category Tags
*/
function defineMappingTag(tagName, options) {
	const carrierIsResult = options.finalize === void 0;
	return {
		tagName,
		nodeKind: "mapping",
		implicit: false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		create: options.create,
		addPair: options.addPair,
		has: options.has,
		keys: options.keys,
		get: options.get,
		finalize: options.finalize ?? ((carrier) => carrier),
		carrierIsResult,
		identify: options.identify,
		represent: options.represent ?? ((data) => data),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
//#endregion
//#region src/tag/scalar/str.ts
/** @category Tags */
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
	resolve: (source) => source,
	identify: (data) => typeof data === "string"
});
//#endregion
//#region src/tag/scalar/null_core.ts
var NULL_VALUES$1 = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
];
/** @category Tags */
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (source) => {
		if (NULL_VALUES$1.indexOf(source) !== -1) return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
//#endregion
//#region src/tag/scalar/null_json.ts
/** @category Tags */
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: ["n"],
	resolve: (source, isExplicit) => {
		if (source === "null" || isExplicit && source === "") return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
//#endregion
//#region src/tag/scalar/null_yaml11.ts
var NULL_VALUES = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
];
/** @category Tags */
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (source) => {
		if (NULL_VALUES.indexOf(source) !== -1) return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
//#endregion
//#region src/tag/scalar/bool_core.ts
var TRUE_VALUES$2 = [
	"true",
	"True",
	"TRUE"
];
var FALSE_VALUES$2 = [
	"false",
	"False",
	"FALSE"
];
/** @category Tags */
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: [
		"t",
		"T",
		"f",
		"F"
	],
	resolve: (source) => {
		if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
		if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
//#endregion
//#region src/tag/scalar/bool_json.ts
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
/** @category Tags */
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: ["t", "f"],
	resolve: (source) => {
		if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
		if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
//#endregion
//#region src/tag/scalar/bool_yaml11.ts
var TRUE_VALUES = [
	"true",
	"True",
	"TRUE",
	"y",
	"Y",
	"yes",
	"Yes",
	"YES",
	"on",
	"On",
	"ON"
];
var FALSE_VALUES = [
	"false",
	"False",
	"FALSE",
	"n",
	"N",
	"no",
	"No",
	"NO",
	"off",
	"Off",
	"OFF"
];
/** @category Tags */
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: [
		"y",
		"Y",
		"n",
		"N",
		"t",
		"T",
		"f",
		"F",
		"o",
		"O"
	],
	resolve: (source) => {
		if (TRUE_VALUES.indexOf(source) !== -1) return true;
		if (FALSE_VALUES.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
//#endregion
//#region src/tag/scalar/int_core.ts
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
	let value = source;
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
	} else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger$2(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
/** @category Tags */
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: resolveYamlInteger$2,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
//#endregion
//#region src/tag/scalar/int_json.ts
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source) {
	let value = source;
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	} else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger$1(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
/** @category Tags */
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: resolveYamlInteger$1,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
//#endregion
//#region src/tag/scalar/int_yaml11.ts
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source) {
	let value = source.replace(/_/g, "");
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	if (value.includes(":")) {
		let result = 0;
		for (const part of value.split(":")) result = result * 60 + Number(part);
		return sign * result;
	}
	if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger(source) {
	if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
/** @category Tags */
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: resolveYamlInteger,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
//#endregion
//#region src/tag/scalar/float_core.ts
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source) {
	if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
	let value = source.toLowerCase();
	const sign = value[0] === "-" ? -1 : 1;
	if ("+-".includes(value[0])) value = value.slice(1);
	if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
	if (value === ".nan") return NaN;
	const result = sign * parseFloat(value);
	if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
/** @category Tags */
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: resolveYamlFloat$2,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat$2
});
//#endregion
//#region src/tag/scalar/float_json.ts
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
		let value = source.toLowerCase();
		const sign = value[0] === "-" ? -1 : 1;
		if ("+-".includes(value[0])) value = value.slice(1);
		if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
		if (value === ".nan") return NaN;
		const result = sign * parseFloat(value);
		return Number.isFinite(result) ? result : NOT_RESOLVED;
	}
	if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	const result = Number(source);
	if (Number.isFinite(result)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
/** @category Tags */
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: resolveYamlFloat$1,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat$1
});
//#endregion
//#region src/tag/scalar/float_yaml11.ts
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source) {
	if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
	let value = source.toLowerCase().replace(/_/g, "");
	const sign = value[0] === "-" ? -1 : 1;
	if ("+-".includes(value[0])) value = value.slice(1);
	if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
	if (value === ".nan") return NaN;
	let result = 0;
	if (value.includes(":")) {
		for (const part of value.split(":")) result = result * 60 + Number(part);
		result *= sign;
	} else result = sign * parseFloat(value);
	if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
/** @category Tags */
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: resolveYamlFloat,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat
});
//#endregion
//#region src/tag/scalar/merge.ts
/**
* Enables merge keys in {@link CORE_SCHEMA} when added with
* {@link Schema.withTags}.
*
* @category Tags
*/
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
	implicit: true,
	implicitFirstChars: ["<"],
	resolve: (source, isExplicit) => {
		if (source === "<<" || isExplicit && source === "") return "<<";
		return NOT_RESOLVED;
	},
	identify: () => false
});
//#endregion
//#region src/tag/scalar/binary.ts
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
	const input = source.replace(/\s/g, "");
	if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
	const binary = atob(input);
	const result = new Uint8Array(binary.length);
	for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
	return result;
}
function representYamlBinary(object) {
	let binary = "";
	for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
	return btoa(binary);
}
/**
* The `!!binary` tag, represented as a `Uint8Array`.
*
* @category Tags
*/
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
	resolve: resolveYamlBinary,
	identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
	represent: representYamlBinary
});
//#endregion
//#region src/tag/scalar/timestamp.ts
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function makeUtcDate(year, month, day, hour = 0, minute = 0, second = 0, fraction = 0) {
	const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
	date.setUTCFullYear(year, month, day);
	return date;
}
function resolveYamlTimestamp(source) {
	let match = YAML_DATE_REGEXP.exec(source);
	if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
	if (match === null) return NOT_RESOLVED;
	const year = +match[1];
	const month = +match[2] - 1;
	const day = +match[3];
	if (!match[4]) {
		const date = makeUtcDate(year, month, day);
		if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
		return date;
	}
	const hour = +match[4];
	const minute = +match[5];
	const second = +match[6];
	let fraction = 0;
	if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
	if (match[7]) {
		let value = match[7].slice(0, 3);
		while (value.length < 3) value += "0";
		fraction = +value;
	}
	const date = makeUtcDate(year, month, day, hour, minute, second, fraction);
	if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
	if (match[9]) {
		const offsetHour = +match[10];
		const offsetMinute = +(match[11] || 0);
		if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
		const offset = (offsetHour * 60 + offsetMinute) * 6e4;
		date.setTime(date.getTime() - (match[9] === "-" ? -offset : offset));
	}
	return date;
}
/**
* The YAML 1.1 `!!timestamp` tag, represented as a JavaScript `Date`.
*
* @category Tags
*/
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
	implicit: true,
	implicitFirstChars: [..."0123456789"],
	resolve: resolveYamlTimestamp,
	identify: (object) => object instanceof Date,
	represent: (object) => object.toISOString()
});
//#endregion
//#region src/tag/sequence/seq.ts
/** @category Tags */
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
	create: () => [],
	addItem: (container, item) => {
		container.push(item);
	},
	identify: Array.isArray
});
//#endregion
//#region src/common/object.ts
function isPlainObject(data) {
	if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
	const prototype = Object.getPrototypeOf(data);
	return prototype === null || prototype === Object.prototype;
}
function pick(object, keys) {
	const result = {};
	for (const key of keys) if (object[key] !== void 0) result[key] = object[key];
	return result;
}
//#endregion
//#region src/tag/sequence/omap.ts
/**
* Provided only for YAML 1.1 compatibility and supported by the loader only.
* JavaScript has no dedicated class to represent this type, so it cannot be
* identified and dumped.
*
* ```yaml
* !!omap
*   - one: 1
*   - two: 2
* ```
*
* is loaded as
*
* ```javascript
* [
*   { one: 1 },
*   { two: 2 }
* ]
* ```
*
* @category Tags
*/
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
	create: () => ({
		list: [],
		seen: /* @__PURE__ */ new Set()
	}),
	addItem: (carrier, item) => {
		let key;
		if (item instanceof Map) {
			if (item.size !== 1) return "cannot resolve an ordered map item";
			key = item.keys().next().value;
		} else if (isPlainObject(item)) {
			const itemKeys = Object.keys(item);
			if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
			key = itemKeys[0];
		} else return "cannot resolve an ordered map item";
		if (carrier.seen.has(key)) return "duplicate key in ordered map";
		carrier.seen.add(key);
		carrier.list.push(item);
		return "";
	},
	finalize: (carrier) => carrier.list,
	identify: () => false
});
//#endregion
//#region src/tag/sequence/pairs.ts
/**
* Provided only for YAML 1.1 compatibility and supported by the loader only.
* JavaScript has no dedicated class to represent this type, so it cannot be
* identified and dumped.
*
* ```yaml
* !!pairs
*   - one: 1
*   - two: 2
* ```
*
* is loaded as
*
* ```javascript
* [
*   ['one', 1],
*   ['two', 2]
* ]
* ```
*
* @category Tags
*/
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
	create: () => [],
	addItem: (container, item) => {
		if (item instanceof Map) {
			if (item.size !== 1) return "cannot resolve a pairs item";
			container.push(item.entries().next().value);
			return "";
		}
		if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
		const object = item;
		const keys = Object.keys(object);
		if (keys.length !== 1) return "cannot resolve a pairs item";
		container.push([keys[0], object[keys[0]]]);
		return "";
	},
	identify: () => false
});
//#endregion
//#region src/tag/mapping/map.ts
/**
* This is the default mapping implementation. It uses `{}` objects and has only
* partial functionality due to language limitations. This choice was made
* because users expect to get JavaScript objects, and it was left unchanged to
* avoid too many breaking changes in the v5 release.
*
* Side effects:
*
* - `Object.hasOwn()` checks or `for...of` loops are required for safe use (to
*   avoid falling through to prototypes).
* - Only scalar string keys are supported properly.
* - Other scalar keys, such as `null` and numbers, are converted to strings.
*   This is historical behaviour, and it can cause side effects such as
*   problems with `!!merge`.
*
* Note that non-string scalar keys may be deprecated in future versions.
*
* Ideally, use {@link realMapTag} instead.
*
* @category Tags
*/
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: isPlainObject,
	represent: (o) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of Object.keys(o)) map.set(key, o[key]);
		return map;
	},
	addPair: (container, key, value) => {
		if (key !== null && typeof key === "object") return "object-based map does not support complex keys";
		const normalizedKey = String(key);
		if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
			value,
			enumerable: true,
			configurable: true,
			writable: true
		});
		else container[normalizedKey] = value;
		return "";
	},
	has: (container, key) => {
		if (key !== null && typeof key === "object") return false;
		return Object.prototype.hasOwnProperty.call(container, String(key));
	},
	keys: (container) => Object.keys(container),
	get: (container, key) => {
		const normalizedKey = String(key);
		if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
		return container[normalizedKey];
	}
});
//#endregion
//#region src/tag/mapping/set.ts
/**
* The YAML 1.1 `!!set` tag, represented as a JavaScript `Set`.
*
* @category Tags
*/
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
	create: () => /* @__PURE__ */ new Set(),
	identify: (data) => data instanceof Set,
	represent: (data) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of data) map.set(key, null);
		return map;
	},
	addPair: (container, key, value) => {
		if (value !== null) return "cannot resolve a set item";
		container.add(key);
		return "";
	},
	has: (container, key) => container.has(key),
	keys: (container) => container.keys(),
	get: () => null
});
//#endregion
//#region src/schema.ts
function createTagDefinitionMap() {
	return {
		scalar: Object.create(null),
		sequence: Object.create(null),
		mapping: Object.create(null)
	};
}
function createTagDefinitionListMap() {
	return {
		scalar: [],
		sequence: [],
		mapping: []
	};
}
function compileTags(tags) {
	const result = [];
	for (const tag of tags) {
		let index = result.length;
		for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
			const previous = result[previousIndex];
			if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
				index = previousIndex;
				break;
			}
		}
		result[index] = tag;
	}
	return result;
}
/**
* Controls tag resolution when loading and type selection when dumping.
*
* @category Schemas
*/
var Schema = class Schema {
	tags;
	/** @internal */
	implicitScalarTags;
	/**
	* Dispatch implicit scalar resolvers by `source.charAt(0)`. Each bucket holds
	* the resolvers that may match that key, in schema order; a key absent from
	* the map uses
	* {@link Schema.implicitScalarAnyFirstChar}
	* (resolvers that declared no first-char constraint, so they apply to any
	* first character).
	*/
	implicitScalarByFirstChar;
	implicitScalarAnyFirstChar;
	/**
	* The default scalar tag (`!!str`), resolved once so the composer's fallback
	* for unresolved plain scalars avoids a keyed lookup per scalar.
	*
	* @internal
	*/
	defaultScalarTag;
	/**
	* The default container tags (`!!seq` / `!!map`), used by the dumper: when a
	* value is identified by its default tag, the tag is implicit and not
	* printed. Undefined if the schema does not define them (then such values
	* can't be dumped).
	*
	* @internal
	*/
	defaultSequenceTag;
	/** @internal */
	defaultMappingTag;
	exact;
	prefix;
	constructor(tags) {
		const compiledTags = compileTags(tags);
		const implicitScalarTags = [];
		const exact = createTagDefinitionMap();
		const prefix = createTagDefinitionListMap();
		for (const tag of compiledTags) {
			if (tag.nodeKind === "scalar" && tag.implicit) {
				if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
				implicitScalarTags.push(tag);
			}
			switch (tag.nodeKind) {
				case "scalar":
					if (tag.matchByTagPrefix) prefix.scalar.push(tag);
					else exact.scalar[tag.tagName] = tag;
					break;
				case "sequence":
					if (tag.matchByTagPrefix) prefix.sequence.push(tag);
					else exact.sequence[tag.tagName] = tag;
					break;
				case "mapping": if (tag.matchByTagPrefix) prefix.mapping.push(tag);
				else exact.mapping[tag.tagName] = tag;
			}
		}
		const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
		const keys = /* @__PURE__ */ new Set();
		for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key of tag.implicitFirstChars) keys.add(key);
		const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
		for (const key of keys) implicitScalarByFirstChar.set(key, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key) !== -1));
		const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
		if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
		this.tags = compiledTags;
		this.implicitScalarTags = implicitScalarTags;
		this.implicitScalarByFirstChar = implicitScalarByFirstChar;
		this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
		this.defaultScalarTag = defaultScalarTag;
		this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
		this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
		this.exact = exact;
		this.prefix = prefix;
	}
	/** @internal */
	lookupScalarTag(tagName) {
		const exactTag = this.exact.scalar[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.scalar) if (tagName.startsWith(tag.tagName)) return tag;
	}
	/** @internal */
	lookupSequenceTag(tagName) {
		const exactTag = this.exact.sequence[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.sequence) if (tagName.startsWith(tag.tagName)) return tag;
	}
	/** @internal */
	lookupMappingTag(tagName) {
		const exactTag = this.exact.mapping[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.mapping) if (tagName.startsWith(tag.tagName)) return tag;
	}
	/** @internal */
	resolveImplicitScalarTag(source) {
		const candidates = this.implicitScalarByFirstChar.get(source.charAt(0)) ?? this.implicitScalarAnyFirstChar;
		for (const tag of candidates) {
			const value = tag.resolve(source, false, tag.tagName);
			if (value !== NOT_RESOLVED) return {
				value,
				tag
			};
		}
		const tag = this.defaultScalarTag;
		return {
			value: tag.resolve(source, false, tag.tagName),
			tag
		};
	}
	/**
	* Creates a new schema with the specified tags added. If a tag already
	* exists, it is replaced by the specified tag.
	*
	* @example
	*
	* ```javascript
	* import { CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
	*
	* const schema = CORE_SCHEMA.withTags(mergeTag, realMapTag)
	* ```
	*/
	withTags(...tags) {
		let flatTags = [];
		for (const tag of tags) flatTags = flatTags.concat(tag);
		return new Schema([...this.tags, ...flatTags]);
	}
};
/**
* The YAML 1.2 Failsafe Schema: strings, sequences, and mappings.
*
* @category Schemas
*/
var FAILSAFE_SCHEMA = new Schema([
	strTag,
	seqTag,
	mapTag
]);
/**
* The YAML 1.2 JSON Schema. It uses JSON scalar forms while retaining YAML
* collection syntax.
*
* @category Schemas
*/
var JSON_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullJsonTag,
	boolJsonTag,
	intJsonTag,
	floatJsonTag
]);
/**
* The default schema for the loaders. Note, {@link CORE_SCHEMA} comes
* without the `!!merge` tag. You can easily enable it if needed.
*
* @example
* Enable {@link mergeTag}:
*
* ```javascript
* import { load, CORE_SCHEMA, mergeTag } from 'js-yaml'
*
* try {
*   load(data, { schema: CORE_SCHEMA.withTags(mergeTag) })
* } catch (e) {
*   console.error(e)
* }
* ```
*
* @category Schemas
*/
var CORE_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullCoreTag,
	boolCoreTag,
	intCoreTag,
	floatCoreTag
]);
/**
* YAML 1.1-compatible schema.
*
* @category Schemas
*/
var YAML11_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullYaml11Tag,
	boolYaml11Tag,
	intYaml11Tag,
	floatYaml11Tag,
	timestampTag,
	mergeTag,
	binaryTag,
	omapTag,
	pairsTag,
	setTag
]);
/**
* The dumper schema for maximum compatibility. It combines all supported type
* variants from YAML 1.1 and YAML 1.2 so strings matching any of them are
* quoted. This makes the generated YAML more compatible with other parsers.
*
* The schema is based on YAML 1.1, but extends `!!int` and `!!float` to accept
* both YAML 1.1 and Core Schema forms, since Core Schema supports some forms
* that YAML 1.1 does not.
*
* @category Schemas
*/
var DUMP_SCHEMA = YAML11_SCHEMA.withTags({
	...intYaml11Tag,
	resolve: (source, isExplicit, tagName) => {
		const result = intYaml11Tag.resolve(source, isExplicit, tagName);
		return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
	}
}, {
	...floatYaml11Tag,
	resolve: (source, isExplicit, tagName) => {
		const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
		return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
	}
});
//#endregion
//#region src/tag/mapping/real_map.ts
/**
* Recommended when non-string keys are actually needed. It uses native
* JavaScript `Map` objects, so keys keep their constructed types instead of
* being converted to strings.
*
* It is not the default to avoid widespread breaking changes in existing
* projects. `Map` has a different access API and does not pass deep equality
* checks against `{}`-based fixtures. Alongside the other changes in v5,
* making it the default was considered too disruptive.
*
* If these differences are acceptable for your project, we recommend using
* {@link realMapTag} to guarantee the absence of problems and side effects.
*
* @example
* Enable {@link realMapTag}:
*
* ```javascript
* import { load, CORE_SCHEMA, realMapTag } from 'js-yaml'
*
* try {
*   load(data, { schema: CORE_SCHEMA.withTags(realMapTag) })
* } catch (e) {
*   console.error(e)
* }
* ```
*
* @category Tags
*/
var realMapTag = defineMappingTag("tag:yaml.org,2002:map", {
	create: () => /* @__PURE__ */ new Map(),
	addPair: (container, key, value) => {
		container.set(key, value);
		return "";
	},
	has: (container, key) => container.has(key),
	keys: (container) => container.keys(),
	get: (container, key) => container.get(key),
	identify: (data) => data instanceof Map || isPlainObject(data),
	represent: (data) => {
		if (data instanceof Map) return data;
		const map = /* @__PURE__ */ new Map();
		const obj = data;
		for (const key of Object.keys(obj)) map.set(key, obj[key]);
		return map;
	}
});
//#endregion
//#region src/tag/mapping/legacy_map.ts
function normalizeKey(key) {
	if (Array.isArray(key)) {
		const array = Array.prototype.slice.call(key);
		for (let index = 0; index < array.length; index++) {
			if (Array.isArray(array[index])) return null;
			if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
		}
		return String(array);
	}
	if (typeof key === "object" && Object.prototype.toString.call(key) === "[object Object]") return "[object Object]";
	return String(key);
}
/**
* This implementation exists solely to reproduce v4 behavior exactly. Its use
* is strongly discouraged. If complex or non-string keys are needed, use
* {@link realMapTag} instead.
*
* @category Tags
*/
var legacyMapTag = defineMappingTag("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: isPlainObject,
	represent: (o) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of Object.keys(o)) map.set(key, o[key]);
		return map;
	},
	addPair: (container, key, value) => {
		const normalizedKey = normalizeKey(key);
		if (normalizedKey === null) return "nested arrays are not supported inside keys";
		if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
			value,
			enumerable: true,
			configurable: true,
			writable: true
		});
		else container[normalizedKey] = value;
		return "";
	},
	has: (container, key) => {
		const normalizedKey = normalizeKey(key);
		return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
	},
	keys: (container) => Object.keys(container),
	get: (container, key) => {
		const normalizedKey = String(key);
		if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
		return container[normalizedKey];
	}
});
//#endregion
//#region src/common/snippet.ts
var DEFAULT_SNIPPET_OPTIONS = {
	maxLength: 79,
	indent: 1,
	linesBefore: 3,
	linesAfter: 2
};
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
	let head = "";
	let tail = "";
	const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
	if (position - lineStart > maxHalfLength) {
		head = " ... ";
		lineStart = position - maxHalfLength + head.length;
	}
	if (lineEnd - position > maxHalfLength) {
		tail = " ...";
		lineEnd = position + maxHalfLength - tail.length;
	}
	return {
		str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "→") + tail,
		pos: position - lineStart + head.length
	};
}
function padStart(string, max) {
	return " ".repeat(Math.max(max - string.length, 0)) + string;
}
function makeSnippet(mark, options) {
	if (!mark.buffer) return null;
	const opts = {
		...DEFAULT_SNIPPET_OPTIONS,
		...options
	};
	const re = /\r?\n|\r|\0/g;
	const lineStarts = [0];
	const lineEnds = [];
	let match;
	let foundLineNo = -1;
	while (match = re.exec(mark.buffer)) {
		lineEnds.push(match.index);
		lineStarts.push(match.index + match[0].length);
		if (mark.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
	}
	if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
	let result = "";
	const lineNoLength = Math.min(mark.line + opts.linesAfter, lineEnds.length).toString().length;
	const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
	for (let i = 1; i <= opts.linesBefore; i++) {
		if (foundLineNo - i < 0) break;
		const line = getLine(mark.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
		result = `${" ".repeat(opts.indent)}${padStart((mark.line - i + 1).toString(), lineNoLength)} | ${line.str}\n${result}`;
	}
	const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
	result += `${" ".repeat(opts.indent)}${padStart((mark.line + 1).toString(), lineNoLength)} | ${line.str}\n`;
	result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^\n`;
	for (let i = 1; i <= opts.linesAfter; i++) {
		if (foundLineNo + i >= lineEnds.length) break;
		const line = getLine(mark.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
		result += `${" ".repeat(opts.indent)}${padStart((mark.line + i + 1).toString(), lineNoLength)} | ${line.str}\n`;
	}
	return result.replace(/\n$/, "");
}
//#endregion
//#region src/common/exception.ts
function formatError(exception, compact) {
	let where = "";
	if (!exception.mark) return exception.reason;
	if (exception.mark.name) where += `in "${exception.mark.name}" `;
	where += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
	if (!compact && exception.mark.snippet) where += `\n\n${exception.mark.snippet}`;
	return `${exception.reason} ${where}`;
}
/**
* A YAML error. Unlike an ordinary `Error`, it adds a source snippet showing
* the location of the problem to the error message, when available.
*
* @category Main
*/
var YAMLException = class YAMLException extends Error {
	reason;
	mark;
	/**
	* Optional `mark` contains source snippet data. Usually, use
	* {@link YAMLException.throwAt} instead of passing it directly.
	*/
	constructor(reason, mark) {
		super();
		this.name = "YAMLException";
		this.reason = reason;
		this.mark = mark;
		this.message = formatError(this, false);
		if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
	}
	/**
	* Returns the formatted error, omitting the source snippet in compact mode.
	*/
	toString(compact) {
		return `${this.name}: ${formatError(this, compact)}`;
	}
	/**
	* Builds a YAMLException with a source snippet and throws it. `source` is
	* the raw input text; `position` is an offset into it.
	*/
	static throwAt(source, position, message, filename = "") {
		let line = 0;
		let lineStart = 0;
		for (let index = 0; index < position; index++) {
			const ch = source.charCodeAt(index);
			if (ch === 10) {
				line++;
				lineStart = index + 1;
			} else if (ch === 13) {
				line++;
				if (source.charCodeAt(index + 1) === 10) index++;
				lineStart = index + 1;
			}
		}
		const mark = {
			name: filename,
			buffer: source,
			position,
			line,
			column: position - lineStart
		};
		mark.snippet = makeSnippet(mark);
		throw new YAMLException(message, mark);
	}
};
//#endregion
//#region src/parser/events.ts
/** @category Events */
var EVENT_ID = {
	DOCUMENT: 1,
	SEQUENCE: 2,
	MAPPING: 3,
	SCALAR: 4,
	ALIAS: 5,
	POP: 6
};
/** @category Nodes */
var SCALAR_STYLE = {
	PLAIN: 1,
	SINGLE_QUOTED: 2,
	DOUBLE_QUOTED: 3,
	LITERAL_BLOCK: 4,
	FOLDED_BLOCK: 5
};
/** @category Nodes */
var COLLECTION_STYLE = {
	BLOCK: 1,
	FLOW: 2
};
/** @category Nodes */
var CHOMPING_MODE = {
	CLIP: 1,
	STRIP: 2,
	KEEP: 3
};
//#endregion
//#region src/parser/parser_scalar.ts
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
	switch (c) {
		case 48: return "\0";
		case 97: return "\x07";
		case 98: return "\b";
		case 116: return "	";
		case 9: return "	";
		case 110: return "\n";
		case 118: return "\v";
		case 102: return "\f";
		case 114: return "\r";
		case 101: return "\x1B";
		case 32: return " ";
		case 34: return "\"";
		case 47: return "/";
		case 92: return "\\";
		case 78: return "";
		case 95: return "\xA0";
		case 76: return "\u2028";
		case 80: return "\u2029";
		default: return "";
	}
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
	simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
	simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
	if (c <= 65535) return String.fromCharCode(c);
	return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
	if (c >= 48 && c <= 57) return c - 48;
	return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
	if (c === 120) return 2;
	if (c === 117) return 4;
	return 8;
}
function skipFoldedBreaks(input, position, end) {
	let breaks = 0;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 10) {
			breaks++;
			position++;
		} else if (ch === 13) {
			breaks++;
			position++;
			if (input.charCodeAt(position) === 10) position++;
		} else if (ch === 32 || ch === 9) position++;
		else break;
	}
	return {
		position,
		breaks
	};
}
function foldedBreaks(count) {
	if (count === 1) return " ";
	return "\n".repeat(count - 1);
}
function getPlainValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 39) {
			result += input.slice(captureStart, position) + "'";
			position += 2;
			captureStart = captureEnd = position;
		} else if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 92) {
			result += input.slice(captureStart, position);
			position++;
			const escaped = input.charCodeAt(position);
			if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
			else if (escaped < 256 && simpleEscapeCheck[escaped]) {
				result += simpleEscapeMap[escaped];
				position++;
			} else {
				let hexLength = escapedHexLen$1(escaped);
				let hexResult = 0;
				for (; hexLength > 0; hexLength--) {
					position++;
					const digit = fromHexCode$1(input.charCodeAt(position));
					hexResult = (hexResult << 4) + digit;
				}
				result += charFromCodepoint(hexResult);
				position++;
			}
			captureStart = captureEnd = position;
		} else if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
	const textIndent = indent < 0 ? 0 : indent;
	const region = input.slice(start, end).replace(/\r\n?/g, "\n");
	const lines = region === "" ? [] : (region.endsWith("\n") ? region.slice(0, -1) : region).split("\n");
	let result = "";
	let didReadContent = false;
	let emptyLines = 0;
	let atMoreIndented = false;
	for (const line of lines) {
		let column = 0;
		while (column < textIndent && line.charCodeAt(column) === 32) column++;
		if (indent < 0 || column >= line.length) {
			emptyLines++;
			continue;
		}
		const content = line.slice(textIndent);
		const first = content.charCodeAt(0);
		if (folded) {
			if (first === 32 || first === 9) {
				atMoreIndented = true;
				result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
			} else if (atMoreIndented) {
				atMoreIndented = false;
				result += "\n".repeat(emptyLines + 1);
			} else if (emptyLines === 0) {
				if (didReadContent) result += " ";
			} else result += "\n".repeat(emptyLines);
		} else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
		result += content;
		didReadContent = true;
		emptyLines = 0;
	}
	if (chomping === CHOMPING_MODE.KEEP) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
	else if (chomping !== CHOMPING_MODE.STRIP) {
		if (didReadContent) result += "\n";
	}
	return result;
}
/**
* Decodes the scalar referenced by event offsets in `input`.
*
* @category Events
*/
function getScalarValue(input, scalar) {
	if (scalar.valueStart === NO_RANGE$3) return "";
	const { valueStart, valueEnd } = scalar;
	if (scalar.fast) return input.slice(valueStart, valueEnd);
	switch (scalar.style) {
		case SCALAR_STYLE.SINGLE_QUOTED: return getSingleQuotedValue(input, valueStart, valueEnd);
		case SCALAR_STYLE.DOUBLE_QUOTED: return getDoubleQuotedValue(input, valueStart, valueEnd);
		case SCALAR_STYLE.LITERAL_BLOCK: return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, false);
		case SCALAR_STYLE.FOLDED_BLOCK: return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, true);
		default: return getPlainValue(input, valueStart, valueEnd);
	}
}
//#endregion
//#region src/common/tagname.ts
var DEFAULT_TAG_HANDLERS = Object.assign(Object.create(null), {
	"!": "!",
	"!!": "tag:yaml.org,2002:"
});
var TAG_SUFFIX_CHARS = "-#;/?:@&=+$_.~*'()";
var TAG_URI_CHARS = TAG_SUFFIX_CHARS + "!,[]";
var HEX = "0123456789ABCDEF";
function percentByte(byte) {
	return "%" + HEX[byte >> 4] + HEX[byte & 15];
}
function tagPercentEncode(source, isSuffix) {
	const allowed = isSuffix ? TAG_SUFFIX_CHARS : TAG_URI_CHARS;
	let result = "";
	for (let index = 0; index < source.length; index++) {
		let ch = source.charCodeAt(index);
		if (ch >= 48 && ch <= 57 || ch >= 65 && ch <= 90 || ch >= 97 && ch <= 122 || allowed.includes(source[index])) {
			result += source[index];
			continue;
		}
		if (ch >= 55296 && ch <= 56319) ch = 65536 + ((ch & 1023) << 10) + (source.charCodeAt(++index) & 1023);
		if (ch < 128) result += percentByte(ch);
		else if (ch < 2048) result += percentByte(192 | ch >> 6) + percentByte(128 | ch & 63);
		else if (ch < 65536) result += percentByte(224 | ch >> 12) + percentByte(128 | ch >> 6 & 63) + percentByte(128 | ch & 63);
		else result += percentByte(240 | ch >> 18) + percentByte(128 | ch >> 12 & 63) + percentByte(128 | ch >> 6 & 63) + percentByte(128 | ch & 63);
	}
	return result;
}
function tagPercentDecode(source) {
	let result = "";
	let index = 0;
	while (index < source.length) {
		if (source.charCodeAt(index) !== 37) {
			result += source[index++];
			continue;
		}
		let ch = parseInt(source.slice(index + 1, index + 3), 16);
		index += 3;
		if (ch >= 192) {
			let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
			ch &= (1 << 6 - remaining) - 1;
			while (remaining-- > 0) {
				ch = ch << 6 | parseInt(source.slice(index + 1, index + 3), 16) & 63;
				index += 3;
			}
		}
		if (ch < 65536) result += String.fromCharCode(ch);
		else {
			ch -= 65536;
			result += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
		}
	}
	return result;
}
function tagNameFull(rawTag, tagHandlers) {
	if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return tagPercentDecode(rawTag.slice(2, -1));
	const handleEnd = rawTag.indexOf("!", 1);
	const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
	return tagPercentDecode(tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle) + tagPercentDecode(rawTag.slice(handle.length));
}
function tagNameShort(fullTag) {
	let tag = fullTag;
	if (tag.charCodeAt(0) === 33) {
		tag = tag.slice(1);
		return `!${tagPercentEncode(tag, true)}`;
	}
	if (tag.slice(0, 18) === "tag:yaml.org,2002:") return `!!${tagPercentEncode(tag.slice(18), true)}`;
	return `!<${tagPercentEncode(tag, false)}>`;
}
//#endregion
//#region src/parser/constructor.ts
var NO_RANGE$2 = -1;
var MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
var DEFAULT_CONSTRUCTOR_OPTIONS = {
	filename: "",
	schema: CORE_SCHEMA,
	json: false,
	maxTotalMergeKeys: 1e4,
	maxAliases: -1
};
function eventPosition$1(event) {
	if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
	if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
	if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
	if ("start" in event) return event.start;
	return 0;
}
function throwError$1(state, message) {
	YAMLException.throwAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
	try {
		return tag.finalize(carrier);
	} catch (error) {
		if (error instanceof YAMLException) throw error;
		YAMLException.throwAt(state.source, position, error instanceof Error ? error.message : String(error), state.filename);
	}
}
function constructScalar(state, event) {
	const source = getScalarValue(state.source, event);
	const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
	const strTag = state.schema.defaultScalarTag;
	if (rawTag !== "") {
		if (rawTag === "!") return {
			value: source,
			tag: strTag
		};
		const tagName = tagNameFull(rawTag, state.tagHandlers);
		const scalarTag = state.schema.lookupScalarTag(tagName);
		if (scalarTag) {
			const result = scalarTag.resolve(source, true, tagName);
			if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
			return {
				value: result,
				tag: scalarTag
			};
		}
		const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
		if (collectionTagDef) {
			if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
			const carrier = collectionTagDef.create(tagName);
			return {
				value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
				tag: collectionTagDef
			};
		}
		throwError$1(state, `unknown scalar tag !<${tagName}>`);
	}
	if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source);
	return {
		value: strTag.resolve(source, false, strTag.tagName),
		tag: strTag
	};
}
function collectionTagName(state, event, defaultTagName) {
	const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
	return rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
}
function isMappingTag(tag) {
	return tag.nodeKind === "mapping";
}
function chargeMergeWork(state) {
	state.totalMergeKeys++;
	if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
}
function mergeKeys(state, frame, source, sourceTag) {
	chargeMergeWork(state);
	for (const sourceKey of sourceTag.keys(source)) {
		chargeMergeWork(state);
		if (frame.tag.has(frame.value, sourceKey)) continue;
		const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
		if (err) throwError$1(state, err);
		frame.overridable ??= /* @__PURE__ */ new Set();
		frame.overridable.add(sourceKey);
	}
}
function mergeSource(state, frame, source, sourceTag) {
	state.position = frame.keyPosition;
	if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
	else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) {
		if (source.length > 100) throwError$1(state, "abnormal merge sequence size");
		for (const element of source) {
			const elementTag = state.nodeTags.get(element);
			if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
			mergeKeys(state, frame, element, elementTag);
		}
	} else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key, value, tag) {
	state.position = frame.keyPosition;
	if (frame.keyIsMerge) {
		mergeSource(state, frame, value, tag);
		return;
	}
	if (!state.json && frame.tag.has(frame.value, key) && !frame.overridable?.has(key)) throwError$1(state, "duplicated mapping key");
	const err = frame.tag.addPair(frame.value, key, value);
	if (err) throwError$1(state, err);
	frame.overridable?.delete(key);
}
function addValue(state, value, tag) {
	const frame = state.frames[state.frames.length - 1];
	if (frame.kind === "document") {
		frame.value = value;
		frame.hasValue = true;
	} else if (frame.kind === "sequence") {
		if (isMappingTag(tag)) state.nodeTags.set(value, tag);
		const err = frame.tag.addItem(frame.value, value, frame.index++);
		if (err) throwError$1(state, err);
	} else if (frame.hasKey) {
		const key = frame.key;
		frame.key = void 0;
		frame.hasKey = false;
		addMappingValue(state, frame, key, value, tag);
	} else {
		frame.key = value;
		frame.keyPosition = state.position;
		frame.hasKey = true;
		frame.keyIsMerge = tag.tagName === MERGE_TAG_NAME;
	}
}
function storeAnchor(state, event, value, tag, isValueFinal) {
	if (event.anchorStart !== NO_RANGE$2) {
		const anchor = {
			value,
			tag,
			isValueFinal
		};
		state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor);
		return anchor;
	}
	return null;
}
/**
* Constructs JavaScript documents directly from parser events, without an
* intermediate AST.
*
* @category Events
*/
function constructFromEvents(events, options) {
	const state = {
		...DEFAULT_CONSTRUCTOR_OPTIONS,
		...options,
		events,
		documents: [],
		eventIndex: 0,
		position: 0,
		frames: [],
		anchors: /* @__PURE__ */ new Map(),
		nodeTags: /* @__PURE__ */ new Map(),
		tagHandlers: Object.create(null),
		totalMergeKeys: 0,
		aliasCount: 0
	};
	while (state.eventIndex < state.events.length) {
		const event = state.events[state.eventIndex++];
		state.position = eventPosition$1(event);
		switch (event.type) {
			case EVENT_ID.DOCUMENT:
				state.anchors = /* @__PURE__ */ new Map();
				state.nodeTags = /* @__PURE__ */ new Map();
				state.aliasCount = 0;
				state.tagHandlers = Object.create(null);
				for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
				state.frames.push({
					kind: "document",
					position: state.position,
					value: void 0,
					hasValue: false
				});
				break;
			case EVENT_ID.SCALAR: {
				const { value, tag } = constructScalar(state, event);
				storeAnchor(state, event, value, tag, true);
				addValue(state, value, tag);
				break;
			}
			case EVENT_ID.SEQUENCE: {
				const tagName = collectionTagName(state, event, "tag:yaml.org,2002:seq");
				const tag = state.schema.lookupSequenceTag(tagName);
				if (!tag) throwError$1(state, `unknown sequence tag !<${tagName}>`);
				const value = tag.create(tagName);
				const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
				state.frames.push({
					kind: "sequence",
					position: state.position,
					value,
					tag,
					anchor,
					index: 0
				});
				break;
			}
			case EVENT_ID.MAPPING: {
				const tagName = collectionTagName(state, event, "tag:yaml.org,2002:map");
				const tag = state.schema.lookupMappingTag(tagName);
				if (!tag) throwError$1(state, `unknown mapping tag !<${tagName}>`);
				const value = tag.create(tagName);
				const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
				state.frames.push({
					kind: "mapping",
					position: state.position,
					value,
					tag,
					anchor,
					key: void 0,
					keyPosition: state.position,
					hasKey: false,
					keyIsMerge: false,
					overridable: null
				});
				break;
			}
			case EVENT_ID.ALIAS: {
				if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
				const name = state.source.slice(event.anchorStart, event.anchorEnd);
				const anchor = state.anchors.get(name);
				if (!anchor) throwError$1(state, `unidentified alias "${name}"`);
				if (!anchor.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor.tag.tagName} because it uses finalize()`);
				addValue(state, anchor.value, anchor.tag);
				break;
			}
			case EVENT_ID.POP: {
				const frame = state.frames.pop();
				if (frame.kind === "mapping" && frame.hasKey) {
					state.position = frame.keyPosition;
					throwError$1(state, "incomplete mapping pair in event stream");
				}
				if (frame.kind === "document") state.documents.push(frame.value);
				else {
					const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
					if (frame.anchor) {
						frame.anchor.value = value;
						frame.anchor.isValueFinal = true;
					}
					addValue(state, value, frame.tag);
				}
				break;
			}
		}
	}
	return state.documents;
}
//#endregion
//#region src/parser/parser.ts
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
	filename: "",
	maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
	state.events.push({
		type: EVENT_ID.DOCUMENT,
		explicitStart,
		explicitEnd,
		directives: state.directives
	});
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
	state.events.push({
		type: EVENT_ID.SEQUENCE,
		start,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style
	});
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
	state.events.push({
		type: EVENT_ID.MAPPING,
		start,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style
	});
}
function insertFlowPairMappingEvent(state, snapshot) {
	state.events.splice(snapshot.eventsLength, 0, {
		type: EVENT_ID.MAPPING,
		start: snapshot.position,
		anchorStart: NO_RANGE$1,
		anchorEnd: NO_RANGE$1,
		tagStart: NO_RANGE$1,
		tagEnd: NO_RANGE$1,
		style: COLLECTION_STYLE.FLOW
	});
}
function addScalarEvent(state, valueStart, valueEnd, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
	state.events.push({
		type: EVENT_ID.SCALAR,
		valueStart,
		valueEnd,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style,
		chomping,
		indent,
		fast
	});
}
function addAliasEvent(state, anchorStart, anchorEnd) {
	state.events.push({
		type: EVENT_ID.ALIAS,
		anchorStart,
		anchorEnd
	});
}
function addPopEvent(state) {
	state.events.push({ type: EVENT_ID.POP });
}
function addEmptyScalarEvent(state) {
	addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, SCALAR_STYLE.PLAIN);
}
function emptyProperties() {
	return {
		anchorStart: NO_RANGE$1,
		anchorEnd: NO_RANGE$1,
		tagStart: NO_RANGE$1,
		tagEnd: NO_RANGE$1
	};
}
function snapshotState(state) {
	return {
		position: state.position,
		line: state.line,
		lineStart: state.lineStart,
		lineIndent: state.lineIndent,
		firstTabInLine: state.firstTabInLine,
		eventsLength: state.events.length
	};
}
function restoreState(state, snapshot) {
	state.position = snapshot.position;
	state.line = snapshot.line;
	state.lineStart = snapshot.lineStart;
	state.lineIndent = snapshot.lineIndent;
	state.firstTabInLine = snapshot.firstTabInLine;
	state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
	YAMLException.throwAt(state.input.slice(0, state.length), state.position, message, state.filename);
}
function isEol(c) {
	return c === 10 || c === 13;
}
function isWhiteSpace(c) {
	return c === 9 || c === 32;
}
function isWsOrEol(c) {
	return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
	return c === 0 || isWsOrEol(c);
}
function isFlowIndicator(c) {
	return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
	return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
	if (c >= 48 && c <= 57) return c - 48;
	const lc = c | 32;
	if (lc >= 97 && lc <= 102) return lc - 97 + 10;
	return -1;
}
function escapedHexLen(c) {
	if (c === 120) return 2;
	if (c === 117) return 4;
	if (c === 85) return 8;
	return 0;
}
function isSimpleEscape(c) {
	return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
	if (state.input.charCodeAt(state.position) === 10) state.position++;
	else {
		state.position++;
		if (state.input.charCodeAt(state.position) === 10) state.position++;
	}
	state.line++;
	state.lineStart = state.position;
	state.lineIndent = 0;
	state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
	let lineBreaks = 0;
	let ch = state.input.charCodeAt(state.position);
	let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
	while (ch !== 0) {
		while (isWhiteSpace(ch)) {
			hasSeparation = true;
			if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
			ch = state.input.charCodeAt(++state.position);
		}
		if (allowComments && hasSeparation && ch === 35) do
			ch = state.input.charCodeAt(++state.position);
		while (!isEol(ch) && ch !== 0);
		if (!isEol(ch)) break;
		consumeLineBreak(state);
		lineBreaks++;
		hasSeparation = true;
		ch = state.input.charCodeAt(state.position);
		while (ch === 32) {
			state.lineIndent++;
			ch = state.input.charCodeAt(++state.position);
		}
	}
	return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
	const ch = state.input.charCodeAt(position);
	if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
		const following = state.input.charCodeAt(position + 3);
		return following === 0 || isWsOrEol(following);
	}
	return false;
}
function skipByteOrderMark(state) {
	if (state.position === state.lineStart && state.input.charCodeAt(state.position) === 65279) {
		state.position++;
		state.lineStart = state.position;
	}
}
function testDocumentBoundary(state) {
	if (state.position !== state.lineStart) return false;
	if (testDocumentSeparator(state)) return true;
	if (state.input.charCodeAt(state.position) !== 65279) return false;
	const snapshot = snapshotState(state);
	skipByteOrderMark(state);
	skipSeparationSpace(state, true);
	const ch = state.input.charCodeAt(state.position);
	const result = state.position === state.lineStart && (ch === 37 || ch === 45 && testDocumentSeparator(state));
	restoreState(state, snapshot);
	return result;
}
function skipUntilLineEnd(state) {
	let ch = state.input.charCodeAt(state.position);
	while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
	const match = PATTERN_NON_PRINTABLE.exec(state.input.slice(start, end));
	if (match !== null) {
		state.position = start + match.index + match[0].length - 1;
		throwError(state, "the stream contains non-printable characters");
	}
}
function readTagProperty(state, props, inFlow) {
	if (state.input.charCodeAt(state.position) !== 33) return false;
	if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
	const start = state.position;
	let isVerbatim = false;
	let isNamed = false;
	let tagHandle = "!";
	let ch = state.input.charCodeAt(++state.position);
	if (ch === 60) {
		isVerbatim = true;
		ch = state.input.charCodeAt(++state.position);
	} else if (ch === 33) {
		isNamed = true;
		tagHandle = "!!";
		ch = state.input.charCodeAt(++state.position);
	}
	let suffixStart = state.position;
	let tagName;
	if (isVerbatim) {
		while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
		if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
		tagName = state.input.slice(suffixStart, state.position);
		state.position++;
	} else {
		while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator(ch))) {
			if (ch === 33) {
				if (!isNamed) {
					tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
					if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
					isNamed = true;
					suffixStart = state.position + 1;
				} else throwError(state, "tag suffix cannot contain exclamation marks");
			}
			ch = state.input.charCodeAt(++state.position);
		}
		tagName = state.input.slice(suffixStart, state.position);
		if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
	}
	if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
	if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
	props.tagStart = start;
	props.tagEnd = state.position;
	return true;
}
function readAnchorProperty(state, props) {
	if (state.input.charCodeAt(state.position) !== 38) return false;
	if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
	state.position++;
	const start = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
	if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
	props.anchorStart = start;
	props.anchorEnd = state.position;
	return true;
}
function readAlias(state, props) {
	if (state.input.charCodeAt(state.position) !== 42) return false;
	if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
	state.position++;
	const start = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
	if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
	addAliasEvent(state, start, state.position);
	return true;
}
function readFlowScalarBreak(state, nodeIndent) {
	skipSeparationSpace(state, false);
	if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
	if (state.input.charCodeAt(state.position) !== 39) return false;
	state.position++;
	const start = state.position;
	let simple = true;
	while (state.input.charCodeAt(state.position) !== 0) {
		const ch = state.input.charCodeAt(state.position);
		if (ch === 39) {
			if (state.input.charCodeAt(state.position + 1) === 39) {
				simple = false;
				state.position += 2;
				continue;
			}
			const end = state.position;
			state.position++;
			addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.SINGLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
			return true;
		}
		if (isEol(ch)) {
			simple = false;
			readFlowScalarBreak(state, nodeIndent);
		} else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
		else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
		else state.position++;
	}
	throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
	if (state.input.charCodeAt(state.position) !== 34) return false;
	state.position++;
	const start = state.position;
	let simple = true;
	while (state.input.charCodeAt(state.position) !== 0) {
		const ch = state.input.charCodeAt(state.position);
		if (ch === 34) {
			const end = state.position;
			state.position++;
			addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.DOUBLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
			return true;
		}
		if (ch === 92) {
			simple = false;
			const escaped = state.input.charCodeAt(++state.position);
			if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
			else if (isSimpleEscape(escaped)) state.position++;
			else {
				let hexLength = escapedHexLen(escaped);
				if (hexLength === 0) throwError(state, "unknown escape sequence");
				while (hexLength-- > 0) {
					state.position++;
					if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
				}
				state.position++;
			}
		} else if (isEol(ch)) {
			simple = false;
			readFlowScalarBreak(state, nodeIndent);
		} else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
		else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
		else state.position++;
	}
	throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
	const ch = state.input.charCodeAt(state.position);
	let chomping = CHOMPING_MODE.CLIP;
	let indent = -1;
	let detectedIndent = false;
	if (ch !== 124 && ch !== 62) return false;
	const style = ch === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
	state.position++;
	while (state.input.charCodeAt(state.position) !== 0) {
		const current = state.input.charCodeAt(state.position);
		const digit = fromDecimalCode(current);
		if (current === 43 || current === 45) {
			if (chomping !== CHOMPING_MODE.CLIP) throwError(state, "repeat of a chomping mode identifier");
			chomping = current === 43 ? CHOMPING_MODE.KEEP : CHOMPING_MODE.STRIP;
			state.position++;
		} else if (digit >= 0) {
			if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
			if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
			indent = parentIndent + digit - 1;
			detectedIndent = true;
			state.position++;
		} else break;
	}
	let hadWhitespace = false;
	while (isWhiteSpace(state.input.charCodeAt(state.position))) {
		hadWhitespace = true;
		state.position++;
	}
	if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
	if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
	else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
	let contentIndent = detectedIndent ? indent : -1;
	let maxLeadingIndent = 0;
	const valueStart = state.position;
	let valueEnd = state.position;
	while (state.input.charCodeAt(state.position) !== 0) {
		const linePosition = state.position;
		let column = 0;
		while (state.input.charCodeAt(linePosition + column) === 32) column++;
		const first = state.input.charCodeAt(linePosition + column);
		if (first === 0) {
			if (contentIndent >= 0) {
				if (column > contentIndent) valueEnd = linePosition + column;
			} else if (column > 0) valueEnd = linePosition + column;
			break;
		}
		if (testDocumentBoundary(state)) break;
		if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
		if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
			if (first === 9 && column < parentIndent) {
				state.position = linePosition + column;
				throwError(state, "tab characters must not be used in indentation");
			}
			if (column >= parentIndent && column < maxLeadingIndent) {
				state.position = linePosition + column;
				throwError(state, "bad indentation of a mapping entry");
			}
		}
		if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
			state.lineIndent = column;
			state.position = linePosition + column;
			break;
		}
		if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
		const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
		if (first !== 0 && !isEol(first) && column < requiredIndent) {
			state.lineIndent = column;
			state.position = linePosition + column;
			break;
		}
		skipUntilLineEnd(state);
		valueEnd = state.position;
		if (isEol(state.input.charCodeAt(state.position))) {
			consumeLineBreak(state);
			valueEnd = state.position;
		}
	}
	checkPrintable(state, valueStart, valueEnd);
	addScalarEvent(state, valueStart, valueEnd, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
	return true;
}
function canStartPlainScalar(state, nodeContext) {
	const ch = state.input.charCodeAt(state.position);
	const inFlow = nodeContext === CONTEXT_FLOW_IN;
	if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || isFlowIndicator(ch)) return false;
	if (ch === 63 || ch === 45) {
		const following = state.input.charCodeAt(state.position + 1);
		if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) return false;
	}
	return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
	if (!canStartPlainScalar(state, nodeContext)) return false;
	const start = state.position;
	let end = state.position;
	let ch = state.input.charCodeAt(state.position);
	const inFlow = nodeContext === CONTEXT_FLOW_IN;
	let multiline = false;
	while (ch !== 0) {
		if (testDocumentBoundary(state)) break;
		if (ch === 58) {
			const following = state.input.charCodeAt(state.position + 1);
			if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) break;
		} else if (ch === 35) {
			if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
		} else if (inFlow && isFlowIndicator(ch)) break;
		else if (isEol(ch)) {
			const savedPosition = state.position;
			const savedLine = state.line;
			const savedLineStart = state.lineStart;
			const savedLineIndent = state.lineIndent;
			skipSeparationSpace(state, false);
			if (state.lineIndent >= nodeIndent) {
				multiline = true;
				ch = state.input.charCodeAt(state.position);
				continue;
			}
			state.position = savedPosition;
			state.line = savedLine;
			state.lineStart = savedLineStart;
			state.lineIndent = savedLineIndent;
			break;
		}
		if (!isWhiteSpace(ch)) end = state.position + 1;
		ch = state.input.charCodeAt(++state.position);
	}
	if (end === start) return false;
	checkPrintable(state, start, end);
	addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, -1, !multiline);
	return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
	const startLine = state.line;
	skipSeparationSpace(state, true);
	if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
	const ch = state.input.charCodeAt(state.position);
	const isMapping = ch === 123;
	const start = state.position;
	let readNext = true;
	if (ch !== 91 && ch !== 123) return false;
	const terminator = isMapping ? 125 : 93;
	if (isMapping) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
	else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
	state.position++;
	while (state.input.charCodeAt(state.position) !== 0) {
		skipFlowSeparationSpace(state, nodeIndent);
		let ch = state.input.charCodeAt(state.position);
		if (ch === terminator) {
			state.position++;
			addPopEvent(state);
			return true;
		} else if (!readNext) throwError(state, "missed comma between flow collection entries");
		else if (ch === 44) throwError(state, "expected the node content, but found ','");
		let isPair = false;
		let isExplicitPair = false;
		if (ch === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
			isPair = isExplicitPair = true;
			state.position += 1;
			skipFlowSeparationSpace(state, nodeIndent);
		}
		const entryLine = state.line;
		const entryStart = snapshotState(state);
		const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
		skipFlowSeparationSpace(state, nodeIndent);
		ch = state.input.charCodeAt(state.position);
		if ((isMapping || isExplicitPair || state.line === entryLine) && ch === 58) {
			isPair = true;
			state.position++;
			skipFlowSeparationSpace(state, nodeIndent);
			if (!isMapping) {
				insertFlowPairMappingEvent(state, entryStart);
				if (!keyWasRead) addEmptyScalarEvent(state);
			} else if (!keyWasRead) addEmptyScalarEvent(state);
			if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
			skipFlowSeparationSpace(state, nodeIndent);
			if (!isMapping) addPopEvent(state);
		} else if (isMapping && isPair) {
			if (!keyWasRead) addEmptyScalarEvent(state);
			addEmptyScalarEvent(state);
		} else if (isMapping) addEmptyScalarEvent(state);
		else if (isPair) {
			insertFlowPairMappingEvent(state, entryStart);
			if (!keyWasRead) addEmptyScalarEvent(state);
			addEmptyScalarEvent(state);
			addPopEvent(state);
		}
		ch = state.input.charCodeAt(state.position);
		if (ch === 44) {
			readNext = true;
			state.position++;
		} else readNext = false;
	}
	throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
	if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
	addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
	while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
		if (state.firstTabInLine !== -1) {
			state.position = state.firstTabInLine;
			throwError(state, "tab characters must not be used in indentation");
		}
		const entryLine = state.line;
		state.position++;
		const hadBreak = skipSeparationSpace(state, true) > 0;
		if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
		if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
		else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
		skipSeparationSpace(state, true);
		if (state.lineIndent < nodeIndent || state.position >= state.length) break;
		if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
		if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
	}
	addPopEvent(state);
	return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
	let atExplicitKey = false;
	let detected = false;
	let mappingOpened = false;
	let pendingExplicitKey = false;
	if (state.firstTabInLine !== -1) return false;
	let ch = state.input.charCodeAt(state.position);
	while (ch !== 0) {
		if (!atExplicitKey && state.firstTabInLine !== -1) {
			state.position = state.firstTabInLine;
			throwError(state, "tab characters must not be used in indentation");
		}
		const following = state.input.charCodeAt(state.position + 1);
		const entryLine = state.line;
		if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
			if (!mappingOpened) {
				addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
				mappingOpened = true;
			}
			if (ch === 63) {
				if (atExplicitKey) addEmptyScalarEvent(state);
				detected = true;
				atExplicitKey = true;
			} else if (atExplicitKey) atExplicitKey = false;
			else {
				addEmptyScalarEvent(state);
				detected = true;
				atExplicitKey = false;
			}
			state.position += 1;
			pendingExplicitKey = true;
		} else {
			if (atExplicitKey) {
				addEmptyScalarEvent(state);
				atExplicitKey = false;
			}
			const beforeKey = snapshotState(state);
			if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
			if (state.line === entryLine) {
				ch = state.input.charCodeAt(state.position);
				while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
				if (ch === 58) {
					ch = state.input.charCodeAt(++state.position);
					if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
					if (!mappingOpened) {
						state.events.splice(beforeKey.eventsLength, 0, {
							type: EVENT_ID.MAPPING,
							start: beforeKey.position,
							anchorStart: props.anchorStart,
							anchorEnd: props.anchorEnd,
							tagStart: props.tagStart,
							tagEnd: props.tagEnd,
							style: COLLECTION_STYLE.BLOCK
						});
						mappingOpened = true;
					}
					detected = true;
					atExplicitKey = false;
					pendingExplicitKey = false;
				} else if (detected) throwError(state, "expected ':' after a mapping key");
				else {
					if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
						restoreState(state, beforeKey);
						return false;
					}
					return true;
				}
			} else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
			else {
				if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
					restoreState(state, beforeKey);
					return false;
				}
				return true;
			}
		}
		if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
		if (!atExplicitKey) {
			if (pendingExplicitKey) {
				addEmptyScalarEvent(state);
				pendingExplicitKey = false;
			}
		}
		skipSeparationSpace(state, true);
		ch = state.input.charCodeAt(state.position);
		if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
		else if (state.lineIndent < nodeIndent) break;
	}
	if (!detected) return false;
	if (atExplicitKey) addEmptyScalarEvent(state);
	if (mappingOpened) addPopEvent(state);
	return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
	if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
	state.depth++;
	let indentStatus = 1;
	let atNewLine = false;
	let hasContent = false;
	let propertyStart = null;
	const props = emptyProperties();
	let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
	let allowBlockCollections = allowBlockScalars;
	const allowBlockStyles = allowBlockScalars;
	if (allowToSeek && skipSeparationSpace(state, true)) {
		atNewLine = true;
		if (state.lineIndent > parentIndent) indentStatus = 1;
		else if (state.lineIndent === parentIndent) indentStatus = 0;
		else indentStatus = -1;
	}
	if (indentStatus === 1) while (true) {
		const ch = state.input.charCodeAt(state.position);
		const propertyState = snapshotState(state);
		if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
		if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
			const fallbackState = snapshotState(state);
			const flowIndent = parentIndent + 1;
			if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) {
				state.depth--;
				return true;
			}
			restoreState(state, fallbackState);
		}
		if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
		if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
		if (propertyStart === null) propertyStart = propertyState;
		if (skipSeparationSpace(state, true)) {
			atNewLine = true;
			allowBlockCollections = allowBlockStyles;
			if (state.lineIndent > parentIndent) indentStatus = 1;
			else if (state.lineIndent === parentIndent) indentStatus = 0;
			else indentStatus = -1;
		} else allowBlockCollections = false;
	}
	if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
	if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
		const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
		const blockIndent = state.position - state.lineStart;
		if (indentStatus === 1) {
			if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent = true;
			else {
				const ch = state.input.charCodeAt(state.position);
				if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
					const fallbackState = snapshotState(state);
					const propertyIndent = propertyStart.position - propertyStart.lineStart;
					restoreState(state, propertyStart);
					if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) hasContent = true;
					else restoreState(state, fallbackState);
				}
				if (!hasContent && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent = true;
			}
		} else if (indentStatus === 0) hasContent = allowBlockCollections && readBlockSequence(state, blockIndent, props);
	}
	allowBlockScalars = allowBlockScalars && !hasContent;
	if (!hasContent && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
		addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN);
		hasContent = true;
	}
	state.depth--;
	return hasContent || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
	if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
	state.position++;
	const nameStart = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
	const name = state.input.slice(nameStart, state.position);
	const args = [];
	if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
	while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
		while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
		if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
		const start = state.position;
		while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
		args.push(state.input.slice(start, state.position));
	}
	if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
	if (name === "YAML") {
		if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
		if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
		const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
		if (match === null) throwError(state, "ill-formed argument of the YAML directive");
		if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
		state.directives.push({
			kind: "yaml",
			version: args[0]
		});
	} else if (name === "TAG") {
		if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
		const [handle, prefix] = args;
		if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
		if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
		if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
		state.tagHandlers[handle] = prefix;
		state.directives.push({
			kind: "tag",
			handle,
			prefix
		});
	}
	return true;
}
function readDocument(state) {
	state.directives = [];
	state.tagHandlers = Object.create(null);
	let hasDirectives = false;
	skipSeparationSpace(state, true);
	while (readDirective(state)) {
		hasDirectives = true;
		skipSeparationSpace(state, true);
	}
	let explicitStart = false;
	let explicitEnd = false;
	let allowCompact = true;
	if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
		explicitStart = true;
		const markerLine = state.line;
		state.position += 3;
		skipSeparationSpace(state, true);
		allowCompact = state.line > markerLine;
	} else if (hasDirectives) throwError(state, "directives end mark is expected");
	const documentEventIndex = state.events.length;
	if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
		state.position += 3;
		skipSeparationSpace(state, true);
		return;
	}
	addDocumentEvent(state, explicitStart, false);
	if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
	skipSeparationSpace(state, true);
	if (state.position === state.lineStart && testDocumentSeparator(state)) {
		explicitEnd = state.input.charCodeAt(state.position) === 46;
		if (explicitEnd) {
			const markerLine = state.line;
			state.position += 3;
			skipSeparationSpace(state, true);
			if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
		}
	}
	const documentEvent = state.events[documentEventIndex];
	if (documentEvent?.type === EVENT_ID.DOCUMENT) documentEvent.explicitEnd = explicitEnd;
	addPopEvent(state);
	if (!explicitEnd && state.position < state.length && !testDocumentBoundary(state)) throwError(state, "end of the stream or a document separator is expected");
}
/**
* Parses YAML into a flat event stream referencing source text by offsets.
*
* @category Events
*/
function parseEvents(input, options) {
	const length = input.length;
	const state = {
		...DEFAULT_PARSER_OPTIONS,
		...options,
		input: `${input}\0`,
		length,
		position: 0,
		line: 0,
		lineStart: 0,
		lineIndent: 0,
		firstTabInLine: -1,
		depth: 0,
		directives: [],
		tagHandlers: Object.create(null),
		events: []
	};
	const nullpos = input.indexOf("\0");
	if (nullpos !== -1) YAMLException.throwAt(input, nullpos, "null byte is not allowed in input", state.filename);
	while (state.position < state.length) {
		skipByteOrderMark(state);
		skipSeparationSpace(state, true);
		if (state.position >= state.length) break;
		const documentStart = state.position;
		readDocument(state);
		if (state.position === documentStart)
 /* c8 ignore next */
		throwError(state, "can not read a document");
	}
	return state.events;
}
//#endregion
//#region src/load.ts
var DEFAULT_LOAD_OPTIONS = {
	...DEFAULT_PARSER_OPTIONS,
	...DEFAULT_CONSTRUCTOR_OPTIONS
};
function loadDocuments(input, options = {}) {
	const opts = {
		...DEFAULT_LOAD_OPTIONS,
		...options
	};
	const source = String(input);
	const PARSER_OPT_KEYS = Object.keys(DEFAULT_PARSER_OPTIONS);
	const CONSTRUCTOR_OPT_KEYS = Object.keys(DEFAULT_CONSTRUCTOR_OPTIONS);
	return constructFromEvents(parseEvents(source, pick(opts, PARSER_OPT_KEYS)), {
		...pick(opts, CONSTRUCTOR_OPT_KEYS),
		source
	});
}
function loadAll(input, iteratorOrOptions, options) {
	let iterator = null;
	if (typeof iteratorOrOptions === "function") iterator = iteratorOrOptions;
	else if (iteratorOrOptions !== null && typeof iteratorOrOptions === "object") options = iteratorOrOptions;
	const documents = loadDocuments(input, options);
	if (iterator === null) return documents;
	for (const document of documents) iterator(document);
}
/**
* Parses `string` as a single YAML document. Throws {@link YAMLException} on
* error. This function does not understand multi-document or empty sources; it
* throws an exception on those.
*
* > [!NOTE]
* > 1. When processing untrusted input, see the
* >    [security considerations](../docs/safety.md).
* > 2. All exceptions MUST be caught, not just {@link YAMLException}.
* > 3. The default {@link CORE_SCHEMA} comes without the `!!merge` tag. You can
* >    easily enable it if needed.
* > 4. The default {@link mapTag} is `{}`-object based, with known limitations
* >    (see description). For full compatibility use {@link realMapTag}
* >    instead (it uses native JS `Map`).
*
* @example
* Enable {@link mergeTag} and {@link realMapTag}:
*
* ```javascript
* import { load, CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
*
* try {
*   load(data, { schema: CORE_SCHEMA.withTags(mergeTag, realMapTag) })
* } catch (e) {
*   console.error(e)
* }
* ```
*
* @category Main
*/
function load(input, options) {
	const documents = loadDocuments(input, options);
	if (documents.length === 0) throw new YAMLException("expected a document, but the input is empty");
	if (documents.length === 1) return documents[0];
	throw new YAMLException("expected a single document in the stream, but found more");
}
//#endregion
//#region src/ast/from_js.ts
var INVALID = Symbol("INVALID");
function buildRepresentTypes(schema) {
	const defaultTags = new Set([
		schema.defaultScalarTag,
		schema.defaultSequenceTag,
		schema.defaultMappingTag
	].filter((t) => t !== void 0));
	const implicitScalars = schema.implicitScalarTags;
	const explicitTags = schema.tags.filter((t) => !(t.nodeKind === "scalar" && t.implicit) && !defaultTags.has(t));
	const defaultTagsLast = schema.tags.filter((t) => defaultTags.has(t));
	return [
		...implicitScalars.map((tag) => ({
			tag,
			implicitTag: true
		})),
		...explicitTags.map((tag) => ({
			tag,
			implicitTag: false
		})),
		...defaultTagsLast.map((tag) => ({
			tag,
			implicitTag: true
		}))
	];
}
function matchTag(state, object) {
	for (let index = 0, length = state.representTypes.length; index < length; index += 1) {
		const { tag, implicitTag } = state.representTypes[index];
		if (tag.identify(object)) {
			let tagName;
			if (tag.matchByTagPrefix) tagName = tag.representTagName(object);
			else tagName = tag.tagName;
			return {
				tag,
				tagName,
				implicitTag
			};
		}
	}
	return null;
}
function build(state, object) {
	if (!state.noRefs && object !== null && typeof object === "object") {
		const existing = state.refs.get(object);
		if (existing) {
			if (existing.anchor === void 0) existing.anchor = `ref_${state.refCounter++}`;
			return {
				kind: "alias",
				anchor: existing.anchor
			};
		}
	}
	const matched = matchTag(state, object);
	if (!matched) {
		if (object === void 0) return INVALID;
		if (state.skipInvalid) return INVALID;
		throw new YAMLException(`unacceptable kind of an object to dump ${Object.prototype.toString.call(object)}`);
	}
	const { tag, tagName, implicitTag } = matched;
	const nodeTagName = implicitTag ? tagName : tagNameShort(tagName);
	if (tag.nodeKind === "scalar") return {
		kind: "scalar",
		tag: nodeTagName,
		tagged: !implicitTag,
		style: SCALAR_STYLE.PLAIN,
		value: tag.represent(object)
	};
	if (tag.nodeKind === "sequence") {
		const container = tag.represent(object);
		const node = {
			kind: "sequence",
			tag: nodeTagName,
			tagged: !implicitTag,
			style: COLLECTION_STYLE.BLOCK,
			items: []
		};
		if (!state.noRefs) state.refs.set(object, node);
		for (let index = 0, length = container.length; index < length; index += 1) {
			let item = build(state, container[index]);
			if (item === INVALID && container[index] === void 0) item = build(state, null);
			if (item === INVALID) continue;
			node.items.push(item);
		}
		return node;
	}
	const map = tag.represent(object);
	const node = {
		kind: "mapping",
		tag: nodeTagName,
		tagged: !implicitTag,
		style: COLLECTION_STYLE.BLOCK,
		items: []
	};
	if (!state.noRefs) state.refs.set(object, node);
	for (const [objectKey, objectValue] of map) {
		const key = build(state, objectKey);
		if (key === INVALID) continue;
		const value = build(state, objectValue);
		if (value === INVALID) continue;
		node.items.push({
			key,
			value
		});
	}
	return node;
}
/**
* Convert JS object to AST. A JS value is one YAML document. An unrepresentable
* root becomes an empty document, which the presenter renders as an empty
* string.
*
* @category AST
*/
function jsToAst(input, schema, options = {}) {
	const root = build({
		representTypes: buildRepresentTypes(schema),
		noRefs: options.noRefs ?? false,
		skipInvalid: options.skipInvalid ?? false,
		refs: /* @__PURE__ */ new Map(),
		refCounter: 0
	}, input);
	return [{
		contents: root === INVALID ? null : root,
		directives: []
	}];
}
//#endregion
//#region src/ast/visit.ts
/**
* Return from a visitor to stop the whole traversal.
*
* @category AST
*/
var VISIT_BREAK = Symbol("visit:break");
/**
* Return from a visitor to skip the current node's children.
*
* @category AST
*/
var VISIT_SKIP = Symbol("visit:skip");
function visitNode(node, visitor, ctx) {
	const control = visitor(node, ctx);
	if (control === VISIT_BREAK) return true;
	if (control === VISIT_SKIP) return false;
	const depth = ctx.depth + 1;
	switch (node.kind) {
		case "sequence":
			for (const item of node.items) if (visitNode(item, visitor, {
				depth,
				parent: node,
				isKey: false
			})) return true;
			break;
		case "mapping": for (const { key, value } of node.items) {
			if (visitNode(key, visitor, {
				depth,
				parent: node,
				isKey: true
			})) return true;
			if (visitNode(value, visitor, {
				depth,
				parent: node,
				isKey: false
			})) return true;
		}
	}
	return false;
}
/**
* Walk every node in the documents, calling {@link Visitor} once per
* node (pre-order).
*
* @category AST
*/
function visit(documents, visitor) {
	for (const doc of documents) if (doc.contents && visitNode(doc.contents, visitor, {
		depth: 0,
		parent: null,
		isKey: false
	})) return;
}
//#endregion
//#region src/ast/styler_defaults.ts
function hasBit(mask, bit) {
	return (mask & 1 << bit) !== 0;
}
/**
* Default scalar styling rules in application order.
* See [Scalar styling](../../docs/scalar_styling.md) for usage details.
*
* @category AST
*/
var DEFAULT_SCALAR_STYLE_RULES = {
	applyQuoteFlowKeysOption,
	doubleQuoteForInvisibles,
	doubleQuoteWhitespaceOnly,
	applyForceQuotesOption,
	tryLongOrMultilineAsBlock,
	quoteInvalidPlain,
	fallbackToDoubleQuoted
};
function _preferredQuotedStyle(layout) {
	if (layout.presenterOptions.quoteStyle === "single" && hasBit(layout.allowedStylesMask, SCALAR_STYLE.SINGLE_QUOTED)) return SCALAR_STYLE.SINGLE_QUOTED;
	return SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyQuoteFlowKeysOption(layout) {
	if (!layout.presenterOptions.quoteFlowKeys) return;
	if (!layout.isKey || !layout.flowOnly || layout.style !== SCALAR_STYLE.PLAIN) return;
	layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteForInvisibles(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteWhitespaceOnly(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && /^\s+$/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyForceQuotesOption(layout) {
	if (!layout.presenterOptions.forceQuotes) return;
	if (layout.isKey || layout.style !== SCALAR_STYLE.PLAIN) return;
	if (layout.node.tag !== layout.presenterOptions.schema.defaultScalarTag.tagName) return;
	layout.style = layout.node.value.includes("\n") ? SCALAR_STYLE.DOUBLE_QUOTED : _preferredQuotedStyle(layout);
}
function tryLongOrMultilineAsBlock(layout) {
	if (layout.style !== SCALAR_STYLE.PLAIN || layout.isKey) return;
	const value = layout.node.value;
	const multiline = value.indexOf("\n") !== -1;
	if (!hasBit(layout.allowedStylesMask, SCALAR_STYLE.LITERAL_BLOCK)) {
		if (multiline) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
		return;
	}
	const w = layout.presenterOptions.lineWidth;
	if (w === -1) {
		if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
		return;
	}
	const availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
	let position = 0;
	let shouldFold = false;
	while (position <= value.length) {
		let lineEnd = value.length;
		const nextLineBreak = value.indexOf("\n", position);
		if (nextLineBreak !== -1) lineEnd = nextLineBreak;
		const line = value.slice(position, lineEnd);
		if (line.length > availableWidth && line[0] !== " " && / [^ \t]/.test(line)) shouldFold = true;
		if (nextLineBreak === -1) break;
		position = nextLineBreak + 1;
	}
	if (shouldFold) layout.style = SCALAR_STYLE.FOLDED_BLOCK;
	else if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
}
function quoteInvalidPlain(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && !hasBit(layout.allowedStylesMask, SCALAR_STYLE.PLAIN)) layout.style = _preferredQuotedStyle(layout);
}
function fallbackToDoubleQuoted(layout) {
	if (!hasBit(layout.allowedStylesMask, layout.style)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
//#endregion
//#region src/ast/scalar_styler.ts
function setBit(mask, bit) {
	return mask | 1 << bit;
}
var SRC_C_PRINTABLE = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]";
var SRC_B_CHAR = "[\\n\\r]";
var SRC_C_BYTE_ORDER_MARK = "\\uFEFF";
var SRC_S_WHITE = "[ \\t]";
var SRC_NB_CHAR = `(?:(?!(?:${SRC_B_CHAR}|${SRC_C_BYTE_ORDER_MARK}))${SRC_C_PRINTABLE})`;
var SRC_NS_CHAR = `(?:(?!${SRC_S_WHITE})${SRC_NB_CHAR})`;
var SRC_NB_JSON = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]";
var SRC_C_INDICATOR = "[-?:,\\[\\]{}#&*!|>'\"%@`]";
var SRC_C_FLOW_INDICATOR = "[,\\[\\]{}]";
var SRC_NS_PLAIN_SAFE_FLOW_OUT = SRC_NS_CHAR;
var SRC_NS_PLAIN_SAFE_FLOW_IN = `(?:(?!${SRC_C_FLOW_INDICATOR})${SRC_NS_CHAR})`;
var SRC_NS_PLAIN_FIRST_FLOW_OUT = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))`;
var SRC_NS_PLAIN_FIRST_FLOW_IN = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))`;
var SRC_NS_PLAIN_CHAR_FLOW_OUT = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_OUT})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))#*`;
var SRC_NS_PLAIN_CHAR_FLOW_IN = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_IN})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))#*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_OUT})*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_IN})*`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_OUT = `${SRC_NS_PLAIN_FIRST_FLOW_OUT}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_IN = `${SRC_NS_PLAIN_FIRST_FLOW_IN}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_OUT;
var SRC_NS_PLAIN_ONE_LINE_FLOW_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_IN;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_OUT}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_IN}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT = `${SRC_NS_PLAIN_ONE_LINE_FLOW_OUT}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT})*`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_IN = `${SRC_NS_PLAIN_ONE_LINE_FLOW_IN}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN})*`;
var NS_PLAIN_FLOW_OUT = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT})$`, "u");
var NS_PLAIN_FLOW_IN = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_IN})$`, "u");
var NS_PLAIN_BLOCK_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY})$`, "u");
var NS_PLAIN_FLOW_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_FLOW_KEY})$`, "u");
var NB_SINGLE_ONE_LINE = new RegExp(`^(?:${SRC_NB_JSON})*$`, "u");
var NB_SINGLE_MULTI_LINE = new RegExp(`^(?:${SRC_NB_JSON}|\\n)*$`, "u");
var BLOCK_SCALAR_CONTENT = new RegExp(`^(?:${SRC_NB_CHAR}|\\n)*$`, "u");
var C_FORBIDDEN_FIRST_LINE = /^(?:---|\.\.\.)(?=$|[ \t\n\r])/;
var C_FORBIDDEN_CONTENT = /^(?:---|\.\.\.)(?=$|[ \t\n\r])/m;
function canUsePlain(layout) {
	const str = layout.node.value;
	if (str !== "") {
		if (!(layout.isKey ? layout.flowOnly ? NS_PLAIN_FLOW_KEY : NS_PLAIN_BLOCK_KEY : layout.flowOnly ? NS_PLAIN_FLOW_IN : NS_PLAIN_FLOW_OUT).test(str)) return false;
		if (layout.shiftOfFirstLine === 0 && C_FORBIDDEN_FIRST_LINE.test(str)) return false;
		if (layout.shiftOfContent === 0) {
			const firstLineBreak = str.indexOf("\n");
			if (firstLineBreak !== -1) {
				const content = str.slice(firstLineBreak + 1);
				if (C_FORBIDDEN_CONTENT.test(content)) return false;
			}
		}
	}
	const resolvedTag = layout.presenterOptions.schema.resolveImplicitScalarTag(str).tag.tagName;
	if (!layout.node.tagged && resolvedTag !== layout.node.tag) return false;
	if (!layout.node.tagged && str === "=" && resolvedTag === layout.presenterOptions.schema.defaultScalarTag.tagName) return false;
	return true;
}
function canUseSingleQuoted(layout) {
	const str = layout.node.value;
	if (!(layout.isKey ? NB_SINGLE_ONE_LINE : NB_SINGLE_MULTI_LINE).test(str)) return false;
	if (/[ \t]\n|\n[ \t]/.test(str)) return false;
	if (!layout.isKey && layout.shiftOfContent === 0) {
		const firstLineBreak = str.indexOf("\n");
		if (firstLineBreak !== -1 && C_FORBIDDEN_CONTENT.test(str.slice(firstLineBreak + 1))) return false;
	}
	return true;
}
function canUseBlock(layout) {
	if (layout.flowOnly || !BLOCK_SCALAR_CONTENT.test(layout.node.value)) return false;
	const contentIndent = layout.shiftOfContent - layout.shiftOfParent;
	if (contentIndent < 1) return false;
	if (contentIndent > 9 && /^\n* /.test(layout.node.value)) return false;
	if (layout.shiftOfContent === 0 && C_FORBIDDEN_CONTENT.test(layout.node.value)) return false;
	return true;
}
function detectAllowedStyles(layout) {
	let mask = setBit(0, SCALAR_STYLE.DOUBLE_QUOTED);
	if (canUsePlain(layout)) mask = setBit(mask, SCALAR_STYLE.PLAIN);
	if (canUseSingleQuoted(layout)) mask = setBit(mask, SCALAR_STYLE.SINGLE_QUOTED);
	if (canUseBlock(layout)) mask = setBit(setBit(mask, SCALAR_STYLE.LITERAL_BLOCK), SCALAR_STYLE.FOLDED_BLOCK);
	layout.allowedStylesMask = mask;
}
function renderScalar(layout) {
	switch (layout.style) {
		case SCALAR_STYLE.PLAIN: return renderPlain(layout);
		case SCALAR_STYLE.SINGLE_QUOTED: return renderSingleQuoted(layout);
		case SCALAR_STYLE.LITERAL_BLOCK: return renderLiteralBlock(layout);
		case SCALAR_STYLE.FOLDED_BLOCK: return renderFoldedBlock(layout);
		case SCALAR_STYLE.DOUBLE_QUOTED: return renderDoubleQuoted(layout);
	}
}
function renderPlain(layout) {
	return encodeFlowBreaks(layout.node.value, layout.shiftOfContent);
}
function renderSingleQuoted(layout) {
	return `'${encodeFlowBreaks(layout.node.value, layout.shiftOfContent).replace(/'/g, "''")}'`;
}
function renderLiteralBlock(layout) {
	const value = layout.node.value;
	return "|" + blockHeader(value, layout.shiftOfParent, layout.shiftOfContent) + dropEndingNewline(indentString(value, layout.shiftOfContent));
}
function renderFoldedBlock(layout) {
	const value = layout.node.value;
	const w = layout.presenterOptions.lineWidth;
	let availableWidth = Infinity;
	if (w !== -1) availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
	return ">" + blockHeader(value, layout.shiftOfParent, layout.shiftOfContent) + dropEndingNewline(indentString(foldBlockScalar(value, availableWidth), layout.shiftOfContent));
}
function renderDoubleQuoted(layout) {
	return `"${escapeString(layout.node.value)}"`;
}
function encodeFlowBreaks(string, shiftOfContent) {
	let nextLF = string.indexOf("\n");
	if (nextLF === -1) return string;
	const pad = " ".repeat(shiftOfContent);
	let result = string.slice(0, nextLF);
	const lineRe = /(\n+)([^\n]*)/g;
	lineRe.lastIndex = nextLF;
	let match;
	while (match = lineRe.exec(string)) {
		const breaks = match[1].length;
		const line = match[2];
		result += "\n".repeat(breaks + 1) + pad + line;
	}
	return result;
}
function indentString(string, spaces) {
	const indent = " ".repeat(spaces);
	let position = 0;
	let result = "";
	const length = string.length;
	while (position < length) {
		let line;
		const next = string.indexOf("\n", position);
		if (next === -1) {
			line = string.slice(position);
			position = length;
		} else {
			line = string.slice(position, next + 1);
			position = next + 1;
		}
		if (line.length && line !== "\n") result += indent;
		result += line;
	}
	return result;
}
function needIndentIndicator(string) {
	return /^\n* /.test(string);
}
function blockHeader(string, shiftOfParent, shiftOfContent) {
	const indentIndicator = needIndentIndicator(string) ? String(shiftOfContent - shiftOfParent) : "";
	const clip = string[string.length - 1] === "\n";
	return `${indentIndicator}${clip && (string[string.length - 2] === "\n" || string === "\n") ? "+" : clip ? "" : "-"}\n`;
}
function dropEndingNewline(string) {
	return string[string.length - 1] === "\n" ? string.slice(0, -1) : string;
}
function isMoreIndented(char) {
	return char === " " || char === "	";
}
function foldLine(line, width) {
	if (line === "" || isMoreIndented(line[0])) return line;
	const breakRe = / [^ \t]/g;
	let match;
	let start = 0;
	let end;
	let curr = 0;
	let next = 0;
	let result = "";
	while (match = breakRe.exec(line)) {
		next = match.index;
		if (next - start > width) {
			end = curr > start ? curr : next;
			result += `\n${line.slice(start, end)}`;
			start = end + 1;
		}
		curr = next;
	}
	result += "\n";
	if (line.length - start > width && curr > start) result += `${line.slice(start, curr)}\n${line.slice(curr + 1)}`;
	else result += line.slice(start);
	return result.slice(1);
}
function foldBlockScalar(string, width) {
	const lineRe = /(\n+)([^\n]*)/g;
	let nextLF = string.indexOf("\n");
	if (nextLF === -1) nextLF = string.length;
	lineRe.lastIndex = nextLF;
	let result = foldLine(string.slice(0, nextLF), width);
	let prevMoreIndented = string[0] === "\n" || isMoreIndented(string[0]);
	let moreIndented;
	let match;
	while (match = lineRe.exec(string)) {
		const prefix = match[1];
		const line = match[2];
		moreIndented = line !== "" && isMoreIndented(line[0]);
		result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
		prevMoreIndented = moreIndented;
	}
	return result;
}
var CHARACTERS_TO_ESCAPE = /["\\\x00-\x1F\x7F-\xA0\u2028\u2029\uD800-\uDFFF\uFEFF\uFFFE\uFFFF]/gu;
function escapeCharacter(character) {
	switch (character) {
		case "\0": return "\\0";
		case "\x07": return "\\a";
		case "\b": return "\\b";
		case "	": return "\\t";
		case "\n": return "\\n";
		case "\v": return "\\v";
		case "\f": return "\\f";
		case "\r": return "\\r";
		case "\x1B": return "\\e";
		case "\"": return "\\\"";
		case "\\": return "\\\\";
		case "": return "\\N";
		case "\xA0": return "\\_";
		case "\u2028": return "\\L";
		case "\u2029": return "\\P";
	}
	const code = character.charCodeAt(0);
	const hex = code.toString(16).toUpperCase();
	if (code <= 255) return `\\x${"0".repeat(2 - hex.length)}${hex}`;
	return `\\u${"0".repeat(4 - hex.length)}${hex}`;
}
function escapeString(string) {
	return string.replace(CHARACTERS_TO_ESCAPE, escapeCharacter);
}
//#endregion
//#region src/ast/presenter.ts
var CHAR_LINE_FEED = 10;
var DEFAULT_PRESENTER_OPTIONS = {
	indent: 2,
	seqNoIndent: false,
	seqInlineFirst: true,
	lineWidth: 80,
	flowBracketPadding: false,
	flowSkipCommaSpace: false,
	flowSkipColonSpace: false,
	quoteFlowKeys: false,
	quoteStyle: "single",
	forceQuotes: false,
	scalarStyleRules: Object.keys(DEFAULT_SCALAR_STYLE_RULES).map((name) => Reflect.get(DEFAULT_SCALAR_STYLE_RULES, name)),
	tagBeforeAnchor: false
};
function nodeTagShort(node) {
	return node.tagged ? node.tag : tagNameShort(node.tag);
}
function createPresenterState(options) {
	const opts = {
		...DEFAULT_PRESENTER_OPTIONS,
		...options
	};
	if (opts.flowSkipColonSpace) opts.quoteFlowKeys = true;
	return {
		...opts,
		defaultScalarTagName: opts.schema.defaultScalarTag.tagName,
		openEnded: false
	};
}
function generateNextLine(state, level) {
	return `\n${" ".repeat(state.indent * level)}`;
}
function scalarLayout(state, node, parent, level, isKey, flowOnly) {
	return {
		node,
		parent,
		level,
		isKey,
		flowOnly,
		shiftOfParent: level === 0 ? -1 : state.indent * (level - 1),
		shiftOfContent: state.indent * Math.max(1, level),
		shiftOfFirstLine: level === 0 ? 0 : state.indent * level,
		presenterOptions: state,
		allowedStylesMask: 0,
		style: node.style
	};
}
function writeFlowSequence(state, level, node) {
	let result = "";
	for (let index = 0, length = node.items.length; index < length; index += 1) {
		const item = writeNode(state, level, node.items[index], node, {}).text;
		if (index > 0) result += `,${!state.flowSkipCommaSpace ? " " : ""}`;
		result += item;
	}
	const pad = state.flowBracketPadding && node.items.length > 0 ? " " : "";
	return `[${pad}${result}${pad}]`;
}
function writeBlockSequence(state, level, node, compact) {
	let result = "";
	for (let index = 0, length = node.items.length; index < length; index += 1) {
		const item = writeNode(state, level + 1, node.items[index], node, {
			block: true,
			compact: state.seqInlineFirst,
			isblockseq: true
		}).text;
		if (!compact || result !== "") result += generateNextLine(state, level);
		if (item === "" || CHAR_LINE_FEED === item.charCodeAt(0)) result += "-";
		else result += "- ";
		result += item;
	}
	return result;
}
function writeFlowMapping(state, level, node) {
	let result = "";
	for (const { key, value } of node.items) {
		let pairBuffer = "";
		if (result !== "") pairBuffer += `,${!state.flowSkipCommaSpace ? " " : ""}`;
		const keyRender = writeNode(state, level, key, node, { iskey: true });
		const keyText = keyRender.text;
		const valueText = writeNode(state, level, value, node, {}).text;
		const sep = state.flowSkipColonSpace || valueText === "" ? "" : " ";
		const keyIsBareProps = key.kind === "scalar" && keyRender.noBody && (key.tagged || key.anchor !== void 0);
		const keyColonSep = key.kind === "alias" || keyIsBareProps ? " " : "";
		pairBuffer += `${keyText}${keyColonSep}:${sep}${valueText}`;
		result += pairBuffer;
	}
	const pad = state.flowBracketPadding && result !== "" ? " " : "";
	return `{${pad}${result}${pad}}`;
}
function writeBlockMapping(state, level, node, compact) {
	let result = "";
	for (let index = 0, length = node.items.length; index < length; index += 1) {
		let pairBuffer = "";
		if (!compact || result !== "") pairBuffer += generateNextLine(state, level);
		const { key, value } = node.items[index];
		const keyIsBlock = (key.kind === "mapping" || key.kind === "sequence") && key.style === COLLECTION_STYLE.BLOCK && key.items.length !== 0 || key.kind === "scalar" && (key.style === SCALAR_STYLE.LITERAL_BLOCK || key.style === SCALAR_STYLE.FOLDED_BLOCK);
		const keyRender = keyIsBlock ? writeNode(state, level + 1, key, node, {
			block: true,
			compact: true,
			isblockseq: !cannotBeCompact(state, key, level + 1)
		}) : writeNode(state, level + 1, key, node, {
			block: true,
			compact: true,
			iskey: true
		});
		const keyText = keyRender.text;
		const keyHasLineBreak = key.kind === "scalar" && key.value.indexOf("\n") !== -1;
		const keyIsTooLong = keyText.length > 1024 && /^[\s\S]{1025}/u.test(keyText);
		const explicitPair = keyIsBlock || keyHasLineBreak || keyIsTooLong;
		if (explicitPair) {
			if (keyText && CHAR_LINE_FEED === keyText.charCodeAt(0)) pairBuffer += "?";
			else pairBuffer += "? ";
		}
		pairBuffer += keyText;
		if (explicitPair) pairBuffer += generateNextLine(state, level);
		const valueText = writeNode(state, level + 1, value, node, {
			block: true,
			compact: explicitPair,
			isblockseq: explicitPair && !cannotBeCompact(state, value, level + 1)
		}).text;
		const keyIsBareProps = key.kind === "scalar" && keyRender.noBody && (key.tagged || key.anchor !== void 0);
		const keyColonSep = !explicitPair && (key.kind === "alias" || keyIsBareProps) ? " " : "";
		if (valueText === "" || CHAR_LINE_FEED === valueText.charCodeAt(0)) pairBuffer += `${keyColonSep}:`;
		else pairBuffer += `${keyColonSep}: `;
		pairBuffer += valueText;
		result += pairBuffer;
	}
	return result;
}
function cannotBeCompact(state, node, level) {
	if (node.kind === "alias") return true;
	return node.tagged || node.anchor !== void 0 || state.indent < 2 && level > 0;
}
function writeNode(state, level, node, parent, ctx) {
	if (node.kind === "alias") {
		state.openEnded = false;
		return {
			text: `*${node.anchor}`,
			noBody: false
		};
	}
	const { block = false, iskey = false, isblockseq = false } = ctx;
	let compact = ctx.compact ?? false;
	const hasAnchor = node.anchor !== void 0;
	if (cannotBeCompact(state, node, level)) compact = false;
	let body;
	let shouldPrintTag = node.tagged;
	const useBlockCollection = block && (node.kind === "mapping" || node.kind === "sequence") && node.style === COLLECTION_STYLE.BLOCK && node.items.length !== 0;
	if (node.kind === "mapping") {
		if (useBlockCollection) body = writeBlockMapping(state, level, node, compact);
		else body = writeFlowMapping(state, level, node);
	} else if (node.kind === "sequence") {
		if (useBlockCollection) {
			if (state.seqNoIndent && !isblockseq && level > 0) body = writeBlockSequence(state, level - 1, node, compact);
			else body = writeBlockSequence(state, level, node, compact);
		} else body = writeFlowSequence(state, level, node);
	} else {
		const layout = scalarLayout(state, node, parent, level, iskey, !block);
		detectAllowedStyles(layout);
		for (const rule of state.scalarStyleRules) rule(layout);
		body = renderScalar(layout);
		state.openEnded = (layout.style === SCALAR_STYLE.LITERAL_BLOCK || layout.style === SCALAR_STYLE.FOLDED_BLOCK) && (node.value === "\n" || node.value.endsWith("\n\n"));
		shouldPrintTag = node.tagged || body === "" && layout.flowOnly && parent?.kind === "sequence" && !hasAnchor || layout.style !== SCALAR_STYLE.PLAIN && node.tag !== state.defaultScalarTagName;
	}
	if ((node.kind === "mapping" || node.kind === "sequence") && !useBlockCollection) state.openEnded = false;
	if (useBlockCollection && compact && level > 0 && state.indent > 2) body = `${" ".repeat(state.indent - 2)}${body}`;
	const noBody = body === "";
	let text = body;
	if (shouldPrintTag || hasAnchor) {
		const props = [];
		const tag = shouldPrintTag ? nodeTagShort(node) : null;
		const anchor = hasAnchor ? `&${node.anchor}` : null;
		if (state.tagBeforeAnchor) {
			if (tag !== null) props.push(tag);
			if (anchor !== null) props.push(anchor);
		} else {
			if (anchor !== null) props.push(anchor);
			if (tag !== null) props.push(tag);
		}
		const sep = body === "" || body.charCodeAt(0) === CHAR_LINE_FEED ? "" : " ";
		text = `${props.join(" ")}${sep}${body}`;
	}
	return {
		text,
		noBody
	};
}
function rootStartsOwnLine(node) {
	return (node.kind === "sequence" || node.kind === "mapping") && node.style === COLLECTION_STYLE.BLOCK && node.items.length !== 0 && !node.tagged && node.anchor === void 0;
}
function writeDocumentDirectives(doc) {
	let result = "";
	for (const directive of doc.directives) {
		if (directive.kind === "yaml") {
			result += `%YAML ${directive.version}\n`;
			continue;
		}
		const { handle, prefix } = directive;
		result += `%TAG ${handle} ${prefix}\n`;
	}
	return result;
}
/**
* Build YAML from AST.
*
* @category AST
*/
function present(documents, options) {
	const state = createPresenterState(options);
	let result = "";
	let previousEnded = false;
	for (let index = 0; index < documents.length; index += 1) {
		const doc = documents[index];
		state.openEnded = false;
		const directives = writeDocumentDirectives(doc);
		const hasDirectives = directives !== "";
		const marker = doc.explicitStart || hasDirectives || index > 0 && !previousEnded;
		result += directives;
		if (doc.contents === null) {
			if (marker) result += "---\n";
		} else if (marker) {
			const body = writeNode(state, 0, doc.contents, null, {
				block: true,
				compact: true
			}).text;
			const sep = body === "" ? "" : hasDirectives || rootStartsOwnLine(doc.contents) ? "\n" : " ";
			result += `---${sep}${body}\n`;
		} else result += writeNode(state, 0, doc.contents, null, {
			block: true,
			compact: true
		}).text + "\n";
		previousEnded = doc.explicitEnd || state.openEnded;
		if (previousEnded) result += "...\n";
	}
	return result;
}
//#endregion
//#region src/dump.ts
var DEFAULT_DUMP_OPTIONS = {
	...DEFAULT_PRESENTER_OPTIONS,
	schema: DUMP_SCHEMA,
	skipInvalid: false,
	noRefs: false,
	flowLevel: -1,
	sortKeys: false,
	transform: () => {}
};
function defaultCompareFn(a, b) {
	const x = String(a);
	const y = String(b);
	if (x < y) return -1;
	if (x > y) return 1;
	return 0;
}
/**
* Serializes JS object as a YAML document. By default it can dump every
* supported YAML type, so it throws an exception if you try to dump regexps or
* functions. However, you can disable exceptions by setting the
* {@link DumpOptions.skipInvalid} option to `true`.
*
* @category Main
*/
function dump(input, options = {}) {
	const opts = {
		...DEFAULT_DUMP_OPTIONS,
		...options
	};
	const documents = jsToAst(input, opts.schema, {
		noRefs: opts.noRefs,
		skipInvalid: opts.skipInvalid
	});
	if (opts.flowLevel >= 0) visit(documents, (node, ctx) => {
		if (ctx.depth < opts.flowLevel) return;
		if (node.kind === "sequence" || node.kind === "mapping") node.style = COLLECTION_STYLE.FLOW;
		return VISIT_SKIP;
	});
	if (opts.sortKeys) {
		const compareFn = opts.sortKeys === true ? defaultCompareFn : opts.sortKeys;
		visit(documents, (node) => {
			if (node.kind !== "mapping") return;
			node.items.sort((a, b) => compareFn(a.key.kind === "scalar" ? a.key.value : "", b.key.kind === "scalar" ? b.key.value : ""));
		});
	}
	opts.transform(documents);
	return present(documents, {
		...pick(opts, Object.keys(DEFAULT_PRESENTER_OPTIONS)),
		schema: opts.schema
	});
}
//#endregion
//#region src/ast/from_events.ts
var NO_RANGE = (/* unused pure expression or super */ null && (-1));
function eventPosition(event) {
	if ("tagStart" in event && event.tagStart !== NO_RANGE) return event.tagStart;
	if ("anchorStart" in event && event.anchorStart !== NO_RANGE) return event.anchorStart;
	if ("valueStart" in event && event.valueStart !== NO_RANGE) return event.valueStart;
	if ("start" in event) return event.start;
	return 0;
}
function rawTag(state, event) {
	return event.tagStart === NO_RANGE ? "" : state.source.slice(event.tagStart, event.tagEnd);
}
function anchorName(state, event) {
	return event.anchorStart === NO_RANGE ? void 0 : state.source.slice(event.anchorStart, event.anchorEnd);
}
function buildScalar(state, event) {
	const value = getScalarValue(state.source, event);
	const raw = rawTag(state, event);
	let tag;
	let tagged = false;
	if (raw !== "") {
		tagged = true;
		tag = raw;
	} else if (event.style === SCALAR_STYLE.PLAIN) tag = state.schema.resolveImplicitScalarTag(value).tag.tagName;
	else tag = state.schema.defaultScalarTag.tagName;
	return {
		kind: "scalar",
		tag,
		tagged,
		style: event.style,
		anchor: anchorName(state, event),
		value
	};
}
function buildCollection(state, event, defaultTagName) {
	const raw = rawTag(state, event);
	let tag;
	let tagged = false;
	if (raw === "") tag = defaultTagName;
	else {
		tag = raw;
		tagged = true;
	}
	return {
		tag,
		tagged,
		style: event.style,
		anchor: anchorName(state, event)
	};
}
function addNode(state, node) {
	const frame = state.frames[state.frames.length - 1];
	if (frame.kind === "document") frame.doc.contents = node;
	else if (frame.kind === "sequence") frame.node.items.push(node);
	else if (frame.key) {
		frame.node.items.push({
			key: frame.key,
			value: node
		});
		frame.key = null;
	} else frame.key = node;
}
/**
* Builds an AST from parser events
*
* @category AST
*/
function eventsToAst(events, options) {
	const state = {
		source: options.source,
		schema: options.schema,
		eventIndex: 0,
		position: 0,
		frames: [],
		documents: []
	};
	while (state.eventIndex < events.length) {
		const event = events[state.eventIndex++];
		state.position = eventPosition(event);
		switch (event.type) {
			case EVENT_ID.DOCUMENT: {
				const doc = {
					contents: null,
					explicitStart: event.explicitStart,
					explicitEnd: event.explicitEnd,
					directives: event.directives
				};
				state.frames.push({
					kind: "document",
					doc
				});
				break;
			}
			case EVENT_ID.SCALAR:
				addNode(state, buildScalar(state, event));
				break;
			case EVENT_ID.SEQUENCE: {
				const { tag, tagged, style, anchor } = buildCollection(state, event, "tag:yaml.org,2002:seq");
				const node = {
					kind: "sequence",
					tag,
					tagged,
					style,
					anchor,
					items: []
				};
				state.frames.push({
					kind: "sequence",
					node
				});
				break;
			}
			case EVENT_ID.MAPPING: {
				const { tag, tagged, style, anchor } = buildCollection(state, event, "tag:yaml.org,2002:map");
				const node = {
					kind: "mapping",
					tag,
					tagged,
					style,
					anchor,
					items: []
				};
				state.frames.push({
					kind: "mapping",
					node,
					key: null
				});
				break;
			}
			case EVENT_ID.ALIAS:
				addNode(state, {
					kind: "alias",
					anchor: state.source.slice(event.anchorStart, event.anchorEnd)
				});
				break;
			case EVENT_ID.POP: {
				const frame = state.frames.pop();
				if (frame.kind === "mapping" && frame.key) throw new Error("incomplete mapping pair in event stream");
				if (frame.kind === "document") state.documents.push(frame.doc);
				else addNode(state, frame.node);
				break;
			}
		}
	}
	return state.documents;
}
//#endregion
//#region src/index.ts
/** @deprecated Use `EVENT_ID.DOCUMENT` instead. @internal */
var EVENT_DOCUMENT = EVENT_ID.DOCUMENT;
/** @deprecated Use `EVENT_ID.SEQUENCE` instead. @internal */
var EVENT_SEQUENCE = EVENT_ID.SEQUENCE;
/** @deprecated Use `EVENT_ID.MAPPING` instead. @internal */
var EVENT_MAPPING = EVENT_ID.MAPPING;
/** @deprecated Use `EVENT_ID.SCALAR` instead. @internal */
var EVENT_SCALAR = EVENT_ID.SCALAR;
/** @deprecated Use `EVENT_ID.ALIAS` instead. @internal */
var EVENT_ALIAS = EVENT_ID.ALIAS;
/** @deprecated Use `EVENT_ID.POP` instead. @internal */
var EVENT_POP = EVENT_ID.POP;
/** @deprecated Use `SCALAR_STYLE.PLAIN` instead. @internal */
var SCALAR_STYLE_PLAIN = SCALAR_STYLE.PLAIN;
/** @deprecated Use `SCALAR_STYLE.SINGLE_QUOTED` instead. @internal */
var SCALAR_STYLE_SINGLE_QUOTED = SCALAR_STYLE.SINGLE_QUOTED;
/** @deprecated Use `SCALAR_STYLE.DOUBLE_QUOTED` instead. @internal */
var SCALAR_STYLE_DOUBLE_QUOTED = SCALAR_STYLE.DOUBLE_QUOTED;
/** @deprecated Use `SCALAR_STYLE.LITERAL_BLOCK` instead. @internal */
var SCALAR_STYLE_LITERAL_BLOCK = SCALAR_STYLE.LITERAL_BLOCK;
/** @deprecated Use `SCALAR_STYLE.FOLDED_BLOCK` instead. @internal */
var SCALAR_STYLE_FOLDED_BLOCK = SCALAR_STYLE.FOLDED_BLOCK;
/** @deprecated Use `COLLECTION_STYLE.BLOCK` instead. @internal */
var COLLECTION_STYLE_BLOCK = COLLECTION_STYLE.BLOCK;
/** @deprecated Use `COLLECTION_STYLE.FLOW` instead. @internal */
var COLLECTION_STYLE_FLOW = COLLECTION_STYLE.FLOW;
/** @deprecated Use `CHOMPING_MODE.CLIP` instead. @internal */
var CHOMPING_CLIP = CHOMPING_MODE.CLIP;
/** @deprecated Use `CHOMPING_MODE.STRIP` instead. @internal */
var CHOMPING_STRIP = CHOMPING_MODE.STRIP;
/** @deprecated Use `CHOMPING_MODE.KEEP` instead. @internal */
var CHOMPING_KEEP = CHOMPING_MODE.KEEP;
//#endregion


//# sourceMappingURL=js-yaml.mjs.map
;// CONCATENATED MODULE: ./src/util/yaml.ts

/** Aliases are rarely needed in a skill or spec; a cap makes "billion laughs" input fail at once. */
const MAX_YAML_ALIASES = 32;
const MAX_YAML_DEPTH = 64;
const EVENT = { DOCUMENT: 1, SEQUENCE: 2, MAPPING: 3, SCALAR: 4, ALIAS: 5, POP: 6 };
/** Parse untrusted YAML with the safe core schema, capped aliases and depth, and keep node positions. */
function parseYaml(text) {
    try {
        const events = parseEvents(text, { maxDepth: MAX_YAML_DEPTH });
        const docs = constructFromEvents(events, { source: text, schema: CORE_SCHEMA, maxAliases: MAX_YAML_ALIASES });
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
        if (error instanceof YAMLException) {
            return { ok: false, line: (error.mark?.line ?? 0) + 1, message: error.reason };
        }
        // js-yaml may throw RangeError on pathological input; never let it escape as a stack trace.
        return { ok: false, line: 1, message: error instanceof Error ? error.message : String(error) };
    }
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
                    top.key = getScalarValue(text, event);
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

;// CONCATENATED MODULE: ./src/util/strings.ts
function levenshtein(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let prev = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const tmp = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = tmp;
        }
    }
    return row[b.length];
}
/** The candidate closest to `word`, if it is close enough to be a plausible typo. */
function nearest(word, candidates) {
    let best;
    let bestDistance = Infinity;
    for (const c of candidates) {
        const d = levenshtein(word.toLowerCase(), c.toLowerCase());
        if (d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}

;// CONCATENATED MODULE: ./src/eval/spec/jsonSchema.ts

function validateAgainst(schema, value) {
    return check(schema, value, [], schema);
}
function check(schema, value, path, root) {
    if (schema.$ref)
        return check(resolveRef(schema.$ref, root), value, path, root);
    const problem = (message) => [{ path, message: `${where(path)} ${message}` }];
    if (schema.oneOf) {
        const results = schema.oneOf.map((branch) => check(branch, value, path, root));
        const passing = results.filter((r) => r.length === 0).length;
        if (passing === 1)
            return [];
        if (passing > 1)
            return problem('matches more than one allowed shape');
        // Report the branch whose type fits the value: its problems are the ones the author can act on.
        const fitting = schema.oneOf.findIndex((branch) => typeMatches(resolve(branch, root).type, value));
        if (fitting >= 0)
            return results[fitting];
        const kinds = schema.oneOf.map((b) => article(resolve(b, root).type ?? 'value'));
        return problem(`must be ${kinds.join(' or ')}, not ${describeType(value)}`);
    }
    if (schema.const !== undefined && value !== schema.const)
        return problem(`must be \`${String(schema.const)}\``);
    if (schema.enum && !schema.enum.includes(value))
        return problem(`must be one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`);
    if (schema.type && !typeMatches(schema.type, value))
        return problem(`must be ${article(schema.type)}, not ${describeType(value)}`);
    if (typeof value === 'string') {
        if (schema.minLength !== undefined && value.length < schema.minLength)
            return problem(schema.minLength === 1 ? 'must not be empty' : `must be at least ${schema.minLength} characters`);
        if (schema.maxLength !== undefined && value.length > schema.maxLength)
            return problem(`must be at most ${schema.maxLength} characters`);
        if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
            return problem(`does not match ${schema.pattern}`);
        return [];
    }
    if (typeof value === 'number') {
        if (schema.minimum !== undefined && value < schema.minimum)
            return problem(`must be at least ${schema.minimum}`);
        if (schema.maximum !== undefined && value > schema.maximum)
            return problem(`must be at most ${schema.maximum}`);
        return [];
    }
    if (Array.isArray(value)) {
        const out = [];
        if (schema.minItems !== undefined && value.length < schema.minItems)
            out.push(...problem(`must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`));
        if (schema.uniqueItems) {
            const seen = new Set();
            value.forEach((item, i) => {
                const key = JSON.stringify(item);
                if (seen.has(key))
                    out.push({ path: [...path, i], message: `${where([...path, i])} repeats an earlier item` });
                seen.add(key);
            });
        }
        // An index loop, not forEach: a sparse array's holes are items too (undefined), as in Ajv.
        if (schema.items)
            for (let i = 0; i < value.length; i++)
                out.push(...check(schema.items, value[i], [...path, i], root));
        return out;
    }
    if (value !== null && typeof value === 'object') {
        const record = value;
        const keys = Object.keys(record);
        const allowed = Object.keys(schema.properties ?? {});
        const out = [];
        if (schema.additionalProperties === false) {
            for (const key of keys.filter((k) => !allowed.includes(k))) {
                const guess = nearest(key, allowed);
                out.push(...problem(`has an unknown key \`${key}\`${guess ? `; did you mean \`${guess}\`?` : ` (allowed: ${allowed.join(', ')})`}`));
            }
        }
        if (schema.maxProperties === 1 && schema.minProperties === 1 && keys.length !== 1) {
            out.push(...problem(`must name exactly one of ${allowed.map((k) => `\`${k}\``).join(', ')}`));
        }
        for (const key of schema.required ?? [])
            if (!(key in record))
                out.push(...problem(`is missing \`${key}\``));
        for (const key of keys) {
            const sub = schema.properties?.[key];
            if (sub)
                out.push(...check(sub, record[key], [...path, key], root));
        }
        return out;
    }
    return [];
}
function resolve(schema, root) {
    return schema.$ref ? resolve(resolveRef(schema.$ref, root), root) : schema;
}
function resolveRef(ref, root) {
    const name = /^#\/definitions\/(.+)$/.exec(ref)?.[1];
    const target = name ? root.definitions?.[name] : undefined;
    if (!target)
        throw new Error(`schema reference ${ref} is not supported`);
    return target;
}
function typeMatches(type, value) {
    switch (type) {
        case undefined:
            return true;
        case 'object':
            return value !== null && typeof value === 'object' && !Array.isArray(value);
        case 'array':
            return Array.isArray(value);
        case 'integer':
            return typeof value === 'number' && Number.isInteger(value);
        default:
            return typeof value === type;
    }
}
function where(path) {
    return path.length === 0 ? 'the spec' : `\`${path.join('.')}\``;
}
function article(type) {
    return { object: 'a map', array: 'a list', string: 'a string', integer: 'a whole number', boolean: '`true` or `false`' }[type] ?? `a ${type}`;
}
function describeType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a map';
    if (typeof value === 'number')
        return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`;
    return `${article(typeof value)} (\`${String(value)}\`)`;
}

;// CONCATENATED MODULE: ./src/eval/spec/schemaErrors.ts


/** One readable problem per location where a spec departs from `schemas/eval-spec.schema.json`. */
function schemaProblems(value) {
    return validateAgainst(evalSpecSchema, value);
}

;// CONCATENATED MODULE: ./src/eval/spec/readSpec.ts







/** Parse, schema-check and cross-check one `.eval.yaml`. A spec comes back only when it has no error. */
function readEvalSpec(input) {
    const { file } = input;
    const parsed = parseYaml(input.text);
    if (!parsed.ok) {
        return { spec: undefined, diagnostics: [diagnostic('eval-spec-invalid-yaml', file, `Not valid YAML: ${parsed.message}.`, { line: parsed.line })] };
    }
    const { value, lineOf } = parsed.doc;
    const problems = schemaProblems(value);
    if (problems.length > 0) {
        return {
            spec: undefined,
            diagnostics: problems.map((p) => diagnostic('eval-spec-schema', file, `${p.message}. See schemas/eval-spec.schema.json.`, { line: lineOf(p.path) ?? 1 })),
        };
    }
    const raw = value;
    const spec = normalise(raw, input);
    const diagnostics = crossCheck(spec, raw, input, (p) => lineOf(p) ?? 1);
    return { spec: diagnostics.some((d) => d.severity === 'error') ? undefined : spec, diagnostics };
}
function normalise(raw, input) {
    const declared = [input.subject, ...(raw.skills ?? []).filter((s) => s !== input.subject)];
    return {
        file: input.file,
        hash: (0,external_node_crypto_namespaceObject.createHash)('sha256').update(input.text).digest('hex'),
        subject: input.subject,
        skills: declared,
        backends: raw.backends,
        trials: raw.trials,
        sandbox: {
            fixtures: raw.sandbox?.fixtures,
            forbiddenFiles: raw.sandbox?.forbidden_files ?? [],
            timeoutSeconds: raw.sandbox?.timeout,
        },
        cases: raw.cases.map((c) => ({ id: c.id, prompt: c.prompt, checks: c.checks.map(toCheck) })),
    };
}
function toCheck(raw) {
    const [kind, v] = Object.entries(raw)[0];
    switch (kind) {
        case 'activation':
            return typeof v === 'string'
                ? { kind, skill: v, expect: true }
                : { kind, skill: v.skill, expect: v.expect ?? true };
        case 'file_exists':
            return { kind, path: v };
        case 'file_contains':
            return { kind, ...v };
        case 'command':
            return typeof v === 'string'
                ? { kind, run: v, timeoutSeconds: undefined }
                : { kind, run: v.run, timeoutSeconds: v.timeout };
        case 'output_matches':
            return { kind, pattern: v };
        default:
            return { kind: 'not_activated_any' };
    }
}
/** The installed set: the declared skills plus the closure of their cross-skill references. */
function installedSkills(spec, skills) {
    const all = new Set(spec.skills);
    for (const s of spec.skills)
        if (skills.has(s))
            for (const d of skills.dependenciesOf(s))
                all.add(d);
    return [...all];
}
function crossCheck(spec, raw, input, lineOf) {
    const { file, skills } = input;
    const out = [];
    (raw.skills ?? []).forEach((name, index) => {
        if (!skills.has(name)) {
            out.push(diagnostic('eval-spec-unknown-skill', file, `\`skills\` names \`${name}\`, which no SKILL.md in this repository has as its \`name\`.`, { line: lineOf(['skills', index]) }));
        }
    });
    const installed = new Set(installedSkills(spec, skills));
    const seenIds = new Map();
    spec.cases.forEach((c, ci) => {
        const caseLine = lineOf(['cases', ci]);
        const first = seenIds.get(c.id);
        if (first !== undefined)
            out.push(diagnostic('eval-spec-duplicate-case', file, `Case id \`${c.id}\` is used twice (first at line ${first}). Give each case its own id.`, { line: caseLine }));
        else
            seenIds.set(c.id, caseLine);
        for (const name of installed) {
            const syntax = invocationSyntax(c.prompt, name);
            if (syntax) {
                out.push(diagnostic('eval-spec-invocation-syntax', file, `The prompt of \`${c.id}\` invokes \`${name}\` explicitly (\`${syntax}\`), which preloads it; install-and-discover measures whether the agent chooses the skill by itself. Describe the task instead.`, { line: lineOf(['cases', ci, 'prompt']) }));
            }
        }
        c.checks.forEach((check, ki) => {
            const line = lineOf(['cases', ci, 'checks', ki]);
            if (check.kind === 'activation') {
                if (!installed.has(check.skill)) {
                    const why = skills.has(check.skill)
                        ? `is not installed for this spec; add it to \`skills:\``
                        : 'is not a skill in this repository';
                    out.push(diagnostic('eval-spec-unknown-skill', file, `Case \`${c.id}\` checks activation of \`${check.skill}\`, which ${why}.`, { line }));
                }
                else if (check.expect && skills.disablesModelInvocation(check.skill)) {
                    out.push(diagnostic('eval-spec-disabled-activation', file, `Case \`${c.id}\` expects the agent to choose \`${check.skill}\`, but that skill sets \`disable-model-invocation: true\`, so it can only score 0. Use \`expect: false\` or remove the flag.`, { line }));
                }
            }
            if (check.kind === 'file_contains' || check.kind === 'output_matches') {
                try {
                    new RegExp(check.pattern);
                }
                catch (error) {
                    out.push(diagnostic('eval-spec-schema', file, `Case \`${c.id}\`: \`${check.pattern}\` is not a valid regular expression (${error.message}).`, { line }));
                }
            }
        });
    });
    const fixtures = spec.sandbox.fixtures;
    if (fixtures !== undefined) {
        const skillAbs = external_node_path_default().join(input.root, input.skillDir);
        const abs = external_node_path_default().resolve(skillAbs, fixtures);
        const line = { line: lineOf(['sandbox', 'fixtures']) };
        if (!(0,external_node_fs_namespaceObject.existsSync)(abs) || !(0,external_node_fs_namespaceObject.statSync)(abs).isDirectory()) {
            out.push(diagnostic('eval-spec-path', file, `\`sandbox.fixtures: ${fixtures}\` is not a folder inside the skill. Create it or fix the path.`, line));
        }
        else if (!isInside(external_node_fs_namespaceObject.realpathSync.native(skillAbs), external_node_fs_namespaceObject.realpathSync.native(abs)) || external_node_fs_namespaceObject.realpathSync.native(abs) === external_node_fs_namespaceObject.realpathSync.native(skillAbs)) {
            out.push(diagnostic('eval-spec-path', file, `\`sandbox.fixtures: ${fixtures}\` must be a subfolder of the skill, not the skill itself or a folder outside it.`, line));
        }
    }
    return out;
}
/** The explicit-invocation syntax of any CLI, if the prompt uses it for `name`. */
function invocationSyntax(prompt, name) {
    const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const patterns = [new RegExp(`(?:^|\\s)(/skill:${n})(?![\\w-])`), new RegExp(`(?:^|\\s)(/${n})(?![\\w-])`), new RegExp(`(\\$${n})(?![\\w-])`)];
    for (const re of patterns) {
        const m = re.exec(prompt);
        if (m)
            return m[1];
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/skills/fields.ts
/** Front matter fields of the Agent Skills spec, and the extensions each backend documents. */
const SPEC_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
const BACKEND_FIELDS = {
    'claude-code': ['disable-model-invocation', 'user-invocable', 'argument-hint', 'model', 'context', 'agent', 'hooks', 'paths'],
    pi: ['disable-model-invocation'],
    hermes: ['version', 'platforms', 'required_environment_variables'],
};
/** `metadata.<key>` maps a backend defines (everything else in `metadata` must be a string). */
const BACKEND_METADATA_KEYS = { hermes: 'hermes' };
const BOOLEAN_FIELDS = ['disable-model-invocation', 'user-invocable'];
function backendsDefining(field) {
    return Object.entries(BACKEND_FIELDS)
        .filter(([, fields]) => fields.includes(field))
        .map(([backend]) => backend);
}
const KNOWN_FIELDS = [...new Set([...SPEC_FIELDS, ...Object.values(BACKEND_FIELDS).flat()])];
const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NAME_MAX = 64;
const DESCRIPTION_MAX = 1024;
const COMPATIBILITY_MAX = 500;

;// CONCATENATED MODULE: ./src/skills/checks/fields.ts




/** The Agent Skills spec's field rules, plus the extensions backends document. */
function checkFields(skill, options) {
    const fm = skill.frontmatter;
    if (!fm)
        return [];
    const out = [];
    const at = (field) => ({ line: skill.lineOf([field]) });
    const file = skill.file;
    // name
    const name = fm.name;
    const folderIsValidName = NAME_PATTERN.test(skill.folderName) && skill.folderName.length <= NAME_MAX;
    const setFolderName = folderIsValidName ? { kind: 'set-name', file, name: skill.folderName } : undefined;
    if (name === undefined || name === null || name === '') {
        out.push(diagnostic('name-missing', file, `\`name\` is missing. Add \`name: ${folderIsValidName ? skill.folderName : '<folder-name>'}\` (it must equal the folder name).`, {
            line: 1,
            ...(setFolderName && { fix: setFolderName }),
        }));
    }
    else if (typeof name !== 'string') {
        out.push(diagnostic('name-format', file, `\`name\` must be a string, not ${describe(name)}.`, at('name')));
    }
    else {
        if (name.length > NAME_MAX || !NAME_PATTERN.test(name)) {
            const suggestion = toSkillName(name);
            out.push(diagnostic('name-format', file, `\`name: ${name}\` is not a valid skill name: use 1–${NAME_MAX} lowercase letters, digits and single hyphens, with no hyphen at either end${suggestion ? ` (e.g. \`${suggestion}\`)` : ''}.`, { ...at('name'), ...(setFolderName && suggestion === skill.folderName && { fix: setFolderName }) }));
        }
        if (name !== skill.folderName) {
            const nameIsValid = NAME_PATTERN.test(name) && name.length <= NAME_MAX;
            const remedy = nameIsValid ? `rename the folder to \`${name}\` or set \`name: ${skill.folderName}\`` : `set \`name: ${folderIsValidName ? skill.folderName : '<folder-name>'}\``;
            out.push(diagnostic('name-mismatch', file, `\`name: ${name}\` differs from its folder \`${skill.folderName}\`. Agents install a skill as <root>/<name>/, so ${remedy}.`, { ...at('name'), ...(setFolderName && { fix: setFolderName }) }));
        }
    }
    // description
    const description = fm.description;
    if (typeof description !== 'string' || description.trim() === '') {
        out.push(diagnostic('description-missing', file, description === undefined
            ? '`description` is missing. Agents choose a skill by its description: say what it does and when to use it.'
            : `\`description\` must be a non-empty string, not ${describe(description)}.`, description === undefined ? { line: 1 } : at('description')));
    }
    else if (description.length > DESCRIPTION_MAX) {
        out.push(diagnostic('description-too-long', file, `\`description\` is ${description.length} characters; the limit is ${DESCRIPTION_MAX}. Move detail into the body.`, at('description')));
    }
    // other spec fields
    if ('license' in fm && typeof fm.license !== 'string') {
        out.push(diagnostic('field-type', file, `\`license\` must be a string (e.g. \`license: MIT\`), not ${describe(fm.license)}.`, at('license')));
    }
    if ('compatibility' in fm) {
        const c = fm.compatibility;
        if (typeof c !== 'string' || c.trim() === '') {
            out.push(diagnostic('field-type', file, `\`compatibility\` must be a non-empty string, not ${describe(c)}.`, at('compatibility')));
        }
        else if (c.length > COMPATIBILITY_MAX) {
            out.push(diagnostic('field-type', file, `\`compatibility\` is ${c.length} characters; the limit is ${COMPATIBILITY_MAX}.`, at('compatibility')));
        }
    }
    if ('metadata' in fm)
        out.push(...checkMetadata(skill, fm.metadata));
    if ('allowed-tools' in fm) {
        const tools = fm['allowed-tools'];
        const isList = Array.isArray(tools) && tools.every((t) => typeof t === 'string');
        if (isList) {
            out.push(diagnostic('field-type', file, '`allowed-tools` is a list; the spec defines a space-separated string (`allowed-tools: Read Bash(git:*)`). Claude Code accepts a list, other clients may not.', {
                ...at('allowed-tools'),
                severity: options.strictSpec ? 'error' : 'warning',
            }));
        }
        else if (typeof tools !== 'string') {
            out.push(diagnostic('field-type', file, `\`allowed-tools\` must be a space-separated string, not ${describe(tools)}.`, at('allowed-tools')));
        }
    }
    for (const field of BOOLEAN_FIELDS) {
        if (field in fm && typeof fm[field] !== 'boolean') {
            out.push(diagnostic('field-type', file, `\`${field}\` must be \`true\` or \`false\`, not ${describe(fm[field])}; clients ignore any other value.`, at(field)));
        }
    }
    // fields outside the spec
    for (const field of Object.keys(fm)) {
        if (SPEC_FIELDS.includes(field))
            continue;
        if (backendsDefining(field).length > 0)
            continue;
        const guess = nearest(field, KNOWN_FIELDS);
        out.push(diagnostic('field-unknown', file, `\`${field}\` is not an Agent Skills field nor a documented extension of ${Object.keys(BACKEND_FIELDS).join(', ')}${guess ? `; did you mean \`${guess}\`?` : `. Put custom data under \`metadata\`.`}`, { ...at(field), severity: options.strictSpec ? 'error' : 'warning' }));
    }
    return out;
}
function checkMetadata(skill, metadata) {
    const at = (...path) => ({ line: skill.lineOf(['metadata', ...path]) });
    if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
        return [diagnostic('field-type', skill.file, `\`metadata\` must be a map of string keys to string values, not ${describe(metadata)}.`, at())];
    }
    const extensionKeys = new Set(Object.values(BACKEND_METADATA_KEYS));
    const out = [];
    for (const [key, value] of Object.entries(metadata)) {
        if (typeof value === 'string' || extensionKeys.has(key))
            continue;
        const hint = typeof value === 'number' || typeof value === 'boolean' ? ` Quote it: \`${key}: "${String(value)}"\`.` : '';
        out.push(diagnostic('field-type', skill.file, `\`metadata.${key}\` must be a string, not ${describe(value)}.${hint}`, at(key)));
    }
    return out;
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a map';
    if (typeof value === 'string')
        return value === '' ? 'an empty string' : 'a string';
    return `${typeof value === 'number' ? 'the number' : 'the'} \`${String(value)}\``;
}

;// CONCATENATED MODULE: ./src/skills/frontmatter.ts

const OPEN = /^---[ \t]*$/;
const OPEN_WITH_LANGUAGE = /^---[ \t]*([A-Za-z][\w-]*)[ \t]*$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/;
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
    const parsed = parseYaml(yamlText);
    if (!parsed.ok)
        return { kind: 'invalid-yaml', line: parsed.line + yamlFirstLine - 1, message: parsed.message };
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

;// CONCATENATED MODULE: ./src/skills/skill.ts
function skillFile(dir, name) {
    return dir === '' ? name : `${dir}/${name}`;
}

;// CONCATENATED MODULE: ./src/skills/readSkill.ts






const SKILL_MD_MAX_BYTES = 256 * 1024;
/** Read one SKILL.md: encoding, size and front matter structure. Field rules run on the result. */
function readSkill(root, dir) {
    const file = skillFile(dir, SKILL_FILE);
    const folderName = dir === '' ? external_node_path_default().basename(external_node_path_default().resolve(root)) : dir.split('/').pop();
    const diagnostics = [];
    const skill = {
        dir,
        file,
        folderName,
        name: folderName,
        description: undefined,
        disableModelInvocation: false,
        frontmatter: undefined,
        body: '',
        bodyStartLine: 1,
        lineOf: () => 1,
    };
    const abs = external_node_path_default().join(root, file);
    const size = (0,external_node_fs_namespaceObject.statSync)(abs).size;
    if (size > SKILL_MD_MAX_BYTES) {
        diagnostics.push(diagnostic('file-size', file, `SKILL.md is ${kib(size)}, over the ${kib(SKILL_MD_MAX_BYTES)} cap. Move detail into files under references/ and link to them.`));
        return { skill, diagnostics };
    }
    const bytes = (0,external_node_fs_namespaceObject.readFileSync)(abs);
    const text = decodeUtf8(bytes);
    if (text === undefined) {
        const why = bytes.includes(0) ? 'is binary (it contains NUL bytes)' : 'is not valid UTF-8';
        diagnostics.push(diagnostic('file-encoding', file, `SKILL.md ${why}. Save it as UTF-8 text.`));
        return { skill, diagnostics };
    }
    skill.body = text;
    const fm = parseFrontmatter(text);
    switch (fm.kind) {
        case 'absent':
            diagnostics.push(diagnostic('frontmatter-missing', file, `SKILL.md has no front matter. Start the file with:\n---\nname: ${folderName}\ndescription: <what it does and when to use it>\n---`, { line: 1 }));
            break;
        case 'misplaced':
            diagnostics.push(diagnostic('frontmatter-missing', file, `The front matter starts on line ${fm.line}; it must start on line 1. Remove what comes before it.`, { line: 1 }));
            break;
        case 'unclosed':
            diagnostics.push(diagnostic('frontmatter-unclosed', file, 'The front matter opened on line 1 is never closed. Add a line `---` after the last field.', { line: 1 }));
            break;
        case 'foreign-language':
            diagnostics.push(diagnostic('frontmatter-language', file, `Front matter in \`${fm.language}\` is refused and was not run (it would execute code). Use a plain \`---\` YAML block.`, { line: 1 }));
            break;
        case 'invalid-yaml':
            diagnostics.push(diagnostic('frontmatter-invalid-yaml', file, `The front matter is not valid YAML: ${fm.message}. Quote values that contain \`: \` or start with a special character.`, { line: fm.line }));
            break;
        case 'not-a-mapping':
            diagnostics.push(diagnostic('frontmatter-not-mapping', file, 'The front matter must be a mapping (`name: …`, `description: …`), not a list or a single value.', { line: 2 }));
            break;
        case 'ok':
            skill.frontmatter = fm.data;
            skill.body = fm.body;
            skill.bodyStartLine = fm.bodyStartLine;
            skill.lineOf = fm.lineOf;
            if (typeof fm.data.name === 'string' && fm.data.name !== '')
                skill.name = fm.data.name;
            if (typeof fm.data.description === 'string')
                skill.description = fm.data.description;
            skill.disableModelInvocation = fm.data['disable-model-invocation'] === true;
            break;
    }
    return { skill, diagnostics };
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
function decodeUtf8(bytes) {
    if (bytes.includes(0))
        return undefined;
    try {
        return utf8.decode(bytes);
    }
    catch {
        return undefined;
    }
}
function kib(bytes) {
    return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

;// CONCATENATED MODULE: ./src/skills/checks/files.ts



const SKILL_MAX_FILES = 1000;
const SKILL_MAX_BYTES = 50 * 1024 * 1024;
// Control characters and backslashes: harmless on Linux, but they corrupt listings and become path
// separators on Windows runners.
const UNSAFE_NAME = /[\u0000-\u001f\u007f\\]/;
/** Symlinks, file names and sizes of everything an install of this skill would copy. */
function checkSkillFiles(skill, entries, realDir) {
    const out = [];
    const at = (rel) => (skill.dir === '' ? rel : `${skill.dir}/${rel}`);
    let files = 0;
    let bytes = 0;
    const seenLower = new Map();
    for (const entry of entries) {
        const name = entry.rel.split('/').pop();
        if (UNSAFE_NAME.test(name)) {
            out.push(diagnostic('file-name-unsafe', skill.file, `\`${JSON.stringify(entry.rel).slice(1, -1)}\` has a control character or a backslash in its name. Rename it with plain characters.`));
        }
        const lower = entry.rel.toLowerCase();
        const clash = seenLower.get(lower);
        if (clash !== undefined) {
            out.push(diagnostic('file-name-unsafe', at(entry.rel), `\`${entry.rel}\` and \`${clash}\` differ only in case and overwrite each other on macOS and Windows runners. Rename one.`));
        }
        seenLower.set(lower, entry.rel);
        if (entry.kind === 'symlink') {
            if (entry.target === undefined) {
                out.push(diagnostic('symlink-escape', at(entry.rel), `Symlink \`${entry.rel}\` points nowhere. Remove it or replace it with the file itself.`));
            }
            else if (!isInside(realDir, entry.target)) {
                out.push(diagnostic('symlink-escape', at(entry.rel), `Symlink \`${entry.rel}\` leads outside the skill folder; caliper never follows it. Copy the file into the skill folder instead.`));
            }
        }
        if (entry.kind === 'file' || (entry.kind === 'symlink' && !entry.targetIsDir)) {
            files++;
            bytes += entry.size;
        }
    }
    if (files > SKILL_MAX_FILES) {
        out.push(diagnostic('file-size', skill.file, `The skill folder holds ${files} files, over the cap of ${SKILL_MAX_FILES}. Keep generated or vendored files out of it.`));
    }
    if (bytes > SKILL_MAX_BYTES) {
        out.push(diagnostic('file-size', skill.file, `The skill folder holds ${kib(bytes)}, over the cap of ${kib(SKILL_MAX_BYTES)}. Keep large assets out of it.`));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/skills/checks/quality.ts

const BODY_MAX_LINES = 500;
const BODY_MAX_TOKENS = 5000;
/** Word-set Jaccard similarity above which two descriptions are flagged as competing. */
const NEAR_DUPLICATE_SIMILARITY = 0.8;
const WHEN_TO_USE = /\b(use (this|it|when|whenever|for|to|if|on|after|before)|used (when|for|to)|when (the user|a user|you|asked|working|the task|editing|writing|creating|handling)|whenever|trigger|if the user|invoke (when|for))\b/i;
/** Advice that makes a skill easier for an agent to choose and cheaper to load. */
function checkQuality(skill) {
    const out = [];
    const d = skill.description;
    if (d !== undefined && d.trim() !== '') {
        const line = { line: skill.lineOf(['description']) };
        if (!WHEN_TO_USE.test(d)) {
            out.push(diagnostic('description-when-to-use', skill.file, 'The description says what the skill does but not when to use it. Add a clause such as "Use when the user asks to …": agents choose skills by it.', line));
        }
        if (/[<>]/.test(d)) {
            out.push(diagnostic('description-angle-brackets', skill.file, 'The description contains `<` or `>`; agents receive it inside an XML skill listing, where it can break the markup. Rephrase without them.', line));
        }
    }
    if (skill.frontmatter) {
        const lines = skill.body.split('\n').length;
        const tokens = Math.round(skill.body.length / 4);
        if (lines > BODY_MAX_LINES || tokens > BODY_MAX_TOKENS) {
            out.push(diagnostic('body-too-long', skill.file, `The body is ${lines} lines (~${tokens} tokens); keep it under ${BODY_MAX_LINES} lines and ~${BODY_MAX_TOKENS} tokens and move detail into references/ files the agent reads on demand.`, {
                line: skill.bodyStartLine,
            }));
        }
    }
    return out;
}
const quality_STOP_WORDS = new Set('a an and are as at be by for from how in into is it its of on or that the this to use used uses using when with you your user users'.split(' '));
function words(text) {
    return new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !quality_STOP_WORDS.has(w)));
}
function jaccard(a, b) {
    if (a.size === 0 && b.size === 0)
        return 1;
    let shared = 0;
    for (const w of a)
        if (b.has(w))
            shared++;
    return shared / (a.size + b.size - shared);
}
/**
 * Pairs of skills whose descriptions are nearly the same: they compete for the same prompts.
 * A set-similarity join with prefix filtering: two sets can reach the threshold only if they share one
 * of their rarest `|s| - ceil(t·|s|) + 1` words, so only those pairs are compared. Exact, and far from
 * quadratic on real repositories.
 */
function checkNearDuplicateDescriptions(skills) {
    const described = skills.filter((s) => s.description && s.description.trim() !== '').map((s) => ({ skill: s, words: words(s.description) }));
    const frequency = new Map();
    for (const d of described)
        for (const w of d.words)
            frequency.set(w, (frequency.get(w) ?? 0) + 1);
    const byRarity = (a, b) => frequency.get(a) - frequency.get(b) || (a < b ? -1 : a > b ? 1 : 0);
    const index = new Map();
    const out = [];
    described.forEach((b, j) => {
        const sorted = [...b.words].sort(byRarity);
        const prefix = sorted.slice(0, sorted.length - Math.ceil(NEAR_DUPLICATE_SIMILARITY * sorted.length) + 1);
        const candidates = new Set();
        for (const w of prefix)
            for (const i of index.get(w) ?? [])
                candidates.add(i);
        for (const i of [...candidates].sort((x, y) => x - y)) {
            const a = described[i];
            const similarity = jaccard(a.words, b.words);
            if (similarity >= NEAR_DUPLICATE_SIMILARITY) {
                out.push(diagnostic('description-near-duplicate', b.skill.file, `The description of \`${b.skill.name}\` is ${Math.round(similarity * 100)}% the same as that of \`${a.skill.name}\` (${a.skill.file}); the two compete for the same prompts. Say what sets each apart.`, { line: b.skill.lineOf(['description']) }));
            }
        }
        for (const w of prefix) {
            const list = index.get(w);
            if (list)
                list.push(j);
            else
                index.set(w, [j]);
        }
    });
    return out;
}

;// CONCATENATED MODULE: ./src/skills/references.ts
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const PATH_TOKEN = /(?<![\w./@:~$-])((?:\.{1,2}\/)*[A-Za-z0-9_@][\w.@-]*(?:\/[\w.@-]+)+\/?)/g;
const NAME_TOKEN = /(?<![\w./@:~$-])([A-Za-z0-9_][\w.-]*\.(?:md|txt|py|sh|js|mjs|ts|json|ya?ml|csv|html|xml|toml))(?![\w/-])/g;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/** Pull every markdown link and path-like token out of a SKILL.md body. Pure; resolution is separate. */
function extractReferences(body, bodyStartLine) {
    const refs = [];
    const lines = body.split(/\r?\n/);
    let fence;
    lines.forEach((text, i) => {
        const line = bodyStartLine + i;
        const fenceMark = FENCE.exec(text)?.[1];
        if (fenceMark) {
            if (fence === undefined)
                fence = fenceMark[0];
            else if (fenceMark[0] === fence)
                fence = undefined;
            return;
        }
        // Most lines hold no link or path: cheap character tests skip the regular expressions.
        let rest = text;
        if (fence === undefined && text.includes(']')) {
            for (const m of text.matchAll(INLINE_LINK))
                refs.push({ target: m[1], line, kind: 'link' });
            const def = LINK_DEFINITION.exec(text);
            if (def)
                refs.push({ target: def[1], line, kind: 'link' });
            rest = text.replace(INLINE_LINK, ' ').replace(LINK_DEFINITION, ' ');
        }
        if (rest.includes('://'))
            rest = rest.replace(URL, ' ');
        if (rest.includes('/')) {
            for (const m of rest.matchAll(PATH_TOKEN))
                refs.push({ target: m[1], line, kind: 'path' });
            rest = rest.replace(PATH_TOKEN, ' ');
        }
        if (rest.includes('.'))
            for (const m of rest.matchAll(NAME_TOKEN))
                refs.push({ target: m[1], line, kind: 'name' });
    });
    return refs;
}
/** Strip decoration from a link target; undefined when it is not a relative file path at all. */
function cleanTarget(raw) {
    let t = raw.trim();
    if (t.startsWith('<') && t.endsWith('>'))
        t = t.slice(1, -1);
    if (/^[a-z][a-z0-9+.-]*:/i.test(t) || t.startsWith('#') || t.startsWith('/') || t.startsWith('~'))
        return undefined;
    if (/[{}$*<>|]/.test(t))
        return undefined;
    t = t.replace(/[#?].*$/, '');
    try {
        t = decodeURIComponent(t);
    }
    catch {
        // keep the raw text
    }
    t = t.replace(/[.,;:)]+$/, '').replace(/\/+$/, '');
    return t === '' || t === '.' ? undefined : t;
}

;// CONCATENATED MODULE: ./src/skills/checks/references.ts






/** Folder names the Agent Skills spec suggests; a path starting with one is meant as a skill file. */
const SKILL_SUBFOLDERS = new Set(['references', 'scripts', 'assets', 'templates']);
function repositoryLayout(root, skills) {
    const folderNamesByParent = new Map();
    for (const s of skills) {
        const parent = external_node_path_default().dirname(external_node_path_default().join(root, s.dir));
        folderNamesByParent.set(parent, (folderNamesByParent.get(parent) ?? new Set()).add(s.folderName));
    }
    return {
        realRoot: external_node_fs_namespaceObject.realpathSync.native(root),
        skills,
        realDirOf: new Map(skills.map((s) => [s, external_node_fs_namespaceObject.realpathSync.native(external_node_path_default().join(root, s.dir))])),
        folderNamesByParent,
    };
}
/**
 * Resolve every link and path a SKILL.md mentions. A reference must stay in the skill or land in another
 * skill of the repository (a dependency the eval installs too); anything else would be missing once the
 * skill is installed alone.
 */
function checkReferences(root, skill, layout, files) {
    const absDir = external_node_path_default().join(root, skill.dir);
    const { realRoot } = layout;
    const realDir = layout.realDirOf.get(skill);
    const entries = new Set(files.filter((f) => !f.rel.includes('/')).map((f) => f.rel));
    const parentDir = external_node_path_default().dirname(absDir);
    const siblings = layout.folderNamesByParent.get(parentDir) ?? new Set();
    const diagnostics = [];
    const dependencies = new Set();
    const seen = new Set();
    for (const ref of extractReferences(skill.body, skill.bodyStartLine)) {
        const target = cleanTarget(ref.target);
        if (target === undefined || seen.has(target))
            continue;
        const first = target.split('/')[0];
        const line = { line: ref.line };
        if (ref.kind === 'name') {
            // A bare name is only ours when the skill has it; we flag the one mistake we can be sure of.
            seen.add(target);
            const caseOnly = entries.has(target) ? undefined : findIgnoringCase(absDir, target);
            if (caseOnly)
                diagnostics.push(caseMismatch(skill, target, caseOnly, line));
            continue;
        }
        let base;
        if (ref.kind === 'link' || first === '.' || first === '..' || entries.has(first) || SKILL_SUBFOLDERS.has(first))
            base = absDir;
        else if (siblings.has(first) && first !== skill.folderName)
            base = parentDir;
        else
            continue; // a path in the user's project, not in the skill
        seen.add(target);
        const abs = external_node_path_default().resolve(base, target);
        if (!(0,external_node_fs_namespaceObject.existsSync)(abs)) {
            const caseOnly = findIgnoringCase(base, target);
            diagnostics.push(caseOnly
                ? caseMismatch(skill, target, caseOnly, line)
                : diagnostic('reference-unresolved', skill.file, `\`${target}\` does not exist (looked for ${rel(root, abs)}). Fix the path or add the file to the skill folder.`, line));
            continue;
        }
        const real = external_node_fs_namespaceObject.realpathSync.native(abs);
        if (isInside(realDir, real)) {
            const inner = external_node_path_default().relative(realDir, real).split((external_node_path_default()).sep);
            if (inner.some((segment) => NEVER_INSTALLED.includes(segment))) {
                diagnostics.push(diagnostic('reference-unresolved', skill.file, `\`${target}\` is never installed with the skill (eval specs, .caliper/ and .git/ stay out of the sandbox).`, line));
            }
            continue;
        }
        const owner = [...layout.realDirOf]
            .filter(([other, otherReal]) => other !== skill && isInside(otherReal, real))
            .sort((a, b) => b[1].length - a[1].length)[0];
        if (owner) {
            dependencies.add(owner[0].name);
            continue;
        }
        const where = isInside(realRoot, real) ? `${rel(root, abs)}, outside any skill` : 'outside the repository';
        diagnostics.push(diagnostic('reference-outside-skill', skill.file, `\`${target}\` resolves to ${where}; it would be missing when the skill is installed. Move the file into the skill folder.`, line));
    }
    return { diagnostics, dependencies: [...dependencies].sort() };
}
/** The path as it is really spelled on disk, when it exists only in another letter case. */
function findIgnoringCase(base, target) {
    let dir = base;
    const found = [];
    for (const segment of target.split('/')) {
        if (segment === '.' || segment === '..') {
            dir = external_node_path_default().resolve(dir, segment);
            found.push(segment);
            continue;
        }
        let names;
        try {
            names = (0,external_node_fs_namespaceObject.readdirSync)(dir);
        }
        catch {
            return undefined;
        }
        const match = names.find((n) => n === segment) ?? names.find((n) => n.toLowerCase() === segment.toLowerCase());
        if (match === undefined)
            return undefined;
        found.push(match);
        dir = external_node_path_default().join(dir, match);
    }
    const spelled = found.join('/');
    return spelled === target ? undefined : spelled;
}
function caseMismatch(skill, target, actual, line) {
    return diagnostic('reference-unresolved', skill.file, `\`${target}\` is spelled \`${actual}\` on disk. Linux runners and sandboxes are case-sensitive, so the agent cannot open it: use the exact name.`, line);
}
function rel(root, abs) {
    return external_node_path_default().relative(root, abs).split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/skills/discover.ts




const toPosix = (p) => p.split(path.sep).join('/');
/** Find every skill folder and every command-style file that pretends to be one. */
function discoverSkills(root, options = {}) {
    const absRoot = external_node_path_default().resolve(root);
    const realRoot = external_node_fs_namespaceObject.realpathSync.native(absRoot);
    const ignored = compileGlobs(options.ignore ?? []);
    const result = {
        root: absRoot,
        skillDirs: [],
        loneCommandFiles: [],
        misnamedSkillFiles: [],
        misnamedEvalSpecs: [],
        orphanEvalSpecs: [],
        escapingLinks: [],
        listings: new Map(),
    };
    const pending = [''];
    while (pending.length > 0) {
        const rel = pending.pop();
        const abs = external_node_path_default().join(absRoot, rel);
        const entries = (0,external_node_fs_namespaceObject.readdirSync)(abs, { withFileTypes: true });
        result.listings.set(abs, entries);
        const names = new Set(entries.map((e) => e.name));
        const isSkillDir = names.has(SKILL_FILE);
        if (isSkillDir)
            result.skillDirs.push(rel);
        for (const entry of entries) {
            const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (ignored(childRel))
                continue;
            if (entry.isDirectory()) {
                if (!ALWAYS_SKIPPED.has(entry.name))
                    pending.push(childRel);
            }
            else if (entry.isSymbolicLink()) {
                // Not followed: a link inside the repository is discovered at its real path, and links inside a
                // skill folder are checked by the skill's own file scan.
                if (!isSkillDir && isSkillPath(childRel))
                    checkLink(realRoot, absRoot, childRel, result);
            }
            else if (entry.isFile()) {
                classifyFile(rel, entry.name, isSkillDir, result);
            }
        }
    }
    result.skillDirs.sort();
    result.loneCommandFiles.sort((a, b) => a.file.localeCompare(b.file));
    result.misnamedSkillFiles.sort();
    result.misnamedEvalSpecs.sort();
    result.orphanEvalSpecs.sort();
    return result;
}
function classifyFile(dirRel, name, isSkillDir, result) {
    const fileRel = dirRel === '' ? name : `${dirRel}/${name}`;
    const lower = name.toLowerCase();
    if (!isSkillDir && lower === 'skill.md') {
        result.misnamedSkillFiles.push(fileRel);
        return;
    }
    const isSpecLike = /^\.?eval\.ya?ml$/i.test(name);
    if (isSkillDir) {
        if (isSpecLike && name !== EVAL_SPEC_FILE)
            result.misnamedEvalSpecs.push(fileRel);
        return;
    }
    if (isSpecLike) {
        result.orphanEvalSpecs.push(fileRel);
        return;
    }
    if (!lower.endsWith('.md'))
        return;
    const commandFolder = COMMAND_FOLDERS.find((f) => dirRel === f || dirRel.endsWith(`/${f}`) || dirRel.startsWith(`${f}/`) || dirRel.includes(`/${f}/`));
    if (commandFolder) {
        const at = dirRel.lastIndexOf(commandFolder);
        const projectPrefix = dirRel.slice(0, at);
        const namespace = dirRel.slice(at + commandFolder.length).replace(/^\//, '');
        const skillName = toSkillName([namespace, name.slice(0, -3)].filter(Boolean).join('-'));
        const skillsRoot = `${projectPrefix}${commandFolder.split('/')[0]}/skills`;
        result.loneCommandFiles.push({
            file: fileRel,
            name: skillName,
            suggestedSkillFile: `${skillsRoot}/${skillName ?? '<name>'}/${SKILL_FILE}`,
            origin: 'command-folder',
        });
        return;
    }
    const folderName = dirRel.split('/').pop() ?? '';
    const isNativeRoot = NATIVE_SKILL_ROOTS.some((r) => dirRel === r || dirRel.endsWith(`/${r}`));
    const isSkillsFolder = isNativeRoot || folderName === 'skills';
    if (!isSkillsFolder)
        return;
    if (!isNativeRoot && SKILLS_FOLDER_DOCS.has(lower))
        return;
    const skillName = toSkillName(name.slice(0, -3));
    result.loneCommandFiles.push({
        file: fileRel,
        name: skillName,
        suggestedSkillFile: `${dirRel}/${skillName ?? '<name>'}/${SKILL_FILE}`,
        origin: 'skills-folder',
    });
}
/** Paths where a link could stand for a skill: under a `skills` folder, a native root or a command folder. */
function isSkillPath(rel) {
    const segments = rel.split('/');
    return segments.includes('skills') || segments.includes('skill') || COMMAND_FOLDERS.some((f) => rel.includes(f));
}
function checkLink(realRoot, absRoot, rel, result) {
    let target;
    try {
        target = external_node_fs_namespaceObject.realpathSync.native(external_node_path_default().join(absRoot, rel));
        (0,external_node_fs_namespaceObject.statSync)(target);
    }
    catch {
        result.escapingLinks.push({ file: rel, target: undefined });
        return;
    }
    if (target !== realRoot && !target.startsWith(realRoot + (external_node_path_default()).sep)) {
        result.escapingLinks.push({ file: rel, target });
    }
}


;// CONCATENATED MODULE: ./src/skills/validateRepository.ts













function validateRepository(root, options = {}) {
    const absRoot = external_node_path_default().resolve(root);
    const discovery = discoverSkills(absRoot, { ignore: options.ignore ?? [] });
    const diagnostics = [...structuralDiagnostics(discovery)];
    const skills = [];
    for (const dir of discovery.skillDirs) {
        const read = readSkill(absRoot, dir);
        skills.push(read.skill);
        diagnostics.push(...read.diagnostics);
    }
    const layout = repositoryLayout(absRoot, skills);
    const directDependencies = new Map();
    for (const skill of skills) {
        const files = walkSkillFolder(external_node_path_default().join(absRoot, skill.dir), { listings: discovery.listings });
        diagnostics.push(...checkFields(skill, { strictSpec: options.strictSpec ?? false }));
        diagnostics.push(...checkSkillFiles(skill, files, layout.realDirOf.get(skill)));
        diagnostics.push(...checkQuality(skill));
        const refs = checkReferences(absRoot, skill, layout, files);
        diagnostics.push(...refs.diagnostics);
        directDependencies.set(skill.name, refs.dependencies);
    }
    diagnostics.push(...checkDuplicateNames(skills));
    diagnostics.push(...checkNearDuplicateDescriptions(skills));
    const index = skillIndex(skills, directDependencies);
    const specs = [];
    const summaries = skills.map((skill) => {
        const specFile = skillFile(skill.dir, EVAL_SPEC_FILE);
        const hasSpec = (0,external_node_fs_namespaceObject.existsSync)(external_node_path_default().join(absRoot, specFile));
        if (hasSpec) {
            const { spec, diagnostics: specDiagnostics } = readEvalSpec({
                root: absRoot,
                skillDir: skill.dir,
                subject: skill.name,
                file: specFile,
                text: (0,external_node_fs_namespaceObject.readFileSync)(external_node_path_default().join(absRoot, specFile), 'utf8'),
                skills: index,
            });
            diagnostics.push(...specDiagnostics);
            if (spec)
                specs.push(spec);
        }
        return { name: skill.name, path: skill.dir, dependencies: directDependencies.get(skill.name) ?? [], evalSpec: hasSpec ? specFile : undefined };
    });
    return { root: absRoot, skills: summaries, specs, diagnostics: diagnostics.sort(compareDiagnostics) };
}
function structuralDiagnostics(discovery) {
    const out = [];
    for (const lone of discovery.loneCommandFiles) {
        const kind = lone.origin === 'command-folder' ? 'is a slash command, not a skill' : 'stands alone in a skills folder';
        out.push(diagnostic('lone-command-file', lone.file, `\`${lone.file}\` ${kind}: it has no folder, no \`name\` and no \`description\`, so nothing can install it and no agent can discover it. Move it to \`${lone.suggestedSkillFile}\` with \`name: ${lone.name ?? '<name>'}\` and a \`description\` that says when to use it (\`caliper validate --fix\` does this).`, { line: 1, fix: { kind: 'move-command', from: lone.file, to: lone.suggestedSkillFile, name: lone.name ?? 'skill', description: undefined } }));
    }
    for (const file of discovery.misnamedSkillFiles) {
        const dir = external_node_path_default().posix.dirname(file);
        out.push(diagnostic('skill-file-name', file, `\`${file}\` must be named \`SKILL.md\` (upper case); no CLI loads it as it is. Run \`git mv ${file} ${dir === '.' ? '' : `${dir}/`}SKILL.md\`.`));
    }
    for (const file of discovery.misnamedEvalSpecs) {
        out.push(diagnostic('eval-spec-file-name', file, `\`${file}\` is not read: the eval spec must be named \`${EVAL_SPEC_FILE}\`. Rename it.`));
    }
    for (const file of discovery.orphanEvalSpecs) {
        out.push(diagnostic('eval-spec-orphan', file, `\`${file}\` has no SKILL.md beside it, so nothing runs it. Move it into the folder of the skill it evaluates, as \`.eval.yaml\`.`));
    }
    for (const link of discovery.escapingLinks) {
        out.push(diagnostic('symlink-escape', link.file, link.target === undefined
            ? `Symlink \`${link.file}\` points nowhere. Remove it or replace it with the skill itself.`
            : `Symlink \`${link.file}\` leads outside the repository; caliper never follows it. Copy the skill into the repository.`));
    }
    const dirs = new Set(discovery.skillDirs);
    for (const dir of dirs) {
        const parent = ancestors(dir).find((a) => dirs.has(a));
        if (parent !== undefined) {
            out.push(diagnostic('nested-skill', skillFile(dir, 'SKILL.md'), `This skill sits inside the skill folder \`${parent || '.'}\`, so installing that skill copies this one too. Move it next to it.`));
        }
    }
    return out;
}
/** `a/b/c` -> `a/b`, `a`, `` (the root). */
function ancestors(dir) {
    if (dir === '')
        return [];
    const parts = dir.split('/');
    return parts.map((_, i) => parts.slice(0, parts.length - 1 - i).join('/'));
}
function checkDuplicateNames(skills) {
    const byName = new Map();
    for (const s of skills)
        byName.set(s.name, [...(byName.get(s.name) ?? []), s]);
    const out = [];
    for (const [name, group] of byName) {
        if (group.length < 2)
            continue;
        for (const s of group.slice(1)) {
            out.push(diagnostic('name-duplicate', s.file, `\`name: ${name}\` is also the name of ${group[0].file}. A skill's identity is its name: rename one of them.`, {
                line: s.frontmatter ? s.lineOf(['name']) : 1,
            }));
        }
    }
    return out;
}
function skillIndex(skills, direct) {
    const byName = new Map(skills.map((s) => [s.name, s]));
    return {
        has: (name) => byName.has(name),
        disablesModelInvocation: (name) => byName.get(name)?.disableModelInvocation ?? false,
        dependenciesOf(name) {
            const seen = new Set([name]);
            const stack = [...(direct.get(name) ?? [])];
            while (stack.length > 0) {
                const next = stack.pop();
                if (seen.has(next))
                    continue;
                seen.add(next);
                stack.push(...(direct.get(next) ?? []));
            }
            seen.delete(name);
            return [...seen].sort();
        },
    };
}

;// CONCATENATED MODULE: ./src/eval/pr/changedSkills.ts

/**
 * Skills whose eval a pull request changes: the spec, the skill, or anything in its installed closure
 * (so a skill that depends on an edited skill counts too), and skills that appear or disappear.
 */
function changedSkills(base, head) {
    const before = prepareSpecs(base).prepared;
    const after = prepareSpecs(head).prepared;
    const names = new Set([...before.keys(), ...after.keys()]);
    return [...names].filter((n) => before.get(n)?.fingerprint !== after.get(n)?.fingerprint).sort();
}

;// CONCATENATED MODULE: ./src/eval/pr/runBaseAndHead.ts






/**
 * Evaluate, in one run and with the same CLIs, the skills whose eval the change touches (and those
 * depending on them) at the base commit and at the head. Unchanged skills are not run at all.
 */
async function runBaseAndHead(options) {
    const checkout = checkoutBase(options.report.root, options.baseRef);
    const progress = options.progress ?? (() => { });
    try {
        const baseReport = (0,external_node_fs_namespaceObject.existsSync)(checkout.dir) ? validateRepository(checkout.dir) : { ...options.report, root: checkout.dir, skills: [], specs: [], diagnostics: [] };
        const wanted = (names) => (options.skills ? names.filter((n) => options.skills.includes(n)) : names);
        const changed = wanted(changedSkills(baseReport, options.report));
        const basePath = external_node_path_default().join(options.outDir, 'base');
        const headPath = external_node_path_default().join(options.outDir, 'head');
        progress(changed.length === 0 ? `no skill's eval changed since ${checkout.sha.slice(0, 12)}` : `changed since ${checkout.sha.slice(0, 12)}: ${changed.join(', ')}`);
        if (changed.length === 0)
            return { changed, baseSha: checkout.sha, base: undefined, head: undefined, basePath, headPath };
        const inBase = changed.filter((n) => baseReport.specs.some((s) => s.subject === n));
        const inHead = changed.filter((n) => options.report.specs.some((s) => s.subject === n));
        progress(`evaluating the base (${inBase.length} skill(s))`);
        const base = await runEval({ ...options, report: baseReport, skills: inBase, outDir: basePath });
        progress(`evaluating the head (${inHead.length} skill(s))`);
        const head = await runEval({ ...options, skills: inHead, outDir: headPath });
        return { changed, baseSha: checkout.sha, base, head, basePath, headPath };
    }
    finally {
        checkout.remove();
    }
}

;// CONCATENATED MODULE: ./src/report/resultsTable.ts
/** `7/10 70% [40–89]`, or `—` when nothing was measured. */
function formatRate(r) {
    if (r.trials === 0 || r.rate === null || r.interval === null)
        return '—';
    const pct = (x) => `${Math.round(x * 100)}`;
    return `${r.successes}/${r.trials} ${pct(r.rate)}% [${pct(r.interval[0])}–${pct(r.interval[1])}]`;
}
/** The score table: one row per skill × backend. */
function resultsTable(results, style) {
    const header = ['skill', 'backend', 'activation', 'false activation', 'execution', 'errors'];
    const rows = results.results.map((r) => [
        r.skill,
        `${r.backend}${r.backendVersion ? ` ${r.backendVersion}` : ''}`,
        formatRate(r.aggregate.activation),
        formatRate(r.aggregate.falseActivation),
        formatRate(r.aggregate.execution),
        String(r.errors),
    ]);
    if (style === 'markdown') {
        return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n') + '\n';
    }
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
    return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}
function resultsFootnote(results) {
    const m = results.meta;
    const backends = m.backends.map((b) => `${b.name} ${b.version ?? '(unavailable)'} / model ${b.model ?? 'default'}`).join('; ');
    const skipped = results.skipped.length > 0 ? ` ${results.skipped.length} planned trial(s) skipped.` : '';
    return `era ${m.era}, discipline ${m.discipline}; ${backends}. Rates: successes/trials, 95% Wilson interval; errors are not in any rate.${skipped}\n`;
}

;// CONCATENATED MODULE: ./src/cli/evalCommand.ts















const EVAL_USAGE = `Usage: caliper eval [DIR] --backend NAME[,NAME] [options]

Installs each skill that has an .eval.yaml into a fresh sandbox per trial, runs the agent CLI on every
case, and scores activation (did it choose the skill) and execution (did the checks pass).

  --backend NAMES       agent CLIs (${AVAILABLE_BACKENDS.join(', ')}); default claude-code
  --scripted-model      offline: a deterministic local model server instead of a real model
  --model ID            the real model to request (default: the CLI's own)
  --trials N|auto[:MAX] trials per case (default: the spec's, else 3); auto stops each case once a
                        sequential test decides it (α = β = 0.05), at most MAX (default 30)
  --concurrency C       trials at once (default: number of cores)
  --skills a,b          only these skills;  --cases x,y  only these case ids
  --out DIR             results folder (default: caliper-results)
  --resume | --fresh    continue the run in --out, or discard it
  --max-trials N        stop launching agent runs after N (also --max-tokens N, --max-cost USD)
  --timeout S           seconds per trial (default 300);  --max-turns N (default 30)
  --isolation MODE      auto (default), namespace or none
  --cli NAME=PATH       the CLI executable for a backend (default: caliper install's, else PATH)
  --base REF            evaluate only the skills whose eval changed since REF (and those depending on
                        them), at REF and here, into OUT/base and OUT/head, then compare the two
  --cache-dir DIR       reuse (and store) trials measured exactly the same way
  --format text|json    the score table, or results.json on stdout
`;
async function evalCommand(args, io) {
    const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
        args,
        allowPositionals: true,
        options: {
            backend: { type: 'string', default: 'claude-code' },
            'scripted-model': { type: 'boolean', default: false },
            model: { type: 'string' },
            trials: { type: 'string' },
            concurrency: { type: 'string' },
            skills: { type: 'string' },
            cases: { type: 'string' },
            out: { type: 'string', default: 'caliper-results' },
            resume: { type: 'boolean', default: false },
            fresh: { type: 'boolean', default: false },
            'max-trials': { type: 'string' },
            'max-tokens': { type: 'string' },
            'max-cost': { type: 'string' },
            timeout: { type: 'string' },
            'max-turns': { type: 'string' },
            isolation: { type: 'string', default: 'auto' },
            cli: { type: 'string', multiple: true, default: [] },
            format: { type: 'string', default: 'text' },
            base: { type: 'string' },
            'cache-dir': { type: 'string' },
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(EVAL_USAGE);
        return EXIT.ok;
    }
    if (positionals.length > 1)
        throw new UsageError(`eval takes one folder, got ${positionals.length}.`);
    const dir = external_node_path_default().resolve(io.cwd, positionals[0] ?? '.');
    if (!(0,external_node_fs_namespaceObject.existsSync)(dir) || !(0,external_node_fs_namespaceObject.statSync)(dir).isDirectory())
        throw new UsageError(`${positionals[0] ?? '.'} is not a folder.`);
    const backends = list(values.backend);
    for (const b of backends)
        if (!backendNamed(b))
            throw new UsageError(`unknown backend "${b}" (available: ${AVAILABLE_BACKENDS.join(', ')}).`);
    if (values.resume && values.fresh)
        throw new UsageError('--resume and --fresh exclude each other.');
    if (!['auto', 'namespace', 'none'].includes(values.isolation))
        throw new UsageError('--isolation must be auto, namespace or none.');
    if (!['text', 'json'].includes(values.format))
        throw new UsageError('--format must be text or json.');
    const cliPaths = {};
    for (const entry of values.cli) {
        const [name, file] = entry.split('=', 2);
        if (!name || !file || !backendNamed(name))
            throw new UsageError(`--cli takes NAME=PATH with a known backend, not "${entry}".`);
        cliPaths[name] = external_node_path_default().resolve(io.cwd, file);
    }
    let model;
    if (values['scripted-model']) {
        model = { kind: 'scripted' };
    }
    else {
        for (const b of backends) {
            const needed = backendNamed(b).credentialEnv;
            if (!needed.some((n) => io.env[n])) {
                throw new UsageError(`no model credentials for ${b}: set ${needed.join(' or ')}, or run offline with --scripted-model.`);
            }
        }
        model = { kind: 'real', baseUrl: undefined, apiKey: undefined, model: values.model };
    }
    const report = validateRepository(dir);
    const errors = report.diagnostics.filter((d) => d.severity === 'error').length;
    if (errors > 0)
        io.stderr(`caliper: ${errors} validation error(s); specs that involve an invalid skill are skipped (run caliper validate).\n`);
    if (report.specs.length === 0) {
        io.stderr(`caliper: no valid .eval.yaml under ${positionals[0] ?? '.'}; nothing to evaluate. Add an .eval.yaml beside a SKILL.md (see schemas/eval-spec.schema.json).\n`);
        return EXIT.failed;
    }
    const evalOptions = {
        report,
        backends,
        model,
        outDir: external_node_path_default().resolve(io.cwd, values.out),
        ...trialsOption(values.trials),
        ...(values.concurrency !== undefined && { concurrency: positiveInt(values.concurrency, '--concurrency') }),
        ...(values.skills !== undefined && { skills: list(values.skills) }),
        ...(values.cases !== undefined && { cases: list(values.cases) }),
        journal: values.resume ? 'resume' : values.fresh ? 'fresh' : 'new',
        budget: {
            ...(values['max-trials'] !== undefined && { maxTrials: positiveInt(values['max-trials'], '--max-trials') }),
            ...(values['max-tokens'] !== undefined && { maxTokens: positiveInt(values['max-tokens'], '--max-tokens') }),
            ...(values['max-cost'] !== undefined && { maxCostUsd: positiveNumber(values['max-cost'], '--max-cost') }),
        },
        ...(values.timeout !== undefined && { timeoutSeconds: positiveInt(values.timeout, '--timeout') }),
        ...(values['max-turns'] !== undefined && { maxTurns: positiveInt(values['max-turns'], '--max-turns') }),
        isolation: values.isolation,
        cliPaths,
        env: io.env,
        progress: (line) => io.stderr(`${line}\n`),
        ...(values['cache-dir'] !== undefined && { cache: { store: folderCache(external_node_path_default().resolve(io.cwd, values['cache-dir'])), write: true } }),
    };
    try {
        if (values.base !== undefined) {
            const run = await runBaseAndHead({ ...evalOptions, baseRef: values.base });
            if (!run.head || !run.base) {
                io.stdout(`No skill's eval changed since ${values.base}; nothing to evaluate.\n`);
                return EXIT.ok;
            }
            const outcome = compareResults(run.base, run.head);
            if (outcome.kind === 'refused') {
                io.stderr(`caliper: ${outcome.reason}\n`);
                return EXIT.refused;
            }
            if (values.format === 'json')
                io.stdout(`${JSON.stringify(outcome.comparison, null, 2)}\n`);
            else
                io.stdout(`${comparisonText(outcome.comparison)}\nResults: ${external_node_path_default().join(values.out, 'base', 'results.json')} and ${external_node_path_default().join(values.out, 'head', 'results.json')}\n`);
            return EXIT.ok;
        }
        const results = await runEval(evalOptions);
        if (values.format === 'json')
            io.stdout(`${JSON.stringify(results, null, 2)}\n`);
        else
            io.stdout(`${resultsTable(results, 'text')}\n${resultsFootnote(results)}Results: ${external_node_path_default().join(values.out, 'results.json')}\n`);
        const measured = results.results.some((r) => r.cases.some((c) => c.trials > c.errors));
        return measured ? EXIT.ok : EXIT.failed;
    }
    catch (error) {
        if (error instanceof JournalError || error instanceof EvalSetupError || error instanceof BaseCheckoutError)
            throw new UsageError(error.message);
        throw error;
    }
}
/** `--trials N` or `--trials auto[:MAX]`. */
function trialsOption(raw) {
    if (raw === undefined)
        return {};
    const auto = /^auto(?::(\d+))?$/.exec(raw.trim());
    if (auto)
        return { sequential: { ...DEFAULT_SEQUENTIAL, ...(auto[1] && { maxTrials: positiveInt(auto[1], '--trials auto:MAX') }) } };
    return { trials: positiveInt(raw, '--trials') };
}
function list(raw) {
    return raw.split(',').map((s) => s.trim()).filter(Boolean);
}
function positiveInt(raw, flag) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1)
        throw new UsageError(`${flag} takes a whole number of at least 1${flag === '--trials' ? ' or auto[:MAX]' : ''}, not "${raw}".`);
    return n;
}
function positiveNumber(raw, flag) {
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0)
        throw new UsageError(`${flag} takes a positive number, not "${raw}".`);
    return n;
}

;// CONCATENATED MODULE: ./src/eval/backends/install.ts




/** Install the backend's pinned CLI from the npm registry into the tools folder, unless it is there. */
function installBackend(backend, env) {
    const prefix = external_node_path_default().join(toolsDir(env), backend.name);
    const binary = installedBinary(backend, env);
    const spec = `${backend.install.npmPackage}@${backend.install.version}`;
    if (installedVersion(prefix, backend.install.npmPackage) === backend.install.version && (0,external_node_fs_namespaceObject.existsSync)(binary))
        return { ok: true, binary, alreadyInstalled: true };
    const r = (0,external_node_child_process_namespaceObject.spawnSync)('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', spec], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env,
    });
    if (r.status !== 0) {
        return { ok: false, reason: `npm could not install ${spec}: ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ')}` };
    }
    return { ok: true, binary, alreadyInstalled: false };
}
function installedVersion(prefix, npmPackage) {
    try {
        return JSON.parse((0,external_node_fs_namespaceObject.readFileSync)(external_node_path_default().join(prefix, 'node_modules', npmPackage, 'package.json'), 'utf8')).version;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/cli/installCommand.ts






const INSTALL_USAGE = `Usage: caliper install <backend>...|--all [--tools DIR]

Installs the agent CLI versions caliper is tested against from the npm registry into DIR
(default: $CALIPER_TOOLS, else ~/.cache/caliper/tools), skipping any already there at that version.
Backends: ${AVAILABLE_BACKENDS.join(', ')}.
`;
function installCommand(args, io) {
    const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({ args, allowPositionals: true, options: { tools: { type: 'string' }, all: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
        io.stdout(INSTALL_USAGE);
        return EXIT.ok;
    }
    const names = values.all ? [...AVAILABLE_BACKENDS] : positionals;
    if (names.length === 0)
        throw new UsageError(`name at least one backend to install (${AVAILABLE_BACKENDS.join(', ')}), or --all.`);
    const env = values.tools ? { ...io.env, CALIPER_TOOLS: external_node_path_default().resolve(io.cwd, values.tools) } : io.env;
    for (const name of names) {
        const backend = backendNamed(name);
        if (!backend)
            throw new UsageError(`unknown backend "${name}" (available: ${AVAILABLE_BACKENDS.join(', ')}).`);
        io.stderr(`${backend.name}: ${backend.install.npmPackage}@${backend.install.version} in ${external_node_path_default().join(toolsDir(env), backend.name)}\n`);
        const outcome = installBackend(backend, env);
        if (!outcome.ok) {
            io.stderr(`caliper: ${outcome.reason}\n`);
            return EXIT.failed;
        }
        io.stdout(`${backend.name} ${backend.install.version}: ${outcome.binary}${outcome.alreadyInstalled ? ' (already installed)' : ''}\n`);
    }
    return EXIT.ok;
}

;// CONCATENATED MODULE: ./src/cli/simulateCommand.ts



const SIMULATE_USAGE = `Usage: caliper simulate-trials [--max N] [--p0 P] [--p1 P] [--alpha A] [--beta B]

How many agent runs --trials auto needs, against the fixed number of trials that reaches the same
error rates, at true pass rates 0, 0.1, …, 1 (computed exactly, not sampled).
`;
function simulateCommand(args, io) {
    const { values } = (0,external_node_util_namespaceObject.parseArgs)({
        args,
        options: { max: { type: 'string' }, p0: { type: 'string' }, p1: { type: 'string' }, alpha: { type: 'string' }, beta: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    });
    if (values.help) {
        io.stdout(SIMULATE_USAGE);
        return EXIT.ok;
    }
    const num = (raw, fallback, name, lo, hi) => {
        if (raw === undefined)
            return fallback;
        const n = Number(raw);
        if (!Number.isFinite(n) || n <= lo || n >= hi)
            throw new UsageError(`--${name} must be between ${lo} and ${hi} (exclusive), not "${raw}".`);
        return n;
    };
    const d = {
        p0: num(values.p0, DEFAULT_SEQUENTIAL.p0, 'p0', 0, 1),
        p1: num(values.p1, DEFAULT_SEQUENTIAL.p1, 'p1', 0, 1),
        alpha: num(values.alpha, DEFAULT_SEQUENTIAL.alpha, 'alpha', 0, 0.5),
        beta: num(values.beta, DEFAULT_SEQUENTIAL.beta, 'beta', 0, 0.5),
        maxTrials: Math.round(num(values.max, DEFAULT_SEQUENTIAL.maxTrials, 'max', 0, 10_000)),
    };
    if (d.p0 >= d.p1)
        throw new UsageError('--p0 must be below --p1.');
    const fixed = fixedTrialsEquivalent(d);
    const lines = [
        describeDesign(d),
        `fixed N with the same error rates: ${fixed.trials} trials (reliable when at least ${fixed.threshold} pass)`,
        '',
        'pass rate  expected trials  reliable  unreliable  undecided  saved vs fixed',
    ];
    let total = 0;
    for (let i = 0; i <= 10; i++) {
        const p = i / 10;
        const b = sequentialBehaviour(p, d);
        total += b.expectedTrials;
        const pct = (x) => `${(x * 100).toFixed(1)}%`.padStart(8);
        lines.push(`${p.toFixed(1).padStart(9)}  ${b.expectedTrials.toFixed(1).padStart(15)}  ${pct(b.pReliable)}  ${pct(b.pUnreliable).padStart(10)}  ${pct(b.pUndecided).padStart(9)}  ${pct(1 - b.expectedTrials / fixed.trials).padStart(14)}`);
    }
    const mean = total / 11;
    lines.push('', `mean over pass rates 0…1: ${mean.toFixed(1)} trials vs ${fixed.trials}: ${((1 - mean / fixed.trials) * 100).toFixed(1)}% fewer agent runs`);
    io.stdout(`${lines.join('\n')}\n`);
    return EXIT.ok;
}

;// CONCATENATED MODULE: ./src/report/validation/github.ts
/** GitHub workflow commands (`::error file=…,line=…::…`), which the runner turns into annotations. */
function formatGithub(diagnostics, pathPrefix) {
    return diagnostics
        .map((d) => {
        const props = [`file=${escapeProperty(joinPath(pathPrefix, d.file))}`];
        if (d.line !== undefined)
            props.push(`line=${d.line}`);
        props.push(`title=${escapeProperty(`caliper ${d.rule}`)}`);
        return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(d.message)}\n`;
    })
        .join('');
}
function joinPath(prefix, file) {
    return prefix === '' || prefix === '.' ? file : `${prefix.replace(/\/+$/, '')}/${file}`;
}
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

;// CONCATENATED MODULE: ./src/report/validation/json.ts
/** `{"skills":[{"name","path",…}],"diagnostics":[{"rule","severity","file","line","message"}]}`, paths relative to DIR. */
function formatJson(report) {
    return `${JSON.stringify({
        skills: report.skills.map((s) => ({ name: s.name, path: s.path === '' ? '.' : s.path, dependencies: s.dependencies, evalSpec: s.evalSpec ?? null })),
        diagnostics: report.diagnostics.map((d) => ({ rule: d.rule, severity: d.severity, file: d.file, line: d.line ?? null, message: d.message })),
    }, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/report/validation/sarif.ts



/** SARIF 2.1.0 for code scanning; locations are relative to the repository (`pathPrefix` + file). */
function formatSarif(report, pathPrefix) {
    const sarif = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'caliper',
                        version: CALIPER_VERSION,
                        informationUri: RULES_DOC_URL,
                        rules: RULE_IDS.map((id) => ({
                            id,
                            shortDescription: { text: RULES[id].summary },
                            helpUri: `${RULES_DOC_URL}#${id}`,
                            defaultConfiguration: { level: RULES[id].severity },
                        })),
                    },
                },
                results: report.diagnostics.map((d) => ({
                    ruleId: d.rule,
                    ruleIndex: RULE_IDS.indexOf(d.rule),
                    level: d.severity,
                    message: { text: d.message },
                    locations: [
                        {
                            physicalLocation: {
                                artifactLocation: { uri: joinPath(pathPrefix, d.file) },
                                ...(d.line !== undefined && { region: { startLine: d.line } }),
                            },
                        },
                    ],
                })),
            },
        ],
    };
    return `${JSON.stringify(sarif, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/report/validation/counts.ts

function countBySeverity(diagnostics) {
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    return { errors, warnings: diagnostics.length - errors };
}
function totalLine(skills, diagnostics) {
    const { errors, warnings } = countBySeverity(diagnostics);
    return `${plural(skills, 'skill')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`;
}

;// CONCATENATED MODULE: ./src/report/validation/text.ts

const paint = (on) => (code, s) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
/** For people: grouped by file, colour only when asked (on a TTY), a one-line total at the end. */
function formatText(report, options) {
    const c = paint(options.color);
    const lines = [];
    let currentFile;
    for (const d of report.diagnostics) {
        if (d.file !== currentFile) {
            if (currentFile !== undefined)
                lines.push('');
            lines.push(c(1, d.file));
            currentFile = d.file;
        }
        const where = d.line !== undefined ? String(d.line).padStart(5) : '     ';
        const severity = d.severity === 'error' ? c(31, 'error  ') : c(33, 'warning');
        const [first, ...rest] = d.message.split('\n');
        lines.push(`${where}  ${severity}  ${first}  ${c(2, d.rule)}`);
        for (const more of rest)
            lines.push(`                  ${more}`);
    }
    if (lines.length > 0)
        lines.push('');
    lines.push(totalLine(report.skills.length, report.diagnostics));
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/skills/fix.ts



/** Apply the mechanical fixes that diagnostics offer. Each fix touches one file and never overwrites one. */
function applyFixes(root, diagnostics) {
    const outcome = { applied: [], skipped: [] };
    const seen = new Set();
    for (const d of diagnostics) {
        if (!d.fix)
            continue;
        const key = JSON.stringify(d.fix);
        if (seen.has(key))
            continue;
        seen.add(key);
        const result = applyFix(root, d.fix);
        (result.ok ? outcome.applied : outcome.skipped).push(result.message);
    }
    return outcome;
}
function applyFix(root, fix) {
    switch (fix.kind) {
        case 'set-name': {
            const abs = external_node_path_default().join(root, fix.file);
            (0,external_node_fs_namespaceObject.writeFileSync)(abs, setFrontmatterField((0,external_node_fs_namespaceObject.readFileSync)(abs, 'utf8'), 'name', fix.name));
            return { ok: true, message: `${fix.file}: set name: ${fix.name}` };
        }
        case 'move-command': {
            const from = external_node_path_default().join(root, fix.from);
            const to = external_node_path_default().join(root, fix.to);
            if ((0,external_node_fs_namespaceObject.existsSync)(to) || fix.to.includes('<name>'))
                return { ok: false, message: `${fix.from}: not moved, ${fix.to} already exists or has no usable name` };
            const text = (0,external_node_fs_namespaceObject.readFileSync)(from, 'utf8');
            const fm = parseFrontmatter(text);
            const body = fm.kind === 'ok' ? fm.body : text;
            let out = fm.kind === 'ok' ? text : `---\n---\n${text}`;
            out = setFrontmatterField(out, 'name', fix.name);
            const existing = fm.kind === 'ok' && typeof fm.data.description === 'string' && fm.data.description.trim() !== '';
            const description = existing ? undefined : (fix.description ?? firstProseLine(body));
            if (description)
                out = setFrontmatterField(out, 'description', description);
            (0,external_node_fs_namespaceObject.mkdirSync)(external_node_path_default().dirname(to), { recursive: true });
            (0,external_node_fs_namespaceObject.writeFileSync)(to, out);
            (0,external_node_fs_namespaceObject.rmSync)(from);
            const note = existing || description ? '' : ' (add a description)';
            return { ok: true, message: `${fix.from} -> ${fix.to}${note}` };
        }
    }
}
/** Replace a top-level field's line in the front matter, or add it after the opening `---`. */
function setFrontmatterField(text, field, value) {
    const lines = text.split('\n');
    const close = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)\s*\r?$/.test(l));
    const rendered = `${field}: ${/^[a-z0-9-]+$/.test(value) ? value : JSON.stringify(value)}`;
    const existing = lines.findIndex((l, i) => i > 0 && i < close && new RegExp(`^${field}\\s*:`).test(l));
    if (existing > 0) {
        // Drop continuation lines of a multi-line value too.
        let end = existing + 1;
        while (end < close && /^\s+\S/.test(lines[end]))
            end++;
        lines.splice(existing, end - existing, rendered);
    }
    else {
        lines.splice(1, 0, rendered);
    }
    return lines.join('\n');
}
function firstProseLine(body) {
    for (const raw of body.split(/\r?\n/)) {
        const line = raw.replace(/^#+\s*/, '').trim();
        if (line !== '' && !line.startsWith('```') && !line.startsWith('<') && !line.startsWith('$'))
            return line.slice(0, 1024);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/cli/validateCommand.ts











const VALIDATE_USAGE = `Usage: caliper validate [DIR] [--format text|json|github|sarif] [--strict-spec] [--fix] [--ignore GLOB]...

Checks every skill under DIR (default: .) and exits 0 when there is no error, 1 when there are errors.
  --format       text (default), json, github (workflow annotations) or sarif
  --strict-spec  fields outside the Agent Skills spec and its backend extensions are errors
  --fix          apply mechanical fixes (move lone command files into skill folders, set name), then re-check
  --ignore GLOB  skip paths matching GLOB (repeatable)
`;
const FORMATS = ['text', 'json', 'github', 'sarif'];
function validateCommand(args, io) {
    const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
        args,
        allowPositionals: true,
        options: {
            format: { type: 'string', default: 'text' },
            'strict-spec': { type: 'boolean', default: false },
            fix: { type: 'boolean', default: false },
            ignore: { type: 'string', multiple: true, default: [] },
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(VALIDATE_USAGE);
        return EXIT.ok;
    }
    const format = values.format;
    if (!FORMATS.includes(format))
        throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${values.format}".`);
    if (positionals.length > 1)
        throw new UsageError(`validate takes one folder, got ${positionals.length}: ${positionals.join(' ')}.`);
    const dir = external_node_path_default().resolve(io.cwd, positionals[0] ?? '.');
    if (!(0,external_node_fs_namespaceObject.existsSync)(dir) || !(0,external_node_fs_namespaceObject.statSync)(dir).isDirectory())
        throw new UsageError(`${positionals[0] ?? '.'} is not a folder. Pass the folder of a skill repository.`);
    const options = { strictSpec: values['strict-spec'], ignore: values.ignore };
    let report = validateRepository(dir, options);
    if (values.fix) {
        const outcome = applyFixes(dir, report.diagnostics);
        for (const line of outcome.applied)
            io.stderr(`fixed: ${line}\n`);
        for (const line of outcome.skipped)
            io.stderr(`not fixed: ${line}\n`);
        if (outcome.applied.length > 0)
            report = validateRepository(dir, options);
    }
    const prefix = external_node_path_default().relative(io.cwd, dir).split((external_node_path_default()).sep).join('/');
    switch (format) {
        case 'json':
            io.stdout(formatJson(report));
            break;
        case 'github':
            io.stdout(formatGithub(report.diagnostics, prefix));
            break;
        case 'sarif':
            io.stdout(formatSarif(report, prefix));
            break;
        default:
            io.stdout(formatText(report, { color: io.stdoutIsTTY && !io.env.NO_COLOR }));
    }
    return countBySeverity(report.diagnostics).errors > 0 ? EXIT.failed : EXIT.ok;
}

;// CONCATENATED MODULE: ./src/cli/main.ts








const USAGE = `caliper ${CALIPER_VERSION}: CI for agent-skill repositories

Usage: caliper <command> [options]

Commands:
  validate [DIR]   check every skill and eval spec under DIR
  eval [DIR]       run the eval specs on real agent CLIs and score activation and execution
  install NAME...  install the agent CLI versions caliper is tested against
  compare BASE HEAD  compare two eval runs of the same era and discipline
  simulate-trials  how many runs --trials auto saves against a fixed number of trials
  schema           print the JSON Schema of .eval.yaml files
  version          print the version

Run "caliper <command> --help" for a command's options.
`;
/** Parse the command line, run one command, and turn every failure into an exit code and one clear line. */
async function runCli(argv, io) {
    const [command, ...rest] = argv;
    try {
        switch (command) {
            case 'validate':
                return validateCommand(rest, io);
            case 'eval':
                return await evalCommand(rest, io);
            case 'install':
                return installCommand(rest, io);
            case 'compare':
                return compareCommand(rest, io);
            case 'simulate-trials':
                return simulateCommand(rest, io);
            case 'schema':
                io.stdout(`${JSON.stringify(evalSpecSchema, null, 2)}\n`);
                return EXIT.ok;
            case 'version':
            case '--version':
                io.stdout(`${CALIPER_VERSION}\n`);
                return EXIT.ok;
            case undefined:
            case 'help':
            case '--help':
            case '-h':
                io.stdout(USAGE);
                return command === undefined ? EXIT.usage : EXIT.ok;
            default:
                throw new UsageError(`Unknown command "${command}".`);
        }
    }
    catch (error) {
        if (error instanceof UsageError || isParseArgsError(error)) {
            io.stderr(`caliper: ${error.message}\nRun "caliper --help" for usage.\n`);
            return EXIT.usage;
        }
        // Anything else is our bug or the machine's; say so in one line rather than a stack trace.
        io.stderr(`caliper: internal error: ${error instanceof Error ? error.message : String(error)}\nSet CALIPER_DEBUG=1 for details, and please report it.\n`);
        if (io.env.CALIPER_DEBUG)
            io.stderr(`${error.stack ?? ''}\n`);
        return EXIT.failed;
    }
}
function isParseArgsError(error) {
    const code = error?.code;
    return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}


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
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
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
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
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
