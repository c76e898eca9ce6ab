import type { AppStore } from './store';
import { storeView } from './storeView';

export interface LeavingView {
  /** The store one page's blocks read: the page's parent store, but silent while the driver is leaving the page. */
  view: AppStore;
  /** The driver has asked for another page: the view keeps what it shows now, for `atMostMs` at most. */
  hold: (atMostMs: number) => void;
  /** The navigation came to nothing (failed, stopped, back to this page) or took too long: the view shows the store again. */
  release: () => void;
}

/**
 * What the page being left reads while the next one is drawn. An answer that arrives then (the home's ads, news and
 * menu entries, a moment after the take-over) would otherwise be drawn at once and in one piece, since react-redux
 * renders a store change synchronously; at 4× CPU that was 20–50 ms an answer of drawing a page the driver is
 * leaving, in the middle of the next page's render, which React then starts again. Held, the page keeps what it shows (its own
 * state, its inputs and timers go on) and hears nothing until the next page replaces it or the hold ends. The next
 * page reads a view of its own, never held, so it is drawn from the store as it is. Dispatches, sagas and DevTools see
 * the store throughout.
 */
export function leavingView(parent: AppStore): LeavingView {
  const { view, show } = storeView(parent);
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(timer);
    held = false;
    show(null);
  };
  const hold = (atMostMs: number) => {
    if (held) return;
    held = true;
    show(parent.getState());
    timer = setTimeout(release, atMostMs);
  };
  return { view, hold, release };
}
