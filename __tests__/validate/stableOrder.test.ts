import { runBundle } from '../helpers/runNode.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

/**
 * The order of findings is part of the output a CI log and the JSON consumers see: it must not change
 * with the machine's locale. Swedish collation puts `ä` after `z`; English puts it next to `a`.
 */
describe('validate output order', () => {
  const repo = tempRepo({
    'skills/zeta/SKILL.md': skillMd({ name: 'zeta' }),
    'skills/ärger/SKILL.md': skillMd({ name: 'arger' }),
    'skills/Beta/SKILL.md': skillMd({ name: 'beta' }),
  });
  const files = (locale: string) => {
    const run = runBundle('dist/cli/index.js', ['validate', repo, '--format', 'json'], {
      env: { LC_ALL: locale, LANG: locale },
    });
    return (JSON.parse(run.stdout) as { diagnostics: { file: string }[] }).diagnostics.map((d) => d.file);
  };

  it('is the same under every locale: code-unit order of the file paths', () => {
    const swedish = files('sv_SE.UTF-8');
    expect(swedish).toEqual(files('en_US.UTF-8'));
    expect([...new Set(swedish)]).toEqual(['skills/Beta/SKILL.md', 'skills/zeta/SKILL.md', 'skills/ärger/SKILL.md']);
  });
});
