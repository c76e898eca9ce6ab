import { useSearchParams } from 'react-router-dom';
import { useDiffTimeSubscriptionQuery } from '@/api/booking/offpeak';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '../components/LinkButton';
import { SubscriptionFacts } from '../components/OrderFacts';
import { OrderPay } from '../components/OrderPay';
import { FRESH } from '../fresh';
import '../offPeak.css';

const TITLE = '支付错时预约';

function Pay({ subscribeNo }: { subscribeNo: string }) {
  const q = useDiffTimeSubscriptionQuery({ subscribeNo }, FRESH);
  if (!q.data) {
    return (
      <Page title={TITLE} fallback={paths.wrongTimeManage}>
        <QueryState query={q} loading="订单加载中" error="订单加载失败">
          {() => null}
        </QueryState>
      </Page>
    );
  }
  const p = q.data;
  return (
    <OrderPay
      title={TITLE}
      order={{ orderNo: p.subscribeNo, parkId: p.parkId, status: p.status, statusText: p.statusText, dueCents: p.dueCents, payCents: p.payCents, payDeadline: p.payDeadline }}
      facts={<SubscriptionFacts s={p} />}
      landing={href(paths.subscribeHandleSucc, { subscribeNo })}
      detail={href(paths.wrongTimeSubscribeDetail, { subscribeNo })}
      fallback={href(paths.wrongTimeShare, { parkId: p.parkId })}
    />
  );
}

/** /wrongTimeSubscribePay?subscribeNo: paying an unpaid off-peak slot (or cancelling it). */
export function WrongTimeSubscribePayPage() {
  const [search] = useSearchParams();
  const subscribeNo = search.get('subscribeNo');
  if (!subscribeNo) {
    return (
      <Page title={TITLE} fallback={paths.wrongTimeManage}>
        <Empty text="缺少订单信息" description="请在“我的错时”中选择要支付的订单">
          <LinkButton to={paths.wrongTimeManage}>我的错时</LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Pay subscribeNo={subscribeNo} />
    </RequireDriver>
  );
}
