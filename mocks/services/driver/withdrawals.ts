import type { WithdrawCodeSent, Withdrawal, WithdrawPreview, WithdrawQuote } from '../../../src/api/driver/wallet.types';
import { WALLET_CODES } from '../../../src/api/driver/wallet.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { DriverRecord, WalletRecord } from '../../db/accounts';
import type { WithdrawalRecord, WithdrawPartRecord } from '../../db/wallet';
import { yuan } from '../charge/bills';
import { CODE_TOO_OFTEN, maskPhone, requireVerifyCode, walletBalance } from './account';
import {
  CHANNEL_NAMES, DEFAULT_WITHDRAW_FAIL_REASON, giftHeld, ownWallet, refundableTopUps, syncWallets, withdrawable, withdrawalState,
  WITHDRAW_ARRIVE_AFTER_MS,
} from './walletBook';

const MIN_CENTS = 100;
const MAX_CENTS = 50000;
const DAILY_COUNT = 3;
const RESEND_MS = 60_000;
const CODE_TTL_S = 300;
const FEE_RULE = '每月首笔提现免手续费，之后按提现金额的0.6%收取（最低0.10元），从到账金额中扣除';
const ARRIVAL_RULE = '原路退回至充值时的微信或支付宝账户，提交后预计2小时内到账';
const STATE_TEXT = { 1: '处理中', 2: '已到账', 3: '失败' } as const;

const month = (ms: number) => wireTime(ms, 'YYYY-MM');
const day = (ms: number) => wireTime(ms, 'YYYY-MM-DD');

function mineOf(db: Db, w: WalletRecord): WithdrawalRecord[] {
  return db.walletWithdrawals.filter((x) => x.walletId === w.walletId);
}

/** The first withdrawal of a Beijing month is free; later ones pay 0.6 %, rounded up to the cent, at least 0.10元. */
function feeFor(db: Db, w: WalletRecord, amountCents: number, now: number): number {
  const paidBefore = mineOf(db, w).some((x) => month(x.createdAt) === month(now) && withdrawalState(x, now).state !== 3);
  return paidBefore ? Math.max(10, Math.floor((amountCents * 6 + 999) / 1000)) : 0;
}

/** The newest top-ups take the money back first; the fee comes off what arrives at the first of them. */
function partsFor(db: Db, w: WalletRecord, amountCents: number, feeCents: number, now: number): WithdrawPartRecord[] {
  const parts: WithdrawPartRecord[] = [];
  let left = amountCents;
  let fee = feeCents;
  for (const { topUp, leftCents } of refundableTopUps(db, w, now)) {
    if (left === 0) break;
    const take = Math.min(left, leftCents);
    const off = Math.min(fee, take);
    parts.push({ topUpNo: topUp.topUpNo, payChannel: topUp.payChannel, amountCents: take, arrivalCents: take - off });
    left -= take;
    fee -= off;
  }
  return parts;
}

function usedToday(db: Db, w: WalletRecord, now: number): number {
  return mineOf(db, w).filter((x) => day(x.createdAt) === day(now)).length;
}

/** The amount asked for, or the refusal a screen shows next to it. */
function checkAmount(db: Db, w: WalletRecord, raw: unknown, now: number): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0) badRequest('提现金额须为以分为单位的正整数');
  const can = withdrawable(db, w, now);
  if (can === 0) throw new MockFail(WALLET_CODES.nothingToWithdraw, '暂无可提现金额：只有充值所得可原路提现，赠送金额不可提现');
  if (n < MIN_CENTS) throw new MockFail(WALLET_CODES.amountOutOfRange, `单笔提现金额不能低于${yuan(MIN_CENTS)}元`);
  if (n > MAX_CENTS) throw new MockFail(WALLET_CODES.amountOutOfRange, `单笔提现金额不能超过${yuan(MAX_CENTS)}元`);
  if (n > can) {
    const gift = giftHeld(db, w);
    throw new MockFail(WALLET_CODES.overWithdrawable, `当前最多可提现${yuan(can)}元${gift ? `（赠送金额${yuan(gift)}元不可提现）` : ''}`);
  }
  if (usedToday(db, w, now) >= DAILY_COUNT) throw new MockFail(WALLET_CODES.dailyLimit, `每天最多提现${DAILY_COUNT}次，请明天再试`);
  return n;
}

function quoteOf(db: Db, w: WalletRecord, amountCents: number, now: number): WithdrawQuote {
  const feeCents = feeFor(db, w, amountCents, now);
  return {
    amountCents, feeCents, arrivalCents: amountCents - feeCents,
    parts: partsFor(db, w, amountCents, feeCents, now).map((p) => ({ ...p, channelName: CHANNEL_NAMES[p.payChannel] })),
    expectedArrivalTime: wireTime(now + WITHDRAW_ARRIVE_AFTER_MS),
  };
}

