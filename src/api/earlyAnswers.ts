import type { ServiceName } from '@config/api';
import type { ApiRequest, SendResult } from './request';

/**
 * Reads sent before the page that makes them exists (app/earlyReads, a chunk of its own that registers here): a
 * page opened from outside (a reminder, a message) asks for its data while its code is still on the way, and the
 * page's own query, when it comes, takes that answer instead of asking again. The entry holds only this hook: on
 * /home, and for a visitor, nothing of it loads.
 */
type TakeEarly = (service: ServiceName, req: ApiRequest, token: string | undefined) => Promise<SendResult> | null;

let taker: TakeEarly | null = null;

export function takeEarly(service: ServiceName, req: ApiRequest, token: string | undefined): Promise<SendResult> | null {
  return taker ? taker(service, req, token) : null;
}

/** The early reads' own store of answers, once it has loaded. */
export function registerEarlyTaker(take: TakeEarly | null): void {
  taker = take;
}
