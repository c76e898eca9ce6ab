import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over markup it did not draw (the prerendered home, app/prerenderedHome), true in any other
 * render and in the one right after. What the prerender cannot have drawn (a lazy block's Suspense boundary, what
 * the device stored) waits for it, so React finds the markup it expects and nothing is drawn twice.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
