import { lazy, Suspense } from 'react';

/*
 * The reminder and its pass query are not on the first screen's budget: the chunk loads after /home has rendered,
 * and only for a signed-in driver. If it cannot load (weak signal), the home page simply goes without it.
 */
const Reminder = lazy(() =>
  import(/* webpackChunkName: "home-expiring-passes" */ '@/ui/ExpiringPasses/ExpiringPasses').then(
    (m) => ({ default: m.ExpiringPasses }),
    // Not retryImport: a reminder is not worth reloading the page for; /mine and /myMounthlyPay show the passes too.
    () => ({ default: () => null }),
  ),
);

/** Passes ending within 7 days, with one tap to renew (issue 11). */
export function ExpiringPasses() {
  return (
    <Suspense fallback={null}>
      <Reminder />
    </Suspense>
  );
}
