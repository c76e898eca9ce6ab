import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useMyChargerAccessQuery } from '@/api/cps/chargerAccess';
import { href, paths } from '@/lib/paths';
import { selectIsDriver } from '@/session/sessionSlice';
import { Countdown } from '@/ui/Countdown';
import { useAppSelector } from '@/ui/hooks';
import { heldGun, holdDeadline } from '../access/useHeldForMe';
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
 * 我的预约 / 我的排队 when the driver holds a gun or waits in line here, else 预约与排队. A gun held for the driver (a
 * reservation, or their turn in line) says its time left, on the server's clock, whichever tab is open: the footer
 * reads the same query as the access card (one request for both), so the hold is followed even with that tab closed.
 */
function AccessLabel({ stationId }: { stationId: string }) {
  const isDriver = useAppSelector(selectIsDriver);
  const { data, fulfilledTimeStamp } = useMyChargerAccessQuery(undefined, { skip: !isDriver });
  const mine = data?.hold?.stationId === stationId ? '我的预约' : data?.queue?.stationId === stationId ? '我的排队' : null;
  if (!data || !mine) return <>预约与排队</>;
  const held = heldGun(data);
  const deadline = held && holdDeadline(held, data.serverTime);
  if (!deadline) return <>{mine}</>;
  return (
    <>
      {mine} · 剩余 <Countdown format="clock" {...deadline} readAt={fulfilledTimeStamp ?? Date.now()} />
    </>
  );
}
