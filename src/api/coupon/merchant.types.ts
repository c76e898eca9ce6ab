import * as v from 'valibot';
import { cents, entriesOf, int, known, wireTime } from '../../lib/schema';
import { ExpectedAmount, PageParams, paged, PayChannel } from '../../lib/wire';

/**
 * Merchant management on the coupon service (/coupon/v2/api/merchant/…): a shop buys parking coupons
 * from the lot it sits on and gives them to its customers (by plate, by a one-time code, in bulk). The owner buys
 * and sees the money; a clerk gives. The server checks the caller's role on every call. Types are inferred from
 * the schemas; a state or kind an answer carries may be UNKNOWN (shown 未知).
 */

export const MerchantRole = v.picklist(['owner', 'clerk']);
export type MerchantRole = v.InferOutput<typeof MerchantRole>;

/** 满减 (an amount off the parking fee), 时长 (so many hours free), 全天 (the whole day free). */
export const MerchantCouponKind = v.picklist(['amount', 'hours', 'day']);
export type MerchantCouponKind = v.InferOutput<typeof MerchantCouponKind>;

/** Refusals of the merchant calls, each with its own code and a Chinese message. */
export const MERCHANT_CODES = {
  /** The caller is not staff of this merchant (or the merchant does not exist). */
  notStaff: '0xd07520001',
  /** A clerk tried what only the owner may do (buy, purchase records, the money). */
  ownerOnly: '0xd07520002',
  /** Not enough coupons of this type in stock. */
  outOfStock: '0xd07520003',
  /** A quantity outside the limits the lot sets for one order. */
  quantity: '0xd07520004',
  /** Giving by plate: no driver has this plate bound, so the coupon would reach nobody. */
  plateNotBound: '0xd07520005',
  /** Withdrawing: the coupon is used, expired or withdrawn already, or is being paid with right now. */
  cannotWithdraw: '0xd07520006',
  /** A plate has had as many coupons from this merchant today as a plate may. */
  plateDailyLimit: '0xd07520007',
  /** The type is no longer sold. */
  notOnSale: '0xd07520008',
  /** A clerk may withdraw only the coupons they gave. */
  notYourCoupon: '0xd07520009',
} as const;

export type MerchantRefusal = keyof typeof MERCHANT_CODES;

/** GET merchant/list: the merchants the signed-in driver works for. */
export const MerchantSummary = v.object({
  merchantId: v.string(),
  merchantName: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  address: v.string(),
  role: known(MerchantRole.options),
  /** '店主' or '店员' */
  roleText: v.string(),
});
export type MerchantSummary = v.InferOutput<typeof MerchantSummary>;

export const MerchantList = v.object({
  merchants: v.array(MerchantSummary),
  /** How a shop opens a merchant account (the empty page says it). */
  howToOpen: v.string(),
  hotline: v.string(),
});
export type MerchantList = v.InferOutput<typeof MerchantList>;

/** What the caller's role allows; the screens hide the rest (the server refuses it anyway). */
export const MerchantPermissions = v.object({
  buy: v.boolean(),
  viewMoney: v.boolean(),
  /** Withdraw any given coupon (owner), or only one's own (clerk). */
  withdrawAny: v.boolean(),
});
export type MerchantPermissions = v.InferOutput<typeof MerchantPermissions>;

/** One coupon type the lot sells to merchants, with its stock at this merchant. */
export const MerchantCouponType = v.object({
  typeId: v.string(),
  name: v.string(),
  kind: known(MerchantCouponKind.options),
  /** '满减券', '时长券', '全天券' */
  kindText: v.string(),
  /** kind 'amount': what it takes off; else 0. */
  faceValue: cents,
  /** kind 'hours': the minutes it frees; else null. */
  freeMinutes: v.nullable(int),
  /** What it takes off at most (kind 'hours'); null when uncapped. */
  maxDiscount: v.nullable(cents),
  /** Price of one coupon to the merchant; null for a clerk (the money is the owner's). */
  unitPrice: v.nullable(cents),
  /** Days a bought coupon stays in stock. */
  stockDays: int,
  /** Days a given coupon stays usable for the customer. */
  useDays: int,
  /** One order's limits. */
  minQuantity: int,
  maxQuantity: int,
  onSale: v.boolean(),
  /** Plain words: '停车费减10.00元，赠出后7天内有效，仅限王府井百货地下停车场'. */
  ruleDesc: v.string(),
});
export type MerchantCouponType = v.InferOutput<typeof MerchantCouponType>;

