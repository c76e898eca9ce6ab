import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveApp } from '@/lib/externalLink';
import { thirdPayTiming } from '@/features/partnerPay/components/ThirdPayOutcome';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { settle, warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/plate', '/pay', '/result', '/thirdpay', '/thirdpaySuccess', '/thirdpayFail', '/payPage', '/login']), 60_000);

const user = userEvent.setup({ delay: null });
const key = (name: string) => within(screen.getByRole('group', { name: '车牌键盘' })).getByLabelText(name, { selector: 'button' });
async function typePlate(plate: string) {
  await user.click(screen.getByLabelText(/^车牌第1位/));
  for (const k of Array.from(plate)) await user.click(key(k));
  await user.click(screen.getByRole('button', { name: '完成' }));
}
const realOpen = leaveApp.open;
const realTiming = { ...thirdPayTiming };
let opened: string[] = [];
beforeEach(() => {
  opened = [];
  leaveApp.open = (url) => void opened.push(url);
  Object.assign(thirdPayTiming, { intervalMs: 20, maxPolls: 5 });
});
afterEach(() => {
  leaveApp.open = realOpen;
  Object.assign(thirdPayTiming, realTiming);
});

test('a visitor at a lot sign: the lot, a plate typed, its bill, and paying without signing in', async () => {
  const { router } = renderApp('/plate?parkId=P1009');
  expect(await screen.findByRole('heading', { name: '崇文门新世界商场停车场', level: 2 })).toBeInTheDocument();
  // Nothing typed: the driver is told, nothing is asked.
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('请输入完整的车牌号（新能源车牌为8位）')).toBeInTheDocument();
  expect(backend.calls.list('/charge/v2/api/parkOrders/msp/parkPlate')).toHaveLength(0);

  await typePlate('津C66666');
  await user.click(screen.getByRole('button', { name: '查询' }));
  const bill = await screen.findByRole('region', { name: '停车账单' });
  expect(within(bill).getByText('U20021')).toBeInTheDocument();
  expect(within(bill).getByText('津C·66666')).toBeInTheDocument();
  expect(backend.calls.list('/charge/v2/api/parkOrders/msp/parkPlate')[0]?.query).toMatchObject({ parkId: 'P1009', plateNo: '津C66666' });
  // The plate stays in the URL (a reload or the way back from signing in shows the same bill).
  expect(router.state.location.search).toBe(`?parkId=P1009&plateNo=${encodeURIComponent('津C66666')}`);
  expect(screen.getByRole('link', { name: '登录后缴费（可用优惠券和余额）' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/payPage?uniqueId=U20021&parkId=P1009')}`);

  await user.click(screen.getByRole('link', { name: '立即支付（无需登录）' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/thirdpay'));
  // P1009 takes WeChat only at the partner's checkout.
  expect(await screen.findByRole('radio', { name: '微信支付' })).toBeChecked();
  expect(screen.queryByRole('radio', { name: '支付宝' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^前往收银台支付 / }));
  await waitFor(() => expect(opened).toHaveLength(1));
  const sent = backend.calls.list('/charge/v2/api/thirdPay/orders', 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({ uniqueId: 'U20021', parkId: 'P1009', payChannel: 3, returnUrl: '/thirdpaySuccess' });
  expect(sent[0]?.headers.authorization ?? '').toBe('');
  const cashier = new URL(opened[0]!);
  expect(cashier.pathname).toBe('/__mock/cashier');
  const back = cashier.searchParams.get('returnUrl')!;
  expect(back).toMatch(/^\/thirdpaySuccess\?payOrderId=O\d+&payToken=[0-9a-f]{32}$/);

  // Back from the checkout before the provider has told the server: still confirming, then paid.
  const payOrderId = new URLSearchParams(back.split('?')[1]).get('payOrderId')!;
  await router.navigate(back);
  expect(await screen.findByRole('heading', { name: '正在确认支付结果…' })).toBeInTheDocument();
  await settle(payOrderId, 'paid');
  expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  expect(backend.db.parkOrders.find((o) => o.uniqueId === 'U20021')?.state).toBe('paid');
});

test('a checkout cancelled: the success page asks the server and moves on to 支付已取消, which pays again', async () => {
  const { router } = renderApp('/thirdpay?uniqueId=U20021&parkId=P1009');
  await user.click(await screen.findByRole('button', { name: /^前往收银台支付 / }));
  await waitFor(() => expect(opened).toHaveLength(1));
  const back = new URL(opened[0]!).searchParams.get('returnUrl')!;
  const payOrderId = new URLSearchParams(back.split('?')[1]).get('payOrderId')!;
  await settle(payOrderId, 'closed');
  await router.navigate(back);
  expect(await screen.findByRole('heading', { name: '支付已取消' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/thirdpayFail');
  await user.click(screen.getByRole('button', { name: '重新支付' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/thirdpay'));
});

test('/thirdpayFail says paid when the money did arrive (the server decides, not the way back)', async () => {
  const { router } = renderApp('/thirdpay?uniqueId=U20021&parkId=P1009');
  await user.click(await screen.findByRole('button', { name: /^前往收银台支付 / }));
  await waitFor(() => expect(opened).toHaveLength(1));
  const back = new URL(opened[0]!).searchParams.get('returnUrl')!;
  const q = new URLSearchParams(back.split('?')[1]);
  await settle(q.get('payOrderId')!, 'paid');
  await router.navigate(`/thirdpayFail?${q.toString()}`);
  expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  // And by short link too.
  await router.navigate(`/result?${q.toString()}`);
  expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
});

test('a plate not at this lot, a bill by order number, and an unknown order number', async () => {
  const { router } = renderApp('/plate?parkId=P1009');
  await screen.findByRole('heading', { name: '崇文门新世界商场停车场', level: 2 });
  await typePlate('京A12345');
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('未查到 京A·12345 在本停车场的待缴账单')).toBeInTheDocument();

  await router.navigate('/pay?orderNo=U20001');
  const bill = await screen.findByRole('region', { name: '停车账单' });
  expect(within(bill).getByRole('heading', { name: '王府井百货地下停车场' })).toBeInTheDocument();
  await router.navigate('/pay?orderNo=U99999');
  expect(await screen.findByText('未找到该停车订单')).toBeInTheDocument();
});

test('a signed-in driver at a sign pays on the bill page; a lot with no online payment says so; a missing parkId too', async () => {
  signInAs('A');
  const { router } = renderApp('/pay?orderNo=U20001');
  await user.click(await screen.findByRole('link', { name: '去缴费' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
  expect(router.state.location.search).toBe('?uniqueId=U20001&parkId=P1001');
  await router.navigate('/plate?parkId=P1008');
  expect(await screen.findByText('该停车场暂未开通线上缴费')).toBeInTheDocument();
  await router.navigate('/plate');
  expect(await screen.findByText('二维码信息不完整')).toBeInTheDocument();
});

test('the lot fails to load: 重试 asks again', async () => {
  backend.faults.add({ path: '/charge/v2/api/parkOrders/msp/parkSign', code: '500', msg: '服务繁忙' });
  renderApp('/plate?parkId=P1009');
  expect(await screen.findByText('停车场信息加载失败')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: '崇文门新世界商场停车场', level: 2 })).toBeInTheDocument();
});
