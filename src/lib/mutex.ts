/**
 * One holder at a time, first come first served: the lock around a token refresh (api/baseQuery, api/refreshGate).
 * The four calls of async-mutex's Mutex the app uses, in a few lines instead of that package's 1 KB (gzip) in the
 * entry: `acquire` resolves to the release, `runExclusive` holds it around a task, `isLocked` and `waitForUnlock`
 * let a call wait for a refresh in progress without queueing for the lock itself.
 */
export class Mutex {
  private held = false;
  private readonly queue: (() => void)[] = [];
  private unlockWaiters: (() => void)[] = [];

  isLocked(): boolean {
    return this.held;
  }

  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const take = () => {
        this.held = true;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.release();
        });
      };
      if (this.held) this.queue.push(take);
      else take();
    });
  }

  async runExclusive<T>(task: () => T | Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }

  waitForUnlock(): Promise<void> {
    if (!this.held) return Promise.resolve();
    return new Promise((resolve) => this.unlockWaiters.push(resolve));
  }

  private release() {
    const next = this.queue.shift();
    if (next) return next();
    this.held = false;
    const waiters = this.unlockWaiters;
    this.unlockWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
