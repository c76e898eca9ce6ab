import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { href, paths } from '@/lib/paths';
import { useFeedback } from '@/ui/hooks';

/** No plate bound yet: to 添加车辆, which brings the driver back here with the plate to choose. */
export function SendToAddCar() {
  const ui = useFeedback();
  const { pathname, search } = useLocation();
  useEffect(() => {
    ui.toast('请先添加车辆，再办理错时共享', 2500);
  }, [ui]);
  return <Navigate to={href(paths.addCar, { redirect: pathname + search })} replace />;
}
