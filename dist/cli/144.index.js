export const id = 144;
export const ids = [144];
export const modules = {

/***/ 4988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yN: () => (/* binding */ claudeCode)
});

// UNUSED EXPORTS: CLAUDE_BUILTIN_LISTED_SKILLS, CLAUDE_BUILTIN_SKILL_PLUGINS, claudeSettings

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/eval/discovery/bundledSkills.ts
var bundledSkills = __webpack_require__(49);
// EXTERNAL MODULE: ./src/scripted-model/anthropic.ts
var anthropic = __webpack_require__(5302);
// EXTERNAL MODULE: ./src/agents/shared/jsonLines.ts
var jsonLines = __webpack_require__(7159);
// EXTERNAL MODULE: ./src/agents/shared/listing.ts
var listing = __webpack_require__(5030);
// EXTERNAL MODULE: ./src/agents/shared/providerFaults.ts
var providerFaults = __webpack_require__(1928);
// EXTERNAL MODULE: ./src/agents/shared/sessionLogs.ts
var sessionLogs = __webpack_require__(9997);
// EXTERNAL MODULE: ./src/agents/shared/skillTool.ts
var skillTool = __webpack_require__(2865);
;// CONCATENATED MODULE: ./src/agents/claude-code/transcript.ts







/**
 * Claude Code's `-p … --output-format stream-json` stream. Activation is a `Skill` tool call whose result
 * succeeded; its session log (`$CLAUDE_CONFIG_DIR/projects/…`) keeps the listing it sent and the slash
 * commands it expanded.
 */
const claudeCodeTranscript = {
    parse: parseClaudeTranscript,
    activatedSkills: (transcript) => (0,skillTool/* skillToolActivations */.z)(transcript, 'Skill', 'skill'),
    // Its `system/init` event lists the skills: no probe.
    listedInRun: (_stdout, sandbox) => (0,listing/* listingIn */._S)((0,listing/* stringsIn */.QQ)(sessionLog(sandbox)), anthropic/* LISTING_HEADER */.Vi, anthropic/* parseListing */._S),
    // stream-json does not show a slash command's expansion; the session log does, as a meta user
    // message "Base directory for this skill: <dir>" carrying the body.
    explicitlyLoaded: (sandbox) => expandedSkills(sessionLog(sandbox)),
    parseVersion: (stdout) => /(\d+\.\d+\.\d+)/.exec(stdout)?.[1],
};
function sessionLog(sandbox) {
    return (0,sessionLogs/* readSessionLogs */.W)(sandbox.root, external_node_path_default().join(sandbox.configDir, 'projects'));
}
/**
 * Claude Code's `result.is_error`: transient for a status of the provider's (`api_error_status`) that
 * passes, and for its words for a provider that is busy or a connection that dropped ("API Error:
 * Connection dropped (ECONNRESET)", "Request timed out", "Overloaded").
 */
function claudeRunError(text, status) {
    return (0,providerFaults/* runError */.ML)(status ? `${text} (HTTP ${status})` : text, { ...(status !== undefined && { status }), transient: /overloaded|rate.?limit|Unable to connect|Connection (?:dropped|error)|Request timed out|API Error: (?:terminated|Premature close)/i.test(text) });
}
function parseClaudeTranscript(stdout) {
    const lines = (0,jsonLines/* parseJsonLines */.L)(stdout);
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
                // 2.1.332 marks running out of turns `is_error` (and exits 1); it is the agent's result all the same.
                if (event.subtype === 'error_max_turns')
                    t.outOfTurns = true;
                else if (event.is_error === true) {
                    const status = typeof event.api_error_status === 'number' ? event.api_error_status : undefined;
                    const text = typeof event.result === 'string' ? event.result : String(event.subtype ?? 'error');
                    t.error = claudeRunError(text, status);
                }
                else if (event.subtype && event.subtype !== 'success') {
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
const EXPANSION_PREFIX = 'Base directory for this skill: ';
/** Skills whose body Claude Code expanded into a user message, from session-log lines. */
function expandedSkills(lines) {
    const names = new Set();
    for (const line of lines) {
        if (line?.type !== 'user' || line.message?.role !== 'user')
            continue;
        const text = contentText(line.message.content);
        if (!text.startsWith(EXPANSION_PREFIX))
            continue;
        const dir = text.slice(EXPANSION_PREFIX.length).split('\n', 1)[0].trim();
        names.add(external_node_path_default().basename(dir));
    }
    return names;
}

;// CONCATENATED MODULE: ./src/agents/claude-code/run.ts




/**
 * Claude Code (`@anthropic-ai/claude-code`), headless with `-p … --output-format stream-json`.
 * Skills are installed in user scope, `$CLAUDE_CONFIG_DIR/skills/<name>/`: a native root that is fresh
 * per trial and outside the working folder. Activation is a `Skill` tool call whose result succeeded.
 */
const claudeCode = {
    name: 'claude-code',
    install: { registry: 'npm', package: '@anthropic-ai/claude-code', version: '2.1.332', bin: 'claude' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    // CLAUDE_CONFIG_DIR: settings, memory, commands, plugins and session state. (`agents/` is not here: a
    // plugin's agents are loaded as agents by a plugin install too.)
    configNames: ['settings.json', 'settings.local.json', '.claude.json', '.credentials.json', 'CLAUDE.md', 'commands', 'output-styles', 'plugins', 'projects', 'rules', 'skills', 'keybindings.json'],
    // The endpoint and key travel in the environment; the settings only turn off what it ships.
    configure(sandbox) {
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'settings.json'), `${JSON.stringify(claudeSettings((0,bundledSkills/* installedSkillNames */.A)(claudeCode.skillsRoot(sandbox))), null, 2)}\n`);
    },
    command({ sandbox, prompt, endpoint, maxTurns, pluginRoot }) {
        const args = ['-p', '--output-format', 'stream-json', '--verbose', '--max-turns', String(maxTurns), '--dangerously-skip-permissions'];
        if (endpoint.model)
            args.push('--model', endpoint.model);
        // The prompt goes on stdin (`-p` with no prompt argument reads it), never in argv: a skill would read
        // it from /proc/PID/cmdline and could tell its should-not cases apart (docs/security.md). Not `-p -`:
        // older versions sent "-\n" before the prompt, which killed slash expansion.
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
            // Its bundled skills share the listing with the ones under test (as the other CLIs' are turned off);
            // what this leaves listed, settings.json turns off (claudeSettings).
            CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: '1',
        };
        // Claude Code writes a plugin's root into its skills' text; a skill installed in user scope keeps
        // the variable as written, so its commands read it from the environment, set to where caliper put
        // the plugin's files.
        if (pluginRoot !== undefined)
            env.CLAUDE_PLUGIN_ROOT = pluginRoot;
        if (endpoint.baseUrl)
            env.ANTHROPIC_BASE_URL = endpoint.baseUrl;
        if (endpoint.apiKey)
            env.ANTHROPIC_API_KEY = endpoint.apiKey;
        return { args, env, stdin: prompt };
    },
    passEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'ANTHROPIC_AUTH_TOKEN', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
    credentialEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN'],
    transcript: claudeCodeTranscript,
    // Its `system/init` event lists the skills.
    discoveryProbe: undefined,
    transcriptExport: undefined,
    explicit: { invocation: (skill) => `/${skill}` },
    versionArgs: ['--version'],
};
/**
 * What 2.1.332 lists beside the installed skills with CLAUDE_CODE_DISABLE_BUNDLED_SKILLS=1 (its
 * `system/init` skills): `plugin-authoring`, the skill of the built-in plugin
 * `cc-plugin-plugin-authoring@builtin` (the variable covers bundled skills, not built-in plugins; it is
 * offered to the model), and `doctor`, a built-in command listed as a skill (hidden from the model).
 * The plugin is turned off as a plugin; `doctor` only by a per-name `skillOverrides` entry, which would
 * hide an installed skill of that name too, so it is left out when one is installed (that skill is then
 * the one listed). __tests__/e2e/bundledSkills.test.ts checks the listing holds exactly the installed set.
 */
const CLAUDE_BUILTIN_SKILL_PLUGINS = ['plugin-authoring@builtin'];
const CLAUDE_BUILTIN_LISTED_SKILLS = ['doctor'];
function claudeSettings(installed) {
    return {
        enabledPlugins: Object.fromEntries(CLAUDE_BUILTIN_SKILL_PLUGINS.map((id) => [id, false])),
        skillOverrides: Object.fromEntries((0,bundledSkills/* unlessInstalled */.x)(CLAUDE_BUILTIN_LISTED_SKILLS, installed).map((name) => [name, 'off'])),
    };
}


/***/ }),

/***/ 6594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ parseCodexListing),
/* harmony export */   Ec: () => (/* binding */ codexTranscript)
/* harmony export */ });
/* unused harmony exports parseCodexRun, addRollout, codexInjectedSkills */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_jsonLines_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7159);
/* harmony import */ var _shared_listing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5030);
/* harmony import */ var _shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1928);
/* harmony import */ var _shared_sessionLogs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9997);
/* harmony import */ var _shared_skillPaths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7251);






/**
 * Codex's `codex exec --json` stream. Codex has no skill tool: activation is a command that Codex itself
 * classifies as a read of the skill's SKILL.md (`parsed_cmd` in its rollout) and that exited 0. The
 * stdout stream has no listing, model or version; the rollout (`$CODEX_HOME/sessions/…/rollout-*.jsonl`)
 * has all three.
 */
