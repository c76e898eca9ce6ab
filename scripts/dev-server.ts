/**
 * `npm start`: the app in development (webpack-dev-server, live reload) with the mock backend and its control
 * API on the same origin. PORT picks the port (default 8080). MOCK=0 leaves the mock out, for a real backend
 * reached through API_PROXY (see docs/production.md).
 */
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createMockMiddleware } from '../mocks/node/middleware';

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
    client: { overlay: { warnings: false, errors: true } },
    proxy: !useMock && proxyTarget ? [{ context: ['/api', '/booking'], target: proxyTarget, changeOrigin: true }] : [],
    setupMiddlewares(middlewares) {
      if (useMock) middlewares.unshift({ name: 'mock-backend', middleware: createMockMiddleware() });
      return middlewares;
    },
  },
  compiler,
);

server.start().then(() => {
  console.log(`\n  车主服务 dev server: http://localhost:${port}/home${useMock ? '  (mock backend on, demo driver 13800138000 / Driver@2026)' : ''}\n`);
});
