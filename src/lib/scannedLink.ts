import { ownCodeHosts } from '@config/hosts';
import { paths } from './paths';

/**
 * What a scanned text is, before anything is paid for it: not an address at all (a code printed bare: the server says
 * whether it exists), one of our links to one of the paths that kind of code uses, or something else — another
 * host with or without a scheme, a lookalike of ours, our path on another host, another scheme — which is refused
 * with a warning.
 */
export type ScannedLink = { kind: 'bare'; text: string } | { kind: 'ours'; url: URL } | { kind: 'foreign'; host: string };

/** Paths each kind of printed code may carry (the app's routes, and the short ones printed on old signs). */
export const CODE_PATHS: Record<'lane' | 'pile' | 'coupon' | 'lotSign', readonly string[]> = {
  lane: [paths.scanPayPage, paths.scanOverduePay, '/lane'],
  pile: [paths.chargingPage, '/qr', '/pile'],
  coupon: [paths.scanQRCode, paths.scanQRCodeCharging, '/coupon'],
  lotSign: [paths.plate, paths.pay],
};

export type CodeKind = keyof typeof CODE_PATHS;

/** The warning for a code that is not ours, in the words the driver needs: do not pay. */
export const FOREIGN_CODE_WARNING = '该二维码不是本平台的，请勿扫码支付。如有疑问请联系停车场或充电站工作人员';

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
  const text = raw.trim();
  if (hasControl(text)) return { kind: 'foreign', host: '' };
  if (!SCHEME.test(text)) {
    if (BARE_LANE_CODE.test(text) || !ADDRESS_PART.test(text)) return { kind: 'bare', text };
    return ourPath(text, kind);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'foreign', host: '' };
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const self = ownOrigin();
  // The origin alone is not enough: a 'blob:' link carries the origin of the page inside it.
  const isSelf = !!self && url.protocol === self.protocol && url.origin === self.origin;
  const isListed = url.protocol === 'https:' && url.port === '' && ownCodeHosts.includes(host);
  // Credentials in a link ('https://ours@evil/…') only serve to make another host look like ours.
  if ((!isSelf && !isListed) || url.username || url.password) return { kind: 'foreign', host };
  if (!onCodePath(url, kind)) return { kind: 'foreign', host };
  return { kind: 'ours', url };
}

/**
 * Scheme-less text that reads as an address: followed only when it is a path on our own origin — one leading '/'
 * not followed by another '/' or '\\' (a browser reads '//x', '/\\x', '\\\\x' as the host x) — to a code's path.
 */
function ourPath(text: string, kind: CodeKind): ScannedLink {
  if (!/^\/(?![/\\])/.test(text)) return { kind: 'foreign', host: '' };
  const base = ownOrigin() ?? new URL(NO_ORIGIN);
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return { kind: 'foreign', host: '' };
  }
  if (url.origin !== base.origin || url.username || url.password) return { kind: 'foreign', host: url.hostname };
  if (!onCodePath(url, kind)) return { kind: 'foreign', host: url.hostname };
  return { kind: 'ours', url };
}

/** True for a link that is not ours (the screen warns instead of saying only that the code is unreadable). */
export function isForeignCode(raw: string, kind: CodeKind): boolean {
  return checkScannedLink(raw, kind).kind === 'foreign';
}
