export const id = 425;
export const ids = [425];
export const modules = {

/***/ 3452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ decodeAnthropic),
/* harmony export */   Vi: () => (/* binding */ LISTING_HEADER),
/* harmony export */   _S: () => (/* binding */ parseListing),
/* harmony export */   d$: () => (/* binding */ claudeDialect),
/* harmony export */   h5: () => (/* binding */ writeAnthropicResponse),
/* harmony export */   kd: () => (/* binding */ sideCallAnswer),
/* harmony export */   nA: () => (/* binding */ claudeCodeWire)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _eval_replay_providerApi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1015);
/* harmony import */ var _scripted_model_stream_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9952);



/** Claude Code over the Anthropic Messages API. */
const LISTING_HEADER = 'The following skills are available for use with the Skill tool:';
const LOADED_PREFIX = 'Base directory for this skill: ';
function decodeAnthropic(body) {
    const messages = body.messages ?? [];
    const conversation = {
        prompt: '',
        listedSkills: [],
        tools: (body.tools ?? []).map((t) => t.name ?? ''),
        turns: [],
    };
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
            const toolUses = blocks
                .filter((b) => b.type === 'tool_use')
                .map((b) => ({ id: b.id ?? '', name: b.name ?? '', input: b.input ?? {} }));
            conversation.turns.push({ role: 'assistant', toolUses, text: blocks.map((b) => b.text ?? '').join('') });
            continue;
        }
        for (const b of blocks) {
            if (b.type === 'tool_result') {
                conversation.turns.push({
                    role: 'tool-result',
                    toolUseId: b.tool_use_id ?? '',
                    ok: b.is_error !== true,
                    text: textOf(b.content),
                });
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
    return {
        dir: text.slice(LOADED_PREFIX.length, newline < 0 ? undefined : newline).trim(),
        body: newline < 0 ? '' : text.slice(newline + 1),
        turn: index,
    };
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
        res.end(JSON.stringify({
            id: id('msg'),
            type: 'message',
            role: 'assistant',
            model,
            content,
            stop_reason: stopReason,
            stop_sequence: null,
            usage,
        }));
        return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': id('req') });
    const event = (type, data) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event('message_start', {
        message: {
            id: id('msg'),
            type: 'message',
            role: 'assistant',
            model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { ...usage, output_tokens: 1 },
        },
    });
    if (chunked)
        event('ping', {});
    const split = (text) => (chunked ? (0,_scripted_model_stream_js__WEBPACK_IMPORTED_MODULE_2__/* .streamPieces */ .g)(text) : [text]);
    content.forEach((block, index) => {
        if (block.type === 'text') {
            event('content_block_start', { index, content_block: { type: 'text', text: '' } });
            for (const text of split(block.text))
                event('content_block_delta', { index, delta: { type: 'text_delta', text } });
        }
        else {
            event('content_block_start', {
                index,
                content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
            });
            for (const partial_json of split(JSON.stringify(block.input)))
                event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } });
        }
        event('content_block_stop', { index });
    });
    event('message_delta', {
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: usage.output_tokens },
    });
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
/** Claude Code on Anthropic's Messages API (the scripted model answers it at /v1/messages). */
const claudeCodeWire = {
    api: _eval_replay_providerApi_js__WEBPACK_IMPORTED_MODULE_1__/* .ANTHROPIC */ .Vp,
    upstream: 'https://api.anthropic.com',
    keyUpstreams: {},
    decode: (body) => decodeAnthropic((body ?? {})),
};


/***/ }),

/***/ 4746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ codexMcp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** Codex's name for a name part: every character outside `[A-Za-z0-9_-]` becomes `_`. */
const part = (name) => name.replace(/[^A-Za-z0-9_-]/g, '_');
/** A TOML basic string (JSON's escapes are TOML's). */
const str = (s) => JSON.stringify(s);
function serverTable(s) {
    const env = Object.entries(s.env)
        .map(([k, v]) => `${str(k)} = ${str(v)}`)
        .join(', ');
    return [
        `[mcp_servers.${str(s.name)}]`,
        `command = ${str(s.command)}`,
        `args = [${s.args.map(str).join(', ')}]`,
        `env = { ${env} }`,
        '',
    ].join('\n');
}
/**
 * Codex 0.171.0: `[mcp_servers.NAME]` tables in `$CODEX_HOME/config.toml`, after the provider and
 * features `run.configure` wrote there (a server's `env` is all it passes of its own environment); it
 * offers and records each tool as `mcp__<server>__<tool>` (the stream's `mcp_tool_call` items name the
 * server and the tool apart: src/agents/codex/transcript.ts). No flag: the config file is read by its
 * resumed runs too.
 */
const codexMcp = {
    toolName: (server, tool) => `mcp__${part(server)}__${part(tool)}`,
    configure(sandbox, servers) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(sandbox.configDir, 'config.toml'), `\n${servers.map(serverTable).join('\n')}`);
        return { args: [], env: {} };
    },
};


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
/* harmony import */ var _shared_jsonLines_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7159);
/* harmony import */ var _shared_listing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5030);
/* harmony import */ var _shared_providerFaults_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1928);
/* harmony import */ var _shared_sessionLogs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9997);
/* harmony import */ var _shared_skillPaths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7251);
/* harmony import */ var _mcp_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4746);
/* harmony import */ var _shared_emptyTranscript_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3205);








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
    const lines = (0,_shared_jsonLines_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonLines */ .L)(stdout);
    if (!lines.ok)
        return lines;
    const t = (0,_shared_emptyTranscript_js__WEBPACK_IMPORTED_MODULE_7__/* .emptyTranscript */ .g)();
    let started = false;
    for (const e of lines.values) {
        if (e.type === 'thread.started')
            started = true;
        else if (e.type === 'item.completed' && e.item?.type === 'command_execution') {
            const item = e.item;
            t.toolCalls.push({
                id: item.id ?? '',
                name: 'command_execution',
                input: { command: item.command, reads: [] },
                result: { ok: item.exit_code === 0, text: item.aggregated_output ?? '' },
            });
        }
        else if (e.type === 'item.completed' && e.item?.type === 'mcp_tool_call')
            t.toolCalls.push(mcpToolCall(e.item));
        else if (e.type === 'item.completed' && e.item?.type === 'agent_message')
            t.finalAnswer = e.item.text;
        else if (e.type === 'turn.completed' && e.usage) {
            t.usage.inputTokens += e.usage.input_tokens ?? 0;
            t.usage.outputTokens += e.usage.output_tokens ?? 0;
            // Codex counts its cached input within input_tokens.
            t.usage.cacheReadTokens = (t.usage.cacheReadTokens ?? 0) + (e.usage.cached_input_tokens ?? 0);
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
/**
 * A call of an MCP tool, under the name Codex offered it by (codexMcp.toolName): the stream names the server and the
 * tool apart.
 */
function mcpToolCall(item) {
    const text = (item.result?.content ?? []).map((c) => (typeof c?.text === 'string' ? c.text : '')).join('');
    const ok = item.status === 'completed' && !item.error && !item.result?.isError && !item.result?.is_error;
    return {
        id: item.id ?? '',
        name: _mcp_js__WEBPACK_IMPORTED_MODULE_5__/* .codexMcp */ .I.toolName(String(item.server ?? ''), String(item.tool ?? '')),
        input: item.arguments ?? {},
        result: { ok, text },
    };
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
        call.input.reads = (x.parsed_cmd ?? [])
            .filter((c) => c.type === 'read' && typeof c.path === 'string')
            .map((c) => c.path);
    });
}
/** `- name: description (file: r0/name/SKILL.md)` lines, with the `rN` roots resolved. */
function parseCodexListing(text) {
    const roots = new Map([...text.matchAll(/^- `(r\d+)` = `([^`]+)`$/gm)].map((m) => [m[1], m[2]]));
    const skills = [];
    for (const m of text.matchAll(/^- ([^:\n]+): (.*) \(file: ([^)\n]+)\)$/gm)) {
        const file = m[3].replace(/^(r\d+)\//, (whole, alias) => roots.has(alias) ? `${roots.get(alias)}/` : whole);
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

/***/ 7017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ codexDialect),
/* harmony export */   JJ: () => (/* binding */ writeResponsesResponse),
/* harmony export */   aP: () => (/* binding */ decodeCodex),
/* harmony export */   nv: () => (/* binding */ codexWire)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _transcript_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6594);
/* harmony import */ var _scripted_model_conversation_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6243);
/* harmony import */ var _skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8604);
/* harmony import */ var _scripted_model_stream_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9952);
/* harmony import */ var _scripted_model_responsesAsChat_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8448);
/* harmony import */ var _eval_replay_providerApi_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1015);








/** A namespaced tool's one name for the scripted model: `<namespace>__<tool>` (`mcp__orders__lookup_order`). */
const qualified = (namespace, name) => `${namespace}__${name}`;
/** The names of the tools offered, a namespace's tools each by its qualified name. */
function offeredNames(tools) {
    return (tools ?? []).flatMap((t) => t.type === 'namespace' ? (t.tools ?? []).map((f) => qualified(t.name ?? '', f.name ?? '')) : [t.name ?? '']);
}
/** A qualified name of a tool offered in a namespace, split back into its namespace and name. */
function namespaced(tools, name) {
    for (const t of tools ?? []) {
        if (t.type !== 'namespace' || !t.name)
            continue;
        const tool = (t.tools ?? []).find((f) => f.name !== undefined && qualified(t.name, f.name) === name);
        if (tool)
            return { namespace: t.name, name: tool.name };
    }
    return undefined;
}
const EXPLICIT = /^<skill>\n<name>([^<]+)<\/name>\n<path>([^<]+)<\/path>\n([\s\S]*?)\n?<\/skill>$/;
function decodeCodex(body) {
    const items = typeof body.input === 'string' ? [{ type: 'message', role: 'user', content: body.input }] : (body.input ?? []);
    const conversation = {
        prompt: '',
        listedSkills: [],
        tools: offeredNames(body.tools),
        turns: [],
        files: new Map(),
    };
    let promptSeen = false;
    for (const item of items) {
        const text = typeof item.content === 'string' ? item.content : (item.content ?? []).map((c) => c.text ?? '').join('');
        if (item.type === 'message' && item.role === 'developer') {
            if (text.startsWith('<skills_instructions>')) {
                for (const s of (0,_transcript_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCodexListing */ .Bs)(text)) {
                    conversation.listedSkills.push({ name: s.name, description: s.description });
                    conversation.files.set(s.name, s.file);
                }
            }
        }
        else if (item.type === 'message' && item.role === 'user') {
            if (text.startsWith('<environment_context>'))
                continue;
            if (EXPLICIT.test(text))
                conversation.turns.push({ role: 'injected', text });
            else if (!promptSeen) {
                conversation.prompt = text;
                promptSeen = true;
            }
        }
        else if (item.type === 'function_call') {
            let input = {};
            try {
                input = JSON.parse(item.arguments ?? '{}');
            }
            catch {
                // keep {}
            }
            const name = item.namespace ? qualified(item.namespace, item.name ?? '') : (item.name ?? '');
            conversation.turns.push({ role: 'assistant', toolUses: [{ id: item.call_id ?? '', name, input }], text: '' });
        }
        else if (item.type === 'function_call_output') {
            // A command's output is one string; an MCP tool's, a list of content parts.
            const output = (0,_scripted_model_responsesAsChat_js__WEBPACK_IMPORTED_MODULE_5__/* .textOf */ .b6)(item.output);
            conversation.turns.push({
                role: 'tool-result',
                toolUseId: item.call_id ?? '',
                ok: /Process exited with code 0\b/.test(output),
                text: output.replace(/^[\s\S]*?\nOutput:\n/, ''),
            });
        }
    }
    return conversation;
}
const quote = (p) => `'${p.replace(/'/g, `'\\''`)}'`;
function codexDialect(files) {
    return {
        activate: (skill) => ({
            kind: 'tool',
            name: 'exec_command',
            input: { cmd: `cat ${quote(files.get(skill.name) ?? skill.name)}` },
        }),
        loadedSkill(conversation) {
            const injected = conversation.turns.findIndex((t) => t.role === 'injected' && EXPLICIT.test(t.text));
            if (injected >= 0) {
                const m = EXPLICIT.exec(conversation.turns[injected].text);
                return { dir: node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(m[2]), body: (0,_skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_3__/* .skillBody */ .k2)(m[3]), turn: injected };
            }
            const read = (0,_scripted_model_conversation_js__WEBPACK_IMPORTED_MODULE_6__/* .firstCallAndResult */ .n)(conversation, (u) => /^cat '.*\/SKILL\.md'$/.test(String(u.input.cmd ?? '')));
            if (read === undefined || read === 'pending')
                return undefined;
            if (!read.ok)
                return 'failed';
            const file = String(read.use.input.cmd).slice("cat '".length, -1).replace(/'\\''/g, "'");
            return { dir: node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), body: (0,_skills_frontmatter_js__WEBPACK_IMPORTED_MODULE_3__/* .skillBody */ .k2)(read.text), turn: read.turn };
        },
        read: (file) => ({ kind: 'tool', name: 'exec_command', input: { cmd: `cat ${quote(file)}` } }),
        shell: (command) => ({ kind: 'tool', name: 'exec_command', input: { cmd: command } }),
    };
}
/**
 * One action as a Responses stream, in the real API's order: `response.created`, `response.in_progress`,
 * the item added, its text (in a content part) or its arguments as deltas and then whole in the `.done`
 * events, the item done, and `response.completed` with usage. Every event has its `sequence_number`.
 * `chunked`: each text or arguments in several deltas, as the real API streams them (for the stand-ins
 * of real providers; the scripted model sends each in one delta).
 */
function writeResponsesResponse(res, body, action, seed, chunked = false) {
    const id = (kind) => `${kind}_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}:${kind}`).digest('hex').slice(0, 20)}`;
    const item = outputItem(action, id, body.tools);
    const response = { id: id('resp'), object: 'response', model: body.model ?? 'scripted-model', status: 'completed' };
    const usage = {
        input_tokens: 100,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: 20,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: 120,
    };
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let sequence = 0;
    const event = (type, data) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`);
    const inProgress = { ...response, status: 'in_progress', output: [] };
    event('response.created', { response: inProgress });
    event('response.in_progress', { response: inProgress });
    writeItemEvents(event, item, 0, chunked ? _scripted_model_stream_js__WEBPACK_IMPORTED_MODULE_7__/* .streamPieces */ .g : (text) => [text]);
    event('response.completed', { response: { ...response, output: [item], usage } });
    res.end();
}
function outputItem(action, id, tools) {
    if (action.kind === 'text')
        return {
            type: 'message',
            id: id('msg'),
            role: 'assistant',
            status: 'completed',
            content: [{ type: 'output_text', text: action.text, annotations: [] }],
        };
    const inSpace = namespaced(tools, action.name);
    const name = inSpace ? { name: inSpace.name, namespace: inSpace.namespace } : { name: action.name };
    return {
        type: 'function_call',
        id: id('fc'),
        call_id: id('call'),
        ...name,
        arguments: JSON.stringify(action.input),
        status: 'completed',
    };
}
/** One output item: added empty, streamed as deltas, each part done whole, then the item done. */
function writeItemEvents(event, item, output_index, split) {
    const at = { item_id: item.id, output_index };
    if (item.type === 'function_call') {
        event('response.output_item.added', { output_index, item: { ...item, arguments: '', status: 'in_progress' } });
        for (const delta of split(item.arguments))
            event('response.function_call_arguments.delta', { ...at, delta });
        event('response.function_call_arguments.done', { ...at, name: item.name, arguments: item.arguments });
    }
    else {
        event('response.output_item.added', { output_index, item: { ...item, content: [], status: 'in_progress' } });
        item.content.forEach((part, content_index) => {
            event('response.content_part.added', { ...at, content_index, part: { ...part, text: '' } });
            for (const delta of split(part.text))
                event('response.output_text.delta', { ...at, content_index, delta, logprobs: [] });
            event('response.output_text.done', { ...at, content_index, text: part.text, logprobs: [] });
            event('response.content_part.done', { ...at, content_index, part });
        });
    }
    event('response.output_item.done', { output_index, item });
}
/** Codex on OpenAI's Responses API (the scripted model answers it at /v1/responses). */
const codexWire = {
    api: _eval_replay_providerApi_js__WEBPACK_IMPORTED_MODULE_4__/* .RESPONSES */ .LW,
    upstream: 'https://api.openai.com',
    keyUpstreams: {},
    decode: (body) => decodeCodex((body ?? {})),
};