const codexTranscript = {
    parse: parseCodexRun,
    activatedSkills(transcript, skillsRoot) {
        const names = new Set();
        for (const call of transcript.toolCalls) {
            const reads = call.input?.reads;
            if (!call.result?.ok || !Array.isArray(reads))
                continue;
            for (const file of reads) {
                const skill = typeof file === 'string' ? (0,_shared_skillPaths_js__WEBPACK_IMPORTED_MODULE_4__/* .skillOfFile */ .b)(file, skillsRoot) : undefined;
                if (skill)
                    names.add(skill);
            }
        }
        return names;
    },
    listedInRun: (_stdout, sandbox) => (0,_shared_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .listingIn */ ._S)((0,_shared_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .stringsIn */ .QQ)(rolloutLines(sandbox)), '<skills_instructions>', parseCodexListing),
    // Codex injects the skill as a user message that only its rollout shows, marked as selected skill instructions.
    explicitlyLoaded: (sandbox) => codexInjectedSkills(rolloutLines(sandbox)),
    parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};
function rolloutLines(sandbox) {
    return (0,_shared_sessionLogs_js__WEBPACK_IMPORTED_MODULE_3__/* .readSessionLogs */ .W)(sandbox.root, node_path__WEBPACK_IMPORTED_MODULE_0___default().join(sandbox.configDir, 'sessions'), /^rollout-.*\.jsonl$/);
}
const TRANSIENT = /high demand|overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|timed out|idle timeout|stream disconnected/i;
function parseCodexRun(stdout, sandbox) {
    const lines = (0,_shared_jsonLines_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJsonLines */ .L)(stdout);
    if (!lines.ok)
        return lines;
    const t = { discoveredSkills: undefined, toolCalls: [], finalAnswer: undefined, model: undefined, cliVersion: undefined, usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined }, error: undefined };
    let started = false;
    for (const e of lines.values) {
        if (e.type === 'thread.started')
            started = true;
        else if (e.type === 'item.completed' && e.item?.type === 'command_execution') {
            const item = e.item;
            t.toolCalls.push({ id: item.id ?? '', name: 'command_execution', input: { command: item.command, reads: [] }, result: { ok: item.exit_code === 0, text: item.aggregated_output ?? '' } });
        }
        else if (e.type === 'item.completed' && e.item?.type === 'agent_message')
            t.finalAnswer = e.item.text;
        else if (e.type === 'turn.completed' && e.usage) {
            t.usage.inputTokens += e.usage.input_tokens ?? 0;
            t.usage.outputTokens += e.usage.output_tokens ?? 0;
        }
        else if (e.type === 'turn.failed') {
            const message = e.error?.message ?? 'the turn failed';
            t.error = (0,_shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_2__/* .runError */ .ML)(message, { transient: TRANSIENT.test(message) });
        }
    }
    if (!started)
        return { ok: false, reason: 'the transcript has no Codex thread.started line' };
    if (sandbox)
        addRollout(t, rolloutLines(sandbox));
    return { ok: true, transcript: t };
}
/** What only the rollout has: the listing, the version, the model, and Codex's own reading of each command. */
function addRollout(t, lines) {
    const executions = [];
    for (const line of lines) {
        const p = line?.payload;
        if (!p)
            continue;
        if (line.type === 'session_meta' && typeof p.cli_version === 'string')
            t.cliVersion = p.cli_version;
        else if (line.type === 'turn_context' && typeof p.model === 'string')
            t.model = p.model;
        else if (line.type === 'response_item' && p.type === 'message' && p.role === 'developer') {
            for (const c of p.content ?? [])
                if (c.text?.startsWith('<skills_instructions>'))
                    t.discoveredSkills = parseCodexListing(c.text).map((s) => s.name);
        }
        else if (line.type === 'event_msg' && p.type === 'item_completed' && p.item?.type === 'CommandExecution')
            executions.push(p.item);
    }
    // No listing block at all means Codex listed no skill.
    t.discoveredSkills ??= lines.length > 0 ? [] : undefined;
    // The rollout's command executions are the stream's, in the same order.
    const calls = t.toolCalls.filter((c) => c.name === 'command_execution');
    executions.forEach((x, i) => {
        const call = calls[i];
        if (!call)
            return;
        call.input.reads = (x.parsed_cmd ?? []).filter((c) => c.type === 'read' && typeof c.path === 'string').map((c) => c.path);
    });
}
/** `- name: description (file: r0/name/SKILL.md)` lines, with the `rN` roots resolved. */
function parseCodexListing(text) {
    const roots = new Map([...text.matchAll(/^- `(r\d+)` = `([^`]+)`$/gm)].map((m) => [m[1], m[2]]));
    const skills = [];
    for (const m of text.matchAll(/^- ([^:\n]+): (.*) \(file: ([^)\n]+)\)$/gm)) {
        const file = m[3].replace(/^(r\d+)\//, (whole, alias) => (roots.has(alias) ? `${roots.get(alias)}/` : whole));
        skills.push({ name: m[1].trim(), description: m[2], file });
    }
    return skills;
}
/** Skills Codex injected for a `$name` mention (user messages marked as selected skill instructions). */
function codexInjectedSkills(lines) {
    const names = new Set();
    for (const line of lines) {
        const p = line?.payload;
        if (line?.type !== 'response_item' || p?.role !== 'user')
            continue;
        if (!p.internal_chat_message_metadata_passthrough?.content_item_kinds?.includes('skills.selected_skill_instructions'))
            continue;
        for (const c of p.content ?? []) {
            const m = /^<skill>\n<name>([^<]+)<\/name>/.exec(c.text ?? '');
            if (m)
                names.add(m[1]);
        }
    }
    return names;
}


/***/ }),

/***/ 946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o$: () => (/* binding */ geminiCli)
});

// UNUSED EXPORTS: GEMINI_BUNDLED_SKILLS, geminiSettings

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/eval/discovery/bundledSkills.ts
var bundledSkills = __webpack_require__(49);
// EXTERNAL MODULE: ./src/agents/shared/jsonLines.ts
var jsonLines = __webpack_require__(7159);
// EXTERNAL MODULE: ./src/agents/shared/listing.ts
var listing = __webpack_require__(5030);
// EXTERNAL MODULE: ./src/agents/shared/providerFaults.ts
var providerFaults = __webpack_require__(1928);
// EXTERNAL MODULE: ./src/agents/shared/skillTool.ts
var skillTool = __webpack_require__(2865);
;// CONCATENATED MODULE: ./src/agents/gemini-cli/transcript.ts




/**
 * Gemini CLI's `-p … --output-format stream-json` stream. Activation is an `activate_skill` call whose
 * result succeeded. Its stream does not list skills, so `gemini skills list` (no model call) does.
 */
const geminiCliTranscript = {
    parse: parseGeminiTranscript,
    activatedSkills: (transcript) => (0,skillTool/* skillToolActivations */.z)(transcript, 'activate_skill', 'name'),
    probe: { skills: parseGeminiSkillsList, listing: geminiListing },
    parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};
/** `gemini skills list`: `<name> [Enabled]` lines; undefined when the output is not that listing. */
function parseGeminiSkillsList(stdout) {
    if (!stdout.includes('Discovered Agent Skills'))
        return /no (agent )?skills/i.test(stdout) ? [] : undefined;
    return [...stdout.matchAll(/^(\S+) \[Enabled\]/gm)].map((m) => m[1]);
}
/** `gemini skills list` with descriptions: the enabled skills. */
function geminiListing(stdout) {
    if (!stdout.includes('Discovered Agent Skills'))
        return undefined;
    const enabled = stdout.matchAll(/^(\S+) \[Enabled\]\n {2}Description: ?(.*)$/gm);
    return (0,listing/* bounded */.Mm)([...enabled].map((m) => ({ name: m[1], description: m[2] })));
}
// "Resource has been exhausted … Please wait and try again later" is how it prints a 429 (RESOURCE_EXHAUSTED).
const TRANSIENT = /\b(429|499|5\d\d)\b|fetch failed|ECONNRESET|empty response|without a finish reason|overloaded|RESOURCE_EXHAUSTED|Resource has been exhausted|try again later|UNAVAILABLE/i;
/** Gemini CLI prints a 429 as "Resource has been exhausted" without its status, and the API's suggested wait as "Suggested retry after Ns". */
function geminiRunError(message) {
    return (0,providerFaults/* runError */.ML)(message, { transient: TRANSIENT.test(message), ...(/Resource has been exhausted|RESOURCE_EXHAUSTED/i.test(message) && { status: 429 }) });
}
/** `model.maxSessionTurns` reached: "Reached max session turns for this session", exit 53. */
function isTurnLimit(error) {
    return error?.type === 'FatalTurnLimitedError' || /^Reached max session turns\b/.test(error?.message ?? '');
}
function parseGeminiTranscript(stdout) {
    const lines = (0,jsonLines/* parseJsonLines */.L)(stdout);
    if (!lines.ok)
        return lines;
    const t = { discoveredSkills: undefined, toolCalls: [], finalAnswer: undefined, model: undefined, cliVersion: undefined, usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined }, error: undefined };
    const calls = new Map();
    let answer = '';
    let lastError;
    let result;
    let init = false;
    for (const e of lines.values) {
        switch (e.type) {
            case 'init':
                init = true;
                if (e.model && e.model !== 'auto')
                    t.model = e.model;
                break;
            case 'message':
                if (e.role === 'assistant' && typeof e.content === 'string')
                    answer = e.delta ? answer + e.content : e.content;
                break;
            case 'tool_use': {
                const call = { id: e.tool_id ?? '', name: e.tool_name ?? '', input: e.parameters, result: undefined };
                calls.set(call.id, call);
                t.toolCalls.push(call);
                break;
            }
            case 'tool_result': {
                const call = calls.get(e.tool_id ?? '');
                if (call)
                    call.result = { ok: e.status === 'success', text: e.output ?? e.error?.message ?? '' };
                break;
            }
            case 'error':
                lastError = e.message;
                break;
            case 'result':
                result = e;
                break;
        }
    }
    if (!init)
        return { ok: false, reason: 'the transcript has no Gemini CLI init event' };
    if (answer !== '')
        t.finalAnswer = answer;
    t.usage.inputTokens = result?.stats?.input_tokens ?? 0;
    t.usage.outputTokens = result?.stats?.output_tokens ?? 0;
    // Exit 0 does not mean success: an empty or cut-off stream ends with status "error" and exit 0.
    if (!result)
        t.error = geminiRunError(lastError ?? 'Gemini CLI ended without a result');
    else if (isTurnLimit(result.error))
        t.outOfTurns = true;
    else if (result.status !== 'success') {
        const message = result.error?.message ?? lastError ?? `status ${result.status}`;
        t.error = geminiRunError(message);
    }
    return { ok: true, transcript: t };
}

;// CONCATENATED MODULE: ./src/agents/gemini-cli/run.ts




/**
 * Gemini CLI (`@google/gemini-cli`), headless with `-p … --output-format stream-json`. Skills go in
 * `$GEMINI_CLI_HOME/.gemini/skills/<name>/`, fresh per trial. Activation is an `activate_skill` call
 * whose result succeeded. Its stream does not list skills, so `gemini skills list` (no model call) does.
 */
const geminiCli = {
    name: 'gemini-cli',
    install: { registry: 'npm', package: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, '.gemini', 'skills'),
    // ~/.gemini: settings, memory, commands, extensions, policies and credentials. (`agents/`, as for Claude Code.)
    configNames: ['settings.json', 'GEMINI.md', 'commands', 'extensions', 'policies', 'skills', 'oauth_creds.json', 'trustedFolders.json', 'installation_id', 'tmp', 'history'],
    configure(sandbox, _endpoint, _passed, maxTurns) {
        (0,external_node_fs_.mkdirSync)(external_node_path_default().join(sandbox.configDir, '.gemini'), { recursive: true });
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, '.gemini', 'settings.json'), JSON.stringify(geminiSettings((0,bundledSkills/* installedSkillNames */.A)(geminiCli.skillsRoot(sandbox)), maxTurns)));
    },
    command({ sandbox, prompt, endpoint }) {
        // No prompt argument: with stdin not a terminal it runs headless on what stdin holds, so the prompt
        // is never in argv, where a skill could read it from /proc/PID/cmdline (docs/security.md).
        const args = ['--output-format', 'stream-json', '--yolo'];
        // A model id skips the routing call (and its own five retries); the scripted model needs one.
        const model = endpoint.model ?? (endpoint.baseUrl ? 'scripted-model' : undefined);
        if (model)
            args.push('--model', model);
        const env = {
            GEMINI_CLI_HOME: sandbox.configDir,
            // An inherited "false" silently drops the shell and activate_skill tools.
            GEMINI_CLI_TRUST_WORKSPACE: 'true',
            GEMINI_CLI_NO_RELAUNCH: 'true',
        };
        if (endpoint.baseUrl)
            env.GOOGLE_GEMINI_BASE_URL = endpoint.baseUrl;
        if (endpoint.apiKey)
            env.GEMINI_API_KEY = endpoint.apiKey;
        return { args, env, stdin: prompt };
    },
    passEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_GEMINI_BASE_URL', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
    credentialEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
    transcript: geminiCliTranscript,
    discoveryProbe: { args: () => ['skills', 'list'], stdin: '' },
    transcriptExport: undefined,
    // `-p` sends `/name` to the model as text: only the interactive UI expands it.
    explicit: undefined,
    versionArgs: ['--version'],
};
/** Its bundled skills, turned off by name: not when an installed skill has the name (it would go too). */
const GEMINI_BUNDLED_SKILLS = ['skill-creator', 'antigravity-support'];
/** `maxTurns`: `--max-turns`, as its `model.maxSessionTurns` (its default: no limit). */
function geminiSettings(installed = new Set(), maxTurns) {
    return {
        ...(maxTurns !== undefined && { model: { maxSessionTurns: maxTurns } }),
        // Without it: "Invalid auth method selected", exit 41, even with GEMINI_API_KEY set.
        security: { auth: { selectedType: 'gemini-api-key' }, folderTrust: { enabled: false } },
        privacy: { usageStatisticsEnabled: false },
        telemetry: { enabled: false },
        // caliper retries transient faults itself; the default is 10 attempts with up to 30 s back-off.
        general: { enableAutoUpdate: false, enableAutoUpdateNotification: false, maxAttempts: 1, retryFetchErrors: false },
        // Its bundled skills share the listing and the activate_skill enum.
        skills: { disabled: (0,bundledSkills/* unlessInstalled */.x)(GEMINI_BUNDLED_SKILLS, installed) },
    };
}


/***/ }),

/***/ 155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ parseHermesIndex),
/* harmony export */   hS: () => (/* binding */ hermesTranscript),
/* harmony export */   ji: () => (/* binding */ USAGE_FILE)
/* harmony export */ });
/* unused harmony export parseHermesExport */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_trialFiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4205);
/* harmony import */ var _shared_listing_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5030);
/* harmony import */ var _shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1928);




/** Where Hermes writes its usage, in its home (`--usage-file`): whether the run's model calls failed. */
const USAGE_FILE = 'caliper-usage.json';
/**
 * Hermes' exported session (`-z` prints only the answer), and its usage file. Activation is a
 * `skill_view` of the skill whose result says `success: true`.
 */
const hermesTranscript = {
    parse: parseHermesExport,
    activatedSkills(transcript) {
        const names = new Set();
        for (const call of transcript.toolCalls) {
            const input = (call.input ?? {});
            // With file_path it reads one of the skill's files, after the skill was loaded.
            if (call.name !== 'skill_view' || !call.result?.ok || typeof input.name !== 'string' || input.file_path)
                continue;
            names.add(input.name.split('/').pop());
        }
        return names;
    },
    listedInRun: (stdout) => (0,_shared_listing_js__WEBPACK_IMPORTED_MODULE_2__/* .listingIn */ ._S)((0,_shared_listing_js__WEBPACK_IMPORTED_MODULE_2__/* .stringsIn */ .QQ)((0,_shared_listing_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValues */ .RO)(stdout)), '<available_skills>', parseHermesIndex),
    parseVersion: (out) => /Hermes Agent v(\d+\.\d+\.\d+)/.exec(out)?.[1],
};
const TRANSIENT = /overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|timed out|unresponsive|empty stream/i;
/** The session export (one JSON line per session; a fresh HERMES_HOME has the one run), plus the usage file. */
function parseHermesExport(stdout, sandbox, printed) {
    const lines = stdout.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0)
        return { ok: false, reason: 'Hermes exported no session' };
    let session;
    try {
        session = JSON.parse(lines[lines.length - 1]);
    }
    catch {
        return { ok: false, reason: `the Hermes session export is not JSON (${JSON.stringify(lines[lines.length - 1].slice(0, 120))})` };
    }
    if (!Array.isArray(session.messages))
        return { ok: false, reason: 'the Hermes session export has no messages' };
    const t = {
        discoveredSkills: parseHermesIndex(session.system_prompt ?? '').map((s) => s.name),
        toolCalls: [],
        finalAnswer: undefined,
        model: session.model,
        cliVersion: undefined,
        usage: { inputTokens: (session.input_tokens ?? 0) + (session.cache_read_tokens ?? 0), outputTokens: session.output_tokens ?? 0, costUsd: session.estimated_cost_usd || undefined },
        error: undefined,
    };
    const calls = new Map();
    for (const m of session.messages) {
        if (m.role === 'assistant') {
            for (const c of m.tool_calls ?? []) {
                let input = {};
                try {
                    input = JSON.parse(c.function?.arguments ?? '{}');
                }
                catch {
                    // keep {}
                }
                const call = { id: c.id ?? '', name: c.function?.name ?? '', input, result: undefined };
                calls.set(call.id, call);
                t.toolCalls.push(call);
            }
            if (typeof m.content === 'string' && m.content !== '')
                t.finalAnswer = m.content;
        }
        else if (m.role === 'tool') {
            const call = calls.get(m.tool_call_id ?? '');
            if (call)
                call.result = { ok: toolSucceeded(call.name, m.content ?? ''), text: m.content ?? '' };
        }
    }
    const usage = sandbox ? readUsage(sandbox) : undefined;
    if (usage?.failed === true || (sandbox && usage === undefined)) {
        // `-z` prints the failure as if it were the answer; the usage file says it was one. Its first line is
        // the error ("API call failed after 1 retries: peer closed connection …"); advice may follow it.
        const message = usage?.failure ?? printed?.trim().split('\n')[0] ?? 'the run failed';
        t.error = (0,_shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_3__/* .runError */ .ML)(message || 'the run failed', { transient: TRANSIENT.test(message) });
    }
    return { ok: true, transcript: t };
}
/** A skill_view (and most Hermes tools) answers JSON with `success`; a terminal call with `exit_code`. */
function toolSucceeded(tool, content) {
    try {
        const v = JSON.parse(content);
        if (typeof v.success === 'boolean')
            return v.success;
        if (typeof v.exit_code === 'number')
            return v.exit_code === 0;
        return !v.error;
    }
    catch {
        return tool !== 'skill_view';
    }
}
function readUsage(sandbox) {
    try {
        const text = (0,_util_trialFiles_js__WEBPACK_IMPORTED_MODULE_1__/* .readTrialText */ .uK)(sandbox.root, node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(sandbox.root, node_path__WEBPACK_IMPORTED_MODULE_0___default().join(sandbox.configDir, USAGE_FILE)), 1024 * 1024);
        return text === undefined ? undefined : JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/**
 * Its index: `<available_skills>` with `  category:` lines and `    - name: description` entries (Hermes
 * cuts descriptions at 60 characters, ending them with "..."); no block, no skills.
 */
function parseHermesIndex(systemPrompt) {
    const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(systemPrompt)?.[1] ?? '';
    return [...block.matchAll(/^\s+- ([^:\n]+): ?(.*)$/gm)].map((m) => ({ name: m[1].trim(), description: m[2] }));
}


/***/ }),

/***/ 821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ opencode)
});

// UNUSED EXPORTS: opencodeConfig

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/eval/discovery/bundledSkills.ts
var bundledSkills = __webpack_require__(49);
// EXTERNAL MODULE: ./src/agents/shared/jsonLines.ts
var jsonLines = __webpack_require__(7159);
// EXTERNAL MODULE: ./src/agents/shared/listing.ts
var listing = __webpack_require__(5030);
// EXTERNAL MODULE: ./src/agents/shared/providerFaults.ts
var providerFaults = __webpack_require__(1928);
// EXTERNAL MODULE: ./src/agents/shared/skillTool.ts
var skillTool = __webpack_require__(2865);
;// CONCATENATED MODULE: ./src/agents/opencode/transcript.ts




/**
 * OpenCode's `opencode run --format json` stream. Activation is a `skill` tool call that completed. Its
 * stream has no listing, so `opencode debug skill` (no model call) lists the skills first.
 */
const opencodeTranscript = {
    parse: parseOpencodeTranscript,
    activatedSkills: (transcript) => (0,skillTool/* skillToolActivations */.z)(transcript, 'skill', 'name'),
    probe: { skills: parseOpencodeSkills, listing: opencodeListing },
    parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};
/** `opencode debug skill` with descriptions, less its built-in (which its model is never offered). */
function opencodeListing(stdout) {
    const list = (0,listing/* jsonAfter */.HW)(stdout, '[');
    if (!Array.isArray(list))
        return undefined;
    const listed = list.filter((e) => typeof e?.name === 'string' && typeof e?.description === 'string' && e.location !== '<built-in>');
    return (0,listing/* bounded */.Mm)(listed.map((e) => ({ name: String(e.name), description: String(e.description) })));
}
/** `opencode debug skill`: a JSON array of `{name, location, …}`. */
function parseOpencodeSkills(stdout) {
    const start = stdout.indexOf('[');
    if (start < 0)
        return undefined;
    try {
        const list = JSON.parse(stdout.slice(start));
        return Array.isArray(list) ? list.map((s) => s.name).filter((n) => typeof n === 'string') : undefined;
    }
    catch {
        return undefined;
    }
}
function parseOpencodeTranscript(stdout) {
    const lines = (0,jsonLines/* parseJsonLines */.L)(stdout);
    if (!lines.ok)
        return lines;
    const t = { discoveredSkills: undefined, toolCalls: [], finalAnswer: undefined, model: undefined, cliVersion: undefined, usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined }, error: undefined };
    let recognised = false;
    let cost = 0;
    for (const e of lines.values) {
        const part = e.part;
        switch (e.type) {
            case 'step_start':
                recognised = true;
                break;
            case 'tool_use': {
                const call = {
                    id: part?.callID ?? '',
                    name: part?.tool ?? '',
                    input: part?.state?.input,
                    result: part?.state?.status === 'completed' || part?.state?.status === 'error' ? { ok: part.state.status === 'completed', text: part.state.output ?? part.state.error ?? '' } : undefined,
                };
                t.toolCalls.push(call);
                break;
            }
            case 'text':
                if (typeof part?.text === 'string')
                    t.finalAnswer = part.text;
                break;
            case 'step_finish':
                t.usage.inputTokens += (part?.tokens?.input ?? 0) + (part?.tokens?.cache?.read ?? 0) + (part?.tokens?.cache?.write ?? 0);
                t.usage.outputTokens += part?.tokens?.output ?? 0;
                cost += part?.cost ?? 0;
                break;
            case 'error': {
                recognised = true;
                const data = e.error?.data;
                const message = `${data?.message ?? e.error?.name ?? 'error'}${data?.statusCode ? ` (HTTP ${data.statusCode})` : ''}`;
                const status = data?.statusCode;
                t.error = (0,providerFaults/* runError */.ML)(message, { ...(status !== undefined && { status }), transient: data?.isRetryable === true || (status !== undefined && (status === 429 || status >= 500)) || /ECONNREFUSED|Unable to connect|timed? ?out/i.test(message) });
                break;
            }
        }
    }
    if (!recognised)
        return { ok: false, reason: 'the transcript has no OpenCode step or error event' };
    if (cost > 0)
        t.usage.costUsd = cost;
    return { ok: true, transcript: t };
}

;// CONCATENATED MODULE: ./src/agents/opencode/run.ts




/**
 * OpenCode (`opencode-ai`), headless with `opencode run --format json`. Skills go in
 * `$XDG_CONFIG_HOME/opencode/skills/<name>/` with XDG_CONFIG_HOME fresh per trial, and its scans of
 * `.claude/` and `.agents/` are off (src/agents/opencode/transcript.ts reads its run).
 */
const PROVIDER = 'caliper';
const opencode = {
    name: 'opencode',
    install: { registry: 'npm', package: 'opencode-ai', version: '1.18.33', bin: 'opencode' },
    // Without rg its skill tool fails (it tries to download ripgrep): a skill would look unloadable.
    requiresOnPath: ['rg'],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'opencode', 'skills'),
    // ~/.config/opencode: its config, instructions, commands, plugins (and their package.json), tools and modes.
    configNames: ['opencode.json', 'opencode.jsonc', 'config.json', 'AGENTS.md', 'command', 'commands', 'plugin', 'plugins', 'tool', 'tools', 'mode', 'modes', 'themes', 'skills', 'package.json', 'node_modules'],
    configure(sandbox, endpoint) {
        (0,external_node_fs_.mkdirSync)(external_node_path_default().join(sandbox.configDir, 'opencode'), { recursive: true });
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'opencode', 'opencode.json'), JSON.stringify(opencodeConfig(endpoint.baseUrl, endpoint.apiKey, endpoint.model, (0,bundledSkills/* installedSkillNames */.A)(opencode.skillsRoot(sandbox))), null, 2));
    },
    command({ sandbox, prompt, endpoint }) {
        const args = ['run', '--format', 'json', '--title', 'caliper trial'];
        if (endpoint.baseUrl)
            args.push('--model', `${PROVIDER}/${endpoint.model ?? 'scripted-model'}`);
        else if (endpoint.model)
            args.push('--model', endpoint.model);
        // A prompt argument reaches the model wrapped in quotes; on stdin (then closed) it arrives as written.
        return { args, env: environment(sandbox.configDir), stdin: prompt };
    },
    passEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
    credentialEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY'],
    transcript: opencodeTranscript,
    discoveryProbe: { args: () => ['debug', 'skill'], stdin: '' },
    transcriptExport: undefined,
    // `opencode run "/name"` sends the text as is; only `--command name` expands, and only its database records it.
    explicit: undefined,
    versionArgs: ['--version'],
};
function environment(configDir) {
    return {
        XDG_CONFIG_HOME: configDir,
        OPENCODE_DISABLE_AUTOUPDATE: '1',
        OPENCODE_DISABLE_MODELS_FETCH: '1',
        OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
        OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
        OPENCODE_DISABLE_SHARE: '1',
        // A headless trial needs no plugins (a fixture's project config could name one to install), and no
        // file watcher: together with `snapshot: false` about 1.5 of its ~10 CPU seconds per run.
        OPENCODE_PURE: '1',
        OPENCODE_EXPERIMENTAL_DISABLE_FILEWATCHER: '1',
        // Install exactly where the run says: not also from `.claude/skills` or `.agents/skills`.
        OPENCODE_DISABLE_EXTERNAL_SKILLS: '1',
        OPENCODE_DISABLE_CLAUDE_CODE_SKILLS: '1',
    };
}
function opencodeConfig(baseUrl, apiKey, model, installed = new Set()) {
    const id = model ?? 'scripted-model';
    return {
        // Without it OpenCode rewrites the file.
        $schema: 'https://opencode.ai/config.json',
        ...(baseUrl && {
            provider: {
                [PROVIDER]: {
                    npm: '@ai-sdk/openai-compatible',
                    name: 'caliper',
                    options: { baseURL: `${baseUrl.replace(/\/$/, '')}/v1`, apiKey: apiKey ?? 'none' },
                    models: { [id]: { name: id, tool_call: true, limit: { context: 128000, output: 8192 } } },
                },
            },
            model: `${PROVIDER}/${id}`,
            small_model: `${PROVIDER}/${id}`,
        }),
        // `run` rejects any permission prompt; the bundled skill would share the listing.
        // An installed skill of its name replaces it, and is not denied.
        permission: { '*': 'allow', skill: { '*': 'allow', ...Object.fromEntries((0,bundledSkills/* unlessInstalled */.x)(['customize-opencode'], installed).map((n) => [n, 'deny'])) } },
        autoupdate: false,
        share: 'disabled',
        // Its undo history: a git repository of the work tree, written at every step (~20 git runs a trial).
        snapshot: false,
    };
}


/***/ }),

/***/ 7159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseJsonLines)
/* harmony export */ });
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


/***/ }),

/***/ 5030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HW: () => (/* binding */ jsonAfter),
/* harmony export */   LF: () => (/* binding */ LISTED_LIMITS),
/* harmony export */   Mm: () => (/* binding */ bounded),
/* harmony export */   QQ: () => (/* binding */ stringsIn),
/* harmony export */   RO: () => (/* binding */ jsonValues),
/* harmony export */   _S: () => (/* binding */ listingIn)
/* harmony export */ });
/** What a trial record keeps of a listing: enough to say why a skill was (not) chosen, never a whole prompt. */
const LISTED_LIMITS = { skills: 40, name: 64, description: 1200 };
/** At most LISTED_LIMITS of a listing, each name and description cut to its limit. */
function bounded(skills) {
    return skills.slice(0, LISTED_LIMITS.skills).map((s) => ({
        name: String(s.name).slice(0, LISTED_LIMITS.name),
        description: String(s.description).slice(0, LISTED_LIMITS.description),
    }));
}
/** The listing in the first of `texts` that holds `marker`, read by `parse` and bounded. */
function listingIn(texts, marker, parse) {
    for (const text of texts)
        if (text.includes(marker))
            return bounded(parse(text));
    return undefined;
}
/** Each line of `text` that is JSON, parsed; the others left out. */
function jsonValues(text) {
    return text.split('\n').flatMap((line) => {
        try {
            return line.trim() === '' ? [] : [JSON.parse(line)];
        }
        catch {
            return [];
        }
    });
}
/** The JSON value that starts at the first `opening` of `text` and runs to its end, if it is one. */
function jsonAfter(text, opening) {
    const start = text.indexOf(opening);
    if (start < 0)
        return undefined;
    try {
        return JSON.parse(text.slice(start));
    }
    catch {
        return undefined;
    }
}
/** Every string inside parsed JSON values, depth first, without recursion limits a hostile file could exhaust. */
function* stringsIn(values) {
    const stack = [...values].reverse();
    while (stack.length > 0) {
        const v = stack.pop();
        if (typeof v === 'string')
            yield v;
        else if (Array.isArray(v))
            for (let i = v.length - 1; i >= 0; i--)
                stack.push(v[i]);
        else if (v !== null && typeof v === 'object')
            stack.push(...Object.values(v).reverse());
    }
}


/***/ }),

/***/ 1928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ML: () => (/* binding */ runError),
/* harmony export */   Rh: () => (/* binding */ CERTIFICATE_FAULT),
/* harmony export */   SS: () => (/* binding */ TRANSIENT_STATUSES)
/* harmony export */ });
/* unused harmony exports CONNECTION_FAULT, PROVIDER_BUSY, statusIn, retryAfterIn */
/** Statuses a provider answers for a fault of its own or a limit that passes. */
const TRANSIENT_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504, 529]);
/** How CLIs word a dropped, refused or cut connection (Node's error codes, undici's, reqwest's, httpx'). */
const CONNECTION_FAULT = /ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|UND_ERR_SOCKET|socket hang up|connection (?:dropped|reset|error|closed|refused|lost)|Unable to connect|fetch failed|\bterminated\b|premature close|stream (?:disconnected|closed|ended|error)|error decoding response body|incomplete (?:chunked|message)|RemoteProtocolError|peer closed connection/i;
/** How CLIs word a provider that is busy or limiting (the status is not always in the text). */
const PROVIDER_BUSY = /overloaded|rate.?limit|too many requests|high demand|RESOURCE_EXHAUSTED|\bUNAVAILABLE\b|capacity/i;
/**
 * How CLIs word a TLS certificate they do not trust (Node's codes, OpenSSL's, rustls', Python's): no
 * attempt can pass until the runner trusts the CA, so it is never transient, and the user is told how.
 */
const CERTIFICATE_FAULT = /certificate (?:verification failed|verify failed|has expired|is not yet valid)|unable to verify the first certificate|unable to get (?:local )?issuer certificate|CERTIFICATE_VERIFY_FAILED|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(?:_LOCALLY)?|(?:DEPTH_ZERO_)?SELF_SIGNED_CERT(?:_IN_CHAIN)?|CERT_HAS_EXPIRED|ERR_TLS_CERT_ALTNAME_INVALID|invalid peer certificate|UnknownIssuer|self[- ]signed certificate/i;
const CERTIFICATE_HINT = ' [caliper: the CLI does not trust the TLS certificate it was given; behind a gateway with a private CA or a transparent TLS-inspecting proxy, set NODE_EXTRA_CA_CERTS on the runner to that CA\'s PEM file (docs/backends.md#reaching-the-provider)]';
/** The HTTP status a CLI's error text names ("429 Too Many Requests", "status 529", "(HTTP 503)", `"code":429`). */
function statusIn(text) {
    const m = /\b(?:HTTP|status(?: code)?|API Error|last status)[:\s]*\(?(\d{3})\b/i.exec(text) ??
        /"(?:code|status)"\s*:\s*(\d{3})\b/.exec(text) ??
        /\b(4(?:08|09|25|29)|5\d\d)\s+(?:Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout|Overloaded)/i.exec(text);
    const status = m ? Number(m[1]) : undefined;
    return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}
/** The wait a provider asked for, when the CLI passed it on ("retry-after: 3", "try again in 1.5s", "retry in 20 seconds"). */
function retryAfterIn(text) {
    const m = /retry[- ]after["':\s]+(\d+(?:\.\d+)?)/i.exec(text) ?? /(?:try again|retry) in (\d+(?:\.\d+)?)\s*(ms|s\b|sec|seconds?)/i.exec(text);
    if (!m)
        return undefined;
    const value = Number(m[1]);
    return m[2]?.toLowerCase() === 'ms' ? value / 1000 : value;
}
/**
 * A CLI's error, classified: `transient` when the backend's own reading says so, or the status is one of
 * TRANSIENT_STATUSES, or the text says the connection dropped or the provider was busy; never for a
 * certificate the CLI does not trust.
 */
function runError(message, options = {}) {
    if (CERTIFICATE_FAULT.test(message))
        return { message: `${message}${CERTIFICATE_HINT}`, transient: false };
    const status = options.status ?? statusIn(message);
    const retryAfterSeconds = retryAfterIn(message);
    const transient = options.transient === true || (status !== undefined && TRANSIENT_STATUSES.has(status)) || CONNECTION_FAULT.test(message) || PROVIDER_BUSY.test(message);
    return { message, transient, ...(status !== undefined && { status }), ...(retryAfterSeconds !== undefined && { retryAfterSeconds }) };
}


/***/ }),

/***/ 9997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readSessionLogs)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_trialFiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4205);


/** What all of a trial's session logs may hold: the agent can make them as large as it likes. */
const MAX_SESSION_LOG_BYTES = 32 * 1024 * 1024;
/**
 * Every JSON line of every `.jsonl` file under `dir` (a CLI's session store inside the trial folder
 * `trialRoot`), oldest file first, read through the trial-file reader: the agent could have put a link,
 * a FIFO or many hard links to one file there. Each file is read once, and at most
 * MAX_SESSION_LOG_BYTES in all. A missing folder is no lines; an unparsable line is skipped (a log may
 * be cut off).
 */
function readSessionLogs(trialRoot, dir, namePattern = /\.jsonl$/) {
    const { files } = (0,_util_trialFiles_js__WEBPACK_IMPORTED_MODULE_1__/* .listTrialFiles */ .w_)(trialRoot, node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(trialRoot, dir), (name) => namePattern.test(name));
    const read = (0,_util_trialFiles_js__WEBPACK_IMPORTED_MODULE_1__/* .readEachOnce */ .bh)(trialRoot, new _util_trialFiles_js__WEBPACK_IMPORTED_MODULE_1__/* .ByteBudget */ .Gz(MAX_SESSION_LOG_BYTES));
    const lines = [];
    for (const file of files) {
        const f = read(file);
        if (f.kind !== 'file')
            continue;
        for (const line of f.bytes.toString('utf8').split('\n')) {
            if (line.trim() === '')
                continue;
            try {
                lines.push(JSON.parse(line));
            }
            catch {
                // a torn last line
            }
        }
    }
    return lines;
}


/***/ }),

/***/ 7251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ rootSpellings),
/* harmony export */   b: () => (/* binding */ skillOfFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * The skill whose SKILL.md `file` is, when it is `<skillsRoot>/<name>/SKILL.md`; undefined for any
 * other file (a fixture that happens to be called SKILL.md is not a skill). CLIs show the model either
 * the path as joined or its realpath, so both spellings of the root match.
 */
function skillOfFile(file, skillsRoot) {
    if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(file) || node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file) !== 'SKILL.md')
        return undefined;
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file));
    const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
    return rootSpellings(skillsRoot).includes(parent) ? node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(dir) : undefined;
}
function rootSpellings(root) {
    const spellings = [node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root)];
    try {
        spellings.push(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(root));
    }
    catch {
        // the sandbox is gone; the joined spelling is all there is
    }
    return spellings;
}


/***/ }),

/***/ 2865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ skillToolActivations)
/* harmony export */ });
/** Skills loaded through a dedicated tool (`Skill {skill}`, `activate_skill {name}`, …) whose result succeeded. */
function skillToolActivations(transcript, tool, argument) {
    const names = new Set();
    for (const call of transcript.toolCalls) {
        const name = call.input?.[argument];
        if (call.name === tool && call.result?.ok && typeof name === 'string')
            names.add(name);
    }
    return names;
}


/***/ }),

/***/ 1144:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ AVAILABLE_BACKENDS),
  i: () => (/* binding */ backendNamed)
});

// EXTERNAL MODULE: ./src/agents/claude-code/run.ts + 1 modules
var run = __webpack_require__(4988);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/agents/codex/transcript.ts
var transcript = __webpack_require__(6594);
;// CONCATENATED MODULE: ./src/agents/codex/run.ts



/**
 * Codex CLI (`@openai/codex`), headless with `codex exec --json`. Skills go in `$CODEX_HOME/skills/<name>/`,
 * fresh per trial (src/agents/codex/transcript.ts reads its run).
 */
const MODEL_KEY_ENV = 'CALIPER_MODEL_KEY';
const codex = {
    name: 'codex',
    install: { registry: 'npm', package: '@openai/codex', version: '0.171.0', bin: 'codex' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    // CODEX_HOME: its config, credentials, instructions, prompts, rules, plugins and sessions.
    configNames: ['config.toml', 'auth.json', 'AGENTS.md', 'AGENTS.override.md', 'prompts', 'rules', 'skills', 'plugins', 'sessions', 'memories', 'hooks.json', 'history.jsonl'],
    configure(sandbox, endpoint, passed = {}) {
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'config.toml'), codexConfig(codexProvider(endpoint, passed)));
    },
    command({ sandbox, prompt, endpoint }) {
        const args = ['exec', '--json', '--skip-git-repo-check', '--dangerously-bypass-approvals-and-sandbox', '-C', sandbox.workDir];
        // Without a model id Codex sends its default model's "code mode" request shape.
        const model = codexProvider(endpoint, {}).model;
        if (model)
            args.push('--model', model);
        // No prompt argument: `codex exec` reads it from stdin, never from argv (where a skill could read it
        // from /proc/PID/cmdline, docs/security.md).
        const env = { CODEX_HOME: sandbox.configDir };
        if (endpoint.baseUrl && endpoint.apiKey)
            env[MODEL_KEY_ENV] = endpoint.apiKey;
        return { args, env, stdin: prompt };
    },
    passEnv: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
    credentialEnv: ['OPENAI_API_KEY'],
    transcript: transcript/* codexTranscript */.Ec,
    discoveryProbe: undefined,
    transcriptExport: undefined,
    explicit: { invocation: (skill) => `$${skill}` },
    versionArgs: ['--version'],
};
/**
 * caliper's endpoint when it has one (the scripted model, a tape's relay, a gateway given to the runner),
 * else OpenAI's API or the runner's OPENAI_BASE_URL: Codex 0.171 ignores that variable itself, and its
 * built-in provider would retry a fault up to 30 times, so caliper always names a provider of its own.
 */
function codexProvider(endpoint, passed) {
    const trim = (url) => url.replace(/\/+$/, '');
    if (endpoint.baseUrl)
        return { baseUrl: `${trim(endpoint.baseUrl)}/v1`, keyEnv: MODEL_KEY_ENV, model: endpoint.model ?? 'scripted-model' };
    return { baseUrl: trim(passed.OPENAI_BASE_URL ?? 'https://api.openai.com/v1'), keyEnv: 'OPENAI_API_KEY', model: endpoint.model };
}
/** config.toml: caliper's provider, no retries of Codex's own, and nothing that calls out. */
function codexConfig(provider) {
    const lines = ['model_provider = "caliper"', ...(provider.model ? [`model = ${JSON.stringify(provider.model)}`] : []), 'check_for_update_on_startup = false'];
    // Its web search is the provider's (a `web_search` tool in every request): the provider would reach the network for the agent.
    lines.push('web_search = "disabled"');
    lines.push('', '[model_providers.caliper]', 'name = "caliper"', `base_url = ${JSON.stringify(provider.baseUrl)}`, 'wire_api = "responses"', `env_key = ${JSON.stringify(provider.keyEnv)}`, 
    // caliper retries transient faults itself, in a fresh sandbox; Codex's defaults make 30 attempts.
    'request_max_retries = 0', 'stream_max_retries = 0', 'stream_idle_timeout_ms = 120000');
    lines.push('', '[analytics]', 'enabled = false', '', '[feedback]', 'enabled = false', '', '[otel]', 'exporter = "none"', '', '[features]', 
    // Plugins look up github.com and chatgpt.com; a refused connection would otherwise be retried forever.
    'plugins = false', 'remote_plugin = false', 'apps = false', 'unbounded_connection_retries = false', '', '[skills.bundled]', 'enabled = false', '');
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/agents/gemini-cli/run.ts + 1 modules
var gemini_cli_run = __webpack_require__(946);
// EXTERNAL MODULE: ./src/eval/sandbox/scriptLauncher.ts
var scriptLauncher = __webpack_require__(1031);
// EXTERNAL MODULE: ./src/agents/hermes/transcript.ts
var hermes_transcript = __webpack_require__(155);
;// CONCATENATED MODULE: ./src/agents/hermes/run.ts




/**
 * Hermes Agent (PyPI `hermes-agent`), headless with `hermes -z`. Skills go in `$HERMES_HOME/skills/<name>/`
 * (it reads no project folder), fresh per trial. `-z` prints only the answer and exits 0 even when every
 * model call failed, so the transcript is `hermes sessions export` afterwards and the verdict is the
 * usage file's `failed` (src/agents/hermes/transcript.ts).
 */
/** What `hermes sessions export - --format jsonl` does (hermes_cli/main.py), without loading the CLI. */
const EXPORT_SESSIONS = 'import json\nfrom hermes_state import SessionDB\nfor s in SessionDB().export_all():\n    print(json.dumps(s, ensure_ascii=False))\n';
/**
 * `hermes -z PROMPT` with the prompt read from stdin: `-z` takes it only as an argument, where any process
 * of the trial reads it from /proc/PID/cmdline (docs/security.md). Python's sys.argv is not that argv.
 */
const ONESHOT_FROM_STDIN = "import sys\nfrom hermes_cli.main import main\nsys.argv = ['hermes', '-z', sys.stdin.buffer.read().decode('utf-8'), *sys.argv[1:]]\nsys.exit(main())\n";
/**
 * How to start the Python of Hermes' console script, whatever form pip gave it: `#!/venv/bin/python3`,
 * `#!/usr/bin/env python3`, or the `/bin/sh` launcher of a venv whose path is too long for a `#!` line.
 * Undefined when the executable is not a Python script.
 */
function hermesPython(executable) {
    const launcher = (0,scriptLauncher/* scriptLauncher */.a)(executable);
    if (!launcher || !/^python[\d.]*$/.test(external_node_path_default().basename(launcher.interpreter)))
        return undefined;
    const [program, ...args] = launcher.argv;
    return { program, args };
}
/** Every start of Hermes goes through its Python: no route puts the prompt in argv. */
function unstartable(executable) {
    const what = executable === undefined ? 'no executable was given' : `${executable} is not a Python console script`;
    return new Error(`caliper starts Hermes through the Python its \`hermes\` script names, to give it the prompt on stdin (in argv every process of the trial reads it); ${what}. ` +
        'Reinstall it with `caliper install hermes`, or name with `--cli hermes=PATH` the `hermes` script pip installed.');
}
const hermes = {
    name: 'hermes',
    install: { registry: 'pypi', package: 'hermes-agent', version: '0.19.0', bin: 'hermes' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    // HERMES_HOME: config, secrets, persona, memories, hooks, plugins, cron jobs and state.
    configNames: ['config.yaml', '.env', 'SOUL.md', 'auth.json', 'skills', 'memories', 'hooks', 'plugins', 'cron', 'sessions', 'state.db', '.no-bundled-skills'],
    configure(sandbox, endpoint, passed = {}) {
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'config.yaml'), hermesConfig(endpoint.baseUrl, endpoint.apiKey, endpoint.model, hermesProvider(passed)));
        // Bundled skills would share the listing; the PyPI wheel ships none today, the marker keeps it so.
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, '.no-bundled-skills'), '');
    },
    command({ sandbox, prompt, executable }) {
        const options = ['--usage-file', external_node_path_default().join(sandbox.configDir, hermes_transcript/* USAGE_FILE */.ji)];
        // -I, as for the export: a `hermes_cli` the fixtures put in the working folder is never imported.
        const python = executable === undefined ? undefined : hermesPython(executable);
        if (!python)
            throw unstartable(executable);
        return {
            program: python.program,
            args: [...python.args, '-I', '-c', ONESHOT_FROM_STDIN, ...options],
            stdin: prompt,
            env: {
                HERMES_HOME: sandbox.configDir,
                // Its defaults wait up to 30 min for a silent local server and retry 5 times; fail fast instead.
                HERMES_API_TIMEOUT: '240',
                HERMES_LOCAL_STREAM_STALE_TIMEOUT: '120',
                HERMES_STREAM_STALE_GIVEUP: '1',
                HERMES_DISABLE_LAZY_INSTALLS: '1',
            },
        };
    },
    passEnv: ['OPENROUTER_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'NOUS_API_KEY', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
    credentialEnv: ['OPENROUTER_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'NOUS_API_KEY'],
    transcript: hermes_transcript/* hermesTranscript */.hS,
    discoveryProbe: undefined,
    transcriptExport: {
        command(_input, executable) {
            // `hermes sessions export - --format jsonl` prints these very bytes, but starts the whole CLI
            // (~3x the CPU) to do it: a second CLI start per trial.
            const python = hermesPython(executable);
            // -I: isolated, so a `hermes_state.py` the agent left in the working folder (Python's first import
            // path) or a PYTHONPATH cannot stand in for Hermes' own module and print a forged session.
            return python ? { program: python.program, args: [...python.args, '-I', '-c', EXPORT_SESSIONS] } : { program: executable, args: ['sessions', 'export', '-', '--format', 'jsonl'] };
        },
    },
    // Headless Hermes sends `/name` to the model as text; only the interactive REPL expands it.
    explicit: undefined,
    versionArgs: ['--version'],
};
/**
 * The provider of the first key the user set, in the order of `credentialEnv`, each to its own API:
 * Hermes's automatic choice would send an OPENAI_API_KEY to OpenRouter. Named in config.yaml because
 * `--model` alone lets Hermes 0.19.0 switch to another provider that lists the model
 * (`anthropic/claude-sonnet-4.6` chose GMI Cloud).
 */
function hermesProvider(passed) {
    const provider = { OPENROUTER_API_KEY: 'openrouter', OPENAI_API_KEY: 'openai-api', ANTHROPIC_API_KEY: 'anthropic', NOUS_API_KEY: 'nous' };
    const key = hermes.credentialEnv.find((name) => passed[name]);
    return key === undefined ? undefined : provider[key];
}
function hermesConfig(baseUrl, apiKey, model, provider) {
    const lines = [];
    if (baseUrl) {
        lines.push('model:', '  provider: custom', `  base_url: ${JSON.stringify(`${baseUrl.replace(/\/$/, '')}/v1`)}`, `  default: ${JSON.stringify(model ?? 'scripted-model')}`);
        // Hermes does not send OPENAI_API_KEY to a loopback endpoint; the key must be in the config.
        if (apiKey)
            lines.push(`  api_key: ${JSON.stringify(apiKey)}`);
        // A known context length spares a metadata lookup on openrouter.ai.
        lines.push('  context_length: 131072');
    }
    else if (provider || model) {
        lines.push('model:', ...(provider ? [`  provider: ${JSON.stringify(provider)}`] : []), ...(model ? [`  default: ${JSON.stringify(model)}`] : []));
    }
    lines.push('agent:', '  environment_probe: false', '  api_max_retries: 1', 'security:', '  allow_lazy_installs: false', '  tirith_enabled: false', 'memory:', '  nudge_interval: 0', 'skills:', '  creation_nudge_interval: 0', 'curator:', '  enabled: false', 'model_catalog:', '  enabled: false', 'auxiliary:', '  title_generation:', '    enabled: false', '');
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/agents/opencode/run.ts + 1 modules
var opencode_run = __webpack_require__(821);
// EXTERNAL MODULE: ./src/agents/shared/jsonLines.ts
var jsonLines = __webpack_require__(7159);
// EXTERNAL MODULE: ./src/agents/shared/listing.ts
var listing = __webpack_require__(5030);
// EXTERNAL MODULE: ./src/agents/shared/providerFaults.ts
var providerFaults = __webpack_require__(1928);
// EXTERNAL MODULE: ./src/agents/shared/skillPaths.ts
var skillPaths = __webpack_require__(7251);
;// CONCATENATED MODULE: ./src/agents/pi/transcript.ts




/**
 * pi's `--mode json -p` stream. pi has no skill tool: activation is a successful `read` of the skill's
 * SKILL.md. Its transcript does not say which skills it found, so a model-free `--mode rpc`
 * `get_commands` call in the same sandbox lists them first.
 */
const piTranscript = {
    parse: parsePiTranscript,
    activatedSkills(transcript, skillsRoot) {
        const names = new Set();
        for (const call of transcript.toolCalls) {
            const file = call.input?.path;
            if (call.name !== 'read' || !call.result?.ok || typeof file !== 'string')
                continue;
            const skill = (0,skillPaths/* skillOfFile */.b)(file, skillsRoot);
            if (skill)
                names.add(skill);
        }
        return names;
    },
    probe: { skills: parsePiCommands, listing: piListing },
    // pi replaces the user's message with the expanded skill; the stream shows that message.
    explicitlyLoaded: (_sandbox, stdout) => piExpandedSkills(stdout),
    parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};
/** pi's rpc `get_commands` with descriptions: its `skill:<name>` entries. */
function piListing(stdout) {
    for (const v of (0,listing/* jsonValues */.RO)(stdout)) {
        if (v?.type !== 'response' || v.command !== 'get_commands' || !v.success || !Array.isArray(v.data?.commands))
            continue;
        const commands = v.data.commands;
        const skills = commands.filter((c) => c?.source === 'skill' && typeof c.name === 'string');
        const described = (c) => (typeof c.description === 'string' ? c.description : '');
        return (0,listing/* bounded */.Mm)(skills.map((c) => ({ name: String(c.name).replace(/^skill:/, ''), description: described(c) })));
    }
    return undefined;
}
/** The skills `get_commands` lists (`skill:<name>` entries), or undefined when there is no answer. */
function parsePiCommands(stdout) {
    for (const line of stdout.split('\n')) {
        let v;
        try {
            v = JSON.parse(line);
        }
        catch {
            continue;
        }
        if (v?.type !== 'response' || v.command !== 'get_commands' || !v.success)
            continue;
        return (v.data?.commands ?? []).filter((c) => c.source === 'skill' && typeof c.name === 'string').map((c) => c.name.replace(/^skill:/, ''));
    }
    return undefined;
}
const TRANSIENT = /overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|fetch failed|timed out|terminated/i;
/** pi prints a provider's error as its SDK does: the status first ("429 Rate limit reached …", "503 The server is overloaded"). */
function piRunError(message) {
    const status = /^([45]\d\d) /.exec(message)?.[1];
    return (0,providerFaults/* runError */.ML)(message, { transient: TRANSIENT.test(message), ...(status !== undefined && { status: Number(status) }) });
}
function parsePiTranscript(stdout) {
    const lines = (0,jsonLines/* parseJsonLines */.L)(stdout);
    if (!lines.ok)
        return lines;
    const t = { discoveredSkills: undefined, toolCalls: [], finalAnswer: undefined, model: undefined, cliVersion: undefined, usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined }, error: undefined };
    const calls = new Map();
    let last;
    let sawSession = false;
    for (const e of lines.values) {
        switch (e.type) {
            case 'session':
                sawSession = true;
                break;
            case 'message_end': {
                const m = e.message;
                if (m?.role !== 'assistant')
                    break;
                last = m;
                if (typeof m.model === 'string')
                    t.model = m.model;
                t.usage.inputTokens += (m.usage?.input ?? 0) + (m.usage?.cacheRead ?? 0) + (m.usage?.cacheWrite ?? 0);
                t.usage.outputTokens += m.usage?.output ?? 0;
                const text = (m.content ?? []).filter((c) => c.type === 'text').map((c) => c.text ?? '').join('');
                if (text !== '')
                    t.finalAnswer = text;
                break;
            }
            case 'tool_execution_start': {
                const id = String(e.toolCallId ?? '');
                const call = { id, name: String(e.toolName ?? ''), input: e.args, result: undefined };
                calls.set(id, call);
                t.toolCalls.push(call);
                break;
            }
            case 'tool_execution_end': {
                const call = calls.get(String(e.toolCallId ?? ''));
                const content = e.result?.content ?? [];
                if (call)
                    call.result = { ok: e.isError !== true, text: content.map((c) => c.text ?? '').join('') };
                break;
            }
        }
    }
    if (!sawSession)
        return { ok: false, reason: 'the transcript has no pi session line' };
    // In json mode pi exits 0 whatever happened: the last assistant message says how the run ended.
    if (!last)
        t.error = { message: 'pi produced no answer', transient: false };
    else if (last.stopReason === 'error' || last.stopReason === 'aborted') {
        const message = last.errorMessage ?? `stopped: ${last.stopReason}`;
        t.error = piRunError(message);
    }
    else if ((last.content ?? []).length === 0 && (last.usage?.input ?? 0) === 0 && (last.usage?.output ?? 0) === 0) {
        // What a 200 with a body that is not a model stream looks like to pi: an empty "success".
        t.error = { message: 'the model returned an empty response (not a model stream?)', transient: false };
    }
    return { ok: true, transcript: t };
}
/** Skills pi expanded from `/skill:name`: the user message it put in place of the prompt. */
function piExpandedSkills(stdout) {
    const names = new Set();
    for (const line of stdout.split('\n')) {
        if (!line.includes('"message_end"'))
            continue;
        try {
            const e = JSON.parse(line);
            if (e.type !== 'message_end' || e.message?.role !== 'user')
                continue;
            const text = (e.message.content ?? []).map((c) => c.text ?? '').join('');
            const m = /^<skill name="([^"]+)" location="[^"]+">/.exec(text);
            if (m)
                names.add(m[1]);
        }
        catch {
            // not JSON: the parser reports that
        }
    }
    return names;
}

