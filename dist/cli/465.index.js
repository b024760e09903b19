export const id = 465;
export const ids = [465];
export const modules = {

/***/ 3912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ defineFacts)
/* harmony export */ });
/** Declares one agent's facts, keeping its name's literal type (the registry derives `AgentName` from it). */
function defineFacts(facts) {
    return facts;
}


/***/ }),

/***/ 8914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ claudeCodeFacts)
});

// EXTERNAL MODULE: ./src/agents/agentFacts.ts
var agentFacts = __webpack_require__(3912);
// EXTERNAL MODULE: ./src/agents/tools.ts
var tools = __webpack_require__(9673);
// EXTERNAL MODULE: ./src/skills/listing/budgets.ts
var budgets = __webpack_require__(8951);
;// CONCATENATED MODULE: ./src/agents/claude-code/listing.ts

/**
 * Claude Code 2.1.332, from its code and the requests it sent: the listing's budget is 1% of the context
 * window of the model it runs, counted in characters at that model's characters per token (3 for its
 * newer models, else 4), unless SLASH_COMMAND_TOOL_CHAR_BUDGET or `skillListingBudgetFraction` set it. Its
 * default model, `claude-opus-5-5`, has a 1,000,000-token window: 30,000 characters. (8,000 is a 200,000-
 * token model at 4.) Each entry is `- name: text` on its own line, `text` the description and
 * ` - when_to_use`, cut at 1,536 characters (1,535 and `…`).
 * Over budget, no description is shortened to fit: in its priority order (the most used first; for skills
 * never used, the order listed) each skill keeps its whole entry while the room left after every name
 * holds it, and the others are listed by name alone.
 */
const CLAUDE_CODE_CHARACTERS = 30_000;
const CLAUDE_CODE_ENTRY_CAP = 1_536;
const claudeCodeListing = {
    budget: {
        limit: CLAUDE_CODE_CHARACTERS,
        unit: 'characters',
        source: "1% of the 1,000,000-token context window of claude-opus-5-5, the model Claude Code 2.1.332 runs by default, at 3 characters a token; SLASH_COMMAND_TOOL_CHAR_BUDGET or skillListingBudgetFraction change it",
    },
    warns: true,
    hidesManualSkills: true,
    entryCap: CLAUDE_CODE_ENTRY_CAP,
    predict(skills) {
        const order = skills.map((_, i) => i).sort((a, b) => (skills[a].name < skills[b].name ? -1 : skills[a].name > skills[b].name ? 1 : 0));
        const text = skills.map(listedText);
        const nameOnly = skills.map((s) => (0,budgets/* chars */.Wn)(`- ${s.name}`));
        const full = skills.map((s, i) => nameOnly[i] + 2 + Math.min((0,budgets/* chars */.Wn)(text[i]), CLAUDE_CODE_ENTRY_CAP));
        const described = (i) => ((0,budgets/* chars */.Wn)(text[i]) > CLAUDE_CODE_ENTRY_CAP ? 'cut' : 'whole');
        const newlines = Math.max(0, skills.length - 1);
        const used = full.reduce((a, b) => a + b, 0) + newlines;
        if (used <= CLAUDE_CODE_CHARACTERS)
            return { used, kept: skills.map((_, i) => described(i)) };
        let room = CLAUDE_CODE_CHARACTERS - nameOnly.reduce((a, b) => a + b, 0) - newlines;
        const kept = skills.map(() => 'name-only');
        for (const i of order) {
            const more = full[i] - nameOnly[i];
            if (more > room)
                continue;
            room -= more;
            kept[i] = described(i);
        }
        return { used, kept };
    },
};
/** The text Claude Code lists for a skill: its description, then ` - ` and its `when_to_use`. */
function listedText(s) {
    return s.whenToUse ? `${s.description} - ${s.whenToUse}` : s.description;
}

;// CONCATENATED MODULE: ./src/agents/claude-code/facts.ts



