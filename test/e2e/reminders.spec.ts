import { expect, test, type APIRequestContext, type BrowserContext, type Worker } from './test';
import { resetMock, signIn, untilWorkerControls } from './support';

/**
 * The journey: driver A, charging, agrees to reminders on the session page; the server's clock moves past
 * the charge's end; the "idle fee starts in 5 minutes" push leaves the mock's outbox and is handed to the service
 * worker as a push service would (DevTools' ServiceWorker.deliverPushMessage); the notification shows, and its tap
 * opens the session page. This machine reaches no real push service, so the browser's subscribe is the only thing
 * stood in for (a fixed subscription); the permission, the app's request and the server's record are real.
 */
test.beforeEach(async ({ request }) => resetMock(request));
test.use({ permissions: ['notifications'] });

/** The worker's global as these checks use it (the DOM lib used here does not describe a service worker's). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

interface OutboxRow { channel: string; kind: string; url: string; payload?: string; body: string }

const outbox = async (request: APIRequestContext) => ((await (await request.get('/__mock/outbox')).json()) as { data: OutboxRow[] }).data;
const advance = (request: APIRequestContext, ms: number) => request.post('/__mock/clock', { data: { advanceMs: ms } });

/**
 * The worker running now. Asked again at each step: a worker left idle is stopped and started again for the next
 * event (the push), and Playwright's handle on the stopped one answers nothing more.
 */
async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers().at(-1) ?? context.waitForEvent('serviceworker');
}

/** What a push service's subscribe would answer (the page's pushManager otherwise fails here: no push service). */
async function standInPushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const sub = {
      endpoint: 'https://push.example.test/send/device-1',
      toJSON: () => ({ endpoint: 'https://push.example.test/send/device-1', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }),
      unsubscribe: () => Promise.resolve(true),
    };
    let subscribed = false;
    PushManager.prototype.subscribe = function subscribe() { subscribed = true; return Promise.resolve(sub as unknown as PushSubscription); };
    PushManager.prototype.getSubscription = function getSubscription() { return Promise.resolve(subscribed ? (sub as unknown as PushSubscription) : null); };
  });
}

test('driver A agrees to reminders while charging; the idle-fee warning is pushed, shown, and its tap opens the session', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await standInPushService(context);
  await page.goto('/home');
  await signIn(page);
  await page.goto('/chargingResults?orderNo=C30001');
  await expect(page.getByText('充电中', { exact: true })).toBeVisible();
  // A driver back on the phone has the worker from earlier visits; this fresh browser waits for its first install.
  await untilWorkerControls(page);
  const consent = page.getByRole('region', { name: '到时提醒' });
  await consent.getByRole('button', { name: '开启通知提醒' }).click();
  await expect(consent.getByRole('status')).toHaveText(/已开启本机通知/);

  // The charge ends by itself on the server's clock (full), and the idle fee's grace runs: the warning is sent once.
  await advance(request, 4 * 3_600_000);
  const pushes = (await outbox(request)).filter((o) => o.channel === 'webpush');
  expect(pushes.map((o) => o.kind)).toEqual(expect.arrayContaining(['chargeIdleSoon']));
  const warning = pushes.find((o) => o.kind === 'chargeIdleSoon')!;
  expect(warning.body).toMatch(/王府井百货充电站.*占位费/);

  // The driver has left the app: the worker shows a system notification.
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => resolve(e.registrations));
  });
  await cdp.send('ServiceWorker.enable');
  const [registration] = await registrations;
  const origin = new URL(registration!.scopeURL).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration!.registrationId, data: warning.payload! });
  await expect.poll(async () => (await serviceWorker(context)).evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }))), { timeout: 15_000 })
    .toEqual([{ title: '5 分钟后开始收取占位费', body: warning.body, data: { url: '/chargingResults?orderNo=C30001' } }]);

  // Back in the app, the driver taps the notification: the app goes to the session page.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await untilWorkerControls(page);
  // The tap, as the browser would fire it (a notification has no DOM to click). The page hears the worker once its
  // idle work is done; until then a tap is tried again on the same notification, shown again as it was.
  const shown = { title: '5 分钟后开始收取占位费', body: warning.body, url: '/chargingResults?orderNo=C30001' };
  await expect.poll(async () => {
    await (await serviceWorker(context)).evaluate(async (n) => {
      const sw = self as unknown as WorkerScope;
      if (!(await sw.registration.getNotifications()).length) await sw.registration.showNotification(n.title, { body: n.body, data: { url: n.url } });
      const [notification] = await sw.registration.getNotifications();
      if (notification) sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
    }, shown);
    return page.url();
  }, { timeout: 20_000, intervals: [1000] }).toMatch(/\/chargingResults\?orderNo=C30001$/);
  await expect(page.getByRole('heading', { name: '充电详情' })).toBeVisible();
  // Nothing is sent twice.
  await advance(request, 3_600_000);
  expect((await outbox(request)).filter((o) => o.kind === 'chargeIdleSoon' && o.channel === 'webpush')).toHaveLength(1);
});

