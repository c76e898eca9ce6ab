import { screen, waitFor } from '@testing-library/react';
import { readToken } from '@/session/tokens';
import { backend } from '../../../support/mockServer';
import { CODE, CONSENT, PASSWORD_A, PHONE_A, agree, consentBox, expectSignedInAt, field, open } from './signInKit';

const LOGIN = '/auth/v2/api/driver/login';

async function passwordLogin(url = '/login') {
  const view = await open(url, '登录');
  await view.user.type(field('手机号'), PHONE_A);
  await view.user.type(field('密码'), PASSWORD_A);
  await agree(view.user);
  await view.user.click(screen.getByRole('button', { name: '登录' }));
  return view;
}

test('phone + password signs driver A in and lands on /home, replacing the login page', async () => {
  const { router, store } = await passwordLogin();
  await expectSignedInAt(router, '/home');
  expect(store.getState().session).toEqual({ status: 'driver', driverId: expect.any(String) });
  expect(backend.calls.list(LOGIN)[0]?.body).toMatchObject({ phone: PHONE_A, password: PASSWORD_A });
  expect(router.state.historyAction).toBe('REPLACE');
});

test.each([
  ['/login?redirect=%2Fmine', '/mine'],
  ['/login?enCodeUrl=%2FcarManage%3Ftab%3D2', '/carManage?tab=2'],
  ['/login?redirect=%2Flogin', '/home'],
  ['/login?redirect=%2FloginIndex%3Fx%3D1', '/home'],
])('the target of %s is honoured: %s', async (url, target) => {
  const { router } = await passwordLogin(url);
  await expectSignedInAt(router, target);
});

test.each(['//evil.com', '/\\evil.com', 'https:evil.com', '%2F%2Fevil.com', 'https://evil.com/mine', 'javascript:alert(1)'])(
  'a hostile target %s is refused (home instead)',
  async (hostile) => {
    const { router } = await passwordLogin(`/login?redirect=${encodeURIComponent(hostile)}`);
    await expectSignedInAt(router, '/home');
  },
);

test('validation messages: phone, password, verify code — nothing is sent', async () => {
  const { user } = await open('/login', '登录');
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
  expect(screen.getByText('请输入密码')).toBeInTheDocument();
  expect(field('手机号')).toHaveAttribute('aria-invalid', 'true');
  await user.type(field('手机号'), '12345');
  expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: '验证码登录' }));
  await screen.findByRole('button', { name: '获取验证码' });
  await user.clear(field('手机号'));
  await user.type(field('手机号'), PHONE_A);
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
  await user.type(field('验证码'), '12ab');
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('验证码为6位数字')).toBeInTheDocument();
  expect(backend.calls.list(LOGIN)).toHaveLength(0);
  expect(backend.calls.list('/auth/v2/api/driver/loginByVerifyCode')).toHaveLength(0);
});

test('a wrong password shows the server message, stays on /login and keeps the phone', async () => {
  const { user, router, ui } = await open('/login?redirect=%2Fmine', '登录');
  await user.type(field('手机号'), PHONE_A);
  await user.type(field('密码'), 'wrong1234');
  await agree(user);
  await user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('手机号或密码错误，还可尝试2次'));
  expect(router.state.location.pathname).toBe('/login');
  expect(field('手机号')).toHaveValue(PHONE_A);
  expect(readToken()).toBeUndefined();
});

