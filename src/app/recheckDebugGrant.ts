import { basicDebugApi } from '@/api/basic-debug';
import { clearDebugGrant, readDebugGrant } from '@/features/supportDebug/grant';
import { isRefusal } from '@/features/supportDebug/supportCode';
import type { AppStore } from './store';

/**
 * A production start that found a debug session (so DevTools connected) asks the server whether its code still
 * holds. One it refuses — set by hand, expired, another driver's — is removed and the page loads again without
 * DevTools. A network failure keeps it: the code was verified when the session began.
 */
export async function recheckDebugGrant(store: AppStore, reload: () => void = () => window.location.reload()): Promise<void> {
  const grant = readDebugGrant();
  if (!grant) return;
  const request = store.dispatch(basicDebugApi.endpoints.verifySupportCode.initiate({ supportCode: grant.code }));
  try {
    await request.unwrap();
  } catch (err) {
    if (!isRefusal(err)) return;
    clearDebugGrant();
    reload();
  } finally {
    request.reset();
  }
}
