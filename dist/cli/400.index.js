export const id = 400;
export const ids = [400];
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

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1604);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7406);



/**
 * `parseArgs` for one command, whose mistakes come back as a UsageError that names the command, suggests
 * the option meant, and points at that command's own help.
 */
function parseCommandArgs(command, config) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config);
    }
    catch (error) {
        const code = error?.code;
        if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS'))
            throw error;
        throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(describe(command, config.options ?? {}, code, error.message));
    }
}
function describe(command, options, code, message) {
    const help = `Run "caliper ${command} --help" for its options.`;
    const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const given = quoted.replace(/=.*$/, '');
        const names = Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
        const meant = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(given, names);
        return `unknown option ${given} for "caliper ${command}".${meant ? ` Did you mean ${meant}?` : ''} ${help}`;
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        const flag = quoted.split(' ')[0] ?? quoted;
        return message.includes('argument missing') ? `${flag} needs a value. ${help}` : `${flag} takes no value. ${help}`;
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
        return `"caliper ${command}" takes no argument "${quoted}". ${help}`;
    return `${message}. ${help}`;
}


/***/ }),

/***/ 8604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ frontmatterText),
/* harmony export */   k2: () => (/* binding */ skillBody),
/* harmony export */   yv: () => (/* binding */ parseFrontmatter)
/* harmony export */ });
/* unused harmony export FRONTMATTER_MAX_BYTES */
/* harmony import */ var _util_yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9869);

/** No front matter needs more (a description is at most 1,024 characters); refused before parsing. */
const FRONTMATTER_MAX_BYTES = 64 * 1024;
const OPEN = /^---[ \t]*$/;
const OPEN_WITH_LANGUAGE = /^---[ \t]*([A-Za-z][\w-]*)[ \t]*$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/;
/** The text after the front matter, or the whole text when it has no readable front matter. */
function skillBody(text) {
    const fm = parseFrontmatter(text);
    return fm.kind === 'ok' ? fm.body : text;
}
/** The front matter's own lines as written (between its delimiters); undefined without a closed block. */
function frontmatterText(text) {
    const head = frontmatterLines(text.startsWith('\uFEFF') ? text.slice(1) : text);
    return head && head.closeIndex > 0 ? head.lines.slice(1, head.closeIndex).join('\n') : undefined;
}
/**
 * Split and parse a SKILL.md front matter block without ever evaluating it: we do the split
 * ourselves (gray-matter would `eval` a `---js` block by default and cannot report an unclosed one).
 */
function parseFrontmatter(text) {
    const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const head = frontmatterLines(source);
    if (head === undefined)
        return withoutBlock(source.split(/\r?\n/));
    const { lines, closeIndex, bodyStart } = head;
    if (closeIndex < 0)
        return { kind: 'unclosed' };
    // The body as the whole text split on line ends and joined with `\n` would be, without splitting it.
    const rest = source.slice(bodyStart);
    const body = rest.includes('\r') ? rest.replace(/\r\n/g, '\n') : rest;
    const yamlText = lines.slice(1, closeIndex).join('\n');
    const yamlFirstLine = 2;
    const parsed = (0,_util_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .parseYaml */ .hN)(yamlText, { maxBytes: FRONTMATTER_MAX_BYTES });
    if (!parsed.ok) {
        return {
            kind: 'invalid-yaml',
            line: parsed.line + yamlFirstLine - 1,
            message: parsed.message,
            body,
            bodyStartLine: closeIndex + 2,
            refused: parsed.refused === true,
        };
    }
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
        body,
        bodyStartLine: closeIndex + 2,
    };
}
/**
 * The lines of a block that opens on line 1, up to its closing line (`closeIndex`, -1 when there is none),
 * and where the body starts in `source`; undefined when line 1 does not open a block. Only the block is
 * split into lines: a SKILL.md body is read whole, once, by later checks.
 */
