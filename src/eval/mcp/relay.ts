/**
 * The stdio MCP server a trial's agent starts: a relay, not a mock. It knows no tool and no answer;
 * each JSON-RPC line it reads is posted to caliper's host (the unix socket `CALIPER_MCP_SOCKET`, `CALIPER_MCP_TOKEN`,
 * the server's name its argument) and the reply written back, in order. Plain Node, no dependency:
 * it is written into the trial as one file. A line it cannot forward gets a JSON-RPC error.
 */
export const RELAY_SOURCE = `#!/usr/bin/env node
import http from 'node:http';
const server = process.argv[2];
const socketPath = process.env.CALIPER_MCP_SOCKET;
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
    const { status, text } = await post(line);
    if (status === 200 && text) process.stdout.write(text.replace(/\\n/g, ' ') + '\\n');
    else if (status !== 202) throw new Error('caliper answered ' + status);
  } catch (e) {
    const error = { code: -32603, message: 'relay: ' + e.message };
    if (id !== null) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, error }) + '\\n');
    process.stderr.write('caliper mcp relay: ' + e.message + '\\n');
  }
}
function post(body) {
  return new Promise((resolve, reject) => {
    const headers = {
      authorization: 'Bearer ' + token,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    };
    const req = http.request({ socketPath, path: '/' + encodeURIComponent(server), method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
`;
