import { Radio, Space } from 'antd-mobile';
import { CHARGING_APPEAL_REASONS, type ChargingAppealReason } from '@/api/types/cps-bills';
import './bills.css';

interface Props {
  /** The id of the first radio (the focus goes there when no reason was chosen). */
  id: string;
  value: ChargingAppealReason | null;
  onChange: (reason: ChargingAppealReason) => void;
  error?: string | null;
  disabled?: boolean;
}

/** 申诉原因 as radios in a fieldset (a named group), chips that keep their words on one line. */
export function ReasonField({ id, value, onChange, error, disabled }: Props) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="cb-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>申诉原因</legend>
      <Radio.Group value={value} onChange={(v) => onChange(v as ChargingAppealReason)} disabled={disabled}>
        <Space wrap className="cb-reasons">
          {CHARGING_APPEAL_REASONS.map((r, i) => (
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
