import type { Paged, PayChannel } from '../../lib/wire';

/** 0/1 flags as the dealer service sends them. */
export type Flag = 0 | 1;

/** Where the driver is (or the point the map is centred on); GCJ-02 as the map gives it. */
export interface DestPoint {
  destLng: number;
  destLat: number;
}

/** POST nearbyParks, nearbyBagParks, nearbyDiffTimeParks, nearByCanBookParks. */
export interface NearbyParksParams extends DestPoint {
  pageNo?: number;
  pageSize?: number;
  /** Search radius in metres (default 20 km). */
  radius?: number;
}

/** POST nearbyParks/home: the home list, nearest few only. */
export type NearbyParksHomeParams = DestPoint;

/** A park as the lists answer it (spec section 3, "Nearby park"). */
export interface NearbyPark {
  parkId: string;
  parkName: string;
  parkAddr: string;
  /** Metres from the requested point; null when the request had no point (search by name). */
  distance: number | null;
  latitude: number;
  longitude: number;
  /** 1 car park, 2 road-side section. */
  parkKind: 1 | 2;
  isOnline: Flag;
  leftParkSpaceNum: number;
  totalParkSpaceNum: number;
  supportBag: Flag;
  supportBook: Flag;
  supportCharge: Flag;
  supportDiffTimeBag: Flag;
  supportDiffTimeBook: Flag;
  supportBalance: Flag;
  feeRuleLabels: string[];
  /** -1 unlimited. */
  leftBagSpaceNum: number;
  /** -1 unlimited. */
  leftBookSpaceNum: number;
  diffTimeBagLeftNum: number;
  diffTimeBagTotalNum: number;
  diffTimeBookLeftNum: number;
  diffTimeBookTotalNum: number;
  description: string;
  payTypes: PayChannel[];
}

export type NearbyParkPage = Paged<NearbyPark>;

/** POST nearbySearchByName: the search page; a point makes the answer carry distances and sort by them. */
export interface SearchParksByNameParams {
  keyword: string;
  destLng?: number;
  destLat?: number;
  pageNo?: number;
  pageSize?: number;
}

/** GET parksByName: name suggestions while typing. */
export interface ParksByNameParams {
  parkName: string;
  cityName?: string;
}

export interface ParkBrief {
  parkId: string;
  parkName: string;
  parkAddr: string;
  cityName: string;
  latitude: number;
  longitude: number;
  parkKind: 1 | 2;
}

/** GET citys. */
export interface City {
  cityCode: string;
  cityName: string;
  /** Full pinyin, lower case ('beijing'). */
  pinyin: string;
  /** Upper-case first letter of the pinyin, for the index bar. */
  initial: string;
  longitude: number;
  latitude: number;
}

export interface CityGroup {
  initial: string;
  cities: City[];
}

export interface CityList {
  /** Hot cities, Beijing first. */
  hot: City[];
  /** Every city grouped by initial, A to Z. */
  groups: CityGroup[];
}

/** GET collectParks: the driver's favourites, newest first; a point adds distances. */
export interface CollectParksParams {
  destLng?: number;
  destLat?: number;
}

export interface CollectedPark extends NearbyPark {
  collectId: string;
  collectTime: string;
}

/** POST collectParks. Collecting a park already collected is refused ('该停车场已收藏'). */
export interface CollectParkBody {
  parkId: string;
}

export interface CollectParkResult {
  collectId: string;
  parkId: string;
}

/** DELETE collectParks/{id}: id is a parkId (or a collectId); parkIds removes several at once. */
export interface UncollectParksArgs {
  id: string;
  /** Comma-separated parkIds. */
  parkIds?: string;
}

export interface UncollectResult {
  removed: number;
}

/** GET parkPayTypesFetch. */
export interface ParkPayTypesParams {
  parkId: string;
}

export interface ParkPayTypes {
  parkId: string;
  payTypes: PayChannel[];
  supportBalance: Flag;
}
