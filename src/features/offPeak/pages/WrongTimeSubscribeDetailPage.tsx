import { useSearchParams } from 'react-router-dom';
import { useDiffTimeSubscriptionQuery } from '@/api/booking/offpeak';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { InForceNote, OrderActions } from '../components/OrderActions';
import { SubscriptionFacts } from '../components/OrderFacts';
import { FRESH } from '@/api/fresh';
import styles from './WrongTimeSubscribeDetailPage.module.css';

const TITLE = '错时预约详情';

function Detail({ subscribeNo }: { subscribeNo: string }) {
  const q = useDiffTimeSubscriptionQuery({ subscribeNo }, FRESH);
  return (
    <QueryState query={q} loading="订单加载中" error="订单加载失败">
      {(p) => (
        <div className={styles.stack}>
          <InForceNote status={p.status} windowText={p.windowText} />
          <SubscriptionFacts s={p} />
          <OrderActions
            orderNo={p.subscribeNo}
            parkId={p.parkId}
            status={p.status}
            payCents={p.payCents}
            violationCount={p.violationCount}
            pay={href(paths.wrongTimeSubscribePay, { subscribeNo })}
          />
        </div>
      )}
    </QueryState>
  );
}

/** /wrongTimeSubscribeDetail?subscribeNo: an off-peak slot: plate, window, money, violations, cancelling. */
export function WrongTimeSubscribeDetailPage() {
  const [search] = useSearchParams();
  const subscribeNo = search.get('subscribeNo');
  return (
    <Page title={TITLE} fallback={paths.wrongTimeManage}>
      {subscribeNo ? (
        <RequireDriver>
          <Detail subscribeNo={subscribeNo} />
        </RequireDriver>
      ) : (
        <Empty text="缺少订单信息" description="请在“我的错时”中选择要查看的订单">
          <LinkButton to={paths.wrongTimeManage}>我的错时</LinkButton>
        </Empty>
      )}
    </Page>
  );
}
