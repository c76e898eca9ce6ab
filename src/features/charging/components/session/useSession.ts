import { useEffect, useState } from 'react';
import { cpsSessionApi, useChargingSessionQuery } from '@/api/cps/session';
import { sessionPollMs } from '../../session/sessionPolling';

/**
 * The session as the server last said, polled while this screen shows it and the app is in front: every 3 s while
 * it starts or stops, every 10 s while it charges; once it ended, each time its idle fee's rule says the fee rose
 * (from the answer just read), until the fee stops (sessionPollMs).
 */
export function useSession(orderNo: string) {
  // What is cached decides the next ask (reading it subscribes to nothing); unmounting ends the asking. Opening
  // the page asks at once, even with an answer cached a moment ago on another page.
  const known = cpsSessionApi.endpoints.chargingSession.useQueryState(orderNo);
  return useChargingSessionQuery(orderNo, { pollingInterval: sessionPollMs(known.data), skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true });
}

/** Now, every second (for a countdown or the running time between the server's answers). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
