import { constants } from '@config/constants';
import type { NearbyPark } from '@/api/dealer/types';
import type { NearbyStation } from '@/api/cps/types';

/** What the map lists: parks (any of the park lists) or charging stations. */
export type MapMode = 'parks' | 'bag' | 'book' | 'stations';

export type Place =
  | { kind: 'park'; key: string; id: string; name: string; address: string; lng: number; lat: number; distance: number | null; park: NearbyPark }
  | { kind: 'station'; key: string; id: string; name: string; address: string; lng: number; lat: number; distance: number | null; station: NearbyStation };

export type PlaceRef = { kind: 'park' | 'station'; id: string };

export const placeKey = (kind: 'park' | 'station', id: string) => `${kind}:${id}`;

export function parkPlace(p: NearbyPark): Place {
  return { kind: 'park', key: placeKey('park', p.parkId), id: p.parkId, name: p.parkName, address: p.parkAddr, lng: p.longitude, lat: p.latitude, distance: p.distance, park: p };
}

export function stationPlace(s: NearbyStation): Place {
  return { kind: 'station', key: placeKey('station', s.stationId), id: s.stationId, name: s.stationName, address: s.stationAddr, lng: s.longitude, lat: s.latitude, distance: s.distance, station: s };
}

/** Bag and book spaces: -1 means unlimited (spec section 9). */
export function spacesText(n: number): string {
  return n === constants.unlimitedSpaces ? '不限' : String(Math.max(0, n));
}

/** The support badges of a park (spec section 3). DIFF_TIME is 错时共享 everywhere in the app. */
export function parkBadges(p: NearbyPark): string[] {
  const out: string[] = [];
  if (p.supportBag) out.push('月卡');
  if (p.supportBook) out.push('预约');
  if (p.supportCharge) out.push('充电');
  if (p.supportDiffTimeBag || p.supportDiffTimeBook) out.push('错时共享');
  return out;
}

export const MODE_TITLES: Record<MapMode, string> = {
  parks: '附近停车场',
  bag: '可办月卡停车场',
  book: '可预约停车场',
  stations: '附近充电站',
};

export const EMPTY_TEXT = { park: '暂无符合条件的停车点位', station: '暂无符合条件的充电站' } as const;
export const END_TEXT = { park: '无更多停车点', station: '无更多充电站' } as const;
