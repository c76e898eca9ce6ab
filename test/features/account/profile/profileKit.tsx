import { screen } from '@testing-library/react';
import { createDriver } from '@mocks/services/driver/account';
import { issueTokenPair } from '@mocks/db/tokens';
import { DRIVER_A } from '@mocks/db/ids';
import { saveTokens } from '@/session/tokens';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import type { DialogOptions } from '@/ui/feedback/types';

/** Drafts live in sessionStorage, which the shared setup does not clear. */
afterEach(() => window.sessionStorage.clear());

export interface OpenOptions {
  as?: 'A' | 'B' | 'fresh' | 'visitor';
  answer?: (d: DialogOptions) => string | null;
}

/** A brand-new driver with nothing in the way of deleting the account (no bills, balance, passes, orders). */
export function signInFreshDriver(phone = '13700137000') {
  const d = createDriver(backend.db, phone, 'Fresh2026x', Date.now(), '新车主');
  saveTokens(issueTokenPair(backend.db, d.driverId));
  return d;
}

/** Signs in (driver A unless told), renders the whole app at `url` and waits for the page heading. */
export async function openPage(url: string, heading: string, options: OpenOptions = {}) {
  const who = options.as ?? 'A';
  if (who === 'A' || who === 'B') signInAs(who);
  if (who === 'fresh') signInFreshDriver();
  const view = renderApp(url, { answer: options.answer });
  // A page's first visit loads its chunk (antd-mobile included): seconds on a busy test machine.
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 });
  return view;
}

export const driverA = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)!;

export const pathOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;
