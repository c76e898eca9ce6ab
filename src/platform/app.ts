import type { ClientType } from '@/lib/wire';
import { closeWindow } from './closeWindow';
import { pickedFromBase64 } from './image';
import { messages } from './shared';
import { PlatformError, type PayOutcome, type PickedImage, type Platform, type Position } from './types';

/**
 * The native app shell's message bridge (protocol in src/platform/README.md):
 *   page → shell  window.DriverAppBridge.postMessage(JSON.stringify({ id, type, payload }))
 *   shell → page  window.__driverAppBridgeReply({ id, ok: true, data } | { id, ok: false, error: { message, reason } })
 * Requests (locate, scan, pickImage, pay) carry an id and get exactly one reply; notifications (close, navigate) carry
 * none and get no reply.
 */
export type AppMessageType = 'locate' | 'scan' | 'pickImage' | 'pay' | 'close' | 'navigate';

export interface AppMessage {
  id?: string;
  type: AppMessageType;
  payload?: unknown;
}

export type AppReply =
  | { id: string; ok: true; data?: unknown }
  | { id: string; ok: false; error?: { message?: string; reason?: PlatformError['reason'] } };

export interface DriverAppBridgeLike {
  postMessage(message: string): void;
}

export type AppWindow = Window & {
  DriverAppBridge?: DriverAppBridgeLike;
  __driverAppBridgeReply?: (reply: AppReply | string) => void;
};

interface Pending {
  resolve(data: unknown): void;
  reject(error: PlatformError): void;
  timer: number | undefined;
}

const reasons = new Set(['unsupported', 'denied', 'cancelled', 'failed', 'timeout']);

/** One table of requests in flight per window, whichever platform object sent them, and its reply handler. */
const channels = new WeakMap<Window, { pending: Map<string, Pending>; reply: (raw: AppReply | string) => void }>();

function pendingFor(win: AppWindow): Map<string, Pending> {
  let channel = channels.get(win);
  if (!channel) {
    const pending = new Map<string, Pending>();
    const reply = (raw: AppReply | string) => {
      let answer: AppReply;
      try {
        answer = (typeof raw === 'string' ? JSON.parse(raw) : raw) as AppReply;
      } catch {
        console.warn('DriverAppBridge: unreadable reply', raw);
        return;
      }
      const entry = answer && pending.get(String(answer.id));
      if (!entry) return; // late, duplicate or unknown: ignored
      pending.delete(String(answer.id));
      if (entry.timer !== undefined) win.clearTimeout(entry.timer);
      if (answer.ok) entry.resolve(answer.data);
      else {
        const reason = answer.error?.reason && reasons.has(answer.error.reason) ? answer.error.reason : 'failed';
        entry.reject(new PlatformError(answer.error?.message || '操作失败，请重试', reason));
      }
    };
    channel = { pending, reply };
    channels.set(win, channel);
  }
  // (Re)installed on every request: whoever cleared the global, the shell can always answer.
  if (win.__driverAppBridgeReply !== channel.reply) win.__driverAppBridgeReply = channel.reply;
  return channel.pending;
}

let counter = 0;

/** How long the shell may take: a position is quick; scanning, picking and paying wait for the driver. */
export const appTimeouts = { locate: 20_000, interactive: 600_000 };

export function createAppPlatform(clientType: ClientType, win: Window): Platform {
  const w = win as AppWindow;

  function post(message: AppMessage): void {
    if (!w.DriverAppBridge) throw new PlatformError('当前版本暂不支持该功能，请升级App', 'unsupported');
    w.DriverAppBridge.postMessage(JSON.stringify(message));
  }

  function request<T>(type: Exclude<AppMessageType, 'close' | 'navigate'>, payload: unknown, timeoutMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      counter += 1;
      const id = `${Date.now().toString(36)}-${counter}`;
      const pending = pendingFor(w);
      const timer = w.setTimeout(() => {
        pending.delete(id);
        reject(new PlatformError('App未响应，请重试', 'timeout'));
      }, timeoutMs);
      pending.set(id, { resolve: resolve as (d: unknown) => void, reject, timer });
      try {
        post({ id, type, payload });
      } catch (e) {
        pending.delete(id);
        w.clearTimeout(timer);
        reject(e);
      }
    });
  }

  return {
    clientType,
    kind: 'app',

    async locate(): Promise<Position> {
      const data = await request<{ lng?: unknown; lat?: unknown; accuracy?: unknown }>('locate', { coordinate: 'gcj02' }, appTimeouts.locate);
      const lng = Number(data?.lng);
      const lat = Number(data?.lat);
      if (!Number.isFinite(lng) || !Number.isFinite(lat)) throw new PlatformError(messages.locateFailed, 'failed');
      return { lng, lat, accuracy: data.accuracy === undefined ? undefined : Number(data.accuracy) };
    },

    async scan(): Promise<string> {
      const data = await request<{ text?: unknown }>('scan', {}, appTimeouts.interactive);
      if (typeof data?.text !== 'string' || !data.text) throw new PlatformError(messages.scanFailed, 'failed');
      return data.text;
    },

    async pickImage(options): Promise<PickedImage> {
      const data = await request<{ fileData?: unknown }>(
        'pickImage',
        { maxEdge: options?.maxEdge ?? 1280, quality: options?.quality ?? 0.8 },
        appTimeouts.interactive,
      );
      if (typeof data?.fileData !== 'string' || !data.fileData) throw new PlatformError(messages.pickFailed, 'failed');
      return pickedFromBase64(data.fileData);
    },

    async pay(req): Promise<PayOutcome> {
      if (req.channel === 6) return 'ok';
      const data = await request<{ outcome?: unknown }>(
        'pay',
        { channel: req.channel, payOrderId: req.payOrderId, payParams: req.payParams },
        appTimeouts.interactive,
      );
      const outcome = data?.outcome;
      return outcome === 'ok' || outcome === 'cancel' || outcome === 'fail' ? outcome : 'unknown';
    },

    closeWindow() {
      closeWindow(w as Window & object);
    },

    openMapNavigation(target, provider) {
      post({ type: 'navigate', payload: { lng: target.lng, lat: target.lat, name: target.name, address: target.address ?? '', provider, coordinate: 'gcj02' } });
    },

    loadSdk: () => Promise.resolve(),
  };
}