test('after 3 wrong passwords the picture code is shown and required; with it the driver signs in', async () => {
  const { user, router, ui } = await open('/login', '登录');
  await user.type(field('手机号'), PHONE_A);
  await agree(user);
  for (let i = 0; i < 3; i += 1) {
    await user.clear(field('密码'));
    await user.type(field('密码'), `wrong${i}abc`);
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(backend.calls.list(LOGIN)).toHaveLength(i + 1));
  }
  const image = await screen.findByRole('img', { name: '图形验证码' });
  expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(ui.toasts.map((t) => t.text)).toContain('手机号或密码错误，请输入图形验证码后重试');

  await user.clear(field('密码'));
  await user.type(field('密码'), PASSWORD_A);
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();
  expect(backend.calls.list(LOGIN)).toHaveLength(3);

  // A wrong picture code: refused, and a fresh picture replaces the used one.
  const first = backend.db.challenges.at(-1)!;
  await user.type(field('图形验证码'), first.code === '0000' ? '1111' : '0000');
  await user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(backend.db.challenges.at(-1)!.challengeId).not.toBe(first.challengeId));
  expect(ui.toasts.map((t) => t.text)).toContain('图形验证码错误或已过期，请刷新后重新输入');
  expect(field('图形验证码')).toHaveValue('');

  const fresh = backend.db.challenges.at(-1)!;
  await user.type(field('图形验证码'), fresh.code);
  await user.click(screen.getByRole('button', { name: '登录' }));
  await expectSignedInAt(router, '/home');
  expect(backend.calls.list(LOGIN).at(-1)?.body).toMatchObject({ challengeId: fresh.challengeId, challengeCode: fresh.code });
});

test('a phone already over the limit gets the picture code as soon as it is typed (checkAccount)', async () => {
  backend.db.loginFailures.set(PHONE_A, 3);
  const { user } = await open('/login', '登录');
  await user.type(field('手机号'), PHONE_A);
  await user.tab();
  expect(await screen.findByRole('img', { name: '图形验证码' })).toBeInTheDocument();
  expect(backend.calls.list('/auth/v2/api/checkAccount')[0]?.body).toEqual({ phone: PHONE_A });
});

test('an unregistered phone is told to register, with the phone carried over', async () => {
  const { user, router } = await open('/login?redirect=%2Fmine', '登录');
  await user.type(field('手机号'), '13700137001');
  await user.tab();
  const link = await screen.findByRole('link', { name: '去注册' });
  expect(link).toHaveAttribute('href', '/registor?redirect=%2Fmine');
  await user.click(link);
  await screen.findByRole('heading', { name: '注册', level: 1 }, { timeout: 10_000 });
  expect(field('手机号')).toHaveValue('13700137001');
  expect(router.state.location.search).toBe('?redirect=%2Fmine');
});

test('the verify-code login: code sent (type 1), driver signed in and sent to the target', async () => {
  const { user, router } = await open('/login?mode=code&redirect=%2Fmine', '登录');
  await user.type(field('手机号'), PHONE_A);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: /^\d+s后重新获取$/ })).toBeDisabled();
  expect(backend.calls.list('/driver/v2/api/sendVerifyCode')[0]?.body).toEqual({ phone: PHONE_A, type: 1 });
  await user.type(field('验证码'), CODE);
  await agree(user);
  await user.click(screen.getByRole('button', { name: '登录' }));
  await expectSignedInAt(router, '/mine');
  expect(backend.calls.list('/auth/v2/api/driver/loginByVerifyCode')[0]?.body).toEqual({ phone: PHONE_A, verifyCode: CODE });
});

test('a wrong verify code: the server message, no sign-in, the phone kept', async () => {
  const { user, router, ui } = await open('/login?mode=code', '登录');
  await user.type(field('手机号'), PHONE_A);
  await user.type(field('验证码'), '654321');
  await agree(user);
  await user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('验证码错误或已过期，请重新获取'));
  expect(router.state.location.pathname).toBe('/login');
  expect(field('手机号')).toHaveValue(PHONE_A);
  expect(field('验证码')).toHaveValue('654321');
});

test('a double tap sends one sign-in', async () => {
  backend.faults.add({ path: LOGIN, delayMs: 200 });
  const { user, router } = await open('/login', '登录');
  await user.type(field('手机号'), PHONE_A);
  await user.type(field('密码'), PASSWORD_A);
  await agree(user);
  const button = screen.getByRole('button', { name: '登录' });
  await user.dblClick(button);
  await user.click(button);
  await expectSignedInAt(router, '/home');
  expect(backend.calls.list(LOGIN)).toHaveLength(1);
});

