import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginWithRedirect } from '@/lib/loginTarget';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '../hooks';

/**
 * A page (or part of one) for a signed-in driver: a visitor goes to /login?redirect=<this page with its query>,
 * so signing in brings them straight back. Nothing below (and none of its calls) mounts for a visitor.
 */
export function RequireDriver({ children }: { children: ReactNode }) {
  const isDriver = useAppSelector(selectIsDriver);
  const { pathname, search } = useLocation();
  if (!isDriver) return <Navigate to={loginWithRedirect(pathname + search)} replace />;
  return <>{children}</>;
}
