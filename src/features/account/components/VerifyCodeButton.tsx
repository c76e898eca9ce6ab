import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/apiError';
import { useSendVerifyCodeMutation } from '@/api/driver';
import type { VerifyCodeType } from '@/api/driver/types';
import { useFeedback } from '@/ui/hooks';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { RESEND_SECONDS, readSentAt, secondsLeft, writeSentAt } from './verifyCodeClock';
import './account.css';

const TOO_OFTEN = '0xd12501011';

export interface VerifyCodeButtonProps {
  phone: string;
  type: VerifyCodeType;
  /** The openid a bind-phone code is for (type 5). */
  thirdId?: string;
  disabled?: boolean;
}

/**
 * 获取验证码: checks the phone, sends one code, then counts down 60 s for that phone — across reloads, since
 * the send time is kept per phone. A double tap sends once. The server's own "too often" refusal is toasted by
 * the error catalogue; the button then counts down the seconds the server named.
 */
export function VerifyCodeButton({ phone, type, thirdId, disabled }: VerifyCodeButtonProps) {
  const ui = useFeedback();
  const [send] = useSendVerifyCodeMutation();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const target = normalisePhone(phone.trim());
  const [now, setNow] = useState(() => Date.now());
  // Bumped after a send so the stored time is re-read.
  const [stamp, setStamp] = useState(0);
  const left = secondsLeft(readSentAt(target), now);

  useEffect(() => {
    setNow(Date.now());
  }, [target, stamp]);

  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [left > 0, target]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when counting starts/stops

  async function onClick() {
    if (sending.current) return;
    const invalid = validatePhone(phone.trim());
    if (invalid) {
      ui.toast(invalid, 2000);
      return;
    }
    if (secondsLeft(readSentAt(target)) > 0) return;
    sending.current = true;
    setBusy(true);
    try {
      await send({ phone: target, type, ...(thirdId ? { thirdId } : {}) }).unwrap();
      writeSentAt(target, Date.now());
      ui.toast('验证码已发送', 2000);
    } catch (e) {
      // The catalogue saga already showed the message; keep the countdown in step with the server's.
      if (isApiError(e) && e.code === TOO_OFTEN) {
        const m = /(\d+)\s*秒/.exec(e.msg);
        const wait = m ? Math.min(RESEND_SECONDS, Number(m[1])) : RESEND_SECONDS;
        writeSentAt(target, Date.now() - (RESEND_SECONDS - wait) * 1000);
      }
    } finally {
      sending.current = false;
      setBusy(false);
      setStamp((s) => s + 1);
    }
  }

  const counting = left > 0;
  return (
    <Button
      className="acct-code-button"
      color="primary"
      fill="outline"
      size="small"
      disabled={disabled || busy || counting}
      onClick={() => void onClick()}
      aria-live="polite"
    >
      {busy ? '发送中…' : counting ? `${left}s后重新获取` : '获取验证码'}
    </Button>
  );
}
