/**
 * The URL the page was first opened with. WeChat on iOS binds the JS-SDK to that URL for the page's whole life
 * (pushState does not change what it signs), so the signature must be asked for the landing URL, not the current one.
 *
 * src/platform/index.ts calls `rememberLandingUrl()` when it is first imported, which happens at boot (the store
 * imports it before the router runs its first redirect). Boot code that wants to be explicit may call it earlier;
 * only the first call counts.
 */
let landing: string | undefined;

export function rememberLandingUrl(href: string | undefined = typeof window !== 'undefined' ? window.location.href : undefined): void {
  if (landing === undefined && href) landing = href;
}

/** The remembered landing URL (falls back to the given current URL when nothing was remembered). */
export function landingUrl(fallback: string): string {
  return landing ?? fallback;
}
