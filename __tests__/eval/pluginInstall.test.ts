import { existsSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { claudeCode } from '../../src/agents/claude-code/index.js';
import { hermes } from '../../src/agents/hermes/index.js';
import { planTrials, type PlanOptions } from '../../src/eval/runner/plan.js';
import { placePluginFiles } from '../../src/eval/sandbox/pluginFiles.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { formatJson } from '../../src/report/validation/json.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

const spec = 'cases:\n  - id: one\n    prompt: "Stamp the notes"\n    checks:\n      - activation: stamper\n';
const options = (backends: PlanOptions['backends']): PlanOptions => ({
  backends,
  discipline: 'install-discover',
  defaultTrials: 1,
  trials: undefined,
  skills: ['stamper'],
  cases: undefined,
});

function pluginRepo(body: string, extra: Record<string, string> = {}, specText = spec) {
  return tempRepo({
    'plugins/tools/.claude-plugin/plugin.json': '{"name":"tools"}\n',
    'plugins/tools/scripts/stamp.sh': 'echo stamp\n',
    'plugins/tools/scripts/unreferenced.sh': 'echo no\n',
    'plugins/tools/agents/judge.md': 'Judge.\n',
    'plugins/tools/answers.txt': 'secret\n',
    'plugins/tools/skills/stamper/SKILL.md': skillMd(
      { name: 'stamper', description: 'Stamps notes. Use when asked to stamp notes.' },
      body,
    ),
    'plugins/tools/skills/stamper/.eval.yaml': specText,
    'plugins/tools/skills/other/SKILL.md': skillMd({
      name: 'other',
      description: 'Bakes bread. Use when asked to bake.',
    }),
    ...extra,
  });
}

const body =
  'Read [the judge](../../agents/judge.md).\n\n```bash\nbash "${CLAUDE_PLUGIN_ROOT}/scripts/stamp.sh"\n```\n';

describe('the plugin files a skill references', () => {
  it(
    'validate records them with their lines (JSON output too), and the ' +
      'eval installs exactly those, at the plugin root beside the skill',
    () => {
      const report = validateRepository(pluginRepo(body));
      expect(report.diagnostics).toEqual([]);
      const stamper = report.skills.find((s) => s.name === 'stamper')!;
      expect(stamper.plugin).toEqual({
        root: 'plugins/tools',
        files: [
          { path: 'agents/judge.md', line: 5 },
          { path: 'scripts/stamp.sh', line: 8, variable: 'CLAUDE_PLUGIN_ROOT' },
        ],
      });
      expect(JSON.parse(formatJson(report)).skills.find((s: { name: string }) => s.name === 'stamper').plugin).toEqual(
        stamper.plugin,
      );

      const [trial] = planTrials(report, options(['claude-code'])).trials;
      expect(trial!.installs.map((i) => i.name)).toEqual(['stamper']);
      expect(trial!.installs[0]!.plugin!.fromSkill).toBe('../..');
      expect(trial!.installs[0]!.plugin!.files.map((f) => f.rel)).toEqual(['agents/judge.md', 'scripts/stamp.sh']);
    },
  );

  it('puts them beside the installed skill and tells Claude Code where the plugin root is', () => {
    const report = validateRepository(pluginRepo(body));
    const install = planTrials(report, options(['claude-code'])).trials[0]!.installs[0]!;
    const sandbox = createSandbox();
    try {
      const skillsRoot = claudeCode.run.skillsRoot(sandbox);
      const root = placePluginFiles(install.plugin!, path.join(skillsRoot, 'stamper'), sandbox, {
        name: 'claude-code',
        skillsRoot,
        configNames: claudeCode.run.configNames,
      });
      expect(root).toBe(sandbox.configDir);
      expect(readdirSync(path.join(root, 'scripts'))).toEqual(['stamp.sh']);
      expect(existsSync(path.join(skillsRoot, 'stamper', '..', '..', 'agents', 'judge.md'))).toBe(true);
      const { env } = claudeCode.run.command({
        sandbox,
        prompt: 'p',
        endpoint: { baseUrl: undefined, apiKey: undefined, model: undefined },
        maxTurns: 3,
        pluginRoot: root,
      });
      expect(env.CLAUDE_PLUGIN_ROOT).toBe(root);
      expect(
        claudeCode.run.command({
          sandbox,
          prompt: 'p',
          endpoint: { baseUrl: undefined, apiKey: undefined, model: undefined },
          maxTurns: 3,
        }).env.CLAUDE_PLUGIN_ROOT,
      ).toBeUndefined();
    } finally {
      removeSandbox(sandbox);
    }
  });

  it('leaves out forbidden files, and a folder that holds a skill', () => {
    const withSpec = spec.replace('cases:', 'sandbox:\n  forbidden_files: ["stamp.sh"]\ncases:');
    const report = validateRepository(
      pluginRepo(`${body}See \`\${CLAUDE_PLUGIN_ROOT}/skills\` for the others.\n`, {}, withSpec),
    );
    expect(report.skills.find((s) => s.name === 'stamper')!.plugin!.files.map((f) => f.path)).toEqual([
      'agents/judge.md',
      'scripts/stamp.sh',
      'skills',
    ]);
    const install = planTrials(report, options(['claude-code'])).trials[0]!.installs[0]!;
    expect(install.plugin!.files.map((f) => f.rel)).toEqual(['agents/judge.md']);
  });

  it('judges a linked plugin file by where it points: a link to a forbidden file is not installed', () => {
    const withSpec = spec.replace('cases:', 'sandbox:\n  forbidden_files: ["answers.txt"]\ncases:');
    const root = pluginRepo(`${body}Then run \`\${CLAUDE_PLUGIN_ROOT}/scripts/answer.sh\`.\n`, {}, withSpec);
    symlinkSync('../answers.txt', path.join(root, 'plugins/tools/scripts/answer.sh'));
    const report = validateRepository(root);
    expect(report.skills.find((s) => s.name === 'stamper')!.plugin!.files.map((f) => f.path)).toContain(
      'scripts/answer.sh',
    );
    const install = planTrials(report, options(['claude-code'])).trials[0]!.installs[0]!;
    expect(install.plugin!.files.map((f) => f.rel)).toEqual(['agents/judge.md', 'scripts/stamp.sh']);
  });

  it('changes the fingerprint when a referenced plugin file changes, and not when another does', () => {
    const root = pluginRepo(body);
    const fingerprint = () => planTrials(validateRepository(root), options(['claude-code'])).trials[0]!.fingerprint;
    const before = fingerprint();
    writeFileSync(path.join(root, 'plugins/tools/scripts/unreferenced.sh'), 'echo changed\n');
    expect(fingerprint()).toBe(before);
    writeFileSync(path.join(root, 'plugins/tools/scripts/stamp.sh'), 'echo changed\n');
    expect(fingerprint()).not.toBe(before);
  });

  it('refuses, naming the file, a place where the CLI reads its own configuration', () => {
    const report = validateRepository(
      pluginRepo('Apply `${CLAUDE_PLUGIN_ROOT}/settings.json`.\n', { 'plugins/tools/settings.json': '{"hooks":{}}\n' }),
    );
    const install = planTrials(report, options(['claude-code'])).trials[0]!.installs[0]!;
    const sandbox = createSandbox();
    try {
      const skillsRoot = claudeCode.run.skillsRoot(sandbox);
      expect(() =>
        placePluginFiles(install.plugin!, path.join(skillsRoot, 'stamper'), sandbox, {
          name: 'claude-code',
          skillsRoot,
          configNames: claudeCode.run.configNames,
        }),
      ).toThrow(
        new RegExp(
          'cannot install the plugin file `settings.json` .* for claude-code: .* ' +
            'on `settings.json`, which claude-code reads as its own configuration',
        ),
      );
      expect(existsSync(path.join(sandbox.configDir, 'settings.json'))).toBe(false);
    } finally {
      removeSandbox(sandbox);
    }
  });

  it("refuses a place that leaves the plugin root or reaches into the sandbox's own folders", () => {
    const sandbox = createSandbox();
    const source = path.join(sandbox.tmpDir, 'x');
    writeFileSync(source, 'x\n');
    try {
      const skillsRoot = claudeCode.run.skillsRoot(sandbox);
      const place = (fromSkill: string, rel: string) => () =>
        placePluginFiles({ fromSkill, files: [{ rel, source }] }, path.join(skillsRoot, 'stamper'), sandbox, {
          name: 'claude-code',
          skillsRoot,
          configNames: claudeCode.run.configNames,
        });
      // plugins/p/skills/category/stamper: the plugin root is the sandbox root; its home/ is not the plugin's.
      expect(place('../../..', 'home/.gemini/settings.json')).toThrow(/in the sandbox's `home` folder/);
      expect(place('../../..', 'work/notes.md')).toThrow(/in the agent's working folder/);
      expect(place('../..', '../x')).toThrow(/outside the sandbox/);
      expect(place('../..', 'skills/x/SKILL.md')).toThrow(/in the skills root/);
      expect(existsSync(path.join(sandbox.homeDir, '.gemini'))).toBe(false);
      expect(place('../../..', 'scripts/x.sh')).not.toThrow();
      // What counts as the CLI's own is the backend's: Claude Code reads no hooks/ folder, Hermes does.
      expect(place('../..', 'hooks/check.sh')).not.toThrow();
      const hermesRoot = hermes.run.skillsRoot(sandbox);
      expect(() =>
        placePluginFiles(
          { fromSkill: '../..', files: [{ rel: 'hooks/check.sh', source }] },
          path.join(hermesRoot, 'stamper'),
          sandbox,
          { name: 'hermes', skillsRoot: hermesRoot, configNames: hermes.run.configNames },
        ),
      ).toThrow(/on `hooks`, which hermes reads as its own configuration/);
      expect(existsSync(path.join(sandbox.root, 'scripts', 'x.sh'))).toBe(true);
    } finally {
      removeSandbox(sandbox);
    }
  });

  it('notes, on a backend other than Claude Code, that `${CLAUDE_PLUGIN_ROOT}` stays empty there', () => {
    const report = validateRepository(pluginRepo(body));
    const plan = planTrials(report, options(['claude-code', 'codex']));
    expect(plan.notes).toEqual([
      {
        key: 'stamper|codex',
        note: expect.stringMatching(
          new RegExp(
            'only Claude Code expands `\\$\\{CLAUDE_PLUGIN_ROOT\\}`; codex reads ' +
              '`\\$\\{CLAUDE_PLUGIN_ROOT\\}\\/scripts\\/stamp.sh` ' +
              String.raw`\(plugins\/tools\/skills\/stamper\/SKILL.md line 8\) as ` +
              '`\\/scripts\\/stamp.sh`',
          ),
        ),
      },
    ]);
    expect(plan.trials.find((t) => t.backend === 'codex')!.notes).toHaveLength(1);
    expect(plan.trials.find((t) => t.backend === 'claude-code')!.notes).toEqual([]);
  });
});
