import { Input } from 'antd-mobile';
import { normalizeEmail } from '@/lib/email';
import { Field } from './Field';

export interface EmailFieldProps {
  id: string;
  /** What the address is for (接收邮箱, 发送到邮箱). */
  label: string;
  value: string;
  onChange: (email: string) => void;
  onBlur: () => void;
  error?: string | null;
  /** What will be sent there, said under the field. */
  hint?: string;
  disabled?: boolean;
}

/** An address something is mailed to: an e-mail keyboard, and full-width ＠ narrowed when the field is left. */
export function EmailField({ id, label, value, onChange, onBlur, error, hint, disabled }: EmailFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="如name@example.com"
        value={value}
        disabled={disabled}
        onChange={onChange}
        onBlur={() => {
          const tidy = normalizeEmail(value);
          if (tidy !== value) onChange(tidy);
          onBlur();
        }}
      />
    </Field>
  );
}
