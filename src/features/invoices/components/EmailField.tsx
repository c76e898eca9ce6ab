import { Input } from 'antd-mobile';
import { normalizeEmail } from '@/lib/email';
import { Field } from '@/ui/form';

interface Props {
  id: string;
  label?: string;
  value: string;
  onChange: (email: string) => void;
  onBlur: () => void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

/** The address the invoice is sent to: an e-mail keyboard, and full-width ＠ narrowed when the field is left. */
export function EmailField({ id, label = '接收邮箱', value, onChange, onBlur, error, hint = '发票开具后将以PDF发送到该邮箱', disabled }: Props) {
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
