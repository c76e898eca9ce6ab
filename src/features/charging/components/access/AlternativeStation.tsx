import { useAlternativeStationsQuery } from '@/api/cps/chargerAccess';
import type { GunType } from '@/api/cps/session.types';
import { href, paths } from '@/lib/paths';
import { LotCard, LotLine } from '@/ui/LotCard';
import { GUN_KIND } from './HoldCard';
import styles from './AccessCard.module.css';

/** The nearest open station with a free gun of the kind (the server's answer, nearest first), one tap from its page. */
export function AlternativeStation({ stationId, gunType }: { stationId: string; gunType: GunType }) {
  const found = useAlternativeStationsQuery({ stationId, gunType });
  const kind = GUN_KIND[gunType];
  const nearest = found.data?.[0];
  let body;
  if (nearest) {
    body = (
      <LotCard to={href(paths.chargeStationDetail, { stationId: nearest.stationId })} name={nearest.stationName} distance={nearest.distanceMeters} address={nearest.stationAddr}>
        <LotLine>
          空闲{kind} {nearest.freeNum}/{nearest.totalNum}
        </LotLine>
      </LotCard>
    );
  } else if (found.data) {
    body = <p className={styles.weak}>附近暂无有空闲{kind}枪的充电站</p>;
  } else {
    body = <p className={styles.weak}>{found.isError ? '附近充电站加载失败' : '正在查找附近的充电站…'}</p>;
  }
  return (
    <div className={styles.body}>
      <h3 className={styles.subtitle}>最近的有空闲{kind}枪的充电站</h3>
      {body}
    </div>
  );
}
