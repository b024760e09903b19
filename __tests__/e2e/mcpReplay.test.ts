import { jest } from '@jest/globals';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TrialRecord } from '../../src/results/types.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { caliper, outFolder, realModeEnv, runFolder, STAND_IN_KEYS } from '../helpers/providers/realMode.js';
import { startStandIn } from '../helpers/providers/standIn.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

// Issue 40 on the real Claude Code CLI: a trial whose MCP server is a real `command:` server of the skill is
// recorded against the provider's stand-in; its server answers with a number it draws when it starts, and echoes
// the runner's key. The replay, offline and keyless, runs the spec with the server's command now a script that
// exits at once: the server is not started (no stderr, no end of it in the record), the agent reads the recorded
// answer (the number drawn at recording), and the `mcp_call` check passes on caliper's record of the call.
jest.setTimeout(600_000);

const BASE_ENV = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS });

const SERVER = `const drawn = Math.random().toString(36).slice(2, 10);
const key = '${STAND_IN_KEYS.anthropic}';
const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');
const tools = [{ name: 'lookup_order', description: 'Look up a customer order by its id.',
  inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } }];
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf('\\n')) >= 0) {
    const m = JSON.parse(buffered.slice(0, nl));
    buffered = buffered.slice(nl + 1);
    if (m.id === undefined) continue;
    if (m.method === 'initialize')
      send({ id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} },
        serverInfo: { name: 'orders', version: '1.0.0' } } });
    else if (m.method === 'tools/list') send({ id: m.id, result: { tools } });
    else if (m.method === 'tools/call') {
      const text = 'Order ' + m.params.arguments.id + ' shipped, parcel DRAWN-' + drawn + ' key ' + key;
      send({ id: m.id, result: { content: [{ type: 'text', text }], isError: false } });
    } else send({ id: m.id, error: { code: -32601, message: 'no ' + m.method } });
  }
});
`;

const skill = skillMd(
  {
    name: 'orders-help',
    description: 'Answers where a customer order is. Use when the user asks whether an order has shipped.',
  },
  '# Orders\n\nLook the order up with the orders server.\n\n```mcp\norders lookup_order {"id": "A1"}\n```\n',
);
const spec = (script: string) =>
  [
    'mcp:',
    '  orders:',
    `    command: [node, ${script}]`,
    'cases:',
    '  - id: right',
    '    prompt: "Where is customer order A1, has it shipped yet?"',
    '    checks:',
    '      - mcp_call: { call: orders/lookup_order, args: { id: "A1" } }',
    '',
  ].join('\n');

async function run(repo: string, tape: ['--record' | '--replay', string], env: Record<string, string> = {}) {
  const outDir = outFolder();
  const args = ['eval', repo, '--backend', 'claude-code', '--trials', '1', '--out', outDir, '--allow-errors', ...tape];
  const r = await caliper(args, { cwd: repo, env: { ...BASE_ENV(), ...env } });
  return { outDir, records: runFolder(outDir).records, stderr: r.stderr, code: r.code };
}

const transcriptOf = (outDir: string, r: TrialRecord) => readFileSync(path.join(outDir, r.transcript!), 'utf8');

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])("a `command:` server's answers recorded and replayed", () => {
  it('a replay answers the agent from the recording with the server not started, and mcp_call passes', async () => {
    const repo = tempRepo({
      'skills/orders-help/SKILL.md': skill,
      'skills/orders-help/.eval.yaml': spec('mcp/server.mjs'),
      'skills/orders-help/mcp/server.mjs': SERVER,
      'skills/orders-help/mcp/broken.mjs': 'process.exit(3);\n',
    });
    const tapeDir = outFolder();
    const model = await startStandIn();
    const recorded = await run(repo, ['--record', tapeDir], realModeEnv('claude-code', model.url)).finally(() =>
      model.close(),
    );
    const [live] = recorded.records;
    expect(live).toMatchObject({ outcome: 'pass', checks: [{ status: 'pass' }] });
    const drawn = /DRAWN-(\w+)/.exec(transcriptOf(recorded.outDir, live!))?.[1];
    expect(drawn).toMatch(/^\w{4,}$/);

    // The recording keeps the server's handshake, its tools and the call, its echo of the key redacted.
    const [file] = readdirSync(tapeDir);
    const raw = readFileSync(path.join(tapeDir, file!), 'utf8');
    expect(raw).not.toContain(STAND_IN_KEYS.anthropic);
    const mcp = (JSON.parse(raw) as { mcp: { exchanges: { method: string; params: string }[] } }).mcp;
    expect(mcp.exchanges.map((e) => e.method)).toEqual(expect.arrayContaining(['initialize', 'tools/list']));
    expect(mcp.exchanges.filter((e) => e.method === 'tools/call').map((e) => e.params)).toEqual([
      '{"arguments":{"id":"A1"},"name":"lookup_order"}',
    ]);

    // The server's command is now a script that exits at once; the stand-in is gone and no key is given.
    writeFileSync(path.join(repo, 'skills/orders-help/.eval.yaml'), spec('mcp/broken.mjs'));
    const replayed = await run(repo, ['--replay', tapeDir]);
    const [trial] = replayed.records;
    expect(trial).toMatchObject({ outcome: 'pass', checks: [{ status: 'pass' }] });
    expect(trial!.mcpCalls).toEqual({
      count: 1,
      calls: [{ server: 'orders', tool: 'lookup_order', arguments: '{"id":"A1"}' }],
    });
    expect(transcriptOf(replayed.outDir, trial!)).toContain(`DRAWN-${drawn}`);
    expect(runFolder(replayed.outDir).results.meta.modelSource).toEqual({ kind: 'replay' });
  });
});
