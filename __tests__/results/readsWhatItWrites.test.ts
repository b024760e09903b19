import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { agentNamed } from '../../src/agents/index.js';
import { checkLabel } from '../../src/eval/checks/index.js';
import { openJournal } from '../../src/eval/runner/journal.js';
import { planTrials } from '../../src/eval/runner/plan.js';
import {
  resultsAsWritten,
  runMeta,
  runNetwork,
  trialAsJournaled,
  type ModelChoice,
} from '../../src/eval/runner/runEval.js';
import { trialKey, type TrialPlan } from '../../src/eval/runner/trialPlan.js';
import { BACKEND_NAMES } from '../../src/eval/spec/schema.js';
import type { BackendName, EvalCase, EvalSpec } from '../../src/eval/spec/types.js';
import { aggregate } from '../../src/results/aggregate.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { historyPoint } from '../../src/results/history/history.js';
import { mergeResults } from '../../src/results/merge.js';
import { recordedToken, recordableResults, type TokenKind } from '../../src/results/recordable.js';
import { checkResults, PATTERNS } from '../../src/results/schema.js';
import { ERA, type Results, type TrialRecord } from '../../src/results/types.js';
import { badgeMarkdown, badgeSvgs } from '../../src/report/badges.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { comparisonText } from '../../src/report/comparison/text.js';
import { trendMarkdown } from '../../src/report/history/trendMarkdown.js';
import { trendCharts } from '../../src/report/history/trendSvg.js';
import { buildReport } from '../../src/report/html/buildReport.js';
import type { ReportData } from '../../src/report/html/model.js';
import { renderReport } from '../../src/report/html/render.js';
import { resultsFootnote, resultsTable } from '../../src/report/resultsTable.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { findValidateConfig } from '../../src/skills/config/validateConfig.js';
import { createRedactor } from '../../src/util/redact.js';
import { prng } from '../helpers/prng.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue 26: caliper reads everything it writes. Runs are built as `eval` builds them (the raw trial as
// runTrial returns it, with what the CLI reported; trialAsJournaled; aggregate; runMeta; runNetwork;
// resultsAsWritten), from model ids, CLI versions, endpoints, skill names and case ids of every shape a
// CLI or a repository produces, then read back by every reader and rendered in every medium.

const SEED = 0x26;
const RUNS = 200;

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const chars = (rng: Rng, alphabet: string, n: number) =>
  Array.from({ length: n }, () => pick(rng, [...alphabet])).join('');
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Each tries to become markup, a mention, a table cell, a heading or a workflow command in some medium. */
const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '</script><script>alert(2)</script>',
  '@octocat',
  'a|b|c',
  'x\n## HOSTILE heading',
  'x\r\n::error::HOSTILE',
  '::warning::HOSTILE',
  '<!-- caliper:section:report -->',
  '![i](https://evil.example/p.png)',
  '`code` **bold** _em_',
  'x\u2028::error::HOSTILE',
  'x\u0085| HOSTILE |',
  '%0A::error::HOSTILE',
  '##[error]HOSTILE',
];

/** Real model ids as CLIs report them (init events, rollouts, sessions) and as people pass them to --model. */
const MODELS = [
  'claude-opus-4-8[1m]',
  'claude-opus-5-5',
  'claude-sonnet-4-5-20250929',
  'claude-3-5-haiku@20241022',
  'us.anthropic.claude-sonnet-4-20250514-v1:0',
  'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-3-7-sonnet-20250219-v1:0',
  'arn:aws:bedrock:eu-west-1:123456789012:application-inference-profile/' +
    'abcdefghijkl/and-a-long-suffix-past-128-characters',
  'gpt-5.1-codex',
  'gpt-4o-2024-08-06',
  'o3-mini',
  'ft:gpt-4o-mini-2024-07-18:acme:skills:9AbC123',
  'gemini-2.5-pro',
  'models/gemini-2.5-flash-preview-05-20',
  'projects/p-1/locations/us-central1/publishers/google/models/gemini-2.5-pro',
  'openrouter/anthropic/claude-3.5-sonnet:beta',
  'meta-llama/llama-3.1-8b-instruct:free',
  '~anthropic/claude-sonnet-latest',
  'deepseek-ai/DeepSeek-V3-0324:fireworks-ai',
  'qwen2.5-coder:32b',
  'hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M',
  'accounts/fireworks/models/llama-v3p1-405b-instruct',
  '/models/llama-3-8b.Q4_K_M.gguf',
  'C:\\models\\phi-4.gguf',
  'Llama 3.1 8B Instruct',
  'gpt-4o (2024-08-06)',
  'Qwen/Qwen3-Coder-480B-A35B-Instruct-FP8',
  'llama3+lora',
  'nous-hermes=beta,2',
  'モデル-7b',
  '🦙-70b',
  'scripted-model',
];

