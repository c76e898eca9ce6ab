/**
 * A tap on the prerendered home before the app had taken it over: index.html's script kept it (and stopped it
 * doing anything on its own: see scripts/prerender-home.mjs) and hands it over here once, after the take-over's
 * commit, when React answers the element's own click. Hydration keeps the prerendered nodes, so the element is
 * the one tapped; if React had to draw the page anew, the element of the same kind and text stands in for it.
 */
type TakeEarlyTap = () => Element | null;

export function replayEarlyTap(): void {
  const take = (window as { __earlyTap?: TakeEarlyTap | null }).__earlyTap;
  const tapped = take?.();
  if (!tapped) return;
  const target = tapped.isConnected
    ? tapped
    : [...document.querySelectorAll(`#root ${tapped.tagName}`)].find((el) => el.textContent === tapped.textContent);
  if (target instanceof HTMLElement) target.click();
}
