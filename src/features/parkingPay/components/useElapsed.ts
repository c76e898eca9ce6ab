import { useEffect, useState } from 'react';
import { dayjs } from '@/lib/time';

/** Seconds → '2小时13分05秒' ('1天3小时5分00秒'): a clock that ticks, so seconds are shown too. */
function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${d ? `${d}天` : ''}${d || h ? `${h}小时` : ''}${m}分${String(s % 60).padStart(2, '0')}秒`;
}

/**
 * The time parked so far, ticking every second while the car is inside; `fallback` otherwise. It counts on from
 * the server's own duration (parkDuration, in seconds, when the bill was fetched) rather than from the entry time,
 * so a phone in another time zone or with a wrong clock still shows what the lot will charge for.
 */
export function useElapsed(parkDuration: number | undefined, fetchedAt: number | undefined, running: boolean, fallback: string): string {
  const [now, setNow] = useState(() => dayjs());
  const ticking = running && parkDuration !== undefined && fetchedAt !== undefined;
  useEffect(() => {
    if (!ticking) return;
    setNow(dayjs());
    const t = window.setInterval(() => setNow(dayjs()), 1000);
    return () => window.clearInterval(t);
  }, [ticking, fetchedAt]);
  if (!ticking) return fallback;
  return clockText(parkDuration + Math.max(0, now.diff(dayjs(fetchedAt), 'second')));
}
