import { saveTokens } from '@/session/tokens';
import { backend } from './mockServer';
import { issueTokenPair } from '@mocks/db/tokens';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';

/** Signs a demo driver in the way the app does: a real token pair from the mock, saved as cookies. */
export function signInAs(who: 'A' | 'B' = 'A') {
  const pair = issueTokenPair(backend.db, who === 'A' ? DRIVER_A : DRIVER_B);
  saveTokens(pair);
  return pair;
}
