import { screen, waitFor } from '@testing-library/react';
import { expireAllAccessTokens } from '@mocks/db/tokens';
import { backend } from '../support/mockServer';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';

const LOGIN_REDIRECT = `/login?redirect=${encodeURIComponent('/parkingRecord')}`;

test('a refused refresh on a page that needs a driver opens login once: one navigation, one login entry in history', async () => {
  signInAs('A');
  const { router, navigator } = renderApp('/home');
  await screen.findByRole('heading', { name: '车主服务', level: 1 });
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: '/auth/v2/api/refreshToken', code: '0xd12501001', msg: '登录已失效' });

  await router.navigate('/parkingRecord');
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(LOGIN_REDIRECT));
  // Past the sign-out saga's 3 s toast delay: it must not send the driver to a second login page.
  await new Promise((r) => setTimeout(r, 3_500));

  expect(router.state.location.pathname + router.state.location.search).toBe(LOGIN_REDIRECT);
  expect(navigator.visits.filter((v) => v.startsWith('/login'))).toEqual([]);
  expect(backend.calls.list('/auth/v2/api/refreshToken')).toHaveLength(1);
  await router.navigate(-1);
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
});
