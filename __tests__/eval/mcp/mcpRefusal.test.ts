import { AGENTS } from '../../../src/agents/index.js';
import { mcpRefusal } from '../../../src/eval/mcp/refusal.js';
import type { McpServers } from '../../../src/eval/mcp/types.js';
import type { BackendName, EvalCase, EvalSpec } from '../../../src/eval/spec/types.js';
import { runEval, EvalSetupError } from '../../../src/eval/runner/runEval.js';
import { evalParts } from '../../helpers/evalOptions.js';
import { validateRepository } from '../../../src/skills/validateRepository.js';
import { skillMd, tempRepo } from '../../helpers/tempRepo.js';
import { tempDir } from '../../helpers/tempDirs.js';

const MOCK: McpServers = {
  orders: {
    kind: 'mock',
    tools: {
      lookup_order: {
        description: 'Look up an order.',
        inputSchema: { type: 'object' },
        answers: [],
        expect: undefined,
      },
    },
  },
};
const spec = { file: 'skills/orders-help/.eval.yaml' } as EvalSpec;
const trial = (backend: BackendName, mcp: McpServers | undefined) => ({
  spec,
  backend,
  evalCase: { id: 'where', prompt: 'p', checks: [], ...(mcp && { mcp }) } as EvalCase,
});

const without = AGENTS.filter((a) => !a.mcp).map((a) => a.name);
const withMcp = AGENTS.filter((a) => a.mcp).map((a) => a.name);

describe('a spec with MCP servers on a backend whose CLI caliper gives none', () => {
  it('is refused, naming the spec, the case, the CLI and where MCP runs; a case without servers is not', () => {
    expect(without.length).toBeGreaterThan(0);
    const refusal = mcpRefusal([trial(withMcp[0]!, MOCK), trial(without[0]!, undefined), trial(without[0]!, MOCK)]);
    expect(refusal).toContain('skills/orders-help/.eval.yaml: case where gives the agent MCP servers (`mcp:`)');
    expect(refusal).toContain(`(${without[0]})`);
    expect(refusal).toContain(`MCP servers run on ${withMcp.join(', ')}`);
    expect(mcpRefusal([trial(withMcp[0]!, MOCK), trial(without[0]!, undefined)])).toBeUndefined();
  });

  it('says why, where the CLI has no MCP client caliper can use (Hermes without its extra, pi)', () => {
    const refused = AGENTS.filter((a) => a.facts.noMcp !== undefined);
    expect(refused.map((a) => a.name)).toEqual(expect.arrayContaining(['hermes', 'pi']));
    for (const agent of refused) {
      expect(mcpRefusal([trial(agent.name, MOCK)])).toContain(
        `caliper cannot give them to ${agent.facts.cli} (${agent.name}), ` +
          `because ${agent.facts.noMcp}: MCP servers run on`,
      );
    }
  });

  it('an npm: server and a command: server are not refused on a backend that takes MCP servers', () => {
    const npm = { kind: 'npm' as const, package: 'orders-mcp@1.0.0', args: [], line: 7 };
    expect(mcpRefusal([trial(withMcp[0]!, { orders: npm })])).toBeUndefined();
    const command = { kind: 'command' as const, command: ['node', 'mcp/server.mjs'] };
    expect(mcpRefusal([trial(withMcp[0]!, { orders: command })])).toBeUndefined();
  });

  it('refuses the run before any trial, with the reason', async () => {
    const root = tempRepo({
      'skills/orders-help/SKILL.md': skillMd({
        name: 'orders-help',
        description: 'Answers where an order is. Use when asked about an order.',
      }),
      'skills/orders-help/.eval.yaml':
        'mcp:\n  orders:\n    tools:\n      lookup_order:\n        ' +
        'description: Look up an order.\n        answer: Shipped.\ncases:\n  - ' +
        'id: where\n    prompt: Where is order A1?\n    checks:\n      - ' +
        'mcp_call: orders/lookup_order\n',
    });
    const progress: string[] = [];
    const run = runEval(
      evalParts({
        report: validateRepository(root),
        backends: [without[0]!],
        model: { kind: 'scripted' },
        trials: 1,
        outDir: tempDir('caliper-out-'),
        progress: (l) => progress.push(l),
      }),
    );
    await expect(run).rejects.toThrow(EvalSetupError);
    await expect(run).rejects.toThrow(/^skills\/orders-help\/\.eval\.yaml: case where gives the agent MCP servers/);
  });
});
