import { driverWalletApi } from '@/api/driver/wallet';
import { WALLET_CODES, WITHDRAW_BAD_VERIFY_CODE, type WithdrawBody } from '@/api/driver/wallet.types';
import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { driverAccountApi } from '@/api/driver/account';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const fresh = { forceRefetch: true } as const;
const MIN = 60_000;
const HOUR = 60 * MIN;
const ep = driverWalletApi.endpoints;

const preview = (s: Store, amountCents?: number) => s.dispatch(ep.withdrawPreview.initiate(amountCents === undefined ? {} : { amountCents }, fresh)).unwrap();
const withdraw = (s: Store, body: Partial<WithdrawBody> = {}) => s.dispatch(ep.withdraw.initiate({ amountCents: 5000, verifyCode: '123456', ...body })).unwrap();
const withdrawal = (s: Store, withdrawNo: string) => s.dispatch(ep.withdrawal.initiate({ withdrawNo }, fresh)).unwrap();
const balance = (s: Store) => s.dispatch(driverAccountApi.endpoints.balanceInfo.initiate(undefined, fresh)).unwrap();
const balanceInDb = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents;
const withdrawals = (s: Store) => s.dispatch(ep.walletMovements.initiate({ type: 'withdrawal' }, fresh)).unwrap().then((p) => p.pages[0]?.results ?? []);

async function control(path: string, body: unknown = {}) {
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; data: unknown };
}

test("the preview: A's 100.00元 less 15.00元 of gifts may go back, with the limits, the fee rule and the arrival", async () => {
  signInAs('A');
  const s = store();
  expect(await preview(s)).toMatchObject({
    walletId: 'W4001', balanceCents: 10000, withdrawableCents: 8500, giftCents: 1500, minCents: 100, maxCents: 8500, dailyCount: 3, usedToday: 0,
    feeRule: expect.stringContaining('0.6%'), arrivalRule: expect.stringContaining('原路退回'), quote: null,
  });
  expect(await balance(s)).toMatchObject({ withdrawableBalance: 8500, giftBalance: 1500, frozenBalance: 0 });
  // The newest top-up (Alipay 50.00) takes it back first, then the WeChat one; the month's first is free.
  expect((await preview(s, 8000)).quote).toMatchObject({
    amountCents: 8000, feeCents: 0, arrivalCents: 8000,
    parts: [
      { payChannel: 2, channelName: '支付宝', topUpNo: 'TU900003', amountCents: 5000, arrivalCents: 5000 },
      { payChannel: 3, channelName: '微信支付', topUpNo: 'TU900002', amountCents: 3000, arrivalCents: 3000 },
    ],
    expectedArrivalTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  });
});

test('amounts outside the limits are refused with what is allowed; a wrong code changes nothing', async () => {
  signInAs('A');
  const s = store();
  await expect(preview(s, 99)).rejects.toMatchObject({ code: WALLET_CODES.amountOutOfRange, msg: '单笔提现金额不能低于1.00元' });
  await expect(preview(s, 8501)).rejects.toMatchObject({ code: WALLET_CODES.overWithdrawable, msg: '当前最多可提现85.00元（赠送金额15.00元不可提现）' });
  await expect(withdraw(s, { amountCents: 9000 })).rejects.toMatchObject({ code: WALLET_CODES.overWithdrawable });
  await expect(withdraw(s, { amountCents: 12.5 })).rejects.toMatchObject({ code: '400', msg: '提现金额须为以分为单位的正整数' });
  await expect(withdraw(s, { verifyCode: '654321' })).rejects.toMatchObject({ code: WITHDRAW_BAD_VERIFY_CODE });
  await expect(withdraw(s, { walletId: 'W4101' })).rejects.toMatchObject({ code: WALLET_CODES.walletNotYours });
  expect(balanceInDb()).toBe(10000);
  expect(backend.db.walletWithdrawals).toHaveLength(1);
});

test('a withdrawal leaves at once, is 处理中 for 2 hours, then 已到账; the next one this month pays the fee', async () => {
  signInAs('A');
  const s = store();
  const sent = await s.dispatch(ep.sendWithdrawCode.initiate()).unwrap();
  expect(sent).toEqual({ phone: '138****8000', expiresIn: 300, resendAfter: 60 });
  await expect(s.dispatch(ep.sendWithdrawCode.initiate()).unwrap()).rejects.toMatchObject({ code: '0xd12501011' });

  const w = await withdraw(s);
  expect(w).toMatchObject({ state: 1, stateText: '处理中', amountCents: 5000, feeCents: 0, arrivalCents: 5000, finishTime: null, failReason: null });
  expect(await balance(s)).toMatchObject({ balance: 5000, frozenBalance: 5000, withdrawableBalance: 3500, giftBalance: 1500 });
  expect((await withdrawals(s))[0]).toMatchObject({ type: 'withdrawal', title: '提现至支付宝', amountCents: -5000, state: 2, stateText: '处理中', orderNos: [w.withdrawNo] });

  // 0.6 % of 20.00元 is 0.12元; of 5.00元 it would be 0.03元, so the 0.10元 minimum.
  expect((await preview(s, 2000)).quote).toMatchObject({ feeCents: 12, arrivalCents: 1988 });
  expect((await preview(s, 500)).quote).toMatchObject({ feeCents: 10, arrivalCents: 490 });
  const second = await withdraw(s, { amountCents: 2000 });
  expect(second).toMatchObject({ feeCents: 12, arrivalCents: 1988, parts: [expect.objectContaining({ payChannel: 3, amountCents: 2000, arrivalCents: 1988 })] });
  expect(balanceInDb()).toBe(3000);

  backend.clock.advance(2 * HOUR - MIN);
  expect((await withdrawal(s, w.withdrawNo)).state).toBe(1);
  backend.clock.advance(MIN);
  expect(await withdrawal(s, w.withdrawNo)).toMatchObject({ state: 2, stateText: '已到账', finishTime: w.expectedArrivalTime });
  expect(await balance(s)).toMatchObject({ balance: 3000, frozenBalance: 0 });
  expect((await withdrawals(s)).map((m) => m.stateText)).toEqual(['已到账', '已到账', '已到账']);
});

