import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

const saved = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
let worker: EventTarget;

beforeEach(() => {
  signInAs('A');
  worker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
});
afterEach(() => {
  if (saved) Object.defineProperty(navigator, 'serviceWorker', saved);
  else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const post = (data: unknown) => act(() => { worker.dispatchEvent(new MessageEvent('message', { data })); });

/** The banner's code loads after the take-over and hears the worker from then on: the message is sent until it is heard. */
const postUntil = (data: unknown, heard: () => void) => waitFor(() => {
  post(data);
  heard();
});

test('a reminder pushed while the app is open shows as a banner that opens its page, and can be closed', async () => {
  const { router } = renderApp('/mine', { clientType: 1 });
  await screen.findByRole('heading', { level: 1 });
  await postUntil(
    { type: 'REMINDER', title: '5 分钟后开始收取占位费', body: '王府井百货充电站 1号直流桩A枪 充电已结束', url: '/chargingResults?orderNo=C30001' },
    () => expect(screen.getByRole('link', { name: /5 分钟后开始收取占位费/ })).toBeInTheDocument(),
  );
  const link = screen.getByRole('link', { name: /5 分钟后开始收取占位费/ });
  expect(link).toHaveAttribute('href', '/chargingResults?orderNo=C30001');
  await userEvent.click(screen.getByRole('button', { name: '关闭提醒' }));
  expect(screen.queryByRole('link', { name: /5 分钟后开始收取占位费/ })).toBeNull();
  expect(router.state.location.pathname).toBe('/mine');
});

test('a notification tapped while the app is open: the app goes to its page; a foreign address goes to the message centre', async () => {
  const { router } = renderApp('/mine', { clientType: 1 });
  await screen.findByRole('heading', { level: 1 });
  const at = () => `${router.state.location.pathname}${router.state.location.search}`;
  await postUntil({ type: 'OPEN_REMINDER', url: '/chargingResults?orderNo=C30001' }, () => expect(at()).toBe('/chargingResults?orderNo=C30001'));
  post({ type: 'OPEN_REMINDER', url: 'https://evil.example/x' });
  await waitFor(() => expect(at()).toBe('/sysnotice?tab=reminders'));
});
