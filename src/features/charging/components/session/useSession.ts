import { useEffect, useState } from 'react';
import { cpsSessionApi, useChargingSessionQuery } from '@/api/cps/session';
import { useAppDispatch } from '@/ui/hooks';
import { sessionUnwatched, sessionWatched } from '../../session/sessionSlice';
import { idleFeeReading, nextIdleFeeAskIn } from './idleFeeSchedule';

/**
 * The session as the server last said: followed by the saga while it runs and this screen shows it; once it ended,
 * asked again each time its idle fee's rule says the fee rose (from the answer just read), until the fee stops.
 */
export function useSession(orderNo: string) {
  const dispatch = useAppDispatch();
  // What is cached decides the next ask (reading it subscribes to nothing); unmounting ends the asking.
  const known = cpsSessionApi.endpoints.chargingSession.useQueryState(orderNo);
  const reading = known.data ? idleFeeReading(known.data) : null;
  const askIn = (reading && nextIdleFeeAskIn(reading)) ?? 0;
  const query = useChargingSessionQuery(orderNo, { pollingInterval: askIn, skipPollingIfUnfocused: true });
  useEffect(() => {
    dispatch(sessionWatched(orderNo));
    return () => {
      dispatch(sessionUnwatched(orderNo));
    };
  }, [dispatch, orderNo]);
  return query;
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
