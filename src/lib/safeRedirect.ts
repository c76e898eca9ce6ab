import { isReturnTarget } from './loginTarget';
import { paths } from './paths';

/**
 * `?redirect=` and `enCodeUrl` come from the address bar, so an attacker can write them. Only same-origin paths
 * are followed: a path that starts with one '/', whose resolution stays on this origin, after decoding as many
 * times as the value was encoded. Anything else (//host, /\host, https:host, javascript:, %2F%2Fhost, control
 * characters) falls back.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = paths.home, origin = 'https://app.invalid'): string {
  if (!raw) return fallback;
  let value = raw;
  // Decode until stable (enCodeUrl may be encoded twice by some entry pages), but refuse anything malformed.
  for (let i = 0; i < 3; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return fallback;
    }
    if (decoded === value) break;
    value = decoded;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = url.pathname + url.search + url.hash;
  // Dot segments can normalise into '//host' ('/.//evil.com'), which a router would take as another origin.
  if (path.startsWith('//')) return fallback;
  return isReturnTarget(path) ? path : fallback;
}
