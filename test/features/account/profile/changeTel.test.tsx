import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../../support/mockServer';
import { driverA, openPage } from './profileKit';

const PUT_PHONE = '/driver/v2/api/phone';
const SEND = '/driver/v2/api/sendVerifyCode';
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

async function fill(phone: string, code: string) {
  const p = screen.getByLabelText('新手机号');
  await userEvent.clear(p);
  if (phone) await userEvent.type(p, phone);
  const c = screen.getByLabelText('验证码');
  await userEvent.clear(c);
  if (code) await userEvent.type(c, code);
}

test('the current phone masked; every validation message; no call until the form is right', async () => {
  await openPage('/changeTel', '更换手机号');
  expect(await screen.findByText('138****8000')).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: '确认更换' });
  await userEvent.click(submit);
  expect(alerts()).toEqual(['请输入新手机号', '请输入验证码']);
  await fill('12345678901', '12a');
  expect(alerts()).toEqual(['请输入正确的手机号', '验证码为6位数字']);
  await fill('13800138000', '123456');
  expect(alerts()).toEqual(['新手机号不能与当前手机号相同']);
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  await fill('+8613700137000', '123456');
  expect(alerts()).toEqual([]);
  expect(backend.calls.list(PUT_PHONE)).toHaveLength(0);
});

test('the code goes to the NEW phone (type 4); saving updates the profile at once', async () => {
  const { router, ui } = await openPage('/userInfo', '个人信息');
  await userEvent.click(await screen.findByRole('link', { name: /^手机号/ }));
  await screen.findByRole('heading', { name: '更换手机号', level: 1 }, { timeout: 10_000 });
  await fill('13700137000', '');
  await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(backend.calls.list(SEND).map((c) => c.body)).toEqual([{ phone: '13700137000', type: 4 }]));
  expect(await screen.findByRole('button', { name: /^\d+s后重新获取$/ })).toBeDisabled();
  await fill('13700137000', '123456');
  await userEvent.click(screen.getByRole('button', { name: '确认更换' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/userInfo'));
  expect(backend.calls.list(PUT_PHONE, 'PUT').map((c) => c.body)).toEqual([{ phone: '13700137000', verifyCode: '123456' }]);
  expect(ui.toasts.map((t) => t.text)).toContain('修改成功');
  const details = await screen.findByRole('list', { name: '个人资料' });
  expect(await within(details).findByRole('link', { name: /手机号\s*137\*\*\*\*7000/ })).toBeInTheDocument();
  expect(driverA().phone).toBe('13700137000');
});

test('a phone another account uses: the server refuses, said inline, the typed phone kept (also in the draft)', async () => {
  const { router } = await openPage('/changeTel', '更换手机号');
  await screen.findByText('138****8000');
  await fill('13900139000', '123456');
  await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
  expect(await screen.findByText('该手机号已被其他账号使用')).toBeInTheDocument();
  expect(screen.getByLabelText('新手机号')).toHaveValue('13900139000');
  expect(router.state.location.pathname).toBe('/changeTel');
  expect(JSON.stringify({ ...window.sessionStorage })).toContain('13900139000');
  expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('123456');
  expect(driverA().phone).toBe('13800138000');
});

test('a double tap changes once', async () => {
  backend.faults.add({ path: PUT_PHONE, delayMs: 300 });
  await openPage('/changeTel', '更换手机号');
  await screen.findByText('138****8000');
  await fill('13700137000', '123456');
  await userEvent.dblClick(screen.getByRole('button', { name: '确认更换' }));
  expect(await screen.findByRole('button', { name: '提交中…' })).toBeDisabled();
  await waitFor(() => expect(driverA().phone).toBe('13700137000'));
  expect(backend.calls.list(PUT_PHONE, 'PUT')).toHaveLength(1);
});

test('the profile failing to load: inline error with 重试', async () => {
  backend.faults.add({ path: '/auth/v2/api/driver/loginInfo', code: '500', msg: '服务繁忙' });
  await openPage('/changeTel', '更换手机号');
  expect(await screen.findByText('个人信息加载失败')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('138****8000')).toBeInTheDocument();
});
