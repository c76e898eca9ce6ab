import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { subscribePush } from '../../mocks/reminders/support';

const SETTINGS = '/basic/v2/api/reminderSettings';
const IDLE_SOON = '占位费开始前5分钟提醒';
const SMS = '短信提醒（仅费用提醒，每天最多3条）';

beforeAll(() => warmPages(['/reminderSettings', '/sysnotice']), 60_000);

/** The settings A's server holds now (the mock's own record, defaults until A chose). */
const prefsOfA = () => backend.db.reminderPrefs.find((p) => p.driverId === DRIVER_A);
const puts = () => backend.calls.list(SETTINGS, 'PUT').map((c) => c.body);

async function open() {
  const view = renderApp('/reminderSettings');
  await screen.findByRole('switch', { name: IDLE_SOON }, { timeout: 15_000 });
  return view;
}

test('every kind under its group as a named switch, fee warnings marked, the keyboard reaches them', async () => {
  signInAs('A');
  await open();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
    ['停车', '充电', '预约', '月卡与错峰', '账户与服务', '免打扰时段', '提醒渠道'],
  );
  const soon = screen.getByRole('switch', { name: IDLE_SOON });
  expect(soon).toHaveAttribute('aria-checked', 'true');
  expect(soon).toHaveAccessibleDescription('费用提醒');
  expect(screen.getByRole('switch', { name: '充电结束提醒' })).not.toHaveAccessibleDescription(/费用提醒/);
  // The start the driver scheduled is told at its time, whatever the quiet hours.
  expect(screen.getByRole('switch', { name: '预约充电已开始提醒' })).toHaveAccessibleDescription('按预约时间发送，不受免打扰时段限制');
  // 20 kinds, 2 quiet-hours switches, 4 channels.
  expect(screen.getAllByRole('switch')).toHaveLength(26);

  // Tab from the heading before it lands on it; Space flips it (and saves it).
  screen.getByRole('switch', { name: '充电结束提醒' }).focus();
  await userEvent.tab();
  expect(soon).toHaveFocus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(soon).toHaveAttribute('aria-checked', 'false'));
  expect(puts()).toEqual([{ kinds: { chargeIdleSoon: false } }]);
});

test('turning a kind off saves only that change, at once, and a reload reads it back from the server', async () => {
  signInAs('A');
  const first = await open();
  await userEvent.click(screen.getByRole('switch', { name: '月卡即将到期提醒' }));
  await waitFor(() => expect(screen.getByRole('switch', { name: '月卡即将到期提醒' })).toHaveAttribute('aria-checked', 'false'));
  expect(puts()).toEqual([{ kinds: { passExpiring: false } }]);
  expect(prefsOfA()?.kindsOff).toEqual(['passExpiring']);
  first.unmount();

  // A fresh store: nothing kept on the phone, the server's answer only.
  await open();
  expect(screen.getByRole('switch', { name: '月卡即将到期提醒' })).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByRole('switch', { name: IDLE_SOON })).toHaveAttribute('aria-checked', 'true');
});

test('while a change is on its way the switch waits: a second tap sends nothing more', async () => {
  signInAs('A');
  await open();
  backend.faults.add({ path: SETTINGS, method: 'PUT', delayMs: 400 });
  const sw = screen.getByRole('switch', { name: '微信服务通知' });
  await userEvent.click(sw);
  expect(sw).toHaveAttribute('aria-busy', 'true');
  // Still what the server holds until it answers.
  expect(sw).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(sw);
  await userEvent.click(sw);
  await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'false'));
  expect(sw).not.toHaveAttribute('aria-busy');
  expect(puts()).toEqual([{ channels: { wechat: false } }]);
  expect(prefsOfA()?.channels.wechat).toBe(false);
});

