import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { issueSupportCode } from '@mocks/services/basic/supportCodes';
import { SUPPORT_CODE_TTL_MS } from '@/api/basic/debug.types';
import { recheckDebugGrant } from '@/app/recheckDebugGrant';
import { readDebugGrant, saveDebugGrant } from '@/features/supportDebug/grant';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { storeWithFakes } from '../../support/store';
import { warmPages } from '../../payment/kit';

const VERIFY = '/basic/v2/api/service/supportCodes/verify';

beforeAll(() => warmPages(['/supportDebug', '/debug']), 60_000);

function issue(requestNo = 'SR000001') {
  return issueSupportCode(backend.db, requestNo, backend.clock.now()).code;
}

async function openForm() {
  const view = renderApp('/supportDebug');
  await screen.findByRole('heading', { name: '输入调试码' }, { timeout: 15_000 });
  return { ...view, field: screen.getByRole('textbox', { name: '调试码' }), submit: screen.getByRole('button', { name: '验证并打开调试面板' }) };
}

async function enter(code: string) {
  const { field, submit, ...view } = await openForm();
  await userEvent.type(field, code);
  await userEvent.click(submit);
  return { field, submit, ...view };
}

test('a malformed code is refused on the page, with nothing sent', async () => {
  signInAs('A');
  const { field, submit } = await openForm();
  await userEvent.click(submit);
  expect(await screen.findByText('请输入调试码')).toBeInTheDocument();
  await userEvent.type(field, 'abc');
  await userEvent.click(submit);
  expect(await screen.findByText('调试码为 8 位字母或数字，请核对后重新输入')).toBeInTheDocument();
  expect(field).toHaveFocus();
  expect(backend.calls.list(VERIFY, null)).toHaveLength(0);
});

test('a wrong code: the server refuses it, the page says so in Chinese next to the field, no panel, no session', async () => {
  signInAs('A');
  issue();
  const { field } = await enter('ABCD2345');
  expect(await screen.findByText('调试码不正确，请核对后重新输入')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('heading', { name: '应用信息' })).not.toBeInTheDocument();
  expect(readDebugGrant()).toBeUndefined();
  expect(backend.calls.list(VERIFY, null)).toEqual([expect.objectContaining({ body: { supportCode: 'ABCD2345' } })]);
});

test('an expired code is refused with its own message', async () => {
  signInAs('A');
  const code = issue();
  backend.clock.advance(SUPPORT_CODE_TTL_MS + 1000);
  await enter(code);
  expect(await screen.findByText('调试码已过期，请联系客服重新获取')).toBeInTheDocument();
  expect(readDebugGrant()).toBeUndefined();
});

test("another driver's code is refused while signed in", async () => {
  signInAs('B');
  await enter(issue('SR000001'));
  expect(await screen.findByText('该调试码不属于当前登录的账号')).toBeInTheDocument();
});

