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
  'POST /api/v1/getParkDetail': { body: sent(ParkIdBody), answer: ParkDetail, summary: '可预约停车场详情（车位类型、套餐、预约规则）' },
  'POST /api/v1/getBookableParksByName': { body: sent(BookableParksByNameParams), answer: BookableParkPage, summary: '按名称搜索可预约停车场（游标分页）' },
  'POST /api/v1/getBookableParksByLocation': { body: sent(BookableParksByLocationParams), answer: BookableParkPage, summary: '附近可预约停车场（游标分页）' },
  'POST /api/v1/getRecommendParkingList': { body: sent(RecommendParkingParams), answer: BookableParks, summary: '推荐的其他可预约停车场' },
  'POST /api/v1/getBookPackageInfo': { body: sent(ParkIdBody), answer: BookPackages, summary: '停车场的预约套餐' },
  'POST /api/v1/getParkingBerthType': { body: sent(ParkIdBody), answer: BerthTypes, summary: '停车场的车位类型及余位' },
  'POST /api/v1/getRecommendBerthInfo': { body: sent(RecommendBerthParams), answer: Berth, summary: '推荐车位' },
  'POST /api/v1/getBerthInfo': { body: sent(BerthInfoParams), answer: Berth, summary: '车位详情（含车位锁状态）' },
  'POST /api/v1/getAllPlateInfo': { body: ThirdIdOnly, answer: BookingPlates, summary: '可用于预约的车牌' },

  // Bookings.
  'POST /api/v1/getBookRules': { body: sent(ParkIdBody), answer: BookRules, summary: '停车场预约规则（最早开始时间等）' },
  'POST /api/v1/previewBookOrderPrice': { body: sent(BookPricePreviewParams), answer: BookPricePreview, summary: '预约价格与规则预览' },
  'POST /api/v1/createBookOrder': { body: sent(CreateBookOrderBody), answer: BookOrder, summary: '创建预约（待支付）' },
  'POST /api/v1/getBookOrderList': { body: sent(BookOrderListParams), answer: BookOrderCursorPage, summary: '预约记录（游标分页）' },
  'POST /api/v1/getBookOrderDetailInfo': { body: sent(BookOrderIdBody), answer: BookOrder, summary: '预约详情' },
  'POST /api/v1/previewBookOrderCancelResult': { body: sent(BookOrderIdBody), answer: BookOrderCancelPreview, summary: '取消预约的退款预览' },
  'POST /api/v1/cancelBookOrder': { body: sent(CancelBookOrderBody), answer: BookOrder, summary: '取消预约' },
  'POST /api/v1/payBookOrder': { body: sent(PayBookOrderArg), answer: PayOrder, summary: '支付预约或其超时费' },

  // Zigbee locks and evasion cars.
  'POST /api/v1/getUserLockList': { body: ThirdIdOnly, answer: UserLocks, summary: '我的车位锁（自有及已预约车位）' },
  'POST /api/v1/getZigbeeLockState': { body: sent(LockIdBody), answer: LockState, summary: '车位锁状态' },
  'POST /api/v1/controlZigbeeLock': { body: sent(ControlLockBody), answer: LockCommand, summary: '升降车位锁' },
  'POST /api/v1/cancelControl': {
    body: v.union([sent(CancelControlBody), sent(LockIdBody)]),
    answer: v.union([LockCommand, EvasionCar]),
    summary: '取消车位锁操作，或解除逃费车辆布控',
  },
  'POST /api/v1/getLockStateHistory': { body: sent(LockHistoryParams), answer: LockHistoryPage, summary: '车位锁记录' },
  'POST /api/v1/getEvasionCarList': { body: sent(EvasionListParams), answer: EvasionCars, summary: '逃费车辆' },

  // Owner registration and earnings; the user as the service knows them.
  'POST /api/v1/hasRegisteredBerth': { body: ThirdIdOnly, answer: RegisteredBerthInfo, summary: '是否已登记车位' },
  'POST /api/v1/userCheckIn': { body: sent(UserCheckInBody), answer: BerthApply, summary: '车位共享登记申请' },
  'POST /api/v1/getBerthApplyDetail': { body: sent(BerthApplyNoBody), answer: BerthApply, summary: '车位登记申请详情' },
  'POST /api/v1/getBerthApplyList': { body: sent(PageOnly), answer: BerthApplyPage, summary: '车位登记申请记录' },
  'POST /api/v1/getShareIncomeList': { body: sent(PageOnly), answer: ShareIncomePage, summary: '车位共享收益明细' },
  'POST /api/v1/getUserCenterData': { body: ThirdIdOnly, answer: UserCenterData, summary: '预约个人中心数据' },
  'POST /api/v1/bindPhone': { body: sent(BookingBindPhoneBody), answer: BookingBindPhoneResult, summary: '绑定手机号' },
  'POST /api/v1/getUserDetailInfo': { body: sent(UserDetailParams), answer: BookingUserDetail, summary: '用户详情' },
  'POST /api/v1/updateDriverUserInfo': { body: sent(UpdateDriverUserInfoBody), answer: BookingUserDetail, summary: '修改用户资料' },
  'POST /api/v1/getLoginState': { body: ThirdIdOnly, answer: BookingLoginState, summary: '登录与绑定手机号状态' },

  // Off-peak sharing (错时共享).
  'POST /api/v1/getDiffTimeParkInfo': { body: sent(ParkIdBody), answer: DiffTimeParkInfo, summary: '错时共享停车场（时段、套餐、可预约时段）' },
  'POST /api/v1/createDiffTimePackageOrder': { body: sent(CreateDiffTimePackageBody), answer: DiffTimePackage, summary: '购买错时包月（待支付）' },
  'POST /api/v1/createDiffTimeSubscribeOrder': { body: sent(CreateDiffTimeSubscribeBody), answer: DiffTimeSubscription, summary: '错时预约（待支付）' },
  'POST /api/v1/payDiffTimeOrder': { body: sent(PayDiffTimeOrderArg), answer: PayOrder, summary: '支付错时包月、错时预约或违规费用' },
  'POST /api/v1/cancelDiffTimeOrder': { body: sent(CancelDiffTimeOrderBody), answer: DiffTimeOrder, summary: '取消错时包月或错时预约' },
  'POST /api/v1/getDiffTimePackageList': { body: sent(DiffTimeListParams), answer: DiffTimePackagePage, summary: '我的错时包月' },
  'POST /api/v1/getDiffTimeSubscribeList': { body: sent(DiffTimeListParams), answer: DiffTimeSubscriptionPage, summary: '我的错时预约' },
  'POST /api/v1/getDiffTimePackageDetail': { body: sent(PackageNoBody), answer: DiffTimePackage, summary: '错时包月详情' },
  'POST /api/v1/getDiffTimeSubscribeDetail': { body: sent(SubscribeNoBody), answer: DiffTimeSubscription, summary: '错时预约详情' },
  'POST /api/v1/getDiffTimeViolationList': { body: sent(ViolationListParams), answer: DiffTimeViolationPage, summary: '错时违规记录' },
  'POST /api/v1/getDiffTimeViolationDetail': { body: sent(ViolationNoBody), answer: DiffTimeViolation, summary: '错时违规详情' },
  'POST /api/v1/appealDiffTimeViolation': { body: sent(AppealViolationBody), answer: DiffTimeViolation, summary: '申诉错时违规' },
} satisfies Calls;
