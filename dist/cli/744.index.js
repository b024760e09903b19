export const id = 744;
export const ids = [744];
export const modules = {

/***/ 5744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EVAL_USAGE: () => (/* binding */ EVAL_USAGE),
  evalCommand: () => (/* binding */ evalCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/eval/backends/index.ts + 5 modules
var eval_backends = __webpack_require__(6792);
// EXTERNAL MODULE: ./src/eval/runner/journal.ts
var runner_journal = __webpack_require__(9854);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/results/aggregate.ts
var aggregate = __webpack_require__(2089);
// EXTERNAL MODULE: ./src/results/types.ts
var types = __webpack_require__(5187);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
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
function writeAnthropicResponse(res, body, action, seed) {
    const model = body.model ?? 'scripted-model';
    const id = (kind) => `${kind}_${(0,external_node_crypto_.createHash)('sha256').update(`${seed}:${kind}`).digest('hex').slice(0, 20)}`;
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

;// CONCATENATED MODULE: ./src/scripted-model/chatCompletions.ts

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
            const toolUses = (m.tool_calls ?? []).map((c) => ({ id: c.id ?? '', name: c.function?.name ?? '', input: parseArguments(c.function?.arguments) }));
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
function writeChatResponse(res, body, action, seed) {
    const model = body.model ?? 'scripted-model';
    const id = `chatcmpl-${(0,external_node_crypto_.createHash)('sha256').update(`${seed}:chat`).digest('hex').slice(0, 20)}`;
    const callId = `call_${(0,external_node_crypto_.createHash)('sha256').update(`${seed}:call`).digest('hex').slice(0, 16)}`;
    const created = 1_700_000_000;
    const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };
    const finish = action.kind === 'text' ? 'stop' : 'tool_calls';
    const toolCall = action.kind === 'tool' ? { id: callId, type: 'function', function: { name: action.name, arguments: JSON.stringify(action.input) } } : undefined;
    if (!body.stream) {
        const message = action.kind === 'text' ? { role: 'assistant', content: action.text } : { role: 'assistant', content: null, tool_calls: [toolCall] };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id, object: 'chat.completion', created, model, choices: [{ index: 0, message, finish_reason: finish }], usage }));
        return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (choices, extra = {}) => res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`);
    chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    if (action.kind === 'text')
        chunk([{ index: 0, delta: { content: action.text }, finish_reason: null }]);
    else
        chunk([{ index: 0, delta: { tool_calls: [{ index: 0, ...toolCall }] }, finish_reason: null }]);
    chunk([{ index: 0, delta: {}, finish_reason: finish }]);
    chunk([], { usage });
    res.write('data: [DONE]\n\n');
    res.end();
}

// EXTERNAL MODULE: ./src/eval/backends/codex.ts
var codex = __webpack_require__(1533);
;// CONCATENATED MODULE: ./src/scripted-model/conversation.ts
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

// EXTERNAL MODULE: ./src/skills/frontmatter.ts
var frontmatter = __webpack_require__(8604);
;// CONCATENATED MODULE: ./src/scripted-model/codex.ts





const EXPLICIT = /^<skill>\n<name>([^<]+)<\/name>\n<path>([^<]+)<\/path>\n([\s\S]*?)\n?<\/skill>$/;
function decodeCodex(body) {
    const items = typeof body.input === 'string' ? [{ type: 'message', role: 'user', content: body.input }] : (body.input ?? []);
    const conversation = { prompt: '', listedSkills: [], tools: (body.tools ?? []).map((t) => t.name ?? ''), turns: [], files: new Map() };
    let promptSeen = false;
    for (const item of items) {
        const text = typeof item.content === 'string' ? item.content : (item.content ?? []).map((c) => c.text ?? '').join('');
        if (item.type === 'message' && item.role === 'developer') {
            if (text.startsWith('<skills_instructions>')) {
                for (const s of (0,codex/* parseCodexListing */.Bs)(text)) {
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
            conversation.turns.push({ role: 'assistant', toolUses: [{ id: item.call_id ?? '', name: item.name ?? '', input }], text: '' });
        }
        else if (item.type === 'function_call_output') {
            const output = item.output ?? '';
            conversation.turns.push({ role: 'tool-result', toolUseId: item.call_id ?? '', ok: /Process exited with code 0\b/.test(output), text: output.replace(/^[\s\S]*?\nOutput:\n/, '') });
        }
    }
    return conversation;
}
const quote = (p) => `'${p.replace(/'/g, `'\\''`)}'`;
function codexDialect(files) {
    return {
        activate: (skill) => ({ kind: 'tool', name: 'exec_command', input: { cmd: `cat ${quote(files.get(skill.name) ?? skill.name)}` } }),
        loadedSkill(conversation) {
            const injected = conversation.turns.findIndex((t) => t.role === 'injected' && EXPLICIT.test(t.text));
            if (injected >= 0) {
                const m = EXPLICIT.exec(conversation.turns[injected].text);
                return { dir: external_node_path_default().dirname(m[2]), body: (0,frontmatter/* skillBody */.k2)(m[3]), turn: injected };
            }
            const read = firstCallAndResult(conversation, (u) => /^cat '.*\/SKILL\.md'$/.test(String(u.input.cmd ?? '')));
            if (read === undefined || read === 'pending')
                return undefined;
            if (!read.ok)
                return 'failed';
            const file = String(read.use.input.cmd).slice("cat '".length, -1).replace(/'\\''/g, "'");
            return { dir: external_node_path_default().dirname(file), body: (0,frontmatter/* skillBody */.k2)(read.text), turn: read.turn };
        },
        read: (file) => ({ kind: 'tool', name: 'exec_command', input: { cmd: `cat ${quote(file)}` } }),
        shell: (command) => ({ kind: 'tool', name: 'exec_command', input: { cmd: command } }),
    };
}
/** One action as a Responses stream: the finished item, then `response.completed` with usage. */
function writeResponsesResponse(res, body, action, seed) {
    const id = (kind) => `${kind}_${(0,external_node_crypto_.createHash)('sha256').update(`${seed}:${kind}`).digest('hex').slice(0, 20)}`;
    const item = action.kind === 'text'
        ? { type: 'message', id: id('msg'), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: action.text, annotations: [] }] }
        : { type: 'function_call', id: id('fc'), call_id: id('call'), name: action.name, arguments: JSON.stringify(action.input), status: 'completed' };
    const response = { id: id('resp'), object: 'response', model: body.model ?? 'scripted-model', status: 'completed' };
    const usage = { input_tokens: 100, input_tokens_details: { cached_tokens: 0 }, output_tokens: 20, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 120 };
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (type, data) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event('response.created', { response: { ...response, status: 'in_progress' } });
    event('response.output_item.added', { output_index: 0, item: { ...item, status: 'in_progress' } });
    event('response.output_item.done', { output_index: 0, item });
    event('response.completed', { response: { ...response, output: [item], usage } });
    res.end();
}

;// CONCATENATED MODULE: ./src/scripted-model/pi.ts




/** pi: skills listed as `<available_skills>` in the system prompt, loaded with its `read` tool. */
/** pi offers exactly these tools by default, and no skill tool. */
function isPiRequest(body) {
    const tools = new Set(toolNames(body));
    return ['read', 'bash', 'edit', 'write'].every((t) => tools.has(t)) && !tools.has('skill') && !tools.has('skill_view');
}
/** `<skill><name>…</name><description>…</description><location>…</location></skill>` entries (XML-escaped). */
function parseAvailableSkills(text) {
    const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(text)?.[1] ?? '';
    const field = (entry, name) => unescapeXml(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(entry)?.[1]?.trim() ?? '');
    return [...block.matchAll(/<skill>([\s\S]*?)<\/skill>/g)].map((m) => ({ name: field(m[1], 'name'), description: field(m[1], 'description'), location: field(m[1], 'location') }));
}
function unescapeXml(s) {
    return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;|&#39;/g, "'").replace(/&amp;/g, '&');
}
const pi_EXPLICIT = /^<skill name="([^"]+)" location="([^"]+)">\n(?:References are relative to [^\n]*\n)?([\s\S]*?)<\/skill>/;
function decodePi(body) {
    const { system, users, turns } = decodeChat(body, (text) => /^(ENOENT|EACCES|EISDIR)\b|no such file/i.test(text));
    const listed = parseAvailableSkills(system);
    const first = users[0] ?? '';
    const explicit = pi_EXPLICIT.exec(first);
    // An explicit `/skill:name` arrives expanded in the user's turn: the body is injected, not asked for.
    if (explicit)
        turns.unshift({ role: 'injected', text: first });
    return {
        prompt: explicit ? first.slice(explicit[0].length).trim() : first,
        listedSkills: listed,
        tools: toolNames(body),
        turns,
        locations: new Map(listed.map((s) => [s.name, s.location])),
    };
}
function piDialect(locations) {
    return {
        activate: (skill) => ({ kind: 'tool', name: 'read', input: { path: locations.get(skill.name) ?? skill.name } }),
        loadedSkill(conversation) {
            const injected = conversation.turns.findIndex((t) => t.role === 'injected' && pi_EXPLICIT.test(t.text));
            if (injected >= 0) {
                const m = pi_EXPLICIT.exec(conversation.turns[injected].text);
                return { dir: external_node_path_default().dirname(m[2]), body: m[3], turn: injected };
            }
            const read = firstCallAndResult(conversation, (u) => u.name === 'read' && String(u.input.path ?? '').endsWith('/SKILL.md'));
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

;// CONCATENATED MODULE: ./src/scripted-model/gemini.ts




function decodeGemini(body) {
    const system = (body.systemInstruction?.parts ?? []).map((p) => p.text ?? '').join('\n');
    const listed = parseAvailableSkills(system);
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
                conversation.turns.push({ role: 'assistant', toolUses: [{ id: part.functionCall.id ?? '', name: part.functionCall.name ?? '', input: part.functionCall.args ?? {} }], text: '' });
            }
            else if (part.functionResponse) {
                const r = part.functionResponse.response ?? {};
                conversation.turns.push({ role: 'tool-result', toolUseId: part.functionResponse.id ?? '', ok: r.error === undefined, text: r.output ?? '' });
            }
            else if (content.role === 'user' && typeof part.text === 'string' && !part.text.startsWith('<session_context>') && conversation.prompt === '') {
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
            const call = firstCallAndResult(conversation, (u) => u.name === 'activate_skill');
            if (call === undefined || call === 'pending')
                return undefined;
            // Gemini indents the body's first line under the tag.
            const body = instructionsOf(call.text)?.replace(/^[ \t]+/, '');
            if (!call.ok || body === undefined)
                return 'failed';
            const location = locations.get(String(call.use.input.name));
            return { dir: location ? external_node_path_default().dirname(location) : '', body, turn: call.turn };
        },
        read: (file) => ({ kind: 'tool', name: 'read_file', input: { file_path: file } }),
        shell: (command) => ({ kind: 'tool', name: 'run_shell_command', input: { command, description: 'Run a step of the skill' } }),
    };
}
/** The routing call wants JSON matching its schema: strings say "scripted", numbers are 1 (the simple route). */
function routingAnswer(body) {
    const schema = body.generationConfig?.responseJsonSchema ?? body.generationConfig?.responseSchema;
    if (!schema?.properties)
        return undefined;
    const value = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, /^(integer|number)$/i.test(s.type ?? '') ? 1 : /^boolean$/i.test(s.type ?? '') ? false : 'scripted']));
    return JSON.stringify(value);
}
function writeGeminiResponse(res, model, action, stream, seed) {
    const part = action.kind === 'text' ? { text: action.text } : { functionCall: { id: `call_${(0,external_node_crypto_.createHash)('sha256').update(seed).digest('hex').slice(0, 16)}`, name: action.name, args: action.input } };
    const payload = { candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 20, totalTokenCount: 120 }, modelVersion: model };
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

// EXTERNAL MODULE: ./src/eval/backends/hermes.ts
var hermes = __webpack_require__(9874);
;// CONCATENATED MODULE: ./src/scripted-model/hermes.ts




