import type { MapMode, PlaceRef } from './places';

export interface MapParams {
  /** The centre the URL asks for, when both coordinates are valid. */
  centre: { lng: number; lat: number } | null;
  /** A list the URL forces (parkType, isFromHome); null lets the driver switch between parks and stations. */
  forcedMode: MapMode | null;
  /** The place whose sheet opens once the list has it. */
  open: PlaceRef | null;
}

function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** /map?lng&lat&parkId&isDetailPark&stationId&isDetailCharge&parkType&isFromHome (spec section 2). */
export function readMapParams(search: URLSearchParams): MapParams {
  const lng = coordinate(search.get('lng'), 180);
  const lat = coordinate(search.get('lat'), 90);
  const parkType = search.get('parkType');
  const forcedMode: MapMode | null =
    parkType === 'monthActive' ? 'bag' : parkType === 'bookActive' ? 'book' : search.get('isFromHome') === '2' ? 'stations' : null;
  const parkId = search.get('parkId');
  const stationId = search.get('stationId');
  const open: PlaceRef | null =
    stationId && search.get('isDetailCharge') === '1'
      ? { kind: 'station', id: stationId }
      : parkId && search.get('isDetailPark') === '1'
        ? { kind: 'park', id: parkId }
        : null;
  return { centre: lng !== null && lat !== null ? { lng, lat } : null, forcedMode, open };
}
