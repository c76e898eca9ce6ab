import type { InvoiceOrderRef } from '../../../../src/api/invoice/orders.types';
import type { StatementChannel as WireChannel, StatementKind as WireKind, StatementLine } from '../../../../src/api/driver/statement.types';
import type { KnownValue } from '../../../../src/lib/schema';
import type { Db } from '../../../db';
import type { PayOrderRecord } from '../../../db/parking';
import { familyName as relativeName } from '../../../db/family';
import { formatPlate, parkInfo } from '../../charge/bills';
import { CHANNEL_TEXT } from '../../charge/billCover/duplicates';
import { CHANNEL_NAMES, withdrawalState } from '../walletBook';
import { appealRefunds, arrivedDuplicateRefunds, orderRefunds, PAY_CHANNEL, paidOrderFor, sessionCharges, sessionIdleFees } from './sources';

/**
 * Every line of money of the statement, read from the domains' own tables (no copy): pay orders of every channel,
 * deductions at the exit, what sessions took by themselves, gun holds, prepays, top-ups, gifts, withdrawals and
 * every refund, each naming the line it gives back. A line's fapiao is decided afterwards (fapiao.ts).
 */

/** The kinds and channels the mock writes (it never answers UNKNOWN). */
export type StatementKind = KnownValue<WireKind>;
export type StatementChannel = KnownValue<WireChannel>;

export const KIND_TEXT: Record<StatementKind, string> = {
  parking: '停车费', charging: '充电费', idleFee: '占位费', pass: '月卡/错峰卡', booking: '预约车位', chargerHold: '充电枪预约',
  topUp: '充值', withdrawal: '提现', refund: '退款', gift: '赠送',
};

/** A line before it is written out: its time a number, who paid, and what the invoice service knows it as. */
export type Draft = Omit<StatementLine, 'time' | 'fapiao' | 'formatPlateNo' | 'kindText' | 'channelText' | 'kind' | 'channel'> & {
  kind: StatementKind;
  channel: StatementChannel;
  at: number;
  /** The driver whose money it was ('' for a fleet wallet's entry). */
  payerId: string;
  /** The order the invoice service invoices for this line, if any. */
  invoiceRef: InvoiceOrderRef | null;
  /** Why this kind has no invoice path, when it has none. */
  noInvoice: string | null;
};

type Base = Omit<Draft, 'lineId' | 'kind' | 'title' | 'amountCents' | 'at'>;

function stationName(db: Db, stationId: string): string {
  return db.stations.find((s) => s.stationId === stationId)?.stationName ?? '未知充电站';
}

function base(payerId: string, channel: StatementChannel, partial: Partial<Base> = {}): Base {
  return { payerId, channel, plateNo: null, place: null, balanceCents: 0, orderNos: [], refundOf: null, note: null, invoiceRef: null, noInvoice: null, ...partial };
}

/** Money out (negative) or back (positive) through a channel; only the balance's part moves the balance. */
function money(channel: StatementChannel, amountCents: number) {
  return { amountCents, balanceCents: channel === 'balance' ? amountCents : 0 };
}

