import { invoiceApi } from '@/api/invoice';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { chargeBillsApi } from '@/api/charge/bills';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

test('an issued invoice is handed back; a paid bill without one gets it once', async () => {
  signInAs('A');
  const s = store();
  const old = await s.dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: 'U20004' })).unwrap();
  expect(old).toMatchObject({ invoiceNo: 'FP24110001', newlyIssued: 0, amount: 1000 });
  const before = backend.db.invoices.length;
  const made = await s.dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: 'U20006' })).unwrap();
  expect(made).toMatchObject({ newlyIssued: 1, amount: 600 });
  expect(backend.db.invoices).toHaveLength(before + 1);
  const again = await s.dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: 'U20006' }, { forceRefetch: true })).unwrap();
  expect(again).toMatchObject({ invoiceNo: made.invoiceNo, newlyIssued: 0 });
  const page = await fetch(made.invoiceUrl);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(await page.text()).toContain('¥6.00');
});

test('an unpaid bill has no invoice until it is paid', async () => {
  signInAs('A');
  const s = store();
  await expect(s.dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: 'U20001' })).unwrap()).rejects.toMatchObject({ msg: '订单未完成支付，暂不能开具发票' });
  const paid = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6 })).unwrap();
  const inv = await s.dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: 'U20001' }, { forceRefetch: true })).unwrap();
  expect(inv.amount).toBe(paid.amountCents);
});

test("another driver's bill is not theirs to invoice", async () => {
  signInAs('B');
  await expect(store().dispatch(invoiceApi.endpoints.invoiceUrl.initiate({ unid: 'U20004' })).unwrap()).rejects.toMatchObject({ code: '404' });
});
