import type { ReactNode } from 'react';
import styles from './StateTag.module.css';

/** What a state asks of the driver: under way, done, needs them, gone wrong, or nothing more. */
export type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'default';

export interface StateTagProps {
  /** The state in the driver's words (待支付, 已完成): the words carry the meaning, the colour only repeats it. */
  children: ReactNode;
  tone?: Tone;
}

const TONE_CLASS: Record<Tone, string> = {
  primary: styles.primary,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
  default: styles.neutral,
};

/** A state as a small outlined tag in the colour of its tone; read as plain text, beside what it is the state of. */
export function StateTag({ children, tone = 'default' }: StateTagProps) {
  return <span className={`${styles.stateTag} ${TONE_CLASS[tone]}`}>{children}</span>;
}
