import type { CouponStatus } from '@/api/coupon/types';
import { paths, withQuery } from '@/lib/paths';

type Query = Record<string, string | undefined>;

/** /discount on one tab (the tab lives in the address, so Back and a shared link keep it). */
export function discountUrl(tab: CouponStatus = 'unused'): string {
  return withQuery(paths.discount, { tab });
}

/** What a scanned or typed code is: a printed code, or a merchant's activity (its QR code names one). */
export type Ticket = { code: string } | { activityId: string };

export function ticketQuery(t: Ticket): Query {
  return 'code' in t ? { code: t.code } : { activityId: t.activityId };
}

/** The ticket an address carries (?code or ?activityId), read as strictly as the claim form reads a code. */
export function ticketOf(search: URLSearchParams): Ticket | null {
  const code = (search.get('code') ?? '').trim().toUpperCase();
  if (/^[A-Z0-9]{4,32}$/.test(code)) return { code };
  const activityId = (search.get('activityId') ?? '').trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(activityId) ? { activityId } : null;
}

export function choosePlateUrl(t: Ticket): string {
  return withQuery(paths.scanQRCodeAddCar, ticketQuery(t));
}
