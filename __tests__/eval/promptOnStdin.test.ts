import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { AGENT_NAMES, agentNamed } from '../../src/agents/index.js';
import type { CommandInput } from '../../src/agents/agent.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue 35 item 7: a prompt in the CLI's argv is readable by every process of its trial
// (/proc/PID/cmdline), so a skill could tell its should-not cases apart and kill the CLI there. Each
// pinned CLI takes the prompt on stdin in its headless mode (checked against the real CLIs in
// __tests__/e2e/selfCensor.test.ts); Hermes, whose `-z` takes it only as an argument, is started through
// its own Python, which sets its argv from stdin (each form of its script: hermesLaunch.test.ts).

const PROMPT = '-zebraquartz @notes.md: format the tables';

function input(executable?: string): CommandInput {
  return {
    sandbox: { root: '/s', workDir: '/s/w', homeDir: '/s/h', configDir: '/s/c', tmpDir: '/s/t' },
    prompt: PROMPT,
    endpoint: { baseUrl: 'http://127.0.0.1:1', apiKey: 'k', model: undefined },
    maxTurns: 5,
    ...(executable && { executable }),
  };
}

/** A pip-installed console script: its interpreter on the `#!` line. */
function hermesScript(): string {
  const file = path.join(tempDir('caliper-hermes-'), 'hermes');
  writeFileSync(file, '#!/opt/venv/bin/python3\nimport sys\nfrom hermes_cli.main import main\n');
  return file;
}

describe('the prompt never sits in a CLI argv (issue 35 item 7)', () => {
  it.each(AGENT_NAMES)('%s: the prompt is on stdin, in no argument', (name) => {
    const command = agentNamed(name)!.run.command(input(name === 'hermes' ? hermesScript() : undefined));
    expect(command.stdin).toBe(PROMPT);
    expect(command.args.some((a) => a.includes('zebraquartz'))).toBe(false);
  });

  it('hermes: started through the interpreter of its script, isolated, with -z set from stdin', () => {
    const command = agentNamed('hermes')!.run.command(input(hermesScript()));
    expect(command.program).toBe('/opt/venv/bin/python3');
    expect(command.args.slice(0, 2)).toEqual(['-I', '-c']);
    expect(command.args[2]).toContain("'-z', sys.stdin.buffer.read().decode('utf-8')");
  });

  it.each(['claude-code', 'codex', 'gemini-cli', 'opencode'] as const)(
    '%s: a follow-up turn is on stdin too',
    (name) => {
      const command = agentNamed(name)!.run.resume!(input());
      expect(command.stdin).toBe(PROMPT);
      expect(command.args.some((a) => a.includes('zebraquartz'))).toBe(false);
    },
  );
});
