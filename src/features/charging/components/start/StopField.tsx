import { Input, List } from 'antd-mobile';
import { Field } from '@/ui/form/Field';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { STOP_LABELS, unitOf, type StopKind } from './stopCondition';
import styles from './StopField.module.css';

const KINDS = Object.keys(STOP_LABELS) as StopKind[];

/** When the session stops: when full, or at an amount, an energy or a time the driver types. */
export function StopField({ id, valueId, kind, value, onKind, onValue, onValueBlur, error }: {
  id: string;
  valueId: string;
  kind: StopKind;
  value: string;
  onKind: (kind: StopKind) => void;
  onValue: (value: string) => void;
  onValueBlur: () => void;
  error?: string | null;
}) {
  return (
    <div className={`${styles.card} ${styles.choice}`}>
      <ChoiceRadios
        id={id}
        legend="何时停止"
        chips
        value={kind}
        onChange={(k) => onKind(k as StopKind)}
        choices={KINDS.map((k) => ({ value: k, label: STOP_LABELS[k] }))}
      />
      {kind !== 'full' && (
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          <Field id={valueId} label={`${unitOf(kind).label}（${unitOf(kind).unit}）`} error={error}>
            <Input id={valueId} inputMode="decimal" autoComplete="off" value={value} onChange={onValue} onBlur={onValueBlur} />
          </Field>
        </List>
      )}
    </div>
  );
}
