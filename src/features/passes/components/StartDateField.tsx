import { Field } from '@/ui/form';
import { beijingDay, MAX_START_AHEAD_DAYS } from '../passText';
import styles from './StartDateField.module.css';

/**
 * The pass's first day: the phone's own date picker (a native date input: large, localised, and read out by
 * screen readers), from today to 60 days ahead in Beijing days, whatever the phone's zone.
 */
export function StartDateField({ id, value, onChange, onBlur, error, disabled }: {
  id: string;
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <Field id={id} label="开始日期" error={error} hint="月卡自所选日期0点起生效">
      <input
        id={id}
        className={styles.date}
        type="date"
        value={value}
        min={beijingDay()}
        max={beijingDay(MAX_START_AHEAD_DAYS)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        required
      />
    </Field>
  );
}

/** The first day's message, or null: not before today, not too far ahead. */
export function validateStartDate(day: string): string | null {
  if (!day) return '请选择开始日期';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '请选择开始日期';
  if (day < beijingDay()) return '开始日期不能早于今天';
  if (day > beijingDay(MAX_START_AHEAD_DAYS)) return `开始日期不能晚于${MAX_START_AHEAD_DAYS}天后`;
  return null;
}
