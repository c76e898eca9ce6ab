import { dayLabel, type StartOptions } from '../startTimes';
import styles from './StartField.module.css';
import { FieldError } from '@/ui/form';

/**
 * The start of the booking: a day and a time, the phone's own pickers (native selects: large, localised, read out
 * by screen readers), offering only what the lot takes now.
 */
export function StartField({ id, options, day, time, onChange, error, disabled }: {
  id: string;
  options: StartOptions;
  day: string;
  time: string;
  onChange: (day: string, time: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const times = options.times[day] ?? [];
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>开始时间</legend>
      <div className={styles.time}>
        <label htmlFor={id}>
          日期
          <select
            id={id}
            className={styles.select}
            value={day}
            disabled={disabled}
            onChange={(e) => {
              const d = e.target.value;
              const list = options.times[d] ?? [];
              onChange(d, list.includes(time) ? time : (list[0] ?? ''));
            }}
          >
            {options.days.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-time`}>
          时间
          <select id={`${id}-time`} className={styles.select} value={time} disabled={disabled} onChange={(e) => onChange(day, e.target.value)}>
            {times.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <FieldError id={errorId}>{error}</FieldError>
      )}
    </fieldset>
  );
}