function frontmatterLines(source) {
    const lines = [];
    let start = 0;
    while (start <= source.length) {
        const end = source.indexOf('\n', start);
        const terminated = end >= 0;
        const raw = source.slice(start, terminated ? end : source.length);
        const line = terminated && raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        const next = terminated ? end + 1 : source.length + 1;
        if (lines.length === 0 && !OPEN.test(line)) {
            const language = OPEN_WITH_LANGUAGE.exec(line)?.[1];
            if (!language || !/^ya?ml$/i.test(language))
                return undefined;
        }
        lines.push(line);
        if (lines.length > 1 && CLOSE.test(line))
            return { lines, closeIndex: lines.length - 1, bodyStart: Math.min(next, source.length) };
        start = next;
    }
    return { lines, closeIndex: -1, bodyStart: source.length };
}
/** Line 1 opens no YAML block: a foreign language, a block further down, or none at all. */
function withoutBlock(lines) {
    const first = lines[0] ?? '';
    const language = OPEN_WITH_LANGUAGE.exec(first)?.[1];
    if (language && !/^ya?ml$/i.test(language))
        return { kind: 'foreign-language', language };
    const firstContent = lines.findIndex((line) => line.trim() !== '');
    if (firstContent > 0 && OPEN.test(lines[firstContent] ?? ''))
        return { kind: 'misplaced', line: firstContent + 1 };
    return { kind: 'absent' };
}


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


/***/ }),

/***/ 3968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ lazyModule)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * A library loaded on first use, synchronously. The bundles in dist/ do not contain it: the build puts
 * the package's own CommonJS build beside them (`vendor/<name>.cjs`, scripts/vendor.mjs), so that a start
 * that never needs it does not read and compile it (js-yaml and re2js were most of what `validate`
 * compiled at start). Only run from the sources (tests) does Node load the installed package: a bundle
 * whose copy is missing fails at once rather than pick up whatever `node_modules` holds above it.
 */
function lazyModule(name) {
    let loaded;
    return () => {
        if (loaded === undefined) {
            const here = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url);
            const fromSources = here.endsWith('.ts');
            loaded = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(here)(fromSources ? name : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(here), 'vendor', `${name}.cjs`));
        }
        return loaded;
    };
}


/***/ }),

/***/ 7366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ readUpTo)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** At most `limit` bytes from an open file, read in chunks of at most 1 MB (no buffer of `limit` up front). */
function readUpTo(fd, limit) {
    const chunks = [];
    let total = 0;
    while (total < limit) {
        const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, limit - total));
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, null);
        if (n === 0)
            break;
        chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
        total += n;
    }
    return Buffer.concat(chunks, total);
}


/***/ }),

/***/ 4205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ readTrialFile),
/* harmony export */   Gz: () => (/* binding */ ByteBudget),
/* harmony export */   bh: () => (/* binding */ readEachOnce),
/* harmony export */   uK: () => (/* binding */ readTrialText),
/* harmony export */   vE: () => (/* binding */ statTrialFile),
/* harmony export */   w_: () => (/* binding */ listTrialFiles)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _readUpTo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7366);



const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY;
/**
 * What `rel` (relative to `base`, `/`-separated or native) is, without reading it. `name` is how a
 * refusal names the file (by default `rel`).
 */
function statTrialFile(base, rel, name = rel) {
    const parts = relativeParts(rel);
    if (!parts)
        return { kind: 'refused', reason: `${rel} is outside the folder` };
    let current = base;
    for (let i = 0; i < parts.length; i++) {
        current = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, parts[i]);
        const last = i === parts.length - 1;
        const shown = last ? name : parts.slice(0, i + 1).join('/');
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current);
        }
        catch {
            return { kind: 'missing' };
        }
        if (st.isSymbolicLink())
            return { kind: 'refused', reason: `${shown} is a symbolic link, which caliper does not follow` };
        if (!last && !st.isDirectory())
            return { kind: 'missing' };
        if (last && st.isDirectory())
            return { kind: 'dir' };
        if (last && !st.isFile())
            return { kind: 'refused', reason: `${shown} is not a regular file (${typeName(st)})` };
        if (last)
            return { kind: 'regular', size: st.size, stats: st };
    }
    return { kind: 'dir' };
}
/**
 * Read `rel` under `base` as the module comment says; a file over `maxBytes` is refused, not cut. `name`
 * is how a refusal names the file (by default `rel`).
 */
