import { constants } from '@config/constants';

const RELOADED_KEY = 'chunkReloaded';

/**
 * Loads a lazy chunk, retrying a failed load (weak signal) twice with a short pause; if it still fails — often a
 * deploy replaced the chunk names — reloads the page once to fetch the new entry. A second failure after that
 * reload is thrown to the route's error page, which offers a retry button. The reload is guarded per session so a
 * dead network cannot make the page reload in a loop.
 */
export async function retryImport<T>(load: () => Promise<T>, options: { retries?: number; pauseMs?: number; win?: Window } = {}): Promise<T> {
  const { retries = 2, pauseMs = 800, win = window } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const mod = await load();
      win.sessionStorage?.removeItem(RELOADED_KEY);
      return mod;
    } catch (e) {
      lastError = e;
      if (attempt < retries) await new Promise((r) => setTimeout(r, pauseMs * (attempt + 1)));
    }
  }
  let reloaded = false;
  try {
    reloaded = win.sessionStorage.getItem(RELOADED_KEY) === '1';
    if (!reloaded) win.sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    reloaded = true;
  }
  if (!reloaded) {
    win.location.reload();
    // The page is going away; never settle so nothing renders an error in the meantime.
    return new Promise<T>(() => undefined);
  }
  throw new ChunkLoadError(lastError);
}

export class ChunkLoadError extends Error {
  constructor(override readonly cause: unknown) {
    super('页面加载失败，请检查网络后重试');
    this.name = 'ChunkLoadError';
  }
}

/** How long webpack waits for one chunk before it counts as failed (spec section 9). */
export const chunkLoadTimeoutMs = constants.chunkLoadTimeoutMs;