/** Versions as a CLI's transcript reports them (`claude_code_version`, Codex's `cli_version`), and worse. */
const VERSIONS = [
  '2.1.332',
  '2.1.332 (Claude Code)',
  '0.171.0-alpha.3',
  '0.73.1',
  'v1.2.3',
  '1.2.3+build.5',
  '3.0.0-rc.1+sha.5114f85',
  '2025.01.02-nightly',
  '0.0.0-dev',
  'unknown',
  '1:2.3~rc1',
  'Hermes Agent v0.4.0',
  '1.0.0 (abc1234 2026-11-30)',
];

/** What `--version` prints (the probe keeps what the backend's parser finds in it). */
const VERSION_OUTPUTS = [
  '2.1.332 (Claude Code)',
  'codex-cli 0.171.0-alpha.3',
  'Hermes Agent v0.4.0 (2026.11.1)',
  '0.73.1',
  'opencode 1.14.2',
  '',
  'garbage',
];

/**
 * Base URLs a caller of runEval gives, or the runner's `*_BASE_URL` variables (where one that is no URL is ignored).
 */
const URLS = [
  'https://api.anthropic.com',
  'http://[::1]:8080/v1',
  'http://my_gateway.internal:4000/v1',
  'https://gateway.example.com/openai',
  'http://127.0.0.1:11434',
  'https://bücher.example/v1',
  "http://a!b$c&d'e(f)g*h+i,j;k=l~m/",
  'http://LLM.Example.COM./',
  'https://user:pw@proxy.example:8443/',
  'file:///tmp/socket',
  'not a url',
];

function anyText(rng: Rng, max: number): string {
  const alphabet = `${ALNUM} -_.:/@+[]()%|<>&"'\`*~!#$\\\n\r\t\u2028\u0085é中🦙`;
  return [...chars(rng, alphabet, int(rng, 1, max))].join('');
}

function modelId(rng: Rng, secret: string): string | undefined {
  const r = rng();
  if (r < 0.45) return pick(rng, MODELS);
  if (r < 0.6) {
    const prefix = pick(rng, ['', 'openai/', 'anthropic/', 'models/', 'hf.co/org/']);
    const family = pick(rng, ['claude', 'gpt', 'gemini', 'llama', 'qwen']);
    const version = `${int(rng, 1, 9)}.${int(rng, 0, 9)}`;
    const suffix = pick(rng, [
      '',
      '[1m]',
      ':free',
      '@20250929',
      '-20250514-v1:0',
      ':Q4_K_M',
      ' (preview)',
      `-${secret}`,
    ]);
    return `${prefix}${family}-${version}${suffix}`;
  }
  if (r < 0.75) return `${pick(rng, ['', 'x-'])}${pick(rng, HOSTILE)}`;
  if (r < 0.85) return pick(rng, [undefined, '', '   ', 'x'.repeat(int(rng, 100, 400)), '%41', ' padded ']);
  return anyText(rng, 200);
}

