import { Radio, Space } from 'antd-mobile';
import { CHARGING_APPEAL_REASONS, type ChargingAppealReason } from '@/api/cps/bills.types';
import './bills.css';

interface Props<R extends string> {
  /** The id of the first radio (the focus goes there when no reason was chosen). */
  id: string;
  value: R | null;
  onChange: (reason: R) => void;
  error?: string | null;
  disabled?: boolean;
  /** The reasons to choose from; a charging bill's by default (an idle fee has its own). */
  reasons?: readonly R[];
}

/** 申诉原因 as radios in a fieldset (a named group), chips that keep their words on one line. */
export function ReasonField<R extends string = ChargingAppealReason>({ id, value, onChange, error, disabled, reasons }: Props<R>) {
  const errorId = `${id}-error`;
  // Without a list R is a charging bill's reason (the default type), so the default list is of that type.
  const list = reasons ?? (CHARGING_APPEAL_REASONS as readonly string[] as readonly R[]);
  return (
    <fieldset className="cb-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>申诉原因</legend>
      <Radio.Group value={value} onChange={(v) => onChange(v as R)} disabled={disabled}>
        <Space wrap className="cb-reasons">
          {list.map((r, i) => (
            <Radio key={r} value={r} id={i === 0 ? id : undefined} className="cb-reason">
              {r}
            </Radio>
          ))}
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
