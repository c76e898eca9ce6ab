import type { ServiceName } from '@config/api';
import { sendEarly } from './earlyAnswerStore';
import { showGlance } from './glance/showGlance';
import type { ApiRequest } from '@/api/request';
import { paths } from '@/lib/paths';
import { readToken } from '@/session/tokens';

type EarlyRead = [ServiceName, ApiRequest];

/** A page's reads built from one parameter of its address; none when the address lacks it. */
const withParam =
  (name: string, reads: (value: string) => EarlyRead[]) =>
  (q: URLSearchParams): EarlyRead[] => {
    const value = q.get(name);
    return value ? reads(value) : [];
  };

/**
 * The reads each page a reminder (or a message, or a lot's code) opens makes for what the driver came for, written
 * from its address: sent by the early script (src/page/early.ts) from index.html's <head>, while the HTML still arrives and
 * the app's code is on its way, instead of after the app has started (on a weak signal that is the page's last round trip taken off its wait). Each row
 * must ask exactly what the page's own queries ask (same call, same arguments): the page then takes the answer
 * (app/earlyAnswerStore) instead of asking again, and test/app/earlyReads.test.tsx holds every row to it. A row that
 * drifts costs one wasted read, never a wrong screen.
 */
const EARLY_READS: Record<string, (q: URLSearchParams) => EarlyRead[]> = {
  [paths.payPage]: (q) => {
    const uniqueId = q.get('uniqueId');
    const parkId = q.get('parkId');
    if (!uniqueId || !parkId) return [];
    return [
      ['charge', { url: '/charge/v2/api/parkOrders/msp/detail', method: 'POST', body: { uniqueId, parkId } }],
      ['charge', { url: '/charge/v2/api/parkOrders/msp/usableCoupons', params: { uniqueId, parkId } }],
      ['pay', { url: '/pay/v2/api/payModel', params: { parkId } }],
      ['dealer', { url: '/dealer/v2/api/parkPayTypesFetch', params: { parkId } }],
      ['driver', { url: '/driver/v2/api/balanceInfo' }],
    ];
  },
  // The session carries its idle fee: one read is the whole page.
  [paths.chargingResults]: withParam('orderNo', (orderNo) => [['cps', { url: `/cps/v2/api/chargingOrders/${encodeURIComponent(orderNo)}`, template: '/cps/v2/api/chargingOrders/{orderNo}' }]]),
  // Its reminders are about the driver's held gun or turn in line: that card is drawn after the station, but its
  // read names nothing from it.
  [paths.chargeStationDetail]: withParam('stationId', (stationId) => [
    ['cps', { url: `/cps/v2/api/stations/${encodeURIComponent(stationId)}`, template: '/cps/v2/api/stations/{stationId}' }],
    ['cps', { url: '/cps/v2/api/chargerAccess/mine' }],
  ]),
  // The channels wait for the order's lot, and are shown only when something is due: the booking alone.
  [paths.bookRecordDetail]: withParam('bookOrderId', (bookOrderId) => [['booking', { url: '/api/v1/getBookOrderDetailInfo', method: 'POST', body: { bookOrderId } }]]),
  // The screen waits for both before it shows anything; the lot's channels wait for the pass, the balance does not.
  [paths.mounthlyRenew]: withParam('bagId', (bagId) => [
    ['special', { url: '/special/v2/api/checkRenewable', method: 'POST', body: { bagId } }],
    ['special', { url: `/special/v2/api/bagPasses/${encodeURIComponent(bagId)}`, template: '/special/v2/api/bagPasses/{bagId}' }],
    ['driver', { url: '/driver/v2/api/balanceInfo' }],
  ]),
  // The balance, and the top-up form under it (its limits and presets, and the channels it may be paid with).
  [paths.accountBalance]: () => [
    ['driver', { url: '/driver/v2/api/balanceInfo' }],
    ['driver', { url: '/driver/v2/api/wallet/topUpRules', params: {} }],
    ['pay', { url: '/pay/v2/api/payModel', params: { purpose: 'topUp' } }],
  ],
  [paths.invoiceRecordDetail]: withParam('invoiceNo', (invoiceNo) => [['invoice', { url: `/invoice/v2/api/invoices/${encodeURIComponent(invoiceNo)}`, template: '/invoice/v2/api/invoices/{invoiceNo}' }]]),
  [paths.customerServiceFeedDetail]: withParam('requestNo', (requestNo) => [['basic', { url: `/basic/v2/api/service/requests/${encodeURIComponent(requestNo)}`, template: '/basic/v2/api/service/requests/{requestNo}' }]]),
};

/** The pages that send reads early: config/entryRoutes.json `earlyReads`, where index.html runs the early script. */
export const earlyReadPaths = (): string[] => Object.keys(EARLY_READS);

/** The reads of the page at `where`, for a signed-in driver (an address that signs someone in waits for that). */
export function earlyReadsFor(where: Pick<Location, 'pathname' | 'search'>, token: string | undefined): EarlyRead[] {
  const q = new URLSearchParams(where.search);
  if (!token || q.has('ticket') || q.has('req')) return [];
  return EARLY_READS[where.pathname]?.(q) ?? [];
}

declare global {
  interface Window {
    /**
     * Settles once the glance has been painted, or once it is known there will be none; index.html's start script
     * (scripts/prerender-home.mjs) runs the app's code after it, for a moment at most.
     */
    __driverGlance?: Promise<void>;
  }
}

/** Sends the reads of the page being opened (src/page/early.ts), and shows its glance once they are answered. */
export function startEarlyReads(where: Pick<Location, 'pathname' | 'search'> = location): void {
  const token = readToken();
  const answers = earlyReadsFor(where, token).map(([service, req]) => sendEarly(service, req, token));
  // Never rejects: whatever goes wrong with the glance, the app's start must not wait on it in vain.
  if (answers.length) window.__driverGlance = showGlance(where.pathname, answers).catch(() => undefined);
}
