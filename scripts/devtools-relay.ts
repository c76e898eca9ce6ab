/**
 * `npm run devtools-relay`: the relay for remote Redux DevTools sessions and its monitor page, on one port
 * (scripts/devtoolsRelay.ts: one channel per debug session, look but never act).
 *
 *   npm run devtools-relay -- [--port 8000] [--host 127.0.0.1] [--origin http://localhost:8080 ...]
 *
 * PORT and DEVTOOLS_RELAY_ORIGINS (comma-separated) are read too; the options win. Without any origin, the pages of
 * the dev server (`npm start`, http://localhost:8080) may connect as apps.
 */
import { parseArgs } from 'node:util';
import { startDevtoolsRelay } from './devtoolsRelay';

const DEV_SERVER_ORIGIN = 'http://localhost:8080';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    origin: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log('npm run devtools-relay -- [--port 8000] [--host 127.0.0.1] [--origin http://localhost:8080 ...]');
  process.exit(0);
}

const list = (text: string | undefined) => (text ?? '').split(',').map((o) => o.trim()).filter(Boolean);
const fromArgs = (values.origin ?? []).flatMap(list);
const fromEnv = list(process.env.DEVTOOLS_RELAY_ORIGINS);
const appOrigins = fromArgs.length ? fromArgs : fromEnv.length ? fromEnv : [DEV_SERVER_ORIGIN];
const port = Number(values.port ?? process.env.PORT ?? 8000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${values.port ?? process.env.PORT}`);
  process.exit(1);
}

startDevtoolsRelay({ port, host: values.host ?? '127.0.0.1', appOrigins }).then(
  (relay) => {
    console.log(`Redux DevTools relay: ${relay.url}`);
    console.log(`  apps may connect from: ${appOrigins.join(', ')} (and this relay's own origin)`);
    console.log(`  open a session: ${relay.url}session/dbg_<requestNo>_<20 characters> (the channel the driver's debug link names)`);
    const stop = () => {
      void relay.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
