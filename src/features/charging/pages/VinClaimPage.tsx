import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { useVinClaimForm, VinClaimForm, VinClaimSubmitBar } from '../components/vinClaim/VinClaimForm';
import { VinClaimStatus } from '../components/vinClaim/VinClaimStatus';

const TITLE = 'VIN认领';

/** The form, its button pinned in the footer: the licence's fields and photo make it longer than a phone's screen. */
function ClaimFormPage({ vin }: { vin: string }) {
  const state = useVinClaimForm(vin);
  return (
    <Page title={TITLE} fallback={paths.chargingVinManage} footer={<VinClaimSubmitBar pending={state.form.pending} />}>
      <RequireDriver>
        <VinClaimForm state={state} />
      </RequireDriver>
    </Page>
  );
}

/**
 * /vinClaim: a charging VIN another account holds, claimed with the car's driving licence. ?vin (as the add form's
 * refusal gave it) fills the form in; ?claimId is the claim as the server has it (where the form lands, and the
 * message centre's link). Signed-in drivers only: the VIN is added to the claimant's account.
 */
export function VinClaimPage() {
  const [params] = useSearchParams();
  const claimId = params.get('claimId');
  if (!claimId) return <ClaimFormPage vin={params.get('vin') ?? ''} />;
  return (
    <Page title={TITLE} fallback={paths.chargingVinManage}>
      <RequireDriver>
        <VinClaimStatus claimId={claimId} />
      </RequireDriver>
    </Page>
  );
}
