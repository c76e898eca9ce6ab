/**
 * Runs `work` when the browser is idle (requestIdleCallback, at the latest after `timeoutMs` when given), or after
 * `fallbackMs` where the browser has no idle callback (Safari and every iPhone host).
 */
export function whenIdle(work: () => void, { timeoutMs, fallbackMs }: { timeoutMs?: number; fallbackMs: number }): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  else window.setTimeout(work, fallbackMs);
}

/**
 * `work` once, when the browser is idle (as whenIdle), or at once when `flush` comes first: the caller is going
 * away and what it would write must not be lost. A later idle call then does nothing.
 */
export function idleOnce(work: () => void, options: { timeoutMs?: number; fallbackMs: number }): { flush: () => void } {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  whenIdle(once, options);
  return { flush: once };
}
