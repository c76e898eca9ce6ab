import type { BagRule } from '@/api/special/types';
import { formatMoney } from '@/lib/format';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { leftText, soldOut } from '../passText';
import styles from './RuleField.module.css';

/** The lot's rules as one radio group: name, hours and places left; price per period beside; sold-out ones disabled. */
export function RuleField({ id, rules, value, onChange, disabled }: {
  id: string;
  rules: BagRule[];
  value: string;
  onChange: (ruleId: string) => void;
  disabled?: boolean;
}) {
  return (
    <ChoiceRadios
      id={id}
      legend="月卡类型"
      value={value}
      onChange={onChange}
      disabled={disabled}
      choices={rules.map((r) => ({
        value: r.ruleId,
        label: (
          <>
            <span>{r.ruleName}</span>
            <span className={styles.weak}>
              {r.timeRangeText} · {leftText(r.leftNum)}
              {r.needMaterials === 1 ? ' · 需审核' : ''}
              {r.disabledOnly === 1 ? ' · 残疾人专享' : ''}
            </span>
          </>
        ),
        side: (
          <span className={`${styles.money} ${styles.side}`}>
            <span className={styles.part}>{r.price === 0 ? '免费' : formatMoney(r.price)}/</span>
            <span className={styles.part}>{r.periodType}</span>
          </span>
        ),
        disabled: soldOut(r),
      }))}
    />
  );
}