function version(rng: Rng, secret: string): string | undefined {
  const r = rng();
  if (r < 0.5) return pick(rng, VERSIONS);
  if (r < 0.6) return `${int(rng, 0, 9)}.${int(rng, 0, 99)}.${int(rng, 0, 999)}-${secret}`;
  if (r < 0.75) return pick(rng, HOSTILE);
  if (r < 0.85) return pick(rng, [undefined, '', ' ', '9'.repeat(int(rng, 60, 200))]);
  return anyText(rng, 100);
}

/** A name `validate` accepts by default (name-format), or one the plan still runs when that rule is off. */
function skillName(rng: Rng): string {
  if (rng() < 0.8) {
    const parts = Array.from({ length: int(rng, 1, 4) }, () =>
      chars(rng, 'abcdefghijklmnopqrstuvwxyz0123456789', int(rng, 1, 15)),
    );
    return parts.join('-').slice(0, 64).replace(/-+$/, '');
  }
  return pick(rng, [
    'PDF_Tools.v2',
    'a',
    'x'.repeat(128),
    'Z9',
    `${chars(rng, ALNUM, 1)}${chars(rng, `${ALNUM}._-`, int(rng, 0, 127))}`,
  ]);
}

/** A case id the spec schema accepts: `^[A-Za-z0-9][A-Za-z0-9._-]*$`, at most 100 characters. */
const caseId = (rng: Rng) => `${chars(rng, ALNUM, 1)}${chars(rng, `${ALNUM}._-`, int(rng, 0, rng() < 0.1 ? 99 : 12))}`;

function distinct(rng: Rng, n: number, make: (rng: Rng) => string): string[] {
  const out = new Set<string>();
  for (let i = 0; out.size < n && i < n * 10; i++) out.add(make(rng));
  return [...out];
}

/** A spec's command, as its check's label: hostile, long, or plain. */
const commandText = (rng: Rng) =>
  pick(rng, [...HOSTILE, 'test -s out.csv', 'x'.repeat(int(rng, 300, 5000)), anyText(rng, 400)]);

interface Setting {
  model: ModelChoice;
  backends: BackendName[];
  isolation: 'bubblewrap' | 'none';
  env: NodeJS.ProcessEnv;
  secret: string;
  skills: { name: string; cases: EvalCase[] }[];
  probe: Record<string, string>;
}

function setting(rng: Rng): Setting {
  // 8 characters is the shortest the redactor hides: `[redacted]` is longer, so a text grows.
  const secret = rng() < 0.3 ? `k3y-${chars(rng, ALNUM, 4)}` : `s3cr3t-${chars(rng, ALNUM, 12)}`;
  const scripted = rng() < 0.35;
  const model: ModelChoice = scripted
    ? { kind: 'scripted' }
    : {
        kind: 'real',
        baseUrl:
          rng() < 0.5
            ? pick(
                rng,
                URLS.filter((u) => URL.canParse(u)),
              )
            : undefined,
        apiKey: secret,
        model: rng() < 0.5 ? modelId(rng, secret) : undefined,
      };
  const backends = distinct(rng, int(rng, 1, 3), (r) => pick(r, BACKEND_NAMES)) as BackendName[];
  const env: NodeJS.ProcessEnv = {
    CALIPER_TEST_API_KEY: secret,
    ...(rng() < 0.5 && { ANTHROPIC_BASE_URL: pick(rng, URLS), OPENAI_BASE_URL: pick(rng, URLS) }),
  };
  const skills = distinct(rng, int(rng, 1, 4), skillName).map((name) => ({
    name,
    cases: distinct(rng, int(rng, 1, 3), caseId).map((id) => ({
      id,
      prompt: pick(rng, ['Summarise the csv', ...HOSTILE]),
      checks: [
        { kind: 'activation' as const, skill: name, expect: rng() < 0.7 },
        { kind: 'command' as const, run: commandText(rng), timeoutSeconds: undefined },
      ],
    })),
  }));
  return {
    model,
    backends,
    isolation: rng() < 0.8 ? 'bubblewrap' : 'none',
    env,
    secret,
    skills,
    probe: Object.fromEntries(backends.map((b) => [b, pick(rng, VERSION_OUTPUTS)])),
  };
}