/** What one item of a pay order paid for, from the domain that owns its id; null for top-ups and prepays (their own lines). */
function itemLine(db: Db, id: string): Pick<Draft, 'kind' | 'title' | 'plateNo' | 'place' | 'invoiceRef' | 'noInvoice'> | null {
  const bill = db.parkOrders.find((b) => b.uniqueId === id);
  if (bill) {
    const place = parkInfo(db, bill.parkId).parkName;
    return { kind: 'parking', title: `停车费 ${place}`, plateNo: bill.plateNo, place, invoiceRef: { kind: 'parking', orderNo: id }, noInvoice: null };
  }
  const charge = db.chargingOrders.find((o) => o.orderNo === id);
  if (charge) {
    const place = stationName(db, charge.stationId);
    return { kind: 'charging', title: `充电费 ${place}`, plateNo: null, place, invoiceRef: { kind: 'charging', orderNo: id }, noInvoice: null };
  }
  const idle = db.occupyOrders.find((o) => o.occupyOrderNo === id);
  if (idle) {
    const place = stationName(db, idle.stationId);
    return { kind: 'idleFee', title: `占位费 ${place}`, plateNo: null, place, invoiceRef: null, noInvoice: '占位费暂不支持开票' };
  }
  const bag = db.bagOrders.find((o) => o.orderId === id);
  if (bag) {
    const pass = db.bagPasses.find((p) => p.bagId === bag.bagId);
    const app = db.bagApplications.find((a) => a.applicationId === bag.applicationId);
    const parkId = pass?.parkId ?? app?.parkId ?? '';
    const place = parkInfo(db, parkId).parkName;
    const title = `${bag.kind === 'renew' ? '月卡续费' : '月卡'} ${place}`;
    return {
      kind: 'pass', title, plateNo: pass?.plateNo ?? app?.plates[0] ?? null, place,
      invoiceRef: bag.bagId ? { kind: 'pass', orderNo: bag.bagId } : null, noInvoice: bag.bagId ? null : '月卡生效后可开票',
    };
  }
  const booking = db.bookOrders.find((o) => o.bookOrderId === id || `${o.bookOrderId}-OS` === id);
  if (booking) {
    const place = parkInfo(db, booking.parkId).parkName;
    const title = id === booking.bookOrderId ? `预约车位 ${place}` : `预约超时占用费 ${place}`;
    return { kind: 'booking', title, plateNo: booking.plateNo, place, invoiceRef: null, noInvoice: '预约车位费用暂不支持开票' };
  }
  const offPeak = db.diffTimePackages.find((p) => p.packageNo === id) ?? db.diffTimeSubscribes.find((s) => s.subscribeNo === id);
  if (offPeak) {
    const place = parkInfo(db, offPeak.parkId).parkName;
    const plateNo = 'plateNos' in offPeak ? (offPeak.plateNos[0] ?? null) : offPeak.plateNo;
    return { kind: 'pass', title: `错峰停车 ${place}`, plateNo, place, invoiceRef: null, noInvoice: '错峰停车暂不支持开票' };
  }
  const violation = db.diffTimeViolations.find((v) => v.violationNo === id);
  if (violation) {
    const place = parkInfo(db, violation.parkId).parkName;
    return { kind: 'parking', title: `错峰违规停车费 ${place}`, plateNo: violation.plateNo, place, invoiceRef: null, noInvoice: '违规停车费暂不支持开票' };
  }
  if (db.walletTopUps.some((t) => t.topUpNo === id) || db.chargingPrepays.some((p) => p.prepayId === id)) return null;
  return { kind: 'parking', title: '其他支付', plateNo: null, place: null, invoiceRef: null, noInvoice: '该订单暂不支持开票' };
}

/** A pay order's line id for one of its items (a batch pays several bills: one line each). */
export function payLineId(payOrderId: string, uniqueId: string): string {
  return `pay:${payOrderId}:${uniqueId}`;
}

/** Every paid pay order, one line per item; a coupon's part is not the driver's money (the first item carries it). */
function payOrderLines(db: Db, mine: (driverId: string) => boolean): Draft[] {
  return db.payOrders.flatMap((p) => {
    if (p.state !== 'paid' || !mine(p.driverId)) return [];
    const partner = db.thirdPayOrders.some((t) => t.payOrderId === p.payOrderId);
    const channel: StatementChannel = partner ? 'partner' : PAY_CHANNEL[p.payChannel];
    return p.items.flatMap((item, i) => {
      const what = itemLine(db, item.uniqueId);
      const paid = item.feeCents - (i === 0 ? p.discountCents : 0);
      if (!what || paid <= 0) return [];
      const note = i === 0 && p.discountCents > 0 ? `优惠券抵扣${(p.discountCents / 100).toFixed(2)}元` : null;
      return [{
        ...base(p.driverId, channel), ...what, lineId: payLineId(p.payOrderId, item.uniqueId), ...money(channel, -paid),
        at: p.settledAt ?? p.createdAt, orderNos: [item.uniqueId, p.payOrderId], note,
      }];
    });
  });
}

/** The line of the payment an order's refund gives back (its pay order's item). */
function refundedLine(p: PayOrderRecord, orderNo: string): string {
  return payLineId(p.payOrderId, orderNo);
}

function exitLines(db: Db, mine: (driverId: string) => boolean): Draft[] {
  return db.exitDeductions.flatMap((d) => {
    if (d.state !== 'done' || !mine(d.driverId)) return [];
    const place = parkInfo(db, d.parkId).parkName;
    return [{
      ...base(d.driverId, d.channel, { plateNo: d.plateNo, place, invoiceRef: { kind: 'parking', orderNo: d.uniqueId } }),
      lineId: `deduct:${d.deductionId}`, kind: 'parking' as const, title: `停车费 ${place}`, ...money(d.channel, -d.amountCents), at: d.at, orderNos: [d.uniqueId, d.deductionId],
    }];
  });
}

