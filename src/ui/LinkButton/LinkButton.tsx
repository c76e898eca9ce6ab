import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '@/ui/Link';
import styles from './LinkButton.module.css';

/** What else an anchor may carry (`aria-describedby`, `rel`, `target`, `data-*`…); the look is the kit's. */
type AnchorRest = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'style' | 'children' | 'aria-label'>;

interface Look {
  children: ReactNode;
  /** Filled in the brand colour: the page's main way on. Outlined otherwise. */
  solid?: boolean;
  /** Smaller type and padding, for a way on inside a card or a list row (still a full thumb's height). */
  small?: boolean;
  /** A block of its own line (default: as wide as a block container, as its words in a row); false: inline. */
  block?: boolean;
  /** The accessible name, when the words on it say less than a screen reader needs (去缴费 12.00元 …). */
  label?: string;
}

/** An app path, opened by the router… */
interface InApp {
  /** Where it goes (an app path, from `@/lib/paths`). */
  to: string;
  /** Replace the current history entry instead of adding one (a result page's way on). */
  replace?: boolean;
  href?: undefined;
}

/** …or an address outside the app (an invoice's document), a plain link without the opener or the referrer. */
interface Outside {
  href: string;
  to?: undefined;
  replace?: undefined;
}

export type LinkButtonProps = AnchorRest & Look & (InApp | Outside);

/**
 * A way on that is a place, drawn as the kit's rounded button: it stays a link (it has an address, opens in a new
 * tab, and a screen reader says "link"), with antd-mobile Button's height and the theme's colours. Other anchor
 * attributes (`aria-describedby` for the sentence a pay bar says about it…) pass through.
 */
export function LinkButton({ to, href, replace, children, solid = false, small = false, block = true, label, ...anchor }: LinkButtonProps) {
  const className = [styles.linkButton, solid ? styles.solid : styles.outline, small && styles.small, block ? styles.block : styles.inline]
    .filter(Boolean)
    .join(' ');
  if (href !== undefined) {
    return (
      <a rel="noopener noreferrer" {...anchor} className={className} href={href} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link {...anchor} className={className} to={to} replace={replace} aria-label={label}>
      {children}
    </Link>
  );
}
