import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { act } from 'react';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { balanceOfA, CODE, here, PREVIEW, WITHDRAWALS } from './walletKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/accountBalanceCash', '/accountBalanceReslut', '/walletCash']), 60_000);

const amount = () => screen.getByRole('textbox', { name: '提现金额（元）' });
const code = () => screen.getByRole('textbox', { name: '短信验证码' });
const confirm = () => screen.getByRole('button', { name: '确认提现' });

async function openCash(url = '/accountBalanceCash') {
  signInAs('A');
  const app = renderApp(url);
  await screen.findByRole('region', { name: '可提现金额' }, { timeout: 15_000 });
  return app;
}

test('what may be withdrawn (gifts stay) and the rules; the fee, arrival and accounts shown before confirming', async () => {
  await openCash();
  const summary = screen.getByRole('region', { name: '可提现金额' });
  expect(summary).toHaveTextContent('85.00元');
  expect(summary).toHaveTextContent('余额 100.00元，其中赠送 15.00元 不可提现');
  const rules = screen.getByRole('region', { name: '提现说明' });
  expect(rules).toHaveTextContent('单笔1.00元至85.00元，每天最多3次，今日还可提现3次');
  expect(rules).toHaveTextContent('每月首笔提现免手续费');
  expect(confirm()).toBeDisabled();

  fireEvent.change(amount(), { target: { value: '90' } });
  fireEvent.blur(amount());
  expect(await screen.findByText('本次最多可提现85.00元')).toBeInTheDocument();
  expect(confirm()).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: '全部提现' }));
  expect(amount()).toHaveValue('85');
  fireEvent.change(amount(), { target: { value: '60.5' } });
  const facts = await screen.findByText('到账信息');
  const list = facts.closest('.adm-list')!;
  await waitFor(() => expect(list).toHaveTextContent('提现金额60.50元'));
  expect(list).toHaveTextContent('手续费免手续费');
  expect(list).toHaveTextContent('实际到账60.50元');
  // The newest top-ups take the money back first: Alipay's 50.00, then WeChat's 10.50.
  expect(list).toHaveTextContent('原路退回至支付宝 50.00元');
  expect(list).toHaveTextContent('原路退回至微信支付 10.50元');
  expect(list).toHaveTextContent(/预计到账\d{4}-\d{2}-\d{2} \d{2}:\d{2}前/);
  expect(backend.calls.list(PREVIEW).at(-1)?.query).toMatchObject({ amountCents: '6050' });
  await waitFor(() => expect(confirm()).toBeEnabled());
});

test('the verify code: sent once with a 60 s countdown; a wrong one is refused at the code; confirmed once, the result says when it arrives', async () => {
  const { router, ui } = await openCash();
  fireEvent.change(amount(), { target: { value: '50' } });
  const send = screen.getByRole('button', { name: '获取验证码' });
  fireEvent.click(send);
  fireEvent.click(send);
  expect(await screen.findByText(/验证码已发送至138\*\*\*\*8000，5分钟内有效/)).toBeInTheDocument();
  expect(backend.calls.list(CODE, 'POST')).toHaveLength(1);
  expect(screen.getByRole('button', { name: /\d+s后重新获取/ })).toBeDisabled();

  fireEvent.change(code(), { target: { value: '12' } });
  await waitFor(() => expect(confirm()).toBeEnabled());
  fireEvent.click(confirm());
  expect(await screen.findByText('请输入6位数字验证码')).toBeInTheDocument();
  expect(backend.calls.list(WITHDRAWALS, 'POST')).toHaveLength(0);

  fireEvent.change(code(), { target: { value: '000000' } });
  fireEvent.click(confirm());
  const refused = await screen.findByText(/验证码错误/);
  expect(code()).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(code()).toHaveFocus());
  expect(refused).toHaveAttribute('role', 'alert');
  expect(ui.toasts).toEqual([]);
  expect(balanceOfA()).toBe(10000);

  fireEvent.change(code(), { target: { value: '123456' } });
  const go = confirm();
  fireEvent.click(go);
  fireEvent.click(go);
  expect(await screen.findByRole('heading', { name: '提现申请已提交' })).toBeInTheDocument();
  expect(backend.calls.list(WITHDRAWALS, 'POST').map((c) => c.body)).toEqual([
    { amountCents: 5000, verifyCode: '000000' },
    { amountCents: 5000, verifyCode: '123456' },
  ]);
  const withdrawNo = backend.db.walletWithdrawals.at(-1)!.withdrawNo;
  expect(here(router)).toBe(`/accountBalanceReslut?withdrawNo=${withdrawNo}`);
  const result = screen.getByRole('heading', { name: '提现申请已提交' }).closest('section')!;
  expect(result).toHaveTextContent(/预计\d{4}-\d{2}-\d{2} \d{2}:\d{2}前原路退回到账/);
  expect(result).toHaveTextContent('状态处理中');
  expect(result).toHaveTextContent('实际到账50.00元');
  expect(result).toHaveTextContent(`提现单号${withdrawNo}`);
  expect(balanceOfA()).toBe(5000);
});