/** One run of a setting, as eval writes it: its folder (results.json, trials.jsonl) and what it wrote. */
function run(
  rng: Rng,
  s: Setting,
  reported: { models: string[] },
): { dir: string; results: Results; json: string; journal: string } {
  const scripted = s.model.kind === 'scripted';
  const redactor = createRedactor({ secrets: [s.model.kind === 'real' ? s.model.apiKey : undefined], env: s.env });
  const probe = new Map(s.backends.map((b) => [b, agentNamed(b)!.transcript.parseVersion(s.probe[b]!)]));
  const plans: TrialPlan[] = [];
  for (const skill of s.skills) {
    const spec = {
      file: `skills/${skill.name}/.eval.yaml`,
      hash: 'f'.repeat(64),
      subject: skill.name,
      skills: [skill.name],
      backends: undefined,
      trials: undefined,
      baseline: false,
      sandbox: { fixtures: undefined, forbiddenFiles: [], timeoutSeconds: undefined },
      cases: skill.cases,
    } satisfies EvalSpec;
    const installs = [{ name: skill.name, files: [], plugin: undefined, sha256: 'a'.repeat(64) }];
    for (const backend of s.backends)
      for (const evalCase of skill.cases)
        for (let trial = 1; trial <= int(rng, 1, 2); trial++)
          plans.push({
            key: trialKey(skill.name, backend, evalCase.id, trial),
            skill: skill.name,
            backend,
            spec,
            evalCase,
            trial,
            arm: 'skill',
            installs,
            fixtures: [],
            fingerprint: 'b'.repeat(64),
            notes: [],
          });
  }
  const records = new Map<string, TrialRecord>();
  for (const p of plans) {
    // As runTrial builds it: what the CLI reported, else what caliper asked for (the probe, --model).
    const cliModel = modelId(rng, s.secret);
    if (cliModel) reported.models.push(cliModel);
    const outcome = pick(rng, ['pass', 'fail', 'error'] as const);
    const command = p.evalCase.checks[1] as Extract<EvalCase['checks'][number], { kind: 'command' }>;
    const raw: TrialRecord = {
      type: 'trial',
      key: p.key,
      skill: p.skill,
      backend: p.backend,
      caseId: p.evalCase.id,
      trial: p.trial,
      prompt: p.evalCase.prompt,
      attempts: int(rng, 1, 3),
      backendVersion: (rng() < 0.7 ? version(rng, s.secret) : undefined) ?? probe.get(p.backend),
      model: cliModel ?? (s.model.kind === 'real' ? s.model.model : undefined),
      outcome,
      ...(outcome !== 'pass' && { reason: pick(rng, HOSTILE) }),
      ...(outcome !== 'error' && {
        activations: { [p.skill]: rng() < 0.5 ? ('activated' as const) : ('not-activated' as const) },
      }),
      notes: rng() < 0.2 ? [pick(rng, HOSTILE)] : undefined,
      checks:
        outcome === 'error'
          ? []
          : [
              { label: `activation: ${p.skill}`, status: 'pass' },
              {
                label: checkLabel(`command: ${command.run}`),
                status: outcome === 'pass' ? 'pass' : 'fail',
                reason: pick(rng, HOSTILE),
              },
            ],
      usage: {
        inputTokens: pick(rng, [0, 1200, 1.5, -3, Number.NaN, 1e15]),
        outputTokens: int(rng, 0, 500),
        costUsd: pick(rng, [undefined, 0.0016, -1, Number.POSITIVE_INFINITY, 1e13]),
      },
      durationMs: int(rng, 0, 60_000),
      finishedAt: new Date().toISOString(),
    };
    records.set(p.key, trialAsJournaled(raw, redactor, scripted));
  }
  const skipped =
    rng() < 0.5
      ? [
          {
            key: `${s.skills[0]!.name}|*|*|*`,
            reason: pick(rng, [...HOSTILE, 'y'.repeat(5000), `${s.secret} `.repeat(300)]),
          },
        ]
      : [];
  const meta = runMeta({
    discipline: 'install-discover',
    backends: s.backends.map((name) => ({ name, version: probe.get(name) })),
    records: [...records.values()],
    model: s.model,
    defaultTrials: 3,
    isolation: s.isolation,
    network: runNetwork(s.isolation, s.model, s.backends, s.env),
    sequential: undefined,
    startedAt: new Date(Date.UTC(2026, 10, int(rng, 1, 28))).toISOString(),
  });
  const results = resultsAsWritten(aggregate(plans, records, meta, skipped), redactor);
  const dir = tempDir('caliper-rwiw-');
  const journal = openJournal(dir, { era: ERA }, 'new', redactor);
  for (const r of records.values()) journal.append(r);
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(path.join(dir, 'results.json'), json);
  return { dir, results, json, journal: readFileSync(path.join(dir, 'trials.jsonl'), 'utf8') };
}

