/** What the tabs of the app tell each other about the session: never a token, only its tag. */
export type TabMessage = { kind: 'refreshed' } | { kind: 'failed'; tag: string };

export interface TabLink {
  post(message: TabMessage): void;
  listen(onMessage: (message: TabMessage) => void): void;
}

const CHANNEL = 'driver-app:session';

function isTabMessage(v: unknown): v is TabMessage {
  if (!v || typeof v !== 'object') return false;
  const m = v as { kind?: unknown; tag?: unknown };
  return m.kind === 'refreshed' || (m.kind === 'failed' && typeof m.tag === 'string');
}

/**
 * A BroadcastChannel to the app's other tabs (every engine the app supports has one; where none is, a tab is
 * alone and the shared cookies still carry a refreshed pair). A message from the same tab never comes back.
 */
export function openTabLink(): TabLink {
  const Channel = typeof window !== 'undefined' ? window.BroadcastChannel : undefined;
  if (typeof Channel !== 'function') return { post: () => undefined, listen: () => undefined };
  const channel = new Channel(CHANNEL);
  // Node's channel (jest's environment lends it) would keep the process alive; a browser's has no such method.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return {
    post: (message) => channel.postMessage(message),
    listen: (onMessage) => {
      channel.onmessage = (event: MessageEvent) => {
        if (isTabMessage(event.data)) onMessage(event.data);
      };
    },
  };
}
