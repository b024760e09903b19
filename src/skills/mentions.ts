import { markdownLineScanner } from './markdownLines.js';
import { EXAMPLE_MARKER } from './references.js';

/**
 * A place where a SKILL.md tells the agent to use another skill. Which of these are skills of the repository
 * is decided later; this only reads the text.
 */
export interface SkillMention {
  name: string;
  /** 1-based line in SKILL.md. */
  line: number;
  /**
   * `slash`: `/name`; `dollar`: `$name` (Codex); `plugin`: `plugin:name`; `named`: "the X skill", "Use `X`
   * skill"; `required`: "REQUIRED SUB-SKILL: X" and the like. `plugin` and `required` are unambiguous: they
   * can only mean a skill, so a name that is no skill of the repository is worth a warning. `heading`: a
   * heading that is just a name (`### phoenix-tracing`): the paths under it may be that skill's files, but
   * it says nothing about using the skill. `code`: an inline code span that is just a hyphenated name
   * ("Use `research-lookup` to find papers", "see `build-mcp-server`"). `path`: a path into a folder beside
   * the skill (`../hook-development/`). Both count only when the name is a skill of the repository.
   */
  form: 'slash' | 'dollar' | 'plugin' | 'named' | 'required' | 'heading' | 'code' | 'path';
  /** The plugin part of `plugin:name`. */
  plugin?: string;
  /**
   * A `plugin` mention without a leading `/` whose prefix the text also uses as an XML namespace
   * (`<acme:activity>` in the file, or `bpmn:UserTask` on the line): most likely an element of that
   * namespace, so an unknown name is no typo.
   */
  xmlName?: true;
}

/**
 * Lines that may hold a mention: a heading, or the character or word each form needs (`/`, `$`, a `:`
 * before a name character, `` ` ``, "skill", "required"). More lines than that pass; none fewer.
 */
