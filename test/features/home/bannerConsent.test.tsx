import { configure, screen, waitFor } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { readStored } from '@/session/storage';
import { backend } from '../../support/mockServer';
import { warmPages } from '../../payment/kit';
import { PASSWORD_A, PHONE_A, agree, expectSignedInAt, field, open } from '../account/signIn/signInKit';
import { installFakeIntersectionObserver, openHome } from './homeKit';

/**
 * 营销信息 is the driver's, held on the server: a driver who refused it on one phone and signs in on a new one (no copy
 * of the choices on it) gets no advert call, even though the home is drawn before the consents have answered. The
 * adverts wait for the consents; a driver who allows them gets them once they are known (docs/rules/consent.md).
 */
installFakeIntersectionObserver();
configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/login', '/home']), 60_000);

const ADVERTS = '/publicity/v2/api/advertisings';
const CONSENTS = '/driver/v2/api/consents';
/** The consents answer late, as on a weak signal: the home is drawn first. */
const CONSENTS_LATE_MS = 600;

/** The driver's choice made earlier on another phone: the server holds it. */
async function choseOnAnotherPhone(granted: boolean) {
  const res = await fetch('http://localhost/api/driver/v2/api/consents/marketing', {
    method: 'PUT',
    headers: { ClientType: '2', 'Content-Type': 'application/json', Authorization: issueTokenPair(backend.db, DRIVER_A, backend.clock.now()).token },
    body: JSON.stringify({ granted }),
  });
  expect(((await res.json()) as { data: { granted: boolean } }).data.granted).toBe(granted);
  backend.calls.clear();
}

/** A fresh phone: nothing stored; A signs in with the password and lands on /home. */
async function signInOnANewPhone() {
  expect(readStored('driverConsents')).toBeUndefined();
  backend.faults.add({ path: CONSENTS, method: 'GET', delayMs: CONSENTS_LATE_MS });
  const { user, router } = await open('/login', '登录');
  await user.type(field('手机号'), PHONE_A);
  await user.type(field('密码'), PASSWORD_A);
  await agree(user);
  await user.click(screen.getByRole('button', { name: '登录' }));
  await expectSignedInAt(router, '/home');
  await screen.findByRole('heading', { name: '车主服务', level: 1 }, { timeout: 15_000 });
}

test('营销信息 refused on another phone: signed in on a new one, the home never asks for adverts; the default banner shows', async () => {
  await choseOnAnotherPhone(false);
  await signInOnANewPhone();
  // The consents answer, and this phone now holds the refusal.
  await waitFor(() => expect(readStored('driverConsents')?.marketing?.granted).toBe(false), { timeout: 5000 });
  expect(backend.calls.list(CONSENTS, 'GET')).toHaveLength(1);
  // The home's other blocks have asked by now; the adverts never are.
  await screen.findByRole('region', { name: '附近' });
  await new Promise((r) => setTimeout(r, 300));
  expect(backend.calls.list(ADVERTS)).toHaveLength(0);
  expect(screen.getByRole('img', { name: '默认广告图' })).toBeVisible();
  expect(screen.queryByRole('region', { name: '广告' })).not.toBeInTheDocument();
});

test('营销信息 allowed: the adverts are asked once the consents are known, and shown', async () => {
  await choseOnAnotherPhone(true);
  await signInOnANewPhone();
  expect(await screen.findByRole('region', { name: '广告' }, { timeout: 5000 })).toBeInTheDocument();
  const [consents] = backend.calls.list(CONSENTS, 'GET');
  const adverts = backend.calls.list(ADVERTS);
  expect(adverts).toHaveLength(1);
  expect(adverts[0]!.body).toEqual({ cityName: '北京市' });
  // Asked only after the consents' answer (which came CONSENTS_LATE_MS after they were asked).
  expect(adverts[0]!.time).toBeGreaterThanOrEqual(consents!.time + CONSENTS_LATE_MS);
});

test('a phone signed in earlier whose copy is missing (its read failed): the home reads the consents first; a failed read asks no adverts', async () => {
  await choseOnAnotherPhone(false);
  backend.faults.add({ path: CONSENTS, method: 'GET', httpStatus: 500 });
  await openHome({ as: 'A' });
  await screen.findByRole('region', { name: '附近' });
  await waitFor(() => expect(backend.calls.list(CONSENTS, 'GET')).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 300));
  // The read failed: still unknown, so no advert, the default banner.
  expect(readStored('driverConsents')).toBeUndefined();
  expect(backend.calls.list(ADVERTS)).toHaveLength(0);
  expect(screen.getByRole('img', { name: '默认广告图' })).toBeVisible();
});

test('the same phone, the read answering: the refusal holds and no advert is asked', async () => {
  await choseOnAnotherPhone(false);
  await openHome({ as: 'A' });
  await waitFor(() => expect(readStored('driverConsents')?.marketing?.granted).toBe(false));
  await screen.findByRole('region', { name: '附近' });
  await new Promise((r) => setTimeout(r, 300));
  expect(backend.calls.list(CONSENTS, 'GET')).toHaveLength(1);
  expect(backend.calls.list(ADVERTS)).toHaveLength(0);
});
