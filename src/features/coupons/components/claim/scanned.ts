import type { Ticket } from '../links';

const CODE = /^[A-Za-z0-9]{4,32}$/;

/**
 * What a scanned QR code carries: a poster's printed code (bare, or a link to this app with ?code=), or a merchant's
 * activity (a link with ?activityId=). Null when it is neither (a lot's payment code, a pile, a web page).
 */
export function ticketOfScan(scanned: string): Ticket | null {
  const text = scanned.trim();
  if (CODE.test(text)) return { code: text.toUpperCase() };
  try {
    const url = new URL(text);
    const code = url.searchParams.get('code');
    if (code && CODE.test(code)) return { code: code.toUpperCase() };
    const activityId = url.searchParams.get('activityId');
    return activityId && /^[A-Za-z0-9_-]{1,64}$/.test(activityId) ? { activityId } : null;
  } catch {
    return null;
  }
}

/** A typed code as the server reads it: capitals, no spaces or dashes a driver may copy from a poster. */
export function normaliseCode(typed: string): string {
  return typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

export function codeError(code: string): string | null {
  return CODE.test(code) ? null : '请输入4到32位字母或数字的券码';
}
