import type { Cents, ExpectedAmount, PageParams, Paged, PayChannel } from '../../lib/wire';

/**
 * Merchant management on the coupon service (/coupon/v2/api/merchant/…): a shop buys parking coupons
 * from the lot it sits on and gives them to its customers (by plate, by a one-time code, in bulk). The owner buys
 * and sees the money; a clerk gives. The server checks the caller's role on every call.
 */

export type MerchantRole = 'owner' | 'clerk';

/** 满减 (an amount off the parking fee), 时长 (so many hours free), 全天 (the whole day free). */
export type MerchantCouponKind = 'amount' | 'hours' | 'day';

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
export interface MerchantSummary {
  merchantId: string;
  merchantName: string;
  parkId: string;
  parkName: string;
  address: string;
  role: MerchantRole;
  /** '店主' or '店员' */
  roleText: string;
}

export interface MerchantList {
  merchants: MerchantSummary[];
  /** How a shop opens a merchant account (the empty page says it). */
  howToOpen: string;
  hotline: string;
}

/** What the caller's role allows; the screens hide the rest (the server refuses it anyway). */
export interface MerchantPermissions {
  buy: boolean;
  viewMoney: boolean;
  /** Withdraw any given coupon (owner), or only one's own (clerk). */
  withdrawAny: boolean;
}

/** One coupon type the lot sells to merchants, with its stock at this merchant. */
export interface MerchantCouponType {
  typeId: string;
  name: string;
  kind: MerchantCouponKind;
  /** '满减券', '时长券', '全天券' */
  kindText: string;
  /** kind 'amount': what it takes off; else 0. */
  faceValue: Cents;
  /** kind 'hours': the minutes it frees; else null. */
  freeMinutes: number | null;
  /** What it takes off at most (kind 'hours'); null when uncapped. */
  maxDiscount: Cents | null;
  /** Price of one coupon to the merchant; null for a clerk (the money is the owner's). */
  unitPrice: Cents | null;
  /** Days a bought coupon stays in stock. */
  stockDays: number;
  /** Days a given coupon stays usable for the customer. */
  useDays: number;
  /** One order's limits. */
  minQuantity: number;
  maxQuantity: number;
  onSale: boolean;
  /** Plain words: '停车费减10.00元，赠出后7天内有效，仅限王府井百货地下停车场'. */
  ruleDesc: string;
}

export interface MerchantStockLine {
  type: MerchantCouponType;
  /** Coupons in stock, unexpired. */
  count: number;
  /** Of those, the ones whose stock ends within 7 days. */
  expiringCount: number;
  /** When the first of them ends ('YYYY-MM-DD HH:mm:ss'), or null with none in stock. */
  nextExpiry: string | null;
}

/** GET merchant/home?merchantId */
export interface MerchantHome {
  merchant: MerchantSummary;
  permissions: MerchantPermissions;
  stock: MerchantStockLine[];
  totalStock: number;
  todayGiven: number;
  todayUsed: number;
  /** Stock ending within 7 days, all types. */
  expiringStock: number;
  /** This month's spend on coupons (owner only; null for a clerk). */
  monthSpent: Cents | null;
}

export interface MerchantIdParams {
  merchantId: string;
}

/** POST merchant/purchases: one order of one type. The same requestId gives back the same order. */
export interface CreatePurchaseBody {
  merchantId: string;
  typeId: string;
  quantity: number;
  requestId: string;
}

/** unpaid → paid (the coupons are in stock) | closed (not paid in time, or the payment failed). */
export type PurchaseState = 'unpaid' | 'paid' | 'closed';

export interface MerchantPurchase {
  purchaseId: string;
  merchantId: string;
  typeId: string;
  typeName: string;
  kindText: string;
  quantity: number;
  unitPrice: Cents;
  amount: Cents;
  state: PurchaseState;
  /** '待支付', '已支付', '已关闭' */
  stateText: string;
  buyerName: string;
  createdAt: string;
  paidAt: string | null;
  payOrderId: string | null;
  /** '余额', '微信支付', '支付宝' */
  payChannelText: string | null;
  /** Until when the stock of this order lasts (paid orders). */
  stockUntil: string | null;
  /** Unpaid orders close at this time. */
  payDeadline: string | null;
}

/** POST merchant/purchases/{purchaseId}/pay (answers the charge service's PayOrder). */
export interface PayPurchaseBody extends ExpectedAmount {
  purchaseId: string;
  merchantId: string;
  payChannel: PayChannel;
  returnUrl?: string;
}

