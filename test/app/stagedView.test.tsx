import { act, render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { driverApi } from '@/api/driver';
import { publicityApi } from '@/api/publicity';
import { stateBeforeAnswers } from '@/app/prerenderedHome';
import { stagedView } from '@/app/stagedView';
import { setupStore, type RootState } from '@/app/store';

const plateCount = (count: number) =>
  driverApi.util.upsertQueryEntries([{ endpointName: 'plateCount', arg: undefined, value: { count } as never }]);
const answered = (state: RootState) => Object.keys(state[driverApi.reducerPath].queries).length > 0;

/** What a block on the page reads: the plate count's answer, or that it has none yet. */
function PlateCount() {
  const count = useSelector((state: RootState) => {
    const entry = Object.values(state[driverApi.reducerPath].queries)[0];
    return (entry?.data as { count: number } | undefined)?.count;
  });
  return <p>{count === undefined ? '加载中' : `${count}辆`}</p>;
}

test('the view shows the state the markup was drawn from until it catches up, one slice a task, then the store itself', async () => {
  const store = setupStore();
  store.dispatch(plateCount(2));
  const start = stateBeforeAnswers(store.getState());
  const { view, catchUp } = stagedView(store, start);
  render(
    <Provider store={view}>
      <PlateCount />
    </Provider>,
  );
  // What came in before the take-over is not drawn yet, nor what comes during it; dispatches reach the store.
  expect(screen.getByText('加载中')).toBeInTheDocument();
  act(() => void store.dispatch(plateCount(3)));
  expect(answered(store.getState())).toBe(true);
  expect(view.getState()).toBe(start);
  expect(screen.getByText('加载中')).toBeInTheDocument();

  // Each change the page hears of brings in one slice at most.
  let last = view.getState() as unknown as Record<string, unknown>;
  const steps: string[][] = [];
  view.subscribe(() => {
    const now = view.getState() as unknown as Record<string, unknown>;
    steps.push(Object.keys(now).filter((key) => now[key] !== last[key]));
    last = now;
  });
  await act(() => catchUp());
  expect(screen.getByText('3辆')).toBeInTheDocument();
  expect(steps.every((changed) => changed.length <= 1)).toBe(true);
  expect(steps.flat()).toContain(driverApi.reducerPath);
  expect(view.getState()).toBe(store.getState());

  // From then on it passes through (the store tells of an answer in a task of its own: autoBatch).
  act(() => void store.dispatch(plateCount(4)));
  expect(await screen.findByText('4辆')).toBeInTheDocument();
  expect(view.getState()).toBe(store.getState());
  store.stop();
});

test('the view dispatches to the store and carries what the app reads of it (deps, DevTools)', () => {
  const store = setupStore();
  const { view } = stagedView(store, stateBeforeAnswers(store.getState()));
  expect(view.deps).toBe(store.deps);
  expect(view.devToolsOn).toBe(store.devToolsOn);
  view.dispatch(publicityApi.util.resetApiState());
  view.dispatch(plateCount(5));
  expect(answered(store.getState())).toBe(true);
  store.stop();
});
