import { SHOULD_AUTOBATCH, type StoreEnhancer, type UnknownAction } from '@reduxjs/toolkit';

/**
 * When the UI hears of a store change. RTK batches its query actions' notifications (starts, answers, subscription
 * bookkeeping) to one later callback: answers that arrive close together were then drawn together, in one long task
 * of a cheap phone (React renders a store change synchronously; measured 64 ms unthrottled for the home's answers,
 * the longest task of the first screen). Here a query's start and its bookkeeping are still told in a task of
 * their own (a page's queries start together, in the task that mounted it), but an answer (fulfilled or rejected)
 * is told at once: it is drawn in the task that brought it, one answer a task, with a tap able to fit between.
 * Any other action is told at once, as in plain Redux, and carries whatever was waiting with it.
 */
export function answerBatching(queue: (notify: () => void) => void): StoreEnhancer {
  return (next) => (...args) => {
    const store = next(...args);
    let deferring = false;
    let queued = false;
    const listeners = new Set<() => void>();
    const notify = () => {
      queued = false;
      if (!deferring) return;
      deferring = false;
      listeners.forEach((listener) => listener());
    };
    return {
      ...store,
      subscribe(listener: () => void) {
        const unsubscribe = store.subscribe(() => {
          if (!deferring) listener();
        });
        listeners.add(listener);
        return () => {
          unsubscribe();
          listeners.delete(listener);
        };
      },
      dispatch: ((action: UnknownAction) => {
        deferring = isBatched(action);
        if (deferring && !queued) {
          queued = true;
          queue(notify);
        }
        return store.dispatch(action as Parameters<typeof store.dispatch>[0]);
      }) as typeof store.dispatch,
    };
  };
}

function isBatched(action: UnknownAction): boolean {
  const meta = action.meta as { [SHOULD_AUTOBATCH]?: boolean; requestStatus?: string } | undefined;
  return !!meta?.[SHOULD_AUTOBATCH] && meta.requestStatus !== 'fulfilled' && meta.requestStatus !== 'rejected';
}