test('where no push service can be reached (this machine), the card says so and the reminders stay in the message centre', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/home');
  await signIn(page);
  await page.goto('/chargingResults?orderNo=C30001');
  const consent = page.getByRole('region', { name: '到时提醒' });
  await consent.getByRole('button', { name: '开启通知提醒' }).click();
  await expect(consent.getByRole('alert')).toHaveText(/本机暂时无法开启通知|此浏览器不能接收通知/, { timeout: 25_000 });
  expect((await outbox(request)).filter((o) => o.channel === 'webpush')).toEqual([]);
  // The charge ends on the server's clock: the message centre has it, with its unread count.
  await advance(request, 4 * 3_600_000);
  await consent.getByRole('link', { name: '消息中心' }).click();
  await expect(page).toHaveURL(/\/sysnotice\?tab=reminders$/);
  await expect(page.getByRole('link', { name: /5 分钟后开始收取占位费/ })).toBeVisible();
  await page.getByRole('link', { name: /5 分钟后开始收取占位费/ }).click();
  await expect(page).toHaveURL(/\/chargingResults\?orderNo=C30001$/);
});

/** 'HH:mm' in Beijing for a moment on the server's clock (quiet hours are Beijing time). */
const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16);

test('opt-outs and quiet hours chosen in 提醒设置 hold: nothing switched off is sent, and what quiet hours keep back goes at their end if still true', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await standInPushService(context);
  await page.goto('/home');
  await signIn(page);
  await page.goto('/reminderSettings');
  await untilWorkerControls(page);
  await page.getByRole('button', { name: '开启通知提醒' }).click();
  await expect(page.getByText('已开启推送的设备：1 台')).toBeVisible();

  const idleSoon = page.getByRole('switch', { name: '占位费开始前5分钟提醒' });
  await idleSoon.click();
  await expect(idleSoon).toHaveAttribute('aria-checked', 'false');
  // Quiet from an hour ago to six hours on, fee warnings waiting too.
  const { now } = ((await (await request.get('/__mock/clock')).json()) as { data: { now: number } }).data;
  const start = page.getByLabel('开始时间');
  await start.fill(beijing(now - 3_600_000));
  await start.blur();
  const end = page.getByLabel('结束时间');
  await end.fill(beijing(now + 6 * 3_600_000));
  await end.blur();
  const fees = page.getByRole('switch', { name: '免打扰时段内也提醒费用' });
  await fees.click();
  await expect(fees).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('保存中…')).toHaveCount(0);

  // The seed's charge ends and its idle fee starts inside the quiet hours: nothing is pushed.
  await advance(request, 4 * 3_600_000);
  const ours = async () => (await outbox(request)).filter((o) => o.channel === 'webpush' && o.url.endsWith('C30001'));
  expect(await ours()).toEqual([]);
  // At their end, what is still true goes once (the car is still on the space); what was switched off never does.
  await advance(request, 3 * 3_600_000);
  const pushed = await ours();
  expect(pushed.map((o) => o.kind).sort()).toEqual(['chargeEnded', 'chargeIdleStarted']);
  for (const o of pushed) expect((o as OutboxRow & { sentTime: string }).sentTime.slice(11, 16)).toBe(beijing(now + 6 * 3_600_000));
  await advance(request, 3_600_000);
  expect(await ours()).toHaveLength(2);
});
