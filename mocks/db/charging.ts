import type { OccupyAppealReason } from '../../src/api/cps/occupy.types';
import type { ChargeEstimate, ParkingRule } from '../../src/api/cps/estimate.types';
import type { PriceBand } from '../../src/api/cps/session.types';
import type { PayOrderRecord } from './parking';
import { DRIVER_A, DRIVER_B, STATION_IDS } from './ids';

/** Charging stations and orders as the cps service keeps them; fields of spec section 3. */
export interface StationRecord {
  stationId: string;
  stationName: string;
  stationAddr: string;
  latitude: number;
  longitude: number;
  /** openState.text, e.g. '营业中'. */
  openStateText: string;
  supportBook: 0 | 1;
  supportOccupy: 0 | 1;
  /** 0..1 */
  usageRate: number;
  /** Yuan per kWh. */
  currentPrice: number;
  quickChargingInfo: { leftNum: number; totalNum: number };
  slowChargingInfo: { leftNum: number; totalNum: number };
  parkingFeeDesc: string;
  /** 1 open now, 0 closed (openStateText says why). */
  openState: 0 | 1;
}

export interface ChargingOrderRecord {
  orderNo: string;
  driverId: string;
  stationId: string;
  deviceName: string;
  gunName: string;
  /** 1 charging, 2 finished unpaid, 3 finished paid. */
  orderState: 1 | 2 | 3;
  orderStateText: string;
  startTime: number;
  endTime: number | null;
  kwh: number;
  /** Energy plus service fee, before any coupon. */
  feeCents: number;
  /** The two parts of feeCents: energy (kWh × the band's price) and the station's service fee. */
  energyFeeCents: number;
  serviceFeeCents: number;
  /** What a coupon took off (0 without one); the driver pays feeCents − couponCents. */
  couponCents: number;
  /** When it was paid (orderState 3), else null. */
  paidAt: number | null;
  /** The all-in estimate the driver saw before starting, kept for the bill to set beside its parts. */
  estimate?: ChargeEstimate | null;
}

/** A fee for leaving a car on a charging space after charging ended. */
export interface OccupyOrderRecord {
  occupyOrderNo: string;
  driverId: string;
  stationId: string;
  orderNo: string;
  feeCents: number;
  /** 1 unpaid, 2 paid, 3 waived after an appeal. */
  state: 1 | 2 | 3;
  /** When the fee started growing (the grace period's end). */
  createdAt: number;
  /** When it stopped growing (the car left, or the cap was reached); null while the car is still on the space. */
  endedAt: number | null;
  paidAt: number | null;
}

/**
 * An appeal against an idle fee. Like a charging bill's appeal, its state is read from the clock (taken up after 10
 * minutes, handled after 2 hours); the relief decided when it was filed is applied once, when first read as handled.
 */
export interface OccupyAppealRecord {
  appealNo: string;
  driverId: string;
  occupyOrderNo: string;
  reason: OccupyAppealReason;
  description: string;
  pictures: string[];
  createdAt: number;
  /** Waived (unpaid fee) or refunded (paid fee). */
  reliefCents: number;
  resultText: string;
  refundTo: 'balance' | 'original' | null;
  applied: boolean;
}

/** A prepaid charging card; its password is 6 digits. */
export interface ChargingCardRecord {
  cardNo: string;
  driverId: string;
  password: string;
  balanceCents: number;
  updatedAt: number;
}

/** What the control API can make the next session do (POST /__mock/charging/faults). */
export type SessionFault = 'neverPlugged' | 'pileOffline' | 'stopUnconfirmed' | 'noEnergy';

/**
 * A charging session as the pile and the server see it: times are facts, everything else (state, kWh, cost) is
 * worked out from them at the mock clock's now (services/cps/sessionModel.ts), so advancing the clock charges.
 */
