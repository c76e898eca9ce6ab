import { useSearchParams } from 'react-router-dom';
import { isValidPlate } from '@/lib/plate';
import { paths } from '@/lib/paths';
import { PlateColor } from '@/lib/wire';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty } from '@/ui/states/States';
import { ClaimForm } from '../claim/ClaimForm';
import { ClaimStatus } from '../claim/ClaimStatus';

/**
 * /plateClaim: a plate another account holds, claimed back with its driving licence. ?plateNo&plateColor (as the bind
 * refused them) is the form; ?claimId, the claim as the server has it (where the form lands, and the message
 * centre's link). Signed-in drivers only: the plate is bound to the claimant's account.
 */
export function PlateClaimPage() {
  const [params] = useSearchParams();
  const claimId = params.get('claimId');
  const plateNo = (params.get('plateNo') ?? '').toUpperCase();
  const color = Number(params.get('plateColor') ?? 1) as PlateColor;
  return (
    <Page title="车牌认领" fallback={paths.carManage}>
      <RequireDriver>
        {claimId ? (
          <ClaimStatus claimId={claimId} />
        ) : isValidPlate(plateNo) && PlateColor.options.includes(color) ? (
          <ClaimForm plateNo={plateNo} plateColor={color} />
        ) : (
          <Empty text="缺少车牌信息" description="请在添加车辆时输入车牌，被其他账号绑定时可申请认领">
            <LinkButton to={paths.addCar}>添加车辆</LinkButton>
          </Empty>
        )}
      </RequireDriver>
    </Page>
  );
}