/** GET merchantCouponTypes?merchantId: the types on sale. */
export const MerchantCouponTypes = v.array(MerchantCouponType);
export type MerchantCouponTypes = v.InferOutput<typeof MerchantCouponTypes>;

export const MerchantStockLine = v.object({
  type: MerchantCouponType,
  /** Coupons in stock, unexpired. */
  count: int,
  /** Of those, the ones whose stock ends within 7 days. */
  expiringCount: int,
  /** When the first of them ends ('YYYY-MM-DD HH:mm:ss'), or null with none in stock. */
  nextExpiry: v.nullable(wireTime),
});
export type MerchantStockLine = v.InferOutput<typeof MerchantStockLine>;

/** GET merchant/home?merchantId */
export const MerchantHome = v.object({
  merchant: MerchantSummary,
  permissions: MerchantPermissions,
  stock: v.array(MerchantStockLine),
  totalStock: int,
  todayGiven: int,
  todayUsed: int,
  /** Stock ending within 7 days, all types. */
  expiringStock: int,
  /** This month's spend on coupons (owner only; null for a clerk). */
  monthSpent: v.nullable(cents),
});
export type MerchantHome = v.InferOutput<typeof MerchantHome>;

export const MerchantIdParams = v.object({
  merchantId: v.string(),
});
export type MerchantIdParams = v.InferOutput<typeof MerchantIdParams>;

/** POST merchant/purchases: one order of one type. The same requestId gives back the same order. */
export const CreatePurchaseBody = v.object({
  merchantId: v.string(),
  typeId: v.string(),
  quantity: int,
  requestId: v.string(),
});
export type CreatePurchaseBody = v.InferOutput<typeof CreatePurchaseBody>;

/** unpaid → paid (the coupons are in stock) | closed (not paid in time, or the payment failed). */
export const PurchaseState = v.picklist(['unpaid', 'paid', 'closed']);
export type PurchaseState = v.InferOutput<typeof PurchaseState>;

export const MerchantPurchase = v.object({
  purchaseId: v.string(),
  merchantId: v.string(),
  typeId: v.string(),
  typeName: v.string(),
  kindText: v.string(),
  quantity: int,
  unitPrice: cents,
  amount: cents,
  state: known(PurchaseState.options),
  /** '待支付', '已支付', '已关闭' */
  stateText: v.string(),
  buyerName: v.string(),
  createdAt: wireTime,
  paidAt: v.nullable(wireTime),
  payOrderId: v.nullable(v.string()),
  /** '余额', '微信支付', '支付宝' */
  payChannelText: v.nullable(v.string()),
  /** Until when the stock of this order lasts (paid orders). */
  stockUntil: v.nullable(wireTime),
  /** Unpaid orders close at this time. */
  payDeadline: v.nullable(wireTime),
});
export type MerchantPurchase = v.InferOutput<typeof MerchantPurchase>;

/** POST merchant/purchases/{purchaseId}/pay (answers the charge service's PayOrder). */
export const PayPurchaseBody = v.object({
  ...entriesOf(ExpectedAmount),
  purchaseId: v.string(),
  merchantId: v.string(),
  payChannel: PayChannel,
  returnUrl: v.optional(v.string()),
});
export type PayPurchaseBody = v.InferOutput<typeof PayPurchaseBody>;

