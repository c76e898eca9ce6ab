import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readToken } from '@/session/tokens';
import { backend } from '../../../support/mockServer';
import { driverA, openPage, pathOf } from './profileKit';

const PUT_PASSWORD = '/driver/v2/api/password';
const RESET = '/driver/v2/api/resetPassword';
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

async function fillChange(oldPassword: string, newPassword: string, confirm: string) {
  for (const [label, v] of [['原密码', oldPassword], ['新密码', newPassword], ['确认新密码', confirm]] as const) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (v) await userEvent.type(input, v);
  }
}

describe('/changePassWord', () => {
  test('every validation message, the rules on screen, and no call until the form is right', async () => {
    await openPage('/changePassWord', '修改密码');
    expect(screen.getByText('密码为8-20位，须同时包含字母和数字，可使用英文符号，不能含空格或中文')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '确认修改' });
    await userEvent.click(submit);
    expect(alerts()).toEqual(['请输入原密码', '请输入密码', '请再次输入密码']);

    const cases: [string, string, string, string][] = [
      ['Driver@2026', 'abc1', 'abc1', '密码长度须为8-20位'],
      ['Driver@2026', 'abcdefghij', 'abcdefghij', '密码须同时包含字母和数字'],
      ['Driver@2026', '12345678', '12345678', '密码须同时包含字母和数字'],
      ['Driver@2026', '密码abc12345', '密码abc12345', '密码不能包含空格、中文或全角字符'],
      ['Driver@2026', 'Driver@2026', 'Driver@2026', '新密码不能与原密码相同'],
    ];
    for (const [o, n, c, message] of cases) {
      await fillChange(o, n, c);
      expect(alerts()).toEqual([message]);
    }
    await fillChange('Driver@2026', 'NewPass2027', 'NewPass2028');
    expect(alerts()).toEqual(['两次输入的密码不一致']);
    await userEvent.click(submit);
    expect(backend.calls.list(PUT_PASSWORD)).toHaveLength(0);
  }, 20_000);

  test('success: the server gets old and new, a toast, back; the server now holds the new password', async () => {
    const { router, ui } = await openPage('/changePassWord', '修改密码');
    await fillChange('Driver@2026', 'NewPass2027', 'NewPass2027');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userInfo'));
    expect(backend.calls.list(PUT_PASSWORD, 'PUT').map((c) => c.body)).toEqual([{ oldPassword: 'Driver@2026', newPassword: 'NewPass2027' }]);
    expect(ui.toasts.map((t) => t.text)).toContain('密码修改成功');
    expect(driverA().password).toBe('NewPass2027');
    // Passwords never reach storage.
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toMatch(/NewPass2027|Driver@2026/);
  });

  test('a wrong old password: the server says so inline, the fields stay, no navigation', async () => {
    const { router } = await openPage('/changePassWord', '修改密码');
    await fillChange('Wrong@2026', 'NewPass2027', 'NewPass2027');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('新密码')).toHaveValue('NewPass2027');
    expect(router.state.location.pathname).toBe('/changePassWord');
    expect(driverA().password).toBe('Driver@2026');
  });

  test('a double tap sends once', async () => {
    backend.faults.add({ path: PUT_PASSWORD, delayMs: 300 });
    await openPage('/changePassWord', '修改密码');
    await fillChange('Driver@2026', 'NewPass2027', 'NewPass2027');
    await userEvent.dblClick(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByRole('button', { name: '提交中…' })).toBeDisabled();
    await waitFor(() => expect(driverA().password).toBe('NewPass2027'));
    expect(backend.calls.list(PUT_PASSWORD, 'PUT')).toHaveLength(1);
  });
});

describe('/passWordChange', () => {
  async function fillReset(phone: string | null, code: string, password: string, confirm = password) {
    if (phone !== null) {
      const input = screen.getByLabelText('手机号');
      await userEvent.clear(input);
      if (phone) await userEvent.type(input, phone);
    }
    for (const [label, v] of [['验证码', code], ['新密码', password], ['确认新密码', confirm]] as const) {
      const input = screen.getByLabelText(label);
      await userEvent.clear(input);
      if (v) await userEvent.type(input, v);
    }
  }

  test('a visitor (from /login 忘记密码): validation, code type 3, reset, then /login keeping the redirect', async () => {
    const { router, ui } = await openPage('/passWordChange?redirect=%2Fmine', '找回密码', { as: 'visitor' });
    const submit = screen.getByRole('button', { name: '重置密码' });
    await userEvent.click(submit);
    expect(alerts()).toEqual(['请输入手机号', '请输入验证码', '请输入密码', '请再次输入密码']);
    await fillReset('1380013800', '12345', 'NewPass2027', 'NewPass2028');
    expect(alerts()).toEqual(['请输入正确的手机号', '验证码为6位数字', '两次输入的密码不一致']);

    await fillReset('13800138000', '123456', 'NewPass2027');
    expect(alerts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(backend.calls.list('/driver/v2/api/sendVerifyCode').map((c) => c.body)).toEqual([{ phone: '13800138000', type: 3 }]));
    await userEvent.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(pathOf(router)).toBe('/login?redirect=%2Fmine');
    expect(backend.calls.list(RESET, 'PUT').map((c) => c.body)).toEqual([{ phone: '13800138000', verifyCode: '123456', newPassword: 'NewPass2027' }]);
    expect(ui.toasts.map((t) => t.text)).toContain('密码已重置，请使用新密码登录');
    expect(driverA().password).toBe('NewPass2027');
  });

  test('an unsafe redirect is dropped: plain /login', async () => {
    const { router } = await openPage('/passWordChange?redirect=%2F%2Fevil.example', '找回密码', { as: 'visitor' });
    await fillReset('13800138000', '123456', 'NewPass2027');
    await userEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  test('a signed-in driver gets their phone filled in and is signed out after the reset (the server ended every session)', async () => {
    const { router, store } = await openPage('/passWordChange', '找回密码');
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveValue('13800138000'));
    await fillReset(null, '123456', 'NewPass2027');
    await userEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readToken()).toBeUndefined();
    expect(store.getState().session.status).toBe('visitor');
  });

  test('a wrong code: the server message inline; the phone survives in the draft, the code and passwords do not', async () => {
    const { router } = await openPage('/passWordChange', '找回密码', { as: 'visitor' });
    await fillReset('13800138000', '654321', 'NewPass2027');
    await userEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('验证码错误或已过期，请重新获取')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/passWordChange');
    const stored = JSON.stringify({ ...window.sessionStorage });
    expect(stored).toContain('13800138000');
    expect(stored).not.toMatch(/654321|NewPass2027/);
    expect(driverA().password).toBe('Driver@2026');
  });
});
