import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './vinCards.css';

/**
 * A navigation that looks like antd-mobile's rounded Button (a link, so it is announced and opened as one):
 * filled for the page's main way on, outlined for another.
 */
export function ActionLink({ to, children, fill = 'solid', inline = false }: { to: string; children: ReactNode; fill?: 'solid' | 'outline'; inline?: boolean }) {
  return (
    <Link className={`vc-link-button vc-link-button--${fill}${inline ? ' vc-link-button--inline' : ''}`} to={to}>
      {children}
    </Link>
  );
}
