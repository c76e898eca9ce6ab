import { screen, waitFor, within } from '@testing-library/react';
import { readToken } from '@/session/tokens';
import { backend } from '../../../support/mockServer';
import { CODE, PHONE_A, agree, consentBox, expectSignedInAt, field, open } from './signInKit';

const NEW_PHONE = '13700137000';
const REGISTER = '/driver/v2/api/register';

test('register a new driver: code type 2, signed in, the welcome coupons listed, 开始使用 to the target', async () => {
  const { user, router, store } = await open('/registor?redirect=%2Fmine', '注册');
  expect(screen.getByText(/密码为8-20位，须同时包含字母和数字/)).toBeInTheDocument();
  await user.type(field('手机号'), NEW_PHONE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: /s后重新获取$/ });
  expect(backend.calls.list('/driver/v2/api/sendVerifyCode')[0]?.body).toEqual({ phone: NEW_PHONE, type: 2 });
  await user.type(field('验证码'), CODE);
  await user.type(field('设置密码'), 'Welcome2026');
  await agree(user);
  await user.click(screen.getByRole('button', { name: '注册并登录' }));

  expect(await screen.findByRole('heading', { name: '注册成功', level: 1 })).toBeInTheDocument();
  expect(readToken()).toBeTruthy();
  expect(store.getState().session.status).toBe('driver');
  expect(backend.calls.list(REGISTER)[0]?.body).toEqual({ phone: NEW_PHONE, verifyCode: CODE, password: 'Welcome2026' });
  const list = await screen.findByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('新人停车券 5元');
  expect(items[0]).toHaveTextContent('5.00元');
  expect(items[2]).toHaveTextContent('9折');
  expect(screen.getByRole('heading', { name: '新人礼包已放入您的账户（3张）' })).toBeInTheDocument();
  expect(backend.calls.list('/coupon/v2/api/registorSendCoupon')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: '开始使用' }));
  await expectSignedInAt(router, '/mine');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('no welcome coupons (the gift failed): still registered, welcome without a list, no error shown', async () => {
  backend.faults.add({ path: '/coupon/v2/api/registorSendCoupon', code: '0xd07510001', msg: '新人优惠券已领取过' });
  const { user, router, ui } = await open('/registor', '注册');
  await user.type(field('手机号'), NEW_PHONE);
  await user.type(field('验证码'), CODE);
  await user.type(field('设置密码'), 'Welcome2026');
  await agree(user);
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  await screen.findByRole('heading', { name: '注册成功', level: 1 });
  await waitFor(() => expect(screen.getByRole('button', { name: '开始使用' })).toBeEnabled());
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
  await user.click(screen.getByRole('button', { name: '开始使用' }));
  await expectSignedInAt(router, '/home');
});

test('a registered phone: 该手机号已注册，去登录, the code button and submit disabled', async () => {
  const { user } = await open('/registor?redirect=%2Fmine', '注册');
  await user.type(field('手机号'), PHONE_A);
  await user.tab();
  const link = await screen.findByRole('link', { name: '该手机号已注册，去登录' });
  expect(link).toHaveAttribute('href', '/login?mode=password&redirect=%2Fmine');
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '注册并登录' })).toBeDisabled();
  expect(backend.calls.list('/driver/v2/api/isPhoneRegistered')[0]?.body).toEqual({ phone: PHONE_A });
  // Another number clears it.
  await user.clear(field('手机号'));
  await user.type(field('手机号'), NEW_PHONE);
  expect(screen.queryByRole('link', { name: '该手机号已注册，去登录' })).not.toBeInTheDocument();
});

test('the server refusing an already registered phone (0xd12501012) also shows the link', async () => {
  backend.faults.add({ path: '/driver/v2/api/isPhoneRegistered', networkError: true });
  const { user, ui } = await open('/registor', '注册');
  await user.type(field('手机号'), PHONE_A);
  await user.type(field('验证码'), CODE);
  await user.type(field('设置密码'), 'Welcome2026');
  await agree(user);
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  expect(await screen.findByRole('link', { name: '该手机号已注册，去登录' })).toBeInTheDocument();
  expect(ui.toasts.map((t) => t.text)).toContain('该手机号已注册，请直接登录');
  expect(readToken()).toBeUndefined();
});

