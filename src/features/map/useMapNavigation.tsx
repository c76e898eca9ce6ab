import { useState, type ReactNode } from 'react';
import { usePlatform } from '@/platform/PlatformContext';
import type { MapProvider } from '@/platform/types';
import { NavigationSheet } from './components/NavigationSheet';
import type { Place } from './places';
import { basicPagesApi } from '@/api/basic/pages';

export interface MapNavigation {
  /** 导航 to a place: straight into the operator's map app, or after the driver picks one in the sheet. */
  start(place: Place): Promise<void>;
  /** The sheet that asks which map app (render it once on the page). */
  sheet: ReactNode;
}

/**
 * 导航 by the operator's mapFlag (basic getMapType, spec section 4): 1 the first map app, 2 the second (the
 * platform converts to BD-09), 3 — or an unknown answer — asks the driver in an action sheet: 高德地图 / 百度地图 / 取消.
 */
export function useMapNavigation(): MapNavigation {
  const platform = usePlatform();
  const [fetchMapType] = basicPagesApi.endpoints.mapType.useLazyQuery();
  const [asking, setAsking] = useState<Place | null>(null);

  const go = (place: Place, provider: MapProvider) =>
    platform.openMapNavigation({ lng: place.lng, lat: place.lat, name: place.name, address: place.address }, provider);

  return {
    start: async (place) => {
      const answer = await fetchMapType(undefined, true);
      const flag = answer.data?.type ?? 3;
      if (flag === 1 || flag === 2) go(place, flag);
      else setAsking(place);
    },
    sheet: asking && (
      <NavigationSheet
        placeName={asking.name}
        onChoose={(provider) => {
          go(asking, provider);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    ),
  };
}
