import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { diagnostic } from '../../src/skills/diagnostic.js';
import { applyFixes } from '../../src/skills/fix.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

const lone = (files: Record<string, string>, commandFolders?: string[]) =>
  validateRepository(tempRepo(files), { ...(commandFolders && { commandFolders }) })
    .diagnostics.filter((d) => d.rule === 'lone-command-file')
    .map((d) => d.file);

describe('lone-command-file is about commands, not documentation', () => {
  it('leaves README.md, CLAUDE.md, AGENTS.md and upper-case docs alone, wherever they are', () => {
    expect(
      lone({
        '.agents/skills/README.md': '# Our skills\n',
        '.agents/skills/a/SKILL.md': goodSkill('a'),
        'skills/CLAUDE.md': 'Memory for Claude Code.\n',
        'skills/AGENTS.md': 'Memory for Codex.\n',
        'src/skills/vendor/VENDOR.md': 'Vendored from upstream.\n',
        '.claude/commands/README.md': 'How our commands work.\n',
        '.claude/commands/deploy.md': 'Deploy.\n',
      }),
    ).toEqual(['.claude/commands/deploy.md']);
  });

  it('is silent in folders the repository declares as commands on purpose', () => {
    const files = {
      '.claude/commands/dedupe.md': 'Dedupe issues.\n',
      'tools/.claude/commands/triage-issue.md': 'Triage.\n',
      '.pi/prompts/x.md': 'x\n',
    };
    expect(lone(files, ['.claude/commands', '**/.claude/commands'])).toEqual(['.pi/prompts/x.md']);
  });
});

describe('validate --fix keeps behaviour', () => {
  async function fix(root: string) {
    let stderr = '';
    const code = await runCli(['validate', '.', '--fix'], {
      stdout: () => {},
      stderr: (t) => (stderr += t),
      cwd: root,
      env: {},
      stdoutIsTTY: false,
    });
    return { code, stderr };
  }

  it('turns a slash command into a skill the model may not run on its own, and says what it changed', async () => {
    const root = tempRepo({
      '.claude/commands/commit-push-pr.md': '---\ndescription: Commit, push and open a PR.\n---\nRun git push.\n',
    });
    const r = await fix(root);
    const skill = readFileSync(path.join(root, '.claude/skills/commit-push-pr/SKILL.md'), 'utf8');
    expect(skill).toMatch(
      /^---\nname: commit-push-pr\ndisable-model-invocation: true\ndescription: Commit, push and open a PR\.\n---\n/,
    );
    expect(r.stderr).toContain(
      'fixed: .claude/commands/commit-push-pr.md -> ' +
        '.claude/skills/commit-push-pr/SKILL.md (name: commit-push-pr, ' +
        'disable-model-invocation: true',
    );
  });

  it('keeps an explicit disable-model-invocation of the command', async () => {
    const root = tempRepo({
      '.claude/commands/ask.md':
        '---\ndescription: Ask. Use when unsure.\ndisable-model-invocation: false\n---\nAsk.\n',
    });
    await fix(root);
    expect(readFileSync(path.join(root, '.claude/skills/ask/SKILL.md'), 'utf8')).toContain(
      'disable-model-invocation: false',
    );
  });

  it('never converts a documentation file, even when asked to', () => {
    const root = tempRepo({ 'skills/CLAUDE.md': 'Memory.\n' });
    const forged = diagnostic('lone-command-file', 'skills/CLAUDE.md', 'x', {
      fix: {
        kind: 'move-command',
        from: 'skills/CLAUDE.md',
        to: 'skills/claude/SKILL.md',
        name: 'claude',
        description: undefined,
        userInvoked: false,
      },
    });
    expect(applyFixes(root, [forged])).toEqual({
      applied: [],
      skipped: ['skills/CLAUDE.md: not moved, it is documentation, not a command'],
    });
    expect(existsSync(path.join(root, 'skills/claude'))).toBe(false);
  });
});
