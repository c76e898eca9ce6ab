import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../offPeak.css';

/** A link (it opens another page) drawn as the kit's rounded button. */
export function LinkButton({ to, children, solid, small, replace }: { to: string; children: ReactNode; solid?: boolean; small?: boolean; replace?: boolean }) {
  const cls = ['op-link-button', solid ? 'op-link-button--solid' : '', small ? 'op-link-button--small' : ''].filter(Boolean).join(' ');
  return (
    <Link className={cls} to={to} replace={replace}>
      {children}
    </Link>
  );
}
