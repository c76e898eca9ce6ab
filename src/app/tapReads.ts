import { readToken } from '@/session/tokens';
import { earlyReadsFor, sendEarlyReads } from './earlyReadTable';

declare global {
  interface Window {
    /** Set on the home for a signed-in driver: sends the early reads of the page index.html's tap keeper opens. */
    __pageReads?: (path: string) => void;
  }
}

/**
 * On the home, for a signed-in driver: a page that index.html's tap keeper (src/page/homeTapKeeper.js) opens before
 * the app has come — a tile tapped at first sight — has its reads sent at the tap, the same rows a reminder's page
 * sends from <head> (app/earlyReadTable). The app's code is still on its way: on a weak signal the page's data is in
 * when the page is drawn, instead of being asked for only then. The page takes the answers as it would a reminder's.
 */
export function offerTapReads(): void {
  if (!readToken()) return;
  window.__pageReads = (path) => {
    const where = new URL(path, location.href);
    if (where.origin !== location.origin) return;
    // Read at the tap: the token may have been renewed since the home opened.
    const token = readToken();
    sendEarlyReads(earlyReadsFor(where, token), token);
  };
}
