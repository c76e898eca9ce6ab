/**
 * The security headers of every answer the app's origin gives (docs/production.md, "Security headers"): a strict
 * Content-Security-Policy with Trusted Types on the pages, and the headers of a payment page on everything.
 *
 * The pages' inline scripts (the Trusted Types guard, the old-engine notice, the field queue and start watch, 长辈模式, the early reads,
 * the prerendered home's guard and start) are allowed by their SHA-256, computed here from the built pages; what
 * they load is allowed by 'strict-dynamic'. `tsx scripts/securityHeaders.ts [folder]` runs last in `npm run build`
 * and `npm run build:embedded` and writes `<folder>/security-headers.json`, which the preview serves
 * (scripts/staticFiles.ts) and a CDN copies; the development server computes the same from its own page.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentImageHosts } from '../config/hosts';
import { embeddedPartnerOrigins } from '../config/embedded';
import { relayAddressOf } from '../config/devtoolsRelay';
import { SECURITY_REPORTS_PATH } from '../src/api/basic/securityReports.types';

/** The file the build writes beside the pages. */
export const HEADERS_FILE = 'security-headers.json';

/** The hosts' SDKs and the map, loaded on demand (src/lib/trustedTypes.ts names the same script URLs). */
const SDK_SCRIPT_ORIGINS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com', 'https://webapi.amap.com'];
/** The map's data and tiles (AMap JS API), and the WeChat JS-SDK's own requests. */
const MAP_ORIGINS = ['https://*.amap.com', 'https://*.is.autonavi.com'];
const WECHAT_ORIGINS = ['https://*.weixin.qq.com'];

export interface SecurityOptions {
  /** The embedded build: framed by the partners of config/embedded.ts, no opener policy. */
  embedded: boolean;
  /** The services' bases as built (API_BASE, BOOKING_API_BASE; default ./api and ./booking on this origin). */
  apiBase: string;
  bookingApiBase: string;
  /** Operations' DevTools relay as built (DEVTOOLS_RELAY; config/devtoolsRelay.ts): its origin is the one socket allowed. */
  devtoolsRelay?: string;
  /** The development server: its error overlay writes through a policy of its own (DEV_OVERLAY_POLICY). */
  development?: boolean;
}

/** webpack-dev-server's error overlay's Trusted Types policy (scripts/dev-server.ts names it). */
export const DEV_OVERLAY_POLICY = 'webpack-dev-server#overlay';

export interface SecurityHeaders {
  /** On every page (an HTML answer). */
  pages: Record<string, string>;
  /** On every answer, pages included. */
  every: Record<string, string>;
}

/** The text of every inline classic script in `html` (no src, no type other than JavaScript). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*"?([^"\s>]+)/i.exec(attrs)?.[1];
    if (type && !/^(?:text\/javascript|module|application\/javascript)$/i.test(type)) continue;
    scripts.push(m[2] ?? '');
  }
  return scripts;
}

/** The CSP source of a script's text: 'sha256-…' of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute base (`https://api.example.com/gw` → `https://api.example.com`), none for a relative one. */
function originOf(base: string): string[] {
  return /^https?:\/\//.test(base) ? [new URL(base).origin] : [];
}

/** Where the reports go: the basic service's base (relative bases are on this origin, from its root). */
export function reportUrl(apiBase: string): string {
  const base = apiBase.replace(/\/+$/, '');
  return /^https?:\/\//.test(base) ? `${base}${SECURITY_REPORTS_PATH}` : `${base.replace(/^\.?\/?/, '/')}${SECURITY_REPORTS_PATH}`;
}

/** The DevTools relay's origin, the only socket a page may open (none when the build has no relay). */
function relayOrigins(options: SecurityOptions): string[] {
  const relay = relayAddressOf(options.devtoolsRelay);
  return relay ? [relay.origin] : [];
}

