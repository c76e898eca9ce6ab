import type { InvoiceableOrder, InvoiceOrderKind, InvoiceOrderRef } from '../../../src/api/invoice/orders.types';
import type { InvoiceState } from '../../../src/api/invoice/records.types';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { InvoiceIssuerRecord, InvoiceRecord } from '../../db/invoices';
import { formatPlate, ownsBill, parkInfo } from '../charge/bills';

/**
 * What can be invoiced, read from the domains that were paid: parking bills, charging bills, period passes and
 * top-ups of an operator's own wallet (the general balance is invoiced as it is spent, in those orders). Each has
 * its issuer, its amount (what was paid, less refunds) and its owner.
 */

const MIN = 60_000;
/** Orders paid longer ago than this are past invoicing: the operator's setting, said in days in every refusal. */
export const INVOICE_WINDOW_DAYS = 365;
export const INVOICE_WINDOW_MS = INVOICE_WINDOW_DAYS * 24 * 60 * MIN;
/** The tax platform answers 5 minutes (of the mock's clock) after the request. */
export const INVOICE_ISSUE_AFTER_MS = 5 * MIN;

export const KIND_TEXT: Record<InvoiceOrderKind, string> = { parking: '停车费', charging: '充电费', pass: '月卡', topUp: '充值' };

/** An order that could be invoiced, with what the invoice service needs to decide. */
export interface Candidate {
  view: InvoiceableOrder;
  issuerId: string;
  paidAt: number;
  /** Whose it is: the driver paid it or has its plate bound. */
  ownedBy(driverId: string): boolean;
  plateNo: string | null;
  /**
   * A parking bill the operator refunded (POST /__mock/bills/{uniqueId}/refund): never invoiced from then on, but still
   * described here, so an invoice asked for before the refund reads as it did.
   */
  refunded?: boolean;
}

export function invoiceState(inv: InvoiceRecord, now: number): InvoiceState {
  if (inv.reversedAt !== null) return 4;
  if (now < inv.readyAt) return 1;
  return inv.failReason === null ? 2 : 3;
}

/** Parks and stations not listed anywhere go to the first issuer (parks) or the station operator. */
function issuerOfPark(db: Db, parkId: string): string {
  return (db.invoiceIssuers.find((i) => i.parkIds.includes(parkId)) ?? db.invoiceIssuers[0])?.issuerId ?? '';
}

function issuerOfStation(db: Db, stationId: string): string {
  const runs = (i: InvoiceIssuerRecord) => i.stationIds === 'all' || i.stationIds.includes(stationId);
  return (db.invoiceIssuers.find(runs) ?? db.invoiceIssuers[0])?.issuerId ?? '';
}

function view(kind: InvoiceOrderKind, orderNo: string, title: string, subTitle: string, paidAt: number, amountCents: number): InvoiceableOrder {
  return { kind, orderNo, kindText: KIND_TEXT[kind], title, subTitle, time: wireTime(paidAt), amountCents };
}

function parkingCandidates(db: Db): Candidate[] {
  return db.parkOrders.flatMap((b) => {
    if (b.state !== 'paid' || b.paidAt === null || b.paidCents <= 0) return [];
    const payer = db.payOrders.find((p) => p.payOrderId === b.payOrderId)?.driverId;
    return [{
      view: view('parking', b.uniqueId, parkInfo(db, b.parkId).parkName, formatPlate(b.plateNo), b.paidAt, b.paidCents),
      issuerId: issuerOfPark(db, b.parkId), paidAt: b.paidAt, plateNo: b.plateNo, refunded: Boolean(b.refund),
      ownedBy: (driverId: string) => payer === driverId || ownsBill(db, driverId, b),
    }];
  });
}

function chargingCandidates(db: Db): Candidate[] {
  return db.chargingOrders.flatMap((o) => {
    const refunded = db.chargingAppeals.filter((a) => a.orderNo === o.orderNo && a.refunded).reduce((s, a) => s + a.refundCents, 0);
    const amount = o.feeCents - o.couponCents - refunded;
    if (o.orderState !== 3 || o.paidAt === null || amount <= 0) return [];
    const station = db.stations.find((s) => s.stationId === o.stationId)?.stationName ?? '未知充电站';
    return [{
      view: view('charging', o.orderNo, station, `${o.deviceName} ${o.gunName} · ${o.kwh}度`, o.paidAt, amount),
      issuerId: issuerOfStation(db, o.stationId), paidAt: o.paidAt, plateNo: null, ownedBy: (driverId: string) => o.driverId === driverId,
    }];
  });
}

function passCandidates(db: Db): Candidate[] {
  return db.bagPasses.flatMap((p) => {
    const rule = db.bagRules.find((r) => r.ruleId === p.ruleId);
    if (!rule || rule.priceCents <= 0) return [];
    return [{
      view: view('pass', p.bagId, parkInfo(db, p.parkId).parkName, `${rule.ruleName} · ${formatPlate(p.plateNo)}`, p.startTime, rule.priceCents),
      issuerId: issuerOfPark(db, p.parkId), paidAt: p.startTime, plateNo: p.plateNo, ownedBy: (driverId: string) => p.driverId === driverId,
    }];
  });
}

function topUpCandidates(db: Db): Candidate[] {
  return db.walletTopUps.flatMap((t) => {
    const w = db.wallets.find((x) => x.walletId === t.walletId);
    const issuer = w ? db.invoiceIssuers.find((i) => i.walletTypes.includes(w.walletType)) : undefined;
    if (!w || !issuer || !t.credited || t.paidAt === null) return [];
    return [{
      view: view('topUp', t.topUpNo, w.walletName, t.payChannel === 3 ? '微信充值' : '支付宝充值', t.paidAt, t.amountCents),
      issuerId: issuer.issuerId, paidAt: t.paidAt, plateNo: null, ownedBy: (driverId: string) => t.driverId === driverId,
    }];
  });
}

export function allCandidates(db: Db): Candidate[] {
  return [...parkingCandidates(db), ...chargingCandidates(db), ...passCandidates(db), ...topUpCandidates(db)];
}

export function sameOrder(a: InvoiceOrderRef, b: InvoiceOrderRef): boolean {
  return a.kind === b.kind && a.orderNo === b.orderNo;
}

/** The invoice that covers the order now (开票中 or 已开票); a failed or reversed one leaves it free. */
export function coveringInvoice(db: Db, ref: InvoiceOrderRef, now: number): InvoiceRecord | undefined {
  return db.invoices.find((inv) => inv.items.some((i) => sameOrder(i, ref)) && [1, 2].includes(invoiceState(inv, now)));
}

/** The driver's orders that can be invoiced now, newest first. */
export function invoiceableOf(db: Db, driverId: string, now: number): Candidate[] {
  return allCandidates(db)
    .filter((c) => c.ownedBy(driverId) && !c.refunded && now - c.paidAt <= INVOICE_WINDOW_MS && !coveringInvoice(db, c.view, now))
    .sort((a, b) => b.paidAt - a.paidAt);
}
