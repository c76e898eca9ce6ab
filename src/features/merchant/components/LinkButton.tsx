import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../merchant.css';

/** A link (it opens another page) drawn as the kit's rounded button. */
export function LinkButton({ to, children, solid, replace }: { to: string; children: ReactNode; solid?: boolean; replace?: boolean }) {
  return (
    <Link className={solid ? 'mc-link-button mc-link-button--solid' : 'mc-link-button'} to={to} replace={replace}>
      {children}
    </Link>
  );
}
