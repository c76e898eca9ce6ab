import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useNearbyStationsQuery } from '@/api/cps';
import { parkPlace, stationPlace, type MapMode, type Place } from './places';
import { useNearbyBagParksQuery, useNearbyBookableParksQuery, useNearbyParksQuery } from '@/api/dealer/lots';

export const MAP_PAGE_SIZE = 20;

export interface NearbyPlaces {
  items: Place[];
  /** First page on its way (or the centre not known yet). */
  loading: boolean;
  /** The next page on its way. */
  loadingMore: boolean;
  /** The page being asked for failed. */
  failed: boolean;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * The list for the mode around the centre, page by page: dealer nearbyParks (default), nearbyBagParks
 * (parkType=monthActive), nearByCanBookParks (parkType=bookActive) or cps nearbyStations (isFromHome=2 or the
 * stations tab). Pages already shown are kept while the next one loads.
 */
export function useNearbyPlaces(mode: MapMode, centre: { lng: number; lat: number } | null): NearbyPlaces {
  const listKey = centre ? `${mode}|${centre.lng}|${centre.lat}` : '';
  const [acc, setAcc] = useState<{ key: string; earlier: Place[]; pageNo: number }>({ key: listKey, earlier: [], pageNo: 1 });
  // A new centre or mode starts again at page 1 (state adjusted while rendering, not in an effect).
  const current = acc.key === listKey ? acc : { key: listKey, earlier: [], pageNo: 1 };
  if (acc.key !== listKey) setAcc(current);

  const args = centre ? { destLng: centre.lng, destLat: centre.lat, pageNo: current.pageNo, pageSize: MAP_PAGE_SIZE } : null;
  const parks = useNearbyParksQuery(mode === 'parks' && args ? args : skipToken);
  const bag = useNearbyBagParksQuery(mode === 'bag' && args ? args : skipToken);
  const book = useNearbyBookableParksQuery(mode === 'book' && args ? args : skipToken);
  const stations = useNearbyStationsQuery(mode === 'stations' && args ? { ...args, source: 2 } : skipToken);
  const parkQuery = mode === 'bag' ? bag : mode === 'book' ? book : parks;
  const active = mode === 'stations' ? stations : parkQuery;

  const pageItems = useMemo<Place[] | undefined>(
    () => (mode === 'stations' ? stations.currentData?.results.map(stationPlace) : parkQuery.currentData?.results.map(parkPlace)),
    [mode, stations.currentData, parkQuery.currentData],
  );
  const earlier = current.earlier;
  const items = useMemo(() => (pageItems ? [...earlier, ...pageItems] : earlier), [earlier, pageItems]);
  const total = active.currentData?.total;
  const failed = active.isError && !active.currentData;
  const waiting = !centre || (!active.currentData && !failed);

  return {
    items,
    loading: waiting && current.pageNo === 1,
    loadingMore: waiting && current.pageNo > 1,
    failed,
    hasMore: total !== undefined && items.length < total && (pageItems?.length ?? 0) > 0,
    loadMore: () => {
      if (!pageItems) return;
      setAcc({ key: listKey, earlier: items, pageNo: current.pageNo + 1 });
    },
    retry: () => {
      if (args) void active.refetch();
    },
  };
}
