import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DialogOptions } from '@/ui/feedback/types';
import { DRIVER_B } from '@mocks/db/ids';
import { DEMO_MERCHANT_ID, MERCHANT_TYPES, walletCouponOf } from '@mocks/db/merchants';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';
import { control } from '../../mocks/billCover/support';

/**
 * /scanOverduePay: B's 京B88888 waits at P1005's exit with three arrears (U20011, U20012, U20013), paid in
 * one order with the lane attached. A bill another channel covers says so on its row and is left out of that order.
 */

const LANE = '/scanOverduePay?parkId=P1005&laneCode=E1';
const BATCH = '/charge/v2/api/payCharges/batch';
const COVERAGES = '/charge/v2/api/payCharges/coverages';
const ETC_TEXT = 'ETC正在扣费，请勿重复支付，稍后刷新查看结果';
const MERCHANT_TEXT = '您有商户赠送的优惠券可全额抵扣本次停车费，使用后无需支付';
const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;
const batchBody = (i = 0) => backend.calls.list(BATCH, 'POST')[i]?.body as { uniqueIds: string[] } | undefined;

configure({ asyncUtilTimeout: 4000 });

beforeAll(() => warmPages(['/scanOverduePay', '/payResultPage']), 60_000);
beforeEach(() => {
  fastTiming();
  signInAs('B');
});
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
});

/** A merchant's 全天免费 coupon in B's wallet for 京B88888 at P1007: it covers U20012 (10元) whole. */
function giveBMerchantCoupon() {
  const type = MERCHANT_TYPES.find((t) => t.typeId === 'MT03')!;
  const merchant = backend.db.merchants.find((m) => m.merchantId === DEMO_MERCHANT_ID)!;
  backend.db.coupons.push({ ...walletCouponOf(type, merchant, 'C39101', DRIVER_B, '京B88888', backend.clock.now()), parkIds: ['P1007'] });
}

/** The row of the covered bill in the arrears list, found by its cover's message. */
async function coveredRow(text: string) {
  const list = await screen.findByRole('list', { name: '欠费账单' });
  const notice = (await within(list).findByText(text)).closest('[role="status"]');
  return { list, notice, row: notice!.closest('[role="listitem"]') as HTMLElement };
}

/** 立即支付 once it can be pressed (the covers asked, a channel picked). */
async function payWhenReady() {
  const pay = await screen.findByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  return pay;
}

test('an ETC deduction under way: the row says so, cannot be picked, and the order pays the other two without it', async () => {
  await control('/__mock/bills/U20012/etc', { state: 'deducting' });
  renderApp(LANE);
  const { list, notice, row } = await coveredRow(ETC_TEXT);
  expect(notice).toHaveTextContent(`ETC${ETC_TEXT}（未计入本次缴费）`);
  expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
  // The bills nothing covers are not a choice at an exit: plain rows, all paid.
  expect(within(list).queryAllByRole('checkbox')).toEqual([]);
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(backend.calls.list(COVERAGES)[0]?.query).toEqual({ uniqueIds: 'U20011,U20012,U20013' });
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(backend.calls.list(BATCH, 'POST')).toHaveLength(1));
  expect(batchBody()).toMatchObject({ parkId: 'P1005', laneCode: 'E1' });
  expect([...batchBody()!.uniqueIds].sort()).toEqual(['U20011', 'U20013']);
  expect(batchBody()).not.toHaveProperty('confirmCovered');
});

test("a merchant's coupon covering a bill whole: left out until ticked back in; then paying asks first and sends confirmCovered", async () => {
  giveBMerchantCoupon();
  const { ui, router } = renderApp(LANE, { answer: press('确认现在支付') });
  const { list, notice, row } = await coveredRow(MERCHANT_TEXT);
  expect(notice).toHaveTextContent(`商户优惠${MERCHANT_TEXT}（未计入本次缴费）`);
  const box = within(row).getByRole('checkbox');
  expect(box).not.toBeChecked();
  expect(within(list).getAllByRole('checkbox')).toEqual([box]);
  fireEvent.click(box);
  expect(box).toBeChecked();
  expect(within(row).queryByText(/未计入本次缴费/)).not.toBeInTheDocument();
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(backend.calls.list(BATCH, 'POST')).toHaveLength(1));
  expect(ui.dialogs[0]).toMatchObject({ title: '仍要现在支付？' });
  expect(ui.dialogs[0]?.content).toContain('已选的账单中有1笔另有渠道支付：现在支付后，本次不使用商户赠送的优惠券，该券仍留在券包中');
  expect(batchBody()).toMatchObject({ parkId: 'P1005', laneCode: 'E1', confirmCovered: true });
  expect([...batchBody()!.uniqueIds].sort()).toEqual(['U20011', 'U20012', 'U20013']);
  await waitFor(() => expect(router.state.location.pathname).toBe('/payResultPage'));
});

test('a cover that appeared after the page asked: the refusal shows it on the row and the bill drops out', async () => {
  renderApp(LANE);
  const list = await screen.findByRole('list', { name: '欠费账单' });
  await waitFor(() => expect(backend.calls.list(COVERAGES)).toHaveLength(1));
  await control('/__mock/bills/U20012/etc', { state: 'deducting' });
  fireEvent.click(await payWhenReady());
  const { notice } = await coveredRow(ETC_TEXT);
  expect(notice).toHaveTextContent('（未计入本次缴费）');
  expect(backend.calls.list(BATCH, 'POST')).toHaveLength(1);
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(backend.db.parkOrders.find((o) => o.uniqueId === 'U20012')!.state).toBe('arrears');
  // Paid again: the order leaves the covered bill out.
  fireEvent.click(await payWhenReady());
  await waitFor(() => expect(backend.calls.list(BATCH, 'POST')).toHaveLength(2));
  expect([...batchBody(1)!.uniqueIds].sort()).toEqual(['U20011', 'U20013']);
});
