import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { href, paths } from '@/lib/paths';
import { useFeedback } from '@/ui/hooks';

/**
 * No plate bound yet: to 添加车辆, which brings the driver back here with the plate to choose. `why` says what the
 * plate is for ('请先添加车辆，再预约车位').
 */
export function SendToAddCar({ why }: { why: string }) {
  const ui = useFeedback();
  const { pathname, search } = useLocation();
  useEffect(() => {
    ui.toast(why, 2500);
  }, [ui, why]);
  return <Navigate to={href(paths.addCar, { redirect: pathname + search })} replace />;
}
