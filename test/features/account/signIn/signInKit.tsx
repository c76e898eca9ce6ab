import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readToken } from '@/session/tokens';
import { renderApp } from '../../../support/renderApp';

export const PHONE_A = '13800138000';
export const PASSWORD_A = 'Driver@2026';
export const CODE = '123456';

/** A page's first visit loads its chunk (antd-mobile included), which a busy test machine takes seconds to do. */
export const PAGE_LOAD = { timeout: 10_000 };

/** Renders a sign-in route and waits for its heading. */
export async function open(url: string, heading: string | RegExp, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(url, options);
  await screen.findByRole('heading', { name: heading, level: 1 }, PAGE_LOAD);
  return { ...view, user: userEvent.setup() };
}

export function field(label: string) {
  return screen.getByLabelText(label);
}

/** The consent every sign-in and registration asks for (jsdom's name puts spaces around the two links). */
export const CONSENT = /^我已阅读并同意\s*《用户协议》\s*和\s*《隐私政策》$/;

export function consentBox() {
  return screen.getByRole('checkbox', { name: CONSENT });
}

/** Ticks the consent (sign-in and register send nothing without it). */
export async function agree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(consentBox());
}

/** The page the router is on after a sign-in (and that the session really started). */
export async function expectSignedInAt(router: { state: { location: { pathname: string; search: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(path));
  expect(readToken()).toBeTruthy();
}

beforeEach(() => {
  window.sessionStorage.clear();
});
