import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/ui/hooks';
import { loginWithRedirect } from '@/lib/loginTarget';
import { selectIsDriver } from '@/session/sessionSlice';

/**
 * Records are a signed-in driver's: a visitor goes to /login?redirect=<this page with its query>, so signing in
 * brings them back to the same filters. Nothing below (and none of its calls) mounts for a visitor.
 */
export function RequireDriver({ children }: { children: ReactNode }) {
  const isDriver = useAppSelector(selectIsDriver);
  const { pathname, search } = useLocation();
  if (!isDriver) return <Navigate to={loginWithRedirect(pathname + search)} replace />;
  return <>{children}</>;
}