/** Claude Code (`@anthropic-ai/claude-code`) 2.1.332. */
const claudeCodeFacts = (0,agentFacts/* defineFacts */.$)({
    name: 'claude-code',
    cli: 'Claude Code',
    folders: ['.claude'],
    frontMatter: {
        // https://code.claude.com/docs/en/skills#frontmatter-reference
        fields: [
            'when_to_use', 'argument-hint', 'arguments', 'disable-model-invocation', 'user-invocable', 'model', 'effort',
            'context', 'agent', 'hooks', 'paths', 'shell',
        ],
        hideFromModel: undefined,
    },
    tools: {
        names: [
            'Agent', 'Bash', 'Edit', 'ListAgents', 'Read', 'ReportFindings', 'ScheduleWakeup', 'Skill', 'ToolSearch',
            'Workflow', 'Write', 'CronCreate', 'CronDelete', 'CronList', 'EnterWorktree', 'ExitWorktree', 'Monitor',
            'NotebookEdit', 'SendMessage', 'TaskStop', 'WebFetch', 'WebSearch',
        ],
        readPaths: (0,tools/* readTool */.X)('Read', 'file_path'),
    },
    listing: claudeCodeListing,
    // CLAUDE_CODE_DISABLE_BUNDLED_SKILLS=1, and settings.json for what it leaves (run.ts).
    bundledSkills: { policy: 'off' },
    modelHosts: ['api.anthropic.com:443'],
    // `-p --continue`: the most recent conversation of the working folder.
    resumes: true,
    namesItsDefaultModel: true,
    expandsPluginRoot: true,
    mcpToolName: (server, tool) => `mcp__${server}__${tool}`,
});


/***/ }),

/***/ 5403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ codexFacts)
});

// EXTERNAL MODULE: ./src/agents/agentFacts.ts
var agentFacts = __webpack_require__(3912);
;// CONCATENATED MODULE: ./src/agents/codex/listing.ts
/**
 * Codex 0.171.0 (codex-rs/core-skills/src/render.rs, and the requests it sent): 2% of the model's context
 * window in tokens (bytes / 4), else 8,000 characters; one line `- name: description (file: path)` per
 * skill. When the full lines overflow, it shares what is left after the names out one character at a
 * time (short descriptions keep theirs whole); when even the names overflow, every description goes and
 * skills past the budget are left out. Lines are costed with Codex's shortest path form
 * (`r0/<name>/SKILL.md`), so the estimate errs low. 5,440 tokens is 2% of the 272,000-token window of
 * Codex's default models, the figure its log reports. It lists the description alone.
 */
const CODEX_TOKENS = 5_440;
const codexListing = {
    budget: { limit: CODEX_TOKENS, unit: 'tokens', source: "2% of the model's context window, for Codex's default models 272,000 tokens" },
    warns: true,
    hidesManualSkills: false,
    predict(skills) {
        // `- name: (file: r0/name/SKILL.md)\n` is 25 bytes and the name twice; a description adds itself and a space.
        const minimum = skills.map((s) => 25 + 2 * bytes(s.name));
        const described = skills.map((s) => bytes(s.description) + 1);
        const floor = minimum.reduce((a, b) => a + b, 0);
        const used = tokens(floor + described.reduce((a, b) => a + b, 0));
        if (used <= CODEX_TOKENS)
            return { used, kept: skills.map(() => 'whole') };
        if (tokens(floor) > CODEX_TOKENS) {
            let spent = 0;
            const kept = minimum.map((m) => {
                if (spent + m > CODEX_TOKENS * 4)
                    return 'unlisted';
                spent += m;
                return 'name-only';
            });
            return { used, kept };
        }
        const level = fillLevel(described, CODEX_TOKENS * 4 - floor);
        return { used, kept: described.map((d) => (d > level ? 'cut' : 'whole')) };
    },
};
/** The largest share each description may keep so that all of them fit in `room` (water filling). */
function fillLevel(sizes, room) {
    const sorted = [...sizes].sort((a, b) => a - b);
    let left = room;
    for (let i = 0; i < sorted.length; i++) {
        const share = Math.floor(left / (sorted.length - i));
        if (sorted[i] > share)
            return share;
        left -= sorted[i];
    }
    return Infinity;
}
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}
function tokens(byteCount) {
    return Math.ceil(byteCount / 4);
}

;// CONCATENATED MODULE: ./src/agents/codex/facts.ts


