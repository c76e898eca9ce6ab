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
  const dialog = screen.getByRole('alertdialog', { name: '提示' });
  expect(dialog).toHaveTextContent('您有欠费账单未处理');
  await userEvent.click(within(dialog).getByRole('button', { name: '立即补缴' }));
  await expect(answer).resolves.toBe('pay');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('closeDialogs removes open dialogs and resolves them with null', async () => {
  const ui = createDomFeedback();
  const answer = ui.dialog({ content: '该账号已在其他手机登录', actions: [{ key: 'ok', text: '重新登录' }] });
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  ui.closeDialogs();
  await expect(answer).resolves.toBeNull();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
