/**
 * Leaving the app for the partner's checkout page (it comes back to /thirdpaySuccess). One object, so a test can
 * record where the page would have gone instead of leaving jsdom.
 */
export const checkout = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Only a web page the server named is opened (never javascript: or data: URLs). */
export function isCheckoutUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const u = new URL(url, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}
