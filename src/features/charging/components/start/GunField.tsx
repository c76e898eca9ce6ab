import type { Gun } from '@/api/cps/session.types';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import styles from './GunField.module.css';

/** The pile's guns, each a radio; only a free one can be chosen. */
export function GunField({ id, guns, value, onChange, error }: { id: string; guns: Gun[]; value: string; onChange: (gunNo: string) => void; error?: string | null }) {
  const free = guns.some((g) => g.status === 'free');
  return (
    <div className={`${styles.card} ${styles.choice}`}>
      <ChoiceRadios
        id={id}
        legend="选择充电枪"
        chips
        hint={free ? undefined : '该桩暂无空闲充电枪，请换一个充电桩'}
        value={value}
        onChange={onChange}
        error={error}
        choices={guns.map((g) => ({ value: g.gunNo, label: `${g.gunName}（${g.statusText}）`, disabled: g.status !== 'free' }))}
      />
    </div>
  );
}
