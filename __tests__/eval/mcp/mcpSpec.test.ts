import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readEvalSpec, type SkillIndex } from '../../../src/eval/spec/readSpec.js';
import { validateRepository } from '../../../src/skills/validateRepository.js';
import { toInputSchema } from '../../../src/eval/mcp/inputSchema.js';
import { goodSkill, tempRepo } from '../../helpers/tempRepo.js';
import { REPO_ROOT } from '../../helpers/runNode.js';

const skills: SkillIndex = {
  has: (n) => n === 'alpha',
  disablesModelInvocation: () => false,
  directDependencies: () => [],
};
const CASES = 'cases:\n  - id: where\n    prompt: "Where is order A1?"\n    checks:\n';

function read(yaml: string, files: Record<string, string> = {}) {
  const root = tempRepo({ 'alpha/SKILL.md': goodSkill('alpha'), ...files });
  return readEvalSpec({ root, skillDir: 'alpha', subject: 'alpha', file: 'alpha/.eval.yaml', text: yaml, skills });
}
const said = (yaml: string, files?: Record<string, string>) =>
  read(yaml, files).diagnostics.map((d) => `${d.rule} @${d.line}: ${d.message}`);

const ORDERS = `mcp:
  orders:
    tools:
      lookup_order:
        description: Look up a customer order by its id.
        input: { id: string, note?: string }
        answers:
          - { match: { id: A1 }, answer: "Shipped on Monday." }
          - { answer: "No such order." }
      cancel_order:
        description: Cancel an order.
        input: { type: object, properties: { id: { type: string } }, required: [id] }
        answer: "Cancelled."
        expect: { id: { type: string, pattern: "^A[0-9]+$" } }
`;

