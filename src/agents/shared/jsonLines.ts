/** Parse a JSON-lines transcript; a line that is not JSON makes the whole transcript unusable. */
export function parseJsonLines(stdout: string): { ok: true; values: unknown[] } | { ok: false; reason: string } {
  const values: unknown[] = [];
  const lines = stdout.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    try {
      values.push(JSON.parse(line));
    } catch {
      return {
        ok: false,
        reason: `the transcript is not JSON lines (line ${i + 1}: ${JSON.stringify(line.slice(0, 120))})`,
      };
    }
  }
  if (values.length === 0) return { ok: false, reason: 'the CLI printed no transcript' };
  return { ok: true, values };
}
