import { payApi } from '@/api/pay';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

test('payModel lists the WeChat and balance channels for a WeChat-type client', async () => {
  const s = store();
  const model = await s.dispatch(payApi.endpoints.payModel.initiate({ parkId: 'P1001' })).unwrap();
  expect(model.options.map((o) => o.payChannel)).toEqual([3, 6]);
});

test('payModel lists Alipay for an Alipay-type client', async () => {
  window.localStorage.setItem('clientType', '3');
  const s = store();
  const model = await s.dispatch(payApi.endpoints.payModel.initiate({})).unwrap();
  expect(model.options.map((o) => o.payChannel)).toEqual([2, 6]);
});
