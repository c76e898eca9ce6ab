/**
 * `npm start`: the app in development (webpack-dev-server, live reload) with the mock backend and its control
 * API on the same origin. PORT picks the port (default 8080). MOCK=0 leaves the mock out, for a real backend
 * reached through API_PROXY (see docs/production.md).
 */
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMockMiddleware } from '../mocks/node/middleware';
import { builtOptions, cameOverHttps, DEV_OVERLAY_POLICY, inlineScripts, overPlainHttp, scriptHash, securityHeaders } from './securityHeaders';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS
const makeConfig = require('../webpack.config.js') as (env: unknown, argv: { mode: string }) => webpack.Configuration;

const port = Number(process.env.PORT ?? 8080);
const useMock = process.env.MOCK !== '0';
const proxyTarget = process.env.API_PROXY;

const compiler = webpack(makeConfig({}, { mode: 'development' }));
const server = new WebpackDevServer(
  {
    port,
    host: process.env.HOST ?? '0.0.0.0',
    historyApiFallback: true,
    hot: true,
    // The overlay writes through its own Trusted Types policy (allowed in development only); its option is in
    // webpack-dev-server's schema but not in its types.
    client: { overlay: { warnings: false, errors: true, ...({ trustedTypesPolicyName: DEV_OVERLAY_POLICY } as object) } },
    proxy: !useMock && proxyTarget ? [{ context: ['/api', '/booking'], target: proxyTarget, changeOrigin: true }] : [],
    setupMiddlewares(middlewares) {
      if (useMock) middlewares.unshift({ name: 'mock-backend', middleware: createMockMiddleware() });
      middlewares.unshift({ name: 'security-headers', middleware: pageSecurityHeaders });
      return middlewares;
    },
  },
  compiler,
);

/**
 * The production build's security headers (scripts/securityHeaders.ts) in development too, its CSP computed from the
 * page webpack holds in memory: a script or sink the policy would refuse fails here first, not in production.
 */
const devOptions = { ...builtOptions(false), development: true };
/** The headers of every answer do not depend on the page: made once. */
const everyAnswer = securityHeaders([], devOptions).every;

function pageSecurityHeaders(req: IncomingMessage, res: ServerResponse, next: () => void) {
  for (const [name, value] of Object.entries(everyAnswer)) res.setHeader(name, value);
  if (!String(req.headers.accept ?? '').includes('text/html')) return next();
  let html = '';
  try {
    // webpack-dev-middleware's in-memory file system, which has the synchronous read webpack's type leaves out.
    const memory = compiler.outputFileSystem as unknown as { readFileSync(file: string): Buffer } | null;
    html = String(memory?.readFileSync(path.join(compiler.options.output.path ?? '', 'index.html')) ?? '');
  } catch {
    // Not built yet: the dev middleware answers with its wait page.
  }
  if (!html) return next();
  // Computed per page answer from the page webpack holds now: a rebuild changes the inline scripts' hashes.
  const { pages } = securityHeaders(inlineScripts(html).map(scriptHash), devOptions);
  for (const [name, value] of Object.entries(cameOverHttps(req) ? pages : overPlainHttp(pages))) res.setHeader(name, value);
  next();
}

server.start().then(() => {
  console.log(`\n  车主服务 dev server: http://localhost:${port}/home${useMock ? '  (mock backend on, demo driver 13800138000 / Driver@2026)' : ''}\n`);
});
