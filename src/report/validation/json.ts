import type { ValidationReport } from '../../skills/validateRepository.js';

/** `{"skills":[{"name","path",…}],"diagnostics":[{"rule","severity","file","line","message"}]}`, paths relative to DIR. */
export function formatJson(report: ValidationReport): string {
  return `${JSON.stringify(
    {
      skills: report.skills.map((s) => ({ name: s.name, path: s.path === '' ? '.' : s.path, dependencies: s.dependencies, evalSpec: s.evalSpec ?? null })),
      diagnostics: report.diagnostics.map((d) => ({ rule: d.rule, severity: d.severity, file: d.file, line: d.line ?? null, message: d.message })),
    },
    null,
    2,
  )}\n`;
}
