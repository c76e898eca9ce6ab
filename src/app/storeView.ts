import type { AppStore, RootState } from './store';

export interface StoreView {
  /** The store React is given: the real one in all but what it reads and when it hears of a change. */
  view: AppStore;
  /**
   * What the view shows from now on: a state of the store's, or null for the store itself. Its readers hear of it
   * when what they read changes; while it shows a state, they hear of nothing the store does.
   */
  show: (state: RootState | null) => void;
}

/**
 * A view over the store for React to read: dispatches, sagas, the store's deps and DevTools see the store itself;
 * what React reads, and when it hears of a change, is the caller's (app/stagedView at the take-over, app/leavingView
 * for the page being left).
 */
export function storeView(store: AppStore): StoreView {
  let shown: RootState | null = null;
  const listeners = new Set<() => void>();
  const view: AppStore = Object.create(store);
  view.getState = () => shown ?? store.getState();
  view.subscribe = (listener: () => void) => {
    listeners.add(listener);
    const stop = store.subscribe(() => shown || listener());
    return () => {
      listeners.delete(listener);
      stop();
    };
  };
  const show = (state: RootState | null) => {
    const before = view.getState();
    shown = state;
    if (view.getState() !== before) listeners.forEach((listener) => listener());
  };
  return { view, show };
}
