import { Radio } from 'antd-mobile';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import styles from './ChoiceRadios.module.css';

export interface Choice {
  value: string;
  label: ReactNode;
  side?: ReactNode;
  disabled?: boolean;
}

/**
 * A labelled group of choices drawn as rows (or chips), each a real radio the keyboard and screen readers reach.
 * `id` goes on the first choice, where focus lands when the form refuses a submit. `hint` says what the choice
 * means (read with the group).
 */
export function ChoiceRadios({ id, legend, choices, value, onChange, error, disabled, chips, hint, iconEnd }: {
  id: string;
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  disabled?: boolean;
  chips?: boolean;
  hint?: ReactNode;
  /** Rows with the radio at the end of the row, as pay screens draw a choice of how to pay. */
  iconEnd?: boolean;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const firstEnabled = Math.max(0, choices.findIndex((c) => !c.disabled));
  const ref = useRef<HTMLFieldSetElement>(null);
  // antd-mobile's Radio gives its input no name, and radios without one are no group: the arrow keys do not move
  // between them and each is a Tab stop of its own. Named, the group is one Tab stop and the arrows choose.
  useLayoutEffect(() => {
    ref.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((input) => {
      input.name = id;
    });
  });
  return (
    <fieldset ref={ref} className={styles.fieldset} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <Radio.Group value={value || null} onChange={(v) => onChange(v === null ? '' : String(v))} disabled={disabled}>
        <div className={chips ? styles.chips : iconEnd ? `${styles.rows} ${styles.iconEnd}` : styles.rows}>
          {choices.map((c, i) => (
            <Radio key={c.value} id={i === firstEnabled ? id : undefined} value={c.value} className={chips ? styles.chip : styles.row} disabled={c.disabled}>
              {chips ? (
                c.label
              ) : (
                <>
                  <span className={styles.main}>{c.label}</span>
                  {c.side !== undefined && <span className={styles.side}>{c.side}</span>}
                </>
              )}
            </Radio>
          ))}
        </div>
      </Radio.Group>
      {error && (
        <FieldError id={errorId}>{error}</FieldError>
      )}
    </fieldset>
  );
}
