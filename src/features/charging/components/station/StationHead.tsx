import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { StationDetail } from '@/api/cps/session.types';
import { knownDistance } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { StateTag } from '@/ui/StateTag';
import { Favourite } from './Favourite';
import styles from './StationGlance.module.css';

/**
 * The station's name, whether it is open, how far and where, and the way there: 导航 opens the map on it (the map
 * follows the operator's map-app rule) and 收藏 keeps it. `distance` in metres, when the driver's position is known.
 */
export function StationHead({ station: s, distance, onChanged }: { station: StationDetail; distance: number | null; onChanged: () => void }) {
  const navigate = useNavigate();
  const far = knownDistance(distance);
  return (
    <div className={styles.head}>
      <div className={styles.titleRow}>
        <h2 className={styles.title} id="chg-station">
          {s.stationName}
        </h2>
        <StateTag tone={s.openState.state === 1 ? 'success' : 'warning'}>{s.openState.text}</StateTag>
      </div>
      <p className={styles.address}>
        {far && <strong className={styles.distance}>距您 {far}</strong>}
        <span>{s.stationAddr}</span>
      </p>
      <div className={styles.ways}>
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => navigate(href(paths.map, { stationId: s.stationId, isDetailCharge: 1, lng: s.longitude, lat: s.latitude }))}>
          导航<span className="sr-only">（在地图中查看并导航）</span>
        </Button>
        <Favourite station={s} onChanged={onChanged} />
      </div>
    </div>
  );
}
