import type { Calls } from '../contract';
import { RoadSection } from '../driver/plates.types';
import { BillCoverage, BillCoverageParams, BillCovers, BillCoversQuery } from './coverage.types';
import {
  OrderNoParams, OrderNoRef, ParkPlateBill, ParkPlateParams, ParkSign, ParkSignParams, ThirdPayBody, ThirdPayOrder, ThirdPayOrderQuery,
} from './partner.types';
import { NoticeCheck, NoticeCheckBody } from './noticeChecks.types';
import { NoPlateEntryBody, NoPlateFreeExitBody, NoPlateLane, NoPlateLaneQuery, NoPlatePayBody, NoPlateStay } from './noPlate.types';
import {
  AppealDetail, AppealDetailParams, ParkingRecordList, ParkingRecordsParams, PayOrderDetail, PayOrderDetailParams, PayOrderList, PayOrdersParams,
  SubmitAppealBody, SubmitAppealResult,
} from './records.types';
import {
  BoundVehicleBill, BoundVehicleBillParams, DeletePlateHistoryParams, DriverPlateList, ParkOrderList,
  ParkOrdersParams, ParkingBillCards, PayOrder, PayOrderSync, PayRecordList, PlateHistoryList, PlateLookupParams,
  PlateLookupResult,
} from './types';
import {
  ActiveCarOutResult, BillRef, CanEvaluateResult, EvaluationBody, EvaluationResult, LaneBill, LaneBillParams,
  ParkOrderAppealList, ParkOrderAppealsParams, ParkOrderDetail, ParkingPictures, ParkingPicturesParams,
  PayChargesBatchBody, PayChargesBody, PayRecordsParams, UnfinishedCount, UsableCouponList, UsableCouponsParams,
} from './bills.types';
import { VisitorArrearsBody, VisitorPayBody, VisitorPayOrder, VisitorPayOrderQuery, VisitorQuote, VisitorQuoteQuery } from './visitorPay.types';

