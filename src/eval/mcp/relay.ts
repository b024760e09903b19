/**
 * The stdio MCP server a trial's agent starts: a relay, not a mock. It knows no tool and no answer;
 * each JSON-RPC line it reads is posted to caliper's host (`CALIPER_MCP_URL`, `CALIPER_MCP_TOKEN`,
 * the server's name its argument) and the reply written back, in order. Plain Node, no dependency:
 * it is written into the trial as one file. A line it cannot forward gets a JSON-RPC error.
 */
export const RELAY_SOURCE = `#!/usr/bin/env node
const server = process.argv[2];
const url = process.env.CALIPER_MCP_URL + '/' + encodeURIComponent(server);
const token = process.env.CALIPER_MCP_TOKEN;
let chain = Promise.resolve();
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf('\\n')) >= 0) {
    const line = buffered.slice(0, nl).trim();
    buffered = buffered.slice(nl + 1);
    if (line) chain = chain.then(() => forward(line));
  }
});
process.stdin.on('end', () => chain.then(() => process.exit(0)));
async function forward(line) {
  let id = null;
  try { id = JSON.parse(line).id ?? null; } catch {}
  try {
    const res = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body: line });
    const text = await res.text();
    if (res.status === 200 && text) process.stdout.write(text.replace(/\\n/g, ' ') + '\\n');
    else if (res.status !== 202) throw new Error('caliper answered ' + res.status);
  } catch (e) {
    if (id !== null) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32603, message: 'relay: ' + e.message } }) + '\\n');
    process.stderr.write('caliper mcp relay: ' + e.message + '\\n');
  }
}
`;