/** Codex (`@openai/codex`) 0.171.0. It reads only the spec's fields from SKILL.md. */
const codexFacts = (0,agentFacts/* defineFacts */.$)({
    name: 'codex',
    cli: 'Codex',
    folders: ['.codex'],
    frontMatter: {
        fields: [],
        hideFromModel: 'add `agents/openai.yaml` to the skill with `policy: { allow_implicit_invocation: false }` (it stays invocable as `$name`)',
    },
    tools: {
        // Its stream records only command executions, whatever tool the model called.
        names: ['command_execution'],
        // Codex classifies each command itself (`parsed_cmd` in its rollout); its reads are kept on the call.
        readPaths: (call) => {
            const reads = call.input?.reads;
            const paths = Array.isArray(reads) ? reads.filter((r) => typeof r === 'string') : [];
            return { paths, base: 'work' };
        },
    },
    listing: codexListing,
    // `[skills.bundled] enabled = false` in config.toml.
    bundledSkills: { policy: 'off' },
    modelHosts: ['api.openai.com:443'],
    // `codex exec resume --last`.
    resumes: true,
    namesItsDefaultModel: false,
    expandsPluginRoot: false,
});


/***/ }),

/***/ 8462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ copilotFacts)
/* harmony export */ });
/* harmony import */ var _skills_listing_budgets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8951);
/* harmony import */ var _agentFacts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3912);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9673);



/** GitHub Copilot CLI (`@github/copilot`) 1.0.102 (docs/internals/copilot-cli.md). */
const copilotFacts = (0,_agentFacts_js__WEBPACK_IMPORTED_MODULE_0__/* .defineFacts */ .$)({
    name: 'copilot',
    cli: 'Copilot CLI',
    folders: ['.github', '.copilot'],
    frontMatter: {
        // docs.github.com "Creating agent skills for GitHub Copilot CLI": the spec's fields, and
        // `disable-model-invocation`, which it honours (the skill is loaded, never listed).
        fields: ['disable-model-invocation', 'user-invocable', 'allowed-tools'],
        hideFromModel: undefined,
    },
    tools: {
        names: ['bash', 'read_bash', 'stop_bash', 'list_bash', 'view', 'create', 'edit', 'skill', 'sql', 'session_store_sql', 'read_agent', 'list_agents', 'write_agent', 'grep', 'glob', 'task', 'fetch_copilot_cli_documentation'],
        readPaths: (0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .readTool */ .X)('view', 'path'),
    },
    // It lists every description whole in `<available_skills>`, with no budget it documents.
    listing: (0,_skills_listing_budgets_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeListing */ .Ez)(true),
    // Its builtins (customize-cloud-agent, github-pr-media) are turned off by name in settings.json
    // (`disabledSkills`): still in its own `session.skills_loaded` (enabled: false), never listed.
    bundledSkills: { policy: 'hidden', names: ['customize-cloud-agent', 'github-pr-media'] },
    // With a real model it is pointed at a provider (COPILOT_PROVIDER_BASE_URL): OpenAI's or Anthropic's API.
    modelHosts: ['api.openai.com:443', 'api.anthropic.com:443'],
    // `--continue` resumes the one session of its fresh COPILOT_HOME.
    resumes: true,
    namesItsDefaultModel: false,
    expandsPluginRoot: false,
});


/***/ }),

/***/ 8977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RO: () => (/* binding */ AGENT_NAMES),
/* harmony export */   kz: () => (/* binding */ DEFAULT_AGENT),
/* harmony export */   wi: () => (/* binding */ AGENT_FACTS),
/* harmony export */   xS: () => (/* binding */ factsOf)
/* harmony export */ });
/* unused harmony export factsNamed */
/* harmony import */ var _claude_code_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8914);
/* harmony import */ var _codex_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5403);
/* harmony import */ var _gemini_cli_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3792);
/* harmony import */ var _hermes_facts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2146);
/* harmony import */ var _copilot_facts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8462);
/* harmony import */ var _opencode_facts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2153);
/* harmony import */ var _pi_facts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6795);







/**
 * What each agent CLI is (src/agents/<cli>/facts.ts), in the order the backends are listed: the part of
 * an agent `validate`, `owners` and the spec schema load, without the code that runs it (src/agents/index.ts).
 */
const AGENT_FACTS = [_claude_code_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeCodeFacts */ .p, _codex_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .codexFacts */ .R, _pi_facts_js__WEBPACK_IMPORTED_MODULE_6__/* .piFacts */ .b, _hermes_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .hermesFacts */ .Y, _opencode_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .opencodeFacts */ .t, _gemini_cli_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .geminiCliFacts */ .J, _copilot_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .copilotFacts */ .E];
const AGENT_NAMES = AGENT_FACTS.map((f) => f.name);
/** The backend a run uses when none is named. */
const DEFAULT_AGENT = 'claude-code';
const BY_NAME = new Map(AGENT_FACTS.map((f) => [f.name, f]));
function factsOf(name) {
    return BY_NAME.get(name);
}
/** An agent's facts by a name from outside (a flag, a spec): undefined when no agent has it. */
function factsNamed(name) {
    return BY_NAME.get(name);
}


