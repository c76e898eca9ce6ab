import { connect } from 'node:net';

/**
 * One HTTP/1.1 request with the path exactly as given, over a raw socket, and the answer read until the server
 * closes: an HTTP client would normalise `/%2e%2e/` before sending it (and msw, which jest's setup installs, would
 * catch the request). For the tests of the servers that serve the build (the preview, nginx).
 */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function raw(port: number, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer for ${target}`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) {
        reject(new Error(`no HTTP answer for ${target}: ${all.toString('latin1')}`));
        return;
      }
      const [statusLine, ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const h: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        // A header sent twice is kept as the browser would read it: joined.
        h[name] = name in h ? `${h[name]}, ${value}` : value;
      }
      let body: Buffer = all.subarray(split + 4);
      if (h['transfer-encoding'] === 'chunked') body = dechunk(body);
      resolve({ status: Number(statusLine?.split(' ')[1]), headers: h, body });
    });
    // Every browser names itself; nginx's brotli module sends br to no client that does not.
    const extra = Object.entries({ 'User-Agent': 'Mozilla/5.0 (served-build test)', ...headers }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    const length = method === 'POST' ? 'Content-Length: 0\r\n' : '';
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${length}${extra}\r\n`, 'latin1');
  });
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