/** What the pay call sends as its body: the purchase is in the path. */
export const PayPurchaseWireBody = v.omit(PayPurchaseBody, ['purchaseId']);
export type PayPurchaseWireBody = v.InferOutput<typeof PayPurchaseWireBody>;

export const PurchaseParams = v.object({
  ...entriesOf(MerchantIdParams),
  purchaseId: v.string(),
});
export type PurchaseParams = v.InferOutput<typeof PurchaseParams>;

export const MerchantPurchasePage = paged(MerchantPurchase);
export type MerchantPurchasePage = v.InferOutput<typeof MerchantPurchasePage>;

/** 'plate' by the plate keyboard, 'code' a one-time code the customer claimed, 'bulk' several plates at once. */
export const GiveWay = v.picklist(['plate', 'code', 'bulk']);
export type GiveWay = v.InferOutput<typeof GiveWay>;

/** POST merchant/give: one coupon of a type to each plate, all or none. The same requestId gives back the same answer. */
export const GiveCouponsBody = v.object({
  merchantId: v.string(),
  typeId: v.string(),
  plateNos: v.array(v.string()),
  requestId: v.string(),
});
export type GiveCouponsBody = v.InferOutput<typeof GiveCouponsBody>;

export const GiveCouponsResult = v.object({
  giveId: v.string(),
  given: v.array(v.object({ plateNo: v.string(), merchantCouponId: v.string() })),
  /** Stock of the type left after this give. */
  remaining: int,
});
export type GiveCouponsResult = v.InferOutput<typeof GiveCouponsResult>;

/** POST merchant/codes: a one-time code for one coupon of a type, claimed through the driver's coupon scan. */
export const IssueCodeBody = v.object({
  merchantId: v.string(),
  typeId: v.string(),
});
export type IssueCodeBody = v.InferOutput<typeof IssueCodeBody>;

/** waiting → claimed (by plateNo) | expired (or replaced by a newer code). */
export const MerchantCodeState = v.picklist(['waiting', 'claimed', 'expired']);
export type MerchantCodeState = v.InferOutput<typeof MerchantCodeState>;

export const MerchantCode = v.object({
  code: v.string(),
  typeId: v.string(),
  typeName: v.string(),
  /** The link a phone's camera opens: this app's /scanQRCode?code=…, on the app's origin. */
  claimPath: v.string(),
  issuedAt: wireTime,
  expiresAt: wireTime,
  /** Seconds of life it was issued with. */
  ttlSeconds: int,
  /** waiting → claimed (by plateNo) | expired (or replaced by a newer code). */
  state: known(MerchantCodeState.options),
  plateNo: v.nullable(v.string()),
});
export type MerchantCode = v.InferOutput<typeof MerchantCode>;

export const CodeParams = v.object({
  ...entriesOf(MerchantIdParams),
  code: v.string(),
});
export type CodeParams = v.InferOutput<typeof CodeParams>;

/** A coupon of the merchant: in stock, given (then used, expired), withdrawn, or expired in stock. */
export const MerchantCouponState = v.picklist(['stock', 'given', 'used', 'expired', 'withdrawn']);
export type MerchantCouponState = v.InferOutput<typeof MerchantCouponState>;

export const MerchantCouponItem = v.object({
  merchantCouponId: v.string(),
  typeId: v.string(),
  typeName: v.string(),
  kindText: v.string(),
  state: known(MerchantCouponState.options),
  /** '库存中', '已赠送', '已使用', '已过期', '已撤回' */
  stateText: v.string(),
  plateNo: v.nullable(v.string()),
  way: v.nullable(known(GiveWay.options)),
  /** '按车牌', '券码领取', '批量赠送' */
  wayText: v.nullable(v.string()),
  /** Who gave it (name and role). */
  givenBy: v.nullable(v.string()),
  givenAt: v.nullable(wireTime),
  /** Until when it can be used (given) or stays in stock. */
  validTo: wireTime,
  /** The time it became invalid (expired, withdrawn), for the invalid list. */
  invalidAt: v.nullable(wireTime),
  /** Given, not used, not expired, not in a payment: it may be withdrawn (by whom: permissions). */
  withdrawable: v.boolean(),
});
export type MerchantCouponItem = v.InferOutput<typeof MerchantCouponItem>;

