import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import { CITY_CENTRE } from '@/platform/useDriverPosition';
import { readStored, writeStored } from '@/session/storage';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { installFakeIntersectionObserver, openHome, setMenuConfig } from '../home/homeKit';
import { subscribePush } from '../../mocks/reminders/support';
import { failMapScript, renderMap, resetMapGlobals } from '../map/mapTestkit';

installFakeIntersectionObserver();

const PARKS = '/dealer/v2/api/nearbyParks/home';
const ADVERTS = '/publicity/v2/api/advertisings';
const REFUSED = { granted: false, changedAt: '2026-11-20 09:00:00' };

describe('every optional consent refused: the app works, degraded and honest', () => {
  test('location refused: no locate() call, the nearby list centres on the city and says so, with a way to /permissions', async () => {
    setMenuConfig({ platBizType: 1 });
    writeStored('visitorConsents', { location: REFUSED, marketing: REFUSED });
    // A position stored before the refusal is not used either.
    writeStored('lng', 116.3);
    writeStored('lat', 39.95);
    const { platform } = await openHome();
    const region = await screen.findByRole('region', { name: '附近' });
    await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(region).getByText(/未开启定位，按城市显示附近停车场/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: '去开启定位' })).toHaveAttribute('href', '/permissions');
    expect(platform.callsOf('locate')).toHaveLength(0);
    expect(backend.calls.list(PARKS)[0]?.body).toEqual({ destLng: CITY_CENTRE.lng, destLat: CITY_CENTRE.lat });
  });

  test('location refused: the map lists around the city, says so, and never asks the platform', async () => {
    resetMapGlobals();
    writeStored('visitorConsents', { location: REFUSED });
    const { locateCalls } = renderMap('/map');
    await failMapScript();
    const list = await screen.findByRole('list', { name: '停车场列表' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByText(/^未开启定位，按城市显示/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去开启定位' })).toHaveAttribute('href', '/permissions');
    expect(locateCalls.count).toBe(0);
    expect(screen.queryByText('停车点查询失败')).not.toBeInTheDocument();
    resetMapGlobals();
  });

  test('marketing refused: no advert call, the default banner holds the place', async () => {
    writeStored('visitorConsents', { marketing: REFUSED });
    await openHome();
    expect(await screen.findByRole('img', { name: '默认广告图' })).toBeInTheDocument();
    // The home's other calls have been made by now; the adverts' never is.
    await screen.findByRole('region', { name: '附近' });
    expect(backend.calls.list(ADVERTS)).toHaveLength(0);
  });

  test('定位 refused on another phone: a new phone signed in as A asks the platform nothing, before or after A\'s choices are read', async () => {
    const { token } = signInAs('A');
    // A's refusal, made on the other phone: the server holds it; this phone has no copy of A's choices.
    const refusal = await fetch('http://localhost/api/driver/v2/api/consents/location', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ granted: false }),
    });
    expect(refusal.ok).toBe(true);
    writeStored('driverConsents', undefined);
    // A position this phone stored for someone else is not A's either.
    writeStored('lng', 116.3);
    writeStored('lat', 39.95);
    setMenuConfig({ platBizType: 1 });
    const { platform } = await openHome();
    const region = await screen.findByRole('region', { name: '附近' });
    await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(await within(region).findByText(/未开启定位，按城市显示附近停车场/)).toBeInTheDocument();
    expect(platform.callsOf('locate')).toHaveLength(0);
    expect(backend.calls.list(PARKS).map((c) => c.body)).not.toContainEqual({ destLng: 116.3, destLat: 39.95 });
    expect(readStored('driverConsents')?.location?.granted).toBe(false);
  });

  test('定位 refused on another phone: a deep link to the map on a new phone asks the platform nothing either', async () => {
    resetMapGlobals();
    const { token } = signInAs('A');
    await fetch('http://localhost/api/driver/v2/api/consents/location', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ granted: false }),
    });
    writeStored('driverConsents', undefined);
    const { locateCalls } = renderMap('/map');
    await failMapScript();
    const list = await screen.findByRole('list', { name: '停车场列表' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(await screen.findByText(/^未开启定位，按城市显示/)).toBeInTheDocument();
    expect(locateCalls.count).toBe(0);
    resetMapGlobals();
  });

  test('a signed-in driver\'s refusal is the server\'s: read on /permissions, it gates this phone too', async () => {
    signInAs('A');
    const view = renderApp('/permissions');
    const location = await screen.findByRole('switch', { name: '定位' }, { timeout: 15_000 });
    await userEvent.click(location);
    await waitFor(() => expect(location).toHaveAttribute('aria-checked', 'false'));
    view.unmount();

    setMenuConfig({ platBizType: 1 });
    const { platform } = await openHome();
    const region = await screen.findByRole('region', { name: '附近' });
    await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(platform.callsOf('locate')).toHaveLength(0);
    expect(within(region).getByText(/未开启定位，按城市显示附近停车场/)).toBeInTheDocument();
  });
});

test('the sign-in consent is the required agreement only, not ticked, with nothing optional bundled into it', async () => {
  renderApp('/login');
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  const boxes = await screen.findAllByRole('checkbox', {}, { timeout: 10_000 });
  expect(boxes).toHaveLength(1);
  expect(boxes[0]).toHaveAccessibleName(/^我已阅读并同意\s*《用户协议》\s*和\s*《隐私政策》$/);
  expect(boxes[0]).not.toBeChecked();
});

