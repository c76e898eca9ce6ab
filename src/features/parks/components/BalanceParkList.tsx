import { skipToken } from '@reduxjs/toolkit/query';
import { useBalanceParkPagesInfiniteQuery } from '@/api/dealer/parks';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { ParkCard, mapLinkFor } from './ParkCard';
import { ParkListView } from './ParkListView';

/** The lots where the balance pays, from the driver's position; `onlyAvailable` keeps those with a space now. */
export function BalanceParkList({ onlyAvailable, label }: { onlyAvailable: boolean; label: string }) {
  const where = useDriverPosition();
  const q = useBalanceParkPagesInfiniteQuery(
    where.position ? { destLng: where.position.lng, destLat: where.position.lat, ...(onlyAvailable ? { onlyAvailable: 1 as const } : {}) } : skipToken,
  );
  return <ParkListView where={where} query={q} label={label} renderPark={(p) => <ParkCard park={p} to={mapLinkFor(p)} badge="余额可用" />} />;
}
