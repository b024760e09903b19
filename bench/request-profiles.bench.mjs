// `npm run bench -- request-profiles` (issue #37 item 4): what each pinned agent CLI sends its model, measured
// once per CLI version, so that `caliper eval --dry-run` can price a run before any real one. For each
// installed backend, one scripted-model trial of each case of examples/ (the real CLI, in its sandbox; only
// the answers are scripted), read from the run's model-requests.jsonl: per model call, its input tokens
// (the request's characters at CHARS_PER_TOKEN), the part that is a cacheable prefix (the characters it
// shares, tools, system and conversation in the order the provider caches them, with the trial's call
// before it), the output budget it asks for, calls per trial, side calls (no tools: titles, routing), and
// the model it asks for. Writes src/results/spend/requestProfiles.json (a test holds that it covers every
// pinned CLI at its pinned version). Runs the bundled CLI: build first.
// CALIPER_PROFILES_BACKENDS (comma-separated; default all six), CALIPER_PROFILES_CASES (`skill/case,…`),
// CALIPER_PROFILES_OUT (default the committed file).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'index.js');
const OUT = process.env.CALIPER_PROFILES_OUT ?? path.join(root, 'src', 'results', 'spend', 'requestProfiles.json');
/** Characters of a request body per token: JSON's quotes, keys and escapes make it more than prose's ~4. */
const CHARS_PER_TOKEN = 4;
const ALL = ['claude-code', 'codex', 'gemini-cli', 'hermes', 'opencode', 'pi', 'copilot'];
const CASES = (
  process.env.CALIPER_PROFILES_CASES ??
  'csv-summary/totals,csv-summary/no-skill-for-greeting,release-notes/writes-notes,release-notes/unrelated'
).split(',');
const home = process.env.HOME || os.homedir();
const tools = process.env.CALIPER_TOOLS
  ? path.resolve(process.env.CALIPER_TOOLS)
  : path.join(process.env.XDG_CACHE_HOME || path.join(home, '.cache'), 'caliper', 'tools');
const wanted = process.env.CALIPER_PROFILES_BACKENDS?.split(',').map((b) => b.trim()) ?? ALL;

/**
 * The model each CLI asks for when caliper names none. A scripted run names `scripted-model` to every CLI
 * but Claude Code, so theirs are read from the CLI's own code or an earlier measurement; `estimateModel`
 * prices a CLI whose default depends on the key or has no price.
 */
const DEFAULTS = {
  'claude-code': { defaultModel: undefined, defaultModelSource: 'requested in this scripted run' },
  codex: {
    defaultModel: 'gpt-6.2-sol',
    defaultModelSource: 'requested of a stand-in with no --model (docs/backends.md)',
  },
  'gemini-cli': {
    defaultModel: 'gemini-3.1-pro-preview',
    defaultModelSource:
      'answers with it and routes with gemini-3.5-flash-lite, as requested ' +
      'of a stand-in with no --model (docs/backends.md)',
  },
  pi: {
    defaultModel: 'gpt-5.4',
    defaultModelSource:
      "its default on OpenAI (OPENAI_API_KEY): defaultModelPerProvider in pi's dist/core/model-resolver.js",
  },
  hermes: {
    defaultModel: 'z-ai/glm-5.2',
    defaultModelSource:
      'its silent default on OpenRouter (OPENROUTER_API_KEY): ' +
      "PREFERRED_SILENT_DEFAULT_MODEL in Hermes's hermes_cli/models.py",
    estimateModel: 'anthropic/claude-sonnet-4.6',
    estimateModelWhy: "z-ai/glm-5.2 has no price in the table; priced as docs/backends.md's Hermes example",
  },
  opencode: {
    defaultModel: undefined,
    defaultModelSource:
      "none fixed: OpenCode picks the newest of its provider's models " +
      'matching its priority list (gpt-5, claude-sonnet-4, …)',
    estimateModel: 'openai/gpt-5.5',
    estimateModelWhy: "no fixed default; priced as docs/backends.md's OpenCode example, openrouter/openai/gpt-5.5",
  },
  copilot: {
    defaultModel: undefined,
    defaultModelSource: 'none: on its own provider (COPILOT_PROVIDER_BASE_URL) it requires COPILOT_MODEL',
    estimateModel: 'openai/gpt-5.5',
    estimateModelWhy: "no default; priced as docs/backends.md's Copilot CLI example, gpt-5.5 on OpenAI",
  },
};

/** One logged request as a model call: its API, model, output budget, and its content in cache order. */
function modelCall(entry) {
  const { method, url = '', body } = entry;
  if (method !== 'POST' || !body || typeof body !== 'object' || url.startsWith('/v1/messages/count_tokens'))
    return undefined;
  const gemini = /^\/v1(?:beta)?\/models\/([^:/?]+):/.exec(url);
  let call;
  if (url.startsWith('/v1/messages'))
    call = {
      api: 'anthropic-messages',
      model: body.model,
      budget: body.max_tokens,
      tools: body.tools,
      parts: [body.system, ...(body.messages ?? [])],
    };
  else if (url.startsWith('/v1/responses'))
    call = {
      api: 'openai-responses',
      model: body.model,
      budget: body.max_output_tokens,
      tools: body.tools,
      parts: [body.instructions, ...(body.input ?? [])],
    };
  else if (gemini)
    call = {
      api: 'gemini',
      model: decodeURIComponent(gemini[1]),
      budget: body.generationConfig?.maxOutputTokens,
      tools: body.tools,
      parts: [body.systemInstruction, ...(body.contents ?? [])],
    };
  else if (url.startsWith('/v1/chat/completions'))
    call = {
      api: 'chat-completions',
      model: body.model,
      budget: body.max_tokens ?? body.max_completion_tokens,
      tools: body.tools,
      parts: body.messages ?? [],
    };
  else return undefined;
  const ordered = [call.tools, ...call.parts].map((p) => JSON.stringify(p ?? null, asCached)).join('\n');
  const side = !Array.isArray(call.tools) || call.tools.length === 0;
  return { ...call, side, chars: JSON.stringify(body).length, ordered };
}

