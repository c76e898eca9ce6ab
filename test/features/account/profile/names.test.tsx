import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { driverA, openPage } from './profileKit';

const FORBIDDEN_MESSAGE = '名称不能包含下列任何字符：/ \\ : * ? " < \' >';
const NICK = '/driver/v2/api/nickName';
const USER_NAME = '/driver/v2/api/userName';

/** Each page, the call that saves it, the driver field it changes and A's value before. */
const pages = [
  { url: '/changeNickname', heading: '修改昵称', label: '昵称', path: NICK, field: 'nickName', before: '张师傅' },
  { url: '/changeUserName', heading: '修改姓名', label: '姓名', path: USER_NAME, field: 'userName', before: '张伟' },
] as const;

describe.each(pages)('$url', ({ url, heading, label, path, field: key, before }) => {
  const saved = () => driverA()[key];
  async function field() {
    return screen.findByLabelText(label);
  }

  test('the name rule of spec section 5, message by message; empty shows nothing but cannot be saved', async () => {
    await openPage(url, heading);
    const input = await field();
    const save = screen.getByRole('button', { name: '保存' });
    expect(input).toHaveValue(before);
    expect(save).toBeDisabled(); // unchanged

    for (const bad of ['张/三', '张\\三', 'a:b', 'a*b', 'a?b', 'a"b', 'a<b', "a'b", 'a>b']) {
      await userEvent.clear(input);
      await userEvent.type(input, bad);
      expect(screen.getByRole('alert')).toHaveTextContent(FORBIDDEN_MESSAGE);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(save).toBeDisabled();
    }
    for (const spaced of [' 张三', '张三 ']) {
      await userEvent.clear(input);
      await userEvent.type(input, spaced);
      expect(screen.getByRole('alert')).toHaveTextContent(/^首尾不能有空格$/);
      expect(save).toBeDisabled();
    }
    await userEvent.clear(input);
    await userEvent.type(input, '一二三四五六七八九十一二三四五六七八九十一');
    expect(screen.getByRole('alert')).toHaveTextContent(`${label}不能超过20个字`);

    await userEvent.clear(input);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(save).toBeDisabled();

    await userEvent.type(input, '张 三');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(backend.calls.list(path)).toHaveLength(0);
  }, 20_000);

  test('saving from the profile: the server gets the name, 修改成功, back to the profile which shows it at once', async () => {
    const { router, ui } = await openPage('/userInfo', '个人信息');
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(`^${label}`) }));
    await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 });
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '老张');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/userInfo'));
    expect(backend.calls.list(path, 'PUT').map((c) => c.body)).toEqual([{ [key]: '老张' }]);
    expect(ui.toasts.map((t) => t.text)).toContain('修改成功');
    const details = await screen.findByRole('list', { name: '个人资料' });
    expect(await within(details).findByRole('link', { name: new RegExp(`${label}\\s*老张`) })).toBeInTheDocument();
    expect(saved()).toBe('老张');
    expect(window.sessionStorage.length).toBe(0); // the draft is gone once saved
  });

  test('a refused save keeps what was typed (also across a reload) and says why inline', async () => {
    backend.faults.add({ path, code: '0x1234', msg: '昵称审核中，请稍后再试' });
    const first = await openPage(url, heading);
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '老张');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('昵称审核中，请稍后再试')).toBeInTheDocument();
    expect(first.ui.toasts.map((t) => t.text)).toEqual(['昵称审核中，请稍后再试']); // the catalogue's, once
    expect(input).toHaveValue('老张');
    expect(first.router.state.location.pathname).toBe(url);
    expect(saved()).toBe(before);

    // A detour (to /login and back, or a reload) remounts the page: the typed value is still there.
    first.unmount();
    renderApp(url);
    expect(await field()).toHaveValue('老张');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toBe('老张'));
  });

  test('a double tap saves once; the button is disabled while saving', async () => {
    backend.faults.add({ path, delayMs: 300 });
    await openPage(url, heading);
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '老张');
    const save = screen.getByRole('button', { name: '保存' });
    await userEvent.dblClick(save);
    expect(await screen.findByRole('button', { name: '保存中…' })).toBeDisabled();
    await waitFor(() => expect(saved()).toBe('老张'));
    expect(backend.calls.list(path, 'PUT')).toHaveLength(1);
  });
});

test('the nickname also refuses emoji and | % & (as the server does)', async () => {
  await openPage('/changeNickname', '修改昵称');
  const input = await screen.findByLabelText('昵称');
  for (const bad of ['老张😀', '老|张', '老%张', '老&张']) {
    await userEvent.clear(input);
    await userEvent.type(input, bad);
    expect(screen.getByRole('alert')).toHaveTextContent('昵称不能包含表情或 | % & 等特殊字符');
  }
});

test('driver B sees their own nickname to edit', async () => {
  signInAs('B');
  renderApp('/changeNickname');
  expect(await screen.findByLabelText('昵称')).toHaveValue('李女士');
});

test('the real name refuses emoji too: 张伟🚗 cannot be saved', async () => {
  await openPage('/changeUserName', '修改姓名');
  const input = await screen.findByLabelText('姓名');
  await userEvent.clear(input);
  await userEvent.type(input, '张伟🚗');
  expect(screen.getByRole('alert')).toHaveTextContent('名称不能包含表情符号');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const save = screen.getByRole('button', { name: '保存' });
  expect(save).toBeDisabled();
  await userEvent.click(save);
  expect(backend.calls.list(USER_NAME)).toHaveLength(0);
  expect(driverA().userName).toBe('张伟');
});
