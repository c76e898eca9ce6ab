import { nextTask } from '@/lib/nextTask';
import type { AppStore, RootState } from './store';
import { storeView } from './storeView';

export interface StagedView {
  /** The store React is given: the real one in all but what it reads and when it hears of a change. */
  view: AppStore;
  /** After the take-over's commit: brings the view up to the store, one slice a task, then passes through. */
  catchUp: () => Promise<void>;
}

/**
 * What React reads while it takes over the prerendered home. Every store change react-redux hears of is drawn at
 * once and in one piece (useSyncExternalStore renders synchronously), so the answers that came in while the code
 * loaded, drawn together right after the take-over, were one task of 100 ms at 4× CPU. The view shows `start` (the
 * state the markup was drawn from) until the take-over has committed, then the store's slices that differ one at a
 * time, each in a task of its own (a service's answers, the session…), and from then on the store itself. Dispatches,
 * sagas and DevTools see the store as it is throughout; a block that reads a query not yet brought in shows it
 * loading, as it did in the markup, for a few tasks.
 */
export function stagedView(store: AppStore, start: RootState): StagedView {
  const { view, show } = storeView(store);
  show(start);
  let catching = false;
  const catchUp = async () => {
    if (catching) return;
    catching = true;
    let staged = start;
    // A slice that changed again is brought in again; past a few dozen steps (something that changes all the time),
    // the view passes through.
    for (let step = 0; step < 32; step++) {
      await nextTask();
      const now = store.getState();
      const key = (Object.keys(now) as (keyof RootState)[]).find((k) => now[k] !== staged[k]);
      if (!key) break;
      staged = { ...staged, [key]: now[key] };
      show(staged);
    }
    show(null);
  };
  return { view, catchUp };
}
