import { SHOULD_AUTOBATCH, type Middleware } from '@reduxjs/toolkit';
import { yieldIfFree } from '@/lib/nextTask';

export interface AnswerNotices {
  /** Last in the store's middleware: sees what reaches the reducers. */
  middleware: Middleware;
  /** RTK's autoBatch `queueNotification`: when the UI hears of the actions RTK marks for batching. */
  queueNotification: (notify: () => void) => void;
}

export interface NoticeTasks {
  /** A new task that keeps its place ahead of other waiting work, or undefined where the browser has none. */
  nextTask?: () => Promise<void> | undefined;
  /** A task behind everything already waiting. */
  later?: (run: () => void) => void;
}

type BatchMeta = { [SHOULD_AUTOBATCH]?: boolean; requestStatus?: string };

/** A query's answer (fulfilled or rejected) that RTK marked for batching: its meta, else undefined. */
const answerMeta = (action: unknown): BatchMeta | undefined => {
  const meta = (action as { meta?: BatchMeta }).meta;
  return meta?.[SHOULD_AUTOBATCH] && (meta.requestStatus === 'fulfilled' || meta.requestStatus === 'rejected') ? meta : undefined;
};

/**
 * When the UI hears of a query's start and its answer. React draws a store change synchronously, at the end of the
 * task that told it: an answer told at once was drawn in the task that brought it, after its response had been read,
 * checked against its schema and reduced, one task of 20–40 ms at 4× CPU for each of the home's answers. Now:
 * - **An answer is told in the next task**, ahead of other waiting work (`scheduler.yield`), one answer a task: the
 *   response and the reducers in one task, React's drawing of it in the next, with a tap able to fit between. Where the
 *   browser has no such task (and in jest) it is told at once, as in plain Redux.
 * - **A query's start** is told in a task behind the others: a page's queries all start in the task that mounted it,
 *   and are drawn together in a later one. An answer that comes while starts wait brings them along.
 * RTK's batch mark is all that is changed: the reducers, the other middleware and DevTools see each action when it is
 * dispatched; only the store's subscribers (react-redux) hear of it later.
 */
export function answerNotices({ nextTask = yieldIfFree, later = (run) => void setTimeout(run, 0) }: NoticeTasks = {}): AnswerNotices {
  // The store's notify while one is queued: the same function every time, run by whichever task comes first.
  let queued: (() => void) | null = null;
  // While an answer is being dispatched: its own next task will tell it, so RTK's queueing needs no timer.
  let answering = false;
  const tell = () => {
    const notify = queued;
    queued = null;
    notify?.();
  };
  const middleware: Middleware = () => (next) => (action) => {
    const meta = answerMeta(action);
    if (!meta) return next(action);
    const task = nextTask();
    if (!task) return next({ ...(action as object), meta: { ...meta, [SHOULD_AUTOBATCH]: false } });
    answering = true;
    try {
      return next(action);
    } finally {
      answering = false;
      void task.then(tell);
    }
  };
  const queueNotification = (notify: () => void) => {
    queued = notify;
    if (!answering) later(tell);
  };
  return { middleware, queueNotification };
}