test.each([
  ['', '请输入密码'],
  ['abc123', '密码长度须为8-20位'],
  ['abcdefghi', '密码须同时包含字母和数字'],
  ['12345678', '密码须同时包含字母和数字'],
  ['abc 12345', '密码不能包含空格、中文或全角字符'],
  ['密码abc12345', '密码不能包含空格、中文或全角字符'],
])('password %j: %s, nothing sent', async (password, message) => {
  const { user } = await open('/registor', '注册');
  await user.type(field('手机号'), NEW_PHONE);
  await user.type(field('验证码'), CODE);
  if (password) await user.type(field('设置密码'), password);
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(backend.calls.list(REGISTER)).toHaveLength(0);
});

test('phone and code messages; a wrong code keeps what was typed', async () => {
  const { user, ui } = await open('/registor', '注册');
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
  expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  expect(screen.getByText('请输入密码')).toBeInTheDocument();
  await user.type(field('手机号'), NEW_PHONE);
  await user.type(field('验证码'), '99999');
  await user.type(field('设置密码'), 'Welcome2026');
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  expect(await screen.findByText('验证码为6位数字')).toBeInTheDocument();
  await user.type(field('验证码'), '9');
  await agree(user);
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('验证码错误或已过期，请重新获取'));
  expect(field('手机号')).toHaveValue(NEW_PHONE);
  expect(field('设置密码')).toHaveValue('Welcome2026');
  // The draft holds the phone and the tick, never the code or the password.
  expect(window.sessionStorage.getItem('formDraft:register')).toBe(JSON.stringify({ phone: NEW_PHONE, agreed: true }));
});

test('the rule checklist follows the password as it is typed', async () => {
  const { user } = await open('/registor', '注册');
  const rules = screen.getByRole('list', { name: '密码规则' });
  expect(within(rules).getByText(/8-20位/)).toHaveTextContent('未满足');
  await user.type(field('设置密码'), 'abc12345');
  expect(within(rules).getByText(/8-20位/)).toHaveTextContent('已满足');
  expect(within(rules).getByText(/包含字母/)).toHaveTextContent('已满足');
  await user.click(screen.getByRole('button', { name: '显示' }));
  expect(field('设置密码')).toHaveAttribute('type', 'text');
});

test('a pasted 10,000-character password is kept whole and refused with its length, never saved shortened', async () => {
  const { user } = await open('/registor', '注册');
  await user.type(field('手机号'), NEW_PHONE);
  await user.type(field('验证码'), CODE);
  const long = `Ab1${'x'.repeat(9997)}`;
  await user.click(field('设置密码'));
  await user.paste(long);
  expect(field('设置密码')).toHaveValue(long);
  const rules = screen.getByRole('list', { name: '密码规则' });
  expect(within(rules).getByText(/8-20位/)).toHaveTextContent('（已输入10000位）');
  expect(within(rules).getByText(/8-20位/)).toHaveTextContent('未满足');
  await agree(user);
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  expect(await screen.findByText('密码最多20位，当前10000位')).toBeInTheDocument();
  expect(backend.calls.list(REGISTER)).toHaveLength(0);
});

test('what was typed survives a detour to /login and back', async () => {
  const { user, router } = await open('/registor', '注册');
  await user.type(field('手机号'), NEW_PHONE);
  await user.type(field('设置密码'), 'Welcome2026');
  await user.click(screen.getByRole('link', { name: '已有账号，去登录' }));
  await screen.findByRole('heading', { name: '登录', level: 1 }, { timeout: 10_000 });
  await router.navigate(-1);
  await screen.findByRole('heading', { name: '注册', level: 1 }, { timeout: 10_000 });
  expect(field('手机号')).toHaveValue(NEW_PHONE);
  expect(field('设置密码')).toHaveValue('');
});

test('without the consent: the message under the box, the box focused, nothing sent', async () => {
  const { user } = await open('/registor', '注册');
  await user.type(field('手机号'), NEW_PHONE);
  await user.type(field('验证码'), CODE);
  await user.type(field('设置密码'), 'Welcome2026');
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  expect(await screen.findByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeInTheDocument();
  await waitFor(() => expect(consentBox()).toHaveFocus());
  expect(backend.calls.list(REGISTER)).toHaveLength(0);
});

test('the tick survives reading the 用户协议 and coming back', async () => {
  const { user, router } = await open('/registor', '注册');
  await user.type(field('手机号'), NEW_PHONE);
  await agree(user);
  await user.click(screen.getByRole('link', { name: '《用户协议》' }));
  await screen.findByRole('heading', { name: '用户协议', level: 1 }, { timeout: 10_000 });
  await router.navigate(-1);
  await screen.findByRole('heading', { name: '注册', level: 1 }, { timeout: 10_000 });
  expect(consentBox()).toBeChecked();
  expect(field('手机号')).toHaveValue(NEW_PHONE);
});
