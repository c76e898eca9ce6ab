import { call, put } from 'redux-saga/effects';
import { basicApi } from '@/api/basic';
import { driverApi } from '@/api/driver';
import type { LoginResult } from '@/api/types/auth';
import type { ApplicationInfo, MapAk } from '@/api/types/basic';
import type { ClientType } from '@/api/types/envelope';
import { loggedIn, loggedOut } from '@/session/sessionSlice';
import { readStored, writeStored, type ReqJson } from '@/session/storage';
import { clearTokens, saveTokens } from '@/session/tokens';
import { fetchOnce } from '@/api/fetchOnce';

/** Notice and failure pages show without the menu config (spec section 2). */
const NO_MENU_CONFIG = /^\/(notice1|notice2|newNotice|sysnotice|bulletin|thirdpayFail|scanQRCodeFailed|scanQRCodeChargingFailed|404)$/;

/** reqJson from the address bar, or null (with a warning) when it is not a JSON object. */
export function parseReqJson(raw: string | null): ReqJson | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as ReqJson;
  } catch {
    // fall through to the warning
  }
  console.warn('[driver-app] reqJson ignored: not a JSON object');
  return null;
}

const asClientType = (v: unknown): ClientType | undefined => (v === 1 || v === 2 || v === 3 || v === '1' || v === '2' || v === '3' ? (Number(v) as ClientType) : undefined);
const asText = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

/** Writes what the entry page passed: reqJson itself and the keys other code reads on their own. */
function* storeReqJson(req: ReqJson) {
  const incomingDealer = asText(req.driverDealerId);
  const storedDealer = readStored('driverDealerId');
  if (incomingDealer && storedDealer && incomingDealer !== storedDealer) {
    // Another operator's entry: the old session belongs to someone else's account system. Location is kept.
    yield call(clearTokens);
    yield put(loggedOut({ reason: 'dealerChanged' }));
  }
  writeStored('reqJson', req);
  if (incomingDealer) writeStored('driverDealerId', incomingDealer);
  const clientType = asClientType(req.clientType);
  if (clientType) writeStored('clientType', clientType);
  const openId = asText(req.openId ?? req.openid);
  if (openId) writeStored('openId', openId);
  const sourceType = Number(req.sourceType);
  if (Number.isFinite(sourceType) && req.sourceType !== undefined) writeStored('sourceType', sourceType);
  for (const key of ['collectorCode', 'buyid'] as const) {
    const v = asText(req[key]);
    if (v) writeStored(key, v);
  }
}

/** The shell's ticket becomes a token pair before the page shows. */
function* exchangeTicket(ticket: string, openid: string | undefined) {
  const pair: LoginResult | null = yield call(fetchOnce, driverApi.endpoints.tokenByTicket, { ticket, openid: openid ?? '' });
  if (pair?.token && pair.refreshToken) {
    saveTokens({ token: pair.token, refreshToken: pair.refreshToken });
    yield put(loggedIn({ driverId: pair.driverId ?? null }));
  }
}

/**
 * Runs before every page (spec section 2, "Before each navigation"): reqJson, the ticket, the menu config, and for
 * WeChat- and Alipay-type clients the app info and map key. A failed step degrades; it never blocks the page.
 */
export function* beforeEachNavigation(url: URL) {
  const req = parseReqJson(url.searchParams.get('reqJson'));
  if (req) {
    yield call(storeReqJson, req);
    const ticket = asText(req.ticket);
    if (ticket) yield call(exchangeTicket, ticket, asText(req.openid ?? req.openId));
  }
  if (!NO_MENU_CONFIG.test(url.pathname)) {
    yield call(fetchOnce, basicApi.endpoints.menuConfigs, undefined);
  }
  const clientType = readStored('clientType') ?? 2;
  if (clientType === 2 || clientType === 3) {
    const info: ApplicationInfo | null = yield call(fetchOnce, basicApi.endpoints.applicationInfos, undefined);
    if (info?.appId) writeStored('appid', info.appId);
    if (info?.appName) writeStored('appName', info.appName);
    const ak: MapAk | null = yield call(fetchOnce, basicApi.endpoints.mapAk, undefined);
    if (ak?.ak) writeStored('ak', ak.ak);
  }
}
