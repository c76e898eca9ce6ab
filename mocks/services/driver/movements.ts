import type {
  MovementOrderKind as WireOrderKind, MovementState as WireState, MovementType as WireType, WalletMovement, WalletMovementPage,
} from '../../../src/api/driver/wallet.types';
import type { KnownValue } from '../../../src/lib/schema';
import { MOVEMENT_TYPES } from '../../../src/api/driver/wallet.types';
import { badRequest, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, page, paginate } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { WalletRecord } from '../../db/accounts';
import type { GroupWalletRecord } from '../../db/wallet';
import { familyName } from '../../db/family';
import { formatPlate, parkInfo } from '../charge/bills';
import { appealRefunds, arrivedDuplicateRefunds, orderRefunds, sessionCharges, sessionIdleFees } from './statement/sources';
import { CHANNEL_NAMES, ownWallet, syncWallets, withdrawalState } from './walletBook';

/**
 * Every movement of a wallet, newest first. Payments from the balance and refunds into it are read from the domains
 * that made them (balance pay orders of the charge service's registry, charging bills and idle fees the session
 * settled from the balance, appeals refunded to it); top-ups, gifts and withdrawals from the wallet's own tables.
 */

/** The types, order kinds and states the mock writes (it never answers UNKNOWN). */
type MovementType = KnownValue<WireType>;
type MovementOrderKind = KnownValue<WireOrderKind>;

const TYPE_TEXT: Record<MovementType, string> = { topUp: '充值', payment: '消费', refund: '退款', withdrawal: '提现', gift: '赠送' };
const BEIJING_MS = 8 * 3600_000;

/** A movement before it is written out: its time stays a number for sorting and the month filter. */
type Row = Omit<WalletMovement, 'time' | 'typeText' | 'walletId' | 'type' | 'orderKind' | 'state'> & {
  type: MovementType;
  orderKind: MovementOrderKind;
  state: KnownValue<WireState>;
  at: number;
};

function stationName(db: Db, stationId: string): string {
  return db.stations.find((s) => s.stationId === stationId)?.stationName ?? '未知充电站';
}

/** What a paid item is, for the line's title and link. */
function describe(db: Db, id: string): { kind: MovementOrderKind; title: string } {
  const bill = db.parkOrders.find((b) => b.uniqueId === id);
  if (bill) return { kind: 'parking', title: `停车费 ${formatPlate(bill.plateNo)} ${parkInfo(db, bill.parkId).parkName}` };
  const charge = db.chargingOrders.find((o) => o.orderNo === id);
  if (charge) return { kind: 'charging', title: `充电费 ${stationName(db, charge.stationId)}` };
  const idle = db.occupyOrders.find((o) => o.occupyOrderNo === id);
  if (idle) return { kind: 'occupy', title: `占位费 ${stationName(db, idle.stationId)}` };
  return { kind: 'other', title: '余额支付' };
}

