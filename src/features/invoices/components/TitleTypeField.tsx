import type { InvoiceTitleType } from '@/api/invoice/titles.types';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';

interface Props {
  /** The id of the first radio: the focus goes there when the type is refused. */
  id: string;
  value: InvoiceTitleType;
  onChange: (t: InvoiceTitleType) => void;
  error?: string | null;
  disabled?: boolean;
}

const CHOICES = [
  { value: '1', label: '单位' },
  { value: '2', label: '个人' },
];

/** 抬头类型: 单位 or 个人, as the kit's radio chips in a named group. */
export function TitleTypeField({ id, value, onChange, error, disabled }: Props) {
  return (
    <ChoiceRadios
      id={id}
      legend="抬头类型"
      choices={CHOICES}
      value={String(value)}
      onChange={(v) => onChange(v === '2' ? 2 : 1)}
      error={error}
      disabled={disabled}
      chips
    />
  );
}
