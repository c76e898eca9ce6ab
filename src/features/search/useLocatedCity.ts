import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import type { City, CityList } from '@/api/dealer/types';
import type { Position } from '@/platform/types';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { readStored, writeStored } from '@/session/storage';
import { useCitiesQuery } from '@/api/dealer/lots';

/** Farther than this from every city centre, the driver is not "in" any of them. */
const MAX_KM = 150;

/** The city whose centre is nearest the point (within MAX_KM), from the dealer city list. */
export function nearestCity(list: CityList, at: Position): City | null {
  let best: { city: City; km: number } | null = null;
  const cities = [...list.hot, ...list.groups.flatMap((g) => g.cities)];
  for (const city of cities) {
    // Equirectangular distance: plenty for picking a city, no trigonometry per point beyond one cosine.
    const dx = (city.longitude - at.lng) * Math.cos((at.lat * Math.PI) / 180) * 111.32;
    const dy = (city.latitude - at.lat) * 110.57;
    const km = Math.hypot(dx, dy);
    if (!best || km < best.km) best = { city, km };
  }
  return best && best.km <= MAX_KM ? best.city : null;
}

export interface LocatedCity {
  /** The city to search in: the one the driver chose, else the one they are in; undefined while unknown. */
  name: string | undefined;
  /** Still finding out where the driver is. */
  locating: boolean;
  choose(city: City): void;
}

/**
 * The driver's city for the search page: the stored locationCity (their last choice, or where they were found),
 * else the city nearest to where the driver is (the platform's position, else the last stored one), which is then
 * stored as locationCity. The city centre fallback of useDriverPosition is not the driver's city, so it names none.
 */
export function useLocatedCity(): LocatedCity {
  const [stored, setStored] = useState(() => readStored('locationCity'));
  const where = useDriverPosition({ skip: stored !== undefined });
  const found = where.source === 'located' || where.source === 'stored' ? where.position : null;
  const cities = useCitiesQuery(stored === undefined && found ? undefined : skipToken);
  const near = cities.data && found ? nearestCity(cities.data, found) : null;

  useEffect(() => {
    if (stored === undefined && near) {
      writeStored('locationCity', near.cityName);
      setStored(near.cityName);
    }
  }, [stored, near]);

  const settled = stored !== undefined || (where.source !== null && (!found || cities.isSuccess || cities.isError));
  return {
    name: stored ?? near?.cityName,
    locating: !settled,
    choose: (city) => {
      writeStored('locationCity', city.cityName);
      setStored(city.cityName);
    },
  };
}
