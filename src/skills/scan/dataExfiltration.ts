import { warnsAgainst } from './caution.js';
import { excerpt } from './excerpt.js';
import { linesAround, pipeStages } from './shellLines.js';
import { joined } from './joined.js';
import type { Finding, ScannedText } from './text.js';

/** Commands that send bytes to another host. */
const SENDER = joined(
  'i',
  String.raw`\b(?:curl|wget|nc|ncat|netcat|socat|telnet|scp|rsync|sftp|invoke-webrequest|invoke-restmethod|iwr|irm)\b`,
  String.raw`|\/dev\/(?:tcp|udp)\/`,
);
const STREAM_SENDER = /\b(?:nc|ncat|netcat|socat|telnet)\b|\/dev\/(?:tcp|udp)\//i;
const COPY_SENDER = /\b(?:scp|rsync|sftp)\b/i;
/** Files that hold the user's keys, credentials or environment (a public key, `.pub`, is not one). */
const SENSITIVE = new RegExp(
  [
    String.raw`\.ssh\/(?![\w.-]*\.pub\b)[\w.-]*`,
    String.raw`\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)`,
    String.raw`\.aws\/[\w.-]*`,
    String.raw`(?<![\w.-])\.env(?:\.(?!example|sample|template|dist)[\w-]+)?(?![\w.-])`,
    String.raw`\/etc\/(?:passwd|shadow|sudoers)\b`,
    String.raw`\.(?:netrc|git-credentials|npmrc|pypirc|pgpass|bash_history|zsh_history)\b`,
    String.raw`\.docker\/config\.json|\.kube\/config|\.config\/gh\/hosts\.yml|\.config\/gcloud\b|\.azure\/|\.gnupg\/`,
    String.raw`\bcredentials\.json\b|\bsecrets?\.(?:env|json|ya?ml)\b`,
  ].join('|'),
  'gi',
);
/** SENDER in the lower-cased text (no `i` flag: the engine skips to a literal): each finding's line has one. */
const ANCHOR = new RegExp(SENDER.source, 'g');

/** What may stand right before a file a sender uploads: `-d @`, `-F x=@`, `-T`, `--post-file=`, `-InFile`, `$(cat `. */
const UPLOAD_BEFORE = joined(
  'i',
  String.raw`(?:(?:^|[\s=("'])@["']?|(?:-T|--upload-file|--post-file=?|--body-file=?|-InFile)\s*["']?`,
  String.raw`|\$\(\s*cat\s+(?:-\w+\s+)*["']?|\`cat\s+["']?)[^\s"'@]*$`,
);
const REDIRECT_BEFORE = /<\s*["']?[^\s"'<]*$/;
const READER = /^\s*(?:sudo\s+)?(?:cat|base64|tar|zip|gzip|xxd|openssl|gpg|type|get-content)\b/i;
const REMOTE = /\s(?:[\w.-]+@)?[\w.-]+:(?!\/\/)/;

/**
 * Commands that send the user's secrets to another host: `curl -d @~/.ssh/id_rsa`, `--data-binary
 * @/etc/passwd`, `nc host < .env`, `cat ~/.aws/credentials | curl -d @- …`, `scp ~/.ssh/id_rsa host:`.
 * A skill has no reason to upload them. Uploads of other files (`-d @body.json`) are the skill's work.
 */
export function scanDataExfiltration(t: ScannedText): Finding[] {
  const out: Finding[] = [];
  for (const line of linesAround(t.text, ANCHOR, t.lower)) {
    const hit = sentFile(line.text);
    if (hit === undefined) continue;
    const { line: number } = t.position(line.at);
    if (warnsAgainst(t, number)) continue;
    out.push({
      rule: 'data-exfiltration',
      at: line.at + Math.min(hit.at, t.line(number).length),
      message:
        `This sends \`${excerpt(hit.file)}\` to another host (\`${excerpt(line.text, hit.at)}\`): ` +
        "it holds the user's keys, credentials or environment, and a skill has no reason to upload them. " +
        'Remove the command; if the skill needs a credential, have it read one the user grants.',
    });
  }
  return out;
}

/** The sensitive file `line` sends, and where it is named. */
function sentFile(line: string): { file: string; at: number } | undefined {
  const stages = pipeStages(line);
  const senderStage = stages.findIndex((s) => SENDER.test(s));
  for (const m of line.matchAll(SENSITIVE)) {
    const before = line.slice(Math.max(0, m.index - 80), m.index);
    const stage = pipeStages(line.slice(0, m.index)).length - 1;
    const sent =
      UPLOAD_BEFORE.test(before) ||
      (REDIRECT_BEFORE.test(before) && STREAM_SENDER.test(line)) ||
      (COPY_SENDER.test(line) && REMOTE.test(line.slice(m.index + m[0].length))) ||
      (READER.test(stages[stage]!) && stages.slice(stage + 1).some((s) => SENDER.test(s))) ||
      (stage === senderStage && /\$\(|`/.test(before) && /\bcat\b/.test(before));
    if (sent) return { file: m[0], at: m.index };
  }
  return undefined;
}
