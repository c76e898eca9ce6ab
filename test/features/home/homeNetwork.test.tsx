import { setupListeners } from '@reduxjs/toolkit/query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { goOffline, goOnline } from '../../support/network';
import { installFakeIntersectionObserver, openHome } from './homeKit';

installFakeIntersectionObserver();

const MENU_CONFIGS = '/basic/v2/api/menuConfigs';
const CHARGING_ORDERS = '/cps/v2/api/chargingOrders/msp';
const PLATES = '/charge/v2/api/parkOrders/msp/driverPlate';
const ADVERTS = '/publicity/v2/api/advertisings';
const CONFIG_NOTICE = '部分服务配置加载失败，充电等功能暂不可用';

const cards = () => screen.findByRole('region', { name: '在停车辆' });

describe('the menu config', () => {
  test('failing with nothing known: parking blocks show, with a retry that brings the charging blocks back', async () => {
    backend.faults.add({ path: MENU_CONFIGS, networkError: true, times: 10 });
    await openHome({ as: 'A' });
    const region = await cards();
    await within(region).findByText('京A·12345');
    const notice = (await screen.findByText(CONFIG_NOTICE)).closest('[role="alert"]') as HTMLElement;
    expect(within(region).queryByRole('link', { name: /^充电订单/ })).not.toBeInTheDocument();

    backend.faults.clear();
    await userEvent.click(within(notice).getByRole('button', { name: '重试' }));

    expect(await within(region).findByRole('link', { name: /^充电订单/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(CONFIG_NOTICE)).not.toBeInTheDocument());
  });

  test('failing with a config known from an earlier visit: the last known switches apply, no notice', async () => {
    await openHome({ as: 'A' });
    await waitFor(() => expect(localStorage.getItem('menuConfig')).toContain('"charging":1'));
    document.body.innerHTML = '';
    backend.reset();
    backend.faults.add({ path: MENU_CONFIGS, networkError: true, times: 10 });

    await openHome({ as: 'A' });
    expect(await within(await cards()).findByRole('link', { name: /^充电订单/ })).toBeInTheDocument();
    expect(screen.queryByText(CONFIG_NOTICE)).not.toBeInTheDocument();
  });
});

test('charging orders that fail show their own error with a retry; the plate cards stay', async () => {
  backend.faults.add({ path: CHARGING_ORDERS, code: '500', msg: '充电服务异常', times: 10 });
  await openHome({ as: 'A' });
  const region = await cards();
  await within(region).findByText('京A·12345');
  const failed = (await within(region).findByText('充电订单加载失败')).closest('.bcard') as HTMLElement;
  backend.faults.clear();
  await userEvent.click(within(failed).getByRole('button', { name: '重试' }));
  expect(await within(region).findByRole('link', { name: /^充电订单/ })).toBeInTheDocument();
});

test('banner, plates and charging orders that failed offline come back by themselves when the network returns', async () => {
  for (const path of [ADVERTS, PLATES, CHARGING_ORDERS]) backend.faults.add({ path, networkError: true, times: 10 });
  const { store } = await openHome({ as: 'A' });
  const stopListening = setupListeners(store.dispatch);
  try {
    const region = await cards();
    await within(region).findByText('充电订单加载失败');
    expect(screen.getByRole('img', { name: '默认广告图' })).toBeInTheDocument();
    expect(within(region).queryByText('京A·D12345')).not.toBeInTheDocument();

    goOffline();
    backend.faults.clear();
    goOnline();

    expect(await screen.findByRole('img', { name: '新用户停车立减5元' })).toBeInTheDocument();
    expect(await within(region).findByRole('link', { name: /^充电订单/ })).toBeInTheDocument();
    expect(await within(region).findByText('京A·D12345')).toBeInTheDocument();
  } finally {
    stopListening();
    goOnline();
  }
});
