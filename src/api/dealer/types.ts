import * as v from 'valibot';
import { entriesOf, flag, int, known, num, wireTime } from '../../lib/schema';
import { paged, PayChannel } from '../../lib/wire';

/** Schemas of the dealer service (/dealer/v2/api): lots near a point, by name, cities, favourites. Types are inferred from them. */

/** 0/1 flags as the dealer service sends them. */
export const Flag = flag;
export type Flag = v.InferOutput<typeof Flag>;

/** Where the driver is (or the point the map is centred on); GCJ-02 as the map gives it. */
export const DestPoint = v.object({
  destLng: num,
  destLat: num,
});
export type DestPoint = v.InferOutput<typeof DestPoint>;

/** POST nearbyParks, nearbyBagParks, nearbyDiffTimeParks, nearByCanBookParks. */
export const NearbyParksParams = v.object({
  ...entriesOf(DestPoint),
  pageNo: v.optional(int),
  pageSize: v.optional(int),
  /** Search radius in metres (default 20 km). */
  radius: v.optional(num),
});
export type NearbyParksParams = v.InferOutput<typeof NearbyParksParams>;

/** POST nearbyDiffTimeParks: diffTimeType narrows to off-peak passes (1) or off-peak bookings (2); without it both count. */
export const NearbyDiffTimeParksParams = v.object({
  ...entriesOf(NearbyParksParams),
  diffTimeType: v.optional(v.picklist([1, 2])),
});
export type NearbyDiffTimeParksParams = v.InferOutput<typeof NearbyDiffTimeParksParams>;

/** POST nearbyParks/home: the home list, nearest few only. */
export const NearbyParksHomeParams = DestPoint;
export type NearbyParksHomeParams = v.InferOutput<typeof NearbyParksHomeParams>;

/** 1 car park, 2 road-side section; UNKNOWN: a kind the app does not know yet (shown with no kind tag). */
export const ParkKind = known([1, 2]);
export type ParkKind = v.InferOutput<typeof ParkKind>;

/** A park as the lists answer it (spec section 3, "Nearby park"). */
export const NearbyPark = v.object({
  parkId: v.string(),
  parkName: v.string(),
  parkAddr: v.string(),
  /** Metres from the requested point; null when the request had no point (search by name). */
  distance: v.nullable(num),
  latitude: num,
  longitude: num,
  /** 1 car park, 2 road-side section. */
  parkKind: ParkKind,
  isOnline: flag,
  leftParkSpaceNum: int,
  totalParkSpaceNum: int,
  supportBag: flag,
  supportBook: flag,
  supportCharge: flag,
  supportDiffTimeBag: flag,
  supportDiffTimeBook: flag,
  supportBalance: flag,
  feeRuleLabels: v.array(v.string()),
  /** -1 unlimited. */
  leftBagSpaceNum: int,
  /** -1 unlimited. */
  leftBookSpaceNum: int,
  diffTimeBagLeftNum: int,
  diffTimeBagTotalNum: int,
  diffTimeBookLeftNum: int,
  diffTimeBookTotalNum: int,
  description: v.string(),
  payTypes: v.array(PayChannel),
});
export type NearbyPark = v.InferOutput<typeof NearbyPark>;

export const NearbyParkPage = paged(NearbyPark);
export type NearbyParkPage = v.InferOutput<typeof NearbyParkPage>;

/** POST nearbySearchByName: the search page; a point makes the answer carry distances and sort by them. */
export const SearchParksByNameParams = v.object({
  keyword: v.string(),
  destLng: v.optional(num),
  destLat: v.optional(num),
  pageNo: v.optional(int),
  pageSize: v.optional(int),
});
export type SearchParksByNameParams = v.InferOutput<typeof SearchParksByNameParams>;

/** GET parksByName: name suggestions while typing. */
export const ParksByNameParams = v.object({
  parkName: v.string(),
  cityName: v.optional(v.string()),
});
export type ParksByNameParams = v.InferOutput<typeof ParksByNameParams>;

export const ParkBrief = v.object({
  parkId: v.string(),
  parkName: v.string(),
  parkAddr: v.string(),
  cityName: v.string(),
  latitude: num,
  longitude: num,
  parkKind: ParkKind,
});
export type ParkBrief = v.InferOutput<typeof ParkBrief>;

export const ParkBriefList = v.array(ParkBrief);
export type ParkBriefList = v.InferOutput<typeof ParkBriefList>;

/** GET citys: initial narrows the list to one letter of the index bar. */
export const CitiesParams = v.object({ initial: v.optional(v.string()) });
export type CitiesParams = v.InferOutput<typeof CitiesParams>;

export const City = v.object({
  cityCode: v.string(),
  cityName: v.string(),
  /** Full pinyin, lower case ('beijing'). */
  pinyin: v.string(),
  /** Upper-case first letter of the pinyin, for the index bar. */
  initial: v.string(),
  longitude: num,
  latitude: num,
});
export type City = v.InferOutput<typeof City>;

export const CityGroup = v.object({
  initial: v.string(),
  cities: v.array(City),
});
export type CityGroup = v.InferOutput<typeof CityGroup>;

export const CityList = v.object({
  /** Hot cities, Beijing first. */
  hot: v.array(City),
  /** Every city grouped by initial, A to Z. */
  groups: v.array(CityGroup),
});
export type CityList = v.InferOutput<typeof CityList>;

/** GET collectParks: the driver's favourites, newest first; a point adds distances. */
export const CollectParksParams = v.object({
  destLng: v.optional(num),
  destLat: v.optional(num),
});
export type CollectParksParams = v.InferOutput<typeof CollectParksParams>;

export const CollectedPark = v.object({
  ...entriesOf(NearbyPark),
  collectId: v.string(),
  collectTime: wireTime,
});
export type CollectedPark = v.InferOutput<typeof CollectedPark>;

export const CollectedParkList = v.array(CollectedPark);
export type CollectedParkList = v.InferOutput<typeof CollectedParkList>;

/** POST collectParks. Collecting a park already collected is refused ('该停车场已收藏'). */
export const CollectParkBody = v.object({ parkId: v.string() });
export type CollectParkBody = v.InferOutput<typeof CollectParkBody>;

export const CollectParkResult = v.object({
  collectId: v.string(),
  parkId: v.string(),
});
export type CollectParkResult = v.InferOutput<typeof CollectParkResult>;

/** DELETE collectParks/{id}: the query string. */
export const UncollectParksQuery = v.object({
  /** Comma-separated parkIds. */
  parkIds: v.optional(v.string()),
});
export type UncollectParksQuery = v.InferOutput<typeof UncollectParksQuery>;

/** DELETE collectParks/{id}: id is a parkId (or a collectId); parkIds removes several at once. */
export const UncollectParksArgs = v.object({ id: v.string(), ...entriesOf(UncollectParksQuery) });
export type UncollectParksArgs = v.InferOutput<typeof UncollectParksArgs>;

export const UncollectResult = v.object({ removed: int });
export type UncollectResult = v.InferOutput<typeof UncollectResult>;

/** GET parkPayTypesFetch. */
export const ParkPayTypesParams = v.object({ parkId: v.string() });
export type ParkPayTypesParams = v.InferOutput<typeof ParkPayTypesParams>;

export const ParkPayTypes = v.object({
  parkId: v.string(),
  payTypes: v.array(PayChannel),
  supportBalance: flag,
});
export type ParkPayTypes = v.InferOutput<typeof ParkPayTypes>;
