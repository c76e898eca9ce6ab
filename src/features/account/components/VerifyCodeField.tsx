import { AuthField, type AuthFieldProps } from './AuthField';

type VerifyCodeFieldProps = Omit<AuthFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'>;

/** The 验证码 field: six digits, the SMS autofill hint, the send button beside it (as `trailing`). */
export function VerifyCodeField(props: VerifyCodeFieldProps) {
  return <AuthField label="验证码" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="请输入6位验证码" {...props} />;
}