/** Hermes Agent: an `<available_skills>` index by category in the system prompt, loaded with `skill_view`. */
function isHermesRequest(body) {
    return toolNames(body).includes('skill_view');
}
function decodeHermes(body) {
    const { system, users, turns } = decodeChat(body, (text) => /"success":\s*false/.test(text));
    const listedSkills = (0,hermes/* parseHermesIndex */.Eo)(system).map((s) => ({ name: s.name, description: s.description.replace(/\.\.\.$/, '') }));
    return { prompt: users[0] ?? '', listedSkills, tools: toolNames(body), turns };
}
const hermesDialect = {
    activate: (skill) => ({ kind: 'tool', name: 'skill_view', input: { name: skill.name } }),
    loadedSkill(conversation) {
        const view = firstCallAndResult(conversation, (u) => u.name === 'skill_view');
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

;// CONCATENATED MODULE: ./src/scripted-model/opencode.ts



/** OpenCode: `<available_skills>` in the system message, loaded with its `skill` tool. */
function isOpencodeRequest(body) {
    const tools = toolNames(body);
    return tools.includes('skill') && tools.includes('task');
}
function decodeOpencode(body) {
    const { system, users, turns } = decodeChat(body, (text) => /^Error\b/.test(text));
    return { prompt: users[0] ?? '', listedSkills: parseAvailableSkills(system), tools: toolNames(body), turns };
}
const LOADED = /^<skill_content name="[^"]+">\n# Skill: [^\n]*\n\n([\s\S]*?)\n*Base directory for this skill: ([^\n]+)/;
const opencodeDialect = {
    activate: (skill) => ({ kind: 'tool', name: 'skill', input: { name: skill.name } }),
    loadedSkill(conversation) {
        const call = firstCallAndResult(conversation, (u) => u.name === 'skill');
        if (call === undefined || call === 'pending')
            return undefined;
        const m = LOADED.exec(call.text);
        return m ? { dir: m[2].trim(), body: m[1], turn: call.turn } : 'failed';
    },
    read: (file) => ({ kind: 'tool', name: 'read', input: { filePath: file } }),
    shell: (command) => ({ kind: 'tool', name: 'bash', input: { command } }),
};

;// CONCATENATED MODULE: ./src/eval/disciplines/forceLoad.ts

/**
 * Force-load puts skill files here, outside every CLI's native roots: references resolve, but nothing
 * is discovered, so no CLI can also load the skill its own way.
 */
function forcedSkillsDir(sandbox) {
    return external_node_path_default().join(sandbox.root, 'skill-files');
}
/** Arguments over this size are refused by the kernel (MAX_ARG_STRLEN is 128 KiB); stay well under. */
const MAX_FORCED_PROMPT_BYTES = 96 * 1024;
/**
 * The prompt of a force-load trial: the skill body as a directive, then the task. It is plain text in
 * the user's turn: no tool of ours, no imitation of a CLI's own skill loading.
 */
function renderForcedPrompt(skill, task) {
    return [
        `Follow the skill below to do the task. Its files are in ${skill.dir}; resolve the relative paths it mentions against that folder.`,
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
 * 1. choose the listed skill whose description best matches the prompt, or answer directly (unless the
 *    CLI already expanded an explicit invocation, or the prompt carries a force-loaded body);
 * 2. once the skill is loaded, read the files its body links to, then run its fenced `bash` blocks;
 * 3. answer "done".
 */
function nextAction(conversation, dialect) {
    const loaded = dialect.loadedSkill(conversation) ?? forcedSkill(conversation);
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
/**
 * A markdown link: its text holds no bracket and its target no `[`, so each scan stops where the next
 * link could start and a body of brackets costs linear time (the unbounded `[^\]]*` was quadratic).
 */
const LINK = /\[[^[\]]{0,500}\]\(([^[)\s#]{1,500})\)/g;
/** A fenced bash block; white space after the language stops at the line's end (`\s*` backtracked over blank lines). */
const BASH_BLOCK = /^```(?:bash|sh)[^\S\n]*\n([\s\S]*?)^```/gm;
/** The body's markdown links to relative files (read first), then its fenced bash blocks (run in order). */
function planSteps(dir, body, dialect) {
    const reads = [];
    for (const m of body.matchAll(LINK)) {
        const target = m[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/'))
            continue;
        reads.push(dialect.read(`${dir}/${target.replace(/^\.\//, '')}`));
    }
    const commands = [];
    for (const m of body.matchAll(BASH_BLOCK)) {
        commands.push(dialect.shell(resolveSkillPaths(m[1].trim(), dir)));
    }
    return [...reads, ...commands];
}
/** Paths into the skill's own folders resolve against the skill, as a model reading the body would do. */
function resolveSkillPaths(command, dir) {
    return command.replace(/(^|[\s"'=])((?:scripts|references|assets|templates)\/)/g, `$1${dir}/$2`);
}
/** A force-load prompt carries the body itself: it counts as loaded before the first turn. */
function forcedSkill(conversation) {
    const forced = parseForcedPrompt(conversation.prompt);
    return forced && { dir: forced.dir, body: forced.body, turn: -1 };
}

// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/scripted-model/server.ts












const MAX_BODY_BYTES = 16 * 1024 * 1024;
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
/**
 * A deterministic stand-in for a model provider, for tests and the offline demo. It speaks just enough
 * of each CLI's API, answers their side calls, and decides with `nextAction` from the request alone.
 */
async function startScriptedModel(options) {
    const redactor = options.redactor ?? (0,redact/* createRedactor */.lY)();
    const log = options.logFile ? requestLog(options.logFile, redactor) : undefined;
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
                // Agents write these bodies: one nested 20,000 deep overflowed the redactor's stack and ended the run.
                body = raw === '' || nestedDeeperThan(raw, MAX_BODY_DEPTH) ? undefined : JSON.parse(raw);
            }
            catch {
                body = undefined;
            }
            try {
                log?.({ method: req.method, url: req.url, body, bytes: size });
                route(req, res, body);
            }
            catch {
                if (!res.headersSent)
                    res.writeHead(400, { 'content-type': 'application/json' });
                res.end('{"error":{"type":"invalid_request_error","message":"the scripted model could not read this request"}}');
            }
        });
    };
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
    return {
        tcpUrl,
        socketPath: options.socketPath,
        close: async () => {
            await Promise.all(servers.map((s) => new Promise((resolve) => s.close(() => resolve()))));
            if (options.socketPath)
                (0,external_node_fs_.rmSync)(options.socketPath, { force: true });
        },
    };
}
function route(req, res, body) {
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
        const seed = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(request.messages ?? [])).digest('hex');
        const side = sideCallAnswer(request);
        const action = side !== undefined ? { kind: 'text', text: side } : nextAction(decodeAnthropic(request), claudeDialect);
        writeAnthropicResponse(res, request, action, seed);
        return;
    }
    if (req.method === 'POST' && url.startsWith('/v1/responses') && body && typeof body === 'object') {
        const request = body;
        const seed = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(request.input ?? [])).digest('hex');
        const conversation = decodeCodex(request);
        writeResponsesResponse(res, request, nextAction(conversation, codexDialect(conversation.files)), seed);
        return;
    }
    const gemini = /^\/v1(?:beta)?\/models\/([^:/?]+):(generateContent|streamGenerateContent)/.exec(url);
    if (req.method === 'POST' && gemini && body && typeof body === 'object') {
        const request = body;
        const seed = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(request.contents ?? [])).digest('hex');
        const routing = routingAnswer(request);
        const conversation = decodeGemini(request);
        const action = routing !== undefined ? { kind: 'text', text: routing } : nextAction(conversation, geminiDialect(conversation.locations));
        writeGeminiResponse(res, decodeURIComponent(gemini[1]), action, gemini[2] === 'streamGenerateContent', seed);
        return;
    }
    if (req.method === 'POST' && url.startsWith('/v1/chat/completions') && body && typeof body === 'object') {
        const request = body;
        const seed = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(request.messages ?? [])).digest('hex');
        writeChatResponse(res, request, chatAction(request), seed);
        return;
    }
    json(res, 404, { type: 'error', error: { type: 'not_found_error', message: `the scripted model does not serve ${req.method} ${url}` } });
}
/** Which CLI is asking, from the tools it offers; a tool-less call is a side call (a title, a summary). */
function chatAction(request) {
    if (!request.tools || request.tools.length === 0)
        return { kind: 'text', text: 'Scripted session' };
    if (isHermesRequest(request))
        return nextAction(decodeHermes(request), hermesDialect);
    if (isOpencodeRequest(request))
        return nextAction(decodeOpencode(request), opencodeDialect);
    if (isPiRequest(request)) {
        const conversation = decodePi(request);
        return nextAction(conversation, piDialect(conversation.locations));
    }
    return { kind: 'text', text: 'The scripted model does not know this CLI (no dialect matches the tools it offers).' };
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
function requestLog(file, redactor) {
    let written = 0;
    let full = false;
    return ({ method, url, body, bytes }) => {
        if (full)
            return;
        const line = bytes > MAX_LOGGED_REQUEST_BYTES ? redactor.json({ method, url, bodyBytes: bytes, body: `not logged: larger than ${MAX_LOGGED_REQUEST_BYTES} bytes` }) : redactor.json({ method, url, body });
        const lineBytes = Buffer.byteLength(line) + 1;
        if (written + lineBytes > MAX_LOG_BYTES) {
            full = true;
            (0,external_node_fs_.appendFileSync)(file, `${JSON.stringify({ note: `this log reached its limit of ${MAX_LOG_BYTES} bytes; later requests are not logged` })}\n`);
            return;
        }
        written += lineBytes;
        (0,external_node_fs_.appendFileSync)(file, `${line}\n`);
    };
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/eval/backends/locate.ts
var locate = __webpack_require__(4334);
;// CONCATENATED MODULE: ./src/results/cache/resultCache.ts



function cacheKey(id) {
    const digest = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(id)).digest('hex').slice(0, 40);
    return `caliper-results-${id.backend}-${digest}`;
}
/** A cache in a folder: `caliper eval --cache-dir`, and the store the tests use. Keys are never overwritten. */
function folderCache(dir) {
    const file = (key) => external_node_path_default().join(dir, `${key}.json`);
    return {
        async restore(key) {
            if (!(0,external_node_fs_.existsSync)(file(key)))
                return undefined;
            try {
                return JSON.parse((0,external_node_fs_.readFileSync)(file(key), 'utf8'));
            }
            catch {
                return undefined;
            }
        },
        async save(key, records) {
            if ((0,external_node_fs_.existsSync)(file(key)))
                return;
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
            const tmp = `${file(key)}.${process.pid}.tmp`;
            (0,external_node_fs_.writeFileSync)(tmp, JSON.stringify(records));
            (0,external_node_fs_.renameSync)(tmp, file(key));
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

// EXTERNAL MODULE: ./src/results/sequential.ts
var sequential = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/util/groupBy.ts
var groupBy = __webpack_require__(1730);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/eval/sandbox/cleanup.ts


/**
 * Folder names carry the pid of the caliper that made them (`caliper-trial-<pid>-XXXXXX`), so that a
 * later run can tell a dead run's leftovers from a live run's folders.
 */
function ownedPrefix(kind) {
    return `caliper-${kind}-${process.pid}-`;
}
const OWNED = /^caliper-(?:trial|run)-(\d+)-[A-Za-z0-9]{6}$/;
/**
 * Remove `caliper-trial-*` / `caliper-run-*` folders under `parent` left by a caliper that is no longer
 * running (killed with -9, the machine lost power). Only real folders (never a symlink) owned by this
 * user whose pid is dead; folders of live runs, ours included, are left alone. Returns what was removed.
 */
function removeLeftovers(parent) {
    const removed = [];
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(parent);
    }
    catch {
        return removed;
    }
    for (const name of names) {
        const m = OWNED.exec(name);
        if (!m)
            continue;
        const pid = Number(m[1]);
        if (pid === process.pid || alive(pid))
            continue;
        const full = external_node_path_default().join(parent, name);
        try {
            const st = (0,external_node_fs_.lstatSync)(full);
            if (!st.isDirectory() || (process.getuid && st.uid !== process.getuid()))
                continue;
            if (removeFolder(full).removed)
                removed.push(full);
        }
        catch {
            // raced with another cleaner: fine
        }
    }
    return removed;
}
/**
 * Remove this process's own `caliper-trial-*` / `caliper-run-*` folders under `parent`: on an interrupt,
 * once its agent runs are killed, so that Ctrl-C leaves nothing behind for the next run to find.
 * Returns what could not be removed.
 */
function removeOwnFolders(parent) {
    const kept = [];
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(parent);
    }
    catch {
        return kept;
    }
    for (const name of names) {
        const m = OWNED.exec(name);
        if (!m || Number(m[1]) !== process.pid)
            continue;
        const full = external_node_path_default().join(parent, name);
        try {
            if (!(0,external_node_fs_.lstatSync)(full).isDirectory())
                continue;
        }
        catch {
            continue;
        }
        if (!removeFolder(full).removed)
            kept.push(full);
    }
    return kept;
}
/**
 * Remove a folder a trial wrote. The agent may have left folders it made unreadable (`chmod 000`),
 * which a non-root caliper cannot list or empty: they get their owner's rights back (links not
 * followed) and the removal is tried again. Never throws.
 */
function removeFolder(dir) {
    for (let attempt = 1;; attempt++) {
        try {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true, maxRetries: 3 });
            return { removed: true };
        }
        catch (error) {
            if (attempt === 2)
                return { removed: false, reason: `${dir} could not be removed: ${error.message}` };
            restoreFolderRights(dir);
        }
    }
}
function restoreFolderRights(root) {
    const pending = [root];
    while (pending.length > 0) {
        const dir = pending.pop();
        try {
            if (!(0,external_node_fs_.lstatSync)(dir).isDirectory())
                continue;
            (0,external_node_fs_.chmodSync)(dir, 0o700);
            for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }))
                if (entry.isDirectory())
                    pending.push(external_node_path_default().join(dir, entry.name));
        }
        catch {
            // not ours to change, or gone: the second removal says so
        }
    }
}
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/eval/sandbox/network.ts


/**
 * The network of a sandbox: its own namespace with loopback only (bwrap --unshare-net). Its one way out
 * is a unix socket of caliper's, bound in at EGRESS_SOCKET: the scripted model, or the allow-list proxy
 * for a real model. Inside, a forwarder started with an empty environment listens on
 * 127.0.0.1:EGRESS_PORT and pipes each connection to that socket. It lives in the trial's PID namespace,
 * so it ends with the trial (and with caliper: --die-with-parent); no helper outlives a run.
 */
const EGRESS_PORT = 38080;
const EGRESS_SOCKET = '/run/caliper/egress.sock';
/** The forwarder's folder inside the sandbox: forward.pl (Perl, in every Debian/Ubuntu's perl-base, starts in a few ms) or forward.mjs (Node, where there is no Perl). */
const FORWARDER_DIR = '/run/caliper/forward';
const READY_FIFO = '/tmp/.caliper-egress-ready';
/** Exit status for the sandbox's own failures; its stderr line (`caliper-launcher: …`) says what failed. */
const LAUNCHER_FAILURE = 125;
/** Write the forwarder once per run, as plain files (they run the same from src/ and from dist/); returns its folder. */
function writeForwarder(runDir) {
    const dir = external_node_path_default().join(runDir, 'caliper-forward');
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(dir, 'launch.pl'), PERL_LAUNCHER);
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(dir, 'forward.pl'), PERL_FORWARDER);
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(dir, 'forward.mjs'), NODE_FORWARDER);
    return dir;
}
// Runs as the CLI-to-be: listens (so the port is open before the CLI starts: connections wait in the
// backlog), forks the forwarder with an EMPTY environment and the listening socket, then becomes the CLI.
// It is on every trial's critical path, so it loads no module (IO::Socket and Socket cost 10-16 ms of
// start-up): the builtins with Linux's constants (bwrap is Linux-only): AF_INET 2, SOCK_STREAM 1,
// SOL_SOCKET 1, SO_REUSEADDR 2, F_SETFD 2.
const PERL_LAUNCHER = `# caliper: inside a trial's sandbox: listen on 127.0.0.1:${EGRESS_PORT}, start the forwarder, exec the CLI.
use strict;
my $listener;
socket($listener, 2, 1, 0) && setsockopt($listener, 1, 2, pack('i', 1))
  && bind($listener, pack('S n C4 x8', 2, ${EGRESS_PORT}, 127, 0, 0, 1)) && listen($listener, 128)
  or do { print STDERR "caliper-launcher: the model bridge cannot listen: $!\n"; exit ${LAUNCHER_FAILURE} };
my $pid = fork;
defined $pid or do { print STDERR "caliper-launcher: the model bridge cannot start: $!\n"; exit ${LAUNCHER_FAILURE} };
if ($pid == 0) {
  open(STDIN, '<', '/dev/null'); open(STDOUT, '>', '/dev/null');
  fcntl($listener, 2, 0);
  %ENV = ();
  exec { '/usr/bin/perl' } '/usr/bin/perl', '${FORWARDER_DIR}/forward.pl', fileno($listener);
  exit ${LAUNCHER_FAILURE};
}
close $listener;
exec { $ARGV[0] } @ARGV;
print STDERR "caliper-launcher: cannot start $ARGV[0]: $!\n"; exit ${LAUNCHER_FAILURE};
`;
// One process per connection (fork), copying both ways until either side closes.
const PERL_FORWARDER = `# caliper: inside a trial's sandbox, 127.0.0.1:${EGRESS_PORT} -> ${EGRESS_SOCKET}; the listening socket is fd ARGV[0].
use strict; use IO::Socket::INET; use IO::Socket::UNIX; use IO::Select;
my $listener = IO::Socket::INET->new_from_fd($ARGV[0], 'r') or exit ${LAUNCHER_FAILURE};
$SIG{CHLD} = 'IGNORE';
while (1) {
  my $client = $listener->accept or next;
  my $pid = fork;
  if (defined $pid && $pid == 0) {
    close $listener;
    my $upstream = IO::Socket::UNIX->new(Peer => '${EGRESS_SOCKET}', Type => SOCK_STREAM) or exit 1;
    my $select = IO::Select->new($client, $upstream);
    LOOP: while (my @ready = $select->can_read) {
      for my $from (@ready) {
        my $n = sysread($from, my $buf, 65536);
        last LOOP unless $n;
        my $to = $from == $client ? $upstream : $client;
        for (my $off = 0; $off < $n;) { my $w = syswrite($to, $buf, $n - $off, $off); last LOOP unless defined $w; $off += $w; }
      }
    }
    exit 0;
  }
  close $client;
}
`;
const NODE_FORWARDER = `// caliper: inside a trial's sandbox, 127.0.0.1:${EGRESS_PORT} -> ${EGRESS_SOCKET}.
import net from 'node:net';
const server = net.createServer((client) => {
  const upstream = net.connect(${JSON.stringify(EGRESS_SOCKET)});
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
});
server.on('error', (error) => { process.stderr.write('caliper-launcher: the model bridge cannot listen: ' + error.message + '\\n'); process.exit(${LAUNCHER_FAILURE}); });
server.listen(${EGRESS_PORT}, '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

;// CONCATENATED MODULE: ./src/eval/sandbox/seccomp.ts


/**
 * The seccomp filter every sandboxed command runs under (bwrap --seccomp): the agent's tools may not
 * trace or write into another process of the trial, which is how an agent could forge its own CLI's
 * transcript (gdb -p <cli> … write(1, "<a Skill tool_use>")). Denied with EPERM: ptrace,
 * process_vm_readv/writev and pidfd_getfd, on every ABI a Linux x86-64 or arm64 kernel runs (64-bit,
 * 32-bit compat, and x32, whose calls are all refused); a call from an ABI not listed is refused too.
 * Everything else is allowed: the policy's other walls are namespaces and mounts, not syscalls.
 */
const ARCHES = [
    { name: 'x86_64', audit: 0xc000003e, denied: [101, 310, 311, 438], x32: true },
    { name: 'i386', audit: 0x40000003, denied: [26, 347, 348, 438], x32: false },
    { name: 'aarch64', audit: 0xc00000b7, denied: [117, 270, 271, 438], x32: false },
    { name: 'arm', audit: 0x40000028, denied: [26, 376, 377, 438], x32: false },
];
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const RET_K = 0x06;
const OFFSET_NR = 0;
const OFFSET_ARCH = 4;
const RET_ALLOW = 0x7fff0000;
const RET_EPERM = 0x00050000 | 1;
const X32_SYSCALL_BIT = 0x40000000;
/** The filter as classic BPF: one block per ABI, each ending in allow, and one shared EPERM at the end. */
function seccompProgram() {
    const blocks = ARCHES.map((a) => (a.x32 ? 1 : 0) + a.denied.length + 4);
    const total = blocks.reduce((s, n) => s + n, 0) + 1;
    const deny = total - 1;
    const out = [];
    const jumpTo = (target) => target - out.length - 1;
    for (const [i, arch] of ARCHES.entries()) {
        const next = out.length + blocks[i];
        out.push({ code: LD_W_ABS, jt: 0, jf: 0, k: OFFSET_ARCH });
        out.push({ code: JEQ_K, jt: 0, jf: jumpTo(next), k: arch.audit });
        out.push({ code: LD_W_ABS, jt: 0, jf: 0, k: OFFSET_NR });
        if (arch.x32)
            out.push({ code: JGE_K, jt: jumpTo(deny), jf: 0, k: X32_SYSCALL_BIT });
        for (const nr of arch.denied)
            out.push({ code: JEQ_K, jt: jumpTo(deny), jf: 0, k: nr });
        out.push({ code: RET_K, jt: 0, jf: 0, k: RET_ALLOW });
    }
    out.push({ code: RET_K, jt: 0, jf: 0, k: RET_EPERM });
    const buf = Buffer.alloc(out.length * 8);
    out.forEach((ins, i) => {
        buf.writeUInt16LE(ins.code, i * 8);
        buf.writeUInt8(ins.jt, i * 8 + 2);
        buf.writeUInt8(ins.jf, i * 8 + 3);
        buf.writeUInt32LE(ins.k >>> 0, i * 8 + 4);
    });
    return buf;
}
/** Write the filter once per run beside the forwarder; bwrap reads it from a descriptor at each start. */
function writeSeccompFilter(runDir) {
    const file = external_node_path_default().join(runDir, 'caliper-seccomp.bpf');
    (0,external_node_fs_.writeFileSync)(file, seccompProgram());
    return file;
}
/** The descriptor bwrap is told to read the filter from (the first after stdin, stdout and stderr). */
const SECCOMP_FD = 3;

;// CONCATENATED MODULE: ./src/eval/sandbox/bwrapArgs.ts


/**
 * bubblewrap's arguments for one policy. Namespaces: all of them (user where possible, mount, PID with
 * a fresh /proc, network with loopback only, IPC, UTS, cgroup). No capabilities at all (as real root
 * bwrap would otherwise keep them, and could then unmount), a new session (no TIOCSTI into the
 * caller's terminal), killed when caliper dies. The root is an empty tmpfs onto which only the
 * policy's paths are bound, then made read-only; /tmp is the sandbox's own. /proc is read-only too (no
 * write into another process's memory through /proc/<pid>/mem), and the seccomp filter read from
 * descriptor SECCOMP_FD refuses ptrace and its relatives (seccomp.ts).
 */
function bwrapArgs(policy, cwd, command, args) {
    const out = ['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL', '--seccomp', String(SECCOMP_FD), '--proc', '/proc', '--remount-ro', '/proc', '--dev', '/dev'];
    // Both are memory: sized where this bwrap can (a /dev/shm of bwrap's --dev is half the host's RAM).
    for (const tmpfs of ['/tmp', '/dev/shm']) {
        if (policy.tmpBytes !== undefined)
            out.push('--size', String(policy.tmpBytes));
        out.push('--tmpfs', tmpfs);
    }
    for (const link of policy.symlinks)
        out.push('--symlink', link.target, link.path);
    for (const p of policy.readOnly)
        out.push('--ro-bind', p, p);
    out.push('--bind', policy.readWrite, policy.readWrite);
    if (policy.egress)
        out.push('--bind', policy.egress.socket, EGRESS_SOCKET, '--ro-bind', policy.egress.forwarder, FORWARDER_DIR);
    // The root tmpfs bwrap builds on becomes read-only: outside /tmp and the trial, nothing is writable.
    out.push('--remount-ro', '/');
    out.push('--chdir', cwd, '--', 'sh', '-c', policy.egress ? LAUNCH_WITH_EGRESS : LAUNCH, policy.egress?.node ?? 'sh', command, ...args);
    return out;
}
const CHECK_COMMAND = `command -v "$1" >/dev/null 2>&1 || { echo "caliper-launcher: cannot start $1: not found inside the sandbox" >&2; exit ${LAUNCHER_FAILURE}; }`;
const LAUNCH = `${CHECK_COMMAND}
exec "$@"`;
// The forwarder starts with an empty environment: nothing of the CLI's (its key) reaches it. With Perl
// (a few ms to start) launch.pl listens, forks the forwarder and becomes the CLI; else caliper's own
// Node ("$0") runs the forwarder and the CLI waits for its "ready".
const LAUNCH_WITH_EGRESS = `${CHECK_COMMAND}
[ -x /usr/bin/perl ] && exec /usr/bin/perl ${FORWARDER_DIR}/launch.pl "$@"
mkfifo ${READY_FIFO} || exit ${LAUNCHER_FAILURE}
env -i "$0" ${FORWARDER_DIR}/forward.mjs </dev/null >${READY_FIFO} &
IFS= read -r ready <${READY_FIFO}
[ "$ready" = ready ] || { echo "caliper-launcher: the model bridge did not start inside the sandbox" >&2; exit ${LAUNCHER_FAILURE}; }
exec "$@"`;

// EXTERNAL MODULE: ./src/util/folderSize.ts
var folderSize = __webpack_require__(7519);
;// CONCATENATED MODULE: ./src/eval/sandbox/trialLimits.ts


/** The sandbox's own /tmp and /dev/shm are tmpfs (memory): each at most this big, where bwrap can size one (0.7 and later). */
const SANDBOX_TMP_BYTES = 512 * 1024 ** 2;
const DEFAULT_TRIAL_LIMITS = {
    processes: 256,
    memoryBytes: 4 * 1024 ** 3,
    diskBytes: 1024 ** 3,
    entries: 100_000,
};
/** How often the watchdog looks. */
const WATCH_EVERY_MS = 250;
const PAGE_BYTES = 4096;
/** The limit `rootPid`'s process tree or `trialRoot` is over right now, said as a harness error; or undefined. */
function overLimit(rootPid, trialRoot, limits) {
    const tree = processTree(rootPid);
    if (tree.tasks > limits.processes)
        return `the trial ran more than ${limits.processes} processes and threads at once (its limit); it was stopped`;
    const held = heldFiles(tree.pids, trialRoot);
    if (tree.rssBytes + held.memfdBytes > limits.memoryBytes)
        return `the trial's processes used more than ${(0,folderSize/* formatBytes */.z3)(limits.memoryBytes)} of memory (its limit); it was stopped`;
    const disk = folderBlocks(trialRoot, limits.entries);
    // Entries in the sandbox's own /tmp and /dev/shm too: their sizes are capped, their inode counts are not.
    const inside = tree.pids.find((pid) => pid !== rootPid);
    for (const tmpfs of inside === undefined ? [] : [`/proc/${inside}/root/tmp`, `/proc/${inside}/root/dev/shm`])
        disk.entries += folderBlocks(tmpfs, limits.entries).entries;
    if (disk.entries > limits.entries)
        return `the trial made more than ${limits.entries} files and folders in its folder and its /tmp (its limit); it was stopped`;
    if (disk.bytes + held.deletedBytes > limits.diskBytes)
        return `the trial wrote more than ${(0,folderSize/* formatBytes */.z3)(limits.diskBytes)} to its folder (its limit); it was stopped`;
    return undefined;
}
/** `rootPid` and every process descended from it (a daemon reparented inside the PID namespace stays one). */
function processTree(rootPid) {
    const children = new Map();
    const stats = new Map();
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return { pids: [], tasks: 0, rssBytes: 0 };
    }
    for (const name of names) {
        if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57)
            continue;
        const stat = procStat(Number(name));
        if (!stat)
            continue;
        stats.set(Number(name), stat);
        const siblings = children.get(stat.ppid);
        if (siblings)
            siblings.push(Number(name));
        else
            children.set(stat.ppid, [Number(name)]);
    }
    const pids = [];
    let tasks = 0;
    let rssBytes = 0;
    const pending = [rootPid];
    while (pending.length > 0) {
        const pid = pending.pop();
        pids.push(pid);
        tasks += stats.get(pid)?.threads ?? 1;
        rssBytes += (stats.get(pid)?.rssPages ?? 0) * PAGE_BYTES;
        pending.push(...(children.get(pid) ?? []));
    }
    return { pids, tasks, rssBytes };
}
/** ppid, threads and rss of /proc/<pid>/stat; the command name in parentheses may hold spaces and ')'. */
function procStat(pid) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'latin1');
    }
    catch {
        return undefined;
    }
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) … num_threads(17) … rss(21).
    return { ppid: Number(fields[1]), threads: Number(fields[17]) || 1, rssPages: Number(fields[21]) || 0 };
}
/**
 * What the processes hold open that no walk of the folder sees: memfd files (memory) and files deleted
 * from the trial folder while open (disk). Each file is counted once however many descriptors hold it.
 */
