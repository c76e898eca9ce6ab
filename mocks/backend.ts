import { CallLog } from './core/calls';
import { CODE_NOT_FOUND, CODE_OK, MockFail } from './core/fail';
import { FaultTable } from './core/faults';
import { contextFor, MockRouter, type Method, type MockRequest } from './core/router';
import type { Input } from './core/validate';
import { createDb, type Db } from './db';
import { driverForAuthorization, expireAllAccessTokens } from './db/tokens';
import { registerServices } from './services';
import { deliverDueReminders } from './reminders/engine';
import { outboxEntry } from './reminders/outbox';

/** Where the app reaches the mock: ./api/<service>/v2/api/…, ./booking/api/v1/…, and the control API. */
export function apiPathOf(pathname: string): { kind: 'api' | 'control'; path: string } | null {
  if (pathname.startsWith('/__mock/')) return { kind: 'control', path: pathname };
  if (pathname.startsWith('/booking/api/')) return { kind: 'api', path: pathname.slice('/booking'.length) };
  if (pathname.startsWith('/api/') && !pathname.startsWith('/api/v1/')) return { kind: 'api', path: pathname.slice('/api'.length) };
  return null;
}

/**
 * Calls a driver makes to get a session: a stale token in their cookies must not stop them (a real gateway lets
 * these through without login), so an invalid token there counts as none.
 */
const SIGN_IN_PATHS = new Set([
  '/auth/v2/api/refreshToken',
  '/auth/v2/api/driver/login',
  '/auth/v2/api/driver/loginByVerifyCode',
  '/auth/v2/api/driver/oAuthLogin',
  '/auth/v2/api/wechat/oAuthUrl',
  '/auth/v2/api/getChallengeCode',
  '/auth/v2/api/checkAccount',
  '/driver/v2/api/register',
  '/driver/v2/api/isPhoneRegistered',
  '/driver/v2/api/sendVerifyCode',
  '/driver/v2/api/resetPassword',
  '/driver/v2/api/bindPhone',
  '/driver/v2/api/getTokenByTicket',
  '/driver/v2/api/getDriverIdByThirdId',
]);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

function envelope(code: string, msg: string, data: unknown, status = 200): Response {
  return json({ code, msg, data }, status);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readBody(request: Request): Promise<Input> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await request.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Input) : { _: parsed };
  } catch {
    throw new MockFail('400', '请求格式错误');
  }
}

function queryOf(url: URL): Input {
  const q: Input = {};
  for (const [k, v] of url.searchParams) q[k] = v;
  return q;
}

export interface MockBackend {
  readonly db: Db;
  readonly calls: CallLog;
  readonly faults: FaultTable;
  readonly router: MockRouter;
  /** Answers a request addressed to the mock, or null when it is not one (the app's own files). */
  handle(request: Request): Promise<Response | null>;
  reset(): void;
  /** The mock's one clock (charging sessions, idle fees, appeals read it): the real time moved on by `advance`. */
  readonly clock: { now(): number; advance(ms: number): void };
}

/**
 * The stateful fake of every backend service. One instance serves jest (through msw's setupServer),
 * `npm start` and `npm run preview` (through the HTTP middleware); both reach it via `handle`.
 */
/** One call the mock answered with data, as a contract check sees it (test/support/contractCheck.ts). */
export interface AnsweredCall {
  method: Method;
  /** The route's template ('/invoice/v2/api/titles/{titleId}'), the contract's key with the method. */
  template: string;
  query: Input;
  body: Input;
  headers: Record<string, string>;
  /** The envelope's data as the handler answered it. */
  data: unknown;
}

/** One call the mock's handler refused (a MockFail): the contract check holds the code to the call's `errors`. */
export interface RefusedCall {
  method: Method;
  template: string;
  code: string;
  msg: string;
}

