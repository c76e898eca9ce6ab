import Cookies from 'js-cookie';
import { constants } from '@config/constants';

/** The token pair lives in cookies (spec section 3): 365 days, SameSite=Lax, Secure on https. */
export interface TokenPair {
  token: string;
  refreshToken: string;
}

const TOKEN = 'token';
const REFRESH = 'refreshToken';

function attributes(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { expires: constants.cookieDays, sameSite: 'Lax', secure, path: '/' };
}

export function readToken(): string | undefined {
  return Cookies.get(TOKEN) || undefined;
}

export function readRefreshToken(): string | undefined {
  return Cookies.get(REFRESH) || undefined;
}

export function saveTokens(pair: TokenPair): void {
  Cookies.set(TOKEN, pair.token, attributes());
  Cookies.set(REFRESH, pair.refreshToken, attributes());
}

export function clearTokens(): void {
  Cookies.remove(TOKEN, { path: '/' });
  Cookies.remove(REFRESH, { path: '/' });
}
