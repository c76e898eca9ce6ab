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

export interface ChargingTables {
  stations: StationRecord[];
  chargingOrders: ChargingOrderRecord[];
  collectedStations: { id: string; driverId: string; stationId: string; collectedAt: number }[];
}

export function seedCharging(_now: number): ChargingTables {
  return { stations: [], chargingOrders: [], collectedStations: [] };
}