test('the phone typed survives a failed call and a reload of the page; the password does not', async () => {
  backend.faults.add({ path: LOGIN, networkError: true });
  const first = await open('/login', '登录');
  await first.user.type(field('手机号'), PHONE_A);
  await first.user.type(field('密码'), PASSWORD_A);
  await agree(first.user);
  await first.user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(first.ui.toasts.length).toBeGreaterThan(0));
  expect(field('手机号')).toHaveValue(PHONE_A);
  expect(window.sessionStorage.getItem('formDraft:login')).not.toContain(PASSWORD_A);
  first.unmount();

  await open('/login', '登录');
  expect(field('手机号')).toHaveValue(PHONE_A);
  expect(field('密码')).toHaveValue('');
});

test('tabs switch between password and verify-code login, keeping the target', async () => {
  const { user, router } = await open('/login?redirect=%2Fmine', '登录');
  expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: '验证码登录' }));
  expect(await screen.findByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?redirect=%2Fmine&mode=code');
  expect(screen.queryByLabelText('密码')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '其他登录方式' })).toHaveAttribute('href', '/loginIndex?redirect=%2Fmine');
});

test('without the consent: a clear message under the box, the box focused, nothing sent', async () => {
  const { user } = await open('/login', '登录');
  await user.type(field('手机号'), PHONE_A);
  await user.type(field('密码'), PASSWORD_A);
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeInTheDocument();
  await waitFor(() => expect(consentBox()).toHaveFocus());
  expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
  expect(backend.calls.list(LOGIN)).toHaveLength(0);
  // Ticked from the keyboard, the message goes and the sign-in goes through.
  await user.keyboard(' ');
  expect(consentBox()).toBeChecked();
  expect(screen.queryByText('请先阅读并同意《用户协议》和《隐私政策》')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(backend.calls.list(LOGIN)).toHaveLength(1));
});

test('the agreements are pages; the tick and the phone survive the detour to read them', async () => {
  const { user, router } = await open('/login?redirect=%2Fmine', '登录');
  await user.type(field('手机号'), PHONE_A);
  await agree(user);
  await user.click(screen.getByRole('link', { name: '《用户协议》' }));
  expect(await screen.findByRole('heading', { name: '用户协议', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '车主服务用户协议' })).toBeInTheDocument();
  await router.navigate(-1);
  await screen.findByRole('heading', { name: '登录', level: 1 }, { timeout: 10_000 });
  expect(consentBox()).toBeChecked();
  expect(field('手机号')).toHaveValue(PHONE_A);

  await user.click(screen.getByRole('link', { name: '《隐私政策》' }));
  expect(await screen.findByRole('heading', { name: '隐私政策', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/privacyPolicyHistory');
  await router.navigate(-1);
  await screen.findByRole('heading', { name: '登录', level: 1 }, { timeout: 10_000 });
  expect(consentBox()).toBeChecked();
  expect(screen.getByRole('checkbox', { name: CONSENT })).toBeInTheDocument();
});

test('the login ways are tabs the arrow keys move between (roving focus), switching the form', async () => {
  const { user, router } = await open('/login?redirect=%2Fmine', '登录');
  const passwordTab = screen.getByRole('tab', { name: '密码登录' });
  const codeTab = screen.getByRole('tab', { name: '验证码登录' });
  expect(screen.getByRole('tablist')).toContainElement(passwordTab);
  expect(passwordTab).toHaveAttribute('tabindex', '0');
  expect(codeTab).toHaveAttribute('tabindex', '-1');
  passwordTab.focus();
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveFocus());
  // The choice lives in the address: the tab shows it chosen once the router has settled the new query (its
  // before-each step runs on every navigation), a moment after focus has moved.
  await waitFor(() => expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true'));
  expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('tabindex', '-1');
  expect(await screen.findByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?redirect=%2Fmine&mode=code');
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(screen.getByRole('tab', { name: '密码登录' })).toHaveFocus());
  expect(await screen.findByLabelText('密码')).toBeInTheDocument();
});