describe('mcp: in .eval.yaml', () => {
  it('the example of docs/eval-spec.md passes validate --strict-spec', () => {
    const doc = readFileSync(path.join(REPO_ROOT, 'docs/eval-spec.md'), 'utf8');
    const example = /## MCP servers[\s\S]*?```yaml\n([\s\S]*?)```/.exec(doc)![1]!;
    const root = tempRepo({ 'alpha/SKILL.md': goodSkill('alpha'), 'alpha/.eval.yaml': example });
    expect(validateRepository(root, { strictSpec: true }).diagnostics).toEqual([]);
    expect(read(example).spec?.cases[0]?.checks).toEqual([
      { kind: 'mcp_call', server: 'orders', tool: 'lookup_order', args: { id: 'A1' }, count: 1 },
    ]);
  });

  it('normalises a mock: short-form and full input, answers by match, expect, a case answering its own way', () => {
    const yaml =
      `${ORDERS}${CASES}      - mcp_call: orders/lookup_order\n  - id: ` +
      `cancelled\n    prompt: "Cancel order A2"\n    mcp:\n      ` +
      `orders:\n        answers: { lookup_order: "Cancelled last week." ` +
      `}\n    checks:\n      - not: { mcp_call: { call: orders/cancel_order, ` +
      `count: 2 } }\n`;
    const { spec, diagnostics } = read(yaml);
    expect(diagnostics).toEqual([]);
    const [first, second] = spec!.cases;
    const orders = first!.mcp!.orders!;
    if (orders.kind !== 'mock') throw new Error('a mock');
    expect(orders.tools.lookup_order).toEqual({
      description: 'Look up a customer order by its id.',
      inputSchema: {
        type: 'object',
        properties: { id: { type: 'string' }, note: { type: 'string' } },
        required: ['id'],
      },
      answers: [
        { match: { id: 'A1' }, text: 'Shipped on Monday.' },
        { match: undefined, text: 'No such order.' },
      ],
      expect: undefined,
    });
    expect(orders.tools.cancel_order?.expect).toEqual({
      type: 'object',
      properties: { id: { type: 'string', pattern: '^A[0-9]+$' } },
      required: ['id'],
    });
    const own = second!.mcp!.orders!;
    if (own.kind !== 'mock') throw new Error('a mock');
    expect(own.tools.lookup_order?.answers).toEqual([{ match: undefined, text: 'Cancelled last week.' }]);
    expect(own.tools.cancel_order?.answers).toEqual([{ match: undefined, text: 'Cancelled.' }]);
    expect(second!.checks[0]).toEqual({
      kind: 'not',
      check: { kind: 'mcp_call', server: 'orders', tool: 'cancel_order', args: undefined, count: 2 },
    });
  });

  it('takes a command of the skill and a pinned npm package (with the line of its `npm:`)', () => {
    const yaml =
      `mcp:\n  files:\n    command: [node, mcp/files.mjs, --ro]\n  gh:\n    ` +
      `npm: "@acme/gh-mcp@2.1.0"\n    args: [--readonly]\n${CASES}      - ` +
      `mcp_call: gh/search\n`;
    const { spec, diagnostics } = read(yaml, { 'alpha/mcp/files.mjs': '' });
    expect(diagnostics).toEqual([]);
    expect(spec!.cases[0]!.mcp).toEqual({
      files: { kind: 'command', command: ['node', 'mcp/files.mjs', '--ro'] },
      gh: { kind: 'npm', package: '@acme/gh-mcp@2.1.0', args: ['--readonly'], line: 5 },
    });
  });

  it('says each problem with its rule and line', () => {
    const yaml = `mcp:
  orders:
    tools:
      lookup_order: { description: Look., input: { id: strin } }
    answers: { refund: "Refunded." }
  files:
    command: [node, ../outside.mjs]
  gh:
    npm: "gh-mcp@^2.0.0"
  both:
    npm: "x@1.0.0"
    command: [node, x.mjs]
${CASES}      - mcp_call: { call: shop/lookup_order, args: { id: A1 } }
      - not: { mcp_call: orders/cancel_order }
`;
    expect(said(yaml, { 'outside.mjs': '' })).toEqual([
      expect.stringMatching(
        new RegExp(
          '^eval-spec-mcp-server @4: Mock tool `orders\\/lookup_order`: in ' +
            '`input:`, argument `id` is "strin", neither a type',
        ),
      ),
      expect.stringMatching(/^eval-spec-mcp-command @7: MCP server `files`: `..\/outside.mjs` is outside the skill/),
      expect.stringMatching(/^eval-spec-mcp-command @9: MCP server `gh`: `npm: gh-mcp@\^2.0.0` is not pinned/),
      expect.stringMatching(
        /^eval-spec-mcp-server @10: MCP server `both` must have exactly one of .* it has `command:` and `npm:`/,
      ),
      expect.stringMatching(
        /^eval-spec-mcp-unknown @\d+: MCP server `orders` has an answer for `refund`, a tool it does not list/,
      ),
      expect.stringMatching(
        new RegExp(
          '^eval-spec-mcp-unknown @17: `mcp_call: shop\\/lookup_order` names the ' +
            'server `shop`, which this case does not have \\(it has `orders`, ' +
            '`files`, `gh`, `both`\\)',
        ),
      ),
      expect.stringMatching(
        new RegExp(
          '^eval-spec-mcp-unknown @18: `mcp_call: orders\\/cancel_order` names ' +
            'the tool `cancel_order`, which the mock `orders` does not list',
        ),
      ),
    ]);
  });

  it('refuses a bad name or call through the schema, with the rule a person reads', () => {
    const yaml =
      `mcp:\n  "my server":\n    tools: { t: { description: T. } ` + `}\n${CASES}      - mcp_call: orders.lookup\n`;
    const lines = said(yaml);
    expect(lines).toContainEqual(
      expect.stringMatching(/^eval-spec-schema @2: `mcp` has a key `my server` that must be a server name/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          '^eval-spec-schema @\\d+: Case `where`, check 1 \\(`mcp_call`\\) must be ' +
            '`SERVER\\/TOOL`, like `orders\\/lookup_order`',
        ),
      ),
    );
  });

  it('places an MCP call in a tool_order, and says when it names a server or tool the case lacks', () => {
    const ok = `${ORDERS}${CASES}      - tool_order: [Read, { mcp_call: orders/lookup_order }]\n`;
    const { spec, diagnostics } = read(ok);
    expect(diagnostics).toEqual([]);
    expect(spec!.cases[0]!.checks[0]).toEqual({
      kind: 'tool_order',
      tools: ['Read', { server: 'orders', tool: 'lookup_order' }],
    });
    const bad = `${ORDERS}${CASES}      - not: { tool_order: [{ mcp_call: orders/toString }, { mcp_call: shop/x }] }\n`;
    expect(said(bad)).toEqual([
      expect.stringMatching(/^eval-spec-mcp-unknown @19: `mcp_call: orders\/toString` names the tool `toString`/),
      expect.stringMatching(/^eval-spec-mcp-unknown @19: `mcp_call: shop\/x` names the server `shop`/),
    ]);
  });

  it('a case answering a server the spec does not declare is refused', () => {
    const yaml =
      `${CASES}      - output_matches: A1\n    mcp:\n      orders:\n        ` + `answers: { lookup_order: "x" }\n`;
    expect(said(yaml)).toEqual([
      expect.stringMatching(/^eval-spec-mcp-unknown @7: The case gives answers for the MCP server `orders`/),
    ]);
  });
});

describe('toInputSchema', () => {
  it('expands the short form and keeps a full schema', () => {
    expect(toInputSchema({ id: 'string', 'n?': 'integer', tags: { type: 'array' } })).toEqual({
      schema: {
        type: 'object',
        properties: { id: { type: 'string' }, n: { type: 'integer' }, tags: { type: 'array' } },
        required: ['id', 'tags'],
      },
    });
    const full = { type: 'object', properties: { type: { type: 'string' } } };
    expect(toInputSchema(full)).toEqual({ schema: full });
    expect(toInputSchema({ id: 3 })).toEqual({ error: expect.stringContaining('argument `id` is 3') });
  });
});
