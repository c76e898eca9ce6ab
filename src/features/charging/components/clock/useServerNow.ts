import { useEffect, useState } from 'react';
import { parseServerTime } from '@/lib/time';
import { useNow } from '../session/useSession';

/**
 * Now on the server's clock, from the server's time in an answer and when that answer arrived (`readAt`, the
 * phone's Date.now(); when the caller does not know it, the moment this answer was first seen here). Only the time
 * passed since the answer is the phone's. Moves on every `everyMs` (a minute: ages are told in minutes).
 */
export function useServerNow(serverTime: string, readAt?: number, everyMs = 60_000): number {
  const now = useNow(everyMs);
  const [seen, setSeen] = useState(() => ({ serverTime, at: Date.now() }));
  useEffect(() => {
    if (seen.serverTime !== serverTime) setSeen({ serverTime, at: Date.now() });
  }, [serverTime, seen.serverTime]);
  const at = readAt ?? seen.at;
  const server = parseServerTime(serverTime)?.valueOf() ?? at;
  return server + Math.max(0, now - at);
}
