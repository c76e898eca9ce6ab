import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chargeApi } from '@/api/charge';
import { backend } from '../../support/mockServer';
import { installFakeIntersectionObserver, openHome } from './homeKit';

installFakeIntersectionObserver();

/**
 * The bound plates (driverPlate) bring the cards of the plates not parked (driver A's 京A·D12345). When that
 * read fails the card area says so with 重试, which asks again; the cards already on screen stay.
 */
const PLATES = '/charge/v2/api/parkOrders/msp/driverPlate';
const cards = () => screen.findByRole('region', { name: '在停车辆' });
const platesFailure = async (region: HTMLElement, text = '车辆信息加载失败') => (await within(region).findByText(text)).closest('.bcard') as HTMLElement;

test.each([
  ['a 500', { code: '500', msg: '服务繁忙' }],
  ['a network error', { networkError: true }],
])('driverPlate failing with %s: 重试 in the cards, which brings the plate\'s card back', async (_name, fault) => {
  backend.faults.add({ path: PLATES, times: 1, ...fault });
  await openHome({ as: 'A' });
  const region = await cards();
  const failed = await platesFailure(region);
  // What came from the other reads stays: the parked plates' cards.
  expect(within(region).getByText('京A·12345')).toBeInTheDocument();
  expect(within(region).queryByText('京A·D12345')).not.toBeInTheDocument();
  expect(backend.calls.list(PLATES)).toHaveLength(1);

  await userEvent.click(within(failed).getByRole('button', { name: '重试' }));

  expect(await within(region).findByText('京A·D12345')).toBeInTheDocument();
  expect(backend.calls.list(PLATES)).toHaveLength(2);
  await waitFor(() => expect(within(region).queryByText('车辆信息加载失败')).not.toBeInTheDocument());
  expect(within(region).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
});

test('a later read failing keeps the plates on screen, with a note and 重试', async () => {
  const { store } = await openHome({ as: 'A' });
  const region = await cards();
  expect(await within(region).findByText('京A·D12345')).toBeInTheDocument();

  backend.faults.add({ path: PLATES, code: '500', msg: '服务繁忙', times: 1 });
  await act(async () => {
    await store.dispatch(chargeApi.endpoints.driverPlates.initiate(undefined, { forceRefetch: true, subscribe: false }));
  });
  const failed = await platesFailure(region, '车辆信息未能更新');
  expect(within(region).getByText('京A·D12345')).toBeInTheDocument();
  expect(within(region).getByText('京A·12345')).toBeInTheDocument();

  await userEvent.click(within(failed).getByRole('button', { name: '重试' }));
  await waitFor(() => expect(within(region).queryByText('车辆信息未能更新')).not.toBeInTheDocument());
  expect(within(region).getByText('京A·D12345')).toBeInTheDocument();
  expect(backend.calls.list(PLATES)).toHaveLength(3);
});