/** The general wallet's money is the balance: what the other domains took from it or gave back to it. */
function balanceRows(db: Db, driverId: string): Row[] {
  const rows: Row[] = [];
  for (const p of db.payOrders) {
    if (p.driverId !== driverId || p.payChannel !== 6 || p.state !== 'paid') continue;
    const first = describe(db, p.items[0]?.uniqueId ?? '');
    const forFamily = db.familyPayments.find((f) => f.payOrderId === p.payOrderId);
    const title = forFamily
      ? `为家人代付 ${familyName(db.drivers, forFamily.sharerId)} ${first.title}`
      : p.items.length > 1 ? `${first.title.split(' ')[0]} 共${p.items.length}笔` : first.title;
    rows.push({
      movementId: `pay:${p.payOrderId}`, type: 'payment', title, amountCents: -p.amountCents, state: 1, stateText: '成功',
      at: p.settledAt ?? p.createdAt, orderKind: first.kind, orderNos: p.items.map((i) => i.uniqueId), payOrderId: p.payOrderId,
    });
  }
  // Sessions settle their bill from the balance themselves (no pay order), unless a card or a prepay paid it.
  for (const { order: o, netCents, payMode, at } of sessionCharges(db, driverId)) {
    if (payMode !== 'balance') continue;
    rows.push({
      movementId: `charge:${o.orderNo}`, type: 'payment', title: `充电费 ${stationName(db, o.stationId)}`, amountCents: -netCents, state: 1,
      stateText: '成功', at, orderKind: 'charging', orderNos: [o.orderNo], payOrderId: null,
    });
  }
  for (const f of sessionIdleFees(db, driverId)) {
    rows.push({
      movementId: `idle:${f.occupyOrderNo}`, type: 'payment', title: `占位费 ${stationName(db, f.stationId)}`, amountCents: -f.feeCents, state: 1,
      stateText: '成功', at: f.paidAt ?? 0, orderKind: 'occupy', orderNos: [f.occupyOrderNo], payOrderId: null,
    });
  }
  // A gun reserved for a fee: paid at reserving, back on cancelling; a session started in time was credited it.
  for (const h of db.gunHolds) {
    if (h.driverId !== driverId || h.feeCents <= 0) continue;
    rows.push({
      movementId: `hold:${h.holdId}`, type: 'payment', title: `充电枪预约费 ${stationName(db, h.stationId)}`, amountCents: -h.feeCents, state: 1,
      stateText: '成功', at: h.createdAt, orderKind: 'other', orderNos: [h.holdId], payOrderId: null,
    });
    if (!h.refundCents) continue;
    rows.push({
      movementId: `holdBack:${h.holdId}`, type: 'refund', title: `取消预约退款 ${stationName(db, h.stationId)}`, amountCents: h.refundCents, state: 1,
      stateText: '成功', at: h.endedAt ?? h.createdAt, orderKind: 'other', orderNos: [h.holdId], payOrderId: null,
    });
  }
  for (const a of appealRefunds(db, driverId)) {
    if (a.to !== 'balance') continue;
    const charging = a.kind === 'charging';
    rows.push({
      movementId: `appeal:${a.appealNo}`, type: 'refund', title: charging ? '充电费申诉退款' : '占位费申诉退款', amountCents: a.cents, state: 1, stateText: '成功',
      at: a.at, orderKind: charging ? 'appeal' : 'occupyAppeal', orderNos: [a.appealNo, a.orderNo], payOrderId: null,
    });
  }
  // Cancelled bookings and off-peak orders, refunded passes and second payments given back to the balance.
  for (const r of orderRefunds(db, driverId)) {
    if (r.payOrder.payChannel !== 6) continue;
    rows.push({
      movementId: r.refundId, type: 'refund', title: r.note, amountCents: r.cents, state: 1, stateText: '成功', at: r.at, orderKind: 'other',
      orderNos: [r.orderNo], payOrderId: r.payOrder.payOrderId,
    });
  }
  for (const r of arrivedDuplicateRefunds(db, driverId)) {
    if (r.channel !== 'balance') continue;
    rows.push({
      movementId: `dupBack:${r.refundId}`, type: 'refund', title: `${r.reason}，已自动退回`, amountCents: r.amountCents, state: 1, stateText: '成功',
      at: r.refundedAt ?? r.createdAt, orderKind: 'parking', orderNos: [r.uniqueId], payOrderId: null,
    });
  }
  return rows;
}

