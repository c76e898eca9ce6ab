import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';

/**
 * "Go back" after a save: one step back when the driver came from somewhere in the app, else to `fallback`
 * (a page opened directly from a link has nothing behind it in this app).
 */
export function useLeave(fallback: string = paths.userInfo) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [key, navigate, fallback]);
}
