import type { TopUpGiftTier, TopUpOrder, TopUpResult, TopUpRules, TopUpState } from '../../../src/api/driver/wallet.types';
import { WALLET_CODES } from '../../../src/api/driver/wallet.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { optStr } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import type { WalletRecord } from '../../db/accounts';
import type { PayOrderRecord } from '../../db/parking';
import type { TopUpRecord } from '../../db/wallet';
import { closePayOrder, pendingOrderFor, yuan } from '../charge/bills';
import { safeReturnPath, viewOf } from '../charge/payments';
import { clientChannels, PAY_CHANNEL_NAMES } from '../pay';
import { walletBalance } from './account';
import { CHANNEL_NAMES, ownWallet, syncWallets, topUpState } from './walletBook';

const MIN_CENTS = 1000;
const MAX_CENTS = 100000;
const PRESETS = [5000, 10000, 20000, 50000];
/** Only the general wallet has a promotion: 充200送10, 充500送30. */
const GIFT_TIERS: TopUpGiftTier[] = [{ minCents: 20000, giftCents: 1000 }, { minCents: 50000, giftCents: 3000 }];

const STATE: Record<ReturnType<typeof topUpState>, { state: TopUpState; text: string }> = {
  pending: { state: 1, text: '待支付' },
  paid: { state: 2, text: '充值成功' },
  failed: { state: 3, text: '支付失败' },
  closed: { state: 4, text: '已关闭' },
};

function tiersOf(w: WalletRecord): TopUpGiftTier[] {
  return w.walletType === 1 ? GIFT_TIERS : [];
}

function giftFor(w: WalletRecord, amountCents: number): number {
  return tiersOf(w).filter((t) => amountCents >= t.minCents).reduce((g, t) => Math.max(g, t.giftCents), 0);
}

/** The channels this client may top up with: its own, never the balance. */
function topUpChannels(ctx: MockContext): (2 | 3)[] {
  return clientChannels(ctx.req).filter((c): c is 2 | 3 => c !== 6);
}

function rulesOf(ctx: MockContext, w: WalletRecord): TopUpRules {
  const channels = topUpChannels(ctx);
  return {
    walletId: w.walletId, walletName: w.walletName, minCents: MIN_CENTS, maxCents: MAX_CENTS,
    presets: PRESETS.map((amountCents) => ({ amountCents, giftCents: giftFor(w, amountCents) })),
    giftTiers: tiersOf(w), channels: channels.map((payChannel) => ({ payChannel, name: PAY_CHANNEL_NAMES[payChannel] })),
    defaultChannel: channels[0] ?? 3,
    notice: tiersOf(w).length ? '充值金额可原路提现；赠送金额可用于消费，不可提现' : '充值金额可原路提现',
  };
}

function resultOf(ctx: MockContext, t: TopUpRecord): TopUpResult {
  const { db } = ctx;
  const s = STATE[topUpState(db, t)];
  const w = db.wallets.find((x) => x.walletId === t.walletId);
  return {
    topUpNo: t.topUpNo, payOrderId: t.payOrderId, state: s.state, stateText: s.text, walletId: t.walletId, walletName: w?.walletName ?? '',
    amountCents: t.amountCents, giftCents: t.giftCents, payChannel: t.payChannel, createTime: wireTime(t.createdAt),
    payTime: t.paidAt === null ? null : wireTime(t.paidAt), balanceCents: w ? walletBalance(db, w) : 0,
  };
}

function amountOf(raw: unknown): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n)) badRequest('充值金额须为以分为单位的整数');
  if (n < MIN_CENTS || n > MAX_CENTS) throw new MockFail(WALLET_CODES.amountOutOfRange, `单笔充值金额须在${yuan(MIN_CENTS)}元至${yuan(MAX_CENTS)}元之间`);
  return n;
}

function create(ctx: MockContext): TopUpOrder {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  syncWallets(db, now);
  const w = ownWallet(db, driver, optStr(req.input, 'walletId'));
  const amountCents = amountOf(req.input.amountCents);
  const rawChannel = Number(req.input.payChannel);
  if (rawChannel === 6) badRequest('余额不能为钱包充值，请选择微信支付或支付宝');
  if (rawChannel !== 2 && rawChannel !== 3) badRequest('支付方式不正确');
  const channel: 2 | 3 = rawChannel;
  if (!topUpChannels(ctx).includes(channel)) throw new MockFail(WALLET_CODES.channelNotAllowed, `当前客户端不支持${CHANNEL_NAMES[channel]}充值`);
  const rawBack = optStr(req.input, 'returnUrl');
  const back = rawBack === undefined ? null : safeReturnPath(rawBack, req.origin);
  if (rawBack !== undefined && back === null) badRequest('返回地址不合法');
  // One top-up in flight: the same one again (a second tap, a reload) gets its order back; another replaces it,
  // and the old order is closed so it can no longer be paid.
  for (const t of db.walletTopUps.filter((x) => x.driverId === driver.driverId && !x.credited)) {
    const inFlight = pendingOrderFor(db, t.topUpNo, now);
    if (!inFlight) continue;
    if (t.walletId === w.walletId && t.amountCents === amountCents && t.payChannel === channel) return { ...viewOf(ctx, inFlight, back), topUpNo: t.topUpNo, giftCents: t.giftCents };
    closePayOrder(db, inFlight, 'closed', now);
  }
  const topUpNo = db.seq.next('TU');
  const order: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: driver.driverId, items: [{ uniqueId: topUpNo, feeCents: amountCents }], payChannel: channel,
    originalCents: amountCents, discountCents: 0, amountCents, couponId: null, collectorCode: null, lane: null, state: 'pending', createdAt: now, settledAt: null,
  };
  const giftCents = giftFor(w, amountCents);
  db.payOrders.push(order);
  db.walletTopUps.push({
    topUpNo, driverId: driver.driverId, walletId: w.walletId, amountCents, giftCents, payChannel: channel, payOrderId: order.payOrderId,
    createdAt: now, paidAt: null, credited: false,
  });
  return { ...viewOf(ctx, order, back), topUpNo, giftCents };
}

/** Topping up a wallet through the charge service's pay-order registry (settled by the provider, or the control API). */
export function registerTopUpRoutes(r: MockRouter) {
  r.get('/driver/v2/api/wallet/topUpRules', (ctx) => {
    const driver = ctx.requireDriver();
    return rulesOf(ctx, ownWallet(ctx.db, driver, optStr(ctx.req.input, 'walletId')));
  });

  r.post('/driver/v2/api/wallet/topUps', create);

  // The result page asks by topUpNo, or by the payOrderId the cashier came back with.
  r.get('/driver/v2/api/wallet/topUps/{id}', (ctx) => {
    const driver = ctx.requireDriver();
    syncWallets(ctx.db, ctx.now());
    const id = ctx.req.params.id ?? '';
    const t = ctx.db.walletTopUps.find((x) => x.driverId === driver.driverId && (x.topUpNo === id || x.payOrderId === id));
    if (!t) notFound('充值记录不存在');
    return resultOf(ctx, t);
  });
}