test('a withdrawal the channel refuses fails after 10 minutes with the reason, and its money comes back once', async () => {
  signInAs('A');
  const s = store();
  expect((await control('/__mock/withdrawals/fail-next', { reason: '微信账户已注销，无法原路退回' })).code).toBe('200');
  const w = await withdraw(s, { amountCents: 3000 });
  expect(balanceInDb()).toBe(7000);
  backend.clock.advance(10 * MIN);
  expect(await withdrawal(s, w.withdrawNo)).toMatchObject({ state: 3, stateText: '失败', failReason: '微信账户已注销，无法原路退回', finishTime: expect.any(String) });
  for (let i = 0; i < 3; i += 1) expect((await balance(s)).balance).toBe(10000);
  const movements = (await s.dispatch(ep.walletMovements.initiate({}, fresh)).unwrap()).pages[0]?.results ?? [];
  expect(movements.filter((m) => m.orderNos.includes(w.withdrawNo)).map((m) => [m.type, m.amountCents, m.stateText])).toEqual(
    expect.arrayContaining([['withdrawal', -3000, '失败'], ['refund', 3000, '成功']]),
  );
  // The fault was for one withdrawal only; a failed one does not use up the month's free withdrawal.
  const next = await withdraw(s, { amountCents: 3000 });
  expect(next.feeCents).toBe(0);
  backend.clock.advance(2 * HOUR);
  expect((await withdrawal(s, next.withdrawNo)).state).toBe(2);
});

test('the channel can be made to answer now; a settled withdrawal cannot be changed again', async () => {
  signInAs('A');
  const s = store();
  const w = await withdraw(s, { amountCents: 1000 });
  expect((await control(`/__mock/withdrawals/${w.withdrawNo}`, { state: 'failed' })).code).toBe('200');
  expect(await withdrawal(s, w.withdrawNo)).toMatchObject({ state: 3, failReason: expect.stringContaining('已退回钱包') });
  expect(balanceInDb()).toBe(10000);
  expect((await control(`/__mock/withdrawals/${w.withdrawNo}`, { state: 'arrived' })).code).toBe('409');
  const ok = await withdraw(s, { amountCents: 1000 });
  await control(`/__mock/withdrawals/${ok.withdrawNo}`, { state: 'arrived' });
  expect((await withdrawal(s, ok.withdrawNo)).state).toBe(2);
});

test('three withdrawals a day; gifts and money that came from no top-up stay', async () => {
  signInAs('A');
  const s = store();
  for (let i = 0; i < 3; i += 1) await withdraw(s, { amountCents: 1000 });
  await expect(withdraw(s, { amountCents: 1000 })).rejects.toMatchObject({ code: WALLET_CODES.dailyLimit, msg: '每天最多提现3次，请明天再试' });
  expect((await preview(s)).usedToday).toBe(3);

  // B has no top-up to send anything back through.
  signInAs('B');
  const b = store();
  expect(await preview(b)).toMatchObject({ balanceCents: 0, withdrawableCents: 0, maxCents: 0 });
  backend.db.drivers.find((d) => d.phone === '13900139000')!.balanceCents = 2000;
  await expect(withdraw(b, { amountCents: 1000 })).rejects.toMatchObject({ code: WALLET_CODES.nothingToWithdraw });
});

test('a payment that eats into the balance below the gifts shrinks the gift part, never the other way', async () => {
  signInAs('A');
  const s = store();
  backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents = 1200;
  expect(await balance(s)).toMatchObject({ balance: 1200, giftBalance: 1200, withdrawableBalance: 0 });
  backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents = 9000;
  expect(await balance(s)).toMatchObject({ giftBalance: 1200, withdrawableBalance: 7800 });
});

test('every withdrawal call needs a login', async () => {
  const s = store();
  await expect(preview(s)).rejects.toMatchObject({ code: '401' });
  await expect(withdraw(s)).rejects.toMatchObject({ code: '401' });
  await expect(withdrawal(s, 'WD900001')).rejects.toMatchObject({ code: '401' });
});
