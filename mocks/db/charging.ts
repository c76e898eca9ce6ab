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
  feeCents: number;
}

/** A fee for leaving a car on a charging space after charging ended. */
export interface OccupyOrderRecord {
  occupyOrderNo: string;
  driverId: string;
  stationId: string;
  orderNo: string;
  feeCents: number;
  /** 1 unpaid, 2 paid. */
  state: 1 | 2;
  createdAt: number;
}

/** A prepaid charging card; its password is 6 digits. */
export interface ChargingCardRecord {
  cardNo: string;
  driverId: string;
  password: string;
  balanceCents: number;
  updatedAt: number;
}

export interface ChargingTables {
  stations: StationRecord[];
  chargingOrders: ChargingOrderRecord[];
  collectedStations: { id: string; driverId: string; stationId: string; collectedAt: number }[];
  occupyOrders: OccupyOrderRecord[];
  chargingCards: ChargingCardRecord[];
}

type StationSeed = Omit<StationRecord, 'stationId'>;

/** In STATION_IDS order, around the same point as the parks; one closed, one full, one with occupation fees off. */
const STATIONS: StationSeed[] = [
  { stationName: '王府井百货充电站', stationAddr: '北京市东城区王府井大街255号B3层', latitude: 39.9141, longitude: 116.4112, openState: 1, openStateText: '营业中', supportBook: 1, supportOccupy: 1, usageRate: 0.5, currentPrice: 1.68, quickChargingInfo: { leftNum: 4, totalNum: 10 }, slowChargingInfo: { leftNum: 6, totalNum: 10 }, parkingFeeDesc: '充电期间停车费减免2小时' },
  { stationName: '东方广场特来电充电站', stationAddr: '北京市东城区东长安街1号地下二层', latitude: 39.9083, longitude: 116.4140, openState: 1, openStateText: '营业中', supportBook: 0, supportOccupy: 1, usageRate: 0.75, currentPrice: 1.85, quickChargingInfo: { leftNum: 2, totalNum: 12 }, slowChargingInfo: { leftNum: 4, totalNum: 4 }, parkingFeeDesc: '停车费15元/小时，充电车辆首小时免费' },
  { stationName: '国家大剧院星星充电站', stationAddr: '北京市西城区西长安街2号地下停车场', latitude: 39.9030, longitude: 116.3898, openState: 1, openStateText: '营业中', supportBook: 1, supportOccupy: 0, usageRate: 0.2, currentPrice: 1.52, quickChargingInfo: { leftNum: 6, totalNum: 8 }, slowChargingInfo: { leftNum: 2, totalNum: 2 }, parkingFeeDesc: '按停车场标准收费' },
  { stationName: '崇文门国家电网充电站', stationAddr: '北京市东城区崇文门外大街3号', latitude: 39.8985, longitude: 116.4165, openState: 1, openStateText: '营业中', supportBook: 0, supportOccupy: 1, usageRate: 1, currentPrice: 1.45, quickChargingInfo: { leftNum: 0, totalNum: 6 }, slowChargingInfo: { leftNum: 0, totalNum: 0 }, parkingFeeDesc: '充电免停车费2小时' },
  { stationName: '西单大悦城蔚来超充站', stationAddr: '北京市西城区西单北大街131号B2层', latitude: 39.9105, longitude: 116.3738, openState: 1, openStateText: '营业中', supportBook: 1, supportOccupy: 1, usageRate: 0.25, currentPrice: 2.05, quickChargingInfo: { leftNum: 6, totalNum: 8 }, slowChargingInfo: { leftNum: 0, totalNum: 0 }, parkingFeeDesc: '会员消费满200元免2小时停车费' },
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
      { orderNo: 'C30001', driverId: DRIVER_A, stationId: 'S2001', deviceName: '3号直流桩', gunName: 'A枪', orderState: 1, orderStateText: '充电中', startTime: now - 42 * min, endTime: null, kwh: 18.6, feeCents: 3125 },
      { orderNo: 'C30002', driverId: DRIVER_A, stationId: 'S2003', deviceName: '1号直流桩', gunName: 'B枪', orderState: 3, orderStateText: '已完成', startTime: now - 3 * day, endTime: now - 3 * day + 75 * min, kwh: 42.3, feeCents: 6430 },
      { orderNo: 'C30003', driverId: DRIVER_B, stationId: 'S2002', deviceName: '5号直流桩', gunName: 'A枪', orderState: 2, orderStateText: '待支付', startTime: now - 2 * day, endTime: now - 2 * day + 60 * min, kwh: 30.1, feeCents: 5569 },
    ],
    collectedStations: [
      { id: 'CS000001', driverId: DRIVER_A, stationId: 'S2001', collectedAt: now - 20 * day },
    ],
    // B left the car on the space after C30003 finished; A's old occupation fee is settled.
    occupyOrders: [
      { occupyOrderNo: 'OC40001', driverId: DRIVER_A, stationId: 'S2003', orderNo: 'C30002', feeCents: 500, state: 2, createdAt: now - 3 * day + 2 * 3600_000 },
      { occupyOrderNo: 'OC40002', driverId: DRIVER_B, stationId: 'S2002', orderNo: 'C30003', feeCents: 1200, state: 1, createdAt: now - 2 * day + 2 * 3600_000 },
    ],
    chargingCards: [
      { cardNo: '8800100000000001', driverId: DRIVER_A, password: '123456', balanceCents: 20000, updatedAt: now - 60 * day },
    ],
  };
}
