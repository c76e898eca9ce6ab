import { configureStore, createSlice, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { answerNotices } from '@/app/answerNotices';

/**
 * A store with the app's notification rule and hand-run tasks, so each test says when they run: `later` is the task
 * behind the others, `next` the one ahead of them (scheduler.yield), absent where the browser has none.
 */
function storeWithTasks({ hasNextTask = true } = {}) {
  const laterTasks: (() => void)[] = [];
  const nextTasks: (() => void)[] = [];
  const notices = answerNotices({
    nextTask: hasNextTask ? () => new Promise<void>((resolve) => nextTasks.push(resolve)) : () => undefined,
    later: (run) => laterTasks.push(run),
  });
  const counter = createSlice({ name: 'counter', initialState: 0, reducers: { bump: (n) => n + 1 } });
  const reached: unknown[] = [];
  const store = configureStore({
    reducer: (state: number | undefined, action) => {
      if (action.type === 'counter/bump') reached.push(action);
      return counter.reducer(state, action);
    },
    middleware: (getDefault) => getDefault().concat(notices.middleware),
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'callback', queueNotification: notices.queueNotification } }),
  });
  const seen: number[] = [];
  store.subscribe(() => seen.push(store.getState()));
  const runLater = () => laterTasks.splice(0).forEach((run) => run());
  // A resolved promise's callbacks run in microtasks: flushed before the test looks.
  const runNext = async () => {
    nextTasks.splice(0).forEach((resolve) => resolve());
    await Promise.resolve();
    await Promise.resolve();
  };
  const query = (requestStatus: 'pending' | 'fulfilled' | 'rejected') =>
    store.dispatch({ type: 'counter/bump', meta: { requestStatus, requestId: 'r1', [SHOULD_AUTOBATCH]: true } });
  return { seen, reached, runLater, runNext, query, state: () => store.getState(), bump: () => store.dispatch(counter.actions.bump()) };
}

test("a query's start is told to the UI in a later task, several starts together", () => {
  const { seen, runLater, query } = storeWithTasks();
  query('pending');
  query('pending');
  expect(seen).toEqual([]);
  runLater();
  expect(seen).toEqual([2]);
});

test('an answer reaches the store at once and is told in the next task, ahead of the later one', async () => {
  const { seen, state, runLater, runNext, query } = storeWithTasks();
  query('fulfilled');
  expect(state()).toBe(1);
  expect(seen).toEqual([]);
  await runNext();
  expect(seen).toEqual([1]);
  // The later task finds nothing left to tell.
  runLater();
  expect(seen).toEqual([1]);
  query('rejected');
  await runNext();
  expect(seen).toEqual([1, 2]);
});

test('an answer brings along the starts that were waiting for the later task', async () => {
  const { seen, runLater, runNext, query } = storeWithTasks();
  query('pending');
  query('fulfilled');
  expect(seen).toEqual([]);
  await runNext();
  expect(seen).toEqual([2]);
  runLater();
  expect(seen).toEqual([2]);
});

test('where the browser has no next task, an answer is told at once, with the starts that waited', () => {
  const { seen, reached, runLater, query } = storeWithTasks({ hasNextTask: false });
  query('pending');
  query('fulfilled');
  expect(seen).toEqual([2]);
  runLater();
  expect(seen).toEqual([2]);
  // The reducers get it as dispatched, but for the batch mark.
  expect(reached[1]).toEqual({ type: 'counter/bump', meta: { requestStatus: 'fulfilled', requestId: 'r1', [SHOULD_AUTOBATCH]: false } });
});

test('the reducers get an answer told in the next task exactly as dispatched', () => {
  const { reached, query } = storeWithTasks();
  query('fulfilled');
  expect(reached).toEqual([{ type: 'counter/bump', meta: { requestStatus: 'fulfilled', requestId: 'r1', [SHOULD_AUTOBATCH]: true } }]);
});

test('an action of the app is told at once, as in plain Redux', () => {
  const { seen, bump } = storeWithTasks();
  bump();
  bump();
  expect(seen).toEqual([1, 2]);
});