function heldFiles(pids, trialRoot) {
    const seen = new Set();
    let memfdBytes = 0;
    let deletedBytes = 0;
    for (const pid of pids) {
        let fds;
        try {
            fds = (0,external_node_fs_.readdirSync)(`/proc/${pid}/fd`);
        }
        catch {
            continue;
        }
        for (const fd of fds) {
            const link = `/proc/${pid}/fd/${fd}`;
            let target;
            try {
                target = (0,external_node_fs_.readlinkSync)(link);
            }
            catch {
                continue;
            }
            const memfd = target.startsWith('/memfd:');
            if (!memfd && !(target.endsWith(' (deleted)') && target.startsWith(trialRoot)))
                continue;
            try {
                const st = (0,external_node_fs_.statSync)(link);
                const id = `${st.dev}:${st.ino}`;
                if (seen.has(id))
                    continue;
                seen.add(id);
                if (memfd)
                    memfdBytes += Math.max(st.size, st.blocks * 512);
                else
                    deletedBytes += st.blocks * 512;
            }
            catch {
                // closed meanwhile
            }
        }
    }
    return { memfdBytes, deletedBytes };
}
/** Blocks in use, not apparent sizes: a sparse file costs what it holds, `fallocate` what it reserves. */
function folderBlocks(dir, maxEntries) {
    return (0,folderSize/* folderUse */.OA)(dir, maxEntries, (st) => st.blocks * 512);
}

// EXTERNAL MODULE: ./src/skills/skillFiles.ts
var skillFiles = __webpack_require__(8216);
;// CONCATENATED MODULE: ./src/eval/sandbox/policy.ts



/** Top-level system folders the agent may read (or their merged-/usr symlinks). */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
/**
 * The part of /etc programs need to run: users, name service, dynamic linker, CA certificates, the
 * alternatives /usr/bin links go through, time zone. Not /etc as a whole (credentials and runner
 * configuration live there on some machines).
 */
const ETC_ENTRIES = [
    'passwd', 'group', 'hosts', 'nsswitch.conf', 'resolv.conf', 'host.conf', 'ld.so.cache', 'ld.so.conf', 'ld.so.conf.d',
    'alternatives', 'ssl', 'ca-certificates', 'ca-certificates.conf', 'pki', 'localtime', 'timezone', 'mime.types', 'os-release',
    'lsb-release', 'debian_version', 'bash.bashrc', 'profile', 'inputrc', 'terminfo', 'gitconfig', 'manpath.config',
];
let system;
/** The system part of every sandbox (computed once per process). */
function systemView() {
    if (system)
        return system;
    const readOnly = [];
    const symlinks = [];
    for (const dir of SYSTEM_DIRS) {
        const st = lstatOrUndefined(dir);
        if (!st)
            continue;
        if (st.isSymbolicLink())
            symlinks.push({ path: dir, target: (0,external_node_fs_.readlinkSync)(dir) });
        else if (st.isDirectory())
            readOnly.push(dir);
    }
    for (const entry of ETC_ENTRIES)
        if ((0,external_node_fs_.existsSync)(`/etc/${entry}`))
            readOnly.push(`/etc/${entry}`);
    system = { readOnly, symlinks };
    return system;
}
/**
 * The host folders a program needs besides the system ones: its install folder and its interpreter's
 * (a `#!` script run by a Node or Python outside /usr, a venv's base Python). `installRoot` is the
 * folder the program was installed into (the tools folder's entry for this CLI), when known.
 */
