import { factsOf } from '../../agents/facts.js';
import type { BackendName } from '../spec/types.js';

/** The transcript's name for `server`'s `tool` on `backend`, when its agent's convention is known. */
export function transcriptToolName(backend: BackendName, server: string, tool: string): string | undefined {
  return factsOf(backend).mcpToolName?.(server, tool);
}