describe('signing out of a shared phone', () => {
  const ENDPOINT = 'https://push.example.com/sub/shared-phone';
  type Globals = { __SERVICE_WORKER__?: boolean };
  const g = globalThis as unknown as Globals;
  const saved = { sw: Object.getOwnPropertyDescriptor(navigator, 'serviceWorker'), secure: window.isSecureContext };

  /** A browser holding a push subscription for ENDPOINT, granted earlier. */
  function browserSubscribed() {
    g.__SERVICE_WORKER__ = true;
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.assign(window, { PushManager: class {}, Notification: { permission: 'granted', requestPermission: jest.fn() } });
    const unsubscribe = jest.fn(async () => true);
    const sub = { toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPk', auth: 'au' } }), unsubscribe };
    const pushManager = { getSubscription: jest.fn(async () => sub), subscribe: jest.fn() };
    const registration = { pushManager };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { ready: Promise.resolve(registration), getRegistration: jest.fn(async () => registration), addEventListener: jest.fn(), removeEventListener: jest.fn() },
      configurable: true,
    });
    return { unsubscribe };
  }

  afterEach(() => {
    delete g.__SERVICE_WORKER__;
    Object.defineProperty(window, 'isSecureContext', { value: saved.secure, configurable: true });
    if (saved.sw) Object.defineProperty(navigator, 'serviceWorker', saved.sw);
    else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    delete (window as { PushManager?: unknown }).PushManager;
    delete (window as { Notification?: unknown }).Notification;
  });

  test('the server forgets this phone\'s subscription before the token goes, and the browser unsubscribes', async () => {
    const { unsubscribe } = browserSubscribed();
    await subscribePush(DRIVER_A, ENDPOINT);
    await subscribePush(DRIVER_A, 'https://push.example.com/sub/other-phone');
    writeStored('driverConsents', { location: REFUSED });
    signInAs('A');
    const { router } = renderApp('/mine', {
      preloaded: { session: { status: 'driver', driverId: DRIVER_A } },
      answer: (d) => d.actions.find((a) => a.text === '退出登录')?.key ?? null,
    });
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });

    const deletes = backend.calls.list('/basic/v2/api/push/subscriptions', 'DELETE');
    expect(deletes.map((c) => c.query)).toEqual([{ endpoint: ENDPOINT }]);
    // Sent with the driver's token, before the logout call ended it.
    const all = backend.calls.list();
    const order = all.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('DELETE /basic/v2/api/push/subscriptions')).toBeGreaterThan(-1);
    expect(order.indexOf('DELETE /basic/v2/api/push/subscriptions')).toBeLessThan(order.indexOf('GET /auth/v2/api/driver/logout'));
    expect(deletes[0]?.headers.authorization).toBeTruthy();
    // The server holds no subscription for this phone; the driver's other phone keeps its own.
    expect(backend.db.pushSubscriptions.map((s) => s.endpoint)).toEqual(['https://push.example.com/sub/other-phone']);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    // The driver's choices mirrored on this phone are gone with the session.
    expect(readStored('driverConsents')).toBeUndefined();
  });

  test('a phone whose worker was never installed signs out at once: nothing to end, nothing waited for', async () => {
    browserSubscribed();
    // Push is supported and granted, but no worker is registered (a webview that blocks them): `ready` never settles.
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { ready: new Promise(() => undefined), getRegistration: jest.fn(async () => undefined), addEventListener: jest.fn(), removeEventListener: jest.fn() },
      configurable: true,
    });
    signInAs('A');
    const { router } = renderApp('/mine', {
      preloaded: { session: { status: 'driver', driverId: DRIVER_A } },
      answer: (d) => d.actions.find((a) => a.text === '退出登录')?.key ?? null,
    });
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 2000 });
    expect(backend.calls.list('/basic/v2/api/push/subscriptions', 'DELETE')).toEqual([]);
    expect(backend.calls.list('/auth/v2/api/driver/logout')).toHaveLength(1);
  });
});

describe('the phone\'s copy of a driver\'s choices', () => {
  test('a refusal made on another phone holds here from sign-in on; another driver signing in starts from nothing', async () => {
    const { storeWithFakes } = await import('../../support/store');
    const { loggedIn, loggedOut } = await import('@/session/sessionSlice');
    const { consentRefused } = await import('@/session/consentChoices');
    // Withdrawn on another phone: the server holds it.
    const other = storeWithFakes();
    signInAs('A');
    const { consentsApi } = await import('@/api/driver/consents');
    await other.store.dispatch(consentsApi.endpoints.changeConsent.initiate({ kind: 'location', granted: false }));
    writeStored('driverConsents', undefined);
    expect(consentRefused('location')).toBe(false);

    const { store } = storeWithFakes();
    store.dispatch(loggedIn({ driverId: DRIVER_A }));
    await waitFor(() => expect(consentRefused('location')).toBe(true));

    store.dispatch(loggedOut({ reason: 'expired' }));
    expect(readStored('driverConsents')).toBeUndefined();
  });
});