function programRoots(executable, installRoot, searchPath) {
    const roots = new Set();
    const covered = (p) => [...roots, ...systemView().readOnly].some((r) => (0,skillFiles/* isInside */.FK)(r, p));
    const add = (p) => {
        if (!covered(p))
            roots.add(p);
    };
    const real = realOrSelf(executable);
    // Compared as real paths: a tools folder reached through a symlink still holds the real executable.
    const root = installRoot && realOrSelf(installRoot);
    add(root && (0,skillFiles/* isInside */.FK)(root, real) ? root : packageRoot(real));
    for (const interpreter of interpreters(real, searchPath))
        add(prefixOf(interpreter));
    return [...roots];
}
/** The interpreter(s) a script names on its `#!` line, resolved to real files (`env X` looked up on PATH). */
function interpreters(file, searchPath) {
    let head;
    try {
        head = (0,external_node_fs_.readFileSync)(file, { encoding: 'latin1', flag: 'r' }).slice(0, 256);
    }
    catch {
        return [];
    }
    if (!head.startsWith('#!'))
        return [];
    const words = head.slice(2).split('\n')[0].trim().split(/\s+/);
    let program = words[0] ?? '';
    if (external_node_path_default().basename(program) === 'env')
        program = words.find((w, i) => i > 0 && !w.startsWith('-') && !w.includes('=')) ?? '';
    if (!program)
        return [];
    const found = external_node_path_default().isAbsolute(program) ? program : searchPath.split((external_node_path_default()).delimiter).map((d) => external_node_path_default().join(d, program)).find((c) => (0,external_node_fs_.existsSync)(c));
    return found ? [realOrSelf(found)] : [];
}
/** `/x/lib/node_modules/pkg/bin/cli.js` -> `/x/lib/node_modules`; otherwise the program's own folder. */
function packageRoot(real) {
    const at = real.indexOf(`${(external_node_path_default()).sep}node_modules${(external_node_path_default()).sep}`);
    return at >= 0 ? real.slice(0, at + '/node_modules'.length) : external_node_path_default().dirname(real);
}
/** An interpreter's installation prefix: `/opt/node/bin/node` -> `/opt/node`. */
function prefixOf(real) {
    const dir = external_node_path_default().dirname(real);
    return external_node_path_default().basename(dir) === 'bin' ? external_node_path_default().dirname(dir) : dir;
}
function realOrSelf(p) {
    try {
        return external_node_fs_.realpathSync.native(p);
    }
    catch {
        return p;
    }
}
function lstatOrUndefined(p) {
    try {
        return (0,external_node_fs_.lstatSync)(p);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/eval/sandbox/isolation.ts









function wrapCommand(isolation, fence, command, args) {
    if (isolation.kind === 'none')
        return { command, args: [...args], files: [] };
    const system = systemView();
    const egress = fence.egress && isolation.egress ? { socket: isolation.egress, forwarder: isolation.forwarder, node: process.execPath } : undefined;
    // The forwarder runs on caliper's own Node, wherever that is installed (the Action's runner ships its own).
    const readOnly = [...system.readOnly, ...fence.programs, ...(egress ? forwarderNode() : [])];
    const policy = { readOnly: [...new Set(readOnly)], symlinks: system.symlinks, readWrite: fence.root, egress, tmpBytes: tmpfsCanBeSized() ? SANDBOX_TMP_BYTES : undefined };
    return { command: 'bwrap', args: bwrapArgs(policy, fence.cwd, command, args), files: [isolation.seccomp] };
}
let sizable;
/** Whether this bwrap has `--size` (0.7.0 and later; Ubuntu 22.04 ships 0.6). */
function tmpfsCanBeSized() {
    sizable ??= /--size\b/.test((0,external_node_child_process_.spawnSync)('bwrap', ['--help'], { encoding: 'utf8', timeout: 10_000 }).stdout ?? '');
    return sizable;
}
let nodeRoots;
function forwarderNode() {
    nodeRoots ??= programRoots(process.execPath, undefined, '');
    return nodeRoots;
}
const probed = new Map();
/**
 * Whether bubblewrap runs here (found on `searchPath`), tried once with the real policy. The reason is
 * one line that says what to do: install it, or lift the user-namespace restriction (Ubuntu 24.04's
 * AppArmor default), or choose `--isolation none` on purpose.
 */
function bubblewrapAvailable(searchPath) {
    const known = probed.get(searchPath);
    if (known)
        return known;
    const dir = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), ownedPrefix('run')));
    let r;
    try {
        const { args, files } = wrapCommand({ kind: 'bubblewrap', forwarder: '', seccomp: writeSeccompFilter(dir), egress: undefined }, { root: external_node_os_default().tmpdir(), cwd: '/', programs: [], egress: false }, 'true', []);
        r = spawnWithFiles(files, (fds) => (0,external_node_child_process_.spawnSync)('bwrap', args, { encoding: 'utf8', timeout: 10_000, env: { PATH: searchPath }, stdio: ['ignore', 'pipe', 'pipe', ...fds] }));
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
    let result;
    if (r.status === 0)
        result = { ok: true };
    else if (r.error?.code === 'ENOENT') {
        result = { ok: false, reason: 'bubblewrap (bwrap) is not installed, so the agent cannot be sandboxed: install it (Debian/Ubuntu: sudo apt-get install bubblewrap), or pass --isolation none to evaluate without a sandbox' };
    }
    else {
        const why = r.error ? r.error.message : (r.stderr.trim().split('\n').pop() ?? `exit ${r.status}`);
        result = {
            ok: false,
            reason: `bubblewrap cannot create its sandbox here (${why}): user namespaces are blocked; on Ubuntu 24.04 run \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\`, or pass --isolation none to evaluate without a sandbox`,
        };
    }
    probed.set(searchPath, result);
    return result;
}
/** Run `spawn` with `files` open read-only as its extra descriptors, closed again here once it started. */
function spawnWithFiles(files, spawn) {
    const fds = [];
    try {
        for (const f of files)
            fds.push((0,external_node_fs_.openSync)(f, 'r'));
        return spawn(fds);
    }
    finally {
        for (const fd of fds)
            (0,external_node_fs_.closeSync)(fd);
    }
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
;// CONCATENATED MODULE: ./src/eval/sandbox/proxy.ts



/**
 * An HTTP proxy on a unix socket (bound into one trial's sandbox as its only way out) that lets through
 * only `host:port` targets on the allow-list: CONNECT tunnels (https) and absolute-URL requests (plain
 * http). Everything else gets 403 and is counted. It runs inside caliper's own process: no helper
 * process, no environment of its own to leak. Names are matched as asked, never resolved here first, so
 * a name that the CLI resolves differently cannot slip through.
 */
async function startAllowListProxy(socketPath, allow) {
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
        const upstream = external_node_http_default().request({ host: url.hostname, port: Number(url.port || 80), method: req.method, path: `${url.pathname}${url.search}`, headers }, (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
    });
    server.on('connect', (req, client, head) => {
        const target = (req.url ?? '').toLowerCase();
        const m = /^([a-z0-9.-]+|\[[0-9a-f:]+\]):(\d{1,5})$/.exec(target);
        if (!m || !allowed.has(target)) {
            refuse(target);
            client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
            return;
        }
        const upstream = external_node_net_default().connect(Number(m[2]), m[1].replace(/^\[|\]$/g, ''), () => {
            client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
            if (head.length > 0)
                upstream.write(head);
            upstream.pipe(client).pipe(upstream);
        });
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
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
/** `host:port` of a URL, for the allow-list (`https://api.example.com/v1` -> `api.example.com:443`). */
function hostPort(url) {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`.toLowerCase();
}

;// CONCATENATED MODULE: ./src/eval/sandbox/modelHosts.ts

/**
 * With a real model and no `--model-url`, the hosts each CLI strictly needs to talk to its model: the
 * APIs of the providers whose keys it takes (see docs/backends.md). No update checks, telemetry, plugin
 * or skill registries: those are turned off or refused, and a refusal is counted in the trial record.
 */
const MODEL_HOSTS = {
    'claude-code': ['api.anthropic.com:443'],
    codex: ['api.openai.com:443'],
    'gemini-cli': ['generativelanguage.googleapis.com:443'],
    pi: ['api.openai.com:443', 'api.anthropic.com:443', 'generativelanguage.googleapis.com:443', 'openrouter.ai:443'],
    hermes: ['openrouter.ai:443', 'api.openai.com:443', 'api.anthropic.com:443', 'inference-api.nousresearch.com:443'],
    opencode: ['api.anthropic.com:443', 'api.openai.com:443', 'generativelanguage.googleapis.com:443', 'openrouter.ai:443'],
};
/**
 * One backend's allow-list: the model URL's host when one is given (a gateway, a stand-in), else the
 * runner's `*_BASE_URL` variables the backend passes through (ANTHROPIC_BASE_URL, OPENAI_BASE_URL, …),
 * else its providers' APIs.
 */
function allowedHosts(backend, modelUrl, baseUrlVars, runnerEnv) {
    if (modelUrl)
        return [hostPort(modelUrl)];
    const fromEnv = baseUrlVars.filter((v) => v.endsWith('_BASE_URL') && runnerEnv[v]).flatMap((v) => {
        try {
            return [hostPort(runnerEnv[v])];
        }
        catch {
            return [];
        }
    });
    return fromEnv.length > 0 ? [...new Set(fromEnv)] : [...MODEL_HOSTS[backend]];
}

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
        c.tokens += r.usage.inputTokens + r.usage.outputTokens;
        c.cost += r.usage.costUsd ?? 0;
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

;// CONCATENATED MODULE: ./src/eval/disciplines/discipline.ts

/**
 * Why a case measures nothing under this discipline, or undefined when it applies. Explicit and
 * force-load put the subject in front of the agent by construction, so "should not activate" is moot.
 */
function caseExcluded(discipline, evalCase, subject) {
    if (discipline === 'install-discover')
        return undefined;
    if ((0,aggregate/* caseRole */.TV)(evalCase, subject) !== 'should-not-activate')
        return undefined;
    return `a should-not-activate case measures nothing under the ${discipline} discipline, which loads ${subject} by construction`;
}
/** Force-load does not measure activation, so its activation checks are dropped rather than scored. */
function measuredChecks(discipline, checks) {
    if (discipline !== 'force-load')
        return [...checks];
    return checks.filter((c) => c.kind !== 'activation' && c.kind !== 'not_activated_any');
}
/** Why a backend cannot run a discipline, or undefined. */
function disciplineUnsupported(discipline, backend) {
    if (discipline === 'explicit' && !backend.explicit)
        return `${backend.name} has no syntax for invoking a skill by name, so it cannot run the explicit discipline`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/eval/runner/errors.ts
/** A run that cannot start as asked (a backend this version lacks, isolation that is not available). */
class EvalSetupError extends Error {
}

// EXTERNAL MODULE: ./src/results/spend/spend.ts
var spend = __webpack_require__(3325);
// EXTERNAL MODULE: ./src/results/recordable.ts
var recordable = __webpack_require__(6309);
// EXTERNAL MODULE: ./src/eval/runner/defaults.ts
var defaults = __webpack_require__(803);
;// CONCATENATED MODULE: ./src/eval/runner/progressLines.ts
/** The plan, in one line, before anything runs: what will be run and how many agent runs that costs. */
function planLine(trials, sequential) {
    const count = (of) => new Set(trials.map(of)).size;
    const skills = count((t) => t.skill);
    const backends = count((t) => t.backend);
    const cases = count((t) => `${t.skill}|${t.evalCase.id}`);
    const runs = trials.length;
    return `plan: ${skills} skill(s) × ${backends} backend(s), ${cases} case(s): ${runs} agent run(s)${sequential ? ' at most (--trials auto stops each case once it is decided)' : ''}`;
}
/** `ETA 1m05s` from the pace so far; empty before the first trial ends. */
function eta(finished, total, elapsedMs) {
    if (finished === 0 || finished >= total)
        return '';
    const seconds = Math.round(((total - finished) * elapsedMs) / finished / 1000);
    return seconds >= 60 ? `ETA ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s` : `ETA ${seconds}s`;
}

// EXTERNAL MODULE: ./src/skills/dependencies.ts
var dependencies = __webpack_require__(4649);
// EXTERNAL MODULE: ./src/util/glob.ts
var glob = __webpack_require__(3596);
// EXTERNAL MODULE: ./src/util/strings.ts
var strings = __webpack_require__(558);
;// CONCATENATED MODULE: ./src/eval/sandbox/installableFiles.ts





/**
 * The files installing a skill copies. `.eval.yaml`, `.caliper/` and `.git/` never are, nor anything
 * `exclude` matches (forbidden files, the spec's fixtures). A symlink is copied as the file it points
 * to only when that stays inside the skill and is neither, nor a folder holding one of them: the rules
 * apply to where a link points, not to its name. Links that lead out are never followed, nor links
 * that lead back into the path walked. Throws, installing nothing, past WALK_LIMITS.
 */
function installableFiles(skillDir, exclude) {
    const realDir = external_node_fs_.realpathSync.native(skillDir);
    const hidden = new Map();
    const installable = (target) => {
        if (!(0,skillFiles/* isInside */.FK)(realDir, target))
            return false;
        // Many links may share a target: each folder is searched once.
        if (!hidden.has(target))
            hidden.set(target, (0,skillFiles/* hiddenBehindLink */.VY)(realDir, target, exclude) !== undefined);
        return !hidden.get(target);
    };
    const out = [];
    for (const { rel, dir, entry } of walkOrRefuse(skillDir, { exclude, follow: installable })) {
        if (entry.kind === 'file')
            out.push({ rel, source: external_node_path_default().join(dir, entry.rel) });
        else if (entry.kind === 'symlink' && entry.target !== undefined && !entry.targetIsDir && installable(entry.target))
            out.push({ rel, source: entry.target });
    }
    return out.sort((a, b) => (0,strings/* compareStrings */.Kt)(a.rel, b.rel));
}
/** A skill caliper will not install (its walk passed WALK_LIMITS); the message says what to do. */
class InstallRefused extends Error {
}
function walkOrRefuse(skillDir, options) {
    try {
        return (0,skillFiles/* walkFollowingLinks */.Ce)(skillDir, options);
    }
    catch (error) {
        if (!(error instanceof skillFiles/* WalkLimitError */.Jf))
            throw error;
        throw new InstallRefused(`caliper does not install ${skillDir}: walked with the folder links it follows, it ${error.message}, past what caliper walks. ` +
            'Run `caliper validate` (rule skill-folder-too-large) and remove the links that repeat folders, or the files that should not be in the skill.', { cause: error });
    }
}
/** sha256 over every installed file's path and bytes: what "the skill changed" means. */
function hashFiles(files) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const f of files) {
        hash.update(f.rel).update('\0');
        hash.update((0,external_node_fs_.readFileSync)(f.source)).update('\0');
    }
    return hash.digest('hex');
}

// EXTERNAL MODULE: ./src/skills/layout.ts
var layout = __webpack_require__(4014);
;// CONCATENATED MODULE: ./src/eval/sandbox/sandbox.ts




/** A fresh sandbox under the system temp folder: work, home, config and tmp folders, nothing else. */
function createSandbox(parent = external_node_os_default().tmpdir()) {
    const root = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(parent, ownedPrefix('trial')));
    const paths = {
        root,
        workDir: external_node_path_default().join(root, 'work'),
        homeDir: external_node_path_default().join(root, 'home'),
        configDir: external_node_path_default().join(root, 'config'),
        tmpDir: external_node_path_default().join(root, 'tmp'),
    };
    for (const dir of [paths.workDir, paths.homeDir, paths.configDir, paths.tmpDir])
        (0,external_node_fs_.mkdirSync)(dir);
    initGitRepository(paths.workDir);
    return paths;
}
/** Remove a trial's folder; never throws (a folder that stays is named in the result, and the next run retries). */
function removeSandbox(sandbox) {
    return removeFolder(sandbox.root);
}
/** Copy files into `destination`, creating folders as needed. Never links: some CLIs skip symlinks. */
function copyFiles(files, destination) {
    const made = new Set();
    for (const f of files) {
        const target = external_node_path_default().join(destination, f.rel);
        const dir = external_node_path_default().dirname(target);
        if (!made.has(dir)) {
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
            made.add(dir);
        }
        (0,external_node_fs_.copyFileSync)(f.source, target);
    }
}
/**
 * An empty git repository written directly (no `git` process): CLIs bound project discovery by the
 * git root and Codex refuses to run outside one, but none needs a commit.
 */
function initGitRepository(dir) {
    const git = external_node_path_default().join(dir, '.git');
    for (const sub of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags'])
        (0,external_node_fs_.mkdirSync)(external_node_path_default().join(git, sub), { recursive: true });
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(git, 'HEAD'), 'ref: refs/heads/main\n');
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(git, 'config'), '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n[user]\n\tname = caliper\n\temail = caliper@localhost\n');
    (0,external_node_fs_.writeFileSync)(external_node_path_default().join(git, 'description'), 'caliper sandbox\n');
}

;// CONCATENATED MODULE: ./src/eval/sandbox/pluginFiles.ts







/**
 * What installing a skill's plugin files copies. A referenced file or folder is taken when it stays in
 * the plugin (a link leading out is not followed), is not something never installed (`.eval.yaml`,
 * `.caliper/`, `.git/`) nor something `exclude` matches (forbidden files), and holds no skill: a folder
 * with a SKILL.md in it would install other skills.
 */
function installablePluginFiles(root, skillDir, plugin, exclude) {
    const absPluginRoot = external_node_path_default().join(root, plugin.root);
    const realPluginRoot = external_node_fs_.realpathSync.native(absPluginRoot);
    const files = new Map();
    for (const { path: rel } of plugin.files) {
        const segments = rel.split('/');
        if (external_node_path_default().posix.isAbsolute(rel) || segments.some((s) => s === '' || s === '.' || s === '..' || layout/* NEVER_INSTALLED */.QD.includes(s)) || exclude(rel))
            continue;
        let real;
        let isDir;
        try {
            real = external_node_fs_.realpathSync.native(external_node_path_default().join(absPluginRoot, rel));
            isDir = (0,external_node_fs_.statSync)(real).isDirectory();
        }
        catch {
            continue;
        }
        if (!(0,skillFiles/* isInside */.FK)(realPluginRoot, real) || real === realPluginRoot)
            continue;
        // The rules apply to where a link points, not to its name (`scripts/a -> ../answers.txt`).
        const realRel = external_node_path_default().relative(realPluginRoot, real).split((external_node_path_default()).sep).join('/');
        if (realRel.split('/').some((s) => layout/* NEVER_INSTALLED */.QD.includes(s)) || exclude(realRel))
            continue;
        if (!isDir) {
            if (external_node_path_default().basename(rel).toLowerCase() !== layout/* SKILL_FILE */.LF.toLowerCase())
                files.set(rel, { rel, source: real });
            continue;
        }
        const inside = installableFiles(real, (r) => exclude(`${rel}/${r}`));
        if (inside.some((f) => external_node_path_default().posix.basename(f.rel).toLowerCase() === layout/* SKILL_FILE */.LF.toLowerCase()))
            continue;
        for (const f of inside)
            files.set(`${rel}/${f.rel}`, { rel: `${rel}/${f.rel}`, source: f.source });
    }
    return {
        fromSkill: external_node_path_default().posix.relative(skillDir, plugin.root),
        files: [...files.values()].sort((a, b) => (0,strings/* compareStrings */.Kt)(a.rel, b.rel)),
    };
}
/**
 * Copy a skill's plugin files into the sandbox at the same place relative to the installed skill as
 * in the repository, so that `../../agents/judge.md` and `${CLAUDE_PLUGIN_ROOT}/scripts/x.py` (with the
 * variable set to the returned root) lead to them. Throws, naming the file, when that place is outside
 * the sandbox, in the skills root (it would be another skill), in the agent's working folder, or on a
 * name the CLI reads as its own configuration in the folder that holds its skills root (`settings.json`,
 * `CLAUDE.md`, `config.toml`: it would configure the agent under test rather than be read by it): the
 * trial is then a harness error, never a broken skill.
 */
function placePluginFiles(plugin, installedSkillDir, sandbox, backend) {
    const { skillsRoot } = backend;
    const pluginRoot = external_node_path_default().resolve(installedSkillDir, plugin.fromSkill);
    const configDir = external_node_path_default().dirname(skillsRoot);
    const configNames = new Set(backend.configNames.map((n) => n.toLowerCase()));
    for (const f of plugin.files) {
        const target = external_node_path_default().resolve(pluginRoot, f.rel);
        const cannot = (why) => new Error(`cannot install the plugin file \`${f.rel}\` that the skill references for ${backend.name}: beside the installed skill it would land ${why}. Move the file into the skill folder`);
        if (!(0,skillFiles/* isInside */.FK)(sandbox.root, target) || !(0,skillFiles/* isInside */.FK)(pluginRoot, target) || target === pluginRoot)
            throw cannot('outside the sandbox');
        if ((0,skillFiles/* isInside */.FK)(skillsRoot, target))
            throw cannot('in the skills root, where it would be read as a skill');
        if ((0,skillFiles/* isInside */.FK)(sandbox.workDir, target))
            throw cannot("in the agent's working folder");
        // A plugin root above the sandbox's own folders must not reach into them (`home/.gemini/…`, `config/…`).
        const sandboxFolder = [sandbox.homeDir, sandbox.configDir, sandbox.tmpDir].find((dir) => (0,skillFiles/* isInside */.FK)(dir, target) && !(0,skillFiles/* isInside */.FK)(dir, pluginRoot));
        if (sandboxFolder !== undefined)
            throw cannot(`in the sandbox's \`${external_node_path_default().basename(sandboxFolder)}\` folder, which is the CLI's, not the plugin's`);
        const own = (0,skillFiles/* isInside */.FK)(configDir, target) ? external_node_path_default().relative(configDir, target).split((external_node_path_default()).sep)[0] : undefined;
        if (own !== undefined && configNames.has(own.toLowerCase()))
            throw cannot(`on \`${own}\`, which ${backend.name} reads as its own configuration`);
    }
    copyFiles(plugin.files, pluginRoot);
    return pluginRoot;
}

// EXTERNAL MODULE: ./src/skills/checks/pluginVariables.ts
var pluginVariables = __webpack_require__(746);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(6303);
;// CONCATENATED MODULE: ./src/eval/runner/trialPlan.ts
function trialKey(skill, backend, caseId, trial) {
    return `${skill}|${backend}|${caseId}|${trial}`;
}

;// CONCATENATED MODULE: ./src/eval/runner/plan.ts










/** Whether a skill is in shard `index` of `count`: sorted names dealt round-robin, so shards stay even. */
function inShard(name, all, shard) {
    if (!shard)
        return true;
    return [...all].sort().indexOf(name) % shard.count === shard.index - 1;
}
/**
 * Every valid spec of the repository with its installs (the declared skills and their closure) and
 * fixtures; a spec involving a skill with validation errors is returned in `broken` instead.
 */
function prepareSpecs(report) {
    // A base-and-head run asks twice per side (which skills changed, then the plan); files are hashed once.
    let cached = preparedByReport.get(report);
    if (!cached) {
        cached = prepareSpecsOnce(report);
        preparedByReport.set(report, cached);
    }
    return cached;
}
const preparedByReport = new WeakMap();
function prepareSpecsOnce(report) {
    const byName = new Map(report.skills.map((s) => [s.name, s]));
    const specsBySkill = new Map(report.specs.map((s) => [s.subject, s]));
    const invalid = new Set(report.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => report.skills.find((s) => d.file === (s.path === '' ? 'SKILL.md' : `${s.path}/SKILL.md`) || d.file.startsWith(s.path === '' ? '' : `${s.path}/`))?.name)
        .filter((n) => n !== undefined));
    const prepared = new Map();
    const broken = new Map();
    for (const spec of report.specs) {
        const installSet = (0,dependencies/* dependencyClosure */.N)(spec.skills, (n) => byName.get(n)?.dependencies.map((d) => d.name)).filter((n) => byName.has(n));
        const bad = installSet.filter((n) => invalid.has(n));
        if (bad.length > 0) {
            broken.set(spec.subject, `skill(s) ${bad.join(', ')} have validation errors; run caliper validate`);
            continue;
        }
        // A name is a folder of the install, of the transcripts and a key of results.json: with the
        // name-format rule configured off, a name that is none of these is not run (nothing could record it).
        const unnamed = installSet.filter((n) => !schema/* PATTERNS */.G3.skill.test(n));
        if (unnamed.length > 0) {
            broken.set(spec.subject, `skill name(s) ${unnamed.slice(0, 5).map(shownName).join(', ')}${unnamed.length > 5 ? ', …' : ''} cannot be evaluated: caliper records skill names of 1–128 letters, digits, \`.\`, \`_\` and \`-\`, starting with a letter or digit (the name-format rule is off in this repository's configuration)`);
            continue;
        }
        let installs;
        try {
            installs = installSet.map((name) => installFor(report.root, byName.get(name), specsBySkill.get(name), spec));
        }
        catch (error) {
            // A walk past its bound (a skill-folder-too-large that was configured off): this spec, not the run.
            if (!(error instanceof InstallRefused))
                throw error;
            broken.set(spec.subject, error.message);
            continue;
        }
        const fixtures = fixturesFor(report.root, byName.get(spec.subject), spec);
        const fingerprint = (0,external_node_crypto_.createHash)('sha256')
            .update(JSON.stringify({ spec: spec.hash, installs: installs.map((i) => [i.name, i.sha256]), fixtures: hashFiles(fixtures) }))
            .digest('hex');
        prepared.set(spec.subject, { spec, installs, fixtures, fingerprint });
    }
    return { prepared, broken };
}
/** A name as a skip reason quotes it: bounded, on one line. */
const shownName = (name) => JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name);
/** Decide every trial up front: which skills each installs (with hashes), its fixtures, and its key. */
function planTrials(report, options) {
    const { prepared, broken } = prepareSpecs(report);
    const trials = [];
    const skipped = [];
    const notes = [];
    const byName = new Map(report.skills.map((s) => [s.name, s]));
    const withSpecs = [...prepared.keys(), ...broken.keys()];
    for (const summary of report.skills) {
        if (options.skills && !options.skills.includes(summary.name))
            continue;
        if (options.shard && !inShard(summary.name, withSpecs, options.shard))
            continue;
        const ready = prepared.get(summary.name);
        if (!ready) {
            const reason = broken.get(summary.name) ?? (summary.evalSpec ? `${summary.evalSpec} has validation errors` : `${summary.name} has no .eval.yaml`);
            if (broken.has(summary.name) || options.skills?.includes(summary.name))
                skipped.push({ key: `${schema/* PATTERNS */.G3.skill.test(summary.name) ? summary.name : shownName(summary.name)}|*|*|*`, reason });
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
            const backendNotes = installs.flatMap((i) => pluginVariableNote(byName.get(i.name), backend));
            for (const note of backendNotes)
                notes.push({ key: `${summary.name}|${backend}`, note });
            for (const evalCase of cases) {
                const excluded = caseExcluded(options.discipline, evalCase, summary.name);
                if (excluded) {
                    skipped.push({ key: `${summary.name}|${backend}|${evalCase.id}|*`, reason: excluded });
                    continue;
                }
                for (let trial = 1; trial <= trialCount; trial++) {
                    trials.push({ key: trialKey(summary.name, backend, evalCase.id, trial), skill: summary.name, backend, spec, evalCase, trial, installs, fixtures, fingerprint, notes: backendNotes });
                }
            }
        }
    }
    return { trials, skipped, notes };
}
/**
 * Only Claude Code expands `${CLAUDE_PLUGIN_ROOT}`. On another backend the files are installed all the
 * same, but the variable is empty, as it is for that CLI's users: what follows is the skill's doing.
 */
function pluginVariableNote(skill, backend) {
    if (backend === 'claude-code' || !skill?.plugin)
        return [];
    const first = skill.plugin.files.find((f) => f.variable === pluginVariables/* CLAUDE_PLUGIN_ROOT */.S);
    if (!first)
        return [];
    return [
        `${skill.name}: only Claude Code expands \`\${${pluginVariables/* CLAUDE_PLUGIN_ROOT */.S}}\`; ${backend} reads \`\${${pluginVariables/* CLAUDE_PLUGIN_ROOT */.S}}/${first.path}\` (${skill.path === '' ? '' : `${skill.path}/`}SKILL.md line ${first.line}) as \`/${first.path}\`, as its users would, so a failure that follows is the skill's`,
    ];
}
/**
 * What installing `skill` copies for a trial of `runSpec`: never its own eval spec, fixtures or forbidden
 * files, nor anything the running spec forbids. A neighbour's answer key is as much one as the subject's.
 */
function installFor(root, skill, ownSpec, runSpec) {
    const globs = [...runSpec.sandbox.forbiddenFiles, ...(ownSpec?.sandbox.forbiddenFiles ?? [])];
    if (ownSpec?.sandbox.fixtures)
        globs.push(`/${ownSpec.sandbox.fixtures.replace(/^\.\//, '').replace(/\/?$/, '/')}`);
    const exclude = (0,glob/* compileGlobs */.t)(globs);
    const files = installableFiles(external_node_path_default().join(root, skill.path), exclude);
    const plugin = skill.plugin ? installablePluginFiles(root, skill.path, skill.plugin, exclude) : undefined;
    // A plugin file is hashed at its place beside the skill, so changing a referenced script re-runs the eval.
    const hashed = plugin ? [...files, ...plugin.files.map((f) => ({ rel: external_node_path_default().posix.join(plugin.fromSkill, f.rel), source: f.source }))] : files;
    return { name: skill.name, files, plugin, sha256: hashFiles(hashed) };
}
function fixturesFor(root, subject, spec) {
    if (!spec.sandbox.fixtures)
        return [];
    return installableFiles(external_node_path_default().join(root, subject.path, spec.sandbox.fixtures), (0,glob/* compileGlobs */.t)(spec.sandbox.forbiddenFiles));
}

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
    const set = installs.map((i) => `${i.name}:${i.sha256}`).sort().join(',');
    return `${backend}@${version ?? 'unknown'}|${(0,external_node_crypto_.createHash)('sha256').update(set).digest('hex')}`;
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
    if (r.limitExceeded)
        return error(label, r.limitExceeded);
    if (r.timedOut)
        return error(label, `the check command timed out after ${seconds}s`);
    if (r.exitCode === 0)
        return pass(label);
    const tail = (r.stderr.trim() || r.stdout.trim()).split('\n').slice(-3).join(' | ');
    return fail(label, `exit ${r.exitCode ?? r.signal}${tail ? `: ${tail.slice(0, 300)}` : ''}`);
}

