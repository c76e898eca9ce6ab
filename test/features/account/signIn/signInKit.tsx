import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readToken } from '@/session/tokens';
import { renderApp } from '../../../support/renderApp';

export const PHONE_A = '13800138000';
export const PASSWORD_A = 'Driver@2026';
export const CODE = '123456';

/** Renders a sign-in route and waits for its heading. */
export async function open(url: string, heading: string | RegExp, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(url, options);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return { ...view, user: userEvent.setup() };
}

export function field(label: string) {
  return screen.getByLabelText(label);
}

/** The page the router is on after a sign-in (and that the session really started). */
export async function expectSignedInAt(router: { state: { location: { pathname: string; search: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(path));
  expect(readToken()).toBeTruthy();
}

beforeEach(() => {
  window.sessionStorage.clear();
});
