/**
 * The PEM blocks of a text (RFC 7468), in order: each `-----BEGIN <label>-----` up to the
 * `-----END <label>-----` that closes it. Text between blocks (a bundle's comments) is skipped. A block
 * is `malformed` when its END is missing or names another label, another BEGIN comes first, or its body
 * is not base64 (a legacy encrypted key's `Proc-Type:` headers included): it is never read as a block.
 */
export type PemBlock =
  | { kind: 'block'; label: string; der: Buffer; line: number }
  | { kind: 'malformed'; label: string; line: number; why: string };

const BEGIN = /^-----BEGIN ([^-\s](?:[^-]*[^-\s])?)-----$/;
const END = /^-----END ([^-\s](?:[^-]*[^-\s])?)-----$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function pemBlocks(text: string): PemBlock[] {
  const lines = text.split(/\r?\n/).map((l) => l.trimEnd());
  const blocks: PemBlock[] = [];
  let open: { label: string; line: number; body: string[] } | undefined;
  lines.forEach((text, i) => {
    const begin = BEGIN.exec(text);
    if (begin) {
      if (open) blocks.push(malformed(open, `another BEGIN on line ${i + 1} comes before its END`));
      open = { label: begin[1]!, line: i + 1, body: [] };
      return;
    }
    if (!open) return;
    const end = END.exec(text);
    if (end) {
      blocks.push(
        end[1] === open.label ? closed(open) : malformed(open, `it ends as ${shownLabel(end[1]!)} on line ${i + 1}`),
      );
      open = undefined;
    } else open.body.push(text);
  });
  if (open) blocks.push(malformed(open, 'it has no END'));
  return blocks;
}

function closed(open: { label: string; line: number; body: string[] }): PemBlock {
  const body = open.body.join('').replace(/\s/g, '');
  if (body === '' || !BASE64.test(body)) return malformed(open, 'its body is not base64');
  return { kind: 'block', label: open.label, der: Buffer.from(body, 'base64'), line: open.line };
}

function malformed(open: { label: string; line: number }, why: string): PemBlock {
  return { kind: 'malformed', label: open.label, line: open.line, why };
}

/** A label as a message shows it: printable ASCII, at most 40 characters. */
export function shownLabel(label: string): string {
  return label.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
}