// EXTERNAL MODULE: ./src/util/pattern.ts
var util_pattern = __webpack_require__(666);
// EXTERNAL MODULE: ./src/util/trialFiles.ts
var trialFiles = __webpack_require__(4205);
;// CONCATENATED MODULE: ./src/eval/checks/files.ts





/**
 * A spec path as a path under the trial's root (where caliper's own folder starts), or undefined when
 * it leaves the working folder: that is a spec error, not a fail.
 */
function inTrial(ctx, rel) {
    const abs = external_node_path_default().resolve(ctx.workDir, rel);
    return (0,skillFiles/* isInside */.FK)(ctx.workDir, abs) ? external_node_path_default().relative(ctx.trialRoot, abs) : undefined;
}
function checkFileExists(check, ctx) {
    const label = `file_exists: ${check.path}`;
    const rel = inTrial(ctx, check.path);
    if (rel === undefined)
        return error(label, `${check.path} is outside the working folder`);
    const found = (0,trialFiles/* statTrialFile */.vE)(ctx.trialRoot, rel);
    if (found.kind === 'refused')
        return error(label, refusal(check.path, found.reason));
    return found.kind === 'missing' ? fail(label, `${check.path} was not created`) : pass(label);
}
function checkFileContains(check, ctx) {
    const label = `file_contains: ${check.path} ~ /${check.pattern}/`;
    const rel = inTrial(ctx, check.path);
    if (rel === undefined)
        return error(label, `${check.path} is outside the working folder`);
    const pattern = (0,util_pattern/* compilePattern */.E)(check.pattern);
    if (!pattern.ok)
        return error(label, `the pattern does not compile: ${pattern.message}`);
    const file = (0,trialFiles/* readTrialFile */.DV)(ctx.trialRoot, rel);
    if (file.kind === 'refused')
        return error(label, refusal(check.path, file.reason));
    if (file.kind !== 'file')
        return fail(label, `${check.path} was not created`);
    return pattern.test(file.bytes.toString('utf8')) ? pass(label) : fail(label, `${check.path} does not match /${check.pattern}/`);
}
function checkOutputMatches(check, ctx) {
    const label = `output_matches: /${check.pattern}/`;
    const answer = ctx.transcript.finalAnswer ?? '';
    const pattern = (0,util_pattern/* compilePattern */.E)(check.pattern);
    if (!pattern.ok)
        return error(label, `the pattern does not compile: ${pattern.message}`);
    return pattern.test(answer) ? pass(label) : fail(label, `the final answer does not match: ${JSON.stringify(answer.slice(0, 200))}`);
}
/** A file the agent made into a link, a FIFO or a giant is not read: the check is an error that says so. */
function refusal(specPath, reason) {
    return `${specPath} was not read: ${reason.replace(/^work\//, '')}; caliper checks only regular files the agent wrote in its working folder`;
}

;// CONCATENATED MODULE: ./src/eval/checks/index.ts




/**
 * A check's label names it in trials.jsonl, results.json's per-check tallies and every report. A
 * spec's command or pattern may be kilobytes long: past this, the label is cut and ends with a hash of
 * the whole, so two long checks of a case keep two tallies.
 */
