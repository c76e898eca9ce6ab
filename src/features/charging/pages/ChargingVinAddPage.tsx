import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { VinAddForm } from '../components/vinCards/VinAddForm';

/** /chargingVinAdd: a VIN for plug-and-charge, optionally with one of the driver's plates; then back to the list. */
export function ChargingVinAddPage() {
  const navigate = useNavigate();
  return (
    <Page title="添加VIN码" fallback={paths.chargingVinManage}>
      <RequireDriver>
        <VinAddForm onSaved={() => navigate(paths.chargingVinManage, { replace: true })} />
      </RequireDriver>
    </Page>
  );
}
