import type { DriverRecord } from '../db/accounts';
import type { Db } from '../db';
import { unauthorized } from './fail';
import type { Input } from './validate';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as a handler sees it: query and JSON body already parsed, path params from the route template. */
export interface MockRequest {
  method: Method;
  /** The API path as endpoints.json writes it, e.g. /charge/v2/api/payCharges/sync/O100001. */
  path: string;
  params: Record<string, string>;
  query: Input;
  body: Input;
  /** Query merged with body: handlers that do not care where a parameter came from read this. */
  input: Input;
  headers: Record<string, string>;
  /** The app's origin, for building links back to it (the cashier's return URL). */
  origin: string;
}

export interface MockContext {
  db: Db;
  req: MockRequest;
  /** The driver the Authorization header names, or null for a visitor (an invalid token counts as none here). */
  driverId: string | null;
  /** The logged-in driver, or a 401 like a real server's when there is none. */
  requireDriver(): DriverRecord;
  now(): number;
}

/** A handler returns the envelope's data, a raw Response (HTML pages of the control API), or throws MockFail. */
export type MockHandler = (ctx: MockContext) => unknown;

export interface Route {
  method: Method;
  template: string;
  pattern: RegExp;
  keys: string[];
  handler: MockHandler;
}

function compile(template: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = template
    .split('/')
    .map((seg) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (!m) return seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      keys.push(m[1] as string);
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), keys };
}

/** Does a concrete path belong to a template ('/a/{id}' matches '/a/7'); also true for the template itself. */
export function pathMatches(template: string, path: string): boolean {
  return template === path || compile(template).pattern.test(path);
}

export class MockRouter {
  readonly routes: Route[] = [];

  private add(method: Method, template: string, handler: MockHandler) {
    if (this.routes.some((r) => r.method === method && r.template === template)) {
      throw new Error(`mock route declared twice: ${method} ${template}`);
    }
    this.routes.push({ method, template, handler, ...compile(template) });
    return this;
  }

  get(template: string, handler: MockHandler) { return this.add('GET', template, handler); }
  post(template: string, handler: MockHandler) { return this.add('POST', template, handler); }
  put(template: string, handler: MockHandler) { return this.add('PUT', template, handler); }
  delete(template: string, handler: MockHandler) { return this.add('DELETE', template, handler); }

  /** Exact templates win over parameterised ones, so '/x/batch' is not taken for '/x/{id}'. */
  match(method: string, path: string): { route: Route; params: Record<string, string> } | null {
    let best: { route: Route; params: Record<string, string> } | null = null;
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((k, i) => { params[k] = decodeURIComponent(m[i + 1] ?? ''); });
      if (route.keys.length === 0) return { route, params };
      best ??= { route, params };
    }
    return best;
  }

  /** Whether any route answers this path with another method (for a 405-style answer). */
  knowsPath(path: string): boolean {
    return this.routes.some((r) => r.pattern.test(path));
  }
}

export function contextFor(db: Db, req: MockRequest, driverId: string | null, now: () => number): MockContext {
  return {
    db,
    req,
    driverId,
    now,
    requireDriver() {
      if (!driverId) unauthorized();
      const d = db.drivers.find((x) => x.driverId === driverId && !x.deleted);
      if (!d) unauthorized('账号不存在或已注销');
      return d;
    },
  };
}
