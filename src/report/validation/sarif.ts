import { RULES, RULES_DOC_URL, RULE_IDS } from '../../skills/rules.js';
import type { ValidationReport } from '../../skills/validateRepository.js';
import { CALIPER_VERSION } from '../../version.js';
import { joinPath } from './github.js';

/** SARIF 2.1.0 for code scanning; locations are relative to the repository (`pathPrefix` + file). */
export function formatSarif(report: ValidationReport, pathPrefix: string): string {
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'caliper',
            version: CALIPER_VERSION,
            informationUri: RULES_DOC_URL,
            rules: RULE_IDS.map((id) => ({
              id,
              shortDescription: { text: RULES[id].summary },
              helpUri: `${RULES_DOC_URL}#${id}`,
              defaultConfiguration: { level: RULES[id].severity },
            })),
          },
        },
        results: report.diagnostics.map((d) => ({
          ruleId: d.rule,
          ruleIndex: RULE_IDS.indexOf(d.rule),
          level: d.severity,
          message: { text: d.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: joinPath(pathPrefix, d.file) },
                ...(d.line !== undefined && {
                  region: { startLine: d.line, ...(d.column !== undefined && { startColumn: d.column }) },
                }),
              },
            },
          ],
        })),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}
