/**
 * A relay for Redux DevTools' remote protocol (`@redux-devtools/remote` in the driver's page, `@redux-devtools/app` as
 * the monitor) that keeps every debug session apart, and serves the monitor page on the same port.
 * `npm run devtools-relay` (scripts/devtools-relay.ts) runs it; test/scripts/devtoolsRelay.test.ts holds it to this.
 *
 * @redux-devtools/cli's relay publishes every app's store to every monitor: fine on a developer's machine, not for a
 * driver's live store. Here:
 *
 * - A session is a channel, `dbg_<requestNo>_<20 base36 chars>`, which the driver's page puts at the end of its remote
 *   `name`. The random part is what makes the channel a secret only the operator handling that request is given.
 * - An app socket (login 'master') is bound to the session its first message names; a message naming no session or
 *   another one is refused. What it sends is republished on `log@<channel>` only, with the socket's own id (an app
 *   cannot speak for another socket).
 * - A monitor names its session by the `rdt_channel` cookie that `GET /session/<channel>` sets, so the channel is
 *   never typed into the monitor's settings, and a monitor can subscribe to its session's `log@` channel only.
 * - Look, never act: a monitor may ask an app to start, stop, resend, or move through its own history; whatever would
 *   put an action or a state into the driver's store (IMPORT, SYNC, ACTION, DISPATCH of anything else) is refused and
 *   the monitor is told why.
 * - Clients never publish; only the relay does. Nothing of a session is kept once its last app has gone.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { resolveStaticPath, TYPES } from './staticFiles';

export interface DevtoolsRelayOptions {
  /** 0 picks a free port. Default 8000, the port @redux-devtools/remote and the monitor assume. */
  port?: number;
  /** Default 127.0.0.1: a relay of live stores is not for the whole network unless asked. */
  host?: string;
  /** Origins (`http://localhost:8080`) whose pages may connect as apps; the relay's own origin is always allowed. */
  appOrigins?: string[];
  log?: (line: string) => void;
}

export interface DevtoolsRelay {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** The session channel at the end of an app's remote `name` (`车主服务 · dbg_SR000001_k2j3h4k5l6m7n8p9q0r1`). */
export const SESSION_IN_NAME = /\bdbg_[A-Za-z0-9]+_[a-z0-9]{20}$/;
const SESSION_CHANNEL = /^dbg_([A-Za-z0-9]+)_[a-z0-9]{20}$/;
export const CHANNEL_COOKIE = 'rdt_channel';
export const LOOK_ONLY_ERROR = '远程调试只能查看：不能在车主的手机上派发动作或导入状态';

/** What an app sends (@redux-devtools/remote's relay()). */
const APP_MESSAGE_TYPES = new Set(['START', 'STATE', 'ACTION', 'STOP', 'ERROR']);
const APP_MESSAGE_FIELDS = ['type', 'name', 'instanceId', 'payload', 'action', 'nextActionId', 'isExcess'] as const;
/** What a monitor may ask of an app: to start or stop sending, to send its state again. */
const LOOK_MESSAGE_TYPES = new Set(['START', 'STOP', 'UPDATE']);
/**
 * Lifted actions that only move through the history the app already has (or pause or lock its recording). IMPORT_STATE,
 * RESET, ROLLBACK, COMMIT, SWEEP, REORDER_ACTION and PERFORM_ACTION would write the driver's store.
 */
const LOOK_DISPATCH_TYPES = new Set(['JUMP_TO_STATE', 'JUMP_TO_ACTION', 'TOGGLE_ACTION', 'SET_ACTIONS_ACTIVE', 'PAUSE_RECORDING', 'LOCK_CHANGES']);

// socketcluster-server ships no types: the part of its API used here.
interface ScRequest {
  end(data?: unknown): void;
  error(error: Error): void;
}
interface ScSocket {
  id: string;
  state: string;
  OPEN: string;
  request: IncomingMessage;
  procedure(name: string): AsyncIterable<ScRequest>;
  listener(event: 'subscribe'): AsyncIterable<{ channel: string }>;
}
interface ScAction {
  type: string;
  socket: ScSocket;
  request: IncomingMessage;
  receiver?: string;
  procedure?: string;
  channel?: string;
  data?: unknown;
  allow(): void;
  block(error?: Error): void;
}
interface ScServer {
  MIDDLEWARE_HANDSHAKE: string;
  MIDDLEWARE_INBOUND: string;
  exchange: { transmitPublish(channel: string, data: unknown): Promise<void> };
  setMiddleware(type: string, middleware: (stream: AsyncIterable<ScAction>) => Promise<void>): void;
  listener(event: 'connection' | 'closure'): AsyncIterable<{ socket: ScSocket }>;
  close(): Promise<void>;
}
interface ScServerModule {
  attach(httpServer: Server, options: Record<string, unknown>): ScServer;
}

const requireHere = createRequire(__filename);
const { attach } = requireHere('socketcluster-server') as ScServerModule;
/** The monitor's own build: index.html, js/, the fonts. */
const MONITOR_ROOT = path.join(path.dirname(requireHere.resolve('@redux-devtools/app/package.json')), 'build', 'web');

type Role = { kind: 'app'; channel: string | null } | { kind: 'monitor'; channel: string };

const appChannelOf = (socketId: string) => `app@${socketId}`;
const logChannelOf = (session: string) => `log@${session}`;
/** The request number alone: the log names a session without giving its secret away. */
const requestNoOf = (session: string) => SESSION_CHANNEL.exec(session)?.[1] ?? '?';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function sessionOfCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CHANNEL_COOKIE) continue;
    const value = rest.join('=');
    if (SESSION_CHANNEL.test(value)) return value;
  }
  return null;
}

