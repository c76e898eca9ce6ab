import { Checkbox } from 'antd-mobile';
import { useLayoutEffect, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import styles from './CheckField.module.css';

export interface CheckFieldProps {
  /** The id of the native checkbox (`form.id('agreed')`), for the focus on a refused submit. */
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The message under it (e.g. 请先阅读并同意…), or nothing. */
  error?: string | null;
  /** The label; may hold links (a tap on a link follows it and does not tick the box). */
  children: ReactNode;
  /** One row of a list of things to pick (orders to invoice): the label takes the row's width, in body text colour. */
  row?: boolean;
}

/**
 * antd-mobile's Checkbox made reachable from the keyboard (its native input is display:none, so it could not take
 * focus): the input stays in the page, invisible, and its focus ring is drawn around the round icon. Invalid
 * state and the message are written on the input itself.
 */
export function CheckField({ id, checked, onChange, error, children, row = false }: CheckFieldProps) {
  const errorId = `${id}-error`;
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!input) return;
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', errorId);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  });
  return (
    <div className={[styles.check, row && styles.row, error && styles.invalid].filter(Boolean).join(' ')}>
      <Checkbox id={id} checked={checked} onChange={onChange} block={row}>
        {children}
      </Checkbox>
      {error ? (
        <div className={styles.error}>
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}
