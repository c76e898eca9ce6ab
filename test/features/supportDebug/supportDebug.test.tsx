import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { issueSupportCode } from '@mocks/services/basic/supportCodes';
import { SUPPORT_CODE_TTL_MS } from '@/api/types/basic-debug';
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

test('a visitor may use a code too (a driver who cannot sign in is a support case)', async () => {
  await enter(issue());
  expect(await screen.findByRole('heading', { name: '应用信息' })).toBeInTheDocument();
});

test('a session set by hand with a made-up code opens nothing: the page asks the server again and removes it', async () => {
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
