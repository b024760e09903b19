import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { KEPT_LISTINGS_FOLDER } from '../../src/eval/runner/keptListings.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

jest.setTimeout(120_000);

// Issue #38: pi, Gemini CLI and OpenCode were started a second time in every run only to list the
// installed skills. A listing is now learnt once per CLI install and installed set, and kept in the
// tools folder. A fake pi, installed there, counts the listings it is asked for.
function installFakePi(listed: string[]) {
  const tools = tempDir('caliper-kept-');
  const executable = path.join(tools, 'pi', 'node_modules', '.bin', 'pi');
  mkdirSync(path.dirname(executable), { recursive: true });
  const log = path.join(tools, 'probes.log');
  const commands = listed.map((name) => ({ name: `skill:${name}`, source: 'skill' }));
  const listing = JSON.stringify({
    id: 'caliper',
    type: 'response',
    command: 'get_commands',
    success: true,
    data: { commands },
  });
  const answer = [
    { type: 'session' },
    {
      type: 'message_end',
      message: {
        role: 'assistant',
        content: [{ type: 'text', text: 'done' }],
        usage: { input: 1, output: 1 },
        stopReason: 'stop',
      },
    },
  ];
  const lines = answer.map((l) => `echo '${JSON.stringify(l)}'`).join('\n');
  writeFileSync(
    executable,
    `#!/bin/sh\nif [ "$1" = "--version" ]; then echo 0.73.1; exit 0; ` +
      `fi\ncase "$*" in *rpc*) echo probe >> ${log}; echo '${listing}'; exit ` +
      `0;; esac\n${lines}\n`,
  );
  chmodSync(executable, 0o755);
  const probes = () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0);
  return { tools, executable, probes, kept: path.join(tools, KEPT_LISTINGS_FOLDER) };
}

const skill = (
  name: string,
  description = `Handles ${name} reports. Use when the user asks for a ${name} report.`,
) => ({
  [`${name}/SKILL.md`]: skillMd({ name, description }),
  [`${name}/.eval.yaml`]: evalSpec([
    { id: 'one', prompt: `Make the ${name} report`, checks: [`activation: { skill: ${name}, expect: false }`] },
  ]),
});

// A fixed model address: the probe's arguments and configuration are the same in every run (the scripted
// model's port is not). The fake CLI calls no model.
const run = (repo: string, tools: string) =>
  evalRepo(repo, {
    backends: ['pi'],
    isolation: 'none',
    model: { kind: 'real', baseUrl: 'http://127.0.0.1:9', apiKey: 'k', model: 'm' },
    env: { PATH: process.env.PATH, CALIPER_TOOLS: tools },
  });

describe('a listing probe learnt once per CLI install and installed set', () => {
  it('a second run of the same skills starts no listing; a changed skill is listed again, alone', async () => {
    const pi = installFakePi(['alpha', 'beta']);
    const repo = tempRepo({ ...skill('alpha'), ...skill('beta') });
    const first = await run(repo, pi.tools);
    expect(pi.probes()).toBe(2);
    const second = await run(repo, pi.tools);
    expect(pi.probes()).toBe(2);
    for (const r of [...first.records, ...second.records])
      expect(r).toMatchObject({ outcome: 'pass', discovered: ['alpha', 'beta'], discoveredBy: 'listing-probe' });
    writeFileSync(
      path.join(repo, 'beta', 'SKILL.md'),
      skillMd({
        name: 'beta',
        description: 'Handles beta reports, now in colour. Use when the user asks for a beta report.',
      }),
    );
    await run(repo, pi.tools);
    expect(pi.probes()).toBe(3);
    // Kept beside the tools, outside the CLI's own folder (which trials see).
    expect(readdirSync(pi.kept)).toHaveLength(3);
  });

  it('a reinstalled CLI lists again', async () => {
    const pi = installFakePi(['alpha']);
    const repo = tempRepo(skill('alpha'));
    await run(repo, pi.tools);
    writeFileSync(pi.executable, `${readFileSync(pi.executable, 'utf8')}# 0.73.2\n`);
    await run(repo, pi.tools);
    expect(pi.probes()).toBe(2);
  });

  it(
    'a kept output that is a link to /dev/zero, a FIFO, a folder, over 1 ' +
      'MiB or unparseable is not believed: the CLI lists again',
    async () => {
      const pi = installFakePi(['alpha']);
      const repo = tempRepo(skill('alpha'));
      await run(repo, pi.tools);
      const [name] = readdirSync(pi.kept);
      const file = path.join(pi.kept, name!);
      const forgeries = [
        () => symlinkSync('/dev/zero', file),
        () => execFileSync('mkfifo', [file]),
        () => mkdirSync(file),
        () => writeFileSync(file, ' '.repeat(2 << 20)),
        () => writeFileSync(file, 'not a listing'),
      ];
      for (const forge of forgeries) {
        rmSync(file, { recursive: true, force: true });
        forge();
        const again = await run(repo, pi.tools);
        expect(again.records[0]).toMatchObject({ outcome: 'pass', discovered: ['alpha'] });
      }
      expect(pi.probes()).toBe(1 + forgeries.length);
    },
  );
});
