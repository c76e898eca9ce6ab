import { setupListeners } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import { chargeApi } from '@/api/charge';
import { driverApi } from '@/api/driver';
import { publicityApi } from '@/api/publicity';
import { backend } from '../support/mockServer';
import { comeBackToApp, goOffline, goOnline } from '../support/network';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

const NETWORK_MESSAGE = '网络异常，请检查网络后重试';
const BALANCE = '/driver/v2/api/balanceInfo';
const PAY = '/charge/v2/api/payCharges';

let stopListening: () => void = () => undefined;
afterEach(() => {
  stopListening();
  goOnline();
});

function setup() {
  signInAs('A');
  const fakes = storeWithFakes({ at: '/payPage', preloaded: { session: { status: 'driver', driverId: 'D10001' } } });
  stopListening = setupListeners(fakes.store.dispatch);
  return fakes;
}

test('a read that failed is asked again when the network returns, and gets its data', async () => {
  const { store } = setup();
  backend.faults.add({ path: BALANCE, networkError: true });
  const sub = store.dispatch(driverApi.endpoints.balanceInfo.initiate());
  await expect(sub.unwrap()).rejects.toMatchObject({ msg: NETWORK_MESSAGE });

  goOffline();
  goOnline();

  await waitFor(() => expect(driverApi.endpoints.balanceInfo.select()(store.getState()).data).toBeDefined());
  expect(backend.calls.list(BALANCE)).toHaveLength(2);
  sub.unsubscribe();
});

test('a read that failed is asked again when the driver comes back to the app', async () => {
  const { store } = setup();
  backend.faults.add({ path: '/publicity/v2/api/advertisings', httpStatus: 502 });
  const sub = store.dispatch(publicityApi.endpoints.advertisings.initiate({ cityName: '北京市' }));
  await expect(sub.unwrap()).rejects.toBeDefined();

  comeBackToApp();

  await waitFor(() => expect(publicityApi.endpoints.advertisings.select({ cityName: '北京市' })(store.getState()).isSuccess).toBe(true));
  sub.unsubscribe();
});

test('offline, a payment is never sent: it fails at once with the network message, and is not replayed when the network returns', async () => {
  const { store, ui } = setup();
  goOffline();

  const pay = store.dispatch(chargeApi.endpoints.payCharges.initiate({ uniqueId: 'U1', parkId: 'P1', payChannel: 1 } as never));
  await expect(pay.unwrap()).rejects.toMatchObject({ code: 'NETWORK_ERROR', msg: NETWORK_MESSAGE });
  expect(ui.toasts).toEqual([{ text: NETWORK_MESSAGE, ms: 3000 }]);

  goOnline();
  comeBackToApp();
  await new Promise((r) => setTimeout(r, 200));
  expect(backend.calls.list(PAY)).toHaveLength(0);
  pay.reset();
});

test('offline, failed reads leave the telling to the banner: no toast per call', async () => {
  const { store, ui } = setup();
  goOffline();
  backend.faults.add({ path: BALANCE, networkError: true });
  const sub = store.dispatch(driverApi.endpoints.balanceInfo.initiate());
  await expect(sub.unwrap()).rejects.toMatchObject({ msg: NETWORK_MESSAGE });
  expect(ui.toasts).toEqual([]);
  sub.unsubscribe();
});
