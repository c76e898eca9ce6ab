import type { ReactNode } from 'react';
import styles from './Countdown.module.css';
import { useCountdown, type ServerDeadline } from './useCountdown';

/** 125 s → '2 分 05 秒' (words) or '2:05' (clock). */
export function formatRemaining(seconds: number, format: 'words' | 'clock' = 'words'): string {
  const s = Math.max(0, Math.floor(seconds));
  const m = Math.floor(s / 60);
  const ss = String(s % 60).padStart(2, '0');
  return format === 'clock' ? `${m}:${ss}` : `${m} 分 ${ss} 秒`;
}

export interface CountdownProps extends ServerDeadline {
  /** '2 分 05 秒' (default) or '2:05'. */
  format?: 'words' | 'clock';
  /** The sentence around the time (距开始计费 …, … 内未插枪将自动取消), given the time and the seconds left. */
  children?: (time: ReactNode, seconds: number) => ReactNode;
}

/**
 * The time left to an end on the server's clock, ticking each second. It is a timer (role=timer: a screen reader does
 * not read every second out, but reads the time when the driver comes to it). The clock form shows '2:05' and says
 * '约3分钟' to a screen reader ('2:05' read aloud is a ratio or a time of day).
 */
export function Countdown({ until, serverNow, readAt, format = 'words', children }: CountdownProps) {
  const seconds = useCountdown({ until, serverNow, readAt }) ?? 0;
  const time =
    format === 'clock' ? (
      <span className={styles.countdown} role="timer">
        <span aria-hidden="true">{formatRemaining(seconds, 'clock')}</span>
        <span className="sr-only">{`约${Math.max(1, Math.ceil(seconds / 60))}分钟`}</span>
      </span>
    ) : (
      <span className={styles.countdown} role="timer">
        {formatRemaining(seconds, 'words')}
      </span>
    );
  return <>{children ? children(time, seconds) : time}</>;
}
