import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleNode, REPO_ROOT } from '../helpers/runNode.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

/**
 * js-yaml and re2js are loaded on first use from `vendor/` beside the bundle. A bundle installed
 * without them must fail plainly, not load whatever `node_modules` above it happens to hold.
 */
describe('libraries loaded on first use', () => {
  // Front matter that is not plain `key: value` lines needs the full YAML parser.
  const repo = tempRepo({
    'skills/a/SKILL.md': skillMd({ name: 'a', description: 'Does a. Use when a.', 'allowed-tools': '[Read, Bash]' }),
  });
  const validate = (cli: string) =>
    spawnSync(bundleNode(), [cli, 'validate', repo, '--format', 'json'], { encoding: 'utf8', timeout: 60_000 });

  it('come from the copies beside the bundle', () => {
    const run = validate(path.join(REPO_ROOT, 'dist', 'cli', 'index.js'));
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).diagnostics.map((d: { rule: string }) => d.rule)).toContain('field-type');
  });

  it('are never taken from a node_modules above a bundle that lacks them', () => {
    const project = tempRepo({ 'node_modules/js-yaml/package.json': '{"name":"js-yaml","main":"index.js"}' });
    writeFileSync(
      path.join(project, 'node_modules', 'js-yaml', 'index.js'),
      'throw new Error("the js-yaml of some other project was loaded");',
    );
    const installed = path.join(project, 'node_modules', '@caliper-ci', 'caliper', 'dist', 'cli');
    mkdirSync(installed, { recursive: true });
    cpSync(path.join(REPO_ROOT, 'dist', 'cli'), installed, { recursive: true });
    rmSync(path.join(installed, 'vendor'), { recursive: true });
    const run = validate(path.join(installed, 'index.js'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(path.join('vendor', 'js-yaml.cjs'));
    expect(run.stderr).not.toContain('some other project');
  });
});
