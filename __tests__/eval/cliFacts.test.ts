import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { agentNamed } from '../../src/agents/index.js';
import { CLI_FACTS_FILE, fingerprint } from '../../src/eval/backends/cliFacts.js';
import { probeCli } from '../../src/eval/backends/locate.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue #38: every run started each CLI once only to ask its `--version` (pi: 1.9 s of a one-trial
// run, the event loop blocked). What a pinned CLI is, is now learnt once per install and kept beside it.

const claude = agentNamed('claude-code')!;

/** A tools folder holding a fake Claude Code that counts its starts in `starts`. */
type FakeInstall = { tools: string; folder: string; executable: string; starts: () => number };
function toolsWithFakeClaude(version = '2.1.332'): FakeInstall {
  const tools = tempDir('caliper-facts-');
  const folder = path.join(tools, 'claude-code');
  const bin = path.join(folder, 'node_modules', '.bin');
  mkdirSync(bin, { recursive: true });
  const log = path.join(tools, 'starts.log');
  const executable = path.join(bin, 'claude');
  const answer = `if [ "$1" = "--version" ]; then echo "${version} (Claude Code)"; exit 0; fi`;
  writeFileSync(executable, `#!/bin/sh\necho start >> '${log}'\n${answer}\n`);
  chmodSync(executable, 0o755);
  const starts = () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0);
  return { tools, folder, executable, starts };
}

const probe = (tools: string) => probeCli(claude, undefined, { CALIPER_TOOLS: tools, PATH: process.env.PATH });

describe('what a pinned CLI is, learnt once per install', () => {
  it('starts the CLI for its version once, however many runs ask', () => {
    const { tools, starts } = toolsWithFakeClaude();
    for (let run = 0; run < 3; run++) expect(probe(tools)).toMatchObject({ ok: true, version: '2.1.332' });
    expect(starts()).toBe(1);
  });

  it('asks again when the install changed (reinstalled, upgraded, edited)', () => {
    const { tools, executable, starts } = toolsWithFakeClaude();
    expect(probe(tools)).toMatchObject({ version: '2.1.332' });
    writeFileSync(executable, readFileSync(executable, 'utf8').replace('2.1.332', '2.1.400'));
    expect(probe(tools)).toMatchObject({ ok: true, version: '2.1.400' });
    expect(starts()).toBe(2);
  });

  it('does not believe a forged entry: another fingerprint, another executable, an impossible version', () => {
    const { tools, folder, executable, starts } = toolsWithFakeClaude();
    const forgeries = [
      { format: 1, executable, version: '6.6.6', fingerprint: '1:2:3:4:5' },
      { format: 1, executable: '/usr/bin/true', version: '6.6.6', fingerprint: fingerprint('/usr/bin/true') },
      { format: 1, executable, version: '<img src=x onerror=alert(1)>', fingerprint: fingerprint(executable) },
      { format: 2, executable, version: '6.6.6', fingerprint: fingerprint(executable) },
    ];
    for (const forged of forgeries) {
      writeFileSync(path.join(folder, CLI_FACTS_FILE), JSON.stringify(forged));
      expect(probe(tools)).toMatchObject({ ok: true, version: '2.1.332' });
    }
    expect(starts()).toBe(forgeries.length);
  });

  it('a facts file that is a link to /dev/zero, a FIFO or too large is not read whole, and the CLI is asked', () => {
    const { tools, folder, starts } = toolsWithFakeClaude();
    const file = path.join(folder, CLI_FACTS_FILE);
    symlinkSync('/dev/zero', file);
    expect(probe(tools)).toMatchObject({ ok: true, version: '2.1.332' });
    rmSync(file);
    execFileSync('mkfifo', [file]);
    expect(probe(tools)).toMatchObject({ ok: true, version: '2.1.332' });
    rmSync(file);
    writeFileSync(file, `{"format":1,${' '.repeat(1 << 20)}}`);
    expect(probe(tools)).toMatchObject({ ok: true, version: '2.1.332' });
    expect(starts()).toBe(3);
  });

  it('a facts file caliper cannot replace (a folder in its place) leaves the run working, probing each time', () => {
    const { tools, folder, starts } = toolsWithFakeClaude();
    mkdirSync(path.join(folder, CLI_FACTS_FILE));
    expect(probe(tools)).toMatchObject({ ok: true, version: '2.1.332' });
    expect(probe(tools)).toMatchObject({ ok: true, version: '2.1.332' });
    expect(starts()).toBe(2);
  });
});

describe("a CLI that is not the tools folder's install", () => {
  it('a named CLI is asked every run, and nothing is written into the tools folder for it', () => {
    const { tools, folder, executable, starts } = toolsWithFakeClaude();
    const named = path.join(tools, 'claude-elsewhere');
    writeFileSync(named, readFileSync(executable, 'utf8'));
    chmodSync(named, 0o755);
    const env = { CALIPER_TOOLS: tools, PATH: process.env.PATH };
    for (let run = 0; run < 2; run++) {
      expect(probeCli(claude, named, env)).toMatchObject({ ok: true, version: '2.1.332' });
    }
    expect(starts()).toBe(2);
    expect(existsSync(path.join(folder, CLI_FACTS_FILE))).toBe(false);
  });
});
