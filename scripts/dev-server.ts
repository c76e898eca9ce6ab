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
function pageSecurityHeaders(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const page = path.join(compiler.options.output.path ?? '', 'index.html');
  let html = '';
  try {
    // webpack-dev-middleware's in-memory file system, which has the synchronous read webpack's type leaves out.
    const memory = compiler.outputFileSystem as unknown as { readFileSync(file: string): Buffer } | null;
    html = String(memory?.readFileSync(page) ?? '');
  } catch {
    // Not built yet: the dev middleware answers with its wait page.
  }
  const headers = securityHeaders(inlineScripts(html).map(scriptHash), { ...builtOptions(false), development: true });
  for (const [name, value] of Object.entries(headers.every)) res.setHeader(name, value);
  if (!html || !String(req.headers.accept ?? '').includes('text/html')) return next();
  for (const [name, value] of Object.entries(cameOverHttps(req) ? headers.pages : overPlainHttp(headers.pages))) res.setHeader(name, value);
  next();
}

server.start().then(() => {
  console.log(`\n  车主服务 dev server: http://localhost:${port}/home${useMock ? '  (mock backend on, demo driver 13800138000 / Driver@2026)' : ''}\n`);
});
