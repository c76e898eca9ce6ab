import { Input } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Field } from '@/ui/form/Field';
import { PasswordToggle } from './PasswordToggle';

interface Props {
  /** The input's id (`form.id('password')`). */
  id: string;
  label: string;
  value: string;
  onChange: (password: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** 'current-password' to sign in, 'new-password' to set one (the phone's password manager offers or saves it). */
  autoComplete: 'current-password' | 'new-password';
  placeholder: string;
}

/** A password field with 显示/隐藏 beside it: hidden until the driver asks, hidden again when the field comes back. */
export function PasswordField({ id, label, value, onChange, error, hint, autoComplete, placeholder }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} error={error} hint={hint} addon={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} controls={id} />}>
      <Input id={id} type={shown ? 'text' : 'password'} autoComplete={autoComplete} placeholder={placeholder} value={value} onChange={onChange} />
    </Field>
  );
}