function readTrialFile(base, rel, maxBytes = DEFAULT_MAX_BYTES, name = rel) {
    const found = statTrialFile(base, rel, name);
    if (found.kind !== 'regular')
        return found;
    if (found.size > maxBytes)
        return tooLarge(name, maxBytes);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, ...relativeParts(rel)), OPEN_FLAGS);
    }
    catch (error) {
        return { kind: 'refused', reason: `${name} could not be opened (${error.code ?? 'error'})` };
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        // Swapped between the look and the open: not the file that was looked at.
        if (!st.isFile() || st.ino !== found.stats.ino || st.dev !== found.stats.dev)
            return { kind: 'refused', reason: `${name} changed while caliper read it` };
        const bytes = (0,_readUpTo_js__WEBPACK_IMPORTED_MODULE_2__/* .readUpTo */ .V)(fd, maxBytes + 1);
        if (bytes.length > maxBytes)
            return tooLarge(name, maxBytes);
        return { kind: 'file', bytes, size: bytes.length, id: fileId(st) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The text of `rel`, or undefined when it is not a regular file that could be read. */
function readTrialText(base, rel, maxBytes = DEFAULT_MAX_BYTES) {
    const f = readTrialFile(base, rel, maxBytes);
    return f.kind === 'file' ? f.bytes.toString('utf8') : undefined;
}
/** The bytes that may still be read, shared by the readers of one task (one report reads many runs). */
class ByteBudget {
    total;
    left;
    constructor(total) {
        this.total = total;
        this.left = total;
    }
}
/**
 * A reader for many files under `base`: each file is read once, however many hard links name it (their
 * apparent sizes add up to far more than the disk holds), and no more than `budget` allows in all.
 */
function readEachOnce(base, budget, maxBytes = DEFAULT_MAX_BYTES) {
    const seen = new Set();
    return (rel) => {
        const found = statTrialFile(base, rel);
        if (found.kind !== 'regular')
            return found;
        const id = fileId(found.stats);
        if (seen.has(id))
            return { kind: 'again', id };
        if (found.size > maxBytes)
            return tooLarge(rel, maxBytes);
        if (found.size > budget.left)
            return { kind: 'over-budget', reason: `${rel} was not read: with its ${found.size} bytes, more than ${budget.total} would be read in all` };
        const read = readTrialFile(base, rel, Math.min(maxBytes, budget.left));
        if (read.kind === 'file') {
            seen.add(read.id);
            budget.left -= read.size;
        }
        return read;
    };
}
function fileId(st) {
    return `${st.dev}:${st.ino}`;
}
/**
 * Regular files under `base/rel` whose name passes `keep`, relative to `base`, sorted; links are not
 * followed and the walk stops at `limits` (a folder of a million entries costs no more than the limit).
 */
function listTrialFiles(base, rel, keep, limits = { maxEntries: 10_000, maxDepth: 16 }) {
    const start = statTrialFile(base, rel);
    if (start.kind !== 'dir')
        return { files: [], cut: false };
    const files = [];
    const pending = [[rel, 0]];
    let seen = 0;
    while (pending.length > 0) {
        const [dir, depth] = pending.pop();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            if (++seen > limits.maxEntries)
                return { files: files.sort(), cut: true };
            const child = dir === '' ? e.name : `${dir}/${e.name}`;
            if (e.isDirectory() && depth < limits.maxDepth)
                pending.push([child, depth + 1]);
            else if (e.isFile() && keep(e.name))
                files.push(child);
        }
    }
    return { files: files.sort(), cut: false };
}
/** `rel`'s names, or undefined for a path that is absolute or has `..` (a link may stand before it). */
function relativeParts(rel) {
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
        return undefined;
    const parts = rel.split(/[\\/]+/).filter((p) => p !== '' && p !== '.');
    return parts.includes('..') ? undefined : parts;
}
function tooLarge(rel, maxBytes) {
    return { kind: 'refused', reason: `${rel} is larger than ${maxBytes} bytes` };
}
function typeName(st) {
    if (st.isFIFO())
        return 'a FIFO';
    if (st.isSocket())
        return 'a socket';
    if (st.isCharacterDevice() || st.isBlockDevice())
        return 'a device';
    return 'not a file';
}


/***/ }),

/***/ 9869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hN: () => (/* binding */ parseYaml)
/* harmony export */ });
/* unused harmony exports MAX_YAML_ALIASES, MAX_YAML_DEPTH, parseFlatMapping, computeLineStarts, lineAt */
/* harmony import */ var _lazyModule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3968);

