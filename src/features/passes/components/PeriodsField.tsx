import { useId } from 'react';
import { formatMoney } from '@/lib/format';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { MAX_PERIODS } from '../passText';
import styles from './PeriodsField.module.css';

/** '3个月', '1年', '18个月'. */
export function monthsText(months: number): string {
  return months % 12 === 0 ? `${months / 12}年` : `${months}个月`;
}

/** How many periods a driver may buy at once: common lengths up to two years, and never more than the server takes. */
export function periodChoices(months: number): number[] {
  return [1, 2, 3, 6, 12].filter((n) => n <= MAX_PERIODS && n * months <= 24);
}

/** How long to buy, as chips in months or years (one period of a 季卡 is 3 months). */
export function PeriodsField({ months, value, onChange, disabled }: { months: number; value: number; onChange: (n: number) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <ChoiceRadios
      id={id}
      legend="购买时长"
      chips
      value={String(value)}
      onChange={(v) => onChange(Number(v))}
      disabled={disabled}
      choices={periodChoices(months).map((n) => ({ value: String(n), label: monthsText(n * months) }))}
    />
  );
}

/** What the chosen length costs, worked out where the driver can check it: 300.00元/月卡 × 3 = 900.00元. */
export function PeriodsPrice({ price, periodType, periods }: { price: number; periodType: string; periods: number }) {
  return (
    <p className={`${styles.line} ${styles.price}`}>
      <span>费用</span>
      <strong>
        {price === 0 ? '免费' : `${formatMoney(price)}/${periodType} × ${periods} = ${formatMoney(price * periods)}`}
      </strong>
    </p>
  );
}
