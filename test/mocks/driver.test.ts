import { authApi } from '@/api/auth';
import { driverApi } from '@/api/driver';
import { setupStore } from '@/app/store';
import { clearTokens, saveTokens } from '@/session/tokens';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { driverAccountApi } from '@/api/driver/account';
import { authSignInApi } from '@/api/auth/signIn';

const CODE = '123456';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

type Store = ReturnType<typeof store>;
/** Signs in from a clean slate, as the login page does (a revoked token in the cookies would get a 401 first). */
function login(s: Store, phone: string, password: string) {
  clearTokens();
  return s.dispatch(authSignInApi.endpoints.passwordLogin.initiate({ phone, password })).unwrap();
}

test('register signs the new driver in and its password is the one that logs in; the phone cannot register twice', async () => {
  const s = store();
  await expect(s.dispatch(driverAccountApi.endpoints.register.initiate({ phone: '13711112222', verifyCode: CODE, password: 'abcdefgh' })).unwrap())
    .rejects.toMatchObject({ msg: '密码须为8-20位，且同时包含字母和数字' });
  const pair = await s.dispatch(driverAccountApi.endpoints.register.initiate({ phone: '13711112222', verifyCode: CODE, password: 'Park2026ok' })).unwrap();
  expect(backend.db.drivers.find((d) => d.driverId === pair.driverId)?.phone).toBe('13711112222');
  expect((await login(s, '13711112222', 'Park2026ok')).driverId).toBe(pair.driverId);
  const registered = await s.dispatch(driverAccountApi.endpoints.isPhoneRegistered.initiate({ phone: '13711112222' })).unwrap();
  expect(registered.registered).toBe(true);
  await expect(s.dispatch(driverAccountApi.endpoints.register.initiate({ phone: '13711112222', verifyCode: CODE, password: 'Park2026ok' })).unwrap())
    .rejects.toMatchObject({ msg: '该手机号已注册，请直接登录' });
  // A new driver starts with an empty general wallet.
  saveTokens(pair);
  const wallet = await s.dispatch(driverAccountApi.endpoints.defaultWallet.initiate()).unwrap();
  expect(wallet).toMatchObject({ walletType: 1, balance: 0, isDefault: true });
});

test('a changed password is the one that logs in next', async () => {
  const s = store();
  signInAs('A');
  await expect(s.dispatch(driverAccountApi.endpoints.changePassword.initiate({ oldPassword: 'Nope12345', newPassword: 'Better2027' })).unwrap())
    .rejects.toMatchObject({ msg: '原密码错误' });
  await s.dispatch(driverAccountApi.endpoints.changePassword.initiate({ oldPassword: 'Driver@2026', newPassword: 'Better2027' })).unwrap();
  await expect(login(s, '13800138000', 'Driver@2026')).rejects.toMatchObject({ code: '0xd12501002' });
  expect((await login(s, '13800138000', 'Better2027')).driverId).toBe(DRIVER_A);
});

test('a reset password logs in next and ends the sessions that were open', async () => {
  const s = store();
  const before = signInAs('B');
  await s.dispatch(driverAccountApi.endpoints.resetPassword.initiate({ phone: '13900139000', verifyCode: CODE, newPassword: 'Reset2026' })).unwrap();
  expect(backend.db.tokens.get(before.token)?.revoked).toBe(true);
  expect((await login(s, '13900139000', 'Reset2026')).driverId).toBe(DRIVER_B);
});

