import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A navigation that looks like antd-mobile's Button (a link, so it is announced and opened as one): filled for the
 * page's main way on, outlined for the other. Colours come from the theme tokens (plates.css).
 */
export function LinkButton({ to, children, fill = 'solid', block = true, label }: {
  to: string; children: ReactNode; fill?: 'solid' | 'outline'; block?: boolean; label?: string;
}) {
  return (
    <Link className={`pl-link-button pl-link-button--${fill}${block ? ' pl-link-button--block' : ''}`} to={to} aria-label={label}>
      {children}
    </Link>
  );
}
