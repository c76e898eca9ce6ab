import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/ui/Page/Page';
import { AddPlateForm } from '../../components/AddPlateForm';
import { RequireDriver } from '@/ui/RequireDriver';
import { roadPath } from '../roadPaths';

/** /roadParking/addCar: bind a plate at the road side, then back to the section with it chosen. */
export function RoadAddCarPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const parkId = params.get('parkId');
  return (
    <Page title="添加车辆" fallback={roadPath('index', { parkId })}>
      <RequireDriver>
        <AddPlateForm submitText="绑定并选择" onBound={(p) => navigate(roadPath('index', { parkId, plateId: p.plateId }), { replace: true })} />
      </RequireDriver>
    </Page>
  );
}
