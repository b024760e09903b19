import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../../skills/skillFiles.js';
import { expandCases } from '../spec/vars.js';
import { toInputSchema } from './inputSchema.js';
import { mergeServers, type RawServer, type RawServers, type RawTool } from './parse.js';

export type McpRule = 'eval-spec-mcp-server' | 'eval-spec-mcp-unknown' | 'eval-spec-mcp-command';

/** One problem of the `mcp:` section or an `mcp_call` check, at a path of the spec (for its line). */
export interface McpFinding {
  rule: McpRule;
  path: (string | number)[];
  message: string;
}

/** Interpreters a `command:` may start with; the script after it must be a file of the skill. */
export const MCP_INTERPRETERS = ['node', 'python3', 'python', 'sh', 'bash'];
/** An npm package at one exact version: `name@1.2.3`, `@scope/name@1.2.3-rc.1`. */
const PINNED = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*@\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const serversOf = (v: unknown): RawServers =>
  isRecord(v) ? (Object.fromEntries(Object.entries(v).filter(([, s]) => isRecord(s))) as RawServers) : {};

/**
 * What is wrong with a spec's MCP servers and the `mcp_call` checks of its cases, before any agent runs.
 * `value` is the parsed spec (any shape: the parts the schema refused are skipped), `skillAbs` the subject's folder.
 */
export function mcpFindings(value: unknown, skillAbs: string): McpFinding[] {
  if (!isRecord(value)) return [];
  const spec = serversOf(value.mcp);
  const out: McpFinding[] = [];
  for (const [name, server] of Object.entries(spec))
    out.push(...serverFindings(name, server, ['mcp', name], skillAbs, true));
  const cases = Array.isArray(value.cases) ? value.cases : [];
  cases.forEach((c, index) => {
    if (!isRecord(c)) return;
    for (const [name, server] of Object.entries(serversOf(c.mcp))) {
      const at = ['cases', index, 'mcp', name];
      if (spec[name] === undefined && isAnswersOnly(server)) out.push(unknownServerAnswers(name, at));
      else out.push(...serverFindings(name, server, at, skillAbs, false));
    }
  });
  for (const { raw, index } of expandCases(cases).cases) {
    const servers = mergeServers(spec, serversOf(raw.mcp));
    for (const [name, server] of Object.entries(servers))
      out.push(...answerFindings(name, server, ['cases', index, 'mcp']));
    const checks = Array.isArray(raw.checks) ? raw.checks : [];
    checks.forEach((check, k) => {
      out.push(...callFindings(check, servers, ['cases', index, 'checks', k]));
    });
  }
  return dedupe(out);
}

const isAnswersOnly = (s: RawServer) => s.tools === undefined && s.command === undefined && s.npm === undefined;

function unknownServerAnswers(name: string, at: (string | number)[]): McpFinding {
  const message =
    `The case gives answers for the MCP server \`${name}\`, which the ` +
    `spec's \`mcp:\` does not declare. Declare it there with its ` +
    `\`tools:\`, or give the case's server its own \`tools:\`.`;
  return { rule: 'eval-spec-mcp-unknown', path: at, message };
}

function serverFindings(
  name: string,
  server: RawServer,
  at: (string | number)[],
  skillAbs: string,
  specLevel: boolean,
): McpFinding[] {
  const kinds = (['tools', 'command', 'npm'] as const).filter((k) => server[k] !== undefined);
  const shape = (message: string): McpFinding[] => [
    { rule: 'eval-spec-mcp-server', path: at, message: `MCP server \`${name}\` ${message}` },
  ];
  if (kinds.length !== 1 && (specLevel || kinds.length > 1)) {
    return shape(
      `must have exactly one of \`tools:\` (a mock), \`command:\` (a server ` +
        `in the skill) or \`npm:\` (a pinned package); it has ` +
        `${kinds.length === 0 ? 'none' : kinds.map((k) => `\`${k}:\``).join(' and ')}.`,
    );
  }
  if (server.args !== undefined && server.npm === undefined)
    return shape("has `args:`, which only an `npm:` server takes; put a command's arguments in `command:`.");
  if (server.answers !== undefined && (server.command !== undefined || server.npm !== undefined))
    return shape('has `answers:`, which only a mock (`tools:`) has.');
  if (server.command !== undefined) return commandFindings(name, server.command, at, skillAbs);
  if (server.npm !== undefined && !PINNED.test(server.npm)) {
    return [
      {
        rule: 'eval-spec-mcp-command',
        path: [...at, 'npm'],
        message:
          `MCP server \`${name}\`: \`npm: ${server.npm}\` is not pinned to one ` +
          `version, so a run could start code nobody reviewed. Write ` +
          `\`name@1.2.3\`.`,
      },
    ];
  }
  return Object.entries(server.tools ?? {}).flatMap(([tool, t]) => toolFindings(name, tool, t, [...at, 'tools', tool]));
}

function toolFindings(server: string, tool: string, t: RawTool, at: (string | number)[]): McpFinding[] {
  const out: McpFinding[] = [];
  if (!isRecord(t)) return out;
  if (t.answer !== undefined && t.answers !== undefined) {
    out.push({
      rule: 'eval-spec-mcp-server',
      path: at,
      message: `Mock tool \`${server}/${tool}\` has both \`answer:\` and \`answers:\`; keep one.`,
    });
  }
  for (const key of ['input', 'expect'] as const) {
    const given = t[key];
    if (!isRecord(given)) continue;
    const made = toInputSchema(given);
    if ('error' in made)
      out.push({
        rule: 'eval-spec-mcp-server',
        path: [...at, key],
        message: `Mock tool \`${server}/${tool}\`: in \`${key}:\`, ${made.error}.`,
      });
  }
  return out;
}