/** Markdown in which no value became anything but text: no tag, mention, extra cell, heading or command line. */
function expectInertMarkdown(md: string, where: string): void {
  const prose = md.replace(/`[^`\n]*`/g, '');
  const fail = (what: string, m: RegExpMatchArray | null) => {
    if (m)
      throw new Error(
        `${where}: ${what} ${JSON.stringify(m[0])} in ` +
          `markdown:\n${md.slice(Math.max(0, (m.index ?? 0) - 200), (m.index ?? 0) + 200)}`,
      );
  };
  // Tags only of caliper's making.
  fail('a tag', prose.match(/<(?!\/?(?:details|summary|br)>)[A-Za-z!/]/));
  fail('a mention', prose.match(/(?:^|[^\w\u2060])@[A-Za-z0-9]/m));
  // Links and images only of caliper's making (the badges' shields.io images).
  fail('an image or link', prose.match(/!?\[[^\]]*\]\((?!https:\/\/img\.shields\.io\/badge\/)/));
  fail('a line a value started', md.match(/^\s*(?:::|## HOSTILE|\| HOSTILE|##\[)/m));
  fail('a comment', md.match(/<!--/));
  // Each table's rows have its header's cells: no value added a `|` or ended a row.
  let header: string | undefined;
  for (const line of md.split('\n')) {
    header = line.startsWith('|') ? (header ?? line) : undefined;
    if (header && line.split('|').length !== header.split('|').length)
      fail('a row with another number of cells', line.match(/.*/));
  }
}

/** Terminal or log text: no line a value started, and nothing HTML-escaped. */
function expectPlainTerminal(text: string, where: string): void {
  const line = text.match(/^\s*(?:::|##\[)/m) ?? text.match(/\u2028|\u2029|\u0085/);
  if (line) throw new Error(`${where}: a line a value started in terminal text: ${JSON.stringify(text.slice(0, 400))}`);
  const entity = text.match(/&(?:#\d+|lt|gt|amp|quot);/);
  if (entity)
    throw new Error(`${where}: HTML-escaped terminal text (${entity[0]}): ${JSON.stringify(text.slice(0, 400))}`);
}

function embedded(html: string): ReportData {
  const open = '<script id="caliper-data" type="application/json">';
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as ReportData;
}

describe('eval writes what compare, merge, view and history read (issue 26)', () => {
  it(`${RUNS} runs of CLI-, endpoint- and repository-given values of every ` +
    `shape load, compare, merge and render, escaped per medium (seed ` +
    `${SEED})`, () => {
    const dirs: string[] = [];
    const recordedFrom = new Map<string, string>();
    try {
      for (let i = 0; i < RUNS; i++) {
        const rng = prng(SEED * 1000 + i);
        const where = `seed ${SEED * 1000 + i}`;
        try {
          const s = setting(rng);
          const reported = { models: [] as string[] };
          const base = run(rng, s, reported);
          const head = run(rng, s, reported);
          dirs.push(base.dir, head.dir);

          // Read back exactly as written, by the one check every reader uses.
          const b = checkResults(JSON.parse(base.json));
          const h = checkResults(JSON.parse(head.json));
          const ids = (r: Results) => [
            r.meta.modelSource,
            r.meta.network,
            r.meta.backends.map((x) => [x.name, x.version, x.model]),
            r.results.map((x) => [
              x.skill,
              x.model,
              x.backendVersion,
              x.cases.map((c) => [c.id, c.checks.map((k) => k.label)]),
            ]),
            r.skipped,
          ];
          expect(ids(h)).toEqual(ids(JSON.parse(head.json) as Results));
          // Recording what was recorded changes nothing (the journal's records pass through twice).
          expect(recordableResults(JSON.parse(head.json) as Results)).toEqual(JSON.parse(head.json));
          for (const side of [base, head]) {
            expect(side.json).not.toContain(s.secret);
            expect(side.journal).not.toContain(s.secret);
          }

          // compare and merge: never refused for what eval wrote.
          const outcome = compareResults(b, h);
          if (outcome.kind !== 'compared') throw new Error(`compare refused: ${outcome.reason}`);
          if (h.results.length > 1) {
            const half = Math.ceil(h.results.length / 2);
            const shard = (rows: Results['results']) => ({ ...h, results: rows, skipped: [] });
            const merged = mergeResults([
              { name: 'one', results: shard(h.results.slice(0, half)) },
              { name: 'two', results: shard(h.results.slice(half)) },
            ]);
            if (merged.kind !== 'merged') throw new Error(`merge refused: ${merged.reason}`);
            checkResults(JSON.parse(JSON.stringify(merged.results)));
          }

          // Markdown: the results table, its footnote, badges, the comparison, the trend.
          const history = [historyPoint(b), historyPoint(h)];
          const skippedAtHead = h.skipped.map((x) => ({ skill: x.key.split('|')[0]!, reason: x.reason }));
          const markdown = {
            table: resultsTable(h, 'markdown'),
            footnote: resultsFootnote(h),
            badges: badgeMarkdown(h),
            comparison: comparisonMarkdown(outcome.comparison, {
              baseSha: 'a'.repeat(40),
              headSha: 'b'.repeat(40),
              summaryUrl: undefined,
              skippedAtHead,
            }),
            trend: trendMarkdown(history),
          };
          for (const [name, md] of Object.entries(markdown)) expectInertMarkdown(md, name);
          badgeSvgs(h);
          trendCharts(history);

          // Terminal: the same values, escaped for a log line and never as HTML.
          const terminal = {
            table: resultsTable(h, 'text'),
            footnote: resultsFootnote(h, 'text'),
            comparison: comparisonText(outcome.comparison),
          };
          for (const [name, text] of Object.entries(terminal)) expectPlainTerminal(text, name);
          if (h.meta.modelSource.kind === 'real')
            for (const m of h.meta.backends) if (m.model) expect(terminal.footnote).toContain(`model ${m.model}`);

          // The HTML report (view): values only inside its JSON, intact for its script to draw as text.
          const html = renderReport(
            buildReport({ path: head.dir, label: 'head' }, { path: base.dir, label: 'base' }, history),
            s.env,
          );
          expect(html.match(/<script/gi)).toHaveLength(2);
          expect(html.match(/<\/script/gi)).toHaveLength(2);
          for (const markup of ['<img', '<!--', '\u2028']) expect(html).not.toContain(markup);
          const data = embedded(html);
          const labels = new Set(data.head.trials.flatMap((t) => t.checks.map((c) => c.label)));
          for (const r of h.results)
            for (const c of r.cases)
              for (const k of c.checks) if (k.label.length < 2000) expect(labels.has(k.label)).toBe(true);

          // Scripted: no model the CLI named, and no cost, anywhere it wrote or drew.
          if (s.model.kind === 'scripted') {
            const everything = [
              base.json,
              head.json,
              base.journal,
              head.journal,
              html,
              markdown.badges,
              markdown.table,
              markdown.footnote,
              badgeSvgs(h)
                .map((x) => x.svg)
                .join(''),
            ];
            for (const m of new Set(
              reported.models.filter((x) => MODELS.includes(x) && x.length > 6 && x !== 'scripted-model'),
            )) {
              for (const text of everything)
                expect(text.includes(m) || text.includes(recordedToken('model', m)!)).toBe(false);
            }
            expect(head.journal).not.toMatch(/"costUsd"|"costSource"/);
            expect(head.json).not.toMatch(/"costUsd"/);
            expect(data.head.trials.every((t) => t.model === 'scripted' && t.usage.costUsd === undefined)).toBe(true);
          }

          // Every token as recorded: in its pattern, and two different values never one.
          for (const r of [
            ...h.results,
            ...h.meta.backends.map((x) => ({ model: x.model, backendVersion: x.version })),
          ]) {
            for (const [kind, v] of [
              ['model', r.model],
              ['version', r.backendVersion],
            ] as const)
              if (v !== undefined) expect(PATTERNS[kind].test(v)).toBe(true);
          }
          for (const raw of reported.models) {
            const recorded = recordedToken('model', raw);
            if (recorded === undefined) continue;
            const before = recordedFrom.get(recorded);
            // Only a value already holding `%XX` can meet the escaped form of another.
            if (before !== undefined && before !== raw.trim() && !`${before}${raw}`.includes('%'))
              throw new Error(
                `two model ids recorded as one: ${JSON.stringify(before)} and ${JSON.stringify(raw)} → ${recorded}`,
              );
            recordedFrom.set(recorded, raw.trim());
          }
        } catch (error) {
          throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    } finally {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }
    // 200 runs: about 20 s on an idle machine, 56 s under load; the bound is on the runs, not the clock.
  }, 300_000);

  it.each([
    ['model', 'claude-opus-4-8[1m]', 'claude-opus-4-8[1m]'],
    ['model', 'us.anthropic.claude-sonnet-4-20250514-v1:0', 'us.anthropic.claude-sonnet-4-20250514-v1:0'],
    ['model', 'ft:gpt-4o-mini-2024-07-18:acme:skills:9AbC123', 'ft:gpt-4o-mini-2024-07-18:acme:skills:9AbC123'],
    ['model', '/models/llama-3-8b.Q4_K_M.gguf', '%2Fmodels/llama-3-8b.Q4_K_M.gguf'],
    ['model', 'Llama 3.1 8B', 'Llama%203.1%208B'],
    ['model', '~anthropic/claude-sonnet-latest', '%7Eanthropic/claude-sonnet-latest'],
    ['model', 'a%20b', 'a%20b'],
    ['model', 'a b%', 'a%20b%25'],
    ['model', '<img src=x>', '%3Cimg%20src%3Dx%3E'],
    ['model', ' claude-opus-5-5 ', 'claude-opus-5-5'],
    ['model', '', undefined],
    ['version', '2.1.332', '2.1.332'],
    ['version', '0.171.0-alpha.3', '0.171.0-alpha.3'],
    ['version', '2.1.332 (Claude Code)', '2.1.332%20%28Claude%20Code%29'],
    ['version', '1.2.[redacted]', '1.2.%5Bredacted%5D'],
    ['version', 'x\n::error::y', 'x%0A%3A%3Aerror%3A%3Ay'],
    ['host', '[::1]:8080', '[::1]:8080'],
    ['host', 'my_gateway.internal:4000', 'my_gateway.internal:4000'],
    ['host', "a!b$c&d'e", 'a%21b%24c%26d%27e'],
  ] as [TokenKind, string, string | undefined][])(
    '%s %j is recorded as %j, which the check accepts',
    (kind, raw, recorded) => {
      expect(recordedToken(kind, raw)).toBe(recorded);
      if (recorded !== undefined) {
        expect(PATTERNS[kind].test(recorded)).toBe(true);
        expect(recordedToken(kind, recorded)).toBe(recorded);
        if (!raw.includes('%')) expect(decodeURIComponent(recorded)).toBe(raw.trim());
      }
    },
  );

  it(
    'a value past its length limit is cut with a hash of the whole: within ' + 'the pattern, and two of them stay two',
    () => {
      const a = recordedToken('model', `${'m'.repeat(200)}-a`)!;
      const b = recordedToken('model', `${'m'.repeat(200)}-b`)!;
      expect([a.length, b.length]).toEqual([128, 128]);
      expect(a).not.toBe(b);
      expect(PATTERNS.model.test(a) && PATTERNS.model.test(b)).toBe(true);
      const escaped = recordedToken('version', '€'.repeat(40))!;
      expect(PATTERNS.version.test(escaped)).toBe(true);
      expect(escaped).toMatch(/^(%E2%82%AC)+-[0-9a-f]{8}$/);
    },
  );

  it(
    "a check's label past 300 characters (a spec's long command) is cut " +
      'with a hash of the whole, so two long checks keep two tallies',
    () => {
      const a = checkLabel(`command: ${'x'.repeat(5000)} a`);
      const b = checkLabel(`command: ${'x'.repeat(5000)} b`);
      expect([a.length, b.length]).toEqual([300, 300]);
      expect(a).not.toBe(b);
      expect(a).toMatch(/^command: x+… \(sha256 [0-9a-f]{12}\)$/);
      expect(checkLabel('command: test -s out.csv')).toBe('command: test -s out.csv');
    },
  );

  it(
    'with the name-format rule configured off, a skill whose name no ' +
      'results.json could hold is skipped with a bounded reason, and the run ' +
      'still loads',
    () => {
      const root = tempRepo({
        '.github/caliper.yml': 'validate:\n  rules:\n    name-format: "off"\n    name-mismatch: "off"\n',
        'skills/pdf/SKILL.md': skillMd({
          name: JSON.stringify(`PDF Tools @octocat | x ${'y'.repeat(3000)}`),
          description: 'Fills PDF forms. Use when asked to fill a PDF form.',
        }),
        'skills/pdf/.eval.yaml':
          'cases:\n  - id: fill\n    prompt: Fill the form\n    checks:\n      - output_matches: done\n',
        'skills/ok/SKILL.md': skillMd({ name: 'ok', description: 'Says ok. Use when asked to say ok.' }),
        'skills/ok/.eval.yaml': 'cases:\n  - id: say\n    prompt: Say ok\n    checks:\n      - output_matches: ok\n',
      });
      const report = validateRepository(root, { config: findValidateConfig(root) });
      const plan = planTrials(report, {
        backends: ['claude-code'],
        discipline: 'install-discover',
        defaultTrials: 1,
        trials: undefined,
        skills: undefined,
        cases: undefined,
      });
      expect(plan.trials.map((t) => t.skill)).toEqual(['ok']);
      expect(plan.skipped).toHaveLength(1);
      expect(plan.skipped[0]!.reason).toMatch(
        new RegExp(
          String.raw`^skill name\(s\) "PDF Tools @octocat \| x y+…" cannot be evaluated: ` +
            'caliper records skill names of 1–128 letters',
        ),
      );
      expect(plan.skipped[0]!.key.length).toBeLessThan(100);
      const results = recordableResults({
        meta: runMeta({
          discipline: 'install-discover',
          backends: [{ name: 'claude-code', version: '2.1.332' }],
          records: [],
          model: { kind: 'scripted' },
          defaultTrials: 1,
          isolation: 'bubblewrap',
          network: { allow: ['scripted-model'] },
          sequential: undefined,
          startedAt: new Date().toISOString(),
        }),
        results: [],
        skipped: plan.skipped,
      });
      expect(() => checkResults(JSON.parse(JSON.stringify(results)))).not.toThrow();
    },
  );
});
