import { List } from 'antd-mobile';
import { useLayoutEffect, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import styles from './Field.module.css';

export interface FieldProps {
  /** The id the control inside carries (`form.id('phone')`): the label, the messages and the focus find it by it. */
  id: string;
  /** What the field is; shown above the control, never wrapped mid-word. */
  label: string;
  /** The message under the field (validation or the server's refusal), or nothing. */
  error?: string | null;
  /** A standing hint under the field (a rule, a link); not an error. */
  hint?: ReactNode;
  /** Beside the control: a 获取验证码 button, a 显示 toggle, a picture code. */
  addon?: ReactNode;
  /** The control: antd-mobile Input (or a plain input) with `id`. */
  children: ReactNode;
}

/** Writes the field's state on the control itself: antd-mobile's Input puts aria-* on its wrapper, not the <input>. */
function useControlState(id: string, invalid: boolean, describedBy: string) {
  useLayoutEffect(() => {
    const control = document.getElementById(id);
    if (!control) return;
    if (invalid) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    if (describedBy) control.setAttribute('aria-describedby', describedBy);
    else control.removeAttribute('aria-describedby');
  });
}

/**
 * One labelled field of a form (a row of the List it stands in, as antd-mobile's Form.Item draws one): a real
 * <label for>, the control in a box that shows the focus ring (antd-mobile's input draws none), the message announced
 * and tied to the control. Not Form.Item itself: the forms keep their values in useForm, and Form.Item brought
 * antd-mobile's whole Form (rc-field-form, async-validator, and the help popover's floating-ui: 28 KB gzip) into every
 * page with a field, the sign-in and the wallet among them, for nothing but its row.
 */
export function Field({ id, label, error, hint, addon, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  useControlState(id, Boolean(error), describedBy);
  const description =
    error || hint ? (
      <>
        {error ? (
          <FieldError id={errorId}>{error}</FieldError>
        ) : null}
        {hint ? (
          <div id={hintId} className={styles.hint}>
            {hint}
          </div>
        ) : null}
      </>
    ) : undefined;
  return (
    <List.Item className={error ? `${styles.item} ${styles.invalid}` : styles.item} description={description}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.control}>{children}</div>
        {addon}
      </div>
    </List.Item>
  );
}