/***/ }),

/***/ 8046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ writeGeminiResponse),
/* harmony export */   Pe: () => (/* binding */ routingAnswer),
/* harmony export */   jv: () => (/* binding */ geminiCliWire),
/* harmony export */   qC: () => (/* binding */ decodeGemini),
/* harmony export */   wF: () => (/* binding */ geminiDialect)
/* harmony export */ });
/* unused harmony export instructionsOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _scripted_model_conversation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6243);
/* harmony import */ var _shared_availableSkills_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2315);
/* harmony import */ var _eval_replay_providerApi_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1015);





function decodeGemini(body) {
    const system = (body.systemInstruction?.parts ?? []).map((p) => p.text ?? '').join('\n');
    const listed = (0,_shared_availableSkills_js__WEBPACK_IMPORTED_MODULE_3__/* .parseAvailableSkills */ .b)(system);
    const conversation = {
        prompt: '',
        listedSkills: listed,
        tools: (body.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name ?? '')),
        turns: [],
        locations: new Map(listed.map((s) => [s.name, s.location])),
    };
    for (const content of body.contents ?? []) {
        for (const part of content.parts ?? []) {
            if (part.functionCall) {
                conversation.turns.push({
                    role: 'assistant',
                    toolUses: [
                        { id: part.functionCall.id ?? '', name: part.functionCall.name ?? '', input: part.functionCall.args ?? {} },
                    ],
                    text: '',
                });
            }
            else if (part.functionResponse) {
                const r = part.functionResponse.response ?? {};
                conversation.turns.push({
                    role: 'tool-result',
                    toolUseId: part.functionResponse.id ?? '',
                    ok: r.error === undefined,
                    text: r.output ?? '',
                });
            }
            else if (content.role === 'user' &&
                typeof part.text === 'string' &&
                !part.text.startsWith('<session_context>') &&
                conversation.prompt === '') {
                conversation.prompt = part.text;
            }
        }
    }
    return conversation;
}
function geminiDialect(locations) {
    return {
        activate: (skill) => ({ kind: 'tool', name: 'activate_skill', input: { name: skill.name } }),
        loadedSkill(conversation) {
            const call = (0,_scripted_model_conversation_js__WEBPACK_IMPORTED_MODULE_4__/* .firstCallAndResult */ .n)(conversation, (u) => u.name === 'activate_skill');
            if (call === undefined || call === 'pending')
                return undefined;
            // Gemini indents the body's first line under the tag.
            const body = instructionsOf(call.text)?.replace(/^[ \t]+/, '');
            if (!call.ok || body === undefined)
                return 'failed';
            const location = locations.get(String(call.use.input.name));
            return { dir: location ? node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(location) : '', body, turn: call.turn };
        },
        read: (file) => ({ kind: 'tool', name: 'read_file', input: { file_path: file } }),
        shell: (command) => ({
            kind: 'tool',
            name: 'run_shell_command',
            input: { command, description: 'Run a step of the skill' },
        }),
    };
}
/** The routing call wants JSON matching its schema: strings say "scripted", numbers are 1 (the simple route). */
function routingAnswer(body) {
    const schema = body.generationConfig?.responseJsonSchema ?? body.generationConfig?.responseSchema;
    if (!schema?.properties)
        return undefined;
    const value = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [
        k,
        /^(integer|number)$/i.test(s.type ?? '') ? 1 : /^boolean$/i.test(s.type ?? '') ? false : 'scripted',
    ]));
    return JSON.stringify(value);
}
function writeGeminiResponse(res, model, action, stream, seed) {
    const part = action.kind === 'text'
        ? { text: action.text }
        : {
            functionCall: {
                id: `call_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(seed).digest('hex').slice(0, 16)}`,
                name: action.name,
                args: action.input,
            },
        };
    const payload = {
        candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 20, totalTokenCount: 120 },
        modelVersion: model,
    };
    if (!stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
        return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(`data: ${JSON.stringify(payload)}\n\n`);
    res.end();
}
/**
 * The text of an `<instructions>` block (up to the newline before its closing tag), found without a
 * backtracking regex: the request is agent-written, and a lazy match over 250,000 newlines took seconds.
 */
function instructionsOf(text) {
    const open = '<instructions>\n';
    const start = text.indexOf(open);
    if (start < 0)
        return undefined;
    const end = text.indexOf('</instructions>', start + open.length);
    if (end < 0)
        return undefined;
    const segment = text.slice(start + open.length, end);
    let content = segment.length;
    while (content > 0 && /\s/.test(segment[content - 1]))
        content--;
    const newline = segment.indexOf('\n', content);
    return newline < 0 ? undefined : segment.slice(0, newline);
}
/** Gemini CLI on Google's Gemini API (the scripted model answers it at /v1beta/models/…). */
const geminiCliWire = {
    api: _eval_replay_providerApi_js__WEBPACK_IMPORTED_MODULE_2__/* .GEMINI */ .eX,
    upstream: 'https://generativelanguage.googleapis.com',
    keyUpstreams: {},
    decode: (body) => decodeGemini((body ?? {})),
};


/***/ }),

/***/ 1425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jw: () => (/* binding */ AGENTS),
  RO: () => (/* reexport */ agents_facts/* AGENT_NAMES */.RO),
  XC: () => (/* binding */ agentNamed),
  jk: () => (/* binding */ agentOf)
});

// EXTERNAL MODULE: ./src/agents/claude-code/facts.ts + 1 modules
var facts = __webpack_require__(8914);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/agents/claude-code/mcp.ts


/**
 * Claude Code's name for a name part: every character outside `[A-Za-z0-9_-]` becomes `_` (2.1.332's normalisation).
 */
const part = (name) => name.replace(/[^A-Za-z0-9_-]/g, '_');
/** The file caliper writes in CLAUDE_CONFIG_DIR: Claude Code reads it only because `--mcp-config` names it. */
const CLAUDE_MCP_CONFIG = 'caliper-mcp.json';
/**
 * Claude Code 2.1.332: `--mcp-config FILE` (`{ "mcpServers": { NAME: { type: "stdio", command, args, env } } }`)
 * with `--strict-mcp-config`, so no other server of any scope is started; it offers and records each tool
 * as `mcp__<server>__<tool>`. With `--dangerously-skip-permissions` a call needs no approval.
 * Its tool search is off (`ENABLE_TOOL_SEARCH=false`): 2.1.332 otherwise defers every MCP tool (the model
 * sees only its name, and must call ToolSearch to load it before calling it), so the servers' tools are
 * offered up front, as they are on the other CLIs.
 */
const claudeCodeMcp = {
    toolName: (server, tool) => `mcp__${part(server)}__${part(tool)}`,
    configure(sandbox, servers) {
        const file = external_node_path_default().join(sandbox.configDir, CLAUDE_MCP_CONFIG);
        const mcpServers = Object.fromEntries(servers.map((s) => [s.name, { type: 'stdio', command: s.command, args: [...s.args], env: { ...s.env } }]));
        (0,external_node_fs_.writeFileSync)(file, `${JSON.stringify({ mcpServers }, null, 2)}\n`);
        return { args: ['--mcp-config', file, '--strict-mcp-config'], env: { ENABLE_TOOL_SEARCH: 'false' } };
    },
};

;// CONCATENATED MODULE: ./src/agents/shared/resume.ts
/** A CLI's first command with `more` arguments after its own: how most CLIs continue their last session. */
function withArgs(command, ...more) {
    return { args: [...command.args, ...more], ...(command.stdin !== undefined && { stdin: command.stdin }) };
}

;// CONCATENATED MODULE: ./src/eval/discovery/bundledSkills.ts

/**
 * The folder names under a skills root, once the trial's skills are copied there: a CLI's own skill is
 * turned off by its name only when no installed skill has that name (anthropics/skills has a
 * `skill-creator`; Gemini CLI ships one too), else the user's skill would be turned off with it.
 */
function installedSkillNames(skillsRoot) {
    return new Set((0,external_node_fs_.existsSync)(skillsRoot) ? (0,external_node_fs_.readdirSync)(skillsRoot) : []);
}
/** `names` less those installed. */
function unlessInstalled(names, installed) {
    return names.filter((n) => !installed.has(n));
}

;// CONCATENATED MODULE: ./src/agents/shared/proxyEnv.ts
/** The proxy variables every CLI is given, both spellings: a trial's way out under bubblewrap is its proxy. */
const PROXY_ENV = ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'];

;// CONCATENATED MODULE: ./src/agents/shared/workFolderBlanks.ts


/**
 * Replace each settings file a CLI reads from its work folder (a fixture's, so the pull request's) with a blank one,
 * which the agent's pin then keeps blank: the CLI still reads the folder's content (its skills, commands, memory),
 * never its settings (hooks, an endpoint's variables).
 */
function writeBlanks(workDir, blanks) {
    for (const [file, text] of blanks)
        blank(external_node_path_default().join(workDir, file), text);
}
/** The blanks' paths in this work folder, for the agent's `pinned`. */
const blankPaths = (workDir, blanks) => blanks.map(([file]) => external_node_path_default().join(workDir, file));
function blank(file, text) {
    // A fixture's settings folder that is a file or a link is not followed out of the work folder.
    if ((0,external_node_fs_.lstatSync)(external_node_path_default().dirname(file), { throwIfNoEntry: false })?.isDirectory() === false)
        (0,external_node_fs_.rmSync)(external_node_path_default().dirname(file));
    (0,external_node_fs_.rmSync)(file, { recursive: true, force: true });
    (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(file), { recursive: true });
    (0,external_node_fs_.writeFileSync)(file, text);
}

;// CONCATENATED MODULE: ./src/agents/claude-code/run.ts







/**
 * The work folder's project and local settings, a fixture's, blanked: their `env` could set ANTHROPIC_BASE_URL and a
 * hook serve a model of the pull request's own in the sandbox, and the CLI's real transcript would then say what that
 * model chose (docs/security.md). Not `--setting-sources user`: that also drops the project's skills, which a
 * fixture brings as a real project does (`chosenOutside`).
 */
const PROJECT_SETTINGS_BLANKS = [
    [external_node_path_default().join('.claude', 'settings.json'), '{}\n'],
    [external_node_path_default().join('.claude', 'settings.local.json'), '{}\n'],
];
/**
 * Claude Code (`@anthropic-ai/claude-code`), headless with `-p … --output-format stream-json`.
 * Skills are installed in user scope, `$CLAUDE_CONFIG_DIR/skills/<name>/`: a native root that is fresh
 * per trial and outside the working folder. Activation is a `Skill` tool call whose result succeeded.
 */
const claudeCodeRun = {
    install: { registry: 'npm', package: '@anthropic-ai/claude-code', version: '2.1.332', bin: 'claude' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    // CLAUDE_CONFIG_DIR: settings, memory, commands, plugins and session state. (`agents/` is not here: a
    // plugin's agents are loaded as agents by a plugin install too.)
    configNames: [
        'settings.json',
        'settings.local.json',
        '.claude.json',
        '.credentials.json',
        'CLAUDE.md',
        'commands',
        'output-styles',
        'plugins',
        'projects',
        'rules',
        'skills',
        'keybindings.json',
    ],
    // The endpoint and key travel in the environment; the settings only turn off what it ships.
    configure(sandbox) {
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'settings.json'), `${JSON.stringify(claudeSettings(installedSkillNames(claudeCodeRun.skillsRoot(sandbox))), null, 2)}\n`);
        writeBlanks(sandbox.workDir, PROJECT_SETTINGS_BLANKS);
    },
    // Its settings name the endpoint's variables (`env`), hooks and plugins; the MCP config names the servers. The
    // work folder's settings, blanked by `configure`, stay blank.
    pinned: (sandbox) => [
        ...['settings.json', CLAUDE_MCP_CONFIG].map((name) => external_node_path_default().join(sandbox.configDir, name)),
        ...blankPaths(sandbox.workDir, PROJECT_SETTINGS_BLANKS),
    ],
    command({ sandbox, prompt, endpoint, maxTurns, pluginRoot }) {
        const args = [
            '-p',
            '--output-format',
            'stream-json',
            '--verbose',
            '--max-turns',
            String(maxTurns),
            '--dangerously-skip-permissions',
        ];
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
    passEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'ANTHROPIC_AUTH_TOKEN', ...PROXY_ENV],
    credentialEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN'],
    // Its `system/init` event lists the skills.
    discoveryProbe: undefined,
    transcriptExport: undefined,
    explicit: { invocation: (skill) => `/${skill}` },
    // The first run's command with --continue: the most recent conversation of this working folder.
    resume: (input) => withArgs(claudeCodeRun.command(input), '--continue'),
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
        skillOverrides: Object.fromEntries(unlessInstalled(CLAUDE_BUILTIN_LISTED_SKILLS, installed).map((name) => [name, 'off'])),
    };
}

// EXTERNAL MODULE: ./src/agents/claude-code/wire.ts
var wire = __webpack_require__(3452);
// EXTERNAL MODULE: ./src/agents/shared/jsonLines.ts
var jsonLines = __webpack_require__(7159);
// EXTERNAL MODULE: ./src/agents/shared/listing.ts
var listing = __webpack_require__(5030);
// EXTERNAL MODULE: ./src/agents/shared/providerFaults.ts
var providerFaults = __webpack_require__(1928);
// EXTERNAL MODULE: ./src/agents/shared/sessionLogs.ts
var sessionLogs = __webpack_require__(9997);
;// CONCATENATED MODULE: ./src/agents/shared/skillTool.ts
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

// EXTERNAL MODULE: ./src/agents/shared/emptyTranscript.ts
var emptyTranscript = __webpack_require__(3205);
;// CONCATENATED MODULE: ./src/agents/claude-code/transcript.ts








/**
 * Claude Code's `-p … --output-format stream-json` stream. Activation is a `Skill` tool call whose result
 * succeeded; its session log (`$CLAUDE_CONFIG_DIR/projects/…`) keeps the listing it sent and the slash
 * commands it expanded.
 */
