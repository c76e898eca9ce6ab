import { Input, List } from 'antd-mobile';
import { EmailField, Field } from '@/ui/form';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { deliverByOf, type DeliveryValues } from './delivery';

type Key = keyof DeliveryValues;

interface Props {
  /** The form's ids (`form.id`): the focus finds a refused field by them. */
  idOf: (name: Key) => string;
  values: DeliveryValues;
  errors: Partial<Record<Key, string | null | undefined>>;
  onChange: (patch: Partial<DeliveryValues>) => void;
  onBlur: (name: Key) => void;
  disabled?: boolean;
}

const CHOICES = [
  { value: 'email', label: '邮箱' },
  { value: 'phone', label: '手机号' },
];

/** What the chosen way brings, said under its field. */
const HINTS = { email: '发票将以PDF发送到该邮箱', mobile: '发票的下载链接将以短信发送到该手机号' };

/**
 * 接收方式 as real radios (邮箱 / 手机号) and the one field of the way chosen, as rows of a CardList. The other field
 * is not drawn: what is not chosen is not sent.
 */
export function DeliveryFields({ idOf, values, errors, onChange, onBlur, disabled }: Props) {
  const by = deliverByOf(values);
  return (
    <>
      <List.Item>
        <ChoiceRadios id={idOf('deliverBy')} legend="接收方式" choices={CHOICES} value={by} onChange={(deliverBy) => onChange({ deliverBy })} disabled={disabled} chips />
      </List.Item>
      {by === 'email' ? (
        <EmailField
          id={idOf('email')}
          label="接收邮箱"
          hint={HINTS.email}
          value={values.email}
          onChange={(email) => onChange({ email })}
          onBlur={() => onBlur('email')}
          error={errors.email}
          disabled={disabled}
        />
      ) : (
        <Field id={idOf('mobile')} label="接收手机号" error={errors.mobile} hint={HINTS.mobile}>
          <Input
            id={idOf('mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="如13800138000"
            maxLength={20}
            value={values.mobile}
            disabled={disabled}
            onChange={(mobile) => onChange({ mobile })}
            onBlur={() => onBlur('mobile')}
          />
        </Field>
      )}
    </>
  );
}
