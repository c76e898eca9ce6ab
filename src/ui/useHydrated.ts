import { startTransition, useState } from 'react';

/** Whether React is taking over markup it did not draw (set by whoever calls hydrateRoot, until it has committed). */
let takingOver = false;
/** The blocks drawn during the take-over as the markup was: all turned to true together when it ends. */
const waiting = new Set<(hydrated: boolean) => void>();

/**
 * Marks the time React takes over markup it did not draw (the prerendered home, app/prerenderedHome); the function
 * it returns ends it, once the take-over has committed. What mounts after reads true from its first render.
 *
 * Every block drawn during the take-over turns to true in one transition, so in one commit: each turning itself in
 * its own effect, they came in two or more commits now and then, and a tap answered between them (app/earlyTap) met
 * a page half a visitor's (a signed-in driver's tile still the visitor's sign-in link, or without the device's config).
 */
export function beginTakeOver(): () => void {
  takingOver = true;
  return () => {
    takingOver = false;
    const turns = [...waiting];
    waiting.clear();
    startTransition(() => turns.forEach((turn) => turn(true)));
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
  // Noted as it renders (a set, so a render React starts again adds nothing): by the time the take-over has
  // committed, every block drawn in it is here.
  if (!hydrated && takingOver) waiting.add(setHydrated);
  return hydrated;
}
