import type { ReactNode } from 'react';
import styles from './FieldError.module.css';

/**
 * A field's message, said as it appears (role=alert) and in the danger colour: under the kit's Field, CheckField and
 * ChoiceRadios, and under a feature's own control (a plate input, a photo list). `id` ties it to the control
 * (aria-describedby); `tabIndex={-1}` lets a refused submit move focus onto it.
 */
export function FieldError({ id, children, tabIndex }: { id?: string; children: ReactNode; tabIndex?: number }) {
  return (
    <div id={id} className={styles.error} role="alert" tabIndex={tabIndex}>
      {children}
    </div>
  );
}
