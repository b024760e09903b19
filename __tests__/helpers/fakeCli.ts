import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './tempDirs.js';

/**
 * A stand-in agent CLI: a shell script that answers `--version` and then does `body`. For harness
 * faults only (hangs, crashes, garbage); skill behaviour is always measured with the real CLI.
 */
export function fakeCli(body: string): { path: string; dir: string } {
  const dir = tempDir('caliper-fake-cli-');
  const file = path.join(dir, 'claude');
  writeFileSync(file, `#!/bin/sh\nif [ "$1" = "--version" ]; then echo "9.9.9 (Fake CLI)"; exit 0; fi\n${body}\n`);
  chmodSync(file, 0o755);
  return { path: file, dir };
}

/** The two lines of a successful Claude Code transcript that lists `skills` and activates `activated`. */
export function claudeLines(skills: string[], activated?: string): string {
  const lines = [
    JSON.stringify({ type: 'system', subtype: 'init', skills, model: 'fake-model', claude_code_version: '9.9.9' }),
  ];
  if (activated) {
    lines.push(
      JSON.stringify({
        type: 'assistant',
        message: { content: [{ type: 'tool_use', id: 't1', name: 'Skill', input: { skill: activated } }] },
      }),
    );
    lines.push(
      JSON.stringify({
        type: 'user',
        message: { content: [{ type: 'tool_result', tool_use_id: 't1', content: `Launching skill: ${activated}` }] },
      }),
    );
  }
  lines.push(
    JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'done',
      usage: { input_tokens: 10, output_tokens: 5 },
      total_cost_usd: 0.001,
    }),
  );
  return lines.map((l) => `echo '${l}'`).join('\n');
}
