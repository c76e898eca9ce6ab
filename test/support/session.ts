import { saveTokens } from '@/session/tokens';
import { backend } from './mockServer';
import { issueTokenPair } from '@mocks/db/tokens';
import { DRIVER_A, DRIVER_B, DRIVER_CUSTOMER } from '@mocks/db/ids';

const DRIVERS = { A: DRIVER_A, B: DRIVER_B, customer: DRIVER_CUSTOMER } as const;

/** Signs a demo driver in the way the app does: a real token pair from the mock (issued on its clock), saved as cookies. */
export function signInAs(who: keyof typeof DRIVERS = 'A') {
  const pair = issueTokenPair(backend.db, DRIVERS[who], backend.clock.now());
  saveTokens(pair);
  return pair;
}