test('quiet hours: the times are labelled and saved; the fee switch says what ON means', async () => {
  signInAs('A');
  const first = await open();
  const start = screen.getByLabelText('开始时间');
  const end = screen.getByLabelText('结束时间');
  expect(start).toHaveAttribute('type', 'time');
  expect(start).toHaveValue('22:00');
  expect(end).toHaveValue('07:00');
  expect(screen.getByRole('switch', { name: '免打扰时段' })).toHaveAccessibleDescription(/22:00 至次日 07:00/);

  fireEvent.change(start, { target: { value: '23:30' } });
  fireEvent.blur(start);
  await waitFor(() => expect(prefsOfA()?.quietHours.start).toBe('23:30'));
  expect(puts()).toEqual([{ quietHours: { start: '23:30' } }]);
  await waitFor(() => expect(screen.getByRole('switch', { name: '免打扰时段' })).toHaveAccessibleDescription(/23:30 至次日 07:00/));

  // A time picked and left alone saves by itself once it settles.
  fireEvent.change(end, { target: { value: '06:45' } });
  await waitFor(() => expect(prefsOfA()?.quietHours.end).toBe('06:45'), { timeout: 3000 });

  // ON = fee warnings still come in quiet hours = the server's includeFees false (its default).
  const fees = screen.getByRole('switch', { name: '免打扰时段内也提醒费用' });
  expect(fees).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(fees);
  await waitFor(() => expect(fees).toHaveAttribute('aria-checked', 'false'));
  expect(prefsOfA()?.quietHours.includeFees).toBe(true);
  expect(puts().at(-1)).toEqual({ quietHours: { includeFees: true } });

  await userEvent.click(screen.getByRole('switch', { name: '免打扰时段' }));
  await waitFor(() => expect(prefsOfA()?.quietHours.enabled).toBe(false));
  expect(puts().at(-1)).toEqual({ quietHours: { enabled: false } });
  first.unmount();

  await open();
  expect(screen.getByLabelText('开始时间')).toHaveValue('23:30');
  expect(screen.getByLabelText('结束时间')).toHaveValue('06:45');
  expect(screen.getByRole('switch', { name: '免打扰时段内也提醒费用' })).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByRole('switch', { name: '免打扰时段' })).toHaveAttribute('aria-checked', 'false');
});

test('channels: SMS with its limit, WeChat and Alipay, and the devices with push', async () => {
  signInAs('A');
  await subscribePush(DRIVER_A);
  await open();
  expect(screen.getByText('已开启推送的设备：1 台')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: '微信服务通知' })).toHaveAttribute('aria-checked', 'true');
  // Alipay's messages are asked for first (the Alipay card or this switch).
  expect(screen.getByRole('switch', { name: '支付宝消息' })).toHaveAttribute('aria-checked', 'false');
  const sms = screen.getByRole('switch', { name: SMS });
  expect(sms).toHaveAttribute('aria-checked', 'false');
  await userEvent.click(sms);
  await waitFor(() => expect(sms).toHaveAttribute('aria-checked', 'true'));
  expect(prefsOfA()?.channels.sms).toBe(true);
  expect(puts()).toEqual([{ channels: { sms: true } }]);
});

test('a save the server refuses: the toast says why and the switch shows what the server still holds', async () => {
  signInAs('A');
  const { ui } = await open();
  backend.faults.add({ path: SETTINGS, method: 'PUT', httpStatus: 500, code: '500', msg: '服务繁忙，设置未保存，请稍后再试' });
  const sw = screen.getByRole('switch', { name: '支付宝消息' });
  await userEvent.click(sw);
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('服务繁忙，设置未保存，请稍后再试'));
  await waitFor(() => expect(sw).not.toHaveAttribute('aria-busy'));
  expect(sw).toHaveAttribute('aria-checked', 'false');
  expect(prefsOfA()).toBeUndefined();
  // The settings were asked again after the failure.
  await waitFor(() => expect(backend.calls.list(SETTINGS, 'GET').length).toBeGreaterThanOrEqual(2));

  // A refused time goes back to the server's.
  backend.faults.add({ path: SETTINGS, method: 'PUT', code: '400', msg: '免打扰时间须为 HH:mm' });
  const start = screen.getByLabelText('开始时间');
  fireEvent.change(start, { target: { value: '21:00' } });
  fireEvent.blur(start);
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('免打扰时间须为 HH:mm'));
  await waitFor(() => expect(start).toHaveValue('22:00'));

  // Nothing is lost: the next tap saves.
  await userEvent.click(sw);
  await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'true'));
  expect(prefsOfA()?.channels.alipay).toBe(true);
});

test('a visitor is asked to sign in and comes back to the settings', async () => {
  const { router } = renderApp('/reminderSettings');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/reminderSettings');
  expect(backend.calls.list(SETTINGS, 'GET')).toHaveLength(0);
});
