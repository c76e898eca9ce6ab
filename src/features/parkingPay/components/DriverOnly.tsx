import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/ui/hooks';
import { loginWithRedirect } from '@/lib/loginTarget';
import { selectIsDriver } from '@/session/sessionSlice';

/**
 * Paying needs a signed-in driver (bills, orders and their state are the driver's): a visitor — one who found a
 * bill by plate query too — is sent to /login?redirect=<this page>, and comes straight back after signing in.
 */
export function DriverOnly({ children }: { children: ReactNode }) {
  const isDriver = useAppSelector(selectIsDriver);
  const { pathname, search } = useLocation();
  if (!isDriver) return <Navigate to={loginWithRedirect(pathname + search)} replace />;
  return <>{children}</>;
}
