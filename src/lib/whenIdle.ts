/**
 * Runs `work` when the browser is idle (requestIdleCallback, at the latest after `timeoutMs` when given), or after
 * `fallbackMs` where the browser has no idle callback (Safari and every iPhone host).
 */
export function whenIdle(work: () => void, { timeoutMs, fallbackMs }: { timeoutMs?: number; fallbackMs: number }): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  else window.setTimeout(work, fallbackMs);
}