function commandFindings(name: string, command: string[], at: (string | number)[], skillAbs: string): McpFinding[] {
  const [first, second] = command;
  const script = first !== undefined && MCP_INTERPRETERS.includes(first) ? second : first;
  const where = [...at, 'command'];
  const bad = (why: string): McpFinding[] => [
    { rule: 'eval-spec-mcp-command', path: where, message: `MCP server \`${name}\`: ${why}` },
  ];
  if (script === undefined)
    return bad(
      `\`command: [${first}]\` names no script; give the script of the skill ` +
        `it runs, like \`[${first}, mcp/server.mjs]\`.`,
    );
  const abs = path.resolve(skillAbs, script);
  if (!existsSync(abs) || !statSync(abs).isFile()) {
    return bad(
      `\`${script}\` is not a file of the skill, and a server's command must ` +
        `be one (after an interpreter: ${MCP_INTERPRETERS.join(', ')}). Put ` +
        `the server in the skill's folder and give its path relative to it, or ` +
        `use a pinned \`npm:\` package.`,
    );
  }
  if (!isInside(realpathSync.native(skillAbs), realpathSync.native(abs))) {
    return bad(
      `\`${script}\` is outside the skill; a server's files are installed ` +
        `like the skill's, so they must be in its folder.`,
    );
  }
  return [];
}

function answerFindings(name: string, server: RawServer, at: (string | number)[]): McpFinding[] {
  if (server.tools === undefined || !isRecord(server.answers)) return [];
  const tools = Object.keys(server.tools);
  return Object.keys(server.answers)
    .filter((tool) => !tools.includes(tool))
    .map((tool) => ({
      rule: 'eval-spec-mcp-unknown' as const,
      path: at,
      message:
        `MCP server \`${name}\` has an answer for \`${tool}\`, a tool it does ` +
        `not list (it lists ` +
        `${tools.map((t) => `\`${t}\``).join(', ') || 'none'}). Add the tool ` +
        `under \`tools:\` or fix the name.`,
    }));
}

/** The MCP calls a check names: its `mcp_call`, a `tool_order`'s `{ mcp_call }` items, inside `not:` too. */
function namedCalls(check: unknown): string[] {
  if (!isRecord(check)) return [];
  if ('not' in check) return namedCalls(check.not);
  const raw = check.mcp_call;
  if (typeof raw === 'string') return [raw];
  if (isRecord(raw) && typeof raw.call === 'string') return [raw.call];
  const order = Array.isArray(check.tool_order) ? check.tool_order : [];
  return order.flatMap((item) => (isRecord(item) && typeof item.mcp_call === 'string' ? [item.mcp_call] : []));
}

function callFindings(check: unknown, servers: RawServers, at: (string | number)[]): McpFinding[] {
  const named = namedCalls(check).flatMap((call) => callFinding(call, servers, at));
  return named.length > 0 ? named : expectHeldFindings(check, servers, at);
}

/** An `mcp_call` with `expect_held: true` needs a mock tool with an `expect:` to hold to. */
function expectHeldFindings(check: unknown, servers: RawServers, at: (string | number)[]): McpFinding[] {
  if (!isRecord(check)) return [];
  if ('not' in check) return expectHeldFindings(check.not, servers, at);
  const raw = check.mcp_call;
  if (!isRecord(raw) || raw.expect_held !== true || typeof raw.call !== 'string') return [];
  const [server = '', tool = ''] = raw.call.split('/');
  const declared = servers[server]?.tools?.[tool];
  if (isRecord(declared) && isRecord(declared.expect)) return [];
  const kind = servers[server]?.tools === undefined ? 'is no mock' : 'has no `expect:`';
  const message =
    `\`mcp_call: ${raw.call}\` has \`expect_held: true\`, but \`${raw.call}\` ${kind}: there is no contract ` +
    `for its calls to hold to. Give the mock tool an \`expect:\` (what its arguments must be), or drop ` +
    `\`expect_held\`.`;
  return [{ rule: 'eval-spec-mcp-unknown', path: at, message }];
}

function callFinding(call: string, servers: RawServers, at: (string | number)[]): McpFinding[] {
  const [server, tool] = call.split('/');
  if (server === undefined || tool === undefined) return [];
  const declared = servers[server];
  const unknown = (message: string): McpFinding[] => [{ rule: 'eval-spec-mcp-unknown', path: at, message }];
  if (declared === undefined) {
    const names = Object.keys(servers);
    return unknown(
      `\`mcp_call: ${call}\` names the server \`${server}\`, which this case ` +
        `does not have ` +
        `(${names.length > 0 ? `it has ${names.map((n) => `\`${n}\``).join(', ')}` : 'declare it under `mcp:`'}).`,
    );
  }
  if (declared.tools !== undefined && !Object.hasOwn(declared.tools, tool)) {
    const listed = Object.keys(declared.tools)
      .map((t) => `\`${t}\``)
      .join(', ');
    return unknown(
      `\`mcp_call: ${call}\` names the tool \`${tool}\`, which the mock ` +
        `\`${server}\` does not list (it lists ${listed}).`,
    );
  }
  return [];
}

/** One finding per message and place: a case's rows of `vars:` would say each once a row. */
function dedupe(findings: McpFinding[]): McpFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.path.join('.')}\0${f.message}`;
    return !seen.has(key) && (seen.add(key), true);
  });
}
