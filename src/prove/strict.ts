import { DEFAULT_VALIDATE_CONFIG } from '../skills/config/validateConfig.js';
import { compareDiagnostics } from '../skills/diagnostic.js';
import type { ValidateOptions, ValidationReport } from '../skills/validateRepository.js';
import { proveRepository } from './prove.js';

/**
 * `validate --strict-spec` (and the Action's `strict-spec: true`): the report with `caliper prove`'s
 * findings among its own, so the gate shows them as it shows every diagnostic (rule ids, the
 * configuration's severities, SARIF, annotations), and prove's notes (what it could not prove) to log.
 */
export async function withProof(
  report: ValidationReport,
  options: ValidateOptions,
  runnerEnv: NodeJS.ProcessEnv,
): Promise<{ report: ValidationReport; notes: string[] }> {
  const proved = await proveRepository(report, options.config ?? DEFAULT_VALIDATE_CONFIG, runnerEnv);
  const diagnostics = [...report.diagnostics, ...proved.diagnostics].sort(compareDiagnostics);
  return { report: { ...report, diagnostics }, notes: proved.notes };
}