const MAX_LABEL = 300;
function checkLabel(label) {
    if (label.length <= MAX_LABEL)
        return label;
    const tag = `… (sha256 ${(0,external_node_crypto_.createHash)('sha256').update(label).digest('hex').slice(0, 12)})`;
    return label.slice(0, MAX_LABEL - tag.length).replace(/[\uD800-\uDBFF]$/, '') + tag;
}
async function runCheck(check, ctx) {
    const result = await runKind(check, ctx);
    return result.label.length <= MAX_LABEL ? result : { ...result, label: checkLabel(result.label) };
}
function runKind(check, ctx) {
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

;// CONCATENATED MODULE: ./src/eval/disciplines/trialInput.ts




/** Where a discipline puts the skills and what it asks the agent. Throws on a body too large to pass. */
function trialInput(discipline, backend, plan, sandbox) {
    const prompt = plan.evalCase.prompt;
    switch (discipline) {
        case 'install-discover':
            return { skillsRoot: backend.skillsRoot(sandbox), prompt, expectDiscovery: true };
        case 'explicit':
            // The invocation is the prompt's first character: CLIs expand it only there.
            return { skillsRoot: backend.skillsRoot(sandbox), prompt: `${backend.explicit.invocation(plan.skill)} ${prompt}`, expectDiscovery: true };
        case 'force-load': {
            const root = forcedSkillsDir(sandbox);
            const subject = plan.installs.find((i) => i.name === plan.skill);
            const skillMd = subject?.files.find((f) => f.rel === 'SKILL.md');
            if (!skillMd)
                throw new Error(`${plan.skill} has no SKILL.md to force-load`);
            const body = (0,frontmatter/* skillBody */.k2)((0,external_node_fs_.readFileSync)(skillMd.source, 'utf8'));
            const rendered = renderForcedPrompt({ name: plan.skill, dir: external_node_path_default().join(root, plan.skill), body }, prompt);
            if (Buffer.byteLength(rendered) > MAX_FORCED_PROMPT_BYTES) {
                throw new Error(`${plan.skill}'s body is too large to force-load as a prompt argument (over ${MAX_FORCED_PROMPT_BYTES / 1024} KiB); shorten it or move detail into references`);
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
    const activated = backend.activatedSkills(input.transcript, input.skillsRoot);
    if (discipline === 'explicit')
        for (const name of backend.explicit.loadedSkills(input.sandbox, input.stdout))
            activated.add(name);
    for (const name of installed)
        activations[name] = activated.has(name) ? 'activated' : 'not-activated';
    return activations;
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

;// CONCATENATED MODULE: ./src/eval/runner/process.ts


const KILL_GRACE_MS = 2000;
/** Process groups started here and not yet reaped: each runs detached, so a Ctrl-C does not reach it. */
const liveGroups = new Set();
/** SIGKILL every process group still running (on an interrupt, before caliper exits). */
function killLiveProcessGroups() {
    for (const pid of liveGroups) {
        try {
            process.kill(-pid, 'SIGKILL');
        }
        catch {
            // gone already
        }
    }
    liveGroups.clear();
}
/**
 * Run a command in its own process group with stdin closed (several CLIs wait for stdin's EOF otherwise).
 * On timeout the whole group gets SIGTERM, then SIGKILL; after exit, stragglers the agent left running
 * in the group are killed too.
 */
function runProcess(options) {
    const max = options.maxOutputBytes ?? 32 * 1024 * 1024;
    const started = Date.now();
    return new Promise((resolve) => {
        const child = spawnWithFiles(options.files ?? [], (fds) => (0,external_node_child_process_.spawn)(options.command, options.args, { cwd: options.cwd, env: options.env, detached: true, stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe', ...fds] }));
        if (child.pid !== undefined)
            liveGroups.add(child.pid);
        if (child.stdin) {
            child.stdin.on('error', () => { }); // a CLI that exits without reading stdin is not our fault
            child.stdin.end(options.input);
        }
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
        let limitExceeded;
        const watch = options.watch;
        const watchdog = watch && child.pid !== undefined
            ? setInterval(() => {
                limitExceeded ??= watch.overLimit(child.pid);
                if (limitExceeded !== undefined)
                    killGroup('SIGKILL');
            }, watch.everyMs)
            : undefined;
        const cancel = () => killGroup('SIGKILL');
        options.signal?.addEventListener('abort', cancel, { once: true });
        if (options.signal?.aborted)
            cancel();
        child.on('error', (error) => {
            spawnError = error.message;
        });
        child.on('close', (exitCode, signal) => {
            clearTimeout(timer);
            clearInterval(watchdog);
            options.signal?.removeEventListener('abort', cancel);
            killGroup('SIGKILL');
            if (child.pid !== undefined)
                liveGroups.delete(child.pid);
            resolve({
                exitCode,
                signal,
                stdout: Buffer.concat(out).toString('utf8'),
                stderr: Buffer.concat(err).toString('utf8'),
                timedOut,
                spawnError,
                durationMs: Date.now() - started,
                truncated,
                limitExceeded,
            });
        });
    });
}

;// CONCATENATED MODULE: ./src/eval/runner/runTrial.ts














let proxies = 0;
/**
 * One trial: sandbox up, install, run the CLI, verify, tear down. Never throws. Aborting `signal` kills
 * whatever process of the trial is running; the caller then discards what this returns.
 */
async function runTrial(plan, setup, attempt, signal) {
    const started = Date.now();
    const base = {
        type: 'trial',
        key: plan.key,
        skill: plan.skill,
        backend: plan.backend,
        caseId: plan.evalCase.id,
        trial: plan.trial,
        prompt: plan.evalCase.prompt,
        ...(plan.notes.length > 0 && { notes: plan.notes }),
        attempts: attempt,
        backendVersion: setup.backendVersion,
        model: setup.endpoint.model,
    };
    let proxy;
    const refused = () => {
        const r = proxy?.refused();
        return r && r.count > 0 ? { refusedConnections: r } : {};
    };
    const errorRecord = (reason, extra = {}) => ({
        ...base,
        outcome: 'error',
        reason,
        checks: [],
        usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
        durationMs: Date.now() - started,
        finishedAt: new Date().toISOString(),
        ...refused(),
        ...extra,
    });
    let sandbox;
    try {
        sandbox = createSandbox(setup.sandboxParent);
        if (setup.allow && setup.isolation.kind === 'bubblewrap') {
            proxy = await startAllowListProxy(external_node_path_default().join(setup.runDir, `proxy-${++proxies}.sock`), setup.allow);
            setup = { ...setup, isolation: { ...setup.isolation, egress: proxy.socketPath } };
        }
        const input = trialInput(setup.discipline, setup.backend, plan, sandbox);
        const pluginRoots = new Map();
        for (const install of plan.installs) {
            const dir = external_node_path_default().join(input.skillsRoot, install.name);
            copyFiles(install.files, dir);
            if (install.plugin)
                pluginRoots.set(install.name, placePluginFiles(install.plugin, dir, sandbox, { name: setup.backend.name, skillsRoot: input.skillsRoot, configNames: setup.backend.configNames }));
        }
        copyFiles(plan.fixtures, sandbox.workDir);
        setup.backend.configure(sandbox, setup.endpoint);
        const pluginRoot = pluginRoots.get(plan.skill);
        const commandInput = { sandbox, prompt: input.prompt, endpoint: setup.endpoint, maxTurns: setup.maxTurns, ...(pluginRoot !== undefined && { pluginRoot }) };
        const { args, env: backendEnv, stdin } = setup.backend.command(commandInput);
        const env = { ...sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: setup.passRunnerEnv ? setup.backend.passEnv : [], backendEnv }), ...(proxy && PROXY_ENV) };
        // For CLIs whose transcript does not list skills: their listing of this installed set, measured once
        // per run in a sandbox of its own (beside this run, not before it) and shared by every trial with it.
        const listing = setup.backend.discoveryProbe && input.expectDiscovery ? setup.discovery.listing(installedSetKey(setup.backend.name, setup.backendVersion, plan.installs), () => probeDiscovery(setup, plan)) : undefined;
        const wrapped = wrapCommand(setup.isolation, agentFence(setup, sandbox), setup.executable, args);
        const run = await runFenced(setup, sandbox, wrapped, { env, timeoutMs: setup.timeoutMs, signal, ...(stdin !== undefined && { input: stdin }) });
        // Cancelled: the caller discards this trial, so nothing of it is saved.
        if (signal?.aborted)
            return { record: errorRecord('cancelled'), transient: false };
        const harnessFault = classifyRun(run, setup);
        // A CLI that prints only its answer is asked for its transcript afterwards (Hermes: `sessions export`).
        const exported = harnessFault === undefined && setup.backend.transcriptExport ? await exportTranscript(setup, commandInput, sandbox, env, signal) : undefined;
        if (signal?.aborted)
            return { record: errorRecord('cancelled'), transient: false };
        const transcript = saveTranscript(setup.outDir, plan, exported?.ok ? { ...run, stdout: exported.stdout } : run, setup.redactor);
        if (harnessFault)
            return { record: errorRecord(harnessFault, { transcript }), transient: false };
        if (exported && !exported.ok)
            return { record: errorRecord(exported.reason, { transcript }), transient: false };
        // The listing is shared, so a cancelled trial stops waiting for it rather than ending it.
        const probed = listing && (await untilAborted(listing, signal));
        if (signal?.aborted)
            return { record: errorRecord('cancelled'), transient: false };
        if (probed && !probed.ok)
            return { record: errorRecord(probed.reason, { transcript }), transient: false };
        const parsed = exported?.ok ? setup.backend.parseTranscript(exported.stdout, sandbox, run.stdout) : setup.backend.parseTranscript(run.stdout, sandbox);
        if (!parsed.ok)
            return { record: errorRecord(withExit(parsed.reason, run), { transcript }), transient: false };
        const t = parsed.transcript;
        if (probed?.ok)
            t.discoveredSkills = probed.skills;
        const usage = t.usage;
        // What the CLI listed survives only here for CLIs that list skills in a rollout or a probe.
        const discovered = t.discoveredSkills ? { discovered: t.discoveredSkills, discoveredBy: probed ? 'listing-probe' : 'run' } : {};
        if (t.error)
            return { record: errorRecord(`${setup.backend.name} reported: ${t.error.message}`, { transcript, usage }), transient: t.error.transient };
        if (run.exitCode !== 0)
            return { record: errorRecord(withExit('the CLI failed', run), { transcript, usage }), transient: false };
        const installed = plan.installs.map((i) => i.name);
        const undiscovered = input.expectDiscovery ? discoveryProblem(t, installed, setup.backend.name) : undefined;
        if (undiscovered)
            return { record: errorRecord(undiscovered, { transcript, usage, ...discovered }), transient: false };
        const activations = trialActivations({ discipline: setup.discipline, backend: setup.backend, transcript: t, stdout: run.stdout, sandbox, skillsRoot: input.skillsRoot, installed });
        const activated = new Set(installed.filter((name) => activations[name] === 'activated'));
        const checks = [];
        const checkEnv = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: [], backendEnv: {} });
        const ctx = {
            trialRoot: sandbox.root,
            workDir: sandbox.workDir,
            transcript: t,
            activated,
            installed,
            runCommand: (command, timeoutMs) => {
                // The agent's view, after it, without its way out: a check reaches no network and no key.
                const w = wrapCommand(setup.isolation, { ...agentFence(setup, sandbox), egress: false }, 'sh', ['-c', command]);
                return runFenced(setup, sandbox, w, { env: checkEnv, timeoutMs, signal });
            },
        };
        for (const check of measuredChecks(setup.discipline, plan.evalCase.checks))
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
                ...discovered,
                checks,
                usage,
                durationMs: Date.now() - started,
                transcript,
                finishedAt: new Date().toISOString(),
                ...refused(),
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
        await proxy?.close();
    }
}
/** The CLI's model-free listing of the trial's installed set, in a fresh sandbox holding only that set. */
async function probeDiscovery(setup, plan) {
    const probe = setup.backend.discoveryProbe;
    const sandbox = createSandbox(setup.sandboxParent);
    try {
        const input = trialInput(setup.discipline, setup.backend, plan, sandbox);
        for (const install of plan.installs)
            copyFiles(install.files, external_node_path_default().join(input.skillsRoot, install.name));
        setup.backend.configure(sandbox, setup.endpoint);
        const commandInput = { sandbox, prompt: input.prompt, endpoint: setup.endpoint, maxTurns: setup.maxTurns };
        const { env: backendEnv } = setup.backend.command(commandInput);
        const env = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: setup.passRunnerEnv ? setup.backend.passEnv : [], backendEnv });
        // No way out: listing skills needs no model, and this sandbox belongs to no one trial's proxy.
        const w = wrapCommand(setup.isolation, { ...agentFence(setup, sandbox), egress: false }, setup.executable, probe.args(commandInput));
        const r = await runFenced(setup, sandbox, w, { env, timeoutMs: Math.min(setup.timeoutMs, 120_000), input: probe.stdin });
        const fault = classifyRun(r, setup);
        const skills = fault === undefined ? probe.parse(r.stdout) : undefined;
        if (skills === undefined)
            return { ok: false, reason: `${setup.backend.name} could not list its skills: ${fault ?? withExit('its listing was unreadable', r)}` };
        return { ok: true, skills };
    }
    finally {
        removeSandbox(sandbox);
    }
}
async function exportTranscript(setup, input, sandbox, env, signal) {
    const { program, args } = setup.backend.transcriptExport.command(input, setup.executable);
    const w = wrapCommand(setup.isolation, agentFence(setup, sandbox), program, args);
    const r = await runFenced(setup, sandbox, w, { env, timeoutMs: 60_000, signal });
    const fault = classifyRun(r, setup);
    if (fault || r.exitCode !== 0)
        return { ok: false, reason: `${setup.backend.name} could not export its transcript after the run: ${fault ?? withExit('export failed', r)}` };
    return { ok: true, stdout: r.stdout };
}
/** Every way CLIs and their tools are told to use a proxy; NODE_USE_ENV_PROXY for Node's own fetch (24+). */
const PROXY_URL = `http://127.0.0.1:${EGRESS_PORT}`;
const PROXY_ENV = { HTTPS_PROXY: PROXY_URL, HTTP_PROXY: PROXY_URL, https_proxy: PROXY_URL, http_proxy: PROXY_URL, ALL_PROXY: PROXY_URL, NO_PROXY: '', no_proxy: '', NODE_USE_ENV_PROXY: '1' };
/**
 * Every process of a trial (the CLI, its export and listing, its checks) runs this way: in the working
 * folder, with the sandbox's seccomp descriptor, under the trial's limits.
 */
function runFenced(setup, sandbox, w, options) {
    return runProcess({ command: w.command, args: w.args, files: w.files, watch: limitsOf(setup, sandbox), cwd: sandbox.workDir, ...options });
}
/** The trial's limits, watched by the process runner (none without a sandbox). */
function limitsOf(setup, sandbox) {
    if (setup.isolation.kind === 'none')
        return undefined;
    return { everyMs: WATCH_EVERY_MS, overLimit: (pid) => overLimit(pid, sandbox.root, setup.limits) };
}
function agentFence(setup, sandbox) {
    return { root: sandbox.root, cwd: sandbox.workDir, programs: setup.programs, egress: true };
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
    if (run.exitCode === LAUNCHER_FAILURE) {
        const line = run.stderr.split('\n').find((l) => l.startsWith('caliper-launcher: '));
        if (line)
            return `the sandbox could not start the CLI: ${line.slice('caliper-launcher: '.length)}`;
    }
    const bwrapLine = setup.isolation.kind === 'bubblewrap' && run.exitCode === 1 ? run.stderr.split('\n').find((l) => l.startsWith('bwrap: ')) : undefined;
    if (bwrapLine)
        return `the sandbox could not be set up: ${bwrapLine}`;
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
function saveTranscript(outDir, plan, run, redactor) {
    const rel = external_node_path_default().join('transcripts', plan.skill, plan.backend, plan.evalCase.id, `${plan.trial}.jsonl`);
    const abs = external_node_path_default().join(outDir, rel);
    (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(abs), { recursive: true });
    (0,external_node_fs_.writeFileSync)(abs, redactor.text(run.stdout));
    if (run.stderr.trim() !== '')
        (0,external_node_fs_.writeFileSync)(abs.replace(/\.jsonl$/, '.stderr.txt'), redactor.text(run.stderr));
    return rel.split((external_node_path_default()).sep).join('/');
}
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

;// CONCATENATED MODULE: ./src/eval/runner/sequentialCases.ts


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
        return t.trial <= (this.neededThrough.get(caseKey) ?? (0,sequential/* outcomesToDecide */.nt)(0, 0, this.design));
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
        const stop = (0,sequential/* sequentialStop */.Cz)(Array.from(outcomes), this.design);
        if (stop.decision === 'continue') {
            this.neededThrough.set(caseKey, stop.through + (0,sequential/* outcomesToDecide */.nt)(stop.successes, stop.failures, this.design));
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
        const discarded = outcomes.flatMap((o, i) => (o !== undefined && i + 1 > stop.through ? [trialKey(t.skill, t.backend, t.evalCase.id, i + 1)] : []));
        return { caseKey, decidedAt: stop.through, cancelled, discarded };
    }
}
function caseKeyOf(t) {
    return `${t.skill}|${t.backend}|${t.evalCase.id}`;
}
function keyOf(t) {
    return trialKey(t.skill, t.backend, t.evalCase.id, t.trial);
}

;// CONCATENATED MODULE: ./src/eval/runner/runEval.ts




































const MAX_ATTEMPTS = 3;
/** Plan, run and aggregate an eval. Writes `trials.jsonl` as it goes and `results.json` at the end. */
async function runEval(options) {
    const env = options.env ?? process.env;
    const startedAt = new Date().toISOString();
    const defaultTrials = options.defaultTrials ?? defaults/* DEFAULT_TRIALS */.CL;
    const discipline = options.discipline ?? 'install-discover';
    for (const name of options.backends) {
        const backend = (0,eval_backends/* backendNamed */.i)(name);
        if (!backend)
            throw new EvalSetupError(`backend ${name} is not available in this version of caliper`);
        const unsupported = disciplineUnsupported(discipline, backend);
        if (unsupported)
            throw new EvalSetupError(unsupported);
    }
    // The model key and every secret-looking runner variable (the backends' API keys among them), kept out
    // of every file this run writes.
    const redactor = (0,redact/* createRedactor */.lY)({ secrets: [options.model.kind === 'real' ? options.model.apiKey : undefined], env });
    // Progress lines end up in public CI logs: they carry trial reasons, so they are redacted too, and
    // escaped, so that agent text in a reason cannot start a workflow command (each is one line by design).
    const progress = (line) => options.progress?.((0,report_escape/* logText */.kc)(redactor.text(line)));
    const plan = evalPlan(options);
    for (const s of plan.skipped)
        progress(`skipped ${s.key}: ${s.reason}`);
    for (const n of plan.notes)
        progress(`note ${n.key}: ${n.note}`);
    progress(planLine(plan.trials, options.sequential !== undefined));
    const level = options.isolation ?? 'bubblewrap';
    if (level === 'bubblewrap') {
        const available = bubblewrapAvailable(env.PATH ?? '/usr/local/bin:/usr/bin:/bin');
        if (!available.ok)
            throw new EvalSetupError(available.reason);
    }
    for (const gone of removeLeftovers(external_node_os_default().tmpdir()))
        progress(`removed ${gone}, left by a caliper run that died`);
    const runDir = external_node_fs_.realpathSync.native((0,external_node_fs_.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), ownedPrefix('run'))));
    let server;
    try {
        const probes = new Map(options.backends.map((name) => [name, (0,locate/* probeCli */.nJ)((0,eval_backends/* backendNamed */.i)(name), options.cliPaths?.[name], env)]));
        for (const probe of probes.values())
            if (!probe.ok)
                progress(probe.reason);
        const scripted = options.model.kind === 'scripted';
        let isolation = { kind: 'none' };
        if (scripted)
            server = await startScriptedModel({ socketPath: external_node_path_default().join(runDir, 'model.sock'), tcp: level === 'none', logFile: external_node_path_default().join(options.outDir, 'model-requests.jsonl'), redactor });
        // The scripted model's socket is every trial's way out; with a real model each trial gets its own
        // allow-list proxy (runTrial), so that what it refused is counted for that trial.
        if (level === 'bubblewrap')
            isolation = { kind: 'bubblewrap', forwarder: writeForwarder(runDir), seccomp: writeSeccompFilter(runDir), egress: server?.socketPath };
        const modelUrl = options.model.kind === 'real' ? options.model.baseUrl : undefined;
        const allowFor = (name) => (level === 'bubblewrap' && !scripted ? allowedHosts(name, modelUrl, (0,eval_backends/* backendNamed */.i)(name).passEnv, env) : undefined);
        const network = runNetwork(level, options.model, options.backends, env);
        const setups = new Map();
        const discovery = new DiscoveryListings();
        for (const name of options.backends) {
            const backend = (0,eval_backends/* backendNamed */.i)(name);
            const probe = probes.get(name);
            if (!probe.ok) {
                setups.set(name, { unavailable: probe.reason });
                continue;
            }
            const model = options.model;
            const endpoint = model.kind === 'real'
                ? { baseUrl: model.baseUrl, apiKey: model.apiKey, model: model.model }
                : { baseUrl: level === 'none' ? server.tcpUrl : `http://127.0.0.1:${EGRESS_PORT}`, apiKey: 'scripted-model-key', model: undefined };
            setups.set(name, {
                backend,
                discipline,
                executable: probe.executable,
                backendVersion: probe.version,
                endpoint,
                passRunnerEnv: !scripted,
                isolation,
                programs: level === 'none' ? [] : programRoots(probe.executable, external_node_path_default().join((0,locate/* toolsDir */.xt)(env), name), env.PATH ?? ''),
                runnerEnv: env,
                timeoutMs: (options.timeoutSeconds ?? defaults/* DEFAULT_TIMEOUT_SECONDS */.KU) * 1000,
                maxTurns: options.maxTurns ?? defaults/* DEFAULT_MAX_TURNS */.yK,
                outDir: options.outDir,
                redactor,
                sandboxParent: undefined,
                allow: allowFor(name),
                runDir,
                discovery,
                limits: { ...DEFAULT_TRIAL_LIMITS, ...options.limits },
            });
        }
        const fingerprint = {
            era: types/* ERA */.l,
            discipline,
            caliperVersion: version/* CALIPER_VERSION */.w,
            model: options.model.kind === 'real' ? (options.model.model ?? 'cli-default') : 'scripted',
            sequential: options.sequential ? (0,sequential/* describeDesign */.Sn)(options.sequential) : 'fixed',
            backends: options.backends.map((b) => {
                const s = setups.get(b);
                return { name: b, version: 'unavailable' in s ? 'unavailable' : s.backendVersion };
            }),
            trials: [...new Set(plan.trials.map((t) => `${t.skill}|${t.backend}|${t.spec.hash}|${t.installs.map((i) => `${i.name}:${i.sha256}`).join(',')}`))].sort(),
        };
        const journal = (0,runner_journal/* openJournal */._0)(options.outDir, fingerprint, options.journal ?? 'new', redactor);
        const records = new Map(journal.done);
        const cancelled = new Set(journal.cancelled.keys());
        if (journal.done.size > 0)
            progress(`resuming: ${journal.done.size} trial(s) already done`);
        const groups = groupBySkillAndBackend(plan.trials);
        const keyOf = (group) => {
            const first = group[0];
            const setup = setups.get(first.backend);
            return cacheKey({
                era: types/* ERA */.l,
                discipline,
                backend: first.backend,
                backendVersion: 'unavailable' in setup ? 'unavailable' : setup.backendVersion,
                model: fingerprint.model,
                trials: options.sequential ? (0,sequential/* describeDesign */.Sn)(options.sequential) : `fixed:${group.filter((t) => t.evalCase.id === first.evalCase.id).length}`,
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
                    // As this run records its own trials (a cache written by an older caliper may differ).
                    const restored = { ...(0,recordable/* recordedTrial */.Np)(r, scripted), fromCache: key };
                    records.set(r.key, restored);
                    journal.append(restored);
                }
                progress(`restored ${cached.length} trial(s) of ${group[0].skill} × ${group[0].backend} from the result cache`);
            }
        }
        const skipped = [...plan.skipped];
        const budget = new Budget(options.budget ?? {});
        const cases = options.sequential ? new SequentialCases(options.sequential) : undefined;
        // Trials the journal or the cache already holds decide their cases before anything runs.
        for (const t of plan.trials) {
            const r = records.get(t.key);
            if (r)
                cases?.finish(t, r.outcome);
        }
        // A cancelled trial is not missing: its case was decided without it.
        const todo = plan.trials.filter((t) => !records.has(t.key) && !cancelled.has(t.key));
        let finished = 0;
        const total = todo.length;
        const poolStarted = Date.now();
        const decided = (d, by) => {
            // Released now, not when their processes are gone: a launch the decision just made free is free.
            for (const key of [...d.cancelled, ...d.discarded])
                budget.release(key);
            if (d.discarded.length > 0)
                progress(`${by.skill} × ${by.backend} × ${by.evalCase.id}: decided at trial ${d.decidedAt}; ${d.discarded.length} trial(s) past it that finished first are discarded, not counted`);
        };
        const record = (trial, raw) => {
            // Priced from what the CLI reported, then redacted, then put in the form results.json records.
            const r = trialAsJournaled(raw, redactor, scripted);
            records.set(r.key, r);
            journal.append(r);
            budget.spend(r);
            finished++;
            const seconds = (r.durationMs / 1000).toFixed(1);
            const left = eta(finished, total, Date.now() - poolStarted);
            options.onTrialFinished?.(finished, total, left);
            progress(`[${finished}/${total}${left ? `, ${left}` : ''}] ${r.skill} × ${r.backend} × ${r.caseId} #${r.trial}: ${r.outcome}${r.reason ? ` (${r.reason})` : ''} ${seconds}s`);
            const d = cases?.finish(trial, r.outcome);
            if (d)
                decided(d, trial);
        };
        /** Its case was decided by an earlier trial while it ran: killed, recorded as such; it gives back its launch (what it spent still counts against --max-cost). */
        const cancel = (trial, started) => {
            cases.stop(trial);
            budget.release(trial.key);
            cancelled.add(trial.key);
            const c = {
                type: 'cancelled',
                key: trial.key,
                skill: trial.skill,
                backend: trial.backend,
                caseId: trial.evalCase.id,
                trial: trial.trial,
                decidedAt: cases.decidingTrial(trial),
                durationMs: Date.now() - started,
                cancelledAt: new Date().toISOString(),
            };
            journal.append(c);
            progress(`${c.skill} × ${c.backend} × ${c.caseId} #${c.trial}: cancelled (the case was decided at trial ${c.decidedAt}) ${(c.durationMs / 1000).toFixed(1)}s`);
        };
        await runPool(todo, options.concurrency ?? external_node_os_default().availableParallelism(), async (trial) => {
            const setup = setups.get(trial.backend);
            if ('unavailable' in setup) {
                record(trial, unavailableRecord(trial, setup.unavailable));
                return;
            }
            const started = Date.now();
            const signal = cases?.start(trial);
            for (let attempt = 1;; attempt++) {
                budget.launch(trial.key);
                const run = await runTrial(trial, setup, attempt, signal);
                if (signal?.aborted)
                    return cancel(trial, started);
                if (!run.transient || attempt >= MAX_ATTEMPTS || budget.exhausted()) {
                    record(trial, run.record);
                    return;
                }
                progress(`retrying ${trial.key} after a transient fault: ${run.record.reason}`);
                await sleep((options.retryDelayMs ?? 1000) * 2 ** (attempt - 1));
                if (signal?.aborted)
                    return cancel(trial, started);
            }
        }, (trial) => {
            if (cases?.decidedBefore(trial))
                return false;
            const reason = budget.exhausted();
            if (!reason)
                return true;
            skipped.push({ key: trial.key, reason });
            return false;
        }, 
        // Under --trials auto, trials every outcome needs go before guesses that a case goes on: a guess
        // runs only when a worker would otherwise idle, and is cancelled if the case is decided before it.
        cases && ((trial) => cases.needed(trial)));
        if (options.cache?.write) {
            const skippedSet = new Set(skipped.map((s) => s.key));
            for (const group of groups) {
                // A decided case is cached as the trials that decided it, without those discarded past them.
                const done = group.filter((t) => !cases?.decidedBefore(t)).map((t) => records.get(t.key)).filter((r) => r !== undefined);
                const complete = group.every((t) => records.has(t.key) || (options.sequential && !skippedSet.has(t.key)));
                // Harness errors are not cached: a flaky fault must not be frozen into every later run.
                if (complete && done.length > 0 && done.every((r) => r.outcome !== 'error'))
                    await options.cache.store.save(keyOf(group), redactor.value(done));
            }
        }
        const budgetSkips = skipped.length - plan.skipped.length;
        if (budgetSkips > 0)
            progress(`budget reached: ${budgetSkips} trial(s) not run (${skipped[skipped.length - 1].reason})`);
        const meta = runMeta({
            discipline,
            backends: options.backends.map((b) => {
                const s = setups.get(b);
                return { name: b, version: 'unavailable' in s ? undefined : s.backendVersion };
            }),
            records: [...records.values()],
            model: options.model,
            defaultTrials,
            isolation: level,
            network,
            sequential: options.sequential,
            startedAt,
        });
        // With sequential trials, planned trials the rule made unnecessary and never started are not part of the run.
        const skippedKeys = new Set(skipped.map((s) => s.key));
        const results = (0,aggregate/* aggregate */.QD)(plan.trials.filter((t) => records.has(t.key) || skippedKeys.has(t.key) || cancelled.has(t.key)), records, meta, skipped, options.sequential && { design: options.sequential, cancelled });
        const written = resultsAsWritten(results, redactor);
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(options.outDir, 'results.json'), `${JSON.stringify(written, null, 2)}\n`);
        return written;
    }
    finally {
        await server?.close();
        (0,external_node_fs_.rmSync)(runDir, { recursive: true, force: true });
    }
}
/** The trials an eval with these options runs (what `--dry-run` prints), decided before anything runs. */
function evalPlan(options) {
    const trials = options.sequential ? options.sequential.maxTrials : options.trials;
    const discipline = options.discipline ?? 'install-discover';
    return planTrials(options.report, { backends: options.backends, discipline, defaultTrials: options.defaultTrials ?? defaults/* DEFAULT_TRIALS */.CL, trials, skills: options.skills, cases: options.cases, ...(options.shard && { shard: options.shard }) });
}

/** Where the agent could connect: `*` without isolation, the scripted model's socket, or the real model's hosts. */
function runNetwork(level, model, backends, env) {
    if (level === 'none')
        return { allow: ['*'] };
    if (model.kind === 'scripted')
        return { allow: ['scripted-model'] };
    return { allow: [...new Set(backends.flatMap((b) => allowedHosts(b, model.baseUrl, (0,eval_backends/* backendNamed */.i)(b).passEnv, env)))].sort() };
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
            return { name, version, model: scripted ? recordable/* SCRIPTED_MODEL */.R : (done?.model ?? chosen) };
        }),
        modelSource: modelSourceOf(input.model),
        defaultTrials: input.defaultTrials,
        isolation: input.isolation,
        network: input.network,
        ...(input.sequential && { sequential: (0,sequential/* describeDesign */.Sn)(input.sequential) }),
        platform: `${process.platform}-${process.arch} node ${process.version}`,
        startedAt: input.startedAt,
        finishedAt: new Date().toISOString(),
        spend: (0,spend/* runSpend */.mP)(input.records, scripted),
    };
}
/** A finished trial as the journal keeps it: priced from what the CLI reported, redacted, then in the form results.json records. */
function trialAsJournaled(raw, redactor, scripted) {
    return (0,recordable/* recordedTrial */.Np)(redactor.value({ ...raw, usage: (0,spend/* pricedUsage */.PH)(raw.usage, raw.model, scripted) }), scripted);
}
/** The results as results.json holds them: redacted first, so that what the redactor puts into a value is then made a form the results check accepts. */
function resultsAsWritten(results, redactor) {
    return (0,recordable/* recordableResults */._F)(redactor.value(results));
}
function modelSourceOf(model) {
    if (model.kind === 'scripted')
        return { kind: 'scripted' };
    if (!model.baseUrl)
        return { kind: 'real', endpoint: 'default' };
    try {
        return { kind: 'real', endpoint: new URL(model.baseUrl).host || 'custom' };
    }
    catch {
        return { kind: 'real', endpoint: 'custom' };
    }
}
function groupBySkillAndBackend(trials) {
    return [...(0,groupBy/* groupBy */.$)(trials, (t) => `${t.skill}|${t.backend}`).values()];
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
    const git = (args, cwd = evalDir) => (0,external_node_child_process_.spawnSync)('git', args, { cwd, encoding: 'utf8' });
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
    const dir = external_node_fs_.realpathSync.native((0,external_node_fs_.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'caliper-base-')));
    const added = git(['worktree', 'add', '--detach', '--force', dir, commit], root);
    if (added.status !== 0)
        throw new BaseCheckoutError(`git worktree add failed: ${added.stderr.trim()}`);
    const remove = () => {
        live.delete(remove);
        git(['worktree', 'remove', '--force', dir], root);
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    };
    live.add(remove);
    return { dir: external_node_path_default().join(dir, external_node_path_default().relative(external_node_fs_.realpathSync.native(root), external_node_fs_.realpathSync.native(evalDir))), sha: commit, remove };
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

// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 20 modules
var validateRepository = __webpack_require__(5652);
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
 * `validate`: the options the head was validated with, for the base.
 */