const claudeCodeTranscript = {
    parse: parseClaudeTranscript,
    activatedSkills: (transcript) => skillToolActivations(transcript, 'Skill', 'skill'),
    // Its `system/init` event lists the skills: no probe.
    listedInRun: (_stdout, sandbox) => (0,listing/* listingIn */._S)((0,listing/* stringsIn */.QQ)(sessionLog(sandbox)), wire/* LISTING_HEADER */.Vi, wire/* parseListing */._S),
    // stream-json does not show a slash command's expansion; the session log does, as a meta user
    // message "Base directory for this skill: <dir>" carrying the body.
    explicitlyLoaded: (sandbox) => expandedSkills(sessionLog(sandbox)),
    parseVersion: (stdout) => /(\d+\.\d+\.\d+)/.exec(stdout)?.[1],
};
function sessionLog(sandbox) {
    return (0,sessionLogs/* readSessionLogs */.W)(sandbox.root, external_node_path_default().join(sandbox.configDir, 'projects'));
}
/** Claude Code's words for a provider that is busy or a connection that dropped. */
const TRANSIENT = new RegExp([
    'overloaded|rate.?limit|Unable to connect|Connection (?:dropped|error)',
    'Request timed out|API Error: (?:terminated|Premature close)',
].join('|'), 'i');
/**
 * Claude Code's `result.is_error`: transient for a status of the provider's (`api_error_status`) that
 * passes, and for its words for a provider that is busy or a connection that dropped ("API Error:
 * Connection dropped (ECONNRESET)", "Request timed out", "Overloaded").
 */
function claudeRunError(text, status) {
    return (0,providerFaults/* runError */.ML)(status ? `${text} (HTTP ${status})` : text, {
        ...(status !== undefined && { status }),
        transient: TRANSIENT.test(text),
    });
}
function parseClaudeTranscript(stdout) {
    const lines = (0,jsonLines/* parseJsonLines */.L)(stdout);
    if (!lines.ok)
        return lines;
    const t = (0,emptyTranscript/* emptyTranscript */.g)();
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
                    t.usage.inputTokens =
                        (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0);
                    t.usage.outputTokens = usage.output_tokens ?? 0;
                    t.usage.cacheReadTokens = usage.cache_read_input_tokens ?? 0;
                    t.usage.cacheWriteTokens = usage.cache_creation_input_tokens ?? 0;
                }
                if (typeof event.total_cost_usd === 'number')
                    t.usage.costUsd = event.total_cost_usd;
                if (typeof event.num_turns === 'number')
                    t.usage.turns = event.num_turns;
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

;// CONCATENATED MODULE: ./src/agents/claude-code/index.ts





const claudeCode = {
    name: facts/* claudeCodeFacts */.p.name,
    facts: facts/* claudeCodeFacts */.p,
    run: claudeCodeRun,
    transcript: claudeCodeTranscript,
    wire: wire/* claudeCodeWire */.nA,
    mcp: claudeCodeMcp,
};

// EXTERNAL MODULE: ./src/agents/codex/facts.ts + 1 modules
var codex_facts = __webpack_require__(5403);
// EXTERNAL MODULE: ./src/agents/codex/mcp.ts
var mcp = __webpack_require__(4746);
;// CONCATENATED MODULE: ./src/agents/codex/native.ts


/** The npm package's platform packages and the Rust target each holds (as its `bin/codex.js` maps them). */
const TARGETS = {
    'linux-x64': { pkg: '@openai/codex-linux-x64', triple: 'x86_64-unknown-linux-musl' },
    'linux-arm64': { pkg: '@openai/codex-linux-arm64', triple: 'aarch64-unknown-linux-musl' },
    'darwin-x64': { pkg: '@openai/codex-darwin-x64', triple: 'x86_64-apple-darwin' },
    'darwin-arm64': { pkg: '@openai/codex-darwin-arm64', triple: 'aarch64-apple-darwin' },
};
const known = new Map();
/**
 * The binary the npm package's launcher (`bin/codex.js`, a Node script) would start, with the variables it would
 * set: started directly, each Codex run saves a Node start (0.05 CPU s, 340 of them in caliper's suite). Undefined
 * when `executable` is not that launcher or its binary is not where the launcher looks: then it runs as given.
 */
function nativeCodex(executable, platform = `${process.platform}-${process.arch}`) {
    if (executable === undefined)
        return undefined;
    const key = `${platform}\0${executable}`;
    if (!known.has(key))
        known.set(key, find(executable, platform));
    return known.get(key);
}
function find(executable, platform) {
    const target = TARGETS[platform];
    if (!target || external_node_path_default().basename(executable) !== 'codex.js' || external_node_path_default().basename(external_node_path_default().dirname(executable)) !== 'bin')
        return undefined;
    const root = external_node_path_default().dirname(external_node_path_default().dirname(executable));
    if (!isCodexPackage(root))
        return undefined;
    // Where `require.resolve` finds the platform package from the launcher: its own node_modules, then the one
    // that holds @openai/codex; else the package's own vendor folder (the launcher's fallback).
    const vendors = [
        external_node_path_default().join(root, 'node_modules', target.pkg, 'vendor'),
        external_node_path_default().join(root, '..', '..', target.pkg, 'vendor'),
        external_node_path_default().join(root, 'vendor'),
    ];
    const program = vendors.map((v) => external_node_path_default().join(v, target.triple, 'bin', 'codex')).find((p) => (0,external_node_fs_.existsSync)(p));
    if (!program)
        return undefined;
    return { program, env: { CODEX_MANAGED_BY_NPM: '1', CODEX_MANAGED_PACKAGE_ROOT: root } };
}
function isCodexPackage(root) {
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(external_node_path_default().join(root, 'package.json'), 'utf8')).name === '@openai/codex';
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/agents/codex/run.ts




/**
 * Codex CLI (`@openai/codex`), headless with `codex exec --json`. Skills go in `$CODEX_HOME/skills/<name>/`,
 * fresh per trial (src/agents/codex/transcript.ts reads its run).
 */
const MODEL_KEY_ENV = 'CALIPER_MODEL_KEY';
const codexRun = {
    install: { registry: 'npm', package: '@openai/codex', version: '0.171.0', bin: 'codex' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    // CODEX_HOME: its config, credentials, instructions, prompts, rules, plugins and sessions.
    configNames: [
        'config.toml',
        'auth.json',
        'AGENTS.md',
        'AGENTS.override.md',
        'prompts',
        'rules',
        'skills',
        'plugins',
        'sessions',
        'memories',
        'hooks.json',
        'history.jsonl',
    ],
    configure(sandbox, endpoint, passed = {}) {
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'config.toml'), codexConfig(codexProvider(endpoint, passed)));
    },
    // Its provider (base_url) and MCP servers, read again by each turn's `codex exec resume`.
    pinned: (sandbox) => [external_node_path_default().join(sandbox.configDir, 'config.toml')],
    command({ sandbox, prompt, endpoint, executable }) {
        const args = [
            'exec',
            '--json',
            '--skip-git-repo-check',
            '--dangerously-bypass-approvals-and-sandbox',
            '-C',
            sandbox.workDir,
        ];
        // Without a model id Codex sends its default model's "code mode" request shape.
        const model = codexProvider(endpoint, {}).model;
        if (model)
            args.push('--model', model);
        // No prompt argument: `codex exec` reads it from stdin, never from argv (where a skill could read it
        // from /proc/PID/cmdline, docs/security.md).
        const native = nativeCodex(executable);
        const env = { ...native?.env, CODEX_HOME: sandbox.configDir };
        if (endpoint.baseUrl && endpoint.apiKey)
            env[MODEL_KEY_ENV] = endpoint.apiKey;
        return { args, env, stdin: prompt, ...(native && { program: native.program }) };
    },
    passEnv: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', ...PROXY_ENV],
    credentialEnv: ['OPENAI_API_KEY'],
    discoveryProbe: undefined,
    transcriptExport: undefined,
    explicit: { invocation: (skill) => `$${skill}` },
    resume(input) {
        const model = input.endpoint.model ?? (input.endpoint.baseUrl ? 'scripted-model' : undefined);
        // `-`: the prompt from stdin, as the first run's.
        const args = [
            'exec',
            'resume',
            '--last',
            '--json',
            '--skip-git-repo-check',
            '--dangerously-bypass-approvals-and-sandbox',
        ];
        const native = nativeCodex(input.executable);
        return {
            args: [...args, ...(model ? ['--model', model] : []), '-'],
            stdin: input.prompt,
            ...(native && { program: native.program }),
        };
    },
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
        return {
            baseUrl: `${trim(endpoint.baseUrl)}/v1`,
            keyEnv: MODEL_KEY_ENV,
            model: endpoint.model ?? 'scripted-model',
        };
    return {
        baseUrl: trim(passed.OPENAI_BASE_URL ?? 'https://api.openai.com/v1'),
        keyEnv: 'OPENAI_API_KEY',
        model: endpoint.model,
    };
}
/** config.toml: caliper's provider, no retries of Codex's own, and nothing that calls out. */
function codexConfig(provider) {
    const lines = [
        'model_provider = "caliper"',
        ...(provider.model ? [`model = ${JSON.stringify(provider.model)}`] : []),
        'check_for_update_on_startup = false',
    ];
    // Its web search is the provider's (a `web_search` tool in every request): the provider would reach the network for
    // the agent.
    lines.push('web_search = "disabled"');
    lines.push('', '[model_providers.caliper]', 'name = "caliper"', `base_url = ${JSON.stringify(provider.baseUrl)}`, 'wire_api = "responses"', `env_key = ${JSON.stringify(provider.keyEnv)}`, 
    // caliper retries transient faults itself, in a fresh sandbox; Codex's defaults make 30 attempts.
    'request_max_retries = 0', 'stream_max_retries = 0', 'stream_idle_timeout_ms = 120000');
    lines.push('', '[analytics]', 'enabled = false', '', '[feedback]', 'enabled = false', '', '[otel]', 'exporter = "none"', '', '[features]', 
    // Plugins look up github.com and chatgpt.com; a refused connection would otherwise be retried forever.
    'plugins = false', 'remote_plugin = false', 'apps = false', 'unbounded_connection_retries = false', '', '[skills.bundled]', 'enabled = false', '');
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/agents/codex/transcript.ts
var transcript = __webpack_require__(6594);
// EXTERNAL MODULE: ./src/agents/codex/wire.ts
var codex_wire = __webpack_require__(7017);
;// CONCATENATED MODULE: ./src/agents/codex/index.ts





const codex = {
    name: codex_facts/* codexFacts */.R.name,
    facts: codex_facts/* codexFacts */.R,
    run: codexRun,
    transcript: transcript/* codexTranscript */.Ec,
    wire: codex_wire/* codexWire */.nv,
    mcp: mcp/* codexMcp */.I,
};

// EXTERNAL MODULE: ./src/agents/copilot/facts.ts
var copilot_facts = __webpack_require__(8462);
;// CONCATENATED MODULE: ./src/agents/copilot/mcp.ts


/** Copilot CLI 1.0.102's name part: every character outside `[A-Za-z0-9_-]` becomes `-` (`find.v2` → `find-v2`). */
const mcp_part = (name) => name.replace(/[^a-zA-Z0-9_-]/g, '-');
/**
 * GitHub Copilot CLI 1.0.102: its user MCP config, `$COPILOT_HOME/mcp-config.json`
 * (`{ mcpServers: { NAME: { type: "local", command, args, env, tools: ["*"] } } }`), COPILOT_HOME being the
 * trial's fresh config folder. It offers each tool as `<server>-<tool>` and its session record names the
 * server of each call (`tool.execution_start`'s `mcpServerName`). `--allow-all` lets a call run: without
 * it one is denied headless ("no interactive user response was available"). A fixture's `.mcp.json` is
 * not read: the work folder is never trusted.
 */
const copilotMcp = {
    toolName: (server, tool) => `${mcp_part(server)}-${mcp_part(tool)}`,
    configure(sandbox, servers) {
        const server = (s) => ({
            type: 'local',
            command: s.command,
            args: [...s.args],
            env: { ...s.env },
            tools: ['*'],
        });
        const mcpServers = Object.fromEntries(servers.map((s) => [s.name, server(s)]));
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'mcp-config.json'), `${JSON.stringify({ mcpServers }, null, 2)}\n`);
        return { args: [], env: {} };
    },
};

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/agents/copilot/provider.ts
const KEY = 'COPILOT_PROVIDER_API_KEY';
/**
 * Where a recording passes Copilot CLI's requests on: the provider its bring-your-own-model variables name, with
 * COPILOT_PROVIDER_API_KEY. Recorded, it is given the relay as an `openai` provider at `<relay>/v1`, so it posts
 * `/v1/chat/completions` (docs/internals/copilot-cli.md has the paths each type was seen to use):
 * - `openai` (its default) posts `<base>/chat/completions`: the relay's upstream is the base without its `/v1`;
 * - `anthropic` posts `<base>/v1/messages`: the relay passes Chat Completions on to `<base>/v1/chat/completions`,
 *   Anthropic's OpenAI-compatible API, as it does for pi's, Hermes's and OpenCode's ANTHROPIC_API_KEY;
 * - `azure` posts `/openai/v1/chat/completions` with its key in `api-key`, which the relay does not speak.
 */
function copilotUpstream(env) {
    const base = env.COPILOT_PROVIDER_BASE_URL?.trim().replace(/\/+$/, '');
    if (!base || !isHttpUrl(base))
        return {
            ok: false,
            reason: `Copilot CLI takes a model only from COPILOT_PROVIDER_BASE_URL (an http or https URL), ` +
                `which the relay passes its requests on to: set it, with COPILOT_PROVIDER_TYPE and ${KEY}, ` +
                `or record through a gateway (--model-url)`,
        };
    const type = env.COPILOT_PROVIDER_TYPE?.trim().toLowerCase() || 'openai';
    if (type === 'anthropic')
        return { ok: true, baseUrl: base, keyVariable: KEY };
    if (type !== 'openai')
        return {
            ok: false,
            reason: `the relay speaks OpenAI's and Anthropic's APIs, not COPILOT_PROVIDER_TYPE ` +
                `${type === 'azure' ? 'azure' : 'of another name'} (Azure's takes its key in api-key): ` +
                `record through a gateway (--model-url)`,
        };
    if (!base.endsWith('/v1'))
        return {
            ok: false,
            reason: `COPILOT_PROVIDER_BASE_URL must end in /v1 for the relay, which passes on the ` +
                `/v1/chat/completions it is asked (it posts <base>/chat/completions): ` +
                `give the API's /v1 URL, or record through a gateway (--model-url)`,
        };
    return { ok: true, baseUrl: base.slice(0, -'/v1'.length), keyVariable: KEY };
}
function isHttpUrl(value) {
    try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
    }
    catch {
        return false;
    }
}
/**
 * A live run with no model URL: without COPILOT_PROVIDER_BASE_URL it would sign in to GitHub, which it may not in a
 * trial (it exits 1 before any call: "Offline mode requires a local model provider").
 */
function copilotUnreachable(env) {
    const base = env.COPILOT_PROVIDER_BASE_URL?.trim();
    if (base && isHttpUrl(base))
        return undefined;
    return (`Copilot CLI takes a real model only from COPILOT_PROVIDER_BASE_URL (an http or https URL; ` +
        `it never signs in to GitHub in a trial): set it, with COPILOT_PROVIDER_TYPE (openai, anthropic, ` +
        `azure) and ${KEY}, or give a gateway with --model-url`);
}

