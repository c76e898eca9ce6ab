/** Only http(s) pages are opened outside the app; anything else (javascript:, data:, relative) is refused. */
export function isExternalHttpUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Leaves the app for a news item's own page (thirdUrl). */
export function openExternal(url: string): boolean {
  if (!isExternalHttpUrl(url)) return false;
  window.location.assign(url);
  return true;
}
