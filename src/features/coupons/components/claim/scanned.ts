import { checkScannedLink } from '@/lib/scannedLink';
import type { Ticket } from '../links';

const CODE = /^[A-Za-z0-9]{4,32}$/;

/**
 * What a scanned QR code carries: a poster's printed code (bare, or one of our links with ?code=), or a merchant's
 * activity (our link with ?activityId=). Null when it is neither (a lot's payment code, a pile, a web page, a link
 * to anyone else).
 */
export function ticketOfScan(scanned: string): Ticket | null {
  const link = checkScannedLink(scanned, 'coupon');
  if (link.kind === 'foreign') return null;
  if (link.kind === 'bare') return CODE.test(link.text) ? { code: link.text.toUpperCase() } : null;
  const code = link.url.searchParams.get('code');
  if (code && CODE.test(code)) return { code: code.toUpperCase() };
  const activityId = link.url.searchParams.get('activityId');
  return activityId && /^[A-Za-z0-9_-]{1,64}$/.test(activityId) ? { activityId } : null;
}

/** A typed code as the server reads it: capitals, no spaces or dashes a driver may copy from a poster. */
export function normaliseCode(typed: string): string {
  return typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

export function codeError(code: string): string | null {
  return CODE.test(code) ? null : '请输入4到32位字母或数字的券码';
}