;// CONCATENATED MODULE: ./src/agents/copilot/run.ts









/**
 * GitHub Copilot CLI (`@github/copilot`), headless: the prompt on stdin, `--output-format json`.
 * `COPILOT_HOME` is the trial's config folder, fresh per trial: skills in `$COPILOT_HOME/skills/<name>/`,
 * its settings, and its session record (`session-state/<id>/events.jsonl`, which
 * src/agents/copilot/transcript.ts reads). docs/internals/copilot-cli.md has what each flag was seen to do.
 */
const FLAGS = [
    '--output-format',
    'json',
    '--no-auto-update',
    // Its tools run unasked (without it `bash` fails and a skill's steps silently do not run). The flag
    // does not trust the work folder; COPILOT_ALLOW_ALL would, and its hooks would run: never set it.
    '--allow-all',
    // No GitHub MCP server, no embeddings-based choice of skills, no AGENTS.md or
    // .github/copilot-instructions.md of the work folder (as pi's --no-context-files), no question to a user.
    '--disable-builtin-mcps',
    '--dynamic-retrieval',
    'skills=off',
    '--no-custom-instructions',
    '--no-ask-user',
];
/** What 1.0.102 ships: listed unless turned off by name. */
const COPILOT_BUILTIN_SKILLS = ['customize-cloud-agent', 'github-pr-media'];
const copilotRun = {
    install: { registry: 'npm', package: '@github/copilot', version: '1.0.102', bin: 'copilot' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    // COPILOT_HOME: settings, config, MCP servers, agents, hooks, its session store and logs.
    configNames: [
        'settings.json',
        'config.json',
        'mcp-config.json',
        'agents',
        'hooks',
        'session-state',
        'session-store.db',
        'logs',
        'skills',
        'copilot-instructions.md',
    ],
    configure(sandbox) {
        const installed = installedSkillNames(copilotRun.skillsRoot(sandbox));
        const settings = {
            disabledSkills: unlessInstalled(COPILOT_BUILTIN_SKILLS, installed),
            // Install exactly where the run says: not also a fixture's project roots (every root its facts say
            // it reads), nor ~/.agents/skills.
            ignoredSkillsLocations: copilot_facts/* copilotFacts */.E.skillRoots
                .map((root) => external_node_path_default().join(sandbox.workDir, root))
                .concat(external_node_path_default().join(sandbox.homeDir, '.agents', 'skills')),
            disableAllHooks: true,
        };
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'settings.json'), JSON.stringify(settings, null, 2));
    },
    command(input) {
        // The prompt on stdin (piped stdin is its non-interactive run), never in argv (docs/security.md).
        return { args: [...FLAGS], env: environment(input), stdin: input.prompt, ...program(input.executable) };
    },
    // Bring-your-own-model only: no GitHub sign-in (its token variables are never passed).
    passEnv: [
        'COPILOT_PROVIDER_BASE_URL',
        'COPILOT_PROVIDER_TYPE',
        'COPILOT_PROVIDER_API_KEY',
        'COPILOT_PROVIDER_WIRE_API',
        'COPILOT_MODEL',
        ...PROXY_ENV,
    ],
    credentialEnv: ['COPILOT_PROVIDER_API_KEY'],
    // Its provider is the one its variables name: without a base URL it has none in a trial.
    unreachableModel: copilotUnreachable,
    // Its stream starts with `session.skills_loaded`: no probe.
    discoveryProbe: undefined,
    transcriptExport: undefined,
    // `/name` on stdin or in `-p` reaches the model as text: it expands no skill headless.
    explicit: undefined,
    resume: (input) => withArgs(copilotRun.command(input), '--continue'),
    versionArgs: ['--version'],
    afterInstall: (folder) => unpackPackage(folder),
};
function environment(input) {
    const { sandbox, endpoint } = input;
    return {
        COPILOT_HOME: sandbox.configDir,
        COPILOT_CACHE_HOME: packageCache(input),
        // No GitHub sign-in, telemetry, web tools, GitHub MCP server or update check: only its provider.
        COPILOT_OFFLINE: 'true',
        COPILOT_AUTO_UPDATE: 'false',
        ...(endpoint.baseUrl && {
            COPILOT_PROVIDER_BASE_URL: `${endpoint.baseUrl.replace(/\/$/, '')}/v1`,
            COPILOT_PROVIDER_TYPE: 'openai',
            COPILOT_PROVIDER_API_KEY: endpoint.apiKey ?? 'none',
        }),
        ...((endpoint.baseUrl || endpoint.model) && { COPILOT_MODEL: endpoint.model ?? 'scripted-model' }),
    };
}
/** The install's folder in the tools folder (`<tools>/copilot`), from its loader's real path. */
function installFolder(executable) {
    const at = executable?.indexOf(`${(external_node_path_default()).sep}node_modules${(external_node_path_default()).sep}`) ?? -1;
    return at >= 0 ? executable.slice(0, at) : undefined;
}
/**
 * Where it unpacks its 235 MB package on first start: the install's own `cache`, read-only in the sandbox,
 * when `caliper install` unpacked it there; else the trial's config folder (5 s and 235 MB a trial).
 */
function packageCache(input) {
    const folder = installFolder(input.executable);
    const shared = folder && external_node_path_default().join(folder, PACKAGE_CACHE);
    return shared && (0,external_node_fs_.existsSync)(shared) ? shared : external_node_path_default().join(input.sandbox.configDir, 'package-cache');
}
const PACKAGE_CACHE = 'cache';
/** The native binary the npm loader would spawn (with node, which the sandbox need not have). */
function program(executable) {
    const folder = installFolder(executable);
    if (!folder)
        return {};
    const native = external_node_path_default().join(folder, 'node_modules', '@github', `copilot-${process.platform}-${process.arch}`, 'copilot');
    return (0,external_node_fs_.existsSync)(native) ? { program: native } : {};
}
/** Unpack its package once into the install's `cache`, with a throwaway home (it writes a device id there). */
function unpackPackage(folder) {
    const native = program(external_node_path_default().join(folder, 'node_modules', '@github', 'copilot', 'npm-loader.js')).program;
    if (!native)
        return { ok: true };
    const home = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'caliper-copilot-'));
    const env = {
        PATH: process.env.PATH ?? '',
        HOME: home,
        COPILOT_HOME: external_node_path_default().join(home, '.copilot'),
        COPILOT_CACHE_HOME: external_node_path_default().join(folder, PACKAGE_CACHE),
        COPILOT_OFFLINE: 'true',
        COPILOT_AUTO_UPDATE: 'false',
    };
    const r = (0,external_node_child_process_.spawnSync)(native, ['--version'], {
        encoding: 'utf8',
        timeout: 120_000,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    (0,external_node_fs_.rmSync)(home, { recursive: true, force: true });
    if (r.status === 0)
        return { ok: true };
    return {
        ok: false,
        reason: `Copilot CLI could not unpack its package into ${folder}: ` +
            `${(r.stderr || r.error?.message || '').trim().split('\n').pop()}`,
    };
}

// EXTERNAL MODULE: ./src/agents/shared/availableSkills.ts
var availableSkills = __webpack_require__(2315);
;// CONCATENATED MODULE: ./src/agents/copilot/transcript.ts








/**
 * Copilot CLI's run: its `--output-format json` stream, and its session record
 * (`$COPILOT_HOME/session-state/<id>/events.jsonl`), which alone has `skill.invoked` and the tokens of
 * each call (`session.usage_record`). Activation is a `skill {skill}` call that completed and that the
 * record says it invoked; re-read from the saved stream alone, a `skill` call that completed.
 */
const copilotTranscript = {
    parse: parseCopilotTranscript,
    activatedSkills: (transcript) => skillToolActivations(transcript, 'skill', 'skill'),
    listedInRun: (_stdout, sandbox) => listedInRecord(sandbox),
    parseVersion: (out) => /(\d+\.\d+\.\d+)/.exec(out)?.[1],
};
/** The session record's events, through the trial-file reader; none when the run kept none. */
function sessionRecord(sandbox) {
    return (0,sessionLogs/* readSessionLogs */.W)(sandbox.root, external_node_path_default().join(sandbox.configDir, 'session-state'), /^events\.jsonl$/);
}
function parseCopilotTranscript(stdout, sandbox) {
    const lines = (0,jsonLines/* parseJsonLines */.L)(stdout);
    if (!lines.ok)
        return lines;
    const stream = lines.values;
    if (!stream.some((e) => typeof e?.type === 'string' && (e.type === 'result' || e.type.startsWith('session.')))) {
        return { ok: false, reason: 'the transcript has no Copilot CLI session or result event' };
    }
    const record = sandbox ? sessionRecord(sandbox) : [];
    const t = readEvents(record.length > 0 ? record : stream);
    t.discoveredSkills = loadedSkills(stream) ?? loadedSkills(record);
    if (record.length > 0)
        confirmInvoked(t, record);
    t.error ??= exitError(stream);
    return { ok: true, transcript: t };
}
function readEvents(events) {
    const t = (0,emptyTranscript/* emptyTranscript */.g)();
    const calls = new Map();
    for (const e of events) {
        const d = e?.data;
        switch (e?.type) {
            case 'session.start':
                if (typeof d?.copilotVersion === 'string')
                    t.cliVersion = d.copilotVersion;
                if (typeof d?.selectedModel === 'string')
                    t.model = d.selectedModel;
                break;
            case 'assistant.message':
                assistantMessage(t, calls, d);
                break;
            case 'tool.execution_complete':
                completed(calls, d);
                break;
            case 'session.usage_record':
                usageRecord(t, d);
                break;
            case 'session.error':
                t.error = sessionError(d);
                break;
        }
    }
    return t;
}
function assistantMessage(t, calls, d) {
    if (typeof d?.content === 'string' && d.content !== '')
        t.finalAnswer = d.content;
    const requests = Array.isArray(d?.toolRequests) ? d.toolRequests : [];
    for (const r of requests) {
        const call = {
            id: String(r?.toolCallId ?? ''),
            name: String(r?.name ?? ''),
            input: r?.arguments,
            result: undefined,
        };
        calls.set(call.id, call);
        t.toolCalls.push(call);
    }
}
function completed(calls, d) {
    const call = calls.get(String(d?.toolCallId ?? ''));
    if (!call)
        return;
    const result = d?.result;
    const error = d?.error;
    const text = typeof result?.content === 'string' ? result.content : typeof error?.message === 'string' ? error.message : '';
    call.result = { ok: d?.success === true, text };
}
function usageRecord(t, d) {
    const u = (d?.usage ?? {});
    const n = (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
    // One record a model call. Its cache counts are parts of its input, as Chat Completions reports them.
    t.usage.turns = (t.usage.turns ?? 0) + 1;
    t.usage.inputTokens += n(u.inputTokens);
    t.usage.outputTokens += n(u.outputTokens);
    t.usage.cacheReadTokens = (t.usage.cacheReadTokens ?? 0) + n(u.cacheReadTokens);
    t.usage.cacheWriteTokens = (t.usage.cacheWriteTokens ?? 0) + n(u.cacheWriteTokens);
    if (typeof u.model === 'string')
        t.model ??= u.model;
}
function sessionError(d) {
    const message = typeof d?.message === 'string' ? d.message : 'Copilot CLI reported an error';
    const status = typeof d?.statusCode === 'number' ? d.statusCode : undefined;
    const transient = (status !== undefined && providerFaults/* TRANSIENT_STATUSES */.SS.has(status)) || providerFaults/* CONNECTION_FAULT */.Qy.test(message);
    return (0,providerFaults/* runError */.ML)(message, { transient, ...(status !== undefined && { status }) });
}
/** A run that ended non-zero (its last `result` event) with no `session.error` said why. */
function exitError(stream) {
    const result = stream.filter((e) => e?.type === 'result').pop();
    if (result === undefined)
        return { message: 'Copilot CLI ended with no result event', transient: false };
    return result.exitCode === 0
        ? undefined
        : { message: `Copilot CLI exited ${String(result.exitCode)}`, transient: false };
}
/**
 * Its own discovery (`session.skills_loaded`): every skill it found, the builtins caliper turned off
 * (`enabled: false`, never listed to its model) included, as `bundledSkills` says.
 */
function loadedSkills(events) {
    const loaded = events.find((e) => e?.type === 'session.skills_loaded');
    const skills = loaded?.data?.skills;
    if (!Array.isArray(skills))
        return undefined;
    return skills.filter((s) => typeof s?.name === 'string').map((s) => String(s.name));
}
/** The listing in the words it sent: `<available_skills>` of the system message its session record keeps. */
function listedInRecord(sandbox) {
    const system = sessionRecord(sandbox).find((e) => e?.type === 'system.message');
    const content = system?.data?.content;
    return typeof content === 'string' ? (0,listing/* bounded */.Mm)((0,availableSkills/* parseAvailableSkills */.b)(content)) : undefined;
}
/** A `skill` call counts only where the session record says it invoked that skill (`skill.invoked`). */
function confirmInvoked(t, record) {
    const invoked = new Set(record.filter((e) => e?.type === 'skill.invoked').map((e) => String(e.data?.name ?? '')));
    for (const call of t.toolCalls) {
        const name = call.input?.skill;
        if (call.name === 'skill' && call.result?.ok && !(typeof name === 'string' && invoked.has(name)))
            call.result = { ...call.result, ok: false };
    }
}

// EXTERNAL MODULE: ./src/scripted-model/chatCompletions.ts
var chatCompletions = __webpack_require__(7999);
// EXTERNAL MODULE: ./src/eval/replay/providerApi.ts
var providerApi = __webpack_require__(1015);
// EXTERNAL MODULE: ./src/scripted-model/policy.ts + 1 modules
var policy = __webpack_require__(8431);
;// CONCATENATED MODULE: ./src/agents/shared/chatWire.ts


/**
 * A CLI on Chat Completions, which the scripted model tells apart only by the tools it offers (`matches`):
 * its requests read by `decode`, and answered in the dialect of the conversation read.
 */
function chatWire(decode, matches, dialect, keyUpstreams) {
    const answer = (body) => {
        const conversation = decode(body);
        return (0,policy/* nextAction */.Gj)(conversation, dialect(conversation));
    };
    return {
        api: providerApi/* CHAT */.VR,
        upstream: undefined,
        keyUpstreams,
        decode: (body) => decode((body ?? {})),
        chat: { matches, answer },
    };
}

;// CONCATENATED MODULE: ./src/agents/copilot/wire.ts




/**
 * Copilot CLI on the scripted model's Chat Completions wire: `<available_skills>` in the system message
 * (pi's and OpenCode's shape), loaded with its `skill {skill}` tool, whose result is a line and whose
 * body comes next as a user message, `<skill-context name="…">`. Its tools include OpenCode's `skill`
 * and `task`: each is
 * told by tools the other does not offer.
 */
function isCopilotRequest(body) {
    const tools = (0,chatCompletions/* toolNames */.$p)(body);
    // Not `skill`: with nothing installed (force-load, a no-skill arm) Copilot does not offer it.
    return tools.includes('read_bash') && tools.includes('fetch_copilot_cli_documentation');
}
/** The user's text, after the `<current_datetime>` line it puts first. */
function userPrompt(text) {
    return text.replace(/^\s*<current_datetime>[\s\S]*?<\/current_datetime>\s*/, '').trim();
}
function decodeCopilot(body) {
    const { system, users, turns } = (0,chatCompletions/* decodeChat */.Lv)(body, (text) => /^(Error|Failed)\b/.test(text));
    return {
        prompt: userPrompt(users[0] ?? ''),
        listedSkills: (0,availableSkills/* parseAvailableSkills */.b)(system),
        tools: (0,chatCompletions/* toolNames */.$p)(body),
        turns,
    };
}
const CONTEXT = /^<skill-context name="[^"]+">\nBase directory for this skill: ([^\n]+)\n\n([\s\S]*?)\n*<\/skill-context>\s*$/;
const copilotDialect = {
    activate: (skill) => ({ kind: 'tool', name: 'skill', input: { skill: skill.name } }),
    loadedSkill(conversation) {
        const call = conversation.turns.findIndex((t) => t.role === 'assistant' && t.toolUses.some((u) => u.name === 'skill'));
        if (call < 0)
            return undefined;
        const result = conversation.turns.findIndex((t, i) => i > call && t.role === 'tool-result');
        if (result < 0)
            return undefined;
        const next = conversation.turns[result + 1];
        const m = next?.role === 'injected' ? CONTEXT.exec(next.text) : null;
        return m ? { dir: m[1].trim(), body: m[2], turn: result + 1 } : 'failed';
    },
    read: (file) => ({ kind: 'tool', name: 'view', input: { path: file } }),
    shell: (command) => ({ kind: 'tool', name: 'bash', input: { command, description: 'a step of the skill' } }),
};
/**
 * Copilot CLI on Chat Completions (`COPILOT_PROVIDER_TYPE=openai`), told apart by `read_bash` and its documentation
 * tool.
 */
const copilotWire = {
    ...chatWire(decodeCopilot, isCopilotRequest, () => copilotDialect, {}),
    // Its one key's provider is what COPILOT_PROVIDER_TYPE and _BASE_URL name, not the key's name.
    upstreamFromEnv: copilotUpstream,
};

;// CONCATENATED MODULE: ./src/agents/copilot/index.ts





const copilot = {
    name: copilot_facts/* copilotFacts */.E.name,
    facts: copilot_facts/* copilotFacts */.E,
    run: copilotRun,
    transcript: copilotTranscript,
    wire: copilotWire,
    mcp: copilotMcp,
};

// EXTERNAL MODULE: ./src/agents/facts.ts
var agents_facts = __webpack_require__(8977);
// EXTERNAL MODULE: ./src/agents/gemini-cli/facts.ts
var gemini_cli_facts = __webpack_require__(3792);
;// CONCATENATED MODULE: ./src/agents/gemini-cli/mcp.ts


/** Gemini CLI's longest function name (MAX_FUNCTION_NAME_LENGTH). */
const MAX_NAME = 64;
/**
 * Gemini CLI 0.61.0's name for an MCP tool (`generateValidName` of `<server>_<tool>`): `mcp_` in front
 * unless already there, every character outside `[A-Za-z0-9_.:-]` made `_`, and a name of 64 or more
 * characters cut to its first and last 30 around `...`.
 */
function geminiMcpToolName(server, tool) {
    const joined = `${server}_${tool}`;
    const name = (joined.startsWith('mcp_') ? joined : `mcp_${joined}`).replace(/[^a-zA-Z0-9_\-.:]/g, '_');
    return name.length > MAX_NAME - 1 ? `${name.slice(0, 30)}...${name.slice(-30)}` : name;
}
/**
 * Gemini CLI 0.61.0: `mcpServers` (`{ NAME: { command, args, env } }`) added to the settings.json that
 * `run.configure` wrote moments before in the trial's fresh GEMINI_CLI_HOME (a system settings file would
 * go over a fixture's, but it skips one under a world-writable folder such as /tmp). Each server's `env`
 * is passed as given: the environment it inherits is filtered by name (a `*TOKEN*` variable would not
 * reach the relay). With `--yolo` a call needs no approval; without it, headless, the tools are not even
 * offered unless the server has `trust: true`.
 */
const geminiCliMcp = {
    toolName: geminiMcpToolName,
    configure(sandbox, servers) {
        const file = external_node_path_default().join(sandbox.configDir, '.gemini', 'settings.json');
        const settings = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
        const server = (s) => ({ command: s.command, args: [...s.args], env: { ...s.env } });
        const mcpServers = Object.fromEntries(servers.map((s) => [s.name, server(s)]));
        (0,external_node_fs_.writeFileSync)(file, JSON.stringify({ ...settings, mcpServers }));
        return { args: [], env: {} };
    },
};

;// CONCATENATED MODULE: ./src/agents/gemini-cli/run.ts






/**
 * Gemini CLI (`@google/gemini-cli`), headless with `-p … --output-format stream-json`. Skills go in
 * `$GEMINI_CLI_HOME/.gemini/skills/<name>/`, fresh per trial. Activation is an `activate_skill` call
 * whose result succeeded. Its stream does not list skills, so `gemini skills list` (no model call) does.
 */
const geminiCliRun = {
    install: { registry: 'npm', package: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, '.gemini', 'skills'),
    // ~/.gemini: settings, memory, commands, extensions, policies and credentials. (`agents/`, as for Claude Code.)
    configNames: [
        'settings.json',
        'GEMINI.md',
        'commands',
        'extensions',
        'policies',
        'skills',
        'oauth_creds.json',
        'trustedFolders.json',
        'installation_id',
        'tmp',
        'history',
    ],
    configure(sandbox, _endpoint, _passed, maxTurns) {
        (0,external_node_fs_.mkdirSync)(external_node_path_default().join(sandbox.configDir, '.gemini'), { recursive: true });
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, '.gemini', 'settings.json'), JSON.stringify(geminiSettings(installedSkillNames(geminiCliRun.skillsRoot(sandbox)), maxTurns)));
        writeBlanks(sandbox.workDir, WORKSPACE_BLANKS);
    },
    // Its tools, hooks, MCP servers and turn limit, read again by each turn's `--resume`; and the work folder's blanks.
    pinned: (sandbox) => [
        external_node_path_default().join(sandbox.configDir, '.gemini', 'settings.json'),
        ...blankPaths(sandbox.workDir, WORKSPACE_BLANKS),
    ],
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
    passEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_GEMINI_BASE_URL', ...PROXY_ENV],
    credentialEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
    discoveryProbe: { args: () => ['skills', 'list'], stdin: '' },
    transcriptExport: undefined,
    // `-p` sends `/name` to the model as text: only the interactive UI expands it.
    explicit: undefined,
    resume: (input) => withArgs(geminiCliRun.command(input), '--resume', 'latest'),
    versionArgs: ['--version'],
    versionEnv: (home) => ({ GEMINI_CLI_HOME: home }),
};
/**
 * What it reads from the work folder, a fixture's or the agent's, blanked: `.gemini/settings.json` is merged over
 * caliper's (hooks and a tool discovery command run as the CLI, MCP servers); the first `.gemini/.env` or `.env`
 * up from it sets any variable not set (HTTPS_PROXY: where its model requests go). With an empty `.gemini/.env`
 * there it looks no further. Folder trust cannot do this: an untrusted folder also loses --yolo and the shell.
 */
