import { setupListeners } from '@reduxjs/toolkit/query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { retryScheduled, serverReached, serverUnreachable, sessionRenewalFailed } from '@/api/reachability';
import { tokensRefreshed } from '@/session/sessionSlice';
import { setupStore } from '@/app/store';
import { OfflineBanner } from '@/ui/OfflineBanner/OfflineBanner';
import { renderApp } from '../support/renderApp';
import { goOffline, goOnline } from '../support/network';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { warmPages } from '../payment/kit';

const MESSAGE = '网络已断开，恢复后页面内容会自动刷新；未成功的提交不会自动重发，请恢复后重新提交';

afterEach(() => goOnline());

function renderBanner() {
  const store = setupStore();
  render(
    <Provider store={store}>
      <OfflineBanner />
    </Provider>,
  );
  return store;
}

test('says the device is offline for as long as it is, in a live status region, and nothing while online', () => {
  renderBanner();
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();
  goOffline();
  expect(within(region).getByText(MESSAGE)).toBeInTheDocument();
  goOnline();
  expect(region).toBeEmptyDOMElement();
});

test('starts offline when the app opens without a network', () => {
  goOffline();
  renderBanner();
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
});

test('shows above every page, once, and stays across navigation until the network returns', async () => {
  const { router } = renderApp('/home');
  await screen.findByRole('heading', { name: '车主服务', level: 1 });
  goOffline();
  expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
  await router.navigate('/404');
  await screen.findByRole('heading', { name: '页面不存在' });
  expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
  goOnline();
  await waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
});

test('says the network is weak, and when the app tries next, when the browser calls itself online but the calls cannot reach the server', async () => {
  const store = renderBanner();
  const region = screen.getByRole('status');
  act(() => {
    store.dispatch(serverUnreachable());
  });
  expect(region).toHaveTextContent(/^网络不佳，正在重试…/);
  // Once the reconnect loop has loaded (just after the first screen), it names its first try.
  await waitFor(() => expect(region).toHaveTextContent(/^网络不佳，正在重试…下次尝试 \d\d:\d\d:\d\d。当前内容会保留/));
  act(() => {
    store.dispatch(retryScheduled(new Date(2026, 10, 24, 14, 35, 20).getTime()));
  });
  expect(region).toHaveTextContent('网络不佳，正在重试…下次尝试 14:35:20。当前内容会保留；未成功的提交不会自动重发，请恢复后重新提交');
  act(() => {
    store.dispatch(serverReached());
  });
  expect(region).toBeEmptyDOMElement();
});

test('says so while the session waits for a refresh that could not get through, even while other calls are answered', () => {
  const store = renderBanner();
  const region = screen.getByRole('status');
  act(() => {
    store.dispatch(sessionRenewalFailed());
    store.dispatch(retryScheduled(new Date(2026, 10, 24, 9, 5, 3).getTime()));
    store.dispatch(serverReached());
  });
  expect(region).toHaveTextContent('网络不佳，正在重试…下次尝试 09:05:03。');
  act(() => {
    store.dispatch(tokensRefreshed());
  });
  expect(region).toBeEmptyDOMElement();
});

test('promises only what happens: back online the page is read again, the failed submit is not sent again', async () => {
  await warmPages(['/lockControl']);
  signInAs('A');
  const { store } = renderApp('/lockControl?lockId=L50001');
  // As main.tsx does: the browser's online event reaches RTK Query.
  const stopListening = setupListeners(store.dispatch);
  try {
    const card = await screen.findByRole('region', { name: '大悦城B2-018车位锁' }, { timeout: 15_000 });
    const lockReads = () => backend.calls.list('/api/v1/getUserLockList', 'POST').length;
    goOffline();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: '降锁' }));
    expect(await within(card).findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    const readsOffline = lockReads();

    goOnline();
    await waitFor(() => expect(lockReads()).toBeGreaterThan(readsOffline));
    await waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
    expect(backend.calls.list('/api/v1/controlZigbeeLock', 'POST')).toHaveLength(0);
  } finally {
    stopListening();
  }
}, 30_000);
