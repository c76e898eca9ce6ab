import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where it leads: a path of the app (an address of another site opens as a plain link). */
  to: To;
  /** Instead of a new history entry (a tab, a step that should not come back on 返回). */
  replace?: boolean;
  /** History state for the page it opens. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** Another site's address: the browser opens it; the router is not asked. */
const ANOTHER_SITE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A link to a page of the app: a real <a href> (long-press, open in a new tab, a screen reader's link list), followed
 * by the router on a plain tap. react-router's own Link carries its framework mode's page prefetching and its
 * machinery on every page, about 2 KB brotli of the entry; the app never prefetches through it (src/app/warmRoutes
 * warms a page's code on intent), so this is that link without it.
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const full = typeof to === 'string' && ANOTHER_SITE.test(to) ? to : null;
  const elsewhere = full !== null && !sameSite(full);
  const path = full !== null && !elsewhere ? pathOf(full) : to;
  const href = useHref(path);
  const follow = useLinkClickHandler(path, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !elsewhere) follow(event);
  };
  return <a {...rest} ref={ref} href={elsewhere ? full : href} target={target} onClick={click} />;
}

function sameSite(address: string): boolean {
  try {
    return new URL(address, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function pathOf(address: string): string {
  const url = new URL(address, window.location.href);
  return `${url.pathname}${url.search}${url.hash}`;
}
