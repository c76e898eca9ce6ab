import { Checkbox, Radio } from 'antd-mobile';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { PlateColor } from '@/lib/wire';
import { FieldError } from '@/ui/form/FieldError';
import { PlateBadge, type PlateBadgeProps } from '@/ui/PlateBadge/PlateBadge';
import styles from './PlatePicker.module.css';

/** One of the driver's plates as a choice. */
export interface PlateChoice {
  plateNo: string;
  /** The server's colour; without it the plate's own form decides (see PlateBadge). */
  plateColor?: PlateColor | null;
  /** At the row's end: 默认车辆. */
  side?: ReactNode;
  /** Under the plate, inside its label (so it is read with it): why it cannot be chosen. */
  note?: ReactNode;
  /** Shown, but cannot be chosen (a colour the rule does not take, a plate another card has). */
  disabled?: boolean;
}

interface Common {
  /** The id of the first choice that can be chosen (`form.id('plates')`): focus lands there on a refused submit. */
  id: string;
  /** The group's name, read before each plate (预约车辆, 车辆（最多3辆）). */
  legend: string;
  /** The driver's plates, in the order shown (the feature reads them; the kit fetches nothing). */
  plates: readonly PlateChoice[];
  error?: string | null;
  /** Nothing can be chosen (the form is being sent). */
  disabled?: boolean;
  /** Under the legend, read with the group. */
  hint?: ReactNode;
  /** Shown in place of the choices when given: the plates loading, failing, or none bound (with the way to add one). */
  message?: ReactNode;
  /** Under the choices and the message: a way on (添加车辆). */
  children?: ReactNode;
  /** Drawn as a card of its own, for a form whose other fields are not in a List. */
  card?: boolean;
  size?: PlateBadgeProps['size'];
}

export interface SinglePlateProps extends Common {
  multiple?: false;
  /** The chosen plate, '' for none. */
  value: string;
  onChange: (plateNo: string) => void;
  /** A first choice meaning no plate (暂不关联): chosen, it gives ''. Without it '' is simply nothing chosen yet. */
  none?: string;
}

export interface MultiplePlatesProps extends Common {
  multiple: true;
  /** The chosen plates, in the order they were chosen. */
  value: readonly string[];
  onChange: (plates: string[]) => void;
  /** At most this many: the others are disabled once it is reached. */
  limit?: number;
}

export type PlatePickerProps = SinglePlateProps | MultiplePlatesProps;

/** The radio value of `none` (a plate number never looks like this). */
const NONE = '\u0000none';

function PlateLabel({ plate, size }: { plate: PlateChoice; size: PlateBadgeProps['size'] }) {
  return (
    <>
      <span className={styles.main}>
        <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} size={size} />
        {plate.note && <span className={styles.note}>{plate.note}</span>}
      </span>
      {plate.side !== undefined && <span className={styles.side}>{plate.side}</span>}
    </>
  );
}

/**
 * The driver's plates to choose from: one (real radios, one group: one Tab stop, the arrows choose) or several
 * (real checkboxes, up to `limit`), each row the plate as the road shows it, a screen reader saying the group, the
 * plate and its colour. Every row is a thumb's height and wraps its words rather than cutting them.
 */
export function PlatePicker(props: PlatePickerProps) {
  const { id, legend, plates, error, disabled, hint, message, children, card = false, size = 'medium' } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const ref = useRef<HTMLFieldSetElement>(null);
  // antd-mobile's Radio gives its input no name, and radios without one are no group (see ChoiceRadios).
  useLayoutEffect(() => {
    ref.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((input) => {
      input.name = id;
    });
  });
  const firstEnabled = Math.max(0, plates.findIndex((p) => !p.disabled));

  let choices: ReactNode;
  if (message !== undefined) {
    choices = <div className={styles.message}>{message}</div>;
  } else if (props.multiple) {
    const { value, onChange, limit = Infinity } = props;
    choices = (
      <div className={styles.rows}>
        {plates.map((p, i) => {
          const checked = value.includes(p.plateNo);
          return (
            <Checkbox
              key={p.plateNo}
              id={i === firstEnabled ? id : undefined}
              className={styles.row}
              checked={checked}
              disabled={disabled || p.disabled || (!checked && value.length >= limit)}
              onChange={(on) => onChange(on ? [...value, p.plateNo] : value.filter((x) => x !== p.plateNo))}
            >
              <PlateLabel plate={p} size={size} />
            </Checkbox>
          );
        })}
      </div>
    );
  } else {
    const { value, onChange, none } = props;
    choices = (
      <Radio.Group value={value || (none !== undefined ? NONE : null)} onChange={(v) => onChange(v === NONE || v === null ? '' : String(v))} disabled={disabled}>
        <div className={styles.rows}>
          {none !== undefined && (
            <Radio value={NONE} id={id} className={styles.row}>
              <span className={styles.main}>{none}</span>
            </Radio>
          )}
          {plates.map((p, i) => (
            <Radio key={p.plateNo} value={p.plateNo} id={none === undefined && i === firstEnabled ? id : undefined} className={styles.row} disabled={p.disabled}>
              <PlateLabel plate={p} size={size} />
            </Radio>
          ))}
        </div>
      </Radio.Group>
    );
  }

  return (
    <fieldset ref={ref} className={card ? `${styles.fieldset} ${styles.card}` : styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {choices}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {children}
    </fieldset>
  );
}
