import type { ReactNode } from 'react';
import styles from './StateTag.module.css';

/** What a state asks of the driver: under way, done, needs them, gone wrong, or nothing more. */
export type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'default';

export interface StateTagProps {
  /** The state in the driver's words (待支付, 已完成): the words carry the meaning, the colour only repeats it. */
  children: ReactNode;
  tone?: Tone;
  /** Filled in the tone's colour: a mark that must stand out in a row (默认, 有欠费, 即将过期), not a state. */
  solid?: boolean;
  /** A size up: the state that heads a record's page (开票状态), not one among a row's lines. */
  large?: boolean;
}

const TONE_CLASS: Record<Tone, string> = {
  primary: styles.primary,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
  default: styles.neutral,
};

/**
 * A state or a label as a small tag in the colour of its tone, outlined or `solid`; read as plain text, beside what it
 * is the state of. The app's only tag: antd-mobile's Tag is not used (its solid text colour is written inline, so the
 * dark theme could not reach it).
 */
export function StateTag({ children, tone = 'default', solid = false, large = false }: StateTagProps) {
  const className = [styles.stateTag, TONE_CLASS[tone], solid && styles.solid, large && styles.large].filter(Boolean).join(' ');
  return <span className={className}>{children}</span>;
}
