/**
 * The mock backend alone, as the upstream of a real web server (`npm run serve:nginx` proxies /api/, /booking/ and
 * /__mock/ to it): the same handlers as `npm start` and `npm run preview`, on PORT (default 8081). Anything else is a
 * plain 404, as the preview answers a path it has no file for.
 */
import { createServer } from 'node:http';
import { createMockMiddleware } from '../mocks/node/middleware';

const port = Number(process.env.PORT ?? 8081);
const mock = createMockMiddleware();

const server = createServer((req, res) => {
  const notFound = (err?: unknown) => {
    if (err) console.error(err);
    res.statusCode = err ? 500 : 404;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(err ? 'mock error' : 'Not found');
  };
  mock(req, res, notFound).catch(notFound);
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, '127.0.0.1', () => console.log(`mock backend: http://127.0.0.1:${port}`));
