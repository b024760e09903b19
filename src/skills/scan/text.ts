/** The rules of the content scan, each a warning by default (docs/rules.md, "Content scan"). */
export const SCAN_RULES = [
  'hidden-unicode',
  'embedded-secret',
  'download-and-run',
  'agent-override',
  'data-exfiltration',
  'content-not-scanned',
  'content-binary',
] as const;
export type ScanRule = (typeof SCAN_RULES)[number];

/** One hit of a scan rule: `at` is the offset in the file's text where it starts. */
export interface Finding {
  rule: ScanRule;
  at: number;
  message: string;
}

/**
 * A file's text as the scan reads it: where each line starts (worked out once, on the first finding,
 * since most files have none) and whether it is Markdown (then headings and fences give context).
 */
export class ScannedText {
  private starts: number[] | undefined;
  private lowered: string | undefined;

  constructor(
    readonly text: string,
    readonly markdown: boolean,
  ) {}

  /** 1-based line and column (UTF-16 code units, as SARIF counts by default) of `offset`. */
  position(offset: number): { line: number; column: number } {
    const starts = this.lineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  }

  /** The text of 1-based `line`, without its line end. */
  line(line: number): string {
    const starts = this.lineStarts();
    const start = starts[line - 1];
    if (start === undefined) return '';
    const next = starts[line];
    const end = next === undefined ? this.text.length : next - 1;
    return this.text.slice(start, this.text[end - 1] === '\r' ? end - 1 : end);
  }

  /**
   * The text with ASCII letters in lower case, at the same offsets: patterns run on it without the `i`
   * flag, which lets the regex engine skip ahead to a literal instead of trying each position.
   */
  get lower(): string {
    if (this.lowered === undefined) {
      // toLowerCase only ever lengthens a character (U+0130 becomes two): the same length, the same offsets.
      const native = this.text.toLowerCase();
      this.lowered = native.length === this.text.length ? native : this.text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
    }
    return this.lowered;
  }

  get lineCount(): number {
    return this.lineStarts().length;
  }

  private lineStarts(): number[] {
    if (this.starts === undefined) {
      const starts = [0];
      for (let nl = this.text.indexOf('\n'); nl !== -1; nl = this.text.indexOf('\n', nl + 1)) starts.push(nl + 1);
      this.starts = starts;
    }
    return this.starts;
  }
}
