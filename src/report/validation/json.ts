import type { ValidationReport } from '../../skills/validateRepository.js';

/**
 * `{"skills":[{"name","path","dependencies","evalSpec","plugin"}],`
 * `"diagnostics":[{"rule","severity","file","line","column"?,"message"}]}`
 * (`column` only where the rule gives one), paths relative to DIR.
 */
export function formatJson(report: ValidationReport): string {
  return `${JSON.stringify(
    {
      skills: report.skills.map((s) => ({
        name: s.name,
        path: s.path === '' ? '.' : s.path,
        dependencies: s.dependencies,
        evalSpec: s.evalSpec ?? null,
        plugin: s.plugin ?? null,
      })),
      diagnostics: report.diagnostics.map((d) => ({
        rule: d.rule,
        severity: d.severity,
        file: d.file,
        line: d.line ?? null,
        ...(d.column !== undefined && { column: d.column }),
        message: d.message,
      })),
    },
    null,
    2,
  )}\n`;
}

/** What `--format json` prints when validation itself failed: still JSON, with nothing claimed checked. */
export function formatJsonFailure(error: unknown, kind: 'internal' | 'config' = 'internal'): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
  return `${JSON.stringify({ skills: [], diagnostics: [], error: { kind, message } }, null, 2)}\n`;
}
