export const id = 977;
export const ids = [977];
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
        source: '1% of the 1,000,000-token context window of claude-opus-5-5, the ' +
            'model Claude Code 2.1.332 runs by default, at 3 characters a token; ' +
            'SLASH_COMMAND_TOOL_CHAR_BUDGET or skillListingBudgetFraction change it',
    },
    warns: true,
    hidesManualSkills: true,
    entryCap: CLAUDE_CODE_ENTRY_CAP,
    predict(skills) {
        const order = skills
            .map((_, i) => i)
            .sort((a, b) => (skills[a].name < skills[b].name ? -1 : skills[a].name > skills[b].name ? 1 : 0));
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
    skillRoots: ['.claude/skills'],
    frontMatter: {
        // https://code.claude.com/docs/en/skills#frontmatter-reference
        fields: [
            'when_to_use',
            'argument-hint',
            'arguments',
            'disable-model-invocation',
            'user-invocable',
            'model',
            'effort',
            'context',
            'agent',
            'hooks',
            'paths',
            'shell',
        ],
        hideFromModel: undefined,
    },
    tools: {
        names: [
            'Agent',
            'Bash',
            'Edit',
            'ListAgents',
            'Read',
            'ReportFindings',
            'ScheduleWakeup',
            'Skill',
            'ToolSearch',
            'Workflow',
            'Write',
            'CronCreate',
            'CronDelete',
            'CronList',
            'EnterWorktree',
            'ExitWorktree',
            'Monitor',
            'NotebookEdit',
            'SendMessage',
            'TaskStop',
            'WebFetch',
            'WebSearch',
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
    budget: {
        limit: CODEX_TOKENS,
        unit: 'tokens',
        source: "2% of the model's context window, for Codex's default models 272,000 tokens",
    },
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
    skillRoots: ['.codex/skills', '.agents/skills'],
    frontMatter: {
        fields: [],
        hideFromModel: 'add `agents/openai.yaml` to the skill with `policy: { ' +
            'allow_implicit_invocation: false }` (it stays invocable as `$name`)',
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
    noTurnLimit: '`codex exec` takes no turn limit',
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
    skillRoots: ['.github/skills', '.agents/skills', '.claude/skills'],
    frontMatter: {
        // docs.github.com "Creating agent skills for GitHub Copilot CLI": the spec's fields, and
        // `disable-model-invocation`, which it honours (the skill is loaded, never listed).
        fields: ['disable-model-invocation', 'user-invocable', 'allowed-tools'],
        hideFromModel: undefined,
    },
    tools: {
        names: [
            'bash',
            'read_bash',
            'stop_bash',
            'list_bash',
            'view',
            'create',
            'edit',
            'skill',
            'sql',
            'session_store_sql',
            'read_agent',
            'list_agents',
            'write_agent',
            'grep',
            'glob',
            'task',
            'fetch_copilot_cli_documentation',
        ],
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
    noTurnLimit: 'it has no `--max-turns` (`--max-autopilot-continues` is for `--autopilot` only)',
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
const AGENT_FACTS = [
    _claude_code_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeCodeFacts */ .p,
    _codex_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .codexFacts */ .R,
    _pi_facts_js__WEBPACK_IMPORTED_MODULE_6__/* .piFacts */ .b,
    _hermes_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .hermesFacts */ .Y,
    _opencode_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .opencodeFacts */ .t,
    _gemini_cli_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .geminiCliFacts */ .J,
    _copilot_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .copilotFacts */ .E,
];
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
    skillRoots: ['.gemini/skills'],
    frontMatter: {
        fields: [],
        hideFromModel: "list it under `skills.disabled` in the user's settings.json (that also removes it from `/name`)",
    },
    tools: {
        names: [
            'update_topic',
            'list_directory',
            'read_file',
            'grep_search',
            'glob',
            'replace',
            'write_file',
            'web_fetch',
            'run_shell_command',
            'list_background_processes',
            'read_background_output',
            'google_web_search',
            'enter_plan_mode',
            'invoke_agent',
            'activate_skill',
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
    skillRoots: ['.hermes/skills'],
    frontMatter: {
        // https://hermes-agent.nousresearch.com/docs/developer-guide/creating-skills
        fields: ['version', 'author', 'platforms', 'required_environment_variables'],
        hideFromModel: "list it under `skills.disabled` in the user's config.yaml (that also makes `skill_view` refuse it)",
        // Hermes keeps tags and related skills in a map.
        metadataKey: { key: 'hermes', accepts: (v) => v !== null && typeof v === 'object' && !Array.isArray(v) },
    },
    tools: {
        names: [
            'browser_back',
            'browser_click',
            'browser_console',
            'browser_get_images',
            'browser_navigate',
            'browser_press',
            'browser_scroll',
            'browser_snapshot',
            'browser_type',
            'browser_vision',
            'clarify',
            'delegate_task',
            'execute_code',
            'memory',
            'patch',
            'process',
            'read_file',
            'search_files',
            'session_search',
            'skill_manage',
            'skill_view',
            'skills_list',
            'terminal',
            'todo',
            'vision_analyze',
            'write_file',
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
        'openrouter.ai:443',
        'api.openai.com:443',
        'api.anthropic.com:443',
        'inference-api.nousresearch.com:443',
    ],
    // Its resume is not wired.
    resumes: false,
    namesItsDefaultModel: false,
    expandsPluginRoot: false,
    noTurnLimit: '`-z` takes no turn limit (it stops after 90 iterations of its own)',
    noMcp: 'hermes-agent 0.19.0 has an MCP client only with its optional `mcp` extra, which caliper does not install, ' +
        'and without it offers no MCP tool and says nothing',
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
    skillRoots: ['.opencode/skills', '.opencode/skill', '.claude/skills', '.agents/skills'],
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
        'api.anthropic.com:443',
        'api.openai.com:443',
        'generativelanguage.googleapis.com:443',
        'openrouter.ai:443',
    ],
    // `run --continue`.
    resumes: true,
    namesItsDefaultModel: false,
    expandsPluginRoot: false,
    noTurnLimit: 'caliper sets it none (its per-agent `steps` is not wired)',
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
    skillRoots: ['.pi/skills'],
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
        'api.openai.com:443',
        'api.anthropic.com:443',
        'generativelanguage.googleapis.com:443',
        'openrouter.ai:443',
    ],
    // It runs with `--no-session`.
    resumes: false,
    namesItsDefaultModel: false,
    expandsPluginRoot: false,
    noTurnLimit: 'it has no turn limit',
    noMcp: 'pi 0.73.1 has no MCP client ("No MCP", its README says: only an extension adds one, ' +
        'and caliper runs it with --no-extensions)',
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
/**
 * The names of the few longest descriptions, longest first; `sizes[i]` is the length of `skills[i]`'s. One pass, no
 * sort of them all.
 */
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
    return {
        budget: undefined,
        warns: false,
        hidesManualSkills,
        predict: (skills) => ({ used: 0, kept: skills.map(() => 'whole') }),
    };
}


/***/ })

};
