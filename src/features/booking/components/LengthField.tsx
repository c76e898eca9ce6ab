import type { BookPackage } from '@/api/booking/types';
import type { BookRules } from '@/api/booking/orders.types';
import { formatMoney } from '@/lib/format';
import { formatDuration } from '@/lib/time';
import { durationOptions } from '../startTimes';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import styles from './LengthField.module.css';

/** '' in the package field: the driver picks a duration, priced by the lot's step. */
export const CUSTOM = 'custom';

/** How long: one of the lot's packages (fixed length and price), or a duration within its rules. */
export function LengthField({ id, packages, rules, packageId, duration, onChange, error, disabled }: {
  id: string;
  packages: BookPackage[];
  rules: BookRules;
  packageId: string;
  duration: number;
  onChange: (patch: { packageId?: string; durationMinutes?: number }) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const durations = durationOptions(rules);
  return (
    <>
      <ChoiceRadios
        id={id}
        legend="预约时长"
        value={packageId}
        onChange={(v) => onChange({ packageId: v })}
        error={error}
        disabled={disabled}
        choices={[
          ...packages.map((p) => ({
            value: p.packageId,
            label: (
              <>
                <span>{p.packageName}</span>
                <span className={styles.weak}>{p.description}</span>
              </>
            ),
            side: <span className={styles.money}>{formatMoney(p.priceCents)}</span>,
          })),
          {
            value: CUSTOM,
            label: (
              <>
                <span>自选时长</span>
                <span className={styles.weak}>
                  每{rules.stepMinutes}分钟{formatMoney(rules.unitCents)}，最长{formatDuration(rules.maxDurationMinutes)}
                </span>
              </>
            ),
          },
        ]}
      />
      {packageId === CUSTOM && (
        <label className={`${styles.fieldset} ${styles.timeSingle}`} htmlFor={`${id}-minutes`}>
          <span className={styles.weak}>时长</span>
          <select
            id={`${id}-minutes`}
            className={styles.select}
            value={duration}
            disabled={disabled}
            onChange={(e) => onChange({ durationMinutes: Number(e.target.value) })}
          >
            {durations.map((m) => (
              <option key={m} value={m}>
                {formatDuration(m)}（{formatMoney((m / rules.stepMinutes) * rules.unitCents)}）
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
