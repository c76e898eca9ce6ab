import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DialogOptions } from '@/ui/feedback/types';
import { leaveApp } from '@/lib/externalLink';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { warmPages } from '../../payment/kit';
import { control, signWithholding } from '../../mocks/billCover/support';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/thirdpay']), 60_000);

const URL = '/thirdpay?uniqueId=U20001&parkId=P1001';
const ORDERS = '/charge/v2/api/thirdPay/orders';
const WITHHOLD_TEXT = '该车牌已开通无感支付，离场时将自动扣费，无需现在支付';
const ETC_TEXT = 'ETC正在扣费，请勿重复支付，稍后刷新查看结果';
const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;
const realOpen = leaveApp.open;
let opened: string[] = [];
beforeEach(() => {
  opened = [];
  leaveApp.open = (url) => void opened.push(url);
});
afterEach(() => {
  leaveApp.open = realOpen;
});

test("a visitor paying a bill 无感支付 will pay: the cover is said, and paying anyway asks first and says what follows", async () => {
  signWithholding();
  const { ui } = renderApp(URL, { answer: press('确认现在支付') });
  expect((await screen.findByText(WITHHOLD_TEXT)).closest('[role="status"]')).toHaveTextContent(`无感支付（微信）${WITHHOLD_TEXT}`);
  const anyway = screen.getByRole('button', { name: /^仍要前往收银台支付 / });
  await waitFor(() => expect(anyway).toBeEnabled());
  fireEvent.click(anyway);
  await waitFor(() => expect(opened).toHaveLength(1));
  expect(ui.dialogs[0]?.content).toContain('现在支付后，离场时无感支付将不再扣费');
  expect(backend.calls.list(ORDERS, 'POST')[0]?.body).toMatchObject({ uniqueId: 'U20001', confirmCovered: true });
});

test('an ETC deduction under way: only 刷新, no order; once it failed the checkout is offered', async () => {
  await control('/__mock/bills/U20001/etc', { state: 'deducting' });
  renderApp(URL);
  expect(await screen.findByText(ETC_TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /收银台支付/ })).not.toBeInTheDocument();
  await control('/__mock/bills/U20001/etc', { state: 'failed' });
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  expect(await screen.findByRole('button', { name: /^前往收银台支付 / })).toBeInTheDocument();
  expect(screen.queryByText(ETC_TEXT)).not.toBeInTheDocument();
  expect(backend.calls.list(ORDERS, 'POST')).toHaveLength(0);
});

test('a cover that appeared after the page asked: the refusal shows the cover, not an error toast', async () => {
  const { ui } = renderApp(URL);
  const pay = await screen.findByRole('button', { name: /^前往收银台支付 / });
  await waitFor(() => expect(pay).toBeEnabled());
  await control('/__mock/bills/U20001/etc', { state: 'deducting' });
  fireEvent.click(pay);
  expect(await screen.findByText(ETC_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
  expect(opened).toEqual([]);
});
