import { skipToken } from '@reduxjs/toolkit/query';
import { useBagParkPagesInfiniteQuery } from '@/api/dealer/parks';
import { href, paths } from '@/lib/paths';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { Page } from '@/ui/Page/Page';
import { ParkCard, spaces } from '../components/ParkCard';
import { ParkListView } from '../components/ParkListView';

/** /nearbyBagParks: lots that sell period passes (dealer nearbyBagParks), nearest first; each opens its pass rules. */
export function NearbyBagParksPage() {
  const where = useDriverPosition();
  const q = useBagParkPagesInfiniteQuery(where.position ? { destLng: where.position.lng, destLat: where.position.lat } : skipToken);
  return (
    <Page title="附近月卡车场">
      <ParkListView
        where={where}
        query={q}
        label="附近月卡车场"
        renderPark={(p) => <ParkCard park={p} to={href(paths.nearbyBagRules, { parkId: p.parkId })} extra={`月卡余位 ${spaces(p.leftBagSpaceNum)}`} />}
      />
    </Page>
  );
}
