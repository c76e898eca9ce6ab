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
  'POST /coupon/v2/api/registorSendCoupon': {
    body: WelcomeCouponsBody, answer: WelcomeCouponsResult, summary: '发放新人礼包优惠券（每位用户一次）',
    errors: { '0xd07510001': '新人优惠券已领取过，每位用户仅限领取一次' },
  },
  'POST /coupon/v2/api/sendPlateCoupon': {
    body: SendPlateCouponBody, answer: SendPlateCouponResult, summary: '领取商户活动优惠券并绑定车牌',
    errors: { '0xd07510002': '优惠活动已结束', '0xd07510003': '优惠券已领完', '0xd07510004': '车牌…已领取过该优惠券', '404': '优惠活动不存在' },
  },
  'POST /coupon/v2/api/claim': {
    body: ClaimCouponBody, answer: ClaimCouponResult, summary: '凭券码领取优惠券并绑定车牌',
    errors: {
      '0xd07510011': '券码无效，请核对后重新输入',
      '0xd07510012': '该券码已被使用',
      '0xd07510013': '该优惠活动已结束，券码已过期',
      '0xd07510014': '该优惠券不适用于车牌…',
      '0xd07510015': '优惠券已领完 / 每个车牌限领…张，车牌…已领取过',
      '0xd07510016': '车牌…未绑定到您的账户，请先添加车辆',
    },
  },
  'GET /coupon/v2/api/merchants': { answer: MerchantList, summary: '我所属的商户列表' },
  'GET /coupon/v2/api/merchants/home': {
    query: MerchantIdParams, answer: MerchantHome, summary: '商户首页：权限、库存与今日数据',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作' },
  },
  'GET /coupon/v2/api/merchantCouponTypes': {
    query: MerchantIdParams, answer: MerchantCouponTypes, summary: '商户可购买的优惠券类型',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作' },
  },
  'POST /coupon/v2/api/merchantPurchases': {
    body: CreatePurchaseBody, answer: MerchantPurchase, summary: '商户下单购买优惠券（店主）',
    errors: {
      '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作',
      '0xd07520002': '店员无权…，该操作仅限商户店主，请联系店主',
      '0xd07520004': '…每单可购买…至…张',
      '0xd07520008': '…已停售，请选择其他优惠券',
      '404': '所查对象不存在',
    },
  },
  'GET /coupon/v2/api/merchantPurchases': {
    query: MerchantPageParams, answer: MerchantPurchasePage, summary: '商户购买记录（店主）',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作', '0xd07520002': '店员无权…，该操作仅限商户店主，请联系店主' },
  },
  'GET /coupon/v2/api/merchantPurchases/{purchaseId}': {
    query: MerchantIdParams, answer: MerchantPurchase, summary: '商户购买订单详情（店主）',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作', '0xd07520002': '店员无权…，该操作仅限商户店主，请联系店主', '404': '购买订单不存在' },
  },
  'POST /coupon/v2/api/merchantPurchases/{purchaseId}/pay': {
    body: PayPurchaseWireBody, answer: PayOrder, summary: '支付商户购买订单',
    errors: {
      '0xd06510040': '该订单已支付，无需重复支付',
      '0xd06510041': '订单已关闭，请重新下单',
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值或选择其他支付方式 / 余额不足：当前余额…元，需支付…元，请充值后再代付',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作',
      '0xd07520002': '店员无权…，该操作仅限商户店主，请联系店主',
      '404': '购买订单不存在',
    },
  },
  'POST /coupon/v2/api/merchantGive': {
    body: GiveCouponsBody, answer: GiveCouponsResult, summary: '商户按车牌赠送优惠券（可批量）',
    errors: {
      '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作',
      '0xd07520003': '…库存不足，无法生成领券码',
      '0xd07520005': '车牌…尚未绑定车主账户，优惠券无法送达，请让顾客通过“扫码领券”领取',
      '0xd07520007': '车牌…今日已领取…张本店优惠券，已达每日上限',
      '404': '所查对象不存在',
    },
  },
  'GET /coupon/v2/api/merchantGiveRecords': {
    query: GiveRecordsParams, answer: MerchantCouponPage, summary: '商户赠送记录',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作' },
  },
  'GET /coupon/v2/api/merchantInvalidCoupons': {
    query: MerchantPageParams, answer: MerchantCouponPage, summary: '商户已失效的优惠券（过期、撤回）',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作' },
  },
  'GET /coupon/v2/api/merchantCoupons/{merchantCouponId}': {
    query: MerchantIdParams, answer: MerchantCouponDetail, summary: '商户优惠券详情及流转记录',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作', '404': '所查对象不存在' },
  },
  'POST /coupon/v2/api/merchantCoupons/{merchantCouponId}/withdraw': {
    body: MerchantIdParams, answer: MerchantCouponDetail, summary: '撤回已赠送未使用的优惠券',
    errors: {
      '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作',
      '404': '所查对象不存在',
      '0xd07520006': '该优惠券已被使用，无法撤回',
      '0xd07520009': '店员只能撤回自己赠送的优惠券，请联系店主',
    },
  },
  'POST /coupon/v2/api/merchantCodes': {
    body: IssueCodeBody, answer: MerchantCode, summary: '生成一次性领券码',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作', '0xd07520003': '…库存不足，无法生成领券码', '404': '所查对象不存在' },
  },
  'GET /coupon/v2/api/merchantCodes/{code}': {
    query: MerchantIdParams, answer: MerchantCode, summary: '领券码状态',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作', '404': '领券码不存在' },
  },
  'GET /coupon/v2/api/merchantPlateParking': {
    query: PlateSessionParams, answer: PlateParkingSession, summary: '车牌在商户停车场的在场情况与今日领券数',
    errors: { '0xd07520001': '您不是该商户的店主或店员，无法进行商户操作' },
  },
} satisfies Calls;
