import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useAppSelector, useFeedback } from '@/ui/hooks';
import { selectIsDriver } from '@/session/sessionSlice';
import type { Place } from './places';
import { useCollectedParksQuery, useCollectParkMutation, useUncollectParksMutation } from '@/api/dealer/lots';
import { useCollectedStationsQuery, useCollectStationMutation, useUncollectStationsMutation } from '@/api/cps/stations';

export interface Favourites {
  isCollected(place: Place): boolean;
  busy: boolean;
  /** Collects or uncollects; resolves true when the server agreed (errors are toasted by the catalogue). */
  toggle(place: Place): Promise<boolean>;
}

/** Favourite parks (dealer collectParks) and stations (cps collectStations), for a signed-in driver only. */
export function useFavourites(kind: 'park' | 'station'): Favourites {
  const isDriver = useAppSelector(selectIsDriver);
  const ui = useFeedback();
  const parks = useCollectedParksQuery(isDriver && kind === 'park' ? undefined : skipToken);
  const stations = useCollectedStationsQuery(isDriver && kind === 'station' ? undefined : skipToken);
  const [collectPark, collectParkState] = useCollectParkMutation();
  const [uncollectPark, uncollectParkState] = useUncollectParksMutation();
  const [collectStation, collectStationState] = useCollectStationMutation();
  const [uncollectStation, uncollectStationState] = useUncollectStationsMutation();

  const parkIds = useMemo(() => new Set((parks.data ?? []).map((p) => p.parkId)), [parks.data]);
  const stationIds = useMemo(() => new Set((stations.data ?? []).map((s) => s.stationId)), [stations.data]);
  const isCollected = (place: Place) => (place.kind === 'park' ? parkIds.has(place.id) : stationIds.has(place.id));
  const busy =
    collectParkState.isLoading || uncollectParkState.isLoading || collectStationState.isLoading || uncollectStationState.isLoading ||
    parks.isFetching || stations.isFetching;

  return {
    isCollected,
    busy,
    toggle: async (place) => {
      const was = isCollected(place);
      const result =
        place.kind === 'park'
          ? was
            ? await uncollectPark({ id: place.id })
            : await collectPark({ parkId: place.id })
          : was
            ? await uncollectStation({ id: place.id })
            : await collectStation({ stationId: place.id });
      if ('error' in result) return false;
      ui.toast(was ? '已取消收藏' : '收藏成功');
      return true;
    },
  };
}
