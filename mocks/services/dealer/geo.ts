import { badRequest } from '../../core/fail';
import type { Input } from '../../core/validate';

export interface Point {
  lng: number;
  lat: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in whole metres (haversine): what the real service sorts nearby lists by. */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

function coordinate(input: Input, key: string): number | undefined | 'bad' {
  const v = input[key];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 'bad';
}

/**
 * The point a nearby list is centred on, under the given keys (destLng/destLat for dealer and cps,
 * longitude/latitude for booking). Missing coordinates usually mean location failed on the phone.
 */
export function readPoint(input: Input, lngKey = 'destLng', latKey = 'destLat'): Point {
  const p = optPoint(input, lngKey, latKey);
  if (!p) badRequest('缺少定位经纬度，请开启定位后重试');
  return p;
}

/** The point when both coordinates are given, undefined when neither is; half a point or nonsense is refused. */
export function optPoint(input: Input, lngKey = 'destLng', latKey = 'destLat'): Point | undefined {
  const lng = coordinate(input, lngKey);
  const lat = coordinate(input, latKey);
  if (lng === undefined && lat === undefined) return undefined;
  if (lng === undefined || lat === undefined) badRequest('经纬度需同时提供');
  if (lng === 'bad' || lat === 'bad' || lng < -180 || lng > 180 || lat < -90 || lat > 90) badRequest('定位经纬度不正确');
  return { lng, lat };
}

/** Sorted nearest first; entries without a point keep their order at the end. */
export function byDistance<T extends { distance: number | null }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
}