const WORKSPACE_BLANKS = [
    [external_node_path_default().join('.gemini', 'settings.json'), '{}\n'],
    [external_node_path_default().join('.gemini', '.env'), ''],
];
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
        skills: { disabled: unlessInstalled(GEMINI_BUNDLED_SKILLS, installed) },
    };
}

;// CONCATENATED MODULE: ./src/agents/gemini-cli/transcript.ts





/**
 * Gemini CLI's `-p … --output-format stream-json` stream. Activation is an `activate_skill` call whose
 * result succeeded. Its stream does not list skills, so `gemini skills list` (no model call) does.
 */
const geminiCliTranscript = {
    parse: parseGeminiTranscript,
    activatedSkills: (transcript) => skillToolActivations(transcript, 'activate_skill', 'name'),
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
const transcript_TRANSIENT = new RegExp([
    String.raw `\b(429|499|5\d\d)\b`,
    'fetch failed|ECONNRESET|empty response|without a finish reason|overloaded',
    'RESOURCE_EXHAUSTED|Resource has been exhausted|try again later|UNAVAILABLE',
].join('|'), 'i');
/**
 * Gemini CLI prints a 429 as "Resource has been exhausted" without its status, and the API's suggested wait as
 * "Suggested retry after Ns".
 */
function geminiRunError(message) {
    return (0,providerFaults/* runError */.ML)(message, {
        transient: transcript_TRANSIENT.test(message),
        ...(/Resource has been exhausted|RESOURCE_EXHAUSTED/i.test(message) && { status: 429 }),
    });
}
/** `model.maxSessionTurns` reached: "Reached max session turns for this session", exit 53. */
function isTurnLimit(error) {
    return error?.type === 'FatalTurnLimitedError' || /^Reached max session turns\b/.test(error?.message ?? '');
}
function parseGeminiTranscript(stdout) {
    const lines = (0,jsonLines/* parseJsonLines */.L)(stdout);
    if (!lines.ok)
        return lines;
    const t = (0,emptyTranscript/* emptyTranscript */.g)();
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
    t.usage.cacheReadTokens = result?.stats?.cached ?? 0;
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

// EXTERNAL MODULE: ./src/agents/gemini-cli/wire.ts
var gemini_cli_wire = __webpack_require__(8046);
;// CONCATENATED MODULE: ./src/agents/gemini-cli/index.ts





const geminiCli = {
    name: gemini_cli_facts/* geminiCliFacts */.J.name,
    facts: gemini_cli_facts/* geminiCliFacts */.J,
    run: geminiCliRun,
    transcript: geminiCliTranscript,
    wire: gemini_cli_wire/* geminiCliWire */.jv,
    mcp: geminiCliMcp,
};

// EXTERNAL MODULE: ./src/agents/hermes/facts.ts + 1 modules
var hermes_facts = __webpack_require__(2146);
// EXTERNAL MODULE: ./src/eval/sandbox/scriptLauncher.ts
var scriptLauncher = __webpack_require__(1031);
// EXTERNAL MODULE: ./src/util/trialFiles.ts
var trialFiles = __webpack_require__(4205);
;// CONCATENATED MODULE: ./src/agents/hermes/transcript.ts




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
    listedInRun: (stdout) => (0,listing/* listingIn */._S)((0,listing/* stringsIn */.QQ)((0,listing/* jsonValues */.RO)(stdout)), '<available_skills>', parseHermesIndex),
    parseVersion: (out) => /Hermes Agent v(\d+\.\d+\.\d+)/.exec(out)?.[1],
};
const hermes_transcript_TRANSIENT = /overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|timed out|unresponsive|empty stream/i;
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
        return {
            ok: false,
            reason: `the Hermes session export is not JSON (${JSON.stringify(lines[lines.length - 1].slice(0, 120))})`,
        };
    }
    if (!Array.isArray(session.messages))
        return { ok: false, reason: 'the Hermes session export has no messages' };
    const t = {
        discoveredSkills: parseHermesIndex(session.system_prompt ?? '').map((s) => s.name),
        toolCalls: [],
        finalAnswer: undefined,
        model: session.model,
        cliVersion: undefined,
        usage: {
            inputTokens: (session.input_tokens ?? 0) + (session.cache_read_tokens ?? 0),
            outputTokens: session.output_tokens ?? 0,
            cacheReadTokens: session.cache_read_tokens ?? 0,
            costUsd: session.estimated_cost_usd || undefined,
            ...(typeof session.api_call_count === 'number' && { turns: session.api_call_count }),
        },
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
        t.error = (0,providerFaults/* runError */.ML)(message || 'the run failed', { transient: hermes_transcript_TRANSIENT.test(message) });
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
        const text = (0,trialFiles/* readTrialText */.uK)(sandbox.root, external_node_path_default().relative(sandbox.root, external_node_path_default().join(sandbox.configDir, USAGE_FILE)), 1024 * 1024);
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

;// CONCATENATED MODULE: ./src/agents/hermes/run.ts





/**
 * Hermes Agent (PyPI `hermes-agent`), headless with `hermes -z`. Skills go in `$HERMES_HOME/skills/<name>/`
 * (it reads no project folder), fresh per trial. `-z` prints only the answer and exits 0 even when every
 * model call failed, so the transcript is `hermes sessions export` afterwards and the verdict is the
 * usage file's `failed` (src/agents/hermes/transcript.ts).
 */
/** What `hermes sessions export - --format jsonl` does (hermes_cli/main.py), without loading the CLI. */
const EXPORT_SESSIONS = 'import json\nfrom hermes_state import SessionDB\nfor s in ' +
    'SessionDB().export_all():\n    print(json.dumps(s, ' +
    'ensure_ascii=False))\n';
/**
 * `hermes -z PROMPT` with the prompt read from stdin: `-z` takes it only as an argument, where any process
 * of the trial reads it from /proc/PID/cmdline (docs/security.md). Python's sys.argv is not that argv.
 */
const ONESHOT_FROM_STDIN = "import sys\nfrom hermes_cli.main import main\nsys.argv = ['hermes', " +
    "'-z', sys.stdin.buffer.read().decode('utf-8'), " +
    '*sys.argv[1:]]\nsys.exit(main())\n';
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
    return new Error(`caliper starts Hermes through the Python its \`hermes\` script names, ` +
        `to give it the prompt on stdin (in argv every process of the trial ` +
        `reads it); ${what}. ` +
        'Reinstall it with `caliper install hermes`, or name with `--cli hermes=PATH` the `hermes` script pip installed.');
}
const hermesRun = {
    install: { registry: 'pypi', package: 'hermes-agent', version: '0.19.0', bin: 'hermes' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    // HERMES_HOME: config, secrets, persona, memories, hooks, plugins, cron jobs and state.
    configNames: [
        'config.yaml',
        '.env',
        'SOUL.md',
        'auth.json',
        'skills',
        'memories',
        'hooks',
        'plugins',
        'cron',
        'sessions',
        'state.db',
        '.no-bundled-skills',
    ],
    configure(sandbox, endpoint, passed = {}) {
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'config.yaml'), hermesConfig(endpoint.baseUrl, endpoint.apiKey, endpoint.model, hermesProvider(passed)));
        // Bundled skills would share the listing; the PyPI wheel ships none today, the marker keeps it so.
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, '.no-bundled-skills'), '');
    },
    command({ sandbox, prompt, executable }) {
        const options = ['--usage-file', external_node_path_default().join(sandbox.configDir, USAGE_FILE)];
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
    passEnv: ['OPENROUTER_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'NOUS_API_KEY', ...PROXY_ENV],
    credentialEnv: ['OPENROUTER_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'NOUS_API_KEY'],
    discoveryProbe: undefined,
    transcriptExport: {
        command(_input, executable) {
            // `hermes sessions export - --format jsonl` prints these very bytes, but starts the whole CLI
            // (~3x the CPU) to do it: a second CLI start per trial.
            const python = hermesPython(executable);
            // -I: isolated, so a `hermes_state.py` the agent left in the working folder (Python's first import
            // path) or a PYTHONPATH cannot stand in for Hermes' own module and print a forged session.
            return python
                ? { program: python.program, args: [...python.args, '-I', '-c', EXPORT_SESSIONS] }
                : { program: executable, args: ['sessions', 'export', '-', '--format', 'jsonl'] };
        },
    },
    // Headless Hermes sends `/name` to the model as text; only the interactive REPL expands it.
    explicit: undefined,
    versionArgs: ['--version'],
    versionEnv: (home) => ({ HERMES_HOME: external_node_path_default().join(home, '.hermes') }),
};
/**
 * The provider of the first key the user set, in the order of `credentialEnv`, each to its own API:
 * Hermes's automatic choice would send an OPENAI_API_KEY to OpenRouter. Named in config.yaml because
 * `--model` alone lets Hermes 0.19.0 switch to another provider that lists the model
 * (`anthropic/claude-sonnet-4.6` chose GMI Cloud).
 */
function hermesProvider(passed) {
    const provider = {
        OPENROUTER_API_KEY: 'openrouter',
        OPENAI_API_KEY: 'openai-api',
        ANTHROPIC_API_KEY: 'anthropic',
        NOUS_API_KEY: 'nous',
    };
    const key = hermesRun.credentialEnv.find((name) => passed[name]);
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

// EXTERNAL MODULE: ./src/scripted-model/conversation.ts
var scripted_model_conversation = __webpack_require__(6243);
// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
;// CONCATENATED MODULE: ./src/agents/hermes/wire.ts





/** Hermes Agent: an `<available_skills>` index by category in the system prompt, loaded with `skill_view`. */
function isHermesRequest(body) {
    return (0,chatCompletions/* toolNames */.$p)(body).includes('skill_view');
}
function decodeHermes(body) {
    const { system, users, turns } = (0,chatCompletions/* decodeChat */.Lv)(body, (text) => /"success":\s*false/.test(text));
    const listedSkills = parseHermesIndex(system).map((s) => ({
        name: s.name,
        description: s.description.replace(/\.\.\.$/, ''),
    }));
    return { prompt: users[0] ?? '', listedSkills, tools: (0,chatCompletions/* toolNames */.$p)(body), turns };
}
const hermesDialect = {
    activate: (skill) => ({ kind: 'tool', name: 'skill_view', input: { name: skill.name } }),
    loadedSkill(conversation) {
        const view = (0,scripted_model_conversation/* firstCallAndResult */.n)(conversation, (u) => u.name === 'skill_view');
        if (view === undefined || view === 'pending')
            return undefined;
        if (!view.ok)
            return 'failed';
        try {
            const loaded = JSON.parse(view.text);
            return { dir: loaded.skill_dir ?? '', body: (0,frontmatter/* skillBody */.k2)(loaded.content ?? ''), turn: view.turn };
        }
        catch {
            return 'failed';
        }
    },
    read: (file) => ({ kind: 'tool', name: 'read_file', input: { path: file } }),
    shell: (command) => ({ kind: 'tool', name: 'terminal', input: { command } }),
};
/** Hermes on Chat Completions, told apart by its `skill_view` tool. */
const hermesWire = chatWire(decodeHermes, isHermesRequest, () => hermesDialect, {
    OPENAI_API_KEY: 'https://api.openai.com',
    OPENROUTER_API_KEY: 'https://openrouter.ai/api',
    ANTHROPIC_API_KEY: 'https://api.anthropic.com',
    NOUS_API_KEY: 'https://inference-api.nousresearch.com',
});

;// CONCATENATED MODULE: ./src/agents/hermes/index.ts




const hermes = {
    name: hermes_facts/* hermesFacts */.Y.name,
    facts: hermes_facts/* hermesFacts */.Y,
    run: hermesRun,
    transcript: hermesTranscript,
    wire: hermesWire,
};

// EXTERNAL MODULE: ./src/agents/opencode/facts.ts
var opencode_facts = __webpack_require__(2153);
;// CONCATENATED MODULE: ./src/agents/opencode/mcp.ts


/** The file caliper writes beside OpenCode's config: read because OPENCODE_CONFIG names it. */
const OPENCODE_MCP_CONFIG = 'caliper-mcp.json';
/** OpenCode 1.18.33's name part: every character outside `[A-Za-z0-9_-]` becomes `_`. */
const opencode_mcp_part = (name) => name.replace(/[^a-zA-Z0-9_-]/g, '_');
/**
 * OpenCode 1.18.33: `mcp` (`{ NAME: { type: "local", command: [program, ...args], environment, enabled } }`)
 * in a config file of caliper's named by OPENCODE_CONFIG, merged over its global config (which
 * `run.configure` wrote); it offers and records each tool as `<server>_<tool>`. The global config's
 * `permission: { "*": "allow" }` lets a call run unasked.
 */
const opencodeMcp = {
    toolName: (server, tool) => `${opencode_mcp_part(server)}_${opencode_mcp_part(tool)}`,
    configure(sandbox, servers) {
        const file = external_node_path_default().join(sandbox.configDir, 'opencode', OPENCODE_MCP_CONFIG);
        const server = (s) => ({
            type: 'local',
            command: [s.command, ...s.args],
            environment: { ...s.env },
            enabled: true,
        });
        const mcp = Object.fromEntries(servers.map((s) => [s.name, server(s)]));
        (0,external_node_fs_.writeFileSync)(file, `${JSON.stringify({ $schema: 'https://opencode.ai/config.json', mcp }, null, 2)}\n`);
        return { args: [], env: { OPENCODE_CONFIG: file } };
    },
};

;// CONCATENATED MODULE: ./src/agents/opencode/run.ts






/**
 * OpenCode (`opencode-ai`), headless with `opencode run --format json`. Skills go in
 * `$XDG_CONFIG_HOME/opencode/skills/<name>/` with XDG_CONFIG_HOME fresh per trial, and its scans of
 * `.claude/` and `.agents/` are off (src/agents/opencode/transcript.ts reads its run).
 */
const PROVIDER = 'caliper';
const opencodeRun = {
    install: { registry: 'npm', package: 'opencode-ai', version: '1.18.33', bin: 'opencode' },
    // Without rg its skill tool fails (it tries to download ripgrep): a skill would look unloadable.
    requiresOnPath: ['rg'],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'opencode', 'skills'),
    // ~/.config/opencode: its config, instructions, commands, plugins (and their package.json), tools and modes.
    configNames: [
        'opencode.json',
        'opencode.jsonc',
        'config.json',
        'AGENTS.md',
        'command',
        'commands',
        'plugin',
        'plugins',
        'tool',
        'tools',
        'mode',
        'modes',
        'themes',
        'skills',
        'package.json',
        'node_modules',
    ],
    configure(sandbox, endpoint) {
        (0,external_node_fs_.mkdirSync)(external_node_path_default().join(sandbox.configDir, 'opencode'), { recursive: true });
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'opencode', 'opencode.json'), JSON.stringify(opencodeConfig(endpoint.baseUrl, endpoint.apiKey, endpoint.model, installedSkillNames(opencodeRun.skillsRoot(sandbox))), null, 2));
    },
    // Its provider (baseURL), permissions and MCP servers, read again by each turn's `--continue`.
    pinned: (sandbox) => ['opencode.json', OPENCODE_MCP_CONFIG].map((name) => external_node_path_default().join(sandbox.configDir, 'opencode', name)),
    command({ sandbox, prompt, endpoint }) {
        const args = ['run', '--format', 'json', '--title', 'caliper trial'];
        if (endpoint.baseUrl)
            args.push('--model', `${PROVIDER}/${endpoint.model ?? 'scripted-model'}`);
        else if (endpoint.model)
            args.push('--model', endpoint.model);
        // A prompt argument reaches the model wrapped in quotes; on stdin (then closed) it arrives as written.
        return { args, env: run_environment(sandbox.configDir), stdin: prompt };
    },
    passEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY', ...PROXY_ENV],
    credentialEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY'],
    discoveryProbe: { args: () => ['debug', 'skill'], stdin: '' },
    transcriptExport: undefined,
    // `opencode run "/name"` sends the text as is; only `--command name` expands, and only its database records it.
    explicit: undefined,
    resume: (input) => withArgs(opencodeRun.command(input), '--continue'),
    versionArgs: ['--version'],
};
function run_environment(configDir) {
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
        // Only caliper's config: a fixture's `opencode.json` is merged over it, and its provider's baseURL wins
        // (a model of the pull request's own, serving in the sandbox; docs/security.md).
        OPENCODE_DISABLE_PROJECT_CONFIG: '1',
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
        permission: {
            '*': 'allow',
            skill: {
                '*': 'allow',
                ...Object.fromEntries(unlessInstalled(['customize-opencode'], installed).map((n) => [n, 'deny'])),
            },
        },
        autoupdate: false,
        share: 'disabled',
        // Its undo history: a git repository of the work tree, written at every step (~20 git runs a trial).
        snapshot: false,
    };
}

