/**
 * Links that leave the app: adverts, news thirdUrl, external menu pages. Only http(s) URLs (and same-origin
 * ones, which resolve to http(s) too) are followed; javascript:, data: and the like are refused.
 */
export function safeExternalUrl(raw: string | null | undefined, base: string = window.location.href): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** The one place the home page leaves for another site; tests replace `open`. */
export const externalNav = {
  open(url: string): void {
    window.location.assign(url);
  },
};
