import { CardList } from '@/ui/CardList';
import { FRESH } from '@/api/fresh';
import { Link } from '@/ui/Link';
import { useDisputesQuery } from '@/api/driver/disputes';
import type { Dispute } from '@/api/driver/disputes.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { StateTag } from '@/ui/StateTag';
import { QueryState } from '@/ui/states/States';
import { DISPUTE_TONE } from '../components/disputeTone';
import styles from '../components/Disputes.module.css';

function Row({ d }: { d: Dispute }) {
  return (
    <Link className={styles.card} to={href(paths.disputeDetail, { disputeId: d.disputeId })}>
      <span className={styles.line}>
        <span className={styles.title}>{d.kindText} · {d.place}</span>
        <StateTag tone={DISPUTE_TONE[d.state]}>{d.stateText}</StateTag>
      </span>
      <span className={styles.weak}>{d.title} {formatMoney(d.amountCents)}{d.formatPlateNo ? ` · ${d.formatPlateNo}` : ''}</span>
      <span className={styles.weak}>{formatDateTime(d.createdAt)}</span>
    </Link>
  );
}

function List() {
  const query = useDisputesQuery(undefined, FRESH);
  return (
    <QueryState query={query} error="申诉记录加载失败" loading="申诉记录加载中" empty={{ when: (l) => l.results.length === 0, text: '暂无申诉' }}>
      {(l) => <CardList>{l.results.map((d) => <Row key={d.disputeId} d={d} />)}</CardList>}
    </QueryState>
  );
}

/** /disputes (我的申诉): every complaint and 我已离场 of the driver, newest first, open and decided. */
export function DisputesPage() {
  return (
    <Page title="我的申诉" fallback={paths.customerServiceIndex}>
      <RequireDriver>
        <List />
      </RequireDriver>
    </Page>
  );
}
