import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { factsOf } from '../../agents/facts.js';
import { BACKEND_NAMES } from './schema.js';
import type { BackendName, Check } from './types.js';

/** One finding of a trace or negated check: its rule, severity and message (the caller says where). */
export interface TraceFinding {
  rule: 'eval-spec-tool-name' | 'eval-spec-negation' | 'eval-spec-path';
  severity: 'error';
  message: string;
}

/**
 * What is wrong with a check that reads the transcript, or negates another, before any agent runs: a
 * tool name a backend's transcript never records (for the backends the spec lists; without a list, a
 * name no backend records), a skill file `read:` cannot name, and a `not:`
 * around an activation check, which `expect: false` says (and counts) properly.
 */
export function traceFindings(
  check: Check,
  where: string,
  backends: readonly BackendName[] | undefined,
  skillDir: string,
): TraceFinding[] {
  switch (check.kind) {
    case 'tool_used':
      return toolNameFindings([check.tool], where, backends);
    case 'tool_order':
      return toolNameFindings(
        check.tools.filter((t): t is string => typeof t === 'string'),
        where,
        backends,
      );
    case 'read':
      return readFindings(check.path, where, skillDir);
    case 'not':
      if (check.check.kind === 'activation' || check.check.kind === 'not_activated_any') {
        const fix =
          check.check.kind === 'activation'
            ? `\`activation: { skill: ${check.check.skill}, expect: false }\``
            : '`not_activated_any: true`';
        return [
          {
            rule: 'eval-spec-negation',
            severity: 'error',
            message:
              `${where} negates an activation check, which would count as an ` +
              `execution check; write ${fix} instead.`,
          },
        ];
      }
      if (check.check.kind === 'judge') {
        return [
          {
            rule: 'eval-spec-negation',
            severity: 'error',
            message:
              `${where} negates a judge check: a judge's fail is no evidence of the ` +
              `opposite (a vote the agent's text forged, or one the judge could not ` +
              `give, counts against), so the negation would pass on it; write the ` +
              `rubric in the negative instead ("The answer does not …").`,
          },
        ];
      }
      return traceFindings(check.check, where, backends, skillDir);
    default:
      return [];
  }
}

function toolNameFindings(
  tools: readonly string[],
  where: string,
  listed: readonly BackendName[] | undefined,
): TraceFinding[] {
  const backends = listed ?? BACKEND_NAMES;
  return tools.flatMap((tool): TraceFinding[] => {
    const lacking = backends.filter((b) => !factsOf(b).tools.names.includes(tool));
    // Tool names are each CLI's own: a spec without `backends:` is only told of a name no CLI records.
    if (lacking.length === 0 || (listed === undefined && lacking.length < backends.length)) return [];
    const names = lacking.map((b) => `${b} (${shownTools(b)})`).join('; ');
    const scope = listed !== undefined ? 'on' : 'on any backend:';
    return [
      {
        rule: 'eval-spec-tool-name',
        severity: 'error',
        message:
          `${where} names the tool \`${tool}\`, which the transcript never ` +
          `records ${scope} ${names}. Use the name that CLI records, or list ` +
          `under \`backends:\` only the CLIs that have it.`,
      },
    ];
  });
}

function shownTools(backend: BackendName): string {
  const tools = factsOf(backend).tools.names;
  return tools.length <= 8
    ? tools.join(', ')
    : `${tools.slice(0, 8).join(', ')}, … ${tools.length} in all, see docs/eval-spec.md`;
}

function readFindings(rel: string, where: string, skillDir: string): TraceFinding[] {
  const normal = path.posix.normalize(rel.replace(/\\/g, '/'));
  if (path.posix.isAbsolute(normal) || normal === '..' || normal.startsWith('../')) {
    return [
      {
        rule: 'eval-spec-path',
        severity: 'error',
        message:
          `${where}: \`read: ${rel}\` is outside the skill; give a path relative ` +
          `to the skill's folder, like \`references/guide.md\`.`,
      },
    ];
  }
  const abs = path.join(skillDir, normal);
  if (!existsSync(abs) || !statSync(abs).isFile()) {
    return [
      {
        rule: 'eval-spec-path',
        severity: 'error',
        message:
          `${where}: \`read: ${rel}\` is not a file of the skill, so no agent ` +
          `could read it. Fix the path, relative to the skill's folder.`,
      },
    ];
  }
  return [];
}
