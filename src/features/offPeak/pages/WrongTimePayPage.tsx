import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FRESH } from '@/api/fresh';
import { useDiffTimePackageQuery, useDiffTimeSubscriptionQuery } from '@/api/booking/offpeak';
import { href, paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState, type QueryLike } from '@/ui/states/States';
import { PackageFacts, SubscriptionFacts } from '../components/OrderFacts';
import { OrderPay } from '../components/OrderPay';

/** What is paid: a package (/wrongTimePackagePay?packageNo) or one slot (/wrongTimeSubscribePay?subscribeNo). */
export type PayKind = 'package' | 'subscribe';

const KIND: Record<PayKind, { title: string; param: 'packageNo' | 'subscribeNo' }> = {
  package: { title: '支付错时包月', param: 'packageNo' },
  subscribe: { title: '支付错时预约', param: 'subscribeNo' },
};

/** The order still loading, or failed with 重试, under the page's title. */
function Waiting({ title, query }: { title: string; query: QueryLike<unknown> }) {
  return (
    <Page title={title} fallback={paths.wrongTimeManage}>
      <QueryState query={query} loading="订单加载中" error="订单加载失败">
        {() => null}
      </QueryState>
    </Page>
  );
}

function PackagePay({ packageNo }: { packageNo: string }) {
  const q = useDiffTimePackageQuery({ packageNo }, FRESH);
  const p = q.data;
  if (!p) return <Waiting title={KIND.package.title} query={q} />;
  return (
    <OrderPay
      title={KIND.package.title}
      order={{ orderNo: p.packageNo, parkId: p.parkId, parkName: p.parkName, status: p.status, statusText: p.statusText, dueCents: p.dueCents, payCents: p.payCents, payDeadline: p.payDeadline }}
      facts={<PackageFacts p={p} />}
      landing={href(paths.packageHandleSucc, { packageNo })}
      detail={href(paths.wrongTimePackageDetail, { packageNo })}
      fallback={href(paths.wrongTimeShare, { parkId: p.parkId })}
    />
  );
}

function SubscriptionPay({ subscribeNo }: { subscribeNo: string }) {
  const q = useDiffTimeSubscriptionQuery({ subscribeNo }, FRESH);
  const s = q.data;
  if (!s) return <Waiting title={KIND.subscribe.title} query={q} />;
  return (
    <OrderPay
      title={KIND.subscribe.title}
      order={{ orderNo: s.subscribeNo, parkId: s.parkId, parkName: s.parkName, status: s.status, statusText: s.statusText, dueCents: s.dueCents, payCents: s.payCents, payDeadline: s.payDeadline }}
      facts={<SubscriptionFacts s={s} />}
      landing={href(paths.subscribeHandleSucc, { subscribeNo })}
      detail={href(paths.wrongTimeSubscribeDetail, { subscribeNo })}
      fallback={href(paths.wrongTimeShare, { parkId: s.parkId })}
    />
  );
}

/** Paying an unpaid off-peak order, a package or a slot (or cancelling it); the order's number is in the URL. */
export function WrongTimePayPage({ kind }: { kind: PayKind }) {
  const [search] = useSearchParams();
  const { title, param } = KIND[kind];
  const orderNo = search.get(param);
  if (!orderNo) {
    return (
      <Page title={title} fallback={paths.wrongTimeManage}>
        <Empty text="缺少订单信息" description="请在“我的错时”中选择要支付的订单">
          <LinkButton to={paths.wrongTimeManage}>我的错时</LinkButton>
        </Empty>
      </Page>
    );
  }
  let pay: ReactNode;
  if (kind === 'package') pay = <PackagePay packageNo={orderNo} />;
  else pay = <SubscriptionPay subscribeNo={orderNo} />;
  return <RequireDriver>{pay}</RequireDriver>;
}

/** The routes' components: the one page, told which kind its route pays. */
export const WrongTimePackagePayPage = () => <WrongTimePayPage kind="package" />;
export const WrongTimeSubscribePayPage = () => <WrongTimePayPage kind="subscribe" />;
