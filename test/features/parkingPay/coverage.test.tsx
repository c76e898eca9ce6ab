import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import type { DialogOptions } from '@/ui/feedback/types';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';
import { control, giveMerchantCoupon, signWithholding } from '../../mocks/billCover/support';

const URL_A = '/payPage?uniqueId=U20001&parkId=P1001';
const PAY = '/charge/v2/api/payCharges';
const WITHHOLD_TEXT = '该车牌已开通无感支付，离场时将自动扣费，无需现在支付';
const press = (...texts: string[]) => (d: DialogOptions) => d.actions.find((a) => texts.includes(a.text))?.key ?? null;
/** The driver confirms the balance dialog (whatever the amount) and answers the texts named. */
const pressOr = (...texts: string[]) => (d: DialogOptions) =>
  d.actions.find((a) => texts.includes(a.text) || (a.primary && a.text.startsWith('确认支付')))?.key ?? null;
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;

configure({ asyncUtilTimeout: 4000 });

beforeAll(() => warmPages(['/payPage', '/payResultPage', '/parkingRecordDetail', '/multiPayPage']), 60_000);
beforeEach(() => {
  fastTiming();
  signInAs('A');
});
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
});

describe('withholding covers the bill of a car still parked', () => {
  beforeEach(signWithholding);

  test('the notice replaces 立即支付: 无需支付 first, 仍要现在支付 beside it, and nothing is paid', async () => {
    renderApp(URL_A);
    const notice = (await screen.findByText(WITHHOLD_TEXT)).closest('[role="status"]');
    expect(notice).toHaveTextContent(`无感支付（微信）${WITHHOLD_TEXT}`);
    expect(screen.getByRole('link', { name: '无需支付' })).toHaveAttribute('href', '/home');
    await waitFor(() => expect(screen.getByRole('button', { name: '仍要现在支付' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
    expect(backend.calls.list(PAY, 'POST')).toHaveLength(0);
  });

  test('仍要现在支付 says what follows; 暂不支付 pays nothing', async () => {
    const { ui } = renderApp(URL_A, { answer: press('暂不支付') });
    const anyway = await screen.findByRole('button', { name: '仍要现在支付' });
    await waitFor(() => expect(anyway).toBeEnabled());
    fireEvent.click(anyway);
    await waitFor(() => expect(ui.dialogs).toHaveLength(1));
    expect(ui.dialogs[0]?.content).toContain('现在支付后，离场时无感支付将不再扣费');
    expect(ui.dialogs[0]?.actions.map((a) => [a.text, !!a.primary])).toEqual([['暂不支付', false], ['确认现在支付', true]]);
    await waitFor(() => expect(anyway).toBeEnabled());
    expect(backend.calls.list(PAY, 'POST')).toHaveLength(0);
  });

  test('confirmed: the payment is sent with confirmCovered and the bill is paid on the server', async () => {
    const { ui } = renderApp(URL_A, { answer: press('确认现在支付', '确认支付 ¥20.00') });
    fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    const anyway = await screen.findByRole('button', { name: '仍要现在支付' });
    await waitFor(() => expect(anyway).toBeEnabled());
    fireEvent.click(anyway);
    await waitFor(() => expect(backend.calls.list(PAY, 'POST')).toHaveLength(1));
    expect(backend.calls.list(PAY, 'POST')[0]?.body).toMatchObject({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6, confirmCovered: true });
    expect(ui.dialogs.map((d) => d.title)).toEqual(['仍要现在支付？', '余额支付']);
    await waitFor(() => expect(bill('U20001').state).toBe('paid'));
  });
});

test('an ETC deduction under way: only 刷新, and once it failed the bill may be paid', async () => {
  await control('/__mock/bills/U20001/etc', { state: 'deducting' });
  renderApp(URL_A);
  expect(await screen.findByText('ETC正在扣费，请勿重复支付，稍后刷新查看结果')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '仍要现在支付' })).not.toBeInTheDocument();
  await control('/__mock/bills/U20001/etc', { state: 'failed' });
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  expect(await screen.findByRole('button', { name: '立即支付' })).toBeInTheDocument();
  expect(screen.queryByText('ETC正在扣费，请勿重复支付，稍后刷新查看结果')).not.toBeInTheDocument();
});

test('a cover that appeared after the page loaded: the refusal shows the cover, not a toast', async () => {
  const { ui } = renderApp(URL_A, { answer: press('确认支付 ¥20.00') });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  const pay = await screen.findByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  signWithholding();
  fireEvent.click(pay);
  expect(await screen.findByText(WITHHOLD_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '仍要现在支付' })).toBeInTheDocument();
  const refused = backend.calls.list(PAY, 'POST');
  expect(refused).toHaveLength(1);
  expect(refused[0]?.body).not.toHaveProperty('confirmCovered');
  expect(ui.toasts).toEqual([]);
  expect(bill('U20001').state).toBe('parking');
  expect(backend.calls.list('/charge/v2/api/payCharges/coverage').length).toBeGreaterThanOrEqual(2);
});

test('a deduction after the driver paid: the bill, opened again, shows the refund with its times', async () => {
  signWithholding();
  const { router } = renderApp(URL_A, { answer: press('确认现在支付', '确认支付 ¥20.00') });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  const anyway = await screen.findByRole('button', { name: '仍要现在支付' });
  await waitFor(() => expect(anyway).toBeEnabled());
  fireEvent.click(anyway);
  await waitFor(() => expect(bill('U20001').state).toBe('paid'));
  await act(() => router.navigate(URL_A));
  expect(await screen.findByRole('heading', { name: '该账单已支付' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '重复扣款退回' })).not.toBeInTheDocument();

  await control('/__mock/bills/U20001/withholdDeduct');
  const fee = bill('U20001').totalCents! - bill('U20001').discountCents;
  const line = `重复扣款 ${(fee / 100).toFixed(2)}元（无感支付（微信））· 退回中`;
  // Revisited: the bill page asks again and shows what the server holds now.
  await act(() => router.navigate('/home'));
  await act(() => router.navigate(URL_A));
  const refunds = await screen.findByRole('region', { name: '重复扣款退回' });
  expect(within(refunds).getByText(line)).toBeInTheDocument();
  expect(within(refunds).getByText('离场时无感支付再次扣费')).toBeInTheDocument();
  expect(within(refunds).getByText(/^扣款时间 .+ · 正在原路退回$/)).toBeInTheDocument();

  // Two minutes on: arrived, on the parking record's detail too.
  backend.clock.advance(2 * 60_000);
  await act(() => router.navigate('/parkingRecordDetail?uniqueId=U20001&parkId=P1001'));
  const later = await screen.findByRole('region', { name: '重复扣款退回' });
  expect(await within(later).findByText(line.replace('退回中', '已自动退回'))).toBeInTheDocument();
  expect(within(later).getByText(/· 退回时间 /)).toBeInTheDocument();
});

describe("a merchant's coupon that covers the whole fee", () => {
  const MERCHANT_TEXT = '您有商户赠送的优惠券可全额抵扣本次停车费，使用后无需支付';

  test('picked by the page: the notice and 使用商户优惠离场, which settles the bill with the coupon at 0元, asking nothing', async () => {
    giveMerchantCoupon();
    const { ui } = renderApp(URL_A);
    const notice = (await screen.findByText(MERCHANT_TEXT)).closest('[role="status"]');
    expect(notice).toHaveTextContent(`商户优惠${MERCHANT_TEXT}`);
    expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
    // Nothing would be taken: no 仍要现在支付 either.
    expect(screen.queryByRole('button', { name: '仍要现在支付' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    const use = screen.getByRole('button', { name: '使用商户优惠离场' });
    await waitFor(() => expect(use).toBeEnabled());
    fireEvent.click(use);
    await waitFor(() => expect(bill('U20001').state).toBe('paid'));
    expect(backend.calls.list(PAY, 'POST')).toHaveLength(1);
    expect(backend.calls.list(PAY, 'POST')[0]?.body).toMatchObject({ uniqueId: 'U20001', couponId: 'C39001', expectedCents: 0 });
    expect(backend.calls.list(PAY, 'POST')[0]?.body).not.toHaveProperty('confirmCovered');
    // A 0元 order takes nothing from the balance: no balance dialog.
    expect(ui.dialogs).toEqual([]);
    expect(bill('U20001').paidCents).toBe(0);
  });

  test('declined on the choice page: 使用商户优惠离场 still first; 仍要现在支付 says the coupon stays unused, then pays with confirmCovered', async () => {
    const coupon = giveMerchantCoupon();
    const { ui } = renderApp(`${URL_A}&couponId=none`, { answer: pressOr('确认现在支付') });
    expect(await screen.findByText(MERCHANT_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '使用商户优惠离场' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    const anyway = screen.getByRole('button', { name: '仍要现在支付' });
    await waitFor(() => expect(anyway).toBeEnabled());
    fireEvent.click(anyway);
    await waitFor(() => expect(backend.calls.list(PAY, 'POST')).toHaveLength(1));
    expect(ui.dialogs[0]?.content).toContain('现在支付后，本次不使用商户赠送的优惠券，该券仍留在券包中');
    const body = backend.calls.list(PAY, 'POST')[0]?.body;
    expect(body).toMatchObject({ uniqueId: 'U20001', payChannel: 6, confirmCovered: true });
    expect(body).not.toHaveProperty('couponId');
    await waitFor(() => expect(bill('U20001').state).toBe('paid'));
    expect(coupon.usedAt).toBeNull();
  });
});

describe('/multiPayPage: each covered bill says so on its row and is left out of the batch', () => {
  const BATCH = '/charge/v2/api/payCharges/batch';
  const ETC_TEXT = 'ETC正在扣费，请勿重复支付，稍后刷新查看结果';

  /** The row of A's bill U20001 (京A12345 at 王府井, parked now) in the batch's list. */
  async function coveredRow(text: string) {
    const list = await screen.findByRole('list', { name: '待缴账单' });
    const notice = (await within(list).findByText(text)).closest('[role="status"]');
    return { list, notice, row: notice!.closest('[role="listitem"]') as HTMLElement };
  }

  test('a bill 无感支付 will pay: its row says so and it is left out of the batch; the others are paid without it', async () => {
    signWithholding();
    renderApp('/multiPayPage', { answer: pressOr() });
    const { list, notice, row } = await coveredRow(WITHHOLD_TEXT);
    expect(notice).toHaveTextContent(`无感支付（微信）${WITHHOLD_TEXT}（未计入本次缴费）`);
    expect(within(row).getByRole('checkbox')).not.toBeChecked();
    const others = within(list).getAllByRole('checkbox').filter((b) => !row.contains(b));
    expect(others.length).toBeGreaterThan(0);
    others.forEach((b) => expect(b).toBeChecked());
    fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    const pay = screen.getByRole('button', { name: '立即支付' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(backend.calls.list(BATCH, 'POST')).toHaveLength(1));
    const body = backend.calls.list(BATCH, 'POST')[0]?.body as { uniqueIds: string[] };
    expect(body.uniqueIds).not.toContain('U20001');
    expect(body).not.toHaveProperty('confirmCovered');
    // Asked once for every bill listed, before paying was offered.
    expect(backend.calls.list('/charge/v2/api/payCharges/coverages')[0]?.query).toEqual({ uniqueIds: 'U20003,U20001' });
  });

  test('picked back in: paying asks first, says what follows, and sends confirmCovered', async () => {
    signWithholding();
    const { ui } = renderApp('/multiPayPage', { answer: pressOr('确认现在支付') });
    const { row } = await coveredRow(WITHHOLD_TEXT);
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(within(row).getByRole('checkbox')).toBeChecked();
    expect(within(row).queryByText(/未计入本次缴费/)).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    const pay = screen.getByRole('button', { name: '立即支付' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(backend.calls.list(BATCH, 'POST')).toHaveLength(1));
    expect(ui.dialogs[0]).toMatchObject({ title: '仍要现在支付？' });
    expect(ui.dialogs[0]?.content).toContain('已选的账单中有1笔另有渠道支付：现在支付后，离场时无感支付将不再扣费');
    expect(backend.calls.list(BATCH, 'POST')[0]?.body).toMatchObject({ uniqueIds: expect.arrayContaining(['U20001']), confirmCovered: true });
  });

  test('declined in the dialog: nothing is paid', async () => {
    giveMerchantCoupon();
    const { ui } = renderApp('/multiPayPage', { answer: pressOr('暂不支付') });
    const { row, notice } = await coveredRow('您有商户赠送的优惠券可全额抵扣本次停车费，使用后无需支付');
    expect(notice).toHaveTextContent(/^商户优惠/);
    fireEvent.click(within(row).getByRole('checkbox'));
    const pay = await screen.findByRole('button', { name: '立即支付' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(ui.dialogs).toHaveLength(1));
    expect(ui.dialogs[0]?.content).toContain('本次不使用商户赠送的优惠券');
    await waitFor(() => expect(pay).toBeEnabled());
    expect(backend.calls.list(BATCH, 'POST')).toHaveLength(0);
  });

  test('an ETC deduction under way: the row cannot be picked at all', async () => {
    await control('/__mock/bills/U20001/etc', { state: 'deducting' });
    renderApp('/multiPayPage');
    const { row, notice } = await coveredRow(ETC_TEXT);
    expect(notice).toHaveTextContent(`ETC${ETC_TEXT}（未计入本次缴费）`);
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /全选|取消全选/ }));
    fireEvent.click(screen.getByRole('button', { name: /全选|取消全选/ }));
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  test('a cover that appeared after the page asked: the refusal shows it on the row and the bill drops out', async () => {
    renderApp('/multiPayPage', { answer: pressOr() });
    const list = await screen.findByRole('list', { name: '待缴账单' });
    await waitFor(() => expect(backend.calls.list('/charge/v2/api/payCharges/coverages')).toHaveLength(1));
    const all = within(list).getAllByRole('checkbox');
    all.forEach((b) => expect(b).toBeChecked());
    await control('/__mock/bills/U20001/etc', { state: 'deducting' });
    fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    const pay = screen.getByRole('button', { name: '立即支付' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    const { row } = await coveredRow(ETC_TEXT);
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('checkbox')).toHaveLength(all.length - 1);
    expect(backend.db.parkOrders.find((o) => o.uniqueId === 'U20001')!.state).toBe('parking');
  });
});