/***/ }),

/***/ 3792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ geminiCliFacts)
/* harmony export */ });
/* harmony import */ var _skills_listing_budgets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8951);
/* harmony import */ var _agentFacts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3912);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9673);



/** Gemini CLI (`@google/gemini-cli`) 0.61.0. It reads only the spec's fields from SKILL.md. */
const geminiCliFacts = (0,_agentFacts_js__WEBPACK_IMPORTED_MODULE_0__/* .defineFacts */ .$)({
    name: 'gemini-cli',
    cli: 'Gemini CLI',
    folders: ['.gemini'],
    frontMatter: {
        fields: [],
        hideFromModel: "list it under `skills.disabled` in the user's settings.json (that also removes it from `/name`)",
    },
    tools: {
        names: [
            'update_topic', 'list_directory', 'read_file', 'grep_search', 'glob', 'replace', 'write_file', 'web_fetch',
            'run_shell_command', 'list_background_processes', 'read_background_output', 'google_web_search',
            'enter_plan_mode', 'invoke_agent', 'activate_skill',
        ],
        readPaths: (0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .readTool */ .X)('read_file', 'file_path', 'absolute_path'),
    },
    listing: (0,_skills_listing_budgets_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeListing */ .Ez)(),
    // `skills.disabled` in settings.json.
    bundledSkills: { policy: 'off' },
    modelHosts: ['generativelanguage.googleapis.com:443'],
    // `--resume latest`.
    resumes: true,
    namesItsDefaultModel: false,
    expandsPluginRoot: false,
});


/***/ }),

/***/ 2146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ hermesFacts)
});

// EXTERNAL MODULE: ./src/agents/agentFacts.ts
var agentFacts = __webpack_require__(3912);
// EXTERNAL MODULE: ./src/agents/tools.ts
var tools = __webpack_require__(9673);
;// CONCATENATED MODULE: ./src/agents/hermes/listing.ts
/**
 * Hermes Agent 0.19.0 (agent/skill_utils.py `extract_skill_description`): each description in its index
 * is its first 57 characters and `...` when longer than 60; no budget over the set. Every description
 * worth the name is longer, so `validate` does not warn on it.
 */
const HERMES_DESCRIPTION_CAP = 60;
const hermesListing = {
    budget: undefined,
    warns: false,
    hidesManualSkills: false,
    predict: (skills) => ({
        used: 0,
        kept: skills.map((s) => (s.description.trim().length > HERMES_DESCRIPTION_CAP ? 'cut' : 'whole')),
    }),
};

;// CONCATENATED MODULE: ./src/agents/hermes/facts.ts



/** Hermes Agent (`hermes-agent` on PyPI) 0.19.0. */
const hermesFacts = (0,agentFacts/* defineFacts */.$)({
    name: 'hermes',
    cli: 'Hermes Agent',
    folders: ['.hermes'],
    frontMatter: {
        // https://hermes-agent.nousresearch.com/docs/developer-guide/creating-skills
        fields: ['version', 'author', 'platforms', 'required_environment_variables'],
        hideFromModel: "list it under `skills.disabled` in the user's config.yaml (that also makes `skill_view` refuse it)",
        // Hermes keeps tags and related skills in a map.
        metadataKey: { key: 'hermes', accepts: (v) => v !== null && typeof v === 'object' && !Array.isArray(v) },
    },
    tools: {
        names: [
            'browser_back', 'browser_click', 'browser_console', 'browser_get_images', 'browser_navigate', 'browser_press',
            'browser_scroll', 'browser_snapshot', 'browser_type', 'browser_vision', 'clarify', 'delegate_task',
            'execute_code', 'memory', 'patch', 'process', 'read_file', 'search_files', 'session_search', 'skill_manage',
            'skill_view', 'skills_list', 'terminal', 'todo', 'vision_analyze', 'write_file',
        ],
        readPaths: (call) => {
            // `skill_view {name, file_path}` reads a file of a skill, by its path inside the skill.
            const [name] = (0,tools/* stringArgs */.n)(call, 'name');
            if (call.name === 'skill_view' && name !== undefined) {
                return { paths: (0,tools/* stringArgs */.n)(call, 'file_path'), base: { skill: name.split('/').pop() } };
            }
            return (0,tools/* readTool */.X)('read_file', 'path')(call);
        },
    },
    listing: hermesListing,
    // The `.no-bundled-skills` marker (the wheel ships none).
    bundledSkills: { policy: 'off' },
    modelHosts: [
        'openrouter.ai:443', 'api.openai.com:443', 'api.anthropic.com:443', 'inference-api.nousresearch.com:443',
    ],
    // Its resume is not wired.
    resumes: false,
    namesItsDefaultModel: false,
    expandsPluginRoot: false,
});


