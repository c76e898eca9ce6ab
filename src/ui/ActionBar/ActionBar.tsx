import { Button, type ButtonProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { MoneyLine, type MoneyLineProps } from '../MoneyLine';
import styles from './ActionBar.module.css';

export interface ActionBarProps {
  /**
   * The amount beside the action (应付, 预计, 开票金额, 每月: `label` and `cents` as MoneyLine takes them). Left out, the
   * bar holds the action alone.
   */
  amount?: Omit<MoneyLineProps, 'className'>;
  /** The main action (`ActionBarButton`), with any other beside it. */
  children: ReactNode;
}

/**
 * The page's main action as a bar pinned at the foot of the screen (a `Page` footer): the amount it is about on one
 * side, the button on the other, so however long the form the driver reaches it without scrolling and sees what it
 * costs. When the two do not fit on one line (长辈模式's larger text, a long label) the button wraps under the amount
 * at full width: never cut.
 */
export function ActionBar({ amount, children }: ActionBarProps) {
  return (
    <div className={styles.bar}>
      {amount && <MoneyLine {...amount} className={styles.amount} />}
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

/**
 * The bar's button: filled and large, a real `<button>` with antd-mobile's disabled and loading states (`type="submit"`
 * with `form` when the form it submits is in the page above). Its words wrap rather than being cut.
 */
export function ActionBarButton(props: Omit<ButtonProps, 'className' | 'color' | 'shape' | 'size' | 'block'>) {
  return <Button {...props} className={styles.button} color="primary" shape="rounded" size="large" />;
}
