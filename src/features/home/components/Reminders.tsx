import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/ui/useHydrated';

/*
 * The reminders and their queries are not on the first screen's budget: the chunk loads after /home has rendered,
 * and only for a signed-in driver. If it cannot load (weak signal), the home page simply goes without them.
 */
const Loaded = lazy(() =>
  import(/* webpackChunkName: "home-reminders" */ './RemindersLoaded').then(
    (m) => ({ default: m.RemindersLoaded }),
    // Not retryImport: a reminder is not worth reloading the page for; /mine, the passes and the records show it all.
    () => ({ default: (): ReactNode => null }),
  ),
);

/** Passes ending within 7 days; passes and bookings paid for and not used. */
export function Reminders() {
  // Its boundary is in no prerendered page: it joins once the app has taken the page over (it draws nothing before).
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