/** The line a second payment's refund names: 'pay:<payOrderId>' or 'deduct:<deductionId>'. */
function duplicateOf(paymentRef: string, uniqueId: string): string {
  return paymentRef.startsWith('pay:') ? payLineId(paymentRef.slice(4), uniqueId) : paymentRef;
}

function chargingLines(db: Db, driverId: string | null): Draft[] {
  const lines: Draft[] = [];
  // A card's money moved when the card was loaded (outside this app): its bills are not the driver's money moving now.
  for (const c of sessionCharges(db, driverId)) {
    if (c.payMode !== 'balance') continue;
    const place = stationName(db, c.order.stationId);
    lines.push({
      ...base(c.order.driverId, 'balance', { place, invoiceRef: { kind: 'charging', orderNo: c.order.orderNo } }), lineId: `charge:${c.order.orderNo}`,
      kind: 'charging', title: `充电费 ${place}`, ...money('balance', -c.netCents), at: c.at, orderNos: [c.order.orderNo],
    });
  }
  for (const f of sessionIdleFees(db, driverId)) {
    const place = stationName(db, f.stationId);
    lines.push({
      ...base(f.driverId, 'balance', { place, noInvoice: '占位费暂不支持开票' }), lineId: `idle:${f.occupyOrderNo}`, kind: 'idleFee', title: `占位费 ${place}`,
      ...money('balance', -f.feeCents), at: f.paidAt ?? 0, orderNos: [f.occupyOrderNo],
    });
  }
  for (const p of db.chargingPrepays) {
    const paidAt = p.paidAt ?? paidOrderFor(db, p.prepayId)?.settledAt ?? null;
    if ((driverId !== null && p.driverId !== driverId) || paidAt === null) continue;
    const channel = PAY_CHANNEL[p.payChannel];
    const used = p.usedBy ? db.chargingOrders.find((o) => o.orderNo === p.usedBy) : undefined;
    const place = used ? stationName(db, used.stationId) : null;
    const lineId = `prepay:${p.prepayId}`;
    lines.push({
      ...base(p.driverId, channel, { place, invoiceRef: p.usedBy ? { kind: 'charging', orderNo: p.usedBy } : null, noInvoice: '预付款在充电结算后开票' }),
      lineId, kind: 'charging', title: place ? `充电预付 ${place}` : '充电预付', ...money(channel, -p.amountCents), at: paidAt,
      orderNos: p.usedBy ? [p.prepayId, p.usedBy] : [p.prepayId],
    });
    if (p.refundCents && p.refundedAt !== null) {
      lines.push({
        ...base(p.driverId, channel, { place, refundOf: lineId, note: p.usedBy ? '充电结束，未用完的预付款退回' : '预付款未使用，全额退回' }),
        lineId: `prepayBack:${p.prepayId}`, kind: 'refund', title: '充电预付退款', ...money(channel, p.refundCents), at: p.refundedAt, orderNos: [p.prepayId],
      });
    }
  }
  for (const h of db.gunHolds) {
    if ((driverId !== null && h.driverId !== driverId) || h.feeCents <= 0) continue;
    const place = stationName(db, h.stationId);
    const lineId = `hold:${h.holdId}`;
    lines.push({
      ...base(h.driverId, 'balance', { place, noInvoice: '充电枪预约费暂不支持开票' }), lineId, kind: 'chargerHold', title: `充电枪预约费 ${place}`,
      ...money('balance', -h.feeCents), at: h.createdAt, orderNos: [h.holdId],
    });
    if (h.refundCents) {
      lines.push({
        ...base(h.driverId, 'balance', { place, refundOf: lineId, note: '取消预约退款' }), lineId: `holdBack:${h.holdId}`, kind: 'refund',
        title: `取消预约退款 ${place}`, ...money('balance', h.refundCents), at: h.endedAt ?? h.createdAt, orderNos: [h.holdId],
      });
    }
  }
  return lines;
}

/** The line that paid a charging bill or an idle fee, and its channel, for an appeal's refund. */
function paymentOf(db: Db, orderNo: string): { lineId: string; channel: StatementChannel } | null {
  const order = paidOrderFor(db, orderNo);
  if (order) return { lineId: payLineId(order.payOrderId, orderNo), channel: PAY_CHANNEL[order.payChannel] };
  const prepay = db.chargingPrepays.find((p) => p.usedBy === orderNo);
  if (prepay) return { lineId: `prepay:${prepay.prepayId}`, channel: PAY_CHANNEL[prepay.payChannel] };
  if (db.occupyOrders.some((o) => o.occupyOrderNo === orderNo)) return { lineId: `idle:${orderNo}`, channel: 'balance' };
  return db.chargingOrders.some((o) => o.orderNo === orderNo) ? { lineId: `charge:${orderNo}`, channel: 'balance' } : null;
}

