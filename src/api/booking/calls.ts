import * as v from 'valibot';
import { entriesOf } from '../../lib/schema';
import type { Calls } from '../contract';
import { PayOrder } from '../charge/types';
import {
  ControlLockBody, LockCommand, LockHistoryPage, LockHistoryParams, LockIdBody, LockState, UserLocks,
} from './locks.types';
import {
  AppealViolationBody, CancelDiffTimeOrderBody, CreateDiffTimePackageBody, CreateDiffTimeSubscribeBody, DiffTimeListParams, DiffTimeOrder,
  DiffTimePackage, DiffTimePackagePage, DiffTimeParkInfo, DiffTimeSubscription, DiffTimeSubscriptionPage, DiffTimeViolation,
  DiffTimeViolationPage, PackageNoBody, PayDiffTimeOrderArg, SubscribeNoBody, ViolationListParams, ViolationNoBody,
} from './offpeak.types';
import { BookPricePreview, BookPricePreviewParams, BookRules, PayBookOrderArg } from './orders.types';
import { BerthApply, BerthApplyNoBody, BerthApplyPage, PageOnly, ShareIncomePage, UserCheckInBody } from './owner.types';
import {
  Berth, BerthInfoParams, BerthTypes, BookableParkPage, BookableParks, BookableParksByLocationParams, BookableParksByNameParams,
  BookingBindPhoneBody, BookingBindPhoneResult, BookingLoginState, BookingPlates, BookingUserDetail, BookOrder, BookOrderCancelPreview,
  BookOrderCursorPage, BookOrderIdBody, BookOrderListParams, BookPackages, CancelBookOrderBody, CancelControlBody, CreateBookOrderBody,
  EvasionCar, EvasionCars, EvasionListParams, ParkDetail, ParkIdBody, RecommendBerthParams, RecommendParkingParams, RegisteredBerthInfo,
  ThirdIdOnly, UpdateDriverUserInfoBody, UserCenterData, UserDetailParams,
} from './types';

/** Every booking body also carries thirdId: the request layer adds the stored openid ('' when there is none). */
function sent<E extends v.ObjectEntries>(body: v.ObjectSchema<E, undefined>) {
  return v.object({ ...entriesOf(body), ...entriesOf(ThirdIdOnly) });
}

