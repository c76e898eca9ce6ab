import { AuthField, type AuthFieldProps } from './AuthField';

type PhoneFieldProps = Omit<AuthFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'>;

/** The 手机号 field every sign-in form starts with: the phone keypad, autofill, room for a +86/0086 prefix. */
export function PhoneField(props: PhoneFieldProps) {
  return <AuthField label="手机号" type="tel" inputMode="tel" autoComplete="tel" maxLength={15} placeholder="请输入手机号" {...props} />;
}
