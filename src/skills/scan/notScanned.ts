import { diagnostic, type Diagnostic } from '../diagnostic.js';
import { SCAN_FILE_MAX_BYTES, SCAN_TOTAL_MAX_BYTES, type Unscanned } from './reader.js';

const MIB = 1024 * 1024;

/** Binary files listed by name in one content-binary finding; more are counted. */
const LISTED = 5;

/** A file SKILL.md references whose text the content scan did not read, and why: never passed over in silence. */
export function notScannedDiagnostic(file: string, why: Unscanned): Diagnostic {
  return diagnostic('content-not-scanned', file, `${file} was not scanned: ${reason(why)}. ${advice(why)}`);
}

/**
 * The files in a binary format (an image, a font, a PDF) a skill's SKILL.md references, in one quieter
 * finding on SKILL.md: a skill ships those, and the scan reads text.
 */
export function binaryAssetsDiagnostic(
  skillFile: string,
  assets: readonly { file: string; format: string }[],
): Diagnostic {
  const named = assets.slice(0, LISTED).map((a) => `${a.file} (${a.format.replace(/^an? /, '')})`);
  const more = assets.length > LISTED ? ` and ${assets.length - LISTED} more` : '';
  const files = assets.length === 1 ? 'file' : 'files';
  return diagnostic(
    'content-binary',
    skillFile,
    `The content scan reads text, so it did not read the binary ${files} ` +
      `SKILL.md references: ${named.join(', ')}${more}. ` +
      'Nothing is wrong if they are assets; if the agent is to read one as instructions, make it a text file.',
  );
}

function reason(why: Unscanned): string {
  switch (why.kind) {
    case 'not-text':
      return `it holds ${why.detail}, so it is neither UTF-8 text nor a binary format caliper knows`;
    case 'too-large':
      return (
        `it is ${why.size.toLocaleString('en-US')} bytes, over the ` +
        `${mebibytes(SCAN_FILE_MAX_BYTES)} the scan reads of one file`
      );
    case 'over-budget':
      return `the scan had read the ${mebibytes(SCAN_TOTAL_MAX_BYTES)} of referenced files it reads in one run`;
    case 'refused':
      return why.reason;
  }
}

function advice(why: Unscanned): string {
  switch (why.kind) {
    case 'not-text':
      return 'An agent may still read it as text: save it as UTF-8 (or, if it is binary data, in its usual format).';
    case 'too-large':
      return 'An agent told to read it still does: split it into files under 1 MiB, or review it by hand.';
    case 'over-budget':
      return (
        'Validate fewer skills at a time (`caliper validate` on part of the ' +
        'repository, or `--ignore` the rest) to scan it.'
      );
    case 'refused':
      return 'Make it a regular file inside the skill folder, or review what it holds by hand.';
  }
}

/** `1 MiB (1,048,576 bytes)`. */
function mebibytes(bytes: number): string {
  return `${bytes / MIB} MiB (${bytes.toLocaleString('en-US')} bytes)`;
}
