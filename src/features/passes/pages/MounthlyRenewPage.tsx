import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { RenewScreen } from '../components/RenewScreen';

/** /mounthlyRenew?bagId: renewing one pass (checkRenewable first, then rule, length and channel). */
export function MounthlyRenewPage() {
  const [search] = useSearchParams();
  const bagId = search.get('bagId');
  if (!bagId) {
    return (
      <Page title="月卡续费" fallback={paths.myMounthlyPay}>
        <Empty text="缺少月卡信息" description="请选择要续费的月卡">
          <LinkButton solid to={paths.renew}>
            选择月卡
          </LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <RequireDriver>
      <RenewScreen bagId={bagId} />
    </RequireDriver>
  );
}