;// CONCATENATED MODULE: ./src/agents/pi/run.ts



/**
 * pi (`@mariozechner/pi-coding-agent`), headless with `--mode json -p`. Skills go in the agent folder,
 * `$PI_CODING_AGENT_DIR/skills/<name>/`, fresh per trial. src/agents/pi/transcript.ts
 * reads its run.
 */
const PROVIDER = 'caliper';
const QUIET = ['--no-session', '--no-context-files', '--no-extensions', '--offline'];
const pi = {
    name: 'pi',
    install: { registry: 'npm', package: '@mariozechner/pi-coding-agent', version: '0.73.1', bin: 'pi' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    // PI_CODING_AGENT_DIR: providers, settings, instructions, prompts, extensions, themes and sessions.
    configNames: ['models.json', 'settings.json', 'auth.json', 'AGENTS.md', 'SYSTEM.md', 'APPEND_SYSTEM.md', 'prompts', 'extensions', 'themes', 'skills', 'sessions', 'keybindings.json'],
    configure(sandbox, endpoint) {
        // Its defaults retry 4 × 3 times with back-off and wait 600 s for a silent server; caliper retries
        // transient faults itself, in a fresh sandbox.
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'settings.json'), JSON.stringify({ retry: { enabled: false, provider: { maxRetries: 0, timeoutMs: 240_000 } } }));
        if (endpoint.baseUrl) {
            const models = { providers: { [PROVIDER]: { baseUrl: `${endpoint.baseUrl.replace(/\/$/, '')}/v1`, api: 'openai-completions', apiKey: endpoint.apiKey ?? 'none', models: [{ id: endpoint.model ?? 'scripted-model' }] } } };
            (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'models.json'), JSON.stringify(models));
        }
    },
    command(input) {
        // The prompt on stdin, which `-p` reads (trimmed), never in argv: there a skill would read it from
        // /proc/PID/cmdline (docs/security.md), and pi, which has no `--`, would take a prompt starting with
        // "-" for an option and one starting with "@" for a file.
        return { args: ['--mode', 'json', '-p', ...QUIET, ...modelArgs(input)], env: environment(input), stdin: input.prompt };
    },
    passEnv: ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'],
    credentialEnv: ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY'],
    transcript: piTranscript,
    discoveryProbe: {
        args: (input) => ['--mode', 'rpc', ...QUIET, ...modelArgs(input)],
        stdin: '{"id":"caliper","type":"get_commands"}\n',
    },
    transcriptExport: undefined,
    explicit: { invocation: (skill) => `/skill:${skill}` },
    versionArgs: ['--version'],
};
function modelArgs(input) {
    if (input.endpoint.baseUrl)
        return ['--provider', PROVIDER, '--model', input.endpoint.model ?? 'scripted-model'];
    return input.endpoint.model ? ['--model', input.endpoint.model] : [];
}
function environment(input) {
    return { PI_CODING_AGENT_DIR: input.sandbox.configDir, PI_OFFLINE: '1', PI_SKIP_VERSION_CHECK: '1', PI_TELEMETRY: '0' };
}

