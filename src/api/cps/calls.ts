import type { Calls } from '../contract';
import { noData } from '../../lib/schema';
import { PayOrder } from '../charge/types';
import {
  ChangeCardPasswordBody, ChangeCardPasswordResult, ChargingOrderPage, ChargingOrdersParams, CollectedStations, CollectStationBody,
  CollectStationResult, CollectStationsParams, EmptyBody, NearbyStationPage, NearbyStationsParams, OccupyOrderExist, OccupyOrderExistBody,
  UncollectStationsQuery, UncollectStationsResult,
} from './types';
import {
  ChargingAppealDetail, ChargingBillDetail, ChargingBillPage, ChargingBillsParams, PayChargingBillBody, SubmitChargingAppealBody,
  SubmitChargingAppealResult,
} from './bills.types';
import {
  AlternativesQuery, AlternativeStations, ChargerReportBody, ChargerReportResult, GunHold, JoinQueueBody, MyChargerAccess, QueuePlace,
  ReserveGunBody,
} from './chargerAccess.types';
import { ChargingCoupon, ChargingCoupons, ClaimChargingCouponBody } from './coupons.types';
import {
  OccupyAppealDetail, OccupyBillDetail, OccupyBillPage, OccupyBillsParams, PayOccupyBillBody, SubmitOccupyAppealBody,
  SubmitOccupyAppealResult,
} from './occupy.types';
import { CreatePrepayArg, CurrentPrepayAnswer } from './prepay.types';
import { ChargingSession, PileDetail, StartChargingBody, StartChargingResult, StationDetail, StopChargingResult } from './session.types';
import { StationTrust, StationTrustQuery } from './stationTrust.types';
import { StationTrustSummaries, StationTrustSummariesQuery } from './trust.types';
import { AddChargingVinBody, BindVinPlateBody, ChargingCards, ChargingVin, ChargingVinList } from './vins.types';
import { VinClaim, VinClaimBody, VinClaimList } from './vinClaims.types';