/** Most front matter never needs it: `parseFlatMapping` reads the common shape first. */
const jsYaml = (0,_lazyModule_js__WEBPACK_IMPORTED_MODULE_0__/* .lazyModule */ .f)('js-yaml');
/** Aliases are rarely needed in a skill or spec; a cap makes "billion laughs" input fail at once. */
const MAX_YAML_ALIASES = 32;
const MAX_YAML_DEPTH = 64;
const EVENT = { DOCUMENT: 1, SEQUENCE: 2, MAPPING: 3, SCALAR: 4, ALIAS: 5, POP: 6 };
/** Parse untrusted YAML with the safe core schema, capped aliases and depth, and keep node positions. */
function parseYaml(text, options = {}) {
    const refused = preflight(text, options.maxBytes);
    if (refused)
        return refused;
    const flat = parseFlatMapping(text);
    if (flat)
        return { ok: true, doc: flat };
    const { parseEvents, constructFromEvents, CORE_SCHEMA, YAMLException } = jsYaml();
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
const FLAT_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t]+(.*?))?[ \t]*$/;
/** Keys the core schema resolves to another value (`True:` is the key `true`). */
const RESOLVED_KEY = /^(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$/;
/** Plain scalars that start with an indicator, or hold `: ` or ` #`, are left to the full parser. */
const UNSAFE_PLAIN = /^[-?:,[\]{}#&*!|>'"%@`~\s0-9+.]|:(?:\s|$)|\s#/;
/**
 * The common front matter, `key: value` lines with plain or simply quoted values, read without the full
 * parser (it is most of `validate`'s time on a large repository). Anything else, and any value whose
 * type the core schema would resolve (numbers, `.inf`, …), returns undefined and goes to js-yaml, so
 * results are the same; a test compares both on every shape the fast path accepts.
 */
function parseFlatMapping(text) {
    const value = {};
    const lines = new Map();
    const rows = text.split('\n');
    for (let i = 0; i < rows.length; i++) {
        const row = rows[i].endsWith('\r') ? rows[i].slice(0, -1) : rows[i];
        if (row.trim() === '')
            continue;
        const m = FLAT_LINE.exec(row);
        if (!m)
            return undefined;
        const key = m[1];
        const raw = m[2];
        if (raw === undefined || raw === '' || Object.hasOwn(value, key) || key === '__proto__' || RESOLVED_KEY.test(key))
            return undefined;
        const scalar = flatScalar(raw);
        if (scalar === undefined)
            return undefined;
        value[key] = scalar.value;
        lines.set(key, i + 1);
    }
    if (lines.size === 0)
        return undefined;
    return { value, lineOf: (path) => (path.length === 0 ? 1 : path.length === 1 ? lines.get(String(path[0])) : undefined) };
}
function flatScalar(raw) {
    const first = raw[0];
    if (first === '"' || first === "'") {
        const inner = raw.slice(1, -1);
        if (raw.length < 2 || raw[raw.length - 1] !== first || inner.includes(first) || inner.includes('\\'))
            return undefined;
        return { value: inner };
    }
    if (UNSAFE_PLAIN.test(raw) || raw.includes('\t'))
        return undefined;
    switch (raw) {
        case 'true':
        case 'True':
        case 'TRUE':
            return { value: true };
        case 'false':
        case 'False':
        case 'FALSE':
            return { value: false };
        case 'null':
        case 'Null':
        case 'NULL':
            return { value: null };
    }
    return { value: raw };
}
/**
 * Refuse what no skill or spec needs before the parser sees it: more than `maxBytes`, or flow
 * collections (`[`, `{`) nested deeper than the parser's own cap. One linear pass, so hostile input
 * fails in microseconds whatever the parser's cost on it would be.
 */
function preflight(text, maxBytes) {
    if (maxBytes !== undefined && text.length > maxBytes) {
        return { ok: false, line: 1, message: `it is ${Math.ceil(text.length / 1024)} KiB, over the ${Math.floor(maxBytes / 1024)} KiB this block may hold`, refused: true };
    }
    // Only `[` and `{` nest: most front matter has neither, and needs no walk through its characters.
    if (!text.includes('[') && !text.includes('{'))
        return undefined;
    let depth = 0;
    let line = 1;
    let quote = 0; // the code of the open quote character, or 0
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10)
            line++;
        if (quote !== 0) {
            if (c === 92 && quote === 34)
                i++; // backslash escape inside "…"
            else if (c === quote)
                quote = 0;
            continue;
        }
        if (c === 34 || (c === 39 && depth > 0))
            quote = c;
        else if (c === 35 && (i === 0 || text.charCodeAt(i - 1) <= 32)) {
            while (i + 1 < text.length && text.charCodeAt(i + 1) !== 10)
                i++; // a comment
        }
        else if (c === 91 || c === 123) {
            if (++depth > MAX_YAML_DEPTH)
                return { ok: false, line, message: `collections are nested more than ${MAX_YAML_DEPTH} deep`, refused: true };
        }
        else if ((c === 93 || c === 125) && depth > 0)
            depth--;
    }
    return undefined;
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
                    top.key = jsYaml().getScalarValue(text, event);
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


/***/ })

};
