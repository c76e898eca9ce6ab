import { useEffect, useState } from 'react';
import { useChargingSessionQuery } from '@/api/cps-session';
import { useAppDispatch } from '@/ui/hooks';
import { sessionUnwatched, sessionWatched } from '../../session/sessionSlice';

/** The session as the server last said, followed by the saga while this screen shows it. */
export function useSession(orderNo: string) {
  const dispatch = useAppDispatch();
  const query = useChargingSessionQuery(orderNo);
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
