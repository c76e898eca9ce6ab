import { Input, List } from 'antd-mobile';
import { Field } from '@/ui/form/Field';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { STOP_LABELS, unitOf, type StopKind } from './stopCondition';
import styles from './StopField.module.css';

const KINDS = Object.keys(STOP_LABELS) as StopKind[];

/** Why a pile cannot stop at a battery level: it does not report the battery (AC piles). */
export const NO_SOC_STOP = '此充电桩不上报电池电量，不能按百分比停止';

/**
 * When the session stops: when full, or at an amount, an energy, a time or a battery level the driver types. A pile
 * that does not report the battery shows the level's choice disabled, with why, before the driver chooses.
 */
export function StopField({ id, valueId, kind, value, onKind, onValue, onValueBlur, error, socStop = true }: {
  id: string;
  valueId: string;
  kind: StopKind;
  value: string;
  onKind: (kind: StopKind) => void;
  onValue: (value: string) => void;
  onValueBlur: () => void;
  error?: string | null;
  /** The pile reports the battery (capabilities.socStop). */
  socStop?: boolean;
}) {
  return (
    <div className={`${styles.card} ${styles.choice}`}>
      <ChoiceRadios
        id={id}
        legend="何时停止"
        chips
        value={kind}
        onChange={(k) => onKind(k as StopKind)}
        choices={KINDS.map((k) => ({ value: k, label: STOP_LABELS[k], disabled: k === 'soc' && !socStop }))}
        hint={socStop ? undefined : NO_SOC_STOP}
      />
      {kind !== 'full' && (
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          <Field id={valueId} label={`${unitOf(kind).label}（${unitOf(kind).unit}）`} error={error}>
            <Input id={valueId} inputMode={kind === 'soc' ? 'numeric' : 'decimal'} autoComplete="off" value={value} onChange={onValue} onBlur={onValueBlur} />
          </Field>
        </List>
      )}
    </div>
  );
}
