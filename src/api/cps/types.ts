import type { Cents, Paged } from '../../lib/wire';

/** Where the list is shown: 1 home (3 nearest at most), 2 map, 3 station list page. */
export type StationSource = 1 | 2 | 3;

/** POST /cps/v2/api/nearbyStations. */
export interface NearbyStationsParams {
  destLng: number;
  destLat: number;
  source: StationSource;
  pageNo?: number;
  pageSize?: number;
}

export interface GunCount {
  leftNum: number;
  totalNum: number;
}

/** A charging station as the lists answer it (spec section 3, "Nearby station"). */
export interface NearbyStation {
  stationId: string;
  stationName: string;
  stationAddr: string;
  latitude: number;
  longitude: number;
  /** 1 open now, 0 closed. */
  openState: { state: 0 | 1; text: string };
  supportBook: 0 | 1;
  supportOccupy: 0 | 1;
  /** 0..1 share of guns in use. */
  usageRate: number;
  /** Yuan per kWh, electricity plus service fee. */
  currentPrice: number;
  quickChargingInfo: GunCount;
  slowChargingInfo: GunCount;
  parkingFeeDesc: string;
  /** Metres from the requested point; null when the request had none. */
  distance: number | null;
}

export type NearbyStationPage = Paged<NearbyStation>;

/** GET collectStations. */
export interface CollectStationsParams {
  destLng?: number;
  destLat?: number;
}

export interface CollectedStation extends NearbyStation {
  collectId: string;
  collectTime: string;
}

/** POST collectStations; a station already collected is refused. */
export interface CollectStationBody {
  stationId: string;
}

export interface CollectStationResult {
  collectId: string;
  stationId: string;
}

/** DELETE collectStations/{id}: id is a stationId (or a collectId); stationIds removes several. */
export interface UncollectStationsArgs {
  id: string;
  stationIds?: string;
}

export interface UncollectStationsResult {
  removed: number;
}

/** 1 in progress, 2 all, 3 finished (unpaid and paid). */
export type ChargingOrderRequestType = 1 | 2 | 3;

/** GET chargingOrders/msp (home: requestType 1, pageNo 1, pageSize 20). */
export interface ChargingOrdersParams {
  requestType: ChargingOrderRequestType;
  pageNo: number;
  pageSize: number;
}

/** 1 charging, 2 finished unpaid, 3 finished paid. */
export type ChargingOrderState = 1 | 2 | 3;

export interface ChargingOrder {
  orderNo: string;
  stationId: string;
  stationName: string;
  deviceName: string;
  gunName: string;
  orderState: ChargingOrderState;
  orderStateText: string;
  /** 'MM-DD HH:mm' for the home card. */
  homeStartTime: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  startTime: string;
  endTime: string | null;
  /** kWh charged so far. */
  chargedKwh: number;
  feeCents: Cents;
  durationMinutes: number;
  /**
   * A complaint about this order's bill is open (an appeal not yet handled): an unpaid bill under it is set
   * aside and blocks no new start. The start page reads it here instead of asking for the driver's disputes.
   */
  openAppeal: boolean;
}

export type ChargingOrderPage = Paged<ChargingOrder>;

/** POST occupyOrders/exist: before a new charge, is an occupation fee still unpaid? */
export interface OccupyOrderExistBody {
  stationId?: string;
}

export interface OccupyOrderExist {
  exist: boolean;
  /** The oldest unpaid one, when any. */
  occupyOrderNo: string | null;
  feeCents: Cents;
  count: number;
}

/** PUT charging/cards/password: 6-digit card passwords. */
export interface ChangeCardPasswordBody {
  cardNo: string;
  oldPassword: string;
  newPassword: string;
}

export interface ChangeCardPasswordResult {
  cardNo: string;
  updateTime: string;
}
