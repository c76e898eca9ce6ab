import { payApi } from '@/api/pay';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { signInAs } from '../support/session';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

const channels = (m: { options: { payChannel: number }[] }) => m.options.map((o) => o.payChannel);

test('the channels are those of the client type that the park also takes', async () => {
  const s = store();
  expect(channels(await s.dispatch(payApi.endpoints.payModel.initiate({})).unwrap())).toEqual([3, 6]);
  // P1004 takes no balance.
  expect(channels(await s.dispatch(payApi.endpoints.payModel.initiate({ parkId: 'P1004' })).unwrap())).toEqual([3]);
});

test('an Alipay-type client at a park without Alipay may only use the balance', async () => {
  window.localStorage.setItem('clientType', '3');
  const model = await store().dispatch(payApi.endpoints.payModel.initiate({ parkId: 'P1009' })).unwrap();
  expect(channels(model)).toEqual([6]);
  expect(model.defaultChannel).toBe(6);
});

test('a park with no online payment is refused; a signed-in driver sees the balance', async () => {
  const s = store();
  await expect(s.dispatch(payApi.endpoints.payModel.initiate({ parkId: 'P1008' })).unwrap()).rejects.toMatchObject({ msg: expect.stringContaining('不支持') });
  expect((await s.dispatch(payApi.endpoints.payModel.initiate({})).unwrap()).balanceCents).toBeNull();
  signInAs('A');
  const signedIn = store();
  expect((await signedIn.dispatch(payApi.endpoints.payModel.initiate({ parkId: 'P1001' })).unwrap()).balanceCents).toBe(10000);
});