function walletRows(db: Db, w: WalletRecord, now: number): Row[] {
  const rows: Row[] = [];
  for (const t of db.walletTopUps) {
    if (t.walletId !== w.walletId || !t.credited || t.paidAt === null) continue;
    rows.push({
      movementId: `topUp:${t.topUpNo}`, type: 'topUp', title: `${t.payChannel === 3 ? '微信' : '支付宝'}充值`, amountCents: t.amountCents,
      state: 1, stateText: '成功', at: t.paidAt, orderKind: 'topUp', orderNos: [t.topUpNo], payOrderId: t.payOrderId,
    });
  }
  for (const g of db.walletGifts) {
    if (g.walletId !== w.walletId) continue;
    rows.push({
      movementId: `gift:${g.giftId}`, type: 'gift', title: g.reason, amountCents: g.amountCents, state: 1, stateText: '成功', at: g.createdAt,
      orderKind: g.topUpNo ? 'topUp' : 'gift', orderNos: [g.topUpNo ?? g.giftId], payOrderId: null,
    });
  }
  for (const x of db.walletWithdrawals) {
    if (x.walletId !== w.walletId) continue;
    const { state, at } = withdrawalState(x, now);
    const to = [...new Set(x.parts.map((p) => CHANNEL_NAMES[p.payChannel]))].join('、');
    rows.push({
      movementId: `withdraw:${x.withdrawNo}`, type: 'withdrawal', title: `提现至${to}`, amountCents: -x.amountCents, state: state === 2 ? 1 : state === 1 ? 2 : 3,
      stateText: { 1: '处理中', 2: '已到账', 3: '失败' }[state], at: x.createdAt, orderKind: 'withdrawal', orderNos: [x.withdrawNo], payOrderId: null,
    });
    if (state === 3 && x.returned) {
      rows.push({
        movementId: `withdrawBack:${x.withdrawNo}`, type: 'refund', title: '提现失败退回', amountCents: x.amountCents, state: 1, stateText: '成功',
        at: at ?? x.createdAt, orderKind: 'withdrawal', orderNos: [x.withdrawNo], payOrderId: null,
      });
    }
  }
  return w.balanceCents === null ? [...rows, ...balanceRows(db, w.driverId)] : rows;
}

function groupRows(g: GroupWalletRecord): Row[] {
  return g.entries.map((e) => ({
    movementId: `group:${e.entryId}`, type: e.type, title: e.title, amountCents: e.amountCents, state: 1, stateText: '成功', at: e.at,
    orderKind: 'group', orderNos: [...e.orderNos], payOrderId: null,
  }));
}

/** 'YYYY-MM' → the Beijing month's [start, end) in epoch ms. */
function monthRange(raw: string): [number, number] {
  const m = /^(\d{4})-(\d{2})$/.exec(raw);
  const mm = m ? Number(m[2]) : 0;
  if (!m || mm < 1 || mm > 12) badRequest('月份格式不正确，应为YYYY-MM');
  const year = Number(m[1]);
  return [Date.UTC(year, mm - 1, 1) - BEIJING_MS, Date.UTC(year, mm, 1) - BEIJING_MS];
}

/** The wallet asked for: one of the driver's own, or the wallet of a group the driver belongs to. */
function rowsOf(ctx: MockContext): { walletId: string; rows: Row[] } {
  const { db } = ctx;
  const driver = ctx.requireDriver();
  const walletId = optStr(ctx.req.input, 'walletId');
  const group = walletId === undefined ? undefined : db.groupWallets.find((g) => g.walletId === walletId);
  if (group) {
    const member = db.driverGroups.some((g) => g.groupId === group.groupId && g.members.some((m) => m.driverId === driver.driverId));
    if (!member) notFound('钱包不存在');
    return { walletId: group.walletId, rows: groupRows(group) };
  }
  const w = ownWallet(db, driver, walletId);
  return { walletId: w.walletId, rows: walletRows(db, w, ctx.now()) };
}

export function registerMovementRoutes(r: MockRouter) {
  r.get('/driver/v2/api/wallet/movements', (ctx) => {
    ctx.requireDriver();
    const { input } = ctx.req;
    syncWallets(ctx.db, ctx.now());
    const type = optStr(input, 'type') === undefined ? undefined : oneOf(input, 'type', '明细类型', MOVEMENT_TYPES);
    const m = optStr(input, 'month');
    const [from, to] = m ? monthRange(m) : [-Infinity, Infinity];
    const p = page(input, 20);
    const { walletId, rows } = rowsOf(ctx);
    const picked = rows.filter((x) => (!type || x.type === type) && x.at >= from && x.at < to).sort((a, b) => b.at - a.at || a.movementId.localeCompare(b.movementId));
    const list = paginate(picked, p);
    const result: WalletMovementPage = {
      ...list,
      results: list.results.map(({ at, ...x }) => ({ ...x, walletId, typeText: TYPE_TEXT[x.type], time: wireTime(at) })),
      incomeCents: picked.reduce((s, x) => s + Math.max(0, x.amountCents), 0),
      expenseCents: picked.reduce((s, x) => s + Math.max(0, -x.amountCents), 0),
    };
    return result;
  });
}
