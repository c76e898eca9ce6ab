import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty } from '@/ui/states/States';
import { ApplicationScreen } from '../components/ApplicationScreen';
import { LinkButton } from '@/ui/LinkButton';
import { PassScreen } from '../components/PassScreen';

/**
 * /mounthlyDetail?applicationId | ?bagId: an application (its review as a timeline, fixing or paying it) or a pass
 * (its code, validity, plates and renewal). Payments land here with &payOrderId; the page finds them by key.
 */
export function MounthlyDetailPage() {
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId');
  const bagId = search.get('bagId');
  if (bagId) {
    return (
      <RequireDriver>
        <PassScreen bagId={bagId} applicationId={applicationId} />
      </RequireDriver>
    );
  }
  if (applicationId) {
    return (
      <RequireDriver>
        <ApplicationScreen applicationId={applicationId} />
      </RequireDriver>
    );
  }
  return (
    <Page title="月卡详情" fallback={paths.myMounthlyPay}>
      <Empty text="缺少月卡信息" description="请在“我的月卡”中选择要查看的月卡">
        <LinkButton solid to={paths.myMounthlyPay}>
          我的月卡
        </LinkButton>
      </Empty>
    </Page>
  );
}
