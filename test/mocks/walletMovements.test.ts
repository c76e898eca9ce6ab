import { driverWalletApi } from '@/api/driver/wallet';
import type { WalletMovement, WalletMovementsFilter } from '@/api/driver/wallet.types';
import { setupStore } from '@/app/store';
import { wireTime } from '@mocks/core/wireTime';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { chargeBillsApi } from '@/api/charge/bills';
import { driverAccountApi } from '@/api/driver/account';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const DAY = 86_400_000;

/** One page as the app asks for it (the infinite query's first page has the default size). */
async function page(filter: WalletMovementsFilter & { pageNo?: number; pageSize?: number } = {}) {
  const params = new URLSearchParams(Object.entries({ pageNo: 1, pageSize: 50, ...filter }).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`http://localhost/api/driver/v2/api/wallet/movements?${params}`, { headers: { ClientType: '2', Authorization: signInAs('A').token } });
  return (await res.json()) as { code: string; msg: string; data: { results: WalletMovement[]; total: number; incomeCents: number; expenseCents: number } | null };
}
const all = (s: Store) => s.dispatch(driverWalletApi.endpoints.walletMovements.initiate({}, { forceRefetch: true })).unwrap().then((p) => p.pages[0]!);

test("A's history: every kind of movement, each with its order, newest first, adding up to the balance", async () => {
  signInAs('A');
  const { results, total, incomeCents, expenseCents } = await all(store());
  expect(total).toBe(results.length);
  expect(new Set(results.map((m) => m.type))).toEqual(new Set(['topUp', 'payment', 'refund', 'withdrawal', 'gift']));
  expect(results.find((m) => m.orderNos.includes('TU900002') && m.type === 'topUp')).toMatchObject({ title: '微信充值', amountCents: 20000, typeText: '充值', stateText: '成功' });
  expect(results.find((m) => m.type === 'gift' && m.orderNos.includes('TU900002'))).toMatchObject({ title: '充值赠送', amountCents: 1000 });
  expect(results.find((m) => m.payOrderId === 'O900002')).toMatchObject({ type: 'payment', typeText: '消费', amountCents: -1500, orderKind: 'parking', orderNos: ['U20005'], title: expect.stringContaining('京A·12345') });
  expect(results.find((m) => m.orderNos.includes('C30013'))).toMatchObject({ type: 'payment', orderKind: 'charging', amountCents: -8064, title: expect.stringMatching(/^充电费 /) });
  expect(results.find((m) => m.orderNos.includes('OC40001'))).toMatchObject({ type: 'payment', orderKind: 'occupy', amountCents: -500 });
  expect(results.find((m) => m.type === 'refund')).toMatchObject({ title: '充电费申诉退款', orderKind: 'appeal', orderNos: ['CA50001', 'C30014'], amountCents: 595 });
  expect(results.find((m) => m.type === 'withdrawal')).toMatchObject({ orderNos: ['WD900001'], amountCents: -5538, stateText: '已到账', title: '提现至微信支付' });
  // WeChat and Alipay payments never touched the balance.
  expect(results.some((m) => m.payOrderId === 'O900001' || m.payOrderId === 'O900003')).toBe(false);
  const times = results.map((m) => m.time);
  expect([...times].sort().reverse()).toEqual(times);
  expect(results.every((m) => m.walletId === 'W4001' && Number.isInteger(m.amountCents))).toBe(true);
  // The seeds of every domain agree: what came in less what went out is A's 100.00元.
  expect(incomeCents - expenseCents).toBe(10000);
  expect(results.reduce((s, m) => s + m.amountCents, 0)).toBe(10000);
});

test('filtered by type and by Beijing month, paged, with the totals of the filter; bad filters are refused in Chinese', async () => {
  signInAs('A');
  const payments = (await page({ type: 'payment' })).data!;
  expect(payments.results.every((m) => m.type === 'payment' && m.amountCents < 0)).toBe(true);
  expect(payments).toMatchObject({ incomeCents: 0, expenseCents: -payments.results.reduce((s, m) => s + m.amountCents, 0) });
  const first = (await page({ pageSize: 3 })).data!;
  const second = (await page({ pageSize: 3, pageNo: 2 })).data!;
  expect(first.results).toHaveLength(3);
  expect(second.results[0]?.movementId).not.toBe(first.results[2]?.movementId);
  expect(second.total).toBe(first.total);

  const now = backend.clock.now();
  const month = wireTime(now - 60 * DAY, 'YYYY-MM');
  const inMonth = (await page({ month })).data!.results;
  expect(inMonth.map((m) => m.orderNos[0])).toContain('TU900001');
  expect(inMonth.every((m) => m.time.startsWith(month))).toBe(true);
  expect(await page({ month: '2026-13' })).toMatchObject({ code: '400', msg: '月份格式不正确，应为YYYY-MM', data: null });
  expect(await page({ type: 'bonus' as 'gift' })).toMatchObject({ code: '400', msg: '明细类型不正确' });
});

test('a parking bill paid from the balance is a movement with its pay order; one paid by WeChat is not', async () => {
  signInAs('A');
  const s = store();
  const byBalance = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20003', parkId: 'P1002', payChannel: 6 })).unwrap();
  const latest = (await all(s)).results[0];
  expect(latest).toMatchObject({ type: 'payment', payOrderId: byBalance.payOrderId, orderNos: ['U20003'], amountCents: -byBalance.amountCents, orderKind: 'parking' });
  const byWechat = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3 })).unwrap();
  await fetch(`http://localhost/__mock/payments/${byWechat.payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state: 'paid' }) });
  expect((await all(s)).results.some((m) => m.payOrderId === byWechat.payOrderId)).toBe(false);
});

test("a group's wallet: its members see it in their groups and read its movements; others do not", async () => {
  signInAs('A');
  const s = store();
  const groups = await s.dispatch(driverAccountApi.endpoints.mineGroups.initiate()).unwrap();
  expect(groups.results[0]).toMatchObject({ groupId: 'G3001', wallet: { walletId: 'W4101', balance: 186000, canTopUp: false } });
  const group = (await page({ walletId: 'W4101' })).data!;
  expect(group.results.map((m) => [m.type, m.amountCents])).toEqual([['payment', -12600], ['payment', -1400], ['topUp', 200000]]);
  expect(group.results.every((m) => m.walletId === 'W4101' && m.orderKind === 'group')).toBe(true);

  signInAs('B');
  const b = store();
  await expect(b.dispatch(driverWalletApi.endpoints.walletMovements.initiate({ walletId: 'W4101' })).unwrap()).rejects.toMatchObject({ code: '404' });
  expect((await all(b)).results).toEqual([]);
});