export interface PurchaseParams extends MerchantIdParams {
  purchaseId: string;
}

export type MerchantPurchasePage = Paged<MerchantPurchase>;

/** 'plate' by the plate keyboard, 'code' a one-time code the customer claimed, 'bulk' several plates at once. */
export type GiveWay = 'plate' | 'code' | 'bulk';

/** POST merchant/give: one coupon of a type to each plate, all or none. The same requestId gives back the same answer. */
export interface GiveCouponsBody {
  merchantId: string;
  typeId: string;
  plateNos: string[];
  requestId: string;
}

export interface GiveCouponsResult {
  giveId: string;
  given: { plateNo: string; merchantCouponId: string }[];
  /** Stock of the type left after this give. */
  remaining: number;
}

/** POST merchant/codes: a one-time code for one coupon of a type, claimed through the driver's coupon scan. */
export interface IssueCodeBody {
  merchantId: string;
  typeId: string;
}

export interface MerchantCode {
  code: string;
  typeId: string;
  typeName: string;
  /** The link a phone's camera opens: this app's /scanQRCode?code=…, on the app's origin. */
  claimPath: string;
  issuedAt: string;
  expiresAt: string;
  /** Seconds of life it was issued with. */
  ttlSeconds: number;
  /** waiting → claimed (by plateNo) | expired (or replaced by a newer code). */
  state: 'waiting' | 'claimed' | 'expired';
  plateNo: string | null;
}

export interface CodeParams extends MerchantIdParams {
  code: string;
}

/** A coupon of the merchant: in stock, given (then used, expired), withdrawn, or expired in stock. */
export type MerchantCouponState = 'stock' | 'given' | 'used' | 'expired' | 'withdrawn';

export interface MerchantCouponItem {
  merchantCouponId: string;
  typeId: string;
  typeName: string;
  kindText: string;
  state: MerchantCouponState;
  /** '库存中', '已赠送', '已使用', '已过期', '已撤回' */
  stateText: string;
  plateNo: string | null;
  way: GiveWay | null;
  /** '按车牌', '券码领取', '批量赠送' */
  wayText: string | null;
  /** Who gave it (name and role). */
  givenBy: string | null;
  givenAt: string | null;
  /** Until when it can be used (given) or stays in stock. */
  validTo: string;
  /** The time it became invalid (expired, withdrawn), for the invalid list. */
  invalidAt: string | null;
  /** Given, not used, not expired, not in a payment: it may be withdrawn (by whom: permissions). */
  withdrawable: boolean;
}

export type MerchantCouponPage = Paged<MerchantCouponItem>;

export interface MerchantPageParams extends MerchantIdParams, PageParams {}

/** One step of a coupon's life, oldest first. */
export interface CouponLifeEvent {
  event: 'bought' | 'given' | 'used' | 'expired' | 'withdrawn' | 'restocked';
  at: string;
  /** '购入（订单MB100001）', '店员王芳按车牌赠送给京A12345', '在王府井百货地下停车场 B1东出口使用，抵扣10.00元' */
  text: string;
}

export interface MerchantCouponDetail extends MerchantCouponItem {
  purchaseId: string;
  boughtAt: string;
  /** Owner only. */
  unitPrice: Cents | null;
  ruleDesc: string;
  life: CouponLifeEvent[];
}

export interface MerchantCouponParams extends MerchantIdParams {
  merchantCouponId: string;
}

/** POST merchant/withdraw */
export interface WithdrawBody {
  merchantId: string;
  merchantCouponId: string;
}

/** GET merchant/parkingSession?merchantId&plateNo: the plate's car now, as the merchant's lot sees it. */
export interface PlateParkingSession {
  plateNo: string;
  /** Parked in the merchant's lot now. */
  parked: boolean;
  parkName: string;
  inTime: string | null;
  /** Minutes since entry. */
  parkedMinutes: number | null;
  /** What is due now (before coupons). */
  fee: Cents | null;
  berthNo: string | null;
  /** Coupons of this merchant the plate holds unused (so the clerk does not give twice). */
  unusedFromMerchant: number;
  /** Given to this plate by this merchant today, and how many a plate may get a day. */
  givenToday: number;
  dailyLimit: number;
  /** The plate is bound by a driver, so a coupon given to it reaches someone. */
  canReceive: boolean;
}

export interface PlateSessionParams extends MerchantIdParams {
  plateNo: string;
}