;// CONCATENATED MODULE: ./src/eval/backends/index.ts






const BACKENDS = { 'claude-code': run/* claudeCode */.yN, codex: codex, pi: pi, hermes: hermes, opencode: opencode_run/* opencode */.a, 'gemini-cli': gemini_cli_run/* geminiCli */.o$ };
function backendNamed(name) {
    return BACKENDS[name];
}
const AVAILABLE_BACKENDS = Object.keys(BACKENDS);


/***/ }),

/***/ 49:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ installedSkillNames),
/* harmony export */   x: () => (/* binding */ unlessInstalled)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The folder names under a skills root, once the trial's skills are copied there: a CLI's own skill is
 * turned off by its name only when no installed skill has that name (anthropics/skills has a
 * `skill-creator`; Gemini CLI ships one too), else the user's skill would be turned off with it.
 */
function installedSkillNames(skillsRoot) {
    return new Set((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(skillsRoot) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(skillsRoot) : []);
}
/** `names` less those installed. */
function unlessInstalled(names, installed) {
    return names.filter((n) => !installed.has(n));
}


/***/ }),

/***/ 1031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ scriptLauncher)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7366);



/**
 * pip's launcher for a console script whose interpreter path is too long for a `#!` line (over 127 bytes,
 * a deep venv) or holds a space (distlib's `_build_shebang`): `#!/bin/sh`, then a line that is shell for
 * `exec INTERPRETER "$0" "$@"` and a string to Python. uv writes the same with the path in single quotes.
 */