export interface ChargingSessionRecord {
  orderNo: string;
  pileCode: string;
  gunNo: string;
  gunType: 'fast' | 'slow';
  powerKw: number;
  createdAt: number;
  /** When the gun went into the car; null while it is not (and for ever with the neverPlugged fault). */
  pluggedAt: number | null;
  /** Battery size and charge at the start, as the car reports them (DC piles report the state of charge). */
  batteryKwh: number;
  socStart: number;
  /** The price at the start; a session with priceBands bills each band's energy at that band's price instead. */
  energyCentsPerKwh: number;
  serviceCentsPerKwh: number;
  /** The station's day of bands when the session started; the seed's older records have none. */
  priceBands?: PriceBand[];
  /** The lot's parking rule when the session started (null: parking is free). */
  parkingRule?: ParkingRule | null;
  stopCondition: { type: 'full' } | { type: 'amount'; amountCents: number } | { type: 'kwh'; kwh: number } | { type: 'minutes'; minutes: number } | { type: 'soc'; soc: number };
  /** A scheduled start: the car is plugged in at the order and the session waits until then (absent: a start now). */
  scheduledStartAt?: number | null;
  payMode: 'balance' | 'card' | 'prepay';
  cardNo: string | null;
  /** The prepay that caps and pays this session (payMode 'prepay'). */
  prepayId?: string;
  stopRequestedAt: number | null;
  /** The pile confirmed the stop (a stop it ignores leaves this null until the driver asks again). */
  stopConfirmedAt: number | null;
  /** Stop requests the pile will ignore (the stopUnconfirmed fault). */
  ignoredStops: number;
  noEnergy: boolean;
  /** Settled once: the bill paid from the balance or card, the idle fee's order made. */
  settled: boolean;
  /** The car left the space (POST /__mock/charging/{orderNo}/leave), which ends the idle fee. */
  leftAt: number | null;
}

/**
 * A charge paid before it starts by WeChat or Alipay. Paid when its order in the charge service's registry is;
 * used by one session, which refunds what it did not spend; refunded whole when no session used it in time.
 */
export interface ChargingPrepayRecord {
  prepayId: string;
  driverId: string;
  amountCents: number;
  payChannel: 2 | 3;
  createdAt: number;
  paidAt: number | null;
  usedBy: string | null;
  refundCents: number | null;
  refundedAt: number | null;
}

export interface ChargingTables {
  stations: StationRecord[];
  chargingOrders: ChargingOrderRecord[];
  collectedStations: { id: string; driverId: string; stationId: string; collectedAt: number }[];
  occupyOrders: OccupyOrderRecord[];
  occupyAppeals: OccupyAppealRecord[];
  chargingPrepays: ChargingPrepayRecord[];
  chargingCards: ChargingCardRecord[];
  chargingSessions: ChargingSessionRecord[];
  /** Faults armed for the next session started. */
  armedSessionFaults: SessionFault[];
}

type StationSeed = Omit<StationRecord, 'stationId'>;

/**
 * Stations whose piles are an older generation that cannot start at a later time (东方广场特来电: no scheduled
 * start). Stopping at a battery level is for DC piles everywhere (they report the state of charge, GB/T 27930).
 */
export const NO_SCHEDULED_START_STATIONS: readonly string[] = ['S2002'];

export function pileCapabilities(stationId: string, gunType: 'fast' | 'slow'): { scheduledStart: boolean; socStop: boolean } {
  return { scheduledStart: !NO_SCHEDULED_START_STATIONS.includes(stationId), socStop: gunType === 'fast' };
}

