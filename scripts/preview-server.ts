/**
 * `npm run preview`: serves the production build in dist/ and the mock backend on one origin, the way a CDN
 * would serve the files (scripts/staticFiles.ts: brotli or gzip copies, immutable hashed assets, index.html and
 * sw.js revalidated, index.html for app routes only, nothing outside the build folder).
 * Used by the end-to-end tests and by measurement. PORT picks the port (default 8080); PREVIEW_DIR picks the
 * build (default dist; `npm run preview:embedded` serves dist-embedded, the partner build).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createMockMiddleware } from '../mocks/node/middleware';
import { createStaticHandler, securityHeadersOf, setEveryHeaders } from './staticFiles';

const dir = process.env.PREVIEW_DIR || 'dist';
const root = path.resolve(__dirname, '..', dir);
const port = Number(process.env.PORT ?? 8080);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`${dir}/ is empty: run \`npm run ${dir === 'dist-embedded' ? 'build:embedded' : 'build'}\` first.`);
  process.exit(1);
}

const serveStatic = createStaticHandler(root);
const security = securityHeadersOf(root);
const mock = createMockMiddleware();
const server = createServer((req, res) => {
  // The back ends' answers carry the origin's every-answer headers too, as nginx adds them to what it proxies.
  setEveryHeaders(res, security);
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
});
// A client keeps an idle connection open to reuse it; Node's default closes it after 5 s, and a request sent as it
// closes fails with ECONNRESET. A CDN or gateway keeps it about a minute: so does the preview.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => {
  console.log(`车主服务 preview: http://localhost:${port}/home (${dir}/ + mock backend)`);
});
