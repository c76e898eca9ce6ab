import type { PayOrder } from '../charge/types';
import type { Cents, Paged, PayChannel } from '../../lib/wire';

/**
 * Topping up, withdrawing and the movements of a wallet, on the driver service. These calls are not in
 * endpoints.json; they are this app's design, served by mocks/services/driver/wallet*.ts. Money is cents (integers),
 * times 'YYYY-MM-DD HH:mm:ss' in Beijing time.
 *
 * The balance cannot top itself up: a top-up is paid by WeChat or Alipay through the one payment saga (its order is
 * a PayOrder of the charge service's registry, polled with payCharges/sync). The money reaches the wallet once,
 * when the server sees the order paid. A withdrawal (提现) goes back the way the money came: to the WeChat/Alipay
 * accounts of the driver's own top-ups; gifts (赠送) are spent last and never withdrawn.
 */

/** Business refusals of the wallet calls (a malformed body is a 400 with a message). */
export const WALLET_CODES = {
  /** The client type does not offer that channel (WeChat-type pays by WeChat, Alipay-type by Alipay). */
  channelNotAllowed: '0xd12502001',
  /** The amount is outside the server's limits (the message names them). */
  amountOutOfRange: '0xd12502002',
  /** A group's wallet, or another driver's: the group's administrator tops it up. */
  walletNotYours: '0xd12502003',
  /** More than may be withdrawn now (gifts and money not from a top-up stay). */
  overWithdrawable: '0xd12502010',
  /** The withdrawals a day allows were made already. */
  dailyLimit: '0xd12502011',
  /** Nothing may be withdrawn: no top-up to send it back to. */
  nothingToWithdraw: '0xd12502012',
} as const;

/** The verify code that confirms a withdrawal (mock: always 123456) was refused: the driver service's code. */
export const WITHDRAW_BAD_VERIFY_CODE = '0xd12501010';

/** A preset amount of the top-up page, with the gift it brings (0 for none). */
export interface TopUpPreset {
  amountCents: Cents;
  giftCents: Cents;
}

/** From this amount up, a top-up brings this gift (the largest tier reached applies). */
export interface TopUpGiftTier {
  minCents: Cents;
  giftCents: Cents;
}

export interface TopUpChannel {
  payChannel: Exclude<PayChannel, 6>;
  name: string;
}

/** GET /driver/v2/api/wallet/topUpRules?walletId: the limits and channels of the top-up page, from the server. */
export interface TopUpRules {
  walletId: string;
  walletName: string;
  minCents: Cents;
  maxCents: Cents;
  presets: TopUpPreset[];
  giftTiers: TopUpGiftTier[];
  /** The channels this client type may pay a top-up with (never the balance). */
  channels: TopUpChannel[];
  defaultChannel: Exclude<PayChannel, 6>;
  /** Plain words under the amounts, e.g. '赠送金额不可提现'. */
  notice: string;
}

/** POST /driver/v2/api/wallet/topUps: made by the payment saga (kind 'walletTopUp'), not by a screen directly. */
export interface CreateTopUpBody {
  amountCents: Cents;
  payChannel: Exclude<PayChannel, 6>;
  /** The wallet to top up; the default wallet when absent. */
  walletId?: string;
  /** Same-origin path the stand-in cashier returns to (plain browsers); the provider appends payOrderId. */
  returnUrl?: string;
}

/** 1 waiting for the payment, 2 paid and in the wallet, 3 the payment failed, 4 closed unpaid (cancelled, timed out). */
export type TopUpState = 1 | 2 | 3 | 4;

/**
 * GET /driver/v2/api/wallet/topUps/{id}, id being the topUpNo or the payOrderId the cashier returns with: the
 * result page's truth.
 */
export interface TopUpResult {
  topUpNo: string;
  payOrderId: string | null;
  state: TopUpState;
  /** '待支付', '充值成功', '支付失败', '已关闭' */
  stateText: string;
  walletId: string;
  walletName: string;
  amountCents: Cents;
  giftCents: Cents;
  payChannel: Exclude<PayChannel, 6>;
  createTime: string;
  payTime: string | null;
  /** The wallet's balance now (after this top-up once state is 2). */
  balanceCents: Cents;
}

/** One account a withdrawal goes back to: the channel of a top-up, with what arrives there. */
export interface WithdrawPart {
  payChannel: Exclude<PayChannel, 6>;
  /** '微信支付', '支付宝' */
  channelName: string;
  /** The top-up the money goes back through. */
  topUpNo: string;
  /** Taken from the balance for this account. */
  amountCents: Cents;
  /** What arrives there (the fee, if any, comes off the first part). */
  arrivalCents: Cents;
}

