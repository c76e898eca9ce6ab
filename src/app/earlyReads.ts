import { earlyReadsFor, sendEarlyReads } from './earlyReadTable';
import { showGlance } from './glance/showGlance';
import { readToken } from '@/session/tokens';

declare global {
  interface Window {
    /**
     * Settles once the glance has been painted, or once it is known there will be none; index.html's start script
     * (scripts/prerender-home.mjs) runs the app's code after it, for a moment at most.
     */
    __driverGlance?: Promise<void>;
  }
}

/** Sends the reads of the page being opened (src/page/early.ts), and shows its glance once they are answered. */
export function startEarlyReads(where: Pick<Location, 'pathname' | 'search'> = location): void {
  const token = readToken();
  const answers = sendEarlyReads(earlyReadsFor(where, token), token);
  // Never rejects: whatever goes wrong with the glance, the app's start must not wait on it in vain.
  if (answers.length) window.__driverGlance = showGlance(where.pathname, answers).catch(() => undefined);
}