/** The relay's own origin as the page that connects sees it (the Host it asked for), over http or https. */
function isOwnOrigin(origin: string, request: IncomingMessage): boolean {
  const host = request.headers.host;
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}

export async function startDevtoolsRelay(options: DevtoolsRelayOptions = {}): Promise<DevtoolsRelay> {
  const host = options.host ?? '127.0.0.1';
  const appOrigins = new Set((options.appOrigins ?? []).map((origin) => origin.replace(/\/+$/, '')));
  const log = options.log ?? ((line: string) => console.log(line));
  const indexHtml = seededIndexHtml(readFileSync(path.join(MONITOR_ROOT, 'index.html'), 'utf8'));

  const httpServer = createServer((req, res) => serveHttp(req, res, indexHtml));
  const agServer = attach(httpServer, {
    allowClientPublish: false,
    // A refused message is answered (or not) by the relay itself; the library's own error events would only be noise.
    middlewareEmitFailures: false,
  });

  const roles = new Map<string, Role>();
  /** Session channel → its app sockets' ids. */
  const sessions = new Map<string, Set<string>>();

  const publish = (channel: string, data: unknown) => {
    void agServer.exchange.transmitPublish(channel, data);
  };
  /**
   * @redux-devtools/remote says START before its subscription to its own channel is made (it does not await the
   * login), so the monitor's answer can come before the app listens. What is sent to an app before then waits here.
   */
  const listening = new Set<string>();
  const waiting = new Map<string, Record<string, unknown>[]>();
  const toApp = (socketId: string, message: Record<string, unknown>) => {
    if (listening.has(socketId)) {
      publish(appChannelOf(socketId), message);
      return;
    }
    const queue = waiting.get(socketId) ?? [];
    queue.push(message);
    waiting.set(socketId, queue);
  };
  const nowListening = (socketId: string) => {
    listening.add(socketId);
    for (const message of waiting.get(socketId) ?? []) publish(appChannelOf(socketId), message);
    waiting.delete(socketId);
  };

  /**
   * A browser always says where the page that opens a WebSocket came from; a socket without an Origin is not a
   * browser's, and could claim any origin anyway, so it is let through to the session checks.
   */
  const originOf = (request: IncomingMessage) => request.headers.origin;
  const appOriginAllowed = (request: IncomingMessage) => {
    const origin = originOf(request);
    return origin === undefined || appOrigins.has(origin) || isOwnOrigin(origin, request);
  };
  /** The cookie is the operator's: only the relay's own page (or a non-browser client) may use it. */
  const monitorOriginAllowed = (request: IncomingMessage) => {
    const origin = originOf(request);
    return origin === undefined || isOwnOrigin(origin, request);
  };

  const join = (session: string, socketId: string) => {
    let apps = sessions.get(session);
    if (!apps) {
      apps = new Set();
      sessions.set(session, apps);
      log(`devtools-relay: session ${requestNoOf(session)} started`);
    }
    apps.add(socketId);
  };
  const leave = (session: string, socketId: string) => {
    const apps = sessions.get(session);
    if (!apps?.delete(socketId)) return;
    publish(logChannelOf(session), { type: 'DISCONNECTED', id: socketId });
    if (apps.size === 0) {
      sessions.delete(session);
      log(`devtools-relay: session ${requestNoOf(session)} ended`);
    }
  };

  /** Login decides what a socket is, before its next message is read (the app sends START without awaiting it). */
  const login = (action: ScAction): Error | null => {
    const { socket } = action;
    const existing = roles.get(socket.id);
    const asApp = action.data === 'master';
    if (existing) return existing.kind === (asApp ? 'app' : 'monitor') ? null : new Error('This socket has logged in as the other side');
    if (asApp) {
      if (!appOriginAllowed(socket.request)) return new Error('This origin may not connect as an app');
      roles.set(socket.id, { kind: 'app', channel: null });
      return null;
    }
    const session = sessionOfCookie(socket.request.headers.cookie);
    if (!session) return new Error('No debug session: open /session/<channel> on this relay first (the channel is in the request\'s debug link)');
    if (!monitorOriginAllowed(socket.request)) return new Error('Only the relay\'s own page may monitor a session');
    roles.set(socket.id, { kind: 'monitor', channel: session });
    return null;
  };

  const loginAnswer = (role: Role | undefined, socketId: string) =>
    role?.kind === 'app' ? appChannelOf(socketId) : role ? logChannelOf(role.channel) : null;

  const mayJoin = (action: ScAction): boolean => {
    const { socket, channel } = action;
    const role = roles.get(socket.id);
    if (role?.kind === 'app') return channel === appChannelOf(socket.id);
    // A monitor's client subscribes again on its own when it reconnects, before it logs in again: its cookie decides.
    const session = role?.channel ?? sessionOfCookie(socket.request.headers.cookie);
    return !!session && monitorOriginAllowed(socket.request) && (channel === logChannelOf(session) || channel === 'report');
  };

  /** An app's message, republished to its session's monitors; false when refused. */
  const fromApp = (socket: ScSocket, role: Extract<Role, { kind: 'app' }>, data: unknown): boolean => {
    if (!isRecord(data) || typeof data.type !== 'string' || !APP_MESSAGE_TYPES.has(data.type)) return false;
    const session = typeof data.name === 'string' ? SESSION_IN_NAME.exec(data.name)?.[0] : undefined;
    if (!session) return false;
    if (role.channel === null) {
      // The socket may have closed while this message waited: it must not start a session nobody will end.
      if (socket.state !== socket.OPEN) return false;
      role.channel = session;
      join(session, socket.id);
    } else if (role.channel !== session) {
      return false;
    }
    const message: Record<string, unknown> = { id: socket.id };
    for (const field of APP_MESSAGE_FIELDS) if (data[field] !== undefined) message[field] = data[field];
    publish(logChannelOf(session), message);
    return true;
  };

  /** A monitor's message to its session's apps; false when refused. */
  const fromMonitor = (role: Extract<Role, { kind: 'monitor' }>, receiver: string, data: unknown): boolean => {
    const apps = sessions.get(role.channel);
    let targets: string[];
    if (receiver === 'respond') targets = [...(apps ?? [])];
    else if (receiver.startsWith('sc-') && apps?.has(receiver.slice(3))) targets = [receiver.slice(3)];
    else return false;
    if (!isRecord(data) || typeof data.type !== 'string') return false;
    const actionType = isRecord(data.action) ? data.action.type : undefined;
    const looks =
      LOOK_MESSAGE_TYPES.has(data.type) || (data.type === 'DISPATCH' && typeof actionType === 'string' && LOOK_DISPATCH_TYPES.has(actionType));
    if (!looks) {
      publish(logChannelOf(role.channel), { type: 'ERROR', payload: LOOK_ONLY_ERROR });
      return false;
    }
    // Only what the app reads for these: a `state` (what IMPORT and SYNC carry) never reaches it.
    const message: Record<string, unknown> = { type: data.type };
    if (data.type === 'DISPATCH') message.action = data.action;
    if (data.instanceId !== undefined) message.instanceId = data.instanceId;
    for (const id of targets) toApp(id, message);
    return true;
  };

  const inbound = (action: ScAction): Error | null => {
    const role = roles.get(action.socket.id);
    switch (action.type) {
      case 'invoke':
        return action.procedure === 'login' ? login(action) : new Error(`No procedure ${action.procedure ?? ''}`);
      case 'subscribe':
        return mayJoin(action) ? null : new Error('Not a channel of this socket\'s session');
      case 'transmit': {
        const receiver = action.receiver ?? '';
        if (role?.kind === 'app' && (receiver === 'log' || receiver === 'log-noid')) {
          return fromApp(action.socket, role, action.data) ? null : new Error('Refused: a message must name this socket\'s debug session');
        }
        if (role?.kind === 'monitor') return fromMonitor(role, receiver, action.data) ? null : new Error('Refused');
        return new Error('Refused');
      }
      case 'authenticate':
        return null;
      default:
        // PUBLISH_IN and anything newer: only the relay publishes.
        return new Error('Refused');
    }
  };

  agServer.setMiddleware(agServer.MIDDLEWARE_HANDSHAKE, async (stream) => {
    for await (const action of stream) {
      if (action.type === 'handshakeWS' && !appOriginAllowed(action.request) && !monitorOriginAllowed(action.request)) {
        action.block(new Error('Origin not allowed'));
      } else {
        action.allow();
      }
    }
  });
  agServer.setMiddleware(agServer.MIDDLEWARE_INBOUND, async (stream) => {
    for await (const action of stream) {
      const refusal = inbound(action);
      if (refusal) action.block(refusal);
      else action.allow();
    }
  });

  void (async () => {
    for await (const { socket } of agServer.listener('connection')) {
      void (async () => {
        for await (const { channel } of socket.listener('subscribe')) {
          if (channel === appChannelOf(socket.id)) nowListening(socket.id);
        }
      })();
      void (async () => {
        for await (const request of socket.procedure('login')) {
          const answer = loginAnswer(roles.get(socket.id), socket.id);
          if (answer) request.end(answer);
          else request.error(new Error('Not logged in'));
        }
      })();
    }
  })();
  void (async () => {
    for await (const { socket } of agServer.listener('closure')) {
      const role = roles.get(socket.id);
      roles.delete(socket.id);
      listening.delete(socket.id);
      waiting.delete(socket.id);
      if (role?.kind === 'app' && role.channel) leave(role.channel, socket.id);
    }
  })();

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 8000, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const { port } = httpServer.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    port,
    url: `http://${shownHost}:${port}/`,
    close: async () => {
      await agServer.close();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
    },
  };
}

