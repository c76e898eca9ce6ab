import { useSearchParams } from 'react-router-dom';
import { useDiffTimePackageQuery } from '@/api/booking/offpeak';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { PackageFacts } from '../components/OrderFacts';
import { OrderOutcome } from '../components/OrderOutcome';
import { FRESH } from '@/api/fresh';

const TITLE = '办理结果';

function Outcome({ packageNo, payOrderId }: { packageNo: string; payOrderId: string | null }) {
  const q = useDiffTimePackageQuery({ packageNo }, FRESH);
  return (
    <QueryState query={q} loading="办理结果查询中" error="办理结果查询失败">
      {(p) => (
        <OrderOutcome
          order={{ orderNo: p.packageNo, status: p.status, cancelReason: p.cancelReason }}
          payOrderId={payOrderId}
          paidTitle="错时包月办理成功"
          facts={<PackageFacts p={p} />}
          detail={href(paths.wrongTimePackageDetail, { packageNo })}
          pay={href(paths.wrongTimePackagePay, { packageNo })}
          again={href(paths.wrongTimeShare, { parkId: p.parkId })}
        />
      )}
    </QueryState>
  );
}

/** /packageHandleSucc?packageNo(&payOrderId): where paying an off-peak package lands. */
export function PackageHandleSuccPage() {
  const [search] = useSearchParams();
  const packageNo = search.get('packageNo');
  return (
    <Page title={TITLE} fallback={paths.wrongTimeManage}>
      {packageNo ? (
        <RequireDriver>
          <Outcome packageNo={packageNo} payOrderId={search.get('payOrderId')} />
        </RequireDriver>
      ) : (
        <Empty text="缺少订单信息" description="请在“我的错时”中查看">
          <LinkButton to={paths.wrongTimeManage}>我的错时</LinkButton>
        </Empty>
      )}
    </Page>
  );
}
