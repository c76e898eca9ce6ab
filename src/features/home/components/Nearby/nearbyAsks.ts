import type { NearbyStationsParams } from '@/api/cps/types';
import type { NearbyParksHomeParams } from '@/api/dealer/types';
import type { Position } from '@/platform/types';

/*
 * What the home's nearby lists ask the server for, from where: the lists (NearbyLists, a chunk of their own) make the
 * calls, and the block around them (NearbyList) reads the same answers' state to know whether it still waits. One
 * place, so the two always name the same cache entry.
 */
export const parksNear = (at: Position): NearbyParksHomeParams => ({ destLng: at.lng, destLat: at.lat });
export const stationsNear = (at: Position): NearbyStationsParams => ({ destLng: at.lng, destLat: at.lat, source: 1 });