test('a second verify code for the same phone within 60 s is refused, after 60 s it goes', async () => {
  const s = store();
  const sent = await s.dispatch(driverAccountApi.endpoints.sendVerifyCode.initiate({ phone: '13800138000', type: 1 })).unwrap();
  expect(sent.resendAfter).toBe(60);
  await expect(s.dispatch(driverAccountApi.endpoints.sendVerifyCode.initiate({ phone: '13800138000', type: 1 })).unwrap())
    .rejects.toMatchObject({ code: '0xd12501011', msg: expect.stringMatching(/^验证码发送过于频繁，请\d+秒后再试$/) });
  // Another phone is not held up.
  await s.dispatch(driverAccountApi.endpoints.sendVerifyCode.initiate({ phone: '13900139000', type: 3 })).unwrap();
  // A reset-password code for a phone nobody registered is refused.
  await expect(s.dispatch(driverAccountApi.endpoints.sendVerifyCode.initiate({ phone: '13700001111', type: 3 })).unwrap())
    .rejects.toMatchObject({ msg: '该手机号未注册' });
  (backend.db.verifyCodesSent[0] as { sentAt: number }).sentAt -= 61_000;
  await s.dispatch(driverAccountApi.endpoints.sendVerifyCode.initiate({ phone: '13800138000', type: 1 })).unwrap();
  expect(backend.db.verifyCodesSent.filter((v) => v.phone === '13800138000')).toHaveLength(2);
});

test('a changed phone is the one that logs in; a phone of another driver is refused', async () => {
  const s = store();
  signInAs('A');
  await expect(s.dispatch(driverAccountApi.endpoints.changePhone.initiate({ phone: '13900139000', verifyCode: CODE })).unwrap())
    .rejects.toMatchObject({ msg: '该手机号已被其他账号使用' });
  await s.dispatch(driverAccountApi.endpoints.changePhone.initiate({ phone: '13811112222', verifyCode: CODE })).unwrap();
  expect((await login(s, '13811112222', 'Driver@2026')).driverId).toBe(DRIVER_A);
  await expect(login(s, '13800138000', 'Driver@2026')).rejects.toMatchObject({ msg: '该手机号未注册，请先注册' });
});

test('the nickname follows the spec name rules and shows in loginInfo', async () => {
  const s = store();
  signInAs('A');
  await expect(s.dispatch(driverAccountApi.endpoints.changeNickName.initiate({ nickName: '老张 ' })).unwrap()).rejects.toMatchObject({ msg: '首尾不能有空格' });
  await expect(s.dispatch(driverAccountApi.endpoints.changeNickName.initiate({ nickName: '老<张>' })).unwrap()).rejects.toMatchObject({ code: '400' });
  await s.dispatch(driverAccountApi.endpoints.changeNickName.initiate({ nickName: '老张' })).unwrap();
  expect((await s.dispatch(authApi.endpoints.loginInfo.initiate()).unwrap()).nickName).toBe('老张');
});

test('balance and wallets read the driver balance the payment code lowers', async () => {
  const s = store();
  signInAs('A');
  expect(await s.dispatch(driverAccountApi.endpoints.balanceInfo.initiate()).unwrap()).toMatchObject({ balance: 10000, availableBalance: 10000, supportBalance: 1 });
  (backend.db.drivers.find((d) => d.driverId === DRIVER_A) as { balanceCents: number }).balanceCents = 2550;
  const info = await s.dispatch(driverAccountApi.endpoints.balanceInfo.initiate(undefined, { forceRefetch: true })).unwrap();
  expect(info.balance).toBe(2550);
  const wallets = await s.dispatch(driverAccountApi.endpoints.wallets.initiate()).unwrap();
  expect(wallets.results.map((w) => [w.walletType, w.balance])).toEqual([[1, 2550], [2, 0]]);
  expect((await s.dispatch(driverApi.endpoints.plateCount.initiate()).unwrap()).count).toBe(3);
  const groups = await s.dispatch(driverAccountApi.endpoints.mineGroups.initiate()).unwrap();
  expect(groups.results.map((g) => g.groupId)).toEqual(['G3001']);
});

test("A's deletion check lists the arrears bill, the balance and the charging order; the deletion is refused", async () => {
  const s = store();
  signInAs('A');
  const list = await s.dispatch(driverAccountApi.endpoints.accountDeleteCheckList.initiate()).unwrap();
  const byType = Object.fromEntries(list.results.map((c) => [c.checkType, c]));
  expect(byType.UNPAID_BILL).toMatchObject({ passed: false, count: 1 });
  expect(byType.BALANCE).toMatchObject({ passed: false, amount: 10000 });
  expect(byType.CHARGING_ORDER?.passed).toBe(false);
  await expect(s.dispatch(driverAccountApi.endpoints.deleteAccount.initiate({ verifyCode: CODE })).unwrap()).rejects.toMatchObject({ code: '0xd12501040' });
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.deleted).toBe(false);
});

