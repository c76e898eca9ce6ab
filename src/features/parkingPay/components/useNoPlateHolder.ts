import { keptTicket } from '../noPlateTicket';
import { useSilentIdentity } from './VisitorPay';

/** Whose phone this is, as the plate-less calls send it: the host's identity or the phone's ticket, never both. */
export type NoPlateHolder = { openid: string } | { ticket: string };

/**
 * Inside WeChat or Alipay the host's silent identity (asked once, nothing shown to the driver); elsewhere, or when the
 * host gave none, the ticket this phone keeps, or null when it has none yet (a read then finds no stay, and the entry
 * makes one). `ready` once the host has answered, so nothing is asked of the server under the wrong name.
 */
export function useNoPlateHolder(): { holder: NoPlateHolder | null; ready: boolean } {
  const identity = useSilentIdentity(true);
  if (!identity.ready) return { holder: null, ready: false };
  if (identity.openid) return { holder: { openid: identity.openid }, ready: true };
  const ticket = keptTicket();
  return { holder: ticket ? { ticket } : null, ready: true };
}
