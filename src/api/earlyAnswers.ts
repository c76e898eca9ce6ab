import type { ServiceName } from '@config/api';
import type { ApiRequest, SendResult } from './request';

/**
 * Reads sent before the app's code has come: on a page a reminder or a message opens, index.html runs a small script
 * of its own (src/page/early.ts, a separate entry, app/earlyReads) that asks for the page's data while the app's code is
 * still on the way, and the page's own query, when it comes, takes that answer instead of asking again. The two are
 * separate bundles, so the early script hands its answers over through one property of `window`; the app's entry
 * holds only this look-up. On /home, and for a visitor, nothing of it loads.
 */
type TakeEarly = (service: ServiceName, req: ApiRequest, token: string | undefined) => Promise<SendResult> | null;

interface EarlyReadsHandle {
  take: TakeEarly;
}

declare global {
  interface Window {
    /** Set by the early script while it holds answers not yet taken; removed once none is left. */
    __driverEarlyReads?: EarlyReadsHandle;
  }
}

export function takeEarly(service: ServiceName, req: ApiRequest, token: string | undefined): Promise<SendResult> | null {
  return window.__driverEarlyReads?.take(service, req, token) ?? null;
}
