import { useEffect, useState } from 'react';
import { durationText, parseServerTime } from './format';

/** The time parked so far ('2小时13分05秒'), ticking every second while the car is inside; `fallback` otherwise. */
export function useElapsed(start: string | null | undefined, running: boolean, fallback: string): string {
  const startMs = parseServerTime(start);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running || Number.isNaN(startMs)) return;
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [running, startMs]);
  if (!running || Number.isNaN(startMs)) return fallback;
  const s = Math.max(0, Math.floor((now - startMs) / 1000));
  return `${durationText(s)}${String(s % 60).padStart(2, '0')}秒`;
}