test('a driver with nothing pending deletes the account: tokens end, plates go, the phone may register again', async () => {
  const s = store();
  const pair = await s.dispatch(driverAccountApi.endpoints.register.initiate({ phone: '13722223333', verifyCode: CODE, password: 'Leave2026' })).unwrap();
  saveTokens(pair);
  backend.db.plates.push({ plateId: 'PLX', driverId: pair.driverId, plateNo: '京C54321', plateColor: 1, isDefault: true, autoDeduct: false, boundAt: 0 });
  const result = await s.dispatch(driverAccountApi.endpoints.accountDeleteCheckResult.initiate()).unwrap();
  expect(result).toEqual({ canDelete: true, reasons: [] });
  await expect(s.dispatch(driverAccountApi.endpoints.deleteAccount.initiate({ verifyCode: '000000' })).unwrap()).rejects.toMatchObject({ code: '0xd12501010' });
  await s.dispatch(driverAccountApi.endpoints.deleteAccount.initiate({ verifyCode: CODE })).unwrap();
  expect(backend.db.tokens.get(pair.token)?.revoked).toBe(true);
  expect(backend.db.plates.some((p) => p.driverId === pair.driverId)).toBe(false);
  await expect(login(s, '13722223333', 'Leave2026')).rejects.toMatchObject({ msg: '该手机号未注册，请先注册' });
  const again = await s.dispatch(driverAccountApi.endpoints.register.initiate({ phone: '13722223333', verifyCode: CODE, password: 'Back2026' })).unwrap();
  expect(again.driverId).not.toBe(pair.driverId);
});

test("the app shell's ticket becomes a token pair for A; a wrong openid is refused", async () => {
  const s = store();
  const pair = await s.dispatch(driverApi.endpoints.tokenByTicket.initiate({ ticket: 'TICKET-DEMO-A', openid: 'oWx_demo_A' })).unwrap();
  expect(pair.driverId).toBe(DRIVER_A);
  await expect(s.dispatch(driverApi.endpoints.tokenByTicket.initiate({ ticket: 'TICKET-DEMO-A', openid: 'oWx_someone_else' })).unwrap())
    .rejects.toMatchObject({ code: '0xd12501014' });
  saveTokens(pair);
  expect(await s.dispatch(driverAccountApi.endpoints.loginStates.initiate()).unwrap()).toEqual({ loginState: 1, driverId: DRIVER_A, thirdBound: true });
});

test('binding an openid to an existing phone makes that openid name the driver', async () => {
  const s = store();
  const before = await s.dispatch(driverAccountApi.endpoints.driverIdByThirdId.initiate({ thirdId: 'oWx_for_B' })).unwrap();
  expect(before).toEqual({ driverId: null, bound: false });
  const bound = await s.dispatch(driverAccountApi.endpoints.bindPhone.initiate({ phone: '13900139000', verifyCode: CODE, thirdId: 'oWx_for_B' })).unwrap();
  expect(bound).toMatchObject({ driverId: DRIVER_B, created: false });
  const after = await s.dispatch(driverAccountApi.endpoints.driverIdByThirdId.initiate({ thirdId: 'oWx_for_B' }, { forceRefetch: true })).unwrap();
  expect(after).toEqual({ driverId: DRIVER_B, bound: true });
  // An openid already bound to A cannot move to B.
  await expect(s.dispatch(driverAccountApi.endpoints.bindPhone.initiate({ phone: '13900139000', verifyCode: CODE, thirdId: 'oWx_demo_A' })).unwrap())
    .rejects.toMatchObject({ msg: '该微信已绑定其他手机号' });
});