export function withdrawalView(x: WithdrawalRecord, now: number): Withdrawal {
  const { state, at } = withdrawalState(x, now);
  return {
    withdrawNo: x.withdrawNo, walletId: x.walletId, state, stateText: STATE_TEXT[state], amountCents: x.amountCents, feeCents: x.feeCents,
    arrivalCents: x.amountCents - x.feeCents, parts: x.parts.map((p) => ({ ...p, channelName: CHANNEL_NAMES[p.payChannel] })),
    createTime: wireTime(x.createdAt), expectedArrivalTime: wireTime(x.createdAt + WITHDRAW_ARRIVE_AFTER_MS),
    finishTime: at === null ? null : wireTime(at), failReason: state === 3 ? x.failReason ?? DEFAULT_WITHDRAW_FAIL_REASON : null,
  };
}

function walletOf(ctx: MockContext, driver: DriverRecord): WalletRecord {
  syncWallets(ctx.db, ctx.now());
  return ownWallet(ctx.db, driver, optStr(ctx.req.input, 'walletId'));
}

function preview(ctx: MockContext): WithdrawPreview {
  const { db } = ctx;
  const now = ctx.now();
  const w = walletOf(ctx, ctx.requireDriver());
  const can = withdrawable(db, w, now);
  const asked = ctx.req.input.amountCents;
  return {
    walletId: w.walletId, balanceCents: walletBalance(db, w), withdrawableCents: can, giftCents: giftHeld(db, w), minCents: MIN_CENTS,
    maxCents: Math.min(can, MAX_CENTS), dailyCount: DAILY_COUNT, usedToday: usedToday(db, w, now), feeRule: FEE_RULE, arrivalRule: ARRIVAL_RULE,
    quote: asked === undefined || asked === '' ? null : quoteOf(db, w, checkAmount(db, w, asked, now), now),
  };
}

function sendCode(ctx: MockContext): WithdrawCodeSent {
  const { db } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const last = db.verifyCodesSent.filter((s) => s.phone === driver.phone).at(-1);
  if (last && now - last.sentAt < RESEND_MS) {
    throw new MockFail(CODE_TOO_OFTEN, `验证码发送过于频繁，请${Math.ceil((RESEND_MS - (now - last.sentAt)) / 1000)}秒后再试`);
  }
  db.verifyCodesSent.push({ phone: driver.phone, type: 7, sentAt: now });
  return { phone: maskPhone(driver.phone), expiresIn: CODE_TTL_S, resendAfter: RESEND_MS / 1000 };
}

/** The money leaves the wallet now; it arrives (or comes back) with the clock. */
function withdraw(ctx: MockContext): Withdrawal {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const w = walletOf(ctx, driver);
  const amountCents = checkAmount(db, w, req.input.amountCents, now);
  requireVerifyCode(req.input);
  const feeCents = feeFor(db, w, amountCents, now);
  const x: WithdrawalRecord = {
    withdrawNo: db.seq.next('WD'), driverId: driver.driverId, walletId: w.walletId, amountCents, feeCents,
    parts: partsFor(db, w, amountCents, feeCents, now), createdAt: now, failReason: db.walletFaults.failNextWithdrawal, settled: null, returned: false,
  };
  db.walletFaults.failNextWithdrawal = null;
  db.walletWithdrawals.push(x);
  if (w.balanceCents === null) driver.balanceCents -= amountCents;
  else w.balanceCents -= amountCents;
  return withdrawalView(x, now);
}

/** Withdrawing (提现) back to the channels of the driver's own top-ups, and the control calls that fail or settle one. */
export function registerWithdrawRoutes(r: MockRouter) {
  r.get('/driver/v2/api/wallet/withdrawals/preview', preview);
  r.post('/driver/v2/api/wallet/withdrawals/verifyCode', sendCode);
  r.post('/driver/v2/api/wallet/withdrawals', withdraw);

  r.get('/driver/v2/api/wallet/withdrawals/{withdrawNo}', (ctx) => {
    const driver = ctx.requireDriver();
    syncWallets(ctx.db, ctx.now());
    const x = ctx.db.walletWithdrawals.find((w) => w.withdrawNo === ctx.req.params.withdrawNo && w.driverId === driver.driverId);
    if (!x) notFound('提现记录不存在');
    return withdrawalView(x, ctx.now());
  });

  r.post('/__mock/withdrawals/fail-next', ({ db, req }) => {
    db.walletFaults.failNextWithdrawal = optStr(req.input, 'reason') ?? DEFAULT_WITHDRAW_FAIL_REASON;
    return { failNextWithdrawal: db.walletFaults.failNextWithdrawal };
  });

  // The channel's answer, now: a withdrawal still in process arrives or is refused (its money then comes back).
  r.post('/__mock/withdrawals/{withdrawNo}', ({ db, req, now }) => {
    const x = db.walletWithdrawals.find((w) => w.withdrawNo === req.params.withdrawNo);
    if (!x) notFound('提现记录不存在');
    const state = oneOf(req.input, 'state', '提现结果', ['arrived', 'failed'] as const);
    if (withdrawalState(x, now()).state !== 1) throw new MockFail('409', '该提现已处理完毕，不能再更改');
    x.settled = { state, at: now() };
    if (state === 'failed') x.failReason = optStr(req.input, 'reason') ?? x.failReason ?? DEFAULT_WITHDRAW_FAIL_REASON;
    syncWallets(db, now());
    return withdrawalView(x, now());
  });
}
