import { useId } from 'react';
import { StateTag } from '@/ui/StateTag';
import styles from './SwitchRow.module.css';

export interface SwitchRowProps {
  /** What it turns on, in the driver's words: the switch's accessible name. */
  label: string;
  /** What the server holds now. */
  checked: boolean;
  /** Asked for the other value (not called while `loading`). */
  onChange: (next: boolean) => void;
  /** Saving: the spinner shows, and a tap does nothing until the server answered. */
  loading?: boolean;
  /** A short mark after the label (费用提醒) as the kit's tag, said as part of the description. */
  note?: string;
  /** A line under the label, said as the description. */
  hint?: string;
  /** The value in words beside the track (已开启), for eyes only: the switch itself says it to a screen reader. */
  state?: string;
}

/**
 * One setting as a real switch: a button with role="switch" (Tab reaches it, Space or Enter flips it), named by its
 * label, described by its note and hint, the whole row the target. It shows the value it is given, never its own:
 * while a change is saved it keeps the server's value with a spinner (aria-busy) and ignores taps, and it moves only
 * when the server's answer does. antd-mobile's Switch is a div no keyboard reaches (no tabindex, and its props
 * cannot add one), so the track is drawn here; the 长辈模式 switch and the reminder settings are both this row.
 */
export function SwitchRow({ label, checked, onChange, loading = false, note, hint, state }: SwitchRowProps) {
  const id = useId();
  const described = [note && `${id}-note`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={described || undefined}
      aria-busy={loading || undefined}
      className={styles.row}
      onClick={() => {
        if (!loading) onChange(!checked);
      }}
    >
      <span className={styles.text}>
        <span className={styles.label}>
          <span id={`${id}-label`}>{label}</span>
          {note ? (
            <span id={`${id}-note`}>
              <StateTag tone="warning">{note}</StateTag>
            </span>
          ) : null}
        </span>
        {hint ? (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </span>
      {state ? (
        <span className={styles.state} aria-hidden="true">
          {state}
        </span>
      ) : null}
      <span className={loading ? `${styles.track} ${styles.busy}` : styles.track} aria-hidden="true">
        <span className={styles.knob} />
      </span>
    </button>
  );
}