/** The booking service's calls: what each sends and answers (src/api/contract.ts). Every call is a POST. */
export const bookingCalls = {
  // Lots, spaces and plates (spec §7).
  'POST /api/v1/getParkDetail': {
    body: sent(ParkIdBody), answer: ParkDetail, summary: '可预约停车场详情（车位类型、套餐、预约规则）',
    errors: { '404': '所查对象不存在' },
  },
  'POST /api/v1/getBookableParksByName': { body: sent(BookableParksByNameParams), answer: BookableParkPage, summary: '按名称搜索可预约停车场（游标分页）' },
  'POST /api/v1/getBookableParksByLocation': { body: sent(BookableParksByLocationParams), answer: BookableParkPage, summary: '附近可预约停车场（游标分页）' },
  'POST /api/v1/getRecommendParkingList': {
    body: sent(RecommendParkingParams), answer: BookableParks, summary: '推荐的其他可预约停车场',
    errors: { '404': '所查对象不存在' },
  },
  'POST /api/v1/getBookPackageInfo': {
    body: sent(ParkIdBody), answer: BookPackages, summary: '停车场的预约套餐',
    errors: { '404': '所查对象不存在' },
  },
  'POST /api/v1/getParkingBerthType': {
    body: sent(ParkIdBody), answer: BerthTypes, summary: '停车场的车位类型及余位',
    errors: { '404': '所查对象不存在' },
  },
  'POST /api/v1/getRecommendBerthInfo': {
    body: sent(RecommendBerthParams), answer: Berth, summary: '推荐车位',
    errors: { '404': '所查对象不存在' },
  },
  'POST /api/v1/getBerthInfo': {
    body: sent(BerthInfoParams), answer: Berth, summary: '车位详情（含车位锁状态）',
    errors: { '404': '车位不存在' },
  },
  'POST /api/v1/getAllPlateInfo': {
    body: ThirdIdOnly, answer: BookingPlates, summary: '可用于预约的车牌',
    errors: { '0xd12501022': '当前微信账号尚未绑定手机号，请先绑定' },
  },

  // Bookings.
  'POST /api/v1/getBookRules': {
    body: sent(ParkIdBody), answer: BookRules, summary: '停车场预约规则（最早开始时间等）',
    errors: { '404': '所查对象不存在' },
  },
  'POST /api/v1/previewBookOrderPrice': {
    body: sent(BookPricePreviewParams), answer: BookPricePreview, summary: '预约价格与规则预览',
    errors: { '0xd10510001': '预约开始时间需在…分钟之后，最早可预约…开始的车位 / 最多可预约…天内的车位', '0xd10510002': '预约时长需为30分钟至4小时，以30分钟为单位', '404': '所查对象不存在' },
  },
  'POST /api/v1/createBookOrder': {
    body: sent(CreateBookOrderBody), answer: BookOrder, summary: '创建预约（待支付）',
    errors: {
      '0xd10510001': '预约开始时间需在15分钟之后，最早可预约…开始的车位 / 最多可预约7天内的车位',
      '0xd10510002': '预约时长需为…分钟至…小时，以…分钟为单位',
      '0xd10510003': '该停车场预约车位已满，请选择其他停车场',
      '0xd10510004': '该车牌未绑定到您的账户，请先添加车辆',
      '0xd10510005': '该车辆在所选时段已有预约，请勿重复预约',
      '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定',
      '404': '所查对象不存在',
    },
  },
  'POST /api/v1/getBookOrderList': {
    body: sent(BookOrderListParams), answer: BookOrderCursorPage, summary: '预约记录（游标分页）',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/getBookOrderDetailInfo': {
    body: sent(BookOrderIdBody), answer: BookOrder, summary: '预约详情',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '预约订单不存在' },
  },
  'POST /api/v1/previewBookOrderCancelResult': {
    body: sent(BookOrderIdBody), answer: BookOrderCancelPreview, summary: '取消预约的退款预览',
    errors: { '0xd10510006': '预约已取消，请勿重复操作 / 预约已完成，不可取消', '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '所查对象不存在' },
  },
  'POST /api/v1/cancelBookOrder': {
    body: sent(CancelBookOrderBody), answer: BookOrder, summary: '取消预约',
    errors: { '0xd10510006': '预约已取消，请勿重复操作', '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '所查对象不存在' },
  },
  'POST /api/v1/payBookOrder': {
    body: sent(PayBookOrderArg), answer: PayOrder, summary: '支付预约或其超时费',
    errors: {
      '0xd06510040': '该预约已支付，无需重复支付',
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值或选择其他支付方式',
      '0xd06510046': '应付金额已变为…元，请确认后再支付',
      '0xd10510007': '预约已…，无需支付',
      '0xd10510008': '车辆仍在车位上，超时费用仍在累计，请驶离后支付',
      '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定',
      '404': '所查对象不存在',
    },
  },

  // Zigbee locks and evasion cars.
  'POST /api/v1/getUserLockList': {
    body: ThirdIdOnly, answer: UserLocks, summary: '我的车位锁（自有及已预约车位）',
    errors: { '0xd12501022': '当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/getZigbeeLockState': {
    body: sent(LockIdBody), answer: LockState, summary: '车位锁状态',
    errors: { '0xd10520001': '该车位锁不属于您，无法查看', '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '车位锁不存在' },
  },
  'POST /api/v1/controlZigbeeLock': {
    body: sent(ControlLockBody), answer: LockCommand, summary: '升降车位锁',
    errors: {
      '0xd10520001': '该车位锁不属于您，无法操作',
      '0xd10520002': '预约尚未支付，支付后方可操作车位锁',
      '0xd10520003': '车位锁离线，请稍后重试或联系停车场管理员',
      '0xd10520004': '车位锁电量过低（剩余…%），暂无法操作，请联系停车场管理员',
      '0xd10520005': '车位上有车辆，无法升锁',
      '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定',
      '404': '所查对象不存在',
    },
  },
  'POST /api/v1/cancelControl': {
    body: v.union([sent(CancelControlBody), sent(LockIdBody)]),
    answer: v.union([LockCommand, EvasionCar]),
    summary: '取消车位锁操作，或解除逃费车辆布控',
    errors: { '0xd10520006': '该操作已取消，无法取消：操作已取消，车位锁保持原状态', '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '操作记录不存在' },
  },
  'POST /api/v1/getLockStateHistory': {
    body: sent(LockHistoryParams), answer: LockHistoryPage, summary: '车位锁记录',
    errors: { '0xd10520001': '该车位锁不属于您，无法查看 / 该车位锁不属于您，无法操作', '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '所查对象不存在' },
  },
  'POST /api/v1/getEvasionCarList': {
    body: sent(EvasionListParams), answer: EvasionCars, summary: '逃费车辆',
    errors: { '0xd12501022': '当前微信账号尚未绑定手机号，请先绑定', '404': '车位锁不存在' },
  },

  // Owner registration and earnings; the user as the service knows them.
  'POST /api/v1/hasRegisteredBerth': {
    body: ThirdIdOnly, answer: RegisteredBerthInfo, summary: '是否已登记车位',
    errors: { '0xd12501022': '当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/userCheckIn': {
    body: sent(UserCheckInBody), answer: BerthApply, summary: '车位共享登记申请',
    errors: {
      '0xd10540001': '该车位已被其他车主登记，如有疑问请联系客服 / 该车位已登记在您名下，无需重复申请',
      '0xd10540002': '该车位已有申请正在审核中，请耐心等待审核结果',
      '0xd10540003': '…暂未开通车位共享，请选择其他停车场',
      '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定',
      '404': '所查对象不存在',
    },
  },
  'POST /api/v1/getBerthApplyDetail': {
    body: sent(BerthApplyNoBody), answer: BerthApply, summary: '车位登记申请详情',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '车位登记申请不存在' },
  },
  'POST /api/v1/getBerthApplyList': {
    body: sent(PageOnly), answer: BerthApplyPage, summary: '车位登记申请记录',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/getShareIncomeList': {
    body: sent(PageOnly), answer: ShareIncomePage, summary: '车位共享收益明细',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/getUserCenterData': {
    body: ThirdIdOnly, answer: UserCenterData, summary: '预约个人中心数据',
    errors: { '0xd12501022': '当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/bindPhone': { body: sent(BookingBindPhoneBody), answer: BookingBindPhoneResult, summary: '绑定手机号' },
  'POST /api/v1/getUserDetailInfo': {
    body: sent(UserDetailParams), answer: BookingUserDetail, summary: '用户详情',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/updateDriverUserInfo': {
    body: sent(UpdateDriverUserInfoBody), answer: BookingUserDetail, summary: '修改用户资料',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/getLoginState': { body: ThirdIdOnly, answer: BookingLoginState, summary: '登录与绑定手机号状态' },

  // Off-peak sharing (错时共享).
  'POST /api/v1/getDiffTimeParkInfo': {
    body: sent(ParkIdBody), answer: DiffTimeParkInfo, summary: '错时共享停车场（时段、套餐、可预约时段）',
    errors: { '0xd10530001': '…暂未开通错时共享', '404': '所查对象不存在' },
  },
  'POST /api/v1/createDiffTimePackageOrder': {
    body: sent(CreateDiffTimePackageBody), answer: DiffTimePackage, summary: '购买错时包月（待支付）',
    errors: {
      '0xd10530001': '…暂未开通错时共享 / …暂未开通错时…',
      '0xd10530002': '…错时套餐已售罄',
      '0xd10530003': '生效日期须为今天起7天内',
      '0xd10530004': '车牌…未绑定到您的账户，请先添加车辆',
      '0xd10530005': '车牌…在该停车场已有生效期重叠的错时套餐（…）',
      '0xd10530006': '该套餐最多绑定…个车牌',
      '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定',
      '404': '错时套餐不存在',
    },
  },
  'POST /api/v1/createDiffTimeSubscribeOrder': {
    body: sent(CreateDiffTimeSubscribeBody), answer: DiffTimeSubscription, summary: '错时预约（待支付）',
    errors: {
      '0xd10530001': '前门大街公共停车场暂未开通错时预约',
      '0xd10530002': '…的错时车位已约满，请选择其他日期',
      '0xd10530003': '…不在可预约日期内（可预约今天起7天内、尚未开始的错时时段：…）',
      '0xd10530004': '车牌…未绑定到您的账户，请先添加车辆',
      '0xd10530005': '车牌…已预约…的错时车位，请勿重复预约',
      '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定',
      '404': '所查对象不存在',
    },
  },
  'POST /api/v1/payDiffTimeOrder': {
    body: sent(PayDiffTimeOrderArg), answer: PayOrder, summary: '支付错时包月、错时预约或违规费用',
    errors: {
      '0xd06510040': '该违规费用已支付，无需重复支付 / 该订单已支付，无需重复支付',
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值或选择其他支付方式 / 余额不足：当前余额…元，需支付…元，请充值后再代付',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd10530008': '该违规费用已免除，无需支付 / 该订单已取消，请重新购买',
      '0xd10530010': '该违规记录正在申诉中，请等待处理结果',
      '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定',
      '404': '所查对象不存在',
    },
  },
  'POST /api/v1/cancelDiffTimeOrder': {
    body: sent(CancelDiffTimeOrderBody), answer: DiffTimeOrder, summary: '取消错时包月或错时预约',
    errors: { '0xd10530007': '违规记录不能取消，如有异议请提交申诉', '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '所查对象不存在' },
  },
  'POST /api/v1/getDiffTimePackageList': {
    body: sent(DiffTimeListParams), answer: DiffTimePackagePage, summary: '我的错时包月',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/getDiffTimeSubscribeList': {
    body: sent(DiffTimeListParams), answer: DiffTimeSubscriptionPage, summary: '我的错时预约',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/getDiffTimePackageDetail': {
    body: sent(PackageNoBody), answer: DiffTimePackage, summary: '错时包月详情',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '错时套餐不存在' },
  },
  'POST /api/v1/getDiffTimeSubscribeDetail': {
    body: sent(SubscribeNoBody), answer: DiffTimeSubscription, summary: '错时预约详情',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '错时预约不存在' },
  },
  'POST /api/v1/getDiffTimeViolationList': {
    body: sent(ViolationListParams), answer: DiffTimeViolationPage, summary: '错时违规记录',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定' },
  },
  'POST /api/v1/getDiffTimeViolationDetail': {
    body: sent(ViolationNoBody), answer: DiffTimeViolation, summary: '错时违规详情',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '所查对象不存在' },
  },
  'POST /api/v1/appealDiffTimeViolation': {
    body: sent(AppealViolationBody), answer: DiffTimeViolation, summary: '申诉错时违规',
    errors: { '0xd10530009': '…，无法申诉', '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号 / 当前微信账号尚未绑定手机号，请先绑定', '404': '所查对象不存在' },
  },
} satisfies Calls;