/**
 * A request's content as a provider's cache sees it: Anthropic's cache_control marks where to cache, not
 * what (dropped); a string content is the one text block it stands for (Claude Code sends a message's
 * content as blocks in one call and as a string in the next).
 */
function asCached(key, value) {
  if (key === 'cache_control') return undefined;
  if (key === 'content' && typeof value === 'string') return [{ type: 'text', text: value }];
  return value;
}

function sharedPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** One trial's calls: input tokens each, and how many of them a cache could serve from the call before. */
function trialProfile(entries) {
  const calls = entries.map(modelCall).filter((c) => c !== undefined);
  const main = calls.filter((c) => !c.side);
  const tokens = (chars) => Math.round(chars / CHARS_PER_TOKEN);
  const measured = main.map((c, i) => {
    const prefix = i === 0 ? 0 : sharedPrefix(main[i - 1].ordered, c.ordered);
    return { input: tokens(c.chars), cachedPrefix: Math.round((tokens(c.chars) * prefix) / c.ordered.length) };
  });
  return {
    api: main[0]?.api,
    models: [...new Set(main.map((c) => c.model))],
    budgets: [...new Set(main.map((c) => c.budget ?? null))],
    calls: measured,
    sideCalls: calls.filter((c) => c.side).map((c) => ({ model: c.model, input: tokens(c.chars) })),
  };
}

function runCase(backend, skillCase, work) {
  const [skill, caseId] = skillCase.split('/');
  const out = path.join(work, `${backend}-${skill}-${caseId}`);
  const args = [
    cli,
    'eval',
    path.join(root, 'examples'),
    '--backend',
    backend,
    '--scripted-model',
    '--skills',
    skill,
    '--cases',
    caseId,
    '--trials',
    '1',
    '--concurrency',
    '1',
    '--out',
    out,
  ];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', env: process.env });
  const log = path.join(out, 'model-requests.jsonl');
  if (!existsSync(log))
    throw new Error(
      `${backend} ${skillCase}: no request log (exit ${r.status}): ${(r.stderr || '').trim().split('\n').pop()}`,
    );
  const entries = readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
  const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8'));
  const version = results.meta.backends.find((b) => b.name === backend)?.version;
  return { version, ...trialProfile(entries) };
}

function profileOf(backend, work) {
  const trials = CASES.map((c) => ({ case: c, ...runCase(backend, c, work) }));
  const requested = trials.flatMap((t) => t.models).find((m) => m && m !== 'scripted-model');
  const known = DEFAULTS[backend];
  return {
    version: trials[0].version,
    api: trials[0].api,
    defaultModel: known.defaultModel ?? requested ?? null,
    defaultModelSource: known.defaultModelSource,
    ...(known.estimateModel && { estimateModel: known.estimateModel, estimateModelWhy: known.estimateModelWhy }),
    outputBudget: trials[0].budgets[0] ?? null,
    trials: trials.map((t) => ({
      case: t.case,
      calls: t.calls,
      ...(t.sideCalls.length > 0 && { sideCalls: t.sideCalls }),
    })),
  };
}

const backends = wanted.filter((b) => existsSync(path.join(tools, b)));
const missing = wanted.filter((b) => !backends.includes(b));
const work = mkdtempSync(path.join(os.tmpdir(), 'caliper-bench-profiles-'));
const previous = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : { clis: {} };
const clis = { ...previous.clis };
try {
  for (const backend of backends) clis[backend] = profileOf(backend, work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
const profiles = {
  about:
    'What each pinned agent CLI sends its model on examples/ (one scripted ' +
    'trial of each case), measured by the command below; read by caliper ' +
    'eval --dry-run to price a run before any real one.',
  command: 'npm run bench -- request-profiles',
  charsPerToken: CHARS_PER_TOKEN,
  cases: CASES,
  clis: Object.fromEntries(Object.entries(clis).sort(([a], [b]) => a.localeCompare(b))),
};
writeFileSync(OUT, `${JSON.stringify(profiles, null, 2)}\n`);

console.log(
  `request profiles: ${backends.length} backend(s), ${CASES.length} ` +
    `case(s) each, ${CHARS_PER_TOKEN} characters a token; written to ` +
    `${path.relative(root, OUT)}`,
);
if (missing.length > 0) console.log(`not installed in ${tools}, kept as they were: ${missing.join(', ')}`);
console.log(
  '| CLI | version | default model | calls per trial | input tokens a call | cacheable prefix | output budget |',
);
console.log('|---|---|---|---|---|---|---|');
for (const backend of backends) {
  const p = clis[backend];
  const calls = p.trials.map((t) => t.calls.length);
  const all = p.trials.flatMap((t) => t.calls);
  const inputs = all.map((c) => c.input);
  const cached =
    all.reduce((s, c) => s + c.cachedPrefix, 0) /
    Math.max(
      1,
      all.reduce((s, c) => s + c.input, 0),
    );
  const cells = [
    backend,
    p.version,
    p.defaultModel ?? '(none fixed)',
    `${Math.min(...calls)}–${Math.max(...calls)}`,
    `${Math.min(...inputs).toLocaleString('en-US')}–${Math.max(...inputs).toLocaleString('en-US')}`,
    `${Math.round(cached * 100)} %`,
    p.outputBudget ?? '(none)',
  ];
  console.log(`| ${cells.join(' | ')} |`);
}
