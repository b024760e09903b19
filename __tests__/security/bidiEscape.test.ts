import { logText, mdCode, mdText } from '../../src/report/escape.js';
import { validationSection } from '../../src/report/validation/comment.js';
import { formatGithub } from '../../src/report/validation/github.js';
import { validationSummary } from '../../src/report/validation/summary.js';
import { formatText } from '../../src/report/validation/text.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

// A file name or quoted text with a bidi control shows a reader other text than it holds
// (`report\u202Egnp.sh` reads as `reporths.png`). Each medium's escaper shows such characters as escapes.
const RLO = '\u202E';
const TAG_A = '\u{E0041}';
const DIRECTIONAL = /[\u202A-\u202E\u2066-\u2069]|\uDB40[\uDC00-\uDC7F]/u;

describe('directional characters in reports', () => {
  it('are shown as escapes by every escaper', () => {
    expect(logText(`a${RLO}b${TAG_A}`)).toBe('a\\u202eb\\u{e0041}');
    expect(mdCode(`a${RLO}b`)).toBe('`a\\u202eb`');
    expect(mdText(`a\u2066b`)).toBe('a&#92;u2066b');
  });

  it('leave a joiner inside an emoji alone', () => {
    const family = '\u{1F468}\u200D\u{1F469}';
    expect(logText(family)).toBe(family);
    expect(mdText(family)).toBe(family);
  });

  it('never reach the log, the annotations, the job summary or the PR comment raw from a skill folder name', () => {
    const name = `report${RLO}gnp`;
    const report = validateRepository(tempRepo({ [`skills/${name}/SKILL.md`]: goodSkill(name) }));
    expect(report.diagnostics.some((d) => d.file.includes(RLO))).toBe(true);
    const outputs = [
      formatText(report, { color: false }),
      formatGithub(report.diagnostics, ''),
      validationSummary(report, ''),
      validationSection(report, '', undefined).body,
    ];
    for (const out of outputs) {
      // An annotation's `file=` must stay the file's own path, or GitHub pins it to no file.
      expect(out.replace(/file=[^,]*,/g, 'file=…,')).not.toMatch(DIRECTIONAL);
      expect(out).toMatch(/report(?:\\|&#92;)u202egnp/);
    }
  });
});
