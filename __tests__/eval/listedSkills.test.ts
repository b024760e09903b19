import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseListing } from '../../src/agents/claude-code/wire.js';
import { LISTED_LIMITS } from '../../src/agents/shared/listing.js';
import { agentNamed } from '../../src/agents/index.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { REPO_ROOT } from '../helpers/runNode.js';

/** The listing with descriptions a backend reads from its discovery probe's output. */
const listedInProbe = (backend: BackendName, stdout: string) => agentNamed(backend)!.transcript.probe!.listing(stdout);

const fixture = (backend: string, name: string) =>
  readFileSync(path.join(REPO_ROOT, '__tests__/fixtures/transcripts', backend, name), 'utf8');

describe('each listed description, as a CLI listed it', () => {
  it(
    "Claude Code's listing ends where its list does: the text after it, or " +
      "the reminder's closing tag, is no description",
    () => {
      const text =
        'The following skills are available for use with the Skill tool:\n\n- ' +
        'greeter: Greets.\n- claude-api: Reference for the API.\nTRIGGER when ' +
        'asked.\n\nWhile bypass permissions mode is active:\n- Bash: runs ' +
        'anything\n';
      expect(parseListing(text)).toEqual([
        { name: 'greeter', description: 'Greets.' },
        { name: 'claude-api', description: 'Reference for the API. TRIGGER when asked.' },
      ]);
      expect(
        parseListing(
          'The following skills are available for use with the Skill tool:\n\n- greeter: Greets.\n</system-reminder>',
        ),
      ).toEqual([{ name: 'greeter', description: 'Greets.' }]);
    },
  );

  it(
    'reads the model-free listings of Gemini CLI (enabled only), OpenCode ' +
      '(less its built-in) and pi, with descriptions',
    () => {
      const gemini =
        'Discovered Agent Skills:\n\ngreeter [Enabled]\n  Description: ' +
        'Greets.\n  Location:    /x/SKILL.md\n\nskill-creator [Disabled]\n  ' +
        'Description: x\n';
      expect(listedInProbe('gemini-cli', gemini)).toEqual([{ name: 'greeter', description: 'Greets.' }]);
      expect(listedInProbe('opencode', fixture('opencode', '1.18.33-debug-skill.json'))).toEqual([
        {
          name: 'greeter',
          description: 'Greets the world in a friendly banner file. Use when the user asks to greet the world.',
        },
      ]);
      expect(listedInProbe('pi', fixture('pi', '0.73.1-rpc-get_commands.jsonl'))).toEqual([
        {
          name: 'greeter',
          description: 'Greets the world in a friendly banner file. Use when the user asks to greet the world.',
        },
      ]);
      for (const backend of ['gemini-cli', 'opencode', 'pi'] as const)
        expect(listedInProbe(backend, 'Error: something broke\n')).toBeUndefined();
    },
  );

  it('keeps at most its limits of a hostile listing', () => {
    const many = JSON.stringify(
      Array.from({ length: 100 }, (_, i) => ({
        name: `s${i}${'n'.repeat(200)}`,
        description: 'd'.repeat(10_000),
        location: '/x',
      })),
    );
    const listed = listedInProbe('opencode', many)!;
    expect(listed).toHaveLength(LISTED_LIMITS.skills);
    expect(listed[0]!.name).toHaveLength(LISTED_LIMITS.name);
    expect(listed[0]!.description).toHaveLength(LISTED_LIMITS.description);
  });
});
