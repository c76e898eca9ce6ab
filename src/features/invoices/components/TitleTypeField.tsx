import { Radio, Space } from 'antd-mobile';
import type { InvoiceTitleType } from '@/api/invoice/titles.types';
import './invoices.css';

interface Props {
  /** The id of the first radio: the focus goes there when the type is refused. */
  id: string;
  value: InvoiceTitleType;
  onChange: (t: InvoiceTitleType) => void;
  error?: string | null;
  disabled?: boolean;
}

/** 抬头类型: 单位 or 个人, as radios in a named group. */
export function TitleTypeField({ id, value, onChange, error, disabled }: Props) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="inv-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>抬头类型</legend>
      <Radio.Group value={value} onChange={(v) => onChange(v === 2 ? 2 : 1)} disabled={disabled}>
        <Space wrap className="inv-choices">
          <Radio value={1} id={id} className="inv-choice">
            单位
          </Radio>
          <Radio value={2} className="inv-choice">
            个人
          </Radio>
        </Space>
      </Radio.Group>
      {error && (
        <div id={errorId} className="app-field-error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
