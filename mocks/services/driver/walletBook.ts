import type { WithdrawState as WireWithdrawState } from '../../../src/api/driver/wallet.types';
import type { KnownValue } from '../../../src/lib/schema';
import { WALLET_CODES } from '../../../src/api/driver/wallet.types';
import { MockFail, notFound } from '../../core/fail';
import type { Db } from '../../db';
import type { DriverRecord, WalletRecord } from '../../db/accounts';
import type { TopUpRecord, WithdrawalRecord } from '../../db/wallet';
import { expirePending } from '../charge/bills';
import { walletBalance } from './account';

/**
 * The wallet's bookkeeping, shared by top-ups, withdrawals, the movements list and the balance: which wallet is
 * whose, what part of it is gift, what may go back to which top-up, and bringing it all up to the mock's clock.
 */

const MIN = 60_000;
/** A withdrawal reaches the driver's WeChat/Alipay account 2 hours after the request. */
export const WITHDRAW_ARRIVE_AFTER_MS = 120 * MIN;
/** A withdrawal armed to fail (POST /__mock/withdrawals/fail-next) is refused by the channel after 10 minutes. */
export const WITHDRAW_FAIL_AFTER_MS = 10 * MIN;
/** Top-ups older than this cannot be sent back any more (the channels' refund window). */
export const REFUND_WINDOW_MS = 365 * 24 * 60 * MIN;
export const DEFAULT_WITHDRAW_FAIL_REASON = '原路退回被支付渠道拒绝：收款账户状态异常，资金已退回钱包';

export const CHANNEL_NAMES = { 2: '支付宝', 3: '微信支付' } as const;

export function ownWallets(db: Db, driverId: string): WalletRecord[] {
  return db.wallets.filter((w) => w.driverId === driverId);
}

export function defaultWalletOf(db: Db, driverId: string): WalletRecord | undefined {
  const mine = ownWallets(db, driverId);
  return mine.find((w) => w.isDefault) ?? mine[0];
}

/** The driver's own wallet by id (the default one without an id); a group's wallet is not theirs to move money in. */
export function ownWallet(db: Db, driver: DriverRecord, walletId: string | undefined): WalletRecord {
  const w = walletId === undefined ? defaultWalletOf(db, driver.driverId) : db.wallets.find((x) => x.walletId === walletId);
  if (w && w.driverId === driver.driverId) return w;
  if (walletId !== undefined && db.groupWallets.some((g) => g.walletId === walletId)) {
    throw new MockFail(WALLET_CODES.walletNotYours, '车队钱包由车队管理员充值和管理');
  }
  notFound(walletId === undefined ? '未开通钱包' : '钱包不存在');
}

/** The general wallet's money is the driver's balance (the one payments lower); other wallets keep their own. */
export function addToWallet(db: Db, w: WalletRecord, deltaCents: number) {
  if (w.balanceCents !== null) {
    w.balanceCents += deltaCents;
    return;
  }
  const driver = db.drivers.find((d) => d.driverId === w.driverId);
  if (driver) driver.balanceCents += deltaCents;
}

/** Gifts are spent last: the gift part only shrinks when the balance falls below it. */
export function giftHeld(db: Db, w: WalletRecord): number {
  const held = Math.max(0, Math.min(db.walletGiftHeld[w.walletId] ?? 0, walletBalance(db, w)));
  db.walletGiftHeld[w.walletId] = held;
  return held;
}

export type TopUpOrderState = 'pending' | 'paid' | 'failed' | 'closed';

export function topUpState(db: Db, t: TopUpRecord): TopUpOrderState {
  if (t.credited || t.payOrderId === null) return 'paid';
  return db.payOrders.find((o) => o.payOrderId === t.payOrderId)?.state ?? 'closed';
}

/** A withdrawal's state at this moment, and when it got there. */
export function withdrawalState(w: WithdrawalRecord, now: number): { state: KnownValue<WireWithdrawState>; at: number | null } {
  if (w.settled) return { state: w.settled.state === 'arrived' ? 2 : 3, at: w.settled.at };
  if (w.failReason !== null && now >= w.createdAt + WITHDRAW_FAIL_AFTER_MS) return { state: 3, at: w.createdAt + WITHDRAW_FAIL_AFTER_MS };
  if (w.failReason === null && now >= w.createdAt + WITHDRAW_ARRIVE_AFTER_MS) return { state: 2, at: w.createdAt + WITHDRAW_ARRIVE_AFTER_MS };
  return { state: 1, at: null };
}

/** What each top-up of the wallet can still take back, newest first (the order a withdrawal uses them in). */
export function refundableTopUps(db: Db, w: WalletRecord, now: number): { topUp: TopUpRecord; leftCents: number }[] {
  const taken = new Map<string, number>();
  for (const wd of db.walletWithdrawals) {
    if (wd.walletId !== w.walletId || withdrawalState(wd, now).state === 3) continue;
    for (const p of wd.parts) taken.set(p.topUpNo, (taken.get(p.topUpNo) ?? 0) + p.amountCents);
  }
  return db.walletTopUps
    .filter((t) => t.walletId === w.walletId && t.credited && t.paidAt !== null && now - t.paidAt <= REFUND_WINDOW_MS)
    .sort((a, b) => (b.paidAt ?? 0) - (a.paidAt ?? 0))
    .map((topUp) => ({ topUp, leftCents: topUp.amountCents - (taken.get(topUp.topUpNo) ?? 0) }))
    .filter((x) => x.leftCents > 0);
}

/** The balance less its gifts, at most what the top-ups can take back. */
export function withdrawable(db: Db, w: WalletRecord, now: number): number {
  const free = walletBalance(db, w) - giftHeld(db, w);
  const back = refundableTopUps(db, w, now).reduce((s, x) => s + x.leftCents, 0);
  return Math.max(0, Math.min(free, back));
}

/** Paid top-ups reach their wallet once, with their gift; failed withdrawals put the money back once. */
export function syncWallets(db: Db, now: number) {
  expirePending(db, now);
  // Before anything is added: payments since the last look may have eaten into the gift part.
  for (const w of db.wallets) if (db.walletGiftHeld[w.walletId] !== undefined) giftHeld(db, w);
  for (const t of db.walletTopUps) {
    if (t.credited || topUpState(db, t) !== 'paid') continue;
    const w = db.wallets.find((x) => x.walletId === t.walletId);
    if (!w) continue;
    t.credited = true;
    t.paidAt = db.payOrders.find((o) => o.payOrderId === t.payOrderId)?.settledAt ?? now;
    addToWallet(db, w, t.amountCents);
    if (t.giftCents > 0) {
      db.walletGifts.push({
        giftId: db.seq.next('GF'), driverId: t.driverId, walletId: w.walletId, amountCents: t.giftCents, reason: '充值赠送', topUpNo: t.topUpNo, createdAt: t.paidAt,
      });
      addToWallet(db, w, t.giftCents);
      db.walletGiftHeld[w.walletId] = (db.walletGiftHeld[w.walletId] ?? 0) + t.giftCents;
    }
  }
  for (const wd of db.walletWithdrawals) {
    if (wd.returned || withdrawalState(wd, now).state !== 3) continue;
    const w = db.wallets.find((x) => x.walletId === wd.walletId);
    wd.returned = true;
    if (w) addToWallet(db, w, wd.amountCents);
  }
}
