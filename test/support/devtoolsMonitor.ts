import { createRequire } from 'node:module';

/**
 * A stand-in for Redux DevTools' monitor (@redux-devtools/app) on operations' relay (scripts/devtoolsRelay.ts): it
 * connects as the monitor app does (socketcluster-client, login, the session's cookie), asks the driver's page to
 * start, keeps what arrives, and sends what the monitor's buttons send. For the journeys of live remote debugging.
 */

// socketcluster-client ships no types: the part of its socket the relay's tests and this monitor use.
export interface Channel extends AsyncIterable<unknown> {
  listener(event: 'subscribe' | 'subscribeFail'): { once(): Promise<unknown> };
}
export interface ClientSocket {
  id: string;
  listener(event: 'connect' | 'close'): { once(): Promise<unknown> };
  invoke(procedure: string, data: unknown): Promise<unknown>;
  invokePublish(channel: string, data: unknown): Promise<void>;
  transmit(receiver: string, data: unknown): void;
  subscribe(channel: string): Channel;
  disconnect(): void;
}
// The client's own socket class: its factory only adds a uuid clientId, whose package is ESM (jest does not load it).
export const ClientSocket = createRequire(__filename)('socketcluster-client/lib/clientsocket') as new (options: Record<string, unknown>) => ClientSocket;
// What @redux-devtools/remote serialises with (it keeps what JSON cannot: undefined, dates, circular references).
const { parse } = createRequire(__filename)('jsan') as { parse(text: string): unknown };

export interface RelayedMessage {
  type: string;
  /** The driver's page's socket. */
  id?: string;
  name?: string;
  payload?: unknown;
  /** ACTION: the app's action as the page's sanitizer gave it, parsed. */
  action?: unknown;
  nextActionId?: number;
  /** The raw text as it crossed the wire (what a search for a leaked secret reads). */
  raw: string;
}

export interface DevToolsMonitor {
  /** Everything received, in order. */
  messages: RelayedMessage[];
  /** The driver's page's socket id, once it has said START. */
  appId(): string | undefined;
  /** Waits until a received message passes `check`; returns it. */
  waitFor(check: (m: RelayedMessage) => boolean, what: string, timeoutMs?: number): Promise<RelayedMessage>;
  /** The app action that was performed as lifted action `actionId` (an ACTION message's nextActionId - 1). */
  actionIdOf(check: (action: { type: string; payload?: unknown }) => boolean): number | undefined;
  /** What the monitor's slider sends: the driver's store shows the state after lifted action `actionId`. */
  jumpToAction(actionId: number): void;
  /** Any message to the driver's page, as the monitor would send it (IMPORT, DISPATCH of anything). */
  send(message: Record<string, unknown>): void;
  close(): void;
}

/** Opens the monitor of `channel` on the relay at 127.0.0.1:`port` (as the page `/session/<channel>` would). */
export async function openMonitor(port: number, channel: string): Promise<DevToolsMonitor> {
  const socket = new ClientSocket({ hostname: '127.0.0.1', port, autoReconnect: false, wsOptions: { headers: { cookie: `rdt_channel=${channel}` } } });
  await socket.listener('connect').once();
  const watched = (await socket.invoke('login', {})) as string;
  const messages: RelayedMessage[] = [];
  let app: string | undefined;
  const channelOf = socket.subscribe(watched);
  void (async () => {
    for await (const data of channelOf) {
      const m = data as Record<string, unknown>;
      const message: RelayedMessage = {
        type: String(m.type),
        id: typeof m.id === 'string' ? m.id : undefined,
        name: typeof m.name === 'string' ? m.name : undefined,
        payload: typeof m.payload === 'string' ? safeParse(m.payload) : m.payload,
        action: typeof m.action === 'string' ? safeParse(m.action) : m.action,
        nextActionId: typeof m.nextActionId === 'number' ? m.nextActionId : undefined,
        raw: JSON.stringify(m),
      };
      messages.push(message);
      // As the monitor app does: a page that says START is asked to start sending.
      if (message.type === 'START' && message.id) {
        app = message.id;
        socket.transmit(`sc-${message.id}`, { type: 'START' });
      }
    }
  })();
  await channelOf.listener('subscribe').once();
  return {
    messages,
    appId: () => app,
    async waitFor(check, what, timeoutMs = 15_000) {
      for (let waited = 0; ; waited += 50) {
        const found = messages.find(check);
        if (found) return found;
        if (waited > timeoutMs) throw new Error(`the monitor waited ${timeoutMs} ms for ${what}; it received ${messages.map((m) => m.type).join(', ') || 'nothing'}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    actionIdOf(check) {
      const hit = messages.find((m) => {
        const action = m.action as { type?: unknown; payload?: unknown } | undefined;
        return m.type === 'ACTION' && typeof action?.type === 'string' && check(action as { type: string; payload?: unknown });
      });
      return hit?.nextActionId === undefined ? undefined : hit.nextActionId - 1;
    },
    jumpToAction(actionId) {
      if (!app) throw new Error('no page has connected');
      socket.transmit(`sc-${app}`, { type: 'DISPATCH', action: { type: 'JUMP_TO_ACTION', actionId } });
    },
    send(message) {
      if (!app) throw new Error('no page has connected');
      socket.transmit(`sc-${app}`, message);
    },
    close: () => socket.disconnect(),
  };
}

function safeParse(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return text;
  }
}
