import { ownCodeHosts } from '@config/hosts';
import { paths } from './paths';

/**
 * What a scanned text is, before anything is paid for it: not an address at all (a code printed bare: the server says
 * whether it exists), one of our links to one of the paths that kind of code uses, or something else — another
 * host with or without a scheme, a lookalike of ours, our path on another host, another scheme — which is refused
 * with a warning.
 */
export type ScannedLink =
  | { kind: 'bare'; text: string }
  | { kind: 'ours'; url: URL }
  /** `host`: where the code points, as the warning names it (pointedHost); '' when it names none. */
  | { kind: 'foreign'; host: string };

/** Paths each kind of printed code may carry (the app's routes, and the short ones printed on old signs). */
export const CODE_PATHS: Record<'lane' | 'pile' | 'coupon' | 'lotSign', readonly string[]> = {
  lane: [paths.scanPayPage, paths.scanOverduePay, '/lane'],
  pile: [paths.chargingPage, '/qr', '/pile'],
  coupon: [paths.scanQRCode, paths.scanQRCodeCharging, '/coupon'],
  lotSign: [paths.plate, paths.pay],
};

export type CodeKind = keyof typeof CODE_PATHS;

/** What the warning says after the host: do not pay, nothing was paid, and whom to ask. */
const DO_NOT_PAY = '不是本平台的，请勿扫码支付，本次未支付任何费用。如有疑问请联系停车场或充电站工作人员';

/** The warning for a code that is not ours when it names no host to show: do not pay. */
export const FOREIGN_CODE_WARNING = `该二维码${DO_NOT_PAY}`;

/**
 * The warning for a code that is not ours, in the words the driver needs: where it points (the host, so the driver
 * can tell the sticker is someone else's), do not pay, nothing was paid. Shown on the page until the driver scans
 * again, types or leaves (src/ui/ForeignCodeWarning), never as a toast that is gone before it is read.
 */
export function foreignCodeWarning(host: string): string {
  return host ? `该二维码指向 ${host}，${DO_NOT_PAY}` : FOREIGN_CODE_WARNING;
}

/** Where a path without a host resolves when the page has no origin (outside a browser): never a listed host. */
const NO_ORIGIN = 'https://app.invalid';

function ownOrigin(): URL | null {
  try {
    return typeof window === 'undefined' ? null : new URL(window.location.origin);
  } catch {
    return null;
  }
}

