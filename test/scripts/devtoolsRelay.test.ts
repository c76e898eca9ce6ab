import { CHANNEL_COOKIE, LOOK_ONLY_ERROR, startDevtoolsRelay, type DevtoolsRelay } from '../../scripts/devtoolsRelay';
import { server as mswServer } from '../support/mockServer';
import { ClientSocket } from '../support/devtoolsMonitor';
import { raw } from '../support/rawHttp';

/**
 * `npm run devtools-relay` (scripts/devtoolsRelay.ts), with socketcluster-client playing both the driver's page
 * (@redux-devtools/remote: login 'master', transmits on 'log') and the operator's monitor (@redux-devtools/app: login
 * with the session cookie, transmits on 'respond' and 'sc-<id>').
 */

const A = 'dbg_SR000001_k2j3h4k5l6m7n8p9q0r1';
const B = 'dbg_SR000002_a1b2c3d4e5f6g7h8i9j0';
const nameOf = (session: string) => `车主服务 · ${session}`;

let relay: DevtoolsRelay;
const logLines: string[] = [];
const sockets: ClientSocket[] = [];

// The relay is reached over real sockets: msw, which the test set-up installs for the app's requests, would catch them.
beforeAll(async () => {
  mswServer.close();
  relay = await startDevtoolsRelay({ port: 0, appOrigins: ['http://localhost:8080'], log: (line) => logLines.push(line) });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => relay.close());

async function connect(headers: Record<string, string> = {}, origin?: string): Promise<ClientSocket> {
  const socket = new ClientSocket({
    hostname: '127.0.0.1',
    port: relay.port,
    autoReconnect: false,
    wsOptions: { headers, ...(origin ? { origin } : {}) },
  });
  sockets.push(socket);
  await socket.listener('connect').once();
  return socket;
}

async function until(check: () => boolean, what: string) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 5000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Message = Record<string, unknown> & { type?: string };

/** Subscribes and keeps what arrives. */
async function listen(socket: ClientSocket, channelName: string): Promise<Message[]> {
  const received: Message[] = [];
  const channel = socket.subscribe(channelName);
  void (async () => {
    for await (const message of channel) received.push(message as Message);
  })();
  await channel.listener('subscribe').once();
  return received;
}

/** A driver's page in `session`: logged in, listening on its own channel, START sent. */
async function app(session: string) {
  const socket = await connect({}, 'http://localhost:8080');
  const own = (await socket.invoke('login', 'master')) as string;
  const received = await listen(socket, own);
  socket.transmit('log', { type: 'START', id: socket.id, name: nameOf(session), instanceId: 'i1' });
  const send = (message: Message) => socket.transmit('log', { id: socket.id, name: nameOf(session), instanceId: 'i1', ...message });
  return { socket, own, received, send };
}

/** An operator's monitor of `session`, listening on its log channel. */
async function monitor(session: string) {
  const socket = await connect({ cookie: `other=1; ${CHANNEL_COOKIE}=${session}` });
  const log = (await socket.invoke('login', {})) as string;
  const received = await listen(socket, log);
  return { socket, log, received };
}

const typesOf = (messages: Message[]) => messages.map((m) => m.type);

test('a monitor of session A receives what A\'s app sends, with its socket\'s id, and never what B\'s app sends', async () => {
  const watchA = await monitor(A);
  const watchB = await monitor(B);
  expect(watchA.log).toBe(`log@${A}`);
  const appA = await app(A);
  const appB = await app(B);
  appB.send({ type: 'STATE', payload: 'B-STATE' });
  appA.send({ type: 'STATE', payload: 'A-STATE', id: 'someone-else' });
  await until(() => watchB.received.some((m) => m.payload === 'B-STATE'), "B's state at B's monitor");
  await until(() => watchA.received.some((m) => m.payload === 'A-STATE'), "A's state at A's monitor");
  expect(watchA.received.find((m) => m.payload === 'A-STATE')).toMatchObject({ type: 'STATE', id: appA.socket.id, name: nameOf(A), instanceId: 'i1' });
  expect(watchA.received.every((m) => m.id === appA.socket.id)).toBe(true);
  expect(watchB.received.some((m) => m.payload === 'A-STATE')).toBe(false);
  expect(logLines).toContain('devtools-relay: session SR000001 started');
  expect(logLines.join('\n')).not.toContain('k2j3h4k5l6m7n8p9q0r1');
});

test("a monitor's DISPATCH JUMP_TO_STATE reaches its session's app on the app's login channel, and no other", async () => {
  const appA = await app(A);
  const appB = await app(B);
  const watchA = await monitor(A);
  expect(appA.own).toBe(`app@${appA.socket.id}`);
  const jump = { type: 'JUMP_TO_STATE', index: 0, actionId: 0 };
  watchA.socket.transmit(`sc-${appA.socket.id}`, { type: 'DISPATCH', action: jump, instanceId: 'i1' });
  watchA.socket.transmit('respond', { type: 'UPDATE' });
  await until(() => typesOf(appA.received).includes('UPDATE'), 'the UPDATE');
  expect(appA.received).toEqual([{ type: 'DISPATCH', action: jump, instanceId: 'i1' }, { type: 'UPDATE' }]);
  // sc-<id> of another session's app is refused, and so is `respond` beyond the monitor's session.
  watchA.socket.transmit(`sc-${appB.socket.id}`, { type: 'START' });
  watchA.socket.transmit(`sc-${appA.socket.id}`, { type: 'STOP' });
  await until(() => typesOf(appA.received).includes('STOP'), 'the STOP');
  expect(appB.received).toEqual([]);
});

test('what would write the driver\'s store never reaches the app, and the monitor is told why', async () => {
  const appA = await app(A);
  const watchA = await monitor(A);
  const writes: Message[] = [
    { type: 'IMPORT', state: '{}' },
    { type: 'ACTION', action: 'pay()' },
    { type: 'SYNC', state: '{}', id: appA.socket.id },
    { type: 'DISPATCH', action: { type: 'IMPORT_STATE', nextLiftedState: {} } },
    { type: 'DISPATCH', action: { type: 'RESET' } },
    { type: 'DISPATCH', action: { type: 'COMMIT' } },
    { type: 'DISPATCH', action: 'JUMP_TO_STATE' },
  ];
  for (const message of writes) {
    watchA.socket.transmit('respond', message);
    watchA.socket.transmit(`sc-${appA.socket.id}`, message);
  }
  // A START sent after them is passed on: once it is there, they have all been read.
  watchA.socket.transmit('respond', { type: 'START', state: 'a state it must not carry' });
  await until(() => typesOf(appA.received).includes('START'), 'the START');
  expect(appA.received).toEqual([{ type: 'START' }]);
  await until(() => watchA.received.filter((m) => m.type === 'ERROR').length === writes.length * 2, 'the refusals');
  expect(watchA.received.find((m) => m.type === 'ERROR')).toEqual({ type: 'ERROR', payload: LOOK_ONLY_ERROR });
});

test('a monitor without the session cookie cannot log in, nor listen to a session', async () => {
  const stranger = await connect();
  await expect(stranger.invoke('login', {})).rejects.toThrow('/session/');
  const withBadCookie = await connect({ cookie: `${CHANNEL_COOKIE}=dbg_SR1_short` });
  await expect(withBadCookie.invoke('login', {})).rejects.toThrow('/session/');
  const channel = stranger.subscribe(`log@${A}`);
  await channel.listener('subscribeFail').once();
  // A monitor of A cannot listen to B either, nor to an app's channel.
  const watchA = await monitor(A);
  await watchA.socket.subscribe(`log@${B}`).listener('subscribeFail').once();
  await watchA.socket.subscribe('app@x').listener('subscribeFail').once();
});

test('a page from another origin cannot connect; the relay\'s own page can', async () => {
  const foreign = new ClientSocket({ hostname: '127.0.0.1', port: relay.port, autoReconnect: false, wsOptions: { origin: 'http://evil.example' } });
  sockets.push(foreign);
  await foreign.listener('close').once();
  const own = await connect({ cookie: `${CHANNEL_COOKIE}=${A}` }, `http://127.0.0.1:${relay.port}`);
  await expect(own.invoke('login', {})).resolves.toBe(`log@${A}`);
  // An app's origin may not use the operator's cookie.
  const fromApp = await connect({ cookie: `${CHANNEL_COOKIE}=${A}` }, 'http://localhost:8080');
  await expect(fromApp.invoke('login', {})).rejects.toThrow();
});

test('a client cannot publish, not even on its own session\'s channels', async () => {
  const appA = await app(A);
  const watchA = await monitor(A);
  await expect(appA.socket.invokePublish(`log@${A}`, { type: 'STATE', payload: 'forged' })).rejects.toThrow();
  await expect(watchA.socket.invokePublish(appA.own, { type: 'IMPORT', state: '{}' })).rejects.toThrow();
  appA.send({ type: 'STOP' });
  await until(() => typesOf(watchA.received).includes('STOP'), 'the STOP');
  expect(watchA.received.some((m) => m.payload === 'forged')).toBe(false);
  expect(appA.received).toEqual([]);
});

test("an app's disconnect reaches its monitor as DISCONNECTED, and the session ends with its last app", async () => {
  // A session of its own: the other tests' sessions end as their sockets close, whenever the relay sees it.
  const C = 'dbg_SR000003_zz9y8x7w6v5u4t3s2r1q';
  const ofC = () => logLines.filter((line) => line.includes('SR000003'));
  const watchC = await monitor(C);
  const first = await app(C);
  const second = await app(C);
  await until(() => watchC.received.filter((m) => m.type === 'START').length === 2, 'both STARTs');
  expect(ofC()).toEqual(['devtools-relay: session SR000003 started']);
  const firstId = first.socket.id;
  first.socket.disconnect();
  await until(() => typesOf(watchC.received).includes('DISCONNECTED'), 'the DISCONNECTED');
  expect(watchC.received.find((m) => m.type === 'DISCONNECTED')).toEqual({ type: 'DISCONNECTED', id: firstId });
  expect(ofC()).toEqual(['devtools-relay: session SR000003 started']);
  second.socket.disconnect();
  await until(() => ofC().length === 2, 'the end of the session');
  expect(ofC()).toEqual(['devtools-relay: session SR000003 started', 'devtools-relay: session SR000003 ended']);
  // Nothing is kept: an app of the same session starts it anew.
  await app(C);
  await until(() => ofC().length === 3, 'the new start');
});

test('a message naming no session, or another session than the first, is refused', async () => {
  const watchA = await monitor(A);
  const watchB = await monitor(B);
  const socket = await connect();
  await socket.invoke('login', 'master');
  socket.transmit('log', { type: 'STATE', name: '车主服务', payload: 'no session' });
  socket.transmit('log', { type: 'STATE', name: `${A} trailing`, payload: 'not at the end' });
  socket.transmit('log', { type: 'STATE', name: nameOf('dbg_SR000001_SHORT'), payload: 'malformed' });
  socket.transmit('log', { type: 'DISCONNECTED', name: nameOf(A), payload: 'not an app message' });
  socket.transmit('log-noid', { type: 'START', name: nameOf(A), payload: 'bound to A' });
  socket.transmit('log', { type: 'STATE', name: nameOf(B), payload: 'into B' });
  socket.transmit('log', { type: 'STOP', name: nameOf(A), payload: 'last' });
  await until(() => watchA.received.some((m) => m.payload === 'last'), 'the last message');
  expect(watchA.received.map((m) => m.payload)).toEqual(['bound to A', 'last']);
  expect(watchA.received[0]).toMatchObject({ id: socket.id });
  expect(watchB.received).toEqual([]);
});

describe('the monitor page', () => {
  test('/session/<channel> sets the cookie and sends the operator to the monitor; a malformed channel is a 404', async () => {
    const answer = await raw(relay.port, `/session/${A}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect(answer.headers['set-cookie']).toBe(`${CHANNEL_COOKIE}=${A}; Path=/; HttpOnly; SameSite=Strict`);
    for (const target of ['/session/dbg_SR1_short', '/session/dbg_SR1_K2J3H4K5L6M7N8P9Q0R1', `/session/${A}/x`, '/session/', `/session/x${A}`]) {
      const refused = await raw(relay.port, target);
      expect([target, refused.status, refused.headers['set-cookie']]).toEqual([target, 404, undefined]);
    }
  });

  test("/ is the monitor's page, its scripts loaded by the seed of the connection; its files are served, nothing else", async () => {
    const page = await raw(relay.port, '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body.toString();
    expect(html).toContain("indexedDB.open('localforage'");
    expect(html).toContain('persist:redux-devtools');
    expect(html).toContain('["js/common.js","js/app.js"]');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    const script = await raw(relay.port, '/js/app.js', {}, 'HEAD');
    expect([script.status, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    for (const target of ['/../package.json', '/js/../../../package.json', '/%2e%2e/package.json', '/js/', '/missing.js']) {
      expect([target, (await raw(relay.port, target)).status]).toEqual([target, 404]);
    }
  });
});