/***/ }),

/***/ 2153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ opencodeFacts)
/* harmony export */ });
/* harmony import */ var _skills_listing_budgets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8951);
/* harmony import */ var _agentFacts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3912);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9673);



/** OpenCode (`opencode-ai`) 1.18.33. It reads only the spec's fields from SKILL.md. */
const opencodeFacts = (0,_agentFacts_js__WEBPACK_IMPORTED_MODULE_0__/* .defineFacts */ .$)({
    name: 'opencode',
    cli: 'OpenCode',
    folders: ['.claude', '.opencode'],
    frontMatter: {
        fields: [],
        hideFromModel: 'deny it in `permission.skill` of opencode.json (`"skill": { "<name>": "deny" }`)',
    },
    tools: {
        names: ['bash', 'edit', 'glob', 'grep', 'read', 'skill', 'task', 'todowrite', 'webfetch', 'write'],
        readPaths: (0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .readTool */ .X)('read', 'filePath'),
    },
    listing: (0,_skills_listing_budgets_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeListing */ .Ez)(),
    // OpenCode 1.18.33 adds `customize-opencode` to every skill set (location `<built-in>`) with no switch
    // to leave it out: a permission rule denies it, so the model is never offered it and a call is refused,
    // but `opencode debug skill` (its discovery listing) still names it.
    bundledSkills: { policy: 'hidden', names: ['customize-opencode'] },
    modelHosts: [
        'api.anthropic.com:443', 'api.openai.com:443', 'generativelanguage.googleapis.com:443', 'openrouter.ai:443',
    ],
    // `run --continue`.
    resumes: true,
    namesItsDefaultModel: false,
    expandsPluginRoot: false,
});


/***/ }),

/***/ 6795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ piFacts)
/* harmony export */ });
/* harmony import */ var _skills_listing_budgets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8951);
/* harmony import */ var _agentFacts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3912);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9673);



/** pi (`@mariozechner/pi-coding-agent`) 0.73.1. */
const piFacts = (0,_agentFacts_js__WEBPACK_IMPORTED_MODULE_0__/* .defineFacts */ .$)({
    name: 'pi',
    cli: 'pi',
    folders: ['.pi'],
    frontMatter: {
        // docs/skills.md of badlogic/pi-mono (packages/coding-agent)
        fields: ['disable-model-invocation'],
        hideFromModel: undefined,
    },
    tools: { names: ['read', 'bash', 'edit', 'write'], readPaths: (0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .readTool */ .X)('read', 'path') },
    listing: (0,_skills_listing_budgets_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeListing */ .Ez)(true),
    // pi ships no skills.
    bundledSkills: { policy: 'off' },
    modelHosts: [
        'api.openai.com:443', 'api.anthropic.com:443', 'generativelanguage.googleapis.com:443', 'openrouter.ai:443',
    ],
    // It runs with `--no-session`.
    resumes: false,
    namesItsDefaultModel: false,
    expandsPluginRoot: false,
});


/***/ }),

/***/ 9673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readTool),
/* harmony export */   n: () => (/* binding */ stringArgs)
/* harmony export */ });
/** The string arguments `names` of a call, those it has. */
const stringArgs = (call, ...names) => {
    const input = (call.input ?? {});
    return names.flatMap((n) => (typeof input[n] === 'string' ? [input[n]] : []));
};
/** A read tool's path argument, for a tool named `tool`. */
const readTool = (tool, ...args) => (call) => ({
    paths: call.name === tool ? stringArgs(call, ...args) : [],
    base: 'work',
});