;// CONCATENATED MODULE: ./src/agents/opencode/transcript.ts





/**
 * OpenCode's `opencode run --format json` stream. Activation is a `skill` tool call that completed. Its
 * stream has no listing, so `opencode debug skill` (no model call) lists the skills first.
 */
const opencodeTranscript = {
    parse: parseOpencodeTranscript,
    activatedSkills: (transcript) => skillToolActivations(transcript, 'skill', 'name'),
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
    const t = (0,emptyTranscript/* emptyTranscript */.g)();
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
                    result: part?.state?.status === 'completed' || part?.state?.status === 'error'
                        ? { ok: part.state.status === 'completed', text: part.state.output ?? part.state.error ?? '' }
                        : undefined,
                };
                t.toolCalls.push(call);
                break;
            }
            case 'text':
                if (typeof part?.text === 'string')
                    t.finalAnswer = part.text;
                break;
            case 'step_finish':
                // One step is one model call.
                t.usage.turns = (t.usage.turns ?? 0) + 1;
                t.usage.inputTokens +=
                    (part?.tokens?.input ?? 0) + (part?.tokens?.cache?.read ?? 0) + (part?.tokens?.cache?.write ?? 0);
                t.usage.outputTokens += part?.tokens?.output ?? 0;
                t.usage.cacheReadTokens = (t.usage.cacheReadTokens ?? 0) + (part?.tokens?.cache?.read ?? 0);
                t.usage.cacheWriteTokens = (t.usage.cacheWriteTokens ?? 0) + (part?.tokens?.cache?.write ?? 0);
                cost += part?.cost ?? 0;
                break;
            case 'error': {
                recognised = true;
                const data = e.error?.data;
                const http = data?.statusCode ? ` (HTTP ${data.statusCode})` : '';
                const message = `${data?.message ?? e.error?.name ?? 'error'}${http}`;
                const status = data?.statusCode;
                t.error = (0,providerFaults/* runError */.ML)(message, {
                    ...(status !== undefined && { status }),
                    transient: data?.isRetryable === true ||
                        (status !== undefined && (status === 429 || status >= 500)) ||
                        /ECONNREFUSED|Unable to connect|timed? ?out/i.test(message),
                });
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

;// CONCATENATED MODULE: ./src/agents/opencode/wire.ts




/** OpenCode: `<available_skills>` in the system message, loaded with its `skill` tool. */
function isOpencodeRequest(body) {
    const tools = (0,chatCompletions/* toolNames */.$p)(body);
    // Copilot CLI offers both too, and `read_bash`, which OpenCode does not.
    return tools.includes('skill') && tools.includes('task') && !tools.includes('read_bash');
}
function decodeOpencode(body) {
    const { system, users, turns } = (0,chatCompletions/* decodeChat */.Lv)(body, (text) => /^Error\b/.test(text));
    return { prompt: users[0] ?? '', listedSkills: (0,availableSkills/* parseAvailableSkills */.b)(system), tools: (0,chatCompletions/* toolNames */.$p)(body), turns };
}
const LOADED = /^<skill_content name="[^"]+">\n# Skill: [^\n]*\n\n([\s\S]*?)\n*Base directory for this skill: ([^\n]+)/;
const opencodeDialect = {
    activate: (skill) => ({ kind: 'tool', name: 'skill', input: { name: skill.name } }),
    loadedSkill(conversation) {
        const call = (0,scripted_model_conversation/* firstCallAndResult */.n)(conversation, (u) => u.name === 'skill');
        if (call === undefined || call === 'pending')
            return undefined;
        const m = LOADED.exec(call.text);
        return m ? { dir: m[2].trim(), body: m[1], turn: call.turn } : 'failed';
    },
    read: (file) => ({ kind: 'tool', name: 'read', input: { filePath: file } }),
    shell: (command) => ({ kind: 'tool', name: 'bash', input: { command } }),
};
/** OpenCode on Chat Completions, told apart by its `skill` and `task` tools. */
const opencodeWire = chatWire(decodeOpencode, isOpencodeRequest, () => opencodeDialect, {
    OPENAI_API_KEY: 'https://api.openai.com',
    OPENROUTER_API_KEY: 'https://openrouter.ai/api',
    ANTHROPIC_API_KEY: 'https://api.anthropic.com',
});

;// CONCATENATED MODULE: ./src/agents/opencode/index.ts





const opencode = {
    name: opencode_facts/* opencodeFacts */.t.name,
    facts: opencode_facts/* opencodeFacts */.t,
    run: opencodeRun,
    transcript: opencodeTranscript,
    wire: opencodeWire,
    mcp: opencodeMcp,
};

// EXTERNAL MODULE: ./src/agents/pi/facts.ts
var pi_facts = __webpack_require__(6795);
;// CONCATENATED MODULE: ./src/agents/pi/run.ts



/**
 * pi (`@mariozechner/pi-coding-agent`), headless with `--mode json -p`. Skills go in the agent folder,
 * `$PI_CODING_AGENT_DIR/skills/<name>/`, fresh per trial. src/agents/pi/transcript.ts
 * reads its run.
 */
