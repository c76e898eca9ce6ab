/**
 * A tap on the prerendered home before the app had taken it over: index.html's script kept it (and stopped it
 * doing anything on its own: see scripts/prerender-home.mjs) and hands it over here once, after the app has drawn
 * the page for its reader. The prerender is a visitor's in a plain browser, from the build's default menu; the app's
 * page may differ (a signed-in driver's tiles lead to their pages, not to sign-in; the device's own menu; the
 * server's). So the tap goes to what the driver tapped as the app now draws it, found by its key (ui/tapKey),
 * never to the visitor's link that happened to be under the finger. An element with no key is the same node after
 * the take-over (hydration keeps nodes), or, if React drew the page anew, the element of the same kind and words.
 */
import { TAP_KEY } from '@/ui/tapKey';

export interface KeptTap {
  /** The element tapped, as it is now. */
  element: Element;
  /** A copy of it taken at the tap: what the driver saw. */
  asTapped: Element;
}
type TakeEarlyTap = () => KeptTap | null;

/** Gives the kept tap, if any, to the element the driver meant; says so when that is no longer on the page. */
export function replayEarlyTap(say: (text: string) => void): void {
  const take = (window as { __earlyTap?: TakeEarlyTap | null }).__earlyTap;
  const kept = take?.();
  if (!kept) return;
  const key = kept.asTapped.getAttribute(TAP_KEY);
  if (key === null) {
    sameElement(kept)?.click();
    return;
  }
  const live = [...document.querySelectorAll(`#root [${TAP_KEY}]`)].find((el) => el.getAttribute(TAP_KEY) === key);
  const meant = wordsOf(kept.asTapped);
  if (!(live instanceof HTMLElement)) {
    say(`菜单已更新，「${meant}」已不在菜单中，未打开`);
    return;
  }
  const now = wordsOf(live);
  if (now !== meant) {
    say(`菜单已更新，「${meant}」已改为「${now}」，未打开，请确认后再点`);
    return;
  }
  live.click();
}

function sameElement({ element, asTapped }: KeptTap): HTMLElement | undefined {
  if (element.isConnected) return element instanceof HTMLElement ? element : undefined;
  const words = asTapped.textContent;
  const found = [...document.querySelectorAll(`#root ${asTapped.tagName}`)].find((el) => el.textContent === words);
  return found instanceof HTMLElement ? found : undefined;
}

/** The words a reader is given for an element: its text without what is hidden from them (an icon's glyph). */
function wordsOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
