import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createDomFeedback } from '@/ui/feedback/domFeedback';

test('a toast shows its text and goes away after its time', () => {
  jest.useFakeTimers();
  const ui = createDomFeedback();
  ui.toast('网络异常，请检查网络后重试', 3000);
  expect(screen.getByRole('status')).toHaveTextContent('网络异常，请检查网络后重试');
  jest.advanceTimersByTime(2999);
  expect(screen.getByRole('status')).toBeInTheDocument();
  jest.advanceTimersByTime(1);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  jest.useRealTimers();
});

test('a second toast replaces the first rather than stacking', () => {
  const ui = createDomFeedback();
  ui.toast('一');
  ui.toast('二');
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('二');
});

test('a dialog shows title, message and buttons, and resolves with the button tapped', async () => {
  const ui = createDomFeedback();
  const answer = ui.dialog({ title: '提示', content: '您有欠费账单未处理', actions: [{ key: 'pay', text: '立即补缴', primary: true }, { key: 'cancel', text: '取消' }] });
  const dialog = await screen.findByRole('alertdialog', { name: '提示' });
  expect(dialog).toHaveTextContent('您有欠费账单未处理');
  await userEvent.click(within(dialog).getByRole('button', { name: '立即补缴' }));
  await expect(answer).resolves.toBe('pay');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('closeDialogs removes open dialogs and resolves them with null', async () => {
  const ui = createDomFeedback();
  const answer = ui.dialog({ content: '该账号已在其他手机登录', actions: [{ key: 'ok', text: '重新登录' }] });
  expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  ui.closeDialogs();
  await expect(answer).resolves.toBeNull();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

const unbind = () => ({
  title: '解绑车辆',
  content: '确定解绑京A·12345吗？',
  actions: [{ key: 'cancel' as const, text: '取消' }, { key: 'unbind' as const, text: '解绑', primary: true }],
});

test('a dialog starts on the safe action, so Enter twice does not confirm anything', async () => {
  const ui = createDomFeedback();
  const answer = ui.dialog(unbind());
  expect(await screen.findByRole('button', { name: '取消' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(answer).resolves.toBe('cancel');
});

test('Escape takes the safe action; a single-action dialog is dismissed without choosing it', async () => {
  const ui = createDomFeedback();
  const first = ui.dialog(unbind());
  await screen.findByRole('alertdialog');
  await userEvent.keyboard('{Escape}');
  await expect(first).resolves.toBe('cancel');
  const second = ui.dialog({ title: '提示', content: '请在出口扫码', actions: [{ key: 'ok', text: '确定' }] });
  expect(await screen.findByRole('button', { name: '确定' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect(second).resolves.toBeNull();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('Tab stays inside the dialog and focus returns to where it was', async () => {
  const opener = document.createElement('button');
  opener.textContent = '解绑';
  document.body.appendChild(opener);
  opener.focus();
  const ui = createDomFeedback();
  const answer = ui.dialog(unbind());
  await screen.findByRole('alertdialog');
  await userEvent.tab();
  expect(document.activeElement).toHaveTextContent('解绑');
  expect(document.activeElement?.closest('[role="alertdialog"]')).not.toBeNull();
  await userEvent.tab();
  expect(document.activeElement).toHaveTextContent('取消');
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  expect(document.activeElement?.closest('[role="alertdialog"]')).not.toBeNull();
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '解绑' }));
  await expect(answer).resolves.toBe('unbind');
  expect(opener).toHaveFocus();
});

test('a dialog closed before its code had come never opens', async () => {
  const ui = createDomFeedback();
  const a = ui.dialog(unbind());
  ui.closeDialogs();
  await expect(a).resolves.toBeNull();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('after closeDialogs a new dialog still works and no mask is left behind', async () => {
  const ui = createDomFeedback();
  const a = ui.dialog(unbind());
  ui.closeDialogs();
  await expect(a).resolves.toBeNull();
  const b = ui.dialog({ content: '再次登录', actions: [{ key: 'ok', text: '确定' }] });
  await userEvent.click(await screen.findByRole('button', { name: '确定' }));
  await expect(b).resolves.toBe('ok');
  // The first dialog's entry is gone: closing all again resolves nothing twice and throws nothing.
  expect(() => ui.closeDialogs()).not.toThrow();
  expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
});