function refundLines(db: Db, driverId: string | null, mine: (driverId: string) => boolean): Draft[] {
  const lines: Draft[] = [];
  for (const a of appealRefunds(db, driverId)) {
    const paid = paymentOf(db, a.orderNo);
    const channel: StatementChannel = a.to === 'balance' ? 'balance' : (paid?.channel ?? 'wechat');
    const what = a.kind === 'charging' ? '充电费申诉退款' : '占位费申诉退款';
    lines.push({
      ...base(a.driverId, channel, { refundOf: paid?.lineId ?? null, note: '申诉成立，费用退回' }), lineId: `appeal:${a.appealNo}`, kind: 'refund', title: what,
      ...money(channel, a.cents), at: a.at, orderNos: [a.appealNo, a.orderNo],
    });
  }
  for (const r of orderRefunds(db, driverId)) {
    const channel = PAY_CHANNEL[r.payOrder.payChannel];
    const paid = itemLine(db, r.orderNo);
    lines.push({
      ...base(r.driverId, channel, { plateNo: paid?.plateNo ?? null, place: paid?.place ?? null, refundOf: refundedLine(r.payOrder, r.orderNo), note: r.note }),
      lineId: r.refundId, kind: 'refund', title: r.note, ...money(channel, r.cents), at: r.at, orderNos: [r.orderNo],
    });
  }
  for (const r of arrivedDuplicateRefunds(db, null)) {
    if (!mine(r.driverId)) continue;
    const bill = db.parkOrders.find((b) => b.uniqueId === r.uniqueId);
    lines.push({
      ...base(r.driverId, r.channel, { plateNo: bill?.plateNo ?? null, place: bill ? parkInfo(db, bill.parkId).parkName : null, refundOf: duplicateOf(r.paymentRef, r.uniqueId), note: `重复支付自动退回（${r.reason}）` }),
      lineId: `dupBack:${r.refundId}`, kind: 'refund', title: `重复扣款退回${bill ? ` ${parkInfo(db, bill.parkId).parkName}` : ''}`, ...money(r.channel, r.amountCents), at: r.refundedAt ?? r.createdAt, orderNos: [r.uniqueId, r.refundId],
    });
  }
  return lines;
}

/** Top-ups, gifts and withdrawals of the driver's own wallets; only the general wallet's are the balance. */
function walletLines(db: Db, mine: (driverId: string) => boolean, now: number): Draft[] {
  const lines: Draft[] = [];
  const general = (walletId: string) => db.wallets.find((w) => w.walletId === walletId)?.balanceCents === null;
  const part = (walletId: string, cents: number) => (general(walletId) ? cents : 0);
  for (const t of db.walletTopUps) {
    if (!mine(t.driverId) || !t.credited || t.paidAt === null) continue;
    const channel = PAY_CHANNEL[t.payChannel];
    const invoiceable = db.invoiceIssuers.some((i) => i.walletTypes.includes(db.wallets.find((w) => w.walletId === t.walletId)?.walletType ?? 1));
    lines.push({
      ...base(t.driverId, channel, { invoiceRef: invoiceable ? { kind: 'topUp', orderNo: t.topUpNo } : null, noInvoice: '充值不开票，消费时开票' }),
      lineId: `topUp:${t.topUpNo}`, kind: 'topUp', title: `${t.payChannel === 3 ? '微信' : '支付宝'}充值`, amountCents: t.amountCents,
      balanceCents: part(t.walletId, t.amountCents), at: t.paidAt, orderNos: [t.topUpNo],
    });
  }
  for (const g of db.walletGifts) {
    if (!mine(g.driverId)) continue;
    lines.push({
      ...base(g.driverId, 'balance', { noInvoice: '赠送金额不开票' }), lineId: `gift:${g.giftId}`, kind: 'gift', title: g.reason, amountCents: g.amountCents,
      balanceCents: part(g.walletId, g.amountCents), at: g.createdAt, orderNos: [g.topUpNo ?? g.giftId],
    });
  }
  for (const x of db.walletWithdrawals) {
    if (!mine(x.driverId)) continue;
    const { state, at } = withdrawalState(x, now);
    const to = [...new Set(x.parts.map((p) => CHANNEL_NAMES[p.payChannel]))].join('、');
    const lineId = `withdraw:${x.withdrawNo}`;
    const note = state === 1 ? '处理中' : state === 2 ? '已到账' : '提现失败';
    lines.push({
      ...base(x.driverId, 'balance', { noInvoice: '提现不开票', note }), lineId, kind: 'withdrawal', title: `提现至${to}`, amountCents: -x.amountCents,
      balanceCents: part(x.walletId, -x.amountCents), at: x.createdAt, orderNos: [x.withdrawNo],
    });
    if (state === 3 && x.returned) {
      lines.push({
        ...base(x.driverId, 'balance', { refundOf: lineId, note: '提现失败，资金已退回' }), lineId: `withdrawBack:${x.withdrawNo}`, kind: 'refund', title: '提现失败退回',
        amountCents: x.amountCents, balanceCents: part(x.walletId, x.amountCents), at: at ?? x.createdAt, orderNos: [x.withdrawNo],
      });
    }
  }
  return lines;
}

