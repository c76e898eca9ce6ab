import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './account.css';

/**
 * A way on that is a place (it has an address, opens in a new tab, is read as a link), drawn like the kit's
 * block buttons: filled for the main one, outlined otherwise.
 */
export function LinkButton({ to, children, primary = false, replace }: { to: string; children: ReactNode; primary?: boolean; replace?: boolean }) {
  return (
    <Link className={`acct-link-button${primary ? ' acct-link-button--primary' : ''}`} to={to} replace={replace}>
      {children}
    </Link>
  );
}
