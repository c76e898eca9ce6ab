import * as v from 'valibot';
import { PayOrder } from '../charge/types';
import { cents, entriesOf, int, known, wireTime } from '../../lib/schema';
import { paged } from '../../lib/wire';

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

/** The channels a top-up is paid with: 3 WeChat, 2 Alipay (never 6, the balance). */
export const TopUpPayChannel = v.picklist([2, 3]);
export type TopUpPayChannel = v.InferOutput<typeof TopUpPayChannel>;

/** A preset amount of the top-up page, with the gift it brings (0 for none). */
export const TopUpPreset = v.object({
  amountCents: cents,
  giftCents: cents,
});
export type TopUpPreset = v.InferOutput<typeof TopUpPreset>;

/** From this amount up, a top-up brings this gift (the largest tier reached applies). */
export const TopUpGiftTier = v.object({
  minCents: cents,
  giftCents: cents,
});
export type TopUpGiftTier = v.InferOutput<typeof TopUpGiftTier>;

export const TopUpChannel = v.object({
  payChannel: TopUpPayChannel,
  name: v.string(),
});
export type TopUpChannel = v.InferOutput<typeof TopUpChannel>;

/** GET /driver/v2/api/wallet/topUpRules?walletId: the limits and channels of the top-up page, from the server. */
export const TopUpRules = v.object({
  walletId: v.string(),
  walletName: v.string(),
  minCents: cents,
  maxCents: cents,
  presets: v.array(TopUpPreset),
  giftTiers: v.array(TopUpGiftTier),
  /** The channels this client type may pay a top-up with (never the balance). */
  channels: v.array(TopUpChannel),
  defaultChannel: TopUpPayChannel,
  /** Plain words under the amounts, e.g. '赠送金额不可提现'. */
  notice: v.string(),
});
export type TopUpRules = v.InferOutput<typeof TopUpRules>;

/** GET /driver/v2/api/wallet/topUpRules: which wallet's rules (the default wallet when absent). */
export const TopUpRulesParams = v.object({ walletId: v.optional(v.string()) });
export type TopUpRulesParams = v.InferOutput<typeof TopUpRulesParams>;

/** POST /driver/v2/api/wallet/topUps: made by the payment saga (kind 'walletTopUp'), not by a screen directly. */
export const CreateTopUpBody = v.object({
  amountCents: cents,
  payChannel: TopUpPayChannel,
  /** The wallet to top up; the default wallet when absent. */
  walletId: v.optional(v.string()),
  /** Same-origin path the stand-in cashier returns to (plain browsers); the provider appends payOrderId. */
  returnUrl: v.optional(v.string()),
});
export type CreateTopUpBody = v.InferOutput<typeof CreateTopUpBody>;

/** 1 waiting for the payment, 2 paid and in the wallet, 3 the payment failed, 4 closed unpaid (cancelled, timed out). */
export const TopUpState = known([1, 2, 3, 4]);
export type TopUpState = v.InferOutput<typeof TopUpState>;

/**
 * GET /driver/v2/api/wallet/topUps/{id}, id being the topUpNo or the payOrderId the cashier returns with: the
 * result page's truth.
 */
export const TopUpResult = v.object({
  topUpNo: v.string(),
  payOrderId: v.nullable(v.string()),
  state: TopUpState,
  /** '待支付', '充值成功', '支付失败', '已关闭' */
  stateText: v.string(),
  walletId: v.string(),
  walletName: v.string(),
  amountCents: cents,
  giftCents: cents,
  payChannel: TopUpPayChannel,
  createTime: wireTime,
  payTime: v.nullable(wireTime),
  /** The wallet's balance now (after this top-up once state is 2). */
  balanceCents: cents,
});
export type TopUpResult = v.InferOutput<typeof TopUpResult>;

/** One account a withdrawal goes back to: the channel of a top-up, with what arrives there. */
export const WithdrawPart = v.object({
  payChannel: TopUpPayChannel,
  /** '微信支付', '支付宝' */
  channelName: v.string(),
  /** The top-up the money goes back through. */
  topUpNo: v.string(),
  /** Taken from the balance for this account. */
  amountCents: cents,
  /** What arrives there (the fee, if any, comes off the first part). */
  arrivalCents: cents,
});
export type WithdrawPart = v.InferOutput<typeof WithdrawPart>;

export const WithdrawQuote = v.object({
  amountCents: cents,
  feeCents: cents,
  arrivalCents: cents,
  parts: v.array(WithdrawPart),
  expectedArrivalTime: wireTime,
});
export type WithdrawQuote = v.InferOutput<typeof WithdrawQuote>;

/**
 * GET /driver/v2/api/wallet/withdrawals/preview?walletId&amountCents: the limits always; with an amount, its fee,
 * where it goes and when it arrives. An amount outside the limits is refused with the WALLET_CODES message.
 */
export const WithdrawPreview = v.object({
  walletId: v.string(),
  balanceCents: cents,
  /** What may be withdrawn now: the balance less gifts, at most what top-ups can take back. */
  withdrawableCents: cents,
  /** The gift part of the balance (spendable, never withdrawn). */
  giftCents: cents,
  minCents: cents,
  /** The largest single withdrawal now: min(withdrawable, the per-withdrawal cap). */
  maxCents: cents,
  dailyCount: int,
  usedToday: int,
  /** '每月首笔提现免手续费，之后按提现金额的0.6%收取，最低0.10元' */
  feeRule: v.string(),
  /** '提交后预计2小时内原路退回' */
  arrivalRule: v.string(),
  /** Present when amountCents was asked about. */
  quote: v.nullable(WithdrawQuote),
});
export type WithdrawPreview = v.InferOutput<typeof WithdrawPreview>;

