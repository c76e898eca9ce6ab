import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { fastTiming, restoreTiming, settle, warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { balanceOfA, TOP_UPS } from './walletKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/accountBalance', '/accountBalanceReslut', '/wallet', '/walletReslut', '/mine', '/login']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

const payButton = () => screen.getByRole('button', { name: '立即充值' });

async function openBalance() {
  signInAs('A');
  const app = renderApp('/accountBalance');
  const card = await screen.findByRole('region', { name: '账户余额' }, { timeout: 15_000 });
  await within(card).findByText('100.00元');
  await screen.findByRole('button', { name: '50元' });
  await waitFor(() => expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked());
  return app;
}

test('a visitor is sent to sign in and comes back; nothing is asked', async () => {
  const { router } = renderApp('/accountBalance');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/accountBalance')}`);
  expect(backend.calls.list('/driver/v2/api/wallet/topUpRules')).toHaveLength(0);
});

test('50 yuan by WeChat: a double tap makes one order; settled, the result page says so and /mine shows 150.00元', async () => {
  const { platform, router } = await openBalance();
  platform.answers.pay = async () => {
    await settle(platform.payments[0]!.payOrderId, 'paid');
    return 'ok' as const;
  };
  const card = screen.getByRole('region', { name: '账户余额' });
  expect(card).toHaveTextContent('可提现85.00元');
  expect(card).toHaveTextContent('赠送（不可提现）15.00元');
  // The balance cannot top itself up: only this client's own channel is offered.
  expect(screen.queryByRole('radio', { name: /余额/ })).not.toBeInTheDocument();
  expect(backend.calls.list('/pay/v2/api/payModel').at(-1)?.query).toMatchObject({ purpose: 'topUp' });

  fireEvent.click(screen.getByRole('button', { name: '50元' }));
  expect(screen.getByRole('button', { name: '50元' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('到账 50.00元')).toBeInTheDocument();
  const pay = payButton();
  fireEvent.click(pay);
  fireEvent.click(pay);

  await waitFor(() => expect(router.state.location.pathname).toBe('/accountBalanceReslut'), { timeout: 6000 });
  expect(await screen.findByRole('heading', { name: '充值成功' })).toBeInTheDocument();
  expect(backend.calls.list(TOP_UPS, 'POST')).toHaveLength(1);
  expect(backend.calls.list(TOP_UPS, 'POST')[0]?.body).toEqual({ amountCents: 5000, payChannel: 3, returnUrl: '/accountBalanceReslut' });
  expect(platform.payments).toHaveLength(1);
  const payOrderId = platform.payments[0]!.payOrderId;
  expect(router.state.location.search).toBe(`?payOrderId=${payOrderId}`);
  const result = screen.getByRole('heading', { name: '充值成功' }).closest('section')!;
  expect(result).toHaveTextContent('充值金额50.00元');
  expect(result).toHaveTextContent('支付方式微信支付');
  expect(result).toHaveTextContent('当前余额150.00元');
  expect(balanceOfA()).toBe(15000);

  await act(() => router.navigate('/mine'));
  expect(await screen.findByRole('link', { name: /150\.00元\s*余额/ })).toBeInTheDocument();
  // Back on the balance: the new balance, and the form starts afresh after a paid top-up.
  await act(() => router.navigate('/accountBalance'));
  await within(await screen.findByRole('region', { name: '账户余额' })).findByText('150.00元');
  expect(await screen.findByRole('button', { name: '50元' })).toHaveAttribute('aria-pressed', 'false');
});

test('a typed amount: limits from the server, cents exactly, the gift it brings; a cancelled payment says so', async () => {
  const { platform, router } = await openBalance();
  platform.answers.pay = 'cancel';
  const field = screen.getByRole('textbox', { name: '其他金额（元）' });
  fireEvent.change(field, { target: { value: '5' } });
  fireEvent.blur(field);
  expect(await screen.findByText('单笔充值金额须在10.00元至1000.00元之间')).toBeInTheDocument();
  fireEvent.click(payButton());
  expect(backend.calls.list(TOP_UPS, 'POST')).toHaveLength(0);
  await waitFor(() => expect(field).toHaveFocus());

  // A third decimal is never taken: money is whole cents.
  fireEvent.change(field, { target: { value: '250.555' } });
  expect(field).toHaveValue('250.55');
  fireEvent.change(field, { target: { value: '250.5' } });
  expect(screen.queryByText(/单笔充值金额须在/)).not.toBeInTheDocument();
  expect(screen.getByText('赠送 10.00元，共到账 260.50元')).toBeInTheDocument();
  expect(screen.getByText('250.50元', { selector: 'strong' })).toBeInTheDocument();
  // Typing drops the preset.
  expect(screen.getByRole('button', { name: '200元 送10元' })).toHaveAttribute('aria-pressed', 'false');

  fireEvent.click(payButton());
  await waitFor(() => expect(router.state.location.pathname).toBe('/accountBalanceReslut'), { timeout: 6000 });
  expect(await screen.findByRole('heading', { name: '支付已取消' })).toBeInTheDocument();
  expect(backend.calls.list(TOP_UPS, 'POST')[0]?.body).toMatchObject({ amountCents: 25050, payChannel: 3 });
  expect(balanceOfA()).toBe(10000);
  fireEvent.click(screen.getByRole('button', { name: '重新充值' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/accountBalance'));
  // The draft kept what was typed.
  expect(await screen.findByRole('textbox', { name: '其他金额（元）' })).toHaveValue('250.5');
});

test('no answer in time: 暂未查询到支付结果, and 重新查询 finds it paid once the provider has settled it', async () => {
  const { platform } = await openBalance();
  fireEvent.click(screen.getByRole('button', { name: '100元' }));
  fireEvent.click(payButton());
  expect(await screen.findByRole('heading', { name: '暂未查询到支付结果' }, { timeout: 6000 })).toBeInTheDocument();
  // The one wording of every result page (the kit's PendingPaymentResult): 重复支付, as every payment says, not 重复充值.
  expect(screen.getByText('支付结果以平台确认为准。如您已完成支付，请稍后重新查询，请勿重复支付')).toBeInTheDocument();
  expect(balanceOfA()).toBe(10000);
  await settle(platform.payments[0]!.payOrderId, 'paid');
  fireEvent.click(screen.getByRole('button', { name: '重新查询' }));
  expect(await screen.findByRole('heading', { name: '充值成功' }, { timeout: 6000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '充值成功' }).closest('section')).toHaveTextContent('当前余额200.00元');
});

test('a failed rules call says so and 重试 brings the amounts', async () => {
  backend.faults.add({ path: '/driver/v2/api/wallet/topUpRules', method: 'GET', code: '500', msg: '服务繁忙' });
  signInAs('A');
  renderApp('/accountBalance');
  expect(await screen.findByText('充值规则加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(payButton()).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('button', { name: '50元' })).toBeInTheDocument();
});
