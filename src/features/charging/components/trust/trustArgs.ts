import type { StationTrustQuery } from '@/api/cps/stationTrust.types';
import type { DriverPosition } from '@/platform/useDriverPosition';

/** A position the driver's phone gave (now or last time): the city centre or a refused 定位 says nothing of the drive. */
export function isLocated(where: DriverPosition): where is DriverPosition & { position: NonNullable<DriverPosition['position']> } {
  return (where.source === 'located' || where.source === 'stored') && where.position !== null;
}

/**
 * The station's record asked as the page asks it: from where the driver is, else for the arrival they picked, else
 * plain. The first screen and the reliability tab ask the same (one read) until the driver picks an arrival.
 */
export function trustArgs(stationId: string, where: DriverPosition, arriveInMinutes?: number): { stationId: string } & StationTrustQuery {
  if (isLocated(where)) return { stationId, lng: where.position.lng, lat: where.position.lat };
  return arriveInMinutes === undefined ? { stationId } : { stationId, arriveInMinutes };
}
