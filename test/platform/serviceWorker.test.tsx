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

async function start() {
  startServiceWorker();
  // Registered when the browser is idle after load.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 1100));
  });
}

beforeEach(() => {
  mockWorkboxes.length = 0;
  Object.defineProperty(window.navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(() => {
  delete g.__SERVICE_WORKER__;
  delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
});

test('a production build registers /sw.js after load; a waiting build is announced and switched to on the tap', async () => {
  g.__SERVICE_WORKER__ = true;
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
