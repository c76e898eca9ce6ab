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
import { StationTrust, StationTrustQuery, StationTrustSummaries, StationTrustSummariesQuery } from './trust.types';
import { AddChargingVinBody, BindVinPlateBody, ChargingCards, ChargingVin, ChargingVinList } from './vins.types';

/** The cps service's calls: what each sends and answers (src/api/contract.ts). */
export const cpsCalls = {
  // Stations, favourites, orders, cards (./index, ./stations).
  'POST /cps/v2/api/nearbyStations': { body: NearbyStationsParams, answer: NearbyStationPage, summary: '附近充电站' },
  'GET /cps/v2/api/collectStations': { query: CollectStationsParams, answer: CollectedStations, summary: '收藏的充电站' },
  'POST /cps/v2/api/collectStations': { body: CollectStationBody, answer: CollectStationResult, summary: '收藏充电站' },
  'DELETE /cps/v2/api/collectStations/{id}': { query: UncollectStationsQuery, answer: UncollectStationsResult, summary: '取消收藏充电站（可批量）' },
  'GET /cps/v2/api/chargingOrders/msp': { query: ChargingOrdersParams, answer: ChargingOrderPage, summary: '充电订单列表（首页进行中订单）' },
  'POST /cps/v2/api/occupyOrders/exist': { body: OccupyOrderExistBody, answer: OccupyOrderExist, summary: '是否有未支付的占位费' },
  'PUT /cps/v2/api/charging/cards/password': { body: ChangeCardPasswordBody, answer: ChangeCardPasswordResult, summary: '修改充电卡密码' },

  // Station detail, piles and sessions (./session).
  'GET /cps/v2/api/stations/{stationId}': { answer: StationDetail, summary: '充电站详情（电价时段、充电桩、排队与故障报告）' },
  'GET /cps/v2/api/piles/{pileCode}': { answer: PileDetail, summary: '按编号查充电桩（扫码充电）' },
  'POST /cps/v2/api/chargingOrders': { body: StartChargingBody, answer: StartChargingResult, summary: '启动充电' },
  'GET /cps/v2/api/chargingOrders/{orderNo}': { answer: ChargingSession, summary: '充电会话实时状态' },
  'POST /cps/v2/api/chargingOrders/{orderNo}/stop': { body: EmptyBody, answer: StopChargingResult, summary: '停止充电' },

  // Charging bills and their appeals (./bills).
  'GET /cps/v2/api/chargingBills': { query: ChargingBillsParams, answer: ChargingBillPage, summary: '充电账单列表' },
  'GET /cps/v2/api/chargingBills/{orderNo}': { answer: ChargingBillDetail, summary: '充电账单详情' },
  'POST /cps/v2/api/chargingBills/{orderNo}/pay': { body: PayChargingBillBody, answer: PayOrder, summary: '支付充电账单' },
  'POST /cps/v2/api/chargingAppeals': { body: SubmitChargingAppealBody, answer: SubmitChargingAppealResult, summary: '提交充电账单申诉' },
  'GET /cps/v2/api/chargingAppeals/{appealNo}': { answer: ChargingAppealDetail, summary: '充电账单申诉详情' },

  // Idle fees (占位费) and their appeals (./occupy).
  'GET /cps/v2/api/occupyBills': { query: OccupyBillsParams, answer: OccupyBillPage, summary: '占位费账单列表' },
  'GET /cps/v2/api/occupyBills/{occupyOrderNo}': { answer: OccupyBillDetail, summary: '占位费账单详情' },
  'POST /cps/v2/api/occupyBills/{occupyOrderNo}/pay': { body: PayOccupyBillBody, answer: PayOrder, summary: '支付占位费' },
  'POST /cps/v2/api/occupyAppeals': { body: SubmitOccupyAppealBody, answer: SubmitOccupyAppealResult, summary: '提交占位费申诉' },
  'GET /cps/v2/api/occupyAppeals/{appealNo}': { answer: OccupyAppealDetail, summary: '占位费申诉详情' },

  // Prepaying a charge (./prepay).
  'POST /cps/v2/api/chargingPrepays': { body: CreatePrepayArg, answer: PayOrder, summary: '充电预付（先付后充）下单' },
  'GET /cps/v2/api/chargingPrepays/current': { answer: CurrentPrepayAnswer, summary: '待使用的充电预付款（无则为 null）' },

  // Charging coupons (./coupons).
  'GET /cps/v2/api/chargingCoupons': { answer: ChargingCoupons, summary: '可用的充电优惠券' },
  'POST /cps/v2/api/chargingCoupons/claim': { body: ClaimChargingCouponBody, answer: ChargingCoupon, summary: '券码领取充电优惠券' },

  // VINs and charging cards (./vins).
  'GET /cps/v2/api/vins': { answer: ChargingVinList, summary: '即插即充 VIN 列表' },
  'POST /cps/v2/api/vins': { body: AddChargingVinBody, answer: ChargingVin, summary: '添加 VIN' },
  'PUT /cps/v2/api/vins/{id}': { body: BindVinPlateBody, answer: ChargingVin, summary: 'VIN 关联或解除车牌' },
  'DELETE /cps/v2/api/vins/{id}': { answer: noData, summary: '删除 VIN' },
  'GET /cps/v2/api/charging/cards': { answer: ChargingCards, summary: '充电卡列表' },

  // Getting to a working gun: holds, lines, reports, alternatives (./chargerAccess).
  'GET /cps/v2/api/chargerAccess/mine': { answer: MyChargerAccess, summary: '我的预约与排队' },
  'POST /cps/v2/api/gunHolds': { body: ReserveGunBody, answer: GunHold, summary: '预约充电枪' },
  'POST /cps/v2/api/gunHolds/{holdId}/cancel': { body: EmptyBody, answer: GunHold, summary: '取消预约充电枪' },
  'POST /cps/v2/api/stationQueues': { body: JoinQueueBody, answer: QueuePlace, summary: '排队等候充电枪' },
  'POST /cps/v2/api/stationQueues/{queueId}/leave': { body: EmptyBody, answer: QueuePlace, summary: '退出排队' },
  'POST /cps/v2/api/chargerReports': { body: ChargerReportBody, answer: ChargerReportResult, summary: '报告充电桩故障（无法充电）' },
  'GET /cps/v2/api/stations/{stationId}/alternatives': { query: AlternativesQuery, answer: AlternativeStations, summary: '附近有空闲充电枪的其他充电站' },

  // Trusting a charger: piles' record and guns free on arrival (./trust).
  'GET /cps/v2/api/stations/{stationId}/trust': { query: StationTrustQuery, answer: StationTrust, summary: '充电桩近30天启动成功率与预计到达时空闲枪数' },
  'GET /cps/v2/api/stationTrust': { query: StationTrustSummariesQuery, answer: StationTrustSummaries, summary: '充电站可靠性摘要（列表排序与筛选）' },
} satisfies Calls;