export const WithdrawPreviewParams = v.object({
  walletId: v.optional(v.string()),
  amountCents: v.optional(cents),
});
export type WithdrawPreviewParams = v.InferOutput<typeof WithdrawPreviewParams>;

/** POST /driver/v2/api/wallet/withdrawals/verifyCode: a code to the driver's own phone (one a minute). */
export const WithdrawCodeSent = v.object({
  /** '138****8000' */
  phone: v.string(),
  expiresIn: int,
  resendAfter: int,
});
export type WithdrawCodeSent = v.InferOutput<typeof WithdrawCodeSent>;

/** POST /driver/v2/api/wallet/withdrawals/verifyCode: the body is empty (the code goes to the driver's own phone). */
export const WithdrawCodeBody = v.object({});
export type WithdrawCodeBody = v.InferOutput<typeof WithdrawCodeBody>;

/** POST /driver/v2/api/wallet/withdrawals */
export const WithdrawBody = v.object({
  amountCents: cents,
  verifyCode: v.string(),
  walletId: v.optional(v.string()),
});
export type WithdrawBody = v.InferOutput<typeof WithdrawBody>;

/** 1 处理中, 2 已到账, 3 失败 (the money is back in the wallet). */
export const WithdrawState = known([1, 2, 3]);
export type WithdrawState = v.InferOutput<typeof WithdrawState>;

/** A withdrawal, as the result page and the detail show it (GET /driver/v2/api/wallet/withdrawals/{withdrawNo}). */
export const Withdrawal = v.object({
  withdrawNo: v.string(),
  walletId: v.string(),
  state: WithdrawState,
  stateText: v.string(),
  amountCents: cents,
  feeCents: cents,
  arrivalCents: cents,
  parts: v.array(WithdrawPart),
  createTime: wireTime,
  expectedArrivalTime: wireTime,
  /** When it arrived (state 2) or failed (state 3). */
  finishTime: v.nullable(wireTime),
  failReason: v.nullable(v.string()),
});
export type Withdrawal = v.InferOutput<typeof Withdrawal>;

export const MOVEMENT_TYPES = ['topUp', 'payment', 'refund', 'withdrawal', 'gift'] as const;
/** 充值, 消费, 退款, 提现, 赠送 */
export const MovementType = known(MOVEMENT_TYPES);
export type MovementType = v.InferOutput<typeof MovementType>;

/**
 * What a movement's order is, so the detail can link to it: 'appeal' is a charging bill's appeal, 'occupyAppeal' an
 * idle fee's (each has its own page).
 */
export const MovementOrderKind = known(['topUp', 'parking', 'charging', 'occupy', 'withdrawal', 'appeal', 'occupyAppeal', 'gift', 'group', 'other']);
export type MovementOrderKind = v.InferOutput<typeof MovementOrderKind>;

/** 1 done, 2 in progress (a withdrawal on its way), 3 failed (a withdrawal that came back). */
export const MovementState = known([1, 2, 3]);
export type MovementState = v.InferOutput<typeof MovementState>;

/** One movement of money in or out of a wallet. */
export const WalletMovement = v.object({
  movementId: v.string(),
  walletId: v.string(),
  type: MovementType,
  typeText: v.string(),
  /** '微信充值', '停车费 京A·12345 王府井百货地下停车场', '提现至微信支付', '充值赠送' */
  title: v.string(),
  /** Signed: money in is positive, out negative. */
  amountCents: cents,
  state: MovementState,
  /** '成功', '处理中', '已到账', '失败' */
  stateText: v.string(),
  time: wireTime,
  orderKind: MovementOrderKind,
  /** The orders it is about: bills (uniqueId / orderNo), the top-up, the withdrawal, the appeal. */
  orderNos: v.array(v.string()),
  /** The pay order in the charge service's registry, when there is one. */
  payOrderId: v.nullable(v.string()),
});
export type WalletMovement = v.InferOutput<typeof WalletMovement>;

/** GET /driver/v2/api/wallet/movements without the page: the filter. */
export const WalletMovementsFilter = v.object({
  /** The default wallet when absent; a group's wallet id shows that wallet's movements. */
  walletId: v.optional(v.string()),
  type: v.optional(v.picklist(MOVEMENT_TYPES)),
  /** 'YYYY-MM', a Beijing month. */
  month: v.optional(v.string()),
});
export type WalletMovementsFilter = v.InferOutput<typeof WalletMovementsFilter>;

export const WalletMovementsParams = v.object({
  ...entriesOf(WalletMovementsFilter),
  pageNo: int,
  pageSize: int,
});
export type WalletMovementsParams = v.InferOutput<typeof WalletMovementsParams>;

/** A page of movements, newest first, with the filter's totals (not just the page's). */
export const WalletMovementPage = v.object({
  ...entriesOf(paged(WalletMovement)),
  incomeCents: cents,
  expenseCents: cents,
});
export type WalletMovementPage = v.InferOutput<typeof WalletMovementPage>;

/** The answer of POST wallet/topUps: the charge service's PayOrder (so the payment saga drives it) and the top-up. */
export const TopUpOrder = v.object({
  ...entriesOf(PayOrder),
  topUpNo: v.string(),
  giftCents: cents,
});
export type TopUpOrder = v.InferOutput<typeof TopUpOrder>;
