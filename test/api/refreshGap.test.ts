import { RefreshGate } from '@/api/refreshGate';
import { refreshBudget, renewToken } from '@/api/tokenRenewal';
import { Mutex } from '@/lib/mutex';
import { readToken } from '@/session/tokens';
import { expireAllAccessTokens } from '@mocks/db/tokens';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { installWebLocks } from '../support/webLocks';

const REFRESH = '/auth/v2/api/refreshToken';

let removeLocks: () => void;
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  removeLocks = installWebLocks();
});
afterEach(() => {
  removeLocks();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/**
 * What a second tab reads of the budget in the moment before the first tab's writes reach its process: nothing
 * (Chromium carries a localStorage write to another tab's process a moment after it is made).
 */
function budgetNotYetSeen() {
  const read = Storage.prototype.getItem;
  return jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function getItem(this: Storage, key: string) {
    return key.startsWith('session:refresh') ? null : read.call(this, key);
  });
}

test('a second tab whose turn comes before the first tab’s failure reaches its storage sends nothing within the gap', async () => {
  signInAs('A');
  expireAllAccessTokens(backend.db);
  backend.faults.add({ path: REFRESH, networkError: true, times: 1000 });
  const token = readToken()!;

  const first = renewToken(new RefreshGate(new Mutex()), token);
  await jest.advanceTimersByTimeAsync(100);
  await expect(first).resolves.toMatchObject({ kind: 'unreachable' });
  expect(backend.calls.list(REFRESH)).toHaveLength(1);

  const stale = budgetNotYetSeen();
  await expect(renewToken(new RefreshGate(new Mutex()), token)).resolves.toMatchObject({ kind: 'unreachable' });
  expect(backend.calls.list(REFRESH)).toHaveLength(1);

  // Once the gap is over, the next tab's try goes out.
  await jest.advanceTimersByTimeAsync(refreshBudget.minGapMs);
  stale.mockRestore();
  const later = renewToken(new RefreshGate(new Mutex()), token);
  await jest.advanceTimersByTimeAsync(100);
  await expect(later).resolves.toMatchObject({ kind: 'unreachable' });
  expect(backend.calls.list(REFRESH)).toHaveLength(2);
});
