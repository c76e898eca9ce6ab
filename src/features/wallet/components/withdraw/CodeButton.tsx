import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/apiError';
import { useSendWithdrawCodeMutation } from '@/api/driver/wallet';
import type { WithdrawCodeSent } from '@/api/driver/wallet.types';
import { readCodeSentAt, secondsUntilResend, writeCodeSentAt } from './codeClock';
import './withdraw.css';

const RESEND_SECONDS = 60;
const TOO_OFTEN = '0xd12501011';

/**
 * 获取验证码 for a withdrawal (to the driver's own phone): one send however often it is tapped, then a 60 s
 * countdown that survives a reload. The server's "too often" is toasted by the catalogue; the countdown then
 * follows the seconds it named.
 */
export function CodeButton({ onSent, disabled }: { onSent: (sent: WithdrawCodeSent) => void; disabled?: boolean }) {
  const [send] = useSendWithdrawCodeMutation();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState(readCodeSentAt);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntilResend(sentAt, RESEND_SECONDS, now);
  const counting = left > 0;

  useEffect(() => {
    if (!counting) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [counting]);

  const mark = (at: number) => {
    writeCodeSentAt(at);
    setSentAt(at);
    setNow(Date.now());
  };

  async function onClick() {
    if (sending.current || secondsUntilResend(readCodeSentAt(), RESEND_SECONDS) > 0) return;
    sending.current = true;
    setBusy(true);
    try {
      const sent = await send().unwrap();
      mark(Date.now() - (RESEND_SECONDS - Math.min(RESEND_SECONDS, sent.resendAfter)) * 1000);
      onSent(sent);
    } catch (e) {
      if (isApiError(e) && e.code === TOO_OFTEN) {
        const m = /(\d+)\s*秒/.exec(e.msg);
        const wait = m ? Math.min(RESEND_SECONDS, Number(m[1])) : RESEND_SECONDS;
        mark(Date.now() - (RESEND_SECONDS - wait) * 1000);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Button className="wd-code-button" color="primary" fill="outline" size="small" disabled={disabled || busy || counting} onClick={() => void onClick()}>
      {busy ? '发送中…' : counting ? `${left}s后重新获取` : '获取验证码'}
    </Button>
  );
}
