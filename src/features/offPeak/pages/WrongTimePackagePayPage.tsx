import { useSearchParams } from 'react-router-dom';
import { useDiffTimePackageQuery } from '@/api/booking/offpeak';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '../components/LinkButton';
import { PackageFacts } from '../components/OrderFacts';
import { OrderPay } from '../components/OrderPay';
import { FRESH } from '../fresh';
import '../offPeak.css';

const TITLE = '支付错时包月';

function Pay({ packageNo }: { packageNo: string }) {
  const q = useDiffTimePackageQuery({ packageNo }, FRESH);
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
      order={{ orderNo: p.packageNo, parkId: p.parkId, status: p.status, statusText: p.statusText, dueCents: p.dueCents, payCents: p.payCents, payDeadline: p.payDeadline }}
      facts={<PackageFacts p={p} />}
      landing={href(paths.packageHandleSucc, { packageNo })}
      detail={href(paths.wrongTimePackageDetail, { packageNo })}
      fallback={href(paths.wrongTimeShare, { parkId: p.parkId })}
    />
  );
}

/** /wrongTimePackagePay?packageNo: paying an unpaid off-peak package (or cancelling it). */
export function WrongTimePackagePayPage() {
  const [search] = useSearchParams();
  const packageNo = search.get('packageNo');
  if (!packageNo) {
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
      <Pay packageNo={packageNo} />
    </RequireDriver>
  );
}
