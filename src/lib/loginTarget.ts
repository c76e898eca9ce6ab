import { href, paths } from './paths';

/** Pages that must never be a return target (spec section 2): returning there would loop. */
const NOT_RETURN_TARGETS: string[] = [paths.login, paths.loginIndex];

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

export function isReturnTarget(url: string): boolean {
  return url.startsWith('/') && !NOT_RETURN_TARGETS.includes(pathOf(url));
}

/** /login?redirect=<path> (the catalogue's sign-in rows). */
export function loginWithRedirect(target: string): string {
  return isReturnTarget(target) ? href(paths.login, { redirect: target }) : paths.login;
}

/** /login?enCodeUrl=<encoded path and query> (a 401 with no token). */
export function loginWithEncodedUrl(current: string): string {
  return isReturnTarget(current) ? href(paths.login, { enCodeUrl: current }) : paths.login;
}
