import * as v from 'valibot';
import { cents, entriesOf, flag, int, known, num, wireTime } from '../../lib/schema';
import { paged } from '../../lib/wire';

/** Schemas of the cps (charging) service's first calls (/cps/v2/api): stations, orders, cards. Types are inferred from them. */

/** Where the list is shown: 1 home (3 nearest at most), 2 map, 3 station list page. */
export const StationSource = v.picklist([1, 2, 3]);
export type StationSource = v.InferOutput<typeof StationSource>;

/** POST /cps/v2/api/nearbyStations. */
export const NearbyStationsParams = v.object({
  destLng: num,
  destLat: num,
  source: StationSource,
  pageNo: v.optional(int),
  pageSize: v.optional(int),
});
export type NearbyStationsParams = v.InferOutput<typeof NearbyStationsParams>;

export const GunCount = v.object({
  leftNum: int,
  totalNum: int,
});
export type GunCount = v.InferOutput<typeof GunCount>;

/** A station's opening state: 1 open now, 0 closed, and the words for it. */
export const OpenState = v.object({ state: flag, text: v.string() });
export type OpenState = v.InferOutput<typeof OpenState>;

/** A charging station as the lists answer it (spec section 3, "Nearby station"). */
export const NearbyStation = v.object({
  stationId: v.string(),
  stationName: v.string(),
  stationAddr: v.string(),
  latitude: num,
  longitude: num,
  /** 1 open now, 0 closed. */
  openState: OpenState,
  supportBook: flag,
  supportOccupy: flag,
  /** 0..1 share of guns in use. */
  usageRate: num,
  /** Yuan per kWh, electricity plus service fee. */
  currentPrice: num,
  quickChargingInfo: GunCount,
  slowChargingInfo: GunCount,
  parkingFeeDesc: v.string(),
  /** Metres from the requested point; null when the request had none. */
  distance: v.nullable(num),
});
export type NearbyStation = v.InferOutput<typeof NearbyStation>;

export const NearbyStationPage = paged(NearbyStation);
export type NearbyStationPage = v.InferOutput<typeof NearbyStationPage>;

/** GET collectStations. */
export const CollectStationsParams = v.object({
  destLng: v.optional(num),
  destLat: v.optional(num),
});
export type CollectStationsParams = v.InferOutput<typeof CollectStationsParams>;

export const CollectedStation = v.object({
  ...entriesOf(NearbyStation),
  collectId: v.string(),
  collectTime: wireTime,
});
export type CollectedStation = v.InferOutput<typeof CollectedStation>;

export const CollectedStations = v.array(CollectedStation);
export type CollectedStations = v.InferOutput<typeof CollectedStations>;

/** POST collectStations; a station already collected is refused. */
export const CollectStationBody = v.object({
  stationId: v.string(),
});
export type CollectStationBody = v.InferOutput<typeof CollectStationBody>;

export const CollectStationResult = v.object({
  collectId: v.string(),
  stationId: v.string(),
});
export type CollectStationResult = v.InferOutput<typeof CollectStationResult>;

/** DELETE collectStations/{id}: id is a stationId (or a collectId); stationIds removes several. */
export const UncollectStationsArgs = v.object({
  id: v.string(),
  stationIds: v.optional(v.string()),
});
export type UncollectStationsArgs = v.InferOutput<typeof UncollectStationsArgs>;

/** What DELETE collectStations/{id} sends as its query (the id is in the path): more stationIds, comma-separated. */
export const UncollectStationsQuery = v.object({
  stationIds: v.optional(v.string()),
});
export type UncollectStationsQuery = v.InferOutput<typeof UncollectStationsQuery>;

export const UncollectStationsResult = v.object({
  removed: int,
});
export type UncollectStationsResult = v.InferOutput<typeof UncollectStationsResult>;

/** 1 in progress, 2 all, 3 finished (unpaid and paid). */
export const ChargingOrderRequestType = v.picklist([1, 2, 3]);
export type ChargingOrderRequestType = v.InferOutput<typeof ChargingOrderRequestType>;

/** GET chargingOrders/msp (home: requestType 1, pageNo 1, pageSize 20). */
export const ChargingOrdersParams = v.object({
  requestType: ChargingOrderRequestType,
  pageNo: int,
  pageSize: int,
});
export type ChargingOrdersParams = v.InferOutput<typeof ChargingOrdersParams>;

/** 1 charging, 2 finished unpaid, 3 finished paid; UNKNOWN for a state the app does not know yet (shown 未知). */
export const ChargingOrderState = known([1, 2, 3]);
export type ChargingOrderState = v.InferOutput<typeof ChargingOrderState>;

export const ChargingOrder = v.object({
  orderNo: v.string(),
  stationId: v.string(),
  stationName: v.string(),
  deviceName: v.string(),
  gunName: v.string(),
  orderState: ChargingOrderState,
  orderStateText: v.string(),
  /** 'MM-DD HH:mm' for the home card. */
  homeStartTime: wireTime,
  /** 'YYYY-MM-DD HH:mm:ss'. */
  startTime: wireTime,
  endTime: v.nullable(wireTime),
  /** kWh charged so far. */
  chargedKwh: num,
  feeCents: cents,
  durationMinutes: int,
  /**
   * A complaint about this order's bill is open (an appeal not yet handled): an unpaid bill under it is set
   * aside and blocks no new start. The start page reads it here instead of asking for the driver's disputes.
   */
  openAppeal: v.boolean(),
});
export type ChargingOrder = v.InferOutput<typeof ChargingOrder>;

export const ChargingOrderPage = paged(ChargingOrder);
export type ChargingOrderPage = v.InferOutput<typeof ChargingOrderPage>;

/** POST occupyOrders/exist: before a new charge, is an occupation fee still unpaid? */
export const OccupyOrderExistBody = v.object({
  stationId: v.optional(v.string()),
});
export type OccupyOrderExistBody = v.InferOutput<typeof OccupyOrderExistBody>;

export const OccupyOrderExist = v.object({
  exist: v.boolean(),
  /** The oldest unpaid one, when any. */
  occupyOrderNo: v.nullable(v.string()),
  feeCents: cents,
  count: int,
});
export type OccupyOrderExist = v.InferOutput<typeof OccupyOrderExist>;

/** PUT charging/cards/password: 6-digit card passwords. */
export const ChangeCardPasswordBody = v.object({
  cardNo: v.string(),
  oldPassword: v.string(),
  newPassword: v.string(),
});
export type ChangeCardPasswordBody = v.InferOutput<typeof ChangeCardPasswordBody>;

export const ChangeCardPasswordResult = v.object({
  cardNo: v.string(),
  updateTime: wireTime,
});
export type ChangeCardPasswordResult = v.InferOutput<typeof ChangeCardPasswordResult>;

/** The body of an action on a thing named in its path (stop, cancel, leave): an empty object. */
export const EmptyBody = v.object({});
export type EmptyBody = v.InferOutput<typeof EmptyBody>;
