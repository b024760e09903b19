import path from 'node:path';
import { parseListing as parseClaudeListing, decodeAnthropic, LISTING_HEADER as CLAUDE_LISTING_HEADER } from '../../scripted-model/anthropic.js';
import { decodeCodex } from '../../scripted-model/codex.js';
import type { ListedSkill } from '../../scripted-model/conversation.js';
import { decodeGemini } from '../../scripted-model/gemini.js';
import { decodeHermes } from '../../scripted-model/hermes.js';
import { decodeOpencode } from '../../scripted-model/opencode.js';
import { decodePi } from '../../scripted-model/pi.js';
import { parseCodexListing } from '../backends/codex.js';
import { parseHermesIndex } from '../backends/hermes.js';
import { readSessionLogs } from '../backends/sessionLogs.js';
import type { SandboxPaths } from '../sandbox/paths.js';
import type { BackendName } from '../spec/types.js';

export type { ListedSkill };

/** What a trial record keeps of a listing: enough to say why a skill was (not) chosen, never a whole prompt. */
export const LISTED_LIMITS = { skills: 40, name: 64, description: 1200 } as const;

/**
 * The skills a CLI listed to the model in one request body, in its own words, read by the scripted
 * model's decoder for that CLI's wire format (the same reading its choice is made from).
 */
export function listingInRequest(backend: BackendName, body: unknown): ListedSkill[] {
  const b = (body ?? {}) as never;
  switch (backend) {
    case 'claude-code':
      return decodeAnthropic(b).listedSkills;
    case 'codex':
      return decodeCodex(b).listedSkills;
    case 'gemini-cli':
      return decodeGemini(b).listedSkills;
    case 'hermes':
      return decodeHermes(b).listedSkills;
    case 'opencode':
      return decodeOpencode(b).listedSkills;
    case 'pi':
      return decodePi(b).listedSkills;
  }
}

/**
 * The listing as the CLI sent it, from what it keeps of a run where it keeps the text it sent: Claude
 * Code's session log (an attachment), Codex's rollout (`<skills_instructions>`), Hermes' exported
 * session (its system prompt). Undefined for a CLI that keeps no such text (Gemini CLI, OpenCode, pi:
 * their listings are known by name only). Bounded: every string is the agent's to make.
 */
export function listedInRun(backend: BackendName, stdout: string, sandbox: SandboxPaths): ListedSkill[] | undefined {
  const found = (texts: Iterable<string>, marker: string, parse: (text: string) => ListedSkill[]) => {
    for (const text of texts) if (text.includes(marker)) return bounded(parse(text));
    return undefined;
  };
  switch (backend) {
    case 'claude-code':
      return found(stringsIn(readSessionLogs(sandbox.root, path.join(sandbox.configDir, 'projects'))), CLAUDE_LISTING_HEADER, parseClaudeListing);
    case 'codex':
      return found(stringsIn(readSessionLogs(sandbox.root, path.join(sandbox.configDir, 'sessions'), /^rollout-.*\.jsonl$/)), '<skills_instructions>', parseCodexListing);
    case 'hermes':
      return found(stringsIn(jsonLines(stdout)), '<available_skills>', parseHermesIndex);
    default:
      return undefined;
  }
}

/**
 * The listing with descriptions from a CLI's model-free discovery listing (the probe of the CLIs whose
 * run keeps no text of it): Gemini CLI's `skills list` (enabled skills), OpenCode's `debug skill` (less
 * its built-in, which its model is never offered), pi's rpc `get_commands`. Undefined for other output.
 */
export function listedInProbe(backend: BackendName, stdout: string): ListedSkill[] | undefined {
  switch (backend) {
    case 'gemini-cli': {
      if (!stdout.includes('Discovered Agent Skills')) return undefined;
      return bounded([...stdout.matchAll(/^(\S+) \[Enabled\]\n {2}Description: ?(.*)$/gm)].map((m) => ({ name: m[1]!, description: m[2]! })));
    }
    case 'opencode': {
      const list = jsonAfter(stdout, '[');
      if (!Array.isArray(list)) return undefined;
      return bounded(list.filter((e) => typeof e?.name === 'string' && typeof e?.description === 'string' && e.location !== '<built-in>').map((e) => ({ name: String(e.name), description: String(e.description) })));
    }
    case 'pi': {
      for (const v of jsonLines(stdout) as { type?: string; command?: string; success?: boolean; data?: { commands?: unknown } }[]) {
        if (v?.type !== 'response' || v.command !== 'get_commands' || !v.success || !Array.isArray(v.data?.commands)) continue;
        const skills = (v.data.commands as { name?: unknown; description?: unknown; source?: unknown }[]).filter((c) => c?.source === 'skill' && typeof c.name === 'string');
        return bounded(skills.map((c) => ({ name: String(c.name).replace(/^skill:/, ''), description: typeof c.description === 'string' ? c.description : '' })));
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

function jsonAfter(text: string, opening: string): { name?: unknown; description?: unknown; location?: unknown }[] | undefined {
  const start = text.indexOf(opening);
  if (start < 0) return undefined;
  try {
    return JSON.parse(text.slice(start));
  } catch {
    return undefined;
  }
}

/** At most LISTED_LIMITS of a listing, each name and description cut to its limit. */
export function bounded(skills: readonly ListedSkill[]): ListedSkill[] {
  return skills.slice(0, LISTED_LIMITS.skills).map((s) => ({ name: String(s.name).slice(0, LISTED_LIMITS.name), description: String(s.description).slice(0, LISTED_LIMITS.description) }));
}

function jsonLines(text: string): unknown[] {
  return text.split('\n').flatMap((line) => {
    try {
      return line.trim() === '' ? [] : [JSON.parse(line) as unknown];
    } catch {
      return [];
    }
  });
}

/** Every string inside parsed JSON values, depth first, without recursion limits a hostile file could exhaust. */
function* stringsIn(values: readonly unknown[]): Generator<string> {
  const stack: unknown[] = [...values].reverse();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') yield v;
    else if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
    else if (v !== null && typeof v === 'object') stack.push(...Object.values(v).reverse());
  }
}
