import { SHOULD_AUTOBATCH, type Middleware } from '@reduxjs/toolkit';

/**
 * When the UI hears of a query's answer. RTK batches its query actions' notifications (starts, answers,
 * subscription bookkeeping) to one later callback (the store's autoBatch, a task of its own): answers that arrived
 * close together were then drawn together, in one long task of a cheap phone (React renders a store change
 * synchronously; measured 64 ms unthrottled for the home's answers, the first screen's longest task). An answer
 * (fulfilled or rejected) passes here without RTK's batch mark, so it is told at once and drawn in the task that
 * brought it, one answer a task, with a tap able to fit between; a query's start keeps its mark (a page's queries
 * start together, in the task that mounted it, and are drawn in the next one). The mark is the only change: the
 * reducers, the other middleware and DevTools see the action otherwise as it was dispatched.
 */
export const answersAtOnce: Middleware = () => (next) => (action) => {
  const meta = (action as { meta?: { [SHOULD_AUTOBATCH]?: boolean; requestStatus?: string } }).meta;
  const answer = meta?.[SHOULD_AUTOBATCH] && (meta.requestStatus === 'fulfilled' || meta.requestStatus === 'rejected');
  return next(answer ? { ...(action as object), meta: { ...meta, [SHOULD_AUTOBATCH]: false } } : action);
};
