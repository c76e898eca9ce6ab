import { chargeVisitorPayApi } from '@/api/charge/visitorPay';
import { chargeBillsApi } from '@/api/charge/bills';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { settle } from '../payment/kit';

const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
const body = { uniqueId: 'U20001', parkId: 'P1001', plateNo: '京A12345', payChannel: 3 as const, returnUrl: '/visitorReceipt' };

test('a visitor\'s order: no token, the bill\'s own plate only, the same pending order again, read back by its payToken only', async () => {
  const s = store();
  await expect(s.dispatch(chargeVisitorPayApi.endpoints.createVisitorPay.initiate({ ...body, plateNo: '京B00000' })).unwrap()).rejects.toMatchObject({ msg: '未找到该车牌的停车账单，请核对车牌' });
  const first = await s.dispatch(chargeVisitorPayApi.endpoints.createVisitorPay.initiate({ ...body, expectedCents: 3000, openid: 'oWx_1' })).unwrap();
  const again = await s.dispatch(chargeVisitorPayApi.endpoints.createVisitorPay.initiate(body)).unwrap();
  expect(again.payOrderId).toBe(first.payOrderId);
  expect(again.payToken).toBe(first.payToken);
  expect(first).toMatchObject({ state: 'pending', amountCents: 3000, plateNo: '京A12345', parkName: '王府井百货地下停车场', payTime: null });
  expect(first.payParams).toMatchObject({ package: `prepay_id=wx${first.payOrderId}` });
  expect(first.cashierUrl).toContain(encodeURIComponent(`/visitorReceipt?payOrderId=${first.payOrderId}&payToken=${first.payToken}`));
  expect(backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === 'U20001') && o.state === 'pending')).toHaveLength(1);
  expect(backend.calls.list('/charge/v2/api/visitorPay/orders', 'POST').every((c) => !c.headers.authorization)).toBe(true);

  await expect(s.dispatch(chargeVisitorPayApi.endpoints.visitorPayOrder.initiate({ payOrderId: first.payOrderId, payToken: 'wrong' })).unwrap()).rejects.toMatchObject({ code: '404' });
  await settle(first.payOrderId, 'paid');
  const receipt = await s.dispatch(chargeVisitorPayApi.endpoints.visitorPayOrder.initiate({ payOrderId: first.payOrderId, payToken: first.payToken })).unwrap();
  expect(receipt).toMatchObject({ state: 'paid', payParams: null, cashierUrl: null });
  expect(receipt.payTime).not.toBeNull();

  // Paid for everyone: the plate's driver reads the bill paid, and nobody may pay it again.
  signInAs('A');
  const asDriver = store();
  const detail = await asDriver.dispatch(chargeBillsApi.endpoints.parkOrderDetail.initiate({ uniqueId: 'U20001', parkId: 'P1001' })).unwrap();
  expect(detail.orderState).toBe(3);
  await expect(s.dispatch(chargeVisitorPayApi.endpoints.createVisitorPay.initiate(body)).unwrap()).rejects.toMatchObject({ code: '0xd06510040' });
});
