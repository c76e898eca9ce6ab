import type { Task } from 'redux-saga';
import { call, delay, fork, join, put, race, spawn } from 'redux-saga/effects';
import { basicApi } from '@/api/basic';
import { driverApi } from '@/api/driver';
import type { LoginResult } from '@/api/auth/types';
import type { ApplicationInfo, MapAk, MenuConfig } from '@/api/basic/types';
import type { ClientType } from '@/lib/wire';
import { loggedIn, loggedOut } from '@/session/sessionSlice';
import { readStored, removeStored, writeStored, type ReqJson } from '@/session/storage';
import { clearTokens, saveTokens } from '@/session/tokens';
import { fetchOnce } from '@/api/callEndpoint';
import { yieldIfFree } from '@/lib/nextTask';

/**
 * How long a page waits for the ticket exchange. It decides who the driver is, so the page waits for it — but not
 * on a weak signal for the full request timeout: past this the page shows as a visitor and the exchange goes on,
 * signing the driver in when its answer comes.
 */
export const TICKET_EXCHANGE_BUDGET_MS = 5_000;

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
    removeStored('menuConfig');
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

/** The shell's ticket becomes a token pair. */
function* exchangeTicket(ticket: string, openid: string | undefined) {
  const pair: LoginResult | null = yield call(fetchOnce, driverApi.endpoints.tokenByTicket, { ticket, openid: openid ?? '' });
  if (pair?.token && pair.refreshToken) {
    saveTokens({ token: pair.token, refreshToken: pair.refreshToken });
    yield put(loggedIn({ driverId: pair.driverId ?? null }));
  }
}

/** The page waits for the exchange, up to its budget; the exchange itself is never cut short. */
function* exchangeTicketWithin(ticket: string, openid: string | undefined) {
  const exchange: Task = yield spawn(exchangeTicket, ticket, openid);
  yield race({ done: join(exchange), budget: delay(TICKET_EXCHANGE_BUDGET_MS) });
}

/**
 * What the app needs to know but no page may wait for: the menu config (kept for the next visit, so a failed or
 * slow call starts from the last known switches, not the defaults), and for WeChat- and Alipay-type clients the
 * app info and map key. Pages read them from the cache and update when they arrive.
 */
export function* loadEntryData(pathname: string) {
  const clientType = readStored('clientType') ?? 2;
  const hosted = clientType === 2 || clientType === 3;
  const keeps = [...(NO_MENU_CONFIG.test(pathname) ? [] : [keepMenuConfig]), ...(hosted ? [keepAppInfo, keepMapKey] : [])];
  // Side by side: on a weak signal each may take the whole request timeout. Starting one is 25 ms of main thread at
  // 4× CPU (its actions pass every middleware and reducer): each starts in a task of its own where that costs
  // nothing (yieldIfFree), none of them in the router's first loader task, which starts this saga.
  const running: Task[] = [];
  for (const keep of keeps) {
    yield call(yieldIfFree);
    running.push(yield fork(keep));
  }
  yield join(running);
}

function* keepMenuConfig() {
  const config: MenuConfig | null = yield call(fetchOnce, basicApi.endpoints.menuConfigs, undefined);
  if (config) writeStored('menuConfig', config);
}

function* keepAppInfo() {
  const info: ApplicationInfo | null = yield call(fetchOnce, basicApi.endpoints.applicationInfos, undefined);
  if (info?.appId) writeStored('appid', info.appId);
  if (info?.appName) writeStored('appName', info.appName);
}

function* keepMapKey() {
  const ak: MapAk | null = yield call(fetchOnce, basicApi.endpoints.mapAk, undefined);
  if (ak?.ak) writeStored('ak', ak.ak);
}

/**
 * Runs before every page (spec section 2, "Before each navigation"). The page waits only for what decides who
 * the driver is — reqJson and the ticket exchange (within its budget) — and the rest goes on in the background:
 * a slow menu config, app info or map key never holds a page. Resolves with that background task (tests join it).
 */
export function* beforeEachNavigation(url: URL) {
  const req = parseReqJson(url.searchParams.get('reqJson'));
  if (req) {
    yield call(storeReqJson, req);
    const ticket = asText(req.ticket);
    if (ticket) yield call(exchangeTicketWithin, ticket, asText(req.openid ?? req.openId));
  }
  const background: Task = yield spawn(loadEntryData, url.pathname);
  return background;
}
