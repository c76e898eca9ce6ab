import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { PlateQuery } from '@/features/home/components/PlateQuery/PlateQuery';
import { PlatformProvider } from '@/platform/PlatformContext';
import { keepReceipt } from '@/payment/visitorReceipts';
import { writeStored } from '@/session/storage';
import { backend } from '../../support/mockServer';
import { signInAs } from '../../support/session';
import { storeWithFakes } from '../../support/store';

const LOOKUP = '/charge/v2/api/parkOrders/msp/plateNo';
const HISTORY = '/charge/v2/api/plateHistory/record';

function Where() {
  const loc = useLocation();
  return <p>当前位置 {loc.pathname + loc.search}</p>;
}

/** PlateQuery on its own, inside the providers renderApp builds, with stand-ins for the pages it leads to. */
function renderPlateQuery() {
  const fakes = storeWithFakes({ at: '/home' });
  const router = createMemoryRouter(
    [
      { path: '/home', element: <PlateQuery /> },
      { path: '/payPage', element: <Where /> },
      { path: '/multiPayPage', element: <Where /> },
      { path: '/visitorReceipt', element: <Where /> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <Provider store={fakes.store}>
      <PlatformProvider platform={fakes.platform}>
        <RouterProvider router={router} />
      </PlatformProvider>
    </Provider>,
  );
  return { ...fakes, router };
}

const user = userEvent.setup({ delay: null });
const kb = () => within(screen.getByRole('group', { name: '车牌键盘' }));

async function typePlate(plate: string) {
  await user.click(screen.getByLabelText(/^车牌第1位/));
  for (const k of Array.from(plate)) await user.click(kb().getByLabelText(k, { selector: 'button' }));
}

const queryButton = () => screen.getByRole('button', { name: /^查询/ });
const search = (router: ReturnType<typeof renderPlateQuery>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

test('a visitor may query: count 0 toasts 未查到待缴费信息, and no history is asked for', async () => {
  const { ui } = renderPlateQuery();
  expect(screen.getByRole('heading', { name: '车牌查询缴费' })).toBeInTheDocument();
  expect(queryButton()).toBeDisabled();
  await typePlate('京C1234');
  expect(queryButton()).toBeDisabled();
  await typePlate('京C12345');
  expect(queryButton()).toBeEnabled();
  await user.click(queryButton());
  await waitFor(() => expect(ui.toasts).toEqual([{ text: '未查到待缴费信息', ms: undefined }]));
  const calls = backend.calls.list(LOOKUP);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.query).toMatchObject({ plateNo: '京C12345', plateColor: '1' });
  expect(calls[0]?.query).not.toHaveProperty('dealerId');
  expect(backend.calls.list(HISTORY)).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: '查询记录' })).not.toBeInTheDocument();
});

test('count 1 goes to the pay page of that bill, sending the stored dealer', async () => {
  writeStored('driverDealerId', 'DL001');
  const { router } = renderPlateQuery();
  await typePlate('京A12345');
  await user.click(queryButton());
  await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
  expect(search(router)).toEqual({ uniqueId: 'U20001', parkId: 'P1001' });
  expect(backend.calls.list(LOOKUP)[0]?.query).toMatchObject({ plateNo: '京A12345', plateColor: '1', dealerId: 'DL001' });
});

test('more than one goes to the multi-pay page, arrears only when the answer says so; the yellow box sends colour 2', async () => {
  const { router } = renderPlateQuery();
  await typePlate('京B88888');
  await user.click(screen.getByRole('checkbox', { name: '大中型车（黄牌）' }));
  await user.click(queryButton());
  await waitFor(() => expect(router.state.location.pathname).toBe('/multiPayPage'));
  expect(search(router)).toEqual({ plateNo: '京B88888', plateColor: '2', arrearsOnly: '1' });
  expect(await screen.findByText(/当前位置 \/multiPayPage/)).toBeInTheDocument();
});

