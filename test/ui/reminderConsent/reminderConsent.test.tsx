import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

const SESSION = '/chargingResults?orderNo=C30001';
const ENDPOINT = 'https://push.example.test/send/device-1';

beforeAll(() => warmPages(['/chargingResults']), 60_000);
beforeEach(() => signInAs('A'));

type Globals = { __SERVICE_WORKER__?: boolean };
const g = globalThis as unknown as Globals;
const saved = { sw: Object.getOwnPropertyDescriptor(navigator, 'serviceWorker'), secure: window.isSecureContext };

/** A browser that has push: a service worker, the Push API and a permission prompt that answers `answer`. */
function browserWithPush(answer: NotificationPermission, subscribe: () => Promise<unknown>) {
  g.__SERVICE_WORKER__ = true;
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  let permission: NotificationPermission = 'default';
  const requestPermission = jest.fn(async () => { permission = answer; return answer; });
  Object.assign(window, {
    PushManager: class {},
    Notification: { get permission() { return permission; }, requestPermission },
  });
  const pushManager = { getSubscription: jest.fn(async () => null), subscribe: jest.fn(subscribe) };
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({ pushManager }), addEventListener: jest.fn(), removeEventListener: jest.fn() }, configurable: true });
  return { requestPermission, pushManager };
}

afterEach(() => {
  delete g.__SERVICE_WORKER__;
  Object.defineProperty(window, 'isSecureContext', { value: saved.secure, configurable: true });
  if (saved.sw) Object.defineProperty(navigator, 'serviceWorker', saved.sw);
  else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
});

async function consent() {
  return screen.findByRole('region', { name: '到时提醒' }, { timeout: 10_000 });
}

test('a browser: the prompt only after the tap, the subscription reaches the server, and the card says so', async () => {
  const { requestPermission, pushManager } = browserWithPush('granted', async () => ({
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BNcR', auth: 'tBHI' } }),
  }));
  renderApp(SESSION, { clientType: 1 });
  const card = await consent();
  expect(requestPermission).not.toHaveBeenCalled();
  await userEvent.click(within(card).getByRole('button', { name: '开启通知提醒' }));
  expect(await within(card).findByRole('status')).toHaveTextContent('已开启本机通知');
  expect(requestPermission).toHaveBeenCalledTimes(1);
  expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
  expect(backend.db.pushSubscriptions).toEqual([expect.objectContaining({ driverId: DRIVER_A, endpoint: ENDPOINT })]);
});

test('permission refused: said plainly, the message centre offered, nothing sent to the server', async () => {
  browserWithPush('denied', async () => { throw new Error('never asked'); });
  renderApp(SESSION, { clientType: 1 });
  const card = await consent();
  await userEvent.click(within(card).getByRole('button', { name: '开启通知提醒' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('您未允许通知。提醒仍会发到消息中心');
  expect(within(card).queryByRole('button', { name: /开启/ })).toBeNull();
  expect(within(card).getByRole('link', { name: '消息中心' })).toHaveAttribute('href', '/sysnotice?tab=reminders');
  expect(backend.db.pushSubscriptions).toEqual([]);
});

test('no push service within reach: the card says so and offers a second try', async () => {
  browserWithPush('granted', async () => { throw new DOMException('Registration failed - push service error', 'AbortError'); });
  renderApp(SESSION, { clientType: 1 });
  const card = await consent();
  await userEvent.click(within(card).getByRole('button', { name: '开启通知提醒' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('本机暂时无法开启通知');
  expect(within(card).getByRole('button', { name: '再试一次' })).toBeEnabled();
  expect(backend.db.pushSubscriptions).toEqual([]);
});

test('a browser without push (or a development build): the message centre, and no prompt', async () => {
  renderApp(SESSION, { clientType: 1 });
  const card = await consent();
  await userEvent.click(within(card).getByRole('button', { name: '开启通知提醒' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('此浏览器不能接收通知。提醒会发到消息中心');
});

test('WeChat: its subscribe button for the charging template; an accept allows one message, used by the next reminder', async () => {
  renderApp(SESSION, { clientType: 2 });
  const card = await consent();
  const tag = await waitFor(() => {
    const t = card.querySelector('wx-open-subscribe');
    if (!t) throw new Error('no subscribe tag yet');
    return t;
  });
  expect(tag.getAttribute('template')).toBe('TPL-CHARGING-STATE-0002');
  act(() => {
    tag.dispatchEvent(new CustomEvent('success', {
      detail: { subscribeDetails: JSON.stringify({ 'TPL-CHARGING-STATE-0002': JSON.stringify({ status: 'accept' }) }) },
    }));
  });
  expect(await within(card).findByText('已允许 1 条微信提醒（每条允许只用一次）。')).toBeInTheDocument();
  expect(backend.db.wechatAllowed).toEqual([{ driverId: DRIVER_A, group: 'charging', count: 1 }]);
  // The seed session ends and its idle fee comes: the one allowed message goes by WeChat, the rest to the centre.
  backend.clock.advance(5 * 3_600_000);
  const wechat = backend.db.outbox.filter((o) => o.channel === 'wechat');
  expect(wechat).toHaveLength(1);
  expect(wechat[0]).toMatchObject({ to: 'oWx_demo_A', templateId: 'TPL-CHARGING-STATE-0002' });
  expect(backend.db.reminders.filter((r) => r.url.endsWith('C30001')).length).toBeGreaterThan(1);
});

test('a push service that never answers: after 15 seconds the card says so, and the button is back', async () => {
  browserWithPush('granted', () => new Promise(() => undefined));
  renderApp(SESSION, { clientType: 1 });
  const card = await consent();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    within(card).getByRole('button', { name: '开启通知提醒' }).click();
    await act(async () => { await jest.advanceTimersByTimeAsync(14_000); });
    expect(within(card).getByRole('button', { name: '正在开启…' })).toBeDisabled();
    await act(async () => { await jest.advanceTimersByTimeAsync(2_000); });
  } finally {
    jest.useRealTimers();
  }
  expect(await within(card).findByRole('alert')).toHaveTextContent('本机暂时无法开启通知');
  expect(within(card).getByRole('button', { name: '再试一次' })).toBeEnabled();
});

test('Alipay: the driver turns its service messages on here, and the next reminder goes there too', async () => {
  renderApp(SESSION, { clientType: 3 });
  const card = await consent();
  await userEvent.click(within(card).getByRole('button', { name: '开启支付宝消息提醒' }));
  expect(await within(card).findByText('已开启支付宝消息提醒。')).toBeInTheDocument();
  expect(backend.db.reminderPrefs.find((p) => p.driverId === DRIVER_A)?.channels.alipay).toBe(true);
  backend.clock.advance(5 * 3_600_000);
  const alipay = backend.db.outbox.filter((o) => o.channel === 'alipay' && o.url.endsWith('C30001'));
  expect(alipay.length).toBeGreaterThan(0);
  expect(alipay[0]).toMatchObject({ to: '2088102146225135' });
});
