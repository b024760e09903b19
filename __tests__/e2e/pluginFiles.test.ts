import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';

// Real Claude Code against the scripted model, in bubblewrap: a skill of a plugin that uses the plugin's
// own files, as validate resolves them (`${CLAUDE_PLUGIN_ROOT}/…`, `../../agents/…`), finds them in the
// trial; nothing else of the plugin or the repository is installed.
jest.setTimeout(120_000);

const stamper = skillMd(
  {
    name: 'stamper',
    description: 'Stamps the release notes with the plugin stamp. Use when the user asks to stamp the release notes.',
  },
  [
    '# Stamper',
    '',
    'Follow [the judge](../../agents/judge.md).',
    '',
    '```bash',
    'bash "${CLAUDE_PLUGIN_ROOT}/scripts/stamp.sh" > stamped.txt',
    'sandbox=$(dirname "$HOME")',
    "find \"$sandbox\" \\( -name 'unreferenced.sh' -o -name 'answers.txt' " +
      "-o -name 'plugin.json' -o -name 'hooks.json' -o -name 'other' -o " +
      "-name '.eval.yaml' \\) > leaked.txt 2>/dev/null",
    'ls -A "$(dirname "${CLAUDE_PLUGIN_ROOT}/scripts/stamp.sh")" > plugin-scripts.txt',
    '```',
    '',
  ].join('\n'),
);

const plugin = {
  'plugins/tools/.claude-plugin/plugin.json': '{"name":"tools"}\n',
  'plugins/tools/hooks/hooks.json': '{"hooks":{}}\n',
  'plugins/tools/scripts/stamp.sh': 'echo "stamped by the plugin"\n',
  'plugins/tools/scripts/unreferenced.sh': 'echo "never installed"\n',
  'plugins/tools/answers.txt': 'the answer key\n',
  'plugins/tools/agents/judge.md':
    '---\nname: judge\ndescription: Judges a stamp. Use when a stamp needs ' +
    'judging.\n---\nJudge rubric: a stamp is one line.\n',
  'plugins/tools/skills/stamper/SKILL.md': stamper,
  'plugins/tools/skills/stamper/.eval.yaml': evalSpec([
    {
      id: 'stamp',
      prompt: 'Please stamp the release notes',
      checks: [
        'activation: stamper',
        'file_contains: { path: stamped.txt, pattern: "stamped by the plugin" }',
        'command: "test -f leaked.txt && test ! -s leaked.txt"',
        'command: "test \\"$(cat plugin-scripts.txt)\\" = stamp.sh"',
      ],
    },
  ]),
  'plugins/tools/skills/other/SKILL.md': skillMd({
    name: 'other',
    description: 'Bakes bread for the bakery. Use when asked to bake bread.',
  }),
};

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])(
  'plugin files a skill references, on the real Claude Code CLI',
  () => {
    it(
      'are in the trial where the text puts them (the variable and the ' +
        'relative path resolve), and nothing else of the plugin is',
      async () => {
        const run = await evalRepo(tempRepo(plugin), { skills: ['stamper'] });
        const record = run.records[0]!;
        expect(record.checks).toEqual([
          { label: 'activation: stamper', status: 'pass' },
          { label: 'file_contains: stamped.txt ~ /stamped by the plugin/', status: 'pass' },
          { label: 'command: test -f leaked.txt && test ! -s leaked.txt', status: 'pass' },
          { label: 'command: test "$(cat plugin-scripts.txt)" = stamp.sh', status: 'pass' },
        ]);
        expect(record).toMatchObject({ outcome: 'pass', activations: { stamper: 'activated' } });
        expect(record.notes).toBeUndefined();

        // The agent read ../../agents/judge.md from the installed skill, and got the plugin's file.
        const events = readFileSync(path.join(run.outDir, record.transcript!), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l));
        const blocks = events.flatMap((e) => e.message?.content ?? []);
        const read = blocks.find((b: { name?: string }) => b.name === 'Read');
        expect(read.input.file_path).toMatch(/\/skills\/stamper\/\.\.\/\.\.\/agents\/judge\.md$/);
        const result = blocks.find((b: { tool_use_id?: string }) => b.tool_use_id === read.id);
        expect(result.is_error ?? false).toBe(false);
        expect(JSON.stringify(result.content)).toContain('Judge rubric: a stamp is one line.');
      },
    );
  },
);

describeNeeding(['cli:codex', ...SANDBOX_NEEDS])('plugin files a skill references, on the real Codex CLI', () => {
  it(
    'are installed there too, but `${CLAUDE_PLUGIN_ROOT}` is empty, as for ' + 'Codex users, and the trial says so',
    async () => {
      const run = await evalRepo(tempRepo(plugin), { backends: ['codex'], skills: ['stamper'], timeoutSeconds: 120 });
      const record = run.records[0]!;
      expect(record.outcome).toBe('fail');
      expect(record.activations).toEqual({ stamper: 'activated' });
      // The script is not found at /scripts/stamp.sh: the skill's doing, as the note says, not a harness fault.
      expect(record.checks.map((c) => c.status)).toEqual(['pass', 'fail', 'pass', 'fail']);
      expect(record.notes).toEqual([
        expect.stringMatching(/only Claude Code expands `\$\{CLAUDE_PLUGIN_ROOT\}`; codex reads/),
      ]);
      expect(run.progress.some((l) => l.startsWith('note on stamper × codex: '))).toBe(true);
    },
  );
});
