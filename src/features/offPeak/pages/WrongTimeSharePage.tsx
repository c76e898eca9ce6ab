import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useDiffTimeParkInfoQuery } from '@/api/booking/offpeak';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { QueryState } from '@/ui/states/States';
import { LotHeader, LotRules } from '../components/LotInfo';
import { NearbyOffPeakLots } from '../components/NearbyOffPeakLots';
import { Products } from '../components/Products';
import { Slots } from '../components/Slots';
import { FRESH } from '@/api/fresh';
import styles from './WrongTimeSharePage.module.css';

function Shortcuts() {
  return (
    <ul className={styles.shortcuts} aria-label="我的错时共享">
      <li>
        <Link to={paths.wrongTimeManage}>我的错时</Link>
      </li>
      <li>
        <Link to={paths.violationRecord}>违规记录</Link>
      </li>
      <li>
        <Link to={paths.userApply}>共享我的车位</Link>
      </li>
      <li>
        <Link to={paths.lockControl}>车位锁</Link>
      </li>
    </ul>
  );
}

function Lot({ parkId }: { parkId: string }) {
  const q = useDiffTimeParkInfoQuery({ parkId }, FRESH);
  return (
    <QueryState query={q} loading="错时共享信息加载中" error="错时共享信息加载失败">
      {(lot) => (
        <div className={styles.stack}>
          <LotHeader lot={lot} />
          <Products lot={lot} />
          <Slots lot={lot} />
          <LotRules lot={lot} />
        </div>
      )}
    </QueryState>
  );
}

/**
 * /wrongTimeShare (?parkId): lots whose spaces are shared off-peak, nearest first; with a lot, its windows,
 * packages, slots on sale and the rules on overstaying. Visitors may look; buying asks them to sign in.
 */
export function WrongTimeSharePage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId');
  return (
    <Page title={parkId ? '错时共享停车场' : '错时共享'} fallback={parkId ? paths.wrongTimeShare : paths.home}>
      <div className={styles.stack}>
        {!parkId && <Shortcuts />}
        {parkId ? <Lot parkId={parkId} /> : <NearbyOffPeakLots />}
      </div>
    </Page>
  );
}
