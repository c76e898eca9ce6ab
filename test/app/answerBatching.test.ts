import { configureStore, createSlice, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { answerBatching } from '@/app/answerBatching';

/** A store with the app's notification rule and a hand-run queue, so each test says when the queued task runs. */
function storeWithQueue() {
  const queued: (() => void)[] = [];
  const counter = createSlice({
    name: 'counter',
    initialState: 0,
    reducers: { bump: (n) => n + 1 },
  });
  const store = configureStore({
    reducer: counter.reducer,
    enhancers: (getDefault) => getDefault({ autoBatch: false }).concat(answerBatching((notify) => queued.push(notify))),
  });
  const seen: number[] = [];
  store.subscribe(() => seen.push(store.getState()));
  const runQueued = () => queued.splice(0).forEach((notify) => notify());
  const query = (requestStatus: 'pending' | 'fulfilled' | 'rejected') =>
    store.dispatch({ type: 'counter/bump', meta: { requestStatus, [SHOULD_AUTOBATCH]: true } });
  return { store, seen, queued, runQueued, query, bump: () => store.dispatch(counter.actions.bump()) };
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
  const { seen, queued, runQueued, query } = storeWithQueue();
  query('pending');
  query('fulfilled');
  expect(seen).toEqual([2]);
  // The queued task finds nothing left to tell.
  runQueued();
  expect(seen).toEqual([2]);
  expect(queued).toHaveLength(0);
  query('rejected');
  expect(seen).toEqual([2, 3]);
});

test('an action of the app is told at once, as in plain Redux', () => {
  const { seen, queued, bump } = storeWithQueue();
  bump();
  bump();
  expect(seen).toEqual([1, 2]);
  expect(queued).toHaveLength(0);
});

test('a listener that unsubscribes hears nothing more, told at once or later', () => {
  const { store, seen, runQueued, query } = storeWithQueue();
  const late: number[] = [];
  const stop = store.subscribe(() => late.push(store.getState()));
  query('pending');
  stop();
  runQueued();
  query('fulfilled');
  expect(late).toEqual([]);
  expect(seen).toEqual([1, 2]);
});
