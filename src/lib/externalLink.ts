/**
 * Addresses that leave the app: a news item's own page, an advert, a menu's partner page, a partner's checkout. Only
 * http(s) is followed; javascript:, data: and the like are refused (null). A relative address counts only `fromPage`:
 * resolved against the page (an advert's '/activity/x' on this site); else only a whole address does.
 */
export function externalUrl(raw: string | null | undefined, { fromPage = false }: { fromPage?: boolean } = {}): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = fromPage ? new URL(raw, window.location.href) : new URL(raw);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** The one way out of the app to another site; tests replace `open` (jsdom cannot leave). */
export const leaveApp = {
  open(url: string): void {
    window.location.assign(url);
  },
};
