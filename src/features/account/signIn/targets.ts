import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/safeRedirect';

/** Sign-in pages themselves: returning to one after signing in would loop or redo a used step. */
const SIGN_IN_PAGES: string[] = [paths.login, paths.loginIndex, paths.registor, paths.loginloading, paths.bindPhone];

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

/**
 * Where a sign-in ends: `redirect`, else `enCodeUrl`, sanitised to a same-origin path that is not a sign-in
 * page; else /home. A /loginloading target (an OAuth return the catalogue sent to /bindPhone) yields the
 * target it was carrying.
 */
export function signInTarget(params: URLSearchParams, fallback: string = paths.home): string {
  const raw = params.get('redirect') ?? params.get('enCodeUrl');
  const target = safeRedirect(raw, fallback);
  const path = pathOf(target);
  if (path === paths.loginloading) {
    const inner = new URLSearchParams(target.slice(path.length).split('#')[0]);
    return inner.get('redirect') || inner.get('enCodeUrl') ? signInTarget(inner, fallback) : fallback;
  }
  return SIGN_IN_PAGES.includes(path) ? fallback : target;
}

/** `?redirect=…` (or enCodeUrl) to pass along between sign-in pages, with a leading '?' or '&' as asked. */
export function carriedQuery(params: URLSearchParams, lead: '?' | '&' = '?'): string {
  const out = new URLSearchParams();
  for (const key of ['redirect', 'enCodeUrl']) {
    const v = params.get(key);
    if (v) out.set(key, v);
  }
  const s = out.toString();
  return s ? lead + s : '';
}

/** The OAuth code a /loginloading target carries (the catalogue sent the driver from there to /bindPhone). */
export function oauthCodeIn(params: URLSearchParams): string | undefined {
  // Only our own page's query, same origin: never a code from elsewhere.
  const target = safeRedirect(params.get('redirect'), '');
  const path = pathOf(target);
  if (path !== paths.loginloading) return undefined;
  return new URLSearchParams(target.slice(path.length).split('#')[0]).get('code') || undefined;
}
