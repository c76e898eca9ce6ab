import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedPartnerOrigins } from '@config/embedded';
import { contentSecurityPolicy, hashesOfPages, inlineScripts, reportUrl, scriptHash, securityHeaders, type SecurityOptions } from '../../scripts/securityHeaders';
import { createStaticHandler } from '../../scripts/staticFiles';

const APP: SecurityOptions = { embedded: false, apiBase: './api', bookingApiBase: './booking' };

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
}

describe('the pages’ inline scripts', () => {
  it('are the classic scripts without a src: not a loaded file, not a WeChat template, not data', () => {
    const html =
      '<head><script>a()</script><script id=old-engine>b()</script><script defer src=/assets/main.js></script>' +
      '<script type="text/wxtag-template"><b>x</b></script><script type=application/json>{}</script>' +
      '<script type="text/javascript">c()</script></head>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  it('are allowed by the SHA-256 of their UTF-8 text, as browsers compute it', () => {
    const text = "document.title='车主服务'";
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
  });
});

describe('the pages’ policy', () => {
  const policy = directives(contentSecurityPolicy(["'sha256-abc='"], APP));

  it('runs scripts only by hash and what they load, never eval or any inline script', () => {
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toEqual(expect.arrayContaining(["'sha256-abc='", "'strict-dynamic'"]));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('https:');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  it('requires Trusted Types through the guard’s and the app’s policies only', () => {
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual(['default', 'app']);
  });

  it('reports to the contract’s call, under the API’s base', () => {
    expect(policy.get('report-uri')).toEqual(['/api/basic/v2/api/securityReports']);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(reportUrl('https://gw.example.com/driver/')).toBe('https://gw.example.com/driver/basic/v2/api/securityReports');
  });

  it('connects and loads images from a backend on another origin when the build points there', () => {
    const far = directives(contentSecurityPolicy([], { ...APP, apiBase: 'https://gw.example.com/api', bookingApiBase: 'https://book.example.com' }));
    expect(far.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://gw.example.com', 'https://book.example.com']));
    expect(far.get('img-src')).toEqual(expect.arrayContaining(['https://gw.example.com']));
  });

  it('opens a socket to operations’ DevTools relay as built and to no other, none when the build has none', () => {
    const sockets = (relay?: string) => (directives(contentSecurityPolicy([], { ...APP, devtoolsRelay: relay })).get('connect-src') ?? []).filter((s) => /^wss?:/.test(s));
    expect(sockets(undefined)).toEqual(['ws://localhost:8000']);
    expect(sockets('wss://relay.example.com/ignored/path')).toEqual(['wss://relay.example.com']);
    expect(sockets('off')).toEqual([]);
    expect(sockets('https://not-a-socket.example.com')).toEqual([]);
  });

  it('is never framed, but the embedded build is, by its partners only', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(securityHeaders([], APP).pages['X-Frame-Options']).toBe('DENY');
    const embedded = securityHeaders([], { ...APP, embedded: true });
    expect(directives(embedded.pages['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual(["'self'", ...embeddedPartnerOrigins]);
    expect(embedded.pages['X-Frame-Options']).toBeUndefined();
  });

  it('comes with the headers of a payment page on every answer', () => {
    const { every } = securityHeaders([], APP);
    expect(every['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(every['X-Content-Type-Options']).toBe('nosniff');
    expect(every['Permissions-Policy']).toMatch(/^camera=\(self\), geolocation=\(self\), microphone=\(\)/);
    expect(every['Strict-Transport-Security']).toMatch(/max-age=31536000/);
  });
});

describe('a build folder', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script>one()</script><div id=root></div>');
    writeFileSync(path.join(dir, 'early.html'), '<!doctype html><script>one()</script><script>two()</script>');
    writeFileSync(path.join(dir, 'main.0123abcd.js'), 'x');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gets one policy for every page, with the hashes of all their scripts', () => {
    expect(hashesOfPages(dir)).toEqual({ pages: ['early.html', 'index.html'], hashes: [scriptHash('one()'), scriptHash('two()')].sort() });
  });

  const answer = (url: string, requestHeaders: Record<string, string> = {}) => {
    writeFileSync(path.join(dir, 'security-headers.json'), JSON.stringify(securityHeaders(hashesOfPages(dir).hashes, APP)));
    const headers = new Map<string, unknown>();
    const res = { statusCode: 200, setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v), end: () => undefined } as unknown as ServerResponse;
    createStaticHandler(dir)({ method: 'HEAD', url, headers: requestHeaders } as IncomingMessage, res);
    return headers;
  };

  it('is served with the policy on its pages and the other headers on everything (the preview, as a CDN must)', () => {
    const page = answer('/parkingLots');
    expect(String(page.get('content-security-policy'))).toContain(scriptHash('two()'));
    expect(page.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const file = answer('/main.0123abcd.js');
    expect(file.get('content-security-policy')).toBeUndefined();
    expect(file.get('x-content-type-options')).toBe('nosniff');
    expect(file.get('permissions-policy')).toMatch(/camera=\(self\)/);
  });

  it('reports through report-uri alone over plain http (Chromium would send nothing), through both over HTTPS', () => {
    const plain = answer('/home');
    expect(String(plain.get('content-security-policy'))).toMatch(/report-uri \/api\/basic\/v2\/api\/securityReports$/);
    expect(String(plain.get('content-security-policy'))).not.toContain('report-to');
    expect(plain.get('reporting-endpoints')).toBeUndefined();
    const secure = answer('/home', { 'x-forwarded-proto': 'https' });
    expect(String(secure.get('content-security-policy'))).toMatch(/report-uri \S+; report-to csp$/);
    expect(secure.get('reporting-endpoints')).toBe('csp="/api/basic/v2/api/securityReports"');
  });
});
