/**
 * The invoice link the server gives is opened only when it is ours (same origin) or https: a link of another
 * scheme (javascript:, data:, plain http elsewhere) in an answer is never followed.
 */
export function safeInvoiceUrl(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')) return url.href;
  return url.protocol === 'https:' ? url.href : null;
}
