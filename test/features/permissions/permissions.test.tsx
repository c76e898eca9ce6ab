import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import { consentsOf } from '@mocks/services/driver/consents';
import { wireTime } from '@mocks/core/wireTime';
import { readStored, writeStored } from '@/session/storage';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { changeSettings } from '../../mocks/reminders/support';

const CONSENTS = '/driver/v2/api/consents';
const PUT = '/driver/v2/api/consents/{kind}';

beforeAll(() => warmPages(['/permissions']), 60_000);

const heldByA = (kind: string) => consentsOf(backend.db, DRIVER_A).find((c) => c.kind === kind);
const today = () => wireTime(backend.clock.now()).slice(0, 10);

async function open() {
  const view = renderApp('/permissions');
  await screen.findByRole('heading', { name: '权限与授权', level: 1 }, { timeout: 15_000 });
  return view;
}

describe('a driver', () => {
  test('each choice is a named switch with its purpose and date; the privacy policy is one tap away', async () => {
    signInAs('A');
    await open();
    const location = await screen.findByRole('switch', { name: '定位' }, { timeout: 10_000 });
    expect(location).toHaveAttribute('aria-checked', 'true');
    expect(location).toHaveAccessibleDescription(/用于查找附近的停车场和充电站.*尚未单独选择/);
    // Trail and marketing are not pre-checked.
    expect(screen.getByRole('switch', { name: '停车与充电记录的长期保留' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: '营销信息' })).toHaveAttribute('aria-checked', 'false');
    // Each reminder channel, its value the reminder settings' (webpush and WeChat on by default).
    expect(screen.getByRole('switch', { name: '微信提醒' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: '短信提醒' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacyPolicyHistory');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['个人信息的使用', '提醒渠道']);
  });

  test('withdrawing asks nothing, says what changes, and the server holds it with its date', async () => {
    signInAs('A');
    const { ui } = await open();
    const location = await screen.findByRole('switch', { name: '定位' }, { timeout: 10_000 });
    await userEvent.click(location);
    await waitFor(() => expect(location).toHaveAttribute('aria-checked', 'false'));
    expect(ui.dialogs).toHaveLength(0);
    expect(screen.getByText((_, el) => el?.getAttribute('role') === 'status' && !!el.textContent?.startsWith('已撤回定位：不再获取您的位置，附近的停车场和充电站按城市显示。'))).toBeInTheDocument();
    expect(location).toHaveAccessibleDescription(new RegExp(`已撤回于 ${today()}`));
    expect(backend.calls.list(PUT, 'PUT').map((c) => [c.path, c.body])).toEqual([['/driver/v2/api/consents/location', { granted: false }]]);
    expect(heldByA('location')).toMatchObject({ granted: false, changedAt: expect.stringMatching(new RegExp(`^${today()}`)) as string });
    // Mirrored for the phone's gate.
    expect(readStored('driverConsents')?.location?.granted).toBe(false);

    // Given again: the date follows.
    await userEvent.click(location);
    await waitFor(() => expect(location).toHaveAttribute('aria-checked', 'true'));
    expect(location).toHaveAccessibleDescription(new RegExp(`已同意于 ${today()}`));
    expect(heldByA('location')?.granted).toBe(true);
  });

  test('a reminder channel is the reminder settings\' channel: one source of truth, dated either way', async () => {
    signInAs('A');
    await open();
    const wechat = await screen.findByRole('switch', { name: '微信提醒' }, { timeout: 10_000 });
    await userEvent.click(wechat);
    await waitFor(() => expect(wechat).toHaveAttribute('aria-checked', 'false'));
    expect(backend.db.reminderPrefs.find((p) => p.driverId === DRIVER_A)?.channels.wechat).toBe(false);
    expect(screen.getByText((_, el) => el?.getAttribute('role') === 'status' && !!el.textContent?.startsWith('已撤回微信提醒：提醒不再通过微信发送，仍会出现在消息中心。'))).toBeInTheDocument();

    // Turned on in 提醒设置: the consent reads it, with the date of that change.
    backend.clock.advance(24 * 3600_000);
    await changeSettings(DRIVER_A, { channels: { sms: true } });
    expect(heldByA('reminderSms')).toMatchObject({ granted: true, changedAt: expect.stringMatching(new RegExp(`^${today()}`)) as string });
  });

  test('a second tap while the change is on its way sends nothing more', async () => {
    signInAs('A');
    await open();
    const marketing = await screen.findByRole('switch', { name: '营销信息' }, { timeout: 10_000 });
    backend.faults.add({ path: PUT, method: 'PUT', delayMs: 400 });
    await userEvent.click(marketing);
    expect(marketing).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(marketing);
    await waitFor(() => expect(marketing).toHaveAttribute('aria-checked', 'true'));
    expect(backend.calls.list(PUT, 'PUT')).toHaveLength(1);
    expect(heldByA('marketing')?.granted).toBe(true);
  });

  test('a failed or malformed answer is an honest state with 重试', async () => {
    signInAs('A');
    backend.faults.add({ path: CONSENTS, method: 'GET', code: '500', msg: '服务器开小差了', httpStatus: 500 });
    await open();
    expect(await screen.findByText('授权加载失败', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('switch', { name: '定位' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('a visitor', () => {
  test('the choices stay on this phone and are sent nowhere', async () => {
    writeStored('lng', 116.3);
    writeStored('lat', 39.95);
    await open();
    const marketing = await screen.findByRole('switch', { name: '营销信息' }, { timeout: 10_000 });
    expect(screen.queryByRole('switch', { name: '微信提醒' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: '定位' }));
    expect(screen.getByRole('switch', { name: '定位' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText((_, el) => el?.getAttribute('role') === 'status' && !!el.textContent?.startsWith('已撤回定位'))).toBeInTheDocument();
    expect(readStored('visitorConsents')?.location?.granted).toBe(false);
    // The last position kept on the phone goes with it.
    expect(readStored('lng')).toBeUndefined();
    expect(marketing).toHaveAttribute('aria-checked', 'false');
    expect(backend.calls.list(CONSENTS)).toHaveLength(0);
    expect(backend.calls.list(PUT)).toHaveLength(0);
    expect(within(document.body).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
  });
});