test('a plate that owes nothing but was paid on this phone without an account: its kept receipts open, not 未查到待缴费信息', async () => {
  keepReceipt({ payOrderId: 'O900001', payToken: 'f'.repeat(32), uniqueId: 'U29999', parkId: 'P1001', plateNo: '京C12345' });
  const { ui, router } = renderPlateQuery();
  await typePlate('京C12345');
  await user.click(queryButton());
  await waitFor(() => expect(router.state.location.pathname).toBe('/visitorReceipt'));
  expect(search(router)).toEqual({ plateNo: '京C12345' });
  expect(ui.toasts).toEqual([]);
  window.localStorage.clear();
});

test('a double tap sends one lookup: the button is disabled while it is pending', async () => {
  backend.faults.add({ path: LOOKUP, delayMs: 300 });
  const { ui } = renderPlateQuery();
  await typePlate('京C12345');
  await user.dblClick(queryButton());
  expect(queryButton()).toBeDisabled();
  expect(queryButton()).toHaveTextContent('查询中…');
  await waitFor(() => expect(ui.toasts).toHaveLength(1));
  expect(backend.calls.list(LOOKUP)).toHaveLength(1);
  expect(queryButton()).toBeEnabled();
});

test('a failed lookup leaves the driver on the page with the button usable again (the catalogue toasts it)', async () => {
  backend.faults.add({ path: LOOKUP, code: '0x1306599999', msg: '服务繁忙' });
  const { ui, router } = renderPlateQuery();
  await typePlate('京C12345');
  await user.click(queryButton());
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('服务繁忙'));
  expect(ui.toasts.map((t) => t.text)).not.toContain('未查到待缴费信息');
  expect(router.state.location.pathname).toBe('/home');
  await waitFor(() => expect(queryButton()).toBeEnabled());
});

describe('driver A', () => {
  beforeEach(() => {
    signInAs('A');
  });

  const chips = async () => {
    const list = await screen.findByRole('list');
    return within(list).getAllByRole('listitem').map((li) => li.textContent);
  };

  test('sees their history; count 0 toasts and refreshes it with the new plate', async () => {
    const { ui } = renderPlateQuery();
    expect(await chips()).toEqual(['津C·66666×', '沪A·88888×']);
    expect(backend.calls.list(HISTORY, 'GET')).toHaveLength(1);
    await typePlate('京C12345');
    await user.click(queryButton());
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toEqual(['未查到待缴费信息']));
    await waitFor(() => expect(backend.calls.list(HISTORY, 'GET')).toHaveLength(2));
    await waitFor(async () => expect(await chips()).toEqual(['京C·12345×', '津C·66666×', '沪A·88888×']));
  });

  test('tapping a history plate fills the input; × deletes it once the server confirms', async () => {
    backend.faults.add({ method: 'DELETE', path: HISTORY, delayMs: 200 });
    const { router } = renderPlateQuery();
    await chips();
    await user.click(screen.getByRole('button', { name: '填入沪A·88888' }));
    expect(screen.getByLabelText(/^车牌第1位/)).toHaveAccessibleName('车牌第1位：沪');
    expect(screen.getByLabelText(/^车牌第7位/)).toHaveAccessibleName('车牌第7位：8');
    expect(queryButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: '删除津C66666' }));
    // still there while the server has not answered
    expect(screen.getByRole('button', { name: '删除津C66666' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('button', { name: '删除津C66666' })).not.toBeInTheDocument());
    const del = backend.calls.list(HISTORY, 'DELETE');
    expect(del).toHaveLength(1);
    expect(del[0]?.query).toEqual({ recordId: 'H6001' });
    expect(await chips()).toEqual(['沪A·88888×']);
    expect(router.state.location.pathname).toBe('/home');
  });

  test('a history that fails to load says so and retries', async () => {
    backend.faults.add({ method: 'GET', path: HISTORY, networkError: true });
    renderPlateQuery();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await chips()).toEqual(['津C·66666×', '沪A·88888×']);
  });

  test('an empty history says so', async () => {
    backend.db.plateQueries = [];
    renderPlateQuery();
    expect(await screen.findByText('暂无查询记录')).toBeInTheDocument();
  });
});
