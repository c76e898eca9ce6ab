/** Parks (car parks and road-side sections) as the dealer service keeps them; fields of spec section 3. */
export interface ParkRecord {
  parkId: string;
  parkName: string;
  parkAddr: string;
  cityName: string;
  latitude: number;
  longitude: number;
  /** 1 car park, 2 road-side. */
  parkKind: 1 | 2;
  isOnline: 0 | 1;
  leftParkSpaceNum: number;
  totalParkSpaceNum: number;
  supportBag: 0 | 1;
  supportBook: 0 | 1;
  supportCharge: 0 | 1;
  supportDiffTimeBag: 0 | 1;
  supportDiffTimeBook: 0 | 1;
  /** Whether the wallet balance pays here (/balanceParks). */
  supportBalance: 0 | 1;
  feeRuleLabels: string[];
  /** -1 unlimited. */
  leftBagSpaceNum: number;
  leftBookSpaceNum: number;
  diffTimeBagLeftNum: number;
  diffTimeBagTotalNum: number;
  diffTimeBookLeftNum: number;
  diffTimeBookTotalNum: number;
  description: string;
  /** Channels this lot accepts (2 Alipay, 3 WeChat, 6 balance). */
  payTypes: (2 | 3 | 6)[];
}

export interface PlaceTables {
  parks: ParkRecord[];
  /** Favourite parks per driver. */
  collectedParks: { id: string; driverId: string; parkId: string; collectedAt: number }[];
}

export function seedPlaces(_now: number): PlaceTables {
  return { parks: [], collectedParks: [] };
}
