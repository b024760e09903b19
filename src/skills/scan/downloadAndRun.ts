import { warnsAgainst } from './caution.js';
import { excerpt } from './excerpt.js';
import { linesAround, pipeStages } from './shellLines.js';
import { joined } from './joined.js';
import type { Finding, ScannedText } from './text.js';

/** What every finding's line holds, looked for in the lower-cased text (no `i` flag: literal search). */
const ANCHOR = /curl|wget|\birm\b|\biwr\b|invoke-(?:restmethod|webrequest)|downloadstring/g;
const FETCHES = /\b(?:curl|wget|irm|iwr|invoke-restmethod|invoke-webrequest)\b|\.downloadstring\s*\(/i;
/** A stage that runs what it reads: a shell (not `-c`), an interpreter reading stdin, `iex`. */
const SUDO = String.raw`^\s*(?:sudo\b(?:\s+-[\w-]+)*\s+)?`;
const ENV = String.raw`(?:env\b(?:\s+\w+=\S*)*\s+)?`;
const SHELL = joined('i', SUDO, ENV, String.raw`(?:(?:\/usr)?\/bin\/)?(?:ba|z|k|da|fi)?sh\b(?!\s+-c\b)`);
const INTERPRETER = joined(
  'i',
  SUDO,
  String.raw`(?:python[\d.]*|perl|ruby|node|pwsh|powershell)(?:\s+-)?\s*(?:$|[;&)'"\`])`,
);
const INVOKE = /^\s*(?:iex|invoke-expression)\b/i;
/** A shell running a download by substitution: `bash <(curl …)`, `eval "$(curl …)"`, `iex (irm …)`. */
const SUBSTITUTED = [
  /(?:\b(?:ba|z|k)?sh|\bsource|(?:^|\s)\.)\s+(?:-[\w-]+\s+)*<\(\s*(?:curl|wget)\b/i,
  /\b(?:eval|(?:ba|z)?sh\s+-c)\s+["']?\$\(\s*(?:curl|wget)\b/i,
  joined(
    'i',
    String.raw`\b(?:iex|invoke-expression)\s*\(?\s*\(?\s*`,
    String.raw`(?:irm|iwr|invoke-restmethod|invoke-webrequest|curl|wget|new-object\s+(?:system\.)?net\.webclient)\b`,
  ),
];

/** A URL on a name reserved for documentation (RFC 2606): nothing real is downloaded from it. */
const RESERVED_HOST = joined(
  'i',
  String.raw`:\/\/(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.(?:example|test|invalid|localhost)|localhost)`,
  String.raw`(?=[/:'"\s)]|$)`,
);
/** The line has the user, not the agent, run it: what this rule's message asks for. */
const FOR_THE_USER = /\b(?:ask|tell|instruct|have)\s+(?:the\s+)?user\s+to\b|\binstruct\s+(?:the\s+)?user\b/i;

/**
 * Lines that download a script and run it unseen: `curl … | sh`, `wget -O- … | bash`, `bash <(curl …)`,
 * `iex (irm …)`. The agent would run whatever the server sends at that moment, unreviewed. Not one: a
 * line the text presents as an attack or a thing not to do (see `warnsAgainst`), one that has the user
 * install the tool, one whose URL is on a documentation name (`example.com`).
 */
export function scanDownloadAndRun(t: ScannedText): Finding[] {
  const out: Finding[] = [];
  for (const line of linesAround(t.text, ANCHOR, t.lower)) {
    const at = runsDownload(line.text);
    if (at === undefined || RESERVED_HOST.test(line.text) || FOR_THE_USER.test(line.text)) continue;
    const { line: number } = t.position(line.at);
    if (warnsAgainst(t, number)) continue;
    out.push({
      rule: 'download-and-run',
      at: line.at + Math.min(at, t.line(number).length),
      message:
        `This runs a script straight from the network (\`${excerpt(line.text, at)}\`): ` +
        'the agent would execute whatever the server sends at that moment, unreviewed. ' +
        'Pin a release and check its checksum, ship the script in the skill, ' +
        'or tell the user to install the tool themselves.',
    });
  }
  return out;
}

/** Where in `line` the download that is run starts, or undefined. */
function runsDownload(line: string): number | undefined {
  for (const pattern of SUBSTITUTED) {
    const m = pattern.exec(line);
    if (m) return m.index;
  }
  const stages = pipeStages(line);
  let offset = 0;
  for (let i = 0; i < stages.length - 1; i++) {
    const next = stages[i + 1]!;
    if (FETCHES.test(stages[i]!) && (SHELL.test(next) || INTERPRETER.test(next) || INVOKE.test(next))) {
      return offset + stages[i]!.search(FETCHES);
    }
    offset += stages[i]!.length + 1;
  }
  return undefined;
}
