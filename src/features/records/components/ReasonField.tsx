import { Radio, Space } from 'antd-mobile';
import type { AppealReason } from '@/api/charge/records.types';
import { APPEAL_REASONS } from '../complaint';

interface Props {
  /** The id of the first radio (the focus goes there when no reason was chosen). */
  id: string;
  value: AppealReason | null;
  onChange: (reason: AppealReason) => void;
  error?: string | null;
  disabled?: boolean;
}

/** 申诉原因 as antd-mobile radios in a fieldset (a named group), chips that keep their words on one line. */
export function ReasonField({ id, value, onChange, error, disabled }: Props) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="rec-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>申诉原因</legend>
      <Radio.Group value={value} onChange={(v) => onChange(v as AppealReason)} disabled={disabled}>
        <Space wrap className="rec-reasons">
          {APPEAL_REASONS.map((r, i) => (
            <Radio key={r} value={r} id={i === 0 ? id : undefined} className="rec-reason">
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
