export const id = 503;
export const ids = [503];
export const modules = {

/***/ 4503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  INIT_USAGE: () => (/* binding */ INIT_USAGE),
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/repositoryOptions.ts
var repositoryOptions = __webpack_require__(5624);
// EXTERNAL MODULE: ./src/skills/discover.ts
var discover = __webpack_require__(2303);
// EXTERNAL MODULE: ./src/skills/layout.ts
var layout = __webpack_require__(4014);
// EXTERNAL MODULE: ./src/skills/readSkill.ts + 1 modules
var readSkill = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/skills/skillFiles.ts
var skillFiles = __webpack_require__(8216);
// EXTERNAL MODULE: ./src/util/strings.ts
var strings = __webpack_require__(558);
// EXTERNAL MODULE: ./src/eval/spec/readSpec.ts + 5 modules
var readSpec = __webpack_require__(9165);
;// CONCATENATED MODULE: ./src/init/namedFiles.ts
/**
 * The files a skill's body says the task reads or writes (`Read CHANGELOG.md`, `… > summary.txt`,
 * `PdfReader("input.pdf")`), by name only: a name with a folder in it is the skill's own file or
 * another skill's, not the user's.
 */
/** Formats a user hands an agent; a name must end in one of them to count (so `Node.js`, `v1.2` do not). */
const EXTENSIONS = 'csv|tsv|json|jsonl|yaml|yml|xml|txt|md|pdf|xlsx|xlsm|xls|docx|pptx|html|htm|sql|log|ini|toml|png|jpg|jpeg|svg|ipynb';
const FILE_NAME = new RegExp(`(?<![\\w./\\\\$~-])([A-Za-z0-9][A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+)*\\.(?:${EXTENSIONS}))(?![\\w/\\\\-])`, 'gi');
/** A name caliper will create as a fixture: one segment, no leading dot, at most 64 characters. */
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}[A-Za-z0-9]$/;
/** Words or syntax right before a name that make it something the task writes. */
const WRITE_VERBS = 'write|writes|written|save|saves|saved|create|creates|produce|produces|export|exports|output';
const WRITE_SYNTAX = String.raw `\bto_[a-z]+\(|\.save\(|\bCanvas\(|Template\(|>>?|\s-o|--output[= ]`;
const OPENERS = '[`\'"([]*';
const WRITE_BEFORE = new RegExp(String.raw `(?:\b(?:${WRITE_VERBS})\b|${WRITE_SYNTAX})\s*${OPENERS}\s*$`, 'i');
/** Syntax right after a name that writes it (`open("x", "w")`). */
const WRITE_AFTER = /^[`'"]?\s*,\s*["'](?:w|a|wb|ab)["']/;
const OUTPUT_NAME = /^(?:out|output|result|results)(?:[._-]|$)/i;
/** Files that instruct an agent (a skill, a project's agent notes): never the input of a user's task. */
const AGENT_FILES = new Set(['skill.md', 'agents.md', 'claude.md', 'gemini.md']);
/** A Markdown link's target: `[cli-reference.md](references/cli-reference.md)`. */
const LINK_TARGET = /\]\(\s*<?([^)<>\s#?]+)/g;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * `skillFiles`: names (lower case) of the files in the skill's folder, which are the skill's own; so are
 * the documents the body links to, wherever they are (`[guide.md](../shared/guide.md)`).
 */
function namedFiles(body, skillFiles) {
    const own = new Set(skillFiles);
    for (const [, target] of body.matchAll(LINK_TARGET)) {
        if (!URL_SCHEME.test(target))
            own.add(target.slice(target.lastIndexOf('/') + 1).toLowerCase());
    }
    const tallies = new Map();
    for (const m of body.matchAll(FILE_NAME)) {
        const name = m[1];
        if (!SAFE_FILE_NAME.test(name) || own.has(name.toLowerCase()) || AGENT_FILES.has(name.toLowerCase()))
            continue;
        const at = m.index;
        const lineStart = body.lastIndexOf('\n', at) + 1;
        const before = body.slice(Math.max(lineStart, at - 60), at);
        const after = body.slice(at + name.length, at + name.length + 12);
        const writes = WRITE_BEFORE.test(before) || WRITE_AFTER.test(after) || OUTPUT_NAME.test(name);
        const tally = tallies.get(name) ?? { name, first: at, reads: 0, writes: 0 };
        if (writes)
            tally.writes++;
        else
            tally.reads++;
        tallies.set(name, tally);
    }
    const ranked = [...tallies.values()].sort((a, b) => b.reads + b.writes - (a.reads + a.writes) || a.first - b.first);
    return {
        inputs: ranked.filter((t) => t.reads >= t.writes).map((t) => t.name),
        outputs: ranked.filter((t) => t.writes > t.reads).map((t) => t.name),
    };
}

;// CONCATENATED MODULE: ./src/init/placeholders.ts
const PLACEHOLDER_MARK = 'caliper init placeholder';
function placeholder(name) {
    const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const say = `${PLACEHOLDER_MARK}: replace ${name} with a small real one`;
    const text = (content) => ({ name, content, real: true });
    switch (ext) {
        case 'csv':
            return text(`note,value\n${say},0\n`);
        case 'tsv':
            return text(`note\tvalue\n${say}\t0\n`);
        case 'json':
            return text(`${JSON.stringify({ note: say }, null, 2)}\n`);
        case 'jsonl':
            return text(`${JSON.stringify({ note: say })}\n`);
        case 'yaml':
        case 'yml':
            return text(`# ${say}\nnote: placeholder\n`);
        case 'md':
            return text(`<!-- ${say} -->\n# Placeholder\n\nThis file stands in for the real ${name}.\n`);
        case 'txt':
        case 'log':
        case 'ini':
        case 'toml':
        case 'sql':
            return text(`${ext === 'sql' ? '--' : '#'} ${say}\n`);
        case 'html':
        case 'htm':
            return text(`<!-- ${say} -->\n<!doctype html>\n<title>Placeholder</title>\n<p>This ` +
                `file stands in for the real ${name}.</p>\n`);
        case 'xml':
        case 'svg':
            return text(`<?xml version="1.0"?>\n<!-- ${say} -->\n<placeholder/>\n`);
        case 'pdf':
            return text(onePagePdf(say));
        default:
            return { name, content: `${say}. This is a text file, not a real .${ext} file.\n`, real: false };
    }
}
/** A one-page PDF showing `line` (ASCII, no parentheses or backslashes: the caller's file name rule). */
function onePagePdf(line) {
    const stream = `BT /F1 12 Tf 72 720 Td (${line}) Tj ET`;
    const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
        `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let pdf = '%PDF-1.4\n';
    const offsets = [];
    objects.forEach((body, i) => {
        offsets.push(pdf.length);
        pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = pdf.length;
    pdf +=
        `xref\n0 ${objects.length + 1}\n0000000000 65535 f ` +
            `\n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

;// CONCATENATED MODULE: ./src/init/text.ts
/**
 * Plain-text helpers for drafting a spec from a skill's own words. Everything a SKILL.md says is
 * attacker-controlled, so text leaves here on one line with no control, bidirectional or zero-width
 * characters: it can then be quoted into YAML or put in a `#` comment without breaking out of either.
 */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
/** One line of printable text: unprintable characters become spaces, runs of space one space. */
function oneLine(text) {
    return text.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
}
/** At most `max` characters, cut at a clause or word boundary rather than inside a word. */
function clip(text, max) {
    if (text.length <= max)
        return text;
    const head = text.slice(0, max);
    const comma = head.lastIndexOf(', ');
    const space = head.lastIndexOf(' ');
    const cut = comma > max / 2 ? comma : space > max / 2 ? space : max;
    return head.slice(0, cut).replace(/[\s,;:—-]+$/, '');
}
/** Sentences of a description; `e.g.,`, `.xlsx` and `etc.)` do not end one. */
function sentences(text) {
    return oneLine(text)
        .split(/(?<=[.!?])\s+(?=[A-Z"'(])/)
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
}
/** A double-quoted YAML scalar. JSON's escapes are YAML's, and `oneLine` left nothing YAML reads as a break. */
function yamlString(text) {
    return JSON.stringify(oneLine(text));
}
/**
 * Lower-case the first letter of a sentence start (`Write` becomes `write`), never of a name: an acronym
 * (`PDF`), a word with a capital inside (`UiPath`, `GitHub`) or a word in `properNouns` (`Jira`).
 */
function lowerFirst(text, properNouns = NO_NAMES) {
    const word = /^[A-Z][a-z]+(?=$|[^A-Za-z0-9])/.exec(text)?.[0];
    return word === undefined || properNouns.has(word) ? text : text[0].toLowerCase() + text.slice(1);
}
const NO_NAMES = new Set();
/** Capitalised words a text writes mid-sentence (`… issues in Jira and Linear`): names, kept as written. */
function properNouns(text) {
    return new Set(oneLine(text).match(/(?<=[a-z0-9,;)]\s+)[A-Z][a-z]+\b/g) ?? []);
}
const STOP_WORDS = new Set(('a an and any are as at be by can do does for from has have how i if in into is it its me my of on or our ' +
    'the their them then this that to use used user uses using want wants when whenever where which while who ' +
    'will with you your skill skills claude agent asks ask asked also other such etc e g file files new one all ' +
    'should must not only more most like just make each every some sort kind kinds anything something').split(' '));
/** The content words of a text, lower case, in order of first appearance (with repeats). */
function contentWords(text) {
    return (oneLine(text)
        .toLowerCase()
        .match(/[a-z][a-z0-9]+/g) ?? []).filter((w) => w.length > 2 && !STOP_WORDS.has(w));
}
/** The most frequent content word (the first of equals), for a question near the skill's subject. */
function topicWord(text, exclude) {
    const counts = new Map();
    for (const w of contentWords(text))
        if (!exclude(w))
            counts.set(w, (counts.get(w) ?? 0) + 1);
    let best;
    for (const [word, n] of counts)
        if (best === undefined || n > counts.get(best))
            best = word;
    return best;
}

;// CONCATENATED MODULE: ./src/init/prompts.ts

const NEGATIVE = /^(?:do not|don't|never|not for|avoid)\b|\b(?:do not|don't|never) (?:use|trigger|invoke|load)\b/i;
/** "Always invoke for `.xaml` files": a trigger by what the user works on, not by a condition. */
const INVOKE_FOR = /^(?:always|must|should)?\s*(?:use|invoke|load|trigger|activate|apply)\s+(?:this skill\s+|it\s+)?(?:for|on|with)\s+/i;
const TRIGGER = new RegExp([
    String.raw `\b(?:use|used|trigger|invoke|load|activate|apply)\b.*?\b(?:when(?:ever)?|any ?time|if)\b`,
    String.raw `^(?:when(?:ever)?|if)\b`,
    String.raw `\bshould use\b`,
    INVOKE_FOR.source,
].join('|'), 'i');
function descriptionParts(description) {
    const parts = { what: [], when: [], notWhen: [] };
    for (const s of sentences(description)) {
        if (NEGATIVE.test(s))
            parts.notWhen.push(s);
        else if (TRIGGER.test(s))
            parts.when.push(s);
        else
            parts.what.push(s);
    }
    return parts;
}
/** Common verbs in their base form: a description that starts with one (or its -s/-ing form) states a task. */
const VERBS = new Set(('add analyse analyze answer apply audit build check choose classify clean combine compare compile compute ' +
    'convert count create debug decrypt deploy design document draft edit encrypt explain export extract fetch ' +
    'fill find fix format generate greet handle help import inspect lint list load manage merge migrate modify ' +
    'open optimise optimize organise organize parse plan prepare process produce publish read refactor release ' +
    'remove rename render reply report restructure review rewrite rotate run scan schedule search send set ship ' +
    'sort split style summarise summarize test track transform translate triage turn update upgrade validate ' +
    'verify watermark word work write mention reference need want ask use include upload download install ' +
    'configure connect scaffold scrape automate approve assign reassign monitor query train author package ' +
    'pack sync integrate register provision describe provide implement push pull discover transcribe animate ' +
    'embed develop block enable disable evaluate').split(' '));
/** The base form of `word` when it is a known verb, as written or as its -s, -es or -ing form. */
function baseVerb(word) {
    const w = word.toLowerCase();
    const candidates = [
        w,
        w.replace(/s$/, ''),
        w.replace(/es$/, ''),
        w.replace(/ies$/, 'y'),
        w.replace(/ing$/, ''),
        w.replace(/ing$/, 'e'),
        w.replace(/([a-z])\1ing$/, '$1'),
    ];
    return candidates.find((c) => c.length > 1 && VERBS.has(c));
}
/** "A set of tools to help you …" and "Any task where the user wants to …", each in two parts. */
const HELPERS = '(?:resources|tools|instructions|guides|scripts|helpers)';
const SET_OF = String.raw `^(?:a |an )?(?:set|collection|bundle) of ${HELPERS}\s+`;
const TO_HELP = String.raw `(?:to help (?:me|you|the user)(?: to)?|to|for)\s+`;
const ANY_TASK = '^(?:any|every) (?:task|time|request)s? (?:where|when|that|in which) ';
const SOMEONE_WANTS = String.raw `(?:the user|you|someone) (?:wants?|needs?|asks?)(?: you)?(?: to)?:?\s+`;
const LEAD_INS = [
    /^(?:this|the) skill\s+(?:is used to|is for|helps(?: you| me)?(?: to)?|lets you|can|will)?\s*/i,
    /^use this skill (?:to|for)\s+/i,
    new RegExp(SET_OF + TO_HELP, 'i'),
    /^(?:resources|tools|instructions|guidance|helpers?)\s+(?:to help (?:me|you)(?: to)?|to|for)\s+/i,
    /^this (?:includes|covers|means|handles)\s+/i,
    /^(?:also )?(?:covers|includes|supports)\s+/i,
    /^(?:an? |the )?(?:official |comprehensive |complete )?(?:skill|guide|toolkit|reference) (?:for|to|on)\s+/i,
    new RegExp(ANY_TASK + SOMEONE_WANTS, 'i'),
];
/**
 * A "what it does" sentence as a request a user would type: a task, not the skill's name. `properNouns`
 * keep their capital at the start of the request.
 */
function asRequest(sentence, properNouns) {
    let s = withoutPointers(sentence).replace(/[.!?\s]+$/, '');
    for (const lead of LEAD_INS)
        s = s.replace(lead, '');
    s = clip(taskPart(s).replace(/\s*\([^)]*\)/g, ''), 160);
    const [first = '', ...rest] = s.split(' ');
    const bare = first.replace(/[^A-Za-z]+$/, '');
    const verb = baseVerb(bare);
    if (verb !== undefined && /ing$/i.test(bare))
        return `I need help ${lowerFirst(s, properNouns)}.`;
    // "Sets up, manages and configures X": the verbs after a third-person first one are third-person too.
    const task = [verb + first.slice(bare.length), ...rest].join(' ');
    if (verb !== undefined)
        return `Please ${verb !== bare.toLowerCase() && /s$/i.test(bare) ? baseVerbList(task) : task}.`;
    return `I need help with ${lowerFirst(s, properNouns)}.`;
}
/** `set up, manages, queries, and configures X`: each verb of the list that opens a task in its base form. */
function baseVerbList(task) {
    const parts = task.split(/(,\s*(?:and |or )?|\s+(?:and|or)\s+)/);
    for (let i = 2; i < parts.length; i += 2) {
        const [word = '', ...rest] = parts[i].split(' ');
        const verb = /s$/.test(word) ? baseVerb(word) : undefined;
        if (verb === undefined) {
            if (baseVerb(word) === undefined)
                break;
            continue;
        }
        parts[i] = [verb, ...rest].join(' ');
    }
    return parts.join('');
}
/**
 * The first clause of a sentence; but of `Acme RPA — create, edit and run workflows` (a name, then what
 * it does) the tasks, in the name: `create, edit and run workflows in Acme RPA`.
 */
function taskPart(sentence) {
    const [head = '', tail] = sentence.split(/ — | -- |: /, 2);
    const startsWithVerb = (text) => baseVerb(text.split(/[\s,/]/)[0]) !== undefined;
    const named = tail !== undefined && !startsWithVerb(head) && startsWithVerb(tail) && head.split(' ').length <= 4;
    if (named)
        return `${tail.split(/;| — | -- /)[0]} in ${head}`;
    return head.split(';')[0];
}
/** `(→uipath-rpa)`, `→ other-skill`, `-> x`: where a description sends the agent, not what a user says. */
function withoutPointers(text) {
    return text.replace(/\s*\(\s*(?:→|->)[^)]*\)|\s*(?:→|->)\s*[\w./-]+/g, '');
}
/** The condition of a "use when …" sentence: `the user asks for release notes`. */
function whenClause(text) {
    const sentence = withoutPointers(text);
    const at = /\b(?:when(?:ever)?|any ?time|if)\b\s*/i.exec(sentence);
    const invokeFor = at ? null : INVOKE_FOR.exec(sentence);
    if (invokeFor) {
        const what = sentence.slice(invokeFor[0].length).split(/[.;](?=\s|$)|: | — | -- /)[0];
        return clip(`working with ${what.trim()}`, 180);
    }
    let clause = at ? sentence.slice(at.index + at[0].length) : sentence;
    clause = clause.replace(/,?\s*(?:use|trigger|invoke|load) (?:this|the|it)\b.*$/i, '');
    clause = clause.split(/:|;| — | -- | - /)[0].replace(/\s*\([^)]*\)?/g, '');
    return clip(clause.replace(/[.!?,\s]+$/, ''), 180);
}
/** Third person to first: `the user edits X or asks Y` becomes `I edit X or ask Y`. */
function firstPersonVerbs(text) {
    return text.replace(/(^I |\b(?:or|and) )([A-Za-z]+)\b/g, (all, lead, word) => {
        // Right after "I" a word is the verb (`I describes` is `I describe`); after "or" only a known one is.
        if (!/s$/i.test(word))
            return all;
        const verb = baseVerb(word) ?? (lead === 'I ' ? thirdPersonToBase(word) : undefined);
        return verb === undefined ? all : `${lead}${verb}`;
    });
}
/** `describes` to `describe`, `implies` to `imply`, `pushes` to `push`, `has` to `have`. */
const IRREGULAR = { is: 'am', has: 'have', does: 'do', was: 'was' };
function thirdPersonToBase(word) {
    const irregular = IRREGULAR[word.toLowerCase()];
    if (irregular !== undefined)
        return irregular;
    if (/ss$/i.test(word))
        return undefined;
    if (/ies$/i.test(word))
        return word.slice(0, -3) + 'y';
    if (/(?:ch|sh|x|z|o)es$/i.test(word))
        return word.slice(0, -2);
    return word.slice(0, -1);
}
const REPHRASINGS = [
    [/^(?:the )?user (?:asks|wants|needs)(?: you| claude)? (?:for|about) (.+)$/i, (m) => `Can you help me with ${m[1]}?`],
    [/^(?:the )?user asks(?: you| claude)? how to (.+)$/i, (m) => `How do I ${m[1]}?`],
    [/^(?:the )?user asks(?: you| claude)? to (.+)$/i, (m) => `Please ${m[1]}.`],
    [/^(?:the )?user (?:wants|needs)(?: you| claude)? to (.+)$/i, (m) => `I want to ${m[1]}. Can you help?`],
    [/^(?:you are |claude is |the agent is )?asked to (.+)$/i, (m) => `Please ${m[1]}.`],
    [/^(?:you|claude|the agent|the model) (?:needs?|has|have) to (.+)$/i, (m) => `Please ${m[1]}.`],
    [/^(?:working|dealing) with (.+)$/i, (m) => `I am working with ${m[1]}. Can you help?`],
    [/^(?:the )?user's (.+)$/i, (m) => `My ${m[1]}. Can you help?`],
    [/^(?:the )?user (.+)$/i, (m) => `${firstPersonVerbs(`I ${m[1]}`)}. Can you help?`],
];
/** A "use when" condition as what such a user would say. */
function asUserSaying(clause, properNouns) {
    for (const [pattern, say] of REPHRASINGS) {
        const m = pattern.exec(clause);
        if (m)
            return say(m);
    }
    return `I have a task where ${lowerFirst(clause, properNouns)}. Can you help?`;
}
/** Words that open a request as typed (`show me …`, `why does …`), kept as the user's own. */
const OPENING_WORDS = "i|i'm|i've|my|we|our|please|can|could|how|what|why|where|which|is|are|does|do";
const OPENS_A_REQUEST = new RegExp(String.raw `^(?:${OPENING_WORDS}|show|help|give|tell|let's|if|when)\b`, 'i');
const QUESTION_WORD = /^(?:how|what|why|where|which|is|are|does|do|can|could)\b/i;
/**
 * A request a skill quotes as its users' (`'build a workflow'`) as a prompt: as written when it reads as
 * one, else asked (`Can you build a workflow in UiPath?`), naming `subject` when the quote does not.
 */
function asQuotedRequest(quote, subject, properNouns) {
    const text = quote.replace(/^(\w+)\/\w+\b/, '$1').replace(/[.!,;\s]+$/, '');
    const where = subject !== undefined && !text.toLowerCase().includes(subject.toLowerCase()) ? ` in ${subject}` : '';
    if (OPENS_A_REQUEST.test(text)) {
        const said = text[0].toUpperCase() + text.slice(1);
        if (said.endsWith('?'))
            return said;
        return `${said}${where}${QUESTION_WORD.test(text) ? '?' : '.'}`;
    }
    const first = text.split(/[\s,]/)[0];
    if (baseVerb(first) !== undefined && !/ing$/i.test(first))
        return `Can you ${lowerFirst(text, properNouns)}${where}?`;
    return `I need help with ${lowerFirst(text, properNouns)}${where}.`;
}
/**
 * The product or subject a skill is named for, as its description writes it: `UiPath` for `uipath-rpa`,
 * `PDF` for `pdf`. Undefined when no word of the name is written with a capital.
 */
function subjectOf(name, text) {
    for (const word of name.split('-')) {
        if (word.length < 3)
            continue;
        for (const m of text.matchAll(new RegExp(`\\b${word}\\b`, 'gi')))
            if (/[A-Z]/.test(m[0]))
                return m[0];
    }
    return undefined;
}
/**
 * A prompt that never names the skill: `name` (and its invocation forms `/name`, `$name`) becomes its
 * words, and "Claude" or "this skill" become "you" and "it". A one-word name that is also the task's
 * subject (`pdf`) stays a word of the task.
 */
function withoutSkillName(prompt, names) {
    let out = prompt.replace(/\bClaude\b/g, 'you').replace(/\b(?:this|the) skill\b/gi, 'it');
    for (const name of names) {
        const words = name.replace(/[-_]+/g, ' ');
        out = out.replace(new RegExp(`(?:/skill:|[/$])?\\b${escapeRegExp(name)}\\b`, 'gi'), (hit) => hit.includes('-') || hit.includes('_') || /^[/$]/.test(hit) ? words : hit);
    }
    return out.replace(/\s+/g, ' ').trim();
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// EXTERNAL MODULE: ./src/skills/markdownLines.ts
var markdownLines = __webpack_require__(7606);
;// CONCATENATED MODULE: ./src/init/examples.ts


/** 'build a workflow', "create a test case", ‘approve task’: a quote opens after a blank or `(`/`:`/`,`. */
const QUOTES = [
    String.raw `'([^'\n]{3,140})'`,
    String.raw `"([^"\n]{3,140})"`,
    String.raw `‘([^’\n]{3,140})’`,
    String.raw `“([^”\n]{3,140})”`,
];
const QUOTED = new RegExp(String.raw `(?<=^|[\s(:,[])(?:${QUOTES.join('|')})(?=$|[\s,.;:)\]!?])`, 'g');
/** Headings over a skill's examples of use: "When to Use This Skill", "Triggers", "Example requests". */
const USE_HEADING = /\b(?:when to (?:use|invoke|activate)|use (?:this skill )?when|triggers?|examples?|example requests|use cases?)\b/i;
const WHEN_HEADING = /\b(?:when to (?:use|invoke|activate)|use (?:this skill )?when|use cases?)\b/i;
const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(.+)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/;
const scanLines = (0,markdownLines/* markdownLineScanner */.i)(/\n\s{0,3}#|\n\s*(?:[-*+]|\d+[.)])\s/);
const MAX_EACH = 12;
/** A fragment, not a request: `upload to`, `the status of`. */
const DANGLING = /\b(?:to|for|with|of|in|on|at|a|an|the|and|or|by|from|into|via)$/i;
function userWords(whenToUse, description, body) {
    const fromField = whenToUse === undefined ? [] : quotedRequests(whenToUse);
    const quoted = [
        ...fromField.map((text) => ({ text, from: 'when_to_use' })),
        ...quotedRequests(description).map((text) => ({ text, from: 'description' })),
    ];
    const whenBullets = [];
    let heading;
    scanLines(body, 1, (line, _n, block) => {
        if (block !== undefined)
            return;
        const h = HEADING.exec(line);
        if (h !== null) {
            heading = h[1];
            return;
        }
        const bullet = heading === undefined ? null : BULLET.exec(line);
        if (bullet === null || !USE_HEADING.test(heading))
            return;
        const requests = quotedRequests(bullet[1]);
        if (quoted.length < MAX_EACH * 2)
            quoted.push(...requests.map((text) => ({ text, from: 'body' })));
        const aCondition = requests.length === 0 && WHEN_HEADING.test(heading);
        if (aCondition && whenBullets.length < MAX_EACH)
            whenBullets.push(plainMarkdown(bullet[1]));
    });
    return { quoted, whenBullets };
}
/** The quoted phrases of a text that read as requests: two words or more, no code, no file name alone. */
function quotedRequests(text) {
    const out = [];
    for (const m of oneLine(text).matchAll(QUOTED)) {
        const quote = (m[1] ?? m[2] ?? m[3] ?? m[4]).trim();
        const notARequest = !/\s/.test(quote) || /[`{}<>$\\]|^\.|^\W+$/.test(quote) || DANGLING.test(quote);
        if (notARequest || out.includes(quote))
            continue;
        out.push(quote);
        if (out.length === MAX_EACH)
            break;
    }
    return out;
}
/** A Markdown line as plain words: no emphasis, code marks or link targets. */
function plainMarkdown(text) {
    return oneLine(text
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]+/g, '')
        .replace(/\s*\([^)]*\)/g, '')).replace(/[.;:,\s]+$/, '');
}

;// CONCATENATED MODULE: ./src/init/requests.ts



const TODO = {
    quoted: (where) => `TODO: a request the skill's ${where} quotes as its users'; check your users send it`,
    bullet: 'TODO: drafted from a bullet of the body\'s "When to use" section; reword it as a user would ask',
    whenToUse: 'TODO: drafted from when_to_use; reword it as a user would ask',
    what: "TODO: a request for the task, drafted from the description's first sentence; make it sound like your users",
    when: 'TODO: drafted from the description\'s "use when" sentence; reword it as a user would ask',
    description: 'TODO: a request for the task, drafted from the description; make it sound like your users',
};
const CONDITION = /^(?:the )?user\b|^when\b|^if\b/i;
/**
 * Requests for the skill's task, best first: what its users say in its own words (the requests quoted in
 * `when_to_use` or under a "When to use" or "Examples" heading, the "User wants …" bullets of "When to
 * use"), then `when_to_use` as a condition, then the description read as a task, the topics "When to
 * use" lists, and the description's conditions. Never empty.
 */
function requests(skill, nouns) {
    const words = userWords(skill.whenToUse, skill.description, skill.body);
    const subject = subjectOf(skill.name, `${skill.description} ${skill.whenToUse ?? ''}`);
    const out = [];
    const add = (prompt, todo, fromWhen) => out.push({ prompt, todo, fromWhen });
    for (const q of words.quoted)
        add(asQuotedRequest(q.text, subject, nouns), TODO.quoted(q.from), false);
    const conditions = words.whenBullets.filter((b) => CONDITION.test(b));
    const topics = words.whenBullets.filter((b) => !CONDITION.test(b));
    for (const bullet of conditions)
        add(asUserSaying(whenClause(bullet), nouns), TODO.bullet, true);
    const [firstWhenToUse] = sentences(skill.whenToUse ?? '');
    // "User says 'job failures', 'job trends'…" is a list of requests, already drafted from its quotes.
    if (firstWhenToUse !== undefined && quotedRequests(firstWhenToUse).length === 0) {
        add(asUserSaying(whenClause(firstWhenToUse), nouns), TODO.whenToUse, true);
    }
    const parts = descriptionParts(skill.description);
    // "Framework (OSS)." or "EAS service." is a label, not a task: the first sentence of three words or more is.
    const what = parts.what.find((s) => (s.replace(/\([^)]*\)/g, '').match(/\w+/g) ?? []).length >= 3) ?? parts.what[0];
    if (what !== undefined)
        add(asRequest(what, nouns), TODO.what, false);
    // A bare topic ("3P updates") says less than the description's task: it comes after it.
    for (const topic of topics)
        add(asRequest(topic, nouns), TODO.bullet, false);
    for (const when of parts.when)
        add(asUserSaying(whenClause(when), nouns), TODO.when, true);
    if (out.length === 0)
        add(asRequest(skill.description, nouns), TODO.description, false);
    return out;
}
/** Each prompt once, in order; none empty. */
function distinct(list) {
    const seen = new Set();
    return list.filter((r) => {
        const fresh = r.prompt.length > 0 && !seen.has(r.prompt);
        seen.add(r.prompt);
        return fresh;
    });
}
/** The names a skill writes with a capital mid-sentence (`Jira`), which keep it at the start of a prompt. */
function namesIn(skill) {
    return properNouns(`${skill.description} ${skill.whenToUse ?? ''} ${skill.body.slice(0, 4000)}`);
}

;// CONCATENATED MODULE: ./src/init/draft.ts







const MAX_INPUTS = 2;
const NOT_WHEN_TODO = 'TODO: drafted from the description\'s "do not" sentence';
/** A spec for `skill`, from its description and body and its siblings' descriptions. Pure: same input, same draft. */
function draftSpec(skill, siblings) {
    const parts = descriptionParts(skill.description);
    const nouns = namesIn(skill);
    const files = namedFiles(skill.body, skill.files);
    const inputs = files.inputs.slice(0, MAX_INPUTS);
    const output = files.outputs[0];
    const sibling = nearestSibling(skill, siblings);
    const names = [skill.name, ...(sibling ? [sibling.name] : [])];
    const clean = (prompt) => withoutSkillName(prompt, names);
    const shouldActivate = [];
    const drafted = requests(skill, nouns).map((r) => ({ ...r, prompt: clean(r.prompt) }));
    const [task = drafted[0], ...rest] = distinct(drafted);
    // A request and a condition test the description two ways: the second case is of the other kind when there is one.
    const second = rest.find((r) => r.fromWhen !== task.fromWhen) ?? rest[0];
    const inputsSaid = inputs.length === 0 ? '' : ` The input is ${inputs.join(' and ')} in the current folder.`;
    const outputSaid = output === undefined ? '' : ` Save the result as ${output}.`;
    shouldActivate.push({
        id: 'task',
        prompt: clean(`${task.prompt}${inputsSaid}${outputSaid}`),
        todo: task.todo,
        checks: [
            { kind: 'activation', skill: skill.name, expect: true },
            ...(output === undefined
                ? []
                : [
                    {
                        kind: 'file_exists',
                        path: output,
                        todo: `TODO: SKILL.md names ${output} as what the task writes; also check ` +
                            `what a correct one holds (file_contains)`,
                    },
                ]),
        ],
        suggestions: output === undefined
            ? [
                'output_matches: "(?i)a phrase every correct answer contains"',
                'file_contains: { path: result.md, pattern: "what a correct file holds" }',
            ]
            : [],
    });
    if (second !== undefined) {
        shouldActivate.push({
            id: second.fromWhen ? 'when-to-use' : 'another-request',
            prompt: second.prompt,
            todo: second.todo,
            checks: [{ kind: 'activation', skill: skill.name, expect: true }],
            suggestions: [],
        });
    }
    const notActivated = { kind: 'activation', skill: skill.name, expect: false };
    const shouldNotActivate = [];
    if (sibling) {
        shouldNotActivate.push({
            id: `near-${sibling.name}`,
            prompt: clean(requests(sibling, namesIn(sibling))[0].prompt),
            todo: `TODO: the task of the sibling skill ${sibling.name}, which ` +
                `${skill.name} should leave alone; add ${sibling.name} to skills: to ` +
                `make the two compete`,
            checks: [notActivated],
            suggestions: [],
        });
    }
    const [notWhen] = parts.notWhen;
    shouldNotActivate.push(notWhen !== undefined
        ? {
            id: 'out-of-scope',
            prompt: clean(outOfScope(notWhen, nouns)),
            todo: NOT_WHEN_TODO,
            checks: [notActivated],
            suggestions: [],
        }
        : {
            id: 'nearby-question',
            prompt: clean(nearbyQuestion(skill)),
            todo: 'TODO: a question near the subject that needs no skill; a real near miss of your users is better',
            checks: [notActivated],
            suggestions: [],
        });
    const seen = new Set();
    return {
        subject: skill.name,
        shouldActivate: usable(shouldActivate, skill.name, seen),
        shouldNotActivate: usable(shouldNotActivate, skill.name, seen),
        fixtures: inputs.map(placeholder),
    };
}
/** The sibling whose description shares the most words with the skill's (the first by name among equals). */
function nearestSibling(skill, siblings) {
    const words = new Set(contentWords(skill.description));
    const shared = (s) => new Set(contentWords(s.description).filter((w) => words.has(w))).size;
    return siblings
        .filter((s) => s.name !== skill.name && s.description.trim() !== '')
        .map((s) => ({ s, score: shared(s) }))
        .sort((a, b) => b.score - a.score || (0,strings/* compareStrings */.Kt)(a.s.name, b.s.name))[0]?.s;
}
function outOfScope(sentence, nouns) {
    if (/\b(?:when(?:ever)?|any ?time|if)\b/i.test(sentence))
        return asUserSaying(whenClause(sentence), nouns);
    const what = sentence
        .replace(/^(?:do not|don't|never|avoid)\s+(?:use|trigger|invoke|load)?\s*(?:this skill|it)?\s*|^not\s+/i, '')
        .replace(/^(?:for|on|with)\s+/i, '');
    return `I need help with ${lowerFirst(whenClause(what), nouns)}.`;
}
function nearbyQuestion(skill) {
    const nameWords = skill.name.split('-');
    // Not the skill's own name (`pdf`, `pdfs`), and not a verb: the question is about a thing.
    const topic = topicWord(skill.description, (w) => nameWords.includes(w) || nameWords.includes(w.replace(/s$/, '')) || baseVerb(w) !== undefined);
    return topic === undefined
        ? 'What is the difference between a list and a table? Just answer; do not create or change any files.'
        : `In one sentence, what does "${topic}" mean? Just answer; do not create or change any files.`;
}
/** Cases with a prompt, each prompt once in the spec, and none that invokes the subject (which `validate` rejects). */
function usable(cases, subject, seen) {
    return cases.filter((c) => {
        const fresh = c.prompt.length > 0 && !seen.has(c.prompt) && (0,readSpec/* invocationSyntax */.Gm)(c.prompt, subject) === undefined;
        seen.add(c.prompt);
        return fresh;
    });
}

;// CONCATENATED MODULE: ./src/init/renderSpec.ts

/** The `.eval.yaml` text of a draft: every guess and blank on a `# TODO` line. */
function renderSpec(draft, fixtures) {
    const lines = [
        `# Drafted by \`caliper init\` from the SKILL.md of ${oneLine(draft.subject)}, offline and without a model.`,
        '# Every line marked TODO is a guess or a blank: review each, then delete the TODO comments.',
        '# Keys and checks: docs/eval-spec.md (or `caliper schema` for the JSON Schema).',
        ...sandboxLines(fixtures),
        'cases:',
        `  # Should activate: the agent should choose ${oneLine(draft.subject)} by itself for these.`,
        ...draft.shouldActivate.flatMap(caseLines),
        `  # Should not activate: ${oneLine(draft.subject)} should stay unused ` +
            `for these (they count toward false activation).`,
        ...draft.shouldNotActivate.flatMap(caseLines),
    ];
    return `${lines.join('\n')}\n`;
}
function sandboxLines(fixtures) {
    if (fixtures.kind === 'none')
        return [];
    if (fixtures.kind === 'unusable') {
        return [
            `# TODO: SKILL.md names ${fixtures.inputs.join(', ')} as inputs, but ` +
                `${fixtures.name} in the skill is not a plain folder; put them in one ` +
                `and set sandbox.fixtures.`,
        ];
    }
    const lines = ['sandbox:'];
    if (fixtures.placeholders.length > 0) {
        lines.push(`  # TODO: ${fixtures.name}/ holds placeholders caliper init wrote ` +
            `(${fixtures.placeholders.join(', ')}); each says so. Replace them ` +
            `with small real inputs.`);
    }
    for (const name of fixtures.notReal)
        lines.push(`  # TODO: ${fixtures.name}/${name} is a text file, not a real one of ` +
            `its format; replace it before trusting a result.`);
    lines.push(`  fixtures: ${yamlString(`${fixtures.name}/`)}`);
    return lines;
}
function caseLines(c) {
    return [
        `  - id: ${c.id}`,
        `    # ${oneLine(c.todo)}`,
        `    prompt: ${yamlString(c.prompt)}`,
        '    checks:',
        ...c.checks.map(checkLine),
        ...(c.suggestions.length === 0
            ? []
            : [
                '      # TODO: add a check of a correct result, for example:',
                ...c.suggestions.map((s) => `      # - ${oneLine(s)}`),
            ]),
    ];
}
function checkLine(check) {
    switch (check.kind) {
        case 'activation':
            return check.expect
                ? `      - activation: ${check.skill}`
                : `      - activation: { skill: ${check.skill}, expect: false }`;
        case 'file_exists':
            return `      - file_exists: ${yamlString(check.path)}  # ${oneLine(check.todo)}`;
    }
}

;// CONCATENATED MODULE: ./src/init/initSkills.ts









const FIXTURES_FOLDER = 'fixtures';
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Draft a spec for each skill of the target that has none (or each, with `force`), with its fixtures. */
function initSkills(target) {
    const root = external_node_path_default().resolve(target.root);
    const discovery = (0,discover/* discoverSkills */.i)(root, { ignore: target.ignore });
    const dirs = target.only === undefined ? discovery.skillDirs : [target.only];
    const read = (dir) => (0,readSkill/* readSkill */.G7)(root, dir, { absDir: discovery.skillPaths.get(dir) ?? external_node_path_default().join(root, dir) }).skill;
    const all = [...new Set([...discovery.skillDirs, ...dirs])].sort(strings/* compareStrings */.Kt).map(read);
    const facts = new Map(all.map((s) => [s.dir, factsOf(root, s)]));
    const siblings = [...facts.values()].filter((f) => f !== undefined && SKILL_NAME.test(f.name));
    return all
        .filter((s) => dirs.includes(s.dir))
        .map((skill) => initOne(root, skill, facts.get(skill.dir), siblings, target.force));
}
function factsOf(root, skill) {
    if (skill.frontmatter === undefined || typeof skill.description !== 'string' || skill.description.trim() === '')
        return undefined;
    const whenToUse = skill.frontmatter['when_to_use'];
    return {
        name: skill.name,
        description: skill.description,
        whenToUse: typeof whenToUse === 'string' ? whenToUse : undefined,
        body: skill.body,
        files: ownFileNames(external_node_path_default().join(root, skill.dir)),
    };
}
/**
 * The names (lower case) of a skill's files and folders at any depth (`references/cli-reference.md` gives
 * `references` and `cli-reference.md`): documents of the skill, never inputs of the user's task. A folder
 * too large to walk gives its top-level names.
 */
function ownFileNames(absDir) {
    try {
        // What `fixtures/` holds is the eval's input (caliper init's own placeholders among it), not the skill's.
        const entries = (0,skillFiles/* walkSkillFolder */.pW)(absDir, { exclude: (rel) => rel === FIXTURES_FOLDER });
        return new Set(entries.map((e) => e.rel.slice(e.rel.lastIndexOf('/') + 1).toLowerCase()));
    }
    catch (e) {
        if (!(e instanceof skillFiles/* WalkLimitError */.Jf))
            throw e;
        return new Set((0,external_node_fs_.readdirSync)(absDir)
            .filter((n) => n !== FIXTURES_FOLDER)
            .map((n) => n.toLowerCase()));
    }
}
function initOne(root, skill, facts, siblings, force) {
    const skillFile = skill.file;
    const specRel = skill.dir === '' ? layout/* EVAL_SPEC_FILE */.oW : `${skill.dir}/${layout/* EVAL_SPEC_FILE */.oW}`;
    const absDir = external_node_path_default().join(root, skill.dir);
    if (!(0,skillFiles/* isInside */.FK)(external_node_fs_.realpathSync.native(root), external_node_fs_.realpathSync.native(absDir)))
        return {
            kind: 'not-drafted',
            skill: skillFile,
            why: 'its folder is a link that leads outside the folder caliper init was given',
        };
    if (facts === undefined)
        return {
            kind: 'not-drafted',
            skill: skillFile,
            why: `its front matter has no description, which is what a draft is made ` +
                `from. Add one (run caliper validate ${quoteArg(skill.dir || '.')} to ` +
                `see what is missing), then run caliper init again`,
        };
    if (!SKILL_NAME.test(facts.name))
        return {
            kind: 'not-drafted',
            skill: skillFile,
            why: 'its name is not a valid skill name (lower-case letters, digits and ' +
                'single hyphens). Fix it (caliper validate --fix can), then run ' +
                'caliper init again',
        };
    if (skill.disableModelInvocation)
        return {
            kind: 'not-drafted',
            skill: skillFile,
            why: 'it sets disable-model-invocation: true, so no agent chooses it by ' +
                'itself and activation cases would only score 0. Write its spec by ' +
                'hand (docs/eval-spec.md)',
        };
    const specAbs = external_node_path_default().join(absDir, layout/* EVAL_SPEC_FILE */.oW);
    const existing = lstatOrUndefined(specAbs);
    if (existing && !force)
        return { kind: 'exists', spec: specRel };
    if (existing?.isDirectory())
        return { kind: 'not-drafted', skill: skillFile, why: `${specRel} is a folder; move it away to draft a spec there` };
    const draft = draftSpec(facts, siblings);
    const { folder, placeholders, kept } = writeFixtures(absDir, draft);
    // Replaced, never written through: a spec that is a link is removed, not followed.
    if (existing)
        (0,external_node_fs_.unlinkSync)(specAbs);
    (0,external_node_fs_.writeFileSync)(specAbs, renderSpec(draft, folder), { flag: 'wx' });
    const prefix = skill.dir === '' ? '' : `${skill.dir}/`;
    return {
        kind: 'wrote',
        spec: specRel,
        shouldActivate: draft.shouldActivate.length,
        shouldNotActivate: draft.shouldNotActivate.length,
        placeholders: placeholders.map((p) => `${prefix}${p}`),
        kept: kept.map((p) => `${prefix}${p}`),
    };
}
/** The draft's placeholder inputs, in `fixtures/` of the skill: created when missing, never overwritten. */
function writeFixtures(absDir, draft) {
    if (draft.fixtures.length === 0)
        return { folder: { kind: 'none' }, placeholders: [], kept: [] };
    const folderAbs = external_node_path_default().join(absDir, FIXTURES_FOLDER);
    const stat = lstatOrUndefined(folderAbs);
    // A link or a file there is not a folder to write into: the link could lead anywhere.
    if (stat && !stat.isDirectory())
        return {
            folder: { kind: 'unusable', name: FIXTURES_FOLDER, inputs: draft.fixtures.map((f) => f.name) },
            placeholders: [],
            kept: [],
        };
    if (!stat)
        (0,external_node_fs_.mkdirSync)(folderAbs);
    const written = [];
    const kept = [];
    const notReal = [];
    for (const fixture of draft.fixtures) {
        const rel = `${FIXTURES_FOLDER}/${fixture.name}`;
        if (lstatOrUndefined(external_node_path_default().join(folderAbs, fixture.name))) {
            kept.push(rel);
            continue;
        }
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(folderAbs, fixture.name), fixture.content, { flag: 'wx' });
        written.push(rel);
        if (!fixture.real)
            notReal.push(fixture.name);
    }
    const placeholders = written.map((r) => r.slice(FIXTURES_FOLDER.length + 1));
    return { folder: { kind: 'folder', name: FIXTURES_FOLDER, placeholders, notReal }, placeholders: written, kept };
}
function lstatOrUndefined(file) {
    try {
        return (0,external_node_fs_.lstatSync)(file);
    }
    catch {
        return undefined;
    }
}
function quoteArg(text) {
    return /^[\w./-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}
/** Whether `dir` is itself a skill folder (holds a SKILL.md file). */
function isSkillFolder(dir) {
    return lstatOrUndefined(external_node_path_default().join(dir, layout/* SKILL_FILE */.LF))?.isFile() ?? false;
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/skills/validateRepository.ts + 31 modules
var validateRepository = __webpack_require__(9494);
;// CONCATENATED MODULE: ./src/cli/initCommand.ts









const INIT_USAGE = `Usage: caliper init [SKILL_DIR|DIR]... [--force] [--ignore GLOB]... [--config FILE]

Drafts a .eval.yaml beside each skill's SKILL.md from its front matter and body, offline and the same
every time (no model): prompts that should activate the skill (its task, described without its name),
prompts that should not (a sibling skill's task, or a near miss), placeholder fixtures for the input
files the body names, and checks to fill in. Every guess is on a line marked "# TODO".
A folder without a SKILL.md is searched for skills, as "caliper validate" finds them (default: .).
  --force        replace an existing .eval.yaml (placeholder fixtures never replace a file)
  --ignore GLOB  skip paths matching GLOB (repeatable), as for validate
  --config FILE  take ignore globs from this file (default: .github/caliper.yml, as for validate)
Then: review the TODO lines, "caliper validate --strict-spec", and "caliper eval --dry-run" for the cost.
`;
function initCommand(args, io) {
    const { values, positionals } = (0,cli_args/* parseCommandArgs */.Q)('init', {
        args,
        allowPositionals: true,
        options: {
            force: { type: 'boolean', default: false },
            ignore: repositoryOptions/* REPOSITORY_OPTIONS */.In.ignore,
            config: repositoryOptions/* REPOSITORY_OPTIONS */.In.config,
            help: { type: 'boolean', short: 'h', default: false },
        },
    });
    if (values.help) {
        io.stdout(INIT_USAGE);
        return cli_io/* EXIT */.dc.ok;
    }
    let failed = false;
    for (const given of positionals.length > 0 ? positionals : ['.']) {
        const abs = external_node_path_default().resolve(io.cwd, given);
        if (!(0,external_node_fs_.existsSync)(abs) || !(0,external_node_fs_.statSync)(abs).isDirectory())
            throw new cli_io/* UsageError */.eb(`${given} is not a folder. Pass a skill's folder or a folder of skills.`);
        const skill = isSkillFolder(abs);
        const root = skill ? external_node_path_default().dirname(abs) : abs;
        const options = (0,repositoryOptions/* repositoryOptions */.Tl)(root, values, io.cwd);
        const ignore = [...(options.ignore ?? []), ...(options.config?.ignore ?? [])];
        const outcomes = initSkills({ root, only: skill ? external_node_path_default().basename(abs) : undefined, ignore, force: values.force });
        if (outcomes.length === 0)
            io.stderr(`caliper: no SKILL.md under ${(0,report_escape/* logText */.kc)(given)}; nothing to draft.\n`);
        const shown = (rel) => (0,report_escape/* logText */.kc)(external_node_path_default().relative(io.cwd, external_node_path_default().join(root, rel)).split((external_node_path_default()).sep).join('/') || '.');
        for (const outcome of outcomes) {
            io.stdout(`${describe(outcome, shown)}\n`);
            if (outcome.kind === 'not-drafted')
                failed = true;
        }
        const drafted = outcomes.flatMap((o) => (o.kind === 'wrote' ? [o.spec] : []));
        for (const d of selfCheck(root, drafted, { ...options, strictSpec: true })) {
            io.stderr(`caliper: internal error: the draft ${shown(d.file)}:${d.line ?? 1} ` +
                `has ${d.severity} ${d.rule}: ${(0,report_escape/* logText */.kc)(d.message)} (please report ` +
                `it)\n`);
            failed = true;
        }
    }
    io.stdout('Next: review the lines marked TODO, then run caliper validate ' +
        '--strict-spec, and caliper eval --dry-run to see what a run costs.\n');
    return failed ? cli_io/* EXIT */.dc.failed : cli_io/* EXIT */.dc.ok;
}
function describe(outcome, shown) {
    switch (outcome.kind) {
        case 'wrote': {
            const fixtures = outcome.placeholders.length === 0 ? '' : `; placeholder fixtures ${outcome.placeholders.map(shown).join(', ')}`;
            const kept = outcome.kept.length === 0 ? '' : `; kept ${outcome.kept.map(shown).join(', ')}`;
            return (`wrote ${shown(outcome.spec)}: ` +
                `${(0,strings/* plural */.LS)(outcome.shouldActivate, 'case')} that should activate, ` +
                `${outcome.shouldNotActivate} that should not${fixtures}${kept}`);
        }
        case 'exists':
            return (`skipped ${shown(outcome.spec)}: it exists, and caliper init never ` + `overwrites a spec (--force replaces it)`);
        case 'not-drafted':
            return `not drafted: ${shown(outcome.skill)}: ${(0,report_escape/* logText */.kc)(outcome.why)}.`;
    }
}
/** Findings of `validate --strict-spec` in the specs just written: a draft must never need fixing to run. */
function selfCheck(root, specs, options) {
    if (specs.length === 0)
        return [];
    return (0,validateRepository/* validateRepository */.F)(root, options).diagnostics.filter((d) => specs.includes(d.file));
}


/***/ })

};
