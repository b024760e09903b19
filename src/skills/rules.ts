/** Every validation rule caliper knows, with a stable id. `docs/rules.md` has a section per id. */
export const RULES = {
  'frontmatter-missing': { severity: 'error', summary: 'SKILL.md must start with a YAML front matter block.' },
  'frontmatter-unclosed': { severity: 'error', summary: 'The front matter block must be closed by a `---` line.' },
  'frontmatter-invalid-yaml': {
    severity: 'error',
    summary: 'The front matter must parse as safe YAML (no code, capped aliases).',
  },
  'frontmatter-not-mapping': { severity: 'error', summary: 'The front matter must be a mapping of fields.' },
  'frontmatter-language': {
    severity: 'error',
    summary: 'Executable front matter (`---js`, `---javascript`, …) is refused unread.',
  },
  'name-missing': { severity: 'error', summary: '`name` is required.' },
  'name-format': {
    severity: 'error',
    summary: '`name`: 1–64 lowercase letters, digits and single hyphens, no hyphen at either end.',
  },
  'name-mismatch': { severity: 'error', summary: '`name` must equal the skill folder name.' },
  'name-duplicate': { severity: 'error', summary: 'Two skills in one repository may not share a `name`.' },
  'description-missing': { severity: 'error', summary: '`description` is required and must be a non-empty string.' },
  'description-too-long': { severity: 'error', summary: '`description` is at most 1,024 characters.' },
  'field-type': {
    severity: 'error',
    summary: 'A spec field has the wrong type or size (`license`, `compatibility`, `metadata`, `allowed-tools`).',
  },
  'field-unknown': {
    severity: 'warning',
    summary:
      'A front matter field is neither in the spec nor a known backend extension (an error under `--strict-spec`).',
  },
  'lone-command-file': {
    severity: 'error',
    summary: 'A command-style `.md` file has no skill folder, `name` or `description`: nothing can install it.',
  },
  'skill-file-name': { severity: 'error', summary: 'The skill file must be a file named exactly `SKILL.md`.' },
  'nested-skill': {
    severity: 'warning',
    summary: 'A skill folder inside another skill folder is installed along with its parent.',
  },
  'reference-unresolved': {
    severity: 'error',
    summary:
      'A Markdown link in SKILL.md, or a path an instruction gives the agent ' +
      "(see, run, a list of the skill's files), resolves to nothing, or a " +
      'file is named in the wrong letter case.',
  },
  'reference-unconfirmed': {
    severity: 'warning',
    summary: 'A path the text gives reads like a file of the skill, but none exists.',
  },
  'reference-outside-skill': {
    severity: 'error',
    summary: 'A reference leaves the skill folder without landing in another skill of the repository.',
  },
  'plugin-root-variable': {
    severity: 'warning',
    summary: '`${CLAUDE_PLUGIN_ROOT}` is used where agents other than Claude Code (or all of them) read it as empty.',
  },
  'skill-mention-unknown': {
    severity: 'warning',
    summary: 'The text requires a skill (`plugin:name`, "REQUIRED SUB-SKILL: X") that is not in the repository.',
  },
  'disable-comment-unknown-rule': {
    severity: 'warning',
    summary: 'A `caliper-disable` comment names a rule id caliper does not have, so it silences nothing.',
  },
  'symlink-escape': { severity: 'error', summary: 'A symlink in a skill folder points outside it (or nowhere).' },
  'symlink-hidden-target': {
    severity: 'error',
    summary:
      'A symlink in a skill folder points at (or into a folder holding) ' +
      'something never installed: an eval spec, `.caliper/`, `.git/` or a ' +
      'forbidden file.',
  },
  'symlink-loop': {
    severity: 'error',
    summary:
      'A folder link in a skill leads back to a folder holding it (its own, ' +
      'an ancestor, or through other links), so walking it never ends.',
  },
  'file-unreadable': {
    severity: 'error',
    summary:
      'A file caliper reads (SKILL.md, an eval spec, a plugin manifest) is ' +
      'not a regular file of the repository (a FIFO, a device, a link out of ' +
      'it), so it is not read.',
  },
  'file-encoding': { severity: 'error', summary: 'SKILL.md must be UTF-8 text.' },
  'file-size': { severity: 'error', summary: 'A skill exceeds a size cap (SKILL.md, file count or total bytes).' },
  'skill-folder-too-large': {
    severity: 'error',
    summary:
      'Walking a skill folder, with the folder links an install follows, ' +
      'meets more than 20,000 entries or nests more than 32 folders deep.',
  },
  'file-name-unsafe': {
    severity: 'error',
    summary: 'A file name in a skill could escape or corrupt the install root.',
  },
  'disable-model-invocation-ignored': {
    severity: 'warning',
    summary: 'A backend ignores `disable-model-invocation: true`: there the agent may run the skill unasked.',
  },
  'description-when-to-use': { severity: 'warning', summary: 'The description should say when to use the skill.' },
  'description-angle-brackets': {
    severity: 'warning',
    summary: '`<` or `>` in a description breaks the XML skill listings agents receive.',
  },
  'listing-budget': {
    severity: 'warning',
    summary:
      "A CLI's skill listing would cut or drop descriptions of the skills " +
      "installed together (past its budget, or Claude Code's 1,536 " +
      'characters a skill).',
  },
  'description-near-duplicate': {
    severity: 'warning',
    summary: 'Skills with nearly the same description compete for activation (one finding per group).',
  },
  'body-too-long': { severity: 'warning', summary: 'The SKILL.md body is over 500 lines or about 5,000 tokens.' },
  'hidden-unicode': {
    severity: 'warning',
    summary:
      'SKILL.md or a file it references holds invisible or ' +
      'direction-changing characters (bidi controls, zero-width runs, tag ' +
      'characters).',
  },
  'embedded-secret': {
    severity: 'warning',
    summary:
      'A string shaped like a live credential (a provider key, a private ' +
      'key, a random value named as a secret) is in the skill.',
  },
  'download-and-run': {
    severity: 'warning',
    summary: 'A line runs a script straight from the network (`curl … | sh`, `bash <(curl …)`, `iex (irm …)`).',
  },
  'agent-override': {
    severity: 'warning',
    summary:
      "The text aims at the agent's guard rails: ignore previous " +
      'instructions, disregard the system prompt, hide what it does from the ' +
      'user.',
  },
  'data-exfiltration': {
    severity: 'warning',
    summary:
      "A command sends the user's keys, credentials or environment to " +
      'another host (`curl -d @~/.ssh/id_rsa`, `nc host < .env`).',
  },
  'content-not-scanned': {
    severity: 'warning',
    summary:
      'A file SKILL.md references was not scanned: not UTF-8 text (a NUL ' +
      'byte, UTF-16, a bad byte) nor a known binary format, over 1 MiB, past ' +
      'the 64 MiB a run scans, or not a regular file.',
  },
  'content-binary': {
    severity: 'warning',
    summary:
      'A file SKILL.md references is an image, font, document or archive, ' +
      'which the content scan does not read (one finding a skill, on ' +
      'SKILL.md).',
  },
  'eval-spec-invalid-yaml': { severity: 'error', summary: 'An `.eval.yaml` must parse as safe YAML.' },
  'eval-spec-too-large': { severity: 'error', summary: 'An `.eval.yaml` is over 256 KiB; caliper does not read it.' },
  'eval-spec-glob-cost': {
    severity: 'error',
    summary:
      "Matching an `.eval.yaml`'s `sandbox.forbidden_files` against the " +
      'paths of the skills it installs could take more than 200,000,000 ' +
      'steps.',
  },
  'eval-spec-schema': { severity: 'error', summary: 'An `.eval.yaml` must match `schemas/eval-spec.schema.json`.' },
  'eval-spec-unknown-skill': {
    severity: 'error',
    summary: 'An eval spec names a skill that is not in the repository.',
  },
  'eval-spec-duplicate-case': { severity: 'error', summary: 'Case ids in one eval spec must be unique.' },
  'eval-spec-pattern': {
    severity: 'error',
    summary: 'A `file_contains` or `output_matches` pattern must compile as RE2 (no backreferences, no lookaround).',
  },
  'eval-spec-path': {
    severity: 'error',
    summary:
      'A `sandbox.fixtures` path must be a folder inside the skill, and a ' +
      "check's path must stay in the agent's working folder.",
  },
  'eval-spec-check-not-counted': {
    severity: 'warning',
    summary: 'A case that expects its skill not to be chosen has an execution check, which counts toward no rate.',
  },
  'eval-spec-disabled-activation': {
    severity: 'error',
    summary: 'A case expects activation of a skill that has `disable-model-invocation: true`.',
  },
  'eval-spec-invocation-syntax': {
    severity: 'error',
    summary: 'A prompt invokes a skill by name; install-and-discover prompts must not.',
  },
  'eval-spec-file-name': { severity: 'error', summary: 'An eval spec must be named `.eval.yaml`.' },
  'eval-spec-tool-name': {
    severity: 'error',
    summary: "A `tool_used` or `tool_order` check names a tool a backend's transcript never records.",
  },
  'eval-spec-negation': {
    severity: 'error',
    summary:
      '`not:` wraps an activation check (`expect: false` or ' +
      '`not_activated_any` says it) or a judge check (write the rubric in ' +
      'the negative).',
  },
  'eval-spec-vars': {
    severity: 'error',
    summary: "A case's `vars:` rows must fill every `{{name}}` it uses and make case ids results can hold.",
  },
  'eval-spec-judge': {
    severity: 'error',
    summary: 'A `judge` rubric must have words and no `<rubric>` tags; an even number of votes can tie (a warning).',
  },
  'eval-spec-turns': {
    severity: 'error',
    summary: 'A case with `turns:` lists a backend whose CLI cannot resume a session headless.',
  },
  'eval-spec-mcp-server': {
    severity: 'error',
    summary:
      'An `mcp:` server must be exactly one of a mock (`tools:`), a ' +
      "`command:` or an `npm:` package, and a mock tool's `input:`/`expect:` " +
      'must be a short form or a JSON Schema.',
  },
  'eval-spec-mcp-unknown': {
    severity: 'error',
    summary:
      'An `mcp_call` check or an answer names an MCP server the case does not have, or a tool its mock does not list.',
  },
  'eval-spec-mcp-command': {
    severity: 'error',
    summary:
      "An MCP server's `command:` must run a file of the skill, and an `npm:` server must be pinned to one version.",
  },
  'check-cannot-fail': {
    severity: 'warning',
    summary:
      'An execution check passes on the empty run (the fixtures, no skill, ' +
      'no tool, no answer), or on a reference run and every mutant of it: it ' +
      'cannot fail (`caliper prove`).',
  },
  'check-cannot-pass': {
    severity: 'error',
    summary:
      "An execution check fails on its case's `reference:` run (the files " +
      'and answer a correct run ends with): it cannot pass (`caliper prove`).',
  },
  'eval-spec-orphan': { severity: 'error', summary: 'An `.eval.yaml` must sit beside the `SKILL.md` it evaluates.' },
} as const satisfies Record<string, { severity: 'error' | 'warning'; summary: string }>;

export type RuleId = keyof typeof RULES;
export const RULE_IDS = Object.keys(RULES) as RuleId[];
export const RULES_DOC_URL = 'https://github.com/caliper-ci/caliper/blob/main/docs/rules.md';