/***/ }),

/***/ 90:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ mcpDefinitions),
/* harmony export */   NV: () => (/* binding */ MCP_PATTERN_MEANINGS)
/* harmony export */ });
/* unused harmony exports MCP_SERVER_NAME, MCP_TOOL_NAME, MCP_CALL */
/**
 * The `mcp:` section of `.eval.yaml` and the `mcp_call` check, as JSON Schema definitions that
 * `evalSpecSchema` includes. What the schema cannot say (exactly one of `tools`, `command`, `npm`; a
 * command inside the skill; a pinned package; an answer for a listed tool) is checked in `findings.ts`.
 */
const MCP_SERVER_NAME = '^[A-Za-z0-9][A-Za-z0-9_-]*$';
const MCP_TOOL_NAME = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';
/** `SERVER/TOOL`, as a check names a call. */
const MCP_CALL = '^[A-Za-z0-9][A-Za-z0-9_-]*/[A-Za-z0-9][A-Za-z0-9_.-]*$';
const text = { type: 'string', minLength: 1, maxLength: 20000 };
const call = { type: 'string', pattern: MCP_CALL, maxLength: 130 };
/** A map whose keys match `pattern` and whose values are each a `definition`. */
const namedMap = (pattern, definition) => ({
    type: 'object',
    propertyNames: { type: 'string', pattern, maxLength: 64 },
    additionalProperties: { $ref: `#/definitions/${definition}` },
});
const argsMap = { type: 'object' };
const mcpDefinitions = {
    mcpServers: {
        description: 'MCP servers the agent is given, by name: a mock (`tools:`), a command in the skill (`command:`) or a pinned npm package (`npm:`).',
        ...namedMap(MCP_SERVER_NAME, 'mcpServer'),
    },
    mcpServer: {
        type: 'object',
        additionalProperties: false,
        properties: {
            tools: {
                description: "A mock server's tools, by name, as the agent sees them, with what each answers.",
                ...namedMap(MCP_TOOL_NAME, 'mcpTool'),
            },
            answers: {
                description: "A mock's answers by tool name, instead of the tools' own (a case's `mcp:` gives its own this way).",
                type: 'object',
                additionalProperties: { $ref: '#/definitions/mcpAnswers' },
            },
            command: {
                description: 'A stdio server in the skill: an interpreter (`node`, `python3`) and a script, or an executable, relative to the skill; then its arguments.',
                type: 'array',
                minItems: 1,
                maxItems: 32,
                items: { type: 'string', minLength: 1, maxLength: 1024 },
            },
            npm: { description: 'A stdio server from npm, pinned: `name@1.2.3`.', type: 'string', minLength: 1, maxLength: 214 },
            args: { description: 'Arguments of the `npm:` server.', type: 'array', maxItems: 32, items: { type: 'string', maxLength: 1024 } },
        },
    },
    mcpTool: {
        type: 'object',
        additionalProperties: false,
        required: ['description'],
        properties: {
            description: { description: 'What the agent reads about the tool.', ...text },
            input: {
                description: 'Its arguments: short form (`{ id: string, note?: string }`) or a JSON Schema (`type: object`).',
                type: 'object',
            },
            answer: { description: 'What the tool returns to every call.', ...text },
            answers: { $ref: '#/definitions/mcpAnswers' },
            expect: {
                description: 'What the arguments must be (short form or JSON Schema); a call that departs is answered and recorded as a violation.',
                type: 'object',
            },
        },
    },
    mcpAnswers: {
        description: 'What the tool returns: one text, or the first of these whose `match:` (a subset of the arguments) fits; one without `match:` fits every call.',
        oneOf: [
            text,
            {
                type: 'array',
                minItems: 1,
                maxItems: 50,
                items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['answer'],
                    properties: { match: argsMap, answer: text },
                },
            },
        ],
    },
    orderedTool: {
        description: "A tool by the CLI's own name, or an MCP server's tool as `{ mcp_call: SERVER/TOOL }`.",
        oneOf: [
            { type: 'string', minLength: 1, maxLength: 100 },
            {
                type: 'object',
                additionalProperties: false,
                required: ['mcp_call'],
                properties: { mcp_call: call },
            },
        ],
    },
    mcpCall: {
        description: "The agent called this MCP tool (`SERVER/TOOL`), by caliper's own record of what the server received, with `args` a subset of the arguments, at least `count` times (default 1).",
        oneOf: [
            call,
            {
                type: 'object',
                additionalProperties: false,
                required: ['call'],
                properties: {
                    call,
                    args: argsMap,
                    count: { type: 'integer', minimum: 1, maximum: 1000 },
                },
            },
        ],
    },
};
/** The schema's MCP patterns, as the rule a person reads. */
const MCP_PATTERN_MEANINGS = {
    [MCP_SERVER_NAME]: 'a server name (letters, digits, `_` and `-`)',
    [MCP_TOOL_NAME]: 'a tool name (letters, digits, `_`, `.` and `-`)',
    [MCP_CALL]: '`SERVER/TOOL`, like `orders/lookup_order`',
};


