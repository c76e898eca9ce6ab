import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { cpsChargerAccessApi } from '@/api/cps/chargerAccess';
import { href, paths } from '@/lib/paths';
import styles from './StationGlance.module.css';

/**
 * Pinned under the page, in reach however far the driver has read: 预约与排队 (the tab with the reservation or the
 * line, named for what the driver already has here) and 扫码充电.
 */
export function StationFooter({ stationId, onAccess }: { stationId: string; onAccess: () => void }) {
  const navigate = useNavigate();
  return (
    <div className={styles.footer}>
      <Button className={styles.footerButton} block shape="rounded" size="large" color="primary" fill="outline" onClick={onAccess}>
        <AccessLabel stationId={stationId} />
      </Button>
      <Button className={styles.footerButton} block color="primary" shape="rounded" size="large" onClick={() => navigate(href(paths.chargingPage, { stationId }))}>
        扫码充电
      </Button>
    </div>
  );
}

/**
 * 我的预约 / 我的排队 when the driver holds a gun or waits in line here, else 预约与排队: from what the access card read
 * (the cache, subscribing to nothing: a read of its own here would make the card's first read a second one).
 */
function AccessLabel({ stationId }: { stationId: string }) {
  const { data } = cpsChargerAccessApi.endpoints.myChargerAccess.useQueryState();
  if (data?.hold?.stationId === stationId) return <>我的预约</>;
  if (data?.queue?.stationId === stationId) return <>我的排队</>;
  return <>预约与排队</>;
}
