import { jest } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toolsDir } from '../../src/eval/backends/locate.js';
import { installFolder } from '../../src/eval/mcp/npm/install.js';
import { readTrialText } from '../../src/util/trialFiles.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

// Issue 40: an `npm:` MCP server, a real package from the npm registry pinned to one version, installed on the host
// before any trial (into the tools folder, install scripts off) and started by caliper in a sandbox of its own with
// its install read-only. Its `echo` answers the agent through caliper, whose record `mcp_call` reads; its stderr is
// kept beside the transcript. This package does nothing hostile: what its sandbox refuses (writing its install, the
// network, a secret) is proven on a hostile package in __tests__/eval/mcp/npmServerSandbox.test.ts.
jest.setTimeout(420_000);

/** Small enough (about 30 MB with its dependencies), one `bin`, an `echo` tool, and no network at start. */
const PACKAGE = '@modelcontextprotocol/server-everything@2026.8.31';

const PROMPT = 'Say the word caliper back to me through the echo tool.';
const skill = skillMd(
  {
    name: 'echo-help',
    description: 'Echoes a word back through the echo server. Use when the user asks for a word to be echoed.',
  },
  '# Echo\n\nEcho the word with the everything server.\n\n```mcp\neverything echo {"message": "caliper"}\n```\n',
);
const spec = [
  'mcp:',
  '  everything:',
  `    npm: "${PACKAGE}"`,
  'cases:',
  '  - id: right',
  `    prompt: ${JSON.stringify(PROMPT)}`,
  '    checks:',
  '      - mcp_call: { call: everything/echo, args: { message: "caliper" } }',
  '  - id: wrong',
  `    prompt: ${JSON.stringify(PROMPT)}`,
  '    checks:',
  '      - mcp_call: { call: everything/echo, args: { message: "other" } }',
  '',
].join('\n');

describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code'])('a real stdio MCP server from npm (`npm:`)', () => {
  it('is installed once on the host, answers from its own sandbox, and its call is what mcp_call reads', async () => {
    const root = tempRepo({ 'skills/echo-help/SKILL.md': skill, 'skills/echo-help/.eval.yaml': spec });
    const run = await evalRepo(root, { backends: ['claude-code'], timeoutSeconds: 150 });
    expectBackendRan(run, 'claude-code');
    const byCase = Object.fromEntries(run.records.map((r) => [r.caseId, r]));
    expect(byCase.right).toMatchObject({ outcome: 'pass', checks: [{ status: 'pass' }] });
    expect(byCase.wrong).toMatchObject({
      outcome: 'fail',
      checks: [{ status: 'fail', reason: 'everything/echo was called 1 time, 0 with the arguments asked for' }],
    });
    // The package's own answer reached the agent: caliper relayed it, it made none of its own.
    const transcript = readFileSync(path.join(run.outDir, byCase.right!.transcript!), 'utf8');
    expect(transcript).toContain('Echo: caliper');
    expect(byCase.right!.mcpCalls).toMatchObject({
      count: 1,
      calls: [{ server: 'everything', tool: 'echo', arguments: '{"message":"caliper"}' }],
      servers: [{ name: 'everything', stderr: expect.stringMatching(/\.mcp-everything\.stderr\.txt$/) }],
    });
    expect(readTrialText(run.outDir, byCase.right!.mcpCalls!.servers![0]!.stderr!)).toContain('STDIO');
    // One install for the run's two trials, in the tools folder, complete; nothing of it was run on the host.
    const folder = installFolder(toolsDir(process.env), PACKAGE);
    expect(run.progress.filter((l) => l.startsWith('MCP server everything: npm '))).toHaveLength(1);
    expect(existsSync(path.join(folder, 'caliper-installed.json'))).toBe(true);
    const pkg = path.join(folder, 'node_modules', '@modelcontextprotocol', 'server-everything');
    expect(readdirSync(pkg).sort()).toEqual(expect.arrayContaining(['dist', 'package.json']));
  });
});
