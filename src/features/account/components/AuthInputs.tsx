import { Input } from 'antd-mobile';

interface AuthInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** The phone number box of every sign-in, register and phone form: one keyboard, autofill and length. */
export function PhoneInput({ id, value, onChange }: AuthInputProps) {
  return (
    <Input id={id} type="tel" inputMode="tel" autoComplete="tel" maxLength={15} placeholder="请输入手机号" value={value} onChange={onChange} />
  );
}

/** The 6-digit verify code box: the phone offers the code from the SMS (one-time-code). Its placeholder is short
 * enough to show whole beside 获取验证码 in 长辈模式 at 390 px. */
export function CodeInput({ id, value, onChange }: AuthInputProps) {
  return (
    <Input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="请输入验证码" value={value} onChange={onChange} />
  );
}
