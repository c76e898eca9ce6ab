import { useEffect, useState } from 'react';

/**
 * An end on the server's clock, and how to read that clock from the phone: the server's time in the answer that
 * said so (`serverNow`) and the phone's Date.now() when that answer arrived (`readAt`). The phone's own clock may be
 * minutes off; only the time passed since the answer is taken from it.
 */
export interface ServerDeadline {
  /** When it ends (epoch ms, server clock). */
  until: number;
  /** The server's now in the answer (epoch ms). */
  serverNow: number;
  /** Date.now() on the phone when the answer arrived. */
  readAt: number;
}

/** Whole seconds left at the phone's `now`, never negative. */
export function secondsLeft({ until, serverNow, readAt }: ServerDeadline, now = Date.now()): number {
  return Math.max(0, Math.floor((until - (serverNow + (now - readAt))) / 1000));
}

/**
 * The seconds left to a server deadline, re-rendering each time the shown second changes (timed to the second's
 * edge, not to when the page opened) and stopping at 0. Null when there is no deadline.
 */
export function useCountdown(deadline: ServerDeadline | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const until = deadline?.until;
  const serverNow = deadline?.serverNow;
  const readAt = deadline?.readAt;
  useEffect(() => {
    if (until === undefined || serverNow === undefined || readAt === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      const leftMs = until - (serverNow + (t - readAt));
      if (leftMs <= 0) return;
      // The next whole second down, a hair after it so the floor has moved.
      timer = setTimeout(tick, (leftMs % 1000 || 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [until, serverNow, readAt]);
  return deadline ? secondsLeft(deadline, now) : null;
}
