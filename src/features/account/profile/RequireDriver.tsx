import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/ui/hooks';
import { loginWithRedirect } from '@/lib/loginTarget';
import { selectIsDriver } from '@/session/sessionSlice';

/**
 * Profile pages are for a signed-in driver: a visitor is sent to /login?redirect=<this page> (path and query), so
 * signing in brings them straight back. The children (and their driver calls) are not even mounted for a visitor.
 */
export function RequireDriver({ children }: { children: ReactNode }) {
  const isDriver = useAppSelector(selectIsDriver);
  const { pathname, search } = useLocation();
  if (!isDriver) return <Navigate to={loginWithRedirect(pathname + search)} replace />;
  return <>{children}</>;
}
