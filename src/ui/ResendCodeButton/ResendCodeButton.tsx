import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/apiError';
import styles from './ResendCodeButton.module.css';

/** The driver service's refusal of a code asked for too soon; its message names the seconds left (请45秒后再试). */
export const CODE_TOO_OFTEN = '0xd12501011';

export interface ResendCodeTexts {
  /** Before a code is sent, and once the wait is over (获取验证码). */
  idle: string;
  /** While the code is being sent (发送中…). */
  busy: string;
  /** While the driver waits (60s后重新获取). */
  waiting: (seconds: number) => string;
}

const TEXTS: ResendCodeTexts = { idle: '获取验证码', busy: '发送中…', waiting: (s) => `${s}s后重新获取` };

export interface ResendCodeButtonProps {
  /**
   * When the last code went out (epoch ms; null or undefined: never), read from where the feature keeps it. Read on
   * every render, so a reload, or another phone typed in, finds its own wait.
   */
  readSentAt: () => number | null | undefined;
  /** Keeps a send time: a code sent, or the server's "too often", dated back so the wait is the one it named. */
  writeSentAt: (at: number) => void;
  /**
   * Sends one code. Resolves to the seconds the server says to wait when it says (else `waitSeconds`), or `false`
   * when nothing was sent (the feature said why); rejects with the call's error (the error catalogue shows it).
   */
  send: () => Promise<number | false | void>;
  /** Asked first, before anything shows as busy: false stops the tap (the feature said why: an invalid phone…). */
  canSend?: () => boolean;
  /** The wait between two codes (60 s). */
  waitSeconds?: number;
  disabled?: boolean;
  texts?: Partial<ResendCodeTexts>;
}

/** Whole seconds left before another code may be asked for (0: now), never more than the wait (a clock set back). */
export function waitLeft(sentAt: number | null | undefined, waitSeconds: number, now = Date.now()): number {
  if (sentAt === null || sentAt === undefined) return 0;
  return Math.max(0, Math.min(waitSeconds, Math.ceil((sentAt + waitSeconds * 1000 - now) / 1000)));
}

/** The seconds a "too often" refusal names (capped at the wait), or null for any other failure. */
export function waitOfRefusal(e: unknown, waitSeconds: number): number | null {
  if (!isApiError(e) || e.code !== CODE_TOO_OFTEN) return null;
  const m = /(\d+)\s*秒/.exec(e.msg);
  return m ? Math.min(waitSeconds, Number(m[1])) : waitSeconds;
}

/**
 * 获取验证码: one send however often it is tapped, then the wait counted down on the button, kept where the feature
 * keeps it (so it survives a reload). The server's "too often" (toasted by the error catalogue) starts the wait it
 * named. Disabled while sending and waiting; the countdown is read out politely.
 */
export function ResendCodeButton({ readSentAt, writeSentAt, send, canSend, waitSeconds = 60, disabled, texts }: ResendCodeButtonProps) {
  const say = { ...TEXTS, ...texts };
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const sentAt = readSentAt() ?? undefined;
  const left = waitLeft(sentAt, waitSeconds, now);
  const counting = left > 0;

  // Another send time (a send, another phone): counted from now, not from the last tick.
  useEffect(() => {
    setNow(Date.now());
  }, [sentAt]);

  useEffect(() => {
    if (!counting) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [counting]);

  /** Keeps a wait of `seconds` from now. */
  const wait = (seconds: number) => {
    writeSentAt(Date.now() - (waitSeconds - Math.min(waitSeconds, seconds)) * 1000);
    setNow(Date.now());
  };

  async function onClick() {
    if (sending.current) return;
    if (canSend && !canSend()) return;
    if (waitLeft(readSentAt(), waitSeconds) > 0) return;
    sending.current = true;
    setBusy(true);
    try {
      const named = await send();
      if (named !== false) wait(typeof named === 'number' ? named : waitSeconds);
    } catch (e) {
      const seconds = waitOfRefusal(e, waitSeconds);
      if (seconds !== null) wait(seconds);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Button
      className={styles.button}
      color="primary"
      fill="outline"
      size="small"
      disabled={disabled || busy || counting}
      onClick={() => void onClick()}
      aria-live="polite"
    >
      {busy ? say.busy : counting ? say.waiting(left) : say.idle}
    </Button>
  );
}
