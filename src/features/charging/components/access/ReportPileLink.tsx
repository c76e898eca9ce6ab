import { Link } from '@/ui/Link';
import { href, paths } from '@/lib/paths';
import styles from './AccessCard.module.css';

/** 无法充电: the way to report this pile from wherever the driver stands at it. */
export function ReportPileLink({ stationId, pileCode, pileName }: { stationId: string; pileCode: string; pileName: string }) {
  return (
    <p className={styles.text}>
      充电桩有问题？
      <Link className={styles.link} to={href(paths.chargerReport, { stationId, pileCode })}>
        无法充电，报告此桩<span className="sr-only">（{pileName}）</span>
      </Link>
    </p>
  );
}