test('a valid code (typed with spaces, lower case) opens the panel, focused on its first heading, and a session until the expiry', async () => {
  signInAs('A');
  const code = issue();
  const spaced = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
  const before = Date.now();
  await enter(spaced);
  const heading = await screen.findByRole('heading', { name: '应用信息' });
  await waitFor(() => expect(heading).toHaveFocus());
  const grant = readDebugGrant();
  expect(grant).toEqual({ code, requestNo: 'SR000001', expiresAt: expect.any(Number) });
  expect(grant?.expiresAt).toBeGreaterThanOrEqual(before + SUPPORT_CODE_TTL_MS - 5000);
  expect(screen.getByText('服务单 SR000001', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('2 · 微信')).toBeInTheDocument();
  // The calls the app made are listed (the verify call among them), newest first, with status and duration.
  const calls = screen.getByRole('list', { name: /接口调用/ });
  expect(within(calls).getByText(`POST ${VERIFY}`)).toBeInTheDocument();
  expect(within(calls).getAllByText(/耗时 \d+ 毫秒/).length).toBeGreaterThan(0);
  expect(screen.getByRole('list', { name: /操作记录/ })).toHaveTextContent('basicApi/executeMutation/fulfilled');
  expect(screen.getByRole('button', { name: '导出日志' })).toBeInTheDocument();
});

test('a visitor is asked to sign in first: no form, nothing sent, a left-over session removed; the button leads to sign-in and back', async () => {
  saveDebugGrant({ code: issue(), requestNo: 'SR000001', expiresAt: Date.now() + 3600_000 });
  const { router } = renderApp('/supportDebug');
  expect(await screen.findByRole('heading', { name: '请先登录' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('调试码只能由服务单所属的账号使用。请先登录该账号，再输入客服提供的调试码。')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '调试码' })).not.toBeInTheDocument();
  expect(readDebugGrant()).toBeUndefined();
  expect(backend.calls.list(VERIFY, null)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: '登录后输入调试码' }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2FsupportDebug'));
});

test('6 wrong codes: the 6th says the case is locked and until when, the right code is refused too; 15 minutes later on the server it opens', async () => {
  signInAs('A');
  const code = issue();
  const { field, submit } = await openForm();
  for (let i = 0; i < 5; i += 1) {
    await userEvent.clear(field);
    await userEvent.type(field, `ABCD234${i + 2}`);
    await userEvent.click(submit);
    await waitFor(() => expect(backend.calls.list(VERIFY, null)).toHaveLength(i + 1));
    expect(await screen.findByText('调试码不正确，请核对后重新输入')).toBeInTheDocument();
  }
  await userEvent.clear(field);
  await userEvent.type(field, 'ABCD2399');
  await userEvent.click(submit);
  const locked = /^调试码错误次数过多，请于 \d{2}:\d{2} 后再试，或请客服重新发放调试码$/;
  expect(await screen.findByText(locked)).toBeInTheDocument();
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(submit);
  await waitFor(() => expect(backend.calls.list(VERIFY, null)).toHaveLength(7));
  expect(await screen.findByText(locked)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '应用信息' })).not.toBeInTheDocument();
  expect(readDebugGrant()).toBeUndefined();

  backend.clock.advance(15 * 60_000);
  await userEvent.click(submit);
  expect(await screen.findByRole('heading', { name: '应用信息' })).toBeInTheDocument();
});

test('a lockout the server names no time for is still explained, with the 15 minutes', async () => {
  signInAs('A');
  issue();
  backend.faults.add({ path: VERIFY, code: '0xd06520006', msg: '' });
  await enter('ABCD2345');
  expect(await screen.findByText('调试码错误次数过多，请 15 分钟后再试，或请客服重新发放调试码')).toBeInTheDocument();
});

test('a session set by hand with a made-up code opens nothing: the page asks the server again and removes it', async () => {
  signInAs('A');
  saveDebugGrant({ code: 'ABCD2345', requestNo: 'SR000001', expiresAt: Date.now() + 3600_000 });
  renderApp('/supportDebug');
  expect(await screen.findByText('调试会话无法继续：调试码不正确，请核对后重新输入', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '应用信息' })).not.toBeInTheDocument();
  expect(readDebugGrant()).toBeUndefined();
});

test('a session with a code the server still holds reopens the panel after a reload', async () => {
  signInAs('A');
  const code = issue();
  saveDebugGrant({ code, requestNo: 'SR000001', expiresAt: Date.now() + 3600_000 });
  renderApp('/supportDebug');
  expect(await screen.findByRole('heading', { name: '应用信息' }, { timeout: 15_000 })).toBeInTheDocument();
});

test('结束调试 ends the session', async () => {
  signInAs('A');
  await enter(issue());
  await userEvent.click(await screen.findByRole('button', { name: '结束调试' }));
  expect(await screen.findByText('调试会话已结束')).toBeInTheDocument();
  expect(readDebugGrant()).toBeUndefined();
});

test('the boot check of a production start removes a refused session and reloads; a network failure keeps it', async () => {
  signInAs('A');
  const { store } = storeWithFakes();
  const reload = jest.fn();
  saveDebugGrant({ code: 'ABCD2345', requestNo: 'SR000001', expiresAt: Date.now() + 3600_000 });
  backend.faults.add({ path: VERIFY, networkError: true });
  await recheckDebugGrant(store, reload);
  expect(reload).not.toHaveBeenCalled();
  expect(readDebugGrant()).toBeDefined();
  await recheckDebugGrant(store, reload);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(readDebugGrant()).toBeUndefined();
});

test('/debug opens the panel without a code outside production builds', async () => {
  renderApp('/debug');
  expect(await screen.findByRole('heading', { name: '应用信息' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('开发环境，无需调试码')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '结束调试' })).not.toBeInTheDocument();
});
