import { realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../../../skills/skillFiles.js';

export type BinChoice = { ok: true; file: string } | { ok: false; why: string };

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `@scope/name` -> `name`: the name npm gives a package's `bin` when it is one string. */
export const unscoped = (name: string): string => name.replace(/^@[^/]+\//, '');

/**
 * Which of a package's `bin` entries its server is, as a path relative to the package: its only one, or the
 * one named like the package (`@acme/orders-mcp` -> `orders-mcp`). `manifest` is its package.json, parsed.
 */
export function binEntry(manifest: unknown, name: string): BinChoice {
  const bin = isRecord(manifest) ? manifest.bin : undefined;
  if (typeof bin === 'string' && bin.trim() !== '') return { ok: true, file: bin };
  if (!isRecord(bin) || Object.keys(bin).length === 0)
    return { ok: false, why: `${name} has no \`bin\` in its package.json: it is not a program caliper can start` };
  const entries = Object.entries(bin).filter((e): e is [string, string] => typeof e[1] === 'string');
  const chosen = entries.length === 1 ? entries[0] : entries.find(([key]) => key === unscoped(name));
  if (chosen) return { ok: true, file: chosen[1] };
  return {
    ok: false,
    why:
      `${name} has ${entries.length} programs in its \`bin\` (${entries.map(([k]) => k).join(', ')}) and none ` +
      `named \`${unscoped(name)}\`, so caliper cannot tell which one is its MCP server`,
  };
}

/**
 * The real path of the server's program in an installed package folder, which must stay inside `root` (the
 * install's folder, the only one its sandbox can read besides the system and Node).
 */
export function binFile(packageDir: string, root: string, manifest: unknown, name: string): BinChoice {
  const entry = binEntry(manifest, name);
  if (!entry.ok) return entry;
  let real: string;
  try {
    real = realpathSync.native(path.resolve(packageDir, entry.file));
  } catch {
    return { ok: false, why: `${name}'s \`bin\` names ${entry.file}, which the package does not have` };
  }
  if (!isInside(realpathSync.native(root), real))
    return { ok: false, why: `${name}'s \`bin\` names ${entry.file}, which is outside the package's install` };
  return { ok: true, file: real };
}
