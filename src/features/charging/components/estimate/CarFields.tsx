import { Input, List } from 'antd-mobile';
import { Field } from '@/ui/form/Field';
import type { CarChoice } from '../../estimate/carChoice';
import styles from './CarFields.module.css';

/**
 * The car as the driver states it before plugging in: its battery's size and its charge now, for the estimate of
 * how much energy and time a charge takes (once plugged in, a DC pile reads the car's own).
 */
export function CarFields({ ids, value, onChange, onBlur, errors }: {
  ids: Record<keyof CarChoice, string>;
  value: CarChoice;
  onChange: (patch: Partial<CarChoice>) => void;
  onBlur: (field: keyof CarChoice) => void;
  errors: Partial<Record<keyof CarChoice, string | null>>;
}) {
  return (
    <section className={styles.card} aria-labelledby={`${ids.batteryKwh}-legend`}>
      <h2 className={styles.title} id={`${ids.batteryKwh}-legend`}>
        我的车辆
      </h2>
      <p className={styles.hint}>用于估算充电量、时长和费用，插枪后以车辆实际电量为准</p>
      <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
        <Field id={ids.batteryKwh} label="电池容量（度）" error={errors.batteryKwh}>
          <Input id={ids.batteryKwh} inputMode="decimal" autoComplete="off" value={value.batteryKwh} onChange={(batteryKwh) => onChange({ batteryKwh })} onBlur={() => onBlur('batteryKwh')} />
        </Field>
        <Field id={ids.soc} label="当前电量（%）" error={errors.soc}>
          <Input id={ids.soc} inputMode="numeric" autoComplete="off" value={value.soc} onChange={(soc) => onChange({ soc })} onBlur={() => onBlur('soc')} />
        </Field>
      </List>
    </section>
  );
}
