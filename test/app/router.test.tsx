import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/renderApp';

test('/ redirects to /home, which a visitor sees with the login prompt', async () => {
  const { router, store } = renderApp('/');
  expect(await screen.findByRole('heading', { name: '车主服务' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/home');
  expect(screen.getByRole('link', { name: '登录/注册' })).toHaveAttribute('href', '/login');
  await waitFor(() => expect(store.getState().navigation.pathname).toBe('/home'));
});

test('a signed-in driver sees no login prompt', async () => {
  renderApp('/home', { preloaded: { session: { status: 'driver', driverId: 'D10001' } } });
  await screen.findByRole('heading', { name: '车主服务' });
  expect(screen.queryByRole('link', { name: '登录/注册' })).not.toBeInTheDocument();
});

test('an unknown path shows the 404 page, whose button leads home', async () => {
  const { router } = renderApp('/no/such/page');
  expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('车主服务'));
  await userEvent.click(screen.getByRole('link', { name: '返回首页' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
});

test('/404 has its own title', async () => {
  renderApp('/404');
  await screen.findByRole('heading', { name: '页面不存在' });
  await waitFor(() => expect(document.title).toBe('页面不存在'));
});