async function runBaseAndHead(options) {
    const checkout = checkoutBase(options.report.root, options.baseRef);
    // Skill names are the PR's (a base config may turn name-format off): escaped for the log like runEval's lines.
    const progress = (line) => options.progress?.((0,report_escape/* logText */.kc)(line));
    try {
        // The base is judged by the same configuration as the head (the one `options.report` was made with),
        // so that a skill differs between the sides by its files only.
        const baseReport = (0,external_node_fs_.existsSync)(checkout.dir) ? (0,validateRepository/* validateRepository */.F)(checkout.dir, options.validate) : { ...options.report, root: checkout.dir, skills: [], specs: [], diagnostics: [] };
        // The shard is decided over the changed skills, so a matrix splits the PR's work evenly.
        const wanted = (names) => {
            const picked = options.skills ? names.filter((n) => options.skills.includes(n)) : names;
            return picked.filter((n) => inShard(n, picked, options.shard));
        };
        const changed = wanted(changedSkills(baseReport, options.report));
        const basePath = external_node_path_default().join(options.outDir, 'base');
        const headPath = external_node_path_default().join(options.outDir, 'head');
        progress(changed.length === 0 ? `no skill's eval changed since ${checkout.sha.slice(0, 12)}` : `changed since ${checkout.sha.slice(0, 12)}: ${changed.join(', ')}`);
        // Its base alone would read as "removed"; the head's run still records why it was skipped.
        const invalid = changed.filter((n) => prepareSpecs(options.report).broken.has(n));
        if (invalid.length > 0)
            progress(`not evaluated, at the head or the base (validation errors at the head): ${invalid.join(', ')}`);
        if (changed.length === invalid.length)
            return { changed, invalid, baseSha: checkout.sha, base: undefined, head: undefined, basePath, headPath };
        const inBase = changed.filter((n) => !invalid.includes(n) && baseReport.specs.some((s) => s.subject === n));
        const inHead = changed.filter((n) => options.report.specs.some((s) => s.subject === n));
        progress(`evaluating the base (${inBase.length} skill(s))`);
        const { shard: _shard, ...unsharded } = options;
        const base = await runEval({ ...unsharded, report: baseReport, skills: inBase, outDir: basePath });
        progress(`evaluating the head (${inHead.length} skill(s))`);
        const head = await runEval({ ...unsharded, skills: inHead, outDir: headPath });
        return { changed, invalid, baseSha: checkout.sha, base, head, basePath, headPath };
    }
    finally {
        checkout.remove();
    }
}

// EXTERNAL MODULE: ./src/results/compare/compare.ts
var compare = __webpack_require__(3521);
// EXTERNAL MODULE: ./src/report/comparison/text.ts
var comparison_text = __webpack_require__(6459);
;// CONCATENATED MODULE: ./src/results/harnessFaults.ts
/** Backends that never ran: no version, and every one of their trials a harness error. */
function unavailableBackends(results) {
    return results.meta.backends
        .filter((b) => b.version === undefined && results.results.some((r) => r.backend === b.name && r.errors > 0 && r.errors === r.cases.reduce((n, c) => n + c.trials, 0)))
        .map((b) => b.name);
}
/** Backends that were unavailable and trials that ended in harness errors, one phrase each (empty: none). */
function harnessFaults(results, side) {
    const where = side ? ` (${side})` : '';
    const errors = results.results.reduce((n, r) => n + r.errors, 0);
    return [...unavailableBackends(results).map((b) => `backend ${b} was unavailable${where}`), ...(errors > 0 ? [`${errors} trial(s) ended in a harness error${where}`] : [])];
}

// EXTERNAL MODULE: ./src/report/resultsTable.ts
var resultsTable = __webpack_require__(5766);
// EXTERNAL MODULE: ./src/cli/repositoryOptions.ts
var repositoryOptions = __webpack_require__(5624);
// EXTERNAL MODULE: ./src/results/spend/prices.ts
var prices = __webpack_require__(8191);
;// CONCATENATED MODULE: ./src/eval/runner/dryRun.ts



/**
 * `caliper eval --dry-run`: the plan and what it may cost, with nothing started. Runs per case are exact
 * with fixed trials; with `--trials auto`, the expected range over every pass rate (or at the case's
 * earlier pass rate, when known) and the maximum. Cost comes from what the same cases spent in
 * `previous` (an earlier run's results.json), per run: the CLI's figure, or its tokens at the price table.
 */
function dryRunLines(plan, sequential, previous, scripted) {
    const cases = caseRuns(plan.trials, sequential, previous);
    const lines = ['dry run: no agent was started.', planLine(plan.trials, sequential !== undefined)];
    for (const c of cases)
        lines.push(`  ${c.skill} × ${c.backend} × ${c.caseId}: ${runsText(c, sequential !== undefined)}`);
    for (const s of plan.skipped)
        lines.push(`  skipped ${s.key}: ${s.reason}`);
    lines.push(costLine(cases, scripted, previous !== undefined));
    return lines;
}
function caseRuns(trials, sequential, previous) {
    const byCase = new Map();
    for (const t of trials) {
        const key = `${t.skill}|${t.backend}|${t.evalCase.id}`;
        byCase.set(key, [...(byCase.get(key) ?? []), t]);
    }
    return [...byCase.values()].map((group) => {
        const t = group[0];
        const perRun = earlier(previous, t);
        const max = group.length;
        if (!sequential)
            return { skill: t.skill, backend: t.backend, caseId: t.evalCase.id, low: max, high: max, max, perRun };
        const [low, high] = expectedRange(sequential, perRun?.passRate);
        return { skill: t.skill, backend: t.backend, caseId: t.evalCase.id, low, high, max, perRun };
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
function earlier(previous, t) {
    const row = previous?.results.find((r) => r.skill === t.skill && r.backend === t.backend);
    const c = row?.cases.find((x) => x.id === t.evalCase.id);
    if (!row || !c || c.trials === 0)
        return undefined;
    const priced = c.costUsd ?? (0,prices/* tokenCost */.LU)(row.model, c.tokens.input, c.tokens.output);
    const measured = c.trials - c.errors;
    return { costUsd: priced === undefined ? undefined : priced / c.trials, passRate: measured > 0 ? c.passes / measured : 0.5 };
}
function runsText(c, auto) {
    if (!auto)
        return `${c.max} run(s)`;
    return `${c.low === c.high ? c.low : `${c.low}-${c.high}`} run(s) expected${c.perRun ? ' (at its earlier pass rate)' : ''}, ${c.max} at most`;
}
function costLine(cases, scripted, hadPrevious) {
    if (scripted)
        return 'cost: none (scripted model)';
    const known = cases.filter((c) => c.perRun?.costUsd !== undefined);
    if (known.length === 0) {
        return hadPrevious
            ? 'cost: unknown: the earlier run has no priced trials of these cases'
            : 'cost: unknown: no earlier run of these cases to estimate from (pass --estimate-from a results.json, or run once with a small --max-cost)';
    }
    const low = known.reduce((s, c) => s + c.low * c.perRun.costUsd, 0);
    const high = known.reduce((s, c) => s + c.max * c.perRun.costUsd, 0);
    const range = low.toFixed(2) === high.toFixed(2) ? `$${low.toFixed(2)}` : `$${low.toFixed(2)}-$${high.toFixed(2)}`;
    const missing = cases.length - known.length;
    return `cost: ${range} for ${known.length} of ${cases.length} case(s), at what each run of them cost before${missing > 0 ? `; ${missing} case(s) have no earlier cost` : ''}`;
}

// EXTERNAL MODULE: ./src/results/load.ts
var load = __webpack_require__(2400);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/evalArgs.ts


/** `I/N` with 1 <= I <= N. */
function parseShard(raw) {
    const m = /^(\d+)\/(\d+)$/.exec(raw.trim());
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || count < 1 || index < 1 || index > count)
        throw new cli_io/* UsageError */.eb(`--shard takes I/N with 1 <= I <= N, not "${raw}".`);
    return { index, count };
}
/** `--trials N` or `--trials auto[:MAX]`. */
function trialsOption(raw) {
    if (raw === undefined)
        return {};
    const auto = /^auto(?::(\d+))?$/.exec(raw.trim());
    if (auto)
        return { sequential: { ...sequential/* DEFAULT_SEQUENTIAL */.qk, ...(auto[1] && { maxTrials: positiveInt(auto[1], '--trials auto:MAX') }) } };
    return { trials: positiveInt(raw, '--trials') };
}
function list(raw) {
    return raw.split(',').map((s) => s.trim()).filter(Boolean);
}
function positiveInt(raw, flag) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1)
        throw new cli_io/* UsageError */.eb(`${flag} takes a whole number of at least 1${flag === '--trials' ? ' or auto[:MAX]' : ''}, not "${raw}".`);
    return n;
}
function positiveNumber(raw, flag) {
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0)
        throw new cli_io/* UsageError */.eb(`${flag} takes a positive number, not "${raw}".`);
    return n;
}

;// CONCATENATED MODULE: ./src/cli/dryRunCommand.ts









/** `--estimate-from FILE`, or OUT/results.json when an earlier run left one there. */
function estimateSource(cwd, out, explicit) {
    if (explicit !== undefined)
        return external_node_path_default().resolve(cwd, explicit);
    const beside = external_node_path_default().resolve(cwd, out, 'results.json');
    return (0,external_node_fs_.existsSync)(beside) ? beside : undefined;
}
/** `caliper eval --dry-run`: what would run and what it may cost; no sandbox, no CLI, no model. */
function dryRun(dir, shown, o, io) {
    const report = (0,validateRepository/* validateRepository */.F)(dir, o.validateOptions);
    if (report.specs.length === 0) {
        io.stderr(`caliper: no valid .eval.yaml under ${shown}; nothing to evaluate.\n`);
        return cli_io/* EXIT */.dc.failed;
    }
    let previous;
    if (o.previous !== undefined) {
        try {
            previous = (0,load/* loadResults */.zV)(o.previous);
        }
        catch (error) {
            if (error instanceof load/* ResultsError */.N6)
                throw new cli_io/* UsageError */.eb(`--estimate-from: ${error.message}`);
            throw error;
        }
    }
    const { trials, sequential } = trialsOption(o.trials);
    const plan = evalPlan({ report, backends: o.backends, discipline: o.discipline, trials, sequential, skills: o.skills === undefined ? undefined : list(o.skills), cases: o.cases === undefined ? undefined : list(o.cases), ...(o.shard !== undefined && { shard: parseShard(o.shard) }) });
    const lines = dryRunLines(plan, sequential, previous, o.scripted);
    if (previous)
        lines.push(`estimated from ${external_node_path_default().relative(io.cwd, o.previous) || o.previous}`);
    io.stdout(`${lines.map(report_escape/* logText */.kc).join('\n')}\n`);
    return cli_io/* EXIT */.dc.ok;
}

;// CONCATENATED MODULE: ./src/cli/interrupt.ts







/** 128 + SIGINT, what shells report for a command ended by Ctrl-C. */
const INTERRUPTED_EXIT = 130;
/**
 * On Ctrl-C (or SIGTERM) during an eval: stop every agent run, remove its temporary folders, say what
 * was kept and the exact command that continues the run, and exit 130. Returns a function that removes the handler.
 */
function exitWithResumeHintOnInterrupt(outDir, shownOut, argv, write) {
    const handler = () => {
        killLiveProcessGroups();
        // The run's and the trials' temporary folders, and a --base worktree: nothing is left for the next run.
        removeLiveCheckouts();
        const kept = removeOwnFolders(external_node_os_default().tmpdir());
        for (const dir of kept)
            write(`caliper: could not remove ${dir}; the next eval removes it.\n`);
        write(interruptedMessage(outDir, shownOut, argv));
        process.exit(INTERRUPTED_EXIT);
    };
    process.once('SIGINT', handler);
    process.once('SIGTERM', handler);
    return () => {
        process.off('SIGINT', handler);
        process.off('SIGTERM', handler);
    };
}
function interruptedMessage(outDir, shownOut, argv) {
    const kept = finishedTrials(outDir);
    const resume = ['caliper', 'eval', ...argv.filter((a) => a !== '--fresh' && a !== '--resume'), '--resume'].map(shellQuote).join(' ');
    return `\ncaliper: interrupted. ${kept} finished trial(s) are kept in ${shownOut}; nothing finished is lost.\nContinue where it stopped with:\n  ${resume}\n`;
}
/** Trials recorded in the run's journal(s): OUT/trials.jsonl, or OUT/base and OUT/head under --base. */
function finishedTrials(outDir) {
    const journals = [external_node_path_default().join(outDir, runner_journal/* JOURNAL_FILE */.RD)];
    if ((0,external_node_fs_.existsSync)(outDir))
        for (const entry of (0,external_node_fs_.readdirSync)(outDir, { withFileTypes: true }))
            if (entry.isDirectory())
                journals.push(external_node_path_default().join(outDir, entry.name, runner_journal/* JOURNAL_FILE */.RD));
    return journals.reduce((count, file) => count + (0,runner_journal/* finishedTrialsIn */.HB)(file), 0);
}
function shellQuote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

;// CONCATENATED MODULE: ./src/report/progressDisplay.ts
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
    return `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${finished}/${total} trials${eta ? ` · ${eta}` : ''}`;
}

;// CONCATENATED MODULE: ./src/cli/evalCommand.ts

























