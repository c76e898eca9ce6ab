import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import { ChunkLoadError } from '@/lib/retryImport';
import { backend } from '../support/mockServer';
import { renderApp } from '../support/renderApp';

test('/ redirects to /home, under the tab bar, after the before-each step ran', async () => {
  const { router, store } = renderApp('/');
  const tabs = await screen.findByRole('navigation', { name: '主导航' });
  expect(router.state.location.pathname).toBe('/home');
  expect(within(tabs).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  expect(backend.calls.list('/basic/v2/api/menuConfigs').length).toBeGreaterThan(0);
  await waitFor(() => expect(store.getState().navigation.pathname).toBe('/home'));
});

test('the tab bar moves between home, map and mine', async () => {
  const { router } = renderApp('/home');
  const tabs = await screen.findByRole('navigation', { name: '主导航' });
  await userEvent.click(within(tabs).getByRole('link', { name: '我的' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
  await userEvent.click(within(tabs).getByRole('link', { name: '附近' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
});

test('an unknown path shows the 404 page, whose button leads home', async () => {
  const { router } = renderApp('/no/such/page');
  expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('车主服务'));
  await userEvent.click(screen.getByRole('link', { name: '返回首页' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
});

test('/404 has its own title and skips the menu config', async () => {
  renderApp('/404');
  await screen.findByRole('heading', { name: '页面不存在' });
  await waitFor(() => expect(document.title).toBe('页面不存在'));
  expect(backend.calls.list('/basic/v2/api/menuConfigs')).toHaveLength(0);
});

test('a page whose code cannot be loaded shows the error page with a retry', async () => {
  const router = createMemoryRouter([
    { path: '/x', errorElement: <RouteErrorPage />, lazy: () => Promise.reject(new ChunkLoadError(new Error('gone'))) },
  ], { initialEntries: ['/x'] });
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
  expect(screen.getByText('网络不给力，页面没能加载完成。')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
});
