import type { MovementType as WireMovementType } from '../../src/api/driver/wallet.types';
import type { KnownValue } from '../../src/lib/schema';
import { DRIVER_A } from './ids';

/**
 * The wallet's own records: top-ups, gifts, withdrawals, the groups' wallets. Payments from the balance
 * and refunds into it are not stored here: the movements list reads them from the domains that made them
 * (db.payOrders, charging bills, appeals), so there is one truth for each.
 */

/** A top-up of one of the driver's wallets. Its money reaches the wallet once (credited) after the order is paid. */
export interface TopUpRecord {
  topUpNo: string;
  driverId: string;
  walletId: string;
  amountCents: number;
  /** The gift its tier brought, booked as a gift when credited. */
  giftCents: number;
  payChannel: 2 | 3;
  /** The order in the charge service's registry; null for seeded history (paid long ago). */
  payOrderId: string | null;
  createdAt: number;
  paidAt: number | null;
  credited: boolean;
}

/** Money given, not paid for: spendable, spent last, never withdrawn. */
export interface GiftRecord {
  giftId: string;
  driverId: string;
  walletId: string;
  amountCents: number;
  reason: string;
  /** The top-up that earned it, if any. */
  topUpNo: string | null;
  createdAt: number;
}

/** One account a withdrawal goes back to (the channel of one top-up). */
export interface WithdrawPartRecord {
  topUpNo: string;
  payChannel: 2 | 3;
  amountCents: number;
  arrivalCents: number;
}

/**
 * A withdrawal. Its state is read from the clock (arrived 2 hours after the request) unless it was armed to fail
 * (failReason: failed 10 minutes after) or settled by the control API (settledState). The money left the wallet at
 * the request; a failed one puts it back once (returned).
 */
export interface WithdrawalRecord {
  withdrawNo: string;
  driverId: string;
  walletId: string;
  amountCents: number;
  feeCents: number;
  parts: WithdrawPartRecord[];
  createdAt: number;
  failReason: string | null;
  settled: { state: 'arrived' | 'failed'; at: number } | null;
  returned: boolean;
}

/** A line of a group wallet's history (the group's own bookkeeping; members only read it). */
export interface GroupWalletEntry {
  entryId: string;
  type: KnownValue<WireMovementType>;
  amountCents: number;
  title: string;
  orderNos: string[];
  at: number;
}

/** A fleet's wallet: the administrator tops it up, the group's plates pay from it. */
export interface GroupWalletRecord {
  walletId: string;
  groupId: string;
  walletName: string;
  balanceCents: number;
  entries: GroupWalletEntry[];
}

export interface WalletTables {
  walletTopUps: TopUpRecord[];
  walletGifts: GiftRecord[];
  walletWithdrawals: WithdrawalRecord[];
  /** Per wallet, the gift part of its balance (spent last: it shrinks only when the balance falls below it). */
  walletGiftHeld: Record<string, number>;
  groupWallets: GroupWalletRecord[];
  /** Armed by POST /__mock/withdrawals/fail-next: the reason the next withdrawal fails with. */
  walletFaults: { failNextWithdrawal: string | null };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A's history: three top-ups (WeChat 100.00, WeChat 200.00 that brought 10.00, Alipay 50.00), a sign-up gift of
 * 5.00, one withdrawal of 55.38 that arrived. With the payments and the refund the other domains' seeds hold, the
 * movements add up to A's 100.00元; 15.00元 of it is gift, so 85.00元 may be withdrawn. B has nothing.
 */
export function seedWallet(now: number): WalletTables {
  const topUp = (topUpNo: string, amountCents: number, giftCents: number, payChannel: 2 | 3, ago: number): TopUpRecord => ({
    topUpNo, driverId: DRIVER_A, walletId: 'W4001', amountCents, giftCents, payChannel, payOrderId: null,
    createdAt: now - ago - 60_000, paidAt: now - ago, credited: true,
  });
  return {
    walletTopUps: [
      topUp('TU900001', 10000, 0, 3, 60 * DAY),
      topUp('TU900002', 20000, 1000, 3, 40 * DAY),
      topUp('TU900003', 5000, 0, 2, 8 * DAY),
    ],
    walletGifts: [
      { giftId: 'GF900001', driverId: DRIVER_A, walletId: 'W4001', amountCents: 500, reason: '注册有礼赠送', topUpNo: null, createdAt: now - 90 * DAY },
      { giftId: 'GF900002', driverId: DRIVER_A, walletId: 'W4001', amountCents: 1000, reason: '充值赠送', topUpNo: 'TU900002', createdAt: now - 40 * DAY },
    ],
    walletWithdrawals: [
      {
        withdrawNo: 'WD900001', driverId: DRIVER_A, walletId: 'W4001', amountCents: 5538, feeCents: 0,
        parts: [{ topUpNo: 'TU900002', payChannel: 3, amountCents: 5538, arrivalCents: 5538 }],
        createdAt: now - 35 * DAY, failReason: null, settled: null, returned: false,
      },
    ],
    walletGiftHeld: { W4001: 1500 },
    groupWallets: [
      {
        walletId: 'W4101', groupId: 'G3001', walletName: '朝阳区顺达物流车队 车队钱包', balanceCents: 186000,
        entries: [
          { entryId: 'GE900001', type: 'topUp', amountCents: 200000, title: '车队管理员充值', orderNos: ['GT900001'], at: now - 30 * DAY },
          { entryId: 'GE900002', type: 'payment', amountCents: -1400, title: '停车费 京A·12345 王府井百货地下停车场', orderNos: ['GP900001'], at: now - 7 * DAY - 3 * HOUR },
          { entryId: 'GE900003', type: 'payment', amountCents: -12600, title: '停车费 粤B·12345 东方广场停车场', orderNos: ['GP900002'], at: now - 2 * DAY - 5 * HOUR },
        ],
      },
    ],
    walletFaults: { failNextWithdrawal: null },
  };
}
