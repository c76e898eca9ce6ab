import { useSearchParams } from 'react-router-dom';
import { useDiffTimePackageQuery } from '@/api/booking/offpeak';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { InForceNote, OrderActions } from '../components/OrderActions';
import { PackageFacts } from '../components/OrderFacts';
import { FRESH } from '@/api/fresh';
import styles from './WrongTimePackageDetailPage.module.css';

const TITLE = '错时包月详情';

function Detail({ packageNo }: { packageNo: string }) {
  const q = useDiffTimePackageQuery({ packageNo }, FRESH);
  return (
    <QueryState query={q} loading="订单加载中" error="订单加载失败">
      {(p) => (
        <div className={styles.stack}>
          <InForceNote status={p.status} windowText={p.windowText} />
          <PackageFacts p={p} />
          <OrderActions
            orderNo={p.packageNo}
            parkId={p.parkId}
            status={p.status}
            payCents={p.payCents}
            violationCount={p.violationCount}
            pay={href(paths.wrongTimePackagePay, { packageNo })}
          />
        </div>
      )}
    </QueryState>
  );
}

/** /wrongTimePackageDetail?packageNo: an off-peak package: plates, validity, window, money, violations, cancelling. */
export function WrongTimePackageDetailPage() {
  const [search] = useSearchParams();
  const packageNo = search.get('packageNo');
  return (
    <Page title={TITLE} fallback={paths.wrongTimeManage}>
      {packageNo ? (
        <RequireDriver>
          <Detail packageNo={packageNo} />
        </RequireDriver>
      ) : (
        <Empty text="缺少订单信息" description="请在“我的错时”中选择要查看的订单">
          <LinkButton to={paths.wrongTimeManage}>我的错时</LinkButton>
        </Empty>
      )}
    </Page>
  );
}