/** The cps service's calls: what each sends and answers (src/api/contract.ts). */
export const cpsCalls = {
  // Stations, favourites, orders, cards (./index, ./stations).
  'POST /cps/v2/api/nearbyStations': { body: NearbyStationsParams, answer: NearbyStationPage, summary: '附近充电站' },
  'GET /cps/v2/api/collectStations': { query: CollectStationsParams, answer: CollectedStations, summary: '收藏的充电站' },
  'POST /cps/v2/api/collectStations': {
    body: CollectStationBody, answer: CollectStationResult, summary: '收藏充电站',
    errors: { '404': '所查对象不存在' },
  },
  'DELETE /cps/v2/api/collectStations/{id}': {
    query: UncollectStationsQuery, answer: UncollectStationsResult, summary: '取消收藏充电站（可批量）',
    errors: { '404': '未找到该收藏，可能已取消' },
  },
  'GET /cps/v2/api/chargingOrders/msp': { query: ChargingOrdersParams, answer: ChargingOrderPage, summary: '充电订单列表（首页进行中订单）' },
  'POST /cps/v2/api/occupyOrders/exist': {
    body: OccupyOrderExistBody, answer: OccupyOrderExist, summary: '是否有未支付的占位费',
    errors: { '404': '所查对象不存在' },
  },
  'PUT /cps/v2/api/charging/cards/password': {
    body: ChangeCardPasswordBody, answer: ChangeCardPasswordResult, summary: '修改充电卡密码',
    errors: { '404': '未找到该充电卡' },
  },

  // Station detail, piles and sessions (./session).
  'GET /cps/v2/api/stations/{stationId}': {
    answer: StationDetail, summary: '充电站详情（电价时段、充电桩、排队与故障报告）',
    errors: { '404': '充电站不存在' },
  },
  'GET /cps/v2/api/piles/{pileCode}': {
    answer: PileDetail, summary: '按编号查充电桩（扫码充电）',
    errors: { '404': '未找到该充电桩，请核对桩上的编号' },
  },
  'POST /cps/v2/api/chargingOrders': {
    body: StartChargingBody, answer: StartChargingResult, summary: '启动充电',
    errors: {
      '0xd07010001': '……，暂不能充电',
      '0xd07010002': '您有未支付的占位费，请先支付',
      '0xd07010003': '您有未支付的充电订单，请先支付',
      '0xd07010004': '您已有正在进行的充电，请先结束',
      '0xd07010005': '该充电枪正在使用中，请换一个',
      '0xd07010006': '充电卡余额不足5元，请先充值或换一种方式 / 账户余额不足5元，请先充值或换一种方式',
      '0xd07010007': '充电桩离线，请换一个充电桩',
      '0xd07010009': '未找到可用的预付款，请先预付或选择其他支付方式',
      '0xd07030004': '未找到该优惠券，请重新选择',
      '0xd07030005': '该优惠券已使用，请重新选择',
      '0xd07030006': '该优惠券已过期，请重新选择',
      '0xd07030007': '该优惠券正用于另一笔充电，请重新选择',
      '0xd07040007': '该充电枪已被预约，请换一个空闲的充电枪',
      '404': '未找到该充电桩 / 未找到该充电枪',
    },
  },
  'GET /cps/v2/api/chargingOrders/{orderNo}': {
    answer: ChargingSession, summary: '充电会话实时状态',
    errors: { '404': '未找到该充电订单' },
  },
  'POST /cps/v2/api/chargingOrders/{orderNo}/stop': {
    body: EmptyBody, answer: StopChargingResult, summary: '停止充电',
    errors: { '404': '所查对象不存在' },
  },

  // Charging bills and their appeals (./bills).
  'GET /cps/v2/api/chargingBills': { query: ChargingBillsParams, answer: ChargingBillPage, summary: '充电账单列表' },
  'GET /cps/v2/api/chargingBills/{orderNo}': {
    answer: ChargingBillDetail, summary: '充电账单详情',
    errors: { '404': '未找到该充电账单' },
  },
  'POST /cps/v2/api/chargingBills/{orderNo}/pay': {
    body: PayChargingBillBody, answer: PayOrder, summary: '支付充电账单',
    errors: {
      '0xd06510040': '该账单已支付，无需重复支付',
      '0xd06510041': '该账单无需支付',
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值或选择其他支付方式',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd07030001': '该订单正在充电中，请结束充电后再支付',
      '0xd07030004': '该账单正在申诉处理中，请等待处理结果',
      '404': '所查对象不存在',
    },
  },
  'POST /cps/v2/api/chargingAppeals': {
    body: SubmitChargingAppealBody, answer: SubmitChargingAppealResult, summary: '提交充电账单申诉',
    errors: { '0xd07030002': '充电中的订单不能申诉', '0xd07030003': '该账单已提交过申诉，请查看申诉进度', '404': '未找到该充电账单' },
  },
  'GET /cps/v2/api/chargingAppeals/{appealNo}': {
    answer: ChargingAppealDetail, summary: '充电账单申诉详情',
    errors: { '404': '未找到该申诉' },
  },

  // Idle fees (占位费) and their appeals (./occupy).
  'GET /cps/v2/api/occupyBills': { query: OccupyBillsParams, answer: OccupyBillPage, summary: '占位费账单列表' },
  'GET /cps/v2/api/occupyBills/{occupyOrderNo}': {
    answer: OccupyBillDetail, summary: '占位费账单详情',
    errors: { '404': '未找到该占位费账单' },
  },
  'POST /cps/v2/api/occupyBills/{occupyOrderNo}/pay': {
    body: PayOccupyBillBody, answer: PayOrder, summary: '支付占位费',
    errors: {
      '0xd06510040': '该占位费已支付，无需重复支付',
      '0xd06510041': '该占位费无需支付',
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值或选择其他支付方式',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd07040001': '车辆仍占用充电车位，占位费仍在计费，请驶离车位后再支付',
      '0xd07040003': '该占位费已免除，无需支付',
      '0xd07040004': '该占位费正在申诉处理中，请等待处理结果',
      '404': '所查对象不存在',
    },
  },
  'POST /cps/v2/api/occupyAppeals': {
    body: SubmitOccupyAppealBody, answer: SubmitOccupyAppealResult, summary: '提交占位费申诉',
    errors: {
      '0xd07040001': '占位费仍在计费，请驶离车位后再申诉',
      '0xd07040002': '该占位费已提交过申诉，请查看申诉进度',
      '0xd07040003': '该占位费已免除，无需申诉',
      '0xd07040004': '该占位费正在支付中，请在支付完成后再申诉',
      '404': '未找到该占位费账单',
    },
  },
  'GET /cps/v2/api/occupyAppeals/{appealNo}': {
    answer: OccupyAppealDetail, summary: '占位费申诉详情',
    errors: { '404': '未找到该申诉' },
  },

  // Prepaying a charge (./prepay).
  'POST /cps/v2/api/chargingPrepays': {
    body: CreatePrepayArg, answer: PayOrder, summary: '充电预付（先付后充）下单',
    errors: { '0xd07010008': '您有一笔未使用的预付款，可直接开始充电' },
  },
  'GET /cps/v2/api/chargingPrepays/current': { answer: CurrentPrepayAnswer, summary: '待使用的充电预付款（无则为 null）' },

  // Charging coupons (./coupons).
  'GET /cps/v2/api/chargingCoupons': { answer: ChargingCoupons, summary: '可用的充电优惠券' },
  'POST /cps/v2/api/chargingCoupons/claim': {
    body: ClaimChargingCouponBody, answer: ChargingCoupon, summary: '券码领取充电优惠券',
    errors: { '0xd07030001': '券码无效，请核对后重新输入', '0xd07030002': '该券码已被领取', '0xd07030003': '该券码已过期' },
  },

  // VINs and charging cards (./vins).
  'GET /cps/v2/api/vins': { answer: ChargingVinList, summary: '即插即充 VIN 列表' },
  'POST /cps/v2/api/vins': {
    body: AddChargingVinBody, answer: ChargingVin, summary: '添加 VIN',
    errors: {
      '0xd07020001': 'VIN码校验位不正确，请核对；进口车辆请确认后再提交',
      '0xd07020002': '该VIN码已添加',
      '0xd07020003': '该VIN码已被其他账号绑定，如有疑问请联系客服',
      '0xd07020004': '每个账号最多添加…个VIN码，请先删除不用的',
      '0xd07020005': '只能关联本账号已绑定的车辆 / 该车辆已关联其他VIN码，一辆车只能关联一个VIN码',
    },
  },
  'PUT /cps/v2/api/vins/{id}': {
    body: BindVinPlateBody, answer: ChargingVin, summary: 'VIN 关联或解除车牌',
    errors: { '0xd07020005': '该车辆已关联其他VIN码，一辆车只能关联一个VIN码 / 只能关联本账号已绑定的车辆', '404': '未找到该VIN码，可能已被删除' },
  },
  'DELETE /cps/v2/api/vins/{id}': {
    answer: noData, summary: '删除 VIN',
    errors: { '404': '未找到该VIN码，可能已被删除' },
  },
  'GET /cps/v2/api/charging/cards': { answer: ChargingCards, summary: '充电卡列表' },

  // Claims of a VIN another account holds (./vinClaims: the licence proves the car; the operator reviews).
  'GET /cps/v2/api/vinClaims': { answer: VinClaimList, summary: '我的VIN认领申请' },
  'GET /cps/v2/api/vinClaims/{claimId}': {
    answer: VinClaim, summary: 'VIN认领申请详情',
    errors: { '404': '未找到该认领申请' },
  },
  'POST /cps/v2/api/vinClaims': {
    body: VinClaimBody, answer: VinClaim, summary: '申请VIN认领（行驶证照片、所有人、号牌号码）',
    errors: {
      '0xd07020010': '该VIN码未被其他账号绑定，请直接添加', '0xd07020011': '该VIN码已添加在您的账号',
      '0xd07020012': '该VIN码已有认领申请正在审核中，请等待审核结果', '0xd07020013': '号牌号码与该VIN码登记的车辆不一致，请核对行驶证',
      '0xd07020004': '每个账号最多添加…个VIN码，请先删除不用的VIN码再申请认领',
    },
  },
  'POST /cps/v2/api/vinClaims/{claimId}/withdraw': {
    answer: VinClaim, summary: '撤回VIN认领申请',
    errors: { '0xd07020014': '该申请已审核或已撤回，不能撤回', '404': '未找到该认领申请' },
  },

  // Getting to a working gun: holds, lines, reports, alternatives (./chargerAccess).
  'GET /cps/v2/api/chargerAccess/mine': { answer: MyChargerAccess, summary: '我的预约与排队' },
  'POST /cps/v2/api/gunHolds': {
    body: ReserveGunBody, answer: GunHold, summary: '预约充电枪',
    errors: {
      '0xd07040001': '该充电站暂不支持预约充电枪',
      '0xd07040002': '您已预约了一个充电枪，请先使用或取消',
      '0xd07040003': '该充电站暂无可预约的慢充枪 / 该充电枪当前不能预约，请换一个空闲的充电枪',
      '0xd07040004': '预约需支付…元，账户余额不足，请先充值',
      '404': '所查对象不存在',
    },
  },
  'POST /cps/v2/api/gunHolds/{holdId}/cancel': {
    body: EmptyBody, answer: GunHold, summary: '取消预约充电枪',
    errors: { '0xd07040006': '该预约已过期，预约费不予退还', '404': '未找到该预约' },
  },
  'POST /cps/v2/api/stationQueues': {
    body: JoinQueueBody, answer: QueuePlace, summary: '排队等候充电枪',
    errors: {
      '0xd07010001': '北海公园公交场站充电站设备维护中，暂不能排队',
      '0xd07040002': '您已预约了一个充电枪，请先使用或取消',
      '0xd07040005': '有空闲的快充枪，无需排队，可直接扫码充电',
      '404': '所查对象不存在',
    },
  },
  'POST /cps/v2/api/stationQueues/{queueId}/leave': {
    body: EmptyBody, answer: QueuePlace, summary: '退出排队',
    errors: { '0xd07040006': '业务拒绝：msg 说明原因', '404': '未找到该排队' },
  },
  'POST /cps/v2/api/chargerReports': {
    body: ChargerReportBody, answer: ChargerReportResult, summary: '报告充电桩故障（无法充电）',
    errors: { '404': '该充电站没有这个充电桩' },
  },
  'GET /cps/v2/api/stations/{stationId}/alternatives': {
    query: AlternativesQuery, answer: AlternativeStations, summary: '附近有空闲充电枪的其他充电站',
    errors: { '404': '充电站不存在' },
  },

  // Trusting a charger: piles' record and guns free on arrival (./trust).
  'GET /cps/v2/api/stations/{stationId}/trust': {
    query: StationTrustQuery, answer: StationTrust, summary: '充电桩近30天启动成功率与预计到达时空闲枪数',
    errors: { '404': '充电站不存在' },
  },
  'GET /cps/v2/api/stationTrust': { query: StationTrustSummariesQuery, answer: StationTrustSummaries, summary: '充电站可靠性摘要（列表排序与筛选）' },
} satisfies Calls;