export const MerchantCouponPage = paged(MerchantCouponItem);
export type MerchantCouponPage = v.InferOutput<typeof MerchantCouponPage>;

export const MerchantPageParams = v.object({ ...entriesOf(MerchantIdParams), ...entriesOf(PageParams) });
export type MerchantPageParams = v.InferOutput<typeof MerchantPageParams>;

/** The give records' filter: the merchant, and a plate (or part of one) when searched. */
export const GiveRecordsFilter = v.object({ ...entriesOf(MerchantIdParams), plateNo: v.optional(v.string()) });
export type GiveRecordsFilter = v.InferOutput<typeof GiveRecordsFilter>;

/** GET merchantGiveRecords on the wire: a page of the filter. */
export const GiveRecordsParams = v.object({ ...entriesOf(GiveRecordsFilter), ...entriesOf(PageParams) });
export type GiveRecordsParams = v.InferOutput<typeof GiveRecordsParams>;

export const CouponLifeEventKind = v.picklist(['bought', 'given', 'used', 'expired', 'withdrawn', 'restocked']);
export type CouponLifeEventKind = v.InferOutput<typeof CouponLifeEventKind>;

/** One step of a coupon's life, oldest first. */
export const CouponLifeEvent = v.object({
  event: known(CouponLifeEventKind.options),
  at: wireTime,
  /** '购入（订单MB100001）', '店员王芳按车牌赠送给京A12345', '在王府井百货地下停车场 B1东出口使用，抵扣10.00元' */
  text: v.string(),
});
export type CouponLifeEvent = v.InferOutput<typeof CouponLifeEvent>;

export const MerchantCouponDetail = v.object({
  ...entriesOf(MerchantCouponItem),
  purchaseId: v.string(),
  boughtAt: wireTime,
  /** Owner only. */
  unitPrice: v.nullable(cents),
  ruleDesc: v.string(),
  life: v.array(CouponLifeEvent),
});
export type MerchantCouponDetail = v.InferOutput<typeof MerchantCouponDetail>;

export const MerchantCouponParams = v.object({
  ...entriesOf(MerchantIdParams),
  merchantCouponId: v.string(),
});
export type MerchantCouponParams = v.InferOutput<typeof MerchantCouponParams>;

/** POST merchant/withdraw (the coupon is in the path; the body names the merchant). */
export const WithdrawBody = v.object({
  merchantId: v.string(),
  merchantCouponId: v.string(),
});
export type WithdrawBody = v.InferOutput<typeof WithdrawBody>;

/** GET merchant/parkingSession?merchantId&plateNo: the plate's car now, as the merchant's lot sees it. */
export const PlateParkingSession = v.object({
  plateNo: v.string(),
  /** Parked in the merchant's lot now. */
  parked: v.boolean(),
  parkName: v.string(),
  inTime: v.nullable(wireTime),
  /** Minutes since entry. */
  parkedMinutes: v.nullable(int),
  /** What is due now (before coupons). */
  fee: v.nullable(cents),
  berthNo: v.nullable(v.string()),
  /** Coupons of this merchant the plate holds unused (so the clerk does not give twice). */
  unusedFromMerchant: int,
  /** Given to this plate by this merchant today, and how many a plate may get a day. */
  givenToday: int,
  dailyLimit: int,
  /** The plate is bound by a driver, so a coupon given to it reaches someone. */
  canReceive: v.boolean(),
});
export type PlateParkingSession = v.InferOutput<typeof PlateParkingSession>;

export const PlateSessionParams = v.object({
  ...entriesOf(MerchantIdParams),
  plateNo: v.string(),
});
export type PlateSessionParams = v.InferOutput<typeof PlateSessionParams>;
