import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/safeRedirect';
import { Page } from '@/ui/Page/Page';
import { AddPlateForm } from '../components/AddPlateForm';
import { RequireDriver } from '@/ui/RequireDriver';

/**
 * /addCar: bind a plate typed with the plate keyboard. Success goes back to where the driver came from
 * (`redirect`, same-origin paths only), else /carManage; the bind refreshes the plate count and home's bill cards.
 */
export function AddCarPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeRedirect(params.get('redirect'), paths.carManage, window.location.origin);
  return (
    <Page title="添加车辆" fallback={paths.carManage}>
      <RequireDriver>
        <AddPlateForm onBound={() => navigate(back, { replace: true })} />
      </RequireDriver>
    </Page>
  );
}