/***/ }),

/***/ 6465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BACKEND_NAMES: () => (/* binding */ BACKEND_NAMES),
/* harmony export */   CHECK_KINDS: () => (/* binding */ CHECK_KINDS),
/* harmony export */   evalSpecSchema: () => (/* binding */ evalSpecSchema)
/* harmony export */ });
/* harmony import */ var _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8977);
/* harmony import */ var _mcp_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90);


/**
 * The `.eval.yaml` JSON Schema. `schemas/eval-spec.schema.json` is this object written out
 * (`node dist/cli/index.js schema > schemas/eval-spec.schema.json`); a test keeps the two equal.
 */
const BACKEND_NAMES = _agents_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_NAMES */ .RO;
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
        baseline: { description: 'Also run every case that measures execution with no skill installed, for the lift (with − without); as --baseline.', type: 'boolean' },
        sandbox: {
            type: 'object',
            additionalProperties: false,
            properties: {
                fixtures: { description: "Folder (relative to the skill) copied into the agent's working folder.", type: 'string', minLength: 1 },
                forbidden_files: {
                    description: 'Globs never present in the sandbox (at most 100, each at most 256 characters).',
                    type: 'array',
                    maxItems: 100,
                    items: { type: 'string', minLength: 1, maxLength: 256 },
                },
                timeout: { description: 'Seconds per trial.', ...seconds },
            },
        },
        mcp: { $ref: '#/definitions/mcpServers' },
        cases: { type: 'array', minItems: 1, items: { $ref: '#/definitions/case' } },
    },
    definitions: {
        ..._mcp_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .mcpDefinitions */ .$i,
        skillName,
        toolName: { type: 'string', minLength: 1, maxLength: 100 },
        case: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'prompt', 'checks'],
            properties: {
                id: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$', maxLength: 100 },
                prompt: { type: 'string', minLength: 1 },
                checks: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/definitions/check' } },
                vars: {
                    description: 'Rows of values: each row is its own case (id `<id>-<row id>`, else `<id>-<row number>`), with `{{name}}` in the prompt and checks replaced by its value.',
                    type: 'array',
                    minItems: 1,
                    maxItems: 50,
                    items: { type: 'object' },
                },
                fixtures: { description: "Folder (relative to the skill) copied into the agent's working folder for this case, instead of `sandbox.fixtures`.", type: 'string', minLength: 1 },
                turns: {
                    description: 'Follow-up user messages, each sent after the agent answered, in the same session (on the CLIs that can resume one headless: docs/backends.md).',
                    type: 'array',
                    minItems: 1,
                    maxItems: 10,
                    items: { type: 'string', minLength: 1, maxLength: 20000 },
                },
                timeout: { description: 'Seconds per trial of this case, instead of `sandbox.timeout` and the run\'s --timeout.', ...seconds },
                mcp: { description: "This case's MCP servers over the spec's, by name (one with only `answers:` answers the spec's tools its way).", $ref: '#/definitions/mcpServers' },
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
                    properties: { path: { type: 'string', minLength: 1 }, pattern: { description: 'A regular expression in RE2 syntax (linear time: no backreferences, no lookaround).', type: 'string', minLength: 1 } },
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
                output_matches: { description: "A regular expression in RE2 syntax on the agent's final answer.", type: 'string', minLength: 1 },
                not_activated_any: { description: 'No installed skill fired.', const: true },
                tool_used: {
                    description: "The CLI called this tool (its own name for it, as its transcript records it), at least `count` times (default 1).",
                    oneOf: [
                        { $ref: '#/definitions/toolName' },
                        {
                            type: 'object',
                            additionalProperties: false,
                            required: ['tool'],
                            properties: { tool: { $ref: '#/definitions/toolName' }, count: { type: 'integer', minimum: 1, maximum: 1000 } },
                        },
                    ],
                },
                tool_order: {
                    description: 'The CLI called these tools in this order (other calls may come between).',
                    type: 'array',
                    minItems: 2,
                    maxItems: 20,
                    items: { $ref: '#/definitions/orderedTool' },
                },
                mcp_call: { $ref: '#/definitions/mcpCall' },
                read: { description: 'A file of the subject skill, relative to its folder (like `references/style.md`), was read by a tool call.', type: 'string', minLength: 1, maxLength: 256 },
                not: { description: 'Passes when the check inside fails, fails when it passes; an error stays an error.', $ref: '#/definitions/check' },
                judge: {
                    description: 'A model grades the final answer (or a file of the working folder) against the rubric; a majority of the votes passes.',
                    type: 'object',
                    additionalProperties: false,
                    required: ['rubric'],
                    properties: {
                        rubric: { description: 'What a good answer does, in plain words; quote the phrases it must (or must not) contain.', type: 'string', minLength: 1, maxLength: 4000 },
                        on: { description: '`output` (the final answer, the default) or a path in the working folder.', type: 'string', minLength: 1, maxLength: 256 },
                        votes: { description: 'Judge calls, each its own verdict (default 3); the check passes when more than half pass.', type: 'integer', minimum: 1, maximum: 9 },
                        max_chars: { description: 'The judged text is cut to this many characters (default 20000).', type: 'integer', minimum: 100, maximum: 100000 },
                    },
                },
            },
        },
    },
};
const CHECK_KINDS = Object.keys(evalSpecSchema.definitions.check.properties);


