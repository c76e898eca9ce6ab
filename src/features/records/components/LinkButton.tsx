import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A navigation drawn as a full-width button (去补缴, 账单有疑问): it stays a link (opens in a new tab, says "link"
 * to a screen reader), with antd-mobile Button's size and the theme's colours.
 */
export function LinkButton({ to, children, solid = false }: { to: string; children: ReactNode; solid?: boolean }) {
  return (
    <Link className={`rec-link-button${solid ? ' rec-link-button--solid' : ''}`} to={to}>
      {children}
    </Link>
  );
}
