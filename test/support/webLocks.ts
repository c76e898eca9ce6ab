/**
 * `navigator.locks` as a browser grants them to every tab of an origin (jsdom has none): one holder a name at a time,
 * the others in the order they asked; `ifAvailable` answers null at once when the name is held.
 */
export function installWebLocks(): () => void {
  const tails = new Map<string, Promise<void>>();
  const held = new Set<string>();
  const locks = {
    request(name: string, optionsOrJob: LockOptions | LockGrantedCallback<unknown>, maybeJob?: LockGrantedCallback<unknown>): Promise<unknown> {
      const options = typeof optionsOrJob === 'function' ? {} : optionsOrJob;
      const job = (typeof optionsOrJob === 'function' ? optionsOrJob : maybeJob) as LockGrantedCallback<unknown>;
      if (options.ifAvailable && held.has(name)) return Promise.resolve().then(() => job(null));
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(async () => {
        held.add(name);
        try {
          return await job({ name, mode: 'exclusive' } as Lock);
        } finally {
          held.delete(name);
        }
      });
      tails.set(name, run.then(() => undefined, () => undefined));
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => {
    delete (navigator as { locks?: unknown }).locks;
  };
}
