interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and answer a tap in between: scheduler.yield where the browser
 * has it (the rest of the work keeps its place in line), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  return yieldIfFree() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Where the browser has scheduler.yield, resolves in a new task that keeps its place ahead of other waiting work;
 * elsewhere at once. For work that is started many times over in one task (a page's requests, all begun by the
 * commit that mounted it: setting up each fetch is a few milliseconds at 4× CPU), so that each starts in a short task
 * of its own where that costs nothing; a zero timeout would put each behind everything queued, so it is not used.
 */
export function yieldIfFree(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

/** Resolves in the task after the next frame has been painted: what is drawn then comes after that paint. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
