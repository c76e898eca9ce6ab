import { basicDebugApi } from '@/api/basic/debug';
import { UNAUTHORIZED } from '@/api/apiError';
import { send } from '@/api/request';
import * as v from 'valibot';
import { SUPPORT_CODE_VERIFY_PATH, SupportCodeGrant } from '@/api/basic/debug.types';
import { clearDebugGrant, confirmDebugGrant, readConfirmedDebugGrant, readDebugGrant } from '@/features/supportDebug/grant';
import { isRefusal } from '@/features/supportDebug/supportCode';
import { readToken } from '@/session/tokens';
import type { AppStore } from './store';

/** How long a production start with a debug session waits for the server's word before going on without DevTools. */
export const BOOT_CHECK_TIMEOUT_MS = 5_000;

/**
 * Before the store is made (src/app/devtools.ts prepareDevTools): a debug session found in sessionStorage is asked
 * about, so DevTools connect at the store's creation only after the server said yes in this page load. One the
 * server refuses — set by hand, expired, another driver's, a locked case, a visitor's — is removed. No answer
 * (network, timeout), or a 401 that a refresh might mend, keeps it for the panel's own check and the next load,
 * without DevTools now. Never throws.
 */
export async function confirmDebugGrantBeforeStore(sendCall: typeof send = send, timeoutMs = BOOT_CHECK_TIMEOUT_MS): Promise<boolean> {
  const grant = readDebugGrant();
  if (!grant) return false;
  if (readConfirmedDebugGrant()) return true;
  const token = readToken();
  if (!token) {
    // Only a signed-in driver may verify: a visitor's session is not one.
    clearDebugGrant();
    return false;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const result = await sendCall('basic', { url: SUPPORT_CODE_VERIFY_PATH, method: 'POST', body: { supportCode: grant.code }, silent: true }, token, controller.signal);
    if (result.ok) {
      // The answer's channel is what a live session connects to: one the schema refuses connects nothing live.
      const answer = v.safeParse(SupportCodeGrant, result.data);
      confirmDebugGrant(grant, answer.success ? answer.output.liveChannel : undefined);
      return true;
    }
    if (isRefusal(result.error) && result.error.code !== UNAUTHORIZED) clearDebugGrant();
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * After the first screen, a production start whose store has DevTools asks the server whether the session still
 * holds — unless it already said yes in this page load (the check before the store). One it refuses is removed
 * and the page loads again without DevTools. A network failure keeps it.
 */
export async function recheckDebugGrant(store: AppStore, reload: () => void = () => window.location.reload()): Promise<void> {
  const grant = readDebugGrant();
  if (!grant || readConfirmedDebugGrant()) return;
  const request = store.dispatch(basicDebugApi.endpoints.verifySupportCode.initiate({ supportCode: grant.code }));
  try {
    const answer = await request.unwrap();
    confirmDebugGrant(grant, answer.liveChannel);
  } catch (err) {
    if (!isRefusal(err)) return;
    clearDebugGrant();
    reload();
  } finally {
    request.reset();
  }
}
