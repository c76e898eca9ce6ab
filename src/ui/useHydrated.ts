import { startTransition, useEffect, useState } from 'react';

/** Whether React is taking over markup it did not draw (set by whoever calls hydrateRoot, until it has committed). */
let takingOver = false;

/**
 * Marks the time React takes over markup it did not draw (the prerendered home, app/prerenderedHome); the function
 * it returns ends it, once the take-over has committed. What mounts after reads true from its first render.
 */
export function beginTakeOver(): () => void {
  takingOver = true;
  return () => {
    takingOver = false;
  };
}

/**
 * False while React takes over markup it did not draw, true in any other render and soon after. What the prerender
 * cannot have drawn (a lazy block's Suspense boundary, what the device stored) waits for it, so React finds the
 * markup it expects and nothing is drawn twice.
 *
 * The turn to true is a transition, drawn in short slices after the take-over has committed: every block that waits
 * for it is drawn then, together (useSyncExternalStore's server snapshot did the same as one synchronous render in
 * the commit's effects, 80 ms at 4× CPU on the home).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !takingOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
