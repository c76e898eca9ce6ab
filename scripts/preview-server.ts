/**
 * `npm run preview`: serves the production build in dist/ and the mock backend on one origin, the way a CDN
 * would serve the files (brotli or gzip copies, immutable hashed assets, index.html for app routes).
 * Used by the end-to-end tests and by measurement. PORT picks the port (default 8080); PREVIEW_DIR picks the
 * build (default dist; `npm run preview:embedded` serves dist-embedded, the partner build).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createMockMiddleware } from '../mocks/node/middleware';

const dir = process.env.PREVIEW_DIR || 'dist';
const root = path.resolve(__dirname, '..', dir);
const port = Number(process.env.PORT ?? 8080);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`${dir}/ is empty: run \`npm run ${dir === 'dist-embedded' ? 'build:embedded' : 'build'}\` first.`);
  process.exit(1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

function fileFor(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const full = path.resolve(root, '.' + clean);
  if (!full.startsWith(root)) return null;
  if (existsSync(full) && statSync(full).isFile()) return full;
  // App routes (no file extension) get the app; a missing asset is a real 404.
  return path.extname(clean) ? null : path.join(root, 'index.html');
}

function serveStatic(req: IncomingMessage, res: ServerResponse) {
  const file = fileFor(req.url ?? '/');
  if (!file) {
    res.statusCode = 404;
    res.end('Not found');
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let served = file;
  if (/\bbr\b/.test(accept) && existsSync(file + '.br')) {
    served = file + '.br';
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accept) && existsSync(file + '.gz')) {
    served = file + '.gz';
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
  createReadStream(served).pipe(res);
}

const mock = createMockMiddleware();
createServer((req, res) => {
  mock(req, res, (err?: unknown) => {
    if (err) {
      console.error(err);
      res.statusCode = 500;
      res.end('mock error');
      return;
    }
    serveStatic(req, res);
  }).catch((e: unknown) => {
    console.error(e);
    res.statusCode = 500;
    res.end();
  });
}).listen(port, () => {
  console.log(`车主服务 preview: http://localhost:${port}/home (${dir}/ + mock backend)`);
});
