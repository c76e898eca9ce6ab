import { Link } from 'react-router-dom';
import { useUserCenterDataQuery } from '@/api/booking/spec';
import { bookingOwnerApi } from '@/api/booking/owner';
import type { PageOnly, ShareIncome, ShareIncomePage } from '@/api/booking/owner.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { useAppDispatch } from '@/ui/hooks';
import { PagedList } from '@/ui/PagedList/PagedList';
import { QueryState } from '@/ui/states/States';
import { FRESH } from '../fresh';
import { usePages } from '@/ui/PagedList/usePages';
import '../offPeak.css';

function Income({ i }: { i: ShareIncome }) {
  return (
    <div className="op-card">
      <p className="op-line">
        <span>
          {i.sourceText} · {i.parkName} {i.berthNo}
        </span>
        <span className="op-money op-good">+{formatMoney(i.amountCents)}</span>
      </p>
      <p className="op-weak">
        {i.plateNo} · {formatDateTime(i.time)}
      </p>
    </div>
  );
}

function Incomes() {
  const dispatch = useAppDispatch();
  const q = usePages<PageOnly, ShareIncomePage, ShareIncome>({
    first: { pageNo: 1, pageSize: 10 },
    next: (p, a) => (p.pageNo * p.pageSize < p.total ? { ...a, pageNo: a.pageNo + 1 } : null),
    start: (a) => dispatch(bookingOwnerApi.endpoints.shareIncomes.initiate(a)),
    read: (s, a) => bookingOwnerApi.endpoints.shareIncomes.select(a)(s),
    items: (p) => p.results,
  });
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
    <div className="op-stack">
      <QueryState query={q} loading="车主中心加载中" error="车主中心加载失败">
        {(d) => (
          <section className="op-card" aria-label="共享收益">
            <h2 className="op-title">共享收益</h2>
            <ul className="op-stats">
              <li>
                <span className="op-weak">本月收益</span>
                <strong>{formatMoney(d.monthEarningsCents)}</strong>
                <span className="op-weak">共享{d.monthShareCount}次</span>
              </li>
              <li>
                <span className="op-weak">累计收益</span>
                <strong>{formatMoney(d.earningsCents)}</strong>
                <span className="op-weak">共享{d.shareCount}次</span>
              </li>
            </ul>
            <ul className="op-stats op-stats--small">
              <li>
                <span className="op-weak">已登记车位</span>
                <strong>{d.berthCount}个</strong>
              </li>
              <li>
                <span className="op-weak">车位锁</span>
                <strong>{d.lockCount}把</strong>
              </li>
              <li>
                <span className="op-weak">布控中车辆</span>
                <strong className={d.evasionCount > 0 ? 'op-warn' : undefined}>{d.evasionCount}辆</strong>
              </li>
            </ul>
          </section>
        )}
      </QueryState>
      <ul className="op-shortcuts" aria-label="车主服务">
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
      <section className="op-stack" aria-labelledby="op-incomes">
        <h2 id="op-incomes" className="op-subtitle">
          收益明细
        </h2>
        <Incomes />
      </section>
    </div>
  );
}
