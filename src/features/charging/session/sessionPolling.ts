import type { ChargingSession, SessionState } from '@/api/cps/session.types';
import { idleFeeReading, nextIdleFeeAskIn } from '../components/session/idleFeeSchedule';

/**
 * How often the server is asked about a session: often while something is about to change (plugging in,
 * starting, stopping), less while it charges; a stop the pile has not confirmed after `stopConfirmMs` is sent again,
 * up to `stopAttempts` times. Kept in one object so tests can shorten it.
 */
export const sessionTiming = { busyMs: 3000, chargingMs: 10_000, stopConfirmMs: 15_000, stopAttempts: 5 };

const ENDED: SessionState[] = ['finished', 'failed'];
export const hasEnded = (s: Pick<ChargingSession, 'state'>) => ENDED.includes(s.state);

/**
 * The polling interval of a session's query (RTK Query `pollingInterval`; 0 asks no more), from its last answer:
 * every `busyMs` while it starts or stops, every `chargingMs` while it charges; once it ended, just after the next
 * moment its idle fee's rule says the fee rises (idleFeeSchedule), and never once the fee stopped or there is none.
 * No answer yet (the first read, or a failed one): nothing — a failed first read shows 重试, and one that failed on
 * the way is asked again by the reconnect rules (refetchOnReconnect, the reconnect loop), not by a timer here.
 */
export function sessionPollMs(session: ChargingSession | undefined): number {
  if (!session) return 0;
  if (hasEnded(session)) {
    const reading = idleFeeReading(session);
    return (reading && nextIdleFeeAskIn(reading)) ?? 0;
  }
  // Waiting for a scheduled start is as quiet as charging: the start comes at a known time, told on the server's clock.
  return session.state === 'charging' || session.state === 'suspendedEV' || session.state === 'scheduled' ? sessionTiming.chargingMs : sessionTiming.busyMs;
}