/** The driver's own money, every door. */
export function driverDrafts(db: Db, driverId: string, now: number): Draft[] {
  const mine = (d: string) => d === driverId;
  const own = [...payOrderLines(db, mine), ...exitLines(db, mine), ...chargingLines(db, driverId), ...refundLines(db, driverId, mine), ...walletLines(db, mine, now)];
  return withFamilyLines(db, driverId, own);
}

const GROUP_KIND: Record<string, StatementKind> = { topUp: 'topUp', refund: 'refund', withdrawal: 'withdrawal', gift: 'gift' };

/**
 * A fleet's money: every line of its plates whoever paid (a member's balance is theirs, so only the viewer's own
 * part counts as balance), and the fleet wallet's entries.
 */
export function fleetDrafts(db: Db, groupId: string, viewerId: string): Draft[] {
  const group = db.driverGroups.find((g) => g.groupId === groupId);
  const plates = new Set(group?.plateNos ?? []);
  const anyone = () => true;
  const ofPlates = [...payOrderLines(db, anyone), ...exitLines(db, anyone), ...refundLines(db, null, anyone)]
    .filter((l) => l.plateNo !== null && plates.has(l.plateNo))
    .map((l) => (l.payerId === viewerId ? l : { ...l, balanceCents: 0 }));
  const wallet = db.groupWallets.find((w) => w.groupId === groupId);
  const entries = (wallet?.entries ?? []).map((e): Draft => {
    const plateNo = [...plates].find((p) => e.title.includes(formatPlate(p))) ?? null;
    const kind: StatementKind = GROUP_KIND[e.type] ?? (e.title.startsWith('充电') ? 'charging' : 'parking');
    return {
      ...base('', 'groupWallet', { plateNo, noInvoice: kind === 'topUp' ? '充值不开票，消费时开票' : '车队钱包的支付由车队管理员统一开票' }),
      lineId: `group:${e.entryId}`, kind, title: e.title, amountCents: e.amountCents, at: e.at, orderNos: [...e.orderNos],
    };
  });
  return [...ofPlates, ...entries];
}

export function channelText(channel: StatementChannel): string {
  return CHANNEL_TEXT[channel];
}

/** A driver's name as family sharing shows it. */
const familyName = (db: Db, driverId: string) => relativeName(db.drivers, driverId);

/**
 * Family sharing (docs/rules/family.md): the member's balance payment of a sharer's bill reads 为家人代付 (who, plate,
 * what); the sharer gets a 家人代付 line of the same amount through the channel 'family', none of it from their balance.
 */
function withFamilyLines(db: Db, driverId: string, drafts: Draft[]): Draft[] {
  const paidFor = new Map(db.familyPayments.filter((p) => p.memberId === driverId).map((p) => [payLineId(p.payOrderId, p.billId), p]));
  const member = drafts.map((d) => {
    const p = paidFor.get(d.lineId);
    return p ? { ...d, plateNo: p.plateNo, title: `为家人代付 ${familyName(db, p.sharerId)} ${formatPlate(p.plateNo)} ${d.title}` } : d;
  });
  const sharer = db.familyPayments.filter((p) => p.sharerId === driverId).map((p): Draft => {
    const what = itemLine(db, p.billId);
    const who = familyName(db, p.memberId);
    return {
      ...base(p.memberId, 'family', { plateNo: p.plateNo, place: what?.place ?? null, note: `${who}从本人余额代付，未使用您的余额`, noInvoice: '由代付的家人开票' }),
      lineId: `family:${p.paymentId}`, kind: p.kind, title: `家人代付（${who}）${what ? ` ${what.title}` : ''}`, amountCents: -p.amountCents, balanceCents: 0,
      at: p.at, orderNos: [p.billId, p.payOrderId],
    };
  });
  return [...member, ...sharer];
}
