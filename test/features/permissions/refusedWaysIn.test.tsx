import { screen, waitFor, within } from '@testing-library/react';
import { consentsApi } from '@/api/driver/consents';
import { clearTokens } from '@/session/tokens';
import { readStored, writeStored } from '@/session/storage';
import { backend } from '../../support/mockServer';
import { signInAs } from '../../support/session';
import { storeWithFakes } from '../../support/store';
import { installFakeIntersectionObserver, setMenuConfig } from '../home/homeKit';
import { agree, field, open, PASSWORD_A, PHONE_A } from '../account/signIn/signInKit';

/**
 * 定位 withdrawn by driver A on another phone is never used on this one, whichever way A comes in. The home and a
 * reminder's deep link to the map are held in refused.test.tsx; here: signing in on this phone, where a visitor had
 * allowed 定位, and the embedded build (test/app/routesEmbedded.test.tsx runs the app on its table the same way).
 */

installFakeIntersectionObserver();
const PARKS = '/dealer/v2/api/nearbyParks/home';

/** A's refusal as the server holds it, made from another phone; this phone keeps no copy of A's choices. */
async function refusedOnAnotherPhone() {
  signInAs('A');
  const other = storeWithFakes();
  await other.store.dispatch(consentsApi.endpoints.changeConsent.initiate({ kind: 'location', granted: false }));
  other.store.stop();
  writeStored('driverConsents', undefined);
}

test('signing in: a visitor who allowed 定位 on this phone signs in as A, who withdrew it elsewhere, and the platform is never asked', async () => {
  await refusedOnAnotherPhone();
  clearTokens();
  // This phone's visitor allowed it, and a position is stored from then: neither is A's.
  writeStored('visitorConsents', { location: { granted: true, changedAt: '2026-11-20 09:00:00' } });
  writeStored('lng', 116.3);
  writeStored('lat', 39.95);
  setMenuConfig({ platBizType: 1 });

  const view = await open('/login?redirect=%2Fhome', '登录');
  await view.user.type(field('手机号'), PHONE_A);
  await view.user.type(field('密码'), PASSWORD_A);
  await agree(view.user);
  await view.user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/home'), { timeout: 10_000 });

  const region = await screen.findByRole('region', { name: '附近' }, { timeout: 10_000 });
  expect(await within(region).findByText(/未开启定位，按城市显示附近停车场/, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(view.platform.callsOf('locate')).toHaveLength(0);
  expect(backend.calls.list(PARKS).map((c) => c.body)).not.toContainEqual({ destLng: 116.3, destLat: 39.95 });
  expect(readStored('driverConsents')?.location?.granted).toBe(false);
});