/** In STATION_IDS order, around the same point as the parks; one closed, one full, one with occupation fees off. */
const STATIONS: StationSeed[] = [
  { stationName: '王府井百货充电站', stationAddr: '北京市东城区王府井大街255号B3层', latitude: 39.9141, longitude: 116.4112, openState: 1, openStateText: '营业中', supportBook: 1, supportOccupy: 1, usageRate: 0.5, currentPrice: 1.68, quickChargingInfo: { leftNum: 4, totalNum: 10 }, slowChargingInfo: { leftNum: 6, totalNum: 10 }, parkingFeeDesc: '停车费10元/小时，充电车辆前2小时免费，每次封顶80元' },
  { stationName: '东方广场特来电充电站', stationAddr: '北京市东城区东长安街1号地下二层', latitude: 39.9083, longitude: 116.4140, openState: 1, openStateText: '营业中', supportBook: 0, supportOccupy: 1, usageRate: 0.75, currentPrice: 1.85, quickChargingInfo: { leftNum: 2, totalNum: 12 }, slowChargingInfo: { leftNum: 4, totalNum: 4 }, parkingFeeDesc: '停车费15元/小时，充电车辆首小时免费' },
  { stationName: '国家大剧院星星充电站', stationAddr: '北京市西城区西长安街2号地下停车场', latitude: 39.9030, longitude: 116.3898, openState: 1, openStateText: '营业中', supportBook: 1, supportOccupy: 0, usageRate: 0.2, currentPrice: 1.52, quickChargingInfo: { leftNum: 6, totalNum: 8 }, slowChargingInfo: { leftNum: 2, totalNum: 2 }, parkingFeeDesc: '停车费8元/小时，充电车辆前30分钟免费，每次封顶60元' },
  { stationName: '崇文门国家电网充电站', stationAddr: '北京市东城区崇文门外大街3号', latitude: 39.8985, longitude: 116.4165, openState: 1, openStateText: '营业中', supportBook: 0, supportOccupy: 1, usageRate: 1, currentPrice: 1.45, quickChargingInfo: { leftNum: 0, totalNum: 6 }, slowChargingInfo: { leftNum: 0, totalNum: 0 }, parkingFeeDesc: '停车费6元/小时，充电车辆前2小时免费' },
  { stationName: '西单大悦城蔚来超充站', stationAddr: '北京市西城区西单北大街131号B2层', latitude: 39.9105, longitude: 116.3738, openState: 1, openStateText: '营业中', supportBook: 1, supportOccupy: 1, usageRate: 0.25, currentPrice: 2.05, quickChargingInfo: { leftNum: 6, totalNum: 8 }, slowChargingInfo: { leftNum: 0, totalNum: 0 }, parkingFeeDesc: '停车费10元/小时，充电车辆首小时免费，每次封顶100元' },
  { stationName: '北海公园公交场站充电站', stationAddr: '北京市西城区景山西街甲1号', latitude: 39.9255, longitude: 116.3910, openState: 0, openStateText: '设备维护中', supportBook: 0, supportOccupy: 0, usageRate: 0, currentPrice: 1.38, quickChargingInfo: { leftNum: 0, totalNum: 4 }, slowChargingInfo: { leftNum: 0, totalNum: 6 }, parkingFeeDesc: '免费停车' },
];

