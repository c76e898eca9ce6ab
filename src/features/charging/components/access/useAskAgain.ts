import { useCallback } from 'react';
import { cpsChargerAccessApi } from '@/api/cps/chargerAccess';
import { useAppDispatch } from '@/ui/hooks';

/** Ask the server again for the driver's hold and line and the station's guns (a hold lapses there by itself). */
export function useAskAgain(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(cpsChargerAccessApi.util.invalidateTags(['ChargerAccess', 'Station']));
  }, [dispatch]);
}