const run_PROVIDER = 'caliper';
const QUIET = ['--no-session', '--no-context-files', '--no-extensions', '--offline'];
const piRun = {
    install: { registry: 'npm', package: '@mariozechner/pi-coding-agent', version: '0.73.1', bin: 'pi' },
    requiresOnPath: [],
    skillsRoot: (sandbox) => external_node_path_default().join(sandbox.configDir, 'skills'),
    // PI_CODING_AGENT_DIR: providers, settings, instructions, prompts, extensions, themes and sessions.
    configNames: [
        'models.json',
        'settings.json',
        'auth.json',
        'AGENTS.md',
        'SYSTEM.md',
        'APPEND_SYSTEM.md',
        'prompts',
        'extensions',
        'themes',
        'skills',
        'sessions',
        'keybindings.json',
    ],
    configure(sandbox, endpoint) {
        // Its defaults retry 4 × 3 times with back-off and wait 600 s for a silent server; caliper retries
        // transient faults itself, in a fresh sandbox.
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'settings.json'), JSON.stringify({ retry: { enabled: false, provider: { maxRetries: 0, timeoutMs: 240_000 } } }));
        if (endpoint.baseUrl) {
            const models = {
                providers: {
                    [run_PROVIDER]: {
                        baseUrl: `${endpoint.baseUrl.replace(/\/$/, '')}/v1`,
                        api: 'openai-completions',
                        apiKey: endpoint.apiKey ?? 'none',
                        models: [{ id: endpoint.model ?? 'scripted-model' }],
                    },
                },
            };
            (0,external_node_fs_.writeFileSync)(external_node_path_default().join(sandbox.configDir, 'models.json'), JSON.stringify(models));
        }
    },
    command(input) {
        // The prompt on stdin, which `-p` reads (trimmed), never in argv: there a skill would read it from
        // /proc/PID/cmdline (docs/security.md), and pi, which has no `--`, would take a prompt starting with
        // "-" for an option and one starting with "@" for a file.
        return {
            args: ['--mode', 'json', '-p', ...QUIET, ...modelArgs(input)],
            env: pi_run_environment(input),
            stdin: input.prompt,
        };
    },
    passEnv: ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY', ...PROXY_ENV],
    credentialEnv: ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY'],
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
        return ['--provider', run_PROVIDER, '--model', input.endpoint.model ?? 'scripted-model'];
    return input.endpoint.model ? ['--model', input.endpoint.model] : [];
}
function pi_run_environment(input) {
    return {
        PI_CODING_AGENT_DIR: input.sandbox.configDir,
        PI_OFFLINE: '1',
        PI_SKIP_VERSION_CHECK: '1',
        PI_TELEMETRY: '0',
    };
}

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
        return (v.data?.commands ?? [])
            .filter((c) => c.source === 'skill' && typeof c.name === 'string')
            .map((c) => c.name.replace(/^skill:/, ''));
    }
    return undefined;
}
const pi_transcript_TRANSIENT = /overloaded|rate.?limit|\b429\b|\b5\d\d\b|connection|fetch failed|timed out|terminated/i;
/**
 * pi prints a provider's error as its SDK does: the status first ("429 Rate limit reached …", "503 The server is
 * overloaded").
 */
function piRunError(message) {
    const status = /^([45]\d\d) /.exec(message)?.[1];
    return (0,providerFaults/* runError */.ML)(message, {
        transient: pi_transcript_TRANSIENT.test(message),
        ...(status !== undefined && { status: Number(status) }),
    });
}
function parsePiTranscript(stdout) {
    const lines = (0,jsonLines/* parseJsonLines */.L)(stdout);
    if (!lines.ok)
        return lines;
    const t = (0,emptyTranscript/* emptyTranscript */.g)();
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
                // Each assistant message is one model call.
                t.usage.turns = (t.usage.turns ?? 0) + 1;
                if (typeof m.model === 'string')
                    t.model = m.model;
                t.usage.inputTokens += (m.usage?.input ?? 0) + (m.usage?.cacheRead ?? 0) + (m.usage?.cacheWrite ?? 0);
                t.usage.outputTokens += m.usage?.output ?? 0;
                t.usage.cacheReadTokens = (t.usage.cacheReadTokens ?? 0) + (m.usage?.cacheRead ?? 0);
                t.usage.cacheWriteTokens = (t.usage.cacheWriteTokens ?? 0) + (m.usage?.cacheWrite ?? 0);
                const text = (m.content ?? [])
                    .filter((c) => c.type === 'text')
                    .map((c) => c.text ?? '')
                    .join('');
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

;// CONCATENATED MODULE: ./src/agents/pi/wire.ts






/** pi: skills listed as `<available_skills>` in the system prompt, loaded with its `read` tool. */
/** pi offers exactly these tools by default, and no skill tool. */
function isPiRequest(body) {
    const tools = new Set((0,chatCompletions/* toolNames */.$p)(body));
    return (['read', 'bash', 'edit', 'write'].every((t) => tools.has(t)) && !tools.has('skill') && !tools.has('skill_view'));
}
const EXPLICIT = /^<skill name="([^"]+)" location="([^"]+)">\n(?:References are relative to [^\n]*\n)?([\s\S]*?)<\/skill>/;
function decodePi(body) {
    const { system, users, turns } = (0,chatCompletions/* decodeChat */.Lv)(body, (text) => /^(ENOENT|EACCES|EISDIR)\b|no such file/i.test(text));
    const listed = (0,availableSkills/* parseAvailableSkills */.b)(system);
    const first = users[0] ?? '';
    const explicit = EXPLICIT.exec(first);
    // An explicit `/skill:name` arrives expanded in the user's turn: the body is injected, not asked for.
    if (explicit)
        turns.unshift({ role: 'injected', text: first });
    return {
        prompt: explicit ? first.slice(explicit[0].length).trim() : first,
        listedSkills: listed,
        tools: (0,chatCompletions/* toolNames */.$p)(body),
        turns,
        locations: new Map(listed.map((s) => [s.name, s.location])),
    };
}
function piDialect(locations) {
    return {
        activate: (skill) => ({ kind: 'tool', name: 'read', input: { path: locations.get(skill.name) ?? skill.name } }),
        loadedSkill(conversation) {
            const injected = conversation.turns.findIndex((t) => t.role === 'injected' && EXPLICIT.test(t.text));
            if (injected >= 0) {
                const m = EXPLICIT.exec(conversation.turns[injected].text);
                return { dir: external_node_path_default().dirname(m[2]), body: m[3], turn: injected };
            }
            const read = (0,scripted_model_conversation/* firstCallAndResult */.n)(conversation, (u) => u.name === 'read' && String(u.input.path ?? '').endsWith('/SKILL.md'));
            if (read === undefined || read === 'pending')
                return undefined;
            if (!read.ok)
                return 'failed';
            return { dir: external_node_path_default().dirname(String(read.use.input.path)), body: (0,frontmatter/* skillBody */.k2)(read.text), turn: read.turn };
        },
        read: (file) => ({ kind: 'tool', name: 'read', input: { path: file } }),
        shell: (command) => ({ kind: 'tool', name: 'bash', input: { command } }),
    };
}
/** pi on Chat Completions, told apart by its four tools and no skill tool. */
const piWire = chatWire(decodePi, isPiRequest, (conversation) => piDialect(conversation.locations), {
    OPENAI_API_KEY: 'https://api.openai.com',
    OPENROUTER_API_KEY: 'https://openrouter.ai/api',
    ANTHROPIC_API_KEY: 'https://api.anthropic.com',
});

;// CONCATENATED MODULE: ./src/agents/pi/index.ts




const pi = {
    name: pi_facts/* piFacts */.b.name,
    facts: pi_facts/* piFacts */.b,
    run: piRun,
    transcript: piTranscript,
    wire: piWire,
};

;// CONCATENATED MODULE: ./src/agents/index.ts








/**
 * Every agent CLI caliper runs, whole (src/agents/<name>/index.ts), in the order of their facts
 * (src/agents/facts.ts, the light registry `validate` reads). The contract test holds the two in step.
 */
const AGENTS = [claudeCode, codex, pi, hermes, opencode, geminiCli, copilot];
const BY_NAME = new Map(AGENTS.map((a) => [a.name, a]));
/** The agent a name from outside (a flag, a spec, an input) names; undefined when none has it. */
function agentNamed(name) {
    return BY_NAME.get(name);
}
/** The agent of a name already checked (a spec's, a result's). */
function agentOf(name) {
    return BY_NAME.get(name);
}



/***/ }),

/***/ 2315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseAvailableSkills)
/* harmony export */ });
/** `<skill><name>…</name><description>…</description><location>…</location></skill>` entries (XML-escaped). */
function parseAvailableSkills(text) {
    const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(text)?.[1] ?? '';
    const field = (entry, name) => unescapeXml(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(entry)?.[1]?.trim() ?? '');
    return [...block.matchAll(/<skill>([\s\S]*?)<\/skill>/g)].map((m) => ({
        name: field(m[1], 'name'),
        description: field(m[1], 'description'),
        location: field(m[1], 'location'),
    }));
}
function unescapeXml(s) {
    return s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;|&#39;/g, "'")
        .replace(/&amp;/g, '&');
}


/***/ }),

/***/ 3205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ emptyTranscript)
/* harmony export */ });
/** A transcript before its first event: nothing discovered, called, answered or spent. */
function emptyTranscript() {
    return {
        discoveredSkills: undefined,
        toolCalls: [],
        finalAnswer: undefined,
        model: undefined,
        cliVersion: undefined,
        usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
        error: undefined,
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
            return {
                ok: false,
                reason: `the transcript is not JSON lines (line ${i + 1}: ${JSON.stringify(line.slice(0, 120))})`,
            };
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
/* harmony export */   Qy: () => (/* binding */ CONNECTION_FAULT),
/* harmony export */   Rh: () => (/* binding */ CERTIFICATE_FAULT),
/* harmony export */   SS: () => (/* binding */ TRANSIENT_STATUSES)
/* harmony export */ });
/* unused harmony exports PROVIDER_BUSY, statusIn, retryAfterIn */
/** Statuses a provider answers for a fault of its own or a limit that passes. */
const TRANSIENT_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504, 529]);
/** How CLIs word a dropped, refused or cut connection (Node's error codes, undici's, reqwest's, httpx'). */
const CONNECTION_FAULT = new RegExp([
    'ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|UND_ERR_SOCKET|socket hang up',
    'connection (?:dropped|reset|error|closed|refused|lost)|Unable to connect|fetch failed',
    String.raw `\bterminated\b|premature close|stream (?:disconnected|closed|ended|error)`,
    'error decoding response body|incomplete (?:chunked|message)|RemoteProtocolError|peer closed connection',
].join('|'), 'i');
/** How CLIs word a provider that is busy or limiting (the status is not always in the text). */
const PROVIDER_BUSY = /overloaded|rate.?limit|too many requests|high demand|RESOURCE_EXHAUSTED|\bUNAVAILABLE\b|capacity/i;
/**
 * How CLIs word a TLS certificate they do not trust (Node's codes, OpenSSL's, rustls', Python's): no
 * attempt can pass until the runner trusts the CA, so it is never transient, and the user is told how.
 */
const CERTIFICATE_FAULT = new RegExp([
    'certificate (?:verification failed|verify failed|has expired|is not yet valid)',
    'unable to verify the first certificate|unable to get (?:local )?issuer certificate|CERTIFICATE_VERIFY_FAILED',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(?:_LOCALLY)?',
    '(?:DEPTH_ZERO_)?SELF_SIGNED_CERT(?:_IN_CHAIN)?',
    'CERT_HAS_EXPIRED|ERR_TLS_CERT_ALTNAME_INVALID|invalid peer certificate|UnknownIssuer|self[- ]signed certificate',
].join('|'), 'i');
const CERTIFICATE_HINT = ' [caliper: the CLI does not trust the TLS certificate it was given; ' +
    'behind a gateway with a private CA or a transparent TLS-inspecting ' +
    "proxy, set NODE_EXTRA_CA_CERTS on the runner to that CA's PEM file " +
    '(docs/backends.md#reaching-the-provider)]';
const REASON_PHRASES = 'Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout|Overloaded';
const STATUS_AND_REASON = new RegExp(String.raw `\b(4(?:08|09|25|29)|5\d\d)\s+(?:${REASON_PHRASES})`, 'i');
/** The HTTP status a CLI's error text names ("429 Too Many Requests", "status 529", "(HTTP 503)", `"code":429`). */
function statusIn(text) {
    const m = /\b(?:HTTP|status(?: code)?|API Error|last status)[:\s]*\(?(\d{3})\b/i.exec(text) ??
        /"(?:code|status)"\s*:\s*(\d{3})\b/.exec(text) ??
        STATUS_AND_REASON.exec(text);
    const status = m ? Number(m[1]) : undefined;
    return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}
/**
 * The wait a provider asked for, when the CLI passed it on ("retry-after: 3", "try again in 1.5s", "retry in 20
 * seconds").
 */
function retryAfterIn(text) {
    const m = /retry[- ]after["':\s]+(\d+(?:\.\d+)?)/i.exec(text) ??
        /(?:try again|retry) in (\d+(?:\.\d+)?)\s*(ms|s\b|sec|seconds?)/i.exec(text);
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
    const transient = options.transient === true ||
        (status !== undefined && TRANSIENT_STATUSES.has(status)) ||
        CONNECTION_FAULT.test(message) ||
        PROVIDER_BUSY.test(message);
    return {
        message,
        transient,
        ...(status !== undefined && { status }),
        ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    };
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

/***/ 6961:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mo: () => (/* binding */ renderForcedPrompt),
/* harmony export */   j$: () => (/* binding */ forcedSkillsDir),
/* harmony export */   yV: () => (/* binding */ MAX_FORCED_PROMPT_BYTES),
/* harmony export */   z_: () => (/* binding */ parseForcedPrompt)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Force-load puts skill files here, outside every CLI's native roots: references resolve, but nothing
 * is discovered, so no CLI can also load the skill its own way.
 */
function forcedSkillsDir(sandbox) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(sandbox.root, 'skill-files');
}
/** Arguments over this size are refused by the kernel (MAX_ARG_STRLEN is 128 KiB); stay well under. */
const MAX_FORCED_PROMPT_BYTES = 96 * 1024;
/**
 * The prompt of a force-load trial: the skill body as a directive, then the task. It is plain text in
 * the user's turn: no tool of ours, no imitation of a CLI's own skill loading.
 */
function renderForcedPrompt(skill, task) {
    return [
        `Follow the skill below to do the task. Its files are in ${skill.dir}; ` +
            `resolve the relative paths it mentions against that folder.`,
        '',
        `<skill name="${skill.name}" dir="${skill.dir}">`,
        skill.body.trim(),
        '</skill>',
        '',
        `Task: ${task}`,
    ].join('\n');
}
/** The inverse, for the scripted model: the forced skill of a prompt, if it has one. */
function parseForcedPrompt(prompt) {
    const m = /<skill name="([^"]+)" dir="([^"]+)">\n([\s\S]*?)\n<\/skill>/.exec(prompt);
    return m ? { name: m[1], dir: m[2], body: m[3] } : undefined;
}


/***/ }),

