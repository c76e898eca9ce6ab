import type { ServiceName } from '@config/api';
import type { ApiRequest, SendResult } from '@/api/request';
import { sendEarly } from './earlyAnswerStore';
import { chosenWallet } from '@/features/wallet/chosenWallet';
import { paths } from '@/lib/paths';

/**
 * A read sent early, and where its answer names what the page reads next (the wallet the top-up form is for), the
 * reads that follow from it: sent as soon as that answer is in, as the page would once it had it.
 */
export type EarlyRead = [ServiceName, ApiRequest, ((data: unknown) => EarlyRead[])?];

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
  // The wallets with their figures, the groups' wallets under them, the channels of the top-up; the top-up's limits
  // are the chosen wallet's (the one in the address, else the default one), asked once the wallets are in.
  [paths.wallet]: (q) => [
    [
      'driver',
      { url: '/driver/v2/api/wallets' },
      (data) => {
        const walletId = chosenWallet(walletsOf(data), q.get('walletId'))?.walletId;
        return walletId ? [['driver', { url: '/driver/v2/api/wallet/topUpRules', params: { walletId } }]] : [];
      },
    ],
    ['driver', { url: '/driver/v2/api/driverGroupMembers/getMineGroups' }],
    ['pay', { url: '/pay/v2/api/payModel', params: { purpose: 'topUp' } }],
  ],
  [paths.invoiceRecordDetail]: withParam('invoiceNo', (invoiceNo) => [['invoice', { url: `/invoice/v2/api/invoices/${encodeURIComponent(invoiceNo)}`, template: '/invoice/v2/api/invoices/{invoiceNo}' }]]),
  [paths.customerServiceFeedDetail]: withParam('requestNo', (requestNo) => [['basic', { url: `/basic/v2/api/service/requests/${encodeURIComponent(requestNo)}`, template: '/basic/v2/api/service/requests/{requestNo}' }]]),
};

/** The wallets an answer plainly lists (anything else: none, and the top-up's read is left to the page). */
function walletsOf(data: unknown): { walletId: string; isDefault?: boolean }[] {
  const results = (data as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.filter((w): w is { walletId: string; isDefault?: boolean } => typeof (w as { walletId?: unknown } | null)?.walletId === 'string');
}

/** The pages that send reads early: config/entryRoutes.json `earlyReads`, where index.html runs the early script. */
export const earlyReadPaths = (): string[] => Object.keys(EARLY_READS);

/** The reads of the page at `where`, for a signed-in driver (an address that signs someone in waits for that). */
export function earlyReadsFor(where: Pick<Location, 'pathname' | 'search'>, token: string | undefined): EarlyRead[] {
  const q = new URLSearchParams(where.search);
  if (!token || q.has('ticket') || q.has('req')) return [];
  return EARLY_READS[where.pathname]?.(q) ?? [];
}

/** Sends `reads` together, and those that follow from an answer as soon as it is in: their answers, in order. */
export function sendEarlyReads(reads: EarlyRead[], token: string | undefined): Promise<SendResult>[] {
  return reads.map(([service, req, next]) => {
    const answer = sendEarly(service, req, token);
    if (next) void answer.then((a) => a.ok && sendEarlyReads(next(a.data), token));
    return answer;
  });
}
