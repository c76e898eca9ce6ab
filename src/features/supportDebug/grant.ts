import { DEBUG_GRANT_KEY, forgetDebugGrantConfirmation, type DebugGrant } from '@/session/debugGrant';

export { confirmDebugGrant, readConfirmedDebugGrant, readDebugGrant, type DebugGrant } from '@/session/debugGrant';

/**
 * Starts (or renews) the debug session of this tab: see src/session/debugGrant.ts. Storing is not confirming: the
 * caller that heard the server's yes also calls confirmDebugGrant.
 */
export function saveDebugGrant(grant: DebugGrant): void {
  try {
    window.sessionStorage.setItem(DEBUG_GRANT_KEY, JSON.stringify(grant));
  } catch {
    // Storage refused (private mode): the panel still opens for this page; DevTools cannot follow a reload.
  }
}

export function clearDebugGrant(): void {
  forgetDebugGrantConfirmation();
  try {
    window.sessionStorage.removeItem(DEBUG_GRANT_KEY);
  } catch {
    // Nothing stored to clear.
  }
}
