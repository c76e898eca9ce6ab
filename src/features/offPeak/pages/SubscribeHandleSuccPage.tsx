import { useSearchParams } from 'react-router-dom';
import { useDiffTimeSubscriptionQuery } from '@/api/booking/offpeak';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { SubscriptionFacts } from '../components/OrderFacts';
import { OrderOutcome } from '../components/OrderOutcome';
import { FRESH } from '@/api/fresh';

const TITLE = '预约结果';

function Outcome({ subscribeNo, payOrderId }: { subscribeNo: string; payOrderId: string | null }) {
  const q = useDiffTimeSubscriptionQuery({ subscribeNo }, FRESH);
  return (
    <QueryState query={q} loading="预约结果查询中" error="预约结果查询失败">
      {(p) => (
        <OrderOutcome
          order={{ orderNo: p.subscribeNo, status: p.status, cancelReason: p.cancelReason }}
          payOrderId={payOrderId}
          paidTitle="错时预约成功"
          facts={<SubscriptionFacts s={p} />}
          detail={href(paths.wrongTimeSubscribeDetail, { subscribeNo })}
          pay={href(paths.wrongTimeSubscribePay, { subscribeNo })}
          again={href(paths.wrongTimeShare, { parkId: p.parkId })}
        />
      )}
    </QueryState>
  );
}

/** /subscribeHandleSucc?subscribeNo(&payOrderId): where paying an off-peak slot lands. */
export function SubscribeHandleSuccPage() {
  const [search] = useSearchParams();
  const subscribeNo = search.get('subscribeNo');
  return (
    <Page title={TITLE} fallback={paths.wrongTimeManage}>
      {subscribeNo ? (
        <RequireDriver>
          <Outcome subscribeNo={subscribeNo} payOrderId={search.get('payOrderId')} />
        </RequireDriver>
      ) : (
        <Empty text="缺少订单信息" description="请在“我的错时”中查看">
          <LinkButton to={paths.wrongTimeManage}>我的错时</LinkButton>
        </Empty>
      )}
    </Page>
  );
}
