import { skipToken } from '@reduxjs/toolkit/query';
import { useSuitParkPagesInfiniteQuery } from '@/api/dealer/parks';
import type { MyParkPass } from '@/api/dealer/parks.types';
import { formatDate } from '@/lib/time';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { ParkCard, mapLinkFor } from '../components/ParkCard';
import { ParkListView } from '../components/ParkListView';
import styles from './SuitParkingPage.module.css';

function MyPass({ pass }: { pass: MyParkPass }) {
  return (
    <>
      <span className={styles.nowrap}>月卡车辆</span> <PlateBadge plateNo={pass.plateNo} size="small" />
      <span className={styles.nowrap}>，有效期至 {formatDate(pass.endTime)}</span>
    </>
  );
}

/**
 * /suitParking: lots that suit the driver, from where they are. The server (POST dealer suitParks) puts first the
 * lots where a signed-in driver's period pass is valid now (parking there is already paid for), then online lots
 * that take payment in the app and have a free space now, each group nearest first. A visitor sees the second group.
 */
export function SuitParkingPage() {
  const where = useDriverPosition();
  const q = useSuitParkPagesInfiniteQuery(where.position ? { destLng: where.position.lng, destLat: where.position.lat } : skipToken);
  return (
    <Page title="适合您的停车场">
      <ParkListView
        where={where}
        query={q}
        label="适合您的停车场"
        renderPark={(p) => <ParkCard park={p} to={mapLinkFor(p)} badge={p.suitReason} extra={p.myPass ? <MyPass pass={p.myPass} /> : undefined} />}
      />
    </Page>
  );
}
