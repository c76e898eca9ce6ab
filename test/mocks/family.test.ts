import { driverFamilyApi } from '@/api/driver/family';
import { FAMILY_CODES, type CreateShareBody } from '@/api/driver/family.types';
import { driverStatementApi } from '@/api/driver/statement';
import { driverWalletApi } from '@/api/driver/wallet';
import { PAY_CODES } from '@mocks/services/charge/payments';
import { setupStore } from '@/app/store';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

const MIN = 60_000;
const fresh = { forceRefetch: true } as const;
const ep = driverFamilyApi.endpoints;

/** A fresh store signed in as A or B (the cookies decide who calls). */
function storeAs(who: 'A' | 'B') {
  signInAs(who);
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof storeAs>;

const invite = (s: Store, body: Partial<CreateShareBody> = {}) =>
  s.dispatch(ep.createFamilyShare.initiate({ phone: '13900139000', plateNos: ['京A12345'], canPay: true, monthlyCapCents: 5000, canLock: true, ...body })).unwrap();
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as { code: string; msg: string; status?: number };
  }
  throw new Error('not refused');
};
const driver = (id: string) => backend.db.drivers.find((d) => d.driverId === id)!;
const bill = (id: string) => backend.db.parkOrders.find((b) => b.uniqueId === id)!;
const statementLines = async (s: Store) => {
  const today = new Date(backend.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
  return (await s.dispatch(driverStatementApi.endpoints.statement.initiate({ from: today, to: today }, fresh)).unwrap()).lines;
};

/** A shares 京A12345 (and optionally more) with B, B accepts; B's balance is topped up directly as a settled top-up would. */
async function sharedAndAccepted(body: Partial<CreateShareBody> = {}, balanceCents = 20000) {
  const share = await invite(storeAs('A'), body);
  const b = storeAs('B');
  await b.dispatch(ep.acceptFamilyShare.initiate({ shareId: share.shareId })).unwrap();
  driver(DRIVER_B).balanceCents = balanceCents;
  return { shareId: share.shareId, b };
}

test('inviting: a phone without an account, one\'s own phone, a plate not one\'s own, the same plate twice and a bad cap are refused', async () => {
  const a = storeAs('A');
  expect(await refusal(invite(a, { phone: '13912345678' }))).toMatchObject({ code: FAMILY_CODES.noAccount, msg: '该手机号尚未注册，请家人先注册后再邀请' });
  expect(await refusal(invite(a, { phone: '13800138000' }))).toMatchObject({ code: FAMILY_CODES.self });
  expect(await refusal(invite(a, { plateNos: ['京B88888'] }))).toMatchObject({ code: FAMILY_CODES.notYourPlate, msg: '京B88888不是您绑定的车辆，只能共享自己的车辆' });
  expect(await refusal(invite(a, { monthlyCapCents: 5050 }))).toMatchObject({ code: '400' });
  expect(backend.db.familyShares).toHaveLength(0);
  const first = await invite(a);
  expect(first).toMatchObject({ state: 'pending', stateText: '待接受', member: { name: '李娜', phone: '139****9000' }, plateNos: ['京A12345'], monthlyCapCents: 5000 });
  expect(await refusal(invite(a))).toMatchObject({ code: FAMILY_CODES.duplicate });
});

test('a pending share is the member\'s to accept in their own account; then B sees A\'s live charging and bills of the plate', async () => {
  const a = storeAs('A');
  const share = await invite(a);
  // A cannot accept for B, and B sees nothing of it before accepting.
  expect(await refusal(a.dispatch(ep.acceptFamilyShare.initiate({ shareId: share.shareId })).unwrap())).toMatchObject({ code: '404' });
  const b = storeAs('B');
  expect((await b.dispatch(ep.familyShares.initiate(undefined, fresh)).unwrap()).received).toMatchObject([{ shareId: share.shareId, state: 'pending', sharer: { name: '张伟' } }]);
  expect(await refusal(b.dispatch(ep.familyView.initiate({ shareId: share.shareId })).unwrap())).toMatchObject({ code: FAMILY_CODES.notAccepted });
  await b.dispatch(ep.acceptFamilyShare.initiate({ shareId: share.shareId })).unwrap();
  expect(backend.db.familyShares[0]).toMatchObject({ state: 'accepted', memberId: DRIVER_B, sharerId: DRIVER_A });
  const view = await b.dispatch(ep.familyView.initiate({ shareId: share.shareId }, fresh)).unwrap();
  const plate = view.plates[0]!;
  expect(plate.plateNo).toBe('京A12345');
  // A's running session C30001 counts on A's default plate, 京A12345.
  expect(plate.sessions).toMatchObject([{ orderNo: 'C30001', state: 'charging', stateText: '充电中' }]);
  expect(plate.sessions[0]!.soc).toEqual(expect.any(Number));
  expect(backend.db.familyChargePlates.C30001).toBe('京A12345');
  expect(plate.bills.map((x) => [x.kind, x.billId, x.stateText])).toEqual([['parking', 'U20001', '停车中'], ['charging', 'C30011', '充电待支付']]);
  expect(view.leftThisMonthCents).toBe(5000);
});

test('代付 within the cap: B\'s balance pays, A\'s bill is paid, both statements say so; the same request again is one payment', async () => {
  const { shareId, b } = await sharedAndAccepted();
  const due = bill('U20001');
  const view = await b.dispatch(ep.familyView.initiate({ shareId }, fresh)).unwrap();
  const fee = view.plates[0]!.bills.find((x) => x.billId === 'U20001')!.dueCents;
  const body = { shareId, kind: 'parking' as const, billId: 'U20001', expectedCents: fee, requestId: 'r-1' };
  const paid = await b.dispatch(ep.familyPay.initiate(body)).unwrap();
  expect(paid).toMatchObject({ billId: 'U20001', amountCents: fee, balanceCents: 20000 - fee, usedThisMonthCents: fee, leftThisMonthCents: 5000 - fee });
  const again = await b.dispatch(ep.familyPay.initiate(body)).unwrap();
  expect(again.paymentId).toBe(paid.paymentId);
  expect(backend.db.familyPayments).toHaveLength(1);
  expect(driver(DRIVER_B).balanceCents).toBe(20000 - fee);
  expect(driver(DRIVER_A).balanceCents).toBe(10000);
  expect(due.state).toBe('paid');
  // A fresh request for a bill already paid takes nothing.
  expect(await refusal(b.dispatch(ep.familyPay.initiate({ ...body, requestId: 'r-2' })).unwrap())).toMatchObject({ code: FAMILY_CODES.alreadyPaid });
  expect(driver(DRIVER_B).balanceCents).toBe(20000 - fee);

  const mine = (await statementLines(b)).find((l) => l.orderNos.includes('U20001'))!;
  expect(mine).toMatchObject({ channel: 'balance', amountCents: -fee, balanceCents: -fee, plateNo: '京A12345' });
  expect(mine.title).toMatch(/^为家人代付 张伟 京A·12345 停车费 /);
  const theirs = (await statementLines(storeAs('A'))).find((l) => l.orderNos.includes('U20001'))!;
  expect(theirs).toMatchObject({ channel: 'family', channelText: '家人代付', amountCents: -fee, balanceCents: 0, plateNo: '京A12345', note: '李娜从本人余额代付，未使用您的余额' });
  expect(theirs.title).toMatch(/^家人代付（李娜） 停车费 /);
  // B's wallet says whom the money went for too, not a plain 停车费.
  const moved = await storeAs('B').dispatch(driverWalletApi.endpoints.walletMovements.initiate({ type: 'payment' }, fresh)).unwrap();
  expect(moved.pages[0]?.results.find((m) => m.orderNos.includes('U20001'))).toMatchObject({ amountCents: -fee, title: expect.stringMatching(/^为家人代付 张伟 停车费 京A·12345 /) });
});

test('beyond the month\'s cap or the balance nothing is taken; the cap starts again with the next Beijing month', async () => {
  const { shareId, b } = await sharedAndAccepted({ monthlyCapCents: 1000 }, 20000);
  const pay = (requestId: string) => b.dispatch(ep.familyPay.initiate({ shareId, kind: 'parking', billId: 'U20001', requestId })).unwrap();
  expect(await refusal(pay('r-1'))).toMatchObject({ code: FAMILY_CODES.overCap, msg: '超出本月代付额度，本月还可代付10.00元' });
  expect(driver(DRIVER_B).balanceCents).toBe(20000);
  expect(bill('U20001').state).toBe('parking');
  // A raises the cap (the server's record here); B has 1.00元.
  backend.db.familyShares[0]!.monthlyCapCents = 5000;
  driver(DRIVER_B).balanceCents = 100;
  expect(await refusal(pay('r-2'))).toMatchObject({ code: PAY_CODES.insufficientBalance, msg: '余额不足：当前余额1.00元，需支付30.00元，请充值后再代付' });
  expect(driver(DRIVER_B).balanceCents).toBe(100);
  expect(backend.db.familyPayments).toHaveLength(0);
  driver(DRIVER_B).balanceCents = 20000;
  expect(await pay('r-3')).toMatchObject({ usedThisMonthCents: 3000, leftThisMonthCents: 2000 });
  // Into the next month on Beijing's calendar: nothing used yet.
  const now = backend.clock.now();
  const bj = new Date(now + 8 * 3600_000);
  backend.clock.advance(Date.UTC(bj.getUTCFullYear(), bj.getUTCMonth() + 1, 1) - 8 * 3600_000 - now + MIN);
  // That may be up to a month on, past a session's 30 days: B signs in again.
  const view = await storeAs('B').dispatch(ep.familyView.initiate({ shareId }, fresh)).unwrap();
  expect(view.share.usedThisMonthCents).toBe(0);
  expect(view.leftThisMonthCents).toBe(5000);
});

test('ending a share is at once: the member\'s next call is refused with 403 and its code; the member may leave one too', async () => {
  const { shareId, b } = await sharedAndAccepted();
  const a = storeAs('A');
  await a.dispatch(ep.endFamilyShare.initiate({ shareId })).unwrap();
  const b2 = storeAs('B');
  expect(await refusal(b2.dispatch(ep.familyView.initiate({ shareId }, fresh)).unwrap())).toMatchObject({ code: FAMILY_CODES.ended, msg: '共享已结束', status: 403 });
  expect(await refusal(b2.dispatch(ep.familyPay.initiate({ shareId, kind: 'parking', billId: 'U20001', requestId: 'x' })).unwrap())).toMatchObject({ code: FAMILY_CODES.ended });
  expect((await b.dispatch(ep.familyShares.initiate(undefined, fresh)).unwrap()).received).toEqual([]);
  // A member leaving: the sharer's list no longer has it.
  const again = await sharedAndAccepted();
  await again.b.dispatch(ep.endFamilyShare.initiate({ shareId: again.shareId })).unwrap();
  expect((await storeAs('A').dispatch(ep.familyShares.initiate(undefined, fresh)).unwrap()).given).toEqual([]);
});

test('the lock of A\'s booking: refused before the booking\'s window, worked while it lasts, refused once it has ended', async () => {
  backend.db.locks.push({ lockId: 'L59001', berthId: 'P1003-B1-002', lockName: '测试车位锁', position: 'up', online: true, batteryPct: 90, carPresent: false, neverConfirms: false, lastReportAt: backend.clock.now() });
  const { shareId, b } = await sharedAndAccepted();
  const work = (action: 'open' | 'close') => b.dispatch(ep.familyLock.initiate({ shareId, lockId: 'L59001', action })).unwrap();
  const view = await b.dispatch(ep.familyView.initiate({ shareId }, fresh)).unwrap();
  expect(view.plates[0]!.bookings).toMatchObject([{ bookOrderId: 'BO090003', lock: { lockId: 'L59001', state: 'raised' }, lockUsable: false }]);
  expect(await refusal(work('open'))).toMatchObject({ code: FAMILY_CODES.lockNotNow, msg: '预约开始前15分钟起方可操作车位锁，请稍后再试' });
  backend.clock.advance(110 * MIN);
  expect(await work('open')).toMatchObject({ state: 'moving' });
  backend.clock.advance(10_000);
  expect((await b.dispatch(ep.familyView.initiate({ shareId }, fresh)).unwrap()).plates[0]!.bookings[0]!.lock).toMatchObject({ state: 'lowered', stateText: '已降下（开锁）' });
  expect(backend.db.lockEvents.some((e) => e.lockId === 'L59001' && e.driverId === DRIVER_B && e.kind === 'lowered')).toBe(true);
  for (const event of ['arrive', 'leave']) {
    const res = await fetch('http://localhost/__mock/bookings/BO090003', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event }) });
    expect(((await res.json()) as { code: string }).code).toBe('200');
  }
  expect(await refusal(work('close'))).toMatchObject({ code: FAMILY_CODES.lockNotNow, msg: '该预约已结束，无法操作车位锁' });
});