function serveHttp(req: IncomingMessage, res: ServerResponse, indexHtml: string): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The session page's address holds the channel: it must not travel on as a Referer.
  res.setHeader('Referrer-Policy', 'no-referrer');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  const session = /^\/session\/([^/]+)$/.exec(pathname)?.[1];
  if (session !== undefined || pathname.startsWith('/session/')) {
    if (!session || !SESSION_CHANNEL.test(session)) {
      notFound(res);
      return;
    }
    res.writeHead(303, {
      'Set-Cookie': `${CHANNEL_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Strict`,
      Location: '/',
      'Cache-Control': 'no-store',
    });
    res.end();
    return;
  }
  if (pathname === '/' || pathname === '/index.html') {
    res.writeHead(200, { 'Content-Type': TYPES['.html'] ?? 'text/html', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : indexHtml);
    return;
  }
  const file = resolveStaticPath(MONITOR_ROOT, req.url ?? '/');
  if (!file) {
    notFound(res);
    return;
  }
  const ext = path.extname(file);
  res.writeHead(200, {
    'Content-Type': ext === '.map' ? 'application/json' : (TYPES[ext] ?? 'application/octet-stream'),
    'Content-Length': statSync(file).size,
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else res.end(readFileSync(file));
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

/**
 * The monitor's index.html with its scripts loaded by a seed that runs first. The monitor keeps its connection
 * settings with redux-persist in localforage's IndexedDB and starts 'disabled': the seed writes a connection to this
 * relay there (keeping whatever else is stored) before the monitor reads it, so an operator sees the session at once.
 */
export function seededIndexHtml(html: string): string {
  const scripts: string[] = [];
  const withoutScripts = html.replace(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  const seed = `<script>${SEED_SCRIPT}(${JSON.stringify(scripts).replace(/</g, '\\u003c')});</script>`;
  return withoutScripts.includes('</head>') ? withoutScripts.replace('</head>', `${seed}</head>`) : seed + withoutScripts;
}

/**
 * The seed, as the page runs it. A string, not a function's toString(): what tsx or babel make of a function (helpers,
 * `__name` calls) is not there in the page. Plain ES2015 that any browser the operators use runs.
 */
const SEED_SCRIPT = `
(function (scripts) {
  var KEY = 'persist:redux-devtools';
  var STORE = 'keyvaluepairs';
  var secure = location.protocol === 'https:';
  var wanted = { hostname: location.hostname, port: Number(location.port) || (secure ? 443 : 80), secure: secure };
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    function start() {
      scripts.forEach(function (src) {
        var script = document.createElement('script');
        script.src = src;
        // In order, as the deferred tags they replace ran: common.js before app.js.
        script.async = false;
        document.head.appendChild(script);
      });
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
  // The stored redux-persist object with its connection pointing here; null when it already does.
  function seeded(stored) {
    var outer = {};
    try {
      if (typeof stored === 'string') outer = JSON.parse(stored) || {};
    } catch (e) {
      outer = {};
    }
    try {
      var current = outer.connection ? JSON.parse(outer.connection) : null;
      var o = current && current.options;
      if (current && current.type === 'custom' && o && o.hostname === wanted.hostname && o.port === wanted.port && o.secure === wanted.secure) return null;
    } catch (e) {
      // Unreadable: written over below.
    }
    outer.connection = JSON.stringify({ type: 'custom', options: wanted });
    // The monitor's rehydration reads the stored monitor settings without a check: its defaults, when none are stored.
    if (!outer.monitor) outer.monitor = JSON.stringify({ selected: 'InspectorMonitor', sliderIsOpen: true, dispatcherIsOpen: false });
    if (!outer._persist) outer._persist = JSON.stringify({ version: -1, rehydrated: true });
    return JSON.stringify(outer);
  }
  function write(db) {
    var tx = db.transaction(STORE, 'readwrite');
    var store = tx.objectStore(STORE);
    var read = store.get(KEY);
    read.onsuccess = function () {
      var next = seeded(read.result);
      if (next !== null) store.put(next, KEY);
    };
    // Closed before the monitor opens it, so that its own open (or upgrade) is never blocked by this one.
    tx.oncomplete = tx.onabort = tx.onerror = function () {
      db.close();
      load();
    };
  }
  function open(version) {
    // localforage's defaults, which the monitor uses: database 'localforage', store 'keyvaluepairs', version 1.
    var request = version === undefined ? indexedDB.open('localforage') : indexedDB.open('localforage', version);
    request.onupgradeneeded = function () {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = function () {
      var db = request.result;
      if (db.objectStoreNames.contains(STORE)) {
        write(db);
      } else {
        db.close();
        open(db.version + 1);
      }
    };
    request.onerror = request.onblocked = load;
  }
  // Whatever happens to the seed, the monitor still starts (the operator can then set Settings → Connection).
  setTimeout(load, 3000);
  try {
    open();
  } catch (e) {
    load();
  }
})`;