/** A scheme ('https:', 'HTTPS:', 'javascript:'): the text is an absolute link. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Characters no printed code has and the URL parser drops or reads its own way (tabs, newlines, other controls). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}
/** A lane's code printed bare ('P1001/E1'): the one bare form with a slash. */
export const BARE_LANE_CODE = /^([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)$/;
/** What makes scheme-less text an address rather than a code: a slash, a backslash, a dot, '@', '%', '?', '#' or ':'. */
const ADDRESS_PART = /[/\\.@%?#:]/;

/** A host as the warning names it: two DNS labels or more (or an IPv6 literal); anything else names no host. */
const HOST_NAME = /^(?:[a-z0-9-]+\.)+[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/;
/** A longer host keeps its end, where a lookalike's own domain is ('pay.example.com.evil.net'). */
const MAX_HOST_CHARS = 48;

/** The host as shown: lower case, no trailing dot, a name (not 'p1001' or '..'), never one of ours; '' otherwise. */
function shownHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!HOST_NAME.test(host)) return '';
  // Ours on a wrong scheme, port or path is refused too, but "points to pay.example.com, not ours" would be false.
  if (ownCodeHosts.includes(host) || host === ownOrigin()?.hostname) return '';
  return host.length > MAX_HOST_CHARS ? `…${host.slice(host.length - MAX_HOST_CHARS + 1)}` : host;
}

/**
 * Where a scanned text points, for the warning: the hostname of a link with a scheme ('https://pay.example.com@evil.net/…'
 * → 'evil.net': never the credentials); for scheme-less text that reads as an address, the text up to the first
 * slash (after any leading slashes or backslashes a browser would skip: '//evil.net/…', '\\\\evil.net/…'), never the
 * query or a path. Run through the URL parser as a browser would, so a homoglyph shows as its punycode
 * ('xn--py-7kc.example.com', not a 'pаy.example.com' that reads as ours). '' when the text names no host (a word,
 * 'P1001/E1.evil.net', 'javascript:…', 'data:…') or names one of ours.
 */
export function pointedHost(raw: string): string {
  const text = raw.trim();
  // 'user:pw@evil.net/…' parses as a link of the scheme 'user:' with no host: read it as a browser's address bar would.
  const linkHost = SCHEME.test(text) ? hostnameOf(text) : '';
  return shownHost(linkHost || hostnameOf(`http://${text.replace(/^[/\\]+/, '').split(/[/\\?#]/, 1)[0] ?? ''}`));
}

function hostnameOf(link: string): string {
  try {
    return new URL(link).hostname;
  } catch {
    return '';
  }
}

function onCodePath(url: URL, kind: CodeKind): boolean {
  return CODE_PATHS[kind].includes(url.pathname.replace(/\/+$/, '') || '/');
}

/**
 * One rule for every scanner: a code is bare (no address at all: a pile's digits, a coupon code, 'P1001/E1'), or a
 * link to our own origin or a listed host (https, default port, no credentials) on a path that kind of code uses,
 * or our path without a host (the pay page's path with its query, resolved against our own origin and required to
 * stay on it).
 * Everything else that reads as an address is foreign: another host with or without a scheme ('evil.net/…',
 * '//evil.net/…', '/\\evil.net/…', '\\\\evil.net/…'), a relative path ('scanPayPage?…', '?parkId=…'), another
 * scheme, and any text with a tab, newline or other control character inside.
 */
export function checkScannedLink(raw: string, kind: CodeKind): ScannedLink {
  const link = readScannedLink(raw, kind);
  return link.kind === 'foreign' ? { kind: 'foreign', host: pointedHost(raw) } : link;
}

/** What the rule decides, before the warning's host is worked out. */
type Reading = Exclude<ScannedLink, { kind: 'foreign' }> | { kind: 'foreign' };
const FOREIGN = { kind: 'foreign' } as const;

function readScannedLink(raw: string, kind: CodeKind): Reading {
  const text = raw.trim();
  if (hasControl(text)) return FOREIGN;
  if (!SCHEME.test(text)) {
    if (BARE_LANE_CODE.test(text) || !ADDRESS_PART.test(text)) return { kind: 'bare', text };
    return ourPath(text, kind);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return FOREIGN;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const self = ownOrigin();
  // The origin alone is not enough: a 'blob:' link carries the origin of the page inside it.
  const isSelf = !!self && url.protocol === self.protocol && url.origin === self.origin;
  const isListed = url.protocol === 'https:' && url.port === '' && ownCodeHosts.includes(host);
  // Credentials in a link ('https://ours@evil/…') only serve to make another host look like ours.
  if ((!isSelf && !isListed) || url.username || url.password) return FOREIGN;
  if (!onCodePath(url, kind)) return FOREIGN;
  return { kind: 'ours', url };
}

/**
 * Scheme-less text that reads as an address: followed only when it is a path on our own origin — one leading '/'
 * not followed by another '/' or '\\' (a browser reads '//x', '/\\x', '\\\\x' as the host x) — to a code's path.
 */
function ourPath(text: string, kind: CodeKind): Reading {
  if (!/^\/(?![/\\])/.test(text)) return FOREIGN;
  const base = ownOrigin() ?? new URL(NO_ORIGIN);
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return FOREIGN;
  }
  if (url.origin !== base.origin || url.username || url.password) return FOREIGN;
  if (!onCodePath(url, kind)) return FOREIGN;
  return { kind: 'ours', url };
}

/** True for a link that is not ours (the screen warns instead of saying only that the code is unreadable). */
export function isForeignCode(raw: string, kind: CodeKind): boolean {
  return checkScannedLink(raw, kind).kind === 'foreign';
}
