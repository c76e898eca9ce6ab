import type { TabLink, TabMessage } from '@/api/tabLink';

/** Links that play the BroadcastChannel between stores of one test: what one posts, every other one hears. */
export function linkedTabs(count: number): TabLink[] {
  const listeners: ((message: TabMessage) => void)[][] = Array.from({ length: count }, () => []);
  return listeners.map((_own, i) => ({
    // Async, as a real channel delivers.
    post: (message) => listeners.forEach((l, j) => j !== i && l.forEach((f) => queueMicrotask(() => f(message)))),
    listen: (onMessage) => {
      listeners[i]?.push(onMessage);
    },
  }));
}
