import type { VerifyCodeType } from '@/api/driver/types';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { useFeedback } from '@/ui/hooks';
import { ResendCodeButton } from '@/ui/ResendCodeButton';
import { RESEND_SECONDS, readSentAt, writeSentAt } from './verifyCodeClock';
import { useSendVerifyCodeMutation } from '@/api/driver/account';

export interface VerifyCodeButtonProps {
  phone: string;
  type: VerifyCodeType;
  /** The openid a bind-phone code is for (type 5). */
  thirdId?: string;
  disabled?: boolean;
}

/**
 * 获取验证码 for a phone typed on the page: the phone is checked first, then the kit's button sends one code and
 * counts down 60 s for that phone — across reloads, since the send time is kept per phone (verifyCodeClock).
 */
export function VerifyCodeButton({ phone, type, thirdId, disabled }: VerifyCodeButtonProps) {
  const ui = useFeedback();
  const [send] = useSendVerifyCodeMutation();
  const target = normalisePhone(phone.trim());

  const canSend = () => {
    const invalid = validatePhone(phone.trim());
    if (invalid) ui.toast(invalid, 2000);
    return !invalid;
  };
  const sendCode = async () => {
    await send({ phone: target, type, ...(thirdId ? { thirdId } : {}) }).unwrap();
    ui.toast('验证码已发送', 2000);
  };

  return (
    <ResendCodeButton
      readSentAt={() => readSentAt(target)}
      writeSentAt={(at) => writeSentAt(target, at)}
      send={sendCode}
      canSend={canSend}
      waitSeconds={RESEND_SECONDS}
      disabled={disabled}
    />
  );
}