export function createMockBackend(
  options: { now?: () => number; onAnswer?: (call: AnsweredCall) => void; onRefusal?: (call: RefusedCall) => void } = {},
): MockBackend {
  const realNow = options.now ?? Date.now;
  // Advanced by POST /__mock/clock (or backend.clock.advance in tests); back to real time at reset.
  let offsetMs = 0;
  const now = () => realNow() + offsetMs;
  const router = new MockRouter();
  const calls = new CallLog();
  const faults = new FaultTable();
  let db = createDb(now());
  registerServices(router);

  async function control(method: string, path: string, url: URL, request: Request): Promise<Response> {
    const body = await readBody(request);
    if (method === 'POST' && path === '/__mock/reset') {
      backend.reset();
      return envelope(CODE_OK, 'ok', null);
    }
    if (path === '/__mock/faults') {
      if (method === 'DELETE') {
        faults.clear();
        return envelope(CODE_OK, 'ok', null);
      }
      if (method === 'POST') {
        if (typeof body.path !== 'string' || !body.path) return envelope('400', 'path 不能为空', null, 400);
        faults.add(body as Parameters<FaultTable['add']>[0]);
        return envelope(CODE_OK, 'ok', null);
      }
    }
    if (method === 'POST' && path === '/__mock/expire-tokens') {
      expireAllAccessTokens(db);
      return envelope(CODE_OK, 'ok', null);
    }
    if (path === '/__mock/clock' && (method === 'GET' || method === 'POST')) {
      if (method === 'POST') {
        const advanceMs = Number(body.advanceMs);
        if (!Number.isFinite(advanceMs) || advanceMs < 0) return envelope('400', 'advanceMs 须为不小于0的毫秒数', null, 400);
        offsetMs += advanceMs;
        deliverDueReminders(db, now());
      }
      return envelope(CODE_OK, 'ok', { now: now(), offsetMs });
    }
    // What the server's reminders would have sent by WeChat, Alipay, Web Push or SMS.
    if (method === 'GET' && path === '/__mock/outbox') {
      deliverDueReminders(db, now());
      const driverId = url.searchParams.get('driverId');
      const channel = url.searchParams.get('channel');
      return envelope(CODE_OK, 'ok', db.outbox.filter((o) => (!driverId || o.driverId === driverId) && (!channel || o.channel === channel)).map(outboxEntry));
    }
    if (method === 'GET' && path === '/__mock/calls') {
      return envelope(CODE_OK, 'ok', calls.list(url.searchParams.get('path'), url.searchParams.get('method')));
    }
    // Control routes a service owns (payment settlement, the stand-in cashier page).
    return dispatch(method, path, url, request, body);
  }

  async function dispatch(method: string, path: string, url: URL, request: Request, body: Input): Promise<Response> {
    const found = router.match(method, path);
    if (!found) {
      return router.knowsPath(path)
        ? envelope('405', `不支持的请求方法 ${method}`, null, 405)
        : envelope(CODE_NOT_FOUND, `接口不存在：${method} ${path}`, null, 404);
    }
    const headers: Record<string, string> = {};
    request.headers.forEach((v, k) => { headers[k.toLowerCase()] = v; });
    const query = queryOf(url);
    const req: MockRequest = {
      method: method as Method,
      path,
      params: found.params,
      query,
      body,
      input: { ...query, ...body },
      headers,
      origin: url.origin,
    };
    const who = driverForAuthorization(db, headers.authorization, now());
    const ctx = contextFor(db, req, who === 'invalid' ? null : who, now);
    try {
      // The server's reminders go out on its clock whatever is asked: what fell due is sent before the call is answered.
      deliverDueReminders(db, now());
      // An expired or revoked token is refused outright, as a real gateway does, so the app refreshes.
      if (who === 'invalid' && !SIGN_IN_PATHS.has(path) && !path.startsWith('/__mock/')) {
        throw new MockFail('401', '登录已过期，请重新登录', 401);
      }
      const result = await found.route.handler(ctx);
      if (result instanceof Response) return result;
      // As the wire carries it: undefined fields gone, exactly what a client would parse.
      if (options.onAnswer) options.onAnswer({ method: req.method, template: found.route.template, query, body, headers, data: JSON.parse(JSON.stringify(result ?? null)) as unknown });
      return envelope(CODE_OK, 'success', result ?? null);
    } catch (e) {
      if (e instanceof MockFail) {
        options.onRefusal?.({ method: req.method, template: found.route.template, code: e.code, msg: e.message });
        return envelope(e.code, e.message, null, e.httpStatus);
      }
      console.error('[mock] handler crashed', method, path, e);
      return envelope('500', '服务器开小差了，请稍后重试', null, 500);
    }
  }

  const backend: MockBackend = {
    get db() { return db; },
    calls,
    faults,
    router,
    clock: {
      now,
      advance(ms: number) {
        offsetMs += ms;
        deliverDueReminders(db, now());
      },
    },
    reset() {
      offsetMs = 0;
      // What drivers' phones and browsers reported is the monitoring backend's, not a journey's: a reset keeps it
      // (field-report), the field reports and the security policy's violations alike.
      const { fieldReports, fieldSampleRate, securityReports, securityReportSeq } = db;
      db = createDb(now());
      Object.assign(db, { fieldReports, fieldSampleRate, securityReports, securityReportSeq });
      calls.clear();
      faults.clear();
    },
    async handle(request) {
      const url = new URL(request.url);
      const target = apiPathOf(url.pathname);
      if (!target) return null;
      const method = request.method.toUpperCase();
      if (target.kind === 'control') return control(method, target.path, url, request);

      let body: Input;
      try {
        body = await readBody(request.clone());
      } catch (e) {
        return envelope((e as MockFail).code, (e as MockFail).message, null, 400);
      }
      const headers: Record<string, string> = {};
      request.headers.forEach((v, k) => { headers[k.toLowerCase()] = v; });
      calls.record({ method, path: target.path, query: queryOf(url), body, headers, time: now() });

      const fault = faults.take(method, target.path);
      if (fault) {
        if (fault.delayMs) await sleep(fault.delayMs);
        if (fault.networkError) return Response.error();
        if (fault.code || fault.httpStatus) {
          const status = fault.httpStatus ?? (fault.code === '401' ? 401 : 200);
          return envelope(fault.code ?? String(status), fault.msg ?? '模拟故障', null, status);
        }
      }
      return dispatch(method, target.path, url, request, body);
    },
  };
  return backend;
}
