import { skipToken } from '@reduxjs/toolkit/query';
import { useSuitParkPagesInfiniteQuery } from '@/api/dealer-parks';
import { ParkCard, mapLinkFor } from '../components/ParkCard';
import { ParkListView } from '../components/ParkListView';
import { useDriverPosition } from '@/platform/useDriverPosition';
import '../parks.css';

/**
 * /suitParking: lots that suit the driver, from where they are. The server (POST dealer suitParks) puts first the
 * lots where a signed-in driver's period pass is valid now (parking there is already paid for), then online lots
 * that take payment in the app and have a free space now, each group nearest first. A visitor sees the second group.
 */
export function SuitParkingPage() {
  const where = useDriverPosition();
  const q = useSuitParkPagesInfiniteQuery(where.position ? { destLng: where.position.lng, destLat: where.position.lat } : skipToken);
  return (
    <main className="parks-page">
      <h1 className="parks-title">适合您的停车场</h1>
      <ParkListView
        where={where}
        query={q}
        label="适合您的停车场"
        renderPark={(p) => (
          <ParkCard
            park={p}
            to={mapLinkFor(p)}
            badge={p.suitReason}
            extra={p.myPass ? `月卡车辆 ${p.myPass.plateNo}，有效期至 ${p.myPass.endTime.slice(0, 10)}` : undefined}
          />
        )}
      />
    </main>
  );
}
