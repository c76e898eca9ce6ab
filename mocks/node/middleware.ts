import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createMockBackend, type MockBackend } from '../backend';
import { createHandlers } from '../handlers';

type Next = (err?: unknown) => void;

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Connect-style middleware serving the mock backend over HTTP with the same msw handlers jest uses.
 * Anything that is not an API or control call goes on to `next` (the app's files).
 */
export function createMockMiddleware(backend: MockBackend = createMockBackend()) {
  const handlers = createHandlers(backend);
  return async function mockMiddleware(req: IncomingMessage, res: ServerResponse, next: Next) {
    const path = req.url ?? '/';
    if (!/^\/(api|booking|__mock)\//.test(path)) return next();
    try {
      const raw = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readRaw(req);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers.set(k, v);
        else if (Array.isArray(v)) headers.set(k, v.join(', '));
      }
      const request = new Request(`http://${req.headers.host ?? 'localhost'}${path}`, {
        method: req.method,
        headers,
        body: raw && raw.length ? new Uint8Array(raw) : undefined,
      });
      const response = await getResponse(handlers, request);
      if (!response) return next();
      if (response.type === 'error') {
        // A simulated network failure: drop the connection as a dead network would.
        req.socket.destroy();
        return;
      }
      res.statusCode = response.status;
      response.headers.forEach((v, k) => res.setHeader(k, v));
      res.setHeader('Cache-Control', 'no-store');
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (e) {
      next(e);
    }
  };
}
