import { useEffect, type RefObject } from 'react';

/**
 * The pinned footer's height as the document's bottom scroll padding, for as long as the footer is drawn: a field the
 * browser scrolls into view on focus (the phone's keyboard opening, Tab) then stops above the footer, not under it.
 * Followed as the footer grows or shrinks (a wrapped button, an error above it, 长辈模式).
 */
export function useFooterRoom(footer: RefObject<HTMLElement | null>, drawn: boolean) {
  useEffect(() => {
    const el = footer.current;
    if (!drawn || !el) return;
    const root = document.documentElement;
    const fit = () => {
      root.style.scrollPaddingBottom = `${Math.ceil(el.getBoundingClientRect().height)}px`;
    };
    fit();
    const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    watch?.observe(el);
    return () => {
      watch?.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [footer, drawn]);
}
