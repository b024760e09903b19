import net from 'node:net';

/**
 * `request` sent to an allow-list proxy's unix socket: what came back before the proxy closed, or before an
 * `echo:` answer (the tests' echo servers) arrived. The 10 s cut is only for a proxy that neither answers nor
 * closes, which no test expects.
 */
export function ask(socketPath: string, request: string): Promise<string> {
  return new Promise((resolve) => {
    let got = '';
    const s = net.connect(socketPath, () => s.write(request));
    s.on('data', (d) => {
      got += d.toString();
      if (got.includes('echo:')) s.end();
    });
    s.on('close', () => resolve(got));
    s.on('error', () => resolve(got));
    setTimeout(() => s.destroy(), 10_000).unref();
  });
}
