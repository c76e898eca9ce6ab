import { screen } from '@testing-library/react';
import { consentsApi } from '@/api/driver/consents';
import { embeddedRouteSet } from '@config/embedded';
import { writeStored } from '@/session/storage';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

/*
 * The embedded build (`--env embedded`): routes.ts resolves to routes.embedded.ts, as in routesEmbedded.test.tsx.
 * Driver A withdrew 定位 on another phone and opens the partner's pages on a new one: none of them asks the platform
 * where the phone is (nor would a page that joined the set later: each is opened here).
 */
jest.mock('@/app/routes', () => jest.requireActual('@/app/routes.embedded'));

const SAMPLE_QUERY: Record<string, string> = {
  '/payPage': '?uniqueId=U20001&parkId=P1001',
  '/scanPayPage': '?parkId=P1001&laneId=L1',
  '/chargingPage': '?pileNo=CP20010101',
};

test('定位 withdrawn on another phone: no page of the embedded build asks the platform where the phone is', async () => {
  signInAs('A');
  const other = storeWithFakes();
  await other.store.dispatch(consentsApi.endpoints.changeConsent.initiate({ kind: 'location', granted: false }));
  other.store.stop();
  writeStored('driverConsents', undefined);
  // /loginloading leaves for the platform's sign-in page at once (no page of ours to ask anything).
  const pages = [...embeddedRouteSet].filter((p) => !p.includes(':') && p !== '/404' && p !== '/loginloading');
  expect(pages.length).toBeGreaterThan(10);
  for (const path of pages) {
    const view = renderApp(`${path}${SAMPLE_QUERY[path] ?? ''}`);
    await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });
    // Each page's first reads have gone out (or it has none): long enough for a locate() it would make.
    await new Promise((r) => setTimeout(r, 150));
    expect({ path, locate: view.platform.callsOf('locate').length }).toEqual({ path, locate: 0 });
    view.store.stop();
    view.unmount();
  }
}, 120_000);
