import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startServiceWorker } from '@/platform/serviceWorker';
import { UpdateBanner } from '@/ui/UpdateBanner/UpdateBanner';

type Listener = () => void;
const mockWorkboxes: MockWorkbox[] = [];
class MockWorkbox {
  listeners: Record<string, Listener[]> = {};
  skipWaitingAsked = 0;
  constructor(readonly url: string, readonly options: unknown) {
    mockWorkboxes.push(this);
  }
  addEventListener(type: string, fn: Listener) {
    (this.listeners[type] ??= []).push(fn);
  }
  emit(type: string) {
    for (const fn of this.listeners[type] ?? []) fn();
  }
  register() {
    return Promise.resolve();
  }
  update() {
    return Promise.resolve();
  }
  messageSkipWaiting() {
    this.skipWaitingAsked += 1;
  }
}
jest.mock('workbox-window', () => ({ Workbox: jest.fn((url: string, options: unknown) => new MockWorkbox(url, options)) }));

const g = globalThis as { __SERVICE_WORKER__?: boolean };
/** What the page posts to the active worker. */
let posted: unknown[] = [];

async function start() {
  startServiceWorker();
  // Registered when the browser is idle after load.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 1100));
  });
}

/** The page after load: registered, then idle again once the worker is active. */
async function startAndIdle() {
  await start();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 1100));
  });
}

/** The page's resource timing: two of this build's files, a call, another origin's file. */
function fetched() {
  const entries = ['/assets/main.0123abcd.js', '/api/basic/v2/api/menu', '/assets/8390.1b1c69b185.css', '/assets/main.0123abcd.js'].map((p) => ({ name: `${window.location.origin}${p}` }));
  entries.push({ name: 'https://cdn.example.com/assets/banner.js' });
  // jsdom keeps no resource timing: the browser's, as it would list them.
  Object.defineProperty(performance, 'getEntriesByType', { value: (type: string) => (type === 'resource' ? entries : []), configurable: true });
}

beforeEach(() => {
  mockWorkboxes.length = 0;
  posted = [];
  const active = { postMessage: (message: unknown) => posted.push(message) };
  Object.defineProperty(window.navigator, 'serviceWorker', { value: { ready: Promise.resolve({ active }) }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(() => {
  delete g.__SERVICE_WORKER__;
  delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window.navigator as { connection?: unknown }).connection;
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

/** A returning phone: a worker of the running build controls the page. */
function controlledByAWorker() {
  Object.defineProperty(window.navigator, 'serviceWorker', { value: { ...window.navigator.serviceWorker, controller: {} }, configurable: true });
}

test('on a first visit a worker an earlier page began installing comes as "waiting" too, and no new build is announced', async () => {
  g.__SERVICE_WORKER__ = true;
  await start();
  render(<UpdateBanner />);
  act(() => mockWorkboxes[0]?.emit('waiting'));
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByRole('button', { name: '新版本可用，点击刷新' })).not.toBeInTheDocument();
});

test('a production build registers /sw.js after load; a waiting build is announced and switched to on the tap', async () => {
  g.__SERVICE_WORKER__ = true;
  controlledByAWorker();
  await start();
  expect(mockWorkboxes).toHaveLength(1);
  expect(mockWorkboxes[0]?.url).toBe('/sw.js');

  render(<UpdateBanner />);
  expect(screen.queryByRole('button', { name: '新版本可用，点击刷新' })).not.toBeInTheDocument();

  act(() => mockWorkboxes[0]?.emit('waiting'));
  const button = await screen.findByRole('button', { name: '新版本可用，点击刷新' });
  expect(mockWorkboxes[0]?.skipWaitingAsked).toBe(0);
  await userEvent.click(button);
  expect(mockWorkboxes[0]?.skipWaitingAsked).toBe(1);
  expect(screen.getByRole('button', { name: '正在更新…' })).toBeDisabled();
});

test('development builds and browsers without service workers register nothing', async () => {
  await start();
  g.__SERVICE_WORKER__ = true;
  delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
  await start();
  expect(mockWorkboxes).toHaveLength(0);
});

test("once the worker is active and the page idle, it hears which of the build's files the page used, and may fetch the rest", async () => {
  g.__SERVICE_WORKER__ = true;
  fetched();
  await startAndIdle();
  expect(posted).toEqual([{ type: 'PAGE_IDLE', used: ['/assets/main.0123abcd.js', '/assets/8390.1b1c69b185.css'], warmRest: true }]);
});

test.each([
  ['Save-Data is on', { saveData: true, effectiveType: '4g' }],
  ['the link is 2G', { saveData: false, effectiveType: '2g' }],
  ['the link is slow 2G', { effectiveType: 'slow-2g' }],
])('when %s the worker keeps what the page used and fetches nothing more', async (_, connection) => {
  g.__SERVICE_WORKER__ = true;
  Object.defineProperty(window.navigator, 'connection', { value: connection, configurable: true });
  fetched();
  await startAndIdle();
  expect(posted).toEqual([expect.objectContaining({ type: 'PAGE_IDLE', used: ['/assets/main.0123abcd.js', '/assets/8390.1b1c69b185.css'], warmRest: false })]);
});

test('on 3G the rest is welcome too (as where the browser says nothing of the link: iPhones)', async () => {
  g.__SERVICE_WORKER__ = true;
  Object.defineProperty(window.navigator, 'connection', { value: { saveData: false, effectiveType: '3g' }, configurable: true });
  await startAndIdle();
  expect(posted).toEqual([expect.objectContaining({ warmRest: true })]);
});
