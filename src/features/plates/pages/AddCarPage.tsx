import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/lib/safeRedirect';
import { AddPlateForm } from '../components/AddPlateForm';
import { RequireDriver } from '../components/RequireDriver';
import '../plates.css';

/**
 * /addCar: bind a plate typed with the plate keyboard. Success goes back to where the driver came from
 * (`redirect`, same-origin paths only), else /carManage; the bind refreshes the plate count and home's bill cards.
 */
export function AddCarPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeRedirect(params.get('redirect'), '/carManage', window.location.origin);
  return (
    <main className="pl-page">
      <h1 className="pl-title">添加车辆</h1>
      <RequireDriver>
        <AddPlateForm onBound={() => navigate(back, { replace: true })} />
      </RequireDriver>
    </main>
  );
}
