import type { Calls } from '../contract';
import { PayOrder } from '../charge/types';
import { CouponsCount, SendPlateCouponBody, SendPlateCouponResult, WelcomeCouponsBody, WelcomeCouponsResult } from './types';
import { ClaimCouponBody, ClaimCouponResult, CouponsCountQuery, UserCouponsQuery, WalletCouponPage } from './wallet.types';
import {
  CreatePurchaseBody, GiveCouponsBody, GiveCouponsResult, GiveRecordsParams, IssueCodeBody, MerchantCode, MerchantCouponDetail, MerchantCouponPage,
  MerchantCouponTypes, MerchantHome, MerchantIdParams, MerchantList, MerchantPageParams, MerchantPurchase, MerchantPurchasePage, PayPurchaseWireBody,
  PlateParkingSession, PlateSessionParams,
} from './merchant.types';

/** The coupon service's calls: what each sends and answers (src/api/contract.ts). */
export const couponCalls = {
  'GET /coupon/v2/api/couponsCount': { query: CouponsCountQuery, answer: CouponsCount, summary: '优惠券各状态张数（scope 不传时仅停车券）' },
  'GET /coupon/v2/api/userCoupons': { query: UserCouponsQuery, answer: WalletCouponPage, summary: '我的优惠券列表（按状态分页，scope 不传时仅停车券）' },
  'POST /coupon/v2/api/registorSendCoupon': { body: WelcomeCouponsBody, answer: WelcomeCouponsResult, summary: '发放新人礼包优惠券（每位用户一次）' },
  'POST /coupon/v2/api/sendPlateCoupon': { body: SendPlateCouponBody, answer: SendPlateCouponResult, summary: '领取商户活动优惠券并绑定车牌' },
  'POST /coupon/v2/api/claim': { body: ClaimCouponBody, answer: ClaimCouponResult, summary: '凭券码领取优惠券并绑定车牌' },
  'GET /coupon/v2/api/merchants': { answer: MerchantList, summary: '我所属的商户列表' },
  'GET /coupon/v2/api/merchants/home': { query: MerchantIdParams, answer: MerchantHome, summary: '商户首页：权限、库存与今日数据' },
  'GET /coupon/v2/api/merchantCouponTypes': { query: MerchantIdParams, answer: MerchantCouponTypes, summary: '商户可购买的优惠券类型' },
  'POST /coupon/v2/api/merchantPurchases': { body: CreatePurchaseBody, answer: MerchantPurchase, summary: '商户下单购买优惠券（店主）' },
  'GET /coupon/v2/api/merchantPurchases': { query: MerchantPageParams, answer: MerchantPurchasePage, summary: '商户购买记录（店主）' },
  'GET /coupon/v2/api/merchantPurchases/{purchaseId}': { query: MerchantIdParams, answer: MerchantPurchase, summary: '商户购买订单详情（店主）' },
  'POST /coupon/v2/api/merchantPurchases/{purchaseId}/pay': { body: PayPurchaseWireBody, answer: PayOrder, summary: '支付商户购买订单' },
  'POST /coupon/v2/api/merchantGive': { body: GiveCouponsBody, answer: GiveCouponsResult, summary: '商户按车牌赠送优惠券（可批量）' },
  'GET /coupon/v2/api/merchantGiveRecords': { query: GiveRecordsParams, answer: MerchantCouponPage, summary: '商户赠送记录' },
  'GET /coupon/v2/api/merchantInvalidCoupons': { query: MerchantPageParams, answer: MerchantCouponPage, summary: '商户已失效的优惠券（过期、撤回）' },
  'GET /coupon/v2/api/merchantCoupons/{merchantCouponId}': { query: MerchantIdParams, answer: MerchantCouponDetail, summary: '商户优惠券详情及流转记录' },
  'POST /coupon/v2/api/merchantCoupons/{merchantCouponId}/withdraw': { body: MerchantIdParams, answer: MerchantCouponDetail, summary: '撤回已赠送未使用的优惠券' },
  'POST /coupon/v2/api/merchantCodes': { body: IssueCodeBody, answer: MerchantCode, summary: '生成一次性领券码' },
  'GET /coupon/v2/api/merchantCodes/{code}': { query: MerchantIdParams, answer: MerchantCode, summary: '领券码状态' },
  'GET /coupon/v2/api/merchantPlateParking': { query: PlateSessionParams, answer: PlateParkingSession, summary: '车牌在商户停车场的在场情况与今日领券数' },
} satisfies Calls;
