import { setupListeners } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import { publicityApi } from '@/api/publicity';
import { selectServerReachable, serverReached } from '@/api/reachability';
import { reconnectTiming } from '@/app/sagas/reconnectSaga';
import { backend } from '../support/mockServer';
import { comeBackToApp, goOffline, goOnline } from '../support/network';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';
import { chargeBillsApi } from '@/api/charge/bills';
import { driverAccountApi } from '@/api/driver/account';

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
  const sub = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
  await expect(sub.unwrap()).rejects.toMatchObject({ msg: NETWORK_MESSAGE });

  goOffline();
  goOnline();

  await waitFor(() => expect(driverAccountApi.endpoints.balanceInfo.select()(store.getState()).data).toBeDefined());
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

  const pay = store.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U1', parkId: 'P1', payChannel: 1 } as never));
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
  const sub = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
  await expect(sub.unwrap()).rejects.toMatchObject({ msg: NETWORK_MESSAGE });
  expect(ui.toasts).toEqual([]);
  sub.unsubscribe();
});

describe('a network the browser calls online but that reaches nothing (weak signal, captive Wi-Fi)', () => {
  const realTiming = { ...reconnectTiming, delaysMs: [...reconnectTiming.delaysMs] };
  afterEach(() => Object.assign(reconnectTiming, realTiming));

  test('the first failed call marks the server unreachable and toasts; the next failed reads are silent', async () => {
    reconnectTiming.delaysMs = [60_000];
    const { store, ui } = setup();
    backend.faults.add({ path: BALANCE, networkError: true, times: 2 });
    const first = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
    await expect(first.unwrap()).rejects.toMatchObject({ msg: NETWORK_MESSAGE });
    expect(selectServerReachable(store.getState())).toBe(false);
    expect(ui.toasts).toEqual([{ text: NETWORK_MESSAGE, ms: 3000 }]);

    await expect(first.refetch().unwrap()).rejects.toMatchObject({ msg: NETWORK_MESSAGE });
    expect(ui.toasts).toHaveLength(1);
    first.unsubscribe();
    store.dispatch(serverReached()); // ends this store's retries before the next test

  });

  test('the reads on screen are asked again by themselves after a short wait, and the answer marks the server reached', async () => {
    reconnectTiming.delaysMs = [50];
    const { store } = setup();
    backend.faults.add({ path: BALANCE, networkError: true, times: 2 });
    const sub = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
    await expect(sub.unwrap()).rejects.toMatchObject({ msg: NETWORK_MESSAGE });

    // The first try fails too (the fault holds twice); the one after it gets through.
    await waitFor(() => expect(driverAccountApi.endpoints.balanceInfo.select()(store.getState()).data).toBeDefined());
    expect(backend.calls.list(BALANCE)).toHaveLength(3);
    expect(selectServerReachable(store.getState())).toBe(true);

    // Reached again, nothing more is asked.
    await new Promise((r) => setTimeout(r, 200));
    expect(backend.calls.list(BALANCE)).toHaveLength(3);
    sub.unsubscribe();
  });

  test('when another call finds the server first, the reads that failed on the way are asked again at the step; one the server refused is not', async () => {
    reconnectTiming.delaysMs = [100];
    const { store } = setup();
    const ADS = '/publicity/v2/api/advertisings';
    backend.faults.add({ path: BALANCE, networkError: true });
    backend.faults.add({ path: ADS, code: '0xd12501500', msg: '服务异常' });
    const balance = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
    await expect(balance.unwrap()).rejects.toMatchObject({ msg: NETWORK_MESSAGE });
    expect(selectServerReachable(store.getState())).toBe(false);

    // Another read gets an answer (a refusal): the server is reached before the schedule asked anything.
    const ads = store.dispatch(publicityApi.endpoints.advertisings.initiate({ cityName: '北京市' }));
    await expect(ads.unwrap()).rejects.toMatchObject({ code: '0xd12501500' });
    expect(selectServerReachable(store.getState())).toBe(true);

    await waitFor(() => expect(driverAccountApi.endpoints.balanceInfo.select()(store.getState()).data).toBeDefined());
    expect(backend.calls.list(BALANCE)).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(backend.calls.list(ADS)).toHaveLength(1);
    balance.unsubscribe();
    ads.unsubscribe();
  });

  test('any answer from the server, even a refusal, means it is reached; a timeout does not say either way', async () => {
    reconnectTiming.delaysMs = [60_000];
    const { store } = setup();
    backend.faults.add({ path: BALANCE, networkError: true });
    await store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate()).unwrap().catch(() => undefined);
    expect(selectServerReachable(store.getState())).toBe(false);

    backend.faults.add({ path: BALANCE, code: '0xd12501500', msg: '服务异常' });
    const refused = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate(undefined, { forceRefetch: true }));
    await expect(refused.unwrap()).rejects.toMatchObject({ code: '0xd12501500' });
    expect(selectServerReachable(store.getState())).toBe(true);
    refused.unsubscribe();
    await new Promise((r) => setTimeout(r, 50));
  });
});