test('a refusal of the amount shows at the amount; a withdrawal the channel refused says why, one that arrived says when', async () => {
  await openCash();
  fireEvent.change(amount(), { target: { value: '20' } });
  await waitFor(() => expect(screen.getByText('到账信息').closest('.adm-list')).toHaveTextContent('实际到账20.00元'));
  // Spent meanwhile elsewhere: only 5.00元 of top-ups is left to withdraw now.
  backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents = 2000;
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  fireEvent.change(code(), { target: { value: '123456' } });
  fireEvent.click(confirm());
  expect(await screen.findByText('当前最多可提现5.00元（赠送金额15.00元不可提现）')).toBeInTheDocument();
  expect(amount()).toHaveAttribute('aria-invalid', 'true');

  // Armed to fail: the channel refuses 10 minutes on and the money comes back.
  backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents = 10000;
  await fetch('http://localhost/__mock/withdrawals/fail-next', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reason: '收款账户已冻结' }) });
  fireEvent.change(amount(), { target: { value: '10' } });
  await waitFor(() => expect(confirm()).toBeEnabled());
  fireEvent.click(confirm());
  expect(await screen.findByRole('heading', { name: '提现申请已提交' })).toBeInTheDocument();
  const withdrawNo = backend.db.walletWithdrawals.at(-1)!.withdrawNo;
  backend.clock.advance(11 * 60_000);
  signInAs('A');
  const again = renderApp(`/accountBalanceReslut?withdrawNo=${withdrawNo}`);
  const failed = await screen.findByRole('heading', { name: '提现失败' });
  expect(failed.closest('section')).toHaveTextContent('收款账户已冻结');
  expect(failed.closest('section')).toHaveTextContent('资金去向已退回钱包，可重新提现');
  expect(balanceOfA()).toBe(10000);
  again.unmount();

  // The seed's withdrawal arrived long ago.
  renderApp('/accountBalanceReslut?withdrawNo=WD900001');
  const arrived = await screen.findByRole('heading', { name: '提现已到账' });
  expect(arrived.closest('section')).toHaveTextContent('55.38元已原路退回');
  expect(arrived.closest('section')).toHaveTextContent(/到账时间\d{4}-/);
});

test('nothing to withdraw (only gifts, or no top-up) says so and offers no form', async () => {
  await openCash('/walletCash?walletId=W4002');
  expect(screen.getByRole('region', { name: '可提现金额' })).toHaveTextContent('0.00元');
  expect(screen.getByText('暂无可提现金额')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '提现金额（元）' })).not.toBeInTheDocument();
  expect(backend.calls.list(PREVIEW).at(-1)?.query).toMatchObject({ walletId: 'W4002' });
});

test('a failed preview says so and 重试 brings it', async () => {
  backend.faults.add({ path: PREVIEW, method: 'GET', code: '500', msg: '服务繁忙' });
  signInAs('A');
  renderApp('/accountBalanceCash');
  expect(await screen.findByText('提现信息加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
  });
  expect(within(await screen.findByRole('region', { name: '可提现金额' })).getByText('85.00元')).toBeInTheDocument();
});