/***/ }),

/***/ 8951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ez: () => (/* binding */ wholeListing),
/* harmony export */   Wn: () => (/* binding */ chars),
/* harmony export */   sG: () => (/* binding */ outcomeOf)
/* harmony export */ });
/* unused harmony export LONGEST_SHOWN */
/** How many skills a message names. */
const LONGEST_SHOWN = 5;
/** The outcome of a prediction, for a message. */
function outcomeOf(skills, p) {
    const count = (k) => p.kept.filter((x) => x === k).length;
    const unlisted = count('unlisted');
    if (unlisted > 0)
        return { kind: 'omitted', used: p.used, omitted: unlisted };
    const lost = skills.filter((_, i) => p.kept[i] !== 'whole');
    const longest = longestFew(lost, lost.map((s) => chars(s.description)));
    if (count('name-only') > 0)
        return { kind: 'names-only', used: p.used, count: count('name-only'), cut: count('cut'), longest };
    if (count('cut') > 0)
        return { kind: 'shortened', used: p.used, count: count('cut'), longest };
    return { kind: 'fits', used: p.used };
}
/** The names of the few longest descriptions, longest first; `sizes[i]` is the length of `skills[i]`'s. One pass, no sort of them all. */
function longestFew(skills, sizes) {
    const top = [];
    const before = (a, b) => sizes[a] > sizes[b] || (sizes[a] === sizes[b] && skills[a].name < skills[b].name);
    for (let i = 0; i < skills.length; i++) {
        if (top.length === LONGEST_SHOWN && !before(i, top[LONGEST_SHOWN - 1]))
            continue;
        let at = Math.min(top.length, LONGEST_SHOWN - 1);
        top[at] = i;
        for (; at > 0 && before(top[at], top[at - 1]); at--)
            [top[at - 1], top[at]] = [top[at], top[at - 1]];
    }
    return top.map((i) => skills[i].name);
}
/**
 * Characters as JavaScript counts them (UTF-16 units: an emoji is two), as Claude Code, a Node program,
 * does; a code-point count cost a tenth of the check on a 1,000-skill repository.
 */
function chars(text) {
    return text.length;
}
/**
 * pi 0.73.1 (`formatSkillsForPrompt`), Gemini CLI 0.61.0 (`renderAgentSkills`) and OpenCode 1.18.33 list
 * every description whole, with no budget: each sent all 40 of 1,000 characters (40,000) whole.
 */
function wholeListing(hidesManualSkills = false) {
    return { budget: undefined, warns: false, hidesManualSkills, predict: (skills) => ({ used: 0, kept: skills.map(() => 'whole') }) };
}


/***/ })

};
