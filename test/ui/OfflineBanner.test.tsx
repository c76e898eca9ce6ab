import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { serverReached, serverUnreachable } from '@/api/reachability';
import { setupStore } from '@/app/store';
import { OfflineBanner } from '@/ui/OfflineBanner/OfflineBanner';
import { renderApp } from '../support/renderApp';
import { goOffline, goOnline } from '../support/network';

const MESSAGE = '网络已断开，恢复后将自动重试';

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

test('says so too when the browser calls itself online but the calls cannot reach the server', () => {
  const store = renderBanner();
  const region = screen.getByRole('status');
  act(() => {
    store.dispatch(serverUnreachable());
  });
  expect(region).toHaveTextContent(MESSAGE);
  act(() => {
    store.dispatch(serverReached());
  });
  expect(region).toBeEmptyDOMElement();
});