/**
 * GET /driver/v2/api/wallet/withdrawals/preview?walletId&amountCents: the limits always; with an amount, its fee,
 * where it goes and when it arrives. An amount outside the limits is refused with the WALLET_CODES message.
 */
export interface WithdrawPreview {
  walletId: string;
  balanceCents: Cents;
  /** What may be withdrawn now: the balance less gifts, at most what top-ups can take back. */
  withdrawableCents: Cents;
  /** The gift part of the balance (spendable, never withdrawn). */
  giftCents: Cents;
  minCents: Cents;
  /** The largest single withdrawal now: min(withdrawable, the per-withdrawal cap). */
  maxCents: Cents;
  dailyCount: number;
  usedToday: number;
  /** '每月首笔提现免手续费，之后按提现金额的0.6%收取，最低0.10元' */
  feeRule: string;
  /** '提交后预计2小时内原路退回' */
  arrivalRule: string;
  /** Present when amountCents was asked about. */
  quote: WithdrawQuote | null;
}

export interface WithdrawQuote {
  amountCents: Cents;
  feeCents: Cents;
  arrivalCents: Cents;
  parts: WithdrawPart[];
  expectedArrivalTime: string;
}

export interface WithdrawPreviewParams {
  walletId?: string;
  amountCents?: Cents;
}

/** POST /driver/v2/api/wallet/withdrawals/verifyCode: a code to the driver's own phone (one a minute). */
export interface WithdrawCodeSent {
  /** '138****8000' */
  phone: string;
  expiresIn: number;
  resendAfter: number;
}

/** POST /driver/v2/api/wallet/withdrawals */
export interface WithdrawBody {
  amountCents: Cents;
  verifyCode: string;
  walletId?: string;
}

/** 1 处理中, 2 已到账, 3 失败 (the money is back in the wallet). */
export type WithdrawState = 1 | 2 | 3;

/** A withdrawal, as the result page and the detail show it (GET /driver/v2/api/wallet/withdrawals/{withdrawNo}). */
export interface Withdrawal {
  withdrawNo: string;
  walletId: string;
  state: WithdrawState;
  stateText: string;
  amountCents: Cents;
  feeCents: Cents;
  arrivalCents: Cents;
  parts: WithdrawPart[];
  createTime: string;
  expectedArrivalTime: string;
  /** When it arrived (state 2) or failed (state 3). */
  finishTime: string | null;
  failReason: string | null;
}

export const MOVEMENT_TYPES = ['topUp', 'payment', 'refund', 'withdrawal', 'gift'] as const;
/** 充值, 消费, 退款, 提现, 赠送 */
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/**
 * What a movement's order is, so the detail can link to it: 'appeal' is a charging bill's appeal, 'occupyAppeal' an
 * idle fee's (each has its own page).
 */
export type MovementOrderKind = 'topUp' | 'parking' | 'charging' | 'occupy' | 'withdrawal' | 'appeal' | 'occupyAppeal' | 'gift' | 'group' | 'other';

/** 1 done, 2 in progress (a withdrawal on its way), 3 failed (a withdrawal that came back). */
export type MovementState = 1 | 2 | 3;

/** One movement of money in or out of a wallet. */
export interface WalletMovement {
  movementId: string;
  walletId: string;
  type: MovementType;
  typeText: string;
  /** '微信充值', '停车费 京A·12345 王府井百货地下停车场', '提现至微信支付', '充值赠送' */
  title: string;
  /** Signed: money in is positive, out negative. */
  amountCents: Cents;
  state: MovementState;
  /** '成功', '处理中', '已到账', '失败' */
  stateText: string;
  time: string;
  orderKind: MovementOrderKind;
  /** The orders it is about: bills (uniqueId / orderNo), the top-up, the withdrawal, the appeal. */
  orderNos: string[];
  /** The pay order in the charge service's registry, when there is one. */
  payOrderId: string | null;
}

/** GET /driver/v2/api/wallet/movements without the page: the filter. */
export interface WalletMovementsFilter {
  /** The default wallet when absent; a group's wallet id shows that wallet's movements. */
  walletId?: string;
  type?: MovementType;
  /** 'YYYY-MM', a Beijing month. */
  month?: string;
}

export interface WalletMovementsParams extends WalletMovementsFilter {
  pageNo: number;
  pageSize: number;
}

/** A page of movements, newest first, with the filter's totals (not just the page's). */
export interface WalletMovementPage extends Paged<WalletMovement> {
  incomeCents: Cents;
  expenseCents: Cents;
}

/** The answer of POST wallet/topUps: the charge service's PayOrder (so the payment saga drives it) and the top-up. */
export interface TopUpOrder extends PayOrder {
  topUpNo: string;
  giftCents: Cents;
}