/** The policy for pages whose inline scripts have `hashes`. */
export function contentSecurityPolicy(hashes: readonly string[], options: SecurityOptions): string {
  const apiOrigins = [...new Set([...originOf(options.apiBase), ...originOf(options.bookingApiBase)])];
  const images = contentImageHosts.map((host) => `https://${host}`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Engines with 'strict-dynamic' (Safari 15.4+, Chrome 52+) ignore 'self' and the hosts: the hashed scripts and what
    // they load run, nothing else. The promised older iPhones (13.4–15.3) take the hashes, 'self' and the SDKs' hosts.
    ['script-src', ...[...new Set(hashes)].sort(), "'strict-dynamic'", "'self'", ...SDK_SCRIPT_ORIGINS],
    // antd-mobile and the prerendered home write style attributes; a style cannot run script.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...apiOrigins, ...images, ...MAP_ORIGINS, ...WECHAT_ORIGINS],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...apiOrigins, ...MAP_ORIGINS, ...relayOrigins(options)],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'self'", ...WECHAT_ORIGINS],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(options.embedded ? ["'self'", ...embeddedPartnerOrigins] : ["'none'"])],
    ['require-trusted-types-for', "'script'"],
    // The guard's `default` (src/page/trustedTypesGuard.js) and the app's own `app` (src/lib/trustedTypes.ts): no other.
    ['trusted-types', 'default', 'app', ...(options.development ? [DEV_OVERLAY_POLICY] : [])],
    ['report-uri', reportUrl(options.apiBase)],
    ['report-to', 'csp'],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The headers for pages whose inline scripts have `hashes`, and for every answer. */
export function securityHeaders(hashes: readonly string[], options: SecurityOptions): SecurityHeaders {
  return {
    pages: {
      'Content-Security-Policy': contentSecurityPolicy(hashes, options),
      'Reporting-Endpoints': `csp="${reportUrl(options.apiBase)}"`,
      // Old engines without frame-ancestors: the app is never framed; the embedded build only by its partners (CSP).
      // No Cross-Origin-Opener-Policy: on a cold visit it moved the page to a new browsing context group and the
      // reminder's figure showed 40 ms later on the phone (bench:deep-links, docs/production.md); the app opens no
      // window that could reach back, and the hosts' webviews do not apply it.
      ...(options.embedded ? {} : { 'X-Frame-Options': 'DENY' }),
    },
    every: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // The camera for scanning and the location for what is nearby, on this origin only; nothing else.
      'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), accelerometer=(), gyroscope=(), magnetometer=()',
      // Browsers take it over HTTPS only: on the preview's http://localhost it is sent and ignored.
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    },
  };
}

/**
 * The pages' headers for an answer over plain http (the preview and the dev server on localhost): without `report-to`
 * and `Reporting-Endpoints`. Chromium takes Reporting-Endpoints only from an HTTPS answer, and once a policy names
 * report-to it sends nothing to report-uri: over http its violations would go nowhere. Over HTTPS (production) both
 * stay: report-to for Chromium, report-uri for WebKit and Firefox.
 */
export function overPlainHttp(pages: Record<string, string>): Record<string, string> {
  const { 'Reporting-Endpoints': _endpoints, ...rest } = pages;
  const policy = rest['Content-Security-Policy'];
  return policy ? { ...rest, 'Content-Security-Policy': policy.replace(/;\s*report-to [^;]*/, '') } : rest;
}

/** Whether a request came over HTTPS (here, or at a proxy in front that says so). */
export function cameOverHttps(req: { socket: unknown; headers: Record<string, string | string[] | undefined> }): boolean {
  return Boolean((req.socket as { encrypted?: boolean } | null)?.encrypted) || req.headers['x-forwarded-proto'] === 'https';
}

/** The built options: the same environment webpack.config.js reads. */
export function builtOptions(embedded: boolean): SecurityOptions {
  return {
    embedded,
    apiBase: process.env.API_BASE || './api',
    bookingApiBase: process.env.BOOKING_API_BASE || './booking',
    devtoolsRelay: process.env.DEVTOOLS_RELAY,
  };
}

/** Every page of a build folder, and the hashes of all their inline scripts (one policy for every page). */
export function hashesOfPages(dir: string): { pages: string[]; hashes: string[] } {
  const pages = readdirSync(dir).filter((f) => f.endsWith('.html'));
  const hashes = pages.flatMap((page) => inlineScripts(readFileSync(path.join(dir, page), 'utf8')).map(scriptHash));
  return { pages, hashes: [...new Set(hashes)].sort() };
}

function main() {
  const folder = process.argv[2] ?? 'dist';
  const dir = path.resolve(__dirname, '..', folder);
  const { pages, hashes } = hashesOfPages(dir);
  if (!pages.includes('index.html')) throw new Error(`security headers: ${folder}/ has no index.html`);
  const headers = securityHeaders(hashes, builtOptions(folder === 'dist-embedded'));
  writeFileSync(path.join(dir, HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`);
  console.log(`security headers: ${hashes.length} inline scripts of ${pages.join(', ')} allowed by hash (${folder}/${HEADERS_FILE})`);
}

if (require.main === module) main();