const EVAL_USAGE = `Usage: caliper eval [DIR] --backend NAME[,NAME] [options]

Installs each skill that has an .eval.yaml into a fresh sandbox per trial, runs the agent CLI on every
case, and scores activation (did it choose the skill) and execution (did the checks pass).

  --backend NAMES       agent CLIs (${eval_backends/* AVAILABLE_BACKENDS */.q.join(', ')}); default claude-code
  --discipline D        how skills reach the agent: install-discover (default: installed in the CLI's
                        native root, the agent chooses), explicit (the prompt invokes the skill by
                        name: /name, $name, /skill:name) or force-load (the body is put in the prompt;
                        activation is not measured). One per run; compare refuses across them
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
  --isolation MODE      bubblewrap (default: one sandbox per trial; refused where it cannot run) or none
  --cli NAME=PATH       the CLI executable for a backend (default: caliper install's, else PATH)
  --base REF            evaluate only the skills whose eval changed since REF (and those depending on
                        them), at REF and here, into OUT/base and OUT/head, then compare the two
  --cache-dir DIR       reuse (and store) trials measured exactly the same way
  --shard I/N           only the I-th of N shares of the skills (for a CI matrix; merge with caliper merge)
  --format text|json    the score table, or results.json on stdout
${(0,repositoryOptions/* repositoryUsage */.Up)(24)}
  --allow-errors        exit 0 even when a backend was unavailable or trials ended in harness errors
  --dry-run             print the plan (agent runs per skill × backend × case) and what it may cost,
                        and start nothing; the cost comes from what the same cases spent in an earlier
                        run: --estimate-from FILE (a results.json; default OUT/results.json when there)

Exit codes: 0 done; 1 a backend was unavailable or a trial ended in a harness error (unless
--allow-errors), nothing could be measured, or (with --base) a rate regressed; 2 usage error or
invalid input; 3 (with --base) the two sides could not be compared.
`;
async function evalCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('eval', {
        args,
        allowPositionals: true,
        options: {
            backend: { type: 'string', default: 'claude-code' },
            discipline: { type: 'string', default: 'install-discover' },
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
            isolation: { type: 'string', default: 'bubblewrap' },
            cli: { type: 'string', multiple: true, default: [] },
            format: { type: 'string', default: 'text' },
            base: { type: 'string' },
            'cache-dir': { type: 'string' },
            shard: { type: 'string' },
            'allow-errors': { type: 'boolean', default: false },
            'dry-run': { type: 'boolean', default: false },
            'estimate-from': { type: 'string' },
            ...repositoryOptions/* REPOSITORY_OPTIONS */.In,
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(EVAL_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    if (positionals.length > 1)
        throw new cli_io/* UsageError */.eb(`eval takes one folder, got ${positionals.length}.`);
    const dir = external_node_path_default().resolve(io.cwd, positionals[0] ?? '.');
    if (!(0,external_node_fs_.existsSync)(dir) || !(0,external_node_fs_.statSync)(dir).isDirectory())
        throw new cli_io/* UsageError */.eb(`${positionals[0] ?? '.'} is not a folder.`);
    // Judged as `caliper validate` and the Action judge it: the same configuration file, ignores and strictness.
    const validateOptions = (0,repositoryOptions/* repositoryOptions */.Tl)(dir, values, io.cwd);
    const backends = list(values.backend);
    for (const b of backends)
        if (!(0,eval_backends/* backendNamed */.i)(b))
            throw new cli_io/* UsageError */.eb(`unknown backend "${b}" (available: ${eval_backends/* AVAILABLE_BACKENDS */.q.join(', ')}).`);
    if (!types/* DISCIPLINES */._.includes(values.discipline))
        throw new cli_io/* UsageError */.eb(`--discipline must be one of ${types/* DISCIPLINES */._.join(', ')}.`);
    const discipline = values.discipline;
    for (const b of backends) {
        const unsupported = disciplineUnsupported(discipline, (0,eval_backends/* backendNamed */.i)(b));
        if (unsupported)
            throw new cli_io/* UsageError */.eb(`${unsupported}.`);
    }
    if (values.resume && values.fresh)
        throw new cli_io/* UsageError */.eb('--resume and --fresh exclude each other.');
    if (!['bubblewrap', 'none'].includes(values.isolation))
        throw new cli_io/* UsageError */.eb('--isolation must be bubblewrap or none.');
    if (!['text', 'json'].includes(values.format))
        throw new cli_io/* UsageError */.eb('--format must be text or json.');
    const cliPaths = {};
    for (const entry of values.cli) {
        const [name, file] = entry.split('=', 2);
        if (!name || !file || !(0,eval_backends/* backendNamed */.i)(name))
            throw new cli_io/* UsageError */.eb(`--cli takes NAME=PATH with a known backend, not "${entry}".`);
        cliPaths[name] = external_node_path_default().resolve(io.cwd, file);
    }
    if (values['dry-run'])
        return dryRun(dir, positionals[0] ?? '.', { validateOptions, backends, discipline, trials: values.trials, skills: values.skills, cases: values.cases, shard: values.shard, scripted: values['scripted-model'], previous: estimateSource(io.cwd, values.out, values['estimate-from']) }, io);
    let model;
    if (values['scripted-model']) {
        model = { kind: 'scripted' };
    }
    else {
        for (const b of backends) {
            const needed = (0,eval_backends/* backendNamed */.i)(b).credentialEnv;
            if (!needed.some((n) => io.env[n])) {
                throw new cli_io/* UsageError */.eb(`no model credentials for ${b}: set ${needed.join(' or ')}, or run offline with --scripted-model.`);
            }
        }
        model = { kind: 'real', baseUrl: undefined, apiKey: undefined, model: values.model };
    }
    const report = (0,validateRepository/* validateRepository */.F)(dir, validateOptions);
    const shown = positionals[0] ?? '.';
    // Named once, only when this run would have evaluated them: a spec that involves a skill with errors
    // is named by the plan's own "skipped" line, and with --skills or --base the plan names what it skips.
    const invalid = values.base !== undefined || values.skills !== undefined ? [] : invalidSpecs(report, values.shard === undefined ? undefined : parseShard(values.shard));
    if (invalid.length > 0)
        io.stderr(`caliper: not evaluated, for errors in their .eval.yaml: ${(0,report_escape/* logText */.kc)(invalid.join(', '))}. Run "caliper validate ${shown}" to see them.\n`);
    if (report.specs.length === 0) {
        if (!report.skills.some((s) => s.evalSpec !== undefined))
            io.stderr(`caliper: no .eval.yaml under ${shown}; nothing to evaluate. Add one beside a SKILL.md (docs/eval-spec.md).\n`);
        else if (invalid.length === 0)
            io.stderr(`caliper: every .eval.yaml under ${shown} has validation errors; nothing to evaluate. Run "caliper validate ${shown}" to see them.\n`);
        return cli_io/* EXIT */.dc.failed;
    }
    const display = progressDisplay(progressMode(io.stderrIsTTY ?? false, io.env), io.stderr);
    const evalOptions = {
        report,
        backends,
        discipline,
        model,
        outDir: external_node_path_default().resolve(io.cwd, values.out),
        ...trialsOption(values.trials),
        ...(values.shard !== undefined && { shard: parseShard(values.shard) }),
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
        progress: (line) => display.line(line),
        onTrialFinished: (finished, total, left) => display.trial(finished, total, left),
        ...(values['cache-dir'] !== undefined && { cache: { store: folderCache(external_node_path_default().resolve(io.cwd, values['cache-dir'])), write: true } }),
    };
    const stopListening = exitWithResumeHintOnInterrupt(evalOptions.outDir, values.out, args, io.stderr);
    try {
        if (values.base !== undefined) {
            const run = await runBaseAndHead({ ...evalOptions, baseRef: values.base, validate: validateOptions }).finally(() => display.end());
            if (!run.head || !run.base) {
                const nothing = run.invalid.length > 0 ? `Not evaluated (validation errors at the head): ${(0,report_escape/* logText */.kc)(run.invalid.join(', '))}; no other skill's eval changed` : "No skill's eval changed";
                io.stdout(`${nothing} since ${values.base}; nothing to evaluate.\n`);
                return cli_io/* EXIT */.dc.ok;
            }
            const outcome = (0,compare/* compareResults */.ex)(run.base, run.head);
            if (outcome.kind === 'refused') {
                io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(outcome.reason)}\n`);
                return cli_io/* EXIT */.dc.refused;
            }
            if (values.format === 'json')
                io.stdout(`${JSON.stringify(outcome.comparison, null, 2)}\n`);
            else
                io.stdout(`${(0,comparison_text/* comparisonText */.V)(outcome.comparison)}\n${sidesSpent(run.base, run.head)}Results: ${external_node_path_default().join(values.out, 'base', 'results.json')} and ${external_node_path_default().join(values.out, 'head', 'results.json')}\n`);
            const faults = [...harnessFaults(run.base, 'base'), ...harnessFaults(run.head, 'head')];
            if (faults.length > 0 && !values['allow-errors'])
                io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(faults.join('; '))}. Pass --allow-errors to accept them.\n`);
            return outcome.comparison.verdict === 'regressed' || (faults.length > 0 && !values['allow-errors']) ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
        }
        const results = await runEval(evalOptions).finally(() => display.end()); // clear the bar before the table
        if (values.format === 'json')
            io.stdout(`${JSON.stringify(results, null, 2)}\n`);
        else
            io.stdout(`${(0,resultsTable/* resultsTable */.r6)(results, 'text')}\n${(0,resultsTable/* resultsFootnote */.xs)(results, 'text')}Results: ${external_node_path_default().join(values.out, 'results.json')}\n`);
        const measured = results.results.some((r) => r.cases.some((c) => c.trials > c.errors));
        if (!measured)
            return cli_io/* EXIT */.dc.failed;
        const faults = harnessFaults(results);
        if (faults.length > 0 && !values['allow-errors']) {
            io.stderr(`caliper: ${(0,report_escape/* logText */.kc)(faults.join('; '))}. These are harness faults, not skill failures; fix them or pass --allow-errors to accept them.\n`);
            return cli_io/* EXIT */.dc.failed;
        }
        return cli_io/* EXIT */.dc.ok;
    }
    catch (error) {
        if (error instanceof runner_journal/* JournalError */.k || error instanceof EvalSetupError || error instanceof BaseCheckoutError)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
    finally {
        display.end();
        stopListening();
    }
}
function sidesSpent(base, head) {
    const spent = (side, r) => (r.meta.spend ? `${side} ${(0,spend/* spendLine */.xU)(r.meta.spend)}\n` : '');
    return spent('base', base) + spent('head', head);
}
/** The skills (of this shard) whose own `.eval.yaml` has validation errors. */
function invalidSpecs(report, shard) {
    const valid = new Set(report.specs.map((s) => s.subject));
    const withSpecs = report.skills.filter((s) => s.evalSpec !== undefined).map((s) => s.name);
    return withSpecs.filter((name) => !valid.has(name) && inShard(name, withSpecs, shard));
}


/***/ }),

/***/ 4334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HS: () => (/* binding */ TOOLS_DIR_RULE),
/* harmony export */   NF: () => (/* binding */ installSpec),
/* harmony export */   Ul: () => (/* binding */ installedBinary),
/* harmony export */   iB: () => (/* binding */ missingPrograms),
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
    const cache = env.XDG_CACHE_HOME && node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : node_path__WEBPACK_IMPORTED_MODULE_3___default().join(env.HOME || node_os__WEBPACK_IMPORTED_MODULE_2___default().homedir(), '.cache');
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(cache, 'caliper', 'tools');
}
function installedBinary(backend, env) {
    const bin = backend.install.registry === 'npm' ? ['node_modules', '.bin'] : ['venv', 'bin'];
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(toolsDir(env), backend.name, ...bin, backend.install.bin);
}
/** `package@version` (npm) or `package==version` (PyPI). */
function installSpec(backend) {
    const { registry, package: name, version } = backend.install;
    return registry === 'npm' ? `${name}@${version}` : `${name}==${version}`;
}
/**
 * The CLI to run for a backend: an explicit path, else the one `caliper install` put in the tools
 * folder, else the first on PATH. Returned as a real absolute path (the sandbox has its own HOME).
 */
function locateCli(backend, explicit, env) {
    const candidates = explicit ? [node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(explicit)] : [installedBinary(backend, env), ...(env.PATH ?? '').split((node_path__WEBPACK_IMPORTED_MODULE_3___default().delimiter)).filter(Boolean).map((d) => node_path__WEBPACK_IMPORTED_MODULE_3___default().join(d, backend.install.bin))];
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
        const where = explicit ? `no ${explicit}` : `not in ${node_path__WEBPACK_IMPORTED_MODULE_3___default().join(toolsDir(env), backend.name)} (${TOOLS_DIR_RULE}) nor on PATH`;
        return { ok: false, reason: `${backend.name} is not installed (${where}). Run \`caliper install ${backend.name}\` (${backend.install.registry} ${install}), with the same CALIPER_TOOLS.` };
    }
    const missing = missingPrograms(backend, env);
    if (missing)
        return { ok: false, reason: missing };
    // A throwaway HOME: some CLIs write state even for --version (Gemini CLI, OpenCode).
    const home = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_os__WEBPACK_IMPORTED_MODULE_2___default().tmpdir(), 'caliper-probe-'));
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(executable, [...backend.versionArgs], { encoding: 'utf8', timeout: 30_000, env: { PATH: env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(home, '.config'), XDG_DATA_HOME: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(home, '.local', 'share'), XDG_STATE_HOME: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(home, '.local', 'state'), XDG_CACHE_HOME: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(home, '.cache'), GEMINI_CLI_HOME: home, HERMES_HOME: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(home, '.hermes') }, stdio: ['ignore', 'pipe', 'pipe'] });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(home, { recursive: true, force: true });
    if (r.error || r.status !== 0) {
        const why = r.error ? r.error.message : `exit ${r.status}: ${(r.stderr || r.stdout).trim().split('\n').pop() ?? ''}`;
        return { ok: false, reason: `${backend.name} at ${executable} does not run (${why}). Reinstall it with \`caliper install ${backend.name}\`.` };
    }
    // Some CLIs (pi) print their version to stderr when stdout is not a terminal.
    return { ok: true, executable, version: backend.parseVersion(r.stdout) ?? backend.parseVersion(r.stderr) };
}
/** Why the backend cannot run for want of a program on PATH (OpenCode needs rg), or undefined. */
function missingPrograms(backend, env) {
    const missing = backend.requiresOnPath.filter((program) => !onPath(program, env));
    if (missing.length === 0)
        return undefined;
    return `${backend.name} needs ${missing.join(', ')} on PATH and cannot find it (Debian/Ubuntu: apt-get install ${missing.map((m) => (m === 'rg' ? 'ripgrep' : m)).join(' ')}).`;
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
        const lines = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
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
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8').split('\n').filter((line) => safeParse(line)?.type === 'trial').length;
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

/***/ 6459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ headline),
/* harmony export */   V: () => (/* binding */ comparisonText)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _cells_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3687);


/** For a terminal: one block per skill × backend with its cases, the verdict first. */
function comparisonText(c) {
    const scripted = (0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .isScripted */ .LQ)(c) ? ' (scripted model: a smoke run, not a real model\'s numbers)' : '';
    const lines = [`${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictLabel */ .Id)({ verdict: c.verdict, moreTrials: null })}${scripted}: ${headline(c)}`, ''];
    const options = { sequential: c.sequential };
    for (const a of c.aggregates) {
        const quiet = (0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .looksUnchanged */ .E9)(a);
        lines.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(a.skill)} × ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(a.backend)}  [${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .rowFlags */ .eJ)(a, 'text')}]`);
        if (quiet)
            lines.push(`  ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .noChangeNote */ .wK)(a)}`);
        for (const m of ['activation', 'false-activation', 'execution']) {
            const metric = (0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .metricOf */ .ak)(a, m);
            if (metric)
                lines.push(`  ${m.padEnd(17)} ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .metricCell */ .nT)(metric, { ...options, quiet })}`);
        }
        for (const r of c.cases.filter((x) => x.skill === a.skill && x.backend === a.backend)) {
            const caseQuiet = (0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .looksUnchanged */ .E9)(r);
            lines.push(`    case ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(r.caseId ?? '')}: ${r.metrics.map((m) => `${m.metric} ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .metricCell */ .nT)(m, { ...options, quiet: caseQuiet })}`).join('; ')}${caseQuiet ? ` (${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .noChangeNote */ .wK)(r)})` : ''}`);
        }
    }
    lines.push('', `era ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(c.era)}, discipline ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(c.discipline)}, ${c.modelSource.kind === 'scripted' ? 'scripted model' : `real model (endpoint ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(c.modelSource.endpoint)})`}; ${c.test}.`);
    lines.push(`base: ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .backendsLine */ .Yy)(c.base.backends, c.modelSource, 'text')}`, `head: ${(0,_cells_js__WEBPACK_IMPORTED_MODULE_1__/* .backendsLine */ .Yy)(c.head.backends, c.modelSource, 'text')}`);
    return `${lines.join('\n')}\n`;
}
function headline(c) {
    const count = (v) => c.aggregates.filter((a) => a.verdict === v).length;
    const total = c.aggregates.length;
    const parts = [`${count('regressed')} regressed`, `${count('improved')} improved`, `${count('unchanged')} unchanged`, `${count('inconclusive')} inconclusive`];
    return `${parts.join(', ')} of ${total} skill × backend row${total === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 5766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ formatRate),
/* harmony export */   r6: () => (/* binding */ resultsTable),
/* harmony export */   xs: () => (/* binding */ resultsFootnote)
/* harmony export */ });
/* harmony import */ var _results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2089);
/* harmony import */ var _results_spend_spend_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3325);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4031);



/**
 * `7/10 70% [40–89]`, or `—` when nothing was measured. A rate of several cases shows the mean of their
 * rates, the one verdicts are about (`50% [24–76] mean of 2 cases, 8/11 trials`), not the pooled trials.
 */
function formatRate(r) {
    if (r.trials === 0 || r.rate === null || r.interval === null)
        return '—';
    const pct = (x) => `${Math.round(x * 100)}`;
    const cw = r.caseWeighted;
    if (cw && cw.cases > 1 && cw.rate !== null && cw.interval !== null)
        return `${pct(cw.rate)}% [${pct(cw.interval[0])}–${pct(cw.interval[1])}] mean of ${cw.cases} cases, ${r.successes}/${r.trials} trials`;
    return `${r.successes}/${r.trials} ${pct(r.rate)}% [${pct(r.interval[0])}–${pct(r.interval[1])}]`;
}
/** The score table: one row per skill × backend. */
function resultsTable(results, style) {
    const header = ['skill', 'backend', 'activation', 'false activation', 'execution', 'errors'];
    // Force-load puts the body in the prompt: choice was not measured, and 100 % would be a lie.
    const activation = (rate) => (results.meta.discipline === 'force-load' ? 'not measured' : formatRate(rate));
    const name = style === 'markdown' ? _escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC : _escape_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .kc;
    // On a terminal the footnote right below says it once; a table pasted into markdown must say it per row.
    const scripted = style === 'markdown' && results.meta.modelSource.kind === 'scripted' ? ' (scripted model)' : '';
    const rows = results.results.map((r) => [
        name(r.skill),
        `${name(r.backend)}${r.backendVersion ? ` ${name(r.backendVersion)}` : ''}${scripted}`,
        activation((0,_results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .rowRate */ .h6)(r, 'activation')),
        activation((0,_results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .rowRate */ .h6)(r, 'falseActivation')),
        formatRate((0,_results_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .rowRate */ .h6)(r, 'execution')),
        String(r.errors),
    ]);
    if (style === 'markdown') {
        return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n') + '\n';
    }
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
    return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}
/** How the table was measured, in one line, and what the run spent, escaped for its medium (markdown, or a terminal or log). */
function resultsFootnote(results, style = 'markdown') {
    const esc = style === 'markdown' ? _escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC : _escape_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .kc;
    const m = results.meta;
    const source = m.modelSource.kind === 'scripted' ? 'scripted' : 'real';
    const model = (b) => (source === 'scripted' ? 'scripted model' : `model ${b.model === undefined ? 'default' : esc(b.model)}`);
    const backends = m.backends.map((b) => `${esc(b.name)} ${b.version === undefined ? '(unavailable)' : esc(b.version)} / ${model(b)}`).join('; ');
    const skipped = results.skipped.length > 0 ? ` ${results.skipped.length} planned trial(s) skipped.` : '';
    const smoke = source === 'scripted' ? " Scripted model: a smoke run of the harness, not a real model's numbers." : '';
    const spent = m.spend ? `${esc((0,_results_spend_spend_js__WEBPACK_IMPORTED_MODULE_1__/* .spendLine */ .xU)(m.spend))}\n` : '';
    return `era ${esc(m.era)}, discipline ${m.discipline}, ${m.modelSource.kind === 'scripted' ? 'scripted model' : `real model (endpoint ${esc(m.modelSource.endpoint)})`}; ${backends}. Rates: successes/trials, 95% Wilson interval; errors are not in any rate.${skipped}${smoke}\n${style === 'markdown' && spent ? '\n' : ''}${spent}`;
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
/** Per kind, the characters kept as they are (the check's pattern without `%`), first and after, and the length limit. */
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
const tokens = (n) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), MAX_TRIAL_TOKENS) : 0);
/** A trial's usage as recorded: whole token counts, and a cost only when it is one a run can have. */
function recordedUsage(usage, scripted) {
    const cost = usage.costUsd;
    const known = !scripted && typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 && cost <= MAX_TRIAL_COST_USD;
    return {
        inputTokens: tokens(usage.inputTokens),
        outputTokens: tokens(usage.outputTokens),
        costUsd: known ? cost : undefined,
        ...(known && usage.costSource !== undefined && { costSource: usage.costSource }),
    };
}
/** A trial record as trials.jsonl keeps it: its model and version as results.json will, `scripted` in a scripted run. */
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
            modelSource: meta.modelSource.kind === 'scripted' ? { kind: 'scripted' } : { kind: 'real', endpoint: recordedToken('host', meta.modelSource.endpoint) ?? 'custom' },
            backends: meta.backends.map((b) => ({ name: b.name, version: recordedToken('version', b.version), model: model(b.model) })),
            ...(meta.network && { network: { allow: meta.network.allow.map((h) => recordedToken('host', h)).filter((h) => h !== undefined) } }),
            platform: recordedText(meta.platform),
            ...(meta.sequential !== undefined && { sequential: recordedText(meta.sequential) }),
            ...(meta.spend && { spend: { ...meta.spend, priceTable: recordedText(meta.spend.priceTable) } }),
        },
        results: results.results.map((r) => ({
            ...r,
            backendVersion: recordedToken('version', r.backendVersion),
            model: model(r.model),
            cases: r.cases.map((c) => ({ ...c, checks: c.checks.map((k) => ({ ...k, label: recordedText(k.label) })), ...(scripted && { costUsd: undefined }) })),
        })),
        skipped: results.skipped.map((s) => ({ key: recordedText(s.key), reason: recordedText(s.reason) })),
    };
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
 * What the regular files under `dir` use, each measured by `bytesOf` (apparent size, or blocks), and how
 * many entries there are, links not followed; counting stops past `maxEntries`.
 */
function folderUse(dir, maxEntries, bytesOf) {
    let bytes = 0;
    let entries = 0;
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
            if (entry.isDirectory())
                pending.push(full);
            else if (entry.isFile())
                bytes += measured(full, bytesOf);
        }
    }
    return { bytes, entries };
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


/***/ }),

/***/ 767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_SECRET_LENGTH, TOKEN_SHAPES, secretEnvValues */
/**
 * The one redactor every writer of a saved file goes through (transcripts, model-request logs, the
 * journal, results, the result cache). Whatever an agent printed is attacker-controlled and uploaded as
 * an artifact, so a secret that reached it must not reach the file: the model key(s), anything shaped
 * like a well-known token, and the value of every runner variable whose name says it is secret.
 *
 * This is the second line of defence; the first is that the sandbox keeps secrets out of the agent's
 * reach. An agent that encodes a secret (base64, reversed) is not caught here.
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
    const secrets = [...new Set(values)].sort((a, b) => b.length - a.length);
    const text = (t) => {
        let out = t;
        for (const s of secrets)
            if (out.includes(s))
                out = out.split(s).join(REDACTED);
        for (const shape of TOKEN_SHAPES)
            out = out.replace(shape, REDACTED);
        return out;
    };
    const value = (v) => deepMap(v, text);
    return { text, value, json: (v, space) => JSON.stringify(value(v), null, space) };
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