const PIP_SH_LAUNCHER = /^#!\/bin\/sh\n'''exec' (?:"([^"]+)"|'([^']+)'|(\S+))(?: [^\n]*)? "\$0" "\$@"\n/;
/**
 * How a script file is started: the program on its `#!` line (`#!/usr/bin/env python3`: `env`, which finds
 * `python3` on PATH), or pip's `/bin/sh` launcher's interpreter. Undefined for a file that is not a script.
 */
function scriptLauncher(file) {
    const head = firstBytes(file, 1024);
    const launcher = PIP_SH_LAUNCHER.exec(head);
    if (launcher) {
        const interpreter = (launcher[1] ?? launcher[2] ?? launcher[3]);
        return { argv: [interpreter], interpreter };
    }
    if (!head.startsWith('#!'))
        return undefined;
    // The kernel passes what follows the program on the `#!` line as one argument.
    const line = head.slice(2).split('\n')[0].trim();
    const [program, rest] = splitOnce(line);
    if (!program)
        return undefined;
    const argv = rest ? [program, rest] : [program];
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(program) !== 'env')
        return { argv, interpreter: program };
    const interpreter = rest.split(/\s+/).find((w) => w !== '' && !w.startsWith('-') && !w.includes('='));
    return interpreter ? { argv, interpreter } : undefined;
}
function splitOnce(line) {
    const at = line.search(/\s/);
    return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at).trim()];
}
/** The first `count` bytes of a file as latin1 (an executable may be a 400 MB single-file build); '' when unreadable. */
function firstBytes(file, count) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'r');
        return (0,_util_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__/* .readUpTo */ .V)(fd, count).toString('latin1');
    }
    catch {
        return '';
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 5302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ decodeAnthropic),
/* harmony export */   Vi: () => (/* binding */ LISTING_HEADER),
/* harmony export */   _S: () => (/* binding */ parseListing),
/* harmony export */   d$: () => (/* binding */ claudeDialect),
/* harmony export */   gO: () => (/* binding */ streamPieces),
/* harmony export */   h5: () => (/* binding */ writeAnthropicResponse),
/* harmony export */   kd: () => (/* binding */ sideCallAnswer)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

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
                // An explicit `/name` arrives expanded, before any prompt: the body is injected, not asked for.
                if (b.text.startsWith(LOADED_PREFIX))
                    conversation.turns.push({ role: 'injected', text: b.text });
                else if (!promptSeen && !b.text.startsWith('<system-reminder>') && !b.text.startsWith('<command-')) {
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
        // The list ends at the first blank line (or the reminder's closing tag) after its entries: what
        // follows is other text of the prompt, not a description.
        if (skills.length > 0 && (line.trim() === '' || line.startsWith('</')))
            break;
        // Over its budget Claude Code lists a skill by its name alone (`- name`).
        const entry = /^- ([^:\s]+)(?:: ?(.*))?$/.exec(line);
        if (entry)
            skills.push({ name: entry[1], description: entry[2] ?? '' });
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
            return expansion(conversation, -1);
        const result = conversation.turns.slice(skillCall + 1).find((t) => t.role === 'tool-result');
        if (result && !result.ok)
            return 'failed';
        return expansion(conversation, skillCall);
    },
    read: (path) => ({ kind: 'tool', name: 'Read', input: { file_path: path } }),
    shell: (command) => ({ kind: 'tool', name: 'Bash', input: { command, description: 'Run a step of the skill' } }),
};
/** The first "Base directory for this skill: <dir>" injection after turn `after`: the skill's body. */
function expansion(conversation, after) {
    const index = conversation.turns.findIndex((t, i) => i > after && t.role === 'injected' && t.text.startsWith(LOADED_PREFIX));
    if (index < 0)
        return undefined;
    const text = conversation.turns[index].text;
    const newline = text.indexOf('\n');
    return { dir: text.slice(LOADED_PREFIX.length, newline < 0 ? undefined : newline).trim(), body: newline < 0 ? '' : text.slice(newline + 1), turn: index };
}
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
/**
 * `chunked`: as the real API streams, a `ping` after `message_start` and each text or tool input in
 * several deltas (for the stand-ins of real providers; the scripted model sends each in one).
 */
function writeAnthropicResponse(res, body, action, seed, chunked = false) {
    const model = body.model ?? 'scripted-model';
    const id = (kind) => `${kind}_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}:${kind}`).digest('hex').slice(0, 20)}`;
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
    if (chunked)
        event('ping', {});
    const split = (text) => (chunked ? streamPieces(text) : [text]);
    content.forEach((block, index) => {
        if (block.type === 'text') {
            event('content_block_start', { index, content_block: { type: 'text', text: '' } });
            for (const text of split(block.text))
                event('content_block_delta', { index, delta: { type: 'text_delta', text } });
        }
        else {
            event('content_block_start', { index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
            for (const partial_json of split(JSON.stringify(block.input)))
                event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } });
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
/** A streamed text in the few uneven pieces a real API sends it in (at most 4, none empty). */
function streamPieces(text) {
    if (text.length < 4)
        return [text];
    const cuts = [Math.floor(text.length / 7), Math.floor(text.length / 2), text.length - 1];
    return [0, ...cuts].map((start, i, all) => text.slice(start, all[i + 1] ?? text.length)).filter((p) => p !== '');
}


/***/ })

};
