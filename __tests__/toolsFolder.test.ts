import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import { agentNamed } from '../src/agents/index.js';
import { probeCli, toolsDir } from '../src/eval/backends/locate.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

// Issue #27, item 3: the demo installed the CLIs into <clone>/.caliper-tools, while `caliper eval` run
// from the user's own repository looked in ~/.cache/caliper/tools, said "claude-code is not installed"
// and cost another 768 MB. There is one default folder now, chosen in one place.

describe('the tools folder', () => {
  it('is $CALIPER_TOOLS, else the user cache folder, wherever caliper runs from', () => {
    expect(toolsDir({ CALIPER_TOOLS: 'rel/tools', HOME: '/home/u' })).toBe(path.resolve('rel/tools'));
    expect(toolsDir({ HOME: '/home/u' })).toBe('/home/u/.cache/caliper/tools');
    expect(toolsDir({ HOME: '/home/u', XDG_CACHE_HOME: '/var/cache/u' })).toBe('/var/cache/u/caliper/tools');
    expect(toolsDir({ HOME: '/home/u', XDG_CACHE_HOME: 'not/absolute' })).toBe('/home/u/.cache/caliper/tools');
  });

  it('is chosen in one place: no script, bench or stage picks a folder of its own', () => {
    const files = ['src', 'scripts', 'bench']
      .flatMap((dir) => walk(path.join(REPO_ROOT, dir)))
      .filter((f) => /\.(ts|mjs|js)$/.test(f));
    // A folder of its own is a path ending in `caliper-tools` (`<clone>/.caliper-tools`,
    // `$RUNNER_TOOL_CACHE/caliper-tools`).
    const own = files
      .filter((f) => /caliper-tools['"`]/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(REPO_ROOT, f));
    expect(own).toEqual([]);
  });

  it('a CLI that is not there is reported with the folder looked in and how to put it there', () => {
    const tools = tempDir('caliper-no-tools-');
    const probe = probeCli(agentNamed('claude-code')!, undefined, { CALIPER_TOOLS: tools, PATH: '' });
    expect(probe).toEqual({
      ok: false,
      reason: expect.stringContaining(
        `not in ${path.join(tools, 'claude-code')} ($CALIPER_TOOLS, else ~/.cache/caliper/tools) nor on PATH`,
      ),
    });
    expect(probe.ok || probe.reason).toMatch(/Run `caliper install claude-code` .*with the same CALIPER_TOOLS\.$/);
  });

  it('install --help, the README and docs/getting-started.md name the folder and CALIPER_TOOLS', async () => {
    let help = '';
    await runCli(['install', '--help'], {
      stdout: (t) => (help += t),
      stderr: () => {},
      cwd: REPO_ROOT,
      env: {},
      stdoutIsTTY: false,
    });
    expect(help).toContain('$CALIPER_TOOLS, else ~/.cache/caliper/tools');
    for (const doc of ['README.md', 'docs/getting-started.md']) {
      const text = readFileSync(path.join(REPO_ROOT, doc), 'utf8');
      expect([doc, text.includes('CALIPER_TOOLS') && text.includes('~/.cache/caliper/tools')]).toEqual([doc, true]);
      expect([doc, text.includes('.caliper-tools/')]).toEqual([doc, false]);
    }
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