/***/ 1015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ apiRequest),
/* harmony export */   LW: () => (/* binding */ RESPONSES),
/* harmony export */   VR: () => (/* binding */ CHAT),
/* harmony export */   Vp: () => (/* binding */ ANTHROPIC),
/* harmony export */   eX: () => (/* binding */ GEMINI),
/* harmony export */   se: () => (/* binding */ RELAY_KEY)
/* harmony export */ });
/** The key a taped CLI is given: the relay puts the real one in its place, and only there. */
const RELAY_KEY = 'caliper-relay-key';
/** A path segment as the routes allow it: no `.`/`..`, no percent-escape, no backslash. */
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
/** Anthropic's Messages API (Claude Code). Each agent names its own in `wire.api` (src/agents/<name>/wire.ts). */
const ANTHROPIC = {
    name: "Anthropic's Messages API",
    dialect: 'anthropic',
    keyHeader: 'x-api-key',
    keyValue: (key) => key,
    routes: [{ method: 'POST', path: /^\/v1\/messages(?:\/count_tokens)?$/ }],
};
const RESPONSES = {
    name: "OpenAI's Responses API",
    dialect: 'responses',
    keyHeader: 'authorization',
    keyValue: (key) => `Bearer ${key}`,
    routes: [
        { method: 'POST', path: /^\/v1\/responses$/ },
        { method: 'GET', path: /^\/v1\/models$/ },
    ],
};
const GEMINI_METHODS = '(?:streamGenerateContent|generateContent|countTokens)';
const GEMINI = {
    name: "Google's Gemini API",
    dialect: 'gemini',
    keyHeader: 'x-goog-api-key',
    keyValue: (key) => key,
    routes: [{ method: 'POST', path: new RegExp(`^/v1(?:beta)?/models/${SEGMENT}:${GEMINI_METHODS}$`) }],
};
/** pi, Hermes and OpenCode are given the relay as an OpenAI-compatible API; Hermes also lists models at /api/v1. */
const CHAT = {
    name: 'an OpenAI-compatible Chat Completions API',
    dialect: 'chat',
    keyHeader: 'authorization',
    keyValue: (key) => `Bearer ${key}`,
    routes: [
        { method: 'POST', path: /^\/v1\/chat\/completions$/ },
        { method: 'GET', path: /^(?:\/api)?\/v1\/models$/ },
    ],
};
/** A request the API has: its path and query (`?…` or empty); undefined for any other method, path or target. */
function apiRequest(api, method, target) {
    const q = target.indexOf('?');
    const path = q < 0 ? target : target.slice(0, q);
    const query = q < 0 ? '' : target.slice(q);
    if (!api.routes.some((r) => r.method === method && r.path.test(path)))
        return undefined;
    // What Node passes on of a request line is printable already; a fragment is never sent.
    if (!/^[\x21-\x7e]*$/.test(query) || query.includes('#'))
        return undefined;
    return { path, query };
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
/**
 * The first `count` bytes of a file as latin1 (an executable may be a 400 MB single-file build); '' when unreadable.
 */
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

/***/ 7999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ toolNames),
/* harmony export */   Fu: () => (/* binding */ writeChatResponse),
/* harmony export */   Lv: () => (/* binding */ decodeChat)
/* harmony export */ });
/* unused harmony export chatText */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _stream_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9952);


function chatText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content.map((p) => p?.text ?? '').join('');
    return '';
}
function toolNames(body) {
    return (body.tools ?? []).map((t) => t.function?.name ?? '');
}
/**
 * The system text, the user messages, and the turns after the first user message. A tool result's
 * success is not on this wire; `failed` decides it from the text the CLI sent back.
 */
function decodeChat(body, failed) {
    const system = [];
    const users = [];
    const turns = [];
    for (const m of body.messages ?? []) {
        const text = chatText(m.content);
        if (m.role === 'system' || m.role === 'developer')
            system.push(text);
        else if (m.role === 'user') {
            if (users.length > 0)
                turns.push({ role: 'injected', text });
            users.push(text);
        }
        else if (m.role === 'assistant') {
            const toolUses = (m.tool_calls ?? []).map((c) => ({
                id: c.id ?? '',
                name: c.function?.name ?? '',
                input: parseArguments(c.function?.arguments),
            }));
            turns.push({ role: 'assistant', toolUses, text });
        }
        else if (m.role === 'tool') {
            turns.push({ role: 'tool-result', toolUseId: m.tool_call_id ?? '', ok: !failed(text), text });
        }
    }
    return { system: system.join('\n'), users, turns };
}
function parseArguments(raw) {
    try {
        const v = JSON.parse(raw ?? '{}');
        return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
    }
    catch {
        return {};
    }
}
/** Answer with one action, streamed as SSE chunks (or one JSON body when the CLI did not ask to stream). */
/** `chunked`: the content, or the call's arguments after its name, in several chunks (as real providers stream). */
function writeChatResponse(res, body, action, seed, chunked = false) {
    const model = body.model ?? 'scripted-model';
    const id = `chatcmpl-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}:chat`).digest('hex').slice(0, 20)}`;
    const callId = `call_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}:call`).digest('hex').slice(0, 16)}`;
    const created = 1_700_000_000;
    const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };
    const finish = action.kind === 'text' ? 'stop' : 'tool_calls';
    const toolCall = action.kind === 'tool'
        ? { id: callId, type: 'function', function: { name: action.name, arguments: JSON.stringify(action.input) } }
        : undefined;
    if (!body.stream) {
        const message = action.kind === 'text'
            ? { role: 'assistant', content: action.text }
            : { role: 'assistant', content: null, tool_calls: [toolCall] };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({
            id,
            object: 'chat.completion',
            created,
            model,
            choices: [{ index: 0, message, finish_reason: finish }],
            usage,
        }));
        return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (choices, extra = {}) => res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`);
    chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    if (action.kind === 'text')
        for (const content of chunked ? (0,_stream_js__WEBPACK_IMPORTED_MODULE_1__/* .streamPieces */ .g)(action.text) : [action.text])
            chunk([{ index: 0, delta: { content }, finish_reason: null }]);
    else if (!chunked)
        chunk([{ index: 0, delta: { tool_calls: [{ index: 0, ...toolCall }] }, finish_reason: null }]);
    else {
        chunk([
            {
                index: 0,
                delta: {
                    tool_calls: [{ index: 0, id: callId, type: 'function', function: { name: action.name, arguments: '' } }],
                },
                finish_reason: null,
            },
        ]);
        for (const args of (0,_stream_js__WEBPACK_IMPORTED_MODULE_1__/* .streamPieces */ .g)(JSON.stringify(action.input)))
            chunk([{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: args } }] }, finish_reason: null }]);
    }
    chunk([{ index: 0, delta: {}, finish_reason: finish }]);
    chunk([], { usage });
    res.write('data: [DONE]\n\n');
    res.end();
}


/***/ }),

/***/ 6243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ firstCallAndResult)
/* harmony export */ });
/**
 * The first tool call that `matches`, and the tool result that followed it (with its turn index):
 * `undefined` when there is no such call yet, `pending` while its result has not come back.
 */
function firstCallAndResult(conversation, matches) {
    let use;
    const call = conversation.turns.findIndex((t) => t.role === 'assistant' && (use = t.toolUses.find(matches)) !== undefined);
    if (call < 0 || !use)
        return undefined;
    const turn = conversation.turns.findIndex((t, i) => i > call && t.role === 'tool-result');
    if (turn < 0)
        return 'pending';
    const result = conversation.turns[turn];
    return { use, ok: result.ok, text: result.text, turn };
}


/***/ }),

/***/ 6127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZF: () => (/* binding */ contentWords),
/* harmony export */   lY: () => (/* binding */ chooseSkill)
/* harmony export */ });
/* unused harmony export MIN_SHARED_WORDS */
const STOP_WORDS = new Set(`a about after all also an and any are as ask asks at be before by can could do does for from get give has have
  help how i if in into is it its me my new no not of on or our please say says should so some that the their them
  then there these they this to up use used user users using was we what when whenever which who why will with would
  you your`.split(/\s+/));
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


/***/ }),

/***/ 8431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gj: () => (/* binding */ nextAction)
});

// UNUSED EXPORTS: MAX_LINKED_READS, MAX_STEPS, planSteps, resolveSkillPaths

// EXTERNAL MODULE: ./src/eval/disciplines/forceLoad.ts
var forceLoad = __webpack_require__(6961);
// EXTERNAL MODULE: ./src/scripted-model/matching.ts
var matching = __webpack_require__(6127);
;// CONCATENATED MODULE: ./src/scripted-model/mcpCalls.ts
/** The names CLIs give an MCP server's tool (Claude Code's first); the scripted model calls the one offered. */
function mcpToolNames(server, tool) {
    return [
        `mcp__${server}__${tool}`,
        `${server}__${tool}`,
        `mcp_${server}_${tool}`,
        `${server}_${tool}`,
        `${server}-${tool}`,
    ];
}
/**
 * The calls of a fenced `mcp` block: each line `SERVER TOOL {json arguments}` (arguments optional) is a
 * call of the tool under the name the CLI offered it; a line naming a tool not offered, or with
 * arguments that are not a JSON object, is skipped, as a model without that tool could not call it.
 */
function mcpBlockCalls(block, offered) {
    return block.split('\n').flatMap((line) => {
        const m = /^\s*([A-Za-z0-9_-]+)\s+([A-Za-z0-9_.-]+)\s*(\{.*\})?\s*$/.exec(line);
        if (!m)
            return [];
        const name = offeredName(mcpToolNames(m[1], m[2]), offered);
        const input = parseArgs(m[3]);
        return name !== undefined && input !== undefined ? [{ kind: 'tool', name, input }] : [];
    });
}
/** Every character outside `[A-Za-z0-9]` as `_`: how CLIs differ in a name's odd characters (`find.v2`). */
const squash = (name) => name.replace(/[^A-Za-z0-9]/g, '_');
/**
 * The offered name of the first convention offered as is; else the one offered name that is a convention
 * with its odd characters replaced (OpenCode offers `find.v2` as `s_find_v2`, Copilot CLI as `s-find-v2`).
 */
function offeredName(candidates, offered) {
    const exact = candidates.find((n) => offered.includes(n));
    if (exact !== undefined)
        return exact;
    const wanted = new Set(candidates.map(squash));
    const near = offered.filter((n) => wanted.has(squash(n)));
    return near.length === 1 ? near[0] : undefined;
}
function parseArgs(text) {
    if (text === undefined)
        return {};
    try {
        const value = JSON.parse(text);
        const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
        return isObject ? value : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/scripted-model/policy.ts



/**
 * The scripted model's whole behaviour, deterministic and stateless (everything comes from the request):
 * 1. choose the listed skill whose description best matches the prompt, or answer directly (unless the
 *    CLI already expanded an explicit invocation, or the prompt carries a force-loaded body);
 * 2. once the skill is loaded, read the files its body links to, then run its fenced `bash` blocks and
 *    call the MCP tools of its `mcp` blocks, in the body's order (at
 *    most MAX_LINKED_READS files, each once, and MAX_STEPS steps: within the default turn limit);
 * 3. answer "done".
 */
function nextAction(conversation, dialect) {
    const loaded = dialect.loadedSkill(conversation) ?? forcedSkill(conversation);
    if (loaded === 'failed')
        return { kind: 'text', text: 'The skill could not be loaded, so I stopped.' };
    if (loaded === undefined) {
        if (conversation.turns.some((t) => t.role === 'assistant' && t.toolUses.length > 0))
            return { kind: 'text', text: 'done' };
        const skill = (0,matching/* chooseSkill */.lY)(conversation.prompt, conversation.listedSkills);
        return skill ? dialect.activate(skill) : { kind: 'text', text: 'I can answer that without a skill.' };
    }
    const steps = planSteps(loaded.dir, loaded.body, dialect, conversation.tools);
    const done = conversation.turns.slice(loaded.turn + 1).filter((t) => t.role === 'tool-result').length;
    return steps[done] ?? { kind: 'text', text: 'done' };
}
/**
 * A markdown link: its text holds no bracket and its target no `[`, so each scan stops where the next
 * link could start and a body of brackets costs linear time (the unbounded `[^\]]*` was quadratic).
 */
const LINK = /\[[^[\]]{0,500}\]\(([^[)\s#]{1,500})\)/g;
/**
 * A fenced bash or mcp block (`SERVER TOOL {json}` lines); white space after the language stops at the
 * line's end (`\s*` backtracked over blank lines).
 */
const STEP_BLOCK = /^```(bash|sh|mcp)[^\S\n]*\n([\s\S]*?)^```/gm;
/**
 * Files of a skill's links the scripted model reads, and steps it takes in all, as a model that reads
 * what it needs would: a body linking 54 references (UiPath's uipath-platform) once read them all and
 * ran into Claude Code's 30-turn limit (issue #36). With the Skill call and the answer: 22 turns at most.
 */
const MAX_LINKED_READS = 8;
const MAX_STEPS = 20;
/**
 * The body's markdown links to relative files (read first, each once), then its fenced bash blocks (run)
 * and mcp blocks (each line a call of a tool of `offered`, the CLI's tools), in order.
 */
function planSteps(dir, body, dialect, offered = []) {
    const targets = new Set();
    for (const m of body.matchAll(LINK)) {
        if (targets.size === MAX_LINKED_READS)
            break;
        const target = m[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/'))
            continue;
        targets.add(target.replace(/^\.\//, ''));
    }
    const reads = [...targets].map((target) => dialect.read(`${dir}/${target}`));
    const commands = [];
    for (const m of body.matchAll(STEP_BLOCK)) {
        if (reads.length + commands.length >= MAX_STEPS)
            break;
        const block = m[1] === 'mcp' ? mcpBlockCalls(m[2], offered) : [dialect.shell(resolveSkillPaths(m[2].trim(), dir))];
        commands.push(...block);
    }
    return [...reads, ...commands].slice(0, MAX_STEPS);
}
/** Paths into the skill's own folders resolve against the skill, as a model reading the body would do. */
function resolveSkillPaths(command, dir) {
    return command.replace(/(^|[\s"'=])((?:scripts|references|assets|templates)\/)/g, `$1${dir}/$2`);
}
/** A force-load prompt carries the body itself: it counts as loaded before the first turn. */
function forcedSkill(conversation) {
    const forced = (0,forceLoad/* parseForcedPrompt */.z_)(conversation.prompt);
    return forced && { dir: forced.dir, body: forced.body, turn: -1 };
}


/***/ }),

/***/ 8448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ responsesAsChat),
/* harmony export */   P9: () => (/* binding */ isCodexRequest),
/* harmony export */   b6: () => (/* binding */ textOf)
/* harmony export */ });
/**
 * The Responses API as pi's and OpenCode's OpenAI providers speak it. Their requests are answered by the
 * same dialects as on Chat Completions (which CLI is asking is told by its tools), so this turns one into
 * the Chat Completions request it means; Codex's own requests (its shell tool) keep Codex's decoder.
 */
function isCodexRequest(body) {
    return (body.tools ?? []).some((t) => t.name === 'exec_command' || t.name === 'shell' || t.type === 'local_shell');
}
function responsesAsChat(body) {
    const messages = body.instructions ? [{ role: 'system', content: body.instructions }] : [];
    const items = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : (body.input ?? []);
    for (const item of items) {
        const type = item.type ?? (item.role ? 'message' : undefined);
        if (type === 'message')
            messages.push({
                role: item.role === 'developer' ? 'system' : (item.role ?? 'user'),
                content: textOf(item.content),
            });
        else if (type === 'function_call')
            messages.push({
                role: 'assistant',
                content: null,
                tool_calls: [
                    { id: item.call_id ?? '', function: { name: item.name ?? '', arguments: item.arguments ?? '{}' } },
                ],
            });
        else if (type === 'function_call_output')
            messages.push({ role: 'tool', tool_call_id: item.call_id ?? '', content: textOf(item.output) });
    }
    return {
        ...(body.model !== undefined && { model: body.model }),
        stream: body.stream ?? false,
        messages,
        tools: (body.tools ?? []).map((t) => ({ function: { name: t.name ?? '' } })),
    };
}
/** A message's or a tool output's text: a string, or the text of its parts. */
function textOf(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content
            .map((p) => p && typeof p === 'object' && typeof p.text === 'string'
            ? p.text
            : '')
            .join('');
    return '';
}


/***/ }),

/***/ 9952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ streamPieces)
/* harmony export */ });
/** A streamed text in the few uneven pieces a real API sends it in (at most 4, none empty). */
function streamPieces(text) {
    if (text.length < 4)
        return [text];
    const cuts = [Math.floor(text.length / 7), Math.floor(text.length / 2), text.length - 1];
    return [0, ...cuts].map((start, i, all) => text.slice(start, all[i + 1] ?? text.length)).filter((p) => p !== '');
}


/***/ })

};
