import { useId } from 'react';
import styles from './FilterChips.module.css';

export interface FilterChip<V> {
  value: V;
  /** What the chip says (全部, 待支付, 本月): short, it stays on one line. */
  label: string;
}

export interface FilterChipsProps<V> {
  /** The group's name, read with it (按状态筛选); on screen only with `showLegend`. */
  legend: string;
  chips: FilterChip<V>[];
  /** The chosen chip's value (compared with Object.is, so `undefined` may stand for 全部). */
  value: V;
  onChange: (value: V) => void;
  /** Show the legend above the chips (by default it is for screen readers only: the chips speak for themselves). */
  showLegend?: boolean;
}

/**
 * One choice among a few, drawn as chips: a real radio group (a native radio under each chip's label, one name for
 * the group), so it is one Tab stop, the arrow keys move the choice, a screen reader says "radio, 2 of 3, checked",
 * and the focus ring is drawn around the chip. The chips wrap onto more lines rather than scroll out of sight.
 */
export function FilterChips<V>({ legend, chips, value, onChange, showLegend = false }: FilterChipsProps<V>) {
  const name = useId();
  return (
    <fieldset className={styles.filterChips}>
      <legend className={showLegend ? styles.legend : styles.legendHidden}>{legend}</legend>
      <div className={styles.chips}>
        {chips.map((chip) => {
          const on = Object.is(chip.value, value);
          return (
            <label key={chip.label} className={on ? `${styles.chip} ${styles.on}` : styles.chip}>
              <input className={styles.input} type="radio" name={name} checked={on} onChange={() => onChange(chip.value)} />
              {chip.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
