import { configureStore, createSlice, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { answersAtOnce } from '@/app/answersAtOnce';

/** A store with the app's notification rule and a hand-run queue for RTK's batch, so each test says when it runs. */
function storeWithQueue() {
  const queued: (() => void)[] = [];
  const counter = createSlice({ name: 'counter', initialState: 0, reducers: { bump: (n) => n + 1 } });
  const reached: unknown[] = [];
  const store = configureStore({
    reducer: (state: number | undefined, action) => {
      if (action.type === 'counter/bump') reached.push(action);
      return counter.reducer(state, action);
    },
    middleware: (getDefault) => getDefault().concat(answersAtOnce),
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'callback', queueNotification: (notify) => queued.push(notify) } }),
  });
  const seen: number[] = [];
  store.subscribe(() => seen.push(store.getState()));
  const runQueued = () => queued.splice(0).forEach((notify) => notify());
  const query = (requestStatus: 'pending' | 'fulfilled' | 'rejected') =>
    store.dispatch({ type: 'counter/bump', meta: { requestStatus, requestId: 'r1', [SHOULD_AUTOBATCH]: true } });
  return { seen, queued, reached, runQueued, query, bump: () => store.dispatch(counter.actions.bump()) };
}

test("a query's start is told to the UI in a task of its own, several starts together", () => {
  const { seen, queued, runQueued, query } = storeWithQueue();
  query('pending');
  query('pending');
  expect(seen).toEqual([]);
  expect(queued).toHaveLength(1);
  runQueued();
  expect(seen).toEqual([2]);
});

test('an answer is told at once, in the task that brought it, with the starts that waited', () => {
  const { seen, runQueued, query } = storeWithQueue();
  query('pending');
  query('fulfilled');
  expect(seen).toEqual([2]);
  // RTK's queued task finds nothing left to tell.
  runQueued();
  expect(seen).toEqual([2]);
  query('rejected');
  expect(seen).toEqual([2, 3]);
});

test('the reducers get the answer as dispatched, but for the batch mark', () => {
  const { reached, query } = storeWithQueue();
  query('fulfilled');
  expect(reached).toEqual([{ type: 'counter/bump', meta: { requestStatus: 'fulfilled', requestId: 'r1', [SHOULD_AUTOBATCH]: false } }]);
});

test('an action of the app is told at once, as in plain Redux', () => {
  const { seen, queued, bump } = storeWithQueue();
  bump();
  bump();
  expect(seen).toEqual([1, 2]);
  expect(queued).toHaveLength(0);
});
