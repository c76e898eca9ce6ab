import { matchRoutes, type RouteObject } from 'react-router-dom';
import { maskedPath } from '@/lib/maskedPath';

/**
 * How a field report names things without naming anyone: a page by its route template, a call by its path with
 * every id masked, an error's message with anything that could be a value masked. Pure functions, held by
 * test/app/field/fieldNames.test.ts against pages full of plates, phones and tokens.
 */

/**
 * The route template the router matched ('/plates/:plateId'), never the address. Before the router is made, or
 * for an address its table does not hold, the address with every segment that could be a value masked as ':id',
 * and 'other' when nothing of it is left.
 */
export function routeTemplate(routes: RouteObject[] | undefined, pathname: string): string {
  const matches = (routes && matchRoutes(routes, pathname)) || [];
  const parts = matches.map((m) => m.route.path ?? '').filter((p) => p && p !== '*' && p !== '/');
  // No router yet, or an address its table does not hold (yet: the later pages' routes come after the first screen).
  if (!matches.length || matches[matches.length - 1]?.route.path === '*') {
    return maskedPath(pathname);
  }
  const joined = `/${parts.join('/')}`.replace(/\/+/g, '/');
  return joined === '' ? '/' : joined;
}

/** A segment that could carry a value (an id, a plate, an order number) holds a digit or something not ASCII; 'v2' does not count. */
const VALUE_SEGMENT = /[\d\u0080-\uffff%]/;

/** 'GET /charge/v2/api/bills/B1001' → 'GET /charge/v2/api/bills/{}': the call's template, whatever it was asked for. */
export function callTemplate(method: string, path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const masked = bare
    .split('/')
    .map((s) => (/^v\d+$/.test(s) || !VALUE_SEGMENT.test(s) ? s.replace(/[^\w.-]/g, '') : '{}'))
    .join('/');
  return `${method.toUpperCase()} ${masked.startsWith('/') ? masked : `/${masked}`}`.slice(0, 120);
}

/**
 * An error's message with every value masked: quoted text → '…', anything not ASCII (a plate's province, a name, a
 * Chinese message that may quote a driver) → '…', a number → '#', any other word that is not plain letters (an id,
 * an openid, a token, a hash) → '…', an address's query dropped. What is left is the code's own words: "Cannot read
 * properties of undefined (reading …)".
 */
export function maskMessage(message: string): string {
  return message
    .replace(/(["'`])(?:(?!\1).)*\1/g, '…')
    .replace(/\?[^\s]*/g, '')
    .replace(/[^\x20-\x7e]+/g, '…')
    .replace(/[\w$]+/g, (word) => (/^\d+$/.test(word) ? '#' : /^[A-Za-z]{1,24}$/.test(word) ? word : '…'))
    .replace(/…[…\s.#]*…/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** A script named by its file and place, the address's query and fragment dropped: 'main.1a2b3c4d.js:1:2345'. */
export function scriptPlace(url: string | undefined, line?: number, column?: number): string | undefined {
  if (!url) return undefined;
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  if (!file || VALUE_SEGMENT.test(file.replace(/\d/g, ''))) return undefined;
  return [file, line, column].filter((x) => x !== undefined && x !== 0).join(':').slice(0, 160);
}

/** An action's type as the debug log shows it: the code's own word, or '…' when it carries anything that could be a value. */
export function actionWord(type: string): string {
  return /^[\w$./:-]{1,80}$/.test(type) && !/\d{3,}/.test(type) ? type : '…';
}

/** An error's name, or the kind's own word when it has none a report can carry. */
export function errorName(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : '';
  return /^[\w$.-]{1,80}$/.test(name) ? name : fallback;
}
