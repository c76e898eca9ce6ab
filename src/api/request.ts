import { authModelOneCalls, bodyAdditions, serviceBaseUrls, uploadCalls, type ServiceName } from '@config/api';
import { constants } from '@config/constants';
import { buildCustomPayload, encodeCustomPayload } from '@/lib/customPayload';
import { fitsTemplate } from '@/lib/pathTemplate';
import { readStored, storedClientType, storedOpenId } from '@/session/storage';
import { ABORTED, HTTP_ERROR, NETWORK_ERROR, TIMEOUT_ERROR, transportMessages, type ApiError } from './apiError';
import type { Envelope } from '../lib/wire';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint asks for. `url` is the path exactly as endpoints.json writes it, with {id} filled in. */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  params?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** The endpoints.json template when `url` has ids filled in (for the authModel list and logs). */
  template?: string;
  /** No generic error toast for this call: the screen shows its own fallback (spec: banner default image). */
  silent?: boolean;
}

export type SendResult = { ok: true; data: unknown } | { ok: false; error: ApiError };

function resolveBase(service: ServiceName): string {
  const base = serviceBaseUrls[service].replace(/\/+$/, '');
  // Relative bases resolve against the app's root, never the current route's folder (the page has no <base>: its
  // CSP says base-uri 'none').
  if (/^https?:\/\//.test(base)) return base;
  const docBase = typeof location !== 'undefined' ? `${location.origin}/` : 'http://localhost/';
  return new URL(base + '/', docBase).href.replace(/\/+$/, '');
}

export function buildUrl(service: ServiceName, req: ApiRequest): string {
  const url = new URL(resolveBase(service) + req.url);
  for (const [k, v] of Object.entries(req.params ?? {})) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  }
  return url.href;
}

export function endpointKey(req: ApiRequest): string {
  return `${req.method ?? 'GET'} ${req.template ?? req.url}`;
}

function inList(list: ReadonlySet<string>, req: ApiRequest): boolean {
  const method = req.method ?? 'GET';
  if (list.has(endpointKey(req))) return true;
  for (const entry of list) {
    const [m, t] = entry.split(' ') as [string, string];
    if (m === method && fitsTemplate(t, req.url)) return true;
  }
  return false;
}

/** authModel of this call: 1 for the configured order/coupon/balance/plate calls, else the entry page's. */
export function authModelFor(req: ApiRequest): number {
  if (inList(authModelOneCalls, req)) return 1;
  const fromEntry = readStored('reqJson')?.authModel;
  return typeof fromEntry === 'number' ? fromEntry : 0;
}

export function buildHeaders(req: ApiRequest, token: string | undefined): Record<string, string> {
  const payload = buildCustomPayload({
    driverDealerId: readStored('driverDealerId') ?? '',
    openid: storedOpenId() ?? '',
    buyid: readStored('buyid') ?? '',
    authModel: authModelFor(req),
  });
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ClientType: String(storedClientType(constants.defaultClientType as 2)),
    CustomPayload: encodeCustomPayload(payload),
  };
  if (token) headers.Authorization = token;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

/** Fields the server expects on some calls that the page does not know (config/api.ts bodyAdditions). */
export function augmentBody(service: ServiceName, req: ApiRequest): unknown {
  let body = req.body;
  for (const add of bodyAdditions) {
    if ('service' in add) {
      if (add.service === service) body = { ...(body as object | undefined), [add.field]: storedOpenId() ?? '' };
      continue;
    }
    if (!inList(add.calls, req)) continue;
    const value = readStored(add.from);
    if (value) body = { ...(body as object | undefined), [add.field]: value };
  }
  return body;
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return !!v && typeof v === 'object' && 'code' in v;
}

/**
 * One HTTP exchange: headers, timeout (10 s; uploads 30 s), envelope. Never hangs and never throws: every
 * outcome is data or an ApiError with a message a driver can read.
 */
export async function send(service: ServiceName, req: ApiRequest, token: string | undefined, signal?: AbortSignal): Promise<SendResult> {
  const timeoutMs = inList(uploadCalls, req) ? constants.uploadTimeoutMs : constants.requestTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  // Cancelled before it was sent (while it waited for its task: api/baseQuery): it never goes out.
  if (signal?.aborted) controller.abort();
  const body = augmentBody(service, req);
  try {
    const response = await fetch(buildUrl(service, req), {
      method: req.method ?? 'GET',
      headers: buildHeaders(req, token),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined;
    }
    if (response.status === 401 || (isEnvelope(parsed) && String(parsed.code) === '401')) {
      return { ok: false, error: { code: '401', msg: isEnvelope(parsed) ? parsed.msg : '登录已过期', status: 401 } };
    }
    if (!isEnvelope(parsed)) {
      return { ok: false, error: { code: HTTP_ERROR, msg: transportMessages[HTTP_ERROR], status: response.status } };
    }
    if (String(parsed.code) === '200') return { ok: true, data: parsed.data };
    return { ok: false, error: { code: String(parsed.code), msg: parsed.msg || '请求失败，请稍后重试', status: response.status } };
  } catch {
    if (!timedOut && signal?.aborted) return { ok: false, error: { code: ABORTED, msg: '请求已取消', handled: true } };
    const code = timedOut ? TIMEOUT_ERROR : NETWORK_ERROR;
    return { ok: false, error: { code, msg: transportMessages[code] } };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
