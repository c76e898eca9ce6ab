import { Link } from '@/ui/Link';
import type { StationDetail } from '@/api/cps/session.types';
import type { StationTrust } from '@/api/cps/stationTrust.types';
import { href, paths } from '@/lib/paths';
import { StateTag } from '@/ui/StateTag';
import { pilesToAvoid, pileToUse } from './pilePick';
import styles from './StationGlance.module.css';

/** Past this many piles to avoid, the rest are counted and left to 可靠性: the first screen stays one screen. */
const AVOID_SHOWN = 2;

/**
 * Which pile to go to and which to keep away from: the free pile with the best record (a fast one first), and every
 * pile whose last three starts failed or that drivers reported, said where it stands (name and number) and what
 * fails. Until the record is in, no pile is offered (one that fails would be offered first); without it, the first
 * free pile.
 */
export function PileAdvice({ station: s, trust, serverNow, onMore }: { station: StationDetail; trust: { data?: StationTrust; isLoading: boolean }; serverNow: number; onMore: () => void }) {
  const record = trust.data?.piles;
  const use = trust.isLoading ? null : pileToUse(s, record, serverNow);
  const avoid = pilesToAvoid(s, record);
  const open = s.openState.state === 1;
  return (
    <section className={styles.block} aria-labelledby="chg-advice">
      <h3 className="sr-only" id="chg-advice">
        用哪个充电桩
      </h3>
      {use ? (
        <div className={styles.advice}>
          <StateTag tone="success">推荐</StateTag>
          <p className={styles.adviceText}>
            <strong>{use.pile.pileName}</strong>
            {`（编号 ${use.pile.pileCode}，${use.pile.gunType === 'fast' ? '快充' : '慢充'} ${use.pile.powerKw}kW）${use.freeGuns.join('、')}空闲`}
            {use.share !== null && ` · 近30天启动成功率 ${use.share}%`}
          </p>
          <Link className={styles.go} to={href(paths.chargingPage, { pileCode: use.pile.pileCode })}>
            用此桩充电<span className="sr-only">（{use.pile.pileName}）</span>
          </Link>
        </div>
      ) : open ? (
        <p className={styles.weak}>{trust.isLoading ? '正在查看各充电桩近期表现…' : '现在没有可推荐的空闲充电枪，可预约或排队'}</p>
      ) : null}
      {avoid.slice(0, AVOID_SHOWN).map((a) => (
        <div key={a.pileCode} className={styles.advice}>
          <StateTag tone="danger">避开</StateTag>
          <p className={styles.adviceText}>
            <strong>{a.pileName}</strong>
            {`（编号 ${a.pileCode}）：${a.what.join('；')}`}
          </p>
        </div>
      ))}
      {avoid.length > AVOID_SHOWN && (
        <button type="button" className={styles.more} onClick={onMore}>
          另有 {avoid.length - AVOID_SHOWN} 个充电桩有问题，查看可靠性
        </button>
      )}
    </section>
  );
}
