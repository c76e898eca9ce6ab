import { ownCodeHosts } from '@config/hosts';
import { paths } from './paths';

/**
 * What a scanned text is, before anything is paid for it: not a link at all (a code printed bare: the server says
 * whether it exists), one of our links to one of the paths that kind of code uses, or something else — another
 * host, a lookalike of ours, our path on another host, another scheme — which is refused with a warning.
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

function ownOrigin(): URL | null {
  try {
    return typeof window === 'undefined' ? null : new URL(window.location.origin);
  } catch {
    return null;
  }
}

export function checkScannedLink(raw: string, kind: CodeKind): ScannedLink {
  const text = raw.trim();
  // A bare code has no scheme and no '//': a pile's digits, 'P1001/E1', a coupon code.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && !text.startsWith('//')) return { kind: 'bare', text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'foreign', host: '' };
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const self = ownOrigin();
  const isSelf = !!self && url.origin === self.origin;
  const isListed = url.protocol === 'https:' && url.port === '' && ownCodeHosts.includes(host);
  // Credentials in a link ('https://ours@evil/…') only serve to make another host look like ours.
  if ((!isSelf && !isListed) || url.username || url.password) return { kind: 'foreign', host };
  if (!CODE_PATHS[kind].includes(url.pathname.replace(/\/+$/, '') || '/')) return { kind: 'foreign', host };
  return { kind: 'ours', url };
}

/** True for a link that is not ours (the screen warns instead of saying only that the code is unreadable). */
export function isForeignCode(raw: string, kind: CodeKind): boolean {
  return checkScannedLink(raw, kind).kind === 'foreign';
}