export function seedCharging(now: number): ChargingTables {
  const min = 60_000;
  const day = 86_400_000;
  return {
    stations: STATIONS.map((s, i) => ({
      ...s,
      stationId: STATION_IDS[i] as string,
      quickChargingInfo: { ...s.quickChargingInfo },
      slowChargingInfo: { ...s.slowChargingInfo },
    })),
    chargingOrders: [
      { orderNo: 'C30001', driverId: DRIVER_A, stationId: 'S2001', deviceName: '3号直流桩', gunName: 'A枪', orderState: 1, orderStateText: '充电中', startTime: now - 42 * min, endTime: null, kwh: 18.6, feeCents: 3125, energyFeeCents: 2232, serviceFeeCents: 893, couponCents: 0, paidAt: null },
      { orderNo: 'C30002', driverId: DRIVER_A, stationId: 'S2003', deviceName: '1号直流桩', gunName: 'B枪', orderState: 3, orderStateText: '已完成', startTime: now - 3 * day, endTime: now - 3 * day + 75 * min, kwh: 42.3, feeCents: 6430, energyFeeCents: 4653, serviceFeeCents: 1777, couponCents: 500, paidAt: now - 3 * day + 80 * min },
      { orderNo: 'C30003', driverId: DRIVER_B, stationId: 'S2002', deviceName: '5号直流桩', gunName: 'A枪', orderState: 2, orderStateText: '待支付', startTime: now - 2 * day, endTime: now - 2 * day + 60 * min, kwh: 30.1, feeCents: 5569, energyFeeCents: 3913, serviceFeeCents: 1656, couponCents: 0, paidAt: null },
    ],
    collectedStations: [
      { id: 'CS000001', driverId: DRIVER_A, stationId: 'S2001', collectedAt: now - 20 * day },
    ],
    // B left the car on the space after C30003 finished; A's old occupation fee is settled.
    occupyOrders: [
      { occupyOrderNo: 'OC40001', driverId: DRIVER_A, stationId: 'S2003', orderNo: 'C30002', feeCents: 500, state: 2, createdAt: now - 3 * day + 90 * min, endedAt: now - 3 * day + 100 * min, paidAt: now - 3 * day + 105 * min },
      // C30012 (db/chargingBills.ts): 6 days ago at 王府井, 47 minutes; the car stayed 8 minutes past the grace.
      { occupyOrderNo: 'OC40003', driverId: DRIVER_A, stationId: 'S2001', orderNo: 'C30012', feeCents: 400, state: 2, createdAt: now - 6 * day + 62 * min, endedAt: now - 6 * day + 70 * min, paidAt: now - 6 * day + 75 * min },
      { occupyOrderNo: 'OC40002', driverId: DRIVER_B, stationId: 'S2002', orderNo: 'C30003', feeCents: 1200, state: 1, createdAt: now - 2 * day + 75 * min, endedAt: now - 2 * day + 99 * min, paidAt: null },
    ],
    // A's paid idle fee was appealed and the appeal handled: the fee stands.
    occupyAppeals: [
      {
        appealNo: 'OA50001', driverId: DRIVER_A, occupyOrderNo: 'OC40003', reason: '已按时驶离', description: '挪车时间与记录不符', pictures: [],
        createdAt: now - 6 * day + 80 * min, reliefCents: 0, resultText: '经核实，车辆驶离时间记录无误，该占位费计费无误。如仍有疑问，请联系客服', refundTo: 'original', applied: true,
      },
    ],
    chargingPrepays: [],
    chargingCards: [
      { cardNo: '8800100000000001', driverId: DRIVER_A, password: '123456', balanceCents: 20000, updatedAt: now - 60 * day },
    ],
    // A's session in progress: 3号直流桩 A枪 at 王府井, 42 minutes in at 26.6 kW (18.6 kWh).
    chargingSessions: [
      {
        orderNo: 'C30001', pileCode: '200103', gunNo: 'A', gunType: 'fast', powerKw: 26.6, createdAt: now - 42 * min - 20_000, pluggedAt: now - 42 * min - 10_000,
        batteryKwh: 75, socStart: 20, energyCentsPerKwh: 120, serviceCentsPerKwh: 48, stopCondition: { type: 'full' }, payMode: 'balance', cardNo: null,
        stopRequestedAt: null, stopConfirmedAt: null, ignoredStops: 0, noEnergy: false, settled: false, leftAt: null,
      },
    ],
    armedSessionFaults: [],
  };
}

/**
 * The WeChat order that paid A's idle fee OC40003 (the charge service's pay-order registry, which db/index.ts
 * composes): a fee with no order would read as paid from the balance, which the wallet's history does not hold.
 */
export function seedIdleFeePayOrders(now: number): PayOrderRecord[] {
  const paidAt = now - 6 * 86_400_000 + 75 * 60_000;
  return [
    {
      payOrderId: 'O090401', driverId: DRIVER_A, items: [{ uniqueId: 'OC40003', feeCents: 400 }], payChannel: 3, originalCents: 400, discountCents: 0,
      amountCents: 400, couponId: null, collectorCode: null, lane: null, state: 'paid', createdAt: paidAt - 30_000, settledAt: paidAt,
    },
  ];
}