/** The charge service's calls: what each sends and answers (src/api/contract.ts). */
export const chargeCalls = {
  // Bills (spec section 3).
  'GET /charge/v2/api/parkOrders/msp': { query: ParkOrdersParams, answer: ParkOrderList, summary: '停车账单列表（在停、欠费、历史）' },
  'GET /charge/v2/api/parkOrders/msp/boundVehicleParkingBills': { answer: ParkingBillCards, summary: '已绑车辆的在停账单卡片' },
  'GET /charge/v2/api/parkOrders/msp/boundVehicleParkingBill': {
    query: BoundVehicleBillParams, answer: BoundVehicleBill, summary: '单辆已绑车辆的在停账单卡片',
    errors: { '404': '车辆不存在或已解绑' },
  },
  'GET /charge/v2/api/parkOrders/msp/plateNo': { query: PlateLookupParams, answer: PlateLookupResult, summary: '按车牌查询待缴账单' },
  'POST /charge/v2/api/parkOrders/msp/detail': {
    body: BillRef, answer: ParkOrderDetail, summary: '停车账单详情',
    errors: { '404': '未找到该停车订单' },
  },
  'GET /charge/v2/api/parkOrders/msp/payRecords': { query: PayRecordsParams, answer: PayRecordList, summary: '缴费记录' },
  'GET /charge/v2/api/parkOrders/msp/usableCoupons': {
    query: UsableCouponsParams, answer: UsableCouponList, summary: '账单可用优惠券',
    errors: { '404': '所查对象不存在' },
  },
  'GET /charge/v2/api/parkOrders/msp/countUnfinished': { answer: UnfinishedCount, summary: '在停与欠费账单数' },
  'GET /charge/v2/api/parkOrders/msp/driverPlate': { answer: DriverPlateList, summary: '已绑车辆及在停状态' },
  'GET /charge/v2/api/parkOrders/msp/parkingPictures': {
    query: ParkingPicturesParams, answer: ParkingPictures, summary: '出入场照片',
    errors: { '404': '未找到该停车订单' },
  },
  'GET /charge/v2/api/parkOrders/msp/laneBill': {
    query: LaneBillParams, answer: LaneBill, summary: '出口车道的车辆账单与欠费',
    errors: { '404': '未找到该车道，请重新扫码' },
  },
  'GET /charge/v2/api/parkOrderAppeals/msp': {
    query: ParkOrderAppealsParams, answer: ParkOrderAppealList, summary: '账单申诉列表',
    errors: { '404': '未找到该停车订单' },
  },

  // Paying.
  'POST /charge/v2/api/payCharges': {
    body: PayChargesBody, answer: PayOrder, summary: '支付单笔停车账单',
    errors: {
      '0xd06510037': '车辆…有…笔欠费未缴，请先补缴欠费',
      '0xd06510040': '该订单已支付，无需重复支付',
      '0xd06510041': '月卡车辆无需缴费',
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值或选择其他支付方式',
      '0xd06510043': '该账单正在由他人支付中，请稍后再试',
      '0xd06510044': '…不支持该支付方式，请选择其他支付方式 / …未开通线上缴费，请在出口现场缴费',
      '0xd06510045': '该优惠券不适用于此停车场',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd06510047': '您有商户赠送的优惠券可全额抵扣本次停车费，使用后无需支付',
      '404': '所查对象不存在',
    },
  },
  'POST /charge/v2/api/payCharges/batch': {
    body: PayChargesBatchBody, answer: PayOrder, summary: '合并支付多笔停车账单',
    errors: {
      '0xd06510040': '该违规费用已支付，无需重复支付 / 该订单已支付，无需重复支付',
      '0xd06510041': '订单已关闭，请重新下单 / 该账单无需支付',
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值或选择其他支付方式 / 余额不足：当前余额…元，需支付…元，请充值后再代付',
      '0xd06510043': '部分账单正在支付中，请完成该笔支付或稍后再试',
      '0xd06510044': '南池子大街路侧停车不支持该支付方式，请选择其他支付方式',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd06510047': '该车牌已开通无感支付，离场时将自动扣费，无需现在支付 / 车辆…的账单：您有商户赠送的优惠券可全额抵扣本次停车费，使用后无需支付',
      '404': '所查对象不存在',
    },
  },
  'GET /charge/v2/api/payCharges/sync/{id}': {
    answer: PayOrderSync, summary: '支付订单状态（不结算）',
    errors: { '404': '支付订单不存在' },
  },
  'GET /charge/v2/api/payCharges/coverage': {
    query: BillCoverageParams, answer: BillCoverage, summary: '账单是否已由其他渠道支付（无感、ETC等）及重复支付退款',
    errors: { '404': '所查对象不存在' },
  },
  'GET /charge/v2/api/payCharges/coverages': {
    query: BillCoversQuery, answer: BillCovers, summary: '多笔账单的其他渠道支付情况',
    errors: { '404': '所查对象不存在' },
  },

  // After paying.
  'POST /charge/v2/api/canbeEvaluate': {
    body: BillRef, answer: CanEvaluateResult, summary: '能否评价该账单',
    errors: { '404': '所查对象不存在' },
  },
  'POST /charge/v2/api/evaluations': {
    body: EvaluationBody, answer: EvaluationResult, summary: '评价停车账单',
    errors: { '0xd06510050': '该订单已评价 / 订单完成支付后才能评价', '404': '所查对象不存在' },
  },
  'POST /charge/v2/api/driverActiveCarOut': {
    body: BillRef, answer: ActiveCarOutResult, summary: '车主主动离场',
    errors: { '0xd06510051': '只能操作本人绑定车辆的停车订单', '0xd06510052': '车辆已离场，无需重复操作', '0xd06510053': '订单正在支付中，请完成支付后再操作', '404': '所查对象不存在' },
  },

  // Plate-query history.
  'GET /charge/v2/api/plateHistory/record': { answer: PlateHistoryList, summary: '车牌查询历史' },
  'DELETE /charge/v2/api/plateHistory/record': {
    query: DeletePlateHistoryParams, answer: PlateHistoryList, summary: '删除一条车牌查询历史',
    errors: { '404': '查询记录不存在' },
  },

  // Records screens.
  'GET /charge/v2/api/parkOrders/msp/records': { query: ParkingRecordsParams, answer: ParkingRecordList, summary: '停车记录（按车牌、日期筛选）' },
  'POST /charge/v2/api/parkOrderAppeals/msp': {
    body: SubmitAppealBody, answer: SubmitAppealResult, summary: '提交账单申诉',
    errors: { '404': '未找到该停车订单' },
  },
  'GET /charge/v2/api/parkOrderAppeals/msp/detail': {
    query: AppealDetailParams, answer: AppealDetail, summary: '申诉详情',
    errors: { '404': '未找到该申诉' },
  },
  'GET /charge/v2/api/payOrders/msp': { query: PayOrdersParams, answer: PayOrderList, summary: '支付订单列表' },
  'GET /charge/v2/api/payOrders/msp/detail': {
    query: PayOrderDetailParams, answer: PayOrderDetail, summary: '支付订单详情',
    errors: { '404': '未找到该订单' },
  },

  // Lot signs and the partner's checkout (no sign-in needed).
  'GET /charge/v2/api/parkOrders/msp/parkSign': {
    query: ParkSignParams, answer: ParkSign, summary: '停车场标牌对应的停车场',
    errors: { '404': '所查对象不存在' },
  },
  'GET /charge/v2/api/parkOrders/msp/parkPlate': {
    query: ParkPlateParams, answer: ParkPlateBill, summary: '车牌在该停车场的账单',
    errors: { '404': '所查对象不存在' },
  },
  'GET /charge/v2/api/parkOrders/msp/orderNo': {
    query: OrderNoParams, answer: OrderNoRef, summary: '按小票订单号查账单',
    errors: { '404': '未找到该停车订单，请核对订单编号' },
  },
  'POST /charge/v2/api/thirdPay/orders': {
    body: ThirdPayBody, answer: ThirdPayOrder, summary: '合作方收银台支付',
    errors: {
      '0xd06510037': '车辆…有…笔欠费未缴，请先补缴欠费 / 该车辆有未缴停车费，请补缴后再解绑',
      '0xd06510040': '该违规费用已支付，无需重复支付 / 该订单已支付，无需重复支付',
      '0xd06510041': '订单已关闭，请重新下单 / 该账单无需支付',
      '0xd06510043': '该账单正在支付中，请稍后再试 / 本次停车正在支付中，请完成支付或稍后再试',
      '0xd06510044': '…不支持该支付方式，请选择其他支付方式 / …未开通线上缴费，请在出口现场缴费',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd06510047': 'ETC正在扣费，请勿重复支付，稍后刷新查看结果',
      '404': '所查对象不存在',
    },
  },
  'GET /charge/v2/api/thirdPay/orders/{payOrderId}': {
    query: ThirdPayOrderQuery, answer: ThirdPayOrder, summary: '合作方支付订单状态（凭 payToken）',
    errors: { '404': '所查对象不存在' },
  },

  // A visitor pays a bill found by plate (no sign-in; the payToken reads it back).
  'POST /charge/v2/api/visitorPay/orders': {
    body: VisitorPayBody, answer: VisitorPayOrder, summary: '访客支付停车账单（按车牌或出口车道，无需登录）',
    errors: {
      '0xd06510037': '车辆…有…笔欠费未缴，请先补缴欠费 / 该车辆有未缴停车费，请补缴后再解绑',
      '0xd06510040': '该订单已支付，无需重复支付',
      '0xd06510041': '订单已关闭，请重新下单 / 该账单无需支付',
      '0xd06510043': '该账单正在支付中，请稍后再试 / 本次停车正在支付中，请完成支付或稍后再试',
      '0xd06510044': '…不支持该支付方式，请选择其他支付方式 / …未开通线上缴费，请在出口现场缴费',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd06510047': '业务拒绝：msg 说明原因',
      '404': '未找到该车牌的停车账单，请核对车牌',
    },
  },
  'GET /charge/v2/api/visitorPay/quote': {
    query: VisitorQuoteQuery, answer: VisitorQuote, summary: '访客应付金额（含商户赠送给该车牌的优惠）',
    errors: { '404': '所查对象不存在' },
  },
  'POST /charge/v2/api/visitorPay/arrearsOrders': {
    body: VisitorArrearsBody, answer: VisitorPayOrder, summary: '访客补缴出口车道车辆的欠费（无需登录）',
    errors: {
      '0xd06510040': '该违规费用已支付，无需重复支付 / 该订单已支付，无需重复支付',
      '0xd06510041': '订单已关闭，请重新下单 / 该账单无需支付',
      '0xd06510043': '该账单正在支付中，请稍后再试 / 本次停车正在支付中，请完成支付或稍后再试',
      '0xd06510044': '…不支持该支付方式，请选择其他支付方式 / …未开通线上缴费，请在出口现场缴费',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd06510047': '业务拒绝：msg 说明原因',
      '404': '所查对象不存在',
    },
  },
  'GET /charge/v2/api/visitorPay/orders/{payOrderId}': {
    query: VisitorPayOrderQuery, answer: VisitorPayOrder, summary: '访客支付订单状态与凭证（凭 payToken）',
    errors: { '404': '支付订单不存在' },
  },

  // A car with no plate, the phone as its ticket (no sign-in; docs/rules/plate-less-car.md).
  'GET /charge/v2/api/noPlate/entryLane': {
    query: NoPlateLaneQuery, answer: NoPlateLane, summary: '无牌车入口车道及本机在该停车场的入场记录',
    errors: { '404': '所查对象不存在' },
  },
  'POST /charge/v2/api/noPlate/entries': {
    body: NoPlateEntryBody, answer: NoPlateStay, summary: '无牌车扫码入场（本机为凭证，重复扫码返回同一记录）',
    errors: { '0xd06510048': '该停车场暂不支持无牌车扫码入场，请联系入口岗亭工作人员', '404': '未找到该车道，请重新扫码' },
  },
  'GET /charge/v2/api/noPlate/exitLane': {
    query: NoPlateLaneQuery, answer: NoPlateLane, summary: '无牌车出口车道及本机在该停车场的停车与费用',
    errors: { '404': '未找到该车道，请重新扫码' },
  },
  'POST /charge/v2/api/noPlate/orders': {
    body: NoPlatePayBody, answer: VisitorPayOrder, summary: '无牌车在出口车道支付停车费（支付后开闸，凭 payToken 查询）',
    errors: {
      '0xd06510037': '车辆…有…笔欠费未缴，请先补缴欠费 / 该车辆有未缴停车费，请补缴后再解绑',
      '0xd06510040': '该违规费用已支付，无需重复支付 / 该订单已支付，无需重复支付',
      '0xd06510041': '订单已关闭，请重新下单 / 该账单无需支付',
      '0xd06510043': '该账单正在支付中，请稍后再试 / 本次停车正在支付中，请完成支付或稍后再试',
      '0xd06510044': '…不支持该支付方式，请选择其他支付方式 / …未开通线上缴费，请在出口现场缴费',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd06510047': '业务拒绝：msg 说明原因',
      '404': '所查对象不存在',
    },
  },
  'POST /charge/v2/api/noPlate/freeExits': {
    body: NoPlateFreeExitBody, answer: NoPlateStay, summary: '无牌车免费时段内出场（开闸）',
    errors: { '0xd06510043': '本次停车正在支付中，请完成支付或稍后再试', '0xd06510046': '已超出免费时长，应付金额为…元，请支付后出场', '404': '所查对象不存在' },
  },

  // Road-side parking (the endpoint is in src/api/driver/plates.ts, its schema in driver/plates.types.ts).
  'GET /charge/v2/api/roadParking/sections/{parkId}': {
    answer: RoadSection, summary: '路侧停车路段信息',
    errors: { '404': '未找到该路段' },
  },

  // 核实通知 (no sign-in needed; docs/rules/scam-check.md).
  'POST /charge/v2/api/noticeChecks': { body: NoticeCheckBody, answer: NoticeCheck, summary: '核实欠费短信或罚单是否为本平台的真实通知' },
} satisfies Calls;
