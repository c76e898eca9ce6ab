import { Link } from '@/ui/Link';
import { useUserCenterDataQuery } from '@/api/booking/spec';
import { useShareIncomesInfiniteQuery } from '@/api/booking/owner';
import type { ShareIncome } from '@/api/booking/owner.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { PagedList } from '@/ui/PagedList/PagedList';
import { QueryState } from '@/ui/states/States';
import { FRESH } from '@/api/fresh';
import styles from './OwnerCentre.module.css';

function Income({ i }: { i: ShareIncome }) {
  return (
    <div className={styles.card}>
      <p className={styles.line}>
        <span>
          {i.sourceText} · {i.parkName} {i.berthNo}
        </span>
        <span className={`${styles.money} ${styles.good}`}>+{formatMoney(i.amountCents)}</span>
      </p>
      <p className={styles.weak}>
        {i.plateNo} · {formatDateTime(i.time)}
      </p>
    </div>
  );
}

function Incomes() {
  const q = useShareIncomesInfiniteQuery();
  return (
    <PagedList
      query={q}
      label="共享收益明细"
      itemKey={(i) => i.incomeId}
      renderItem={(i) => <Income i={i} />}
      loading="收益明细加载中"
      error="收益明细加载失败"
      empty={{ text: '暂无共享收益', description: '车位被预约或错时使用后，收益将显示在这里' }}
      variant="plain"
    />
  );
}

/** The owner's centre: what their shared spaces earned (this month and all told), their spaces, locks and alerts. */
export function OwnerCentre() {
  const q = useUserCenterDataQuery(undefined, FRESH);
  return (
    <div className={styles.stack}>
      <QueryState query={q} loading="车主中心加载中" error="车主中心加载失败">
        {(d) => (
          <section className={styles.card} aria-label="共享收益">
            <h2 className={styles.title}>共享收益</h2>
            <ul className={styles.stats}>
              <li>
                <span className={styles.weak}>本月收益</span>
                <strong>{formatMoney(d.monthEarningsCents)}</strong>
                <span className={styles.weak}>共享{d.monthShareCount}次</span>
              </li>
              <li>
                <span className={styles.weak}>累计收益</span>
                <strong>{formatMoney(d.earningsCents)}</strong>
                <span className={styles.weak}>共享{d.shareCount}次</span>
              </li>
            </ul>
            <ul className={`${styles.stats} ${styles.statsSmall}`}>
              <li>
                <span className={styles.weak}>已登记车位</span>
                <strong>{d.berthCount}个</strong>
              </li>
              <li>
                <span className={styles.weak}>车位锁</span>
                <strong>{d.lockCount}把</strong>
              </li>
              <li>
                <span className={styles.weak}>布控中车辆</span>
                <strong className={d.evasionCount > 0 ? styles.warn : undefined}>{d.evasionCount}辆</strong>
              </li>
            </ul>
          </section>
        )}
      </QueryState>
      <ul className={styles.shortcuts} aria-label="车主服务">
        <li>
          <Link to={paths.lockControl}>车位锁控制</Link>
        </li>
        <li>
          <Link to={paths.userApplyUserCheckIn}>登记新车位</Link>
        </li>
        <li>
          <Link to={paths.userApplyHistory}>申请记录</Link>
        </li>
        <li>
          <Link to={paths.wrongTimeShare}>错时共享</Link>
        </li>
      </ul>
      <section className={styles.stack} aria-labelledby="op-incomes">
        <h2 id="op-incomes" className={styles.subtitle}>
          收益明细
        </h2>
        <Incomes />
      </section>
    </div>
  );
}
