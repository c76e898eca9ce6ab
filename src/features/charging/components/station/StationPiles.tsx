import { List } from 'antd-mobile';
import { Link } from '@/ui/Link';
import type { StationDetail } from '@/api/cps/session.types';
import { href, paths } from '@/lib/paths';
import { GunStates } from '../access/GunStates';
import styles from './StationSections.module.css';

/** Every pile with its guns' live state (and their age), the way to charge at one with a free gun, and to report it. */
export function StationPiles({ station: s, serverNow }: { station: StationDetail; serverNow: number }) {
  return (
    <section className={styles.card} aria-labelledby="chg-piles">
      <h2 className={styles.title} id="chg-piles">
        充电桩
      </h2>
      <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': 'var(--app-space-m)', '--padding-right': 'var(--app-space-m)' }}>
        {s.piles.map((p) => (
          <List.Item key={p.pileCode}>
            <p className={styles.pileHead}>
              <span className={styles.pileName}>{p.pileName}</span>
              <span className={styles.weak}>{`编号 ${p.pileCode} · ${p.gunType === 'fast' ? '直流快充' : '交流慢充'} ${p.powerKw}kW`}</span>
            </p>
            <GunStates guns={p.guns} serverNow={serverNow} />
            <p className={styles.links}>
              {s.openState.state === 1 && p.guns.some((g) => g.status === 'free') && (
                <Link className={styles.link} to={href(paths.chargingPage, { pileCode: p.pileCode })}>
                  用此桩充电<span className="sr-only">（{p.pileName}）</span>
                </Link>
              )}
              <Link className={styles.link} to={href(paths.chargerReport, { stationId: s.stationId, pileCode: p.pileCode })}>
                无法充电<span className="sr-only">（报告{p.pileName}故障）</span>
              </Link>
              <Link className={styles.link} to={href(paths.chargerReport, { stationId: s.stationId, pileCode: p.pileCode, kind: 'blocked' })}>
                燃油车占位<span className="sr-only">（报告{p.pileName}车位被占）</span>
              </Link>
            </p>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
