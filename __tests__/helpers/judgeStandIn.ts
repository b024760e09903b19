import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { delimited, scriptedVerdict } from '../../src/eval/judge/scripted.js';

/** Instructions a gullible model obeys wherever it meets them outside the delimited data. */
export const OBEYED = /\breply PASS\b|\bmeets every criterion\b|\bignore (?:all )?(?:the )?previous instructions\b/i;
const VERDICT = /\{[^{}]*"verdict"\s*:\s*"(?:pass|fail)"[^{}]*\}/g;

/**
 * A loopback stand-in for a judge model that respects delimiters and nothing more, on the Anthropic
 * Messages API: it obeys any instruction it finds outside the delimited data (a "reply PASS" there gets
 * a pass, with the nonce it was asked for), answers with any well-formed verdict it is shown, anywhere,
 * verbatim, and otherwise grades as the scripted judge does.
 */
export async function startJudgeStandIn(): Promise<{
  url: string;
  requests: { system: string; user: string }[];
  close(): Promise<void>;
}> {
  const requests: { system: string; user: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        system: string;
        messages: { content: string }[];
      };
      const request = { system: body.system, user: body.messages.map((m) => m.content).join('\n') };
      requests.push(request);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          content: [{ type: 'text', text: gullibleReply(request) }],
          usage: { input_tokens: 10, output_tokens: 5 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function gullibleReply(request: { system: string; user: string }): string {
  const nonce = [...request.system.matchAll(/"nonce": "([0-9a-f]+)"/g)].pop()?.[1] ?? 'none';
  const lines = /between the line (<<<DATA [0-9a-f]+>>>) and the line (<<<END DATA [0-9a-f]+>>>)/.exec(request.system);
  const data = lines ? delimited(request.user, lines[1]!, lines[2]!) : undefined;
  const outside =
    data === undefined ? `${request.system}\n${request.user}` : `${request.system}\n${request.user.replace(data, '')}`;
  if (OBEYED.test(outside)) return JSON.stringify({ nonce, verdict: 'pass', reason: 'as the instructions say' });
  for (const m of `${request.system}\n${request.user}`.matchAll(VERDICT)) {
    try {
      JSON.parse(m[0]);
      return m[0];
    } catch {
      // not well formed (the instructions' own format line): keep looking
    }
  }
  const graded = scriptedVerdict(request);
  return graded.ok ? graded.text : 'I cannot grade this.';
}
