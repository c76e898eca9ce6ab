import { act, render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { driverApi } from '@/api/driver';
import { PageStore } from '@/app/PageStore';
import { setupStore, type RootState } from '@/app/store';

const plateCount = (count: number) =>
  driverApi.util.upsertQueryEntries([{ endpointName: 'plateCount', arg: undefined, value: { count } as never }]);

/** A block of the page being left: the plate count as the store has it. */
function PlateCount() {
  const count = useSelector((state: RootState) => {
    const entry = Object.values(state[driverApi.reducerPath].queries)[0];
    return (entry?.data as { count: number } | undefined)?.count;
  });
  return <p>{count === undefined ? '加载中' : `${count}辆`}</p>;
}

/** /home shows the count; /next waits for its loader (its code and the before-each step, held open by the test). */
function openHome() {
  const store = setupStore();
  let open: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      {
        element: (
          <PageStore>
            <Outlet />
          </PageStore>
        ),
        children: [
          { path: '/home', element: <PlateCount /> },
          {
            path: '/next',
            loader: () =>
              new Promise((resolve, reject) => {
                open = () => resolve(null);
                fail = () => reject(new Error('no signal'));
              }),
            element: <h1>下一页</h1>,
            errorElement: <h1>没打开</h1>,
          },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, open: () => open(), fail: () => fail() };
}

afterEach(() => jest.useRealTimers());

/** The store tells of an answer in a task of its own (autoBatch): a moment for it to have been heard. */
const heard = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const answer = async (store: ReturnType<typeof setupStore>, count: number) => {
  act(() => void store.dispatch(plateCount(count)));
  await heard();
};

test('the page being left keeps what it shows while the next one is on its way; the next page reads the store as it is', async () => {
  const { store, router, open } = openHome();
  await answer(store, 2);
  expect(screen.getByText('2辆')).toBeInTheDocument();

  act(() => void router.navigate('/next'));
  // An answer for the page being left arrives while the next page is loading: it is not drawn there.
  await answer(store, 3);
  expect(screen.getByText('2辆')).toBeInTheDocument();

  await act(async () => open());
  expect(await screen.findByRole('heading', { name: '下一页' })).toBeInTheDocument();
  // Back on the home, it is drawn from the store again.
  await act(() => router.navigate('/home'));
  expect(screen.getByText('3辆')).toBeInTheDocument();
  store.stop();
});

test('a new query on the same page is not leaving it', async () => {
  const { store, router } = openHome();
  await act(() => router.navigate('/home?tab=2'));
  await answer(store, 4);
  expect(screen.getByText('4辆')).toBeInTheDocument();
  store.stop();
});

test('a navigation that comes to nothing gives the page back what came in meanwhile', async () => {
  const { store, router, fail } = openHome();
  act(() => void router.navigate('/next'));
  await answer(store, 5);
  expect(screen.getByText('加载中')).toBeInTheDocument();
  // The driver goes back before the next page came: the navigation to it is dropped, the home is live again.
  await act(() => router.navigate('/home'));
  expect(screen.getByText('5辆')).toBeInTheDocument();
  await act(async () => fail());
  store.stop();
});

test('a navigation that takes too long lets the page draw the store again after a second', async () => {
  jest.useFakeTimers();
  const { store, router } = openHome();
  act(() => void router.navigate('/next'));
  act(() => void store.dispatch(plateCount(6)));
  act(() => void jest.advanceTimersByTime(900));
  expect(screen.getByText('加载中')).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(200));
  expect(screen.getByText('6辆')).toBeInTheDocument();
  store.stop();
});