const scanMentionLines = markdownLineScanner(/\n#|[/$`]|:[a-z0-9]|skill|required/i);
const NAME = '[a-z0-9][a-z0-9-]*[a-z0-9]|[a-z0-9]';
const SLASH = new RegExp(`(?<![\\w/.:~-])/(${NAME})(?![\\w/.:?#{-])`, 'g');
/** A table row or a line about web routes: `/playground` there is a page of an app, not a command. */
const WEB_ROUTES = /^\s*\||\b(?:routes?|urls?|endpoints?|pages?)\b/i;
const DOLLAR = new RegExp(`(?<![\\w$])\\$(${NAME})(?![\\w{-])`, 'g');
/**
 * `superpowers:x`, and `/discord:access` (a plugin's skill run as a command); not an XML element
 * (`<acme:input`, `</acme:input`), an npm scope (`@acme:registry`) or a key (`"acme:x": 1`, `acme:x=1`).
 */
const PLUGIN = new RegExp(`(?<![\\w/.:<@-])/?(${NAME}):(${NAME})(?![\\w/:=-]|["']\\s*:)`, 'g');
/** Where a body uses a prefix as an XML namespace: `<acme:activity`, `</acme:x>`, `xmlns:acme=`. */
const XML_PREFIX = /<\/?([A-Za-z][\w.-]*):[A-Za-z]|\bxmlns:([A-Za-z][\w.-]*)\s*=/g;
/** A qualified XML name (`bpmn:UserTask`, `bpmn:sendTask`): a line holding one speaks of XML, not skills. */
const XML_QUALIFIED_NAME = /\b[A-Za-z][\w.-]*:(?:[A-Z]|[a-z]+[A-Z])\w*/;
/** A code span holding nothing but a hyphenated name: a one-word span (`pdf`, `scan`) is too often a tool or format. */
const CODE_NAME = new RegExp(`(?<!\`)\`(${NAME})\`(?!\`)`, 'g');
/** `../name/` or `../name/file`: the folder of a skill beside this one. */
const SIBLING_PATH = new RegExp(`(?<![\\w.])\\.\\./(${NAME})(?=/)`, 'g');
/** What every `plugin:name` holds: a colon between two name characters. */
const PLUGIN_COLON = /[a-z0-9]:[a-z0-9]/;
/** "the X skill", "`X` skill", "**X** skill", "x-y skill"; not "a PDF skill", a kind of skill. */
const NAMED = new RegExp(`(?<![\\w/.:-])([Tt]he\\s+)?([*_\`]*)(${NAME})[*_\`]*(?:'s)?\\s+(?:sub-?)?skill\\b`, 'g');
const HEADING = new RegExp(`^#{1,6}\\s+[*_\`]*(${NAME})[*_\`]*\\s*$`);
const REQUIRED_WORD = /required/i;
const SKILL_WORD = /skill/i;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
/** `REQUIRED SUB-SKILL: Use x`: the label, what may lead the name, then the name (its emphasis in group 1, it in 2). */
const REQUIRED_KIND = '(?: SKILL| SUB-SKILL| BACKGROUND| SKILLS| SUB-SKILLS)';
const REQUIRED_LABEL = String.raw`\bREQUIRED(?: [A-Z-]+)*${REQUIRED_KIND}\s*:\**\s*`;
const REQUIRED_LEAD = String.raw`(?:use\s+|you must (?:use|understand)\s+|the\s+|invoke\s+)?`;
const REQUIRED = new RegExp(`${REQUIRED_LABEL}${REQUIRED_LEAD}([*_\`]*)([a-z0-9][a-z0-9:-]*[a-z0-9])`, 'i');

/** Every mention of a skill in a SKILL.md body, outside fenced code, in line order. Pure. */
export function extractMentions(body: string, bodyStartLine: number): SkillMention[] {
  const out: SkillMention[] = [];
  // Most lines hold none of these forms: a cheap look for the characters each form needs comes first.
  const mayRequire = REQUIRED_WORD.test(body);
  const xmlPrefixes = body.includes(':') ? xmlNamespacePrefixes(body) : new Set<string>();
  scanMentionLines(body, bodyStartLine, (text, line, block) => {
    if (block !== undefined) return;
    const heading = text.startsWith('#') ? HEADING.exec(text)?.[1] : undefined;
    if (heading !== undefined) out.push({ name: heading, line, form: 'heading' });
    const prose = text.includes('://') ? text.replace(URL, ' ') : text;
    if (prose.includes('/') && !WEB_ROUTES.test(prose))
      for (const m of prose.matchAll(SLASH)) out.push({ name: m[1]!, line, form: 'slash' });
    if (prose.includes('$')) for (const m of prose.matchAll(DOLLAR)) out.push({ name: m[1]!, line, form: 'dollar' });
    if (PLUGIN_COLON.test(prose)) {
      const xmlLine = XML_QUALIFIED_NAME.test(prose);
      for (const m of prose.matchAll(PLUGIN)) {
        const mention: SkillMention = { name: m[2]!, line, form: 'plugin', plugin: m[1]! };
        // `/acme:x` runs a command or skill: no XML name is written with a leading `/` (`</acme:x` is not matched).
        if (!m[0].startsWith('/') && (xmlLine || xmlPrefixes.has(m[1]!))) mention.xmlName = true;
        out.push(mention);
      }
    }
    if (SKILL_WORD.test(prose))
      for (const m of prose.matchAll(NAMED)) {
        if (m[1] !== undefined || m[2] !== '' || m[3]!.includes('-')) out.push({ name: m[3]!, line, form: 'named' });
      }
    // "Namespace by tool (e.g., `gh-address-comments`)": a name offered as an example is no skill to use.
    if (prose.includes('`') && !EXAMPLE_MARKER.test(prose)) {
      for (const m of prose.matchAll(CODE_NAME)) if (m[1]!.includes('-')) out.push({ name: m[1]!, line, form: 'code' });
    }
    if (prose.includes('../'))
      for (const m of prose.matchAll(SIBLING_PATH)) out.push({ name: m[1]!, line, form: 'path' });
    const required = mayRequire ? REQUIRED.exec(prose) : null;
    // `REQUIRED SUB-SKILL: Use superpowers:x` is already a `plugin` mention; a plain word must look like a name.
    const name = required?.[2];
    if (name !== undefined && !name.includes(':') && (required![1] !== '' || name.includes('-')))
      out.push({ name: name.toLowerCase(), line, form: 'required' });
  });
  return out;
}

/** The prefixes a body (fenced code included) uses as XML namespaces. */
function xmlNamespacePrefixes(body: string): Set<string> {
  const prefixes = new Set<string>();
  for (const m of body.matchAll(XML_PREFIX)) prefixes.add(m[1] ?? m[2]!);
  return prefixes;
}
