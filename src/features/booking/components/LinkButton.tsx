import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../booking.css';

/** A link (it opens another page) drawn as the kit's rounded button. */
export function LinkButton({ to, children, solid, small, replace }: { to: string; children: ReactNode; solid?: boolean; small?: boolean; replace?: boolean }) {
  const cls = ['bk-link-button', solid ? 'bk-link-button--solid' : '', small ? 'bk-link-button--small' : ''].filter(Boolean).join(' ');
  return (
    <Link className={cls} to={to} replace={replace}>
      {children}
    </Link>
  );
}
